// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/backing/datastore_queue.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "model/common/units.h"

namespace accel {

namespace {

/// Share of a resource the background load leaves, or 0 when it takes all of it.
double freeShare(double utilization)
{
  return std::isfinite(utilization) && utilization < 1 ? 1.0 - std::max(utilization, 0.0) : 0.0;
}

}  // namespace

DatastoreQueue datastoreQueue(const BackingResult& r)
{
  DatastoreQueue q;
  if (!r.valid || r.write_cache_keeps_up)
    return q;
  // Per resource: its time per MB of the cluster's writes (s/MB) and the share the background
  // leaves it, as backingUtilization counts them.
  std::vector<std::pair<double, double>> parts;
  if (!r.resources.empty()) {
    for (const BackingResource& res : r.resources)
      if (res.per_write_mbps > 0)
        parts.emplace_back(res.per_write_mbps, freeShare(res.background));
  } else {
    const BackingUtilization idle = backingUtilization(r, 0.0);
    const BackingUtilization one = backingUtilization(r, 1.0);
    if (!idle.utilization || !one.utilization)
      return q;
    if (idle.measured)
      parts.emplace_back(*one.utilization - *idle.utilization, 1.0);
    else
      parts.emplace_back(one.disks - idle.disks, freeShare(idle.disks));
  }
  double s_per_mb = 0;
  for (const auto& [slope, free] : parts) {
    if (!(slope > 0) || !std::isfinite(slope))
      continue;
    if (!(free > 0))
      return q;  // the background alone saturates it: unbounded, not a queue
    s_per_mb = std::max(s_per_mb, slope / free);
  }
  if (!(s_per_mb > 0) || !std::isfinite(s_per_mb))
    return q;
  q.queued = true;
  q.write_demand_us = [s_per_mb](double bytes) {
    return bytes > 0 && std::isfinite(bytes) ? s_per_mb * units::bytesToMB(bytes) * units::kUsPerS
                                             : 0.0;
  };
  return q;
}

}  // namespace accel
