// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/backingcharts.h"

#include <QCoreApplication>

#include <algorithm>

#include "app/core/params.h"
#include "app/core/units.h"
#include "model/backing/backing.h"

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

}  // namespace

void drawIopsChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                   int group)
{
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  const auto gi = static_cast<std::size_t>(std::max(group, 0));
  if (gi >= s.backing.raid_groups.size())
    return;
  const RaidGroup& rg = s.backing.raid_groups[gi];
  const RandomLoad& load = s.backing.random_load;
  const auto series = iopsVsReadFraction(rg, load.io_kib, 21, e.backing.options);
  double top = 0;
  int c = 0;
  for (const LevelIopsSeries& ls : series) {
    QCPGraph* graph = plot->addGraph();
    const bool configured = ls.level == rg.level;
    graph->setName(tr("%1 (%2 disks)%3")
                       .arg(raidLevelWord(ls.level))
                       .arg(ls.disks)
                       .arg(configured ? tr(", configured") : QString()));
    graph->setPen(QPen(seriesColor(c++), configured ? 3.0 : 1.4));
    for (std::size_t k = 0; k < ls.read_fraction.size(); ++k) {
      graph->addData(100.0 * ls.read_fraction[k], ls.iops[k]);
      top = std::max(top, ls.iops[k]);
    }
    addTip(tips, graph, [ls, io = load.io_kib](int k) {
      const auto i = static_cast<std::size_t>(k);
      return tr("%1 on %2 disks, %3 reads: %4 IOPS of random %5")
          .arg(raidLevelWord(ls.level))
          .arg(ls.disks)
          .arg(formatValue(ls.read_fraction[i], Unit::Fraction), formatNumber(ls.iops[i]),
               formatValue(io, Unit::KiB));
    });
  }
  if (gi < e.backing.raid_groups.size() && e.backing.raid_groups[gi].valid) {
    const RaidGroupResult& r = e.backing.raid_groups[gi];
    QCPGraph* here = plot->addGraph();
    here->setName(tr("the background load's mix"));
    here->setLineStyle(QCPGraph::lsNone);
    here->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5), QBrush(Qt::white), 11));
    here->addData(100.0 * load.read_fraction, r.random_iops);
    addTip(tips, here, [r, load](int) {
      return tr("This group: %1 IOPS at %2 reads of %3 (%4 IOPS asked)")
          .arg(formatNumber(r.random_iops), formatValue(load.read_fraction, Unit::Fraction),
               formatValue(load.io_kib, Unit::KiB), formatNumber(r.load_iops));
    });
    if (r.load_iops > 0)
      addHorizontalLine(plot, r.load_iops, limitColor(), Qt::DashLine,
                        tr("background load %1 IOPS").arg(formatNumber(r.load_iops)));
    top = std::max(top, r.load_iops);
  }
  plot->xAxis->setLabel(tr("Reads (%) of random %1 I/Os").arg(formatValue(load.io_kib, Unit::KiB)));
  plot->yAxis->setLabel(tr("Group IOPS at 100 % busy"));
  plot->xAxis->setRange(0, 100);
  plot->yAxis->setRange(0, std::max(1.0, top * 1.2));
  plot->replot();
}

