// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Schedule and duty profiles: their equivalent traces against hand-written ones, their
// problems, and the destager of a duty cycle against the same load said as on/off.
#include <catch2/catch.hpp>

#include <cmath>
#include <optional>

#include "builders.h"
#include "model/common/profile.h"
#include "model/destager/destager.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using test::schedule;
using test::window;

namespace {

constexpr double kDay = 86400;
constexpr double kWeek = 7 * kDay;

WriteProfile duty(double peak, double fraction, double burst_s, double base)
{
  WriteProfile p;
  p.kind = ProfileKind::Duty;
  p.peak_mbps = peak;
  p.duty_fraction = fraction;
  p.burst_s = burst_s;
  p.base_mbps = base;
  return p;
}

/// The rate of a trace at t (each sample holds until the next; the last to the trace's end).
double rateAt(const Trace& t, double at)
{
  double r = t.front().mbps;
  for (const TraceSample& s : t)
    if (s.t_s <= at)
      r = s.mbps;
  return r;
}

/// The integral of a trace, MB: the sum of each sample's rate over its duration.
double area(const Trace& t)
{
  double a = 0;
  for (std::size_t i = 0; i < t.size(); ++i)
    a += t[i].mbps * traceSampleDurationS(t, i);
  return a;
}

constexpr unsigned kMonFri = 0x1f;
constexpr unsigned kSun = 1u << 6;

}  // namespace

TEST_CASE("Duty profile: the on/off profile of period burst / duty", "[profile][schedule]")
{
  const WriteProfile p = duty(300, 0.25, 600, 50);
  CHECK(profilePeriodS(p) == 2400);
  const Trace t = profileTrace(p);
  // 300 MB/s for 600 s, then 50 MB/s for 1800 s written as two samples of 900 s.
  REQUIRE(t.size() == 3);
  CHECK(t[0] == TraceSample{0, 300});
  CHECK(t[1] == TraceSample{600, 50});
  CHECK(t[2] == TraceSample{1500, 50});
  CHECK(traceDurationS(t) == 2400);
  // (300 x 600 + 50 x 1800) / 2400 = 112.5 MB/s
  CHECK_THAT(profileMeanMbps(p), WithinRel(112.5, 1e-15));
  CHECK(profilePeakMbps(p) == 300);
  CHECK(profileMinMbps(p) == 50);

  // The same load said as on/off: the same trace, the same statistics.
  WriteProfile onOff = p;
  onOff.kind = ProfileKind::OnOff;
  onOff.period_s = 2400;
  CHECK(profileTrace(onOff) == t);
  CHECK_THAT(profileMeanMbps(onOff), WithinRel(profileMeanMbps(p), 1e-15));

  SECTION("A duty of 100 % is the peak all the time: one sample")
  {
    const WriteProfile full = duty(300, 1.0, 600, 50);
    CHECK(profileTrace(full) == Trace{{0, 300}});
    CHECK(profileMeanMbps(full) == 300);
    CHECK(profileMinMbps(full) == 300);
  }
}

TEST_CASE("A profile's trace in place: a measured trace's own samples, the others made",
          "[profile][schedule]")
{
  WriteProfile measured;
  measured.kind = ProfileKind::Trace;
  measured.samples = std::make_shared<const Trace>(Trace{{0, 5}, {60, 40}, {120, 12}});
  Trace made;
  const Trace& t = profileTraceIn(measured, made);
  CHECK(&t == measured.samples.get());  // not copied
  CHECK(made.empty());
  const WriteProfile p = duty(300, 0.25, 600, 50);
  const Trace& d = profileTraceIn(p, made);
  CHECK(&d == &made);
  CHECK(d == profileTrace(p));
  WriteProfile none;
  none.kind = ProfileKind::Trace;  // no samples: made, empty, as profileTrace says
  CHECK(profileTraceIn(none, made).empty());
}

