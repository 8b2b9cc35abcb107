// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The hyperconverged backing through the scenario: backing.kind hyperconverged, evaluate().
#include <catch2/catch.hpp>

#include <algorithm>

#include "model/common/framing.h"
#include "model/common/units.h"
#include "model/evaluate/evaluate.h"
#include "model/hyperconverged/hyperconverged_backing.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// A cluster on the hyperconverged defaults (the VSAN VDI test bed's hardware): `hosts` hosts,
/// one group of `vms` VMs per host, each writing `write_mbps` in 64 KiB writes and reading
/// `read_mbps` in 32 KiB reads (no working set: the reads reach the datastore as they are).
Scenario cluster(int hosts, int ftt, int vms, double write_mbps, double read_mbps,
                 WriteMode mode = WriteMode::WriteBack)
{
  Scenario s;
  s.hosts = hosts;
  s.backing.kind = BackingKind::Hyperconverged;
  s.backing.hyperconverged.failures_to_tolerate = ftt;
  s.backing.random_load.iops = 0;
  VmGroup& g = s.vm_groups.front();
  g.vms_per_host = vms;
  g.write_policy = WritePolicy{mode, mode == WriteMode::WriteBack ? 1 : 0};
  g.write.kind = ProfileKind::Constant;
  g.write.mbps = write_mbps;
  g.write_io_kib = 64;
  g.read.kind = ProfileKind::Constant;
  g.read.mbps = read_mbps;
  g.read.io_kib = 32;
  return s;
}

EvaluateOptions quick()
{
  EvaluateOptions o;
  o.simulate_streams = false;
  return o;
}

/// One host's port payload on the storage network, by hand: 10 Gb/s = 1250 MB/s x the framing
/// efficiency of Ethernet at MTU 1500 (the peer network's framing, docs/models/replica.md).
double portPayloadMbps(const Scenario& s)
{
  PeerNetwork n;
  n.link_gbps = s.backing.hyperconverged.link_gbps;
  n.mtu = s.backing.hyperconverged.mtu;
  return 1250.0 * s.backing.hyperconverged.usable_links * framingEfficiency(n);
}

}  // namespace

TEST_CASE("Hyperconverged scenario: network traffic by hand for FTT 1 and 2 on 3 to 8 hosts",
          "[hyperconverged][evaluate]")
{
  // Each host: 10 VMs writing 4 MB/s and reading 1.5 MB/s: W = 40, R = 15 MB/s per host.
  const double w = 40, r = 15;
  for (int ftt : {1, 2}) {
    for (int h = 3; h <= 8; ++h) {
      const Scenario s = cluster(h, ftt, 10, 4, 1.5);
      const Evaluation e = evaluate(s, quick());
      INFO("FTT " << ftt << ", " << h << " hosts");
      REQUIRE(e.hyperconverged);
      if (h < 2 * ftt + 1) {
        // FTT 2 needs five hosts: the model refuses, the backing is invalid with the code.
        CHECK_FALSE(e.hyperconverged->valid);
        CHECK(e.hyperconverged->problem == "hci_hosts");
        CHECK_FALSE(e.backing.valid);
        continue;
      }
      REQUIRE(e.hyperconverged->valid);
      REQUIRE(e.backing.valid);
      const HyperconvergedResult& at = e.hyperconverged->at_load;
      // By hand: every other host holds a copy of a host's write with probability
      // (FTT + 1) / H and serves a given read with probability 1 / H.
      const double pair = w * (ftt + 1) / h + r / h;
      const double tx = (h - 1) * pair;
      CHECK_THAT(at.traffic_mbps[0][h - 1], WithinRel(pair, 1e-12));
      CHECK(at.traffic_mbps[1][1] == 0.0);
      for (int i = 0; i < h; ++i) {
        CHECK_THAT(at.tx_mbps[static_cast<std::size_t>(i)], WithinRel(tx, 1e-12));
        CHECK_THAT(at.rx_mbps[static_cast<std::size_t>(i)], WithinRel(tx, 1e-12));
      }
      // Worked figures: FTT 1 on 4 hosts, 40 x 2 x 3/4 + 15 x 3/4 = 71.25 MB/s; FTT 2 on 8
      // hosts, 40 x 3 x 7/8 + 15 x 7/8 = 118.125 MB/s.
      if (ftt == 1 && h == 4)
        CHECK_THAT(tx, WithinRel(71.25, 1e-12));
      if (ftt == 2 && h == 8)
        CHECK_THAT(tx, WithinRel(118.125, 1e-12));
      const double port = portPayloadMbps(s);
      CHECK_THAT(at.network_utilization, WithinRel(tx / port, 1e-12));
      // The network's share of the destage capacity: the cluster's writes whose copies fill
      // the ports' room beside the reads, H x (port - R (H - 1) / H) / ((FTT + 1)(H - 1) / H).
      const double by_network = h * (port - r * (h - 1) / h) / ((ftt + 1) * (h - 1.0) / h);
      CHECK_THAT(e.hyperconverged->network.write_mbps_capacity, WithinRel(by_network, 1e-9));
      CHECK(e.backing.fabric_write_mbps_available == e.hyperconverged->network.write_mbps_capacity);
      // What the backing offers the destager is the smallest resource's figure.
      CHECK(e.backing.write_mbps_capacity <= by_network * (1 + 1e-12));
      // Every copy lands in some host's write buffer: (FTT + 1) W per host.
      CHECK_THAT(at.buffer_write_mbps, WithinRel(w * (ftt + 1), 1e-12));
    }
  }
}

