// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>

#include "app/core/cli.h"
#include "app/core/params.h"
#include "app/core/schema.h"
#include "helpers.h"

using namespace accel::ui;

namespace {

struct Run {
  int code;
  QString out;
  QString err;
};

Run run(const QStringList& args, const ReportWriter& report = {})
{
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = runCli(args, o, e, report);
  o.flush();
  e.flush();
  return {code, out, err};
}

QString example(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  return accel::test::sourcePath("resources/examples/") + QLatin1String(name);
}

QString writeTemp(QTemporaryDir& dir, const QByteArray& content)
{
  const QString path = dir.filePath(QStringLiteral("t.accelsizer.json"));
  QFile f(path);
  f.open(QIODevice::WriteOnly);
  f.write(content);
  return path;
}

}  // namespace

TEST_CASE("evaluate prints a readable summary with units", "[cli]")
{
  const Run r = run({QStringLiteral("evaluate"), example()});
  INFO(r.err.toStdString());
  CHECK(r.code == kExitOk);
  CHECK(r.err.isEmpty());
  CHECK(r.out.contains(QStringLiteral("Build cluster on 1GbE peers")));
  CHECK(r.out.contains(QStringLiteral("25.28 %")));
  CHECK(r.out.contains(QStringLiteral("94.93 MB/s")));
  CHECK(r.out.contains(QStringLiteral("120 MB/s")));
}

TEST_CASE("evaluate --simulate adds the simulated write latency beside the model's", "[cli]")
{
  // The 1GbE example at its 5 MB/s per VM: the simulation (fixed seed) within 10% of the
  // model's loaded latency (docs/models/latency.md section 8: within 1% at this load).
  const Run r = run({QStringLiteral("evaluate"), example(), QStringLiteral("--json"),
                     QStringLiteral("--simulate")});
  REQUIRE(r.code == kExitOk);
  const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
  const QJsonObject lat = doc.value(QStringLiteral("latency")).toObject();
  const QJsonObject sim = lat.value(QStringLiteral("simulation")).toObject();
  CHECK(sim.value(QStringLiteral("valid")) == true);
  CHECK(sim.value(QStringLiteral("truncated")) == false);
  CHECK(sim.value(QStringLiteral("seed")).toDouble() == 1);
  const QJsonArray groups = sim.value(QStringLiteral("groups")).toArray();
  REQUIRE(groups.size() == 1);
  const double model = lat.value(QStringLiteral("groups"))
                           .toArray()
                           .at(0)
                           .toObject()
                           .value(QStringLiteral("loaded_us"))
                           .toDouble();
  const QJsonObject g = groups.at(0).toObject();
  CHECK_THAT(g.value(QStringLiteral("first_host_latency_us")).toDouble(),
             Catch::Matchers::WithinRel(model, 0.10));
  CHECK(g.value(QStringLiteral("first_host_ci95_us")).toDouble() > 0);
  CHECK(g.value(QStringLiteral("writes")).toDouble() >= 200000);
  // Without the option the key is absent; with it the text has the simulated line.
  const Run plain = run({QStringLiteral("evaluate"), example(), QStringLiteral("--json")});
  CHECK_FALSE(QJsonDocument::fromJson(plain.out.toUtf8())
                  .object()
                  .value(QStringLiteral("latency"))
                  .toObject()
                  .contains(QStringLiteral("simulation")));
  const Run text = run({QStringLiteral("evaluate"), example(), QStringLiteral("--simulate")});
  REQUIRE(text.code == kExitOk);
  CHECK(text.out.contains(QStringLiteral("Simulated write path")));
}

