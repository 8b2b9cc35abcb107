// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/evaluate/evaluate.h"

#include <algorithm>
#include <cmath>

#include "model/backing/datastore_queue.h"
#include "model/backing/raid.h"
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

BackingResult backingFor(const Scenario& s, const BackingOptions& options,
                         std::optional<HyperconvergedBackingResult>* hci)
{
  BackingResult b = computeBacking(s, options);
  if (s.backing.kind != BackingKind::Hyperconverged)
    return b;
  HyperconvergedBackingResult h = computeHyperconvergedBacking(s);
  applyHyperconverged(s, h, b);
  if (hci)
    *hci = std::move(h);
  return b;
}

LatencyOptions latencyOptionsFor(const EvaluateOptions& opt, const BackingResult& backing)
{
  // Write-through VMs commit at the datastore's latency: the storage path's front end, and
  // the disks unless the array's write cache keeps up; the disks' time is a queue they share.
  LatencyOptions latency = opt.latency;
  if (opt.datastore_latency_from_backing && backing.valid &&
      backing.datastore_write_latency_us > 0) {
    latency.datastore_write_latency_us = backing.datastore_write_latency_us;
    // The disks' part for each write's own size (a 256 KiB write is on the disks longer than
    // one of the random load's size).
    if (std::function<double(double)> at = datastoreWriteLatencyAt(backing))
      latency.datastore_write_latency_at_us = [at = std::move(at)](double bytes) {
        return at(units::bytesToKiB(bytes));
      };
    DatastoreQueue q = datastoreQueue(backing);
    if (q.queued)
      latency.datastore_write_demand_us = std::move(q.write_demand_us);
  }
  return latency;
}

ArrayAndLatency arrayAndLatency(const Scenario& array, const Scenario& device,
                                const EvaluateOptions& opt, BackingOptions bo)
{
  ArrayAndLatency out;
  bool write_through = false;
  for (const VmGroup& g : array.vm_groups)
    write_through = write_through || !g.write_policy.isWriteBack();
  // Write-back groups' latency does not depend on the array: one more backing pass settles
  // their mix. Write-through groups commit at the array, so its new figures move what they
  // reach, and the two run in turn.
  const bool latency_follows = write_through && opt.datastore_latency_from_backing;
  for (int pass = 1;; ++pass) {
    out.hyperconverged.reset();
    if (pass == 2)
      out.at_demand = std::move(out.backing);
    out.backing = backingFor(array, bo, &out.hyperconverged);
    out.passes = pass;
    if (pass == 1 || latency_follows) {
      out.latency_options = latencyOptionsFor(opt, out.backing);
      out.latency = computeLatency(device, out.latency_options);
    }
    std::vector<std::optional<double>> reached = reachableWriteMbps(array, out.latency);
    if (!arrayWritesMove(array, reached, bo.reached_write_mbps))
      break;  // without latency_follows, always at the second pass: the rates did not move
    if (pass == kMaxArrayPasses) {
      out.mix_unsettled = true;
      break;
    }
    bo.reached_write_mbps = std::move(reached);
    out.reached_write_mbps = bo.reached_write_mbps;
  }
  return out;
}

DestageSupply destageSupply(const Scenario& s, const BackingResult& backing, const LoadTimeline& t)
{
  DestageSupply out;
  // A measured destage rate stays as measured: the streams took their share in it.
  out.streams_disk_share = backing.bound_by == DestageBound::Measured ? 0.0 : streamsDiskShare(s);
  if (t.scheduled()) {
    out.capacity = destageCapacitySchedule(s, t, backing);
  } else if (out.streams_disk_share > 0) {
    // Streams without windows run all the time: their share is taken all the time.
    out.taken = backing;
    takeStreams(*out.taken, out.streams_disk_share);
  }
  return out;
}

DestagerResult computeDestager(const Scenario& s, const BackingResult& backing,
                               const DestageSupply& supply, const DestagerOptions& o,
                               const std::vector<std::optional<double>>& reachable_mbps)
{
  DestagerResult r = computeDestager(s, supply.taken ? *supply.taken : backing, o, reachable_mbps,
                                     supply.capacity);
  r.streams_disk_share = supply.streams_disk_share;
  return r;
}

