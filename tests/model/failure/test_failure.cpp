// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Failure what-ifs (docs/models/failure.md): the degraded replica matrix, a degraded RAID
// group's costs and rebuild, the restart rule, the write-back data a lost host held, and a
// design that rides through, against hand calculations.
#include <catch2/catch.hpp>

#include "builders.h"
#include "model/backing/raid.h"
#include "model/evaluate/evaluate.h"
#include "model/failure/failure.h"

using namespace accel;
using namespace accel::test;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

Scenario wbCluster(int hosts, int vms, double mbps, int peers)
{
  Scenario s;
  s.hosts = hosts;
  s.vm_groups = {constantGroup(vms, mbps, wb(peers))};
  s.peer_network.peer_selection = PeerSelection::Spread;
  return s;
}

FailureSpec hostFailure(int host)
{
  FailureSpec f;
  f.kind = FailureKind::Host;
  f.host = host;
  return f;
}

}  // namespace

TEST_CASE("Host lost: 4 hosts WB+1, the three survivors' replica matrix by hand",
          "[failure][replica]")
{
  // 10 VMs x 5 MB/s per host, WB+1 spread. Host 4 lost: its 10 VMs restart on the least
  // loaded survivor one at a time: 4, 3, 3 -> 14, 13, 13 VMs. Spread: T(h, j) = P_h / (H - 1)
  // with H = 3: P = 70, 65, 65 MB/s -> T(0, j) = 35, T(1, j) = T(2, j) = 32.5 MB/s.
  const Scenario s = wbCluster(4, 10, 5, 1);
  const Evaluation healthy = evaluate(s);
  const FailureResult r = evaluateFailure(s, healthy, hostFailure(4));
  REQUIRE(r.problem.empty());
  REQUIRE(r.restart);
  CHECK(r.restart->vms[0] == std::vector<int>{14, 13, 13});
  CHECK(r.vms_lost == 10);
  CHECK(r.vms_restarted == 10);
  CHECK(r.vms_not_restarted == 0);
  REQUIRE(r.degraded.hosts == 3);
  // Layers: 13 VMs on all three hosts, 1 more on the first.
  REQUIRE(r.degraded.vm_groups.size() == 2);
  CHECK(r.degraded.vm_groups[0].vms_per_host == 13);
  CHECK_FALSE(r.degraded.vm_groups[0].on_hosts);
  CHECK(r.degraded.vm_groups[1].vms_per_host == 1);
  CHECK(r.degraded.vm_groups[1].on_hosts == 1);
  CHECK(r.origin == std::vector<int>{0, 0});
  const Eigen::MatrixXd& t = r.degraded_evaluation.replica.traffic_mbps;
  REQUIRE(t.rows() == 3);
  const double expected[3][3] = {{0, 35, 35}, {32.5, 0, 32.5}, {32.5, 32.5, 0}};
  for (int h = 0; h < 3; ++h)
    for (int j = 0; j < 3; ++j)
      CHECK_THAT(t(h, j), WithinAbs(expected[h][j], 1e-9));
  CHECK_THAT(r.degraded_evaluation.replica.hosts[0].egress_payload_mbps, WithinRel(70.0, 1e-12));
  CHECK_THAT(r.degraded_evaluation.replica.hosts[0].ingress_payload_mbps, WithinRel(65.0, 1e-12));
  // Healthy: P = 50 on each host, T = 50 / 3; the busiest link carries more after the failure.
  CHECK_THAT(healthy.replica.traffic_mbps(0, 1), WithinRel(50.0 / 3.0, 1e-12));
  CHECK(r.degraded_evaluation.replica.max_link_utilization > healthy.replica.max_link_utilization);
  // Spread: every VM's buffered writes had a copy on host 4; they run write-through until
  // re-protected (in the transient state all write-back groups write through).
  REQUIRE(r.transient);
  CHECK(r.transient->vm_groups[0].write_policy.mode == WriteMode::WriteThrough);
  CHECK(r.write_through_vms == 30);
}

TEST_CASE("Host lost with a ring: only the N hosts before the lost one lose a replica", "[failure]")
{
  Scenario s = wbCluster(5, 4, 2, 1);
  s.peer_network.peer_selection = PeerSelection::Ring;
  const Evaluation healthy = evaluate(s);
  // Host 3 (index 2) receives from host 2 (index 1) only: its 4 VMs run write-through.
  const FailureResult r = evaluateFailure(s, healthy, hostFailure(3));
  REQUIRE(r.problem.empty());
  CHECK(r.write_through_vms == 4);
  CHECK(r.flushing_hosts == 1);
}

