// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file tornadoview.h
/// "What does this depend on?": the sensitivity of one result (app/core/sensitivity.h) as a
/// tornado chart, every input moved down and up by a share of its value, largest swing on
/// top, with a table of every input tried and why an input could not move as asked. Computed
/// off the GUI thread, never twice for the same design and choices. A window of its own, like
/// the sweep's, opened from Edit > Sensitivity… or a headline's right-click menu.

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include "app/core/sensitivity.h"
#include "app/core/studies.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QProgressBar;
class QSpinBox;
class QTableWidget;

namespace accel::ui {

class HoverTips;
class ScenarioDocument;

class TornadoView : public QWidget {
  Q_OBJECT

public:
  explicit TornadoView(ScenarioDocument* doc, QWidget* parent = nullptr);
  ~TornadoView() override;

  /// Chooses the result (a JSON pointer into the results document) and computes; false when
  /// the design has no such result to study.
  bool setMetric(const QString& pointer);
  /// The share each input moves by, in percent (1 to 90).
  void setPercent(int percent);
  /// Computes with the current choices unless the last study was of the same design and
  /// choices (then false).
  bool compute();
  bool running() const { return watcher_.isRunning(); }
  int runs() const { return runs_; }
  const SensitivityResult& result() const { return result_; }
  const SensitivitySpec& spec() const { return spec_; }
  QCustomPlot* chart() const { return chart_; }
  QTableWidget* table() const { return table_; }
  /// The inputs' names by row of result().
  const QStringList& names() const { return names_; }

Q_SIGNALS:
  void studyFinished();

protected:
  void showEvent(QShowEvent* event) override;

private:
  struct Job {
    SensitivitySpec spec;
    SensitivityResult result;
    QStringList names;
  };
  void refreshPickers();
  void done();
  void showJob(const Job& j);

  ScenarioDocument* doc_;
  QComboBox* metric_;
  QSpinBox* percent_;
  QCustomPlot* chart_;
  HoverTips* tips_;
  QLabel* status_;
  QProgressBar* busy_;
  QTableWidget* table_;
  std::vector<StudyMetric> metrics_;
  QFutureWatcher<Job> watcher_;
  QTimer debounce_;
  SensitivitySpec spec_;
  SensitivityResult result_;
  QStringList names_;
  QByteArray lastKey_;
  int runs_ = 0;
  bool coveredStale_ = false;  ///< the document changed while a presentation covered it
  bool pickersStale_ = false;  ///< the document changed while the window was hidden
};

}  // namespace accel::ui
