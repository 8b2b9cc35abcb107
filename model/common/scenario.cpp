// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/scenario.h"

#include <algorithm>

namespace accel {

int hostsRunning(const VmGroup& group, int hosts)
{
  const int all = std::max(hosts, 0);
  return group.on_hosts ? std::clamp(*group.on_hosts, 0, all) : all;
}

bool runsOnHost(const VmGroup& group, int hosts, int h)
{
  return h >= 0 && h < hostsRunning(group, hosts);
}

}  // namespace accel
