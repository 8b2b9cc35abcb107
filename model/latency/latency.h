// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file latency.h
/// Write latency: the commit floor of every write and the latency under load, leg by leg
/// (docs/models/latency.md).
///
/// A write-back (WB+N) write is committed when the local device AND N peers hold it:
/// T = t_hv + max(t_dev_local(s), t_net(s) + t_dev_remote(s) + t_net(ack)). Write-through (WT)
/// commits when the backing datastore holds it (the local device is written in parallel to
/// populate the cache). Under load every VM keeps `outstanding_ios` writes in flight: a
/// closed chain per VM group solved by exact MVA (model/common/queueing.h) with the other VMs as
/// background load, so that results obey Little's law and stay finite at saturation.
///
/// Times are microseconds (_us), rates IOPS per VM (_iops_per_vm) or MB/s, sizes KiB or bytes
/// as named. Inputs are assumed validated (app/core/validate.cpp); degenerate values never
/// produce NaN, infinity or a negative latency.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/common/findings.h"
#include "model/common/queueing.h"
#include "model/common/scenario.h"
#include "model/latency/solver.h"
#include "model/replica/replica.h"

namespace accel {

/// The leg of the commit that sets its latency.
enum class BoundBy {
  LocalDevice,   ///< the write to the host's own acceleration device
  PeerNetwork,   ///< forwarding to a peer and its ack (serialisation, stack, switches, cable)
  RemoteDevice,  ///< the write to the peer's device
  Datastore      ///< WT only: the backing datastore's write (storage link and array)
};

/// Stable key: "local_device", "peer_network", "remote_device", "datastore".
const char* boundByKey(BoundBy b);
/// The scenario contract's `bound_by` (one of three values): Datastore, the remote copy a WT
/// write waits for, is reported as "remote_device"; the others as boundByKey.
const char* contractBoundByKey(BoundBy b);

/// A resource an I/O queues at.
enum class LatencyResource {
  LocalDevice,   ///< acceleration device of the VM's host
  PeerLink,      ///< the host's peer-network transmit port (link)
  RemoteDevice,  ///< acceleration device of the peer
  StorageLink,   ///< WT: the host's link to the backing array
  PeerReceive,   ///< the peer's receive port, shared by every host that sends to it
  BackingArray   ///< WT: the backing array's bottleneck, shared by every host's WT writes
};

/// Stable key: "local_device", "peer_link", "remote_device", "storage_link", "peer_receive",
/// "backing_array".

const char* resourceKey(LatencyResource r);

enum class LatencyStatus {
  Ok,                 ///< the VM gets its demanded write rate
  Idle,               ///< the group demands no writes: loaded = idle latency
  OutstandingBound,   ///< demanded rate not reached: too few outstanding I/Os for the latency
  ResourceSaturated,  ///< demanded rate not reached: a resource is the bottleneck
  BackgroundOverload  ///< load from outside the model (other traffic) alone fills a resource
};

/// Stable key: "ok", "idle", "outstanding_bound", "resource_saturated", "background_overload".
const char* latencyStatusKey(LatencyStatus s);

/// Assumptions the scenario does not hold (yet). Defaults are the worked examples' values
/// (worked example B1) or stated assumptions; docs/models/latency.md says why.
struct LatencyOptions {
  /// Hypervisor and guest I/O stack overhead added to every commit, us. 0: the model reports
  /// the commit from the storage stack down, as worked example B1 does.
  double hypervisor_us = 0;
  /// One cut-through switch hop, us (0.1-0.3 us; 0.3 reproduces B1's 29.26 us forward time).
  double switch_hop_us = 0.3;
  /// Signal propagation in copper or fibre, ns per metre (about 2/3 of c).
  double cable_ns_per_m = 5.0;
  /// Replication protocol header per write, bytes (not published; 0 as in A4 and B1).
  double app_header_bytes = 0;
  /// Measured one-way RDMA latency (payload bytes -> us) that replaces the stack latency for
  /// InfiniBand (docs/models/latency.md section 1): 0.83 us at 32 B, 2.26 us at 4 KiB, 4.56 us at
  /// 32 KiB.
  struct RdmaPoint {
    double bytes;
    double one_way_us;
  };
  std::vector<RdmaPoint> rdma_one_way = {{32, 0.83}, {4096, 2.26}, {32768, 4.56}};
  /// Link data rate the RDMA figures were measured at, Gb/s. Their 4 KiB -> 32 KiB step moves
  /// 28 KiB in 2.30 us (99.7 Gb/s), so they are of an EDR-class link: the model keeps their
  /// fixed part and serialises at the scenario's rate.
  double rdma_reference_gbps = 100;
  /// WT: latency of an idle 4 KiB write acknowledged by the backing array, us. Assumption
  /// until the backing model provides it: a mid-range array acknowledges from its mirrored
  /// write cache in about 1 ms over iSCSI.
  double datastore_write_latency_us = 1000;
  /// WT: the same for a write of `bytes` instead of the array's reference size (the backing
  /// model's datastoreWriteLatencyUs: the disks' part for that size), in the same terms (a 4 KiB
  /// write's transfer over the storage link included, as affineFixedUs takes it off). Empty:
  /// datastore_write_latency_us for every size.
  std::function<double(double bytes)> datastore_write_latency_at_us;
  /// WT: bandwidth of one write stream to the datastore, MB/s. Empty: one path of the
  /// storage network (backing.storage_network.link_gbps), capped by its session_limit_mbps.
  std::optional<double> datastore_write_mbps;
  /// WT: the backing array as a queue that every host's write-through writes share
  /// (docs/models/latency.md, "Write-through and the array"): the time its bottleneck is held
  /// by one write of `bytes`, already stretched for the background load's share, us
  /// (datastoreQueue in model/backing). The station's queue part; the rest of the datastore's
  /// latency stays a delay. Empty: the array is no queue (a write cache that keeps up, or the
  /// assumed datastore_write_latency_us alone).
  std::function<double(double bytes)> datastore_write_demand_us;
  /// WT writes also go to the local device (to populate the cache), in parallel.
  bool write_through_populates_device = true;
  /// Which write rate of the profile is the group's load (replica.h).
  RateBasis rate_basis = RateBasis::Peak;
  /// Open background load (other traffic) above this utilisation is clamped to it, and the
  /// group flagged BackgroundOverload, so that latencies stay finite.
  double max_background_utilization = 0.99;
};

/// A device from the preset catalogue (resources/presets/devices.json), read by the app.
struct DevicePreset {
  std::string id;    ///< stable key, e.g. "intel-dc-s3700"
  std::string name;  ///< e.g. "Intel DC S3700 (SATA)"
  Media media = Media::Flash;
  double write_latency_us = 65;
  double write_mbps = 460;
  int parallelism = 1;
  std::string source;
  /// Idle 4 KiB read latency (read-cache hits), us; empty: the preset does not give one and
  /// the scenario's is kept.
  std::optional<double> read_latency_us;
};

/// Copies a preset's figures into the acceleration fields (device name, media, latency,
/// bandwidth, parallelism, and the read latency when the preset gives one); capacity and
/// buffer are left as they are.
void applyDevicePreset(const DevicePreset& preset, Acceleration& acc);

/// Fixed part of the device service time t0 = L_4k - 4096 / BW_w, us, clamped at 0
/// (docs/models/latency.md section 1: S3700 65 us, 460 MB/s -> 56.10 us; P3700 20 us, 2000 MB/s
/// -> 17.95).
double deviceFixedUs(const Acceleration& acc);

/// Device service time of one write, affine in its size: t_dev(s) = t0 + s / BW_w, us
/// (docs/models/latency.md section 1). bytes >= 0.
double deviceServiceUs(const Acceleration& acc, double bytes);

/// One direction of a network transfer, split as the stacked bars show it.
struct OneWayUs {
  double serialisation_us = 0;  ///< framed bytes on the wire at the link rate
  double fixed_us = 0;          ///< stack (or RDMA) + switch hops + cable
  double total() const { return serialisation_us + fixed_us; }
};

/// Forward time of `copies` replicas of a write of `payload_bytes` (before compression).
/// Ethernet: ceil(copies / links) x wire(s / c) x 8 / C + t_stack + hops t_switch + cable x
/// 5 ns (docs/models/latency.md section 1; the copies leave one after another on the host's usable
/// links). InfiniBand: the measured RDMA one-way time with its serialisation at the reference
/// rate replaced by serialisation at the link's rate, + hops + cable. wire() is
/// wireBytesPerIo (framing.h). copies >= 1.
OneWayUs forwardUs(const PeerNetwork& net, double payload_bytes, int copies,
                   const LatencyOptions& opt = {});

/// The ack's one-way time: a minimum Ethernet frame (84 bytes on the wire) + stack + hops +
/// cable, or an empty InfiniBand packet at the small-message RDMA latency.
OneWayUs ackUs(const PeerNetwork& net, const LatencyOptions& opt = {});

/// The commit's legs, us (the stacked bars). Their sum is the replica leg plus t_hv.
struct LegBreakdown {
  double hypervisor_us = 0;
  double local_device_us = 0;
  double serialisation_us = 0;       ///< forward data on the wire
  double stack_switch_cable_us = 0;  ///< forward stack (or RDMA) + switches + cable
  double remote_device_us = 0;
  double ack_us = 0;        ///< the ack's whole one-way time
  double datastore_us = 0;  ///< WT: storage link + array
  /// Under load: the wait at the peer's receive port for copies from other hosts (cut-through:
  /// its serialisation overlaps the sender's). 0 on an idle system.
  double receive_wait_us = 0;
  /// Under load: the fork-join synchronisation, E[max of the legs] - the slower leg's mean.
  /// 0 on an idle system (the floor is the slower leg's mean).
  double fork_join_us = 0;
};

/// Commit latency of one write on an idle system.
struct CommitFloor {
  double floor_us = 0;        ///< t_hv + max(local leg, replica leg)
  double local_leg_us = 0;    ///< the local device write
  double replica_leg_us = 0;  ///< WB+N: forward + remote write + ack; WT: the datastore leg;
                              ///< WB+0: 0
  LegBreakdown legs;
  BoundBy bound_by = BoundBy::LocalDevice;
  /// Share of the commit spent on the peer network (serialisation, stack/switch/cable, ack)
  /// when the replica leg sets the commit; 0 otherwise.
  double network_share = 0;
  int peers_effective = 0;  ///< min(N, hosts - 1)
};

/// Floor of one write of `io_bytes` under `policy` (docs/models/latency.md section 1, worked
/// example B1). WB+N with N >= hosts is computed with the hosts - 1 peers that exist, as
/// model/replica/replica.cpp does (its findings flag it).
CommitFloor commitFloorUs(const Scenario& s, WritePolicy policy, double io_bytes,
                          const LatencyOptions& opt = {});

/// A resource the group's I/O queues at, at the operating point.
struct ResourceLoad {
  LatencyResource resource = LatencyResource::LocalDevice;
  int host = 0;             ///< 0-based host of the resource
  double utilization = 0;   ///< all load on it, [0, 1]
  double demand_us = 0;     ///< the group's service demand per write (queueing part)
  double residence_us = 0;  ///< demand + waiting at the operating point
};

/// Latency of one VM group, for its representative VM (on host 0, where every group runs).
struct GroupLatency {
  WritePolicy policy;
  int peers_effective = 0;
  bool peers_feasible = true;  ///< N < hosts
  int peer_host = -1;          ///< the peer whose legs are modelled (the busiest), or -1
  double mean_io_bytes = 0;    ///< E[S] over the size histogram
  double io_size_cs2 = 0;      ///< squared coefficient of variation of the write size

