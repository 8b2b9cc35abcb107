// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/headlines.h"

#include <algorithm>

#include "app/core/describe.h"

#include "app/core/params.h"
#include "app/core/safetext.h"

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

bool loadedUnbounded(const Scenario& s, const Evaluation& e, std::size_t group)
{
  return writeThroughUnbounded(s, e, group);
}

QList<Headline> replicaHeadlines(const Scenario& s, const Evaluation& e)
{
  const ReplicaResult& r = e.replica;
  const double limit = s.peer_network.utilization_limit;
  QList<Headline> out;

  const bool tx = r.max_tx_utilization >= r.max_rx_utilization;
  const bool traffic = r.cluster_payload_mbps > 0 || s.peer_network.other_traffic_mbps > 0;
  // The replica model sizes links for what the VMs ask; say so when some cannot get it.
  bool shortfall = false;
  for (const GroupLatency& g : e.latency.groups)
    shortfall = shortfall || g.capacity_bound;
  const QString demanded = shortfall ? QStringLiteral(" demanded (not all achieved)") : QString();
  out << number(
      "replica.max_link_utilization", "Busiest peer link", r.max_link_utilization, Unit::Fraction,
      traffic ? QStringLiteral("host %1 %2, at peak writes%3")
                    .arg((tx ? r.max_tx_host : r.max_rx_host) + 1)
                    .arg(tx ? QStringLiteral("transmit") : QStringLiteral("receive"))
                    .arg(demanded)
              : QStringLiteral("no replica traffic"),
      "Highest transmit or receive utilisation of any host's peer links, framing and "
      "other traffic included.",
      // Links that carry no replica traffic set no limit on acceleration.
      r.cluster_payload_mbps > 0 ? levelOf(r.max_link_utilization, limit) : Severity::Info);

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

QList<Headline> latencyHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  const auto& groups = e.latency.groups;
  const auto legWords = [](BoundBy b) {
    switch (b) {
    case BoundBy::LocalDevice: return QStringLiteral("the local device");
    case BoundBy::PeerNetwork: return QStringLiteral("the peer network");
    case BoundBy::RemoteDevice: return QStringLiteral("the peer's device");
    case BoundBy::Datastore: return QStringLiteral("the datastore");
    }
    return QString();
  };
  for (std::size_t i = 0; i < groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupLatency& g = groups[i];
    const QString name = userText(s.vm_groups[i].name);
    const QByteArray key = QByteArray("latency.groups[") + QByteArray::number(static_cast<int>(i));
    Headline floor = number("", "Idle commit", g.floor_us, Unit::DurationUs,
                            QStringLiteral("%1: %2 %3, set by %4")
                                .arg(name, formatValue(g.mean_io_bytes / 1024.0, Unit::KiB),
                                     writePolicyWord(g.policy), legWords(g.bound_by)),
                            "Commit latency of one write of the group's size on an idle system: "
                            "the slowest of the local write and each peer's forward, write and "
                            "ack.");
    floor.key = QString::fromLatin1(key + "].floor_us");
    if (loadedUnbounded(s, e, i))
      floor.note += QStringLiteral(" on an idle array (saturated under its load)");
    out << floor;
    Headline loaded =
        number("", "Under load", g.loaded_us, Unit::DurationUs,
               QStringLiteral("%1: %2 writes/s per VM of %3 demanded, %4 outstanding")
                   .arg(name, formatNumber(g.iops_per_vm), formatNumber(g.demanded_iops_per_vm))
                   .arg(g.outstanding_ios),
               "Mean commit latency at the group's write rate with its outstanding writes (closed "
               "model, exact Mean Value Analysis): iops x (latency + think time) = outstanding.",
               g.capacity_bound ? (g.iops_per_vm < 0.5 * g.demanded_iops_per_vm ? Severity::Critical
                                                                                : Severity::Warning)
                                : Severity::Info);
    loaded.key = QString::fromLatin1(key + "].loaded_us");
    if (loadedUnbounded(s, e, i)) {
      // Its datastore's queue grows without bound: no number to show.
      loaded.value.reset();
      loaded.text = QStringLiteral("unbounded");
      loaded.note = e.hyperconverged
                        ? QStringLiteral(
                              "%1: write-through to the hosts' disk groups, saturated by the "
                              "background load")
                              .arg(name)
                        : QStringLiteral(
                              "%1: write-through to RAID group 1, saturated by its background "
                              "load")
                              .arg(name);
      loaded.level = Severity::Critical;
    }
    out << loaded;
    // The figures above hold while the write-back buffer has room; once it is full, writes
    // go at the destage rate (the destager model), and that latency is shown beside them.
    if (i < e.destager.groups.size()) {
      const DestagerGroupResult& d = e.destager.groups[i];
      if (const std::optional<double> fullUs = fullBufferLatencyUs(d)) {
        Headline full = number(
            "", "Buffer full", *fullUs, Unit::DurationUs,
            QStringLiteral("%1: %2 writes/s per VM at the destage rate, throttled %3 (Destager)")
                .arg(name, formatNumber(d.throttled_iops_per_vm), throttledShareText(d)),
            "Once the write-back buffer is full, each VM writes at its destage rate and its "
            "outstanding writes wait in line (Little's law). The latencies above hold while the "
            "buffer has room.",
            d.throttled_fraction >= 0.5 ? Severity::Critical : Severity::Warning);
        full.key = QStringLiteral("destager.groups[%1].throttled_latency_us").arg(i);
        out << full;
      } else if (fullBufferStalls(d)) {
        // Nothing drains the buffer: once it is full, writes wait without bound.
        Headline full = number(
            "", "Buffer full", 0, Unit::DurationUs,
            d.scheduled
                ? QStringLiteral("%1: nothing drains the buffer in a step of the array's "
                                 "schedule while it is full; then writes wait without bound "
                                 "(Destager)")
                      .arg(name)
                : QStringLiteral("%1: nothing drains the buffer (no destage rate); once full, "
                                 "writes wait without bound (Destager)")
                      .arg(name),
            "Once the write-back buffer is full, each VM writes at its destage rate; with none, "
            "its writes wait without bound. The latencies above hold while the buffer has "
            "room.",
            Severity::Critical);
        full.value.reset();
        full.text = QStringLiteral("unbounded");
        full.key = QStringLiteral("destager.groups[%1].throttled_latency_us").arg(i);
        out << full;
      }
    }
  }
  return out;
}

