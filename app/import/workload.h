// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file workload.h
/// Measured workloads read from the files customers have: esxtop batch output (`esxtop -b`,
/// PDH-CSV), vscsiStats histograms (`vscsiStats -p all -c`), Windows perfmon CSV logs and
/// plain CSV of time and rate. A file is read once, streamed (never held whole), hashed and
/// checked; what it holds becomes sources (VMs, virtual disks, disks, columns) with their
/// series and statistics, from which groups.h builds VM groups.
///
/// Units: rates in MB/s (10^6 bytes per second). esxtop's MBytes are 2^20 bytes (esxtop counts
/// in binary megabytes), perfmon's Bytes are bytes.

#include <QIODevice>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include "app/import/textstream.h"

namespace accel::import {

enum class Format { Esxtop, VscsiStats, Perfmon, Csv };

/// "esxtop", "vscsistats", "perfmon", "csv" (the scenario's sources[].format words).
QString formatWord(Format f);
std::optional<Format> parseFormat(const QString& word);
/// For users: "esxtop batch (PDH-CSV)", ...
QString formatName(Format f);

/// What a source's columns measure.
enum Metric {
  WriteMBps,       ///< MB/s written
  ReadMBps,        ///< MB/s read
  WriteIops,       ///< writes per second
  ReadIops,        ///< reads per second
  CommandsPs,      ///< commands (transfers) per second
  WriteLatencyMs,  ///< mean write latency, ms
  ReadLatencyMs,   ///< mean read latency, ms
  kMetricCount
};
/// "write rate", "reads/s", ... with the unit: {"Write", "MB/s"}.
QString metricLabel(Metric m);
QString metricUnit(Metric m);

/// Mean and peak of one series.
struct SeriesStats {
  double sum = 0;
  double peak = 0;
  std::int64_t n = 0;
  void add(double v)
  {
    sum += v;
    peak = n == 0 ? v : std::max(peak, v);
    ++n;
  }
  /// The time-weighted mean of a rate's trace (each sample over its interval), once known.
  std::optional<double> time_mean;
  /// Mean of the samples (a rate's: over time, as its trace's mean).
  double mean() const
  {
    if (time_mean)
      return *time_mean;
    return n > 0 ? sum / static_cast<double>(n) : 0.0;
  }
};

/// One vscsiStats histogram: bucket upper limits and counts (the last bucket may be open:
/// "> limit"), and the summary lines vscsiStats prints with it.
struct Histogram {
  std::vector<double> limits;
  std::vector<double> counts;
  bool openLast = false;
  std::optional<double> min, max, mean;
  std::optional<double> count;
  double total() const;
  /// Mean from the summary line, else from the buckets (each at its limit).
  double meanValue() const;
};

/// The vscsiStats histograms: what they measure, of all I/Os, reads or writes.
enum class HistogramKind { IoLength, SeekDistance, Outstanding, Latency, Interarrival };
enum class IoDirection { All, Read, Write };

/// One thing measured: a VM, a virtual disk, a Windows disk, a CSV column.
struct Source {
  QString id;             ///< unique within the file (the instance as the file names it)
  QString name;           ///< shown and matched by name patterns ("vm01", "vm01 scsi0:0")
  QString vm;             ///< the VM (or machine, or column) it belongs to: a group's VMs per host
                          ///< count distinct ones
  QString kind;           ///< "VM", "virtual disk", "physical disk", "logical disk", "column"
  bool preferred = true;  ///< one of the sources "all" means (a VM, not its disks as well)
  std::array<QString, kMetricCount> counter;  ///< the column used for each metric, or empty
  std::array<SeriesStats, kMetricCount> stats;
  std::vector<double> write_mbps;  ///< per sample, when the source has a write rate
  std::vector<double> read_mbps;   ///< per sample, when the source has a read rate
  /// I/O-weighted sums: MB moved in samples where the I/O count is known, those I/Os, and
  /// latency x I/Os (ms); per second of each sample, so ratios are means.
  double write_mb_counted = 0, writes = 0, write_latency_x_ios = 0, writes_timed = 0;
  double read_mb_counted = 0, reads = 0, read_latency_x_ios = 0, reads_timed = 0;
  /// vscsiStats: histograms by kind and direction.
  std::map<std::pair<HistogramKind, IoDirection>, Histogram> histograms;

  bool has(Metric m) const { return !counter[static_cast<std::size_t>(m)].isEmpty(); }
  const Histogram* histogram(HistogramKind k, IoDirection d) const;
};

/// What one file holds.
struct WorkloadData {
  Format format = Format::Csv;
  QString fileName;  ///< without its folder
  QString sha256;
  std::int64_t bytes = 0;
  QString firstSample;          ///< time stamp of the first sample as the file writes it
  std::vector<double> times_s;  ///< start of each sample in the traces, from 0
  std::vector<Source> sources;
  QStringList notes;  ///< what the reader decided that users should know
  /// Time the samples cover, s: to the end of the last (as long as the one before it).
  double spanS() const;
};

/// Options of the plain CSV reader (the other formats need none).
struct CsvOptions {
  enum class TimeUnit { Seconds, Milliseconds, Minutes, Hours, Timestamp };
  enum class RateUnit { MBps, MiBps, KBps, KiBps, Bps, GBps };
  char delimiter = 0;              ///< 0: detected from the header
  std::optional<Decimal> decimal;  ///< empty: a comma when the delimiter is ; or tab
  int timeColumn = 0;              ///< 0-based; -1: no time column, samples every interval_s
  TimeUnit timeUnit = TimeUnit::Seconds;
  double interval_s = 1;  ///< without a time column
  RateUnit rateUnit = RateUnit::MBps;
  bool header = true;  ///< the first line names the columns
};
/// "s", "ms", "min", "h", "timestamp"; "MB/s", "MiB/s", "KB/s", "KiB/s", "B/s", "GB/s".
QStringList timeUnitWords();
QStringList rateUnitWords();
bool parseTimeUnit(const QString& w, CsvOptions::TimeUnit* out);
bool parseRateUnit(const QString& w, CsvOptions::RateUnit* out);
/// MB/s per unit of the rate.
double rateUnitMBps(CsvOptions::RateUnit u);

struct ReadOptions {
  std::optional<Format> format;  ///< empty: detected from the first lines
  CsvOptions csv;
};

struct ReadResult {
  std::optional<WorkloadData> data;  ///< set when the file was read without error
  ImportError error;                 ///< otherwise: what and where
  bool cancelled = false;
  bool ok() const { return data.has_value(); }
};

/// The format of a file from its first bytes, or empty when it is none of them.
std::optional<Format> detectFormat(const QByteArray& head);

/// Reads a whole file (streamed), reporting progress; never throws and never crashes on a bad
/// file: every problem is an error with its line and column.
ReadResult readWorkloadFile(const QString& path, const ReadOptions& options,
                            const Progress& progress = {});
/// The same from an open device of `size` bytes named `fileName` (for messages, provenance).
ReadResult readWorkload(QIODevice& device, std::int64_t size, const QString& fileName,
                        const ReadOptions& options, const Progress& progress = {});

/// Most sources (VMs, disks, columns) one file may hold.
inline constexpr std::size_t kMaxSources = 10000;

/// esxtop's MBytes: 2^20 bytes, in MB (10^6 bytes).
inline constexpr double kEsxtopMBytes = 1.048576;

}  // namespace accel::import