TEST_CASE("evaluate --json prints the results document of the contract", "[cli]")
{
  const Run r = run({QStringLiteral("evaluate"), example(), QStringLiteral("--json")});
  REQUIRE(r.code == kExitOk);
  QJsonParseError pe;
  const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8(), &pe).object();
  REQUIRE(pe.error == QJsonParseError::NoError);
  CHECK(doc.value(QStringLiteral("format")) == QStringLiteral("accelsizer-results"));
  CHECK(doc.value(QStringLiteral("version")) == 1);
  const QJsonObject rep = doc.value(QStringLiteral("replica")).toObject();
  CHECK(rep.value(QStringLiteral("framing_efficiency")).toDouble() == 0.9493);
  CHECK(rep.value(QStringLiteral("cluster_payload_mbps")).toDouble() == 120.0);
  CHECK(rep.value(QStringLiteral("max_tx_utilization")).toDouble() == 0.2528);
  CHECK(rep.value(QStringLiteral("max_rx_utilization")).toDouble() == 0.2528);
  CHECK(rep.value(QStringLiteral("saturated")) == false);
  CHECK(rep.value(QStringLiteral("sustainable_write_mbps_per_host")).toDouble() == 94.93);
  const QJsonArray hosts = rep.value(QStringLiteral("hosts")).toArray();
  REQUIRE(hosts.size() == 4);
  for (const auto& h : hosts) {
    const QJsonObject ho = h.toObject();
    CHECK(ho.value(QStringLiteral("egress_payload_mbps")).toDouble() == 30.0);
    CHECK(ho.value(QStringLiteral("ingress_payload_mbps")).toDouble() == 30.0);
    CHECK(ho.value(QStringLiteral("tx_utilization")).toDouble() == 0.2528);
    CHECK(ho.value(QStringLiteral("rx_utilization")).toDouble() == 0.2528);
  }
  const QJsonArray findings = doc.value(QStringLiteral("findings")).toArray();
  REQUIRE_FALSE(findings.isEmpty());
  for (const auto& f : findings) {
    const QJsonObject fo = f.toObject();
    CHECK(QStringList{QStringLiteral("info"), QStringLiteral("warning"), QStringLiteral("critical")}
              .contains(fo.value(QStringLiteral("severity")).toString()));
    CHECK_FALSE(fo.value(QStringLiteral("code")).toString().isEmpty());
    CHECK_FALSE(fo.value(QStringLiteral("message")).toString().isEmpty());
  }
  // Every section of the contract, with its required keys.
  const QJsonObject latency = doc.value(QStringLiteral("latency")).toObject();
  const QJsonObject group = latency.value(QStringLiteral("groups")).toArray().at(0).toObject();
  for (const char* key : {"name", "floor_us", "local_leg_us", "replica_leg_us", "bound_by",
                          "loaded_us", "iops_per_vm"})
    CHECK(group.contains(QLatin1String(key)));
  CHECK(group.value(QStringLiteral("floor_us")).toDouble() == 2887);
  CHECK(group.value(QStringLiteral("bound_by")) == QStringLiteral("peer_network"));
  const QJsonObject destager = doc.value(QStringLiteral("destager"))
                                   .toObject()
                                   .value(QStringLiteral("groups"))
                                   .toArray()
                                   .at(0)
                                   .toObject();
  for (const char* key : {"name", "destage_mbps", "fills", "fill_time_s", "drains", "drain_time_s",
                          "peak_backlog_mb", "throttled_fraction"})
    CHECK(destager.contains(QLatin1String(key)));
  CHECK(destager.value(QStringLiteral("fills")) == true);
  CHECK(destager.value(QStringLiteral("drains")) == false);
  CHECK(destager.value(QStringLiteral("drain_time_s")).isNull());  // never: null, not huge
  const QJsonObject backing = doc.value(QStringLiteral("backing")).toObject();
  // The destage capacity as a range: random FCFS, the (sorted) pattern, full stripes.
  CHECK(backing.value(QStringLiteral("write_mbps_capacity")).toDouble() == 55.03);
  CHECK(backing.value(QStringLiteral("destage_floor_mbps")).toDouble() == 28.47);
  CHECK(backing.value(QStringLiteral("destage_ceiling_mbps")).toDouble() == 903);
  CHECK(backing.value(QStringLiteral("destage_pattern")) == QStringLiteral("sorted"));
  const QJsonObject raid = backing.value(QStringLiteral("raid_groups")).toArray().at(0).toObject();
  CHECK(raid.value(QStringLiteral("data_members")) == 7);
  CHECK(raid.value(QStringLiteral("write_penalty")) == 2);
  for (const char* key : {"random_iops", "sequential_write_mbps", "hotspot_index"})
    CHECK(raid.contains(QLatin1String(key)));
  const QJsonObject streams = doc.value(QStringLiteral("streams")).toObject();
  for (const char* key :
       {"demand_mbps", "upper_bound_mbps", "convoy_floor_mbps", "expected_mbps", "convoy_risk"})
    CHECK(streams.contains(QLatin1String(key)));
  CHECK(streams.value(QStringLiteral("convoy_risk")) == QStringLiteral("none"));  // no streams
}

TEST_CASE("Invalid input: exit 2, every problem on stderr, nothing on stdout", "[cli]")
{
  QTemporaryDir dir;
  const QString path = writeTemp(dir, R"({"format": "accelsizer-scenario", "version": 1,
      "hosts": 0, "vm_groups": [{"vms_per_host": 2, "write_policy": "WB+9x",
      "write": {"profile": "constant", "mbps": -1}}], "peer_network": {"link_gbps": "fast"}})");
  const Run r = run({QStringLiteral("evaluate"), path, QStringLiteral("--json")});
  CHECK(r.code == kExitInvalidInput);
  CHECK(r.out.isEmpty());
  CHECK(r.err.contains(QStringLiteral("error: hosts: 0 is out of range")));
  CHECK(
      r.err.contains(QStringLiteral("error: vm_groups[0].write_policy: unknown value \"WB+9x\"")));
  CHECK(r.err.contains(QStringLiteral("error: vm_groups[0].write.mbps: -1 MB/s is out of range")));
  CHECK(r.err.contains(QStringLiteral("error: peer_network.link_gbps: expected a number")));
}

