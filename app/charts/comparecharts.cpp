// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/comparecharts.h"

#include <QCoreApplication>

#include <algorithm>

#include "app/charts/destagercharts.h"
#include "app/core/units.h"
#include "model/latency/latency.h"

namespace accel::ui {

namespace {

QString tr(const char* text)
{
  // The context lupdate gives tr() in the free functions of namespace accel::ui.
  return QCoreApplication::translate("accel::ui", text);
}

void addTip(HoverTips* tips, QCPAbstractPlottable* plottable, HoverTips::TextFor text)
{
  if (tips)
    tips->add(plottable, std::move(text));
}

void reset(QCustomPlot* plot, HoverTips* tips)
{
  plot->clearGraphs();
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  plot->legend->setVisible(true);
}

void logAxis(QCPAxis* axis, double base)
{
  axis->setScaleType(QCPAxis::stLogarithmic);
  QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
  ticker->setLogBase(base);
  axis->setTicker(ticker);
  axis->setNumberFormat(QStringLiteral("gb"));
}

}  // namespace

int compareChartGroup(const std::vector<ComparedOption>& options)
{
  if (options.empty())
    return 0;
  const Scenario& s = options.front().scenario;
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i)
    if (s.vm_groups[i].write_policy.isWriteBack())
      return static_cast<int>(i);
  return 0;
}

void drawCompareSizeChart(QCustomPlot* plot, HoverTips* tips,
                          const std::vector<ComparedOption>& options, int group)
{
  reset(plot, tips);
  logAxis(plot->xAxis, 2);
  logAxis(plot->yAxis, 10);
  plot->xAxis->setLabel(tr("Write size (KiB)"));
  plot->yAxis->setLabel(tr("Latency (\u00b5s)"));
  double lo = 1e300, hi = 0;
  for (std::size_t c = 0; c < options.size(); ++c) {
    const Scenario& s = options[c].scenario;
    if (group < 0 || group >= static_cast<int>(s.vm_groups.size()))
      continue;
    const WritePolicy policy = s.vm_groups[static_cast<std::size_t>(group)].write_policy;
    const std::vector<PolicyCurve> curves = latencyVsIoSize(
        s, group, defaultLatencySizesKib(), true, options[c].evaluation.latency_options);
    const auto it = std::find_if(curves.begin(), curves.end(),
                                 [&](const PolicyCurve& p) { return p.policy == policy; });
    QCPGraph* graph = plot->addGraph();
    graph->setName(options[c].name);
    graph->setPen(QPen(seriesColor(static_cast<int>(c)), 2));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    if (it == curves.end())
      continue;
    std::vector<SizePoint> points;
    for (const SizePoint& p : it->points)
      if (p.loaded_us > 0 && !p.capacity_bound) {
        graph->addData(p.io_kib, p.loaded_us);
        points.push_back(p);
        lo = std::min(lo, p.loaded_us);
        hi = std::max(hi, p.loaded_us);
      }
    addTip(tips, graph, [points, name = options[c].name](int k) {
      const SizePoint& p = points[static_cast<std::size_t>(k)];
      return tr("%1: writes of %2, %3 under load")
          .arg(name, formatValue(p.io_kib, Unit::KiB), formatDurationUs(p.loaded_us));
    });
  }
  plot->xAxis->setRange(0.4, 1400);
  if (hi > 0)
    plot->yAxis->setRange(std::max(lo / 1.6, 0.1), hi * 1.8);
}

