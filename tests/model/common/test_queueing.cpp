// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "model/common/queueing.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// Erlang C straight from its definition with factorials (lgamma), for small c only.
double erlangCByDefinition(int c, double a)
{
  double sum = 0;
  for (int k = 0; k < c; ++k)
    sum += std::exp(k * std::log(a) - std::lgamma(k + 1.0));
  const double top = std::exp(c * std::log(a) - std::lgamma(c + 1.0)) * c / (c - a);
  return top / (sum + top);
}

ClosedChain singleStation(double demand_us, double think_us = 0)
{
  ClosedChain c;
  c.stations = {QueueStation{demand_us, -1, 0, 0}};
  c.think_us = think_us;
  return c;
}

}  // namespace

TEST_CASE("B2: S = 0.1 ms at 8000 IOPS: M/M/1 0.5 ms, M/D/1 0.3 ms, M/G/1 Cs^2 = 4 1.1 ms",
          "[queueing]")
{
  const double s = 100;              // us
  const double lambda = 8000 / 1e6;  // per us: rho = 0.8
  CHECK_THAT(*mm1ResponseUs(s, lambda), WithinRel(500.0, 1e-12));
  CHECK_THAT(*mg1ResponseUs(s, 0.0, lambda), WithinRel(300.0, 1e-12));
  CHECK_THAT(*mg1ResponseUs(s, 4.0, lambda), WithinRel(1100.0, 1e-12));
  // M/M/c with one server is M/M/1.
  CHECK_THAT(*mmcResponseUs(1, s, lambda), WithinRel(500.0, 1e-12));
}

TEST_CASE("Open formulas refuse rho >= 1 instead of returning a negative or infinite latency",
          "[queueing]")
{
  CHECK_FALSE(mm1ResponseUs(100, 0.01).has_value());  // rho = 1
  CHECK_FALSE(mg1ResponseUs(100, 0.5, 0.02).has_value());
  CHECK_FALSE(mmcResponseUs(4, 100, 0.04).has_value());  // a = 4 = c
  CHECK(mmcResponseUs(4, 100, 0.0399).has_value());
  CHECK(erlangC(4, 4.0) == 1.0);
}

TEST_CASE("Erlang C from the Erlang B recursion matches its definition", "[queueing]")
{
  CHECK_THAT(erlangC(1, 0.8), WithinRel(0.8, 1e-12));      // C = rho for one server
  CHECK_THAT(erlangC(2, 1.0), WithinRel(1.0 / 3, 1e-12));  // by hand
  const int c = GENERATE(1, 2, 3, 5, 8, 16, 40);
  const double rho = GENERATE(0.05, 0.3, 0.7, 0.95, 0.999);
  CHECK_THAT(erlangC(c, rho * c), WithinRel(erlangCByDefinition(c, rho * c), 1e-9));
}

TEST_CASE("Erlang C stays finite for many servers where factorials overflow", "[queueing]")
{
  const double p = erlangC(2000, 1990.0);
  CHECK(std::isfinite(p));
  CHECK(p > 0.0);
  CHECK(p < 1.0);
  const double r = *mmcResponseUs(2000, 10.0, 199.0);
  CHECK(std::isfinite(r));
  CHECK(r >= 10.0);
}

TEST_CASE("B3: expected slowest of independent exponential legs", "[queueing]")
{
  // local 0.1 ms, remote 0.2 ms: 0.1 + 0.2 - 1/15 ms.
  CHECK_THAT(expectedMaxOfExponentialsUs({100, 200}), WithinRel(233.3333, 1e-6));
  // WB+2: two remote legs.
  CHECK_THAT(expectedMaxOfExponentialsUs({100, 200, 200}), WithinRel(316.6667, 1e-6));
  // One leg: its mean; n equal legs: m H_n.
  CHECK_THAT(expectedMaxOfExponentialsUs({70}), WithinRel(70.0, 1e-12));
  CHECK_THAT(expectedMaxOfExponentialsUs({1, 1, 1, 1}), WithinRel(1 + 0.5 + 1.0 / 3 + 0.25, 1e-12));
  CHECK(expectedMaxOfExponentialsUs({}) == 0.0);
}

TEST_CASE("MVA, one station, no think time: X = 1/D and R = N D", "[queueing][mva]")
{
  const int n = GENERATE(1, 2, 7, 64, 1024);
  const MvaResult r = solveMva(singleStation(250), n);
  CHECK_THAT(r.throughput_per_us, WithinRel(1.0 / 250, 1e-12));
  CHECK_THAT(r.response_us, WithinRel(250.0 * n, 1e-12));
}

TEST_CASE("MVA, one station with think time, matches the machine-repairman closed form",
          "[queueing][mva]")
{
  // Finite-source M/M/1//N: P0 = 1 / sum_k N!/(N-k)! (D/Z)^k, X = (1 - P0) / D.
  const double d = 100;
  const double z = GENERATE(50.0, 400.0, 5000.0);
  const int n = GENERATE(1, 3, 10, 40);
  double sum = 0, term = 1;
  for (int k = 0; k <= n; ++k) {
    sum += term;
    term *= (n - k) * d / z;
  }
  const double x = (1 - 1 / sum) / d;
  const MvaResult r = solveMva(singleStation(d, z), n);
  CHECK_THAT(r.throughput_per_us, WithinRel(x, 1e-10));
  CHECK_THAT(n / x - z, WithinRel(r.response_us, 1e-10));
}

