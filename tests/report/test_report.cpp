// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The PDF report: written from the GUI and the command line by one code path, read back with
// poppler-utils (pdfinfo, pdftotext, pdffonts, pdfimages, pdftoppm).
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUndoStack>

#include "app/core/areas.h"
#include "app/core/calclog.h"
#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/headlines.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/studies.h"
#include "app/core/units.h"
#include "app/gui/mainwindow.h"
#include "app/gui/scenariodocument.h"
#include "app/report/report.h"
#include "qt_catch.h"
#include "random_scenario.h"

using namespace accel;
using namespace accel::ui;

namespace {

QString examplePath(const QString& name)
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/") + name;
}

QStringList exampleNames()
{
  return QDir(QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples"))
      .entryList({QStringLiteral("*.accelsizer.json")}, QDir::Files, QDir::Name);
}

Scenario load(const QString& path)
{
  const LoadResult loaded = loadScenarioFile(path);
  REQUIRE(loaded.ok());
  return *loaded.scenario;
}

struct Output {
  int code = -1;
  QByteArray out;
  QByteArray err;
};

Output run(const QString& program, const QStringList& args,
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(program, args);
  Output o;
  if (!p.waitForFinished(60000))
    return o;
  o.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  o.out = p.readAllStandardOutput();
  o.err = p.readAllStandardError();
  return o;
}

/// The PDF's text, rows of tables on one line, with every run of white space as one space.
QString pdfText(const QString& pdf)
{
  const Output o =
      run(QStringLiteral(PDFTOTEXT), {QStringLiteral("-layout"), QStringLiteral("-enc"),
                                      QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
  REQUIRE(o.code == 0);
  return QString::fromUtf8(o.out).simplified();
}

int pdfPages(const QString& pdf)
{
  const Output o = run(QStringLiteral(PDFINFO), {pdf});
  REQUIRE(o.code == 0);
  const auto m =
      QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(o.out));
  REQUIRE(m.hasMatch());
  return m.captured(1).toInt();
}

QString pdfInfo(const QString& pdf)
{
  return QString::fromUtf8(run(QStringLiteral(PDFINFO), {pdf}).out);
}

QByteArray readAll(const QString& path)
{
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
  QFile f(path);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write(bytes);
}

ReportOptions options()
{
  ReportOptions o;
  o.author = QStringLiteral("Jane Doe, Example Partners");
  o.date = QDate(2024, 5, 12);
  return o;
}

}  // namespace

TEST_CASE("The report of every example: pages, fonts, text and the numbers of evaluate --json",
          "[report]")
{
  QTemporaryDir dir;
  for (const QString& name : exampleNames()) {
    INFO(name.toStdString());
    const Scenario s = load(examplePath(name));
    const Evaluation e = evaluateScenario(s);
    const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
    QString error;
    REQUIRE(report::writeReport(s, e, options(), pdf, &error));
    CHECK(error.isEmpty());
    REQUIRE(QFileInfo(pdf).size() > 10000);
    CHECK(readAll(pdf).startsWith("%PDF-"));

    // It parses, and its length is that of a sizing report.
    const int pages = pdfPages(pdf);
    CHECK(pages >= 8);
    CHECK(pages <= 40);
    CHECK(pdfInfo(pdf).contains(QStringLiteral("A4")));

    // Fonts: all embedded.
    const QString fonts = QString::fromUtf8(run(QStringLiteral(PDFFONTS), {pdf}).out);
    const QStringList rows = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    REQUIRE_FALSE(rows.isEmpty());
    for (const QString& row : rows) {
      INFO(row.toStdString());
      // name, type, encoding, then emb sub uni and the object number and generation: "emb"
      // is fifth from the end (names and types may contain spaces).
      const QStringList cols = row.split(QLatin1Char(' '), Qt::SkipEmptyParts);
      REQUIRE(cols.size() >= 7);
      CHECK(cols.at(cols.size() - 5) == QStringLiteral("yes"));
    }

    const QString text = pdfText(pdf);
    CHECK(text.contains(QString::fromStdString(s.name)));
    CHECK(text.contains(QString::fromStdString(s.customer)));
    CHECK(text.contains(QStringLiteral("Jane Doe, Example Partners")));
    CHECK(text.contains(QStringLiteral("12 May 2024")));
    CHECK(text.contains(QStringLiteral("Page 2 of %1").arg(pages)));
    CHECK(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    for (const char* section :
         {"Executive summary", "Inputs", "Replica (peer) network", "Write latency",
          "Destager (write-back buffer)", "Backing array", "Stripe hotspots (sequential streams)",
          "Findings and recommendations", "Appendix A. Calculation log"})
      CHECK(text.contains(QLatin1String(section)));

    // Every headline number with its unit, as formatValue prints it.
    QList<Headline> headlines = replicaHeadlines(s, e);
    headlines << latencyHeadlines(s, e) << destagerHeadlines(s, e) << backingHeadlines(s, e)
              << streamsHeadlines(s, e);
    for (const Headline& h : headlines) {
      INFO(h.key.toStdString() + " = " + h.display().toStdString());
      CHECK(text.contains(h.display()));
    }
    // The calculation log's results.
    for (const CalcEntry& c : calculationLog(s, e))
      CHECK(text.contains(c.title));

    // The numbers evaluate --json prints, formatted with their units.
    const QJsonObject json = resultsToJson(s, e);
    const QJsonObject replica = json.value(QStringLiteral("replica")).toObject();
    const QJsonObject latency = json.value(QStringLiteral("latency"))
                                    .toObject()
                                    .value(QStringLiteral("groups"))
                                    .toArray()
                                    .at(0)
                                    .toObject();
    const QJsonObject backing = json.value(QStringLiteral("backing")).toObject();
    const QStringList expected = {
        formatValue(std::max(replica.value(QStringLiteral("max_tx_utilization")).toDouble(),
                             replica.value(QStringLiteral("max_rx_utilization")).toDouble()),
                    Unit::Fraction),
        formatValue(replica.value(QStringLiteral("cluster_payload_mbps")).toDouble(), Unit::MBps),
        formatValue(replica.value(QStringLiteral("sustainable_write_mbps_per_host")).toDouble(),
                    Unit::MBps),
        formatValue(replica.value(QStringLiteral("framing_efficiency")).toDouble(), Unit::Fraction),
        formatDurationUs(latency.value(QStringLiteral("floor_us")).toDouble()),
        formatDurationUs(latency.value(QStringLiteral("loaded_us")).toDouble()),
        formatValue(backing.value(QStringLiteral("write_mbps_capacity")).toDouble(), Unit::MBps),
        formatValue(backing.value(QStringLiteral("random_iops")).toDouble(), Unit::Iops),
    };
    for (const QString& number : expected) {
      INFO(number.toStdString());
      CHECK(text.contains(number));
    }

    // Page 1 renders.
    const QString png = dir.filePath(name + QStringLiteral("-page1"));
    REQUIRE(run(QStringLiteral(PDFTOPPM),
                {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("40"),
                 QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                 QStringLiteral("1"), QStringLiteral("-singlefile"), pdf, png})
                .code == 0);
    const QImage page1(png + QStringLiteral(".png"));
    REQUIRE_FALSE(page1.isNull());
    CHECK(page1.width() > 250);
  }
}

TEST_CASE("The 1GbE example's report carries the contract's figures", "[report]")
{
  QTemporaryDir dir;
  const Scenario s = load(examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json")));
  const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
  REQUIRE(report::writeReport(s, evaluateScenario(s), options(), pdf, nullptr));
  const QString text = pdfText(pdf);
  for (const char* figure :
       {"25.28 %", "94.93 MB/s", "120 MB/s", "94.93 %", "2.887 ms", "3.609 ms", "123.4 min",
        "20.04 GB", "55.03 MB/s", "28.47 MB/s", "903 MB/s", "796.6 IOPS", "19.55 ms"})
    CHECK(text.contains(QString::fromUtf8(figure)));
  // The traffic lights' verdicts and the top recommendation.
  CHECK(text.contains(QStringLiteral("Within the 80 % limit at peak writes")));
  CHECK(text.contains(QStringLiteral("No sequential streams configured: nothing can convoy.")));
  CHECK(text.contains(
      QStringLiteral("a 10GbE peer network cuts the floor from 2.887 ms to 897.7 \u00b5s")));
  // What the most severe area's verdict depends on: the top inputs of its headline's
  // sensitivity, as the core words them (pdftotext may break the line anywhere).
  const ui::VerdictDependence dep = ui::verdictDependence(s, evaluateScenario(s));
  REQUIRE(dep.inputs.size() == 3);
  QString flat = text;
  flat.replace(QLatin1Char('\n'), QLatin1Char(' '));
  CHECK(flat.contains(ui::verdictDependenceText(dep).left(60)));
  CHECK(flat.contains(QStringLiteral("depends on most: %1, %2 and %3")
                          .arg(dep.inputs[0], dep.inputs[1], dep.inputs[2])));
  // Inputs with units; values that differ from the defaults beside their default.
  CHECK(text.contains(QStringLiteral("Link speed 1 Gb/s 10 Gb/s")));
  CHECK(text.contains(QStringLiteral("Write buffer per VM 20000 MB")));
  // The calculation log shows its working.
  CHECK(text.contains(QStringLiteral("u = 252.8 / 1000 = 25.28 %")));
  CHECK(text.contains(QStringLiteral("w_max = 3.164 \u00d7 30 = 94.93 MB/s")));
  CHECK(text.contains(QStringLiteral("T_fill = 20040 / (5 \u2212 2.293) = 123.4 min")));
  // ... and cites the report's own notes and published sources.
  CHECK(text.contains(QStringLiteral("Source: Appendix B.1 (Replica network); IEEE 802.3")));
  CHECK(text.contains(QStringLiteral("Appendix B. Model notes")));
  CHECK(text.contains(QStringLiteral("B.2 Write latency")));
}

TEST_CASE("The sizing example's report recommends a design, the others have no such chapter",
          "[report][size]")
{
  QTemporaryDir dir;
  const Scenario s = load(examplePath(QStringLiteral("build-cluster-sizing.accelsizer.json")));
  const QString pdf = dir.filePath(QStringLiteral("size.pdf"));
  REQUIRE(report::writeReport(s, evaluateScenario(s), options(), pdf, nullptr));
  const QString text = pdfText(pdf);
  CHECK(text.contains(QStringLiteral("Recommended design")));
  CHECK(
      text.contains(QStringLiteral("holds 13608 combinations of the choices; 12528 are designs, "
                                   "and 1176 meet every requirement")));
  // The cheapest design as accelsizer-cli size gives it (tests/data/expected), its changes,
  // its requirements, its headroom ladder and the alternatives.
  CHECK(
      text.contains(QStringLiteral("Relative cost 683: ethernet:10, intel-dc-s3700, WB+1, "
                                   "RAID10, sas-10k-600gb, 38 disks")));
  CHECK(text.contains(QStringLiteral("Disks 14 \u2192 38")));
  CHECK(text.contains(QStringLiteral("Backing array busy at 75.95 % at most 80 %")));
  CHECK(
      text.contains(QStringLiteral("Headroom: where each requirement breaks as the writes grow")));
  CHECK(text.contains(QStringLiteral("1.327\u00d7 backing array utilisation reaches its limit")));
  CHECK(text.contains(QStringLiteral("Alternatives considered")));
  CHECK(text.contains(QStringLiteral("on the Pareto front of cost against headroom")));

  const Scenario plain = load(examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json")));
  const QString other = dir.filePath(QStringLiteral("plain.pdf"));
  REQUIRE(report::writeReport(plain, evaluateScenario(plain), options(), other, nullptr));
  CHECK_FALSE(pdfText(other).contains(QStringLiteral("Recommended design")));
}

TEST_CASE("The clone race: the convoy, its charts and the fixes", "[report]")
{
  QTemporaryDir dir;
  const Scenario s = load(examplePath(QStringLiteral("clone-race.accelsizer.json")));
  const Evaluation e = evaluateScenario(s);
  REQUIRE(e.streams);
  const QString pdf = dir.filePath(QStringLiteral("clones.pdf"));
  REQUIRE(report::writeReport(s, e, options(), pdf, nullptr));
  const QString text = pdfText(pdf);
  CHECK(text.contains(QStringLiteral("Stripe convoy risk: high.")));
  CHECK(text.contains(QStringLiteral("Best fix: ")));
  CHECK(text.contains(QStringLiteral("Member utilisation over time")));
  CHECK(text.contains(QStringLiteral("Fixes, each simulated like the current design")));
  CHECK(text.contains(formatValue(e.streams->current.expected_mbps, Unit::MBps)));
  CHECK(text.contains(formatValue(e.streams->current.convoy_floor_mbps, Unit::MBps)));
}

TEST_CASE("Reports of larger and odder scenarios", "[report]")
{
  // Many hosts (a per-host table over pages), three groups of three policies and profiles, a
  // size histogram, a shared uplink, a trace, parity RAID under load on Fibre Channel,
  // misaligned, an invalid-but-valid-looking array: the report is written and complete.
  QTemporaryDir dir;
  Scenario big = load(examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json")));
  big.name = "Big & odd <cluster>";
  big.hosts = 64;
  big.peer_network.shared_uplink_gbps = 40;
  VmGroup wt = big.vm_groups.front();
  wt.name = "databases";
  wt.write_policy = WritePolicy{WriteMode::WriteThrough, 0};
  wt.write.kind = ProfileKind::Sine;
  wt.write.mean_mbps = 3;
  wt.write.amplitude_mbps = 2;
  wt.write_io_histogram = {{4, 0.5}, {64, 0.5}};
  VmGroup bursty = big.vm_groups.front();
  bursty.name = "desktops";
  bursty.write_policy = WritePolicy{WriteMode::WriteBack, 2};
  bursty.write.kind = ProfileKind::OnOff;
  bursty.write.peak_mbps = 40;
  bursty.on_hosts = 8;
  big.vm_groups.push_back(wt);
  big.vm_groups.push_back(bursty);
  big.backing.storage_network.kind = StorageKind::FibreChannel;
  big.backing.storage_network.link_gbps = 8;
  big.backing.raid_groups.front().level = RaidLevel::Raid5;
  big.backing.raid_groups.front().disks = 9;
  big.backing.raid_groups.front().alignment_offset_kib = 31.5;
  big.backing.raid_groups.push_back(big.backing.raid_groups.front());
  big.backing.random_load.iops = 600;

  Scenario trace = load(examplePath(QStringLiteral("infiniband-lab.accelsizer.json")));
  trace.vm_groups.front().write.kind = ProfileKind::Trace;
  Trace samples;
  for (int i = 0; i < 600; ++i)
    samples.push_back({i * 10.0, i % 60 < 10 ? 400.0 : 20.0});
  trace.vm_groups.front().write.samples = std::make_shared<const Trace>(samples);

  for (const Scenario& s : {big, trace}) {
    INFO(s.name);
    const QString pdf = dir.filePath(QStringLiteral("odd.pdf"));
    const Evaluation e = evaluateScenario(s);
    QString error;
    REQUIRE(report::writeReport(s, e, options(), pdf, &error));
    const int pages = pdfPages(pdf);
    CHECK(pages >= 8);
    CHECK(pages <= 60);
    const QString text = pdfText(pdf);
    CHECK(text.contains(QString::fromStdString(s.name)));
    CHECK(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    QList<Headline> headlines = replicaHeadlines(s, e);
    headlines << latencyHeadlines(s, e) << destagerHeadlines(s, e) << backingHeadlines(s, e)
              << streamsHeadlines(s, e);
    for (const Headline& h : headlines) {
      INFO(h.key.toStdString());
      CHECK(text.contains(h.display()));
    }
  }
}

TEST_CASE("Report options: US Letter, a logo", "[report]")
{
  QTemporaryDir dir;
  const Scenario s = load(examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json")));
  const Evaluation e = evaluateScenario(s);
  QImage logo(240, 80, QImage::Format_RGB32);
  logo.fill(QColor(0x1f, 0x4e, 0x79));
  const QString logoPath = dir.filePath(QStringLiteral("logo.png"));
  REQUIRE(logo.save(logoPath));
  ReportOptions o = options();
  o.paper = PaperSize::Letter;
  o.logo_path = logoPath;
  const QString pdf = dir.filePath(QStringLiteral("letter.pdf"));
  REQUIRE(report::writeReport(s, e, o, pdf, nullptr));
  CHECK(pdfInfo(pdf).contains(QStringLiteral("letter")));
  const Output images = run(QStringLiteral(PDFIMAGES), {QStringLiteral("-list"), pdf});
  REQUIRE(images.code == 0);
  CHECK(QString::fromUtf8(images.out).contains(QStringLiteral("240    80")));

  // A photograph-sized logo is scaled down to what the cover needs.
  QImage big(3000, 1000, QImage::Format_RGB32);
  big.fill(Qt::darkGreen);
  REQUIRE(big.save(logoPath));
  REQUIRE(report::writeReport(s, e, o, pdf, nullptr));
  CHECK(QString::fromUtf8(run(QStringLiteral(PDFIMAGES), {QStringLiteral("-list"), pdf}).out)
            .contains(QStringLiteral("1200   400")));
}

TEST_CASE("A report that cannot be written leaves the existing file alone", "[report]")
{
  QTemporaryDir dir;
  const Scenario s = load(examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json")));
  const Evaluation e = evaluateScenario(s);
  const QString pdf = dir.filePath(QStringLiteral("existing.pdf"));
  writeAll(pdf, "the previous report");
  ReportOptions o = options();
  o.logo_path = dir.filePath(QStringLiteral("no-logo.png"));
  QString error;
  CHECK_FALSE(report::writeReport(s, e, o, pdf, &error));
  CHECK(error.contains(QStringLiteral("logo")));
  CHECK(readAll(pdf) == "the previous report");
  CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 1);  // no temporary file left

  CHECK_FALSE(report::writeReport(s, e, options(),
                                  dir.filePath(QStringLiteral("no/such/dir/r.pdf")), &error));
  CHECK(error.startsWith(QStringLiteral("cannot write")));

  // A complete report replaces it.
  REQUIRE(report::writeReport(s, e, options(), pdf, &error));
  CHECK(readAll(pdf).startsWith("%PDF-"));
}

TEST_CASE("accelsizer-cli report: without a display, exit codes, nothing written on errors",
          "[report][cli]")
{
  QTemporaryDir dir;
  const QString cli = QStringLiteral(ACCELSIZER_CLI_PATH);
  const QString example = examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json"));
  // No display and no platform asked for: the command picks the offscreen one.
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const char* var : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
    env.remove(QLatin1String(var));

  const QString pdf = dir.filePath(QStringLiteral("example.pdf"));
  const Output ok =
      run(cli,
          {QStringLiteral("report"), example, QStringLiteral("-o"), pdf, QStringLiteral("--page"),
           QStringLiteral("letter"), QStringLiteral("--author"), QStringLiteral("Jane Doe")},
          env);
  CHECK(ok.code == 0);
  CHECK(ok.out.isEmpty());
  CHECK(ok.err.isEmpty());
  REQUIRE(QFileInfo::exists(pdf));
  CHECK(pdfInfo(pdf).contains(QStringLiteral("letter")));
  CHECK(pdfText(pdf).contains(QStringLiteral("Jane Doe")));

  SECTION("an invalid scenario: exit 2, evaluate's errors, the old file untouched")
  {
    const QString bad = dir.filePath(QStringLiteral("bad.accelsizer.json"));
    writeAll(bad, R"({"format": "accelsizer-scenario", "version": 1, "hosts": 0,
        "vm_groups": [{"vms_per_host": 2, "write_policy": "WB+1",
        "write": {"profile": "constant", "mbps": -1}}]})");
    writeAll(pdf, "the previous report");
    const Output report = run(cli, {QStringLiteral("report"), bad, QStringLiteral("-o"), pdf}, env);
    const Output evaluate = run(cli, {QStringLiteral("evaluate"), bad}, env);
    CHECK(report.code == 2);
    CHECK(report.out.isEmpty());
    CHECK_FALSE(report.err.isEmpty());
    CHECK(report.err == evaluate.err);
    CHECK(readAll(pdf) == "the previous report");
    const QString fresh = dir.filePath(QStringLiteral("fresh.pdf"));
    CHECK(run(cli, {QStringLiteral("report"), bad, QStringLiteral("-o"), fresh}, env).code == 2);
    CHECK_FALSE(QFileInfo::exists(fresh));
  }
  SECTION("bad options: exit 2; an output that cannot be written: exit 1")
  {
    CHECK(run(cli, {QStringLiteral("report"), example}, env).code == 2);
    CHECK(run(cli,
              {QStringLiteral("report"), example, QStringLiteral("-o"), pdf,
               QStringLiteral("--page"), QStringLiteral("a3")},
              env)
              .code == 2);
    const Output unwritable = run(cli,
                                  {QStringLiteral("report"), example, QStringLiteral("-o"),
                                   dir.filePath(QStringLiteral("missing/dir/r.pdf"))},
                                  env);
    CHECK(unwritable.code == 1);
    CHECK(unwritable.err.startsWith("error: cannot write"));
  }
}

TEST_CASE("File > Export PDF writes the report of the scenario on screen", "[report][gui]")
{
  MainWindow w;
  w.resize(1280, 800);
  REQUIRE(w.openFile(examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json"))));
  // An edit shows in the report: the results are those of the document now.
  w.document()->edit(QStringLiteral("faster link"),
                     [](Scenario& s) { s.peer_network.link_gbps = 10; });
  QTemporaryDir dir;
  const QString pdf = dir.filePath(QStringLiteral("export.pdf"));
  QString error;
  REQUIRE(w.exportReport(pdf, options(), &error));
  const QString text = pdfText(pdf);
  CHECK(text.contains(QStringLiteral("Build cluster on 1GbE peers")));
  CHECK(text.contains(QStringLiteral("897.7 \u00b5s")));
  CHECK(text.contains(QStringLiteral("2.528 %")));
  CHECK_FALSE(w.exportReport(dir.filePath(QStringLiteral("no/dir/x.pdf")), options(), &error));
  CHECK(error.startsWith(QStringLiteral("cannot write")));
  w.document()->undoStack()->setClean();
}

TEST_CASE("The report speaks to the customer: every example and random valid scenarios",
          "[report][random]")
{
  // What a customer must never read: the repository's paths and references, stale claims
  // that a model did not run.
  static const QRegularExpression repository(
      QStringLiteral("models\\.md|seeds?\\s+0\\d\\d|docs/|/work/|\\.cpp|\\.h\\b|"
                     "resources/|tests/"),
      QRegularExpression::CaseInsensitiveOption);
  static const QRegularExpression notRun(
      QStringLiteral("not evaluated|has not run|did not run|in this version"),
      QRegularExpression::CaseInsensitiveOption);
  QTemporaryDir dir;
  std::vector<std::pair<Scenario, Evaluation>> cases;
  for (const QString& name : exampleNames()) {
    const Scenario s = load(examplePath(name));
    cases.emplace_back(s, evaluateScenario(s));
  }
  EvaluateOptions quick = evaluateOptions();
  quick.streams = test::quickStreamsOptions();
  test::RandomScenario gen(99);
  for (int i = 0; i < 6; ++i) {
    const Scenario s = gen.next();
    cases.emplace_back(s, evaluate(s, quick));
  }
  int n = 0;
  for (const auto& [s, e] : cases) {
    INFO(s.name);
    const QString pdf = dir.filePath(QStringLiteral("r%1.pdf").arg(++n));
    REQUIRE(report::writeReport(s, e, options(), pdf, nullptr));
    const QString text = pdfText(pdf);
    const QRegularExpressionMatch leak = repository.match(text);
    INFO(leak.captured(0).toStdString()
         << " in ..."
         << text.mid(std::max<qsizetype>(0, leak.capturedStart() - 80), 160).toStdString());
    CHECK_FALSE(leak.hasMatch());
    REQUIRE(e.streams);  // every model ran: nothing may say otherwise
    const QRegularExpressionMatch stale = notRun.match(text);
    INFO(stale.captured(0).toStdString()
         << " in ..."
         << text.mid(std::max<qsizetype>(0, stale.capturedStart() - 80), 160).toStdString());
    CHECK_FALSE(stale.hasMatch());
    // Every finding with its subject; no two recommendations alike (each appears in the
    // findings and, if it is a top one, in the summary).
    QStringList recommendations;
    for (const MergedFinding& m : mergeFindings(e.findings, s)) {
      INFO(m.text.message.toStdString());
      CHECK(text.contains(m.text.message.simplified()));
      if (!m.text.subject.isEmpty())
        CHECK(m.text.message.contains(m.text.subject, Qt::CaseInsensitive));
      const QString r = m.text.recommendation.simplified();
      if (r.isEmpty())
        continue;
      CHECK_FALSE(recommendations.contains(r));
      recommendations << r;
      CHECK(text.count(r) >= 1);
      CHECK(text.count(r) <= 2);
    }
    // The requirements as the summary and the results document count them, each unmet one
    // with its row.
    int met = 0;
    for (const RequirementCheck& c : e.requirements.checks)
      met += c.met ? 1 : 0;
    const int unmet = static_cast<int>(e.requirements.checks.size()) - met;
    CHECK(text.contains(QStringLiteral("%1 of %2 requirements met")
                            .arg(met)
                            .arg(static_cast<int>(e.requirements.checks.size()))));
    CHECK(text.count(QStringLiteral("not met")) >= unmet);
  }
}

TEST_CASE(
    "Options compared: a section exactly when the scenario has variants, and the option "
    "that meets the requirements at the least cost",
    "[report][variants]")
{
  QTemporaryDir dir;
  // The 1GbE example has three variants, none of which meets every requirement.
  Scenario s = load(examplePath(QStringLiteral("build-cluster-1gbe.accelsizer.json")));
  REQUIRE(s.variants.size() == 3);
  const QString pdf = dir.filePath(QStringLiteral("options.pdf"));
  REQUIRE(report::writeReport(s, evaluateScenario(s), options(), pdf, nullptr));
  QString text = pdfText(pdf);
  CHECK(text.contains(QStringLiteral("Options compared")));
  CHECK(text.contains(QStringLiteral("The options side by side")));
  CHECK(text.contains(QStringLiteral("Peer link utilisation per host")));
  CHECK(text.simplified().contains(
      QStringLiteral("None of the options compared meets every requirement")));
  // Each variant's changes by the input's name, with the value and its unit, not as pointers.
  const QString flat = text.simplified();
  CHECK(flat.contains(QStringLiteral("10GbE peer network: Link speed = 10 Gb/s")));
  CHECK(flat.contains(QStringLiteral("30 % more VMs: build VMs: VMs per host = 8")));
  CHECK_FALSE(flat.contains(QStringLiteral("/peer_network/link_gbps")));
  s.variants.clear();
  const QString plain = dir.filePath(QStringLiteral("plain.pdf"));
  REQUIRE(report::writeReport(s, evaluateScenario(s), options(), plain, nullptr));
  text = pdfText(plain);
  CHECK_FALSE(text.contains(QStringLiteral("Options compared")));
  CHECK_FALSE(text.contains(QStringLiteral("least cost")));

  // The all-flash example meets every requirement; of its variants, the smaller acceleration
  // devices cost least (same hosts, no disks, less flash), more hosts cost more, and a variant
  // with even less flash misses a requirement (a latency target of 1 µs).
  Scenario af = load(examplePath(QStringLiteral("all-flash-array.accelsizer.json")));
  const auto variant = [](const char* name, std::vector<VariantOverride> overrides) {
    Variant v;
    v.name = name;
    v.overrides = std::move(overrides);
    return v;
  };
  af.variants = {
      variant("More hosts", {{"/hosts", std::to_string(af.hosts + 2)}}),
      variant("Smaller flash", {{"/acceleration/capacity_gib", "100"}}),
      variant("Too slow", {{"/acceleration/capacity_gib", "50"},
                           {"/requirements", "{\"latency_target_us\": 1}"}}),
  };
  const QString chosen = dir.filePath(QStringLiteral("chosen.pdf"));
  REQUIRE(report::writeReport(af, evaluateScenario(af), options(), chosen, nullptr));
  text = pdfText(chosen).simplified();
  CHECK(
      text.contains(QStringLiteral("Of the options compared, Smaller flash meets every "
                                   "requirement at the least cost (4 hosts, 0 disks, 400 GiB "
                                   "of acceleration, 40 Gb/s of peer links).")));
  CHECK(text.contains(QStringLiteral("Cost counts the hardware the scenario names")));
}
