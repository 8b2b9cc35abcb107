// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include "model/backing/backing.h"
#include "model/common/units.h"
#include "model/flasharray/flash_array.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// One vdbench run against a Violin Memory all-flash array over Fibre Channel, as published
/// by Violin (2014): 60 s, uncontrolled rate, averages of intervals 2 to 6.
struct VdbenchRun {
  const char* name;
  double io_kib;
  double read_fraction;
  int threads;       ///< vdbench threads per storage definition
  double iops;       ///< measured
  double mib_per_s;  ///< measured, vdbench's MB/sec (1024^2 bytes)
  double resp_ms;    ///< measured mean response
};

const VdbenchRun kRuns[] = {
    {"4 KiB, 70 % reads", 4, 0.70, 32, 1035609.84, 4045.35, 0.895},
    {"64 KiB, 50 % reads", 64, 0.50, 17, 112651.84, 7040.74, 4.378},
    {"4 KiB, writes", 4, 0.0, 37, 996134.48, 3891.15, 1.076},
};

/// Storage definitions (LUNs) the threads ran on: the one count that makes all three runs
/// obey Little's law with their thread counts (IOPS x response / threads = 28.97, 29.01,
/// 28.97).
constexpr int kLuns = 29;

}  // namespace

TEST_CASE("The all-flash defaults reproduce the published vdbench runs within 5 %", "[flasharray]")
{
  const FlashArrayModel m = flashArrayModel(AllFlashArray{});
  REQUIRE(m.valid);
  for (const VdbenchRun& run : kRuns) {
    INFO(run.name);
    // Little's law holds in the measurement itself (the check the runs' author asks for).
    CHECK_THAT(run.iops * run.resp_ms / 1000.0,
               WithinRel(static_cast<double>(run.threads * kLuns), 0.005));
    const FlashArrayMix mix = flashArrayMix(m, run.read_fraction, run.io_kib);
    const FlashArrayClosed c = flashArrayClosed(mix, run.threads * kLuns);
    CHECK(c.saturated);
    CHECK_THAT(c.iops, WithinRel(run.iops, 0.05));
    CHECK_THAT(c.mbps, WithinRel(run.mib_per_s * 1048576.0 / 1e6, 0.05));
    CHECK_THAT(c.latency_ms, WithinRel(run.resp_ms, 0.05));
  }
}

TEST_CASE("All-flash IOPS nearly double as the I/O size halves above the crossover", "[flasharray]")
{
  const FlashArrayModel m = flashArrayModel(AllFlashArray{});
  // Reads: 1,050,000 x 4096 B = 4.3 GB/s < 7.4 GB/s, so the IOPS ceiling holds up to
  // 7.4e9 / 1.05e6 = 7,048 bytes; above, the bandwidth: exactly double per halving.
  const double x16 = flashArrayMix(m, 1.0, 16).iops, x32 = flashArrayMix(m, 1.0, 32).iops;
  const double x64 = flashArrayMix(m, 1.0, 64).iops;
  CHECK_THAT(x16 / x32, WithinRel(2.0, 1e-12));
  CHECK_THAT(x32 / x64, WithinRel(2.0, 1e-12));
  CHECK_THAT(x64, WithinRel(7.4e9 / 65536.0, 1e-12));
  CHECK_THAT(flashArrayMix(m, 1.0, 4).iops, WithinRel(1.05e6, 1e-12));
  CHECK_THAT(flashArrayMix(m, 1.0, 2).iops, WithinRel(1.05e6, 1e-12));
  CHECK_FALSE(flashArrayMix(m, 1.0, 4).bandwidth_bound);
  CHECK(flashArrayMix(m, 1.0, 8).bandwidth_bound);
  // One controller of two failed: half the ceiling.
  REQUIRE(flashArrayMix(m, 1.0, 4).degraded_iops);
  CHECK_THAT(*flashArrayMix(m, 1.0, 4).degraded_iops, WithinRel(0.525e6, 1e-12));
}

