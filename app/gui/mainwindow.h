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
class QScrollArea;
class QSplitter;
class QUndoView;

namespace accel::ui {

class ModelNotesDialog;
class Autosave;
class PresentationWindow;
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
  /// Opens a file the system hands over (macOS: Finder's Open, a file dropped on the Dock):
  /// asks about unsaved changes first, as File > Open does.
  bool openFileAsking(const QString& path) { return maybeSave() && openFile(path); }
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

  /// View > Present (F5): the presentation window over the whole screen, on the chosen areas
  /// (the current results tab's when none were chosen) and the story's inputs.
  void present();
  /// The presentation window (null until first presented).
  PresentationWindow* presentation() const { return presentation_; }
  /// Opens a demo (a file or a bundled ":/demos/..." resource): its starting scenario as an
  /// untitled document and the presentation on its start. False with a message on problems.
  bool openDemo(const QString& path);
  /// Paths of the bundled demos (Qt resources).
  static QStringList demoResources();

  /// The zoom of the window's text and charts, percent (100: the desktop's font size);
  /// clamped to the steps View > Zoom offers and remembered.
  int zoom() const { return zoom_; }
  void setZoom(int percent);
  void zoomIn();
  void zoomOut();
  /// View > Results Only: the editor hidden, the results over the whole window (remembered).
  void setResultsOnly(bool on);
  bool resultsOnly() const;
  /// True while the editor and the results are stacked (a narrow window) rather than side by
  /// side.
  bool stacked() const;
  /// The settings key of the window layout on the current screen ("window/layout/<screen>").
  QString layoutKey() const;

  /// Help > Model Notes: the models' notes (the report's Appendix B), on the note of the
  /// result tab on show.
  void showModelNotes();
  /// The notes window, once opened (null before).
  ModelNotesDialog* modelNotes() const { return notes_; }

protected:
  void closeEvent(QCloseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

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
  void saveLayout();
  void restoreLayout();
  void adaptToWidth();
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
  QAction* resultsOnlyAct_ = nullptr;
  QWidget* editorArea_ = nullptr;
  PresentationWindow* presentation_ = nullptr;
  int zoom_ = 100;
  double baseFontPt_ = 0;
};

}  // namespace accel::ui
