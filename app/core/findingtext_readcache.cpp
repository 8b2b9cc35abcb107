// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The words of the read cache's findings.
#include "app/core/findingtext_parts.h"

namespace accel::ui::detail {

namespace {

QString gib(double v)
{
  return formatValue(v, Unit::GiB);
}

}  // namespace

bool describeReadCache(const Finding& f, const Scenario& s, FindingText& t)
{
  const std::string& c = f.code;
  if (c == "readcache_too_small") {
    t.subject = groupName(f, s);
    t.title = QStringLiteral("Read cache smaller than the hot set");
    t.message = QStringLiteral(
                    "%1: each VM's read cache holds %2 of data (of %3 configured) against a hot "
                    "set of %4 that receives %5 of its reads: %6 of the reads hit.")
                    .arg(t.subject, gib(f.value("effective_cache_gib")), gib(f.value("cache_gib")),
                         gib(f.value("hot_set_gib")), pct(f.value("hot_access_fraction")),
                         pct(f.value("hit_ratio")));
    t.recommendation = QStringLiteral(
                           "%1: a cache of %2 per VM holds the hot set (Read cache "
                           "per VM).")
                           .arg(t.subject, gib(f.value("needed_cache_gib")));
  } else if (c == "readcache_block_mismatch") {
    t.subject = groupName(f, s);
    t.title = QStringLiteral("Cache block larger than the reads");
    t.message = QStringLiteral(
                    "%1: %2 cache blocks for reads of mostly %3: each read takes a whole block, "
                    "so only %4 of the cache holds data read (%5 of %6).")
                    .arg(t.subject, kib(f.value("block_kib")), kib(f.value("read_io_kib")),
                         pct(f.value("fill_efficiency")), gib(f.value("effective_cache_gib")),
                         gib(f.value("cache_gib")));
    t.recommendation = QStringLiteral("%1: %2 blocks match its dominant reads.")
                           .arg(t.subject, kib(f.value("suggested_block_kib")));
  } else if (c == "readcache_memory") {
    t.subject = groupName(f, s);
    t.title = QStringLiteral("Read cache memory");
    t.message =
        QStringLiteral(
            "%1: the read caches of one host's %2 VMs keep %3 of host memory for their "
            "block metadata (%4 of the cache at %5 blocks).")
            .arg(t.subject, count(f.value("vms_per_host")), size(f.value("memory_mb_per_host")),
                 pct(f.value("fraction")), kib(f.value("block_kib")));
    t.change = false;
  } else if (c == "readcache_device_busy") {
    t.title = QStringLiteral("Reads crowd the device's writes");
    t.message = QStringLiteral(
                    "Read-cache hits and fills take %1 of the acceleration device's %2 on host "
                    "1, leaving %3 for the writes the cluster acknowledges from it.")
                    .arg(pct(f.value("share")), mbps(f.value("write_mbps")),
                         mbps(f.value("write_mbps_left")));
    t.recommendation = QStringLiteral(
                           "The reads need %1 of device bandwidth on top of the writes: a faster "
                           "device (a PCIe class), smaller read caches or fewer cached VMs per "
                           "host.")
                           .arg(mbps(f.value("busy_mbps")));
  } else if (c == "readcache_destage_won_back") {
    t.title = QStringLiteral("Destage capacity won back by the read cache");
    t.message = QStringLiteral(
                    "The host read caches keep %1 of reads from the backing array, which then "
                    "absorbs %2 of destaged writes instead of %3 (%4 more).")
                    .arg(formatValue(f.value("array_read_iops_removed"), Unit::Iops),
                         mbps(f.value("destage_mbps")), mbps(f.value("destage_mbps_without")),
                         mbps(f.value("gain_mbps")));
  } else {
    return false;
  }
  return true;
}

}  // namespace accel::ui::detail
