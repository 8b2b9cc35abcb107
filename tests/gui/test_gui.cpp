// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// GUI smoke tests: open an example offscreen, edit, see the results follow, undo.
#include <catch2/catch.hpp>

#include <QAbstractItemView>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <QWindow>

#include <QElapsedTimer>

#include "app/charts/chartutil.h"
#include "app/charts/convoyreplay.h"
#include "app/charts/destagercharts.h"
#include "app/charts/replicachart.h"
#include "app/charts/stripemapwidget.h"
#include "app/core/areas.h"
#include "app/core/evaluation.h"
#include "app/core/modelnotes.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "app/gui/backingtab.h"
#include "app/gui/boundtable.h"
#include "app/gui/destagertab.h"
#include "app/gui/latencytab.h"
#include "app/gui/mainwindow.h"
#include "app/gui/modelnotesdialog.h"
#include "app/gui/parameditor.h"
#include "app/gui/presetpicker.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "app/gui/streamstab.h"
#include "app/gui/summaryview.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;
using accel::test::waitFor;

namespace {

QString example(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}

/// A day of one-second samples (a trace long enough for the remedies to run off the GUI
/// thread): 10-minute bursts at 30 MB/s each hour, 2 MB/s between.
std::shared_ptr<Trace> dayOfBursts()
{
  auto trace = std::make_shared<Trace>();
  for (int i = 0; i < 86400; ++i)
    trace->push_back({static_cast<double>(i), i % 3600 < 600 ? 30.0 : 2.0});
  return trace;
}

/// A scenario file in `dir` that the reader refuses (hosts: -2), for the load-problems paths.
QString writeBadScenario(const QTemporaryDir& dir)
{
  const QString path = dir.filePath(QStringLiteral("bad.json"));
  QFile f(path);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write("{\"format\": \"accelsizer-scenario\", \"version\": 1, \"hosts\": -2}");
  return path;
}

QString busiest(const MainWindow& w)
{
  return w.results()->headlines()->valueText(QStringLiteral("replica.max_link_utilization"));
}

/// The spin box inside the editor of a scenario path (its tab made, as showing it would).
template <class Spin>
Spin* spinFor(MainWindow& w, const char* path)
{
  w.editor()->buildAllPages();
  auto* editor = w.findChild<ParamEditor*>(QLatin1String(path));
  return editor ? editor->findChild<Spin*>() : nullptr;
}

struct Window {
  MainWindow w;
  Window()
  {
    w.resize(1280, 800);
    w.show();
  }
  ~Window() { w.document()->undoStack()->setClean(); }  // no unsaved-changes prompt
};

}  // namespace

TEST_CASE("Open an example, change the link speed, see utilisation change, undo", "[gui]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  CHECK(busiest(w) == QStringLiteral("25.28 %"));
  CHECK(w.windowTitle().contains(QStringLiteral("Build cluster on 1GbE peers")));
  CHECK_FALSE(w.isWindowModified());

  auto* link = spinFor<QDoubleSpinBox>(w, "peer_network.link_gbps");
  REQUIRE(link);
  CHECK(link->suffix() == QStringLiteral(" Gb/s"));
  CHECK_FALSE(link->toolTip().isEmpty());
  link->setValue(10);
  CHECK(w.document()->scenario().peer_network.link_gbps == 10);
  CHECK(busiest(w) == QStringLiteral("2.528 %"));
  CHECK(w.isWindowModified());

  w.document()->undoStack()->undo();
  CHECK(w.document()->scenario().peer_network.link_gbps == 1);
  CHECK(busiest(w) == QStringLiteral("25.28 %"));
  CHECK(link->value() == 1.0);  // the form follows the undo
  CHECK_FALSE(w.isWindowModified());

  w.document()->undoStack()->redo();
  CHECK(busiest(w) == QStringLiteral("2.528 %"));
}

TEST_CASE("A spin-box drag is one undo step", "[gui][undo]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  auto* link = spinFor<QDoubleSpinBox>(w, "peer_network.link_gbps");
  REQUIRE(link);
  for (double v : {2.0, 3.0, 4.0, 5.0, 6.0})
    link->setValue(v);
  CHECK(w.document()->undoStack()->count() == 1);
  w.document()->undoStack()->undo();
  CHECK(w.document()->scenario().peer_network.link_gbps == 1);

  // Edits of different fields stay separate steps.
  link->setValue(10);
  auto* mtu = spinFor<QSpinBox>(w, "peer_network.mtu");
  REQUIRE(mtu);
  mtu->setValue(9000);
  CHECK(w.document()->undoStack()->count() == 2);
}

