// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Edit > Calibrate from Measurements…: measured against predicted per group, the constants
// fitted or held, Apply as one undo step that writes the fitted values and the record.
#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <cstdlib>

#include "app/core/scenarioio.h"
#include "app/gui/calibrationdialog.h"
#include "app/gui/mainwindow.h"
#include "app/gui/scenariodocument.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

namespace {

QAction* calibrateAction(MainWindow& w)
{
  for (QAction* menu : w.menuBar()->actions())
    if (menu->menu())
      for (QAction* a : menu->menu()->actions())
        if (a->text().contains(QStringLiteral("Calibrate")))
          return a;
  return nullptr;
}

}  // namespace

TEST_CASE("Calibrate from Measurements: the groups measured against predicted, Apply, Undo",
          "[gui][calibrate]")
{
  const LoadResult loaded = loadScenarioFile(QStringLiteral(
      ACCELSIZER_SOURCE_DIR "/resources/examples/build-cluster-1gbe.accelsizer.json"));
  REQUIRE(loaded.ok());
  Scenario s = *loaded.scenario;
  VmGroup local = s.vm_groups[0];
  local.name = "local";
  local.write_policy = {WriteMode::WriteBack, 0};
  WorkloadSource src;
  src.format = "esxtop";
  src.file = "esx01.csv";
  src.samples = 12;
  src.write_latency_us = 900;
  s.vm_groups[0].sources = {src};
  src.write_latency_us = 600;
  local.sources = {src};
  s.vm_groups.push_back(local);

  MainWindow w;
  w.show();
  ScenarioDocument* doc = w.document();
  doc->reset(s, QString());
  QAction* action = calibrateAction(w);
  REQUIRE(action);
  action->trigger();
  auto* dialog = w.findChild<CalibrationDialog*>(QStringLiteral("calibrationDialog"));
  REQUIRE(dialog);
  auto* measurements = dialog->findChild<QTableWidget*>(QStringLiteral("calibrationMeasurements"));
  auto* constants = dialog->findChild<QTableWidget*>(QStringLiteral("calibrationConstants"));
  auto* apply = dialog->findChild<QPushButton*>(QStringLiteral("calibrationApply"));
  auto* summary = dialog->findChild<QLabel*>(QStringLiteral("calibrationSummary"));
  REQUIRE(measurements);
  REQUIRE(constants);
  REQUIRE(apply);
  REQUIRE(summary);
  CHECK(measurements->rowCount() == 2);
  CHECK(measurements->item(0, 2)->text() == QStringLiteral("900 µs"));
  CHECK(measurements->item(1, 0)->text() == QStringLiteral("local"));
  CHECK(constants->rowCount() == 3);
  CHECK(summary->text().contains(QStringLiteral("RMS error")));
  CHECK(apply->isEnabled());
  if (const char* dir = std::getenv("ACCELSIZER_SCREENS_DIR"))
    dialog->grab().save(
        QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("calibrate.png")));

  const double before = doc->scenario().acceleration.write_latency_us;
  const int steps = doc->undoStack()->count();
  apply->click();
  CHECK(doc->undoStack()->count() == steps + 1);
  REQUIRE(doc->scenario().calibration);
  const CalibrationRecord& rec = *doc->scenario().calibration;
  CHECK(rec.measurements.size() == 2);
  CHECK(rec.constants[0].status == "fitted");
  CHECK(doc->scenario().acceleration.write_latency_us == rec.constants[0].after_us);
  CHECK(doc->scenario().acceleration.write_latency_us != before);
  doc->undoStack()->undo();
  CHECK_FALSE(doc->scenario().calibration);
  CHECK(doc->scenario().acceleration.write_latency_us == before);
}

TEST_CASE("Calibrate from Measurements without measurements says what to do", "[gui][calibrate]")
{
  MainWindow w;
  w.show();
  REQUIRE(w.openFile(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                    "/resources/examples/build-cluster-1gbe.accelsizer.json")));
  CalibrationDialog d(w.document(), &w);
  auto* apply = d.findChild<QPushButton*>(QStringLiteral("calibrationApply"));
  auto* summary = d.findChild<QLabel*>(QStringLiteral("calibrationSummary"));
  REQUIRE(apply);
  REQUIRE(summary);
  CHECK_FALSE(apply->isEnabled());
  CHECK(summary->text().contains(QStringLiteral("No VM group carries a measured latency")));
}
