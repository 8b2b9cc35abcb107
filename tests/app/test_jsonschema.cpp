// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The JSON Schema of the scenario format: generated from the parameter descriptions, named by
// "$schema" in saved scenarios, and agreeing with the reader on what sections must be there.
// tests/tools/validate_scenarios.py checks every example against it with an independent
// validator (python3-jsonschema).
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>

#include "app/core/cli.h"
#include "app/core/jsonschema.h"
#include "app/core/params.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;
using accel::test::exampleJson;
using accel::test::hasProblemAt;
using accel::test::toBytes;

namespace {

/// The schema of the object at a section path ("backing.raid_groups[]"), following
/// properties and array items.
QJsonObject schemaAt(const QString& section)
{
  QJsonObject o = scenarioJsonSchema();
  if (section.isEmpty())
    return o;
  for (QString key : section.split(QLatin1Char('.'))) {
    const bool list = key.endsWith(QLatin1String("[]"));
    if (list)
      key.chop(2);
    o = o.value(QStringLiteral("properties")).toObject().value(key).toObject();
    if (list) {
      REQUIRE(o.value(QStringLiteral("type")) == QStringLiteral("array"));
      o = o.value(QStringLiteral("items")).toObject();
    }
  }
  return o;
}

bool isRequired(const QJsonObject& object, const QString& key)
{
  return object.value(QStringLiteral("required")).toArray().contains(key);
}

}  // namespace

TEST_CASE("The JSON Schema describes every parameter where the file holds it", "[schema]")
{
  const QJsonObject schema = scenarioJsonSchema();
  CHECK(schema.value(QStringLiteral("$schema")) ==
        QStringLiteral("https://json-schema.org/draft/2020-12/schema"));
  CHECK(schema.value(QStringLiteral("$id")) == scenarioSchemaId());
  CHECK(scenarioSchemaId().endsWith(QStringLiteral("/schema/accelsizer-scenario-1.schema.json")));
  for (const ParamInfo* p : allParams()) {
    INFO(p->path().toStdString());
    const QJsonObject parent = schemaAt(p->section);
    const QJsonObject field =
        parent.value(QStringLiteral("properties")).toObject().value(p->key).toObject();
    REQUIRE_FALSE(field.isEmpty());
    CHECK(field.value(QStringLiteral("title")) == p->label);
    CHECK(field.value(QStringLiteral("description")).toString().startsWith(p->help));
    const bool required = isRequired(parent, p->key);
    CHECK(required == (p->presence == Presence::Required && p->profiles.isEmpty()));
    if (p->type == ParamType::Number || p->type == ParamType::Integer) {
      const QJsonValue type = field.value(QStringLiteral("type"));
      const QString word = type.isArray() ? type.toArray().first().toString() : type.toString();
      CHECK(word ==
            (p->type == ParamType::Integer ? QStringLiteral("integer") : QStringLiteral("number")));
      if (p->min > -1e300)
        CHECK(field
                  .value(p->minExclusive ? QStringLiteral("exclusiveMinimum")
                                         : QStringLiteral("minimum"))
                  .toDouble() == p->min);
      if (p->max < 1e300)
        CHECK(field.value(QStringLiteral("maximum")).toDouble() == p->max);
    }
    if (p->editable && p->presence == Presence::Defaulted)
      CHECK(field.value(QStringLiteral("default")) == p->defaultValue);
  }
}

