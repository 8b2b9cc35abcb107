#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include "../model/builders.h"
#include "model/evaluate/evaluate.h"

using namespace accel;
using test::seedCluster;

TEST_CASE("Replica model", "[bench][replica]")
{
  const Scenario s = seedCluster();
  BENCHMARK("computeReplica, 4 hosts, 1 group")
  {
    return computeReplica(s);
  };

  Scenario big = s;
  big.hosts = 64;
  big.vm_groups.assign(8, s.vm_groups[0]);
  BENCHMARK("computeReplica, 64 hosts, 8 groups")
  {
    return computeReplica(big);
  };
}

TEST_CASE("Full evaluation of the example scenario", "[bench][evaluate]")
{
  const Scenario s = seedCluster();
  BENCHMARK("evaluate(build cluster on 1GbE)")
  {
    return evaluate(s);
  };
}
