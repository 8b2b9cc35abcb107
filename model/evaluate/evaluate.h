// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file evaluate.h
/// Runs every model on a scenario. This is the one entry point the GUI, the command line and
/// the report call; a new model adds its result here.

#include <optional>
#include <vector>

#include "model/backing/backing.h"
#include "model/common/findings.h"
#include "model/common/scenario.h"
#include "model/destager/destager.h"
#include "model/evaluate/load_schedule.h"
#include "model/evaluate/requirements.h"
#include "model/hyperconverged/hyperconverged_backing.h"
#include "model/latency/latency.h"
#include "model/readcache/readcache.h"
#include "model/replica/replica.h"
#include "model/streams/streams.h"

namespace accel {

/// What evaluate() needs besides the scenario: catalogues the app reads from resources and
/// the models' stated assumptions.
struct EvaluateOptions {
  std::vector<DevicePreset> devices;  ///< candidates for "a faster device would buy ..."
  LatencyOptions latency;
  DestagerOptions destager;
  StreamsOptions streams;
  ReadCacheOptions read_cache;
  /// Simulate the sequential streams (hundreds of milliseconds when streams are configured).
  /// The GUI turns this off and runs the simulation off its thread; the command line and the
  /// report keep it on.
  bool simulate_streams = true;
  /// Take the write-through datastore latency from the backing model (the storage path's
  /// front end, plus its first RAID group under the background load unless the array's write
  /// cache keeps up) instead of latency.datastore_write_latency_us.
  bool datastore_latency_from_backing = true;
  /// Compute the findings (the latency model's what-ifs re-solve the system: the most
  /// expensive part). Searches that only check requirements turn this off.
  bool findings = true;
  /// Check the scenario's requirements (at its growth factor: a second evaluation of the
  /// scenario with its write rates scaled, when the factor is not 1).
  bool requirements = true;
};

struct Evaluation {
  ReplicaResult replica;       ///< at each VM's peak write rate
  ReplicaResult replica_mean;  ///< at each VM's mean write rate
  /// The reads: host read caches and the array's flash cache tier (engaged only when a group
  /// gives a read working set or the array a flash cache; otherwise nothing below changes).
  ReadCacheResult read_cache;
  BackingResult backing;  ///< the backing array and its storage network
  /// The hyperconverged backing (backing.kind hyperconverged): its design under the load, and
  /// what it offers the destager and write-through VMs (already put into `backing`).
  std::optional<HyperconvergedBackingResult> hyperconverged;
  DestagerResult destager;  ///< write-back buffer fill and drain per VM group
  /// When the array's background load and streams run (load_schedule.h): nothing scheduled
  /// (horizon 0) unless backing.random_load or backing.sequential_streams has windows; then
  /// the destager's capacity follows it (destager.capacity_schedule, whose steps' `state`
  /// index load_timeline.states).
  LoadTimeline load_timeline;
  /// The state the streams model was evaluated in (streamsState: both 1 when nothing is
  /// scheduled).
  LoadState streams_state;
  /// Sequential streams on the first RAID group; empty when not simulated (see
  /// EvaluateOptions::simulate_streams).
  std::optional<StreamsResult> streams;
  LatencyResult latency;  ///< floor and loaded write latency per VM group
  /// The latency model's options as used (datastore latency from the backing model): pass
  /// them to the latency series functions so the charts agree with the results.
  LatencyOptions latency_options;
  /// Runs of the backing model for the array's write mix at the rates the groups reach
  /// (arrayAndLatency): 1 when no held-back group moves it; the reached rates used are in
  /// backing.options.reached_write_mbps.
  int array_passes = 1;
  /// The mix still moved after kMaxArrayPasses runs (arrayAndLatency).
  bool array_mix_unsettled = false;
  /// Where `backing` weighs a held-back group at what it reaches (array_passes > 1): the
  /// backing with the mix at the demand, which the array's utilisation requirement judges
  /// (RequirementInputs::backing_at_demand).
  std::optional<BackingResult> backing_at_demand;
  /// The datastore write-through groups commit to (the first valid RAID group) is saturated
  /// by the background load and the array's write cache does not keep up: it has no finite
  /// latency. The latency model then computes those groups
  /// at its idle latency, and their latency under load is unbounded (faces show no number).
  bool datastore_saturated = false;
  std::vector<Finding> findings;  ///< most severe first (evaluationFindings)
  /// The requirements checked (EvaluateOptions::requirements), at their growth factor.
  RequirementsResult requirements;
};

/// The backing model's options evaluate() uses for `s` (its planning limit is the
/// requirements' max_backing_utilization).
BackingOptions backingOptionsFor(const Scenario& s);

/// The backing model for `s` as evaluate() runs it: computeBacking, and for a hyperconverged
/// backing its result (into *hci when given) put into the backing's places
/// (applyHyperconverged).
BackingResult backingFor(const Scenario& s, const BackingOptions& options,
                         std::optional<HyperconvergedBackingResult>* hci = nullptr);

/// The latency model's options evaluate() uses: `opt.latency`, with the datastore write
/// latency taken from the backing model (BackingResult::datastore_write_latency_us: the
/// storage path's front end, plus the first RAID group unless the array's write cache keeps
/// up) when `opt.datastore_latency_from_backing`; and then the array as a queue that the
/// write-through VMs share (datastoreQueue: the array's time per MB written), so that
/// write-through VMs that overload the array are slowed by it.
LatencyOptions latencyOptionsFor(const EvaluateOptions& opt, const BackingResult& backing);

/// The backing array and the latency model as evaluate() runs them, each seeing the other: the
/// latency model's write-through groups commit at the backing's datastore (latencyOptionsFor),
/// and the array's write mix (the sizes its disks see, and with them its capacity) weighs each
/// group by what it writes in the long run, its mean demand or, where the latency model holds
/// it back, the rate it reaches (BackingOptions::reached_write_mbps). docs/models/backing.md,
/// "The array's write mix".
struct ArrayAndLatency {
  BackingResult backing;
  std::optional<HyperconvergedBackingResult> hyperconverged;
  LatencyOptions latency_options;
  LatencyResult latency;
  /// The rates reached that weigh the array's write mix (empty: every group at its demand).
  std::vector<std::optional<double>> reached_write_mbps;
  /// Passes of the backing model: 1 when no held-back group moves the mix. The latency runs
  /// again after a pass only where write-through groups commit at the array.
  int passes = 1;
  /// The mix still moved after the last allowed pass (kMaxArrayPasses): the results are those
  /// of that pass.
  bool mix_unsettled = false;
  /// The first pass's backing (the mix at the demand) where later passes replaced it.
  std::optional<BackingResult> at_demand;
};

/// At most this many runs of the backing model in arrayAndLatency.
inline constexpr int kMaxArrayPasses = 4;

/// Runs the backing (on `array`, arrayLoadScenario's scenario) and the latency model (on
/// `device`, deviceLoadScenario's) until the array's write mix at the rates the groups reach
/// no longer moves (sameWriteMix), at most kMaxArrayPasses times; `bo` as backingOptionsFor.
ArrayAndLatency arrayAndLatency(const Scenario& array, const Scenario& device,
                                const EvaluateOptions& opt, BackingOptions bo);

/// Evaluates a validated scenario. Pure: same scenario and options, same result.
/// With read caching engaged (ReadCacheResult::engaged) the backing array, the destager and the
/// streams see the array's background load with the reads that reach its disks
/// (arrayLoadScenario), and the latency model the device's bandwidth left by the read cache
/// (deviceLoadScenario).
/// Models feed each other, in this order: the backing array's datastore write latency
/// (BackingResult::datastore_write_latency_us) is what write-through groups commit at (unless
/// the options fix it); the latency model's reachable write rate is what each group's
/// destager is fed (reachableWriteMbps).
Evaluation evaluate(const Scenario& s, const EvaluateOptions& opt = {});

/// What the array supplies the destager: with a load timeline the capacity of each of its
/// states (destageCapacitySchedule); without one, sequential streams (which then run all the
/// time) take their share of the first RAID group's disks all the time (takeStreams on a
/// copy of the backing result), as a window covering the whole day does.
struct DestageSupply {
  std::optional<BackingResult> taken;  ///< the backing result less the streams' share
  DestageCapacitySchedule capacity;    ///< empty when the array's load does not vary
  double streams_disk_share = 0;       ///< streamsDiskShare; 0 with a measured destage rate
};

/// The supply for `array` (the scenario with the array's load after the caches:
/// arrayLoadScenario of the evaluated scenario and its read-cache result), its backing result
/// and load timeline (loadTimeline of the evaluated scenario).
DestageSupply destageSupply(const Scenario& array, const BackingResult& backing,
                            const LoadTimeline& t);

/// computeDestager on what `supply` gives (the backing result less the streams' share, or
/// `backing` with the capacity schedule), its streams_disk_share set.
DestagerResult computeDestager(const Scenario& array, const BackingResult& backing,
                               const DestageSupply& supply, const DestagerOptions& o,
                               const std::vector<std::optional<double>>& reachable_mbps);

/// The destager as evaluate() runs it on `e`'s backing, latency and load timeline: each VM fed
/// what it reaches (reachableWriteMbps), from destageSupply.
DestagerResult destagerFor(const Scenario& array, const Evaluation& e, const DestagerOptions& o);

/// The scenario the streams model runs on: `array` (arrayLoadScenario, as above) in the state
/// of the streams' busiest window when the array's load varies over time (withLoadState of
/// e.streams_state), `array` itself otherwise.
Scenario streamsScenario(const Scenario& array, const Evaluation& e);

/// The datastore write-through groups commit to (the first valid RAID group of `backing`) is
/// saturated: its writes have no finite latency under the background load and the array's
/// write cache does not keep up (Evaluation::datastore_saturated when the datastore latency
/// comes from the backing model).
bool datastoreSaturated(const BackingResult& backing);

/// A write-through group with VMs whose datastore is saturated (Evaluation::
/// datastore_saturated): its writes have no finite latency under load.
bool writeThroughUnbounded(const Scenario& s, const Evaluation& e, std::size_t group);

/// The same with the datastore's saturation given (RequirementInputs::datastore_saturated).
bool writeThroughUnbounded(const Scenario& s, bool datastore_saturated, std::size_t group);

/// Every finding of an evaluation from its results, most severe first: each model's findings
/// with the model as their area (Finding::area), the streams' only when they were simulated,
/// and the cross-model checks (consistency.h). While the datastore is saturated, the
/// findings of write-through groups that quote a latency under load carry the label
/// "loaded": "unbounded". evaluate() calls it; a face that merges a result computed later
/// (the stream simulation off the GUI thread) calls it again.
std::vector<Finding> evaluationFindings(const Scenario& s, const Evaluation& e,
                                        const EvaluateOptions& opt = {});
/// The rate each VM group's VMs can write, for the destager: the latency model's achieved
/// write_mbps_per_vm where the group is capacity-bound (it does not reach its demand), empty
/// where it does.
std::vector<std::optional<double>> reachableWriteMbps(const Scenario& s, const LatencyResult& r);

}  // namespace accel