TEST_CASE("The chart follows the results and shows values with units", "[gui][chart]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  ReplicaChart* chart = w.results()->replicaChart();
  QApplication::processEvents();
  chart->replot();
  auto* tx = qobject_cast<QCPBars*>(chart->plottable(0));
  REQUIRE(tx);
  REQUIRE(tx->data()->size() == 4);
  CHECK(tx->data()->at(0)->value == Approx(25.28).epsilon(1e-3));
  const double x = chart->xAxis->coordToPixel(1.0);
  const double y = chart->yAxis->coordToPixel(10.0);
  const QString tip = chart->tooltipAt(QPointF(x, y));
  CHECK(tip.contains(QStringLiteral("Host 1")));
  CHECK(tip.contains(QStringLiteral("25.28 %")));
  CHECK(tip.contains(QStringLiteral("30 MB/s")));

  auto* hosts = spinFor<QSpinBox>(w, "hosts");
  REQUIRE(hosts);
  hosts->setValue(6);
  CHECK(tx->data()->size() == 6);
}

TEST_CASE("An invalid edit is kept, shown, and results stay those of the last valid scenario",
          "[gui][validation]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  doc->edit(QStringLiteral("Set on_hosts"), [](Scenario& s) { s.vm_groups[0].on_hosts = 3; });
  auto* hosts = spinFor<QSpinBox>(w, "hosts");
  REQUIRE(hosts);
  hosts->setValue(2);                 // now on_hosts 3 > hosts 2
  CHECK(doc->scenario().hosts == 2);  // the user's edit is kept
  CHECK(doc->resultsStale());
  REQUIRE_FALSE(doc->problems().isEmpty());
  CHECK(doc->problems().front().path == QStringLiteral("vm_groups[0].on_hosts"));
  CHECK(doc->evaluatedScenario().hosts == 4);  // results of the last valid scenario
  CHECK(busiest(w) == QStringLiteral("25.28 %"));
  // The offending cell is marked.
  BoundTableModel* model = w.editor()->vmGroups()->model();
  int col = -1;
  for (int c = 0; c < model->columnCount(); ++c)
    if (model->cellPath(0, c) == QStringLiteral("vm_groups[0].on_hosts"))
      col = c;
  REQUIRE(col >= 0);
  CHECK(model->data(model->index(0, col), Qt::BackgroundRole).isValid());
  CHECK(model->data(model->index(0, col), Qt::ToolTipRole)
            .toString()
            .startsWith(QStringLiteral("Problem:")));

  doc->undoStack()->undo();
  CHECK_FALSE(doc->resultsStale());
  CHECK(doc->evaluatedScenario().hosts == 4);
}

TEST_CASE("VM groups: add, duplicate, remove, each one undo step", "[gui][table]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  BoundTableEditor* groups = w.editor()->vmGroups();
  ScenarioDocument* doc = w.document();
  const double payload = doc->evaluation().replica.cluster_payload_mbps;

  groups->duplicateRow();
  REQUIRE(doc->scenario().vm_groups.size() == 2);
  CHECK(doc->evaluation().replica.cluster_payload_mbps == Approx(2 * payload));
  CHECK(groups->model()->rowCount() == 2);
  groups->addRow();
  CHECK(doc->scenario().vm_groups.size() == 3);
  groups->view()->setCurrentIndex(groups->model()->index(0, 0));
  groups->removeRow();
  CHECK(doc->scenario().vm_groups.size() == 2);
  CHECK(doc->undoStack()->count() == 3);
  doc->undoStack()->undo();
  doc->undoStack()->undo();
  doc->undoStack()->undo();
  CHECK(doc->scenario().vm_groups.size() == 1);
  CHECK(doc->evaluation().replica.cluster_payload_mbps == Approx(payload));

  // The last group cannot be removed.
  groups->removeRow();
  CHECK(doc->scenario().vm_groups.size() == 1);
}

TEST_CASE("Editing a table cell goes through the document", "[gui][table]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  BoundTableModel* model = w.editor()->vmGroups()->model();
  int col = -1;
  for (int c = 0; c < model->columnCount(); ++c)
    if (model->cellPath(0, c) == QStringLiteral("vm_groups[0].vms_per_host"))
      col = c;
  REQUIRE(col >= 0);
  CHECK(model->data(model->index(0, col), Qt::DisplayRole).toString() == QStringLiteral("6"));
  REQUIRE(model->setData(model->index(0, col), QVariant::fromValue(QJsonValue(12)), Qt::EditRole));
  CHECK(w.document()->scenario().vm_groups[0].vms_per_host == 12);
  CHECK(busiest(w) == QStringLiteral("50.56 %"));  // 60 MB/s x 8 / 0.9493 of 1 Gb/s
  w.document()->undoStack()->undo();
  CHECK(busiest(w) == QStringLiteral("25.28 %"));
}

TEST_CASE("Save, reopen, and a bad file leaves the current scenario alone", "[gui][file]")
{
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("saved.accelsizer.json"));
  {
    Window win;
    MainWindow& w = win.w;
    REQUIRE(w.openFile(example()));
    spinFor<QDoubleSpinBox>(w, "peer_network.link_gbps")->setValue(25);
    REQUIRE(w.isWindowModified());
    REQUIRE(w.saveTo(path));
    CHECK_FALSE(w.isWindowModified());
    CHECK(w.document()->filePath().endsWith(QStringLiteral("saved.accelsizer.json")));
  }
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(path));
  CHECK(w.document()->scenario().peer_network.link_gbps == 25);

  const QString bad = writeBadScenario(dir);
  CHECK_FALSE(w.openFile(bad));
  CHECK(w.document()->scenario().peer_network.link_gbps == 25);
  CHECK(w.document()->filePath() == QFileInfo(path).absoluteFilePath());
  auto* box = w.findChild<QMessageBox*>(QStringLiteral("loadProblems"));
  REQUIRE(box);
  CHECK(box->detailedText().contains(QStringLiteral("error: hosts: -2 is out of range")));
  QApplication::processEvents();  // shown from the event loop (a message box closes once shown)
  CHECK(box->isVisible());
  box->close();
}

