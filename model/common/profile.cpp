// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/profile.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "model/common/trace_memo.h"

namespace accel {

namespace {

constexpr double kPi = 3.14159265358979323846;

/// Mean of max(0, m + a sin x) over a period, a >= 0: for m >= a it is m; else the positive
/// part of a shifted sinusoid, (1/pi) [m (pi/2 + asin(m/a)) + sqrt(a^2 - m^2)].
double clippedSineMean(double m, double a)
{
  if (a <= 0 || m >= a)
    return std::max(m, 0.0);
  if (m <= -a)
    return 0.0;
  const double phi = std::asin(m / a);
  return (m * (kPi / 2 + phi) + std::sqrt(a * a - m * m)) / kPi;
}

}  // namespace

double traceSampleDurationS(const Trace& s, std::size_t i)
{
  if (i >= s.size())
    return 0.0;
  if (i + 1 < s.size())
    return std::max(0.0, s[i + 1].t_s - s[i].t_s);
  if (s.size() >= 2)
    return std::max(0.0, s[i].t_s - s[i - 1].t_s);
  return 1.0;  // a lone sample: a constant rate, any duration will do
}

double traceDurationS(const Trace& s)
{
  double total = 0;
  for (std::size_t i = 0; i < s.size(); ++i)
    total += traceSampleDurationS(s, i);
  return total;
}

double traceSpanS(const Trace& s)
{
  if (s.empty())
    return 0.0;
  return s.back().t_s - s.front().t_s + traceSampleDurationS(s, s.size() - 1);
}

namespace {

/// The mean, peak and lowest rate of a trace, its duration (traceDurationS) and its first bad
/// sample: one pass over it.
struct TraceStats {
  double duration_s = 0;
  double mean_mbps = 0;
  double peak_mbps = 0;
  double min_mbps = 0;
  TraceProblem problem;
};

bool finiteNonNegative(double v)
{
  return std::isfinite(v) && v >= 0;
}

TraceProblem firstTraceProblem(const Trace& s)
{
  using K = TraceProblem::Kind;
  if (s.empty())
    return {K::Empty, 0};
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (!std::isfinite(s[i].t_s))
      return {K::Time, i};
    if (!finiteNonNegative(s[i].mbps))
      return {K::Rate, i};
    if (i > 0 && !(s[i].t_s > s[i - 1].t_s))
      return {K::Order, i};
    // Durations must stay finite (t_s of 1e308 and -1e308 are each finite).
    if (i > 0 && !std::isfinite(s[i].t_s - s[i - 1].t_s))
      return {K::Time, i};
  }
  return {};
}

TraceStats computeTraceStats(const Trace& s)
{
  TraceStats st;
  double area = 0;
  double total = 0;
  st.min_mbps = s.empty() ? 0.0 : s.front().mbps;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const double dt = traceSampleDurationS(s, i);
    area += s[i].mbps * dt;
    total += dt;
    st.peak_mbps = std::max(st.peak_mbps, s[i].mbps);
    st.min_mbps = std::min(st.min_mbps, s[i].mbps);
  }
  st.duration_s = total;
  st.mean_mbps = total > 0 ? area / total : 0.0;
  st.problem = firstTraceProblem(s);
  return st;
}

/// Every model asks for a trace's rates, some once per point of a curve: once per trace.
const TraceStats& traceStats(const std::shared_ptr<const Trace>& samples)
{
  return traceMemo(samples, [&samples] {
    return samples ? computeTraceStats(*samples) : computeTraceStats(Trace{});
  });
}

constexpr double kDayS = 86400.0;
constexpr int kDayMin = 1440;

bool finiteNonNegativeOpt(const std::optional<double>& v)
{
  return v && std::isfinite(*v) && *v >= 0;
}

/// Constant stretches [t, t + dt) at a rate, in time order from 0, covering the period.
using Stretches = std::vector<std::pair<double, double>>;  // (start s, rate)

/// A trace of the stretches (starts from 0, the period `period_s`): equal neighbours merged,
/// the last stretch halved into two samples (the trace's last sample holds as long as the
/// interval before it).
Trace stretchesToTrace(const Stretches& in, double period_s)
{
  Trace t;
  for (const auto& [start, rate] : in) {
    if (!t.empty() && t.back().mbps == rate)
      continue;
    if (!t.empty() && t.back().t_s == start) {
      t.back().mbps = rate;
      continue;
    }
    t.push_back({start, rate});
  }
  if (t.size() >= 2)
    t.push_back({t.back().t_s + (period_s - t.back().t_s) / 2, t.back().mbps});
  return t;
}

