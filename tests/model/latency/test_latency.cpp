// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <cmath>
#include <cstddef>
#include <optional>
#include <string>

#include "builders.h"
#include "model/common/units.h"
#include "model/latency/latency.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using test::cluster;
using test::constantGroup;
using test::ethernet;
using test::findCode;
using test::infiniband;
using test::wb;
using test::wt;

namespace {

constexpr double kKiB = 1024;

/// Worked example B1: 10GbE MTU 1500, 100 m of cable, one cut-through hop, S3700 both ends.
Scenario b1Cluster()
{
  auto s = cluster(2, {constantGroup(1, 5, wb(1))}, ethernet(10, 1500));
  s.vm_groups[0].write_io_kib = 4;
  s.peer_network.cable_m = 100;
  s.peer_network.switch_hops = 1;
  s.peer_network.stack_latency_us = 25;
  return s;
}

/// The home lab: two hosts, one test VM (2 workers x 32 outstanding writes, 100%
/// random writes as fast as it can: 500 MB/s demanded, more than any leg carries), WB+1,
/// a consumer SATA SSD in steady state (resources/presets/devices.json). Peer network: 1GbE
/// through one switch, or 10Gb InfiniBand (4x SDR data rate, 8 Gb/s) direct-attached, MTU
/// 2048. The same as resources/examples/infiniband-lab.accelsizer.json.
enum class Lab { WB0, OneGbE, InfiniBand };
Scenario infinibandLab(double io_kib, Lab variant)
{
  Scenario s = cluster(2, {constantGroup(1, 500, wb(1), 1)}, infiniband(8, 2048));
  s.peer_network.switch_hops = 0;
  s.peer_network.cable_m = 3;
  if (variant == Lab::OneGbE) {
    s.peer_network = ethernet(1, 1500);
    s.peer_network.switch_hops = 1;
    s.peer_network.cable_m = 10;
  }
  if (variant == Lab::WB0)
    s.vm_groups[0].write_policy = wb(0);
  s.vm_groups[0].write_io_kib = io_kib;
  s.vm_groups[0].outstanding_ios = 64;
  s.acceleration.device = "Consumer SATA SSD (steady state)";
  s.acceleration.write_latency_us = 45;
  s.acceleration.write_mbps = 230;
  s.acceleration.parallelism = 1;
  return s;
}

bool finiteNonNegative(double v)
{
  return std::isfinite(v) && v >= 0;
}

bool allFinite(const GroupLatency& g)
{
  bool ok = finiteNonNegative(g.floor_us) && finiteNonNegative(g.loaded_us) &&
            finiteNonNegative(g.iops_per_vm) && finiteNonNegative(g.think_us) &&
            finiteNonNegative(g.local_leg_us) && finiteNonNegative(g.replica_leg_us) &&
            finiteNonNegative(g.max_iops_per_vm) && finiteNonNegative(g.write_mbps_per_vm) &&
            finiteNonNegative(g.loaded_local_leg_us) && finiteNonNegative(g.loaded_replica_leg_us);
  for (const auto& r : g.resources)
    ok = ok && finiteNonNegative(r.utilization) && r.utilization <= 1 + 1e-9 &&
         finiteNonNegative(r.residence_us);
  if (g.open_model_us)
    ok = ok && finiteNonNegative(*g.open_model_us);
  return ok;
}

std::vector<DevicePreset> catalogue()
{
  return {
      {"consumer-sata", "Consumer SATA SSD", Media::Flash, 45, 230, 1, "test", std::nullopt},
      {"intel-dc-s3700", "Intel DC S3700", Media::Flash, 65, 460, 2, "test", std::nullopt},
      {"intel-dc-p3700", "Intel DC P3700", Media::Flash, 20, 2000, 4, "test", std::nullopt},
      {"ram", "Host RAM", Media::Ram, 2.3, 5000, 1, "test", std::nullopt},
  };
}

/// The example build cluster (test::exampleCluster) at `mbps` per VM: 4 hosts x 6 VMs, WB+1, 256
/// KiB writes, 16 outstanding, 1GbE, S3700. The peer link saturates at 19.9 MB/s per VM (75.8
/// writes/s).
Scenario buildCluster(double mbps)
{
  Scenario s = test::exampleCluster();
  s.vm_groups[0].write.mbps = mbps;
  return s;
}

constexpr double kBuildClusterSaturationMbps = 19.88;

/// A VM group of a test cluster.
struct GroupSpec {
  int vms_per_host;
  double mbps;
  WritePolicy policy;
  double io_kib;
  int outstanding;
};

/// `hosts` hosts on Ethernet at `gbps`, the groups given with every rate x `factor`.
Scenario groupsOn(int hosts, double gbps, double factor, const std::vector<GroupSpec>& groups)
{
  Scenario s = cluster(hosts, {}, ethernet(gbps));
  for (const GroupSpec& g : groups) {
    s.vm_groups.push_back(constantGroup(g.vms_per_host, g.mbps * factor, g.policy));
    s.vm_groups.back().write_io_kib = g.io_kib;
    s.vm_groups.back().outstanding_ios = g.outstanding;
  }
  return s;
}

/// Three groups sharing the devices and 1GbE links of 4 hosts, every rate x `factor`: the links
/// saturate at about factor 1.
Scenario sharedCluster(double factor)
{
  return groupsOn(4, 1, factor,
                  {{6, 10, wb(1), 256, 16}, {4, 7.5, wb(2), 64, 32}, {2, 5, wt(), 8, 8}});
}

/// 16 hosts on 10GbE, three groups (the WT one with a size histogram), every rate x `factor`:
/// the devices saturate from about factor 0.5.
Scenario sixteenHosts(double factor)
{
  Scenario s = groupsOn(16, 10, factor,
                        {{6, 5, wb(1), 256, 16}, {6, 20, wb(2), 8, 32}, {6, 5, wt(), 64, 16}});
  s.vm_groups[2].write_io_histogram = {{4, 0.6}, {64, 0.3}, {512, 0.1}};
  return s;
}

LatencySolver substitution(int max_rounds, double tolerance, const LatencyResult* start = nullptr)
{
  LatencySolver s;
  s.method = LatencySolver::Method::Substitution;
  s.max_rounds = max_rounds;
  s.tolerance = tolerance;
  s.start = start;
  return s;
}

/// A converged result that obeys Little's law and gives every group that is not
/// capacity-bound its demanded rate.
void checkSolution(const LatencyResult& r)
{
  CHECK(r.converged);
  for (const GroupLatency& g : r.groups) {
    CHECK(allFinite(g));
    if (!(g.demanded_iops_per_vm > 0))
      continue;
    CHECK_THAT(g.iops_per_vm * units::usToS(g.loaded_us + g.think_us),
               WithinRel(1.0 * g.outstanding_ios, 1e-9));
    if (!g.capacity_bound)
      CHECK_THAT(g.iops_per_vm, WithinRel(g.demanded_iops_per_vm, 1e-9));
  }
}

/// The substitution started at `r` stops at once: r is the fixed point of the groups' chains
/// as the substitution defines it (every rate and wait unchanged by a round to 1e-9).
void checkFixedPoint(const Scenario& s, const LatencyResult& r)
{
  const LatencyResult again = computeLatency(s, {}, substitution(2, 1e-9, &r));
  CHECK(again.converged);
  CHECK(again.iterations == 1);
}

/// Two results agree on every group's latency and rate.
void checkSame(const LatencyResult& a, const LatencyResult& b, double rel)
{
  REQUIRE(a.groups.size() == b.groups.size());
  for (std::size_t g = 0; g < a.groups.size(); ++g) {
    CAPTURE(g);
    CHECK_THAT(a.groups[g].loaded_us, WithinRel(b.groups[g].loaded_us, rel));
    CHECK_THAT(a.groups[g].iops_per_vm, WithinRel(b.groups[g].iops_per_vm, rel));
  }
}

}  // namespace

