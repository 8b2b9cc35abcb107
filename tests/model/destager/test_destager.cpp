// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>

#include "builders.h"
#include "model/common/decimate.h"
#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/destager/destager.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double kPi = 3.14159265358979323846;

VmGroup constantGroup(double mbps)
{
  VmGroup g;
  g.write.kind = ProfileKind::Constant;
  g.write.mbps = mbps;
  return g;
}

VmGroup traceGroup(Trace samples)
{
  VmGroup g;
  g.write.kind = ProfileKind::Trace;
  g.write.samples = std::make_shared<const Trace>(std::move(samples));
  return g;
}

bool finite(double x)
{
  return std::isfinite(x);
}

bool finite(const std::optional<double>& x)
{
  return !x || std::isfinite(*x);
}

/// Every number of a result is finite.
bool allFinite(const DestagerGroupResult& r)
{
  bool ok = finite(r.destage_mbps) && finite(r.buffer_mb) && finite(r.mean_write_mbps) &&
            finite(r.peak_write_mbps) && finite(r.min_write_mbps) && finite(r.period_s) &&
            finite(r.overload_s) && finite(r.ratchet_mb_per_cycle) && finite(r.fill_time_s) &&
            finite(r.fill_cycle) && finite(r.burst_fill_s) && finite(r.drain_time_s) &&
            finite(r.peak_backlog_mb) && finite(r.throttled_fraction) &&
            finite(r.throttled_iops_per_vm) && finite(r.throttled_latency_us) && finite(r.io_kib) &&
            finite(r.needed_buffer_mb) && finite(r.needed_destage_mbps) &&
            finite(r.needed_cluster_destage_mbps) && finite(r.ams_overflow_probability) &&
            finite(r.ams_mean_backlog_mb) && finite(r.horizon_s) &&
            finite(r.horizon_throttled_fraction) && finite(r.time_origin_s);
  for (const auto* s : {&r.backlog_mb, &r.write_mbps, &r.accepted_mbps, &r.destaged_mbps})
    for (const SeriesPoint& p : *s)
      ok = ok && finite(p.t_s) && finite(p.value);
  for (const TimeInterval& i : r.throttled)
    ok = ok && finite(i.start_s) && finite(i.end_s);
  return ok;
}

/// "Never" is an empty time beside a false boolean, and nothing else.
void checkNeverFills(const DestagerGroupResult& r)
{
  CHECK_FALSE(r.fills);
  CHECK_FALSE(r.fill_time_s.has_value());
  CHECK_FALSE(r.fill_cycle.has_value());
  CHECK(r.throttled_fraction == 0);
  CHECK(r.throttled.empty());
}

/// The backlog series' value at exactly time t (a point must lie there).
std::optional<double> backlogAt(const DestagerGroupResult& r, double t)
{
  for (const SeriesPoint& p : r.backlog_mb)
    if (std::abs(p.t_s - t) < 1e-9)
      return p.value;
  return std::nullopt;
}

const Finding* findCode(const std::vector<Finding>& fs, const std::string& code)
{
  for (const auto& f : fs)
    if (f.code == code)
      return &f;
  return nullptr;
}

/// One host, one write-back VM with this profile, a measured destage rate and buffer, and no
/// array write cache (so that the buffer is exactly B).
Scenario oneVm(const VmGroup& g, double destage_mbps, double buffer_mb)
{
  Scenario s;
  s.hosts = 1;
  s.vm_groups = {g};
  s.vm_groups[0].vms_per_host = 1;
  s.vm_groups[0].write_policy = test::wb(0);
  s.backing.destage_mbps = destage_mbps;
  s.backing.write_cache_mb = 0;
  s.acceleration.write_buffer_mb = buffer_mb;
  return s;
}

/// Throttled time per period of an on/off burst that overflows the buffer, with the writes
/// deferred while full carried over: from B / (P - D) into the burst until the deferred
/// y - B (y = (P - D) T_on) is written, (y - B) / (P - D) more of the burst and
/// (y - B) / (D - b) after it (hand derivation, docs/models/destager.md section 4).
double carriedThrottledS(double p, double t_on, double b, double d, double big_b)
{
  const double y = (p - d) * t_on;
  return (y - big_b) * (1 / (p - d) + 1 / (d - b));
}

/// The destager findings of a scenario, with its own backing model.
std::vector<Finding> findingsOf(const Scenario& s)
{
  return destagerFindings(s, computeDestager(s, computeBacking(s)));
}

}  // namespace

// ---- Worked examples (docs/models/destager.md section 9) -----------------------------------

TEST_CASE("C1: fill at 500 MB/s and drain at 20 MB/s against 150 MB/s", "[destager]")
{
  const double b = units::gbToMB(200);  // 200 GB = 200000 MB
  REQUIRE(b == 200000);
  const auto fill = fillTimeS(b, 0, 500, 150);
  const auto drain = drainTimeS(b, 20, 150);
  REQUIRE(fill);
  REQUIRE(drain);
  CHECK_THAT(*fill, WithinAbs(571.4, 0.05));
  CHECK_THAT(*drain, WithinAbs(1538.5, 0.05));

  SECTION("simulated as an on/off profile: 500 MB/s for 1000 s, 20 MB/s for 3000 s")
  {
    const DestagerGroupResult r = simulateDestager(test::onOffGroup(500, 1000, 4000, 20), 150, b);
    REQUIRE(r.status == DestagerStatus::Ok);
    CHECK(r.regime == DestagerRegime::FillsInBursts);
    REQUIRE(r.fill_time_s);
    CHECK_THAT(*r.fill_time_s, WithinRel(*fill, 1e-12));
    CHECK(r.fill_cycle == 1.0);
    REQUIRE(r.burst_fill_s);
    CHECK_THAT(*r.burst_fill_s, WithinRel(*fill, 1e-12));
    CHECK(r.drains);
    REQUIRE(r.drain_time_s);
    CHECK_THAT(*r.drain_time_s, WithinRel(*drain, 1e-12));
    CHECK(r.peak_backlog_mb == b);
    // Full at 571.4 s; the 150,000 MB deferred by then are written at D after the burst, the
    // buffer staying full until 1000 + 150000 / 130 = 2153.8 s; then it drains in 1538.5 s.
    CHECK_THAT(r.throttled_fraction,
               WithinRel(carriedThrottledS(500, 1000, 20, 150, b) / 4000, 1e-12));
    CHECK_THAT(carriedThrottledS(500, 1000, 20, 150, b), WithinRel(2153.846153846 - *fill, 1e-9));
  }
  SECTION("simulated as a measured trace")
  {
    const DestagerGroupResult r =
        simulateDestager(traceGroup({{0, 500}, {1000, 20}, {2600, 20}}), 150, b);
    REQUIRE(r.status == DestagerStatus::Ok);
    REQUIRE(r.fill_time_s);
    CHECK_THAT(*r.fill_time_s, WithinRel(*fill, 1e-12));
    REQUIRE(r.drain_time_s);
    CHECK_THAT(*r.drain_time_s, WithinRel(*drain, 1e-12));
    CHECK_THAT(r.throttled_fraction,
               WithinRel(carriedThrottledS(500, 1000, 20, 150, b) / 4200, 1e-12));
  }
}

