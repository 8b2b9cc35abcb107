// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/studyactions.h"

#include <QCoreApplication>
#include <QMenu>

#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/sweepview.h"
#include "app/gui/tornadoview.h"

namespace accel::ui {

namespace {

QString tr(const char* text)
{
  return QCoreApplication::translate("accel::ui", text);
}

template <class View>
View* showView(ScenarioDocument* doc, QWidget* window, const QString& name)
{
  auto* view = window->findChild<View*>(name, Qt::FindDirectChildrenOnly);
  if (!view)
    view = new View(doc, window);
  view->show();
  view->raise();
  view->activateWindow();
  return view;
}

}  // namespace

SweepView* showSweepView(ScenarioDocument* doc, QWidget* window)
{
  return showView<SweepView>(doc, window, QStringLiteral("sweepView"));
}

TornadoView* showTornadoView(ScenarioDocument* doc, QWidget* window, const QString& metric)
{
  TornadoView* view = showView<TornadoView>(doc, window, QStringLiteral("tornadoView"));
  if (!metric.isEmpty())
    view->setMetric(metric);
  else
    view->compute();
  return view;
}

void addStudyActions(QMenu* menu, ScenarioDocument* doc, ResultsPanel* results, QWidget* window)
{
  QAction* sweep =
      menu->addAction(tr("S&weep…"), window, [doc, window] { showSweepView(doc, window); });
  sweep->setToolTip(tr("One or two inputs over a range against the results."));
  sweep->setObjectName(QStringLiteral("sweepAction"));
  QAction* tornado = menu->addAction(tr("&Sensitivity…"), window,
                                     [doc, window] { showTornadoView(doc, window, QString()); });
  tornado->setToolTip(tr("Which input matters most for a result: a tornado chart."));
  tornado->setObjectName(QStringLiteral("sensitivityAction"));
  QObject::connect(results, &ResultsPanel::sensitivityRequested, window,
                   [doc, window](const QString& metric) { showTornadoView(doc, window, metric); });
}

}  // namespace accel::ui
