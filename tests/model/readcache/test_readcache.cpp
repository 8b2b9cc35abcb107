// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The read-cache model: the characteristic-time approximation against an LRU list replaying a
// seeded random trace, hand calculations, the coupling to the backing array and the device,
// and the field figures (docs/models/readcache.md).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "builders.h"
#include "model/backing/backing.h"
#include "model/common/units.h"
#include "model/evaluate/evaluate.h"
#include "model/latency/latency.h"
#include "model/readcache/readcache.h"
#include "readcache/lru_list.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kKibPerGib = 1024.0 * 1024.0;

/// Draws items 0 .. n-1 from cumulative weights (inverse transform on a seeded generator).
class Sampler {
public:
  Sampler(std::vector<double> weights, std::uint64_t seed) : g_(seed)
  {
    double sum = 0;
    for (double w : weights)
      cumulative_.push_back(sum += w);
    for (double& c : cumulative_)
      c /= sum;
  }
  std::uint32_t draw()
  {
    const double u = static_cast<double>(g_() >> 11) * 0x1.0p-53;
    const auto it = std::upper_bound(cumulative_.begin(), cumulative_.end(), u);
    return static_cast<std::uint32_t>(std::min<std::ptrdiff_t>(
        it - cumulative_.begin(), static_cast<std::ptrdiff_t>(cumulative_.size()) - 1));
  }

private:
  std::vector<double> cumulative_;
  std::mt19937_64 g_;
};

/// Hit ratio of an LRU list of `capacity` items over a trace from `weights`: warmed up with
/// `warm` requests, then `measured` counted.
double simulatedHitRatio(const std::vector<double>& weights, std::size_t capacity,
                         std::uint64_t seed, int warm = 300000, int measured = 400000)
{
  Sampler s(weights, seed);
  test::LruList lru(capacity);
  for (int i = 0; i < warm; ++i)
    lru.access(s.draw());
  int hits = 0;
  for (int i = 0; i < measured; ++i)
    hits += lru.access(s.draw()) ? 1 : 0;
  return static_cast<double>(hits) / measured;
}

/// Per-item weights of the hot-set form: the first hot share of the items take the hot access
/// share of the reads (the items are shuffled by nothing: LRU does not care where they are).
std::vector<double> hotSetWeights(std::size_t n, double hot_set, double hot_access)
{
  const auto hot = static_cast<std::size_t>(std::llround(static_cast<double>(n) * hot_set));
  std::vector<double> w(n);
  for (std::size_t i = 0; i < n; ++i)
    w[i] = i < hot ? hot_access / static_cast<double>(hot)
                   : (1 - hot_access) / static_cast<double>(n - hot);
  return w;
}

std::vector<double> zipfWeights(std::size_t n, double exponent)
{
  std::vector<double> w(n);
  for (std::size_t i = 0; i < n; ++i)
    w[i] = std::pow(static_cast<double>(i + 1), -exponent);
  return w;
}

/// A cluster whose one group reads 8 KiB at `read_mbps` per VM over a working set, with a host
/// cache of `cache_gib` (none when 0), on the default 14-disk array.
Scenario readingCluster(double read_mbps, double working_set_gib, double cache_gib)
{
  Scenario s;
  VmGroup& g = s.vm_groups[0];
  g.vms_per_host = 6;
  g.write.mbps = 2;
  g.write_io_kib = 64;
  g.read.mbps = read_mbps;
  g.read.io_kib = 8;
  g.read.working_set_gib = working_set_gib;
  if (cache_gib > 0) {
    g.read_cache = ReadCache{};
    g.read_cache->size_gib = cache_gib;
    g.read_cache->block_kib = 8;
  }
  return s;
}

}  // namespace

