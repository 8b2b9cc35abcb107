// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/requirementtext.h"
#include "app/core/safetext.h"

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

}  // namespace accel::ui
