// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/calclog.h"
#include "app/core/calclog_parts.h"

#include <algorithm>

#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/units.h"
#include "model/common/framing.h"
#include "model/common/profile.h"

namespace accel::ui {

namespace {

using namespace detail;

/// Where each entry's equations come from (Source, calclog_parts.h).
const Source kReplicaSource = {
    "replica",
    "IEEE 802.3 (Ethernet framing); RFC 791 and RFC 793 (IPv4 and TCP headers); RFC 7323 (TCP "
    "timestamps); InfiniBand Architecture Specification, volume 1 (packet headers)"};
const Source kFloorSource = {
    "latency",
    "the device's datasheet (4 KiB write latency, sequential write bandwidth); IEEE 802.3 "
    "(framing on the peer link)"};
const Source kLoadedSource = {
    "latency",
    "Reiser & Lavenberg 1980 (Mean Value Analysis); Varki 1999 (fork-join in MVA); Takacs 1962 "
    "(waiting-time variance); Little 1961 (Little's law)"};
const Source kDestagerSource = {
    "destager",
    "Kleinrock 1976 (the fluid approximation of a finite buffer); Lindley 1952 (the buffer "
    "recursion)"};
const Source kThrottledSource = {"destager", "Little 1961 (Little's law)"};
const Source kStreamsSource = {
    "streams",
    "Ruemmler & Wilkes 1994 (disk service time); Chen, Lee, Gibson, Katz & Patterson 1994 (RAID "
    "mapping); Chen & Patterson 1990 (striping unit and concurrency)"};

/// An entry about VM group i: titled "<what>: <group name>", keyed "<area>.groups[i].<field>"
/// as its headline is.
CalcEntry groupEntry(const Scenario& s, std::size_t i, const char* area, const char* what,
                     const char* keyArea, const char* field, const Source& source)
{
  CalcEntry c = entry(
      "", area,
      QStringLiteral("%1: %2").arg(QString::fromUtf8(what), userText(s.vm_groups[i].name)), source);
  c.key = QStringLiteral("%1.groups[%2].%3")
              .arg(QLatin1String(keyArea))
              .arg(i)
              .arg(QLatin1String(field));
  return c;
}

/// "6 × 4 × 5 × 1" for each group, joined with " + ", at most `max` groups shown.
QString groupSum(const QStringList& parts, int max = 6)
{
  QStringList shown = parts.mid(0, max);
  if (parts.size() > max)
    shown << QStringLiteral("\u2026");
  return shown.join(QStringLiteral(" + "));
}

const char* kReplica = "Replica network";
const char* kLatency = "Write latency";
const char* kDestager = "Destager";
const char* kStreams = "Stripe hotspots";

// ---- Replica network --------------------------------------------------------------------

CalcEntry busiestLink(const Scenario& s, const Evaluation& e)
{
  const ReplicaResult& r = e.replica;
  const bool tx = r.max_tx_utilization >= r.max_rx_utilization;  // as the headline chooses
  const int h = tx ? r.max_tx_host : r.max_rx_host;
  const QString dir = tx ? QStringLiteral("transmit") : QStringLiteral("receive");
  CalcEntry c =
      entry("replica.max_link_utilization", kReplica,
            QStringLiteral("Busiest peer link (host %1 %2)").arg(h + 1).arg(dir), kReplicaSource);
  c.formula = QStringLiteral(
      "wire = 8 \u00d7 (P + o) / \u03b7\n"
      "u = wire / (C \u00d7 L)");
  const HostReplica host = h >= 0 && h < static_cast<int>(r.hosts.size())
                               ? r.hosts[static_cast<std::size_t>(h)]
                               : HostReplica{};
  const double payload = tx ? host.egress_payload_mbps : host.ingress_payload_mbps;
  const double wire = tx ? host.tx_wire_mbitps : host.rx_wire_mbitps;
  const double other = s.peer_network.other_traffic_mbps;
  term(c, "P",
       QStringLiteral("replica payload %1 by host %2, at peak writes")
           .arg(tx ? QStringLiteral("sent") : QStringLiteral("received"))
           .arg(h + 1),
       val(payload, Unit::MBps));
  term(c, "o", QStringLiteral("other traffic on the same link"), val(other, Unit::MBps));
  term(c, "\u03b7", QStringLiteral("framing efficiency"), n(r.framing_efficiency));
  term(c, "C \u00d7 L", QStringLiteral("link speed \u00d7 usable links, per direction"),
       val(r.link_capacity_mbitps, Unit::Mbitps));
  term(c, "wire", QStringLiteral("bits on the wire"), val(wire, Unit::Mbitps));
  c.steps << QStringLiteral("wire = 8 \u00d7 (%1 + %2) / %3 = %4")
                 .arg(n(payload), n(other), n(r.framing_efficiency), val(wire, Unit::Mbitps));
  c.steps << QStringLiteral("u = %1 / %2 = %3")
                 .arg(n(wire), n(r.link_capacity_mbitps),
                      val(r.max_link_utilization, Unit::Fraction));
  c.result = val(r.max_link_utilization, Unit::Fraction);
  return c;
}

CalcEntry replicaTraffic(const Scenario& s, const Evaluation& e)
{
  const ReplicaResult& r = e.replica;
  CalcEntry c = entry("replica.cluster_payload_mbps", kReplica,
                      QStringLiteral("Replica traffic (cluster)"), kReplicaSource);
  c.formula = QStringLiteral(
      "P = \u03a3 over VM groups of VMs per host \u00d7 hosts running \u00d7 w \u00d7 N / c");
  QStringList parts;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReplica& g = r.groups[i];
    const QString name = userText(s.vm_groups[i].name);
    parts << QStringLiteral("%1 \u00d7 %2 \u00d7 %3 \u00d7 %4")
                 .arg(s.vm_groups[i].vms_per_host)
                 .arg(g.hosts_running)
                 .arg(n(g.write_mbps_per_vm))
                 .arg(g.peers_effective);
    if (i < 6)
      term(c, "w, N", QStringLiteral("%1: write rate per VM at peak, peer copies placed").arg(name),
           QStringLiteral("%1, %2")
               .arg(val(g.write_mbps_per_vm, Unit::MBps))
               .arg(g.peers_effective));
  }
  term(c, "c", QStringLiteral("replica compression"),
       val(s.peer_network.compression_ratio, Unit::Ratio));
  c.steps << QStringLiteral("P = (%1) / %2 = %3")
                 .arg(groupSum(parts), n(s.peer_network.compression_ratio),
                      val(r.cluster_payload_mbps, Unit::MBps));
  c.result = val(r.cluster_payload_mbps, Unit::MBps);
  c.note = QStringLiteral(
      "Peer copies are spread evenly over the other hosts; N is capped at hosts \u2212 1. "
      "Write-through and WB+0 groups send nothing.");
  return c;
}

CalcEntry sustainableWrites(const Scenario& s, const Evaluation& e)
{
  const ReplicaResult& r = e.replica;
  CalcEntry c = entry("replica.sustainable_write_mbps_per_host", kReplica,
                      QStringLiteral("Sustainable writes per host"), kReplicaSource);
  c.formula = QStringLiteral(
      "f = room / R, room = limit \u00d7 C \u00d7 L \u2212 o_wire   (the link that reaches the "
      "limit first)\n"
      "w_max = f \u00d7 W");
  if (!r.sustainable_basis || !r.sustainable_write_mbps_per_host) {
    c.steps << QStringLiteral(
        "Nothing is replicated: no write-back group with a peer copy writes, so the peer "
        "network sets no limit.");
    c.result = QStringLiteral("no limit");
    return c;
  }
  const SustainableBasis& b = *r.sustainable_basis;
  const QString link =
      b.uplink ? QStringLiteral("the shared uplink")
               : QStringLiteral("host %1 %2")
                     .arg(b.host + 1)
                     .arg(b.transmit ? QStringLiteral("transmit") : QStringLiteral("receive"));
  term(c, "limit", QStringLiteral("utilisation limit"),
       val(s.peer_network.utilization_limit, Unit::Fraction));
  if (b.uplink)
    term(c, "C \u00d7 L", QStringLiteral("shared uplink speed"),
         val(r.shared_uplink ? r.shared_uplink->gbps : 0.0, Unit::Gbps));
  else
    term(c, "C \u00d7 L", QStringLiteral("link speed \u00d7 usable links, per direction"),
         val(r.link_capacity_mbitps, Unit::Mbitps));
  term(c, "room", QStringLiteral("wire rate left for replicas on %1 at the limit").arg(link),
       val(b.room_mbitps, Unit::Mbitps));
  term(c, "R", QStringLiteral("replica wire rate on %1 now").arg(link),
       val(b.replica_wire_mbitps, Unit::Mbitps));
  term(c, "W", QStringLiteral("replicated VM writes of the busiest host"),
       val(b.replicated_write_mbps, Unit::MBps));
  c.steps << QStringLiteral("f = %1 / %2 = %3")
                 .arg(n(b.room_mbitps), n(b.replica_wire_mbitps), n(b.scale));
  c.steps << QStringLiteral("w_max = %1 \u00d7 %2 = %3")
                 .arg(n(b.scale), n(b.replicated_write_mbps),
                      val(*r.sustainable_write_mbps_per_host, Unit::MBps));
  c.result = val(*r.sustainable_write_mbps_per_host, Unit::MBps);
  c.note = QStringLiteral(
      "For a symmetric cluster with one write policy this is w_max = limit \u00d7 \u03b7 "
      "\u00d7 C \u00d7 L \u00d7 c / (8 N).");
  return c;
}

CalcEntry vmWrites(const Scenario& s, const Evaluation& e)
{
  const ReplicaResult& r = e.replica;
  CalcEntry c = entry("replica.cluster_write_mbps", kReplica, QStringLiteral("VM writes (cluster)"),
                      kReplicaSource);
  c.formula =
      QStringLiteral("W = \u03a3 over VM groups of VMs per host \u00d7 hosts running \u00d7 w");
  QStringList parts;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReplica& g = r.groups[i];
    parts << QStringLiteral("%1 \u00d7 %2 \u00d7 %3")
                 .arg(s.vm_groups[i].vms_per_host)
                 .arg(g.hosts_running)
                 .arg(n(g.write_mbps_per_vm));
    if (i < 6)
      term(c, "w",
           QStringLiteral("%1: write rate per VM at peak").arg(userText(s.vm_groups[i].name)),
           val(g.write_mbps_per_vm, Unit::MBps));
  }
  c.steps
      << QStringLiteral("W = %1 = %2").arg(groupSum(parts), val(r.cluster_write_mbps, Unit::MBps));
  c.result = val(r.cluster_write_mbps, Unit::MBps);
  c.note =
      QStringLiteral("Each VM at the peak of its write profile: a link must carry the bursts.");
  return c;
}

