// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file load_model.h
/// Internal to the latency model: what every VM group puts on every host's device, transmit
/// and receive port and storage link (from the replica model's traffic matrix), and the
/// closed chains built on it (docs/models/latency.md section 2). latency.cpp solves them. Not
/// part of the model's API.

#include <array>
#include <cstddef>
#include <vector>

#include "model/common/queueing.h"
#include "model/common/scenario.h"
#include "model/latency/fixed_point.h"
#include "model/latency/latency.h"
#include "model/latency/legs.h"

namespace accel::detail {

/// A queueing resource split for MVA: queue part (mean, second moment) and pure delay, and the
/// variance of the whole service on the path (queue part and delay; the fork-join's E[max]).
struct StationShape {
  double demand_us = 0;
  double second_us2 = 0;  ///< E[D^2], the device's own variability included
  double delay_us = 0;
  double path_var_us2 = 0;  ///< Var of queue part + delay together
  double residual() const { return demand_us > 0 ? second_us2 / (2.0 * demand_us) : 0.0; }
};

/// Everything about one group that does not depend on the rates.
struct GroupModel {
  SizeMix mix;
  WritePolicy policy;
  int peers = 0;
  int outstanding = 1;
  double demanded_iops = 0;  ///< per VM
  CommitFloor floor;
  StationShape device, link, receive, storage;
  /// WT with LatencyOptions::datastore_write_demand_us: the backing array's queue part (its
  /// bottleneck's time per write, exponential service), shared by every host's WT writes.
  StationShape array;
  bool array_queued = false;
  double forward_fixed_us = 0;
  double ack_us = 0;
  int usable_links = 1;
  double copy_serialisation_us = 0;  ///< one copy on the wire, mean over the sizes
  bool writes_device = true;
  int vms_total = 0;  ///< VMs of the group on all hosts
  std::vector<int> vms_on_host;
  bool ring = false;          ///< replicas go to the next N hosts (else to any N others alike)
  int vms_on_first_host = 0;  ///< VMs of the group on host 0, the representative's host
  // Load the group puts on each host per write per second of one of its VMs.
  std::vector<double> local_iops;         ///< local writes reaching host h's device
  std::vector<double> replica_iops;       ///< replicas reaching host h's device
  std::vector<double> copies_from_first;  ///< replicas from host 0 reaching host h
  /// Writes reaching both host 0's device and host h's (a local write and a replica, or two
  /// replicas of one write), and those of them that come through host h's receive port.
  std::vector<double> touch_first, touch_first_rx;
  std::vector<double> tx_util;  ///< host h's peer-link transmit utilisation
  std::vector<double> rx_util;  ///< host h's peer-link receive utilisation
  /// Host h's receive utilisation from the group's VMs on host 0: copies that left host 0's
  /// transmit port one after another and never find each other in service downstream.
  std::vector<double> rx_first_util;
  std::vector<double> storage_iops;  ///< WT writes on host h's storage link
  // Over the size mix, for the correlation of the legs (the same write on both): products of
  // the device's queue part with each station's queue part, the device's own factor left out.
  double dev_dev_us2 = 0, dev_link_us2 = 0, dev_rx_us2 = 0, dev_storage_us2 = 0;
  // Covariance over the sizes of one write's device time with its time on each other leg.
  double cov_dev_dev_us2 = 0, cov_dev_link_us2 = 0, cov_dev_storage_us2 = 0;
};

/// Probability that a write of the group from host h reaches both host a's and host b's
/// device (a != b; a local write counts for h's own device), as the replica model places
/// replicas; `hosts` hosts.
double reachesBoth(const GroupModel& gm, int hosts, int h, int a, int b);

/// Kind of station behind a resource.
std::size_t kindOf(LatencyResource r);
/// Residual service time of the group's writes at a kind of station, us.
double residualOf(const GroupModel& gm, std::size_t kind);
/// Service demand (queue part) of the group's writes at a kind of station, us.
double demandOf(const GroupModel& gm, std::size_t kind);
/// Whether the group's representative visits a kind of station.
bool visits(const GroupModel& gm, std::size_t kind);

/// Work (us) that VMs hold at a station: linear in the held work h of their streams, with
/// the coefficient of each h (for the chain rule of the Jacobian), plus a part that does not
/// depend on h.
struct HeldWork {
  double us = 0;
  std::vector<double> coef;
  explicit HeldWork(std::size_t unknowns) : coef(unknowns, 0.0) {}
  void add(std::size_t j, double c, const std::vector<double>& held)
  {
    us += c * held[j];
    coef[j] += c;
  }
};

/// Loads of all groups per host, linear in the per-VM rates, and the work the VMs hold at
/// each station (sum over streams of U_s (W_s + Rres_s) = D_s x_s h_s). `skip` leaves one
/// group out (the group whose chain counts its own VMs itself); -1 counts all.
struct LoadModel {
  int hosts = 0;
  std::vector<double> base_tx, base_rx;  ///< other traffic alone, open load
  std::vector<GroupModel> groups;
  double max_external = 0;  ///< the highest utilisation other traffic alone causes
  /// Population steps of the groups' chains (ClosedChain::max_population_steps); 0: exact
  /// MVA at every population (the solver's fallback, computeLatency).
  int population_steps = 32;

