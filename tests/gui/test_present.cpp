// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Any screen and presentations: the window at projector and laptop sizes in light and dark
// palettes (no widget outside the window, no clipped headline), zoom, tab status, human
// labels, presentation mode and guided demos.
#include <catch2/catch.hpp>

#include <cmath>

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QStyleFactory>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocument>
#include <QUndoStack>

#include "app/charts/qcp.h"
#include "app/core/areas.h"
#include "app/core/demo.h"
#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/presentation.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "app/gui/theme.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

namespace {

QString example(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}

void settle(int ms = 50)
{
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < ms)
    QApplication::processEvents(QEventLoop::AllEvents, 10);
}

/// Waits for the stream simulation so every tab has its final content.
void waitForStreams(MainWindow& w)
{
  QElapsedTimer t;
  t.start();
  while ((w.document()->streamsRunning() || w.document()->remediesPending() ||
          w.document()->variantsChecking()) &&
         t.elapsed() < 30000)
    QApplication::processEvents(QEventLoop::AllEvents, 20);
  settle();
}

/// True for a widget a scroll area may legitimately place outside its viewport.
bool insideScrollArea(const QWidget* w, const QWidget* top)
{
  for (const QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget())
    if (qobject_cast<const QAbstractScrollArea*>(p))
      return true;
  return false;
}

/// Every visible widget of `top` lies within it (scroll areas' content excepted).
QStringList outside(QWidget* top)
{
  QStringList out;
  const QRect frame = top->rect();
  for (QWidget* w : top->findChildren<QWidget*>()) {
    if (!w->isVisibleTo(top) || w->isWindow() || insideScrollArea(w, top))
      continue;
    const QRect r(w->mapTo(top, QPoint(0, 0)), w->size());
    if (!frame.contains(r))
      out << QStringLiteral("%1 (%2) at %3,%4 %5x%6")
                 .arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()))
                 .arg(r.x())
                 .arg(r.y())
                 .arg(r.width())
                 .arg(r.height());
  }
  return out;
}

/// Labels whose one-line text does not fit their width or height.
QStringList clipped(const QList<QLabel*>& labels)
{
  QStringList out;
  for (QLabel* l : labels) {
    if (!l || !l->isVisible() || l->wordWrap() || l->text().isEmpty())
      continue;
    const QFontMetrics fm(l->font());
    QString plain = l->text();
    int needW = 0;
    int needH = 0;
    if (l->textFormat() != Qt::PlainText && Qt::mightBeRichText(plain)) {
      // Rich text (several sizes in one label): laid out as the label does.
      QTextDocument doc;
      doc.setDocumentMargin(0);
      doc.setDefaultFont(l->font());
      doc.setHtml(plain);
      plain = doc.toPlainText();
      needW = static_cast<int>(std::ceil(doc.idealWidth()));
      needH = static_cast<int>(std::ceil(doc.size().height()));
    } else {
      for (const QString& line : plain.split(QLatin1Char('\n')))
        needW = std::max(needW, fm.horizontalAdvance(line));
      needH = fm.height() * (static_cast<int>(plain.count(QLatin1Char('\n'))) + 1);
    }
    const QRect room = l->contentsRect();
    if (needW > room.width() + 1 || needH > room.height() + 2)
      out << QStringLiteral("%1 \"%2\": needs %3x%4, has %5x%6")
                 .arg(l->objectName(), plain)
                 .arg(needW)
                 .arg(needH)
                 .arg(room.width())
                 .arg(room.height());
  }
  return out;
}

QList<QLabel*> resultsHeadlines(MainWindow& w)
{
  QList<QLabel*> out;
  for (QLabel* l : w.results()->findChildren<QLabel*>())
    if (l->objectName().contains(QLatin1Char('.')))  // headline values are named by key
      out << l;
  return out;
}

/// Saves a screenshot when ACCELSIZER_SCREENS_DIR names a folder (to look at them).
void keep(QWidget* w, const QString& name)
{
  const QString dir = qEnvironmentVariable("ACCELSIZER_SCREENS_DIR");
  if (!dir.isEmpty())
    w->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

struct PaletteScope {
  QPalette palette = QApplication::palette();
  QString style = QApplication::style()->name();
  explicit PaletteScope(bool dark)
  {
    if (!dark)
      return;
    QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(darkPalette());
  }
  ~PaletteScope()
  {
    QApplication::setStyle(style);
    QApplication::setPalette(palette);
  }
};

}  // namespace

