// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file links.h
/// Standard link speeds the findings can propose as alternatives.
///
/// Ethernet speeds are MAC rates (line coding is already below them). InfiniBand 4x speeds
/// are data rates after 8b/10b (SDR/DDR/QDR) or 64b/66b (FDR/EDR) coding: docs/models/replica.md.

#include <optional>
#include <string>
#include <vector>

#include "model/common/scenario.h"

namespace accel {

struct LinkPreset {
  std::string id;  ///< stable key, e.g. "10GbE", "IB-QDR"
  NetKind kind;
  double gbps;
};

/// All presets of one kind, slowest first.
const std::vector<LinkPreset>& linkPresets(NetKind kind);

/// The preset of this kind with exactly this speed, if any.
std::optional<LinkPreset> findLinkPreset(NetKind kind, double gbps);

}  // namespace accel