TEST_CASE("Daily schedule: windows over the base, one crossing midnight", "[profile][schedule]")
{
  // 0.2 MB/s; 08:00-08:15 at 2 MB/s; 22:00-02:00 at 200 x the base (40 MB/s).
  const WriteProfile p =
      schedule(SchedulePeriod::Day, 0.2,
               {window(8 * 60, 8 * 60 + 15, 2.0), window(22 * 60, 2 * 60, std::nullopt, 200.0)});
  CHECK(profilePeriodS(p) == kDay);
  const Trace t = profileTrace(p);
  const Trace expected = {{0, 40}, {7200, 0.2}, {28800, 2}, {29700, 0.2}, {79200, 40}, {82800, 40}};
  REQUIRE(t.size() == expected.size());
  for (std::size_t i = 0; i < t.size(); ++i) {
    CHECK(t[i].t_s == expected[i].t_s);
    CHECK_THAT(t[i].mbps, WithinRel(expected[i].mbps, 1e-12));
  }
  CHECK(traceDurationS(t) == kDay);
  // 40 x 4 h + 2 x 15 min + 0.2 x the other 19 h 45 min, over the day.
  const double mean = (40.0 * 14400 + 2.0 * 900 + 0.2 * (kDay - 14400 - 900)) / kDay;
  CHECK_THAT(profileMeanMbps(p), WithinRel(mean, 1e-12));
  CHECK_THAT(profilePeakMbps(p), WithinRel(40.0, 1e-12));
  CHECK_THAT(profileMinMbps(p), WithinRel(0.2, 1e-12));

  SECTION("22:00-02:00 is 22:00-24:00 and 00:00-02:00")
  {
    const WriteProfile split =
        schedule(SchedulePeriod::Day, 0.2,
                 {window(8 * 60, 8 * 60 + 15, 2.0), window(22 * 60, 24 * 60, std::nullopt, 200.0),
                  window(0, 2 * 60, std::nullopt, 200.0)});
    CHECK(profileTrace(split) == t);
  }
  SECTION("No window: the base rate, one sample")
  {
    const WriteProfile base = schedule(SchedulePeriod::Day, 0.2, {});
    CHECK(profileTrace(base) == Trace{{0, 0.2}});
    CHECK(profileMeanMbps(base) == 0.2);
  }
}

TEST_CASE("Weekly schedule: weekday mornings and a Sunday night into Monday", "[profile][schedule]")
{
  // Mon-Fri 08:00-08:15 at 10 x the base; Sunday 22:00-02:00 at 40 MB/s, ending Monday.
  const WriteProfile p = schedule(SchedulePeriod::Week, 0.2,
                                  {window(8 * 60, 8 * 60 + 15, std::nullopt, 10.0, kMonFri),
                                   window(22 * 60, 2 * 60, 40.0, std::nullopt, kSun)});
  CHECK(profilePeriodS(p) == kWeek);
  const Trace t = profileTrace(p);
  CHECK(traceDurationS(t) == kWeek);
  // Monday 00:00-02:00 is the end of Sunday's window.
  CHECK(rateAt(t, 0) == 40);
  CHECK(rateAt(t, 7199) == 40);
  CHECK_THAT(rateAt(t, 7200), WithinRel(0.2, 1e-12));
  for (int day = 0; day < 7; ++day) {
    const double at = day * kDay + 8 * 3600 + 60;  // 08:01
    CHECK_THAT(rateAt(t, at), WithinRel(day < 5 ? 2.0 : 0.2, 1e-12));
  }
  CHECK_THAT(rateAt(t, 5 * kDay + 22 * 3600 + 60), WithinRel(0.2, 1e-12));  // Saturday 22:01
  CHECK(rateAt(t, 6 * kDay + 22 * 3600) == 40);                             // Sunday 22:00
  CHECK(rateAt(t, kWeek - 1) == 40);
  const double mean =
      (40.0 * 4 * 3600 + 2.0 * 5 * 900 + 0.2 * (kWeek - 4 * 3600 - 5 * 900)) / kWeek;
  CHECK_THAT(area(t) / kWeek, WithinRel(mean, 1e-12));
  CHECK_THAT(profileMeanMbps(p), WithinRel(mean, 1e-12));
  CHECK(profilePeakMbps(p) == 40);

  SECTION("A week of the same windows every day is the daily schedule seven times")
  {
    const std::vector<ScheduleWindow> ws = {window(8 * 60, 8 * 60 + 15, 2.0),
                                            window(22 * 60, 2 * 60, 40.0)};
    const Trace day = profileTrace(schedule(SchedulePeriod::Day, 0.2, ws));
    const WriteProfile weekly = schedule(SchedulePeriod::Week, 0.2, ws);
    const Trace week = profileTrace(weekly);
    for (double at = 0; at < kWeek; at += 450)
      CHECK(rateAt(week, at) == rateAt(day, std::fmod(at, kDay)));
    CHECK_THAT(profileMeanMbps(weekly),
               WithinRel(profileMeanMbps(schedule(SchedulePeriod::Day, 0.2, ws)), 1e-12));
  }
}

