// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The sizing commands of accelsizer-cli: headroom, goal seek and the design search
// (docs/models/sizing.md), and calibration from measured latencies
// (docs/models/calibration.md).
#include <QJsonDocument>

#include <algorithm>
#include <map>
#include <optional>

#include "app/core/calibrationio.h"
#include "app/core/cli.h"
#include "app/core/cli_commands.h"
#include "app/core/designsearch.h"
#include "app/core/evaluation.h"
#include "app/core/goalseek.h"
#include "app/core/headroomtext.h"
#include "app/core/safetext.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

/// Arguments of a command: one file, flags, and options taking a value ("--by vms" or
/// "--by=vms"). Unknown options and a second file are usage errors.
struct Parsed {
  QString file;
  std::map<QString, QString> values;
  std::map<QString, bool> flags;
  QString error;
};

Parsed parseArgs(const QString& command, const QStringList& args, const QStringList& withValue,
                 const QStringList& flags)
{
  Parsed p;
  for (qsizetype i = 0; i < args.size(); ++i) {
    QString a = args[i];
    QString value;
    bool hasValue = false;
    if (a.startsWith(QLatin1String("--")) && a.contains(QLatin1Char('='))) {
      value = a.section(QLatin1Char('='), 1);
      a = a.section(QLatin1Char('='), 0, 0);
      hasValue = true;
    }
    if (withValue.contains(a)) {
      if (!hasValue) {
        if (i + 1 >= args.size()) {
          p.error = QStringLiteral("%1: %2 needs a value").arg(command, a);
          return p;
        }
        value = args[++i];
      }
      p.values[a] = value;
    } else if (flags.contains(a) && !hasValue) {
      p.flags[a] = true;
    } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
      p.error = QStringLiteral("%1: unknown option %2").arg(command, a);
      return p;
    } else if (p.file.isEmpty()) {
      p.file = a;
    } else {
      p.error =
          QStringLiteral("%1: one scenario file expected, got %2 and %3").arg(command, p.file, a);
      return p;
    }
  }
  if (p.file.isEmpty())
    p.error = QStringLiteral("%1: which scenario file?").arg(command);
  return p;
}

void printJson(QTextStream& out, const QJsonObject& o)
{
  out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

}  // namespace

int headroomCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  const Parsed p = parseArgs(QStringLiteral("headroom"), args, {QStringLiteral("--by")},
                             {QStringLiteral("--json")});
  if (!p.error.isEmpty())
    return usageError(err, p.error);
  GrowthBy by = GrowthBy::Rate;
  if (const auto it = p.values.find(QStringLiteral("--by")); it != p.values.end()) {
    if (it->second == QLatin1String("vms"))
      by = GrowthBy::Vms;
    else if (it->second != QLatin1String("rate"))
      return usageError(
          err, QStringLiteral("headroom: --by: \"%1\": expected rate or vms").arg(it->second));
  }
  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(p.file, err, &code);
  if (!s || code != kExitOk)
    return code == kExitOk ? kExitFailure : code;
  const HeadroomResult h = computeHeadroom(*s, by, evaluateOptions());
  if (p.flags.count(QStringLiteral("--json")))
    printJson(out, headroomJson(*s, h));
  else
    out << headroomText(*s, h);
  return kExitOk;
}

int goalSeekCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  const Parsed p = parseArgs(QStringLiteral("goalseek"), args,
                             {QStringLiteral("--vary"), QStringLiteral("--metric"),
                              QStringLiteral("--target"), QStringLiteral("--range")},
                             {QStringLiteral("--json"), QStringLiteral("--largest")});
  if (!p.error.isEmpty())
    return usageError(err, p.error);
  GoalSeekSpec spec;
  for (const char* required : {"--vary", "--metric", "--target"})
    if (!p.values.count(QLatin1String(required)))
      return usageError(err,
                        QStringLiteral("goalseek: %1 is required").arg(QLatin1String(required)));
  spec.vary = p.values.at(QStringLiteral("--vary"));
  spec.metric = p.values.at(QStringLiteral("--metric"));
  bool ok = false;
  spec.target = p.values.at(QStringLiteral("--target")).toDouble(&ok);
  if (!ok)
    return usageError(err, QStringLiteral("goalseek: --target: \"%1\" is not a number")
                               .arg(p.values.at(QStringLiteral("--target"))));
  if (const auto it = p.values.find(QStringLiteral("--range")); it != p.values.end()) {
    const QStringList parts = it->second.split(QLatin1Char(':'));
    bool okLo = false, okHi = false;
    if (parts.size() == 2) {
      spec.lo = parts[0].toDouble(&okLo);
      spec.hi = parts[1].toDouble(&okHi);
    }
    if (!okLo || !okHi)
      return usageError(
          err, QStringLiteral("goalseek: --range: \"%1\": expected LO:HI").arg(it->second));
  }
  spec.largest = p.flags.count(QStringLiteral("--largest")) > 0;

  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(p.file, err, &code);
  if (!s || code != kExitOk)
    return code == kExitOk ? kExitFailure : code;
  const GoalSeekAnswer a = goalSeekScenario(*s, spec);
  if (!a.valid()) {
    err << "error: goalseek: " << a.problem_option << ": " << a.problem << "\n";
    return kExitInvalidInput;
  }
  if (p.flags.count(QStringLiteral("--json")))
    printJson(out, goalSeekJson(spec, a));
  else
    out << goalSeekText(spec, a);
  if (!a.result.reachable) {
    err << "error: goalseek: " << spec.metric << ": the target " << spec.target
        << " is not reached for " << spec.vary << " from " << a.result.lo << " to " << a.result.hi
        << "\n";
    return kExitInvalidInput;
  }
  return kExitOk;
}

int sizeCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  const Parsed p = parseArgs(QStringLiteral("size"), args, {QStringLiteral("--top")},
                             {QStringLiteral("--json")});
  if (!p.error.isEmpty())
    return usageError(err, p.error);
  DesignSearchOptions options = sizingOptions();
  if (const auto it = p.values.find(QStringLiteral("--top")); it != p.values.end()) {
    bool ok = false;
    const int n = it->second.toInt(&ok);
    if (!ok || n < 1 || n > 1000)
      return usageError(
          err, QStringLiteral("size: --top: \"%1\": expected a whole number from 1 to 1000")
                   .arg(it->second));
    options.keep = static_cast<std::size_t>(n);
    options.keep_failing = static_cast<std::size_t>(n);
    options.headroom_for = static_cast<std::size_t>(n);
  }
  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(p.file, err, &code);
  if (!s || code != kExitOk)
    return code == kExitOk ? kExitFailure : code;
  const PresetCatalogue catalogue = loadPresetCatalogue(presetFolders());
  for (const QString& problem : catalogue.problems)
    err << "warning: " << problem << " (left out)\n";
  const SizingRequest q = sizingRequest(*s, catalogue);
  for (const Problem& problem : q.problems)
    err << problem.toString() << "\n";
  if (!q.ok())
    return kExitInvalidInput;

  const DesignSearchResult r = searchDesigns(*s, q.dims, q.costs, options);
  if (p.flags.count(QStringLiteral("--json")))
    printJson(out, sizeJson(*s, q, r));
  else
    out << sizeText(*s, q, r);
  if (r.evaluated == 0) {
    err << "error: design_space: none of the " << r.candidates
        << " combinations is a design (every RAID geometry is one its level cannot form, or "
           "every WB+N lacks N other hosts): expected a space with at least one\n";
    return kExitInvalidInput;
  }
  const bool met = std::any_of(r.designs.begin(), r.designs.end(),
                               [](const DesignCandidate& d) { return d.requirements.all_met; });
  if (!met) {
    err << "error: design_space: no design in this space meets every requirement; the closest "
           "(relative cost "
        << formatNumber(r.designs.empty() ? 0.0 : r.designs.front().cost) << ") misses:\n";
    for (const QString& line : closestMisses(r))
      err << "  " << line << "\n";
    return kExitInvalidInput;
  }
  return kExitOk;
}

