// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file consistency.h
/// Checks that read several models' results together, as findings: what no single model
/// sees. Each finding names its area (Finding::area). docs/models/consistency.md.

#include <vector>

#include "model/evaluate/evaluate.h"

namespace accel {

/// The cross-model findings of an evaluation (codes, values and labels in
/// docs/models/consistency.md):
///
/// - `destager_buffers_exceed_device` (critical, destager): on the host that holds the most,
///   the write-back buffers of its own VMs plus the copies its peers place on it exceed the
///   acceleration device. Own buffers: sum over write-back groups running on host h of
///   vms_per_host x write_buffer_mb; copies: each WB+N VM's buffer is held by N' = min(N, H - 1)
///   peers spread evenly over the H - 1 other hosts (the replica model's placement), so host j
///   receives N' / (H - 1) of every other host's buffers. Capacity: capacity_gib x 2^30 bytes.
/// - `latency_write_through_as_fast` (warning, latency): a write-back group whose write of
///   its size commits on an idle system no faster than it would write-through
///   (commitFloorUs with WT: the datastore leg, and the local device write that populates the
///   cache, in parallel). Not raised while the datastore is saturated.
/// - `latency_datastore_saturated` (critical, latency): a write-through group commits to a
///   datastore (the first RAID group) whose busiest disk is at 100 % under the background
///   load: its latency under load has no finite value.
/// - `backing_destage_bottleneck` (critical, backing): the write-back VMs' mean write rate
///   exceeds what the array and its storage network absorb for destaging: every buffer fills
///   whatever its size, and the array is why.
std::vector<Finding> consistencyFindings(const Scenario& s, const Evaluation& e);

/// Qualifies the latency model's `latency_write_back_gain` findings (what write-back would buy
/// a write-through group, which the latency model judges on its own) with the destager's
/// side: when the write-back VMs' mean writes with that group added exceed what the array
/// absorbs for destaging (the destager's cluster_destage_mbps: write_mbps_capacity, less what
/// sequential streams running all the time take), label `destage` = "short" and values
/// `destage_mbps` (the capacity) and `write_back_mean_mbps` (what the write-back VMs would
/// then write on average): the latency gain lasts only while the buffers have room.
void qualifyWriteBackGain(const Scenario& s, const Evaluation& e, std::vector<Finding>& findings);

}  // namespace accel
