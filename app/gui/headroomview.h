// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file headroomview.h
/// The headroom of the design as it stands (model/sizing/headroom.h), in the Size panel: the
/// factor by which every write rate (or the VM count) can grow before the first requirement
/// breaks, and the ladder of every requirement as bars (app/charts/headroomchart.h). Computed
/// off the GUI thread a moment after an edit, only while the view is shown, and never again
/// for a scenario it has already answered.

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <optional>

#include "model/sizing/headroom.h"

class QComboBox;
class QCustomPlot;
class QLabel;

namespace accel::ui {

class HoverTips;
class ScenarioDocument;

class HeadroomView : public QWidget {
  Q_OBJECT

public:
  explicit HeadroomView(ScenarioDocument* doc, QWidget* parent = nullptr);
  ~HeadroomView() override;

  /// The last headroom computed, for the scenario it was computed for (empty before one).
  const std::optional<HeadroomResult>& headroom() const { return headroom_; }
  /// What grows: every write rate (default) or every group's VMs per host.
  void setGrowthBy(GrowthBy by);
  /// The answer as shown above the chart.
  QString statusText() const;
  bool running() const { return watcher_.isRunning() || timer_.isActive(); }

Q_SIGNALS:
  /// A headroom was computed and drawn.
  void headroomUpdated();

protected:
  void showEvent(QShowEvent* event) override;

private:
  void schedule();
  void start();
  void done();

  ScenarioDocument* doc_;
  QComboBox* by_;
  QLabel* status_;
  QCustomPlot* plot_;
  HoverTips* tips_;
  QTimer timer_;
  /// A computation: the headroom, or nothing when its scenario is the one shown.
  struct Job {
    QByteArray key;
    std::optional<HeadroomResult> result;
  };
  QFutureWatcher<Job> watcher_;
  std::optional<HeadroomResult> headroom_;
  QByteArray shownKey_;   ///< the scenario (compact JSON) and growth of headroom_
  bool pending_ = false;  ///< an edit came while computing
};

}  // namespace accel::ui
