#include "app/core/cli.h"

#include "app/core/cli_commands.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <optional>

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
      "  report FILE -o OUT.pdf [--page a4|letter] [--author NAME] [--logo IMAGE]\n"
      "                         write the PDF sizing report (A4 unless --page letter);\n"
      "                         OUT.pdf is replaced only once the new report is complete\n"
      "  headroom FILE [--by rate|vms] [--json]\n"
      "                         how far every VM's write rate (or the VMs per host) can grow\n"
      "                         before the first requirement breaks, and the ladder of every\n"
      "                         requirement's breaking factor\n"
      "  goalseek FILE --vary POINTER --metric POINTER --target X [--range LO:HI]\n"
      "           [--largest] [--json]\n"
      "                         the input value (a JSON pointer into the scenario, e.g.\n"
      "                         /vm_groups/0/write/mbps) at which a result (a JSON pointer\n"
      "                         into evaluate --json, e.g. /replica/max_tx_utilization)\n"
      "                         reaches the target; unreachable targets exit 2\n"
      "  compare FILE [--json]  the base design and each of its variants side by side\n"
      "  compare A.json B.json ... [--json]\n"
      "                         several scenario files side by side\n"
      "  sweep FILE --vary POINTER=FROM:TO:N[:log] [--vary POINTER=V1,V2,...]\n"
      "        --metric POINTER ... [--csv]\n"
      "                         one or two inputs over a range or a list, the results at\n"
      "                         each point (CSV: a header with units, one row per point)\n"
      "  sensitivity FILE --metric POINTER [--by PERCENT] [--only POINTER ...] [--json]\n"
      "                         every numeric input moved by +-20 % (or PERCENT) in turn,\n"
      "                         the result's swing, largest first (a tornado chart's bars)\n"
      "  schema                 every scenario parameter with unit, range, default (JSON)\n"
      "  schema --markdown      the same as a Markdown table\n"
      "  --version              print the version\n"
      "  --help                 print this help\n"
      "\n"
      "Exit status: 0 success, 2 invalid input or options (each problem on stderr as\n"
      "\"error: <json path>: <what is wrong>\"; no report is written), 1 anything else\n"
      "(a file that cannot be read or written).\n"
      "Units: MB = 10^6 bytes, KiB = 1024 bytes, Gb/s = 10^9 bit/s.\n");
}

}  // namespace

int usageError(QTextStream& err, const QString& message)
{
  err << "error: " << message << "\n"
      << "Run 'accelsizer-cli --help' for usage.\n";
  return kExitInvalidInput;
}

/// Reads and validates the scenario of a command: problems on `err`; the exit code in *code
/// when there is no scenario (1: the file cannot be read, 2: it is invalid).
std::optional<Scenario> loadForCommand(const QString& file, QTextStream& err, int* code)
{
  const QFileInfo info(file);
  if (!info.exists() || !info.isFile() || !info.isReadable()) {
    err << "error: " << file << ": cannot read the file"
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

  int code = kExitOk;
  const std::optional<Scenario> s = loadForCommand(file, err, &code);
  if (!s)
    return code;
  const Evaluation e = evaluateScenario(*s);
  if (json)
    out << QString::fromUtf8(QJsonDocument(resultsToJson(*s, e)).toJson(QJsonDocument::Indented));
  else
    out << textSummary(*s, e);
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
        err << "error: report: --logo: cannot read the image " << value << "\n";
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
    err << "error: " << error << "\n";
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
  return usageError(err, QStringLiteral("schema: unexpected %1").arg(args.join(QLatin1Char(' '))));
}

}  // namespace

int runCli(const QStringList& args, QTextStream& out, QTextStream& err, const ReportWriter& report)
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
    out << "accelsizer-cli " << kAccelSizerVersion << "\n";
    return kExitOk;
  }
  if (command == QLatin1String("evaluate"))
    return evaluateCommand(rest, out, err);
  if (command == QLatin1String("schema"))
    return schemaCommand(rest, out, err);
  if (command == QLatin1String("report"))
    return reportCommand(rest, err, report);
  if (command == QLatin1String("headroom"))
    return headroomCommand(rest, out, err);
  if (command == QLatin1String("goalseek"))
    return goalSeekCommand(rest, out, err);
  if (command == QLatin1String("compare"))
    return compareCommand(rest, out, err);
  if (command == QLatin1String("sweep"))
    return sweepCommand(rest, out, err);
  if (command == QLatin1String("sensitivity"))
    return sensitivityCommand(rest, out, err);
  return usageError(err, QStringLiteral("unknown command \"%1\"").arg(command));
}

}  // namespace accel::ui
