// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Series for the latency tab: latency vs write size per policy, vs outstanding I/Os and vs
// offered IOPS. Every number comes from the model's own functions (latency.h).
#include <algorithm>
#include <cstddef>
#include <optional>

#include "model/common/units.h"
#include "model/latency/latency.h"

namespace accel {

std::vector<double> defaultLatencySizesKib()
{
  std::vector<double> sizes;
  for (double kib = 0.5; kib <= 1024.0; kib *= 2)
    sizes.push_back(kib);
  return sizes;
}

namespace {

bool validGroup(const Scenario& s, int group)
{
  return group >= 0 && static_cast<std::size_t>(group) < s.vm_groups.size();
}

/// The default solver, started from `previous` when there is one.
LatencySolver warmStart(const std::optional<LatencyResult>& previous)
{
  LatencySolver solver;
  solver.start = previous ? &*previous : nullptr;
  return solver;
}

}  // namespace

std::vector<PolicyCurve> latencyVsIoSize(const Scenario& s, int group,
                                         const std::vector<double>& sizes_kib, bool with_load,
                                         const LatencyOptions& opt)
{
  std::vector<PolicyCurve> out;
  if (!validGroup(s, group))
    return out;
  const std::size_t g = static_cast<std::size_t>(group);
  const WritePolicy policies[] = {{WriteMode::WriteThrough, 0},
                                  {WriteMode::WriteBack, 0},
                                  {WriteMode::WriteBack, 1},
                                  {WriteMode::WriteBack, 2}};
  for (const WritePolicy& p : policies) {
    PolicyCurve pc;
    pc.policy = p;
    pc.feasible = !p.isWriteBack() || p.peers < std::max(s.hosts, 1);
    Scenario alt = s;
    alt.vm_groups[g].write_policy = p;
    alt.vm_groups[g].write_io_histogram.clear();
    // Each size starts from the solution at the previous one (the same answer, fewer rounds).
    std::optional<LatencyResult> previous;
    for (double kib : sizes_kib) {
      SizePoint sp;
      sp.io_kib = kib;
      sp.floor = commitFloorUs(alt, p, units::kibToBytes(kib), opt);
      if (with_load) {
        alt.vm_groups[g].write_io_kib = kib;
        previous = computeLatency(alt, opt, warmStart(previous));
        const GroupLatency& gl = previous->groups[g];
        sp.loaded_us = gl.loaded_us;
        sp.iops_per_vm = gl.iops_per_vm;
        sp.capacity_bound = gl.capacity_bound;
      }
      pc.points.push_back(sp);
    }
    out.push_back(std::move(pc));
  }
  return out;
}

namespace {

LoadPoint operatingPoint(const GroupLatency& gl)
{
  LoadPoint p;
  p.outstanding = gl.outstanding_ios;
  p.offered_iops_per_vm = gl.demanded_iops_per_vm;
  p.iops_per_vm = gl.iops_per_vm;
  p.latency_us = gl.loaded_us;
  p.open_latency_us = gl.open_model_us;
  p.capacity_bound = gl.capacity_bound;
  return p;
}

}  // namespace

LoadCurve latencyVsOutstanding(const LatencyResult& r, int group, int max_outstanding)
{
  LoadCurve lc;
  if (group < 0 || static_cast<std::size_t>(group) >= r.groups.size())
    return lc;
  const GroupLatency& gl = r.groups[static_cast<std::size_t>(group)];
  ClosedChain c = gl.chain;
  c.think_us = 0;
  const MvaResult m = solveMva(c, std::max(max_outstanding, 1), true);
  for (const MvaPoint& p : m.curve) {
    LoadPoint lp;
    lp.outstanding = p.outstanding;
    lp.iops_per_vm = units::perUsToPerS(p.throughput_per_us);
    lp.latency_us = p.response_us;
    lp.capacity_bound = true;
    lc.points.push_back(lp);
  }
  lc.operating = operatingPoint(gl);
  lc.max_iops_per_vm = gl.max_iops_per_vm;
  return lc;
}

LoadCurve latencyVsOfferedIops(const Scenario& s, int group, int points, double max_factor,
                               const LatencyOptions& opt)
{
  LoadCurve lc;
  if (!validGroup(s, group))
    return lc;
  const std::size_t g = static_cast<std::size_t>(group);
  const GroupLatency base = computeLatency(s, opt).groups[g];
  lc.operating = operatingPoint(base);
  lc.max_iops_per_vm = base.max_iops_per_vm;
  const double bytes = base.mean_io_bytes;
  if (!(bytes > 0) || !(base.max_iops_per_vm > 0))
    return lc;

  // Each rate starts from the solution at the previous one (the same answer, fewer rounds).
  std::optional<LatencyResult> previous;
  auto atRate = [&](double iops_per_vm) {
    Scenario alt = s;
    WriteProfile& w = alt.vm_groups[g].write;
    w.kind = ProfileKind::Constant;
    w.mbps = units::mbpsFromIops(iops_per_vm, bytes);
    previous = computeLatency(alt, opt, warmStart(previous));
    return previous->groups[g];
  };
  // What all the group's VMs get together when each demands far more than it can have:
  // the capacity the curve bends towards.
  const double capacity = atRate(100.0 * base.max_iops_per_vm).iops_per_vm;
  previous.reset();
  const double top = std::max(max_factor, 1.0) * capacity;
  const int n = std::max(points, 2);
  for (int i = 1; i <= n; ++i) {
    const double offered = top * i / n;
    const GroupLatency gl = atRate(offered);
    LoadPoint p = operatingPoint(gl);
    p.offered_iops_per_vm = offered;
    lc.points.push_back(p);
  }
  return lc;
}

}  // namespace accel
