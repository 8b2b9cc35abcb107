// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The background load's and the streams' schedules in scenario files: read, written, read
// again the same; files without them written as before; every bad value named by its path;
// the results document and the words say when the loads run.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/core/findingtext.h"
#include "app/core/jsonschema.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "helpers.h"
#include "model/evaluate/evaluate.h"

using namespace accel;
using namespace accel::ui;
using test::dump;
using test::hasProblemAt;
constexpr auto json = test::jsonObject;

namespace {

/// The example scenario with backing.random_load and backing.sequential_streams replaced
/// (an empty object keeps the example's).
QByteArray withLoads(const QJsonObject& random, const QJsonObject& streams = {})
{
  QJsonObject root = test::exampleJson();
  QJsonObject b = root.value(QStringLiteral("backing")).toObject();
  if (!random.isEmpty())
    b.insert(QStringLiteral("random_load"), random);
  if (!streams.isEmpty())
    b.insert(QStringLiteral("sequential_streams"), streams);
  root.insert(QStringLiteral("backing"), b);
  return test::toBytes(root);
}

const char* kOffice = R"({"iops": 800, "period": "week", "windows": [
    {"start": "08:00", "end": "18:00", "days": ["mon", "tue", "wed", "thu", "fri"]},
    {"start": "12:00", "end": "13:00", "factor": 0.5}]})";
const char* kBackup = R"({"count": 4, "mbps_each": 40, "direction": "read",
    "windows": [{"start": "22:00", "end": "02:00"}]})";

}  // namespace

TEST_CASE("Load schedules read, write and read again the same", "[loadschedule]")
{
  const LoadResult first = parseScenario(withLoads(json(kOffice), json(kBackup)));
  INFO(dump(first.problems));
  REQUIRE(first.ok());
  CHECK_FALSE(hasErrors(first.problems));
  const Backing& b = first.scenario->backing;
  CHECK(b.random_load.schedule_period == SchedulePeriod::Week);
  REQUIRE(b.random_load.windows.size() == 2);
  CHECK(b.random_load.windows[0].days == 0x1fu);
  CHECK_FALSE(b.random_load.windows[0].factor);
  CHECK(b.random_load.windows[1].factor == 0.5);
  REQUIRE(b.sequential_streams.windows.size() == 1);
  CHECK(b.sequential_streams.windows[0].start_min == 22 * 60);
  CHECK(b.sequential_streams.windows[0].end_min == 2 * 60);

  const QJsonObject written = scenarioToJson(*first.scenario);
  const QJsonObject rl = written.value(QStringLiteral("backing"))
                             .toObject()
                             .value(QStringLiteral("random_load"))
                             .toObject();
  CHECK(rl.value(QStringLiteral("period")).toString() == QStringLiteral("week"));
  CHECK(rl.value(QStringLiteral("windows")).toArray().at(1).toObject() ==
        json(R"({"start": "12:00", "end": "13:00", "factor": 0.5})"));
  const LoadResult second = parseScenario(test::toBytes(written));
  REQUIRE(second.ok());
  CHECK(second.scenario->backing.random_load.windows == b.random_load.windows);
  CHECK(scenarioToJson(*second.scenario) == written);

  SECTION("A file without schedules is written as before: no period, no windows")
  {
    const LoadResult plain = parseScenario(test::toBytes(test::exampleJson()));
    REQUIRE(plain.ok());
    const QJsonObject pb =
        scenarioToJson(*plain.scenario).value(QStringLiteral("backing")).toObject();
    for (const char* load : {"random_load", "sequential_streams"}) {
      const QJsonObject o = pb.value(QLatin1String(load)).toObject();
      CHECK_FALSE(o.contains(QStringLiteral("period")));
      CHECK_FALSE(o.contains(QStringLiteral("windows")));
    }
  }
  SECTION("The schema describes the windows of both loads")
  {
    const QJsonObject schema = scenarioJsonSchema();
    const QByteArray text = QJsonDocument(schema).toJson();
    const QJsonObject backing = schema.value(QStringLiteral("properties"))
                                    .toObject()
                                    .value(QStringLiteral("backing"))
                                    .toObject()
                                    .value(QStringLiteral("properties"))
                                    .toObject();
    for (const char* load : {"random_load", "sequential_streams"}) {
      const QJsonObject props = backing.value(QLatin1String(load))
                                    .toObject()
                                    .value(QStringLiteral("properties"))
                                    .toObject();
      CHECK(props.contains(QStringLiteral("windows")));
      CHECK(props.contains(QStringLiteral("period")));
    }
  }
}