TEST_CASE("A file with problems named at start: its dialog comes over the window, once shown",
          "[gui][file]")
{
  // As main() does with a file on the command line: opened before the window is shown.
  QTemporaryDir dir;
  const QString bad = writeBadScenario(dir);
  MainWindow w;
  CHECK_FALSE(w.openFile(bad));
  auto* box = w.findChild<QMessageBox*>(QStringLiteral("loadProblems"));
  REQUIRE(box);
  // Shown from the event loop, which main() enters after showing the window: mapped first,
  // the dialog would come up behind the window where no window manager keeps it over it.
  CHECK_FALSE(box->isVisible());
  w.resize(1280, 800);
  w.show();
  QApplication::processEvents();
  REQUIRE(box->isVisible());
  REQUIRE(box->windowHandle());
  CHECK(box->windowHandle()->transientParent() == w.windowHandle());
  box->close();
  w.document()->undoStack()->setClean();
}

TEST_CASE("A file the system hands over asks about unsaved changes first", "[gui][file]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  w.document()->edit(QStringLiteral("hosts"), [](Scenario& s) { s.hosts = 9; });
  REQUIRE(w.document()->isModified());
  const QString other = example("clone-race.accelsizer.json");
  const auto answer = [](QMessageBox::StandardButton button) {
    QTimer::singleShot(0, [button] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      REQUIRE(box);
      box->button(button)->click();
    });
  };
  answer(QMessageBox::Cancel);
  CHECK_FALSE(w.openFileAsking(other));
  CHECK(w.document()->scenario().hosts == 9);  // the edit kept
  answer(QMessageBox::Discard);
  CHECK(w.openFileAsking(other));
  CHECK(w.document()->filePath().endsWith(QStringLiteral("clone-race.accelsizer.json")));
}

TEST_CASE("Every bundled example opens", "[gui][examples]")
{
  const QStringList examples = MainWindow::exampleResources();
  CHECK(examples.size() >= 2);
  for (const QString& res : examples) {
    INFO(res.toStdString());
    Window win;
    CHECK(win.w.openExample(res));
    CHECK_FALSE(win.w.document()->resultsStale());
  }
}

TEST_CASE("The examples and demos menus list each by the name it holds, once", "[gui][examples]")
{
  Window win;
  auto* examples = win.w.findChild<QMenu*>(QStringLiteral("openExampleMenu"));
  auto* demos = win.w.findChild<QMenu*>(QStringLiteral("openDemoMenu"));
  REQUIRE(examples);
  REQUIRE(demos);
#ifndef Q_OS_MACOS
  CHECK(examples->isEmpty());  // not read until opened
  CHECK(demos->actions().size() == 2);
#endif
  for (int pass = 0; pass < 2; ++pass) {  // opened twice: listed once
    examples->popup(QPoint(0, 0));
    examples->hide();
    demos->popup(QPoint(0, 0));
    demos->hide();
    const QStringList exampleFiles = MainWindow::exampleResources();
    REQUIRE(examples->actions().size() == exampleFiles.size());
    for (int i = 0; i < exampleFiles.size(); ++i) {
      QFile f(exampleFiles.at(i));
      REQUIRE(f.open(QIODevice::ReadOnly));
      const LoadResult loaded = parseScenario(f.readAll());
      REQUIRE(loaded.ok());
      CHECK(examples->actions().at(i)->text() == QString::fromStdString(loaded.scenario->name));
    }
    const QList<QAction*> demoActions = demos->actions();
    const auto demoCount = MainWindow::demoResources().size();
    REQUIRE(demoActions.size() == demoCount + 2);  // the demos, a separator, "Demo File..."
    for (qsizetype i = 0; i < demoCount; ++i)
      CHECK_FALSE(demoActions.at(i)->text().isEmpty());
    CHECK(demoActions.at(demoCount)->isSeparator());
    CHECK(demoActions.constLast()->text() == MainWindow::tr("Demo &File…"));
  }
  // An example from the menu opens.
  examples->actions().constFirst()->trigger();
  CHECK(win.w.document()->scenario().name ==
        examples->actions().constFirst()->text().toStdString());
}

TEST_CASE("Problems lead to their field", "[gui][validation]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  CHECK(w.editor()->focusPath(QStringLiteral("peer_network.mtu")));
  CHECK(w.editor()->currentIndex() == 2);
  CHECK(w.editor()->focusPath(QStringLiteral("vm_groups[0].write_io_kib")));
  CHECK(w.editor()->currentIndex() == 0);
  CHECK(w.editor()->focusPath(QStringLiteral("vm_groups[0].write.mbps")));
  CHECK_FALSE(w.editor()->focusPath(QStringLiteral("no.such.field")));
}

