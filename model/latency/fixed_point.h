// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file latency_fixed_point.h
/// Internal to the latency model (latency.cpp builds the system, latency_solver.cpp solves
/// it); not part of its API. The fixed point between the VM groups' chains
/// (docs/models/latency.md section 2): every group's representative chain is solved at the
/// work the other VMs hold at its stations, and that work is what the groups' chains give.

#include <Eigen/Dense>

#include <array>
#include <cstddef>
#include <vector>

#include "model/latency/solver.h"

namespace accel::detail {

/// Kinds of station a group's representative VM visits.
enum StationKind : std::size_t {
  kLocalKind,
  kLinkKind,  ///< the sender's transmit port
  kRxKind,    ///< the peer's receive port (cut-through)
  kRemoteKind,
  kStorageKind,
  kArrayKind,  ///< the backing array (WT), one for the cluster
  /// Not a station: the group's per-VM rate X (per us), which the other groups' chains see
  /// through the receive ports and the correlation of their legs.
  kRateKind,
  kKinds
};

inline std::size_t heldIndex(std::size_t group, std::size_t kind)
{
  return group * kKinds + kind;
}

/// One group's representative as the successive substitution tracks it: its per-VM rate and
/// the waits (queueing part, us) it sees at each kind of station.
struct GroupState {
  double x_iops = 0;
  std::array<double, kKinds> wait_us{};
};

/// What the groups' chains see of each other. Per group: the per-VM write rate (it sets the
/// stations' utilisation) and, per kind of station, the work one of its VMs holds there,
/// h = X (W + Rres) (Bard-Schweitzer): its mean number of writes at the station, the one in
/// service counted by its residual service time. The chains depend on each other only
/// through h, so the fixed point is h = Psi(h).
struct SystemState {
  std::vector<double> x_iops;  ///< per group
  std::vector<double> held;    ///< at heldIndex(group, kind)
};

/// Every group's chain solved at held work h, each with the think time that gives its
/// demanded rate (or flat out): Psi(h) and the derivatives Newton's step needs. Indices of
/// held work as in SystemState::held.
struct Round {
  Eigen::VectorXd psi;       ///< Psi(h)
  Eigen::MatrixXd dpsi_dh;   ///< at the think times found
  Eigen::MatrixXd dpsi_dz;   ///< column g: d Psi / d Z_g
  Eigen::VectorXd think_us;  ///< Z_g found
  Eigen::VectorXd x_iops;    ///< per-VM rate of group g
  Eigen::VectorXd rate;      ///< X_g / d_g - 1 (0 for a group without demand)
  Eigen::VectorXd drate_dz;  ///< d rate_g / d Z_g
  Eigen::MatrixXd drate_dh;  ///< row g: d rate_g / d h
  std::vector<bool> demand;  ///< group g has a demanded rate
};

/// The system as the solvers see it.
class FixedPoint {
public:
  virtual ~FixedPoint() = default;
  virtual std::size_t groups() const = 0;
  /// The most work one VM of `group` can hold at a kind of station, > 0; 0 when it holds
  /// none there (the group has no demand or does not visit such a station).
  virtual double maxHeld(std::size_t group, std::size_t kind) const = 0;
  /// Every group's chain at `st`, its think time found from `think_guess_us`; without
  /// `derivatives` only psi, think_us and x_iops are set.
  virtual Round solve(const SystemState& st, const Eigen::VectorXd& think_guess_us,
                      bool derivatives = true) const = 0;
  /// One group's chain at `st`: its rate and waits; `think_us` is the guess in, the think time
  /// found out.
  virtual GroupState solveGroup(std::size_t group, const SystemState& st,
                                double& think_us) const = 0;
  /// Sets the group's rate and held work in `st` from its rate and waits.
  virtual void setGroup(std::size_t group, const GroupState& gs, SystemState& st) const = 0;
};

/// Where a solver starts: no work held (an idle system), or an earlier solution.
struct Start {
  SystemState st;                  ///< held work (0: idle) and rates
  std::vector<GroupState> groups;  ///< the same as rates and waits (substitution)
  std::vector<double> think_us;    ///< first guesses of the think times
};

struct Outcome {
  SystemState st;
  std::vector<double> think_us;
  int rounds = 0;
  bool converged = false;
};

/// Newton's method (LatencySolver::Method::Newton; docs/models/latency.md).
Outcome solveNewton(const FixedPoint& fp, Start start, const LatencySolver& solver);

/// Successive substitution (LatencySolver::Method::Substitution).
Outcome solveSubstitution(const FixedPoint& fp, Start start, const LatencySolver& solver);

}  // namespace accel::detail
