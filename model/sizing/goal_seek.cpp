// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/sizing/goal_seek.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "model/sizing/bracket.h"

namespace accel {

namespace {

struct Point {
  double x = 0;
  double m = 0;
};

/// The scan's inputs: log-spaced over more than two decades of positive values, else even;
/// integers rounded and de-duplicated.
std::vector<double> scanInputs(const GoalSeekRequest& r)
{
  std::vector<double> xs;
  const double lo = std::min(r.lo, r.hi);
  const double hi = std::max(r.lo, r.hi);
  if (r.integer) {
    const double first = std::ceil(lo);
    const double last = std::floor(hi);
    if (last < first)
      return xs;
    const double count = last - first + 1;
    const int n =
        static_cast<int>(std::min(count, static_cast<double>(std::max(r.scan_points, 2))));
    const bool logs = first > 0 && last / first > 100;
    for (int i = 0; i < n; ++i) {
      const double t = n > 1 ? static_cast<double>(i) / (n - 1) : 0.0;
      const double x = logs ? std::round(first * std::pow(last / first, t))
                            : std::round(first + t * (last - first));
      if (xs.empty() || x > xs.back())
        xs.push_back(x);
    }
    return xs;
  }
  const int n = std::max(r.scan_points, 2);
  const bool logs = lo > 0 && hi / lo > 100;
  for (int i = 0; i < n; ++i) {
    const double t = static_cast<double>(i) / (n - 1);
    xs.push_back(logs ? lo * std::pow(hi / lo, t) : lo + t * (hi - lo));
  }
  xs.front() = lo;
  xs.back() = hi;
  return xs;
}

int sideOf(double m, double target)
{
  return m > target ? 1 : (m < target ? -1 : 0);
}

}  // namespace

GoalSeekResult goalSeek(const GoalMetric& metric, const GoalSeekRequest& r)
{
  GoalSeekResult out;
  out.lo = std::min(r.lo, r.hi);
  out.hi = std::max(r.lo, r.hi);
  if (!std::isfinite(out.lo) || !std::isfinite(out.hi) || !std::isfinite(r.target))
    return out;

  const auto eval = [&](double x) -> std::optional<double> {
    ++out.evaluations;
    const std::optional<double> m = metric(x);
    // +infinity is a result that never comes (a buffer that never fills): above any target.
    if (m && (std::isfinite(*m) || *m > 0))
      return m;
    return std::nullopt;
  };
  const auto note = [&](double x, double m) {
    if (!std::isfinite(m))
      return;
    if (!out.closest_metric || std::abs(m - r.target) < std::abs(*out.closest_metric - r.target)) {
      out.closest_value = x;
      out.closest_metric = m;
    }
  };

  // Scan for the first change of side (or an exact hit).
  std::optional<Point> prev;
  std::optional<std::pair<Point, Point>> crossing;
  int first_side = 0;
  for (double x : scanInputs(r)) {
    if (out.evaluations >= r.max_evaluations)
      break;
    const std::optional<double> m = eval(x);
    if (!m)
      continue;
    note(x, *m);
    const int side = sideOf(*m, r.target);
    if (side == 0) {
      out.reachable = true;
      out.value = x;
      out.metric_value = *m;
      return out;
    }
    if (first_side == 0)
      first_side = side;
    if (prev && side != sideOf(prev->m, r.target)) {
      crossing = std::make_pair(*prev, Point{x, *m});
      break;
    }
    prev = Point{x, *m};
  }
  if (!crossing) {
    out.side = first_side;
    return out;
  }

  // Narrow: the condition "still on the first side" holds at a and fails at b.
  const Point a = crossing->first;
  const Point b = crossing->second;
  const int start_side = sideOf(a.m, r.target);
  std::optional<Point> last_a = a;
  std::optional<Point> last_b = b;
  if (r.integer) {
    double lo = a.x;
    double hi = b.x;
    while (hi - lo > 1 && out.evaluations < r.max_evaluations) {
      const double mid = std::floor(0.5 * (lo + hi));
      // An invalid input inside: try its neighbours towards each end before giving up.
      std::optional<double> m = eval(mid);
      double x = mid;
      for (double d = 1; !m && d < hi - lo && out.evaluations < r.max_evaluations; ++d) {
        if (mid + d < hi && (m = eval(mid + d)))
          x = mid + d;
        else if (mid - d > lo && (m = eval(mid - d)))
          x = mid - d;
      }
      if (!m)
        break;
      note(x, *m);
      if (sideOf(*m, r.target) == start_side) {
        lo = x;
        last_a = Point{x, *m};
      } else {
        hi = x;
        last_b = Point{x, *m};
      }
    }
    const Point& pick = r.largest ? *last_a : *last_b;
    out.reachable = true;
    out.value = pick.x;
    out.metric_value = pick.m;
    return out;
  }

  const auto score = [&](double m) -> std::optional<double> {
    const double d = std::abs(m - r.target);
    return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
  };
  Bracket br{a.x, b.x, score(a.m), {}, 0};
  if (const auto sb = score(b.m))
    br.hi_score = -*sb;
  narrowBracket(
      br,
      [&](double x) {
        const std::optional<double> m = eval(x);
        if (!m)
          return BracketProbe{false, std::nullopt};
        note(x, *m);
        const bool holds = sideOf(*m, r.target) == start_side;
        if (holds)
          last_a = Point{x, *m};
        else
          last_b = Point{x, *m};
        const double dist = std::abs(*m - r.target);
        if (!std::isfinite(dist))
          return BracketProbe{holds, std::nullopt};
        return BracketProbe{holds, holds ? dist : -dist};
      },
      r.tolerance, std::max(r.max_evaluations - out.evaluations, 0));
  // The end whose result is nearer the target.
  const Point& pick =
      std::abs(last_a->m - r.target) <= std::abs(last_b->m - r.target) ? *last_a : *last_b;
  out.reachable = true;
  out.value = pick.x;
  out.metric_value = pick.m;
  return out;
}

}  // namespace accel
