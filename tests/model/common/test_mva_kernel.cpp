// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The think-time search of the MVA kernel (model/common/mva_kernel.h): the state it leaves
// (the last population step re-solved at the root, not a whole run) against a whole run at
// the same think time, and its root against a plain bisection of solveMva.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <random>
#include <vector>

#include "model/common/mva_kernel.h"
#include "model/common/queueing.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// A random chain shaped like the latency model's group chain: a common branch, a local leg
/// and 1 to 3 replica copies joined by E[max], background load and held work, stations
/// shared by the copies or correlated between them, cut-through stations, visit ratios, the
/// arrival theorem's removed customers and a population grid of 32 steps.
ClosedChain randomChain(std::mt19937& rng)
{
  std::uniform_real_distribution<double> u(0.0, 1.0);
  ClosedChain c;
  c.join = ClosedChain::Join::ExpectedMax;
  c.max_population_steps = 32;
  const int copies = 1 + static_cast<int>(rng() % 3);
  c.branch_delay_us = {20 * u(rng), 5 * u(rng), 40 * u(rng)};
  c.branch_copies = {1, 1, copies};
  c.copy_lead_us.assign(1, 0.0);
  for (int k = 0; k < copies; ++k)
    c.copy_lead_us.push_back((copies - 1 - k) * 10 * u(rng));
  const int stations = 2 + static_cast<int>(rng() % 5);
  for (int i = 0; i < stations; ++i) {
    QueueStation q;
    q.demand_us = 5 + 300 * u(rng);
    q.residual_us = q.demand_us * (0.5 + 0.5 * u(rng));
    q.background_utilization = u(rng) < 0.5 ? 0.6 * u(rng) : 0.0;
    q.background_wait_us = u(rng) < 0.3 ? 200 * u(rng) : 0.0;
    q.branch = i == 0 ? 1 : static_cast<int>(rng() % 3);
    q.visits = 0.3 + 2 * u(rng);
    q.cut_through = q.branch == 2 && u(rng) < 0.2;
    q.shared_by_copies = q.branch == 2 && u(rng) < 0.3;
    q.copy_wait_correlation = u(rng);
    q.copy_service_covariance_us2 = 100 * u(rng);
    q.removed_customers = 0.5 + 1.5 * u(rng);
    c.stations.push_back(q);
  }
  const std::size_t K = c.stations.size();
  c.wait_correlation.assign(K * K, 0.0);
  for (std::size_t k = 0; k < K; ++k)
    for (std::size_t l = k + 1; l < K; ++l)
      if (c.stations[k].branch != c.stations[l].branch)
        c.wait_correlation[k * K + l] = c.wait_correlation[l * K + k] = 0.5 * u(rng);
  return c;
}

/// Relative agreement, with an absolute floor for values near zero.
void near(double got, double want, double rel)
{
  CHECK_THAT(got, WithinRel(want, rel) || WithinAbs(want, rel * 1e3));
}

void sameState(const MvaResult& got, const MvaResult& want, double rel)
{
  near(got.throughput_per_us, want.throughput_per_us, rel);
  near(got.response_us, want.response_us, rel);
  near(got.sync_us, want.sync_us, rel);
  CHECK(got.critical_branch == want.critical_branch);
  REQUIRE(got.residence_us.size() == want.residence_us.size());
  for (std::size_t k = 0; k < got.residence_us.size(); ++k) {
    near(got.residence_us[k], want.residence_us[k], rel);
    near(got.queue[k], want.queue[k], rel);
    near(got.utilization[k], want.utilization[k], rel);
  }
  REQUIRE(got.branch_us.size() == want.branch_us.size());
  for (std::size_t b = 0; b < got.branch_us.size(); ++b) {
    near(got.branch_us[b], want.branch_us[b], rel);
    near(got.branch_var_us2[b], want.branch_var_us2[b], rel);
  }
}

}  // namespace

