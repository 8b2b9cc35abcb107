// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Calibration end to end on the shipped samples that carry latency counters: imported with
// accelsizer-cli import, calibrated with accelsizer-cli calibrate, read back.
#include <catch2/catch.hpp>

#include <QTemporaryDir>

#include "app/core/calibrationio.h"
#include "app/core/cli.h"
#include "app/core/scenarioio.h"
#include "app/import/cli_import.h"
#include "import_helpers.h"

using namespace accel;
using Catch::Matchers::WithinRel;

namespace {

int run(const QStringList& args, QString* err = nullptr)
{
  QString out, e;
  QTextStream o(&out), es(&e);
  const int code = ui::runCli(args, o, es, {}, import::importCommand);
  es.flush();
  if (err)
    *err = e;
  return code;
}

}  // namespace

TEST_CASE("Calibration of the samples with latency counters, imported and fitted end to end",
          "[import][calibrate]")
{
  // Each sample's measured write latency (the import's, checked against hand calculations in
  // test_samples.cpp) is what the calibration fits to; the fitted scenario predicts them
  // better than the defaults (the samples' latencies are milliseconds, the defaults' a few
  // hundred microseconds), keeps every constant within its range and records it all.
  const char* sample = GENERATE("esxtop-batch.csv", "vscsistats.csv", "perfmon.csv");
  INFO(sample);
  QTemporaryDir dir;
  const QString imported = dir.filePath(QStringLiteral("i.accelsizer.json"));
  const QString fitted = dir.filePath(QStringLiteral("f.accelsizer.json"));
  QString err;
  REQUIRE(run({QStringLiteral("import"), test::samplePath(sample), QStringLiteral("-o"), imported},
              &err) == 0);
  const ui::LoadResult in = ui::loadScenarioFile(imported);
  REQUIRE(in.ok());
  const std::vector<LatencyMeasurement> measured = latencyMeasurements(*in.scenario);
  REQUIRE_FALSE(measured.empty());
  for (const LatencyMeasurement& m : measured)
    CHECK(m.files == std::vector<std::string>{sample});

  INFO(err.toStdString());
  REQUIRE(run({QStringLiteral("calibrate"), imported, QStringLiteral("-o"), fitted}, &err) == 0);
  const ui::LoadResult out = ui::loadScenarioFile(fitted);
  INFO(test::dump(out.problems));
  REQUIRE(out.ok());
  const Scenario& s = *out.scenario;
  REQUIRE(s.calibration);
  const CalibrationRecord& rec = *s.calibration;
  REQUIRE(rec.measurements.size() == measured.size());
  for (std::size_t i = 0; i < measured.size(); ++i) {
    CHECK(rec.measurements[i].measured_us == measured[i].measured_us);
    CHECK(rec.measurements[i].group == in.scenario->vm_groups[measured[i].group].name);
  }
  CHECK(rec.rms_relative_error_after < rec.rms_relative_error_before);
  CHECK(rec.rms_error_after_us < rec.rms_error_before_us);
  const CalibrateOptions opt = ui::calibrateOptions();
  bool any = false;
  for (std::size_t k = 0; k < rec.constants.size(); ++k) {
    const CalibratedConstantRecord& c = rec.constants[k];
    CHECK(c.after_us >= opt.ranges[k].lower_us);
    CHECK(c.after_us <= opt.ranges[k].upper_us);
    if (c.status == "fitted") {
      any = true;
      CHECK_THAT(constantValue(s, calibrationConstants()[k]), WithinRel(c.after_us, 1e-12));
    } else {
      CHECK(c.after_us == c.before_us);
      CHECK(constantValue(s, calibrationConstants()[k]) ==
            constantValue(*in.scenario, calibrationConstants()[k]));
    }
  }
  CHECK(any);
  // What the record says the fitted scenario predicts, it predicts.
  const CalibrationResult again = calibrate(s, opt);
  REQUIRE(again.measurements.size() == rec.measurements.size());
  for (std::size_t i = 0; i < again.measurements.size(); ++i)
    CHECK_THAT(again.measurements[i].predicted_before_us,
               WithinRel(rec.measurements[i].predicted_after_us, 1e-9));
}