/// The all-flash array's headlines after the destage capacity: its IOPS for the random load,
/// its utilisation, the datastore's and the array's write latency.
static QList<Headline> flashHeadlines(const Scenario& s, const BackingResult& b)
{
  QList<Headline> out;
  const AllFlashResult& f = *b.all_flash;
  const RandomLoad& load = s.backing.random_load;
  out << number(
      "backing.random_iops", "Random IOPS", b.random_iops, Unit::Iops,
      QStringLiteral("all-flash array, %1 reads of %2, %3")
          .arg(formatValue(load.read_fraction, Unit::Fraction), formatValue(load.io_kib, Unit::KiB),
               f.random_mix.bandwidth_bound ? QStringLiteral("at its bandwidth ceiling")
                                            : QStringLiteral("at its IOPS ceiling")),
      "Random I/O capacity of the all-flash array for the background load's mix: the "
      "IOPS ceiling, or the bandwidth ceiling for larger I/Os.");
  out << number("backing.all_flash.utilization", "Array utilisation", f.random_load.utilization,
                Unit::Fraction,
                QStringLiteral("%1 of background load").arg(formatValue(load.iops, Unit::Iops)),
                "Share of the all-flash array's capacity the background random load takes.",
                f.random_load.saturated || f.random_load.utilization >= 1 ? Severity::Critical
                : f.random_load.utilization >= 0.8                        ? Severity::Warning
                                                                          : Severity::Info);
  out << number("backing.datastore_write_latency_us", "Datastore write",
                b.datastore_write_latency_us, Unit::DurationUs,
                QStringLiteral("write-through: the storage network and the all-flash array"),
                "What a write-through VM waits for: the storage path's fabric and the array's "
                "own write latency under the background load.");
  if (f.random_load.write_latency_ms) {
    out << number("backing.all_flash.write_latency_ms", "Array write",
                  *f.random_load.write_latency_ms * 1000.0, Unit::DurationUs,
                  QStringLiteral("random %1 writes under the background load")
                      .arg(formatValue(load.io_kib, Unit::KiB)),
                  "Latency of one random write at the all-flash array under the background "
                  "load (M/M/c with the array's ceiling and low-load latency).");
  } else {
    Headline h = number("backing.all_flash.write_latency_ms", "Array write", 0, Unit::DurationUs,
                        QStringLiteral("the array is saturated"),
                        "The background load reaches the array's ceiling: the queue grows "
                        "without bound.",
                        Severity::Critical);
    h.value.reset();
    h.text = QStringLiteral("unbounded");
    out << h;
  }
  return out;
}

