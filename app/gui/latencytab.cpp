// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/latencytab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/charts/latencycharts.h"
#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/units.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

namespace {

LatencySeries computeSeries(const Scenario& s, const LatencyOptions& opt, bool saturated,
                            bool unbounded, int group, quint64 generation)
{
  LatencySeries out;
  out.generation = generation;
  out.group = group;
  out.curves = latencyCurves(s, opt, group, saturated, unbounded);
  return out;
}

}  // namespace

LatencyTab::LatencyTab(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      headlines_(new HeadlineGrid(this)),
      groupBox_(new QComboBox(this)),
      loadedLegs_(new QCheckBox(tr("Legs under load"), this)),
      status_(new QLabel(this)),
      legs_(new QCustomPlot(this)),
      sizes_(new QCustomPlot(this)),
      load_(new QCustomPlot(this)),
      legsTips_(new HoverTips(legs_)),
      sizeTips_(new HoverTips(sizes_)),
      loadTips_(new HoverTips(load_))
{
  for (QCustomPlot* p : {legs_, sizes_, load_})
    styleChart(p);
  legs_->setObjectName(QStringLiteral("latencyLegs"));
  sizes_->setObjectName(QStringLiteral("latencyVsSize"));
  load_->setObjectName(QStringLiteral("latencyVsIops"));
  groupBox_->setToolTip(tr("The VM group the size and load curves are drawn for."));
  loadedLegs_->setToolTip(
      tr("Show each leg with its queueing at the group's load instead of on an idle system."));
  status_->setEnabled(false);

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Curves for:"), this));
  controls->addWidget(groupBox_);
  controls->addWidget(loadedLegs_);
  controls->addStretch();
  controls->addWidget(status_);

  // One chart at a time, each with the whole height: three stacked charts are unreadable on
  // a laptop screen.
  auto* charts = new QTabWidget(this);
  charts->setDocumentMode(true);
  charts->addTab(legs_, tr("Legs of the commit"));
  charts->addTab(sizes_, tr("Latency vs write size"));
  charts->addTab(load_, tr("Latency vs IOPS"));

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addLayout(controls);
  layout->addWidget(charts, 1);

  connect(groupBox_, &QComboBox::activated, this, [this] { refresh(); });
  connect(loadedLegs_, &QCheckBox::toggled, this, [this] {
    drawLegs();
    legs_->replot();
  });
  connect(&watcher_, &QFutureWatcher<LatencySeries>::finished, this, [this] {
    const LatencySeries series = watcher_.result();
    if (series.generation == generation_) {
      drawSeries(series);
      ready_ = true;
      status_->clear();
      Q_EMIT seriesArrived();
    } else {
      startSeries();  // the scenario changed while this ran: compute the latest
    }
  });
  connect(doc_, &ScenarioDocument::changed, this, &LatencyTab::refresh);
  refresh();
}

LatencyTab::~LatencyTab()
{
  watcher_.waitForFinished();
}

int LatencyTab::group() const
{
  return std::max(0, groupBox_->currentIndex());
}

void LatencyTab::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (stale_)
    redraw();
}

void LatencyTab::refresh()
{
  stale_ = true;
  if (isVisible())
    redraw();
}

void LatencyTab::redraw()
{
  stale_ = false;
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  headlines_->setHeadlines(latencyHeadlines(s, e));

  // Keep the chosen group by index when names change.
  const int keep = groupBox_->currentIndex();
  {
    const QSignalBlocker block(groupBox_);
    groupBox_->clear();
    for (const VmGroup& g : s.vm_groups)
      groupBox_->addItem(userText(g.name));
    groupBox_->setCurrentIndex(std::clamp(keep, 0, groupBox_->count() - 1));
  }
  drawLegs();
  drawSizeFloors();
  legs_->replot();
  sizes_->replot();
  ++generation_;
  ready_ = false;
  startSeries();
}

void LatencyTab::startSeries()
{
  if (watcher_.isRunning())
    return;  // its result will be stale; finished() starts the latest
  const Scenario& s = doc_->evaluatedScenario();
  if (s.vm_groups.empty())
    return;
  status_->setText(tr("Computing the curves under load..."));
  watcher_.setFuture(QtConcurrent::run(
      computeSeries, s, doc_->evaluation().latency_options, doc_->evaluation().datastore_saturated,
      loadedUnbounded(s, doc_->evaluation(), static_cast<std::size_t>(group())), group(),
      generation_));
}

void LatencyTab::drawLegs()
{
  drawLegsChart(legs_, legsTips_, doc_->evaluatedScenario(), doc_->evaluation(),
                loadedLegs_->isChecked());
}

void LatencyTab::drawSizeFloors()
{
  drawSizeChart(sizes_, sizeTips_, doc_->evaluatedScenario(), doc_->evaluation(), group());
}

void LatencyTab::drawSeries(const LatencySeries& series)
{
  if (series.group != group())
    return;
  addLoadedSizeCurves(sizes_, sizeTips_, series.curves.sizes);
  sizes_->replot();
  drawLoadChart(load_, loadTips_, doc_->evaluatedScenario(), series.group, series.curves);
  load_->replot();
}

}  // namespace accel::ui