DestagerResult destagerFor(const Scenario& s, const Evaluation& e, const DestagerOptions& o)
{
  return computeDestager(s, e.backing, destageSupply(s, e.backing, e.load_timeline), o,
                         reachableWriteMbps(s, e.latency));
}

Scenario streamsScenario(const Scenario& s, const Evaluation& e)
{
  return e.load_timeline.scheduled() ? withLoadState(s, e.load_timeline, e.streams_state) : s;
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

namespace {

/// A read the backing array's disks serve: the first valid RAID group's read latency under its
/// load, us, or its idle latency with `saturated` when that load saturates it (0 when no group
/// is valid).
struct DiskRead {
  double us = 0;
  bool saturated = false;
};

DiskRead diskRead(const BackingResult& backing)
{
  for (const RaidGroupResult& g : backing.raid_groups)
    if (g.valid)
      return {units::kUsPerMs * (g.read_latency_ms ? *g.read_latency_ms : g.idle_read_latency_ms),
              !g.read_latency_ms.has_value()};
  return {};
}

/// The read cache's figures that need the backing model: what the host caches win back for
/// destaging (the backing model run again with every read reaching the array) and the reads'
/// latencies.
void finishReadCache(const Scenario& s, const EvaluateOptions& opt, BackingOptions bo,
                     Evaluation& e)
{
  ReadCacheResult& rc = e.read_cache;
  rc.destage_mbps = e.backing.write_mbps_capacity;
  rc.destage_mbps_without_host_cache = rc.destage_mbps;
  const bool cached = std::any_of(rc.groups.begin(), rc.groups.end(),
                                  [](const GroupReadCache& g) { return g.cached; });
  const DiskRead with = diskRead(e.backing);
  setReadLatencies(rc, s, e.backing.front_end_latency_us, with.us, with.saturated);
  if (!cached)
    return;
  ReadCacheResult none = computeReadCache(s, opt.read_cache, false);
  bo.disks_needed = false;
  const BackingResult without = backingFor(arrayLoadScenario(s, none), bo);
  rc.destage_mbps_without_host_cache = without.write_mbps_capacity;
  const DiskRead all = diskRead(without);
  setReadLatencies(none, s, without.front_end_latency_us, all.us, all.saturated);
  for (std::size_t g = 0; g < rc.groups.size() && g < none.groups.size(); ++g) {
    rc.groups[g].uncached_read_latency_us = none.groups[g].read_latency_us;
    rc.groups[g].uncached_saturated = all.saturated;
  }
}

}  // namespace

Evaluation evaluate(const Scenario& given, const EvaluateOptions& opt)
{
  // The RAID models' costs of an I/O, asked again with the same inputs by the backing model's
  // runs, the destager and the grown scenario, are computed once per evaluation (per thread).
  const IoCostMemo memo;
  Evaluation e;
  e.read_cache = computeReadCache(given, opt.read_cache);
  // The array's background load with the reads that reach its disks (the scenario itself when
  // read caching is not engaged).
  const Scenario s = arrayLoadScenario(given, e.read_cache);
  e.replica = computeReplica(s, RateBasis::Peak);
  e.replica_mean = computeReplica(s, RateBasis::Mean);
  // The backing array and the latency, each seeing the other (the array's write mix at what
  // each group reaches).
  BackingOptions bo = backingOptionsFor(s);
  ArrayAndLatency al = arrayAndLatency(s, deviceLoadScenario(s, e.read_cache), opt, bo);
  e.backing = std::move(al.backing);
  e.hyperconverged = std::move(al.hyperconverged);
  e.latency = std::move(al.latency);
  e.latency_options = std::move(al.latency_options);
  e.array_passes = al.passes;
  e.array_mix_unsettled = al.mix_unsettled;
  e.backing_at_demand = std::move(al.at_demand);
  bo.reached_write_mbps = std::move(al.reached_write_mbps);
  if (e.read_cache.engaged)
    finishReadCache(given, opt, bo, e);
  e.datastore_saturated = opt.datastore_latency_from_backing && datastoreSaturated(e.backing);

  // The destager is fed what each VM can write: its demand, at most the rate the latency
  // model says it reaches at its load; a load of the array that varies over time gives the
  // destage capacity in each of its states.
  e.load_timeline = loadTimeline(given, e.read_cache);
  e.destager = destagerFor(s, e, opt.destager);

  // For another backing kind than RAID groups the streams are inactive (no member disks).
  // Scheduled: in the state of their busiest window.
  e.streams_state = streamsState(e.load_timeline);
  if (opt.simulate_streams)
    e.streams = computeStreams(streamsScenario(s, e), opt.streams);

  if (opt.requirements) {
    const double growth = s.requirements.growth_factor;
    if (growth == 1.0) {
      e.requirements = checkRequirements(given, e);
    } else {
      Scenario grown = given;
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
  e.findings = evaluationFindings(given, e, opt);
  return e;
}

bool datastoreSaturated(const BackingResult& backing)
{
  if (!backing.valid)
    return false;
  // A hyperconverged backing: saturated when the background load saturates a resource.
  if (!backing.resources.empty())
    return std::any_of(backing.resources.begin(), backing.resources.end(),
                       [](const BackingResource& r) { return r.background >= 1; });
  // An all-flash array: saturated when the background load reaches its ceiling.
  if (backing.all_flash)
    return backing.all_flash->random_load.saturated;
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

namespace {

/// Destager findings of a buffer that fills under a scheduled load: which loads run in the
/// state it fills in (labels fill_random_load and fill_streams: "on", "off"; values
/// fill_random_load_level and fill_streams_level; with read profiles on the time axis
/// fill_vm_read_iops and mean_vm_read_iops, the VMs' reads on the disks then and at their means).
void labelLoadStates(std::vector<Finding>& out, const LoadTimeline& t)
{
  for (Finding& f : out) {
    // The VMs' reads on the disks at their means, where the reads are on the time axis.
    if (t.reads_scheduled && f.values.count("capacity_horizon_s"))
      f.values["mean_vm_read_iops"] = t.parts.vm_read_iops;
    const auto it = f.values.find("fill_state");
    if (it == f.values.end())
      continue;
    const auto k = static_cast<std::size_t>(it->second);
    if (k >= t.states.size())
      continue;
    f.values["fill_random_load_level"] = t.states[k].random_level;
    f.values["fill_streams_level"] = t.states[k].streams_level;
    f.labels["fill_random_load"] = t.states[k].random_level > 0 ? "on" : "off";
    f.labels["fill_streams"] = t.states[k].streams_level > 0 ? "on" : "off";
    if (t.reads_scheduled)  // and then
      f.values["fill_vm_read_iops"] = t.vmReadIops(t.states[k]);
  }
}

}  // namespace

std::vector<Finding> evaluationFindings(const Scenario& given, const Evaluation& e,
                                        const EvaluateOptions& opt)
{
  // The models' findings on the scenarios they were run on: with read caching engaged, the
  // array's load with the reads that reach its disks, and the device the reads leave.
  std::optional<Scenario> array, device;
  if (e.read_cache.engaged) {
    array = arrayLoadScenario(given, e.read_cache);
    device = deviceLoadScenario(*array, e.read_cache);
  }
  const Scenario& s = array ? *array : given;
  std::vector<Finding> out;
  const auto append = [&out](std::vector<Finding> more, const char* area) {
    setArea(more, area);
    for (Finding& f : more)
      out.push_back(std::move(f));
  };
  append(replicaFindings(s, e.replica, e.replica_mean), "replica");
  append(latencyFindings(device ? *device : s, e.latency, opt.devices, e.latency_options),
         "latency");
  append(destagerFindings(s, e.destager), "destager");
  labelLoadStates(out, e.load_timeline);
  if (e.destager.streams_disk_share > 0 && !e.load_timeline.scheduled())
    for (Finding& f : out)  // the destage rate is the array's less the streams' share
      if (f.area == "destager" && f.values.count("cluster_destage_mbps"))
        f.values["streams_disk_share"] = e.destager.streams_disk_share;
  append(backingFindings(s, e.backing), "backing");
  if (e.hyperconverged)
    append(hyperconvergedFindings(s, *e.hyperconverged), "backing");
  if (e.streams)
    append(streamsFindings(streamsScenario(s, e), *e.streams, opt.streams), "streams");
  append(readCacheFindings(given, e.read_cache), "readcache");
  for (Finding& f : consistencyFindings(s, e))
    out.push_back(std::move(f));
  qualifyWriteBackGain(s, e, out);
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
