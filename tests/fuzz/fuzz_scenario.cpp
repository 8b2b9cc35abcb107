// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Fuzz target "scenario": any bytes through the scenario reader, validation, every model and
// every face that prints the results (the results document, the summary, the findings' words).
// Rules: no crash or sanitizer report; every problem names a path and says what is wrong,
// without a raw control character; a scenario that reads back writes out and reads again the
// same; the results document has no NaN, infinity or unexplained null; the words no "nan".
#include <QJsonDocument>

#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/summary.h"
#include "fuzz/fuzz_target.h"
#include "support/results_checks.h"

using namespace accel;

namespace {

/// The application's evaluation with a short stream simulation: each input must take
/// milliseconds for the fuzzer to run millions.
const EvaluateOptions& fuzzOptions()
{
  static const EvaluateOptions o = [] {
    EvaluateOptions x = ui::evaluateOptions();
    x.streams.replications = 1;
    x.streams.sim.horizon_s = 2;
    x.streams.sim.warmup_s = 0.5;
    x.streams.min_horizon_s = 1;
    x.streams.event_budget = 20'000;
    x.streams.fix_event_budget = 5'000;
    x.streams.fix_replications = 1;
    x.streams.fix_horizon_s = 2;
    x.streams.fix_warmup_s = 0.5;
    x.streams.work_budget_events = 40'000;
    return x;
  }();
  return o;
}

void check(const test::Violations& v, const QByteArray& input)
{
  if (!v.empty())
    fuzz::fail(QString::fromStdString(test::describe(v)) + QStringLiteral("input: ") +
               QString::fromUtf8(input.left(2000)));
}

}  // namespace

ACCELSIZER_FUZZ_TARGET(scenario)
{
  const QByteArray input = fuzz::bytes(data, size);
  const ui::LoadResult r = ui::parseScenario(input);
  test::Violations v;
  for (const ui::Problem& p : r.problems) {
    if (p.path.isEmpty() || p.message.isEmpty())
      v.push_back({p.path, QStringLiteral("a problem without a path or a message")});
    test::checkControls(p.toString(), QStringLiteral("problem"), v);
  }
  check(v, input);
  if (!r.ok())
    return 0;

  // What reads back writes out and reads again the same.
  const QByteArray written = ui::serializeScenario(*r.scenario);
  const ui::LoadResult again = ui::parseScenario(written);
  if (!again.ok() || ui::serializeScenario(*again.scenario) != written)
    fuzz::fail(QStringLiteral("the scenario does not read back as written: ") +
               QString::fromUtf8(written.left(2000)));

  const Scenario& s = *r.scenario;
  const Evaluation e = evaluate(s, fuzzOptions());
  const QJsonObject results = ui::resultsToJson(s, e);
  test::checkNulls(results, v);
  const Scenario plain = test::withPlainNames(s);
  for (const Scenario* named : {&s, &plain}) {
    const auto checkWords = [&](const QString& text, const QString& at) {
      test::checkControls(text, at, v);
      if (named == &plain)  // the scenario's own words may say "nan"; numbers may not
        test::checkNumbersInText(text, at, v);
    };
    checkWords(ui::textSummary(*named, e), QStringLiteral("summary"));
    for (const Finding& f : e.findings) {
      const ui::FindingText t = ui::describeFinding(f, *named);
      checkWords(t.title + QLatin1Char('\n') + t.message + QLatin1Char('\n') + t.recommendation,
                 QStringLiteral("finding ") + QString::fromStdString(f.code));
    }
  }
  check(v, input);
  return 0;
}