TEST_CASE("The latency tab simulates the write path in the background, once per input",
          "[gui][latency]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  LatencyTab* tab = w.results()->latencyTab();
  w.results()->tabs()->setCurrentWidget(tab);
  tab->charts()->setCurrentWidget(tab->loadChart());  // where the simulated point shows
  REQUIRE(waitFor([tab] { return tab->seriesReady(); }));
  CHECK_FALSE(tab->simulation());
  tab->simulateButton()->click();
  CHECK(tab->simulationsStarted() == 1);
  REQUIRE(waitFor([tab] { return tab->simulation().has_value(); }, 60000));
  const WritePathSimResult& sim = *tab->simulation();
  REQUIRE(sim.valid);
  // The simulated point beside the model's (docs/models/latency.md section 8: within 10%).
  const double model = w.document()->evaluation().latency.groups[0].loaded_us;
  CHECK_THAT(sim.groups[0].first_host_latency_us, Catch::Matchers::WithinRel(model, 0.10));
  bool drawn = false;
  QCustomPlot* load = tab->loadChart();
  for (int i = 0; i < load->plottableCount(); ++i)
    drawn = drawn || load->plottable(i)->name() == QStringLiteral("simulated");
  CHECK(drawn);
  // The same inputs: no second run.
  tab->simulateButton()->click();
  CHECK(tab->simulationsStarted() == 1);
  // An edit makes the point stale; the next click runs again, and cancel stops it.
  spinFor<QDoubleSpinBox>(w, "peer_network.link_gbps")->setValue(10);
  CHECK_FALSE(tab->simulation());
  CHECK(tab->simulationsStarted() == 1);  // never by itself
  tab->simulateButton()->click();
  CHECK(tab->simulationsStarted() == 2);
}

TEST_CASE("The write latency tab shows legs, size curves and the hockey stick", "[gui][latency]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  LatencyTab* tab = w.results()->latencyTab();
  w.results()->tabs()->setCurrentWidget(tab);  // hidden tabs redraw when shown
  CHECK(tab->headlines()->valueText(QStringLiteral("latency.groups[0].floor_us")) ==
        QStringLiteral("2.887 ms"));
  // Legs: the local write and the stacked replica leg.
  CHECK(tab->legsChart()->plottableCount() >= 3);
  // The curves under load are computed only while a chart that shows them is shown.
  waitFor([] { return false; }, 300);
  CHECK_FALSE(tab->seriesReady());
  tab->charts()->setCurrentWidget(tab->sizeChart());
  // Idle curves at once; loaded curves and the hockey stick when the worker is done.
  REQUIRE(waitFor([tab] { return tab->seriesReady(); }));
  QCustomPlot* sizes = tab->sizeChart();
  int idle = 0, loaded = 0;
  for (int i = 0; i < sizes->graphCount(); ++i) {
    idle += sizes->graph(i)->name().endsWith(QStringLiteral(" idle")) ? 1 : 0;
    loaded += sizes->graph(i)->name().endsWith(QStringLiteral(" under load")) ? 1 : 0;
  }
  CHECK(idle == 4);  // WT, WB+0, WB+1, WB+2
  CHECK(loaded == 4);
  QCustomPlot* load = tab->loadChart();
  REQUIRE(load->plottableCount() >= 2);
  load->replot();
  // Hovering the operating point names it with units.
  auto* op = qobject_cast<QCPCurve*>(load->plottable(load->plottableCount() - 1));
  REQUIRE(op);
  const auto& pt = *op->data()->constBegin();
  const QPointF pixel(load->xAxis->coordToPixel(pt.key), load->yAxis->coordToPixel(pt.value));
  const QString tip = tab->loadTips()->textAt(pixel);
  CHECK(tip.contains(QStringLiteral("Operating point")));
  CHECK(tip.contains(QStringLiteral("ms")));

  // An edit redraws the curves for the new scenario: at once when they are quick to compute,
  // from the background otherwise. The operating point moves with the faster link.
  const double before = pt.value;
  spinFor<QDoubleSpinBox>(w, "peer_network.link_gbps")->setValue(10);
  REQUIRE(waitFor([tab] { return tab->seriesReady(); }));
  auto* moved = qobject_cast<QCPCurve*>(load->plottable(load->plottableCount() - 1));
  REQUIRE(moved);
  CHECK(moved->data()->constBegin()->value < before);
  CHECK(tab->headlines()->valueText(QStringLiteral("latency.groups[0].floor_us")) ==
        QStringLiteral("897.7 \u00b5s"));
}

