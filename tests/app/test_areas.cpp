// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The one rule for an area's status (app/core/areas.h), on the shipped examples, on three
// customer designs of the kinds sizing meets every week, and on random valid scenarios.
#include <catch2/catch.hpp>

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

#include "app/core/areas.h"
#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/headlines.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "helpers.h"
#include "random_scenario.h"

using namespace accel;
using namespace accel::ui;

namespace {

Evaluation evaluateQuick(const Scenario& s)
{
  EvaluateOptions o = evaluateOptions();
  o.streams = test::quickStreamsOptions();
  return evaluate(s, o);
}

std::vector<Scenario> examples()
{
  std::vector<Scenario> out;
  const QDir dir(test::sourcePath("resources/examples"));
  for (const QString& name : dir.entryList({QStringLiteral("*.accelsizer.json")}, QDir::Files)) {
    const auto loaded = parseScenario(test::readFile(dir.filePath(name)));
    REQUIRE(loaded.ok());
    out.push_back(*loaded.scenario);
  }
  REQUIRE(out.size() >= 4);
  return out;
}

int rank(Light l)
{
  return l == Light::Red ? 2 : l == Light::Amber ? 1 : 0;
}

QList<Headline> headlinesOf(const QString& key, const Scenario& s, const Evaluation& e)
{
  if (key == QStringLiteral("replica"))
    return replicaHeadlines(s, e);
  if (key == QStringLiteral("latency"))
    return latencyHeadlines(s, e);
  if (key == QStringLiteral("destager"))
    return destagerHeadlines(s, e);
  if (key == QStringLiteral("backing"))
    return backingHeadlines(s, e);
  if (key == QStringLiteral("readcache"))
    return readCacheHeadlines(s, e);
  return streamsHeadlines(s, e);
}

/// The rule, checked from its definition on one evaluation, and the faces that show it.
void checkRule(const Scenario& s, const Evaluation& e)
{
  for (const Finding& f : e.findings) {
    INFO(f.code);
    CHECK(areaKeys(e).contains(findingArea(f)));  // every finding has an area
    const FindingText words = describeFinding(f, s);
    CHECK(words.title != QString::fromStdString(f.code));  // and its words
    // A layout that changes the usable capacity says so where it is recommended.
    if (f.code == "streams_fix" && formatSizeMB(f.value("usable_capacity_gb") * 1000) !=
                                       formatSizeMB(f.value("current_usable_capacity_gb") * 1000))
      CHECK(words.recommendation.contains(QStringLiteral("The usable capacity becomes")));
  }
  const QList<AreaVerdict> areas = assessAreas(s, e);
  REQUIRE(areas.size() == areaKeys(e).size());
  const QJsonArray json = resultsToJson(s, e)
                              .value(QStringLiteral("summary"))
                              .toObject()
                              .value(QStringLiteral("areas"))
                              .toArray();
  REQUIRE(json.size() == areas.size());
  for (qsizetype i = 0; i < areas.size(); ++i) {
    const AreaVerdict& a = areas[i];
    INFO(a.key.toStdString() << ": " << a.verdict.toStdString());
    CHECK(a.key == areaKeys(e)[i]);
    Severity worst = Severity::Info;
    QStringList codes;
    for (const Finding& f : e.findings) {
      if (!countsFor(f, a.key, e))
        continue;
      worst = std::max(worst, f.severity);
      const QString code = QString::fromStdString(f.code);
      if (!codes.contains(code))
        codes << code;
    }
    if (!a.evaluated) {
      CHECK(a.light == Light::Grey);
      CHECK(a.value.isEmpty());
    } else {
      CHECK(a.light == lightFor(worst));
      CHECK(a.findingCodes == codes);
      CHECK_FALSE(a.verdict.isEmpty());
      // No headline of the area is more alarming than its light.
      for (const Headline& h : headlinesOf(a.key, s, e)) {
        INFO(h.label.toStdString() << " " << h.display().toStdString());
        CHECK(rank(lightFor(h.level)) <= rank(a.light));
      }
    }
    const QJsonObject o = json.at(i).toObject();
    CHECK(o.value(QStringLiteral("area")).toString() == a.key);
    CHECK(o.value(QStringLiteral("status")).toString() == statusKey(a.light));
    CHECK(o.value(QStringLiteral("headline")).toString() == (a.evaluated ? a.value : QString()));
    QStringList jcodes;
    for (const QJsonValue& c : o.value(QStringLiteral("finding_codes")).toArray())
      jcodes << c.toString();
    CHECK(jcodes == a.findingCodes);
  }
  // Consequences where they are felt: a group whose buffer fills is throttled, so its
  // destager findings colour write latency too, and the longest wait speaks for it.
  const AreaVerdict& latency = areas[1];
  for (const Finding& f : e.findings) {
    if (f.area != "destager" || f.group < 0 || f.severity == Severity::Info)
      continue;
    const DestagerGroupResult& g = e.destager.groups[static_cast<std::size_t>(f.group)];
    if (g.fills || g.throttled_fraction > 0) {
      INFO(f.code);
      CHECK(rank(latency.light) >= rank(lightFor(f.severity)));
    }
  }
  // Requirements follow the same rule: one not met never leaves its area green, it is a
  // finding of that area, and the results document says the same.
  const QJsonArray rows = resultsToJson(s, e).value(QStringLiteral("requirements")).toArray();
  REQUIRE(rows.size() == static_cast<qsizetype>(e.requirements.checks.size()));
  for (std::size_t i = 0; i < e.requirements.checks.size(); ++i) {
    const RequirementCheck& c = e.requirements.checks[i];
    INFO(c.id);
    CHECK(rows.at(static_cast<qsizetype>(i)).toObject().value(QStringLiteral("met")).toBool() ==
          c.met);
    const QString area = QString::fromLatin1(requirementArea(c.kind));
    const qsizetype ai = areaKeys().indexOf(area);
    REQUIRE(ai >= 0);
    bool raised = false;
    for (const Finding& f : e.findings)
      raised = raised || (f.code == "requirement_not_met" && f.label("requirement") == c.id);
    CHECK(raised == !c.met);
    if (!c.met) {
      CHECK(areas[ai].light != Light::Green);
      CHECK(areas[ai].findingCodes.contains(QStringLiteral("requirement_not_met")));
    }
    // The write latency checked is the one the faces show: the wait while the buffer is full
    // when it fills, unbounded when the datastore is saturated.
    if (c.kind == RequirementKind::WriteLatency && e.requirements.growth_factor == 1.0) {
      const std::size_t g = static_cast<std::size_t>(c.group);
      const bool stalls = g < e.destager.groups.size() && fullBufferStalls(e.destager.groups[g]);
      CHECK(c.unbounded == (loadedUnbounded(s, e, g) || stalls));
      if (!c.unbounded) {
        double shown = e.latency.groups[g].loaded_us;
        if (g < e.destager.groups.size())
          if (const std::optional<double> full = fullBufferLatencyUs(e.destager.groups[g]))
            shown = std::max(shown, *full);
        REQUIRE(c.value);
        CHECK(*c.value == shown);
      }
    }
  }
  // An unbounded latency is never shown as a number.
  const QJsonArray groups = resultsToJson(s, e)
                                .value(QStringLiteral("latency"))
                                .toObject()
                                .value(QStringLiteral("groups"))
                                .toArray();
  for (std::size_t i = 0; i < e.latency.groups.size(); ++i) {
    const bool unbounded = loadedUnbounded(s, e, i);
    CHECK(groups.at(static_cast<qsizetype>(i))
              .toObject()
              .value(QStringLiteral("loaded_us"))
              .isNull() == unbounded);
    for (const Headline& h : latencyHeadlines(s, e))
      if (h.key == QStringLiteral("latency.groups[%1].loaded_us").arg(i))
        CHECK(h.value.has_value() == !unbounded);
  }
}

// Three designs of the kinds sizing meets: a VDI cluster, a small SQL cluster on flash, a
// mixed cluster with a nightly backup.

Disk sas10k()
{
  Disk d;
  d.rpm = 10000;
  d.avg_seek_ms = 4.5;
  d.track_seek_ms = 0.3;
  d.full_seek_ms = 9;
  d.capacity_gb = 900;
  d.od_mbps = 200;
  d.id_mbps = 120;
  return d;
}

Scenario vdiCluster()
{
  Scenario s;
  s.name = "VDI cluster";
  s.hosts = 6;
  VmGroup desktops;
  desktops.name = "VDI desktops";
  desktops.vms_per_host = 50;
  desktops.write.kind = ProfileKind::OnOff;
  desktops.write.peak_mbps = 6;
  desktops.write.burst_s = 1800;
  desktops.write.period_s = 28800;
  desktops.write.base_mbps = 0.5;
  desktops.write_io_kib = 16;
  desktops.outstanding_ios = 4;
  VmGroup infra;
  infra.name = "VDI infrastructure";
  infra.vms_per_host = 2;
  infra.write.mbps = 2;
  infra.write_io_kib = 16;
  infra.outstanding_ios = 8;
  s.vm_groups = {desktops, infra};
  s.acceleration.capacity_gib = 745;
  s.peer_network.mtu = 9000;
  s.backing.storage_network.link_gbps = 10;
  RaidGroup rg;
  rg.level = RaidLevel::Raid5;
  rg.disks = 8;
  rg.disk = sas10k();
  s.backing.raid_groups = {rg};
  s.backing.random_load.iops = 400;
  s.backing.random_load.read_fraction = 0.6;
  return s;
}

Scenario sqlCluster()
{
  Scenario s;
  s.name = "SQL cluster on flash";
  s.hosts = 3;
  VmGroup sql;
  sql.name = "SQL servers";
  sql.vms_per_host = 2;
  sql.write_policy = WritePolicy{WriteMode::WriteBack, 2};
  sql.write.mbps = 20;
  sql.write_io_kib = 8;
  s.vm_groups = {sql};
  s.peer_network.link_gbps = 1;
  s.backing.storage_network.kind = StorageKind::FibreChannel;
  s.backing.storage_network.link_gbps = 16;
  RaidGroup rg;
  rg.disks = 8;
  rg.disk.rpm = 0;
  rg.disk.avg_seek_ms = 0;
  rg.disk.track_seek_ms = 0;
  rg.disk.full_seek_ms = 0;
  rg.disk.capacity_gb = 1920;
  rg.disk.od_mbps = 500;
  rg.disk.id_mbps = 500;
  s.backing.raid_groups = {rg};
  s.backing.random_load.iops = 2000;
  return s;
}

Scenario mixedCluster()
{
  Scenario s;
  s.name = "Mixed cluster with nightly backup";
  s.hosts = 4;
  VmGroup apps;
  apps.name = "app servers";
  apps.vms_per_host = 10;
  apps.write.mbps = 1;
  apps.write_io_kib = 32;
  apps.outstanding_ios = 8;
  VmGroup files;
  files.name = "file servers";
  files.vms_per_host = 2;
  files.write_policy = WritePolicy{WriteMode::WriteThrough, 0};
  files.write.mbps = 2;
  files.write_io_kib = 64;
  files.outstanding_ios = 8;
  s.vm_groups = {apps, files};
  s.acceleration.write_buffer_mb = 10000;
  RaidGroup rg;
  rg.level = RaidLevel::Raid6;
  rg.disks = 16;
  rg.segment_kib = 128;
  rg.disk.capacity_gb = 4000;
  rg.disk.od_mbps = 200;
  rg.disk.id_mbps = 100;
  s.backing.raid_groups = {rg};
  s.backing.random_load.iops = 1200;
  SequentialStreams& st = s.backing.sequential_streams;
  st.count = 4;
  st.mbps_each = 150;
  st.io_kib = 256;
  st.outstanding_ios = 2;
  st.direction = StreamDirection::Read;
  return s;
}

const Finding* find(const Evaluation& e, const std::string& code, int group = -1)
{
  for (const Finding& f : e.findings)
    if (f.code == code && (group < 0 || f.group == group))
      return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("The random scenario generator makes valid, varied scenarios", "[areas][random]")
{
  test::RandomScenario gen(7);
  int wt = 0, streams = 0, ssd = 0;
  for (int i = 0; i < 300; ++i) {
    const Scenario s = gen.next();
    const Problems p = validateScenario(s);
    INFO(test::dump(p));
    CHECK_FALSE(hasErrors(p));
    for (const VmGroup& g : s.vm_groups)
      wt += g.write_policy.isWriteBack() ? 0 : 1;
    streams += s.backing.sequential_streams.count > 0 ? 1 : 0;
    ssd += s.backing.raid_groups.front().disk.rpm == 0 ? 1 : 0;
  }
  CHECK(wt > 20);
  CHECK(streams > 50);
  CHECK(ssd > 30);
  // The same seed, the same sequence.
  test::RandomScenario a(11), b(11);
  for (int i = 0; i < 5; ++i) {
    const Scenario x = a.next(), y = b.next();
    CHECK(serializeScenario(x) == serializeScenario(y));
  }
}

TEST_CASE("One rule for every area's status, on the shipped examples", "[areas]")
{
  for (const Scenario& s : examples()) {
    INFO(s.name);
    Evaluation e = evaluateScenario(s);
    checkRule(s, e);
    // The GUI's evaluation before the stream simulation lands: streams grey, the rest alike.
    e.streams.reset();
    recheckStreamRequirement(s, e.streams, e.requirements);
    e.findings = evaluationFindings(s, e, evaluateOptions());
    checkRule(s, e);
    CHECK_FALSE(assessAreas(s, e).at(4).evaluated);
  }
}

TEST_CASE("One rule for every area's status, on random valid scenarios", "[areas][random]")
{
  test::RandomScenario gen(20240611);
  int red = 0, amber = 0, felt = 0;
  const int n = qEnvironmentVariableIntValue("ACCELSIZER_RANDOM_SCENARIOS") > 0
                    ? qEnvironmentVariableIntValue("ACCELSIZER_RANDOM_SCENARIOS")
                    : 100;
  for (int i = 0; i < n; ++i) {
    const Scenario s = gen.next();
    INFO("scenario " << i << "\n" << serializeScenario(s).toStdString());
    REQUIRE_FALSE(hasErrors(validateScenario(s)));
    const Evaluation e = evaluateQuick(s);
    checkRule(s, e);
    for (const AreaVerdict& a : assessAreas(s, e)) {
      red += a.light == Light::Red ? 1 : 0;
      amber += a.light == Light::Amber ? 1 : 0;
    }
    for (const Finding& f : e.findings)
      felt += feltIn(f, e).isEmpty() ? 0 : 1;
  }
  // The sample reaches every light and the consequence rule, so the checks above bite.
  CHECK(red > 10);
  CHECK(amber > 3);
  CHECK(felt > 3);
}

TEST_CASE("A VDI cluster: buffers beyond the device, throttled writes are red latency",
          "[areas][designs]")
{
  const Scenario s = vdiCluster();
  REQUIRE_FALSE(hasErrors(validateScenario(s)));
  const Evaluation e = evaluateScenario(s);
  checkRule(s, e);
  // 52 write-back VMs x 20 GB on each host plus the same again of its peers' WB+1 copies,
  // 2080 GB, on a 745 GiB (799.9 GB) device: 19 VMs' buffers fit, or 7.692 GB per VM.
  const Finding* fit = find(e, "destager_buffers_exceed_device");
  REQUIRE(fit);
  CHECK(fit->severity == Severity::Critical);
  CHECK(fit->area == "destager");
  CHECK_THAT(fit->value("total_mb"), Catch::Matchers::WithinRel(2080000.0, 1e-12));
  CHECK_THAT(fit->value("capacity_mb"), Catch::Matchers::WithinRel(745 * 1073.741824, 1e-12));
  CHECK(fit->value("fit_vms") == 19);
  CHECK_THAT(fit->value("fit_buffer_mb"),
             Catch::Matchers::WithinRel(20000 * 745 * 1073.741824 / 2080000.0, 1e-12));
  const FindingText t = describeFinding(*fit, s);
  CHECK(t.recommendation.contains(QStringLiteral("host 1")));
  CHECK(t.recommendation.contains(QStringLiteral("only 19 of the 52")));
  // Every VM is throttled while its buffer is full: write latency is red, and its headline is
  // the longest throttled latency, not the 155.7 µs commit.
  const AreaVerdict latency = assessAreas(s, e).at(1);
  CHECK(latency.light == Light::Red);
  CHECK(latency.headlineKey.endsWith(QStringLiteral(".throttled_latency_us")));
  CHECK(latency.value.endsWith(QStringLiteral(" s")));
  // The verdict explains that number: the throttled writes of the group it belongs to.
  const Finding* throttled = find(e, "destager_throttled_latency", 0);
  REQUIRE(throttled);
  CHECK(latency.verdict.startsWith(describeFinding(*throttled, s).title));
  CHECK(latency.verdict.contains(QStringLiteral("\u201cVDI desktops\u201d")));
  // The destager's headline is the group whose buffer fills first; its verdict is about it.
  const AreaVerdict destager = assessAreas(s, e).at(2);
  CHECK(destager.label.endsWith(QStringLiteral("VDI infrastructure")));
  CHECK(destager.verdict.contains(QStringLiteral("\u201cVDI infrastructure\u201d")));
  // The array takes far less than the VMs write on average: it is the bottleneck, and says so.
  CHECK(find(e, "backing_destage_bottleneck"));
  CHECK(assessAreas(s, e).at(3).light == Light::Red);
}

TEST_CASE("A SQL cluster on flash: write-through commits faster than WB+2", "[areas][designs]")
{
  const Scenario s = sqlCluster();
  const Evaluation e = evaluateScenario(s);
  checkRule(s, e);
  const Finding* f = find(e, "latency_write_through_as_fast", 0);
  REQUIRE(f);
  CHECK(f->severity == Severity::Warning);
  CHECK(f->value("wt_floor_us") < f->value("floor_us"));
  CHECK_THAT(f->value("floor_us"), Catch::Matchers::WithinRel(e.latency.groups[0].floor_us, 1e-12));
  const FindingText t = describeFinding(*f, s);
  CHECK(t.message.contains(QStringLiteral("the backing array already commits in")));
  CHECK(t.recommendation.startsWith(
      QStringLiteral("Acceleration gains nothing on writes for VM group \u201cSQL servers\u201d")));
  // Not raised where write-back is faster (the example's 7.2K array).
  const LoadResult loaded = parseScenario(test::toBytes(test::exampleJson()));
  REQUIRE(loaded.ok());
  const Scenario slow = *loaded.scenario;
  for (const Finding& x : evaluateScenario(slow).findings)
    CHECK(x.code != "latency_write_through_as_fast");
}

TEST_CASE("A mixed cluster with a backup: a saturated group is saturation, not a convoy",
          "[areas][designs]")
{
  const Scenario s = mixedCluster();
  const Evaluation e = evaluateScenario(s);
  checkRule(s, e);
  REQUIRE(e.streams);
  CHECK(e.streams->current.reason == ConvoyReason::Saturated);
  const Finding* sat = find(e, "streams_saturated");
  REQUIRE(sat);
  CHECK(sat->severity == Severity::Critical);
  CHECK(sat->value("background_utilization") > 1.0);
  const FindingText t = describeFinding(*sat, s);
  CHECK(t.message.contains(QStringLiteral("1200 IOPS of background random load")));
  CHECK_FALSE(find(e, "streams_convoy"));
  CHECK_FALSE(find(e, "streams_fix"));  // no convoy fix for a saturated group
  CHECK(e.streams->current.convoy_floor_mbps == 0.0);
  CHECK(e.streams->current.expected_mbps >= e.streams->current.convoy_floor_mbps);
  // The write-through group waits for that saturated datastore: unbounded, everywhere.
  CHECK(e.datastore_saturated);
  const Finding* wt = find(e, "latency_datastore_saturated", 1);
  REQUIRE(wt);
  CHECK(wt->severity == Severity::Critical);
  const AreaVerdict latency = assessAreas(s, e).at(1);
  CHECK(latency.light == Light::Red);
  CHECK(latency.value == QStringLiteral("unbounded"));
  const Finding* bound = find(e, "latency_bound_by", 1);
  REQUIRE(bound);
  const QString said = describeFinding(*bound, s).message;
  CHECK(said.contains(QStringLiteral("no finite latency")));
  CHECK_FALSE(said.contains(formatDurationUs(e.latency.groups[1].loaded_us)));
  // Nothing drains the app servers' buffers (the array has no destage capacity left): once
  // full, their writes wait without bound, and every face says so rather than 260 us.
  REQUIRE(fullBufferStalls(e.destager.groups[0]));
  bool shown = false;
  for (const Headline& h : latencyHeadlines(s, e))
    if (h.key == QStringLiteral("destager.groups[0].throttled_latency_us")) {
      shown = true;
      CHECK_FALSE(h.value.has_value());
      CHECK(h.display() == QStringLiteral("unbounded"));
      CHECK(h.level == Severity::Critical);
    }
  CHECK(shown);
  const RequirementCheck& req = e.requirements.checks.at(1);
  REQUIRE(req.id == "write_latency.0");
  CHECK(req.unbounded);
  CHECK(req.while_full);
  CHECK_FALSE(req.met);
  const QJsonObject apps = resultsToJson(s, e)
                               .value(QStringLiteral("destager"))
                               .toObject()
                               .value(QStringLiteral("groups"))
                               .toArray()
                               .at(0)
                               .toObject();
  CHECK(apps.value(QStringLiteral("throttled_latency_unbounded")).toBool());
  CHECK(apps.value(QStringLiteral("throttled_latency_us")).isNull());
}

TEST_CASE("A requirement not met colours its area and stands alone as a finding",
          "[areas][requirements]")
{
  // The build cluster on 10GbE at 0.5 MB/s per VM meets every default requirement (on 1GbE
  // the array's write cache would commit write-through faster: a warning of its own); a
  // latency target below its loaded latency fails only that requirement, and write latency
  // turns amber.
  const LoadResult loaded =
      parseScenario(test::toBytes(test::exampleJson("build-cluster-10gbe.accelsizer.json")));
  REQUIRE(loaded.ok());
  Scenario s = *loaded.scenario;
  s.vm_groups[0].write.mbps = 0.5;
  Evaluation e = evaluateScenario(s);
  REQUIRE(assessAreas(s, e).at(1).light == Light::Green);
  REQUIRE(e.requirements.all_met);
  CHECK_FALSE(find(e, "requirement_not_met"));
  const double loaded_us = e.latency.groups[0].loaded_us;
  s.requirements.latency_target_us = loaded_us / 2;
  e = evaluateScenario(s);
  checkRule(s, e);
  CHECK_FALSE(e.requirements.all_met);
  const Finding* f = find(e, "requirement_not_met", 0);
  REQUIRE(f);
  CHECK(f->severity == Severity::Warning);
  CHECK(f->area == "latency");
  CHECK(f->label("requirement") == "write_latency.0");
  CHECK_THAT(f->value("value"), Catch::Matchers::WithinRel(loaded_us, 1e-12));
  CHECK_THAT(f->value("margin"), Catch::Matchers::WithinRel(0.5, 1e-12));
  const AreaVerdict latency = assessAreas(s, e).at(1);
  CHECK(latency.light == Light::Amber);
  const FindingText t = describeFinding(*f, s);
  CHECK(t.subject == QStringLiteral("VM group \u201cbuild VMs\u201d"));
  CHECK(t.message == QStringLiteral("The write latency of VM group \u201cbuild VMs\u201d is %1, "
                                    "where the requirement is at most %2, missed by 2\u00d7.")
                         .arg(formatDurationUs(loaded_us), formatDurationUs(loaded_us / 2)));
  CHECK(latency.verdict.contains(t.message));
  // At a growth factor the finding says so.
  s.requirements.growth_factor = 1.5;
  e = evaluateScenario(s);
  checkRule(s, e);
  f = find(e, "requirement_not_met", 0);
  REQUIRE(f);
  CHECK(describeFinding(*f, s).message.contains(
      QStringLiteral("with every VM's write rate multiplied by 1.5")));
}

TEST_CASE("A throttled group's latency requirement is checked at the throttled latency",
          "[areas][requirements]")
{
  const Scenario s = vdiCluster();
  const Evaluation e = evaluateScenario(s);
  checkRule(s, e);
  const DestagerGroupResult& d = e.destager.groups[0];
  const std::optional<double> full = fullBufferLatencyUs(d);
  REQUIRE(full);
  REQUIRE(*full > e.latency.groups[0].loaded_us);
  const RequirementCheck* c = nullptr;
  for (const RequirementCheck& r : e.requirements.checks)
    if (r.id == "write_latency.0")
      c = &r;
  REQUIRE(c);
  CHECK(c->while_full);
  CHECK_FALSE(c->met);
  REQUIRE(c->value);
  CHECK(*c->value == *full);
  // The same figure as the write latency area's headline.
  const AreaVerdict latency = assessAreas(s, e).at(1);
  CHECK(latency.headlineKey == QStringLiteral("destager.groups[0].throttled_latency_us"));
  CHECK(latency.value == formatDurationUs(*full));
  const QJsonObject row =
      resultsToJson(s, e).value(QStringLiteral("requirements")).toArray().at(1).toObject();
  CHECK(row.value(QStringLiteral("id")).toString() == QStringLiteral("write_latency.0"));
  CHECK(row.value(QStringLiteral("while_full")).toBool());
  CHECK(describeFinding(*find(e, "requirement_not_met", 0), s)
            .message.contains(QStringLiteral("while its write-back buffer is full")));
}