/// Words for a hyperconverged resource.
static QString hciResource(HciBound b)
{
  return b == HciBound::Network       ? QStringLiteral("storage network")
         : b == HciBound::CacheDevice ? QStringLiteral("cache devices")
                                      : QStringLiteral("capacity disks");
}

/// A hyperconverged backing's headlines after the destage capacity: the busiest resource, the
/// network traffic, the datastore write, the usable capacity and a host failure's rebuild.
static QList<Headline> hciHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  const HyperconvergedResult& r = h.at_load;
  const double limit = h.design.utilization_limit;
  const auto level = [limit](double u) {
    return u >= 1 ? Severity::Critical : u > limit ? Severity::Warning : Severity::Info;
  };
  out << number("backing.hyperconverged.max_utilization", "Busiest resource", r.max_utilization,
                Unit::Fraction,
                QStringLiteral("the %1, with the VMs' %2 of writes; %3 copies (FTT %4) on %5 hosts")
                    .arg(hciResource(r.bound_by), formatValue(h.vm_write_mbps, Unit::MBps))
                    .arg(r.copies)
                    .arg(h.design.failures_to_tolerate)
                    .arg(s.hosts),
                "Utilisation of the busiest resource of the hosts' disk groups (storage network "
                "port, cache device, capacity disks) under the background load and the VMs' mean "
                "writes.",
                level(r.max_utilization));
  const double tx = r.tx_mbps.empty() ? 0.0 : *std::max_element(r.tx_mbps.begin(), r.tx_mbps.end());
  out << number("backing.hyperconverged.tx_mbps_per_host", "Storage traffic", tx, Unit::MBps,
                QStringLiteral("per host and direction, %1 of its port; %2 copies of a write "
                               "leave its host")
                    .arg(formatValue(r.network_utilization, Unit::Fraction),
                         formatNumber(r.remote_copies_per_write, 3)),
                "Payload each host sends to the others over the storage network: the copies of "
                "its VMs' writes on other hosts and the reads it serves them.",
                level(r.network_utilization));
  out << number("backing.datastore_write_latency_us", "Datastore write", h.write_latency_us,
                Unit::DurationUs,
                QStringLiteral("write-through: %1 network to the copies, %2 cache device")
                    .arg(formatValue(h.network_latency_us, Unit::DurationUs),
                         formatValue(h.cache_latency_us, Unit::DurationUs)),
                "What a write-through VM waits for: its write travels to every copy's host and "
                "lands in that host's write buffer.");
  out << number("backing.hyperconverged.usable_capacity_gb", "Usable capacity",
                r.usable_capacity_gb, Unit::GB,
                QStringLiteral("%1 raw, %2 slack, %3 copies")
                    .arg(formatValue(r.raw_capacity_gb * 1000.0, Unit::SizeMB),
                         formatValue(h.design.slack_fraction, Unit::Fraction))
                    .arg(r.copies),
                "Capacity of the datastore after the copies and the free space kept for rebuilds.");
  if (r.rebuild_possible && r.rebuild_mbps > 0) {
    out << number("backing.hyperconverged.rebuild_s", "Host rebuild", r.rebuild_hours * 3600.0,
                  Unit::DurationS,
                  QStringLiteral("%1 at %2 after a host fails")
                      .arg(formatValue(r.rebuild_gb * 1000.0, Unit::SizeMB),
                           formatValue(r.rebuild_mbps, Unit::MBps)),
                  "Time to copy a failed host's data again from the surviving copies, through "
                  "the survivors' spare network and disk capacity.");
  } else {
    Headline nh = number("backing.hyperconverged.rebuild_s", "Host rebuild", 0, Unit::DurationS,
                         r.rebuild_possible ? QStringLiteral("no spare network or disk capacity")
                                            : QStringLiteral("%1 hosts: at least %2 needed")
                                                  .arg(s.hosts)
                                                  .arg(2 * h.design.failures_to_tolerate + 2),
                         "Time to copy a failed host's data again; it needs a host that holds "
                         "no component of the object (2 FTT + 2 hosts) and spare capacity.",
                         h.design.failures_to_tolerate > 0 ? Severity::Warning : Severity::Info);
    nh.value.reset();
    nh.text = QStringLiteral("never");
    out << nh;
  }
  return out;
}

