// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/jsonschema.h"

#include <QJsonArray>

#include <limits>
#include <map>
#include <memory>
#include <vector>

#include "app/core/params.h"
#include "app/core/sourceio.h"
#include "app/core/validate.h"
#include "app/core/version.h"
#include "model/calibrate/calibrate.h"

namespace accel::ui {

namespace {

constexpr double kHuge = std::numeric_limits<double>::max();

/// What the reader (scenarioio.cpp) and validation (validate.cpp) require of the sections
/// themselves, beyond their fields: which must be present and how long a list may be. Sections
/// not named here are optional objects; tests/app/test_jsonschema.cpp checks each entry
/// against the reader.
struct SectionRule {
  const char* path;  ///< as in ParamInfo::section: "vm_groups[]" is the list
  bool required;
  std::size_t minItems = 0;
  std::size_t maxItems = 0;  ///< 0: no limit
};

const std::vector<SectionRule>& sectionRules()
{
  static const std::vector<SectionRule> rules = {
      {"vm_groups[]", true, 1, kMaxVmGroups},
      {"vm_groups[].write", true},
      {"backing.raid_groups[]", false, 1},
  };
  return rules;
}

const SectionRule* ruleOf(const QString& path)
{
  for (const SectionRule& r : sectionRules())
    if (path == QLatin1String(r.path))
      return &r;
  return nullptr;
}

/// The schema of one number: type, range, with `nullable` for an Optional field (null clears it).
QJsonObject numberSchema(bool integer, double min, double max, bool minExclusive, bool maxExclusive)
{
  QJsonObject o;
  o.insert(QStringLiteral("type"), integer ? QStringLiteral("integer") : QStringLiteral("number"));
  if (min > -kHuge)
    o.insert(minExclusive ? QStringLiteral("exclusiveMinimum") : QStringLiteral("minimum"), min);
  if (max < kHuge)
    o.insert(maxExclusive ? QStringLiteral("exclusiveMaximum") : QStringLiteral("maximum"), max);
  return o;
}

QString unitWords(Unit u)
{
  // The stored unit, as in the file: fractions are 0..1, not percentages.
  return u == Unit::Fraction ? QStringLiteral("a fraction from 0 to 1") : unitKey(u);
}

QJsonObject fieldSchema(const ParamInfo& p)
{
  QJsonObject o;
  switch (p.type) {
  case ParamType::Number:
  case ParamType::Integer:
    o = numberSchema(p.type == ParamType::Integer, p.min, p.max, p.minExclusive, p.maxExclusive);
    break;
  case ParamType::Boolean: o.insert(QStringLiteral("type"), QStringLiteral("boolean")); break;
  case ParamType::Text: o.insert(QStringLiteral("type"), QStringLiteral("string")); break;
  case ParamType::Choice:
    o.insert(QStringLiteral("type"), QStringLiteral("string"));
    if (p.pattern.isEmpty()) {
      o.insert(QStringLiteral("enum"), QJsonArray::fromStringList(p.choices));
    } else if (p.choices.isEmpty()) {
      o.insert(QStringLiteral("pattern"), p.pattern);
    } else {
      // The offered words (for completion) or any word the pattern accepts.
      o.insert(
          QStringLiteral("anyOf"),
          QJsonArray{QJsonObject{{QStringLiteral("enum"), QJsonArray::fromStringList(p.choices)}},
                     QJsonObject{{QStringLiteral("pattern"), p.pattern}}});
    }
    break;
  case ParamType::List: {
    ParamInfo item = p.itemInfo();
    item.presence = Presence::Required;
    QJsonObject element = fieldSchema(item);
    element.remove(QStringLiteral("title"));
    element.remove(QStringLiteral("description"));
    element.remove(QStringLiteral("default"));
    o.insert(QStringLiteral("type"), QStringLiteral("array"));
    o.insert(QStringLiteral("items"), element);
    o.insert(QStringLiteral("uniqueItems"), true);
    break;
  }
  case ParamType::PairList: {
    QJsonArray prefix;
    QStringList keys;
    for (const PairColumn& c : p.columns) {
      QJsonObject col = numberSchema(false, c.min, c.max, c.minExclusive, false);
      col.insert(QStringLiteral("title"), c.label);
      if (c.unit != Unit::None && c.unit != Unit::Count)
        col.insert(QStringLiteral("x-unit"), unitKey(c.unit));
      prefix.append(col);
      keys << c.key;
    }
    QJsonObject row;
    row.insert(QStringLiteral("type"), QStringLiteral("array"));
    row.insert(QStringLiteral("description"),
               QStringLiteral("[%1]").arg(keys.join(QStringLiteral(", "))));
    row.insert(QStringLiteral("prefixItems"), prefix);
    row.insert(QStringLiteral("items"), false);
    row.insert(QStringLiteral("minItems"), prefix.size());
    o.insert(QStringLiteral("type"), QStringLiteral("array"));
    o.insert(QStringLiteral("items"), row);
    break;
  }
  }
  if (p.presence == Presence::Optional) {
    // null clears an optional field ("not set"), as absence does.
    const QJsonValue type = o.value(QStringLiteral("type"));
    o.insert(QStringLiteral("type"), QJsonArray{type, QStringLiteral("null")});
    if (o.contains(QStringLiteral("enum"))) {
      QJsonArray words = o.value(QStringLiteral("enum")).toArray();
      words.append(QJsonValue::Null);
      o.insert(QStringLiteral("enum"), words);
    }
  }
  o.insert(QStringLiteral("title"), p.label);
  QString description = p.help;
  if (p.numeric() && p.unit != Unit::None && p.unit != Unit::Count)
    description += QStringLiteral(" Unit: %1.").arg(unitWords(p.unit));
  if (!p.profiles.isEmpty())
    description +=
        QStringLiteral(" For the %1 profile.").arg(p.profiles.join(QStringLiteral(", ")));
  if (p.presence == Presence::Optional && !p.absentText.isEmpty())
    description += QStringLiteral(" Not set: %1.").arg(p.absentText);
  o.insert(QStringLiteral("description"), description);
  if (p.unit != Unit::None && p.unit != Unit::Count && p.type != ParamType::PairList)
    o.insert(QStringLiteral("x-unit"), unitKey(p.unit));
  if (!p.defaultValue.isNull() && !p.defaultValue.isUndefined() && p.editable)
    o.insert(QStringLiteral("default"), p.defaultValue);
  return o;
}

/// One object of the scenario (the root, "acceleration", an element of "vm_groups"...), built
/// from the parameters whose section is its path, and its nested sections.
struct Node {
  QString path;  ///< "" for the root, "vm_groups[]" for a VM group, "vm_groups[].write"
  std::vector<const ParamInfo*> params;
  std::vector<std::pair<QString, std::unique_ptr<Node>>> children;  ///< key ("raid_groups[]")

