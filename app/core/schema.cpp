// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/schema.h"

#include <QJsonArray>

#include "app/core/params.h"

namespace accel::ui {

namespace {

QString typeWord(ParamType t)
{
  switch (t) {
  case ParamType::Number: return QStringLiteral("number");
  case ParamType::Integer: return QStringLiteral("integer");
  case ParamType::Boolean: return QStringLiteral("boolean");
  case ParamType::Text: return QStringLiteral("string");
  case ParamType::Choice: return QStringLiteral("choice");
  case ParamType::PairList: return QStringLiteral("pairs");
  case ParamType::List: return QStringLiteral("list");
  }
  return QString();
}

QString presenceWord(const ParamInfo& p)
{
  switch (p.presence) {
  case Presence::Required:
    return p.profiles.isEmpty()
               ? QStringLiteral("required")
               : QStringLiteral("required for ") + p.profiles.join(QStringLiteral(", "));
  case Presence::Defaulted: return QStringLiteral("default");
  case Presence::Optional: return QStringLiteral("optional");
  }
  return QString();
}

bool hasMin(const ParamInfo& p)
{
  return p.min > -std::numeric_limits<double>::max();
}
bool hasMax(const ParamInfo& p)
{
  return p.max < std::numeric_limits<double>::max();
}

}  // namespace

QJsonObject schemaJson()
{
  QJsonArray params;
  for (const ParamInfo* p : allParams()) {
    QJsonObject o;
    o.insert(QStringLiteral("path"), p->path());
    o.insert(QStringLiteral("label"), p->label);
    o.insert(QStringLiteral("type"), typeWord(p->type));
    o.insert(QStringLiteral("unit"), unitKey(p->unit));
    o.insert(QStringLiteral("presence"),
             p->presence == Presence::Required   ? QStringLiteral("required")
             : p->presence == Presence::Optional ? QStringLiteral("optional")
                                                 : QStringLiteral("default"));
    if (hasMin(*p)) {
      o.insert(QStringLiteral("minimum"), p->min);
      o.insert(QStringLiteral("exclusive_minimum"), p->minExclusive);
    }
    if (hasMax(*p))
      o.insert(QStringLiteral("maximum"), p->max);
    if (!p->defaultValue.isNull() && !p->defaultValue.isUndefined())
      o.insert(QStringLiteral("default"), p->defaultValue);
    if (p->type == ParamType::List)
      o.insert(QStringLiteral("item_type"), typeWord(p->item));
    if (!p->choices.isEmpty())
      o.insert(QStringLiteral("choices"), QJsonArray::fromStringList(p->choices));
    if (!p->pattern.isEmpty())
      o.insert(QStringLiteral("pattern"), p->pattern);
    if (!p->profiles.isEmpty())
      o.insert(QStringLiteral("profiles"), QJsonArray::fromStringList(p->profiles));
    if (!p->columns.empty()) {
      QJsonArray cols;
      for (const auto& c : p->columns)
        cols.append(QJsonObject{{QStringLiteral("key"), c.key},
                                {QStringLiteral("unit"), unitKey(c.unit)},
                                {QStringLiteral("minimum"), c.min},
                                {QStringLiteral("maximum"), c.max}});
      o.insert(QStringLiteral("columns"), cols);
    }
    o.insert(QStringLiteral("description"), p->help);
    params.append(o);
  }
  QJsonObject root;
  root.insert(QStringLiteral("format"), QStringLiteral("accelsizer-schema"));
  root.insert(QStringLiteral("version"), 1);
  root.insert(QStringLiteral("scenario_format"), QStringLiteral("accelsizer-scenario"));
  root.insert(QStringLiteral("scenario_version"), 1);
  root.insert(QStringLiteral("parameters"), params);
  return root;
}

QString schemaMarkdown()
{
  QString out;
  out += QStringLiteral("| path | unit | valid values | default | description |\n");
  out += QStringLiteral("|---|---|---|---|---|\n");
  for (const ParamInfo* p : allParams()) {
    QString def;
    if (p->presence == Presence::Required)
      def = presenceWord(*p);
    else if (p->defaultValue.isDouble())
      def = QString::number(p->defaultValue.toDouble(), 'g', 10);
    else if (p->defaultValue.isBool())
      def = p->defaultValue.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    else if (p->defaultValue.isString())
      def = p->defaultValue.toString().isEmpty()
                ? QStringLiteral("\"\"")
                : QStringLiteral("\"%1\"").arg(p->defaultValue.toString());
    else
      def = QStringLiteral("not set");
    QString help = p->help;
    if (!p->profiles.isEmpty() && p->presence != Presence::Required)
      help += QStringLiteral(" (%1 profile)").arg(p->profiles.join(QStringLiteral(", ")));
    // The stored unit, not the display one: files hold fractions, not percentages.
    const QString unit =
        p->unit == Unit::Fraction ? QStringLiteral("fraction") : unitLabel(p->unit);
    QString expected = p->expected();
    out += QStringLiteral("| `%1` | %2 | %3 | %4 | %5 |\n")
               .arg(p->path(), unit, expected.replace(QLatin1Char('|'), QStringLiteral("\\|")), def,
                    help);
  }
  return out;
}

}  // namespace accel::ui
