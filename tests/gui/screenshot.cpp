// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Renders the main window to PNG, for reviewing the GUI and for the documentation.
// Usage: accelsizer-screenshot [--dark] [--zoom=PERCENT] [--present | --demo=FILE[:STEP]]
//        SCENARIO OUT.png [WIDTHxHEIGHT] [editor-tab] [results-tab] [chart-tab]
//        accelsizer-screenshot --import MEASURED OUT.png [PAGE] [GROUP=PATTERN]...
//        (File > Import workload on MEASURED, at page 0 file, 1 sources, 2 import)
//        --sweep=PATH:FROM:TO:N[:log][+PATH:FROM:TO:N[:log]] renders the Sweep window (values
//        in the input's display unit) and --tornado[=POINTER] the sensitivity window.
// Runs with any Qt platform, offscreen included (QT_QPA_PLATFORM=offscreen). Speaks the
// language of the environment, as the application does (LANG=de_DE.UTF-8 for German).
#include <QApplication>
#include <QElapsedTimer>
#include <QTabWidget>
#include <QTimer>

#include "app/gui/scenariodocument.h"

#include "app/gui/importwizard.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "app/gui/presentation.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenarioeditor.h"
#include "app/gui/studyactions.h"
#include "app/gui/sweepview.h"
#include "app/gui/theme.h"
#include "app/gui/tornadoview.h"

int main(int argc, char* argv[])
{
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("AccelSizer-screenshot"));
  accel::ui::setLanguage(QLocale::system());
  QStringList args = QApplication::arguments();
  // Options before the positional arguments: --dark (Fusion with a dark palette), --present
  // (presentation mode over WIDTHxHEIGHT), --demo=FILE[:STEP] (a demo at a step, presented),
  // --zoom=PERCENT.
  bool dark = false;
  bool presenting = false;
  QString demo;
  int demoStep = -1;
  int zoom = 100;
  QString sweep;
  QString tornado;
  bool study = false;
  for (qsizetype i = args.size() - 1; i >= 1; --i) {
    const QString a = args.at(i);
    if (a == QLatin1String("--dark"))
      dark = true;
    else if (a == QLatin1String("--present"))
      presenting = true;
    else if (a.startsWith(QLatin1String("--demo="))) {
      presenting = true;
      demo = a.mid(7);
      const qsizetype colon = demo.lastIndexOf(QLatin1Char(':'));
      bool number = false;
      const int step = colon > 0 ? demo.mid(colon + 1).toInt(&number) : -1;
      if (number) {
        demoStep = step;
        demo.truncate(colon);
      }
    } else if (a.startsWith(QLatin1String("--sweep="))) {
      sweep = a.mid(8);
    } else if (a.startsWith(QLatin1String("--tornado"))) {
      tornado = a.section(QLatin1Char('='), 1);
      study = true;
    } else if (a.startsWith(QLatin1String("--zoom=")))
      zoom = a.mid(7).toInt();
    else
      continue;
    args.removeAt(i);
  }
  if (dark) {
    QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(accel::ui::darkPalette());
  }
  if (args.size() < 3)
    return 2;
  if (args.at(1) == QLatin1String("--import")) {
    accel::ui::MainWindow w;
    w.openExample(QStringLiteral(":/examples/build-cluster-1gbe.accelsizer.json"));
    accel::ui::ImportWizard wizard(w.document()->scenario(), &w);
    wizard.setFile(args.at(2));
    wizard.show();
    const int page = args.size() > 4 ? args.at(4).toInt() : 1;
    for (int p = 0; p < page; ++p) {
      wizard.next();
      if (p == 0)
        wizard.waitForRead();
      for (int g = 5; g < args.size() && p == 0; ++g) {
        const QString spec = args.at(g);
        wizard.groupByPattern(spec.section(QLatin1Char('='), 0, 0),
                              spec.section(QLatin1Char('='), 1));
      }
    }
    QTimer::singleShot(300, &app, [&] {
      const bool ok = wizard.grab().save(args.at(3));
      QApplication::exit(ok ? 0 : 1);
    });
    return QApplication::exec();
  }
  accel::ui::MainWindow w;
  w.setZoom(zoom);
  QSize size(1440, 900);
  if (args.size() > 3) {
    const QStringList wh = args.at(3).split(QLatin1Char('x'));
    size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
  }
  w.resize(size);
  if (!w.openFile(args.at(1)))
    return 1;
  if (args.size() > 4)
    w.editor()->setCurrentIndex(args.at(4).toInt());
  if (args.size() > 5)
    w.results()->tabs()->setCurrentIndex(args.at(5).toInt());
  if (args.size() > 6) {  // the chart tab inside the current results tab
    if (auto* inner = w.results()->tabs()->currentWidget()->findChild<QTabWidget*>())
      inner->setCurrentIndex(args.at(6).toInt());
  }
  w.show();
  QWidget* shot = &w;
  if (presenting) {
    if (!demo.isEmpty()) {
      if (!w.openDemo(demo))
        return 1;
      w.presentation()->setAnimationMs(0);
      w.presentation()->goToStep(demoStep);
    } else {
      w.present();
    }
    w.presentation()->showNormal();
    w.presentation()->resize(size);
    shot = w.presentation();
  }
  accel::ui::SweepView* sweepView = nullptr;
  accel::ui::TornadoView* tornadoView = nullptr;
  if (!sweep.isEmpty()) {
    sweepView = accel::ui::showSweepView(w.document(), &w);
    const QStringList axes = sweep.split(QLatin1Char('+'));
    for (int a = 0; a < axes.size() && a < 2; ++a) {
      const QStringList p = axes[a].split(QLatin1Char(':'));
      if (p.size() < 4 ||
          !sweepView->setInput(a, p[0], p[1].toDouble(), p[2].toDouble(), p[3].toInt(),
                               p.value(4) == QLatin1String("log")
                                   ? accel::ui::SweepView::Scale::Log
                                   : accel::ui::SweepView::Scale::Linear))
        return 1;
    }
    sweepView->resize(size);
    sweepView->run();
    shot = sweepView;
  } else if (study) {
    tornadoView = accel::ui::showTornadoView(w.document(), &w, tornado);
    tornadoView->resize(size);
    shot = tornadoView;
  }
  // Grab once the background work (the stream simulation) is done, or after 30 s.
  QElapsedTimer clock;
  clock.start();
  QTimer poll;
  QObject::connect(&poll, &QTimer::timeout, &app, [&] {
    const bool busy = w.document()->streamsRunning() || w.document()->variantsChecking() ||
                      (sweepView && sweepView->running()) ||
                      (tornadoView && tornadoView->running());
    if (busy && clock.elapsed() < 30000)
      return;
    poll.stop();
    QTimer::singleShot(300, &app, [&] {
      const bool ok = shot->grab().save(args.at(2));
      QApplication::exit(ok ? 0 : 1);
    });
  });
  poll.start(100);
  return QApplication::exec();
}
