#include "app/core/cli.h"

#include <QFileInfo>
#include <QJsonDocument>

#include "app/core/evaluation.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/schema.h"
#include "app/core/summary.h"
#include "app/core/version.h"

namespace accel::ui {

namespace {

QString usage()
{
  return QStringLiteral(
      "Usage: accelsizer-cli <command> [options]\n"
      "\n"
      "Sizing calculator for server-side write-back storage acceleration.\n"
      "\n"
      "Commands:\n"
      "  evaluate FILE          validate a scenario, run every model, print a summary\n"
      "  evaluate FILE --json   the same, printing the results document (JSON)\n"
      "  schema                 every scenario parameter with unit, range, default (JSON)\n"
      "  schema --markdown      the same as a Markdown table\n"
      "  --version              print the version\n"
      "  --help                 print this help\n"
      "\n"
      "Exit status: 0 success, 2 invalid input (each problem on stderr as\n"
      "\"error: <json path>: <what is wrong>\"), 1 anything else.\n"
      "Units: MB = 10^6 bytes, KiB = 1024 bytes, Gb/s = 10^9 bit/s.\n");
}

int usageError(QTextStream& err, const QString& message)
{
  err << "error: " << message << "\n"
      << "Run 'accelsizer-cli --help' for usage.\n";
  return kExitInvalidInput;
}

int evaluateCommand(const QStringList& args, QTextStream& out, QTextStream& err)
{
  QString file;
  bool json = false;
  for (const QString& a : args) {
    if (a == QLatin1String("--json"))
      json = true;
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

  const QFileInfo info(file);
  if (!info.exists() || !info.isFile() || !info.isReadable()) {
    err << "error: " << file << ": cannot read the file"
        << (info.exists() ? "" : " (it does not exist)") << "\n";
    return kExitFailure;
  }
  const LoadResult loaded = loadScenarioFile(file);
  for (const Problem& p : loaded.problems)
    err << p.toString() << "\n";
  if (!loaded.ok())
    return kExitInvalidInput;

  const Scenario& s = *loaded.scenario;
  const Evaluation e = evaluateScenario(s);
  if (json)
    out << QString::fromUtf8(QJsonDocument(resultsToJson(s, e)).toJson(QJsonDocument::Indented));
  else
    out << textSummary(s, e);
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
  return usageError(err, QStringLiteral("schema: unexpected %1").arg(args.join(QLatin1Char(' '))));
}

}  // namespace

int runCli(const QStringList& args, QTextStream& out, QTextStream& err)
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
    out << "accelsizer-cli " << kAccelSizerVersion << "\n";
    return kExitOk;
  }
  if (command == QLatin1String("evaluate"))
    return evaluateCommand(rest, out, err);
  if (command == QLatin1String("schema"))
    return schemaCommand(rest, out, err);
  return usageError(err, QStringLiteral("unknown command \"%1\"").arg(command));
}

}  // namespace accel::ui
