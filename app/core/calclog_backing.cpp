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

/// What weighs each VM group in the array's write mix behind s_d.
QString mixWeighing(const BackingResult& b)
{
  for (const std::optional<double>& r : b.options.reached_write_mbps)
    if (r)
      return QStringLiteral(
          "mean destaged write size (groups by the rate they write; a group "
          "held back by the rate it reaches)");
  return QStringLiteral("mean destaged write size (groups by their mean write rate)");
}

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
  term(c, "s_d", mixWeighing(b), val(b.destage_io_kib, Unit::KiB));
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
    if (b.write_through_disk_share > 0) {
      // Write-through VMs beside write-back VMs take their share first.
      term(c, "u_wt, W_wt",
           QStringLiteral("share of the disks' free time and the writes of the write-through "
                          "VMs beside the write-back VMs"),
           QStringLiteral("%1, %2").arg(val(b.write_through_disk_share, Unit::Fraction),
                                        val(b.write_through_beside_mbps, Unit::MBps)));
      c.steps << QStringLiteral("C = min((1 − %1) × %2, %3 − %4) = %5")
                     .arg(n(b.write_through_disk_share), n(b.disk_write_mbps_available),
                          n(b.fabric_write_mbps_available), n(b.write_through_beside_mbps),
                          val(b.write_mbps_capacity, Unit::MBps));
    } else {
      c.steps << QStringLiteral("C = min(%1, %2) = %3")
                     .arg(n(b.disk_write_mbps_available), n(b.fabric_write_mbps_available),
                          val(b.write_mbps_capacity, Unit::MBps));
    }
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

CalcEntry datastoreWriteThrough(const Scenario& s, const Evaluation& e)
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
  // R_disks is a write of the random load's size; each write-through group's writes pay
  // their own size's.
  if (const std::function<double(double)> at = datastoreWriteLatencyAt(b)) {
    for (std::size_t g = 0; g < s.vm_groups.size(); ++g) {
      const VmGroup& vg = s.vm_groups[g];
      if (vg.write_policy.isWriteBack() || !vg.write_io_histogram.empty())
        continue;
      c.terms.append({QStringLiteral("R(%1)").arg(val(vg.write_io_kib, Unit::KiB)),
                      QStringLiteral("R for write-through group %1's writes of %2 (t_fe + "
                                     "R_disks of that size)")
                          .arg(g + 1)
                          .arg(val(vg.write_io_kib, Unit::KiB)),
                      us(at(vg.write_io_kib))});
    }
  }
  c.result = us(b.datastore_write_latency_us);
  return c;
}

// ---- All-flash array ---------------------------------------------------------------------

const Source kFlashSource = {
    "flasharray",
    "Lazowska, Zahorjan, Graham & Sevcik 1984 (utilisation law, Little's law, asymptotic "
    "bounds); Erlang C (M/M/c); the array's datasheet (IOPS and bandwidth ceilings, latency)"};

