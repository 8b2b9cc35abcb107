// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/resultsjson.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

#include "app/core/areas.h"
#include "app/core/findingtext.h"
#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/requirementtext.h"
#include "app/core/units.h"
#include "app/core/version.h"

namespace accel::ui {

namespace {

/// Whether the document being built keeps full precision (resultsToJson's `precision`). The
/// section builders below all write numbers through resultNumber(); this flag, set only for
/// the duration of one resultsToJson call on this thread, spares passing the choice through
/// every one of them.
thread_local bool t_full_precision = false;

class PrecisionScope {
public:
  explicit PrecisionScope(ResultsPrecision p) : saved_(t_full_precision)
  {
    t_full_precision = p == ResultsPrecision::Full;
  }
  ~PrecisionScope() { t_full_precision = saved_; }
  PrecisionScope(const PrecisionScope&) = delete;
  PrecisionScope& operator=(const PrecisionScope&) = delete;

private:
  bool saved_;
};

}  // namespace

QJsonValue resultNumber(double v)
{
  if (!std::isfinite(v))
    return QJsonValue();
  return QJsonValue(t_full_precision ? v : roundSig(v));
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
  o.insert(QStringLiteral("max_link_utilization"), resultNumber(r.max_link_utilization));
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
  if (r.time_varying) {
    // Sized at the coincident peak of the groups' rates on one time axis.
    o.insert(QStringLiteral("sizing_basis"), QStringLiteral("coincident_peak"));
    o.insert(QStringLiteral("coincident_peak_mbps"), resultNumber(r.coincident_peak_mbps));
    o.insert(QStringLiteral("sum_of_peaks_mbps"), resultNumber(r.sum_of_peaks_mbps));
    o.insert(QStringLiteral("coincident_peak_t_s"), resultNumber(r.coincident_peak_t_s));
    o.insert(QStringLiteral("coincident_horizon_s"), resultNumber(r.coincident_horizon_s));
    o.insert(QStringLiteral("coincident_exact"), r.coincident_exact);
  }

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
    if (r.time_varying)
      go.insert(QStringLiteral("own_peak_mbps_per_vm"), resultNumber(g.own_peak_mbps_per_vm));
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

QJsonObject legsJson(const LegBreakdown& l)
{
  QJsonObject o;
  o.insert(QStringLiteral("hypervisor_us"), resultNumber(l.hypervisor_us));
  o.insert(QStringLiteral("local_device_us"), resultNumber(l.local_device_us));
  o.insert(QStringLiteral("serialisation_us"), resultNumber(l.serialisation_us));
  o.insert(QStringLiteral("stack_switch_cable_us"), resultNumber(l.stack_switch_cable_us));
  o.insert(QStringLiteral("remote_device_us"), resultNumber(l.remote_device_us));
  o.insert(QStringLiteral("ack_us"), resultNumber(l.ack_us));
  o.insert(QStringLiteral("datastore_us"), resultNumber(l.datastore_us));
  o.insert(QStringLiteral("receive_wait_us"), resultNumber(l.receive_wait_us));
  o.insert(QStringLiteral("fork_join_us"), resultNumber(l.fork_join_us));
  return o;
}

QJsonObject latencyJson(const Scenario& s, const Evaluation& e)
{
  const LatencyResult& r = e.latency;
  QJsonArray groups;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupLatency& g = r.groups[i];
    QJsonObject o;
    o.insert(QStringLiteral("name"), QString::fromStdString(s.vm_groups[i].name));
    o.insert(QStringLiteral("write_policy"), writePolicyWord(g.policy));
    o.insert(QStringLiteral("io_kib"), resultNumber(g.mean_io_bytes / 1024.0));
    o.insert(QStringLiteral("floor_us"), resultNumber(g.floor_us));
    o.insert(QStringLiteral("local_leg_us"), resultNumber(g.local_leg_us));
    o.insert(QStringLiteral("replica_leg_us"), resultNumber(g.replica_leg_us));
    o.insert(QStringLiteral("bound_by"), QString::fromLatin1(contractBoundByKey(g.bound_by)));
    o.insert(QStringLiteral("bound_by_leg"), QString::fromLatin1(boundByKey(g.bound_by)));
    o.insert(QStringLiteral("network_share"), resultNumber(g.network_share));
    o.insert(QStringLiteral("legs"), legsJson(g.legs));
    // A write-through group on a saturated datastore has no finite latency under load, and
    // what it achieves there is not a steady state.
    const bool unbounded = loadedUnbounded(s, e, i);
    o.insert(QStringLiteral("loaded_unbounded"), unbounded);
    o.insert(QStringLiteral("loaded_us"), unbounded ? QJsonValue() : resultNumber(g.loaded_us));
    o.insert(QStringLiteral("iops_per_vm"), unbounded ? QJsonValue() : resultNumber(g.iops_per_vm));
    o.insert(QStringLiteral("demanded_iops_per_vm"), resultNumber(g.demanded_iops_per_vm));
    o.insert(QStringLiteral("write_mbps_per_vm"),
             unbounded ? QJsonValue() : resultNumber(g.write_mbps_per_vm));
    o.insert(QStringLiteral("outstanding_ios"), g.outstanding_ios);
    o.insert(QStringLiteral("capacity_bound"), g.capacity_bound);
    o.insert(QStringLiteral("status"), QString::fromLatin1(latencyStatusKey(g.status)));
    o.insert(QStringLiteral("loaded_bound_by"), QString::fromLatin1(boundByKey(g.loaded_bound_by)));
    o.insert(QStringLiteral("loaded_legs"), legsJson(g.loaded_legs));
    o.insert(QStringLiteral("bottleneck"), QString::fromLatin1(resourceKey(g.bottleneck)));
    o.insert(QStringLiteral("bottleneck_utilization"), resultNumber(g.bottleneck_utilization));
    o.insert(QStringLiteral("max_iops_per_vm"), resultNumber(g.max_iops_per_vm));
    groups.append(o);
  }
  QJsonObject out;
  out.insert(QStringLiteral("groups"), groups);
  out.insert(QStringLiteral("converged"), r.converged);
  return out;
}

QJsonObject backingJson(const BackingResult& r)
{
  QJsonArray groups;
  for (const RaidGroupResult& g : r.raid_groups) {
    QJsonObject o;
    o.insert(QStringLiteral("level"), raidLevelWord(g.level));
    o.insert(QStringLiteral("disks"), g.disks);
    o.insert(QStringLiteral("valid"), g.valid);
    o.insert(QStringLiteral("data_members"), g.data_members);
    o.insert(QStringLiteral("write_penalty"), g.write_penalty);
    o.insert(QStringLiteral("random_iops"), resultNumber(g.random_iops));
    o.insert(QStringLiteral("random_read_iops"), resultNumber(g.random_read_iops));
    o.insert(QStringLiteral("random_write_iops"), resultNumber(g.random_write_iops));
    o.insert(QStringLiteral("sequential_write_mbps"), resultNumber(g.sequential_write_mbps));
    o.insert(QStringLiteral("hotspot_index"), resultNumber(g.hotspot_index));
    o.insert(QStringLiteral("usable_capacity_gb"), resultNumber(g.usable_capacity_gb));
    o.insert(QStringLiteral("disk_service_ms"), resultNumber(g.disk_service_ms));
    o.insert(QStringLiteral("disk_random_iops"), resultNumber(g.disk_random_iops));
    o.insert(QStringLiteral("split_share"), resultNumber(g.split_share));
    o.insert(QStringLiteral("load_iops"), resultNumber(g.load_iops));
    o.insert(QStringLiteral("max_utilization"), resultNumber(g.max_utilization));
    o.insert(QStringLiteral("saturated"), g.saturated);
    o.insert(QStringLiteral("read_latency_ms"),
             g.read_latency_ms ? resultNumber(*g.read_latency_ms) : QJsonValue());
    o.insert(QStringLiteral("write_latency_ms"),
             g.write_latency_ms ? resultNumber(*g.write_latency_ms) : QJsonValue());
    o.insert(QStringLiteral("destage_write_mbps"), resultNumber(g.destage_write_mbps_available));
    o.insert(QStringLiteral("destage_floor_mbps"), resultNumber(g.destage_floor_mbps_available));
    o.insert(QStringLiteral("destage_queue_per_disk"), resultNumber(g.destage_queue_per_disk));
    o.insert(QStringLiteral("destage_positioning_ms"), resultNumber(g.destage_positioning_ms));
    o.insert(QStringLiteral("disk_positioning_ms"), resultNumber(g.disk_positioning_ms));
    QJsonArray util;
    for (double u : g.disk_utilization)
      util.append(resultNumber(u));
    o.insert(QStringLiteral("disk_utilization"), util);
    groups.append(o);
  }
  QJsonObject out;
  out.insert(QStringLiteral("kind"), backingKindWord(r.kind));
  out.insert(QStringLiteral("raid_groups"), groups);
  if (r.all_flash) {
    const AllFlashResult& f = *r.all_flash;
    QJsonObject a;
    a.insert(QStringLiteral("random_iops"), resultNumber(f.random_mix.iops));
    a.insert(QStringLiteral("random_mbps"), resultNumber(f.random_mix.mbps));
    a.insert(QStringLiteral("bandwidth_bound"), f.random_mix.bandwidth_bound);
    a.insert(QStringLiteral("idle_latency_ms"), resultNumber(f.random_mix.idle_latency_ms));
    a.insert(QStringLiteral("servers"), f.random_mix.servers);
    a.insert(QStringLiteral("survives_controller_failure"), f.random_mix.degraded_iops.has_value());
    a.insert(QStringLiteral("degraded_iops"),
             f.random_mix.degraded_iops ? resultNumber(*f.random_mix.degraded_iops) : QJsonValue());
    a.insert(QStringLiteral("utilization"), resultNumber(f.random_load.utilization));
    a.insert(QStringLiteral("saturated"), f.random_load.saturated);
    a.insert(QStringLiteral("read_latency_ms"), f.random_load.read_latency_ms
                                                    ? resultNumber(*f.random_load.read_latency_ms)
                                                    : QJsonValue());
    a.insert(QStringLiteral("write_latency_ms"), f.random_load.write_latency_ms
                                                     ? resultNumber(*f.random_load.write_latency_ms)
                                                     : QJsonValue());
    a.insert(QStringLiteral("destage_write_mbps"), resultNumber(f.destage_mbps_available));
    a.insert(QStringLiteral("capacity_gb"), resultNumber(f.array.capacity_gb));
    out.insert(QStringLiteral("all_flash"), a);
  }
  out.insert(QStringLiteral("write_mbps_capacity"), resultNumber(r.write_mbps_capacity));
  out.insert(QStringLiteral("host_write_mbps_capacity"), resultNumber(r.host_write_mbps_capacity));
  out.insert(QStringLiteral("destage_bound_by"), QString::fromLatin1(destageBoundWord(r.bound_by)));
  out.insert(QStringLiteral("disk_write_mbps"), resultNumber(r.disk_write_mbps_available));
  out.insert(QStringLiteral("fabric_write_mbps"), resultNumber(r.fabric_write_mbps_available));
  out.insert(QStringLiteral("full_stripe_write_mbps"), resultNumber(r.full_stripe_write_mbps));
  out.insert(QStringLiteral("destage_io_kib"), resultNumber(r.destage_io_kib));
  const bool reached =
      std::any_of(r.options.reached_write_mbps.begin(), r.options.reached_write_mbps.end(),
                  [](const std::optional<double>& x) { return x.has_value(); });
  out.insert(QStringLiteral("write_through_beside_mbps"),
             resultNumber(r.write_through_beside_mbps));
  out.insert(QStringLiteral("write_through_disk_share"), resultNumber(r.write_through_disk_share));
  out.insert(QStringLiteral("write_mix_basis"),
             reached ? QStringLiteral("reached") : QStringLiteral("demand"));
  out.insert(QStringLiteral("random_iops"), resultNumber(r.random_iops));
  out.insert(QStringLiteral("destage_pattern"),
             QString::fromLatin1(destagePatternWord(r.destage_pattern)));
  out.insert(QStringLiteral("disk_scheduling"),
             QString::fromLatin1(diskSchedulingWord(r.disk_scheduling)));
  out.insert(QStringLiteral("destage_outstanding_writes"),
             resultNumber(r.destage_outstanding_writes));
  out.insert(QStringLiteral("destage_floor_mbps"), resultNumber(r.destage_floor_mbps));
  out.insert(QStringLiteral("destage_ceiling_mbps"), resultNumber(r.destage_ceiling_mbps));
  out.insert(QStringLiteral("destage_ceiling_bound_by"),
             QString::fromLatin1(destageCeilingWord(r.ceiling_bound_by)));
  out.insert(QStringLiteral("write_cache_mb"), resultNumber(r.write_cache_mb));
  out.insert(QStringLiteral("write_cache_keeps_up"), r.write_cache_keeps_up);
  out.insert(QStringLiteral("array_write_mbps"), resultNumber(r.array_write_mbps));
  out.insert(QStringLiteral("front_end_latency_us"), resultNumber(r.front_end_latency_us));
  out.insert(QStringLiteral("datastore_write_latency_us"),
             resultNumber(r.datastore_write_latency_us));
  return out;
}

QJsonValue optionalNumber(const std::optional<double>& v)
{
  return v ? resultNumber(*v) : QJsonValue();
}

/// backing.hyperconverged (docs/results-format.md): the design under the background and the
/// cluster's mean writes, per host where it says so.
QJsonObject hyperconvergedJson(const HyperconvergedBackingResult& h)
{
  const HyperconvergedResult& r = h.at_load;
  QJsonObject o;
  o.insert(QStringLiteral("copies"), r.copies);
  o.insert(QStringLiteral("witnesses"), r.witnesses);
  o.insert(QStringLiteral("min_hosts"), r.min_hosts);
  o.insert(QStringLiteral("remote_copies_per_write"), resultNumber(r.remote_copies_per_write));
  const auto peak = [](const std::vector<double>& v) {
    return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
  };
  o.insert(QStringLiteral("tx_mbps_per_host"), resultNumber(peak(r.tx_mbps)));
  o.insert(QStringLiteral("rx_mbps_per_host"), resultNumber(peak(r.rx_mbps)));
  o.insert(QStringLiteral("link_payload_mbps"), resultNumber(r.link_payload_mbps));
  o.insert(QStringLiteral("buffer_write_mbps_per_host"), resultNumber(r.buffer_write_mbps));
  o.insert(QStringLiteral("destage_iops_per_host"), resultNumber(r.destage_iops));
  o.insert(QStringLiteral("network_utilization"), resultNumber(r.network_utilization));
  o.insert(QStringLiteral("cache_utilization"), resultNumber(r.cache_utilization));
  o.insert(QStringLiteral("disk_utilization"), resultNumber(r.disk_utilization));
  o.insert(QStringLiteral("max_utilization"), resultNumber(r.max_utilization));
  o.insert(QStringLiteral("bound_by"), QString::fromLatin1(hciBoundWord(r.bound_by)));
  o.insert(QStringLiteral("loaded"), r.loaded);
  o.insert(QStringLiteral("headroom"), r.loaded ? resultNumber(r.headroom) : QJsonValue());
  o.insert(QStringLiteral("raw_capacity_gb"), resultNumber(r.raw_capacity_gb));
  o.insert(QStringLiteral("usable_capacity_gb"), resultNumber(r.usable_capacity_gb));
  o.insert(QStringLiteral("write_buffer_gb_per_host"), resultNumber(r.write_buffer_gb));
  o.insert(QStringLiteral("vm_write_mbps"), resultNumber(h.vm_write_mbps));
  o.insert(QStringLiteral("write_mbps_capacity"), resultNumber(h.write_mbps_capacity));
  o.insert(QStringLiteral("write_bound_by"), QString::fromLatin1(hciBoundWord(h.write_bound_by)));
  o.insert(QStringLiteral("write_latency_us"), resultNumber(h.write_latency_us));
  o.insert(QStringLiteral("network_latency_us"), resultNumber(h.network_latency_us));
  o.insert(QStringLiteral("cache_latency_us"), resultNumber(h.cache_latency_us));
  o.insert(QStringLiteral("rebuild_possible"), r.rebuild_possible);
  o.insert(QStringLiteral("rebuild_gb"), resultNumber(r.rebuild_gb));
  const bool rebuilds = r.rebuild_possible && r.rebuild_mbps > 0;
  o.insert(QStringLiteral("rebuild_completes"), rebuilds);
  o.insert(QStringLiteral("rebuild_s"),
           rebuilds ? resultNumber(r.rebuild_hours * 3600.0) : QJsonValue());
  o.insert(QStringLiteral("rebuild_mbps"),
           r.rebuild_possible ? resultNumber(r.rebuild_mbps) : QJsonValue());
  o.insert(QStringLiteral("rebuild_hours"),
           rebuilds ? resultNumber(r.rebuild_hours) : QJsonValue());
  return o;
}

QJsonObject destagerJson(const Scenario& s, const DestagerResult& r, const LoadTimeline& timeline)
{
  QJsonArray groups;
  for (std::size_t i = 0; i < r.groups.size(); ++i) {
    const DestagerGroupResult& g = r.groups[i];
    QJsonObject o;
    o.insert(QStringLiteral("name"), i < s.vm_groups.size()
                                         ? QString::fromStdString(s.vm_groups[i].name)
                                         : QString::fromStdString(g.name));
    o.insert(QStringLiteral("status"), QString::fromLatin1(destagerStatusKey(g.status)));
    o.insert(QStringLiteral("regime"), QString::fromLatin1(destagerRegimeKey(g.regime)));
    o.insert(QStringLiteral("destage_mbps"), resultNumber(g.destage_mbps));
    o.insert(QStringLiteral("destage_flows"), g.destage_mbps > 0);
    o.insert(QStringLiteral("buffer_mb"), resultNumber(g.buffer_mb));
    o.insert(QStringLiteral("array_cache_mb"), resultNumber(g.array_cache_mb));
    o.insert(QStringLiteral("mean_write_mbps"), resultNumber(g.mean_write_mbps));
    o.insert(QStringLiteral("peak_write_mbps"), resultNumber(g.peak_write_mbps));
    o.insert(QStringLiteral("write_limited"), g.reachable_mbps.has_value());
    o.insert(QStringLiteral("reachable_mbps"), optionalNumber(g.reachable_mbps));
    o.insert(QStringLiteral("fed_mean_mbps"), resultNumber(g.fed_mean_mbps));
    if (g.deferred_at_end_mb > 0)
      o.insert(QStringLiteral("deferred_at_end_mb"), resultNumber(g.deferred_at_end_mb));
    o.insert(QStringLiteral("fills"), g.fills && g.fill_time_s.has_value());
    o.insert(QStringLiteral("fill_time_s"), g.fills ? optionalNumber(g.fill_time_s) : QJsonValue());
    if (g.fill_cycle)
      o.insert(QStringLiteral("fill_cycle"), resultNumber(*g.fill_cycle));
    if (g.burst_fill_s)
      o.insert(QStringLiteral("burst_fill_s"), resultNumber(*g.burst_fill_s));
    o.insert(QStringLiteral("drains"), g.drains && g.drain_time_s.has_value());
    o.insert(QStringLiteral("drain_time_s"),
             g.drains ? optionalNumber(g.drain_time_s) : QJsonValue());
    o.insert(QStringLiteral("peak_backlog_mb"), resultNumber(g.peak_backlog_mb));
    o.insert(QStringLiteral("throttled_fraction"), resultNumber(g.throttled_fraction));
    o.insert(QStringLiteral("throttled_latency_us"), optionalNumber(fullBufferLatencyUs(g)));
    o.insert(QStringLiteral("throttled_latency_unbounded"), fullBufferStalls(g));
    o.insert(QStringLiteral("throttled_iops_per_vm"), resultNumber(g.throttled_iops_per_vm));
    if (g.needed_buffer_mb)
      o.insert(QStringLiteral("needed_buffer_mb"), resultNumber(*g.needed_buffer_mb));
    if (g.needed_destage_mbps)
      o.insert(QStringLiteral("needed_destage_mbps"), resultNumber(*g.needed_destage_mbps));
    if (g.scheduled) {
      o.insert(QStringLiteral("min_destage_mbps"), resultNumber(g.min_destage_mbps));
      o.insert(QStringLiteral("max_destage_mbps"), resultNumber(g.max_destage_mbps));
      if (g.fill_step >= 0)
        o.insert(QStringLiteral("fill_step"), g.fill_step);
      o.insert(QStringLiteral("throttled_destage_mbps"), resultNumber(throttledDestageMbps(g)));
    }
    groups.append(o);
  }
  QJsonObject out;
  out.insert(QStringLiteral("cluster_destage_mbps"), resultNumber(r.cluster_destage_mbps));
  out.insert(QStringLiteral("floor_cluster_destage_mbps"),
             resultNumber(r.floor_cluster_destage_mbps));
  out.insert(QStringLiteral("ceiling_cluster_destage_mbps"),
             resultNumber(r.ceiling_cluster_destage_mbps));
  out.insert(QStringLiteral("destage_pattern"),
             r.bound_by == DestageBound::Measured
                 ? QStringLiteral("measured")
                 : QString::fromLatin1(destagePatternWord(r.pattern)));
  out.insert(QStringLiteral("array_cache_mb"), resultNumber(r.array_cache_mb));
  out.insert(QStringLiteral("host_destage_mbps"), resultNumber(r.host_destage_mbps));
  out.insert(QStringLiteral("write_back_vms"), r.write_back_vms);
  if (r.streams_disk_share > 0)
    out.insert(QStringLiteral("streams_disk_share"), resultNumber(r.streams_disk_share));
  if (!r.capacity_schedule.empty()) {
    // The array's loads follow a schedule: the capacity over the time axis.
    out.insert(QStringLiteral("min_cluster_destage_mbps"),
               resultNumber(r.min_cluster_destage_mbps));
    out.insert(QStringLiteral("max_cluster_destage_mbps"),
               resultNumber(r.max_cluster_destage_mbps));
    out.insert(QStringLiteral("capacity_horizon_s"), resultNumber(r.capacity_schedule.horizon_s));
    QJsonArray steps;
    for (const DestageCapacityStep& st : r.capacity_schedule.steps) {
      QJsonObject so;
      so.insert(QStringLiteral("start_s"), resultNumber(st.start_s));
      so.insert(QStringLiteral("cluster_destage_mbps"), resultNumber(st.cluster_mbps));
      so.insert(QStringLiteral("host_destage_mbps"), resultNumber(st.host_mbps));
      const auto index = static_cast<std::size_t>(st.state);
      const LoadState state = index < timeline.states.size() ? timeline.states[index] : LoadState{};
      so.insert(QStringLiteral("random_load_level"), resultNumber(state.random_level));
      so.insert(QStringLiteral("streams_level"), resultNumber(state.streams_level));
      if (timeline.reads_scheduled)
        so.insert(QStringLiteral("vm_read_iops"), resultNumber(timeline.vmReadIops(state)));
      steps.append(so);
    }
    out.insert(QStringLiteral("capacity_steps"), steps);
    if (timeline.reads_scheduled) {
      // The VMs' reads on the disks follow their profiles: how closely.
      out.insert(QStringLiteral("reads_on_time_axis"),
                 QString::fromLatin1(timeline.reads_at_peak     ? "at_peak"
                                     : timeline.reads_quantized ? "rounded_up"
                                                                : "exact"));
      out.insert(QStringLiteral("mean_vm_read_iops"), resultNumber(timeline.parts.vm_read_iops));
    }
  }
  out.insert(QStringLiteral("groups"), groups);
  return out;
}

QJsonObject designJson(const DesignResult& d)
{
  QJsonObject o;
  o.insert(QStringLiteral("demand_mbps"), resultNumber(d.demand_mbps));
  o.insert(QStringLiteral("upper_bound_mbps"), resultNumber(d.upper_bound_mbps));
  o.insert(QStringLiteral("convoy_floor_mbps"), resultNumber(d.convoy_floor_mbps));
  o.insert(QStringLiteral("expected_mbps"), resultNumber(d.expected_mbps));
  o.insert(QStringLiteral("expected_min_mbps"), resultNumber(d.expected_min_mbps));
  o.insert(QStringLiteral("expected_max_mbps"), resultNumber(d.expected_max_mbps));
  o.insert(QStringLiteral("per_stream_mbps"), resultNumber(d.per_stream_mbps));
  o.insert(QStringLiteral("convoy_risk"), QString::fromLatin1(convoyRiskWord(d.risk)));
  o.insert(QStringLiteral("reason"), QString::fromLatin1(convoyReasonWord(d.reason)));
  o.insert(QStringLiteral("below_floor"), d.below_floor);
  o.insert(QStringLiteral("usable_capacity_gb"), resultNumber(d.usable_capacity_gb));
  o.insert(QStringLiteral("background_utilization"),
           resultNumber(d.parts.empty() ? 0.0 : d.parts.front().background_utilization));
  return o;
}

QJsonObject streamsJson(const StreamsResult& r)
{
  QJsonObject o = designJson(r.current);
  o.insert(QStringLiteral("active"), r.active);
  const bool simulated = !r.current.parts.empty() && r.current.parts.front().simulated;
  o.insert(QStringLiteral("simulated"), simulated);
  // The horizon of a simulation that ran; null, with `simulated` false beside it, when none
  // did (no streams, nothing to race, or a design that cannot be simulated).
  o.insert(QStringLiteral("horizon_s"),
           simulated ? resultNumber(r.current.horizon_s) : QJsonValue());
  o.insert(QStringLiteral("replications"), r.current.replications);
  o.insert(QStringLiteral("truncated"), r.current.truncated);
  std::optional<double> bunching;
  bool bunched = false;
  if (!r.current.parts.empty()) {
    bunching = r.current.parts.front().time_to_bunching_s;
    bunched = r.current.parts.front().bunched;
  }
  o.insert(QStringLiteral("bunches"), bunched && bunching.has_value());
  o.insert(QStringLiteral("time_to_bunching_s"),
           bunched && bunching ? resultNumber(*bunching) : QJsonValue());
  QJsonArray fixes;
  for (const StreamFix& f : r.fixes) {
    QJsonObject x = designJson(f.result);
    x.insert(QStringLiteral("fix"), QString::fromLatin1(streamFixWord(f.kind)));
    x.insert(QStringLiteral("gain"), resultNumber(f.gain));
    fixes.append(x);
  }
  o.insert(QStringLiteral("fixes"), fixes);
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
    o.insert(QStringLiteral("area"), QString::fromStdString(f.area));
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

QJsonObject summaryJson(const Scenario& s, const Evaluation& e)
{
  QJsonArray areas;
  for (const AreaVerdict& a : assessAreas(s, e)) {
    QJsonObject o;
    o.insert(QStringLiteral("area"), a.key);
    o.insert(QStringLiteral("title"), a.title);
    o.insert(QStringLiteral("status"), statusKey(a.light));
    // The headline number with its unit, as every face shows it ("" when there is none).
    o.insert(QStringLiteral("headline"), a.evaluated ? a.value : QString());
    o.insert(QStringLiteral("headline_label"), a.label);
    o.insert(QStringLiteral("headline_key"), a.headlineKey);
    o.insert(QStringLiteral("verdict"), a.verdict);
    o.insert(QStringLiteral("finding_codes"), QJsonArray::fromStringList(a.findingCodes));
    areas.append(o);
  }
  QJsonObject out;
  out.insert(QStringLiteral("areas"), areas);
  return out;
}

}  // namespace

QJsonArray requirementsJson(const Scenario& s, const RequirementsResult& r)
{
  QJsonArray rows;
  for (const RequirementCheck& c : r.checks) {
    QJsonObject o;
    o.insert(QStringLiteral("id"), QString::fromStdString(c.id));
    o.insert(QStringLiteral("kind"), QString::fromLatin1(requirementKindKey(c.kind)));
    o.insert(QStringLiteral("subject"), requirementSubject(s, c));
    if (c.group >= 0)
      o.insert(QStringLiteral("group"), c.group);
    if (c.host >= 0)
      o.insert(QStringLiteral("host"), c.host + 1);
    o.insert(QStringLiteral("metric"), QString::fromLatin1(requirementMetricKey(c.kind)));
    o.insert(QStringLiteral("unit"), unitKey(requirementUnit(c.kind)));
    o.insert(QStringLiteral("sense"), c.sense == LimitSense::AtMost ? QStringLiteral("at_most")
                                                                    : QStringLiteral("at_least"));
    o.insert(QStringLiteral("limit"), c.limit ? resultNumber(*c.limit) : QJsonValue());
    if (c.kind == RequirementKind::BufferFill)
      o.insert(QStringLiteral("must_never_fill"), !c.limit.has_value());
    o.insert(QStringLiteral("value"), c.value ? resultNumber(*c.value) : QJsonValue());
    if (c.kind == RequirementKind::BufferFill)
      o.insert(QStringLiteral("fills"), c.value.has_value());
    o.insert(QStringLiteral("unbounded"), c.unbounded);
    if (c.kind == RequirementKind::WriteLatency)
      o.insert(QStringLiteral("while_full"), c.while_full);
    o.insert(QStringLiteral("met"), c.met);
    o.insert(QStringLiteral("margin"), c.margin ? resultNumber(*c.margin) : QJsonValue());
    o.insert(QStringLiteral("margin_defined"), c.margin.has_value());
    rows.append(o);
  }
  return rows;
}

static QJsonObject readCacheJson(const Scenario& s, const ReadCacheResult& r)
{
  QJsonArray groups;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReadCache& g = r.groups[i];
    QJsonObject o;
    o.insert(QStringLiteral("name"), QString::fromStdString(s.vm_groups[i].name));
    o.insert(QStringLiteral("modelled"), g.modelled);
    o.insert(QStringLiteral("cached"), g.cached);
    o.insert(QStringLiteral("read_mbps"), resultNumber(g.read_mbps));
    o.insert(QStringLiteral("read_io_kib"), resultNumber(g.read_io_kib));
    o.insert(QStringLiteral("read_iops"), resultNumber(g.read_iops));
    o.insert(QStringLiteral("working_set_gib"), resultNumber(g.working_set_gib));
    o.insert(QStringLiteral("hot_set_gib"), resultNumber(g.hot_set_gib));
    o.insert(QStringLiteral("zipf"), g.zipf);
    o.insert(QStringLiteral("cache_gib"), resultNumber(g.cache_gib));
    o.insert(QStringLiteral("block_kib"), resultNumber(g.block_kib));
    o.insert(QStringLiteral("fill_efficiency"), resultNumber(g.fill_efficiency));
    o.insert(QStringLiteral("effective_cache_gib"), resultNumber(g.effective_cache_gib));
    o.insert(QStringLiteral("hit_ratio"), resultNumber(g.hit_ratio));
    o.insert(QStringLiteral("fits"), g.fits);
    o.insert(QStringLiteral("evicts"), g.characteristic_time_s.has_value());
    o.insert(QStringLiteral("characteristic_time_s"), optionalNumber(g.characteristic_time_s));
    o.insert(QStringLiteral("warms"), g.warmup_s.has_value());
    o.insert(QStringLiteral("warmup_s"), optionalNumber(g.warmup_s));
    o.insert(QStringLiteral("measured_curve"), g.measured_curve);
    o.insert(QStringLiteral("move_gib"), resultNumber(g.move_gib));
    o.insert(QStringLiteral("vmotion_gbps"), resultNumber(g.vmotion_gbps));
    o.insert(QStringLiteral("moves"), g.move_s.has_value());
    o.insert(QStringLiteral("move_s"), optionalNumber(g.move_s));
    o.insert(QStringLiteral("populate_per_read"), resultNumber(g.populate_per_read));
    o.insert(QStringLiteral("invalidate_per_read"), resultNumber(g.invalidate_per_read));
    o.insert(QStringLiteral("write_fill_mbps_per_host"),
             resultNumber(g.device_write_fill_mbps_per_host));
    o.insert(QStringLiteral("memory_overhead_fraction"), resultNumber(g.memory_overhead_fraction));
    o.insert(QStringLiteral("host_memory_mb"), resultNumber(g.memory_overhead_mb_per_host));
    o.insert(QStringLiteral("array_read_iops_removed"), resultNumber(g.array_read_iops_removed));
    o.insert(QStringLiteral("array_read_iops"), resultNumber(g.array_read_iops));
    o.insert(QStringLiteral("array_flash_hit_ratio"), resultNumber(g.array_flash_hit_ratio));
    o.insert(QStringLiteral("device_read_latency_us"), resultNumber(g.device_read_latency_us));
    o.insert(QStringLiteral("datastore_read_latency_us"),
             resultNumber(g.datastore_read_latency_us));
    o.insert(QStringLiteral("read_latency_us"), resultNumber(g.read_latency_us));
    o.insert(QStringLiteral("datastore_saturated"), g.datastore_saturated);
    o.insert(QStringLiteral("uncached_read_latency_us"), resultNumber(g.uncached_read_latency_us));
    o.insert(QStringLiteral("uncached_saturated"), g.uncached_saturated);
    groups.append(o);
  }
  const ArrayFlashCache& a = r.array;
  QJsonObject tier;
  tier.insert(QStringLiteral("configured"), a.configured);
  tier.insert(QStringLiteral("size_gib"), resultNumber(a.size_gib));
  tier.insert(QStringLiteral("working_set_gib"), resultNumber(a.working_set_gib));
  tier.insert(QStringLiteral("hit_ratio"), resultNumber(a.hit_ratio));
  tier.insert(QStringLiteral("random_load_hit_ratio"), resultNumber(a.random_load_hit_ratio));
  tier.insert(QStringLiteral("request_iops"), resultNumber(a.request_iops));
  tier.insert(QStringLiteral("disk_read_iops_removed"), resultNumber(a.disk_read_iops_removed));
  tier.insert(QStringLiteral("disk_write_iops_removed"), resultNumber(a.disk_write_iops_removed));
  QJsonObject out;
  out.insert(QStringLiteral("groups"), groups);
  out.insert(QStringLiteral("array_flash_cache"), tier);
  out.insert(QStringLiteral("disk_iops"), resultNumber(r.disk_iops));
  out.insert(QStringLiteral("disk_read_fraction"), resultNumber(r.disk_read_fraction));
  out.insert(QStringLiteral("disk_io_kib"), resultNumber(r.disk_io_kib));
  out.insert(QStringLiteral("device_read_utilization"), resultNumber(r.device_read_share));
  out.insert(QStringLiteral("device_write_mbps_left"), resultNumber(r.device_write_mbps_left));
  out.insert(QStringLiteral("destage_mbps"), resultNumber(r.destage_mbps));
  out.insert(QStringLiteral("destage_mbps_without_host_cache"),
             resultNumber(r.destage_mbps_without_host_cache));
  return out;
}

