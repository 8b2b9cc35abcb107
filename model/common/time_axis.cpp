// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/time_axis.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <optional>

#include "model/common/profile.h"
#include "model/common/trace_memo.h"

namespace accel {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDayS = 86400.0;

/// The load's schedule as a schedule profile of its level: base 0, each window at its factor
/// given as a rate (1 when absent), so that profileTrace draws it.
WriteProfile levelProfile(SchedulePeriod period, const std::vector<ScheduleWindow>& windows)
{
  WriteProfile p;
  p.kind = ProfileKind::Schedule;
  p.base_mbps = 0;
  p.schedule_period = period;
  p.windows = windows;
  for (ScheduleWindow& w : p.windows) {
    w.mbps = w.factor.value_or(1.0);
    w.factor.reset();
  }
  return p;
}

}  // namespace

double schedulePeriodS(SchedulePeriod p)
{
  return p == SchedulePeriod::Week ? 7 * kDayS : kDayS;
}

std::string loadScheduleProblem(SchedulePeriod period, const std::vector<ScheduleWindow>& windows)
{
  for (std::size_t i = 0; i < windows.size(); ++i) {
    const std::string at = "windows[" + std::to_string(i) + "].";
    if (windows[i].mbps)
      return at + "mbps";
    if (windows[i].factor && !(std::isfinite(*windows[i].factor) && *windows[i].factor >= 0))
      return at + "factor";
  }
  std::string problem = periodicFormProblem(levelProfile(period, windows));
  // The level profile's rates are the factors.
  const std::string rate = ".mbps";
  if (problem.size() > rate.size() &&
      problem.compare(problem.size() - rate.size(), rate.size(), rate) == 0)
    problem.replace(problem.size() - rate.size(), rate.size(), ".factor");
  return problem == "base_mbps" || problem == "period" ? std::string("period") : problem;
}

Trace loadLevelTrace(SchedulePeriod period, const std::vector<ScheduleWindow>& windows)
{
  if (windows.empty())
    return {{0.0, 1.0}};
  if (!loadScheduleProblem(period, windows).empty())
    return {};
  return profileTrace(levelProfile(period, windows));
}

namespace {

/// The steps of a piecewise-constant profile (every kind but a sine), from profileTrace.
std::shared_ptr<const RateOverTime::Steps> buildSteps(const WriteProfile& p)
{
  auto steps = std::make_shared<RateOverTime::Steps>();
  Trace made;
  const Trace& t = profileTraceIn(p, made);
  if (t.empty())
    return steps;
  const double origin = t.front().t_s;
  steps->start.reserve(t.size());
  steps->rate.reserve(t.size());
  for (const TraceSample& x : t) {
    const double r = std::isfinite(x.mbps) && x.mbps > 0 ? x.mbps : 0.0;
    steps->start.push_back(x.t_s - origin);
    steps->rate.push_back(r);
    steps->peak = std::max(steps->peak, r);
  }
  const double d = t.size() >= 2 ? traceDurationS(t) : 0.0;
  steps->period_s = std::isfinite(d) && d > 0 ? d : 0.0;
  if (!(steps->period_s > 0)) {
    steps->start.resize(1);
    steps->rate = {steps->rate.front()};
    steps->peak = steps->rate.front();
  }
  return steps;
}

}  // namespace

RateOverTime::RateOverTime(const WriteProfile& p)
{
  if (p.kind == ProfileKind::Sine) {
    const bool ok = std::isfinite(p.mean_mbps) && std::isfinite(p.amplitude_mbps) &&
                    std::isfinite(p.period_s) && p.period_s > 0;
    if (!ok)
      return;
    sine_ = p.amplitude_mbps != 0;
    mean_ = p.mean_mbps;
    amplitude_ = std::abs(p.amplitude_mbps);
    period_s_ = sine_ ? p.period_s : 0.0;
    peak_ = std::max(0.0, mean_ + amplitude_);
    if (!sine_)
      steps_ = std::make_shared<const Steps>(Steps{{0.0}, {std::max(0.0, mean_)}, 0.0, peak_});
    return;
  }
  // A long trace's steps depend on its samples only and are built once per trace
  // (model/common/trace_memo.h): the replica model and its what-ifs ask for them several
  // times per evaluation, a week of samples each time. Shared, not copied: a copy of a week's
  // steps cost 10 MB of memory traffic each time.
  steps_ = p.kind == ProfileKind::Trace && keptPerTrace(p.samples)
               ? lastTraceMemo(p.samples, [&p] { return buildSteps(p); })
               : buildSteps(p);
  period_s_ = steps_->period_s;
  peak_ = steps_->peak;
}

double RateOverTime::stepAt(double t_s, bool left) const
{
  if (!steps_ || steps_->rate.empty())
    return 0.0;
  const std::vector<double>& start = steps_->start;
  const std::vector<double>& rate = steps_->rate;
  if (!(period_s_ > 0))
    return rate.front();
  double tm = std::fmod(std::max(t_s, 0.0), period_s_);
  if (left && tm <= 0)
    return rate.back();
  const auto it = left ? std::lower_bound(start.begin(), start.end(), tm)
                       : std::upper_bound(start.begin(), start.end(), tm);
  const std::size_t i = static_cast<std::size_t>(std::max<std::ptrdiff_t>(it - start.begin(), 1));
  return rate[i - 1];
}