TEST_CASE("Malformed JSON exits 2 with the position", "[cli]")
{
  QTemporaryDir dir;
  const Run r = run({QStringLiteral("evaluate"), writeTemp(dir, "{\"hosts\": ")});
  CHECK(r.code == kExitInvalidInput);
  CHECK(r.err.startsWith(QStringLiteral("error: $: malformed JSON at line 1")));
}

TEST_CASE("Usage errors and the other commands", "[cli]")
{
  CHECK(run({}).code == kExitInvalidInput);
  CHECK(run({QStringLiteral("frobnicate")}).code == kExitInvalidInput);
  CHECK(run({QStringLiteral("evaluate")}).code == kExitInvalidInput);
  CHECK(run({QStringLiteral("evaluate"), example(), QStringLiteral("--xml")}).code ==
        kExitInvalidInput);
  const Run missing = run({QStringLiteral("evaluate"), QStringLiteral("/no/such/file.json")});
  CHECK(missing.code == kExitFailure);
  CHECK(missing.err.contains(QStringLiteral("does not exist")));

  const Run help = run({QStringLiteral("--help")});
  CHECK(help.code == kExitOk);
  CHECK(help.out.contains(QStringLiteral("evaluate FILE --json")));
  const Run version = run({QStringLiteral("--version")});
  CHECK(version.code == kExitOk);
  CHECK(version.out.startsWith(QStringLiteral("accelsizer-cli ")));
  CHECK(run({QStringLiteral("--version"), QStringLiteral("extra")}).code == kExitInvalidInput);
}

TEST_CASE("schema lists every parameter with unit, range, default and description", "[cli]")
{
  const Run r = run({QStringLiteral("schema")});
  REQUIRE(r.code == kExitOk);
  const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
  const QJsonArray params = doc.value(QStringLiteral("parameters")).toArray();
  CHECK(params.size() == static_cast<qsizetype>(allParams().size()));
  bool sawLink = false;
  for (const auto& p : params) {
    const QJsonObject o = p.toObject();
    CHECK_FALSE(o.value(QStringLiteral("description")).toString().isEmpty());
    if (o.value(QStringLiteral("path")) == QStringLiteral("peer_network.link_gbps")) {
      sawLink = true;
      CHECK(o.value(QStringLiteral("unit")) == QStringLiteral("Gb/s"));
      CHECK(o.value(QStringLiteral("minimum")).toDouble() == 0.01);
      CHECK(o.value(QStringLiteral("exclusive_minimum")) == false);
      CHECK(o.value(QStringLiteral("default")).toDouble() == 10);
    }
  }
  CHECK(sawLink);
}

TEST_CASE("docs/scenario-format.md carries the current parameter table", "[cli][docs]")
{
  const QString doc =
      QString::fromUtf8(accel::test::readFile(accel::test::sourcePath("docs/scenario-format.md")));
  const QString begin = QStringLiteral("<!-- parameters:begin -->\n");
  const QString end = QStringLiteral("<!-- parameters:end -->");
  const qsizetype a = doc.indexOf(begin);
  const qsizetype b = doc.indexOf(end);
  REQUIRE(a >= 0);
  REQUIRE(b > a);
  const QString table = doc.mid(a + begin.size(), b - a - begin.size());
  INFO("Regenerate with: cmake --build build --target update-docs");
  CHECK(table == schemaMarkdown());
}

namespace {

/// A report writer that records what it was asked and writes a placeholder file.
struct FakeWriter {
  int calls = 0;
  ReportOptions options;
  QString path;
  bool ok = true;
  ReportWriter writer()
  {
    return [this](const accel::Scenario&, const accel::Evaluation&, const ReportOptions& o,
                  const QString& p, QString* error) {
      ++calls;
      options = o;
      path = p;
      if (!ok)
        *error = QStringLiteral("cannot write %1: disk full").arg(p);
      return ok;
    };
  }
};

}  // namespace

