// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The options side by side: the direction of every figure, better and worse between options,
// what an option costs and which option meets the requirements at the least cost.

#include <catch2/catch.hpp>

#include <QDir>

#include "app/core/comparetable.h"
#include "app/core/evaluation.h"
#include "app/core/headlines.h"
#include "app/core/scenarioio.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;

namespace {

Scenario loadExample(const char* name)
{
  const LoadResult r =
      loadScenarioFile(test::sourcePath("resources/examples/") + QLatin1String(name));
  REQUIRE(r.ok());
  return *r.scenario;
}

const CompareRow& rowOf(const std::vector<CompareRow>& rows, const QString& key)
{
  for (const CompareRow& r : rows)
    if (r.key == key)
      return r;
  FAIL("no row " << key.toStdString());
  return rows.front();
}

/// An option with the given hardware whose requirements are met or not (a hand-made
/// evaluation: the choice is a rule over met flags and costs, tested apart from the models).
ComparedOption made(const char* name, int hosts, int disks, bool meets)
{
  ComparedOption o;
  o.name = QLatin1String(name);
  o.scenario.hosts = hosts;
  o.scenario.backing.kind = BackingKind::RaidGroups;
  o.scenario.backing.raid_groups = {RaidGroup{}};
  o.scenario.backing.raid_groups[0].disks = disks;
  RequirementCheck r;
  r.id = "peer_link_utilization";
  r.met = meets;
  o.evaluation.requirements.checks = {r};
  return o;
}

}  // namespace

TEST_CASE("Every headline number of every example has a direction", "[compare]")
{
  const QStringList names = QDir(test::sourcePath("resources/examples"))
                                .entryList({QStringLiteral("*.accelsizer.json")}, QDir::Files);
  REQUIRE(names.size() >= 8);
  for (const QString& name : names) {
    const Scenario s = loadExample(name.toUtf8().constData());
    const Evaluation e = evaluateScenario(s);
    QList<Headline> all;
    all << replicaHeadlines(s, e) << latencyHeadlines(s, e) << destagerHeadlines(s, e)
        << backingHeadlines(s, e) << streamsHeadlines(s, e) << readCacheHeadlines(s, e);
    for (const Headline& h : all) {
      INFO(name.toStdString() << ": " << h.key.toStdString());
      CHECK(headlineBetter(h.key).has_value());
    }
  }
  // Spot checks of the rule itself.
  CHECK(headlineBetter(QStringLiteral("replica.max_link_utilization")) == Better::Lower);
  CHECK(headlineBetter(QStringLiteral("latency.groups[1].loaded_us")) == Better::Lower);
  CHECK(headlineBetter(QStringLiteral("destager.groups[0].fill_time_s")) == Better::Higher);
  CHECK(headlineBetter(QStringLiteral("backing.write_mbps_capacity")) == Better::Higher);
  CHECK(headlineBetter(QStringLiteral("replica.cluster_write_mbps")) == Better::Neither);
}

TEST_CASE("Options compared: better and worse in each figure's direction", "[compare]")
{
  const Scenario s = loadExample("build-cluster-1gbe.accelsizer.json");
  Problems problems;
  const std::vector<ComparedOption> options = evaluateDesignOptions(designOptions(s, &problems));
  REQUIRE(problems.isEmpty());
  REQUIRE(options.size() == 4);  // base, 10GbE, WB+2, 30 % more VMs
  const std::vector<CompareRow> rows = compareRows(options);
  for (const CompareRow& r : rows)
    REQUIRE(r.cells.size() == 4);

  // The busiest link: 10GbE lowers it (better), WB+2 doubles the replicas (worse).
  const CompareRow& link =
      rowOf(rows, QStringLiteral("hl:replica.max_link_utilization|Busiest peer link"));
  REQUIRE(link.better == Better::Lower);
  REQUIRE(link.cells[1].value.has_value());
  REQUIRE(link.cells[0].value.has_value());
  CHECK(*link.cells[1].value < *link.cells[0].value);
  CHECK(compareCells(link, 1, 0) == 1);
  CHECK(compareCells(link, 2, 0) == -1);
  CHECK(compareCells(link, 0, 0) == 0);
  CHECK(compareCells(link, 0, 1) == -1);  // the base is worse than 10GbE

  // A requirement row takes its direction from its limit's sense.
  for (const RequirementCheck& r : options[0].evaluation.requirements.checks) {
    const CompareRow& row = rowOf(rows, QStringLiteral("req:") + QString::fromStdString(r.id));
    CHECK(row.better == (r.sense == LimitSense::AtMost ? Better::Lower : Better::Higher));
  }
  // A buffer that fills sooner is worse: 30 % more VMs fill it in less time.
  const CompareRow& fill =
      rowOf(rows, QStringLiteral("hl:destager.groups[0].fill_time_s|Buffer fills"));
  CHECK(fill.better == Better::Higher);
  CHECK(compareCells(fill, 3, 0) == -1);
  // The workload is neither better nor worse.
  const CompareRow& writes = rowOf(rows, QStringLiteral("hl:replica.cluster_write_mbps|VM writes"));
  CHECK(compareCells(writes, 3, 0) == 0);
  // Every verdict is the sign of the difference in the row's direction.
  for (const CompareRow& r : rows)
    for (std::size_t c = 0; c < 4; ++c) {
      const int v = compareCells(r, c, 0);
      if (r.kind == CompareRow::Kind::Headline && r.cells[c].value && r.cells[0].value &&
          r.cells[c].text != r.cells[0].text && r.better != Better::Neither) {
        const int larger = *r.cells[c].value > *r.cells[0].value ? 1 : -1;
        CHECK(v == (r.better == Better::Higher ? larger : -larger));
      }
      CHECK(compareCells(r, c, 0) == -compareCells(r, 0, c));
    }
}