  static std::size_t at(int h) { return static_cast<std::size_t>(h); }

  double deviceUtil(int h, const SystemState& st) const;
  double txUtil(int h, const SystemState& st) const;
  double rxUtil(int h, const SystemState& st) const;
  double storageUtil(int h, const SystemState& st) const;
  /// The backing array's bottleneck (one for the cluster): every group's WT writes.
  double arrayUtil(const SystemState& st) const;
  HeldWork deviceHeld(int h, const SystemState& st, long skip) const;
  HeldWork txHeld(int h, const SystemState& st, long skip) const;
  /// The receive port of host h: every stream's held work, less the residual service of the
  /// copies from host 0 (Karol et al.: they never find each other in service there).
  HeldWork rxHeld(int h, const SystemState& st, long skip) const;
  HeldWork storageHeld(int h, const SystemState& st, long skip) const;
  HeldWork arrayHeld(const SystemState& st, long skip) const;
};

LoadModel buildLoadModel(const Scenario& s, const LatencyOptions& opt);

/// A chain at given rates and held work, with the resource behind each station.
struct Chain {
  ClosedChain chain;
  int population = 1;  ///< customers of the chain: the group's writes in flight, or one VM's
  int per_vm = 1;      ///< VMs the chain's customers belong to (X per VM = X / per_vm)
  std::vector<LatencyResource> resources;
  std::vector<int> hosts;
  std::vector<double> delays;      ///< the station's pure-delay part (Seidmann, link rounds)
  std::vector<double> total_util;  ///< all load on the station at these rates
  /// d background_wait_us / d h_j of each station (0 where the held work is clamped at 0).
  std::vector<std::vector<double>> held_coef;
};

constexpr int kLocalBranch = 1;
constexpr int kReplicaBranch = 2;

/// The chain of group g with the whole group as its customers: V VMs x N writes in flight,
/// each station visited by the group's writes as the traffic matrix says (its VMs on host 0
/// and the others reaching the same device, port or link), the other groups as the work they
/// hold (model state `st`) and other traffic as open load.
Chain buildGroupChain(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                      const LatencyOptions& opt);

/// The chain of one VM of group g on host 0 (its N writes; its copies spread over the peers as
/// its host's are), every other VM (its own group's included) as the work it holds at `st`:
/// the benchmark curve of one VM's outstanding writes.
Chain buildVmChain(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                   const LatencyOptions& opt);

/// The wait at a station from its residence time (a cut-through station's residence is all
/// wait), us.
double waitAt(const QueueStation& q, double residence_us);

/// The peer whose legs the representative VM waits for: the busiest one at the demanded
/// rates (device plus receive link), the first on a tie; -1 without peers.
int pickPeer(const LoadModel& m, std::size_t g, const SystemState& st);

}  // namespace accel::detail