TEST_CASE("The think-time search leaves the kernel as a whole run at its root would",
          "[queueing][mva]")
{
  // solveThink takes its last Newton step (relative size at most about 1e-8) without another
  // run over every population: the last step's work found ahead is moved along its
  // derivative and the step solved again. Against a whole run at the think time returned:
  // agreement to 1e-11, relative (the step's own Newton tolerance is 1e-13).
  const unsigned seed = GENERATE(range(1u, 41u));
  std::mt19937 rng(seed);
  const ClosedChain c = randomChain(rng);
  const int n = GENERATE(1, 7, 32, 200, 3000);
  const double share = GENERATE(0.02, 0.5, 0.97, 1.5);
  detail::MvaKernel k0(c);
  k0.run(0.0, n, 0);
  const double target = share * k0.throughput();
  CAPTURE(seed, n, share);

  detail::MvaKernel search(c);
  const double z = search.solveThink(n, target, 0.0);
  CHECK(search.think() == std::max(z, 0.0));
  MvaResult got;
  search.fill(got, n);
  detail::MvaKernel whole(c);
  whole.run(z, n, 0);
  MvaResult want;
  whole.fill(want, n);
  sameState(got, want, 1e-11);
  if (share < 1) {
    CHECK(z > 0);
    CHECK_THAT(got.throughput_per_us, WithinRel(target, 1e-12));
  } else {
    CHECK(z == 0.0);
  }

  // With every derivative carried (the latency model's fixed point asks for them): the same
  // root, and derivatives of its last run, at most its last Newton step (1e-6 of Z) away from
  // the root: within 1e-4 of a whole run's there.
  detail::MvaKernel all(c);
  CHECK(all.solveThink(n, target, 0.0, all.directions()) == z);
  detail::MvaKernel exact(c);
  exact.run(z, n, exact.directions());
  for (std::size_t m = 0; m < all.directions(); ++m) {
    CAPTURE(m);
    const double scale = 1e-9 * std::abs(exact.throughput()) / std::max(z, 1.0);
    CHECK_THAT(all.dThroughput(m),
               WithinRel(exact.dThroughput(m), 1e-4) || WithinAbs(exact.dThroughput(m), scale));
    for (std::size_t k = 0; k < all.stations(); ++k)
      CHECK_THAT(all.dResidence(m, k), WithinRel(exact.dResidence(m, k), 1e-4) ||
                                           WithinAbs(exact.dResidence(m, k), 1e-9));
  }
}

TEST_CASE("The think-time search finds the root a bisection of solveMva finds", "[queueing][mva]")
{
  // The search runs Z = 0 only when it must (a target at or above the bottleneck's rate, or a
  // Newton step that would leave Z > 0): its root against 200 halvings of [0, N / target] on
  // X(Z) from solveMva alone.
  const unsigned seed = GENERATE(range(100u, 115u));
  std::mt19937 rng(seed);
  const ClosedChain c = randomChain(rng);
  const int n = GENERATE(5, 64, 1000);
  const double share = GENERATE(0.05, 0.6, 0.995);
  ClosedChain t = c;
  t.think_us = 0;
  const double target = share * solveMva(t, n).throughput_per_us;
  CAPTURE(seed, n, share);
  double lo = 0, hi = n / target;
  for (int i = 0; i < 200 && hi - lo > 1e-14 * hi; ++i) {
    t.think_us = 0.5 * (lo + hi);
    (solveMva(t, n).throughput_per_us > target ? lo : hi) = t.think_us;
  }
  const double z = thinkTimeForThroughputUs(c, n, target);
  CHECK_THAT(z, WithinRel(0.5 * (lo + hi), 1e-11));
  // From a guess on either side, the same root.
  for (const double guess : {0.5 * z, 0.999 * z, 1.001 * z})
    CHECK_THAT(thinkTimeForThroughputUs(c, n, target, guess), WithinRel(z, 1e-11));
}

TEST_CASE("A run moved to a nearby think time agrees with a run there", "[queueing][mva]")
{
  // retarget: the values' error is of the order of the move squared.
  const unsigned seed = GENERATE(range(200u, 220u));
  std::mt19937 rng(seed);
  const ClosedChain c = randomChain(rng);
  const int n = GENERATE(3, 100, 5000);
  detail::MvaKernel k(c);
  k.run(0.0, n, 0);
  const double z0 = 0.5 * n / k.throughput();
  for (const double rel_move : {1e-8, -1e-8, 1e-6}) {
    CAPTURE(seed, n, rel_move);
    k.run(z0, n, 1);
    k.retarget(z0 * (1 + rel_move));
    CHECK(k.think() == z0 * (1 + rel_move));
    MvaResult got;
    k.fill(got, n);
    detail::MvaKernel whole(c);
    whole.run(z0 * (1 + rel_move), n, 0);
    MvaResult want;
    whole.fill(want, n);
    sameState(got, want, std::abs(rel_move) > 1e-7 ? 1e-9 : 1e-11);
  }
}

