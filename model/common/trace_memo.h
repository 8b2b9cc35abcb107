// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file trace_memo.h
/// What is computed from a measured trace, computed once per trace.
///
/// Traces are immutable and shared (WriteProfile::samples): undo snapshots and the copies the
/// GUI hands to its worker share one. Every model, the form and the validation read the same
/// trace after each edit, some once per point of a curve; a week of one-second samples makes
/// each pass a millisecond. lastTraceMemo keeps one result per call site and thread for the
/// last trace seen there.

#include <cstddef>
#include <memory>

namespace accel {

/// Traces shorter than this are not worth keeping a result for: computed each time, they
/// leave the kept result of a long trace alone. (Checking scenario variants makes short
/// stand-ins for long traces after every edit; kept, each would push out the week of samples
/// the form shows, which was then built again.)
constexpr std::size_t kTraceMemoMinSamples = 4096;

/// compute() for `trace`, or the value kept from the last call at this call site (each lambda
/// type is its own call site) on this thread when it was for the same trace. A trace freed
/// and another allocated at the same address is not mistaken for it: the kept weak pointer
/// has expired. A null trace is computed every time, and leaves the value kept for the last
/// trace alone.
template <class F>
const auto& lastTraceMemo(const std::shared_ptr<const void>& trace, F compute)
{
  using T = decltype(compute());
  if (!trace) {
    // Kept apart, so that a call without a trace (a profile that has none) between two calls
    // with the same trace does not make the second compute it again.
    thread_local T none{};
    none = compute();
    return none;
  }
  thread_local std::weak_ptr<const void> cached;
  thread_local T value{};
  if (cached.lock() != trace) {
    value = compute();
    cached = trace;
  }
  return value;
}

/// Whether results for this trace are kept per trace (it has at least kTraceMemoMinSamples
/// samples) rather than computed each time.
template <class C>
bool keptPerTrace(const std::shared_ptr<const C>& trace)
{
  return trace && trace->size() >= kTraceMemoMinSamples;
}

/// lastTraceMemo for a trace of samples: a long trace's result is kept, a short one (or none)
/// is computed each time and leaves the kept result alone.
template <class C, class F>
const auto& traceMemo(const std::shared_ptr<const C>& trace, F compute)
{
  using T = decltype(compute());
  if (!keptPerTrace(trace)) {
    thread_local T once{};
    once = compute();
    return once;
  }
  return lastTraceMemo(trace, compute);
}

}  // namespace accel
