// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>

#include "model/common/profile.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("Constant profile", "[profile]")
{
  WriteProfile p;
  p.kind = ProfileKind::Constant;
  p.mbps = 5;
  CHECK(profileMeanMbps(p) == 5);
  CHECK(profilePeakMbps(p) == 5);
  CHECK(profileMinMbps(p) == 5);
}

TEST_CASE("On/off profile: mean is the duty-weighted rate (worked example C2)", "[profile]")
{
  WriteProfile p;
  p.kind = ProfileKind::OnOff;
  p.peak_mbps = 300;
  p.burst_s = 600;
  p.period_s = 1200;
  p.base_mbps = 50;
  CHECK(profileMeanMbps(p) == 175);  // C2: Wbar 175
  CHECK(profilePeakMbps(p) == 300);
  CHECK(profileMinMbps(p) == 50);
}

TEST_CASE("Sine profile mean and extremes", "[profile]")
{
  WriteProfile p;
  p.kind = ProfileKind::Sine;
  p.mean_mbps = 100;
  p.amplitude_mbps = 100;
  p.period_s = 3600;
  CHECK(profileMeanMbps(p) == 100);
  CHECK(profilePeakMbps(p) == 200);
  CHECK(profileMinMbps(p) == 0);

  SECTION("an amplitude above the mean is clipped at zero, which raises the mean")
  {
    p.mean_mbps = 0;
    p.amplitude_mbps = 100;
    // mean of max(0, 100 sin x) = 100 / pi
    CHECK_THAT(profileMeanMbps(p), WithinRel(100.0 / 3.14159265358979, 1e-12));
    p.mean_mbps = 50;
    // numerical integral of max(0, 50 + 100 sin x)
    double sum = 0;
    const int n = 200000;
    for (int i = 0; i < n; ++i) {
      const double x = 2 * 3.14159265358979 * (i + 0.5) / n;
      sum += std::max(0.0, 50 + 100 * std::sin(x));
    }
    CHECK_THAT(profileMeanMbps(p), WithinRel(sum / n, 1e-6));
  }
}

TEST_CASE("Trace profile: piecewise constant, irregular spacing", "[profile]")
{
  WriteProfile p;
  p.kind = ProfileKind::Trace;
  // 10 MB/s for 10 s, 40 MB/s for 30 s, then 20 MB/s for 30 s (as long as the interval before)
  p.samples = std::make_shared<const Trace>(Trace{{0, 10}, {10, 40}, {40, 20}});
  CHECK(traceDurationS(*p.samples) == 70);
  CHECK(traceSpanS(*p.samples) == 70);
  CHECK(profileTraceDurationS(p) == 70);
  CHECK_THAT(profileMeanMbps(p), WithinRel((100.0 + 1200.0 + 600.0) / 70.0, 1e-12));
  CHECK(profilePeakMbps(p) == 40);
  CHECK(profileMinMbps(p) == 10);

  SECTION("a lone sample is a constant")
  {
    p.samples = std::make_shared<const Trace>(Trace{{5, 7}});
    CHECK(profileMeanMbps(p) == 7);
    CHECK(profilePeakMbps(p) == 7);
  }
  SECTION("an empty trace writes nothing")
  {
    p.samples = std::make_shared<const Trace>();
    CHECK(profileMeanMbps(p) == 0);
    CHECK(profilePeakMbps(p) == 0);
    CHECK(traceDurationS(*p.samples) == 0);
    CHECK(traceSpanS(*p.samples) == 0);
    CHECK(profileTraceDurationS(p) == 0);
  }
  SECTION("out of order, as validation refuses it, the duration is still traceDurationS's")
  {
    p.samples = std::make_shared<const Trace>(Trace{{0, 10}, {40, 20}, {10, 40}, {20, 5}});
    CHECK(profileTraceDurationS(p) == traceDurationS(*p.samples));
    CHECK(profileTraceDurationS(p) == 60);  // 40 + 0 + 10 + 10
  }
  SECTION("a lone sample lasts as traceDurationS says")
  {
    p.samples = std::make_shared<const Trace>(Trace{{5, 7}});
    CHECK(traceSpanS(*p.samples) == traceDurationS(*p.samples));
  }
  SECTION("the span is the summed duration of any increasing trace")
  {
    std::mt19937_64 rng(20261127);
    std::uniform_real_distribution<double> gap(1e-3, 900.0);
    for (int round = 0; round < 200; ++round) {
      Trace t;
      double at = gap(rng) - 450.0;  // a start before zero too
      const int n = 1 + static_cast<int>(rng() % 9000);
      for (int i = 0; i < n; ++i) {
        t.push_back({at, 1.0});
        at += gap(rng);
      }
      CHECK_THAT(traceSpanS(t), WithinRel(traceDurationS(t), 1e-9));
      // Kept per trace from 4,096 samples on, computed each time below: the same sum.
      WriteProfile traced;
      traced.kind = ProfileKind::Trace;
      traced.samples = std::make_shared<const Trace>(t);
      CHECK(profileTraceDurationS(traced) == traceDurationS(t));
      CHECK(profileTraceDurationS(traced) == traceDurationS(t));
    }
  }
}