TEST_CASE("Schedule: overlapping windows take the highest rate, a quiet window lowers it",
          "[profile][schedule]")
{
  const WriteProfile p =
      schedule(SchedulePeriod::Day, 1.0,
               {window(8 * 60, 10 * 60, 5.0), window(9 * 60, 9 * 60 + 30, 3.0),
                window(9 * 60 + 30, 11 * 60, 8.0), window(12 * 60, 13 * 60, std::nullopt, 0.0)});
  const Trace t = profileTrace(p);
  const Trace expected = {{0, 1},     {28800, 5}, {34200, 8}, {39600, 1},
                          {43200, 0}, {46800, 1}, {66600, 1}};
  CHECK(t == expected);
  CHECK(traceDurationS(t) == kDay);
  CHECK(profileMinMbps(p) == 0);
  CHECK(profilePeakMbps(p) == 8);
}

TEST_CASE("Schedule and duty problems name the field", "[profile][schedule]")
{
  CHECK(periodicFormProblem(duty(300, 0.5, 600, 0)).empty());
  CHECK(periodicFormProblem(duty(300, 0, 600, 0)) == "duty_fraction");
  CHECK(periodicFormProblem(duty(300, 1.5, 600, 0)) == "duty_fraction");
  CHECK(periodicFormProblem(duty(300, 0.5, 0, 0)) == "burst_s");
  CHECK(periodicFormProblem(duty(-1, 0.5, 600, 0)) == "peak_mbps");
  CHECK(periodicFormProblem(duty(300, 0.5, 600, NAN)) == "base_mbps");
  CHECK(profileTrace(duty(300, 0, 600, 0)).empty());
  CHECK(profileMeanMbps(duty(300, 0, 600, 0)) == 0);

  const auto one = [](ScheduleWindow w, SchedulePeriod period = SchedulePeriod::Day) {
    return periodicFormProblem(schedule(period, 1, {window(0, 60, 1.0), w}));
  };
  CHECK(one(window(60, 120, 2.0)).empty());
  CHECK(one(window(60, 60, 2.0)) == "windows[1].end");
  CHECK(one(window(1440, 60, 2.0)) == "windows[1].start");
  CHECK(one(window(60, 1441, 2.0)) == "windows[1].end");
  CHECK(one(window(60, 120, 2.0, std::nullopt, kMonFri)) == "windows[1].days");
  CHECK(one(window(60, 120, 2.0, std::nullopt, kMonFri), SchedulePeriod::Week).empty());
  CHECK(one(window(60, 120, 2.0, 3.0)) == "windows[1].factor");
  CHECK(one(window(60, 120, std::nullopt)) == "windows[1].mbps");
  CHECK(one(window(60, 120, -2.0)) == "windows[1].mbps");
}

TEST_CASE("Scaled schedule: window rates scale, factors follow the base", "[profile][schedule]")
{
  const WriteProfile p =
      schedule(SchedulePeriod::Day, 1.0, {window(0, 60, 6.0), window(120, 180, std::nullopt, 4.0)});
  const WriteProfile s = scaledProfile(p, 1.5);
  CHECK_THAT(profileMeanMbps(s), WithinRel(1.5 * profileMeanMbps(p), 1e-12));
  CHECK_THAT(profilePeakMbps(s), WithinRel(9.0, 1e-12));
}

