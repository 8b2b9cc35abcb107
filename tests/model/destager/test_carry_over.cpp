// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The destager fed what the VM can write, with the writes it cannot place carried over:
// against a time-stepped simulation of the two queues (the VM's deferred writes and its
// buffer) that does not share the model's reduction of them to one unbounded fluid.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <random>
#include <vector>

#include "builders.h"
#include "model/common/profile.h"
#include "model/destager/destager.h"
#include "model/destager/pieces.h"
#include "model/evaluate/evaluate.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kNoLimit = std::numeric_limits<double>::infinity();

/// Two queues stepped by dt: each step the demand W dt joins the VM's deferred writes Q; the
/// VM offers what waits, at most R dt; the buffer takes what room it has (B - X, plus what
/// the destager empties this step) and the rest stays in Q (the VM is throttled then); the
/// destager empties D dt of what the buffer holds.
struct TwoQueues {
  double fill_s = -1;          ///< first step the buffer turned writes away
  double throttled_s = 0;      ///< over [from_s, to_s)
  double peak_mb = 0;          ///< highest buffer level over [from_s, to_s)
  double end_deferred_mb = 0;  ///< Q at the end
  int blocked_edges = 0;       ///< steps where the VM turned from throttled to not or back
};

TwoQueues stepTwoQueues(const std::function<double(double)>& w, double reach, double d, double b,
                        double to_s, double from_s, double dt)
{
  TwoQueues out;
  double q = 0;
  double x = 0;
  bool was_blocked = false;
  const auto steps = static_cast<long>(std::llround(to_s / dt));
  for (long i = 0; i < steps; ++i) {
    const double t = static_cast<double>(i) * dt;
    q += w(t + 0.5 * dt) * dt;
    const double offered = std::min(q, reach * dt);
    const double drained = std::min(x + offered, d * dt);
    const double room = b - x + drained;
    const double taken = std::min(offered, room);
    const bool blocked = taken < offered - 1e-9 * std::max(1.0, offered);
    x += taken - drained;
    q -= taken;
    if (blocked && out.fill_s < 0)
      out.fill_s = t;
    if (t >= from_s) {
      if (blocked)
        out.throttled_s += dt;
      out.peak_mb = std::max(out.peak_mb, x);
      out.blocked_edges += blocked != was_blocked;
    }
    was_blocked = blocked;
  }
  out.end_deferred_mb = q;
  return out;
}

std::function<double(double)> onOffRate(double peak, double burst_s, double period_s, double base)
{
  return [=](double t) { return std::fmod(t, period_s) < burst_s ? peak : base; };
}

std::function<double(double)> sineRate(double mean, double amplitude, double period_s)
{
  return
      [=](double t) { return std::max(mean + amplitude * std::sin(2 * kPi * t / period_s), 0.0); };
}

/// The model against the stepped queues: the first fill, the long-run throttled share (the
/// stepped queues over cycles 7 and 8, the repeating state by then) and the peak backlog.
void compare(const VmGroup& g, const std::function<double(double)>& w, double reach, double d,
             double b)
{
  const double period = g.write.period_s;
  const std::optional<double> r = reach < kNoLimit ? std::optional<double>(reach) : std::nullopt;
  const DestagerGroupResult m = simulateDestager(g, d, b, {}, r);
  REQUIRE(m.status == DestagerStatus::Ok);
  const double dt = period / 200000;
  const TwoQueues s = stepTwoQueues(w, reach, d, b, 8 * period, 6 * period, dt);
  CHECK(m.fills == (s.fill_s >= 0));
  if (m.fill_time_s && s.fill_s >= 0)
    CHECK_THAT(*m.fill_time_s, WithinAbs(s.fill_s, 2 * dt + 1e-6 * s.fill_s));
  if (m.regime == DestagerRegime::Ratchets || m.regime == DestagerRegime::Saturated)
    CHECK(s.throttled_s / (2 * period) <= m.throttled_fraction + 1e-9);  // rising towards 1
  else
    CHECK_THAT(m.throttled_fraction, WithinAbs(s.throttled_s / (2 * period), 1e-4));
  CHECK_THAT(m.peak_backlog_mb, WithinAbs(s.peak_mb, 1e-4 * std::max(b, 1.0)));
}

}  // namespace

