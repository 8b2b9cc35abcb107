// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file headroom.h
/// Headroom: for the design as it stands, the factor by which every VM's write rate (or, in
/// turn, the VM count per host) can grow before the first requirement breaks, and the ladder
/// of every requirement's breaking factor (docs/models/sizing.md, "Headroom").
///
/// Each requirement's breaking factor is found by root finding on the model (bracket.h), not
/// by sampling: to a relative width of HeadroomOptions::tolerance, so the design evaluated at
/// 0.999 h meets the requirement and at 1.001 h breaks it. The growth factor of the
/// requirements is not applied here: the headroom is measured against today's write load
/// (a design meets a growth factor g exactly when its headroom is at least g).

#include <optional>
#include <string>
#include <vector>

#include "model/evaluate/evaluate.h"
#include "model/evaluate/requirements.h"

namespace accel {

/// What grows.
enum class GrowthBy {
  Rate,  ///< every VM's write rate, by the factor (profiles keep their shape)
  Vms    ///< every group's VMs per host, floor(n x factor) (whole VMs; on_hosts unchanged)
};

/// Stable key: "rate", "vms".
const char* growthByKey(GrowthBy by);

/// The scenario with its write load grown by `factor` (>= 0) the way `by` says.
Scenario grownScenario(const Scenario& s, GrowthBy by, double factor);

struct HeadroomOptions {
  double max_factor = 1000;    ///< the search goes up to this factor
  double min_factor = 1e-3;    ///< and down to this one, for a requirement already broken
  double tolerance = 2e-5;     ///< relative width of each breaking factor's bracket
  int max_evaluations = 2000;  ///< a bound on the work (never reached on valid scenarios)
};

/// One requirement's breaking factor.
struct HeadroomStep {
  std::string id;  ///< RequirementCheck::id
  RequirementKind kind = RequirementKind::PeerLinkUtilization;
  int group = -1;
  int host = -1;  ///< peer link: the host whose link breaks (at the breaking factor)
  /// The factor at which it breaks; empty when it holds over the whole range searched.
  std::optional<double> factor;
  /// It is broken at every factor searched, however small: the write load is not what
  /// breaks it (factor 0).
  bool broken_throughout = false;
};

struct HeadroomResult {
  GrowthBy by = GrowthBy::Rate;
  /// The smallest breaking factor (the headroom); empty when nothing breaks up to
  /// range_hi. Below 1: something is broken today (shrink the load by this to meet it).
  std::optional<double> factor;
  double range_lo = 0;  ///< the range searched
  double range_hi = 0;
  /// Every requirement, first to break first; the ones that hold throughout last.
  std::vector<HeadroomStep> ladder;
  bool met_now = false;  ///< every requirement holds at factor 1
  int evaluations = 0;
};

/// The headroom of `s` (validated) by rate or by VM count. Evaluates with `opt` (findings and
/// the stream simulation turned off: neither the VMs' rates nor their count changes the
/// sequential streams, whose requirement is taken from one evaluation at factor 1).
HeadroomResult computeHeadroom(const Scenario& s, GrowthBy by, EvaluateOptions opt = {},
                               const HeadroomOptions& options = {});

}  // namespace accel
