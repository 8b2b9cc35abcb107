// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file describe.h
/// Short descriptions of scenario parts, with units, for tables, summaries and reports.

#include <QString>

#include "model/common/scenario.h"
#include "model/destager/destager.h"
#include "model/streams/streams.h"

namespace accel::ui {

/// "constant 5 MB/s", "on/off: 300 MB/s for 600 s every 1200 s, else 50 MB/s",
/// "sine: 100 ± 100 MB/s, period 3600 s", "trace: 86400 samples over 86400 s, peak 40 MB/s".
QString profileSummary(const WriteProfile& p);

/// The share of time a buffer is full, said over what: "25 % of the time in the long run"
/// (repeating profiles), "25 % of the trace" (a measured trace simulated once).
QString throttledShareText(double fraction, bool overTrace);
QString throttledShareText(const DestagerGroupResult& g);

/// "Ethernet 10 Gb/s x 1, MTU 1500" / "InfiniBand 32 Gb/s x 1, IB MTU 2048".
QString peerNetworkSummary(const PeerNetwork& n);

/// Total VMs of the scenario (all groups, all hosts they run on).
int totalVms(const Scenario& s);

/// What a stream fix changes: "128 KiB segments", "4 RAID groups", "15K disks", "1 stream at
/// a time", "8 outstanding I/Os per stream".
QString streamFixName(const StreamFix& fix);

/// One line on the cluster: "4 hosts, 1 VM group, 24 VMs; peer network Ethernet 1 Gb/s x 1,
/// MTU 1500".
QString scenarioOutline(const Scenario& s);

}  // namespace accel::ui