TEST_CASE("C2: on/off ratchet fills in the second cycle", "[destager]")
{
  const double b = units::gbToMB(100);
  const OnOffClosedForm c = onOffClosedForm(300, 600, 1200, 50, 150, b);
  REQUIRE(c.applies);
  CHECK(c.regime == DestagerRegime::Ratchets);
  CHECK(c.mean_mbps == 175);
  CHECK(c.ratchet_mb_per_cycle == 30000);
  CHECK(c.fill_cycle == 2.0);
  REQUIRE(c.fill_time_s);
  CHECK_THAT(*c.fill_time_s, WithinAbs(1666.7, 0.05));
  CHECK_THAT(*c.fill_time_s, WithinRel(1200 + (b - 30000) / 150.0, 1e-12));
  CHECK_FALSE(c.drains);  // (D - b) T_off = 60000 < B: never empties again

  const DestagerGroupResult r = simulateDestager(test::onOffGroup(300, 600, 1200, 50), 150, b);
  REQUIRE(r.status == DestagerStatus::Ok);
  CHECK(r.regime == DestagerRegime::Ratchets);
  CHECK(r.mean_write_mbps == 175);
  CHECK_THAT(r.ratchet_mb_per_cycle, WithinRel(30000.0, 1e-12));
  REQUIRE(r.fill_time_s);
  CHECK_THAT(*r.fill_time_s, WithinRel(*c.fill_time_s, 1e-12));
  CHECK(r.fill_cycle == 2.0);
  CHECK_FALSE(r.drains);
  CHECK_THAT(r.throttled_fraction, WithinRel(c.throttled_fraction, 1e-12));
  // Each cycle leaves 30000 MB more behind: the backlog at the end of cycle 1 and 2.
  const auto end1 = backlogAt(r, 1200);
  const auto end2 = backlogAt(r, 2400);
  REQUIRE(end1);
  REQUIRE(end2);
  CHECK_THAT(*end1, WithinRel(30000.0, 1e-12));
  // Full at 1666.7 s; the buffer and the writes deferred since reach 120000 MB at 1800 and
  // fall 100 MB/s for 600 s: the buffer holds 60000 MB at 2400.
  CHECK_THAT(*end2, WithinRel(120000.0 - 100.0 * 600, 1e-12));
  CHECK(r.throttled_fraction == 1.0);      // the deferred writes grow 30000 MB a cycle
  CHECK(!r.needed_buffer_mb.has_value());  // no buffer size helps
  REQUIRE(r.needed_destage_mbps);
  // D' = 175 (the mean) stops the ratchet; its burst backlog 125 x 600 < B.
  CHECK_THAT(*r.needed_destage_mbps, WithinRel(175.0, 1e-9));
}

TEST_CASE("C3: sine peak backlog and the third-cycle fill", "[destager]")
{
  const auto peak = sinePeakBacklogMb(100, 100, 3600, 150);
  REQUIRE(peak);
  CHECK_THAT(*peak, WithinAbs(39239, 0.5));
  // Independently: the integral of W - D over the interval where W > D (midpoint rule).
  double sum = 0;
  const int n = 1000000;
  for (int i = 0; i < n; ++i) {
    const double t = 3600.0 * (i + 0.5) / n;
    sum += std::max(0.0, 100 + 100 * std::sin(2 * kPi * t / 3600) - 150) * 3600.0 / n;
  }
  CHECK_THAT(*peak, WithinRel(sum, 1e-8));

  const DestagerGroupResult r = simulateDestager(test::sineGroup(100, 100, 3600), 150, 1e9);
  REQUIRE(r.status == DestagerStatus::Ok);
  CHECK(r.regime == DestagerRegime::NeverFills);
  CHECK_THAT(r.peak_backlog_mb, WithinRel(*peak, 1e-9));
  REQUIRE(r.needed_buffer_mb);
  CHECK_THAT(*r.needed_buffer_mb, WithinRel(*peak, 1e-9));

  const double b = units::gbToMB(200);
  const auto fill = sineRatchetFill(160, 100, 3600, 150, b);
  REQUIRE(fill);
  CHECK(fill->cycle == 3.0);
  CHECK_THAT(fill->time_s, WithinAbs(8820.3, 0.05));
  CHECK_THAT(sineRatchetBacklogMb(fill->time_s, 160, 100, 3600, 150), WithinRel(b, 1e-10));

  const DestagerGroupResult s = simulateDestager(test::sineGroup(160, 100, 3600), 150, b);
  REQUIRE(s.status == DestagerStatus::Ok);
  CHECK(s.regime == DestagerRegime::Ratchets);
  REQUIRE(s.fill_time_s);
  CHECK_THAT(*s.fill_time_s, WithinAbs(fill->time_s, 1e-6));
  CHECK(s.fill_cycle == 3.0);
  CHECK_THAT(s.ratchet_mb_per_cycle, WithinRel(10.0 * 3600, 1e-9));
}

TEST_CASE("C4: Anick-Mitra-Sondhi single on/off source", "[destager]")
{
  const AmsQueue q = amsOnOffQueue(300, 150, 60, 180);
  REQUIRE(q.regime == AmsQueue::Regime::Stable);
  CHECK(q.on_probability == 0.25);
  CHECK_THAT(amsOverflowProbability(q, units::gbToMB(50)), WithinAbs(0.01232, 5e-6));
  CHECK_THAT(q.mean_backlog_mb, WithinRel(6750.0, 1e-12));
  CHECK_THAT(amsOverflowProbability(q, 0), WithinRel(0.5, 1e-12));  // P(X > 0) = p r / D

  SECTION("against a Monte Carlo simulation of the same fluid queue")
  {
    std::mt19937_64 rng(20240601);
    std::exponential_distribution<double> on(1.0 / 60), off(1.0 / 180);
    const double x_level = units::gbToMB(50);
    double x = 0, total = 0, area = 0, above = 0;
    // Time above `x_level` and area under X on a linear stretch from x0 with slope s for dt.
    const auto stretch = [&](double s, double dt) {
      double x1 = x + s * dt;
      double live = dt;  // time before the buffer empties
      if (x1 < 0) {
        live = x / -s;
        x1 = 0;
      }
      area += 0.5 * (x + x1) * live;
      const double lo = std::min(x, x1), hi = std::max(x, x1);
      if (hi > x_level)
        above += lo >= x_level ? live : live * (hi - x_level) / (hi - lo);
      total += dt;
      x = x1;
    };
    for (int i = 0; i < 2000000; ++i) {
      stretch(300 - 150, on(rng));
      stretch(-150, off(rng));
    }
    CHECK_THAT(area / total, WithinRel(q.mean_backlog_mb, 0.02));
    CHECK_THAT(above / total, WithinRel(amsOverflowProbability(q, x_level), 0.03));
  }
  SECTION("regimes at the edges")
  {
    CHECK(amsOnOffQueue(300, 300, 60, 180).regime == AmsQueue::Regime::NoBacklog);
    CHECK(amsOnOffQueue(300, 75, 60, 180).regime == AmsQueue::Regime::Unstable);  // p r = D
    CHECK(amsOverflowProbability(amsOnOffQueue(300, 75, 60, 180), 1e9) == 1);
    CHECK(amsOverflowProbability(amsOnOffQueue(300, 400, 60, 180), 0) == 0);
  }
}