// ---- Device and network legs ------------------------------------------------------------

TEST_CASE("Device service time is affine in the write size (docs/models/latency.md section 1)",
          "[latency]")
{
  Acceleration s3700;  // defaults: Intel DC S3700, 65 us at 4 KiB, 460 MB/s
  CHECK_THAT(deviceFixedUs(s3700), WithinAbs(56.10, 0.005));
  CHECK_THAT(deviceServiceUs(s3700, 4 * kKiB), WithinRel(65.0, 1e-12));
  CHECK_THAT(deviceServiceUs(s3700, 64 * kKiB), WithinAbs(198.57, 0.005));
  Acceleration p3700;
  p3700.write_latency_us = 20;
  p3700.write_mbps = 2000;
  CHECK_THAT(deviceFixedUs(p3700), WithinAbs(17.95, 0.005));
  // RAM (the FVP production field report): about 0.1 ms for a 512 KiB write at 5 GB/s.
  Acceleration ram;
  ram.write_latency_us = 2.3;
  ram.write_mbps = 5000;
  CHECK_THAT(deviceServiceUs(ram, 512 * kKiB), WithinAbs(100.0, 10.0));
  // A 4 KiB latency below the transfer time alone clamps t0 at 0, never negative.
  Acceleration odd;
  odd.write_latency_us = 1;
  odd.write_mbps = 100;
  CHECK(deviceFixedUs(odd) == 0.0);
}

TEST_CASE("B1: a 4 KiB WB+1 write over 10GbE between two S3700s", "[latency][b1]")
{
  const Scenario s = b1Cluster();
  const OneWayUs fwd = forwardUs(s.peer_network, 4 * kKiB, 1);
  const OneWayUs ack = ackUs(s.peer_network);
  CHECK_THAT(fwd.serialisation_us, WithinAbs(3.464, 5e-4));
  CHECK_THAT(fwd.total(), WithinAbs(29.26, 0.005));
  CHECK_THAT(ack.total(), WithinAbs(25.87, 0.005));

  const CommitFloor f = commitFloorUs(s, wb(1), 4 * kKiB);
  CHECK_THAT(f.replica_leg_us, WithinAbs(120.13, 0.005));
  CHECK_THAT(f.local_leg_us, WithinAbs(65.0, 1e-9));
  CHECK_THAT(f.floor_us, WithinAbs(120.1, 0.05));
  CHECK(f.bound_by == BoundBy::PeerNetwork);
  CHECK(std::string(contractBoundByKey(f.bound_by)) == "peer_network");
  // The stacked bars add up to the commit.
  const LegBreakdown& l = f.legs;
  CHECK_THAT(l.serialisation_us + l.stack_switch_cable_us + l.remote_device_us + l.ack_us,
             WithinRel(f.floor_us, 1e-12));
  CHECK_THAT(f.network_share, WithinAbs((120.13 - 65) / 120.13, 1e-4));

  // WB+0: the local write alone.
  const CommitFloor f0 = commitFloorUs(s, wb(0), 4 * kKiB);
  CHECK_THAT(f0.floor_us, WithinAbs(65.0, 1e-9));
  CHECK(f0.bound_by == BoundBy::LocalDevice);
  CHECK(f0.replica_leg_us == 0.0);

  // The whole model gives the same floor for the group.
  const GroupLatency g = computeLatency(s).groups[0];
  CHECK_THAT(g.floor_us, WithinRel(f.floor_us, 1e-12));
}