CalcEntry flashDestage(const Evaluation& e)
{
  const BackingResult& b = e.backing;
  const AllFlashResult& f = *b.all_flash;
  CalcEntry c = entry("backing.write_mbps_capacity", kBacking,
                      QStringLiteral("Destage capacity (cluster)"), kFlashSource);
  if (b.bound_by == DestageBound::Measured) {
    c.formula = QStringLiteral("C = the measured destage rate (backing.destage_mbps)");
    c.result = val(b.write_mbps_capacity, Unit::MBps);
    return c;
  }
  c.formula = QStringLiteral(
      "C = min(C_array, C_fabric)\n"
      "C_array = (1 \u2212 \u03c1) \u00d7 1000 ms / D_MB,  D_MB = \u03a3 share_i \u00d7 "
      "max(1000 / IOPS_w, s_i / B_w) / s_i\n"
      "C_fabric = H \u00d7 P \u00d7 r_path \u2212 W_bg");
  term(c, "s_d", mixWeighing(b), val(b.destage_io_kib, Unit::KiB));
  term(c, "IOPS_w, B_w", QStringLiteral("the array's write IOPS and bandwidth ceilings"),
       QStringLiteral("%1, %2").arg(val(f.array.write_iops, Unit::Iops),
                                    val(f.array.write_mbps, Unit::MBps)));
  term(c, "\u03c1", QStringLiteral("the array's utilisation by the background random load"),
       val(f.random_load.utilization, Unit::Fraction));
  term(c, "H, P, r_path", QStringLiteral("destaging hosts, paths each uses, payload per path"),
       QStringLiteral("%1, %2, %3")
           .arg(b.destaging_hosts)
           .arg(b.fabric.paths_used)
           .arg(val(b.fabric.path_mbps, Unit::MBps)));
  term(c, "W_bg", QStringLiteral("writes of the background random load"),
       val(b.background_write_mbps, Unit::MBps));
  c.steps << QStringLiteral("D_MB = %1 ms per MB; C_array = (1 \u2212 %2) \u00d7 %3 = %4")
                 .arg(n(f.destage_ms_per_mb), n(f.random_load.utilization),
                      val(f.destage_mbps, Unit::MBps), val(f.destage_mbps_available, Unit::MBps));
  c.steps << QStringLiteral("C_fabric = %1").arg(val(b.fabric_write_mbps_available, Unit::MBps));
  c.steps << QStringLiteral("C = min(%1, %2) = %3")
                 .arg(n(f.destage_mbps_available), n(b.fabric_write_mbps_available),
                      val(b.write_mbps_capacity, Unit::MBps));
  c.result = val(b.write_mbps_capacity, Unit::MBps);
  return c;
}

CalcEntry flashRandomIops(const Scenario& s, const Evaluation& e)
{
  const AllFlashResult& f = *e.backing.all_flash;
  const RandomLoad& load = s.backing.random_load;
  CalcEntry c =
      entry("backing.random_iops", kBacking, QStringLiteral("Random IOPS (array)"), kFlashSource);
  c.formula = QStringLiteral(
      "X = 1000 ms / (R \u00d7 D_r + (1 \u2212 R) \u00d7 D_w)\n"
      "D_k = max(1000 ms / IOPS_k, s / B_k)   (the IOPS ceiling or the bandwidth ceiling)");
  term(c, "R, s", QStringLiteral("read share and size of the background random I/Os"),
       QStringLiteral("%1, %2").arg(val(load.read_fraction, Unit::Fraction),
                                    val(load.io_kib, Unit::KiB)));
  term(c, "IOPS_r, IOPS_w", QStringLiteral("IOPS ceilings for I/Os up to 4 KiB"),
       QStringLiteral("%1, %2").arg(val(f.array.read_iops, Unit::Iops),
                                    val(f.array.write_iops, Unit::Iops)));
  term(c, "B_r, B_w", QStringLiteral("bandwidth ceilings"),
       QStringLiteral("%1, %2").arg(val(f.array.read_mbps, Unit::MBps),
                                    val(f.array.write_mbps, Unit::MBps)));
  c.steps << QStringLiteral("X = 1000 / %1 = %2 (%3)")
                 .arg(n(f.random_mix.demand_ms), val(f.random_mix.iops, Unit::Iops),
                      f.random_mix.bandwidth_bound ? QStringLiteral("bandwidth-bound")
                                                   : QStringLiteral("IOPS-bound"));
  if (f.random_mix.degraded_iops)
    c.note = QStringLiteral("With one of %1 controllers failed: %2.")
                 .arg(f.array.controllers)
                 .arg(val(*f.random_mix.degraded_iops, Unit::Iops));
  c.result = val(f.random_mix.iops, Unit::Iops);
  return c;
}

CalcEntry flashUtilization(const Scenario& s, const Evaluation& e)
{
  const AllFlashResult& f = *e.backing.all_flash;
  CalcEntry c = entry("backing.all_flash.utilization", kBacking,
                      QStringLiteral("All-flash array utilisation"), kFlashSource);
  c.formula = QStringLiteral("\u03c1 = \u03bb / X");
  term(c, "\u03bb", QStringLiteral("background random load"),
       val(s.backing.random_load.iops, Unit::Iops));
  term(c, "X", QStringLiteral("the array's random IOPS for the mix"),
       val(f.random_mix.iops, Unit::Iops));
  c.steps << QStringLiteral("\u03c1 = %1 / %2 = %3")
                 .arg(n(s.backing.random_load.iops), n(f.random_mix.iops),
                      val(f.random_load.utilization, Unit::Fraction));
  c.result = val(f.random_load.utilization, Unit::Fraction);
  return c;
}

