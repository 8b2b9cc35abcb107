#include "model/profile.h"

#include <algorithm>
#include <cmath>

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
  case ProfileKind::Trace: {
    const Trace& s = *p.samples;
    double area = 0;
    double total = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
      const double dt = traceSampleDurationS(s, i);
      area += s[i].mbps * dt;
      total += dt;
    }
    return total > 0 ? area / total : 0.0;
  }
  }
  return 0.0;
}

double profilePeakMbps(const WriteProfile& p)
{
  switch (p.kind) {
  case ProfileKind::Constant: return p.mbps;
  case ProfileKind::OnOff: return p.burst_s > 0 ? std::max(p.peak_mbps, p.base_mbps) : p.base_mbps;
  case ProfileKind::Sine: return std::max(0.0, p.mean_mbps + std::abs(p.amplitude_mbps));
  case ProfileKind::Trace: {
    double peak = 0;
    for (const auto& x : *p.samples)
      peak = std::max(peak, x.mbps);
    return peak;
  }
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
  case ProfileKind::Trace: {
    if (p.samples->empty())
      return 0.0;
    double low = p.samples->front().mbps;
    for (const auto& x : *p.samples)
      low = std::min(low, x.mbps);
    return low;
  }
  }
  return 0.0;
}

}  // namespace accel