TEST_CASE("report: options, usage errors and the writer", "[cli][report]")
{
  FakeWriter fake;
  const QString out = QStringLiteral("/tmp/out.pdf");
  SECTION("the options reach the writer")
  {
    QTemporaryDir dir;
    const QString logo = writeTemp(dir, "not checked here");
    const Run r = run({QStringLiteral("report"), example(), QStringLiteral("-o"), out,
                       QStringLiteral("--page=letter"), QStringLiteral("--author"),
                       QStringLiteral("Jane Doe"), QStringLiteral("--logo"), logo},
                      fake.writer());
    CHECK(r.code == kExitOk);
    CHECK(r.out.isEmpty());
    CHECK(r.err.isEmpty());
    REQUIRE(fake.calls == 1);
    CHECK(fake.path == out);
    CHECK(fake.options.paper == PaperSize::Letter);
    CHECK(fake.options.author == QStringLiteral("Jane Doe"));
    CHECK(fake.options.logo_path == logo);
  }
  SECTION("bad options are usage errors and write nothing")
  {
    const QStringList bad[] = {
        {QStringLiteral("report"), example()},  // no -o
        {QStringLiteral("report"), QStringLiteral("-o"), out},
        {QStringLiteral("report"), example(), QStringLiteral("-o"), out, QStringLiteral("--page"),
         QStringLiteral("a5")},
        {QStringLiteral("report"), example(), QStringLiteral("-o"), out, QStringLiteral("--x")},
        {QStringLiteral("report"), example(), QStringLiteral("-o")},
    };
    for (const QStringList& args : bad) {
      INFO(args.join(QLatin1Char(' ')).toStdString());
      const Run r = run(args, fake.writer());
      CHECK(r.code == kExitInvalidInput);
      CHECK(r.err.startsWith(QStringLiteral("error: report: ")));
    }
    // A logo that cannot be read is a file error, like one that cannot be decoded.
    const Run noLogo = run({QStringLiteral("report"), example(), QStringLiteral("-o"), out,
                            QStringLiteral("--logo"), QStringLiteral("/no/such/logo.png")},
                           fake.writer());
    CHECK(noLogo.code == kExitFailure);
    CHECK(noLogo.err.startsWith(QStringLiteral("error: report: --logo: ")));
    CHECK(fake.calls == 0);
  }
  SECTION("an invalid scenario: exit 2, the same errors as evaluate, nothing written")
  {
    QTemporaryDir dir;
    const QString path = writeTemp(dir, R"({"format": "accelsizer-scenario", "version": 1,
        "hosts": 0, "vm_groups": []})");
    const Run report =
        run({QStringLiteral("report"), path, QStringLiteral("-o"), out}, fake.writer());
    const Run evaluate = run({QStringLiteral("evaluate"), path});
    CHECK(report.code == kExitInvalidInput);
    CHECK_FALSE(report.err.isEmpty());
    CHECK(report.err == evaluate.err);
    CHECK(fake.calls == 0);
  }
  SECTION("a scenario that cannot be read, a report that cannot be written: exit 1")
  {
    CHECK(
        run({QStringLiteral("report"), QStringLiteral("/no/such.json"), QStringLiteral("-o"), out},
            fake.writer())
            .code == kExitFailure);
    fake.ok = false;
    const Run r =
        run({QStringLiteral("report"), example(), QStringLiteral("-o"), out}, fake.writer());
    CHECK(r.code == kExitFailure);
    CHECK(r.err == QStringLiteral("error: cannot write /tmp/out.pdf: disk full\n"));
  }
  SECTION("without a report writer the command says so")
  {
    const Run r = run({QStringLiteral("report"), example(), QStringLiteral("-o"), out});
    CHECK(r.code == kExitFailure);
    CHECK(r.err.contains(QStringLiteral("cannot write PDF reports")));
  }
  SECTION("--help documents it")
  {
    CHECK(run({QStringLiteral("--help")})
              .out.contains(QStringLiteral("report FILE -o OUT.pdf [--page a4|letter]")));
  }
}

TEST_CASE("Paper sizes are words", "[report]")
{
  PaperSize p = PaperSize::A4;
  CHECK(parsePaperSize(QStringLiteral("Letter"), &p));
  CHECK(p == PaperSize::Letter);
  CHECK(paperSizeWord(p) == QStringLiteral("letter"));
  CHECK(parsePaperSize(QStringLiteral(" a4 "), &p));
  CHECK(p == PaperSize::A4);
  CHECK_FALSE(parsePaperSize(QStringLiteral("legal"), &p));
}

#ifdef ACCELSIZER_CLI_PATH
TEST_CASE("The accelsizer-cli executable keeps stdout for the document", "[cli][process]")
{
  QProcess p;
  p.start(QStringLiteral(ACCELSIZER_CLI_PATH),
          {QStringLiteral("evaluate"), example(), QStringLiteral("--json")});
  REQUIRE(p.waitForFinished(30000));
  CHECK(p.exitCode() == 0);
  CHECK(p.readAllStandardError().isEmpty());
  CHECK(QJsonDocument::fromJson(p.readAllStandardOutput()).isObject());

  QProcess bad;
  bad.start(QStringLiteral(ACCELSIZER_CLI_PATH),
            {QStringLiteral("evaluate"), QStringLiteral("/no/such.json")});
  REQUIRE(bad.waitForFinished(30000));
  CHECK(bad.exitCode() == 1);
  CHECK(bad.readAllStandardOutput().isEmpty());
}
#endif