CalcEntry flashWrite(const Scenario& s, const Evaluation& e)
{
  const AllFlashResult& f = *e.backing.all_flash;
  CalcEntry c = entry("backing.all_flash.write_latency_ms", kBacking,
                      QStringLiteral("All-flash array write"), kFlashSource);
  c.formula = QStringLiteral(
      "R = L_w(s) + C(c, c\u03c1) \u00d7 L_0 / (c (1 \u2212 \u03c1))   (M/M/c, Erlang C)\n"
      "c = X \u00d7 L_0   (Little's law: the I/Os in service at the ceiling)");
  term(c, "s", QStringLiteral("random write size"), val(s.backing.random_load.io_kib, Unit::KiB));
  term(c, "L_w(s)", QStringLiteral("one write on the idle array"),
       us(f.array.idleLatencyMs(s.backing.random_load.io_kib, false) * 1000.0));
  term(c, "L_0", QStringLiteral("the mix's low-load latency"),
       us(f.random_mix.idle_latency_ms * 1000.0));
  term(c, "c", QStringLiteral("I/Os in service at once"), QString::number(f.random_mix.servers));
  term(c, "\u03c1", QStringLiteral("utilisation"), val(f.random_load.utilization, Unit::Fraction));
  if (f.random_load.write_latency_ms) {
    c.steps << QStringLiteral("R = %1").arg(us(*f.random_load.write_latency_ms * 1000.0));
    c.result = us(*f.random_load.write_latency_ms * 1000.0);
  } else {
    c.steps << QStringLiteral("\u03c1 \u2265 100 %: the queue grows without bound.");
    c.result = QStringLiteral("unbounded");
  }
  return c;
}

CalcEntry flashDatastoreWrite(const Evaluation& e)
{
  const BackingResult& b = e.backing;
  CalcEntry c = entry("backing.datastore_write_latency_us", kBacking,
                      QStringLiteral("Datastore write (write-through)"), kFlashSource);
  c.formula = QStringLiteral("R = t_fabric + R_array");
  term(c, "t_fabric",
       QStringLiteral("the storage path without an array controller (the array's own latency "
                      "replaces it)"),
       us(b.front_end_latency_us));
  term(c, "R_array", QStringLiteral("a write on the all-flash array under the background load"),
       us(b.disk_write_latency_us));
  c.steps << QStringLiteral("R = %1 + %2 = %3")
                 .arg(us(b.front_end_latency_us), us(b.disk_write_latency_us),
                      us(b.datastore_write_latency_us));
  c.result = us(b.datastore_write_latency_us);
  return c;
}

// ---- Hyperconverged backing -------------------------------------------------------------

const Source kHciSource = {
    "hyperconverged",
    "VMware Virtual SAN 5.5 design and sizing guide (copies, witnesses, write buffer, slack); "
    "Lazowska, Zahorjan, Graham & Sevcik 1984 (utilisation law); Erlang C (M/M/c)"};

CalcEntry hciTraffic(const Evaluation& e)
{
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  const HyperconvergedResult& r = h.at_load;
  const double hosts = h.design.hosts;
  CalcEntry c = entry("backing.hyperconverged.tx_mbps_per_host", kBacking,
                      QStringLiteral("Hyperconverged network traffic (per host)"), kHciSource);
  c.formula = QStringLiteral(
      "T_ij = W (FTT + 1) / H + R / H   (each ordered pair of hosts i \u2260 j)\n"
      "tx = W (FTT + 1)(H \u2212 1) / H + R (H \u2212 1) / H\n"
      "U_net = tx / (links \u00d7 rate \u00d7 \u03b7)");
  term(c, "W", QStringLiteral("writes per host (the VMs' mean and the background's)"),
       val(h.write_mbps_per_host, Unit::MBps));
  term(c, "R", QStringLiteral("reads per host reaching the datastore"),
       val(h.read_mbps_per_host, Unit::MBps));
  term(c, "FTT, H", QStringLiteral("failures to tolerate, hosts"),
       QStringLiteral("%1, %2").arg(h.design.failures_to_tolerate).arg(h.design.hosts));
  term(c, "links \u00d7 rate \u00d7 \u03b7", QStringLiteral("one host's port payload"),
       val(r.link_payload_mbps, Unit::MBps));
  const double tx = r.tx_mbps.empty() ? 0.0 : r.tx_mbps.front();
  c.steps << QStringLiteral("tx = %1 \u00d7 %2 \u00d7 %3 / %4 + %5 \u00d7 %3 / %4 = %6")
                 .arg(n(h.write_mbps_per_host), QString::number(r.copies), n(hosts - 1.0), n(hosts),
                      n(h.read_mbps_per_host), val(tx, Unit::MBps));
  c.steps << QStringLiteral("U_net = %1 / %2 = %3")
                 .arg(n(tx), n(r.link_payload_mbps), val(r.network_utilization, Unit::Fraction));
  c.result = val(tx, Unit::MBps);
  return c;
}