TEST_CASE("Characteristic-time LRU hit ratio against an LRU list replaying a random trace",
          "[readcache][simulation]")
{
  // 4,000 items; cache sizes from 1 % to 100 % of them; the model within 5 % (relative) of the
  // simulated hit ratio at every size. The sampling error of 400,000 counted requests is below
  // 0.5 % relative at the smallest hit ratio met (about 0.02).
  const std::size_t n = 4000;
  const double sizes[] = {0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 1.0};
  struct Case {
    const char* name;
    std::vector<double> weights;
    Popularity model;
  };
  const double items = static_cast<double>(n);
  const Case cases[] = {
      {"80/20", hotSetWeights(n, 0.2, 0.8), hotSetPopularity(items, 0.2, 0.8)},
      {"90/10", hotSetWeights(n, 0.1, 0.9), hotSetPopularity(items, 0.1, 0.9)},
      {"uniform", hotSetWeights(n, 0.5, 0.5), hotSetPopularity(items, 0.5, 0.5)},
      {"Zipf 0.8", zipfWeights(n, 0.8), zipfPopularity(items, 0.8)},
      {"Zipf 1.2", zipfWeights(n, 1.2), zipfPopularity(items, 1.2)},
  };
  std::uint64_t seed = 20021;
  for (const Case& c : cases) {
    for (double f : sizes) {
      const auto capacity = static_cast<std::size_t>(std::llround(f * items));
      const double sim = simulatedHitRatio(c.weights, capacity, ++seed);
      const double model = lruHitRatio(c.model, static_cast<double>(capacity)).hit_ratio;
      INFO(c.name << " cache " << f * 100 << " %: simulated " << sim << ", model " << model);
      CHECK_THAT(model, WithinRel(sim, 0.05));
    }
  }
}

TEST_CASE("Characteristic-time approximation: hand calculations", "[readcache]")
{
  SECTION("uniform reads: the hit ratio is the cached share, C / N")
  {
    const Popularity p = hotSetPopularity(1000, 0.5, 0.5);
    CHECK_THAT(lruHitRatio(p, 250).hit_ratio, WithinAbs(0.25, 1e-9));
    CHECK_THAT(lruHitRatio(p, 10).hit_ratio, WithinAbs(0.01, 1e-9));
    // N (1 - exp(-T / N)) = C: T = -N ln(1 - C / N) = 287.68 requests for C = 250.
    CHECK_THAT(lruHitRatio(p, 250).characteristic_time, WithinRel(-1000 * std::log(0.75), 1e-9));
  }
  SECTION("80/20 with the cache the size of the hot set: bisection by hand")
  {
    // 200 hot items at 0.8 of the reads (0.004 each), 800 cold at 0.2 (0.00025 each); solve
    // 200 (1 - e^-0.004T) + 800 (1 - e^-0.00025T) = 200 by bisection here.
    const auto occ = [](double t) {
      return 200 * (1 - std::exp(-0.004 * t)) + 800 * (1 - std::exp(-0.00025 * t));
    };
    double lo = 0, hi = 1e6;
    for (int i = 0; i < 200; ++i)
      (occ(0.5 * (lo + hi)) < 200 ? lo : hi) = 0.5 * (lo + hi);
    const double t = 0.5 * (lo + hi);
    const double hit = 0.8 * (1 - std::exp(-0.004 * t)) + 0.2 * (1 - std::exp(-0.00025 * t));
    const LruEstimate e = lruHitRatio(hotSetPopularity(1000, 0.2, 0.8), 200);
    CHECK_THAT(e.characteristic_time, WithinRel(t, 1e-8));
    CHECK_THAT(e.hit_ratio, WithinRel(hit, 1e-8));
    // Below the 80 % an oracle holding the hot set would reach: LRU also keeps cold blocks.
    CHECK(e.hit_ratio < 0.8);
    CHECK(e.hit_ratio > 0.5);
  }
  SECTION("the whole working set fits: every read hits, no characteristic time")
  {
    const LruEstimate e = lruHitRatio(hotSetPopularity(1000, 0.2, 0.8), 1000);
    CHECK(e.fits);
    CHECK(e.hit_ratio == 1.0);
  }
  SECTION("no cache, no hits")
  {
    CHECK(lruHitRatio(hotSetPopularity(1000, 0.2, 0.8), 0).hit_ratio == 0.0);
  }
  SECTION("Zipf classes carry the exact weights of the first ranks")
  {
    // Exponent 1 over 3 items: weights 1, 1/2, 1/3 of 11/6.
    const Popularity p = zipfPopularity(3, 1.0);
    REQUIRE(p.size() == 3);
    CHECK_THAT(p[0].rate, WithinRel(6.0 / 11.0, 1e-12));
    CHECK_THAT(p[2].rate, WithinRel(2.0 / 11.0, 1e-12));
    CHECK_THAT(popularityItems(zipfPopularity(1e6, 0.9)), WithinRel(1e6, 1e-9));
  }
  SECTION("warm-up of a uniform cache: 1 - exp(-t / N) = 0.9 C / N")
  {
    const Popularity p = hotSetPopularity(1000, 0.5, 0.5);
    const LruEstimate e = lruHitRatio(p, 400);
    CHECK_THAT(warmupTime(p, e, 0.9), WithinRel(-1000 * std::log(1 - 0.9 * 0.4), 1e-9));
    CHECK(warmupTime(p, e, 0.9) < e.characteristic_time);
  }
}

