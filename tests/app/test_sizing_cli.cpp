// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// accelsizer-cli headroom, goalseek and size, the requirements of evaluate --json, and the
// design space of the scenario.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTextStream>

#include <functional>

#include "app/core/cli.h"
#include "app/core/evaluation.h"
#include "app/core/scenarioio.h"
#include "helpers.h"

using namespace accel::ui;
using accel::test::hasProblemAt;

namespace {

struct Run {
  int code;
  QString out;
  QString err;
  QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

Run run(const QStringList& args)
{
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = runCli(args, o, e, {});
  o.flush();
  e.flush();
  return {code, out, err};
}

QString example(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  return accel::test::sourcePath("resources/examples/") + QLatin1String(name);
}

}  // namespace

TEST_CASE("evaluate --json lists the requirements with value, limit, met and margin",
          "[cli][sizing]")
{
  const Run r = run({QStringLiteral("evaluate"), example(), QStringLiteral("--json")});
  REQUIRE(r.code == kExitOk);
  const QJsonObject doc = r.json();
  const QJsonArray rows = doc.value(QStringLiteral("requirements")).toArray();
  REQUIRE(rows.size() >= 4);
  CHECK(doc.value(QStringLiteral("requirements_met")) == false);
  CHECK(doc.value(QStringLiteral("requirements_growth_factor")).toDouble() == 1.0);
  const QJsonObject link = rows.at(0).toObject();
  CHECK(link.value(QStringLiteral("id")) == QStringLiteral("peer_link_utilization"));
  CHECK(link.value(QStringLiteral("subject")) == QStringLiteral("host 1 (transmit)"));
  CHECK(link.value(QStringLiteral("value")).toDouble() == 0.2528);
  CHECK(link.value(QStringLiteral("limit")).toDouble() == 0.8);
  CHECK(link.value(QStringLiteral("met")) == true);
  CHECK(link.value(QStringLiteral("margin")).toDouble() == 3.164);
  for (const auto& v : rows) {
    const QJsonObject o = v.toObject();
    INFO(o.value(QStringLiteral("id")).toString().toStdString());
    CHECK(o.value(QStringLiteral("met")).isBool());
    CHECK_FALSE(o.value(QStringLiteral("subject")).toString().isEmpty());
    // A null value or margin always has its boolean beside it.
    if (o.value(QStringLiteral("margin")).isNull())
      CHECK(o.value(QStringLiteral("margin_defined")) == false);
    if (o.value(QStringLiteral("value")).isNull())
      CHECK((o.value(QStringLiteral("fills")) == false ||
             o.value(QStringLiteral("unbounded")) == true));
  }
}

TEST_CASE("headroom: the ladder by rate and by VMs", "[cli][sizing]")
{
  const Run r = run({QStringLiteral("headroom"), example(), QStringLiteral("--json")});
  REQUIRE(r.code == kExitOk);
  const QJsonObject h = r.json();
  CHECK(h.value(QStringLiteral("by")) == QStringLiteral("rate"));
  CHECK(h.value(QStringLiteral("met_now")) == false);
  const QJsonArray ladder = h.value(QStringLiteral("ladder")).toArray();
  REQUIRE(ladder.size() >= 4);
  CHECK(h.value(QStringLiteral("factor")).toDouble() ==
        ladder.at(0).toObject().value(QStringLiteral("factor")).toDouble());
  double previous = 0;
  for (const auto& v : ladder) {
    const QJsonObject step = v.toObject();
    if (step.value(QStringLiteral("factor")).isNull())
      continue;
    CHECK(step.value(QStringLiteral("factor")).toDouble() >= previous);
    previous = step.value(QStringLiteral("factor")).toDouble();
  }

  const Run vms = run({QStringLiteral("headroom"), example(), QStringLiteral("--by=vms")});
  CHECK(vms.code == kExitOk);
  CHECK(vms.out.contains(QStringLiteral("VMs per host")));

  CHECK(
      run({QStringLiteral("headroom"), example(), QStringLiteral("--by"), QStringLiteral("hosts")})
          .code == kExitInvalidInput);
  CHECK(run({QStringLiteral("headroom")}).code == kExitInvalidInput);
}

TEST_CASE("goalseek: an answer, an unreachable target and bad requests", "[cli][sizing]")
{
  const Run ok = run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"),
                      QStringLiteral("/vm_groups/0/write/mbps"), QStringLiteral("--metric"),
                      QStringLiteral("/replica/max_tx_utilization"), QStringLiteral("--target"),
                      QStringLiteral("0.8"), QStringLiteral("--json")});
  INFO(ok.err.toStdString());
  REQUIRE(ok.code == kExitOk);
  const QJsonObject g = ok.json();
  CHECK(g.value(QStringLiteral("reachable")) == true);
  CHECK(g.value(QStringLiteral("value")).toDouble() == 15.82);  // 0.8 x 5 / 0.2528, rounded
  CHECK(g.value(QStringLiteral("metric_value")).toDouble() == 0.8);
  CHECK(g.value(QStringLiteral("range")).toArray().size() == 2);

  const Run never = run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"),
                         QStringLiteral("/vm_groups/0/write/mbps"), QStringLiteral("--metric"),
                         QStringLiteral("/replica/max_tx_utilization"), QStringLiteral("--target"),
                         QStringLiteral("0.8"), QStringLiteral("--range"), QStringLiteral("0.1:10"),
                         QStringLiteral("--json")});
  CHECK(never.code == kExitInvalidInput);
  CHECK(never.json().value(QStringLiteral("reachable")) == false);
  CHECK(never.json().value(QStringLiteral("value")).isNull());
  CHECK(never.json().value(QStringLiteral("metric_side")) == QStringLiteral("below"));
  CHECK(never.err.contains(QStringLiteral("not reached")));

  const auto seek = [](const QString& vary, const QString& metric) {
    return run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"), vary,
                QStringLiteral("--metric"), metric, QStringLiteral("--target"),
                QStringLiteral("1")});
  };
  const Run noInput =
      seek(QStringLiteral("/peer_network/nonsense"), QStringLiteral("/replica/max_tx_utilization"));
  CHECK(noInput.code == kExitInvalidInput);
  CHECK(noInput.err.contains(QStringLiteral("--vary")));
  const Run text = seek(QStringLiteral("/name"), QStringLiteral("/replica/max_tx_utilization"));
  CHECK(text.code == kExitInvalidInput);
  CHECK(text.err.contains(QStringLiteral("not a number")));
  const Run noMetric = seek(QStringLiteral("/hosts"), QStringLiteral("/replica/nothing"));
  CHECK(noMetric.code == kExitInvalidInput);
  CHECK(noMetric.err.contains(QStringLiteral("--metric")));
  CHECK(run({QStringLiteral("goalseek"), example(), QStringLiteral("--vary"),
             QStringLiteral("/hosts")})
            .code == kExitInvalidInput);
}