TEST_CASE("Carry-over: on/off bursts against the stepped queues", "[destager][carry]")
{
  // 60 MB/s for 20 min in every 80 against D 20 and B 22.8 GB; the VM reaching R.
  for (const double reach : {kNoLimit, 45.0, 30.0, 15.0}) {
    CAPTURE(reach);
    compare(test::onOffGroup(60, 1200, 4800, 0), onOffRate(60, 1200, 4800, 0), reach, 20, 22800);
    // A base rate, and a burst that only just overflows.
    compare(test::onOffGroup(200, 300, 1000, 40), onOffRate(200, 300, 1000, 40), reach * 3, 100,
            20000);
  }
}

TEST_CASE("Carry-over: sine arcs against the stepped queues", "[destager][carry]")
{
  for (const double reach : {kNoLimit, 190.0, 160.0, 130.0}) {
    CAPTURE(reach);
    compare(test::sineGroup(100, 100, 3600), sineRate(100, 100, 3600), reach, 150, 20000);
    compare(test::sineGroup(80, 120, 3600), sineRate(80, 120, 3600), reach, 150,
            10000);  // clipped at 0
  }
}

TEST_CASE("Carry-over: a measured trace run once against the stepped queues", "[destager][carry]")
{
  // Bursts of 60 to 120 MB/s (a minute on average) between quiet stretches of 2 to 8 MB/s
  // (three minutes), +-20 % from sample to sample, against D 30: the buffer fills, stays full,
  // drains and empties many times over (the trace's loop; with a reachable rate the writes
  // carried over through it; the remedies' unbounded runs without the plot). The samples last
  // 0.5 to 2 s in steps of 50 ms, so that the stepped queues' steps of 10 ms meet every
  // sample's edge and integrate the trace exactly: the masses (the peak, the writes still
  // deferred) then agree to rounding, and an instant (the first fill, a throttled stretch's
  // ends) to a step.
  const double step = 0.01;
  for (const std::uint64_t seed : {5u, 8u, 18u}) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, 1);
    auto samples = std::make_shared<Trace>();
    bool on = false;
    double left = 0;
    double level = 0;
    const double origin = 1000;  // a time origin other than 0
    long ticks = 0;              // of 50 ms since the origin
    for (int i = 0; i < 4000; ++i) {
      if (left <= 0) {
        on = !on;
        left = -std::log(1 - u(rng)) * (on ? 60 : 180);
        level = on ? 60 + 60 * u(rng) : 2 + 6 * u(rng);
      }
      const long length = 10 + std::lround(30 * u(rng));
      left -= 0.05 * static_cast<double>(length);
      samples->push_back(
          {origin + 0.05 * static_cast<double>(ticks), level * (0.8 + 0.4 * u(rng))});
      ticks += length;
    }
    VmGroup g;
    g.write.kind = ProfileKind::Trace;
    g.write.samples = samples;
    const Trace& s = *samples;
    const double span = s.back().t_s - s.front().t_s + (s.back().t_s - s[s.size() - 2].t_s);
    const auto rate = [&s](double t) {
      const auto it = std::upper_bound(s.begin(), s.end(), t + s.front().t_s,
                                       [](double x, const TraceSample& p) { return x < p.t_s; });
      return it == s.begin() ? s.front().mbps : std::prev(it)->mbps;
    };
    for (const double b : {0.0, 800.0, 3000.0, 1e6}) {
      for (const double reach : {kNoLimit, 100.0}) {
        CAPTURE(seed, b, reach);
        const std::optional<double> r =
            reach < kNoLimit ? std::optional<double>(reach) : std::nullopt;
        const DestagerGroupResult m = simulateDestager(g, 30, b, {}, r);
        REQUIRE(m.status == DestagerStatus::Ok);
        REQUIRE_THAT(m.horizon_s, WithinRel(span, 1e-12));
        const TwoQueues q = stepTwoQueues(rate, reach, 30, b, span, 0, step);
        CHECK(m.fills == (q.fill_s >= 0));
        if (m.fill_time_s && q.fill_s >= 0)
          CHECK_THAT(*m.fill_time_s, WithinAbs(q.fill_s, step));
        CHECK_THAT(m.throttled_fraction * span,
                   WithinAbs(q.throttled_s, step * (q.blocked_edges + 1)));
        // A reachable rate's catch-up ends inside a step: the level may top out there, up to
        // (R - D) x step above where the step ends.
        const double peak_tol =
            1e-9 * std::max(b, 1.0) + (reach < kNoLimit ? (reach - 30) * step : 0);
        CHECK_THAT(m.peak_backlog_mb, WithinAbs(q.peak_mb, peak_tol));
        // The writes still waiting at the end: those the full buffer turned away and those above
        // the reachable rate.
        CHECK_THAT(m.deferred_at_end_mb,
                   WithinAbs(q.end_deferred_mb, 1e-6 * std::max(q.end_deferred_mb, 1.0)));
        // The buffer that would never fill: the peak of an unbounded one.
        if (m.needed_buffer_mb) {
          const TwoQueues unbounded = stepTwoQueues(rate, reach, 30, kNoLimit, span, 0, step);
          CHECK_THAT(*m.needed_buffer_mb,
                     WithinAbs(unbounded.peak_mb, peak_tol + 1e-9 * unbounded.peak_mb));
        }
      }
    }
  }
}

