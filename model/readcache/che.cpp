// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The skew model and the characteristic-time approximation of an LRU cache
// (docs/models/readcache.md, sections 1 and 2).
#include "model/readcache/che.h"

#include <algorithm>
#include <cmath>

namespace accel {

namespace {

/// Solves F(t) = target for an increasing concave F with F(0) = 0, starting left of the root:
/// Newton's steps then stay left of it and increase to it (the tangent of a concave function
/// lies above it). `eval` returns F(t) and sets *slope to F'(t).
template <class Eval>
double solveConcave(double t0, double target, Eval eval)
{
  double t = t0;
  for (int i = 0; i < 500; ++i) {
    double slope = 0;
    const double f = eval(t, &slope);
    const double gap = target - f;
    if (gap <= 1e-12 * target || !(slope > 0))
      break;
    const double next = t + gap / slope;
    if (!(next > t) || !std::isfinite(next))
      break;
    if (next - t <= 1e-13 * t) {
      t = next;
      break;
    }
    t = next;
  }
  return t;
}

/// An item's events relative to its read rate q: put in the cache at a = q (1 + populate),
/// taken out at b = q invalidate; gain = (a + b) / q and rho = a / (a + b).
struct Touches {
  double gain = 1;
  double rho = 1;
};

Touches touches(const WriteMix& w)
{
  const double put = 1 + (std::isfinite(w.populate) ? std::max(0.0, w.populate) : 0.0);
  const double out = std::isfinite(w.invalidate) ? std::max(0.0, w.invalidate) : 0.0;
  return {put + out, put / (put + out)};
}

}  // namespace

Popularity hotSetPopularity(double items, double hot_set_fraction, double hot_access_fraction,
                            double rate, double item_kib)
{
  Popularity p;
  const double fs = std::clamp(hot_set_fraction, 0.0, 1.0);
  const double fa = std::clamp(hot_access_fraction, 0.0, 1.0);
  if (!(items > 0))
    return p;
  const double hot = items * fs, cold = items - hot;
  if (hot > 0 && fa > 0)
    p.push_back({hot, rate * fa, item_kib});
  if (cold > 0 && fa < 1)
    p.push_back({cold, rate * (1 - fa), item_kib});
  // A hot set receiving all reads with no items, or the reverse, leaves the other class: a
  // share of reads on no items is spread over the whole set instead (a degenerate input).
  if (p.empty())
    p.push_back({items, rate, item_kib});
  return p;
}

Popularity zipfPopularity(double items, double exponent, double rate, double item_kib,
                          int bins_per_octave)
{
  Popularity p;
  if (!(items > 0))
    return p;
  const double a = std::max(0.0, exponent);
  // Weight of ranks [lo, hi): exact sum up to 64 ranks, the integral of x^-a over
  // [lo - 1/2, hi - 1/2] (midpoint rule, error below 1e-4 relative from rank 64) above.
  const auto integral = [a](double x0, double x1) {
    if (std::abs(a - 1.0) < 1e-12)
      return std::log(x1 / x0);
    return (std::pow(x1, 1 - a) - std::pow(x0, 1 - a)) / (1 - a);
  };
  const double last = items + 1;  // ranks 1 .. items (a fractional last rank counts in part)
  double lo = 1;
  const double step = std::pow(2.0, 1.0 / std::max(1, bins_per_octave));
  while (lo < last) {
    double hi = lo < 64 ? lo + 1 : std::max(lo + 1, std::floor(lo * step));
    hi = std::min(hi, last);
    const double n = hi - lo;
    double w;
    if (lo < 64 && n <= 1)
      w = n * std::pow(lo, -a);
    else
      w = integral(lo - 0.5, hi - 0.5);
    p.push_back({n, w, item_kib});
    lo = hi;
  }
  double total = 0;
  for (const AccessClass& c : p)
    total += c.rate;
  for (AccessClass& c : p)
    c.rate = total > 0 ? c.rate / total * rate : 0;
  return p;
}

double popularityItems(const Popularity& p)
{
  double n = 0;
  for (const AccessClass& c : p)
    n += c.items;
  return n;
}

double popularityKib(const Popularity& p)
{
  double k = 0;
  for (const AccessClass& c : p)
    k += c.items * c.item_kib;
  return k;
}

double popularityRate(const Popularity& p)
{
  double r = 0;
  for (const AccessClass& c : p)
    r += c.rate;
  return r;
}

LruEstimate lruHitRatio(const Popularity& p, double cache_kib, const WriteMix& w)
{
  LruEstimate e;
  e.class_hit.assign(p.size(), 0.0);
  const double total_rate = popularityRate(p);
  const Touches k = touches(w);
  // Data the cache would hold with no limit: every item with probability rho.
  const double held_kib = popularityKib(p) * k.rho;
  if (!(total_rate > 0) || !(held_kib > 0) || !(cache_kib > 0))
    return e;
  if (cache_kib >= held_kib) {
    e.fits = true;
    e.hit_ratio = k.rho;
    std::fill(e.class_hit.begin(), e.class_hit.end(), k.rho);
    return e;
  }
  // F(T) = sum n s rho (1 - exp(-g q T)) <= sum rate s rho g T (g = a / q + b / q), so
  // C / sum(rate s rho g) is left of the root.
  double byte_rate = 0;
  for (const AccessClass& c : p)
    byte_rate += c.rate * c.item_kib * k.rho * k.gain;
  const auto occupancy = [&p, &k](double t, double* slope) {
    double f = 0, d = 0;
    for (const AccessClass& c : p) {
      if (!(c.items > 0) || !(c.rate > 0))
        continue;
      const double q = c.rate / c.items * k.gain;
      const double x = std::exp(-q * t);
      f += c.items * c.item_kib * k.rho * -std::expm1(-q * t);
      d += c.rate * k.gain * c.item_kib * k.rho * x;
    }
    *slope = d;
    return f;
  };
  const double t = solveConcave(cache_kib / byte_rate, cache_kib, occupancy);
  e.characteristic_time = t;
  double hits = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const AccessClass& c = p[i];
    if (!(c.items > 0) || !(c.rate > 0))
      continue;
    e.class_hit[i] = k.rho * -std::expm1(-c.rate / c.items * k.gain * t);
    hits += c.rate * e.class_hit[i];
  }
  e.hit_ratio = std::clamp(hits / total_rate, 0.0, 1.0);
  return e;
}

