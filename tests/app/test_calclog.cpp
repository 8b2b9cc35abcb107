// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The calculation log and the executive summary's areas (app/core/calclog.h, areas.h).
#include <catch2/catch.hpp>

#include <functional>

#include "app/core/areas.h"
#include "app/core/calclog.h"
#include "app/core/evaluation.h"
#include "app/core/headlines.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;

namespace {

Scenario example(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  const LoadResult loaded = parseScenario(test::toBytes(test::exampleJson(name)));
  REQUIRE(loaded.ok());
  return *loaded.scenario;
}

/// The example and variants that reach every branch of the log: a shared uplink, a
/// write-through group, WB+0, InfiniBand, a measured destage rate, a loaded and a saturated
/// array, nothing replicated.
std::vector<std::pair<const char*, Scenario>> variants()
{
  std::vector<std::pair<const char*, Scenario>> out;
  out.emplace_back("1GbE example", example());
  out.emplace_back("10GbE example", example("build-cluster-10gbe.accelsizer.json"));
  out.emplace_back("InfiniBand lab", example("infiniband-lab.accelsizer.json"));
  out.emplace_back("ten clones", example("clone-race.accelsizer.json"));
  out.emplace_back("read cache", example("read-cache-databases.accelsizer.json"));
  {
    Scenario z = example("read-cache-databases.accelsizer.json");
    z.vm_groups[0].read.zipf = 1.0;
    z.vm_groups[0].read_cache->size_gib = 60;  // the whole working set fits
    z.vm_groups[1].read.mbps = 0;              // a modelled group that reads nothing
    z.vm_groups[1].read_cache = ReadCache{};
    out.emplace_back("read cache: Zipf, fits, no reads", z);
  }
  Scenario s = example();
  s.peer_network.shared_uplink_gbps = 2;
  s.vm_groups.push_back(s.vm_groups.front());
  s.vm_groups.back().name = "databases";
  s.vm_groups.back().write_policy = WritePolicy{WriteMode::WriteThrough, 0};
  s.backing.random_load.iops = 400;
  out.emplace_back("uplink, WT group, loaded array", s);
  s = example();
  s.vm_groups.front().write_policy = WritePolicy{WriteMode::WriteBack, 0};
  s.backing.destage_mbps = 55;
  s.backing.random_load.iops = 5000;
  out.emplace_back("WB+0, measured destage, saturated array", s);
  // Write profiles for each branch of the destager's log.
  s = example();
  s.vm_groups.front().write.kind = ProfileKind::OnOff;
  s.vm_groups.front().write.peak_mbps = 5;
  s.vm_groups.front().write.base_mbps = 0.5;
  out.emplace_back("on/off that ratchets", s);
  s.vm_groups.front().write.peak_mbps = 2;
  s.vm_groups.front().write.base_mbps = 0;
  s.acceleration.write_buffer_mb = 200;
  out.emplace_back("on/off that fills in bursts", s);
  s.acceleration.write_buffer_mb = 20000;
  out.emplace_back("on/off that never fills", s);
  s.vm_groups.front().write.kind = ProfileKind::Sine;
  s.vm_groups.front().write.mean_mbps = 1;
  s.vm_groups.front().write.amplitude_mbps = 0.5;
  out.emplace_back("sine that never fills", s);
  s.vm_groups.front().write.mean_mbps = 3;
  out.emplace_back("sine that ratchets", s);
  return out;
}

}  // namespace

TEST_CASE("The calculation log explains every headline, with the result it shows", "[calclog]")
{
  for (const auto& [what, s] : variants()) {
    INFO(what);
    const Evaluation e = evaluateScenario(s);
    QList<Headline> headlines = replicaHeadlines(s, e);
    headlines << latencyHeadlines(s, e) << destagerHeadlines(s, e) << backingHeadlines(s, e)
              << streamsHeadlines(s, e) << readCacheHeadlines(s, e);
    const QList<CalcEntry> log = calculationLog(s, e);
    REQUIRE(log.size() == headlines.size());
    for (qsizetype i = 0; i < log.size(); ++i) {
      const CalcEntry& c = log[i];
      INFO(c.key.toStdString());
      // In the headlines' order, and the same number with the same rounding and unit.
      CHECK(c.key == headlines[i].key);
      CHECK(c.result == headlines[i].display());
      CHECK_FALSE(c.title.isEmpty());
      CHECK_FALSE(c.formula.isEmpty());
      CHECK_FALSE(c.source.isEmpty());
      REQUIRE_FALSE(c.steps.isEmpty());
      // The last step substitutes the values and ends in the result shown.
      if (headlines[i].value)
        CHECK(c.steps.last().endsWith(QStringLiteral("= ") + c.result));
      for (const CalcTerm& t : c.terms) {
        CHECK_FALSE(t.symbol.isEmpty());
        CHECK_FALSE(t.value.isEmpty());
      }
    }
  }
}