namespace {

/// A copy of the sizing example with some change, written to a temporary file.
QString sizingVariant(QTemporaryDir& dir, const std::function<void(QJsonObject&)>& change)
{
  QJsonObject doc = accel::test::exampleJson("build-cluster-sizing.accelsizer.json");
  change(doc);
  const QString path = dir.filePath(QStringLiteral("variant.accelsizer.json"));
  QFile f(path);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write(accel::test::toBytes(doc));
  return path;
}

QJsonObject withSpace(QJsonObject doc, const char* key, const QJsonValue& v)
{
  QJsonObject space = doc.value(QStringLiteral("design_space")).toObject();
  space.insert(QLatin1String(key), v);
  doc.insert(QStringLiteral("design_space"), space);
  return doc;
}

}  // namespace

TEST_CASE("size --json: the designs cheapest first, each a scenario that meets everything",
          "[cli][sizing][design]")
{
  const QString file = example("build-cluster-sizing.accelsizer.json");
  const Run r = run({QStringLiteral("size"), file, QStringLiteral("--json"),
                     QStringLiteral("--top"), QStringLiteral("5")});
  INFO(r.err.toStdString());
  REQUIRE(r.code == kExitOk);
  const QJsonObject doc = r.json();
  // 3 links x 2 devices x 2 policies x 3 levels x 3 disks x 21 counts x 2 group counts x 3 hosts.
  CHECK(doc.value(QStringLiteral("candidates")).toInt() == 3 * 2 * 2 * 3 * 3 * 21 * 2 * 3);
  CHECK(doc.value(QStringLiteral("evaluated")).toInt() +
            doc.value(QStringLiteral("inferred")).toInt() +
            doc.value(QStringLiteral("invalid")).toInt() ==
        doc.value(QStringLiteral("candidates")).toInt());
  CHECK(doc.value(QStringLiteral("inferred")).toInt() > 0);  // every group writes back
  CHECK(doc.value(QStringLiteral("seconds")).toDouble() > 0);
  const QJsonArray designs = doc.value(QStringLiteral("designs")).toArray();
  REQUIRE(designs.size() == 5);
  double previous = 0;
  for (const auto& v : designs) {
    const QJsonObject d = v.toObject();
    CHECK(d.value(QStringLiteral("cost")).toDouble() >= previous);
    previous = d.value(QStringLiteral("cost")).toDouble();
    CHECK(d.value(QStringLiteral("requirements_met")) == true);
    CHECK(d.value(QStringLiteral("changes")).isArray());
    // The scenario it stands for: valid, and evaluate says the same of its requirements.
    const LoadResult loaded =
        parseScenario(QJsonDocument(d.value(QStringLiteral("scenario")).toObject()).toJson());
    INFO(accel::test::dump(loaded.problems));
    REQUIRE(loaded.ok());
    const accel::Evaluation e = evaluateScenario(*loaded.scenario);
    CHECK(e.requirements.all_met);
    CHECK(loaded.scenario->design_space.empty());
    // Each change is where the two files differ.
    for (const auto& c : d.value(QStringLiteral("changes")).toArray()) {
      const QJsonObject change = c.toObject();
      CHECK(change.value(QStringLiteral("from")) != change.value(QStringLiteral("to")));
      CHECK(change.value(QStringLiteral("pointer")).toString().startsWith(QLatin1Char('/')));
    }
  }
  // The first is on the Pareto front, and the front's headroom grows with cost.
  const QJsonArray front = doc.value(QStringLiteral("pareto")).toArray();
  REQUIRE_FALSE(front.isEmpty());
  CHECK(front.first().toInt() == 1);
  double room = 0;
  for (const auto& rank : front) {
    const QJsonObject d = designs.at(rank.toInt() - 1).toObject();
    CHECK(d.value(QStringLiteral("pareto")) == true);
    CHECK(d.value(QStringLiteral("headroom")).toDouble() > room);
    room = d.value(QStringLiteral("headroom")).toDouble();
  }
  // The cheapest meets the growth factor, so its headroom is at least that.
  CHECK(designs.first().toObject().value(QStringLiteral("headroom")).toDouble() >= 1.25);
}

