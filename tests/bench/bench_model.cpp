// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include "../model/builders.h"
#include "model/evaluate/evaluate.h"
#include "model/latency/latency.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string>
#include <utility>

using namespace accel;
using test::exampleCluster;

TEST_CASE("Replica model", "[bench][replica]")
{
  const Scenario s = exampleCluster();
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

namespace {

/// resources/examples/infiniband-lab.accelsizer.json, built in code (the model has no JSON).
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
  s.backing.storage_network.paths = 1;
  s.backing.storage_network.multipath = Multipath::Fixed;
  s.backing.storage_network.session_limit_mbps = 120;
  s.backing.raid_groups[0].level = RaidLevel::Raid5;
  s.backing.raid_groups[0].disks = 5;
  return s;
}

/// resources/examples/clone-race.accelsizer.json, built in code.
Scenario cloneRace()
{
  Scenario s;
  s.vm_groups[0].vms_per_host = 4;
  s.vm_groups[0].write.mbps = 1;
  s.vm_groups[0].outstanding_ios = 8;
  s.peer_network.mtu = 9000;
  s.backing.storage_network.kind = StorageKind::FibreChannel;
  s.backing.storage_network.link_gbps = 8;
  s.backing.raid_groups[0].disks = 46;
  s.backing.raid_groups[0].segment_kib = 512;
  s.backing.sequential_streams.count = 10;
  return s;
}

}  // namespace

TEST_CASE("Full evaluation of the example scenarios", "[bench][evaluate]")
{
  // As the GUI evaluates on every edit: every model, the stream simulation off its thread.
  EvaluateOptions opt;
  opt.simulate_streams = false;
  const Scenario s = exampleCluster();
  BENCHMARK("evaluate(build cluster on 1GbE)")
  {
    return evaluate(s, opt);
  };
  Scenario ten = s;
  ten.peer_network.link_gbps = 10;
  BENCHMARK("evaluate(build cluster on 10GbE)")
  {
    return evaluate(ten, opt);
  };
  const Scenario lab = infinibandLab();
  BENCHMARK("evaluate(InfiniBand lab)")
  {
    return evaluate(lab, opt);
  };
  const Scenario race = cloneRace();
  BENCHMARK("evaluate(clone race), streams not simulated")
  {
    return evaluate(race, opt);
  };
  Scenario sptf = s;
  sptf.backing.disk_scheduling = DiskScheduling::Sptf;
  BENCHMARK("evaluate(build cluster on 1GbE), SPTF destaging")
  {
    return evaluate(sptf, opt);
  };
  // The array's loads on a schedule: office hours Monday to Friday for the random load, a
  // nightly backup for the streams (a week of 25 capacity steps in 3 states).
  Scenario sched = s;
  ScheduleWindow office;
  office.start_min = 8 * 60;
  office.end_min = 18 * 60;
  office.days = 0x1fu;
  sched.backing.random_load.iops = 600;
  sched.backing.random_load.schedule_period = SchedulePeriod::Week;
  sched.backing.random_load.windows = {office};
  ScheduleWindow backup;
  backup.start_min = 22 * 60;
  backup.end_min = 2 * 60;
  sched.backing.sequential_streams.count = 4;
  sched.backing.sequential_streams.mbps_each = 40;
  sched.backing.sequential_streams.windows = {backup};
  BENCHMARK("evaluate(build cluster on 1GbE), weekly random load and nightly streams")
  {
    return evaluate(sched, opt);
  };
  // The same with a schedule write profile (a morning boot storm on weekdays).
  Scenario storm = sched;
  WriteProfile& w = storm.vm_groups[0].write;
  w.kind = ProfileKind::Schedule;
  w.schedule_period = SchedulePeriod::Week;
  w.base_mbps = 2;
  ScheduleWindow boot;
  boot.start_min = 8 * 60;
  boot.end_min = 8 * 60 + 30;
  boot.days = 0x1fu;
  boot.factor = 10;
  w.windows = {boot};
  BENCHMARK("evaluate(build cluster on 1GbE), scheduled loads and a weekday boot storm")
  {
    return evaluate(storm, opt);
  };
}