CalcEntry framing(const Scenario& s, const Evaluation& e)
{
  const PeerNetwork& net = s.peer_network;
  const double eta = e.replica.framing_efficiency;
  CalcEntry c = entry("replica.framing_efficiency", kReplica, QStringLiteral("Framing efficiency"),
                      kReplicaSource);
  term(c, "MTU", QStringLiteral("maximum transmission unit"), val(net.mtu, Unit::Bytes));
  if (net.kind == NetKind::InfiniBand) {
    c.formula = QStringLiteral("\u03b7 = MTU / (MTU + %1)   (LRH, BTH, ICRC, VCRC)")
                    .arg(n(kInfiniBandPacketOverheadBytes));
    c.steps << QStringLiteral("\u03b7 = %1 / (%1 + %2) = %3")
                   .arg(net.mtu)
                   .arg(n(kInfiniBandPacketOverheadBytes), val(eta, Unit::Fraction));
  } else {
    c.formula =
        QStringLiteral(
            "\u03b7 = (MTU \u2212 %1 \u2212 %2 ts) / (MTU + %3)   (IPv4 and TCP headers; "
            "preamble, MAC header, FCS and gap)")
            .arg(n(kIpTcpHeaderBytes), n(kTcpTimestampBytes), n(kEthernetFrameOverheadBytes));
    term(c, "ts", QStringLiteral("TCP timestamps (1 on, 0 off)"),
         net.tcp_timestamps ? QStringLiteral("1") : QStringLiteral("0"));
    c.steps << QStringLiteral("\u03b7 = (%1 \u2212 %2 \u2212 %3) / (%1 + %4) = %5")
                   .arg(net.mtu)
                   .arg(n(kIpTcpHeaderBytes), n(net.tcp_timestamps ? kTcpTimestampBytes : 0.0),
                        n(kEthernetFrameOverheadBytes), val(eta, Unit::Fraction));
  }
  c.result = val(eta, Unit::Fraction);
  return c;
}