TEST_CASE("Restart rule: the survivors take the lost host's VMs while they have room",
          "[failure][restart]")
{
  // 4 hosts x 10 VMs, room for 13 per host: the three survivors take 3 each, 9 of the 10;
  // one is not restarted.
  Scenario s = wbCluster(4, 10, 1, 1);
  s.max_vms_per_host = 13;
  const HaRestart ha = haRestart(s, 1);
  CHECK(ha.lost == std::vector<int>{10});
  CHECK(ha.restarted == std::vector<int>{9});
  CHECK(ha.not_restarted == std::vector<int>{1});
  CHECK(ha.vms[0] == std::vector<int>{13, 13, 13});

  // Two groups: the restart fills the least loaded host first, group by group; group 1 runs
  // on the first 2 hosts only. Hosts 0..3 run 5+3, 5+3, 5, 5; host 4 (index 3) lost: 5 VMs of
  // group 0 go to hosts 2, then 0, 1, 2 ... with room 8: hosts 0 and 1 are full, host 2 takes 3.
  Scenario two = wbCluster(4, 5, 1, 1);
  two.vm_groups.push_back(constantGroup(3, 1, wb(1), 2));
  two.max_vms_per_host = 8;
  const HaRestart h2 = haRestart(two, 3);
  CHECK(h2.lost == std::vector<int>{5, 0});
  CHECK(h2.restarted == std::vector<int>{3, 0});
  CHECK(h2.not_restarted == std::vector<int>{2, 0});
  CHECK(h2.vms[0] == std::vector<int>{5, 5, 8});
  CHECK(h2.vms[1] == std::vector<int>{3, 3, 0});

  const Evaluation healthy = evaluate(two);
  const FailureResult r = evaluateFailure(two, healthy, hostFailure(4));
  const Finding* f = findCode(r.findings, "failure_vms_not_restarted", 0);
  REQUIRE(f);
  CHECK(f->value("vms") == 2);
  CHECK(f->severity == Severity::Critical);
  // Without a limit every VM restarts.
  two.max_vms_per_host.reset();
  CHECK(haRestart(two, 3).not_restarted == std::vector<int>{0, 0});
}

TEST_CASE("Degraded RAID: member I/Os and the busiest survivor's load, by hand", "[failure][raid]")
{
  RaidGroup g;
  g.level = RaidLevel::Raid5;
  g.disks = 8;
  // RAID5, n = 8: a read hits the failed disk with probability 1/8 and then reads the 7
  // others: 7/8 + 7/8 = 1.75 member reads over 7 disks, 0.25 each against 1/8 healthy: x2.
  // Writes: target lost 7 I/Os, parity lost 1, otherwise 4: (7 + 1 + 6 x 4) / 8 = 4; per
  // survivor 4/7 against 4/8: x 8/7.
  DegradedRaidCost c = degradedRaidCost(raidGeometry(g));
  CHECK(c.redundant);
  CHECK_THAT(c.read_ios, WithinRel(1.75, 1e-12));
  CHECK_THAT(c.read_factor, WithinRel(2.0, 1e-12));
  CHECK_THAT(c.write_ios, WithinRel(4.0, 1e-12));
  CHECK_THAT(c.write_factor, WithinRel(8.0 / 7.0, 1e-12));
  // RAID6, n = 8: reads 7/8 + 6/8 = 13/8, x 13/7; writes (7 + 2 x 4 + 5 x 6) / 8 = 45/8
  // over 7 disks against 6/8: x 45/42.
  g.level = RaidLevel::Raid6;
  c = degradedRaidCost(raidGeometry(g));
  CHECK_THAT(c.read_ios, WithinRel(13.0 / 8.0, 1e-12));
  CHECK_THAT(c.read_factor, WithinRel(13.0 / 7.0, 1e-12));
  CHECK_THAT(c.write_ios, WithinRel(45.0 / 8.0, 1e-12));
  CHECK_THAT(c.write_factor, WithinRel(45.0 / 42.0, 1e-12));
  // RAID10: the partner serves all of its pair's reads.
  g.level = RaidLevel::Raid10;
  c = degradedRaidCost(raidGeometry(g));
  CHECK_THAT(c.read_factor, WithinRel(2.0, 1e-12));
  CHECK_THAT(c.write_factor, WithinRel(1.0, 1e-12));
  // RAID0 has nothing to rebuild from.
  g.level = RaidLevel::Raid0;
  CHECK_FALSE(degradedRaidCost(raidGeometry(g)).redundant);
}

