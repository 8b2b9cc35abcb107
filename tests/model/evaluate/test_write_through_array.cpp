// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Write-through VMs share the backing array (model/backing/datastore_queue.h and the latency
// model's BackingArray station): checked against the utilisation law, Little's law, the
// latency without the array's queue, and the discrete-event simulation of the write path.
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>

#include "builders.h"
#include "model/backing/datastore_queue.h"
#include "model/common/units.h"
#include "model/evaluate/evaluate.h"
#include "model/latency/write_path_simulation.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// The example build cluster with every VM written through: 24 VMs x 16 outstanding 256 KiB
/// writes asking 120 MB/s of a 14-disk RAID10 of 7.2K disks (about 55 MB/s of such writes).
Scenario writeThroughCluster(double write_cache_mb)
{
  Scenario s = test::exampleCluster();
  s.vm_groups[0].write_policy = test::wt();
  s.vm_groups[0].outstanding_ios = 16;
  s.backing.write_cache_mb = write_cache_mb;
  return s;
}

/// The cluster's write-through MB/s the latency model finds.
double reachedMbps(const Scenario& s, const Evaluation& e)
{
  const GroupLatency& g = e.latency.groups.at(0);
  return g.write_mbps_per_vm * s.vm_groups[0].vms_per_host * s.hosts;
}

}  // namespace

TEST_CASE(
    "Write-through VMs that overload the array run at its write capacity and wait as "
    "Little's law says",
    "[consistency][latency]")
{
  for (const double cache_mb : {0.0, 1000.0}) {
    INFO("write cache " << cache_mb << " MB");
    const Scenario s = writeThroughCluster(cache_mb);
    const Evaluation e = evaluate(s);
    REQUIRE(e.backing.valid);
    // Without write-back VMs the array's writes are the write-through VMs' 256 KiB writes.
    CHECK_THAT(e.backing.destage_io_kib, WithinRel(256.0, 1e-12));
    const double capacity = e.backing.disk_write_mbps_available;
    REQUIRE(capacity > 0);
    REQUIRE(capacity < 120.0 / 1.5);  // the demand overloads the disks by far
    CHECK_FALSE(e.backing.write_cache_keeps_up);
    REQUIRE(datastoreQueue(e.backing).queued);

    const GroupLatency& g = e.latency.groups.at(0);
    CHECK(g.capacity_bound);
    CHECK(g.bottleneck == LatencyResource::BackingArray);
    // Utilisation law: the reached writes load the array's disks to (just under) 100 %; the
    // 384 writes in flight keep the MVA within 1 % of the asymptote.
    const double reached = reachedMbps(s, e);
    const BackingUtilization u = backingUtilization(e.backing, reached);
    REQUIRE(u.utilization);
    CHECK(*u.utilization <= 1.0 + 1e-9);
    CHECK(*u.utilization >= 0.99);
    CHECK_THAT(reached, WithinRel(capacity, 0.01));
    // Little's law for one VM: 16 writes in flight at the rate it reaches.
    CHECK_THAT(g.loaded_us, WithinRel(16.0 / g.iops_per_vm * units::kUsPerS, 1e-6));
    // By hand: 384 writes in flight over the array's 55 MB/s of 256 KiB writes.
    const double writes_per_s = capacity * units::kBytesPerMB / (256.0 * 1024.0);
    CHECK(g.loaded_us >= 384.0 / writes_per_s * units::kUsPerS * (1 - 1e-9));
    CHECK_THAT(g.loaded_us, WithinRel(384.0 / writes_per_s * units::kUsPerS, 0.02));
  }
}

TEST_CASE("The array's queue leaves a lone write-through write at the datastore's latency",
          "[consistency][latency]")
{
  // One VM writing one 256 KiB write at a time, rarely: the array is nearly idle.
  Scenario s = writeThroughCluster(0.0);
  s.hosts = 2;
  s.vm_groups[0].vms_per_host = 1;
  s.vm_groups[0].outstanding_ios = 1;
  s.vm_groups[0].write.mbps = 0.05;
  const Evaluation e = evaluate(s);
  REQUIRE(e.latency_options.datastore_write_demand_us);
  LatencyOptions without = e.latency_options;
  without.datastore_write_demand_us = nullptr;
  const LatencyResult r = computeLatency(s, without);
  const GroupLatency& with = e.latency.groups.at(0);
  // The floor does not move; under this load the array's queue adds under 1 %.
  CHECK_THAT(with.floor_us, WithinRel(r.groups[0].floor_us, 1e-12));
  CHECK_THAT(with.loaded_us, WithinRel(r.groups[0].loaded_us, 0.01));
  CHECK_FALSE(with.capacity_bound);
}

