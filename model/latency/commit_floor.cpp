// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
/// \file commit_floor.cpp
/// The commit's legs on an idle system: device service times, the network's one-way times
/// and the commit floor (docs/models/latency.md section 1, worked example B1).
#include "model/latency/latency.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include "model/common/framing.h"
#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/latency/legs.h"

namespace accel {

using namespace detail;  // the legs (legs.h) shared with the load model

const char* boundByKey(BoundBy b)
{
  switch (b) {
  case BoundBy::LocalDevice: return "local_device";
  case BoundBy::PeerNetwork: return "peer_network";
  case BoundBy::RemoteDevice: return "remote_device";
  case BoundBy::Datastore: return "datastore";
  }
  return "local_device";
}

const char* contractBoundByKey(BoundBy b)
{
  return b == BoundBy::Datastore ? "remote_device" : boundByKey(b);
}

const char* resourceKey(LatencyResource r)
{
  switch (r) {
  case LatencyResource::LocalDevice: return "local_device";
  case LatencyResource::PeerLink: return "peer_link";
  case LatencyResource::RemoteDevice: return "remote_device";
  case LatencyResource::StorageLink: return "storage_link";
  case LatencyResource::PeerReceive: return "peer_receive";
  case LatencyResource::BackingArray: return "backing_array";
  }
  return "local_device";
}

const char* latencyStatusKey(LatencyStatus s)
{
  switch (s) {
  case LatencyStatus::Ok: return "ok";
  case LatencyStatus::Idle: return "idle";
  case LatencyStatus::OutstandingBound: return "outstanding_bound";
  case LatencyStatus::ResourceSaturated: return "resource_saturated";
  case LatencyStatus::BackgroundOverload: return "background_overload";
  }
  return "ok";
}

void applyDevicePreset(const DevicePreset& preset, Acceleration& acc)
{
  acc.device = preset.name;
  acc.media = preset.media;
  acc.write_latency_us = preset.write_latency_us;
  acc.write_mbps = preset.write_mbps;
  acc.parallelism = preset.parallelism;
  if (preset.read_latency_us)
    acc.read_latency_us = *preset.read_latency_us;
}

namespace detail {

double affineServiceUs(double fixed_us, double mbps, double bytes)
{
  const double transfer = mbps > 0 ? units::transferUs(std::max(bytes, 0.0), mbps) : 0.0;
  return fixed_us + transfer;
}

}  // namespace detail

double deviceFixedUs(const Acceleration& acc)
{
  return affineFixedUs(acc.write_latency_us, acc.write_mbps);
}

double deviceServiceUs(const Acceleration& acc, double bytes)
{
  return affineServiceUs(deviceFixedUs(acc), acc.write_mbps, bytes);
}

namespace detail {

double cableAndSwitchUs(const PeerNetwork& net, const LatencyOptions& opt)
{
  return std::max(net.switch_hops, 0) * std::max(opt.switch_hop_us, 0.0) +
         units::nsToUs(std::max(net.cable_m, 0.0) * std::max(opt.cable_ns_per_m, 0.0));
}

/// Serialisation of `wire_bytes` at the link rate; 0 on a link of no speed (invalid input).
double wireUs(double wire_bytes, double gbps)
{
  return gbps > 0 ? units::serialisationUs(wire_bytes, gbps) : 0.0;
}

/// The measured RDMA one-way time less its serialisation at the reference rate: the part
/// that does not depend on the link speed (HCA, PCIe, verbs), interpolated linearly in the
/// payload size and held constant outside the measured range.
double rdmaFixedUs(const PeerNetwork& net, double payload_bytes, const LatencyOptions& opt)
{
  const auto& pts = opt.rdma_one_way;
  if (pts.empty())
    return 0.0;
  auto fixedAt = [&](const LatencyOptions::RdmaPoint& p) {
    const double ser = wireUs(wireBytesPerIo(p.bytes, net), opt.rdma_reference_gbps);
    return std::max(p.one_way_us - ser, 0.0);
  };
  if (payload_bytes <= pts.front().bytes)
    return fixedAt(pts.front());
  for (std::size_t i = 1; i < pts.size(); ++i) {
    if (payload_bytes <= pts[i].bytes) {
      const double span = pts[i].bytes - pts[i - 1].bytes;
      const double f = span > 0 ? (payload_bytes - pts[i - 1].bytes) / span : 1.0;
      return fixedAt(pts[i - 1]) + f * (fixedAt(pts[i]) - fixedAt(pts[i - 1]));
    }
  }
  return fixedAt(pts.back());
}

/// Rounds of back-to-back transmission for `copies` replicas over the usable links.
double transmitRounds(const PeerNetwork& net, int copies)
{
  const int links = std::max(net.usable_links, 1);
  return std::ceil(static_cast<double>(std::max(copies, 0)) / links);
}

/// Payload of one replica on the wire: compressed (compression applies to replicas only).
double replicaPayloadBytes(const PeerNetwork& net, double bytes)
{
  return std::max(bytes, 0.0) / std::max(net.compression_ratio, 1.0);
}

/// Serialisation of one replica copy of a write of `bytes`.
double copySerialisationUs(const PeerNetwork& net, double bytes, const LatencyOptions& opt)
{
  return wireUs(wireBytesPerIo(replicaPayloadBytes(net, bytes), net, opt.app_header_bytes),
                net.link_gbps);
}

double forwardFixedUs(const PeerNetwork& net, double bytes, const LatencyOptions& opt)
{
  const double stack = net.kind == NetKind::InfiniBand
                           ? rdmaFixedUs(net, replicaPayloadBytes(net, bytes), opt)
                           : std::max(net.stack_latency_us, 0.0);
  return stack + cableAndSwitchUs(net, opt);
}

}  // namespace detail

OneWayUs forwardUs(const PeerNetwork& net, double payload_bytes, int copies,
                   const LatencyOptions& opt)
{
  OneWayUs o;
  o.serialisation_us =
      transmitRounds(net, std::max(copies, 1)) * copySerialisationUs(net, payload_bytes, opt);
  o.fixed_us = forwardFixedUs(net, payload_bytes, opt);
  return o;
}

OneWayUs ackUs(const PeerNetwork& net, const LatencyOptions& opt)
{
  OneWayUs o;
  if (net.kind == NetKind::InfiniBand) {
    o.serialisation_us = wireUs(wireBytesPerIo(0, net), net.link_gbps);
    o.fixed_us = rdmaFixedUs(net, 0, opt) + cableAndSwitchUs(net, opt);
  } else {
    o.serialisation_us = wireUs(kEthernetMinWireBytes, net.link_gbps);
    o.fixed_us = std::max(net.stack_latency_us, 0.0) + cableAndSwitchUs(net, opt);
  }
  return o;
}

namespace detail {

// ---- Write sizes ---------------------------------------------------------------------------

SizeMix singleSize(double bytes)
{
  SizeMix m;
  m.bytes = {std::max(bytes, 0.0)};
  m.weight = {1.0};
  m.mean_bytes = m.bytes[0];
  return m;
}

/// The group's write sizes: its histogram (fractions normalised) or write_io_kib.
SizeMix sizeMix(const VmGroup& g)
{
  double total = 0;
  for (const auto& b : g.write_io_histogram)
    total += std::max(b.fraction, 0.0);
  if (!(total > 0))
    return singleSize(units::kibToBytes(g.write_io_kib));
  SizeMix m;
  for (const auto& b : g.write_io_histogram) {
    if (b.fraction > 0) {
      m.bytes.push_back(units::kibToBytes(std::max(b.size_kib, 0.0)));
      m.weight.push_back(b.fraction / total);
    }
  }
  m.mean_bytes = m.mean([](double s) { return s; });
  const double second = m.mean([](double s) { return s * s; });
  m.cs2 = m.mean_bytes > 0 ? std::max(second / (m.mean_bytes * m.mean_bytes) - 1.0, 0.0) : 0.0;
  return m;
}

// ---- Floor ---------------------------------------------------------------------------------

int effectivePeers(const Scenario& s, WritePolicy policy)
{
  return policy.isWriteBack() ? std::clamp(policy.peers, 0, std::max(s.hosts - 1, 0)) : 0;
}

/// One write stream to the backing datastore, MB/s (WT).
double datastoreMbps(const Scenario& s, const LatencyOptions& opt)
{
  if (opt.datastore_write_mbps)
    return std::max(*opt.datastore_write_mbps, 0.0);
  const StorageNetwork& sn = s.backing.storage_network;
  double mbps = units::gbpsToMBps(std::max(sn.link_gbps, 0.0));
  if (sn.session_limit_mbps && *sn.session_limit_mbps > 0)
    mbps = std::min(mbps, *sn.session_limit_mbps);
  return mbps;
}

double datastoreFixedUs(const LatencyOptions& opt, double mbps, double bytes)
{
  double us = opt.datastore_write_latency_us;
  if (opt.datastore_write_latency_at_us) {
    const double at = opt.datastore_write_latency_at_us(bytes);
    if (std::isfinite(at) && at >= 0)
      us = at;
  }
  return affineFixedUs(us, mbps);
}

bool localDeviceWritten(WritePolicy policy, const LatencyOptions& opt)
{
  return policy.isWriteBack() || opt.write_through_populates_device;
}

/// Attributes a commit to its leg. When the replica leg is the slower one, the network is
/// named if its time (serialisation, stack/switch/cable, ack) is at least what the remote
/// device adds over the local one, else the remote device.
void attribute(CommitFloor& f, bool write_through)
{
  const LegBreakdown& l = f.legs;
  f.floor_us = l.hypervisor_us + std::max(f.local_leg_us, f.replica_leg_us);
  f.bound_by = BoundBy::LocalDevice;
  f.network_share = 0;
  if (f.replica_leg_us > f.local_leg_us) {
    if (write_through) {
      f.bound_by = BoundBy::Datastore;
    } else {
      const double network = l.serialisation_us + l.stack_switch_cable_us + l.ack_us;
      const double remote_excess = std::max(l.remote_device_us - f.local_leg_us, 0.0);
      f.bound_by = network >= remote_excess ? BoundBy::PeerNetwork : BoundBy::RemoteDevice;
      f.network_share = f.floor_us > 0 ? network / f.floor_us : 0.0;
    }
  }
}

CommitFloor floorForMix(const Scenario& s, WritePolicy policy, const SizeMix& mix,
                        const LatencyOptions& opt)
{
  CommitFloor f;
  const Acceleration& acc = s.acceleration;
  const PeerNetwork& net = s.peer_network;
  f.peers_effective = effectivePeers(s, policy);
  LegBreakdown& l = f.legs;
  l.hypervisor_us = std::max(opt.hypervisor_us, 0.0);
  if (localDeviceWritten(policy, opt))
    l.local_device_us = mix.mean([&](double b) { return deviceServiceUs(acc, b); });
  f.local_leg_us = l.local_device_us;
  if (f.peers_effective > 0) {
    l.serialisation_us = mix.mean(
        [&](double b) { return forwardUs(net, b, f.peers_effective, opt).serialisation_us; });
    l.stack_switch_cable_us = mix.mean([&](double b) { return forwardFixedUs(net, b, opt); });
    l.remote_device_us = mix.mean([&](double b) { return deviceServiceUs(acc, b); });
    l.ack_us = ackUs(net, opt).total();
    f.replica_leg_us = l.serialisation_us + l.stack_switch_cable_us + l.remote_device_us + l.ack_us;
  } else if (!policy.isWriteBack()) {
    const double mbps = datastoreMbps(s, opt);
    l.datastore_us = mix.mean(
        [&](double b) { return affineServiceUs(datastoreFixedUs(opt, mbps, b), mbps, b); });
    f.replica_leg_us = l.datastore_us;
  }
  attribute(f, !policy.isWriteBack());
  return f;
}

}  // namespace detail

CommitFloor commitFloorUs(const Scenario& s, WritePolicy policy, double io_bytes,
                          const LatencyOptions& opt)
{
  return floorForMix(s, policy, singleSize(io_bytes), opt);
}

}  // namespace accel