TEST_CASE("C5: throttled writes by Little's law", "[destager]")
{
  const double s = units::kibToBytes(64);
  const ThrottledWrites all = throttledWrites(150, s, 10 * 32);
  CHECK_THAT(all.iops, WithinAbs(2288.8, 0.05));
  REQUIRE(all.latency_us);
  CHECK_THAT(units::usToMs(*all.latency_us), WithinAbs(139.8, 0.05));
  const ThrottledWrites one = throttledWrites(15, s, 32);  // one VM's share
  REQUIRE(one.latency_us);
  CHECK_THAT(*one.latency_us, WithinRel(*all.latency_us, 1e-12));
  CHECK_FALSE(throttledWrites(0, s, 32).latency_us.has_value());  // nothing is admitted

  SECTION("through the scenario: 10 VMs sharing a measured 150 MB/s")
  {
    Scenario sc;
    sc.hosts = 2;
    sc.vm_groups = {constantGroup(100)};
    sc.vm_groups[0].vms_per_host = 5;
    sc.vm_groups[0].write_policy = test::wb(1);
    sc.vm_groups[0].outstanding_ios = 32;
    sc.vm_groups[0].write_io_kib = 64;
    sc.backing.destage_mbps = 150;
    const DestagerResult r = computeDestager(sc, computeBacking(sc));
    REQUIRE(r.groups.size() == 1);
    const DestagerGroupResult& g = r.groups[0];
    CHECK_THAT(g.destage_mbps, WithinRel(15.0, 1e-12));
    CHECK_THAT(g.throttled_iops_per_vm * 10, WithinRel(all.iops, 1e-12));
    REQUIRE(g.throttled_latency_us);
    CHECK_THAT(*g.throttled_latency_us, WithinRel(*all.latency_us, 1e-12));
    CHECK(g.regime == DestagerRegime::Saturated);
    CHECK(g.throttled_fraction == 1);
  }
}

// ---- Never, and equal rates -----------------------------------------------------------------

TEST_CASE("Equal rates: the level stays put, both times are never", "[destager]")
{
  CHECK_FALSE(fillTimeS(1000, 0, 150, 150).has_value());
  CHECK_FALSE(drainTimeS(500, 150, 150).has_value());
  CHECK(drainTimeS(0, 150, 150) == 0.0);  // nothing to drain
  CHECK_FALSE(fillTimeS(1000, 0, 100, 150).has_value());
  CHECK(fillTimeS(1000, 1000, 200, 150) == 0.0);  // already full

  SECTION("constant W = D")
  {
    const DestagerGroupResult r = simulateDestager(constantGroup(150), 150, 1000);
    REQUIRE(r.status == DestagerStatus::Ok);
    CHECK(r.regime == DestagerRegime::NoBacklog);
    checkNeverFills(r);
    CHECK(r.drains);
    CHECK(r.drain_time_s == 0.0);
    CHECK(r.peak_backlog_mb == 0);
    CHECK(allFinite(r));
  }
  SECTION("on/off whose mean equals D exactly: no ratchet")
  {
    // 300 for 600 s, 0 for 600 s against 150: the burst builds 90000 MB, the gap drains it.
    const VmGroup g = test::onOffGroup(300, 600, 1200, 0);
    const DestagerGroupResult roomy = simulateDestager(g, 150, 1e6);
    CHECK(roomy.regime == DestagerRegime::NeverFills);
    checkNeverFills(roomy);
    CHECK(roomy.ratchet_mb_per_cycle == 0);
    CHECK(roomy.peak_backlog_mb == 90000);
    REQUIRE(roomy.drain_time_s);
    CHECK(*roomy.drain_time_s == 600);
    // A buffer of exactly the burst's backlog is full only as the burst ends: nothing waits.
    const DestagerGroupResult exact = simulateDestager(g, 150, 90000);
    checkNeverFills(exact);
    const DestagerGroupResult tight = simulateDestager(g, 150, 89999);
    CHECK(tight.regime == DestagerRegime::FillsInBursts);
    CHECK(tight.fills);
    const OnOffClosedForm c = onOffClosedForm(300, 600, 1200, 0, 150, 90000);
    CHECK_FALSE(c.fills);
    CHECK(c.regime == DestagerRegime::NeverFills);
  }
  SECTION("sine whose mean equals D: empties every cycle, whatever the horizon")
  {
    const DestagerGroupResult r = simulateDestager(test::sineGroup(100, 50, 3600), 100, 1e6);
    CHECK(r.regime == DestagerRegime::NeverFills);
    checkNeverFills(r);
    CHECK(r.ratchet_mb_per_cycle == 0);
    CHECK_THAT(r.peak_backlog_mb, WithinRel(*sinePeakBacklogMb(100, 50, 3600, 100), 1e-9));
    CHECK(r.drains);
  }
  SECTION("destage at the peak rate: no backlog")
  {
    for (const VmGroup& g : {test::onOffGroup(300, 600, 1200, 50), test::sineGroup(100, 50, 3600),
                             constantGroup(80)}) {
      const DestagerGroupResult r = simulateDestager(g, profilePeakMbps(g.write), 0);
      CHECK(r.regime == DestagerRegime::NoBacklog);
      checkNeverFills(r);
      CHECK(r.peak_backlog_mb == 0);
    }
  }
}

// ---- Numeric path against the closed forms --------------------------------------------------