TEST_CASE("A write-through write is on the datastore's disks for its own size",
          "[consistency][latency][backing]")
{
  // The datastore's latency was that of a write of the random load's size (8 KiB) whatever the
  // write-through VMs write. Each size now pays its own RAID write on the first group.
  Scenario s = writeThroughCluster(0.0);
  s.vm_groups[0].write.mbps = 0.05;
  s.vm_groups[0].outstanding_ios = 1;
  for (const double background : {0.0, 400.0}) {
    INFO("background " << background << " IOPS");
    s.backing.random_load.iops = background;
    const Evaluation e = evaluate(s);
    const std::function<double(double)> at = datastoreWriteLatencyAt(e.backing);
    REQUIRE(at);
    // At the random load's own size it is the datastore latency the backing model reports.
    CHECK_THAT(at(s.backing.random_load.io_kib),
               WithinRel(e.backing.datastore_write_latency_us, 1e-12));
    double before = 0;
    for (const double kib : {4.0, 8.0, 64.0, 256.0, 1024.0}) {
      INFO(kib << " KiB");
      // A larger write is on the disks longer.
      CHECK(at(kib) > before);
      before = at(kib);
      if (background > 0)
        continue;
      // Idle, it is the datastore latency of an array whose random load is of that size.
      Scenario other = s;
      other.backing.random_load.io_kib = kib;
      const BackingResult b = backingFor(other, backingOptionsFor(other));
      CHECK_THAT(at(kib), WithinRel(b.datastore_write_latency_us, 1e-12));
    }
    // The 256 KiB write's floor moves by what its disks take beyond an 8 KiB write, and no
    // more (the storage link and the front end are unchanged).
    LatencyOptions at_reference = e.latency_options;
    at_reference.datastore_write_latency_at_us = nullptr;
    const LatencyResult r = computeLatency(s, at_reference);
    CHECK_THAT(e.latency.groups.at(0).legs.datastore_us - r.groups.at(0).legs.datastore_us,
               WithinRel(at(256.0) - e.backing.datastore_write_latency_us, 1e-9));
    CHECK(at(256.0) - e.backing.datastore_write_latency_us > 1000.0);  // ms-scale on 7.2K disks
  }
  // Where a write cache keeps up the disks are off the path: no size matters.
  Scenario cached = writeThroughCluster(1000.0);
  cached.vm_groups[0].write.mbps = 0.5;
  CHECK_FALSE(datastoreWriteLatencyAt(evaluate(cached).backing));
}

TEST_CASE("A write cache that keeps up takes the disks off a write-through write's path",
          "[consistency][latency]")
{
  // 24 VMs at 0.5 MB/s: 12 MB/s, well inside the disks' 55 MB/s: the cache acknowledges.
  Scenario s = writeThroughCluster(1000.0);
  s.vm_groups[0].write.mbps = 0.5;
  const Evaluation e = evaluate(s);
  CHECK(e.backing.write_cache_keeps_up);
  CHECK_FALSE(datastoreQueue(e.backing).queued);
  CHECK_FALSE(e.latency_options.datastore_write_demand_us);
  CHECK_FALSE(e.latency.groups.at(0).capacity_bound);
}

TEST_CASE("The array's share left by the background load bounds write-through VMs",
          "[consistency][latency]")
{
  // A random load that takes part of the disks leaves the write-through VMs the rest: the
  // utilisation at their reached rate is still 100 %, at a lower rate than without it.
  Scenario s = writeThroughCluster(0.0);
  const double alone = reachedMbps(s, evaluate(s));
  s.backing.random_load.iops = 300;
  const Evaluation e = evaluate(s);
  REQUIRE_FALSE(e.datastore_saturated);
  const double reached = reachedMbps(s, e);
  CHECK(reached < alone);
  const BackingUtilization u = backingUtilization(e.backing, reached);
  REQUIRE(u.utilization);
  CHECK_THAT(*u.utilization, WithinAbs(1.0, 0.01));
}

