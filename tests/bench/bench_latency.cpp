// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <new>
#include <vector>

#include "model/common/queueing.h"
#include "model/latency/latency.h"

using namespace accel;

namespace {

/// Four stations as a WB+1 commit has them: local device, peer link, remote device (two
/// branches) and a serial hypervisor station, each with some background load.
ClosedChain fourStations()
{
  ClosedChain c;
  c.stations = {QueueStation{198.6, -1, 0.3, 1}, QueueStation{221.0, 110.5, 0.2, 2},
                QueueStation{198.6, -1, 0.4, 2}, QueueStation{5.0, -1, 0.0, 0}};
  c.branch_delay_us = {2.0, 0.0, 51.0};
  return c;
}

/// resources/examples/build-cluster-1gbe.accelsizer.json at `mbps` per VM: its 1GbE peer link
/// saturates at 19.9 MB/s per VM.
Scenario buildCluster(double mbps = 5)
{
  Scenario s;
  s.hosts = 4;
  s.vm_groups[0].vms_per_host = 6;
  s.vm_groups[0].write.mbps = mbps;
  s.vm_groups[0].write_io_kib = 256;
  s.peer_network.link_gbps = 1;
  return s;
}

Scenario infinibandLab()
{
  Scenario s;
  s.hosts = 2;
  VmGroup& g = s.vm_groups[0];
  g.vms_per_host = 1;
  g.on_hosts = 1;
  g.write.mbps = 500;
  g.write_io_kib = 32;
  g.outstanding_ios = 64;
  s.acceleration.write_latency_us = 45;
  s.acceleration.write_mbps = 230;
  s.peer_network.kind = NetKind::InfiniBand;
  s.peer_network.link_gbps = 8;
  s.peer_network.mtu = 2048;
  s.peer_network.switch_hops = 0;
  s.peer_network.cable_m = 3;
  return s;
}

/// A bigger cluster: 16 hosts, three groups of different policies and sizes.
Scenario mixedCluster()
{
  Scenario s = buildCluster();
  s.hosts = 16;
  s.peer_network.link_gbps = 10;
  VmGroup db = s.vm_groups[0];
  db.name = "db";
  db.write_io_kib = 8;
  db.write.mbps = 20;
  db.outstanding_ios = 32;
  db.write_policy = {WriteMode::WriteBack, 2};
  VmGroup web = s.vm_groups[0];
  web.name = "web";
  web.write_io_histogram = {{4, 0.6}, {64, 0.3}, {512, 0.1}};
  web.write_policy = {WriteMode::WriteThrough, 0};
  s.vm_groups.push_back(db);
  s.vm_groups.push_back(web);
  return s;
}

}  // namespace

TEST_CASE("MVA", "[bench][latency]")
{
  const ClosedChain c = fourStations();
  BENCHMARK("solveMva, 4 stations, N = 16")
  {
    return solveMva(c, 16);
  };
  BENCHMARK("solveMva, 4 stations, N = 1024")
  {
    return solveMva(c, 1024);
  };
  BENCHMARK("solveMva, 4 stations, N = 1..1024 with the curve")
  {
    return solveMva(c, 1024, true);
  };
  BENCHMARK("thinkTimeForThroughputUs, 4 stations, N = 1024")
  {
    return thinkTimeForThroughputUs(c, 1024, 0.5 * 1 / 221.0);
  };
}

TEST_CASE("Latency model on the example scenarios", "[bench][latency]")
{
  const Scenario build = buildCluster();
  const Scenario lab = infinibandLab();
  const Scenario mixed = mixedCluster();
  BENCHMARK("computeLatency(build cluster on 1GbE)")
  {
    return computeLatency(build);
  };
  BENCHMARK("computeLatency(InfiniBand lab, 64 outstanding)")
  {
    return computeLatency(lab);
  };
  BENCHMARK("computeLatency(16 hosts, 3 groups)")
  {
    return computeLatency(mixed);
  };
  const Scenario near = buildCluster(19);
  const Scenario beyond = buildCluster(30);
  BENCHMARK("computeLatency(build cluster at 19 MB/s: 96% of its link)")
  {
    return computeLatency(near);
  };
  BENCHMARK("computeLatency(build cluster at 30 MB/s: 1.5x its link)")
  {
    return computeLatency(beyond);
  };
  LatencySolver substitution;
  substitution.method = LatencySolver::Method::Substitution;
  substitution.tolerance = 1e-10;
  BENCHMARK("computeLatency(build cluster at 19 MB/s), substitution (500 rounds, unconverged)")
  {
    return computeLatency(near, {}, substitution);
  };
  const LatencyResult r = computeLatency(build);
  BENCHMARK("latencyFindings(build cluster), 5-device catalogue")
  {
    const std::vector<DevicePreset> devices = {{"a", "a", Media::Flash, 45, 230, 1, ""},
                                               {"b", "b", Media::Flash, 65, 460, 2, ""},
                                               {"c", "c", Media::Flash, 20, 2000, 3, ""},
                                               {"d", "d", Media::Flash, 15, 1300, 6, ""},
                                               {"e", "e", Media::Ram, 2.3, 5000, 1, ""}};
    return latencyFindings(build, r, devices);
  };
}

