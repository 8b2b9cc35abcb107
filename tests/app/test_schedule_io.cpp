// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Schedule and duty profiles in scenario files: read, written, read again the same; every bad
// value named by its path, with the value and what was expected.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/core/jsonschema.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "helpers.h"
#include "model/common/profile.h"

using namespace accel;
using namespace accel::ui;
using test::dump;
using test::hasProblemAt;
constexpr auto json = test::jsonObject;

namespace {

/// The example scenario with group 0's write (and read, when given) replaced.
QByteArray withProfiles(const QJsonObject& write, const QJsonObject& read = {})
{
  QJsonObject root = test::exampleJson();
  QJsonArray groups = root.value(QStringLiteral("vm_groups")).toArray();
  QJsonObject g = groups.at(0).toObject();
  g.insert(QStringLiteral("write"), write);
  if (!read.isEmpty()) {
    g.remove(QStringLiteral("read_mbps"));
    g.insert(QStringLiteral("read"), read);
  }
  groups.replace(0, g);
  root.insert(QStringLiteral("vm_groups"), groups);
  return test::toBytes(root);
}

const char* kWeekly =
    R"({"profile": "schedule", "base_mbps": 0.2, "period": "week", "windows": [
         {"start": "08:00", "end": "08:15", "days": ["mon", "tue", "wed", "thu", "fri"],
          "factor": 10},
         {"start": "22:00", "end": "02:00", "mbps": 40}]})";
const char* kDuty =
    R"({"profile": "duty", "peak_mbps": 300, "duty_fraction": 0.5, "burst_s": 600,
        "base_mbps": 0})";

/// The problem at `path`, or an empty one.
Problem problemAt(const Problems& ps, const QString& path)
{
  for (const Problem& p : ps)
    if (p.path == path)
      return p;
  return {};
}

}  // namespace

TEST_CASE("Schedule and duty profiles read, write and read again the same", "[schedule]")
{
  const LoadResult first = parseScenario(withProfiles(json(kWeekly), json(kDuty)));
  INFO(dump(first.problems));
  REQUIRE(first.ok());
  CHECK_FALSE(hasErrors(first.problems));
  const VmGroup& g = first.scenario->vm_groups[0];
  CHECK(g.write.kind == ProfileKind::Schedule);
  CHECK(g.write.schedule_period == SchedulePeriod::Week);
  REQUIRE(g.write.windows.size() == 2);
  CHECK(g.write.windows[0].start_min == 8 * 60);
  CHECK(g.write.windows[0].end_min == 8 * 60 + 15);
  CHECK(g.write.windows[0].days == 0x1fu);
  CHECK(g.write.windows[0].factor == 10.0);
  CHECK_FALSE(g.write.windows[0].mbps);
  CHECK(g.write.windows[1].days == 0u);
  CHECK(g.write.windows[1].mbps == 40.0);
  CHECK(g.read.kind == ProfileKind::Duty);
  CHECK(g.read.duty_fraction == 0.5);
  // Mon-Fri 15 min at 2 MB/s, every night 4 h at 40 MB/s, 0.2 MB/s otherwise.
  const double week = 604800;
  const double mean =
      (2.0 * 5 * 900 + 40.0 * 7 * 14400 + 0.2 * (week - 5 * 900 - 7 * 14400)) / week;
  CHECK_THAT(profileMeanMbps(g.write), Catch::Matchers::WithinRel(mean, 1e-12));
  CHECK(profileMeanMbps(g.read) == 150);

  const QJsonObject written = scenarioToJson(*first.scenario);
  const QJsonObject w = written.value(QStringLiteral("vm_groups"))
                            .toArray()
                            .at(0)
                            .toObject()
                            .value(QStringLiteral("write"))
                            .toObject();
  CHECK(w.value(QStringLiteral("windows")).toArray().at(0).toObject() ==
        json(R"({"start": "08:00", "end": "08:15", "days": ["mon", "tue", "wed", "thu", "fri"],
                 "factor": 10})"));
  CHECK_FALSE(w.contains(QStringLiteral("samples")));
  const LoadResult second = parseScenario(test::toBytes(written));
  INFO(dump(second.problems));
  REQUIRE(second.ok());
  CHECK(second.scenario->vm_groups[0].write.windows == g.write.windows);
  CHECK(scenarioToJson(*second.scenario) == written);

  SECTION("The schema describes the new fields")
  {
    const QByteArray schema = QJsonDocument(scenarioJsonSchema()).toJson();
    CHECK(schema.contains("duty_fraction"));
    CHECK(schema.contains("\"windows\""));
    CHECK(schema.contains("24:00"));
  }
}