TEST_CASE("Write-through VMs sharing the array: the latency model against the simulation",
          "[consistency][latency][sim]")
{
  // The simulation queues every host's write-through writes at one array server (FCFS,
  // exponential, the same demand per write) and times each write through its storage link;
  // the model solves the same network by MVA. Overloaded and at about half the capacity.
  for (const double mbps : {5.0, 1.0}) {
    INFO("demanded " << mbps << " MB/s per VM");
    Scenario s = writeThroughCluster(0.0);
    s.vm_groups[0].write.mbps = mbps;
    const Evaluation e = evaluate(s);
    REQUIRE(e.latency_options.datastore_write_demand_us);
    WritePathSimOptions o;
    o.writes = 60'000;
    o.warmup_writes = 6'000;
    o.seed = 11;
    const WritePathSimResult sim =
        simulateWritePath(s, thinkTimesUs(e.latency), o, e.latency_options);
    REQUIRE(sim.valid);
    const GroupLatency& g = e.latency.groups.at(0);
    CHECK_THAT(sim.groups[0].iops_per_vm, WithinRel(g.iops_per_vm, 0.05));
    CHECK_THAT(sim.groups[0].latency_us, WithinRel(g.loaded_us, 0.10));
  }
}

TEST_CASE("Write-back's gain is qualified when the array could not destage the writes",
          "[consistency][latency]")
{
  // Overloaded: 120 MB/s of writes against the disks' 55 MB/s; write-back would commit fast
  // only while the buffers have room.
  const Scenario over = writeThroughCluster(0.0);
  const Evaluation e = evaluate(over);
  const Finding* f = test::findCode(e.findings, "latency_write_back_gain");
  REQUIRE(f);
  CHECK(f->label("destage") == "short");
  CHECK_THAT(f->value("write_back_mean_mbps"), WithinRel(120.0, 1e-12));
  CHECK_THAT(f->value("destage_mbps"), WithinRel(e.backing.write_mbps_capacity, 1e-12));
  // 24 VMs at 0.5 MB/s: 12 MB/s, well inside what the array destages.
  Scenario light = over;
  light.vm_groups[0].write.mbps = 0.5;
  const Evaluation l = evaluate(light);
  const Finding* g = test::findCode(l.findings, "latency_write_back_gain");
  REQUIRE(g);
  CHECK(g->label("destage").empty());
  CHECK(g->values.count("destage_mbps") == 0);
}

TEST_CASE("Write-back's gain is judged against what the destager gets beside the streams",
          "[consistency][latency][streams]")
{
  // Streams that run all the time take their share of the disks from the destager. A demand
  // between the destager's capacity (after the streams) and the array's (without them) can be
  // destaged by the array alone, but not beside the streams: the gain is qualified.
  Scenario s = writeThroughCluster(0.0);
  s.backing.sequential_streams.count = 2;
  s.backing.sequential_streams.mbps_each = 40;
  const Evaluation probe = evaluate(s);
  const double destager = probe.destager.cluster_destage_mbps;
  const double array = probe.backing.write_mbps_capacity;
  REQUIRE(probe.destager.streams_disk_share > 0);
  REQUIRE(destager < 0.95 * array);
  // 24 VMs asking the midpoint between the two together.
  s.vm_groups[0].write.mbps = (destager + array) / 2 / 24;
  const Evaluation e = evaluate(s);
  REQUIRE_THAT(e.destager.cluster_destage_mbps, WithinRel(destager, 1e-9));
  const Finding* f = test::findCode(e.findings, "latency_write_back_gain");
  REQUIRE(f);
  CHECK(f->label("destage") == "short");
  CHECK_THAT(f->value("destage_mbps"), WithinRel(destager, 1e-12));
  CHECK_THAT(f->value("write_back_mean_mbps"), WithinRel((destager + array) / 2, 1e-12));
  // Without the streams the array takes the same demand: no qualification.
  s.backing.sequential_streams.count = 0;
  const Evaluation alone = evaluate(s);
  const Finding* g = test::findCode(alone.findings, "latency_write_back_gain");
  REQUIRE(g);
  CHECK(g->label("destage").empty());
}