Trace scheduleTrace(const WriteProfile& p)
{
  const bool week = p.schedule_period == SchedulePeriod::Week;
  const double period = week ? 7 * kDayS : kDayS;
  // Each window on each of its days as intervals in [0, period), split at the period's end.
  struct Interval {
    double from, to, mbps;
  };
  std::vector<Interval> iv;
  std::vector<double> cuts = {0.0, period};
  for (const ScheduleWindow& w : p.windows) {
    const double rate = windowMbps(w, p.base_mbps);
    const double start = 60.0 * w.start_min;
    const double end = 60.0 * (w.end_min > w.start_min ? w.end_min : w.end_min + kDayMin);
    for (int day = 0; day < (week ? 7 : 1); ++day) {
      if (week && w.days != 0 && !(w.days & (1u << day)))
        continue;
      const double from = day * kDayS + start;
      const double to = day * kDayS + end;
      if (to <= period) {
        iv.push_back({from, to, rate});
      } else {
        iv.push_back({from, period, rate});
        iv.push_back({0.0, to - period, rate});
      }
    }
  }
  for (const Interval& x : iv) {
    cuts.push_back(x.from);
    cuts.push_back(x.to);
  }
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  Stretches st;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const double mid = (cuts[i] + cuts[i + 1]) / 2;
    bool covered = false;
    double rate = 0;
    for (const Interval& x : iv)
      if (x.from <= mid && mid < x.to) {
        rate = covered ? std::max(rate, x.mbps) : x.mbps;
        covered = true;
      }
    st.emplace_back(cuts[i], covered ? rate : p.base_mbps);
  }
  return stretchesToTrace(st, period);
}

Trace dutyTrace(const WriteProfile& p)
{
  const double period = profilePeriodS(p);
  Stretches st = {{0.0, p.peak_mbps}};
  if (p.burst_s < period)
    st.emplace_back(p.burst_s, p.base_mbps);
  return stretchesToTrace(st, period);
}

TraceStats periodicFormStats(const WriteProfile& p)
{
  if (!periodicFormProblem(p).empty())
    return {};
  return computeTraceStats(profileTrace(p));
}

}  // namespace

double windowMbps(const ScheduleWindow& w, double base_mbps)
{
  if (w.mbps)
    return *w.mbps;
  return w.factor ? *w.factor * base_mbps : base_mbps;
}

double profilePeriodS(const WriteProfile& p)
{
  switch (p.kind) {
  case ProfileKind::Schedule: return p.schedule_period == SchedulePeriod::Week ? 7 * kDayS : kDayS;
  case ProfileKind::Duty: {
    const double period = p.burst_s / p.duty_fraction;
    return std::isfinite(period) && period > 0 ? period : 0.0;
  }
  default: return 0.0;
  }
}

std::string periodicFormProblem(const WriteProfile& p)
{
  if (p.kind == ProfileKind::Duty) {
    if (!(std::isfinite(p.duty_fraction) && p.duty_fraction > 0 && p.duty_fraction <= 1))
      return "duty_fraction";
    if (!(std::isfinite(p.burst_s) && p.burst_s > 0))
      return "burst_s";
    if (!finiteNonNegative(p.peak_mbps))
      return "peak_mbps";
    if (!finiteNonNegative(p.base_mbps))
      return "base_mbps";
    if (!(profilePeriodS(p) > 0) || !std::isfinite(profilePeriodS(p)))
      return "duty_fraction";
    return {};
  }
  if (p.kind != ProfileKind::Schedule)
    return {};
  if (!finiteNonNegative(p.base_mbps))
    return "base_mbps";
  if (p.schedule_period != SchedulePeriod::Day && p.schedule_period != SchedulePeriod::Week)
    return "period";
  for (std::size_t i = 0; i < p.windows.size(); ++i) {
    const ScheduleWindow& w = p.windows[i];
    const std::string at = "windows[" + std::to_string(i) + "].";
    if (w.start_min < 0 || w.start_min >= kDayMin)
      return at + "start";
    if (w.end_min < 0 || w.end_min > kDayMin || w.end_min == w.start_min)
      return at + "end";
    if (w.days > 0x7fu || (w.days != 0 && p.schedule_period != SchedulePeriod::Week))
      return at + "days";
    if (w.mbps.has_value() == w.factor.has_value())
      return at + (w.mbps ? "factor" : "mbps");
    if (w.mbps && !finiteNonNegativeOpt(w.mbps))
      return at + "mbps";
    if (w.factor && !finiteNonNegativeOpt(w.factor))
      return at + "factor";
    if (!std::isfinite(windowMbps(w, p.base_mbps)))
      return at + "factor";
  }
  return {};
}

Trace profileTrace(const WriteProfile& p)
{
  switch (p.kind) {
  case ProfileKind::Constant: return {{0.0, p.mbps}};
  case ProfileKind::OnOff: {
    if (!(p.period_s > 0) || !(p.burst_s >= 0) || p.burst_s > p.period_s)
      return {};
    Stretches st;
    if (p.burst_s > 0)
      st.emplace_back(0.0, p.peak_mbps);
    if (p.burst_s < p.period_s)
      st.emplace_back(p.burst_s, p.base_mbps);
    return stretchesToTrace(st, p.period_s);
  }
  case ProfileKind::Sine: return {};
  case ProfileKind::Trace: return p.samples ? *p.samples : Trace{};
  case ProfileKind::Schedule: return periodicFormProblem(p).empty() ? scheduleTrace(p) : Trace{};
  case ProfileKind::Duty: return periodicFormProblem(p).empty() ? dutyTrace(p) : Trace{};
  }
  return {};
}

