// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "builders.h"
#include "model/evaluate/evaluate.h"
#include "model/replica/replica.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using test::cluster;
using test::constantGroup;
using test::ethernet;
using test::findCode;
using test::infiniband;
using test::wb;

namespace {

bool allFinite(const ReplicaResult& r)
{
  bool ok = std::isfinite(r.framing_efficiency) && std::isfinite(r.cluster_payload_mbps) &&
            std::isfinite(r.max_link_utilization) && r.traffic_mbps.allFinite();
  if (r.sustainable_write_mbps_per_host)
    ok = ok && std::isfinite(*r.sustainable_write_mbps_per_host);
  for (const auto& h : r.hosts)
    ok = ok && std::isfinite(h.tx_utilization) && std::isfinite(h.rx_utilization) &&
         std::isfinite(h.tx_wire_mbitps) && std::isfinite(h.rx_wire_mbitps);
  return ok;
}

}  // namespace

TEST_CASE("A1: 20 VMs x 5 MB/s, WB+1, MTU 1500: 8.43% of 10GbE, 84.3% of 1GbE", "[replica]")
{
  // The 20 VMs run on host 1 of a two-host cluster; their one peer copy goes to host 2.
  auto s = cluster(2, {constantGroup(20, 5, wb(1), 1)}, ethernet(10, 1500));
  const ReplicaResult r10 = computeReplica(s);
  CHECK_THAT(r10.hosts[0].egress_payload_mbps, WithinRel(100.0, 1e-12));
  CHECK_THAT(r10.hosts[1].ingress_payload_mbps, WithinRel(100.0, 1e-12));
  CHECK_THAT(r10.hosts[0].tx_wire_mbitps, WithinAbs(842.7, 0.05));
  CHECK_THAT(r10.hosts[0].tx_utilization, WithinAbs(0.0843, 5e-5));
  CHECK(r10.hosts[0].rx_utilization == 0.0);
  CHECK_THAT(r10.hosts[1].rx_utilization, WithinAbs(0.0843, 5e-5));

  s.peer_network.link_gbps = 1;
  CHECK_THAT(computeReplica(s).max_tx_utilization, WithinAbs(0.843, 5e-4));
}

TEST_CASE("A2: 40 VMs x 10 MB/s, WB+2, compression 2, MTU 9000: 32.3% of 10GbE", "[replica]")
{
  auto s = cluster(3, {constantGroup(40, 10, wb(2), 1)}, ethernet(10, 9000));
  s.peer_network.compression_ratio = 2;
  const ReplicaResult r = computeReplica(s);
  CHECK_THAT(r.hosts[0].egress_payload_mbps, WithinRel(400.0, 1e-12));
  CHECK_THAT(r.hosts[0].tx_wire_mbitps, WithinAbs(3227.9, 0.05));
  CHECK_THAT(r.max_tx_utilization, WithinAbs(0.323, 5e-4));
  // The two peer copies go to the two other hosts, 200 MB/s each.
  CHECK_THAT(r.traffic_mbps(0, 1), WithinRel(200.0, 1e-12));
  CHECK_THAT(r.traffic_mbps(0, 2), WithinRel(200.0, 1e-12));
}

TEST_CASE("A3: A2 over InfiniBand MTU 2048: 10.1% of QDR, 5.94% of FDR", "[replica]")
{
  auto s = cluster(3, {constantGroup(40, 10, wb(2), 1)}, infiniband(32, 2048));
  s.peer_network.compression_ratio = 2;
  const ReplicaResult qdr = computeReplica(s);
  CHECK_THAT(qdr.framing_efficiency, WithinAbs(0.98746, 5e-6));
  CHECK_THAT(qdr.hosts[0].tx_wire_mbitps, WithinAbs(3240.6, 0.05));
  CHECK_THAT(qdr.max_tx_utilization, WithinAbs(0.101, 5e-4));
  s.peer_network.link_gbps = 54.55;
  CHECK_THAT(computeReplica(s).max_tx_utilization, WithinAbs(0.0594, 5e-5));
}

