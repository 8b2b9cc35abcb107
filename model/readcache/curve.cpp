// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// A measured hit-ratio curve in place of the skew model (docs/models/readcache.md section 1).
#include "model/readcache/curve.h"

#include <algorithm>
#include <cmath>

namespace accel {

namespace {

constexpr double kKibPerGib = 1024.0 * 1024.0;

}  // namespace

std::vector<HitRatioPoint> curveKnots(const std::vector<HitRatioPoint>& curve,
                                      double working_set_gib)
{
  std::vector<HitRatioPoint> k{{0.0, 0.0}};
  const bool w_ok = std::isfinite(working_set_gib) && working_set_gib > 0;
  for (const HitRatioPoint& p : curve) {
    if (!std::isfinite(p.cache_gib) || !std::isfinite(p.hit_ratio) ||
        !(p.cache_gib > k.back().cache_gib) || (w_ok && !(p.cache_gib < working_set_gib)))
      continue;
    k.push_back({p.cache_gib, std::clamp(p.hit_ratio, k.back().hit_ratio, 1.0)});
  }
  if (w_ok)
    k.push_back({working_set_gib, 1.0});
  return k;
}

double curveHitRatio(const std::vector<HitRatioPoint>& knots, double cache_gib)
{
  if (knots.size() < 2 || !(cache_gib > 0))
    return 0;
  if (cache_gib >= knots.back().cache_gib)
    return knots.back().hit_ratio;
  const auto hi =
      std::upper_bound(knots.begin(), knots.end(), cache_gib,
                       [](double c, const HitRatioPoint& p) { return c < p.cache_gib; });
  const HitRatioPoint& b = *hi;
  const HitRatioPoint& a = *(hi - 1);
  const double span = b.cache_gib - a.cache_gib;
  const double h = a.hit_ratio + (b.hit_ratio - a.hit_ratio) * (cache_gib - a.cache_gib) / span;
  return std::clamp(h, 0.0, 1.0);
}

Popularity curvePopularity(const std::vector<HitRatioPoint>& knots, double item_kib, double rate)
{
  Popularity p;
  if (!(item_kib > 0))
    return p;
  for (std::size_t k = 1; k < knots.size(); ++k) {
    const double data = knots[k].cache_gib - knots[k - 1].cache_gib;
    const double share = knots[k].hit_ratio - knots[k - 1].hit_ratio;
    p.push_back({data * kKibPerGib / item_kib, std::max(0.0, share) * rate, item_kib});
  }
  return p;
}

LruEstimate curveEstimate(const std::vector<HitRatioPoint>& knots, double cache_gib)
{
  LruEstimate e;
  e.class_hit.assign(knots.size() > 0 ? knots.size() - 1 : 0, 0.0);
  if (knots.size() < 2)
    return e;
  const double c = std::max(0.0, cache_gib);
  for (std::size_t k = 1; k < knots.size(); ++k) {
    const double data = knots[k].cache_gib - knots[k - 1].cache_gib;
    e.class_hit[k - 1] = data > 0 ? std::clamp((c - knots[k - 1].cache_gib) / data, 0.0, 1.0) : 0;
  }
  e.hit_ratio = curveHitRatio(knots, c);
  e.fits = c >= knots.back().cache_gib;
  return e;
}

}  // namespace accel
