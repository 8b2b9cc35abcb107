// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <QDir>
#include <QRegularExpression>

#include "app/core/areas.h"
#include "app/core/describe.h"
#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "helpers.h"
#include "random_scenario.h"

using namespace accel;
using namespace accel::ui;

namespace {

Finding fasterLink(double floorUs, double altFloorUs, double loadedUs, double altLoadedUs)
{
  Finding f;
  f.code = "latency_faster_link";
  f.group = 0;
  f.values = {{"network_share", 0.5},       {"io_kib", 32},          {"floor_us", floorUs},
              {"alt_floor_us", altFloorUs}, {"loaded_us", loadedUs}, {"alt_loaded_us", altLoadedUs},
              {"iops_per_vm", 100},         {"alt_iops_per_vm", 100}};
  f.labels = {{"alt_link", "10GbE"}};
  return f;
}

}  // namespace

TEST_CASE("A what-if names only the figures it changes", "[findingtext]")
{
  Scenario s;
  s.vm_groups[0].name = "build";

  const QString who = QStringLiteral("For VM group \u201cbuild\u201d, a 10GbE peer network ");
  CHECK(describeFinding(fasterLink(2887, 897.7, 3366, 1011), s).recommendation ==
        who + QStringLiteral("cuts the floor from 2.887 ms to 897.7 \u00b5s and the latency "
                             "under load from 3.366 ms to 1.011 ms."));
  // The loaded latency rounds to the same figure: only the floor is mentioned.
  CHECK(describeFinding(fasterLink(205.6, 189, 10860, 10861), s).recommendation ==
        who + QStringLiteral("cuts the floor from 205.6 \u00b5s to 189 \u00b5s."));
  // A policy that costs latency says so.
  CHECK(describeFinding(fasterLink(200, 200, 828900, 840000), s).recommendation ==
        who + QStringLiteral("raises the latency under load from 828.9 ms to 840 ms."));
  CHECK(describeFinding(fasterLink(200, 150, 828900, 840000), s).recommendation ==
        who + QStringLiteral("changes the floor from 200 \u00b5s to 150 \u00b5s and the latency "
                             "under load from 828.9 ms to 840 ms."));
  CHECK(describeFinding(fasterLink(200, 200, 300, 300), s).recommendation ==
        who + QStringLiteral("leaves the latency as it is."));
}

TEST_CASE("Stream counts are singular for one stream", "[findingtext]")
{
  Scenario s;
  Finding f;
  f.code = "streams_fix";
  f.values = {{"streams", 1},          {"current_streams", 10},
              {"predicted_mbps", 60},  {"predicted_per_stream_mbps", 60},
              {"current_mbps", 51.91}, {"gain", 0.1559}};
  f.labels = {{"fix", "fewer_streams"}, {"risk", "none"}};
  CHECK(describeFinding(f, s).title ==
        QStringLiteral("Convoy fix: 1 stream at a time instead of 10"));
  f.values["streams"] = 5;
  CHECK(describeFinding(f, s).title ==
        QStringLiteral("Convoy fix: 5 streams at a time instead of 10"));
}

TEST_CASE("The throttled share says over what", "[findingtext]")
{
  CHECK(throttledShareText(0.25, false) == QStringLiteral("25 % of the time in the long run"));
  CHECK(throttledShareText(0.25, true) == QStringLiteral("25 % of the trace"));
}

namespace {

/// The examples and random valid scenarios, evaluated.
std::vector<std::pair<Scenario, Evaluation>> evaluatedScenarios(int random)
{
  std::vector<std::pair<Scenario, Evaluation>> out;
  const QDir dir(test::sourcePath("resources/examples"));
  for (const QString& name : dir.entryList({QStringLiteral("*.accelsizer.json")}, QDir::Files)) {
    const auto loaded = parseScenario(test::readFile(dir.filePath(name)));
    REQUIRE(loaded.ok());
    out.emplace_back(*loaded.scenario, evaluateScenario(*loaded.scenario));
  }
  EvaluateOptions o = evaluateOptions();
  o.streams = test::quickStreamsOptions();
  test::RandomScenario gen(4242);
  for (int i = 0; i < random; ++i) {
    const Scenario s = gen.next();
    out.emplace_back(s, evaluate(s, o));
  }
  return out;
}

/// The text names `subject` (case aside: it may open the sentence).
bool names(const QString& text, const QString& subject)
{
  return text.contains(subject, Qt::CaseInsensitive);
}

}  // namespace

