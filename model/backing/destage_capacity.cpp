// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Destage capacity by pattern and the array's write cache (docs/models/backing.md, "Destage
// patterns" and "Write cache and front-end latency").
#include "model/backing/destage_capacity.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/backing/scheduling.h"
#include "model/backing/storage_network.h"
#include "model/common/profile.h"
#include "model/common/units.h"

namespace accel::detail {

namespace {

bool finitePositive(double x)
{
  return std::isfinite(x) && x > 0;
}

/// Mean member I/Os pending per phase of one I/O: the I/O's member requests are issued
/// together within a phase (parity writes read in one phase and write in the next).
double membersPerPhase(const IoCost& c)
{
  const auto mean = [](const std::vector<double>& dist) {
    double m = 0;
    for (std::size_t k = 0; k < dist.size(); ++k)
      m += static_cast<double>(k) * dist[k];
    return m;
  };
  const double p1 = mean(c.phase1_ios);
  const double p2 = mean(c.phase2_ios);
  if (p1 > 0 && p2 > 0)
    return 0.5 * (p1 + p2);
  return std::max(p1, p2);
}

/// Busy ms and member requests per destaged MB on every disk, for I/Os `merge` times the
/// mix's sizes served FCFS; the member writes per phase and the mean size (I/O-weighted).
struct PerMb {
  std::vector<double> ms_per_mb;
  std::vector<double> ios_per_mb;
  double members_per_phase = 0;
  double io_kib = 0;

  /// The same demand with every member request positioned `saved_ms` faster.
  std::vector<double> positioned(double saved_ms) const
  {
    std::vector<double> out(ms_per_mb.size());
    for (std::size_t i = 0; i < out.size(); ++i)
      out[i] = std::max(ms_per_mb[i] - saved_ms * ios_per_mb[i], 0.0);
    return out;
  }
};

PerMb demandPerMb(const RaidGeometry& g, const DiskModel& m, const std::vector<DestageIo>& mix,
                  double merge, double grain_kib)
{
  PerMb out;
  out.ms_per_mb.assign(static_cast<std::size_t>(g.disks), 0.0);
  out.ios_per_mb = out.ms_per_mb;
  double mb = 0;
  double ios_total = 0;
  for (const DestageIo& d : mix) {
    const double kib = d.io_kib * merge;
    const double ios = d.byte_share / kib;  // I/O share, up to a common factor
    const IoCost c = ioCost(g, m, IoKind::Write, kib, grain_kib);
    for (std::size_t i = 0; i < out.ms_per_mb.size() && i < c.disk_busy_ms.size(); ++i) {
      out.ms_per_mb[i] += ios * c.disk_busy_ms[i];
      out.ios_per_mb[i] += ios * c.disk_ios[i];
    }
    mb += ios * units::kibToMB(kib);
    out.members_per_phase += ios * membersPerPhase(c);
    out.io_kib += ios * kib;
    ios_total += ios;
  }
  for (std::size_t i = 0; i < out.ms_per_mb.size(); ++i) {
    out.ms_per_mb[i] = mb > 0 ? out.ms_per_mb[i] / mb : 0.0;
    out.ios_per_mb[i] = mb > 0 ? out.ios_per_mb[i] / mb : 0.0;
  }
  if (ios_total > 0) {
    out.members_per_phase /= ios_total;
    out.io_kib /= ios_total;
  }
  return out;
}

/// (1 - f) x the pattern's demand + f x full-stripe demand, per disk.
std::vector<double> blend(const std::vector<double>& pattern, double full_stripe_ms_per_mb,
                          double f)
{
  std::vector<double> out(pattern.size());
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = (1.0 - f) * pattern[i] + f * full_stripe_ms_per_mb;
  return out;
}

}  // namespace

namespace {

/// The writes of the groups with (write_back) or without a write-back buffer, by byte share:
/// each group at its mean write rate, or at the rate per VM it reaches when that is lower.
std::vector<DestageIo> writeMix(const Scenario& s, bool write_back,
                                const std::vector<std::optional<double>>& reached,
                                double* total_mbps = nullptr)
{
  std::vector<DestageIo> mix;
  double total = 0;
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const VmGroup& g = s.vm_groups[i];
    if (g.write_policy.isWriteBack() != write_back)
      continue;
    double mbps = groupMeanWriteMbps(g, s.hosts);
    const double mean_per_vm = profileMeanMbps(g.write);
    if (i < reached.size() && reached[i] && std::isfinite(*reached[i]) && *reached[i] >= 0 &&
        *reached[i] < mean_per_vm)
      mbps *= *reached[i] / mean_per_vm;
    if (!(mbps > 0))
      continue;
    if (g.write_io_histogram.empty()) {
      if (finitePositive(g.write_io_kib))
        mix.push_back({g.write_io_kib, mbps});
      total += mbps;
      continue;
    }
    // Histogram fractions are of I/Os; bytes follow fraction x size.
    double bytes = 0;
    for (const IoSizeBin& b : g.write_io_histogram)
      if (finitePositive(b.size_kib) && finitePositive(b.fraction))
        bytes += b.fraction * b.size_kib;
    if (!(bytes > 0))
      continue;
    for (const IoSizeBin& b : g.write_io_histogram)
      if (finitePositive(b.size_kib) && finitePositive(b.fraction))
        mix.push_back({b.size_kib, mbps * b.fraction * b.size_kib / bytes});
    total += mbps;
  }
  if (total > 0)
    for (DestageIo& d : mix)
      d.byte_share /= total;
  if (total_mbps)
    *total_mbps = total;
  return mix;
}

}  // namespace

