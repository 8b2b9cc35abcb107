// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// vscsiStats -p all -c: one block per histogram and virtual disk,
//   Histogram: <what>,virtual machine worldGroupID,<id>,virtual disk handleID,<id> (scsi0:0)
//   min,<v>  max,<v>  mean,<v>  count,<v>
//   Frequency,Histogram Bucket Limit
//   <count>,<limit>      (one line per bucket; the last limit may read ">524288")
// and a blank line. Histograms accumulate from the start of collection, so a file holding
// several prints of the same disk keeps the last.
#include <cmath>
#include <map>

#include "app/import/readers.h"

namespace accel::import::detail {

namespace {

struct Title {
  const char* text;  ///< what the title says after "Histogram: " (lower case, a prefix)
  HistogramKind kind;
  IoDirection direction;
};

// Longest first where one title begins another.
const Title kTitles[] = {
    {"io lengths of read commands", HistogramKind::IoLength, IoDirection::Read},
    {"io lengths of write commands", HistogramKind::IoLength, IoDirection::Write},
    {"io lengths of commands", HistogramKind::IoLength, IoDirection::All},
    {"distance (in lbns) between successive read commands", HistogramKind::SeekDistance,
     IoDirection::Read},
    {"distance (in lbns) between successive write commands", HistogramKind::SeekDistance,
     IoDirection::Write},
    {"distance (in lbns) between successive commands", HistogramKind::SeekDistance,
     IoDirection::All},
    {"latency of read ios", HistogramKind::Latency, IoDirection::Read},
    {"latency of write ios", HistogramKind::Latency, IoDirection::Write},
    {"latency of ios", HistogramKind::Latency, IoDirection::All},
    {"number of outstanding read ios", HistogramKind::Outstanding, IoDirection::Read},
    {"number of outstanding write ios", HistogramKind::Outstanding, IoDirection::Write},
    {"number of outstanding ios", HistogramKind::Outstanding, IoDirection::All},
    {"latency of io interarrival time for reads", HistogramKind::Interarrival, IoDirection::Read},
    {"latency of io interarrival time for writes", HistogramKind::Interarrival, IoDirection::Write},
    {"latency of io interarrival time", HistogramKind::Interarrival, IoDirection::All},
};

QString text(std::string_view s)
{
  return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())).trimmed();
}

}  // namespace

