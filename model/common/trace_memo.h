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

#include <memory>

namespace accel {

/// compute() for `trace`, or the value kept from the last call at this call site (each lambda
/// type is its own call site) on this thread when it was for the same trace. A trace freed
/// and another allocated at the same address is not mistaken for it: the kept weak pointer
/// has expired. A null trace is computed every time.
template <class F>
const auto& lastTraceMemo(const std::shared_ptr<const void>& trace, F compute)
{
  using T = decltype(compute());
  thread_local std::weak_ptr<const void> cached;
  thread_local T value{};
  if (!trace || cached.lock() != trace) {
    value = compute();
    cached = trace;
  }
  return value;
}

}  // namespace accel
