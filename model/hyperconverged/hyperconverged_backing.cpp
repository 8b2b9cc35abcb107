// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/hyperconverged/hyperconverged_backing.h"

#include <algorithm>
#include <cmath>

#include "model/common/profile.h"
#include "model/common/units.h"

namespace accel {

namespace {

bool finitePositive(double x)
{
  return std::isfinite(x) && x > 0;
}

/// I/O-weighted mean size of a histogram (fractions of I/Os), or `plain` without one.
double meanKib(const std::vector<IoSizeBin>& bins, double plain)
{
  double f = 0, kib = 0;
  for (const IoSizeBin& b : bins)
    if (finitePositive(b.size_kib) && finitePositive(b.fraction)) {
      f += b.fraction;
      kib += b.fraction * b.size_kib;
    }
  return f > 0 ? kib / f : plain;
}

/// Cluster VMs of a group.
double clusterVms(const Scenario& s, const VmGroup& g)
{
  return static_cast<double>(std::max(0, g.vms_per_host)) * hostsRunning(g, s.hosts);
}

/// Adds `mbps` of I/Os of `kib` to a running (MB/s, I/Os per s) pair.
void add(double mbps, double kib, double& total_mbps, double& total_iops)
{
  if (!finitePositive(mbps) || !finitePositive(kib))
    return;
  total_mbps += mbps;
  total_iops += mbps / units::kibToMB(kib);
}

HciResourceLoad resource(double background, double with_unit, double unit_mbps)
{
  HciResourceLoad r;
  r.background = background;
  r.per_write_mbps = unit_mbps > 0 ? std::max(0.0, with_unit - background) / unit_mbps : 0.0;
  r.write_mbps_capacity =
      r.per_write_mbps > 0 ? std::max(0.0, 1.0 - background) / r.per_write_mbps : 0.0;
  return r;
}

}  // namespace

HyperconvergedDesign hyperconvergedDesign(const Scenario& s)
{
  const HyperconvergedBacking& b = s.backing.hyperconverged;
  HyperconvergedDesign d;
  d.hosts = s.hosts;
  d.disk_groups_per_host = b.disk_groups_per_host;
  Disk& c = d.cache_device;
  c.rpm = 0;
  c.avg_seek_ms = c.track_seek_ms = c.full_seek_ms = 0;
  c.capacity_gb = b.cache_gb;
  c.read_iops = b.cache_read_iops;
  c.write_iops = b.cache_write_iops;
  c.read_mbps = b.cache_read_mbps;
  c.od_mbps = c.id_mbps = b.cache_write_mbps;
  c.read_latency_us = b.cache_read_latency_us;
  c.write_latency_us = b.cache_write_latency_us;
  d.cache_gb = b.cache_gb;
  d.write_buffer_fraction = b.write_buffer_fraction;
  Disk& k = d.capacity_disk;
  k.rpm = b.disk_rpm;
  k.avg_seek_ms = b.disk_avg_seek_ms;
  k.track_seek_ms = b.disk_track_seek_ms;
  k.full_seek_ms = b.disk_full_seek_ms;
  k.capacity_gb = b.disk_capacity_gb;
  k.od_mbps = b.disk_od_mbps;
  k.id_mbps = b.disk_id_mbps;
  d.capacity_disks_per_group = b.capacity_disks_per_group;
  d.failures_to_tolerate = b.failures_to_tolerate;
  d.stripe_width = b.stripe_width;
  d.slack_fraction = b.slack_fraction;
  d.read_cache_hit = b.read_cache_hit;
  d.network.kind = NetKind::Ethernet;
  d.network.link_gbps = b.link_gbps;
  d.network.usable_links = b.usable_links;
  d.network.mtu = b.mtu;
  d.network.stack_latency_us = b.stack_latency_us;
  d.utilization_limit = s.requirements.max_backing_utilization;
  return d;
}

HyperconvergedBackingResult computeHyperconvergedBacking(const Scenario& s)
{
  HyperconvergedBackingResult out;
  out.design = hyperconvergedDesign(s);
  const double hosts = std::max(1, s.hosts);

  // The background: the random load, and the reads of groups the read cache model does not
  // send to the datastore (no working set given), per host.
  const RandomLoad& rl = s.backing.random_load;
  double bg_read_mbps = 0, bg_read_iops = 0, bg_write_iops = 0;
  double rl_kib = finitePositive(rl.io_kib) ? rl.io_kib : 8.0;
  if (finitePositive(rl.iops)) {
    const double rf = std::clamp(rl.read_fraction, 0.0, 1.0);
    bg_write_iops = rl.iops * (1.0 - rf);
    add(rl.iops * rf * units::kibToMB(rl_kib), rl_kib, bg_read_mbps, bg_read_iops);
  }
  double w_mbps = 0, w_iops = 0;
  for (const VmGroup& g : s.vm_groups) {
    const double vms = clusterVms(s, g);
    if (!(vms > 0))
      continue;
    add(profileMeanMbps(g.write) * vms, meanKib(g.write_io_histogram, g.write_io_kib), w_mbps,
        w_iops);
    const bool modelled = g.read.working_set_gib && finitePositive(*g.read.working_set_gib);
    if (!modelled)
      add(profileMeanMbps(g.read) * vms, meanKib(g.read.io_histogram, g.read.io_kib), bg_read_mbps,
          bg_read_iops);
  }
  // The background as two streams: the random load's writes with its reads at their mean size.
  std::vector<HyperconvergedLoad> background;
  HyperconvergedLoad rw;
  rw.write_iops = bg_write_iops / hosts;
  rw.io_kib = rl_kib;
  background.push_back(rw);
  if (bg_read_iops > 0) {
    HyperconvergedLoad reads;
    reads.read_iops = bg_read_iops / hosts;
    reads.io_kib = bg_read_mbps / bg_read_iops / units::kibToMB(1.0);
    background.push_back(reads);
  }
  out.background.write_iops = rw.write_iops;
  out.background.read_iops = bg_read_iops / hosts;
  out.background.io_kib = rl_kib;
  out.vm_write_mbps = w_mbps;
  out.vm_writes.io_kib = w_iops > 0 ? w_mbps / w_iops / units::kibToMB(1.0) : 64.0;
  out.vm_writes.write_iops = w_iops / hosts;
  out.write_mbps_per_host = (w_mbps + bg_write_iops * units::kibToMB(rl_kib)) / hosts;
  out.read_mbps_per_host = bg_read_mbps / hosts;

  out.background_only = computeHyperconvergedStreams(out.design, background);
  std::vector<HyperconvergedLoad> all = background;
  all.push_back(out.vm_writes);
  out.at_load = computeHyperconvergedStreams(out.design, all);
  // One MB/s of writes per host at the VMs' size: each resource's demand per MB/s (linear).
  HyperconvergedLoad unit;
  unit.io_kib = out.vm_writes.io_kib;
  unit.write_iops = 1.0 / units::kibToMB(unit.io_kib);
  std::vector<HyperconvergedLoad> with_unit = background;
  with_unit.push_back(unit);
  const HyperconvergedResult u = computeHyperconvergedStreams(out.design, with_unit);
  if (!out.at_load.valid || !u.valid || !out.background_only.valid) {
    out.problem = out.at_load.problem.empty() ? std::string("hci_load") : out.at_load.problem;
    return out;
  }
  out.valid = true;
  const HyperconvergedResult& b = out.background_only;
  out.network = resource(b.network_utilization, u.network_utilization, hosts);
  out.cache = resource(b.cache_utilization, u.cache_utilization, hosts);
  out.disks = resource(b.disk_utilization, u.disk_utilization, hosts);
  out.write_mbps_capacity = out.disks.write_mbps_capacity;
  out.write_bound_by = HciBound::CapacityDisks;
  if (out.cache.write_mbps_capacity < out.write_mbps_capacity) {
    out.write_mbps_capacity = out.cache.write_mbps_capacity;
    out.write_bound_by = HciBound::CacheDevice;
  }
  if (out.network.write_mbps_capacity < out.write_mbps_capacity) {
    out.write_mbps_capacity = out.network.write_mbps_capacity;
    out.write_bound_by = HciBound::Network;
  }
  // One host alone: the copies that leave it per MB/s of its writes through its port's room.
  const double room = std::max(0.0, 1.0 - b.network_utilization) * b.link_payload_mbps;
  const double port =
      u.remote_copies_per_write > 0 ? room / u.remote_copies_per_write : out.write_mbps_capacity;
  out.host_write_mbps_capacity = std::min(port, out.write_mbps_capacity);

  // A write-through write: to every copy, acknowledged by the last. With FTT >= 1 at least one
  // copy is on another host; with FTT 0 the one copy is on another host (H - 1) / H of the time.
  const double ftt = out.design.failures_to_tolerate;
  out.remote_share = ftt >= 1 ? 1.0 : (hosts - 1.0) / hosts;
  const double bytes = units::kibToBytes(out.vm_writes.io_kib);
  const double wire_us = b.link_payload_mbps > 0 ? bytes / b.link_payload_mbps : 0.0;
  out.network_latency_us =
      out.remote_share * (2.0 * std::max(0.0, out.design.network.stack_latency_us) + wire_us);
  // The cache device at the background's utilisation: the write-through VMs' own writes wait
  // at the datastore's queue in the latency model (datastore_queue.h, which leaves them the
  // share the background leaves), so counting their load here too would count their wait
  // twice, and falling back to the background only once they saturate the device made the
  // latency drop as the writes grew.
  out.cache_latency_us =
      cacheWriteLatencyMs(out.design, out.vm_writes.io_kib, b.cache_utilization).value_or(0.0) *
      units::kUsPerMs;
  out.write_latency_us = out.network_latency_us + out.cache_latency_us;
  return out;
}

void applyHyperconverged(const Scenario& s, const HyperconvergedBackingResult& h,
                         BackingResult& out)
{
  out.raid_groups.clear();
  out.resources.clear();
  if (!h.valid) {
    out.problems.push_back("hyperconverged:" + h.problem);
    out.valid = false;
    return;
  }
  const auto idle = [](const HciResourceLoad& r) {
    return r.per_write_mbps > 0 ? 1.0 / r.per_write_mbps : 0.0;
  };
  out.resources = {{true, h.network.background, h.network.per_write_mbps},
                   {false, h.cache.background, h.cache.per_write_mbps},
                   {false, h.disks.background, h.disks.per_write_mbps}};
  // The random load's mix: one I/O per host of it, as a share of the busiest resource.
  out.random_iops = 0;
  const RandomLoad& rl = s.backing.random_load;
  if (finitePositive(rl.io_kib)) {
    HyperconvergedLoad one;
    const double rf = std::clamp(rl.read_fraction, 0.0, 1.0);
    one.io_kib = rl.io_kib;
    one.read_iops = rf;
    one.write_iops = 1.0 - rf;
    const HyperconvergedResult r = computeHyperconverged(h.design, one);
    if (r.valid && r.max_utilization > 0)
      out.random_iops = h.design.hosts / r.max_utilization;
  }
  out.disk_write_mbps = std::min(idle(h.cache), idle(h.disks));
  out.disk_write_mbps_available =
      std::min(h.cache.write_mbps_capacity, h.disks.write_mbps_capacity);
  out.disk_write_mbps_floor = out.disk_write_mbps_available;
  out.full_stripe_write_mbps = out.disk_write_mbps;
  out.full_stripe_write_mbps_available = out.disk_write_mbps_available;
  out.fabric_write_mbps = idle(h.network);
  out.fabric_write_mbps_available = h.network.write_mbps_capacity;
  const bool network = h.write_bound_by == HciBound::Network;
  out.destage_floor_mbps = h.write_mbps_capacity;
  out.destage_ceiling_mbps = h.write_mbps_capacity;
  out.ceiling_bound_by = network ? DestageCeiling::Fabric : DestageCeiling::FullStripe;
  if (out.bound_by != DestageBound::Measured) {
    out.write_mbps_capacity = h.write_mbps_capacity;
    out.bound_by = network ? DestageBound::Fabric : DestageBound::Disks;
  }
  out.host_write_mbps_capacity = std::min(h.host_write_mbps_capacity, out.write_mbps_capacity);

  // Writes the datastore absorbs in the long run: the write-through VMs' and the destaged ones.
  double wb = 0, wt = 0;
  for (const VmGroup& g : s.vm_groups) {
    (g.write_policy.isWriteBack() ? wb : wt) += groupMeanWriteMbps(g, s.hosts);
  }
  out.write_through_mbps = wt;
  out.array_write_mbps = wt + std::min(wb, out.write_mbps_capacity);
  out.write_cache_mb = 0;
  out.write_cache_keeps_up = false;
  out.front_end_latency_us = h.network_latency_us;
  out.disk_write_latency_us = h.cache_latency_us;
  out.disk_write_latency_at_us = nullptr;
  out.write_through_beside_mbps =
      0;  // not modelled for this kind (docs/models/backing.md section 11)
  out.write_through_disk_share = 0;
  out.datastore_write_latency_us = h.write_latency_us;
}

std::vector<Finding> hyperconvergedFindings(const Scenario& s, const HyperconvergedBackingResult& h)
{
  std::vector<Finding> out;
  if (!h.valid)
    return out;
  const HyperconvergedResult& r = h.at_load;
  const double limit = h.design.utilization_limit;
  const struct {
    const char* word;
    double u;
  } resources[] = {{"network", r.network_utilization},
                   {"cache_device", r.cache_utilization},
                   {"capacity_disks", r.disk_utilization}};
  for (const auto& res : resources) {
    if (!(res.u > limit))
      continue;
    Finding f;
    f.severity = res.u >= 1 ? Severity::Critical : Severity::Warning;
    f.code = res.u >= 1 ? "hci_saturated" : "hci_over_limit";
    f.values = {{"utilization", res.u},
                {"limit", limit},
                {"hosts", s.hosts},
                {"write_mbps", h.vm_write_mbps},
                {"write_mbps_capacity", h.write_mbps_capacity}};
    f.labels = {{"resource", res.word}};
    out.push_back(std::move(f));
  }
  {
    // What the hosts take of the cluster's writes (the destage capacity), and its bound.
    Finding f;
    f.code = "hci_destage_bound";
    f.labels = {{"resource", hciBoundWord(h.write_bound_by)}};
    f.values = {{"write_mbps_capacity", h.write_mbps_capacity},
                {"host_write_mbps_capacity", h.host_write_mbps_capacity},
                {"copies", r.copies},
                {"remote_copies_per_write", r.remote_copies_per_write},
                {"io_kib", h.vm_writes.io_kib},
                {"write_latency_us", h.write_latency_us},
                {"hosts", s.hosts}};
    out.push_back(std::move(f));
  }
  const int ftt = h.design.failures_to_tolerate;
  if (ftt > 0 && !r.rebuild_possible) {
    Finding f;
    f.severity = Severity::Warning;
    f.code = "hci_rebuild_impossible";
    f.values = {{"hosts", s.hosts}, {"ftt", ftt}, {"min_hosts", 2.0 * ftt + 2}};
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace accel