CalcEntry sharedUplink(const Evaluation& e)
{
  const UplinkReplica& up = *e.replica.shared_uplink;
  CalcEntry c = entry("replica.shared_uplink.utilization", kReplica,
                      QStringLiteral("Shared uplink"), kReplicaSource);
  c.formula = QStringLiteral(
      "wire = 8 \u00d7 P / \u03b7\n"
      "u = wire / C_up");
  term(c, "P", QStringLiteral("all cross-host replica payload (each direction)"),
       val(up.payload_mbps, Unit::MBps));
  term(c, "\u03b7", QStringLiteral("framing efficiency"), n(e.replica.framing_efficiency));
  term(c, "C_up", QStringLiteral("uplink speed"), val(up.gbps * 1000.0, Unit::Mbitps));
  c.steps << QStringLiteral("wire = 8 \u00d7 %1 / %2 = %3")
                 .arg(n(up.payload_mbps), n(e.replica.framing_efficiency),
                      val(up.wire_mbitps, Unit::Mbitps));
  c.steps << QStringLiteral("u = %1 / %2 = %3")
                 .arg(n(up.wire_mbitps), n(up.gbps * 1000.0), val(up.utilization, Unit::Fraction));
  c.result = val(up.utilization, Unit::Fraction);
  return c;
}

// ---- Write latency ----------------------------------------------------------------------

