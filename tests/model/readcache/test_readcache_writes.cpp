// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The read cache's writes (write-through population, filtered writes taking cached copies
// out) against an LRU list replaying a seeded trace of reads and writes; a measured hit-ratio
// curve in place of the skew; moving a cache with its VM (docs/models/readcache.md).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "builders.h"
#include "model/evaluate/evaluate.h"
#include "model/readcache/curve.h"
#include "model/readcache/readcache.h"
#include "readcache/lru_list.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kKibPerGib = 1024.0 * 1024.0;

/// Read hit ratio of an LRU list of `capacity` items over a trace in which each request is a
/// read, an admitted write (touches the item) or a filtered write (drops it), in the
/// proportions 1 : populate : invalidate, every request's item drawn from `weights`.
double simulatedReadHits(const std::vector<double>& weights, std::size_t capacity, double populate,
                         double invalidate, std::uint64_t seed)
{
  std::vector<double> cumulative;
  double sum = 0;
  for (double w : weights)
    cumulative.push_back(sum += w);
  std::mt19937_64 g(seed);
  const auto uniform = [&g] { return static_cast<double>(g() >> 11) * 0x1.0p-53; };
  const auto draw = [&] {
    const double u = uniform() * sum;
    const auto it = std::upper_bound(cumulative.begin(), cumulative.end(), u);
    return static_cast<std::uint32_t>(std::min<std::ptrdiff_t>(
        it - cumulative.begin(), static_cast<std::ptrdiff_t>(cumulative.size()) - 1));
  };
  const double all = 1 + populate + invalidate;
  test::LruList lru(capacity);
  long reads = 0, hits = 0;
  for (int i = 0; i < 1200000; ++i) {
    const double kind = uniform() * all;
    const std::uint32_t item = draw();
    if (kind < 1) {
      const bool hit = lru.access(item);
      if (i >= 400000) {
        ++reads;
        hits += hit ? 1 : 0;
      }
    } else if (kind < 1 + populate) {
      lru.access(item);
    } else {
      lru.drop(item);
    }
  }
  return static_cast<double>(hits) / static_cast<double>(reads);
}

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

/// One group of 6 VMs per host reading 8 KiB at 4 MB/s over 40 GiB (80/20), writing 2 MB/s,
/// with a host cache of `cache_gib` in 8 KiB blocks.
Scenario cachedGroup(double cache_gib)
{
  Scenario s;
  VmGroup& g = s.vm_groups[0];
  g.vms_per_host = 6;
  g.write.mbps = 2;
  g.write_io_kib = 8;
  g.read.mbps = 4;
  g.read.io_kib = 8;
  g.read.working_set_gib = 40;
  g.read_cache = ReadCache{};
  g.read_cache->size_gib = cache_gib;
  g.read_cache->block_kib = 8;
  return s;
}

}  // namespace

TEST_CASE(
    "Writes through the cache: the approximation against an LRU list replaying reads and "
    "writes",
    "[readcache][writes]")
{
  // 4,000 items; per read 0.5 admitted writes and 0.25 filtered ones (items drawn with the
  // reads' skew). Tolerance 5 % relative, as for the reads alone.
  const std::size_t n = 4000;
  const WriteMix mix{0.5, 0.25};
  struct Case {
    const char* name;
    std::vector<double> weights;
    Popularity model;
  };
  const std::vector<Case> cases = {
      {"80/20", hotSetWeights(n, 0.2, 0.8), hotSetPopularity(n, 0.2, 0.8)},
      {"Zipf 0.8", zipfWeights(n, 0.8), zipfPopularity(n, 0.8)},
  };
  for (const Case& c : cases)
    for (double share : {0.02, 0.1, 0.3, 0.6}) {
      const auto capacity = static_cast<std::size_t>(share * static_cast<double>(n));
      const double sim = simulatedReadHits(c.weights, capacity, mix.populate, mix.invalidate, 7);
      const double model = lruHitRatio(c.model, static_cast<double>(capacity), mix).hit_ratio;
      INFO(c.name << ", cache " << share * 100 << " %: simulated " << sim << ", model " << model);
      CHECK_THAT(model, WithinRel(sim, 0.05));
    }
  // A cache holding everything still misses the reads after a filtered write: rho = a/(a+b).
  const double rho = 1.5 / 1.75;
  CHECK_THAT(lruHitRatio(hotSetPopularity(n, 0.2, 0.8), static_cast<double>(n), mix).hit_ratio,
             WithinRel(rho, 1e-12));
  CHECK_THAT(simulatedReadHits(hotSetWeights(n, 0.2, 0.8), n, mix.populate, mix.invalidate, 11),
             WithinRel(rho, 0.02));
}

