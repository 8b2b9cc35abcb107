// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file calibrationdialog.h
/// Edit > Calibrate from Measurements…: each VM group's measured latency against the model's
/// prediction, before and after the constants are fitted to them (model/calibrate), which
/// constants were fitted or held, the error before and after, and Apply as one undo step
/// (the fitted values and the scenario's calibration record).

#include <QDialog>

#include "model/calibrate/calibrate.h"

class QLabel;
class QMenu;
class QPushButton;
class QTableWidget;

namespace accel::ui {

class ScenarioDocument;

class CalibrationDialog : public QDialog {
  Q_OBJECT
public:
  CalibrationDialog(ScenarioDocument* doc, QWidget* parent = nullptr);

private:
  void fit();
  void apply();

  ScenarioDocument* doc_;
  QLabel* summary_ = nullptr;
  QTableWidget* measurements_ = nullptr;
  QTableWidget* constants_ = nullptr;
  QPushButton* apply_ = nullptr;
  Scenario scenario_;  ///< the scenario the result was fitted on
  CalibrationResult result_;
};

/// Adds "Calibrate from Measurements…" to `menu`, opening the dialog on `doc`.
void addCalibrationAction(QMenu* menu, ScenarioDocument* doc, QWidget* parent);

}  // namespace accel::ui
