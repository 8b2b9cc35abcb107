// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file design_search.h
/// The design search ("what do I need?"): every combination of the choices the customer will
/// consider, evaluated against the requirements and ranked by a cost model
/// (docs/models/sizing.md, "Design search").
///
/// A candidate is the base scenario with one option of every dimension applied. Candidates
/// whose RAID geometry the level cannot form are skipped (counted as invalid). Every other one
/// is evaluated (findings and the stream simulation off) and its requirements checked at the
/// growth factor. The ones that meet every requirement are ranked cheapest first; the Pareto
/// front of cost against headroom is taken among the cheapest of them (their headroom by write
/// rate computed exactly, headroom.h).
///
/// The search covers every combination. It evaluates each model once per combination of the
/// choices that model reads, in evaluate()'s order (the backing array once per RAID layout and
/// host count, the latency model once per link, device, policy and host count, the destager
/// once per layout, buffer and reachable rates...) and reuses the result for
/// every candidate that shares them; the result equals evaluate() of each candidate (tested).
/// One rule prunes by proven monotonicity (DesignSearchOptions::prune): when every VM group
/// writes back, a RAID0, RAID1 or RAID10 candidate with at least the disks of one that met
/// every requirement (everything else the same) meets them too, and is counted and ranked
/// without being evaluated (tests prove the rule on random scenarios, and that the search's
/// answer equals a brute-force loop's).

#include <atomic>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/evaluate/evaluate.h"
#include "model/latency/latency.h"

namespace accel {

/// A peer network option: its kind and speed (the scenario's other network settings kept).
struct LinkOption {
  std::string id;  ///< stable key for the cost model, e.g. "ethernet-10"
  NetKind kind = NetKind::Ethernet;
  double link_gbps = 10;
  int usable_links = 1;
  std::optional<int> mtu;  ///< empty: the scenario's
};

/// A disk option: a catalogue disk (its id keys the cost model).
struct DiskOption {
  std::string id;
  Disk disk;
};

/// The choices, each a dimension of the search; an empty dimension keeps the scenario's own
/// value. Devices and disks are catalogue entries resolved by the application.
struct DesignDimensions {
  std::vector<LinkOption> peer_links;
  std::vector<DevicePreset> devices;
  std::vector<double> write_buffer_mb;              ///< per VM
  std::vector<WritePolicy> write_policies;          ///< applied to every write-back group
  std::vector<RaidLevel> raid_levels;               ///< every RAID group
  std::vector<DiskOption> disks;                    ///< every RAID group
  std::optional<IntRange> disk_count;               ///< disks in all, split over the groups
  std::vector<int> raid_groups;                     ///< RAID groups the disks are split into
  std::vector<double> segment_kib;                  ///< every RAID group
  std::vector<double> destage_sequential_fraction;  ///< backing.destage_sequential_fraction
  std::vector<DestagePattern> destage_patterns;     ///< backing.destage_pattern
  std::optional<IntRange> hosts;                    ///< hosts; each group's VMs in all are kept
  /// Host read cache per VM (GiB) and block (KiB), applied to every group with a read cache;
  /// a choice whose caches of one host outgrow acceleration.capacity_gib is not a design.
  std::vector<double> read_cache_gib;
  std::vector<double> read_cache_block_kib;
};

/// Relative costs (any currency unit, consistently): a design costs
/// hosts x (host + device + peer link) + disks x disk + RAID groups x raid_group.
/// Defaults are documented in docs/models/sizing.md; the application reads them from the
/// presets.
struct CostModel {
  double host = 100;
  double device_default = 10;
  std::map<std::string, double> device;  ///< by device id
  double disk_default = 3;
  std::map<std::string, double> disk;  ///< by disk id
  double link_default = 0;
  std::map<std::string, double> link;  ///< by link id, per host
  double raid_group = 0;
};

/// One candidate's options, as indices into the dimensions (-1: the scenario's own).
struct DesignChoice {
  int peer_link = -1;
  int device = -1;
  int buffer = -1;
  int policy = -1;
  int level = -1;
  int disk = -1;
  int disk_count = -1;  ///< the count itself when disk_count is set, else -1
  int raid_groups = -1;
  int segment = -1;
  int destage = -1;           ///< index into destage_sequential_fraction
  int pattern = -1;           ///< index into destage_patterns
  int hosts = -1;             ///< the count itself when hosts is set, else -1
  int read_cache = -1;        ///< index into read_cache_gib
  int read_cache_block = -1;  ///< index into read_cache_block_kib
};

struct DesignCandidate {
  DesignChoice choice;
  Scenario scenario;
  double cost = 0;
  RequirementsResult requirements;
  /// The headroom by write rate (for the cheapest designs that meet everything); empty when
  /// not computed, or when nothing breaks within its range (headroom_unbounded).
  std::optional<double> headroom;
  bool headroom_unbounded = false;
  bool pareto = false;  ///< on the front of cost against headroom
};

struct DesignSearchOptions {
  EvaluateOptions evaluate;  ///< findings and the stream simulation are turned off
  int threads = 0;           ///< 0: every core
  /// Designs that meet every requirement kept in the result (cheapest first).
  std::size_t keep = 50;
  /// Of those, how many get their headroom computed for the Pareto front.
  std::size_t headroom_for = 24;
  /// Also keep the cheapest designs that miss a requirement (fewest missed first), when no
  /// design meets everything.
  std::size_t keep_failing = 10;
  std::size_t max_candidates = 5'000'000;
  /// Prune by monotonicity in the disk count (see above); off: evaluate every candidate.
  bool prune = true;
  /// Simulate the sequential streams of the designs kept (the search itself never does), so
  /// that their stream requirement is checked; a kept design that misses it then says so.
  bool check_streams = false;
};

/// Called as candidates complete (done of total); returning false cancels. Thread-safe.
using SearchProgress = std::function<bool(std::size_t done, std::size_t total)>;

struct DesignSearchResult {
  std::size_t candidates = 0;  ///< combinations in the space
  std::size_t evaluated = 0;
  /// Known to meet every requirement by the monotonicity rule, without being evaluated.
  std::size_t inferred = 0;
  std::size_t invalid = 0;  ///< skipped: a geometry the level cannot form
  double seconds = 0;
  bool cancelled = false;
  bool truncated = false;  ///< the space exceeded max_candidates: only the first were tried
  /// Designs meeting every requirement, cheapest first (ties: more headroom first); when
  /// none does, the closest misses (fewest requirements missed, then cheapest).
  std::vector<DesignCandidate> designs;
  std::size_t meeting = 0;  ///< how many candidates met every requirement
  /// The stream requirement was checked on the designs kept (check_streams, and the scenario
  /// asks for a stream rate with streams configured).
  bool streams_checked = false;
};

/// Number of combinations in the space (each empty dimension counts 1).
std::size_t designSpaceSize(const DesignDimensions& d);

/// The scenario of a choice; false when the RAID geometry (level, disks per group) is one the
/// level cannot form, or the read caches of one host outgrow the device.
bool designScenario(const Scenario& base, const DesignDimensions& d, const DesignChoice& c,
                    Scenario* out);

/// The cost of a candidate's scenario under the model (the ids of the options chosen).
double designCost(const Scenario& s, const DesignDimensions& d, const DesignChoice& c,
                  const CostModel& costs);

/// Runs the search over every combination, on every core.
DesignSearchResult searchDesigns(const Scenario& base, const DesignDimensions& dims,
                                 const CostModel& costs, DesignSearchOptions options = {},
                                 const SearchProgress& progress = {});

}  // namespace accel
