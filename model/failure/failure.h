// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file failure.h
/// Failure what-ifs (docs/models/failure.md): one host, one peer link, one storage path or
/// one RAID member lost. A failure applied to a scenario gives the degraded scenario, its
/// evaluation by every model, and what the failure costs beside the healthy design: the VMs
/// that cannot restart, the write-back data the lost host held and how long its peers take
/// to flush it, the time write-back VMs run write-through until re-protected, the rebuild's
/// length, and every requirement's value healthy and degraded.
///
/// Write-back VMs whose peer is lost (the documented choice, after PernixData FVP's fault
/// tolerant write acceleration as Frank Denneman describes it, "Fault Tolerant Write
/// Acceleration", 2013): a VM whose buffered writes lose a replica runs write-through until
/// its buffer is destaged and a new peer is chosen, then write-back again; a VM whose host
/// is lost has its buffered writes flushed to the datastore from a peer's replica before
/// vSphere HA restarts it. WB+0 writes buffered on a lost host are lost with it.

#include <optional>
#include <string>
#include <vector>

#include "model/common/findings.h"
#include "model/common/scenario.h"
#include "model/evaluate/evaluate.h"
#include "model/failure/degraded_raid.h"

namespace accel {

/// Where vSphere HA restarts a lost host's VMs (docs/models/failure.md, "The restart rule"):
/// one VM at a time, group by group, on the surviving host running the fewest VMs that still
/// has room (Scenario::max_vms_per_host; no limit when empty), the lowest host first on a tie.
/// VMs that find no room are not restarted.
struct HaRestart {
  int lost_host = 0;  ///< 0-based, in the healthy cluster
  /// Per group, per surviving host (0-based, in the degraded cluster: the hosts after the
  /// lost one move down by one): its VMs after the restart, its own plus the restarted.
  std::vector<std::vector<int>> vms;
  std::vector<int> lost;           ///< per group: VMs the lost host ran
  std::vector<int> restarted;      ///< per group: of them, restarted on a survivor
  std::vector<int> not_restarted;  ///< per group: of them, finding no room
};

/// The restart of host `lost_host` (0-based, < hosts; hosts >= 2).
HaRestart haRestart(const Scenario& s, int lost_host);

/// A scenario of `hosts` hosts whose groups run `vms[g][h]` VMs on host h: each group split
/// into layers of the scenario's form (vms_per_host on the first on_hosts hosts), its counts
/// sorted from the most to the fewest VMs per host (the scenario's groups run on the first
/// hosts). The first layer keeps the group's name; `origin` receives, per new group, the
/// group it came from. A group with no VM left is kept with 0 VMs per host.
Scenario layeredScenario(const Scenario& s, int hosts, const std::vector<std::vector<int>>& vms,
                         std::vector<int>* origin);

/// What the failure did to one requirement: its value on the healthy and on the degraded
/// design (a group's worst layer), in one phase.
struct FailureCost {
  std::string id;  ///< the healthy check's id ("write_latency.0")
  RequirementKind kind = RequirementKind::WriteLatency;
  int group = -1;  ///< healthy VM group, or -1
  /// "until_reprotected" (write-back VMs that lost a peer run write-through), "until_rebuilt"
  /// (a RAID member being rebuilt) or "until_repaired" (the failed part stays failed).
  std::string phase;
  std::optional<double> duration_s;  ///< how long the phase lasts; empty: until repaired/never
  std::optional<double> limit;
  LimitSense sense = LimitSense::AtMost;
  std::optional<double> healthy;
  bool healthy_unbounded = false;
  bool healthy_met = true;
  bool healthy_while_full = false;  ///< a write latency while the buffer is full
  std::optional<double> degraded;   ///< empty with degraded_unbounded: no bound; else never
  bool degraded_unbounded = false;
  bool degraded_met = true;
  bool degraded_while_full = false;
  bool worse = false;  ///< the degraded value is worse than the healthy one
};

struct FailureResult {
  FailureSpec failure;
  /// Empty when the failure was applied; else why not: "no_such_host", "last_host" (a
  /// one-host cluster has nothing to fail over to), "no_such_raid_group", "all_flash" (no
  /// RAID group to fail), "no_redundancy" (a RAID0 member: the group's data are lost).
  std::string problem;
  bool data_lost = false;  ///< the failure loses data (RAID0, or WB+0 writes on a lost host)

