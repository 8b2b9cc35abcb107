// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/latencycharts.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

QString tr(const char* text)
{
  // The context lupdate gives tr() in the free functions of namespace accel::ui.
  return QCoreApplication::translate("accel::ui", text);
}

QString policyName(const PolicyCurve& c)
{
  QString name = writePolicyWord(c.policy);
  if (!c.feasible)
    name += tr(" (needs more hosts)");
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

/// Registers a tooltip when the chart has tips (the report's charts have none).
void addTip(HoverTips* tips, QCPAbstractPlottable* plottable, HoverTips::TextFor text)
{
  if (tips)
    tips->add(plottable, std::move(text));
}

/// Offered-rate points of the hockey stick and how far past capacity it sweeps.
constexpr int kLoadPoints = 40;
constexpr double kLoadSweepFactor = 1.5;

}  // namespace

LatencyCurves latencyCurves(const Scenario& s, const LatencyOptions& opt, int group,
                            bool datastore_saturated, bool group_unbounded)
{
  LatencyCurves out;
  out.sizes = latencyVsIoSize(s, group, defaultLatencySizesKib(), true, opt);
  if (datastore_saturated)
    out.sizes.erase(std::remove_if(out.sizes.begin(), out.sizes.end(),
                                   [](const PolicyCurve& c) { return !c.policy.isWriteBack(); }),
                    out.sizes.end());
  out.unbounded = group_unbounded;
  if (!out.unbounded)
    out.offered = latencyVsOfferedIops(s, group, kLoadPoints, kLoadSweepFactor, opt);
  return out;
}

void drawLegsChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                   bool loaded)
{
  plot->clearPlottables();
  if (tips)
    tips->clear();
  const auto& groups = e.latency.groups;
  // A write-through group on a saturated datastore has no loaded legs to draw.
  static const LegBreakdown kNone;
  const bool saturated = loaded && e.datastore_saturated;
  const auto legsOf = [loaded, saturated](const GroupLatency& g) -> const LegBreakdown& {
    if (saturated && !g.policy.isWriteBack())
      return kNone;
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
    ticker->addTick(i + 1, userText(s.vm_groups[static_cast<std::size_t>(i)].name));
  plot->xAxis->setTicker(ticker);
  plot->xAxis->setRange(0.4, n + 0.6);
  plot->yAxis->setLabel(tr("Commit leg (%1)").arg(scale.unit));
  plot->xAxis->setLabel(loaded ? tr("Legs at each group's load (left: local write; right: the "
                                    "replica leg)")
                               : tr("Legs of one write on an idle system (left: local write; "
                                    "right: the replica leg)"));

  const auto name = [&s](int i) { return userText(s.vm_groups[static_cast<std::size_t>(i)].name); };
  // Left bar: the local device write (plus hypervisor overhead).
  auto* local = new QCPBars(plot->xAxis, plot->yAxis);
  local->setName(tr("local device"));
  local->setBrush(seriesColor(1));
  local->setPen(seriesColor(1).darker(120));
  local->setWidth(0.35);
  for (int i = 0; i < n; ++i) {
    const LegBreakdown& l = legsOf(groups[static_cast<std::size_t>(i)]);
    local->addData(i + 1 - 0.2, (l.hypervisor_us + l.local_device_us) / scale.factor);
  }
  addTip(tips, local, [=](int k) {
    const LegBreakdown& l = legsOf(groups[static_cast<std::size_t>(k)]);
    return tr("%1: local device write %2").arg(name(k), formatDurationUs(l.local_device_us));
  });

  std::vector<bool> unbounded(groups.size());
  for (std::size_t i = 0; i < groups.size(); ++i)
    unbounded[i] = loadedUnbounded(s, e, i);
  // Right bar: the replica (or datastore) leg, stacked.
  QCPBars* below = nullptr;
  for (const Leg& leg : kReplicaLegs) {
    bool any = false;
    for (const GroupLatency& g : groups)
      any = any || legsOf(g).*leg.member > 0;
    if (!any)
      continue;
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
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
    addTip(tips, bars, [=](int k) {
      const GroupLatency& g = groups[static_cast<std::size_t>(k)];
      const LegBreakdown& b = legsOf(g);
      const bool none = loaded && unbounded[static_cast<std::size_t>(k)];
      return tr("%1: %2 %3\nCommit %4, set by the %5")
          .arg(name(k), tr(l.name), formatDurationUs(b.*l.member),
               none ? tr("unbounded") : formatDurationUs(loaded ? g.loaded_us : g.floor_us),
               g.bound_by == BoundBy::LocalDevice ? tr("local device") : tr("replica leg"));
    });
  }
  plot->yAxis->setRange(0, std::max(top / scale.factor * 1.15, 1e-9));
  plot->clearItems();
  for (int i = 0; saturated && i < n; ++i) {
    if (groups[static_cast<std::size_t>(i)].policy.isWriteBack())
      continue;
    auto* label = new QCPItemText(plot);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(i + 1, 0.5);
    label->setColor(saturationColor());
    label->setText(tr("unbounded:\ndatastore\nsaturated"));
  }
}

void drawSizeChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                   int gi)
{
  plot->clearGraphs();
  plot->clearItems();
  if (tips)
    tips->clear();
  if (gi < 0 || gi >= static_cast<int>(e.latency.groups.size()) ||
      gi >= static_cast<int>(s.vm_groups.size()))
    return;
  const auto curves = latencyVsIoSize(s, gi, defaultLatencySizesKib(), false, e.latency_options);
  logAxis(plot->xAxis, 2);
  logAxis(plot->yAxis, 10);
  plot->xAxis->setLabel(tr("Write size (KiB)"));
  plot->yAxis->setLabel(tr("Commit latency (\u00b5s)"));
  double lo = 1e300, hi = 0;
  for (std::size_t c = 0; c < curves.size(); ++c) {
    QCPGraph* graph = plot->addGraph();
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
    addTip(tips, graph, [curve](int k) {
      const SizePoint& p = curve.points[static_cast<std::size_t>(k)];
      return tr("%1, %2 write on an idle system: %3")
          .arg(policyName(curve), formatValue(p.io_kib, Unit::KiB),
               formatDurationUs(p.floor.floor_us));
    });
  }
  // A legend entry that explains the dashed lines.
  QCPGraph* dashed = plot->addGraph();
  dashed->setName(tr("under load (dashed)"));
  dashed->setPen(QPen(Qt::gray, 1.6, Qt::DashLine));
  // The group's own operating point.
  const GroupLatency& g = e.latency.groups[static_cast<std::size_t>(gi)];
  QCPGraph* here = plot->addGraph();
  here->setName(tr("this group now"));
  here->setLineStyle(QCPGraph::lsNone);
  here->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5), QBrush(Qt::white), 11));
  const bool unbounded = e.datastore_saturated && !g.policy.isWriteBack();
  if (!unbounded)
    here->addData(g.mean_io_bytes / 1024.0, g.loaded_us);
  addTip(tips, here, [g](int) {
    return tr("This group: %1 writes of %2, %3 under load (%4 idle)")
        .arg(writePolicyWord(g.policy), formatValue(g.mean_io_bytes / 1024.0, Unit::KiB),
             formatDurationUs(g.loaded_us), formatDurationUs(g.floor_us));
  });
  if (!unbounded)
    hi = std::max(hi, g.loaded_us);
  plot->xAxis->setRange(0.4, 1400);
  plot->yAxis->setRange(std::max(lo / 1.6, 0.1), hi * 1.8);
}

void addLoadedSizeCurves(QCustomPlot* plot, HoverTips* tips, const std::vector<PolicyCurve>& curves)
{
  // Loaded curves beside the idle ones.
  double hi = plot->yAxis->range().upper / 1.8;
  for (std::size_t c = 0; c < curves.size(); ++c) {
    const PolicyCurve& curve = curves[c];
    QCPGraph* graph = plot->addGraph();
    graph->setName(policyName(curve) + tr(" under load"));
    graph->setPen(QPen(seriesColor(static_cast<int>(c)), 1.6, Qt::DashLine));
    for (const SizePoint& p : curve.points) {
      graph->addData(p.io_kib, p.loaded_us);
      hi = std::max(hi, p.loaded_us);
    }
    graph->removeFromLegend();
    addTip(tips, graph, [curve](int k) {
      const SizePoint& p = curve.points[static_cast<std::size_t>(k)];
      return tr("%1, %2 writes at this group's MB/s: %3 (%4 writes/s per VM%5)")
          .arg(policyName(curve), formatValue(p.io_kib, Unit::KiB), formatDurationUs(p.loaded_us),
               formatNumber(p.iops_per_vm), p.capacity_bound ? tr(", capacity-bound") : QString());
    });
  }
  plot->yAxis->setRangeUpper(hi * 1.8);
  plot->replot();
}

void drawLoadChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, int group,
                   const LatencyCurves& curves)
{
  // The hockey stick: latency against achieved IOPS as the demanded rate sweeps.
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  plot->xAxis->setVisible(!curves.unbounded);
  plot->yAxis->setVisible(!curves.unbounded);
  if (curves.unbounded) {
    auto* label = new QCPItemText(plot);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.5, 0.5);
    label->setColor(saturationColor());
    label->setText(
        tr("No latency under load: this group writes through to RAID group 1,\nwhich its "
           "background load saturates (its queue grows without bound)."));
    plot->xAxis->setRange(0, 1);
    plot->yAxis->setRange(0, 1);
    plot->replot();
    return;
  }
  const LoadCurve& lc = curves.offered;
  double top = lc.operating.latency_us;
  for (const LoadPoint& p : lc.points)
    top = std::max(top, p.latency_us);
  const DurationScale scale = durationScale(top);
  auto* curve = new QCPCurve(plot->xAxis, plot->yAxis);
  curve->setName(tr("demand swept"));
  curve->setPen(QPen(seriesColor(0), 2));
  curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
  auto* open = new QCPCurve(plot->xAxis, plot->yAxis);
  open->setName(tr("open model"));
  open->setPen(QPen(seriesColor(6), 1.2, Qt::DashLine));
  double xmax = 0;
  for (const LoadPoint& p : lc.points) {
    curve->addData(p.iops_per_vm, p.latency_us / scale.factor);
    if (p.open_latency_us && *p.open_latency_us <= top)
      open->addData(p.offered_iops_per_vm, *p.open_latency_us / scale.factor);
  }
  const std::vector<LoadPoint> points = lc.points;
  addTip(tips, curve, [points](int k) {
    const LoadPoint& p = points[static_cast<std::size_t>(k)];
    return tr("Demanded %1 writes/s per VM: gets %2 at %3%4")
        .arg(formatNumber(p.offered_iops_per_vm), formatNumber(p.iops_per_vm),
             formatDurationUs(p.latency_us),
             p.capacity_bound ? tr(" (capacity-bound)") : QString());
  });
  auto* here = new QCPCurve(plot->xAxis, plot->yAxis);
  here->setName(tr("operating point"));
  here->setLineStyle(QCPCurve::lsNone);
  here->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5),
                                        QBrush(seriesColor(3)), 13));
  here->addData(lc.operating.iops_per_vm, lc.operating.latency_us / scale.factor);
  const LoadPoint op = lc.operating;
  addTip(tips, here, [op](int) {
    return tr("Operating point: %1 writes/s per VM at %2")
        .arg(formatNumber(op.iops_per_vm), formatDurationUs(op.latency_us));
  });
  // The plateau: what each VM of the group gets when all of them push harder.
  double plateau = 0;
  for (const LoadPoint& p : lc.points)
    plateau = std::max(plateau, p.iops_per_vm);
  if (plateau > 0) {
    auto* cap = new QCPItemStraightLine(plot);
    cap->setPen(QPen(saturationColor(), 1.2, Qt::DotLine));
    cap->point1->setCoords(plateau, 0);
    cap->point2->setCoords(plateau, 1);
    auto* label = new QCPItemText(plot);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(plateau, 0.02);
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    label->setColor(saturationColor());
    label->setText(tr("at most %1 writes/s per VM ").arg(formatNumber(plateau)));
  }
  xmax = std::max(plateau, lc.operating.iops_per_vm);
  plot->xAxis->setLabel(tr("Writes per second per VM (%1)")
                            .arg(group >= 0 && group < static_cast<int>(s.vm_groups.size())
                                     ? userText(s.vm_groups[static_cast<std::size_t>(group)].name)
                                     : QString()));
  plot->yAxis->setLabel(tr("Commit latency (%1)").arg(scale.unit));
  plot->xAxis->setRange(0, xmax * 1.1);
  plot->yAxis->setRange(0, top / scale.factor * 1.1);
  plot->replot();
}
}  // namespace accel::ui