TEST_CASE("On/off simulation agrees with the closed forms", "[destager]")
{
  const double peak = GENERATE(80.0, 200.0, 500.0);
  const double base = GENERATE(0.0, 20.0, 60.0, 140.0);
  const double duty = GENERATE(0.1, 0.5, 0.9);
  const double d = GENERATE(50.0, 100.0, 150.0);
  const double b = GENERATE(0.0, 1000.0, 50000.0, 500000.0);
  const double period = 1000;
  if (peak < base)
    return;  // the closed form is for a peak above the base
  CAPTURE(peak, base, duty, d, b);
  const OnOffClosedForm c = onOffClosedForm(peak, duty * period, period, base, d, b);
  REQUIRE(c.applies);
  const DestagerGroupResult r =
      simulateDestager(test::onOffGroup(peak, duty * period, period, base), d, b);
  REQUIRE(r.status == DestagerStatus::Ok);
  CHECK(r.regime == c.regime);
  CHECK(r.fills == c.fills);
  CHECK(r.fill_cycle == c.fill_cycle);
  CHECK(r.fill_time_s.has_value() == c.fill_time_s.has_value());
  if (r.fill_time_s && c.fill_time_s)
    CHECK_THAT(*r.fill_time_s, WithinAbs(*c.fill_time_s, 1e-6));
  CHECK(r.burst_fill_s.has_value() == c.burst_fill_s.has_value());
  if (r.burst_fill_s && c.burst_fill_s)
    CHECK_THAT(*r.burst_fill_s, WithinAbs(*c.burst_fill_s, 1e-6));
  CHECK(r.drains == c.drains);
  if (r.drain_time_s && c.drain_time_s)
    CHECK_THAT(*r.drain_time_s, WithinAbs(*c.drain_time_s, 1e-6));
  CHECK_THAT(r.peak_backlog_mb, WithinAbs(c.peak_backlog_mb, 1e-6));
  CHECK_THAT(r.throttled_fraction, WithinAbs(c.throttled_fraction, 1e-12));
  CHECK_THAT(r.ratchet_mb_per_cycle, WithinAbs(c.ratchet_mb_per_cycle, 1e-6));
  CHECK(allFinite(r));
  // The plotted horizon shows the first fill and a cycle after it.
  if (r.fill_time_s)
    CHECK(r.horizon_s >= *r.fill_time_s + period);
}

TEST_CASE("Sine simulation agrees with the closed forms", "[destager]")
{
  const double mean = GENERATE(50.0, 100.0, 150.0);
  const double amp = GENERATE(0.0, 30.0, 100.0, 140.0);
  const double d = GENERATE(60.0, 100.0, 160.0, 260.0);
  const double period = 3600;
  CAPTURE(mean, amp, d);
  if (const auto peak = sinePeakBacklogMb(mean, amp, period, d)) {
    const DestagerGroupResult r = simulateDestager(test::sineGroup(mean, amp, period), d, 1e12);
    REQUIRE(r.status == DestagerStatus::Ok);
    CHECK_THAT(r.peak_backlog_mb, WithinRel(*peak, 1e-9) || WithinAbs(*peak, 1e-6));
    CHECK(r.drains);
    CHECK_FALSE(r.fills);
    CHECK(r.regime == (*peak > 0 ? DestagerRegime::NeverFills : DestagerRegime::NoBacklog));
    // The same buffer as the peak: the needed buffer is the peak.
    REQUIRE(r.needed_buffer_mb);
    CHECK_THAT(*r.needed_buffer_mb, WithinRel(*peak, 1e-9) || WithinAbs(*peak, 1e-6));
  } else {
    CHECK(profileMeanMbps(test::sineGroup(mean, amp, period).write) > d);
  }
  for (const double b : {1000.0, 200000.0}) {
    if (const auto fill = sineRatchetFill(mean, amp, period, d, b)) {
      const DestagerGroupResult r = simulateDestager(test::sineGroup(mean, amp, period), d, b);
      REQUIRE(r.fill_time_s);
      CHECK_THAT(*r.fill_time_s, WithinAbs(fill->time_s, 1e-6));
      CHECK(r.fill_cycle == fill->cycle);
    }
  }
}

TEST_CASE("Constant profile agrees with the fill-time formula", "[destager]")
{
  const double w = GENERATE(0.0, 40.0, 150.0, 151.0, 900.0);
  const double b = GENERATE(0.0, 1.0, 200000.0);
  const double d = 150;
  CAPTURE(w, b);
  const DestagerGroupResult r = simulateDestager(constantGroup(w), d, b);
  REQUIRE(r.status == DestagerStatus::Ok);
  const auto fill = fillTimeS(b, 0, w, d);
  REQUIRE(r.fill_time_s.has_value() == fill.has_value());
  if (fill) {
    CHECK_THAT(*r.fill_time_s, WithinRel(*fill, 1e-12) || WithinAbs(*fill, 1e-12));
    CHECK(r.regime == DestagerRegime::Saturated);
    CHECK(r.throttled_fraction == 1);
    CHECK(r.drains == (b == 0));  // without a buffer nothing is ever held
    CHECK(r.peak_backlog_mb == b);
  } else {
    CHECK(r.regime == DestagerRegime::NoBacklog);
    checkNeverFills(r);
  }
  CHECK(allFinite(r));
}

TEST_CASE("Sine: exact arcs agree with a finely sampled trace", "[destager]")
{
  // The Lindley recursion on the sine sampled every 0.25 s (rate at mid-sample) over the
  // same horizon: fill time and throttled share within the discretisation error.
  const VmGroup sine = test::sineGroup(160, 100, 3600);
  const DestagerGroupResult r = simulateDestager(sine, 150, 200000);
  REQUIRE(r.fill_time_s);
  Trace t;
  const double dt = 0.25;
  for (double ts = 0; ts < r.horizon_s - 1e-9; ts += dt)
    t.push_back({ts, 160 + 100 * std::sin(2 * kPi * (ts + dt / 2) / 3600)});
  const DestagerGroupResult l = simulateDestager(traceGroup(t), 150, 200000);
  REQUIRE(l.fill_time_s);
  CHECK_THAT(*l.fill_time_s, WithinAbs(*r.fill_time_s, 0.5));
  CHECK_THAT(l.throttled_fraction, WithinAbs(r.horizon_throttled_fraction, 1e-4));
  CHECK_THAT(l.horizon_s, WithinRel(r.horizon_s, 1e-9));
}

// ---- Traces -----------------------------------------------------------------------------------

TEST_CASE("Trace with irregular spacing against a hand computation", "[destager]")
{
  // D 100, B 2000, starting at t = 1000; the writes the VM cannot place are carried over:
  //   [0, 10)    100 MB/s: level 0
  //   [10, 25)   300: +200/s, full at 20 (2000/200); 1000 MB deferred by 25
  //   [25, 100)    0: -100/s, the deferred go first: full until 35, then empty at 55
  //   [100, 130)  50: stays empty
  //   [130, 160) 200 (the last sample lasts as long as the interval before): full at 150,
  //              throttled 150..160, 1000 MB still deferred at the end
  const VmGroup g = traceGroup({{1000, 100}, {1010, 300}, {1025, 0}, {1100, 50}, {1130, 200}});
  const DestagerGroupResult r = simulateDestager(g, 100, 2000);
  REQUIRE(r.status == DestagerStatus::Ok);
  CHECK(r.time_origin_s == 1000);
  CHECK(r.horizon_s == 160);
  CHECK(r.period_s == 160);
  CHECK_FALSE(r.periodic);
  REQUIRE(r.fill_time_s);
  CHECK(*r.fill_time_s == 20);
  REQUIRE(r.burst_fill_s);
  CHECK(*r.burst_fill_s == 10);  // empty until 10, full at 20
  CHECK(r.peak_backlog_mb == 2000);
  REQUIRE(r.drain_time_s);
  CHECK(*r.drain_time_s == 20);  // falls from 35, empty at 55
  CHECK_THAT(r.throttled_fraction, WithinRel(25.0 / 160, 1e-12));
  CHECK(r.deferred_at_end_mb == 1000);
  CHECK(r.overload_s == 45);                         // 15 + 30 s above D
  CHECK(r.regime == DestagerRegime::FillsInBursts);  // mean 6250/160 < 100
  REQUIRE(r.throttled.size() == 2);
  CHECK(r.throttled[0].start_s == 20);
  CHECK(r.throttled[0].end_s == 35);
  CHECK(r.throttled[1].start_s == 150);
  CHECK(r.throttled[1].end_s == 160);
  // The backlog at the sample boundaries.
  for (const auto& [t, x] : std::vector<std::pair<double, double>>{{0, 0},
                                                                   {10, 0},
                                                                   {20, 2000},
                                                                   {25, 2000},
                                                                   {35, 2000},
                                                                   {55, 0},
                                                                   {100, 0},
                                                                   {130, 0},
                                                                   {150, 2000}})
    CHECK(backlogAt(r, t) == x);
  CHECK(r.backlog_mb.back().t_s == 160);
  CHECK(r.backlog_mb.back().value == 2000);
  // Remedies: 3000 MB holds both bursts; each needs D >= 300 - 2000/15 and 200 - 2000/30.
  REQUIRE(r.needed_buffer_mb);
  CHECK_THAT(*r.needed_buffer_mb, WithinRel(3000.0, 1e-12));
  REQUIRE(r.needed_destage_mbps);
  CHECK_THAT(*r.needed_destage_mbps, WithinRel(300 - 2000.0 / 15, 1e-9));
}

