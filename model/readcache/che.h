// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file che.h
/// How reads spread over the blocks of a working set (the skew model) and what an LRU cache
/// of a given size holds of them: the characteristic-time approximation (docs/models/readcache.md).
///
/// Sources: H. Che, Y. Tung and Z. Wang, "Hierarchical Web caching systems: modeling, design
/// and experimental results", IEEE Journal on Selected Areas in Communications 20(7), 2002
/// (the characteristic time of an LRU cache and the miss stream one cache passes to the next);
/// C. Fricker, P. Robert and J. Roberts, "A versatile and accurate approximation for LRU cache
/// performance", 24th International Teletraffic Congress, 2012 (why it is accurate, including
/// for caches that hold a small share of the items).

#include <vector>

namespace accel {

/// A set of equally read blocks (items) of one size: `items` of them, read `rate` times per
/// unit of time in all (each item rate / items), each `item_kib` large.
struct AccessClass {
  double items = 0;
  double rate = 0;
  double item_kib = 1;
};

/// The access distribution: classes of equally read items. Rates are in any unit of time
/// (requests per second, or shares summing to 1); the characteristic time comes out in it.
using Popularity = std::vector<AccessClass>;

/// The hot-set form: `items` items, of which `hot_set_fraction` receive `hot_access_fraction`
/// of `rate`, the rest the rest (both fractions in [0, 1]; 80/20: 0.2 and 0.8). Two classes
/// (one when a fraction is 0 or 1). Source of the form: the "20 % of the working set accessed
/// 80 % of the time" of VMware, "Performance of vSphere Flash Read Cache in VMware vSphere
/// 5.5", technical white paper, 2013.
Popularity hotSetPopularity(double items, double hot_set_fraction, double hot_access_fraction,
                            double rate = 1.0, double item_kib = 1.0);

/// Zipf's law over `items` items: the k-th most read item is read in proportion to k^-exponent
/// (exponent >= 0; 0 is uniform). The ranks are grouped into classes of at most
/// 2^(1/bins_per_octave) spread in rank (the first 64 ranks one class each), the items of a
/// class given their mean rate; the sums are exact up to 64 ranks, then by the Euler-Maclaurin
/// integral of each group's range.
Popularity zipfPopularity(double items, double exponent, double rate = 1.0, double item_kib = 1.0,
                          int bins_per_octave = 8);

/// The items of `p` in all, and their size in KiB.
double popularityItems(const Popularity& p);
double popularityKib(const Popularity& p);
/// The rate of `p` in all.
double popularityRate(const Popularity& p);

/// Writes that touch the cache, per read and with the reads' skew (each item written in
/// proportion to how often it is read: the assumption of docs/models/readcache.md section 3,
/// "Writes"): `populate` writes per read put the item in the cache (write-through caching of
/// the writes it admits), `invalidate` writes per read take it out (the large writes it
/// filters: the cached copy is stale). Both 0: the cache sees reads alone.
struct WriteMix {
  double populate = 0;
  double invalidate = 0;
};

/// What an LRU cache of `cache_kib` holds of `p` in the steady state.
struct LruEstimate {
  /// Share of requests that hit, [0, 1] (1 when the whole working set fits).
  double hit_ratio = 0;
  /// The characteristic time T_C: the time (unit of the rates) in which requests to C KiB of
  /// distinct items arrive; an item stays cached T_C after its last request. Empty when the
  /// whole working set fits (it never leaves).
  bool fits = false;
  double characteristic_time = 0;
  /// Hit ratio of each class, in the order of `p`.
  std::vector<double> class_hit;
};

/// The characteristic-time approximation (Che et al. 2002, Fricker et al. 2012): T_C solves
///   sum_c n_c s_c (1 - exp(-q_c T_C)) = C   (q_c = rate_c / n_c per item, s_c item size),
/// and an item of class c hits with probability 1 - exp(-q_c T_C); the hit ratio is
///   sum_c rate_c (1 - exp(-q_c T_C)) / sum_c rate_c.
/// With writes `w` (WriteMix): an item is put in the cache at a = q_c (1 + populate) and taken
/// out at b = q_c invalidate (Poisson events); it is cached when its last event was a put
/// within T_C, so with rho = a / (a + b) both the occupancy and the hit probability become
/// rho (1 - exp(-(a + b) T_C)) (the same terms with w = 0). A cache of at least
/// sum_c n_c s_c rho never fills (`fits`): every item hits with probability rho.
/// Valid range: cache_kib >= 0 (0: no hits); classes with items > 0 and rate >= 0; w >= 0.
/// Solved by Newton's method from the left to a relative 1e-12 of C.
LruEstimate lruHitRatio(const Popularity& p, double cache_kib, const WriteMix& w = {});

/// The miss stream of `p` after an LRU cache with characteristic time `t` (the same classes,
/// each rate times exp(-q_c t); Che et al. 2002, the request stream the next cache of a
/// hierarchy sees). `fits`: nothing misses.
Popularity missStream(const Popularity& p, const LruEstimate& e);

/// Hit ratio at time t (unit of the rates) of a cache that started empty, while it has not yet
/// filled (t <= T_C): an item requested once since the start is still cached, so
///   h(t) = sum_c rate_c (1 - exp(-q_c t)) / sum_c rate_c.
/// With writes `w`: sum_c rate_c rho (1 - exp(-(a + b) t)) / sum_c rate_c (lruHitRatio).
double coldHitRatioAt(const Popularity& p, double t, const WriteMix& w = {});

/// Warm-up: the time (unit of the rates) after which a cache that started empty reaches
/// `fraction` (0..1) of its steady hit ratio `e`: coldHitRatioAt(t) = fraction x hit ratio,
/// which happens before the cache fills (t <= T_C). 0 when the steady hit ratio is 0.
/// With writes `w`, the cold hit ratio of coldHitRatioAt(p, t, w).
double warmupTime(const Popularity& p, const LruEstimate& e, double fraction,
                  const WriteMix& w = {});

}  // namespace accel
