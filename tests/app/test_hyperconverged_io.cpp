// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The hyperconverged backing kind in the scenario file, validation, the results document and
// the words of its findings.
#include <catch2/catch.hpp>

#include <QJsonArray>

#include "app/core/findingtext.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;
using test::dump;
using test::hasProblemAt;

namespace {

LoadResult example()
{
  return loadScenarioFile(
      test::sourcePath("resources/examples/hyperconverged-vdi.accelsizer.json"));
}

}  // namespace

TEST_CASE("The hyperconverged example reads, validates and round-trips", "[hyperconverged][io]")
{
  const LoadResult r = example();
  INFO(dump(r.problems));
  REQUIRE(r.ok());
  CHECK(r.problems.isEmpty());
  const Scenario& s = *r.scenario;
  CHECK(s.backing.kind == BackingKind::Hyperconverged);
  CHECK(s.backing.hyperconverged.failures_to_tolerate == 1);
  CHECK(s.backing.hyperconverged.disk_groups_per_host == 2);
  CHECK(validateScenario(s).isEmpty());
  const QByteArray once = serializeScenario(s);
  const LoadResult again = parseScenario(once);
  REQUIRE(again.ok());
  CHECK(serializeScenario(*again.scenario) == once);
}

TEST_CASE("A file without the hyperconverged section reads and writes as before",
          "[hyperconverged][io]")
{
  const Scenario plain;
  const QJsonObject o = scenarioToJson(plain);
  CHECK_FALSE(
      o.value(QStringLiteral("backing")).toObject().contains(QStringLiteral("hyperconverged")));
}

TEST_CASE("Hyperconverged validation names the field, the value and what was expected",
          "[hyperconverged][validate]")
{
  Scenario s = *example().scenario;
  SECTION("fewer hosts than 2 FTT + 1")
  {
    s.hosts = 4;
    s.backing.hyperconverged.failures_to_tolerate = 2;
    const Problems p = validateScenario(s);
    INFO(dump(p));
    REQUIRE(hasProblemAt(p, QStringLiteral("backing.hyperconverged.failures_to_tolerate")));
    for (const Problem& x : p)
      if (x.path == QStringLiteral("backing.hyperconverged.failures_to_tolerate")) {
        CHECK(x.message.contains(QStringLiteral("needs at least 5 hosts")));
        CHECK(x.message.contains(QStringLiteral("4 hosts")));
      }
  }
  SECTION("the same rule does not apply while the kind is raid_groups")
  {
    s.hosts = 2;
    s.backing.kind = BackingKind::RaidGroups;
    CHECK_FALSE(hasProblemAt(validateScenario(s),
                             QStringLiteral("backing.hyperconverged.failures_to_tolerate")));
  }
  SECTION("a stripe wider than a disk group")
  {
    s.backing.hyperconverged.stripe_width = 7;
    CHECK(hasProblemAt(validateScenario(s), QStringLiteral("backing.hyperconverged.stripe_width")));
  }
  SECTION("a range")
  {
    s.backing.hyperconverged.write_buffer_fraction = 1.5;
    CHECK(hasProblemAt(validateScenario(s),
                       QStringLiteral("backing.hyperconverged.write_buffer_fraction")));
  }
}

TEST_CASE("The results document's hyperconverged object and the findings' words",
          "[hyperconverged][results]")
{
  const Scenario s = *example().scenario;
  const Evaluation e = evaluate(s);
  const QJsonObject doc = resultsToJson(s, e);
  const QJsonObject b = doc.value(QStringLiteral("backing")).toObject();
  CHECK(b.value(QStringLiteral("kind")).toString() == QStringLiteral("hyperconverged"));
  const QJsonObject h = b.value(QStringLiteral("hyperconverged")).toObject();
  for (const char* key :
       {"copies", "min_hosts", "tx_mbps_per_host", "network_utilization", "cache_utilization",
        "disk_utilization", "usable_capacity_gb", "bound_by", "rebuild_possible", "rebuild_gb",
        "rebuild_mbps", "rebuild_hours", "write_mbps_capacity", "write_latency_us"})
    CHECK(h.contains(QLatin1String(key)));
  CHECK(h.value(QStringLiteral("copies")).toInt() == 2);
  CHECK(h.value(QStringLiteral("min_hosts")).toInt() == 3);
  CHECK(h.value(QStringLiteral("rebuild_possible")).toBool());
  // Three hosts with FTT 1: no host for the rebuild, "never" as null.
  Scenario three = s;
  three.hosts = 3;
  const Evaluation e3 = evaluate(three);
  const QJsonObject h3 = resultsToJson(three, e3)
                             .value(QStringLiteral("backing"))
                             .toObject()
                             .value(QStringLiteral("hyperconverged"))
                             .toObject();
  CHECK_FALSE(h3.value(QStringLiteral("rebuild_possible")).toBool());
  CHECK(h3.value(QStringLiteral("rebuild_hours")).isNull());
  bool rebuild = false;
  for (const Finding& f : e3.findings) {
    const FindingText t = describeFinding(f, three);
    CHECK_FALSE(t.title.isEmpty());
    CHECK_FALSE(t.message.isEmpty());
    if (f.code == "hci_rebuild_impossible") {
      rebuild = true;
      CHECK(t.recommendation.contains(QStringLiteral("4 hosts")));
    }
  }
  CHECK(rebuild);
}
