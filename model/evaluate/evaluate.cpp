// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/evaluate/evaluate.h"

#include <cmath>

#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/evaluate/consistency.h"

namespace accel {

BackingOptions backingOptionsFor(const Scenario& s)
{
  BackingOptions backing;
  backing.disk_utilization_limit = s.requirements.max_backing_utilization;
  return backing;
}

LatencyOptions latencyOptionsFor(const EvaluateOptions& opt, const BackingResult& backing)
{
  // Write-through VMs commit at the datastore's latency: the storage path's front end, and
  // the disks unless the array's write cache keeps up.
  LatencyOptions latency = opt.latency;
  if (opt.datastore_latency_from_backing && backing.valid && backing.datastore_write_latency_us > 0)
    latency.datastore_write_latency_us = backing.datastore_write_latency_us;
  return latency;
}

std::vector<std::optional<double>> reachableWriteMbps(const Scenario& s, const LatencyResult& r)
{
  std::vector<std::optional<double>> out(s.vm_groups.size());
  for (std::size_t g = 0; g < out.size() && g < r.groups.size(); ++g) {
    const GroupLatency& l = r.groups[g];
    if (l.capacity_bound && std::isfinite(l.write_mbps_per_vm) && l.write_mbps_per_vm >= 0)
      out[g] = l.write_mbps_per_vm;
  }
  return out;
}

Evaluation evaluate(const Scenario& s, const EvaluateOptions& opt)
{
  Evaluation e;
  e.replica = computeReplica(s, RateBasis::Peak);
  e.replica_mean = computeReplica(s, RateBasis::Mean);
  e.backing = computeBacking(s, backingOptionsFor(s));

  const LatencyOptions latency = latencyOptionsFor(opt, e.backing);
  e.datastore_saturated = opt.datastore_latency_from_backing && datastoreSaturated(e.backing);
  e.latency = computeLatency(s, latency);
  e.latency_options = latency;

  // The destager is fed what each VM can write: its demand, at most the rate the latency
  // model says it reaches at its load.
  e.destager = computeDestager(s, e.backing, opt.destager, reachableWriteMbps(s, e.latency));

  if (opt.simulate_streams)
    e.streams = computeStreams(s, opt.streams);

  if (opt.requirements) {
    const double growth = s.requirements.growth_factor;
    if (growth == 1.0) {
      e.requirements = checkRequirements(s, e);
    } else {
      Scenario grown = s;
      scaleWriteRates(grown, growth);
      EvaluateOptions at_growth = opt;
      at_growth.findings = false;
      at_growth.requirements = false;
      at_growth.simulate_streams = false;
      Evaluation eg = evaluate(grown, at_growth);
      eg.streams = e.streams;  // the streams do not depend on the VMs' write rates
      e.requirements = checkRequirements(grown, eg);
    }
    e.requirements.growth_factor = growth;
  }

  if (!opt.findings)
    return e;
  e.findings = evaluationFindings(s, e, opt);
  return e;
}

bool datastoreSaturated(const BackingResult& backing)
{
  if (!backing.valid)
    return false;
  // The datastore is the first valid RAID group: saturated when its writes have no finite
  // latency under the background load, unless the array's write cache takes them.
  for (const RaidGroupResult& g : backing.raid_groups)
    if (g.valid)
      return !g.write_latency_ms && !backing.write_cache_keeps_up;
  return false;
}

bool writeThroughUnbounded(const Scenario& s, const Evaluation& e, std::size_t group)
{
  return writeThroughUnbounded(s, e.datastore_saturated, group);
}

bool writeThroughUnbounded(const Scenario& s, bool datastore_saturated, std::size_t group)
{
  if (!datastore_saturated || group >= s.vm_groups.size())
    return false;
  const VmGroup& g = s.vm_groups[group];
  return !g.write_policy.isWriteBack() && g.vms_per_host > 0 && hostsRunning(g, s.hosts) > 0;
}

std::vector<Finding> evaluationFindings(const Scenario& s, const Evaluation& e,
                                        const EvaluateOptions& opt)
{
  std::vector<Finding> out;
  const auto append = [&out](std::vector<Finding> more, const char* area) {
    setArea(more, area);
    for (Finding& f : more)
      out.push_back(std::move(f));
  };
  append(replicaFindings(s, e.replica, e.replica_mean), "replica");
  append(latencyFindings(s, e.latency, opt.devices, e.latency_options), "latency");
  append(destagerFindings(s, e.destager), "destager");
  append(backingFindings(s, e.backing), "backing");
  if (e.streams)
    append(streamsFindings(s, *e.streams, opt.streams), "streams");
  for (Finding& f : consistencyFindings(s, e))
    out.push_back(std::move(f));
  for (Finding& f : requirementFindings(e.requirements))
    out.push_back(std::move(f));
  for (Finding& f : out)
    if (f.group >= 0 && writeThroughUnbounded(s, e, static_cast<std::size_t>(f.group)) &&
        f.values.count("loaded_us"))
      f.labels["loaded"] = "unbounded";
  sortFindings(out);
  return out;
}

}  // namespace accel