TEST_CASE("Host read cache: fragmentation, memory, latency, hand calculations", "[readcache]")
{
  Scenario s = readingCluster(4, 50, 10);
  SECTION("block matched to the reads: no fragmentation; 80 bytes per 8 KiB block")
  {
    const ReadCacheResult r = computeReadCache(s);
    REQUIRE(r.engaged);
    const GroupReadCache& g = r.groups[0];
    CHECK(g.cached);
    CHECK(g.fill_efficiency == 1.0);
    CHECK_THAT(g.effective_cache_gib, WithinRel(10, 1e-12));
    // 10 GiB / 8 KiB = 1,310,720 blocks x 80 bytes = 104.86 MB per VM, 0.977 % of the cache.
    CHECK_THAT(g.memory_overhead_mb, WithinRel(1310720 * 80 / 1e6, 1e-12));
    CHECK_THAT(g.memory_overhead_fraction, WithinRel(80.0 / 8192, 1e-12));
    CHECK_THAT(g.memory_overhead_mb_per_host, WithinRel(6 * 104.8576, 1e-9));
    // 4 MB/s of 8 KiB reads = 488.3 reads/s per VM; 24 VMs.
    CHECK_THAT(g.read_iops, WithinRel(4e6 / 8192, 1e-12));
    CHECK_THAT(g.array_read_iops_removed + g.array_read_iops, WithinRel(24 * 4e6 / 8192, 1e-12));
    CHECK_THAT(g.array_read_iops_removed, WithinRel(24 * 4e6 / 8192 * g.hit_ratio, 1e-12));
    // The same as the bare approximation over 50 GiB / 8 KiB items with 10 GiB of them.
    const double items = 50 * kKibPerGib / 8;
    CHECK_THAT(
        g.hit_ratio,
        WithinRel(lruHitRatio(hotSetPopularity(items, 0.2, 0.8, 1, 8), 10 * kKibPerGib).hit_ratio,
                  1e-12));
  }
  SECTION("64 KiB blocks for 8 KiB reads: an eighth of the cache holds data")
  {
    s.vm_groups[0].read_cache->block_kib = 64;
    const GroupReadCache g = computeReadCache(s).groups[0];
    CHECK_THAT(g.fill_efficiency, WithinRel(0.125, 1e-12));
    CHECK_THAT(g.effective_cache_gib, WithinRel(1.25, 1e-12));
    CHECK(g.hit_ratio < computeReadCache(readingCluster(4, 50, 10)).groups[0].hit_ratio);
    // Fills write whole blocks: 8 x the missed bytes.
    CHECK_THAT(g.device_fill_mbps_per_host, WithinRel(6 * 4 * (1 - g.hit_ratio) * 8, 1e-9));
  }
  SECTION("a read histogram: space by I/O share")
  {
    s.vm_groups[0].read.io_histogram = {{4, 0.5}, {64, 0.5}};
    const GroupReadCache g = computeReadCache(s).groups[0];
    // Mean read 34 KiB; space per read (8 + 64) / 2 = 36 KiB.
    CHECK_THAT(g.read_io_kib, WithinRel(34, 1e-12));
    CHECK_THAT(g.fill_efficiency, WithinRel(34.0 / 36.0, 1e-12));
  }
  SECTION("4 KiB blocks cost about 2 % of the cache in memory (the vFRC guidance)")
  {
    s.vm_groups[0].read_cache->block_kib = 4;
    CHECK_THAT(computeReadCache(s).groups[0].memory_overhead_fraction, WithinAbs(0.02, 0.001));
  }
  SECTION("read latency: hits at the device, misses at the datastore")
  {
    ReadCacheResult r = computeReadCache(s);
    setReadLatencies(r, s, 250, 5000);
    const GroupReadCache& g = r.groups[0];
    CHECK(g.device_read_latency_us == 50.0);
    CHECK_THAT(g.datastore_read_latency_us, WithinRel(5250, 1e-12));
    CHECK_THAT(g.read_latency_us, WithinRel(g.hit_ratio * 50 + (1 - g.hit_ratio) * 5250, 1e-12));
  }
  SECTION("warm-up in seconds: the approximation's time over the VM's read rate")
  {
    const GroupReadCache g = computeReadCache(s).groups[0];
    REQUIRE(g.warmup_s);
    REQUIRE(g.characteristic_time_s);
    CHECK(*g.warmup_s > 0);
    CHECK(*g.warmup_s <= *g.characteristic_time_s);
  }
  SECTION("no working set: the reads are not modelled and nothing is engaged")
  {
    Scenario plain;
    plain.vm_groups[0].read.mbps = 5;
    const ReadCacheResult r = computeReadCache(plain);
    CHECK_FALSE(r.engaged);
    const Scenario same = arrayLoadScenario(plain, r);
    CHECK(same.backing.random_load.iops == plain.backing.random_load.iops);
  }
}

