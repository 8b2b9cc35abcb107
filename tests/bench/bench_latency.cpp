// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

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
