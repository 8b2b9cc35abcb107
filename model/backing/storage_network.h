// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file storagenet.h
/// The storage network between the hosts and the backing array: how many MB/s of writes
/// one host can push to the array over Fibre Channel, iSCSI or NFS.
///
/// Rules (docs/models/backing.md):
/// - Payload per link and direction = data rate after line coding x protocol efficiency
///   for one write of the destage I/O size (framing, per-frame and per-I/O headers).
/// - Multipathing: fixed and MRU send a LUN's I/O down one active path; round robin spreads
///   it over all `paths` (the active-optimised ones: an ALUA array's non-optimised paths count
///   only when the host is told to use them, ESXi's round-robin "useANO").
/// - iSCSI: each path is one session (one TCP connection, port binding); one TCP connection
///   stays on one link whatever the link aggregation (the multivendor iSCSI post of Sakac,
///   Black, Banta, Stewart, Schott & Carter, 2009: "roughly 120 - 160" MB/s per target on 1GbE), so
///   a session never exceeds one link, nor `session_limit_mbps` when that is given.
/// - NFS (v3): one TCP connection per datastore: one link, no multipathing;
///   `session_limit_mbps` caps it too.
/// - Fibre Channel: `link_gbps` is the speed class (4 for 4GFC); no session ceiling.

#include <string>

#include "model/common/scenario.h"

namespace accel {

/// Fibre Channel data rate per direction per unit of speed class (MB/s per "Gb/s"): 1GFC is
/// 1.0625 GBd with 8b/10b coding = 106.25 MB/s; 2/4/8GFC scale it; 16GFC and 32GFC
/// (14.025 and 28.05 GBd, 64b/66b) also give 106.25 MB/s per class unit (1700, 3400 MB/s).
/// FC-PI / FCIA speed map.
inline constexpr double kFcMBpsPerGbpsClass = 106.25;
/// SCSI data per FC frame (the data field holds up to 2112 bytes; FCP moves data in 2 KiB).
inline constexpr double kFcFramePayloadBytes = 2048.0;
/// FC framing per frame: SOF 4 + frame header 24 + CRC 4 + EOF 4 bytes, plus the minimum of
/// six 4-byte idle words between frames (FC-FS).
inline constexpr double kFcFrameOverheadBytes = 60.0;
/// The FCP_CMND frame of a write (32-byte payload + framing) in the write direction; the
/// XFER_RDY and RSP frames travel the other way.
inline constexpr double kFcpCommandFrameBytes = 32.0 + kFcFrameOverheadBytes;
/// iSCSI Basic Header Segment, once per PDU (RFC 7143 section 11.2).
inline constexpr double kIscsiBhsBytes = 48.0;
/// Data per iSCSI PDU: 128 KiB, the ESXi software adapter's default MaxRecvDataSegLen
/// (assumed for the target too).
inline constexpr double kIscsiPduDataBytes = 131072.0;
/// NFSv3 WRITE call header per RPC: record mark 4 + RPC call 24 + AUTH_UNIX credential 44
/// (with a 16-byte host name, no extra groups) + null verifier 8 + WRITE3args 56 (32-byte
/// file handle with its length, offset 8, count 4, stable 4, data length 4). RFC 5531,
/// RFC 1813.
inline constexpr double kNfsWriteHeaderBytes = 136.0;
/// Data per NFS WRITE RPC (wsize): 64 KiB assumed.
inline constexpr double kNfsWriteSizeBytes = 65536.0;

/// Default per-I/O front-end latency of the storage path (initiator, fabric, array controller
/// with its mirrored cache write), us, when the scenario gives none: Fibre Channel 160,
/// iSCSI 250, NFS 300. The controller's part (command processing, the cache write and its
/// copy to the partner controller) is taken as 150 us for all three; the fabric's part is the
/// write exchange's round trips: FC runs them in the HBA (FCP_CMND, XFER_RDY, data, FCP_RSP:
/// two round trips through one switch, about 10 us), iSCSI and NFS through kernel TCP stacks
/// at 25 us per direction (the peer network's stack figure): two round trips, 100 us, and NFS
/// another 50 us for the server's file system. VMware's protocol comparison (ESX Server 3.5,
/// 2008) ranks them in this order at small I/O, with FC lowest. docs/models/backing.md.
double defaultFrontEndLatencyUs(StorageKind kind);

/// Data rate (MB/s) of one storage link per direction after line coding: Ethernet MAC rate
/// (coding below it) for iSCSI and NFS, 106.25 MB/s per class unit for Fibre Channel.
double storageLinkDataMBps(const StorageNetwork& n);

/// Bytes on the wire, host to array, for one write of `io_bytes`: the data plus per-frame and
/// per-I/O overhead of the protocol (FC frames + FCP_CMND; Ethernet/IPv4/TCP framing of
/// docs/models/replica.md with MTU `n.mtu`, no TCP timestamps, around iSCSI BHS or NFS RPC
/// headers). 0 for io_bytes <= 0.
double storageWireBytesPerWrite(const StorageNetwork& n, double io_bytes);

/// What the storage network lets one host write to the array.
struct FabricResult {
  bool valid = false;
  /// Empty when valid, else "fabric_link" (speed not positive/finite or MTU below 576),
  /// "fabric_paths" (paths < 1), "fabric_session" (session limit not positive/finite) or
  /// "fabric_io" (I/O size not positive).
  std::string problem;
  StorageKind kind = StorageKind::Iscsi;
  double io_kib = 0;                 ///< write size the efficiency is for
  double link_data_mbps = 0;         ///< one link, one direction, after line coding
  double protocol_efficiency = 0;    ///< payload / wire bytes for one write of io_kib
  double link_payload_mbps = 0;      ///< link_data_mbps x protocol_efficiency
  int paths_used = 0;                ///< per host: 1 for fixed/MRU and NFS, else paths
  int sessions = 0;                  ///< iSCSI sessions or NFS connections per host; 0 for FC
  double path_mbps = 0;              ///< per path: link payload, capped by the session limit
  bool session_limit_binds = false;  ///< session_limit_mbps is below the link payload
  double host_write_mbps = 0;        ///< per host, host to array: paths_used x path_mbps
};

/// Write capacity of one host's storage paths for writes of `io_kib` KiB (rules above).
/// Degenerate input gives valid = false and zero rates, never NaN.
FabricResult storageFabric(const StorageNetwork& n, double io_kib);

}  // namespace accel
