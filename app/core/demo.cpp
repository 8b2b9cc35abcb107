// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/demo.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

#include "app/core/areas.h"
#include "app/core/scenarioio.h"

namespace accel::ui {

namespace {

const QString kDemoFormat = QStringLiteral("accelsizer-demo");

class Reader {
public:
  explicit Reader(Problems* problems) : problems_(problems) {}

  void error(const QString& path, const QString& message)
  {
    problems_->append({Problem::Level::Error, path, message});
  }
  void warning(const QString& path, const QString& message)
  {
    problems_->append({Problem::Level::Warning, path, message});
  }

  /// A string member; `required` reports its absence.
  QString text(const QJsonObject& o, const QString& base, const char* key, bool required)
  {
    const QString k = QLatin1String(key);
    const QJsonValue v = o.value(k);
    if (v.isUndefined()) {
      if (required)
        error(jsonPath(base, k), QStringLiteral("missing: expected a text"));
      return QString();
    }
    if (!v.isString()) {
      error(jsonPath(base, k), QStringLiteral("%1: expected a text").arg(describe(v)));
      return QString();
    }
    return v.toString();
  }

  QStringList texts(const QJsonObject& o, const QString& base, const char* key)
  {
    const QString k = QLatin1String(key);
    const QJsonValue v = o.value(k);
    QStringList out;
    if (v.isUndefined())
      return out;
    if (!v.isArray()) {
      error(jsonPath(base, k), QStringLiteral("%1: expected a list of texts").arg(describe(v)));
      return out;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
      if (!a.at(i).isString())
        error(QStringLiteral("%1[%2]").arg(jsonPath(base, k)).arg(i),
              QStringLiteral("%1: expected a text").arg(describe(a.at(i))));
      else
        out << a.at(i).toString();
    }
    return out;
  }

  void unknown(const QJsonObject& o, const QString& base, const QStringList& known)
  {
    for (auto it = o.begin(); it != o.end(); ++it)
      if (!known.contains(it.key()))
        warning(jsonPath(base, it.key()), QStringLiteral("unknown field, ignored"));
  }

