// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Variants, comparison and sweeps (app/core/variants.h, compare.h, sweep.h) and their
// command-line faces.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <cmath>
#include <memory>

#include "app/core/cli.h"
#include "app/core/compare.h"
#include "app/core/evaluation.h"
#include "app/core/goalseek.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/sensitivity.h"
#include "app/core/sweep.h"
#include "app/core/variants.h"
#include "cli_run.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;

namespace {

Scenario example(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  return accel::test::exampleScenario(name);
}

using Run = accel::test::CliRun;

Run run(const QStringList& args)
{
  return accel::test::runCliArgs(args);
}

}  // namespace

TEST_CASE("Variants override only what they name, and the base flows into them", "[variants]")
{
  Scenario s = example();
  REQUIRE(s.variants.size() == 3);
  const LoadResult ten = applyVariant(s, 0);
  REQUIRE(ten.ok());
  CHECK(ten.scenario->peer_network.link_gbps == 10);
  CHECK(ten.scenario->name == "10GbE peer network");
  CHECK(ten.scenario->vm_groups[0].vms_per_host == s.vm_groups[0].vms_per_host);
  CHECK(ten.scenario->variants.empty());

  // A change to the base reaches every variant that does not override it.
  s.vm_groups[0].write.mbps = 7;
  s.peer_network.link_gbps = 25;
  const LoadResult after = applyVariant(s, 0);
  REQUIRE(after.ok());
  CHECK(after.scenario->vm_groups[0].write.mbps == 7);
  CHECK(after.scenario->peer_network.link_gbps == 10);  // its own override wins

  // Round trip through the file.
  const LoadResult again = parseScenario(serializeScenario(s));
  REQUIRE(again.ok());
  REQUIRE(again.scenario->variants.size() == 3);
  CHECK(again.scenario->variants[1].name == "WB+2");
  CHECK(again.scenario->variants[1].overrides.at(0).pointer == "/vm_groups/0/write_policy");
  CHECK(again.scenario->variants[1].overrides.at(0).value_json == "\"WB+2\"");
}

TEST_CASE(
    "A variant of a scenario with a long measured trace shares the trace, as if written "
    "and read",
    "[variants]")
{
  Scenario s = example();
  REQUIRE(s.variants.size() == 3);
  Trace week;
  for (int i = 0; i < 5000; ++i)
    week.push_back({i * 10.0, 1 + (i % 7) * 0.5});
  s.vm_groups[0].write.kind = ProfileKind::Trace;
  s.vm_groups[0].write.samples = std::make_shared<const Trace>(week);
  for (std::size_t i = 0; i < s.variants.size(); ++i) {
    INFO("variant " << i);
    const LoadResult held = applyVariant(s, i);
    REQUIRE(held.ok());
    // The trace is the base's own, not a copy read again...
    CHECK(held.scenario->vm_groups[0].write.samples == s.vm_groups[0].write.samples);
    // ...and the variant is what the whole file written and read gives.
    Scenario plain = s;
    plain.variants.clear();
    QJsonObject root = scenarioToJson(plain);
    for (const VariantOverride& o : s.variants[i].overrides) {
      QString problem;
      REQUIRE(
          setAtPointer(root, QString::fromStdString(o.pointer),
                       QJsonDocument::fromJson(QByteArray::fromStdString("[" + o.value_json + "]"))
                           .array()
                           .at(0),
                       &problem));
    }
    const LoadResult whole = parseScenario(QJsonDocument(root).toJson());
    REQUIRE(whole.ok());
    Scenario expected = *whole.scenario;
    expected.name = held.scenario->name;
    CHECK(serializeScenario(*held.scenario) == serializeScenario(expected));
  }
  // An override of the samples themselves wins.
  s.variants[0].overrides.push_back({"/vm_groups/0/write/samples", "[[0, 2], [60, 4]]"});
  const LoadResult own = applyVariant(s, 0);
  REQUIRE(own.ok());
  REQUIRE(own.scenario->vm_groups[0].write.samples->size() == 2);
  CHECK(own.scenario->vm_groups[0].write.samples->at(1).mbps == 4);
}

