// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file legs.h
/// Internal to the latency model: the parts of a commit that the floor (commit_floor.cpp) and
/// the load model (latency.cpp) both build on. Not part of the model's API (latency.h).

#include <cstddef>
#include <vector>

#include "model/common/affine_service.h"
#include "model/common/scenario.h"
#include "model/latency/latency.h"

namespace accel::detail {

/// A group's write sizes as weighted points: its histogram, or its one write size.
struct SizeMix {
  std::vector<double> bytes;
  std::vector<double> weight;  ///< fractions of the writes, summing to 1
  double mean_bytes = 0;
  double cs2 = 0;  ///< squared coefficient of variation of the size

  /// E[f(S)] over the mix.
  template <class F>
  double mean(F&& f) const
  {
    double m = 0;
    for (std::size_t i = 0; i < bytes.size(); ++i)
      m += weight[i] * f(bytes[i]);
    return m;
  }
};

/// One write size, bytes (negative taken as 0).
SizeMix singleSize(double bytes);

/// The group's write sizes: its histogram (fractions normalised) or write_io_kib.
SizeMix sizeMix(const VmGroup& g);

using ::accel::affineFixedUs;  // model/common/affine_service.h

/// fixed_us + bytes / mbps, us (no transfer part when mbps <= 0).
double affineServiceUs(double fixed_us, double mbps, double bytes);

/// Rounds of back-to-back transmission for `copies` replicas over the usable links.
double transmitRounds(const PeerNetwork& net, int copies);

/// Serialisation of one replica copy of a write of `bytes`, us.
double copySerialisationUs(const PeerNetwork& net, double bytes, const LatencyOptions& opt);

/// The forward's fixed part: stack (or RDMA) + switch hops + cable, us.
double forwardFixedUs(const PeerNetwork& net, double bytes, const LatencyOptions& opt);

/// min(N, hosts - 1) for write-back, 0 for write-through.
int effectivePeers(const Scenario& s, WritePolicy policy);

/// One write stream to the backing datastore, MB/s (WT).
double datastoreMbps(const Scenario& s, const LatencyOptions& opt);

/// WT: the datastore's fixed time for a write of `bytes` (its latency for that size,
/// LatencyOptions::datastore_write_latency_at_us or datastore_write_latency_us, less a 4 KiB
/// write's transfer at `mbps`), us; the write's own transfer comes on top.
double datastoreFixedUs(const LatencyOptions& opt, double mbps, double bytes);

/// Whether the write goes to the host's own device (always for WB; WT when it populates).
bool localDeviceWritten(WritePolicy policy, const LatencyOptions& opt);

/// Sets floor_us, bound_by and network_share from the legs.
void attribute(CommitFloor& f, bool write_through);

/// The commit floor of a size mix: each leg averaged over the sizes.
CommitFloor floorForMix(const Scenario& s, WritePolicy policy, const SizeMix& mix,
                        const LatencyOptions& opt);

}  // namespace accel::detail