TEST_CASE("Schedule and duty problems name the path, the value and what was expected", "[schedule]")
{
  const QString w = QStringLiteral("vm_groups[0].write");
  const auto load = [](const char* write) {
    return parseScenario(withProfiles(json(write))).problems;
  };
  SECTION("A time of day out of range")
  {
    const Problems ps = load(
        R"({"profile": "schedule", "windows": [{"start": "25:00", "end": "02:00", "mbps": 4}]})");
    const Problem p = problemAt(ps, w + QStringLiteral(".windows[0].start"));
    INFO(dump(ps));
    CHECK(p.isError());
    CHECK(p.message.contains(QStringLiteral("25:00")));
    CHECK(p.message.contains(QStringLiteral("00:00 to 23:59")));
  }
  SECTION("A window of no length")
  {
    const Problems ps = load(
        R"({"profile": "schedule", "windows": [{"start": "08:00", "end": "08:00", "mbps": 4}]})");
    const Problem p = problemAt(ps, w + QStringLiteral(".windows[0].end"));
    INFO(dump(ps));
    CHECK(p.isError());
    CHECK(p.message.contains(QStringLiteral("08:00")));
  }
  SECTION("An unknown day")
  {
    const Problems ps = load(R"({"profile": "schedule", "period": "week", "windows": [
        {"start": "08:00", "end": "09:00", "days": ["mon", "funday"], "mbps": 4}]})");
    INFO(dump(ps));
    bool named = false;
    for (const Problem& p : ps)
      named |= p.isError() && p.path.startsWith(w + QStringLiteral(".windows[0].days")) &&
               p.message.contains(QStringLiteral("funday")) &&
               p.message.contains(QStringLiteral("mon"));
    CHECK(named);
  }
  SECTION("Days in a daily schedule")
  {
    const Problems ps = load(R"({"profile": "schedule", "windows": [
        {"start": "08:00", "end": "09:00", "days": ["mon"], "mbps": 4}]})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, w + QStringLiteral(".windows[0].days")));
  }
  SECTION("Both a rate and a factor, or neither")
  {
    Problems ps = load(R"({"profile": "schedule", "windows": [
        {"start": "08:00", "end": "09:00", "mbps": 4, "factor": 2}]})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, w + QStringLiteral(".windows[0].factor")));
    ps = load(R"({"profile": "schedule", "windows": [{"start": "08:00", "end": "09:00"}]})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, w + QStringLiteral(".windows[0]")));
  }
  SECTION("A window that is not an object, windows that are not a list")
  {
    CHECK(hasProblemAt(load(R"({"profile": "schedule", "windows": ["08:00-09:00"]})"),
                       w + QStringLiteral(".windows[0]")));
    CHECK(hasProblemAt(load(R"({"profile": "schedule", "windows": 3})"),
                       w + QStringLiteral(".windows")));
  }
  SECTION("A duty of 0 or above 100 %, a duty without bursts")
  {
    const std::pair<const char*, const char*> cases[] = {
        {R"({"profile": "duty", "peak_mbps": 300, "duty_fraction": 0, "burst_s": 600})", "0"},
        {R"({"profile": "duty", "peak_mbps": 300, "duty_fraction": 1.5, "burst_s": 600})", "1.5"}};
    for (const auto& [text, value] : cases) {
      const Problems ps = load(text);
      INFO(dump(ps));
      const Problem p = problemAt(ps, w + QStringLiteral(".duty_fraction"));
      CHECK(p.isError());
      CHECK(p.message.startsWith(QLatin1String(value)));
      CHECK(p.message.contains(QStringLiteral("expected a number above 0")));
    }
    const Problems ps =
        load(R"({"profile": "duty", "peak_mbps": 300, "duty_fraction": 0.5, "burst_s": 0})");
    INFO(dump(ps));
    CHECK(hasProblemAt(ps, w + QStringLiteral(".burst_s")));
    CHECK(hasProblemAt(load(R"({"profile": "duty", "peak_mbps": 300, "burst_s": 60})"),
                       w + QStringLiteral(".duty_fraction")));
    // 600 s / 1e-9 is a period of 6e11 s: longer than any trace may be.
    const Problems tiny =
        load(R"({"profile": "duty", "peak_mbps": 300, "duty_fraction": 1e-9, "burst_s": 600})");
    INFO(dump(tiny));
    CHECK(problemAt(tiny, w + QStringLiteral(".duty_fraction"))
              .message.contains(QStringLiteral("period")));
  }
  SECTION("Old profiles read as before; the new fields warn where they do not apply")
  {
    const Problems ps = load(R"({"profile": "constant", "mbps": 5, "duty_fraction": 0.5})");
    INFO(dump(ps));
    CHECK_FALSE(hasErrors(ps));
    CHECK(hasProblemAt(ps, w + QStringLiteral(".duty_fraction"), false));
  }
}