  Node* child(const QString& key)
  {
    for (auto& [k, n] : children)
      if (k == key)
        return n.get();
    auto n = std::make_unique<Node>();
    n->path = path.isEmpty() ? key : path + QLatin1Char('.') + key;
    children.emplace_back(key, std::move(n));
    return children.back().second.get();
  }
};

Node* nodeAt(Node& root, const QString& section)
{
  Node* n = &root;
  if (section.isEmpty())
    return n;
  for (const QString& key : section.split(QLatin1Char('.')))
    n = n->child(key);
  return n;
}

QJsonObject objectSchema(const Node& node)
{
  QJsonObject properties;
  QJsonArray required;
  // Fields required only for some write profiles: profile word -> keys.
  std::map<QString, QStringList> byProfile;
  for (const ParamInfo* p : node.params) {
    properties.insert(p->key, fieldSchema(*p));
    if (p->presence != Presence::Required)
      continue;
    if (p->profiles.isEmpty())
      required.append(p->key);
    else
      for (const QString& profile : p->profiles)
        byProfile[profile] << p->key;
  }
  for (const auto& [key, child] : node.children) {
    QJsonObject sub = objectSchema(*child);
    const bool list = key.endsWith(QLatin1String("[]"));
    const QString name = list ? key.chopped(2) : key;
    const SectionRule* rule = ruleOf(child->path);
    if (list) {
      QJsonObject array;
      array.insert(QStringLiteral("type"), QStringLiteral("array"));
      array.insert(QStringLiteral("items"), sub);
      if (rule && rule->minItems > 0)
        array.insert(QStringLiteral("minItems"), static_cast<qint64>(rule->minItems));
      if (rule && rule->maxItems > 0)
        array.insert(QStringLiteral("maxItems"), static_cast<qint64>(rule->maxItems));
      sub = array;
    }
    properties.insert(name, sub);
    if (rule && rule->required)
      required.append(name);
  }
  QJsonObject o;
  o.insert(QStringLiteral("type"), QStringLiteral("object"));
  o.insert(QStringLiteral("properties"), properties);
  if (!required.isEmpty())
    o.insert(QStringLiteral("required"), required);
  if (!byProfile.empty()) {
    // "profile" is the field whose word decides which others are required.
    QJsonArray conditions;
    for (const auto& [profile, keys] : byProfile) {
      const QJsonObject when{{QStringLiteral("properties"),
                              QJsonObject{{QStringLiteral("profile"),
                                           QJsonObject{{QStringLiteral("const"), profile}}}}},
                             {QStringLiteral("required"), QJsonArray{QStringLiteral("profile")}}};
      conditions.append(QJsonObject{
          {QStringLiteral("if"), when},
          {QStringLiteral("then"),
           QJsonObject{{QStringLiteral("required"), QJsonArray::fromStringList(keys)}}}});
    }
    o.insert(QStringLiteral("allOf"), conditions);
  }
  return o;
}

/// Where an imported group's measured workload came from (sourceio.h, docs/import.md).
QJsonObject sourcesSchema()
{
  const auto text = [] { return QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}; };
  const auto number = [](double max) {
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("number")},
                       {QStringLiteral("minimum"), 0},
                       {QStringLiteral("maximum"), max}};
  };
  const QJsonObject texts{{QStringLiteral("type"), QStringLiteral("array")},
                          {QStringLiteral("items"), text()}};
  QJsonObject props;
  props.insert(
      QStringLiteral("format"),
      QJsonObject{{QStringLiteral("enum"), QJsonArray::fromStringList(sourceFormatWords())}});
  props.insert(QStringLiteral("file"), text());
  props.insert(QStringLiteral("sha256"),
               QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                           {QStringLiteral("pattern"), QStringLiteral("^[0-9a-f]{64}$")}});
  props.insert(QStringLiteral("first_sample"), text());
  props.insert(QStringLiteral("span_s"), number(1e9));
  props.insert(QStringLiteral("samples"),
               QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")},
                           {QStringLiteral("minimum"), 0}});
  props.insert(QStringLiteral("members"), texts);
  props.insert(QStringLiteral("counters"), texts);
  props.insert(QStringLiteral("write_latency_us"), number(1e9));
  props.insert(QStringLiteral("read_latency_us"), number(1e9));
  props.insert(QStringLiteral("sequential_write_fraction"), number(1));
  props.insert(QStringLiteral("sequential_read_fraction"), number(1));
  const QJsonObject item{{QStringLiteral("type"), QStringLiteral("object")},
                         {QStringLiteral("properties"), props},
                         {QStringLiteral("required"), QJsonArray{QStringLiteral("format")}}};
  return QJsonObject{
      {QStringLiteral("description"),
       QStringLiteral("Where the group's measured workload came from (written by accelsizer-cli "
                      "import and File > Import Workload); the models never read it.")},
      {QStringLiteral("type"), QStringLiteral("array")},
      {QStringLiteral("items"), item}};
}

