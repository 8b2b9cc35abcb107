// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file destagertab.h
/// The destager tab: headline numbers; for the chosen VM group, the write profile against the
/// destage rate over time and the backlog against the buffer, throttled periods shaded; and
/// what-if controls for the buffer size and the destage rate that redraw live without
/// changing the scenario.

#include <QWidget>

#include "model/destager/destager.h"

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QStackedWidget;
class QPushButton;

#include <optional>

namespace accel::ui {

class HeadlineGrid;
class HoverTips;
class ScenarioDocument;

class DestagerTab : public QWidget {
  Q_OBJECT

public:
  explicit DestagerTab(ScenarioDocument* doc, QWidget* parent = nullptr);

  HeadlineGrid* headlines() const { return headlines_; }
  QCustomPlot* ratesChart() const { return rates_; }
  QCustomPlot* backlogChart() const { return backlog_; }
  HoverTips* backlogTips() const { return backlogTips_; }
  QDoubleSpinBox* bufferBox() const { return buffer_; }
  QDoubleSpinBox* destageBox() const { return destage_; }
  QLabel* whatIf() const { return whatIf_; }
  /// The group result drawn (with the what-if overrides applied).
  const DestagerGroupResult& shown() const { return shown_; }

  /// Redraws from the document (when visible; otherwise when shown).
  void refresh();

protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

private:
  void redraw();
  /// Draws shown_ into the charts, unless they already show it.
  void drawCharts();
  void resetWhatIf();
  void recomputeGroup();
  int group() const;

  ScenarioDocument* doc_;
  bool stale_ = true;
  HeadlineGrid* headlines_;
  QComboBox* group_;
  QDoubleSpinBox* buffer_;
  QDoubleSpinBox* destage_;
  QPushButton* reset_;
  QLabel* whatIf_;
  QCustomPlot* rates_;
  QCustomPlot* backlog_;
  HoverTips* ratesTips_;
  HoverTips* backlogTips_;
  QStackedWidget* pages_;  ///< the charts, or message_ for a group without a buffer
  QLabel* message_;
  DestagerGroupResult shown_;
  /// What the charts show (sameDestagerCharts): an edit that leaves the group's simulation
  /// alone (the host count, a peer link) does not draw them again. Empty: draw.
  std::optional<DestagerGroupResult> drawn_;
};

}  // namespace accel::ui