CalcEntry commitFloor(const Scenario& s, const Evaluation& e, std::size_t i)
{
  const GroupLatency& g = e.latency.groups[i];
  CalcEntry c = groupEntry(s, i, kLatency, "Idle commit", "latency", "floor_us", kFloorSource);
  const LegBreakdown& l = g.legs;
  QString replica;
  QString replicaSum;
  if (!g.policy.isWriteBack()) {
    replica = QStringLiteral("t_replica = t_datastore   (storage link and array)");
    replicaSum = QStringLiteral("t_replica = %1 \u00b5s").arg(n(l.datastore_us));
  } else if (g.peers_effective == 0) {
    replica = QStringLiteral("t_replica = 0   (WB+0: no peer copy)");
    replicaSum = QStringLiteral("t_replica = 0 \u00b5s");
  } else {
    replica = QStringLiteral(
        "t_replica = t_ser + t_net + t_peer + t_ack   (forward the write, the peer's device "
        "writes it, the ack comes back)");
    replicaSum = QStringLiteral("t_replica = %1 + %2 + %3 + %4 = %5 \u00b5s")
                     .arg(n(l.serialisation_us), n(l.stack_switch_cable_us), n(l.remote_device_us),
                          n(l.ack_us), n(g.replica_leg_us));
  }
  c.formula = QStringLiteral(
                  "T = t_hv + max(t_local, t_replica)\n"
                  "t_local = t0 + s / BW, t0 = L_4k \u2212 4 KiB / BW\n") +
              replica;
  term(c, "s", QStringLiteral("write size (mean)"), val(g.mean_io_bytes / 1024.0, Unit::KiB));
  term(c, "L_4k, BW", QStringLiteral("device latency of a 4 KiB write, write bandwidth"),
       QStringLiteral("%1, %2").arg(val(s.acceleration.write_latency_us, Unit::Us),
                                    val(s.acceleration.write_mbps, Unit::MBps)));
  term(c, "t_hv", QStringLiteral("hypervisor overhead"), us(l.hypervisor_us));
  term(c, "t_local", QStringLiteral("local device write"), us(g.local_leg_us));
  if (!g.policy.isWriteBack()) {
    term(c, "t_datastore", QStringLiteral("datastore write (storage link and array)"),
         us(l.datastore_us));
  } else if (g.peers_effective > 0) {
    term(c, "t_ser", QStringLiteral("serialisation of the framed write on the peer link"),
         us(l.serialisation_us));
    term(c, "t_net", QStringLiteral("stack, switches and cable, one way"),
         us(l.stack_switch_cable_us));
    term(c, "t_peer", QStringLiteral("the peer's device write"), us(l.remote_device_us));
    term(c, "t_ack", QStringLiteral("the ack's way back"), us(l.ack_us));
  }
  c.steps << replicaSum;
  c.steps << QStringLiteral("T = %1 + max(%2, %3) \u00b5s = %4")
                 .arg(n(l.hypervisor_us), n(g.local_leg_us), n(g.replica_leg_us), us(g.floor_us));
  c.result = us(g.floor_us);
  QStringList notes;
  if (!s.vm_groups[i].write_io_histogram.empty())
    notes << QStringLiteral("Write sizes from a histogram: each leg is averaged over the sizes.");
  if (loadedUnbounded(s, e, i))
    notes << QStringLiteral(
        "t_datastore is the array's write latency when idle: under its background load RAID "
        "group 1 is saturated, and the write has no finite latency under load.");
  if (s.peer_network.kind == NetKind::InfiniBand && g.peers_effective > 0)
    notes << QStringLiteral(
        "InfiniBand: t_net is the measured RDMA one-way time, with its serialisation at the "
        "link's rate.");
  c.note = notes.join(QLatin1Char(' '));
  return c;
}

CalcEntry loadedLatency(const Scenario& s, const Evaluation& e, std::size_t i)
{
  const GroupLatency& g = e.latency.groups[i];
  CalcEntry c = groupEntry(s, i, kLatency, "Under load", "latency", "loaded_us", kLoadedSource);
  c.formula = QStringLiteral(
      "X \u00d7 (R + Z) = N   (Little's law; X and R from Mean Value Analysis of the closed "
      "chain, the commit as E[max] of its legs)\n"
      "R = N / X \u2212 Z");
  term(c, "N", QStringLiteral("outstanding writes per VM"), QString::number(g.outstanding_ios));
  term(c, "X", QStringLiteral("writes per second each VM gets"),
       formatNumber(g.iops_per_vm) + QStringLiteral(" writes/s"));
  term(c, "X_d", QStringLiteral("writes per second each VM demands"),
       formatNumber(g.demanded_iops_per_vm) + QStringLiteral(" writes/s"));
  term(c, "Z", QStringLiteral("think time between a VM's writes (0 when capacity-bound)"),
       us(g.think_us));
  term(c, "\u03c1_max",
       QStringLiteral("busiest resource: the %1")
           .arg(QString::fromLatin1(resourceKey(g.bottleneck))
                    .replace(QLatin1Char('_'), QLatin1Char(' '))),
       val(g.bottleneck_utilization, Unit::Fraction));
  if (loadedUnbounded(s, e, i)) {
    // Its datastore's queue grows without bound: no steady state, no number.
    c.terms = c.terms.mid(0, 1);  // N: the rates above hold no steady state
    c.steps << QStringLiteral(
        "The datastore (RAID group 1) is saturated by its background load (\u03c1 \u2265 100 "
        "%): its queue grows without bound, and so does R.");
    c.result = QStringLiteral("unbounded");
    return c;
  }
  c.steps << QStringLiteral("R = %1 / (%2 writes/s) \u2212 %3 = %4")
                 .arg(g.outstanding_ios)
                 .arg(n(g.iops_per_vm), us(g.think_us), us(g.loaded_us));
  c.steps << QStringLiteral("R = max(local %1, replica %2) + fork-join %3 + t_hv %4 = %5")
                 .arg(us(g.loaded_local_leg_us), us(g.loaded_replica_leg_us),
                      us(g.loaded_legs.fork_join_us), us(g.loaded_legs.hypervisor_us),
                      us(g.loaded_us));
  if (g.peers_effective > 0)
    term(c, "W_rx", QStringLiteral("wait at the peer's receive port for other hosts' copies"),
         us(g.loaded_legs.receive_wait_us));
  c.result = us(g.loaded_us);
  if (g.capacity_bound)
    c.note = QStringLiteral(
                 "Capacity-bound: each VM gets %1 of the %2 writes/s it demands, so its "
                 "outstanding writes set the latency.")
                 .arg(formatNumber(g.iops_per_vm), formatNumber(g.demanded_iops_per_vm));
  return c;
}

