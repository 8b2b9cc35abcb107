// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/framing.h"

#include <algorithm>
#include <cmath>

namespace accel {

namespace {

double perFrameOverheadBytes(const PeerNetwork& net)
{
  if (net.kind == NetKind::InfiniBand)
    return kInfiniBandPacketOverheadBytes;
  return kIpTcpHeaderBytes + (net.tcp_timestamps ? kTcpTimestampBytes : 0.0) +
         kEthernetFrameOverheadBytes;
}

}  // namespace

double payloadPerFrameBytes(const PeerNetwork& net)
{
  const double mtu = net.mtu;
  if (net.kind == NetKind::InfiniBand)
    return std::max(1.0, mtu);
  return std::max(1.0, mtu - kIpTcpHeaderBytes - (net.tcp_timestamps ? kTcpTimestampBytes : 0.0));
}

double framingEfficiency(const PeerNetwork& net)
{
  const double payload = payloadPerFrameBytes(net);
  return payload / (payload + perFrameOverheadBytes(net));
}

double wireBytesPerIo(double payload_bytes, const PeerNetwork& net, double app_header_bytes)
{
  const double bytes = std::max(0.0, payload_bytes) + std::max(0.0, app_header_bytes);
  const double frames = std::max(1.0, std::ceil(bytes / payloadPerFrameBytes(net)));
  return bytes + frames * perFrameOverheadBytes(net);
}

}  // namespace accel
