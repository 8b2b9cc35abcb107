// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/import/groups.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <memory>

#include "app/core/params.h"
#include "app/core/units.h"
#include "app/core/validate.h"
#include "model/common/profile.h"

namespace accel::import {

namespace {

/// Most samples a group's trace keeps; longer files are averaged into coarser samples.
constexpr std::size_t kMaxTraceSamples = 1000000;

/// A measured value without the binary noise of its unit conversions (esxtop's MBytes x
/// 1.048576, a division): 12 significant digits keep every digit the files carry.
double clean(double x)
{
  static const std::vector<double> pow10 = [] {
    std::vector<double> t(701);
    for (int i = 0; i <= 700; ++i)
      t[static_cast<std::size_t>(i)] = std::pow(10.0, i - 350);
    return t;
  }();
  const auto p10 = [](int e) {
    return pow10[static_cast<std::size_t>(std::clamp(e, -350, 350) + 350)];
  };
  if (!std::isfinite(x) || x == 0)
    return x;
  const double a = std::abs(x);
  // The decimal exponent from the binary one (per sample: no log10, no pow).
  int e10 = static_cast<int>(std::floor(std::ilogb(a) * 0.30102999566398120));
  if (a >= p10(e10 + 1))
    ++e10;
  if (e10 < -300 || e10 > 300)
    return x;
  const double scale = p10(11 - e10);
  const double r = std::round(x * scale) / scale;
  return std::isfinite(r) ? r : x;
}

QString vmCountText(int n)
{
  return n == 1 ? QStringLiteral("1 VM") : QStringLiteral("%1 VMs").arg(n);
}

/// A size histogram (vscsiStats IO lengths, bytes) as fractions of I/Os by size in KiB. The
/// open last bucket ("> limit") is taken at the histogram's max when that is above the limit,
/// else at twice the limit.
std::vector<IoSizeBin> sizeFractions(const Histogram& h)
{
  std::vector<IoSizeBin> out;
  const double total = h.total();
  if (!(total > 0))
    return out;
  for (std::size_t i = 0; i < h.counts.size(); ++i) {
    if (!(h.counts[i] > 0))
      continue;
    double bytes = h.limits[i];
    if (i + 1 == h.counts.size() && h.openLast)
      bytes = h.max && *h.max > bytes ? *h.max : 2 * bytes;
    const double kib = std::clamp(bytes / 1024.0, 0.5, 16384.0);
    out.push_back({clean(kib), clean(h.counts[i] / total)});
  }
  return out;
}

/// Sums histograms of the same buckets (several disks of a group); false when the buckets
/// differ.
bool addInto(Histogram& sum, const Histogram& h)
{
  if (sum.limits.empty()) {
    sum = h;
    sum.mean.reset();
    sum.count.reset();
    return true;
  }
  if (sum.limits != h.limits || sum.openLast != h.openLast)
    return false;
  for (std::size_t i = 0; i < h.counts.size(); ++i)
    sum.counts[i] += h.counts[i];
  if (h.max)
    sum.max = sum.max ? std::max(*sum.max, *h.max) : *h.max;
  return true;
}

/// Count-weighted mean of the members' histogram means.
std::optional<double> weightedMean(const WorkloadData& data, const std::vector<int>& members,
                                   HistogramKind k, IoDirection d)
{
  double n = 0, sum = 0;
  for (int i : members) {
    const Histogram* h = data.sources[static_cast<std::size_t>(i)].histogram(k, d);
    if (!h)
      continue;
    const double t = h->total();
    n += t;
    sum += t * h->meanValue();
  }
  if (!(n > 0))
    return std::nullopt;
  return sum / n;
}

WriteProfile traceProfile(const std::vector<double>& t, const std::vector<double>& mbps)
{
  Trace trace;
  trace.reserve(t.size());
  for (std::size_t k = 0; k < t.size(); ++k)
    trace.push_back({t[k], mbps[k]});
  WriteProfile p;
  p.kind = ProfileKind::Trace;
  p.samples = std::make_shared<const Trace>(std::move(trace));
  return p;
}

void buildMeasured(const WorkloadData& data, const std::vector<int>& members, int vms, VmGroup& g,
                   WorkloadSource& src, QStringList& notes)
{
  const std::size_t n = data.times_s.size();
  std::vector<double> write(n, 0.0), read(n, 0.0);
  bool anyWrite = false, anyRead = false;
  double writeMb = 0, writes = 0, writeLat = 0, writesTimed = 0;
  double readMb = 0, reads = 0, readLat = 0, readsTimed = 0;
  for (int i : members) {
    const Source& s = data.sources[static_cast<std::size_t>(i)];
    if (s.write_mbps.size() == n) {
      anyWrite = true;
      for (std::size_t k = 0; k < n; ++k)
        write[k] += s.write_mbps[k];
    }
    if (s.read_mbps.size() == n) {
      anyRead = true;
      for (std::size_t k = 0; k < n; ++k)
        read[k] += s.read_mbps[k];
    }
    writeMb += s.write_mb_counted, writes += s.writes;
    writeLat += s.write_latency_x_ios, writesTimed += s.writes_timed;
    readMb += s.read_mb_counted, reads += s.reads;
    readLat += s.read_latency_x_ios, readsTimed += s.reads_timed;
  }
  if (!anyWrite)
    throw QStringLiteral("none of its sources has a write rate");
  for (std::size_t k = 0; k < n; ++k) {
    write[k] = clean(write[k] / vms);
    read[k] = clean(read[k] / vms);
  }
  g.write = traceProfile(data.times_s, write);
  if (anyRead) {
    const WriteProfile r = traceProfile(data.times_s, read);
    static_cast<WriteProfile&>(g.read) = r;
  }
  if (n > kMaxTraceSamples) {
    const double span = data.spanS();
    const double interval = std::ceil(span / static_cast<double>(kMaxTraceSamples));
    g.write.samples = std::make_shared<const Trace>(averaged(*g.write.samples, interval));
    if (anyRead)
      g.read.samples = std::make_shared<const Trace>(averaged(*g.read.samples, interval));
    notes << QStringLiteral("%1: %2 samples averaged into %3 samples of %4 each")
                 .arg(QString::fromStdString(g.name))
                 .arg(n)
                 .arg(g.write.samples->size())
                 .arg(ui::formatValue(interval, ui::Unit::S));
  }
  const auto size = [&](double mb, double ios, double* out, const char* what) {
    if (!(ios > 0))
      return;
    const double kib = mb * 1e6 / ios / 1024.0;
    const double kept = std::clamp(kib, 0.5, 16384.0);
    if (kept != kib)
      notes << QStringLiteral("%1: mean %2 size %3 taken as %4 (the size's range)")
                   .arg(QString::fromStdString(g.name), QString::fromLatin1(what),
                        ui::formatValue(kib, ui::Unit::KiB), ui::formatValue(kept, ui::Unit::KiB));
    *out = clean(kept);
  };
  size(writeMb, writes, &g.write_io_kib, "write");
  size(readMb, reads, &g.read.io_kib, "read");
  if (!(writes > 0))
    notes << QStringLiteral("%1: no write count in the file: the write size stays %2")
                 .arg(QString::fromStdString(g.name),
                      ui::formatValue(g.write_io_kib, ui::Unit::KiB));
  if (writesTimed > 0)
    src.write_latency_us = clean(writeLat / writesTimed * 1000.0);
  if (readsTimed > 0)
    src.read_latency_us = clean(readLat / readsTimed * 1000.0);
  src.span_s = traceDurationS(*g.write.samples);
  src.samples = static_cast<int>(std::min<std::size_t>(n, 2147483647u));
}

void buildHistograms(const WorkloadData& data, const std::vector<int>& members, int vms, VmGroup& g,
                     WorkloadSource& src, QStringList& notes)
{
  const QString name = QString::fromStdString(g.name);
  // Rates: the members' mean rates (interarrival x size), per VM.
  double writeRate = 0, readRate = 0;
  bool anyWrite = false, anyRead = false;
  for (int i : members) {
    const Source& s = data.sources[static_cast<std::size_t>(i)];
    if (s.has(WriteMBps))
      writeRate += s.stats[WriteMBps].mean(), anyWrite = true;
    if (s.has(ReadMBps))
      readRate += s.stats[ReadMBps].mean(), anyRead = true;
  }
  if (!anyWrite)
    throw QStringLiteral(
        "no write rate: its write interarrival-time and IO-length histograms "
        "give it, and they are missing");
  g.write.kind = ProfileKind::Constant;
  g.write.mbps = clean(writeRate / vms);
  if (anyRead) {
    g.read.kind = ProfileKind::Constant;
    g.read.mbps = clean(readRate / vms);
  }
  // Sizes.
  const auto sizes = [&](IoDirection d, std::vector<IoSizeBin>& out, const char* what) {
    Histogram sum;
    for (int i : members)
      if (const Histogram* h =
              data.sources[static_cast<std::size_t>(i)].histogram(HistogramKind::IoLength, d))
        if (!addInto(sum, *h))
          throw QStringLiteral("its disks' %1-size histograms have different buckets")
              .arg(QString::fromLatin1(what));
    out = sizeFractions(sum);
    if (out.empty())
      notes << QStringLiteral("%1: no %2 sizes in the file: the %2 size stays as it was")
                   .arg(name, QString::fromLatin1(what));
  };
  sizes(IoDirection::Write, g.write_io_histogram, "write");
  sizes(IoDirection::Read, g.read.io_histogram, "read");
  // The fixed sizes say the histograms' means (the histograms replace them).
  if (!g.write_io_histogram.empty())
    g.write_io_kib =
        clean(std::clamp(ui::meanIoKib(g.write_io_histogram, g.write_io_kib), 0.5, 16384.0));
  if (!g.read.io_histogram.empty())
    g.read.io_kib =
        clean(std::clamp(ui::meanIoKib(g.read.io_histogram, g.read.io_kib), 0.5, 16384.0));
  // Outstanding writes: the mean when a write is issued, rounded.
  std::optional<double> qd =
      weightedMean(data, members, HistogramKind::Outstanding, IoDirection::Write);
  if (!qd)
    qd = weightedMean(data, members, HistogramKind::Outstanding, IoDirection::All);
  if (qd)
    g.outstanding_ios = std::clamp(static_cast<int>(std::lround(*qd)), 1, 4096);
  if (const auto lat = weightedMean(data, members, HistogramKind::Latency, IoDirection::Write))
    src.write_latency_us = clean(*lat);
  if (const auto lat = weightedMean(data, members, HistogramKind::Latency, IoDirection::Read))
    src.read_latency_us = clean(*lat);
  // Sequential: a seek distance of exactly 1 block (the next block after the previous I/O).
  const auto sequential = [&](IoDirection d) -> std::optional<double> {
    double seq = 0, total = 0;
    for (int i : members) {
      const Histogram* h =
          data.sources[static_cast<std::size_t>(i)].histogram(HistogramKind::SeekDistance, d);
      if (!h)
        continue;
      total += h->total();
      for (std::size_t b = 0; b < h->limits.size(); ++b)
        if (h->limits[b] == 1 && (b == 0 || h->limits[b - 1] >= 0))
          seq += h->counts[b];
    }
    if (!(total > 0))
      return std::nullopt;
    return clean(seq / total);
  };
  src.sequential_write_fraction = sequential(IoDirection::Write);
  src.sequential_read_fraction = sequential(IoDirection::Read);
  double ios = 0;
  for (int i : members) {
    const Source& s = data.sources[static_cast<std::size_t>(i)];
    if (const Histogram* h = s.histogram(HistogramKind::IoLength, IoDirection::All))
      ios += h->total();
    else
      for (IoDirection d : {IoDirection::Read, IoDirection::Write})
        if (const Histogram* hd = s.histogram(HistogramKind::IoLength, d))
          ios += hd->total();
  }
  src.samples = static_cast<int>(std::min(ios, 2147483647.0));
}

/// A name pattern as an anchored regular expression: * any text, ? one character, the rest
/// literal (names hold '/', ':' and parentheses).
QString wildcard(const QString& pattern)
{
  QString re = QStringLiteral("^");
  for (const QChar c : pattern) {
    if (c == QLatin1Char('*'))
      re += QStringLiteral(".*");
    else if (c == QLatin1Char('?'))
      re += QLatin1Char('.');
    else
      re += QRegularExpression::escape(QString(c));
  }
  return re + QLatin1Char('$');
}

}  // namespace

std::vector<int> preferredSources(const WorkloadData& data)
{
  std::vector<int> out;
  for (std::size_t i = 0; i < data.sources.size(); ++i)
    if (data.sources[i].preferred)
      out.push_back(static_cast<int>(i));
  return out;
}

std::vector<GroupSpec> onePerSource(const WorkloadData& data, const std::vector<int>& sources)
{
  std::vector<GroupSpec> out;
  for (int i : sources)
    out.push_back({data.sources[static_cast<std::size_t>(i)].name, {i}});
  return out;
}

std::optional<std::vector<GroupSpec>> groupsByPattern(const WorkloadData& data,
                                                      const QStringList& patterns, QString* error)
{
  std::vector<GroupSpec> out;
  std::vector<int> takenBy(data.sources.size(), -1);
  for (const QString& given : patterns) {
    QString name = given, pattern = given;
    const qsizetype eq = given.indexOf(QLatin1Char('='));
    if (eq > 0) {
      name = given.left(eq).trimmed();
      pattern = given.mid(eq + 1).trimmed();
    }
    const QRegularExpression re(wildcard(pattern), QRegularExpression::CaseInsensitiveOption);
    GroupSpec spec{name, {}};
    for (bool preferredOnly : {true, false}) {
      for (std::size_t i = 0; i < data.sources.size(); ++i) {
        const Source& s = data.sources[i];
        if ((!preferredOnly || s.preferred) && re.match(s.name).hasMatch())
          spec.sources.push_back(static_cast<int>(i));
      }
      if (!spec.sources.empty())
        break;
    }
    if (spec.sources.empty()) {
      *error = QStringLiteral("\"%1\" matches no source of the file").arg(pattern);
      return std::nullopt;
    }
    for (int i : spec.sources) {
      int& by = takenBy[static_cast<std::size_t>(i)];
      if (by >= 0) {
        *error = QStringLiteral("%1 is matched by \"%2\" and \"%3\": a source goes into one group")
                     .arg(data.sources[static_cast<std::size_t>(i)].name, patterns[by], given);
        return std::nullopt;
      }
      by = static_cast<int>(out.size());
    }
    out.push_back(std::move(spec));
  }
  return out;
}

BuildResult buildGroups(const WorkloadData& data, const std::vector<GroupSpec>& specs)
{
  BuildResult r;
  if (specs.empty()) {
    r.error = QStringLiteral("no source chosen: nothing to import");
    return r;
  }
  for (const GroupSpec& spec : specs) {
    VmGroup g;
    g.name = (spec.name.isEmpty() ? QStringLiteral("Imported") : spec.name).toStdString();
    const QString name = QString::fromStdString(g.name);
    if (spec.sources.empty()) {
      r.error = QStringLiteral("group \"%1\" has no source").arg(name);
      r.groups.clear();
      return r;
    }
    QSet<QString> vmNames;
    WorkloadSource src;
    src.format = formatWord(data.format).toStdString();
    src.file = data.fileName.toStdString();
    src.sha256 = data.sha256.toStdString();
    src.first_sample = data.firstSample.toStdString();
    for (int i : spec.sources) {
      if (i < 0 || static_cast<std::size_t>(i) >= data.sources.size()) {
        r.error = QStringLiteral("group \"%1\": no source %2").arg(name).arg(i);
        r.groups.clear();
        return r;
      }
      const Source& s = data.sources[static_cast<std::size_t>(i)];
      vmNames.insert(s.vm);
      src.members.push_back(s.name.toStdString());
      for (const QString& c : s.counter)
        if (!c.isEmpty())
          src.counters.push_back(c.toStdString());
    }
    const int vms = static_cast<int>(vmNames.size());
    g.vms_per_host = vms;
    try {
      if (data.format == Format::VscsiStats)
        buildHistograms(data, spec.sources, vms, g, src, r.notes);
      else
        buildMeasured(data, spec.sources, vms, g, src, r.notes);
    } catch (const QString& why) {
      r.error = QStringLiteral("group \"%1\": %2").arg(name, why);
      r.groups.clear();
      return r;
    }
    r.notes << QStringLiteral("%1: %2 on each host, %3 mean and %4 peak write rate per VM")
                   .arg(name, vmCountText(vms),
                        ui::formatValue(profileMeanMbps(g.write), ui::Unit::MBps),
                        ui::formatValue(profilePeakMbps(g.write), ui::Unit::MBps));
    g.sources.push_back(std::move(src));
    r.groups.push_back(std::move(g));
  }
  return r;
}

ApplyResult addGroups(const Scenario& base, const std::vector<VmGroup>& groups, bool replace)
{
  ApplyResult r;
  Scenario s = base;
  if (replace)
    s.vm_groups.clear();
  s.vm_groups.insert(s.vm_groups.end(), groups.begin(), groups.end());
  r.problems = ui::validateScenario(s);
  if (!ui::hasErrors(r.problems))
    r.scenario = std::move(s);
  return r;
}

Trace averaged(const Trace& trace, double interval_s)
{
  Trace out;
  if (trace.empty() || !(interval_s > 0))
    return trace;
  const double start = trace.front().t_s;
  double binStart = start, bytes = 0, covered = 0;
  for (std::size_t i = 0; i < trace.size(); ++i) {
    double t = trace[i].t_s;
    const double end = t + traceSampleDurationS(trace, i);
    while (t < end) {
      const double binEnd = binStart + interval_s;
      const double stop = std::min(end, binEnd);
      bytes += trace[i].mbps * (stop - t);
      covered += stop - t;
      t = stop;
      if (t >= binEnd) {
        out.push_back({binStart - start, bytes / covered});
        binStart = binEnd;
        bytes = covered = 0;
      }
    }
  }
  if (covered > 0)
    out.push_back({binStart - start, bytes / covered});
  return out;
}

}  // namespace accel::import