TEST_CASE("Field traces: latency from the stated hit ratios", "[readcache][field]")
{
  // VMware's vSphere Flash Read Cache study (2013) replayed two Microsoft Research Cambridge
  // traces (Narayanan, Donnelly and Rowstron, ACM Transactions on Storage 4(3), 2008):
  // hardware monitoring, 95 % reads, 85 % hits, 1.23 ms -> 0.321 ms; web proxy, 67 % reads,
  // 83 % hits, 1.357 ms -> 0.612 ms. Assumed: the device reads in 75 us (the study's device
  // specifications), a miss and every write (write-through) at the baseline latency. The
  // average over reads and writes lands within 10 % of both measurements.
  const auto average = [](double reads, double hit, double baseline_us) {
    Scenario s = readingCluster(4, 50, 10);
    s.acceleration.read_latency_us = 75;
    ReadCacheResult r = computeReadCache(s);
    r.groups[0].hit_ratio = hit;  // the stated hit ratio, not the skew model's
    setReadLatencies(r, s, 0, baseline_us);
    return reads * r.groups[0].read_latency_us + (1 - reads) * baseline_us;
  };
  CHECK_THAT(average(0.95, 0.85, 1230), WithinRel(321, 0.10));  // 297 us, -7.6 %
  CHECK_THAT(average(0.67, 0.83, 1357), WithinRel(612, 0.10));  // 644 us, +5.2 %
}

TEST_CASE("Coupling: a higher hit ratio never lowers the destage capacity", "[readcache]")
{
  double last_hit = -1, last_destage = -1, last_device = 1e300;
  for (double cache : {0.0, 1.0, 2.5, 5.0, 10.0, 20.0, 35.0, 50.0}) {
    const Scenario s = readingCluster(0.2, 50, cache);
    const Evaluation e = evaluate(s);
    REQUIRE(e.read_cache.engaged);
    const double hit = e.read_cache.groups[0].hit_ratio;
    INFO("cache " << cache << " GiB: hit " << hit << ", destage " << e.backing.write_mbps_capacity);
    CHECK(hit >= last_hit);
    CHECK(e.backing.write_mbps_capacity >= last_destage);
    last_hit = hit;
    last_destage = e.backing.write_mbps_capacity;
    if (cache > 0) {
      // More hits and fewer fills: the device keeps at least as much for the writes.
      CHECK(e.read_cache.device_write_mbps_left <= s.acceleration.write_mbps);
      CHECK(e.read_cache.device_write_mbps_left >= 0.05 * s.acceleration.write_mbps);
      last_device = std::min(last_device, e.read_cache.device_write_mbps_left);
      CHECK(e.read_cache.destage_mbps >= e.read_cache.destage_mbps_without_host_cache);
      const GroupReadCache& g = e.read_cache.groups[0];
      if (!g.uncached_saturated)
        CHECK(g.read_latency_us <= g.uncached_read_latency_us + 1e-9);
    }
  }
  CHECK(last_hit == 1.0);
  // Reads of a modelled group load the array: without any cache the destage capacity is below
  // the same cluster's with the reads left out.
  Scenario none = readingCluster(0.2, 50, 0);
  none.vm_groups[0].read.working_set_gib.reset();
  CHECK(evaluate(readingCluster(0.2, 50, 0)).backing.write_mbps_capacity <
        evaluate(none).backing.write_mbps_capacity);
}

