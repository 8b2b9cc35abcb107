// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Design search throughput: candidate designs per second on every core, without the stream
// simulation (docs/benchmarks.md, "Design search").
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <chrono>
#include <ctime>
#include <iostream>

#include "../model/builders.h"
#include "model/sizing/design_search.h"

using namespace accel;

namespace {

Disk disk(double rpm, double avg, double track, double full, double gb, double od, double id)
{
  Disk d;
  d.rpm = rpm;
  d.avg_seek_ms = avg;
  d.track_seek_ms = track;
  d.full_seek_ms = full;
  d.capacity_gb = gb;
  d.od_mbps = od;
  d.id_mbps = id;
  return d;
}

DevicePreset device(const char* id, double latency_us, double mbps, int parallelism)
{
  DevicePreset p;
  p.id = id;
  p.name = id;
  p.write_latency_us = latency_us;
  p.write_mbps = mbps;
  p.parallelism = parallelism;
  return p;
}

/// resources/examples/build-cluster-sizing.accelsizer.json, as the application resolves it:
/// 3 links x 2 devices x 2 policies x 3 levels x 3 disks x 21 disk counts x 2 RAID group
/// counts x 3 host counts = 13,608 combinations.
Scenario example()
{
  Scenario s = test::exampleCluster();
  s.acceleration.parallelism = 2;
  s.backing.storage_network.link_gbps = 10;
  s.backing.storage_network.session_limit_mbps.reset();
  s.backing.random_load.iops = 400;
  s.requirements.latency_target_us = 2000;
  s.requirements.growth_factor = 1.25;
  return s;
}

DesignDimensions exampleSpace()
{
  DesignDimensions d;
  d.peer_links = {{"ethernet:1", NetKind::Ethernet, 1, 1, std::nullopt},
                  {"ethernet:10", NetKind::Ethernet, 10, 1, std::nullopt},
                  {"ethernet:25", NetKind::Ethernet, 25, 1, std::nullopt}};
  d.devices = {device("intel-dc-s3700", 65, 460, 2), device("intel-dc-p3700", 20, 2000, 3)};
  d.write_policies = {test::wb(1), test::wb(2)};
  d.raid_levels = {RaidLevel::Raid10, RaidLevel::Raid5, RaidLevel::Raid6};
  d.disks = {{"sata-7k2-2tb", disk(7200, 8.5, 0.5, 17, 2000, 175, 83)},
             {"sas-10k-600gb", disk(10000, 3.8, 0.3, 7.81, 600, 150, 90)},
             {"sas-15k-600gb", disk(15000, 3.4, 0.2, 6.8, 600, 204, 122)}};
  IntRange count;
  count.min = 8;
  count.max = 48;
  count.step = 2;
  d.disk_count = count;
  d.raid_groups = {1, 2};
  IntRange hosts;
  hosts.min = 4;
  hosts.max = 6;
  d.hosts = hosts;
  return d;
}

CostModel costs()
{
  CostModel c;
  c.device = {{"intel-dc-s3700", 20}, {"intel-dc-p3700", 60}};
  c.disk = {{"sata-7k2-2tb", 3}, {"sas-10k-600gb", 4.5}, {"sas-15k-600gb", 6.5}};
  c.link = {{"ethernet:1", 0.5}, {"ethernet:10", 8}, {"ethernet:25", 10}};
  return c;
}

void measure(const char* what, const DesignSearchOptions& o, int runs)
{
  const Scenario s = example();
  const DesignDimensions d = exampleSpace();
  const CostModel c = costs();
  searchDesigns(s, d, c, o);  // warm up
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  std::size_t covered = 0, evaluated = 0;
  for (int i = 0; i < runs; ++i) {
    const DesignSearchResult r = searchDesigns(s, d, c, o);
    covered += r.evaluated + r.inferred + r.invalid;
    evaluated += r.evaluated;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  // The CPU time per candidate says what idle cores would do; the wall clock what this
  // machine did under its load at the time.
  std::cout << what << ": " << covered << " candidates (" << evaluated << " evaluated) in "
            << seconds << " s: " << static_cast<double>(covered) / seconds << " candidates/s, "
            << static_cast<double>(evaluated) / seconds << " evaluated/s; CPU " << cpu << " s, "
            << 1e6 * cpu / static_cast<double>(evaluated) << " us per evaluated candidate\n";
}

}  // namespace

TEST_CASE("Design search throughput on the sizing example", "[bench][design]")
{
  DesignSearchOptions o;
  o.headroom_for = 0;  // the search alone: no headroom, few final evaluations
  o.keep = 10;
  measure("design search, every core", o, 10);
  o.threads = 1;
  measure("design search, one thread", o, 5);
  o.threads = 0;
  o.prune = false;
  measure("design search, every core, no pruning", o, 10);
  o.headroom_for = 10;
  o.prune = true;
  measure("design search with the headroom of the 10 cheapest (as size runs)", o, 5);

  // The plain loop the search replaces: each candidate built and put through evaluate()
  // (no findings, no stream simulation), one thread, on 2,000 of the combinations spread
  // over the space.
  const Scenario s = example();
  const DesignDimensions d = exampleSpace();
  EvaluateOptions eo;
  eo.findings = false;
  eo.simulate_streams = false;
  const std::size_t n = designSpaceSize(d);
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  std::size_t evaluated = 0;
  for (std::size_t k = 0; k < 2000; ++k) {
    // Choices by index, every dimension in turn.
    std::size_t i = k * (n / 2000);
    DesignChoice c;
    const auto digit = [&i](std::size_t size) {
      const std::size_t x = i % size;
      i /= size;
      return static_cast<int>(x);
    };
    c.peer_link = digit(d.peer_links.size());
    c.device = digit(d.devices.size());
    c.policy = digit(d.write_policies.size());
    c.level = digit(d.raid_levels.size());
    c.disk = digit(d.disks.size());
    c.disk_count = d.disk_count->min + d.disk_count->step * digit(21);
    c.raid_groups = digit(d.raid_groups.size());
    c.hosts = d.hosts->min + digit(3);
    Scenario t;
    if (!designScenario(s, d, c, &t))
      continue;
    evaluated += evaluate(t, eo).requirements.all_met ? 1 : 1;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  std::cout << "evaluate() per candidate, one thread: " << evaluated << " in " << seconds
            << " s: " << static_cast<double>(evaluated) / seconds << " per second; "
            << 1e6 * cpu / static_cast<double>(evaluated) << " us of CPU each\n";
}
