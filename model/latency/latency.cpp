// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/latency/latency.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include "model/common/framing.h"
#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/latency/fixed_point.h"
#include "model/latency/legs.h"

namespace accel {

namespace {

using detail::affineFixedUs;
using detail::attribute;
using detail::copySerialisationUs;
using detail::datastoreMbps;
using detail::effectivePeers;
using detail::FixedPoint;
using detail::floorForMix;
using detail::forwardFixedUs;
using detail::GroupState;
using detail::heldIndex;
using detail::kKinds;
using detail::kLinkKind;
using detail::kLocalKind;
using detail::kRemoteKind;
using detail::kRxKind;
using detail::kStorageKind;
using detail::localDeviceWritten;
using detail::Outcome;
using detail::Round;
using detail::SizeMix;
using detail::sizeMix;
using detail::Start;
using detail::SystemState;
using detail::transmitRounds;

// ---- Load model ----------------------------------------------------------------------------

/// A queueing resource split for MVA: queue part (mean, second moment) and pure delay, and the
/// variance of the whole service on the path (queue part and delay; the fork-join's E[max]).
struct StationShape {
  double demand_us = 0;
  double second_us2 = 0;  ///< E[D^2]
  double delay_us = 0;
  double path_var_us2 = 0;  ///< Var of queue part + delay together
  double residual() const { return demand_us > 0 ? second_us2 / (2.0 * demand_us) : 0.0; }
};

/// Variance over the size mix of a time t(s) whose value for one size varies with squared
/// coefficient of variation scv: E[t^2] (1 + scv) - E[t]^2.
template <class F>
double mixVariance(const SizeMix& mix, double scv, F&& t)
{
  const double m = mix.mean(t);
  const double m2 = mix.mean([&](double b) { return t(b) * t(b); });
  return std::max(m2 * (1.0 + std::max(scv, 0.0)) - m * m, 0.0);
}

/// Device as a c-server station by Seidmann's approximation (Seidmann, Schweitzer &
/// Shalev-Oren 1987): queue part max(t_dev / c, s / BW) (the bandwidth is shared by the
/// servers), the rest of t_dev a pure delay. The service of one size varies with the
/// device's squared coefficient of variation (acceleration.write_latency_scv: E[D^2] =
/// (1 + scv) D^2 per size); the size mix adds its own variance.
StationShape deviceShape(const Acceleration& acc, const SizeMix& mix)
{
  const double c = std::max(acc.parallelism, 1);
  const double scv = std::max(acc.write_latency_scv, 0.0);
  StationShape sh;
  auto queuePart = [&](double b) {
    const double t = deviceServiceUs(acc, b);
    const double transfer = acc.write_mbps > 0 ? units::transferUs(b, acc.write_mbps) : 0.0;
    return std::max(t / c, transfer);
  };
  sh.demand_us = mix.mean(queuePart);
  sh.second_us2 = (1.0 + scv) * mix.mean([&](double b) { return queuePart(b) * queuePart(b); });
  sh.delay_us = mix.mean([&](double b) { return deviceServiceUs(acc, b); }) - sh.demand_us;
  sh.delay_us = std::max(sh.delay_us, 0.0);
  sh.path_var_us2 = mixVariance(mix, scv, [&](double b) { return deviceServiceUs(acc, b); });
  return sh;
}

/// Peer link: the N copies of a write share the host's usable links; queue part
/// N x ser / links (the links' utilisation), deterministic serialisation per size; the
/// rounds of back-to-back copies above that are a delay.
StationShape linkShape(const PeerNetwork& net, int copies, const SizeMix& mix,
                       const LatencyOptions& opt)
{
  StationShape sh;
  const double per_io = static_cast<double>(copies) / std::max(net.usable_links, 1);
  auto queuePart = [&](double b) { return per_io * copySerialisationUs(net, b, opt); };
  sh.demand_us = mix.mean(queuePart);
  sh.second_us2 = mix.mean([&](double b) { return queuePart(b) * queuePart(b); });
  const double rounds = transmitRounds(net, copies);
  sh.delay_us = std::max(
      mix.mean([&](double b) { return rounds * copySerialisationUs(net, b, opt); }) - sh.demand_us,
      0.0);
  sh.path_var_us2 =
      mixVariance(mix, 0.0, [&](double b) { return rounds * copySerialisationUs(net, b, opt); });
  return sh;
}

/// The peer's receive port: one copy's serialisation spread over the usable links, its
/// service overlapping the sender's (cut-through), so only its wait is on the path.
StationShape receiveShape(const PeerNetwork& net, const SizeMix& mix, const LatencyOptions& opt)
{
  StationShape sh;
  const double per_copy = 1.0 / std::max(net.usable_links, 1);
  auto queuePart = [&](double b) { return per_copy * copySerialisationUs(net, b, opt); };
  sh.demand_us = mix.mean(queuePart);
  sh.second_us2 = mix.mean([&](double b) { return queuePart(b) * queuePart(b); });
  return sh;
}

/// WT: the storage link as a queue (the write's transfer), the array's ack as a delay.
StationShape storageShape(const Scenario& s, const SizeMix& mix, const LatencyOptions& opt)
{
  StationShape sh;
  const double mbps = datastoreMbps(s, opt);
  auto transfer = [&](double b) { return mbps > 0 ? units::transferUs(b, mbps) : 0.0; };
  sh.demand_us = mix.mean(transfer);
  sh.second_us2 = mix.mean([&](double b) { return transfer(b) * transfer(b); });
  sh.delay_us = affineFixedUs(opt.datastore_write_latency_us, mbps);
  sh.path_var_us2 = mixVariance(mix, 0.0, transfer);
  return sh;
}

/// Everything about one group that does not depend on the rates.
struct GroupModel {
  SizeMix mix;
  WritePolicy policy;
  int peers = 0;
  int outstanding = 1;
  double demanded_iops = 0;
  CommitFloor floor;
  StationShape device, link, receive, storage;
  double forward_fixed_us = 0;
  double ack_us = 0;
  bool writes_device = true;
  int vms_on_first_host = 0;     ///< VMs of the group on host 0, the representative's host
  double own_replica_share = 0;  ///< replicas of one VM landing on one given peer, per write
  // Load the group puts on each host per write per second of one of its VMs.
  std::vector<double> local_iops;    ///< local writes reaching host h's device
  std::vector<double> replica_iops;  ///< replicas reaching host h's device
  std::vector<double> tx_util;       ///< host h's peer-link transmit utilisation
  std::vector<double> rx_util;       ///< host h's peer-link receive utilisation
  /// Host h's receive utilisation from the group's VMs on hosts other than 0: the copies a
  /// write of the representative (on host 0) can wait for there (host 0's own copies left
  /// its transmit port one after another and never queue behind each other downstream).
  std::vector<double> rx_other_util;
  std::vector<double> storage_iops;  ///< WT writes on host h's storage link
};

std::size_t kindOf(LatencyResource r)
{
  switch (r) {
  case LatencyResource::LocalDevice: return kLocalKind;
  case LatencyResource::PeerLink: return kLinkKind;
  case LatencyResource::RemoteDevice: return kRemoteKind;
  case LatencyResource::StorageLink: return kStorageKind;
  case LatencyResource::PeerReceive: return kRxKind;
  }
  return kLocalKind;
}

/// Residual service time of the group's writes at a kind of station, us.
double residualOf(const GroupModel& gm, std::size_t kind)
{
  switch (kind) {
  case kLinkKind: return gm.link.residual();
  case kRxKind: return gm.receive.residual();
  case kStorageKind: return gm.storage.residual();
  default: return gm.device.residual();
  }
}

/// Service demand (queue part) of the group's writes at a kind of station, us.
double demandOf(const GroupModel& gm, std::size_t kind)
{
  switch (kind) {
  case kLinkKind: return gm.link.demand_us;
  case kRxKind: return gm.receive.demand_us;
  case kStorageKind: return gm.storage.demand_us;
  default: return gm.device.demand_us;
  }
}

/// Whether the group's representative visits a kind of station.
bool visits(const GroupModel& gm, std::size_t kind)
{
  switch (kind) {
  case kLocalKind: return gm.writes_device;
  case kLinkKind:
  case kRxKind:
  case kRemoteKind: return gm.peers > 0;
  default: return !gm.policy.isWriteBack();
  }
}

/// Work (us) that VMs hold at a station: linear in the held work h of their streams, with
/// the coefficient of each h (for the chain rule of the Jacobian).
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
/// each station (sum over streams of U_s (W_s + Rres_s) = D_s x_s h_s).
struct LoadModel {
  int hosts = 0;
  std::vector<double> base_tx, base_rx;  ///< other traffic alone, open load
  std::vector<GroupModel> groups;
  double max_external = 0;  ///< the highest utilisation other traffic alone causes

