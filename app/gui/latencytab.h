// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file latencytab.h
/// The write latency tab: headline numbers; the legs of each group's commit as stacked bars;
/// latency against write size for WT, WB+0, WB+1 and WB+2 on the current hardware; latency
/// against IOPS (the hockey stick) with the group's operating point. The curves that re-solve
/// the whole system per point run off the GUI thread and arrive when ready.

#include <QByteArray>
#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

#include "app/charts/latencycharts.h"
#include "model/evaluate/evaluate.h"
#include "model/latency/write_path_simulation.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QCustomPlot;

namespace accel::ui {

class HeadlineGrid;
class HoverTips;
class ScenarioDocument;

/// The curves computed off the GUI thread for one group.
struct LatencySeries {
  quint64 generation = 0;
  int group = 0;
  LatencyCurves curves;   ///< loaded latency against size, the hockey stick
  double compute_ms = 0;  ///< how long computing them took
};

class LatencyTab : public QWidget {
  Q_OBJECT

public:
  explicit LatencyTab(ScenarioDocument* doc, QWidget* parent = nullptr);
  ~LatencyTab() override;

  HeadlineGrid* headlines() const { return headlines_; }
  QCustomPlot* legsChart() const { return legs_; }
  QCustomPlot* sizeChart() const { return sizes_; }
  QCustomPlot* loadChart() const { return load_; }
  HoverTips* legsTips() const { return legsTips_; }
  HoverTips* sizeTips() const { return sizeTips_; }
  HoverTips* loadTips() const { return loadTips_; }
  /// The charts' tabs: the legs, the size curves and the load curve, one shown at a time.
  QTabWidget* charts() const { return charts_; }
  /// True when the curves under load for the current scenario are drawn. They are computed
  /// only while the size or the load chart is shown (an edit seen on the legs costs nothing
  /// for them), at once when they were quick the last time, otherwise in the background.
  bool seriesReady() const { return ready_; }
  QPushButton* simulateButton() const { return simulate_; }
  /// The simulation of the current scenario, once it has run (none after an edit).
  const std::optional<WritePathSimResult>& simulation() const { return simResult_; }
  /// Simulations started so far (one per change of the inputs at most).
  int simulationsStarted() const { return simStarted_; }

  /// Redraws from the document; while the tab is hidden, only notes that it must redraw
  /// when shown (an edit then costs nothing here).
  void refresh();

protected:
  void showEvent(QShowEvent* event) override;

Q_SIGNALS:
  void seriesArrived();
  void simulationArrived();

private:
  void redraw();
  void drawLegs();
  void drawSizeFloors();
  /// Computes the curves under load, at once when they are quick (true: drawn) or in the
  /// background.
  bool startSeries();
  /// Whether a chart that shows the curves under load (sizes, load) is the one shown.
  bool seriesShown() const;
  void drawSeries(const LatencySeries& series);
  int group() const;
  /// Runs the discrete-event simulation of the write path off the GUI thread at the model's
  /// think times, unless it already ran for exactly these inputs.
  void startSimulation();
  void cancelSimulation();
  void simulationFinished();
  void showSimulationState();
  /// The inputs of a simulation: the evaluated scenario and the think times solved for it.
  QByteArray simulationKey() const;
  std::optional<SimulatedPoint> simulatedPoint(int group) const;

  ScenarioDocument* doc_;
  bool stale_ = true;
  HeadlineGrid* headlines_;
  QComboBox* groupBox_;
  QCheckBox* loadedLegs_;
  QLabel* status_;
  QCustomPlot* legs_;
  QCustomPlot* sizes_;
  QCustomPlot* load_;
  QTabWidget* charts_;
  HoverTips* legsTips_;
  HoverTips* sizeTips_;
  HoverTips* loadTips_;
  QFutureWatcher<LatencySeries> watcher_;
  quint64 generation_ = 0;
  bool ready_ = false;
  std::optional<LatencySeries> drawn_;  ///< the series on the charts now
  /// How long the last series took; until one is known (a file just opened) the series is
  /// computed in the background.
  double lastSeriesMs_ = 1e9;
  /// Shows a computed series: the charts, the state and seriesArrived().
  void showSeries(const LatencySeries& series);
  QPushButton* simulate_;
  QPushButton* cancelSim_;
  QProgressBar* simProgress_;
  QLabel* simStatus_;
  QFutureWatcher<WritePathSimResult> simWatcher_;
  std::shared_ptr<std::atomic<bool>> simCancel_;
  std::shared_ptr<std::atomic<int>> simPermille_;
  QTimer simTimer_;
  QByteArray runningKey_;  ///< inputs of the simulation running now
  QByteArray simKey_;      ///< inputs of simResult_
  std::optional<WritePathSimResult> simResult_;
  int simStarted_ = 0;
};

}  // namespace accel::ui
