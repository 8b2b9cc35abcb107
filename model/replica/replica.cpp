// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/replica/replica.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/common/framing.h"
#include "model/common/links.h"
#include "model/common/profile.h"
#include "model/common/time_axis.h"
#include "model/common/units.h"

namespace accel {

namespace {

double rateAt(const WriteProfile& p, RateBasis basis)
{
  return basis == RateBasis::Peak ? profilePeakMbps(p) : profileMeanMbps(p);
}

double safeRatio(double num, double den)
{
  return den > 0 ? num / den : 0.0;
}

}  // namespace

ReplicaResult computeReplica(const Scenario& s, RateBasis basis)
{
  ReplicaResult r;
  r.basis = basis;
  const PeerNetwork& net = s.peer_network;
  const int H = std::max(s.hosts, 0);
  const double c = std::max(net.compression_ratio, 1.0);
  r.framing_efficiency = framingEfficiency(net);
  r.link_capacity_mbitps =
      units::gbpsToMbitps(std::max(net.link_gbps, 0.0)) * std::max(net.usable_links, 0);

  // Per-host replica payload P_h, VM writes and the traffic matrix: spread evenly over the
  // other H - 1 hosts, or to the next N hosts (ring).
  r.traffic_mbps = Eigen::MatrixXd::Zero(H, H);
  r.hosts.assign(static_cast<std::size_t>(H), HostReplica{});
  // The peak basis: the groups' rates at their coincident peak, weighted by the replica
  // payload one MB/s of each VM's writes puts on the network.
  std::vector<double> weights;
  std::vector<WriteProfile> profiles;
  for (const VmGroup& g : s.vm_groups) {
    const int peers = std::clamp(g.write_policy.replicaCopies(), 0, std::max(H - 1, 0));
    weights.push_back(std::max(g.vms_per_host, 0) * hostsRunning(g, H) * peers / c);
    profiles.push_back(g.write);
    if (weights.back() > 0 && g.write.kind != ProfileKind::Constant)
      r.time_varying = true;
  }
  std::optional<CoincidentPeak> coincident;
  if (basis == RateBasis::Peak && r.time_varying) {
    coincident = coincidentPeak(profiles, weights);
    r.coincident_peak_t_s = coincident->t_s;
    r.coincident_horizon_s = coincident->horizon_s;
    r.coincident_exact = coincident->exact;
  }
  for (std::size_t gi = 0; gi < s.vm_groups.size(); ++gi) {
    const VmGroup& g = s.vm_groups[gi];
    GroupReplica gr;
    gr.peers_requested = g.write_policy.replicaCopies();
    gr.feasible = gr.peers_requested < std::max(H, 1);
    gr.peers_effective = std::clamp(gr.peers_requested, 0, std::max(H - 1, 0));
    gr.hosts_running = hostsRunning(g, H);
    gr.own_peak_mbps_per_vm = std::max(profilePeakMbps(g.write), 0.0);
    gr.write_mbps_per_vm = std::max(rateAt(g.write, basis), 0.0);
    if (coincident && weights[gi] > 0)
      gr.write_mbps_per_vm = std::clamp(coincident->rates[gi], 0.0, gr.write_mbps_per_vm);
    r.sum_of_peaks_mbps += weights[gi] * gr.own_peak_mbps_per_vm;
    const double per_host_write = std::max(g.vms_per_host, 0) * gr.write_mbps_per_vm;
    const double per_host_payload = per_host_write * gr.peers_effective / c;
    for (int h = 0; h < gr.hosts_running; ++h) {
      auto& host = r.hosts[static_cast<std::size_t>(h)];
      host.vm_write_mbps += per_host_write;
      if (gr.peers_effective > 0)
        host.replicated_write_mbps += per_host_write;
      if (gr.peers_effective <= 0 || H < 2)
        continue;
      if (net.peer_selection == PeerSelection::Ring) {
        for (int k = 1; k <= gr.peers_effective; ++k)
          r.traffic_mbps(h, (h + k) % H) += per_host_payload / gr.peers_effective;
      } else {
        for (int j = 0; j < H; ++j)
          if (j != h)
            r.traffic_mbps(h, j) += per_host_payload / (H - 1);
      }
    }
    gr.payload_mbps = per_host_payload * gr.hosts_running;
    r.groups.push_back(gr);
  }

  const Eigen::VectorXd egress = r.traffic_mbps.rowwise().sum();
  const Eigen::VectorXd ingress = r.traffic_mbps.colwise().sum().transpose();
  r.cluster_payload_mbps = r.traffic_mbps.sum();
  r.coincident_peak_mbps = basis == RateBasis::Peak ? r.cluster_payload_mbps : 0.0;
  if (basis != RateBasis::Peak)
    r.sum_of_peaks_mbps = 0;

  // Wire rates and utilisation per direction; other traffic is framed like the replicas.
  const double eta = r.framing_efficiency;
  const double other = std::max(net.other_traffic_mbps, 0.0);
  for (int h = 0; h < H; ++h) {
    auto& host = r.hosts[static_cast<std::size_t>(h)];
    r.cluster_write_mbps += host.vm_write_mbps;
    host.egress_payload_mbps = egress(h);
    host.ingress_payload_mbps = ingress(h);
    host.tx_wire_mbitps = units::mbpsToMbitps(egress(h) + other) / eta;
    host.rx_wire_mbitps = units::mbpsToMbitps(ingress(h) + other) / eta;
    host.tx_utilization = safeRatio(host.tx_wire_mbitps, r.link_capacity_mbitps);
    host.rx_utilization = safeRatio(host.rx_wire_mbitps, r.link_capacity_mbitps);
    if (host.tx_utilization > r.max_tx_utilization) {
      r.max_tx_utilization = host.tx_utilization;
      r.max_tx_host = h;
    }
    if (host.rx_utilization > r.max_rx_utilization) {
      r.max_rx_utilization = host.rx_utilization;
      r.max_rx_host = h;
    }
  }
  r.max_link_utilization = std::max(r.max_tx_utilization, r.max_rx_utilization);

  // A shared uplink: every cross-host replica goes out through it and back in (the blade
  // chassis case), so each direction carries the whole cluster's replica payload.
  double max_util = r.max_link_utilization;
  if (net.shared_uplink_gbps) {
    UplinkReplica up;
    up.gbps = *net.shared_uplink_gbps;
    up.payload_mbps = r.cluster_payload_mbps;
    up.wire_mbitps = units::mbpsToMbitps(up.payload_mbps) / eta;
    up.utilization = safeRatio(up.wire_mbitps, units::gbpsToMbitps(up.gbps));
    max_util = std::max(max_util, up.utilization);
    r.shared_uplink = up;
  }
  r.saturated = max_util >= 1.0;
  r.over_limit = max_util >= net.utilization_limit;

  // Sustainable rate: scale the replicated writes by f until the first link or the uplink
  // reaches the limit: f = min over links of (limit x capacity - other wire) / replica wire.
  double f = std::numeric_limits<double>::infinity();
  SustainableBasis basis_of_f;
  const double other_wire = units::mbpsToMbitps(other) / eta;
  const double limit_wire = net.utilization_limit * r.link_capacity_mbitps;
  for (int h = 0; h < H; ++h) {
    for (const bool tx : {true, false}) {
      const double replica_wire = units::mbpsToMbitps(tx ? egress(h) : ingress(h)) / eta;
      if (replica_wire > 0 && (limit_wire - other_wire) / replica_wire < f) {
        f = (limit_wire - other_wire) / replica_wire;
        basis_of_f.room_mbitps = limit_wire - other_wire;
        basis_of_f.replica_wire_mbitps = replica_wire;
        basis_of_f.host = h;
        basis_of_f.transmit = tx;
      }
    }
  }
  if (r.shared_uplink && r.shared_uplink->wire_mbitps > 0) {
    const double cap = net.utilization_limit * units::gbpsToMbitps(r.shared_uplink->gbps);
    if (cap / r.shared_uplink->wire_mbitps < f) {
      f = cap / r.shared_uplink->wire_mbitps;
      basis_of_f.room_mbitps = cap;
      basis_of_f.replica_wire_mbitps = r.shared_uplink->wire_mbitps;
      basis_of_f.uplink = true;
    }
  }
  if (std::isfinite(f)) {
    double busiest = 0;
    for (const auto& host : r.hosts)
      busiest = std::max(busiest, host.replicated_write_mbps);
    basis_of_f.scale = std::max(f, 0.0);
    basis_of_f.replicated_write_mbps = busiest;
    r.sustainable_write_mbps_per_host = basis_of_f.scale * busiest;
    r.sustainable_basis = basis_of_f;
  }
  return r;
}

namespace {

/// The slowest standard link of the same kind, faster than the current one, that brings the
/// busiest link under the utilisation limit; the fastest one if none does.
std::optional<std::pair<LinkPreset, double>> fasterLink(const Scenario& s)
{
  std::optional<std::pair<LinkPreset, double>> best;
  for (const LinkPreset& p : linkPresets(s.peer_network.kind)) {
    if (p.gbps <= s.peer_network.link_gbps * (1 + 1e-9))
      continue;
    Scenario alt = s;
    alt.peer_network.link_gbps = p.gbps;
    const double u = computeReplica(alt, RateBasis::Peak).max_link_utilization;
    best = std::make_pair(p, u);
    if (u < s.peer_network.utilization_limit)
      break;
  }
  return best;
}

/// Compression ratio at which the busiest link would sit exactly at the limit (0 if even
/// infinite compression cannot, because other traffic alone exceeds the limit).
double compressionNeeded(const Scenario& s, const ReplicaResult& r)
{
  const PeerNetwork& net = s.peer_network;
  const double eta = r.framing_efficiency;
  const double other_wire = units::mbpsToMbitps(std::max(net.other_traffic_mbps, 0.0)) / eta;
  const double room = net.utilization_limit * r.link_capacity_mbitps - other_wire;
  double worst_replica_wire = 0;
  for (const auto& h : r.hosts) {
    worst_replica_wire = std::max(worst_replica_wire, h.tx_wire_mbitps - other_wire);
    worst_replica_wire = std::max(worst_replica_wire, h.rx_wire_mbitps - other_wire);
  }
  if (room <= 0 || worst_replica_wire <= 0)
    return 0.0;
  return std::max(net.compression_ratio, 1.0) * worst_replica_wire / room;
}

}  // namespace

std::vector<Finding> replicaFindings(const Scenario& s, const ReplicaResult& peak,
                                     const ReplicaResult& mean)
{
  std::vector<Finding> out;
  const PeerNetwork& net = s.peer_network;

  for (std::size_t i = 0; i < peak.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReplica& g = peak.groups[i];
    const VmGroup& vg = s.vm_groups[i];
    if (!g.feasible) {
      Finding f;
      f.severity = Severity::Critical;
      f.code = "peers_infeasible";
      f.group = static_cast<int>(i);
      f.values = {{"peers", g.peers_requested},
                  {"hosts", s.hosts},
                  {"hosts_needed", g.peers_requested + 1},
                  {"peers_possible", g.peers_effective}};
      out.push_back(f);
    }
    if (vg.write_policy.isWriteBack() && vg.write_policy.peers == 0 && vg.vms_per_host > 0) {
      Finding f;
      f.severity = Severity::Warning;
      f.code = "write_back_without_peers";
      f.group = static_cast<int>(i);
      f.values = {{"hosts", s.hosts}};
      out.push_back(f);
    }
  }

  // The groups' peaks do not coincide: the network is sized at their coincident peak.
  if (peak.time_varying && peak.coincident_peak_mbps > 0 &&
      peak.coincident_peak_mbps < peak.sum_of_peaks_mbps * (1 - 1e-9)) {
    Finding f;
    f.severity = Severity::Info;
    f.code = "replica_coincident_peak";
    f.labels["exact"] = peak.coincident_exact ? "yes" : "no";
    f.values = {{"coincident_peak_mbps", peak.coincident_peak_mbps},
                {"sum_of_peaks_mbps", peak.sum_of_peaks_mbps},
                {"coincident_peak_t_s", peak.coincident_peak_t_s},
                {"horizon_s", peak.coincident_horizon_s}};
    out.push_back(f);
  }

  const bool tx_worse = peak.max_tx_utilization >= peak.max_rx_utilization;
  const double u = peak.max_link_utilization;
  if (u >= net.utilization_limit && peak.cluster_payload_mbps > 0) {
    Finding f;
    f.severity = u >= 1.0 ? Severity::Critical : Severity::Warning;
    f.code = u >= 1.0 ? "peer_link_saturated" : "peer_link_over_limit";
    f.host = tx_worse ? peak.max_tx_host : peak.max_rx_host;
    f.labels["direction"] = tx_worse ? "tx" : "rx";
    f.values = {{"utilization", u},
                {"mean_utilization", mean.max_link_utilization},
                {"limit", net.utilization_limit},
                {"link_gbps", net.link_gbps},
                {"usable_links", net.usable_links}};
    if (auto alt = fasterLink(s)) {
      f.labels["alt_link"] = alt->first.id;
      f.values["alt_link_gbps"] = alt->first.gbps;
      f.values["alt_utilization"] = alt->second;
    }
    if (double c = compressionNeeded(s, peak); c > 0)
      f.values["compression_needed"] = c;
    out.push_back(f);
  }

  if (peak.shared_uplink && peak.shared_uplink->utilization >= net.utilization_limit) {
    const UplinkReplica& up = *peak.shared_uplink;
    Finding f;
    f.severity = up.utilization >= 1.0 ? Severity::Critical : Severity::Warning;
    f.code = up.utilization >= 1.0 ? "shared_uplink_saturated" : "shared_uplink_over_limit";
    f.values = {{"utilization", up.utilization},
                {"limit", net.utilization_limit},
                {"uplink_gbps", up.gbps},
                {"needed_gbps", up.wire_mbitps / 1000.0 / net.utilization_limit}};
    out.push_back(f);
  }

  if (!peak.over_limit && peak.cluster_payload_mbps > 0) {
    Finding f;
    f.severity = Severity::Info;
    f.code = "peer_link_headroom";
    f.host = tx_worse ? peak.max_tx_host : peak.max_rx_host;
    f.values = {{"utilization", u}, {"limit", net.utilization_limit}, {"link_gbps", net.link_gbps}};
    if (peak.sustainable_write_mbps_per_host)
      f.values["sustainable_write_mbps_per_host"] = *peak.sustainable_write_mbps_per_host;
    out.push_back(f);
  }
  return out;
}

}  // namespace accel