TEST_CASE("Build cluster: 4 hosts x 6 VMs x 5 MB/s: 120 MB/s at WB+1, 240 at WB+2",
          "[replica][field]")
{
  auto s = cluster(4, {constantGroup(6, 5, wb(1))}, ethernet(1, 1500));
  const ReplicaResult r1 = computeReplica(s);
  CHECK_THAT(r1.cluster_write_mbps, WithinRel(120.0, 1e-12));  // what the array sees
  CHECK_THAT(r1.cluster_payload_mbps, WithinRel(120.0, 1e-12));
  for (const auto& h : r1.hosts) {
    CHECK_THAT(h.egress_payload_mbps, WithinRel(30.0, 1e-12));
    CHECK_THAT(h.ingress_payload_mbps, WithinRel(30.0, 1e-12));
  }
  // The contract's sample: 25.3% of 1GbE each way, 94.9 MB/s per host sustainable at 80%.
  CHECK_THAT(r1.max_tx_utilization, WithinAbs(0.253, 5e-4));
  CHECK_THAT(r1.max_rx_utilization, WithinAbs(0.253, 5e-4));
  REQUIRE(r1.sustainable_write_mbps_per_host);
  CHECK_THAT(*r1.sustainable_write_mbps_per_host, WithinAbs(94.9, 0.05));

  s.vm_groups[0].write_policy = wb(2);
  const ReplicaResult r2 = computeReplica(s);
  CHECK_THAT(r2.cluster_payload_mbps, WithinRel(240.0, 1e-12));
  for (const auto& h : r2.hosts)
    CHECK_THAT(h.egress_payload_mbps, WithinRel(60.0, 1e-12));

  s.vm_groups[0].write_policy = wb(0);
  CHECK(computeReplica(s).cluster_payload_mbps == 0.0);
  CHECK_THAT(computeReplica(s).cluster_write_mbps, WithinRel(120.0, 1e-12));
}

TEST_CASE("Sustainable write rate matches the closed form w_max = limit eta C links c / (8 N)",
          "[replica]")
{
  const int peers = GENERATE(1, 2, 3);
  const double c = GENERATE(1.0, 1.7, 3.0);
  const double gbps = GENERATE(1.0, 10.0, 25.0);
  const int links = GENERATE(1, 2);
  auto s = cluster(5, {constantGroup(6, 5, wb(peers))}, ethernet(gbps, 9000));
  s.peer_network.compression_ratio = c;
  s.peer_network.usable_links = links;
  const ReplicaResult r = computeReplica(s);
  const double expected = 0.8 * r.framing_efficiency * gbps * 1000 * links * c / (8.0 * peers);
  REQUIRE(r.sustainable_write_mbps_per_host);
  CHECK_THAT(*r.sustainable_write_mbps_per_host, WithinRel(expected, 1e-12));
  // The working behind it: f = room / replica wire on the binding link, times the writes.
  REQUIRE(r.sustainable_basis);
  const SustainableBasis& b = *r.sustainable_basis;
  CHECK_FALSE(b.uplink);
  CHECK_THAT(b.scale, WithinRel(b.room_mbitps / b.replica_wire_mbitps, 1e-12));
  CHECK_THAT(b.scale * b.replicated_write_mbps, WithinRel(expected, 1e-12));
  CHECK_THAT(b.room_mbitps, WithinRel(0.8 * r.link_capacity_mbitps, 1e-12));
  CHECK_THAT(b.replicated_write_mbps, WithinRel(30.0, 1e-12));
}

