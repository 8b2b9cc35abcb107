// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file readcachetab.h
/// The read cache tab: headline numbers; for the chosen VM group, the hit ratio against the
/// cache size per VM with the group's operating point and the knee (80 % of the reads hit). A
/// sentence instead when no group's reads are modelled.

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QLabel;
class QStackedWidget;

namespace accel::ui {

class HeadlineGrid;
class HoverTips;
class ScenarioDocument;

class ReadCacheTab : public QWidget {
  Q_OBJECT

public:
  explicit ReadCacheTab(ScenarioDocument* doc, QWidget* parent = nullptr);

  HeadlineGrid* headlines() const { return headlines_; }
  QCustomPlot* hitChart() const { return chart_; }
  HoverTips* hitTips() const { return tips_; }
  QLabel* message() const { return message_; }

  /// Redraws from the document (when visible; otherwise when shown).
  void refresh();

protected:
  void showEvent(QShowEvent* event) override;

private:
  void redraw();
  void drawChart();

  ScenarioDocument* doc_;
  bool stale_ = true;
  HeadlineGrid* headlines_;
  QComboBox* group_;
  QCustomPlot* chart_;
  HoverTips* tips_;
  QStackedWidget* pages_;  ///< the chart, or message_ when no reads are modelled
  QLabel* message_;
};

}  // namespace accel::ui
