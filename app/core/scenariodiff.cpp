// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/scenariodiff.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/scenarioio.h"

namespace accel::ui {

namespace {

/// A value as a user reads it: with its unit when the path has a description.
QString shown(const QString& path, const QJsonValue& v)
{
  static const QRegularExpression index(QStringLiteral("\\[[0-9]+\\]"));
  QString pattern = path;
  pattern.replace(index, QStringLiteral("[]"));
  const ParamInfo* info = findParam(pattern);
  switch (v.type()) {
  case QJsonValue::Double:
    return info ? formatInputValue(v.toDouble(), info->unit)
                : QString::number(v.toDouble(), 'g', 12);
  case QJsonValue::String:
    return QStringLiteral("\u201c") + escapeControls(v.toString()) + QStringLiteral("\u201d");
  case QJsonValue::Bool: return v.toBool() ? QStringLiteral("on") : QStringLiteral("off");
  case QJsonValue::Null:
  case QJsonValue::Undefined: return QStringLiteral("not set");
  case QJsonValue::Array: return QStringLiteral("%1 rows").arg(v.toArray().size());
  case QJsonValue::Object: return QStringLiteral("a section");
  }
  return QString();
}

/// A list of numbers or of pairs (a trace, a histogram) is one field; a list of objects is
/// compared element by element.
bool isRowList(const QJsonValue& v)
{
  return v.isArray() && (v.toArray().isEmpty() || !v.toArray().at(0).isObject());
}

void diff(const QJsonValue& a, const QJsonValue& b, const QString& path, QStringList& out)
{
  if (a == b)
    return;
  if (a.isObject() && b.isObject()) {
    const QJsonObject x = a.toObject(), y = b.toObject();
    QStringList keys = x.keys();
    for (const QString& k : y.keys())
      if (!x.contains(k))
        keys << k;
    for (const QString& k : keys)
      diff(x.value(k), y.value(k), jsonPath(path, escapeControls(k)), out);
    return;
  }
  if (a.isArray() && b.isArray() && !isRowList(a) && !isRowList(b)) {
    const QJsonArray x = a.toArray(), y = b.toArray();
    for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i) {
      const QString at = jsonIndex(path, i);
      if (i >= x.size())
        out << at + QStringLiteral(": added");
      else if (i >= y.size())
        out << at + QStringLiteral(": removed");
      else
        diff(x.at(i), y.at(i), at, out);
    }
    return;
  }
  if (isRowList(a) && isRowList(b))
    out << QStringLiteral("%1: %2 rows, changed").arg(path).arg(b.toArray().size());
  else
    out << QStringLiteral("%1: %2 \u2192 %3").arg(path, shown(path, a), shown(path, b));
}

}  // namespace

QStringList scenarioDifferences(const Scenario& before, const Scenario& after, int maxLines)
{
  QStringList all;
  diff(scenarioToJson(before), scenarioToJson(after), QString(), all);
  if (all.size() <= maxLines)
    return all;
  QStringList out = all.mid(0, maxLines - 1);
  out << QStringLiteral("and %1 more changes").arg(all.size() - out.size());
  return out;
}

}  // namespace accel::ui
