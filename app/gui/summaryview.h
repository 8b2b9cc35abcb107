// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file summaryview.h
/// The results panel's first tab: every area's status light, headline number and verdict
/// (app/core/areas.h, the rule the report and the results document use), then the top
/// recommendations.

#include <QList>
#include <QWidget>

#include "app/core/areas.h"

class QGridLayout;
class QLabel;

namespace accel::ui {

/// A round light of the area's status colour, for the summary rows and the result tabs.
QIcon lightIcon(Light light, int size = 14);

class SummaryView : public QWidget {
  Q_OBJECT

public:
  explicit SummaryView(QWidget* parent = nullptr);

  /// Redraws from the scenario and its evaluation.
  void showSummary(const Scenario& s, const Evaluation& e);
  /// The areas as shown (for tests).
  const QList<AreaVerdict>& areas() const { return areas_; }

Q_SIGNALS:
  /// The user clicked an area's title: show its tab.
  void areaActivated(const QString& key);

private:
  QGridLayout* grid_;
  QLabel* recommendations_;
  QList<QWidget*> cells_;
  QList<AreaVerdict> areas_;
};

}  // namespace accel::ui
