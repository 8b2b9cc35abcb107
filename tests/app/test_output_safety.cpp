// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Output safety: what a file says is never echoed raw to a terminal; every finite number has a
// defined rendering, subnormals included; lost output is an error that names what, where and
// why; a file of a newer format is refused with its version named.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>

#include <cmath>
#include <limits>

#include "app/core/cli.h"
#include "app/core/evaluation.h"
#include "app/core/params.h"
#include "app/core/resultsjson.h"
#include "app/core/safetext.h"
#include "app/core/scenarioio.h"
#include "app/core/summary.h"
#include "app/core/units.h"
#include "app/core/variants.h"
#include "helpers.h"
#include "support/results_checks.h"

using namespace accel;
using namespace accel::ui;

namespace {

const QString kEsc = QStringLiteral("\u001b[31mFAKE");

struct Run {
  int code;
  QString out;
  QString err;
};

Run run(const QStringList& args)
{
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = runCli(args, o, e);
  o.flush();
  e.flush();
  return {code, out, err};
}

QString writeTemp(QTemporaryDir& dir, const QJsonObject& o)
{
  const QString path = dir.filePath(QStringLiteral("t.accelsizer.json"));
  QFile f(path);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write(test::toBytes(o));
  return path;
}

QJsonObject withRate(double mbps)
{
  QJsonObject o = test::exampleJson();
  QJsonArray groups = o.value(QStringLiteral("vm_groups")).toArray();
  QJsonObject g = groups.at(0).toObject();
  g.insert(QStringLiteral("write"),
           QJsonObject{{QStringLiteral("profile"), QStringLiteral("constant")},
                       {QStringLiteral("mbps"), mbps}});
  groups.replace(0, g);
  o.insert(QStringLiteral("vm_groups"), groups);
  return o;
}

bool hasRawEscape(const QString& s)
{
  return s.contains(QChar(0x1b));
}

}  // namespace

TEST_CASE("Control characters are shown as escapes, the rest kept", "[safety]")
{
  CHECK(escapeControls(kEsc) == QStringLiteral("\\u001b[31mFAKE"));
  CHECK(escapeControls(QStringLiteral("a\nb\tc\rd")) == QStringLiteral("a\\nb\\tc\\rd"));
  CHECK(escapeControls(QStringLiteral("a\nb"), true) == QStringLiteral("a\nb"));
  CHECK(escapeControls(QStringLiteral("\u202egnp.exe")) == QStringLiteral("\\u202egnp.exe"));
  CHECK(escapeControls(QStringLiteral("x\u0085y\u007fz")) == QStringLiteral("x\\u0085y\\u007fz"));
  // Unicode text, backslashes and surrogate pairs stay as they are; a lone surrogate does not.
  const QString text = QStringLiteral("Ünïcödé 日本 C:\\VMs \U0001F600");
  CHECK(escapeControls(text) == text);
  QString lone = QStringLiteral("a");
  lone.append(QChar(0xd800));
  CHECK(escapeControls(lone) == QStringLiteral("a\\ud800"));
  // Escaping twice changes nothing.
  CHECK(escapeControls(escapeControls(kEsc)) == escapeControls(kEsc));
}

TEST_CASE("A JSON pointer's control characters are escaped in its problem", "[safety]")
{
  // Fuzzed: a demo step's pointer holding NUL bytes was echoed raw.
  QJsonObject root = test::exampleJson();
  QString problem;
  const QString nul =
      QStringLiteral("/backi") + QChar(0) + QStringLiteral("ng/raid_groups/0/disks");
  CHECK_FALSE(setAtPointer(root, nul, QJsonValue(14), &problem));
  INFO(problem.toStdString());
  CHECK(problem.contains(QStringLiteral("\"backi\\u0000ng\" does not exist")));
  CHECK_FALSE(hasControls(problem));
  CHECK_FALSE(setAtPointer(root, QStringLiteral("x") + QChar(27), QJsonValue(1), &problem));
  CHECK_FALSE(hasControls(problem));
}

TEST_CASE("A key holding an escape sequence is echoed escaped on the command line", "[safety]")
{
  QTemporaryDir dir;
  QJsonObject o = test::exampleJson();
  o.insert(kEsc, 1);
  o.insert(QStringLiteral("name"), kEsc);
  const Run r = run({QStringLiteral("evaluate"), writeTemp(dir, o)});
  CHECK(r.code == kExitOk);
  CHECK_FALSE(hasRawEscape(r.err));
  CHECK(r.err.contains(QStringLiteral("warning: \\u001b[31mFAKE: unknown field")));
  // An empty key has a path too (fuzzed: "warning: : unknown field").
  QJsonObject empty = test::exampleJson();
  empty.insert(QString(), 1);
  QJsonObject group = empty.value(QStringLiteral("vm_groups")).toArray().at(0).toObject();
  group.insert(QString(), 2);
  empty.insert(QStringLiteral("vm_groups"), QJsonArray{group});
  const Run e = run({QStringLiteral("evaluate"), writeTemp(dir, empty)});
  CHECK(e.err.contains(QStringLiteral("warning: $[\"\"]: unknown field")));
  CHECK(e.err.contains(QStringLiteral("warning: vm_groups[0][\"\"]: unknown field")));
  CHECK_FALSE(hasRawEscape(r.out));
  CHECK(r.out.startsWith(QStringLiteral("\\u001b[31mFAKE")));
  // The results document keeps the name as it is: JSON escapes it itself.
  const Run j = run({QStringLiteral("evaluate"), writeTemp(dir, o), QStringLiteral("--json")});
  CHECK_FALSE(hasRawEscape(j.out));
  CHECK(QJsonDocument::fromJson(j.out.toUtf8()).object().value(QStringLiteral("scenario")) == kEsc);
}