TEST_CASE("The substituted values give the result shown", "[calclog]")
{
  // The log prints model values; evaluating its formulas on them reproduces each result to
  // the 4 significant digits shown.
  Scenario s = example();
  s.backing.random_load.iops = 400;
  const Evaluation e = evaluateScenario(s);
  const auto same = [](double a, double b) { return roundSig(a) == roundSig(b); };

  const ReplicaResult& r = e.replica;
  const HostReplica& h = r.hosts[static_cast<std::size_t>(r.max_tx_host)];
  CHECK(same(8 * (h.egress_payload_mbps + s.peer_network.other_traffic_mbps) / r.framing_efficiency,
             h.tx_wire_mbitps));
  CHECK(same(h.tx_wire_mbitps / r.link_capacity_mbitps, r.max_link_utilization));
  REQUIRE(r.sustainable_basis);
  CHECK(same(r.sustainable_basis->room_mbitps / r.sustainable_basis->replica_wire_mbitps *
                 r.sustainable_basis->replicated_write_mbps,
             *r.sustainable_write_mbps_per_host));
  CHECK(same((1500.0 - 40) / (1500 + 38), r.framing_efficiency));

  const GroupLatency& g = e.latency.groups[0];
  const LegBreakdown& l = g.legs;
  CHECK(same(l.serialisation_us + l.stack_switch_cable_us + l.remote_device_us + l.ack_us,
             g.replica_leg_us));
  CHECK(same(l.hypervisor_us + std::max(g.local_leg_us, g.replica_leg_us), g.floor_us));
  CHECK(same(g.outstanding_ios / g.iops_per_vm * 1e6 - g.think_us, g.loaded_us));

  const DestagerGroupResult& d = e.destager.groups[0];
  REQUIRE(d.fill_time_s);
  CHECK(same(d.buffer_mb / (d.mean_write_mbps - d.destage_mbps), *d.fill_time_s));

  const BackingResult& b = e.backing;
  const RaidGroupResult& rg = b.raid_groups[0];
  CHECK(same(1000 / rg.max_disk_ms_per_io, rg.random_iops));
  CHECK(same(rg.load_iops * rg.max_disk_ms_per_io / 1000, rg.max_utilization));
  CHECK(same(b.destaging_hosts * b.fabric.paths_used * b.fabric.path_mbps - b.background_write_mbps,
             b.fabric_write_mbps_available));
  CHECK(same(std::min(b.disk_write_mbps_available, b.fabric_write_mbps_available),
             b.write_mbps_capacity));
}

TEST_CASE("The destager's closed forms reproduce the simulated times", "[calclog]")
{
  const auto same = [](double a, double b) { return roundSig(a) == roundSig(b); };
  Scenario s = example();
  WriteProfile& p = s.vm_groups.front().write;
  p.kind = ProfileKind::OnOff;
  p.peak_mbps = 5;
  p.base_mbps = 0.5;
  SECTION("a ratchet fills in cycle j*")
  {
    const Evaluation e = evaluateScenario(s);
    const DestagerGroupResult& g = e.destager.groups[0];
    REQUIRE(g.regime == DestagerRegime::Ratchets);
    REQUIRE(g.fill_cycle);
    REQUIRE(g.fill_time_s);
    const double j = *g.fill_cycle - 1;
    CHECK(same(j * p.period_s +
                   (g.buffer_mb - j * g.ratchet_mb_per_cycle) / (p.peak_mbps - g.destage_mbps),
               *g.fill_time_s));
  }
  SECTION("bursts that never fill peak at (P - D) T_on")
  {
    p.peak_mbps = 2;
    p.base_mbps = 0;
    const Evaluation e = evaluateScenario(s);
    const DestagerGroupResult& g = e.destager.groups[0];
    REQUIRE_FALSE(g.fills);
    CHECK(same((p.peak_mbps - g.destage_mbps) * p.burst_s, g.peak_backlog_mb));
  }
}

