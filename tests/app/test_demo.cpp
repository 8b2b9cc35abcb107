// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Guided demos: the format (pointers, steps, problems named by path) and every shipped demo:
// it loads, each step yields a valid scenario, the numbers it highlights exist, and what each
// step tells the audience is what the models compute.
#include <catch2/catch.hpp>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

#include <map>

#include "app/core/demo.h"
#include "app/core/evaluation.h"
#include "app/core/scenarioio.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

struct Played {
  Demo demo;
  std::vector<Scenario> scenarios;      ///< per step
  std::vector<Evaluation> evaluations;  ///< per step
};

QJsonObject startOf(const Demo& d)
{
  if (d.scenario.isEmpty())
    return d.scenarioObject;
  REQUIRE(d.scenario.startsWith(QLatin1String("example:")));
  return QJsonDocument::fromJson(
             test::readFile(test::sourcePath("resources/examples/") + d.scenario.mid(8)))
      .object();
}

/// Loads a shipped demo and plays every step, checking what every step must hold.
Played play(const QString& file)
{
  const DemoLoad loaded = parseDemo(test::readFile(test::sourcePath("resources/demos/") + file));
  INFO(file.toStdString());
  for (const Problem& p : loaded.problems)
    UNSCOPED_INFO(p.toString().toStdString());
  REQUIRE(loaded.ok());
  REQUIRE(loaded.problems.isEmpty());  // no warnings either: no unknown fields
  Played out;
  out.demo = *loaded.demo;
  const QJsonObject start = startOf(out.demo);
  REQUIRE(parseScenario(QJsonDocument(start).toJson()).ok());
  for (const QString& pointer : out.demo.inputs)
    CHECK(valueAtPointer(start, pointer).isDouble());
  for (int i = 0; i < static_cast<int>(out.demo.steps.size()); ++i) {
    const DemoStep& step = out.demo.steps[static_cast<std::size_t>(i)];
    INFO("step " << i << ": " << step.title.toStdString());
    CHECK_FALSE(step.title.isEmpty());
    CHECK_FALSE(step.text.isEmpty());
    QJsonObject json;
    QString error;
    REQUIRE(demoScenarioJson(out.demo, start, i, &json, &error));
    const LoadResult s = parseScenario(QJsonDocument(json).toJson());
    for (const Problem& p : s.problems)
      UNSCOPED_INFO(p.toString().toStdString());
    REQUIRE(s.ok());
    CHECK_FALSE(hasErrors(s.problems));
    const Evaluation e = evaluateScenario(*s.scenario);
    REQUIRE(demoAreaKeys().contains(step.area));
    const QList<Headline> headlines = areaHeadlines(step.area, *s.scenario, e);
    for (const QString& key : step.highlight) {
      INFO("highlighted " << key.toStdString());
      const auto it = std::find_if(headlines.begin(), headlines.end(),
                                   [&key](const Headline& h) { return h.key == key; });
      REQUIRE(it != headlines.end());
      CHECK_FALSE(it->display().isEmpty());
    }
    out.scenarios.push_back(*s.scenario);
    out.evaluations.push_back(e);
  }
  return out;
}

}  // namespace

