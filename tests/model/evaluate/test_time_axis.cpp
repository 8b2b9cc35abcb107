// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// One time axis for every load: the coincident peak of the groups' rates against hand
// computations and a brute-force scan, the destager under a scheduled array capacity against
// the fill arithmetic X = (W - D) t, and the array's load states.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

#include "builders.h"
#include "model/backing/backing.h"
#include "model/common/profile.h"
#include "model/common/time_axis.h"
#include "model/destager/destager.h"
#include "model/evaluate/evaluate.h"
#include "model/evaluate/load_schedule.h"
#include "model/replica/replica.h"

using namespace accel;
using namespace accel::test;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDay = 86400;
constexpr double kWeek = 7 * kDay;

WriteProfile sine(double mean, double amplitude, double period_s)
{
  WriteProfile p;
  p.kind = ProfileKind::Sine;
  p.mean_mbps = mean;
  p.amplitude_mbps = amplitude;
  p.period_s = period_s;
  return p;
}

WriteProfile constant(double mbps)
{
  WriteProfile p;
  p.kind = ProfileKind::Constant;
  p.mbps = mbps;
  return p;
}

}  // namespace

TEST_CASE("Coincident peak of two schedules whose windows overlap", "[timeaxis]")
{
  // 08:00-12:00 at 10 MB/s and 10:00-14:00 at 20 MB/s: both run 10:00-12:00, 30 MB/s.
  const WriteProfile a = schedule(SchedulePeriod::Day, 1, {window(480, 720, 10)});
  const WriteProfile b = schedule(SchedulePeriod::Day, 2, {window(600, 840, 20)});
  const CoincidentPeak c = coincidentPeak({a, b}, {1, 1});
  CHECK_THAT(c.peak, WithinAbs(30, 1e-12));
  CHECK_THAT(c.t_s, WithinAbs(10 * 3600, 1e-9));
  CHECK_THAT(c.sum_of_peaks, WithinAbs(30, 1e-12));
  CHECK_THAT(c.horizon_s, WithinAbs(kDay, 1e-9));
  CHECK(c.exact);
  // Weighted: 3 x 10 + 2 x 20 at 10:00; 3 x 1 + 2 x 20 = 43 at 12:00; 70 is the peak.
  const CoincidentPeak w = coincidentPeak({a, b}, {3, 2});
  CHECK_THAT(w.peak, WithinAbs(70, 1e-12));
}

TEST_CASE("Coincident peak of two schedules whose windows do not overlap", "[timeaxis]")
{
  // 08:00-10:00 at 10 and 20:00-22:00 at 20, base 0: never together. The highest sum is
  // 20 at 20:00, the sum of the peaks 30.
  const WriteProfile a = schedule(SchedulePeriod::Day, 0, {window(480, 600, 10)});
  const WriteProfile b = schedule(SchedulePeriod::Day, 0, {window(1200, 1320, 20)});
  const CoincidentPeak c = coincidentPeak({a, b}, {1, 1});
  CHECK_THAT(c.peak, WithinAbs(20, 1e-12));
  CHECK_THAT(c.t_s, WithinAbs(20 * 3600, 1e-9));
  CHECK_THAT(c.sum_of_peaks, WithinAbs(30, 1e-12));
  REQUIRE(c.rates.size() == 2);
  CHECK(c.rates[0] == 0);
  CHECK(c.rates[1] == 20);
  // A weekly window on Monday and a daily one: a week's horizon, Monday 20:00.
  const WriteProfile mon =
      schedule(SchedulePeriod::Week, 0, {window(1200, 1260, 5, std::nullopt, 1u)});
  const CoincidentPeak cw = coincidentPeak({mon, b}, {1, 1});
  CHECK_THAT(cw.horizon_s, WithinAbs(kWeek, 1e-9));
  CHECK_THAT(cw.peak, WithinAbs(25, 1e-12));
  CHECK_THAT(cw.t_s, WithinAbs(20 * 3600, 1e-9));
}

TEST_CASE("Coincident peak of a schedule and a sine", "[timeaxis]")
{
  // Window 12:00-13:00 at 10 over base 0; sine 5 + 5 sin(2 pi t / day) peaks at 06:00 (10).
  // In the window the sine falls from 5 (at 12:00): the sum's peak is 10 + 5 = 15 at 12:00,
  // above the sine's own peak alone (10).
  const WriteProfile a = schedule(SchedulePeriod::Day, 0, {window(720, 780, 10)});
  const WriteProfile b = sine(5, 5, kDay);
  const CoincidentPeak c = coincidentPeak({a, b}, {1, 1});
  CHECK_THAT(c.peak, WithinAbs(15, 1e-9));
  CHECK_THAT(c.t_s, WithinAbs(12 * 3600, 1e-6));
  CHECK_THAT(c.sum_of_peaks, WithinAbs(20, 1e-12));
  CHECK(c.exact);
  // A window 05:00-07:00 holds the sine's peak: 10 + 10 at 06:00.
  const WriteProfile early = schedule(SchedulePeriod::Day, 0, {window(300, 420, 10)});
  const CoincidentPeak e = coincidentPeak({early, b}, {1, 1});
  CHECK_THAT(e.peak, WithinAbs(20, 1e-9));
  CHECK_THAT(e.t_s, WithinAbs(6 * 3600, 1e-6));
  // A window ending where the sine rises (00:00-... no: 18:00-24:00 ends at midnight, where the
  // sine is 5 and rising): the left limit at 24:00 is 10 + 5.
  const WriteProfile late = schedule(SchedulePeriod::Day, 0, {window(1080, 1440, 10)});
  const CoincidentPeak l = coincidentPeak({late, b}, {1, 1});
  CHECK_THAT(l.peak, WithinAbs(15, 1e-9));
}