  static std::size_t at(int h) { return static_cast<std::size_t>(h); }

  double deviceUtil(int h, const SystemState& st) const
  {
    double u = 0;
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const GroupModel& gm = groups[g];
      u += st.x_iops[g] * (gm.local_iops[at(h)] + gm.replica_iops[at(h)]) * gm.device.demand_us;
    }
    return units::usToS(u);
  }
  HeldWork deviceHeld(int h, const SystemState& st) const
  {
    HeldWork w(st.held.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const GroupModel& gm = groups[g];
      w.add(heldIndex(g, kLocalKind), gm.device.demand_us * gm.local_iops[at(h)], st.held);
      w.add(heldIndex(g, kRemoteKind), gm.device.demand_us * gm.replica_iops[at(h)], st.held);
    }
    return w;
  }
  double txUtil(int h, const SystemState& st) const
  {
    double u = base_tx[at(h)];
    for (std::size_t g = 0; g < groups.size(); ++g)
      u += st.x_iops[g] * groups[g].tx_util[at(h)];
    return u;
  }
  double rxUtil(int h, const SystemState& st) const
  {
    double u = base_rx[at(h)];
    for (std::size_t g = 0; g < groups.size(); ++g)
      u += st.x_iops[g] * groups[g].rx_util[at(h)];
    return u;
  }
  /// tx_util and rx_util are utilisations per write per second: x (W + Rres) of the stream
  /// is its held work h in us per s.
  HeldWork linkHeld(std::vector<double> GroupModel::*side, std::size_t kind, int h,
                    const SystemState& st) const
  {
    HeldWork w(st.held.size());
    for (std::size_t g = 0; g < groups.size(); ++g)
      w.add(heldIndex(g, kind), units::kUsPerS * (groups[g].*side)[at(h)], st.held);
    return w;
  }
  double storageUtil(int h, const SystemState& st) const
  {
    double u = 0;
    for (std::size_t g = 0; g < groups.size(); ++g)
      u += st.x_iops[g] * groups[g].storage_iops[at(h)] * groups[g].storage.demand_us;
    return units::usToS(u);
  }
  HeldWork storageHeld(int h, const SystemState& st) const
  {
    HeldWork w(st.held.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const GroupModel& gm = groups[g];
      w.add(heldIndex(g, kStorageKind), gm.storage.demand_us * gm.storage_iops[at(h)], st.held);
    }
    return w;
  }
};

double demandedMbps(const VmGroup& g, RateBasis basis)
{
  return std::max(basis == RateBasis::Peak ? profilePeakMbps(g.write) : profileMeanMbps(g.write),
                  0.0);
}

LoadModel buildLoadModel(const Scenario& s, const LatencyOptions& opt)
{
  LoadModel m;
  const int H = std::max(s.hosts, 0);
  const std::size_t hosts = static_cast<std::size_t>(H);
  m.hosts = H;

  // Other traffic alone (no VM groups), from the replica model.
  Scenario base = s;
  base.vm_groups.clear();
  base.peer_network.shared_uplink_gbps.reset();
  const ReplicaResult r0 = computeReplica(base, RateBasis::Peak);
  const double cap = std::max(opt.max_background_utilization, 0.0);
  m.base_tx.assign(hosts, 0.0);
  m.base_rx.assign(hosts, 0.0);
  for (std::size_t h = 0; h < hosts && h < r0.hosts.size(); ++h) {
    m.max_external =
        std::max({m.max_external, r0.hosts[h].tx_utilization, r0.hosts[h].rx_utilization});
    m.base_tx[h] = std::min(r0.hosts[h].tx_utilization, cap);
    m.base_rx[h] = std::min(r0.hosts[h].rx_utilization, cap);
  }

  const double c = std::max(s.peer_network.compression_ratio, 1.0);
  for (const VmGroup& vg : s.vm_groups) {
    GroupModel gm;
    gm.mix = sizeMix(vg);
    gm.policy = vg.write_policy;
    gm.peers = effectivePeers(s, vg.write_policy);
    gm.outstanding = std::max(vg.outstanding_ios, 1);
    gm.demanded_iops = units::iopsFromMbps(demandedMbps(vg, opt.rate_basis), gm.mix.mean_bytes);
    gm.floor = floorForMix(s, vg.write_policy, gm.mix, opt);
    gm.writes_device = localDeviceWritten(vg.write_policy, opt);
    gm.device = deviceShape(s.acceleration, gm.mix);
    if (gm.peers > 0) {
      gm.link = linkShape(s.peer_network, gm.peers, gm.mix, opt);
      gm.receive = receiveShape(s.peer_network, gm.mix, opt);
      gm.forward_fixed_us =
          gm.mix.mean([&](double b) { return forwardFixedUs(s.peer_network, b, opt); });
      gm.ack_us = ackUs(s.peer_network, opt).total();
    }
    if (!vg.write_policy.isWriteBack())
      gm.storage = storageShape(s, gm.mix, opt);

    // The group alone at 1 MB/s per VM: its loads per host scale linearly with the rate.
    Scenario unit = s;
    VmGroup ug = vg;
    ug.write = WriteProfile{};
    ug.write.kind = ProfileKind::Constant;
    ug.write.mbps = 1.0;
    unit.vm_groups = {ug};
    unit.peer_network.other_traffic_mbps = 0;
    unit.peer_network.shared_uplink_gbps.reset();
    const ReplicaResult ru = computeReplica(unit, RateBasis::Peak);
    const double mb_per_io = units::bytesToMB(gm.mix.mean_bytes);
    gm.local_iops.assign(hosts, 0.0);
    gm.replica_iops.assign(hosts, 0.0);
    gm.tx_util.assign(hosts, 0.0);
    gm.rx_util.assign(hosts, 0.0);
    gm.rx_other_util.assign(hosts, 0.0);
    gm.storage_iops.assign(hosts, 0.0);
    for (std::size_t h = 0; h < hosts && h < ru.hosts.size(); ++h) {
      const HostReplica& hr = ru.hosts[h];
      // Writes per second reaching the device per write per second of one VM: the ratio of
      // MB/s is the ratio of I/Os as all have the group's size mix. Replicas arrive
      // compressed and are stored whole.
      gm.local_iops[h] = gm.writes_device ? hr.vm_write_mbps : 0.0;
      gm.replica_iops[h] = hr.ingress_payload_mbps * c;
      gm.tx_util[h] = hr.tx_utilization * mb_per_io;
      gm.rx_util[h] = hr.rx_utilization * mb_per_io;
      const double in = hr.ingress_payload_mbps;
      const double from_first = hosts > 0 && ru.traffic_mbps.rows() > 0
                                    ? ru.traffic_mbps(0, static_cast<Eigen::Index>(h))
                                    : 0.0;
      gm.rx_other_util[h] = in > 0 ? gm.rx_util[h] * std::max(in - from_first, 0.0) / in : 0.0;
      if (!vg.write_policy.isWriteBack())
        gm.storage_iops[h] = hr.vm_write_mbps;
    }
    gm.vms_on_first_host = runsOnHost(vg, H, 0) ? std::max(vg.vms_per_host, 0) : 0;
    gm.own_replica_share = H > 1 ? static_cast<double>(gm.peers) / (H - 1) : 0.0;
    m.groups.push_back(std::move(gm));
  }
  return m;
}

/// A group's chain at given rates and held work, with the resource behind each station.
struct Chain {
  ClosedChain chain;
  std::vector<LatencyResource> resources;
  std::vector<int> hosts;
  std::vector<double> delays;      ///< the station's pure-delay part (Seidmann, link rounds)
  std::vector<double> total_util;  ///< all load on the station at these rates
  /// d background_wait_us / d h_j of each station (0 where the held work is clamped at 0).
  std::vector<std::vector<double>> held_coef;
};

constexpr int kLocalBranch = 1;
constexpr int kReplicaBranch = 2;

/// The representative VM's chain: its stations with the open load (other traffic) and the
/// work the other VMs hold there (model state `st`), less the representative's own share.
Chain buildChain(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                 const LatencyOptions& opt)
{
  const GroupModel& gm = m.groups[g];
  Chain c;
  c.chain.branch_delay_us = {std::max(opt.hypervisor_us, 0.0), 0.0, 0.0};
  c.chain.join = ClosedChain::Join::ExpectedMax;
  c.chain.branch_copies = {1, 1, std::max(gm.peers, 1)};
  auto add = [&](LatencyResource r, int host, const StationShape& sh, double total_util,
                 double open_util, HeldWork held, int branch, bool cut_through = false) {
    QueueStation q;
    q.demand_us = sh.demand_us;
    q.residual_us = sh.residual();
    q.background_utilization = open_util;
    q.background_wait_us = std::max(held.us, 0.0);
    q.branch = branch;
    q.service_var_us2 = sh.path_var_us2;
    q.cut_through = cut_through;
    if (held.us < 0)
      std::fill(held.coef.begin(), held.coef.end(), 0.0);
    c.chain.stations.push_back(q);
    c.chain.branch_delay_us[static_cast<std::size_t>(branch)] += sh.delay_us;
    c.resources.push_back(r);
    c.hosts.push_back(host);
    c.delays.push_back(sh.delay_us);
    c.total_util.push_back(total_util);
    c.held_coef.push_back(std::move(held.coef));
  };
  if (gm.writes_device) {
    // The representative's own stream as the totals count it.
    HeldWork held = m.deviceHeld(0, st);
    held.add(heldIndex(g, kLocalKind), -std::min(1.0, gm.local_iops[0]) * gm.device.demand_us,
             st.held);
    add(LatencyResource::LocalDevice, 0, gm.device, m.deviceUtil(0, st), 0.0, std::move(held),
        kLocalBranch);
  }
  if (gm.peers > 0 && peer >= 0) {
    const double one_vm_tx = gm.vms_on_first_host > 0 ? gm.tx_util[0] / gm.vms_on_first_host : 0.0;
    HeldWork tx = m.linkHeld(&GroupModel::tx_util, kLinkKind, 0, st);
    tx.add(heldIndex(g, kLinkKind), -units::kUsPerS * one_vm_tx, st.held);
    add(LatencyResource::PeerLink, 0, gm.link, m.txUtil(0, st), m.base_tx[0], std::move(tx),
        kReplicaBranch);
    // The peer's receive port: copies from the other hosts' VMs (all groups) and other traffic.
    HeldWork rx = m.linkHeld(&GroupModel::rx_other_util, kRxKind, peer, st);
    add(LatencyResource::PeerReceive, peer, gm.receive, m.rxUtil(peer, st),
        m.base_rx[LoadModel::at(peer)], std::move(rx), kReplicaBranch, true);
    HeldWork remote = m.deviceHeld(peer, st);
    remote.add(heldIndex(g, kRemoteKind), -gm.own_replica_share * gm.device.demand_us, st.held);
    add(LatencyResource::RemoteDevice, peer, gm.device, m.deviceUtil(peer, st), 0.0,
        std::move(remote), kReplicaBranch);
    c.chain.branch_delay_us[kReplicaBranch] += gm.forward_fixed_us + gm.ack_us;
  } else if (!gm.policy.isWriteBack()) {
    HeldWork held = m.storageHeld(0, st);
    held.add(heldIndex(g, kStorageKind), -std::min(1.0, gm.storage_iops[0]) * gm.storage.demand_us,
             st.held);
    add(LatencyResource::StorageLink, 0, gm.storage, m.storageUtil(0, st), 0.0, std::move(held),
        kReplicaBranch);
  }
  return c;
}

/// The wait at a station from its residence time (a cut-through station's residence is all
/// wait), us.
double waitAt(const QueueStation& q, double residence_us)
{
  return std::max(q.cut_through ? residence_us : residence_us - q.demand_us, 0.0);
}

/// The peer whose legs the representative VM waits for: the busiest one at the demanded
/// rates (device plus receive link), the first on a tie; -1 without peers.
int pickPeer(const LoadModel& m, std::size_t g, const SystemState& st)
{
  if (m.groups[g].peers <= 0 || m.hosts < 2)
    return -1;
  int best = 1;
  double worst = -1;
  for (int j = 1; j < m.hosts; ++j) {
    const double load = m.deviceUtil(j, st) + m.rxUtil(j, st);
    if (load > worst + 1e-12) {
      worst = load;
      best = j;
    }
  }
  return best;
}

/// One group's chain solved at the others' current state: flat out when even no think time
/// cannot reach the demanded rate (capacity-bound), else with the think time that gives it
/// (found from `think_guess_us`). With the work one of its VMs then holds at each kind of
/// station (Psi) and, on request, the derivatives of that work and of the rate with respect
/// to the held work h (think time fixed) and to the think time.
struct Solved {
  Chain chain;
  MvaResult mva;
  GroupState state;
  bool capacity_bound = false;
  std::array<double, kKinds> held{};  ///< Psi: the work one VM holds at each kind of station
  // with_derivatives only:
  std::vector<double> dheld_dh;           ///< d held[kind] / d h_j at [kind * unknowns + j]
  std::array<double, kKinds> dheld_dz{};  ///< d held[kind] / dZ
  std::vector<double> dx_dh;              ///< dX / d h_j, X per us
  double dx_dz = 0;                       ///< dX / dZ
};

Solved solveGroup(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                  const LatencyOptions& opt, double think_guess_us = 0,
                  bool with_derivatives = false)
{
  const GroupModel& gm = m.groups[g];
  Solved sv;
  sv.chain = buildChain(m, g, peer, st, opt);
  ClosedChain& c = sv.chain.chain;
  const std::size_t K = c.stations.size();
  const std::size_t unknowns = st.held.size();
  const double demand = units::perSToPerUs(gm.demanded_iops);
  if (with_derivatives) {
    sv.dheld_dh.assign(kKinds * unknowns, 0.0);
    sv.dx_dh.assign(unknowns, 0.0);
  }
  if (!(demand > 0)) {
    // Idle: the latency one write would see; the group holds no work anywhere.
    sv.mva = solveMva(c, 1);
    for (std::size_t k = 0; k < K; ++k)
      sv.state.wait_us[kindOf(sv.chain.resources[k])] =
          waitAt(c.stations[k], sv.mva.residence_us[k]);
    return sv;
  }
  // Z = 0 when even no think time cannot exceed the demanded rate.
  c.think_us = thinkTimeForThroughputUs(c, gm.outstanding, demand, think_guess_us);
  MvaSensitivity sens;
  if (with_derivatives) {
    sens = solveMvaSensitivity(c, gm.outstanding);
    sv.mva = sens.mva;
  } else {
    sv.mva = solveMva(c, gm.outstanding);
  }
  sv.capacity_bound = c.think_us == 0 && sv.mva.throughput_per_us < demand * (1.0 - 1e-9);
  const double x = sv.mva.throughput_per_us;
  sv.state.x_iops = units::perUsToPerS(x);
  for (std::size_t k = 0; k < K; ++k) {
    const std::size_t kind = kindOf(sv.chain.resources[k]);
    const double w = waitAt(c.stations[k], sv.mva.residence_us[k]);
    sv.state.wait_us[kind] = w;
    sv.held[kind] = x * (w + c.stations[k].residual_us);
  }
  if (!with_derivatives)
    return sv;
  // Chain rule: held[k] = X (W_k + Rres_k), with the MVA's sensitivities to the held work
  // B_i of each station (linear in h: its coefficients) and to Z.
  sv.dx_dz = sens.dx_dthink;
  for (std::size_t k = 0; k < K; ++k) {
    const std::size_t kind = kindOf(sv.chain.resources[k]);
    const double w_res = sv.state.wait_us[kind] + c.stations[k].residual_us;
    sv.dheld_dz[kind] = sens.dx_dthink * w_res + x * sens.dres_dthink[k];
    double* row = &sv.dheld_dh[kind * unknowns];
    for (std::size_t i = 0; i < K; ++i) {
      const double dheld = sens.dx_dheld[i] * w_res + x * sens.dres_dheld[k * K + i];
      const std::vector<double>& coef = sv.chain.held_coef[i];
      for (std::size_t j = 0; j < unknowns; ++j)
        row[j] += dheld * coef[j];
    }
  }
  for (std::size_t i = 0; i < K; ++i)
    for (std::size_t j = 0; j < unknowns; ++j)
      sv.dx_dh[j] += sens.dx_dheld[i] * sv.chain.held_coef[i][j];
  return sv;
}

/// Sets group g of the system state from its rate and waits.
void setGroup(const LoadModel& m, std::size_t g, const GroupState& gs, SystemState& st)
{
  st.x_iops[g] = gs.x_iops;
  for (std::size_t kind = 0; kind < kKinds; ++kind) {
    const GroupModel& gm = m.groups[g];
    st.held[heldIndex(g, kind)] =
        visits(gm, kind) ? units::usToS(gs.x_iops * (gs.wait_us[kind] + residualOf(gm, kind)))
                         : 0.0;
  }
}

void fillLegs(const Chain& c, const MvaResult& r, const GroupModel& gm, GroupLatency& out)
{
  LegBreakdown& l = out.loaded_legs;
  l = LegBreakdown{};
  l.hypervisor_us = c.chain.branch_delay_us[0];
  for (std::size_t k = 0; k < c.resources.size(); ++k) {
    const double t = r.residence_us[k] + c.delays[k];
    switch (c.resources[k]) {
    case LatencyResource::LocalDevice: l.local_device_us = t; break;
    case LatencyResource::PeerLink: l.serialisation_us = t; break;
    case LatencyResource::PeerReceive: l.receive_wait_us = t; break;
    case LatencyResource::RemoteDevice: l.remote_device_us = t; break;
    case LatencyResource::StorageLink: l.datastore_us = t; break;
    }
  }
  if (gm.peers > 0 && out.peer_host >= 0) {
    l.stack_switch_cable_us = gm.forward_fixed_us;
    l.ack_us = gm.ack_us;
  }
  l.fork_join_us = r.sync_us;
  out.loaded_local_leg_us = r.branch_us.size() > 1 ? r.branch_us[kLocalBranch] : 0.0;
  out.loaded_replica_leg_us = r.branch_us.size() > 2 ? r.branch_us[kReplicaBranch] : 0.0;
  CommitFloor f;
  f.legs = l;
  f.local_leg_us = out.loaded_local_leg_us;
  f.replica_leg_us = out.loaded_replica_leg_us;
  attribute(f, !gm.policy.isWriteBack());
  out.loaded_bound_by = f.bound_by;
}

/// Every VM at its demanded rate, holding no work: the open model's load and the start.
SystemState atDemand(const LoadModel& m)
{
  SystemState st;
  st.held.assign(m.groups.size() * kKinds, 0.0);
  for (const GroupModel& gm : m.groups)
    st.x_iops.push_back(gm.demanded_iops);
  return st;
}

/// Open-model latency with every VM at its demanded rate: Pollaczek-Khinchine at each
/// station's total load (the MVA with one I/O and all load as open background); empty when a
/// station would be at or above 100%.
std::optional<double> openLatencyUs(const LoadModel& m, std::size_t g, int peer,
                                    const LatencyOptions& opt)
{
  Chain c = buildChain(m, g, peer, atDemand(m), opt);
  for (std::size_t k = 0; k < c.chain.stations.size(); ++k) {
    if (!(c.total_util[k] < 1.0))
      return std::nullopt;
    c.chain.stations[k].background_utilization = c.total_util[k];
    c.chain.stations[k].background_wait_us = 0;
  }
  c.chain.think_us = 0;
  return solveMva(c.chain, 1).response_us;
}

/// Utilisation of the busiest resource above which a capacity-bound group counts as held
/// back by the resource rather than by its outstanding I/Os.
constexpr double kSaturatedUtilisation = 0.9;

GroupLatency finishGroup(const Scenario& s, const LoadModel& m, std::size_t g, int peer,
                         const SystemState& st, double think_guess_us, const LatencyOptions& opt)
{
  const GroupModel& gm = m.groups[g];
  GroupLatency out;
  out.policy = gm.policy;
  out.peers_effective = gm.peers;
  out.peers_feasible = !gm.policy.isWriteBack() || gm.policy.peers < std::max(s.hosts, 1);
  out.peer_host = gm.peers > 0 ? peer : -1;
  out.mean_io_bytes = gm.mix.mean_bytes;
  out.io_size_cs2 = gm.mix.cs2;
  out.floor_us = gm.floor.floor_us;
  out.local_leg_us = gm.floor.local_leg_us;
  out.replica_leg_us = gm.floor.replica_leg_us;
  out.legs = gm.floor.legs;
  out.bound_by = gm.floor.bound_by;
  out.network_share = gm.floor.network_share;
  out.outstanding_ios = gm.outstanding;
  out.demanded_iops_per_vm = gm.demanded_iops;

  const Solved sv = solveGroup(m, g, peer, st, opt, think_guess_us);
  const Chain& c = sv.chain;
  const MvaResult& r = sv.mva;
  out.capacity_bound = sv.capacity_bound;
  out.iops_per_vm = sv.state.x_iops;
  out.loaded_us = r.response_us;
  out.think_us = r.think_us;
  out.write_mbps_per_vm = units::mbpsFromIops(out.iops_per_vm, gm.mix.mean_bytes);
  if (!(gm.demanded_iops > 0))
    out.status = LatencyStatus::Idle;

  // The busiest resource, and the benchmark curve's asymptote 1 / max_k D_k / (1 - U_open).
  double d_max = 0;
  std::size_t k_busy = 0;
  for (std::size_t k = 0; k < c.chain.stations.size(); ++k) {
    const QueueStation& q = c.chain.stations[k];
    const double open = std::min(q.background_utilization, kMaxBackgroundUtilisation);
    d_max = std::max(d_max, q.demand_us / (1.0 - open));
    ResourceLoad rl;
    rl.resource = c.resources[k];
    rl.host = c.hosts[k];
    rl.utilization = std::clamp(c.total_util[k], 0.0, 1.0);
    rl.demand_us = q.demand_us;
    rl.residence_us = r.residence_us[k];
    out.resources.push_back(rl);
    const ResourceLoad& busiest = out.resources[k_busy];
    if (rl.utilization > busiest.utilization ||
        (rl.utilization == busiest.utilization && rl.residence_us > busiest.residence_us))
      k_busy = k;
  }
  if (!out.resources.empty()) {
    out.bottleneck = out.resources[k_busy].resource;
    out.bottleneck_utilization = out.resources[k_busy].utilization;
  }
  out.max_iops_per_vm = d_max > 0 ? units::perUsToPerS(1.0 / d_max) : 0.0;

  if (out.capacity_bound) {
    // Kleinrock's saturation point N* = (R(1) + Z) / D_max: beyond it, or with the busiest
    // resource nearly full, the resource rather than the outstanding I/Os holds the VM back.
    const double r1 = solveMva(c.chain, 1).response_us;
    const double knee = d_max > 0 ? (r1 + out.think_us) / d_max : 0.0;
    out.status = gm.outstanding >= knee || out.bottleneck_utilization >= kSaturatedUtilisation
                     ? LatencyStatus::ResourceSaturated
                     : LatencyStatus::OutstandingBound;
  }
  const bool uses_peer_link = std::find(c.resources.begin(), c.resources.end(),
                                        LatencyResource::PeerLink) != c.resources.end();
  if (uses_peer_link && m.max_external >= opt.max_background_utilization)
    out.status = LatencyStatus::BackgroundOverload;

  fillLegs(c, r, gm, out);
  out.open_model_us = openLatencyUs(m, g, peer, opt);
  out.chain = c.chain;
  out.chain_resources = c.resources;
  return out;
}

// ---- The fixed point between the groups --------------------------------------------------

/// Where a solver starts: no work held (an idle system), or a result's solution.
Start startFrom(const LoadModel& m, const LatencyResult* r)
{
  const std::size_t G = m.groups.size();
  Start s;
  s.st.x_iops.assign(G, 0.0);
  s.st.held.assign(G * kKinds, 0.0);
  s.groups.assign(G, GroupState{});
  s.think_us.assign(G, 0.0);
  if (!r || r->groups.size() != G)
    return s;
  for (std::size_t g = 0; g < G; ++g) {
    const GroupLatency& gl = r->groups[g];
    GroupState& gs = s.groups[g];
    gs.x_iops = std::max(gl.iops_per_vm, 0.0);
    for (std::size_t k = 0; k < gl.resources.size() && k < gl.chain_resources.size(); ++k)
      gs.wait_us[kindOf(gl.chain_resources[k])] =
          gl.chain_resources[k] == LatencyResource::PeerReceive
              ? std::max(gl.resources[k].residence_us, 0.0)
              : std::max(gl.resources[k].residence_us - gl.resources[k].demand_us, 0.0);
    setGroup(m, g, gs, s.st);
    s.think_us[g] = std::max(gl.think_us, 0.0);
  }
  return s;
}

/// The load model as the solvers see it (latency_fixed_point.h).
class LoadFixedPoint : public FixedPoint {
public:
  LoadFixedPoint(const LoadModel& m, const std::vector<int>& peer, const LatencyOptions& opt)
      : m_(m), peer_(peer), opt_(opt)
  {
  }

