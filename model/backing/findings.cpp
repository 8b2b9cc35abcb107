// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The backing array's findings (docs/models/backing.md, "Findings").
#include "model/backing/backing.h"

#include <algorithm>
#include <cmath>

#include "model/common/units.h"

namespace accel {

std::vector<Finding> backingFindings(const Scenario& s, const BackingResult& r)
{
  std::vector<Finding> out;
  const Backing& b = s.backing;
  const BackingOptions& opt = r.options;

  appendProblemFindings(out, "backing_invalid", r.problems);

  for (std::size_t i = 0; i < r.raid_groups.size() && i < b.raid_groups.size(); ++i) {
    const RaidGroupResult& g = r.raid_groups[i];
    const RaidGroup& rg = b.raid_groups[i];
    if (!g.valid)
      continue;
    const double index = static_cast<double>(i);

    if (g.load_iops > 0 && g.max_utilization >= opt.disk_utilization_limit) {
      Finding f;
      const bool sat = g.saturated || g.max_utilization >= 1.0;
      f.severity = sat ? Severity::Critical : Severity::Warning;
      f.code = sat ? "backing_group_saturated" : "backing_group_over_limit";
      f.values = {{"raid_group_index", index},           {"utilization", g.max_utilization},
                  {"limit", opt.disk_utilization_limit}, {"load_iops", g.load_iops},
                  {"random_iops", g.random_iops},        {"disks", g.disks}};
      if (g.disks_needed)
        f.values["disks_needed"] = *g.disks_needed;
      out.push_back(f);
    }

    if (g.raid10_disks_needed && g.disks_needed && g.load_iops > 0) {
      Finding f;
      f.severity = *g.disks_needed > g.disks ? Severity::Warning : Severity::Info;
      f.code = "backing_small_write_penalty";
      f.labels["alt_level"] = "RAID10";
      f.values = {{"raid_group_index", index},
                  {"disks", g.disks},
                  {"disks_needed", *g.disks_needed},
                  {"alt_disks_needed", *g.raid10_disks_needed},
                  {"write_penalty", g.write_penalty},
                  {"alt_write_penalty", smallWritePenalty(RaidLevel::Raid10)},
                  {"read_fraction", b.random_load.read_fraction},
                  {"io_kib", b.random_load.io_kib},
                  {"load_iops", g.load_iops},
                  {"disk_random_iops", g.disk_random_iops},
                  {"disk_rpm", rg.disk.rpm},
                  {"limit", opt.disk_utilization_limit}};
      out.push_back(f);
    }

    // A narrow parity group writes one segment by reconstruct-write (docs/models/backing.md
    // section 2): a disk added reads one more data segment per small write, until
    // read-modify-write (2 + 2p) is as cheap. Why a wider group can carry fewer random writes.
    const RaidGeometry geo = raidGeometry(rg);
    if (geo.valid && geo.hasParity() && g.write_penalty < smallWritePenalty(geo.level)) {
      Finding f;
      f.severity = Severity::Info;
      f.code = "backing_reconstruct_write";
      f.values = {{"raid_group_index", index},
                  {"disks", g.disks},
                  {"subgroups", geo.subgroups},
                  {"subgroup_disks", geo.subgroup_disks},
                  {"parity", geo.parity},
                  {"reads_per_write", geo.subgroup_data - 1},
                  {"write_penalty", g.write_penalty},
                  {"rmw_penalty", smallWritePenalty(geo.level)},
                  {"rmw_subgroup_disks", 2 * geo.parity + 2}};
      out.push_back(f);
    }

    if (rg.alignment_offset_kib > 0 && g.split_share > g.split_share_aligned + 1e-12) {
      Finding f;
      f.severity = Severity::Warning;
      f.code = "backing_misaligned";
      f.values = {{"raid_group_index", index},
                  {"offset_kib", rg.alignment_offset_kib},
                  {"io_kib", b.random_load.io_kib},
                  {"segment_kib", rg.segment_kib},
                  {"grain_kib", opt.io_grain_kib},
                  {"split_share", g.split_share},
                  {"aligned_split_share", g.split_share_aligned}};
      out.push_back(f);
    }

    if (g.load_iops > 0 && g.hotspot_index >= opt.hotspot_index_limit) {
      Finding f;
      f.severity = Severity::Warning;
      f.code = "backing_hotspot";
      f.values = {{"raid_group_index", index},
                  {"hotspot_index", g.hotspot_index},
                  {"limit", opt.hotspot_index_limit},
                  {"busiest_disk", g.busiest_disk},
                  {"max_utilization", g.max_utilization},
                  {"mean_utilization", g.mean_utilization}};
      out.push_back(f);
    }
  }

  const StorageNetwork& net = b.storage_network;
  if (b.kind != BackingKind::Hyperconverged && r.fabric.valid && net.kind == StorageKind::Iscsi &&
      r.fabric.sessions == 1 && r.fabric.host_write_mbps < r.disk_write_mbps_available) {
    Finding f;
    f.severity = Severity::Warning;
    f.code = "backing_iscsi_single_session";
    f.labels["fix"] = net.paths > 1 ? "round_robin" : "add_paths";
    f.values = {{"session_mbps", r.fabric.host_write_mbps},
                {"disk_write_mbps", r.disk_write_mbps_available},
                {"link_gbps", net.link_gbps},
                {"paths", net.paths},
                {"session_limit_binds", r.fabric.session_limit_binds ? 1.0 : 0.0}};
    out.push_back(f);
  }

  if (!r.raid_groups.empty()) {
    Finding f;
    f.severity = Severity::Info;
    f.code = "backing_destage_bound";
    f.labels["bound_by"] = destageBoundWord(r.bound_by);
    f.labels["pattern"] = destagePatternWord(r.destage_pattern);
    f.labels["scheduling"] = diskSchedulingWord(r.disk_scheduling);
    f.labels["ceiling_bound_by"] = destageCeilingWord(r.ceiling_bound_by);
    f.values = {{"write_mbps_capacity", r.write_mbps_capacity},
                {"host_write_mbps_capacity", r.host_write_mbps_capacity},
                {"disk_write_mbps", r.disk_write_mbps_available},
                {"fabric_write_mbps", r.fabric_write_mbps_available},
                {"full_stripe_write_mbps", r.full_stripe_write_mbps},
                {"destage_floor_mbps", r.destage_floor_mbps},
                {"destage_ceiling_mbps", r.destage_ceiling_mbps},
                {"destage_io_kib", r.destage_io_kib},
                {"sequential_fraction", s.backing.destage_sequential_fraction},
                {"destaging_hosts", r.destaging_hosts},
                {"outstanding_writes", r.destage_outstanding_writes}};
    for (const RaidGroupResult& g : r.raid_groups) {
      if (!g.valid)
        continue;
      f.values["queue_per_disk"] = g.destage_queue_per_disk;
      f.values["positioning_ms"] = g.destage_positioning_ms;
      f.values["fcfs_positioning_ms"] = g.disk_positioning_ms;
      f.values["merged_io_kib"] = g.destage_merged_io_kib;
      break;
    }
    if (s.backing.destage_pattern == DestagePattern::Coalesced)
      f.values["coalescing"] = s.backing.destage_coalescing;
    out.push_back(f);
  }

  // What write-through VMs wait for: only they see the cache full (a destager is held to
  // its destage rate anyway).
  if (!r.raid_groups.empty() && r.write_cache_mb > 0 && !r.write_cache_keeps_up &&
      r.write_through_mbps > 0) {
    Finding f;
    f.severity = Severity::Warning;
    f.code = "backing_write_cache_full";
    f.values = {
        {"write_cache_mb", r.write_cache_mb},
        {"array_write_mbps", r.array_write_mbps},
        {"disk_write_mbps", r.bound_by == DestageBound::Measured ? r.write_mbps_capacity
                                                                 : r.disk_write_mbps_available},
        {"datastore_write_latency_us", r.datastore_write_latency_us},
        {"front_end_latency_us", r.front_end_latency_us}};
    out.push_back(f);
  }
  sortFindings(out);
  return out;
}

}  // namespace accel
