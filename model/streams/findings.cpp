// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Sequential streams: the findings (docs/models/streams.md, "Findings").
#include "model/streams/streams.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

#include "model/backing/disk.h"
#include "model/backing/raid.h"
#include "model/common/units.h"

namespace accel {

std::vector<Finding> streamsFindings(const Scenario& s, const StreamsResult& r,
                                     const StreamsOptions& options)
{
  std::vector<Finding> out;
  const DesignResult& c = r.current;
  if (!r.active || c.cancelled)
    return out;
  appendProblemFindings(out, "streams_invalid", c.problems);
  if (!c.valid)
    return out;

  const SequentialStreams& ss = s.backing.sequential_streams;
  const DesignGroup* main = c.parts.empty() ? nullptr : &c.parts.front();
  if (c.reason == ConvoyReason::Saturated && main) {
    // Other load before any convoy: name it and what relieves it.
    const RandomLoad& load = s.backing.random_load;
    Finding f;
    f.severity = Severity::Critical;
    f.code = "streams_saturated";
    f.values = {{"raid_group_index", 0},
                {"streams", ss.count},
                {"demand_mbps", c.demand_mbps},
                {"upper_bound_mbps", c.upper_bound_mbps},
                {"expected_mbps", c.expected_mbps},
                {"background_iops", main->background_iops},
                {"background_utilization", main->background_utilization},
                {"read_fraction", load.read_fraction},
                {"background_io_kib", load.io_kib},
                {"disks", main->group.disks},
                {"limit", options.backing.disk_utilization_limit}};
    if (main->disks_needed)
      f.values["disks_needed"] = *main->disks_needed;
    out.push_back(f);
    return out;
  }
  Finding f;
  f.code = c.risk == ConvoyRisk::None ? "streams_no_convoy" : "streams_convoy";
  f.severity = c.risk == ConvoyRisk::High     ? Severity::Critical
               : c.risk == ConvoyRisk::Medium ? Severity::Warning
                                              : Severity::Info;
  f.labels = {{"risk", convoyRiskWord(c.risk)}, {"reason", convoyReasonWord(c.reason)}};
  f.values = {{"streams", ss.count},
              {"mbps_each", ss.mbps_each},
              {"io_kib", ss.io_kib},
              {"segment_kib", c.segment_kib},
              {"data_members", main ? main->bounds.data_members : 0},
              {"demand_mbps", c.demand_mbps},
              {"upper_bound_mbps", c.upper_bound_mbps},
              {"convoy_floor_mbps", c.convoy_floor_mbps},
              {"expected_mbps", c.expected_mbps},
              {"expected_min_mbps", c.expected_min_mbps},
              {"expected_max_mbps", c.expected_max_mbps},
              {"per_stream_mbps", c.per_stream_mbps},
              {"ratio", c.ratio},
              {"raid_group_index", 0}};
  if (main && main->background_iops > 0) {
    f.values["background_iops"] = main->background_iops;
    f.values["background_utilization"] = main->background_utilization;
  }
  if (c.below_floor)
    f.labels["below_floor"] = "yes";
  if (main && main->simulated) {
    f.values["mean_occupied_members"] = main->sim.mean_occupied_members;
    f.values["random_occupied_members"] = main->bounds.random_occupied_members;
    f.values["occupancy_ratio"] = main->occupancy_ratio;
    f.values["mean_convoy_size"] = main->sim.mean_convoy_size;
    const auto& u = main->sim.disk_utilization;
    if (!u.empty())
      f.values["max_disk_utilization"] = *std::max_element(u.begin(), u.end());
    if (main->time_to_bunching_s)
      f.values["time_to_bunching_s"] = *main->time_to_bunching_s;
  }
  out.push_back(f);

  for (const StreamFix& fix : r.fixes) {
    if (fix.gain < options.min_fix_gain)
      continue;
    Finding x;
    x.severity = Severity::Info;
    x.code = "streams_fix";
    x.labels = {{"fix", streamFixWord(fix.kind)}, {"risk", convoyRiskWord(fix.result.risk)}};
    x.values = {{"current_mbps", c.expected_mbps},
                {"predicted_mbps", fix.result.expected_mbps},
                {"predicted_per_stream_mbps", fix.result.per_stream_mbps},
                {"gain", fix.gain},
                {"demand_mbps", fix.result.demand_mbps},
                {"raid_group_index", 0},
                {"usable_capacity_gb", fix.result.usable_capacity_gb},
                {"current_usable_capacity_gb", c.usable_capacity_gb}};
    switch (fix.kind) {
    case StreamFixKind::SmallerSegment:
    case StreamFixKind::LargerSegment:
      x.values["segment_kib"] = fix.result.segment_kib;
      x.values["current_segment_kib"] = c.segment_kib;
      break;
    case StreamFixKind::SplitGroup: {
      x.values["groups"] = fix.result.groups;
      int lo = 0, hi = 0;
      for (const DesignGroup& p : fix.result.parts) {
        lo = lo == 0 ? p.group.disks : std::min(lo, p.group.disks);
        hi = std::max(hi, p.group.disks);
      }
      x.values["min_group_disks"] = lo;
      x.values["max_group_disks"] = hi;
      break;
    }
    case StreamFixKind::FasterDisks:
      x.values["disk_rpm"] = fix.result.disk.rpm;
      x.values["disk_avg_seek_ms"] = fix.result.disk.avg_seek_ms;
      x.values["current_disk_rpm"] = c.disk.rpm;
      break;
    case StreamFixKind::FewerStreams:
      x.values["streams"] = fix.result.streams;
      x.values["current_streams"] = c.streams;
      break;
    case StreamFixKind::DeeperQueue:
      x.values["outstanding_ios"] = fix.result.outstanding_ios;
      x.values["current_outstanding_ios"] = c.outstanding_ios;
      break;
    }
    out.push_back(x);
  }

  if (r.work_capped) {
    Finding t;
    t.severity = Severity::Info;
    t.code = "streams_work_capped";
    t.values = {{"budget_events", static_cast<double>(options.work_budget_events)},
                {"work", static_cast<double>(r.work)},
                {"fixes_skipped", static_cast<double>(r.fixes_skipped)}};
    out.push_back(t);
  }
  if (c.truncated) {
    Finding t;
    t.severity = Severity::Warning;
    t.code = "streams_truncated";
    t.values = {{"horizon_s", c.horizon_s}, {"events", static_cast<double>(c.events)}};
    out.push_back(t);
  }
  sortFindings(out);
  return out;
}

}  // namespace accel