TEST_CASE("Demo format: pointers, steps building on each other, animation, recording", "[demo]")
{
  QJsonObject o{{QStringLiteral("a"), 1.0},
                {QStringLiteral("list"), QJsonArray{QJsonObject{{QStringLiteral("x"), 2.0}}}}};
  QString error;
  CHECK(setAtPointer(o, QStringLiteral("/list/0/x"), 5.0, &error));
  CHECK(valueAtPointer(o, QStringLiteral("/list/0/x")).toDouble() == 5.0);
  CHECK(setAtPointer(o, QStringLiteral("/list/-"), QJsonObject{}, &error));
  CHECK(o.value(QStringLiteral("list")).toArray().size() == 2);
  CHECK_FALSE(setAtPointer(o, QStringLiteral("/list/7/x"), 1.0, &error));
  CHECK(error.contains(QStringLiteral("no element 7")));
  CHECK_FALSE(setAtPointer(o, QStringLiteral("/missing/x"), 1.0, &error));
  CHECK_FALSE(setAtPointer(o, QStringLiteral("a"), 1.0, &error));
  CHECK(valueAtPointer(o, QStringLiteral("/nothing")).isUndefined());

  // Halfway: numbers in between, whole numbers stay whole, words are the target's.
  const QJsonObject from{{QStringLiteral("r"), 1.0},
                         {QStringLiteral("n"), 2.0},
                         {QStringLiteral("w"), QStringLiteral("a")}};
  const QJsonObject to{{QStringLiteral("r"), 2.5},
                       {QStringLiteral("n"), 5.0},
                       {QStringLiteral("w"), QStringLiteral("b")}};
  const QJsonObject mid = interpolateScenario(from, to, 0.5);
  CHECK_THAT(mid.value(QStringLiteral("r")).toDouble(), WithinAbs(1.75, 1e-12));
  CHECK(mid.value(QStringLiteral("n")).toDouble() == 4.0);  // 3.5 rounded
  CHECK(mid.value(QStringLiteral("w")).toString() == QStringLiteral("b"));
  CHECK(interpolateScenario(from, to, 0.0).value(QStringLiteral("r")).toDouble() == 1.0);
  CHECK(interpolateScenario(from, to, 1.0) == to);

  // Recording: the differing leaves as pointers; replaying them gives the target back.
  const QJsonObject a = test::exampleJson();
  QJsonObject b = a;
  REQUIRE(setAtPointer(b, QStringLiteral("/peer_network/link_gbps"), 10.0, &error));
  REQUIRE(
      setAtPointer(b, QStringLiteral("/vm_groups/0/write_policy"), QStringLiteral("WB+2"), &error));
  const std::vector<DemoChange> changes = scenarioChanges(a, b);
  REQUIRE(changes.size() == 2);
  Demo d;
  d.title = QStringLiteral("t");
  d.scenarioObject = a;
  d.steps.push_back({QStringLiteral("s"), QString(), changes, QStringLiteral("replica"), {}, {}});
  QJsonObject replayed;
  REQUIRE(demoScenarioJson(d, a, 0, &replayed, &error));
  CHECK(replayed == b);
  // A written demo reads back the same.
  const DemoLoad again = parseDemo(serializeDemo(d));
  REQUIRE(again.ok());
  CHECK(again.demo->steps.size() == 1);
  CHECK(again.demo->steps[0].changes.size() == 2);
}

TEST_CASE("Demo format: problems name the field, the value and what was expected", "[demo]")
{
  const auto problems = [](const char* json) {
    QStringList out;
    for (const Problem& p : parseDemo(QByteArray(json)).problems)
      out << p.path + QStringLiteral(": ") + p.message;
    return out.join(QLatin1Char('\n')).toStdString();
  };
  CHECK_THAT(problems("[]"), Catch::Contains("expected a JSON object"));
  CHECK_THAT(
      problems(R"({"format": "accelsizer-scenario", "version": 1})"),
      Catch::Contains("format: the text \"accelsizer-scenario\": expected \"accelsizer-demo\""));
  CHECK_THAT(problems(R"({"format": "accelsizer-demo", "version": 2})"),
             Catch::Contains("version: the number 2: expected 1"));
  const char* bad = R"({"format": "accelsizer-demo", "version": 1, "title": "t",
    "scenario": "example:x.json",
    "steps": [{"title": "a", "area": "nowhere"},
              {"title": "b", "area": "latency", "chart": "pie"},
              {"title": "c", "changes": [{"pointer": "peer_network", "value": 1}]},
              {"text": "no title", "colour": "red"}]})";
  const std::string p = problems(bad);
  CHECK_THAT(p, Catch::Contains("steps[0].area: \"nowhere\": expected one of replica"));
  CHECK_THAT(p, Catch::Contains("steps[1].chart: \"pie\": expected one of legs, sizes"));
  CHECK_THAT(p, Catch::Contains("steps[2].changes[0].pointer: \"peer_network\": expected a JSON "
                                "pointer"));
  CHECK_THAT(p, Catch::Contains("steps[3].title: missing"));
  CHECK_THAT(p, Catch::Contains("steps[3].colour: unknown field"));
  CHECK_FALSE(parseDemo(QByteArray(bad)).ok());
  CHECK_THAT(problems(R"({"format": "accelsizer-demo", "version": 1, "title": "t",
                          "scenario": 3, "steps": []})"),
             Catch::Contains("scenario: the number 3: expected \"example:<file>\""));
}

TEST_CASE("Every shipped demo is tested here", "[demo]")
{
  const QStringList shipped =
      QDir(test::sourcePath("resources/demos")).entryList({QStringLiteral("*.json")}, QDir::Files);
  CHECK(shipped == QStringList{QStringLiteral("1gbe-vs-infiniband.accelsizer-demo.json"),
                               QStringLiteral("clones-on-raid10.accelsizer-demo.json"),
                               QStringLiteral("destager-sine-wave.accelsizer-demo.json"),
                               QStringLiteral("raid5-70-30.accelsizer-demo.json")});
}

