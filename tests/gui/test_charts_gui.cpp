// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// A chart resized is drawn when it is next painted: once for many resizes, not while hidden,
// and the same pixels as a chart drawn at that size.
#include <catch2/catch.hpp>

#include <QEvent>
#include <QImage>
#include <QMouseEvent>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWidget>

#include "app/charts/chartutil.h"
#include "app/charts/qcp.h"
#include "app/charts/replicachart.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel::ui;

using accel::test::idle;

namespace {

/// A styled chart with a line and a title, in `parent`; counts its drawings in *draws.
QCustomPlot* chartIn(QWidget* parent, int* draws)
{
  auto* plot = new QCustomPlot(parent);
  styleChart(plot);
  QCPGraph* g = plot->addGraph();
  g->setName(QStringLiteral("writes"));
  g->setData(QVector<double>{0, 1, 2, 3, 4}, QVector<double>{1, 3, 2, 5, 4});
  plot->xAxis->setLabel(QStringLiteral("Time (s)"));
  plot->yAxis->setLabel(QStringLiteral("Rate (MB/s)"));
  plot->rescaleAxes();
  QObject::connect(plot, &QCustomPlot::afterReplot, plot, [draws] { ++*draws; });
  return plot;
}

/// chartIn(window, draws) at `geometry`, its window shown and its first drawings made.
QCustomPlot* shownChartIn(QWidget* window, int* draws, QRect geometry)
{
  QCustomPlot* plot = chartIn(window, draws);
  plot->setGeometry(geometry);
  window->resize(700, 500);
  window->show();
  idle(100);
  return plot;
}

}  // namespace

TEST_CASE("A resized chart is drawn once, when next painted, as one drawn at its size",
          "[gui][chart]")
{
  QWidget window;
  int draws = 0;
  QCustomPlot* plot = shownChartIn(&window, &draws, QRect(0, 0, 300, 200));
  REQUIRE(draws >= 1);

  // Several resizes before a paint: one drawing, at the last size, in one repaint of the
  // window (the drawing's own request for a repaint is not needed: it is being painted).
  accel::test::RepaintCounter counter;
  window.installEventFilter(&counter);
  draws = 0;
  for (int w : {320, 400, 480, 520, 560})
    plot->resize(w, 300);
  CHECK(draws == 0);
  CHECK(plot->viewport() == QRect(0, 0, 560, 300));
  idle(100);
  CHECK(draws == 1);
  CHECK(counter.repaints == 1);
  window.removeEventFilter(&counter);
  const QImage shown = plot->grab().toImage();
  CHECK(draws == 1);

  // The same pixels as a chart made at that size and drawn whole.
  QWidget other;
  int otherDraws = 0;
  QCustomPlot* reference = shownChartIn(&other, &otherDraws, QRect(0, 0, 560, 300));
  reference->replot();
  CHECK(shown == reference->grab().toImage());

  // Resized and grabbed before any repaint: drawn for the grab, at its new size.
  draws = 0;
  plot->resize(540, 290);
  const QImage grabbed = plot->grab().toImage();
  CHECK(draws == 1);
  CHECK(grabbed.size() == QSize(540, 290) * plot->devicePixelRatio());

  // The mouse on a chart resized but not yet painted reads the axes at the new size.
  plot->resize(600, 300);
  const double before = plot->xAxis->coordToPixel(4);
  QMouseEvent move(QEvent::MouseMove, QPointF(100, 100), plot->mapToGlobal(QPointF(100, 100)),
                   Qt::NoButton, Qt::NoButton, Qt::NoModifier);
  QApplication::sendEvent(plot, &move);
  CHECK(plot->xAxis->coordToPixel(4) > before);
  CHECK(plot->axisRect()->right() > 500);

  // Updates held by the window stay held through a drawing for a paint.
  window.setUpdatesEnabled(false);
  plot->resize(530, 280);
  plot->grab();
  CHECK_FALSE(plot->updatesEnabled());
  window.setUpdatesEnabled(true);
  CHECK(plot->updatesEnabled());

  // Resized while hidden: drawn once, at its new size, when shown.
  plot->hide();
  draws = 0;
  plot->resize(450, 250);
  idle(50);
  CHECK(draws == 0);
  plot->show();
  const QImage again = plot->grab().toImage();
  CHECK(draws == 1);
  CHECK(again.size() == QSize(450, 250) * plot->devicePixelRatio());

  // A chart drawn after its resize (new data) is not drawn again for the paint.
  plot->resize(500, 260);
  plot->replot();
  draws = 0;
  plot->grab();
  CHECK(draws == 0);
}

TEST_CASE("The peer links' chart shows its whole legend when its tab opens first", "[gui][chart]")
{
  // QCustomPlot lays a legend out from sizes it measures while drawing: the drawing its
  // constructor queues is kept, or a chart drawn once only cuts its legend off.
  MainWindow w;
  w.resize(1440, 900);
  REQUIRE(w.openFile(
      QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/clone-race.accelsizer.json")));
  w.results()->tabs()->setCurrentIndex(1);
  w.show();
  idle(300);
  auto* chart = w.findChild<ReplicaChart*>(QStringLiteral("peerLinkUtilisation"));
  REQUIRE(chart);
  REQUIRE(chart->isVisible());
  chart->grab();
  const QRect legend = chart->legend->outerRect();
  CHECK(legend.height() >= chart->legend->minimumOuterSizeHint().height());
  CHECK(legend.bottom() <= chart->height());
  w.document()->undoStack()->setClean();
}