QList<Headline> backingHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  const BackingResult& b = e.backing;
  if (!b.valid)
    return out;
  // The array is the bottleneck when the write-back VMs write more on average than it takes.
  const bool short_of = e.destager.write_back_fed_mbps > e.destager.cluster_destage_mbps;
  const QString shortText = short_of
                                ? QStringLiteral("; the write-back VMs write %1 on average")
                                      .arg(formatValue(e.destager.write_back_fed_mbps, Unit::MBps))
                                : QString();
  if (e.hyperconverged && e.hyperconverged->valid) {
    out << number("backing.write_mbps_capacity", "Destage capacity", b.write_mbps_capacity,
                  Unit::MBps,
                  QStringLiteral("cluster, bound by the %1; at most %2 from one host%3")
                      .arg(b.bound_by == DestageBound::Measured
                               ? QStringLiteral("measured rate")
                               : hciResource(e.hyperconverged->write_bound_by),
                           formatValue(b.host_write_mbps_capacity, Unit::MBps), shortText),
                  "What the hosts' disk groups take of the cluster's writes beside the "
                  "background load: every write lands as FTT + 1 copies in the copies' write "
                  "buffers and is destaged to their capacity disks.",
                  b.write_mbps_capacity <= 0 || short_of ? Severity::Critical : Severity::Info);
    out << hciHeadlines(s, e);
    return out;
  }
  out << number(
      "backing.write_mbps_capacity", "Destage capacity", b.write_mbps_capacity, Unit::MBps,
      QStringLiteral("cluster, %1, bound by the %2; at most %3 from one host; %4 random to %5 "
                     "full-stripe%6")
          .arg(b.bound_by == DestageBound::Measured
                   ? QStringLiteral("measured")
                   : QString::fromLatin1(destagePatternWord(b.destage_pattern)),
               b.bound_by == DestageBound::Fabric     ? QStringLiteral("storage network")
               : b.bound_by == DestageBound::Measured ? QStringLiteral("measured rate")
               : b.all_flash                          ? QStringLiteral("all-flash array")
               : e.hyperconverged ? hciResource(e.hyperconverged->write_bound_by)
                                  : QStringLiteral("disks"),
               formatValue(b.host_write_mbps_capacity, Unit::MBps),
               formatValue(b.destage_floor_mbps, Unit::MBps),
               formatValue(b.destage_ceiling_mbps, Unit::MBps),
               short_of ? QStringLiteral("; the write-back VMs write %1 on average")
                              .arg(formatValue(e.destager.write_back_fed_mbps, Unit::MBps))
                        : QString()),
      "What the array and its storage network absorb for destaging under the destage "
      "pattern, with the background random load running; the range runs from random "
      "writes served one at a time to full stripes.",
      b.write_mbps_capacity <= 0 || short_of ? Severity::Critical : Severity::Info);
  const RandomLoad& load = s.backing.random_load;
  if (b.all_flash) {
    out << flashHeadlines(s, b);
    return out;
  }

  out << number("backing.random_iops", "Random IOPS", b.random_iops, Unit::Iops,
                QStringLiteral("whole array, %1 reads of %2")
                    .arg(formatValue(load.read_fraction, Unit::Fraction),
                         formatValue(load.io_kib, Unit::KiB)),
                "Random I/O capacity of the array for the background load's mix (busiest disk "
                "at 100 %).");
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i) {
    const RaidGroupResult& g = b.raid_groups[i];
    if (!g.valid || g.load_iops <= 0)
      continue;
    Headline busiest =
        number("", "Busiest disk", g.max_utilization, Unit::Fraction,
               QStringLiteral("RAID group %1 (%2), %3 IOPS of background load")
                   .arg(static_cast<int>(i) + 1)
                   .arg(raidLevelWord(g.level), formatNumber(g.load_iops)),
               "Utilisation of the busiest member disk under the background random load.",
               g.saturated || g.max_utilization >= 1 ? Severity::Critical
               : g.max_utilization >= 0.8            ? Severity::Warning
                                                     : Severity::Info);
    busiest.key = QStringLiteral("backing.raid_groups[%1].max_utilization").arg(i);
    out << busiest;
  }
  out << number("backing.datastore_write_latency_us", "Datastore write",
                b.datastore_write_latency_us, Unit::DurationUs,
                b.write_cache_keeps_up
                    ? QStringLiteral("write-through: the front end; the %1 write cache keeps up")
                          .arg(formatSizeMB(b.write_cache_mb))
                : b.write_cache_mb > 0
                    ? QStringLiteral("write-through: front end and disks, the write cache is full")
                    : QStringLiteral("write-through: front end and disks, no write cache"),
                "What a write-through VM waits for: the storage path's front end, and the disks "
                "unless the array's write cache keeps up.",
                b.write_cache_mb > 0 && !b.write_cache_keeps_up && b.write_through_mbps > 0
                    ? Severity::Warning
                    : Severity::Info);
  if (!b.raid_groups.empty() && b.raid_groups.front().valid) {
    const RaidGroupResult& g = b.raid_groups.front();
    if (g.write_latency_ms)
      out << number("backing.raid_groups[0].write_latency_ms", "Disk write",
                    *g.write_latency_ms * 1000.0, Unit::DurationUs,
                    QStringLiteral("RAID group 1, random %1 writes under the background load")
                        .arg(formatValue(load.io_kib, Unit::KiB)),
                    "Latency of one random write on the datastore's disks: what a write waits "
                    "for when the array's write cache is full or absent.");
    else
      out << [&] {
        Headline h = number("backing.raid_groups[0].write_latency_ms", "Disk write", 0,
                            Unit::DurationUs, QStringLiteral("RAID group 1 is saturated"),
                            "The busiest disk is at 100 %: the queue grows without bound.",
                            Severity::Critical);
        h.value.reset();
        h.text = QStringLiteral("unbounded");
        return h;
      }();
  }
  return out;
}