TEST_CASE("Coincident peak of two sines of unrelated periods against a brute-force scan",
          "[timeaxis]")
{
  // Periods 3600 s and 5400 s repeat together every 10,800 s; their peaks never coincide
  // (900 + 3600 k = 1350 + 5400 m has no whole solution). Scan that period every 0.05 s.
  const WriteProfile a = sine(5, 5, 3600);
  const WriteProfile b = sine(8, 4, 5400);
  const CoincidentPeak c = coincidentPeak({a, b}, {1, 2});
  CHECK_THAT(c.horizon_s, WithinAbs(10800, 1e-9));
  double best = 0;
  for (double t = 0; t < 10800; t += 0.05)
    best = std::max(
        best, 5 + 5 * std::sin(2 * kPi * t / 3600) + 2 * (8 + 4 * std::sin(2 * kPi * t / 5400)));
  CHECK(c.peak <= best + 1e-9);
  // Within the documented bound: sum of weighted amplitudes x (1 - cos(pi / 64)).
  CHECK(best - c.peak <= (5 + 2 * 4) * (1 - std::cos(kPi / 64)) + 1e-9);
  CHECK(c.peak < c.sum_of_peaks);
  CHECK_FALSE(c.exact);
}

TEST_CASE("Coincident peak: all constant, and periods with no common multiple", "[timeaxis]")
{
  const CoincidentPeak c = coincidentPeak({constant(3), constant(4)}, {2, 1});
  CHECK_THAT(c.peak, WithinAbs(10, 1e-12));
  CHECK(c.peak == c.sum_of_peaks);
  CHECK(c.instants == 1);
  // A period of sqrt(2) s against 1 s: no common period, the sum of the peaks (an upper bound).
  const CoincidentPeak n = coincidentPeak({sine(1, 1, std::sqrt(2.0)), sine(1, 1, 1)}, {1, 1});
  CHECK_THAT(n.peak, WithinAbs(4, 1e-12));
  CHECK_FALSE(n.exact);
}

TEST_CASE("Peer network sized at the coincident peak, both figures reported", "[timeaxis]")
{
  // 4 hosts, two WB+1 groups of 10 VMs per host: 08:00-10:00 at 10 MB/s and 20:00-22:00 at
  // 20 MB/s. Payload weight 10 x 4 x 1 = 40 per MB/s: coincident 40 x 20 = 800 MB/s at 20:00,
  // the peaks one by one 40 x 30 = 1200 MB/s. Each host sends 10 x 20 = 200 MB/s then.
  VmGroup a = constantGroup(10, 0, wb(1));
  a.write = schedule(SchedulePeriod::Day, 0, {window(480, 600, 10)});
  VmGroup b = constantGroup(10, 0, wb(1));
  b.write = schedule(SchedulePeriod::Day, 0, {window(1200, 1320, 20)});
  const Scenario s = cluster(4, {a, b}, ethernet(10));
  const ReplicaResult r = computeReplica(s, RateBasis::Peak);
  CHECK(r.time_varying);
  CHECK_THAT(r.coincident_peak_mbps, WithinRel(800, 1e-12));
  CHECK_THAT(r.cluster_payload_mbps, WithinRel(800, 1e-12));
  CHECK_THAT(r.sum_of_peaks_mbps, WithinRel(1200, 1e-12));
  CHECK_THAT(r.coincident_peak_t_s, WithinAbs(72000, 1e-9));
  CHECK_THAT(r.hosts[0].egress_payload_mbps, WithinRel(200, 1e-12));
  CHECK(r.groups[0].write_mbps_per_vm == 0);
  CHECK(r.groups[0].own_peak_mbps_per_vm == 10);
  const auto findings = replicaFindings(s, r, computeReplica(s, RateBasis::Mean));
  const Finding* f = findCode(findings, "replica_coincident_peak");
  REQUIRE(f != nullptr);
  CHECK_THAT(f->value("sum_of_peaks_mbps"), WithinRel(1200, 1e-12));
  // Constant rates: nothing changes (the coincident peak is the sum of the peaks).
  const Scenario flat = cluster(4, {constantGroup(10, 10, wb(1))}, ethernet(10));
  const ReplicaResult rf = computeReplica(flat, RateBasis::Peak);
  CHECK_FALSE(rf.time_varying);
  CHECK_THAT(rf.cluster_payload_mbps, WithinRel(400, 1e-12));
}

namespace {

/// A VM writing 100 MB/s steadily, 32 outstanding writes of 64 KiB (the scheduled-capacity
/// cases worked by hand).
VmGroup steadyWriter()
{
  VmGroup g;
  g.write = constant(100);
  g.outstanding_ios = 32;
  g.write_io_kib = 64;
  return g;
}

}  // namespace