/// The record of constants fitted to measured latencies (calibrationio.h,
/// docs/models/calibration.md).
QJsonObject calibrationSchema()
{
  const auto text = [] { return QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}; };
  const auto number = [] {
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("number")},
                       {QStringLiteral("minimum"), 0}};
  };
  const auto words = [](const QStringList& w) {
    return QJsonObject{{QStringLiteral("enum"), QJsonArray::fromStringList(w)}};
  };
  QStringList fields;
  for (CalibrationConstant c : calibrationConstants())
    fields << QString::fromLatin1(calibrationFieldKey(c));
  QJsonObject constant{
      {QStringLiteral("type"), QStringLiteral("object")},
      {QStringLiteral("properties"),
       QJsonObject{
           {QStringLiteral("field"), words(fields)},
           {QStringLiteral("status"), words({QStringLiteral("fitted"), QStringLiteral("no_effect"),
                                             QStringLiteral("not_separable")})},
           {QStringLiteral("before_us"), number()},
           {QStringLiteral("after_us"), number()},
           {QStringLiteral("at_bound"),
            QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")}}}}},
      {QStringLiteral("required"),
       QJsonArray{QStringLiteral("field"), QStringLiteral("status"), QStringLiteral("before_us"),
                  QStringLiteral("after_us")}}};
  QJsonObject measurement{
      {QStringLiteral("type"), QStringLiteral("object")},
      {QStringLiteral("properties"),
       QJsonObject{
           {QStringLiteral("group"), text()},
           {QStringLiteral("latency"), words({QStringLiteral("write"), QStringLiteral("read")})},
           {QStringLiteral("measured_us"), number()},
           {QStringLiteral("predicted_before_us"), number()},
           {QStringLiteral("predicted_after_us"), number()},
           {QStringLiteral("files"), QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                                                 {QStringLiteral("items"), text()}}}}},
      {QStringLiteral("required"),
       QJsonArray{QStringLiteral("group"), QStringLiteral("measured_us"),
                  QStringLiteral("predicted_before_us"), QStringLiteral("predicted_after_us")}}};
  QJsonObject props{
      {QStringLiteral("fitted_at"), text()},
      {QStringLiteral("method"), words({QStringLiteral("levenberg_marquardt")})},
      {QStringLiteral("constants"), QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                                                {QStringLiteral("items"), constant}}},
      {QStringLiteral("measurements"),
       QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                   {QStringLiteral("items"), measurement}}},
      {QStringLiteral("rms_error_before_us"), number()},
      {QStringLiteral("rms_error_after_us"), number()},
      {QStringLiteral("rms_relative_error_before"), number()},
      {QStringLiteral("rms_relative_error_after"), number()}};
  return QJsonObject{
      {QStringLiteral("description"),
       QStringLiteral("Constants fitted to the groups' measured latencies (accelsizer-cli "
                      "calibrate, Tools > Calibrate from Measurements): what was fitted, from "
                      "which measurements, the error before and after, and when; the models "
                      "never read it.")},
      {QStringLiteral("type"), QStringLiteral("object")},
      {QStringLiteral("properties"), props},
      {QStringLiteral("required"), QJsonArray{QStringLiteral("fitted_at")}}};
}

