// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Properties over random valid scenarios (tests/support/scenario_generator.h): whatever the
// design, the results document has no NaN, infinity or unexplained null, its numbers stay
// within physical bounds, and its words show no raw control character and no "nan".
//
// 10^4 cases by default; more on demand, reproducibly:
//   ACCELSIZER_PROPERTY_CASES=100000 build/tests/test_app "[properties]"
//   ACCELSIZER_PROPERTY_SEED=N ACCELSIZER_PROPERTY_CASES=1 build/tests/test_app "[properties]"
//   ACCELSIZER_PROPERTY_FULL_RANGES=1 ...   (counts over their whole documented range)
// A failure prints the seed of the case and its scenario file.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>

#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/params.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/summary.h"
#include "app/core/validate.h"
#include "helpers.h"
#include "support/results_checks.h"
#include "support/scenario_generator.h"

using namespace accel;
using namespace accel::test;

namespace {

/// One evaluated case.
struct Case {
  std::uint64_t seed = 0;
  Scenario scenario;
  Evaluation evaluation;
  QJsonObject results;
};

/// A property of one case: it adds what it finds broken to the violations.
struct Property {
  const char* name;
  std::function<void(const Case&, Violations&)> check;
};

/// A property of a pair: the case and the same design with one thing changed (`change`
/// returns the changed scenario, or nothing when the change does not apply). Monotonicity
/// (a faster link, a faster device, more disks, a bigger buffer or a lower write rate never
/// makes the matching result worse) and headroom (goal seek agrees with evaluation) are
/// written this way; they join the list once the models they test have settled.
struct Relation {
  const char* name;
  std::function<std::optional<Scenario>(const Scenario&)> change;
  std::function<void(const Case& before, const Case& after, Violations&)> check;
};

const std::vector<Property>& properties()
{
  static const std::vector<Property> list = {
      {"no NaN, infinity or unexplained null",
       [](const Case& c, Violations& v) { checkNulls(c.results, v); }},
      {"physical bounds, floor, Little's law",
       [](const Case& c, Violations& v) { checkBounds(c.scenario, c.results, v); }},
      {"words without control characters or nan",
       [](const Case& c, Violations& v) {
         const Scenario plain = withPlainNames(c.scenario);
         for (const Scenario* s : {&c.scenario, &plain}) {
           const auto check = [&](const QString& text, const QString& at) {
             checkControls(text, at, v);
             if (s == &plain)
               checkNumbersInText(text, at, v);
           };
           check(ui::textSummary(*s, c.evaluation), QStringLiteral("summary"));
           for (const Finding& f : c.evaluation.findings) {
             const ui::FindingText t = ui::describeFinding(f, *s);
             check(t.title + QLatin1Char('\n') + t.message + QLatin1Char('\n') + t.recommendation,
                   QStringLiteral("finding ") + QString::fromStdString(f.code));
           }
         }
       }},
  };
  return list;
}

const std::vector<Relation>& relations()
{
  static const std::vector<Relation> list = {};
  return list;
}

std::uint64_t envNumber(const char* name, std::uint64_t fallback)
{
  const char* v = std::getenv(name);
  return v && *v ? std::strtoull(v, nullptr, 10) : fallback;
}

/// The application's evaluation with the stream simulation kept short: the properties hold
/// for any horizon, and ten thousand cases must stay quick.
EvaluateOptions propertyOptions()
{
  EvaluateOptions o = ui::evaluateOptions();
  o.streams.replications = 2;
  o.streams.sim.horizon_s = 2;
  o.streams.sim.warmup_s = 0.5;
  o.streams.min_horizon_s = 1;
  o.streams.event_budget = 40'000;
  o.streams.fix_event_budget = 10'000;
  o.streams.fix_replications = 1;
  o.streams.fix_horizon_s = 2;
  o.streams.fix_warmup_s = 0.5;
  o.streams.work_budget_events = 200'000;
  return o;
}

Case evaluateCase(std::uint64_t seed, const Scenario& s, const EvaluateOptions& o)
{
  Case c;
  c.seed = seed;
  c.scenario = s;
  c.evaluation = evaluate(s, o);
  c.results = ui::resultsToJson(s, c.evaluation);
  return c;
}

}  // namespace

TEST_CASE("The scenario generator is reproducible and valid", "[properties]")
{
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    const auto a = randomScenario(seed), b = randomScenario(seed);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(ui::serializeScenario(*a) == ui::serializeScenario(*b));
    INFO(test::dump(ui::validateScenario(*a)));
    CHECK_FALSE(ui::hasErrors(ui::validateScenario(*a)));
  }
  CHECK(ui::serializeScenario(*randomScenario(1)) != ui::serializeScenario(*randomScenario(2)));
}

