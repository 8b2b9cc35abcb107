// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The fixed point between the VM groups' chains (latency_fixed_point.h): Newton's method and
// successive substitution. docs/models/latency.md describes both.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <utility>
#include <vector>

#include "model/latency/fixed_point.h"

namespace accel::detail {

namespace {

/// Largest relative change between two states (rates to 1e-9 IOPS, waits to 1e-6 us).
double stateChange(const GroupState& a, const GroupState& b)
{
  auto rel = [](double p, double q, double floor) {
    return std::abs(p - q) / std::max({std::abs(p), std::abs(q), floor});
  };
  double change = rel(a.x_iops, b.x_iops, 1e-9);
  for (std::size_t k = 0; k < kKinds; ++k)
    change = std::max(change, rel(a.wait_us[k], b.wait_us[k], 1e-6));
  return change;
}

GroupState blend(const GroupState& a, const GroupState& b, double w)
{
  auto mix = [w](double p, double q) { return p + w * (q - p); };
  GroupState r;
  r.x_iops = mix(a.x_iops, b.x_iops);
  for (std::size_t k = 0; k < kKinds; ++k)
    r.wait_us[k] = mix(a.wait_us[k], b.wait_us[k]);
  return r;
}

/// Newton's method on the fixed point h = Psi(h) (solveNewton; docs/models/latency.md says
/// why each safeguard is there).
class NewtonSolver {
public:
  NewtonSolver(const FixedPoint& fp, Start start, const LatencySolver& solver);
  Outcome run();

private:
  /// The map linearised at a point, in y = log h.
  struct Linear {
    Eigen::VectorXd r;     ///< log Psi - y: the substitution step
    Eigen::MatrixXd a_hh;  ///< d log Psi / d y, think times fixed
    Eigen::MatrixXd a_hz;  ///< d log Psi / d Z
    Eigen::MatrixXd x_y;   ///< d (X / d) / d y
    double e_h = 0;        ///< largest |r|
  };

  std::size_t at(Eigen::Index i) const { return at_[static_cast<std::size_t>(i)]; }
  Eigen::Index row(Eigen::Index i) const { return static_cast<Eigen::Index>(at(i)); }
  bool budget() const { return o_.rounds < solver_.max_rounds; }
  Round solveAt(const Eigen::VectorXd& y);
  Eigen::VectorXd logPsi(const Round& r) const;
  Linear linearise(const Round& r, const Eigen::VectorXd& y) const;
  std::vector<bool> newtonJacobian(const Round& r, const Linear& l, Eigen::MatrixXd& jac,
                                   Eigen::VectorXd& forcing, Eigen::VectorXd& dy) const;
  Eigen::VectorXd newtonStep(const Eigen::VectorXd& y, const Linear& l, const Eigen::MatrixXd& jac,
                             const Eigen::VectorXd& forcing, const Eigen::VectorXd& dy_y) const;
  void substitute(Eigen::VectorXd& y, Round& r, const Eigen::VectorXd& res);