std::vector<DestageIo> destageMix(const Scenario& s,
                                  const std::vector<std::optional<double>>& reached)
{
  std::vector<DestageIo> mix = writeMix(s, true, reached);
  // Without write-back writes the array's writes are the write-through VMs': the capacity and
  // the utilisation are theirs, not those of writes of the random load's size.
  return mix.empty() ? writeMix(s, false, reached) : mix;
}

std::vector<DestageIo> writeThroughMix(const Scenario& s,
                                       const std::vector<std::optional<double>>& reached,
                                       double* total_mbps)
{
  return writeMix(s, false, reached, total_mbps);
}

int destagingHosts(const Scenario& s)
{
  int hosts = 0;
  for (const VmGroup& g : s.vm_groups)
    if (g.write_policy.isWriteBack() && g.vms_per_host > 0)
      hosts = std::max(hosts, hostsRunning(g, s.hosts));
  return hosts > 0 ? hosts : std::max(1, s.hosts);
}

DestagePlan destagePlan(const Scenario& s, int destaging_hosts, const BackingOptions& options)
{
  const Backing& b = s.backing;
  DestagePlan p;
  p.pattern = b.destage_pattern;
  p.scheduling = b.disk_scheduling;
  p.coalescing =
      b.destage_pattern == DestagePattern::Coalesced && std::isfinite(b.destage_coalescing)
          ? std::max(b.destage_coalescing, 1.0)
          : 1.0;
  p.sequential_fraction = std::isfinite(b.destage_sequential_fraction)
                              ? std::clamp(b.destage_sequential_fraction, 0.0, 1.0)
                              : 0.0;
  double per_host = std::max(b.lun_queue_depth, 1);
  if (b.hba_queue_depth)
    per_host = std::min(per_host, static_cast<double>(std::max(*b.hba_queue_depth, 1)));
  p.outstanding_writes = per_host * std::max(destaging_hosts, 1);
  p.disk_queue_limit =
      std::isfinite(options.disk_queue_limit) ? std::max(options.disk_queue_limit, 1.0) : 32.0;
  p.grain_kib = options.io_grain_kib;
  return p;
}

