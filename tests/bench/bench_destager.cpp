#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "../model/builders.h"
#include "model/destager.h"

using namespace accel;

namespace {

/// A week of one build VM's writes at one-second resolution (604,800 samples): bursts of
/// exponential length (mean 10 min) at 60-120 MB/s, quiet gaps (mean 30 min) at 2-8 MB/s,
/// +-20% noise from second to second.
VmGroup weekTrace()
{
  auto t = std::make_shared<Trace>();
  t->reserve(604800);
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> u(0, 1);
  bool on = false;
  double left = 0, level = 0;
  for (int i = 0; i < 604800; ++i) {
    if (left <= 0) {
      on = !on;
      left = -std::log(1 - u(rng)) * (on ? 600 : 1800);
      level = on ? 60 + 60 * u(rng) : 2 + 6 * u(rng);
    }
    left -= 1;
    t->push_back({static_cast<double>(i), level * (0.8 + 0.4 * u(rng))});
  }
  VmGroup g;
  g.write.kind = ProfileKind::Trace;
  g.write.samples = std::move(t);
  return g;
}

/// The seed's build cluster with 20-minute build bursts each hour and a measured destage rate.
Scenario buildBursts()
{
  Scenario s = test::seedCluster();
  WriteProfile& w = s.vm_groups[0].write;
  w.kind = ProfileKind::OnOff;
  w.peak_mbps = 12;
  w.burst_s = 1200;
  w.period_s = 3600;
  w.base_mbps = 1;
  s.backing.destage_mbps = 120;
  return s;
}

}  // namespace

TEST_CASE("Destager model", "[bench][destager]")
{
  const VmGroup week = weekTrace();
  DestagerOptions live;
  live.remedies = false;
  BENCHMARK("one-week trace, 604,800 samples: simulation and plot series")
  {
    return simulateDestager(week, 30, 20000, live);
  };
  BENCHMARK("one-week trace, 604,800 samples: with the remedy searches")
  {
    return simulateDestager(week, 30, 20000);
  };

  VmGroup sine;
  sine.write.kind = ProfileKind::Sine;
  sine.write.mean_mbps = 30;
  sine.write.amplitude_mbps = 25;
  sine.write.period_s = 86400;
  DestagerOptions days;
  days.min_horizon_cycles = 7;
  BENCHMARK("sine, daily period over 7 days, with remedies")
  {
    return simulateDestager(sine, 40, 20000, days);
  };

  const Scenario s = buildBursts();
  const BackingResult backing = computeBacking(s);
  const DestagerResult r = computeDestager(s, backing);
  BENCHMARK("computeDestager + destagerFindings, build-burst cluster")
  {
    return destagerFindings(s, computeDestager(s, backing));
  };
  double buffer_mb = 10000;
  BENCHMARK("per-edit recompute of one group (buffer slider)")
  {
    buffer_mb += 1;
    return recomputeDestagerGroup(s, r, 0, {buffer_mb, std::nullopt}, live);
  };
  Scenario weekly = s;
  weekly.vm_groups[0].write = week.write;
  const DestagerResult rw = computeDestager(weekly, backing, live);
  BENCHMARK("per-edit recompute of one group, one-week trace")
  {
    buffer_mb += 1;
    return recomputeDestagerGroup(weekly, rw, 0, {buffer_mb, std::nullopt}, live);
  };
}
