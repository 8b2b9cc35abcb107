// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file sizepanel.h
/// The Size panel: the customer's requirements and the design space (edited like every input,
/// through the document's undo stack), the design search run off the GUI thread with progress
/// and cancel, the designs found as a table, and Apply: the current scenario turned into the
/// chosen design as one undo step, with what changed.

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

#include "app/core/designsearch.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

namespace accel::ui {

class ParamForm;
class ScenarioDocument;

class SizePanel : public QWidget {
  Q_OBJECT

public:
  explicit SizePanel(ScenarioDocument* doc, QWidget* parent = nullptr);
  ~SizePanel() override;

  /// Starts the search over the current scenario's design space (off the GUI thread); a
  /// problem (no design space, an unknown preset...) is shown instead.
  void search();
  /// Stops a running search; what it found so far is not shown.
  void cancel();
  /// Applies the design of the selected row (the first when none is) as one undo step.
  void apply();
  bool running() const;
  /// The designs of the last search (empty before one).
  const DesignSearchResult& result() const { return result_; }
  /// The message of the last search or problem, as shown.
  QString statusText() const;

Q_SIGNALS:
  /// A search finished (or could not start); result() and statusText() are up to date.
  void searchFinished();

private:
  struct Outcome {
    SizingRequest request;
    DesignSearchResult result;
  };
  void searchDone();
  void showProgress();
  void refreshLinks();
  void linksEdited();
  void refreshRanges();
  void setRange(bool disks, bool on);
  void documentChanged();

  ScenarioDocument* doc_;
  QLineEdit* links_;
  QCheckBox* disksOn_;
  QCheckBox* hostsOn_;
  ParamForm* disks_;
  ParamForm* hosts_;
  QPushButton* search_;
  QPushButton* cancel_;
  QPushButton* apply_;
  QProgressBar* progress_;
  QLabel* status_;
  QTableWidget* table_;
  QPlainTextEdit* changes_;
  QTimer* poll_;

  QFutureWatcher<Outcome> watcher_;
  std::shared_ptr<std::atomic<bool>> cancelFlag_;
  std::shared_ptr<std::atomic<std::size_t>> done_;
  std::shared_ptr<std::atomic<std::size_t>> total_;
  Scenario searched_;
  SizingRequest request_;
  DesignSearchResult result_;
  bool stale_ = false;
  bool applying_ = false;
};

}  // namespace accel::ui
