#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include "model/evaluate.h"

using namespace accel;

namespace {

Scenario seedCluster()
{
  Scenario s;
  s.hosts = 4;
  s.vm_groups[0].vms_per_host = 6;
  s.vm_groups[0].write.mbps = 5;
  s.vm_groups[0].write_io_kib = 256;
  s.peer_network.link_gbps = 1;
  return s;
}

}  // namespace

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