/// The latency tab's "Buffer full": writes admitted at the destage rate (Little's law).
CalcEntry bufferFullLatency(const Scenario& s, const Evaluation& e, std::size_t i)
{
  const DestagerGroupResult& g = e.destager.groups[i];
  CalcEntry c = groupEntry(s, i, kLatency, "Buffer full", "destager", "throttled_latency_us",
                           kThrottledSource);
  c.formula = QStringLiteral(
      "X = D / s   (a full buffer admits writes at the destage rate)\n"
      "R = N / X   (Little's law, every outstanding write waiting in line)");
  const double d = throttledDestageMbps(g);
  term(c, "D",
       g.throttled_destage_mbps
           ? QStringLiteral("the VM's destage rate in the slowest step of the array's schedule "
                            "in which its buffer is full")
           : QStringLiteral("the VM's destage rate"),
       val(d, Unit::MBps));
  term(c, "s", QStringLiteral("mean write size"), val(g.io_kib, Unit::KiB));
  term(c, "N", QStringLiteral("outstanding writes per VM"),
       QString::number(s.vm_groups[i].outstanding_ios));
  if (fullBufferStalls(g)) {
    c.steps << QStringLiteral("X = %1 / %2 = 0 writes/s")
                   .arg(val(d, Unit::MBps), val(g.io_kib, Unit::KiB));
    c.steps
        << QStringLiteral("R = %1 / (0 writes/s): no bound").arg(s.vm_groups[i].outstanding_ios);
    c.result = QStringLiteral("unbounded");
    c.note = QStringLiteral(
        "Nothing drains the buffer: once it is full, writes wait without "
        "bound. The latencies above hold while the buffer has room.");
    return c;
  }
  c.steps << QStringLiteral("X = %1 / %2 = %3 writes/s")
                 .arg(val(d, Unit::MBps), val(g.io_kib, Unit::KiB),
                      formatNumber(g.throttled_iops_per_vm));
  c.steps << QStringLiteral("R = %1 / (%2 writes/s) = %3")
                 .arg(s.vm_groups[i].outstanding_ios)
                 .arg(formatNumber(g.throttled_iops_per_vm),
                      us(g.throttled_latency_us.value_or(0)));
  c.result = us(g.throttled_latency_us.value_or(0));
  c.note = QStringLiteral(
               "Throttled %1 of the time: the latencies above hold while the buffer has room.")
               .arg(val(g.throttled_fraction, Unit::Fraction));
  return c;
}

// ---- Destager ---------------------------------------------------------------------------

/// The terms every destager entry shares: the VM's rates, its destage rate and its buffer.
void destagerTerms(CalcEntry& c, const DestagerGroupResult& g, const WriteProfile& p)
{
  c.formula = QStringLiteral(
      "dX/dt = W(t) \u2212 D, X held in [0, B]   (one VM's buffer, empty at t = 0; writes "
      "that find it full wait and follow at D)");
  term(c, "D", QStringLiteral("the VM's share of the cluster's destage rate"),
       val(g.destage_mbps, Unit::MBps));
  term(c, "B",
       g.array_cache_mb > 0
           ? QStringLiteral("write buffer per VM, with its %1 share of the array's write cache")
                 .arg(val(g.array_cache_mb, Unit::SizeMB))
           : QStringLiteral("write buffer per VM"),
       val(g.buffer_mb, Unit::SizeMB));
  if (g.reachable_mbps) {
    c.formula += QStringLiteral(
        "\nW(t) = what the VM asks, through the rate R it reaches: R while writes wait, the "
        "rest written later");
    term(c, "R", QStringLiteral("the rate the VM reaches (Write latency, at its load)"),
         val(*g.reachable_mbps, Unit::MBps));
  }
  if (p.kind == ProfileKind::Constant) {
    term(c, "W",
         g.reachable_mbps ? QStringLiteral("the VM's write rate, min(asked, R)")
                          : QStringLiteral("the VM's write rate"),
         val(g.fed_mean_mbps, Unit::MBps));
    return;
  }
  term(c, "W\u0304", QStringLiteral("mean write rate"), val(g.mean_write_mbps, Unit::MBps));
  term(c, "P", QStringLiteral("peak write rate"), val(g.peak_write_mbps, Unit::MBps));
  if (p.kind == ProfileKind::OnOff) {
    term(c, "T_on, T", QStringLiteral("burst length, period"),
         QStringLiteral("%1, %2").arg(val(p.burst_s, Unit::S), val(p.period_s, Unit::S)));
    term(c, "b", QStringLiteral("rate between bursts"), val(p.base_mbps, Unit::MBps));
  } else if (p.kind == ProfileKind::Sine) {
    term(c, "A, T", QStringLiteral("amplitude, period"),
         QStringLiteral("%1, %2").arg(val(p.amplitude_mbps, Unit::MBps), val(p.period_s, Unit::S)));
  } else if (p.kind == ProfileKind::Duty) {
    term(c, "T_on, T = T_on / duty", QStringLiteral("burst length, period from the duty cycle"),
         QStringLiteral("%1, %2 (%3)")
             .arg(val(p.burst_s, Unit::S), val(profilePeriodS(p), Unit::S),
                  val(p.duty_fraction, Unit::Fraction)));
    term(c, "b", QStringLiteral("rate between bursts"), val(p.base_mbps, Unit::MBps));
  } else if (p.kind == ProfileKind::Schedule) {
    term(c, "T", QStringLiteral("period of the schedule (simulated as its repeating trace)"),
         val(profilePeriodS(p), Unit::DurationS));
  }
}

