// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The words of the write latency's and the destager's findings.
#include "app/core/describe.h"
#include "app/core/findingtext_parts.h"

namespace accel::ui::detail {

namespace {

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
  if (key == "backing_array")
    return QStringLiteral("backing array");
  return QString::fromStdString(key);
}

/// "cuts the floor from 2.89 ms to 0.9 ms and the loaded latency from 3.1 ms to 1 ms, raising
/// each VM from ...": a figure the change leaves the same (as formatted) is not mentioned.
QString comparison(const Finding& f)
{
  QStringList parts;
  int down = 0, up = 0;
  const auto change = [&](const QString& what, const QString& a, const QString& b, bool lower) {
    if (a == b)
      return;
    (lower ? down : up) += 1;
    parts << QStringLiteral("%1 from %2 to %3").arg(what, a, b);
  };
  change(QStringLiteral("the floor"), dur(f.value("floor_us")), dur(f.value("alt_floor_us")),
         f.value("alt_floor_us") < f.value("floor_us"));
  const bool unbounded = f.label("loaded") == "unbounded";
  change(QStringLiteral("the latency under load"), loadedText(f), dur(f.value("alt_loaded_us")),
         unbounded || f.value("alt_loaded_us") < f.value("loaded_us"));
  const QString verb = up == 0     ? QStringLiteral("cuts ")
                       : down == 0 ? QStringLiteral("raises ")
                                   : QStringLiteral("changes ");
  QString t = parts.isEmpty() ? QStringLiteral("leaves the latency as it is")
                              : verb + parts.join(QStringLiteral(" and "));
  const double now = f.value("iops_per_vm"), alt = f.value("alt_iops_per_vm");
  if (!unbounded && alt > now * 1.01)
    t += QStringLiteral(", raising each VM from %1 to %2").arg(iops(now), iops(alt));
  return t + QLatin1Char('.');
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

/// The assumption a destager verdict rests on: the destage pattern, with the range the
/// backing model spans and whether the verdict turns within it.
QString assumptionWords(const Finding& f, bool fills)
{
  const std::string pattern = f.label("pattern");
  if (pattern.empty() || pattern == "measured" || pattern == "hyperconverged")
    return QString();
  // Sequential streams running all the time take their share of the disks first.
  const QString streams = f.values.count("streams_disk_share")
                              ? QStringLiteral(
                                    " after the sequential streams' %1 of RAID group 1's disk time "
                                    "(the array alone: ")
                                    .arg(pct(f.value("streams_disk_share")))
                              : QStringLiteral(" (");
  QString out = QStringLiteral(
                    " This assumes %1, %2 for the cluster%5%3 at random, %4 at best: "
                    "full stripes, within the storage network)")
                    .arg(patternWords(pattern), mbps(f.value("cluster_destage_mbps")),
                         mbps(f.value("floor_cluster_destage_mbps")),
                         mbps(f.value("ceiling_cluster_destage_mbps")), streams);
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

/// "can write only 193 MB/s of the 500 MB/s it asks" when the latency model limits the VM.
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

}  // namespace

bool describeLatency(const Finding& f, const Scenario& s, FindingText& t)
{
  const std::string& c = f.code;
  const QString group = groupName(f, s);
  t.subject = group;
  if (c == "latency_bound_by") {
    t.title = QStringLiteral("Write latency of %1").arg(group);
    t.message = QStringLiteral("%1: one %2 write commits in %3 on an idle system (%4), set by %5")
                    .arg(group, kib(f.value("io_kib")), dur(f.value("floor_us")),
                         QString::fromStdString(f.label("policy")), legWords(f.label("bound_by")));
    if (f.value("network_share") > 0)
      t.message +=
          QStringLiteral(": the network is %1 of the commit").arg(pct(f.value("network_share")));
    t.message += f.label("loaded") == "unbounded"
                     ? QStringLiteral(
                           ". Under the group's load it has no finite latency: its datastore is "
                           "saturated.")
                     : QStringLiteral(". Under the group's load: %1 at %2 per VM.")
                           .arg(dur(f.value("loaded_us")), iops(f.value("iops_per_vm")));
  } else if (c == "latency_faster_link") {
    t.title = QStringLiteral("A faster peer link");
    t.message = f.value("network_share") > 0
                    ? QStringLiteral("%1: the peer network is %2 of the commit of one %3 write.")
                          .arg(group, pct(f.value("network_share")), kib(f.value("io_kib")))
                    : QStringLiteral("%1: the peer link limits its writes under load.").arg(group);
    t.recommendation = QStringLiteral("For %1, a %2 peer network %3")
                           .arg(group, QString::fromStdString(f.label("alt_link")), comparison(f));
  } else if (c == "latency_faster_device") {
    t.title = QStringLiteral("A faster acceleration device");
    t.message = QStringLiteral("%1: the acceleration device takes %2 to write %3.")
                    .arg(group, dur(f.value("device_write_us")), kib(f.value("io_kib")));
    t.recommendation =
        QStringLiteral("For %1, an %2, which writes %3 in %4, %5")
            .arg(group, QString::fromStdString(f.label("alt_device_name")), kib(f.value("io_kib")),
                 dur(f.value("alt_device_write_us")), comparison(f));
  } else if (c == "latency_write_back_gain") {
    t.title = QStringLiteral("Write-back would help");
    t.message =
        QStringLiteral("%1 runs write-through: every write waits for the backing datastore.")
            .arg(group);
    t.recommendation =
        QStringLiteral("For %1, %2 %3")
            .arg(group, QString::fromStdString(f.label("alt_policy")), comparison(f));
    if (f.label("destage") == "short")
      t.recommendation +=
          QStringLiteral(
              " Only while the buffers have room: the array absorbs %1 of destaged "
              "writes, and the write-back VMs would then write %2 on average, so "
              "their buffers would fill and writes wait at the destage rate.")
              .arg(mbps(f.value("destage_mbps")), mbps(f.value("write_back_mean_mbps")));
  } else if (c == "latency_capacity_bound") {
    const bool outstanding = f.label("cause") == "outstanding_ios";
    const bool unbounded = f.label("loaded") == "unbounded";
    t.title = QStringLiteral("VMs cannot reach their write rate");
    t.message =
        QStringLiteral("%1: each VM gets %2 of the %3 it demands (%4 of %5)")
            .arg(group, iops(f.value("iops_per_vm")), iops(f.value("demanded_iops_per_vm")),
                 mbps(f.value("write_mbps_per_vm")), mbps(f.value("demanded_write_mbps_per_vm")));
    t.message += unbounded
                     ? QStringLiteral(" while its datastore is idle; saturated, it gets less.")
                     : QStringLiteral(
                           "; with %1 outstanding writes each waits %2 "
                           "(Little's law).")
                           .arg(count(f.value("outstanding_ios")), dur(f.value("loaded_us")));
    if (outstanding) {
      t.message += QStringLiteral(" Too few writes are in flight for the latency.");
      t.recommendation =
          f.values.count("outstanding_needed")
              ? QStringLiteral("%1 needs %2 outstanding writes per VM to reach its %3 per VM.")
                    .arg(group, count(f.value("outstanding_needed")),
                         iops(f.value("demanded_iops_per_vm")))
              : QStringLiteral(
                    "No queue depth brings %1 to its %2 per VM: lower the commit latency (see "
                    "the faster link or device findings).")
                    .arg(group, iops(f.value("demanded_iops_per_vm")));
    } else {
      t.message +=
          QStringLiteral(" The %1 is the bottleneck (%2 busy).")
              .arg(resourceWords(f.label("resource")), pct(f.value("bottleneck_utilization")));
      t.recommendation =
          QStringLiteral(
              "For %1, the %2 is %3 busy and every VM on it shares what it can do: more "
              "outstanding writes only lengthen the wait. Relieve it (see the faster link or "
              "device findings) or spread the writes over more hosts.")
              .arg(group, resourceWords(f.label("resource")),
                   pct(f.value("bottleneck_utilization")));
    }
  } else if (c == "latency_background_overload") {
    t.title = QStringLiteral("Other traffic fills the peer link");
    t.message = QStringLiteral(
                    "%1: %2 of other traffic per host alone keeps the peer link above %3; "
                    "its latencies are computed at that ceiling.")
                    .arg(group, mbps(f.value("other_traffic_mbps")), pct(f.value("limit")));
    t.recommendation =
        QStringLiteral(
            "Move the %1 of other traffic per host off the peer links, or add a link, so that "
            "the replicas of %2 get through.")
            .arg(mbps(f.value("other_traffic_mbps")), group);
  } else if (c == "latency_write_through_as_fast") {
    const bool device = f.label("wt_bound_by") == "local_device";
    const QString policy = QString::fromStdString(f.label("policy"));
    t.title = QStringLiteral("Acceleration gains nothing on writes");
    t.message = QStringLiteral(
                    "%1 runs %2: one %3 write commits in %4 on an idle system, while "
                    "write-through would commit it in %5: the backing array already commits "
                    "in %6")
                    .arg(group, policy, kib(f.value("io_kib")), dur(f.value("floor_us")),
                         dur(f.value("wt_floor_us")), dur(f.value("datastore_us")));
    t.message += device ? QStringLiteral(
                              " (the local device write that fills the cache, %1, sets the "
                              "write-through pace).")
                              .arg(dur(f.value("local_device_us")))
                        : QStringLiteral(".");
    t.recommendation = QStringLiteral(
                           "Acceleration gains nothing on writes for %1: run it write-through "
                           "(%2 per write on an idle system instead of %3)")
                           .arg(group, dur(f.value("wt_floor_us")), dur(f.value("floor_us")));
    t.recommendation +=
        f.value("payload_mbps") > 0
            ? QStringLiteral(", which also takes its %1 of replica traffic off the peer network.")
                  .arg(mbps(f.value("payload_mbps")))
            : QStringLiteral(".");
  } else if (c == "latency_datastore_saturated" && f.values.count("all_flash")) {
    t.title = QStringLiteral("Write-through writes wait without bound");
    t.message = QStringLiteral(
                    "%1 runs write-through and waits for the all-flash array, which %2 IOPS of "
                    "background load keep %3 busy (its ceiling for the mix: %4 IOPS): the queue "
                    "grows without bound, so its writes have no finite latency under load (%5 "
                    "per %6 write on an idle array).")
                    .arg(group, formatNumber(f.value("load_iops")), pct(f.value("utilization")),
                         formatNumber(f.value("random_iops")), dur(f.value("floor_us")),
                         kib(f.value("io_kib")));
    t.recommendation =
        QStringLiteral("Move part of the background load off the array, or run %1 write-back.")
            .arg(group);
  } else if (c == "latency_datastore_saturated" && f.values.count("hyperconverged")) {
    t.title = QStringLiteral("Write-through writes wait without bound");
    t.message =
        QStringLiteral(
            "%1 runs write-through on the hosts' disk groups, whose %2 the background "
            "load keeps %3 busy: the queue grows without bound, so its writes have no "
            "finite latency under load (%4 per %5 write on an idle system).")
            .arg(group,
                 f.label("resource") == "network"        ? QStringLiteral("storage network")
                 : f.label("resource") == "cache_device" ? QStringLiteral("cache devices")
                                                         : QStringLiteral("capacity disks"),
                 pct(f.value("utilization")), dur(f.value("floor_us")), kib(f.value("io_kib")));
    t.recommendation = QStringLiteral(
                           "Move part of the background load off the disk groups, or run %1 "
                           "write-back.")
                           .arg(group);
  } else if (c == "latency_datastore_saturated") {
    const QString raid = raidGroupName(f);
    t.title = QStringLiteral("Write-through writes wait without bound");
    t.message =
        QStringLiteral(
            "%1 runs write-through and waits for %2, whose busiest disk is %3 busy "
            "with %4 IOPS of background load: the queue grows without bound, so its "
            "writes have no finite latency under load (%5 per %6 write on an idle "
            "array).")
            .arg(group, raid, pct(f.value("utilization")), formatNumber(f.value("load_iops")),
                 dur(f.value("floor_us")), kib(f.value("io_kib")));
    t.recommendation =
        f.values.count("disks_needed")
            ? QStringLiteral(
                  "Relieve %1 (it needs %2 disks to carry %3 IOPS at the %4 limit; it has %5), "
                  "or run %6 write-back.")
                  .arg(raid, count(f.value("disks_needed")), formatNumber(f.value("load_iops")),
                       pct(f.value("limit")), count(f.value("disks")), group)
            : QStringLiteral(
                  "Move part of the %1 IOPS of background load off %2, or run %3 write-back.")
                  .arg(formatNumber(f.value("load_iops")), raid, group);
  } else {
    t.subject.clear();
    return false;
  }
  return true;
}

bool describeDestager(const Finding& f, const Scenario& s, FindingText& t)
{
  const std::string& c = f.code;
  const QString group = groupName(f, s);
  t.subject = group;
  if (c == "destager_invalid") {
    t.title = QStringLiteral("Write profile cannot be simulated");
    t.message = QStringLiteral("%1: the write profile is not valid (%2).")
                    .arg(group, QString::fromStdString(f.label("problem")));
  } else if (c == "destager_no_destage_rate") {
    t.title = QStringLiteral("Nothing drains the write-back buffer");
    t.message = QStringLiteral(
                    "%1: the array absorbs no destaged writes (cluster capacity %2, bound by "
                    "the %3): every buffer fills and its VMs are throttled.")
                    .arg(group, mbps(f.value("cluster_destage_mbps")),
                         QString::fromStdString(f.label("bound_by")));
    t.recommendation = QStringLiteral(
                           "Give the array destage capacity first (see the backing array's "
                           "findings): %1 writes %2 per VM on average and nothing drains it.")
                           .arg(group, mbps(f.value("mean_write_mbps")));
  } else if (c == "destager_ratchet") {
    t.title = QStringLiteral("Buffer ratchets up and fills");
    t.message = QStringLiteral("%1: each VM %2 but destages only %3")
                    .arg(group, writesWords(f), mbps(f.value("destage_mbps")));
    if (f.values.count("fill_time_s")) {
      if (f.values.count("ratchet_mb_per_cycle"))
        t.message += QStringLiteral(", %1 a cycle more than it can destage")
                         .arg(size(f.value("ratchet_mb_per_cycle")));
      t.message += QStringLiteral(", so the buffer fills whatever its size: first after %1")
                       .arg(secs(f.value("fill_time_s")));
      if (f.values.count("fill_cycle"))
        t.message +=
            QStringLiteral(" (cycle %1), then in every cycle").arg(count(f.value("fill_cycle")));
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
        remedy.isEmpty()
            ? QStringLiteral(
                  "Lower the mean write rate of %1 below its destage rate of %2 per VM, or "
                  "raise the destage rate.")
                  .arg(group, mbps(f.value("destage_mbps")))
            : QStringLiteral("%1 needs %2; a bigger buffer only delays the fill.")
                  .arg(group, remedy);
  } else if (c == "destager_fills_in_bursts") {
    t.title = QStringLiteral("Buffer fills during bursts");
    t.message = group + QStringLiteral(": the %1 buffer").arg(size(f.value("buffer_mb")));
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
    t.recommendation = remedy.isEmpty()
                           ? QStringLiteral(
                                 "Raise the destage rate of %1 above its %2 per VM, or shorten "
                                 "its bursts.")
                                 .arg(group, mbps(f.value("destage_mbps")))
                           : QStringLiteral("%1 needs %2.").arg(group, remedy);
  } else if (c == "destager_throttled_latency") {
    t.title = QStringLiteral("Throttled while the buffer is full");
    t.message = QStringLiteral(
                    "%1: while its buffer is full (%2) each VM writes at its destage rate, %3 "
                    "writes/s of %4")
                    .arg(group,
                         throttledShareText(f.value("throttled_fraction"),
                                            f.label("throttled_over") == "trace"),
                         formatNumber(f.value("throttled_iops_per_vm")), kib(f.value("io_kib")));
    if (f.values.count("throttled_latency_us"))
      t.message +=
          QStringLiteral("; with %1 outstanding writes each waits %2 (Little's law)")
              .arg(count(f.value("outstanding_ios")), dur(f.value("throttled_latency_us")));
    t.message += QLatin1Char('.');
    t.recommendation =
        f.values.count("throttled_latency_us")
            ? QStringLiteral(
                  "Keep the buffer of %1 from filling (see its buffer and destage remedies): "
                  "while it is full, each write waits %2.")
                  .arg(group, dur(f.value("throttled_latency_us")))
            : QStringLiteral(
                  "Keep the buffer of %1 from filling (see its buffer and destage remedies): "
                  "while it is full, each VM writes at %2.")
                  .arg(group, mbps(f.value("destage_mbps")));
  } else if (c == "destager_reachable_rate") {
    t.title = QStringLiteral("Fed what the VM can write");
    t.message = QStringLiteral(
                    "%1: each VM asks %2 at its peak but reaches %3 (Write latency: the "
                    "commit path limits it); the destager is fed that, and the writes above "
                    "it wait in the VM and follow at that rate, %4 on average.")
                    .arg(group, mbps(f.value("peak_write_mbps")), mbps(f.value("reachable_mbps")),
                         mbps(f.value("fed_mean_mbps")));
    if (f.values.count("deferred_at_end_mb"))
      t.message += QStringLiteral(" When the trace ends %1 are still waiting to be written.")
                       .arg(size(f.value("deferred_at_end_mb")));
    t.recommendation =
        QStringLiteral(
            "The buffer and destage figures of %1 are for the %2 it reaches; a faster commit "
            "path raises it toward the %3 it asks.")
            .arg(group, mbps(f.value("reachable_mbps")), mbps(f.value("peak_write_mbps")));
  } else if (c == "destager_slow_drain") {
    t.title = QStringLiteral("Slow drain between bursts");
    t.message = QStringLiteral(
                    "%1: after each burst the buffer takes %2 to drain, %3 of the period: "
                    "little slack before the next burst.")
                    .arg(group, secs(f.value("drain_time_s")), pct(f.value("drain_share")));
    t.recommendation =
        QStringLiteral("A destage rate above %1 per VM shortens the %2 drain of %3.")
            .arg(mbps(f.value("destage_mbps")), secs(f.value("drain_time_s")), group);
  } else if (c == "destager_never_fills") {
    t.title = QStringLiteral("Buffer never fills");
    t.message =
        QStringLiteral("%1: the buffer peaks at %2 of its %3 at a destage rate of %4 per VM.")
            .arg(group, size(f.value("peak_backlog_mb")), size(f.value("buffer_mb")),
                 mbps(f.value("destage_mbps")));
    t.message += assumptionWords(f, false);
    t.change = false;
    if (f.values.count("needed_destage_mbps"))
      t.recommendation =
          QStringLiteral(
              "%1 needs at least %2 of destage per VM to keep its %3 buffer from filling; it "
              "gets %4.")
              .arg(group, mbps(f.value("needed_destage_mbps")), size(f.value("buffer_mb")),
                   mbps(f.value("destage_mbps")));
  } else if (c == "destager_random_bursts") {
    t.title = QStringLiteral("If the bursts came at random");
    t.message = QStringLiteral(
                    "%1: with bursts of %2 and gaps of %3 at random (same means), the buffer "
                    "would overflow with probability %4 (mean backlog %5).")
                    .arg(group, secs(f.value("burst_s")), secs(f.value("gap_s")),
                         formatNumber(f.value("overflow_probability"), 3),
                         size(f.value("mean_backlog_mb")));
  } else if (c == "destager_buffers_exceed_device") {
    const QString host = hostName(f);
    t.subject = host;
    const double vms = f.value("vms");
    const double fit = f.value("fit_vms");
    t.title = QStringLiteral("Write-back buffers do not fit the device");
    t.message =
        QStringLiteral(
            "%1 holds %2 of write-back buffers for its %3 write-back VMs (%4 each) "
            "plus %5 of its peers' copies, %6 in all, on a %7 (%8) acceleration device.")
            .arg(sentence(host), size(f.value("own_mb")), count(vms), size(f.value("buffer_mb")),
                 size(f.value("copies_mb")), size(f.value("total_mb")),
                 formatValue(f.value("capacity_gib"), Unit::GiB), size(f.value("capacity_mb")));
    const QString fits =
        fit >= 1 ? QStringLiteral("only %1 of the %2 VMs' buffers fit with their peers' copies")
                       .arg(count(fit), count(vms))
                 : QStringLiteral("not one VM's buffer fits with its peers' copies");
    t.recommendation =
        QStringLiteral(
            "On %1, %2 at %3 each: lower the write buffer to at most %4 per VM, "
            "or use a device of at least %5.")
            .arg(host, fits, size(f.value("buffer_mb")), size(f.value("fit_buffer_mb")),
                 formatValue(f.value("needed_capacity_gib"), Unit::GiB));
  } else {
    t.subject.clear();
    return false;
  }
  t.message += capacityScheduleWords(f, s);
  return true;
}

}  // namespace accel::ui::detail
