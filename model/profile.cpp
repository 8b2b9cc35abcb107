#include "model/profile.h"

#include <algorithm>
#include <cmath>
#include <memory>

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

/// The mean, peak and lowest rate of a trace, and its duration: one pass over its samples.
struct TraceStats {
  double mean_mbps = 0;
  double peak_mbps = 0;
  double min_mbps = 0;
  std::string problem;  ///< traceProblem()
};

bool finiteNonNegative(double v)
{
  return std::isfinite(v) && v >= 0;
}

/// The first bad sample: "[i][0]" (time), "[i][1]" (rate), "[i]" (not after the previous).
std::string firstTraceProblem(const Trace& s)
{
  const auto at = [](std::size_t i) { return "[" + std::to_string(i) + "]"; };
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (!std::isfinite(s[i].t_s))
      return at(i) + "[0]";
    if (!finiteNonNegative(s[i].mbps))
      return at(i) + "[1]";
    if (i > 0 && !(s[i].t_s > s[i - 1].t_s))
      return at(i);
    // Durations must stay finite (t_s of 1e308 and -1e308 are each finite).
    if (i > 0 && !std::isfinite(s[i].t_s - s[i - 1].t_s))
      return at(i) + "[0]";
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

/// Traces are immutable and shared (WriteProfile::samples), and every model asks for their
/// rates, some once per point of a curve: the figures of the last trace seen on this thread
/// are kept. A trace freed and another allocated at the same address is not mistaken for it
/// (the weak pointer has expired).
const TraceStats& traceStats(const std::shared_ptr<const Trace>& samples)
{
  thread_local std::weak_ptr<const Trace> cached;
  thread_local TraceStats stats;
  if (!samples) {
    static const TraceStats none;
    return none;
  }
  if (cached.lock() != samples) {
    stats = computeTraceStats(*samples);
    cached = samples;
  }
  return stats;
}

}  // namespace

std::string traceProblem(const WriteProfile& p)
{
  if (!p.samples || p.samples->empty())
    return "samples";
  const std::string& problem = traceStats(p.samples).problem;
  return problem.empty() ? problem : "samples" + problem;
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

}  // namespace accel
