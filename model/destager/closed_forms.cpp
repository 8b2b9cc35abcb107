// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Closed forms of the destager model (docs/models/destager.md section 3): fill and drain of a
// constant rate, the on/off profile, the sine, the Anick-Mitra-Sondhi single on/off source and the
// throttled latency by Little's law. The simulation (destager_sim.cpp) is checked against these.
#include <algorithm>
#include <cmath>

#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/destager/destager.h"

namespace accel {

namespace {

constexpr double kPi = 3.14159265358979323846;

bool finiteNonNegative(double x)
{
  return std::isfinite(x) && x >= 0;
}

/// t if it is a finite time, else never.
std::optional<double> finiteTime(double t)
{
  return std::isfinite(t) ? std::optional<double>(std::max(t, 0.0)) : std::nullopt;
}

/// Bisection for f(t) = target on [lo, hi] with f increasing, to 1e-13 of the interval.
template <class F>
double bisectIncreasing(F f, double lo, double hi, double target)
{
  for (int i = 0; i < 200 && hi - lo > 1e-13 * std::max(hi, 1.0); ++i) {
    const double mid = 0.5 * (lo + hi);
    if (f(mid) < target)
      lo = mid;
    else
      hi = mid;
  }
  return 0.5 * (lo + hi);
}

}  // namespace

const char* destagerRegimeKey(DestagerRegime r)
{
  switch (r) {
  case DestagerRegime::None: return "none";
  case DestagerRegime::NoBacklog: return "no_backlog";
  case DestagerRegime::NeverFills: return "never_fills";
  case DestagerRegime::FillsInBursts: return "fills_in_bursts";
  case DestagerRegime::Ratchets: return "ratchets";
  case DestagerRegime::Saturated: return "saturated";
  }
  return "none";
}

std::optional<double> fillTimeS(double buffer_mb, double x0_mb, double write_mbps,
                                double destage_mbps)
{
  if (!finiteNonNegative(buffer_mb) || !finiteNonNegative(x0_mb) ||
      !finiteNonNegative(write_mbps) || !finiteNonNegative(destage_mbps))
    return std::nullopt;
  const double rise_mbps = write_mbps - destage_mbps;
  if (!(rise_mbps > 0))
    return std::nullopt;  // W <= D, W = D included: the level never rises
  return finiteTime(std::max(buffer_mb - x0_mb, 0.0) / rise_mbps);
}

std::optional<double> drainTimeS(double x0_mb, double write_low_mbps, double destage_mbps)
{
  if (!finiteNonNegative(x0_mb) || !finiteNonNegative(write_low_mbps) ||
      !finiteNonNegative(destage_mbps))
    return std::nullopt;
  if (x0_mb == 0)
    return 0.0;
  const double fall_mbps = destage_mbps - write_low_mbps;
  if (!(fall_mbps > 0))
    return std::nullopt;
  return finiteTime(x0_mb / fall_mbps);
}

OnOffClosedForm onOffClosedForm(double peak_mbps, double burst_s, double period_s, double base_mbps,
                                double destage_mbps, double buffer_mb)
{
  OnOffClosedForm c;
  if (!finiteNonNegative(peak_mbps) || !finiteNonNegative(base_mbps) ||
      !finiteNonNegative(destage_mbps) || !finiteNonNegative(buffer_mb) ||
      !finiteNonNegative(burst_s) || !std::isfinite(period_s) || !(period_s > 0) ||
      burst_s > period_s)
    return c;
  const double t_on = burst_s;
  const double t_off = period_s - burst_s;
  // A phase of zero length does not occur: its rate is the other one.
  const double p = t_on > 0 ? peak_mbps : base_mbps;
  const double b = t_off > 0 ? base_mbps : peak_mbps;
  if (p < b)
    return c;
  const double d = destage_mbps;
  const double big_b = buffer_mb;
  const double rise = p - d;                      // slope during the burst
  const double fall = d - b;                      // drain rate between bursts
  const double net = rise * t_on - fall * t_off;  // (Wbar - D) T, as the simulation sums it
  c.applies = true;
  c.mean_mbps = (p * t_on + b * t_off) / period_s;
  c.burst_backlog_mb = std::max(rise, 0.0) * t_on;
  c.ratchet_mb_per_cycle = std::max(net, 0.0);

  if (!(rise > 0)) {  // P <= D, so b <= D: the buffer never holds data
    c.regime = DestagerRegime::NoBacklog;
    c.drains = true;
    c.drain_time_s = 0.0;
    return c;
  }
  const double y = c.burst_backlog_mb;
  if (net <= 0) {  // Wbar <= D < P: empties every cycle (fall > 0 here)
    c.drains = true;
    if (y > big_b) {
      c.regime = DestagerRegime::FillsInBursts;
      c.fills = true;
      c.fill_cycle = 1.0;
      c.fill_time_s = big_b / rise;
      c.burst_fill_s = big_b / rise;
      c.peak_backlog_mb = big_b;
      // Full from B / (P - D) into the burst until the writes deferred meanwhile, y - B, are
      // written: (y - B) / (P - D) more of the burst and (y - B) / (D - b) after it.
      c.throttled_fraction = (y - big_b) * (1.0 / rise + 1.0 / fall) / period_s;
    } else {
      c.regime = DestagerRegime::NeverFills;
      c.peak_backlog_mb = y;
    }
    c.drain_time_s = c.peak_backlog_mb / fall;
    return c;
  }

  c.fills = true;
  c.peak_backlog_mb = big_b;
  if (fall > 0) {
    // Ratchet: the burst of cycle j tops out at (j-1)(Wbar-D)T + (P-D)T_on.
    c.regime = DestagerRegime::Ratchets;
    const double j = y > big_b ? 1.0 : std::floor((big_b - y) / net) + 2.0;
    c.fill_cycle = j;
    c.fill_time_s = (j - 1) * period_s + (big_b - (j - 1) * net) / rise;
    // The writes deferred while full grow by (Wbar - D) T a cycle and never run out: once
    // full, the buffer stays full.
    c.throttled_fraction = 1.0;
    if (big_b == 0) {  // no buffer: nothing is ever held
      c.drains = true;
      c.drain_time_s = 0.0;
    }
    return c;
  }
  // b >= D: W >= D at every instant, the backlog never falls.
  c.regime = DestagerRegime::Saturated;
  const double cycles_before = std::floor(big_b / net);  // whole cycles that fit
  const double x0 = cycles_before * net;
  const double within =
      x0 + y > big_b || !(fall < 0) ? (big_b - x0) / rise : t_on + (big_b - x0 - y) / (-fall);
  c.fill_cycle = cycles_before + 1;
  c.fill_time_s = cycles_before * period_s + within;
  c.throttled_fraction = 1.0;  // the deferred writes never run out
  if (big_b == 0) {            // no buffer: full the moment writes exceed D, nothing ever held
    c.drains = true;
    c.drain_time_s = 0.0;
  }
  return c;
}

std::optional<double> sinePeakBacklogMb(double mean_mbps, double amplitude_mbps, double period_s,
                                        double destage_mbps)
{
  if (!finiteNonNegative(mean_mbps) || !finiteNonNegative(amplitude_mbps) ||
      !finiteNonNegative(destage_mbps) || !std::isfinite(period_s) || !(period_s > 0))
    return std::nullopt;
  const double m = mean_mbps;
  const double a = amplitude_mbps;
  const double d = destage_mbps;
  if (d >= m + a)
    return 0.0;
  WriteProfile sine;
  sine.kind = ProfileKind::Sine;
  sine.mean_mbps = m;
  sine.amplitude_mbps = a;
  sine.period_s = period_s;
  if (profileMeanMbps(sine) > d)
    return std::nullopt;  // the backlog grows every cycle
  // Here m <= clipped mean <= D < m + A, so (D - m) / A is in [0, 1).
  const double phi = std::asin((d - m) / a);
  return period_s / kPi * (a * std::cos(phi) - (d - m) * (kPi / 2 - phi));
}

double sineRatchetBacklogMb(double t_s, double mean_mbps, double amplitude_mbps, double period_s,
                            double destage_mbps)
{
  const double w = 2 * kPi / period_s;
  return (mean_mbps - destage_mbps) * t_s + amplitude_mbps / w * (1 - std::cos(w * t_s));
}

std::optional<SineFill> sineRatchetFill(double mean_mbps, double amplitude_mbps, double period_s,
                                        double destage_mbps, double buffer_mb)
{
  const double m = mean_mbps;
  const double a = amplitude_mbps;
  const double d = destage_mbps;
  const double t = period_s;
  if (!finiteNonNegative(m) || !finiteNonNegative(a) || !finiteNonNegative(d) ||
      !finiteNonNegative(buffer_mb) || !std::isfinite(t) || !(t > 0) || !(m > d) || a > m)
    return std::nullopt;
  const auto x = [&](double ts) { return sineRatchetBacklogMb(ts, m, a, t, d); };
  const double net = (m - d) * t;  // added by each cycle
  const double kappa = a > 0 ? (m - d) / a : 1.0;
  if (kappa >= 1) {  // W >= D throughout: X rises monotonically, X(t) >= (m - d) t
    const double hi = buffer_mb / (m - d);
    if (!std::isfinite(hi))
      return std::nullopt;
    const double ts = bisectIncreasing(x, 0.0, hi, buffer_mb);
    return SineFill{std::floor(ts / t) + 1, ts};
  }
  // Cycle 1 rises to its local peak where W falls through D (phase pi + asin kappa), falls to
  // the trough where W rises through D (phase 2 pi - asin kappa), and rises to the cycle's end.
  // Each cycle is the first shifted up by `net`.
  const double t_peak = t * (kPi + std::asin(kappa)) / (2 * kPi);
  const double t_trough = t * (2 * kPi - std::asin(kappa)) / (2 * kPi);
  const double cycle_max = std::max(x(t_peak), net);
  const double j = cycle_max > buffer_mb ? 1.0 : std::floor((buffer_mb - cycle_max) / net) + 2;
  if (!std::isfinite(j))
    return std::nullopt;
  const double start = (j - 1) * t;
  const double ts = x(start + t_peak) >= buffer_mb
                        ? bisectIncreasing(x, start, start + t_peak, buffer_mb)
                        : bisectIncreasing(x, start + t_trough, start + t, buffer_mb);
  return SineFill{j, ts};
}

AmsQueue amsOnOffQueue(double rate_on_mbps, double destage_mbps, double mean_on_s,
                       double mean_off_s)
{
  AmsQueue q;
  if (!finiteNonNegative(rate_on_mbps) || !finiteNonNegative(destage_mbps) ||
      !std::isfinite(mean_on_s) || !(mean_on_s > 0) || !std::isfinite(mean_off_s) ||
      !(mean_off_s > 0))
    return q;  // no source: no backlog
  const double r = rate_on_mbps;
  const double d = destage_mbps;
  const double alpha = 1 / mean_off_s;  // off -> on
  const double beta = 1 / mean_on_s;    // on -> off
  q.on_probability = mean_on_s / (mean_on_s + mean_off_s);
  if (d >= r)
    return q;
  if (q.on_probability * r >= d) {
    q.regime = AmsQueue::Regime::Unstable;
    q.busy_probability = 1;
    return q;
  }
  q.regime = AmsQueue::Regime::Stable;
  q.busy_probability = q.on_probability * r / d;
  q.eta_per_mb = beta / (r - d) - alpha / d;  // > 0 because p r < D
  q.mean_backlog_mb = q.busy_probability / q.eta_per_mb;
  return q;
}

double amsOverflowProbability(const AmsQueue& q, double x_mb)
{
  switch (q.regime) {
  case AmsQueue::Regime::NoBacklog: return 0.0;
  case AmsQueue::Regime::Unstable: return 1.0;
  case AmsQueue::Regime::Stable:
    if (std::isnan(x_mb))
      return 0.0;
    return x_mb < 0 ? 1.0 : q.busy_probability * std::exp(-q.eta_per_mb * x_mb);
  }
  return 0.0;
}

ThrottledWrites throttledWrites(double destage_mbps, double io_bytes, double outstanding_ios)
{
  ThrottledWrites w;
  if (!finiteNonNegative(destage_mbps) || !std::isfinite(io_bytes) || !(io_bytes > 0) ||
      !finiteNonNegative(outstanding_ios))
    return w;
  w.iops = units::iopsFromMbps(destage_mbps, io_bytes);
  if (w.iops > 0)
    w.latency_us = finiteTime(outstanding_ios / w.iops * units::kUsPerS);
  return w;
}

}  // namespace accel