  std::size_t groups() const override { return m_.groups.size(); }

  /// A VM never holds more than its outstanding I/Os at a station:
  /// h = X (W + Rres) = Q - U + X Rres <= N + max(0, Rres / D - 1) (Q <= N, X D <= 1).
  double maxHeld(std::size_t group, std::size_t kind) const override
  {
    const GroupModel& gm = m_.groups[group];
    const double d = demandOf(gm, kind);
    if (!(gm.demanded_iops > 0) || !visits(gm, kind) || !(d > 0))
      return 0.0;
    // A cut-through station holds no own service: h = X W + X Rres <= N + Rres / D.
    if (kind == kRxKind)
      return gm.outstanding + residualOf(gm, kind) / d;
    return gm.outstanding + std::max(0.0, residualOf(gm, kind) / d - 1.0);
  }

  Round solve(const SystemState& st, const Eigen::VectorXd& think_guess_us,
              bool derivatives) const override
  {
    const std::size_t G = m_.groups.size();
    const std::size_t unknowns = st.held.size();
    const Eigen::Index n = static_cast<Eigen::Index>(unknowns);
    const Eigen::Index gn = static_cast<Eigen::Index>(G);
    Round r;
    r.psi = Eigen::VectorXd::Zero(n);
    r.dpsi_dh = Eigen::MatrixXd::Zero(n, n);
    r.dpsi_dz = Eigen::MatrixXd::Zero(n, gn);
    r.think_us = Eigen::VectorXd::Zero(gn);
    r.x_iops = Eigen::VectorXd::Zero(gn);
    r.rate = Eigen::VectorXd::Zero(gn);
    r.drate_dz = Eigen::VectorXd::Zero(gn);
    r.drate_dh = Eigen::MatrixXd::Zero(gn, n);
    r.demand.assign(G, false);
    for (std::size_t g = 0; g < G; ++g) {
      const Eigen::Index gi = static_cast<Eigen::Index>(g);
      const Solved sv =
          accel::solveGroup(m_, g, peer_[g], st, opt_, think_guess_us(gi), derivatives);
      r.think_us(gi) = sv.chain.chain.think_us;
      r.x_iops(gi) = sv.state.x_iops;
      for (std::size_t kind = 0; kind < kKinds; ++kind) {
        const Eigen::Index i = static_cast<Eigen::Index>(heldIndex(g, kind));
        r.psi(i) = sv.held[kind];
        if (!derivatives)
          continue;
        r.dpsi_dz(i, gi) = sv.dheld_dz[kind];
        for (Eigen::Index j = 0; j < n; ++j)
          r.dpsi_dh(i, j) = sv.dheld_dh[kind * unknowns + static_cast<std::size_t>(j)];
      }
      const double demand = units::perSToPerUs(m_.groups[g].demanded_iops);
      r.demand[g] = demand > 0;
      if (demand > 0 && derivatives) {
        r.rate(gi) = sv.mva.throughput_per_us / demand - 1.0;
        r.drate_dz(gi) = sv.dx_dz / demand;
        for (Eigen::Index j = 0; j < n; ++j)
          r.drate_dh(gi, j) = sv.dx_dh[static_cast<std::size_t>(j)] / demand;
      }
    }
    return r;
  }

