// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Destage patterns, the destage range, the array's write cache and the storage path's front
// end (docs/models/backing.md, sections 5 and 6).
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "builders.h"
#include "model/backing/backing.h"
#include "model/backing/scheduling.h"
#include "model/backing/storage_network.h"
#include "model/common/units.h"
#include "model/evaluate/evaluate.h"

using namespace accel;
using namespace accel::test;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kPi = 3.14159265358979323846;

/// Hand calculation for the example cluster (RAID10 of 14 x 7.2K, 64 KiB segments, 256 KiB
/// writes on a 4 KiB grain): each write touches 1 + (256 - 4) / 64 = 4.9375 units, two
/// copies each, spread evenly over the 14 disks (the grain tiles a segment); each member write
/// is positioned once and moves its bytes at the mid-disk media rate R(1/2). Capacity in MB/s
/// when a member write is positioned in `positioning_ms`.
double raid10Capacity(double positioning_ms)
{
  const double members = 2 * (1 + (256.0 - 4) / 64);  // 9.875
  const double k = 83.0 / 175;
  const double rate = 175 * std::sqrt(1 - 0.5 * (1 - k * k));  // MB/s at mid-disk
  const double bytes = 256 * 1024.0;
  const double transfer_ms = 2 * bytes / 1e6 / rate * 1000;  // both copies
  const double busy_ms_per_disk = (members * positioning_ms + transfer_ms) / 14;
  return bytes / 1e6 / (busy_ms_per_disk / 1000);
}

/// C-LOOK with q pending, by the formula of scheduling.h written out: N = 2q per sweep,
/// Beta(1, N) spacing, the jump back once per sweep, half a revolution.
double elevatorByHand(double q)
{
  const double n = 2 * q;
  const double t1 = 0.5, a = 4.0, b = 12.5;  // fitted to 0.5 / 8.5 / 17 ms (E2)
  const double mean_sqrt =
      0.5 * std::sqrt(kPi) * std::exp(std::lgamma(n + 1) - std::lgamma(n + 1.5));
  const double seek = t1 + a / (n + 1) + b * mean_sqrt;
  const double f = (n - 1) / (n + 1);
  const double jump = (t1 + a * f + b * std::sqrt(f)) / n;
  return seek + jump + 60000.0 / 7200 / 2;
}

}  // namespace

TEST_CASE("Example cluster: the destage range by hand", "[backing][destage]")
{
  const Scenario s = exampleCluster();
  REQUIRE(s.backing.destage_pattern == DestagePattern::Sorted);
  REQUIRE(s.backing.disk_scheduling == DiskScheduling::Elevator);
  const BackingResult r = computeBacking(s);
  REQUIRE(r.valid);
  // Random FCFS (the floor): positioning = average seek + half a revolution.
  CHECK_THAT(r.destage_floor_mbps, WithinRel(raid10Capacity(8.5 + 60000.0 / 7200 / 2), 1e-9));
  CHECK_THAT(r.destage_floor_mbps, WithinAbs(28.47, 0.01));
  // Sorted: 4 hosts x 32 writes in flight x 9.875 members / 14 disks = 90 pending, capped at
  // the 32 a SATA disk queues.
  const RaidGroupResult& g = r.raid_groups[0];
  CHECK(g.destage_queue_per_disk == 32);
  CHECK_THAT(g.destage_positioning_ms, WithinRel(elevatorByHand(32), 1e-12));
  CHECK_THAT(r.write_mbps_capacity, WithinRel(raid10Capacity(elevatorByHand(32)), 1e-9));
  CHECK_THAT(r.write_mbps_capacity, WithinAbs(55.03, 0.01));
  CHECK(r.bound_by == DestageBound::Disks);
  // The ceiling: 7 data members x 129 MB/s of full stripes, below the 4 x 237 MB/s fabric.
  CHECK_THAT(r.destage_ceiling_mbps, WithinRel(7 * 129.0, 1e-12));
  CHECK(r.ceiling_bound_by == DestageCeiling::FullStripe);
  CHECK(r.destage_outstanding_writes == 128);

  SECTION("SPTF at the same queue")
  {
    Scenario t = s;
    t.backing.disk_scheduling = DiskScheduling::Sptf;
    const BackingResult rs = computeBacking(t);
    const double pos = sptfPositioningMs(diskModel(Disk{}, 1.0), 32);
    CHECK_THAT(rs.write_mbps_capacity, WithinRel(raid10Capacity(pos), 1e-9));
    CHECK(rs.write_mbps_capacity > r.write_mbps_capacity);
  }
  SECTION("one host, or an adapter limit, keeps fewer writes in flight")
  {
    Scenario t = s;
    t.backing.hba_queue_depth = 8;  // 4 hosts x 8 x 9.875 / 14 = 22.6 per disk
    const BackingResult rh = computeBacking(t);
    CHECK_THAT(rh.raid_groups[0].destage_queue_per_disk, WithinRel(4 * 8 * 9.875 / 14, 1e-12));
    CHECK_THAT(rh.raid_groups[0].destage_positioning_ms,
               WithinRel(elevatorByHand(4 * 8 * 9.875 / 14), 1e-12));
    t = s;
    t.backing.lun_queue_depth = 1;  // 4 in flight: 2.8 per disk
    CHECK_THAT(computeBacking(t).raid_groups[0].destage_queue_per_disk,
               WithinRel(4 * 9.875 / 14, 1e-12));
  }
}

