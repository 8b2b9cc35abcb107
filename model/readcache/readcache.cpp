// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The host read cache of each VM group and the array's flash cache tier
// (docs/models/readcache.md, sections 3 to 6).
#include "model/readcache/readcache.h"

#include <algorithm>
#include <cmath>

#include "model/common/affine_service.h"
#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/readcache/curve.h"

namespace accel {

namespace {

constexpr double kKibPerGib = 1024.0 * 1024.0;

/// Mean read size by I/O count, KiB.
double meanReadKib(const ReadProfile& r)
{
  double f = 0, k = 0;
  for (const IoSizeBin& b : r.io_histogram) {
    f += b.fraction;
    k += b.fraction * b.size_kib;
  }
  return f > 0 && k > 0 ? k / f : r.io_kib;
}

/// Mean cache space one read takes, KiB: sum f_i max(r_i, b) / sum f_i.
double meanBlockSpaceKib(const ReadProfile& r, double block_kib)
{
  double f = 0, k = 0;
  for (const IoSizeBin& b : r.io_histogram) {
    f += b.fraction;
    k += b.fraction * std::max(b.size_kib, block_kib);
  }
  return f > 0 && k > 0 ? k / f : std::max(r.io_kib, block_kib);
}

int clusterVms(const Scenario& s, const VmGroup& g)
{
  const int hosts = g.on_hosts ? std::min(*g.on_hosts, s.hosts) : s.hosts;
  return std::max(0, hosts) * std::max(0, g.vms_per_host);
}

/// The skew of one VM's reads over `items` items of `item_kib`, at `rate` reads in all.
Popularity groupPopularity(const ReadProfile& r, double items, double rate, double item_kib,
                           const ReadCacheOptions& o)
{
  if (r.zipf)
    return zipfPopularity(items, *r.zipf, rate, item_kib, o.zipf_bins_per_octave);
  return hotSetPopularity(items, r.hot_set_fraction, r.hot_access_fraction, rate, item_kib);
}

bool finitePositive(double x)
{
  return std::isfinite(x) && x > 0;
}

/// A VM's writes that touch its cache (read_cache.populate_on_write): admitted writes per
/// second (at most the filter size), filtered ones, and the cache space the admitted ones
/// fill per second (whole blocks), KiB/s.
struct CacheWrites {
  double admitted_iops = 0;
  double filtered_iops = 0;
  double fill_kib_per_s = 0;
};

CacheWrites cacheWrites(const VmGroup& vg, double block_kib)
{
  CacheWrites w;
  const ReadCache& c = *vg.read_cache;
  const double mbps = profileMeanMbps(vg.write);
  if (!c.populate_on_write || !finitePositive(mbps))
    return w;
  std::vector<IoSizeBin> sizes = vg.write_io_histogram;
  if (sizes.empty())
    sizes.push_back({vg.write_io_kib, 1.0});
  double f = 0, kib = 0;
  for (const IoSizeBin& b : sizes)
    if (finitePositive(b.size_kib) && b.fraction > 0) {
      f += b.fraction;
      kib += b.fraction * b.size_kib;
    }
  if (!(f > 0) || !(kib > 0))
    return w;
  const double iops = units::iopsFromMbps(mbps, units::kibToBytes(kib / f));
  for (const IoSizeBin& b : sizes) {
    if (!finitePositive(b.size_kib) || !(b.fraction > 0))
      continue;
    const double n = iops * b.fraction / f;
    if (b.size_kib <= c.write_filter_kib) {
      w.admitted_iops += n;
      w.fill_kib_per_s += n * std::max(b.size_kib, block_kib);
    } else {
      w.filtered_iops += n;
    }
  }
  return w;
}

/// The vMotion network's rate for moving a group's caches, Gb/s.
double vmotionGbps(const Scenario& s, const ReadCache& c)
{
  if (c.vmotion_gbps)
    return std::max(0.0, *c.vmotion_gbps);
  return std::max(0.0, s.peer_network.link_gbps) * std::max(0, s.peer_network.usable_links);
}

}  // namespace

ReadCacheResult computeReadCache(const Scenario& s, const ReadCacheOptions& o, bool host_hits)
{
  ReadCacheResult r;
  const Backing& b = s.backing;
  r.array.configured = b.flash_cache_gib.has_value() && finitePositive(*b.flash_cache_gib);
  r.array.size_gib = r.array.configured ? *b.flash_cache_gib : 0;
  r.engaged = b.flash_cache_gib.has_value();

  // The array tier's requests: each modelled group's misses, then the random load.
  Popularity tier;
  std::vector<std::pair<std::size_t, std::size_t>> tier_span;  // group's classes in `tier`
  std::vector<std::size_t> tier_group;

  r.groups.resize(s.vm_groups.size());
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const VmGroup& vg = s.vm_groups[i];
    GroupReadCache& g = r.groups[i];
    g.vms = clusterVms(s, vg);
    g.vms_per_host = std::max(0, vg.vms_per_host);
    g.read_mbps = std::max(0.0, profileMeanMbps(vg.read));
    g.read_io_kib = meanReadKib(vg.read);
    if (!finitePositive(g.read_io_kib) || !std::isfinite(g.read_mbps))
      continue;
    g.read_iops = units::iopsFromMbps(g.read_mbps, units::kibToBytes(g.read_io_kib));
    const ReadProfile& rp = vg.read;
    g.modelled = rp.working_set_gib.has_value() && finitePositive(*rp.working_set_gib);
    if (!g.modelled)
      continue;
    r.engaged = true;
    g.working_set_gib = *rp.working_set_gib;
    g.zipf = rp.zipf.has_value() && rp.hit_ratio_curve.empty();
    g.measured_curve = !rp.hit_ratio_curve.empty();
    g.hot_set_gib = g.zipf || g.measured_curve
                        ? 0
                        : g.working_set_gib * std::clamp(rp.hot_set_fraction, 0.0, 1.0);
    const double items = g.working_set_gib * kKibPerGib / g.read_io_kib;
    // Shares of one VM's reads (rate 1): the hit ratio does not depend on the rate. A measured
    // curve replaces the skew: the reads it implies (curve.h).
    const std::vector<HitRatioPoint> knots = g.measured_curve
                                                 ? curveKnots(rp.hit_ratio_curve, g.working_set_gib)
                                                 : std::vector<HitRatioPoint>{};
    const Popularity one = g.measured_curve ? curvePopularity(knots, g.read_io_kib, 1.0)
                                            : groupPopularity(rp, items, 1.0, g.read_io_kib, o);

    LruEstimate e;
    e.class_hit.assign(one.size(), 0.0);
    g.cached = vg.read_cache.has_value();
    if (g.cached) {
      const ReadCache& c = *vg.read_cache;
      g.cache_gib = c.size_gib ? std::max(0.0, *c.size_gib) : 0.2 * g.working_set_gib;
      g.block_kib = finitePositive(c.block_kib) ? c.block_kib : 8;
      g.fill_efficiency = std::clamp(g.read_io_kib / meanBlockSpaceKib(rp, g.block_kib), 0.0, 1.0);
      g.effective_cache_gib = g.cache_gib * g.fill_efficiency;
      const double blocks = g.cache_gib * kKibPerGib / g.block_kib;
      g.memory_overhead_mb = units::bytesToMB(blocks * o.metadata_bytes_per_block);
      g.memory_overhead_fraction = o.metadata_bytes_per_block / units::kibToBytes(g.block_kib);
      g.memory_overhead_mb_per_host = g.memory_overhead_mb * g.vms_per_host;
      // Writes that touch the cache, per read, with the reads' skew (section 3, "Writes").
      const CacheWrites cw = cacheWrites(vg, g.block_kib);
      WriteMix mix;
      if (g.read_iops > 0) {
        mix.populate = cw.admitted_iops / g.read_iops;
        mix.invalidate = cw.filtered_iops / g.read_iops;
      }
      g.populate_per_read = mix.populate;
      g.invalidate_per_read = mix.invalidate;
      g.device_write_fill_mbps_per_host =
          g.vms_per_host * units::bytesToMB(units::kibToBytes(cw.fill_kib_per_s));
      if (host_hits) {
        const double cache_kib = g.effective_cache_gib * kKibPerGib;
        if (g.measured_curve) {
          // The curve was measured with whatever the writes did: its hit ratio stands; the
          // admitted writes only speed the warm-up.
          e = curveEstimate(knots, g.effective_cache_gib);
          mix.invalidate = 0;
        } else {
          e = lruHitRatio(one, cache_kib, mix);
        }
        g.hit_ratio = e.hit_ratio;
        g.fits = e.fits;
        if (g.read_iops > 0) {
          if (!e.fits && !g.measured_curve)
            g.characteristic_time_s = e.characteristic_time / g.read_iops;
          LruEstimate uncapped = e;
          uncapped.fits = uncapped.fits || g.measured_curve;  // no characteristic time to cap
          g.warmup_s = warmupTime(one, uncapped, o.warmup_fraction, mix) / g.read_iops;
        }
      }
      // Moving the cache with the VM: the blocks that hold data (all of them unless the
      // cache never fills: then the working set, in blocks, less the share filtered writes
      // keep out, rho), over the vMotion network.
      const double rho = (1 + mix.populate) / (1 + mix.populate + mix.invalidate);
      const double held_gib =
          g.fits
              ? std::min(g.cache_gib, rho * g.working_set_gib / std::max(g.fill_efficiency, 1e-9))
              : g.cache_gib;
      g.move_gib = host_hits ? held_gib : 0;
      g.vmotion_gbps = vmotionGbps(s, c);
      if (host_hits && g.vmotion_gbps > 0)
        g.move_s = units::kibToBytes(g.move_gib * kKibPerGib) * 8 / (g.vmotion_gbps * 1e9);
    }
    const double reads = g.vms * g.read_iops;
    g.array_read_iops_removed = reads * g.hit_ratio;
    g.array_read_iops = reads - g.array_read_iops_removed;
    if (g.cached) {
      const double host_mbps = g.vms_per_host * g.read_mbps;
      g.device_read_mbps_per_host = host_mbps * g.hit_ratio;
      g.device_fill_mbps_per_host =
          host_mbps * (1 - g.hit_ratio) / std::max(g.fill_efficiency, 1e-9);
    }
    if (r.array.configured && reads > 0) {
      // Every VM reads its own data: the group's classes hold vms x the items, at vms x the
      // rate (each item's rate unchanged); what reaches the tier is the miss stream.
      Popularity all = one;
      for (AccessClass& a : all) {
        a.items *= g.vms;
        a.rate *= reads;
      }
      const Popularity miss = missStream(all, e);
      tier_span.push_back({tier.size(), tier.size() + miss.size()});
      tier_group.push_back(i);
      tier.insert(tier.end(), miss.begin(), miss.end());
      r.array.working_set_gib += g.working_set_gib * g.vms;
    }
  }