namespace {

/// Processor time of this thread, us.
double threadCpuUs()
{
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

/// The build cluster with `groups` write-back VM groups of on/off bursts (each its own rates,
/// so that the fair sharing of the destage rate has as many classes as groups and hosts) and
/// `raid_groups` RAID groups behind it.
Scenario manyGroups(std::size_t groups, std::size_t raid_groups)
{
  Scenario s = exampleCluster();
  s.vm_groups.clear();
  for (std::size_t i = 0; i < groups; ++i) {
    const double k = static_cast<double>(i);
    VmGroup g = test::onOffGroup(4 + 0.5 * k, 30, 600, 0.2 + 0.01 * k);
    g.name = "group " + std::to_string(i + 1);
    g.vms_per_host = 2;
    g.write_io_kib = 64;
    s.vm_groups.push_back(g);
  }
  s.backing.raid_groups.assign(raid_groups, s.backing.raid_groups.front());
  return s;
}

}  // namespace

// Repeatable on a shared machine: the fastest of 40 batches of 50 calls, processor time of
// the thread (other processes' load does not count), per call:
//   build/tests/accelsizer-bench "[.cputime]"
TEST_CASE("Evaluate of every example, processor time", "[.cputime]")
{
  EvaluateOptions opt;
  opt.simulate_streams = false;
  // The GUI evaluates with the device catalogue (app/core/evaluation.cpp), whose faster-device
  // finding solves the network once more where a device binds: the shipped presets' figures
  // (resources/presets/devices.json), copied here (the model reads no resources).
  EvaluateOptions with_devices = opt;
  with_devices.devices = {
      {"intel-dc-s3700", "Intel DC S3700 (SATA, 800 GB)", Media::Flash, 65, 460, 2, "", 50.0},
      {"consumer-sata-ssd", "Consumer SATA SSD (steady state)", Media::Flash, 45, 230, 1, "",
       std::nullopt},
      {"intel-dc-p3700", "Intel DC P3700 (NVMe, 2 TB)", Media::Flash, 20, 2000, 3, "", 20.0},
      {"fusion-io-iodrive2-1200", "Fusion-io ioDrive2 1.2 TB MLC", Media::Flash, 15, 1300, 6, "",
       std::nullopt},
      {"ssd-class-2013", "SSD class (SATA/SAS)", Media::Flash, 90, 200, 1, "", 75.0},
      {"pcie-flash-class-2013", "PCIe flash card class", Media::Flash, 15, 2000, 1, "", 75.0},
      {"host-ram-dftm", "Host RAM (distributed fault-tolerant memory)", Media::Ram, 2.3, 5000, 1,
       "", std::nullopt}};
  const Scenario s = exampleCluster();
  Scenario ten = s;
  ten.peer_network.link_gbps = 10;
  Scenario sptf = s;
  sptf.backing.disk_scheduling = DiskScheduling::Sptf;
  const std::pair<const char*, Scenario> cases[] = {{"build cluster, 1GbE", s},
                                                    {"build cluster, 10GbE", ten},
                                                    {"InfiniBand lab", infinibandLab()},
                                                    {"clone race", cloneRace()},
                                                    {"build cluster, 1GbE, SPTF", sptf}};
  for (const auto& [name, sc] : cases) {
    double best = 1e300;
    std::size_t sink = 0;
    for (int batch = 0; batch < 40; ++batch) {
      const double t0 = threadCpuUs();
      for (int i = 0; i < 50; ++i)
        sink += evaluate(sc, opt).latency.groups.size();
      best = std::min(best, (threadCpuUs() - t0) / 50);
    }
    double lat = 1e300;
    for (int batch = 0; batch < 40; ++batch) {
      const double t0 = threadCpuUs();
      for (int i = 0; i < 50; ++i)
        sink += computeLatency(sc).groups.size();
      lat = std::min(lat, (threadCpuUs() - t0) / 50);
    }
    double gui = 1e300;
    for (int batch = 0; batch < 40; ++batch) {
      const double t0 = threadCpuUs();
      for (int i = 0; i < 50; ++i)
        sink += evaluate(sc, with_devices).latency.groups.size();
      gui = std::min(gui, (threadCpuUs() - t0) / 50);
    }
    std::printf(
        "evaluate %-28s %8.1f us per call (fastest of 40 x 50); computeLatency %6.1f us; "
        "with the device catalogue %6.1f us\n",
        name, best, lat, gui);
    CHECK(sink > 0);
  }
}

TEST_CASE("Evaluation cost against the number of groups", "[bench][evaluate][scaling]")
{
  EvaluateOptions opt;
  opt.simulate_streams = false;
  for (const std::size_t n : {1, 8, 32}) {
    const Scenario s = manyGroups(n, 1);
    BENCHMARK("evaluate, " + std::to_string(n) + " VM groups, 1 RAID group")
    {
      return evaluate(s, opt);
    };
  }
  for (const std::size_t n : {64, 256}) {
    const Scenario s = manyGroups(1, n);
    BENCHMARK("evaluate, 1 VM group, " + std::to_string(n) + " RAID groups")
    {
      return evaluate(s, opt);
    };
  }
}

namespace {

/// One row of the scaling table in processor time (below).
void rowCpuTime(const Scenario& s, std::size_t n, std::size_t m, const char* what)
{
  EvaluateOptions opt;
  opt.simulate_streams = false;
  // About 0.2 s a row whatever its cost.
  const double t0 = threadCpuUs();
  std::size_t sink = evaluate(s, opt).latency.groups.size();
  const double once = std::max(threadCpuUs() - t0, 1.0);
  const int calls = std::max(1, static_cast<int>(2e4 / once));
  double best = 1e300, lat = 1e300;
  for (int batch = 0; batch < 10; ++batch) {
    const double t1 = threadCpuUs();
    for (int i = 0; i < calls; ++i)
      sink += evaluate(s, opt).latency.groups.size();
    best = std::min(best, (threadCpuUs() - t1) / calls);
    const double t2 = threadCpuUs();
    for (int i = 0; i < calls; ++i)
      sink += computeLatency(s).groups.size();
    lat = std::min(lat, (threadCpuUs() - t2) / calls);
  }
  const LatencyResult lr = computeLatency(s);
  std::printf(
      "evaluate, %2zu VM groups, %3zu RAID groups%s %10.1f us (computeLatency %9.1f us, "
      "%d rounds)\n",
      n, m, what, best, lat, lr.iterations);
  CHECK(sink > 0);
}

}  // namespace

// The same rows in processor time of the thread, the fastest of `batches` batches of calls
// (repeatable on a shared machine), and the latency model's share:
//   build/tests/accelsizer-bench "[.scaling-cputime]"
TEST_CASE("Evaluation cost against the number of groups, processor time", "[.scaling-cputime]")
{
  const std::pair<std::size_t, std::size_t> rows[] = {{1, 1}, {8, 1}, {32, 1}, {1, 64}, {1, 256}};
  for (const auto& [n, m] : rows) {
    const Scenario s = manyGroups(n, m);
    rowCpuTime(s, n, m, "");
  }
  // Write-through groups: each one's write-back what-if re-solves the network.
  for (const std::size_t n : {8, 32}) {
    Scenario s = manyGroups(n, 1);
    for (VmGroup& g : s.vm_groups)
      g.write_policy = WritePolicy{WriteMode::WriteThrough, 0};
    rowCpuTime(s, n, 1, ", write-through");
  }
}

TEST_CASE("Read-cache model", "[bench][readcache]")
{
  // The example cluster with an 80/20 group behind a 10 GiB host cache, and with Zipf reads
  // (about 200 classes) and an array flash cache over a random load.
  Scenario s = exampleCluster();
  VmGroup& g = s.vm_groups[0];
  g.read.mbps = 0.5;
  g.read.io_kib = 8;
  g.read.working_set_gib = 40;
  g.read_cache = ReadCache{};
  g.read_cache->size_gib = 10;
  BENCHMARK("computeReadCache, 80/20, host cache")
  {
    return computeReadCache(s);
  };
  BENCHMARK("evaluate, example with an 80/20 host cache (streams off)")
  {
    EvaluateOptions o;
    o.simulate_streams = false;
    return evaluate(s, o);
  };
  Scenario z = s;
  z.vm_groups[0].read.zipf = 0.9;
  z.backing.flash_cache_gib = 100;
  z.backing.random_load.iops = 200;
  z.backing.random_load.working_set_gib = 500;
  BENCHMARK("computeReadCache, Zipf 0.9, host cache and array flash cache")
  {
    return computeReadCache(z);
  };
}

// Scenarios whose load is far beyond what the cluster can carry: the latency model's solve
// (rounds, processor time, converged) as the load grows, to find the hopeless cases' cost.
//   build/tests/accelsizer-bench "[.hopeless]"
TEST_CASE("Latency model on loads far beyond capacity", "[.hopeless]")
{
  for (const std::size_t n : {2, 8, 32}) {
    for (const double scale : {1.0, 10.0, 100.0, 1000.0}) {
      for (const int outstanding : {1, 16, 256}) {
        Scenario s = manyGroups(n, 1);
        for (VmGroup& g : s.vm_groups) {
          g.write.peak_mbps *= scale;
          g.write.base_mbps *= scale;
          g.outstanding_ios = outstanding;
        }
        const double t0 = threadCpuUs();
        const LatencyResult r = computeLatency(s);
        const double t = threadCpuUs() - t0;
        std::printf("%2zu groups, rates x %6g, %3d outstanding: %9.1f us, %5d rounds%s\n", n, scale,
                    outstanding, t, r.iterations, r.converged ? "" : ", not converged");
        CHECK(r.groups.size() == n);
      }
    }
  }
}
