// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file backingtab.h
/// The backing array tab: headline numbers; a stripe map of the chosen RAID group with the
/// cells one I/O touches; IOPS against read percentage for each RAID level on the configured
/// disks; per-disk utilisation under the background random load.

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;

namespace accel::ui {

class HeadlineGrid;
class HoverTips;
class ScenarioDocument;
class StripeMapWidget;

class BackingTab : public QWidget {
  Q_OBJECT

public:
  explicit BackingTab(ScenarioDocument* doc, QWidget* parent = nullptr);

  HeadlineGrid* headlines() const { return headlines_; }
  StripeMapWidget* stripeMap() const { return map_; }
  QCustomPlot* iopsChart() const { return iops_; }
  QCustomPlot* memberChart() const { return members_; }
  /// The hyperconverged backing's resources (shown for that backing kind instead of the RAID
  /// group charts).
  QCustomPlot* hyperconvergedChart() const { return hci_; }
  HoverTips* iopsTips() const { return iopsTips_; }
  HoverTips* memberTips() const { return memberTips_; }
  QDoubleSpinBox* ioSize() const { return ioKib_; }
  QDoubleSpinBox* ioOffset() const { return offsetKib_; }

  /// Redraws from the document; while the tab is hidden, only notes that it must redraw
  /// when shown (an edit then costs nothing here).
  void refresh();

protected:
  void showEvent(QShowEvent* event) override;

private:
  void redraw();
  void drawMap();
  void drawIops();
  void drawMembers();
  int group() const;

  ScenarioDocument* doc_;
  bool stale_ = true;
  HeadlineGrid* headlines_;
  QComboBox* group_;
  QDoubleSpinBox* ioKib_;
  QDoubleSpinBox* offsetKib_;
  QComboBox* kind_;
  StripeMapWidget* map_;
  QCustomPlot* iops_;
  QCustomPlot* members_;
  QCustomPlot* hci_;
  HoverTips* hciTips_;
  QWidget* raidControls_ = nullptr;
  QWidget* raidCharts_ = nullptr;
  HoverTips* iopsTips_;
  HoverTips* memberTips_;
};

}  // namespace accel::ui