TEST_CASE("B1 over InfiniBand RDMA: about 68 us", "[latency][b1]")
{
  // The RDMA figures are back-to-back one-way times of an EDR-class link: 2.26 us for the
  // 4 KiB write, 0.83 us for the (empty) ack, + 65 us on the peer.
  Scenario s = b1Cluster();
  s.peer_network = infiniband(100, 2048);
  s.peer_network.switch_hops = 0;
  s.peer_network.cable_m = 0;
  CHECK_THAT(forwardUs(s.peer_network, 4 * kKiB, 1).total(), WithinAbs(2.26, 1e-9));
  const CommitFloor f = commitFloorUs(s, wb(1), 4 * kKiB);
  CHECK_THAT(f.floor_us, WithinAbs(68.0, 0.2));
  // With B1's switch hop and 100 m of cable on both directions: 1.6 us more.
  s.peer_network.switch_hops = 1;
  s.peer_network.cable_m = 100;
  CHECK_THAT(commitFloorUs(s, wb(1), 4 * kKiB).floor_us, WithinAbs(68.09 + 1.6, 0.01));
  // A slower IB link serialises slower: QDR adds 4148 bytes x 8 x (1/32 - 1/100) ns.
  s.peer_network.link_gbps = 32;
  CHECK_THAT(forwardUs(s.peer_network, 4 * kKiB, 1).serialisation_us,
             WithinAbs(4148 * 8 / 32000.0, 1e-9));
}

TEST_CASE("WB+N copies leave one after another on the host's usable links", "[latency]")
{
  Scenario s = cluster(4, {constantGroup(1, 5, wb(2))}, ethernet(1, 1500));
  const double one = forwardUs(s.peer_network, 256 * kKiB, 1).serialisation_us;
  CHECK_THAT(forwardUs(s.peer_network, 256 * kKiB, 2).serialisation_us, WithinRel(2 * one, 1e-12));
  s.peer_network.usable_links = 2;
  CHECK_THAT(forwardUs(s.peer_network, 256 * kKiB, 2).serialisation_us, WithinRel(one, 1e-12));
  // Compression shrinks what is serialised.
  s.peer_network.compression_ratio = 2;
  CHECK(forwardUs(s.peer_network, 256 * kKiB, 1).serialisation_us < 0.51 * one);
}

TEST_CASE("WT commits at the datastore (assumed 1 ms at 4 KiB over one storage path)", "[latency]")
{
  Scenario s = cluster(4, {constantGroup(2, 5, wt())}, ethernet(10));
  s.vm_groups[0].write_io_kib = 4;
  s.backing.storage_network.link_gbps = 1;
  s.backing.storage_network.session_limit_mbps = 120;
  const CommitFloor f4 = commitFloorUs(s, wt(), 4 * kKiB);
  CHECK_THAT(f4.replica_leg_us, WithinRel(1000.0, 1e-12));
  CHECK(f4.bound_by == BoundBy::Datastore);
  CHECK(std::string(contractBoundByKey(f4.bound_by)) == "remote_device");
  // 256 KiB: t0 = 1000 - 4096/120 us, + 262144/120 us.
  const CommitFloor f256 = commitFloorUs(s, wt(), 256 * kKiB);
  CHECK_THAT(f256.floor_us, WithinRel(1000 + (262144 - 4096) / 120.0, 1e-12));
  // An explicit datastore figure (from the backing model) replaces the default.
  LatencyOptions opt;
  opt.datastore_write_latency_us = 5000;
  opt.datastore_write_mbps = 400;
  CHECK_THAT(commitFloorUs(s, wt(), 4 * kKiB, opt).floor_us, WithinRel(5000.0, 1e-12));
  const GroupLatency g = computeLatency(s).groups[0];
  CHECK(allFinite(g));
  CHECK_THAT(g.floor_us, WithinRel(f4.floor_us, 1e-12));
}

TEST_CASE("A write-size histogram gives E[S] and Cs^2: legs are averaged over it", "[latency]")
{
  Scenario s = b1Cluster();
  s.vm_groups[0].write_io_histogram = {{4, 0.5}, {64, 0.25}, {256, 0.25}};
  const GroupLatency g = computeLatency(s).groups[0];
  const double mean = (0.5 * 4 + 0.25 * 64 + 0.25 * 256) * kKiB;
  const double second = (0.5 * 16 + 0.25 * 64 * 64 + 0.25 * 256 * 256) * kKiB * kKiB;
  CHECK_THAT(g.mean_io_bytes, WithinRel(mean, 1e-12));
  CHECK_THAT(g.io_size_cs2, WithinRel(second / (mean * mean) - 1, 1e-12));
  const double local = 0.5 * deviceServiceUs(s.acceleration, 4 * kKiB) +
                       0.25 * deviceServiceUs(s.acceleration, 64 * kKiB) +
                       0.25 * deviceServiceUs(s.acceleration, 256 * kKiB);
  CHECK_THAT(g.local_leg_us, WithinRel(local, 1e-12));
  CHECK(allFinite(g));
}

// ---- Under load -------------------------------------------------------------------------

TEST_CASE("B4: 64 KiB writes on an S3700, 64 outstanding: X_max 5036 IOPS, R >= 12.7 ms",
          "[latency][b4]")
{
  // One VM, WB+0, demanding far more than the device can write.
  Scenario s = cluster(2, {constantGroup(1, 2000, wb(0), 1)}, ethernet(10));
  s.vm_groups[0].write_io_kib = 64;
  s.vm_groups[0].outstanding_ios = 64;
  const GroupLatency g = computeLatency(s).groups[0];
  REQUIRE(g.resources.size() == 1);
  CHECK_THAT(g.resources[0].demand_us, WithinAbs(198.6, 0.05));
  CHECK_THAT(g.max_iops_per_vm, WithinAbs(5036, 1));
  CHECK_THAT(units::mbpsFromIops(g.max_iops_per_vm, 64 * kKiB), WithinAbs(330.0, 0.1));
  CHECK(g.capacity_bound);
  CHECK(g.status == LatencyStatus::ResourceSaturated);
  CHECK(g.loaded_us >= 64 * g.resources[0].demand_us * (1 - 1e-12));
  CHECK(g.loaded_us >= 12700);
  CHECK_THAT(g.iops_per_vm * g.loaded_us / 1e6, WithinRel(64.0, 1e-9));
  // The bound is reached within rounding: the closed model sits on the asymptote.
  CHECK_THAT(g.iops_per_vm, WithinRel(g.max_iops_per_vm, 1e-3));

  // B4's ceiling is below the S3700's rated 460 MB/s because one server pays t0 on every
  // write. With the datasheet's parallelism (36,000 random 4 KiB writes/s x 65 us = 2.3)
  // the ceiling is the bandwidth.
  s.acceleration.parallelism = 2;
  const GroupLatency g2 = computeLatency(s).groups[0];
  CHECK_THAT(g2.write_mbps_per_vm, WithinRel(460.0, 1e-3));
}