  // The background random load on the tier: evenly over its working set, reads and writes.
  const RandomLoad& rl = b.random_load;
  const double rl_iops = finitePositive(rl.iops) ? rl.iops : 0.0;
  const double rl_read = std::clamp(rl.read_fraction, 0.0, 1.0);
  std::optional<std::size_t> rl_class;
  if (r.array.configured && rl_iops > 0 && rl.working_set_gib &&
      finitePositive(*rl.working_set_gib) && finitePositive(rl.io_kib)) {
    rl_class = tier.size();
    tier.push_back({*rl.working_set_gib * kKibPerGib / rl.io_kib, rl_iops, rl.io_kib});
    r.array.working_set_gib += *rl.working_set_gib;
  }
  LruEstimate te;
  if (r.array.configured && !tier.empty()) {
    te = lruHitRatio(tier, r.array.size_gib * kKibPerGib);
    r.array.hit_ratio = te.hit_ratio;
    r.array.request_iops = popularityRate(tier);
  }
  for (std::size_t k = 0; k < tier_group.size(); ++k) {
    double in = 0, hit = 0;
    for (std::size_t c = tier_span[k].first; c < tier_span[k].second; ++c) {
      in += tier[c].rate;
      hit += tier[c].rate * (c < te.class_hit.size() ? te.class_hit[c] : 0.0);
    }
    GroupReadCache& g = r.groups[tier_group[k]];
    g.array_flash_hit_ratio = in > 0 ? std::clamp(hit / in, 0.0, 1.0) : 0.0;
    r.array.disk_read_iops_removed += g.array_read_iops * g.array_flash_hit_ratio;
  }
  if (rl_class && *rl_class < te.class_hit.size()) {
    const double h = te.class_hit[*rl_class];
    r.array.random_load_hit_ratio = h;
    r.array.disk_read_iops_removed += rl_iops * rl_read * h;
    r.array.disk_write_iops_removed = rl_iops * (1 - rl_read) * h;
  }

