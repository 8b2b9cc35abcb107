// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/failure/degraded_raid.h"

#include <algorithm>
#include <cmath>

#include "model/common/units.h"

namespace accel {

DegradedRaidCost degradedRaidCost(const RaidGeometry& g)
{
  DegradedRaidCost c;
  if (!g.valid || (!g.hasParity() && !g.mirrored()))
    return c;
  c.redundant = true;
  if (g.mirrored()) {
    c.n = 2;
    c.healthy_read_ios = 1;
    c.read_ios = 1;
    c.healthy_write_ios = 2;
    // One pair of disks / 2 writes one copy instead of two.
    c.write_ios = 2.0 - 2.0 / std::max(g.disks, 2);
    c.read_factor = 2;
    c.write_factor = 1;
    return c;
  }
  const int n = g.subgroup_disks;
  const int p = g.parity;
  const double nd = n;
  c.n = n;
  c.healthy_read_ios = 1;
  c.healthy_write_ios = smallWritePenalty(g);
  c.read_ios = (nd - 1) / nd + (nd - p) / nd;
  const double parity_lost_cost = p == 1 ? 1.0 : std::min(4.0, nd - 1);
  c.write_ios = ((nd - 1) + p * parity_lost_cost + (nd - 1 - p) * (2.0 + 2.0 * p)) / nd;
  c.read_factor = (c.read_ios / (nd - 1)) / (c.healthy_read_ios / nd);
  c.write_factor = (c.write_ios / (nd - 1)) / (c.healthy_write_ios / nd);
  return c;
}

RaidRebuild raidRebuild(const RaidGroup& group, const DegradedRaidCost& cost, double read_share,
                        double rebuild_share)
{
  RaidRebuild r;
  r.rebuild_share = std::clamp(rebuild_share, 0.0, 0.99);
  r.read_share = std::clamp(read_share, 0.0, 1.0);
  const Disk& d = group.disk;
  r.member_gb = std::max(d.capacity_gb, 0.0);
  double seq = 0;
  if (d.rpm == 0.0)
    seq = std::min(r.rebuild_share * std::max(d.read_mbps, 0.0), std::max(d.od_mbps, 0.0));
  else
    seq = r.rebuild_share * std::max(0.5 * (d.od_mbps + d.id_mbps), 0.0);
  r.rebuild_mbps = std::isfinite(seq) ? seq : 0.0;
  if (r.rebuild_mbps > 0)
    r.rebuild_s = r.member_gb * 1000.0 / r.rebuild_mbps;
  const double mix = r.read_share * cost.read_factor + (1 - r.read_share) * cost.write_factor;
  r.slowdown = std::max(mix, 1.0) / (1 - r.rebuild_share);
  return r;
}

Disk slowedDisk(const Disk& d, double k)
{
  Disk out = d;
  k = std::max(k, 1.0);
  if (d.rpm == 0.0) {
    out.read_iops = d.read_iops / k;
    out.write_iops = d.write_iops / k;
    out.read_mbps = d.read_mbps / k;
    out.read_latency_us = d.read_latency_us * k;
    out.write_latency_us = d.write_latency_us * k;
  } else {
    out.rpm = d.rpm / k;
    out.avg_seek_ms = d.avg_seek_ms * k;
    out.track_seek_ms = d.track_seek_ms * k;
    out.full_seek_ms = d.full_seek_ms * k;
  }
  out.od_mbps = d.od_mbps / k;
  out.id_mbps = d.id_mbps / k;
  return out;
}

}  // namespace accel