TEST_CASE("Destager under a backup window: fills only while the window takes the capacity",
          "[timeaxis][destager]")
{
  // A VM writes 100 MB/s; the destager gets 150 MB/s, 50 MB/s while a backup runs
  // 22:00-02:00. Buffer 300,000 MB. By hand: from empty at Monday 00:00 (inside the window)
  // it gains 100 - 50 = 50 MB/s and fills at 300,000 / 50 = 6,000 s (01:40). In the repeating
  // day it is empty by 22:00 (it drains at 50 MB/s from 02:00), fills at 22:00 + 6,000 s =
  // 23:40, the deferred writes reach (50 x 14,400) - 300,000 = 420,000 MB at 02:00 and take
  // 420,000 / 50 = 8,400 s to be written: throttled 23:40 to 04:20, 16,800 s of 86,400.
  const VmGroup g = steadyWriter();
  DestageCapacitySchedule cs;
  cs.horizon_s = kDay;
  cs.steps = {{0, 0, 0, 1}, {7200, 0, 0, 0}, {79200, 0, 0, 1}};
  const std::vector<double> d = {50, 150, 50};
  const DestagerGroupResult r =
      simulateScheduledDestager(g, summarizeProfile(g.write), cs, d, 300000);
  REQUIRE(r.status == DestagerStatus::Ok);
  CHECK(r.fills);
  REQUIRE(r.fill_time_s);
  CHECK_THAT(*r.fill_time_s, WithinRel(6000, 1e-9));
  CHECK(r.fill_step == 0);
  CHECK_THAT(r.throttled_fraction, WithinRel(16800.0 / 86400.0, 1e-9));
  CHECK(r.destage_mbps == 50);  // the rate of the state it fills in
  CHECK(r.min_destage_mbps == 50);
  CHECK(r.max_destage_mbps == 150);
  CHECK_THAT(r.peak_backlog_mb, WithinRel(300000, 1e-12));
  CHECK_THAT(r.mean_write_mbps, WithinRel(100, 1e-12));
  // Throttled at the window's destage rate: R = N s / D = 32 x 65,536 B / 50e6 B/s.
  REQUIRE(r.throttled_latency_us);
  CHECK_THAT(*r.throttled_latency_us, WithinRel(32 * 65536 / 50e6 * 1e6, 1e-12));
  // The demand series is the VM's 100 MB/s throughout (the shift taken off).
  for (const SeriesPoint& p : r.write_mbps)
    CHECK_THAT(p.value, WithinAbs(100, 1e-9));
  // Without the window the capacity is 150 MB/s all day: never fills.
  const DestagerGroupResult idle = simulateDestager(g, 150, 300000);
  CHECK_FALSE(idle.fills);
  // A shorter window (23:00-01:00, 7,200 s x 50 = 360,000 MB > B) still fills; 00:00-01:00
  // and 23:00-24:00 alone (3,600 s x 50 = 180,000 MB < B) never do.
  DestageCapacitySchedule shortw;
  shortw.horizon_s = kDay;
  shortw.steps = {{0, 0, 0, 1}, {3600, 0, 0, 0}, {82800, 0, 0, 1}};
  const DestagerGroupResult rs =
      simulateScheduledDestager(g, summarizeProfile(g.write), shortw, d, 300000);
  REQUIRE(rs.fill_time_s);
  // First window 00:00-01:00 builds 180,000 MB, drained by 02:00 (at 50 MB/s); the next
  // window 23:00-01:00 fills 300,000 / 50 = 6,000 s after 23:00: 00:40 the next day, in the
  // step from 00:00 (the window's part after midnight).
  CHECK_THAT(*rs.fill_time_s, WithinRel(82800 + 6000, 1e-9));
  CHECK(rs.fill_step == 0);
  // Its finding names the whole window, 23:00 to 01:00.
  DestagerResult dr;
  dr.capacity_schedule = shortw;
  dr.groups = {rs};
  const std::vector<Finding> fs = destagerFindings(cluster(1, {g}, ethernet(10)), dr);
  bool named = false;
  for (const Finding& x : fs)
    if (x.values.count("fill_at_s")) {
      named = true;
      CHECK_THAT(x.value("fill_at_s"), WithinAbs(2400, 1e-6));
      CHECK_THAT(x.value("fill_step_start_s"), WithinAbs(82800, 1e-9));
      CHECK_THAT(x.value("fill_step_end_s"), WithinAbs(3600, 1e-9));
    }
  CHECK(named);
}