CalcEntry bufferFills(const Scenario& s, const Evaluation& e, std::size_t i)
{
  const DestagerGroupResult& g = e.destager.groups[i];
  const WriteProfile& p = s.vm_groups[i].write;
  CalcEntry c =
      groupEntry(s, i, kDestager, "Buffer fills", "destager", "fill_time_s", kDestagerSource);
  destagerTerms(c, g, p);
  const bool fills = g.fills && g.fill_time_s;
  c.result = fills ? val(*g.fill_time_s, Unit::DurationS) : QStringLiteral("never");
  const double burst = p.peak_mbps - g.destage_mbps;
  if (p.kind == ProfileKind::Constant) {
    c.formula += QStringLiteral("\nT_fill = B / (W \u2212 D) when W > D, else never");
    c.steps << (fills ? QStringLiteral("T_fill = %1 / (%2 \u2212 %3) = %4")
                            .arg(n(g.buffer_mb), n(g.fed_mean_mbps), n(g.destage_mbps), c.result)
                      : QStringLiteral("W = %1 \u2264 D = %2: the buffer never fills")
                            .arg(n(g.fed_mean_mbps), n(g.destage_mbps)));
  } else if (p.kind == ProfileKind::OnOff && fills && g.regime == DestagerRegime::FillsInBursts &&
             g.fill_cycle && *g.fill_cycle == 1 && !g.reachable_mbps) {
    c.formula += QStringLiteral("\nT_fill = B / (P \u2212 D)   (into the first burst)");
    c.steps << QStringLiteral("T_fill = %1 / (%2 \u2212 %3) = %4")
                   .arg(n(g.buffer_mb), n(p.peak_mbps), n(g.destage_mbps), c.result);
  } else if (p.kind == ProfileKind::OnOff && fills && g.regime == DestagerRegime::Ratchets &&
             g.fill_cycle && p.base_mbps < g.destage_mbps && burst > 0 && !g.reachable_mbps) {
    c.formula += QStringLiteral(
        "\nW\u0304 > D: the backlog grows by (W\u0304 \u2212 D) T every cycle\n"
        "j* = min{ j : (j \u2212 1)(W\u0304 \u2212 D) T + (P \u2212 D) T_on > B }\n"
        "T_fill = (j* \u2212 1) T + (B \u2212 (j* \u2212 1)(W\u0304 \u2212 D) T) / "
        "(P \u2212 D)");
    term(c, "(W\u0304 \u2212 D) T", QStringLiteral("backlog added each cycle"),
         val(g.ratchet_mb_per_cycle, Unit::SizeMB));
    const double j = *g.fill_cycle - 1;
    c.steps << QStringLiteral("j* = %1").arg(n(*g.fill_cycle));
    c.steps << QStringLiteral(
                   "T_fill = %1 \u00d7 %2 + (%3 \u2212 %1 \u00d7 %4) / (%5 \u2212 %6) = %7")
                   .arg(n(j), n(p.period_s), n(g.buffer_mb), n(g.ratchet_mb_per_cycle),
                        n(p.peak_mbps), n(g.destage_mbps), c.result);
  } else if (fills) {
    c.formula += QStringLiteral(
        "\nT_fill: the first t at which X(t) = B while W(t) > D (exact integration of the "
        "profile's pieces, the Lindley recursion for a trace)");
    c.steps << (g.fill_cycle ? QStringLiteral("X(T_fill) = B in cycle %1: T_fill = %2")
                                   .arg(n(*g.fill_cycle), c.result)
                             : QStringLiteral("X(T_fill) = B: T_fill = %1").arg(c.result));
  } else {
    c.formula += QStringLiteral("\nThe buffer fills only if the backlog reaches B while W > D");
    c.steps << QStringLiteral("peak backlog %1 < B = %2: never")
                   .arg(val(g.peak_backlog_mb, Unit::SizeMB), val(g.buffer_mb, Unit::SizeMB));
  }
  return c;
}