void readVscsi(LineReader& lines, WorkloadData& out)
{
  out.format = Format::VscsiStats;
  std::map<QString, std::size_t> sourceOf;
  std::vector<Field> fields;
  std::string scratch;
  std::string_view line;
  int blocks = 0, replaced = 0;
  QStringList ignored;

  // The block being read.
  Histogram* current = nullptr;
  std::int64_t currentLine = 0;
  bool inBuckets = false;
  QString currentTitle;
  const auto finish = [&] {
    if (current && current->limits.empty())
      fail(QStringLiteral("histogram \"%1\" has no buckets: expected \"Frequency,Histogram "
                          "Bucket Limit\" and a line per bucket")
               .arg(currentTitle),
           currentLine);
    current = nullptr;
    inBuckets = false;
  };

  while (lines.next(line)) {
    const std::int64_t n = lines.lineNumber();
    if (line.find_first_not_of(" \t,") == std::string_view::npos) {
      finish();
      continue;
    }
    splitFields(line, ',', n, fields, scratch);
    const QString head = text(fields[0].text);
    if (head.startsWith(QLatin1String("Histogram:"), Qt::CaseInsensitive)) {
      finish();
      ++blocks;
      currentLine = n;
      currentTitle = head.mid(10).trimmed();
      const QString lower = currentTitle.toLower();
      const Title* title = nullptr;
      for (const Title& t : kTitles)
        if (lower.startsWith(QLatin1String(t.text))) {
          title = &t;
          break;
        }
      // The disk: "virtual machine worldGroupID,<id>,virtual disk handleID,<id>".
      QString group, handle;
      for (std::size_t i = 1; i + 1 < fields.size(); i += 2) {
        const QString key = text(fields[i].text).toLower();
        if (key.contains(QLatin1String("worldgroupid")))
          group = text(fields[i + 1].text);
        else if (key.contains(QLatin1String("handleid")))
          handle = text(fields[i + 1].text);
      }
      const QString id = group.isEmpty() && handle.isEmpty()
                             ? QStringLiteral("disk")
                             : QStringLiteral("worldGroup %1 handle %2").arg(group, handle);
      auto it = sourceOf.find(id);
      if (it == sourceOf.end()) {
        Source s;
        s.id = id;
        s.name = group.isEmpty() ? QStringLiteral("virtual disk")
                                 : QStringLiteral("VM %1 disk %2").arg(group, handle);
        s.vm = group.isEmpty() ? QStringLiteral("VM") : QStringLiteral("VM %1").arg(group);
        s.kind = QStringLiteral("virtual disk");
        it = sourceOf.emplace(id, out.sources.size()).first;
        out.sources.push_back(std::move(s));
      }
      if (!title) {
        if (!ignored.contains(currentTitle))
          ignored << currentTitle;
        current = nullptr;
        inBuckets = false;
        continue;
      }
      Source& s = out.sources[it->second];
      const auto key = std::make_pair(title->kind, title->direction);
      if (s.histograms.count(key))
        ++replaced;
      Histogram& h = s.histograms[key];
      h = Histogram{};
      current = &h;
      continue;
    }
    if (!current) {
      if (blocks == 0)
        fail(QStringLiteral("%1 is not a vscsiStats histogram header: expected \"Histogram: "
                            "...\" (vscsiStats -p all -c)")
                 .arg(shown(fields[0].text)),
             n, 1);
      continue;  // the lines of a histogram this version does not use
    }
    const QString key = head.toLower();
    if (!inBuckets) {
      if (key == QLatin1String("frequency")) {
        inBuckets = true;
        continue;
      }
      if (fields.size() < 2)
        fail(QStringLiteral("%1: expected \"min\", \"max\", \"mean\" or \"count\" and a number")
                 .arg(shown(fields[0].text)),
             n, 1);
      double v = 0;
      if (!parseNumber(fields[1].text, Decimal::Point, n, 2, head, &v))
        fail(QStringLiteral("no value for %1: expected a number").arg(head), n, 2);
      if (key == QLatin1String("min"))
        current->min = v;
      else if (key == QLatin1String("max"))
        current->max = v;
      else if (key == QLatin1String("mean"))
        current->mean = v;
      else if (key == QLatin1String("count"))
        current->count = v;
      else
        fail(QStringLiteral("%1: expected \"min\", \"max\", \"mean\", \"count\" or \"Frequency\"")
                 .arg(shown(fields[0].text)),
             n, 1);
      continue;
    }
    // A bucket: count, upper limit (">limit" for the last, open one).
    if (fields.size() != 2)
      fail(QStringLiteral("%1 fields: expected a bucket \"count,limit\"").arg(fields.size()), n,
           std::min(static_cast<int>(fields.size()), 2) + 1);
    if (current->openLast)
      fail(QStringLiteral("a bucket after the open one (\">limit\"): expected the histogram's "
                          "end"),
           n, 1);
    double count = 0, limit = 0;
    if (!parseNumber(fields[0].text, Decimal::Point, n, 1, QStringLiteral("Frequency"), &count))
      fail(QStringLiteral("no count: expected a number"), n, 1);
    if (count < 0 || count != std::floor(count))
      fail(QStringLiteral("%1 is not a count: expected a whole number of at least 0")
               .arg(shown(fields[0].text)),
           n, 1);
    std::string_view lim = fields[1].text;
    const std::size_t gt = lim.find('>');
    const bool open = gt != std::string_view::npos;
    if (open)
      lim.remove_prefix(gt + 1);
    if (!parseNumber(lim, Decimal::Point, n, 2, QStringLiteral("Histogram Bucket Limit"), &limit))
      fail(QStringLiteral("no bucket limit: expected a number"), n, 2);
    if (!current->limits.empty() && !(limit > current->limits.back()) &&
        !(open && limit >= current->limits.back()))
      fail(QStringLiteral("bucket limit %1 is not above the previous one: expected increasing "
                          "limits")
               .arg(shown(fields[1].text)),
           n, 2);
    current->limits.push_back(limit);
    current->counts.push_back(count);
    current->openLast = open;
  }
  finish();
  if (out.sources.empty())
    fail(QStringLiteral("no vscsiStats histograms in the file"), lines.lineNumber());
  if (replaced > 0)
    out.notes << QStringLiteral(
                     "the file prints the same histograms several times (%1 "
                     "repeats): the last of each is used, as vscsiStats accumulates "
                     "them from the start of collection")
                     .arg(replaced);
  for (const QString& t : ignored)
    out.notes << QStringLiteral("histogram \"%1\" is not used").arg(t);

  // What each disk's histograms say, for the preview and the groups: mean rates from the
  // interarrival times and sizes, latencies from the latency histograms.
  for (Source& s : out.sources) {
    const auto meanOf = [&s](HistogramKind k, IoDirection d) -> std::optional<double> {
      const Histogram* h = s.histogram(k, d);
      if (!h || !(h->total() > 0))
        return std::nullopt;
      return h->meanValue();
    };
    const auto derive = [&](IoDirection d, Metric rate, Metric iops, Metric latency) {
      const std::optional<double> bytes = meanOf(HistogramKind::IoLength, d);
      const std::optional<double> gap = meanOf(HistogramKind::Interarrival, d);
      const std::optional<double> lat = meanOf(HistogramKind::Latency, d);
      const QString dir = d == IoDirection::Read ? QStringLiteral("Read") : QStringLiteral("Write");
      if (gap && *gap > 0) {
        const double perS = 1e6 / *gap;
        s.stats[static_cast<std::size_t>(iops)].add(perS);
        s.counter[static_cast<std::size_t>(iops)] =
            QStringLiteral("latency of IO interarrival time for %1s").arg(dir);
        if (bytes) {
          s.stats[static_cast<std::size_t>(rate)].add(perS * *bytes / 1e6);
          s.counter[static_cast<std::size_t>(rate)] =
              QStringLiteral("IO lengths of %1 commands").arg(dir);
        }
      }
      if (lat) {
        s.stats[static_cast<std::size_t>(latency)].add(*lat / 1000.0);
        s.counter[static_cast<std::size_t>(latency)] =
            QStringLiteral("latency of %1 IOs in Microseconds (us)").arg(dir);
      }
    };
    derive(IoDirection::Write, WriteMBps, WriteIops, WriteLatencyMs);
    derive(IoDirection::Read, ReadMBps, ReadIops, ReadLatencyMs);
  }
}

}  // namespace accel::import::detail