TEST_CASE("Load schedule problems name the path", "[loadschedule]")
{
  const QString rl = QStringLiteral("backing.random_load");
  const QString ss = QStringLiteral("backing.sequential_streams");
  const auto load = [](const char* random, const char* streams = "{}") {
    return parseScenario(withLoads(json(random), json(streams))).problems;
  };
  SECTION("A window of no length")
  {
    const Problems ps = load(R"({"iops": 100, "windows": [{"start": "08:00", "end": "08:00"}]})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, rl + QStringLiteral(".windows[0].end")));
  }
  SECTION("A time out of range, days in a daily schedule, a negative factor")
  {
    Problems ps = load(R"({"iops": 100, "windows": [{"start": "24:30", "end": "08:00"}]})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, rl + QStringLiteral(".windows[0].start")));
    ps = load("{}", R"({"count": 1, "windows": [{"start": "22:00", "end": "02:00",
                                                 "days": ["sat"]}]})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, ss + QStringLiteral(".windows[0].days")));
    ps = load(R"({"iops": 100, "windows": [{"start": "08:00", "end": "09:00", "factor": -1}]})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, rl + QStringLiteral(".windows[0].factor")));
  }
  SECTION("Windows that are not a list, a window that is not an object, an unknown period")
  {
    CHECK(hasProblemAt(load(R"({"windows": 3})"), rl + QStringLiteral(".windows")));
    CHECK(
        hasProblemAt(load(R"({"windows": ["22:00-02:00"]})"), rl + QStringLiteral(".windows[0]")));
    CHECK(hasProblemAt(load(R"({"period": "month"})"), rl + QStringLiteral(".period")));
  }
  SECTION("A rate of its own is not a load window's: named, kept, not used")
  {
    const Problems ps =
        load(R"({"iops": 100, "windows": [{"start": "08:00", "end": "09:00", "mbps": 4}]})");
    INFO(dump(ps));
    bool warned = false;
    for (const Problem& p : ps)
      warned |= !p.isError() && p.path == rl + QStringLiteral(".windows[0].mbps");
    CHECK(warned);
  }
}

TEST_CASE("Results and words of a scheduled array load", "[loadschedule]")
{
  const LoadResult r = parseScenario(withLoads(json(kOffice), json(kBackup)));
  REQUIRE(r.ok());
  Scenario s = *r.scenario;
  s.acceleration.write_buffer_mb = 500;
  const Evaluation e = evaluate(s);
  const QJsonObject doc = resultsToJson(s, e);
  const QJsonObject d = doc.value(QStringLiteral("destager")).toObject();
  CHECK(d.value(QStringLiteral("capacity_horizon_s")).toDouble() == 604800);
  const QJsonArray steps = d.value(QStringLiteral("capacity_steps")).toArray();
  REQUIRE(steps.size() > 3);
  CHECK(steps.at(0).toObject().value(QStringLiteral("start_s")).toDouble() == 0);
  CHECK(d.value(QStringLiteral("min_cluster_destage_mbps")).toDouble() <=
        d.value(QStringLiteral("max_cluster_destage_mbps")).toDouble());
  const QJsonObject g0 = d.value(QStringLiteral("groups")).toArray().at(0).toObject();
  CHECK(g0.contains(QStringLiteral("min_destage_mbps")));
  CHECK(g0.value(QStringLiteral("fills")).toBool() == g0.contains(QStringLiteral("fill_step")));
  // The streams model ran in the backup window's state.
  const QJsonObject st = doc.value(QStringLiteral("streams")).toObject();
  CHECK(st.value(QStringLiteral("streams_level")).toDouble() == 1);
  // The scheduled capacity is said in the destager's words.
  bool said = false;
  for (const Finding& f : e.findings)
    if (f.area == "destager" && f.values.count("capacity_horizon_s"))
      said |= describeFinding(f, s).message.contains(QStringLiteral("over the week"),
                                                     Qt::CaseInsensitive);
  CHECK(said);
  // A scenario without schedules has none of these keys.
  const LoadResult plain = parseScenario(test::toBytes(test::exampleJson()));
  REQUIRE(plain.ok());
  const QJsonObject pd = resultsToJson(*plain.scenario, evaluate(*plain.scenario))
                             .value(QStringLiteral("destager"))
                             .toObject();
  CHECK_FALSE(pd.contains(QStringLiteral("capacity_steps")));
}