TEST_CASE("Other traffic shares the link and lowers the sustainable rate", "[replica]")
{
  auto s = cluster(4, {constantGroup(6, 5, wb(1))}, ethernet(1, 1500));
  s.peer_network.other_traffic_mbps = 20;
  const ReplicaResult r = computeReplica(s);
  const double eta = 1460.0 / 1538.0;
  CHECK_THAT(r.max_tx_utilization, WithinRel(8 * 50.0 / eta / 1000, 1e-12));
  REQUIRE(r.sustainable_write_mbps_per_host);
  CHECK_THAT(*r.sustainable_write_mbps_per_host, WithinRel(0.8 * 125 * eta - 20, 1e-12));

  SECTION("other traffic alone above the limit leaves nothing for replicas")
  {
    s.peer_network.other_traffic_mbps = 110;
    REQUIRE(computeReplica(s).sustainable_write_mbps_per_host);
    CHECK(*computeReplica(s).sustainable_write_mbps_per_host == 0.0);
  }
}

TEST_CASE("WT and WB+0 send nothing: nothing replicated means no sustainable limit", "[replica]")
{
  auto s = cluster(4, {constantGroup(6, 5, test::wt()), constantGroup(2, 50, wb(0))}, ethernet(1));
  const ReplicaResult r = computeReplica(s);
  CHECK(r.cluster_payload_mbps == 0.0);
  CHECK(r.max_link_utilization == 0.0);
  CHECK_FALSE(r.sustainable_write_mbps_per_host.has_value());
  CHECK_FALSE(r.sustainable_basis.has_value());
  CHECK_THAT(r.cluster_write_mbps, WithinRel(4 * (30.0 + 100.0), 1e-12));
}

TEST_CASE("Asymmetric placement with on_hosts: the two-host home lab", "[replica]")
{
  // One test VM on host 1 writing 100 MB/s at WB+1: host 1 transmits, host 2 receives.
  auto s = cluster(2, {constantGroup(1, 100, wb(1), 1)}, ethernet(1));
  const ReplicaResult r = computeReplica(s);
  CHECK_THAT(r.hosts[0].egress_payload_mbps, WithinRel(100.0, 1e-12));
  CHECK(r.hosts[0].ingress_payload_mbps == 0.0);
  CHECK(r.hosts[1].egress_payload_mbps == 0.0);
  CHECK_THAT(r.hosts[1].ingress_payload_mbps, WithinRel(100.0, 1e-12));
  CHECK(r.max_tx_host == 0);
  CHECK(r.max_rx_host == 1);

  SECTION("a group on 2 of 4 hosts spreads its copies over all three other hosts")
  {
    auto s4 = cluster(4, {constantGroup(3, 10, wb(1), 2)}, ethernet(10));
    const ReplicaResult r4 = computeReplica(s4);
    CHECK_THAT(r4.hosts[0].egress_payload_mbps, WithinRel(30.0, 1e-12));
    CHECK(r4.hosts[2].egress_payload_mbps == 0.0);
    CHECK_THAT(r4.hosts[0].ingress_payload_mbps, WithinRel(10.0, 1e-12));  // from host 2
    CHECK_THAT(r4.hosts[2].ingress_payload_mbps, WithinRel(20.0, 1e-12));  // from hosts 1, 2
  }
}

TEST_CASE("N >= H is infeasible and said so", "[replica][findings]")
{
  auto s = cluster(2, {constantGroup(6, 5, wb(2))}, ethernet(10));
  const Evaluation e = evaluate(s);
  REQUIRE_FALSE(e.replica.groups[0].feasible);
  CHECK(e.replica.groups[0].peers_effective == 1);
  const Finding* f = findCode(e.findings, "peers_infeasible");
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
  CHECK(f->value("hosts_needed") == 3);  // "WB+2 needs at least 3 hosts"
  CHECK(e.findings.front().severity == Severity::Critical);

  SECTION("a single host can only run WT or WB+0")
  {
    auto one = cluster(1, {constantGroup(6, 5, wb(1))}, ethernet(10));
    const Evaluation e1 = evaluate(one);
    CHECK_FALSE(e1.replica.groups[0].feasible);
    CHECK(e1.replica.cluster_payload_mbps == 0.0);
    CHECK(allFinite(e1.replica));
  }
}

