// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/streamstab.h"
#include "app/core/findingtext.h"

#include <QStackedWidget>

#include <algorithm>

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include "app/charts/convoyreplay.h"
#include "app/charts/streamscharts.h"
#include "app/core/describe.h"
#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/units.h"
#include "app/gui/covered.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

namespace {

QString designSummary(const DesignResult& d)
{
  return QObject::tr("<b>%1</b> expected (%2 per stream) of %3 asked; convoy risk <b>%4</b>")
      .arg(formatValue(d.expected_mbps, Unit::MBps), formatValue(d.per_stream_mbps, Unit::MBps),
           formatValue(d.demand_mbps, Unit::MBps), QString::fromLatin1(convoyRiskWord(d.risk)));
}

}  // namespace

StreamsTab::StreamsTab(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      headlines_(new HeadlineGrid(this)),
      status_(new QLabel(this)),
      progress_(new QProgressBar(this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      heatmap_(new QCustomPlot(this)),
      throughput_(new QCustomPlot(this)),
      heatmapTips_(new HoverTips(heatmap_)),
      throughputTips_(new HoverTips(throughput_)),
      replay_(new ConvoyReplay(this)),
      fix_(new QComboBox(this)),
      currentLabel_(new QLabel(this)),
      fixLabel_(new QLabel(this)),
      currentHeatmap_(new QCustomPlot(this)),
      fixHeatmap_(new QCustomPlot(this)),
      pages_(new QStackedWidget(this)),
      message_(new QLabel(this))
{
  for (QCustomPlot* p : {heatmap_, throughput_, currentHeatmap_, fixHeatmap_})
    styleChart(p);
  heatmap_->setObjectName(QStringLiteral("streamsHeatmap"));
  throughput_->setObjectName(QStringLiteral("streamsThroughput"));
  progress_->setRange(0, 1000);
  progress_->setTextVisible(false);
  progress_->setMaximumWidth(200);
  cancel_->setToolTip(tr("Stop the simulation; it starts again after the next edit."));
  connect(cancel_, &QPushButton::clicked, doc_, &ScenarioDocument::cancelStreams);

  auto* statusRow = new QHBoxLayout;
  statusRow->addWidget(status_, 1);
  statusRow->addWidget(progress_);
  statusRow->addWidget(cancel_);

  auto* heat = new QSplitter(Qt::Vertical, this);
  heat->addWidget(heatmap_);
  heat->addWidget(throughput_);
  heat->setChildrenCollapsible(false);

  auto* side = new QWidget(this);
  auto* sideLayout = new QGridLayout(side);
  fix_->setToolTip(tr("A proposed fix, simulated like the current design."));
  currentLabel_->setWordWrap(true);
  fixLabel_->setWordWrap(true);
  sideLayout->addWidget(new QLabel(tr("<b>Current design</b>"), side), 0, 0);
  auto* fixRow = new QHBoxLayout;
  fixRow->addWidget(new QLabel(tr("<b>Proposed fix:</b>"), side));
  fixRow->addWidget(fix_, 1);
  sideLayout->addLayout(fixRow, 0, 1);
  sideLayout->addWidget(currentLabel_, 1, 0);
  sideLayout->addWidget(fixLabel_, 1, 1);
  sideLayout->addWidget(currentHeatmap_, 2, 0);
  sideLayout->addWidget(fixHeatmap_, 2, 1);
  sideLayout->setRowStretch(2, 1);
  sideLayout->setColumnStretch(0, 1);
  sideLayout->setColumnStretch(1, 1);
  connect(fix_, &QComboBox::currentIndexChanged, this, [this] { drawSideBySide(); });

  auto* charts = new QTabWidget(this);
  charts->setDocumentMode(true);
  charts->addTab(heat, tr("Heatmap and throughput"));
  charts->addTab(replay_, tr("Replay"));
  charts->addTab(side, tr("Side by side with a fix"));

  // Nothing simulated: a sentence in the middle instead of empty axes.
  styleChartMessage(message_, QStringLiteral("streamsMessage"));
  pages_->addWidget(charts);
  pages_->addWidget(message_);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addLayout(statusRow);
  layout->addWidget(pages_, 1);

  connect(doc_, &ScenarioDocument::changed, this, &StreamsTab::refresh);
  connect(doc_, &ScenarioDocument::streamsUpdated, this, &StreamsTab::refresh);
  connect(doc_, &ScenarioDocument::streamsProgressed, this, &StreamsTab::showProgress);
  refresh();
}

void StreamsTab::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (stale_)
    redraw();
}

void StreamsTab::refresh()
{
  stale_ = true;
  showProgress();
  if (shownToUser(this))
    redraw();
}

void StreamsTab::showProgress()
{
  const bool running = doc_->simulatingStreams();
  progress_->setVisible(running);
  cancel_->setVisible(running);
  progress_->setValue(static_cast<int>(1000 * doc_->streamsProgress()));
  const SequentialStreams& st = doc_->evaluatedScenario().backing.sequential_streams;
  if (running)
    status_->setText(
        tr("Simulating %n stream(s) racing over the first RAID group...", nullptr, st.count));
  else if (!doc_->evaluation().streams)
    status_->setText(st.count > 0 ? tr("Simulation stopped: edit a field to run it again.")
                                  : QString());
  else
    status_->clear();
}

void StreamsTab::redraw()
{
  stale_ = false;
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  headlines_->setHeadlines(streamsHeadlines(s, e));
  // Keep drawing the previous results while a new run is going; replace them when it lands.
  if (e.streams)
    shown_ = e.streams;
  else if (s.backing.sequential_streams.count == 0)
    shown_.reset();
  const ConvoySimResult* sim = shown_ ? simulationShown(shown_->current) : nullptr;
  if (sim) {
    drawHeatmap(heatmap_, heatmapTips_, *sim);
    drawThroughputChart(throughput_, throughputTips_, *sim, shown_->current);
  } else {
    drawHeatmap(heatmap_, heatmapTips_, ConvoySimResult{});
    throughput_->clearPlottables();
    throughput_->clearItems();
    if (!shown_ && s.backing.sequential_streams.count > 0)
      message_->setText(tr("Simulating the streams..."));
    else if (!shown_ || !shown_->active)
      message_->setText(
          tr("No sequential streams configured.\n\nDescribe the clones, copies or backups that "
             "run at the same time under Backing array > Sequential streams to see whether they "
             "convoy on the stripe members."));
    else
      message_->setText(tr("Not simulated: %1.\n\nExpected %2 of the %3 asked.")
                            .arg(convoyReasonText(convoyReasonWord(shown_->current.reason)),
                                 formatValue(shown_->current.expected_mbps, Unit::MBps),
                                 formatValue(shown_->current.demand_mbps, Unit::MBps)));
  }
  pages_->setCurrentWidget(sim ? static_cast<QWidget*>(pages_->widget(0)) : message_);
  heatmap_->replot();
  throughput_->replot();
  replay_->setSimulation(sim);

  const int keep = fix_->currentIndex();
  {
    const QSignalBlocker block(fix_);
    fix_->clear();
    if (shown_)
      for (const StreamFix& f : shown_->fixes)
        fix_->addItem(
            tr("%1 (%2)").arg(streamFixName(f), formatValue(f.result.expected_mbps, Unit::MBps)));
    // First shown: the fix that gains most; after that the user's choice stays.
    int pick = keep;
    if (pick < 0 && shown_ && !shown_->fixes.empty()) {
      const auto best =
          std::max_element(shown_->fixes.begin(), shown_->fixes.end(),
                           [](const StreamFix& a, const StreamFix& b) { return a.gain < b.gain; });
      pick = static_cast<int>(best - shown_->fixes.begin());
    }
    fix_->setCurrentIndex(fix_->count() > 0 ? std::clamp(pick, 0, fix_->count() - 1) : -1);
  }
  drawSideBySide();
}

void StreamsTab::drawSideBySide()
{
  const ConvoySimResult* current = shown_ ? simulationShown(shown_->current) : nullptr;
  currentLabel_->setText(shown_ ? designSummary(shown_->current) : QString());
  drawHeatmap(currentHeatmap_, nullptr, current ? *current : ConvoySimResult{});
  const int i = fix_->currentIndex();
  if (shown_ && i >= 0 && i < static_cast<int>(shown_->fixes.size())) {
    const StreamFix& f = shown_->fixes[static_cast<std::size_t>(i)];
    fixLabel_->setText(designSummary(f.result) +
                       tr(": %1 than now")
                           .arg(f.gain >= 0
                                    ? tr("%1 more").arg(formatValue(f.gain, Unit::Fraction))
                                    : tr("%1 less").arg(formatValue(-f.gain, Unit::Fraction))));
    const ConvoySimResult* sim = simulationShown(f.result);
    drawHeatmap(fixHeatmap_, nullptr, sim ? *sim : ConvoySimResult{});
  } else {
    fixLabel_->setText(tr("No fix to compare."));
    drawHeatmap(fixHeatmap_, nullptr, ConvoySimResult{});
  }
  currentHeatmap_->replot();
  fixHeatmap_->replot();
}

}  // namespace accel::ui