TEST_CASE("Fits any screen: projector, laptop and desktop sizes, light and dark", "[gui][screens]")
{
  const QSize size = GENERATE(QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080));
  const bool dark = GENERATE(false, true);
  const QString tag = QStringLiteral("%1x%2-%3")
                          .arg(size.width())
                          .arg(size.height())
                          .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"));
  INFO(tag.toStdString());
  PaletteScope scope(dark);
  MainWindow w;
  w.setZoom(100);
  w.setResultsOnly(false);
  w.resize(size);
  w.show();
  REQUIRE(w.openFile(example()));
  waitForStreams(w);

  // The window takes the size asked: its minimum fits the screen.
  CHECK(w.minimumSizeHint().width() <= size.width());
  CHECK(w.minimumSizeHint().height() <= size.height());
  CHECK(w.size() == size);
  CHECK_FALSE(w.stacked());  // side by side down to 1024 pixels
  // Opens on the most severe area: the destager fills.
  CHECK(w.results()->tabs()->currentWidget() == w.results()->areaTab(QStringLiteral("destager")));
  for (int tab = 0; tab < w.results()->tabs()->count(); ++tab) {
    w.results()->tabs()->setCurrentIndex(tab);
    settle(20);
    INFO("results tab " << tab);
    CHECK(outside(&w).join(QLatin1Char('\n')).toStdString() == "");
    CHECK(clipped(resultsHeadlines(w)).join(QLatin1Char('\n')).toStdString() == "");
  }
  w.results()->showMostSevere();
  settle(20);
  keep(&w, QStringLiteral("normal-") + tag);

  // Charts take the palette: a dark base behind a dark window.
  auto* plot = w.results()->findChild<QCustomPlot*>();
  REQUIRE(plot);
  plot->replot();
  CHECK((plot->axisRect()->backgroundBrush().color().lightness() < 100) == dark);

  // Presentation mode at the same size.
  w.present();
  PresentationWindow* p = w.presentation();
  REQUIRE(p);
  p->showNormal();
  p->resize(size);
  settle(50);
  CHECK(p->font().pointSizeF() >= 16.0);
  CHECK(outside(p).join(QLatin1Char('\n')).toStdString() == "");
  CHECK(clipped(p->headlineLabels()).join(QLatin1Char('\n')).toStdString() == "");
  keep(p, QStringLiteral("present-") + tag);
  p->close();

  // A demo step, its title, text and step indicator, every area with its widest chart legend.
  REQUIRE(w.openDemo(QStringLiteral(":/demos/raid5-70-30.accelsizer-demo.json")));
  p->setAnimationMs(0);
  p->goToStep(1);
  settle(50);  // the full-screen state reaches the (offscreen) window system first
  p->showNormal();
  settle(50);
  p->resize(size);
  for (const QString& area : areaKeys()) {
    for (const QString& chart : demoChartKeys(area)) {
      p->setAreas({area}, {chart});
      waitForStreams(w);
      INFO(area.toStdString() << " " << chart.toStdString());
      QStringList wide;
      for (QWidget* c : p->findChildren<QWidget*>())
        if (c->isVisibleTo(p) && (c->minimumSizeHint().width() > size.width() - 40 ||
                                  c->minimumSizeHint().height() > size.height() - 40))
          wide << QStringLiteral("%1 %2 %3x%4")
                      .arg(QString::fromLatin1(c->metaObject()->className()), c->objectName())
                      .arg(c->minimumSizeHint().width())
                      .arg(c->minimumSizeHint().height());
      INFO(wide.join(QLatin1Char('\n')).toStdString()
           << " size " << p->width() << "x" << p->height());
      CHECK(p->size() == size);
      CHECK(outside(p).join(QLatin1Char('\n')).toStdString() == "");
      CHECK(clipped(p->headlineLabels()).join(QLatin1Char('\n')).toStdString() == "");
    }
  }
  keep(p, QStringLiteral("demo-") + tag);
  p->close();
  w.document()->undoStack()->setClean();
}