TEST_CASE("All-flash latency: low-load latency at light load, Little's law at saturation",
          "[flasharray]")
{
  const FlashArrayModel m = flashArrayModel(AllFlashArray{});
  const FlashArrayMix mix = flashArrayMix(m, 0.7, 4);
  // Closed: a few outstanding I/Os see the low-load latency; many see N / X_max.
  const FlashArrayClosed few = flashArrayClosed(mix, 4);
  CHECK_FALSE(few.saturated);
  CHECK_THAT(few.latency_ms, WithinRel(0.250, 1e-12));
  CHECK_THAT(few.iops, WithinRel(4 / 0.250e-3, 1e-12));
  const FlashArrayClosed many = flashArrayClosed(mix, 2000);
  CHECK_THAT(many.latency_ms, WithinRel(2000 / mix.iops * 1000, 1e-12));
  // Open: idle latency at zero load, growing with load, no steady state at the ceiling.
  double prev = 0;
  for (double u : {0.0, 0.5, 0.9, 0.99, 0.999}) {
    const FlashArrayOpen o = flashArrayOpen(m, mix, u * mix.iops);
    REQUIRE(o.write_latency_ms);
    CHECK(*o.write_latency_ms >= prev);
    prev = *o.write_latency_ms;
  }
  CHECK_THAT(*flashArrayOpen(m, mix, 0).write_latency_ms, WithinRel(0.250, 1e-12));
  CHECK(flashArrayOpen(m, mix, mix.iops).saturated);
  // Many servers (c = X L_0, about 258): the knee is sharp; at 90 % the wait is tiny.
  CHECK(*flashArrayOpen(m, mix, 0.9 * mix.iops).write_latency_ms < 0.26);
}

TEST_CASE("Invalid all-flash figures give problem codes", "[flasharray]")
{
  AllFlashArray a;
  a.read_iops = 0;
  CHECK(flashArrayModel(a).problem == "flash_iops");
  a = {};
  a.write_mbps = -1;
  CHECK(flashArrayModel(a).problem == "flash_bandwidth");
  a = {};
  a.controllers = 0;
  CHECK(flashArrayModel(a).problem == "flash_controllers");
  Scenario s;
  s.backing.kind = BackingKind::AllFlash;
  s.backing.all_flash.read_latency_us = -1;
  const BackingResult b = computeBacking(s);
  CHECK_FALSE(b.valid);
  CHECK(b.problems == std::vector<std::string>{"flash_latency"});
}

TEST_CASE("An all-flash datastore is never faster than its fabric", "[flasharray][backing]")
{
  for (StorageKind kind : {StorageKind::FibreChannel, StorageKind::Iscsi, StorageKind::Nfs}) {
    for (double gbps : {1.0, 8.0, 10.0, 40.0}) {
      for (int paths : {1, 2, 4}) {
        for (double load : {0.0, 200000.0, 800000.0}) {
          Scenario s;
          s.backing.kind = BackingKind::AllFlash;
          s.backing.storage_network.kind = kind;
          s.backing.storage_network.link_gbps = gbps;
          s.backing.storage_network.paths = paths;
          s.backing.random_load.iops = load;
          const BackingResult b = computeBacking(s);
          INFO(static_cast<int>(kind) << " " << gbps << " Gb/s x " << paths << ", " << load);
          REQUIRE(b.valid);
          REQUIRE(b.all_flash);
          CHECK(b.raid_groups.empty());
          CHECK(b.write_mbps_capacity <= b.fabric_write_mbps_available + 1e-9);
          CHECK(b.write_mbps_capacity <= b.all_flash->destage_mbps_available + 1e-9);
          CHECK(b.destage_ceiling_mbps <= b.fabric_write_mbps_available + 1e-9);
          CHECK(b.host_write_mbps_capacity <= b.fabric.host_write_mbps + 1e-9);
          // The acknowledgement: the fabric's part of the front end plus the array's own.
          CHECK(b.datastore_write_latency_us >= b.front_end_latency_us);
          CHECK(b.datastore_write_latency_us >= b.all_flash->array.write_latency_ms * 1000);
          CHECK_THAT(b.front_end_latency_us,
                     WithinAbs(defaultFrontEndLatencyUs(kind) - kArrayControllerUs, 1e-9));
        }
      }
    }
  }
}

TEST_CASE("The all-flash section does nothing while the kind is raid_groups",
          "[flasharray][backing]")
{
  Scenario s;
  s.backing.random_load.iops = 300;
  const BackingResult before = computeBacking(s);
  s.backing.all_flash.read_iops = 5;
  s.backing.all_flash.write_latency_us = 9000;
  const BackingResult after = computeBacking(s);
  CHECK_FALSE(after.all_flash);
  CHECK(after.random_iops == before.random_iops);
  CHECK(after.write_mbps_capacity == before.write_mbps_capacity);
  CHECK(after.datastore_write_latency_us == before.datastore_write_latency_us);
}
