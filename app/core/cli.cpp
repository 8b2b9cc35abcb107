// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/cli.h"

#include "app/core/cli_commands.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cstring>
#include <optional>

#include <unistd.h>

#include "app/core/evaluation.h"
#include "app/core/failures.h"
#include "app/core/jsonschema.h"
#include "app/core/manual.h"
#include "app/core/presets.h"
#include "app/core/resultsjson.h"
#include "app/core/safetext.h"
#include "app/core/scenarioio.h"
#include "app/core/schema.h"
#include "app/core/summary.h"
#include "app/core/units.h"
#include "app/core/version.h"
#include "model/latency/write_path_simulation.h"

namespace accel::ui {

namespace {

QString usage()
{
  return helpText(cliManual());
}

}  // namespace

int usageError(QTextStream& err, const QString& message)
{
  // Messages quote the arguments: they never reach the terminal raw.
  err << "error: " << escapeControls(message) << "\n"
      << "Run 'accelsizer-cli --help' for usage.\n";
  return kExitInvalidInput;
}

/// Reads and validates the scenario of a command: problems on `err`; the exit code in *code
/// when there is no scenario (1: the file cannot be read, 2: it is invalid).
std::optional<Scenario> loadForCommand(const QString& file, QTextStream& err, int* code)
{
  const QFileInfo info(file);
  if (!info.exists() || !info.isFile() || !info.isReadable()) {
    err << "error: " << escapeControls(file) << ": cannot read the file"
        << (info.exists() ? "" : " (it does not exist)") << "\n";
    *code = kExitFailure;
    return std::nullopt;
  }
  const LoadResult loaded = loadScenarioFile(file);
  for (const Problem& p : loaded.problems)
    err << p.toString() << "\n";
  if (!loaded.ok())
    *code = kExitInvalidInput;
  return loaded.scenario;
}

namespace {

/// The seed and length of `evaluate --simulate`: fixed, so that a file gives the same figures
/// on every run.
WritePathSimOptions cliSimulationOptions()
{
  WritePathSimOptions o;
  o.seed = 1;
  o.writes = 200'000;
  o.warmup_writes = 20'000;
  return o;
}

/// `latency.simulation` of the results document (docs/results-format.md).
QJsonObject simulationToJson(const WritePathSimResult& sim, const WritePathSimOptions& o)
{
  QJsonObject j;
  j[QStringLiteral("valid")] = sim.valid;
  j[QStringLiteral("seed")] = static_cast<double>(o.seed);
  j[QStringLiteral("measured_writes")] = static_cast<double>(o.writes);
  j[QStringLiteral("events")] = static_cast<double>(sim.events);
  j[QStringLiteral("truncated")] = sim.truncated;
  j[QStringLiteral("simulated_s")] = resultNumber(sim.simulated_s);
  QJsonArray groups;
  for (const WritePathSimGroup& g : sim.groups) {
    QJsonObject row;
    row[QStringLiteral("writes")] = static_cast<double>(g.writes);
    row[QStringLiteral("latency_us")] = resultNumber(g.latency_us);
    row[QStringLiteral("latency_ci95_us")] = resultNumber(g.latency_ci95_us);
    row[QStringLiteral("first_host_latency_us")] = resultNumber(g.first_host_latency_us);
    row[QStringLiteral("first_host_ci95_us")] = resultNumber(g.first_host_ci95_us);
    row[QStringLiteral("iops_per_vm")] = resultNumber(g.iops_per_vm);
    row[QStringLiteral("write_mbps_per_vm")] = resultNumber(g.write_mbps_per_vm);
    groups.append(row);
  }
  j[QStringLiteral("groups")] = groups;
  return j;
}

/// The text lines of `evaluate --simulate`: per group, the simulated mean beside the model's.
QString simulationText(const Scenario& s, const Evaluation& e, const WritePathSimResult& sim)
{
  QString t = QStringLiteral("\nSimulated write path (discrete-event, seed 1, %1 commits):\n")
                  .arg(static_cast<qlonglong>(cliSimulationOptions().writes));
  if (!sim.valid) {
    t += QStringLiteral("  not simulated (%1)\n").arg(QString::fromStdString(sim.problem));
    return t;
  }
  for (std::size_t i = 0; i < sim.groups.size() && i < s.vm_groups.size(); ++i) {
    const WritePathSimGroup& g = sim.groups[i];
    if (g.writes == 0)
      continue;
    const double model = i < e.latency.groups.size() ? e.latency.groups[i].loaded_us : 0.0;
    t += QStringLiteral("  %1: %2 +- %3 (95%), model %4; %5 IOPS per VM\n")
             .arg(QString::fromStdString(s.vm_groups[i].name),
                  formatDurationUs(g.first_host_latency_us), formatDurationUs(g.first_host_ci95_us),
                  formatDurationUs(model), formatNumber(g.iops_per_vm));
  }
  if (sim.truncated)
    t += QStringLiteral("  stopped early (event or time limit): fewer commits than asked\n");
  return t;
}

int evaluateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  QString file;
  bool json = false;
  bool simulate = false;
  for (const QString& a : args) {
    if (a == QLatin1String("--json"))
      json = true;
    else if (a == QLatin1String("--simulate"))
      simulate = true;
    else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-"))
      return usageError(err, QStringLiteral("evaluate: unknown option %1").arg(a));
    else if (file.isEmpty())
      file = a;
    else
      return usageError(
          err, QStringLiteral("evaluate: one scenario file expected, got %1 and %2").arg(file, a));
  }
  if (file.isEmpty())
    return usageError(err, QStringLiteral("evaluate: which scenario file?"));

  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(file, err, &code);
  if (!s)
    return code;
  const Evaluation e = evaluateScenario(*s);
  WritePathSimResult sim;
  const WritePathSimOptions so = cliSimulationOptions();
  if (simulate)
    sim = simulateWritePath(*s, thinkTimesUs(e.latency), so);
  if (json) {
    QJsonObject doc = resultsToJson(*s, e);
    if (!s->failures.empty())
      doc.insert(QStringLiteral("failures"),
                 failuresJson(*s, evaluateScenarioFailures(*s, e, s->failures)));
    if (simulate) {
      QJsonObject latency = doc[QStringLiteral("latency")].toObject();
      latency[QStringLiteral("simulation")] = simulationToJson(sim, so);
      doc[QStringLiteral("latency")] = latency;
    }
    out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
  } else {
    out << textSummary(*s, e);
    if (!s->failures.empty())
      out << QStringLiteral("\nFailure what-ifs\n")
          << failuresText(*s, evaluateScenarioFailures(*s, e, s->failures));
    if (simulate)
      out << simulationText(*s, e, sim);
  }
  return kExitOk;
}

int reportCommand(const QStringList& args, QTextStream& err, const ReportWriter& write)
{
  QString file, output;
  ReportOptions options;
  // Options take their value as the next argument or after "=": --page letter, --page=letter.
  for (qsizetype i = 0; i < args.size(); ++i) {
    QString a = args[i];
    QString value;
    bool hasValue = false;
    if (a.startsWith(QLatin1String("--")) && a.contains(QLatin1Char('='))) {
      value = a.section(QLatin1Char('='), 1);
      a = a.section(QLatin1Char('='), 0, 0);
      hasValue = true;
    }
    const bool takesValue = a == QLatin1String("-o") || a == QLatin1String("--output") ||
                            a == QLatin1String("--page") || a == QLatin1String("--author") ||
                            a == QLatin1String("--logo");
    if (takesValue && !hasValue) {
      if (i + 1 >= args.size())
        return usageError(err, QStringLiteral("report: %1 needs a value").arg(a));
      value = args[++i];
    }
    if (a == QLatin1String("-o") || a == QLatin1String("--output")) {
      output = value;
    } else if (a == QLatin1String("--page")) {
      if (!parsePaperSize(value, &options.paper))
        return usageError(
            err, QStringLiteral("report: --page: unknown page size \"%1\": expected a4 or letter")
                     .arg(value));
    } else if (a == QLatin1String("--author")) {
      options.author = value;
    } else if (a == QLatin1String("--logo")) {
      const QFileInfo logo(value);
      if (!logo.isFile() || !logo.isReadable()) {  // like an image that cannot be decoded
        err << "error: report: --logo: cannot read the image " << escapeControls(value) << "\n";
        return kExitFailure;
      }
      options.logo_path = value;
    } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
      return usageError(err, QStringLiteral("report: unknown option %1").arg(a));
    } else if (file.isEmpty()) {
      file = a;
    } else {
      return usageError(
          err, QStringLiteral("report: one scenario file expected, got %1 and %2").arg(file, a));
    }
  }
  if (file.isEmpty())
    return usageError(err, QStringLiteral("report: which scenario file?"));
  if (output.isEmpty())
    return usageError(err, QStringLiteral("report: where to? Give the PDF file with -o OUT.pdf"));

  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(file, err, &code);
  if (!s)
    return code;
  if (!write) {
    err << "error: report: this build of accelsizer-cli cannot write PDF reports\n";
    return kExitFailure;
  }
  QString error;
  if (!write(*s, evaluateScenario(*s), options, output, &error)) {
    err << "error: " << escapeControls(error) << "\n";
    return kExitFailure;
  }
  return kExitOk;
}

int schemaCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  if (args.isEmpty()) {
    out << QString::fromUtf8(QJsonDocument(schemaJson()).toJson(QJsonDocument::Indented));
    return kExitOk;
  }
  if (args == QStringList{QStringLiteral("--markdown")}) {
    out << schemaMarkdown();
    return kExitOk;
  }
  if (args == QStringList{QStringLiteral("--json-schema")}) {
    out << QString::fromUtf8(QJsonDocument(scenarioJsonSchema()).toJson(QJsonDocument::Indented));
    return kExitOk;
  }
  return usageError(err, QStringLiteral("schema: unexpected %1").arg(args.join(QLatin1Char(' '))));
}

int presetsCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  if (!args.isEmpty())
    return usageError(err,
                      QStringLiteral("presets: unexpected %1").arg(args.join(QLatin1Char(' '))));
  const PresetCatalogue c = loadPresetCatalogue(presetFolders());
  out << "Preset folders, read in this order after the built-in presets (a preset replaces an "
         "earlier one of the same id):\n";
  for (const QString& f : c.folders)
    out << "  " << f << "\n";
  if (c.folders.isEmpty())
    out << "  (none yet)\n";
  const auto cost = [](std::optional<double> relative) {
    return relative ? QStringLiteral(", relative cost %1").arg(formatNumber(*relative)) : QString();
  };
  out << "The user's folder: " << presetUserFolder() << "\n\nDevices:\n";
  for (std::size_t i = 0; i < c.devices.size(); ++i)
    out << "  " << QString::fromStdString(c.devices[i].id) << ": "
        << QString::fromStdString(c.devices[i].name) << " (" << c.deviceOrigins[i]
        << cost(c.deviceCosts.count(c.devices[i].id)
                    ? std::optional<double>(c.deviceCosts.at(c.devices[i].id))
                    : std::nullopt)
        << ")\n";
  out << "\nDisks:\n";
  for (std::size_t i = 0; i < c.disks.size(); ++i)
    out << "  " << QString::fromStdString(c.disks[i].id) << ": "
        << QString::fromStdString(c.disks[i].name) << " (" << c.diskOrigins[i]
        << cost(c.disks[i].relative_cost) << ")\n";
  out << "\nPeer links (design search costs, per host and link):\n";
  for (std::size_t i = 0; i < c.links.size(); ++i)
    out << "  " << QString::fromStdString(c.links[i].id) << ": "
        << QString::fromStdString(c.links[i].name) << " (" << c.linkOrigins[i]
        << cost(c.links[i].relative_cost) << ")\n";
  for (const QString& p : c.problems)
    err << "warning: " << p << " (left out)\n";
  return kExitOk;
}

int manCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  const ManualPage* page = args.size() == 1 ? manualPage(args.first()) : nullptr;
  if (!page)
    return usageError(err, QStringLiteral("man: which page? accelsizer-cli or accelsizer"));
  out << manPageRoff(*page, QString::fromLatin1(kAccelSizerReleaseDate));
  return kExitOk;
}

}  // namespace

int runCli(const QStringList& args, QTextStream& out, QTextStream& err, const ReportWriter& report,
           const CliCommand& import)
{
  if (args.isEmpty()) {
    err << usage();
    return kExitInvalidInput;
  }
  const QString command = args.first();
  const QStringList rest = args.mid(1);
  if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
      command == QLatin1String("help")) {
    out << usage();
    return kExitOk;
  }
  if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
    if (!rest.isEmpty())
      return usageError(err, QStringLiteral("%1 takes no arguments").arg(command));
    out << "accelsizer-cli " << kAccelSizerVersion << "\n"
        << "Copyright (C) 2026 AccelSizer developers.\n"
        << "License GPL-3.0-or-later: GNU GPL version 3 or later "
           "<https://gnu.org/licenses/gpl.html>.\n"
        << "This is free software: you are free to change and redistribute it. There is NO "
           "WARRANTY.\n";
    return kExitOk;
  }
  if (command == QLatin1String("evaluate"))
    return evaluateCommand(rest, out, err);
  if (command == QLatin1String("schema"))
    return schemaCommand(rest, out, err);
  if (command == QLatin1String("report"))
    return reportCommand(rest, err, report);
  if (command == QLatin1String("presets"))
    return presetsCommand(rest, out, err);
  if (command == QLatin1String("man"))
    return manCommand(rest, out, err);
  if (command == QLatin1String("headroom"))
    return headroomCommand(rest, out, err);
  if (command == QLatin1String("goalseek"))
    return goalSeekCommand(rest, out, err);
  if (command == QLatin1String("size"))
    return sizeCommand(rest, out, err);
  if (command == QLatin1String("compare"))
    return compareCommand(rest, out, err);
  if (command == QLatin1String("sweep"))
    return sweepCommand(rest, out, err);
  if (command == QLatin1String("whatif"))
    return whatifCommand(rest, out, err);
  if (command == QLatin1String("calibrate"))
    return calibrateCommand(rest, out, err);
  if (command == QLatin1String("import")) {
    if (!import) {
      err << "error: import: this build of accelsizer-cli cannot import measured data\n";
      return kExitFailure;
    }
    return import(rest, out, err);
  }
  if (command == QLatin1String("sensitivity"))
    return sensitivityCommand(rest, out, err);
  return usageError(err, QStringLiteral("unknown command \"%1\"").arg(command));
}

