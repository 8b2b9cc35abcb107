// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// accelsizer-cli import: in process (runCli with the import command) and as the executable.
#include <catch2/catch.hpp>

#include <QProcess>
#include <QTemporaryDir>

#include "app/core/cli.h"
#include "app/core/scenarioio.h"
#include "app/import/cli_import.h"
#include "import_helpers.h"
#include "model/common/profile.h"

using namespace accel;

namespace {

struct Run {
  int code;
  QString out;
  QString err;
};

Run run(const QStringList& args)
{
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = ui::runCli(args, o, e, {}, import::importCommand);
  o.flush();
  e.flush();
  return {code, out, err};
}

Scenario loaded(const QString& path)
{
  const ui::LoadResult r = ui::loadScenarioFile(path);
  INFO(test::dump(r.problems));
  REQUIRE(r.ok());
  return *r.scenario;
}

}  // namespace

TEST_CASE("import: one VM group per source by default, a new scenario", "[import][cli]")
{
  QTemporaryDir dir;
  const QString out = dir.filePath(QStringLiteral("e.accelsizer.json"));
  const Run r = run(
      {QStringLiteral("import"), test::samplePath("esxtop-batch.csv"), QStringLiteral("-o"), out});
  INFO(r.err.toStdString());
  REQUIRE(r.code == 0);
  CHECK(r.out.isEmpty());
  const Scenario s = loaded(out);
  REQUIRE(s.vm_groups.size() == 3);  // the VMs, not their disks
  CHECK(s.vm_groups[0].name == "build01");
  CHECK(s.vm_groups[0].write.kind == ProfileKind::Trace);
  CHECK(s.vm_groups[0].sources.at(0).file == "esxtop-batch.csv");
  CHECK(s.name == "Imported from esxtop-batch.csv");
}

TEST_CASE("import: --into a scenario, --group by pattern, --format", "[import][cli]")
{
  QTemporaryDir dir;
  const QString out = dir.filePath(QStringLiteral("x.accelsizer.json"));
  const QString base = test::sourcePath("resources/examples/build-cluster-1gbe.accelsizer.json");
  const Run r = run({QStringLiteral("import"), test::samplePath("plain-rates.csv"),
                     QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--into"),
                     base, QStringLiteral("--group"), QStringLiteral("web=web*"),
                     QStringLiteral("--rate-unit=MiB/s"), QStringLiteral("-o"), out});
  INFO(r.err.toStdString());
  REQUIRE(r.code == 0);
  const Scenario s = loaded(out);
  REQUIRE(s.vm_groups.size() == 2);
  CHECK(s.vm_groups[0].name == "build VMs");
  CHECK(s.vm_groups[1].name == "web");
  CHECK(s.vm_groups[1].vms_per_host == 2);
  CHECK_THAT(profilePeakMbps(s.vm_groups[1].write),
             Catch::Matchers::WithinRel(3.5 * 1.048576, 1e-11));
  CHECK(s.hosts == 4);  // the base's
}

TEST_CASE("import: errors with the file, line and column, and exit codes", "[import][cli]")
{
  QTemporaryDir dir;
  const QString bad = dir.filePath(QStringLiteral("bad.csv"));
  QFile f(bad);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write("t,a\n0,1\n60,1,5\n");
  f.close();
  const QString out = dir.filePath(QStringLiteral("o.json"));
  const Run r = run({QStringLiteral("import"), bad, QStringLiteral("-o"), out});
  CHECK(r.code == 2);
  CHECK(r.err.contains(
      QStringLiteral("error: bad.csv: line 3, column 3: 3 fields where the header has 2")));
  CHECK_FALSE(QFile::exists(out));
  CHECK(run({QStringLiteral("import"), dir.filePath(QStringLiteral("none.csv")),
             QStringLiteral("-o"), out})
            .code == 1);
  CHECK(run({QStringLiteral("import"), bad}).code == 2);  // no -o
  CHECK(run({QStringLiteral("import"), bad, QStringLiteral("--format"), QStringLiteral("xls"),
             QStringLiteral("-o"), out})
            .code == 2);
  const Run none =
      run({QStringLiteral("import"), test::samplePath("esxtop-batch.csv"),
           QStringLiteral("--source"), QStringLiteral("db*"), QStringLiteral("-o"), out});
  CHECK(none.code == 2);
  CHECK(none.err.contains(QStringLiteral("matches no source")));
}

TEST_CASE("import --list prints the sources with mean and peak", "[import][cli]")
{
  const Run r =
      run({QStringLiteral("import"), test::samplePath("perfmon.csv"), QStringLiteral("--list")});
  REQUIRE(r.code == 0);
  CHECK(r.out.contains(QStringLiteral(
      "* SQL01 PhysicalDisk(_Total) (physical disk); write rate mean 4.667 MB/s, peak 6 MB/s")));
  CHECK(r.err.contains(
      QStringLiteral("note: perfmon.csv: line 2: the first sample has blank counters")));
}

TEST_CASE("The executable imports", "[import][cli]")
{
  QTemporaryDir dir;
  const QString out = dir.filePath(QStringLiteral("v.accelsizer.json"));
  QProcess p;
  p.start(
      QStringLiteral(ACCELSIZER_CLI_PATH),
      {QStringLiteral("import"), test::samplePath("vscsistats.csv"), QStringLiteral("-o"), out});
  REQUIRE(p.waitForFinished(30000));
  INFO(p.readAllStandardError().toStdString());
  CHECK(p.exitCode() == 0);
  const Scenario s = loaded(out);
  CHECK(s.vm_groups.at(0).outstanding_ios == 4);
}
