// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <ctime>

#include "../model/builders.h"
#include "model/streams/streams.h"

using namespace accel;
using test::raidGroup;

namespace {

/// The clone race: ten clones at 60 MB/s in 64 KiB writes on one RAID10 of 46 x 7.2K SATA with
/// 512 KiB segments.
Scenario cloneRaceDesign()
{
  Scenario s;
  s.backing.raid_groups = {raidGroup(RaidLevel::Raid10, 46, 512)};
  s.backing.sequential_streams.count = 10;
  s.backing.sequential_streams.mbps_each = 60;
  s.backing.sequential_streams.io_kib = 64;
  return s;
}

ConvoyWorkload workload(const Scenario& s, int outstanding, double background_iops)
{
  SequentialStreams ss = s.backing.sequential_streams;
  ss.outstanding_ios = outstanding;
  return convoyWorkload(ss, background_iops, s.backing.random_load);
}

/// Member I/Os per second of processor time (one core; the simulation is single-threaded):
/// the best of five runs, so that other load on the machine does not count.
void reportRate(const char* name, const RaidGroup& g, const ConvoyWorkload& w)
{
  ConvoySimOptions o;
  o.horizon_s = 30;
  o.warmup_s = 5;
  double best = 1e30;
  std::int64_t ios = 0;
  for (int i = 0; i < 5; ++i) {
    const std::clock_t c0 = std::clock();
    const ConvoySimResult r = simulateConvoy(g, w, o);
    const double s = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    best = std::min(best, s);
    ios = r.member_ios;
  }
  std::printf("%-58s %9lld member I/Os in %7.2f ms CPU: %5.2f million per second\n", name,
              static_cast<long long>(ios), best * 1e3, static_cast<double>(ios) / best / 1e6);
}

}  // namespace

TEST_CASE("Stream simulation throughput", "[bench][streams]")
{
  const Scenario s = cloneRaceDesign();
  const RaidGroup& g = s.backing.raid_groups[0];
  reportRate("clone-race design, 30 s", g, workload(s, 1, 0));
  reportRate("clone-race design, 2000 IOPS background, 30 s", g, workload(s, 1, 2000));
  reportRate("10 streams x 32 outstanding (600 MB/s), 30 s", g, workload(s, 32, 0));
  RaidGroup r5 = raidGroup(RaidLevel::Raid5, 9, 128);
  reportRate("RAID5 of 9, 10 streams x 4 outstanding, 500 IOPS, 30 s", r5, workload(s, 4, 500));

  ConvoySimOptions o;
  o.horizon_s = 30;
  o.warmup_s = 5;
  const ConvoyWorkload seed = workload(s, 1, 0);
  BENCHMARK("simulateConvoy, clone-race design, 30 s")
  {
    return simulateConvoy(g, seed, o);
  };
  const ConvoyWorkload deep = workload(s, 32, 0);
  BENCHMARK("simulateConvoy, 10 streams x 32 outstanding, 30 s")
  {
    return simulateConvoy(g, deep, o);
  };
}

TEST_CASE("Streams model", "[bench][streams]")
{
  const Scenario s = cloneRaceDesign();
  BENCHMARK("streamBounds, clone-race design")
  {
    return streamBounds(s.backing.raid_groups[0], s.backing.sequential_streams);
  };
  StreamsOptions current;
  current.explore_fixes = false;
  BENCHMARK("evaluateStreamsDesign, clone race, defaults (8 placements x 30 s)")
  {
    return evaluateStreamsDesign(s, {}, current);
  };
  Scenario loaded = s;
  loaded.backing.random_load.iops = 1000;
  BENCHMARK("evaluateStreamsDesign, clone race + 1000 IOPS background, defaults")
  {
    return evaluateStreamsDesign(loaded, {}, current);
  };
  BENCHMARK("computeStreams, clone race with the fix exploration (9 candidates)")
  {
    return computeStreams(s);
  };
  StreamsDesign fix;
  fix.disk = StreamsOptions{}.faster_disk;
  fix.groups = 4;
  fix.segment_kib = 64;
  BENCHMARK("evaluateStreamsDesign, the field report's fix (side by side), defaults")
  {
    return evaluateStreamsDesign(s, fix, current);
  };
}
