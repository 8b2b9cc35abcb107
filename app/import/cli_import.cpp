// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/import/cli_import.h"

#include <QFileInfo>

#include <map>

#include "app/core/cli.h"
#include "app/core/safetext.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "app/import/groups.h"
#include "app/import/workload.h"

namespace accel::import {

namespace {

int usage(QTextStream& err, const QString& message)
{
  err << "error: import: " << message << "\n"
      << "Run 'accelsizer-cli --help' for usage.\n";
  return ui::kExitInvalidInput;
}

/// The sources as a table: what --source and --group match, with mean and peak.
void listSources(const WorkloadData& data, QTextStream& out)
{
  // Names from the file are escaped: a name must not drive the terminal.
  out << formatName(data.format) << " file " << ui::escapeControls(data.fileName) << ": "
      << data.sources.size() << " sources";
  if (!data.times_s.empty())
    out << ", " << data.times_s.size() << " samples over " << ui::formatDurationS(data.spanS());
  out << "\n";
  for (const Source& s : data.sources) {
    out << (s.preferred ? "* " : "  ") << ui::escapeControls(s.name) << " ("
        << ui::escapeControls(s.kind) << ")";
    for (Metric m : {WriteMBps, ReadMBps, WriteIops, ReadIops, WriteLatencyMs}) {
      const SeriesStats& st = s.stats[static_cast<std::size_t>(m)];
      if (!s.has(m) || st.n == 0)
        continue;
      out << "; " << metricLabel(m).toLower() << " mean " << ui::formatNumber(st.mean()) << " "
          << metricUnit(m) << ", peak " << ui::formatNumber(st.peak) << " " << metricUnit(m);
    }
    out << "\n";
  }
  out << "(* the sources imported when none is chosen)\n";
}

}  // namespace

int importCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  QString file, into, output;
  QStringList sources, groups;
  bool list = false;
  ReadOptions options;
  const QStringList withValue = {QStringLiteral("-o"),
                                 QStringLiteral("--output"),
                                 QStringLiteral("--format"),
                                 QStringLiteral("--into"),
                                 QStringLiteral("--source"),
                                 QStringLiteral("--group"),
                                 QStringLiteral("--time-column"),
                                 QStringLiteral("--time-unit"),
                                 QStringLiteral("--interval"),
                                 QStringLiteral("--rate-unit"),
                                 QStringLiteral("--delimiter"),
                                 QStringLiteral("--decimal")};
  for (qsizetype i = 0; i < args.size(); ++i) {
    QString a = args[i];
    QString value;
    bool hasValue = false;
    if (a.startsWith(QLatin1String("--")) && a.contains(QLatin1Char('='))) {
      value = a.section(QLatin1Char('='), 1);
      a = a.section(QLatin1Char('='), 0, 0);
      hasValue = true;
    }
    if (withValue.contains(a) && !hasValue) {
      if (i + 1 >= args.size())
        return usage(err, QStringLiteral("%1 needs a value").arg(a));
      value = args[++i];
    }
    if (a == QLatin1String("-o") || a == QLatin1String("--output")) {
      output = value;
    } else if (a == QLatin1String("--format")) {
      options.format = parseFormat(value);
      if (!options.format)
        return usage(err, QStringLiteral("--format: unknown format \"%1\": expected esxtop, "
                                         "vscsistats, perfmon or csv")
                              .arg(value));
    } else if (a == QLatin1String("--into")) {
      into = value;
    } else if (a == QLatin1String("--source")) {
      sources << value;
    } else if (a == QLatin1String("--group")) {
      groups << value;
    } else if (a == QLatin1String("--list") && !hasValue) {
      list = true;
    } else if (a == QLatin1String("--no-header") && !hasValue) {
      options.csv.header = false;
    } else if (a == QLatin1String("--time-column")) {
      bool ok = false;
      const int n = value.toInt(&ok);
      if (value == QLatin1String("none"))
        options.csv.timeColumn = -1;
      else if (ok && n >= 1)
        options.csv.timeColumn = n - 1;
      else
        return usage(err, QStringLiteral("--time-column: expected a column number from 1, or "
                                         "none, found \"%1\"")
                              .arg(value));
    } else if (a == QLatin1String("--time-unit")) {
      if (!parseTimeUnit(value, &options.csv.timeUnit))
        return usage(err, QStringLiteral("--time-unit: unknown unit \"%1\": expected %2")
                              .arg(value, timeUnitWords().join(QStringLiteral(", "))));
    } else if (a == QLatin1String("--interval")) {
      bool ok = false;
      options.csv.interval_s = value.toDouble(&ok);
      if (!ok || !(options.csv.interval_s > 0))
        return usage(
            err, QStringLiteral("--interval: expected seconds above 0, found \"%1\"").arg(value));
    } else if (a == QLatin1String("--rate-unit")) {
      if (!parseRateUnit(value, &options.csv.rateUnit))
        return usage(err, QStringLiteral("--rate-unit: unknown unit \"%1\": expected %2")
                              .arg(value, rateUnitWords().join(QStringLiteral(", "))));
    } else if (a == QLatin1String("--delimiter")) {
      if (value == QLatin1String("tab"))
        options.csv.delimiter = '\t';
      else if (value == QLatin1String(",") || value == QLatin1String(";"))
        options.csv.delimiter = value.at(0).toLatin1();
      else
        return usage(err,
                     QStringLiteral("--delimiter: expected , ; or tab, found \"%1\"").arg(value));
    } else if (a == QLatin1String("--decimal")) {
      if (value == QLatin1String("point"))
        options.csv.decimal = Decimal::Point;
      else if (value == QLatin1String("comma"))
        options.csv.decimal = Decimal::Comma;
      else
        return usage(err,
                     QStringLiteral("--decimal: expected point or comma, found \"%1\"").arg(value));
    } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
      return usage(err, QStringLiteral("unknown option %1").arg(a));
    } else if (file.isEmpty()) {
      file = a;
    } else {
      return usage(err, QStringLiteral("one measured file expected, got %1 and %2").arg(file, a));
    }
  }
  if (file.isEmpty())
    return usage(err, QStringLiteral("which file?"));
  if (output.isEmpty() && !list)
    return usage(err, QStringLiteral("where to? Give the scenario to write with -o OUT.json"));
  if (!sources.isEmpty() && !groups.isEmpty())
    return usage(err, QStringLiteral("--source and --group: choose sources one way"));

  const QFileInfo info(file);
  if (!info.isFile() || !info.isReadable()) {
    err << "error: " << file << ": cannot read the file"
        << (info.exists() ? "" : " (it does not exist)") << "\n";
    return ui::kExitFailure;
  }
  Scenario base;
  if (!into.isEmpty()) {
    const ui::LoadResult loaded = ui::loadScenarioFile(into);
    for (const ui::Problem& p : loaded.problems)
      err << p.toString() << "\n";
    if (!loaded.ok())
      return QFileInfo(into).isFile() ? ui::kExitInvalidInput : ui::kExitFailure;
    base = *loaded.scenario;
  }

  const QString shownName = ui::escapeControls(info.fileName());
  const ReadResult read = readWorkloadFile(file, options);
  if (!read.ok()) {
    err << "error: " << shownName << ": " << read.error.toString() << "\n";
    return ui::kExitInvalidInput;
  }
  const WorkloadData& data = *read.data;
  for (const QString& n : data.notes)
    err << "note: " << shownName << ": " << ui::escapeControls(n) << "\n";
  if (list) {
    listSources(data, out);
    return ui::kExitOk;
  }

  std::vector<GroupSpec> specs;
  if (!groups.isEmpty()) {
    QString why;
    const auto g = groupsByPattern(data, groups, &why);
    if (!g)
      return usage(err, QStringLiteral("--group: ") + why);
    specs = *g;
  } else if (!sources.isEmpty()) {
    QString why;
    const auto g = groupsByPattern(data, sources, &why);
    if (!g)
      return usage(err, QStringLiteral("--source: ") + why);
    std::vector<int> picked;
    for (const GroupSpec& s : *g)
      picked.insert(picked.end(), s.sources.begin(), s.sources.end());
    specs = onePerSource(data, picked);
  } else {
    specs = onePerSource(data, preferredSources(data));
  }
  const BuildResult built = buildGroups(data, specs);
  if (!built.error.isEmpty()) {
    err << "error: " << shownName << ": " << ui::escapeControls(built.error) << "\n";
    return ui::kExitInvalidInput;
  }
  for (const QString& n : built.notes)
    err << "note: " << ui::escapeControls(n) << "\n";
  if (into.isEmpty())
    base.name = QStringLiteral("Imported from %1").arg(info.fileName()).toStdString();
  const ApplyResult applied = addGroups(base, built.groups, into.isEmpty());
  for (const ui::Problem& p : applied.problems)
    err << p.toString() << "\n";
  if (!applied.scenario)
    return ui::kExitInvalidInput;
  QString error;
  if (!ui::saveScenarioFile(*applied.scenario, output, &error)) {
    err << "error: " << error << "\n";
    return ui::kExitFailure;
  }
  return ui::kExitOk;
}

}  // namespace accel::import
