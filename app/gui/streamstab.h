// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file streamstab.h
/// The stripe-hotspot tab: headline numbers; the simulation's heatmap of member against time
/// and the aggregate throughput over time; a replay of the streams racing over the members;
/// and the current design side by side with one proposed fix. The simulation runs off the GUI
/// thread (ScenarioDocument) with progress and cancel; an edit restarts it.

#include <QWidget>

#include <optional>

#include "model/streams/streams.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QStackedWidget;
class QProgressBar;
class QPushButton;

namespace accel::ui {

class ConvoyReplay;
class HeadlineGrid;
class HoverTips;
class ScenarioDocument;

class StreamsTab : public QWidget {
  Q_OBJECT

public:
  explicit StreamsTab(ScenarioDocument* doc, QWidget* parent = nullptr);

  HeadlineGrid* headlines() const { return headlines_; }
  QCustomPlot* heatmap() const { return heatmap_; }
  QCustomPlot* throughput() const { return throughput_; }
  ConvoyReplay* replay() const { return replay_; }
  QComboBox* fixChoice() const { return fix_; }
  QCustomPlot* fixHeatmap() const { return fixHeatmap_; }
  QProgressBar* progress() const { return progress_; }
  HoverTips* heatmapTips() const { return heatmapTips_; }

  /// Redraws from the document's latest stream results (when visible; else when shown).
  void refresh();

protected:
  void showEvent(QShowEvent* event) override;

private:
  void redraw();
  void drawSideBySide();
  void showProgress();

  ScenarioDocument* doc_;
  bool stale_ = true;
  HeadlineGrid* headlines_;
  QLabel* status_;
  QProgressBar* progress_;
  QPushButton* cancel_;
  QCustomPlot* heatmap_;
  QCustomPlot* throughput_;
  HoverTips* heatmapTips_;
  HoverTips* throughputTips_;
  ConvoyReplay* replay_;
  QComboBox* fix_;
  QLabel* currentLabel_;
  QLabel* fixLabel_;
  QCustomPlot* currentHeatmap_;
  QCustomPlot* fixHeatmap_;
  QStackedWidget* pages_;  ///< the charts, or message_ when there is nothing simulated
  QLabel* message_;
  std::optional<StreamsResult> shown_;  ///< the results drawn (the replay points into it)
};

}  // namespace accel::ui
