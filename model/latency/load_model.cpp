// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The load every group puts on every host, and the closed chains built on it (load_model.h).
#include "model/latency/load_model.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "model/common/framing.h"
#include "model/common/profile.h"
#include "model/common/units.h"

namespace accel::detail {

namespace {

/// Variance over the size mix of a time t(s) whose value for one size varies with squared
/// coefficient of variation scv: E[t^2] (1 + scv) - E[t]^2.
template <class F>
double mixVariance(const SizeMix& mix, double scv, F&& t)
{
  const double m = mix.mean(t);
  const double m2 = mix.mean([&](double b) { return t(b) * t(b); });
  return std::max(m2 * (1.0 + std::max(scv, 0.0)) - m * m, 0.0);
}

/// Covariance over the size mix of two times of the same write.
template <class F, class G>
double mixCovariance(const SizeMix& mix, F&& f, G&& g)
{
  return mix.mean([&](double b) { return f(b) * g(b); }) - mix.mean(f) * mix.mean(g);
}

/// The device's queue part of one write (Seidmann: t_dev / c, never below s / BW).
double deviceQueueUs(const Acceleration& acc, double bytes)
{
  const double c = std::max(acc.parallelism, 1);
  const double transfer = acc.write_mbps > 0 ? units::transferUs(bytes, acc.write_mbps) : 0.0;
  return std::max(deviceServiceUs(acc, bytes) / c, transfer);
}

/// Device as a c-server station by Seidmann's approximation (Seidmann, Schweitzer &
/// Shalev-Oren 1987): queue part max(t_dev / c, s / BW) (the bandwidth is shared by the
/// servers), the rest of t_dev a pure delay. The service of one size varies with the
/// device's squared coefficient of variation (acceleration.write_latency_scv: E[D^2] =
/// (1 + scv) D^2 per size); the size mix adds its own variance.
StationShape deviceShape(const Acceleration& acc, const SizeMix& mix)
{
  const double scv = std::max(acc.write_latency_scv, 0.0);
  auto queuePart = [&](double b) { return deviceQueueUs(acc, b); };
  StationShape sh;
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

/// WT: the time the array's bottleneck is held by one write of `bytes` (its queue part,
/// LatencyOptions::datastore_write_demand_us), us; 0 when the array is no queue.
double arrayDemandUs(const LatencyOptions& opt, double bytes)
{
  if (!opt.datastore_write_demand_us)
    return 0.0;
  const double d = opt.datastore_write_demand_us(bytes);
  return std::isfinite(d) && d > 0 ? d : 0.0;
}

/// WT: the datastore's delay for a write of `bytes`: its latency at the datastore less the
/// array's queue part, us.
double storageDelayUs(const LatencyOptions& opt, double mbps, double bytes)
{
  return std::max(datastoreFixedUs(opt, mbps, bytes) - arrayDemandUs(opt, bytes), 0.0);
}

/// WT: the storage link as a queue (the write's transfer), the array's ack as a delay; when
/// the array is a queue too (arrayShape), its queue part leaves the delay (Seidmann et al.'s
/// split of a station into a queue and a delay, as for the device), so that one write alone
/// still takes the datastore's latency.
StationShape storageShape(const Scenario& s, const SizeMix& mix, const LatencyOptions& opt)
{
  StationShape sh;
  const double mbps = datastoreMbps(s, opt);
  auto transfer = [&](double b) { return mbps > 0 ? units::transferUs(b, mbps) : 0.0; };
  sh.demand_us = mix.mean(transfer);
  sh.second_us2 = mix.mean([&](double b) { return transfer(b) * transfer(b); });
  // Each size's latency at the datastore less its queue part at the array (per size, so that
  // one write of any size alone still takes its own latency).
  sh.delay_us = mix.mean([&](double b) { return storageDelayUs(opt, mbps, b); });
  sh.path_var_us2 =
      mixVariance(mix, 0.0, [&](double b) { return transfer(b) + storageDelayUs(opt, mbps, b); });
  return sh;
}

/// WT: the backing array's bottleneck as a queue, its time per write of each size from
/// LatencyOptions::datastore_write_demand_us; exponential service (a disk's seek and rotation
/// vary as much as their mean: Lazowska et al. 1984, ch. 10).
StationShape arrayShape(const SizeMix& mix, const LatencyOptions& opt)
{
  StationShape sh;
  if (!opt.datastore_write_demand_us)
    return sh;
  auto demand = [&](double b) { return arrayDemandUs(opt, b); };
  sh.demand_us = mix.mean(demand);
  sh.second_us2 = 2.0 * mix.mean([&](double b) { return demand(b) * demand(b); });
  sh.path_var_us2 = std::max(sh.second_us2 - sh.demand_us * sh.demand_us, 0.0);
  return sh;
}

double demandedMbps(const VmGroup& g, RateBasis basis)
{
  return std::max(basis == RateBasis::Peak ? profilePeakMbps(g.write) : profileMeanMbps(g.write),
                  0.0);
}

bool skipped(std::size_t g, long skip)
{
  return skip >= 0 && static_cast<std::size_t>(skip) == g;
}

}  // namespace

double reachesBoth(const GroupModel& gm, int hosts, int h, int a, int b)
{
  const int n = gm.peers;
  if (n <= 0 || hosts < 2 || a == b)
    return 0.0;
  // Probability that host x holds one of the write's N replicas: spread, any N of the others
  // alike; ring, the next N hosts.
  auto peer = [&](int x) -> double {
    if (x == h)
      return 0.0;
    if (gm.ring) {
      const int d = ((x - h) % hosts + hosts) % hosts;
      return d >= 1 && d <= n ? 1.0 : 0.0;
    }
    return static_cast<double>(n) / (hosts - 1);
  };
  if (a == h)
    return gm.writes_device ? peer(b) : 0.0;
  if (b == h)
    return gm.writes_device ? peer(a) : 0.0;
  if (gm.ring)
    return peer(a) * peer(b);
  return hosts > 2 ? static_cast<double>(n) * (n - 1) / ((hosts - 1.0) * (hosts - 2.0)) : 0.0;
}

std::size_t kindOf(LatencyResource r)
{
  switch (r) {
  case LatencyResource::LocalDevice: return kLocalKind;
  case LatencyResource::PeerLink: return kLinkKind;
  case LatencyResource::RemoteDevice: return kRemoteKind;
  case LatencyResource::StorageLink: return kStorageKind;
  case LatencyResource::PeerReceive: return kRxKind;
  case LatencyResource::BackingArray: return kArrayKind;
  }
  return kLocalKind;
}

double residualOf(const GroupModel& gm, std::size_t kind)
{
  switch (kind) {
  case kLinkKind: return gm.link.residual();
  case kRxKind: return gm.receive.residual();
  case kStorageKind: return gm.storage.residual();
  case kArrayKind: return gm.array.residual();
  default: return gm.device.residual();
  }
}

double demandOf(const GroupModel& gm, std::size_t kind)
{
  switch (kind) {
  case kLinkKind: return gm.link.demand_us;
  case kRxKind: return gm.receive.demand_us;
  case kStorageKind: return gm.storage.demand_us;
  case kArrayKind: return gm.array.demand_us;
  default: return gm.device.demand_us;
  }
}

bool visits(const GroupModel& gm, std::size_t kind)
{
  switch (kind) {
  case kLocalKind: return gm.writes_device;
  case kLinkKind:
  case kRxKind:
  case kRemoteKind: return gm.peers > 0;
  case kArrayKind: return gm.array_queued;
  default: return !gm.policy.isWriteBack();
  }
}

double LoadModel::deviceUtil(int h, const SystemState& st) const
{
  double u = 0;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const GroupModel& gm = groups[g];
    u += st.x_iops[g] * (gm.local_iops[at(h)] + gm.replica_iops[at(h)]) * gm.device.demand_us;
  }
  return units::usToS(u);
}

double LoadModel::txUtil(int h, const SystemState& st) const
{
  double u = base_tx[at(h)];
  for (std::size_t g = 0; g < groups.size(); ++g)
    u += st.x_iops[g] * groups[g].tx_util[at(h)];
  return u;
}

double LoadModel::rxUtil(int h, const SystemState& st) const
{
  double u = base_rx[at(h)];
  for (std::size_t g = 0; g < groups.size(); ++g)
    u += st.x_iops[g] * groups[g].rx_util[at(h)];
  return u;
}

double LoadModel::storageUtil(int h, const SystemState& st) const
{
  double u = 0;
  for (std::size_t g = 0; g < groups.size(); ++g)
    u += st.x_iops[g] * groups[g].storage_iops[at(h)] * groups[g].storage.demand_us;
  return units::usToS(u);
}

double LoadModel::arrayUtil(const SystemState& st) const
{
  double u = 0;
  for (std::size_t g = 0; g < groups.size(); ++g)
    if (groups[g].array_queued)
      u += st.x_iops[g] * groups[g].vms_total * groups[g].array.demand_us;
  return units::usToS(u);
}

HeldWork LoadModel::deviceHeld(int h, const SystemState& st, long skip) const
{
  HeldWork w(st.held.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (skipped(g, skip))
      continue;
    const GroupModel& gm = groups[g];
    w.add(heldIndex(g, kLocalKind), gm.device.demand_us * gm.local_iops[at(h)], st.held);
    w.add(heldIndex(g, kRemoteKind), gm.device.demand_us * gm.replica_iops[at(h)], st.held);
  }
  return w;
}

/// tx_util and rx_util are utilisations per write per second: x (W + Rres) of the stream is
/// its held work h in us per s.
HeldWork LoadModel::txHeld(int h, const SystemState& st, long skip) const
{
  HeldWork w(st.held.size());
  for (std::size_t g = 0; g < groups.size(); ++g)
    if (!skipped(g, skip))
      w.add(heldIndex(g, kLinkKind), units::kUsPerS * groups[g].tx_util[at(h)], st.held);
  return w;
}

HeldWork LoadModel::rxHeld(int h, const SystemState& st, long skip) const
{
  HeldWork w(st.held.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (skipped(g, skip))
      continue;
    const GroupModel& gm = groups[g];
    w.add(heldIndex(g, kRxKind), units::kUsPerS * gm.rx_util[at(h)], st.held);
    w.add(heldIndex(g, kRateKind),
          -units::kUsPerS * gm.rx_first_util[at(h)] * gm.receive.residual(), st.held);
  }
  return w;
}

HeldWork LoadModel::storageHeld(int h, const SystemState& st, long skip) const
{
  HeldWork w(st.held.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (skipped(g, skip))
      continue;
    const GroupModel& gm = groups[g];
    w.add(heldIndex(g, kStorageKind), gm.storage.demand_us * gm.storage_iops[at(h)], st.held);
  }
  return w;
}

HeldWork LoadModel::arrayHeld(const SystemState& st, long skip) const
{
  HeldWork w(st.held.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const GroupModel& gm = groups[g];
    if (skipped(g, skip) || !gm.array_queued)
      continue;
    w.add(heldIndex(g, kArrayKind), gm.array.demand_us * gm.vms_total, st.held);
  }
  return w;
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
  const Acceleration& acc = s.acceleration;
  for (const VmGroup& vg : s.vm_groups) {
    GroupModel gm;
    gm.mix = sizeMix(vg);
    gm.policy = vg.write_policy;
    gm.peers = effectivePeers(s, vg.write_policy);
    gm.outstanding = std::max(vg.outstanding_ios, 1);
    gm.demanded_iops = units::iopsFromMbps(demandedMbps(vg, opt.rate_basis), gm.mix.mean_bytes);
    gm.floor = floorForMix(s, vg.write_policy, gm.mix, opt);
    gm.writes_device = localDeviceWritten(vg.write_policy, opt);
    gm.device = deviceShape(acc, gm.mix);
    auto dev = [&](double b) { return deviceQueueUs(acc, b); };
    auto devPath = [&](double b) { return deviceServiceUs(acc, b); };
    gm.dev_dev_us2 = gm.mix.mean([&](double b) { return dev(b) * dev(b); });
    gm.cov_dev_dev_us2 = mixCovariance(gm.mix, devPath, devPath);
    if (gm.peers > 0) {
      const PeerNetwork& net = s.peer_network;
      gm.link = linkShape(net, gm.peers, gm.mix, opt);
      gm.receive = receiveShape(net, gm.mix, opt);
      gm.forward_fixed_us = gm.mix.mean([&](double b) { return forwardFixedUs(net, b, opt); });
      gm.ack_us = ackUs(net, opt).total();
      gm.usable_links = std::max(net.usable_links, 1);
      gm.copy_serialisation_us =
          gm.mix.mean([&](double b) { return copySerialisationUs(net, b, opt); });
      const double links = std::max(net.usable_links, 1);
      const double rounds = transmitRounds(net, gm.peers);
      auto ser = [&](double b) { return copySerialisationUs(net, b, opt); };
      gm.dev_link_us2 = gm.mix.mean([&](double b) { return dev(b) * gm.peers * ser(b) / links; });
      gm.dev_rx_us2 = gm.mix.mean([&](double b) { return dev(b) * ser(b) / links; });
      gm.cov_dev_link_us2 =
          mixCovariance(gm.mix, devPath, [&](double b) { return rounds * ser(b); });
    }
    if (!vg.write_policy.isWriteBack()) {
      gm.array = arrayShape(gm.mix, opt);
      gm.array_queued = gm.array.demand_us > 0;
      gm.storage = storageShape(s, gm.mix, opt);
      const double mbps = datastoreMbps(s, opt);
      auto transfer = [&](double b) { return mbps > 0 ? units::transferUs(b, mbps) : 0.0; };
      gm.dev_storage_us2 = gm.mix.mean([&](double b) { return dev(b) * transfer(b); });
      gm.cov_dev_storage_us2 = mixCovariance(
          gm.mix, devPath, [&](double b) { return transfer(b) + storageDelayUs(opt, mbps, b); });
    }

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
    for (std::vector<double>* v :
         {&gm.local_iops, &gm.replica_iops, &gm.copies_from_first, &gm.touch_first,
          &gm.touch_first_rx, &gm.tx_util, &gm.rx_util, &gm.rx_first_util, &gm.storage_iops})
      v->assign(hosts, 0.0);
    gm.ring = s.peer_network.peer_selection == PeerSelection::Ring;
    gm.vms_on_host.assign(hosts, 0);
    for (int h = 0; h < H; ++h)
      gm.vms_on_host[LoadModel::at(h)] = runsOnHost(vg, H, h) ? std::max(vg.vms_per_host, 0) : 0;
    for (int q = 1; q < H; ++q) {
      for (int h = 0; h < H; ++h) {
        const double w = gm.vms_on_host[LoadModel::at(h)] * reachesBoth(gm, H, h, 0, q);
        gm.touch_first[LoadModel::at(q)] += w;
        if (h != q)
          gm.touch_first_rx[LoadModel::at(q)] += w;
      }
    }
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
      gm.copies_from_first[h] = from_first * c;
      gm.rx_first_util[h] = in > 0 ? gm.rx_util[h] * std::min(from_first / in, 1.0) : 0.0;
      if (!vg.write_policy.isWriteBack())
        gm.storage_iops[h] = hr.vm_write_mbps;
    }
    gm.vms_on_first_host = runsOnHost(vg, H, 0) ? std::max(vg.vms_per_host, 0) : 0;
    gm.vms_total = hostsRunning(vg, H) * std::max(vg.vms_per_host, 0);
    m.groups.push_back(std::move(gm));
  }
  return m;
}