TEST_CASE("User words in errors, findings and the summary are escaped", "[safety]")
{
  QTemporaryDir dir;
  QJsonObject o = test::exampleJson();
  QJsonArray groups = o.value(QStringLiteral("vm_groups")).toArray();
  QJsonObject g = groups.at(0).toObject();
  g.insert(QStringLiteral("name"), kEsc);
  g.insert(QStringLiteral("write_policy"), QStringLiteral("WB+\u001b[2J"));
  groups.replace(0, g);
  o.insert(QStringLiteral("vm_groups"), groups);
  const Run bad = run({QStringLiteral("evaluate"), writeTemp(dir, o)});
  CHECK(bad.code == kExitInvalidInput);
  CHECK_FALSE(hasRawEscape(bad.err));
  CHECK(bad.err.contains(QStringLiteral("unknown value \"WB+\\u001b[2J\"")));

  g.insert(QStringLiteral("write_policy"), QStringLiteral("WB+1"));
  groups.replace(0, g);
  o.insert(QStringLiteral("vm_groups"), groups);
  const LoadResult r = parseScenario(test::toBytes(o));
  REQUIRE(r.ok());
  const Evaluation e = evaluateScenario(*r.scenario);
  CHECK_FALSE(hasRawEscape(textSummary(*r.scenario, e)));
  CHECK(textSummary(*r.scenario, e).contains(QStringLiteral("\\u001b[31mFAKE")));
  test::Violations v;
  for (const QJsonValue& f :
       resultsToJson(*r.scenario, e).value(QStringLiteral("findings")).toArray())
    for (const char* k : {"title", "message", "recommendation"})
      test::checkControls(f.toObject().value(QLatin1String(k)).toString(), QLatin1String(k), v);
  CHECK(v.empty());

  // A file name is a user's word too.
  const Run missing =
      run({QStringLiteral("evaluate"), QStringLiteral("/nonexistent/\u001b[2J.json")});
  CHECK(missing.code == kExitFailure);
  CHECK_FALSE(hasRawEscape(missing.err));
}

TEST_CASE("Every finite number rounds and prints, subnormals included", "[safety][format]")
{
  CHECK(roundSig(1.234567e-305) == 1.235e-305);
  CHECK(roundSig(1.234567e-310) == 1.235e-310);  // subnormal
  CHECK(roundSig(std::numeric_limits<double>::denorm_min()) ==
        std::numeric_limits<double>::denorm_min());
  // Rounding up past the largest double would overflow: the value itself is the nearest.
  CHECK(roundSig(std::numeric_limits<double>::max()) == std::numeric_limits<double>::max());
  CHECK(roundSig(-std::numeric_limits<double>::max()) == -std::numeric_limits<double>::max());
  CHECK(roundSig(-std::numeric_limits<double>::min()) == -2.225e-308);
  // The double nearest the rounded decimal: 5.106e8 is exactly 510600000, never
  // 510599999.99999994.
  CHECK(roundSig(510612345.0) == 510600000.0);
  CHECK(QJsonDocument(QJsonArray{resultNumber(510612345.0)}).toJson(QJsonDocument::Compact) ==
        QByteArray("[510600000]"));
  CHECK(roundSig(0.1 + 0.2) == 0.3);
  for (double x : {1e-305, 3e-310, 4.9e-324, 1e-300, 2.5e-320}) {
    INFO(x);
    CHECK(std::isfinite(roundSig(x)));
    CHECK(roundSig(x) > 0);
    const QString pct = formatValue(x, Unit::Fraction);
    CHECK(pct.endsWith(QStringLiteral(" %")));
    CHECK_FALSE(pct.contains(QStringLiteral("nan")));
    CHECK_FALSE(formatValue(x, Unit::Gbps).contains(QStringLiteral("nan")));
    CHECK(resultNumber(x).isDouble());
  }
  CHECK(formatNumber(1e-305) == QStringLiteral("1e-305"));
  CHECK(formatNumber(510612345.0) == QStringLiteral("510600000"));
}