  // What reaches the disks: the random load after the tier, and the groups' misses after it.
  const double h_rl = r.array.random_load_hit_ratio;
  double reads = rl_iops * rl_read * (1 - h_rl);
  const double writes = rl_iops * (1 - rl_read) * (1 - h_rl);
  double kib = (reads + writes) * (finitePositive(rl.io_kib) ? rl.io_kib : 0.0);
  r.disk_random_read_iops = reads;
  r.disk_random_write_iops = writes;
  for (GroupReadCache& g : r.groups) {
    g.disk_read_iops = g.array_read_iops * (1 - g.array_flash_hit_ratio);
    reads += g.disk_read_iops;
    kib += g.disk_read_iops * g.read_io_kib;
  }
  r.disk_iops = reads + writes;
  r.disk_read_fraction = r.disk_iops > 0 ? reads / r.disk_iops : rl_read;
  r.disk_io_kib = r.disk_iops > 0 && kib > 0 ? kib / r.disk_iops : rl.io_kib;

  // The device on host 1, which runs every group.
  const double bw = s.acceleration.write_mbps;
  double busy = 0;
  for (const GroupReadCache& g : r.groups)
    busy += g.device_read_mbps_per_host + g.device_fill_mbps_per_host +
            g.device_write_fill_mbps_per_host;
  r.device_read_share = finitePositive(bw) ? busy / bw : 0.0;
  r.device_write_mbps_left = std::max(0.0, bw) * std::max(1.0 - r.device_read_share, 0.05);
  return r;
}

