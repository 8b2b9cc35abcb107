// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file goalseekdialog.h
/// "Find the input value that makes this ...": goal seek (app/core/goalseek.h) on a result the
/// user right-clicked (a headline or a requirement). The user picks the input to vary and the
/// target; the search runs off the GUI thread; Apply sets the input to the answer as one undo
/// step.

#include <QDialog>
#include <QFutureWatcher>

#include "app/core/goalseek.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace accel::ui {

class ScenarioDocument;

class GoalSeekDialog : public QDialog {
  Q_OBJECT

public:
  GoalSeekDialog(ScenarioDocument* doc, const GoalTarget& target, QWidget* parent = nullptr);
  ~GoalSeekDialog() override;

  /// Starts the search with the current choices (the Find button).
  void find();
  /// Sets the input to the answer as one undo step (the Apply button).
  void apply();
  bool running() const { return watcher_.isRunning(); }
  /// The last answer (valid() false before a search).
  const GoalSeekAnswer& answer() const { return answer_; }
  /// The answer as shown.
  QString answerText() const;
  /// Chooses the input to vary by its path ("vm_groups[0].write.mbps"); false when the
  /// scenario has no such numeric input.
  bool selectInput(const QString& path);
  /// Sets the target in the result's stored unit.
  void setTarget(double stored);

Q_SIGNALS:
  /// A search finished; answer() is up to date.
  void searchFinished();

private:
  void searchDone();
  void inputChanged();

  ScenarioDocument* doc_;
  GoalTarget target_;
  std::vector<FieldBinding> inputs_;
  QComboBox* input_;
  QDoubleSpinBox* value_;
  QCheckBox* largest_;
  QLabel* result_;
  QProgressBar* busy_;
  QPushButton* find_;
  QPushButton* apply_;
  QFutureWatcher<GoalSeekAnswer> watcher_;
  GoalSeekSpec spec_;
  GoalSeekAnswer answer_;
};

}  // namespace accel::ui
