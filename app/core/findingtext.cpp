// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/findingtext.h"

#include "app/core/describe.h"

#include "app/core/params.h"
#include "app/core/safetext.h"
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
  const QString name = userText(s.vm_groups[static_cast<std::size_t>(f.group)].name);
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

QString dur(double us)
{
  return formatDurationUs(us);
}
QString mbps(double v)
{
  return formatValue(v, Unit::MBps);
}
QString kib(double v)
{
  return formatValue(v, Unit::KiB);
}
QString iops(double v)
{
  return formatNumber(v) + QStringLiteral(" writes/s");
}

/// Words for the latency model's stable keys.
QString legWords(const std::string& key)
{
  if (key == "local_device")
    return QStringLiteral("the local device");
  if (key == "peer_network")
    return QStringLiteral("the peer network");
  if (key == "remote_device")
    return QStringLiteral("the peer's device");
  if (key == "datastore")
    return QStringLiteral("the backing datastore");
  return QString::fromStdString(key);
}

QString resourceWords(const std::string& key)
{
  if (key == "local_device")
    return QStringLiteral("local device");
  if (key == "peer_link")
    return QStringLiteral("peer link");
  if (key == "remote_device")
    return QStringLiteral("peer's device");
  if (key == "storage_link")
    return QStringLiteral("storage link");
  if (key == "peer_receive")
    return QStringLiteral("peer's receive port");
  return QString::fromStdString(key);
}

/// "cuts the floor from 2.89 ms to 0.9 ms and the loaded latency from 3.1 ms to 1 ms, raising
/// each VM from ...": a figure the change leaves the same (as formatted) is not mentioned.
QString comparison(const Finding& f)
{
  QStringList parts;
  int down = 0, up = 0;
  const auto change = [&](const QString& what, double now, double alt) {
    const QString a = dur(now), b = dur(alt);
    if (a == b)
      return;
    (alt < now ? down : up) += 1;
    parts << QStringLiteral("%1 from %2 to %3").arg(what, a, b);
  };
  change(QStringLiteral("the floor"), f.value("floor_us"), f.value("alt_floor_us"));
  change(QStringLiteral("the loaded latency"), f.value("loaded_us"), f.value("alt_loaded_us"));
  const QString verb = up == 0     ? QStringLiteral("cuts ")
                       : down == 0 ? QStringLiteral("raises ")
                                   : QStringLiteral("changes ");
  QString t = parts.isEmpty() ? QStringLiteral("leaves the latency as it is")
                              : verb + parts.join(QStringLiteral(" and "));
  const double now = f.value("iops_per_vm"), alt = f.value("alt_iops_per_vm");
  if (alt > now * 1.01)
    t += QStringLiteral(", raising each VM from %1 to %2").arg(iops(now), iops(alt));
  return t + QLatin1Char('.');
}

/// "1 stream", "10 streams".
QString streamCount(double n)
{
  const int k = static_cast<int>(n);
  return k == 1 ? QStringLiteral("1 stream") : QStringLiteral("%1 streams").arg(k);
}

QString raidGroupName(const Finding& f)
{
  return QStringLiteral("RAID group %1").arg(static_cast<int>(f.value("raid_group_index")) + 1);
}

QString secs(double s)
{
  return formatDurationS(s);
}
QString size(double mb)
{
  return formatSizeMB(mb);
}

/// "14 GB more buffer per VM or 1.2 MB/s more destage per VM (29 MB/s for the cluster)".
QString destageRemedies(const Finding& f, bool bufferHelps)
{
  QStringList parts;
  if (bufferHelps && f.values.count("extra_buffer_mb") && f.value("extra_buffer_mb") > 0)
    parts << QStringLiteral("%1 more buffer per VM (%2 in all)")
                 .arg(size(f.value("extra_buffer_mb")), size(f.value("needed_buffer_mb")));
  if (f.values.count("extra_destage_mbps") && f.value("extra_destage_mbps") > 0) {
    QString d = QStringLiteral("%1 more destage per VM").arg(mbps(f.value("extra_destage_mbps")));
    if (f.values.count("extra_cluster_destage_mbps"))
      d += QStringLiteral(" (the array taking %1 in all, %2 more)")
               .arg(mbps(f.value("needed_cluster_destage_mbps")),
                    mbps(f.value("extra_cluster_destage_mbps")));
    else if (f.label("cluster_limit") == "host_paths")
      d += QStringLiteral(" (each host's storage paths cap it: add paths)");
    parts << d;
  }
  return parts.join(QStringLiteral(" or "));
}