TEST_CASE("The backing array tab: stripe map, IOPS by RAID level, disk utilisation",
          "[gui][backing]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  BackingTab* tab = w.results()->backingTab();
  w.results()->tabs()->setCurrentWidget(tab);
  CHECK(tab->headlines()->valueText(QStringLiteral("backing.write_mbps_capacity")) ==
        QStringLiteral("55.03 MB/s"));
  StripeMapWidget* map = tab->stripeMap();
  REQUIRE(map->map().valid);
  CHECK(map->map().disks == 14);
  // A 64 KiB write at offset 0 on 64 KiB segments: one data unit, on both disks of a mirror.
  CHECK(map->map().units_touched == 1);
  CHECK(map->map().disks_touched == 2);
  tab->ioSize()->setValue(256);
  CHECK(map->map().units_touched == 4);
  map->resize(600, 300);
  const QString cell = map->cellText(QPoint(60, 50));
  CHECK(cell.startsWith(QStringLiteral("Disk 1, row 0")));

  // IOPS against read percentage for the levels 14 disks can form, the configured one first.
  QCustomPlot* iops = tab->iopsChart();
  QStringList names;
  for (int i = 0; i < iops->graphCount(); ++i)
    names << iops->graph(i)->name();
  CHECK(names.join(QLatin1Char('|')).contains(QStringLiteral("RAID10 (14 disks), configured")));
  CHECK(names.join(QLatin1Char('|')).contains(QStringLiteral("RAID5")));

  // Per-disk utilisation follows the background load.
  w.document()->edit(QStringLiteral("load"), [](Scenario& s) { s.backing.random_load.iops = 500; });
  QCustomPlot* members = tab->memberChart();
  int bars = 0;
  for (int i = 0; i < members->plottableCount(); ++i)
    if (auto* b = qobject_cast<QCPBars*>(members->plottable(i)))
      bars += b->data()->size();
  CHECK(bars == 14);
}

TEST_CASE("Presets fill several fields as one undo step", "[gui][presets]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  PresetPicker* devices = w.editor()->devicePresetPicker();
  int p3700 = -1;
  for (int i = 1; i < devices->combo()->count(); ++i)
    if (devices->combo()->itemText(i).contains(QStringLiteral("P3700")))
      p3700 = i - 1;
  REQUIRE(p3700 >= 0);
  const double floorBefore = doc->evaluation().latency.groups[0].floor_us;
  devices->choose(p3700);
  CHECK(doc->scenario().acceleration.write_latency_us == 20);
  CHECK(doc->scenario().acceleration.write_mbps == 2000);
  CHECK(devices->combo()->currentText().contains(QStringLiteral("P3700")));
  CHECK(doc->evaluation().latency.groups[0].floor_us < floorBefore);
  CHECK(doc->undoStack()->count() == 1);
  doc->undoStack()->undo();
  CHECK(doc->scenario().acceleration.write_latency_us == 65);
  CHECK(devices->combo()->currentIndex() == 0);  // "Custom": the example's own figures

  PresetPicker* disks = w.editor()->diskPresetPicker();
  int fast = -1;
  for (int i = 1; i < disks->combo()->count(); ++i)
    if (disks->combo()->itemText(i).contains(QStringLiteral("15K")))
      fast = i - 1;
  REQUIRE(fast >= 0);
  disks->choose(fast);
  CHECK(doc->scenario().backing.raid_groups[0].disk.rpm == 15000);
}

TEST_CASE("The destager tab draws the backlog and answers what-if live", "[gui][destager]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  DestagerTab* tab = w.results()->destagerTab();
  w.results()->tabs()->setCurrentWidget(tab);
  // The example writes 5 MB/s per VM against about 2.3 MB/s of destage: it fills.
  CHECK(tab->headlines()->valueText(QStringLiteral("destager.groups[0].fill_time_s")) ==
        QStringLiteral("123.4 min"));
  REQUIRE(tab->shown().fills);
  const double modelled = tab->shown().destage_mbps;
  CHECK(tab->backlogChart()->graphCount() >= 1);
  CHECK(tab->backlogChart()->graph(0)->dataCount() > 2);
  // What if the destage rate kept up: never fills, and the scenario is untouched.
  tab->destageBox()->setValue(6);
  CHECK_FALSE(tab->shown().fills);
  CHECK(tab->whatIf()->text().contains(QStringLiteral("never fills")));
  CHECK_FALSE(w.isWindowModified());
  // A bigger buffer only delays the fill.
  tab->destageBox()->setValue(modelled);
  tab->bufferBox()->setValue(40000);
  REQUIRE(tab->shown().fill_time_s);
  CHECK(*tab->shown().fill_time_s > 5244 * 1.9);
}