TEST_CASE("The log says so when nothing is replicated", "[calclog]")
{
  Scenario s = example();
  s.vm_groups.front().write_policy = WritePolicy{WriteMode::WriteBack, 0};
  const Evaluation e = evaluateScenario(s);
  for (const CalcEntry& c : calculationLog(s, e))
    if (c.key == QLatin1String("replica.sustainable_write_mbps_per_host"))
      CHECK(c.result == QStringLiteral("no limit"));
}

TEST_CASE("Five areas, each with its light, headline and verdict", "[areas]")
{
  const Scenario s = example();
  const Evaluation e = evaluateScenario(s);
  const QList<AreaVerdict> areas = assessAreas(s, e);
  QStringList keys;
  for (const AreaVerdict& a : areas)
    keys << a.key;
  CHECK(keys == areaKeys(e));
  CHECK(keys == QStringList{QStringLiteral("replica"), QStringLiteral("latency"),
                            QStringLiteral("destager"), QStringLiteral("backing"),
                            QStringLiteral("streams")});
  for (const AreaVerdict& a : areas) {
    INFO(a.key.toStdString());
    CHECK(a.evaluated);
    CHECK_FALSE(a.verdict.isEmpty());
    CHECK_FALSE(a.value.isEmpty());
  }
  // The example's array takes 55.03 MB/s (sorted destaging) of the 120 MB/s its VMs write: the
  // buffers fill and stay full (destager), the writes are throttled (write latency, with the
  // throttled latency as its headline) and the array is the bottleneck (backing array).
  CHECK(areas[0].light == Light::Green);
  CHECK(areas[1].light == Light::Red);
  CHECK(areas[2].light == Light::Red);
  CHECK(areas[3].light == Light::Red);
  CHECK(areas[4].light == Light::Green);
  // The headline numbers are the headlines' own strings.
  CHECK(areas[0].value == QStringLiteral("25.28 %"));
  CHECK(areas[1].value == QStringLiteral("1.829 s"));
  CHECK(areas[1].label == QStringLiteral("Buffer full"));
  CHECK(areas[1].headlineKey == QStringLiteral("destager.groups[0].throttled_latency_us"));
  CHECK(areas[2].value == QStringLiteral("123.4 min"));
  // The verdict names the assumption it hangs on: the destage pattern.
  CHECK(areas[2].verdict.contains(QStringLiteral("hangs on the sorted destage pattern")));
  CHECK(areas[2].label == QStringLiteral("Buffer fills"));
  CHECK(areas[3].value == QStringLiteral("55.03 MB/s"));
  CHECK(areas[3].verdict.startsWith(QStringLiteral("The backing array is the bottleneck.")));
  CHECK(areas[3].findingCodes.contains(QStringLiteral("backing_destage_bottleneck")));
  CHECK(areas[4].value == QStringLiteral("none"));
  CHECK(areas[4].verdict.startsWith(QStringLiteral("No sequential streams configured")));
  CHECK(statusKey(areas[1].light) == QStringLiteral("critical"));
}

TEST_CASE("Stripe hotspots: the convoy and the best fix: grey before the simulation", "[areas]")
{
  const Scenario s = example("clone-race.accelsizer.json");
  Evaluation e = evaluateScenario(s);
  AreaVerdict hotspots = assessAreas(s, e).at(4);
  CHECK(hotspots.light == Light::Red);
  CHECK(hotspots.label == QStringLiteral("Stream throughput"));
  CHECK(hotspots.verdict.startsWith(QStringLiteral("Stripe convoy risk: high. ")));
  CHECK(hotspots.verdict.contains(QStringLiteral("Best fix: ")));
  e.streams.reset();  // the GUI's evaluation before its simulation lands
  e.findings = evaluationFindings(s, e, evaluateOptions());
  hotspots = assessAreas(s, e).at(4);
  CHECK_FALSE(hotspots.evaluated);
  CHECK(hotspots.light == Light::Grey);
  CHECK(statusKey(hotspots.light) == QStringLiteral("not_evaluated"));
  CHECK(hotspots.value.isEmpty());
}

