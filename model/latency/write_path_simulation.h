// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file write_path_simulation.h
/// Discrete-event simulation of the write path of every VM in the cluster: the independent
/// check of the closed queueing network of latency.h (docs/models/latency.md section 8). It
/// shares the per-write times of the floor (device service time, serialisation, stack, switch
/// hops, cable, ack, datastore) and none of the network's queueing assumptions: no MVA, no
/// Bard-Schweitzer, no fork-join approximation, no representative VM.
///
/// - Every VM of every group on every host it runs on, closed loop: `outstanding_ios` writes in
///   flight; after a commit the slot thinks (exponential, the group's think time) and issues the
///   next write. Sizes are drawn from the group's histogram (or its one size).
/// - A write goes to the host's device (unless WT without cache population) and, for WB+N, as
///   N copies to N peers: `spread` draws N distinct other hosts uniformly per write, `ring`
///   sends to hosts h + 1..h + N. WT: the storage link (FCFS at one path's rate) then the
///   array's acknowledgement (a fixed delay).
/// - Devices: `parallelism` slots served FCFS; a write holds its slot for its transfer (on the
///   device's shared bus, FCFS at write_mbps) and its fixed part; both scaled by one gamma
///   factor of mean 1 and squared coefficient of variation write_latency_scv (Marsaglia &
///   Tsang 2000), so a one-slot device serves t_dev(s) x G. Replicas are stored whole.
/// - Peer ports: each host's transmit port and receive port have `usable_links` links, FCFS,
///   deterministic serialisation of the framed copy at the link rate. The copies of one write
///   queue at the sender one after another. A copy's head reaches the receiver's port a fixed
///   time (stack or RDMA, switch hops, cable) after its transmission starts; the port forwards
///   it cut-through when a link is free, else it waits there (FCFS by head arrival): copies of
///   several senders meet again at the receiving port. Other traffic: Poisson messages of
///   `other_message_bytes` at every port at peer_network.other_traffic_mbps.
/// - The peer acknowledges after its device write; the ack takes its one-way time (acks are
///   interleaved frame by frame with data and do not wait for whole messages: a pure delay).
///   The write commits when its local write and all N acks are done, plus t_hv.
/// - Deterministic for a seed (std::mt19937_64 with portable conversions, ties broken by the
///   order of scheduling); bounded by max_events and max_simulated_s, with a progress callback
///   that can cancel.

#include <cstdint>
#include <string>
#include <vector>

#include "model/common/progress.h"
#include "model/common/scenario.h"
#include "model/latency/latency.h"

namespace accel {

struct WritePathSimOptions {
  std::uint64_t seed = 1;
  /// Commits measured after the warm-up (all VMs together), >= 1000.
  std::int64_t writes = 200'000;
  /// Commits discarded first (the start from an empty system), >= 0.
  std::int64_t warmup_writes = 20'000;
  /// Batches of the batch-means confidence interval, 2..100.
  int batches = 20;
  /// Events processed at most; the run stops there and says so (truncated).
  std::int64_t max_events = 50'000'000;
  /// Simulated time at most, s; the run stops there (truncated).
  double max_simulated_s = 36'000;
  /// Size of one message of other traffic on the peer ports, bytes.
  double other_message_bytes = 65536;
};

/// One VM group's figures over the measured commits.
struct WritePathSimGroup {
  std::int64_t writes = 0;           ///< commits measured
  double latency_us = 0;             ///< mean commit latency, issue to commit, all its VMs
  double latency_ci95_us = 0;        ///< half-width of its 95% confidence interval
  double first_host_latency_us = 0;  ///< mean over its VMs on host 0 (the model's representative)
  double first_host_ci95_us = 0;
  double iops_per_vm = 0;  ///< commits per second per VM
  double write_mbps_per_vm = 0;
  double local_leg_us = 0;     ///< issue to the local write's end (0 when not written)
  double replica_leg_us = 0;   ///< issue to the last ack (WB+N) or the array's ack (WT)
  double receive_wait_us = 0;  ///< mean wait of a copy at the receiving port
};

struct WritePathSimResult {
  bool valid = false;
  /// Empty when valid, else a stable code: "hosts", "groups", "sim_options".
  std::string problem;
  bool cancelled = false;  ///< stopped by the progress callback
  bool truncated = false;  ///< stopped at max_events or max_simulated_s
  double simulated_s = 0;
  double measured_s = 0;  ///< length of the measured window
  std::int64_t events = 0;
  std::vector<WritePathSimGroup> groups;   ///< per scenario group (zeros for idle groups)
  std::vector<double> device_utilization;  ///< per host, busy share of its device's slots
  std::vector<double> tx_utilization;      ///< per host, busy share of its transmit links
  std::vector<double> rx_utilization;      ///< per host, busy share of its receive links
};

/// Simulates the scenario's write path with the VMs of group g thinking think_us[g] (us, mean
/// of an exponential; e.g. GroupLatency::think_us, so that the model and the simulation run
/// the same closed workload). Groups with no demanded write rate (at latency.rate_basis) do not
/// write. Inputs are assumed validated; bad options or an empty cluster give valid = false.
WritePathSimResult simulateWritePath(const Scenario& s, const std::vector<double>& think_us,
                                     const WritePathSimOptions& options = {},
                                     const LatencyOptions& latency = {},
                                     const ProgressFn& progress = {});

/// The think times of a latency result, one per group (the closed workload the model solved).
std::vector<double> thinkTimesUs(const LatencyResult& r);

}  // namespace accel
