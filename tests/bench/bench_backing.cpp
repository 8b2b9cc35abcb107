// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include "../model/builders.h"
#include "model/backing/backing.h"
#include "model/backing/raid.h"
#include "model/backing/scheduling.h"

using namespace accel;
using test::raidGroup;

namespace {

/// The example scenario with a background random load.
Scenario exampleScenario()
{
  Scenario s = test::exampleCluster();
  s.backing.random_load.iops = 400;
  return s;
}

/// A large array: eight groups (the RAID10 of 46 with 512 KiB segments of the clone race, RAID6,
/// a misaligned RAID50, RAID60, four small groups), three destage sizes, 32 hosts.
Scenario largeScenario()
{
  Scenario s = exampleScenario();
  s.hosts = 32;
  VmGroup small = s.vm_groups[0];
  small.write_io_kib = 8;
  VmGroup mid = s.vm_groups[0];
  mid.write_io_kib = 64;
  s.vm_groups = {s.vm_groups[0], small, mid};
  s.backing.raid_groups = {
      raidGroup(RaidLevel::Raid10, 46, 512),          raidGroup(RaidLevel::Raid6, 24, 256),
      raidGroup(RaidLevel::Raid50, 30, 128, 6, 31.5), raidGroup(RaidLevel::Raid60, 32, 128, 8),
      raidGroup(RaidLevel::Raid10, 12, 64),           raidGroup(RaidLevel::Raid5, 12, 64),
      raidGroup(RaidLevel::Raid10, 12, 64),           raidGroup(RaidLevel::Raid5, 12, 64)};
  s.backing.random_load.iops = 5000;
  return s;
}

/// Long background I/Os over narrow segments: a RAID6 of 43 disks with 0.73 KiB segments
/// carrying 2 MiB I/Os (the shape of a random scenario that took seconds when the cost of an
/// I/O walked it unit by unit): the disk-count search costs the I/O on many group sizes.
Scenario longIoScenario()
{
  Scenario s = exampleScenario();
  s.backing.raid_groups = {raidGroup(RaidLevel::Raid6, 43, 0.73)};
  s.backing.random_load.io_kib = 2048;
  s.backing.random_load.iops = 400;
  return s;
}

}  // namespace

TEST_CASE("Backing model, long I/Os over narrow segments", "[bench][backing]")
{
  const Scenario s = longIoScenario();
  BENCHMARK("computeBacking, RAID6 x 43, 0.73 KiB segments, 2 MiB I/Os")
  {
    return computeBacking(s);
  };
  const RaidGeometry g = raidGeometry(s.backing.raid_groups[0]);
  const DiskModel m = diskModel(Disk{}, 1.0);
  BENCHMARK("ioCost, RAID6 x 43, 0.73 KiB segments, 2 MiB write")
  {
    return ioCost(g, m, IoKind::Write, 2048, 4);
  };
  BENCHMARK("ioCost, RAID6 x 43, 0.73 KiB segments, 2 MiB read")
  {
    return ioCost(g, m, IoKind::Read, 2048, 4);
  };
}

TEST_CASE("Backing model", "[bench][backing]")
{
  const Scenario ex = exampleScenario();
  BENCHMARK("computeBacking, example (RAID10 x 14, 1GbE iSCSI)")
  {
    return computeBacking(ex);
  };
  BENCHMARK("computeBacking + backingFindings, example")
  {
    return backingFindings(ex, computeBacking(ex));
  };
  const Scenario big = largeScenario();
  BENCHMARK("computeBacking, 8 groups / 214 disks, 3 destage sizes")
  {
    return computeBacking(big);
  };
  for (DestagePattern p :
       {DestagePattern::Random, DestagePattern::Coalesced, DestagePattern::Log}) {
    Scenario t = ex;
    t.backing.destage_pattern = p;
    BENCHMARK(std::string("computeBacking, example, ") + destagePatternWord(p))
    {
      return computeBacking(t);
    };
  }
  Scenario sptf = ex;
  sptf.backing.disk_scheduling = DiskScheduling::Sptf;
  BENCHMARK("computeBacking, example, sorted by SPTF")
  {
    return computeBacking(sptf);
  };
  const DiskModel m = diskModel(Disk{}, 1.0);
  BENCHMARK("elevatorPositioningMs, q = 32")
  {
    return elevatorPositioningMs(m, 32);
  };
  BENCHMARK("sptfPositioningMs, q = 32")
  {
    return sptfPositioningMs(m, 32);
  };
  BENCHMARK("iopsVsReadFraction, 21 points, RAID10 x 14")
  {
    return iopsVsReadFraction(ex.backing.raid_groups[0], 8, 21);
  };
  const RaidGeometry d2 = raidGeometry(big.backing.raid_groups[0]);
  BENCHMARK("stripeMap, RAID10 x 46, 8 rows")
  {
    return stripeMap(d2, 10240, 1024, IoKind::Write, 8);
  };
}
