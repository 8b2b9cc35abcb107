// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file replica.h
/// Replica (peer) network traffic and link utilisation: docs/models/replica.md.

#include <optional>
#include <vector>

#include <Eigen/Core>

#include "model/common/findings.h"
#include "model/common/scenario.h"

namespace accel {

/// Which write rate of each VM's profile the traffic is computed at.
enum class RateBasis {
  /// The coincident peak: each group's rate at the instant the replicating groups' payload
  /// together is highest on the common time axis (coincidentPeak, model/common/time_axis.h);
  /// a group that sends no replicas at its own peak. What the links must carry in a burst.
  Peak,
  Mean  ///< the time-averaged rate
};

struct HostReplica {
  double vm_write_mbps = 0;          ///< writes of all VMs on the host
  double replicated_write_mbps = 0;  ///< writes of the host's VMs that send replicas
  double egress_payload_mbps = 0;    ///< replica payload leaving the host (after compression)
  double ingress_payload_mbps = 0;   ///< replica payload arriving at the host
  double tx_wire_mbitps = 0;         ///< transmit bits on the wire, framing and other traffic in
  double rx_wire_mbitps = 0;
  double tx_utilization = 0;  ///< tx_wire / (link speed x usable links)
  double rx_utilization = 0;
};

struct GroupReplica {
  int peers_requested = 0;  ///< N of WB+N; 0 for WT
  int peers_effective = 0;  ///< min(N, hosts - 1): copies that can actually be placed
  bool feasible = true;     ///< N < hosts
  int hosts_running = 0;
  double write_mbps_per_vm = 0;  ///< at the chosen rate basis
  /// The highest rate of the group's own profile (Peak basis: write_mbps_per_vm is its rate
  /// at the coincident peak, which may be lower).
  double own_peak_mbps_per_vm = 0;
  double payload_mbps = 0;  ///< the group's replica payload, whole cluster
};

struct UplinkReplica {
  double gbps = 0;
  double payload_mbps = 0;  ///< all cross-host replica payload (each direction)
  double wire_mbitps = 0;
  double utilization = 0;
};

/// How the sustainable write rate was found (the working shown in the report's calculation
/// log): the replicated writes scale by f = room / replica wire on the link that binds first.
struct SustainableBasis {
  double scale = 0;                  ///< f
  double replicated_write_mbps = 0;  ///< the busiest host's replicated VM writes, MB/s
  double room_mbitps = 0;            ///< limit x capacity - other traffic's wire rate, Mb/s
  double replica_wire_mbitps = 0;    ///< replica wire rate on that link, Mb/s
  bool uplink = false;               ///< the shared uplink binds (else a host link)
  int host = 0;                      ///< the host whose link binds (0-based), when !uplink
  bool transmit = true;              ///< its transmit (else receive) direction
};

struct ReplicaResult {
  RateBasis basis = RateBasis::Peak;
  double framing_efficiency = 1;
  double link_capacity_mbitps = 0;  ///< per host and direction: link speed x usable links
  double cluster_write_mbps = 0;    ///< all VM writes in the cluster
  double cluster_payload_mbps = 0;  ///< all replica payload in the cluster
  /// Peak basis: the replica payload of the cluster at the coincident peak (= cluster_payload_
  /// mbps) and the sum of each group's payload at its own peak (what sizing each group alone
  /// and adding would give); coincident <= sum.
  double coincident_peak_mbps = 0;
  double sum_of_peaks_mbps = 0;
  /// When the coincident peak occurs on the time axis (s from Monday 00:00, or from the
  /// profiles' common start), over the horizon searched (the longest period, s).
  double coincident_peak_t_s = 0;
  double coincident_horizon_s = 0;
  /// False when the instant is from a grid (two sines or more) or the search was too long and
  /// the sum of the peaks was used (docs/models/replica.md "Coincident peak").
  bool coincident_exact = true;
  /// Some replicating group's rate varies in time (else coincident = sum of peaks trivially).
  bool time_varying = false;
  double max_tx_utilization = 0;
  int max_tx_host = 0;
  double max_rx_utilization = 0;
  int max_rx_host = 0;
  double max_link_utilization = 0;  ///< max of tx and rx over all hosts
  bool saturated = false;           ///< some link or the shared uplink at >= 100%
  bool over_limit = false;          ///< some link or the shared uplink at >= the limit
  /// Replicated VM writes per host (busiest host, current mix scaled) at which the busiest
  /// link reaches the utilisation limit. Empty when nothing is replicated: the peer network
  /// sets no limit.
  std::optional<double> sustainable_write_mbps_per_host;
  /// The figures behind sustainable_write_mbps_per_host; present exactly when it is.
  std::optional<SustainableBasis> sustainable_basis;
  std::vector<HostReplica> hosts;
  std::vector<GroupReplica> groups;
  std::optional<UplinkReplica> shared_uplink;
  /// T(h, j): replica payload from host h to host j, MB/s. peer_selection spread: the peers
  /// spread evenly over the other hosts, T(h, j) = P_h / (H - 1) for j != h; ring: each host
  /// sends to its next N hosts, T(h, h + k mod H) = P_h / N for k = 1..N (summed per group, as
  /// groups may have different N).
  Eigen::MatrixXd traffic_mbps;
};

/// Replica traffic, per-host utilisation and the sustainable write rate (docs/models/replica.md).
///
/// P_h = sum over groups on h of vms_per_host * w * N_eff / c (MB/s); egress = row sums and
/// ingress = column sums of the traffic matrix; wire = 8 (P + other) / eta (Mb/s);
/// u = wire / (C x links). WT and WB+0 send nothing; N >= H is infeasible and is computed with
/// the H - 1 peers that exist (findings say so). Inputs are assumed validated; degenerate
/// values (no hosts, zero link speed) give zero traffic and zero utilisation, never NaN.
ReplicaResult computeReplica(const Scenario& s, RateBasis basis = RateBasis::Peak);

/// Findings about the peer network: infeasible WB+N, saturated or over-limit links and
/// uplink (with the next link speed that fixes it), write-back without peers, headroom.
std::vector<Finding> replicaFindings(const Scenario& s, const ReplicaResult& peak,
                                     const ReplicaResult& mean);

}  // namespace accel
