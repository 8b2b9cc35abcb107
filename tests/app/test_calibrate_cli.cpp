// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The scenario's calibration record (read, written, checked, old files unchanged) and
// accelsizer-cli calibrate: its output, its file and its exit statuses.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include "app/core/calibrationio.h"
#include "app/core/cli.h"
#include "app/core/scenarioio.h"
#include "cli_run.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;
using accel::test::hasProblemAt;
using Catch::Matchers::WithinRel;

namespace {

using Run = test::CliRun;

Run run(const QStringList& args)
{
  return test::runCliArgs(args);
}

/// The example with two groups measured: a WB+0 group and the example's WB+1 group.
QJsonObject measuredExample()
{
  QJsonObject root = test::exampleJson();
  QJsonArray groups = root.value(QStringLiteral("vm_groups")).toArray();
  QJsonObject g = groups.at(0).toObject();
  QJsonObject src{{QStringLiteral("format"), QStringLiteral("esxtop")},
                  {QStringLiteral("file"), QStringLiteral("esx01.csv")},
                  {QStringLiteral("sha256"), QString(64, QLatin1Char('a'))},
                  {QStringLiteral("samples"), 12},
                  {QStringLiteral("write_latency_us"), 900}};
  g.insert(QStringLiteral("sources"), QJsonArray{src});
  groups.replace(0, g);
  QJsonObject local = g;
  local.insert(QStringLiteral("name"), QStringLiteral("local"));
  local.insert(QStringLiteral("write_policy"), QStringLiteral("WB+0"));
  src.insert(QStringLiteral("write_latency_us"), 600);
  local.insert(QStringLiteral("sources"), QJsonArray{src});
  groups.append(local);
  root.insert(QStringLiteral("vm_groups"), groups);
  return root;
}

QString writeTemp(QTemporaryDir& dir, const char* name, const QJsonObject& o)
{
  const QString path = dir.filePath(QLatin1String(name));
  QFile f(path);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write(test::toBytes(o));
  return path;
}

}  // namespace

TEST_CASE("calibrate: the fitted scenario, its record, and what it says", "[calibrate][cli]")
{
  QTemporaryDir dir;
  const QString in = writeTemp(dir, "m.accelsizer.json", measuredExample());
  const QString out = dir.filePath(QStringLiteral("fitted.accelsizer.json"));
  const Run r = run({QStringLiteral("calibrate"), in, QStringLiteral("-o"), out});
  INFO(r.err.toStdString());
  REQUIRE(r.code == 0);
  CHECK(r.out.contains(QStringLiteral("Measured against predicted")));
  CHECK(r.out.contains(QStringLiteral("RMS error")));
  const LoadResult fitted = loadScenarioFile(out);
  INFO(test::dump(fitted.problems));
  REQUIRE(fitted.ok());
  const Scenario& s = *fitted.scenario;
  REQUIRE(s.calibration);
  const CalibrationRecord& rec = *s.calibration;
  CHECK(rec.method == "levenberg_marquardt");
  CHECK(rec.fitted_at.size() == 20);  // 2026-11-26T10:20:00Z
  REQUIRE(rec.measurements.size() == 2);
  CHECK(rec.measurements[0].measured_us == 900);
  CHECK(rec.measurements[1].group == "local");
  CHECK(rec.measurements[1].files == std::vector<std::string>{"esx01.csv"});
  CHECK(rec.rms_relative_error_after < rec.rms_relative_error_before);
  // Two measurements for three constants: the storage path (no write-through group) has no
  // effect; the device and the stack are both fitted (WB+0 pins the device, WB+1 the rest).
  REQUIRE(rec.constants.size() == 3);
  CHECK(rec.constants[0].field == "acceleration.write_latency_us");
  CHECK(rec.constants[0].status == "fitted");
  CHECK(s.acceleration.write_latency_us == rec.constants[0].after_us);
  CHECK(rec.constants[2].status == "no_effect");
  CHECK_FALSE(s.backing.storage_network.front_end_latency_us);
  // The file predicts what the record says: calibrating it again starts where this ended.
  const CalibrationResult again = calibrate(s, calibrateOptions());
  for (std::size_t i = 0; i < again.measurements.size(); ++i)
    CHECK_THAT(again.measurements[i].predicted_before_us,
               WithinRel(rec.measurements[i].predicted_after_us, 1e-9));
  // The record survives a save and a read unchanged.
  const LoadResult back = parseScenario(serializeScenario(s));
  REQUIRE(back.ok());
  CHECK(serializeScenario(*back.scenario) == serializeScenario(s));

  const Run j = run({QStringLiteral("calibrate"), in, QStringLiteral("--json")});
  REQUIRE(j.code == 0);
  const QJsonObject doc = j.json();
  CHECK(doc.value(QStringLiteral("status")).toString() == QStringLiteral("ok"));
  CHECK(doc.value(QStringLiteral("constants")).toArray().size() == 3);
  CHECK(doc.value(QStringLiteral("measurements")).toArray().size() == 2);
  CHECK(doc.value(QStringLiteral("rms_relative_error_after")).toDouble() <
        doc.value(QStringLiteral("rms_relative_error_before")).toDouble());
}