TEST_CASE("size: invalid and unsatisfiable requests exit 2 with a named problem",
          "[cli][sizing][design]")
{
  QTemporaryDir dir;
  {
    // No design space at all.
    const Run r = run({QStringLiteral("size"), example()});
    CHECK(r.code == kExitInvalidInput);
    CHECK(r.err.contains(QStringLiteral("error: design_space: missing")));
  }
  {
    const QString f = sizingVariant(dir, [](QJsonObject& d) {
      d = withSpace(d, "devices",
                    QJsonArray{QStringLiteral("intel-dc-s3700"), QStringLiteral("no-such-device")});
    });
    const Run r = run({QStringLiteral("size"), f});
    CHECK(r.code == kExitInvalidInput);
    CHECK(r.err.contains(QStringLiteral(
        "error: design_space.devices[1]: unknown device preset \"no-such-device\"")));
  }
  {
    const QString f = sizingVariant(dir, [](QJsonObject& d) {
      d = withSpace(d, "peer_links", QJsonArray{QStringLiteral("ethernet:12")});
    });
    const Run r = run({QStringLiteral("size"), f});
    CHECK(r.code == kExitInvalidInput);
    CHECK(
        r.err.contains(QStringLiteral("error: design_space.peer_links[0]: no link preset prices "
                                      "ethernet at 12 Gb/s")));
  }
  {
    const QString f = sizingVariant(dir, [](QJsonObject& d) {
      d = withSpace(d, "disk_count",
                    QJsonObject{{QStringLiteral("min"), 8},
                                {QStringLiteral("max"), 4000},
                                {QStringLiteral("step"), 1}});
      d = withSpace(d, "hosts",
                    QJsonObject{{QStringLiteral("min"), 2}, {QStringLiteral("max"), 64}});
    });
    const Run r = run({QStringLiteral("size"), f});
    CHECK(r.code == kExitInvalidInput);
    CHECK(r.err.contains(QStringLiteral("error: design_space: ")));
    CHECK(r.err.contains(QStringLiteral("combinations of choices: expected at most 5000000")));
  }
  {
    // Odd disk counts only, RAID10 only: no combination is a design.
    const QString f = sizingVariant(dir, [](QJsonObject& d) {
      d = withSpace(d, "raid_levels", QJsonArray{QStringLiteral("RAID10")});
      d = withSpace(d, "raid_groups", QJsonArray{1});
      d = withSpace(d, "disk_count",
                    QJsonObject{{QStringLiteral("min"), 9},
                                {QStringLiteral("max"), 15},
                                {QStringLiteral("step"), 2}});
    });
    const Run r = run({QStringLiteral("size"), f});
    CHECK(r.code == kExitInvalidInput);
    CHECK(r.err.contains(QStringLiteral("is a design")));
  }
  {
    // A latency no design reaches: the closest design and what it misses.
    const QString f = sizingVariant(dir, [](QJsonObject& d) {
      QJsonObject req = d.value(QStringLiteral("requirements")).toObject();
      req.insert(QStringLiteral("latency_target_us"), 50);
      d.insert(QStringLiteral("requirements"), req);
    });
    const Run r = run({QStringLiteral("size"), f, QStringLiteral("--json")});
    CHECK(r.code == kExitInvalidInput);
    CHECK(r.err.contains(
        QStringLiteral("error: design_space: no design in this space meets every requirement")));
    CHECK(r.err.contains(QStringLiteral("Write latency of build VMs")));
    const QJsonObject doc = r.json();
    CHECK(doc.value(QStringLiteral("meeting")).toInt() == 0);
    CHECK(doc.value(QStringLiteral("any_meets")) == false);
    const QJsonArray designs = doc.value(QStringLiteral("designs")).toArray();
    REQUIRE_FALSE(designs.isEmpty());
    CHECK(designs.first().toObject().value(QStringLiteral("requirements_met")) == false);
  }
  CHECK(run({QStringLiteral("size"), example("build-cluster-sizing.accelsizer.json"),
             QStringLiteral("--top"), QStringLiteral("0")})
            .code == kExitInvalidInput);
}