TEST_CASE("A rate near 1e-305 gives real numbers, never nan or null", "[safety]")
{
  QTemporaryDir dir;
  for (double rate : {1e-305, 3e-310}) {
    INFO(rate);
    const QString file = writeTemp(dir, withRate(rate));
    const Run summary = run({QStringLiteral("evaluate"), file});
    REQUIRE(summary.code == kExitOk);
    CHECK_FALSE(summary.out.contains(QStringLiteral("nan")));
    const Run json = run({QStringLiteral("evaluate"), file, QStringLiteral("--json")});
    REQUIRE(json.code == kExitOk);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    test::Violations v;
    test::checkNulls(doc, v);
    INFO(test::describe(v));
    CHECK(v.empty());
    CHECK(doc.value(QStringLiteral("replica"))
              .toObject()
              .value(QStringLiteral("max_tx_utilization"))
              .isDouble());
  }
}

TEST_CASE("NaN never reaches a message as a number with a unit", "[safety]")
{
  CHECK(formatValue(std::nan(""), Unit::Gbps) == QStringLiteral("n/a"));
  CHECK(formatValue(std::nan(""), Unit::DurationUs) == QStringLiteral("n/a"));
  const ParamInfo* link = findParam(QStringLiteral("peer_network.link_gbps"));
  REQUIRE(link);
  const QString problem = link->rangeProblem(std::nan(""));
  CHECK(problem.startsWith(QStringLiteral("not a number: expected a number from")));
  CHECK_FALSE(problem.contains(QStringLiteral("nan")));
  // A subnormal speed is out of range, and said as the number it is.
  CHECK(link->rangeProblem(1e-310).startsWith(QStringLiteral("1e-310 Gb/s is out of range")));
}

TEST_CASE("A scenario of a newer format version is refused, its version named", "[safety]")
{
  QJsonObject o = test::exampleJson();
  o.insert(QStringLiteral("version"), 2);
  o.insert(QStringLiteral("something_new"), QJsonObject{{QStringLiteral("a"), 1}});
  const LoadResult r = parseScenario(test::toBytes(o));
  REQUIRE_FALSE(r.ok());
  REQUIRE(r.problems.size() == 1);
  CHECK(r.problems.front().path == QStringLiteral("version"));
  CHECK(r.problems.front().message.startsWith(QStringLiteral(
      "format version 2 was written by a newer AccelSizer: this one reads version 1")));
}

TEST_CASE("horizon_s is null exactly when nothing was simulated", "[safety][results]")
{
  const QJsonObject none =
      resultsToJson(*parseScenario(test::toBytes(test::exampleJson())).scenario,
                    evaluateScenario(*parseScenario(test::toBytes(test::exampleJson())).scenario))
          .value(QStringLiteral("streams"))
          .toObject();
  CHECK(none.value(QStringLiteral("simulated")) == false);
  CHECK(none.value(QStringLiteral("horizon_s")).isNull());
  CHECK(test::nullExplained(none, QStringLiteral("horizon_s")));
  const QByteArray race =
      test::readFile(test::sourcePath("tests/data/expected/clone-race.results.json"));
  const QJsonObject streams =
      QJsonDocument::fromJson(race).object().value(QStringLiteral("streams")).toObject();
  CHECK(streams.value(QStringLiteral("simulated")) == true);
  CHECK(streams.value(QStringLiteral("horizon_s")).toDouble() > 0);
}

#ifdef ACCELSIZER_CLI_PATH
TEST_CASE("Output lost on a full device is an error naming what, where and why", "[safety][cli]")
{
  if (!QFileInfo::exists(QStringLiteral("/dev/full"))) {
    WARN("no /dev/full here: not checked");
    return;
  }
  const QString example = test::sourcePath("resources/examples/build-cluster-1gbe.accelsizer.json");
  const struct {
    QStringList args;
    const char* what;
  } cases[] = {
      {{QStringLiteral("evaluate"), example}, "the summary"},
      {{QStringLiteral("evaluate"), example, QStringLiteral("--json")}, "the results document"},
      {{QStringLiteral("schema")}, "the schema"},
      {{QStringLiteral("--help")}, "the help"},
      {{QStringLiteral("--version")}, "the version"},
  };
  for (const auto& c : cases) {
    INFO(c.args.join(QLatin1Char(' ')).toStdString());
    QProcess p;
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start(QStringLiteral(ACCELSIZER_CLI_PATH), c.args);
    REQUIRE(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    INFO(err.toStdString());
    CHECK(p.exitStatus() == QProcess::NormalExit);
    CHECK(p.exitCode() == kExitFailure);
    CHECK(err.contains(QStringLiteral("error: cannot write %1 to standard output (/dev/full): ")
                           .arg(QLatin1String(c.what))));
    CHECK(err.contains(QStringLiteral("No space left on device")));
  }
}
#endif

TEST_CASE("writeFully says why a write failed", "[safety][cli]")
{
  QString why;
  CHECK_FALSE(writeFully(-1, QByteArray("x"), &why));
  CHECK(why == QStringLiteral("Bad file descriptor"));
  CHECK(writeFully(-1, QByteArray(), &why));  // nothing to write, nothing lost
}