TEST_CASE("Coupling: the device's read work leaves less bandwidth for its writes", "[readcache]")
{
  Scenario s = readingCluster(20, 50, 10);
  const ReadCacheResult r = computeReadCache(s);
  const GroupReadCache& g = r.groups[0];
  // Per host: 6 VMs x 20 MB/s, hits read and misses filled.
  CHECK_THAT(g.device_read_mbps_per_host + g.device_fill_mbps_per_host, WithinRel(120, 1e-9));
  CHECK_THAT(r.device_read_share, WithinRel(120.0 / 460.0, 1e-9));
  CHECK_THAT(r.device_write_mbps_left, WithinRel(460 - 120, 1e-9));
  CHECK(deviceLoadScenario(s, r).acceleration.write_mbps == r.device_write_mbps_left);
  // Bandwidth, not access time: the fixed part of a write (65 us less 4 KiB at 460 MB/s) stays,
  // and a 64 KiB write only transfers slower. Scaling the bandwidth alone once shrank the
  // fixed part, so reads crowding the device made its writes faster.
  const Acceleration& left = deviceLoadScenario(s, r).acceleration;
  CHECK_THAT(deviceFixedUs(left), WithinRel(deviceFixedUs(s.acceleration), 1e-12));
  CHECK_THAT(deviceServiceUs(left, 65536.0),
             WithinRel(65.0 - 4096.0 / 460.0 + 65536.0 / (460.0 - 120.0), 1e-12));
  CHECK(deviceServiceUs(left, 65536.0) > deviceServiceUs(s.acceleration, 65536.0));
  // Reads beyond the device: its writes keep the 5 % floor, and a critical finding says so.
  s.vm_groups[0].read.mbps = 100;
  const ReadCacheResult over = computeReadCache(s);
  CHECK_THAT(over.device_write_mbps_left, WithinRel(0.05 * 460, 1e-12));
  const std::vector<Finding> findings = readCacheFindings(s, over);
  const Finding* f = test::findCode(findings, "readcache_device_busy");
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
}

TEST_CASE("Array flash cache tier: the Celerra NS-120 IOMeter random 8K 70 % read figure",
          "[readcache][field]")
{
  // The VMTN "unofficial storage performance" thread's Celerra NS-120 run over FC: 15 x 146 GB
  // 15K FC in one RAID5, IOMeter "Random-8k-70%Read": 3700.69 IOPS. The backing model gives
  // 3202 IOPS from the disks alone (test_backing.cpp, same assumptions: the thread's 8,000,000
  // sector test file laid from the outer edge, 64 KiB segments). Assumed here: the array's
  // storage-processor cache acts as the tier in front of the disks, with the size the same
  // field report lists as factory default (598 MB; EMC's MB are MiB), over the test file
  // (IOMeter's random I/O is uniform over it), serving reads and absorbing rewrites of what it
  // holds. Uniform access: hit ratio 598 MiB / 4.096 GB = 15.3 %; the disks then carry 84.7 %
  // of the I/Os and the array answers 3202 / 0.847 = 3781 IOPS: +2.2 % of the measured figure.
  Scenario s;
  s.vm_groups[0].write_policy = {WriteMode::WriteThrough, 0};
  RaidGroup& g = s.backing.raid_groups[0];
  g.level = RaidLevel::Raid5;
  g.disks = 15;
  g.disk.rpm = 15000;
  g.disk.avg_seek_ms = 3.4;
  g.disk.track_seek_ms = 0.2;
  g.disk.full_seek_ms = 6.8;
  g.disk.capacity_gb = 146;
  g.disk.od_mbps = 171;
  g.disk.id_mbps = 112;
  const double test_file_bytes = 8000000.0 * 512;
  g.used_fraction = test_file_bytes / 14 / units::gbToBytes(146);
  RandomLoad& rl = s.backing.random_load;
  rl.iops = 1000;
  rl.read_fraction = 0.7;
  rl.io_kib = 8;
  rl.working_set_gib = test_file_bytes / units::kBytesPerGiB;

  const double disks_alone = computeBacking(s).random_iops;
  CHECK_THAT(disks_alone, WithinRel(3202, 0.01));

  s.backing.flash_cache_gib = 598.0 / 1024.0;
  const ReadCacheResult r = computeReadCache(s);
  REQUIRE(r.array.configured);
  CHECK_THAT(r.array.random_load_hit_ratio, WithinRel(598.0 * 1048576 / test_file_bytes, 1e-6));
  // The disks' load: the same mix, 1 - h of the I/Os.
  CHECK_THAT(r.disk_iops, WithinRel(1000 * (1 - r.array.random_load_hit_ratio), 1e-9));
  CHECK_THAT(r.disk_read_fraction, WithinRel(0.7, 1e-9));
  const Scenario loaded = arrayLoadScenario(s, r);
  const double with_tier = computeBacking(loaded).random_iops / (1 - r.array.random_load_hit_ratio);
  CHECK_THAT(with_tier, WithinRel(3700.69, 0.05));
  CHECK(with_tier > 1.1 * disks_alone);
  // Disks alone stay 13.5 % short of the measurement.
  CHECK(disks_alone < 0.9 * 3700.69);
}