namespace {

/// The calibration as text: the constants, the groups measured against predicted before and
/// after, and the error.
QString calibrationText(const CalibrationResult& r, const Scenario& s)
{
  QString text;
  QTextStream t(&text);
  t << "Constants:\n";
  for (const CalibratedConstant& c : r.constants) {
    const QString field = QString::fromLatin1(calibrationFieldKey(c.constant));
    t << "  " << calibrationConstantName(field) << " (" << field
      << "): " << formatValue(c.before_us, Unit::Us);
    if (c.status == ConstantStatus::Fitted)
      t << " -> " << formatValue(c.after_us, Unit::Us);
    t << ", " << constantStatusText(QString::fromLatin1(constantStatusKey(c.status)), c.at_bound)
      << "\n";
  }
  t << "Measured against predicted:\n";
  for (const CalibratedMeasurement& m : r.measurements) {
    const double meas = m.measurement.measured_us;
    const QString group = m.measurement.group < s.vm_groups.size()
                              ? QString::fromStdString(s.vm_groups[m.measurement.group].name)
                              : QString();
    t << "  " << group << ", "
      << (m.measurement.latency == MeasuredLatency::Read ? "read" : "write")
      << " latency: measured " << formatValue(meas, Unit::DurationUs) << ", predicted "
      << formatValue(m.predicted_before_us, Unit::DurationUs) << " ("
      << formatChange(m.predicted_before_us / meas) << ") before, "
      << formatValue(m.predicted_after_us, Unit::DurationUs) << " ("
      << formatChange(m.predicted_after_us / meas) << ") after\n";
  }
  t << "RMS error: " << formatValue(r.rms_relative_error_before, Unit::Fraction) << " ("
    << formatValue(r.rms_error_before_us, Unit::DurationUs) << ") before, "
    << formatValue(r.rms_relative_error_after, Unit::Fraction) << " ("
    << formatValue(r.rms_error_after_us, Unit::DurationUs) << ") after\n";
  if (r.status == CalibrationStatus::NothingToFit)
    t << "Nothing fitted: no constant is both felt and told apart by these measurements.\n";
  else if (!r.converged)
    t << "The fit stopped at its step limit before it settled.\n";
  t.flush();
  return text;
}

}  // namespace

int calibrateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  const Parsed p =
      parseArgs(QStringLiteral("calibrate"), args,
                {QStringLiteral("-o"), QStringLiteral("--output")}, {QStringLiteral("--json")});
  if (!p.error.isEmpty())
    return usageError(err, p.error);
  QString output =
      p.values.count(QStringLiteral("-o")) ? p.values.at(QStringLiteral("-o")) : QString();
  if (p.values.count(QStringLiteral("--output")))
    output = p.values.at(QStringLiteral("--output"));
  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(p.file, err, &code);
  if (!s || code != kExitOk)
    return code == kExitOk ? kExitFailure : code;
  const CalibrationResult r = calibrate(*s, calibrateOptions());
  if (r.status == CalibrationStatus::NoMeasurements) {
    err << "error: vm_groups[].sources[]: " << escapeControls(p.file)
        << ": no VM group carries a measured latency (write_latency_us, or read_latency_us "
           "with read.working_set_gib); import measurements with latency counters "
           "(accelsizer-cli import) first\n";
    return kExitInvalidInput;
  }
  if (p.flags.count(QStringLiteral("--json")))
    printJson(out, calibrationResultToJson(*s, r));
  else
    out << calibrationText(r, *s);
  if (output.isEmpty())
    return kExitOk;
  if (r.status != CalibrationStatus::Ok) {
    err << "error: calibrate: nothing was fitted, so " << escapeControls(output)
        << " was not written\n";
    return kExitInvalidInput;
  }
  QString why;
  if (!saveScenarioFile(applyCalibration(*s, r), output, &why)) {
    err << "error: " << escapeControls(output) << ": " << why << "\n";
    return kExitFailure;
  }
  return kExitOk;
}

}  // namespace accel::ui