TEST_CASE("Latency tab series", "[bench][latency]")
{
  const Scenario build = buildCluster();
  const LatencyResult r = computeLatency(build);
  const std::vector<double> sizes = defaultLatencySizesKib();
  BENCHMARK("latencyVsIoSize, 4 policies x 12 sizes, floors only")
  {
    return latencyVsIoSize(build, 0, sizes, false);
  };
  BENCHMARK("latencyVsIoSize, 4 policies x 12 sizes, with load")
  {
    return latencyVsIoSize(build, 0, sizes, true);
  };
  BENCHMARK("latencyVsOutstanding, N = 1..256")
  {
    return latencyVsOutstanding(r, 0, 256);
  };
  BENCHMARK("latencyVsOfferedIops, 40 points")
  {
    return latencyVsOfferedIops(build, 0, 40);
  };
  // What the tab computes for a scenario: the loaded latency per size and policy, the
  // outstanding curve and the offered-rate sweep.
  auto wholeTab = [&](const Scenario& s) {
    const LatencyResult rr = computeLatency(s);
    auto a = latencyVsIoSize(s, 0, sizes, true);
    auto b = latencyVsOutstanding(rr, 0, 256);
    auto c = latencyVsOfferedIops(s, 0, 40);
    return a.size() + b.points.size() + c.points.size();
  };
  BENCHMARK("whole latency tab (sizes with load, outstanding, offered)")
  {
    return wholeTab(build);
  };
  const Scenario near = buildCluster(19);
  BENCHMARK("whole latency tab, build cluster at 19 MB/s")
  {
    return wholeTab(near);
  };
  const Scenario mixed = mixedCluster();
  BENCHMARK("whole latency tab, 16 hosts, 3 groups")
  {
    return wholeTab(mixed);
  };
}

namespace {

/// Allocations made through operator new on any thread (the bench binary replaces it below).
std::atomic<std::size_t> g_allocations{0};

/// The textbook exact MVA of a single-class closed network of exponential FCFS stations and a
/// think time (Reiser & Lavenberg, J. ACM 27(2), 1980; Lazowska et al., Quantitative System
/// Performance, 1984, ch. 6): R_k(n) = D_k (1 + Q_k(n - 1)), X(n) = n / (Z + sum R_k(n)),
/// Q_k(n) = X(n) R_k(n). Written here on its own, straightforwardly, as the reference.
struct ReferenceMva {
  double x = 0, r = 0;
};

ReferenceMva referenceMva(const std::vector<double>& demand_us, double think_us, int n)
{
  std::vector<double> q(demand_us.size(), 0.0), res(demand_us.size(), 0.0);
  ReferenceMva out;
  for (int i = 1; i <= n; ++i) {
    double r = 0;
    for (std::size_t k = 0; k < demand_us.size(); ++k) {
      res[k] = demand_us[k] * (1 + q[k]);
      r += res[k];
    }
    const double x = i / (think_us + r);
    for (std::size_t k = 0; k < demand_us.size(); ++k)
      q[k] = x * res[k];
    out = {x, r};
  }
  return out;
}

double cpuUs()
{
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

}  // namespace

void* operator new(std::size_t n)
{
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1))
    return p;
  throw std::bad_alloc();
}

void operator delete(void* p) noexcept
{
  std::free(p);
}

void operator delete(void* p, std::size_t) noexcept
{
  std::free(p);
}

// Exact MVA (solveMva into a reused result, every population solved) against the textbook
// recursion above on four exponential stations: the same X and R to 1e-12, the processor time
// of each (the fastest of 20 batches) and the allocations per call of solveMva once warm.
//   build/tests/accelsizer-bench "[.mva-exact]"
TEST_CASE("Exact MVA against a textbook reference", "[.mva-exact]")
{
  const std::vector<double> demand = {198.6, 221.0, 150.0, 5.0};
  ClosedChain c;
  for (double d : demand)
    c.stations.push_back(QueueStation{d, -1, 0.0, 0});
  c.think_us = 1000;
  for (const int n : {16, 256, 4096}) {
    MvaResult out;
    solveMva(c, n, out);  // warm: the thread's buffers grow to the population once
    const ReferenceMva ref = referenceMva(demand, c.think_us, n);
    CHECK_THAT(out.throughput_per_us, Catch::Matchers::WithinRel(ref.x, 1e-12));
    CHECK_THAT(out.response_us, Catch::Matchers::WithinRel(ref.r, 1e-12));
    const std::size_t before = g_allocations.load();
    solveMva(c, n, out);
    const std::size_t allocations = g_allocations.load() - before;
    const int calls = std::max(1, 200000 / n);
    double ours = 1e300, theirs = 1e300, sink = 0;
    for (int batch = 0; batch < 20; ++batch) {
      const double t0 = cpuUs();
      for (int i = 0; i < calls; ++i) {
        solveMva(c, n, out);
        sink += out.throughput_per_us;
      }
      ours = std::min(ours, (cpuUs() - t0) / calls);
      const double t1 = cpuUs();
      for (int i = 0; i < calls; ++i)
        sink += referenceMva(demand, c.think_us, n).x;
      theirs = std::min(theirs, (cpuUs() - t1) / calls);
    }
    std::printf(
        "exact MVA, 4 stations, N = %4d: solveMva %9.3f us (%zu allocations a call), "
        "reference %9.3f us, X %.15g / %.15g\n",
        n, ours, allocations, theirs, out.throughput_per_us, ref.x);
    CHECK(sink > 0);
    if (n <= 256)
      CHECK(allocations == 0);
  }
}