TEST_CASE("Little's law holds on a grid of loads, sizes and policies", "[latency][little]")
{
  const double kib = GENERATE(4.0, 32.0, 256.0);
  const double mbps = GENERATE(0.5, 20.0, 200.0, 5000.0);
  const int outstanding = GENERATE(1, 16, 64);
  const int peers = GENERATE(-1, 0, 1, 2);
  Scenario s = cluster(4, {constantGroup(4, mbps, peers < 0 ? wt() : wb(peers))}, ethernet(10));
  s.vm_groups[0].write_io_kib = kib;
  s.vm_groups[0].outstanding_ios = outstanding;
  const GroupLatency g = computeLatency(s).groups[0];
  CAPTURE(kib, mbps, outstanding, peers, g.iops_per_vm, g.loaded_us, g.think_us);
  REQUIRE(allFinite(g));
  const double n = g.iops_per_vm * units::usToS(g.loaded_us + g.think_us);
  CHECK_THAT(n, WithinRel(static_cast<double>(outstanding), 1e-9));
  if (g.capacity_bound) {
    CHECK(g.think_us == 0.0);
    CHECK_THAT(g.iops_per_vm * units::usToS(g.loaded_us), WithinRel(1.0 * outstanding, 1e-9));
  } else {
    CHECK_THAT(g.iops_per_vm, WithinRel(g.demanded_iops_per_vm, 1e-9));
  }
  CHECK(g.loaded_us >= g.floor_us * (1 - 1e-12));
  CHECK(g.iops_per_vm <= g.demanded_iops_per_vm * (1 + 1e-9));
}

TEST_CASE("Saturation never gives NaN, infinity or a negative latency",
          "[latency][saturation][solver]")
{
  Scenario s = cluster(4, {constantGroup(40, 1000, wb(2))}, ethernet(1));
  s.vm_groups[0].write_io_kib = 1024;
  s.vm_groups[0].outstanding_ios = 4096;
  SECTION("a cluster far beyond its devices and links") {}
  SECTION("other traffic alone fills the peer link")
  {
    s.peer_network.other_traffic_mbps = 100000;
  }
  SECTION("a link of almost no speed and a device of almost no bandwidth")
  {
    s.peer_network.link_gbps = 1e-6;
    s.acceleration.write_mbps = 1e-3;
  }
  SECTION("many groups sharing everything")
  {
    s.vm_groups.push_back(constantGroup(10, 300, wt()));
    s.vm_groups.push_back(constantGroup(10, 300, wb(5)));  // infeasible: computed with 3
    s.vm_groups.back().write_io_histogram = {{0.5, 0.9}, {16384, 0.1}};
  }
  SECTION("one host, no peers at all")
  {
    s.hosts = 1;
  }
  SECTION("the home lab over 1GbE, 256 KiB writes, 500 MB/s demanded")
  {
    s = infinibandLab(256, Lab::OneGbE);
  }
  const LatencyResult r = computeLatency(s);
  CHECK(r.converged);
  checkFixedPoint(s, r);
  for (const auto& g : r.groups) {
    CAPTURE(g.loaded_us, g.iops_per_vm, latencyStatusKey(g.status));
    CHECK(allFinite(g));
    CHECK(g.iops_per_vm > 0);
    CHECK_THAT(g.iops_per_vm * units::usToS(g.loaded_us + g.think_us),
               WithinRel(1.0 * g.outstanding_ios, 1e-9));
  }
  const auto fs = latencyFindings(s, r, catalogue());
  for (const auto& f : fs)
    for (const auto& [k, v] : f.values) {
      CAPTURE(f.code, k);
      CHECK(std::isfinite(v));
    }
}

TEST_CASE("Other traffic that fills the peer link is flagged, not divided by zero",
          "[latency][saturation]")
{
  Scenario s = cluster(2, {constantGroup(1, 50, wb(1), 1)}, ethernet(1));
  s.peer_network.other_traffic_mbps = 200;  // more than 1GbE carries
  const LatencyResult r = computeLatency(s);
  CHECK(r.groups[0].status == LatencyStatus::BackgroundOverload);
  CHECK(allFinite(r.groups[0]));
  const auto fs = latencyFindings(s, r);
  const Finding* f = findCode(fs, "latency_background_overload");
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
}

TEST_CASE("Infeasible WB+N is computed with the hosts - 1 peers that exist", "[latency]")
{
  Scenario s = cluster(3, {constantGroup(2, 10, wb(3))}, ethernet(10));
  const GroupLatency g = computeLatency(s).groups[0];
  CHECK_FALSE(g.peers_feasible);
  CHECK(g.peers_effective == 2);
  s.vm_groups[0].write_policy = wb(2);
  const GroupLatency g2 = computeLatency(s).groups[0];
  CHECK(g2.peers_feasible);
  CHECK_THAT(g.floor_us, WithinRel(g2.floor_us, 1e-12));
  CHECK_THAT(g.loaded_us, WithinRel(g2.loaded_us, 1e-12));
}

// ---- Monotonicity -----------------------------------------------------------------------