TEST_CASE("calibrate: no measurement, bad options, a file that cannot be written",
          "[calibrate][cli]")
{
  const QString example = test::sourcePath("resources/examples/build-cluster-1gbe.accelsizer.json");
  const Run none = run({QStringLiteral("calibrate"), example});
  CHECK(none.code == kExitInvalidInput);
  CHECK(none.err.contains(QStringLiteral("no VM group carries a measured latency")));
  CHECK(none.out.isEmpty());
  CHECK(run({QStringLiteral("calibrate")}).code == kExitInvalidInput);
  CHECK(run({QStringLiteral("calibrate"), example, QStringLiteral("--bogus")}).code ==
        kExitInvalidInput);
  CHECK(run({QStringLiteral("calibrate"), QStringLiteral("/nonexistent.json")}).code ==
        kExitFailure);
  QTemporaryDir dir;
  const QString in = writeTemp(dir, "m.accelsizer.json", measuredExample());
  const Run cannot = run({QStringLiteral("calibrate"), in, QStringLiteral("-o"),
                          QStringLiteral("/nonexistent-folder/x.json")});
  CHECK(cannot.code == kExitFailure);
}

TEST_CASE("Calibration record: old files read the same, errors name their path",
          "[calibrate][scenarioio]")
{
  // A file without a record reads without one and writes without one.
  const LoadResult plain = parseScenario(test::toBytes(test::exampleJson()));
  REQUIRE(plain.ok());
  CHECK_FALSE(plain.scenario->calibration);
  CHECK_FALSE(serializeScenario(*plain.scenario).contains("calibration"));

  QJsonObject root = test::exampleJson();
  root.insert(
      QStringLiteral("calibration"),
      QJsonObject{{QStringLiteral("fitted_at"), QStringLiteral("2026-11-26T10:20:00Z")},
                  {QStringLiteral("constants"),
                   QJsonArray{QJsonObject{{QStringLiteral("field"), QStringLiteral("nonsense")},
                                          {QStringLiteral("status"), QStringLiteral("fitted")},
                                          {QStringLiteral("before_us"), 65},
                                          {QStringLiteral("after_us"), -1}}}},
                  {QStringLiteral("rms_error_after_us"), QStringLiteral("small")},
                  {QStringLiteral("later"), 1}});
  const LoadResult bad = parseScenario(test::toBytes(root));
  CHECK_FALSE(bad.ok());
  CHECK(hasProblemAt(bad.problems, QStringLiteral("calibration.constants[0].field")));
  CHECK(hasProblemAt(bad.problems, QStringLiteral("calibration.constants[0].after_us")));
  CHECK(hasProblemAt(bad.problems, QStringLiteral("calibration.rms_error_after_us")));
  CHECK(hasProblemAt(bad.problems, QStringLiteral("calibration.later"), false));

  root.insert(QStringLiteral("calibration"), QStringLiteral("yes"));
  CHECK(hasProblemAt(parseScenario(test::toBytes(root)).problems, QStringLiteral("calibration")));
}
