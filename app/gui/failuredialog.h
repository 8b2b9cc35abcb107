// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file failuredialog.h
/// Edit > What If a Host Fails…: one failure what-if of the design as it stands (a host, a
/// peer link, a storage path or a RAID member), evaluated off the GUI thread, with what the
/// customer loses and for how long and every requirement on the healthy design beside the
/// failed one (app/core/failures.h).

#include <QDialog>
#include <QFutureWatcher>

#include "app/core/failures.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace accel::ui {

class ScenarioDocument;

class FailureDialog : public QDialog {
  Q_OBJECT
public:
  FailureDialog(ScenarioDocument* doc, QWidget* parent = nullptr);

private:
  struct Job {
    Scenario scenario;
    FailureResult result;
  };
  void kindChanged();
  void evaluateNow();
  void done();

  ScenarioDocument* doc_;
  QComboBox* kind_ = nullptr;
  QSpinBox* which_ = nullptr;
  QLabel* whichLabel_ = nullptr;
  QPushButton* run_ = nullptr;
  QLabel* summary_ = nullptr;
  QTableWidget* table_ = nullptr;
  QFutureWatcher<Job> watcher_;
};

}  // namespace accel::ui
