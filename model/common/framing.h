// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file framing.h
/// Protocol framing of replica traffic on the peer network (docs/models/replica.md).

#include "model/common/scenario.h"

namespace accel {

/// Ethernet per-frame overhead outside the IP packet: preamble+SFD 8, MAC header 14, FCS 4,
/// inter-frame gap 12 bytes.
inline constexpr double kEthernetFrameOverheadBytes = 38.0;
/// IPv4 (20) + TCP (20) headers without options.
inline constexpr double kIpTcpHeaderBytes = 40.0;
/// The TCP timestamp option (RFC 7323) with its padding.
inline constexpr double kTcpTimestampBytes = 12.0;
/// InfiniBand per-packet overhead: LRH 8 + BTH 12 + ICRC 4 + VCRC 2 bytes.
inline constexpr double kInfiniBandPacketOverheadBytes = 26.0;
/// A minimum Ethernet frame on the wire (64-byte frame + preamble 8 + gap 12): a TCP ack.
inline constexpr double kEthernetMinWireBytes = 84.0;

/// Payload bytes carried per frame or packet: the TCP MSS for Ethernet
/// (MTU - 40 - 12 ts), the IB MTU for InfiniBand. Never below 1.
double payloadPerFrameBytes(const PeerNetwork& net);

/// Framing efficiency eta = payload / wire bytes for a long transfer.
/// Ethernet + IPv4 + TCP: (MTU - 40 - 12 ts) / (MTU + 38); InfiniBand: MTU / (MTU + 26).
/// docs/models/replica.md. In (0, 1] for every valid network.
double framingEfficiency(const PeerNetwork& net);

/// Bytes on the wire for one I/O of `payload_bytes` plus an application header of
/// `app_header_bytes`: s + h + ceil((s + h) / MSS) * (78 + 12 ts) for Ethernet,
/// s + h + ceil((s + h) / MTU) * 26 for InfiniBand (docs/models/replica.md, worked example A4).
double wireBytesPerIo(double payload_bytes, const PeerNetwork& net, double app_header_bytes = 0);

}  // namespace accel
