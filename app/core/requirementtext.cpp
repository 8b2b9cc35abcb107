// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/requirementtext.h"
#include "app/core/safetext.h"

#include "app/core/findingtext_parts.h"

namespace accel::ui {

QString requirementSubject(const Scenario& s, const RequirementCheck& c)
{
  switch (c.kind) {
  case RequirementKind::PeerLinkUtilization:
    return c.host >= 0
               ? QStringLiteral("host %1 (%2)")
                     .arg(c.host + 1)
                     .arg(c.transmit ? QStringLiteral("transmit") : QStringLiteral("receive"))
               : QStringLiteral("peer links");
  case RequirementKind::SharedUplinkUtilization: return QStringLiteral("shared uplink");
  case RequirementKind::WriteLatency:
  case RequirementKind::BufferFill:
  case RequirementKind::ThrottledShare:
    if (c.group >= 0 && static_cast<std::size_t>(c.group) < s.vm_groups.size())
      return userText(s.vm_groups[static_cast<std::size_t>(c.group)].name);
    return QStringLiteral("VM group %1").arg(c.group + 1);
  case RequirementKind::BackingUtilization: return QStringLiteral("backing array");
  case RequirementKind::StreamRate: return QStringLiteral("each sequential stream");
  }
  return QString();
}

QString requirementTitle(RequirementKind k)
{
  switch (k) {
  case RequirementKind::PeerLinkUtilization: return QStringLiteral("Peer link utilisation");
  case RequirementKind::SharedUplinkUtilization: return QStringLiteral("Shared uplink utilisation");
  case RequirementKind::WriteLatency: return QStringLiteral("Write latency");
  case RequirementKind::BufferFill: return QStringLiteral("Write-back buffer fills");
  case RequirementKind::ThrottledShare: return QStringLiteral("Time throttled");
  case RequirementKind::BackingUtilization: return QStringLiteral("Backing array busy");
  case RequirementKind::StreamRate: return QStringLiteral("Sequential stream rate");
  }
  return QString();
}

Unit requirementUnit(RequirementKind k)
{
  switch (k) {
  case RequirementKind::PeerLinkUtilization:
  case RequirementKind::SharedUplinkUtilization:
  case RequirementKind::ThrottledShare:
  case RequirementKind::BackingUtilization: return Unit::Fraction;
  case RequirementKind::WriteLatency: return Unit::DurationUs;
  case RequirementKind::BufferFill: return Unit::DurationS;
  case RequirementKind::StreamRate: return Unit::MBps;
  }
  return Unit::None;
}

QString requirementLimitText(const RequirementCheck& c)
{
  const Unit u = requirementUnit(c.kind);
  if (c.kind == RequirementKind::BufferFill)
    return c.limit ? QStringLiteral("not before %1").arg(formatValue(*c.limit, u))
                   : QStringLiteral("never");
  if (!c.limit)
    return QString();
  return (c.sense == LimitSense::AtMost ? QStringLiteral("at most %1")
                                        : QStringLiteral("at least %1"))
      .arg(formatValue(*c.limit, u));
}

QString requirementValueText(const RequirementCheck& c)
{
  if (c.while_full && c.unbounded)
    return QStringLiteral("unbounded once its write-back buffer is full, as nothing drains it");
  if (c.while_full && c.value)
    return QStringLiteral("%1 while its write-back buffer is full")
        .arg(formatValue(*c.value, requirementUnit(c.kind)));
  if (c.unbounded)
    return QStringLiteral("unbounded (saturated)");
  if (!c.value)
    return c.kind == RequirementKind::BufferFill ? QStringLiteral("never") : QStringLiteral("n/a");
  if (c.kind == RequirementKind::BufferFill)
    return QStringLiteral("after %1").arg(formatValue(*c.value, requirementUnit(c.kind)));
  if (c.kind == RequirementKind::PeerLinkUtilization ||
      c.kind == RequirementKind::BackingUtilization ||
      c.kind == RequirementKind::SharedUplinkUtilization)
    return QStringLiteral("at %1").arg(formatValue(*c.value, requirementUnit(c.kind)));
  return formatValue(*c.value, requirementUnit(c.kind));
}

QString requirementWhat(const Scenario& s, const RequirementCheck& c)
{
  const QString subject = requirementSubject(s, c);
  switch (c.kind) {
  case RequirementKind::PeerLinkUtilization:
    return QStringLiteral("peer link utilisation of %1").arg(subject);
  case RequirementKind::SharedUplinkUtilization: return QStringLiteral("shared uplink utilisation");
  case RequirementKind::WriteLatency: return QStringLiteral("write latency of %1").arg(subject);
  case RequirementKind::BufferFill:
    return QStringLiteral("write-back buffer of %1 fills").arg(subject);
  case RequirementKind::ThrottledShare:
    return QStringLiteral("share of time %1 are throttled").arg(subject);
  case RequirementKind::BackingUtilization: return QStringLiteral("backing array utilisation");
  case RequirementKind::StreamRate: return QStringLiteral("rate of each sequential stream");
  }
  return subject;
}

QString requirementLine(const Scenario& s, const RequirementCheck& c)
{
  QString verdict = c.met ? QStringLiteral("met") : QStringLiteral("not met");
  if (c.margin) {
    verdict +=
        c.met ? QStringLiteral(", %1 margin").arg(formatValue(*c.margin, Unit::Factor, 3))
              : QStringLiteral(", off by %1").arg(formatValue(1.0 / *c.margin, Unit::Factor, 3));
  }
  QString what = requirementWhat(s, c);
  what[0] = what[0].toUpper();
  return QStringLiteral("%1 %2 (required: %3): %4")
      .arg(what, requirementValueText(c), requirementLimitText(c), verdict);
}

namespace detail {

bool describeRequirement(const Finding& f, const Scenario& s, FindingText& t)
{
  if (f.code != "requirement_not_met")
    return false;
  const std::optional<RequirementKind> kind = requirementKindFromKey(f.label("kind"));
  if (!kind)
    return false;
  // The check again, from the finding's numbers.
  RequirementCheck c;
  c.kind = *kind;
  c.group = f.group;
  c.host = f.host;
  c.transmit = f.label("transmit") != "no";
  c.sense = f.label("sense") == "at_least" ? LimitSense::AtLeast : LimitSense::AtMost;
  if (f.values.count("value"))
    c.value = f.value("value");
  if (f.values.count("limit"))
    c.limit = f.value("limit");
  if (f.values.count("margin"))
    c.margin = f.value("margin");
  c.unbounded = f.label("unbounded") == "yes";
  c.while_full = f.label("while_full") == "yes";

  // The subject as every finding names it.
  QString what;
  switch (c.kind) {
  case RequirementKind::PeerLinkUtilization:
    t.subject = hostName(f);
    what = QStringLiteral("the utilisation of the %1 peer link of %2")
               .arg(c.transmit ? QStringLiteral("transmit") : QStringLiteral("receive"), t.subject);
    break;
  case RequirementKind::SharedUplinkUtilization:
    what = QStringLiteral("the utilisation of the shared uplink");
    break;
  case RequirementKind::WriteLatency:
    t.subject = groupName(f, s);
    what = QStringLiteral("the write latency of %1").arg(t.subject);
    break;
  case RequirementKind::BufferFill:
    t.subject = groupName(f, s);
    what = QStringLiteral("the write-back buffer of %1").arg(t.subject);
    break;
  case RequirementKind::ThrottledShare:
    t.subject = groupName(f, s);
    what = QStringLiteral("the share of time throttled for %1").arg(t.subject);
    break;
  case RequirementKind::BackingUtilization:
    what = QStringLiteral("the utilisation of the backing array");
    break;
  case RequirementKind::StreamRate:
    what = QStringLiteral("the rate of each sequential stream on RAID group 1");
    break;
  }
  QString message;
  if (c.kind == RequirementKind::BufferFill) {
    const QString when =
        c.value ? formatValue(*c.value, requirementUnit(c.kind)) : QStringLiteral("a while");
    message = c.limit
                  ? QStringLiteral("%1 fills after %2, where the requirement is not before %3")
                        .arg(sentence(what), when, formatValue(*c.limit, requirementUnit(c.kind)))
                  : QStringLiteral(
                        "%1 fills after %2, where the requirement is that it "
                        "never fills")
                        .arg(sentence(what), when);
  } else {
    const Unit unit = requirementUnit(c.kind);
    const QString value =
        c.unbounded && c.while_full
            ? QStringLiteral("unbounded once its write-back buffer is full, as nothing drains it")
        : c.unbounded  ? QStringLiteral("unbounded (its queue grows without bound)")
        : !c.value     ? QStringLiteral("not known")
        : c.while_full ? QStringLiteral("%1 while its write-back buffer is full")
                             .arg(formatValue(*c.value, unit))
                       : formatValue(*c.value, unit);
    message = QStringLiteral("%1 is %2, where the requirement is %3")
                  .arg(sentence(what), value, requirementLimitText(c));
  }
  if (c.margin && *c.margin > 0)
    message += QStringLiteral(", missed by %1").arg(formatValue(1.0 / *c.margin, Unit::Factor, 3));
  const double growth = f.value("growth_factor", 1.0);
  if (growth != 1.0)
    message += QStringLiteral(
                   ", with every VM's write rate multiplied by %1 (the requirements' "
                   "growth factor)")
                   .arg(formatNumber(growth));
  t.title = QStringLiteral("Requirement not met: %1").arg(requirementTitle(c.kind).toLower());
  t.message = message + QLatin1Char('.');
  t.change = false;
  return true;
}

}  // namespace detail

}  // namespace accel::ui