/// Words for a destage pattern key.
QString patternWords(const std::string& key)
{
  if (key == "random")
    return QStringLiteral("random destaging (each write at a random position, one at a time)");
  if (key == "sorted")
    return QStringLiteral("sorted destaging (reordered within the hosts' queues)");
  if (key == "coalesced")
    return QStringLiteral("coalesced destaging (sorted, adjacent writes merged)");
  if (key == "log")
    return QStringLiteral("full-stripe destaging");
  return QString::fromStdString(key);
}

/// The assumption a destager verdict rests on: the destage pattern, with the range the
/// backing model spans and whether the verdict turns within it.
QString assumptionWords(const Finding& f, bool fills)
{
  const std::string pattern = f.label("pattern");
  if (pattern.empty() || pattern == "measured")
    return QString();
  QString out = QStringLiteral(
                    " This assumes %1, %2 for the cluster (%3 at random, %4 at best: "
                    "full stripes, within the storage network)")
                    .arg(patternWords(pattern), mbps(f.value("cluster_destage_mbps")),
                         mbps(f.value("floor_cluster_destage_mbps")),
                         mbps(f.value("ceiling_cluster_destage_mbps")));
  if (f.label("assumption") == "decides" && f.values.count("needed_cluster_destage_mbps"))
    out += fills ? QStringLiteral(
                       ": from %1 for the cluster it would not fill, so the verdict "
                       "hangs on how the array receives the writes; measure it "
                       "(Measured destage rate) or ask how it destages.")
                       .arg(mbps(f.value("needed_cluster_destage_mbps")))
                 : QStringLiteral(
                       ": below %1 for the cluster it would fill, so the verdict "
                       "hangs on how the array receives the writes.")
                       .arg(mbps(f.value("needed_cluster_destage_mbps")));
  else
    out += fills ? QStringLiteral(": it fills whatever the pattern.")
                 : QStringLiteral(": it holds whatever the pattern.");
  return out;
}

/// "193 MB/s it can reach of the 500 MB/s it asks" when the latency model limits the VM.
QString writesWords(const Finding& f)
{
  if (!f.values.count("reachable_mbps"))
    return QStringLiteral("writes %1 on average").arg(mbps(f.value("mean_write_mbps")));
  if (f.value("fed_mean_mbps") >= f.value("reachable_mbps"))
    return QStringLiteral("can write only %1 of the %2 it asks")
        .arg(mbps(f.value("reachable_mbps")), mbps(f.value("mean_write_mbps")));
  return QStringLiteral("writes %1 on average (at most %2 of the %3 it asks at its peak)")
      .arg(mbps(f.value("fed_mean_mbps")), mbps(f.value("reachable_mbps")),
           mbps(f.value("peak_write_mbps")));
}