TEST_CASE("The schema requires a write profile's own fields through if/then", "[schema]")
{
  const QJsonObject write = schemaAt(QStringLiteral("vm_groups[].write"));
  CHECK(isRequired(write, QStringLiteral("profile")));
  CHECK_FALSE(isRequired(write, QStringLiteral("mbps")));  // only for the constant profile
  bool constant = false;
  for (const auto& c : write.value(QStringLiteral("allOf")).toArray()) {
    const QJsonObject when = c.toObject().value(QStringLiteral("if")).toObject();
    const QString profile = when.value(QStringLiteral("properties"))
                                .toObject()
                                .value(QStringLiteral("profile"))
                                .toObject()
                                .value(QStringLiteral("const"))
                                .toString();
    const QJsonArray then = c.toObject()
                                .value(QStringLiteral("then"))
                                .toObject()
                                .value(QStringLiteral("required"))
                                .toArray();
    for (const auto& key : then) {
      const ParamInfo* p = findParam(QStringLiteral("vm_groups[].write.") + key.toString());
      REQUIRE(p);
      CHECK(p->profiles.contains(profile));
      CHECK(p->presence == Presence::Required);
    }
    constant =
        constant || (profile == QLatin1String("constant") && then.contains(QStringLiteral("mbps")));
  }
  CHECK(constant);
}

TEST_CASE("The schema's required sections and list lengths are the reader's", "[schema]")
{
  // Each section the schema requires is an error when missing, and each it leaves optional is
  // not; the same for the lengths of lists.
  const QJsonObject root = scenarioJsonSchema();
  const QJsonObject example = exampleJson();
  CHECK(isRequired(root, QStringLiteral("vm_groups")));
  for (const char* optional : {"acceleration", "peer_network", "backing"}) {
    INFO(optional);
    CHECK_FALSE(isRequired(root, QLatin1String(optional)));
    QJsonObject doc = example;
    doc.remove(QLatin1String(optional));
    CHECK(parseScenario(toBytes(doc)).ok());
  }
  QJsonObject noGroups = example;
  noGroups.remove(QStringLiteral("vm_groups"));
  CHECK(hasProblemAt(parseScenario(toBytes(noGroups)).problems, QStringLiteral("vm_groups")));

  const QJsonObject groups = root.value(QStringLiteral("properties"))
                                 .toObject()
                                 .value(QStringLiteral("vm_groups"))
                                 .toObject();
  CHECK(groups.value(QStringLiteral("minItems")).toInt() == 1);
  CHECK(groups.value(QStringLiteral("maxItems")).toInt() == static_cast<int>(kMaxVmGroups));
  QJsonObject doc = example;
  QJsonArray many;
  for (std::size_t i = 0; i <= kMaxVmGroups; ++i)
    many.append(example.value(QStringLiteral("vm_groups")).toArray().first());
  doc.insert(QStringLiteral("vm_groups"), many);
  CHECK_FALSE(parseScenario(toBytes(doc)).ok());
  many.removeLast();
  doc.insert(QStringLiteral("vm_groups"), many);
  CHECK(parseScenario(toBytes(doc)).ok());
  doc.insert(QStringLiteral("vm_groups"), QJsonArray());
  CHECK_FALSE(parseScenario(toBytes(doc)).ok());

  // A VM group without its write profile is an error; a RAID group list may not be empty.
  CHECK(isRequired(schemaAt(QStringLiteral("vm_groups[]")), QStringLiteral("write")));
  doc = example;
  QJsonArray g = doc.value(QStringLiteral("vm_groups")).toArray();
  QJsonObject first = g.first().toObject();
  first.remove(QStringLiteral("write"));
  g.replace(0, first);
  doc.insert(QStringLiteral("vm_groups"), g);
  CHECK(hasProblemAt(parseScenario(toBytes(doc)).problems, QStringLiteral("vm_groups[0].write")));
  const QJsonObject raid = schemaAt(QStringLiteral("backing"))
                               .value(QStringLiteral("properties"))
                               .toObject()
                               .value(QStringLiteral("raid_groups"))
                               .toObject();
  CHECK(raid.value(QStringLiteral("minItems")).toInt() == 1);
  doc = example;
  QJsonObject backing = doc.value(QStringLiteral("backing")).toObject();
  backing.insert(QStringLiteral("raid_groups"), QJsonArray());
  doc.insert(QStringLiteral("backing"), backing);
  CHECK_FALSE(parseScenario(toBytes(doc)).ok());
}

