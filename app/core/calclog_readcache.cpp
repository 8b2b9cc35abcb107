// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The calculation log's entries for the read cache (the report's "Calculation log").
#include <algorithm>

#include "app/core/calclog_parts.h"
#include "app/core/safetext.h"

namespace accel::ui::detail {

namespace {

const char* kReads = "Read cache";
const Source kCheSource = {
    "readcache",
    "Che, Tung & Wang 2002 (the characteristic time of an LRU cache); Fricker, Robert & Roberts "
    "2012 (its accuracy)"};
const Source kLatencySource = {
    "readcache", "hits at the device's read latency, misses at the datastore's under its load"};
const Source kMemorySource = {
    "readcache",
    "VMware, Performance of vSphere Flash Read Cache in VMware vSphere 5.5, 2013 (memory "
    "against block size)"};
const Source kTierSource = {"readcache",
                            "Che, Tung & Wang 2002 (a cache fed by another cache's misses)"};
const Source kCurveSource = {
    "readcache",
    "the measured hit-ratio curve (Mattson, Gecsei, Slutz & Traiger 1970: an LRU miss-ratio "
    "curve from one pass of a trace)"};
const Source kMoveSource = {"readcache", "the cached data over the vMotion network's rate"};
const Source kDestageSource = {
    "readcache", "the backing array's destage capacity with the reads that reach its disks"};

QString groupTitle(const char* what, const Scenario& s, std::size_t i)
{
  return QStringLiteral("%1 (%2)").arg(QString::fromUtf8(what), userText(s.vm_groups[i].name));
}

QString groupKey(std::size_t i, const char* field)
{
  return QStringLiteral("read_cache.groups[%1].%2").arg(i).arg(QLatin1String(field));
}

CalcEntry curveHitRatio(const Scenario& s, const GroupReadCache& g, std::size_t i)
{
  CalcEntry c = entry("", kReads, groupTitle("Read hit ratio", s, i), kCurveSource);
  c.key = groupKey(i, "hit_ratio");
  c.formula = QStringLiteral(
      "C = S \u00d7 e, e = r / m   (the cache's room for read data; m: mean block space per "
      "read)\n"
      "h = h_(k\u22121) + (h_k \u2212 h_(k\u22121)) \u00d7 (C \u2212 C_(k\u22121)) / (C_k "
      "\u2212 C_(k\u22121))   (linear between (0, 0), the measured points and (W, 1))");
  QStringList points;
  for (const HitRatioPoint& p : s.vm_groups[i].read.hit_ratio_curve)
    points << QStringLiteral("%1: %2").arg(val(p.cache_gib, Unit::GiB),
                                           val(p.hit_ratio, Unit::Fraction));
  term(c, "curve", QStringLiteral("measured cache per VM: hit ratio"),
       points.join(QStringLiteral("; ")));
  term(c, "W", QStringLiteral("working set per VM"), val(g.working_set_gib, Unit::GiB));
  term(c, "S", QStringLiteral("cache per VM"), val(g.cache_gib, Unit::GiB));
  term(c, "e", QStringLiteral("share of the cache holding read data"),
       val(g.fill_efficiency, Unit::Fraction));
  c.steps << QStringLiteral("C = %1 \u00d7 %2 = %3")
                 .arg(val(g.cache_gib, Unit::GiB), n(g.fill_efficiency),
                      val(g.effective_cache_gib, Unit::GiB));
  c.result = val(g.hit_ratio, Unit::Fraction);
  c.steps << QStringLiteral("h(C) = %1").arg(c.result);
  c.note = QStringLiteral("Read from the measured curve, not the skew model.");
  return c;
}

CalcEntry move(const Scenario& s, const GroupReadCache& g, std::size_t i)
{
  CalcEntry c = entry("", kReads, groupTitle("Cache moved with a migration", s, i), kMoveSource);
  c.key = groupKey(i, "move_s");
  c.formula = QStringLiteral(
      "t_m = D \u00d7 2^30 \u00d7 8 / (R \u00d7 10^9)   (D: the cached data per VM in GiB, "
      "2^30 bytes each; R: the vMotion network's rate in Gb/s, 10^9 bit/s)");
  term(c, "D",
       QStringLiteral("cached data per VM (the cache, or the working set in blocks "
                      "when it fits)"),
       val(g.move_gib, Unit::GiB));
  term(c, "R", QStringLiteral("vMotion network"), val(g.vmotion_gbps, Unit::Gbps));
  if (g.move_s) {
    c.result = val(*g.move_s, Unit::DurationS);
    c.steps << QStringLiteral("t_m = %1 \u00d7 2^30 \u00d7 8 / (%2 \u00d7 10^9) = %3")
                   .arg(val(g.move_gib, Unit::GiB), val(g.vmotion_gbps, Unit::Gbps), c.result);
  } else {
    c.result = QStringLiteral("no network");
    c.steps << QStringLiteral("no vMotion network rate: the cache cannot be moved");
  }
  c.note = QStringLiteral(
      "Dropped instead, the cache warms again in the warm-up time; a host "
      "failure always loses it.");
  return c;
}

CalcEntry hitRatio(const Scenario& s, const GroupReadCache& g, std::size_t i)
{
  if (g.measured_curve)
    return curveHitRatio(s, g, i);
  CalcEntry c = entry("", kReads, groupTitle("Read hit ratio", s, i), kCheSource);
  c.key = groupKey(i, "hit_ratio");
  c.formula = QStringLiteral(
      "N = W / r   (blocks read: working set over the mean read size)\n"
      "C = S \u00d7 e, e = r / m   (the cache's room for read data; m: mean block space per "
      "read)\n"
      "\u03a3_c n_c (1 \u2212 exp(\u2212q_c T)) = C / r   (T: characteristic time; class c: n_c "
      "blocks, each read q_c of the time)\n"
      "h = \u03a3_c n_c q_c (1 \u2212 exp(\u2212q_c T))");
  term(c, "W", QStringLiteral("working set per VM"), val(g.working_set_gib, Unit::GiB));
  term(c, "r", QStringLiteral("mean read size"), val(g.read_io_kib, Unit::KiB));
  term(c, "S", QStringLiteral("cache per VM"), val(g.cache_gib, Unit::GiB));
  term(c, "b", QStringLiteral("cache block"), val(g.block_kib, Unit::KiB));
  term(c, "e", QStringLiteral("share of the cache holding read data"),
       val(g.fill_efficiency, Unit::Fraction));
  const ReadProfile& rp = s.vm_groups[i].read;
  if (g.zipf)
    term(c, "\u03b1", QStringLiteral("Zipf exponent: block k read in proportion to k^\u2212\u03b1"),
         n(rp.zipf.value_or(0)));
  else
    term(c, "hot set",
         QStringLiteral("share of the working set and share of the reads it receives"),
         QStringLiteral("%1, %2").arg(val(rp.hot_set_fraction, Unit::Fraction),
                                      val(rp.hot_access_fraction, Unit::Fraction)));
  c.steps << QStringLiteral("C = %1 \u00d7 %2 = %3")
                 .arg(val(g.cache_gib, Unit::GiB), n(g.fill_efficiency),
                      val(g.effective_cache_gib, Unit::GiB));
  if (g.fits)
    c.steps << QStringLiteral("C \u2265 W: the whole working set stays cached");
  else if (g.characteristic_time_s)
    c.steps << QStringLiteral("T = %1 at the VM's %2")
                   .arg(val(*g.characteristic_time_s, Unit::DurationS),
                        val(g.read_iops, Unit::Iops));
  c.result = val(g.hit_ratio, Unit::Fraction);
  c.steps << QStringLiteral("h = %1").arg(c.result);
  c.note = QStringLiteral(
      "Steady state of an LRU cache; the approximation is within 5 % of a simulated LRU list "
      "from 1 % to 100 % of the working set (tests).");
  if (g.populate_per_read > 0 || g.invalidate_per_read > 0)
    c.note += QStringLiteral(
                  " Writes through the cache, with the reads' skew: %1 admitted and %2 "
                  "filtered per read; each block cached with probability \u03c1 (1 \u2212 "
                  "exp(\u2212(a + b) T)), \u03c1 = a / (a + b).")
                  .arg(n(g.populate_per_read), n(g.invalidate_per_read));
  return c;
}

CalcEntry readLatency(const Scenario& s, const GroupReadCache& g, std::size_t i)
{
  CalcEntry c = entry("", kReads, groupTitle("Read latency", s, i), kLatencySource);
  c.key = groupKey(i, "read_latency_us");
  c.formula = QStringLiteral(
      "L = h \u00d7 L_dev + (1 \u2212 h) \u00d7 L_ds\n"
      "L_ds = L_fe + (1 \u2212 h_a) \u00d7 L_disk   (a hit in the array's flash cache costs "
      "the storage path alone)");
  term(c, "h", QStringLiteral("host cache hit ratio"), val(g.hit_ratio, Unit::Fraction));
  term(c, "L_dev", QStringLiteral("the device's read latency"), us(g.device_read_latency_us));
  term(c, "h_a", QStringLiteral("array flash cache hits among the misses"),
       val(g.array_flash_hit_ratio, Unit::Fraction));
  term(c, "L_ds", QStringLiteral("a read from the datastore"), us(g.datastore_read_latency_us));
  c.result = us(g.read_latency_us);
  c.steps << QStringLiteral("L = %1 \u00d7 %2 + %3 \u00d7 %4 = %5")
                 .arg(n(g.hit_ratio), us(g.device_read_latency_us), n(1 - g.hit_ratio),
                      us(g.datastore_read_latency_us), c.result);
  c.note = QStringLiteral(
      "The device's idle read latency: reads queue behind nothing in this "
      "estimate; the datastore's under the array's load with these reads.");
  if (g.datastore_saturated)
    c.note += QStringLiteral(
        " The disks are saturated by that load: L_disk is their idle "
        "latency and the result a floor.");
  return c;
}

CalcEntry readsRemoved(const Scenario& s, const GroupReadCache& g, std::size_t i)
{
  CalcEntry c = entry("", kReads, groupTitle("Array reads removed", s, i), kCheSource);
  c.key = groupKey(i, "array_read_iops_removed");
  c.formula = QStringLiteral("R_removed = V \u00d7 (B / r) \u00d7 h");
  term(c, "V", QStringLiteral("VMs of the group in the cluster"), QString::number(g.vms));
  term(c, "B", QStringLiteral("mean read rate per VM"), val(g.read_mbps, Unit::MBps));
  term(c, "B / r", QStringLiteral("reads per second per VM"), val(g.read_iops, Unit::Iops));
  term(c, "h", QStringLiteral("host cache hit ratio"), val(g.hit_ratio, Unit::Fraction));
  c.result = val(g.array_read_iops_removed, Unit::Iops);
  c.steps << QStringLiteral("R_removed = %1 \u00d7 %2 \u00d7 %3 = %4")
                 .arg(QString::number(g.vms), n(g.read_iops), n(g.hit_ratio), c.result);
  return c;
}

CalcEntry warmup(const Scenario& s, const GroupReadCache& g, std::size_t i)
{
  CalcEntry c = entry("", kReads, groupTitle("Cache warm-up", s, i), kCheSource);
  c.key = groupKey(i, "warmup_s");
  c.formula = QStringLiteral(
      "h(t) = \u03a3_c n_c q_c (1 \u2212 exp(\u2212q_c \u03bb t))   (an empty cache keeps "
      "every block read since it started, until it fills)\n"
      "h(t_w) = 0.9 \u00d7 h");
  term(c, "\u03bb", QStringLiteral("reads per second per VM"), val(g.read_iops, Unit::Iops));
  term(c, "h", QStringLiteral("steady hit ratio"), val(g.hit_ratio, Unit::Fraction));
  if (g.warmup_s) {
    c.result = val(*g.warmup_s, Unit::DurationS);
    c.steps << QStringLiteral("h(t_w) = 0.9 \u00d7 %1: t_w = %2").arg(n(g.hit_ratio), c.result);
  } else {
    c.result = QStringLiteral("no reads");
    c.steps << QStringLiteral("no reads: the cache never warms");
  }
  return c;
}

CalcEntry memory(const Scenario& s, const GroupReadCache& g, std::size_t i)
{
  CalcEntry c = entry("", kReads, groupTitle("Cache memory", s, i), kMemorySource);
  c.key = groupKey(i, "host_memory_mb");
  c.formula = QStringLiteral("M = v \u00d7 (S / b) \u00d7 m_b");
  term(c, "v", QStringLiteral("VMs of the group per host"), QString::number(g.vms_per_host));
  term(c, "S", QStringLiteral("cache per VM"), val(g.cache_gib, Unit::GiB));
  term(c, "b", QStringLiteral("cache block"), val(g.block_kib, Unit::KiB));
  term(c, "m_b / b", QStringLiteral("metadata as a share of the cache (80 bytes per block)"),
       val(g.memory_overhead_fraction, Unit::Fraction));
  c.result = val(g.memory_overhead_mb_per_host, Unit::SizeMB);
  c.steps << QStringLiteral("M = %1 \u00d7 %2 = %3")
                 .arg(QString::number(g.vms_per_host), val(g.memory_overhead_mb, Unit::SizeMB),
                      c.result);
  return c;
}

CalcEntry arrayTier(const ReadCacheResult& r)
{
  CalcEntry c = entry("read_cache.array_flash_cache.hit_ratio", kReads,
                      QStringLiteral("Array flash hits"), kTierSource);
  c.formula = QStringLiteral(
      "one LRU cache of S_a over the host caches' misses (each block's rate \u00d7 its miss "
      "probability) and the random load (evenly over its working set)\n"
      "h_a = \u03a3 requests \u00d7 (1 \u2212 exp(\u2212q T_a)) / \u03a3 requests");
  term(c, "S_a", QStringLiteral("flash cache tier"), val(r.array.size_gib, Unit::GiB));
  term(c, "W_a", QStringLiteral("data its requests spread over"),
       val(r.array.working_set_gib, Unit::GiB));
  term(c, "requests", QStringLiteral("reaching the tier"), val(r.array.request_iops, Unit::Iops));
  c.result = val(r.array.hit_ratio, Unit::Fraction);
  c.steps << QStringLiteral("h_a = %1").arg(c.result);
  return c;
}

CalcEntry destageWonBack(const ReadCacheResult& r)
{
  CalcEntry c = entry("read_cache.destage_mbps", kReads,
                      QStringLiteral("Destage, read cache (cluster)"), kDestageSource);
  c.formula = QStringLiteral(
      "the backing model's destage capacity with the reads that reach the disks joining the "
      "background load, against the same with every read reaching them");
  double removed = 0;
  for (const GroupReadCache& g : r.groups)
    removed += g.array_read_iops_removed;
  term(c, "R_removed", QStringLiteral("reads the host caches keep from the array"),
       val(removed, Unit::Iops));
  term(c, "C_0", QStringLiteral("destage capacity without host caches"),
       val(r.destage_mbps_without_host_cache, Unit::MBps));
  c.result = val(r.destage_mbps, Unit::MBps);
  c.steps << QStringLiteral("C = %1").arg(c.result);
  return c;
}

}  // namespace

QList<CalcEntry> readCacheCalcEntries(const Scenario& s, const Evaluation& e)
{
  QList<CalcEntry> out;
  const ReadCacheResult& r = e.read_cache;
  if (!r.engaged)
    return out;
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReadCache& g = r.groups[i];
    if (!g.modelled)
      continue;
    if (g.cached)
      out << hitRatio(s, g, i);
    out << readLatency(s, g, i);
    if (g.cached)
      out << readsRemoved(s, g, i) << warmup(s, g, i) << move(s, g, i) << memory(s, g, i);
  }
  if (r.array.configured)
    out << arrayTier(r);
  if (std::any_of(r.groups.begin(), r.groups.end(),
                  [](const GroupReadCache& g) { return g.cached; }))
    out << destageWonBack(r);
  return out;
}

}  // namespace accel::ui::detail
