// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file sweepview.h
/// Edit > Sweep…: one or two inputs of the design over a range (linear or logarithmic) or a
/// list, against one or more results (app/core/sweep.h). One input: a chart per result with
/// the requirement limits and where the curve crosses them; two inputs: a heatmap of a result
/// with the contour where its requirement is just met, filled in as rows finish. The points
/// run off the GUI thread on every core, with progress and cancel; a sweep of the same design
/// and choices is never run twice. A window of its own beside the main one: the charts want
/// room, and the user keeps it open (on a second screen, say) while editing the design.

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <mutex>

#include "app/charts/studycharts.h"
#include "app/core/studies.h"
#include "app/core/sweep.h"

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;
class QVBoxLayout;

namespace accel::ui {

class HoverTips;
class ScenarioDocument;
class SweepTableModel;

class SweepView : public QWidget {
  Q_OBJECT

public:
  explicit SweepView(ScenarioDocument* doc, QWidget* parent = nullptr);
  ~SweepView() override;

  enum class Scale { Linear, Log, List };
  /// Chooses input `axis` (0 or 1; choosing axis 1 turns the second input on) by its path
  /// ("vm_groups[0].write.mbps") with a range in display units (a list: `list`); false when the
  /// scenario has no such numeric input.
  bool setInput(int axis, const QString& path, double from, double to, int points,
                Scale scale = Scale::Linear, const QString& list = QString());
  /// Turns the second input off.
  void setOneInput();
  /// Checks these results (JSON pointers into the results document), unchecking the others.
  void setMetrics(const QStringList& pointers);
  /// Runs the sweep with the current choices, unless the last one was of the same design with
  /// the same choices (then false).
  bool run();
  void cancel();
  bool running() const { return watcher_.isRunning(); }
  /// The last sweep (complete, or what a cancel left).
  const SweepResult& result() const { return result_; }
  const SweepSpec& spec() const { return spec_; }
  /// How many sweeps have started (a sweep not re-run does not count).
  int runs() const { return runs_; }
  /// One chart per result (one input), or the heatmap (two).
  QList<QCustomPlot*> lineCharts() const { return charts_; }
  QCustomPlot* heatmap() const { return heatmap_; }
  /// The words under the charts (crossings, gaps), one per chart.
  QStringList chartNotes() const;
  QTableView* table() const { return table_; }
  QString status() const;

Q_SIGNALS:
  /// A sweep finished, was cancelled, or was not run because nothing changed.
  void sweepFinished();

protected:
  void showEvent(QShowEvent* event) override;

private:
  struct Job;
  struct AxisControls {
    QComboBox* input = nullptr;
    QDoubleSpinBox* from = nullptr;
    QDoubleSpinBox* to = nullptr;
    QSpinBox* points = nullptr;
    QComboBox* scale = nullptr;
    QLineEdit* list = nullptr;
    std::vector<FieldBinding> inputs;
  };
  QWidget* axisBox(AxisControls& c, const QString& title);
  void refreshPickers();
  void inputChanged(int axis);
  void scaleChanged(int axis);
  bool buildSpec(SweepSpec* spec, QString* problem) const;
  void poll();
  void finished();
  void drawLines();
  void drawHeatmap();
  void documentChanged();
  StudyInput studyInput(std::size_t axis) const;
  const StudyMetric* metricFor(const QString& pointer) const;

  ScenarioDocument* doc_;
  AxisControls axes_[2];
  QCheckBox* two_;
  QWidget* secondBox_;
  QListWidget* metrics_;
  QCheckBox* live_;
  QPushButton* run_;
  QPushButton* cancel_;
  QProgressBar* progress_;
  QLabel* status_;
  QStackedWidget* pages_;
  QWidget* linePage_;
  QVBoxLayout* lineLayout_;
  QComboBox* heatmapMetric_;
  QCustomPlot* heatmap_;
  HoverTips* heatmapTips_;
  QLabel* heatmapNote_;
  QList<QCustomPlot*> charts_;
  QList<QLabel*> chartNotes_;
  QTableView* table_;
  SweepTableModel* model_;
  std::vector<StudyMetric> metricsNow_;
  QFutureWatcher<void> watcher_;
  std::shared_ptr<Job> job_;
  QTimer poll_;
  QTimer debounce_;
  SweepSpec spec_;
  SweepResult result_;
  QByteArray lastKey_;
  int rowsShown_ = -1;
  bool coveredStale_ = false;  ///< the document changed while a presentation covered it
  bool pickersStale_ = false;  ///< the document changed while the window was hidden
  int runs_ = 0;
  QString statusText_;
};

}  // namespace accel::ui
