// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/import/workload.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>

#include <cmath>
#include <memory>

#include "app/import/readers.h"
#include "model/common/profile.h"

namespace accel::import {

namespace {

struct Word {
  Format format;
  const char* word;
  const char* name;
};
const Word kFormats[] = {
    {Format::Esxtop, "esxtop", "esxtop batch (PDH-CSV)"},
    {Format::VscsiStats, "vscsistats", "vscsiStats histograms"},
    {Format::Perfmon, "perfmon", "Windows perfmon (PDH-CSV)"},
    {Format::Csv, "csv", "plain CSV"},
};

const char* const kTimeUnits[] = {"s", "ms", "min", "h", "timestamp"};
const char* const kRateUnits[] = {"MB/s", "MiB/s", "KB/s", "KiB/s", "B/s", "GB/s"};

/// The time-weighted mean of a trace, as the models compute it (model/common/profile.h).
double traceMean(const std::vector<double>& t, const std::vector<double>& mbps)
{
  WriteProfile p;
  p.kind = ProfileKind::Trace;
  Trace trace;
  trace.reserve(t.size());
  for (std::size_t k = 0; k < t.size() && k < mbps.size(); ++k)
    trace.push_back({t[k], mbps[k]});
  p.samples = std::make_shared<const Trace>(std::move(trace));
  return profileMeanMbps(p);
}

}  // namespace

QString formatWord(Format f)
{
  for (const Word& w : kFormats)
    if (w.format == f)
      return QString::fromLatin1(w.word);
  return QString();
}

QString formatName(Format f)
{
  for (const Word& w : kFormats)
    if (w.format == f)
      return QString::fromLatin1(w.name);
  return QString();
}

std::optional<Format> parseFormat(const QString& word)
{
  for (const Word& w : kFormats)
    if (word.compare(QLatin1String(w.word), Qt::CaseInsensitive) == 0)
      return w.format;
  return std::nullopt;
}

QString metricLabel(Metric m)
{
  switch (m) {
  case WriteMBps: return QStringLiteral("Write rate");
  case ReadMBps: return QStringLiteral("Read rate");
  case WriteIops: return QStringLiteral("Writes");
  case ReadIops: return QStringLiteral("Reads");
  case CommandsPs: return QStringLiteral("Commands");
  case WriteLatencyMs: return QStringLiteral("Write latency");
  case ReadLatencyMs: return QStringLiteral("Read latency");
  case kMetricCount: break;
  }
  return QString();
}

QString metricUnit(Metric m)
{
  switch (m) {
  case WriteMBps:
  case ReadMBps: return QStringLiteral("MB/s");
  case WriteIops:
  case ReadIops:
  case CommandsPs: return QStringLiteral("IOPS");
  case WriteLatencyMs:
  case ReadLatencyMs: return QStringLiteral("ms");
  case kMetricCount: break;
  }
  return QString();
}

QStringList timeUnitWords()
{
  QStringList out;
  for (const char* w : kTimeUnits)
    out << QString::fromLatin1(w);
  return out;
}

QStringList rateUnitWords()
{
  QStringList out;
  for (const char* w : kRateUnits)
    out << QString::fromLatin1(w);
  return out;
}

bool parseTimeUnit(const QString& w, CsvOptions::TimeUnit* out)
{
  const qsizetype i = timeUnitWords().indexOf(w);
  if (i < 0)
    return false;
  *out = static_cast<CsvOptions::TimeUnit>(i);
  return true;
}

bool parseRateUnit(const QString& w, CsvOptions::RateUnit* out)
{
  const qsizetype i = rateUnitWords().indexOf(w);
  if (i < 0)
    return false;
  *out = static_cast<CsvOptions::RateUnit>(i);
  return true;
}

double rateUnitMBps(CsvOptions::RateUnit u)
{
  switch (u) {
  case CsvOptions::RateUnit::MBps: return 1;
  case CsvOptions::RateUnit::MiBps: return 1.048576;
  case CsvOptions::RateUnit::KBps: return 1e-3;
  case CsvOptions::RateUnit::KiBps: return 1.024e-3;
  case CsvOptions::RateUnit::Bps: return 1e-6;
  case CsvOptions::RateUnit::GBps: return 1e3;
  }
  return 1;
}

double Histogram::total() const
{
  double t = 0;
  for (double c : counts)
    t += c;
  return t;
}

double Histogram::meanValue() const
{
  if (mean)
    return *mean;
  double n = 0, sum = 0;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    n += counts[i];
    sum += counts[i] * limits[i];
  }
  return n > 0 ? sum / n : 0.0;
}

