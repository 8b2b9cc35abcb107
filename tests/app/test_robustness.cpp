// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Random damage to a valid scenario: never a crash, a hang or a NaN; either clear errors or
// finite results.
#include <catch2/catch.hpp>

#include <QJsonArray>

#include <cmath>
#include <random>

#include "app/core/evaluation.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "helpers.h"
#include "model/evaluate/evaluate.h"
#include "support/results_checks.h"

using namespace accel;
using namespace accel::ui;

namespace {

/// Every leaf of a JSON tree as a list of keys/indices.
void leaves(const QJsonValue& v, QList<QVariantList> prefix, QList<QVariantList>& out,
            QVariantList path = {})
{
  if (v.isObject()) {
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
      QVariantList p = path;
      p << it.key();
      leaves(it.value(), prefix, out, p);
    }
  } else if (v.isArray() && !v.toArray().isEmpty() && !v.toArray().at(0).isDouble()) {
    const QJsonArray a = v.toArray();
    for (int i = 0; i < a.size(); ++i) {
      QVariantList p = path;
      p << i;
      leaves(a.at(i), prefix, out, p);
    }
  } else {
    out << path;
  }
}

QJsonValue replaced(const QJsonValue& node, const QVariantList& path, int depth,
                    const QJsonValue& v)
{
  if (depth == path.size())
    return v;
  const QVariant key = path.at(depth);
  if (key.typeId() == QMetaType::QString) {
    QJsonObject o = node.toObject();
    if (v.isUndefined() && depth + 1 == path.size())
      o.remove(key.toString());
    else
      o.insert(key.toString(), replaced(o.value(key.toString()), path, depth + 1, v));
    return o;
  }
  QJsonArray a = node.toArray();
  a.replace(key.toInt(), replaced(a.at(key.toInt()), path, depth + 1, v));
  return a;
}

/// No NaN or infinity can be written to JSON, so a non-finite number shows up as null. Null is
/// only allowed where the contract puts a boolean beside it that says why
/// (tests/support/results_checks.h, docs/results-format.md).
bool nullAllowed(const QJsonObject& o, const QString& key)
{
  return test::nullExplained(o, key);
}

void checkResults(const QJsonValue& v, const QString& path)
{
  if (v.isObject()) {
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
      const QString at = path + QLatin1Char('.') + it.key();
      if (it.value().isNull()) {
        INFO(at);
        CHECK(nullAllowed(o, it.key()));
      } else {
        checkResults(it.value(), at);
      }
    }
  } else if (v.isArray()) {
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i)
      checkResults(a.at(i), path + QStringLiteral("[%1]").arg(i));
  }
}

}  // namespace

namespace {

/// Damages `base` `trials` times (1 to 3 fields replaced by poison values or removed) and
/// checks that each result is either clear errors or finite results.
void damageAndCheck(const QJsonObject& base, int trials, const EvaluateOptions& options,
                    unsigned seed)
{
  QList<QVariantList> paths;
  leaves(base, {}, paths);
  REQUIRE(paths.size() > 30);

  const QList<QJsonValue> poison = {
      QJsonValue(),  // removed
      QJsonValue(QJsonValue::Null),
      QJsonValue(0),
      QJsonValue(-1),
      QJsonValue(1e300),
      QJsonValue(-1e300),
      QJsonValue(1e-300),
      QJsonValue(0.5),
      QJsonValue(3.0),
      QJsonValue(1000000),
      QJsonValue(true),
      QJsonValue(QStringLiteral("")),
      QJsonValue(QStringLiteral("WB+3")),
      QJsonValue(QJsonArray{1, 2}),
      QJsonValue(QJsonObject{{QStringLiteral("x"), 1}}),
  };
  std::mt19937 rng(seed);
  int ok = 0, rejected = 0;
  for (int trial = 0; trial < trials; ++trial) {
    QJsonValue doc = base;
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int k = 0; k < edits; ++k) {
      const QVariantList& path =
          paths.at(static_cast<int>(rng() % static_cast<unsigned>(paths.size())));
      const QJsonValue& v =
          poison.at(static_cast<int>(rng() % static_cast<unsigned>(poison.size())));
      doc = replaced(doc, path, 0, v.isNull() && rng() % 2 ? QJsonValue(QJsonValue::Undefined) : v);
    }
    const LoadResult r = parseScenario(test::toBytes(doc.toObject()));
    if (!r.ok()) {
      ++rejected;
      for (const Problem& p : r.problems) {
        CHECK_FALSE(p.path.isEmpty());
        CHECK_FALSE(p.message.isEmpty());
      }
      continue;
    }
    ++ok;
    INFO(QString::fromUtf8(test::toBytes(doc.toObject())));
    checkResults(resultsToJson(*r.scenario, evaluate(*r.scenario, options)), QStringLiteral("$"));
  }
  CHECK(ok > trials / 30);
  CHECK(rejected > trials / 30);
}

}  // namespace

TEST_CASE("Damaged scenarios give clear errors or finite results", "[robustness]")
{
  damageAndCheck(test::exampleJson(), 3000, evaluateOptions(), 7);
}

TEST_CASE("Damaged stream scenarios give clear errors or finite results", "[robustness]")
{
  // The clone race with a short simulation, so that many damaged variants run.
  EvaluateOptions options = evaluateOptions();
  options.streams.replications = 1;
  options.streams.sim.horizon_s = 2;
  options.streams.sim.warmup_s = 0.5;
  options.streams.min_horizon_s = 1;
  options.streams.explore_fixes = false;
  damageAndCheck(test::exampleJson("clone-race.accelsizer.json"), 300, options, 11);
}