TEST_CASE(
    "The fork-join's derivatives with respect to the think time agree with finite "
    "differences",
    "[queueing][mva]")
{
  // The think-time search's Newton steps and the step it takes without a run rest on them.
  // Random chains of the latency model's shape (their waits' correlation between the legs
  // strong enough that the legs' common component is held at a branch's whole variance),
  // central differences of whole runs, 1e-5 relative.
  const unsigned seed = GENERATE(range(300u, 330u));
  std::mt19937 rng(seed);
  const ClosedChain c = randomChain(rng);
  const int n = GENERATE(7, 200, 3000);
  detail::MvaKernel k(c);
  k.run(0.0, n, 0);
  const double z = GENERATE(0.1, 1.0, 10.0) * n / k.throughput();
  CAPTURE(seed, n, z);
  k.run(z, n, 1);
  const double h = 1e-5 * z;
  detail::MvaKernel up(c), down(c);
  up.run(z + h, n, 0);
  down.run(z - h, n, 0);
  const double dx = (up.throughput() - down.throughput()) / (2 * h);
  // (0 where the bottleneck's rate holds X: the operational bound.)
  CHECK_THAT(k.dThroughput(0), WithinRel(dx, 1e-5) || WithinAbs(dx, 1e-9 * k.throughput() / z));
  for (std::size_t j = 0; j < k.stations(); ++j) {
    const double dr = (up.residence(j) - down.residence(j)) / (2 * h);
    CHECK_THAT(k.dResidence(0, j), WithinRel(dr, 1e-5) || WithinAbs(dr, 1e-9));
  }
}

namespace {

/// Every field of two results, bit for bit (signed zeros included).
void requireSame(const MvaResult& a, const MvaResult& b)
{
  const auto bits = [](const std::vector<double>& v) {
    std::vector<bool> sign;
    for (double x : v)
      sign.push_back(std::signbit(x));
    return sign;
  };
  CHECK(std::signbit(a.response_us) == std::signbit(b.response_us));
  CHECK(bits(a.residence_us) == bits(b.residence_us));
  CHECK(bits(a.utilization) == bits(b.utilization));
  CHECK(bits(a.branch_us) == bits(b.branch_us));
  CHECK(a.outstanding == b.outstanding);
  CHECK(a.throughput_per_us == b.throughput_per_us);
  CHECK(a.response_us == b.response_us);
  CHECK(a.think_us == b.think_us);
  CHECK(a.residence_us == b.residence_us);
  CHECK(a.queue == b.queue);
  CHECK(a.utilization == b.utilization);
  CHECK(a.branch_us == b.branch_us);
  CHECK(a.branch_var_us2 == b.branch_var_us2);
  CHECK(a.critical_branch == b.critical_branch);
  CHECK(a.sync_us == b.sync_us);
  REQUIRE(a.curve.size() == b.curve.size());
  for (std::size_t i = 0; i < a.curve.size(); ++i) {
    CHECK(a.curve[i].outstanding == b.curve[i].outstanding);
    CHECK(a.curve[i].throughput_per_us == b.curve[i].throughput_per_us);
    CHECK(a.curve[i].response_us == b.curve[i].response_us);
  }
}

}  // namespace