TEST_CASE("Cancelling the stream simulation keeps a long trace's remedies",
          "[gui][streams][destager][trace]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example("clone-race.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  REQUIRE(waitFor([doc] { return !doc->streamsRunning(); }, 60000));
  const std::shared_ptr<Trace> trace = dayOfBursts();
  // A trace and another array: the job simulates the streams and computes the remedies.
  doc->edit(QStringLiteral("trace"), [&trace](Scenario& s) {
    s.vm_groups[0].write.kind = ProfileKind::Trace;
    s.vm_groups[0].write.samples = trace;
    s.backing.sequential_streams.count += 1;
  });
  REQUIRE(doc->remediesPending());
  REQUIRE(doc->simulatingStreams());
  StreamsTab* tab = w.results()->streamsTab();

  SECTION("cancelled while it runs")
  {
    REQUIRE(waitFor([doc] { return doc->backgroundStartsInMs() == -1; }, 5000));
    doc->cancelStreams();
  }
  SECTION("cancelled before it starts")
  {
    doc->cancelStreams();
    CHECK_FALSE(tab->progress()->isVisibleTo(tab));
  }
  REQUIRE(waitFor([doc] { return !doc->streamsRunning(); }, 60000));
  CHECK_FALSE(doc->remediesPending());
  CHECK(doc->evaluation().destager.groups[0].needed_destage_mbps.has_value());
  CHECK_FALSE(doc->evaluation().streams.has_value());
  CHECK_FALSE(tab->progress()->isVisibleTo(tab));
}

TEST_CASE("Cancel holds while a dropped simulation is still finishing", "[gui][streams]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example("clone-race.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  REQUIRE(waitFor([doc] { return !doc->streamsRunning(); }, 60000));
  doc->edit(QStringLiteral("more clones"),
            [](Scenario& s) { s.backing.sequential_streams.count += 1; });
  REQUIRE(waitFor([doc] { return doc->backgroundStartsInMs() == -1; }, 5000));  // it runs
  // Another edit drops that run (it still has to land), then the user cancels at once.
  doc->edit(QStringLiteral("more clones"),
            [](Scenario& s) { s.backing.sequential_streams.count += 1; });
  doc->cancelStreams();
  REQUIRE(waitFor([doc] { return !doc->streamsRunning(); }, 60000));
  CHECK_FALSE(doc->evaluation().streams.has_value());  // no simulation started again
  CHECK_FALSE(doc->simulatingStreams());
  // The next change simulates again.
  doc->edit(QStringLiteral("fewer clones"),
            [](Scenario& s) { s.backing.sequential_streams.count -= 1; });
  CHECK(doc->simulatingStreams());
}

TEST_CASE("Stripe hotspots: simulated off the GUI thread, heatmap, replay, side by side",
          "[gui][streams]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(
      QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/clone-race.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  StreamsTab* tab = w.results()->streamsTab();
  w.results()->tabs()->setCurrentWidget(tab);
  CHECK(doc->streamsRunning());  // the GUI thread did not wait for it
  REQUIRE(waitFor([doc] { return !doc->streamsRunning() && doc->evaluation().streams; }, 60000));
  const StreamsResult& r = *doc->evaluation().streams;
  CHECK(r.current.risk == ConvoyRisk::High);
  bool convoyFinding = false;
  for (const Finding& f : doc->evaluation().findings)
    convoyFinding = convoyFinding || f.code == "streams_convoy";
  CHECK(convoyFinding);
  CHECK(tab->headlines()->valueText(QStringLiteral("streams.convoy_risk")) ==
        QStringLiteral("high"));
  auto* map = qobject_cast<QCPColorMap*>(tab->heatmap()->plottable(0));
  REQUIRE(map);
  CHECK(map->data()->valueSize() == 23);  // one row per mirror pair
  CHECK(map->data()->keySize() > 10);
  // Hovering a cell says which member, when and how busy.
  tab->heatmap()->replot();
  const QPointF px(tab->heatmap()->xAxis->coordToPixel(10.0),
                   tab->heatmap()->yAxis->coordToPixel(12.0));
  CHECK(tab->heatmapTips()->textAt(px).startsWith(QStringLiteral("Member 12")));

  ConvoyReplay* replay = tab->replay();
  REQUIRE(replay->frames() > 100);
  replay->play();
  REQUIRE(waitFor([replay] { return replay->frame() > 0; }, 5000));
  replay->pause();

  CHECK(tab->fixChoice()->count() >= 2);
  tab->fixChoice()->setCurrentIndex(1);
  CHECK(tab->fixHeatmap()->plottableCount() == 1);

  // An edit restarts the simulation; one stream cannot convoy.
  doc->edit(QStringLiteral("one clone"),
            [](Scenario& s) { s.backing.sequential_streams.count = 1; });
  CHECK_FALSE(doc->evaluation().streams.has_value());
  CHECK(doc->simulatingStreams());
  CHECK(doc->backgroundStartsInMs() > 0);  // a burst of edits makes one simulation
  REQUIRE(waitFor([doc] { return !doc->streamsRunning() && doc->evaluation().streams; }, 60000));
  CHECK(doc->evaluation().streams->current.risk == ConvoyRisk::None);
}