TEST_CASE("Writes through the cache: hand calculations", "[readcache][writes]")
{
  const Popularity p = hotSetPopularity(1000, 0.2, 0.8);
  SECTION("admitted writes with the reads' skew leave the steady hit ratio as it was")
  {
    // Every item's put rate is (1 + populate) times its read rate: the same items stay, in a
    // characteristic time 1 / (1 + populate) as long.
    const LruEstimate reads = lruHitRatio(p, 300);
    const LruEstimate both = lruHitRatio(p, 300, {1.0, 0.0});
    CHECK_THAT(both.hit_ratio, WithinRel(reads.hit_ratio, 1e-9));
    CHECK_THAT(both.characteristic_time, WithinRel(reads.characteristic_time / 2, 1e-9));
  }
  SECTION("but they warm an empty cache in 1 / (1 + populate) of the time")
  {
    const LruEstimate e = lruHitRatio(p, 300);
    CHECK_THAT(warmupTime(p, e, 0.9, {1.0, 0.0}), WithinRel(warmupTime(p, e, 0.9) / 2, 1e-9));
  }
  SECTION("uniform reads with filtered writes: rho (1 - exp(-(1 + b) T / N)), by bisection")
  {
    // N = 1000 items, C = 250, b = 0.5 per read: rho = 1 / 1.5, occupancy N rho (1 - e^-x) = C.
    const Popularity u = hotSetPopularity(1000, 0.5, 0.5);
    const double rho = 1 / 1.5;
    const double x = -std::log(1 - 250 / (1000 * rho));
    const LruEstimate e = lruHitRatio(u, 250, {0.0, 0.5});
    CHECK_THAT(e.hit_ratio, WithinRel(rho * (1 - std::exp(-x)), 1e-9));
    CHECK_THAT(e.hit_ratio, WithinRel(0.25, 1e-9));  // uniform: still C / N of the reads
    CHECK_THAT(e.characteristic_time, WithinRel(x * 1000 / 1.5, 1e-9));
  }
}

TEST_CASE("Writes through the cache in the model: what the device writes, what hits",
          "[readcache][writes]")
{
  Scenario s = cachedGroup(8);
  const ReadCacheResult off = computeReadCache(s);
  CHECK(off.groups[0].device_write_fill_mbps_per_host == 0.0);
  CHECK(off.groups[0].populate_per_read == 0.0);

  s.vm_groups[0].read_cache->populate_on_write = true;
  const ReadCacheResult on = computeReadCache(s);
  const GroupReadCache& g = on.groups[0];
  // 8 KiB writes at 2 MB/s per VM, all admitted (64 KiB filter): 0.5 writes per read (4 MB/s
  // of 8 KiB reads); 6 VMs per host write 12 MB/s into the cache.
  CHECK_THAT(g.populate_per_read, WithinRel(0.5, 1e-12));
  CHECK(g.invalidate_per_read == 0.0);
  CHECK_THAT(g.device_write_fill_mbps_per_host, WithinRel(12.0, 1e-12));
  CHECK_THAT(g.hit_ratio, WithinRel(off.groups[0].hit_ratio, 1e-9));
  CHECK(*g.warmup_s < *off.groups[0].warmup_s);
  CHECK(on.device_read_share > off.device_read_share);

  // 64 KiB and 256 KiB writes half and half by count, filter 64 KiB: the large half is
  // filtered and takes cached copies out, so fewer reads hit; the small half fills 64 KiB
  // blocks.
  s.vm_groups[0].write_io_histogram = {{64, 0.5}, {256, 0.5}};
  const ReadCacheResult mixed = computeReadCache(s);
  const GroupReadCache& m = mixed.groups[0];
  const double write_iops = 2e6 / (160 * 1024.0);  // mean write 160 KiB
  const double read_iops = 4e6 / (8 * 1024.0);
  CHECK_THAT(m.populate_per_read, WithinRel(0.5 * write_iops / read_iops, 1e-12));
  CHECK_THAT(m.invalidate_per_read, WithinRel(0.5 * write_iops / read_iops, 1e-12));
  CHECK_THAT(m.device_write_fill_mbps_per_host,
             WithinRel(6 * 0.5 * write_iops * 64 * 1024 / 1e6, 1e-12));
  CHECK(m.hit_ratio < off.groups[0].hit_ratio);
}

