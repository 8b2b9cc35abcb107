// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/validate.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "app/core/failures.h"
#include "app/core/params.h"
#include "model/backing/disk.h"
#include "model/common/profile.h"
#include "model/common/trace_memo.h"

namespace accel::ui {

namespace {

void error(Problems& out, const QString& path, const QString& message)
{
  out.append({Problem::Level::Error, path, message});
}
void warning(Problems& out, const QString& path, const QString& message)
{
  out.append({Problem::Level::Warning, path, message});
}

/// A value out of range in a pair list: row, "[column]" and the message.
struct RowProblem {
  qsizetype row = 0;
  QString column;
  QString message;
};

template <class S>
std::vector<RowProblem> findRowProblems(const Param<S>& p, const S& s)
{
  std::vector<RowProblem> found;
  const ParamInfo& info = p.info;
  p.rows(s, [&](qsizetype i, double first, double second) {
    const double xs[2] = {first, second};
    for (std::size_t c = 0; c < 2 && c < info.columns.size(); ++c) {
      const PairColumn& col = info.columns[c];
      const double x = xs[c];
      const bool low = col.minExclusive ? x <= col.min : x < col.min;
      if (!std::isfinite(x) || low || x > col.max)
        found.push_back(
            {i, QLatin1Char('[') + QString::number(c) + QLatin1Char(']'),
             QStringLiteral("%1 %2 is out of range: expected %3 from %4 to %5")
                 .arg(col.key, formatStored(x, col.unit, 6), col.label.toLower(),
                      formatStored(col.min, col.unit, 6), formatStored(col.max, col.unit, 6))});
    }
    return true;
  });
  return found;
}

/// The range problems of a pair list's rows. Rows held in shared, immutable storage (a
/// trace) are checked once per trace (model/common/trace_memo.h): validating after an edit
/// elsewhere does not visit 604,800 samples again.
template <class S>
std::vector<RowProblem> rowProblems(const Param<S>& p, const S& s)
{
  const std::shared_ptr<const void> data = p.rowsData ? p.rowsData(s) : nullptr;
  if (!data)
    return findRowProblems(p, s);
  return lastTraceMemo(data, [&] { return findRowProblems(p, s); });
}

/// A List's elements: each in range (or an accepted word, or a non-empty text), none twice.
void checkListItems(const ParamInfo& info, const QJsonArray& items, const QString& path,
                    Problems& out)
{
  const ParamInfo item = info.itemInfo();
  for (qsizetype i = 0; i < items.size(); ++i) {
    const QJsonValue v = items.at(i);
    QString problem;
    if (item.type == ParamType::Number || item.type == ParamType::Integer)
      problem = item.rangeProblem(v.toDouble());
    else if (item.type == ParamType::Choice)
      problem = item.choiceProblem(v.toString());
    else if (item.type == ParamType::Text && v.toString().trimmed().isEmpty())
      problem = QStringLiteral("empty: expected a text");
    if (problem.isEmpty())
      for (qsizetype j = 0; j < i; ++j)
        if (items.at(j) == v) {
          problem = QStringLiteral("the same option as [%1]: expected each option once").arg(j);
          break;
        }
    if (!problem.isEmpty())
      error(out, jsonIndex(path, i), problem);
  }
}

/// Range checks of every numeric field and the columns of pair lists, from the descriptions.
template <class S>
void checkFields(const S& s, const std::vector<Param<S>>& params, const QString& path,
                 Problems& out, const QString& profile = QString())
{
  for (const auto& p : params) {
    const ParamInfo& info = p.info;
    if (!info.editable || !info.appliesToProfile(profile))
      continue;
    // A pair list is visited row by row below: its JSON would copy every row.
    const QJsonValue v = p.rows ? QJsonValue(QJsonArray()) : p.get(s);
    if (v.isNull() || v.isUndefined())
      continue;
    const QString fieldPath = jsonPath(path, info.key);
    if (info.type == ParamType::Number || info.type == ParamType::Integer) {
      const QString problem = info.rangeProblem(v.toDouble());
      if (!problem.isEmpty())
        error(out, fieldPath, problem);
    } else if (info.type == ParamType::Choice) {
      const QString problem = info.choiceProblem(v.toString());
      if (!problem.isEmpty())
        error(out, fieldPath, problem);
    } else if (info.type == ParamType::PairList && p.rows) {
      for (const RowProblem& rp : rowProblems(p, s))
        error(out, jsonIndex(fieldPath, rp.row) + rp.column, rp.message);
    } else if (info.type == ParamType::List) {
      checkListItems(info, v.toArray(), fieldPath, out);
    }
  }
}

/// Longest period of a duty cycle, s (burst_s / duty_fraction): as long as a trace may be.
constexpr double kMaxDutyPeriodS = 1e9;

/// The windows of a schedule (a profile's, or a background load's when `load`): each one's
/// fields, a length, days only in a week; a profile's window one rate.
void checkWindowList(const std::vector<ScheduleWindow>& windows, SchedulePeriod period,
                     const QString& at, const std::vector<Param<ScheduleWindow>>& windowParams,
                     bool load, Problems& out)
{
  for (std::size_t i = 0; i < windows.size(); ++i) {
    const ScheduleWindow& x = windows[i];
    const QString wp = jsonIndex(at, static_cast<qsizetype>(i));
    const qsizetype before = out.size();
    checkFields(x, windowParams, wp, out);
    if (out.size() != before)
      continue;  // a time out of range: the rules below would repeat it
    if (x.start_min == x.end_min)
      error(out, jsonPath(wp, QStringLiteral("end")),
            QStringLiteral("\"%1\" is the start too: expected an end other than the start (00:00 "
                           "to 24:00 for a whole day)")
                .arg(windowParams[1].get(x).toString()));
    if (x.days != 0 && period != SchedulePeriod::Week)
      error(out, jsonPath(wp, QStringLiteral("days")),
            QStringLiteral("days given in a daily schedule: expected period \"week\" for windows "
                           "on some days, or no days (every day)"));
    if (load)
      continue;
    if (!x.mbps && !x.factor)
      error(out, wp,
            QStringLiteral("no rate: expected mbps (MB/s per VM) or factor (times the base "
                           "rate)"));
    else if (x.mbps && x.factor)
      error(out, jsonPath(wp, QStringLiteral("factor")),
            QStringLiteral("both mbps (%1) and factor (%2) given: expected one of them")
                .arg(formatValue(*x.mbps, Unit::MBps), formatNumber(*x.factor, 6)));
  }
}

/// A schedule profile's windows: checkWindowList, and a warning when it has none.
void checkWindows(const WriteProfile& w, const QString& path,
                  const std::vector<Param<ScheduleWindow>>& windowParams, Problems& out)
{
  const QString at = jsonPath(path, QStringLiteral("windows"));
  if (w.windows.empty())
    warning(out, at,
            QStringLiteral("no windows: the rate is the base rate, %1, all the time")
                .arg(formatValue(w.base_mbps, Unit::MBps)));
  checkWindowList(w.windows, w.schedule_period, at, windowParams, false, out);
}

/// The rules of a write or read profile between its fields (its fields' ranges are checked
/// from its parameter table).
void checkProfileRules(const WriteProfile& w, const QString& path,
                       const std::vector<Param<ScheduleWindow>>& windowParams, Problems& out)
{
  if (w.kind == ProfileKind::Schedule)
    checkWindows(w, path, windowParams, out);
  if (w.kind == ProfileKind::Duty && std::isfinite(w.burst_s) && !(w.burst_s > 0))
    error(out, jsonPath(path, QStringLiteral("burst_s")),
          QStringLiteral("%1: a duty cycle needs bursts: expected a burst length above 0 s")
              .arg(formatValue(w.burst_s, Unit::S)));
  if (w.kind == ProfileKind::Duty && w.burst_s > 0 && w.duty_fraction > 0 &&
      !(w.burst_s / w.duty_fraction <= kMaxDutyPeriodS))
    error(out, jsonPath(path, QStringLiteral("duty_fraction")),
          QStringLiteral("%1 makes the period %2 / %1 = %3: expected a period of at most %4")
              .arg(formatNumber(w.duty_fraction, 6), formatValue(w.burst_s, Unit::S),
                   formatValue(w.burst_s / w.duty_fraction, Unit::S),
                   formatValue(kMaxDutyPeriodS, Unit::S)));
  if (w.kind == ProfileKind::Duty && w.base_mbps > w.peak_mbps)
    warning(out, jsonPath(path, QStringLiteral("base_mbps")),
            QStringLiteral("%1 is above the burst rate (%2): the bursts are dips; the peak is "
                           "the base rate")
                .arg(formatValue(w.base_mbps, Unit::MBps), formatValue(w.peak_mbps, Unit::MBps)));
  if (w.kind == ProfileKind::OnOff && w.burst_s > w.period_s)
    error(out, jsonPath(path, QStringLiteral("burst_s")),
          QStringLiteral("%1 is longer than the period (%2): expected at most the period")
              .arg(formatValue(w.burst_s, Unit::S), formatValue(w.period_s, Unit::S)));
  if (w.kind == ProfileKind::OnOff && w.base_mbps > w.peak_mbps)
    warning(out, jsonPath(path, QStringLiteral("base_mbps")),
            QStringLiteral("%1 is above the burst rate (%2): the bursts are dips; the peak is "
                           "the base rate")
                .arg(formatValue(w.base_mbps, Unit::MBps), formatValue(w.peak_mbps, Unit::MBps)));
  if (w.kind == ProfileKind::Sine && w.amplitude_mbps > w.mean_mbps)
    warning(
        out, jsonPath(path, QStringLiteral("amplitude_mbps")),
        QStringLiteral("%1 is above the mean (%2): the rate is clipped at zero, so the VM "
                       "writes %3 on average, not %2")
            .arg(formatValue(w.amplitude_mbps, Unit::MBps), formatValue(w.mean_mbps, Unit::MBps),
                 formatValue(profileMeanMbps(w), Unit::MBps)));
  if (w.kind == ProfileKind::Trace) {
    const QString sp = jsonPath(path, QStringLiteral("samples"));
    if (!w.samples || w.samples->empty()) {
      error(out, sp, QStringLiteral("no samples: expected at least one [t_s, mbps] pair"));
      return;
    }
    // The model finds the first bad sample (once per trace); its order is checked here, its
    // ranges above. One report is enough: the rest usually follow from it.
    const TraceProblem problem = traceProblem(w);
    if (problem.kind == TraceProblem::Kind::Order) {
      const Trace& t = *w.samples;
      const std::size_t i = problem.index;
      error(out, jsonIndex(sp, static_cast<qsizetype>(i)),
            QStringLiteral("time %1 is not after the previous sample's %2: expected samples "
                           "in increasing time")
                .arg(formatValue(t[i].t_s, Unit::S, 6), formatValue(t[i - 1].t_s, Unit::S, 6)));
    }
  }
}

void checkWriteProfile(const WriteProfile& w, const QString& path, Problems& out)
{
  checkFields(w, writeProfileParams(), path, out, profileWord(w.kind));
  checkProfileRules(w, path, scheduleWindowParams(), out);
}

/// A size histogram's fractions sum to 1; within 2 % they are used normalised.
void checkHistogram(const std::vector<IoSizeBin>& histogram, const QString& path, Problems& out)
{
  if (histogram.empty())
    return;
  double sum = 0;
  for (const auto& b : histogram)
    sum += b.fraction;
  const double off = std::abs(sum - 1.0);
  if (!(off <= kHistogramNormaliseTolerance))
    error(out, path,
          QStringLiteral("fractions sum to %1: expected 1 (within 2 %: those are normalised)")
              .arg(formatNumber(sum, 6)));
  else if (off > kHistogramExactTolerance)
    warning(out, path,
            QStringLiteral("fractions sum to %1: used normalised (each divided by %1)")
                .arg(formatNumber(sum, 6)));
}

/// A group's read cache: its fields, a block that is a power of two, a working set to cache.
void checkReadCache(const VmGroup& g, const QString& path, const QString& read, Problems& out)
{
  const ReadCache& c = *g.read_cache;
  checkFields(c, readCacheParams(), path, out);
  const double b = c.block_kib;
  if (std::isfinite(b) && b >= 4 && b <= 1024 && std::exp2(std::round(std::log2(b))) != b)
    error(out, jsonPath(path, QStringLiteral("block_kib")),
          QStringLiteral("%1 is not a power of two: expected 4, 8, 16, 32, 64, 128, 256, 512 or "
                         "1024 KiB")
              .arg(formatValue(b, Unit::KiB, 6)));
  if (!g.read.working_set_gib)
    error(out, path,
          QStringLiteral("a read cache needs the reads' working set: expected %1 (GiB) too")
              .arg(jsonPath(read, QStringLiteral("working_set_gib"))));
}

/// A measured hit-ratio curve: cache sizes increasing and below the working set, hit
/// fractions not decreasing, and a working set to place it in (the cell ranges are the
/// parameter's).
void checkHitRatioCurve(const ReadProfile& r, const QString& path, Problems& out)
{
  if (r.hit_ratio_curve.empty())
    return;
  if (!r.working_set_gib) {
    error(out, path,
          QStringLiteral("a hit-ratio curve needs the reads' working set: expected %1 (GiB) too")
              .arg(jsonPath(path.section(QLatin1Char('.'), 0, -2),
                            QStringLiteral("working_set_gib"))));
    return;
  }
  const double w = *r.working_set_gib;
  for (std::size_t i = 0; i < r.hit_ratio_curve.size(); ++i) {
    const HitRatioPoint& p = r.hit_ratio_curve[i];
    const QString at = jsonIndex(path, static_cast<qsizetype>(i));
    if (std::isfinite(p.cache_gib) && std::isfinite(w) && p.cache_gib >= w)
      error(out, jsonIndex(at, 0),
            QStringLiteral("%1 is not below the working set (%2): expected cache sizes below "
                           "it (a cache holding the whole working set hits every read)")
                .arg(formatValue(p.cache_gib, Unit::GiB, 6), formatValue(w, Unit::GiB, 6)));
    if (i == 0)
      continue;
    const HitRatioPoint& q = r.hit_ratio_curve[i - 1];
    if (!(p.cache_gib > q.cache_gib))
      error(
          out, jsonIndex(at, 0),
          QStringLiteral("%1 is not larger than the previous point's %2: expected cache sizes "
                         "in increasing order")
              .arg(formatValue(p.cache_gib, Unit::GiB, 6), formatValue(q.cache_gib, Unit::GiB, 6)));
    else if (p.hit_ratio < q.hit_ratio)
      error(out, jsonIndex(at, 1),
            QStringLiteral("%1 is below the previous point's %2: expected a hit ratio that "
                           "does not fall as the cache grows")
                .arg(formatValue(p.hit_ratio, Unit::Fraction, 6),
                     formatValue(q.hit_ratio, Unit::Fraction, 6)));
  }
}

void checkVmGroup(const VmGroup& g, int hosts, const QString& path, Problems& out)
{
  checkFields(g, vmGroupParams(), path, out);
  if (g.on_hosts && hosts >= 1 && *g.on_hosts > hosts)
    error(out, jsonPath(path, QStringLiteral("on_hosts")),
          QStringLiteral("%1 is more than the cluster's %2 hosts: expected a whole number from 1 "
                         "to %2")
              .arg(*g.on_hosts)
              .arg(hosts));
  checkHistogram(g.write_io_histogram, jsonPath(path, QStringLiteral("write_io_histogram")), out);
  checkWriteProfile(g.write, jsonPath(path, QStringLiteral("write")), out);
  const QString read = jsonPath(path, QStringLiteral("read"));
  checkFields(g.read, readProfileParams(), read, out, profileWord(g.read.kind));
  checkProfileRules(g.read, read, readScheduleWindowParams(), out);
  checkHistogram(g.read.io_histogram, jsonPath(read, QStringLiteral("io_histogram")), out);
  checkHitRatioCurve(g.read, jsonPath(read, QStringLiteral("hit_ratio_curve")), out);
  if (g.read_cache)
    checkReadCache(g, jsonPath(path, QStringLiteral("read_cache")), read, out);
}

void checkPeerNetwork(const PeerNetwork& n, const QString& path, Problems& out)
{
  checkFields(n, peerNetworkParams(), path, out);
  const QString mtuPath = jsonPath(path, QStringLiteral("mtu"));
  if (n.kind == NetKind::InfiniBand) {
    const int ok[] = {256, 512, 1024, 2048, 4096};
    if (std::find(std::begin(ok), std::end(ok), n.mtu) == std::end(ok))
      error(out, mtuPath,
            QStringLiteral("%1 is not an InfiniBand MTU: expected 256, 512, 1024, 2048 or 4096")
                .arg(n.mtu));
  } else if (n.mtu < 576) {
    error(out, mtuPath,
          QStringLiteral("%1 bytes is below the IPv4 minimum: expected an Ethernet MTU from 576 "
                         "to 9216 bytes")
              .arg(n.mtu));
  }
}

void checkDisk(const Disk& d, const QString& path, Problems& out)
{
  checkFields(d, diskParams(), path, out);
  if (d.rpm > 0 && d.rpm < 1000)
    error(out, jsonPath(path, QStringLiteral("rpm")),
          QStringLiteral("%1 is out of range: expected 0 (a solid-state drive) or a spindle "
                         "speed from 1000 rpm to 30000 rpm")
              .arg(formatValue(d.rpm, Unit::Rpm, 6)));
  if (d.track_seek_ms > d.avg_seek_ms || d.avg_seek_ms > d.full_seek_ms) {
    error(out, jsonPath(path, QStringLiteral("avg_seek_ms")),
          QStringLiteral("track-to-track %1, average %2, full stroke %3: expected track-to-track "
                         "<= average <= full stroke")
              .arg(formatValue(d.track_seek_ms, Unit::Ms), formatValue(d.avg_seek_ms, Unit::Ms),
                   formatValue(d.full_seek_ms, Unit::Ms)));
  } else {
    const SeekCurve c = fitSeekCurve(d.track_seek_ms, d.avg_seek_ms, d.full_seek_ms);
    if (!c.physical)
      error(out, jsonPath(path, QStringLiteral("avg_seek_ms")),
            QStringLiteral("%1 gives no physical seek curve with track-to-track %2 and full "
                           "stroke %3: expected an average from %4 to %5")
                .arg(formatValue(d.avg_seek_ms, Unit::Ms), formatValue(d.track_seek_ms, Unit::Ms),
                     formatValue(d.full_seek_ms, Unit::Ms), formatValue(c.avg_min_ms, Unit::Ms),
                     formatValue(c.avg_max_ms, Unit::Ms)));
  }
  if (d.id_mbps > d.od_mbps)
    error(out, jsonPath(path, QStringLiteral("id_mbps")),
          QStringLiteral("%1 is faster than the outer diameter's %2: expected at most the outer "
                         "rate")
              .arg(formatValue(d.id_mbps, Unit::MBps), formatValue(d.od_mbps, Unit::MBps)));
}

/// backing.hyperconverged: ranges always; the design's own rules when it is the backing.
void checkHyperconverged(const Scenario& s, const QString& path, Problems& out)
{
  const HyperconvergedBacking& h = s.backing.hyperconverged;
  checkFields(h, hyperconvergedParams(), path, out);
  if (s.backing.kind != BackingKind::Hyperconverged)
    return;
  const int need = 2 * h.failures_to_tolerate + 1;
  if (s.hosts < need)
    error(out, jsonPath(path, QStringLiteral("failures_to_tolerate")),
          QStringLiteral("%1 needs at least %2 hosts (2 FTT + 1: FTT + 1 copies and FTT "
                         "witnesses on distinct hosts): expected at most %3 for the scenario's %4 "
                         "hosts")
              .arg(h.failures_to_tolerate)
              .arg(need)
              .arg(std::max(0, (s.hosts - 1) / 2))
              .arg(s.hosts));
  if (h.stripe_width > h.capacity_disks_per_group)
    error(out, jsonPath(path, QStringLiteral("stripe_width")),
          QStringLiteral("%1 is wider than a disk group's %2 capacity disks: expected at most %2")
              .arg(h.stripe_width)
              .arg(h.capacity_disks_per_group));
  if (h.disk_track_seek_ms > h.disk_avg_seek_ms || h.disk_avg_seek_ms > h.disk_full_seek_ms) {
    error(out, jsonPath(path, QStringLiteral("disk_avg_seek_ms")),
          QStringLiteral("track-to-track %1, average %2, full stroke %3: expected track-to-track "
                         "<= average <= full stroke")
              .arg(formatValue(h.disk_track_seek_ms, Unit::Ms),
                   formatValue(h.disk_avg_seek_ms, Unit::Ms),
                   formatValue(h.disk_full_seek_ms, Unit::Ms)));
  } else {
    const SeekCurve c = fitSeekCurve(h.disk_track_seek_ms, h.disk_avg_seek_ms, h.disk_full_seek_ms);
    if (!c.physical)
      error(out, jsonPath(path, QStringLiteral("disk_avg_seek_ms")),
            QStringLiteral("%1 gives no physical seek curve with track-to-track %2 and full "
                           "stroke %3: expected an average from %4 to %5")
                .arg(formatValue(h.disk_avg_seek_ms, Unit::Ms),
                     formatValue(h.disk_track_seek_ms, Unit::Ms),
                     formatValue(h.disk_full_seek_ms, Unit::Ms),
                     formatValue(c.avg_min_ms, Unit::Ms), formatValue(c.avg_max_ms, Unit::Ms)));
  }
  if (h.disk_id_mbps > h.disk_od_mbps)
    error(
        out, jsonPath(path, QStringLiteral("disk_id_mbps")),
        QStringLiteral("%1 is faster than the outer diameter's %2: expected at most the outer "
                       "rate")
            .arg(formatValue(h.disk_id_mbps, Unit::MBps), formatValue(h.disk_od_mbps, Unit::MBps)));
}

void checkRaidGroup(const RaidGroup& g, const QString& path, Problems& out)
{
  checkFields(g, raidGroupParams(), path, out);
  const QString level = raidLevelWord(g.level);
  const QString disksPath = jsonPath(path, QStringLiteral("disks"));
  const auto need = [&](bool ok, const QString& expected) {
    if (!ok)
      error(
          out, disksPath,
          QStringLiteral("%1 disks cannot form %2: expected %3").arg(g.disks).arg(level, expected));
  };
  switch (g.level) {
  case RaidLevel::Raid0: break;
  case RaidLevel::Raid1:
    need(g.disks >= 2 && g.disks % 2 == 0, QStringLiteral("an even number of at least 2"));
    break;
  case RaidLevel::Raid10:
    need(g.disks >= 4 && g.disks % 2 == 0, QStringLiteral("an even number of at least 4"));
    break;
  case RaidLevel::Raid5: need(g.disks >= 3, QStringLiteral("at least 3")); break;
  case RaidLevel::Raid6: need(g.disks >= 4, QStringLiteral("at least 4")); break;
  case RaidLevel::Raid50:
  case RaidLevel::Raid60: {
    const int minGroup = g.level == RaidLevel::Raid50 ? 3 : 4;
    const QString gdPath = jsonPath(path, QStringLiteral("group_disks"));
    if (!g.group_disks) {
      error(out, gdPath,
            QStringLiteral("missing: %1 needs the disks per sub-group (a whole number of at "
                           "least %2)")
                .arg(level)
                .arg(minGroup));
    } else if (*g.group_disks < minGroup) {
      error(
          out, gdPath,
          QStringLiteral("%1 disks cannot form a %2 sub-group: expected at least %3")
              .arg(*g.group_disks)
              .arg(g.level == RaidLevel::Raid50 ? QStringLiteral("RAID5") : QStringLiteral("RAID6"))
              .arg(minGroup));
    } else if (g.disks % *g.group_disks != 0 || g.disks / *g.group_disks < 2) {
      need(false, QStringLiteral("a multiple of group_disks (%1), at least two sub-groups")
                      .arg(*g.group_disks));
    }
    break;
  }
  }
  if (g.group_disks && g.level != RaidLevel::Raid50 && g.level != RaidLevel::Raid60)
    warning(out, jsonPath(path, QStringLiteral("group_disks")),
            QStringLiteral("ignored: only RAID50 and RAID60 have sub-groups"));
  if (g.alignment_offset_kib >= g.segment_kib)
    error(out, jsonPath(path, QStringLiteral("alignment_offset_kib")),
          QStringLiteral("%1 is not below the segment size (%2): expected an offset within one "
                         "segment")
              .arg(formatValue(g.alignment_offset_kib, Unit::KiB),
                   formatValue(g.segment_kib, Unit::KiB)));
  checkDisk(g.disk, jsonPath(path, QStringLiteral("disk")), out);
}

void checkBacking(const Backing& b, const QString& path, Problems& out)
{
  checkFields(b, backingParams(), path, out);
  checkFields(b.storage_network, storageNetworkParams(),
              jsonPath(path, QStringLiteral("storage_network")), out);
  const QString rg = jsonPath(path, QStringLiteral("raid_groups"));
  if (b.raid_groups.empty())
    error(out, rg, QStringLiteral("empty: expected at least one RAID group"));
  if (b.raid_groups.size() > kMaxRaidGroups)
    error(out, rg,
          QStringLiteral("%1 groups: expected at most %2 (describe alike groups once; the "
                         "work of one evaluation is bounded)")
              .arg(b.raid_groups.size())
              .arg(kMaxRaidGroups));
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i)
    checkRaidGroup(b.raid_groups[i], jsonIndex(rg, static_cast<qsizetype>(i)), out);
  checkFields(b.all_flash, allFlashParams(), jsonPath(path, QStringLiteral("all_flash")), out);
  const QString rlPath = jsonPath(path, QStringLiteral("random_load"));
  checkFields(b.random_load, randomLoadParams(), rlPath, out);
  checkWindowList(b.random_load.windows, b.random_load.schedule_period,
                  jsonPath(rlPath, QStringLiteral("windows")), randomLoadWindowParams(), true, out);
  const QString ssPath = jsonPath(path, QStringLiteral("sequential_streams"));
  checkFields(b.sequential_streams, sequentialStreamsParams(), ssPath, out);
  checkWindowList(b.sequential_streams.windows, b.sequential_streams.schedule_period,
                  jsonPath(ssPath, QStringLiteral("windows")), streamsWindowParams(), true, out);
  const SequentialStreams& ss = b.sequential_streams;
  const long long inFlight = static_cast<long long>(ss.count) * ss.outstanding_ios;
  if (inFlight > kMaxStreamIosInFlight)
    error(out, jsonPath(ssPath, QStringLiteral("outstanding_ios")),
          QStringLiteral("%1 streams x %2 outstanding I/Os = %3 I/Os in flight: expected at most "
                         "%4 (the simulation holds each one; the work of one evaluation is "
                         "bounded)")
              .arg(ss.count)
              .arg(ss.outstanding_ios)
              .arg(inFlight)
              .arg(kMaxStreamIosInFlight));
}

/// A range of whole numbers: its fields, and max not below min.
void checkRange(const IntRange& r, const std::vector<Param<IntRange>>& params, const QString& path,
                Problems& out)
{
  checkFields(r, params, path, out);
  if (r.max < r.min)
    error(out, jsonPath(path, QStringLiteral("max")),
          QStringLiteral("%1 is below min (%2): expected at least min").arg(r.max).arg(r.min));
}

std::size_t rangeCount(const std::optional<IntRange>& r)
{
  if (!r || r->step < 1 || r->max < r->min)
    return 1;
  return static_cast<std::size_t>((r->max - r->min) / r->step + 1);
}

void checkDesignSpace(const Scenario& s, const QString& path, Problems& out)
{
  const DesignSpace& d = s.design_space;
  checkFields(d, designSpaceParams(), path, out);
  const QString pl = jsonPath(path, QStringLiteral("peer_links"));
  for (std::size_t i = 0; i < d.peer_links.size(); ++i) {
    const PeerLinkChoice& c = d.peer_links[i];
    const QString at = jsonIndex(pl, static_cast<qsizetype>(i));
    checkFields(c, peerLinkChoiceParams(), at, out);
    if (c.mtu) {
      // The option's network as the candidates have it: the peer network's rules apply.
      PeerNetwork n = s.peer_network;
      n.kind = c.kind;
      n.mtu = *c.mtu;
      Problems mtu;
      checkPeerNetwork(n, QString(), mtu);
      for (const Problem& p : mtu)
        if (p.path == QLatin1String("mtu"))
          out.append({p.level, jsonPath(at, QStringLiteral("mtu")), p.message});
    }
    for (std::size_t j = 0; j < i; ++j) {
      const PeerLinkChoice& o = d.peer_links[j];
      if (o.kind == c.kind && o.link_gbps == c.link_gbps && o.usable_links == c.usable_links &&
          o.mtu == c.mtu) {
        error(out, at, QStringLiteral("the same option as [%1]: expected each option once").arg(j));
        break;
      }
    }
  }
  if (d.disk_count)
    checkRange(*d.disk_count, diskCountRangeParams(), jsonPath(path, QStringLiteral("disk_count")),
               out);
  if (d.hosts)
    checkRange(*d.hosts, hostRangeParams(), jsonPath(path, QStringLiteral("hosts")), out);
  const QString blocks = jsonPath(path, QStringLiteral("read_cache_block_kib"));
  for (std::size_t i = 0; i < d.read_cache_block_kib.size(); ++i) {
    const double b = d.read_cache_block_kib[i];
    if (std::isfinite(b) && b >= 4 && b <= 1024 && std::exp2(std::round(std::log2(b))) != b)
      error(out, jsonIndex(blocks, static_cast<qsizetype>(i)),
            QStringLiteral("%1 is not a power of two: expected 4, 8, 16, 32, 64, 128, 256, 512 "
                           "or 1024 KiB")
                .arg(formatValue(b, Unit::KiB, 6)));
  }
  const bool cached = std::any_of(s.vm_groups.begin(), s.vm_groups.end(),
                                  [](const VmGroup& g) { return g.read_cache.has_value(); });
  if (!cached && (!d.read_cache_gib.empty() || !d.read_cache_block_kib.empty()))
    error(out,
          jsonPath(path, d.read_cache_gib.empty() ? QStringLiteral("read_cache_block_kib")
                                                  : QStringLiteral("read_cache_gib")),
          QStringLiteral("no VM group has a read cache to size: expected vm_groups[].read_cache "
                         "on the groups these options apply to"));
  const std::size_t sizes[] = {d.peer_links.size(),       d.devices.size(),
                               d.write_buffer_mb.size(),  d.write_policies.size(),
                               d.raid_levels.size(),      d.disk_models.size(),
                               rangeCount(d.disk_count),  d.raid_groups.size(),
                               d.segment_kib.size(),      d.destage_sequential_fraction.size(),
                               d.destage_patterns.size(), rangeCount(d.hosts),
                               d.read_cache_gib.size(),   d.read_cache_block_kib.size()};
  double combinations = 1;
  for (std::size_t n : sizes)
    combinations *= static_cast<double>(std::max<std::size_t>(n, 1));
  if (combinations > static_cast<double>(kMaxDesignCombinations))
    error(out, path,
          QStringLiteral("%1 combinations of choices: expected at most %2 (fewer options, or a "
                         "larger step in a range)")
              .arg(QString::number(combinations, 'g', 4),
                   QString::number(static_cast<qulonglong>(kMaxDesignCombinations))));
}

}  // namespace