QJsonObject resultsToJson(const Scenario& s, const Evaluation& e, ResultsPrecision precision)
{
  const PrecisionScope scope(precision);
  QJsonObject root;
  root.insert(QStringLiteral("format"), QStringLiteral("accelsizer-results"));
  root.insert(QStringLiteral("version"), 1);
  root.insert(QStringLiteral("generator"),
              QString(QStringLiteral("AccelSizer ") + QString::fromLatin1(kAccelSizerVersion)));
  root.insert(QStringLiteral("scenario"), QString::fromStdString(s.name));
  root.insert(QStringLiteral("customer"), QString::fromStdString(s.customer));
  root.insert(QStringLiteral("summary"), summaryJson(s, e));
  root.insert(QStringLiteral("replica"), replicaJson(s, e.replica, e.replica_mean));
  root.insert(QStringLiteral("latency"), latencyJson(s, e));
  root.insert(QStringLiteral("destager"), destagerJson(s, e.destager, e.load_timeline));
  if (e.backing.valid) {
    QJsonObject b = backingJson(e.backing);
    b.insert(QStringLiteral("write_mix_settled"), !e.array_mix_unsettled);
    if (e.hyperconverged && e.hyperconverged->valid)
      b.insert(QStringLiteral("hyperconverged"), hyperconvergedJson(*e.hyperconverged));
    root.insert(QStringLiteral("backing"), b);
  }
  if (e.streams) {
    QJsonObject so = streamsJson(*e.streams);
    if (e.load_timeline.scheduled()) {
      // Evaluated in the state of the streams' busiest window.
      so.insert(QStringLiteral("streams_level"), resultNumber(e.streams_state.streams_level));
      so.insert(QStringLiteral("random_load_level"), resultNumber(e.streams_state.random_level));
      if (e.load_timeline.reads_scheduled)
        so.insert(QStringLiteral("vm_read_iops"),
                  resultNumber(e.load_timeline.vmReadIops(e.streams_state)));
    }
    root.insert(QStringLiteral("streams"), so);
  }
  if (e.read_cache.engaged)
    root.insert(QStringLiteral("read_cache"), readCacheJson(s, e.read_cache));
  root.insert(QStringLiteral("requirements"), requirementsJson(s, e.requirements));
  root.insert(QStringLiteral("requirements_met"), e.requirements.all_met);
  root.insert(QStringLiteral("requirements_growth_factor"),
              resultNumber(e.requirements.growth_factor));
  root.insert(QStringLiteral("findings"), findingsJson(s, e.findings));
  return root;
}