TEST_CASE("Zoom: Ctrl+Plus, Ctrl+Minus and Ctrl+0 scale text and charts, remembered", "[gui][zoom]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example()));
  w.setZoom(100);
  const double base = w.font().pointSizeF();
  w.zoomIn();
  CHECK(w.zoom() == 110);
  w.zoomIn();
  CHECK(w.zoom() == 125);
  CHECK_THAT(w.font().pointSizeF(), Catch::Matchers::WithinRel(base * 1.25, 1e-9));
  // The headline numbers (made before the zoom) follow it, 1.35 times the text beside them.
  const auto* headline =
      w.results()->headlines()->findChild<QLabel*>(QStringLiteral("replica.max_link_utilization"));
  REQUIRE(headline);
  CHECK_THAT(headline->font().pointSizeF(), Catch::Matchers::WithinRel(base * 1.25 * 1.35, 1e-9));
  auto* plot = w.results()->findChild<QCustomPlot*>();
  REQUIRE(plot);
  plot->replot();
  CHECK_THAT(plot->xAxis->tickLabelFont().pointSizeF(),
             Catch::Matchers::WithinRel(base * 1.25, 1e-9));
  w.zoomOut();
  CHECK(w.zoom() == 110);
  {
    MainWindow again;  // remembered
    CHECK(again.zoom() == 110);
  }
  w.setZoom(100);
  CHECK(w.zoom() == 100);
  // At 100 % the window takes the application's font (as at start), not a copy of it.
  CHECK_FALSE(w.testAttribute(Qt::WA_SetFont));
  CHECK_THAT(w.font().pointSizeF(), Catch::Matchers::WithinRel(base, 1e-9));
  for (int i = 0; i < 20; ++i)
    w.zoomIn();
  CHECK(w.zoom() == 200);
  w.setZoom(100);
  w.document()->undoStack()->setClean();
}

TEST_CASE("Result tabs carry their area's status from the summary's assessment", "[gui][status]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example()));
  waitForStreams(w);
  const QList<AreaVerdict> verdicts =
      assessAreas(w.document()->evaluatedScenario(), w.document()->evaluation());
  const QStringList keys = areaKeys();
  const QList<int> lights = w.results()->tabLights();
  REQUIRE(lights.size() == keys.size());
  for (const AreaVerdict& v : verdicts) {
    const qsizetype i = keys.indexOf(v.key);
    REQUIRE(i >= 0);
    CHECK(lights.at(i) == static_cast<int>(v.light));
    const int tab = w.results()->tabs()->indexOf(w.results()->areaTab(v.key));
    REQUIRE(tab >= 0);
    CHECK_FALSE(w.results()->tabs()->tabIcon(tab).isNull());
    CHECK(w.results()->tabs()->tabToolTip(tab).contains(v.verdict));
  }
  // The destager is red in this example, the peer network green.
  CHECK(lights.at(2) == static_cast<int>(Light::Red));
  CHECK(lights.at(0) == static_cast<int>(Light::Green));
  CHECK(w.results()->tabs()->currentWidget() == w.results()->areaTab(QStringLiteral("destager")));
  // After an edit that clears the destager, the statuses follow.
  w.document()->edit(QStringLiteral("less"), [](Scenario& s) { s.vm_groups[0].write.mbps = 0.5; });
  waitForStreams(w);
  CHECK(w.results()->tabLights().at(2) != static_cast<int>(Light::Red));
  w.document()->undoStack()->setClean();
}