/// The read caches of the VMs on one host fit on its acceleration device (host 1 runs every
/// group).
static void checkReadCacheCapacity(const Scenario& s, Problems& out)
{
  double total = 0;
  for (const VmGroup& g : s.vm_groups)
    if (g.read_cache && g.read.working_set_gib)
      total += g.vms_per_host *
               (g.read_cache->size_gib ? *g.read_cache->size_gib : 0.2 * *g.read.working_set_gib);
  const double device = s.acceleration.capacity_gib;
  if (!(total > device) || !std::isfinite(device))
    return;
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const VmGroup& g = s.vm_groups[i];
    if (!g.read_cache || !g.read.working_set_gib)
      continue;
    const QString path =
        jsonPath(jsonPath(jsonIndex(QStringLiteral("vm_groups"), static_cast<qsizetype>(i)),
                          QStringLiteral("read_cache")),
                 QStringLiteral("size_gib"));
    const double size =
        g.read_cache->size_gib ? *g.read_cache->size_gib : 0.2 * *g.read.working_set_gib;
    error(out, path,
          QStringLiteral("%1 per VM x %2 VMs per host: the read caches of one host (%3 in all "
                         "groups) are larger than the acceleration device (%4): expected at "
                         "most acceleration.capacity_gib in all")
              .arg(formatValue(size, Unit::GiB, 6))
              .arg(g.vms_per_host)
              .arg(formatValue(total, Unit::GiB, 6), formatValue(device, Unit::GiB, 6)));
    return;
  }
}

