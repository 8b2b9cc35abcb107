// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include "builders.h"
#include "model/backing/backing.h"
#include "model/backing/disk.h"
#include "model/common/units.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// Intel SSD DC S3700 Series, 800 GB (product specification): the Disk defaults' solid-state
/// figures with rpm 0, 460 MB/s sequential write.
Disk s3700()
{
  Disk d;
  d.rpm = 0;
  d.avg_seek_ms = d.track_seek_ms = d.full_seek_ms = 0;
  d.capacity_gb = 800;
  d.od_mbps = d.id_mbps = 460;
  return d;
}

Scenario ssdGroup(RaidLevel level, int disks, double read_fraction, double io_kib)
{
  Scenario s;
  s.vm_groups[0].write_policy = {WriteMode::WriteThrough, 0};
  RaidGroup& g = s.backing.raid_groups[0];
  g.level = level;
  g.disks = disks;
  g.disk = s3700();
  s.backing.random_load.read_fraction = read_fraction;
  s.backing.random_load.io_kib = io_kib;
  return s;
}

}  // namespace

TEST_CASE("An SSD reaches its datasheet ceilings, not size / rate", "[backing][ssd]")
{
  const DiskModel m = diskModel(s3700(), 1.0);
  REQUIRE(m.valid);
  REQUIRE(m.solid_state);
  const double b4 = units::kibToBytes(4);
  // Intel DC S3700 800 GB: 75,000 random 4 KiB reads, 36,000 writes (steady state).
  CHECK_THAT(1000.0 / m.demandMs(b4, IoKind::Read), WithinRel(75000.0, 1e-12));
  CHECK_THAT(1000.0 / m.demandMs(b4, IoKind::Write), WithinRel(36000.0, 1e-12));
  // 256 KiB: the bandwidth ceilings (500 MB/s read, 460 MB/s write) bind.
  const double b256 = units::kibToBytes(256);
  CHECK_THAT(b256 / 1e6 / (m.demandMs(b256, IoKind::Read) / 1000.0), WithinRel(500.0, 1e-12));
  CHECK_THAT(b256 / 1e6 / (m.demandMs(b256, IoKind::Write) / 1000.0), WithinRel(460.0, 1e-12));
  // Idle per-command latency: 50 us and 65 us at 4 KiB; 65 us + 252 KiB / 460 MB/s at 256 KiB.
  CHECK_THAT(m.commandMs(b4, IoKind::Read), WithinRel(0.050, 1e-12));
  CHECK_THAT(m.commandMs(b4, IoKind::Write), WithinRel(0.065, 1e-12));
  CHECK_THAT(m.commandMs(b256, IoKind::Write), WithinRel(0.065 + 252 * 1024 / 460e6 * 1e3, 1e-12));
  // Little's law: 75,000 x 50 us = 3.75, 36,000 x 65 us = 2.34: 4 commands at once.
  CHECK(m.parallelism == 4);
  Disk given = s3700();
  given.parallelism = 8;
  CHECK(diskModel(given, 1.0).parallelism == 8);
}

TEST_CASE("A spinning disk's demand and command time are its service time", "[backing][ssd]")
{
  const DiskModel m = diskModel(Disk{}, 1.0);
  REQUIRE(m.valid);
  for (double kib : {4.0, 64.0, 256.0}) {
    const double b = units::kibToBytes(kib);
    for (IoKind k : {IoKind::Read, IoKind::Write}) {
      CHECK(m.demandMs(b, k) == m.serviceMs(b));
      CHECK(m.commandMs(b, k) == m.serviceMs(b));
      CHECK(m.demandSqMs2(b, k) == m.serviceSqMs2(b));
    }
  }
}

TEST_CASE("Invalid SSD figures are a problem code, not NaN", "[backing][ssd]")
{
  Disk d = s3700();
  d.write_iops = 0;
  const DiskModel m = diskModel(d, 1.0);
  CHECK_FALSE(m.valid);
  CHECK(m.problem == "disk_ssd");
}

TEST_CASE("SSD RAID groups: reads scale with members, small parity writes pay their member I/Os",
          "[backing][ssd]")
{
  // 4 KiB I/Os on the 4 KiB grain inside 64 KiB segments: one unit each (hand calculation).
  const double r = 1.0 / 75000, w = 1.0 / 36000;
  {
    const BackingResult b = computeBacking(ssdGroup(RaidLevel::Raid0, 12, 1.0, 4));
    REQUIRE(b.valid);
    CHECK_THAT(b.raid_groups[0].random_read_iops, WithinRel(12 * 75000.0, 1e-9));
    CHECK_THAT(b.raid_groups[0].random_write_iops, WithinRel(12 * 36000.0, 1e-9));
    // 70 % reads: 12 / (0.7 r + 0.3 w).
    const BackingResult m = computeBacking(ssdGroup(RaidLevel::Raid0, 12, 0.7, 4));
    CHECK_THAT(m.raid_groups[0].random_iops, WithinRel(12.0 / (0.7 * r + 0.3 * w), 1e-9));
  }
  // RAID5 of 8: read-modify-write, 2 reads and 2 writes per small write.
  const BackingResult r5 = computeBacking(ssdGroup(RaidLevel::Raid5, 8, 0.0, 4));
  CHECK_THAT(r5.raid_groups[0].random_write_iops, WithinRel(8.0 / (2 * r + 2 * w), 1e-9));
  // RAID6 of 8: 3 reads and 3 writes.
  const BackingResult r6 = computeBacking(ssdGroup(RaidLevel::Raid6, 8, 0.0, 4));
  CHECK_THAT(r6.raid_groups[0].random_write_iops, WithinRel(8.0 / (3 * r + 3 * w), 1e-9));
  // Idle latency: one read 50 us; a RAID5 small write reads (50 us) then writes (65 us), each
  // phase waiting for the slower of two parallel member I/Os: at least the two in series.
  CHECK_THAT(r5.raid_groups[0].idle_read_latency_ms, WithinRel(0.050, 1e-9));
  CHECK(r5.raid_groups[0].idle_write_latency_ms >= 0.050 + 0.065);
}