TEST_CASE("A trace repeated is a periodic profile", "[destager]")
{
  // One period of C2 as a trace.
  DestagerOptions opt;
  opt.trace_repeats = true;
  const DestagerGroupResult r =
      simulateDestager(traceGroup({{0, 300}, {600, 50}}), 150, 100000, opt);
  const DestagerGroupResult on_off =
      simulateDestager(test::onOffGroup(300, 600, 1200, 50), 150, 100000);
  CHECK(r.periodic);
  CHECK(r.regime == DestagerRegime::Ratchets);
  REQUIRE(r.fill_time_s);
  CHECK_THAT(*r.fill_time_s, WithinRel(*on_off.fill_time_s, 1e-12));
  CHECK(r.fill_cycle == 2.0);
  CHECK_THAT(r.throttled_fraction, WithinRel(on_off.throttled_fraction, 1e-12));
  // Once, the same trace never fills in its 1200 s: the backlog ends at 30000 MB.
  const DestagerGroupResult once = simulateDestager(traceGroup({{0, 300}, {600, 50}}), 150, 100000);
  CHECK(once.regime == DestagerRegime::Ratchets);  // its mean is above D
  checkNeverFills(once);
  CHECK_FALSE(once.drains);
  CHECK(once.backlog_mb.back().value == 30000);
}

TEST_CASE("A long ratchet is found in O(1) and the plot stays bounded", "[destager]")
{
  // 300 MB per cycle against 10^7 MB: about 33000 cycles before the first fill.
  const DestagerGroupResult r = simulateDestager(test::onOffGroup(151, 600, 1200, 149.5), 150, 1e7);
  const OnOffClosedForm c = onOffClosedForm(151, 600, 1200, 149.5, 150, 1e7);
  REQUIRE(r.fill_time_s);
  CHECK_THAT(*r.fill_time_s, WithinRel(*c.fill_time_s, 1e-12));
  CHECK(r.fill_cycle == c.fill_cycle);
  CHECK(*r.fill_cycle > 30000);
  DestagerOptions opt;
  CHECK(r.horizon_s <= opt.max_horizon_cycles * 1200);
  CHECK(r.backlog_mb.size() <= static_cast<std::size_t>(opt.max_series_points));
}

TEST_CASE("Series: bounded, ordered, and they keep the peaks", "[destager]")
{
  // A week of one-second samples with a few sharp bursts.
  Trace t;
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> u(0, 1);
  for (int i = 0; i < 604800; ++i)
    t.push_back({static_cast<double>(i), (i % 86400 < 600 ? 120.0 : 10.0) * (0.5 + u(rng))});
  DestagerOptions opt;
  opt.max_series_points = 1001;
  opt.remedies = false;
  const DestagerGroupResult r = simulateDestager(traceGroup(t), 40, 1e9, opt);
  REQUIRE(r.status == DestagerStatus::Ok);
  for (const auto* s : {&r.backlog_mb, &r.write_mbps, &r.accepted_mbps, &r.destaged_mbps}) {
    CHECK(s->size() <= 1001);
    CHECK(s->size() > 100);
    CHECK(std::is_sorted(s->begin(), s->end(),
                         [](const SeriesPoint& a, const SeriesPoint& b) { return a.t_s < b.t_s; }));
    CHECK(s->front().t_s == 0);
    CHECK(s->back().t_s == r.horizon_s);
  }
  double top = 0;
  for (const SeriesPoint& p : r.backlog_mb)
    top = std::max(top, p.value);
  CHECK(top == r.peak_backlog_mb);
  double top_w = 0;
  for (const SeriesPoint& p : r.write_mbps)
    top_w = std::max(top_w, p.value);
  CHECK(top_w == r.peak_write_mbps);
  CHECK(allFinite(r));
}

// ---- Bad input --------------------------------------------------------------------------------

TEST_CASE("Bad profiles are rejected with the path named, never NaN or a hang", "[destager]")
{
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  struct Case {
    VmGroup group;
    std::string path;
  };
  const std::vector<Case> cases = {
      {constantGroup(-5), "write.mbps"},
      {constantGroup(nan), "write.mbps"},
      {constantGroup(inf), "write.mbps"},
      {test::onOffGroup(-1, 600, 1200, 0), "write.peak_mbps"},
      {test::onOffGroup(300, 600, 0, 0), "write.period_s"},
      {test::onOffGroup(300, 0, 0, 0), "write.period_s"},
      {test::onOffGroup(300, 1300, 1200, 0), "write.burst_s"},
      {test::onOffGroup(300, -1, 1200, 0), "write.burst_s"},
      {test::onOffGroup(300, 600, 1200, -50), "write.base_mbps"},
      {test::sineGroup(100, 50, 0), "write.period_s"},
      {test::sineGroup(100, 50, -3600), "write.period_s"},
      {test::sineGroup(100, 50, inf), "write.period_s"},
      {test::sineGroup(100, -50, 3600), "write.amplitude_mbps"},
      {test::sineGroup(-100, 50, 3600), "write.mean_mbps"},
      {traceGroup({}), "write.samples"},
      {traceGroup({{0, 1}, {10, 2}, {5, 3}}), "write.samples[2]"},
      {traceGroup({{0, 1}, {0, 2}}), "write.samples[1]"},
      {traceGroup({{0, 1}, {10, -2}}), "write.samples[1][1]"},
      {traceGroup({{nan, 1}, {10, 2}}), "write.samples[0][0]"},
      {traceGroup({{-1e308, 1}, {1e308, 2}}), "write.samples[1][0]"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.path);
    const DestagerGroupResult r = simulateDestager(c.group, 150, 20000);
    CHECK(r.status == DestagerStatus::Invalid);
    CHECK(r.problem == c.path);
    CHECK(writeProfileProblem(c.group.write) == c.path);
    CHECK(allFinite(r));
    CHECK_FALSE(r.fills);
    CHECK(r.backlog_mb.empty());
  }
  CHECK(simulateDestager(constantGroup(5), nan, 20000).problem == "destage_mbps");
  CHECK(simulateDestager(constantGroup(5), -1, 20000).problem == "destage_mbps");
  CHECK(simulateDestager(constantGroup(5), 150, -1).problem == "write_buffer_mb");

  SECTION("in a scenario the path is the scenario's")
  {
    Scenario s = oneVm(test::sineGroup(100, 50, 0), 150, 20000);
    s.vm_groups.push_back(constantGroup(5));
    s.vm_groups[1].write_policy = test::wb(0);
    const DestagerResult r = computeDestager(s, computeBacking(s));
    CHECK_FALSE(r.valid);
    CHECK(r.groups[0].problem == "vm_groups[0].write.period_s");
    CHECK(r.groups[1].status == DestagerStatus::Ok);
    const auto fs = destagerFindings(s, r);
    const Finding* f = findCode(fs, "destager_invalid");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(f->label("problem") == "vm_groups[0].write.period_s");
    s.acceleration.write_buffer_mb = -1;
    CHECK(computeDestager(s, computeBacking(s)).groups[1].problem ==
          "acceleration.write_buffer_mb");
  }
}

