// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/profilepreview.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/core/fieldbinding.h"
#include "app/core/params.h"
#include "app/core/units.h"
#include "app/gui/boundtable.h"
#include "app/gui/scenariodocument.h"
#include "model/common/profile.h"

namespace accel::ui {

namespace {

constexpr double kPi = 3.14159265358979323846;

/// The group's write or read profile, or nullptr when the group is gone.
const WriteProfile* profileOf(const Scenario& s, std::size_t group, bool reads)
{
  if (group >= s.vm_groups.size())
    return nullptr;
  return reads ? static_cast<const WriteProfile*>(&s.vm_groups[group].read)
               : &s.vm_groups[group].write;
}

WriteProfile* profileOf(Scenario& s, std::size_t group, bool reads)
{
  if (group >= s.vm_groups.size())
    return nullptr;
  return reads ? static_cast<WriteProfile*>(&s.vm_groups[group].read) : &s.vm_groups[group].write;
}

/// The windows table of a schedule profile.
TableSpec windowSpec(std::size_t group, bool reads)
{
  ScheduleWindow added;  // a morning hour at ten times the base
  added.start_min = 8 * 60;
  added.end_min = 9 * 60;
  added.factor = 10;
  return windowsTableSpec(
      reads ? readScheduleWindowParams() : scheduleWindowParams(),
      QStringLiteral("vm_groups[%1].%2.windows")
          .arg(group)
          .arg(reads ? QStringLiteral("read") : QStringLiteral("write")),
      [group, reads](Scenario& s) -> std::vector<ScheduleWindow>* {
        WriteProfile* p = profileOf(s, group, reads);
        return p ? &p->windows : nullptr;
      },
      added);
}

/// One period of the rate as the models see it, as steps (x in s): the equivalent trace
/// with a closing point at its end; a sine sampled over its period.
/// Samples a preview draws at most: a longer trace is drawn as its envelope (a week of
/// one-second samples as chart points would be 10 MB for a chart a few hundred pixels wide).
constexpr std::size_t kPreviewSamples = 4000;

void seriesOf(const WriteProfile& p, QVector<double>& x, QVector<double>& y)
{
  if (p.kind == ProfileKind::Sine) {
    const int n = 200;
    const double period = p.period_s > 0 ? p.period_s : 1.0;
    for (int i = 0; i <= n; ++i) {
      const double t = period * i / n;
      x << t;
      y << std::max(0.0, p.mean_mbps + p.amplitude_mbps * std::sin(2 * kPi * t / period));
    }
    return;
  }
  Trace made;
  const Trace& t = profileTraceIn(p, made);
  if (t.empty())
    return;
  if (t.size() <= kPreviewSamples) {
    x.reserve(static_cast<qsizetype>(t.size()) + 1);
    y.reserve(static_cast<qsizetype>(t.size()) + 1);
    for (const TraceSample& s : t) {
      x << s.t_s;
      y << s.mbps;
    }
  } else {
    // Each stretch's highest rate at its start and its lowest from its middle: the envelope
    // the chart, a few hundred pixels wide, would draw of every sample.
    const std::size_t per = (t.size() + kPreviewSamples / 2 - 1) / (kPreviewSamples / 2);
    x.reserve(static_cast<qsizetype>(kPreviewSamples) + 1);
    y.reserve(static_cast<qsizetype>(kPreviewSamples) + 1);
    for (std::size_t i = 0; i < t.size(); i += per) {
      const auto from = t.begin() + static_cast<std::ptrdiff_t>(i);
      const auto to = t.begin() + static_cast<std::ptrdiff_t>(std::min(t.size(), i + per));
      const auto [lo, hi] = std::minmax_element(
          from, to, [](const TraceSample& a, const TraceSample& b) { return a.mbps < b.mbps; });
      x << from->t_s << (from + (to - from) / 2)->t_s;
      y << hi->mbps << lo->mbps;
    }
  }
  const double end = t.size() == 1 ? (p.kind == ProfileKind::Duty ? profilePeriodS(p) : 0.0)
                                   : t.front().t_s + traceSpanS(t);
  const double last = end > t.back().t_s ? end : t.back().t_s + 1.0;
  x << last;
  y << t.back().mbps;
}

}  // namespace

TableSpec windowsTableSpec(const std::vector<Param<ScheduleWindow>>& params, const QString& base,
                           std::function<std::vector<ScheduleWindow>*(Scenario&)> windowsOf,
                           const ScheduleWindow& added)
{
  TableSpec spec;
  spec.itemName = QObject::tr("window");
  spec.minRows = 0;
  spec.maxRows = 1000;
  for (const auto& p : params)
    spec.columns.push_back(&p.info);
  // The list is only read through a scenario given as const (rowCount, the bindings' get).
  const auto listOf = [windowsOf](const Scenario& s) {
    return windowsOf(const_cast<Scenario&>(s));
  };
  spec.rowCount = [listOf](const Scenario& s) {
    const auto* l = listOf(s);
    return l ? static_cast<int>(l->size()) : 0;
  };
  spec.bindRow = [base, listOf, &params](int row) {
    const auto r = static_cast<std::size_t>(row);
    return bindAll(params, QStringLiteral("%1[%2]").arg(base).arg(row),
                   [listOf, r](const Scenario& s) -> ScheduleWindow* {
                     auto* l = listOf(s);
                     return l && r < l->size() ? &(*l)[r] : nullptr;
                   });
  };
  spec.insertDefault = [windowsOf, added](Scenario& s, int at) {
    if (auto* l = windowsOf(s))
      l->insert(l->begin() + at, added);
  };
  spec.duplicate = [windowsOf](Scenario& s, int row) {
    if (auto* l = windowsOf(s))
      l->insert(l->begin() + row + 1, (*l)[static_cast<std::size_t>(row)]);
  };
  spec.remove = [windowsOf](Scenario& s, int row) {
    if (auto* l = windowsOf(s))
      l->erase(l->begin() + row);
  };
  return spec;
}

ProfilePreview::ProfilePreview(ScenarioDocument* doc, std::size_t group, bool reads,
                               QWidget* parent)
    : QWidget(parent), doc_(doc), group_(group), reads_(reads)
{
  setObjectName(reads ? QStringLiteral("readProfilePreview")
                      : QStringLiteral("writeProfilePreview"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* windowsLabel =
      new QLabel(tr("Schedule windows (where windows overlap, the highest rate applies):"), this);
  windowsLabel->setWordWrap(true);
  windowsLabel->setObjectName(QStringLiteral("windowsLabel"));
  layout->addWidget(windowsLabel);
  windows_ = new BoundTableEditor(doc_, windowSpec(group, reads), this);
  windows_->setObjectName(QStringLiteral("scheduleWindows"));
  windows_->setMinimumHeight(130);
  layout->addWidget(windows_);
  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("profileSummary"));
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(summary_);
  plot_ = new QCustomPlot(this);
  plot_->setObjectName(QStringLiteral("profilePlot"));
  plot_->setMinimumHeight(110);
  plot_->setMaximumHeight(150);
  styleChart(plot_);
  followWidgetLook(plot_);
  plot_->legend->setVisible(false);
  plot_->addGraph();
  plot_->graph(0)->setLineStyle(QCPGraph::lsStepLeft);
  plot_->graph(0)->setPen(QPen(seriesColor(0), 1.5));
  plot_->yAxis->setLabel(reads ? tr("Read rate (MB/s)") : tr("Write rate (MB/s)"));
  layout->addWidget(plot_);
  connect(doc_, &ScenarioDocument::changed, this, &ProfilePreview::refresh);
  refresh();
}

QString ProfilePreview::summaryText() const
{
  return summary_->text();
}

void ProfilePreview::refresh()
{
  const WriteProfile* p = profileOf(doc_->scenario(), group_, reads_);
  if (!p)
    return;
  const bool schedule = p->kind == ProfileKind::Schedule;
  findChild<QLabel*>(QStringLiteral("windowsLabel"))->setVisible(schedule);
  windows_->setVisible(schedule);

  const ProfileKind k = p->kind;
  const bool bad =
      (k == ProfileKind::Schedule || k == ProfileKind::Duty)
          ? !periodicFormProblem(*p).empty()
          : (k == ProfileKind::Trace && traceProblem(*p).kind != TraceProblem::Kind::None);
  QString period;
  if (k == ProfileKind::OnOff || k == ProfileKind::Sine)
    period = formatDurationS(p->period_s);
  else if (k == ProfileKind::Schedule || k == ProfileKind::Duty)
    period = formatDurationS(profilePeriodS(*p));
  if (bad) {
    summary_->setText(tr("Mean and peak: see the problem above."));
  } else if (k == ProfileKind::Constant) {
    summary_->setText(tr("Constant %1.").arg(formatValue(profileMeanMbps(*p), Unit::MBps)));
  } else if (k == ProfileKind::Trace) {
    summary_->setText(tr("Mean %1, peak %2 over %3 (run once).")
                          .arg(formatValue(profileMeanMbps(*p), Unit::MBps),
                               formatValue(profilePeakMbps(*p), Unit::MBps),
                               formatDurationS(profileTraceDurationS(*p))));
  } else {
    summary_->setText(tr("Mean %1, peak %2, repeating every %3.")
                          .arg(formatValue(profileMeanMbps(*p), Unit::MBps),
                               formatValue(profilePeakMbps(*p), Unit::MBps), period));
  }

  // The plot: redrawn only when what it shows changed (a week of samples is large).
  QString key = profileWord(k);
  if (k == ProfileKind::Trace)
    key += QString::number(reinterpret_cast<quintptr>(p->samples.get()));
  else
    key += summary_->text() + QString::number(p->windows.size()) +
           QString::number(static_cast<int>(p->schedule_period));
  for (const ScheduleWindow& w : p->windows)
    key += QStringLiteral("|%1-%2-%3-%4-%5")
               .arg(w.start_min)
               .arg(w.end_min)
               .arg(w.days)
               .arg(w.mbps ? *w.mbps : -1.0)
               .arg(w.factor ? *w.factor : -1.0);
  key += QString::number(p->base_mbps) + QString::number(p->peak_mbps) +
         QString::number(p->burst_s) + QString::number(p->duty_fraction) + QString::number(p->mbps);
  if (key == plotted_)
    return;
  plotted_ = key;
  QVector<double> x, y;
  if (!bad)
    seriesOf(*p, x, y);
  const double span = x.isEmpty() ? 1.0 : std::max(x.back() - x.front(), 1.0);
  // Hours for a day, days for a week: the axis of a schedule reads like its clock.
  const double seconds = span >= 2 * 86400.0 ? 86400.0
                         : span >= 7200.0    ? 3600.0
                         : span >= 120.0     ? 60.0
                                             : 1.0;
  const QString label = seconds == 86400.0  ? tr("days")
                        : seconds == 3600.0 ? tr("h")
                        : seconds == 60.0   ? tr("min")
                                            : tr("s");
  for (double& v : x)
    v /= seconds;
  plot_->graph(0)->setData(x, y, true);
  plot_->xAxis->setLabel(tr("Time (%1)").arg(label));
  plot_->xAxis->setRange(x.isEmpty() ? 0.0 : x.front(), x.isEmpty() ? 1.0 : x.back());
  double top = 0;
  for (double v : y)
    top = std::max(top, v);
  plot_->yAxis->setRange(0, top > 0 ? top * 1.1 : 1.0);
  plot_->setVisible(!x.isEmpty());
  plot_->replot();
}

}  // namespace accel::ui