TEST_CASE("A trace's rates and first bad sample are kept per trace, never for another",
          "[profile][trace]")
{
  const auto traceOf = [](std::vector<TraceSample> samples) {
    WriteProfile w;
    w.kind = ProfileKind::Trace;
    w.samples = std::make_shared<const Trace>(std::move(samples));
    return w;
  };
  WriteProfile a = traceOf({{0, 10}, {10, 30}});
  CHECK(profilePeakMbps(a) == 30);
  CHECK(profileMeanMbps(a) == 20);
  CHECK(traceProblem(a).kind == TraceProblem::Kind::None);
  // Asked again: the same figures.
  CHECK(profilePeakMbps(a) == 30);
  // A new trace, possibly where the freed one was: its own figures.
  a = traceOf({{0, 1}, {10, 3}});
  CHECK(profilePeakMbps(a) == 3);
  CHECK(profileMinMbps(a) == 1);
  a.samples.reset();
  CHECK(traceProblem(a).kind == TraceProblem::Kind::Empty);
  CHECK(profilePeakMbps(a) == 0);

  using K = TraceProblem::Kind;
  const WriteProfile unsorted = traceOf({{0, 1}, {10, 2}, {5, 3}});
  CHECK(traceProblem(unsorted).kind == K::Order);
  CHECK(traceProblem(unsorted).index == 2);
  CHECK(traceProblemPath(traceProblem(unsorted)) == "samples[2]");
  const WriteProfile negative = traceOf({{0, 1}, {10, -2}});
  CHECK(traceProblemPath(traceProblem(negative)) == "samples[1][1]");
  const WriteProfile infinite = traceOf({{-1e308, 1}, {1e308, 2}});
  CHECK(traceProblemPath(traceProblem(infinite)) == "samples[1][0]");
  CHECK(traceProblemPath(traceProblem(traceOf({}))) == "samples");
}

TEST_CASE("A group's mean write rate over the cluster, by hand", "[profile]")
{
  VmGroup g;
  g.write.kind = ProfileKind::Constant;
  g.write.mbps = 5;
  g.vms_per_host = 6;
  // 6 VMs on each of 4 hosts at 5 MB/s: 120 MB/s; on the first 3 hosts only: 90 MB/s.
  CHECK_THAT(groupMeanWriteMbps(g, 4), WithinRel(120.0, 1e-12));
  g.on_hosts = 3;
  CHECK_THAT(groupMeanWriteMbps(g, 4), WithinRel(90.0, 1e-12));
  // No VMs, or a rate that is not a finite positive number: 0, never NaN.
  g.vms_per_host = 0;
  CHECK(groupMeanWriteMbps(g, 4) == 0.0);
  g.vms_per_host = 6;
  g.write.mbps = std::nan("");
  CHECK(groupMeanWriteMbps(g, 4) == 0.0);
  g.write.mbps = -1;
  CHECK(groupMeanWriteMbps(g, 4) == 0.0);
}
