// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// esxtop batch output and Windows perfmon logs: both PDH-CSV ("(PDH-CSV 4.0) (zone)(bias)" in
// the first header cell, then one counter path "\\host\object(instance)\counter" per column;
// each row a time stamp "MM/dd/yyyy HH:mm:ss[.fff]" and the counters' values, quoted).
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

#include "app/import/readers.h"

namespace accel::import::detail {

namespace {

struct CounterSpec {
  const char* name;
  Metric metric;
  double scale;  ///< to MB/s, per second or ms
};

// esxtop, object "Virtual Disk": a VM ("vm01") or one of its disks ("vm01:scsi0:0").
const CounterSpec kEsxtop[] = {
    {"MBytes Written/sec", WriteMBps, kEsxtopMBytes},
    {"MBytes Read/sec", ReadMBps, kEsxtopMBytes},
    {"Writes/sec", WriteIops, 1},
    {"Reads/sec", ReadIops, 1},
    {"Commands/sec", CommandsPs, 1},
    {"Average MilliSec/Write", WriteLatencyMs, 1},
    {"Average MilliSec/Read", ReadLatencyMs, 1},
};

// perfmon, objects "LogicalDisk" and "PhysicalDisk".
const CounterSpec kPerfmon[] = {
    {"Disk Write Bytes/sec", WriteMBps, 1e-6},   {"Disk Read Bytes/sec", ReadMBps, 1e-6},
    {"Disk Writes/sec", WriteIops, 1},           {"Disk Reads/sec", ReadIops, 1},
    {"Disk Transfers/sec", CommandsPs, 1},       {"Avg. Disk sec/Write", WriteLatencyMs, 1000},
    {"Avg. Disk sec/Read", ReadLatencyMs, 1000},
};

/// A counter path split: "\\host\object(instance)\counter".
struct CounterPath {
  QString host, object, instance, counter;
  bool ok = false;
};

CounterPath splitPath(const QString& path)
{
  CounterPath c;
  if (!path.startsWith(QLatin1String("\\\\")))
    return c;
  const qsizetype hostEnd = path.indexOf(QLatin1Char('\\'), 2);
  const qsizetype counterStart = path.lastIndexOf(QLatin1Char('\\'));
  if (hostEnd < 0 || counterStart <= hostEnd)
    return c;
  c.host = path.mid(2, hostEnd - 2);
  c.counter = path.mid(counterStart + 1);
  const QString middle = path.mid(hostEnd + 1, counterStart - hostEnd - 1);
  const qsizetype open = middle.indexOf(QLatin1Char('('));
  if (open > 0 && middle.endsWith(QLatin1Char(')'))) {
    c.object = middle.left(open);
    c.instance = middle.mid(open + 1, middle.size() - open - 2);
  } else {
    c.object = middle;
  }
  c.ok = true;
  return c;
}

bool sameWord(const QString& a, const char* b)
{
  return a.compare(QLatin1String(b), Qt::CaseInsensitive) == 0;
}

/// Where a used column's value goes.
struct Slot {
  std::size_t source = 0;
  Metric metric = WriteMBps;
  double scale = 1;
  QString header;
};

/// A VM's name without the "(uuid)" newer esxtop adds: "SQL02 (df09...):scsi0:0" ->
/// "SQL02:scsi0:0".
QString withoutUuid(const QString& instance)
{
  static const QRegularExpression uuid(QStringLiteral(
      " \\([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\)"));
  QString s = instance;
  return s.remove(uuid);
}

}  // namespace

void accumulate(Source& s, const std::array<double, kMetricCount>& v, double w)
{
  const auto has = [&v](Metric m) { return !std::isnan(v[static_cast<std::size_t>(m)]); };
  const auto at = [&v](Metric m) { return v[static_cast<std::size_t>(m)]; };
  if (has(WriteMBps) && has(WriteIops)) {
    s.write_mb_counted += w * at(WriteMBps);
    s.writes += w * at(WriteIops);
  }
  if (has(WriteLatencyMs) && has(WriteIops)) {
    s.write_latency_x_ios += w * at(WriteLatencyMs) * at(WriteIops);
    s.writes_timed += w * at(WriteIops);
  }
  if (has(ReadMBps) && has(ReadIops)) {
    s.read_mb_counted += w * at(ReadMBps);
    s.reads += w * at(ReadIops);
  }
  if (has(ReadLatencyMs) && has(ReadIops)) {
    s.read_latency_x_ios += w * at(ReadLatencyMs) * at(ReadIops);
    s.reads_timed += w * at(ReadIops);
  }
}

void readPdh(LineReader& lines, std::optional<Format> format, WorkloadData& out)
{
  std::string_view line;
  if (!lines.next(line))
    fail(QStringLiteral("the file is empty"));
  std::vector<Field> fields;
  std::string scratch;
  const char delimiter = detectDelimiter(line);
  if (delimiter != ',')
    fail(QStringLiteral("the header's fields are separated by \"%1\": esxtop and perfmon write "
                        "commas (was the file saved again by a spreadsheet?)")
             .arg(delimiter == '\t' ? QStringLiteral("tab") : QString(QLatin1Char(delimiter))),
         1);
  splitFields(line, ',', 1, fields, scratch);
  const QString first =
      QString::fromUtf8(fields[0].text.data(), static_cast<qsizetype>(fields[0].text.size()));
  if (!first.startsWith(QLatin1String("(PDH-CSV")))
    fail(QStringLiteral("%1 is not a PDH-CSV header: expected \"(PDH-CSV 4.0) ...\" in the first "
                        "column (esxtop -b and perfmon write it; is the delimiter a comma?)")
             .arg(shown(fields[0].text)),
         1, 1);
  const int columns = static_cast<int>(fields.size());

  // Classify the columns; tell esxtop from perfmon by their objects.
  int esxtopObjects = 0, perfmonObjects = 0;
  std::vector<CounterPath> paths(fields.size());
  for (std::size_t i = 1; i < fields.size(); ++i) {
    paths[i] = splitPath(
        QString::fromUtf8(fields[i].text.data(), static_cast<qsizetype>(fields[i].text.size())));
    if (!paths[i].ok)
      continue;
    const QString& o = paths[i].object;
    if (sameWord(o, "Virtual Disk") || sameWord(o, "Group Cpu") || sameWord(o, "Physical Cpu") ||
        sameWord(o, "Physical Disk Adapter") || sameWord(o, "Physical Disk SCSI Device"))
      ++esxtopObjects;
    else if (sameWord(o, "LogicalDisk") || sameWord(o, "PhysicalDisk"))
      ++perfmonObjects;
  }
  if (!format)
    format = esxtopObjects >= perfmonObjects && esxtopObjects > 0 ? Format::Esxtop
             : perfmonObjects > 0                                 ? Format::Perfmon
                                                                  : Format::Esxtop;
  out.format = *format;
  const bool esxtop = *format == Format::Esxtop;

  std::vector<Slot> usedSlots;
  std::vector<int> slotOfColumn(fields.size(), -1);
  std::map<std::tuple<QString, QString, QString>, std::size_t> sourceOf;
  std::map<std::pair<std::size_t, int>, int> columnOfMetric;
  for (std::size_t i = 1; i < fields.size(); ++i) {
    const CounterPath& c = paths[i];
    if (!c.ok)
      continue;
    const bool object =
        esxtop ? sameWord(c.object, "Virtual Disk")
               : sameWord(c.object, "LogicalDisk") || sameWord(c.object, "PhysicalDisk");
    if (!object || c.instance.isEmpty())
      continue;
    const CounterSpec* spec = nullptr;
    const CounterSpec* table = esxtop ? kEsxtop : kPerfmon;
    const std::size_t tableSize = esxtop ? std::size(kEsxtop) : std::size(kPerfmon);
    for (std::size_t k = 0; k < tableSize; ++k)
      if (sameWord(c.counter, table[k].name))
        spec = &table[k];
    if (!spec)
      continue;
    const auto key = std::make_tuple(c.host, c.object, c.instance);
    auto it = sourceOf.find(key);
    if (it == sourceOf.end()) {
      if (out.sources.size() >= kMaxSources)
        fail(QStringLiteral("more than %1 VMs or disks: expected at most %1 (export fewer "
                            "entities with esxtop's --export-entity)")
                 .arg(kMaxSources),
             1, static_cast<int>(i + 1));
      Source s;
      if (esxtop) {
        static const QRegularExpression disk(QStringLiteral(":(scsi|sata|nvme|ide)[0-9]+:[0-9]+$"),
                                             QRegularExpression::CaseInsensitiveOption);
        const QString name = withoutUuid(c.instance);
        const auto m = disk.match(name);
        s.id = c.instance;
        s.name = name;
        s.vm = m.hasMatch() ? name.left(m.capturedStart()) : name;
        s.kind = m.hasMatch() ? QStringLiteral("virtual disk") : QStringLiteral("VM");
        s.preferred = !m.hasMatch();
      } else {
        s.id = QStringLiteral("\\\\%1\\%2(%3)").arg(c.host, c.object, c.instance);
        s.name = QStringLiteral("%1 %2(%3)").arg(c.host, c.object, c.instance);
        s.vm = c.host;
        s.kind = sameWord(c.object, "PhysicalDisk") ? QStringLiteral("physical disk")
                                                    : QStringLiteral("logical disk");
      }
      it = sourceOf.emplace(key, out.sources.size()).first;
      out.sources.push_back(std::move(s));
    }
    const auto metricKey = std::make_pair(it->second, static_cast<int>(spec->metric));
    if (columnOfMetric.count(metricKey))
      fail(QStringLiteral("counter %1 appears twice, in columns %2 and %3")
               .arg(shown(fields[i].text))
               .arg(columnOfMetric[metricKey] + 1)
               .arg(i + 1),
           1, static_cast<int>(i + 1));
    columnOfMetric[metricKey] = static_cast<int>(i);
    Source& s = out.sources[it->second];
    s.counter[static_cast<std::size_t>(spec->metric)] =
        QString::fromUtf8(fields[i].text.data(), static_cast<qsizetype>(fields[i].text.size()));
    slotOfColumn[i] = static_cast<int>(usedSlots.size());
    usedSlots.push_back(
        {it->second, spec->metric, spec->scale, s.counter[static_cast<std::size_t>(spec->metric)]});
  }
  const char* what = esxtop ? "Virtual Disk counters (MBytes Written/sec, MBytes Read/sec, "
                              "Writes/sec, Reads/sec, Commands/sec, Average MilliSec/Write)"
                            : "LogicalDisk or PhysicalDisk counters (Disk Write Bytes/sec, Disk "
                              "Read Bytes/sec, Disk Writes/sec, Disk Transfers/sec, Avg. Disk "
                              "sec/Write)";
  bool anyRate = false;
  for (const Source& s : out.sources)
    anyRate = anyRate || s.has(WriteMBps) || s.has(ReadMBps);
  if (!anyRate)
    fail(QStringLiteral("none of the %1 columns is one of the %2 %3: nothing to import")
             .arg(columns)
             .arg(formatName(*format), QString::fromLatin1(what)),
         1);
  for (const Source& s : out.sources)
    if (!s.has(WriteMBps) && s.has(ReadMBps))
      out.notes << QStringLiteral("%1 has no write rate (%2): only its reads can be imported")
                       .arg(s.name, QString::fromLatin1(esxtop ? "MBytes Written/sec"
                                                               : "Disk Write Bytes/sec"));

  // Which of several levels "all" means: esxtop a VM rather than its disks as well (a VM
  // without a VM row: its disks); perfmon per machine the _Total of PhysicalDisk, else of
  // LogicalDisk, else the disks of one object.
  if (esxtop) {
    QSet<QString> vmsWithRow;
    for (const Source& s : out.sources)
      if (s.kind == QLatin1String("VM"))
        vmsWithRow.insert(s.vm);
    for (Source& s : out.sources)
      if (s.kind != QLatin1String("VM") && !vmsWithRow.contains(s.vm))
        s.preferred = true;
  } else {
    std::map<QString, std::vector<std::size_t>> byHost;
    for (std::size_t i = 0; i < out.sources.size(); ++i)
      byHost[out.sources[i].vm].push_back(i);
    for (const auto& entry : byHost) {
      const std::vector<std::size_t>& members = entry.second;  // a lambda cannot capture a binding
      const auto pick = [&](const char* kind, bool total) {
        std::vector<std::size_t> chosen;
        for (std::size_t i : members) {
          const Source& s = out.sources[i];
          const bool isTotal = s.id.endsWith(QLatin1String("(_Total)"));
          if (s.kind == QLatin1String(kind) && isTotal == total && s.has(WriteMBps))
            chosen.push_back(i);
        }
        return chosen;
      };
      std::vector<std::size_t> chosen = pick("physical disk", true);
      if (chosen.empty())
        chosen = pick("logical disk", true);
      if (chosen.empty())
        chosen = pick("physical disk", false);
      if (chosen.empty())
        chosen = pick("logical disk", false);
      for (std::size_t i : members)
        out.sources[i].preferred = std::find(chosen.begin(), chosen.end(), i) != chosen.end();
    }
  }

  // The rows.
  std::vector<char> wanted(fields.size(), 0);
  for (std::size_t i = 0; i < slotOfColumn.size(); ++i)
    wanted[i] = i == 0 || slotOfColumn[i] >= 0 ? 1 : 0;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  std::vector<std::array<double, kMetricCount>> row(out.sources.size());
  std::vector<std::array<double, kMetricCount>> firstRow;
  std::vector<double> stamps;  // from the first sample's time
  Timestamp origin;
  bool blank = false;
  int blankColumn = 0;
  QString stampText;
  while (lines.next(line)) {
    if (line.empty())
      continue;
    const std::int64_t n = lines.lineNumber();
    for (auto& r : row)
      r.fill(nan);
    blank = false;
    Timestamp when;
    const int found = visitFields(line, ',', n, wanted, [&](int col, std::string_view text) {
      if (col == 0) {
        if (!parseTimestamp(text, &when))
          fail(QStringLiteral("time stamp %1 not understood: expected MM/dd/yyyy HH:mm:ss")
                   .arg(shown(text)),
               n, 1);
        stampText = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
        return;
      }
      const Slot& slot =
          usedSlots[static_cast<std::size_t>(slotOfColumn[static_cast<std::size_t>(col)])];
      double v = 0;
      if (!parseNumber(text, Decimal::Point, n, col + 1, slot.header, &v)) {
        if (!blank)
          blankColumn = col + 1;
        blank = true;
        return;
      }
      if (v < 0)
        fail(QStringLiteral("%1 (%2) is negative: expected a rate, a count or a latency of at "
                            "least 0")
                 .arg(shown(text), slot.header),
             n, col + 1);
      row[slot.source][static_cast<std::size_t>(slot.metric)] = v * slot.scale;
    });
    if (found != columns)
      fail(QStringLiteral("%1 fields where the header has %2: every row needs a value for each "
                          "counter")
               .arg(found)
               .arg(columns),
           n, std::min(found, columns) + 1);
    if (blank) {
      // perfmon leaves the first sample of rate counters blank: that row is dropped.
      if (stamps.empty()) {
        out.notes << QStringLiteral(
                         "line %1: the first sample has blank counters (as perfmon "
                         "writes the first sample of a rate); it is left out")
                         .arg(n);
        continue;
      }
      fail(QStringLiteral("no value for %1: expected a number")
               .arg(usedSlots[static_cast<std::size_t>(
                                  slotOfColumn[static_cast<std::size_t>(blankColumn - 1)])]
                        .header),
           n, blankColumn);
    }
    if (stamps.empty())
      origin = when;
    const double stamp = when.since(origin);
    if (!stamps.empty() && !(stamp > stamps.back()))
      fail(QStringLiteral("time stamp %1 is not after the previous sample's: expected samples in "
                          "increasing time")
               .arg(shown(stampText.toStdString())),
           n, 1);
    if (stamps.empty())
      out.firstSample = stampText;
    stamps.push_back(stamp);
    for (std::size_t i = 0; i < out.sources.size(); ++i) {
      Source& s = out.sources[i];
      const auto& v = row[i];
      for (std::size_t m = 0; m < kMetricCount; ++m)
        if (!std::isnan(v[m]))
          s.stats[m].add(v[m]);
      if (s.has(WriteMBps))
        s.write_mbps.push_back(v[WriteMBps]);
      if (s.has(ReadMBps))
        s.read_mbps.push_back(v[ReadMBps]);
    }
    // Sums weighted by each row's interval; the first row's is the second's.
    if (stamps.size() == 1) {
      firstRow = row;
    } else {
      const double w = stamps.back() - stamps[stamps.size() - 2];
      if (stamps.size() == 2)
        for (std::size_t i = 0; i < out.sources.size(); ++i)
          accumulate(out.sources[i], firstRow[i], w);
      for (std::size_t i = 0; i < out.sources.size(); ++i)
        accumulate(out.sources[i], row[i], w);
    }
  }
  if (stamps.empty())
    fail(QStringLiteral("no samples: the header is followed by no rows"), lines.lineNumber());
  if (stamps.size() == 1)
    for (std::size_t i = 0; i < out.sources.size(); ++i)
      accumulate(out.sources[i], firstRow[i], 1);

  // Each row holds the rates over the interval that ends at its time stamp: the trace puts
  // them at the interval's start. The first row's interval, which starts before the file, is
  // taken as long as the second's.
  const double firstInterval = stamps.size() > 1 ? stamps[1] - stamps[0] : 1.0;
  out.times_s.resize(stamps.size());
  out.times_s[0] = 0;
  for (std::size_t k = 1; k < stamps.size(); ++k)
    out.times_s[k] = stamps[k - 1] - stamps[0] + firstInterval;
}

}  // namespace accel::import::detail
