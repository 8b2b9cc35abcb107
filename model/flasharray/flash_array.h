// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file flash_array.h
/// An all-flash array as a backing kind (docs/models/flasharray.md): the array's own figures,
/// not its media. A command of b bytes occupies the array for the larger of its IOPS ceiling's
/// share and its bytes at the bandwidth ceiling (the roofline of the two ceilings a vendor
/// rates: SNIA Solid State Storage Performance Test Specification, Enterprise v1.1, measures
/// IOPS and throughput separately), so the throughput of a mix is
/// `X = 1 / (R D_r + W D_w)`, `D_k = max(1 / IOPS_k, b / B_k)`: IOPS nearly double as the I/O
/// size halves above the size where the two ceilings meet, and stay at the IOPS ceiling below.
///
/// Latency: a closed load of N outstanding I/Os (a benchmark's threads, the hosts' queues) by
/// Little's law, `X(N) = min(N / L_0, X_max)` and `R(N) = N / X(N)` (the asymptotic bounds of
/// Lazowska, Zahorjan, Graham & Sevcik, Quantitative System Performance, 1984, chapter 5); an
/// open load of lambda I/Os per second as an M/M/c station whose c = X_max L_0 servers each
/// serve one I/O in the low-load latency L_0 (the same station: it has X_max as its capacity
/// and reaches the closed bounds at both ends).

#include <optional>
#include <string>

#include "model/common/scenario.h"

namespace accel {

/// Most servers the open-load station counts (the Erlang C recursion's work grows with them):
/// a larger X_max L_0 is taken as this many, which waits a little more (an upper estimate).
inline constexpr int kMaxFlashServers = 4096;

/// The array's figures, checked, in ms and bytes per ms.
struct FlashArrayModel {
  bool valid = false;
  /// Empty when valid, else "flash_iops", "flash_bandwidth", "flash_latency" or
  /// "flash_controllers".
  std::string problem;
  double read_iops = 0;
  double write_iops = 0;
  double read_mbps = 0;
  double write_mbps = 0;
  double read_latency_ms = 0;
  double write_latency_ms = 0;
  int controllers = 1;
  double capacity_gb = 0;

  /// Array time (ms) one I/O of `io_kib` KiB takes of the whole array's capacity:
  /// `max(1000 / IOPS_k, b / B_k)`; `read` selects the kind. io_kib > 0.
  double demandMs(double io_kib, bool read) const;
  /// Latency (ms) of one I/O of `io_kib` on the idle array: `L_k + max(0, b - 4 KiB) / B_k`.
  double idleLatencyMs(double io_kib, bool read) const;
};

/// Checks and converts the scenario's figures (every ceiling and the capacity positive and
/// finite, latencies >= 0, controllers >= 1); invalid input gives valid = false.
FlashArrayModel flashArrayModel(const AllFlashArray& a);

/// The array under one read/write mix of one I/O size.
struct FlashArrayMix {
  double read_fraction = 0;
  double io_kib = 0;
  double demand_ms = 0;          ///< R D_r + W D_w
  double iops = 0;               ///< X_max = 1000 / demand_ms
  double mbps = 0;               ///< X_max x I/O size (MB/s)
  bool bandwidth_bound = false;  ///< the bandwidth ceiling sets some kind's demand
  double idle_latency_ms = 0;    ///< L_0 = R L_r(b) + W L_w(b)
  int servers = 1;               ///< c = X_max L_0 rounded, from 1 to kMaxFlashServers
  /// The ceilings with one controller failed: X_max (c - 1) / c for c >= 2 controllers; empty
  /// with one controller (the array stops).
  std::optional<double> degraded_iops;
};

/// Capacity of the array for a mix (read_fraction in [0, 1], io_kib > 0).
FlashArrayMix flashArrayMix(const FlashArrayModel& m, double read_fraction, double io_kib);

/// A closed load: N outstanding I/Os of the mix, by Little's law.
struct FlashArrayClosed {
  double iops = 0;         ///< min(N / L_0, X_max)
  double mbps = 0;         ///< iops x size
  double latency_ms = 0;   ///< N / iops
  bool saturated = false;  ///< N >= X_max L_0: the ceiling sets the rate
};

/// N (> 0) outstanding I/Os of the mix (Little's law; header).
FlashArrayClosed flashArrayClosed(const FlashArrayMix& mix, double outstanding);

/// An open load of `iops` of the mix.
struct FlashArrayOpen {
  double utilization = 0;  ///< iops / X_max
  bool saturated = false;  ///< utilization >= 1: no steady state
  /// Response (ms) of a read and a write of the mix's size: L_k + the M/M/c wait
  /// `C(c, c rho) L_0 / (c (1 - rho))` (Erlang C). Empty when saturated.
  std::optional<double> read_latency_ms;
  std::optional<double> write_latency_ms;
};

/// The mix's station at `iops` (>= 0) I/Os per second (header).
FlashArrayOpen flashArrayOpen(const FlashArrayModel& m, const FlashArrayMix& mix, double iops);

/// Array time (ms) per MB of writes of `io_kib` KiB: D_w(b) / b. 0 when invalid.
double flashArrayWriteMsPerMb(const FlashArrayModel& m, double io_kib);

}  // namespace accel