TEST_CASE("A scheduled capacity: a full buffer writes at the slowest step it is full in",
          "[timeaxis][destager]")
{
  // A VM writes 100 MB/s into a 100,000 MB buffer. By hand, from empty at 00:00: the destager
  // gets 50 MB/s until 01:00, so the buffer fills at 100,000 / 50 = 2,000 s; from 01:00 to
  // 02:00 it gets nothing and stays full (the writes wait); from 02:00 it gets 150 MB/s and
  // the 50 x 1,600 + 100 x 3,600 = 440,000 MB deferred drain at 50 MB/s by 02:00 + 8,800 s,
  // the buffer empty 2,000 s later. It fills at 50 MB/s, but while full it also sits through
  // the hour with no destage: its writes then wait without bound.
  const VmGroup g = steadyWriter();
  DestageCapacitySchedule cs;
  cs.horizon_s = kDay;
  cs.steps = {{0, 0, 0, 1}, {3600, 0, 0, 2}, {7200, 0, 0, 0}};
  const double bytes = 32 * 65536.0;  // N s
  {
    const DestagerGroupResult r =
        simulateScheduledDestager(g, summarizeProfile(g.write), cs, {50, 0, 150}, 100000);
    REQUIRE(r.status == DestagerStatus::Ok);
    REQUIRE(r.fill_time_s);
    CHECK_THAT(*r.fill_time_s, WithinRel(2000, 1e-9));
    CHECK(r.fill_step == 0);
    CHECK(r.destage_mbps == 50);  // the rate of the step it fills in
    CHECK_THAT(r.throttled_fraction, WithinRel((7200 + 8800 - 2000) / 86400.0, 1e-9));
    REQUIRE(r.throttled_destage_mbps);
    CHECK(*r.throttled_destage_mbps == 0);
    CHECK(fullBufferStalls(r));
    CHECK_FALSE(fullBufferLatencyUs(r));
    CHECK(r.throttled_iops_per_vm == 0);
  }
  {
    // 25 MB/s in the second hour: R = N s / D at 25 MB/s, not at the 50 MB/s it fills at.
    const DestagerGroupResult r =
        simulateScheduledDestager(g, summarizeProfile(g.write), cs, {50, 25, 150}, 100000);
    REQUIRE(r.fill_time_s);
    CHECK(r.destage_mbps == 50);
    CHECK(throttledDestageMbps(r) == 25);
    CHECK_FALSE(fullBufferStalls(r));
    REQUIRE(fullBufferLatencyUs(r));
    CHECK_THAT(*fullBufferLatencyUs(r), WithinRel(bytes / 25e6 * 1e6, 1e-12));
    CHECK_THAT(r.throttled_iops_per_vm, WithinRel(25e6 / 65536, 1e-12));
  }
  {
    // A dip to 10 MB/s at noon for 10 min that the buffer, empty since about 05:00, rides out
    // (it gains 90 x 600 = 54,000 MB of its 100,000): not a step it is full in.
    DestageCapacitySchedule dip;
    dip.horizon_s = kDay;
    dip.steps = {{0, 0, 0, 1}, {3600, 0, 0, 0}, {43200, 0, 0, 2}, {43800, 0, 0, 0}};
    const DestagerGroupResult r =
        simulateScheduledDestager(g, summarizeProfile(g.write), dip, {50, 150, 10, 150}, 100000);
    REQUIRE(r.fill_time_s);
    CHECK_THAT(r.peak_backlog_mb, WithinRel(100000, 1e-12));
    CHECK(throttledDestageMbps(r) == 50);
    REQUIRE(fullBufferLatencyUs(r));
    CHECK_THAT(*fullBufferLatencyUs(r), WithinRel(bytes / 50e6 * 1e6, 1e-12));
  }
  {
    // Steps that start at fractions of a second, and a buffer full only on Tuesdays (a weekly
    // burst of 100 MB/s from 00:00 to 02:00, the schedule repeating daily over the week): from
    // Tuesday 00:00 it fills at 50 MB/s in 2,000 s and is still full when the step with no
    // destage begins at 01:00:00.3, a day into the week.
    VmGroup tue = g;
    tue.write = schedule(SchedulePeriod::Week, 0, {window(0, 120, 100.0, std::nullopt, 1u << 1)});
    DestageCapacitySchedule frac;
    frac.horizon_s = kDay;
    frac.steps = {{0, 0, 0, 1}, {3600.3, 0, 0, 2}, {7200.5, 0, 0, 0}};
    const DestagerGroupResult r =
        simulateScheduledDestager(tue, summarizeProfile(tue.write), frac, {50, 0, 150}, 100000);
    REQUIRE(r.fill_time_s);
    CHECK_THAT(*r.fill_time_s, WithinRel(kDay + 2000, 1e-9));
    CHECK(r.destage_mbps == 50);
    CHECK(fullBufferStalls(r));
    // The plot's shaded intervals: on Tuesdays only.
    REQUIRE_FALSE(r.throttled.empty());
    for (const TimeInterval& iv : r.throttled) {
      CHECK(std::fmod(iv.start_s, 7 * kDay) >= kDay);
      CHECK(std::fmod(iv.end_s, 7 * kDay) < 2 * kDay);
    }
  }
  {
    // More asked than the day's mean destage (100 against about 57 MB/s): full for good from
    // 2,000 s, at 50 MB/s, and every step throttles in the long run, the one with none too.
    const DestagerGroupResult r =
        simulateScheduledDestager(g, summarizeProfile(g.write), cs, {50, 0, 60}, 100000);
    REQUIRE(r.fill_time_s);
    CHECK_THAT(*r.fill_time_s, WithinRel(2000, 1e-9));
    CHECK(r.destage_mbps == 50);
    CHECK(r.throttled_fraction == 1);
    CHECK(fullBufferStalls(r));
  }
}