TEST_CASE("Demo: 1 GbE vs InfiniBand, as the home-lab test found", "[demo][homelab]")
{
  const Played p = play(QStringLiteral("1gbe-vs-infiniband.accelsizer-demo.json"));
  REQUIRE(p.evaluations.size() == 7);
  const auto iops = [&p](int step) { return p.evaluations[step].latency.groups[0].iops_per_vm; };
  // Steps: 0 IB 32 KiB, 1 IB 256, 2 IB 4, 3 1GbE 4, 4 1GbE 32, 5 1GbE 256, 6 WB+0 256.
  CHECK(p.scenarios[3].peer_network.kind == NetKind::Ethernet);
  // "32 KiB and 256 KiB writes saw 65-90 % more IOPS over InfiniBand; 4 KiB about none": the
  // gain within 50-110 % at 32 and 256 KiB, under 2 % at 4 KiB (the latency tests' bounds).
  CHECK(iops(0) / iops(4) - 1 > 0.5);
  CHECK(iops(0) / iops(4) - 1 < 1.1);
  CHECK(iops(1) / iops(5) - 1 > 0.5);
  CHECK(iops(1) / iops(5) - 1 < 1.1);
  CHECK_THAT(iops(2) / iops(3) - 1, WithinAbs(0, 0.02));
  // WB+1 over InfiniBand within 2 % of no replica at all.
  CHECK_THAT(iops(1), WithinRel(iops(6), 0.02));
}

TEST_CASE("Demo: the destager's crude sine wave", "[demo][destager]")
{
  const Played p = play(QStringLiteral("destager-sine-wave.accelsizer-demo.json"));
  REQUIRE(p.evaluations.size() == 5);
  const auto group = [&p](int step) { return p.evaluations[step].destager.groups.at(0); };
  CHECK(group(0).fill_time_s.has_value());
  CHECK_FALSE(group(1).fill_time_s.has_value());
  CHECK(group(1).peak_backlog_mb > 0);
  REQUIRE(group(2).fill_time_s.has_value());
  REQUIRE(group(3).fill_time_s.has_value());
  CHECK(*group(3).fill_time_s > *group(2).fill_time_s);
  CHECK_FALSE(group(4).fill_time_s.has_value());
  CHECK(group(4).destage_mbps > group(2).destage_mbps);
}

TEST_CASE("Demo: ten clones on one RAID10 set, and the fixes", "[demo][streams]")
{
  const Played p = play(QStringLiteral("clones-on-raid10.accelsizer-demo.json"));
  REQUIRE(p.evaluations.size() == 5);
  const auto design = [&p](int step) {
    REQUIRE(p.evaluations[step].streams.has_value());
    return p.evaluations[step].streams->current;
  };
  // The convoy: far below what ten streams ask; "about 5 MB/s each" (the field report's
  // clones collapsed to about 5 MB/s).
  CHECK(design(0).expected_mbps < 0.5 * design(0).demand_mbps);
  CHECK_THAT(design(0).per_stream_mbps, WithinRel(5.0, 0.25));
  // Each fix gives each stream more than the convoy did.
  CHECK(design(2).per_stream_mbps > design(0).per_stream_mbps);
  CHECK(design(3).expected_mbps > design(0).expected_mbps);
  CHECK(design(4).expected_mbps > design(0).expected_mbps);
  // "A little better, the convoy stays": larger segments gain under a half, smaller ones lose.
  CHECK(design(4).expected_mbps < 1.5 * design(0).expected_mbps);
  for (const StreamFix& f : p.evaluations[0].streams->fixes)
    if (f.kind == StreamFixKind::SmallerSegment)
      CHECK(f.gain < 0);
}

TEST_CASE("Demo: RAID5 under a 70/30 mix, the community IOmeter figure", "[demo][backing]")
{
  const Played p = play(QStringLiteral("raid5-70-30.accelsizer-demo.json"));
  REQUIRE(p.evaluations.size() == 4);
  const auto iops = [&p](int step) { return p.evaluations[step].backing.random_iops; };
  // Whole disks: well under the measured 3,701 IOPS; the 4 GB test file: within 15 % of it
  // and below it (the array's write cache, not modelled, only adds), as the backing model's
  // field test finds.
  CHECK(iops(0) < 0.5 * 3700.69);
  CHECK_THAT(iops(1), WithinRel(3700.69, 0.15));
  CHECK(iops(1) < 3700.69);
  // More writes cost more; mirrored pairs pay the small-write penalty less.
  CHECK(iops(2) < iops(1));
  CHECK(iops(3) > iops(2));
}