CalcEntry hciDestage(const Evaluation& e)
{
  const BackingResult& b = e.backing;
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  CalcEntry c = entry("backing.write_mbps_capacity", kBacking,
                      QStringLiteral("Destage capacity (cluster)"), kHciSource);
  if (b.bound_by == DestageBound::Measured) {
    c.formula = QStringLiteral("C = the measured destage rate (backing.destage_mbps)");
    c.result = val(b.write_mbps_capacity, Unit::MBps);
    return c;
  }
  c.formula = QStringLiteral(
      "C = min over network, cache devices, capacity disks of (1 \u2212 U_bg) / D\n"
      "D = the resource's utilisation per MB/s of the cluster's writes (each write lands as "
      "FTT + 1 copies, is read back from the cache device and destaged to a capacity disk)");
  const struct {
    const char* name;
    const HciResourceLoad* r;
  } rs[] = {{"network", &h.network}, {"cache", &h.cache}, {"disks", &h.disks}};
  for (const auto& x : rs) {
    c.steps << QStringLiteral("%1: (1 \u2212 %2) / %3 per MB/s = %4")
                   .arg(QString::fromLatin1(x.name), n(x.r->background), n(x.r->per_write_mbps),
                        val(x.r->write_mbps_capacity, Unit::MBps));
  }
  c.steps << QStringLiteral("C = %1 (bound by the %2)")
                 .arg(val(h.write_mbps_capacity, Unit::MBps),
                      QString::fromLatin1(hciBoundWord(h.write_bound_by)));
  c.result = val(b.write_mbps_capacity, Unit::MBps);
  return c;
}

CalcEntry hciUtilization(const Evaluation& e)
{
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  const HyperconvergedResult& r = h.at_load;
  CalcEntry c = entry("backing.hyperconverged.max_utilization", kBacking,
                      QStringLiteral("Hyperconverged utilisation"), kHciSource);
  c.formula = QStringLiteral(
      "U_cache = [N_w (FTT + 1) D_w + (N_w (FTT + 1) + h N_r) D_r] / G\n"
      "U_disks = [N_w (FTT + 1) + (1 \u2212 h) N_r] \u00d7 S / (G \u00d7 n)\n"
      "U = max(U_net, U_cache, U_disks)");
  term(c, "G, n", QStringLiteral("disk groups per host, capacity disks per group"),
       QStringLiteral("%1, %2")
           .arg(h.design.disk_groups_per_host)
           .arg(h.design.capacity_disks_per_group));
  term(c, "h", QStringLiteral("read cache hit ratio"),
       val(h.design.read_cache_hit, Unit::Fraction));
  term(c, "N_w (FTT + 1)", QStringLiteral("writes landing in one host's buffers"),
       val(r.destage_iops, Unit::Iops));
  c.steps << QStringLiteral("U_net = %1, U_cache = %2, U_disks = %3")
                 .arg(val(r.network_utilization, Unit::Fraction),
                      val(r.cache_utilization, Unit::Fraction),
                      val(r.disk_utilization, Unit::Fraction));
  c.steps << QStringLiteral("U = %1 (%2)")
                 .arg(val(r.max_utilization, Unit::Fraction),
                      QString::fromLatin1(hciBoundWord(r.bound_by)));
  c.result = val(r.max_utilization, Unit::Fraction);
  return c;
}