CalcEntry peakBacklog(const Scenario& s, const Evaluation& e, std::size_t i)
{
  const DestagerGroupResult& g = e.destager.groups[i];
  const WriteProfile& p = s.vm_groups[i].write;
  CalcEntry c =
      groupEntry(s, i, kDestager, "Peak backlog", "destager", "peak_backlog_mb", kDestagerSource);
  destagerTerms(c, g, p);
  c.result = val(g.peak_backlog_mb, Unit::SizeMB);
  if (g.fills) {
    c.formula += QStringLiteral("\nX_peak = B once the buffer fills");
    c.steps << QStringLiteral("X_peak = B = %1").arg(c.result);
  } else if (g.peak_backlog_mb <= 0) {
    c.formula += QStringLiteral("\nX_peak = 0 when W(t) \u2264 D at every instant");
    c.steps << QStringLiteral("P = %1 \u2264 D = %2: X_peak = %3")
                   .arg(n(g.peak_write_mbps), n(g.destage_mbps), c.result);
  } else if (p.kind == ProfileKind::OnOff && !g.reachable_mbps) {
    c.formula += QStringLiteral(
        "\nX_peak = (P \u2212 D) T_on   (W\u0304 \u2264 D < P: each burst, "
        "drained before the next)");
    c.steps << QStringLiteral("X_peak = (%1 \u2212 %2) \u00d7 %3 = %4")
                   .arg(n(p.peak_mbps), n(g.destage_mbps), n(p.burst_s), c.result);
  } else if (p.kind == ProfileKind::Sine && !g.reachable_mbps) {
    c.formula += QStringLiteral(
        "\nX_peak = (T / \u03c0) [A cos \u03c6 \u2212 (D \u2212 W\u0304)(\u03c0/2 \u2212 "
        "\u03c6)], \u03c6 = asin((D \u2212 W\u0304) / A)");
    c.steps << QStringLiteral("X_peak(W\u0304 = %1, A = %2, T = %3, D = %4) = %5")
                   .arg(n(g.mean_write_mbps), n(p.amplitude_mbps), n(p.period_s), n(g.destage_mbps),
                        c.result);
  } else {
    c.formula += QStringLiteral(
        "\nX_peak = the highest X(t) of the Lindley recursion over the "
        "trace");
    c.steps << QStringLiteral("X_peak = %1").arg(c.result);
  }
  return c;
}

// ---- Stripe hotspots (sequential streams) -----------------------------------------------

CalcEntry streamThroughput(const Scenario& s, const Evaluation& e)
{
  const StreamsResult& r = *e.streams;
  const DesignResult& d = r.current;
  CalcEntry c = entry("streams.expected_mbps", kStreams,
                      QStringLiteral("Stream throughput (RAID group 1)"), kStreamsSource);
  c.formula = QStringLiteral(
      "U = min(k r, k min(r, R_seq / a), N R_seq / W)   (upper bound)\n"
      "F = min(U, s / (a S) \u00d7 (1 \u2212 u))   (full convoy: every stream on one member, every "
      "I/O positioned, in the time the background leaves it)\n"
      "E = mean over the simulated placements of the streams' throughput after warm-up");
  if (!r.active || d.parts.empty()) {
    c.steps << QStringLiteral("No sequential streams configured: nothing to simulate.");
    c.result = QStringLiteral("none");
    return c;
  }
  const StreamBounds& b = d.parts.front().bounds;
  const SequentialStreams& st = s.backing.sequential_streams;
  term(c, "k, r", QStringLiteral("streams, the rate each asks"),
       QStringLiteral("%1, %2").arg(st.count).arg(val(st.mbps_each, Unit::MBps)));
  term(c, "s", QStringLiteral("stream I/O size"), val(b.io_kib, Unit::KiB));
  term(c, "N", QStringLiteral("disks of the group"), QString::number(b.disks));
  term(c, "R_seq", QStringLiteral("a disk's sequential rate over its used slice"),
       val(b.sequential_mbps, Unit::MBps));
  term(c, "W", QStringLiteral("disk transfers per byte moved, all disks"),
       n(b.disk_transfers_per_byte));
  term(c, "a", QStringLiteral("transfers per byte on the busiest disk of one stream"),
       n(b.stream_transfers_per_byte));
  term(c, "S", QStringLiteral("one member's positioned service time for s"),
       val(b.member_service_ms, Unit::Ms));
  const double u = d.parts.front().background_utilization;
  term(c, "u", QStringLiteral("the busiest disk's utilisation by the background load alone"),
       val(u, Unit::Fraction));
  term(c, "s / (a S)", QStringLiteral("the full-convoy rate on idle disks"),
       val(b.convoy_rate_mbps, Unit::MBps));
  term(c, "U, F", QStringLiteral("upper bound, full-convoy floor"),
       QStringLiteral("%1, %2").arg(val(d.upper_bound_mbps, Unit::MBps),
                                    val(d.convoy_floor_mbps, Unit::MBps)));
  c.steps << QStringLiteral(
                 "U = min(%1 \u00d7 %2, %1 \u00d7 min(%2, %3 / %4), %5 \u00d7 %3 / %6) = %7")
                 .arg(st.count)
                 .arg(n(st.mbps_each), n(b.sequential_mbps), n(b.stream_transfers_per_byte))
                 .arg(b.disks)
                 .arg(n(b.disk_transfers_per_byte), val(d.upper_bound_mbps, Unit::MBps));
  c.steps << QStringLiteral("F = min(%1, %2 \u00d7 (1 \u2212 %3)) = %4")
                 .arg(n(d.upper_bound_mbps), n(b.convoy_rate_mbps), n(std::min(u, 1.0)),
                      val(d.convoy_floor_mbps, Unit::MBps));
  if (d.reason == ConvoyReason::Saturated) {
    c.steps << QStringLiteral(
                   "u \u2265 100 %: the background alone saturates the group; its queue grows "
                   "without bound and the streams get E = %1")
                   .arg(val(d.expected_mbps, Unit::MBps));
  } else if (b.stripe_wide) {
    c.formula += QStringLiteral(
        "\nStripe-wide I/O: every I/O uses every member, E in closed form (no convoy)");
    c.steps
        << QStringLiteral("E (stripe-wide closed form) = %1").arg(val(d.expected_mbps, Unit::MBps));
  } else if (d.replications > 0 && d.parts.front().simulated) {
    c.steps << QStringLiteral(
                   "E = mean of %1 placements, %2 s each after %3 s warm-up "
                   "(lowest %4, highest %5) = %6")
                   .arg(d.replications)
                   .arg(n(d.horizon_s - d.warmup_s), n(d.warmup_s),
                        val(d.expected_min_mbps, Unit::MBps), val(d.expected_max_mbps, Unit::MBps),
                        val(d.expected_mbps, Unit::MBps));
  } else {
    c.steps << QStringLiteral("E (nothing can convoy: %1) = %2")
                   .arg(QString::fromLatin1(convoyReasonWord(d.reason))
                            .replace(QLatin1Char('_'), QLatin1Char(' ')),
                        val(d.expected_mbps, Unit::MBps));
  }
  c.result = val(d.expected_mbps, Unit::MBps);
  c.note = QStringLiteral(
      "The discrete-event simulation: k closed-loop streams with their "
      "outstanding I/Os and rate cap over the members, FCFS, sequential "
      "service when contiguous, seek and rotation otherwise.");
  return c;
}

