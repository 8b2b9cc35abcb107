// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file compareview.h
/// View > Compare Options: the base and its variants side by side (2 to 4 chosen by
/// checkboxes, and optionally a failure what-if of the first as one more column). The table
/// has every requirement, area light and headline number of each option with its unit, each
/// difference from the first option coloured better or worse in the direction that matters
/// for that figure (app/core/comparetable.h decides it); three charts overlay the options:
/// latency against write size, backlog over time, peer link utilisation per host. The options
/// are evaluated off the GUI thread, only when the scenario or the choice changed.

#include <QDialog>
#include <QFutureWatcher>

#include <vector>

#include "app/core/comparetable.h"

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QTableWidget;
class QHBoxLayout;

namespace accel::ui {

class HoverTips;
class ScenarioDocument;

class CompareView : public QDialog {
  Q_OBJECT
public:
  /// At most this many options are compared (a failure what-if comes on top).
  static constexpr int kMaxOptions = 4;
  /// The cell's comparison with the first option (an int: +1 better, -1 worse, 0 neither).
  static constexpr int kVerdictRole = Qt::UserRole + 70;

  CompareView(ScenarioDocument* doc, QWidget* parent = nullptr);
  ~CompareView() override;

  QTableWidget* table() const { return table_; }
  /// One checkbox per option of the scenario: the base, then each variant.
  const std::vector<QCheckBox*>& choices() const { return checks_; }
  /// The failure choice: "No failure", then the failures the view offers.
  QComboBox* failure() const { return failure_; }
  /// The options on show and their rows (empty until the first evaluation is done).
  const std::vector<ComparedOption>& options() const { return options_; }
  const std::vector<CompareRow>& rows() const { return rows_; }
  /// The charts: latency against write size, backlog over time, link utilisation per host.
  std::vector<QCustomPlot*> charts() const { return {sizes_, backlog_, links_}; }
  /// True while an evaluation runs.
  bool busy() const { return !runningKey_.isEmpty() || pending_; }
  /// How many evaluations have run (a test checks that nothing re-runs without a change).
  int evaluations() const { return evaluations_; }

  /// Evaluates again when the scenario or the choice changed since the last evaluation.
  void refresh();

private:
  struct Job {
    QByteArray key;
    std::vector<ComparedOption> options;
    Problems problems;
  };
  void rebuildChoices();
  void finished();
  void showResults();

  ScenarioDocument* doc_;
  QHBoxLayout* choiceBox_ = nullptr;
  QWidget* choiceArea_ = nullptr;
  std::vector<QCheckBox*> checks_;
  QComboBox* failure_ = nullptr;
  QLabel* status_ = nullptr;
  QTableWidget* table_ = nullptr;
  QCustomPlot* sizes_ = nullptr;
  QCustomPlot* backlog_ = nullptr;
  QCustomPlot* links_ = nullptr;
  HoverTips* sizeTips_ = nullptr;
  HoverTips* backlogTips_ = nullptr;
  HoverTips* linkTips_ = nullptr;
  QFutureWatcher<Job> watcher_;
  QByteArray shownKey_;        ///< the inputs of what is on show
  QByteArray runningKey_;      ///< the inputs of the running evaluation
  bool coveredStale_ = false;  ///< an edit came while a presentation covered the window
  bool pending_ = false;       ///< a change arrived while an evaluation ran
  int evaluations_ = 0;
  std::vector<ComparedOption> options_;
  std::vector<CompareRow> rows_;
  QStringList optionNames_;
};

}  // namespace accel::ui