TEST_CASE("Extreme but valid input stays finite", "[destager]")
{
  const std::vector<std::pair<VmGroup, double>> cases = {
      {constantGroup(50), 0},                          // nothing destages
      {test::onOffGroup(300, 600, 1200, 50), 0},       // ditto
      {test::sineGroup(5, 100, 3600), 20},             // clipped at 0
      {test::sineGroup(100, 50, 1e-3), 120},           // very short period
      {test::onOffGroup(1e5, 1, 1e7, 0), 1e-3},        // long period, tiny destage
      {traceGroup({{5, 40}}), 30},                     // one sample: a constant
      {test::onOffGroup(300, 0, 1200, 50), 100},       // no burst
      {test::onOffGroup(300, 1200, 1200, 50), 100},    // all burst
      {test::sineGroup(150.000000001, 0, 3600), 150},  // a hair above D
  };
  for (const auto& [g, d] : cases) {
    for (const double b : {0.0, 1.0, 20000.0, 1e12}) {
      CAPTURE(d, b, g.write.period_s);
      const DestagerGroupResult r = simulateDestager(g, d, b);
      CHECK(r.status == DestagerStatus::Ok);
      CHECK(allFinite(r));
      CHECK(r.throttled_fraction >= 0);
      CHECK(r.throttled_fraction <= 1);
      CHECK(r.fills == r.fill_time_s.has_value());
      CHECK(r.drains == r.drain_time_s.has_value());
    }
  }
  SECTION("no destage rate: fills, never drains")
  {
    const DestagerGroupResult r = simulateDestager(test::onOffGroup(300, 600, 1200, 50), 0, 20000);
    CHECK(r.fills);
    CHECK_FALSE(r.drains);
    CHECK_FALSE(r.throttled_latency_us.has_value());
    CHECK(r.throttled_iops_per_vm == 0);
  }
  SECTION("a one-sample trace is a constant")
  {
    const DestagerGroupResult r = simulateDestager(traceGroup({{5, 40}}), 30, 1000);
    REQUIRE(r.fill_time_s);
    CHECK_THAT(*r.fill_time_s, WithinRel(100.0, 1e-12));
  }
}

// ---- Sharing the destage rate -----------------------------------------------------------------

TEST_CASE("Destage rate shared in proportion to mean write rates", "[destager]")
{
  Scenario s;
  s.hosts = 4;
  s.vm_groups = {constantGroup(10), constantGroup(30), constantGroup(50)};
  s.vm_groups[0].write_policy = test::wb(1);
  s.vm_groups[1].write_policy = test::wb(1);
  s.vm_groups[2].write_policy = test::wt();

  SECTION("cluster bound: every VM gets the same share of its mean")
  {
    const DestageShare sh = shareDestageRate(s, 100, 1e9);
    CHECK_THAT(sh.vm_mbps[0], WithinRel(100.0 * 10 / 160, 1e-12));
    CHECK_THAT(sh.vm_mbps[1], WithinRel(100.0 * 30 / 160, 1e-12));
    CHECK(sh.vm_mbps[2] == 0);  // WT has no buffer
    CHECK_THAT(sh.allocated_mbps, WithinRel(100.0, 1e-12));
  }
  SECTION("a VM never takes more than its peak; the rest goes to the others")
  {
    s.vm_groups[0].write = test::onOffGroup(20, 300, 600, 0).write;  // mean 10, peak 20
    const DestageShare sh = shareDestageRate(s, 120, 1e9);
    // 120 MB/s: proportional shares 7.5 and 22.5, below both peaks. 300 MB/s: the second
    // stops at its peak 30 first, the first takes what is left up to its peak 20; the
    // remaining 100 MB/s has no taker.
    CHECK_THAT(sh.vm_mbps[0], WithinRel(7.5, 1e-12));
    CHECK_THAT(sh.vm_mbps[1], WithinRel(22.5, 1e-12));
    const DestageShare big = shareDestageRate(s, 300, 1e9);
    CHECK_THAT(big.vm_mbps[0], WithinRel(20.0, 1e-12));
    CHECK_THAT(big.vm_mbps[1], WithinRel(30.0, 1e-12));       // stops at its peak too
    CHECK_THAT(big.allocated_mbps, WithinRel(200.0, 1e-12));  // the rest has no taker
  }
  SECTION("a host's paths cap its VMs; other hosts take what it cannot")
  {
    s.vm_groups[1].on_hosts = 1;  // the heavy group only on host 0
    const DestageShare sh = shareDestageRate(s, 100, 30);
    // Host 0 demands 10 + 30 by mean; at its cap of 30 its VMs get 30/40 of their means.
    CHECK_THAT(sh.host_mbps[0], WithinRel(30.0, 1e-12));
    CHECK_THAT(sh.vm_mbps[0], WithinRel(7.5, 1e-12));
    CHECK_THAT(sh.vm_mbps[1], WithinRel(22.5, 1e-12));
    // Hosts 1-3 run one light VM each: they stop at its peak (10), leaving 40 unused.
    CHECK_THAT(sh.host_mbps[1], WithinRel(10.0, 1e-12));
    CHECK_THAT(sh.allocated_mbps, WithinRel(60.0, 1e-12));
  }
  SECTION("never more than the cluster or a host can take")
  {
    std::mt19937_64 rng(GENERATE(1, 2, 3, 4, 5, 6, 7, 8));
    std::uniform_real_distribution<double> u(0, 1);
    Scenario r;
    r.hosts = 1 + static_cast<int>(u(rng) * 8);
    r.vm_groups.clear();
    for (int i = 0; i < 4; ++i) {
      VmGroup g = test::onOffGroup(10 + 100 * u(rng), 100 * u(rng), 100, 5 * u(rng));
      g.vms_per_host = 1 + static_cast<int>(u(rng) * 5);
      g.on_hosts = 1 + static_cast<int>(u(rng) * r.hosts);
      g.write_policy = test::wb(0);
      r.vm_groups.push_back(g);
    }
    const double cluster = 500 * u(rng), host = 200 * u(rng);
    const DestageShare sh = shareDestageRate(r, cluster, host);
    CHECK(sh.allocated_mbps <= cluster * (1 + 1e-12));
    for (double h : sh.host_mbps)
      CHECK(h <= host * (1 + 1e-12));
    for (std::size_t i = 0; i < r.vm_groups.size(); ++i)
      CHECK(sh.vm_mbps[i] <= profilePeakMbps(r.vm_groups[i].write) * (1 + 1e-12));
  }
}