TEST_CASE("A faster link or device never raises latency: more peers never lower it",
          "[latency][monotone]")
{
  const double kib = GENERATE(4.0, 64.0, 512.0);
  const double mbps = GENERATE(2.0, 40.0, 400.0);
  Scenario s = cluster(5, {constantGroup(3, mbps, wb(1))}, ethernet(1));
  s.vm_groups[0].write_io_kib = kib;
  s.vm_groups[0].outstanding_ios = 32;
  CAPTURE(kib, mbps);

  SECTION("link speed")
  {
    GroupLatency prev = computeLatency(s).groups[0];
    for (double gbps : {10.0, 25.0, 40.0, 100.0}) {
      s.peer_network.link_gbps = gbps;
      const GroupLatency g = computeLatency(s).groups[0];
      CHECK(g.floor_us <= prev.floor_us * (1 + 1e-12));
      CHECK(g.loaded_us <= prev.loaded_us * (1 + 1e-9));
      CHECK(g.iops_per_vm >= prev.iops_per_vm * (1 - 1e-9));
      prev = g;
    }
  }
  SECTION("device bandwidth, latency and parallelism")
  {
    GroupLatency prev = computeLatency(s).groups[0];
    for (auto [lat, bw, par] :
         {std::tuple{65.0, 460.0, 1}, std::tuple{50.0, 460.0, 1}, std::tuple{50.0, 900.0, 1},
          std::tuple{50.0, 900.0, 4}, std::tuple{20.0, 2000.0, 4}, std::tuple{2.3, 5000.0, 4}}) {
      s.acceleration.write_latency_us = lat;
      s.acceleration.write_mbps = bw;
      s.acceleration.parallelism = par;
      const GroupLatency g = computeLatency(s).groups[0];
      CAPTURE(lat, bw, par);
      CHECK(g.floor_us <= prev.floor_us * (1 + 1e-12));
      CHECK(g.loaded_us <= prev.loaded_us * (1 + 1e-9));
      CHECK(g.iops_per_vm >= prev.iops_per_vm * (1 - 1e-9));
      prev = g;
    }
  }
  SECTION("peers")
  {
    s.peer_network.link_gbps = 10;
    GroupLatency prev;
    for (int n = 0; n <= 4; ++n) {
      s.vm_groups[0].write_policy = wb(n);
      const GroupLatency g = computeLatency(s).groups[0];
      CAPTURE(n);
      if (n > 0) {
        CHECK(g.floor_us >= prev.floor_us * (1 - 1e-12));
        CHECK(g.loaded_us >= prev.loaded_us * (1 - 1e-9));
        CHECK(g.iops_per_vm <= prev.iops_per_vm * (1 + 1e-9));
      }
      prev = g;
    }
  }
}

// ---- InfiniBand vs 1GbE in the home lab ----------------------------------------------------

TEST_CASE("Home lab: large writes gain a lot from InfiniBand, 4 KiB writes about nothing",
          "[latency][homelab]")
{
  // The field report "Testing InfiniBand in the home lab": from a single workload, 32 KiB and
  // 256 KiB writes saw 65-90% more IOPS over InfiniBand than over 1GbE, 4 KiB writes
  // essentially none; InfiniBand ran nearly as fast as WB+0. Checked: the IOPS gain within
  // 50-110% at 32 and 256 KiB ("roughly 65-90%"), below 2% at 4 KiB, and WB+1 over
  // InfiniBand within 2% of WB+0.
  struct Case {
    double kib;
    double min_gain, max_gain;
  };
  for (const Case c : {Case{4, -0.02, 0.02}, Case{32, 0.5, 1.1}, Case{256, 0.5, 1.1}}) {
    const GroupLatency wb0 = computeLatency(infinibandLab(c.kib, Lab::WB0)).groups[0];
    const GroupLatency gbe = computeLatency(infinibandLab(c.kib, Lab::OneGbE)).groups[0];
    const GroupLatency ib = computeLatency(infinibandLab(c.kib, Lab::InfiniBand)).groups[0];
    const double gain = ib.iops_per_vm / gbe.iops_per_vm - 1;
    CAPTURE(c.kib, wb0.iops_per_vm, gbe.iops_per_vm, ib.iops_per_vm, gain);
    CHECK(gain >= c.min_gain);
    CHECK(gain <= c.max_gain);
    CHECK_THAT(ib.iops_per_vm, WithinRel(wb0.iops_per_vm, 0.02));
    // All three runs keep 64 writes in flight: Little's law.
    for (const GroupLatency* g : {&wb0, &gbe, &ib})
      CHECK_THAT(g->iops_per_vm * units::usToS(g->loaded_us), WithinRel(64.0, 1e-9));
    // Why: over 1GbE the peer link is the bottleneck for large writes, the device for 4 KiB.
    CHECK(ib.bottleneck == LatencyResource::LocalDevice);
    CHECK(gbe.bottleneck ==
          (c.kib >= 32 ? LatencyResource::PeerLink : LatencyResource::LocalDevice));
  }
  // The field report's WB+0 latency of 256 KiB writes: about 70 ms.
  const GroupLatency wb0 = computeLatency(infinibandLab(256, Lab::WB0)).groups[0];
  CHECK_THAT(wb0.loaded_us, WithinRel(70000.0, 0.15));
}

TEST_CASE("Home lab: the conclusion holds for any SATA-class SSD", "[latency][homelab]")
{
  // Not a fit to one device: over a grid of SATA SSDs whose 4 KiB write takes longer than a
  // 4 KiB frame train on 1GbE (34.6 us) and that write faster than 1GbE carries, 256 KiB
  // writes gain at least 30% from the faster link and 4 KiB writes less than 2%.
  const double lat = GENERATE(40.0, 65.0, 100.0);
  const double bw = GENERATE(200.0, 300.0, 460.0);
  auto iops = [&](Lab v, double kib) {
    Scenario s = infinibandLab(kib, v);
    s.acceleration.write_latency_us = lat;
    s.acceleration.write_mbps = bw;
    return computeLatency(s).groups[0].iops_per_vm;
  };
  CAPTURE(lat, bw);
  CHECK(iops(Lab::InfiniBand, 256) / iops(Lab::OneGbE, 256) - 1 >= 0.3);
  CHECK(iops(Lab::InfiniBand, 4) / iops(Lab::OneGbE, 4) - 1 < 0.02);
}

// ---- Several groups ---------------------------------------------------------------------

