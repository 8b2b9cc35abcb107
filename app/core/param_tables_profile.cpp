// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The parameter tables of what a VM group does over time and reads: its write profile, the
// windows of a schedule, its read profile (the write profile's kinds, said of reads) and its
// host read cache.
#include <QJsonArray>

#include "app/core/param_builder.h"
#include "app/core/params.h"
#include "model/common/profile.h"

namespace accel::ui {

using namespace detail;  // the builder and the words (param_builder.h)
const std::vector<Param<WriteProfile>>& writeProfileParams()
{
  using S = WriteProfile;
  static const char* sec = "vm_groups[].write";
  const auto constant = profilesOf({ProfileKind::Constant});
  const auto onOff = profilesOf({ProfileKind::OnOff});
  const auto sine = profilesOf({ProfileKind::Sine});
  const auto bursts = profilesOf({ProfileKind::OnOff, ProfileKind::Duty});
  static const std::vector<Param<S>> params = {
      choice<S>(sec, "profile", &S::kind, profileWords())
          .label("Write profile")
          .required()
          .help("How each VM's write rate varies: constant, on_off bursts, a sine-like daily "
                "wave, a measured trace, a daily or weekly schedule of windows, or a duty "
                "cycle."),
      number<S>(sec, "mbps", &S::mbps)
          .label("Write rate")
          .unit(Unit::MBps)
          .required()
          .profiles(constant)
          .range(0, 100000)
          .help("Constant write rate of each VM."),
      number<S>(sec, "peak_mbps", &S::peak_mbps)
          .label("Peak rate")
          .unit(Unit::MBps)
          .required()
          .profiles(bursts)
          .range(0, 100000)
          .help("Write rate of each VM during a burst."),
      number<S>(sec, "burst_s", &S::burst_s)
          .label("Burst length")
          .unit(Unit::S)
          .required()
          .profiles(bursts)
          .range(0, 1e7)
          .help("How long each burst lasts; at most the period (on_off), above 0 (duty)."),
      number<S>(sec, "duty_fraction", &S::duty_fraction)
          .label("Duty cycle")
          .unit(Unit::Fraction)
          .required()
          .profiles(profilesOf({ProfileKind::Duty}))
          .above(0, 1)
          .help("Share of the time each VM spends in its bursts: the period is the burst "
                "length divided by it (50 % with 600 s bursts: one burst every 1,200 s)."),
      number<S>(sec, "period_s", &S::period_s)
          .label("Period")
          .unit(Unit::S)
          .required()
          .profiles(profilesOf({ProfileKind::OnOff, ProfileKind::Sine}))
          .range(1, 1e7)
          .help("Time from the start of one cycle to the start of the next."),
      number<S>(sec, "base_mbps", &S::base_mbps)
          .label("Base rate")
          .unit(Unit::MBps)
          .profiles(profilesOf({ProfileKind::OnOff, ProfileKind::Duty, ProfileKind::Schedule}))
          .range(0, 100000)
          .help("Write rate of each VM between bursts (on_off, duty), or outside the "
                "schedule's windows (schedule)."),
      choice<S>(sec, "period", &S::schedule_period, schedulePeriodWords())
          .label("Schedule period")
          .profiles(profilesOf({ProfileKind::Schedule}))
          .help("day: the windows repeat every day from midnight; week: from Monday "
                "midnight, each window on its days."),
      number<S>(sec, "mean_mbps", &S::mean_mbps)
          .label("Mean rate")
          .unit(Unit::MBps)
          .required()
          .profiles(sine)
          .range(0, 100000)
          .help("Mean write rate of each VM."),
      number<S>(sec, "amplitude_mbps", &S::amplitude_mbps)
          .label("Amplitude")
          .unit(Unit::MBps)
          .required()
          .profiles(sine)
          .range(0, 100000)
          .help("Swing of the write rate above and below the mean; the rate never goes below "
                "zero."),
      Builder<S>(sec, "samples", ParamType::PairList)
          .label("Trace samples")
          .required()
          .profiles(profilesOf({ProfileKind::Trace}))
          .columns({{QStringLiteral("t_s"), QStringLiteral("Time"), Unit::S, 0, 1e9},
                    {QStringLiteral("mbps"), QStringLiteral("Write rate"), Unit::MBps, 0, 100000}})
          .help("Measured write rate per VM: [[t_s, mbps], ...] in increasing time; each rate "
                "holds until the next sample, the last for as long as the interval before it.")
          .pairAccess(
              [](const S& s, const auto& visit) {
                qsizetype i = 0;
                for (const auto& x : *s.samples)
                  if (!visit(i++, x.t_s, x.mbps))
                    return;
              },
              [](S& s, const QJsonValue& v) {
                Trace t;
                const QJsonArray rows = v.toArray();
                t.reserve(static_cast<std::size_t>(rows.size()));
                for (const auto& row : rows)
                  t.push_back({row.toArray().at(0).toDouble(), row.toArray().at(1).toDouble()});
                s.samples = std::make_shared<const Trace>(std::move(t));
              })
          .getter([](const S& s) { return traceJsonValue(s.samples); })
          .setPairs([](S& s, std::shared_ptr<const Trace> rows) { s.samples = std::move(rows); })
          .rowCount([](const S& s) { return s.samples ? qsizetype(s.samples->size()) : 0; })
          .rowsData([](const S& s) {
            // Long traces only: a short one is checked afresh (model/common/trace_memo.h).
            return keptPerTrace(s.samples) ? std::shared_ptr<const void>(s.samples) : nullptr;
          }),
  };
  return params;
}

namespace {

/// The write profile's description said of reads: "write" becomes "read" in labels and help.
QString readWords(QString text)
{
  text.replace(QLatin1String("write"), QLatin1String("read"));
  text.replace(QLatin1String("Write"), QLatin1String("Read"));
  return text;
}

/// A parameter of the write profile, described for the read profile of `vm_groups[].read`:
/// every profile kind of the writes is one of the reads too.
Param<ReadProfile> asReadParam(const Param<WriteProfile>& w)
{
  Param<ReadProfile> r;
  r.info = w.info;
  r.info.section = QStringLiteral("vm_groups[].read");
  r.info.label = readWords(w.info.label);
  r.info.help = readWords(w.info.help);
  for (PairColumn& c : r.info.columns)
    c.label = readWords(c.label);
  if (w.get)
    r.get = [get = w.get](const ReadProfile& p) { return get(p); };
  if (w.set)
    r.set = [set = w.set](ReadProfile& p, const QJsonValue& v) { set(p, v); };
  if (w.rows)
    r.rows = [rows = w.rows](const ReadProfile& p, const auto& visit) { rows(p, visit); };
  if (w.rowsData)
    r.rowsData = [data = w.rowsData](const ReadProfile& p) { return data(p); };
  if (w.rowCount)
    r.rowCount = [count = w.rowCount](const ReadProfile& p) { return count(p); };
  if (w.setPairs)
    r.setPairs = [set = w.setPairs](ReadProfile& p, std::shared_ptr<const Trace> rows) {
      set(p, std::move(rows));
    };
  r.info.defaultValue =
      r.get && r.info.presence != Presence::Required ? r.get(ReadProfile{}) : QJsonValue();
  return r;
}

}  // namespace

namespace {

/// "08:00" from minutes after midnight (1440: "24:00").
QString clockWord(int minutes)
{
  return QStringLiteral("%1:%2")
      .arg(minutes / 60, 2, 10, QLatin1Char('0'))
      .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

/// Minutes after midnight of a word the pattern has accepted ("8:00", "24:00").
int clockMinutes(const QString& word)
{
  return word.section(QLatin1Char(':'), 0, 0).toInt() * 60 +
         word.section(QLatin1Char(':'), 1, 1).toInt();
}

std::vector<Param<ScheduleWindow>> windowParams(const char* sec, const char* what)
{
  using S = ScheduleWindow;
  const QString rate = QString::fromLatin1(what);
  std::vector<Param<S>> params = {
      Builder<S>(sec, "start", ParamType::Choice)
          .label("Window start")
          .required()
          .pattern("^([01]?[0-9]|2[0-3]):[0-5][0-9]$", "a time of day from 00:00 to 23:59")
          .help("When the window begins each day it applies, hh:mm after midnight.")
          .access([](const S& s) { return QJsonValue(clockWord(s.start_min)); },
                  [](S& s, const QJsonValue& v) { s.start_min = clockMinutes(v.toString()); }),
      Builder<S>(sec, "end", ParamType::Choice)
          .label("Window end")
          .required()
          .pattern("^(([01]?[0-9]|2[0-3]):[0-5][0-9]|24:00)$",
                   "a time of day from 00:00 to 24:00, not the start")
          .help("When the window ends, hh:mm; at or before the start it ends the next day "
                "(22:00 to 02:00 crosses midnight), 24:00 is the end of the day.")
          .access([](const S& s) { return QJsonValue(clockWord(s.end_min)); },
                  [](S& s, const QJsonValue& v) { s.end_min = clockMinutes(v.toString()); }),
      Builder<S>(sec, "days", ParamType::List)
          .label("Days")
          .item(ParamType::Choice)
          .optional()
          .absentText("every day")
          .choices([] {
            QStringList w;
            for (const char* d : dayWords())
              w << QString::fromLatin1(d);
            return w;
          }())
          .help("Days of a week schedule the window starts on (mon, tue, wed, thu, fri, sat, "
                "sun); a window crossing midnight ends the next day.")
          .access(
              [](const S& s) {
                if (s.days == 0)
                  return QJsonValue();
                QJsonArray a;
                for (std::size_t d = 0; d < dayWords().size(); ++d)
                  if (s.days & (1u << d))
                    a.append(QString::fromLatin1(dayWords()[d]));
                return QJsonValue(a);
              },
              [](S& s, const QJsonValue& v) {
                s.days = 0;
                for (const auto& x : v.toArray())
                  for (std::size_t d = 0; d < dayWords().size(); ++d)
                    if (x.toString() == QLatin1String(dayWords()[d]))
                      s.days |= 1u << d;
              }),
      optNumber<S>(sec, "mbps", &S::mbps)
          .label("Window rate")
          .unit(Unit::MBps)
          .absentText("the factor gives it")
          .suggested(20)
          .range(0, 100000)
          .help("Write rate of each VM during the window; give it or factor, not both."),
      optNumber<S>(sec, "factor", &S::factor)
          .label("Window factor")
          .unit(Unit::Factor)
          .absentText("the rate gives it")
          .suggested(10)
          .range(0, 10000)
          .help("Write rate of each VM during the window as a multiple of the base rate "
                "(10: ten times the base); give it or mbps, not both."),
  };
  if (rate != QLatin1String("write"))
    for (Param<S>& p : params) {
      p.info.label = readWords(p.info.label);
      p.info.help = readWords(p.info.help);
    }
  return params;
}

}  // namespace

const std::vector<Param<ScheduleWindow>>& scheduleWindowParams()
{
  static const std::vector<Param<ScheduleWindow>> params =
      windowParams("vm_groups[].write.windows[]", "write");
  return params;
}

const std::vector<Param<ScheduleWindow>>& readScheduleWindowParams()
{
  static const std::vector<Param<ScheduleWindow>> params =
      windowParams("vm_groups[].read.windows[]", "read");
  return params;
}

std::vector<Param<ScheduleWindow>> detail::windowParamsFor(const char* sec, const char* what)
{
  return windowParams(sec, what);
}

const std::vector<Param<ReadProfile>>& readProfileParams()
{
  using S = ReadProfile;
  static const char* sec = "vm_groups[].read";
  static const std::vector<Param<S>> params = [] {
    std::vector<Param<S>> out;
    for (const Param<WriteProfile>& w : writeProfileParams())
      out.push_back(asReadParam(w));
    out.push_back(number<S>(sec, "io_kib", &S::io_kib)
                      .label("Read size")
                      .unit(Unit::KiB)
                      .range(0.5, 16384)
                      .help("Size of each read. An io_histogram, when given, replaces it."));
    out.push_back(
        Builder<S>(sec, "io_histogram", ParamType::PairList)
            .label("Read size histogram")
            .optional()
            .absentText("none: fixed read size")
            .columns({{QStringLiteral("size_kib"), QStringLiteral("Size"), Unit::KiB, 0.5, 16384},
                      {QStringLiteral("fraction"), QStringLiteral("Fraction of I/Os"),
                       Unit::Fraction, 0, 1}})
            .help("Read sizes as a vscsiStats-style histogram: [[size_kib, fraction of I/Os], "
                  "...], fractions summing to 1. Replaces io_kib.")
            .pairAccess(
                [](const S& s, const auto& visit) {
                  qsizetype i = 0;
                  for (const auto& b : s.io_histogram)
                    if (!visit(i++, b.size_kib, b.fraction))
                      return;
                },
                [](S& s, const QJsonValue& v) {
                  s.io_histogram.clear();
                  const QJsonArray rows = v.toArray();
                  for (const auto& row : rows)
                    s.io_histogram.push_back(
                        {row.toArray().at(0).toDouble(), row.toArray().at(1).toDouble()});
                }));
    out.push_back(optNumber<S>(sec, "working_set_gib", &S::working_set_gib)
                      .label("Read working set")
                      .unit(Unit::GiB)
                      .absentText("not modelled")
                      .suggested(50)
                      .range(0.001, 1e6)
                      .help("Data each VM reads (its working set; vscsiStats traces or the "
                            "cache statistics measure it). Given, the reads load the backing "
                            "array and a read cache (read_cache) serves the ones it holds. Not "
                            "set: the reads are not modelled (the array's own reads are "
                            "backing.random_load)."));
    out.push_back(number<S>(sec, "hot_set_fraction", &S::hot_set_fraction)
                      .label("Hot set")
                      .unit(Unit::Fraction)
                      .range(0.001, 1)
                      .help("Share of the working set that receives hot_access_fraction of "
                            "the reads, the rest spread evenly over the rest. Default 20 % "
                            "with 80 % of the reads: the \"20 % of the working set accessed "
                            "80 % of the time\" of VMware's vSphere Flash Read Cache study "
                            "(2013). Replaced by zipf when that is given."));
    out.push_back(number<S>(sec, "hot_access_fraction", &S::hot_access_fraction)
                      .label("Reads to the hot set")
                      .unit(Unit::Fraction)
                      .range(0, 1)
                      .help("Share of the reads that go to the hot set (hot_set_fraction). "
                            "Default 80 %."));
    out.push_back(optNumber<S>(sec, "zipf", &S::zipf)
                      .label("Zipf exponent")
                      .unit(Unit::None)
                      .absentText("hot-set form")
                      .suggested(0.9)
                      .range(0, 5)
                      .help("Skew as Zipf's law: the k-th most read block is read in "
                            "proportion to 1 / k^zipf (0: evenly; web and storage traces show "
                            "about 0.6 to 1.2). Replaces hot_set_fraction and "
                            "hot_access_fraction. Not set: the hot-set form."));
    out.push_back(
        Builder<S>(sec, "hit_ratio_curve", ParamType::PairList)
            .label("Measured hit-ratio curve")
            .optional()
            .absentText("none: the skew model")
            .columns(
                {{QStringLiteral("cache_gib"), QStringLiteral("Cache per VM"), Unit::GiB, 0.001,
                  1e6},
                 {QStringLiteral("hit_ratio"), QStringLiteral("Hit ratio"), Unit::Fraction, 0, 1}})
            .help("The host cache's hit ratio measured at cache sizes: [[cache_gib, hit "
                  "fraction], ...], sizes increasing and below the working set, hit fractions "
                  "not decreasing (a trace's LRU miss-ratio curve, or the cache statistics at "
                  "a few sizes). Replaces the skew (hot set or zipf) for the host cache: "
                  "linear between (0, 0), the points and (working set, 1).")
            .pairAccess(
                [](const S& s, const auto& visit) {
                  qsizetype i = 0;
                  for (const auto& p : s.hit_ratio_curve)
                    if (!visit(i++, p.cache_gib, p.hit_ratio))
                      return;
                },
                [](S& s, const QJsonValue& v) {
                  s.hit_ratio_curve.clear();
                  const QJsonArray rows = v.toArray();
                  for (const auto& row : rows)
                    s.hit_ratio_curve.push_back(
                        {row.toArray().at(0).toDouble(), row.toArray().at(1).toDouble()});
                }));
    return out;
  }();
  return params;
}

const std::vector<Param<ReadCache>>& readCacheParams()
{
  using S = ReadCache;
  static const char* sec = "vm_groups[].read_cache";
  static const std::vector<Param<S>> params = {
      optNumber<S>(sec, "size_gib", &S::size_gib)
          .label("Read cache per VM")
          .unit(Unit::GiB)
          .absentText("20 % of the working set")
          .suggested(10)
          .range(0.001, 1e6)
          .help("Host read cache of each VM of the group on the acceleration device; all the "
                "group's VMs on a host together at most the device's capacity. Not set: 20 % "
                "of the read working set, the starting point of VMware's vSphere Flash Read "
                "Cache guidance (2013)."),
      number<S>(sec, "block_kib", &S::block_kib)
          .label("Cache block")
          .unit(Unit::KiB)
          .range(4, 1024)
          .help("Unit of cache fill and eviction, a power of two from 4 KiB to 1024 KiB; "
                "match it to the dominant read size: a larger block wastes cache on data "
                "not read (internal fragmentation), a smaller one costs host memory (about "
                "80 bytes per block, up to 2 % of the cache at 4 KiB). Default 8 KiB, vSphere "
                "Flash Read Cache's default."),
      boolean<S>(sec, "populate_on_write", &S::populate_on_write)
          .label("Cache written data")
          .help("Write-through caching of writes, as vSphere Flash Read Cache does: a write of "
                "at most write_filter_kib puts its data in the cache; a larger one (logs, "
                "streams) is filtered and takes a cached copy out. The writes are taken to "
                "touch the working set with the reads' skew. Default off: the cache sees the "
                "reads alone."),
      number<S>(sec, "write_filter_kib", &S::write_filter_kib)
          .label("Largest write cached")
          .unit(Unit::KiB)
          .range(0.5, 16384)
          .help("With populate_on_write: writes larger than this are not cached. Default "
                "64 KiB, an assumption: above the random writes of databases and file "
                "servers, below the large sequential writes of logs and streams."),
      optNumber<S>(sec, "vmotion_gbps", &S::vmotion_gbps)
          .label("vMotion network")
          .unit(Unit::Gbps)
          .absentText("the peer network's")
          .suggested(10)
          .range(0.1, 1000)
          .help("Rate of the network that moves a VM's cache with it in a migration (the time "
                "it adds is move_s). Not set: the peer network's link speed x usable links."),
  };
  return params;
}

}  // namespace accel::ui
