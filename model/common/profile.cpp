// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/profile.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

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

namespace {

/// The mean, peak and lowest rate of a trace and its first bad sample: one pass over it.
struct TraceStats {
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
  st.mean_mbps = total > 0 ? area / total : 0.0;
  st.problem = firstTraceProblem(s);
  return st;
}

/// Every model asks for a trace's rates, some once per point of a curve: once per trace.
const TraceStats& traceStats(const std::shared_ptr<const Trace>& samples)
{
  return lastTraceMemo(samples, [&samples] {
    return samples ? computeTraceStats(*samples) : computeTraceStats(Trace{});
  });
}

}  // namespace

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
  }
  return 0.0;
}

double profilePeakMbps(const WriteProfile& p)
{
  switch (p.kind) {
  case ProfileKind::Constant: return p.mbps;
  case ProfileKind::OnOff: return p.burst_s > 0 ? std::max(p.peak_mbps, p.base_mbps) : p.base_mbps;
  case ProfileKind::Sine: return std::max(0.0, p.mean_mbps + std::abs(p.amplitude_mbps));
  case ProfileKind::Trace: return traceStats(p.samples).peak_mbps;
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