TEST_CASE("MVA, two stations by hand: D = 1 and 2, N = 2: X = 3/7, R = 14/3", "[queueing][mva]")
{
  // Product form: G(1) = 1 + 2 = 3, G(2) = 1 + 2 + 4 = 7, X(2) = G(1)/G(2).
  ClosedChain c;
  c.stations = {QueueStation{1, -1, 0, 0}, QueueStation{2, -1, 0, 0}};
  const MvaResult r = solveMva(c, 2, true);
  CHECK_THAT(r.throughput_per_us, WithinRel(3.0 / 7, 1e-12));
  CHECK_THAT(r.response_us, WithinRel(14.0 / 3, 1e-12));
  CHECK_THAT(r.queue[1], WithinRel(3.0 / 7 * 10.0 / 3, 1e-12));
  REQUIRE(r.curve.size() == 2);
  CHECK_THAT(r.curve[0].throughput_per_us, WithinRel(1.0 / 3, 1e-12));
}

TEST_CASE("MVA with parallel branches: one I/O takes the slowest branch", "[queueing][mva]")
{
  ClosedChain c;
  c.stations = {QueueStation{65, -1, 0, 1}, QueueStation{3.5, -1, 0, 2},
                QueueStation{65, -1, 0, 2}};
  c.branch_delay_us = {10, 0, 51.6};
  const MvaResult r = solveMva(c, 1);
  CHECK_THAT(r.response_us, WithinRel(10 + std::max(65.0, 3.5 + 65 + 51.6), 1e-12));
  CHECK(r.critical_branch == 2);
}

TEST_CASE("MVA with one I/O and a background load is Pollaczek-Khinchine", "[queueing][mva]")
{
  // One I/O that arrives rarely (long think time) sees the background as an open M/G/1
  // queue. With no think time it cannot: its own load counts, and the station's capacity
  // left by the background, (1 - U_b) / D, caps it.
  const double d = 100;
  const double u = GENERATE(0.0, 0.3, 0.8, 0.95);
  const double cs2 = GENERATE(0.0, 1.0, 4.0);
  ClosedChain c;
  c.stations = {QueueStation{d, d * (1 + cs2) / 2, u, 0}};
  c.think_us = 1e12;
  CHECK_THAT(solveMva(c, 1).response_us, WithinRel(*mg1ResponseUs(d, cs2, u / d), 1e-12));
  c.think_us = 0;
  const MvaResult busy = solveMva(c, 1);
  CHECK(busy.throughput_per_us <= (1 - u) / d * (1 + 1e-12));
  CHECK(busy.response_us >= *mg1ResponseUs(d, cs2, u / d) * (1 - 1e-12));
}

TEST_CASE("MVA obeys Little's law and the asymptotic bounds on random chains", "[queueing][mva]")
{
  std::mt19937 rng(GENERATE(1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u));
  std::uniform_real_distribution<double> demand(0.5, 500), frac(0.0, 1.0);
  ClosedChain c;
  const int k = 1 + static_cast<int>(rng() % 4);
  double d_total = 0, d_max = 0;
  for (int i = 0; i < k; ++i) {
    QueueStation q;
    q.demand_us = demand(rng);
    q.residual_us = q.demand_us * frac(rng) * 2;  // Cs^2 from -1 (clipped) to 3
    d_total += q.demand_us;
    d_max = std::max(d_max, q.demand_us);
    c.stations.push_back(q);
  }
  c.think_us = frac(rng) < 0.5 ? 0.0 : demand(rng) * 4;
  const int n = GENERATE(1, 2, 5, 33, 256);
  const MvaResult r = solveMva(c, n);
  const double x = r.throughput_per_us;
  CHECK_THAT(x * (r.response_us + c.think_us), WithinRel(static_cast<double>(n), 1e-12));
  CHECK(x <= std::min(n / (d_total + c.think_us), 1 / d_max) * (1 + 1e-12));
  CHECK(r.response_us >= std::max(d_total, n * d_max - c.think_us) * (1 - 1e-12));
  for (double ut : r.utilization)
    CHECK(ut <= 1.0 + 1e-12);
}

TEST_CASE("MVA stays finite when the background alone saturates a station", "[queueing][mva]")
{
  ClosedChain c;
  c.stations = {QueueStation{100, -1, 1.5, 0}, QueueStation{20, -1, 1.0, 0}};
  const MvaResult r = solveMva(c, 64);
  CHECK(std::isfinite(r.response_us));
  CHECK(std::isfinite(r.throughput_per_us));
  CHECK(r.response_us > 0);
  CHECK(r.throughput_per_us > 0);
  CHECK_THAT(r.throughput_per_us * r.response_us, WithinRel(64.0, 1e-9));
  CHECK(solveMva(c, 0).response_us == 0.0);
}

