// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file curve.h
/// A measured hit-ratio curve in place of the skew model (vm_groups[].read.hit_ratio_curve,
/// docs/models/readcache.md section 1): the hit share of a cache of each size, as a trace's
/// miss-ratio curve (Mattson, Gecsei, Slutz and Traiger, "Evaluation techniques for storage
/// hierarchies", IBM Systems Journal 9(2), 1970: one pass of the trace gives the LRU hit ratio
/// of every cache size) or the cache statistics at a few sizes give it.

#include <vector>

#include "model/common/scenario.h"
#include "model/readcache/che.h"

namespace accel {

/// The curve's knots: (0, 0), the points in order, then (working_set_gib, 1). Points that are
/// not finite, not inside (0, working set) or not after the previous knot are left out, hit
/// shares clamped to [0, 1] and to at least the previous one (validation names them first).
std::vector<HitRatioPoint> curveKnots(const std::vector<HitRatioPoint>& curve,
                                      double working_set_gib);

/// The hit share of a cache holding `cache_gib` of read data: linear between the knots,
///   h(C) = h_(k-1) + (h_k - h_(k-1)) (C - C_(k-1)) / (C_k - C_(k-1)),  C_(k-1) <= C <= C_k,
/// and 1 from the working set up. Valid range: cache_gib >= 0 (0 hits nothing).
double curveHitRatio(const std::vector<HitRatioPoint>& knots, double cache_gib);

/// The reads the curve implies, for what a cache passes on (the array tier's requests) and
/// for its warm-up: each segment between knots is a class of equally read items, its share of
/// the reads (h_k - h_(k-1)) spread over its (C_k - C_(k-1)) of data in items of `item_kib`,
/// at `rate` reads in all. A curve with its slope falling is a skew in this sense exactly.
Popularity curvePopularity(const std::vector<HitRatioPoint>& knots, double item_kib, double rate);

/// The cache of `cache_gib` over curvePopularity(knots, ...): the segments left of C all hit,
/// the one C falls in by the share of it C covers, so the class hits sum to curveHitRatio.
/// No characteristic time (0): the curve is measured, not an LRU of the classes; `fits` from
/// the working set up.
LruEstimate curveEstimate(const std::vector<HitRatioPoint>& knots, double cache_gib);

}  // namespace accel