/// "64 KiB segments", "4 RAID groups of 11 to 12 disks", ... what a stream fix changes.
QString fixWords(const Finding& f)
{
  const std::string fix = f.label("fix");
  if (fix == "smaller_segment" || fix == "larger_segment")
    return QStringLiteral("%1 segments instead of %2")
        .arg(kib(f.value("segment_kib")), kib(f.value("current_segment_kib")));
  if (fix == "split_group") {
    const int lo = static_cast<int>(f.value("min_group_disks"));
    const int hi = static_cast<int>(f.value("max_group_disks"));
    return QStringLiteral("%1 RAID groups of %2 disks")
        .arg(static_cast<int>(f.value("groups")))
        .arg(lo == hi ? QString::number(lo) : QStringLiteral("%1 to %2").arg(lo).arg(hi));
  }
  if (fix == "faster_disks")
    return QStringLiteral("%1 disks (%2 average seek) instead of %3")
        .arg(formatRpm(f.value("disk_rpm")), formatValue(f.value("disk_avg_seek_ms"), Unit::Ms),
             formatRpm(f.value("current_disk_rpm")));
  if (fix == "fewer_streams")
    return QStringLiteral("%1 at a time instead of %2")
        .arg(streamCount(f.value("streams")))
        .arg(static_cast<int>(f.value("current_streams")));
  if (fix == "deeper_queue")
    return QStringLiteral("%1 outstanding I/Os per stream instead of %2")
        .arg(static_cast<int>(f.value("outstanding_ios")))
        .arg(static_cast<int>(f.value("current_outstanding_ios")));
  return QString::fromStdString(fix);
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
  } else if (c == "latency_bound_by") {
    const QString group = groupName(f, s);
    t.title = QStringLiteral("Write latency of %1").arg(group);
    t.message = QStringLiteral("One %1 write commits in %2 on an idle system (%3), set by %4")
                    .arg(kib(f.value("io_kib")), dur(f.value("floor_us")),
                         QString::fromStdString(f.label("policy")), legWords(f.label("bound_by")));
    if (f.value("network_share") > 0)
      t.message +=
          QStringLiteral(": the network is %1 of the commit").arg(pct(f.value("network_share")));
    t.message += QStringLiteral(". At the group's load: %1 at %2 per VM.")
                     .arg(dur(f.value("loaded_us")), iops(f.value("iops_per_vm")));
  } else if (c == "latency_faster_link") {
    t.title = QStringLiteral("A faster peer link");
    t.message = QStringLiteral("%1: the peer network is %2 of the commit of one %3 write.")
                    .arg(groupName(f, s), pct(f.value("network_share")), kib(f.value("io_kib")));
    if (f.value("network_share") <= 0)
      t.message =
          QStringLiteral("%1: the peer link limits its writes under load.").arg(groupName(f, s));
    t.recommendation =
        QString::fromStdString(f.label("alt_link")) + QLatin1Char(' ') + comparison(f);
  } else if (c == "latency_faster_device") {
    t.title = QStringLiteral("A faster acceleration device");
    t.message = QStringLiteral("%1: the device takes %2 to write %3.")
                    .arg(groupName(f, s), dur(f.value("device_write_us")), kib(f.value("io_kib")));
    t.recommendation = QStringLiteral("%1 (%2 per write) %3")
                           .arg(QString::fromStdString(f.label("alt_device_name")),
                                dur(f.value("alt_device_write_us")), comparison(f));
  } else if (c == "latency_write_back_gain") {
    t.title = QStringLiteral("Write-back would help");
    t.message = QStringLiteral(
                    "%1 runs write-through: every write waits for the backing "
                    "datastore.")
                    .arg(groupName(f, s));
    t.recommendation =
        QString::fromStdString(f.label("alt_policy")) + QLatin1Char(' ') + comparison(f);
  } else if (c == "latency_capacity_bound") {
    const bool outstanding = f.label("cause") == "outstanding_ios";
    t.title = QStringLiteral("VMs cannot reach their write rate");
    t.message = QStringLiteral(
                    "%1: each VM gets %2 of the %3 it demands (%4 of %5); with %6 "
                    "outstanding writes each waits %7 (Little's law).")
                    .arg(groupName(f, s), iops(f.value("iops_per_vm")),
                         iops(f.value("demanded_iops_per_vm")), mbps(f.value("write_mbps_per_vm")),
                         mbps(f.value("demanded_write_mbps_per_vm")))
                    .arg(static_cast<int>(f.value("outstanding_ios")))
                    .arg(dur(f.value("loaded_us")));
    if (outstanding) {
      t.message += QStringLiteral(" Too few writes are in flight for the latency.");
      t.recommendation =
          f.values.count("outstanding_needed")
              ? QStringLiteral("%1 outstanding writes per VM would reach the demanded rate.")
                    .arg(static_cast<int>(f.value("outstanding_needed")))
              : QStringLiteral("No queue depth reaches the demanded rate: lower the latency.");
    } else {
      t.message +=
          QStringLiteral(" The %1 is the bottleneck (%2 busy).")
              .arg(resourceWords(f.label("resource")), pct(f.value("bottleneck_utilization")));
      t.recommendation =
          QStringLiteral(
              "Every VM on the %1 shares what it can do: more outstanding writes only lengthen "
              "the wait. Relieve it (see the faster link or device findings) or spread the "
              "writes.")
              .arg(resourceWords(f.label("resource")));
    }
  } else if (c == "latency_background_overload") {
    t.title = QStringLiteral("Other traffic fills the peer link");
    t.message = QStringLiteral(
                    "%1 of other traffic per host alone keeps the peer link above "
                    "%2: latencies are computed at that ceiling.")
                    .arg(mbps(f.value("other_traffic_mbps")), pct(f.value("limit")));
    t.recommendation = QStringLiteral("Move the other traffic off the peer links or add a link.");
  } else if (c == "destager_invalid") {
    t.title = QStringLiteral("Write profile cannot be simulated");
    t.message = QStringLiteral("%1: the write profile is not valid (%2).")
                    .arg(groupName(f, s), QString::fromStdString(f.label("problem")));
  } else if (c == "destager_no_destage_rate") {
    t.title = QStringLiteral("Nothing drains the write-back buffer");
    t.message = QStringLiteral(
                    "%1: the array absorbs no destaged writes (cluster capacity %2, "
                    "bound by the %3): every buffer fills and its VMs are throttled.")
                    .arg(groupName(f, s), mbps(f.value("cluster_destage_mbps")),
                         QString::fromStdString(f.label("bound_by")));
    t.recommendation = QStringLiteral("Relieve the backing array first (see its findings).");
  } else if (c == "destager_ratchet") {
    t.title = QStringLiteral("Buffer ratchets up and fills");
    t.message = QStringLiteral("%1: each VM %2 but destages only %3")
                    .arg(groupName(f, s), writesWords(f), mbps(f.value("destage_mbps")));
    if (f.values.count("fill_time_s")) {
      if (f.values.count("ratchet_mb_per_cycle"))
        t.message += QStringLiteral(", %1 a cycle more than it can destage")
                         .arg(size(f.value("ratchet_mb_per_cycle")));
      t.message += QStringLiteral(", so the buffer fills whatever its size: first after %1")
                       .arg(secs(f.value("fill_time_s")));
      if (f.values.count("fill_cycle"))
        t.message += QStringLiteral(" (cycle %1), then in every cycle")
                         .arg(static_cast<int>(f.value("fill_cycle")));
      t.message += QLatin1Char('.');
    } else {
      t.title = QStringLiteral("Buffer ratchets up");
      t.message += QStringLiteral(": its backlog grows to %1 of the %2 buffer")
                       .arg(size(f.value("peak_backlog_mb")), size(f.value("buffer_mb")));
      if (f.values.count("period_s"))
        t.message += QStringLiteral(" over the trace's %1").arg(secs(f.value("period_s")));
      t.message +=
          QStringLiteral(" without filling it; were the pattern to go on, any buffer would fill.");
    }
    if (f.values.count("fill_time_s"))
      t.message += QStringLiteral(
          " The writes it cannot place wait and follow at the destage "
          "rate, so once full it stays full.");
    t.message += assumptionWords(f, true);
    const QString remedy = destageRemedies(f, false);
    t.recommendation =
        remedy.isEmpty() ? QStringLiteral("Lower the write rate or raise the destage rate.")
                         : QStringLiteral("Needs %1; a bigger buffer only delays it.").arg(remedy);
  } else if (c == "destager_fills_in_bursts") {
    t.title = QStringLiteral("Buffer fills during bursts");
    t.message = groupName(f, s) + QStringLiteral(": the %1 buffer").arg(size(f.value("buffer_mb")));
    if (f.values.count("burst_fill_s"))
      t.message += QStringLiteral(" fills %1 into each burst").arg(secs(f.value("burst_fill_s")));
    else if (f.values.count("fill_time_s"))
      t.message += QStringLiteral(" fills %1 after the start").arg(secs(f.value("fill_time_s")));
    if (f.values.count("overload_s") && f.values.count("period_s"))
      t.message += QStringLiteral(" (writes outrun the %1 destage rate for %2 of every %3)")
                       .arg(mbps(f.value("destage_mbps")), secs(f.value("overload_s")),
                            secs(f.value("period_s")));
    if (f.values.count("drain_time_s"))
      t.message += QStringLiteral(" and drains %1 after the writes deferred meanwhile are written")
                       .arg(secs(f.value("drain_time_s")));
    t.message += QLatin1Char('.');
    t.message += assumptionWords(f, true);
    const QString remedy = destageRemedies(f, true);
    if (!remedy.isEmpty())
      t.recommendation = QStringLiteral("Needs %1.").arg(remedy);
  } else if (c == "destager_throttled_latency") {
    t.title = QStringLiteral("Throttled while the buffer is full");
    t.message = QStringLiteral(
                    "%1: while its buffer is full (%2) each VM writes "
                    "at its destage rate, %3 writes/s of %4")
                    .arg(groupName(f, s),
                         throttledShareText(f.value("throttled_fraction"),
                                            f.label("throttled_over") == "trace"),
                         formatNumber(f.value("throttled_iops_per_vm")), kib(f.value("io_kib")));
    if (f.values.count("throttled_latency_us"))
      t.message += QStringLiteral("; with %1 outstanding writes each waits %2 (Little's law)")
                       .arg(static_cast<int>(f.value("outstanding_ios")))
                       .arg(dur(f.value("throttled_latency_us")));
    t.message += QLatin1Char('.');
    t.recommendation = QStringLiteral(
        "Acceleration falls to the datastore's pace; see the "
        "buffer and destage remedies.");
  } else if (c == "destager_reachable_rate") {
    t.title = QStringLiteral("Fed what the VM can write");
    t.message = QStringLiteral(
                    "%1: each VM asks %2 at its peak but reaches %3 (Write latency: the "
                    "commit path limits it); the destager is fed that, and the writes above "
                    "it wait in the VM and follow at that rate, %4 on average.")
                    .arg(groupName(f, s), mbps(f.value("peak_write_mbps")),
                         mbps(f.value("reachable_mbps")), mbps(f.value("fed_mean_mbps")));
    if (f.values.count("deferred_at_end_mb"))
      t.message += QStringLiteral(" When the trace ends %1 are still waiting to be written.")
                       .arg(size(f.value("deferred_at_end_mb")));
    t.recommendation = QStringLiteral(
        "The buffer and destage figures are for that rate; a faster commit path raises it.");
  } else if (c == "destager_slow_drain") {
    t.title = QStringLiteral("Slow drain between bursts");
    t.message =
        QStringLiteral(
            "%1: after each burst the buffer takes %2 to drain, %3 of the "
            "period: little slack before the next burst.")
            .arg(groupName(f, s), secs(f.value("drain_time_s")), pct(f.value("drain_share")));
    t.recommendation = QStringLiteral("A faster destage rate shortens the drain.");
  } else if (c == "destager_never_fills") {
    t.title = QStringLiteral("Buffer never fills");
    t.message = QStringLiteral(
                    "%1: the buffer peaks at %2 of its %3 at a destage rate of %4 "
                    "per VM.")
                    .arg(groupName(f, s), size(f.value("peak_backlog_mb")),
                         size(f.value("buffer_mb")), mbps(f.value("destage_mbps")));
    t.message += assumptionWords(f, false);
    if (f.values.count("needed_destage_mbps"))
      t.recommendation = QStringLiteral("It would still never fill at %1 per VM.")
                             .arg(mbps(f.value("needed_destage_mbps")));
  } else if (c == "destager_random_bursts") {
    t.title = QStringLiteral("If the bursts came at random");
    t.message = QStringLiteral(
                    "%1: with bursts of %2 and gaps of %3 at random (same means), "
                    "the buffer would overflow with probability %4 (mean backlog "
                    "%5).")
                    .arg(groupName(f, s), secs(f.value("burst_s")), secs(f.value("gap_s")),
                         formatNumber(f.value("overflow_probability"), 3),
                         size(f.value("mean_backlog_mb")));
  } else if (c == "streams_invalid") {
    t.title = QStringLiteral("Sequential streams not evaluated");
    t.message = QStringLiteral("The sequential streams could not be evaluated (%1).")
                    .arg(QString::fromStdString(f.label("problem")));
  } else if (c == "streams_convoy" || c == "streams_no_convoy") {
    const bool convoy = c == "streams_convoy";
    const std::string risk = f.label("risk");
    t.title = convoy ? QStringLiteral("Stripe convoy risk: %1").arg(QString::fromStdString(risk))
                     : QStringLiteral("Sequential streams run freely");
    t.message = QStringLiteral(
                    "%1 of %2 I/Os asking %3 in all on %4 data members with "
                    "%5 segments: expected %6 (%7 per stream; bound %8, full-convoy "
                    "floor %9)")
                    .arg(streamCount(f.value("streams")))
                    .arg(kib(f.value("io_kib")), mbps(f.value("demand_mbps")))
                    .arg(static_cast<int>(f.value("data_members")))
                    .arg(kib(f.value("segment_kib")), mbps(f.value("expected_mbps")),
                         mbps(f.value("per_stream_mbps")), mbps(f.value("upper_bound_mbps")),
                         mbps(f.value("convoy_floor_mbps")));
    t.message += QStringLiteral(": %1").arg(convoyReasonText(f.label("reason")));
    if (f.values.count("mean_occupied_members") && f.values.count("random_occupied_members"))
      t.message += QStringLiteral(
                       ", on %1 members on average where random positions would "
                       "use %2")
                       .arg(formatNumber(f.value("mean_occupied_members"), 3),
                            formatNumber(f.value("random_occupied_members"), 3));
    if (f.values.count("time_to_bunching_s"))
      t.message +=
          QStringLiteral("; they bunch within %1").arg(secs(f.value("time_to_bunching_s")));
    t.message += QLatin1Char('.');
    if (convoy)
      t.recommendation = QStringLiteral("See the fixes below: each is simulated.");
  } else if (c == "streams_fix") {
    t.title = QStringLiteral("Convoy fix: %1").arg(fixWords(f));
    t.message = QStringLiteral(
                    "With %1 the streams are predicted at %2 (%3 per stream), "
                    "against %4 now: %5 more.")
                    .arg(fixWords(f), mbps(f.value("predicted_mbps")),
                         mbps(f.value("predicted_per_stream_mbps")), mbps(f.value("current_mbps")),
                         pct(f.value("gain")));
    t.recommendation = QStringLiteral("Convoy risk with this fix: %1.")
                           .arg(QString::fromStdString(f.label("risk")));
  } else if (c == "streams_truncated") {
    t.title = QStringLiteral("Stream simulation shortened");
    t.message = QStringLiteral(
                    "The stream simulation hit its event budget and covered %1 "
                    "(%2 events): its figures are less certain.")
                    .arg(secs(f.value("horizon_s")), formatNumber(f.value("events")));
  } else if (c == "streams_work_capped") {
    const int skipped = static_cast<int>(f.value("fixes_skipped"));
    t.title = QStringLiteral("Stream simulation held to its work budget");
    t.message = QStringLiteral(
                    "One evaluation simulates at most %1 units of work (events, weighted "
                    "by the segments each I/O spans) over the design and its fixes; this "
                    "one used %2%3.")
                    .arg(formatNumber(f.value("budget_events")), formatNumber(f.value("work")),
                         skipped > 0 ? QStringLiteral(" and left %1 fix candidate%2 unsimulated")
                                           .arg(skipped)
                                           .arg(skipped == 1 ? QString() : QStringLiteral("s"))
                                     : QStringLiteral(", cutting some runs short"));
    t.recommendation = QStringLiteral(
        "So many streams, outstanding I/Os or disks make each simulated second costly: the "
        "figures shown are those the budget allowed.");
  } else if (c == "backing_invalid") {
    t.title = QStringLiteral("Backing array not evaluated");
    t.message = QStringLiteral("The backing array could not be evaluated (%1).")
                    .arg(QString::fromStdString(f.label("problem")));
  } else if (c == "backing_group_saturated" || c == "backing_group_over_limit") {
    const bool sat = c == "backing_group_saturated";
    t.title = sat ? QStringLiteral("RAID group saturated")
                  : QStringLiteral("RAID group above the planning limit");
    t.message = QStringLiteral(
                    "%1: the busiest disk is %2 busy with %3 IOPS of background "
                    "random load (the group takes %4 IOPS of this mix).")
                    .arg(raidGroupName(f), pct(f.value("utilization")),
                         formatNumber(f.value("load_iops")), formatNumber(f.value("random_iops")));
    if (f.values.count("disks_needed"))
      t.recommendation = QStringLiteral("It needs %1 disks (it has %2) to stay at the %3 limit.")
                             .arg(static_cast<int>(f.value("disks_needed")))
                             .arg(static_cast<int>(f.value("disks")))
                             .arg(pct(f.value("limit")));
  } else if (c == "backing_small_write_penalty") {
    const auto& rg = s.backing.raid_groups;
    const int gi = static_cast<int>(f.value("raid_group_index"));
    const QString level = gi >= 0 && gi < static_cast<int>(rg.size())
                              ? raidLevelWord(rg[static_cast<std::size_t>(gi)].level)
                              : QStringLiteral("parity RAID");
    t.title = QStringLiteral("%1 small-write penalty").arg(level);
    t.message = QStringLiteral(
                    "%1 small-write penalty: each random write costs %2 disk I/Os; "
                    "this mix (%3 IOPS, %4 reads of %5) needs %6 x %7 disks at the "
                    "%8 limit (%9 configured).")
                    .arg(level)
                    .arg(static_cast<int>(f.value("write_penalty")))
                    .arg(formatNumber(f.value("load_iops")), pct(f.value("read_fraction")),
                         kib(f.value("io_kib")))
                    .arg(static_cast<int>(f.value("disks_needed")))
                    .arg(formatRpm(f.value("disk_rpm")), pct(f.value("limit")))
                    .arg(static_cast<int>(f.value("disks")));
    t.recommendation = QStringLiteral("Or %1 in %2.")
                           .arg(static_cast<int>(f.value("alt_disks_needed")))
                           .arg(QString::fromStdString(f.label("alt_level")));
  } else if (c == "backing_iscsi_single_session") {
    t.title = QStringLiteral("One iSCSI session caps destaging");
    t.message = QStringLiteral(
                    "One iSCSI session caps each host's destaging at %1; the disks "
                    "could take %2.")
                    .arg(mbps(f.value("session_mbps")), mbps(f.value("disk_write_mbps")));
    t.recommendation =
        f.label("fix") == "round_robin"
            ? QStringLiteral("Use round-robin multipathing over the %1 paths, or add targets.")
                  .arg(static_cast<int>(f.value("paths")))
            : QStringLiteral(
                  "Add targets or paths: each target and path is a session of its "
                  "own.");
  } else if (c == "backing_misaligned") {
    t.title = QStringLiteral("Misaligned partitions");
    t.message = QStringLiteral(
                    "Misaligned by %1: %2 of %3 I/Os touch two members (%4 when "
                    "aligned).")
                    .arg(kib(f.value("offset_kib")), pct(f.value("split_share")),
                         kib(f.value("io_kib")), pct(f.value("aligned_split_share")));
    t.recommendation =
        QStringLiteral("Align partitions to the %1 segment.").arg(kib(f.value("segment_kib")));
  } else if (c == "backing_hotspot") {
    t.title = QStringLiteral("Hotspot in a RAID group");
    t.message = QStringLiteral(
                    "%1: disk %2 carries %3 times the mean disk load (%4 busy, mean "
                    "%5).")
                    .arg(raidGroupName(f))
                    .arg(static_cast<int>(f.value("busiest_disk")) + 1)
                    .arg(formatNumber(f.value("hotspot_index"), 3), pct(f.value("max_utilization")),
                         pct(f.value("mean_utilization")));
    t.recommendation = QStringLiteral("Smaller segments or aligned partitions spread the load.");
  } else if (c == "backing_destage_bound") {
    const std::string bound = f.label("bound_by");
    const std::string pattern = f.label("pattern");
    t.title = QStringLiteral("Destage capacity");
    t.message =
        QStringLiteral(
            "The array and its storage network absorb %1 of destaged writes "
            "(at most %2 from any one host), bound by the %3: %4 of %5 writes")
            .arg(mbps(f.value("write_mbps_capacity")), mbps(f.value("host_write_mbps_capacity")),
                 bound == "fabric"     ? QStringLiteral("storage network")
                 : bound == "measured" ? QStringLiteral("measured rate")
                                       : QStringLiteral("disks"),
                 patternWords(pattern), kib(f.value("destage_io_kib")));
    if (pattern == "sorted" || pattern == "coalesced")
      t.message += QStringLiteral(" (%1 per disk by %2: %3 positioning against %4 one at a time)")
                       .arg(formatNumber(f.value("queue_per_disk")),
                            f.label("scheduling") == "sptf" ? QStringLiteral("SPTF")
                                                            : QStringLiteral("elevator"),
                            formatValue(f.value("positioning_ms"), Unit::Ms),
                            formatValue(f.value("fcfs_positioning_ms"), Unit::Ms));
    if (f.value("sequential_fraction") > 0)
      t.message +=
          QStringLiteral(", %1 of them as full stripes").arg(pct(f.value("sequential_fraction")));
    t.message +=
        QStringLiteral(". The range: %1 at random, one at a time, to %2 as full stripes%3.")
            .arg(mbps(f.value("destage_floor_mbps")), mbps(f.value("destage_ceiling_mbps")),
                 f.label("ceiling_bound_by") == "fabric"
                     ? QStringLiteral(" (the storage network's limit)")
                     : QString());
    if (bound == "measured")
      t.recommendation = QStringLiteral("The measured rate replaces the pattern's figure.");
    else if (f.value("destage_ceiling_mbps") > f.value("write_mbps_capacity"))
      t.recommendation = QStringLiteral(
          "How the array receives destaged writes moves this figure between the two: ask "
          "the customer (sequential guest writes, the array's write coalescing) or measure "
          "it; the Destage pattern setting chooses.");
  } else if (c == "backing_write_cache_full") {
    t.title = QStringLiteral("Array write cache full");
    t.message =
        QStringLiteral(
            "The array must absorb %1 of writes in the long run (write-through writes and "
            "destaging) against the %2 its disks take: its %3 write cache stays full, so "
            "write-through writes wait for the disks, %4 each instead of %5.")
            .arg(mbps(f.value("array_write_mbps")), mbps(f.value("disk_write_mbps")),
                 size(f.value("write_cache_mb")), dur(f.value("datastore_write_latency_us")),
                 dur(f.value("front_end_latency_us")));
    t.recommendation = QStringLiteral(
        "More or faster disks, or write-back for the write-through VMs, let the cache keep up.");
  } else if (c == "readcache_too_small") {
    const QString gib = formatValue(f.value("needed_cache_gib"), Unit::GiB);
    t.title = QStringLiteral("Read cache smaller than the hot set");
    t.message =
        QStringLiteral(
            "%1: each VM's read cache holds %2 of data (of %3 configured) against a hot set of "
            "%4 that receives %5 of its reads: %6 of the reads hit.")
            .arg(groupName(f, s), formatValue(f.value("effective_cache_gib"), Unit::GiB),
                 formatValue(f.value("cache_gib"), Unit::GiB),
                 formatValue(f.value("hot_set_gib"), Unit::GiB),
                 pct(f.value("hot_access_fraction")), pct(f.value("hit_ratio")));
    t.recommendation =
        QStringLiteral("A cache of %1 per VM holds the hot set (Read cache per VM).").arg(gib);
  } else if (c == "readcache_block_mismatch") {
    t.title = QStringLiteral("Cache block larger than the reads");
    t.message =
        QStringLiteral(
            "%1: %2 cache blocks for reads of mostly %3: each read takes a whole block, "
            "so only %4 of the cache holds data read (%5 of %6).")
            .arg(groupName(f, s), formatValue(f.value("block_kib"), Unit::KiB),
                 formatValue(f.value("read_io_kib"), Unit::KiB), pct(f.value("fill_efficiency")),
                 formatValue(f.value("effective_cache_gib"), Unit::GiB),
                 formatValue(f.value("cache_gib"), Unit::GiB));
    t.recommendation = QStringLiteral("A %1 block matches the dominant read size.")
                           .arg(formatValue(f.value("suggested_block_kib"), Unit::KiB));
  } else if (c == "readcache_memory") {
    t.title = QStringLiteral("Read cache memory");
    t.message = QStringLiteral(
                    "%1: the read caches of one host's %2 VMs keep %3 of host memory for their "
                    "block metadata (%4 of the cache at %5 blocks).")
                    .arg(groupName(f, s))
                    .arg(static_cast<int>(f.value("vms_per_host")))
                    .arg(formatSizeMB(f.value("memory_mb_per_host")), pct(f.value("fraction")),
                         formatValue(f.value("block_kib"), Unit::KiB));
    t.recommendation = QStringLiteral("Larger blocks need less memory, if the reads are as large.");
  } else if (c == "readcache_device_busy") {
    t.title = QStringLiteral("Reads crowd the device's writes");
    t.message = QStringLiteral(
                    "Read-cache hits and fills take %1 of the acceleration device's %2 on host "
                    "1, leaving %3 for the writes the cluster acknowledges from it.")
                    .arg(pct(f.value("share")), formatValue(f.value("write_mbps"), Unit::MBps),
                         formatValue(f.value("write_mbps_left"), Unit::MBps));
    t.recommendation = QStringLiteral(
        "A faster device (a PCIe class), smaller read caches or fewer cached VMs per host.");
  } else if (c == "readcache_destage_won_back") {
    t.title = QStringLiteral("Destage capacity won back by the read cache");
    t.message =
        QStringLiteral(
            "The host read caches keep %1 of reads from the backing array, which then absorbs "
            "%2 of destaged writes instead of %3 (%4 more).")
            .arg(formatValue(f.value("array_read_iops_removed"), Unit::Iops),
                 formatValue(f.value("destage_mbps"), Unit::MBps),
                 formatValue(f.value("destage_mbps_without"), Unit::MBps),
                 formatValue(f.value("gain_mbps"), Unit::MBps));
  } else {
    t.title = QString::fromStdString(c);
    t.message = QString::fromStdString(c);
  }
  return t;
}

QString convoyReasonText(const std::string& reason)
{
  if (reason == "stripe_wide")
    return QStringLiteral("each stream I/O spans a full stripe and uses every member");
  if (reason == "single_stream")
    return QStringLiteral("a single stream cannot race another");
  if (reason == "solid_state")
    return QStringLiteral("solid-state members do not seek");
  if (reason == "within_floor")
    return QStringLiteral("even all streams on one member would serve what they ask");
  if (reason == "unimpeded")
    return QStringLiteral("the simulated streams reach their bound");
  if (reason == "interleaving")
    return QStringLiteral("the streams interleave on shared members");
  if (reason == "bunching")
    return QStringLiteral("the streams bunch onto a few members (a convoy)");
  if (reason == "no_streams")
    return QStringLiteral("no sequential streams are configured");
  return QString::fromStdString(reason);
}

}  // namespace accel::ui