TEST_CASE("Think time is found so that the chain runs at the target rate", "[queueing][mva]")
{
  ClosedChain c;
  c.stations = {QueueStation{120, -1, 0.2, 1}, QueueStation{300, 150, 0.1, 2}};
  c.branch_delay_us = {5, 0, 50};
  const int n = 16;
  c.think_us = 0;
  const double x_max = solveMva(c, n).throughput_per_us;
  const double target = GENERATE(0.01, 0.3, 0.9, 0.999);
  ClosedChain t = c;
  t.think_us = thinkTimeForThroughputUs(c, n, target * x_max);
  CHECK(t.think_us > 0);
  CHECK_THAT(solveMva(t, n).throughput_per_us, WithinRel(target * x_max, 1e-10));
  // Beyond capacity the chain runs flat out: no think time.
  CHECK(thinkTimeForThroughputUs(c, n, 1.01 * x_max) == 0.0);
}

TEST_CASE("Think time from any guess is the same think time", "[queueing][mva]")
{
  ClosedChain c;
  c.stations = {QueueStation{120, -1, 0.2, 1}, QueueStation{300, 150, 0.1, 2}};
  c.branch_delay_us = {5, 0, 50};
  const int n = GENERATE(1, 16, 256);
  c.think_us = 0;
  const double x_max = solveMva(c, n).throughput_per_us;
  const double target = GENERATE(0.01, 0.5, 0.999) * x_max;
  const double z = thinkTimeForThroughputUs(c, n, target);
  REQUIRE(z > 0);
  for (double guess : {0.0, 1e-3 * z, 0.5 * z, z, 2 * z, n / target, 10 * n / target}) {
    CAPTURE(n, target, guess);
    CHECK_THAT(thinkTimeForThroughputUs(c, n, target, guess), WithinRel(z, 1e-12));
  }
}

TEST_CASE("MVA sensitivities agree with finite differences", "[queueing][mva]")
{
  // Random chains with two branches, background load and held work; central differences of
  // solveMva against the derivatives carried through the recursion.
  std::mt19937 rng(GENERATE(11u, 12u, 13u, 14u, 15u, 16u));
  std::uniform_real_distribution<double> u(0.0, 1.0);
  ClosedChain c;
  c.branch_delay_us = {5 * u(rng), 50 * u(rng), 50 * u(rng)};
  const int k_count = 1 + static_cast<int>(rng() % 4);
  for (int i = 0; i < k_count; ++i) {
    QueueStation q;
    q.demand_us = 1 + 300 * u(rng);
    q.residual_us = u(rng) < 0.5 ? -1 : q.demand_us * 2 * u(rng);
    q.background_utilization = 0.9 * u(rng);
    q.background_wait_us = 2000 * u(rng);
    q.branch = static_cast<int>(rng() % 3);
    c.stations.push_back(q);
  }
  c.think_us = 5000 * u(rng);
  const int n = GENERATE(1, 7, 64);
  const MvaSensitivity s = solveMvaSensitivity(c, n);
  const MvaResult base = solveMva(c, n);
  CHECK(s.mva.throughput_per_us == base.throughput_per_us);
  CHECK(s.mva.response_us == base.response_us);
  const std::size_t K = c.stations.size();
  REQUIRE(s.dres_dthink.size() == K);
  REQUIRE(s.dx_dheld.size() == K);
  REQUIRE(s.dres_dheld.size() == K * K);
  auto close = [](double analytic, double numeric, double scale) {
    return std::abs(analytic - numeric) <= 1e-5 * std::max(std::abs(numeric), scale);
  };
  const double h = 1e-3;
  ClosedChain up = c, down = c;
  up.think_us += h;
  down.think_us -= h;
  const MvaResult zu = solveMva(up, n), zd = solveMva(down, n);
  CAPTURE(n, K);
  CHECK(close(s.dx_dthink, (zu.throughput_per_us - zd.throughput_per_us) / (2 * h),
              1e-3 * base.throughput_per_us / base.response_us));
  for (std::size_t j = 0; j < K; ++j)
    CHECK(close(s.dres_dthink[j], (zu.residence_us[j] - zd.residence_us[j]) / (2 * h), 1e-6));
  for (std::size_t k = 0; k < K; ++k) {
    ClosedChain bu = c, bd = c;
    bu.stations[k].background_wait_us += h;
    bd.stations[k].background_wait_us -= h;
    const MvaResult ru = solveMva(bu, n), rd = solveMva(bd, n);
    CAPTURE(k);
    CHECK(close(s.dx_dheld[k], (ru.throughput_per_us - rd.throughput_per_us) / (2 * h),
                1e-3 * base.throughput_per_us / base.response_us));
    for (std::size_t j = 0; j < K; ++j)
      CHECK(close(s.dres_dheld[j * K + k], (ru.residence_us[j] - rd.residence_us[j]) / (2 * h),
                  1e-6));
  }
}
