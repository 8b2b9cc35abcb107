// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/failures.h"

#include <QJsonValue>

#include <cmath>
#include <set>

#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/findingtext_parts.h"
#include "app/core/requirementtext.h"
#include "app/core/resultsjson.h"
#include "app/core/safetext.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"

namespace accel::ui {

using detail::sentence;

namespace {

QString kindWords()
{
  return QStringLiteral("host, peer_link, storage_path or raid_member");
}

bool wholeNumber(const QJsonValue& v, int* out)
{
  if (!v.isDouble())
    return false;
  const double d = v.toDouble();
  if (!std::isfinite(d) || d != std::floor(d) || std::abs(d) > 1e9)
    return false;
  *out = static_cast<int>(d);
  return true;
}

QString groupWords(const Scenario& s, int g)
{
  if (g < 0 || g >= static_cast<int>(s.vm_groups.size()))
    return QStringLiteral("a VM group");
  const QString name = userText(s.vm_groups[static_cast<std::size_t>(g)].name);
  return QStringLiteral("VM group \u201c%1\u201d")
      .arg(name.isEmpty() ? QString::number(g + 1) : name);
}

QString phaseWords(const FailureCost& c)
{
  if (c.phase == "until_reprotected")
    return c.duration_s
               ? QStringLiteral("until re-protected (%1)").arg(formatDurationS(*c.duration_s))
               : QStringLiteral("until re-protected (never, at the VMs' mean rates)");
  if (c.phase == "until_rebuilt")
    return c.duration_s ? QStringLiteral("until rebuilt (%1)").arg(formatDurationS(*c.duration_s))
                        : QStringLiteral("until rebuilt (never: no rebuild rate)");
  return QStringLiteral("until repaired");
}

/// The cost as a requirement check of the healthy or the degraded design (for the words of
/// requirementtext.h).
RequirementCheck asCheck(const FailureCost& c, bool degraded)
{
  RequirementCheck k;
  k.kind = c.kind;
  k.id = c.id;
  k.group = c.group;
  k.sense = c.sense;
  k.limit = c.limit;
  k.value = degraded ? c.degraded : c.healthy;
  k.unbounded = degraded ? c.degraded_unbounded : c.healthy_unbounded;
  k.met = degraded ? c.degraded_met : c.healthy_met;
  k.while_full = degraded ? c.degraded_while_full : c.healthy_while_full;
  return k;
}

QString problemWords(const FailureResult& r)
{
  if (r.problem == "no_such_host")
    return QStringLiteral("the cluster has no host %1").arg(r.failure.host);
  if (r.problem == "last_host")
    return QStringLiteral(
        "a one-host cluster has no other host to fail over to: every VM "
        "stops until the host is back");
  if (r.problem == "no_such_raid_group")
    return QStringLiteral("the array has no RAID group %1").arg(r.failure.raid_group + 1);
  if (r.problem == "all_flash")
    return QStringLiteral("the backing is an all-flash array (no RAID group is modelled)");
  if (r.problem == "no_redundancy")
    return QStringLiteral(
               "RAID group %1 is RAID0: one failed disk loses the group's data; "
               "restore from backup")
        .arg(r.failure.raid_group + 1);
  return QString::fromStdString(r.problem);
}

}  // namespace

bool parseFailureWord(const QString& word, FailureSpec* out, QString* problem)
{
  const QStringList parts = word.trimmed().split(QLatin1Char(':'));
  const auto fail = [&](const QString& why) {
    if (problem)
      *problem = QStringLiteral("\"%1\": %2").arg(escapeControls(word), why);
    return false;
  };
  if (parts.size() < 2 || parts.size() > 3)
    return fail(QStringLiteral("expected KIND:WHICH, e.g. host:3 or raid_member:0 (kind %1)")
                    .arg(kindWords()));
  const std::optional<FailureKind> kind = failureKindFromKey(parts[0].toStdString());
  if (!kind)
    return fail(QStringLiteral("unknown kind \"%1\": expected %2")
                    .arg(escapeControls(parts[0]), kindWords()));
  bool ok = false;
  const int which = parts[1].toInt(&ok);
  FailureSpec f;
  f.kind = *kind;
  if (*kind == FailureKind::RaidMember) {
    if (!ok || which < 0)
      return fail(QStringLiteral("expected the RAID group's number from 0, found \"%1\"")
                      .arg(escapeControls(parts[1])));
    f.raid_group = which;
    if (parts.size() == 3) {
      const double share = parts[2].toDouble(&ok);
      if (!ok || !(share > 0 && share < 1))
        return fail(QStringLiteral("expected the rebuild's share of the disks' time, above 0 "
                                   "and below 1, found \"%1\"")
                        .arg(escapeControls(parts[2])));
      f.rebuild_share = share;
    }
  } else {
    if (!ok || which < 1)
      return fail(QStringLiteral("expected the host's number from 1, found \"%1\"")
                      .arg(escapeControls(parts[1])));
    if (parts.size() == 3)
      return fail(QStringLiteral("only raid_member takes a third part (the rebuild's share)"));
    f.host = which;
  }
  *out = f;
  return true;
}

QString failureWord(const FailureSpec& f)
{
  const QString kind = QString::fromLatin1(failureKindKey(f.kind));
  if (f.kind == FailureKind::RaidMember)
    return f.rebuild_share == FailureSpec{}.rebuild_share
               ? QStringLiteral("%1:%2").arg(kind).arg(f.raid_group)
               : QStringLiteral("%1:%2:%3").arg(kind).arg(f.raid_group).arg(f.rebuild_share);
  return QStringLiteral("%1:%2").arg(kind).arg(f.host);
}

bool failureFromJson(const QJsonObject& o, FailureSpec* out, QString* field, QString* problem)
{
  FailureSpec f;
  const auto fail = [&](const QString& key, const QString& why) {
    if (field)
      *field = key;
    if (problem)
      *problem = why;
    return false;
  };
  const QJsonValue kind = o.value(QStringLiteral("kind"));
  const std::optional<FailureKind> k =
      kind.isString() ? failureKindFromKey(kind.toString().toStdString()) : std::nullopt;
  if (!k)
    return fail(QStringLiteral("kind"),
                QStringLiteral("expected %1, found %2").arg(kindWords(), describe(kind)));
  f.kind = *k;
  for (auto it = o.begin(); it != o.end(); ++it) {
    const QString key = it.key();
    if (key == QLatin1String("kind"))
      continue;
    if (key == QLatin1String("host")) {
      if (!wholeNumber(it.value(), &f.host) || f.host < 1)
        return fail(
            key,
            QStringLiteral("expected a host's number from 1, found %1").arg(describe(it.value())));
    } else if (key == QLatin1String("raid_group")) {
      if (!wholeNumber(it.value(), &f.raid_group) || f.raid_group < 0)
        return fail(key, QStringLiteral("expected a RAID group's number from 0, found %1")
                             .arg(describe(it.value())));
    } else if (key == QLatin1String("rebuild_share")) {
      const double v = it.value().toDouble(-1);
      if (!it.value().isDouble() || !(v > 0 && v < 1))
        return fail(key, QStringLiteral("expected a share above 0 and below 1, found %1")
                             .arg(describe(it.value())));
      f.rebuild_share = v;
    } else {
      f.extra[key.toStdString()] = jsonText(it.value());
    }
  }
  *out = f;
  return true;
}

QJsonObject failureToJson(const FailureSpec& f)
{
  QJsonObject o;
  o.insert(QStringLiteral("kind"), QString::fromLatin1(failureKindKey(f.kind)));
  if (f.kind == FailureKind::RaidMember) {
    o.insert(QStringLiteral("raid_group"), f.raid_group);
    if (f.rebuild_share != FailureSpec{}.rebuild_share)
      o.insert(QStringLiteral("rebuild_share"), f.rebuild_share);
  } else {
    o.insert(QStringLiteral("host"), f.host);
  }
  for (const auto& [key, text] : f.extra)
    o.insert(QString::fromStdString(key), jsonValue(text));
  return o;
}

Problems checkFailures(const Scenario& s)
{
  Problems out;
  std::set<QString> seen;
  for (std::size_t i = 0; i < s.failures.size(); ++i) {
    const FailureSpec& f = s.failures[i];
    const QString at = jsonIndex(QStringLiteral("failures"), static_cast<qsizetype>(i));
    const auto error = [&](const QString& key, const QString& message) {
      out.append(Problem{Problem::Level::Error, jsonPath(at, key), message});
    };
    if (f.kind == FailureKind::RaidMember) {
      if (s.backing.kind == BackingKind::RaidGroups &&
          (f.raid_group < 0 ||
           static_cast<std::size_t>(f.raid_group) >= s.backing.raid_groups.size()))
        error(QStringLiteral("raid_group"),
              QStringLiteral("%1: expected a RAID group from 0 to %2")
                  .arg(f.raid_group)
                  .arg(static_cast<int>(s.backing.raid_groups.size()) - 1));
      if (!(f.rebuild_share > 0 && f.rebuild_share < 1))
        error(QStringLiteral("rebuild_share"),
              QStringLiteral("%1: expected a share above 0 and below 1").arg(f.rebuild_share));
    } else if (f.host < 1 || f.host > s.hosts) {
      error(QStringLiteral("host"),
            QStringLiteral("%1: expected a host from 1 to %2").arg(f.host).arg(s.hosts));
    }
    const QString word = failureWord(f);
    if (!seen.insert(word).second)
      out.append(Problem{Problem::Level::Warning, at,
                         QStringLiteral("%1 is listed more than once").arg(word)});
  }
  return out;
}

QString failureTitle(const FailureSpec& f)
{
  switch (f.kind) {
  case FailureKind::Host: return QStringLiteral("Host %1 lost").arg(f.host);
  case FailureKind::PeerLink: return QStringLiteral("A peer link of host %1 lost").arg(f.host);
  case FailureKind::StoragePath:
    return QStringLiteral("A storage path of host %1 lost").arg(f.host);
  case FailureKind::RaidMember:
    return QStringLiteral("A disk of RAID group %1 failed").arg(f.raid_group + 1);
  }
  return QString();
}

std::vector<FailureResult> evaluateScenarioFailures(const Scenario& s, const Evaluation& healthy,
                                                    const std::vector<FailureSpec>& failures)
{
  return evaluateFailures(s, healthy, failures, evaluateOptions());
}

QString failureFindingMessage(const Scenario& s, const FailureResult& r, const Finding& f)
{
  const QString host = QStringLiteral("host %1").arg(r.failure.host);
  if (f.code == "failure_rides_through")
    return f.label("all_met") == "yes"
               ? QStringLiteral("The design rides through: every requirement is still met.")
               : QStringLiteral(
                     "No requirement that was met is lost (those already missed "
                     "stay missed).");
  if (f.code == "failure_data_lost") {
    if (r.failure.kind == FailureKind::RaidMember)
      return problemWords(r) + QLatin1Char('.');
    return QStringLiteral(
               "%1 of write-back data buffered on %2 had no peer copy (WB+0): "
               "lost with the host.")
        .arg(formatSizeMB(f.value("lost_mb")), host);
  }
  if (f.code == "failure_vms_not_restarted")
    return QStringLiteral(
               "%1 of the %2 VMs of %3 on %4 cannot be restarted: the other hosts "
               "are full%5.")
        .arg(formatNumber(f.value("vms")), formatNumber(f.value("lost_vms")),
             groupWords(s, f.group), host,
             s.max_vms_per_host
                 ? QStringLiteral(" (at most %1 VMs per host)").arg(*s.max_vms_per_host)
                 : QString());
  if (f.code == "failure_restart_delayed") {
    if (f.label("flush") == "never")
      return QStringLiteral(
                 "%1's %2 VMs wait without end: the %3 of buffered writes their "
                 "peers hold is never flushed at the VMs' mean rates, as the other "
                 "VMs, writing through, alone ask %4 of the %5 the array absorbs.")
          .arg(sentence(host), formatNumber(f.value("vms")), formatSizeMB(f.value("backlog_mb")),
               formatValue(f.value("write_through_mbps"), Unit::MBps),
               formatValue(f.value("capacity_mbps"), Unit::MBps));
    return QStringLiteral(
               "%1's %2 VMs restart after %3 of buffered writes are flushed from "
               "their replicas by %4 host(s) at %5: %6.")
        .arg(sentence(host), formatNumber(f.value("vms")), formatSizeMB(f.value("backlog_mb")),
             formatNumber(f.value("hosts")), formatValue(f.value("flush_mbps"), Unit::MBps),
             formatDurationS(f.value("flush_s")));
  }
  if (f.code == "failure_write_through") {
    QString latency;
    const FailureCost* cost = nullptr;
    for (const FailureCost& c : r.costs)
      if (c.group == f.group && c.kind == RequirementKind::WriteLatency &&
          c.phase == "until_reprotected")
        cost = &c;
    if (cost && (cost->healthy_while_full || cost->degraded_while_full))
      latency = QStringLiteral("Write latency of %1 is %2 (healthy: %3)")
                    .arg(groupWords(s, f.group), requirementValueText(asCheck(*cost, true)),
                         requirementValueText(asCheck(*cost, false)));
    else if (f.values.count("healthy_us") && f.values.count("degraded_us"))
      latency = f.value("degraded_us") > f.value("healthy_us")
                    ? QStringLiteral("Write latency of %1 rises from %2 to %3")
                          .arg(groupWords(s, f.group), formatDurationUs(f.value("healthy_us")),
                               formatDurationUs(f.value("degraded_us")))
                    : QStringLiteral("Write latency of %1 is %2 (healthy: %3)")
                          .arg(groupWords(s, f.group), formatDurationUs(f.value("degraded_us")),
                               formatDurationUs(f.value("healthy_us")));
    else if (f.label("degraded") == "unbounded")
      latency = QStringLiteral(
                    "Write latency of %1 becomes unbounded (the datastore is "
                    "saturated)")
                    .arg(groupWords(s, f.group));
    else
      latency = QStringLiteral("%1 writes through").arg(sentence(groupWords(s, f.group)));
    const QString how =
        f.label("duration") == "never"
            ? QStringLiteral(
                  "never re-protected at the VMs' mean rates: writing through, "
                  "they alone ask %1 of the %2 the array absorbs, leaving no room "
                  "to destage the %3 buffered")
                  .arg(formatValue(f.value("write_through_mbps"), Unit::MBps),
                       formatValue(f.value("capacity_mbps"), Unit::MBps),
                       formatSizeMB(f.value("backlog_mb")))
            : QStringLiteral("until re-protected: %1 (%2 buffered, destaged at %3)")
                  .arg(formatDurationS(f.value("duration_s")), formatSizeMB(f.value("backlog_mb")),
                       formatValue(f.value("room_mbps"), Unit::MBps));
    return QStringLiteral("%1 while %2 VMs run write-through, %3.")
        .arg(latency, formatNumber(f.value("vms")), how);
  }
  if (f.code == "failure_rebuild") {
    const QString when =
        f.label("duration") == "never"
            ? QStringLiteral("never completes (no rebuild rate)")
            : QStringLiteral("takes %1").arg(formatDurationS(f.value("duration_s")));
    return QStringLiteral(
               "Rebuilding the failed disk of RAID group %1 (%2 at %3) %4 at %5 of "
               "each disk's time; meanwhile a read costs the busiest disk %6 and a "
               "write %7 of their healthy load, and every disk of the group serves "
               "as if %8 slower.")
        .arg(QString::number(r.failure.raid_group + 1), formatValue(f.value("member_gb"), Unit::GB),
             formatValue(f.value("rebuild_mbps"), Unit::MBps), when,
             formatValue(f.value("rebuild_share"), Unit::Fraction),
             formatValue(f.value("read_factor"), Unit::Factor),
             formatValue(f.value("write_factor"), Unit::Factor),
             formatValue(f.value("slowdown"), Unit::Factor));
  }
  if (f.code == "failure_peers_reduced")
    return QStringLiteral(
               "%1 asks for WB+%2, but only %3 peer(s) remain: its writes have one "
               "copy fewer until the host is back.")
        .arg(sentence(groupWords(s, f.group)), formatNumber(f.value("peers")),
             formatNumber(f.value("degraded_peers")));
  if (f.code == "failure_requirement_lost") {
    for (const FailureCost& c : r.costs)
      if (c.id == f.label("requirement") && c.phase == f.label("phase"))
        return QStringLiteral("%1 becomes %2 (required: %3; healthy: %4) %5.")
            .arg(sentence(requirementWhat(s, asCheck(c, true))),
                 requirementValueText(asCheck(c, true)), requirementLimitText(asCheck(c, true)),
                 requirementValueText(asCheck(c, false)), phaseWords(c));
  }
  return QString::fromStdString(f.code);
}

QStringList failureMessages(const Scenario& s, const FailureResult& r)
{
  QStringList out;
  if (!r.problem.empty() && !r.data_lost)
    out << sentence(problemWords(r)) + QLatin1Char('.');
  for (const Finding& f : r.findings)
    out << failureFindingMessage(s, r, f);
  return out;
}

std::vector<FailureRow> failureRows(const Scenario& s, const FailureResult& r, bool all)
{
  std::vector<FailureRow> rows;
  for (const FailureCost& c : r.costs) {
    if (!all && !c.worse && c.healthy_met == c.degraded_met)
      continue;
    FailureRow row;
    row.what = sentence(requirementWhat(s, asCheck(c, false)));
    row.phase = phaseWords(c);
    row.healthy = requirementValueText(asCheck(c, false));
    row.degraded = requirementValueText(asCheck(c, true));
    row.limit = requirementLimitText(asCheck(c, false));
    row.worse = c.worse;
    row.lost = c.healthy_met && !c.degraded_met;
    rows.push_back(row);
  }
  return rows;
}

QJsonObject failureResultJson(const Scenario& s, const FailureResult& r)
{
  const auto optNumber = [](const std::optional<double>& v) {
    return v ? resultNumber(*v) : QJsonValue();
  };
  QJsonObject o = failureToJson(r.failure);
  o.insert(QStringLiteral("title"), failureTitle(r.failure));
  o.insert(QStringLiteral("applied"), r.problem.empty());
  o.insert(QStringLiteral("problem"),
           r.problem.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(r.problem)));
  o.insert(QStringLiteral("data_lost"), r.data_lost);
  o.insert(QStringLiteral("all_met"), r.problem.empty() && r.degraded_all_met);
  o.insert(QStringLiteral("healthy_all_met"), r.healthy_all_met);
  if (r.restart) {
    QJsonObject restart;
    restart.insert(QStringLiteral("vms_lost"), r.vms_lost);
    restart.insert(QStringLiteral("vms_restarted"), r.vms_restarted);
    restart.insert(QStringLiteral("vms_not_restarted"), r.vms_not_restarted);
    restart.insert(QStringLiteral("lost_backlog_mb"), resultNumber(r.lost_backlog_mb));
    restart.insert(QStringLiteral("unprotected_backlog_mb"),
                   resultNumber(r.unprotected_backlog_mb));
    restart.insert(QStringLiteral("flushing_hosts"), r.flushing_hosts);
    restart.insert(QStringLiteral("flush_mbps"), resultNumber(r.flush_mbps));
    restart.insert(QStringLiteral("flush_time_s"), optNumber(r.flush_s));
    restart.insert(QStringLiteral("flush_never"), !r.flush_s.has_value());
    o.insert(QStringLiteral("restart"), restart);
  }
  if (r.transient) {
    QJsonObject wt;
    wt.insert(QStringLiteral("vms"), r.write_through_vms);
    QJsonArray groups;
    for (int g : r.write_through_groups)
      groups.append(g);
    wt.insert(QStringLiteral("groups"), groups);
    wt.insert(QStringLiteral("backlog_mb"), resultNumber(r.reprotect_backlog_mb));
    wt.insert(QStringLiteral("write_through_mbps"), resultNumber(r.write_through_mbps));
    wt.insert(QStringLiteral("destage_capacity_mbps"), resultNumber(r.destage_capacity_mbps));
    wt.insert(QStringLiteral("destage_room_mbps"), resultNumber(r.destage_room_mbps));
    wt.insert(QStringLiteral("reprotect_time_s"), optNumber(r.reprotect_s));
    wt.insert(QStringLiteral("reprotect_never"), !r.reprotect_s.has_value());
    o.insert(QStringLiteral("write_through"), wt);
  }
  if (r.failure.kind == FailureKind::PeerLink) {
    QJsonObject l;
    l.insert(QStringLiteral("before"), r.links_before);
    l.insert(QStringLiteral("after"), r.links_after);
    l.insert(QStringLiteral("host_cut_off"), r.host_cut_off);
    o.insert(QStringLiteral("peer_links"), l);
  }
  if (r.failure.kind == FailureKind::StoragePath) {
    QJsonObject p;
    p.insert(QStringLiteral("before"), r.paths_before);
    p.insert(QStringLiteral("after"), r.paths_after);
    o.insert(QStringLiteral("storage_paths"), p);
  }
  if (r.raid_cost) {
    QJsonObject raid;
    raid.insert(QStringLiteral("redundant"), r.raid_cost->redundant);
    raid.insert(QStringLiteral("read_ios"), resultNumber(r.raid_cost->read_ios));
    raid.insert(QStringLiteral("write_ios"), resultNumber(r.raid_cost->write_ios));
    raid.insert(QStringLiteral("read_factor"), resultNumber(r.raid_cost->read_factor));
    raid.insert(QStringLiteral("write_factor"), resultNumber(r.raid_cost->write_factor));
    if (r.rebuild) {
      raid.insert(QStringLiteral("read_fraction"), resultNumber(r.rebuild->read_share));
      raid.insert(QStringLiteral("rebuild_fraction"), resultNumber(r.rebuild->rebuild_share));
      raid.insert(QStringLiteral("slowdown_factor"), resultNumber(r.rebuild->slowdown));
      raid.insert(QStringLiteral("member_gb"), resultNumber(r.rebuild->member_gb));
      raid.insert(QStringLiteral("rebuild_mbps"), resultNumber(r.rebuild->rebuild_mbps));
      raid.insert(QStringLiteral("rebuild_time_s"), optNumber(r.rebuild->rebuild_s));
      raid.insert(QStringLiteral("rebuild_never"), !r.rebuild->rebuild_s.has_value());
    }
    o.insert(QStringLiteral("raid"), raid);
  }
  QJsonArray costs;
  for (const FailureCost& c : r.costs) {
    QJsonObject x;
    x.insert(QStringLiteral("requirement"), QString::fromStdString(c.id));
    x.insert(QStringLiteral("kind"), QString::fromLatin1(requirementKindKey(c.kind)));
    x.insert(QStringLiteral("subject"), requirementSubject(s, asCheck(c, false)));
    if (c.group >= 0)
      x.insert(QStringLiteral("group"), c.group);
    x.insert(QStringLiteral("unit"), unitKey(requirementUnit(c.kind)));
    x.insert(QStringLiteral("phase"), QString::fromStdString(c.phase));
    x.insert(QStringLiteral("duration_s"), optNumber(c.duration_s));
    x.insert(QStringLiteral("limit"), optNumber(c.limit));
    x.insert(QStringLiteral("healthy"), optNumber(c.healthy));
    x.insert(QStringLiteral("healthy_unbounded"), c.healthy_unbounded);
    x.insert(QStringLiteral("healthy_met"), c.healthy_met);
    x.insert(QStringLiteral("degraded"), optNumber(c.degraded));
    x.insert(QStringLiteral("degraded_unbounded"), c.degraded_unbounded);
    x.insert(QStringLiteral("degraded_met"), c.degraded_met);
    x.insert(QStringLiteral("worse"), c.worse);
    costs.append(x);
  }
  o.insert(QStringLiteral("costs"), costs);
  QJsonArray findings;
  for (const Finding& f : r.findings) {
    QJsonObject x;
    x.insert(QStringLiteral("code"), QString::fromStdString(f.code));
    x.insert(QStringLiteral("severity"), severityKey(f.severity));
    if (f.group >= 0)
      x.insert(QStringLiteral("group"), f.group);
    x.insert(QStringLiteral("message"), failureFindingMessage(s, r, f));
    findings.append(x);
  }
  o.insert(QStringLiteral("findings"), findings);
  if (r.problem.empty()) {
    o.insert(QStringLiteral("results"), resultsToJson(r.degraded, r.degraded_evaluation));
    if (r.transient && r.transient_evaluation)
      o.insert(QStringLiteral("write_through_results"),
               resultsToJson(*r.transient, *r.transient_evaluation));
  }
  return o;
}

QJsonArray failuresJson(const Scenario& s, const std::vector<FailureResult>& results)
{
  QJsonArray a;
  for (const FailureResult& r : results)
    a.append(failureResultJson(s, r));
  return a;
}

QString failuresText(const Scenario& s, const std::vector<FailureResult>& results)
{
  QString t;
  for (const FailureResult& r : results) {
    t += failureTitle(r.failure) + QLatin1Char('\n');
    for (const QString& m : failureMessages(s, r))
      t += QStringLiteral("  - ") + m + QLatin1Char('\n');
    const std::vector<FailureRow> rows = failureRows(s, r);
    if (!rows.empty())
      t += QStringLiteral("  Requirements it changes (healthy -> failed):\n");
    for (const FailureRow& row : rows)
      t += QStringLiteral("    %1: %2 -> %3 (required: %4) %5%6\n")
               .arg(row.what, row.healthy, row.degraded, row.limit, row.phase,
                    row.lost ? QStringLiteral(", NOT MET") : QString());
    t += QLatin1Char('\n');
  }
  return t;
}

}  // namespace accel::ui
