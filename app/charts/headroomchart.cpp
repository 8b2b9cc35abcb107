// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/headroomchart.h"

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/core/headroomtext.h"
#include "app/core/requirementtext.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

QString tr(const char* text)
{
  // The context lupdate gives tr() in the free functions of namespace accel::ui.
  return QCoreApplication::translate("accel::ui", text);
}

/// A vertical line across the plot at `x` with a label at its top.
void addVerticalLine(QCustomPlot* plot, double x, const QColor& color, Qt::PenStyle style,
                     const QString& label)
{
  auto* line = new QCPItemStraightLine(plot);
  line->point1->setCoords(x, 0);
  line->point2->setCoords(x, 1);
  line->setPen(QPen(color, 1.5, style));
  auto* text = new QCPItemText(plot);
  text->position->setTypeX(QCPItemPosition::ptPlotCoords);
  text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
  text->position->setCoords(x, 0.0);
  text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
  text->setPadding(QMargins(3, 1, 0, 0));
  text->setColor(color);
  text->setText(label);
}

}  // namespace

void drawHeadroomChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s,
                       const HeadroomResult& h)
{
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  const double lo = h.range_lo > 0 ? h.range_lo : 1e-3;
  const double hi = h.range_hi > lo ? h.range_hi : 1e3;

  // One bar per rung, the first to break on top (highest key).
  auto* breaks = new QCPBars(plot->yAxis, plot->xAxis);
  auto* holds = new QCPBars(plot->yAxis, plot->xAxis);
  auto* broken = new QCPBars(plot->yAxis, plot->xAxis);
  breaks->setName(h.by == GrowthBy::Vms ? tr("breaks at this VM count factor")
                                        : tr("breaks at this write-rate factor"));
  holds->setName(tr("holds over the whole range"));
  broken->setName(tr("broken throughout"));
  breaks->setBrush(seriesColor(0));
  holds->setBrush(seriesColor(0).lighter(160));
  broken->setBrush(saturationColor());
  QSharedPointer<QCPAxisTickerText> labels(new QCPAxisTickerText);
  const int n = static_cast<int>(h.ladder.size());
  std::vector<double> factors(h.ladder.size(), 0.0);
  for (int i = 0; i < n; ++i) {
    const HeadroomStep& step = h.ladder[static_cast<std::size_t>(i)];
    const double key = n - i;
    labels->addTick(key, requirementWhat(s, headroomCheck(step)));
    // Bars start at the axis' beginning, so their length reads as the factor.
    if (step.broken_throughout) {
      broken->addData(key, lo);
      factors[static_cast<std::size_t>(i)] = lo;
    } else if (step.factor) {
      breaks->addData(key, *step.factor);
      factors[static_cast<std::size_t>(i)] = *step.factor;
    } else {
      holds->addData(key, hi);
      factors[static_cast<std::size_t>(i)] = hi;
    }
  }
  QStringList texts;
  for (const HeadroomStep& step : h.ladder)
    texts << headroomStepText(s, step);
  for (QCPBars* bars : {breaks, holds, broken}) {
    bars->setPen(Qt::NoPen);
    bars->setWidth(0.6);
    bars->setBaseValue(lo);
    const QVector<double> keys = [bars] {
      QVector<double> k;
      for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        k << it->key;
      return k;
    }();
    if (tips)
      tips->add(bars, [keys, n, texts](int index) {
        const int rung = n - static_cast<int>(keys.value(index));
        return rung >= 0 && rung < n ? texts.value(rung) : QString();
      });
  }

  plot->yAxis->setTicker(labels);
  plot->yAxis->setRange(0.4, n + 1.1);  // room above the bars for the lines' labels
  plot->yAxis->grid()->setVisible(false);
  plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
  plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
  const double most = factors.empty() ? 1.0 : *std::max_element(factors.begin(), factors.end());
  const double top = std::min(hi, std::max(4.0, 2.0 * most));
  plot->xAxis->setRange(lo < 0.5 ? std::max(lo, 0.1) : lo, n > 0 ? top : hi);
  plot->xAxis->setLabel(h.by == GrowthBy::Vms ? tr("Factor on today's VMs per host (×)")
                                              : tr("Factor on today's write rates (×)"));
  addVerticalLine(plot, 1.0, Qt::darkGray, Qt::DashLine, tr("today"));
  const double growth = s.requirements.growth_factor;
  if (growth != 1.0 && h.by == GrowthBy::Rate)
    addVerticalLine(plot, growth, limitColor(), Qt::DashLine,
                    tr("growth required %1").arg(formatValue(growth, Unit::Factor)));
  // A legend only when bars of more than one kind are drawn (the axis names the plain kind).
  int kinds = 0;
  for (QCPBars* bars : {breaks, holds, broken}) {
    if (bars->dataCount() == 0)
      bars->removeFromLegend();
    else
      ++kinds;
  }
  plot->legend->setVisible(kinds > 1);
  plot->replot();
}

}  // namespace accel::ui
