#pragma once
/// \file pieces.h
/// Internal to the destager: a write profile cut into pieces on which W - D keeps its sign
/// (constant rates and sine arcs), which the fluid simulation (simulation.cpp) integrates
/// exactly. Not part of the model's API (destager.h).

#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

#include "model/common/profile.h"
#include "model/common/scenario.h"

namespace accel::detail {

inline int signOf(double v)
{
  return (v > 0) - (v < 0);
}

/// A stretch of the profile on which W - D keeps its sign: a constant rate or a sine arc
/// W(tau) = m + a sin(theta0 + omega tau), tau in [0, dt].
struct Piece {
  double dt = 0;
  bool sine = false;
  double r = 0;
  double m = 0;
  double a = 0;
  double omega = 0;
  double theta0 = 0;
  int sign = 0;  ///< sign of W - D inside the piece

  double rate(double tau) const { return sine ? m + a * std::sin(theta0 + omega * tau) : r; }

  /// Integral of W - D over [0, tau], MB.
  double net(double tau, double d) const
  {
    if (!sine)
      return (r - d) * tau;
    return (m - d) * tau + a / omega * (std::cos(theta0) - std::cos(theta0 + omega * tau));
  }
};

/// A constant-rate piece of length dt, s.
Piece constantPiece(double rate_mbps, double dt, double d);

/// One period of the profile, as pieces (a trace is read in place, sample by sample).
struct PeriodSource {
  double period_s = 0;
  double destage_mbps = 0;
  std::vector<Piece> pieces;
  const Trace* trace = nullptr;

  std::size_t size() const { return trace != nullptr ? trace->size() : pieces.size(); }

  /// Calls f(piece) for every piece, in time order.
  template <class F>
  void forEach(F&& f) const
  {
    forEachRate([&f, this](double rate, double dt) { f(constantPiece(rate, dt, destage_mbps)); },
                f);
  }

  /// The same, with the constant rates of a trace given as constant(rate, dt).
  template <class C, class F>
  void forEachRate(C&& constant, F&& f) const
  {
    if (trace != nullptr) {
      // Each sample holds until the next; the last as traceSampleDurationS says.
      const Trace& s = *trace;
      const std::size_t n = s.size();
      for (std::size_t i = 0; i + 1 < n; ++i)
        constant(s[i].mbps, s[i + 1].t_s - s[i].t_s);
      if (n > 0)
        constant(s[n - 1].mbps, traceSampleDurationS(s, n - 1));
      return;
    }
    for (const Piece& p : pieces)
      f(p);
  }
};
/// One period of W = m + a sin(2 pi t / T), clipped at 0, cut where W = D and where W = 0.
void addSinePieces(std::vector<Piece>& out, double m, double a, double period, double d);

/// The constant rate of a constant profile or a one-sample trace.
std::optional<double> constantRate(const WriteProfile& w);

/// The profile's period as pieces for destage rate d. A constant is given the period
/// `constant_period_s`.
PeriodSource periodSource(const WriteProfile& w, double d, double constant_period_s);

/// tau in [0, dt] where x + net(tau) = target, net monotone on the piece (safeguarded Newton),
/// found to kRootTolerance of the piece.
double hitTime(const Piece& p, double d, double x, double target);

/// Hitting instants are found to this share of their piece.
constexpr double kRootTolerance = 1e-10;

}  // namespace accel::detail