double RateOverTime::at(double t_s) const
{
  if (sine_)
    return std::max(0.0, mean_ + amplitude_ * std::sin(2 * kPi * t_s / period_s_));
  return stepAt(t_s, false);
}

double RateOverTime::before(double t_s) const
{
  return sine_ ? at(t_s) : stepAt(t_s, true);
}

bool RateOverTime::appendInstants(double horizon_s, std::size_t limit,
                                  std::vector<double>& out) const
{
  if (!(period_s_ > 0))
    return true;
  const double cycles = std::ceil(horizon_s / period_s_);
  const std::size_t per = sine_ || !steps_ ? 1 : steps_->start.size();
  if (!(cycles * static_cast<double>(per) <= static_cast<double>(limit)))
    return false;
  for (double k = 0; k < cycles; ++k) {
    if (sine_) {
      const double t = k * period_s_ + period_s_ / 4;
      if (t < horizon_s)
        out.push_back(t);
      continue;
    }
    for (double s : steps_->start) {
      const double t = k * period_s_ + s;
      if (t < horizon_s)
        out.push_back(t);
    }
  }
  return out.size() <= limit;
}

std::optional<double> commonPeriodS(const std::vector<double>& periods_s)
{
  long long common_ms = 0;
  for (const double p : periods_s) {
    if (!(p > 0))
      continue;
    const double ms = p * 1000;
    const double whole = std::round(ms);
    if (!(whole >= 1 && whole < 1e15 && std::abs(ms - whole) <= 1e-6 * ms))
      return std::nullopt;
    const long long q = static_cast<long long>(whole);
    if (common_ms == 0) {
      common_ms = q;
      continue;
    }
    const long long g = std::gcd(common_ms, q);
    if (common_ms / g > static_cast<long long>(1e15) / q)
      return std::nullopt;
    common_ms = common_ms / g * q;
  }
  return static_cast<double>(common_ms) / 1000;
}

CoincidentPeak coincidentPeak(const std::vector<WriteProfile>& profiles,
                              const std::vector<double>& weights, double min_horizon_s,
                              std::size_t limit)
{
  CoincidentPeak r;
  std::vector<RateOverTime> f;
  std::vector<double> w;
  f.reserve(profiles.size());
  for (std::size_t i = 0; i < profiles.size(); ++i) {
    f.emplace_back(profiles[i]);
    const double wi = i < weights.size() && std::isfinite(weights[i]) ? weights[i] : 0.0;
    w.push_back(std::max(wi, 0.0));
    r.sum_of_peaks += w.back() * f.back().peak();
  }
  double horizon = std::isfinite(min_horizon_s) ? std::max(min_horizon_s, 0.0) : 0.0;
  double shortest_sine = 0;
  int sines = 0;
  for (std::size_t i = 0; i < f.size(); ++i) {
    if (w[i] <= 0)
      continue;
    horizon = std::max(horizon, f[i].periodS());
    if (f[i].sine()) {
      ++sines;
      shortest_sine = shortest_sine > 0 ? std::min(shortest_sine, f[i].periodS()) : f[i].periodS();
    }
  }
  // The profiles repeat together after the least common multiple of their periods; periods
  // that are not whole milliseconds, or a common period that long, leave the sum of the peaks
  // (the instants' limit below).
  std::vector<double> periods;
  for (std::size_t i = 0; i < f.size(); ++i)
    if (w[i] > 0 && f[i].periodS() > 0)
      periods.push_back(f[i].periodS());
  const std::optional<double> common = commonPeriodS(periods);
  const bool commensurate = common.has_value();
  if (common)
    horizon = std::max(horizon, *common);
  r.horizon_s = horizon;
  std::vector<double> instants = {0.0};
  bool fits = true;
  for (std::size_t i = 0; i < f.size() && fits; ++i)
    if (w[i] > 0)
      fits = f[i].appendInstants(horizon, limit, instants);
  if (fits && sines >= 2) {
    r.exact = false;
    const double step = shortest_sine / 64;
    const double n = std::ceil(horizon / step);
    fits = n + static_cast<double>(instants.size()) <= static_cast<double>(limit);
    for (double k = 0; fits && k < n; ++k)
      instants.push_back(k * step);
  }
  r.rates.assign(f.size(), 0.0);
  if (!fits || !commensurate) {
    r.exact = false;
    r.peak = r.sum_of_peaks;
    for (std::size_t i = 0; i < f.size(); ++i)
      r.rates[i] = f[i].peak();
    return r;
  }
  std::sort(instants.begin(), instants.end());
  instants.erase(std::unique(instants.begin(), instants.end()), instants.end());
  r.instants = instants.size();
  // With a sine, a step that falls at t leaves its higher rate just before t: the sum's
  // supremum on the piece that ends there.
  const bool left_too = sines > 0;
  bool first = true;
  for (const double t : instants) {
    for (int side = 0; side < (left_too ? 2 : 1); ++side) {
      double sum = 0;
      for (std::size_t i = 0; i < f.size(); ++i)
        if (w[i] > 0)
          sum += w[i] * (side == 0 ? f[i].at(t) : f[i].before(t));
      if (first || sum > r.peak) {
        r.peak = sum;
        r.t_s = t;
        for (std::size_t i = 0; i < f.size(); ++i)
          r.rates[i] = side == 0 ? f[i].at(t) : f[i].before(t);
        first = false;
      }
    }
  }
  // Never above the peaks one by one (rounding of a sine's sample).
  r.peak = std::min(r.peak, r.sum_of_peaks);
  return r;
}

}  // namespace accel
