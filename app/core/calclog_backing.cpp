// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The calculation log's entries for the backing array (docs/report.md, "Calculation log").
#include "app/core/calclog_parts.h"
#include "app/core/params.h"

namespace accel::ui::detail {

namespace {

const char* kBacking = "Backing array";
const Source kDestageSource = {
    "backing",
    "Chen, Lee, Gibson, Katz & Patterson 1994 (RAID write costs); Ruemmler & Wilkes 1994 (disk "
    "service time); Seltzer, Chen & Ousterhout 1990 and Worthington, Ganger & Patt 1994 (disk "
    "scheduling)"};
const Source kDatastoreSource = {"backing",
                                 "the array's datasheet (write cache size, front-end latency)"};
const Source kIopsSource = {
    "backing",
    "Ruemmler & Wilkes 1994 (disk service time); Chen, Lee, Gibson, Katz & Patterson 1994 "
    "(RAID geometry)"};
const Source kLatencySource = {
    "backing", "Kleinrock 1975 (M/G/1, Pollaczek-Khinchine); Nelson & Tantawi 1988 (fork-join)"};

// ---- Backing array ----------------------------------------------------------------------

CalcEntry destageCapacity(const Evaluation& e)
{
  const BackingResult& b = e.backing;
  CalcEntry c = entry("backing.write_mbps_capacity", kBacking,
                      QStringLiteral("Destage capacity (cluster)"), kDestageSource);
  if (b.bound_by == DestageBound::Measured) {
    c.formula = QStringLiteral("C = the measured destage rate (backing.destage_mbps)");
    c.steps << QStringLiteral("C = %1").arg(val(b.write_mbps_capacity, Unit::MBps));
    c.result = val(b.write_mbps_capacity, Unit::MBps);
    return c;
  }
  c.formula = QStringLiteral(
      "C = min(C_disks, C_fabric)\n"
      "C_fabric = H \u00d7 P \u00d7 r_path \u2212 W_bg\n"
      "C_disks = min over RAID groups of C_g / share_g   (destaged writes of s_d, each member "
      "write positioned in t_pos, in the time the background load leaves)\n"
      "q = H \u00d7 min(Q_lun, Q_hba) \u00d7 share_g \u00d7 m / n, at most 32   (member "
      "writes pending at each disk, sorted and coalesced patterns)");
  const QString pattern = QString::fromLatin1(destagePatternWord(b.destage_pattern));
  term(c, "pattern", QStringLiteral("how the array receives destaged writes"), pattern);
  term(c, "s_d", QStringLiteral("mean destaged write size"), val(b.destage_io_kib, Unit::KiB));
  term(c, "H", QStringLiteral("hosts destaging (hosts running write-back VMs)"),
       QString::number(b.destaging_hosts));
  term(c, "P", QStringLiteral("storage paths each host uses"),
       QString::number(b.fabric.paths_used));
  term(c, "r_path", QStringLiteral("write payload one path carries"),
       val(b.fabric.path_mbps, Unit::MBps));
  term(c, "W_bg", QStringLiteral("writes of the background random load"),
       val(b.background_write_mbps, Unit::MBps));
  term(c, "H \u00d7 min(Q_lun, Q_hba)", QStringLiteral("destage writes in flight, cluster"),
       n(b.destage_outstanding_writes));
  for (std::size_t i = 0; i < b.raid_groups.size() && i < 6; ++i) {
    const RaidGroupResult& g = b.raid_groups[i];
    if (!g.valid)
      continue;
    term(c, "C_g, share_g",
         QStringLiteral("RAID group %1: destage capacity after the background load, share of "
                        "the load")
             .arg(i + 1),
         QStringLiteral("%1, %2").arg(val(g.destage_write_mbps_available, Unit::MBps),
                                      val(g.load_share, Unit::Fraction)));
    if (b.destage_pattern == DestagePattern::Sorted ||
        b.destage_pattern == DestagePattern::Coalesced)
      c.steps << QStringLiteral(
                     "RAID group %1: q = %2 per disk, t_pos = %3 by %4 against %5 one "
                     "at a time")
                     .arg(i + 1)
                     .arg(n(g.destage_queue_per_disk), val(g.destage_positioning_ms, Unit::Ms),
                          QString::fromLatin1(diskSchedulingWord(b.disk_scheduling)),
                          val(g.disk_positioning_ms, Unit::Ms));
  }
  term(c, "C_disks", QStringLiteral("what the disks take"),
       val(b.disk_write_mbps_available, Unit::MBps));
  if (b.fabric.valid) {
    term(c, "C_fabric", QStringLiteral("what the storage network carries"),
         val(b.fabric_write_mbps_available, Unit::MBps));
    c.steps << QStringLiteral("C_fabric = %1 \u00d7 %2 \u00d7 %3 \u2212 %4 = %5")
                   .arg(b.destaging_hosts)
                   .arg(b.fabric.paths_used)
                   .arg(n(b.fabric.path_mbps), n(b.background_write_mbps),
                        val(b.fabric_write_mbps_available, Unit::MBps));
    c.steps << QStringLiteral("C = min(%1, %2) = %3")
                   .arg(n(b.disk_write_mbps_available), n(b.fabric_write_mbps_available),
                        val(b.write_mbps_capacity, Unit::MBps));
  } else {
    c.steps << QStringLiteral("C = C_disks = %1 (the storage network could not be evaluated)")
                   .arg(val(b.write_mbps_capacity, Unit::MBps));
  }
  c.result = val(b.write_mbps_capacity, Unit::MBps);
  c.note = QStringLiteral(
               "Bound by the %1, %2 destaging. The range: %3 at random, one at a time (the "
               "floor), to %4 as full stripes%5 (the ceiling).")
               .arg(b.bound_by == DestageBound::Fabric ? QStringLiteral("storage network")
                                                       : QStringLiteral("disks"),
                    pattern, val(b.destage_floor_mbps, Unit::MBps),
                    val(b.destage_ceiling_mbps, Unit::MBps),
                    b.ceiling_bound_by == DestageCeiling::Fabric
                        ? QStringLiteral(", capped by the storage network")
                        : QString());
  return c;
}

CalcEntry randomIops(const Scenario& s, const Evaluation& e)
{
  const BackingResult& b = e.backing;
  const RandomLoad& load = s.backing.random_load;
  CalcEntry c =
      entry("backing.random_iops", kBacking, QStringLiteral("Random IOPS (array)"), kIopsSource);
  c.formula = QStringLiteral(
      "X = min over RAID groups of X_g / share_g\n"
      "X_g = 1000 ms / D_max, D_max = max over disks of (R \u00d7 ms_read + (1 \u2212 R) "
      "\u00d7 ms_write)");
  term(c, "R, s", QStringLiteral("read share and size of the background random I/Os"),
       QStringLiteral("%1, %2").arg(val(load.read_fraction, Unit::Fraction),
                                    val(load.io_kib, Unit::KiB)));
  QStringList array;
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i) {
    const RaidGroupResult& g = b.raid_groups[i];
    if (!g.valid)
      continue;
    term(c, "D_max, share",
         QStringLiteral("RAID group %1 (%2 x %3): busiest disk's ms per array I/O, share of "
                        "the load")
             .arg(i + 1)
             .arg(g.disks)
             .arg(raidLevelWord(g.level)),
         QStringLiteral("%1, %2").arg(val(g.max_disk_ms_per_io, Unit::Ms),
                                      val(g.load_share, Unit::Fraction)));
    c.steps << QStringLiteral("X_%1 = 1000 / %2 = %3")
                   .arg(i + 1)
                   .arg(n(g.max_disk_ms_per_io), val(g.random_iops, Unit::Iops));
    array << QStringLiteral("%1 / %2").arg(n(g.random_iops), n(g.load_share));
  }
  c.steps << QStringLiteral("X = min(%1) = %2")
                 .arg(array.join(QStringLiteral(", ")), val(b.random_iops, Unit::Iops));
  if (!b.raid_groups.empty() && b.raid_groups.front().valid) {
    const RaidGroupResult& g = b.raid_groups.front();
    c.note = QStringLiteral(
                 "The textbook form N \u00d7 IOPS_disk / (R + (1 \u2212 R) \u00d7 P_w) gives "
                 "%1 \u00d7 %2 / (%3 + %4 \u00d7 %5) = %6 for RAID group 1; the model also "
                 "counts I/Os that split over two members.")
                 .arg(g.disks)
                 .arg(n(g.disk_random_iops), n(load.read_fraction), n(1.0 - load.read_fraction))
                 .arg(g.write_penalty)
                 .arg(val(g.harmonic_iops, Unit::Iops));
  }
  c.result = val(b.random_iops, Unit::Iops);
  return c;
}

CalcEntry busiestDisk(const Evaluation& e, std::size_t i)
{
  const RaidGroupResult& g = e.backing.raid_groups[i];
  CalcEntry c =
      entry("", kBacking, QStringLiteral("Busiest disk of RAID group %1").arg(i + 1), kIopsSource);
  c.key = QStringLiteral("backing.raid_groups[%1].max_utilization").arg(i);
  c.formula = QStringLiteral("\u03c1 = \u03bb \u00d7 D_max / 1000 ms");
  term(c, "\u03bb", QStringLiteral("the group's share of the background random load"),
       val(g.load_iops, Unit::Iops));
  term(c, "D_max", QStringLiteral("busiest disk's ms per array I/O"),
       val(g.max_disk_ms_per_io, Unit::Ms));
  c.steps << QStringLiteral("\u03c1 = %1 \u00d7 %2 / 1000 = %3")
                 .arg(n(g.load_iops), n(g.max_disk_ms_per_io),
                      val(g.max_utilization, Unit::Fraction));
  c.result = val(g.max_utilization, Unit::Fraction);
  return c;
}

CalcEntry datastoreWrite(const Scenario& s, const Evaluation& e)
{
  const RaidGroupResult& g = e.backing.raid_groups.front();
  CalcEntry c = entry("backing.raid_groups[0].write_latency_ms", kBacking,
                      QStringLiteral("Disk write (RAID group 1)"), kLatencySource);
  c.formula = QStringLiteral(
      "R = \u03a3 over the write's phases of F_k(\u03c1) \u00d7 (S + W_q)\n"
      "W_q = \u03bb E[S\u00b2] / (2 (1 \u2212 \u03c1))   (M/G/1 per disk, "
      "Pollaczek-Khinchine)\n"
      "F_k = [H_k/H_2 + (4/11)(1 \u2212 H_k/H_2) \u03c1] (12 \u2212 \u03c1) / 8   "
      "(slowest of the k disks a phase touches)");
  term(c, "s", QStringLiteral("random write size"), val(s.backing.random_load.io_kib, Unit::KiB));
  term(c, "k", QStringLiteral("disk I/Os per random write"), n(g.write_member_ios));
  term(c, "S", QStringLiteral("one disk's service time (seek, rotation, transfer)"),
       val(g.disk_service_ms, Unit::Ms));
  term(c, "\u03bb", QStringLiteral("the group's share of the background random load"),
       val(g.load_iops, Unit::Iops));
  term(c, "\u03c1", QStringLiteral("busiest disk's utilisation"),
       val(g.max_utilization, Unit::Fraction));
  term(c, "R_idle", QStringLiteral("the same write on an idle group"),
       us(g.idle_write_latency_ms * 1000.0));
  if (g.write_latency_ms) {
    c.steps << QStringLiteral("R(\u03c1 = %1) = %2")
                   .arg(val(g.max_utilization, Unit::Fraction), us(*g.write_latency_ms * 1000.0));
    c.result = us(*g.write_latency_ms * 1000.0);
  } else {
    c.steps << QStringLiteral("\u03c1 \u2265 100 %: the queue grows without bound.");
    c.result = QStringLiteral("unbounded");
  }
  c.note = QStringLiteral(
      "What a write waits for when the array's write cache is full (or absent); while the "
      "cache keeps up, writes are acknowledged at the storage path's front end.");
  return c;
}

CalcEntry datastoreWriteThrough(const Evaluation& e)
{
  const BackingResult& b = e.backing;
  CalcEntry c = entry("backing.datastore_write_latency_us", kBacking,
                      QStringLiteral("Datastore write (write-through)"), kDatastoreSource);
  c.formula = QStringLiteral(
      "R = t_fe                 while the write cache keeps up (W_array < C_disks)\n"
      "R = t_fe + R_disks       when it is full or absent");
  term(c, "t_fe", QStringLiteral("front end of the storage path: initiator, fabric, controller"),
       us(b.front_end_latency_us));
  term(c, "cache", QStringLiteral("the array's mirrored write cache"),
       val(b.write_cache_mb, Unit::SizeMB));
  term(c, "W_array",
       QStringLiteral("writes the array absorbs in the long run (write-through and destaged)"),
       val(b.array_write_mbps, Unit::MBps));
  term(c, "C_disks", QStringLiteral("what the disks take"),
       val(b.bound_by == DestageBound::Measured ? b.write_mbps_capacity
                                                : b.disk_write_mbps_available,
           Unit::MBps));
  term(c, "R_disks", QStringLiteral("a write on the disks of RAID group 1 (Disk write)"),
       us(b.disk_write_latency_us));
  c.steps << (b.write_cache_keeps_up ? QStringLiteral("%1 < %2: the cache keeps up, R = %3")
                                           .arg(val(b.array_write_mbps, Unit::MBps),
                                                val(b.disk_write_mbps_available, Unit::MBps),
                                                us(b.datastore_write_latency_us))
              : b.write_cache_mb > 0
                  ? QStringLiteral("%1 \u2265 %2: the cache stays full, R = %3 + %4 = %5")
                        .arg(val(b.array_write_mbps, Unit::MBps),
                             val(b.bound_by == DestageBound::Measured ? b.write_mbps_capacity
                                                                      : b.disk_write_mbps_available,
                                 Unit::MBps),
                             us(b.front_end_latency_us), us(b.disk_write_latency_us),
                             us(b.datastore_write_latency_us))
                  : QStringLiteral("no write cache: R = %1 + %2 = %3")
                        .arg(us(b.front_end_latency_us), us(b.disk_write_latency_us),
                             us(b.datastore_write_latency_us)));
  c.result = us(b.datastore_write_latency_us);
  return c;
}

}  // namespace

QList<CalcEntry> backingCalcEntries(const Scenario& s, const Evaluation& e)
{
  QList<CalcEntry> out;
  const BackingResult& b = e.backing;
  if (!b.valid)
    return out;
  out << destageCapacity(e) << randomIops(s, e);
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i)
    if (b.raid_groups[i].valid && b.raid_groups[i].load_iops > 0)
      out << busiestDisk(e, i);
  out << datastoreWriteThrough(e);
  if (!b.raid_groups.empty() && b.raid_groups.front().valid)
    out << datastoreWrite(s, e);
  return out;
}

}  // namespace accel::ui::detail