TEST_CASE("Hyperconverged destage capacity: the busiest resource reaches 100 % there",
          "[hyperconverged][evaluate]")
{
  for (int h : {3, 5, 8}) {
    for (double read : {0.0, 2.0}) {
      Scenario s = cluster(h, 1, 20, 2, read);
      s.backing.random_load.iops = 500;
      const Evaluation e = evaluate(s, quick());
      INFO(h << " hosts, reads " << read);
      REQUIRE(e.hyperconverged);
      REQUIRE(e.hyperconverged->valid);
      const BackingUtilization at = backingUtilization(e.backing, e.backing.write_mbps_capacity);
      REQUIRE(at.utilization);
      CHECK_THAT(*at.utilization, WithinRel(1.0, 1e-9));
      // At the VMs' own writes, the utilisation law gives the model's own utilisation.
      const HyperconvergedBackingResult& hc = *e.hyperconverged;
      const BackingUtilization now = backingUtilization(e.backing, hc.vm_write_mbps);
      REQUIRE(now.utilization);
      CHECK_THAT(*now.utilization, WithinRel(hc.at_load.max_utilization, 1e-9));
    }
  }
}

TEST_CASE("Hyperconverged write-through latency: to the copies over the network, by hand",
          "[hyperconverged][evaluate]")
{
  for (int ftt : {0, 1, 2}) {
    Scenario s = cluster(6, ftt, 1, 0.01, 0, WriteMode::WriteThrough);
    const Evaluation e = evaluate(s, quick());
    REQUIRE(e.hyperconverged);
    REQUIRE(e.hyperconverged->valid);
    const HyperconvergedBackingResult& h = *e.hyperconverged;
    // 64 KiB on the wire at the port's payload rate, the stack twice (there and back), for the
    // writes with a copy on another host (all of them from FTT 1; 5 of 6 with FTT 0).
    const double wire_us = 65536.0 / portPayloadMbps(s);
    const double remote = ftt >= 1 ? 1.0 : 5.0 / 6.0;
    CHECK_THAT(h.network_latency_us, WithinRel(remote * (2 * 25.0 + wire_us), 1e-9));
    // Nearly idle cache device: one 64 KiB write, 65 us + the 60 KiB beyond 4 KiB at
    // 375 MB/s (the defaults), plus a wait that vanishes at this load.
    const double cache_us = 65.0 + 60.0 * 1024.0 / 375.0;
    CHECK_THAT(h.cache_latency_us, WithinRel(cache_us, 0.01));
    CHECK_THAT(e.backing.datastore_write_latency_us,
               WithinRel(h.network_latency_us + h.cache_latency_us, 1e-12));
    // Write-through VMs commit at that latency.
    CHECK_THAT(e.latency_options.datastore_write_latency_us,
               WithinRel(e.backing.datastore_write_latency_us, 1e-12));
  }
}

TEST_CASE("Hyperconverged write-through latency never falls as the writes grow",
          "[hyperconverged][evaluate]")
{
  // The datastore's latency is the cache device's at the background's load: the write-through
  // VMs' own writes wait at the latency model's datastore queue instead. It stayed at the
  // VMs' load once, and fell back to the background's when they saturated the device, so
  // halving the writes of a saturating cluster raised it (3.2 to 8.6 ms).
  double previous_floor = 0;
  double first_datastore = -1;
  for (double mbps : {0.01, 1.0, 10.0, 50.0, 200.0, 1000.0}) {
    Scenario s = cluster(6, 1, 20, mbps, 0, WriteMode::WriteThrough);
    const Evaluation e = evaluate(s, quick());
    REQUIRE(e.hyperconverged);
    REQUIRE(e.hyperconverged->valid);
    INFO(mbps << " MB/s per VM");
    if (first_datastore < 0)
      first_datastore = e.backing.datastore_write_latency_us;
    CHECK_THAT(e.backing.datastore_write_latency_us, WithinRel(first_datastore, 1e-9));
    const double floor = e.latency.groups[0].floor_us;
    CHECK(floor >= previous_floor * (1 - 1e-9));
    previous_floor = floor;
  }
}

