// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/failure/failure.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>

#include "model/common/units.h"

namespace accel {

const char* failureKindKey(FailureKind k)
{
  switch (k) {
  case FailureKind::Host: return "host";
  case FailureKind::PeerLink: return "peer_link";
  case FailureKind::StoragePath: return "storage_path";
  case FailureKind::RaidMember: return "raid_member";
  }
  return "host";
}

std::optional<FailureKind> failureKindFromKey(const std::string& key)
{
  for (FailureKind k : {FailureKind::Host, FailureKind::PeerLink, FailureKind::StoragePath,
                        FailureKind::RaidMember})
    if (key == failureKindKey(k))
      return k;
  return std::nullopt;
}

HaRestart haRestart(const Scenario& s, int lost_host)
{
  HaRestart r;
  r.lost_host = lost_host;
  const int hosts = s.hosts;
  const int survivors = std::max(hosts - 1, 0);
  const std::size_t groups = s.vm_groups.size();
  r.vms.assign(groups, std::vector<int>(static_cast<std::size_t>(survivors), 0));
  r.lost.assign(groups, 0);
  r.restarted.assign(groups, 0);
  r.not_restarted.assign(groups, 0);
  std::vector<int> load(static_cast<std::size_t>(survivors), 0);
  for (std::size_t g = 0; g < groups; ++g) {
    const VmGroup& vg = s.vm_groups[g];
    for (int h = 0; h < hosts; ++h) {
      if (!runsOnHost(vg, hosts, h))
        continue;
      if (h == lost_host) {
        r.lost[g] = vg.vms_per_host;
        continue;
      }
      const std::size_t at = static_cast<std::size_t>(h < lost_host ? h : h - 1);
      r.vms[g][at] += vg.vms_per_host;
      load[at] += vg.vms_per_host;
    }
  }
  const int cap = s.max_vms_per_host ? *s.max_vms_per_host : std::numeric_limits<int>::max();
  for (std::size_t g = 0; g < groups; ++g) {
    for (int v = 0; v < r.lost[g]; ++v) {
      int best = -1;
      for (int h = 0; h < survivors; ++h) {
        const std::size_t at = static_cast<std::size_t>(h);
        if (load[at] >= cap)
          continue;
        if (best < 0 || load[at] < load[static_cast<std::size_t>(best)])
          best = h;
      }
      if (best < 0) {
        r.not_restarted[g] = r.lost[g] - r.restarted[g];
        break;
      }
      ++r.vms[g][static_cast<std::size_t>(best)];
      ++load[static_cast<std::size_t>(best)];
      ++r.restarted[g];
    }
  }
  return r;
}

Scenario layeredScenario(const Scenario& s, int hosts, const std::vector<std::vector<int>>& vms,
                         std::vector<int>* origin)
{
  Scenario out = s;
  out.hosts = hosts;
  out.vm_groups.clear();
  std::vector<int> from;
  for (std::size_t g = 0; g < s.vm_groups.size() && g < vms.size(); ++g) {
    std::vector<int> c = vms[g];
    c.resize(static_cast<std::size_t>(std::max(hosts, 0)), 0);
    std::sort(c.begin(), c.end(), std::greater<int>());
    bool first = true;
    // Layers from the widest: on the first i + 1 hosts, c[i] - c[i + 1] VMs each.
    for (int i = hosts - 1; i >= 0; --i) {
      const int here = c[static_cast<std::size_t>(i)];
      const int next = i + 1 < hosts ? c[static_cast<std::size_t>(i + 1)] : 0;
      if (here <= next)
        continue;
      VmGroup layer = s.vm_groups[g];
      layer.vms_per_host = here - next;
      layer.on_hosts = i + 1 == hosts ? std::nullopt : std::optional<int>(i + 1);
      if (!first)
        layer.name += " (restarted)";
      first = false;
      out.vm_groups.push_back(layer);
      from.push_back(static_cast<int>(g));
    }
    if (first) {  // no VM left anywhere
      VmGroup none = s.vm_groups[g];
      none.vms_per_host = 0;
      none.on_hosts.reset();
      out.vm_groups.push_back(none);
      from.push_back(static_cast<int>(g));
    }
  }
  if (origin)
    *origin = from;
  return out;
}

namespace {

/// Larger is worse: a requirement's value as a badness (unbounded worst, "never" best).
double badness(const RequirementCheck& c)
{
  if (c.unbounded)
    return std::numeric_limits<double>::infinity();
  if (!c.value)
    return -std::numeric_limits<double>::infinity();
  return c.sense == LimitSense::AtMost ? *c.value : -*c.value;
}

std::string checkId(const RequirementCheck& c, int group)
{
  std::string id = requirementKindKey(c.kind);
  if (group >= 0)
    id += "." + std::to_string(group);
  return id;
}

/// The healthy checks beside the worst degraded layer of each, in one phase.
void addCosts(const RequirementsResult& healthy, const RequirementsResult& degraded,
              const std::vector<int>& origin, const std::string& phase,
              std::optional<double> duration_s, FailureResult& r)
{
  std::map<std::string, const RequirementCheck*> worst;
  for (const RequirementCheck& c : degraded.checks) {
    int g = -1;
    if (c.group >= 0) {
      if (static_cast<std::size_t>(c.group) >= origin.size())
        continue;
      g = origin[static_cast<std::size_t>(c.group)];
    }
    const std::string id = checkId(c, g);
    auto it = worst.find(id);
    if (it == worst.end() || badness(c) > badness(*it->second))
      worst[id] = &c;
  }
  for (const RequirementCheck& h : healthy.checks) {
    FailureCost cost;
    cost.id = h.id;
    cost.kind = h.kind;
    cost.group = h.group;
    cost.phase = phase;
    cost.duration_s = duration_s;
    cost.limit = h.limit;
    cost.sense = h.sense;
    cost.healthy = h.value;
    cost.healthy_unbounded = h.unbounded;
    cost.healthy_met = h.met;
    cost.healthy_while_full = h.while_full;
    auto it = worst.find(checkId(h, h.group));
    if (it == worst.end())
      continue;  // nothing of it runs in the degraded design
    const RequirementCheck& d = *it->second;
    cost.degraded = d.value;
    cost.degraded_unbounded = d.unbounded;
    cost.degraded_met = d.met;
    cost.degraded_while_full = d.while_full;
    const double bh = badness(h), bd = badness(d);
    cost.worse = bd > bh && !(std::isfinite(bh) && std::isfinite(bd) &&
                              std::abs(bd - bh) <= 1e-9 * std::max(std::abs(bh), 1.0));
    r.costs.push_back(cost);
  }
  r.degraded_all_met = r.degraded_all_met && degraded.all_met;
}

double peakBacklogMb(const Evaluation& e, std::size_t g)
{
  if (g >= e.destager.groups.size())
    return 0;
  const double b = e.destager.groups[g].peak_backlog_mb;
  return std::isfinite(b) ? std::max(b, 0.0) : 0.0;
}

/// Hosts (0-based) whose VMs keep a replica on host `k`: spread, all others; ring, the N
/// before it.
bool replicatesTo(const Scenario& s, const VmGroup& g, int h, int k)
{
  if (h == k || g.write_policy.replicaCopies() < 1)
    return false;
  if (s.peer_network.peer_selection == PeerSelection::Spread)
    return true;
  const int n = std::min(g.write_policy.peers, s.hosts - 1);
  for (int j = 1; j <= n; ++j)
    if ((h + j) % s.hosts == k)
      return true;
  return false;
}

/// The degraded cluster's groups with every write-back group that replicates set to
/// write-through (the transient state).
Scenario writeThroughReplicated(Scenario t)
{
  for (VmGroup& g : t.vm_groups)
    if (g.write_policy.replicaCopies() >= 1)
      g.write_policy = WritePolicy{WriteMode::WriteThrough, 0};
  return t;
}

Finding finding(Severity sev, const std::string& code, int group = -1)
{
  Finding f;
  f.severity = sev;
  f.code = code;
  f.group = group;
  f.area = "failure";
  return f;
}

/// What a destage offered at `offered` MB/s gets of an array absorbing `capacity` MB/s beside
/// `wt` MB/s of write-through writes: the room they leave, up to the offer (the write-through
/// writes, whose latency the transient evaluation shows, are served first); 0 when they
/// leave none.
double sharedDestageMbps(double capacity, double offered, double wt)
{
  return std::clamp(capacity - std::max(wt, 0.0), 0.0, std::max(offered, 0.0));
}

/// Writes buffered on the survivors that lose a replica on host `k`, plus the lost host's
/// own, drained at the array's room while the survivors write through.
void reprotect(const Scenario& s, const Evaluation& healthy, int k, bool host_lost,
               FailureResult& r)
{
  // The backlog drains in the design's destage pattern (the healthy capacity for it) from
  // the surviving hosts' paths, beside the write-through VMs' mean writes.
  const Evaluation& t = *r.transient_evaluation;
  const int destaging = host_lost ? s.hosts - 1 : s.hosts;
  r.write_through_mbps = t.backing.write_through_mbps;
  r.destage_capacity_mbps = healthy.backing.write_mbps_capacity;
  r.destage_room_mbps = sharedDestageMbps(healthy.backing.write_mbps_capacity,
                                          destaging * healthy.backing.host_write_mbps_capacity,
                                          t.backing.write_through_mbps);
  double backlog = 0;
  for (std::size_t g = 0; g < s.vm_groups.size(); ++g) {
    const VmGroup& vg = s.vm_groups[g];
    if (!vg.write_policy.isWriteBack())
      continue;
    int vms = 0;
    for (int h = 0; h < s.hosts; ++h)
      if (runsOnHost(vg, s.hosts, h) && (replicatesTo(s, vg, h, k) || (!host_lost && h == k)))
        vms += vg.vms_per_host;
    if (vms > 0) {
      r.write_through_vms += vms;
      r.write_through_groups.push_back(static_cast<int>(g));
      backlog += vms * peakBacklogMb(healthy, g);
    }
  }
  r.reprotect_backlog_mb = backlog + (r.lost_backlog_mb - r.unprotected_backlog_mb);
  if (r.reprotect_backlog_mb <= 0)
    r.reprotect_s = 0.0;
  else if (r.destage_room_mbps > 0)
    r.reprotect_s = r.reprotect_backlog_mb / r.destage_room_mbps;
}

void hostLost(const Scenario& s, const Evaluation& healthy, int k, const EvaluateOptions& opt,
              FailureResult& r)
{
  r.restart = haRestart(s, k);
  const HaRestart& ha = *r.restart;
  int flushers = 0;
  for (std::size_t g = 0; g < s.vm_groups.size(); ++g) {
    r.vms_lost += ha.lost[g];
    r.vms_restarted += ha.restarted[g];
    r.vms_not_restarted += ha.not_restarted[g];
    const VmGroup& vg = s.vm_groups[g];
    if (!vg.write_policy.isWriteBack() || ha.lost[g] == 0)
      continue;
    const double mb = ha.lost[g] * peakBacklogMb(healthy, g);
    r.lost_backlog_mb += mb;
    if (vg.write_policy.replicaCopies() < 1) {
      r.unprotected_backlog_mb += mb;
    } else {
      const int n = s.peer_network.peer_selection == PeerSelection::Spread
                        ? s.hosts - 1
                        : std::min(vg.write_policy.peers, s.hosts - 1);
      flushers = std::max(flushers, n);
    }
  }
  r.flushing_hosts = flushers;
  r.data_lost = r.unprotected_backlog_mb > 0;
  const int survivors = s.hosts - 1;
  r.degraded = layeredScenario(s, survivors, ha.vms, &r.origin);
  std::vector<std::vector<int>> own = ha.vms;
  for (std::size_t g = 0; g < own.size(); ++g) {
    for (int h = 0; h < survivors; ++h) {
      const int old = h < k ? h : h + 1;
      own[g][static_cast<std::size_t>(h)] =
          runsOnHost(s.vm_groups[g], s.hosts, old) ? s.vm_groups[g].vms_per_host : 0;
    }
  }
  r.transient = writeThroughReplicated(layeredScenario(s, survivors, own, &r.transient_origin));
  r.transient_evaluation = evaluate(*r.transient, opt);
  reprotect(s, healthy, k, true, r);
  const double protected_mb = r.lost_backlog_mb - r.unprotected_backlog_mb;
  r.flush_mbps = std::min(flushers * std::max(healthy.backing.host_write_mbps_capacity, 0.0),
                          r.destage_room_mbps);
  if (protected_mb <= 0)
    r.flush_s = 0.0;
  else if (r.flush_mbps > 0)
    r.flush_s = protected_mb / r.flush_mbps;
}

void hostCutOff(const Scenario& s, const Evaluation& healthy, int k, const EvaluateOptions& opt,
                FailureResult& r)
{
  // The host keeps running its VMs; they and every VM replicating to it write through. The
  // model places the cut-off host's VMs, as write-through groups, on the first connected host.
  const int connected = s.hosts - 1;
  std::vector<std::vector<int>> own(s.vm_groups.size(),
                                    std::vector<int>(static_cast<std::size_t>(connected), 0));
  for (std::size_t g = 0; g < own.size(); ++g)
    for (int h = 0; h < connected; ++h)
      own[g][static_cast<std::size_t>(h)] =
          runsOnHost(s.vm_groups[g], s.hosts, h < k ? h : h + 1) ? s.vm_groups[g].vms_per_host : 0;
  auto withCutOff = [&](Scenario d, std::vector<int>& origin) {
    for (std::size_t g = 0; g < s.vm_groups.size(); ++g) {
      const VmGroup& vg = s.vm_groups[g];
      if (!runsOnHost(vg, s.hosts, k) || vg.vms_per_host == 0)
        continue;
      VmGroup wt = vg;
      wt.name += " (cut off)";
      wt.on_hosts = 1;
      if (wt.write_policy.isWriteBack())
        wt.write_policy = WritePolicy{WriteMode::WriteThrough, 0};
      d.vm_groups.push_back(wt);
      origin.push_back(static_cast<int>(g));
    }
    return d;
  };
  r.degraded = withCutOff(layeredScenario(s, connected, own, &r.origin), r.origin);
  r.transient_origin = r.origin;
  r.transient = writeThroughReplicated(r.degraded);
  r.transient_evaluation = evaluate(*r.transient, opt);
  reprotect(s, healthy, k, false, r);
}

void raidMemberLost(const Scenario& s, const Evaluation& healthy, const FailureSpec& f,
                    FailureResult& r)
{
  const std::size_t i = static_cast<std::size_t>(f.raid_group);
  const RaidGroup& rg = s.backing.raid_groups[i];
  const RaidGeometry geo = raidGeometry(rg);
  const DegradedRaidCost cost = degradedRaidCost(geo);
  r.raid_cost = cost;
  if (!cost.redundant) {
    r.problem = "no_redundancy";
    r.data_lost = true;
    return;
  }
  double read_share = 0;
  if (i < healthy.backing.raid_groups.size()) {
    const RaidGroupResult& g = healthy.backing.raid_groups[i];
    const RandomLoad& load = s.backing.random_load;
    const double rf = std::clamp(load.read_fraction, 0.0, 1.0);
    const double reads = std::max(load.iops, 0.0) * rf * g.load_share * g.read_member_ios;
    const double kib =
        g.destage_merged_io_kib > 0 ? g.destage_merged_io_kib : healthy.backing.destage_io_kib;
    const double destage_iops =
        kib > 0 ? healthy.backing.array_write_mbps * g.load_share * 1e6 / (kib * 1024.0) : 0.0;
    const double writes =
        (std::max(load.iops, 0.0) * (1 - rf) * g.load_share + destage_iops) * g.write_member_ios;
    if (reads + writes > 0 && std::isfinite(reads + writes))
      read_share = reads / (reads + writes);
  }
  r.rebuild = raidRebuild(rg, cost, read_share, f.rebuild_share);
  r.degraded = s;
  r.degraded.backing.raid_groups[i].disk = slowedDisk(rg.disk, r.rebuild->slowdown);
  r.origin.clear();
  for (std::size_t g = 0; g < s.vm_groups.size(); ++g)
    r.origin.push_back(static_cast<int>(g));
}

void addFindings(const Scenario& s, const Evaluation& healthy, FailureResult& r)
{
  const int k = r.failure.host - 1;
  if (r.data_lost) {
    Finding f = finding(Severity::Critical, "failure_data_lost");
    f.values["lost_mb"] = r.unprotected_backlog_mb;
    if (r.failure.kind == FailureKind::RaidMember)
      f.values["raid_group"] = r.failure.raid_group;
    else
      f.host = k;
    r.findings.push_back(f);
  }
  if (r.restart) {
    for (std::size_t g = 0; g < r.restart->not_restarted.size(); ++g) {
      if (r.restart->not_restarted[g] <= 0)
        continue;
      Finding f = finding(Severity::Critical, "failure_vms_not_restarted", static_cast<int>(g));
      f.values["vms"] = r.restart->not_restarted[g];
      f.values["lost_vms"] = r.restart->lost[g];
      if (s.max_vms_per_host)
        f.values["max_vms_per_host"] = *s.max_vms_per_host;
      r.findings.push_back(f);
    }
    if (r.lost_backlog_mb - r.unprotected_backlog_mb > 0) {
      Finding f =
          finding(r.flush_s ? Severity::Info : Severity::Critical, "failure_restart_delayed");
      f.host = k;
      f.values["backlog_mb"] = r.lost_backlog_mb - r.unprotected_backlog_mb;
      f.values["hosts"] = r.flushing_hosts;
      f.values["flush_mbps"] = r.flush_mbps;
      f.values["write_through_mbps"] = r.write_through_mbps;
      f.values["capacity_mbps"] = r.destage_capacity_mbps;
      f.values["vms"] = r.vms_restarted;
      if (r.flush_s)
        f.values["flush_s"] = *r.flush_s;
      else
        f.labels["flush"] = "never";
      r.findings.push_back(f);
    }
  }
  if (r.transient_evaluation) {
    for (int g : r.write_through_groups) {
      Finding f = finding(r.reprotect_s ? Severity::Warning : Severity::Critical,
                          "failure_write_through", g);
      f.values["vms"] = r.write_through_vms;
      f.values["backlog_mb"] = r.reprotect_backlog_mb;
      f.values["room_mbps"] = r.destage_room_mbps;
      f.values["write_through_mbps"] = r.write_through_mbps;
      f.values["capacity_mbps"] = r.destage_capacity_mbps;
      if (r.reprotect_s)
        f.values["duration_s"] = *r.reprotect_s;
      else
        f.labels["duration"] = "never";
      for (const FailureCost& c : r.costs)
        if (c.group == g && c.kind == RequirementKind::WriteLatency &&
            c.phase == "until_reprotected") {
          if (c.healthy && !c.healthy_unbounded)
            f.values["healthy_us"] = *c.healthy;
          if (c.degraded && !c.degraded_unbounded)
            f.values["degraded_us"] = *c.degraded;
          else if (c.degraded_unbounded)
            f.labels["degraded"] = "unbounded";
        }
      r.findings.push_back(f);
    }
  }
  if (r.rebuild) {
    const RaidRebuild& b = *r.rebuild;
    Finding f = finding(Severity::Info, "failure_rebuild");
    f.values["raid_group"] = r.failure.raid_group;
    f.values["rebuild_share"] = b.rebuild_share;
    f.values["member_gb"] = b.member_gb;
    f.values["rebuild_mbps"] = b.rebuild_mbps;
    f.values["slowdown"] = b.slowdown;
    f.values["read_factor"] = r.raid_cost->read_factor;
    f.values["write_factor"] = r.raid_cost->write_factor;
    if (b.rebuild_s)
      f.values["duration_s"] = *b.rebuild_s;
    else
      f.labels["duration"] = "never";
    r.findings.push_back(f);
  }
  // WB+N whose N can no longer be placed.
  for (std::size_t g = 0; g < r.degraded_evaluation.replica.groups.size(); ++g) {
    const GroupReplica& d = r.degraded_evaluation.replica.groups[g];
    const int o = g < r.origin.size() ? r.origin[g] : -1;
    if (o < 0 || static_cast<std::size_t>(o) >= healthy.replica.groups.size())
      continue;
    const GroupReplica& h = healthy.replica.groups[static_cast<std::size_t>(o)];
    if (d.peers_requested > 0 && d.peers_effective < h.peers_effective && d.hosts_running > 0 &&
        std::none_of(r.findings.begin(), r.findings.end(), [&](const Finding& x) {
          return x.code == "failure_peers_reduced" && x.group == o;
        })) {
      Finding f = finding(Severity::Warning, "failure_peers_reduced", o);
      f.values["peers"] = h.peers_requested;
      f.values["healthy_peers"] = h.peers_effective;
      f.values["degraded_peers"] = d.peers_effective;
      r.findings.push_back(f);
    }
  }
  for (const FailureCost& c : r.costs) {
    if (!c.healthy_met || c.degraded_met)
      continue;
    Finding f = finding(Severity::Warning, "failure_requirement_lost", c.group);
    f.labels["requirement"] = c.id;
    f.labels["kind"] = requirementKindKey(c.kind);
    f.labels["phase"] = c.phase;
    if (c.healthy)
      f.values["healthy"] = *c.healthy;
    if (c.degraded)
      f.values["degraded"] = *c.degraded;
    if (c.degraded_unbounded)
      f.labels["unbounded"] = "yes";
    if (c.limit)
      f.values["limit"] = *c.limit;
    if (c.duration_s)
      f.values["duration_s"] = *c.duration_s;
    r.findings.push_back(f);
  }
  const bool lost_something = r.data_lost || r.vms_not_restarted > 0;
  const bool requirement_lost =
      std::any_of(r.costs.begin(), r.costs.end(),
                  [](const FailureCost& c) { return c.healthy_met && !c.degraded_met; });
  sortFindings(r.findings);
  if (!lost_something && !requirement_lost && r.problem.empty()) {
    // First when the failed design meets everything; after the costs otherwise.
    Finding f = finding(Severity::Info, "failure_rides_through");
    f.labels["all_met"] = r.degraded_all_met ? "yes" : "no";
    if (r.degraded_all_met)
      r.findings.insert(r.findings.begin(), f);
    else
      r.findings.push_back(f);
  }
}

}  // namespace

FailureResult evaluateFailure(const Scenario& s, const Evaluation& healthy, const FailureSpec& f,
                              const EvaluateOptions& opt)
{
  FailureResult r;
  r.failure = f;
  r.healthy_all_met = healthy.requirements.all_met;
  r.links_before = r.links_after = s.peer_network.usable_links;
  r.paths_before = r.paths_after = s.backing.storage_network.paths;
  const int k = f.host - 1;
  switch (f.kind) {
  case FailureKind::Host:
  case FailureKind::PeerLink:
  case FailureKind::StoragePath:
    if (k < 0 || k >= s.hosts) {
      r.problem = "no_such_host";
      break;
    }
    if (f.kind == FailureKind::PeerLink && s.peer_network.usable_links > 1) {
      r.degraded = s;
      r.degraded.peer_network.usable_links -= 1;
      r.links_after = r.degraded.peer_network.usable_links;
      r.origin.clear();
      for (std::size_t g = 0; g < s.vm_groups.size(); ++g)
        r.origin.push_back(static_cast<int>(g));
      break;
    }
    if (f.kind == FailureKind::StoragePath && s.backing.storage_network.paths > 1) {
      r.degraded = s;
      r.degraded.backing.storage_network.paths -= 1;
      r.paths_after = r.degraded.backing.storage_network.paths;
      r.origin.clear();
      for (std::size_t g = 0; g < s.vm_groups.size(); ++g)
        r.origin.push_back(static_cast<int>(g));
      break;
    }
    if (s.hosts < 2) {
      r.problem = "last_host";
      break;
    }
    if (f.kind == FailureKind::PeerLink) {
      r.links_after = 0;
      r.host_cut_off = true;
      hostCutOff(s, healthy, k, opt, r);
    } else {
      if (f.kind == FailureKind::StoragePath)
        r.paths_after = 0;
      hostLost(s, healthy, k, opt, r);
    }
    break;
  case FailureKind::RaidMember:
    if (s.backing.kind != BackingKind::RaidGroups) {
      r.problem = "all_flash";
      break;
    }
    if (f.raid_group < 0 ||
        static_cast<std::size_t>(f.raid_group) >= s.backing.raid_groups.size()) {
      r.problem = "no_such_raid_group";
      break;
    }
    raidMemberLost(s, healthy, f, r);
    break;
  }
  if (!r.problem.empty()) {
    r.degraded = s;
    r.degraded_all_met = false;
    addFindings(s, healthy, r);
    return r;
  }
  r.degraded_evaluation = evaluate(r.degraded, opt);
  if (r.transient_evaluation)
    addCosts(healthy.requirements, r.transient_evaluation->requirements, r.transient_origin,
             "until_reprotected", r.reprotect_s, r);
  const bool rebuilding = r.rebuild.has_value();
  addCosts(healthy.requirements, r.degraded_evaluation.requirements, r.origin,
           rebuilding ? "until_rebuilt" : "until_repaired",
           rebuilding ? r.rebuild->rebuild_s : std::nullopt, r);
  addFindings(s, healthy, r);
  return r;
}

std::vector<FailureResult> evaluateFailures(const Scenario& s, const Evaluation& healthy,
                                            const std::vector<FailureSpec>& failures,
                                            const EvaluateOptions& opt)
{
  std::vector<FailureResult> out;
  out.reserve(failures.size());
  for (const FailureSpec& f : failures)
    out.push_back(evaluateFailure(s, healthy, f, opt));
  return out;
}

}  // namespace accel