TEST_CASE("A long measured trace: the destager's remedies come off the GUI thread",
          "[gui][destager][trace]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  const std::shared_ptr<Trace> trace = dayOfBursts();
  doc->edit(QStringLiteral("trace"), [&trace](Scenario& s) {
    s.vm_groups[0].write.kind = ProfileKind::Trace;
    s.vm_groups[0].write.samples = trace;
  });
  REQUIRE_FALSE(doc->resultsStale());
  CHECK(doc->remediesPending());
  CHECK_FALSE(doc->evaluation().destager.groups[0].needed_destage_mbps.has_value());
  // Nothing to simulate: the remedies start at once, not after the streams' debounce, and
  // the streams tab does not say a simulation runs.
  CHECK(doc->backgroundStartsInMs() == 0);
  CHECK_FALSE(doc->simulatingStreams());
  // An edit while they run: the job under way is dropped when it lands and the latest
  // scenario's remedies follow.
  QCoreApplication::processEvents();
  CHECK(doc->backgroundStartsInMs() == -1);  // the job started (it may have landed already)
  CHECK_FALSE(w.results()->streamsTab()->progress()->isVisibleTo(w.results()->streamsTab()));
  doc->edit(QStringLiteral("hosts"), [](Scenario& s) { s.hosts = 5; });
  CHECK(doc->remediesPending());
  const double fillTime = doc->evaluation().destager.groups[0].fill_time_s.value_or(-1);

  REQUIRE(waitFor([doc] { return !doc->remediesPending() && !doc->streamsRunning(); }, 60000));
  // What the command line and the report show for the same scenario.
  const Evaluation full = evaluateScenario(doc->evaluatedScenario());
  const DestagerGroupResult& got = doc->evaluation().destager.groups[0];
  const DestagerGroupResult& want = full.destager.groups[0];
  REQUIRE(got.needed_destage_mbps.has_value());
  CHECK(*got.needed_destage_mbps == want.needed_destage_mbps.value_or(-1));
  CHECK(got.needed_buffer_mb == want.needed_buffer_mb);
  CHECK(got.fill_time_s.value_or(-1) == fillTime);  // the rest as shown before
  REQUIRE(doc->evaluation().findings.size() == full.findings.size());
  bool remedyFinding = false;
  for (const Finding& f : doc->evaluation().findings)
    remedyFinding = remedyFinding ||
                    (f.code.rfind("destager_", 0) == 0 && f.values.count("extra_destage_mbps") > 0);
  CHECK(remedyFinding);
  for (std::size_t i = 0; i < full.findings.size(); ++i) {
    CHECK(doc->evaluation().findings[i].code == full.findings[i].code);
    CHECK(doc->evaluation().findings[i].values == full.findings[i].values);
  }
}

TEST_CASE("Nothing to draw is said in words, not shown as empty axes", "[gui][streams][destager]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  StreamsTab* streams = w.results()->streamsTab();
  w.results()->tabs()->setCurrentWidget(streams);
  auto* streamsMessage = streams->findChild<QLabel*>(QStringLiteral("streamsMessage"));
  REQUIRE(streamsMessage);
  CHECK(streamsMessage->isVisible());
  CHECK(streamsMessage->text().startsWith(QStringLiteral("No sequential streams configured")));
  CHECK_FALSE(streams->heatmap()->isVisible());

  DestagerTab* destager = w.results()->destagerTab();
  w.results()->tabs()->setCurrentWidget(destager);
  auto* destagerMessage = destager->findChild<QLabel*>(QStringLiteral("destagerMessage"));
  REQUIRE(destagerMessage);
  CHECK_FALSE(destagerMessage->isVisible());
  CHECK(destager->backlogChart()->isVisible());
  w.document()->edit(QStringLiteral("WT"), [](Scenario& s) {
    s.vm_groups[0].write_policy.mode = WriteMode::WriteThrough;
    s.vm_groups[0].write_policy.peers = 0;
  });
  CHECK(destagerMessage->isVisible());
  CHECK(destagerMessage->text().contains(QStringLiteral("writes through")));
  CHECK_FALSE(destager->bufferBox()->isEnabled());
}

TEST_CASE("A destage rate the box rounds is not taken for a what-if", "[gui][destager]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  DestagerTab* tab = w.results()->destagerTab();
  w.results()->tabs()->setCurrentWidget(tab);
  // 2 kB/s for 24 VMs: 0.0000833 MB/s each, shown as 0.000 MB/s.
  w.document()->edit(QStringLiteral("trickle"),
                     [](Scenario& s) { s.backing.destage_mbps = 0.002; });
  CHECK(tab->whatIf()->text().isEmpty());
  CHECK(tab->shown().destage_mbps == w.document()->evaluation().destager.groups[0].destage_mbps);
}