TEST_CASE("SSD parity groups: one more disk never lowers random IOPS", "[backing][ssd]")
{
  for (RaidLevel level : {RaidLevel::Raid5, RaidLevel::Raid6}) {
    for (double kib : {4.0, 8.0, 16.0, 64.0, 256.0}) {
      for (double rf : {0.0, 0.7, 1.0}) {
        double prev = 0;
        for (int n = level == RaidLevel::Raid5 ? 3 : 4; n <= 16; ++n) {
          const BackingResult b = computeBacking(ssdGroup(level, n, rf, kib));
          REQUIRE(b.valid);
          INFO("level " << static_cast<int>(level) << ", " << kib << " KiB, reads " << rf << ", "
                        << n << " disks");
          CHECK(b.raid_groups[0].random_iops >= prev * (1 - 1e-9));
          prev = b.raid_groups[0].random_iops;
        }
      }
    }
  }
}

TEST_CASE(
    "A narrow parity group of drives that read slower than they write loses small-write "
    "IOPS with a disk more, and says why",
    "[backing][ssd][findings]")
{
  // Hand calculation: a drive of 20,000 read and 60,000 write 4 KiB IOPS costs R = 0.05 ms a
  // read and W = 0.01667 ms a write. A one-segment write on RAID6 by reconstruct-write reads
  // the d - 1 other data segments and writes data and both parities; the parity rotation
  // spreads it over every disk. 4 disks (d = 2): (R + 3W) / 4 = 0.025 ms per write and disk,
  // 40,000 IOPS; 5 disks (d = 3): (2R + 3W) / 5 = 0.03 ms, 33,333 IOPS; 6 disks (d = 4: as
  // cheap as read-modify-write's 3R + 3W): 0.2 / 6 ms, 30,000 IOPS.
  auto group = [](int disks) {
    Scenario s = ssdGroup(RaidLevel::Raid6, disks, 0.0, 4);
    Disk& d = s.backing.raid_groups[0].disk;
    d.read_iops = 20000;
    d.write_iops = 60000;
    d.read_latency_us = 100;
    d.write_latency_us = 30;
    return s;
  };
  const double R = 1.0 / 20000, W = 1.0 / 60000;  // s
  const double expected[] = {4 / (R + 3 * W), 5 / (2 * R + 3 * W), 6 / (3 * R + 3 * W)};
  for (int disks = 4; disks <= 6; ++disks) {
    INFO(disks << " disks");
    const Scenario s = group(disks);
    const BackingResult b = computeBacking(s);
    REQUIRE(b.valid);
    CHECK_THAT(b.raid_groups[0].random_iops, WithinRel(expected[disks - 4], 1e-3));
    const std::vector<Finding> fs = backingFindings(s, b);
    const Finding* f = test::findCode(fs, "backing_reconstruct_write");
    if (disks == 6) {
      CHECK_FALSE(f);  // read-modify-write as cheap: the width no longer adds reads
      continue;
    }
    REQUIRE(f);
    CHECK(f->severity == Severity::Info);
    CHECK(f->value("reads_per_write") == disks - 3);
    CHECK(f->value("write_penalty") == disks);
    CHECK(f->value("rmw_penalty") == 6);
    CHECK(f->value("rmw_subgroup_disks") == 6);
  }
  // RAID5: narrow on 3 disks only; mirrors and stripes never.
  CHECK(test::findCode(backingFindings(ssdGroup(RaidLevel::Raid5, 3, 0, 4),
                                       computeBacking(ssdGroup(RaidLevel::Raid5, 3, 0, 4))),
                       "backing_reconstruct_write"));
  for (const auto& [level, disks] :
       {std::pair{RaidLevel::Raid5, 4}, {RaidLevel::Raid10, 4}, {RaidLevel::Raid0, 2}}) {
    const Scenario s = ssdGroup(level, disks, 0, 4);
    CHECK_FALSE(test::findCode(backingFindings(s, computeBacking(s)), "backing_reconstruct_write"));
  }
}

TEST_CASE("SSD group latency grows with load and stays above the idle command", "[backing][ssd]")
{
  Scenario s = ssdGroup(RaidLevel::Raid10, 8, 0.7, 8);
  const double cap = computeBacking(s).raid_groups[0].random_iops;
  double prev = 0;
  for (double u : {0.0, 0.3, 0.6, 0.9}) {
    s.backing.random_load.iops = u * cap;
    const RaidGroupResult g = computeBacking(s).raid_groups[0];
    REQUIRE(g.write_latency_ms);
    CHECK(*g.write_latency_ms >= g.idle_write_latency_ms);
    CHECK(*g.write_latency_ms >= prev);
    prev = *g.write_latency_ms;
  }
  s.backing.random_load.iops = 1.01 * cap;
  CHECK(computeBacking(s).raid_groups[0].saturated);
}
