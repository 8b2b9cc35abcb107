// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The words of the findings: shared helpers, the dispatch by area, merging, and the replica
// network's findings. The other areas' words are in findingtext_*.cpp.
#include "app/core/findingtext.h"

#include <algorithm>
#include <cmath>

#include <QRegularExpression>

#include "app/core/findingtext_parts.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/units.h"

namespace accel::ui {

namespace detail {

QString pct(double fraction)
{
  return formatValue(fraction, Unit::Fraction);
}
QString gbps(double v)
{
  return formatValue(v, Unit::Gbps);
}
QString dur(double us)
{
  return formatDurationUs(us);
}
QString mbps(double v)
{
  return formatValue(v, Unit::MBps);
}
QString kib(double v)
{
  return formatValue(v, Unit::KiB);
}
QString iops(double v)
{
  return formatNumber(v) + QStringLiteral(" writes/s");
}
QString readsPerS(double v)
{
  return formatNumber(v) + QStringLiteral(" reads/s");
}
QString secs(double s)
{
  return formatDurationS(s);
}
QString size(double mb)
{
  return formatSizeMB(mb);
}
QString count(double n)
{
  return QString::number(static_cast<long long>(n));
}

QString axisTime(double t_s, double horizon_s)
{
  static const char* const days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  const bool day = horizon_s == 86400.0;
  const bool week = horizon_s == 7 * 86400.0;
  if (!day && !week)
    return QStringLiteral("%1 into each %2 cycle").arg(secs(t_s), secs(horizon_s));
  const long long minutes = static_cast<long long>(std::floor(std::max(t_s, 0.0) / 60.0));
  const QString clock = QStringLiteral("%1:%2")
                            .arg((minutes / 60) % 24, 2, 10, QLatin1Char('0'))
                            .arg(minutes % 60, 2, 10, QLatin1Char('0'));
  if (day)
    return clock;
  return QString::fromLatin1(days[(minutes / 1440) % 7]) + QLatin1Char(' ') + clock;
}

QString loadWindowsText(SchedulePeriod period, const std::vector<ScheduleWindow>& windows)
{
  static const char* const days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  if (windows.empty())
    return QStringLiteral("all the time");
  QStringList parts;
  const auto clock = [](int m) {
    return QStringLiteral("%1:%2")
        .arg(m / 60, 2, 10, QLatin1Char('0'))
        .arg(m % 60, 2, 10, QLatin1Char('0'));
  };
  for (const ScheduleWindow& w : windows) {
    QString p = QStringLiteral("%1 to %2").arg(clock(w.start_min), clock(w.end_min));
    if (period == SchedulePeriod::Week && w.days != 0) {
      QStringList on;
      for (unsigned d = 0; d < 7; ++d)
        if (w.days & (1u << d))
          on << QString::fromLatin1(days[d]);
      p += QStringLiteral(" on ") + on.join(QStringLiteral(", "));
    } else {
      p += QStringLiteral(" every day");
    }
    if (w.factor && *w.factor != 1.0)
      p += QStringLiteral(" (×%1)").arg(formatNumber(*w.factor, 4));
    parts << p;
  }
  return parts.join(QStringLiteral("; "));
}

QString capacityScheduleWords(const Finding& f, const Scenario& s)
{
  if (!f.values.count("capacity_horizon_s"))
    return {};
  const double h = f.value("capacity_horizon_s");
  const QString span = h == 86400.0       ? QStringLiteral("the day")
                       : h == 7 * 86400.0 ? QStringLiteral("the week")
                                          : QStringLiteral("each %1 cycle").arg(secs(h));
  QString out;
  if (f.values.count("fill_at_s")) {
    const bool streams = !s.backing.sequential_streams.windows.empty() &&
                         s.backing.sequential_streams.count > 0 && f.label("fill_streams") == "on";
    const bool random = !s.backing.random_load.windows.empty() && s.backing.random_load.iops > 0 &&
                        f.label("fill_random_load") == "on";
    QString loads;
    if (streams && random)
      loads = QStringLiteral("while the sequential streams and the background random load run");
    else if (streams)
      loads = QStringLiteral("while the sequential streams run (%1)")
                  .arg(loadWindowsText(s.backing.sequential_streams.schedule_period,
                                       s.backing.sequential_streams.windows));
    else if (random)
      loads = QStringLiteral("while the background random load runs (%1)")
                  .arg(loadWindowsText(s.backing.random_load.schedule_period,
                                       s.backing.random_load.windows));
    const bool reads = f.values.count("fill_vm_read_iops") > 0;
    const QString read_rates = reads ? QStringLiteral("%1 (%2 at their means)")
                                           .arg(readsPerS(f.value("fill_vm_read_iops")),
                                                readsPerS(f.value("mean_vm_read_iops")))
                                     : QString();
    if (loads.isEmpty() && reads)
      loads = QStringLiteral("while the VMs' reads reach its disks at %1").arg(read_rates);
    else if (loads.isEmpty())
      loads = QStringLiteral("outside the scheduled loads' windows");
    out += QStringLiteral(
               " The buffer first fills at %1, in the stretch from %2 to %3 %4, when "
               "the array destages %5 in all.")
               .arg(axisTime(f.value("fill_at_s"), h), axisTime(f.value("fill_step_start_s"), h),
                    axisTime(f.value("fill_step_end_s"), h), loads,
                    mbps(f.value("fill_cluster_destage_mbps")));
    if (reads && (streams || random))
      out += QStringLiteral(" The VMs' reads then reach its disks at %1.").arg(read_rates);
  }
  out +=
      QStringLiteral(
          " Over %1 the array's %2 leaves %3 to %4 of destage capacity (%5 to %6 "
          "per VM).")
          .arg(span,
               f.values.count("mean_vm_read_iops")
                   ? QStringLiteral("load, with the VMs' reads at their time,")
                   : QStringLiteral("scheduled load"),
               mbps(f.value("min_cluster_destage_mbps")), mbps(f.value("max_cluster_destage_mbps")),
               mbps(f.value("min_destage_mbps")), mbps(f.value("max_destage_mbps")));
  return out;
}

QString groupName(const Finding& f, const Scenario& s)
{
  if (f.group < 0 || f.group >= static_cast<int>(s.vm_groups.size()))
    return QStringLiteral("a VM group");
  const QString name = userText(s.vm_groups[static_cast<std::size_t>(f.group)].name);
  return QStringLiteral("VM group \u201c%1\u201d")
      .arg(name.isEmpty() ? QString::number(f.group + 1) : name);
}

QString patternWords(const std::string& key)
{
  if (key == "random")
    return QStringLiteral("random destaging (each write at a random position, one at a time)");
  if (key == "sorted")
    return QStringLiteral("sorted destaging (reordered within the hosts' queues)");
  if (key == "coalesced")
    return QStringLiteral("coalesced destaging (sorted, adjacent writes merged)");
  if (key == "log")
    return QStringLiteral("full-stripe destaging");
  return QString::fromStdString(key);
}

QString hostName(const Finding& f)
{
  return QStringLiteral("host %1").arg(f.host + 1);
}

QString raidGroupName(const Finding& f)
{
  return QStringLiteral("RAID group %1").arg(static_cast<int>(f.value("raid_group_index")) + 1);
}

QString raidLevelOf(const Finding& f, const Scenario& s)
{
  const auto& rg = s.backing.raid_groups;
  const int gi = static_cast<int>(f.value("raid_group_index"));
  return gi >= 0 && gi < static_cast<int>(rg.size())
             ? raidLevelWord(rg[static_cast<std::size_t>(gi)].level)
             : QStringLiteral("parity RAID");
}

QString sentence(const QString& text)
{
  if (text.isEmpty())
    return text;
  return text.left(1).toUpper() + text.mid(1);
}

QString loadedText(const Finding& f, const char* key)
{
  return f.label("loaded") == "unbounded" ? QStringLiteral("unbounded") : dur(f.value(key));
}

namespace {

QString linkName(const Scenario& s, double speed)
{
  return (s.peer_network.kind == NetKind::InfiniBand ? QStringLiteral("InfiniBand ")
                                                     : QStringLiteral("Ethernet ")) +
         gbps(speed);
}

QString direction(const Finding& f)
{
  return f.label("direction") == "rx" ? QStringLiteral("receive") : QStringLiteral("transmit");
}

/// "Move the peer network to 10GbE: host 1's transmit link drops from 120 % to 12.64 %.",
/// or compression, or both.
QString linkRecommendation(const Finding& f)
{
  const QString link = QStringLiteral("%1's %2 link").arg(hostName(f), direction(f));
  const QString now = pct(f.value("utilization"));
  QStringList parts;
  if (f.values.count("alt_link_gbps")) {
    const double u = f.value("alt_utilization");
    const QString alt = QString::fromStdString(f.label("alt_link"));
    if (u < f.value("limit"))
      parts << QStringLiteral("Move the peer network to %1: %2, the busiest, drops from %3 to %4.")
                   .arg(alt, link, now, pct(u));
    else
      parts << QStringLiteral(
                   "Even %1 only brings %2 from %3 to %4: spread the load over more hosts or "
                   "lower the number of peers.")
                   .arg(alt, link, now, pct(u));
  } else {
    parts << QStringLiteral(
                 "No faster standard link of this kind exists: spread the load over more hosts "
                 "or lower the number of peers to bring %1 below the %2 limit.")
                 .arg(link, pct(f.value("limit")));
  }
  const double c = f.value("compression_needed");
  if (c > 0 && c <= 4)
    parts << QStringLiteral("Or replica compression of %1 keeps %2 at the %3 limit.")
                 .arg(formatValue(c, Unit::Ratio, 3), link, pct(f.value("limit")));
  return parts.join(QLatin1Char(' '));
}

}  // namespace

bool describeReplica(const Finding& f, const Scenario& s, FindingText& t)
{
  const std::string& c = f.code;
  if (c == "peers_infeasible") {
    const int peers = static_cast<int>(f.value("peers"));
    const int needed = static_cast<int>(f.value("hosts_needed"));
    const int hosts = static_cast<int>(f.value("hosts"));
    const int possible = static_cast<int>(f.value("peers_possible"));
    t.subject = groupName(f, s);
    t.title = QStringLiteral("Not enough hosts for WB+%1").arg(peers);
    t.message = QStringLiteral(
                    "%1 asks for WB+%2, but WB+%2 needs at least %3 hosts and the cluster has "
                    "%4. Results assume WB+%5, the most it can place.")
                    .arg(t.subject)
                    .arg(peers)
                    .arg(needed)
                    .arg(hosts)
                    .arg(possible);
    t.recommendation = QStringLiteral("Add %1 host%2 to the cluster, or set %3 to WB+%4.")
                           .arg(needed - hosts)
                           .arg(needed - hosts == 1 ? QString() : QStringLiteral("s"), t.subject)
                           .arg(possible);
  } else if (c == "write_back_without_peers") {
    t.subject = groupName(f, s);
    t.title = QStringLiteral("Write-back without a peer copy");
    t.message = QStringLiteral(
                    "%1 runs WB+0: acknowledged writes exist on one host only until they are "
                    "destaged; a host failure loses them.")
                    .arg(t.subject);
    t.recommendation = QStringLiteral(
                           "Use WB+1 for %1 if its data must survive a host failure; keep WB+0 "
                           "only for disposable VMs (non-persistent desktops, build agents).")
                           .arg(t.subject);
  } else if (c == "peer_link_saturated" || c == "peer_link_over_limit") {
    const bool saturated = c == "peer_link_saturated";
    const double mean = f.value("mean_utilization");
    t.subject = hostName(f);
    t.title = saturated ? QStringLiteral("Peer link saturated")
                        : QStringLiteral("Peer link above the planning limit");
    t.message = QStringLiteral("The peer link of %1 runs at %2 (%3, %4) at the peak write rate")
                    .arg(t.subject, pct(f.value("utilization")), direction(f),
                         linkName(s, f.value("link_gbps")));
    if (saturated)
      t.message += mean < 1.0 ? QStringLiteral(
                                    "; %1 at the mean rate, so writes are throttled during "
                                    "bursts.")
                                    .arg(pct(mean))
                              : QStringLiteral(
                                    ": replicated writes are throttled to what the link "
                                    "carries.");
    else
      t.message +=
          QStringLiteral(", above the %1 planning limit: little room for vMotion and bursts.")
              .arg(pct(f.value("limit")));
    t.recommendation = linkRecommendation(f);
  } else if (c == "shared_uplink_saturated" || c == "shared_uplink_over_limit") {
    const bool saturated = c == "shared_uplink_saturated";
    t.title = saturated ? QStringLiteral("Shared uplink saturated")
                        : QStringLiteral("Shared uplink above the planning limit");
    t.message =
        QStringLiteral("The shared uplink (%1) runs at %2: it carries every cross-host replica.")
            .arg(gbps(f.value("uplink_gbps")), pct(f.value("utilization")));
    t.recommendation = QStringLiteral(
                           "A shared uplink of at least %1 keeps it at the %2 limit; or keep "
                           "peers inside one chassis.")
                           .arg(gbps(f.value("needed_gbps")), pct(f.value("limit")));
  } else if (c == "replica_coincident_peak") {
    t.title = QStringLiteral("Peer network sized at the coincident peak");
    t.message =
        QStringLiteral(
            "The VM groups' write peaks do not coincide: together they send at most "
            "%1 of replicas, at %2, less than the %3 their peaks one by one add up "
            "to. The peer links are sized at the coincident peak%4.")
            .arg(mbps(f.value("coincident_peak_mbps")),
                 axisTime(f.value("coincident_peak_t_s"), f.value("horizon_s")),
                 mbps(f.value("sum_of_peaks_mbps")),
                 f.label("exact") == "yes"
                     ? QString()
                     : QStringLiteral(" (found on a grid of the profiles' shared time axis: "
                                      "within 0.12 % of the sine amplitudes)"));
    t.change = false;
  } else if (c == "peer_link_headroom") {
    t.subject = hostName(f);
    t.title = QStringLiteral("Peer network has headroom");
    t.message = QStringLiteral("Peer links peak at %1 (%2 busiest, %3), within the %4 limit.")
                    .arg(pct(f.value("utilization")), t.subject, linkName(s, f.value("link_gbps")),
                         pct(f.value("limit")));
    t.change = false;
    if (f.values.count("sustainable_write_mbps_per_host"))
      t.recommendation =
          QStringLiteral(
              "The peer links carry up to %1 of replicated writes per host before the busiest, "
              "on %2, reaches the %3 limit.")
              .arg(mbps(f.value("sustainable_write_mbps_per_host")), t.subject,
                   pct(f.value("limit")));
  } else {
    return false;
  }
  return true;
}

}  // namespace detail

using namespace detail;

QString severityKey(Severity s)
{
  switch (s) {
  case Severity::Info: return QStringLiteral("info");
  case Severity::Warning: return QStringLiteral("warning");
  case Severity::Critical: return QStringLiteral("critical");
  }
  return QString();
}

FindingText describeFinding(const Finding& f, const Scenario& s)
{
  FindingText t;
  if (describeReplica(f, s, t) || describeLatency(f, s, t) || describeDestager(f, s, t) ||
      describeBacking(f, s, t) || describeStreams(f, s, t) || describeReadCache(f, s, t) ||
      describeRequirement(f, s, t)) {
    t.recommendation = t.recommendation.trimmed();
    if (t.recommendation.isEmpty())
      t.change = false;
    return t;
  }
  // A code without words: say so plainly rather than show nothing (a test keeps this empty).
  t.title = QString::fromStdString(f.code);
  t.message = QString::fromStdString(f.code);
  t.change = false;
  return t;
}

QString joinSubjects(const QStringList& subjects)
{
  if (subjects.size() <= 1)
    return subjects.value(0);
  // "VM group “A”", "VM group “B”" -> "VM groups “A” and “B”"; "host 1", "host 2" -> "hosts 1
  // and 2".
  static const QRegularExpression kind(QStringLiteral("^((?:VM |RAID )?group|host) (.+)$"));
  QString prefix;
  QStringList rest;
  for (const QString& s : subjects) {
    const QRegularExpressionMatch m = kind.match(s);
    if (!m.hasMatch() || (!prefix.isEmpty() && prefix != m.captured(1))) {
      rest.clear();
      break;
    }
    prefix = m.captured(1);
    rest << m.captured(2);
  }
  const QStringList& parts = rest.isEmpty() ? subjects : rest;
  QString joined = parts.mid(0, parts.size() - 1).join(QStringLiteral(", ")) +
                   QStringLiteral(" and ") + parts.last();
  return rest.isEmpty() ? joined : prefix + QStringLiteral("s ") + joined;
}

namespace {

/// `text` with every whole occurrence of `subject` ("host 1", not the start of "host 12")
/// replaced by `with`.
QString replaceSubject(const QString& text, const QString& subject, const QString& with)
{
  if (subject.isEmpty())
    return text;
  const auto continuesWord = [](QChar c) {
    const char16_t u = c.unicode();
    return (u >= u'0' && u <= u'9') || (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z');
  };
  QString out;
  qsizetype from = 0;
  for (qsizetype at = text.indexOf(subject); at >= 0; at = text.indexOf(subject, at + 1)) {
    const qsizetype end = at + subject.size();
    if (end < text.size() && continuesWord(text.at(end)))
      continue;
    out += QStringView(text).mid(from, at - from);
    out += with;
    from = end;
    at = end - 1;
  }
  if (from == 0)
    return text;
  out += QStringView(text).mid(from);
  return out;
}

}  // namespace

QList<MergedFinding> mergeFindings(const std::vector<Finding>& findings, const Scenario& s)
{
  QList<MergedFinding> out;
  // The text of a finding with its subject taken out, to compare with the others.
  const auto pattern = [](const FindingText& t) -> QString {
    if (t.subject.isEmpty())
      return QString();
    const QString mark = QStringLiteral("\u0001");
    return replaceSubject(t.title, t.subject, mark) + QLatin1Char('\n') +
           replaceSubject(t.message, t.subject, mark) + QLatin1Char('\n') +
           replaceSubject(t.recommendation, t.subject, mark);
  };
  std::vector<QString> patterns;
  std::vector<QStringList> subjects;
  for (const Finding& f : findings) {
    const FindingText t = describeFinding(f, s);
    const QString p = pattern(t);
    bool merged = false;
    for (int i = 0; i < out.size() && !p.isEmpty(); ++i) {
      const Finding& first = *out[i].findings.front();
      if (first.code == f.code && first.severity == f.severity &&
          patterns[static_cast<std::size_t>(i)] == p) {
        out[i].findings.push_back(&f);
        subjects[static_cast<std::size_t>(i)] << t.subject;
        merged = true;
        break;
      }
    }
    if (merged)
      continue;
    out.append({{&f}, t});
    patterns.push_back(p);
    subjects.push_back({t.subject});
  }
  for (int i = 0; i < out.size(); ++i) {
    const QStringList& subs = subjects[static_cast<std::size_t>(i)];
    if (subs.size() < 2)
      continue;
    FindingText& t = out[i].text;
    const QString joined = joinSubjects(subs);
    t.title = replaceSubject(t.title, t.subject, joined);
    t.message = replaceSubject(t.message, t.subject, joined);
    t.recommendation = replaceSubject(t.recommendation, t.subject, joined);
    t.message = sentence(t.message);
    t.recommendation = sentence(t.recommendation);
    t.subject = joined;
  }
  return out;
}

QString convoyReasonText(const std::string& reason)
{
  if (reason == "stripe_wide")
    return QStringLiteral("each stream I/O spans a full stripe and uses every member");
  if (reason == "single_stream")
    return QStringLiteral("a single stream cannot race another");
  if (reason == "solid_state")
    return QStringLiteral("solid-state members do not seek");
  if (reason == "within_floor")
    return QStringLiteral("even all streams on one member would serve what they ask");
  if (reason == "unimpeded")
    return QStringLiteral("the simulated streams reach their bound");
  if (reason == "interleaving")
    return QStringLiteral("the streams interleave on shared members");
  if (reason == "bunching")
    return QStringLiteral("the streams bunch onto a few members (a convoy)");
  if (reason == "saturated")
    return QStringLiteral("the background load saturates the group before any stream runs");
  if (reason == "no_streams")
    return QStringLiteral("no sequential streams are configured");
  return QString::fromStdString(reason);
}

}  // namespace accel::ui
