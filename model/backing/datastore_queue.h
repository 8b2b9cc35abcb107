// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file datastore_queue.h
/// The backing array as a queue for write-through writes (docs/models/backing.md,
/// "Write-through writes as a load"): the time its bottleneck spends on one write, so that the
/// latency model can make write-through VMs share the array's capacity instead of assuming it
/// is always there.

#include <functional>

#include "model/backing/backing.h"

namespace accel {

/// What one write-through write costs the datastore's bottleneck.
struct DatastoreQueue {
  /// The array is a queue for write-through writes: false when a write cache that keeps up
  /// acknowledges them (the disks are then off the write's path), when the background load
  /// alone saturates the datastore (its latency is unbounded: evaluate.h's datastoreSaturated)
  /// or when the backing is not valid.
  bool queued = false;
  /// Time (us) the datastore's bottleneck is held by one write of `bytes` (> 0), divided by the
  /// share of that resource the background load leaves (mixed networks: the closed class sees
  /// the open class's share removed, Lazowska et al., Quantitative System Performance, 1984,
  /// section 7.5). Set when `queued`.
  std::function<double(double bytes)> write_demand_us;
};

/// The datastore's queue for write-through writes (`r` from backingFor): the array's time per
/// byte written as the utilisation law counts it (backingUtilization: the busiest disk under
/// the destage pattern, over the share the background load leaves it; a measured destage rate;
/// a hyperconverged backing's busiest resource), so that the write-through VMs together never
/// write faster than the array's write capacity and its utilisation reaches 100 % exactly where
/// their rate stops growing. Size-linear: s_per_MB x the write's MB.
DatastoreQueue datastoreQueue(const BackingResult& r);

}  // namespace accel
