// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Bounded work: what one evaluation may do is bounded, by validation (limits named in the
// error) or by the model (a work budget it reports). Checked on work counters and sizes, never
// on seconds: the seconds are measured by tests/bench/bounded-work.sh (docs/benchmarks.md).
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonObject>

#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "helpers.h"
#include "model/evaluate/load_schedule.h"

using namespace accel;
using namespace accel::ui;

namespace {

Scenario worstCase(const char* name)
{
  const LoadResult r =
      loadScenarioFile(test::sourcePath("tests/data/bounded-work/") + QLatin1String(name));
  INFO(name << "\n" << test::dump(r.problems));
  REQUIRE(r.ok());
  return *r.scenario;
}

QJsonObject withStreams(int count, int outstanding)
{
  QJsonObject o = test::exampleJson();
  QJsonObject backing = o.value(QStringLiteral("backing")).toObject();
  QJsonObject ss = backing.value(QStringLiteral("sequential_streams")).toObject();
  ss.insert(QStringLiteral("count"), count);
  ss.insert(QStringLiteral("outstanding_ios"), outstanding);
  backing.insert(QStringLiteral("sequential_streams"), ss);
  o.insert(QStringLiteral("backing"), backing);
  return o;
}

const Finding* findCode(const std::vector<Finding>& fs, const std::string& code)
{
  for (const Finding& f : fs)
    if (f.code == code)
      return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("Validation refuses more RAID groups than one evaluation may take", "[bounds]")
{
  QJsonObject o = test::exampleJson();
  QJsonObject backing = o.value(QStringLiteral("backing")).toObject();
  const QJsonValue group = backing.value(QStringLiteral("raid_groups")).toArray().at(0);
  QJsonArray groups;
  for (std::size_t i = 0; i < kMaxRaidGroups; ++i)
    groups.append(group);
  backing.insert(QStringLiteral("raid_groups"), groups);
  o.insert(QStringLiteral("backing"), backing);
  CHECK(parseScenario(test::toBytes(o)).ok());  // the limit itself is valid

  groups.append(group);
  backing.insert(QStringLiteral("raid_groups"), groups);
  o.insert(QStringLiteral("backing"), backing);
  const LoadResult r = parseScenario(test::toBytes(o));
  REQUIRE_FALSE(r.ok());
  REQUIRE(test::hasProblemAt(r.problems, QStringLiteral("backing.raid_groups")));
  for (const Problem& p : r.problems)
    if (p.path == QLatin1String("backing.raid_groups"))
      CHECK(p.message.contains(QStringLiteral("257 groups: expected at most 256")));
}

TEST_CASE("Validation refuses more stream I/Os in flight than the simulation may hold", "[bounds]")
{
  CHECK(parseScenario(test::toBytes(withStreams(64, 1024))).ok());  // 65,536: the limit
  const LoadResult r = parseScenario(test::toBytes(withStreams(1000, 1024)));
  REQUIRE_FALSE(r.ok());
  const QString path = QStringLiteral("backing.sequential_streams.outstanding_ios");
  REQUIRE(test::hasProblemAt(r.problems, path));
  for (const Problem& p : r.problems)
    if (p.path == path)
      CHECK(p.message.contains(
          QStringLiteral("1000 streams x 1024 outstanding I/Os = 1024000 I/Os in flight: "
                         "expected at most 65536")));
}

TEST_CASE("The worst valid scenarios are valid, so the budget must hold for them", "[bounds]")
{
  for (const char* name : {"raid-groups.accelsizer.json", "streams-deep.accelsizer.json",
                           "streams-many.accelsizer.json", "streams-copies.accelsizer.json",
                           "vm-groups-deep.accelsizer.json", "vm-groups-wide.accelsizer.json",
                           "reads-on-time-axis.accelsizer.json"}) {
    INFO(name);
    const Scenario s = worstCase(name);
    CHECK_FALSE(hasErrors(validateScenario(s)));
  }
}

TEST_CASE("The array's load states are bounded, the reads rounded up and said so", "[bounds]")
{
  // A 20-minute read sine under a random load with two overlapping windows, on RAID groups
  // whose I/O costs take milliseconds each (property seed 3480: 184 runs of the backing model,
  // 9 s, before the bound).
  const Scenario s = worstCase("reads-on-time-axis.accelsizer.json");
  const Evaluation e = evaluate(s, evaluateOptions());
  REQUIRE(e.load_timeline.scheduled());
  CHECK(e.load_timeline.reads_quantized);
  CHECK(e.load_timeline.states.size() <= kMaxLoadStates);
  const QJsonObject doc = resultsToJson(s, e);
  CHECK(doc.value(QStringLiteral("destager"))
            .toObject()
            .value(QStringLiteral("reads_on_time_axis"))
            .toString() == QStringLiteral("rounded_up"));
}

TEST_CASE("The stream simulation keeps to its work budget and says so", "[bounds]")
{
  // A small budget keeps the test quick; the rule is the same at the default 4,000,000.
  StreamsOptions o = evaluateOptions().streams;
  o.work_budget_events = 200'000;
  for (const char* name : {"streams-deep.accelsizer.json", "streams-many.accelsizer.json",
                           "streams-copies.accelsizer.json"}) {
    INFO(name);
    const Scenario s = worstCase(name);
    const StreamsResult r = computeStreams(s, o);
    std::int64_t events = r.current.events;
    for (const StreamFix& f : r.fixes)
      events += f.result.events;
    CHECK(r.events == events);
    // Every run is cut at what the budget has left; a run started on an empty budget may
    // take one event, and there are at most 64 replications per design.
    CHECK(r.events <= o.work_budget_events + 64 * 16);
    CHECK(r.work_capped);
    const std::vector<Finding> fs = streamsFindings(s, r, o);
    const Finding* f = findCode(fs, "streams_work_capped");
    REQUIRE(f);
    CHECK(f->value("budget_events") == 200'000);
    const FindingText t = describeFinding(*f, s);
    CHECK(t.message.contains(QStringLiteral("at most 200000 units of work")));
  }
}

TEST_CASE("The examples' stream simulation is not cut by the work budget", "[bounds]")
{
  // The clone race uses about 3.07 million events: the default budget leaves it whole (its
  // pinned outputs in tests/data/expected/ did not move when the budget came).
  const LoadResult r =
      loadScenarioFile(test::sourcePath("resources/examples/clone-race.accelsizer.json"));
  REQUIRE(r.ok());
  const StreamsResult s = computeStreams(*r.scenario, evaluateOptions().streams);
  CHECK_FALSE(s.work_capped);
  CHECK(s.fixes_skipped == 0);
  CHECK(s.events <= evaluateOptions().streams.work_budget_events);
  CHECK(s.events > 1'000'000);
}

TEST_CASE("The largest valid backing array has a bounded size", "[bounds]")
{
  const Scenario s = worstCase("raid-groups.accelsizer.json");
  REQUIRE(s.backing.raid_groups.size() == kMaxRaidGroups);
  EvaluateOptions o = evaluateOptions();
  o.simulate_streams = false;
  const Evaluation e = evaluate(s, o);
  std::size_t disks = 0;
  for (const RaidGroupResult& g : e.backing.raid_groups)
    disks += g.disk_utilization.size();
  CHECK(e.backing.raid_groups.size() == kMaxRaidGroups);
  CHECK(disks == kMaxRaidGroups * 1024);  // one figure per disk, no more
}
