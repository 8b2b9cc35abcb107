// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/streamscharts.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

#include "app/core/units.h"

namespace accel::ui {

const ConvoySimResult* simulationShown(const DesignResult& design)
{
  return !design.parts.empty() && design.parts.front().simulated ? &design.parts.front().sim
                                                                 : nullptr;
}

namespace {

QString tr(const char* text)
{
  // The context lupdate gives tr() in the free functions of namespace accel::ui.
  return QCoreApplication::translate("accel::ui", text);
}

/// Removes what an earlier draw added beside the main axis rect (the colour scale).
void resetLayout(QCustomPlot* plot)
{
  plot->clearPlottables();
  plot->clearItems();
  for (int i = plot->plotLayout()->elementCount() - 1; i >= 0; --i)
    if (auto* scale = qobject_cast<QCPColorScale*>(plot->plotLayout()->elementAt(i)))
      plot->plotLayout()->remove(scale);
  plot->plotLayout()->simplify();
}

}  // namespace

void drawHeatmap(QCustomPlot* plot, HoverTips* tips, const ConvoySimResult& sim,
                 const QString& title)
{
  resetLayout(plot);
  if (tips)
    tips->clear();
  plot->legend->setVisible(false);
  if (!sim.valid || sim.utilization.cols() == 0) {
    plot->replot();
    return;
  }
  const bool byMember = !sim.disk_member.empty() && sim.disk_member.front() >= 0;
  const Eigen::MatrixXf util = byMember ? memberUtilization(sim) : sim.utilization;
  const int rows = static_cast<int>(util.rows());
  const int cols = static_cast<int>(util.cols());
  const double dt = sim.sample_interval_s;

  auto* map = new QCPColorMap(plot->xAxis, plot->yAxis);
  map->data()->setSize(cols, rows);
  map->data()->setRange(QCPRange(dt / 2, (cols - 0.5) * dt), QCPRange(1, rows));
  for (int x = 0; x < cols; ++x)
    for (int y = 0; y < rows; ++y)
      map->data()->setCell(x, y, 100.0 * static_cast<double>(util(y, x)));
  QCPColorGradient gradient;
  gradient.clearColorStops();
  gradient.setColorStopAt(0.0, QColor(0xf7, 0xf7, 0xf7));
  gradient.setColorStopAt(0.3, QColor(0xfd, 0xd4, 0x9e));
  gradient.setColorStopAt(0.7, QColor(0xf0, 0x6a, 0x2a));
  gradient.setColorStopAt(1.0, QColor(0x9e, 0x0b, 0x0b));
  map->setInterpolate(false);

  auto* scale = new QCPColorScale(plot);
  plot->plotLayout()->addElement(0, 1, scale);
  scale->setType(QCPAxis::atRight);
  scale->axis()->setLabel(tr("busy (%)"));
  map->setColorScale(scale);  // the scale owns the gradient and the range from here on
  scale->setGradient(gradient);
  scale->setDataRange(QCPRange(0, 100));
  auto* group = new QCPMarginGroup(plot);
  plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
  scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);

  plot->xAxis->setLabel(title.isEmpty() ? tr("Simulated time (s)")
                                        : tr("Simulated time (s): %1").arg(title));
  plot->yAxis->setLabel(byMember ? tr("Stripe member (mirror pair)") : tr("Disk"));
  plot->xAxis->setRange(0, cols * dt);
  plot->yAxis->setRange(0.5, rows + 0.5);
  if (tips) {
    tips->addArea([util, dt, byMember](double key, double value) {
      const int x = static_cast<int>(std::floor(key / dt));
      const int y = static_cast<int>(std::lround(value)) - 1;
      if (y < 0 || y >= util.rows() || x < 0 || x >= util.cols())
        return QString();
      return tr("%1 %2, %3 to %4: %5 busy")
          .arg(byMember ? tr("Member") : tr("Disk"))
          .arg(y + 1)
          .arg(formatDurationS(x * dt), formatDurationS((x + 1) * dt),
               formatValue(static_cast<double>(util(y, x)), Unit::Fraction));
    });
  }
}

void drawThroughputChart(QCustomPlot* plot, HoverTips* tips, const ConvoySimResult& sim,
                         const DesignResult& design)
{
  resetLayout(plot);
  if (tips)
    tips->clear();
  plot->legend->setVisible(true);
  const double dt = sim.sample_interval_s;
  QCPGraph* graph = plot->addGraph();
  graph->setName(tr("streams together"));
  graph->setPen(QPen(seriesColor(0), 1.6));
  graph->setLineStyle(QCPGraph::lsStepLeft);
  double top = design.demand_mbps;
  for (std::size_t i = 0; i < sim.throughput_mbps.size(); ++i) {
    graph->addData(static_cast<double>(i) * dt, sim.throughput_mbps[i]);
    top = std::max(top, sim.throughput_mbps[i]);
  }
  const std::vector<double> tp = sim.throughput_mbps;
  if (tips)
    tips->add(graph, [tp, dt](int k) {
      return tr("%1 to %2: %3")
          .arg(formatDurationS(k * dt), formatDurationS((k + 1) * dt),
               formatValue(tp[static_cast<std::size_t>(k)], Unit::MBps));
    });
  // The parts simulated are one group of the design; scale the design's figures to it.
  const double share = design.parts.empty() || design.expected_mbps <= 0
                           ? 1.0
                           : 1.0 / std::max(1, design.parts.front().count);
  addHorizontalLine(plot, design.demand_mbps * share, seriesColor(2), Qt::DashLine,
                    tr("demand %1").arg(formatValue(design.demand_mbps * share, Unit::MBps)));
  addHorizontalLine(
      plot, design.convoy_floor_mbps * share, saturationColor(), Qt::DotLine,
      tr("full-convoy floor %1").arg(formatValue(design.convoy_floor_mbps * share, Unit::MBps)));
  if (sim.window_start_s > 0) {
    auto* warm = new QCPItemRect(plot);
    warm->setLayer(QStringLiteral("background"));
    warm->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    warm->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    warm->topLeft->setCoords(0, 0);
    warm->bottomRight->setCoords(sim.window_start_s, 1);
    warm->setPen(Qt::NoPen);
    warm->setBrush(QColor(0, 0, 0, 18));
  }
  plot->xAxis->setLabel(tr("Simulated time (s); warm-up shaded"));
  plot->yAxis->setLabel(tr("Stream throughput (MB/s)"));
  plot->xAxis->setRange(0, std::max(sim.simulated_s, 1e-9));
  plot->yAxis->setRange(0, std::max(top * 1.15, 1.0));
}

}  // namespace accel::ui