TEST_CASE("A measured hit-ratio curve in place of the skew", "[readcache][curve]")
{
  const std::vector<HitRatioPoint> curve = {{2, 0.5}, {8, 0.8}};
  SECTION("knots and linear interpolation, by hand")
  {
    const std::vector<HitRatioPoint> k = curveKnots(curve, 40);
    REQUIRE(k.size() == 4);
    CHECK(k.front() == HitRatioPoint{0, 0});
    CHECK(k.back() == HitRatioPoint{40, 1});
    CHECK_THAT(curveHitRatio(k, 1), WithinRel(0.25, 1e-12));
    CHECK_THAT(curveHitRatio(k, 5), WithinRel(0.65, 1e-12));
    CHECK_THAT(curveHitRatio(k, 24), WithinRel(0.9, 1e-12));  // halfway from 8 to 40
    CHECK(curveHitRatio(k, 40) == 1.0);
    CHECK(curveHitRatio(k, 0) == 0.0);
  }
  SECTION("the reads it implies: its class hits sum to the curve, its misses to the rest")
  {
    const std::vector<HitRatioPoint> k = curveKnots(curve, 40);
    const Popularity p = curvePopularity(k, 8, 100);
    CHECK_THAT(popularityRate(p), WithinRel(100, 1e-12));
    CHECK_THAT(popularityKib(p), WithinRel(40 * kKibPerGib, 1e-12));
    for (double c : {0.5, 3.0, 8.0, 20.0}) {
      const LruEstimate e = curveEstimate(k, c);
      CHECK_THAT(popularityRate(missStream(p, e)), WithinRel(100 * (1 - e.hit_ratio), 1e-12));
      CHECK_THAT(e.hit_ratio, WithinRel(curveHitRatio(k, c), 1e-12));
    }
  }
  SECTION("the model reads the curve at the effective cache")
  {
    Scenario s = cachedGroup(4);
    s.vm_groups[0].read.hit_ratio_curve = curve;
    const ReadCacheResult r = computeReadCache(s);
    const GroupReadCache& g = r.groups[0];
    CHECK(g.measured_curve);
    CHECK_FALSE(g.characteristic_time_s);
    CHECK_THAT(g.hit_ratio, WithinRel(0.6, 1e-12));  // 4 GiB: 0.5 + 0.3 x 2 / 6
    REQUIRE(g.warmup_s);
    CHECK(*g.warmup_s > 0);
    // 16 KiB blocks for 8 KiB reads: half the cache holds data, 2 GiB: 0.5.
    s.vm_groups[0].read_cache->block_kib = 16;
    CHECK_THAT(computeReadCache(s).groups[0].hit_ratio, WithinRel(0.5, 1e-12));
  }
  SECTION("a curve measured from the skew model gives the model's hit ratio back")
  {
    Scenario s = cachedGroup(6);
    const HitRatioSeries skew = hitRatioSeries(s, 0, 31);
    std::vector<HitRatioPoint> measured;
    for (std::size_t i = 0; i < skew.cache_gib.size(); ++i)
      if (skew.cache_gib[i] < 40)
        measured.push_back({skew.cache_gib[i], skew.hit_ratio[i]});
    const double model = computeReadCache(s).groups[0].hit_ratio;
    s.vm_groups[0].read.hit_ratio_curve = measured;
    // Linear between points 2 GiB apart on a concave curve: within 1 %.
    CHECK_THAT(computeReadCache(s).groups[0].hit_ratio, WithinRel(model, 0.01));
    const HitRatioSeries back = hitRatioSeries(s, 0, 31);
    CHECK_THAT(back.knee_gib, WithinRel(skew.knee_gib, 0.02));
  }
}

TEST_CASE("Moving a cache with its VM over the vMotion network", "[readcache][migration]")
{
  Scenario s = cachedGroup(10);
  s.peer_network.link_gbps = 10;
  s.peer_network.usable_links = 1;
  GroupReadCache g = computeReadCache(s).groups[0];
  // 10 GiB of cached blocks over 10 Gb/s: 10 x 2^30 x 8 / 10^10 = 8.590 s.
  CHECK_THAT(g.move_gib, WithinRel(10, 1e-12));
  CHECK_THAT(g.vmotion_gbps, WithinRel(10, 1e-12));
  REQUIRE(g.move_s);
  CHECK_THAT(*g.move_s, WithinRel(10 * 1073741824.0 * 8 / 1e10, 1e-12));
  // A network of its own; and a cache larger than the working set moves the set alone.
  s.vm_groups[0].read_cache->vmotion_gbps = 40;
  s.vm_groups[0].read_cache->size_gib = 50;
  g = computeReadCache(s).groups[0];
  CHECK(g.fits);
  CHECK_THAT(g.move_gib, WithinRel(40, 1e-12));
  CHECK_THAT(*g.move_s, WithinRel(40 * 1073741824.0 * 8 / 40e9, 1e-12));
  // Dropped instead: the warm-up to 90 % of the steady hit ratio, at the VM's read rate.
  REQUIRE(g.warmup_s);
  CHECK(*g.warmup_s > 0);
}