TEST_CASE(
    "A scheduled random load: the capacity of each state from the backing model, and "
    "the buffer fills in the window by X = (W - D) t",
    "[timeaxis][destager]")
{
  Scenario s = exampleCluster();
  s.backing.write_cache_mb = 0;
  s.backing.random_load.iops = 600;
  s.backing.random_load.windows = {window(22 * 60, 2 * 60, std::nullopt)};  // 22:00-02:00
  // The capacities with the load running and without, by the backing model alone.
  Scenario on = s;
  on.backing.random_load.windows.clear();
  Scenario off = on;
  off.backing.random_load.iops = 0;
  const double cap_on = computeBacking(on).write_mbps_capacity;
  const double cap_off = computeBacking(off).write_mbps_capacity;
  REQUIRE(cap_on < cap_off);
  // 24 VMs writing midway between the two shares; a buffer that fills 3,600 s into the window.
  const double vms = 24;
  const double w = 0.5 * (cap_on + cap_off) / vms;
  s.vm_groups[0].write.mbps = w;
  const double d_on = cap_on / vms;
  s.acceleration.write_buffer_mb = (w - d_on) * 3600;
  const Evaluation e = evaluate(s);
  REQUIRE(e.load_timeline.scheduled());
  REQUIRE(e.destager.capacity_schedule.steps.size() == 3);
  CHECK_THAT(e.destager.min_cluster_destage_mbps, WithinRel(cap_on, 1e-12));
  CHECK_THAT(e.destager.max_cluster_destage_mbps, WithinRel(cap_off, 1e-12));
  const DestagerGroupResult& g = e.destager.groups[0];
  REQUIRE(g.fill_time_s);
  // The host paths do not bind here: each VM's share is the cluster's over 24.
  CHECK_THAT(g.min_destage_mbps, WithinRel(d_on, 1e-9));
  CHECK_THAT(*g.fill_time_s, WithinRel(3600, 1e-6));
  CHECK(g.fill_step == 0);
  const Finding* f = nullptr;
  for (const Finding& x : e.findings)
    if (x.group == 0 && x.values.count("fill_at_s"))
      f = &x;
  REQUIRE(f != nullptr);
  CHECK(f->label("fill_random_load") == "on");
  CHECK_THAT(f->value("fill_at_s"), WithinAbs(3600, 1e-3));
  CHECK_THAT(f->value("fill_step_end_s"), WithinAbs(7200, 1e-9));
}

TEST_CASE("Scheduled streams: outside their windows the destage capacity is the idle array's",
          "[timeaxis][streams]")
{
  Scenario s = exampleCluster();
  s.backing.sequential_streams.count = 4;
  s.backing.sequential_streams.mbps_each = 40;
  s.backing.sequential_streams.windows = {window(22 * 60, 2 * 60, std::nullopt)};
  const LoadTimeline t = loadTimeline(s.backing);
  REQUIRE(t.scheduled());
  CHECK(t.streams_scheduled);
  CHECK_THAT(t.horizon_s, WithinAbs(kDay, 1e-9));
  REQUIRE(t.steps.size() == 3);  // on from 00:00, off from 02:00, on from 22:00
  CHECK(t.steps[1].start_s == 7200);
  CHECK(t.steps[2].start_s == 79200);
  const BackingResult nominal = computeBacking(s);
  const DestageCapacitySchedule cs = destageCapacitySchedule(s, t, nominal);
  Scenario idle = s;
  idle.backing.sequential_streams.count = 0;
  idle.backing.sequential_streams.windows.clear();
  const double cap_idle = computeBacking(idle).write_mbps_capacity;
  REQUIRE(cs.steps.size() == 3);
  CHECK_THAT(cs.steps[1].cluster_mbps, WithinRel(cap_idle, 1e-12));
  CHECK(cs.steps[0].cluster_mbps < cap_idle);
  CHECK(cs.steps[2].cluster_mbps == cs.steps[0].cluster_mbps);
  // The streams' share of the first group: what they move at best over every disk streaming.
  const double share = streamsDiskShare(withLoadState(s, t, LoadState{}));
  CHECK(share > 0);
  CHECK(share < 1);
  // The streams model runs in their window's state.
  const LoadState st = streamsState(t);
  CHECK(st.streams_level == 1);
  CHECK(st.random_level == 1);
}