  // Idle system (the floor), for one write of the group's size; with a histogram the legs
  // are averaged over the sizes first.
  double floor_us = 0;
  double local_leg_us = 0;
  double replica_leg_us = 0;
  LegBreakdown legs;
  BoundBy bound_by = BoundBy::LocalDevice;
  double network_share = 0;

  // At the group's load with its outstanding I/Os (closed model, exact MVA).
  int outstanding_ios = 0;
  double demanded_iops_per_vm = 0;
  double iops_per_vm = 0;        ///< achieved
  double write_mbps_per_vm = 0;  ///< achieved
  double loaded_us = 0;          ///< mean commit latency R; iops x (loaded + think) = outstanding
  double think_us = 0;           ///< Z that gives the demanded rate (0 when capacity-bound)
  double loaded_local_leg_us = 0;
  double loaded_replica_leg_us = 0;
  LegBreakdown loaded_legs;  ///< legs with their queueing at the operating point
  BoundBy loaded_bound_by = BoundBy::LocalDevice;  ///< the leg that sets loaded_us
  /// What an open model (every VM at its demanded rate, no outstanding limit) predicts:
  /// Pollaczek-Khinchine at each station's total load. Empty when a resource would be at or
  /// above 100%: the closed model's loaded_us is the answer then.
  std::optional<double> open_model_us;
  bool capacity_bound = false;  ///< demanded rate not reached: iops x loaded = outstanding
  LatencyStatus status = LatencyStatus::Ok;
  LatencyResource bottleneck = LatencyResource::LocalDevice;  ///< largest stretched demand
  double bottleneck_utilization = 0;
  /// Asymptote of the benchmark curve (latencyVsOutstanding): writes per second one VM
  /// approaches with unlimited outstanding I/Os while the others hold their current work,
  /// 1 / max_k (D_k / (1 - U_open,k)).
  double max_iops_per_vm = 0;
  std::vector<ResourceLoad> resources;

