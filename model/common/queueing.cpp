// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/queueing.h"

#include "model/common/mva_kernel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace accel {

std::optional<double> mm1ResponseUs(double service_us, double arrival_per_us)
{
  return mg1ResponseUs(service_us, 1.0, arrival_per_us);
}

std::optional<double> mg1ResponseUs(double service_us, double cs2, double arrival_per_us)
{
  const double s = std::max(service_us, 0.0);
  const double rho = std::max(arrival_per_us, 0.0) * s;
  if (!(rho < 1.0))
    return std::nullopt;
  return s + rho * s * (1.0 + std::max(cs2, 0.0)) / (2.0 * (1.0 - rho));
}

double erlangC(int servers, double offered_erlangs)
{
  const int c = std::max(servers, 1);
  const double a = std::max(offered_erlangs, 0.0);
  if (a >= c)
    return 1.0;
  double b = 1.0;  // Erlang B with 0 servers
  for (int k = 1; k <= c; ++k)
    b = a * b / (k + a * b);
  const double rho = a / c;
  return b / (1.0 - rho * (1.0 - b));
}

std::optional<double> mmcResponseUs(int servers, double service_us, double arrival_per_us)
{
  const int c = std::max(servers, 1);
  const double s = std::max(service_us, 0.0);
  const double a = std::max(arrival_per_us, 0.0) * s;
  if (!(a < c))
    return std::nullopt;
  return s + erlangC(c, a) * s / (c - a);
}

double expectedMaxOfExponentialsUs(const std::vector<double>& means_us)
{
  std::vector<double> rates;
  double largest = 0;
  for (double m : means_us) {
    if (m > 0) {
      rates.push_back(1.0 / m);
      largest = std::max(largest, m);
    }
  }
  const std::size_t n = rates.size();
  if (n == 0)
    return 0.0;
  if (n > 20)
    return largest;
  double sum = 0;
  for (unsigned long mask = 1; mask < (1UL << n); ++mask) {
    double rate = 0;
    int bits = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (mask & (1UL << i)) {
        rate += rates[i];
        ++bits;
      }
    }
    sum += (bits % 2 == 1 ? 1.0 : -1.0) / rate;
  }
  return std::max(sum, largest);
}

double stationVarianceUs2(double wait_us, double demand_us, double residual_us,
                          double service_var_us2)
{
  const double w = std::max(wait_us, 0.0);
  const double g = std::max(4.0 * residual_us - demand_us, 0.0);
  return std::max(service_var_us2, 0.0) + w * w + 2.0 / 3.0 * w * g;
}

namespace {

constexpr std::size_t kMaxRandomLegs = 16;

}  // namespace

namespace detail {

double emaxShifted(const double* a, const double* b, std::size_t n, double* da, double* db)
{
  if (da)
    std::fill(da, da + n, 0.0);
  if (db)
    std::fill(db, db + n, 0.0);
  if (n == 0)
    return 0.0;
  std::size_t top = 0;
  for (std::size_t i = 1; i < n; ++i)
    if (a[i] > a[top])
      top = i;
  const double a_max = a[top];
  // (Written before they are read: no value-initialisation, which cost as much as the sum.)
  std::array<std::size_t, kMaxRandomLegs> legs;
  std::size_t m = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!(b[i] > 0))
      continue;
    if (m == kMaxRandomLegs) {
      // Too many legs for 2^n terms: the largest a_i + b_i, a lower bound.
      std::size_t best = 0;
      for (std::size_t k = 1; k < n; ++k)
        if (a[k] + std::max(b[k], 0.0) > a[best] + std::max(b[best], 0.0))
          best = k;
      if (da)
        da[best] = 1;
      if (db)
        db[best] = b[best] > 0 ? 1 : 0;
      return a[best] + std::max(b[best], 0.0);
    }
    legs[m++] = i;
  }
  std::array<double, kMaxRandomLegs> rate, c, delta;
  for (std::size_t j = 0; j < m; ++j) {
    const std::size_t i = legs[j];
    rate[j] = 1.0 / b[i];
    delta[j] = a_max - a[i];
    c[j] = delta[j] > 0 ? std::exp(-delta[j] * rate[j]) : 1.0;
  }
  double sum = 0;
  double da_top = 1;
  const bool grad = da || db;
  for (unsigned long mask = 1; mask < (1UL << m); ++mask) {
    double prod = 1, r = 0;
    int bits = 0;
    for (std::size_t j = 0; j < m; ++j) {
      if (mask & (1UL << j)) {
        prod *= c[j];
        r += rate[j];
        ++bits;
      }
    }
    const double term = (bits % 2 == 1 ? 1.0 : -1.0) * prod / r;
    sum += term;
    if (!grad)
      continue;
    for (std::size_t j = 0; j < m; ++j) {
      if (!(mask & (1UL << j)))
        continue;
      const std::size_t i = legs[j];
      if (i != top) {
        // c_j = exp(-(a* - a_j) / b_j): dc_j/da_j = c_j / b_j = -dc_j/da*.
        if (da)
          da[i] += term * rate[j];
        da_top -= term * rate[j];
      }
      // ln term = sum ln c - ln r: d/db_j = (delta_j + 1 / r) / b_j^2.
      if (db)
        db[i] += term * (delta[j] + 1.0 / r) * rate[j] * rate[j];
    }
  }
  if (da)
    da[top] += da_top;
  return a_max + sum;
}

}  // namespace detail

double expectedMaxShiftedExponentialsUs(const std::vector<double>& a_us,
                                        const std::vector<double>& b_us, std::vector<double>* da,
                                        std::vector<double>* db)
{
  const std::size_t n = std::min(a_us.size(), b_us.size());
  if (da)
    da->assign(n, 0.0);
  if (db)
    db->assign(n, 0.0);
  return detail::emaxShifted(a_us.data(), b_us.data(), n, da ? da->data() : nullptr,
                             db ? db->data() : nullptr);
}

}  // namespace accel