TEST_CASE("Groups that share devices and links slow each other down", "[latency]")
{
  Scenario s = cluster(4, {constantGroup(6, 5, wb(1))}, ethernet(1));
  s.vm_groups[0].write_io_kib = 256;
  const GroupLatency alone = computeLatency(s).groups[0];
  s.vm_groups.push_back(constantGroup(6, 10, wb(1)));
  s.vm_groups.back().write_io_kib = 64;
  const LatencyResult both = computeLatency(s);
  CHECK(both.converged);
  CHECK(both.groups[0].loaded_us > alone.loaded_us);
  for (const auto& g : both.groups) {
    CHECK(allFinite(g));
    CHECK_THAT(g.iops_per_vm * units::usToS(g.loaded_us + g.think_us),
               WithinRel(1.0 * g.outstanding_ios, 1e-9));
  }
}

TEST_CASE("The open model agrees with the closed one at light load and gives up at 100%",
          "[latency]")
{
  Scenario s = cluster(4, {constantGroup(6, 1, wb(1))}, ethernet(10));
  s.vm_groups[0].write_io_kib = 32;
  const GroupLatency light = computeLatency(s).groups[0];
  REQUIRE(light.open_model_us);
  CHECK_THAT(*light.open_model_us, WithinRel(light.loaded_us, 0.02));
  s.vm_groups[0].write.mbps = 500;
  const GroupLatency heavy = computeLatency(s).groups[0];
  CHECK_FALSE(heavy.open_model_us);
  CHECK(heavy.capacity_bound);
}

// ---- Series -----------------------------------------------------------------------------

TEST_CASE("Latency vs write size: grows with size and with peers", "[latency][series]")
{
  Scenario s = cluster(4, {constantGroup(6, 5, wb(1))}, ethernet(1));
  const auto sizes = defaultLatencySizesKib();
  REQUIRE(sizes.front() == 0.5);
  REQUIRE(sizes.back() == 1024);
  const auto curves = latencyVsIoSize(s, 0, sizes);
  REQUIRE(curves.size() == 4);
  CHECK_FALSE(curves[0].policy.isWriteBack());
  for (const auto& c : curves) {
    REQUIRE(c.points.size() == sizes.size());
    for (std::size_t i = 1; i < c.points.size(); ++i) {
      CHECK(c.points[i].floor.floor_us >= c.points[i - 1].floor.floor_us);
      CHECK(std::isfinite(c.points[i].loaded_us));
    }
  }
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    CHECK(curves[2].points[i].floor.floor_us >= curves[1].points[i].floor.floor_us);
    CHECK(curves[3].points[i].floor.floor_us >= curves[2].points[i].floor.floor_us);
    CHECK(curves[2].points[i].loaded_us >= curves[1].points[i].loaded_us * (1 - 1e-9));
  }
  // The group's own point is on its curve.
  const GroupLatency g = computeLatency(s).groups[0];
  const auto at64 = latencyVsIoSize(s, 0, {64.0});
  CHECK_THAT(at64[2].points[0].loaded_us, WithinRel(g.loaded_us, 1e-12));
  CHECK(latencyVsIoSize(s, 5, sizes).empty());
}

TEST_CASE("Latency vs outstanding I/Os: one MVA pass, bends at the bottleneck", "[latency][series]")
{
  Scenario s = cluster(2, {constantGroup(1, 500, wb(1), 1)}, ethernet(1));
  s.vm_groups[0].write_io_kib = 256;
  // With deterministic device service one write alone takes the floor; with variable service
  // its mean is E[max] of the legs, above the slower leg's mean.
  Scenario variable = s;
  s.acceleration.write_latency_scv = 0;
  const LatencyResult rv = computeLatency(variable);
  CHECK(latencyVsOutstanding(rv, 0, 1).points[0].latency_us > rv.groups[0].floor_us);
  const LatencyResult r = computeLatency(s);
  const LoadCurve lc = latencyVsOutstanding(r, 0, 128);
  REQUIRE(lc.points.size() == 128);
  CHECK_THAT(lc.points[0].latency_us, WithinRel(r.groups[0].floor_us, 1e-9));
  for (std::size_t i = 1; i < lc.points.size(); ++i) {
    CHECK(lc.points[i].latency_us >= lc.points[i - 1].latency_us);
    // The residual-time correction's O(1/n) overshoot, bounded by the operational bound,
    // can leave a wobble of parts per million where the fork-join's E[max] meets that bound.
    CHECK(lc.points[i].iops_per_vm >= lc.points[i - 1].iops_per_vm * (1 - 1e-5));
    CHECK(lc.points[i].iops_per_vm <= lc.max_iops_per_vm * (1 + 1e-12));
  }
  CHECK_THAT(lc.points.back().iops_per_vm, WithinRel(lc.max_iops_per_vm, 0.02));
  // The operating point (16 outstanding, flat out) is the curve's point 16.
  CHECK_THAT(lc.operating.latency_us, WithinRel(lc.points[15].latency_us, 1e-9));
}

TEST_CASE("Latency vs offered IOPS: the hockey stick", "[latency][series]")
{
  Scenario s = cluster(4, {constantGroup(6, 5, wb(1))}, ethernet(1));
  s.vm_groups[0].write_io_kib = 64;
  const LoadCurve lc = latencyVsOfferedIops(s, 0, 30, 1.5);
  REQUIRE(lc.points.size() == 30);
  bool saw_bound = false;
  for (std::size_t i = 0; i < lc.points.size(); ++i) {
    const LoadPoint& p = lc.points[i];
    CHECK(p.iops_per_vm <= p.offered_iops_per_vm * (1 + 1e-9));
    if (i > 0) {
      CHECK(p.latency_us >= lc.points[i - 1].latency_us * (1 - 1e-9));
      CHECK(p.iops_per_vm >= lc.points[i - 1].iops_per_vm * (1 - 1e-9));
    }
    saw_bound = saw_bound || p.capacity_bound;
    if (p.capacity_bound)
      CHECK_FALSE(p.open_latency_us);  // the open model has blown up past capacity
  }
  CHECK(saw_bound);
  CHECK_FALSE(lc.points.front().capacity_bound);
  CHECK_THAT(lc.operating.iops_per_vm, WithinRel(computeLatency(s).groups[0].iops_per_vm, 1e-12));
}