TEST_CASE("A destager that keeps up is green, with the backlog against the buffer", "[areas]")
{
  Scenario s = example();
  s.vm_groups.front().write.mbps = 1;
  const Evaluation e = evaluateScenario(s);
  const AreaVerdict d = assessAreas(s, e).at(2);
  CHECK(d.light == Light::Green);
  CHECK(d.label == QStringLiteral("Peak backlog"));
  CHECK(d.verdict == QStringLiteral("Destaging keeps up with every write: no backlog."));
}

TEST_CASE("Lights follow the most severe finding of each area", "[areas]")
{
  SECTION("a saturated peer link is red, with the finding's title as the verdict")
  {
    Scenario s = example();
    s.vm_groups.front().write.mbps = 25;
    const Evaluation e = evaluateScenario(s);
    const AreaVerdict replica = assessAreas(s, e).at(0);
    CHECK(replica.light == Light::Red);
    CHECK(replica.verdict.startsWith(QStringLiteral("Peer link saturated.")));
  }
  SECTION("VMs far from their write rate make write latency red; the longest wait speaks")
  {
    const Scenario s = example("infiniband-lab.accelsizer.json");
    const Evaluation e = evaluateScenario(s);
    const AreaVerdict latency = assessAreas(s, e).at(1);
    CHECK(latency.light == Light::Red);
    CHECK(latency.findingCodes.contains(QStringLiteral("latency_capacity_bound")));
    // Its buffer fills too: the throttled latency, longer than the capacity-bound 10.94 ms.
    CHECK(latency.value == QStringLiteral("484.1 ms"));
    CHECK(latency.label == QStringLiteral("Buffer full"));
  }
  SECTION("an array over its planning limit is amber")
  {
    Scenario s = example();
    s.vm_groups.front().write.mbps = 0.1;  // the destaging keeps up
    s.backing.random_load.iops = 700;
    const Evaluation e = evaluateScenario(s);
    CHECK(assessAreas(s, e).at(3).light == Light::Amber);
  }
}

TEST_CASE("Top recommendations leave out the findings that only describe", "[areas]")
{
  const Scenario s = example();
  const Evaluation e = evaluateScenario(s);
  const QList<Recommendation> top = topRecommendations(s, e, 5);
  std::vector<std::string> codes;
  QStringList texts;
  for (const Recommendation& r : top) {
    codes.push_back(r.finding->code);
    CHECK_FALSE(r.title.isEmpty());
    CHECK_FALSE(r.text.isEmpty());
    CHECK_FALSE(texts.contains(r.text));
    texts << r.text;
  }
  // Most severe first: the critical ones (buffer, array), then the faster link; never the
  // status findings.
  REQUIRE(codes.size() >= 3);
  CHECK(top.front().finding->severity == Severity::Critical);
  CHECK(std::find(codes.begin(), codes.end(), "backing_destage_bottleneck") != codes.end());
  CHECK(codes.back() == "latency_faster_link");
  for (const std::string& c : codes)
    CHECK((c != "peer_link_headroom" && c != "latency_bound_by" && c != "backing_destage_bound"));
  CHECK(topRecommendations(s, e, 1).size() == 1);
  CHECK(topRecommendations(s, e, 0).empty());

  // A stream fix says what it buys and where.
  const Scenario clones = example("clone-race.accelsizer.json");
  const Evaluation ce = evaluateScenario(clones);
  bool fix = false;
  for (const Recommendation& r : topRecommendations(clones, ce, 10)) {
    CHECK(r.finding->code != "streams_convoy");
    if (r.finding->code == "streams_fix") {
      fix = true;
      CHECK(r.text.contains(QStringLiteral("would reach")));
      CHECK(r.text.contains(QStringLiteral("RAID group 1")));
    }
  }
  CHECK(fix);
}