TEST_CASE("Saved scenarios name the schema, and files without it or naming another still read",
          "[schema][io]")
{
  const LoadResult loaded = parseScenario(toBytes(exampleJson()));
  REQUIRE(loaded.ok());
  const QJsonObject saved = scenarioToJson(*loaded.scenario);
  CHECK(saved.value(QStringLiteral("$schema")) == scenarioSchemaId());
  // "$schema" is the first key of a saved file, where editors look for it.
  CHECK(serializeScenario(*loaded.scenario).startsWith(QByteArray("{\n    \"$schema\": ")));

  QJsonObject old = exampleJson();
  old.remove(QStringLiteral("$schema"));
  const LoadResult withoutIt = parseScenario(toBytes(old));
  REQUIRE(withoutIt.ok());
  CHECK(withoutIt.problems.isEmpty());  // not even a warning
  CHECK(serializeScenario(*withoutIt.scenario) == serializeScenario(*loaded.scenario));

  QJsonObject local = exampleJson();
  local.insert(QStringLiteral("$schema"), QStringLiteral("file:///usr/share/accelsizer/schema/"
                                                         "accelsizer-scenario-1.schema.json"));
  const LoadResult other = parseScenario(toBytes(local));
  REQUIRE(other.ok());
  CHECK(other.problems.isEmpty());

  QJsonObject wrong = exampleJson();
  wrong.insert(QStringLiteral("$schema"), 42);
  CHECK(hasProblemAt(parseScenario(toBytes(wrong)).problems, QStringLiteral("$schema")));
}

TEST_CASE("accelsizer-cli schema --json-schema prints the schema", "[schema][cli]")
{
  QString out, err;
  QTextStream o(&out), e(&err);
  REQUIRE(runCli({QStringLiteral("schema"), QStringLiteral("--json-schema")}, o, e) == kExitOk);
  o.flush();
  CHECK(QJsonDocument::fromJson(out.toUtf8()).object() == scenarioJsonSchema());
  CHECK(err.isEmpty());
}

TEST_CASE("The schema describes the variants as the reader reads them", "[schema][io]")
{
  const QJsonObject variants = scenarioJsonSchema()
                                   .value(QStringLiteral("properties"))
                                   .toObject()
                                   .value(QStringLiteral("variants"))
                                   .toObject();
  REQUIRE(variants.value(QStringLiteral("type")) == QStringLiteral("array"));
  const QJsonObject item = variants.value(QStringLiteral("items")).toObject();
  CHECK(isRequired(item, QStringLiteral("name")));
  // A variant without a name, or with an override that is not a JSON pointer, is an error.
  const QJsonObject example = exampleJson();
  QJsonObject doc = example;
  doc.insert(QStringLiteral("variants"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("overrides"), QJsonObject{{QStringLiteral("/hosts"), 3}}}}});
  CHECK(hasProblemAt(parseScenario(toBytes(doc)).problems, QStringLiteral("variants[0].name")));
  doc.insert(QStringLiteral("variants"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("name"), QStringLiteral("three hosts")},
                 {QStringLiteral("overrides"), QJsonObject{{QStringLiteral("/hosts"), 3}}}}});
  CHECK(parseScenario(toBytes(doc)).ok());
  CHECK(item.value(QStringLiteral("properties"))
            .toObject()
            .value(QStringLiteral("overrides"))
            .toObject()
            .value(QStringLiteral("propertyNames"))
            .toObject()
            .value(QStringLiteral("pattern")) == QStringLiteral("^/"));
  doc.insert(QStringLiteral("variants"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("name"), QStringLiteral("bad")},
                 {QStringLiteral("overrides"), QJsonObject{{QStringLiteral("hosts"), 3}}}}});
  CHECK_FALSE(parseScenario(toBytes(doc)).ok());
}
