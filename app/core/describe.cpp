// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/describe.h"

#include "app/core/params.h"
#include "app/core/units.h"
#include "model/common/profile.h"

namespace accel::ui {

QString profileSummary(const WriteProfile& p)
{
  const auto rate = [](double v) { return formatValue(v, Unit::MBps); };
  const auto secs = [](double v) { return formatValue(v, Unit::S); };
  switch (p.kind) {
  case ProfileKind::Constant: return QStringLiteral("constant %1").arg(rate(p.mbps));
  case ProfileKind::OnOff:
    return QStringLiteral("on/off: %1 for %2 every %3, else %4")
        .arg(rate(p.peak_mbps), secs(p.burst_s), secs(p.period_s), rate(p.base_mbps));
  case ProfileKind::Sine:
    return QStringLiteral("sine: %1 \u00b1 %2, period %3")
        .arg(formatNumber(p.mean_mbps), rate(p.amplitude_mbps), secs(p.period_s));
  case ProfileKind::Trace:
    return QStringLiteral("trace: %1 samples over %2, peak %3")
        .arg(p.samples->size())
        .arg(secs(profileTraceDurationS(p)), rate(profilePeakMbps(p)));
  case ProfileKind::Schedule:
    return QStringLiteral("%1 schedule: %2 base, %3 windows, mean %4, peak %5")
        .arg(p.schedule_period == SchedulePeriod::Week ? QStringLiteral("weekly")
                                                       : QStringLiteral("daily"),
             rate(p.base_mbps))
        .arg(p.windows.size())
        .arg(rate(profileMeanMbps(p)), rate(profilePeakMbps(p)));
  case ProfileKind::Duty:
    return QStringLiteral("duty cycle: %1 for %2 (%3 of every %4), else %5")
        .arg(rate(p.peak_mbps), secs(p.burst_s), formatValue(p.duty_fraction, Unit::Fraction),
             secs(profilePeriodS(p)), rate(p.base_mbps));
  }
  return QString();
}

QString peerNetworkSummary(const PeerNetwork& n)
{
  const bool ib = n.kind == NetKind::InfiniBand;
  return QStringLiteral("%1 %2 x %3, %4 %5")
      .arg(ib ? QStringLiteral("InfiniBand") : QStringLiteral("Ethernet"),
           formatValue(n.link_gbps, Unit::Gbps))
      .arg(n.usable_links)
      .arg(ib ? QStringLiteral("IB MTU") : QStringLiteral("MTU"))
      .arg(n.mtu);
}

int totalVms(const Scenario& s)
{
  int vms = 0;
  for (const VmGroup& g : s.vm_groups)
    vms += g.vms_per_host * hostsRunning(g, s.hosts);
  return vms;
}

QString streamFixName(const StreamFix& fix)
{
  const DesignResult& r = fix.result;
  switch (fix.kind) {
  case StreamFixKind::SmallerSegment:
  case StreamFixKind::LargerSegment:
    return QStringLiteral("%1 segments").arg(formatValue(r.segment_kib, Unit::KiB));
  case StreamFixKind::SplitGroup:
    return QStringLiteral("%1 %2 groups").arg(r.groups).arg(raidLevelWord(r.level));
  case StreamFixKind::FasterDisks: return QStringLiteral("%1 disks").arg(formatRpm(r.disk.rpm));
  case StreamFixKind::FewerStreams:
    return QStringLiteral("%1 stream%2 at a time")
        .arg(r.streams)
        .arg(r.streams == 1 ? QString() : QStringLiteral("s"));
  case StreamFixKind::DeeperQueue:
    return QStringLiteral("%1 outstanding I/Os per stream").arg(r.outstanding_ios);
  }
  return QString();
}

QString scenarioOutline(const Scenario& s)
{
  const auto count = [](qsizetype n, const char* what) {
    return QStringLiteral("%1 %2%3").arg(n).arg(QLatin1String(what),
                                                n == 1 ? QString() : QStringLiteral("s"));
  };
  return QStringLiteral("%1, %2, %3; peer network %4")
      .arg(count(s.hosts, "host"), count(static_cast<qsizetype>(s.vm_groups.size()), "VM group"),
           count(totalVms(s), "VM"), peerNetworkSummary(s.peer_network));
}

QString throttledShareText(double fraction, bool overTrace)
{
  return formatValue(fraction, Unit::Fraction) +
         (overTrace ? QStringLiteral(" of the trace")
                    : QStringLiteral(" of the time in the long run"));
}

QString throttledShareText(const DestagerGroupResult& g)
{
  return throttledShareText(g.throttled_fraction, throttledOverTrace(g));
}

}  // namespace accel::ui