CalcEntry hciDatastoreWrite(const Evaluation& e)
{
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  CalcEntry c = entry("backing.datastore_write_latency_us", kBacking,
                      QStringLiteral("Datastore write (write-through)"), kHciSource);
  c.formula = QStringLiteral(
      "R = p_remote \u00d7 (2 t_stack + s / B_port) + R_cache\n"
      "R_cache = t_w(s) + C(c, c\u03c1) t_w(s) / (c (1 \u2212 \u03c1))   (M/M/c, Erlang C)");
  term(c, "p_remote", QStringLiteral("writes with a copy on another host"),
       val(h.remote_share, Unit::Fraction));
  term(c, "t_stack", QStringLiteral("network stack latency per direction"),
       us(h.design.network.stack_latency_us));
  term(c, "s, B_port", QStringLiteral("write size, one host's port payload"),
       QStringLiteral("%1, %2").arg(val(h.vm_writes.io_kib, Unit::KiB),
                                    val(h.background_only.link_payload_mbps, Unit::MBps)));
  term(c, "\u03c1", QStringLiteral("cache device utilisation by the background"),
       val(h.background_only.cache_utilization, Unit::Fraction));
  c.steps << QStringLiteral("R = %1 + %2 = %3")
                 .arg(us(h.network_latency_us), us(h.cache_latency_us), us(h.write_latency_us));
  c.result = us(h.write_latency_us);
  return c;
}

CalcEntry hciCapacity(const Evaluation& e)
{
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  const HyperconvergedResult& r = h.at_load;
  CalcEntry c = entry("backing.hyperconverged.usable_capacity_gb", kBacking,
                      QStringLiteral("Hyperconverged capacity and rebuild"), kHciSource);
  c.formula = QStringLiteral(
      "usable = raw \u00d7 (1 \u2212 slack) / (FTT + 1)\n"
      "rebuild: a host's data at the slack limit over min(survivors' spare network, survivors' "
      "spare disk rate); needs 2 FTT + 2 hosts");
  term(c, "raw", QStringLiteral("capacity disks of all hosts"), val(r.raw_capacity_gb, Unit::GB));
  term(c, "slack", QStringLiteral("kept free"), val(h.design.slack_fraction, Unit::Fraction));
  c.steps << QStringLiteral("usable = %1 \u00d7 (1 \u2212 %2) / %3 = %4")
                 .arg(n(r.raw_capacity_gb), n(h.design.slack_fraction), QString::number(r.copies),
                      val(r.usable_capacity_gb, Unit::GB));
  if (r.rebuild_possible && r.rebuild_mbps > 0)
    c.steps << QStringLiteral("rebuild: %1 at %2 = %3")
                   .arg(val(r.rebuild_gb, Unit::GB), val(r.rebuild_mbps, Unit::MBps),
                        val(r.rebuild_hours * 3600.0, Unit::DurationS));
  else
    c.steps << QStringLiteral("rebuild: not possible (%1 hosts, at least %2 needed)")
                   .arg(h.design.hosts)
                   .arg(2 * h.design.failures_to_tolerate + 2);
  c.result = val(r.usable_capacity_gb, Unit::GB);
  return c;
}

}  // namespace

QList<CalcEntry> backingCalcEntries(const Scenario& s, const Evaluation& e)
{
  QList<CalcEntry> out;
  const BackingResult& b = e.backing;
  if (!b.valid)
    return out;
  if (e.hyperconverged && e.hyperconverged->valid) {
    out << hciDestage(e) << hciTraffic(e) << hciUtilization(e) << hciDatastoreWrite(e)
        << hciCapacity(e);
    return out;
  }
  if (b.all_flash) {
    out << flashDestage(e) << flashRandomIops(s, e) << flashUtilization(s, e)
        << flashDatastoreWrite(e) << flashWrite(s, e);
    return out;
  }
  out << destageCapacity(e) << randomIops(s, e);
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i)
    if (b.raid_groups[i].valid && b.raid_groups[i].load_iops > 0)
      out << busiestDisk(e, i);
  out << datastoreWriteThrough(s, e);
  if (!b.raid_groups.empty() && b.raid_groups.front().valid)
    out << datastoreWrite(s, e);
  return out;
}

}  // namespace accel::ui::detail