TEST_CASE("Carry-over: a ratchet is throttled all the time once full", "[destager][carry]")
{
  // C2: 300 for 600 s, 50 for 600 s against D 150, B 100 GB: the deferred writes grow by
  // 30000 MB a cycle; from the fifth cycle on the buffer never leaves full.
  const DestagerGroupResult m = simulateDestager(test::onOffGroup(300, 600, 1200, 50), 150, 100000);
  CHECK(m.throttled_fraction == 1.0);
  CHECK_FALSE(m.drains);
  const TwoQueues s = stepTwoQueues(onOffRate(300, 600, 1200, 50), kNoLimit, 150, 100000, 8 * 1200,
                                    5 * 1200, 1200.0 / 100000);
  CHECK_THAT(s.throttled_s / (3 * 1200), WithinAbs(1.0, 1e-9));
  CHECK_THAT(s.end_deferred_mb, WithinRel(8 * 30000.0 - 100000, 1e-3));
}

TEST_CASE("The destager is fed what the VM reaches", "[destager][carry]")
{
  // A constant demand of 500 MB/s that reaches 193 MB/s fills 20 GB at 193 - D.
  VmGroup g;
  g.write.mbps = 500;
  const DestagerGroupResult capped = simulateDestager(g, 3.2, 20000, {}, 193.0);
  REQUIRE(capped.fill_time_s);
  CHECK_THAT(*capped.fill_time_s, WithinRel(20000 / (193 - 3.2), 1e-12));
  REQUIRE(capped.reachable_mbps);
  CHECK(*capped.reachable_mbps == 193);
  CHECK(capped.fed_mean_mbps == 193);
  CHECK(capped.mean_write_mbps == 500);  // what it asks stays reported
  REQUIRE(capped.needed_destage_mbps);   // the remedy is sized for what it can write
  CHECK_THAT(*capped.needed_destage_mbps, WithinRel(193.0, 1e-9));
  const DestagerGroupResult uncapped = simulateDestager(g, 3.2, 20000);
  CHECK_THAT(*uncapped.fill_time_s, WithinRel(20000 / (500 - 3.2), 1e-12));
  // A reachable rate at or above the peak changes nothing.
  const DestagerGroupResult above = simulateDestager(g, 3.2, 20000, {}, 600.0);
  CHECK_FALSE(above.reachable_mbps);
  CHECK(*above.fill_time_s == *uncapped.fill_time_s);
  // Reaching less than D: the buffer never holds data.
  const DestagerGroupResult below = simulateDestager(g, 250, 20000, {}, 193.0);
  CHECK(below.regime == DestagerRegime::NoBacklog);
  CHECK_FALSE(below.fills);

  SECTION("on/off: the burst is stretched, its random-burst figure too")
  {
    // 60 MB/s for 1200 s reaching 45: it writes 45 for 1600 s; the buffer fills at
    // 22800 / (45 - 20) = 912 s into it.
    const DestagerGroupResult r =
        simulateDestager(test::onOffGroup(60, 1200, 4800, 0), 20, 22800, {}, 45.0);
    REQUIRE(r.burst_fill_s);
    CHECK_THAT(*r.burst_fill_s, WithinRel(912.0, 1e-9));
    CHECK_THAT(r.overload_s, WithinRel(1600.0, 1e-9));
    REQUIRE(r.ams_overflow_probability);
    CHECK_THAT(*r.ams_overflow_probability,
               WithinRel(amsOverflowProbability(amsOnOffQueue(45, 20, 1600, 3200), 22800), 1e-12));
  }
}

