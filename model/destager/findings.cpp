// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Findings of the destager model: when the write-back buffer fills, what would avoid it, and
// what the VMs see while it is full. Codes, severities, values and labels are listed in
// docs/models/destager.md.
#include <algorithm>
#include <cmath>
#include <cstddef>

#include "model/destager/destager.h"

namespace accel {

namespace {

const char* profileKey(ProfileKind k)
{
  switch (k) {
  case ProfileKind::Constant: return "constant";
  case ProfileKind::OnOff: return "on_off";
  case ProfileKind::Sine: return "sine";
  case ProfileKind::Trace: return "trace";
  case ProfileKind::Schedule: return "schedule";
  case ProfileKind::Duty: return "duty";
  }
  return "constant";
}

Finding groupFinding(Severity severity, const char* code, std::size_t i,
                     const DestagerGroupResult& g)
{
  Finding f;
  f.severity = severity;
  f.code = code;
  f.group = static_cast<int>(i);
  f.labels["profile"] = profileKey(g.profile);
  f.labels["regime"] = destagerRegimeKey(g.regime);
  f.values["destage_mbps"] = g.destage_mbps;
  f.values["buffer_mb"] = g.buffer_mb;
  f.values["mean_write_mbps"] = g.mean_write_mbps;
  f.values["peak_write_mbps"] = g.peak_write_mbps;
  f.values["throttled_fraction"] = g.throttled_fraction;
  f.labels["throttled_over"] = throttledOverTrace(g) ? "trace" : "long_run";
  if (g.period_s > 0)
    f.values["period_s"] = g.period_s;
  if (g.reachable_mbps) {
    f.values["reachable_mbps"] = *g.reachable_mbps;
    f.values["fed_mean_mbps"] = g.fed_mean_mbps;
  }
  return f;
}

/// The destage pattern behind the verdict: the cluster rate it gives, the range the backing
/// model spans (random FCFS to full stripes), and whether a cluster rate within that range
/// turns the verdict (label `assumption`: "decides" or "holds"; "measured" for a measured
/// rate).
void addAssumption(Finding& f, const DestagerGroupResult& g, const DestagerResult& r, bool fills)
{
  f.values["cluster_destage_mbps"] = r.cluster_destage_mbps;
  f.values["floor_cluster_destage_mbps"] = r.floor_cluster_destage_mbps;
  f.values["ceiling_cluster_destage_mbps"] = r.ceiling_cluster_destage_mbps;
  if (r.bound_by == DestageBound::Measured) {
    f.labels["pattern"] = "measured";
    f.labels["assumption"] = "measured";
    return;
  }
  if (r.backing_kind == BackingKind::Hyperconverged) {
    // The hosts' disk groups take writes in any order: no pattern to assume.
    f.labels["pattern"] = "hyperconverged";
    f.labels["assumption"] = "holds";
    return;
  }
  f.labels["pattern"] = destagePatternWord(r.pattern);
  bool decides = false;
  if (g.needed_cluster_destage_mbps) {
    const double needed = *g.needed_cluster_destage_mbps;
    decides =
        fills ? needed <= r.ceiling_cluster_destage_mbps : needed > r.floor_cluster_destage_mbps;
  }
  f.labels["assumption"] = decides ? "decides" : "holds";
}

void setIf(Finding& f, const char* key, const std::optional<double>& v)
{
  if (v)
    f.values[key] = *v;
}

/// How much more buffer or destage rate would keep the buffer from filling.
void addRemedies(Finding& f, const DestagerGroupResult& g, const DestagerResult& r)
{
  if (g.needed_buffer_mb) {
    f.values["needed_buffer_mb"] = *g.needed_buffer_mb;
    f.values["extra_buffer_mb"] = std::max(*g.needed_buffer_mb - g.buffer_mb, 0.0);
  }
  if (g.needed_destage_mbps) {
    f.values["needed_destage_mbps"] = *g.needed_destage_mbps;
    f.values["extra_destage_mbps"] = std::max(*g.needed_destage_mbps - g.destage_mbps, 0.0);
    if (g.needed_cluster_destage_mbps) {
      f.values["cluster_destage_mbps"] = r.cluster_destage_mbps;
      f.values["needed_cluster_destage_mbps"] = *g.needed_cluster_destage_mbps;
      f.values["extra_cluster_destage_mbps"] =
          std::max(*g.needed_cluster_destage_mbps - r.cluster_destage_mbps, 0.0);
    } else {
      f.labels["cluster_limit"] = "host_paths";
    }
  }
}

/// A scheduled array load: each group finding gets the range of its destage rate over the
/// horizon and, when the buffer fills, the capacity step it first fills in (its start and end
/// on the time axis, fill_at_s within the horizon, and the cluster capacity there).
void addCapacitySchedule(std::vector<Finding>& out, const DestagerResult& r)
{
  const DestageCapacitySchedule& cs = r.capacity_schedule;
  if (cs.empty())
    return;
  for (Finding& f : out) {
    if (f.group < 0 || static_cast<std::size_t>(f.group) >= r.groups.size())
      continue;
    const DestagerGroupResult& g = r.groups[static_cast<std::size_t>(f.group)];
    if (!g.scheduled)
      continue;
    f.values["min_destage_mbps"] = g.min_destage_mbps;
    f.values["mean_destage_mbps"] = g.mean_destage_mbps;
    f.values["max_destage_mbps"] = g.max_destage_mbps;
    f.values["min_cluster_destage_mbps"] = r.min_cluster_destage_mbps;
    f.values["max_cluster_destage_mbps"] = r.max_cluster_destage_mbps;
    f.values["capacity_horizon_s"] = cs.horizon_s;
    if (g.fill_step < 0 || !g.fill_time_s ||
        static_cast<std::size_t>(g.fill_step) >= cs.steps.size())
      continue;
    const std::size_t k = static_cast<std::size_t>(g.fill_step);
    f.values["fill_step"] = g.fill_step;
    f.values["fill_at_s"] = std::fmod(*g.fill_time_s, cs.horizon_s);
    // The stretch in that state, across the horizon's end (a window over midnight, or over
    // Sunday to Monday, is one stretch).
    const std::size_t n = cs.steps.size();
    const bool wraps = n > 1 && cs.steps.front().state == cs.steps.back().state;
    f.values["fill_step_start_s"] = k == 0 && wraps ? cs.steps.back().start_s : cs.steps[k].start_s;
    f.values["fill_step_end_s"] = k + 1 < n ? cs.steps[k + 1].start_s
                                  : wraps   ? cs.steps[1].start_s
                                            : cs.horizon_s;
    f.values["fill_cluster_destage_mbps"] = cs.steps[k].cluster_mbps;
    f.values["fill_state"] = cs.steps[k].state;
  }
}

}  // namespace

std::vector<Finding> destagerFindings(const Scenario& s, const DestagerResult& r)
{
  std::vector<Finding> out;
  const DestagerOptions& opt = r.options;
  for (std::size_t i = 0; i < r.groups.size(); ++i) {
    const DestagerGroupResult& g = r.groups[i];
    const VmGroup* vg = i < s.vm_groups.size() ? &s.vm_groups[i] : nullptr;
    if (g.status == DestagerStatus::Invalid) {
      Finding f;
      f.severity = Severity::Critical;
      f.code = "destager_invalid";
      f.group = static_cast<int>(i);
      f.labels["problem"] = g.problem;
      out.push_back(std::move(f));
      continue;
    }
    if (g.status != DestagerStatus::Ok)
      continue;

    if (!(g.destage_mbps > 0) && g.peak_write_mbps > 0) {
      Finding f = groupFinding(Severity::Critical, "destager_no_destage_rate", i, g);
      f.values["cluster_destage_mbps"] = r.cluster_destage_mbps;
      f.values["host_destage_mbps"] = r.host_destage_mbps;
      f.labels["bound_by"] = destageBoundWord(r.bound_by);
      out.push_back(std::move(f));
      continue;  // nothing drains: the other findings would only repeat it
    }

    switch (g.regime) {
    case DestagerRegime::Ratchets:
    case DestagerRegime::Saturated: {
      // A trace simulated once may end before the growing backlog fills the buffer: a
      // warning of what the pattern leads to, not a throttle already seen.
      const bool fills = g.fill_time_s.has_value();
      Finding f =
          groupFinding(fills ? Severity::Critical : Severity::Warning, "destager_ratchet", i, g);
      // Under a scheduled capacity the mean writes outrun the destage rate's mean.
      if (g.scheduled)
        f.values["destage_mbps"] = g.mean_destage_mbps;
      f.values["ratchet_mbps"] = std::max(g.fed_mean_mbps - f.values["destage_mbps"], 0.0);
      if (!fills)
        f.values["peak_backlog_mb"] = g.peak_backlog_mb;
      if (g.ratchet_mb_per_cycle > 0)
        f.values["ratchet_mb_per_cycle"] = g.ratchet_mb_per_cycle;
      setIf(f, "fill_time_s", g.fill_time_s);
      setIf(f, "fill_cycle", g.fill_cycle);
      addRemedies(f, g, r);
      addAssumption(f, g, r, true);
      out.push_back(std::move(f));
      break;
    }
    case DestagerRegime::FillsInBursts: {
      Finding f = groupFinding(Severity::Warning, "destager_fills_in_bursts", i, g);
      setIf(f, "fill_time_s", g.fill_time_s);
      setIf(f, "burst_fill_s", g.burst_fill_s);
      if (g.overload_s > 0)
        f.values["overload_s"] = g.overload_s;
      setIf(f, "drain_time_s", g.drain_time_s);
      addRemedies(f, g, r);
      addAssumption(f, g, r, true);
      out.push_back(std::move(f));
      break;
    }
    case DestagerRegime::NoBacklog:
    case DestagerRegime::NeverFills: {
      Finding f = groupFinding(Severity::Info, "destager_never_fills", i, g);
      f.values["peak_backlog_mb"] = g.peak_backlog_mb;
      f.values["headroom_mb"] = g.buffer_mb - g.peak_backlog_mb;
      if (g.buffer_mb > 0)
        f.values["headroom_fraction"] = (g.buffer_mb - g.peak_backlog_mb) / g.buffer_mb;
      if (g.needed_destage_mbps) {
        f.values["needed_destage_mbps"] = *g.needed_destage_mbps;
        f.values["destage_headroom_mbps"] = g.destage_mbps - *g.needed_destage_mbps;
      }
      setIf(f, "drain_time_s", g.drain_time_s);
      if (g.needed_cluster_destage_mbps)
        f.values["needed_cluster_destage_mbps"] = *g.needed_cluster_destage_mbps;
      addAssumption(f, g, r, false);
      out.push_back(std::move(f));
      break;
    }
    case DestagerRegime::None: break;
    }

    if (g.reachable_mbps) {
      // The VM cannot write what it asks: the destager sees what it reaches.
      Finding f = groupFinding(Severity::Info, "destager_reachable_rate", i, g);
      if (g.deferred_at_end_mb > 0)
        f.values["deferred_at_end_mb"] = g.deferred_at_end_mb;
      out.push_back(std::move(f));
    }

    if (g.throttled_fraction > 0 || g.fills) {
      const Severity sev = g.throttled_fraction >= opt.critical_throttled_share ? Severity::Critical
                                                                                : Severity::Warning;
      Finding f = groupFinding(sev, "destager_throttled_latency", i, g);
      f.values["destage_mbps"] = throttledDestageMbps(g);  // the rate a full buffer admits at
      setIf(f, "throttled_latency_us", g.throttled_latency_us);
      f.values["throttled_iops_per_vm"] = g.throttled_iops_per_vm;
      if (vg != nullptr)
        f.values["outstanding_ios"] = vg->outstanding_ios;
      f.values["io_kib"] = g.io_kib;
      f.values["limit"] = opt.critical_throttled_share;
      out.push_back(std::move(f));
    }

    if (g.periodic && g.drain_time_s && g.period_s > 0 && g.peak_backlog_mb > 0 &&
        *g.drain_time_s >= opt.slow_drain_share * g.period_s) {
      Finding f = groupFinding(Severity::Warning, "destager_slow_drain", i, g);
      f.values["drain_time_s"] = *g.drain_time_s;
      f.values["drain_share"] = *g.drain_time_s / g.period_s;
      f.values["limit"] = opt.slow_drain_share;
      f.values["peak_backlog_mb"] = g.peak_backlog_mb;
      f.values["min_write_mbps"] = g.min_write_mbps;
      out.push_back(std::move(f));
    }

    if (vg != nullptr && g.ams_overflow_probability && *g.ams_overflow_probability > 0) {
      Finding f = groupFinding(Severity::Info, "destager_random_bursts", i, g);
      f.values["overflow_probability"] = *g.ams_overflow_probability;
      setIf(f, "mean_backlog_mb", g.ams_mean_backlog_mb);
      f.values["burst_s"] = vg->write.burst_s;
      f.values["gap_s"] = vg->write.period_s - vg->write.burst_s;
      out.push_back(std::move(f));
    }
  }
  addCapacitySchedule(out, r);
  return out;
}

}  // namespace accel
