// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file summaryview.h
/// The results panel's first tab: every area's status light, headline number and verdict
/// (app/core/areas.h, the rule the report and the results document use), then the top
/// recommendations.

#include <QList>
#include <QWidget>

#include <optional>
#include <vector>

#include "app/core/areas.h"
#include "app/core/goalseek.h"

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
  /// The requirement rows as shown, one line each (for tests).
  QStringList requirementLines() const { return requirementLines_; }
  /// What goal seek is asked about requirement row `i` (its right-click menu); empty when its
  /// limit is not a number (a buffer that must never fill).
  std::optional<GoalTarget> requirementTarget(int i) const;

Q_SIGNALS:
  /// The user clicked an area's title: show its tab.
  void areaActivated(const QString& key);
  /// "Find the input value that meets this requirement" was chosen on a requirement row.
  void goalSeekRequested(const accel::ui::GoalTarget& target);
  /// "What does this depend on?" was chosen on an area's headline (its JSON pointer).
  void sensitivityRequested(const QString& metric);

private:
  /// The requirement checklist: a light, what, value, limit and margin per row.
  void showRequirements(const Scenario& s, const RequirementsResult& r);

  QGridLayout* grid_;
  QLabel* requirementsHeading_;
  QGridLayout* requirements_;
  QLabel* recommendations_;
  QStringList requirementLines_;
  std::vector<GoalTarget> requirementTargets_;
  /// One area's row: its light, title, headline value and verdict.
  struct Row {
    QLabel* light = nullptr;
    QLabel* title = nullptr;
    QLabel* value = nullptr;
    QLabel* verdict = nullptr;
    std::optional<Light> lightShown;
    QString dependsOn;  // the headline the value's "What does this depend on?" asks about
  };
  void addRow(const AreaVerdict& a);
  void updateRow(Row& r, const AreaVerdict& a);
  /// One requirement's row: its light, what, value, limit and margin, and the goal seek its
  /// what and value offer on right-click when its limit is a number.
  struct RequirementRow {
    QLabel* light = nullptr;
    QLabel* what = nullptr;
    QLabel* value = nullptr;
    QLabel* limit = nullptr;
    QLabel* margin = nullptr;
    std::optional<bool> metShown;
    std::optional<bool> seekShown;
  };
  void addRequirementRow(const RequirementCheck& c);

  QList<QWidget*> cells_;             // the areas' rows
  QList<QWidget*> requirementCells_;  // the requirements' rows
  std::vector<Row> rows_;
  QStringList rowKeys_;  // the areas the rows show, in order
  std::vector<RequirementRow> requirementRows_;
  QStringList requirementKeys_;  // the requirements the rows show, in order
  QList<AreaVerdict> areas_;
};

}  // namespace accel::ui
