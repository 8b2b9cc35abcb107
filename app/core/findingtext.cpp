#include "app/core/findingtext.h"

#include "app/core/params.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

QString pct(double fraction)
{
  return formatValue(fraction, Unit::Fraction);
}
QString gbps(double v)
{
  return formatValue(v, Unit::Gbps);
}

QString groupName(const Finding& f, const Scenario& s)
{
  if (f.group < 0 || f.group >= static_cast<int>(s.vm_groups.size()))
    return QStringLiteral("a VM group");
  const QString name = QString::fromStdString(s.vm_groups[static_cast<std::size_t>(f.group)].name);
  return QStringLiteral("VM group \u201c%1\u201d")
      .arg(name.isEmpty() ? QString::number(f.group + 1) : name);
}

QString linkName(const Scenario& s, double speed)
{
  return (s.peer_network.kind == NetKind::InfiniBand ? QStringLiteral("InfiniBand ")
                                                     : QStringLiteral("Ethernet ")) +
         gbps(speed);
}

QString direction(const Finding& f)
{
  return f.label("direction") == "rx" ? QStringLiteral("receive") : QStringLiteral("transmit");
}

/// "10GbE brings it to 12.64 %", or compression, or both.
QString linkRecommendation(const Finding& f)
{
  QStringList parts;
  if (f.values.count("alt_link_gbps")) {
    const double u = f.value("alt_utilization");
    const QString alt = QString::fromStdString(f.label("alt_link"));
    if (u < f.value("limit"))
      parts << QStringLiteral("%1 brings it to %2.").arg(alt, pct(u));
    else
      parts << QStringLiteral(
                   "Even %1 only brings it to %2: spread the load or lower the "
                   "number of peers.")
                   .arg(alt, pct(u));
  } else {
    parts << QStringLiteral(
        "No faster standard link of this kind: spread the load over more "
        "hosts or lower the number of peers.");
  }
  const double c = f.value("compression_needed");
  if (c > 0 && c <= 4)
    parts << QStringLiteral("Or replica compression of %1 keeps it at the %2 limit.")
                 .arg(formatValue(c, Unit::Ratio, 3), pct(f.value("limit")));
  return parts.join(QLatin1Char(' '));
}

}  // namespace

QString severityKey(Severity s)
{
  switch (s) {
  case Severity::Info: return QStringLiteral("info");
  case Severity::Warning: return QStringLiteral("warning");
  case Severity::Critical: return QStringLiteral("critical");
  }
  return QString();
}

FindingText describeFinding(const Finding& f, const Scenario& s)
{
  FindingText t;
  const std::string& c = f.code;
  const QString host = QStringLiteral("host %1").arg(f.host + 1);

  if (c == "peers_infeasible") {
    const int peers = static_cast<int>(f.value("peers"));
    const int needed = static_cast<int>(f.value("hosts_needed"));
    const int hosts = static_cast<int>(f.value("hosts"));
    const int possible = static_cast<int>(f.value("peers_possible"));
    t.title = QStringLiteral("Not enough hosts for WB+%1").arg(peers);
    t.message = QStringLiteral(
                    "%1 asks for WB+%2, but WB+%2 needs at least %3 hosts and the "
                    "cluster has %4. Results assume WB+%5, the most it can place.")
                    .arg(groupName(f, s))
                    .arg(peers)
                    .arg(needed)
                    .arg(hosts)
                    .arg(possible);
    t.recommendation = QStringLiteral("Add %1 host%2, or set the group to WB+%3.")
                           .arg(needed - hosts)
                           .arg(needed - hosts == 1 ? QString() : QStringLiteral("s"))
                           .arg(possible);
  } else if (c == "write_back_without_peers") {
    t.title = QStringLiteral("Write-back without a peer copy");
    t.message = QStringLiteral(
                    "%1 runs WB+0: acknowledged writes exist on one host only until "
                    "they are destaged; a host failure loses them.")
                    .arg(groupName(f, s));
    t.recommendation = QStringLiteral(
        "Use WB+1 for data that must survive a host failure, or "
        "keep WB+0 only for disposable VMs (non-persistent "
        "desktops, build agents).");
  } else if (c == "peer_link_saturated" || c == "peer_link_over_limit") {
    const bool saturated = c == "peer_link_saturated";
    const double u = f.value("utilization");
    const double mean = f.value("mean_utilization");
    t.title = saturated ? QStringLiteral("Peer link saturated")
                        : QStringLiteral("Peer link above the planning limit");
    t.message = QStringLiteral("Peer link at %1 on %2 %3 (%4) at the peak write rate")
                    .arg(pct(u), host, direction(f), linkName(s, f.value("link_gbps")));
    if (saturated) {
      t.message += mean < 1.0 ? QStringLiteral(
                                    "; %1 at the mean rate, so writes are throttled during "
                                    "bursts.")
                                    .arg(pct(mean))
                              : QStringLiteral(
                                    ": replicated writes are throttled to what the link "
                                    "carries.");
    } else {
      t.message += QStringLiteral(
                       ", above the %1 planning limit: little room for vMotion and "
                       "bursts.")
                       .arg(pct(f.value("limit")));
    }
    t.recommendation = linkRecommendation(f);
  } else if (c == "shared_uplink_saturated" || c == "shared_uplink_over_limit") {
    const bool saturated = c == "shared_uplink_saturated";
    t.title = saturated ? QStringLiteral("Shared uplink saturated")
                        : QStringLiteral("Shared uplink above the planning limit");
    t.message = QStringLiteral(
                    "The shared uplink (%1) runs at %2: it carries every cross-host "
                    "replica.")
                    .arg(gbps(f.value("uplink_gbps")), pct(f.value("utilization")));
    t.recommendation = QStringLiteral(
                           "An uplink of at least %1 keeps it at the %2 limit; or "
                           "keep peers inside one chassis.")
                           .arg(gbps(f.value("needed_gbps")), pct(f.value("limit")));
  } else if (c == "peer_link_headroom") {
    t.title = QStringLiteral("Peer network has headroom");
    t.message = QStringLiteral("Peer links peak at %1 (%2 busiest, %3), within the %4 limit.")
                    .arg(pct(f.value("utilization")), host, linkName(s, f.value("link_gbps")),
                         pct(f.value("limit")));
    if (f.values.count("sustainable_write_mbps_per_host"))
      t.recommendation =
          QStringLiteral(
              "They carry up to %1 of replicated writes per host before reaching the "
              "limit.")
              .arg(formatValue(f.value("sustainable_write_mbps_per_host"), Unit::MBps));
  } else {
    t.title = QString::fromStdString(c);
    t.message = QString::fromStdString(c);
  }
  return t;
}

}  // namespace accel::ui