TEST_CASE("InfiniBand lab: the buffer fills after about 105 s, not 40 s", "[destager][carry]")
{
  // The lab of the example file: one VM asking 500 MB/s of 32 KiB writes, WB+1 over 8 Gb/s
  // InfiniBand with a consumer SATA SSD (45 us, 230 MB/s), 64 outstanding; a RAID5 of 5 x
  // 7.2K behind one 1GbE iSCSI path. Destaged at random (FCFS) with no array cache: 2.5 MB/s
  // (read-modify-write of 32 KiB on 64 KiB segments); the latency model has the VM reach
  // about 193 MB/s.
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
  s.acceleration.capacity_gib = 240;
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
  s.backing.destage_pattern = DestagePattern::Random;
  s.backing.write_cache_mb = 0;
  const Evaluation e = evaluate(s);
  const GroupLatency& l = e.latency.groups[0];
  REQUIRE(l.capacity_bound);
  CHECK_THAT(l.write_mbps_per_vm, WithinRel(193, 0.03));
  const DestagerGroupResult& d = e.destager.groups[0];
  CHECK_THAT(d.destage_mbps, WithinRel(2.5, 0.01));
  CHECK(d.destage_mbps == e.backing.destage_floor_mbps);
  REQUIRE(d.reachable_mbps);
  CHECK(*d.reachable_mbps == l.write_mbps_per_vm);
  REQUIRE(d.fill_time_s);
  CHECK_THAT(*d.fill_time_s, WithinRel(20000 / (l.write_mbps_per_vm - d.destage_mbps), 1e-12));
  CHECK_THAT(*d.fill_time_s, WithinRel(105, 0.01));
  // Fed the demanded rate, as before, it would have filled in about 40 s.
  const DestagerResult demanded = computeDestager(s, e.backing);
  CHECK_THAT(*demanded.groups[0].fill_time_s, WithinRel(40.3, 0.02));
}

TEST_CASE("The array's write cache extends the write-back buffers", "[destager][carry]")
{
  // Two groups sharing 55 MB/s: each VM's share of the 1000 MB cache follows its destage rate.
  Scenario s = test::exampleCluster();
  VmGroup light = s.vm_groups[0];
  light.name = "light";
  light.write.mbps = 0.5;
  s.vm_groups.push_back(light);
  const BackingResult b = computeBacking(s);
  const DestagerResult r = computeDestager(s, b);
  double total = 0;
  for (std::size_t i = 0; i < r.groups.size(); ++i) {
    const DestagerGroupResult& g = r.groups[i];
    CHECK_THAT(g.array_cache_mb,
               WithinRel(1000 * g.destage_mbps / r.allocated_destage_mbps, 1e-12));
    CHECK_THAT(g.buffer_mb, WithinRel(20000 + g.array_cache_mb, 1e-12));
    total += 24 * g.array_cache_mb;
  }
  CHECK_THAT(total, WithinRel(1000.0, 1e-12));
  // Write-through VMs that alone keep the cache full leave nothing of it to the others.
  VmGroup wt = s.vm_groups[0];
  wt.write_policy = test::wt();
  wt.write.mbps = 10;  // 240 MB/s, beyond the disks
  s.vm_groups.push_back(wt);
  const DestagerResult full = computeDestager(s, computeBacking(s));
  CHECK(full.array_cache_mb == 0);
  CHECK(full.groups[0].array_cache_mb == 0);
}

namespace {

/// Three stages stepped by dt, none of them merged with another: the VM's deferred writes Q,
/// its host buffer X (room B), the host's path moving at most F dt a step into the array's
/// write cache C (room `cache`), the disks emptying at most D dt a step of the cache. The VM is
/// throttled when X turns its writes away.
TwoQueues stepTandem(const std::function<double(double)>& w, double reach, double f, double d,
                     double b, double cache, double to_s, double from_s, double dt)
{
  TwoQueues out;
  double q = 0;
  double x = 0;
  double c = 0;
  const auto steps = static_cast<long>(std::llround(to_s / dt));
  for (long i = 0; i < steps; ++i) {
    const double t = static_cast<double>(i) * dt;
    q += w(t + 0.5 * dt) * dt;
    const double offered = std::min(q, reach * dt);
    const double sent = std::min(x + offered, f * dt);
    const double written = std::min(c + sent, d * dt);
    const double moved = std::min(sent, cache - c + written);
    const double taken = std::min(offered, b - x + moved);
    const bool blocked = taken < offered - 1e-9 * std::max(1.0, offered);
    x += taken - moved;
    c += moved - written;
    q -= taken;
    if (blocked && out.fill_s < 0)
      out.fill_s = t;
    if (t >= from_s) {
      if (blocked)
        out.throttled_s += dt;
      out.peak_mb = std::max(out.peak_mb, x + c);
    }
  }
  out.end_deferred_mb = q;
  return out;
}

}  // namespace