TEST_CASE("Destage patterns: floor <= random = floor <= sorted <= coalesced <= log",
          "[backing][destage][property]")
{
  std::mt19937 rng(42);
  const RaidLevel levels[] = {RaidLevel::Raid0, RaidLevel::Raid10, RaidLevel::Raid5,
                              RaidLevel::Raid6, RaidLevel::Raid50, RaidLevel::Raid60};
  for (int trial = 0; trial < 150; ++trial) {
    Scenario s = exampleCluster();
    RaidGroup& g = s.backing.raid_groups[0];
    g.level = levels[rng() % 6];
    g.disks = 4 + static_cast<int>(rng() % 20) * 2;
    if (g.level == RaidLevel::Raid50 || g.level == RaidLevel::Raid60) {
      g.group_disks = g.level == RaidLevel::Raid50 ? 4 : 6;
      g.disks = *g.group_disks * (2 + static_cast<int>(rng() % 3));
    }
    g.segment_kib = std::pow(2.0, 4 + static_cast<int>(rng() % 6));
    g.used_fraction = 0.05 + 0.95 * static_cast<double>(rng() % 100) / 100.0;
    s.vm_groups[0].write_io_kib = std::pow(2.0, 2 + static_cast<int>(rng() % 8));
    s.backing.random_load.iops = static_cast<double>(rng() % 3) * 100.0;
    s.backing.lun_queue_depth = 1 + static_cast<int>(rng() % 64);
    s.backing.disk_scheduling = rng() % 2 ? DiskScheduling::Sptf : DiskScheduling::Elevator;
    CAPTURE(trial, static_cast<int>(g.level), g.disks, g.segment_kib, s.vm_groups[0].write_io_kib,
            s.backing.lun_queue_depth);
    const auto capacity = [&s](DestagePattern p) {
      Scenario t = s;
      t.backing.destage_pattern = p;
      return computeBacking(t);
    };
    const BackingResult random = capacity(DestagePattern::Random);
    const BackingResult sorted = capacity(DestagePattern::Sorted);
    const BackingResult coalesced = capacity(DestagePattern::Coalesced);
    const BackingResult log = capacity(DestagePattern::Log);
    REQUIRE(random.valid);
    const double tol = 1e-9;
    CHECK_THAT(random.disk_write_mbps_available, WithinRel(random.disk_write_mbps_floor, tol));
    CHECK(sorted.disk_write_mbps_available >= random.disk_write_mbps_available * (1 - tol));
    CHECK(coalesced.disk_write_mbps_available >= sorted.disk_write_mbps_available * (1 - tol));
    CHECK(log.disk_write_mbps_available >= coalesced.disk_write_mbps_available * (1 - tol));
    CHECK_THAT(log.disk_write_mbps_available, WithinRel(log.full_stripe_write_mbps_available, tol));
    for (const BackingResult* r : {&random, &sorted, &coalesced, &log}) {
      CHECK(r->destage_floor_mbps <= r->write_mbps_capacity * (1 + tol));
      CHECK(r->write_mbps_capacity <= r->destage_ceiling_mbps * (1 + tol));
      CHECK(std::isfinite(r->write_mbps_capacity));
    }
  }
}