TEST_CASE("Unbounded values and lights rank beyond numbers", "[compare]")
{
  CompareRow fill;
  fill.kind = CompareRow::Kind::Requirement;
  fill.better = Better::Higher;
  fill.cells.resize(2);
  fill.cells[0] = {true, QStringLiteral("never"), std::nullopt, true, true, std::nullopt};
  fill.cells[1] = {true, QStringLiteral("2 h"), 7200.0, false, false, std::nullopt};
  CHECK(compareCells(fill, 1, 0) == -1);  // filling after 2 h is worse than never
  fill.better = Better::Lower;            // a latency: unbounded is worse than any number
  CHECK(compareCells(fill, 1, 0) == 1);

  CompareRow area;
  area.kind = CompareRow::Kind::Area;
  area.better = Better::Lower;
  area.cells.resize(3);
  area.cells[0] = {true, QStringLiteral("ok"), std::nullopt, false, std::nullopt, Light::Green};
  area.cells[1] = {true, QStringLiteral("critical"), std::nullopt, false, std::nullopt, Light::Red};
  area.cells[2] = {true,       QStringLiteral("not evaluated"), std::nullopt, false, std::nullopt,
                   Light::Grey};
  CHECK(compareCells(area, 1, 0) == -1);
  CHECK(compareCells(area, 0, 1) == 1);
  CHECK(compareCells(area, 2, 0) == 0);
}

TEST_CASE("What an option costs and the cheapest that meets the requirements", "[compare]")
{
  // Cost: hosts first, then disks, then acceleration capacity, then peer bandwidth.
  const Scenario s = loadExample("build-cluster-1gbe.accelsizer.json");
  const OptionCost c = optionCost(s);
  CHECK(c.hosts == s.hosts);
  int disks = 0;
  for (const RaidGroup& g : s.backing.raid_groups)
    disks += g.disks;
  CHECK(c.disks == disks);
  CHECK(c.acceleration_gib == s.acceleration.capacity_gib * s.hosts);
  CHECK(c.peer_gbps == s.peer_network.link_gbps * s.peer_network.usable_links * s.hosts);
  OptionCost more = c;
  more.disks += 1;
  more.acceleration_gib = 0;  // disks decide before acceleration
  CHECK(compareCost(c, more) == -1);
  CHECK(compareCost(more, c) == 1);
  CHECK(compareCost(c, c) == 0);

  // Base misses a requirement; "Big" meets with more disks; "Lean" meets with fewer hosts;
  // "Cheapest" costs least but misses.
  std::vector<ComparedOption> options = {made("Base", 4, 14, false), made("Big", 4, 38, true),
                                         made("Lean", 3, 38, true), made("Cheapest", 2, 8, false)};
  const CheapestOption best = cheapestMeetingRequirements(options);
  REQUIRE(best.index.has_value());
  CHECK(*best.index == 2);
  CHECK(best.sameCost.empty());
  CHECK(cheapestOptionSentence(options).startsWith(
      QStringLiteral("Of the options compared, Lean meets every requirement at the least cost "
                     "(3 hosts, 38 disks")));
  // A failure what-if is never the choice.
  options[3].evaluation.requirements.checks[0].met = true;
  options[3].failure = FailureSpec{};
  CHECK(*cheapestMeetingRequirements(options).index == 2);
  // None meets: said, with the closest.
  const std::vector<ComparedOption> none = {made("A", 4, 14, false), made("B", 3, 14, false)};
  CHECK_FALSE(cheapestMeetingRequirements(none).index.has_value());
  CHECK(cheapestOptionSentence(none).startsWith(
      QStringLiteral("None of the options compared meets every requirement")));
}
