// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/links.h"

#include <cmath>

namespace accel {

const std::vector<LinkPreset>& linkPresets(NetKind kind)
{
  static const std::vector<LinkPreset> ethernet = {
      {"1GbE", NetKind::Ethernet, 1.0},     {"10GbE", NetKind::Ethernet, 10.0},
      {"25GbE", NetKind::Ethernet, 25.0},   {"40GbE", NetKind::Ethernet, 40.0},
      {"100GbE", NetKind::Ethernet, 100.0},
  };
  // 4x links: SDR/DDR/QDR 10/20/40 Gb/s signalling with 8b/10b; FDR 56 and EDR ~103 with
  // 64b/66b.
  static const std::vector<LinkPreset> infiniband = {
      {"IB-SDR", NetKind::InfiniBand, 8.0},   {"IB-DDR", NetKind::InfiniBand, 16.0},
      {"IB-QDR", NetKind::InfiniBand, 32.0},  {"IB-FDR", NetKind::InfiniBand, 54.55},
      {"IB-EDR", NetKind::InfiniBand, 100.0},
  };
  return kind == NetKind::Ethernet ? ethernet : infiniband;
}

std::optional<LinkPreset> findLinkPreset(NetKind kind, double gbps)
{
  for (const auto& p : linkPresets(kind)) {
    if (std::abs(p.gbps - gbps) < 1e-9 * p.gbps)
      return p;
  }
  return std::nullopt;
}

}  // namespace accel