TEST_CASE("The sequential share is written as full stripes whatever the pattern",
          "[backing][destage]")
{
  // Every disk of a RAID10 carries the same demand, so the blend is harmonic: half the
  // bytes at the pattern's rate and half as full stripes.
  for (DestagePattern p : {DestagePattern::Random, DestagePattern::Sorted}) {
    Scenario s = exampleCluster();
    s.backing.destage_pattern = p;
    const double pattern = computeBacking(s).disk_write_mbps_available;
    s.backing.destage_sequential_fraction = 0.5;
    const BackingResult r = computeBacking(s);
    CHECK_THAT(r.disk_write_mbps_available,
               WithinRel(1 / (0.5 / pattern + 0.5 / r.full_stripe_write_mbps), 1e-9));
    // The floor does not move: it is random FCFS destaging of every byte.
    CHECK_THAT(r.destage_floor_mbps, WithinAbs(28.47, 0.01));
  }
  // The old files' figures: random, 0.5 -> 55.2 MB/s, 0.9 -> 222 MB/s.
  Scenario s = exampleCluster();
  s.backing.destage_pattern = DestagePattern::Random;
  s.backing.destage_sequential_fraction = 0.9;
  CHECK_THAT(computeBacking(s).write_mbps_capacity, WithinAbs(222, 1));
}

TEST_CASE("Coalesced and log patterns", "[backing][destage]")
{
  Scenario s = exampleCluster();
  s.backing.destage_pattern = DestagePattern::Coalesced;
  s.backing.destage_coalescing = 4;
  const BackingResult c = computeBacking(s);
  CHECK(c.raid_groups[0].destage_merged_io_kib == 1024);
  // 1 MiB I/Os span more than a row (7 x 64 KiB): every member is written once, its units of
  // consecutive rows in one request, both copies: 14 member writes per I/O, each positioned
  // at the elevator's 32-deep queue (4 x 32 x 14 / 14 pending, capped at 32).
  CHECK(c.raid_groups[0].destage_queue_per_disk == 32);
  const double members = 14;
  const double k = 83.0 / 175;
  const double rate = 175 * std::sqrt(1 - 0.5 * (1 - k * k));
  const double transfer_ms = 2 * 1024 * 1024.0 / 1e6 / rate * 1000;
  const double pos = c.raid_groups[0].destage_positioning_ms;
  const double busy = (members * pos + transfer_ms) / 14;
  CHECK_THAT(c.write_mbps_capacity, WithinRel(1024 * 1024.0 / 1e6 / (busy / 1000), 1e-9));
  CHECK(c.write_mbps_capacity > computeBacking(exampleCluster()).write_mbps_capacity);

  s.backing.destage_pattern = DestagePattern::Log;
  const BackingResult l = computeBacking(s);
  CHECK_THAT(l.write_mbps_capacity, WithinRel(7 * 129.0, 1e-12));
  CHECK_THAT(l.write_mbps_capacity, WithinRel(l.destage_ceiling_mbps, 1e-12));
  // A single fixed 1GbE path per host makes the fabric the ceiling.
  s.backing.storage_network.multipath = Multipath::Fixed;
  const BackingResult f = computeBacking(s);
  CHECK(f.ceiling_bound_by == DestageCeiling::Fabric);
  CHECK(f.bound_by == DestageBound::Fabric);
  CHECK_THAT(f.destage_ceiling_mbps, WithinRel(4 * f.fabric.path_mbps, 1e-12));
}