  const FixedPoint& fp_;
  const LatencySolver& solver_;
  Outcome o_;
  std::vector<std::size_t> at_;  ///< the unknowns: index into SystemState::held
  std::vector<double> held0_;    ///< where to start
  Eigen::Index n_ = 0, gn_ = 0;
  Eigen::VectorXd think_;  ///< the latest think times: the next guesses
  Eigen::VectorXd y_max_;  ///< log of the most work a VM can hold at each station
  Eigen::MatrixXd identity_;
};

NewtonSolver::NewtonSolver(const FixedPoint& fp, Start start, const LatencySolver& solver)
    : fp_(fp), solver_(solver)
{
  const std::size_t G = fp.groups();
  gn_ = static_cast<Eigen::Index>(G);
  o_.st = std::move(start.st);
  held0_ = o_.st.held;
  std::fill(o_.st.held.begin(), o_.st.held.end(), 0.0);
  think_ = Eigen::Map<const Eigen::VectorXd>(start.think_us.data(), gn_);
  // The unknowns: the work held where some is (groups with a demand, at the stations they
  // visit), with the most a VM can hold there.
  std::vector<double> y_max;
  for (std::size_t g = 0; g < G; ++g) {
    for (std::size_t kind = 0; kind < kKinds; ++kind) {
      const double most = fp.maxHeld(g, kind);
      if (most > 0) {
        at_.push_back(heldIndex(g, kind));
        y_max.push_back(std::log(most));
      }
    }
  }
  n_ = static_cast<Eigen::Index>(at_.size());
  y_max_ = Eigen::Map<const Eigen::VectorXd>(y_max.data(), n_);
  identity_ = Eigen::MatrixXd::Identity(n_, n_);
}

Round NewtonSolver::solveAt(const Eigen::VectorXd& y)
{
  SystemState st = o_.st;
  for (Eigen::Index i = 0; i < n_; ++i)
    st.held[at(i)] = std::exp(y(i));
  ++o_.rounds;
  Round r = fp_.solve(st, think_);
  think_ = r.think_us;
  return r;
}

Eigen::VectorXd NewtonSolver::logPsi(const Round& r) const
{
  Eigen::VectorXd v(n_);
  for (Eigen::Index i = 0; i < n_; ++i)
    v(i) = std::log(std::max(r.psi(row(i)), std::numeric_limits<double>::min()));
  return v;
}

NewtonSolver::Linear NewtonSolver::linearise(const Round& r, const Eigen::VectorXd& y) const
{
  // In y = log h: d log Psi_i / d y_k = (h_k / Psi_i) d Psi_i / d h_k.
  Linear l;
  l.r = logPsi(r) - y;
  l.a_hh.resize(n_, n_);
  l.a_hz.resize(n_, gn_);
  l.x_y.resize(gn_, n_);
  // h = exp(y), once (std::exp, as each entry had it).
  Eigen::VectorXd h(n_);
  for (Eigen::Index k = 0; k < n_; ++k)
    h(k) = std::exp(y(k));
  for (Eigen::Index i = 0; i < n_; ++i) {
    const double psi = std::max(r.psi(row(i)), std::numeric_limits<double>::min());
    for (Eigen::Index k = 0; k < n_; ++k)
      l.a_hh(i, k) = r.dpsi_dh(row(i), row(k)) * h(k) / psi;
    l.a_hz.row(i) = r.dpsi_dz.row(row(i)) / psi;
  }
  for (Eigen::Index g = 0; g < gn_; ++g)
    for (Eigen::Index k = 0; k < n_; ++k)
      l.x_y(g, k) = r.drate_dh(g, row(k)) * h(k);
  l.e_h = n_ > 0 ? l.r.lpNorm<Eigen::Infinity>() : 0.0;
  return l;
}

/// Jacobian of the map (minus I) for Newton's step, and the groups the step makes
/// capacity-bound. A group with Z > 0 keeps its rate at the demand, so its Z follows h:
/// dZ/dy = -(dX/dy) / (dX/dZ). A group whose Z would fall below 0 on the step is
/// capacity-bound: its Z goes to 0 (the step's `forcing`: d log Psi / dZ x (0 - Z)) and its
/// rate is free; a capacity-bound group whose rate would exceed the demand is released.
/// Repeated until the set of capacity-bound groups is consistent with the step. `dy`: the
/// step in y with the Jacobian and forcing returned (jac dy = -r - forcing).
std::vector<bool> NewtonSolver::newtonJacobian(const Round& r, const Linear& l,
                                               Eigen::MatrixXd& jac, Eigen::VectorXd& forcing,
                                               Eigen::VectorXd& dy) const
{
  const std::size_t G = fp_.groups();
  std::vector<bool> bound(G, true);
  for (Eigen::Index g = 0; g < gn_; ++g)
    bound[static_cast<std::size_t>(g)] = !(r.think_us(g) > 0 && r.drate_dz(g) < 0);
  for (std::size_t pass = 0; pass <= G; ++pass) {
    jac = l.a_hh - identity_;
    forcing.setZero(n_);
    for (Eigen::Index g = 0; g < gn_; ++g) {
      if (!bound[static_cast<std::size_t>(g)])
        jac -= l.a_hz.col(g) * (l.x_y.row(g) / r.drate_dz(g));
      else if (r.think_us(g) > 0)
        forcing -= l.a_hz.col(g) * r.think_us(g);
    }
    dy = jac.partialPivLu().solve(-l.r - forcing);
    if (!dy.allFinite())
      break;
    bool changed = false;
    for (Eigen::Index g = 0; g < gn_; ++g) {
      const std::size_t gi = static_cast<std::size_t>(g);
      if (!r.demand[gi])
        continue;
      if (!bound[gi]) {
        if (r.think_us(g) - l.x_y.row(g).dot(dy) / r.drate_dz(g) < 0) {
          bound[gi] = true;
          changed = true;
        }
      } else if (r.think_us(g) == 0 && r.drate_dz(g) < 0 && r.rate(g) + l.x_y.row(g).dot(dy) > 0) {
        bound[gi] = false;
        changed = true;
      }
    }
    if (!changed)
      break;
  }
  return bound;
}

/// Newton's step in y from the Jacobian in y (log h) and the forcing of the groups turning
/// capacity-bound. Solved in h where it keeps every h positive, else in y: the work held at a
/// station off the critical path of the fork-join grows affinely with the work the others
/// hold there (a queue fed at a rate set elsewhere), which Newton in h solves in one step and
/// in log h overshoots by orders of magnitude; a group's rate scales all its held work at
/// once, which Newton in log h follows and in h can drive below zero. `dy_y`: the step in y
/// (newtonJacobian's: the same system, solved once).
Eigen::VectorXd NewtonSolver::newtonStep(const Eigen::VectorXd& y, const Linear& l,
                                         const Eigen::MatrixXd& jac, const Eigen::VectorXd& forcing,
                                         const Eigen::VectorXd& dy_y) const
{
  // In h: Psi_h = D_psi (jac + I) D_h^-1, residual Psi - h, forcing D_psi forcing.
  const Eigen::VectorXd h = y.array().exp().matrix();
  const Eigen::VectorXd psi = (l.r + y).array().exp().matrix();
  const Eigen::MatrixXd jac_h =
      psi.asDiagonal() * (jac + identity_) * h.cwiseInverse().asDiagonal() - identity_;
  const Eigen::VectorXd dh = jac_h.partialPivLu().solve(h - psi - psi.cwiseProduct(forcing));
  if (dh.allFinite() && ((h + dh).array() > 0).all())
    return (h + dh).array().log().matrix() - y;
  return dy_y;
}

/// Substitution, y <- log Psi = y + r, and further along r while the residual keeps its
/// direction, every component of it that counts included: y + w r for w = 4, 16, ...; then a
/// secant step on the ray between the last two points (also between 0 and 1,
/// which damps an oscillation). Below the fixed point of a chain whose map is steeper than 1
/// (a station fed past its capacity) the held work grows by a constant factor a round until
/// the chain turns; the expansion finds the turn in a few rounds.
void NewtonSolver::substitute(Eigen::VectorXd& y, Round& r, const Eigen::VectorXd& res)
{
  constexpr double kExpansion = 4;
  constexpr double kMaxStretch = 4096;
  /// Components of the residual at least this share of the largest must keep their sign.
  constexpr double kCounts = 0.1;
  const double largest = res.lpNorm<Eigen::Infinity>();
  auto along = [&](const Round& q, const Eigen::VectorXd& yq) { return (logPsi(q) - yq).dot(res); };
  auto turned = [&](const Round& q, const Eigen::VectorXd& yq) {
    const Eigen::VectorXd rq = logPsi(q) - yq;
    for (Eigen::Index i = 0; i < n_; ++i)
      if (std::abs(res(i)) >= kCounts * largest && rq(i) * res(i) < 0)
        return true;
    return false;
  };
  double w = 1, w_prev = 0, a_prev = res.squaredNorm();
  Eigen::VectorXd y1 = y + res;
  Round r1 = solveAt(y1);
  double a = along(r1, y1);
  while (a > 0 && !turned(r1, y1) && w < kMaxStretch && budget()) {
    const double w_next = w * kExpansion;
    Eigen::VectorXd y2 = y + w_next * res;
    Round r2 = solveAt(y2);
    const double a_next = along(r2, y2);
    if (!std::isfinite(a_next))
      break;
    w_prev = w;
    a_prev = a;
    w = w_next;
    a = a_next;
    y1 = std::move(y2);
    r1 = std::move(r2);
  }
  if (a < 0 && budget()) {
    const double w_root = w_prev + (w - w_prev) * a_prev / (a_prev - a);
    y1 = y + w_root * res;
    r1 = solveAt(y1);
  }
  y = std::move(y1);
  r = std::move(r1);
}

Outcome NewtonSolver::run()
{
  constexpr int kMaxSecants = 3;
  constexpr double kArmijo = 1e-4;
  // Start: the held work given where it is positive, else one round of substitution.
  Eigen::VectorXd y(n_);
  {
    bool idle = false;
    for (Eigen::Index i = 0; i < n_; ++i)
      idle = idle || !(held0_[at(i)] > 0);
    Round first;
    if (idle) {
      SystemState st = o_.st;
      st.held = held0_;
      ++o_.rounds;
      first = fp_.solve(st, think_, false);
      think_ = first.think_us;
    }
    for (Eigen::Index i = 0; i < n_; ++i) {
      const double h0 = held0_[at(i)] > 0 ? held0_[at(i)] : first.psi(row(i));
      y(i) = std::log(std::max(h0, std::numeric_limits<double>::min()));
    }
  }
  Round cur = solveAt(y);
  auto boundSet = [](const Round& q) {
    std::vector<bool> b(static_cast<std::size_t>(q.think_us.size()));
    for (Eigen::Index g = 0; g < q.think_us.size(); ++g)
      b[static_cast<std::size_t>(g)] = !(q.think_us(g) > 0);
    return b;
  };
  for (;;) {
    const Linear l = linearise(cur, y);
    if (l.e_h <= solver_.tolerance) {
      o_.converged = true;
      break;
    }
    if (!budget())
      break;
    Eigen::MatrixXd jac;
    Eigen::VectorXd forcing;
    Eigen::VectorXd dy_y;
    const std::vector<bool> predicted = newtonJacobian(cur, l, jac, forcing, dy_y);
    const double m0 = l.r.squaredNorm();
    bool accepted = false;
    for (int t = 0; t <= kMaxSecants && budget(); ++t) {
      Eigen::VectorXd dy;
      if (t == 0) {
        dy = newtonStep(y, l, jac, forcing, dy_y);
      } else {
        dy = jac.partialPivLu().solve(-l.r);
      }
      // A step against the substitution step: below the fixed point of a chain held past its
      // capacity, where the map is steeper than 1 (substitution rises to it).
      if (!dy.allFinite() || !(dy.dot(l.r) > 0))
        break;
      // Cut where a VM would hold more than it can: a linear model of a saturating map can
      // overshoot by orders of magnitude.
      const Eigen::VectorXd y_try = (y + dy).cwiseMin(y_max_.cwiseMax(y));
      const Eigen::VectorXd step = y_try - y;
      Round next = solveAt(y_try);
      const Eigen::VectorXd r1 = logPsi(next) - y_try;
      if (r1.squaredNorm() <= (1 - kArmijo) * m0) {
        y = y_try;
        cur = std::move(next);
        accepted = true;
        break;
      }
      // A step that turned groups capacity-bound as predicted lands on the far side of that
      // kink, where the residuals are not comparable: judged after one more Newton step from
      // there (a watchdog), both taken if that one ends below the residual at the start.
      if (t == 0 && predicted != boundSet(cur) && predicted == boundSet(next) && budget()) {
        const Linear l1 = linearise(next, y_try);
        Eigen::MatrixXd jac1;
        Eigen::VectorXd forcing1;
        Eigen::VectorXd dy1_y;
        newtonJacobian(next, l1, jac1, forcing1, dy1_y);
        const Eigen::VectorXd dy1 = newtonStep(y_try, l1, jac1, forcing1, dy1_y);
        if (dy1.allFinite()) {
          const Eigen::VectorXd y2 = (y_try + dy1).cwiseMin(y_max_.cwiseMax(y_try));
          Round after = solveAt(y2);
          if ((logPsi(after) - y2).squaredNorm() <= (1 - kArmijo) * m0) {
            y = y2;
            cur = std::move(after);
            accepted = true;
            break;
          }
        }
      }
      // Broyden's secant correction along the rejected step: where the map has a kink (a
      // branch of the fork-join taking over), the secant sees the slope across it.
      jac += (r1 - l.r - jac * step) * step.transpose() / step.squaredNorm();
    }
    if (!accepted && budget())
      substitute(y, cur, l.r);
  }
  for (Eigen::Index i = 0; i < n_; ++i)
    o_.st.held[at(i)] = std::exp(y(i));
  for (std::size_t g = 0; g < fp_.groups(); ++g)
    o_.st.x_iops[g] = cur.x_iops(static_cast<Eigen::Index>(g));
  o_.think_us.assign(cur.think_us.data(), cur.think_us.data() + gn_);
  return o_;
}

}  // namespace

Outcome solveNewton(const FixedPoint& fp, Start start, const LatencySolver& solver)
{
  return NewtonSolver(fp, std::move(start), solver).run();
}

/// Successive substitution over the groups' rates and waits (Gauss-Seidel over the groups,
/// damped after a few rounds): each group's chain is solved at the work the other VMs (of
/// every group, its own included) currently hold.
///
/// Where it creeps (the change shrinks by the same factor rho < 1 round after round, one slow
/// mode left), the rest of the way is a geometric series: the state jumps to its limit,
/// x + dx rho / (1 - rho), dx the last round's step (Aitken's extrapolation of a linearly
/// converging sequence; Brezinski and Redivo Zaglia, "Extrapolation Methods", 1991, ch. 1).
/// It does so only once two windows of kWindow rounds agree on rho within 5 % of its
/// logarithm, and the substitution goes on from there, so a wrong jump is corrected as any
/// other start would be.
Outcome solveSubstitution(const FixedPoint& fp, Start start, const LatencySolver& solver)
{
  constexpr int kUndampedRounds = 20;
  constexpr int kWindow = 200;
  const std::size_t G = fp.groups();
  Outcome o;
  o.st = std::move(start.st);
  o.think_us = std::move(start.think_us);
  std::vector<GroupState>& gs = start.groups;
  std::vector<GroupState> before(G);
  double window_start_change = 0;
  double last_log_rho = 0;
  bool have_rho = false;
  o.converged = G == 0;
  for (int round = 1; round <= solver.max_rounds && G > 0; ++round) {
    o.rounds = round;
    double change = 0;
    for (std::size_t g = 0; g < G; ++g) {
      GroupState next = fp.solveGroup(g, o.st, o.think_us[g]);
      if (round > kUndampedRounds)
        next = blend(gs[g], next, 0.5);
      change = std::max(change, stateChange(gs[g], next));
      before[g] = gs[g];
      gs[g] = next;
      fp.setGroup(g, gs[g], o.st);
    }
    if (change < solver.tolerance) {
      o.converged = true;
      break;
    }
    if (round <= kUndampedRounds || (round - kUndampedRounds) % kWindow != 0)
      continue;
    if (!(window_start_change > 0 && change > 0)) {
      window_start_change = change;
      continue;
    }
    const double log_rho = std::log(change / window_start_change) / kWindow;
    window_start_change = change;
    const bool steady =
        have_rho && log_rho < 0 && std::abs(log_rho - last_log_rho) <= 0.05 * std::abs(log_rho);
    last_log_rho = log_rho;
    have_rho = true;
    if (!steady)
      continue;
    const double rho = std::exp(log_rho);
    const double ahead = rho / (1 - rho);
    std::vector<GroupState> jumped = gs;
    bool valid = true;
    for (std::size_t g = 0; g < G && valid; ++g) {
      jumped[g] = blend(before[g], gs[g], 1 + ahead);
      valid = std::isfinite(jumped[g].x_iops) && jumped[g].x_iops >= 0;
      for (double w : jumped[g].wait_us)
        valid = valid && std::isfinite(w) && w >= 0;
    }
    if (!valid)
      continue;
    gs = jumped;
    for (std::size_t g = 0; g < G; ++g)
      fp.setGroup(g, gs[g], o.st);
    have_rho = false;
    window_start_change = 0;
  }
  return o;
}

}  // namespace accel::detail
