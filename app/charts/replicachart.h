// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file replicachart.h
/// Per-host transmit and receive utilisation of the peer links as grouped bars, with the
/// utilisation limit and 100% drawn across. Hovering a bar shows its values with units.

#include <QPointer>
#include <QVector>

#include "app/charts/qcp.h"

#include "model/evaluate/evaluate.h"

namespace accel::ui {

class ReplicaChart : public QCustomPlot {
  Q_OBJECT

public:
  explicit ReplicaChart(QWidget* parent = nullptr);

  /// Redraws from a scenario and its evaluation (nothing is read back from widgets).
  void showResults(const Scenario& s, const Evaluation& e);

  /// The tooltip text for a point in widget coordinates ("" when not over a bar).
  QString tooltipAt(const QPointF& pos) const;

protected:
  void showEvent(QShowEvent* event) override;

private:
  void onMouseMove(QMouseEvent* event);

  QCPBars* tx_;
  QCPBars* rx_;
  QCPBars* uplink_;
  QCPGraph* meanTx_;
  QCPBarsGroup* group_;
  QCPItemStraightLine* limitLine_;
  QCPItemStraightLine* fullLine_;
  QCPItemText* limitLabel_;
  Scenario scenario_;
  ReplicaResult result_;
  ReplicaResult mean_;
  bool stale_ = false;  // results arrived while hidden: replotted when shown
};

}  // namespace accel::ui