TEST_CASE("RAID5 member lost: random reads at half the capacity, the rebuild's time by hand",
          "[failure][raid]")
{
  Scenario s = wbCluster(4, 2, 1, 1);
  RaidGroup& g = s.backing.raid_groups[0];
  g.level = RaidLevel::Raid5;
  g.disks = 8;
  s.backing.random_load.iops = 200;
  s.backing.random_load.read_fraction = 1.0;  // reads only: the mix is the read factor
  s.vm_groups[0].write.mbps = 0;
  const Evaluation healthy = evaluate(s);
  FailureSpec f;
  f.kind = FailureKind::RaidMember;
  f.raid_group = 0;
  f.rebuild_share = 0.3;
  const FailureResult r = evaluateFailure(s, healthy, f);
  REQUIRE(r.problem.empty());
  REQUIRE(r.rebuild);
  CHECK_THAT(r.rebuild->read_share, WithinAbs(1.0, 1e-12));
  // Slowdown 2 / (1 - 0.3): the group's random read capacity falls by that factor.
  CHECK_THAT(r.rebuild->slowdown, WithinRel(2.0 / 0.7, 1e-12));
  CHECK_THAT(r.degraded_evaluation.backing.raid_groups[0].random_read_iops,
             WithinRel(healthy.backing.raid_groups[0].random_read_iops * 0.7 / 2.0, 0.01));
  // Whole 2000 GB member at 30 % of (175 + 83) / 2 = 38.7 MB/s: 51,680 s = 14.36 h.
  CHECK_THAT(r.rebuild->rebuild_mbps, WithinRel(38.7, 1e-12));
  REQUIRE(r.rebuild->rebuild_s);
  CHECK_THAT(*r.rebuild->rebuild_s, WithinRel(2000.0 * 1000.0 / 38.7, 1e-12));
  const Finding* rb = findCode(r.findings, "failure_rebuild");
  REQUIRE(rb);
  CHECK_THAT(rb->value("duration_s"), WithinRel(*r.rebuild->rebuild_s, 1e-12));
  // The backing requirement is no better degraded.
  for (const FailureCost& c : r.costs)
    if (c.kind == RequirementKind::BackingUtilization) {
      REQUIRE(c.healthy);
      REQUIRE(c.degraded);
      CHECK(*c.degraded >= *c.healthy);
      CHECK(c.phase == "until_rebuilt");
    }
}

TEST_CASE("RAID0 member lost: the data are lost, nothing is evaluated", "[failure][raid]")
{
  Scenario s = wbCluster(4, 2, 1, 1);
  s.backing.raid_groups[0].level = RaidLevel::Raid0;
  s.backing.raid_groups[0].disks = 4;
  FailureSpec f;
  f.kind = FailureKind::RaidMember;
  const FailureResult r = evaluateFailure(s, evaluate(s), f);
  CHECK(r.problem == "no_redundancy");
  CHECK(r.data_lost);
  CHECK(findCode(r.findings, "failure_data_lost"));
}

TEST_CASE("Host lost: the buffered writes it held, flushed by its peers before the restart",
          "[failure][destager]")
{
  // Bursts above the destage rate build a backlog in every VM's buffer.
  Scenario s = wbCluster(4, 5, 1, 1);
  VmGroup& g = s.vm_groups[0];
  g.write.kind = ProfileKind::OnOff;
  g.write.peak_mbps = 40;
  g.write.base_mbps = 0.5;
  g.write.burst_s = 60;
  g.write.period_s = 3600;
  const Evaluation healthy = evaluate(s);
  const double peak = healthy.destager.groups[0].peak_backlog_mb;
  REQUIRE(peak > 0);
  const FailureResult r = evaluateFailure(s, healthy, hostFailure(2));
  CHECK_THAT(r.lost_backlog_mb, WithinRel(5 * peak, 1e-12));
  CHECK(r.unprotected_backlog_mb == 0);
  CHECK(r.flushing_hosts == 3);
  // The survivors' paths, within the array's room left by the write-through VMs.
  CHECK_THAT(r.flush_mbps,
             WithinRel(std::min(3 * healthy.backing.host_write_mbps_capacity, r.destage_room_mbps),
                       1e-12));
  REQUIRE(r.flush_s);
  CHECK_THAT(*r.flush_s, WithinRel(5 * peak / r.flush_mbps, 1e-12));
  // Re-protection drains the survivors' 15 buffers and the lost host's 5 at the room: the
  // healthy destage capacity less the 15 survivors' mean writes, now written through.
  const double wt_mbps = 15 * healthy.destager.groups[0].mean_write_mbps;
  const double offered = 3 * healthy.backing.host_write_mbps_capacity;
  const double cap = healthy.backing.write_mbps_capacity;
  CHECK_THAT(r.destage_room_mbps, WithinRel(std::min(offered, cap - wt_mbps), 1e-9));
  REQUIRE(r.reprotect_s);
  CHECK_THAT(r.reprotect_backlog_mb, WithinRel(20 * peak, 1e-12));
  CHECK_THAT(*r.reprotect_s, WithinRel(20 * peak / r.destage_room_mbps, 1e-12));
  CHECK(findCode(r.findings, "failure_restart_delayed"));
  const Finding* wt = findCode(r.findings, "failure_write_through", 0);
  REQUIRE(wt);
  // Write-through commits at the datastore: slower than the write-back commit.
  CHECK(wt->value("degraded_us") > wt->value("healthy_us"));

  // WB+0: the host's buffered writes had no copy: lost with it.
  s.vm_groups[0].write_policy = wb(0);
  const FailureResult r0 = evaluateFailure(s, evaluate(s), hostFailure(2));
  CHECK(r0.data_lost);
  CHECK_THAT(r0.unprotected_backlog_mb, WithinRel(r0.lost_backlog_mb, 1e-12));
  CHECK(findCode(r0.findings, "failure_data_lost"));
}