Popularity missStream(const Popularity& p, const LruEstimate& e)
{
  Popularity out = p;
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i].rate *= 1.0 - (i < e.class_hit.size() ? e.class_hit[i] : 0.0);
  return out;
}

double coldHitRatioAt(const Popularity& p, double t, const WriteMix& w)
{
  const double total = popularityRate(p);
  if (!(total > 0) || !(t > 0))
    return 0;
  const Touches k = touches(w);
  double hits = 0;
  for (const AccessClass& c : p)
    if (c.items > 0 && c.rate > 0)
      hits += c.rate * k.rho * -std::expm1(-c.rate / c.items * k.gain * t);
  return std::clamp(hits / total, 0.0, 1.0);
}

double warmupTime(const Popularity& p, const LruEstimate& e, double fraction, const WriteMix& w)
{
  const double total = popularityRate(p);
  const double target = std::clamp(fraction, 0.0, 1.0) * e.hit_ratio * total;
  if (!(target > 0))
    return 0;
  const Touches k = touches(w);
  double byte_rate = 0;
  for (const AccessClass& c : p)
    byte_rate += c.items > 0 ? c.rate * k.rho * c.rate / c.items * k.gain : 0;
  // G(t) = sum rate rho (1 - exp(-g q t)) <= sum rate rho g q t: target / that is left of the
  // root.
  const auto hits = [&p, &k](double t, double* slope) {
    double g = 0, d = 0;
    for (const AccessClass& c : p) {
      if (!(c.items > 0) || !(c.rate > 0))
        continue;
      const double q = c.rate / c.items * k.gain;
      g += c.rate * k.rho * -std::expm1(-q * t);
      d += c.rate * k.rho * q * std::exp(-q * t);
    }
    *slope = d;
    return g;
  };
  double t = solveConcave(target / byte_rate, target, hits);
  if (!e.fits)
    t = std::min(t, e.characteristic_time);
  return t;
}

}  // namespace accel
