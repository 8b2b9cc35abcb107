// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// A plain CSV of time and rates: a time column (seconds, milliseconds, minutes, hours or time
// stamps) or none (samples every interval), and one write rate per other numeric column, in
// the unit chosen. Each rate holds from its time to the next sample's (the trace's own rule).
#include <cmath>

#include "app/import/readers.h"

namespace accel::import::detail {

void readCsv(LineReader& lines, const CsvOptions& options, WorkloadData& out)
{
  out.format = Format::Csv;
  std::string_view line;
  std::vector<Field> fields;
  std::string scratch;
  // The first line that is not blank: the header (or the first row).
  do {
    if (!lines.next(line))
      fail(QStringLiteral("the file is empty"));
  } while (line.find_first_not_of(" \t") == std::string_view::npos);
  const char delimiter = options.delimiter ? options.delimiter : detectDelimiter(line);
  const Decimal decimal = options.decimal    ? *options.decimal
                          : delimiter == ',' ? Decimal::Point
                                             : Decimal::Comma;
  splitFields(line, delimiter, lines.lineNumber(), fields, scratch);
  const int columns = static_cast<int>(fields.size());
  const int timeColumn = options.timeColumn;
  if (timeColumn >= columns)
    fail(QStringLiteral("no column %1 for the time: the file has %2 columns")
             .arg(timeColumn + 1)
             .arg(columns),
         lines.lineNumber());
  if (columns - (timeColumn >= 0 ? 1 : 0) < 1)
    fail(QStringLiteral("no column for a rate: expected a time column and at least one rate "
                        "column"),
         lines.lineNumber());
  std::vector<QString> names(fields.size());
  for (std::size_t i = 0; i < fields.size(); ++i)
    names[i] = options.header ? QString::fromUtf8(fields[i].text.data(),
                                                  static_cast<qsizetype>(fields[i].text.size()))
                                    .trimmed()
                              : QString();
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i].isEmpty())
      names[i] = QStringLiteral("column %1").arg(i + 1);
  const double rateScale = rateUnitMBps(options.rateUnit);
  double timeScale = 1;
  switch (options.timeUnit) {
  case CsvOptions::TimeUnit::Seconds: timeScale = 1; break;
  case CsvOptions::TimeUnit::Milliseconds: timeScale = 1e-3; break;
  case CsvOptions::TimeUnit::Minutes: timeScale = 60; break;
  case CsvOptions::TimeUnit::Hours: timeScale = 3600; break;
  case CsvOptions::TimeUnit::Timestamp: timeScale = 0; break;
  }
  if (timeColumn < 0 && !(options.interval_s > 0 && std::isfinite(options.interval_s)))
    fail(QStringLiteral("without a time column the samples need an interval above 0 s"));

  // Columns are sources when their first value is a number; text columns are left out.
  std::vector<int> sourceOfColumn(fields.size(), -1);
  bool classified = false;
  std::vector<double> stamps;
  Timestamp origin;
  bool pending = !options.header;  // the first line is a row already
  for (;;) {
    if (!pending) {
      if (!lines.next(line))
        break;
    }
    pending = false;
    if (line.find_first_not_of(" \t") == std::string_view::npos)
      continue;
    const std::int64_t n = lines.lineNumber();
    splitFields(line, delimiter, n, fields, scratch);
    if (static_cast<int>(fields.size()) != columns)
      fail(QStringLiteral("%1 fields where the header has %2: every row needs a value for each "
                          "column (ragged row)")
               .arg(fields.size())
               .arg(columns),
           n, std::min(static_cast<int>(fields.size()), columns) + 1);
    if (!classified) {
      classified = true;
      for (int c = 0; c < columns; ++c) {
        if (c == timeColumn)
          continue;
        double v = 0;
        bool number = false;
        try {
          number = parseNumber(fields[static_cast<std::size_t>(c)].text, decimal, n, c + 1,
                               names[static_cast<std::size_t>(c)], &v);
        } catch (const ImportFailure&) {
          number = false;
        }
        if (!number) {
          out.notes << QStringLiteral("column %1 (%2) holds no number in the first row: left out")
                           .arg(c + 1)
                           .arg(names[static_cast<std::size_t>(c)]);
          continue;
        }
        if (out.sources.size() >= kMaxSources)
          fail(QStringLiteral("more than %1 columns of numbers: expected at most %1 rate columns")
                   .arg(kMaxSources),
               n, c + 1);
        Source s;
        s.id = names[static_cast<std::size_t>(c)];
        s.name = s.id;
        s.vm = s.id;
        s.kind = QStringLiteral("column");
        s.counter[WriteMBps] = s.id;
        sourceOfColumn[static_cast<std::size_t>(c)] = static_cast<int>(out.sources.size());
        out.sources.push_back(std::move(s));
      }
      if (out.sources.empty())
        fail(QStringLiteral("no column holds numbers: expected a rate in at least one column"), n);
    }
    double t = 0;
    if (timeColumn >= 0) {
      const std::string_view text = fields[static_cast<std::size_t>(timeColumn)].text;
      if (options.timeUnit == CsvOptions::TimeUnit::Timestamp) {
        Timestamp when;
        if (!parseTimestamp(text, &when))
          fail(QStringLiteral("time stamp %1 not understood: expected yyyy-MM-dd HH:mm:ss or "
                              "MM/dd/yyyy HH:mm:ss")
                   .arg(shown(text)),
               n, timeColumn + 1);
        if (stamps.empty())
          origin = when;
        t = when.since(origin);
      } else {
        if (!parseNumber(text, decimal, n, timeColumn + 1,
                         names[static_cast<std::size_t>(timeColumn)], &t))
          fail(QStringLiteral("no time: expected a number"), n, timeColumn + 1);
        t *= timeScale;
      }
      if (!stamps.empty() && !(t > stamps.back()))
        fail(QStringLiteral("time %1 is not after the previous sample's: expected samples in "
                            "increasing time")
                 .arg(shown(text)),
             n, timeColumn + 1);
      if (stamps.empty())
        out.firstSample =
            QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).trimmed();
    } else {
      t = static_cast<double>(stamps.size()) * options.interval_s;
    }
    stamps.push_back(t);
    for (int c = 0; c < columns; ++c) {
      const int si = sourceOfColumn[static_cast<std::size_t>(c)];
      if (si < 0)
        continue;
      double v = 0;
      if (!parseNumber(fields[static_cast<std::size_t>(c)].text, decimal, n, c + 1,
                       names[static_cast<std::size_t>(c)], &v))
        fail(QStringLiteral("no value for %1: expected a number")
                 .arg(names[static_cast<std::size_t>(c)]),
             n, c + 1);
      if (v < 0)
        fail(QStringLiteral("%1 (%2) is negative: expected a rate of at least 0")
                 .arg(shown(fields[static_cast<std::size_t>(c)].text),
                      names[static_cast<std::size_t>(c)]),
             n, c + 1);
      Source& s = out.sources[static_cast<std::size_t>(si)];
      s.write_mbps.push_back(v * rateScale);
      s.stats[WriteMBps].add(v * rateScale);
    }
  }
  if (stamps.empty())
    fail(QStringLiteral("no samples: the header is followed by no rows"), lines.lineNumber());
  out.times_s.resize(stamps.size());
  for (std::size_t k = 0; k < stamps.size(); ++k)
    out.times_s[k] = stamps[k] - stamps[0];
}

}  // namespace accel::import::detail
