// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file requirements.h
/// The customer's requirements (Scenario::requirements) checked against an evaluation: one
/// row per requirement and subject, with the value, the limit, whether it is met and the
/// margin (docs/models/sizing.md, "Requirements").
///
/// Every requirement holds "with every VM write rate multiplied by the growth factor":
/// evaluate() checks them on the scenario with its write rates scaled by
/// Requirements::growth_factor (scaleWriteRates), so a growth factor of 1.3 asks whether the
/// design still meets everything with 30 % more write load.

#include <optional>
#include <string>
#include <vector>

#include "model/common/findings.h"
#include "model/common/scenario.h"
#include "model/streams/streams.h"

namespace accel {

struct Evaluation;
struct ReplicaResult;
struct LatencyResult;
struct DestagerResult;
struct BackingResult;
struct StreamsResult;

/// The results the requirements are checked against (each an evaluation's, of one scenario).
struct RequirementInputs {
  const ReplicaResult* replica = nullptr;  ///< at the VMs' peak write rates
  const LatencyResult* latency = nullptr;
  const DestagerResult* destager = nullptr;
  const BackingResult* backing = nullptr;
  /// The array with its write mix at the groups' demand, where `backing` weighs a held-back
  /// group at the rate it reaches (Evaluation::backing_at_demand); null: `backing` is at the
  /// demand. The array's utilisation is judged under the demanded writes and their mix.
  const BackingResult* backing_at_demand = nullptr;
  const StreamsResult* streams = nullptr;  ///< null when the streams were not simulated
  /// The datastore write-through groups commit to is saturated (datastoreSaturated): their
  /// write latency is unbounded.
  bool datastore_saturated = false;
};

enum class RequirementKind {
  PeerLinkUtilization,      ///< busiest peer link (tx or rx) at most PeerNetwork::utilization_limit
  SharedUplinkUtilization,  ///< the shared uplink at most the same limit
  WriteLatency,             ///< a group's loaded write latency at most its target
  BufferFill,               ///< a group's write-back buffer never fills (or not before a time)
  ThrottledShare,           ///< a group's share of time throttled at most a limit
  BackingUtilization,       ///< the backing array's busiest disk or fabric at most a limit
  StreamRate                ///< each sequential stream at least a rate
};

/// Stable key: "peer_link_utilization", "shared_uplink_utilization", "write_latency",
/// "buffer_fill", "throttled_share", "backing_utilization", "stream_rate".
const char* requirementKindKey(RequirementKind k);

/// The metric's key in the results document ("max_link_utilization", "loaded_us", ...).
const char* requirementMetricKey(RequirementKind k);

/// Whether the value must stay at most (AtMost) or at least (AtLeast) the limit.
enum class LimitSense { AtMost, AtLeast };

struct RequirementCheck {
  RequirementKind kind = RequirementKind::PeerLinkUtilization;
  /// Stable identifier: the kind's key, with ".<group index>" for per-group requirements
  /// ("write_latency.0").
  std::string id;
  int group = -1;        ///< the VM group (0-based) the requirement is about, or -1
  int host = -1;         ///< the host (0-based) whose link sets the value, or -1
  bool transmit = true;  ///< peer link: the transmit direction sets the value
  LimitSense sense = LimitSense::AtMost;
  /// Empty: "never" (the buffer must never fill).
  std::optional<double> limit;
  /// Empty: the event never happens (a buffer that never fills) or, with `unbounded`, the
  /// value has no bound (a saturated resource).
  std::optional<double> value;
  bool unbounded = false;
  /// Write latency of a write-back group whose buffer fills: the value is the latency while
  /// the buffer is full (the destager's throttled latency), the longer of the two a writer
  /// meets, as every face shows it as the group's latency.
  bool while_full = false;
  bool met = false;
  /// The factor by which the value could change before it reaches the limit: limit / value
  /// (AtMost) or value / limit (AtLeast); above 1 there is room, below 1 it is missed by that
  /// factor. Empty when no factor can be said (a value or limit of 0, "never").
  std::optional<double> margin;
};

struct RequirementsResult {
  double growth_factor = 1;  ///< the write-rate factor the checks were made at
  std::vector<RequirementCheck> checks;
  bool all_met = true;
};

/// Checks the requirements of `s` against `e`, an evaluation of `s` (the caller scales the
/// write rates by the growth factor first; evaluate() does). Rows: the peer links (when there
/// is more than one host), the shared uplink (when there is one), per VM group its loaded
/// write latency and, for write-back groups with VMs, its buffer and throttled share, the
/// backing array (when its model is valid) and the streams (when a minimum rate is set and
/// the streams were simulated).
RequirementsResult checkRequirements(const Scenario& s, const Evaluation& e);

/// The same from the models' results one by one (the design search keeps them apart to reuse
/// them across candidates); every pointer but `streams` must be set.
RequirementsResult checkRequirements(const Scenario& s, const RequirementInputs& in);
/// Replaces the stream-rate row of `r` by one checked against `streams` and recomputes
/// all_met: for a face that merges a stream simulation run after evaluate() (the streams do
/// not depend on the VMs' write rates, so the growth factor does not change them).
void recheckStreamRequirement(const Scenario& s, const std::optional<StreamsResult>& streams,
                              RequirementsResult& r);

/// The area of the results a requirement belongs to, as Finding::area: "replica" (peer links,
/// shared uplink), "latency" (write latency), "destager" (buffer fill, throttled share),
/// "backing" (backing utilisation), "streams" (stream rate).
const char* requirementArea(RequirementKind k);

/// The kind whose key (requirementKindKey) is `key`; empty for an unknown key.
std::optional<RequirementKind> requirementKindFromKey(const std::string& key);

/// One warning finding `requirement_not_met` per requirement not met, in the area of its
/// kind (requirementArea), so that an area is never green while one of its requirements
/// fails: group and host as the check has them; values `value` (absent when unbounded or
/// when the buffer never fills), `limit` (absent for a buffer that must never fill), `margin`
/// (when defined) and `growth_factor`; labels `requirement` (the check's id), `kind`,
/// `sense` ("at_most", "at_least"), and "yes" under `unbounded`, `while_full` and `transmit`
/// where they hold. docs/models/sizing.md, "Requirements".
std::vector<Finding> requirementFindings(const RequirementsResult& r);

/// The cluster's long-run write rate the backing array absorbs, MB/s: every VM's mean write
/// rate (destaged for write-back, written through for WT).
double clusterMeanWriteMbps(const Scenario& s);

}  // namespace accel