Problems validateScenario(const Scenario& s)
{
  Problems out;
  checkFields(s, scenarioParams(), QString(), out);
  if (s.vm_groups.empty())
    error(out, QStringLiteral("vm_groups"),
          QStringLiteral("empty: expected at least one VM group"));
  if (s.vm_groups.size() > kMaxVmGroups)
    error(out, QStringLiteral("vm_groups"),
          QStringLiteral("%1 groups: expected at most %2 (merge groups of alike VMs)")
              .arg(s.vm_groups.size())
              .arg(kMaxVmGroups));
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i)
    checkVmGroup(s.vm_groups[i], s.hosts,
                 jsonIndex(QStringLiteral("vm_groups"), static_cast<qsizetype>(i)), out);
  checkFields(s.acceleration, accelerationParams(), QStringLiteral("acceleration"), out);
  checkReadCacheCapacity(s, out);
  checkPeerNetwork(s.peer_network, QStringLiteral("peer_network"), out);
  checkBacking(s.backing, QStringLiteral("backing"), out);
  checkHyperconverged(s, QStringLiteral("backing.hyperconverged"), out);
  checkFields(s.requirements, requirementsParams(), QStringLiteral("requirements"), out);
  checkDesignSpace(s, QStringLiteral("design_space"), out);
  out += checkFailures(s);
  return out;
}

}  // namespace accel::ui