TEST_CASE("A product-form chain solved by its recursion alone equals the kernel bit for bit",
          "[queueing][mva]")
{
  std::mt19937 rng(23);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  for (int c = 0; c < 400; ++c) {
    ClosedChain chain;
    const int stations = 1 + static_cast<int>(rng() % 8);
    for (int i = 0; i < stations; ++i) {
      QueueStation q;
      const double pick = u(rng);
      q.demand_us = pick < 0.1 ? 0.0 : pick < 0.13 ? -1.0 : pick < 0.15 ? -0.0 : 1 + 300 * u(rng);
      if (u(rng) < 0.3)
        q.residual_us = q.demand_us;  // exponential, said outright
      if (i > 0 && u(rng) < 0.2)
        q.demand_us = chain.stations[0].demand_us;  // a tie for the bottleneck
      if (q.residual_us >= 0)
        q.residual_us = q.demand_us;
      chain.stations.push_back(q);
    }
    const double think = u(rng);
    chain.think_us = think < 0.15 ? 0.0 : think < 0.25 ? -100 * u(rng) : 5000 * u(rng);
    const double delay = u(rng);
    if (delay < 0.4)
      chain.branch_delay_us = {50 * u(rng)};
    else if (delay < 0.5)
      chain.branch_delay_us = {-10 * u(rng)};
    else if (delay < 0.6)
      chain.branch_delay_us = {-0.0};
    else if (delay < 0.8)
      chain.branch_delay_us.clear();
    if (u(rng) < 0.4) {
      chain.join = ClosedChain::Join::ExpectedMax;
      chain.max_population_steps = u(rng) < 0.5 ? 0 : 1000;
    }
    const int n = c % 10 == 0 ? static_cast<int>(rng() % 3) : 1 + static_cast<int>(rng() % 300);
    const bool curve = u(rng) < 0.3;
    MvaResult fast;
    REQUIRE(detail::solvePlainMva(chain, n, fast, curve));
    // The kernel's own recursion, as solveMva ran it before the plain path existed.
    detail::MvaKernel kernel(chain);
    MvaResult want;
    detail::clearMvaResult(want, kernel.stations(), kernel.branches(),
                           std::max(chain.think_us, 0.0));
    if (n >= 1) {
      kernel.run(chain.think_us, n, 0, curve ? &want.curve : nullptr);
      kernel.fill(want, n);
    }
    requireSame(fast, want);
    // solveMva takes that path, and gives the textbook recursion's throughput.
    MvaResult through;
    solveMva(chain, n, through, curve);
    requireSame(through, want);
  }
}

TEST_CASE("Chains the recursion alone does not cover go to the kernel", "[queueing][mva]")
{
  ClosedChain plain;
  plain.stations.resize(2);
  plain.stations[0].demand_us = 100;
  plain.stations[1].demand_us = 40;
  plain.think_us = 1000;
  MvaResult r;
  CHECK(detail::solvePlainMva(plain, 8, r, false));
  const auto refused = [&r](ClosedChain c) {
    r = MvaResult{};
    r.outstanding = -7;
    const bool taken = detail::solvePlainMva(c, 8, r, false);
    return !taken && r.outstanding == -7;  // left alone
  };
  const auto with = [&plain](auto&& change) {
    ClosedChain c = plain;
    change(c.stations[1]);
    return c;
  };
  CHECK(refused(with([](QueueStation& s) { s.residual_us = 20; })));
  CHECK(refused(with([](QueueStation& s) { s.background_utilization = 0.1; })));
  CHECK(refused(with([](QueueStation& s) { s.background_wait_us = 5; })));
  CHECK(refused(with([](QueueStation& s) { s.branch = 1; })));
  CHECK(refused(with([](QueueStation& s) { s.cut_through = true; })));
  CHECK(refused(with([](QueueStation& s) { s.visits = 0.5; })));
  CHECK(refused(with([](QueueStation& s) { s.residual_visits = 0.5; })));
  CHECK(refused(with([](QueueStation& s) { s.removed_customers = 0.5; })));
  CHECK(refused(with([](QueueStation& s) { s.demand_us = std::nan(""); })));
  CHECK(refused(with([](QueueStation& s) { s.demand_us = HUGE_VAL; })));
  CHECK(refused(with([](QueueStation& s) { s.demand_us = 2e154; })));  // its square overflows
  ClosedChain think = plain;
  think.think_us = HUGE_VAL;
  CHECK(refused(think));
  ClosedChain delay = plain;
  delay.branch_delay_us = {std::nan("")};
  CHECK(refused(delay));
  ClosedChain delays = plain;
  delays.branch_delay_us = {1, 2};
  CHECK(refused(delays));
  ClosedChain grid = plain;
  grid.join = ClosedChain::Join::ExpectedMax;
  grid.max_population_steps = 4;
  CHECK(refused(grid));
  CHECK(detail::solvePlainMva(grid, 4, r, false));  // within the grid: exact
}
