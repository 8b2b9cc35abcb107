#include "app/core/resultsjson.h"

#include <QJsonArray>

#include <cmath>

#include "app/core/findingtext.h"
#include "app/core/params.h"
#include "app/core/units.h"
#include "app/core/version.h"

namespace accel::ui {

QJsonValue resultNumber(double v)
{
  if (!std::isfinite(v))
    return QJsonValue();
  return QJsonValue(roundSig(v));
}

namespace {

QJsonObject replicaJson(const Scenario& s, const ReplicaResult& r, const ReplicaResult& mean)
{
  QJsonObject o;
  o.insert(QStringLiteral("rate_basis"), QStringLiteral("peak"));
  o.insert(QStringLiteral("framing_efficiency"), resultNumber(r.framing_efficiency));
  o.insert(QStringLiteral("link_capacity_mbitps"), resultNumber(r.link_capacity_mbitps));
  o.insert(QStringLiteral("utilization_limit"), resultNumber(s.peer_network.utilization_limit));
  o.insert(QStringLiteral("cluster_write_mbps"), resultNumber(r.cluster_write_mbps));
  o.insert(QStringLiteral("cluster_payload_mbps"), resultNumber(r.cluster_payload_mbps));
  o.insert(QStringLiteral("max_tx_utilization"), resultNumber(r.max_tx_utilization));
  o.insert(QStringLiteral("max_rx_utilization"), resultNumber(r.max_rx_utilization));
  o.insert(QStringLiteral("max_tx_host"), r.max_tx_host + 1);
  o.insert(QStringLiteral("max_rx_host"), r.max_rx_host + 1);
  o.insert(QStringLiteral("saturated"), r.saturated);
  o.insert(QStringLiteral("over_limit"), r.over_limit);
  o.insert(QStringLiteral("sustainable_write_limited"),
           r.sustainable_write_mbps_per_host.has_value());
  o.insert(QStringLiteral("sustainable_write_mbps_per_host"),
           r.sustainable_write_mbps_per_host ? resultNumber(*r.sustainable_write_mbps_per_host)
                                             : QJsonValue());

  QJsonObject m;
  m.insert(QStringLiteral("cluster_payload_mbps"), resultNumber(mean.cluster_payload_mbps));
  m.insert(QStringLiteral("max_tx_utilization"), resultNumber(mean.max_tx_utilization));
  m.insert(QStringLiteral("max_rx_utilization"), resultNumber(mean.max_rx_utilization));
  m.insert(QStringLiteral("saturated"), mean.saturated);
  o.insert(QStringLiteral("mean"), m);

  QJsonArray hosts;
  for (const HostReplica& h : r.hosts) {
    QJsonObject ho;
    ho.insert(QStringLiteral("vm_write_mbps"), resultNumber(h.vm_write_mbps));
    ho.insert(QStringLiteral("egress_payload_mbps"), resultNumber(h.egress_payload_mbps));
    ho.insert(QStringLiteral("ingress_payload_mbps"), resultNumber(h.ingress_payload_mbps));
    ho.insert(QStringLiteral("tx_wire_mbitps"), resultNumber(h.tx_wire_mbitps));
    ho.insert(QStringLiteral("rx_wire_mbitps"), resultNumber(h.rx_wire_mbitps));
    ho.insert(QStringLiteral("tx_utilization"), resultNumber(h.tx_utilization));
    ho.insert(QStringLiteral("rx_utilization"), resultNumber(h.rx_utilization));
    hosts.append(ho);
  }
  o.insert(QStringLiteral("hosts"), hosts);

  QJsonArray groups;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReplica& g = r.groups[i];
    QJsonObject go;
    go.insert(QStringLiteral("name"), QString::fromStdString(s.vm_groups[i].name));
    go.insert(QStringLiteral("write_policy"), writePolicyWord(s.vm_groups[i].write_policy));
    go.insert(QStringLiteral("peers_effective"), g.peers_effective);
    go.insert(QStringLiteral("feasible"), g.feasible);
    go.insert(QStringLiteral("hosts_running"), g.hosts_running);
    go.insert(QStringLiteral("write_mbps_per_vm"), resultNumber(g.write_mbps_per_vm));
    go.insert(QStringLiteral("payload_mbps"), resultNumber(g.payload_mbps));
    groups.append(go);
  }
  o.insert(QStringLiteral("groups"), groups);

  if (r.shared_uplink) {
    QJsonObject up;
    up.insert(QStringLiteral("gbps"), resultNumber(r.shared_uplink->gbps));
    up.insert(QStringLiteral("payload_mbps"), resultNumber(r.shared_uplink->payload_mbps));
    up.insert(QStringLiteral("wire_mbitps"), resultNumber(r.shared_uplink->wire_mbitps));
    up.insert(QStringLiteral("utilization"), resultNumber(r.shared_uplink->utilization));
    o.insert(QStringLiteral("shared_uplink"), up);
  }
  return o;
}

QJsonArray findingsJson(const Scenario& s, const std::vector<Finding>& findings)
{
  QJsonArray out;
  for (const Finding& f : findings) {
    const FindingText text = describeFinding(f, s);
    QJsonObject o;
    o.insert(QStringLiteral("severity"), severityKey(f.severity));
    o.insert(QStringLiteral("code"), QString::fromStdString(f.code));
    o.insert(QStringLiteral("title"), text.title);
    o.insert(QStringLiteral("message"), text.message);
    o.insert(QStringLiteral("recommendation"), text.recommendation);
    if (f.group >= 0)
      o.insert(QStringLiteral("group"), f.group);
    if (f.host >= 0)
      o.insert(QStringLiteral("host"), f.host + 1);
    QJsonObject values;
    for (const auto& [k, v] : f.values)
      values.insert(QString::fromStdString(k), resultNumber(v));
    for (const auto& [k, v] : f.labels)
      values.insert(QString::fromStdString(k), QString::fromStdString(v));
    o.insert(QStringLiteral("values"), values);
    out.append(o);
  }
  return out;
}

}  // namespace

QJsonObject resultsToJson(const Scenario& s, const Evaluation& e)
{
  QJsonObject root;
  root.insert(QStringLiteral("format"), QStringLiteral("accelsizer-results"));
  root.insert(QStringLiteral("version"), 1);
  root.insert(QStringLiteral("generator"),
              QString(QStringLiteral("AccelSizer ") + QString::fromLatin1(kAccelSizerVersion)));
  root.insert(QStringLiteral("scenario"), QString::fromStdString(s.name));
  root.insert(QStringLiteral("customer"), QString::fromStdString(s.customer));
  root.insert(QStringLiteral("replica"), replicaJson(s, e.replica, e.replica_mean));
  root.insert(QStringLiteral("findings"), findingsJson(s, e.findings));
  return root;
}

}  // namespace accel::ui