QString resultUnitKey(const QString& pointer)
{
  const QString key = pointer.section(QLatin1Char('/'), -1);
  const auto has = [&key](const char* part) { return key.contains(QLatin1String(part)); };
  const auto ends = [&key](const char* part) { return key.endsWith(QLatin1String(part)); };
  if (ends("_utilization") || ends("_fraction") || ends("_efficiency") || ends("hit_ratio") ||
      key == QLatin1String("utilization"))
    return QStringLiteral("fraction");
  if (key == QLatin1String("margin") || ends("_factor") || key == QLatin1String("factor"))
    return QStringLiteral("factor");
  if (has("mbitps"))
    return QStringLiteral("Mb/s");
  if (has("mbps"))
    return QStringLiteral("MB/s");
  if (has("gbps"))
    return QStringLiteral("Gb/s");
  if (has("iops"))
    return QStringLiteral("IOPS");
  struct Suffix {
    const char* suffix;
    const char* unit;
  };
  static const Suffix suffixes[] = {{"_us", "us"}, {"_ms", "ms"},   {"_s", "s"},    {"_mb", "MB"},
                                    {"_gb", "GB"}, {"_kib", "KiB"}, {"_gib", "GiB"}};
  for (const Suffix& sx : suffixes)
    if (ends(sx.suffix))
      return QString::fromLatin1(sx.unit);
  return QString();
}

}  // namespace accel::ui
