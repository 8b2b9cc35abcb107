// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// What the faces of sweeps and sensitivity read (app/core/studies.h): crossings, contours,
// the results offered with their limits, what the main verdict depends on; and cancelling a
// running sweep.
#include <catch2/catch.hpp>

#include <atomic>
#include <cmath>

#include "app/core/evaluation.h"
#include "app/core/sensitivity.h"
#include "app/core/studies.h"
#include "app/core/sweep.h"
#include "cli_run.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("Crossings are interpolated between sweep points", "[studies][sweep]")
{
  // A constructed sweep: y rises through 80 between x = 4 and 6 (70 -> 90: halfway, x = 5),
  // falls back through it between 10 and 12 (85 -> 65: a quarter of the way, x = 10.5); a
  // missing point at 14 and a "never" at 18 break the curve, so the step from 60 (x 16) to
  // "never" (x 18) and on to 100 (x 20) reads no crossing.
  const std::vector<double> x = {2, 4, 6, 8, 10, 12, 14, 16, 18, 20};
  const double never = std::numeric_limits<double>::infinity();
  const std::vector<std::optional<double>> y = {50, 70,           90, 95,    85,
                                                65, std::nullopt, 60, never, 100};
  const std::vector<Crossing> c = sweepCrossings(x, y, 80);
  REQUIRE(c.size() == 2);
  CHECK_THAT(c[0].x, WithinRel(5.0, 1e-12));
  CHECK(c[0].rising);
  CHECK_THAT(c[1].x, WithinRel(10.5, 1e-12));
  CHECK_FALSE(c[1].rising);

  // A point exactly at the limit counts once, where the curve arrives at it.
  const std::vector<Crossing> touch = sweepCrossings({1, 2, 3}, {70, 80, 90}, 80);
  REQUIRE(touch.size() == 1);
  CHECK(touch[0].x == 2);

  // Geometric sweep: interpolated between the logarithms of x. 1 -> 100 with y 0 -> 1:
  // y = 0.5 at sqrt(1 * 100) = 10.
  const std::vector<Crossing> lg = sweepCrossings({1, 100}, {0.0, 1.0}, 0.5, true);
  REQUIRE(lg.size() == 1);
  CHECK_THAT(lg[0].x, WithinRel(10.0, 1e-12));

  CHECK(crossingText(QStringLiteral("Busiest peer link"), 0.8, Unit::Fraction, 8.4, Unit::MBps,
                     true) == QStringLiteral("Busiest peer link reaches 80 % at 8.4 MB/s"));
}

TEST_CASE("Crossings of a real sweep sit where goal seek puts the limit", "[studies][sweep]")
{
  // The busiest link's utilisation is proportional to the write rate: the interpolated
  // crossing of 80 % equals the rate at which it is 80 % within interpolation error of a
  // straight line (none).
  const Scenario s = accel::test::exampleScenario("build-cluster-1gbe.accelsizer.json");
  SweepSpec spec;
  SweepAxis rate;
  QString problem;
  REQUIRE(parseSweepAxis(s, QStringLiteral("/vm_groups/0/write/mbps=1:31:16"), &rate, &problem));
  spec.axes = {rate};
  spec.metrics = {QStringLiteral("/replica/max_link_utilization")};
  const SweepResult r = runSweep(s, spec, 2);
  std::vector<double> x;
  std::vector<std::optional<double>> y;
  for (const SweepPoint& p : r.points) {
    x.push_back(p.inputs[0]);
    y.push_back(p.metrics[0]);
  }
  const std::vector<Crossing> c = sweepCrossings(x, y, 0.8);
  REQUIRE(c.size() == 1);
  // Hand interpolation between the two points around it.
  std::size_t i = 0;
  while (!(*y[i] < 0.8 && *y[i + 1] >= 0.8))
    ++i;
  const double hand = x[i] + (0.8 - *y[i]) / (*y[i + 1] - *y[i]) * (x[i + 1] - x[i]);
  CHECK_THAT(c[0].x, WithinRel(hand, 1e-12));
  Scenario at = s;
  at.vm_groups[0].write.mbps = c[0].x;
  CHECK_THAT(evaluate(at, evaluateOptions()).replica.max_link_utilization, WithinRel(0.8, 1e-3));
}