TEST_CASE("Array flash cache tier sees the host caches' misses (Che's hierarchy)", "[readcache]")
{
  Scenario s = readingCluster(4, 50, 10);
  s.backing.flash_cache_gib = 200;
  const ReadCacheResult r = computeReadCache(s);
  const GroupReadCache& g = r.groups[0];
  CHECK(r.array.configured);
  CHECK_THAT(r.array.working_set_gib, WithinRel(24 * 50, 1e-12));
  // The hosts keep the hot blocks: the tier's hit ratio on their misses is below what it gets
  // on the raw reads.
  Scenario raw = s;
  raw.vm_groups[0].read_cache.reset();
  const ReadCacheResult rr = computeReadCache(raw);
  CHECK(g.array_flash_hit_ratio < rr.groups[0].array_flash_hit_ratio);
  CHECK(g.array_flash_hit_ratio > 0);
  CHECK_THAT(r.array.disk_read_iops_removed,
             WithinRel(g.array_read_iops * g.array_flash_hit_ratio, 1e-12));
}

TEST_CASE("Read-cache findings", "[readcache]")
{
  SECTION("cache below the hot set")
  {
    const Scenario s = readingCluster(4, 50, 5);  // hot set 10 GiB
    const auto fs = readCacheFindings(s, computeReadCache(s));
    const Finding* f = test::findCode(fs, "readcache_too_small", 0);
    REQUIRE(f);
    CHECK(f->value("hot_set_gib") == 10.0);
    CHECK(test::findCode(fs, "readcache_memory", 0));
    CHECK_FALSE(test::findCode(fs, "readcache_block_mismatch"));
  }
  SECTION("block larger than the reads")
  {
    Scenario s = readingCluster(4, 50, 20);
    s.vm_groups[0].read_cache->block_kib = 512;
    const auto fs = readCacheFindings(s, computeReadCache(s));
    const Finding* f = test::findCode(fs, "readcache_block_mismatch", 0);
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK(f->value("suggested_block_kib") == 8.0);
    CHECK_THAT(f->value("fill_efficiency"), WithinRel(8.0 / 512, 1e-12));
  }
  SECTION("destage capacity won back")
  {
    const Evaluation e = evaluate(readingCluster(0.2, 50, 20));
    const Finding* f = test::findCode(e.findings, "readcache_destage_won_back");
    REQUIRE(f);
    CHECK(f->value("destage_mbps") > f->value("destage_mbps_without"));
  }
}

TEST_CASE("Hit ratio against cache size: rising, with its knee", "[readcache]")
{
  const Scenario s = readingCluster(4, 50, 10);
  const HitRatioSeries h = hitRatioSeries(s, 0, 31);
  REQUIRE(h.cache_gib.size() == 31);
  for (std::size_t i = 1; i < h.hit_ratio.size(); ++i)
    CHECK(h.hit_ratio[i] >= h.hit_ratio[i - 1]);
  CHECK(h.hit_ratio.back() == 1.0);
  // 80 % of the reads hit at the knee.
  const Popularity p = hotSetPopularity(50 * kKibPerGib / 8, 0.2, 0.8, 1, 8);
  CHECK_THAT(lruHitRatio(p, h.knee_gib * kKibPerGib).hit_ratio, WithinAbs(0.8, 1e-6));
  CHECK(h.knee_gib > 10);  // above the hot set: LRU keeps cold blocks too
  CHECK(h.knee_gib < 50);
}