TEST_CASE("Load timeline: a weekly random load and daily streams make few states", "[timeaxis]")
{
  Backing b;
  b.random_load.iops = 500;
  b.random_load.schedule_period = SchedulePeriod::Week;
  // Monday to Friday 08:00-09:00 at twice the load.
  b.random_load.windows = {window(480, 540, std::nullopt, 2.0, 0x1fu)};
  b.sequential_streams.count = 2;
  b.sequential_streams.windows = {window(22 * 60, 2 * 60, std::nullopt)};
  const LoadTimeline t = loadTimeline(b);
  CHECK_THAT(t.horizon_s, WithinAbs(kWeek, 1e-9));
  // States: (0, on), (0, off), (2, off).
  CHECK(t.states.size() == 3);
  // Each day: 00:00 streams on, 02:00 off, 22:00 on; weekdays also 08:00 load on, 09:00 off.
  // Monday: 00:00, 02:00, 08:00, 09:00, 22:00; Tuesday to Friday the same but 00:00 (on since
  // 22:00); Saturday and Sunday 02:00 and 22:00.
  CHECK(t.steps.size() == 5 + 4 * 4 + 2 * 2);
  const LoadState st = streamsState(t);
  CHECK(st.streams_level == 1);
  CHECK(st.random_level == 0);  // the load never runs while the streams do
  // Level traces: no windows is all the time; a factor scales.
  CHECK(loadLevelTrace(SchedulePeriod::Day, {}) == Trace{TraceSample{0.0, 1.0}});
  CHECK(loadScheduleProblem(SchedulePeriod::Day, {window(60, 60, std::nullopt)}) ==
        "windows[0].end");
  CHECK(loadScheduleProblem(SchedulePeriod::Day, {window(60, 120, 5.0)}) == "windows[0].mbps");
  CHECK(loadScheduleProblem(SchedulePeriod::Day, {window(60, 120, std::nullopt, -1.0)}) ==
        "windows[0].factor");
  CHECK(loadScheduleProblem(SchedulePeriod::Day, {window(60, 120, std::nullopt, 1.0, 1u)}) ==
        "windows[0].days");
}

TEST_CASE("Nothing scheduled: the evaluation is the one without a time axis", "[timeaxis]")
{
  const Scenario s = exampleCluster();
  const Evaluation e = evaluate(s);
  CHECK_FALSE(e.load_timeline.scheduled());
  CHECK(e.destager.capacity_schedule.empty());
  CHECK(e.destager.min_cluster_destage_mbps == e.destager.cluster_destage_mbps);
  CHECK_FALSE(e.destager.groups[0].scheduled);
  CHECK_FALSE(e.replica.time_varying);
}

TEST_CASE(
    "A read storm loads the array at its time: each step's capacity is the constant-read "
    "scenario's at that step's rate, and the buffer fills in the storm by X = (W - D) t",
    "[timeaxis][destager][readcache]")
{
  // 24 VMs reading 32 KiB at 0.1 MB/s, 0.8 MB/s from 08:00 to 09:00; a read working set
  // engages the read model, and with no host or array cache every read reaches the disks.
  Scenario s = exampleCluster();
  s.backing.write_cache_mb = 0;
  ReadProfile& read = s.vm_groups[0].read;
  static_cast<WriteProfile&>(read) = schedule(SchedulePeriod::Day, 0.1, {window(480, 540, 0.8)});
  read.io_kib = 32;
  read.working_set_gib = 20;
  const auto constantReads = [&s](double mbps) {
    Scenario c = s;
    static_cast<WriteProfile&>(c.vm_groups[0].read) = WriteProfile{};
    c.vm_groups[0].read.mbps = mbps;
    return c;
  };
  const double cap_base = evaluate(constantReads(0.1)).backing.write_mbps_capacity;
  const double cap_storm = evaluate(constantReads(0.8)).backing.write_mbps_capacity;
  REQUIRE(cap_storm < cap_base);

  const double vms = 24;
  const double w = 0.5 * (cap_storm + cap_base) / vms;
  s.vm_groups[0].write.mbps = w;
  const double d_storm = cap_storm / vms;
  s.acceleration.write_buffer_mb = (w - d_storm) * 1800;  // fills 30 min into the storm
  const Evaluation e = evaluate(s);
  const LoadTimeline& t = e.load_timeline;
  REQUIRE(t.scheduled());
  CHECK(t.reads_scheduled);
  CHECK_FALSE(t.reads_at_peak);
  CHECK_FALSE(t.reads_quantized);
  CHECK_THAT(t.horizon_s, WithinAbs(kDay, 1e-9));
  // Reads at their mean: 24 x (23 x 0.1 + 0.8) / 24 MB/s in 32 KiB reads, by hand.
  const double mean_mbps = (23 * 0.1 + 0.8) / 24;
  CHECK_THAT(t.parts.vm_read_iops, WithinRel(vms * mean_mbps * 1e6 / 32768, 1e-12));
  CHECK_THAT(t.parts.vm_read_kib, WithinRel(32, 1e-12));
  REQUIRE(t.steps.size() == 3);  // 00:00, 08:00 storm, 09:00
  CHECK(t.steps[1].start_s == 8 * 3600);
  CHECK(t.steps[2].start_s == 9 * 3600);
  const LoadState& storm = t.states[static_cast<std::size_t>(t.steps[1].state)];
  CHECK_THAT(t.parts.vm_read_iops * storm.reads_level, WithinRel(vms * 0.8e6 / 32768, 1e-12));

  const DestageCapacitySchedule& cs = e.destager.capacity_schedule;
  REQUIRE(cs.steps.size() == 3);
  CHECK_THAT(cs.steps[0].cluster_mbps, WithinRel(cap_base, 1e-9));
  CHECK_THAT(cs.steps[1].cluster_mbps, WithinRel(cap_storm, 1e-9));
  CHECK_THAT(cs.steps[2].cluster_mbps, WithinRel(cap_base, 1e-9));

  const DestagerGroupResult& g = e.destager.groups[0];
  REQUIRE(g.fill_time_s);
  CHECK_THAT(*g.fill_time_s, WithinRel(8 * 3600 + 1800, 1e-6));
  CHECK(g.fill_step == 1);
  const Finding* f = nullptr;
  for (const Finding& x : e.findings)
    if (x.group == 0 && x.values.count("fill_at_s"))
      f = &x;
  REQUIRE(f != nullptr);
  CHECK_THAT(f->value("fill_vm_read_iops"), WithinRel(vms * 0.8e6 / 32768, 1e-12));
  CHECK_THAT(f->value("mean_vm_read_iops"), WithinRel(t.parts.vm_read_iops, 1e-12));
}