  void pointer(const QString& path, const QString& p)
  {
    if (!p.startsWith(QLatin1Char('/')))
      error(path, QStringLiteral("\"%1\": expected a JSON pointer such as "
                                 "\"/peer_network/link_gbps\"")
                      .arg(p));
  }

private:
  Problems* problems_;
};

QJsonValue interpolate(const QJsonValue& from, const QJsonValue& to, double t)
{
  if (from.isDouble() && to.isDouble()) {
    const double a = from.toDouble();
    const double b = to.toDouble();
    const double v = a + (b - a) * t;
    const bool whole = std::floor(a) == a && std::floor(b) == b;
    return QJsonValue(whole ? std::round(v) : v);
  }
  if (from.isObject() && to.isObject()) {
    const QJsonObject f = from.toObject();
    QJsonObject out = to.toObject();
    for (auto it = out.begin(); it != out.end(); ++it)
      if (f.contains(it.key()))
        *it = interpolate(f.value(it.key()), it.value(), t);
    return out;
  }
  if (from.isArray() && to.isArray() && from.toArray().size() == to.toArray().size()) {
    const QJsonArray f = from.toArray();
    QJsonArray out = to.toArray();
    for (qsizetype i = 0; i < out.size(); ++i)
      out.replace(i, interpolate(f.at(i), out.at(i), t));
    return out;
  }
  return to;
}

QString escapeToken(QString token)
{
  token.replace(QStringLiteral("~"), QStringLiteral("~0"));
  token.replace(QStringLiteral("/"), QStringLiteral("~1"));
  return token;
}

void diff(const QJsonValue& from, const QJsonValue& to, const QString& at,
          std::vector<DemoChange>* out)
{
  if (from == to)
    return;
  if (from.isObject() && to.isObject()) {
    const QJsonObject f = from.toObject();
    const QJsonObject t = to.toObject();
    for (auto it = t.begin(); it != t.end(); ++it)
      diff(f.value(it.key()), it.value(), at + QLatin1Char('/') + escapeToken(it.key()), out);
    return;
  }
  if (from.isArray() && to.isArray() && from.toArray().size() == to.toArray().size()) {
    const QJsonArray f = from.toArray();
    const QJsonArray t = to.toArray();
    for (qsizetype i = 0; i < t.size(); ++i)
      diff(f.at(i), t.at(i), at + QLatin1Char('/') + QString::number(i), out);
    return;
  }
  if (to.isUndefined())
    return;  // a field the newer scenario leaves out: its default, nothing to record
  out->push_back({at, to});
}

}  // namespace

QStringList demoAreaKeys()
{
  return areaKeys();
}

QStringList demoChartKeys(const QString& area)
{
  if (area == QLatin1String("replica"))
    return {QStringLiteral("links")};
  if (area == QLatin1String("latency"))
    return {QStringLiteral("legs"), QStringLiteral("sizes")};
  if (area == QLatin1String("destager"))
    return {QStringLiteral("backlog"), QStringLiteral("rates")};
  if (area == QLatin1String("backing"))
    return {QStringLiteral("iops"), QStringLiteral("members")};
  if (area == QLatin1String("streams"))
    return {QStringLiteral("throughput"), QStringLiteral("heatmap")};
  return {};
}

QList<Headline> areaHeadlines(const QString& area, const Scenario& s, const Evaluation& e)
{
  if (area == QLatin1String("replica"))
    return replicaHeadlines(s, e);
  if (area == QLatin1String("latency"))
    return latencyHeadlines(s, e);
  if (area == QLatin1String("destager"))
    return destagerHeadlines(s, e);
  if (area == QLatin1String("backing"))
    return backingHeadlines(s, e);
  if (area == QLatin1String("streams"))
    return streamsHeadlines(s, e);
  return {};
}

DemoLoad parseDemo(const QByteArray& json)
{
  DemoLoad out;
  Reader r(&out.problems);
  QJsonParseError err{};
  const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
  if (err.error != QJsonParseError::NoError || !doc.isObject()) {
    r.error(QStringLiteral("$"),
            err.error != QJsonParseError::NoError
                ? QStringLiteral("not JSON: %1 at byte %2").arg(err.errorString()).arg(err.offset)
                : QStringLiteral("expected a JSON object"));
    return out;
  }
  const QJsonObject o = doc.object();
  Demo d;
  if (o.value(QStringLiteral("format")).toString() != kDemoFormat) {
    r.error(QStringLiteral("format"),
            QStringLiteral("%1: expected \"%2\"")
                .arg(describe(o.value(QStringLiteral("format"))), kDemoFormat));
    return out;
  }
  const QJsonValue version = o.value(QStringLiteral("version"));
  if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) ||
      version.toInt() < 1 || version.toInt() > kDemoFormatVersion) {
    r.error(QStringLiteral("version"),
            QStringLiteral("%1: expected %2 (this application reads demo format %2)")
                .arg(describe(version))
                .arg(kDemoFormatVersion));
    return out;
  }
  d.version = version.toInt();
  r.unknown(o, QString(),
            {QStringLiteral("$schema"), QStringLiteral("format"), QStringLiteral("version"),
             QStringLiteral("title"), QStringLiteral("description"), QStringLiteral("scenario"),
             QStringLiteral("inputs"), QStringLiteral("steps")});
  d.title = r.text(o, QString(), "title", true);
  d.description = r.text(o, QString(), "description", false);
  const QJsonValue scenario = o.value(QStringLiteral("scenario"));
  if (scenario.isString() && !scenario.toString().isEmpty())
    d.scenario = scenario.toString();
  else if (scenario.isObject())
    d.scenarioObject = scenario.toObject();
  else
    r.error(QStringLiteral("scenario"),
            QStringLiteral("%1: expected \"example:<file>\", a file name or a scenario object")
                .arg(describe(scenario)));
  d.inputs = r.texts(o, QString(), "inputs");
  for (qsizetype i = 0; i < d.inputs.size(); ++i)
    r.pointer(QStringLiteral("inputs[%1]").arg(i), d.inputs.at(i));

  const QJsonValue steps = o.value(QStringLiteral("steps"));
  if (!steps.isArray() || steps.toArray().isEmpty()) {
    r.error(QStringLiteral("steps"),
            QStringLiteral("%1: expected a list of at least one step").arg(describe(steps)));
  } else {
    const QJsonArray a = steps.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
      const QString base = QStringLiteral("steps[%1]").arg(i);
      if (!a.at(i).isObject()) {
        r.error(base, QStringLiteral("%1: expected a step object").arg(describe(a.at(i))));
        continue;
      }
      const QJsonObject so = a.at(i).toObject();
      r.unknown(so, base,
                {QStringLiteral("title"), QStringLiteral("text"), QStringLiteral("changes"),
                 QStringLiteral("area"), QStringLiteral("chart"), QStringLiteral("highlight")});
      DemoStep step;
      step.title = r.text(so, base, "title", true);
      step.text = r.text(so, base, "text", false);
      step.area = r.text(so, base, "area", false);
      step.chart = r.text(so, base, "chart", false);
      step.highlight = r.texts(so, base, "highlight");
      if (!step.area.isEmpty() && !demoAreaKeys().contains(step.area))
        r.error(base + QStringLiteral(".area"),
                QStringLiteral("\"%1\": expected one of %2")
                    .arg(step.area, demoAreaKeys().join(QStringLiteral(", "))));
      else if (!step.chart.isEmpty() && !step.area.isEmpty() &&
               !demoChartKeys(step.area).contains(step.chart))
        r.error(base + QStringLiteral(".chart"),
                QStringLiteral("\"%1\": expected one of %2")
                    .arg(step.chart, demoChartKeys(step.area).join(QStringLiteral(", "))));
      const QJsonValue changes = so.value(QStringLiteral("changes"));
      if (!changes.isUndefined() && !changes.isArray())
        r.error(base + QStringLiteral(".changes"),
                QStringLiteral("%1: expected a list of changes").arg(describe(changes)));
      const QJsonArray ca = changes.toArray();
      for (qsizetype c = 0; c < ca.size(); ++c) {
        const QString cbase = QStringLiteral("%1.changes[%2]").arg(base).arg(c);
        const QJsonObject co = ca.at(c).toObject();
        if (!ca.at(c).isObject() || !co.value(QStringLiteral("pointer")).isString() ||
            !co.contains(QStringLiteral("value"))) {
          r.error(cbase, QStringLiteral("%1: expected {\"pointer\": \"/...\", \"value\": ...}")
                             .arg(describe(ca.at(c))));
          continue;
        }
        r.unknown(co, cbase, {QStringLiteral("pointer"), QStringLiteral("value")});
        const QString p = co.value(QStringLiteral("pointer")).toString();
        r.pointer(cbase + QStringLiteral(".pointer"), p);
        step.changes.push_back({p, co.value(QStringLiteral("value"))});
      }
      d.steps.push_back(std::move(step));
    }
  }
  if (!hasErrors(out.problems))
    out.demo = std::move(d);
  return out;
}

