// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/readcachetab.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

#include "app/charts/chartutil.h"
#include "app/charts/readcachecharts.h"
#include "app/core/headlines.h"
#include "app/core/safetext.h"
#include "app/gui/covered.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

ReadCacheTab::ReadCacheTab(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      headlines_(new HeadlineGrid(this)),
      group_(new QComboBox(this)),
      chart_(new QCustomPlot(this)),
      tips_(new HoverTips(chart_)),
      pages_(new QStackedWidget(this)),
      message_(new QLabel(this))
{
  styleChart(chart_);
  chart_->setObjectName(QStringLiteral("hitRatioChart"));
  styleChartMessage(message_, QStringLiteral("readCacheMessage"));
  message_->setText(
      tr("No reads are modelled: give a VM group its reads' working set (Reads > Read working "
         "set) and a read cache, or the array a flash cache."));
  group_->setToolTip(tr("The VM group drawn."));
  pages_->addWidget(chart_);
  pages_->addWidget(message_);

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("VM group:"), this));
  controls->addWidget(group_);
  controls->addStretch();

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addLayout(controls);
  layout->addWidget(pages_, 1);

  connect(group_, &QComboBox::activated, this, [this] { drawChart(); });
  connect(doc_, &ScenarioDocument::changed, this, &ReadCacheTab::refresh);
  refresh();
}

void ReadCacheTab::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (stale_)
    redraw();
}

void ReadCacheTab::refresh()
{
  stale_ = true;
  if (shownToUser(this))
    redraw();
}

void ReadCacheTab::redraw()
{
  stale_ = false;
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  headlines_->setHeadlines(readCacheHeadlines(s, e));
  const int keep = group_->currentData().isValid() ? group_->currentData().toInt() : -1;
  {
    const QSignalBlocker block(group_);
    group_->clear();
    for (std::size_t i = 0; i < e.read_cache.groups.size() && i < s.vm_groups.size(); ++i)
      if (e.read_cache.groups[i].modelled)
        group_->addItem(userText(s.vm_groups[i].name), static_cast<int>(i));
    const int at = group_->findData(keep);
    group_->setCurrentIndex(at >= 0 ? at : 0);
  }
  drawChart();
}

void ReadCacheTab::drawChart()
{
  if (group_->count() == 0) {
    pages_->setCurrentWidget(message_);
    return;
  }
  pages_->setCurrentWidget(chart_);
  const auto gi = static_cast<std::size_t>(std::max(0, group_->currentData().toInt()));
  drawHitRatioChart(chart_, tips_, doc_->evaluatedScenario(), doc_->evaluation(), gi);
  chart_->replot();
}

}  // namespace accel::ui