QList<Headline> destagerHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  const DestagerResult& d = e.destager;
  for (std::size_t i = 0; i < d.groups.size() && i < s.vm_groups.size(); ++i) {
    const DestagerGroupResult& g = d.groups[i];
    if (g.status != DestagerStatus::Ok)
      continue;
    const QString name = userText(s.vm_groups[i].name);
    const QString key = QStringLiteral("destager.groups[%1].").arg(i);
    const Severity level = g.throttled_fraction >= 0.5 ? Severity::Critical
                           : g.fills                   ? Severity::Warning
                                                       : Severity::Info;
    QString detail =
        QStringLiteral("%1: %2 per VM, destaged at %3 per VM (%4)")
            .arg(name, formatSizeMB(g.buffer_mb), formatValue(g.destage_mbps, Unit::MBps),
                 d.bound_by == DestageBound::Measured ? QStringLiteral("measured")
                 : d.backing_kind == BackingKind::Hyperconverged
                     ? QStringLiteral("to the hosts' disk groups")
                     : QStringLiteral("%1 destaging")
                           .arg(QLatin1String(destagePatternWord(d.pattern))));
    if (g.reachable_mbps)
      detail += QStringLiteral("; it reaches %1 of %2")
                    .arg(formatValue(*g.reachable_mbps, Unit::MBps),
                         formatValue(g.peak_write_mbps, Unit::MBps));
    Headline fill = number("", "Buffer fills", g.fill_time_s.value_or(0), Unit::DurationS, detail,
                           "Time from an empty buffer until it is full and the VM is "
                           "throttled to its destage rate; never when it keeps up.",
                           level);
    fill.key = key + QStringLiteral("fill_time_s");
    if (!g.fills || !g.fill_time_s) {
      fill.value.reset();
      fill.text = QStringLiteral("never");
    }
    out << fill;
    Headline peak = number(
        "", "Peak backlog", g.peak_backlog_mb, Unit::SizeMB,
        QStringLiteral("%1: of %2%3; throttled %4")
            .arg(name, formatSizeMB(g.buffer_mb),
                 g.array_cache_mb > 0 ? QStringLiteral(" (%1 of it in the array's write cache)")
                                            .arg(formatSizeMB(g.array_cache_mb))
                                      : QString(),
                 throttledShareText(g)),
        "Most write-back data one VM holds, and the long-run share of time "
        "its buffer is full.",
        level);
    peak.key = key + QStringLiteral("peak_backlog_mb");
    out << peak;
  }
  return out;
}

