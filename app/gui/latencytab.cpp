// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/latencytab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/charts/latencycharts.h"
#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "app/gui/covered.h"
#include "app/gui/jobs.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

namespace {

LatencySeries computeSeries(const Scenario& s, const LatencyOptions& opt, bool saturated,
                            bool unbounded, int group, quint64 generation)
{
  QElapsedTimer clock;
  clock.start();
  LatencySeries out;
  out.generation = generation;
  out.group = group;
  out.curves = latencyCurves(s, opt, group, saturated, unbounded);
  out.compute_ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
  return out;
}

/// Series computed in less than this are computed on the GUI thread after an edit: they
/// show in the edit's one repaint (a background job adds a second repaint and a status line
/// that comes and goes). Slower ones (many VM groups) run in the background.
constexpr double kInlineSeriesMs = 10;

/// The simulation the tab runs: a fixed seed, so that the same inputs give the same point.
WritePathSimOptions tabSimulationOptions()
{
  WritePathSimOptions o;
  o.seed = 1;
  o.writes = 200'000;
  o.warmup_writes = 20'000;
  return o;
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
      charts_(new QTabWidget(this)),
      legsTips_(new HoverTips(legs_)),
      sizeTips_(new HoverTips(sizes_)),
      loadTips_(new HoverTips(load_)),
      simulate_(new QPushButton(tr("Simulate"), this)),
      cancelSim_(new QPushButton(tr("Cancel"), this)),
      simProgress_(new QProgressBar(this)),
      simStatus_(new QLabel(this)),
      simCancel_(std::make_shared<std::atomic<bool>>(false)),
      simPermille_(std::make_shared<std::atomic<int>>(0))
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
  simulate_->setObjectName(QStringLiteral("simulateWritePath"));
  simulate_->setToolTip(
      tr("Simulate every VM's writes event by event (200,000 commits) at the think times the "
         "model solved, and show the simulated point beside the analytical curve."));
  cancelSim_->setToolTip(tr("Stop the simulation."));
  simProgress_->setRange(0, 1000);
  simProgress_->setTextVisible(false);
  simProgress_->setMaximumWidth(160);
  simStatus_->setEnabled(false);

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Curves for:"), this));
  controls->addWidget(groupBox_);
  controls->addWidget(loadedLegs_);
  controls->addStretch();
  controls->addWidget(status_);
  controls->addWidget(simulate_);
  controls->addWidget(simProgress_);
  controls->addWidget(cancelSim_);
  controls->addWidget(simStatus_);

  // One chart at a time, each with the whole height: three stacked charts are unreadable on
  // a laptop screen.
  charts_->setDocumentMode(true);
  charts_->addTab(legs_, tr("Legs of the commit"));
  charts_->addTab(sizes_, tr("Latency vs write size"));
  charts_->addTab(load_, tr("Latency vs IOPS"));
  // The curves under load are computed when a chart that shows them is.
  connect(charts_, &QTabWidget::currentChanged, this, [this] {
    if (!stale_ && !ready_ && seriesShown() && !startSeries())
      sizes_->replot();  // the idle curves until the loaded ones arrive
  });

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addLayout(controls);
  layout->addWidget(charts_, 1);

  connect(groupBox_, &QComboBox::activated, this, [this] { refresh(); });
  connect(loadedLegs_, &QCheckBox::toggled, this, [this] {
    drawLegs();
    legs_->replot();
  });
  connect(&watcher_, &QFutureWatcher<LatencySeries>::finished, this, [this] {
    const LatencySeries series = watcher_.result();
    lastSeriesMs_ = series.compute_ms;
    if (series.generation == generation_)
      showSeries(series);
    else if (seriesShown())
      startSeries();  // the scenario changed while this ran: compute the latest
  });
  connect(simulate_, &QPushButton::clicked, this, &LatencyTab::startSimulation);
  connect(cancelSim_, &QPushButton::clicked, this, &LatencyTab::cancelSimulation);
  connect(&simWatcher_, &QFutureWatcher<WritePathSimResult>::finished, this,
          &LatencyTab::simulationFinished);
  simTimer_.setInterval(100);
  connect(&simTimer_, &QTimer::timeout, this,
          [this] { simProgress_->setValue(simPermille_->load()); });
  connect(doc_, &ScenarioDocument::changed, this, &LatencyTab::refresh);
  showSimulationState();
  refresh();
}

LatencyTab::~LatencyTab()
{
  simCancel_->store(true);
  simWatcher_.waitForFinished();
  watcher_.waitForFinished();
}

QByteArray LatencyTab::simulationKey() const
{
  QByteArray key = serializeScenario(doc_->evaluatedScenario());
  for (const double z : thinkTimesUs(doc_->evaluation().latency))
    key += QByteArray::number(z, 'g', 17) + ' ';
  return key;
}

void LatencyTab::startSimulation()
{
  const QByteArray key = simulationKey();
  if (simWatcher_.isRunning() || (simResult_ && key == simKey_))
    return;  // running, or already simulated for exactly these inputs
  const Scenario& s = doc_->evaluatedScenario();
  if (s.vm_groups.empty())
    return;
  runningKey_ = key;
  simCancel_ = std::make_shared<std::atomic<bool>>(false);
  simPermille_->store(0);
  ++simStarted_;
  const std::shared_ptr<std::atomic<bool>> cancel = simCancel_;
  const std::shared_ptr<std::atomic<int>> permille = simPermille_;
  const std::vector<double> think = thinkTimesUs(doc_->evaluation().latency);
  const LatencyOptions opt = doc_->evaluation().latency_options;
  simWatcher_.setFuture(runJob([s, think, opt, cancel, permille] {
    return simulateWritePath(s, think, tabSimulationOptions(), opt, [cancel, permille](double f) {
      permille->store(static_cast<int>(1000 * std::clamp(f, 0.0, 1.0)));
      return !cancel->load();
    });
  }));
  simTimer_.start();
  showSimulationState();
}

void LatencyTab::cancelSimulation()
{
  simCancel_->store(true);
}

void LatencyTab::simulationFinished()
{
  simTimer_.stop();
  const WritePathSimResult r = simWatcher_.result();
  if (!r.cancelled && r.valid && runningKey_ == simulationKey()) {
    simResult_ = r;
    simKey_ = runningKey_;
  }
  showSimulationState();
  if (drawn_ && ready_)
    drawSeries(*drawn_);
  Q_EMIT simulationArrived();
}

void LatencyTab::showSimulationState()
{
  const bool running = simWatcher_.isRunning();
  simProgress_->setVisible(running);
  cancelSim_->setVisible(running);
  simulate_->setEnabled(!running);
  const std::optional<SimulatedPoint> p = simulatedPoint(group());
  if (running)
    simStatus_->setText(tr("Simulating the write path..."));
  else if (p)
    simStatus_->setText(
        tr("Simulated: %1 (model %2)")
            .arg(formatDurationUs(p->latency_us),
                 formatDurationUs(doc_->evaluation()
                                      .latency.groups[static_cast<std::size_t>(group())]
                                      .loaded_us)));
  else
    simStatus_->clear();
}

std::optional<SimulatedPoint> LatencyTab::simulatedPoint(int g) const
{
  if (!simResult_ || simKey_ != simulationKey() || g < 0 ||
      static_cast<std::size_t>(g) >= simResult_->groups.size() ||
      static_cast<std::size_t>(g) >= doc_->evaluation().latency.groups.size())
    return std::nullopt;
  const WritePathSimGroup& sg = simResult_->groups[static_cast<std::size_t>(g)];
  if (sg.writes == 0)
    return std::nullopt;
  return SimulatedPoint{sg.iops_per_vm, sg.first_host_latency_us, sg.first_host_ci95_us};
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
  if (simResult_ && !simWatcher_.isRunning() && simulationKey() != simKey_)
    simResult_.reset();  // simulated for inputs that are gone
  stale_ = true;
  if (shownToUser(this))
    redraw();
}

void LatencyTab::redraw()
{
  stale_ = false;
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  headlines_->setHeadlines(latencyHeadlines(s, e));

  showGroupNames(groupBox_, s);
  drawLegs();
  drawSizeFloors();
  legs_->replot();
  ++generation_;
  ready_ = false;
  showSimulationState();
  if (seriesShown() && !startSeries())
    sizes_->replot();  // the idle curves until the loaded ones arrive
}

bool LatencyTab::seriesShown() const
{
  return charts_->currentWidget() != legs_;
}

bool LatencyTab::startSeries()
{
  if (watcher_.isRunning())
    return false;  // its result will be stale; finished() starts the latest
  const Scenario& s = doc_->evaluatedScenario();
  if (s.vm_groups.empty())
    return false;
  const Evaluation& e = doc_->evaluation();
  const bool unbounded = loadedUnbounded(s, e, static_cast<std::size_t>(group()));
  if (lastSeriesMs_ < kInlineSeriesMs) {
    const LatencySeries series =
        computeSeries(s, e.latency_options, e.datastore_saturated, unbounded, group(), generation_);
    lastSeriesMs_ = series.compute_ms;
    showSeries(series);
    return true;
  }
  status_->setText(tr("Computing the curves under load..."));
  watcher_.setFuture(runJob(computeSeries, s, e.latency_options, e.datastore_saturated, unbounded,
                            group(), generation_));
  return false;
}

void LatencyTab::showSeries(const LatencySeries& series)
{
  drawSeries(series);
  ready_ = true;
  if (!status_->text().isEmpty())
    status_->clear();
  Q_EMIT seriesArrived();
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
  drawn_ = series;
  drawLoadChart(load_, loadTips_, doc_->evaluatedScenario(), series.group, series.curves,
                simulatedPoint(series.group));
  load_->replot();
}

}  // namespace accel::ui
