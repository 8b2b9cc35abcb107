// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/evaluate/requirements.h"

#include <algorithm>
#include <cmath>

#include "model/common/profile.h"
#include "model/destager/destager.h"
#include "model/evaluate/evaluate.h"

namespace accel {

namespace {

/// Relative slack in comparisons, so that a value equal to its limit up to rounding is met.
constexpr double kSlack = 1e-12;

bool atMost(double value, double limit)
{
  return value <= limit + kSlack * std::abs(limit);
}

std::optional<double> marginOf(LimitSense sense, double value, double limit)
{
  if (!(value > 0) || !(limit > 0))
    return std::nullopt;
  const double m = sense == LimitSense::AtMost ? limit / value : value / limit;
  return std::isfinite(m) ? std::optional<double>(m) : std::nullopt;
}

RequirementCheck row(RequirementKind kind, int group = -1)
{
  RequirementCheck c;
  c.kind = kind;
  c.group = group;
  c.id = requirementKindKey(kind);
  if (group >= 0)
    c.id += "." + std::to_string(group);
  return c;
}

/// A value against a limit, both known.
void compare(RequirementCheck& c, double value, double limit)
{
  c.value = value;
  c.limit = limit;
  c.met = c.sense == LimitSense::AtMost ? atMost(value, limit) : atMost(limit, value);
  c.margin = marginOf(c.sense, value, limit);
}

}  // namespace

const char* requirementKindKey(RequirementKind k)
{
  switch (k) {
  case RequirementKind::PeerLinkUtilization: return "peer_link_utilization";
  case RequirementKind::SharedUplinkUtilization: return "shared_uplink_utilization";
  case RequirementKind::WriteLatency: return "write_latency";
  case RequirementKind::BufferFill: return "buffer_fill";
  case RequirementKind::ThrottledShare: return "throttled_share";
  case RequirementKind::BackingUtilization: return "backing_utilization";
  case RequirementKind::StreamRate: return "stream_rate";
  }
  return "peer_link_utilization";
}

const char* requirementMetricKey(RequirementKind k)
{
  switch (k) {
  case RequirementKind::PeerLinkUtilization: return "max_link_utilization";
  case RequirementKind::SharedUplinkUtilization: return "uplink_utilization";
  case RequirementKind::WriteLatency: return "loaded_us";
  case RequirementKind::BufferFill: return "fill_time_s";
  case RequirementKind::ThrottledShare: return "throttled_fraction";
  case RequirementKind::BackingUtilization: return "backing_utilization";
  case RequirementKind::StreamRate: return "stream_mbps";
  }
  return "max_link_utilization";
}

const char* requirementArea(RequirementKind k)
{
  switch (k) {
  case RequirementKind::PeerLinkUtilization:
  case RequirementKind::SharedUplinkUtilization: return "replica";
  case RequirementKind::WriteLatency: return "latency";
  case RequirementKind::BufferFill:
  case RequirementKind::ThrottledShare: return "destager";
  case RequirementKind::BackingUtilization: return "backing";
  case RequirementKind::StreamRate: return "streams";
  }
  return "replica";
}

std::optional<RequirementKind> requirementKindFromKey(const std::string& key)
{
  for (RequirementKind k :
       {RequirementKind::PeerLinkUtilization, RequirementKind::SharedUplinkUtilization,
        RequirementKind::WriteLatency, RequirementKind::BufferFill, RequirementKind::ThrottledShare,
        RequirementKind::BackingUtilization, RequirementKind::StreamRate})
    if (key == requirementKindKey(k))
      return k;
  return std::nullopt;
}

std::vector<Finding> requirementFindings(const RequirementsResult& r)
{
  std::vector<Finding> out;
  for (const RequirementCheck& c : r.checks) {
    if (c.met)
      continue;
    Finding f;
    f.severity = Severity::Warning;
    f.code = "requirement_not_met";
    f.area = requirementArea(c.kind);
    f.group = c.group;
    f.host = c.host;
    f.values["growth_factor"] = r.growth_factor;
    if (c.value)
      f.values["value"] = *c.value;
    if (c.limit)
      f.values["limit"] = *c.limit;
    if (c.margin)
      f.values["margin"] = *c.margin;
    f.labels["requirement"] = c.id;
    f.labels["kind"] = requirementKindKey(c.kind);
    f.labels["sense"] = c.sense == LimitSense::AtMost ? "at_most" : "at_least";
    if (c.unbounded)
      f.labels["unbounded"] = "yes";
    if (c.while_full)
      f.labels["while_full"] = "yes";
    if (c.kind == RequirementKind::PeerLinkUtilization)
      f.labels["transmit"] = c.transmit ? "yes" : "no";
    out.push_back(std::move(f));
  }
  return out;
}

double clusterMeanWriteMbps(const Scenario& s)
{
  double total = 0;
  for (const VmGroup& g : s.vm_groups)
    total += groupMeanWriteMbps(g, s.hosts);
  return std::isfinite(total) ? total : 0.0;
}

RequirementsResult checkRequirements(const Scenario& s, const Evaluation& e)
{
  RequirementInputs in;
  in.replica = &e.replica;
  in.latency = &e.latency;
  in.destager = &e.destager;
  in.backing = &e.backing;
  in.backing_at_demand = e.backing_at_demand ? &*e.backing_at_demand : nullptr;
  in.streams = e.streams ? &*e.streams : nullptr;
  in.datastore_saturated = e.datastore_saturated;
  return checkRequirements(s, in);
}

RequirementsResult checkRequirements(const Scenario& s, const RequirementInputs& in)
{
  const ReplicaResult& replica = *in.replica;
  const LatencyResult& latency = *in.latency;
  const DestagerResult& destager = *in.destager;
  const BackingResult& backing = *in.backing;
  RequirementsResult out;
  const Requirements& req = s.requirements;
  std::vector<RequirementCheck>& rows = out.checks;

  // Peer links: the busiest direction of the busiest host, at the peak write rates.
  if (s.hosts > 1 && !replica.hosts.empty()) {
    RequirementCheck c = row(RequirementKind::PeerLinkUtilization);
    double worst = -1;
    for (std::size_t h = 0; h < replica.hosts.size(); ++h) {
      const HostReplica& hr = replica.hosts[h];
      if (hr.tx_utilization > worst) {
        worst = hr.tx_utilization;
        c.host = static_cast<int>(h);
        c.transmit = true;
      }
      if (hr.rx_utilization > worst) {
        worst = hr.rx_utilization;
        c.host = static_cast<int>(h);
        c.transmit = false;
      }
    }
    compare(c, std::max(worst, 0.0), s.peer_network.utilization_limit);
    rows.push_back(c);
  }
  if (replica.shared_uplink) {
    RequirementCheck c = row(RequirementKind::SharedUplinkUtilization);
    compare(c, replica.shared_uplink->utilization, s.peer_network.utilization_limit);
    rows.push_back(c);
  }

  // Per VM group: loaded write latency; buffer and throttled share for write-back groups.
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const VmGroup& g = s.vm_groups[i];
    const int gi = static_cast<int>(i);
    if (i < latency.groups.size()) {
      RequirementCheck c = row(RequirementKind::WriteLatency, gi);
      const double target = g.latency_target_us.value_or(req.latency_target_us);
      if (writeThroughUnbounded(s, in.datastore_saturated, i)) {
        // Write-through to a saturated datastore: no finite latency to compare.
        c.limit = target;
        c.unbounded = true;
        c.met = false;
      } else {
        // While its buffer is full a write-back group writes at its destage rate: the longer
        // wait is the group's latency (as the areas' rule shows it).
        double loaded = latency.groups[i].loaded_us;
        const DestagerGroupResult* d = i < destager.groups.size() ? &destager.groups[i] : nullptr;
        if (d && fullBufferStalls(*d)) {
          // Nothing drains its buffer: once full, its writes wait without bound.
          c.limit = target;
          c.unbounded = true;
          c.while_full = true;
          c.met = false;
        } else {
          if (d)
            if (const std::optional<double> full = fullBufferLatencyUs(*d))
              if (*full > loaded) {
                loaded = *full;
                c.while_full = true;
              }
          compare(c, loaded, target);
        }
      }
      rows.push_back(c);
    }
    if (i >= destager.groups.size())
      continue;
    const DestagerGroupResult& d = destager.groups[i];
    if (d.status != DestagerStatus::Ok)
      continue;
    RequirementCheck fill = row(RequirementKind::BufferFill, gi);
    fill.sense = LimitSense::AtLeast;
    fill.value = d.fills ? d.fill_time_s : std::nullopt;
    fill.limit = req.min_fill_time_s;
    if (!req.min_fill_time_s) {
      fill.met = !d.fills;
    } else if (!d.fills) {
      fill.met = true;
    } else {
      const double t = d.fill_time_s.value_or(0.0);
      fill.met = atMost(*req.min_fill_time_s, t);
      fill.margin = marginOf(LimitSense::AtLeast, t, *req.min_fill_time_s);
    }
    rows.push_back(fill);
    RequirementCheck thr = row(RequirementKind::ThrottledShare, gi);
    compare(thr, d.throttled_fraction, req.max_throttled_fraction);
    rows.push_back(thr);
  }

