// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The cross-model checks of model/evaluate/consistency.h against hand calculations.
#include <catch2/catch.hpp>

#include <cmath>

#include "builders.h"
#include "model/common/units.h"
#include "model/evaluate/consistency.h"

using namespace accel;
using Catch::Matchers::WithinRel;
using test::findCode;

namespace {

Scenario solidStateArray(Scenario s)
{
  RaidGroup& g = s.backing.raid_groups.front();
  g.disk.rpm = 0;
  g.disk.avg_seek_ms = 0;
  g.disk.track_seek_ms = 0;
  g.disk.full_seek_ms = 0;
  g.disk.od_mbps = 500;
  g.disk.id_mbps = 500;
  s.backing.storage_network.kind = StorageKind::FibreChannel;
  s.backing.storage_network.link_gbps = 16;
  return s;
}

}  // namespace

TEST_CASE("Every finding belongs to an area, the model that raised it", "[consistency]")
{
  Scenario s = test::exampleCluster();
  s.backing.sequential_streams.count = 4;
  const Evaluation e = evaluate(s);
  REQUIRE_FALSE(e.findings.empty());
  for (const Finding& f : e.findings) {
    INFO(f.code);
    CHECK((f.area == "replica" || f.area == "latency" || f.area == "destager" ||
           f.area == "backing" || f.area == "streams" || f.area == "readcache"));
  }
  CHECK(findCode(e.findings, "peer_link_headroom")->area == "replica");
  CHECK(findCode(e.findings, "latency_bound_by")->area == "latency");
  CHECK(findCode(e.findings, "backing_destage_bound")->area == "backing");
  // Findings computed again from the results are the same list.
  const std::vector<Finding> again = evaluationFindings(s, e);
  REQUIRE(again.size() == e.findings.size());
  for (std::size_t i = 0; i < again.size(); ++i)
    CHECK(again[i].code == e.findings[i].code);
}

TEST_CASE("Write-back buffers and their peers' copies against the device", "[consistency]")
{
  // 4 hosts x 6 VMs WB+1, 20000 MB each: a host holds 120000 MB of its own and receives a
  // third of each other host's 120000 MB, 120000 MB more: 240000 MB against 200 GiB
  // (214748.4 MB). 5 of the 6 VMs fit (6 x 0.8948 = 5.37), or 17895.7 MB per VM.
  Scenario s = test::exampleCluster();
  s.acceleration.capacity_gib = 200;
  const std::vector<Finding> fs = consistencyFindings(s, evaluate(s));
  const Finding* f = findCode(fs, "destager_buffers_exceed_device");
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
  CHECK(f->area == "destager");
  const double capacity = 200 * 1073741824.0 / 1e6;
  CHECK_THAT(f->value("own_mb"), WithinRel(120000.0, 1e-12));
  CHECK_THAT(f->value("copies_mb"), WithinRel(120000.0, 1e-12));
  CHECK_THAT(f->value("capacity_mb"), WithinRel(capacity, 1e-12));
  CHECK(f->value("fit_vms") == 5);
  CHECK_THAT(f->value("fit_buffer_mb"), WithinRel(20000 * capacity / 240000, 1e-12));
  CHECK_THAT(f->value("needed_capacity_gib"), WithinRel(240000 / 1073.741824, 1e-12));

  // WB+2 doubles the copies: 120000 + 240000 = 360000 MB fits 400 GiB (429496.7 MB); WB+3,
  // 480000 MB, does not.
  s.vm_groups[0].write_policy.peers = 2;
  s.acceleration.capacity_gib = 400;
  CHECK_FALSE(findCode(consistencyFindings(s, evaluate(s)), "destager_buffers_exceed_device"));
  s.vm_groups[0].write_policy.peers = 3;  // 480000 MB
  const std::vector<Finding> wb3 = consistencyFindings(s, evaluate(s));
  REQUIRE(findCode(wb3, "destager_buffers_exceed_device"));
  CHECK_THAT(findCode(wb3, "destager_buffers_exceed_device")->value("total_mb"),
             WithinRel(480000.0, 1e-12));

  // The VMs on one host only: host 1 holds its own 120000 MB, the others a third of it each.
  s.vm_groups[0].write_policy.peers = 1;
  s.vm_groups[0].on_hosts = 1;
  s.acceleration.capacity_gib = 100;  // 107374.2 MB
  const std::vector<Finding> one = consistencyFindings(s, evaluate(s));
  REQUIRE(findCode(one, "destager_buffers_exceed_device"));
  CHECK(findCode(one, "destager_buffers_exceed_device")->host == 0);
  CHECK_THAT(findCode(one, "destager_buffers_exceed_device")->value("total_mb"),
             WithinRel(120000.0, 1e-12));
  // Write-through holds no buffer.
  s.vm_groups[0].write_policy = WritePolicy{WriteMode::WriteThrough, 0};
  CHECK_FALSE(findCode(consistencyFindings(s, evaluate(s)), "destager_buffers_exceed_device"));
}