const Trace& profileTraceIn(const WriteProfile& p, Trace& made)
{
  if (p.kind == ProfileKind::Trace && p.samples)
    return *p.samples;
  made = profileTrace(p);
  return made;
}

bool modelledAsTrace(ProfileKind k)
{
  return k == ProfileKind::Schedule || k == ProfileKind::Duty;
}

WriteProfile modelledProfile(const WriteProfile& p)
{
  if (!modelledAsTrace(p.kind))
    return p;
  WriteProfile out = p;
  out.kind = ProfileKind::Trace;
  out.samples = std::make_shared<const Trace>(profileTrace(p));
  return out;
}

TraceProblem traceProblem(const WriteProfile& p)
{
  return traceStats(p.samples).problem;
}

std::string traceProblemPath(const TraceProblem& problem)
{
  const std::string at = "samples[" + std::to_string(problem.index) + "]";
  switch (problem.kind) {
  case TraceProblem::Kind::None: return {};
  case TraceProblem::Kind::Empty: return "samples";
  case TraceProblem::Kind::Time: return at + "[0]";
  case TraceProblem::Kind::Rate: return at + "[1]";
  case TraceProblem::Kind::Order: return at;
  }
  return {};
}

double groupMeanWriteMbps(const VmGroup& g, int hosts)
{
  const double mbps =
      profileMeanMbps(g.write) * std::max(0, g.vms_per_host) * hostsRunning(g, hosts);
  return std::isfinite(mbps) && mbps > 0 ? mbps : 0.0;
}

double profileMeanMbps(const WriteProfile& p)
{
  switch (p.kind) {
  case ProfileKind::Constant: return p.mbps;
  case ProfileKind::OnOff: {
    if (p.period_s <= 0)
      return p.peak_mbps;
    const double on = std::clamp(p.burst_s / p.period_s, 0.0, 1.0);
    return on * p.peak_mbps + (1 - on) * p.base_mbps;
  }
  case ProfileKind::Sine: return clippedSineMean(p.mean_mbps, std::abs(p.amplitude_mbps));
  case ProfileKind::Trace: return traceStats(p.samples).mean_mbps;
  case ProfileKind::Schedule:
  case ProfileKind::Duty: return periodicFormStats(p).mean_mbps;
  }
  return 0.0;
}

double profileTraceDurationS(const WriteProfile& p)
{
  return p.kind == ProfileKind::Trace ? traceStats(p.samples).duration_s : 0.0;
}

double profilePeakMbps(const WriteProfile& p)
{
  switch (p.kind) {
  case ProfileKind::Constant: return p.mbps;
  case ProfileKind::OnOff: return p.burst_s > 0 ? std::max(p.peak_mbps, p.base_mbps) : p.base_mbps;
  case ProfileKind::Sine: return std::max(0.0, p.mean_mbps + std::abs(p.amplitude_mbps));
  case ProfileKind::Trace: return traceStats(p.samples).peak_mbps;
  case ProfileKind::Schedule:
  case ProfileKind::Duty: return periodicFormStats(p).peak_mbps;
  }
  return 0.0;
}

double profileMinMbps(const WriteProfile& p)
{
  switch (p.kind) {
  case ProfileKind::Constant: return p.mbps;
  case ProfileKind::OnOff:
    return p.burst_s >= p.period_s ? p.peak_mbps : std::min(p.peak_mbps, p.base_mbps);
  case ProfileKind::Sine: return std::max(0.0, p.mean_mbps - std::abs(p.amplitude_mbps));
  case ProfileKind::Trace: return traceStats(p.samples).min_mbps;
  case ProfileKind::Schedule:
  case ProfileKind::Duty: return periodicFormStats(p).min_mbps;
  }
  return 0.0;
}

WriteProfile scaledProfile(const WriteProfile& p, double factor)
{
  WriteProfile out = p;
  const double f = std::isfinite(factor) ? std::max(factor, 0.0) : 0.0;
  out.mbps *= f;
  out.peak_mbps *= f;
  out.base_mbps *= f;
  out.mean_mbps *= f;
  out.amplitude_mbps *= f;
  for (ScheduleWindow& w : out.windows)
    if (w.mbps)
      *w.mbps *= f;  // a factor of the base scales with it
  if (p.samples && !p.samples->empty() && f != 1.0) {
    auto samples = std::make_shared<Trace>(*p.samples);
    for (TraceSample& x : *samples)
      x.mbps *= f;
    out.samples = std::move(samples);
  }
  return out;
}

void scaleWriteRates(Scenario& s, double factor)
{
  for (VmGroup& g : s.vm_groups)
    g.write = scaledProfile(g.write, factor);
}

}  // namespace accel
