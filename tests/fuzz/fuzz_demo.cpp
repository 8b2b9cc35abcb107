// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Fuzz target "demo": any bytes through the guided demo reader (docs/demo-format.md) and, for a
// demo that reads, through what presentation mode does with it: each step's scenario document
// from the inline starting scenario, and the animation's halfway document between steps.
// Rules: no crash or sanitizer report; every problem names a path and says what is wrong,
// without a raw control character; a demo that reads back writes out and reads again the
// same; a step that cannot be applied says why.
#include "app/core/demo.h"
#include "fuzz/fuzz_target.h"
#include "support/results_checks.h"

#include <algorithm>

using namespace accel;

ACCELSIZER_FUZZ_TARGET(demo)
{
  const QByteArray input = fuzz::bytes(data, size);
  const ui::DemoLoad r = ui::parseDemo(input);
  test::Violations v;
  for (const ui::Problem& p : r.problems) {
    if (p.path.isEmpty() || p.message.isEmpty())
      v.push_back({p.path, QStringLiteral("a problem without a path or a message")});
    test::checkControls(p.toString(), QStringLiteral("problem"), v);
  }
  if (!v.empty())
    fuzz::fail(QString::fromStdString(test::describe(v)));
  if (!r.ok())
    return 0;

  const ui::Demo& demo = *r.demo;
  const QByteArray written = ui::serializeDemo(demo);
  const ui::DemoLoad again = ui::parseDemo(written);
  if (!again.ok() || ui::serializeDemo(*again.demo) != written)
    fuzz::fail(QStringLiteral("the demo does not read back as written: ") +
               QString::fromUtf8(written.left(2000)));

  // The steps as presentation mode applies them (a bounded number: each is a JSON copy).
  const int steps = std::min(static_cast<int>(demo.steps.size()), 16);
  QJsonObject previous = demo.scenarioObject;
  for (int i = -1; i < steps; ++i) {
    QJsonObject doc;
    QString error;
    if (!ui::demoScenarioJson(demo, demo.scenarioObject, i, &doc, &error)) {
      if (error.isEmpty())
        fuzz::fail(QStringLiteral("step %1 cannot be applied and says nothing").arg(i));
      test::checkControls(error, QStringLiteral("step error"), v);
      break;
    }
    (void)ui::interpolateScenario(previous, doc, 0.5);
    (void)ui::scenarioChanges(previous, doc);
    previous = doc;
  }
  if (!v.empty())
    fuzz::fail(QString::fromStdString(test::describe(v)));
  return 0;
}
