// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/variants.h"

#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include "app/core/safetext.h"

namespace accel::ui {

namespace {

QString unescape(QString token)
{
  return token.replace(QLatin1String("~1"), QLatin1String("/"))
      .replace(QLatin1String("~0"), QLatin1String("~"));
}

QString escape(QString token)
{
  return token.replace(QLatin1String("~"), QLatin1String("~0"))
      .replace(QLatin1String("/"), QLatin1String("~1"));
}

/// Sets value at tokens[k...] inside `node`, rebuilding the containers on the way back.
bool setIn(QJsonValue& node, const QStringList& tokens, int k, const QJsonValue& value,
           QString* problem)
{
  const QString t = unescape(tokens[k]);
  const bool last = k + 1 == tokens.size();
  if (node.isObject()) {
    QJsonObject o = node.toObject();
    if (last) {
      o.insert(t, value);
    } else {
      if (!o.contains(t)) {
        *problem = QStringLiteral("\"%1\" does not exist in the scenario").arg(escapeControls(t));
        return false;
      }
      QJsonValue child = o.value(t);
      if (!setIn(child, tokens, k + 1, value, problem))
        return false;
      o.insert(t, child);
    }
    node = o;
    return true;
  }
  if (node.isArray()) {
    QJsonArray a = node.toArray();
    if (t == QLatin1String("-") && last) {
      a.append(value);
      node = a;
      return true;
    }
    bool ok = false;
    const int i = t.toInt(&ok);
    if (!ok || i < 0 || i >= a.size() || (t.size() > 1 && t.startsWith(QLatin1Char('0')))) {
      *problem =
          QStringLiteral("no element %1 in a list of %2").arg(escapeControls(t)).arg(a.size());
      return false;
    }
    if (last) {
      a.replace(i, value);
    } else {
      QJsonValue child = a.at(i);
      if (!setIn(child, tokens, k + 1, value, problem))
        return false;
      a.replace(i, child);
    }
    node = a;
    return true;
  }
  *problem = QStringLiteral("\"%1\" is inside a plain value").arg(escapeControls(t));
  return false;
}

/// Rewrites the problems of a variant's scenario to name the variant.
Problems inVariant(const Problems& ps, std::size_t index)
{
  Problems out;
  for (Problem p : ps) {
    p.path = QStringLiteral("variants[%1]: %2").arg(index).arg(p.path);
    out.append(p);
  }
  return out;
}

/// Every leaf difference of two JSON values, as pointer -> value of `b`.
void differences(const QJsonValue& a, const QJsonValue& b, const QString& pointer, QJsonObject& out)
{
  if (a.isObject() && b.isObject()) {
    const QJsonObject oa = a.toObject(), ob = b.toObject();
    for (auto it = ob.begin(); it != ob.end(); ++it)
      differences(oa.value(it.key()), it.value(), pointer + QLatin1Char('/') + escape(it.key()),
                  out);
    // An optional value the edit removed: null clears it.
    for (auto it = oa.begin(); it != oa.end(); ++it)
      if (!ob.contains(it.key()))
        out.insert(pointer + QLatin1Char('/') + escape(it.key()), QJsonValue());
    return;
  }
  if (a.isArray() && b.isArray() && a.toArray().size() == b.toArray().size()) {
    const QJsonArray aa = a.toArray(), ab = b.toArray();
    // A trace (a list of pairs) that differs is taken whole, not sample by sample.
    const bool pairs = !ab.isEmpty() && ab.at(0).isArray();
    if (!pairs) {
      for (qsizetype i = 0; i < ab.size(); ++i)
        differences(aa.at(i), ab.at(i), pointer + QLatin1Char('/') + QString::number(i), out);
      return;
    }
  }
  if (a != b)
    out.insert(pointer, b);
}

}  // namespace

bool setAtPointer(QJsonObject& root, const QString& pointer, const QJsonValue& value,
                  QString* problem)
{
  QString dummy;
  QString* why = problem ? problem : &dummy;
  if (!pointer.startsWith(QLatin1Char('/')) || pointer.size() < 2) {
    *why = QStringLiteral("\"%1\" is not a JSON pointer (expected e.g. /peer_network/link_gbps)")
               .arg(escapeControls(pointer));
    return false;
  }
  QJsonValue node(root);
  if (!setIn(node, pointer.mid(1).split(QLatin1Char('/')), 0, value, why))
    return false;
  root = node.toObject();
  return true;
}

QJsonValue valueAtPointer(const QJsonObject& root, const QString& pointer)
{
  if (!pointer.startsWith(QLatin1Char('/')))
    return QJsonValue(QJsonValue::Undefined);
  QJsonValue v(root);
  for (const QString& raw : pointer.mid(1).split(QLatin1Char('/'))) {
    const QString t = unescape(raw);
    if (v.isObject()) {
      if (!v.toObject().contains(t))
        return QJsonValue(QJsonValue::Undefined);
      v = v.toObject().value(t);
    } else if (v.isArray()) {
      bool ok = false;
      const int i = t.toInt(&ok);
      if (!ok || i < 0 || i >= v.toArray().size())
        return QJsonValue(QJsonValue::Undefined);
      v = v.toArray().at(i);
    } else {
      return QJsonValue(QJsonValue::Undefined);
    }
  }
  return v;
}

namespace {

/// Traces longer than this are held out of a variant's trip through JSON.
constexpr std::size_t kHeldTraceSamples = 64;

/// True when an override at `pointer` writes `path` or a part of it, or replaces what holds it.
bool reaches(const std::string& pointer, const std::string& path)
{
  const auto under = [](const std::string& inner, const std::string& outer) {
    return inner.rfind(outer, 0) == 0 &&
           (inner.size() == outer.size() || inner[outer.size()] == '/');
  };
  return under(path, pointer) || under(pointer, path);
}

/// A measured trace held out of the round trip, and where it goes back.
struct HeldTrace {
  std::size_t group = 0;
  bool read = false;
  std::shared_ptr<const Trace> samples;
};

/// Holds the long measured traces of `plain` out of its JSON: each is replaced by its first
/// two samples (what the reader checks of a trace's shape), and put back after the reading
/// where no override reaches it. A week of one-second samples was written and read again for
/// every variant on every edit (1.5 s per edit with three variants). Nothing is held when an
/// override replaces the groups or a whole group (their order could change).
std::vector<HeldTrace> holdTraces(Scenario& plain, const Variant& v)
{
  std::vector<HeldTrace> held;
  for (const VariantOverride& o : v.overrides) {
    const QStringList tokens = QString::fromStdString(o.pointer).split(QLatin1Char('/'));
    if (o.pointer.empty() || (tokens.size() <= 3 && tokens.value(1) == QLatin1String("vm_groups")))
      return held;
  }
  for (std::size_t i = 0; i < plain.vm_groups.size(); ++i) {
    for (const bool read : {false, true}) {
      WriteProfile& p =
          read ? static_cast<WriteProfile&>(plain.vm_groups[i].read) : plain.vm_groups[i].write;
      if (!p.samples || p.samples->size() <= kHeldTraceSamples)
        continue;
      const std::string path =
          "/vm_groups/" + std::to_string(i) + (read ? "/read/samples" : "/write/samples");
      if (std::any_of(v.overrides.begin(), v.overrides.end(),
                      [&](const VariantOverride& o) { return reaches(o.pointer, path); }))
        continue;
      held.push_back({i, read, p.samples});
      p.samples = std::make_shared<const Trace>(p.samples->begin(), p.samples->begin() + 2);
    }
  }
  return held;
}

void restoreTraces(Scenario& s, const std::vector<HeldTrace>& held)
{
  for (const HeldTrace& h : held) {
    if (h.group >= s.vm_groups.size())
      continue;
    VmGroup& g = s.vm_groups[h.group];
    (h.read ? static_cast<WriteProfile&>(g.read) : g.write).samples = h.samples;
  }
}

/// applyVariant; `plainJson` keeps the base's JSON (its variants left out) from one variant to
/// the next, for the variants that hold no trace out of it (the JSON is then the same).
LoadResult applyVariantKeeping(const Scenario& base, std::size_t index,
                               std::optional<QJsonObject>& plainJson)
{
  LoadResult r;
  if (index >= base.variants.size()) {
    r.problems.append({Problem::Level::Error, QStringLiteral("variants"),
                       QStringLiteral("no variant %1").arg(index)});
    return r;
  }
  Scenario plain = base;
  plain.variants.clear();
  const std::vector<HeldTrace> held = holdTraces(plain, base.variants[index]);
  if (held.empty() && !plainJson)
    plainJson = scenarioToJson(plain);
  QJsonObject root = held.empty() ? *plainJson : scenarioToJson(plain);
  const Variant& v = base.variants[index];
  const QString at = QStringLiteral("variants[%1].overrides").arg(index);
  for (const VariantOverride& o : v.overrides) {
    QString problem;
    const QString pointer = QString::fromStdString(o.pointer);
    if (!setAtPointer(root, pointer, jsonValue(o.value_json), &problem))
      r.problems.append({Problem::Level::Error, at + QLatin1Char('.') + pointer,
                         problem + QStringLiteral(" (variant \"%1\")").arg(userText(v.name))});
  }
  if (hasErrors(r.problems))
    return r;
  LoadResult parsed = parseScenario(QJsonDocument(root).toJson(QJsonDocument::Compact));
  r.problems.append(inVariant(parsed.problems, index));
  if (parsed.scenario) {
    r.scenario = std::move(parsed.scenario);
    r.scenario->name = v.name;
    restoreTraces(*r.scenario, held);
  }
  return r;
}

}  // namespace

LoadResult applyVariant(const Scenario& base, std::size_t index)
{
  std::optional<QJsonObject> plainJson;
  return applyVariantKeeping(base, index, plainJson);
}

Problems checkVariants(const Scenario& base)
{
  Problems out;
  // Written once for all the variants (each wrote it again: three times per edit).
  std::optional<QJsonObject> plainJson;
  QSet<QString> names;
  for (std::size_t i = 0; i < base.variants.size(); ++i) {
    const QString name = QString::fromStdString(base.variants[i].name).trimmed();
    const QString at = QStringLiteral("variants[%1].name").arg(i);
    if (name.isEmpty())
      out.append({Problem::Level::Error, at, QStringLiteral("empty: expected the variant's name")});
    else if (names.contains(name))
      out.append({Problem::Level::Error, at,
                  QStringLiteral("\"%1\" names another variant too: expected a name of its own")
                      .arg(name)});
    names.insert(name);
    const LoadResult r = applyVariantKeeping(base, i, plainJson);
    for (const Problem& p : r.problems)
      if (p.isError())
        out.append(p);
  }
  return out;
}

QJsonArray variantsToJson(const std::vector<Variant>& variants)
{
  QJsonArray out;
  for (const Variant& v : variants) {
    QJsonObject o;
    o.insert(QStringLiteral("name"), QString::fromStdString(v.name));
    QJsonObject overrides;
    for (const VariantOverride& ov : v.overrides)
      overrides.insert(QString::fromStdString(ov.pointer), jsonValue(ov.value_json));
    o.insert(QStringLiteral("overrides"), overrides);
    for (const auto& [key, text] : v.extra)
      if (!o.contains(QString::fromStdString(key)))
        o.insert(QString::fromStdString(key), jsonValue(text));
    out.append(o);
  }
  return out;
}

Variant variantFromDifference(const Scenario& base, const Scenario& edited, const QString& name)
{
  Scenario a = base, b = edited;
  a.variants.clear();
  b.variants.clear();
  b.name = a.name;  // the variant's own name is not an override
  QJsonObject diff;
  differences(QJsonValue(scenarioToJson(a)), QJsonValue(scenarioToJson(b)), QString(), diff);
  Variant v;
  v.name = name.toStdString();
  for (auto it = diff.begin(); it != diff.end(); ++it)
    v.overrides.push_back({it.key().toStdString(), jsonText(it.value())});
  return v;
}

std::vector<DesignOption> designOptions(const Scenario& s, Problems* problems)
{
  std::vector<DesignOption> out;
  Scenario base = s;
  base.variants.clear();
  out.push_back({s.name.empty() ? QStringLiteral("Base") : userText(s.name), base});
  for (std::size_t i = 0; i < s.variants.size(); ++i) {
    LoadResult r = applyVariant(s, i);
    if (problems)
      problems->append(r.problems);
    if (r.scenario)
      out.push_back({userText(s.variants[i].name), std::move(*r.scenario)});
  }
  return out;
}

}  // namespace accel::ui