// ---- Findings ---------------------------------------------------------------------------

TEST_CASE("Findings: 256 KiB writes over 1GbE are bound by the peer link: 10GbE cuts the floor",
          "[latency][findings]")
{
  // The example build cluster: 4 hosts x 6 VMs x 5 MB/s of 256 KiB writes, WB+1, 1GbE, S3700.
  Scenario s = cluster(4, {constantGroup(6, 5, wb(1))}, ethernet(1));
  s.vm_groups[0].write_io_kib = 256;
  const LatencyResult r = computeLatency(s);
  const auto fs = latencyFindings(s, r, catalogue());
  const Finding* b = findCode(fs, "latency_bound_by", 0);
  REQUIRE(b);
  CHECK(b->label("bound_by") == "peer_network");
  CHECK(b->label("policy") == "WB+1");
  // The network is 78% of the commit (docs/models/latency.md section 5).
  CHECK_THAT(b->value("network_share"), WithinAbs(0.78, 0.01));

  const Finding* l = findCode(fs, "latency_faster_link", 0);
  REQUIRE(l);
  CHECK(l->label("alt_link") == "10GbE");
  CHECK(l->label("link") == "1GbE");
  Scenario ten = s;
  ten.peer_network.link_gbps = 10;
  CHECK_THAT(l->value("alt_floor_us"), WithinRel(computeLatency(ten).groups[0].floor_us, 1e-12));
  CHECK(l->value("alt_floor_us") < 0.35 * l->value("floor_us"));
}

TEST_CASE("Findings: a device-bound group is offered the next faster device", "[latency][findings]")
{
  Scenario s = cluster(4, {constantGroup(6, 5, wb(1))}, ethernet(10));
  s.vm_groups[0].write_io_kib = 4;
  s.vm_groups[0].write_policy = wb(0);
  s.acceleration.write_latency_us = 45;
  s.acceleration.write_mbps = 230;
  const auto fs = latencyFindings(s, computeLatency(s), catalogue());
  const Finding* d = findCode(fs, "latency_faster_device", 0);
  REQUIRE(d);
  // At 4 KiB the S3700 (65 us) is slower than the consumer SSD (45 us): next faster is the
  // P3700.
  CHECK(d->label("alt_device") == "intel-dc-p3700");
  CHECK_THAT(d->value("alt_floor_us"), WithinRel(20.0, 1e-9));
  CHECK(findCode(fs, "latency_faster_link") == nullptr);
  // Without a catalogue there is nothing to propose.
  CHECK(findCode(latencyFindings(s, computeLatency(s)), "latency_faster_device") == nullptr);
}

TEST_CASE("Findings: capacity-bound groups and write-through", "[latency][findings]")
{
  Scenario s = cluster(2, {constantGroup(1, 500, wb(1), 1)}, ethernet(1));
  s.vm_groups[0].write_io_kib = 256;
  s.vm_groups[0].outstanding_ios = 64;
  auto fs = latencyFindings(s, computeLatency(s));
  const Finding* c = findCode(fs, "latency_capacity_bound", 0);
  REQUIRE(c);
  CHECK(c->severity == Severity::Critical);  // 118 of 500 MB/s
  CHECK(c->label("cause") == "resource");
  CHECK(c->label("resource") == "peer_link");
  CHECK_THAT(c->value("write_mbps_per_vm"), WithinAbs(118.6, 0.5));

  // One outstanding write cannot carry 40 MB/s at 256 KiB over 10GbE (the floor is 0.9 ms):
  // outstanding-bound, and the count that would do is given.
  s.peer_network.link_gbps = 10;
  s.vm_groups[0].write.mbps = 400;
  s.vm_groups[0].outstanding_ios = 1;
  fs = latencyFindings(s, computeLatency(s));
  c = findCode(fs, "latency_capacity_bound", 0);
  REQUIRE(c);
  CHECK(c->label("cause") == "outstanding_ios");
  CHECK(c->value("outstanding_needed") >= 2);

  Scenario w = cluster(4, {constantGroup(6, 5, wt())}, ethernet(10));
  const auto wf = latencyFindings(w, computeLatency(w));
  const Finding* g = findCode(wf, "latency_write_back_gain", 0);
  REQUIRE(g);
  CHECK(g->label("alt_policy") == "WB+1");
  CHECK(g->value("alt_floor_us") < g->value("floor_us"));
  CHECK(findCode(wf, "latency_bound_by", 0)->label("bound_by") == "datastore");
}

TEST_CASE("Groups saturating one device share it by their outstanding I/Os",
          "[latency][saturation]")
{
  // One host, WB+0, both groups demanding far more than the S3700 writes. At saturation an
  // FCFS device cycles every outstanding write once per pass of its queue: a pass takes the
  // work of all of them, 96 x 626.0 us + 192 x 73.91 us = 74.29 ms, so each VM gets its
  // outstanding count per pass: 16 / 74.29 ms = 215.4 IOPS and 32 / 74.29 ms = 430.8 IOPS.
  Scenario s = cluster(1, {constantGroup(6, 500, wb(0))}, ethernet(10));
  s.vm_groups[0].write_io_kib = 256;
  s.vm_groups[0].outstanding_ios = 16;
  s.vm_groups.push_back(constantGroup(6, 500, wb(0)));
  s.vm_groups[1].write_io_kib = 8;
  s.vm_groups[1].outstanding_ios = 32;
  const double pass_us = 96 * deviceServiceUs(s.acceleration, 256 * kKiB) +
                         192 * deviceServiceUs(s.acceleration, 8 * kKiB);
  const LatencyResult r = computeLatency(s);
  REQUIRE(r.converged);
  CHECK_THAT(r.groups[0].iops_per_vm, WithinRel(16 / units::usToS(pass_us), 0.01));
  CHECK_THAT(r.groups[1].iops_per_vm, WithinRel(32 / units::usToS(pass_us), 0.01));
  CHECK_THAT(r.groups[0].loaded_us, WithinRel(pass_us, 0.01));
  CHECK(r.groups[0].bottleneck_utilization > 0.99);
}