/// The one section the reader reads without parameter descriptions: the variants, named
/// options of the design as overrides by JSON pointer (scenarioio.cpp readVariants,
/// variants.h). Each needs a name; each override's key is a pointer into the scenario.
QJsonObject variantsSchema()
{
  const QJsonObject name{
      {QStringLiteral("type"), QStringLiteral("string")},
      {QStringLiteral("pattern"), QStringLiteral("\\S")},
      {QStringLiteral("title"), QStringLiteral("Variant name")},
      {QStringLiteral("description"),
       QStringLiteral("The option's name in comparisons; each variant has its own.")}};
  const QJsonObject overrides{
      {QStringLiteral("type"), QStringLiteral("object")},
      {QStringLiteral("propertyNames"),
       QJsonObject{{QStringLiteral("pattern"), QStringLiteral("^/")}}},
      {QStringLiteral("title"), QStringLiteral("Overrides")},
      {QStringLiteral("description"),
       QStringLiteral("Values that differ from the base, each at a JSON pointer into the "
                      "scenario (\"/peer_network/link_gbps\": 10).")}};
  const QJsonObject variant{
      {QStringLiteral("type"), QStringLiteral("object")},
      {QStringLiteral("properties"),
       QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("overrides"), overrides}}},
      {QStringLiteral("required"), QJsonArray{QStringLiteral("name")}}};
  return QJsonObject{
      {QStringLiteral("type"), QStringLiteral("array")},
      {QStringLiteral("items"), variant},
      {QStringLiteral("title"), QStringLiteral("Variants")},
      {QStringLiteral("description"),
       QStringLiteral("Named options of the design, each the base with some values overridden "
                      "(accelsizer-cli compare).")}};
}

}  // namespace