GroupDestage groupDestage(const RaidGeometry& g, const DiskModel& m, double sequential_mbps,
                          const std::vector<DestageIo>& mix, const DestagePlan& plan, double share,
                          const std::vector<double>& rho)
{
  GroupDestage out;
  const double seq_ms_per_mb = sequential_mbps > 0 ? units::kMsPerS / sequential_mbps : 0.0;
  const std::vector<double> none;
  out.full_stripe_mbps_available = destageCapacityMBps(
      std::vector<double>(static_cast<std::size_t>(g.disks), seq_ms_per_mb), rho);

  // The floor: each write at a random position, FCFS, at the VMs' own sizes.
  const PerMb floor = demandPerMb(g, m, mix, 1.0, plan.grain_kib);
  out.floor_mbps = destageCapacityMBps(floor.ms_per_mb, none);
  out.floor_mbps_available = destageCapacityMBps(floor.ms_per_mb, rho);

  std::vector<double> pattern;
  out.positioning_ms = m.positioning_ms;
  out.merged_io_kib = floor.io_kib;
  switch (plan.pattern) {
  case DestagePattern::Random: pattern = floor.ms_per_mb; break;
  case DestagePattern::Log: pattern.assign(static_cast<std::size_t>(g.disks), seq_ms_per_mb); break;
  case DestagePattern::Sorted:
  case DestagePattern::Coalesced: {
    // Member writes pending per disk: the writes in flight to this group, each issuing its
    // members of a phase together, spread over the group's disks; at most what a disk queues.
    const PerMb fcfs =
        plan.coalescing > 1 ? demandPerMb(g, m, mix, plan.coalescing, plan.grain_kib) : floor;
    const double writes = plan.outstanding_writes * std::clamp(share, 0.0, 1.0);
    const double q = g.disks > 0 ? writes * fcfs.members_per_phase / g.disks : 1.0;
    out.queue_per_disk = std::clamp(q, 1.0, plan.disk_queue_limit);
    out.positioning_ms = queuedPositioningMs(m, plan.scheduling, out.queue_per_disk);
    out.merged_io_kib = fcfs.io_kib;
    pattern = fcfs.positioned(m.positioning_ms - out.positioning_ms);
    break;
  }
  }
  const std::vector<double> demand = blend(pattern, seq_ms_per_mb, plan.sequential_fraction);
  out.pattern_mbps = destageCapacityMBps(demand, none);
  out.pattern_mbps_available = destageCapacityMBps(demand, rho);
  return out;
}

double destageCapacityMBps(const std::vector<double>& ms_per_mb, const std::vector<double>& rho)
{
  double cap = -1;
  for (std::size_t d = 0; d < ms_per_mb.size(); ++d) {
    if (!(ms_per_mb[d] > 0))
      continue;
    const double free = std::max(0.0, 1.0 - (d < rho.size() ? rho[d] : 0.0));
    const double c = free * units::kMsPerS / ms_per_mb[d];
    cap = cap < 0 ? c : std::min(cap, c);
  }
  return std::max(cap, 0.0);
}

void applyWriteCache(const Scenario& s, BackingResult& out)
{
  const Backing& b = s.backing;
  const StorageNetwork& n = b.storage_network;
  out.front_end_latency_us = n.front_end_latency_us && std::isfinite(*n.front_end_latency_us) &&
                                     *n.front_end_latency_us >= 0
                                 ? *n.front_end_latency_us
                                 : defaultFrontEndLatencyUs(n.kind);
  out.write_cache_mb =
      std::isfinite(b.write_cache_mb) && b.write_cache_mb > 0 ? b.write_cache_mb : 0.0;

  // What the array must absorb in the long run: the write-through VMs' writes and the
  // destaged writes (the write-back VMs' mean, as far as the destage capacity goes).
  double wb = 0;
  double wt = 0;
  for (const VmGroup& g : s.vm_groups)
    (g.write_policy.isWriteBack() ? wb : wt) += groupMeanWriteMbps(g, s.hosts);
  out.write_through_mbps = wt;
  out.array_write_mbps = wt + std::min(wb, out.write_mbps_capacity);
  const double disks = out.bound_by == DestageBound::Measured ? out.write_mbps_capacity
                                                              : out.disk_write_mbps_available;
  out.write_cache_keeps_up = out.write_cache_mb > 0 && out.array_write_mbps < disks;

  if (out.all_flash) {
    // The array acknowledges at its own latency under the random load; the storage path adds
    // its fabric part (the default front end without the controller the array replaces).
    if (!(n.front_end_latency_us && std::isfinite(*n.front_end_latency_us) &&
          *n.front_end_latency_us >= 0))
      out.front_end_latency_us = std::max(0.0, out.front_end_latency_us - kArrayControllerUs);
    // No separate write cache: the array's figures already hold its own NVRAM.
    out.write_cache_mb = 0;
    out.write_cache_keeps_up = false;
    out.disk_write_latency_us = out.all_flash->write_latency_us;
    out.datastore_write_latency_us = out.front_end_latency_us + out.disk_write_latency_us;
    return;
  }
  // The datastore (first RAID group) under the background load; idle when that saturates it.
  out.disk_write_latency_us = 0;
  for (const RaidGroupResult& g : out.raid_groups) {
    if (!g.valid)
      continue;
    out.disk_write_latency_us =
        g.write_latency_ms.value_or(g.idle_write_latency_ms) * units::kUsPerMs;
    break;
  }
  out.datastore_write_latency_us =
      out.front_end_latency_us + (out.write_cache_keeps_up ? 0.0 : out.disk_write_latency_us);
}

}  // namespace accel::detail