QByteArray serializeDemo(const Demo& demo)
{
  QJsonObject o;
  o.insert(QStringLiteral("format"), kDemoFormat);
  o.insert(QStringLiteral("version"), demo.version);
  o.insert(QStringLiteral("title"), demo.title);
  if (!demo.description.isEmpty())
    o.insert(QStringLiteral("description"), demo.description);
  if (demo.scenario.isEmpty())
    o.insert(QStringLiteral("scenario"), demo.scenarioObject);
  else
    o.insert(QStringLiteral("scenario"), demo.scenario);
  if (!demo.inputs.isEmpty())
    o.insert(QStringLiteral("inputs"), QJsonArray::fromStringList(demo.inputs));
  QJsonArray steps;
  for (const DemoStep& s : demo.steps) {
    QJsonObject so;
    so.insert(QStringLiteral("title"), s.title);
    if (!s.text.isEmpty())
      so.insert(QStringLiteral("text"), s.text);
    QJsonArray changes;
    for (const DemoChange& c : s.changes)
      changes.append(
          QJsonObject{{QStringLiteral("pointer"), c.pointer}, {QStringLiteral("value"), c.value}});
    if (!changes.isEmpty())
      so.insert(QStringLiteral("changes"), changes);
    if (!s.area.isEmpty())
      so.insert(QStringLiteral("area"), s.area);
    if (!s.chart.isEmpty())
      so.insert(QStringLiteral("chart"), s.chart);
    if (!s.highlight.isEmpty())
      so.insert(QStringLiteral("highlight"), QJsonArray::fromStringList(s.highlight));
    steps.append(so);
  }
  o.insert(QStringLiteral("steps"), steps);
  return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool demoScenarioJson(const Demo& demo, const QJsonObject& start, int step, QJsonObject* out,
                      QString* error)
{
  QJsonObject s = start;
  for (int i = 0; i <= step && i < static_cast<int>(demo.steps.size()); ++i) {
    for (const DemoChange& c : demo.steps[static_cast<std::size_t>(i)].changes) {
      QString why;
      if (!setAtPointer(s, c.pointer, c.value, &why)) {
        if (error)
          *error = QStringLiteral("steps[%1]: %2").arg(i).arg(why);
        return false;
      }
    }
  }
  *out = s;
  return true;
}

QJsonObject interpolateScenario(const QJsonObject& from, const QJsonObject& to, double t)
{
  if (t >= 1.0)
    return to;
  return interpolate(QJsonValue(from), QJsonValue(to), std::max(0.0, t)).toObject();
}

std::vector<DemoChange> scenarioChanges(const QJsonObject& from, const QJsonObject& to)
{
  std::vector<DemoChange> out;
  diff(QJsonValue(from), QJsonValue(to), QString(), &out);
  return out;
}

}  // namespace accel::ui
