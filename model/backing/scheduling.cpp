// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Positioning time of a disk that reorders its queue (docs/models/backing.md, "Destage
// patterns").
#include "model/backing/scheduling.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace accel {

namespace {

/// The seek curve over the used slice, x the distance as a fraction of the slice:
/// s(x) = t1 + a x + b sqrt(x), a = A f_c, b = B sqrt(f_c).
struct SliceSeek {
  double t1 = 0;
  double a = 0;
  double b = 0;

  explicit SliceSeek(const DiskModel& m)
      : t1(m.seek.t1_ms),
        a(m.seek.a_ms * m.cylinder_fraction),
        b(m.seek.b_ms * std::sqrt(m.cylinder_fraction))
  {
  }

  double at(double x) const { return x <= 0 ? t1 : t1 + a * x + b * std::sqrt(std::min(x, 1.0)); }

  /// The x in [0, 1] with s(x) = c (s is increasing on a physical curve): the root of
  /// a y^2 + b y + (t1 - c) = 0 in y = sqrt(x), written without cancellation.
  double inverse(double c) const
  {
    const double d = c - t1;
    if (!(d > 0))
      return 0.0;
    if (!(c < at(1.0)))
      return 1.0;
    const double disc = b * b + 4.0 * a * d;
    const double den = b + std::sqrt(std::max(disc, 0.0));
    if (!(den > 0))
      return 1.0;
    const double y = 2.0 * d / den;
    return std::clamp(y * y, 0.0, 1.0);
  }

  /// Integral over [0, x] of 2 (1 - x') (c - s(x')) dx' (the positioning CDF's middle part,
  /// before dividing by a revolution).
  double partial(double x, double c) const
  {
    if (!(x > 0))
      return 0.0;
    const double y = std::sqrt(x);
    const double tri = 2.0 * x - x * x;                             // int 2 (1 - x)
    const double lin = x * x - 2.0 * x * x * x / 3.0;               // int 2 x (1 - x)
    const double root = 4.0 / 3.0 * x * y - 4.0 / 5.0 * x * x * y;  // int 2 sqrt(x) (1 - x)
    return (c - t1) * tri - a * lin - b * root;
  }
};

double triangularCdf(double x)
{
  return 2.0 * x - x * x;
}

/// 8-point Gauss-Legendre nodes and weights on [-1, 1].
constexpr std::array<double, 8> kGlX = {
    -0.9602898564975363, -0.7966664774136267, -0.5255324099163290, -0.1834346424956498,
    0.1834346424956498,  0.5255324099163290,  0.7966664774136267,  0.9602898564975363};
constexpr std::array<double, 8> kGlW = {0.1012285362903763, 0.2223810344533745, 0.3137066458778873,
                                        0.3626837833783620, 0.3626837833783620, 0.3137066458778873,
                                        0.2223810344533745, 0.1012285362903763};
/// Geometric refinement of the integral towards its lower end, where (1 - F)^q falls fastest.
constexpr int kGeometricSegments = 12;

bool spinning(const DiskModel& m)
{
  return m.valid && !m.solid_state && m.revolution_ms > 0;
}

}  // namespace

double positioningCdf(const DiskModel& m, double t_ms)
{
  if (!spinning(m))
    return 0.0;
  const SliceSeek s(m);
  const double rev = m.revolution_ms;
  if (!(t_ms > s.t1))
    return 0.0;
  if (!(t_ms < s.at(1.0) + rev))
    return 1.0;
  const double x_lo = s.inverse(t_ms - rev);  // seeks this short leave a whole revolution
  const double x_hi = s.inverse(t_ms);        // seeks longer than this cannot make it
  const double middle = (s.partial(x_hi, t_ms) - s.partial(x_lo, t_ms)) / rev;
  return std::clamp(triangularCdf(x_lo) + middle, 0.0, 1.0);
}

double sptfPositioningMs(const DiskModel& m, double queue)
{
  if (!spinning(m))
    return 0.0;
  const double q = std::max(queue, 1.0);
  const SliceSeek s(m);
  const double rev = m.revolution_ms;
  const double lo = s.t1;
  const double hi = s.at(1.0) + rev;
  if (!(hi > lo))
    return lo;
  // Breakpoints: geometric towards t1, and the kinks of F (t1 + T, s(1), s(1) + T).
  std::vector<double> cuts;
  cuts.reserve(kGeometricSegments + 4);
  const double span = hi - lo;
  const double denom = std::ldexp(1.0, kGeometricSegments) - 1.0;
  for (int k = 0; k <= kGeometricSegments; ++k)
    cuts.push_back(lo + span * (std::ldexp(1.0, k) - 1.0) / denom);
  for (double kink : {lo + rev, s.at(1.0)})
    if (kink > lo && kink < hi)
      cuts.push_back(kink);
  std::sort(cuts.begin(), cuts.end());
  double integral = 0;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const double a = cuts[i];
    const double b = cuts[i + 1];
    if (!(b > a))
      continue;
    const double half = 0.5 * (b - a);
    const double mid = 0.5 * (a + b);
    for (std::size_t k = 0; k < kGlX.size(); ++k) {
      const double f = positioningCdf(m, mid + half * kGlX[k]);
      integral += half * kGlW[k] * std::pow(std::max(1.0 - f, 0.0), q);
    }
  }
  return lo + integral;
}

double elevatorPositioningMs(const DiskModel& m, double queue)
{
  if (!spinning(m))
    return 0.0;
  const double fcfs = m.positioning_ms;
  const double q = std::max(queue, 1.0);
  const SliceSeek s(m);
  const double n = 2.0 * q;  // requests served per sweep
  // Beta(1, N) spacing: E[x] = 1 / (N + 1), E[sqrt(x)] = Gamma(3/2) Gamma(N+1) / Gamma(N+3/2).
  const double mean_x = 1.0 / (n + 1.0);
  const double mean_sqrt_x = 0.5 * std::sqrt(3.14159265358979323846) *
                             std::exp(std::lgamma(n + 1.0) - std::lgamma(n + 1.5));
  const double seek = s.t1 + s.a * mean_x + s.b * mean_sqrt_x;
  const double jump_back = s.at((n - 1.0) / (n + 1.0)) / n;
  return std::min(fcfs, seek + jump_back + m.mean_rotation_ms);
}

double queuedPositioningMs(const DiskModel& m, DiskScheduling scheduling, double queue)
{
  if (!spinning(m))
    return 0.0;
  if (!(queue > 1.0))
    return m.positioning_ms;
  return scheduling == DiskScheduling::Sptf ? sptfPositioningMs(m, queue)
                                            : elevatorPositioningMs(m, queue);
}

DiskModel withQueuedPositioning(const DiskModel& m, DiskScheduling scheduling, double queue)
{
  DiskModel out = m;
  if (spinning(m))
    out.positioning_ms = queuedPositioningMs(m, scheduling, queue);
  return out;
}

}  // namespace accel