namespace {

/// Adds the correlation of the legs to a chain (ClosedChain::wait_correlation and
/// service_covariance): between the local device and each station of the other branch, the
/// covariance of the work the two queues receive from the same writes (writes that reach host
/// 0's device and also go through that port, device or link) over the square root of the product of
/// each queue's own (arrival rate x E[S^2] of every stream through it; other traffic with the
/// station's residual): the heavy-traffic view of two queues driven by partly common
/// arrivals, whose waits correlate as their driving processes do (Harrison 1985; for
/// fork-join queues, Nguyen 1993). With one VM, deterministic devices and nothing else
/// sharing them the two devices' queues see the same writes in the same order: correlation 1.
/// And one write's service on both legs shares its size. The group's own streams count at
/// `own_iops` per VM, the others at their rates in `st`.
void addCorrelation(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                    double own_iops, Chain& c)
{
  const std::size_t K = c.chain.stations.size();
  std::size_t local = K;
  for (std::size_t k = 0; k < K; ++k)
    if (c.resources[k] == LatencyResource::LocalDevice)
      local = k;
  if (local == K || K < 2)
    return;
  const GroupModel& own = m.groups[g];
  auto rate = [&](std::size_t gi) {
    return gi == g ? units::perSToPerUs(own_iops) : st.held[heldIndex(gi, kRateKind)];
  };
  // The driving variance of a station: sum of rate x E[S^2] over the streams through it.
  auto drive = [&](LatencyResource r, int host, const QueueStation& q) {
    const std::size_t h = LoadModel::at(host);
    double v = 2.0 * q.background_utilization * std::max(q.residual_us, 0.0);
    for (std::size_t gi = 0; gi < m.groups.size(); ++gi) {
      const GroupModel& gm = m.groups[gi];
      switch (r) {
      case LatencyResource::LocalDevice:
      case LatencyResource::RemoteDevice:
        v += rate(gi) * (gm.local_iops[h] + gm.replica_iops[h]) * gm.device.second_us2;
        break;
      case LatencyResource::PeerLink:
        v += rate(gi) * (gm.peers > 0 ? gm.vms_on_first_host : 0) * gm.link.second_us2;
        break;
      case LatencyResource::PeerReceive:
        v += rate(gi) * gm.replica_iops[h] * gm.receive.second_us2;
        break;
      case LatencyResource::StorageLink:
        v += rate(gi) * gm.storage_iops[h] * gm.storage.second_us2;
        break;
      case LatencyResource::BackingArray:
        v += gm.array_queued ? rate(gi) * gm.vms_total * gm.array.second_us2 : 0.0;
        break;
      }
    }
    return v;
  };
  // What host 0's writes put on the local device and on the other station together.
  auto common = [&](LatencyResource r) {
    const std::size_t p = peer >= 0 ? LoadModel::at(peer) : 0;
    double v = 0;
    for (std::size_t gi = 0; gi < m.groups.size(); ++gi) {
      const GroupModel& gm = m.groups[gi];
      if (!gm.writes_device)
        continue;
      switch (r) {
      case LatencyResource::RemoteDevice: v += rate(gi) * gm.touch_first[p] * gm.dev_dev_us2; break;
      case LatencyResource::PeerLink:
        v += rate(gi) * (gm.peers > 0 ? gm.vms_on_first_host : 0) * gm.dev_link_us2;
        break;
      case LatencyResource::PeerReceive:
        v += rate(gi) * gm.touch_first_rx[p] * gm.dev_rx_us2;
        break;
      case LatencyResource::StorageLink:
        v += rate(gi) * gm.storage_iops[0] * gm.dev_storage_us2;
        break;
      // The array's wait is taken as independent of the local device's: its queue is the
      // whole cluster's, host 0's writes a small share of it.
      case LatencyResource::BackingArray:
      case LatencyResource::LocalDevice: break;
      }
    }
    return v;
  };
  c.chain.wait_correlation.assign(K * K, 0.0);
  c.chain.service_covariance.assign(K * K, 0.0);
  const double v_local = drive(LatencyResource::LocalDevice, 0, c.chain.stations[local]);
  for (std::size_t k = 0; k < K; ++k) {
    if (k == local || c.chain.stations[k].branch == c.chain.stations[local].branch)
      continue;
    const LatencyResource r = c.resources[k];
    const double v = drive(r, c.hosts[k], c.chain.stations[k]);
    const double corr = v_local > 0 && v > 0 ? common(r) / std::sqrt(v_local * v) : 0.0;
    c.chain.wait_correlation[local * K + k] = c.chain.wait_correlation[k * K + local] =
        std::clamp(corr, 0.0, 1.0);
    double scov = 0;
    switch (r) {
    case LatencyResource::RemoteDevice: scov = own.cov_dev_dev_us2; break;
    case LatencyResource::PeerLink: scov = own.cov_dev_link_us2; break;
    case LatencyResource::StorageLink: scov = own.cov_dev_storage_us2; break;
    default: break;
    }
    c.chain.service_covariance[local * K + k] = c.chain.service_covariance[k * K + local] = scov;
  }
  // Two copies of one write, at two peers: their devices (and receive ports) partly receive
  // the same writes, the copies have the same size.
  if (own.peers < 2 || peer < 0)
    return;
  int second = -1;
  for (int q = 1; q < m.hosts; ++q) {
    if (q == peer || !(own.copies_from_first[LoadModel::at(q)] > 0))
      continue;
    if (second < 0 ||
        own.copies_from_first[LoadModel::at(q)] > own.copies_from_first[LoadModel::at(second)])
      second = q;
  }
  if (second < 0)
    return;
  for (std::size_t k = 0; k < K; ++k) {
    QueueStation& q = c.chain.stations[k];
    const LatencyResource r = c.resources[k];
    if (r != LatencyResource::RemoteDevice && r != LatencyResource::PeerReceive)
      continue;
    double both = 0;
    for (std::size_t gi = 0; gi < m.groups.size(); ++gi) {
      const GroupModel& gm = m.groups[gi];
      for (int h = 0; h < m.hosts; ++h) {
        if (r == LatencyResource::PeerReceive && (h == peer || h == second))
          continue;
        const double w =
            gm.vms_on_host[LoadModel::at(h)] * reachesBoth(gm, m.hosts, h, peer, second);
        both += rate(gi) * w *
                (r == LatencyResource::RemoteDevice ? gm.dev_dev_us2 : gm.receive.second_us2);
      }
    }
    const double v1 = drive(r, peer, q), v2 = drive(r, second, q);
    q.copy_wait_correlation =
        v1 > 0 && v2 > 0 ? std::clamp(both / std::sqrt(v1 * v2), 0.0, 1.0) : 0.0;
    q.copy_service_covariance_us2 = r == LatencyResource::RemoteDevice ? own.cov_dev_dev_us2 : 0.0;
  }
}

/// Adds one station to a chain.
struct ChainBuilder {
  Chain& c;
  void add(LatencyResource r, int host, const StationShape& sh, double total_util, double open_util,
           HeldWork held, int branch, double visits, double residual_visits = -1,
           bool cut_through = false, bool shared = false, double removed = 1)
  {
    QueueStation q;
    q.demand_us = sh.demand_us;
    q.residual_us = sh.residual();
    q.background_utilization = open_util;
    q.background_wait_us = std::max(held.us, 0.0);
    q.branch = branch;
    q.service_var_us2 = sh.path_var_us2;
    q.cut_through = cut_through;
    q.visits = std::max(visits, 0.0);
    q.residual_visits = residual_visits < 0 ? -1.0 : std::min(residual_visits, q.visits);
    q.shared_by_copies = shared;
    q.removed_customers = removed;
    if (held.us < 0)
      std::fill(held.coef.begin(), held.coef.end(), 0.0);
    c.chain.stations.push_back(q);
    c.chain.branch_delay_us[static_cast<std::size_t>(branch)] += sh.delay_us;
    c.resources.push_back(r);
    c.hosts.push_back(host);
    c.delays.push_back(sh.delay_us);
    c.total_util.push_back(total_util);
    c.held_coef.push_back(std::move(held.coef));
  }
};

Chain emptyChain(const GroupModel& gm, const LatencyOptions& opt)
{
  Chain c;
  c.chain.branch_delay_us = {std::max(opt.hypervisor_us, 0.0), 0.0, 0.0};
  c.chain.join = ClosedChain::Join::ExpectedMax;
  c.chain.branch_copies = {1, 1, std::max(gm.peers, 1)};
  // The local leg, then the N copies: copy c leaves after floor(c / links) + 1 rounds of
  // serialisation, the last one after all of them.
  c.chain.copy_lead_us.assign(1, 0.0);
  const int links = std::max(gm.usable_links, 1);
  const int rounds = (std::max(gm.peers, 1) + links - 1) / links;
  for (int k = 0; k < std::max(gm.peers, 1); ++k)
    c.chain.copy_lead_us.push_back((rounds - 1 - k / links) * gm.copy_serialisation_us);
  return c;
}

}  // namespace