TEST_CASE("Front-end latency: defaults per fabric, a measured figure replaces them",
          "[backing][frontend]")
{
  CHECK(defaultFrontEndLatencyUs(StorageKind::FibreChannel) == 160);
  CHECK(defaultFrontEndLatencyUs(StorageKind::Iscsi) == 250);
  CHECK(defaultFrontEndLatencyUs(StorageKind::Nfs) == 300);
  Scenario s = exampleCluster();
  CHECK(computeBacking(s).front_end_latency_us == 250);
  s.backing.storage_network.kind = StorageKind::FibreChannel;
  s.backing.storage_network.link_gbps = 8;
  CHECK(computeBacking(s).front_end_latency_us == 160);
  s.backing.storage_network.front_end_latency_us = 95;
  CHECK(computeBacking(s).front_end_latency_us == 95);
}

TEST_CASE("Write cache: write-through writes at controller speed while the disks keep up",
          "[backing][cache]")
{
  Scenario s = exampleCluster();
  s.vm_groups[0].write.mbps = 1;  // 24 MB/s destaged, below the disks' 55 MB/s
  BackingResult r = computeBacking(s);
  CHECK(r.write_cache_mb == 1000);
  CHECK_THAT(r.array_write_mbps, WithinRel(24.0, 1e-12));
  CHECK(r.write_cache_keeps_up);
  CHECK(r.datastore_write_latency_us == r.front_end_latency_us);

  SECTION("the destaged writes exceed the disks: the cache stays full")
  {
    s.vm_groups[0].write.mbps = 5;  // 120 MB/s asked, 55 MB/s destaged at most
    r = computeBacking(s);
    CHECK_THAT(r.array_write_mbps, WithinRel(r.write_mbps_capacity, 1e-12));
    CHECK_FALSE(r.write_cache_keeps_up);
    CHECK_THAT(r.datastore_write_latency_us,
               WithinRel(r.front_end_latency_us + r.disk_write_latency_us, 1e-12));
    CHECK_THAT(r.disk_write_latency_us,
               WithinRel(r.raid_groups[0].idle_write_latency_ms * 1000, 1e-12));
    const auto cacheFull = [](const Scenario& sc, const BackingResult& br) {
      const auto fs = backingFindings(sc, br);
      return std::any_of(fs.begin(), fs.end(),
                         [](const Finding& f) { return f.code == "backing_write_cache_full"; });
    };
    // Only write-through VMs wait for it (the destagers are held to the destage rate anyway).
    CHECK_FALSE(cacheFull(s, r));
    VmGroup wt = s.vm_groups[0];
    wt.write_policy = test::wt();
    wt.vms_per_host = 1;
    wt.write.mbps = 1;
    s.vm_groups.push_back(wt);
    r = computeBacking(s);
    CHECK_THAT(r.write_through_mbps, WithinRel(4.0, 1e-12));
    CHECK_THAT(r.array_write_mbps, WithinRel(4 + r.write_mbps_capacity, 1e-12));
    CHECK(cacheFull(s, r));
  }
  SECTION("no cache: every write-through write waits for the disks")
  {
    s.backing.write_cache_mb = 0;
    r = computeBacking(s);
    CHECK_FALSE(r.write_cache_keeps_up);
    CHECK(r.datastore_write_latency_us > r.front_end_latency_us + 10000);
  }
}

TEST_CASE("No datastore answers faster than its fabric", "[backing][frontend]")
{
  // An SSD RAID group used to commit a write-through write in its 26 us transfer.
  Scenario s = exampleCluster();
  s.vm_groups[0].write_policy = wt();
  s.vm_groups[0].write_io_kib = 4;
  Disk ssd;
  ssd.rpm = 0;
  ssd.od_mbps = ssd.id_mbps = 460;
  ssd.capacity_gb = 800;
  s.backing.raid_groups[0].disk = ssd;
  for (StorageKind kind : {StorageKind::FibreChannel, StorageKind::Iscsi, StorageKind::Nfs}) {
    s.backing.storage_network.kind = kind;
    for (double cache : {0.0, 1000.0}) {
      s.backing.write_cache_mb = cache;
      CAPTURE(static_cast<int>(kind), cache);
      const Evaluation e = evaluate(s);
      CHECK(e.backing.datastore_write_latency_us >= defaultFrontEndLatencyUs(kind));
      CHECK(e.latency_options.datastore_write_latency_us >= defaultFrontEndLatencyUs(kind));
      CHECK(e.latency.groups[0].floor_us >= defaultFrontEndLatencyUs(kind));
    }
  }
}