void drawCompareBacklogChart(QCustomPlot* plot, HoverTips* tips,
                             const std::vector<ComparedOption>& options, int group)
{
  reset(plot, tips);
  double horizon = 0, top = 0;
  for (const ComparedOption& o : options)
    if (group >= 0 && group < static_cast<int>(o.evaluation.destager.groups.size())) {
      const DestagerGroupResult& g = o.evaluation.destager.groups[static_cast<std::size_t>(group)];
      horizon = std::max(horizon, g.horizon_s);
      top = std::max(top, g.buffer_mb);
      for (const SeriesPoint& p : g.backlog_mb)
        top = std::max(top, p.value);
    }
  const TimeScale ts = timeScale(horizon > 0 ? horizon : 1);
  const double scale = top >= 10000 ? 1000.0 : 1.0;
  plot->xAxis->setLabel(tr("Time (%1)").arg(ts.unit));
  plot->yAxis->setLabel(scale > 1 ? tr("Backlog (GB)") : tr("Backlog (MB)"));
  for (std::size_t c = 0; c < options.size(); ++c) {
    QCPGraph* graph = plot->addGraph();
    graph->setName(options[c].name);
    const QColor color = seriesColor(static_cast<int>(c));
    graph->setPen(QPen(color, 2));
    const auto& groups = options[c].evaluation.destager.groups;
    if (group < 0 || group >= static_cast<int>(groups.size()))
      continue;
    const DestagerGroupResult& g = groups[static_cast<std::size_t>(group)];
    QVector<double> keys, values;
    for (const SeriesPoint& p : g.backlog_mb) {
      keys << (p.t_s - g.time_origin_s) / ts.factor;
      values << p.value / scale;
    }
    graph->setData(keys, values, true);
    if (g.buffer_mb > 0) {
      QCPItemStraightLine* line = addHorizontalLine(plot, g.buffer_mb / scale, color, Qt::DashLine);
      line->setPen(QPen(color, 1, Qt::DashLine));
    }
    addTip(tips, graph,
           [points = g.backlog_mb, origin = g.time_origin_s, name = options[c].name](int k) {
             const SeriesPoint& p = points[static_cast<std::size_t>(k)];
             return tr("%1: after %2 the buffer holds %3")
                 .arg(name, formatDurationS(p.t_s - origin), formatSizeMB(p.value));
           });
  }
  plot->xAxis->setRange(0, horizon > 0 ? horizon / ts.factor : 1);
  plot->yAxis->setRange(0, top > 0 ? top / scale * 1.1 : 1);
}

void drawCompareLinkChart(QCustomPlot* plot, HoverTips* tips,
                          const std::vector<ComparedOption>& options)
{
  reset(plot, tips);
  auto* barsGroup = new QCPBarsGroup(plot);
  std::size_t hosts = 0;
  double top = 0;
  for (const ComparedOption& o : options)
    hosts = std::max(hosts, o.evaluation.replica.hosts.size());
  const double width = 0.8 / static_cast<double>(std::max<std::size_t>(options.size(), 1));
  for (std::size_t c = 0; c < options.size(); ++c) {
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setName(options[c].name);
    const QColor color = seriesColor(static_cast<int>(c));
    bars->setPen(QPen(color.darker(120)));
    bars->setBrush(color);
    bars->setWidth(width);
    bars->setBarsGroup(barsGroup);
    std::vector<double> util;
    for (std::size_t h = 0; h < options[c].evaluation.replica.hosts.size(); ++h) {
      const HostReplica& r = options[c].evaluation.replica.hosts[h];
      const double u = std::max(r.tx_utilization, r.rx_utilization);
      bars->addData(static_cast<double>(h + 1), u * 100.0);
      util.push_back(u);
      top = std::max(top, u);
    }
    addTip(tips, bars, [util, name = options[c].name](int k) {
      return tr("%1: host %2, busiest direction %3")
          .arg(name)
          .arg(k + 1)
          .arg(formatValue(util[static_cast<std::size_t>(k)], Unit::Fraction));
    });
  }
  if (!options.empty()) {
    const double limit = options.front().scenario.peer_network.utilization_limit;
    addHorizontalLine(plot, limit * 100.0, limitColor(), Qt::DashLine,
                      tr("limit %1").arg(formatValue(limit, Unit::Fraction)));
    top = std::max(top, limit);
  }
  QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
  ticker->setTickStep(1);
  ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  plot->xAxis->setTicker(ticker);
  plot->xAxis->setLabel(tr("Host"));
  plot->yAxis->setLabel(tr("Peer link utilisation (%)"));
  plot->xAxis->setRange(0.4, static_cast<double>(hosts) + 0.6);
  plot->yAxis->setRange(0, std::max(top * 100.0 * 1.15, 10.0));
}

}  // namespace accel::ui