TEST_CASE("Results and words of a read storm on the time axis", "[loadschedule][readcache]")
{
  // The example's VMs read 0.1 MB/s, 0.8 MB/s from 08:00 to 09:00, with a read working set.
  QJsonObject root = test::exampleJson();
  QJsonArray groups = root.value(QStringLiteral("vm_groups")).toArray();
  QJsonObject g = groups.at(0).toObject();
  g.remove(QStringLiteral("read_mbps"));
  g.insert(QStringLiteral("read"), json(R"({"profile": "schedule", "base_mbps": 0.1,
      "windows": [{"start": "08:00", "end": "09:00", "mbps": 0.8}], "working_set_gib": 20})"));
  groups.replace(0, g);
  root.insert(QStringLiteral("vm_groups"), groups);
  const LoadResult r = parseScenario(test::toBytes(root));
  INFO(dump(r.problems));
  REQUIRE(r.ok());
  CHECK_FALSE(hasErrors(r.problems));
  CHECK(r.problems.empty());
  const Scenario& s = *r.scenario;
  const Evaluation e = evaluate(s);
  const QJsonObject doc = resultsToJson(s, e);
  const QJsonObject d = doc.value(QStringLiteral("destager")).toObject();
  CHECK(d.value(QStringLiteral("capacity_horizon_s")).toDouble() == 86400);
  CHECK(d.value(QStringLiteral("reads_on_time_axis")).toString() == QStringLiteral("exact"));
  const double mean = d.value(QStringLiteral("mean_vm_read_iops")).toDouble();
  const QJsonArray steps = d.value(QStringLiteral("capacity_steps")).toArray();
  REQUIRE(steps.size() == 3);
  // 24 VMs at 0.8 MB/s in 32 KiB reads in the storm; the mean over the day by hand (the
  // document carries four significant digits).
  const double storm = steps.at(1).toObject().value(QStringLiteral("vm_read_iops")).toDouble();
  CHECK_THAT(storm, Catch::Matchers::WithinRel(24 * 0.8e6 / 32768, 1e-3));
  CHECK_THAT(mean, Catch::Matchers::WithinRel(24 * (23 * 0.1 + 0.8) / 24 * 1e6 / 32768, 1e-3));
  CHECK(steps.at(1).toObject().value(QStringLiteral("cluster_destage_mbps")).toDouble() <
        steps.at(0).toObject().value(QStringLiteral("cluster_destage_mbps")).toDouble());
  // The capacity's range is said over the day.
  bool said = false;
  for (const Finding& f : e.findings)
    if (f.area == "destager" && f.values.count("capacity_horizon_s"))
      said |= describeFinding(f, s).message.contains(QStringLiteral("over the day"),
                                                     Qt::CaseInsensitive);
  CHECK(said);
}
