// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/headroomtext.h"

#include <QJsonArray>

#include "app/core/requirementtext.h"
#include "app/core/resultsjson.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

QString subjectOf(const Scenario& s, const HeadroomStep& step)
{
  const RequirementCheck c = headroomCheck(step);
  if (step.kind == RequirementKind::PeerLinkUtilization)
    return step.host >= 0 ? QStringLiteral("host %1").arg(step.host + 1)
                          : QStringLiteral("peer links");
  return requirementSubject(s, c);
}

}  // namespace

RequirementCheck headroomCheck(const HeadroomStep& step)
{
  RequirementCheck c;
  c.kind = step.kind;
  c.group = step.group;
  c.host = step.host;
  c.id = step.id;
  return c;
}

QString headroomStepText(const Scenario& s, const HeadroomStep& step)
{
  QString what = requirementWhat(s, headroomCheck(step));
  switch (step.kind) {
  case RequirementKind::BufferFill: what += QStringLiteral(" too soon"); break;
  case RequirementKind::ThrottledShare: what += QStringLiteral(" exceeds its limit"); break;
  case RequirementKind::StreamRate: what += QStringLiteral(" falls below its minimum"); break;
  default: what += QStringLiteral(" reaches its limit"); break;
  }
  if (step.broken_throughout)
    return QStringLiteral("already broken whatever the load: %1").arg(what);
  if (!step.factor)
    return QStringLiteral("holds throughout: %1").arg(what);
  return QStringLiteral("%1: %2").arg(formatValue(*step.factor, Unit::Factor), what);
}

QJsonObject headroomJson(const Scenario& s, const HeadroomResult& h)
{
  QJsonObject o;
  o.insert(QStringLiteral("by"), QString::fromLatin1(growthByKey(h.by)));
  o.insert(QStringLiteral("factor"), h.factor ? resultNumber(*h.factor) : QJsonValue());
  o.insert(QStringLiteral("breaks_within_range"), h.factor.has_value());
  o.insert(QStringLiteral("range"), QJsonArray{resultNumber(h.range_lo), resultNumber(h.range_hi)});
  o.insert(QStringLiteral("met_now"), h.met_now);
  QJsonArray ladder;
  for (const HeadroomStep& step : h.ladder) {
    QJsonObject r;
    r.insert(QStringLiteral("requirement"), QString::fromStdString(step.id));
    r.insert(QStringLiteral("kind"), QString::fromLatin1(requirementKindKey(step.kind)));
    r.insert(QStringLiteral("subject"), subjectOf(s, step));
    r.insert(QStringLiteral("factor"), step.factor ? resultNumber(*step.factor) : QJsonValue());
    r.insert(QStringLiteral("breaks_within_range"), step.factor.has_value());
    r.insert(QStringLiteral("broken_throughout"), step.broken_throughout);
    ladder.append(r);
  }
  o.insert(QStringLiteral("ladder"), ladder);
  o.insert(QStringLiteral("evaluations"), h.evaluations);
  return o;
}

QString headroomText(const Scenario& s, const HeadroomResult& h)
{
  const QString what = h.by == GrowthBy::Rate ? QStringLiteral("every VM's write rate")
                                              : QStringLiteral("the VMs per host of every group");
  QString out;
  if (!h.factor) {
    out += QStringLiteral("Headroom: %1 can grow beyond %2 with every requirement met.\n")
               .arg(what, formatValue(h.range_hi, Unit::Factor));
  } else if (*h.factor >= 1) {
    out += QStringLiteral("Headroom: %1 can grow by %2 before the first requirement breaks.\n")
               .arg(what, formatValue(*h.factor, Unit::Factor));
  } else if (*h.factor > 0) {
    out += QStringLiteral(
               "Headroom: none. A requirement is broken today; %1 would have to "
               "shrink to %2 to meet every requirement.\n")
               .arg(what, formatValue(*h.factor, Unit::Factor));
  } else {
    out += QStringLiteral("Headroom: none. A requirement is broken whatever the write load.\n");
  }
  out += QStringLiteral("Ladder (%1 evaluations):\n").arg(h.evaluations);
  for (const HeadroomStep& step : h.ladder)
    out += QStringLiteral("  ") + headroomStepText(s, step) + QLatin1Char('\n');
  return out;
}

}  // namespace accel::ui
