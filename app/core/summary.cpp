// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/summary.h"

#include "app/core/areas.h"
#include "app/core/describe.h"
#include "app/core/findingtext.h"
#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/requirementtext.h"
#include "app/core/safetext.h"
#include "app/core/units.h"
#include "app/core/version.h"

namespace accel::ui {

namespace {

QString pad(const QString& s, int width)
{
  return s.leftJustified(width, QLatin1Char(' '));
}
QString rpad(const QString& s, int width)
{
  return s.rightJustified(width, QLatin1Char(' '));
}

}  // namespace

QString textSummary(const Scenario& s, const Evaluation& e)
{
  QString out;
  const auto line = [&out](const QString& l = QString()) { out += l + QLatin1Char('\n'); };

  QString title = userText(s.name);
  if (!s.customer.empty())
    title += QStringLiteral(" \u2014 ") + userText(s.customer);
  line(title);
  line(scenarioOutline(s));
  for (const VmGroup& g : s.vm_groups)
    line(QStringLiteral("  %1: %2 per host, %3, writes %4")
             .arg(userText(g.name))
             .arg(g.vms_per_host)
             .arg(writePolicyWord(g.write_policy), profileSummary(g.write)));
  line();

  line(QStringLiteral("Summary"));
  for (const AreaVerdict& a : assessAreas(s, e)) {
    line(QStringLiteral("  ") + pad(QStringLiteral("[%1]").arg(statusKey(a.light)), 16) +
         pad(a.title, 18) + pad(a.evaluated ? a.value : QStringLiteral("not evaluated"), 14) +
         a.label);
    line(QStringLiteral("  ") + pad(QString(), 16) + a.verdict);
  }
  line();

  const RequirementsResult& req = e.requirements;
  if (!req.checks.empty()) {
    int met = 0;
    for (const RequirementCheck& c : req.checks)
      met += c.met ? 1 : 0;
    QString head = QStringLiteral("Requirements: %1 of %2 met").arg(met).arg(req.checks.size());
    if (req.growth_factor != 1.0)
      head += QStringLiteral(" with write rates x%1 (growth factor)")
                  .arg(formatNumber(req.growth_factor));
    line(head);
    for (const RequirementCheck& c : req.checks)
      line(QStringLiteral("  [%1] ").arg(c.met ? QStringLiteral("ok") : QStringLiteral("NO")) +
           requirementLine(s, c));
    line();
  }

  line(QStringLiteral("Replica network"));
  for (const Headline& h : replicaHeadlines(s, e))
    line(QStringLiteral("  ") + pad(h.label, 22) + pad(h.display(), 14) + h.note);
  line();

  line(QStringLiteral("  host  writes        egress        ingress       transmit   receive"));
  const ReplicaResult& r = e.replica;
  for (std::size_t i = 0; i < r.hosts.size(); ++i) {
    const HostReplica& h = r.hosts[i];
    line(QStringLiteral("  ") + rpad(QString::number(i + 1), 4) + QStringLiteral("  ") +
         pad(formatValue(h.vm_write_mbps, Unit::MBps), 14) +
         pad(formatValue(h.egress_payload_mbps, Unit::MBps), 14) +
         pad(formatValue(h.ingress_payload_mbps, Unit::MBps), 14) +
         pad(formatValue(h.tx_utilization, Unit::Fraction), 11) +
         formatValue(h.rx_utilization, Unit::Fraction));
  }
  line();

  line(QStringLiteral("Write latency"));
  for (const Headline& h : latencyHeadlines(s, e))
    line(QStringLiteral("  ") + pad(h.label, 22) + pad(h.display(), 14) + h.note);
  line();

  const QList<Headline> destager = destagerHeadlines(s, e);
  if (!destager.isEmpty()) {
    line(QStringLiteral("Destager (write-back buffer)"));
    line(QStringLiteral("  ") + pad(QStringLiteral("Destage rate"), 22) +
         pad(formatValue(e.destager.cluster_destage_mbps, Unit::MBps), 14) +
         QStringLiteral("cluster, shared by %1 write-back VMs").arg(e.destager.write_back_vms) +
         (e.destager.streams_disk_share > 0
              ? QStringLiteral("; the sequential streams take %1 of RAID group 1's disk time "
                               "while they run")
                    .arg(formatValue(e.destager.streams_disk_share, Unit::Fraction))
              : QString()));
    for (const Headline& h : destager)
      line(QStringLiteral("  ") + pad(h.label, 22) + pad(h.display(), 14) + h.note);
    line();
  }

  const QList<Headline> backing = backingHeadlines(s, e);
  if (!backing.isEmpty()) {
    line(QStringLiteral("Backing array"));
    for (const Headline& h : backing)
      line(QStringLiteral("  ") + pad(h.label, 22) + pad(h.display(), 14) + h.note);
    line();
  }
  if (!backing.isEmpty() && !e.backing.raid_groups.empty()) {
    line(
        QStringLiteral("  group  level   disks  data  penalty  random IOPS  full-stripe "
                       "write  hotspot"));
    for (std::size_t i = 0; i < e.backing.raid_groups.size(); ++i) {
      const RaidGroupResult& g = e.backing.raid_groups[i];
      line(QStringLiteral("  ") + rpad(QString::number(i + 1), 5) + QStringLiteral("  ") +
           pad(raidLevelWord(g.level), 8) + pad(QString::number(g.disks), 7) +
           pad(QString::number(g.data_members), 6) + pad(QString::number(g.write_penalty), 9) +
           pad(formatNumber(g.random_iops), 13) +
           pad(formatValue(g.sequential_write_mbps, Unit::MBps), 19) +
           formatNumber(g.hotspot_index, 3));
    }
    line();
  }

  const QList<Headline> streams = streamsHeadlines(s, e);
  if (!streams.isEmpty()) {
    line(QStringLiteral("Sequential streams (stripe hotspots)"));
    for (const Headline& h : streams)
      line(QStringLiteral("  ") + pad(h.label, 22) + pad(h.display(), 14) + h.note);
    line();
  }

  const QList<Headline> reads = readCacheHeadlines(s, e);
  if (!reads.isEmpty()) {
    line(QStringLiteral("Read cache"));
    for (const Headline& h : reads)
      line(QStringLiteral("  ") + pad(h.label, 22) + pad(h.display(), 14) + h.note);
    line();
  }

  line(QStringLiteral("Findings"));
  if (e.findings.empty())
    line(QStringLiteral("  none"));
  for (const MergedFinding& m : mergeFindings(e.findings, s)) {
    const FindingText& t = m.text;
    line(QStringLiteral("  [%1] %2").arg(severityKey(m.findings.front()->severity), t.message));
    if (!t.recommendation.isEmpty())
      line(QStringLiteral("      -> ") + t.recommendation);
  }
  line();
  line(QStringLiteral("Rates in MB/s (10^6 bytes/s), links in Gb/s (10^9 bit/s); AccelSizer ") +
       QString::fromLatin1(kAccelSizerVersion));
  return out;
}

}  // namespace accel::ui