TEST_CASE("Write-through at least as fast as write-back is a finding", "[consistency]")
{
  // 8 KiB WB+2 over 1GbE against a solid-state array on 16GFC: write-through commits with
  // the local device's write (it fills the cache), far below the replica leg.
  Scenario s = solidStateArray(test::exampleCluster());
  s.hosts = 3;
  s.vm_groups[0].write_policy.peers = 2;
  s.vm_groups[0].write_io_kib = 8;
  s.vm_groups[0].vms_per_host = 2;
  s.backing.random_load.iops = 2000;
  const Evaluation e = evaluate(s);
  const std::vector<Finding> fs = consistencyFindings(s, e);
  const Finding* f = findCode(fs, "latency_write_through_as_fast", 0);
  REQUIRE(f);
  CHECK(f->severity == Severity::Warning);
  CHECK(f->area == "latency");
  const CommitFloor wt =
      commitFloorUs(s, WritePolicy{WriteMode::WriteThrough, 0}, 8192, e.latency_options);
  CHECK_THAT(f->value("wt_floor_us"), WithinRel(wt.floor_us, 1e-12));
  CHECK_THAT(f->value("datastore_us"), WithinRel(wt.legs.datastore_us, 1e-12));
  CHECK_THAT(f->value("floor_us"), WithinRel(e.latency.groups[0].floor_us, 1e-12));
  CHECK(f->value("wt_floor_us") <= f->value("floor_us"));
  CHECK(f->label("policy") == "WB+2");
  // On the 7.2K array write-back is far faster: no finding.
  const Scenario slow = test::exampleCluster();
  CHECK_FALSE(findCode(consistencyFindings(slow, evaluate(slow)), "latency_write_through_as_fast"));
}

TEST_CASE("A saturated datastore leaves write-through without a latency", "[consistency]")
{
  Scenario s = test::exampleCluster();
  VmGroup wt = s.vm_groups[0];
  wt.name = "file servers";
  wt.write_policy = WritePolicy{WriteMode::WriteThrough, 0};
  wt.vms_per_host = 2;
  VmGroup none = wt;
  none.name = "spare";
  none.vms_per_host = 0;
  s.vm_groups = {s.vm_groups[0], wt, none};
  s.backing.random_load.iops = 3000;  // the 14-disk RAID10 takes about 800 of this mix
  const Evaluation e = evaluate(s);
  REQUIRE(e.backing.raid_groups.front().saturated);
  CHECK(e.datastore_saturated);
  CHECK(writeThroughUnbounded(s, e, 1));
  CHECK_FALSE(writeThroughUnbounded(s, e, 0));  // write-back
  CHECK_FALSE(writeThroughUnbounded(s, e, 2));  // no VMs
  const Finding* f = findCode(e.findings, "latency_datastore_saturated", 1);
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
  CHECK(f->value("utilization") >= 1.0);
  CHECK_FALSE(findCode(e.findings, "latency_datastore_saturated", 2));
  // Its findings that quote a latency under load say it is unbounded.
  for (const Finding& x : e.findings)
    if (x.group == 1 && x.values.count("loaded_us"))
      CHECK(x.label("loaded") == "unbounded");
  // No write-through gain is claimed on a saturated datastore.
  CHECK_FALSE(findCode(e.findings, "latency_write_through_as_fast"));
  s.backing.random_load.iops = 0;
  CHECK_FALSE(evaluate(s).datastore_saturated);
}

TEST_CASE("An array slower than the write-back VMs write on average is the bottleneck",
          "[consistency]")
{
  // 24 VMs x 5 MB/s = 120 MB/s against the 14 x 7.2K RAID10's 28.47 MB/s of random destaging.
  Scenario s = test::exampleCluster();
  const Evaluation e = evaluate(s);
  const Finding* f = findCode(e.findings, "backing_destage_bottleneck");
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
  CHECK(f->area == "backing");
  CHECK_THAT(f->value("demand_mbps"), WithinRel(120.0, 1e-12));
  CHECK_THAT(f->value("destage_mbps"), WithinRel(e.destager.cluster_destage_mbps, 1e-12));
  CHECK(f->label("bound_by") == "disks");
  // At 1 MB/s per VM (24 MB/s) it keeps up.
  s.vm_groups[0].write.mbps = 1;
  CHECK_FALSE(findCode(evaluate(s).findings, "backing_destage_bottleneck"));
}