Chain buildGroupChain(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                      const LatencyOptions& opt)
{
  const GroupModel& gm = m.groups[g];
  Chain c = emptyChain(gm, opt);
  const int vms = std::max(gm.vms_total, 1);
  const double v = vms;
  c.per_vm = vms;
  c.population = vms * gm.outstanding;
  c.chain.max_population_steps = m.population_steps;
  ChainBuilder b{c};
  const long skip = static_cast<long>(g);
  // The arrival theorem: an arriving write takes one write of host 0's VMs away, which are a
  // share first / vms of the group; at a station, the share of the group's work there that
  // comes from host 0 sees that.
  const double per_first = v / std::max(gm.vms_on_first_host, 1);
  auto removed = [&](double from_first, double all) {
    return all > 0 ? per_first * std::min(from_first / all, 1.0) : 1.0;
  };
  if (gm.writes_device) {
    const double all = gm.local_iops[0] + gm.replica_iops[0];
    b.add(LatencyResource::LocalDevice, 0, gm.device, m.deviceUtil(0, st), 0.0,
          m.deviceHeld(0, st, skip), kLocalBranch, all / v, -1, false, false,
          removed(gm.local_iops[0], all));
  }
  if (gm.peers > 0 && peer >= 0) {
    const std::size_t p = LoadModel::at(peer);
    b.add(LatencyResource::PeerLink, 0, gm.link, m.txUtil(0, st), m.base_tx[0],
          m.txHeld(0, st, skip), kReplicaBranch, gm.vms_on_first_host / v, -1, false, gm.peers > 1,
          per_first);
    // The peer's receive port: the group's copies from every host meet the other groups'
    // and other traffic there; those from host 0 never find each other in service.
    b.add(LatencyResource::PeerReceive, peer, gm.receive, m.rxUtil(peer, st), m.base_rx[p],
          m.rxHeld(peer, st, skip), kReplicaBranch, gm.replica_iops[p] / v,
          std::max(gm.replica_iops[p] - gm.copies_from_first[p], 0.0) / v, true, false,
          removed(gm.copies_from_first[p], gm.replica_iops[p]));
    const double all = gm.local_iops[p] + gm.replica_iops[p];
    b.add(LatencyResource::RemoteDevice, peer, gm.device, m.deviceUtil(peer, st), 0.0,
          m.deviceHeld(peer, st, skip), kReplicaBranch, all / v, -1, false, false,
          removed(gm.copies_from_first[p], all));
    c.chain.branch_delay_us[kReplicaBranch] += gm.forward_fixed_us + gm.ack_us;
  } else if (!gm.policy.isWriteBack()) {
    b.add(LatencyResource::StorageLink, 0, gm.storage, m.storageUtil(0, st), 0.0,
          m.storageHeld(0, st, skip), kReplicaBranch, gm.storage_iops[0] / v, -1, false, false,
          per_first);
    // The array: every write of the group passes it once, with every other group's WT writes.
    if (gm.array_queued)
      b.add(LatencyResource::BackingArray, 0, gm.array, m.arrayUtil(st), 0.0, m.arrayHeld(st, skip),
            kReplicaBranch, 1.0);
  }
  // The group's own rate is what its chain finds: taken at its demand (the rate it runs at
  // unless capacity-bound) for the correlation's weights.
  addCorrelation(m, g, peer, st, gm.demanded_iops, c);
  return c;
}

