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

/// The seed's build cluster with a space of link speeds, policies, RAID levels, disk counts,
/// RAID group counts and host counts: 2 x 3 x 2 x 15 x 2 x 5 = 1800 combinations.
DesignDimensions space()
{
  DesignDimensions d;
  d.peer_links = {{"ethernet-1", NetKind::Ethernet, 1, 1, std::nullopt},
                  {"ethernet-10", NetKind::Ethernet, 10, 1, std::nullopt}};
  d.write_policies = {test::wb(0), test::wb(1), test::wb(2)};
  d.raid_levels = {RaidLevel::Raid10, RaidLevel::Raid5};
  d.disk_count = IntRange{8, 120, 8};
  d.raid_groups = {1, 2};
  d.hosts = IntRange{3, 7, 1};
  return d;
}

}  // namespace

TEST_CASE("Design search throughput", "[bench][design]")
{
  Scenario s = test::seedCluster();
  s.requirements.latency_target_us = 5000;
  const DesignDimensions d = space();
  const CostModel costs;
  DesignSearchOptions o;
  o.headroom_for = 0;  // the search alone
  // Warm up, then time a few whole searches.
  searchDesigns(s, d, costs, o);
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  std::size_t n = 0;
  for (int i = 0; i < 20; ++i)
    n += searchDesigns(s, d, costs, o).evaluated;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  // The CPU time per candidate says what idle cores would do; the wall clock what this
  // machine did under its load at the time.
  std::cout << "design search: " << n << " candidates in " << seconds << " s ("
            << static_cast<double>(n) / seconds << " per second), " << cpu << " s of CPU ("
            << 1e6 * cpu / static_cast<double>(n) << " us per candidate per core)\n";
}