TEST_CASE("Saturated peer link: 126% on 1GbE, 10GbE brings it to 12.6%", "[replica][findings]")
{
  // 30 VMs x 5 MB/s = 150 MB/s of replicas from host 1: 1200 Mb/s / 0.9493 = 1264 Mb/s.
  auto s = cluster(2, {constantGroup(30, 5, wb(1), 1)}, ethernet(1));
  const Evaluation e = evaluate(s);
  CHECK(e.replica.saturated);
  CHECK_THAT(e.replica.max_link_utilization, WithinAbs(1.264, 5e-4));
  const Finding* f = findCode(e.findings, "peer_link_saturated");
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
  CHECK(f->label("alt_link") == "10GbE");
  CHECK(f->value("alt_link_gbps") == 10);
  CHECK_THAT(f->value("alt_utilization"), WithinAbs(0.1264, 5e-5));
  // compression that brings 126.4% to the 80% limit
  CHECK_THAT(f->value("compression_needed"), WithinRel(1.264 / 0.8, 1e-3));
  CHECK(findCode(e.findings, "peer_link_headroom") == nullptr);

  SECTION("between the limit and 100% it is a warning")
  {
    s.vm_groups[0].vms_per_host = 20;  // 84.3%
    const Evaluation w = evaluate(s);
    CHECK_FALSE(w.replica.saturated);
    CHECK(w.replica.over_limit);
    const Finding* fw = findCode(w.findings, "peer_link_over_limit");
    REQUIRE(fw);
    CHECK(fw->severity == Severity::Warning);
  }
  SECTION("with headroom the finding is informative")
  {
    s.peer_network.link_gbps = 10;
    const Evaluation ok = evaluate(s);
    const Finding* fi = findCode(ok.findings, "peer_link_headroom");
    REQUIRE(fi);
    CHECK(fi->severity == Severity::Info);
  }
}

TEST_CASE("Bursty profiles: the link is sized at the peak, the mean is reported beside it",
          "[replica]")
{
  VmGroup g = constantGroup(6, 0, wb(1));
  g.write.kind = ProfileKind::OnOff;
  g.write.peak_mbps = 20;
  g.write.burst_s = 300;
  g.write.period_s = 1200;
  g.write.base_mbps = 0;
  auto s = cluster(4, {g}, ethernet(1));
  const Evaluation e = evaluate(s);
  CHECK_THAT(e.replica.cluster_payload_mbps, WithinRel(4 * 6 * 20.0, 1e-12));
  CHECK_THAT(e.replica_mean.cluster_payload_mbps, WithinRel(4 * 6 * 5.0, 1e-12));
  CHECK(e.replica.max_link_utilization > 1.0);
  CHECK(e.replica_mean.max_link_utilization < 0.8);
  const Finding* f = findCode(e.findings, "peer_link_saturated");
  REQUIRE(f);
  CHECK_THAT(f->value("mean_utilization"), WithinRel(e.replica_mean.max_link_utilization, 1e-12));
}

TEST_CASE("Shared uplink carries all cross-host replica traffic", "[replica]")
{
  auto s = cluster(4, {constantGroup(6, 5, wb(2))}, ethernet(10));
  s.peer_network.shared_uplink_gbps = 2;
  const Evaluation e = evaluate(s);
  REQUIRE(e.replica.shared_uplink);
  CHECK_THAT(e.replica.shared_uplink->payload_mbps, WithinRel(240.0, 1e-12));
  CHECK_THAT(e.replica.shared_uplink->utilization,
             WithinRel(8 * 240.0 / (1460.0 / 1538.0) / 2000, 1e-12));
  CHECK(e.replica.saturated);  // 101% of 2 Gb/s
  CHECK(findCode(e.findings, "shared_uplink_saturated"));
  // The uplink caps the sustainable rate below what the host links allow.
  REQUIRE(e.replica.sustainable_write_mbps_per_host);
  CHECK(*e.replica.sustainable_write_mbps_per_host < 30.0);
  REQUIRE(e.replica.sustainable_basis);
  CHECK(e.replica.sustainable_basis->uplink);
  CHECK_THAT(e.replica.sustainable_basis->replica_wire_mbitps,
             WithinRel(e.replica.shared_uplink->wire_mbitps, 1e-12));
}

