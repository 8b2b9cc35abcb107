// The write profile as pieces on which W - D keeps its sign (docs/models/destager.md,
// section "Simulation").
#include "model/destager/pieces.h"

#include <algorithm>
#include <cmath>

namespace accel::detail {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kTwoPi = 2 * kPi;

}  // namespace

Piece constantPiece(double rate_mbps, double dt, double d)
{
  Piece p;
  p.dt = dt;
  p.r = rate_mbps;
  p.sign = signOf(rate_mbps - d);
  return p;
}

/// One period of W = m + a sin(2 pi t / T), clipped at 0, cut where W = D and where W = 0.
void addSinePieces(std::vector<Piece>& out, double m, double a, double period, double d)
{
  if (!(a > 0)) {
    out.push_back(constantPiece(m, period, d));
    return;
  }
  const double omega = kTwoPi / period;
  std::vector<double> cuts = {0.0, kTwoPi};
  const auto cut = [&cuts](double theta) {
    theta = std::fmod(theta, kTwoPi);
    cuts.push_back(theta < 0 ? theta + kTwoPi : theta);
  };
  if (std::abs(d - m) < a) {
    const double th = std::asin((d - m) / a);
    cut(th);
    cut(kPi - th);
  }
  if (a > m) {
    const double th = std::asin(-m / a);
    cut(th);
    cut(kPi - th);
  }
  std::sort(cuts.begin(), cuts.end());
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const double c0 = cuts[i];
    const double c1 = cuts[i + 1];
    if (!(c1 - c0 > 1e-12))
      continue;
    const double w_mid = m + a * std::sin(0.5 * (c0 + c1));
    if (w_mid < 0) {  // between the cuts where W = 0 (a > m): clipped to 0
      out.push_back(constantPiece(0.0, (c1 - c0) / omega, d));
      continue;
    }
    Piece p;
    p.dt = (c1 - c0) / omega;
    p.sine = true;
    p.m = m;
    p.a = a;
    p.omega = omega;
    p.theta0 = c0;
    p.sign = signOf(w_mid - d);
    out.push_back(p);
  }
}

/// The constant rate of a constant profile or a one-sample trace.
std::optional<double> constantRate(const WriteProfile& w)
{
  if (w.kind == ProfileKind::Constant)
    return w.mbps;
  if (w.kind == ProfileKind::Trace && w.samples->size() == 1)
    return w.samples->front().mbps;
  return std::nullopt;
}

/// The profile's period as pieces for destage rate d. A constant is given the period
/// `constant_period_s`.
PeriodSource periodSource(const WriteProfile& w, double d, double constant_period_s)
{
  PeriodSource src;
  src.destage_mbps = d;
  if (const auto rate = constantRate(w)) {
    src.period_s = constant_period_s;
    src.pieces.push_back(constantPiece(*rate, constant_period_s, d));
    return src;
  }
  switch (w.kind) {
  case ProfileKind::OnOff:
    src.period_s = w.period_s;
    if (w.burst_s > 0)
      src.pieces.push_back(constantPiece(w.peak_mbps, w.burst_s, d));
    if (w.period_s - w.burst_s > 0)
      src.pieces.push_back(constantPiece(w.base_mbps, w.period_s - w.burst_s, d));
    break;
  case ProfileKind::Sine:
    src.period_s = w.period_s;
    addSinePieces(src.pieces, w.mean_mbps, w.amplitude_mbps, w.period_s, d);
    break;
  case ProfileKind::Trace:
    // traceDurationS, without summing the samples one by one.
    src.period_s = w.samples->back().t_s - w.samples->front().t_s +
                   traceSampleDurationS(*w.samples, w.samples->size() - 1);
    src.trace = w.samples.get();
    break;
  case ProfileKind::Constant: break;
  }
  return src;
}

/// tau in [0, dt] where x + net(tau) = target, net monotone on the piece (safeguarded Newton).
double hitTime(const Piece& p, double d, double x, double target)
{
  if (!p.sine)
    return std::clamp((target - x) / (p.r - d), 0.0, p.dt);
  const double dir = p.sign > 0 ? 1.0 : -1.0;
  const double tol_s = kRootTolerance * p.dt;
  const double tol_mb = 1e-13 * std::max({std::abs(x), std::abs(target), 1.0});
  double lo = 0;
  double hi = p.dt;
  double tau = 0.5 * p.dt;
  for (int i = 0; i < 200; ++i) {
    const double f = x + p.net(tau, d) - target;
    if (std::abs(f) <= tol_mb)
      break;
    if (f * dir < 0)
      lo = tau;
    else
      hi = tau;
    if (hi - lo <= tol_s) {
      tau = 0.5 * (lo + hi);
      break;
    }
    const double slope = p.rate(tau) - d;
    double next = slope != 0 ? tau - f / slope : lo;
    if (!(next > lo && next < hi))
      next = 0.5 * (lo + hi);
    tau = next;
  }
  return std::clamp(tau, 0.0, p.dt);
}

}  // namespace accel::detail
