// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file validate.h
/// Checks a scenario against the parameter descriptions (ranges, words) and the rules that
/// tie fields together (on_hosts within hosts, RAID geometry, a physical seek curve...).

#include "app/core/problems.h"
#include "model/common/scenario.h"

#include <cstddef>

namespace accel::ui {

/// Most VM groups a scenario may have: evaluating every model on 32 groups takes tens of
/// milliseconds, and the latency model's cost grows about with the cube of the groups (64:
/// 0.4 s, 400: minutes), too slow to recompute on every edit.
inline constexpr std::size_t kMaxVmGroups = 32;

/// Most combinations a design space may hold (design_space): the search evaluates each, about
/// 10 µs apiece on one core; 5 million is some seconds of a modern machine.
inline constexpr std::size_t kMaxDesignCombinations = 5'000'000;

/// Size histogram fractions summing to within this of 1 are taken as they are.
inline constexpr double kHistogramExactTolerance = 1e-3;
/// Fractions summing to within this of 1 (2 %: a spreadsheet's rounding, 0.99) are normalised
/// with a warning (each divided by their sum; the models always use them so); further off they
/// are an error.
inline constexpr double kHistogramNormaliseTolerance = 0.02;
/// Most RAID groups a scenario may have. Each costs the backing model per-disk work and memory
/// on every evaluation: 256 groups evaluate in milliseconds, 100,000 took seconds and a
/// gigabyte. The work budget of one evaluation is in docs/benchmarks.md ("Bounded work").
inline constexpr std::size_t kMaxRaidGroups = 256;

/// Most stream I/Os in flight at once (sequential_streams.count x outstanding_ios): the stream
/// simulation holds each one (1,000 streams x 1,024 took 200 MB).
inline constexpr long long kMaxStreamIosInFlight = 65536;

/// Every problem of the scenario, each with its JSON path. Used on files after reading and on
/// the GUI's edits, so both see the same rules.
Problems validateScenario(const Scenario& s);

}  // namespace accel::ui