TEST_CASE("Enumerations read as words, periods in hours, every input named", "[gui][labels]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example()));
  w.editor()->buildAllPages();  // every tab's inputs, as showing each would make them
  auto* kind = w.findChild<ParamEditor*>(QStringLiteral("peer_network.kind"));
  REQUIRE(kind);
  auto* combo = kind->findChild<QComboBox*>();
  REQUIRE(combo);
  CHECK(combo->currentText() == QStringLiteral("Ethernet"));
  CHECK(combo->findText(QStringLiteral("InfiniBand")) >= 0);
  combo->setCurrentIndex(combo->findText(QStringLiteral("InfiniBand")));
  CHECK(w.document()->scenario().peer_network.kind == NetKind::InfiniBand);
  w.document()->undoStack()->undo();
  CHECK(combo->currentText() == QStringLiteral("Ethernet"));

  auto* multipath = w.findChild<ParamEditor*>(QStringLiteral("backing.storage_network.multipath"));
  REQUIRE(multipath);
  CHECK(multipath->findChild<QComboBox*>()->currentText() == QStringLiteral("Round robin"));

  // A sine profile's period in hours, typed in minutes.
  w.document()->edit(QStringLiteral("sine"), [](Scenario& s) {
    s.vm_groups[0].write.kind = ProfileKind::Sine;
    s.vm_groups[0].write.mean_mbps = 3;
    s.vm_groups[0].write.amplitude_mbps = 2;
    s.vm_groups[0].write.period_s = 86400;
  });
  settle();
  QDoubleSpinBox* period = nullptr;
  for (auto* e : w.findChildren<ParamEditor*>())
    if (e->info().key == QLatin1String("period_s") && e->isVisibleTo(&w))
      period = e->findChild<QDoubleSpinBox*>();
  REQUIRE(period);
  CHECK(period->text() == QStringLiteral("24 h"));
  auto* line = period->findChild<QLineEdit*>();
  REQUIRE(line);
  line->setText(QStringLiteral("90 min"));
  period->interpretText();
  CHECK(w.document()->scenario().vm_groups[0].write.period_s == 5400.0);
  CHECK(period->text() == QStringLiteral("90 min"));

  // Every input has an accessible name and description.
  for (auto* e : w.findChildren<ParamEditor*>()) {
    INFO(e->info().path().toStdString());
    CHECK(e->accessibleName() == e->info().label);
    for (QWidget* c : e->findChildren<QWidget*>()) {
      if (!c->focusPolicy())
        continue;
      CHECK_FALSE(c->accessibleName().isEmpty());
      CHECK_FALSE(c->accessibleDescription().isEmpty());
    }
  }
  w.document()->undoStack()->setClean();
}