QString outputName(const QStringList& args)
{
  const QString command = args.value(0);
  if (command == QLatin1String("evaluate"))
    return args.contains(QStringLiteral("--json")) ? QStringLiteral("the results document")
                                                   : QStringLiteral("the summary");
  if (command == QLatin1String("schema"))
    return QStringLiteral("the schema");
  if (command == QLatin1String("--version") || command == QLatin1String("-v"))
    return QStringLiteral("the version");
  return QStringLiteral("the help");
}

bool writeFully(int fd, const QByteArray& bytes, QString* error)
{
  const char* p = bytes.constData();
  qsizetype left = bytes.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, static_cast<std::size_t>(left));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      if (error)
        *error = n < 0 ? QString::fromLocal8Bit(std::strerror(errno))
                       : QStringLiteral("nothing could be written");
      return false;
    }
    p += n;
    left -= n;
  }
  return true;
}

QString describeOutput(int fd)
{
  const QString name = fd == 1   ? QStringLiteral("standard output")
                       : fd == 2 ? QStringLiteral("standard error")
                                 : QStringLiteral("file descriptor %1").arg(fd);
  const QString target =
      QFileInfo(QStringLiteral("/proc/self/fd/%1").arg(fd)).symLinkTarget();  // Linux only
  if (target.isEmpty())
    return name;
  return QStringLiteral("%1 (%2)").arg(name, escapeControls(target));
}

int runCliToFd(const QStringList& args, int fd, QTextStream& err, const ReportWriter& report,
               const CliCommand& import)
{
  QString document;
  QTextStream out(&document);
  int code = runCli(args, out, err, report, import);
  out.flush();
  QString why;
  if (!document.isEmpty() && !writeFully(fd, document.toUtf8(), &why)) {
    err << "error: cannot write " << outputName(args) << " to " << describeOutput(fd) << ": " << why
        << "\n";
    if (code == kExitOk)
      code = kExitFailure;
  }
  return code;
}

}  // namespace accel::ui