TEST_CASE("The design space reads, validates and writes back as it was", "[scenario][design]")
{
  const LoadResult loaded = loadScenarioFile(example("build-cluster-sizing.accelsizer.json"));
  INFO(accel::test::dump(loaded.problems));
  REQUIRE(loaded.ok());
  const accel::DesignSpace& d = loaded.scenario->design_space;
  REQUIRE(d.peer_links.size() == 3);
  CHECK(d.peer_links[2].link_gbps == 25);
  CHECK(d.devices == std::vector<std::string>{"intel-dc-s3700", "intel-dc-p3700"});
  CHECK(d.write_policies.size() == 2);
  CHECK(d.raid_levels.size() == 3);
  REQUIRE(d.disk_count);
  CHECK(d.disk_count->step == 2);
  REQUIRE(d.hosts);
  CHECK(d.hosts->min == 4);
  CHECK(d.hosts->step == 1);  // the default
  // Written and read again: the same section.
  const QJsonObject written = scenarioToJson(*loaded.scenario);
  const LoadResult again = parseScenario(QJsonDocument(written).toJson());
  REQUIRE(again.ok());
  CHECK(scenarioToJson(*again.scenario) == written);
  const QJsonObject space = written.value(QStringLiteral("design_space")).toObject();
  CHECK(space.value(QStringLiteral("peer_links")).toArray().first() ==
        QStringLiteral("ethernet:1"));
  // An option with more links is written as an object.
  accel::Scenario s = *loaded.scenario;
  s.design_space.peer_links[0].usable_links = 2;
  const QJsonValue first = scenarioToJson(s)
                               .value(QStringLiteral("design_space"))
                               .toObject()
                               .value(QStringLiteral("peer_links"))
                               .toArray()
                               .first();
  CHECK(first.toObject().value(QStringLiteral("usable_links")) == 2);
  // A scenario without one writes none.
  CHECK_FALSE(scenarioToJson(accel::Scenario{}).contains(QStringLiteral("design_space")));
}

TEST_CASE("Design space problems name the path, the value and what was expected",
          "[scenario][design]")
{
  const QByteArray bad = R"j({"format": "accelsizer-scenario", "version": 1, "hosts": 4,
    "vm_groups": [{"vms_per_host": 2, "write_policy": "WB+1",
                   "write": {"profile": "constant", "mbps": 5}}],
    "design_space": {"peer_links": ["ethernet:1", "token-ring:4"],
                     "write_policies": ["WB+1", "WT"], "raid_groups": [1, 1.5],
                     "write_buffer_mb": [100, -1, 100], "devices": ["x", ""],
                     "disk_count": {"min": 10, "max": 8}}})j";
  const Problems ps = parseScenario(bad).problems;
  INFO(accel::test::dump(ps));
  CHECK(hasProblemAt(ps, QStringLiteral("design_space.peer_links[1]")));
  CHECK(hasProblemAt(ps, QStringLiteral("design_space.write_policies[1]")));
  CHECK(hasProblemAt(ps, QStringLiteral("design_space.raid_groups[1]")));
  CHECK(hasProblemAt(ps, QStringLiteral("design_space.write_buffer_mb[1]")));
  CHECK(hasProblemAt(ps, QStringLiteral("design_space.write_buffer_mb[2]")));
  CHECK(hasProblemAt(ps, QStringLiteral("design_space.devices[1]")));
  CHECK(hasProblemAt(ps, QStringLiteral("design_space.disk_count.max")));
  for (const Problem& p : ps)
    if (p.path == QLatin1String("design_space.write_buffer_mb[1]"))
      CHECK(p.message == QStringLiteral("-1 MB is out of range: expected a number from 0 MB to "
                                        "1000000000 MB"));
}
