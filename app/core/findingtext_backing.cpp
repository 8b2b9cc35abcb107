// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The words of the backing array's and the sequential streams' findings.
#include <algorithm>

#include "app/core/findingtext_parts.h"
#include "app/core/params.h"
#include "model/common/units.h"

namespace accel::ui::detail {

namespace {

/// "1 stream", "10 streams".
QString streamCount(double n)
{
  const int k = static_cast<int>(n);
  return k == 1 ? QStringLiteral("1 stream") : QStringLiteral("%1 streams").arg(k);
}

/// "storage network", "cache devices", "capacity disks": a hyperconverged resource.
QString hciResourceWords(const std::string& r)
{
  return r == "network"        ? QStringLiteral("hosts' storage network")
         : r == "cache_device" ? QStringLiteral("cache devices")
                               : QStringLiteral("capacity disks");
}

/// What adds capacity to a hyperconverged resource.
QString hciResourceFix(const std::string& r)
{
  return r == "network"        ? QStringLiteral("faster or more storage network links per host")
         : r == "cache_device" ? QStringLiteral("faster cache devices or more disk groups per host")
                               : QStringLiteral(
                                     "more capacity disks per disk group, more disk groups or "
                                     "more hosts");
}

QString boundWords(const std::string& bound)
{
  return bound == "fabric"     ? QStringLiteral("storage network")
         : bound == "measured" ? QStringLiteral("measured rate")
                               : QStringLiteral("disks");
}

/// "64 KiB segments instead of 512 KiB", "2 RAID6 groups of 8 disks", ... what a stream fix
/// changes.
QString fixWords(const Finding& f, const Scenario& s)
{
  const std::string fix = f.label("fix");
  if (fix == "smaller_segment" || fix == "larger_segment")
    return QStringLiteral("%1 segments instead of %2")
        .arg(kib(f.value("segment_kib")), kib(f.value("current_segment_kib")));
  if (fix == "split_group") {
    const int lo = static_cast<int>(f.value("min_group_disks"));
    const int hi = static_cast<int>(f.value("max_group_disks"));
    return QStringLiteral("%1 %2 groups of %3 disks")
        .arg(count(f.value("groups")), raidLevelOf(f, s),
             lo == hi ? QString::number(lo) : QStringLiteral("%1 to %2").arg(lo).arg(hi));
  }
  if (fix == "faster_disks")
    return QStringLiteral("%1 disks (%2 average seek) instead of %3")
        .arg(formatRpm(f.value("disk_rpm")), formatValue(f.value("disk_avg_seek_ms"), Unit::Ms),
             formatRpm(f.value("current_disk_rpm")));
  if (fix == "fewer_streams")
    return QStringLiteral("%1 at a time instead of %2")
        .arg(streamCount(f.value("streams")), count(f.value("current_streams")));
  if (fix == "deeper_queue")
    return QStringLiteral("%1 outstanding I/Os per stream instead of %2")
        .arg(count(f.value("outstanding_ios")), count(f.value("current_outstanding_ios")));
  return QString::fromStdString(fix);
}

/// " Usable capacity: 44 TB instead of 56 TB (21.4 % less)." when a fix changes it.
QString capacityChange(const Finding& f)
{
  const double now = f.value("current_usable_capacity_gb");
  const double alt = f.value("usable_capacity_gb");
  const QString a = size(units::gbToMB(alt)), b = size(units::gbToMB(now));
  if (!(now > 0) || a == b)
    return QString();
  return QStringLiteral(" The usable capacity becomes %1 instead of %2 (%3).")
      .arg(a, b, formatChange(alt / now));
}

}  // namespace

bool describeBacking(const Finding& f, const Scenario& s, FindingText& t)
{
  const std::string& c = f.code;
  const QString raid = raidGroupName(f);
  if (c == "backing_invalid") {
    t.title = QStringLiteral("Backing array not evaluated");
    t.message = QStringLiteral("The backing array could not be evaluated (%1).")
                    .arg(QString::fromStdString(f.label("problem")));
  } else if (c == "backing_group_saturated" || c == "backing_group_over_limit") {
    const bool sat = c == "backing_group_saturated";
    t.subject = raid;
    t.title = sat ? QStringLiteral("RAID group saturated")
                  : QStringLiteral("RAID group above the planning limit");
    t.message = QStringLiteral(
                    "%1: the busiest disk is %2 busy with %3 IOPS of background random load "
                    "(the group takes %4 IOPS of this mix).")
                    .arg(raid, pct(f.value("utilization")), formatNumber(f.value("load_iops")),
                         formatNumber(f.value("random_iops")));
    if (f.values.count("disks_needed"))
      t.action = QStringLiteral("disks:%1:%2").arg(raid, count(f.value("disks_needed")));
    t.recommendation =
        f.values.count("disks_needed")
            ? QStringLiteral(
                  "%1 needs %2 disks of %3 (it has %4) to carry %5 IOPS of background load at "
                  "the %6 limit.")
                  .arg(raid, count(f.value("disks_needed")), raidLevelOf(f, s),
                       count(f.value("disks")), formatNumber(f.value("load_iops")),
                       pct(f.value("limit")))
            : QStringLiteral(
                  "Move part of the %1 IOPS of background load off %2: it carries %3 IOPS of "
                  "this mix at 100 % busy.")
                  .arg(formatNumber(f.value("load_iops")), raid,
                       formatNumber(f.value("random_iops")));
  } else if (c == "backing_small_write_penalty") {
    const QString level = raidLevelOf(f, s);
    t.subject = raid;
    t.title = QStringLiteral("%1 small-write penalty on %2").arg(level, raid);
    t.message = QStringLiteral(
                    "%1 (%2): each random write costs %3 disk I/Os; this mix (%4 IOPS, %5 "
                    "reads of %6) needs %7 x %8 disks at the %9 limit (%10 configured).")
                    .arg(raid, level, count(f.value("write_penalty")),
                         formatNumber(f.value("load_iops")), pct(f.value("read_fraction")),
                         kib(f.value("io_kib")), count(f.value("disks_needed")),
                         formatRpm(f.value("disk_rpm")), pct(f.value("limit")))
                    .arg(count(f.value("disks")));
    const bool short_of = f.severity != Severity::Info;
    t.change = short_of;
    t.recommendation =
        short_of
            ? QStringLiteral(
                  "%1 needs %2 disks in %3 for this mix at the %4 limit (it has %5), or "
                  "%6 in %7.")
                  .arg(raid, count(f.value("disks_needed")), level, pct(f.value("limit")),
                       count(f.value("disks")), count(f.value("alt_disks_needed")),
                       QString::fromStdString(f.label("alt_level")))
            : QStringLiteral("%1 carries this mix on its %2 disks; in %3 it would need %4.")
                  .arg(raid, count(f.value("disks")), QString::fromStdString(f.label("alt_level")),
                       count(f.value("alt_disks_needed")));
  } else if (c == "backing_iscsi_single_session") {
    t.title = QStringLiteral("One iSCSI session caps destaging");
    t.message = QStringLiteral(
                    "One iSCSI session caps each host's destaging at %1; the disks could take "
                    "%2.")
                    .arg(mbps(f.value("session_mbps")), mbps(f.value("disk_write_mbps")));
    t.recommendation =
        f.label("fix") == "round_robin"
            ? QStringLiteral(
                  "Use round-robin multipathing over each host's %1 storage paths, or add "
                  "targets: one session carries %2 where the disks take %3.")
                  .arg(count(f.value("paths")), mbps(f.value("session_mbps")),
                       mbps(f.value("disk_write_mbps")))
            : QStringLiteral(
                  "Add iSCSI targets or paths (each is a session of its own): one session "
                  "carries %1 where the disks take %2.")
                  .arg(mbps(f.value("session_mbps")), mbps(f.value("disk_write_mbps")));
  } else if (c == "backing_misaligned") {
    t.subject = raid;
    t.title = QStringLiteral("Misaligned partitions");
    t.message = QStringLiteral(
                    "%1 is misaligned by %2: %3 of %4 I/Os touch two members (%5 when "
                    "aligned).")
                    .arg(raid, kib(f.value("offset_kib")), pct(f.value("split_share")),
                         kib(f.value("io_kib")), pct(f.value("aligned_split_share")));
    t.recommendation =
        QStringLiteral(
            "Align the partitions on %1 to its %2 segments: %3 of %4 I/Os would "
            "touch two members instead of %5.")
            .arg(raid, kib(f.value("segment_kib")), pct(f.value("aligned_split_share")),
                 kib(f.value("io_kib")), pct(f.value("split_share")));
  } else if (c == "backing_reconstruct_write") {
    const int reads = static_cast<int>(f.value("reads_per_write"));
    const bool subgroups = f.value("subgroups") > 1;  // RAID50/60: the sub-groups' width
    t.subject = raid;
    t.title = QStringLiteral("%1 writes small blocks by reconstruct-write").arg(raid);
    t.message =
        QStringLiteral(
            "%1 (%2 on %3 disks): a write of one segment reads the stripe's %4 and writes the "
            "data and parity, %5 disk I/Os, fewer than read-modify-write's %6. Each disk "
            "added to %7 adds one read to every such write until %8 disks, where "
            "read-modify-write takes over; on drives that read slower than they write a wider "
            "group can carry fewer random writes, not more.")
            .arg(raid, raidLevelOf(f, s), count(f.value("disks")),
                 reads == 1 ? QStringLiteral("other data segment")
                            : QStringLiteral("%1 other data segments").arg(reads),
                 count(f.value("write_penalty")), count(f.value("rmw_penalty")),
                 subgroups ? QStringLiteral("a sub-group") : QStringLiteral("the group"),
                 subgroups
                     ? QStringLiteral("%1 per sub-group").arg(count(f.value("rmw_subgroup_disks")))
                     : count(f.value("rmw_subgroup_disks")));
  } else if (c == "backing_hotspot") {
    const QString disk = count(f.value("busiest_disk") + 1);
    t.subject = raid;
    t.title = QStringLiteral("Hotspot in a RAID group");
    t.message =
        QStringLiteral("%1: disk %2 carries %3 times the mean disk load (%4 busy, mean %5).")
            .arg(raid, disk, formatNumber(f.value("hotspot_index"), 3),
                 pct(f.value("max_utilization")), pct(f.value("mean_utilization")));
    t.recommendation = QStringLiteral(
                           "In %1, smaller segments or aligned partitions spread the load off "
                           "disk %2, now %3 times the mean.")
                           .arg(raid, disk, formatNumber(f.value("hotspot_index"), 3));
  } else if (c == "backing_destage_bound") {
    const std::string bound = f.label("bound_by");
    t.title = QStringLiteral("Destage capacity");
    t.change = false;
    const std::string pattern = f.label("pattern");
    t.message =
        QStringLiteral(
            "The array and its storage network absorb %1 of destaged writes (at most %2 from "
            "any one host), bound by the %3: %4 of %5 writes")
            .arg(mbps(f.value("write_mbps_capacity")), mbps(f.value("host_write_mbps_capacity")),
                 boundWords(bound), patternWords(pattern), kib(f.value("destage_io_kib")));
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
      t.recommendation = QStringLiteral("The measured %1 replaces the pattern's figure.")
                             .arg(mbps(f.value("write_mbps_capacity")));
    else if (f.value("destage_ceiling_mbps") > f.value("write_mbps_capacity"))
      t.recommendation =
          QStringLiteral(
              "How the array receives destaged writes moves this figure between %1 and %2: "
              "ask the customer (sequential guest writes, the array's write coalescing) or "
              "measure it; the Destage pattern setting chooses.")
              .arg(mbps(f.value("destage_floor_mbps")), mbps(f.value("destage_ceiling_mbps")));
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
    t.recommendation =
        QStringLiteral(
            "Disks that take the %1 the array must absorb (more or faster ones), or write-back "
            "for the write-through VMs, let its %2 write cache keep up.")
            .arg(mbps(f.value("array_write_mbps")), size(f.value("write_cache_mb")));
  } else if (c == "backing_destage_bottleneck" && f.label("backing") == "hyperconverged") {
    const double demand = f.value("demand_mbps"), now = f.value("destage_mbps");
    const std::string res = f.label("resource");
    t.title = QStringLiteral("The hosts' disk groups are the bottleneck");
    t.message =
        QStringLiteral(
            "%1 %2 on average, but the hosts' disk groups take %3 of destaged writes (bound by "
            "the %4): every write-back buffer fills whatever its size.")
            .arg(f.value("write_back_vms") == 1 ? QStringLiteral("The one write-back VM writes")
                                                : QStringLiteral("The %1 write-back VMs write")
                                                      .arg(count(f.value("write_back_vms"))),
                 mbps(demand), mbps(now), hciResourceWords(res));
    t.recommendation = QStringLiteral("Raise what the disk groups take to at least %1: %2.")
                           .arg(mbps(demand), hciResourceFix(res));
  } else if (c == "hci_destage_bound") {
    t.title = QStringLiteral("Destage capacity of the hosts' disk groups");
    t.change = false;
    t.message =
        QStringLiteral(
            "The hosts' disk groups take %1 of the cluster's writes beside the background load "
            "(at most %2 from any one host), bound by the %3: each write of %4 lands as %5 "
            "copies, %6 of them over the network on average. A write-through write is "
            "acknowledged in %7.")
            .arg(mbps(f.value("write_mbps_capacity")), mbps(f.value("host_write_mbps_capacity")),
                 hciResourceWords(f.label("resource")), kib(f.value("io_kib")),
                 count(f.value("copies")), formatNumber(f.value("remote_copies_per_write"), 3),
                 dur(f.value("write_latency_us")));
  } else if (c == "hci_saturated" || c == "hci_over_limit") {
    const bool sat = c == "hci_saturated";
    const std::string res = f.label("resource");
    t.title = sat ? QStringLiteral("Hyperconverged %1 saturated").arg(hciResourceWords(res))
                  : QStringLiteral("Hyperconverged %1 above the planning limit")
                        .arg(hciResourceWords(res));
    t.message =
        QStringLiteral(
            "With the background load and the VMs' %1 of writes, the %2 are %3 busy "
            "(planning limit %4); the disk groups take %5 of writes beside the "
            "background.")
            .arg(mbps(f.value("write_mbps")), hciResourceWords(res), pct(f.value("utilization")),
                 pct(f.value("limit")), mbps(f.value("write_mbps_capacity")));
    t.recommendation =
        QStringLiteral("Bring them under %1: %2.").arg(pct(f.value("limit")), hciResourceFix(res));
  } else if (c == "hci_rebuild_impossible") {
    t.title = QStringLiteral("A failed host's data cannot be rebuilt");
    t.message = QStringLiteral(
                    "With failures to tolerate %1 on %2 hosts, every host holds a component of "
                    "every object: after a host fails its copies have no other host to be "
                    "rebuilt on, and the objects run unprotected until it returns.")
                    .arg(count(f.value("ftt")), count(f.value("hosts")));
    t.recommendation = QStringLiteral(
                           "Plan %1 hosts or more (2 FTT + 2) for a rebuild after a "
                           "host failure.")
                           .arg(count(f.value("min_hosts")));
  } else if (c == "backing_destage_bottleneck") {
    const std::string bound = f.label("bound_by");
    const double demand = f.value("demand_mbps"), now = f.value("destage_mbps");
    t.title = QStringLiteral("The backing array is the bottleneck");
    t.message =
        QStringLiteral(
            "%1 %2 on average, but the array and its storage network absorb %3 of "
            "destaged writes (bound by the %4): every write-back buffer fills whatever its "
            "size.")
            .arg(f.value("write_back_vms") == 1 ? QStringLiteral("The one write-back VM writes")
                                                : QStringLiteral("The %1 write-back VMs write")
                                                      .arg(count(f.value("write_back_vms"))),
                 mbps(demand), mbps(now), boundWords(bound));
    const QString target =
        now > 0
            ? QStringLiteral("Raise the array's destage capacity to at least %1 (%2)")
                  .arg(mbps(demand), formatChange(demand / now))
            : QStringLiteral("Give the array a destage capacity of at least %1").arg(mbps(demand));
    if (bound == "fabric")
      t.recommendation = target + QStringLiteral(": more storage paths or faster storage links.");
    else if (bound == "measured")
      t.recommendation =
          target + QStringLiteral(": the measured destage rate is what the array delivers today.");
    else
      t.recommendation =
          target + QStringLiteral(
                       ": more or faster disks, RAID10 instead of parity RAID, or full-stripe "
                       "destaging (up to %1 on these disks and storage paths).")
                       .arg(mbps(f.value("destage_ceiling_mbps")));
  } else {
    return false;
  }
  return true;
}

bool describeStreams(const Finding& f, const Scenario& s, FindingText& t)
{
  const std::string& c = f.code;
  const QString raid = raidGroupName(f);
  if (c == "streams_invalid") {
    t.title = QStringLiteral("Sequential streams not evaluated");
    t.message = QStringLiteral("The sequential streams could not be evaluated (%1).")
                    .arg(QString::fromStdString(f.label("problem")));
    return true;
  }
  t.subject = raid;
  if (c == "streams_saturated") {
    t.title = QStringLiteral("RAID group saturated by other load");
    t.message = QStringLiteral(
                    "%1's busiest disk is %2 busy with %3 IOPS of background random load (%4 "
                    "reads of %5) before any stream runs: the %6 asking %7 wait behind a queue "
                    "that grows without bound, so no convoy can be told apart.")
                    .arg(raid, pct(f.value("background_utilization")),
                         formatNumber(f.value("background_iops")), pct(f.value("read_fraction")),
                         kib(f.value("background_io_kib")), streamCount(f.value("streams")),
                         mbps(f.value("demand_mbps")));
    if (f.values.count("disks_needed"))
      t.action = QStringLiteral("disks:%1:%2").arg(raid, count(f.value("disks_needed")));
    t.recommendation =
        f.values.count("disks_needed")
            ? QStringLiteral(
                  "Relieve %1 first: it needs %2 disks (it has %3) to carry its %4 IOPS of "
                  "background load at the %5 limit; no convoy fix helps while it is saturated.")
                  .arg(raid, count(f.value("disks_needed")), count(f.value("disks")),
                       formatNumber(f.value("background_iops")), pct(f.value("limit")))
            : QStringLiteral(
                  "Move part of the %1 IOPS of background load off %2 first; no convoy fix "
                  "helps while it is saturated.")
                  .arg(formatNumber(f.value("background_iops")), raid);
  } else if (c == "streams_convoy" || c == "streams_no_convoy") {
    const bool convoy = c == "streams_convoy";
    const std::string risk = f.label("risk");
    t.title = convoy ? QStringLiteral("Stripe convoy risk: %1").arg(QString::fromStdString(risk))
                     : QStringLiteral("Sequential streams run freely");
    t.change = false;
    t.message = QStringLiteral(
                    "On %1, %2 of %3 I/Os asking %4 in all on %5 data members with %6 "
                    "segments: expected %7 (%8 per stream; bound %9")
                    .arg(raid, streamCount(f.value("streams")), kib(f.value("io_kib")),
                         mbps(f.value("demand_mbps")), count(f.value("data_members")),
                         kib(f.value("segment_kib")), mbps(f.value("expected_mbps")),
                         mbps(f.value("per_stream_mbps")), mbps(f.value("upper_bound_mbps")));
    t.message += QStringLiteral(", full-convoy floor %1)").arg(mbps(f.value("convoy_floor_mbps")));
    t.message += QStringLiteral(": %1").arg(convoyReasonText(f.label("reason")));
    if (f.values.count("mean_occupied_members") && f.values.count("random_occupied_members"))
      t.message += QStringLiteral(", on %1 members on average where random positions would use %2")
                       .arg(formatNumber(f.value("mean_occupied_members"), 3),
                            formatNumber(f.value("random_occupied_members"), 3));
    if (f.values.count("time_to_bunching_s"))
      t.message +=
          QStringLiteral("; they bunch within %1").arg(secs(f.value("time_to_bunching_s")));
    t.message += QLatin1Char('.');
    if (f.values.count("background_utilization"))
      t.message += QStringLiteral(
                       " The background load (%1 IOPS) keeps the busiest disk %2 busy on its "
                       "own; the floor counts it.")
                       .arg(formatNumber(f.value("background_iops")),
                            pct(f.value("background_utilization")));
    if (f.label("below_floor") == "yes")
      t.message += QStringLiteral(
          " The simulated placements land below the floor, which takes every positioning at "
          "the disk's mean time: read the expected figure as the lower one.");
    if (convoy)
      t.recommendation =
          QStringLiteral(
              "On %1 the streams reach %2 of the %3 they could: the fixes below are each "
              "simulated.")
              .arg(raid, mbps(f.value("expected_mbps")), mbps(f.value("upper_bound_mbps")));
  } else if (c == "streams_fix") {
    const QString fix = fixWords(f, s);
    t.title = QStringLiteral("Convoy fix: %1").arg(fix);
    t.message = QStringLiteral(
                    "With %1 the streams on %2 are predicted at %3 (%4 per stream), against %5 "
                    "now: %6.")
                    .arg(fix, raid, mbps(f.value("predicted_mbps")),
                         mbps(f.value("predicted_per_stream_mbps")), mbps(f.value("current_mbps")),
                         formatChange(1 + f.value("gain")));
    t.message += capacityChange(f);
    t.recommendation =
        QStringLiteral(
            "On %1, use %2: the streams would reach %3 instead of %4 (%5); "
            "convoy risk with this fix: %6.")
            .arg(raid, fix, mbps(f.value("predicted_mbps")), mbps(f.value("current_mbps")),
                 formatChange(1 + f.value("gain")), QString::fromStdString(f.label("risk")));
    t.recommendation += capacityChange(f);  // what the layout costs in space, said with it
  } else if (c == "streams_truncated") {
    t.subject.clear();
    t.title = QStringLiteral("Stream simulation shortened");
    t.message = QStringLiteral(
                    "The stream simulation hit its event budget and covered %1 (%2 events): "
                    "its figures are less certain.")
                    .arg(secs(f.value("horizon_s")), formatNumber(f.value("events")));
  } else if (c == "streams_work_capped") {
    t.subject.clear();
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
  } else {
    t.subject.clear();
    return false;
  }
  return true;
}

}  // namespace accel::ui::detail
