// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include "../model/builders.h"
#include "model/destager/destager.h"
#include "week_trace.h"

using namespace accel;

namespace {

VmGroup weekTrace()
{
  VmGroup g;
  g.write = test::weekTrace();
  return g;
}

/// The example build cluster with 20-minute build bursts each hour and a measured destage rate.
Scenario buildBursts()
{
  Scenario s = test::exampleCluster();
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
  // As the GUI runs it: the VM's latency caps what it can write (80 MB/s, below its bursts).
  BENCHMARK("one-week trace, reachable rate 80 MB/s: simulation and plot series")
  {
    return simulateDestager(week, 30, 20000, live, 80.0);
  };
  BENCHMARK("one-week trace, reachable rate 80 MB/s: with the remedy searches")
  {
    return simulateDestager(week, 30, 20000, {}, 80.0);
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