TEST_CASE("Destager: a duty cycle gives what the same on/off profile gives", "[destager][schedule]")
{
  // The duty profile runs as its repeating trace; the on/off one as two constant pieces with
  // its closed forms: two paths that share only the fluid queue.
  struct Case {
    double peak, fraction, burst, base, d, b;
  };
  const Case cases[] = {
      {300, 0.5, 600, 50, 150, 100000},  // ratchets (C2's load)
      {300, 0.5, 600, 50, 200, 30000},   // fills in each burst, drains between them
      {300, 0.25, 600, 0, 100, 500000},  // never fills
  };
  for (const Case& c : cases) {
    CAPTURE(c.d, c.b, c.fraction);
    VmGroup as_duty;
    as_duty.write = duty(c.peak, c.fraction, c.burst, c.base);
    const double period = c.burst / c.fraction;
    const DestagerGroupResult a = simulateDestager(as_duty, c.d, c.b);
    const DestagerGroupResult o =
        simulateDestager(test::onOffGroup(c.peak, c.burst, period, c.base), c.d, c.b);
    REQUIRE(a.status == DestagerStatus::Ok);
    REQUIRE(o.status == DestagerStatus::Ok);
    CHECK(a.profile == ProfileKind::Duty);
    CHECK(a.periodic);
    CHECK(a.regime == o.regime);
    CHECK(a.period_s == o.period_s);
    CHECK_THAT(a.mean_write_mbps, WithinRel(o.mean_write_mbps, 1e-12));
    CHECK(a.fills == o.fills);
    CHECK(a.fill_time_s.has_value() == o.fill_time_s.has_value());
    if (a.fill_time_s && o.fill_time_s)
      CHECK_THAT(*a.fill_time_s, WithinRel(*o.fill_time_s, 1e-9));
    CHECK(a.fill_cycle == o.fill_cycle);
    CHECK_THAT(a.throttled_fraction, WithinAbs(o.throttled_fraction, 1e-9));
    CHECK_THAT(a.peak_backlog_mb, WithinRel(o.peak_backlog_mb, 1e-9));
    CHECK_THAT(a.ratchet_mb_per_cycle, WithinRel(o.ratchet_mb_per_cycle, 1e-9));
    CHECK(a.drains == o.drains);
    if (a.drain_time_s && o.drain_time_s)
      CHECK_THAT(*a.drain_time_s, WithinRel(*o.drain_time_s, 1e-9));
    CHECK(a.needed_destage_mbps.has_value() == o.needed_destage_mbps.has_value());
    if (a.needed_destage_mbps && o.needed_destage_mbps)
      CHECK_THAT(*a.needed_destage_mbps, WithinRel(*o.needed_destage_mbps, 1e-6));
    CHECK(a.needed_buffer_mb.has_value() == o.needed_buffer_mb.has_value());
    if (a.needed_buffer_mb && o.needed_buffer_mb)
      CHECK_THAT(*a.needed_buffer_mb, WithinRel(*o.needed_buffer_mb, 1e-9));
    // And the closed form of the on/off profile (docs/models/destager.md).
    const OnOffClosedForm cf = onOffClosedForm(c.peak, c.burst, period, c.base, c.d, c.b);
    if (cf.applies) {
      CHECK(a.regime == cf.regime);
      if (cf.fill_time_s && a.fill_time_s)
        CHECK_THAT(*a.fill_time_s, WithinRel(*cf.fill_time_s, 1e-9));
    }
  }
}

TEST_CASE("Destager: a daily schedule is the on/off profile of a one-day period",
          "[destager][schedule]")
{
  // 00:00-02:00 at 300 MB/s over a base of 50: on/off, 7200 s bursts every 86400 s.
  VmGroup g;
  g.write = schedule(SchedulePeriod::Day, 50, {window(0, 120, 300.0)});
  const DestagerGroupResult a = simulateDestager(g, 100, 600000);
  const DestagerGroupResult o =
      simulateDestager(test::onOffGroup(300, 7200, kDay, 50), 100, 600000);
  REQUIRE(a.status == DestagerStatus::Ok);
  CHECK(a.profile == ProfileKind::Schedule);
  CHECK(a.regime == o.regime);
  CHECK(a.fills == o.fills);
  CHECK_THAT(a.peak_backlog_mb, WithinRel(o.peak_backlog_mb, 1e-9));
  // (300 - 100) x 7200 = 1,440,000 MB would be the backlog: the 600,000 MB buffer fills after
  // 600000 / 200 = 3000 s.
  REQUIRE(a.fill_time_s);
  CHECK_THAT(*a.fill_time_s, WithinRel(3000.0, 1e-9));
  CHECK_THAT(a.throttled_fraction, WithinAbs(o.throttled_fraction, 1e-9));

  VmGroup bad;
  bad.write = schedule(SchedulePeriod::Day, 50, {window(60, 60, 300.0)});
  const DestagerGroupResult r = simulateDestager(bad, 100, 600000);
  CHECK(r.status == DestagerStatus::Invalid);
  CHECK(r.problem == "write.windows[0].end");
}