TEST_CASE("Axis spacing and the contour of a two-input sweep", "[studies][sweep]")
{
  CHECK(axisSpacing({1, 2, 3, 4}) == AxisSpacing::Linear);
  CHECK(axisSpacing({1, 10, 100, 1000}) == AxisSpacing::Log);
  CHECK(axisSpacing({1, 10, 25, 40}) == AxisSpacing::Irregular);

  // v(i, j) = i + j on a 3 x 3 grid; the level 1.5 cuts the edges halfway: (0,1.5)-(0.5,1),
  // (0.5,1)-(1,0.5)... every segment's ends satisfy i + j = 1.5.
  std::vector<std::optional<double>> v;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      v.emplace_back(i + j);
  const std::vector<ContourSegment> segs = contourSegments(v, 3, 3, 1.5);
  REQUIRE(segs.size() == 3);
  for (const ContourSegment& sg : segs) {
    CHECK_THAT(sg.i1 + sg.j1, WithinAbs(1.5, 1e-12));
    CHECK_THAT(sg.i2 + sg.j2, WithinAbs(1.5, 1e-12));
  }
  // A missing corner leaves its cells out.
  v[4] = std::nullopt;
  CHECK(contourSegments(v, 3, 3, 1.5).empty());
}

TEST_CASE("Study metrics carry their units and the requirements' limits", "[studies]")
{
  const Scenario s = accel::test::exampleScenario("build-cluster-1gbe.accelsizer.json");
  const Evaluation e = evaluate(s, evaluateOptions());
  const std::vector<StudyMetric> ms = studyMetrics(s, e);
  bool link = false, req = false;
  for (const StudyMetric& m : ms) {
    if (m.target.metric == QStringLiteral("/replica/max_link_utilization")) {
      link = true;
      CHECK(m.target.unit == Unit::Fraction);
      REQUIRE(m.limits.size() == 1);
      CHECK(m.limits[0].value == 0.8);
      CHECK_FALSE(m.limits[0].atLeast);
    }
    if (m.target.metric == QStringLiteral("/requirements/0/value")) {
      req = true;
      REQUIRE(m.limits.size() == 1);
      CHECK(m.limits[0].value == *e.requirements.checks[0].limit);
    }
  }
  CHECK(link);
  CHECK(req);
  const std::optional<StudyMetric> d = areaHeadlineMetric(s, e, QStringLiteral("destager"));
  REQUIRE(d);
  CHECK(d->target.metric == QStringLiteral("/destager/groups/0/fill_time_s"));
}

TEST_CASE("The report's sentence names the inputs the main verdict depends on", "[studies]")
{
  const Scenario s = accel::test::exampleScenario("build-cluster-1gbe.accelsizer.json");
  const Evaluation e = evaluate(s, evaluateOptions());
  const VerdictDependence d = verdictDependence(s, e);
  // The most severe area first in report order: write latency (red) with its throttled
  // latency; the sensitivity of that headline, largest swings first.
  REQUIRE_FALSE(d.area.isEmpty());
  REQUIRE(d.inputs.size() == 3);
  SensitivitySpec spec;
  spec.metric = d.metric;
  const SensitivityResult r = sensitivity(s, spec);
  QStringList top;
  for (const SensitivityRow& row : r.rows)
    if ((row.unbounded || (row.swing && *row.swing > 0)) && top.size() < 3)
      top << row.pointer;
  CHECK(d.pointers == top);
  const QString text = verdictDependenceText(d);
  INFO(text.toStdString());
  for (const QString& name : d.inputs)
    CHECK(text.contains(name));
  CHECK(text.startsWith(QStringLiteral("What the ")));
}

TEST_CASE("Cancelling stops a running sweep", "[studies][sweep]")
{
  const Scenario s = accel::test::exampleScenario("build-cluster-1gbe.accelsizer.json");
  SweepSpec spec;
  SweepAxis a, b;
  QString problem;
  REQUIRE(parseSweepAxis(s, QStringLiteral("/vm_groups/0/write/mbps=1:30:60"), &a, &problem));
  REQUIRE(parseSweepAxis(s, QStringLiteral("/peer_network/link_gbps=1:40:60"), &b, &problem));
  spec.axes = {a, b};
  spec.metrics = {QStringLiteral("/replica/max_link_utilization")};
  std::atomic<int> calls{0};
  const SweepResult r = runSweep(s, spec, 2, [&](int done, int) {
    ++calls;
    return done < 10;
  });
  CHECK(r.cancelled);
  int reached = 0;
  for (const SweepPoint& p : r.points)
    reached += p.inputs.empty() ? 0 : 1;
  CHECK(reached >= 10);
  CHECK(reached <= 12);  // each thread finishes the point it was on
  CHECK(calls.load() == reached);
}
