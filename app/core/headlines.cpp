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

Headline number(const char* key, const char* label, double value, Unit unit, QString note,
                const char* help, Severity level = Severity::Info)
{
  Headline h;
  h.key = QLatin1String(key);
  h.label = QString::fromUtf8(label);
  h.value = value;
  h.unit = unit;
  h.note = std::move(note);
  h.help = QString::fromUtf8(help);
  h.level = level;
  return h;
}

}  // namespace

QList<Headline> replicaHeadlines(const Scenario& s, const Evaluation& e)
{
  const ReplicaResult& r = e.replica;
  const double limit = s.peer_network.utilization_limit;
  QList<Headline> out;

  const bool tx = r.max_tx_utilization >= r.max_rx_utilization;
  const bool traffic = r.cluster_payload_mbps > 0 || s.peer_network.other_traffic_mbps > 0;
  out << number("replica.max_link_utilization", "Busiest peer link", r.max_link_utilization,
                Unit::Fraction,
                traffic ? QStringLiteral("host %1 %2, at peak writes")
                              .arg((tx ? r.max_tx_host : r.max_rx_host) + 1)
                              .arg(tx ? QStringLiteral("transmit") : QStringLiteral("receive"))
                        : QStringLiteral("no replica traffic"),
                "Highest transmit or receive utilisation of any host's peer links, framing and "
                "other traffic included.",
                levelOf(r.max_link_utilization, limit));

  out << number("replica.cluster_payload_mbps", "Replica traffic", r.cluster_payload_mbps,
                Unit::MBps,
                QStringLiteral("cluster, at peak writes; mean %1")
                    .arg(formatValue(e.replica_mean.cluster_payload_mbps, Unit::MBps)),
                "Replica payload sent between hosts, before framing and after compression.");

  const char* sustainableHelp =
      "Replicated VM writes per host (busiest host, same mix) at which the busiest peer link "
      "reaches the utilisation limit.";
  if (r.sustainable_write_mbps_per_host) {
    out << number(
        "replica.sustainable_write_mbps_per_host", "Sustainable writes",
        *r.sustainable_write_mbps_per_host, Unit::MBps,
        QStringLiteral("per host, at the %1 limit").arg(formatValue(limit, Unit::Fraction)),
        sustainableHelp);
  } else {
    Headline h = number("replica.sustainable_write_mbps_per_host", "Sustainable writes", 0,
                        Unit::MBps, QStringLiteral("nothing is replicated"), sustainableHelp);
    h.value.reset();
    h.text = QStringLiteral("no limit");
    out << h;
  }

  out << number("replica.cluster_write_mbps", "VM writes", r.cluster_write_mbps, Unit::MBps,
                QStringLiteral("cluster, at peak; mean %1")
                    .arg(formatValue(e.replica_mean.cluster_write_mbps, Unit::MBps)),
                "All VM writes in the cluster: what the backing array must eventually absorb.");

  out << number("replica.framing_efficiency", "Framing efficiency", r.framing_efficiency,
                Unit::Fraction,
                (s.peer_network.kind == NetKind::InfiniBand ? QStringLiteral("InfiniBand, MTU %1")
                                                            : QStringLiteral("Ethernet, MTU %1"))
                    .arg(s.peer_network.mtu),
                "Share of the wire carrying payload; the rest is headers, preambles and gaps.");

  if (r.shared_uplink)
    out << number("replica.shared_uplink.utilization", "Shared uplink",
                  r.shared_uplink->utilization, Unit::Fraction,
                  formatValue(r.shared_uplink->gbps, Unit::Gbps),
                  "Utilisation of the uplink every cross-host replica passes through.",
                  levelOf(r.shared_uplink->utilization, limit));
  return out;
}

}  // namespace accel::ui