  /// The chain at the operating point (background load, think time), for the load curves.
  ClosedChain chain;
  std::vector<LatencyResource> chain_resources;  ///< resource of each chain station
};

struct LatencyResult {
  std::vector<GroupLatency> groups;  ///< one per scenario VM group, same order
  int iterations = 0;                ///< rounds of the between-groups fixed point (LatencySolver)
  bool converged = true;
};

/// Floor and loaded latency of every VM group (docs/models/latency.md).
///
/// Per group, a closed chain for its representative VM: local device (branch 1) and, for
/// WB+N, peer link + remote device (branch 2), or for WT the storage link (branch 2); pure
/// delays for stack, switches, cable, ack and the datastore. Devices with parallelism c are
/// c-server stations by Seidmann's approximation (queue D/c, delay D (c-1)/c, the queue part
/// never below s / BW). The write-size histogram gives each station's E[S] and E[S^2]
/// (residual service, M/G/1). Loads of the other VMs come from model/replica/replica.cpp (peer
/// links: tx of host 0, rx of the peer) and from the device writes plus incoming replicas; the
/// other VMs (all groups) enter each chain as the work they hold at its stations (Bard-Schweitzer),
/// other traffic as open load. The work held is the fixed point of the groups' chains, found
/// by Newton's method (LatencySolver; LatencyResult::converged). The think time is set so that
/// a VM that is not capacity-bound gets its demanded rate.
LatencyResult computeLatency(const Scenario& s, const LatencyOptions& opt = {});

LatencyResult computeLatency(const Scenario& s, const LatencyOptions& opt,
                             const LatencySolver& solver);

// ---- Series for the latency tab --------------------------------------------------------

/// Write sizes for the latency-vs-size curves: 0.5 KiB to 1 MiB in powers of 2, KiB.
std::vector<double> defaultLatencySizesKib();

struct SizePoint {
  double io_kib = 0;
  CommitFloor floor;
  double loaded_us = 0;  ///< at the group's MB/s in writes of this size (with_load only)
  double iops_per_vm = 0;
  bool capacity_bound = false;
};

struct PolicyCurve {
  WritePolicy policy;
  bool feasible = true;  ///< N < hosts (else computed with hosts - 1 peers)
  std::vector<SizePoint> points;
};

/// Latency vs write size for WT, WB+0, WB+1 and WB+2 on the scenario's hardware, for group
/// `group` (its VMs switched to each policy and size in turn, the other groups unchanged).
/// with_load adds the loaded latency at the group's write rate in MB/s.
std::vector<PolicyCurve> latencyVsIoSize(const Scenario& s, int group,
                                         const std::vector<double>& sizes_kib,
                                         bool with_load = true, const LatencyOptions& opt = {});

struct LoadPoint {
  int outstanding = 0;
  double offered_iops_per_vm = 0;  ///< demanded rate (offered curve) or 0 (outstanding curve)
  double iops_per_vm = 0;
  double latency_us = 0;
  /// What an open model (no outstanding limit) predicts at the offered rate: P-K per station
  /// at the total load; empty when a resource would be at or above 100%.
  std::optional<double> open_latency_us;
  bool capacity_bound = false;
};

struct LoadCurve {
  std::vector<LoadPoint> points;
  LoadPoint operating;         ///< the group's operating point
  double max_iops_per_vm = 0;  ///< asymptote 1 / D_max at the operating background
};

/// Latency and IOPS as one VM's outstanding I/Os grow from 1 to max_outstanding with no think
/// time (the benchmark curve), the other VMs at their operating load: one MVA pass.
LoadCurve latencyVsOutstanding(const LatencyResult& r, int group, int max_outstanding);

/// The hockey stick: latency and achieved IOPS as the group's demanded rate per VM sweeps
/// from near 0 to `max_factor` x its capacity (`points` >= 2 steps), every VM of the group at
/// that rate and the whole system re-solved at each step.
LoadCurve latencyVsOfferedIops(const Scenario& s, int group, int points = 40,
                               double max_factor = 1.5, const LatencyOptions& opt = {});

// ---- Findings --------------------------------------------------------------------------

/// Findings on write latency (codes and keys in docs/models/latency.md):
/// latency_bound_by, latency_faster_link, latency_faster_device, latency_write_back_gain,
/// latency_capacity_bound, latency_background_overload. `devices` is the preset catalogue
/// used to propose a faster device (may be empty).
std::vector<Finding> latencyFindings(const Scenario& s, const LatencyResult& r,
                                     const std::vector<DevicePreset>& devices = {},
                                     const LatencyOptions& opt = {});

}  // namespace accel
