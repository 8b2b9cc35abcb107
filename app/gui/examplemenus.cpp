// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/examplemenus.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QMenu>

#include "app/core/demo.h"
#include "app/core/scenarioio.h"
#include "app/gui/mainwindow.h"

namespace accel::ui {

void fillExampleMenusWhenOpened(QMenu* examples, QMenu* demos, MainWindow* window)
{
  const auto fillExamples = [examples, window] {
    if (!examples->isEmpty())
      return;
    for (const QString& res : MainWindow::exampleResources()) {
      const auto loaded = parseScenario([&res] {
        QFile f(res);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
      }());
      const QString title =
          loaded.ok() ? QString::fromStdString(loaded.scenario->name) : QFileInfo(res).fileName();
      examples->addAction(title, window, [window, res] { window->openExample(res); });
    }
  };
  // The demos go before what the menu holds already ("Demo File…").
  QAction* first = demos->actions().value(0);
  const auto fillDemos = [demos, first, window] {
    if (demos->actions().value(0) != first)
      return;
    for (const QString& res : MainWindow::demoResources()) {
      QFile f(res);
      const DemoLoad loaded = parseDemo(f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray());
      auto* act = new QAction(loaded.ok() ? loaded.demo->title : QFileInfo(res).fileName(), demos);
      QObject::connect(act, &QAction::triggered, window, [window, res] { window->openDemo(res); });
      demos->insertAction(first, act);
    }
  };
#ifdef Q_OS_MACOS
  // The native menu bar does not reliably open a submenu that is empty until shown.
  fillExamples();
  fillDemos();
#else
  QObject::connect(examples, &QMenu::aboutToShow, window, fillExamples);
  QObject::connect(demos, &QMenu::aboutToShow, window, fillDemos);
#endif
}

}  // namespace accel::ui