  // The backing array: busiest disk or fabric under the background load and the cluster's
  // long-run writes as demanded, in their sizes as demanded (planning: conservative, as the
  // write cache's array_write_mbps).
  const BackingResult& planned = in.backing_at_demand ? *in.backing_at_demand : backing;
  if (planned.valid) {
    RequirementCheck c = row(RequirementKind::BackingUtilization);
    const BackingUtilization u = backingUtilization(planned, clusterMeanWriteMbps(s));
    if (u.utilization) {
      compare(c, *u.utilization, req.max_backing_utilization);
    } else {
      c.limit = req.max_backing_utilization;
      c.unbounded = true;
      c.met = false;
    }
    rows.push_back(c);
  }

  // Sequential streams: each at least the minimum rate (simulated expectation).
  const SequentialStreams& ss = s.backing.sequential_streams;
  if (req.min_stream_mbps && ss.count > 0 && in.streams && in.streams->active &&
      in.streams->current.valid) {
    RequirementCheck c = row(RequirementKind::StreamRate);
    c.sense = LimitSense::AtLeast;
    compare(c, in.streams->current.per_stream_mbps, *req.min_stream_mbps);
    rows.push_back(c);
  }

  for (const RequirementCheck& c : rows)
    out.all_met = out.all_met && c.met;
  return out;
}

void recheckStreamRequirement(const Scenario& s, const std::optional<StreamsResult>& streams,
                              RequirementsResult& r)
{
  std::vector<RequirementCheck>& rows = r.checks;
  rows.erase(std::remove_if(
                 rows.begin(), rows.end(),
                 [](const RequirementCheck& c) { return c.kind == RequirementKind::StreamRate; }),
             rows.end());
  const Requirements& req = s.requirements;
  const SequentialStreams& ss = s.backing.sequential_streams;
  if (req.min_stream_mbps && ss.count > 0 && streams && streams->active && streams->current.valid) {
    RequirementCheck c = row(RequirementKind::StreamRate);
    c.sense = LimitSense::AtLeast;
    compare(c, streams->current.per_stream_mbps, *req.min_stream_mbps);
    rows.push_back(c);
  }
  r.all_met = true;
  for (const RequirementCheck& c : rows)
    r.all_met = r.all_met && c.met;
}

}  // namespace accel
