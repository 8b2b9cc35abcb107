// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The read cache's findings (docs/models/readcache.md, "Findings").
#include <algorithm>
#include <cmath>

#include "model/readcache/readcache.h"

namespace accel {

namespace {

/// The most frequent read size (the largest share of I/Os), KiB.
double dominantReadKib(const ReadProfile& r)
{
  double best = -1, size = r.io_kib;
  for (const IoSizeBin& b : r.io_histogram)
    if (b.fraction > best) {
      best = b.fraction;
      size = b.size_kib;
    }
  return size;
}

/// The largest power of two (KiB, 4 to 1024) at most `kib`.
double blockFor(double kib)
{
  double b = 4;
  while (b * 2 <= kib && b < 1024)
    b *= 2;
  return b;
}

}  // namespace

std::vector<Finding> readCacheFindings(const Scenario& s, const ReadCacheResult& r)
{
  std::vector<Finding> out;
  if (!r.engaged)
    return out;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReadCache& g = r.groups[i];
    const VmGroup& vg = s.vm_groups[i];
    if (!g.cached || !g.modelled)
      continue;
    const int group = static_cast<int>(i);

    if (!g.zipf && g.hot_set_gib > 0 && g.effective_cache_gib < g.hot_set_gib) {
      Finding f;
      f.severity = Severity::Warning;
      f.code = "readcache_too_small";
      f.group = group;
      f.values = {{"cache_gib", g.cache_gib},
                  {"effective_cache_gib", g.effective_cache_gib},
                  {"hot_set_gib", g.hot_set_gib},
                  {"working_set_gib", g.working_set_gib},
                  {"hot_access_fraction", vg.read.hot_access_fraction},
                  {"hit_ratio", g.hit_ratio},
                  {"needed_cache_gib", g.hot_set_gib / std::max(g.fill_efficiency, 1e-9)}};
      out.push_back(f);
    }

    const double dominant = dominantReadKib(vg.read);
    if (g.block_kib > dominant) {
      Finding f;
      f.severity = g.fill_efficiency < 0.5 ? Severity::Warning : Severity::Info;
      f.code = "readcache_block_mismatch";
      f.group = group;
      f.values = {{"block_kib", g.block_kib},
                  {"read_io_kib", dominant},
                  {"fill_efficiency", g.fill_efficiency},
                  {"effective_cache_gib", g.effective_cache_gib},
                  {"cache_gib", g.cache_gib},
                  {"suggested_block_kib", blockFor(dominant)}};
      out.push_back(f);
    }

    Finding m;
    m.severity = Severity::Info;
    m.code = "readcache_memory";
    m.group = group;
    m.values = {{"memory_mb_per_host", g.memory_overhead_mb_per_host},
                {"memory_mb_per_vm", g.memory_overhead_mb},
                {"fraction", g.memory_overhead_fraction},
                {"block_kib", g.block_kib},
                {"vms_per_host", g.vms_per_host}};
    out.push_back(m);
  }

  if (r.device_read_share >= 0.5) {
    Finding f;
    f.severity = r.device_read_share >= 0.95 ? Severity::Critical : Severity::Warning;
    f.code = "readcache_device_busy";
    f.values = {{"share", r.device_read_share},
                {"busy_mbps", r.device_read_share * s.acceleration.write_mbps},
                {"write_mbps", s.acceleration.write_mbps},
                {"write_mbps_left", r.device_write_mbps_left}};
    out.push_back(f);
  }

  if (r.destage_mbps_without_host_cache > 0 &&
      r.destage_mbps > r.destage_mbps_without_host_cache * 1.005) {
    double removed = 0;
    for (const GroupReadCache& g : r.groups)
      removed += g.array_read_iops_removed;
    Finding f;
    f.severity = Severity::Info;
    f.code = "readcache_destage_won_back";
    f.values = {{"destage_mbps", r.destage_mbps},
                {"destage_mbps_without", r.destage_mbps_without_host_cache},
                {"gain_mbps", r.destage_mbps - r.destage_mbps_without_host_cache},
                {"array_read_iops_removed", removed}};
    out.push_back(f);
  }
  return out;
}

}  // namespace accel