  /// The degraded design in its lasting state (until repaired or rebuilt) and its evaluation.
  Scenario degraded;
  std::vector<int> origin;  ///< per degraded group, the healthy group it came from
  Evaluation degraded_evaluation;
  /// While write-back VMs that lost a peer run write-through (host, and a host cut off from
  /// the peer network): that state and its evaluation.
  std::optional<Scenario> transient;
  std::vector<int> transient_origin;
  std::optional<Evaluation> transient_evaluation;

  // ---- A host lost (or a host's last storage path: its VMs restart elsewhere) ----
  std::optional<HaRestart> restart;
  int vms_lost = 0;
  int vms_restarted = 0;
  int vms_not_restarted = 0;
  /// Write-back data the lost host's VMs held (each VM at its peak backlog), MB.
  double lost_backlog_mb = 0;
  double unprotected_backlog_mb = 0;  ///< of which WB+0: lost with the host
  int flushing_hosts = 0;             ///< hosts holding the replicas that flush it
  double flush_mbps = 0;              ///< their paths' rate, within the array's room
  std::optional<double> flush_s;      ///< the restart waits this long; empty: never
  // ---- Write-back VMs that lost a peer ----
  int write_through_vms = 0;              ///< VMs that run write-through until re-protected
  std::vector<int> write_through_groups;  ///< their (healthy) groups
  double reprotect_backlog_mb = 0;        ///< their buffered writes plus the lost host's
  /// What the buffered writes drain at beside the write-through VMs' mean writes, MB/s: the
  /// room those leave of the array's destage capacity (the healthy design's, for its destage
  /// pattern), up to what the destaging hosts' paths carry; 0 when they leave none.
  double destage_room_mbps = 0;
  double write_through_mbps = 0;      ///< the write-through VMs' mean writes meanwhile, MB/s
  double destage_capacity_mbps = 0;   ///< the array's destage capacity, MB/s
  std::optional<double> reprotect_s;  ///< until every VM is write-back again; empty: never
  // ---- Links and paths ----
  int links_before = 0, links_after = 0;
  int paths_before = 0, paths_after = 0;
  bool host_cut_off = false;  ///< the host's last peer link lost

  // ---- A RAID member ----
  std::optional<DegradedRaidCost> raid_cost;
  std::optional<RaidRebuild> rebuild;

  std::vector<FailureCost> costs;  ///< every requirement, per phase
  bool healthy_all_met = true;
  bool degraded_all_met = true;  ///< in every phase
  /// Codes with values: failure_vms_not_restarted, failure_restart_delayed,
  /// failure_data_lost, failure_write_through, failure_rebuild, failure_peers_reduced,
  /// failure_requirement_lost, failure_rides_through (nothing the requirements check gets
  /// worse than its limit). Area "failure".
  std::vector<Finding> findings;
};

/// Applies `f` to `s` (validated) and evaluates the degraded design with `opt`. `healthy` is
/// evaluate(s, opt): its destager gives the backlogs, its backing the paths' rates.
FailureResult evaluateFailure(const Scenario& s, const Evaluation& healthy, const FailureSpec& f,
                              const EvaluateOptions& opt = {});

/// evaluateFailure for every entry of `failures` (Scenario::failures by default), in order.
std::vector<FailureResult> evaluateFailures(const Scenario& s, const Evaluation& healthy,
                                            const std::vector<FailureSpec>& failures,
                                            const EvaluateOptions& opt = {});

/// Stable key of a failure kind: "host", "peer_link", "storage_path", "raid_member".
const char* failureKindKey(FailureKind k);
std::optional<FailureKind> failureKindFromKey(const std::string& key);

}  // namespace accel
