// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file affine_service.h
/// A device's or a datastore's write time as fixed + bytes / bandwidth, given as its latency for
/// the 4 KiB reference write and its bandwidth (docs/models/latency.md, "Legs of the commit").
/// The one split of a "4 KiB latency" into its fixed part and its transfer.

#include <algorithm>

#include "model/common/units.h"

namespace accel {

/// Size of the idle-latency reference write of devices and datastores (the "4 KiB latency").
inline constexpr double kReferenceWriteBytes = units::kibToBytes(4);

/// Fixed part of an affine service time given its latency at 4 KiB and its bandwidth, us: the
/// latency less the reference write's transfer, never below 0; the whole latency without a
/// bandwidth.
inline double affineFixedUs(double latency_4k_us, double mbps)
{
  if (!(mbps > 0))
    return std::max(latency_4k_us, 0.0);
  return std::max(latency_4k_us - units::transferUs(kReferenceWriteBytes, mbps), 0.0);
}

/// The 4 KiB latency of an affine service with `fixed_us` at `mbps` (affineFixedUs's inverse
/// where that is not clamped), us.
inline double affineReferenceUs(double fixed_us, double mbps)
{
  return fixed_us + (mbps > 0 ? units::transferUs(kReferenceWriteBytes, mbps) : 0.0);
}

}  // namespace accel