TEST_CASE("A variant's problems name the variant and the path", "[variants]")
{
  Scenario s = example();
  s.variants[0].overrides.push_back({"/peer_network/nonsense/deeper", "1"});
  s.variants[2].overrides = {{"/vm_groups/0/vms_per_host", "-3"}};
  const Problems ps = checkVariants(s);
  REQUIRE(ps.size() >= 2);
  bool missing = false, range = false;
  for (const Problem& p : ps) {
    missing = missing ||
              (p.path == QStringLiteral("variants[0].overrides./peer_network/nonsense/deeper") &&
               p.message.contains(QStringLiteral("10GbE peer network")));
    range = range || p.path == QStringLiteral("variants[2]: vm_groups[0].vms_per_host");
  }
  CHECK(missing);
  CHECK(range);
  // Checked together (the base written to JSON once for all of them) as each alone: no
  // variant's overrides reach the next one.
  QStringList together, alone;
  for (const Problem& p : ps)
    together << p.path + QLatin1Char(' ') + p.message;
  for (std::size_t i = 0; i < s.variants.size(); ++i)
    for (const Problem& p : applyVariant(s, i).problems)
      if (p.isError())
        alone << p.path + QLatin1Char(' ') + p.message;
  CHECK(together == alone);
  // The file with these variants is refused, each problem on its own line.
  const LoadResult r = parseScenario(serializeScenario(s));
  CHECK_FALSE(r.ok());

  s = example();
  s.variants[1].name = s.variants[0].name;
  CHECK(hasErrors(checkVariants(s)));
}

TEST_CASE("A variant from the current edits holds exactly the differences", "[variants]")
{
  const Scenario base = example();
  Scenario edited = base;
  edited.peer_network.link_gbps = 25;
  edited.backing.raid_groups[0].disks = 24;
  edited.backing.destage_mbps = 80;  // an optional value set
  const Variant v = variantFromDifference(base, edited, QStringLiteral("bigger"));
  REQUIRE(v.overrides.size() == 3);
  Scenario with = base;
  with.variants = {v};
  const LoadResult r = applyVariant(with, 0);
  REQUIRE(r.ok());
  CHECK(r.scenario->peer_network.link_gbps == 25);
  CHECK(r.scenario->backing.raid_groups[0].disks == 24);
  CHECK(r.scenario->backing.destage_mbps == 80);
  // Clearing an optional value is an override too.
  const Variant back = variantFromDifference(edited, base, QStringLiteral("back"));
  Scenario e2 = edited;
  e2.variants = {back};
  const LoadResult r2 = applyVariant(e2, 0);
  REQUIRE(r2.ok());
  CHECK_FALSE(r2.scenario->backing.destage_mbps.has_value());
}

TEST_CASE("compare: the base first, every variant's results document", "[variants][cli]")
{
  const QString file =
      accel::test::sourcePath("resources/examples/build-cluster-1gbe.accelsizer.json");
  const Run r = run({QStringLiteral("compare"), file, QStringLiteral("--json")});
  REQUIRE(r.code == kExitOk);
  const QJsonArray options =
      QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("options")).toArray();
  REQUIRE(options.size() == 4);
  CHECK(options.at(0).toObject().value(QStringLiteral("name")) ==
        QStringLiteral("Build cluster on 1GbE peers"));
  // Each option's results are exactly what evaluating that variant gives.
  const Scenario s = example();
  for (int i = 1; i < 4; ++i) {
    const Scenario v = *applyVariant(s, static_cast<std::size_t>(i - 1)).scenario;
    CHECK(options.at(i).toObject().value(QStringLiteral("results")).toObject() ==
          resultsToJson(v, evaluateScenario(v)));
  }
  const QJsonObject ten = options.at(1).toObject().value(QStringLiteral("results")).toObject();
  CHECK(ten.value(QStringLiteral("replica"))
            .toObject()
            .value(QStringLiteral("max_tx_utilization"))
            .toDouble() == 0.02528);

  const Run text = run({QStringLiteral("compare"), file});
  CHECK(text.code == kExitOk);
  CHECK(text.out.contains(QStringLiteral("10GbE peer network")));
  CHECK(run({QStringLiteral("compare"),
             accel::test::sourcePath("resources/examples/clone-race.accelsizer.json")})
            .code == kExitInvalidInput);  // no variants, one file
}