TEST_CASE("computeDestager on the example cluster", "[destager]")
{
  const Scenario s = test::exampleCluster();
  const BackingResult b = computeBacking(s);
  const DestagerResult r = computeDestager(s, b);
  REQUIRE(r.valid);
  CHECK(r.cluster_destage_mbps == b.write_mbps_capacity);
  CHECK(r.host_destage_mbps == b.fabric.host_write_mbps);
  CHECK(r.write_back_vms == 24);
  CHECK(r.write_back_mean_mbps == 120);
  REQUIRE(r.groups.size() == 1);
  const DestagerGroupResult& g = r.groups[0];
  // 24 VMs x 5 MB/s against the disks' sorted-destage capacity (55 MB/s): each VM gets 1/24
  // of it, below its 5 MB/s, so the buffer fills: whatever its size. Each VM also holds 1/24
  // of the array's 1000 MB write cache.
  CHECK_THAT(g.destage_mbps, WithinRel(b.write_mbps_capacity / 24, 1e-12));
  CHECK(g.regime == DestagerRegime::Saturated);
  CHECK_THAT(g.array_cache_mb, WithinRel(1000.0 / 24, 1e-12));
  CHECK_THAT(g.buffer_mb, WithinRel(20000 + 1000.0 / 24, 1e-12));
  REQUIRE(g.fill_time_s);
  CHECK_THAT(*g.fill_time_s, WithinRel((20000 + 1000.0 / 24) / (5 - g.destage_mbps), 1e-12));
  REQUIRE(g.needed_cluster_destage_mbps);
  CHECK_THAT(*g.needed_cluster_destage_mbps, WithinRel(120.0, 1e-9));
}

TEST_CASE("Recompute for the live controls", "[destager]")
{
  Scenario s = oneVm(test::onOffGroup(60, 1200, 3600, 0), 20, 22800);
  const DestagerResult r = computeDestager(s, computeBacking(s));
  SECTION("no override: the group as computeDestager gave it")
  {
    const DestagerGroupResult g = recomputeDestagerGroup(s, r, 0, {});
    CHECK(g.destage_mbps == r.groups[0].destage_mbps);
    CHECK(g.fill_time_s == r.groups[0].fill_time_s);
    CHECK(g.needed_cluster_destage_mbps == r.groups[0].needed_cluster_destage_mbps);
    CHECK(g.backlog_mb.size() == r.groups[0].backlog_mb.size());
  }
  SECTION("overrides: the same as simulating with them")
  {
    DestagerOptions fast;
    fast.remedies = false;
    const DestagerGroupResult g = recomputeDestagerGroup(s, r, 0, {48000.0, 25.0}, fast);
    const DestagerGroupResult ref = simulateDestager(s.vm_groups[0], 25, 48000, fast);
    CHECK(g.buffer_mb == 48000);
    CHECK(g.destage_mbps == 25);
    CHECK(g.fills == ref.fills);
    CHECK(g.peak_backlog_mb == ref.peak_backlog_mb);
    CHECK_FALSE(g.needed_destage_mbps.has_value());
  }
  SECTION("a group that does not exist")
  {
    CHECK(recomputeDestagerGroup(s, r, 3, {}).status == DestagerStatus::Invalid);
    CHECK(recomputeDestagerGroup(s, r, -1, {}).problem == "vm_groups");
  }
}

// ---- Findings -------------------------------------------------------------------------------

TEST_CASE("Finding: the buffer fills 9.5 min into each 20 min burst", "[destager]")
{
  // 60 MB/s for 20 min in every 80 against 20 MB/s: (60 - 20) x 570 s = 22800 MB fills at
  // 9.5 min; the burst would need 40 x 1200 = 48000 MB, or D = 60 - 22800/1200 = 41 MB/s.
  const auto fs = findingsOf(oneVm(test::onOffGroup(60, 1200, 4800, 0), 20, 22800));
  const Finding* f = findCode(fs, "destager_fills_in_bursts");
  REQUIRE(f);
  CHECK(f->severity == Severity::Warning);
  CHECK(f->group == 0);
  CHECK_THAT(f->value("burst_fill_s"), WithinRel(570.0, 1e-12));
  CHECK_THAT(f->value("overload_s"), WithinRel(1200.0, 1e-12));
  CHECK_THAT(f->value("extra_buffer_mb"), WithinRel(48000.0 - 22800, 1e-12));
  CHECK_THAT(f->value("needed_destage_mbps"), WithinRel(41.0, 1e-9));
  CHECK_THAT(f->value("extra_destage_mbps"), WithinRel(21.0, 1e-9));
  CHECK_THAT(f->value("extra_cluster_destage_mbps"), WithinRel(21.0, 1e-9));
  CHECK(f->label("profile") == "on_off");
  CHECK_FALSE(findCode(fs, "destager_ratchet"));
  const Finding* lat = findCode(fs, "destager_throttled_latency");
  REQUIRE(lat);
  // Throttled from 570 s into the burst until the 25200 MB deferred are written: 630 s more
  // of the burst and 1260 s after it, 1890 of 4800 s.
  CHECK(lat->severity == Severity::Warning);
  CHECK_THAT(lat->value("throttled_fraction"), WithinRel(1890.0 / 4800, 1e-12));
  CHECK_THAT(carriedThrottledS(60, 1200, 0, 20, 22800), WithinRel(1890.0, 1e-12));
  CHECK_THAT(lat->value("throttled_latency_us"),
             WithinRel(*throttledWrites(20, units::kibToBytes(64), 16).latency_us, 1e-12));
  const Finding* ams = findCode(fs, "destager_random_bursts");
  REQUIRE(ams);
  CHECK(ams->severity == Severity::Info);
  CHECK_THAT(ams->value("overflow_probability"),
             WithinRel(amsOverflowProbability(amsOnOffQueue(60, 20, 1200, 3600), 22800), 1e-12));
}