Scenario arrayLoadScenario(const Scenario& s, const ReadCacheResult& r)
{
  Scenario out = s;
  if (!r.engaged)
    return out;
  RandomLoad& rl = out.backing.random_load;
  const bool same = r.disk_iops == rl.iops && r.disk_read_fraction == rl.read_fraction;
  if (same)
    return out;
  rl.iops = r.disk_iops;
  if (r.disk_iops > 0) {
    rl.read_fraction = std::clamp(r.disk_read_fraction, 0.0, 1.0);
    rl.io_kib = r.disk_io_kib;
  }
  return out;
}

Scenario deviceLoadScenario(const Scenario& s, const ReadCacheResult& r)
{
  Scenario out = s;
  const bool cached = std::any_of(r.groups.begin(), r.groups.end(),
                                  [](const GroupReadCache& g) { return g.cached; });
  if (cached && r.device_read_share > 0) {
    // Reads take bandwidth, not the device's access time: the write latency keeps its fixed
    // part (the 4 KiB figure less its transfer, as the latency model splits it) and only the
    // transfer slows. Scaling the bandwidth alone made the fixed part shrink, so reads that
    // crowded the device lowered the writes' latency.
    Acceleration& acc = out.acceleration;
    const double fixed_us = affineFixedUs(acc.write_latency_us, acc.write_mbps);
    acc.write_mbps = r.device_write_mbps_left;
    if (acc.write_mbps > 0)
      acc.write_latency_us = affineReferenceUs(fixed_us, acc.write_mbps);
  }
  return out;
}

