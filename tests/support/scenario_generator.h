// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Random valid scenarios, seeded and reproducible, drawn from the parameter descriptions
// (app/core/params.h): every editable field gets a value within its documented range (or one
// of its words), then the few rules between fields that validation enforces are met.
// Property tests evaluate them; a new parameter is covered as soon as it is described.

#include <cstdint>
#include <optional>

#include "model/common/scenario.h"

namespace accel::test {

struct GeneratorOptions {
  int max_vm_groups = 4;    ///< 1..this many VM groups (validation allows 32)
  int max_raid_groups = 3;  ///< 1..this many RAID groups
  /// Integer fields that count things (hosts, VMs, disks, outstanding I/Os, streams) are drawn
  /// up to this many when `full_ranges` is off, so that ten thousand cases stay fast; their
  /// whole documented range when it is on.
  double typical_count = 64;
  /// Sizes in KiB (I/O sizes, segments) are drawn up to this when `full_ranges` is off: an
  /// 11 MiB I/O over 14 KiB segments costs the backing model's disk search seconds (a known
  /// cost, docs/benchmarks.md "Bounded work"), too slow for ten thousand cases.
  double typical_io_kib = 1024;
  bool full_ranges = false;
  double streams_probability = 0.15;  ///< sequential streams configured
  double trace_probability = 0.1;     ///< a VM group with a measured trace
  int max_trace_samples = 48;
  double histogram_probability = 0.15;  ///< a write-size histogram
  double read_cache_probability = 0.4;  ///< a host read cache, when the reads have a working set
  /// Names with control characters and escape sequences (they must never reach a terminal).
  double hostile_text_probability = 0.1;
  /// A design space (its preset-id lists left empty: the catalogues are not the generator's).
  double design_space_probability = 0.3;
};

/// The scenario of `seed`: the same seed gives the same scenario on every platform (its own
/// generator, no std distributions). Valid (validateScenario has no error); nullopt only if no
/// valid scenario came out of a few hundred attempts, which the tests treat as a failure.
std::optional<Scenario> randomScenario(std::uint64_t seed, const GeneratorOptions& options = {});

}  // namespace accel::test