Chain buildVmChain(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                   const LatencyOptions& opt)
{
  const GroupModel& gm = m.groups[g];
  Chain c = emptyChain(gm, opt);
  c.population = gm.outstanding;
  c.per_vm = 1;
  ChainBuilder b{c};
  const double first = std::max(gm.vms_on_first_host, 1);
  if (gm.writes_device) {
    HeldWork held = m.deviceHeld(0, st, -1);
    held.add(heldIndex(g, kLocalKind), -gm.device.demand_us, st.held);
    b.add(LatencyResource::LocalDevice, 0, gm.device, m.deviceUtil(0, st), 0.0, std::move(held),
          kLocalBranch, 1.0);
  }
  if (gm.peers > 0 && peer >= 0) {
    const std::size_t p = LoadModel::at(peer);
    HeldWork tx = m.txHeld(0, st, -1);
    tx.add(heldIndex(g, kLinkKind), -units::kUsPerS * gm.tx_util[0] / first, st.held);
    b.add(LatencyResource::PeerLink, 0, gm.link, m.txUtil(0, st), m.base_tx[0], std::move(tx),
          kReplicaBranch, 1.0, -1, false, gm.peers > 1);
    // One VM's copies landing at this peer per write, and at its device.
    const double share = gm.copies_from_first[p] / first;
    HeldWork rx = m.rxHeld(peer, st, -1);
    const double own_rx = gm.rx_first_util[p] / first;
    rx.add(heldIndex(g, kRxKind), -units::kUsPerS * own_rx, st.held);
    rx.add(heldIndex(g, kRateKind), units::kUsPerS * own_rx * gm.receive.residual(), st.held);
    b.add(LatencyResource::PeerReceive, peer, gm.receive, m.rxUtil(peer, st), m.base_rx[p],
          std::move(rx), kReplicaBranch, share, 0.0, true);
    HeldWork remote = m.deviceHeld(peer, st, -1);
    remote.add(heldIndex(g, kRemoteKind), -share * gm.device.demand_us, st.held);
    b.add(LatencyResource::RemoteDevice, peer, gm.device, m.deviceUtil(peer, st), 0.0,
          std::move(remote), kReplicaBranch, share);
    c.chain.branch_delay_us[kReplicaBranch] += gm.forward_fixed_us + gm.ack_us;
  } else if (!gm.policy.isWriteBack()) {
    HeldWork held = m.storageHeld(0, st, -1);
    held.add(heldIndex(g, kStorageKind), -gm.storage.demand_us, st.held);
    b.add(LatencyResource::StorageLink, 0, gm.storage, m.storageUtil(0, st), 0.0, std::move(held),
          kReplicaBranch, 1.0);
    if (gm.array_queued) {
      HeldWork array = m.arrayHeld(st, -1);
      array.add(heldIndex(g, kArrayKind), -gm.array.demand_us, st.held);
      b.add(LatencyResource::BackingArray, 0, gm.array, m.arrayUtil(st), 0.0, std::move(array),
            kReplicaBranch, 1.0);
    }
  }
  addCorrelation(m, g, peer, st, st.x_iops[g], c);
  return c;
}

double waitAt(const QueueStation& q, double residence_us)
{
  return std::max(q.cut_through ? residence_us : residence_us - q.demand_us, 0.0);
}

int pickPeer(const LoadModel& m, std::size_t g, const SystemState& st)
{
  if (m.groups[g].peers <= 0 || m.hosts < 2)
    return -1;
  int best = 1;
  double worst = -1;
  for (int j = 1; j < m.hosts; ++j) {
    // Only the hosts the representative's copies go to (ring: its next N hosts).
    if (!(m.groups[g].copies_from_first[LoadModel::at(j)] > 0))
      continue;
    const double load = m.deviceUtil(j, st) + m.rxUtil(j, st);
    if (load > worst + 1e-12) {
      worst = load;
      best = j;
    }
  }
  return best;
}

}  // namespace accel::detail