TEST_CASE("VSAN VDI through the scenario: heavy users per node roughly constant, 3 to 7 nodes",
          "[hyperconverged][evaluate]")
{
  // Measured (VMware's vSphere 5.5 VSAN VDI test bed, the hardware of the hyperconverged
  // defaults): 275, 460 and 667 heavy VDI users on 3, 5 and 7 nodes. Assumption, stated: a
  // heavy user writes 12 and reads 3 IOPS of 8 KiB in steady state.
  const double measured[] = {275, 460, 667};
  const int nodes[] = {3, 5, 7};
  const int per_host = 40;  // users per host in the scenario; the load is linear in them
  double users[3];
  for (int i = 0; i < 3; ++i) {
    Scenario s = cluster(nodes[i], 1, per_host, 12 * units::kibToMB(8), 3 * units::kibToMB(8),
                         WriteMode::WriteThrough);
    s.vm_groups.front().write_io_kib = 8;
    s.vm_groups.front().read.io_kib = 8;
    const Evaluation e = evaluate(s, quick());
    REQUIRE(e.hyperconverged);
    REQUIRE(e.hyperconverged->valid);
    const HyperconvergedResult& at = e.hyperconverged->at_load;
    REQUIRE(at.max_utilization > 0);
    // The users the cluster carries with its busiest resource at the planning limit.
    users[i] = per_host * nodes[i] * s.requirements.max_backing_utilization / at.max_utilization;
    // The same as the model alone with one user's load (the two paths agree).
    HyperconvergedLoad user;
    user.write_iops = 12;
    user.read_iops = 3;
    user.io_kib = 8;
    CHECK_THAT(users[i], WithinRel(hyperconvergedMaxUsers(hyperconvergedDesign(s), user), 1e-9));
    CHECK(at.bound_by == HciBound::CapacityDisks);
  }
  for (int i = 0; i < 3; ++i) {
    INFO(nodes[i] << " nodes: " << users[i] << " users");
    // Users per node within 10 % of the 3-node figure (measured: 91.7, 92.0, 95.3).
    CHECK_THAT(users[i] / nodes[i], WithinRel(users[0] / nodes[0], 0.10));
    // Scaling from 3 nodes within 10 % of the measured 1.67 and 2.43.
    CHECK_THAT(users[i] / users[0], WithinRel(measured[i] / measured[0], 0.10));
  }
}

TEST_CASE("The hyperconverged section does nothing while the kind is raid_groups",
          "[hyperconverged][evaluate]")
{
  Scenario s;
  s.backing.random_load.iops = 300;
  const Evaluation before = evaluate(s, quick());
  s.backing.hyperconverged.failures_to_tolerate = 3;
  s.backing.hyperconverged.link_gbps = 1;
  s.backing.hyperconverged.disk_rpm = 5400;
  const Evaluation after = evaluate(s, quick());
  CHECK_FALSE(after.hyperconverged);
  CHECK(after.backing.resources.empty());
  CHECK(after.backing.write_mbps_capacity == before.backing.write_mbps_capacity);
  CHECK(after.backing.datastore_write_latency_us == before.backing.datastore_write_latency_us);
  CHECK(after.findings.size() == before.findings.size());
}

TEST_CASE("Hyperconverged findings: a resource over the limit, no host for a rebuild",
          "[hyperconverged][evaluate]")
{
  const auto has = [](const Evaluation& e, const char* code) {
    return std::any_of(e.findings.begin(), e.findings.end(),
                       [code](const Finding& f) { return f.code == code; });
  };
  // FTT 1 on 3 hosts: every host holds a component of every object.
  const Evaluation three = evaluate(cluster(3, 1, 5, 1, 0), quick());
  CHECK(has(three, "hci_rebuild_impossible"));
  CHECK(has(three, "hci_destage_bound"));
  CHECK_FALSE(has(evaluate(cluster(4, 1, 5, 1, 0), quick()), "hci_rebuild_impossible"));
  // 100 VMs x 8 MB/s of 64 KiB writes per host: the capacity disks cannot keep up.
  const Evaluation heavy = evaluate(cluster(4, 1, 100, 8, 0), quick());
  REQUIRE(heavy.hyperconverged);
  CHECK(heavy.hyperconverged->at_load.max_utilization >= 1);
  CHECK(has(heavy, "hci_saturated"));
  CHECK(has(heavy, "backing_destage_bottleneck"));
  for (const Finding& f : heavy.findings)
    if (f.code == "backing_destage_bottleneck")
      CHECK(f.label("backing") == "hyperconverged");
}
