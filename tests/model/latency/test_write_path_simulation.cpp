// The closed network of latency.h against the discrete-event simulation of the write path
// (write_path_simulation.h), which shares none of its queueing assumptions.
#include <catch2/catch.hpp>

#include <cstdio>

#include "model/latency/latency.h"
#include "model/latency/write_path_simulation.h"
#include "tests/model/builders.h"

using namespace accel;
using namespace accel::test;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

Scenario buildCluster1g()
{
  Scenario s;
  s.hosts = 4;
  s.vm_groups = {constantGroup(6, 5, wb(1))};
  s.vm_groups[0].write_io_kib = 256;
  s.vm_groups[0].outstanding_ios = 16;
  s.peer_network = ethernet(1);
  return s;
}

Scenario buildCluster10g()
{
  Scenario s = buildCluster1g();
  s.peer_network = ethernet(10);
  return s;
}

Scenario cloneRace()
{
  Scenario s;
  s.hosts = 4;
  s.vm_groups = {constantGroup(4, 1, wb(1))};
  s.vm_groups[0].write_io_kib = 64;
  s.vm_groups[0].outstanding_ios = 8;
  s.peer_network = ethernet(10, 9000);
  return s;
}

Scenario infinibandLab(double kib = 32)
{
  Scenario s;
  s.hosts = 2;
  s.vm_groups = {constantGroup(1, 500, wb(1), 1)};
  s.vm_groups[0].write_io_kib = kib;
  s.vm_groups[0].outstanding_ios = 64;
  s.acceleration.write_latency_us = 45;
  s.acceleration.write_mbps = 230;
  s.peer_network = infiniband(8);
  s.peer_network.switch_hops = 0;
  s.peer_network.cable_m = 3;
  return s;
}

/// The group's write rate per VM (MB/s) at which it runs at `f` of what it can reach.
Scenario atLoad(Scenario s, double f)
{
  Scenario flat = s;
  for (VmGroup& g : flat.vm_groups)
    g.write.mbps = 1e6;
  const LatencyResult cap = computeLatency(flat);
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i)
    s.vm_groups[i].write.mbps = f * cap.groups[i].write_mbps_per_vm;
  return s;
}

struct Compared {
  double model_us, sim_us, ci_us, model_iops, sim_iops;
  GroupLatency g;
  WritePathSimGroup sg;
};

Compared compare(const Scenario& s, std::int64_t writes = 100'000, std::uint64_t seed = 7)
{
  const LatencyResult r = computeLatency(s);
  WritePathSimOptions o;
  o.writes = writes;
  o.warmup_writes = writes / 10;
  o.seed = seed;
  const WritePathSimResult sim = simulateWritePath(s, thinkTimesUs(r), o);
  REQUIRE(sim.valid);
  return {r.groups[0].loaded_us, sim.groups[0].first_host_latency_us,
          sim.groups[0].first_host_ci95_us, r.groups[0].iops_per_vm, sim.groups[0].iops_per_vm,
          r.groups[0], sim.groups[0]};
}

}  // namespace

TEST_CASE("explore", "[.explore]")
{
  struct Case {
    const char* name;
    Scenario s;
  };
  std::vector<Case> cases = {{"build-1g", buildCluster1g()}, {"build-10g", buildCluster10g()},
                             {"clone", cloneRace()},         {"ib32", infinibandLab(32)},
                             {"ib256", infinibandLab(256)},  {"ib4", infinibandLab(4)}};
  for (double scv : {0.0, 1.0}) {
    for (auto& c : cases) {
      for (double f : {0.3, 0.5, 0.7, 0.85, 2.0}) {
        Scenario s = atLoad(c.s, f);
        s.acceleration.write_latency_scv = scv;
        const Compared k = compare(s);
        std::printf("%-10s scv %.0f f %.2f  model %10.1f  sim %10.1f +- %6.1f  err %+6.1f%%  "
                    "iops %8.1f %8.1f\n",
                    c.name, scv, f, k.model_us, k.sim_us, k.ci_us,
                    100 * (k.model_us / k.sim_us - 1), k.model_iops, k.sim_iops);
        std::printf("    legs model local %9.1f repl %9.1f (rxw %7.1f tx %7.1f rdev %7.1f) fj %7.1f | sim local %9.1f repl %9.1f rxw %7.1f\n",
                    k.g.loaded_local_leg_us, k.g.loaded_replica_leg_us, k.g.loaded_legs.receive_wait_us,
                    k.g.loaded_legs.serialisation_us, k.g.loaded_legs.remote_device_us, k.g.loaded_legs.fork_join_us,
                    k.sg.local_leg_us, k.sg.replica_leg_us, k.sg.receive_wait_us);
      }
    }
  }
}