const Histogram* Source::histogram(HistogramKind k, IoDirection d) const
{
  const auto it = histograms.find({k, d});
  return it == histograms.end() ? nullptr : &it->second;
}

double WorkloadData::spanS() const
{
  const std::size_t n = times_s.size();
  if (n == 0)
    return 0;
  if (n == 1)
    return 0;
  return times_s[n - 1] - times_s[0] + (times_s[n - 1] - times_s[n - 2]);
}

std::optional<Format> detectFormat(const QByteArray& head)
{
  const QByteArray h = head.left(1 << 20);
  const qsizetype start = h.startsWith("\xEF\xBB\xBF") ? 3 : 0;
  const QByteArray first = h.mid(start, 64).trimmed();
  if (first.startsWith("\"(PDH-CSV") || first.startsWith("(PDH-CSV")) {
    const bool esxtop = h.contains("\\Virtual Disk(") || h.contains("\\Group Cpu(") ||
                        h.contains("\\Physical Cpu") || h.contains("\\Memory\\Memory Overcommit");
    const bool perfmon = h.contains("\\LogicalDisk(") || h.contains("\\PhysicalDisk(");
    if (perfmon && !esxtop)
      return Format::Perfmon;
    return Format::Esxtop;  // a header past 1 MB decides in the reader
  }
  if (first.startsWith("Histogram:"))
    return Format::VscsiStats;
  return Format::Csv;
}

ReadResult readWorkload(QIODevice& device, std::int64_t size, const QString& fileName,
                        const ReadOptions& options, const Progress& progress)
{
  ReadResult r;
  WorkloadData data;
  data.fileName = fileName;
  data.bytes = size;
  try {
    std::optional<Format> format = options.format;
    bool pdh = false;
    if (!format || *format == Format::Esxtop || *format == Format::Perfmon) {
      const QByteArray head = device.peek(1 << 20);
      const std::optional<Format> seen = detectFormat(head);
      pdh = seen == Format::Esxtop || seen == Format::Perfmon;
      if (!format)
        format = seen;
      else if (!pdh)
        fail(QStringLiteral("not %1 output: expected \"(PDH-CSV 4.0) ...\" in the first column "
                            "of the first line")
                 .arg(formatName(*format)),
             1, 1);
    }
    LineReader lines(device, size, progress);
    switch (*format) {
    case Format::Esxtop:
    case Format::Perfmon:
      // Told from the counters when the format was detected, so a header of many columns
      // whose first MB shows neither decides on all of them.
      detail::readPdh(lines, options.format ? format : std::nullopt, data);
      break;
    case Format::VscsiStats: detail::readVscsi(lines, data); break;
    case Format::Csv: detail::readCsv(lines, options.csv, data); break;
    }
    lines.drain();
    data.sha256 = lines.sha256();
    data.bytes = lines.bytesRead();
  } catch (const ImportFailure& f) {
    r.error = f.error;
    r.cancelled = f.error.message == QLatin1String("cancelled");
    return r;
  } catch (const std::bad_alloc&) {
    r.error.message = QStringLiteral("not enough memory to read the file");
    return r;
  }
  for (Source& s : data.sources) {
    if (!s.write_mbps.empty())
      s.stats[WriteMBps].time_mean = traceMean(data.times_s, s.write_mbps);
    if (!s.read_mbps.empty())
      s.stats[ReadMBps].time_mean = traceMean(data.times_s, s.read_mbps);
  }
  if (progress.report)
    progress.report(1.0);
  r.data = std::move(data);
  return r;
}

ReadResult readWorkloadFile(const QString& path, const ReadOptions& options,
                            const Progress& progress)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    ReadResult r;
    r.error.message = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
    return r;
  }
  return readWorkload(f, f.size(), QFileInfo(path).fileName(), options, progress);
}

}  // namespace accel::import