QList<Headline> streamsHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  if (!e.streams)
    return out;
  const DesignResult& d = e.streams->current;
  const SequentialStreams& st = s.backing.sequential_streams;
  const Severity level = d.risk == ConvoyRisk::High     ? Severity::Critical
                         : d.risk == ConvoyRisk::Medium ? Severity::Warning
                                                        : Severity::Info;
  if (!e.streams->active) {
    Headline h = number("streams.expected_mbps", "Sequential streams", 0, Unit::MBps,
                        QStringLiteral("none configured (Backing array > Sequential streams)"),
                        "Large sequential copies (clones, backups) racing over the first RAID "
                        "group.");
    h.value.reset();
    h.text = QStringLiteral("none");
    out << h;
    return out;
  }
  if (d.reason == ConvoyReason::Saturated) {
    const double u = d.parts.empty() ? 0.0 : d.parts.front().background_utilization;
    out << number("streams.expected_mbps", "Stream throughput", d.expected_mbps, Unit::MBps,
                  QStringLiteral("%1 streams asking %2; RAID group 1 is %3 busy with background "
                                 "load alone")
                      .arg(st.count)
                      .arg(formatValue(d.demand_mbps, Unit::MBps), formatValue(u, Unit::Fraction)),
                  "Aggregate throughput of the sequential streams on the first RAID group. "
                  "The background load saturates the group: the streams wait behind a queue "
                  "that grows without bound.",
                  Severity::Critical);
    Headline risk =
        number("streams.convoy_risk", "Convoy risk", 0, Unit::None,
               QStringLiteral("the group is saturated before any stream runs"),
               "A convoy cannot be told apart on a saturated group.", Severity::Critical);
    risk.value.reset();
    risk.text = QStringLiteral("not assessed");
    out << risk;
    return out;
  }
  out << number(
      "streams.expected_mbps", "Stream throughput", d.expected_mbps, Unit::MBps,
      QStringLiteral("%1 streams asking %2; bound %3, convoy floor %4")
          .arg(st.count)
          .arg(formatValue(d.demand_mbps, Unit::MBps), formatValue(d.upper_bound_mbps, Unit::MBps),
               formatValue(d.convoy_floor_mbps, Unit::MBps)),
      "Aggregate throughput of the sequential streams on the first RAID group: the "
      "mean over simulated placements, after warm-up. The convoy floor puts every stream on "
      "one member, each I/O positioned, with the background load served first.",
      level);
  Headline risk = number("streams.convoy_risk", "Convoy risk", 0, Unit::None,
                         QStringLiteral("%1 per stream; %2")
                             .arg(formatValue(d.per_stream_mbps, Unit::MBps),
                                  QString::fromLatin1(convoyReasonWord(d.reason))
                                      .replace(QLatin1Char('_'), QLatin1Char(' '))),
                         "none, low, medium or high: how far the streams fall short of their "
                         "bound, and whether they bunch onto a few members.",
                         level);
  risk.value.reset();
  risk.text = QString::fromLatin1(convoyRiskWord(d.risk));
  out << risk;
  return out;
}