CalcEntry convoyRisk(const Evaluation& e)
{
  const DesignResult& d = e.streams->current;
  CalcEntry c =
      entry("streams.convoy_risk", kStreams, QStringLiteral("Convoy risk"), kStreamsSource);
  c.formula = QStringLiteral(
      "ratio = E / U: none \u2265 0.95, low \u2265 0.8, medium \u2265 0.5, high below; "
      "streams that bunch on few members at least medium");
  c.result = QString::fromLatin1(convoyRiskWord(d.risk));
  if (!e.streams->active) {
    c.steps << QStringLiteral("No sequential streams: none");
    return c;
  }
  term(c, "E, U", QStringLiteral("expected throughput, upper bound"),
       QStringLiteral("%1, %2").arg(val(d.expected_mbps, Unit::MBps),
                                    val(d.upper_bound_mbps, Unit::MBps)));
  term(c, "reason", QStringLiteral("what decides the class"),
       QString::fromLatin1(convoyReasonWord(d.reason)).replace(QLatin1Char('_'), QLatin1Char(' ')));
  if (!d.parts.empty() && d.parts.front().simulated)
    term(c, "occupancy", QStringLiteral("members the streams occupy against random positions"),
         n(d.parts.front().occupancy_ratio));
  c.steps << QStringLiteral("ratio = %1 / %2 = %3: %4")
                 .arg(n(d.expected_mbps), n(d.upper_bound_mbps), n(d.ratio), c.result);
  return c;
}

}  // namespace

QList<CalcEntry> calculationLog(const Scenario& s, const Evaluation& e)
{
  QList<CalcEntry> out;
  out << busiestLink(s, e) << replicaTraffic(s, e) << sustainableWrites(s, e) << vmWrites(s, e)
      << framing(s, e);
  if (e.replica.shared_uplink)
    out << sharedUplink(e);

  for (std::size_t i = 0; i < e.latency.groups.size() && i < s.vm_groups.size(); ++i) {
    out << commitFloor(s, e, i) << loadedLatency(s, e, i);
    const DestagerGroupResult* d = i < e.destager.groups.size() ? &e.destager.groups[i] : nullptr;
    if (d && d->status == DestagerStatus::Ok && d->fills &&
        (d->throttled_latency_us || fullBufferStalls(*d)))
      out << bufferFullLatency(s, e, i);
  }

  for (std::size_t i = 0; i < e.destager.groups.size() && i < s.vm_groups.size(); ++i)
    if (e.destager.groups[i].status == DestagerStatus::Ok)
      out << bufferFills(s, e, i) << peakBacklog(s, e, i);

  out << detail::backingCalcEntries(s, e);
  if (e.streams) {
    out << streamThroughput(s, e);
    if (e.streams->active)
      out << convoyRisk(e);
  }
  out << detail::readCacheCalcEntries(s, e);
  return out;
}

}  // namespace accel::ui
