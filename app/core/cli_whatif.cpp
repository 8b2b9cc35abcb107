// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The what-if commands of accelsizer-cli: compare (options side by side), sweep, sensitivity
// and whatif (failures).
#include <QFile>
#include <QJsonDocument>

#include "app/core/cli.h"
#include "app/core/cli_commands.h"
#include "app/core/compare.h"
#include "app/core/evaluation.h"
#include "app/core/failures.h"
#include "app/core/resultsjson.h"
#include "app/core/sensitivity.h"
#include "app/core/sweep.h"

namespace accel::ui {

namespace {

/// Reads the failure of `--fail WORD` or `--fail=WORD` at args[i] (moving i past a separate
/// WORD) into `failures`; returns the usage problem, prefixed with `command`, or an empty
/// string.
QString readFailOption(const QStringList& args, qsizetype& i, const QString& command,
                       std::vector<FailureSpec>& failures)
{
  const QString& a = args[i];
  QString word;
  if (a.contains(QLatin1Char('=')))
    word = a.section(QLatin1Char('='), 1);
  else if (i + 1 < args.size())
    word = args[++i];
  else
    return command + QStringLiteral(": --fail needs a failure, e.g. host:3");
  FailureSpec f;
  QString problem;
  if (!parseFailureWord(word, &f, &problem))
    return command + QStringLiteral(": --fail ") + problem;
  failures.push_back(f);
  return {};
}

/// What compare and whatif read from their arguments: --json, --fail (any number) and files.
struct StudyArgs {
  bool json = false;
  QStringList files;
  std::vector<FailureSpec> failures;
};

/// Reads `args` of `command` into `out`; returns the usage problem, or an empty string.
QString readStudyArgs(const QStringList& args, const QString& command, StudyArgs& out)
{
  for (qsizetype i = 0; i < args.size(); ++i) {
    const QString& a = args[i];
    if (a == QLatin1String("--json")) {
      out.json = true;
    } else if (a == QLatin1String("--fail") || a.startsWith(QLatin1String("--fail="))) {
      const QString problem = readFailOption(args, i, command, out.failures);
      if (!problem.isEmpty())
        return problem;
    } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
      return QStringLiteral("%1: unknown option %2").arg(command, a);
    } else {
      out.files << a;
    }
  }
  return {};
}

}  // namespace

int compareCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  StudyArgs study;
  if (const QString problem = readStudyArgs(args, QStringLiteral("compare"), study);
      !problem.isEmpty())
    return usageError(err, problem);
  const bool json = study.json;
  const QStringList& files = study.files;
  std::vector<FailureSpec>& failures = study.failures;
  if (files.isEmpty())
    return usageError(err, QStringLiteral("compare: which scenario file(s)?"));

  std::vector<DesignOption> options;
  for (const QString& file : files) {
    int code = kExitOk;
    const std::optional<Scenario> s = loadForCommand(file, err, &code);
    if (!s || code != kExitOk)
      return code == kExitOk ? kExitFailure : code;
    if (files.size() == 1) {
      Problems problems;
      options = designOptions(*s, &problems);
      for (const Problem& p : problems)
        err << p.toString() << "\n";
      if (hasErrors(problems))
        return kExitInvalidInput;
      if (failures.empty())
        failures = s->failures;
      if (options.size() < 2 && failures.empty())
        return usageError(err, QStringLiteral("compare: %1 has no variants and no failures; "
                                              "give two or more scenario files, add variants "
                                              "to it, or --fail host:N")
                                   .arg(file));
    } else {
      Scenario plain = *s;
      plain.variants.clear();
      options.push_back({QString::fromStdString(s->name), plain});
    }
  }
  std::vector<ComparedOption> evaluated = evaluateDesignOptions(options);
  if (!failures.empty()) {
    Problems problems;
    evaluated = withFailures(evaluated, failures, &problems);
    for (const Problem& p : problems)
      err << p.toString() << "\n";
  }
  if (json)
    out << QString::fromUtf8(QJsonDocument(compareJson(evaluated)).toJson(QJsonDocument::Indented));
  else
    out << compareText(evaluated);
  return kExitOk;
}

int sweepCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  QString file;
  QStringList axes, metrics;
  bool csv = false;
  for (qsizetype i = 0; i < args.size(); ++i) {
    QString a = args[i];
    QString value;
    bool hasValue = false;
    if (a.startsWith(QLatin1String("--")) && a.contains(QLatin1Char('=')) &&
        !a.startsWith(QLatin1String("--vary=/")) && !a.startsWith(QLatin1String("--metric=/"))) {
      value = a.section(QLatin1Char('='), 1);
      a = a.section(QLatin1Char('='), 0, 0);
      hasValue = true;
    } else if (a.startsWith(QLatin1String("--vary=")) || a.startsWith(QLatin1String("--metric="))) {
      value = a.mid(a.indexOf(QLatin1Char('=')) + 1);
      a = a.left(a.indexOf(QLatin1Char('=')));
      hasValue = true;
    }
    if (a == QLatin1String("--vary") || a == QLatin1String("--metric")) {
      if (!hasValue) {
        if (i + 1 >= args.size())
          return usageError(err, QStringLiteral("sweep: %1 needs a value").arg(a));
        value = args[++i];
      }
      (a == QLatin1String("--vary") ? axes : metrics) << value;
    } else if (a == QLatin1String("--csv") && !hasValue) {
      csv = true;
    } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
      return usageError(err, QStringLiteral("sweep: unknown option %1").arg(a));
    } else if (file.isEmpty()) {
      file = a;
    } else {
      return usageError(
          err, QStringLiteral("sweep: one scenario file expected, got %1 and %2").arg(file, a));
    }
  }
  if (file.isEmpty())
    return usageError(err, QStringLiteral("sweep: which scenario file?"));
  if (axes.isEmpty() || axes.size() > 2)
    return usageError(err, QStringLiteral("sweep: give one or two --vary POINTER=FROM:TO:N"));
  if (metrics.isEmpty())
    return usageError(err, QStringLiteral("sweep: give at least one --metric POINTER"));

  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(file, err, &code);
  if (!s || code != kExitOk)
    return code == kExitOk ? kExitFailure : code;
  SweepSpec spec;
  for (const QString& text : axes) {
    SweepAxis axis;
    QString problem;
    if (!parseSweepAxis(*s, text, &axis, &problem)) {
      err << "error: sweep: --vary: " << problem << "\n";
      return kExitInvalidInput;
    }
    spec.axes.push_back(std::move(axis));
  }
  for (const QString& m : metrics)
    if (m.startsWith(QLatin1String("/streams")))
      spec.simulate_streams = true;
  spec.metrics = metrics;
  const SweepResult r = runSweep(*s, spec);
  // A metric that exists at no valid point is a mistyped pointer, not a result.
  for (qsizetype k = 0; k < metrics.size(); ++k) {
    bool seen = false, valid = false;
    for (const SweepPoint& p : r.points) {
      valid = valid || p.problem.isEmpty();
      seen = seen || (static_cast<std::size_t>(k) < p.metrics.size() &&
                      p.metrics[static_cast<std::size_t>(k)]);
    }
    if (valid && !seen) {
      err << "error: sweep: --metric: " << metrics[k]
          << ": no number there in the results document (see `accelsizer-cli evaluate FILE "
             "--json`)\n";
      return kExitInvalidInput;
    }
  }
  const QString table = sweepCsv(spec, r);
  if (csv) {
    out << table;
  } else {
    // Readable: the same columns aligned with spaces.
    for (const QString& line : table.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
      out << QString(line).replace(QLatin1Char(','), QLatin1String("  ")) << "\n";
  }
  return kExitOk;
}

int sensitivityCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  QString file;
  SensitivitySpec spec;
  bool json = false;
  for (qsizetype i = 0; i < args.size(); ++i) {
    QString a = args[i];
    QString value;
    bool hasValue = false;
    if (a.startsWith(QLatin1String("--")) && a.contains(QLatin1Char('='))) {
      value = a.mid(a.indexOf(QLatin1Char('=')) + 1);
      a = a.left(a.indexOf(QLatin1Char('=')));
      hasValue = true;
    }
    if (a == QLatin1String("--metric") || a == QLatin1String("--by") ||
        a == QLatin1String("--only")) {
      if (!hasValue) {
        if (i + 1 >= args.size())
          return usageError(err, QStringLiteral("sensitivity: %1 needs a value").arg(a));
        value = args[++i];
      }
      if (a == QLatin1String("--metric")) {
        spec.metric = value;
      } else if (a == QLatin1String("--only")) {
        spec.only << value;
      } else {
        bool ok = false;
        const double percent = value.toDouble(&ok);
        if (!ok || !(percent > 0 && percent < 100))
          return usageError(err, QStringLiteral("sensitivity: --by: \"%1\": expected a percentage "
                                                "above 0 and below 100")
                                     .arg(value));
        spec.fraction = percent / 100;
      }
    } else if (a == QLatin1String("--json") && !hasValue) {
      json = true;
    } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
      return usageError(err, QStringLiteral("sensitivity: unknown option %1").arg(a));
    } else if (file.isEmpty()) {
      file = a;
    } else {
      return usageError(
          err,
          QStringLiteral("sensitivity: one scenario file expected, got %1 and %2").arg(file, a));
    }
  }
  if (file.isEmpty())
    return usageError(err, QStringLiteral("sensitivity: which scenario file?"));
  if (spec.metric.isEmpty())
    return usageError(err, QStringLiteral("sensitivity: which result? Give --metric POINTER"));
  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(file, err, &code);
  if (!s || code != kExitOk)
    return code == kExitOk ? kExitFailure : code;
  const SensitivityResult r = sensitivity(*s, spec);
  if (!r.problem.isEmpty()) {
    err << "error: sensitivity: --metric: " << r.problem << "\n";
    return kExitInvalidInput;
  }
  if (json)
    out << QString::fromUtf8(
        QJsonDocument(sensitivityJson(spec, r)).toJson(QJsonDocument::Indented));
  else
    out << sensitivityText(spec, r);
  return kExitOk;
}

int whatifCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  StudyArgs study;
  if (const QString problem = readStudyArgs(args, QStringLiteral("whatif"), study);
      !problem.isEmpty())
    return usageError(err, problem);
  if (study.files.size() > 1)
    return usageError(err, QStringLiteral("whatif: one scenario file expected, got %1 and %2")
                               .arg(study.files[0], study.files[1]));
  const QString file = study.files.value(0);
  const bool json = study.json;
  const std::vector<FailureSpec>& failures = study.failures;
  if (file.isEmpty())
    return usageError(err, QStringLiteral("whatif: which scenario file?"));
  int code = kExitOk;
  std::optional<Scenario> s = loadForCommand(file, err, &code);
  if (!s)
    return code;
  if (!failures.empty()) {
    s->failures = failures;
    const Problems problems = checkFailures(*s);
    for (const Problem& p : problems)
      err << p.toString() << "\n";
    if (hasErrors(problems))
      return kExitInvalidInput;
  }
  if (s->failures.empty())
    return usageError(err, QStringLiteral("whatif: which failure? Give --fail host:N (or "
                                          "peer_link:N, storage_path:N, raid_member:N), or list "
                                          "them in the scenario's failures"));
  const Evaluation e = evaluateScenario(*s);
  const std::vector<FailureResult> results = evaluateScenarioFailures(*s, e, s->failures);
  if (json) {
    QJsonObject doc = resultsToJson(*s, e);
    doc.insert(QStringLiteral("failures"), failuresJson(*s, results));
    out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
  } else {
    out << failuresText(*s, results);
  }
  return kExitOk;
}

}  // namespace accel::ui
