#include "app/gui/latencytab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/units.h"
#include "app/gui/chartutil.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

namespace {

/// Offered-rate points of the hockey stick and how far past capacity it sweeps.
constexpr int kLoadPoints = 40;
constexpr double kLoadSweepFactor = 1.5;

LatencySeries computeSeries(const Scenario& s, const LatencyOptions& opt, int group,
                            quint64 generation)
{
  LatencySeries out;
  out.generation = generation;
  out.group = group;
  out.sizes = latencyVsIoSize(s, group, defaultLatencySizesKib(), true, opt);
  out.offered = latencyVsOfferedIops(s, group, kLoadPoints, kLoadSweepFactor, opt);
  return out;
}

QString policyName(const PolicyCurve& c)
{
  QString name = writePolicyWord(c.policy);
  if (!c.feasible)
    name += QObject::tr(" (needs more hosts)");
  return name;
}

struct Leg {
  const char* name;
  double LegBreakdown::*member;
  int color;
};

const Leg kReplicaLegs[] = {
    {"serialisation", &LegBreakdown::serialisation_us, 0},
    {"stack, switches, cable", &LegBreakdown::stack_switch_cable_us, 4},
    {"peer's device", &LegBreakdown::remote_device_us, 2},
    {"ack", &LegBreakdown::ack_us, 5},
    {"datastore (write-through)", &LegBreakdown::datastore_us, 6},
};

void logAxis(QCPAxis* axis, double base)
{
  axis->setScaleType(QCPAxis::stLogarithmic);
  QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
  ticker->setLogBase(base);
  axis->setTicker(ticker);
  axis->setNumberFormat(QStringLiteral("gb"));
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

  auto* split = new QSplitter(Qt::Vertical, this);
  split->addWidget(legs_);
  split->addWidget(sizes_);
  split->addWidget(load_);
  split->setChildrenCollapsible(false);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addLayout(controls);
  layout->addWidget(split, 1);

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
      groupBox_->addItem(QString::fromStdString(g.name));
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
  watcher_.setFuture(QtConcurrent::run(computeSeries, s, doc_->evaluation().latency_options,
                                       group(), generation_));
}

void LatencyTab::drawLegs()
{
  legs_->clearPlottables();
  legsTips_->clear();
  const Scenario& s = doc_->evaluatedScenario();
  const auto& groups = doc_->evaluation().latency.groups;
  const bool loaded = loadedLegs_->isChecked();
  const auto legsOf = [loaded](const GroupLatency& g) -> const LegBreakdown& {
    return loaded ? g.loaded_legs : g.legs;
  };
  double top = 0;
  for (const GroupLatency& g : groups) {
    const LegBreakdown& l = legsOf(g);
    double replica = l.hypervisor_us;
    for (const Leg& leg : kReplicaLegs)
      replica += l.*leg.member;
    top = std::max({top, l.hypervisor_us + l.local_device_us, replica});
  }
  const DurationScale scale = durationScale(top);
  const int n = static_cast<int>(groups.size());

  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (int i = 0; i < n && i < static_cast<int>(s.vm_groups.size()); ++i)
    ticker->addTick(i + 1, QString::fromStdString(s.vm_groups[static_cast<std::size_t>(i)].name));
  legs_->xAxis->setTicker(ticker);
  legs_->xAxis->setRange(0.4, n + 0.6);
  legs_->yAxis->setLabel(tr("Commit leg (%1)").arg(scale.unit));
  legs_->xAxis->setLabel(loaded ? tr("Legs at each group's load (left: local write; right: the "
                                     "replica leg)")
                                : tr("Legs of one write on an idle system (left: local write; "
                                     "right: the replica leg)"));

  const auto name = [&s](int i) {
    return QString::fromStdString(s.vm_groups[static_cast<std::size_t>(i)].name);
  };
  // Left bar: the local device write (plus hypervisor overhead).
  auto* local = new QCPBars(legs_->xAxis, legs_->yAxis);
  local->setName(tr("local device"));
  local->setBrush(seriesColor(1));
  local->setPen(seriesColor(1).darker(120));
  local->setWidth(0.35);
  for (int i = 0; i < n; ++i) {
    const LegBreakdown& l = legsOf(groups[static_cast<std::size_t>(i)]);
    local->addData(i + 1 - 0.2, (l.hypervisor_us + l.local_device_us) / scale.factor);
  }
  legsTips_->add(local, [=](int k) {
    const LegBreakdown& l = legsOf(groups[static_cast<std::size_t>(k)]);
    return tr("%1: local device write %2").arg(name(k), formatDurationUs(l.local_device_us));
  });

  // Right bar: the replica (or datastore) leg, stacked.
  QCPBars* below = nullptr;
  for (const Leg& leg : kReplicaLegs) {
    bool any = false;
    for (const GroupLatency& g : groups)
      any = any || legsOf(g).*leg.member > 0;
    if (!any)
      continue;
    auto* bars = new QCPBars(legs_->xAxis, legs_->yAxis);
    bars->setName(tr(leg.name));
    bars->setBrush(seriesColor(leg.color));
    bars->setPen(seriesColor(leg.color).darker(120));
    bars->setWidth(0.35);
    for (int i = 0; i < n; ++i)
      bars->addData(i + 1 + 0.2,
                    legsOf(groups[static_cast<std::size_t>(i)]).*leg.member / scale.factor);
    if (below)
      bars->moveAbove(below);
    below = bars;
    const Leg l = leg;
    legsTips_->add(bars, [=](int k) {
      const GroupLatency& g = groups[static_cast<std::size_t>(k)];
      const LegBreakdown& b = legsOf(g);
      return tr("%1: %2 %3\nCommit %4, set by the %5")
          .arg(name(k), tr(l.name), formatDurationUs(b.*l.member),
               formatDurationUs(loaded ? g.loaded_us : g.floor_us),
               g.bound_by == BoundBy::LocalDevice ? tr("local device") : tr("replica leg"));
    });
  }
  legs_->yAxis->setRange(0, std::max(top / scale.factor * 1.15, 1e-9));
}

void LatencyTab::drawSizeFloors()
{
  sizes_->clearGraphs();
  sizes_->clearItems();
  sizeTips_->clear();
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  if (s.vm_groups.empty() || e.latency.groups.empty())
    return;
  const int gi = group();
  const auto curves = latencyVsIoSize(s, gi, defaultLatencySizesKib(), false, e.latency_options);
  logAxis(sizes_->xAxis, 2);
  logAxis(sizes_->yAxis, 10);
  sizes_->xAxis->setLabel(tr("Write size (KiB)"));
  sizes_->yAxis->setLabel(tr("Commit latency (\u00b5s)"));
  double lo = 1e300, hi = 0;
  for (std::size_t c = 0; c < curves.size(); ++c) {
    QCPGraph* graph = sizes_->addGraph();
    graph->setName(policyName(curves[c]) + tr(" idle"));
    graph->setPen(QPen(seriesColor(static_cast<int>(c)), 2,
                       curves[c].feasible ? Qt::SolidLine : Qt::DotLine));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    for (const SizePoint& p : curves[c].points) {
      graph->addData(p.io_kib, p.floor.floor_us);
      lo = std::min(lo, p.floor.floor_us);
      hi = std::max(hi, p.floor.floor_us);
    }
    const PolicyCurve curve = curves[c];
    sizeTips_->add(graph, [curve](int k) {
      const SizePoint& p = curve.points[static_cast<std::size_t>(k)];
      return tr("%1, %2 write on an idle system: %3")
          .arg(policyName(curve), formatValue(p.io_kib, Unit::KiB),
               formatDurationUs(p.floor.floor_us));
    });
  }
  // A legend entry that explains the dashed lines.
  QCPGraph* dashed = sizes_->addGraph();
  dashed->setName(tr("under load (dashed)"));
  dashed->setPen(QPen(Qt::gray, 1.6, Qt::DashLine));
  // The group's own operating point.
  const GroupLatency& g = e.latency.groups[static_cast<std::size_t>(gi)];
  QCPGraph* here = sizes_->addGraph();
  here->setName(tr("this group now"));
  here->setLineStyle(QCPGraph::lsNone);
  here->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5), QBrush(Qt::white), 11));
  here->addData(g.mean_io_bytes / 1024.0, g.loaded_us);
  sizeTips_->add(here, [g](int) {
    return tr("This group: %1 writes of %2, %3 under load (%4 idle)")
        .arg(writePolicyWord(g.policy), formatValue(g.mean_io_bytes / 1024.0, Unit::KiB),
             formatDurationUs(g.loaded_us), formatDurationUs(g.floor_us));
  });
  hi = std::max(hi, g.loaded_us);
  sizes_->xAxis->setRange(0.4, 1400);
  sizes_->yAxis->setRange(std::max(lo / 1.6, 0.1), hi * 1.8);
}