QList<Headline> readCacheHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  const ReadCacheResult& r = e.read_cache;
  if (!r.engaged)
    return out;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReadCache& g = r.groups[i];
    if (!g.modelled)
      continue;
    const QString name = userText(s.vm_groups[i].name);
    const QString key = QStringLiteral("read_cache.groups[%1].").arg(i);
    if (g.cached) {
      Headline hit = number(
          "", "Read hit ratio", g.hit_ratio, Unit::Fraction,
          QStringLiteral("%1: %2 cache per VM (%3 holding data, %4 blocks) over a %5 working set")
              .arg(name, formatValue(g.cache_gib, Unit::GiB),
                   formatValue(g.effective_cache_gib, Unit::GiB),
                   formatValue(g.block_kib, Unit::KiB), formatValue(g.working_set_gib, Unit::GiB)),
          "Share of the VMs' reads served by the host read cache in the steady state (LRU, "
          "characteristic-time approximation).",
          g.effective_cache_gib < g.hot_set_gib ? Severity::Warning : Severity::Info);
      hit.key = key + QStringLiteral("hit_ratio");
      out << hit;
    }
    QString note = g.cached
                       ? QStringLiteral("%1: %2%3 without the read cache")
                             .arg(name, g.uncached_saturated ? QStringLiteral("above ") : QString(),
                                  formatDurationUs(g.uncached_read_latency_us))
                       : QStringLiteral("%1: every read from the datastore").arg(name);
    if (g.datastore_saturated)
      note += QStringLiteral("; the disks are saturated: a floor, misses queue without bound");
    else if (g.cached && g.uncached_saturated)
      note += QStringLiteral(" (the disks would saturate)");
    Headline lat = number("", "Read latency", g.read_latency_us, Unit::DurationUs, note,
                          "Mean read latency: hits at the device's read latency, misses at the "
                          "datastore's (the storage path and the disks under their load).",
                          g.datastore_saturated ? Severity::Critical : Severity::Info);
    lat.key = key + QStringLiteral("read_latency_us");
    out << lat;
    if (g.cached) {
      Headline removed = number(
          "", "Array reads removed", g.array_read_iops_removed, Unit::Iops,
          QStringLiteral("%1: of %2 in all; %3 still reach the array")
              .arg(name, formatValue(g.array_read_iops_removed + g.array_read_iops, Unit::Iops),
                   formatValue(g.array_read_iops, Unit::Iops)),
          "Reads per second the host caches of the group's VMs keep from the backing array.");
      removed.key = key + QStringLiteral("array_read_iops_removed");
      out << removed;
      Headline warm = number("", "Cache warm-up", g.warmup_s.value_or(0), Unit::DurationS,
                             QStringLiteral("%1: to %2 of the steady hit ratio from empty "
                                            "(after a host failure or a migration that drops it)")
                                 .arg(name, formatValue(0.9, Unit::Fraction)),
                             "Time for an empty cache to reach 90 % of its steady hit ratio at "
                             "the VM's read rate.");
      warm.key = key + QStringLiteral("warmup_s");
      if (!g.warmup_s) {
        warm.value.reset();
        warm.text = QStringLiteral("no reads");
      }
      out << warm;
      Headline moved = number("", "Cache moved", g.move_s.value_or(0), Unit::DurationS,
                              QStringLiteral("%1: %2 per VM over %3, added to a migration that "
                                             "moves the cache")
                                  .arg(name, formatValue(g.move_gib, Unit::GiB),
                                       formatValue(g.vmotion_gbps, Unit::Gbps)),
                              "Time to copy one VM's cached data over the vMotion network when "
                              "a migration moves its cache (it then keeps its hit ratio).");
      moved.key = key + QStringLiteral("move_s");
      if (!g.move_s) {
        moved.value.reset();
        moved.text = QStringLiteral("no network");
      }
      out << moved;
      Headline mem = number("", "Cache memory", g.memory_overhead_mb_per_host, Unit::SizeMB,
                            QStringLiteral("%1: per host, %2 of the cache at %3 blocks")
                                .arg(name, formatValue(g.memory_overhead_fraction, Unit::Fraction),
                                     formatValue(g.block_kib, Unit::KiB)),
                            "Host memory the read caches of one host's VMs of the group keep "
                            "for their block metadata.");
      mem.key = key + QStringLiteral("host_memory_mb");
      out << mem;
    }
  }
  if (r.array.configured)
    out << number("read_cache.array_flash_cache.hit_ratio", "Array flash hits", r.array.hit_ratio,
                  Unit::Fraction,
                  QStringLiteral("%1 over a %2 working set; %3 disk reads removed")
                      .arg(formatValue(r.array.size_gib, Unit::GiB),
                           formatValue(r.array.working_set_gib, Unit::GiB),
                           formatValue(r.array.disk_read_iops_removed, Unit::Iops)),
                  "Share of the array's requests (the host caches' misses and the random load) "
                  "its flash cache tier serves.");
  const bool cached = std::any_of(r.groups.begin(), r.groups.end(),
                                  [](const GroupReadCache& g) { return g.cached; });
  if (cached)
    out << number("read_cache.destage_mbps", "Destage, read cache", r.destage_mbps, Unit::MBps,
                  QStringLiteral("cluster; %1 with every read reaching the array")
                      .arg(formatValue(r.destage_mbps_without_host_cache, Unit::MBps)),
                  "The array's destage capacity with the reads the host caches leave it, "
                  "against the same without host caches.");
  return out;
}

}  // namespace accel::ui
