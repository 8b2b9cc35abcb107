// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file mainwindow.h
/// The main window: scenario editor on the left, live results on the right, file handling,
/// undo and redo, recent files and remembered geometry.

#include <QMainWindow>

#include "app/core/reportoptions.h"

class QAction;
class QLabel;
class QMenu;
class QSplitter;
class QUndoView;

namespace accel::ui {

class ModelNotesDialog;
class Autosave;
struct Recovery;
class ResultsPanel;
class ScenarioDocument;
class ScenarioEditor;
class SizePanel;

class MainWindow : public QMainWindow {
  Q_OBJECT

public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  ScenarioDocument* document() const { return doc_; }
  ScenarioEditor* editor() const { return editor_; }
  ResultsPanel* results() const { return results_; }
  /// The Size panel (View > Size): requirements, design space, the design search.
  SizePanel* sizePanel() const { return size_; }
  /// The recovery copy of the open scenario's unsaved edits (autosave.h).
  Autosave* autosave() const { return autosave_; }

  /// Opens a scenario file; on problems shows them and keeps the current scenario.
  bool openFile(const QString& path);
  /// Opens a bundled example (a Qt resource path, ":/examples/...") as an untitled scenario.
  bool openExample(const QString& resourcePath);
  bool save();
  bool saveAs();
  /// Saves to `path` without asking; false with a message box on failure.
  bool saveTo(const QString& path);

  /// File > Export PDF: asks where and how (ReportDialog, remembered settings), then writes
  /// the report with a busy cursor; errors in a message box.
  void exportPdf();
  /// Writes the PDF report of the last valid scenario to `path` without asking; false with
  /// the reason in *error.
  bool exportReport(const QString& path, const ReportOptions& options, QString* error = nullptr);

  /// File > Import workload...: the import wizard; its groups added to the scenario as one
  /// undo step, or a new scenario.
  void importWorkload();
  /// Offers back the unsaved edits that an instance which did not close normally left (the
  /// newest copy; the others wait for the next start): a box, not blocking, named
  /// "recoveryOffer", saying when and for which file, listing what the edits change, with
  /// Restore, Discard and Later. False when there is nothing to offer.
  bool offerRecovery();
  /// Restores a recovery copy: the file it belongs to (when it still reads) with the recovered
  /// scenario as one undo step, unsaved; the copy is then removed.
  bool restoreRecovery(const Recovery& r);

  /// Paths of the bundled examples (Qt resources).
  static QStringList exampleResources();

  /// Help > Model Notes: the models' notes (the report's Appendix B), on the note of the
  /// result tab on show.
  void showModelNotes();
  /// The notes window, once opened (null before).
  ModelNotesDialog* modelNotes() const { return notes_; }

protected:
  void closeEvent(QCloseEvent* event) override;

private:
  void createActions();
  void newScenario();
  void open();
  bool maybeSave();
  void updateTitle();
  void updateRecentMenu();
  void addRecent(const QString& path);
  void showStatus();
  void about();
  void showLoadProblems(const QString& what, const QString& summary, const QStringList& lines,
                        bool fatal);

  ScenarioDocument* doc_;
  ScenarioEditor* editor_;
  ResultsPanel* results_;
  QSplitter* splitter_;
  QMenu* recentMenu_ = nullptr;
  QLabel* statusEval_ = nullptr;
  QUndoView* undoView_ = nullptr;
  ModelNotesDialog* notes_ = nullptr;
  SizePanel* size_ = nullptr;
  Autosave* autosave_ = nullptr;
};

}  // namespace accel::ui