  GroupState solveGroup(std::size_t group, const SystemState& st, double& think_us) const override
  {
    const Solved sv = accel::solveGroup(m_, group, peer_[group], st, opt_, think_us);
    think_us = sv.chain.chain.think_us;
    return sv.state;
  }

  void setGroup(std::size_t group, const GroupState& gs, SystemState& st) const override
  {
    accel::setGroup(m_, group, gs, st);
  }

private:
  const LoadModel& m_;
  const std::vector<int>& peer_;
  const LatencyOptions& opt_;
};

}  // namespace

LatencyResult computeLatency(const Scenario& s, const LatencyOptions& opt)
{
  return computeLatency(s, opt, LatencySolver{});
}

LatencyResult computeLatency(const Scenario& s, const LatencyOptions& opt,
                             const LatencySolver& solver)
{
  LatencyResult res;
  const LoadModel m = buildLoadModel(s, opt);
  const std::size_t G = m.groups.size();
  std::vector<int> peer(G);
  const SystemState demanded = atDemand(m);
  for (std::size_t g = 0; g < G; ++g)
    peer[g] = pickPeer(m, g, demanded);

  const LoadFixedPoint fp(m, peer, opt);
  Start start = startFrom(m, solver.start);
  const Outcome o = solver.method == LatencySolver::Method::Substitution
                        ? detail::solveSubstitution(fp, std::move(start), solver)
                        : detail::solveNewton(fp, std::move(start), solver);
  res.iterations = o.rounds;
  res.converged = o.converged;
  if (!o.converged && solver.method == LatencySolver::Method::Newton) {
    // The rare case in which Newton's safeguards creep (several groups deep in saturation at
    // once, each step cut at the work a VM can hold): the same method with four times the
    // rounds, from idle (10^5 random scenarios: one needed about 1,000 rounds).
    LatencySolver longer = solver;
    longer.max_rounds = 4 * solver.max_rounds;
    const Outcome o2 = detail::solveNewton(fp, startFrom(m, solver.start), longer);
    res.iterations += o2.rounds;
    if (o2.converged) {
      res.converged = true;
      for (std::size_t g = 0; g < G; ++g)
        res.groups.push_back(finishGroup(s, m, g, peer[g], o2.st, o2.think_us[g], opt));
      return res;
    }
  }
  for (std::size_t g = 0; g < G; ++g)
    res.groups.push_back(finishGroup(s, m, g, peer[g], o.st, o.think_us[g], opt));
  return res;
}

}  // namespace accel