TEST_CASE("Finding: the ratchet fills in cycle j whatever the buffer", "[destager]")
{
  const Scenario s = oneVm(test::onOffGroup(300, 600, 1200, 50), 150, 100000);
  const auto fs = findingsOf(s);
  const Finding* f = findCode(fs, "destager_ratchet");
  REQUIRE(f);
  CHECK(f->severity == Severity::Critical);
  CHECK(f->value("fill_cycle") == 2);
  CHECK_THAT(f->value("ratchet_mb_per_cycle"), WithinRel(30000.0, 1e-12));
  CHECK(f->label("throttled_over") == "long_run");
  CHECK_THAT(f->value("ratchet_mbps"), WithinRel(25.0, 1e-12));
  CHECK_THAT(f->value("extra_destage_mbps"), WithinRel(25.0, 1e-9));
  CHECK(f->values.count("extra_buffer_mb") == 0);  // no size helps
  CHECK_FALSE(findCode(fs, "destager_fills_in_bursts"));
  // Whatever its size: ten times the buffer still fills, only later.
  Scenario big = s;
  big.acceleration.write_buffer_mb = 1e6;
  const auto big_fs = findingsOf(big);
  const Finding* g = findCode(big_fs, "destager_ratchet");
  REQUIRE(g);
  CHECK(g->value("fill_cycle") == 32);  // (1e6 - 90000) / 30000 cycles after the first
}

TEST_CASE("Finding: a trace that ratchets but ends before filling is a warning", "[destager]")
{
  // 100 s at 150 MB/s against D 100: the backlog ends at 5000 MB of a 20,000 MB buffer.
  const Scenario s = oneVm(traceGroup({{0, 150}, {50, 150}}), 100, 20000);
  const auto fs = findingsOf(s);
  const Finding* f = findCode(fs, "destager_ratchet");
  REQUIRE(f);
  CHECK(f->severity == Severity::Warning);
  CHECK_FALSE(f->values.count("fill_time_s"));
  CHECK_THAT(f->value("peak_backlog_mb"), WithinRel(5000.0, 1e-12));
  // The same trace with a buffer it fills: critical.
  const auto full = findingsOf(oneVm(traceGroup({{0, 150}, {50, 150}}), 100, 2000));
  REQUIRE(findCode(full, "destager_ratchet"));
  CHECK(findCode(full, "destager_ratchet")->severity == Severity::Critical);
  // Its throttled share is over the trace, not the long run of a repeating profile.
  CHECK(findCode(full, "destager_ratchet")->label("throttled_over") == "trace");
}

TEST_CASE("Finding: never fills, with headroom: slow drain: critical throttling", "[destager]")
{
  SECTION("headroom")
  {
    const auto fs = findingsOf(oneVm(test::onOffGroup(60, 600, 3600, 0), 20, 40000));  // peak 24 GB
    const Finding* f = findCode(fs, "destager_never_fills");
    REQUIRE(f);
    CHECK(f->severity == Severity::Info);
    CHECK_THAT(f->value("peak_backlog_mb"), WithinRel(24000.0, 1e-12));
    CHECK_THAT(f->value("headroom_mb"), WithinRel(16000.0, 1e-12));
    CHECK_THAT(f->value("headroom_fraction"), WithinRel(0.4, 1e-12));
    // D could fall to max(mean 10, 60 - 40000/600) = 10 before the buffer fills.
    CHECK_THAT(f->value("destage_headroom_mbps"), WithinRel(10.0, 1e-9));
    CHECK_FALSE(findCode(fs, "destager_throttled_latency"));
  }
  SECTION("slow drain: 733 s of a 1000 s period")
  {
    const auto fs = findingsOf(oneVm(test::onOffGroup(100, 100, 1000, 0), 12, 1e6));
    const Finding* f = findCode(fs, "destager_slow_drain");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK_THAT(f->value("drain_time_s"), WithinRel(8800.0 / 12, 1e-12));
    CHECK_THAT(f->value("drain_share"), WithinRel(8800.0 / 12 / 1000, 1e-12));
  }
  SECTION("throttled most of the time: critical")
  {
    const auto fs = findingsOf(oneVm(constantGroup(50), 20, 1000));
    const Finding* f = findCode(fs, "destager_throttled_latency");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(f->value("throttled_fraction") == 1);
    CHECK(findCode(fs, "destager_ratchet"));
  }
  SECTION("no destage rate")
  {
    const VmGroup g = constantGroup(50);
    const Scenario s = oneVm(g, 20, 1000);
    BackingResult b = computeBacking(s);
    b.write_mbps_capacity = 0;
    const auto fs = destagerFindings(s, computeDestager(s, b));
    REQUIRE(findCode(fs, "destager_no_destage_rate"));
    CHECK(fs.size() == 1);
  }
  SECTION("write-through groups have no buffer and no findings")
  {
    Scenario s = oneVm(constantGroup(50), 20, 1000);
    s.vm_groups[0].write_policy = test::wt();
    const DestagerResult r = computeDestager(s, computeBacking(s));
    CHECK(r.groups[0].status == DestagerStatus::WriteThrough);
    CHECK(r.groups[0].regime == DestagerRegime::None);
    CHECK_FALSE(r.groups[0].fills);
    CHECK(destagerFindings(s, r).empty());
  }
}

TEST_CASE("M4 decimation keeps first, last and every bucket's extremes", "[destager]")
{
  std::mt19937_64 rng(11);
  std::normal_distribution<double> n(0, 1);
  const int points = 100000;
  const int buckets = 50;
  M4Decimator<2> m4(1000, buckets);
  std::vector<double> a, b;
  for (int i = 0; i < points; ++i) {
    a.push_back(n(rng));
    b.push_back(-a.back() + 0.1 * n(rng));
    m4.add(1000.0 * i / points, {a.back(), b.back()});
  }
  const auto out = m4.finish();
  for (std::size_t c = 0; c < 2; ++c) {
    const std::vector<double>& v = c == 0 ? a : b;
    const std::vector<SeriesPoint>& s = out[c];
    CHECK(s.size() <= 4 * buckets);
    CHECK(s.front().value == v.front());
    CHECK(s.back().value == v.back());
    // Every bucket's highest and lowest value is among the points.
    for (int k = 0; k < buckets; ++k) {
      const auto first = v.begin() + k * points / buckets;
      const auto last = v.begin() + (k + 1) * points / buckets;
      const double hi = *std::max_element(first, last);
      const double lo = *std::min_element(first, last);
      CHECK(std::any_of(s.begin(), s.end(), [hi](const SeriesPoint& p) { return p.value == hi; }));
      CHECK(std::any_of(s.begin(), s.end(), [lo](const SeriesPoint& p) { return p.value == lo; }));
    }
  }
  M4Decimator<1> few(10, 5);
  for (double t : {0.0, 1.0, 2.5, 9.0})
    few.add(t, {t * t});
  CHECK(few.finish()[0].size() == 4);  // fewer points than buckets hold: all kept
}
