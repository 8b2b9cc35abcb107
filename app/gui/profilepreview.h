// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file profilepreview.h
/// Under a VM group's write or read profile form: a schedule's windows as a table (add,
/// duplicate, remove, each one undo step), the profile's mean, peak and period with their
/// units, and the rate over one period as the models see it (the equivalent trace of a
/// schedule or duty cycle, profileTrace), plotted small.

#include <QWidget>

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

#include "app/core/params.h"
#include "app/gui/boundtable.h"

class QCustomPlot;
class QLabel;

namespace accel::ui {

class BoundTableEditor;
class ScenarioDocument;

/// The windows of a schedule as a table (add, duplicate, remove, each one undo step): a
/// schedule profile's (vm_groups[].write.windows), or a background load's
/// (backing.random_load.windows, backing.sequential_streams.windows). `params` are the
/// window's columns, `base` the list's path, `windowsOf` the list in a scenario (nullptr when
/// it is gone), `added` the window Add inserts.
TableSpec windowsTableSpec(const std::vector<Param<ScheduleWindow>>& params, const QString& base,
                           std::function<std::vector<ScheduleWindow>*(Scenario&)> windowsOf,
                           const ScheduleWindow& added);

class ProfilePreview : public QWidget {
  Q_OBJECT

public:
  /// The write profile (reads false) or the read profile of VM group `group`.
  ProfilePreview(ScenarioDocument* doc, std::size_t group, bool reads, QWidget* parent = nullptr);

  /// The summary line as shown ("Mean 6.852 MB/s, peak 40 MB/s, period 1 day").
  QString summaryText() const;

private:
  void refresh();
  ScenarioDocument* doc_;
  std::size_t group_;
  bool reads_;
  BoundTableEditor* windows_ = nullptr;
  QLabel* summary_ = nullptr;
  QCustomPlot* plot_ = nullptr;
  /// What the plot shows now (a trace's samples or the profile's words): redrawn on change.
  QString plotted_;
};

}  // namespace accel::ui
