// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/sizing/bracket.h"

#include <cmath>

namespace accel {

namespace {

bool positiveEnds(const Bracket& b)
{
  return b.lo > 0 && b.hi > 0;
}

}  // namespace

double Bracket::width() const
{
  if (positiveEnds(*this))
    return std::abs(hi / lo - 1.0);
  return std::abs(hi - lo);
}

double Bracket::next() const
{
  const bool logs = positiveEnds(*this);
  const double a = logs ? std::log(lo) : lo;
  const double b = logs ? std::log(hi) : hi;
  double t = 0.5;  // bisection (in log space for positive ends)
  if (lo_score && hi_score && *lo_score > 0 && *hi_score < 0) {
    // Regula falsi on the scores; keep well inside, or a step next to an end would creep.
    t = *lo_score / (*lo_score - *hi_score);
    if (!(t > 0.02 && t < 0.98))
      t = 0.5;
  }
  const double out = logs ? std::exp(a + t * (b - a)) : a + t * (b - a);
  if (!std::isfinite(out) || out == lo || out == hi)
    return logs ? std::sqrt(lo) * std::sqrt(hi) : 0.5 * (lo + hi);
  return out;
}

void Bracket::update(double x, const BracketProbe& p)
{
  const int side = p.holds ? -1 : 1;
  // Illinois: when the same end is replaced twice in a row, the end that stays has its score
  // halved, so the next false-position step moves towards it.
  if (side == last_replaced) {
    std::optional<double>& kept = side < 0 ? hi_score : lo_score;
    if (kept)
      *kept *= 0.5;
  }
  last_replaced = side;
  if (p.holds) {
    lo = x;
    lo_score = p.score;
  } else {
    hi = x;
    hi_score = p.score;
  }
}

int narrowBracket(Bracket& b, const std::function<BracketProbe(double)>& probe, double tolerance,
                  int max_probes)
{
  int n = 0;
  while (n < max_probes && b.width() > tolerance) {
    const double x = b.next();
    b.update(x, probe(x));
    ++n;
  }
  return n;
}

}  // namespace accel
