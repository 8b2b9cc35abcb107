// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Cross-model checks (docs/models/consistency.md).
#include "model/evaluate/consistency.h"

#include <algorithm>
#include <cmath>

#include "model/common/profile.h"
#include "model/common/units.h"

namespace accel {

namespace {

/// Relative slack under which two figures count as equal (rounding of the inputs).
constexpr double kSlack = 1e-9;

void bufferCapacity(const Scenario& s, std::vector<Finding>& out)
{
  const int hosts = s.hosts;
  const double buffer_mb = s.acceleration.write_buffer_mb;
  if (hosts < 1 || !(buffer_mb > 0))
    return;
  std::vector<double> own(static_cast<std::size_t>(hosts), 0.0);
  std::vector<double> copies(own.size(), 0.0);
  std::vector<int> vms(own.size(), 0);
  for (const VmGroup& g : s.vm_groups) {
    if (!g.write_policy.isWriteBack() || g.vms_per_host <= 0)
      continue;
    const int peers = std::min(std::max(g.write_policy.peers, 0), hosts - 1);
    const double per_host = g.vms_per_host * buffer_mb;
    for (int h = 0; h < hosts; ++h) {
      if (!runsOnHost(g, hosts, h))
        continue;
      own[static_cast<std::size_t>(h)] += per_host;
      vms[static_cast<std::size_t>(h)] += g.vms_per_host;
      if (peers == 0)
        continue;
      // N' copies spread evenly over the other hosts.
      const double each = per_host * peers / (hosts - 1);
      for (int j = 0; j < hosts; ++j)
        if (j != h)
          copies[static_cast<std::size_t>(j)] += each;
    }
  }
  std::size_t worst = 0;
  for (std::size_t h = 1; h < own.size(); ++h)
    if (own[h] + copies[h] > own[worst] + copies[worst])
      worst = h;
  const double total = own[worst] + copies[worst];
  const double capacity_mb = units::gibToMB(s.acceleration.capacity_gib);
  if (!(total > capacity_mb * (1 + kSlack)) || !(capacity_mb > 0))
    return;
  const double fits = capacity_mb / total;
  Finding f;
  f.severity = Severity::Critical;
  f.code = "destager_buffers_exceed_device";
  f.area = "destager";
  f.host = static_cast<int>(worst);
  f.values = {{"buffer_mb", buffer_mb},
              {"vms", vms[worst]},
              {"own_mb", own[worst]},
              {"copies_mb", copies[worst]},
              {"total_mb", total},
              {"capacity_gib", s.acceleration.capacity_gib},
              {"capacity_mb", capacity_mb},
              {"needed_capacity_gib", total / units::gibToMB(1.0)},
              {"fit_buffer_mb", buffer_mb * fits},
              {"fit_vms", std::floor(vms[worst] * fits)}};
  out.push_back(f);
}

void writeThrough(const Scenario& s, const Evaluation& e, std::vector<Finding>& out)
{
  const std::size_t n = std::min(s.vm_groups.size(), e.latency.groups.size());
  for (std::size_t i = 0; i < n; ++i) {
    const VmGroup& g = s.vm_groups[i];
    const GroupLatency& gl = e.latency.groups[i];
    if (g.vms_per_host <= 0 || hostsRunning(g, s.hosts) <= 0)
      continue;
    if (!g.write_policy.isWriteBack()) {
      if (!writeThroughUnbounded(s, e, i))
        continue;
      Finding f;
      f.severity = Severity::Critical;
      f.code = "latency_datastore_saturated";
      f.area = "latency";
      f.group = static_cast<int>(i);
      if (e.backing.all_flash) {
        const AllFlashResult& af = *e.backing.all_flash;
        f.values = {{"all_flash", 1},
                    {"utilization", af.random_load.utilization},
                    {"load_iops", af.random_load.utilization * af.random_mix.iops},
                    {"random_iops", af.random_mix.iops},
                    {"floor_us", gl.floor_us},
                    {"io_kib", units::bytesToKiB(gl.mean_io_bytes)}};
        out.push_back(f);
        continue;
      }
      if (e.hyperconverged) {
        // The hosts' disk groups: the busiest resource under the background load.
        const HyperconvergedResult& bg = e.hyperconverged->background_only;
        f.values = {{"hyperconverged", 1},
                    {"utilization", bg.max_utilization},
                    {"floor_us", gl.floor_us},
                    {"io_kib", units::bytesToKiB(gl.mean_io_bytes)}};
        f.labels["resource"] = hciBoundWord(bg.bound_by);
        out.push_back(f);
        continue;
      }
      if (e.backing.raid_groups.empty())
        continue;
      const RaidGroupResult& rg = e.backing.raid_groups.front();
      f.values = {{"raid_group_index", 0},     {"utilization", rg.max_utilization},
                  {"load_iops", rg.load_iops}, {"random_iops", rg.random_iops},
                  {"disks", rg.disks},         {"limit", e.backing.options.disk_utilization_limit},
                  {"floor_us", gl.floor_us},   {"io_kib", units::bytesToKiB(gl.mean_io_bytes)}};
      if (rg.disks_needed)
        f.values["disks_needed"] = *rg.disks_needed;
      out.push_back(f);
      continue;
    }
    if (e.datastore_saturated)
      continue;  // write-through would wait without bound: no gain to compare
    // Both legs of a write-through commit are affine in the size, so the floor at the mean
    // size is the floor of the group's size mix.
    const CommitFloor wt = commitFloorUs(s, WritePolicy{WriteMode::WriteThrough, 0},
                                         gl.mean_io_bytes, e.latency_options);
    if (!(wt.floor_us <= gl.floor_us * (1 + kSlack)))
      continue;
    Finding f;
    f.severity = Severity::Warning;
    f.code = "latency_write_through_as_fast";
    f.area = "latency";
    f.group = static_cast<int>(i);
    f.labels["policy"] = "WB+" + std::to_string(g.write_policy.peers);
    f.labels["wt_bound_by"] = boundByKey(wt.bound_by);
    f.values = {{"floor_us", gl.floor_us},
                {"wt_floor_us", wt.floor_us},
                {"datastore_us", wt.legs.datastore_us},
                {"local_device_us", wt.legs.local_device_us},
                {"io_kib", units::bytesToKiB(gl.mean_io_bytes)}};
    if (i < e.replica.groups.size())
      f.values["payload_mbps"] = e.replica.groups[i].payload_mbps;
    out.push_back(f);
  }
}

void destageBottleneck(const Evaluation& e, std::vector<Finding>& out)
{
  const DestagerResult& d = e.destager;
  const double demand = d.write_back_fed_mbps;  // what reaches the buffers
  if (!(demand > 0) || !(demand > d.cluster_destage_mbps * (1 + kSlack)))
    return;
  const BackingResult& b = e.backing;
  Finding f;
  f.severity = Severity::Critical;
  f.code = "backing_destage_bottleneck";
  f.area = "backing";
  f.labels["bound_by"] = destageBoundWord(d.bound_by);
  if (e.hyperconverged) {
    f.labels["backing"] = "hyperconverged";
    f.labels["resource"] = hciBoundWord(e.hyperconverged->write_bound_by);
  }
  f.values = {{"demand_mbps", demand},
              {"destage_mbps", d.cluster_destage_mbps},
              {"write_back_vms", d.write_back_vms},
              {"full_stripe_write_mbps", b.full_stripe_write_mbps},
              {"destage_ceiling_mbps", b.destage_ceiling_mbps},
              {"fabric_write_mbps", b.fabric_write_mbps_available}};
  out.push_back(f);
}

}  // namespace

void qualifyWriteBackGain(const Scenario& s, const Evaluation& e, std::vector<Finding>& findings)
{
  if (!e.backing.valid)
    return;
  double write_back = 0;
  for (const VmGroup& g : s.vm_groups)
    if (g.write_policy.isWriteBack())
      write_back += groupMeanWriteMbps(g, s.hosts);
  // What the destager gets (the array's capacity, less what streams running all the time
  // take), as the destager's own verdict reads it.
  const double capacity = e.destager.cluster_destage_mbps;
  for (Finding& f : findings) {
    if (f.code != "latency_write_back_gain" || f.group < 0 ||
        static_cast<std::size_t>(f.group) >= s.vm_groups.size())
      continue;
    const double after =
        write_back + groupMeanWriteMbps(s.vm_groups[static_cast<std::size_t>(f.group)], s.hosts);
    if (!(after > capacity * (1 + kSlack)))
      continue;
    f.labels["destage"] = "short";
    f.values["destage_mbps"] = capacity;
    f.values["write_back_mean_mbps"] = after;
  }
}

std::vector<Finding> consistencyFindings(const Scenario& s, const Evaluation& e)
{
  std::vector<Finding> out;
  bufferCapacity(s, out);
  writeThrough(s, e, out);
  destageBottleneck(e, out);
  return out;
}

}  // namespace accel
