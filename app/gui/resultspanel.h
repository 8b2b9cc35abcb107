// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file resultspanel.h
/// The right-hand side of the main window: problems of the current scenario, the headline
/// numbers, one tab of charts per model and the findings. Everything is redrawn from the
/// document's scenario and evaluation after every edit.

#include <QList>
#include <QWidget>

#include <optional>

#include "app/core/goalseek.h"
#include "app/core/headlines.h"

class QComboBox;
class QFrame;
class QGridLayout;
class QLabel;
class QListWidget;
class QTabWidget;
class QVBoxLayout;

namespace accel::ui {

class BackingTab;
class DestagerTab;
class FindingsView;
class StreamsTab;
class ReadCacheTab;
class ResultsTablesView;
class SummaryView;
class LatencyTab;
class ReplicaChart;
class ScenarioDocument;

/// Fills a result tab's group chooser with the scenario's VM group names, keeping the chosen
/// group by its index; left alone (no signal, no relayout or repaint) when the names are the
/// ones it shows.
void showGroupNames(QComboBox* box, const Scenario& s);

/// A grid of headline numbers: label, value (coloured by severity) and note.
class HeadlineGrid : public QWidget {
  Q_OBJECT

public:
  explicit HeadlineGrid(QWidget* parent = nullptr);
  void setHeadlines(const QList<Headline>& headlines);
  /// The value shown for a headline key, for tests ("" if absent).
  QString valueText(const QString& key) const;
  /// What goal seek would be asked about the headline `key` (its right-click menu); empty
  /// when the headline has no number.
  std::optional<GoalTarget> goalTarget(const QString& key) const;

Q_SIGNALS:
  /// "Find the input value that makes this ..." was chosen on a headline.
  void goalSeekRequested(const accel::ui::GoalTarget& target);
  /// "What does this depend on?" was chosen on a headline (its results pointer).
  void sensitivityRequested(const QString& metric);

protected:
  /// A new font (the window's zoom) sizes the values again.
  void changeEvent(QEvent* event) override;

private:
  /// The values' font: bold, 1.35 times the grid's own (which follows the window's zoom).
  QFont valueFont() const;
  /// One headline's widgets, kept from edit to edit.
  struct Row {
    QLabel* label = nullptr;
    QLabel* value = nullptr;
    QLabel* note = nullptr;
    QString key;          ///< whose goal-seek actions the value carries
    bool number = false;  ///< whether it carries them
  };
  QGridLayout* grid_;
  QList<Headline> headlines_;
  QList<Row> rows_;
};

class ResultsPanel : public QWidget {
  Q_OBJECT

public:
  explicit ResultsPanel(ScenarioDocument* doc, QWidget* parent = nullptr);

  HeadlineGrid* headlines() const { return headlines_; }
  ReplicaChart* replicaChart() const { return replicaChart_; }
  FindingsView* findings() const { return findings_; }
  LatencyTab* latencyTab() const { return latencyTab_; }
  BackingTab* backingTab() const { return backingTab_; }
  DestagerTab* destagerTab() const { return destagerTab_; }
  StreamsTab* streamsTab() const { return streamsTab_; }
  ReadCacheTab* readCacheTab() const { return readCacheTab_; }
  /// The Tables tab: the results document's lists as tables.
  ResultsTablesView* tables() const { return tables_; }
  QTabWidget* tabs() const { return tabs_; }
  SummaryView* summary() const { return summary_; }
  /// The result tab of an area key ("replica", "latency", ...), or null.
  QWidget* areaTab(const QString& key) const;

  /// Redraws everything from the document (later, when the panel is covered).
  void refresh();

  /// A full-screen presentation covers the window (or no longer does): while covered, the
  /// panel and its tabs only mark themselves stale on an edit (covered.h); uncovered, what is
  /// stale is redrawn at once, before the user sees it.
  void setCovered(bool covered);
  bool covered() const;

  /// The status light (areas.h Light) of each area, in areaKeys() order, as the summary and
  /// the tabs show it.
  QList<int> tabLights() const { return tabLights_; }
  /// Shows the tab of the most severe area (the first of equals; the summary when every area
  /// is ok); what opening a file does.
  void showMostSevere();

Q_SIGNALS:
  /// The user asked to go to the field of a problem (JSON path).
  void problemActivated(const QString& path);
  /// "Find the input value that makes this ..." was chosen on a headline or a requirement of
  /// any tab.
  void goalSeekRequested(const accel::ui::GoalTarget& target);
  /// "What does this depend on?" was chosen on a headline or an area's headline (the result's
  /// JSON pointer into the results document).
  void sensitivityRequested(const QString& metric);

private:
  /// The summary and each tab's light and tooltip, from the areas' rule (app/core/areas.h).
  void refreshVerdicts();

  ScenarioDocument* doc_;
  bool stale_ = false;
  QList<int> tabLights_;
  qint64 tabsPalette_ = 0;  ///< the tab bar's palette when its colours were set
  QLabel* staleBanner_;
  QListWidget* problems_;
  QStringList problemsShown_;  // what problems_ lists, to fill it only when that changes
  HeadlineGrid* headlines_;
  QTabWidget* tabs_;
  SummaryView* summary_;
  QWidget* replicaTab_;
  ReplicaChart* replicaChart_;
  FindingsView* findings_;
  LatencyTab* latencyTab_;
  BackingTab* backingTab_;
  DestagerTab* destagerTab_;
  StreamsTab* streamsTab_;
  ReadCacheTab* readCacheTab_;
  ResultsTablesView* tables_;
};

}  // namespace accel::ui
