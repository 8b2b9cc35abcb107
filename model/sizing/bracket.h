// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file bracket.h
/// Narrowing a bracket around the point where a monotone condition flips: the root finding
/// behind headroom and goal seek (docs/models/sizing.md).
///
/// The condition holds at `lo` and fails at `hi` (either may be the larger). Each step probes
/// a point strictly inside: the Illinois variant of regula falsi (Dowell & Jarratt 1971) on a
/// continuous score when both ends have one, else the geometric mean (log-space bisection)
/// when both ends are positive, else the midpoint; a step that would land too close to an end
/// falls back to bisection, so the bracket at least halves (in log space) every second step.

#include <functional>
#include <optional>

namespace accel {

/// What a probe found: whether the condition holds, and a continuous score that crosses 0
/// where it flips (positive where it holds), when one is known.
struct BracketProbe {
  bool holds = false;
  std::optional<double> score;
};

struct Bracket {
  double lo = 0;  ///< the condition holds here
  double hi = 0;  ///< and fails here
  std::optional<double> lo_score;
  std::optional<double> hi_score;
  int last_replaced = 0;  ///< the end the last probe replaced (-1 lo, +1 hi), for Illinois

  /// |hi / lo - 1| for positive ends, |hi - lo| otherwise.
  double width() const;
  /// The next point to probe, strictly between lo and hi.
  double next() const;
  /// Records a probe at x (inside the bracket): it becomes the end on its side.
  void update(double x, const BracketProbe& p);
};

/// Narrows `b` with probe(x) until width() <= tolerance or `max_probes` probes; returns the
/// probes made.
int narrowBracket(Bracket& b, const std::function<BracketProbe(double)>& probe, double tolerance,
                  int max_probes = 200);

}  // namespace accel
