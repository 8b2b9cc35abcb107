// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/backing/storage_network.h"

#include <algorithm>
#include <cmath>

#include "model/common/framing.h"
#include "model/common/units.h"

namespace accel {

namespace {

constexpr int kMinEthernetMtu = 576;

/// The Ethernet side of an iSCSI/NFS storage network in the peer-network terms framing.h
/// understands (same framing, no TCP timestamps).
PeerNetwork ethernetOf(const StorageNetwork& n)
{
  PeerNetwork e;
  e.kind = NetKind::Ethernet;
  e.link_gbps = n.link_gbps;
  e.mtu = n.mtu;
  e.tcp_timestamps = false;
  return e;
}

double pieces(double bytes, double per_piece)
{
  return std::max(1.0, std::ceil(bytes / per_piece));
}

}  // namespace

double defaultFrontEndLatencyUs(StorageKind kind)
{
  constexpr double kController = 150.0;     // command, cache write, mirror copy
  constexpr double kFcExchange = 10.0;      // two round trips in HBA hardware, one switch
  constexpr double kTcpRoundTrips = 100.0;  // two round trips, 25 us per direction
  constexpr double kNfsServer = 50.0;       // the server's file system
  switch (kind) {
  case StorageKind::FibreChannel: return kController + kFcExchange;
  case StorageKind::Iscsi: return kController + kTcpRoundTrips;
  case StorageKind::Nfs: return kController + kTcpRoundTrips + kNfsServer;
  }
  return kController + kTcpRoundTrips;
}

double storageLinkDataMBps(const StorageNetwork& n)
{
  if (!std::isfinite(n.link_gbps) || !(n.link_gbps > 0))
    return 0.0;
  if (n.kind == StorageKind::FibreChannel)
    return n.link_gbps * kFcMBpsPerGbpsClass;
  return units::gbpsToMBps(n.link_gbps);
}

double storageWireBytesPerWrite(const StorageNetwork& n, double io_bytes)
{
  if (!(io_bytes > 0) || !std::isfinite(io_bytes))
    return 0.0;
  switch (n.kind) {
  case StorageKind::FibreChannel:
    return io_bytes + pieces(io_bytes, kFcFramePayloadBytes) * kFcFrameOverheadBytes +
           kFcpCommandFrameBytes;
  case StorageKind::Iscsi:
    // The SCSI Command PDU and one Data-Out PDU per 128 KiB, each with its BHS.
    return wireBytesPerIo(io_bytes, ethernetOf(n),
                          kIscsiBhsBytes * (1.0 + pieces(io_bytes, kIscsiPduDataBytes)));
  case StorageKind::Nfs:
    return wireBytesPerIo(io_bytes, ethernetOf(n),
                          kNfsWriteHeaderBytes * pieces(io_bytes, kNfsWriteSizeBytes));
  }
  return 0.0;
}

FabricResult storageFabric(const StorageNetwork& n, double io_kib)
{
  FabricResult f;
  f.kind = n.kind;
  f.io_kib = io_kib;
  const auto fail = [&f](const char* problem) {
    f.valid = false;
    f.problem = problem;
    return f;
  };
  if (!std::isfinite(n.link_gbps) || !(n.link_gbps > 0) ||
      (n.kind != StorageKind::FibreChannel && n.mtu < kMinEthernetMtu))
    return fail("fabric_link");
  if (n.paths < 1)
    return fail("fabric_paths");
  if (n.session_limit_mbps &&
      (!std::isfinite(*n.session_limit_mbps) || !(*n.session_limit_mbps > 0)))
    return fail("fabric_session");
  if (!std::isfinite(io_kib) || !(io_kib > 0))
    return fail("fabric_io");

  const double io_bytes = units::kibToBytes(io_kib);
  f.link_data_mbps = storageLinkDataMBps(n);
  f.protocol_efficiency = io_bytes / storageWireBytesPerWrite(n, io_bytes);
  f.link_payload_mbps = f.link_data_mbps * f.protocol_efficiency;

  const bool one_path = n.kind == StorageKind::Nfs || n.multipath != Multipath::RoundRobin;
  f.paths_used = one_path ? 1 : n.paths;
  f.sessions = n.kind == StorageKind::FibreChannel ? 0 : f.paths_used;
  f.path_mbps = f.link_payload_mbps;
  if (n.kind != StorageKind::FibreChannel && n.session_limit_mbps &&
      *n.session_limit_mbps < f.link_payload_mbps) {
    f.path_mbps = *n.session_limit_mbps;
    f.session_limit_binds = true;
  }
  f.host_write_mbps = f.paths_used * f.path_mbps;
  f.valid = true;
  return f;
}

}  // namespace accel
