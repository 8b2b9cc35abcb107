// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/flasharray/flash_array.h"

#include <algorithm>
#include <cmath>

#include "model/common/queueing.h"
#include "model/common/units.h"

namespace accel {

namespace {

bool positive(double x)
{
  return std::isfinite(x) && x > 0;
}

FlashArrayModel invalid(const char* problem)
{
  FlashArrayModel m;
  m.problem = problem;
  return m;
}

/// Bytes of the I/O size the IOPS ceilings are rated at.
constexpr double kRatedKiB = 4.0;

}  // namespace

double FlashArrayModel::demandMs(double io_kib, bool read) const
{
  if (!valid || !positive(io_kib))
    return 0.0;
  const double per_command = units::kMsPerS / (read ? read_iops : write_iops);
  return std::max(per_command,
                  units::transferMs(units::kibToBytes(io_kib), read ? read_mbps : write_mbps));
}

double FlashArrayModel::idleLatencyMs(double io_kib, bool read) const
{
  if (!valid || !positive(io_kib))
    return 0.0;
  const double beyond = std::max(0.0, units::kibToBytes(io_kib) - units::kibToBytes(kRatedKiB));
  return (read ? read_latency_ms : write_latency_ms) +
         units::transferMs(beyond, read ? read_mbps : write_mbps);
}

FlashArrayModel flashArrayModel(const AllFlashArray& a)
{
  if (!positive(a.read_iops) || !positive(a.write_iops))
    return invalid("flash_iops");
  if (!positive(a.read_mbps) || !positive(a.write_mbps))
    return invalid("flash_bandwidth");
  if (!std::isfinite(a.read_latency_us) || !std::isfinite(a.write_latency_us) ||
      a.read_latency_us < 0 || a.write_latency_us < 0)
    return invalid("flash_latency");
  if (a.controllers < 1)
    return invalid("flash_controllers");
  if (!positive(a.capacity_gb))
    return invalid("flash_capacity");
  FlashArrayModel m;
  m.valid = true;
  m.read_iops = a.read_iops;
  m.write_iops = a.write_iops;
  m.read_mbps = a.read_mbps;
  m.write_mbps = a.write_mbps;
  m.read_latency_ms = a.read_latency_us / units::kUsPerMs;
  m.write_latency_ms = a.write_latency_us / units::kUsPerMs;
  m.controllers = a.controllers;
  m.capacity_gb = a.capacity_gb;
  return m;
}

FlashArrayMix flashArrayMix(const FlashArrayModel& m, double read_fraction, double io_kib)
{
  FlashArrayMix x;
  if (!m.valid || !positive(io_kib) || !std::isfinite(read_fraction))
    return x;
  const double r = std::clamp(read_fraction, 0.0, 1.0);
  x.read_fraction = r;
  x.io_kib = io_kib;
  const double dr = m.demandMs(io_kib, true), dw = m.demandMs(io_kib, false);
  x.demand_ms = r * dr + (1.0 - r) * dw;
  x.iops = units::perSecondFromMs(x.demand_ms);
  x.mbps = x.iops * units::kibToMB(io_kib);
  const double bytes = units::kibToBytes(io_kib);
  x.bandwidth_bound =
      (r > 0 && units::transferMs(bytes, m.read_mbps) > units::kMsPerS / m.read_iops) ||
      (r < 1 && units::transferMs(bytes, m.write_mbps) > units::kMsPerS / m.write_iops);
  x.idle_latency_ms =
      r * m.idleLatencyMs(io_kib, true) + (1.0 - r) * m.idleLatencyMs(io_kib, false);
  const double c = x.iops * x.idle_latency_ms / units::kMsPerS;
  x.servers = static_cast<int>(std::clamp(std::round(c), 1.0, double{kMaxFlashServers}));
  if (m.controllers >= 2)
    x.degraded_iops = x.iops * (m.controllers - 1) / m.controllers;
  return x;
}

FlashArrayClosed flashArrayClosed(const FlashArrayMix& mix, double outstanding)
{
  FlashArrayClosed c;
  if (!(mix.iops > 0) || !positive(outstanding))
    return c;
  const double by_latency =
      mix.idle_latency_ms > 0 ? outstanding * units::kMsPerS / mix.idle_latency_ms : mix.iops;
  c.saturated = by_latency >= mix.iops;
  c.iops = std::min(by_latency, mix.iops);
  c.mbps = c.iops * units::kibToMB(mix.io_kib);
  c.latency_ms = outstanding * units::kMsPerS / c.iops;
  return c;
}

FlashArrayOpen flashArrayOpen(const FlashArrayModel& m, const FlashArrayMix& mix, double iops)
{
  FlashArrayOpen o;
  if (!(mix.iops > 0) || !std::isfinite(iops) || iops < 0)
    return o;
  o.utilization = iops / mix.iops;
  o.saturated = o.utilization >= 1.0 - 1e-12;
  if (o.saturated)
    return o;
  const int c = mix.servers;
  const double wait = o.utilization > 0 ? erlangC(c, c * o.utilization) * mix.idle_latency_ms /
                                              (c * (1.0 - o.utilization))
                                        : 0.0;
  o.read_latency_ms = m.idleLatencyMs(mix.io_kib, true) + wait;
  o.write_latency_ms = m.idleLatencyMs(mix.io_kib, false) + wait;
  return o;
}

double flashArrayWriteMsPerMb(const FlashArrayModel& m, double io_kib)
{
  const double d = m.demandMs(io_kib, false);
  return d > 0 ? d / units::kibToMB(io_kib) : 0.0;
}

}  // namespace accel
