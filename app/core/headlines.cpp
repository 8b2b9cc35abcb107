#include "app/core/headlines.h"

namespace accel::ui {

namespace {

Severity levelOf(double utilization, double limit)
{
  if (utilization >= 1.0)
    return Severity::Critical;
  if (utilization >= limit)
    return Severity::Warning;
  return Severity::Info;
}

}  // namespace

QList<Headline> replicaHeadlines(const Scenario& s, const Evaluation& e)
{
  const ReplicaResult& r = e.replica;
  const double limit = s.peer_network.utilization_limit;
  QList<Headline> out;

  Headline busiest;
  busiest.key = QStringLiteral("replica.max_link_utilization");
  busiest.label = QStringLiteral("Busiest peer link");
  busiest.value = r.max_link_utilization;
  busiest.unit = Unit::Fraction;
  const bool tx = r.max_tx_utilization >= r.max_rx_utilization;
  busiest.note = r.cluster_payload_mbps > 0 || s.peer_network.other_traffic_mbps > 0
                     ? QStringLiteral("host %1 %2, at peak writes")
                           .arg((tx ? r.max_tx_host : r.max_rx_host) + 1)
                           .arg(tx ? QStringLiteral("transmit") : QStringLiteral("receive"))
                     : QStringLiteral("no replica traffic");
  busiest.help = QStringLiteral(
      "Highest transmit or receive utilisation of any host's peer "
      "links, framing and other traffic included.");
  busiest.level = levelOf(r.max_link_utilization, limit);
  out << busiest;

  Headline payload;
  payload.key = QStringLiteral("replica.cluster_payload_mbps");
  payload.label = QStringLiteral("Replica traffic");
  payload.value = r.cluster_payload_mbps;
  payload.unit = Unit::MBps;
  payload.note = QStringLiteral("cluster, at peak writes; mean %1")
                     .arg(formatValue(e.replica_mean.cluster_payload_mbps, Unit::MBps));
  payload.help = QStringLiteral(
      "Replica payload sent between hosts, before framing and after "
      "compression.");
  out << payload;

  Headline sustainable;
  sustainable.key = QStringLiteral("replica.sustainable_write_mbps_per_host");
  sustainable.label = QStringLiteral("Sustainable writes");
  if (r.sustainable_write_mbps_per_host) {
    sustainable.value = *r.sustainable_write_mbps_per_host;
    sustainable.unit = Unit::MBps;
    sustainable.note =
        QStringLiteral("per host, at the %1 limit").arg(formatValue(limit, Unit::Fraction));
  } else {
    sustainable.text = QStringLiteral("no limit");
    sustainable.note = QStringLiteral("nothing is replicated");
  }
  sustainable.help = QStringLiteral(
      "Replicated VM writes per host (busiest host, same mix) at "
      "which the busiest peer link reaches the utilisation limit.");
  out << sustainable;

  Headline writes;
  writes.key = QStringLiteral("replica.cluster_write_mbps");
  writes.label = QStringLiteral("VM writes");
  writes.value = r.cluster_write_mbps;
  writes.unit = Unit::MBps;
  writes.note = QStringLiteral("cluster, at peak; mean %1")
                    .arg(formatValue(e.replica_mean.cluster_write_mbps, Unit::MBps));
  writes.help = QStringLiteral(
      "All VM writes in the cluster: what the backing array must "
      "eventually absorb.");
  out << writes;

  Headline eta;
  eta.key = QStringLiteral("replica.framing_efficiency");
  eta.label = QStringLiteral("Framing efficiency");
  eta.value = r.framing_efficiency;
  eta.unit = Unit::Fraction;
  eta.note = s.peer_network.kind == NetKind::InfiniBand
                 ? QStringLiteral("InfiniBand, MTU %1").arg(s.peer_network.mtu)
                 : QStringLiteral("Ethernet, MTU %1").arg(s.peer_network.mtu);
  eta.help = QStringLiteral(
      "Share of the wire carrying payload; the rest is headers, "
      "preambles and gaps.");
  out << eta;

  if (r.shared_uplink) {
    Headline up;
    up.key = QStringLiteral("replica.shared_uplink.utilization");
    up.label = QStringLiteral("Shared uplink");
    up.value = r.shared_uplink->utilization;
    up.unit = Unit::Fraction;
    up.note = formatValue(r.shared_uplink->gbps, Unit::Gbps);
    up.help = QStringLiteral(
        "Utilisation of the uplink every cross-host replica passes "
        "through.");
    up.level = levelOf(r.shared_uplink->utilization, limit);
    out << up;
  }
  return out;
}

}  // namespace accel::ui