TEST_CASE("Presentation mode: big inputs edit live and undo, Esc leaves with nothing lost",
          "[gui][present]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example()));
  w.present();
  PresentationWindow* p = w.presentation();
  REQUIRE(p);
  CHECK(p->isVisible());
  CHECK(p->areas() == QStringList{QStringLiteral("destager")});  // the tab on screen
  REQUIRE_FALSE(p->inputs().isEmpty());
  CHECK(p->inputs().contains(QStringLiteral("/acceleration/write_buffer_mb")));
  QLabel* fill = p->headlineLabel(QStringLiteral("destager.groups[0].fill_time_s"));
  REQUIRE(fill);
  const QString before = fill->text();

  // The buffer slider: an edit recomputes at once and is one undo step.
  auto* box = p->findChild<QWidget*>(QStringLiteral("input_acceleration.write_buffer_mb"));
  REQUIRE(box);
  auto* slider = box->findChild<QSlider*>();
  REQUIRE(slider);
  const int steps = w.document()->undoStack()->count();
  slider->setValue(slider->maximum());
  CHECK(w.document()->scenario().acceleration.write_buffer_mb > 20000.0 * 7.9);
  CHECK(w.document()->undoStack()->count() == steps + 1);
  fill = p->headlineLabel(QStringLiteral("destager.groups[0].fill_time_s"));
  REQUIRE(fill);
  CHECK(fill->text() != before);
  w.document()->undoStack()->undo();
  CHECK(w.document()->scenario().acceleration.write_buffer_mb == 20000.0);
  CHECK(p->headlineLabel(QStringLiteral("destager.groups[0].fill_time_s"))->text() == before);
  w.document()->undoStack()->redo();

  // Esc leaves; the edit stays.
  QKeyEvent esc(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
  QApplication::sendEvent(p->focusWidget() ? p->focusWidget() : p, &esc);
  CHECK_FALSE(p->isVisible());
  CHECK(w.document()->scenario().acceleration.write_buffer_mb > 20000.0 * 7.9);
  CHECK(w.document()->isModified());
  w.document()->undoStack()->setClean();
}

TEST_CASE("Guided demos: open, step with the clicker's keys, animate, reset, undo", "[gui][demo]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(MainWindow::demoResources().size() == 4);
  REQUIRE(w.openDemo(QStringLiteral(":/demos/1gbe-vs-infiniband.accelsizer-demo.json")));
  PresentationWindow* p = w.presentation();
  REQUIRE(p);
  REQUIRE(p->hasDemo());
  CHECK(p->step() == -1);
  CHECK(p->stepIndicator()->text().startsWith(QStringLiteral("Step 0 of 7")));
  CHECK(w.document()->scenario().peer_network.kind == NetKind::InfiniBand);
  p->setAnimationMs(0);

  const auto press = [p](int key) {
    QKeyEvent e(QEvent::KeyPress, key, Qt::NoModifier);
    QApplication::sendEvent(p, &e);
  };
  press(Qt::Key_PageDown);
  CHECK(p->step() == 0);
  CHECK(p->areas() == QStringList{QStringLiteral("latency")});
  QLabel* floor = p->headlineLabel(QStringLiteral("latency.groups[0].floor_us"));
  REQUIRE(floor);
  CHECK(floor->property("highlighted").toBool());
  CHECK(floor->isVisibleTo(p));
  press(Qt::Key_PageDown);
  CHECK(p->step() == 1);
  CHECK(w.document()->scenario().vm_groups[0].write_io_kib == 256.0);
  press(Qt::Key_Right);
  press(Qt::Key_Right);
  CHECK(p->step() == 3);
  CHECK(w.document()->scenario().peer_network.kind == NetKind::Ethernet);
  CHECK(w.document()->scenario().peer_network.link_gbps == 1.0);
  press(Qt::Key_PageUp);
  CHECK(p->step() == 2);
  CHECK(w.document()->scenario().peer_network.kind == NetKind::InfiniBand);
  CHECK(p->stepIndicator()->text().startsWith(QStringLiteral("Step 3 of 7")));

  // Each step is one undo step.
  const int count = w.document()->undoStack()->count();
  press(Qt::Key_PageDown);
  CHECK(w.document()->undoStack()->count() == count + 1);
  w.document()->undoStack()->undo();
  CHECK(w.document()->scenario().peer_network.kind == NetKind::InfiniBand);

  // Animated: the numbers pass through values in between, and land on the step's.
  p->setAnimationMs(1000);  // as presented: about a second
  p->goToStep(5);           // from 3 (1 GbE, 4 KiB... after the undo: IB, 4 KiB) to 1 GbE, 256 KiB
  bool between = false;
  QElapsedTimer t;
  t.start();
  while (p->animating() && t.elapsed() < 5000) {
    QApplication::processEvents(QEventLoop::AllEvents, 5);
    const double kib = w.document()->scenario().vm_groups[0].write_io_kib;
    between = between || (kib > 4.0 && kib < 256.0);
  }
  settle(50);
  CHECK(between);
  CHECK(w.document()->scenario().vm_groups[0].write_io_kib == 256.0);
  CHECK(w.document()->scenario().peer_network.link_gbps == 1.0);

  // Home: the starting scenario.
  p->setAnimationMs(0);
  press(Qt::Key_Home);
  CHECK(p->step() == -1);
  CHECK(w.document()->scenario().vm_groups[0].write_io_kib == 32.0);
  CHECK(w.document()->scenario().peer_network.kind == NetKind::InfiniBand);

  // Record step: the edits since the step shown become a step after it.
  p->goToStep(0);
  w.document()->edit(QStringLiteral("bigger"),
                     [](Scenario& s) { s.vm_groups[0].outstanding_ios = 8; });
  p->recordStep(QStringLiteral("Fewer outstanding"));
  REQUIRE(p->demo()->steps.size() == 8);
  CHECK(p->step() == 1);
  const DemoStep& recorded = p->demo()->steps[1];
  REQUIRE(recorded.changes.size() == 1);
  CHECK(recorded.changes[0].pointer == QStringLiteral("/vm_groups/0/outstanding_ios"));
  p->close();
  w.document()->undoStack()->setClean();
}
