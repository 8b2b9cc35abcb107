// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file importwizard.h
/// File > Import workload...: a measured file (esxtop batch, vscsiStats, perfmon, plain CSV)
/// into VM groups. Choose the file and its format (plain CSV: columns and units), preview what
/// it holds (each VM, disk or column with its mean and peak), pick and group the sources, then
/// add the groups to the current scenario (one undo step) or start a new scenario with them.
/// The file is read off the GUI thread with progress and cancel.

#include <QFutureWatcher>
#include <QWizard>

#include <atomic>
#include <memory>
#include <optional>

#include "app/import/groups.h"
#include "app/import/workload.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace accel::ui {

class ImportWizard : public QWizard {
  Q_OBJECT

public:
  enum Page { FilePage, SourcesPage, ImportPage };

  ImportWizard(const Scenario& current, QWidget* parent = nullptr);
  ~ImportWizard() override;

  /// The file to read (as if chosen in the first page).
  void setFile(const QString& path);
  /// Waits until the file read by the sources page is done (tests, screenshots).
  void waitForRead();
  /// What the file holds, once read.
  const std::optional<import::WorkloadData>& data() const { return data_; }
  /// The groups as the sources page has them: VM group name -> sources (checked rows).
  std::vector<import::GroupSpec> groupSpecs() const;
  /// Puts the checked sources matching `pattern` (wildcards) into the group `name`.
  void groupByPattern(const QString& name, const QString& pattern);
  /// After the last page: the scenario to use, and whether it replaces the current one.
  const std::optional<Scenario>& result() const { return result_; }
  bool startsNewScenario() const;

protected:
  void initializePage(int id) override;
  bool validateCurrentPage() override;

private:
  QWizardPage* filePage();
  QWizardPage* sourcesPage();
  QWizardPage* importPage();
  import::ReadOptions options() const;
  void showHead();
  void startRead();
  void readFinished();
  void fillTable();
  bool buildSummary();

  Scenario current_;
  // File page
  QLineEdit* path_ = nullptr;
  QComboBox* format_ = nullptr;
  QWidget* csvBox_ = nullptr;
  QSpinBox* timeColumn_ = nullptr;
  QComboBox* timeUnit_ = nullptr;
  QDoubleSpinBox* interval_ = nullptr;
  QComboBox* rateUnit_ = nullptr;
  QComboBox* delimiter_ = nullptr;
  QComboBox* decimal_ = nullptr;
  QCheckBox* header_ = nullptr;
  QPlainTextEdit* head_ = nullptr;
  // Sources page
  QProgressBar* progress_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QLabel* status_ = nullptr;
  QTableWidget* table_ = nullptr;
  QLineEdit* groupName_ = nullptr;
  QLineEdit* pattern_ = nullptr;
  QTimer* poll_ = nullptr;
  // Import page
  QRadioButton* addTo_ = nullptr;
  QRadioButton* fresh_ = nullptr;
  QLabel* summary_ = nullptr;

  QFutureWatcher<import::ReadResult> watcher_;
  std::shared_ptr<std::atomic<bool>> cancel_flag_;
  std::shared_ptr<std::atomic<double>> done_;
  QString readPath_;
  bool readPending_ = false;
  std::optional<import::WorkloadData> data_;
  import::BuildResult built_;
  std::optional<Scenario> result_;
};

}  // namespace accel::ui
