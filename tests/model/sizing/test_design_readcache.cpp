// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The host read cache's size and block as dimensions of the design search: every candidate's
// verdict equals evaluate() of its scenario, caches that outgrow the device are not designs,
// and a larger cache buys the design fewer disks (docs/models/sizing.md section 4).
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <map>

#include "builders.h"
#include "model/evaluate/evaluate.h"
#include "model/sizing/design_search.h"

using namespace accel;

namespace {

EvaluateOptions quickOptions()
{
  EvaluateOptions o;
  o.findings = false;
  o.simulate_streams = false;
  return o;
}

/// The example cluster with a read-heavy group: 6 VMs per host reading 16 KiB at 2 MB/s over
/// 40 GiB (80/20), each with a host read cache, on a device of 400 GiB.
Scenario readingCluster()
{
  Scenario s = test::exampleCluster();
  s.peer_network.link_gbps = 10;
  VmGroup& g = s.vm_groups[0];
  g.read.mbps = 2;
  g.read.io_kib = 16;
  g.read.working_set_gib = 40;
  g.read_cache = ReadCache{};
  g.read_cache->size_gib = 4;
  s.acceleration.capacity_gib = 400;
  s.requirements.latency_target_us = 5000;
  return s;
}

}  // namespace

TEST_CASE("Design search over read cache sizes and blocks equals evaluate() of each candidate",
          "[sizing][design][readcache]")
{
  const Scenario s = readingCluster();
  DesignDimensions d;
  d.read_cache_gib = {1, 8, 32, 80};  // 6 x 80 GiB outgrows the 400 GiB device
  d.read_cache_block_kib = {16, 128};
  d.disk_count = IntRange{};
  d.disk_count->min = 4;
  d.disk_count->max = 160;
  d.disk_count->step = 4;
  CostModel costs;
  DesignSearchOptions o;
  o.evaluate = quickOptions();
  o.threads = 2;
  o.keep = 100;
  const DesignSearchResult r = searchDesigns(s, d, costs, o);
  CHECK(r.candidates == 4u * 2 * 40);
  CHECK(r.evaluated + r.inferred + r.invalid == r.candidates);
  CHECK(r.invalid == 2u * 40);  // the 80 GiB caches, with either block

  // Brute force over the same choices.
  std::size_t meeting = 0;
  std::map<int, int> fewest_disks;  // by cache option: the fewest disks that meet everything
  for (int cache = 0; cache < 4; ++cache)
    for (int block = 0; block < 2; ++block)
      for (int disks = 4; disks <= 160; disks += 4) {
        DesignChoice c;
        c.read_cache = cache;
        c.read_cache_block = block;
        c.disk_count = disks;
        Scenario t;
        if (!designScenario(s, d, c, &t)) {
          CHECK(cache == 3);
          continue;
        }
        CHECK(t.vm_groups[0].read_cache->size_gib == d.read_cache_gib[std::size_t(cache)]);
        CHECK(t.vm_groups[0].read_cache->block_kib == d.read_cache_block_kib[std::size_t(block)]);
        if (evaluate(t, quickOptions()).requirements.all_met) {
          ++meeting;
          if (block == 0 && !fewest_disks.count(cache))
            fewest_disks[cache] = disks;
        }
      }
  CHECK(r.meeting == meeting);
  for (const DesignCandidate& c : r.designs) {
    Scenario t;
    REQUIRE(designScenario(s, d, c.choice, &t));
    CHECK(evaluate(t, quickOptions()).requirements.all_met == c.requirements.all_met);
  }
  // The reads the cache keeps from the array are disk time: a larger cache never needs more
  // disks (here 96, 68 and 44 disks for 1, 8 and 32 GiB in 16 KiB blocks).
  REQUIRE(fewest_disks.count(0));
  REQUIRE(fewest_disks.count(2));
  CHECK(fewest_disks[1] <= fewest_disks[0]);
  CHECK(fewest_disks[2] <= fewest_disks[1]);
  CHECK(fewest_disks[2] < fewest_disks[0]);
}