TEST_CASE("Sweeps equal individual evaluations and their CSV reads back", "[sweep]")
{
  const Scenario s = example();
  SweepSpec spec;
  SweepAxis rate, link;
  QString problem;
  REQUIRE(parseSweepAxis(s, QStringLiteral("/vm_groups/0/write/mbps=1:21:6"), &rate, &problem));
  REQUIRE(parseSweepAxis(s, QStringLiteral("/peer_network/link_gbps=1,10,25"), &link, &problem));
  CHECK(rate.values == std::vector<double>{1, 5, 9, 13, 17, 21});
  spec.axes = {rate, link};
  spec.metrics = {QStringLiteral("/replica/max_tx_utilization"),
                  QStringLiteral("/latency/groups/0/loaded_us"),
                  QStringLiteral("/destager/groups/0/fill_time_s")};
  const SweepResult r = runSweep(s, spec, 2);
  REQUIRE(r.points.size() == 18);
  EvaluateOptions opt = evaluateOptions();
  for (const SweepPoint& p : r.points) {
    Scenario t = s;
    t.vm_groups[0].write.mbps = p.inputs[0];
    t.peer_network.link_gbps = p.inputs[1];
    const Evaluation e = evaluate(t, opt);
    CHECK(*p.metrics[0] == e.replica.max_tx_utilization);
    CHECK(*p.metrics[1] == e.latency.groups[0].loaded_us);
    const auto& d = e.destager.groups[0];
    if (d.fills)
      CHECK(*p.metrics[2] == *d.fill_time_s);
    else
      CHECK(std::isinf(*p.metrics[2]));
  }
  // CSV: header with units, then the numbers at full precision.
  const QStringList lines = sweepCsv(spec, r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  REQUIRE(lines.size() == 19);
  CHECK(lines[0] ==
        QStringLiteral("vm_groups[0].write.mbps (MB/s),peer_network.link_gbps (Gb/s),"
                       "replica.max_tx_utilization (fraction),latency.groups[0].loaded_us (us),"
                       "destager.groups[0].fill_time_s (s),problem"));
  const QStringList cells = lines[4].split(QLatin1Char(','));
  CHECK(cells[0].toDouble() == r.points[3].inputs[0]);
  CHECK(cells[2].toDouble() == *r.points[3].metrics[0]);
  CHECK(cells[3].toDouble() == *r.points[3].metrics[1]);

  // An invalid point carries its problem: an odd RAID10 disk count.
  SweepAxis disks;
  REQUIRE(
      parseSweepAxis(s, QStringLiteral("/backing/raid_groups/0/disks=12,13,14"), &disks, &problem));
  SweepSpec d;
  d.axes = {disks};
  d.metrics = {QStringLiteral("/backing/write_mbps_capacity")};
  const SweepResult dr = runSweep(s, d, 1);
  CHECK(dr.points[0].problem.isEmpty());
  CHECK_FALSE(dr.points[1].problem.isEmpty());
  CHECK(dr.points[1].metrics.empty());

  CHECK_FALSE(parseSweepAxis(s, QStringLiteral("/name=1:2:3"), &disks, &problem));
  CHECK_FALSE(parseSweepAxis(s, QStringLiteral("/hosts=1:2"), &disks, &problem));
  CHECK_FALSE(parseSweepAxis(s, QStringLiteral("/hosts=0:4:3"), &disks, &problem));  // range
}

TEST_CASE("sweep on the command line: CSV and errors", "[sweep][cli]")
{
  const QString file =
      accel::test::sourcePath("resources/examples/build-cluster-1gbe.accelsizer.json");
  const Run ok = run({QStringLiteral("sweep"), file, QStringLiteral("--vary"),
                      QStringLiteral("/hosts=2:8:4"), QStringLiteral("--metric"),
                      QStringLiteral("/replica/max_rx_utilization"), QStringLiteral("--csv")});
  INFO(ok.err.toStdString());
  REQUIRE(ok.code == kExitOk);
  CHECK(ok.out.startsWith(QStringLiteral("hosts (count),replica.max_rx_utilization (fraction)")));
  CHECK(ok.out.count(QLatin1Char('\n')) == 5);
  CHECK(
      run({QStringLiteral("sweep"), file, QStringLiteral("--vary"), QStringLiteral("/hosts=2:8:4"),
           QStringLiteral("--metric"), QStringLiteral("/replica/nothing")})
          .code == kExitInvalidInput);
  CHECK(run({QStringLiteral("sweep"), file, QStringLiteral("--metric"),
             QStringLiteral("/replica/max_rx_utilization")})
            .code == kExitInvalidInput);
}

TEST_CASE("Sensitivity: each swing is the evaluations at its ends", "[sensitivity]")
{
  const Scenario s = example();
  SensitivitySpec spec;
  spec.metric = QStringLiteral("/destager/groups/0/fill_time_s");
  const SensitivityResult r = sensitivity(s, spec);
  REQUIRE(r.problem.isEmpty());
  REQUIRE(r.rows.size() > 10);
  // Largest first; the write rate matters most to a constant profile's fill time.
  CHECK(r.rows.front().pointer == QStringLiteral("/vm_groups/0/write/mbps"));
  for (std::size_t i = 1; i < r.rows.size(); ++i)
    if (r.rows[i].swing && r.rows[i - 1].swing)
      CHECK(*r.rows[i - 1].swing >= *r.rows[i].swing);
  EvaluateOptions opt = evaluateOptions();
  for (const SensitivityRow& row : r.rows) {
    if (!row.swing || row.pointer != QStringLiteral("/vm_groups/0/write/mbps"))
      continue;
    CHECK(*row.low == 4.0);
    CHECK(*row.high == 6.0);
    Scenario lo = s, hi = s;
    lo.vm_groups[0].write.mbps = 4;
    hi.vm_groups[0].write.mbps = 6;
    const double a = *evaluate(lo, opt).destager.groups[0].fill_time_s;
    const double b = *evaluate(hi, opt).destager.groups[0].fill_time_s;
    CHECK(*row.low_metric == a);
    CHECK(*row.high_metric == b);
    CHECK(*row.swing == std::abs(b - a));
  }
  // RAID10 disks: 20 % of 14 is an odd count, so the ends move to the nearest even ones.
  bool disks = false;
  for (const SensitivityRow& row : r.rows)
    if (row.pointer == QStringLiteral("/backing/raid_groups/0/disks")) {
      disks = true;
      CHECK(*row.low == 10);
      CHECK(*row.high == 18);
      CHECK(row.note.contains(QStringLiteral("not a valid value")));
    }
  CHECK(disks);
  // A count of 1 cannot go lower: said, not hidden.
  for (const SensitivityRow& row : r.rows)
    if (row.pointer == QStringLiteral("/acceleration/parallelism")) {
      CHECK_FALSE(row.low.has_value());
      CHECK(row.note.contains(QStringLiteral("cannot go lower")));
    }
  SensitivitySpec bad;
  bad.metric = QStringLiteral("/nothing");
  CHECK_FALSE(sensitivity(s, bad).problem.isEmpty());
}