// ---- The fixed point between the groups -------------------------------------------------

TEST_CASE("The build cluster at 19 MB/s per VM (96% of its 1GbE link) converges",
          "[latency][solver]")
{
  // Successive substitution needed more than 500 rounds here (and 117 at 15 MB/s).
  const Scenario s = buildCluster(19);
  const LatencyResult r = computeLatency(s);
  checkSolution(r);
  CHECK(r.iterations <= 20);  // rounds, not time: a few Newton steps
  const GroupLatency& g = r.groups[0];
  CHECK_FALSE(g.capacity_bound);
  CHECK(g.bottleneck == LatencyResource::PeerLink);
  CHECK_THAT(g.bottleneck_utilization, WithinAbs(0.96, 0.01));
  checkFixedPoint(s, r);
  // The slow substitution, given rounds enough, lands on the same point.
  const LatencyResult ref = computeLatency(s, {}, substitution(100000, 1e-13));
  REQUIRE(ref.converged);
  checkSame(r, ref, 1e-9);
}

TEST_CASE("From 0.1x to 2x saturation: converged, the substitution's fixed point, monotone",
          "[latency][solver]")
{
  const int which = GENERATE(0, 1, 2);
  auto scenario = [&](double f) {
    return which == 0   ? buildCluster(f * kBuildClusterSaturationMbps)
           : which == 1 ? sharedCluster(f)
                        : sixteenHosts(f);
  };
  std::optional<LatencyResult> prev;
  bool saw_near_saturation = false, saw_capacity_bound = false;
  for (double f : {0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.97, 0.99, 1.0, 1.01, 1.03, 1.1, 1.5, 2.0}) {
    CAPTURE(which, f);
    const Scenario s = scenario(f);
    const LatencyResult r = computeLatency(s);
    checkSolution(r);
    checkFixedPoint(s, r);
    // Against the substitution run from an idle start with rounds enough to converge tightly
    // (its own error is about its last change / (1 - contraction)).
    const LatencyResult ref = computeLatency(s, {}, substitution(20000, 1e-13));
    if (ref.converged)
      checkSame(r, ref, 1e-8);
    // Every VM writing more never lowers a latency. Once a group is held back by a saturated
    // resource, the groups sharing it (and, through the fork-join's E[max], the variance of
    // their other leg) can see their share of it move a little as the other groups'
    // loads grow (in the shared cluster, under 2e-3 per step since each group's chain has all
    // its writes as customers: 1.4e-3 from 1.5x to 2x saturation).
    if (prev) {
      for (std::size_t g = 0; g < r.groups.size(); ++g) {
        CAPTURE(g);
        bool any_bound = false;
        for (const GroupLatency& q : r.groups)
          any_bound = any_bound || q.capacity_bound;
        const bool bound_both = any_bound || f > 1;
        CHECK(r.groups[g].loaded_us >=
              prev->groups[g].loaded_us * (1 - (bound_both ? 2e-3 : 1e-9)));
      }
    }
    for (const GroupLatency& g : r.groups) {
      saw_near_saturation =
          saw_near_saturation || (!g.capacity_bound && g.bottleneck_utilization > 0.95);
      saw_capacity_bound = saw_capacity_bound || g.capacity_bound;
    }
    prev = r;
  }
  // The grid does cross saturation.
  CHECK(saw_near_saturation);
  CHECK(saw_capacity_bound);
}

TEST_CASE("A solver started from a solution finds the same one", "[latency][solver]")
{
  const Scenario s = sharedCluster(0.97);
  const LatencyResult cold = computeLatency(s);
  REQUIRE(cold.converged);
  // From itself: converged at once.
  LatencySolver warm;
  warm.start = &cold;
  const LatencyResult again = computeLatency(s, {}, warm);
  CHECK(again.converged);
  CHECK(again.iterations <= 2);
  checkSame(again, cold, 1e-12);
  // From a neighbouring scenario (as a series does) and from far away (2x saturation).
  for (double f : {0.9, 1.0, 2.0}) {
    CAPTURE(f);
    const LatencyResult other = computeLatency(sharedCluster(f));
    warm.start = &other;
    const LatencyResult r = computeLatency(s, {}, warm);
    checkSolution(r);
    checkSame(r, cold, 1e-9);
  }
  // A start that does not fit (another number of groups) is ignored.
  const LatencyResult one = computeLatency(buildCluster(5));
  warm.start = &one;
  checkSame(computeLatency(s, {}, warm), cold, 1e-9);
}

TEST_CASE("Series points are the scenario solved on its own", "[latency][series][solver]")
{
  // The series start each point from the previous one's solution: the same answers.
  const Scenario s = buildCluster(5);
  const LoadCurve lc = latencyVsOfferedIops(s, 0, 12, 1.5);
  REQUIRE(lc.points.size() == 12);
  for (const LoadPoint& p : lc.points) {
    CAPTURE(p.offered_iops_per_vm);
    Scenario alt = s;
    alt.vm_groups[0].write.mbps = units::mbpsFromIops(p.offered_iops_per_vm, 256 * kKiB);
    const GroupLatency g = computeLatency(alt).groups[0];
    CHECK_THAT(p.latency_us, WithinRel(g.loaded_us, 1e-9));
    CHECK_THAT(p.iops_per_vm, WithinRel(g.iops_per_vm, 1e-9));
  }
  const auto curves = latencyVsIoSize(sharedCluster(0.9), 0, defaultLatencySizesKib());
  for (const PolicyCurve& c : curves) {
    for (const SizePoint& p : c.points) {
      CAPTURE(c.policy.peers, c.policy.isWriteBack(), p.io_kib);
      Scenario alt = sharedCluster(0.9);
      alt.vm_groups[0].write_policy = c.policy;
      alt.vm_groups[0].write_io_kib = p.io_kib;
      CHECK_THAT(p.loaded_us, WithinRel(computeLatency(alt).groups[0].loaded_us, 1e-9));
    }
  }
}