TEST_CASE("The destager's charts are drawn again only when what they show changed",
          "[gui][destager]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  DestagerTab* tab = w.results()->destagerTab();
  w.results()->tabs()->setCurrentWidget(tab);
  QApplication::processEvents();
  int replots = 0;
  QObject::connect(tab->ratesChart(), &QCustomPlot::afterReplot, tab, [&replots] { ++replots; });
  const DestagerGroupResult before = w.document()->evaluation().destager.groups.at(0);

  // The peer link: nothing of the destager's simulation changes, nor its charts.
  w.document()->edit(QStringLiteral("link"),
                     [](Scenario& s) { s.peer_network.link_gbps = s.peer_network.link_gbps * 4; });
  QApplication::processEvents();
  REQUIRE(sameDestagerCharts(w.document()->evaluation().destager.groups.at(0), before));
  CHECK(replots == 0);

  // A smaller buffer: a new simulation, drawn.
  w.document()->edit(QStringLiteral("buffer"), [](Scenario& s) {
    s.acceleration.write_buffer_mb = s.acceleration.write_buffer_mb * 0.25;
  });
  QApplication::processEvents();
  REQUIRE_FALSE(sameDestagerCharts(w.document()->evaluation().destager.groups.at(0), before));
  CHECK(replots == 1);
  const QCPGraph* writes = tab->ratesChart()->graph(0);
  REQUIRE(writes);
  CHECK(writes->data()->size() ==
        static_cast<int>(w.document()->evaluation().destager.groups.at(0).write_mbps.size()));

  // A new look: drawn again although the numbers are the same.
  QPalette dark = tab->palette();
  dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
  dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
  tab->setPalette(dark);
  QApplication::processEvents();
  CHECK(replots == 2);
  w.document()->undoStack()->setClean();
}

TEST_CASE("VM groups stop at the most a scenario may have", "[gui][table]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  BoundTableEditor* groups = w.editor()->vmGroups();
  for (std::size_t i = 1; i < kMaxVmGroups; ++i)
    groups->addRow();
  REQUIRE(w.document()->scenario().vm_groups.size() == kMaxVmGroups);
  CHECK_FALSE(w.document()->resultsStale());
  QPushButton* add = nullptr;
  for (QPushButton* b : groups->findChildren<QPushButton*>())
    if (b->text() == QStringLiteral("&Add"))
      add = b;
  REQUIRE(add);
  CHECK_FALSE(add->isEnabled());
  groups->addRow();
  groups->duplicateRow();
  CHECK(w.document()->scenario().vm_groups.size() == kMaxVmGroups);
  w.document()->undoStack()->undo();
  CHECK(w.document()->scenario().vm_groups.size() == kMaxVmGroups - 1);
}

TEST_CASE("The summary tab and the tabs' lights follow the areas' rule", "[gui][summary]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(
      QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/clone-race.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  ResultsPanel* results = w.results();
  CHECK(results->tabs()->widget(0) == results->summary());
  // Before the stream simulation lands, its area is grey and says so.
  CHECK(doc->streamsRunning());
  CHECK_FALSE(results->summary()->areas().at(4).evaluated);
  REQUIRE(waitFor([doc] { return !doc->streamsRunning() && doc->evaluation().streams; }, 60000));
  QApplication::processEvents();
  const QList<AreaVerdict> expected = assessAreas(doc->evaluatedScenario(), doc->evaluation());
  const QList<AreaVerdict>& shown = results->summary()->areas();
  REQUIRE(shown.size() == expected.size());
  for (qsizetype i = 0; i < shown.size(); ++i) {
    INFO(shown[i].key.toStdString());
    CHECK(shown[i].light == expected[i].light);
    CHECK(shown[i].value == expected[i].value);
    CHECK(shown[i].verdict == expected[i].verdict);
    // Each result tab wears its area's light, its verdict in the tooltip.
    const int tab = results->tabs()->indexOf(results->areaTab(shown[i].key));
    REQUIRE(tab > 0);
    CHECK_FALSE(results->tabs()->tabIcon(tab).isNull());
    CHECK(results->tabs()->tabToolTip(tab).contains(shown[i].verdict));
  }
  CHECK(shown.at(4).evaluated);
  CHECK(shown.at(4).light == Light::Red);  // the convoy
  auto* value = results->summary()->findChild<QLabel*>(QStringLiteral("summary.streams"));
  REQUIRE(value);
  CHECK(value->text().contains(shown.at(4).value));
  auto* top = results->summary()->findChild<QLabel*>(QStringLiteral("recommendations"));
  REQUIRE(top);
  CHECK(top->text().contains(QStringLiteral("RAID group 1")));
  // A click on an area's title shows its tab.
  Q_EMIT results->summary()->areaActivated(QStringLiteral("backing"));
  CHECK(results->tabs()->currentWidget() == results->backingTab());
}

TEST_CASE("Help > Model Notes shows the notes the report prints", "[gui][notes]")
{
  Window win;
  MainWindow& w = win.w;
  REQUIRE(w.openFile(example()));
  w.results()->tabs()->setCurrentWidget(w.results()->latencyTab());
  w.showModelNotes();
  ModelNotesDialog* notes = w.modelNotes();
  REQUIRE(notes);
  CHECK(notes->isVisible());
  // On the note of the tab on show, the same text as the report's Appendix B.
  const QString shown = notes->browser()->toPlainText();
  CHECK(shown.startsWith(QStringLiteral("Write latency")));
  CHECK(shown.contains(QStringLiteral("Reiser & Lavenberg 1980")));
  for (const ModelNote& n : modelNotes()) {
    INFO(n.key.toStdString());
    CHECK(n.html.size() > 500);
    notes->showNote(n.key);
    CHECK(notes->browser()->toPlainText().startsWith(n.title));
  }
  notes->close();
}