QString scenarioSchemaFileName()
{
  return QStringLiteral("accelsizer-scenario-1.schema.json");
}

QString scenarioSchemaId()
{
  return QString::fromLatin1(kAccelSizerHomepage) + QStringLiteral("/schema/") +
         scenarioSchemaFileName();
}

QJsonObject scenarioJsonSchema()
{
  Node root;
  for (const ParamInfo* p : allParams())
    nodeAt(root, p->section)->params.push_back(p);
  QJsonObject schema = objectSchema(root);
  QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
  if (!properties.contains(QStringLiteral("variants")))
    properties.insert(QStringLiteral("variants"), variantsSchema());
  properties.insert(QStringLiteral("calibration"), calibrationSchema());
  // The provenance of imported groups (sourceio.cpp readSources): read without descriptions too.
  QJsonObject groups = properties.value(QStringLiteral("vm_groups")).toObject();
  QJsonObject group = groups.value(QStringLiteral("items")).toObject();
  QJsonObject groupProperties = group.value(QStringLiteral("properties")).toObject();
  groupProperties.insert(QStringLiteral("sources"), sourcesSchema());
  group.insert(QStringLiteral("properties"), groupProperties);
  groups.insert(QStringLiteral("items"), group);
  properties.insert(QStringLiteral("vm_groups"), groups);
  // A peer link option of the design space is an object or its short form, "kind:gbps": the
  // object's keywords apply to objects, the pattern to strings.
  QJsonObject space = properties.value(QStringLiteral("design_space")).toObject();
  QJsonObject spaceProperties = space.value(QStringLiteral("properties")).toObject();
  QJsonObject links = spaceProperties.value(QStringLiteral("peer_links")).toObject();
  QJsonObject link = links.value(QStringLiteral("items")).toObject();
  link.insert(QStringLiteral("type"),
              QJsonArray{QStringLiteral("object"), QStringLiteral("string")});
  link.insert(QStringLiteral("pattern"), peerLinkWordPattern());
  links.insert(QStringLiteral("items"), link);
  links.insert(QStringLiteral("title"), QStringLiteral("Peer link options"));
  links.insert(QStringLiteral("description"),
               QStringLiteral("Peer networks to consider: \"kind:gbps\" (\"ethernet:25\": one "
                              "link, the scenario's MTU) or an object with kind, link_gbps and "
                              "optionally usable_links and mtu."));
  spaceProperties.insert(QStringLiteral("peer_links"), links);
  space.insert(QStringLiteral("properties"), spaceProperties);
  space.insert(QStringLiteral("title"), QStringLiteral("Design space"));
  space.insert(QStringLiteral("description"),
               QStringLiteral("The choices the design search combines (accelsizer-cli size); "
                              "a choice left out keeps the scenario's value."));
  properties.insert(QStringLiteral("design_space"), space);
  schema.insert(QStringLiteral("properties"), properties);
  schema.insert(QStringLiteral("$schema"),
                QStringLiteral("https://json-schema.org/draft/2020-12/schema"));
  schema.insert(QStringLiteral("$id"), scenarioSchemaId());
  schema.insert(QStringLiteral("title"), QStringLiteral("AccelSizer scenario, format version 1"));
  schema.insert(
      QStringLiteral("description"),
      QStringLiteral("A sizing scenario for server-side write-back storage acceleration "
                     "(accelsizer-cli %1). Units are in the key names: MB = 10^6 bytes, KiB = "
                     "1024 bytes, Gb/s = 10^9 bit/s; fractions are 0 to 1. Rules between fields "
                     "are checked by the application (accelsizer-cli evaluate).")
          .arg(QString::fromLatin1(kAccelSizerVersion)));
  return schema;
}

}  // namespace accel::ui
