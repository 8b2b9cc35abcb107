// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// A VM's buffer under a destage rate that follows the array's scheduled load
// (docs/models/destager.md, "A scheduled array load"): the demand is shifted by what the
// destage rate lacks from its highest, D_max - D(t), and simulated against D_max.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include "model/common/profile.h"
#include "model/common/time_axis.h"
#include "model/common/units.h"
#include "model/destager/destager.h"
#include "model/destager/fluid.h"

namespace accel {

namespace {

/// Sine samples per period, and over the whole horizon at most.
constexpr double kSineStepsPerPeriod = 256;
constexpr double kMaxSineSamples = 200000;
/// Steps of the demand over the horizon at most (a longer one is run at the lowest rate).
constexpr std::size_t kMaxSteps = 1000000;

struct Step {
  double t = 0;
  double dt = 0;
  double w = 0;  ///< demand (or what reaches the buffer after the reachable rate)
  double demand = 0;
  double d = 0;
};

/// The demand through the reachable rate R (work-conserving: what exceeds R waits and follows
/// at R), in the repeating state: a second pass starting with what the first one left.
std::vector<Step> throughReach(const std::vector<Step>& in, double reach)
{
  double deferred = 0;
  std::vector<Step> out;
  for (int pass = 0; pass < 2; ++pass) {
    out.clear();
    for (const Step& s : in) {
      const auto emit = [&out, &s](double t, double dt, double rate) {
        if (dt > 0)
          out.push_back({t, dt, rate, s.demand, s.d});
      };
      if (deferred > 0 && s.w < reach) {
        const double catch_up = deferred / (reach - s.w);
        if (catch_up >= s.dt) {
          emit(s.t, s.dt, reach);
          deferred -= (reach - s.w) * s.dt;
        } else {
          emit(s.t, catch_up, reach);
          emit(s.t + catch_up, s.dt - catch_up, s.w);
          deferred = 0;
        }
      } else if (s.w > reach) {
        emit(s.t, s.dt, reach);
        deferred += (s.w - reach) * s.dt;
      } else {
        emit(s.t, s.dt, s.w);
      }
    }
    if (!(deferred > 0) || !std::isfinite(deferred))
      break;
  }
  return out;
}

/// The lowest destage rate of the schedule's steps that the throttled intervals overlap (the
/// schedule repeating over the intervals' time), or `fallback` when there are none. The
/// intervals must be the simulated ones (DestagerOptions::exact_throttled_intervals), not the
/// plot's, whose joined gaps hold steps where the buffer is not full.
template <class RateOf>
double lowestWhileThrottled(const std::vector<TimeInterval>& throttled,
                            const DestageCapacitySchedule& schedule, const RateOf& dOf,
                            double fallback)
{
  const double h = schedule.horizon_s;
  const std::size_t n = schedule.steps.size();
  if (throttled.empty() || n == 0 || !(h > 0))
    return fallback;
  double lowest = std::numeric_limits<double>::infinity();
  for (const TimeInterval& iv : throttled) {
    if (!(iv.end_s > iv.start_s))
      continue;
    // The step the interval starts in, then the steps after it by index (a time recomputed
    // from a step's start could fall back into the step before it by rounding); a whole
    // repetition of the schedule covers every step, so at most n of them.
    const double t0 = std::max(iv.start_s, 0.0);
    double rep = std::floor(t0 / h);
    std::size_t k = schedule.stepAt(t0);
    for (std::size_t walked = 0; walked < n; ++walked) {
      lowest = std::min(lowest, dOf(k));
      const double end = rep * h + (k + 1 < n ? schedule.steps[k + 1].start_s : h);
      if (end >= iv.end_s)
        break;
      k = (k + 1) % n;
      if (k == 0)
        rep += 1;
    }
  }
  return std::isfinite(lowest) ? lowest : fallback;
}

}  // namespace

std::size_t DestageCapacitySchedule::stepAt(double t_s) const
{
  if (steps.empty())
    return 0;
  const double tm = horizon_s > 0 ? std::fmod(std::max(t_s, 0.0), horizon_s) : 0.0;
  const auto it =
      std::upper_bound(steps.begin(), steps.end(), tm,
                       [](double t, const DestageCapacityStep& s) { return t < s.start_s; });
  return static_cast<std::size_t>(std::max<std::ptrdiff_t>(it - steps.begin(), 1)) - 1;
}

DestagerGroupResult simulateScheduledDestager(const VmGroup& group, const ProfileSummary& summary,
                                              const DestageCapacitySchedule& schedule,
                                              const std::vector<double>& d_mbps, double buffer_mb,
                                              const DestagerOptions& opt,
                                              std::optional<double> reachable_mbps)
{
  const auto dOf = [&d_mbps](std::size_t k) {
    return k < d_mbps.size() && std::isfinite(d_mbps[k]) ? std::max(d_mbps[k], 0.0) : 0.0;
  };
  double d_max = 0, d_min = 0;
  for (std::size_t k = 0; k < schedule.steps.size(); ++k) {
    d_max = k == 0 ? dOf(k) : std::max(d_max, dOf(k));
    d_min = k == 0 ? dOf(k) : std::min(d_min, dOf(k));
  }
  const double h_cap = schedule.horizon_s;
  double d_mean = 0;
  for (std::size_t k = 0; k < schedule.steps.size() && h_cap > 0; ++k) {
    const double end = k + 1 < schedule.steps.size() ? schedule.steps[k + 1].start_s : h_cap;
    d_mean += dOf(k) * std::max(end - schedule.steps[k].start_s, 0.0) / h_cap;
  }
  if (schedule.empty() || !(h_cap > 0) || !summary.problem.empty() || d_max == d_min) {
    DestagerGroupResult r = simulateDestager(group, summary, d_min, buffer_mb, opt, reachable_mbps);
    r.scheduled = !schedule.empty();
    r.min_destage_mbps = d_min;
    r.max_destage_mbps = d_max;
    r.mean_destage_mbps = r.scheduled ? d_mean : d_min;
    if (r.scheduled && r.fill_time_s)
      r.fill_step = static_cast<int>(schedule.stepAt(*r.fill_time_s));
    return r;
  }

  // The horizon: the schedule's, or whole schedules covering the profile's period.
  const RateOverTime f(group.write);
  double horizon = h_cap;
  if (f.periodS() > h_cap)
    horizon = h_cap * std::ceil(f.periodS() / h_cap);
  std::vector<double> cuts = {0.0};
  bool fits = true;
  if (f.sine()) {
    const double step = std::max(f.periodS() / kSineStepsPerPeriod, horizon / kMaxSineSamples);
    for (double k = 1; k * step < horizon; ++k)
      cuts.push_back(k * step);
  } else {
    fits = f.appendInstants(horizon, kMaxSteps, cuts);
  }
  for (double rep = 0; fits && rep * h_cap < horizon; ++rep)
    for (const DestageCapacityStep& st : schedule.steps)
      if (rep * h_cap + st.start_s < horizon)
        cuts.push_back(rep * h_cap + st.start_s);
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  if (!fits || cuts.size() > kMaxSteps) {
    // Too fine to follow: the lowest capacity all the time (never optimistic).
    DestagerGroupResult r = simulateDestager(group, summary, d_min, buffer_mb, opt, reachable_mbps);
    r.scheduled = true;
    r.min_destage_mbps = d_min;
    r.max_destage_mbps = d_max;
    r.mean_destage_mbps = r.scheduled ? d_mean : d_min;
    return r;
  }
  std::vector<Step> steps;
  steps.reserve(cuts.size());
  for (std::size_t j = 0; j < cuts.size(); ++j) {
    const double t = cuts[j];
    const double dt = (j + 1 < cuts.size() ? cuts[j + 1] : horizon) - t;
    const double w = f.sine() ? f.at(t + dt / 2) : f.at(t);
    steps.push_back({t, dt, w, w, dOf(schedule.stepAt(t))});
  }
  const bool reach_binds = reachable_mbps && std::isfinite(*reachable_mbps) &&
                           *reachable_mbps >= 0 && *reachable_mbps < summary.peak_mbps;
  if (reach_binds)
    steps = throughReach(steps, *reachable_mbps);

  // W' = W + D_max - D(t) as a trace covering the horizon exactly (the last step written as
  // two samples of half its length each: a trace's last sample holds as long as the one
  // before it).
  Trace shifted;
  shifted.reserve(steps.size() + 1);
  double fed_area = 0, fed_peak = 0;
  for (const Step& s : steps) {
    shifted.push_back({s.t, s.w + d_max - s.d});
    fed_area += s.w * s.dt;
    fed_peak = std::max(fed_peak, s.w);
  }
  const Step& last = steps.back();
  shifted.push_back({last.t + last.dt / 2, shifted.back().mbps});
  VmGroup as_shifted = group;
  as_shifted.write = WriteProfile{};
  as_shifted.write.kind = ProfileKind::Trace;
  as_shifted.write.samples = std::make_shared<const Trace>(std::move(shifted));
  DestagerOptions repeating = opt;
  repeating.trace_repeats = true;
  repeating.exact_throttled_intervals = true;  // joined for the plot below
  DestagerGroupResult r =
      simulateDestager(as_shifted, summarizeProfile(as_shifted.write), d_max, buffer_mb, repeating);
  if (r.status != DestagerStatus::Ok)
    return r;

  // Back in the terms of the demand and of the destage rate of each moment.
  r.profile = group.write.kind;
  r.scheduled = true;
  r.min_destage_mbps = d_min;
  r.max_destage_mbps = d_max;
  r.mean_destage_mbps = d_mean;
  r.mean_write_mbps = summary.mean_mbps;
  r.peak_write_mbps = summary.peak_mbps;
  r.min_write_mbps = summary.min_mbps;
  r.fed_mean_mbps = fed_area / horizon;
  r.fed_peak_mbps = fed_peak;
  if (reach_binds)
    r.reachable_mbps = reachable_mbps;
  r.time_origin_s = 0;
  r.ams_overflow_probability.reset();
  r.ams_mean_backlog_mb.reset();
  const auto shiftAt = [&](double t) { return d_max - dOf(schedule.stepAt(t)); };
  for (auto* series : {&r.write_mbps, &r.accepted_mbps, &r.destaged_mbps})
    for (SeriesPoint& p : *series)
      p.value = std::max(0.0, p.value - shiftAt(p.t_s));
  // The destage rate of the state the buffer first fills in (the lowest when it never fills).
  double d_at = d_min;
  if (r.fill_time_s) {
    r.fill_step = static_cast<int>(schedule.stepAt(*r.fill_time_s));
    d_at = dOf(static_cast<std::size_t>(r.fill_step));
  }
  r.destage_mbps = d_at;
  // Every state raised by the same amount: the lowest state's rate plus that rise.
  if (r.needed_destage_mbps)
    r.needed_destage_mbps = d_min + std::max(*r.needed_destage_mbps - d_max, 0.0);
  // A full buffer admits writes at the rate of the moment: the throttled writes' figures are
  // those of the slowest step in which it is full (a failure that makes the buffer fill in an
  // earlier, faster step must not hide a later one in which nothing drains it).
  // Full for good (the mean writes outrun the mean destage: every step throttles in the
  // long run, also beyond a plotted horizon cut short): the lowest step's rate.
  const double d_full = r.fills && r.throttled_fraction >= 1
                            ? d_min
                            : lowestWhileThrottled(r.throttled, schedule, dOf, d_at);
  if (!opt.exact_throttled_intervals) {  // joined as the plot joins them
    std::vector<TimeInterval> shaded;
    const double gap = detail::Recorder::bucketS(r.horizon_s, opt.max_series_points);
    for (const TimeInterval& iv : r.throttled)
      detail::Recorder::joinInterval(shaded, iv.start_s, iv.end_s, gap);
    r.throttled = std::move(shaded);
  }
  r.throttled_destage_mbps = d_full;
  const ThrottledWrites tw =
      throttledWrites(d_full, units::kibToBytes(r.io_kib), std::max(group.outstanding_ios, 0));
  r.throttled_iops_per_vm = tw.iops;
  r.throttled_latency_us = tw.latency_us;
  return r;
}

}  // namespace accel