TEST_CASE(
    "Reads on the time axis: a sine's steps hold its highest rate, a long trace is "
    "rounded up, a period beyond four weeks is at its peak",
    "[timeaxis][readcache]")
{
  Scenario s = exampleCluster();
  ReadProfile& read = s.vm_groups[0].read;
  read.working_set_gib = 20;
  read.io_kib = 32;
  const ReadCacheResult none;

  SECTION("a sine")
  {
    static_cast<WriteProfile&>(read) = sine(0.4, 0.2, 3600);
    const LoadTimeline t = loadTimeline(s, computeReadCache(s));
    REQUIRE(t.reads_scheduled);
    CHECK_THAT(t.horizon_s, WithinAbs(3600, 1e-9));
    // 64 pieces; the two beside the peak both hold it (and the two beside the trough hold
    // equal rates), so neighbours in one state merge.
    CHECK(t.steps.size() >= 62);
    CHECK(t.steps.size() <= 64);
    double highest = 0, lowest = 1e9;
    for (const LoadTimeline::Step& st : t.steps) {
      const double level = t.states[static_cast<std::size_t>(st.state)].reads_level;
      highest = std::max(highest, level);
      lowest = std::min(lowest, level);
    }
    // The peak 0.6 over the mean 0.4, and the lowest step holds the sine's value at one of
    // its ends: 0.2 + 0.2 (1 - cos(2 pi / 64)) above the trough, over the mean.
    CHECK_THAT(highest, WithinRel(0.6 / 0.4, 1e-12));
    CHECK_THAT(lowest, WithinRel((0.2 + 0.2 * (1 - std::cos(2 * kPi / 64))) / 0.4, 1e-9));
    // Without read caching engaged the reads reach no disk: nothing on the axis.
    CHECK_FALSE(loadTimeline(s, none).scheduled());
  }
  SECTION("a trace of 1,000 distinct rates")
  {
    auto trace = std::make_shared<Trace>();
    for (int k = 0; k < 1000; ++k)
      trace->push_back({60.0 * k, 0.1 + 0.001 * k});
    read.kind = ProfileKind::Trace;
    read.samples = trace;
    const LoadTimeline t = loadTimeline(s, computeReadCache(s));
    REQUIRE(t.reads_scheduled);
    CHECK(t.reads_quantized);
    // No other load varies: as many levels as the states allow, kReadLevels at most.
    const double levels = std::min<double>(kReadLevels, kMaxLoadStates);
    CHECK(t.states.size() <= static_cast<std::size_t>(levels));
    // Every step at least what the trace reads in it, and at most one level of the peak above.
    const RateOverTime f(read);
    const double mean = profileMeanMbps(read);
    const double peak = 0.1 + 0.001 * 999;
    for (const LoadTimeline::Step& st : t.steps) {
      const double level = t.states[static_cast<std::size_t>(st.state)].reads_level;
      CHECK(level * mean >= f.at(st.start_s) * (1 - 1e-12));
      CHECK(level * mean <= f.at(st.start_s) + peak / levels * (1 + 1e-12));
    }
  }
  SECTION("a sine beside a random load's windows: the states stay within their bound")
  {
    // A 20-minute sine (64 steps a period, 33 distinct rates) under a random load with two
    // overlapping windows: over a hundred states followed exactly. The reads are rounded up to
    // as many levels as kMaxLoadStates allows beside the random load's levels: each state is
    // a run of the backing model, and their number is bounded.
    static_cast<WriteProfile&>(read) = sine(0.4, 0.2, 1200);
    s.backing.random_load.iops = 300;
    s.backing.random_load.windows = {window(11, 981, std::nullopt, 0.72),
                                     window(375, 1357, std::nullopt, 2.78)};
    const LoadTimeline t = loadTimeline(s, computeReadCache(s));
    REQUIRE(t.reads_scheduled);
    CHECK(t.reads_quantized);
    CHECK(t.states.size() <= kMaxLoadStates);
    CHECK(t.states.size() > kMaxLoadStates / 2);  // the levels the bound allows are used
    // Every step's reads at least the sine's rate at its start (never optimistic), at most its
    // peak.
    const RateOverTime f(read);
    const double mean = profileMeanMbps(read);
    for (const LoadTimeline::Step& st : t.steps) {
      const double level = t.states[static_cast<std::size_t>(st.state)].reads_level;
      CHECK(level * mean >= f.at(st.start_s) * (1 - 1e-12));
      CHECK(level * mean <= 0.6 * (1 + 1e-12));
    }
  }
  SECTION("a period beyond four weeks")
  {
    // Two samples 3,000,000 s apart: the trace lasts 6,000,000 s (the last holds as long).
    read.kind = ProfileKind::Trace;
    read.samples = std::make_shared<Trace>(Trace{{0.0, 0.2}, {3.0e6, 0.6}});
    const LoadTimeline t = loadTimeline(s, computeReadCache(s));
    REQUIRE(t.reads_scheduled);
    CHECK(t.reads_at_peak);
    REQUIRE(t.states.size() == 1);
    CHECK_THAT(t.states[0].reads_level, WithinRel(0.6 / profileMeanMbps(read), 1e-12));
    CHECK_THAT(t.horizon_s, WithinAbs(kDay, 1e-9));
  }
}