void drawMemberChart(QCustomPlot* plot, HoverTips* tips, const Evaluation& e, int group)
{
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  const auto gi = static_cast<std::size_t>(std::max(group, 0));
  if (gi >= e.backing.raid_groups.size() || !e.backing.raid_groups[gi].valid) {
    plot->replot();
    return;
  }
  const RaidGroupResult& r = e.backing.raid_groups[gi];
  const double limit = e.backing.options.disk_utilization_limit;
  auto* ok = new QCPBars(plot->xAxis, plot->yAxis);
  auto* hot = new QCPBars(plot->xAxis, plot->yAxis);
  ok->setName(tr("disk utilisation"));
  hot->setName(tr("above the %1 limit").arg(formatValue(limit, Unit::Fraction)));
  ok->setBrush(seriesColor(0));
  ok->setPen(Qt::NoPen);
  hot->setBrush(saturationColor());
  hot->setPen(Qt::NoPen);
  double top = 100.0 * limit;
  const std::vector<double> util = r.disk_utilization;
  for (std::size_t d = 0; d < util.size(); ++d) {
    (util[d] >= limit ? hot : ok)->addData(static_cast<double>(d) + 1, 100.0 * util[d]);
    top = std::max(top, 100.0 * util[d]);
  }
  for (QCPBars* bars : {ok, hot}) {
    bars->setWidth(0.8);
    const QVector<double> keys = [bars] {
      QVector<double> k;
      for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        k << it->key;
      return k;
    }();
    addTip(tips, bars, [keys, util, load = r.load_iops](int k) {
      const int disk = static_cast<int>(keys.value(k));
      return tr("Disk %1: %2 busy with %3 IOPS of background random load")
          .arg(disk)
          .arg(formatValue(util[static_cast<std::size_t>(disk - 1)], Unit::Fraction),
               formatNumber(load));
    });
  }
  addHorizontalLine(plot, 100.0 * limit, limitColor(), Qt::DashLine,
                    tr("limit %1").arg(formatValue(limit, Unit::Fraction)));
  addHorizontalLine(plot, 100.0, saturationColor(), Qt::DotLine);
  if (r.load_iops <= 0) {
    auto* note = new QCPItemText(plot);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.4);
    note->setText(
        tr("No background random load configured (Backing array > Background "
           "random load)."));
    note->setColor(Qt::gray);
  }
  QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
  ticker->setTickStep(1.0);
  ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  plot->xAxis->setTicker(ticker);
  plot->xAxis->setLabel(tr("Disk (hotspot index %1)").arg(formatNumber(r.hotspot_index, 3)));
  plot->yAxis->setLabel(tr("Utilisation (%)"));
  plot->xAxis->setRange(0.3, static_cast<double>(util.size()) + 0.7);
  plot->yAxis->setRange(0, std::max(10.0, top * 1.15));
  plot->replot();
}

void drawHyperconvergedChart(QCustomPlot* plot, HoverTips* tips, const Evaluation& e)
{
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  if (!e.hyperconverged || !e.hyperconverged->valid) {
    plot->replot();
    return;
  }
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  const HyperconvergedResult& r = h.at_load;
  const HyperconvergedResult& bg = h.background_only;
  const double limit = h.design.utilization_limit;
  const QStringList names = {tr("storage network"), tr("cache devices"), tr("capacity disks")};
  const double background[] = {bg.network_utilization, bg.cache_utilization, bg.disk_utilization};
  const double total[] = {r.network_utilization, r.cache_utilization, r.disk_utilization};
  auto* base = new QCPBars(plot->xAxis, plot->yAxis);
  auto* writes = new QCPBars(plot->xAxis, plot->yAxis);
  base->setName(tr("background load"));
  writes->setName(tr("the VMs' writes"));
  base->setBrush(seriesColor(1));
  writes->setBrush(seriesColor(0));
  for (QCPBars* b : {base, writes}) {
    b->setPen(Qt::NoPen);
    b->setWidth(0.6);
  }
  writes->moveAbove(base);
  double top = 100.0 * limit;
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (int i = 0; i < 3; ++i) {
    base->addData(i + 1, 100.0 * background[i]);
    writes->addData(i + 1, 100.0 * std::max(0.0, total[i] - background[i]));
    top = std::max(top, 100.0 * total[i]);
    ticker->addTick(i + 1, names[i]);
  }
  const auto tip = [names, background, total](int k) {
    const int i = std::clamp(k, 0, 2);
    return tr("%1: %2 busy, %3 of it the background load")
        .arg(names[i], formatValue(total[i], Unit::Fraction),
             formatValue(background[i], Unit::Fraction));
  };
  addTip(tips, base, tip);
  addTip(tips, writes, tip);
  addHorizontalLine(plot, 100.0 * limit, limitColor(), Qt::DashLine,
                    tr("limit %1").arg(formatValue(limit, Unit::Fraction)));
  addHorizontalLine(plot, 100.0, saturationColor(), Qt::DotLine);
  plot->xAxis->setTicker(ticker);
  plot->xAxis->setLabel(tr("Resource of each host (%1 copies, FTT %2, %3 hosts)")
                            .arg(r.copies)
                            .arg(h.design.failures_to_tolerate)
                            .arg(h.design.hosts));
  plot->yAxis->setLabel(tr("Utilisation (%)"));
  plot->xAxis->setRange(0.4, 3.6);
  plot->yAxis->setRange(0, std::max(10.0, top * 1.15));
  plot->replot();
}

}  // namespace accel::ui