TEST_CASE("The array's write cache as a stage of its own: the buffer plus its share",
          "[destager][carry][cache]")
{
  // The model adds the VM's share of the array's cache to its buffer and drains both at D.
  // The stepped tandem keeps them apart, with the host's path F between them. While the VM
  // writes no faster than F its host buffer holds nothing until the cache is full, so the sum
  // is exact; faster than F, it stays exact as long as the cache fills first
  // (B / (W - F) >= C / (F - D)).
  SECTION("on/off bursts below the path's rate")
  {
    const double b = 20000, c = 800, f = 100, d = 20;
    const VmGroup g = test::onOffGroup(60, 1200, 4800, 0);
    const DestagerGroupResult m = simulateDestager(g, d, b + c);
    const double dt = 4800.0 / 200000;
    const TwoQueues s =
        stepTandem(onOffRate(60, 1200, 4800, 0), kNoLimit, f, d, b, c, 8 * 4800, 6 * 4800, dt);
    REQUIRE(m.fill_time_s);
    REQUIRE(s.fill_s >= 0);
    CHECK_THAT(*m.fill_time_s, WithinAbs(s.fill_s, 2 * dt));
    CHECK_THAT(m.throttled_fraction, WithinAbs(s.throttled_s / (2 * 4800), 1e-4));
    CHECK_THAT(m.peak_backlog_mb, WithinAbs(s.peak_mb, 1e-4 * (b + c)));
  }
  SECTION("a VM faster than its host's path (the InfiniBand lab's shape)")
  {
    // 500 MB/s asked, 191.6 reached, one 118.2 MB/s iSCSI path, 4.33 MB/s to the disks.
    const double b = 20000, c = 1000, f = 118.2, d = 4.33, reach = 191.6;
    VmGroup g;
    g.write.mbps = 500;
    const DestagerGroupResult m = simulateDestager(g, d, b + c, {}, reach);
    const double dt = 1e-3;
    const TwoQueues s = stepTandem([](double) { return 500.0; }, reach, f, d, b, c, 150, 120, dt);
    REQUIRE(m.fill_time_s);
    CHECK_THAT(*m.fill_time_s, WithinAbs(s.fill_s, 2 * dt));
    CHECK_THAT(*m.fill_time_s, WithinRel((b + c) / (reach - d), 1e-12));
    CHECK_THAT(s.throttled_s / 30, WithinAbs(1.0, 1e-9));
  }
  SECTION("a small host buffer filling before the cache: the sum is optimistic")
  {
    // B / (W - F) = 500 / 73.4 = 6.8 s < C / (F - D) = 8.8 s: the host buffer turns writes
    // away while the cache still has room, earlier than B + C at W - D says.
    const double b = 500, c = 1000, f = 118.2, d = 4.33, reach = 191.6;
    VmGroup g;
    g.write.mbps = 500;
    const DestagerGroupResult m = simulateDestager(g, d, b + c, {}, reach);
    const TwoQueues s = stepTandem([](double) { return 500.0; }, reach, f, d, b, c, 20, 10, 1e-3);
    REQUIRE(m.fill_time_s);
    CHECK_THAT(s.fill_s, WithinRel(b / (reach - f), 1e-3));
    CHECK(*m.fill_time_s > s.fill_s);
  }
}