void setReadLatencies(ReadCacheResult& r, const Scenario& s, double front_end_us,
                      double disk_read_us, bool disks_saturated)
{
  const double device = std::max(0.0, s.acceleration.read_latency_us);
  for (GroupReadCache& g : r.groups) {
    if (!g.modelled)
      continue;
    g.device_read_latency_us = device;
    g.datastore_read_latency_us =
        std::max(0.0, front_end_us) + (1 - g.array_flash_hit_ratio) * std::max(0.0, disk_read_us);
    g.read_latency_us = g.hit_ratio * device + (1 - g.hit_ratio) * g.datastore_read_latency_us;
    g.uncached_read_latency_us = g.datastore_read_latency_us;
    g.datastore_saturated = disks_saturated && g.hit_ratio < 1;
    g.uncached_saturated = disks_saturated;
  }
}

HitRatioSeries hitRatioSeries(const Scenario& s, std::size_t gi, int points,
                              const ReadCacheOptions& o)
{
  HitRatioSeries out;
  if (gi >= s.vm_groups.size())
    return out;
  const VmGroup& vg = s.vm_groups[gi];
  const ReadProfile& rp = vg.read;
  const double r = meanReadKib(rp);
  if (!rp.working_set_gib || !finitePositive(*rp.working_set_gib) || !finitePositive(r))
    return out;
  const double w = *rp.working_set_gib;
  const double block = vg.read_cache ? vg.read_cache->block_kib : 8;
  const double eff = std::clamp(r / meanBlockSpaceKib(rp, block), 1e-9, 1.0);
  const bool curve = !rp.hit_ratio_curve.empty();
  const std::vector<HitRatioPoint> knots =
      curve ? curveKnots(rp.hit_ratio_curve, w) : std::vector<HitRatioPoint>{};
  const Popularity one = curve ? Popularity{} : groupPopularity(rp, w * kKibPerGib / r, 1.0, r, o);
  WriteMix mix;
  const double read_iops =
      units::iopsFromMbps(std::max(0.0, profileMeanMbps(rp)), units::kibToBytes(r));
  if (vg.read_cache && finitePositive(read_iops)) {
    const CacheWrites cw = cacheWrites(vg, block);
    mix.populate = cw.admitted_iops / read_iops;
    mix.invalidate = cw.filtered_iops / read_iops;
  }
  const auto hit = [&](double cache_gib) {
    return curve ? curveHitRatio(knots, cache_gib * eff)
                 : lruHitRatio(one, cache_gib * eff * kKibPerGib, mix).hit_ratio;
  };
  const int n = std::max(2, points);
  for (int i = 0; i < n; ++i) {
    const double c = w * (0.01 + 1.49 * i / (n - 1));
    out.cache_gib.push_back(c);
    out.hit_ratio.push_back(hit(c));
  }
  // The knee: the hit ratio rises with the cache, so bisect for 80 % of the whole set's (1,
  // or less when filtered writes take cached copies out).
  double lo = 0, hi = w / eff;
  const double knee = 0.8 * hit(hi);
  for (int i = 0; i < 50; ++i) {
    const double mid = 0.5 * (lo + hi);
    (hit(mid) >= knee ? hi : lo) = mid;
  }
  out.knee_gib = hi;
  out.knee_hit_ratio = knee;
  if (curve)
    out.measured = rp.hit_ratio_curve;
  return out;
}

}  // namespace accel