TEST_CASE("Write-back without peers is flagged", "[replica][findings]")
{
  auto s = cluster(4, {constantGroup(6, 5, wb(0))}, ethernet(10));
  const Evaluation e = evaluate(s);
  const Finding* f = findCode(e.findings, "write_back_without_peers");
  REQUIRE(f);
  CHECK(f->group == 0);
}

TEST_CASE("Properties: more peers never less traffic: compression c divides payload by c",
          "[replica][property]")
{
  std::mt19937 rng(20261121);
  std::uniform_int_distribution<int> hostsDist(2, 16);
  std::uniform_int_distribution<int> vmsDist(0, 30);
  std::uniform_real_distribution<double> rateDist(0.0, 50.0);
  for (int trial = 0; trial < 200; ++trial) {
    const int H = hostsDist(rng);
    std::vector<VmGroup> groups;
    for (int g = 0; g < 3; ++g)
      groups.push_back(constantGroup(vmsDist(rng), rateDist(rng), wb(0),
                                     std::uniform_int_distribution<int>(1, H)(rng)));
    auto s = cluster(H, groups, ethernet(10));
    ReplicaResult prev = computeReplica(s);
    for (int n = 1; n < H; ++n) {
      for (auto& g : s.vm_groups)
        g.write_policy = wb(n);
      const ReplicaResult r = computeReplica(s);
      CHECK(r.cluster_payload_mbps >= prev.cluster_payload_mbps);
      for (int h = 0; h < H; ++h) {
        CHECK(r.hosts[h].egress_payload_mbps >= prev.hosts[h].egress_payload_mbps - 1e-9);
        CHECK(r.hosts[h].ingress_payload_mbps >= prev.hosts[h].ingress_payload_mbps - 1e-9);
      }
      // Conservation: everything sent is received.
      double out = 0, in = 0;
      for (const auto& h : r.hosts) {
        out += h.egress_payload_mbps;
        in += h.ingress_payload_mbps;
      }
      CHECK_THAT(out, WithinRel(in, 1e-9));
      prev = r;
    }
    const double c = 1.0 + 4.0 * rateDist(rng) / 50.0;
    auto sc = s;
    sc.peer_network.compression_ratio = c;
    const ReplicaResult plain = computeReplica(s);
    const ReplicaResult packed = computeReplica(sc);
    CHECK_THAT(packed.cluster_payload_mbps * c, WithinRel(plain.cluster_payload_mbps, 1e-12));
    for (int h = 0; h < H; ++h)
      CHECK_THAT(packed.hosts[h].egress_payload_mbps * c,
                 WithinAbs(plain.hosts[h].egress_payload_mbps, 1e-9));
  }
}

TEST_CASE("Degenerate but valid inputs never give NaN or infinity", "[replica][robustness]")
{
  SECTION("no VMs at all")
  {
    auto s = cluster(4, {constantGroup(0, 5, wb(1))}, ethernet(10));
    const Evaluation e = evaluate(s);
    CHECK(allFinite(e.replica));
    CHECK(e.replica.cluster_payload_mbps == 0.0);
  }
  SECTION("zero write rate")
  {
    auto s = cluster(4, {constantGroup(6, 0, wb(2))}, ethernet(10));
    const Evaluation e = evaluate(s);
    CHECK(allFinite(e.replica));
  }
  SECTION("invalid link speed and no hosts (the validator rejects these; the model survives)")
  {
    auto s = cluster(0, {constantGroup(6, 5, wb(1))}, ethernet(0));
    CHECK(allFinite(computeReplica(s)));
    auto s2 = cluster(3, {constantGroup(6, 5, wb(1))}, ethernet(0));
    CHECK(allFinite(computeReplica(s2)));
    s2.peer_network.usable_links = 0;
    s2.peer_network.mtu = 0;
    CHECK(allFinite(computeReplica(s2)));
  }
}