TEST_CASE("A peer link or a storage path lost: one fewer, or the host cut off", "[failure]")
{
  Scenario s = wbCluster(4, 4, 2, 1);
  s.peer_network.usable_links = 2;
  const Evaluation healthy = evaluate(s);
  FailureSpec f;
  f.kind = FailureKind::PeerLink;
  f.host = 1;
  FailureResult r = evaluateFailure(s, healthy, f);
  CHECK(r.links_after == 1);
  CHECK_THAT(r.degraded_evaluation.replica.max_link_utilization,
             WithinRel(2 * healthy.replica.max_link_utilization, 0.05));
  // The last link: the host is cut off, its VMs write through on their own, the others
  // replicate among the three connected hosts.
  s.peer_network.usable_links = 1;
  r = evaluateFailure(s, evaluate(s), f);
  CHECK(r.host_cut_off);
  CHECK(r.degraded.hosts == 3);
  REQUIRE(r.degraded.vm_groups.size() == 2);
  CHECK(r.degraded.vm_groups[1].write_policy.mode == WriteMode::WriteThrough);
  CHECK(r.degraded.vm_groups[1].vms_per_host == 4);

  f.kind = FailureKind::StoragePath;
  r = evaluateFailure(s, evaluate(s), f);
  CHECK(r.paths_after == 1);
  CHECK(r.degraded.backing.storage_network.paths == 1);
  s.backing.storage_network.paths = 1;
  r = evaluateFailure(s, evaluate(s), f);
  CHECK(r.paths_after == 0);
  REQUIRE(r.restart);  // its VMs restart elsewhere
  CHECK(r.vms_restarted == 4);
}

TEST_CASE("A design with room everywhere rides through a host failure", "[failure]")
{
  const Scenario s = wbCluster(8, 1, 0.5, 1);
  const Evaluation healthy = evaluate(s);
  REQUIRE(healthy.requirements.all_met);
  const FailureResult r = evaluateFailure(s, healthy, hostFailure(3));
  REQUIRE(r.problem.empty());
  CHECK(r.degraded_all_met);
  const Finding* f = findCode(r.findings, "failure_rides_through");
  REQUIRE(f);
  CHECK(f->label("all_met") == "yes");
  CHECK_FALSE(findCode(r.findings, "failure_requirement_lost"));
  for (const FailureCost& c : r.costs)
    CHECK(c.degraded_met);
}

TEST_CASE("Failures that cannot be applied say why", "[failure]")
{
  Scenario s = wbCluster(1, 1, 1, 0);
  const Evaluation e = evaluate(s);
  CHECK(evaluateFailure(s, e, hostFailure(2)).problem == "no_such_host");
  CHECK(evaluateFailure(s, e, hostFailure(1)).problem == "last_host");
  FailureSpec f;
  f.kind = FailureKind::RaidMember;
  f.raid_group = 3;
  CHECK(evaluateFailure(s, e, f).problem == "no_such_raid_group");
  s.backing.kind = BackingKind::AllFlash;
  f.raid_group = 0;
  CHECK(evaluateFailure(s, evaluate(s), f).problem == "all_flash");
}