TEST_CASE("The common period of profiles: the least common multiple in whole milliseconds",
          "[timeaxis]")
{
  CHECK(commonPeriodS({3600, 86400}) == std::optional<double>(86400));
  CHECK(commonPeriodS({0.5, 0.3}) == std::optional<double>(1.5));
  CHECK(commonPeriodS({0, 600, 0}) == std::optional<double>(600));
  CHECK(commonPeriodS({}) == std::optional<double>(0));
  CHECK_FALSE(commonPeriodS({0.3333, 60}).has_value());              // not whole milliseconds
  CHECK_FALSE(commonPeriodS({999983, 999979, 999961}).has_value());  // beyond 10^12 s
}

TEST_CASE(
    "Streams without windows take their share of the destage capacity all the time, as "
    "a window over the whole day does",
    "[timeaxis][streams][destager]")
{
  Scenario s = exampleCluster();
  s.backing.sequential_streams.count = 4;
  s.backing.sequential_streams.mbps_each = 40;
  const Evaluation always = evaluate(s);
  const double share = streamsDiskShare(s);
  REQUIRE(share > 0);
  CHECK(always.destager.streams_disk_share == share);
  CHECK_FALSE(always.load_timeline.scheduled());
  // The array's capacity less the streams' share of the (only) RAID group, by hand.
  const double group = always.backing.raid_groups.front().destage_write_mbps_available;
  const double expected = std::min(always.backing.write_mbps_capacity,
                                   always.backing.disk_write_mbps_available - share * group);
  CHECK_THAT(always.destager.cluster_destage_mbps, WithinRel(expected, 1e-12));
  CHECK(always.destager.cluster_destage_mbps < always.backing.write_mbps_capacity);

  Scenario whole_day = s;
  whole_day.backing.sequential_streams.windows = {window(0, 24 * 60, std::nullopt)};
  const Evaluation windowed = evaluate(whole_day);
  REQUIRE(windowed.load_timeline.scheduled());
  CHECK_THAT(windowed.destager.min_cluster_destage_mbps,
             WithinRel(always.destager.cluster_destage_mbps, 1e-12));
  CHECK_THAT(windowed.destager.max_cluster_destage_mbps,
             WithinRel(always.destager.cluster_destage_mbps, 1e-12));
  CHECK_THAT(windowed.destager.groups[0].destage_mbps,
             WithinRel(always.destager.groups[0].destage_mbps, 1e-12));

  // Without streams nothing is taken.
  s.backing.sequential_streams.count = 0;
  const Evaluation none = evaluate(s);
  CHECK(none.destager.streams_disk_share == 0);
  CHECK(none.destager.cluster_destage_mbps == none.backing.write_mbps_capacity);
}

TEST_CASE("A long trace's rate over time is its own, whatever was asked between", "[time]")
{
  // Long traces' steps are kept per trace (time_axis.cpp): each answer must still be the
  // trace's own, with another long trace, a short one and a schedule asked for in between.
  const auto longTrace = [](double base) {
    auto t = std::make_shared<Trace>();
    for (int k = 0; k < 10'000; ++k)
      t->push_back({10.0 * k, base + (k % 7)});
    WriteProfile p;
    p.kind = ProfileKind::Trace;
    p.samples = t;
    return p;
  };
  const WriteProfile a = longTrace(1.0);
  const WriteProfile b = longTrace(100.0);
  WriteProfile shortTrace;
  shortTrace.kind = ProfileKind::Trace;
  shortTrace.samples = std::make_shared<Trace>(Trace{{0.0, 5.0}, {10.0, 6.0}});
  for (int round = 0; round < 2; ++round) {
    const RateOverTime fa(a);
    CHECK(fa.at(0) == 1.0);
    CHECK(fa.at(35.0) == 1.0 + 3);  // the step that starts at 30 s
    CHECK(fa.peak() == 1.0 + 6);
    CHECK(fa.periodS() == 100'000.0);
    const RateOverTime fs(shortTrace);
    CHECK(fs.at(15.0) == 6.0);
    const RateOverTime fb(b);
    CHECK(fb.at(35.0) == 100.0 + 3);
    CHECK(fb.peak() == 100.0 + 6);
    // The steps are shared, not copied: one made before the memo moved on to another trace
    // still answers for its own.
    CHECK(fa.at(35.0) == 1.0 + 3);
    CHECK(fa.before(30.0) == 1.0 + 2);
  }
}
