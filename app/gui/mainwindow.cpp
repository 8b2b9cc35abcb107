// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

#include "app/charts/chartutil.h"
#include "app/core/areas.h"
#include "app/core/demo.h"
#include "app/core/evaluation.h"
#include "app/core/safetext.h"
#include "app/core/scenariodiff.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "app/core/version.h"
#include "app/gui/aboutdialog.h"
#include "app/gui/autosave.h"
#include "app/gui/boundtable.h"
#include "app/gui/calibrationdialog.h"
#include "app/gui/examplemenus.h"
#include "app/gui/failuredialog.h"
#include "app/gui/goalseekdialog.h"
#include "app/gui/importwizard.h"
#include "app/gui/modelnotesdialog.h"
#include "app/gui/presentation.h"
#include "app/gui/reportdialog.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "app/gui/settings.h"
#include "app/gui/settlelayouts.h"
#include "app/gui/sizepanel.h"
#include "app/gui/studyactions.h"
#include "app/gui/variantsbar.h"
#include "app/report/report.h"

namespace accel::ui {

namespace {

const Setting<int> kZoom{"view/zoom", 100};
const Setting<bool> kResultsOnly{"view/resultsOnly", false};
const Setting<QStringList> kPresentAreas{"present/areas", {}};
const Setting<QStringList> kPresentInputs{"present/inputs", {}};

/// The inputs presentation mode offers for an area when no demo names them.
QStringList defaultInputs(const QString& area)
{
  if (area == QLatin1String("replica"))
    return {QStringLiteral("/peer_network/link_gbps"), QStringLiteral("/vm_groups/0/write/mbps"),
            QStringLiteral("/peer_network/compression_ratio")};
  if (area == QLatin1String("latency"))
    return {QStringLiteral("/vm_groups/0/write_io_kib"), QStringLiteral("/peer_network/link_gbps"),
            QStringLiteral("/acceleration/write_latency_us")};
  if (area == QLatin1String("destager"))
    return {QStringLiteral("/acceleration/write_buffer_mb"),
            QStringLiteral("/vm_groups/0/write/mbps"),
            QStringLiteral("/backing/raid_groups/0/disks")};
  if (area == QLatin1String("backing"))
    return {QStringLiteral("/backing/raid_groups/0/disks"),
            QStringLiteral("/backing/random_load/iops"),
            QStringLiteral("/backing/random_load/read_fraction")};
  return {QStringLiteral("/backing/sequential_streams/count"),
          QStringLiteral("/backing/raid_groups/0/segment_kib"),
          QStringLiteral("/backing/sequential_streams/outstanding_ios")};
}
/// The zoom steps of View > Zoom In and Zoom Out, percent.
constexpr int kZoomSteps[] = {70, 80, 90, 100, 110, 125, 140, 160, 180, 200};
/// Below this width the editor and the results stack instead of standing side by side.
constexpr int kStackBelowWidth = 900;
const Setting<QStringList> kRecentFiles{"files/recent", {}};
const Setting<QString> kLastDir{"files/lastDirectory", {}};
constexpr int kMaxRecent = 8;

/// An icon from the desktop theme, or the style's own when there is no theme.
QIcon themeIcon(const char* name, QStyle::StandardPixmap fallback)
{
  // The style's icon only where the theme has none (QIcon::fromTheme's rule): the style reads
  // every size of its icon from its images when asked.
  QIcon icon = QIcon::fromTheme(QLatin1String(name));
  if (icon.isNull() || icon.availableSizes().isEmpty())
    icon = QApplication::style()->standardIcon(fallback);
  return icon;
}

/// A file name stem from a scenario name: "build-cluster-on-1gbe-peers".
QString fileStem(const QString& name)
{
  QString stem = name.toLower();
  stem.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
  return stem;
}

const QString kFileFilter =
    QObject::tr("AccelSizer scenarios (*.accelsizer.json *.json);;All files (*)");

}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      doc_(new ScenarioDocument(this)),
      editor_(new ScenarioEditor(doc_, this)),
      results_(new ResultsPanel(doc_, this)),
      splitter_(new QSplitter(Qt::Horizontal, this))
{
  setObjectName(QStringLiteral("MainWindow"));
  // The editor scrolls when the window is smaller than it needs (a 1024x768 projector); the
  // results keep their minimum width (under 700 pixels).
  const auto scrolled = [this](QWidget* content, const char* name) {
    auto* area = new QScrollArea(this);
    area->setObjectName(QLatin1String(name));
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(content);
    return area;
  };
  editorArea_ = scrolled(editor_, "editorArea");
  splitter_->addWidget(editorArea_);
  splitter_->addWidget(results_);
  splitter_->setStretchFactor(0, 5);
  splitter_->setStretchFactor(1, 4);
  splitter_->setChildrenCollapsible(false);
  splitter_->setObjectName(QStringLiteral("mainSplitter"));
  setCentralWidget(splitter_);
  // Charts follow the window's zoom and the desktop's palette.
  for (QCustomPlot* plot : findChildren<QCustomPlot*>())
    followWidgetLook(plot);

  undoView_ = new QUndoView(doc_->undoStack());
  undoView_->setEmptyLabel(tr("<opened>"));
  auto* dock = new QDockWidget(tr("Undo history"), this);
  dock->setObjectName(QStringLiteral("undoHistory"));
  dock->setWidget(undoView_);
  addDockWidget(Qt::RightDockWidgetArea, dock);
  dock->hide();

  size_ = new SizePanel(doc_, this);
  auto* sizeDock = new QDockWidget(tr("Size"), this);
  sizeDock->setObjectName(QStringLiteral("sizePanel"));
  sizeDock->setWidget(size_);
  addDockWidget(Qt::RightDockWidgetArea, sizeDock);
  sizeDock->hide();
  autosave_ = new Autosave(doc_, this);
  connect(autosave_, &Autosave::failed, this, [this](const QString& error) {
    statusBar()->showMessage(tr("The recovery copy was not written: %1").arg(error), 8000);
  });

  createActions();
  statusEval_ = new QLabel(this);
  statusBar()->addPermanentWidget(statusEval_);

  connect(doc_, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
  connect(doc_, &ScenarioDocument::changed, this, &MainWindow::showStatus);
  // An edit, or a result from a background job, shows in one repaint: the layouts its new
  // texts asked for settle before it (settled after it, they move widgets and repaint again).
  settleLayoutsBeforeRepaint(this);
  connect(doc_, &ScenarioDocument::fileStateChanged, this, &MainWindow::updateTitle);
  connect(results_, &ResultsPanel::problemActivated, editor_, &ScenarioEditor::focusPath);
  connect(results_, &ResultsPanel::goalSeekRequested, this, [this](const GoalTarget& t) {
    auto* dialog = new GoalSeekDialog(doc_, t, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("goalSeekDialog"));
    dialog->show();
  });

  baseFontPt_ = QApplication::font().pointSizeF();
  setZoom(kZoom.get());
  restoreLayout();
  setResultsOnly(kResultsOnly.get());
  updateTitle();
  showStatus();
}

MainWindow::~MainWindow()
{
  delete autosave_;  // before the document it follows (it may write a last copy)
}

QStringList MainWindow::demoResources()
{
  QStringList out;
  const QDir dir(QStringLiteral(":/demos"));
  for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
    out << dir.filePath(name);
  return out;
}

void MainWindow::present()
{
  if (!presentation_) {
    presentation_ = new PresentationWindow(doc_, this);
    connect(presentation_, &PresentationWindow::coversParentChanged, results_,
            &ResultsPanel::setCovered);
    connect(presentation_, &PresentationWindow::left, this, [this] {
      kPresentAreas.set(presentation_->areas());
      if (!presentation_->hasDemo())
        kPresentInputs.set(presentation_->inputs());
      activateWindow();
    });
  }
  if (!presentation_->hasDemo()) {
    // The area on screen in the results; from the summary, the most severe area; else the
    // last chosen ones.
    QString current;
    for (const QString& k : areaKeys())
      if (results_->areaTab(k) == results_->tabs()->currentWidget())
        current = k;
    if (current.isEmpty()) {  // the summary: the area opening a file shows
      QWidget* shown = results_->tabs()->currentWidget();
      results_->showMostSevere();
      for (const QString& k : areaKeys())
        if (results_->areaTab(k) == results_->tabs()->currentWidget())
          current = k;
      results_->tabs()->setCurrentWidget(shown);
    }
    QStringList areas = kPresentAreas.get();
    if (!current.isEmpty())
      areas = QStringList{current};
    presentation_->setAreas(areas);
    QStringList inputs;
    for (const QString& area : presentation_->areas())
      inputs << defaultInputs(area);
    presentation_->setInputs(inputs);
  }
  presentation_->present();
}

bool MainWindow::openDemo(const QString& path)
{
  QFile f(path);
  const DemoLoad loaded = parseDemo(f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray());
  QStringList lines;
  for (const Problem& p : loaded.problems)
    lines << p.toString();
  if (!loaded.ok()) {
    showLoadProblems(tr("Open Demo"),
                     tr("%1 was not opened: it has problems.").arg(QFileInfo(path).fileName()),
                     lines, true);
    return false;
  }
  const Demo& demo = *loaded.demo;
  QJsonObject start = demo.scenarioObject;
  if (!demo.scenario.isEmpty()) {
    const QString file = demo.scenario.startsWith(QLatin1String("example:"))
                             ? QStringLiteral(":/examples/") + demo.scenario.mid(8)
                             : QFileInfo(path).dir().filePath(demo.scenario);
    QFile sf(file);
    const QJsonDocument doc =
        QJsonDocument::fromJson(sf.open(QIODevice::ReadOnly) ? sf.readAll() : QByteArray());
    start = doc.object();
  }
  const LoadResult scenario = parseScenario(QJsonDocument(start).toJson());
  if (!scenario.ok()) {
    QStringList problems;
    for (const Problem& p : scenario.problems)
      problems << p.toString();
    showLoadProblems(tr("Open Demo"),
                     tr("The starting scenario of %1 has problems.").arg(demo.title), problems,
                     true);
    return false;
  }
  if (!maybeSave())
    return false;
  doc_->reset(*scenario.scenario, QString());
  results_->showMostSevere();
  if (!presentation_)
    present();  // creates it
  presentation_->setDemo(demo, scenarioToJson(*scenario.scenario));
  presentation_->present();
  return true;
}

QStringList MainWindow::exampleResources()
{
  QStringList out;
  const QDir dir(QStringLiteral(":/examples"));
  for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
    out << dir.filePath(name);
  return out;
}

void MainWindow::createActions()
{
  QMenu* file = menuBar()->addMenu(tr("&File"));
  QToolBar* tools = addToolBar(tr("File"));
  tools->setObjectName(QStringLiteral("fileToolBar"));

  QAction* newAct = file->addAction(themeIcon("document-new", QStyle::SP_FileIcon), tr("&New"),
                                    this, &MainWindow::newScenario);
  newAct->setShortcut(QKeySequence::New);
  newAct->setStatusTip(tr("Start a new scenario with default values"));
  QAction* openAct = file->addAction(themeIcon("document-open", QStyle::SP_DialogOpenButton),
                                     tr("&Open..."), this, &MainWindow::open);
  openAct->setShortcut(QKeySequence::Open);
  openAct->setStatusTip(tr("Open a scenario file"));

  QMenu* examples = file->addMenu(tr("Open &Example"));
  examples->setObjectName(QStringLiteral("openExampleMenu"));
  QMenu* demos = file->addMenu(tr("Open &Demo"));
  demos->setObjectName(QStringLiteral("openDemoMenu"));
  demos->addSeparator();
  demos->addAction(tr("Demo &File…"), this, [this] {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Demo"), kLastDir.get(),
        tr("AccelSizer demos (*.accelsizer-demo.json *.json);;All files (*)"));
    if (!path.isEmpty())
      openDemo(path);
  });
  fillExampleMenusWhenOpened(examples, demos, this);
  recentMenu_ = file->addMenu(tr("Open &Recent"));
  updateRecentMenu();
  file->addSeparator();

  QAction* saveAct = file->addAction(themeIcon("document-save", QStyle::SP_DialogSaveButton),
                                     tr("&Save"), this, &MainWindow::save);
  saveAct->setShortcut(QKeySequence::Save);
  saveAct->setStatusTip(tr("Save the scenario"));
  QAction* saveAsAct = file->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")),
                                       tr("Save &As..."), this, &MainWindow::saveAs);
  saveAsAct->setShortcut(QKeySequence::SaveAs);
  file->addSeparator();
  QAction* importAct =
      file->addAction(QIcon::fromTheme(QStringLiteral("document-import")),
                      tr("&Import Workload\u2026"), this, &MainWindow::importWorkload);
  importAct->setObjectName(QStringLiteral("importWorkload"));
  importAct->setStatusTip(tr("Measured data (esxtop, vscsiStats, perfmon, CSV) into VM groups"));
  QAction* exportAct = file->addAction(QIcon::fromTheme(QStringLiteral("document-export")),
                                       tr("&Export PDF..."), this, &MainWindow::exportPdf);
  exportAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
  exportAct->setStatusTip(tr("Write the sizing report as a PDF document"));
  file->addSeparator();
  QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);
  quit->setMenuRole(QAction::QuitRole);

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  QAction* undo = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  undo->setIcon(themeIcon("edit-undo", QStyle::SP_ArrowBack));
  QAction* redo = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
  redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
  redo->setIcon(themeIcon("edit-redo", QStyle::SP_ArrowForward));
  edit->addAction(undo);
  edit->addAction(redo);
  edit->addSeparator();
  QAction* addGroup =
      edit->addAction(tr("&Add VM Group"), editor_->vmGroups(), &BoundTableEditor::addRow);
  addGroup->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
  QAction* dupGroup = edit->addAction(tr("&Duplicate VM Group"), editor_->vmGroups(),
                                      &BoundTableEditor::duplicateRow);
  dupGroup->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
  QAction* delGroup =
      edit->addAction(tr("Re&move VM Group"), editor_->vmGroups(), &BoundTableEditor::removeRow);
  delGroup->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
  edit->addSeparator();
  edit->addAction(tr("What If a &Host Fails…"), this, [this] {
    auto* d = new FailureDialog(doc_, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->open();
  });
  addStudyActions(edit, doc_, results_, this);
  addCalibrationAction(edit, doc_, this);

  tools->addAction(newAct);
  tools->addAction(openAct);
  tools->addAction(saveAct);
  tools->addSeparator();
  tools->addAction(undo);
  tools->addAction(redo);
  addToolBarBreak();
  auto* variants = new VariantsBar(doc_, this);  // the options: base and variants
  addToolBar(variants);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  for (QDockWidget* dock : findChildren<QDockWidget*>())
    view->addAction(dock->toggleViewAction());
  view->addAction(tools->toggleViewAction());
  view->addAction(variants->toggleViewAction());
  view->addAction(variants->compareAction());
  view->addSeparator();
  QAction* presentAct = view->addAction(themeIcon("view-fullscreen", QStyle::SP_TitleBarMaxButton),
                                        tr("&Present"), this, &MainWindow::present);
  presentAct->setObjectName(QStringLiteral("present"));
  presentAct->setShortcut(QKeySequence(Qt::Key_F5));
  presentAct->setStatusTip(
      tr("Full screen in large type: the chosen results and the story's inputs (Esc leaves)"));
  tools->addSeparator();
  tools->addAction(presentAct);
  resultsOnlyAct_ = view->addAction(tr("&Results Only"));
  resultsOnlyAct_->setObjectName(QStringLiteral("resultsOnly"));
  resultsOnlyAct_->setCheckable(true);
  resultsOnlyAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
  resultsOnlyAct_->setStatusTip(tr("Hide the scenario editor: the results fill the window"));
  connect(resultsOnlyAct_, &QAction::toggled, this, &MainWindow::setResultsOnly);
  view->addSeparator();
  QAction* zoomInAct = view->addAction(themeIcon("zoom-in", QStyle::SP_ArrowUp), tr("Zoom &In"),
                                       this, &MainWindow::zoomIn);
  zoomInAct->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
  zoomInAct->setStatusTip(tr("Larger text and charts"));
  QAction* zoomOutAct = view->addAction(themeIcon("zoom-out", QStyle::SP_ArrowDown),
                                        tr("Zoom &Out"), this, &MainWindow::zoomOut);
  zoomOutAct->setShortcut(QKeySequence::ZoomOut);
  zoomOutAct->setStatusTip(tr("Smaller text and charts"));
  QAction* zoomResetAct = view->addAction(tr("&Actual Size"), this, [this] { setZoom(100); });
  zoomResetAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  zoomResetAct->setStatusTip(tr("Text and charts at the desktop's size"));

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  QAction* notes = help->addAction(tr("&Model Notes"), this, &MainWindow::showModelNotes);
  notes->setShortcut(QKeySequence::HelpContents);
  notes->setStatusTip(
      tr("What each model assumes and where its equations come from (the report's Appendix B)"));
  help->addSeparator();
  help->addAction(tr("&About AccelSizer"), this, &MainWindow::about);
  help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::importWorkload()
{
  ImportWizard wizard(doc_->scenario(), this);
  if (wizard.exec() != QDialog::Accepted || !wizard.result())
    return;
  const Scenario imported = *wizard.result();
  if (wizard.startsNewScenario()) {
    if (!maybeSave())
      return;
    doc_->reset(imported, QString());
  } else {
    doc_->edit(tr("Import workload"), [imported](Scenario& s) { s = imported; });
  }
  statusBar()->showMessage(tr("Imported %1 VM group(s)").arg(wizard.groupSpecs().size()), 6000);
}

void MainWindow::newScenario()
{
  if (!maybeSave())
    return;
  const Scenario fresh;
  doc_->reset(fresh, QString());
}

void MainWindow::open()
{
  if (!maybeSave())
    return;
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Open Scenario"), kLastDir.get(), kFileFilter);
  if (!path.isEmpty())
    openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
  const LoadResult loaded = loadScenarioFile(path);
  QStringList lines;
  for (const Problem& p : loaded.problems)
    lines << p.toString();
  if (!loaded.ok()) {
    showLoadProblems(tr("Open Scenario"),
                     tr("%1 was not opened: it has problems. The current scenario is unchanged.")
                         .arg(QFileInfo(path).fileName()),
                     lines, true);
    return false;
  }
  doc_->reset(*loaded.scenario, QFileInfo(path).absoluteFilePath());
  results_->showMostSevere();
  kLastDir.set(QFileInfo(path).absolutePath());
  addRecent(QFileInfo(path).absoluteFilePath());
  if (!lines.isEmpty())
    showLoadProblems(tr("Open Scenario"),
                     tr("%1 opened with warnings.").arg(QFileInfo(path).fileName()), lines, false);
  statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
  return true;
}

bool MainWindow::openExample(const QString& resourcePath)
{
  if (!maybeSave())
    return false;
  QFile f(resourcePath);
  if (!f.open(QIODevice::ReadOnly))
    return false;
  const LoadResult loaded = parseScenario(f.readAll());
  if (!loaded.ok())
    return false;
  doc_->reset(*loaded.scenario, QString());
  results_->showMostSevere();
  statusBar()->showMessage(tr("Opened the example \u201c%1\u201d; Save As keeps your changes.")
                               .arg(QString::fromStdString(loaded.scenario->name)),
                           6000);
  return true;
}

void MainWindow::showLoadProblems(const QString& what, const QString& summary,
                                  const QStringList& lines, bool fatal)
{
  // Not modal-blocking: the window stays usable and scripted runs never hang on it.
  auto* box = new QMessageBox(fatal ? QMessageBox::Critical : QMessageBox::Warning, what, summary,
                              QMessageBox::Ok, this);
  box->setObjectName(QStringLiteral("loadProblems"));
  box->setInformativeText(
      tr("%n problem(s); see the details.", nullptr, static_cast<int>(lines.size())));
  box->setDetailedText(lines.join(QLatin1Char('\n')));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setWindowModality(Qt::NonModal);
  QTimer::singleShot(0, box, &QWidget::show);  // a file named at start: once the window shows
}

bool MainWindow::save()
{
  if (doc_->filePath().isEmpty())
    return saveAs();
  return saveTo(doc_->filePath());
}

bool MainWindow::saveAs()
{
  QString suggested = doc_->filePath();
  if (suggested.isEmpty()) {
    suggested = QDir(kLastDir.get())
                    .filePath(fileStem(doc_->displayName()) + QStringLiteral(".accelsizer.json"));
  }
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Save Scenario"), suggested, kFileFilter);
  if (path.isEmpty())
    return false;
  return saveTo(path);
}

bool MainWindow::saveTo(const QString& path)
{
  QString error;
  if (!saveScenarioFile(doc_->fileScenario(), path, &error)) {
    QMessageBox::critical(this, tr("Save Scenario"),
                          tr("The scenario was not saved.\n%1\nYour edits are still here; "
                             "try another location.")
                              .arg(error));
    return false;
  }
  doc_->markSaved(QFileInfo(path).absoluteFilePath());
  kLastDir.set(QFileInfo(path).absolutePath());
  addRecent(QFileInfo(path).absoluteFilePath());
  statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
  return true;
}

bool MainWindow::maybeSave()
{
  if (!doc_->isModified())
    return true;
  const auto answer = QMessageBox::warning(
      this, tr("Unsaved Changes"),
      tr("\u201c%1\u201d has unsaved changes. Save them?").arg(doc_->displayName()),
      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Save)
    return save();
  if (answer == QMessageBox::Discard)
    autosave_->discard();  // discarded on purpose: nothing to offer back
  return answer == QMessageBox::Discard;
}

bool MainWindow::offerRecovery()
{
  const std::vector<Recovery> found = Autosave::orphans();
  if (found.empty())
    return false;
  const Recovery r = found.front();
  Scenario base;
  QString baseName = tr("a new scenario");
  if (!r.file.isEmpty()) {
    const LoadResult loaded = loadScenarioFile(r.file);
    baseName = QDir::toNativeSeparators(escapeControls(r.file));
    if (loaded.ok())
      base = *loaded.scenario;
    else
      baseName += tr(" (it no longer reads: the edits would be restored as a new scenario)");
  }
  const QStringList changes = scenarioDifferences(base, r.scenario);
  auto* box =
      new QMessageBox(QMessageBox::Question, tr("Recover Unsaved Changes"),
                      tr("AccelSizer did not close normally. Unsaved changes to "
                         "\u201c%1\u201d from %2 can be restored.")
                          .arg(userText(r.scenario.name),
                               QLocale().toString(r.saved.toLocalTime(), QLocale::ShortFormat)),
                      QMessageBox::NoButton, this);
  box->setObjectName(QStringLiteral("recoveryOffer"));
  box->setInformativeText(
      tr("Changes to %1:\n%2")
          .arg(baseName, changes.isEmpty() ? tr("none") : changes.join(QLatin1Char('\n'))));
  QPushButton* restore = box->addButton(tr("&Restore"), QMessageBox::AcceptRole);
  restore->setObjectName(QStringLiteral("restore"));
  box->addButton(tr("&Discard"), QMessageBox::DestructiveRole)
      ->setObjectName(QStringLiteral("discard"));
  box->addButton(tr("&Later"), QMessageBox::RejectRole)->setObjectName(QStringLiteral("later"));
  box->setDefaultButton(restore);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->setWindowModality(Qt::NonModal);  // scripted runs never hang on it
  connect(box, &QMessageBox::buttonClicked, this, [this, box, r](QAbstractButton* b) {
    const QString which = b->objectName();
    if (which == QLatin1String("restore")) {
      if (maybeSave())
        restoreRecovery(r);
    } else if (which == QLatin1String("discard")) {
      QFile::remove(r.path);
    }
    box->close();
  });
  box->show();
  return true;
}

bool MainWindow::restoreRecovery(const Recovery& r)
{
  Scenario base;
  QString path;
  if (!r.file.isEmpty()) {
    const LoadResult loaded = loadScenarioFile(r.file);
    if (loaded.ok()) {
      base = *loaded.scenario;
      path = QFileInfo(r.file).absoluteFilePath();
    }
  }
  doc_->reset(base, path);
  const Scenario recovered = r.scenario;
  doc_->edit(tr("Restore unsaved changes"), [&recovered](Scenario& s) { s = recovered; });
  autosave_->writeNow();  // this instance's copy now holds them
  QFile::remove(r.path);
  statusBar()->showMessage(tr("Restored the unsaved changes; Save keeps them."), 6000);
  return true;
}

void MainWindow::exportPdf()
{
  ReportDialog dialog(fileStem(doc_->displayName()) + QStringLiteral("-report.pdf"),
                      doc_->resultsStale(), this);
  if (dialog.exec() != QDialog::Accepted)
    return;
  dialog.remember();
  const QString path = dialog.outputPath();
  QString error;
  statusBar()->showMessage(tr("Writing the report..."));
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const bool ok = exportReport(path, dialog.options(), &error);
  QApplication::restoreOverrideCursor();
  statusBar()->clearMessage();
  if (!ok) {
    QMessageBox::critical(this, tr("Export PDF Report"),
                          tr("The report was not written.\n%1").arg(error));
    return;
  }
  statusBar()->showMessage(tr("Report written to %1").arg(QDir::toNativeSeparators(path)), 6000);
}

bool MainWindow::exportReport(const QString& path, const ReportOptions& options, QString* error)
{
  // Evaluated again, as the command line does: the same numbers the tabs show, and the stream
  // simulation (which the document runs off the GUI thread) complete.
  const Scenario& s = doc_->evaluatedFile();  // the base, with its options compared
  return report::writeReport(s, evaluateScenario(s), options, path, error);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
  if (!maybeSave()) {
    event->ignore();
    return;
  }
  saveLayout();
  autosave_->discard();  // saved, or discarded on purpose
  event->accept();
}

QString MainWindow::layoutKey() const
{
  const QScreen* sc = screen() ? screen() : QGuiApplication::primaryScreen();
  QString name = sc ? QStringLiteral("%1 %2x%3")
                          .arg(sc->name())
                          .arg(sc->size().width())
                          .arg(sc->size().height())
                    : QStringLiteral("default");
  name.replace(QRegularExpression(QStringLiteral("[/\\\\]")), QStringLiteral("_"));
  return QStringLiteral("window/layout/") + name;
}

void MainWindow::saveLayout()
{
  QSettings settings;
  settings.beginGroup(layoutKey());
  settings.setValue(QStringLiteral("geometry"), saveGeometry());
  settings.setValue(QStringLiteral("state"), saveState());
  settings.setValue(QStringLiteral("splitter"), splitter_->saveState());
  settings.endGroup();
}

void MainWindow::restoreLayout()
{
  QSettings settings;
  settings.beginGroup(layoutKey());
  const QByteArray geometry = settings.value(QStringLiteral("geometry")).toByteArray();
  const QByteArray state = settings.value(QStringLiteral("state")).toByteArray();
  const QByteArray split = settings.value(QStringLiteral("splitter")).toByteArray();
  settings.endGroup();
  if (geometry.isEmpty() || !restoreGeometry(geometry)) {
    // First start on this screen: the window fills the screen's available area.
    if (const QScreen* sc = screen() ? screen() : QGuiApplication::primaryScreen()) {
      const QRect avail = sc->availableGeometry();
      setGeometry(avail);
    }
  }
  restoreState(state);
  if (!split.isEmpty())
    splitter_->restoreState(split);
  adaptToWidth();
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
  QMainWindow::resizeEvent(event);
  adaptToWidth();
  // Once the splitter has its new width: the results keep the width they need.
  QTimer::singleShot(0, this, &MainWindow::adaptToWidth);
}

void MainWindow::adaptToWidth()
{
  const Qt::Orientation want = width() < kStackBelowWidth ? Qt::Vertical : Qt::Horizontal;
  if (splitter_->orientation() != want)
    splitter_->setOrientation(want);
  // Side by side in a narrow window: the results keep the width they need, the editor scrolls.
  const QList<int> sizes = splitter_->sizes();
  const auto* area = qobject_cast<QScrollArea*>(splitter_->widget(1));
  const int need = results_->minimumSizeHint().width() +
                   (area ? area->verticalScrollBar()->sizeHint().width() : 0) + 4;
  if (want == Qt::Horizontal && sizes.size() == 2 && sizes.at(1) > 0 && sizes.at(1) < need &&
      sizes.at(0) + sizes.at(1) > need + 300)
    splitter_->setSizes({sizes.at(0) + sizes.at(1) - need, need});
}

bool MainWindow::stacked() const
{
  return splitter_->orientation() == Qt::Vertical;
}

void MainWindow::setResultsOnly(bool on)
{
  editorArea_->setVisible(!on);
  kResultsOnly.set(on);
  if (resultsOnlyAct_ && resultsOnlyAct_->isChecked() != on)
    resultsOnlyAct_->setChecked(on);
}

bool MainWindow::resultsOnly() const
{
  return editorArea_->isHidden();
}

void MainWindow::setZoom(int percent)
{
  zoom_ = std::clamp(percent, kZoomSteps[0], kZoomSteps[std::size(kZoomSteps) - 1]);
  kZoom.set(zoom_);
  QFont f = QApplication::font();  // at 100 %: the application's own, followed as it changes
  f.setPointSizeF(baseFontPt_ * zoom_ / 100.0);
  setFont(zoom_ == 100 ? QFont() : f);  // the views follow it (their FontChange)
  if (!isVisible())
    return;  // the saved zoom at start: every chart is drawn when first shown
  for (QCustomPlot* plot : findChildren<QCustomPlot*>())
    plot->replot();
  if (statusBar())
    statusBar()->showMessage(tr("Zoom %1 %").arg(zoom_), 2000);
}

void MainWindow::zoomIn()
{
  for (int step : kZoomSteps)
    if (step > zoom_) {
      setZoom(step);
      return;
    }
}

void MainWindow::zoomOut()
{
  int lower = kZoomSteps[0];
  for (int step : kZoomSteps)
    if (step < zoom_)
      lower = step;
  setZoom(lower);
}

void MainWindow::updateTitle()
{
  QString title = doc_->displayName();
  if (!doc_->filePath().isEmpty())
    title += QStringLiteral(" \u2014 ") + QFileInfo(doc_->filePath()).fileName();
  title += QStringLiteral("[*] \u2014 AccelSizer");
  // Set only when changed (this runs after every edit): setWindowModified gives the window
  // system the title again even when nothing changed.
  if (windowTitle() != title)
    setWindowTitle(title);
  if (isWindowModified() != doc_->isModified())
    setWindowModified(doc_->isModified());
  if (windowFilePath() != doc_->filePath())
    setWindowFilePath(doc_->filePath());
}

void MainWindow::showStatus()
{
  if (doc_->resultsStale())
    statusEval_->setText(tr("Results are out of date: fix the problems listed"));
  else
    statusEval_->setText(tr("Recomputed in %1").arg(formatDurationUs(doc_->lastEvaluationUs(), 2)));
}

void MainWindow::addRecent(const QString& path)
{
  QStringList recent = kRecentFiles.get();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kMaxRecent)
    recent.removeLast();
  kRecentFiles.set(recent);
  updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
  recentMenu_->clear();
  const QStringList recent = kRecentFiles.get();
  int n = 0;
  for (const QString& path : recent) {
    QAction* a = recentMenu_->addAction(
        QStringLiteral("&%1 %2").arg(++n).arg(QDir::toNativeSeparators(path)), this, [this, path] {
          if (maybeSave())
            openFile(path);
        });
    a->setEnabled(QFileInfo::exists(path));
  }
  recentMenu_->setEnabled(!recent.isEmpty());
  if (!recent.isEmpty()) {
    recentMenu_->addSeparator();
    recentMenu_->addAction(tr("&Clear Menu"), this, [this] {
      kRecentFiles.set({});
      updateRecentMenu();
    });
  }
}

void MainWindow::showModelNotes()
{
  if (!notes_)
    notes_ = new ModelNotesDialog(this);
  // The note of the area on show, if a result tab is.
  QString key;
  for (const QString& k : areaKeys())
    if (results_->areaTab(k) == results_->tabs()->currentWidget())
      key = k;
  notes_->showNote(key);
  notes_->show();
  notes_->raise();
  notes_->activateWindow();
}

void MainWindow::about()
{
  AboutDialog dialog(this);
  dialog.exec();
}

}  // namespace accel::ui