TEST_CASE("Every finding stands alone: its subject, whole sentences, numbers", "[findingtext]")
{
  static const QRegularExpression hugePercent(QStringLiteral("\\+[0-9]{3,}(\\.[0-9]+)? %"));
  int checked = 0;
  const int n = qEnvironmentVariableIntValue("ACCELSIZER_RANDOM_SCENARIOS") > 0
                    ? qEnvironmentVariableIntValue("ACCELSIZER_RANDOM_SCENARIOS")
                    : 60;
  for (const auto& [s, e] : evaluatedScenarios(n)) {
    for (const MergedFinding& m : mergeFindings(e.findings, s)) {
      const FindingText& t = m.text;
      INFO(s.name << ": " << m.findings.front()->code << "\n"
                  << t.message.toStdString() << "\n-> " << t.recommendation.toStdString());
      CHECK_FALSE(t.title.isEmpty());
      CHECK(t.message.endsWith(QLatin1Char('.')));
      CHECK(t.message.at(0).isUpper());
      CHECK_FALSE(t.message.contains(hugePercent));
      CHECK_FALSE(t.recommendation.contains(hugePercent));
      if (!t.recommendation.isEmpty()) {
        CHECK(t.recommendation.at(0).isUpper());
        CHECK(t.recommendation.endsWith(QLatin1Char('.')));
        CHECK(t.recommendation.contains(QRegularExpression(QStringLiteral("[0-9]"))));
      }
      for (const Finding* f : m.findings) {
        QStringList subjects;
        if (f->group >= 0)
          subjects << QStringLiteral("\u201c%1\u201d")
                          .arg(QString::fromStdString(
                              s.vm_groups[static_cast<std::size_t>(f->group)].name));
        if (f->host >= 0)
          subjects << QStringLiteral("host %1").arg(f->host + 1);
        if (f->values.count("raid_group_index"))
          subjects << QStringLiteral("RAID group %1")
                          .arg(static_cast<int>(f->value("raid_group_index")) + 1);
        for (const QString& subject : subjects) {
          INFO(subject.toStdString());
          // Merged subjects are joined ("hosts 1 and 2"): the number or name is there.
          const QString key =
              m.findings.size() > 1 ? subject.section(QLatin1Char(' '), -1) : subject;
          CHECK(names(t.message, key));
          if (!t.recommendation.isEmpty())
            CHECK(names(t.recommendation, key));
        }
        ++checked;
      }
    }
    // No two top recommendations alike.
    QStringList texts;
    for (const Recommendation& r : topRecommendations(s, e, 10)) {
      CHECK_FALSE(texts.contains(r.text));
      texts << r.text;
    }
  }
  CHECK(checked > 300);
}

TEST_CASE("The same advice for several subjects is told once", "[findingtext]")
{
  Scenario s;
  s.vm_groups.resize(3);
  s.vm_groups[0].name = "desktops";
  s.vm_groups[1].name = "infrastructure";
  s.vm_groups[2].name = "SQL";
  std::vector<Finding> fs = {fasterLink(155.7, 147.7, 300, 300), fasterLink(155.7, 147.7, 300, 300),
                             fasterLink(263.8, 138.5, 300, 300)};
  fs[1].group = 1;
  fs[2].group = 2;
  const QList<MergedFinding> merged = mergeFindings(fs, s);
  REQUIRE(merged.size() == 2);
  CHECK(merged[0].findings.size() == 2);
  CHECK(merged[0].text.recommendation ==
        QStringLiteral("For VM groups \u201cdesktops\u201d and \u201cinfrastructure\u201d, a 10GbE "
                       "peer network cuts the floor from 155.7 \u00b5s to 147.7 \u00b5s."));
  CHECK(merged[1].findings.size() == 1);
  CHECK(merged[1].text.recommendation.contains(QStringLiteral("\u201cSQL\u201d")));

  CHECK(joinSubjects({QStringLiteral("host 1"), QStringLiteral("host 2"),
                      QStringLiteral("host 3")}) == QStringLiteral("hosts 1, 2 and 3"));
  CHECK(joinSubjects({QStringLiteral("RAID group 1"), QStringLiteral("RAID group 2")}) ==
        QStringLiteral("RAID groups 1 and 2"));
  CHECK(joinSubjects({QStringLiteral("host 1")}) == QStringLiteral("host 1"));
  // "host 1" is not the start of "host 12".
  Finding a;
  a.code = "peer_link_over_limit";
  a.host = 0;
  a.values = {{"utilization", 0.85}, {"limit", 0.8}, {"link_gbps", 10}};
  Finding b = a;
  b.host = 11;
  Scenario twelve;
  twelve.hosts = 12;
  const QList<MergedFinding> hosts = mergeFindings({a, b}, twelve);
  REQUIRE(hosts.size() == 1);
  CHECK(hosts[0].text.message.startsWith(QStringLiteral("The peer link of hosts 1 and 12 ")));
}

TEST_CASE("Large changes read as factors", "[findingtext][units]")
{
  CHECK(formatChange(1.411) == QStringLiteral("+41.1 %"));
  CHECK(formatChange(0.7) == QStringLiteral("\u221230 %"));
  CHECK(formatChange(1.0) == QStringLiteral("no change"));
  CHECK(formatChange(2.0) == QStringLiteral("\u00d72"));
  CHECK(formatChange(503.6) == QStringLiteral("\u00d7504"));
  CHECK(formatChange(-1).isEmpty());
}
