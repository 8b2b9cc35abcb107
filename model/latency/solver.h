// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file solver.h
/// How the latency model finds the fixed point between the VM groups' chains: the solver's
/// method and tolerances (docs/models/latency.md). The solvers themselves are internal
/// (fixed_point.h, solver.cpp); this header is all the latency model's API says of them.

namespace accel {

struct LatencyResult;

/// How computeLatency finds the fixed point between the groups' chains: the work each group's
/// VMs hold at each kind of station, h = Psi(h), where Psi solves every group's chain (with
/// the think time that gives its demanded rate, or flat out) at the work the others hold. The
/// default is what the two-argument computeLatency uses; the other method is there to check
/// it (tests) and to measure it (benchmarks). docs/models/latency.md describes both.
struct LatencySolver {
  enum class Method {
    /// Newton's method on the work held (stepping in h, or in log h where a step in h would
    /// drive some below 0) with the exact Jacobian (MVA sensitivities), the groups that turn
    /// capacity-bound on a step treated as such, steps kept within the work a VM can hold,
    /// secant corrections across kinks and a substitution search as the fallback. A few
    /// rounds from an idle start, below, at or beyond saturation.
    Newton,
    /// Successive substitution of the groups' rates and waits (Gauss-Seidel over the groups,
    /// damped by 1/2 after 20 rounds): the same fixed point, in many rounds near saturation.
    Substitution
  };
  Method method = Method::Newton;
  /// Rounds at most: evaluations of every group's chain (Newton: trial points included).
  int max_rounds = 500;
  /// Newton: largest |log Psi(h) - log h| (relative change of the work held) at which the
  /// fixed point is reached. Substitution: largest relative change of a rate or a wait in a
  /// round (rates to 1e-9 IOPS, waits to 1e-6 us).
  double tolerance = 1e-12;
  /// A solution to start from, e.g. the previous point of a series or the scenario before an
  /// edit: the same answer (to the tolerance), in fewer rounds. Used only when it has as many
  /// groups as the scenario; must outlive the call.
  const LatencyResult* start = nullptr;
};

}  // namespace accel