TEST_CASE("The scenario generator covers every described number", "[properties]")
{
  // Driven by the descriptions: each numeric field takes many values, its range's ends among
  // them, so a new parameter is exercised without touching the generator.
  std::map<QString, std::set<double>> seen;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const QJsonObject o = ui::scenarioToJson(*randomScenario(seed));
    const std::function<void(const QJsonValue&, const QString&)> walk = [&](const QJsonValue& v,
                                                                            const QString& path) {
      if (v.isObject()) {
        const QJsonObject obj = v.toObject();
        for (auto it = obj.begin(); it != obj.end(); ++it)
          walk(it.value(), ui::jsonPath(path, it.key()));
      } else if (v.isArray() && !v.toArray().isEmpty() && v.toArray().at(0).isObject()) {
        for (const QJsonValue& e : v.toArray())
          walk(e, path + QStringLiteral("[]"));
      } else if (v.isDouble()) {
        seen[path].insert(v.toDouble());
      }
    };
    walk(o, QString());
  }
  for (const ui::ParamInfo* p : ui::allParams()) {
    if (!p->editable || (p->type != ui::ParamType::Number && p->type != ui::ParamType::Integer))
      continue;
    INFO(p->path().toStdString());
    // Constant reads of one size are written in the older form (read_mbps beside the write
    // profile, docs/scenario-format.md), so their rate shows there.
    const QString path = p->path() == QLatin1String("vm_groups[].read.mbps")
                             ? QStringLiteral("vm_groups[].read_mbps")
                             : p->path();
    CHECK(seen[path].size() >= 2);
  }
}

TEST_CASE("Random valid scenarios keep the properties of every results document", "[properties]")
{
  const std::uint64_t cases = envNumber("ACCELSIZER_PROPERTY_CASES", 2'000);
  const std::uint64_t first = envNumber("ACCELSIZER_PROPERTY_SEED", 1);
  GeneratorOptions g;
  g.full_ranges = envNumber("ACCELSIZER_PROPERTY_FULL_RANGES", 0) != 0;
  const EvaluateOptions options = propertyOptions();
  const std::uint64_t maxReported = envNumber("ACCELSIZER_PROPERTY_MAX_FAILURES", 5);
  std::uint64_t failed = 0, streams = 0, slowestSeed = 0;
  double slowest = 0;
  const auto start = std::chrono::steady_clock::now();
  for (std::uint64_t seed = first; seed < first + cases; ++seed) {
    const std::optional<Scenario> s = randomScenario(seed, g);
    if (!s) {
      FAIL_CHECK("no valid scenario for seed " << seed);
      ++failed;
      continue;
    }
    const auto t0 = std::chrono::steady_clock::now();
    const Case c = evaluateCase(seed, *s, options);
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (took > slowest) {
      slowest = took;
      slowestSeed = seed;
    }
    streams += c.evaluation.streams && c.evaluation.streams->active ? 1 : 0;
    Violations v;
    for (const Property& p : properties())
      p.check(c, v);
    for (const Relation& r : relations())
      if (const std::optional<Scenario> changed = r.change(*s))
        r.check(c, evaluateCase(seed, *changed, options), v);
    if (!v.empty()) {
      ++failed;
      FAIL_CHECK("seed " << seed << " (ACCELSIZER_PROPERTY_SEED=" << seed
                         << " ACCELSIZER_PROPERTY_CASES=1):\n"
                         << describe(v) << ui::serializeScenario(*s).toStdString());
      if (failed >= maxReported)
        break;  // the first few say enough
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN(cases << " cases from seed " << first << " (" << streams << " with streams) in " << seconds
             << " s; the slowest, seed " << slowestSeed << ", took " << slowest << " s");
  CHECK(failed == 0);
  CHECK(streams > 0);
}

TEST_CASE("The scenario file of a seed, on standard output", "[.scenario-of-seed]")
{
  // ACCELSIZER_PROPERTY_SEED=N build/tests/test_app "[.scenario-of-seed]" > case.accelsizer.json
  GeneratorOptions g;
  g.full_ranges = envNumber("ACCELSIZER_PROPERTY_FULL_RANGES", 0) != 0;
  const std::optional<Scenario> s = randomScenario(envNumber("ACCELSIZER_PROPERTY_SEED", 1), g);
  REQUIRE(s);
  std::fputs(ui::serializeScenario(*s).constData(), stdout);
}
