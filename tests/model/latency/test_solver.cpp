// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

#include "model/latency/fixed_point.h"

using namespace accel;
using namespace accel::detail;
using Catch::Matchers::WithinRel;

namespace {

/// Two groups, each one's rate 1 + c times the other's: a linear fixed point, x = 1 / (1 - c)
/// for both, which the substitution reaches slowly when c is close to 1 (its error shrinks by
/// about (1 + c^2) / 2 a round once damped).
class CoupledPair final : public FixedPoint {
public:
  explicit CoupledPair(double c) : c_(c) {}
  std::size_t groups() const override { return 2; }
  double maxHeld(std::size_t, std::size_t) const override { return 1; }
  Round solve(const SystemState&, const Eigen::VectorXd&, bool) const override { return {}; }
  GroupState solveGroup(std::size_t group, const SystemState& st, double&) const override
  {
    GroupState gs;
    gs.x_iops = 1 + c_ * st.x_iops[1 - group];
    gs.wait_us.fill(2 * gs.x_iops);
    return gs;
  }
  void setGroup(std::size_t group, const GroupState& gs, SystemState& st) const override
  {
    st.x_iops[group] = gs.x_iops;
  }

private:
  double c_;
};

Start idle()
{
  Start s;
  s.st.x_iops = {0, 0};
  s.groups = {GroupState{}, GroupState{}};
  s.think_us = {0, 0};
  return s;
}

}  // namespace

TEST_CASE("A creeping substitution is carried to its limit", "[latency][solver]")
{
  // c = 0.999: the damped substitution's error shrinks by about 0.999 a round, so from idle to
  // a change of 1e-9 a round takes more than 10,000 rounds; the extrapolation jumps along that
  // one slow mode.
  const CoupledPair fp(0.999);
  LatencySolver solver;
  solver.method = LatencySolver::Method::Substitution;
  solver.max_rounds = 25'000;
  solver.tolerance = 1e-9;
  const Outcome o = solveSubstitution(fp, idle(), solver);
  REQUIRE(o.converged);
  CHECK(o.rounds < 5'000);
  CHECK_THAT(o.st.x_iops[0], WithinRel(1000.0, 1e-5));
  CHECK_THAT(o.st.x_iops[1], WithinRel(1000.0, 1e-5));
}

TEST_CASE("A fast substitution is left alone", "[latency][solver]")
{
  // c = 0.5: converges in a few dozen rounds; no window of rounds passes before it stops.
  const CoupledPair fp(0.5);
  LatencySolver solver;
  solver.method = LatencySolver::Method::Substitution;
  solver.tolerance = 1e-12;
  const Outcome o = solveSubstitution(fp, idle(), solver);
  REQUIRE(o.converged);
  CHECK(o.rounds < 200);
  CHECK_THAT(o.st.x_iops[0], WithinRel(2.0, 1e-10));
}