void LatencyTab::drawSeries(const LatencySeries& series)
{
  if (series.group != group())
    return;
  // Loaded curves beside the idle ones.
  double hi = sizes_->yAxis->range().upper / 1.8;
  for (std::size_t c = 0; c < series.sizes.size(); ++c) {
    const PolicyCurve& curve = series.sizes[c];
    QCPGraph* graph = sizes_->addGraph();
    graph->setName(policyName(curve) + tr(" under load"));
    graph->setPen(QPen(seriesColor(static_cast<int>(c)), 1.6, Qt::DashLine));
    for (const SizePoint& p : curve.points) {
      graph->addData(p.io_kib, p.loaded_us);
      hi = std::max(hi, p.loaded_us);
    }
    graph->removeFromLegend();
    sizeTips_->add(graph, [curve](int k) {
      const SizePoint& p = curve.points[static_cast<std::size_t>(k)];
      return tr("%1, %2 writes at this group's MB/s: %3 (%4 writes/s per VM%5)")
          .arg(policyName(curve), formatValue(p.io_kib, Unit::KiB), formatDurationUs(p.loaded_us),
               formatNumber(p.iops_per_vm), p.capacity_bound ? tr(", capacity-bound") : QString());
    });
  }
  sizes_->yAxis->setRangeUpper(hi * 1.8);
  sizes_->replot();

  // The hockey stick: latency against achieved IOPS as the demanded rate sweeps.
  load_->clearPlottables();
  load_->clearItems();
  loadTips_->clear();
  const LoadCurve& lc = series.offered;
  double top = lc.operating.latency_us;
  for (const LoadPoint& p : lc.points)
    top = std::max(top, p.latency_us);
  const DurationScale scale = durationScale(top);
  auto* curve = new QCPCurve(load_->xAxis, load_->yAxis);
  curve->setName(tr("demand swept"));
  curve->setPen(QPen(seriesColor(0), 2));
  curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
  auto* open = new QCPCurve(load_->xAxis, load_->yAxis);
  open->setName(tr("open model"));
  open->setPen(QPen(seriesColor(6), 1.2, Qt::DashLine));
  double xmax = 0;
  for (const LoadPoint& p : lc.points) {
    curve->addData(p.iops_per_vm, p.latency_us / scale.factor);
    if (p.open_latency_us && *p.open_latency_us <= top)
      open->addData(p.offered_iops_per_vm, *p.open_latency_us / scale.factor);
  }
  const std::vector<LoadPoint> points = lc.points;
  loadTips_->add(curve, [points](int k) {
    const LoadPoint& p = points[static_cast<std::size_t>(k)];
    return tr("Demanded %1 writes/s per VM: gets %2 at %3%4")
        .arg(formatNumber(p.offered_iops_per_vm), formatNumber(p.iops_per_vm),
             formatDurationUs(p.latency_us),
             p.capacity_bound ? tr(" (capacity-bound)") : QString());
  });
  auto* here = new QCPCurve(load_->xAxis, load_->yAxis);
  here->setName(tr("operating point"));
  here->setLineStyle(QCPCurve::lsNone);
  here->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5),
                                        QBrush(seriesColor(3)), 13));
  here->addData(lc.operating.iops_per_vm, lc.operating.latency_us / scale.factor);
  const LoadPoint op = lc.operating;
  loadTips_->add(here, [op](int) {
    return tr("Operating point: %1 writes/s per VM at %2")
        .arg(formatNumber(op.iops_per_vm), formatDurationUs(op.latency_us));
  });
  // The plateau: what each VM of the group gets when all of them push harder.
  double plateau = 0;
  for (const LoadPoint& p : lc.points)
    plateau = std::max(plateau, p.iops_per_vm);
  if (plateau > 0) {
    auto* cap = new QCPItemStraightLine(load_);
    cap->setPen(QPen(saturationColor(), 1.2, Qt::DotLine));
    cap->point1->setCoords(plateau, 0);
    cap->point2->setCoords(plateau, 1);
    auto* label = new QCPItemText(load_);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(plateau, 0.02);
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    label->setColor(saturationColor());
    label->setText(tr("at most %1 writes/s per VM ").arg(formatNumber(plateau)));
  }
  xmax = std::max(plateau, lc.operating.iops_per_vm);
  load_->xAxis->setLabel(
      tr("Writes per second per VM (%1)")
          .arg(QString::fromStdString(
              doc_->evaluatedScenario().vm_groups[static_cast<std::size_t>(series.group)].name)));
  load_->yAxis->setLabel(tr("Commit latency (%1)").arg(scale.unit));
  load_->xAxis->setRange(0, xmax * 1.1);
  load_->yAxis->setRange(0, top / scale.factor * 1.1);
  load_->replot();
}

}  // namespace accel::ui