TEST_CASE("A trace through its reachable rate: the stretches keep its writes, work-conserving",
          "[destager][carry]")
{
  using detail::TraceFeed;
  // Nothing to give: an empty trace, with or without writes waiting.
  const Trace none;
  for (double reach : {kNoLimit, 50.0}) {
    TraceFeed feed(none, reach, 7.0);
    double r = -1, dt = -1, w = -1;
    CHECK_FALSE(feed.next(r, dt, w));
    CHECK(feed.deferred() == 7.0);
  }
  // By hand: 100 MB/s for 1 s through 50 MB/s leaves 50 MB waiting; at 10 MB/s for 2 s they
  // are written in 50 / 40 = 1.25 s, then the VM writes its own 10 MB/s.
  const Trace hand = {{0, 100}, {1, 10}, {3, 10}};
  TraceFeed feed(hand, 50, 0);
  std::vector<std::array<double, 3>> got;
  double r = 0, dt = 0, w = 0;
  while (feed.next(r, dt, w))
    got.push_back({r, dt, w});
  const std::vector<std::array<double, 3>> want = {
      {50, 1, 100}, {50, 1.25, 10}, {10, 0.75, 10}, {10, traceSampleDurationS(hand, 2), 10}};
  CHECK(got == want);
  CHECK(feed.deferred() == 0);

  // Random traces: what is fed plus what still waits is what the VM asked to write; no
  // stretch passes the reachable rate, and one below it is the demand itself with nothing
  // waiting (the VM writes what it asks once its backlog is gone).
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> u(0, 1);
  for (int c = 0; c < 200; ++c) {
    Trace s;
    double t = 0;
    const int n = 1 + static_cast<int>(u(rng) * 200);
    for (int i = 0; i < n; ++i) {
      s.push_back({t, u(rng) < 0.1 ? 0.0 : u(rng) * 120});
      t += u(rng) < 0.5 ? 1.0 : 0.1 + u(rng) * 9;
    }
    const double reach = 5 + u(rng) * 100;
    const double start = u(rng) < 0.3 ? u(rng) * 500 : 0.0;
    TraceFeed f(s, reach, start);
    double asked = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
      asked += s[i].mbps * traceSampleDurationS(s, i);
    double fed = 0, span = 0;
    double waiting = start;
    while (f.next(r, dt, w)) {
      CHECK(r <= reach);
      CHECK(dt > 0);
      if (r < reach) {
        CHECK(r == w);
        CHECK(waiting == 0);
      }
      fed += r * dt;
      span += dt;
      waiting = f.deferred();
    }
    CHECK_THAT(fed + f.deferred(), WithinRel(asked + start, 1e-12));
    CHECK_THAT(span, WithinRel(traceDurationS(s), 1e-12));
  }
}

TEST_CASE("The destage rate the remedies name is the least at which a trace never fills its buffer",
          "[destager][carry]")
{
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> u(0, 1);
  int searched = 0;
  for (int c = 0; c < 60; ++c) {
    auto trace = std::make_shared<Trace>();
    double t = 0;
    const int n = 20 + static_cast<int>(u(rng) * 2000);
    for (int i = 0; i < n; ++i) {
      trace->push_back({t, u(rng) < 0.3 ? 2 + 5 * u(rng) : 20 + 100 * u(rng)});
      t += u(rng) < 0.5 ? 1.0 : 0.5 + 5 * u(rng);
    }
    VmGroup g;
    g.write.kind = ProfileKind::Trace;
    g.write.samples = trace;
    const double d = 10 + 40 * u(rng);
    const double b = 10 + 2000 * u(rng);
    std::optional<double> reach;
    if (u(rng) < 0.5)
      reach = 50 + 60 * u(rng);
    const DestagerGroupResult r = simulateDestager(g, d, b, {}, reach);
    REQUIRE(r.status == DestagerStatus::Ok);
    REQUIRE(r.needed_destage_mbps);
    const double need = *r.needed_destage_mbps;
    DestagerOptions plain;
    plain.remedies = false;
    // At it (a hair above: the peak meets B there) the buffer never fills; a little below, it
    // does, unless the answer is 0 (the whole trace fits).
    const DestagerGroupResult at = simulateDestager(g, need * (1 + 1e-9) + 1e-9, b, plain, reach);
    CHECK_FALSE(at.fills);
    CHECK(at.throttled_fraction == 0);
    if (need > 0) {
      const DestagerGroupResult below = simulateDestager(g, need * (1 - 1e-6), b, plain, reach);
      CHECK(below.fills);
      ++searched;
    }
    // The buffer the remedies name (where the trace writes no more than is destaged) holds
    // the trace's peak at the rate simulated.
    if (r.needed_buffer_mb)
      CHECK_FALSE(
          simulateDestager(g, d, *r.needed_buffer_mb * (1 + 1e-9) + 1e-9, plain, reach).fills);
  }
  CHECK(searched > 30);
}
