// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/headroomview.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QVBoxLayout>

#include "app/charts/chartutil.h"
#include "app/charts/headroomchart.h"
#include "app/core/evaluation.h"
#include "app/core/headroomtext.h"
#include "app/core/requirementtext.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "app/gui/chartexport.h"
#include "app/gui/jobs.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

namespace {

/// Waits this long after an edit before computing (a burst of edits computes once).
constexpr int kDebounceMs = 300;

}  // namespace

HeadroomView::HeadroomView(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc)
{
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(0, 0, 0, 0);
  auto* form = new QFormLayout;
  by_ = new QComboBox(this);
  by_->setObjectName(QStringLiteral("headroom.by"));
  by_->addItem(tr("every VM's write rate"), static_cast<int>(GrowthBy::Rate));
  by_->addItem(tr("every group's VMs per host"), static_cast<int>(GrowthBy::Vms));
  by_->setToolTip(tr("What grows until a requirement breaks."));
  by_->setAccessibleName(tr("Headroom: what grows"));
  form->addRow(tr("&Grow:"), by_);
  column->addLayout(form);
  status_ = new QLabel(this);
  status_->setObjectName(QStringLiteral("headroom.status"));
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  column->addWidget(status_);
  plot_ = new QCustomPlot(this);
  plot_->setObjectName(QStringLiteral("headroom.chart"));
  styleChart(plot_);
  plot_->setMinimumHeight(180);
  plot_->setAccessibleName(tr("Headroom ladder"));
  tips_ = new HoverTips(plot_);
  installChartExport(plot_);
  column->addWidget(plot_, 1);

  timer_.setSingleShot(true);
  timer_.setInterval(kDebounceMs);
  connect(&timer_, &QTimer::timeout, this, &HeadroomView::start);
  connect(&watcher_, &QFutureWatcher<Job>::finished, this, &HeadroomView::done);
  connect(doc_, &ScenarioDocument::changed, this, &HeadroomView::schedule);
  connect(by_, &QComboBox::currentIndexChanged, this, [this] { schedule(); });
  status_->setText(tr("The headroom is computed when this panel is shown."));
}

HeadroomView::~HeadroomView()
{
  watcher_.waitForFinished();
}

void HeadroomView::setGrowthBy(GrowthBy by)
{
  by_->setCurrentIndex(by_->findData(static_cast<int>(by)));
}

QString HeadroomView::statusText() const
{
  return status_->text();
}

void HeadroomView::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  schedule();
}

void HeadroomView::schedule()
{
  if (isVisible())
    timer_.start();
}

void HeadroomView::start()
{
  if (!isVisible())
    return;
  if (watcher_.isRunning()) {
    pending_ = true;
    return;
  }
  if (doc_->resultsStale()) {
    status_->setText(tr("The scenario has errors: no headroom until they are fixed."));
    return;
  }
  const auto by = static_cast<GrowthBy>(by_->currentData().toInt());
  status_->setText(tr("Computing the headroom…"));
  watcher_.setFuture(runJob([s = doc_->scenario(), by, shown = shownKey_] {
    // The key of what is asked: the same scenario and growth are never computed twice.
    Job job;
    // (Hashed: a week-long trace's text is tens of megabytes.)
    job.key = QCryptographicHash::hash(serializeScenario(s), QCryptographicHash::Sha256) +
              QByteArray(growthByKey(by));
    if (job.key != shown)
      job.result = computeHeadroom(s, by, evaluateOptions());
    return job;
  }));
}

void HeadroomView::done()
{
  Job job = watcher_.result();
  if (pending_) {
    pending_ = false;
    timer_.start();
  }
  if (!job.result) {
    status_->setText(headroom_ ? headroomText(doc_->scenario(), *headroom_).trimmed() : QString());
    return;
  }
  headroom_ = std::move(job.result);
  shownKey_ = std::move(job.key);
  const Scenario& s = doc_->scenario();
  const HeadroomResult& h = *headroom_;
  // What the first rung is about: "peer link utilisation of host 2 (transmit)".
  const auto subject = [&s](const HeadroomStep& step) {
    return requirementWhat(s, headroomCheck(step));
  };
  QString head;
  if (h.ladder.empty())
    head = tr("The scenario has no requirement to break.");
  else if (!h.factor)
    head = tr("Every requirement holds up to %1.").arg(formatValue(h.range_hi, Unit::Factor));
  else if (h.met_now)
    head = tr("Headroom %1: the %2 breaks first.")
               .arg(formatValue(*h.factor, Unit::Factor), subject(h.ladder.front()));
  else if (h.ladder.front().broken_throughout)
    head = tr("The requirement on the %1 is not met today, nor with the load shrunk to %2: "
              "the write load does not decide it.")
               .arg(subject(h.ladder.front()), formatValue(h.range_lo, Unit::Factor));
  else
    head = tr("A requirement is not met today: the load must shrink to %1 to meet every "
              "requirement.")
               .arg(formatValue(*h.factor, Unit::Factor));
  status_->setText(head);
  status_->setToolTip(headroomText(s, h));
  plot_->setMinimumHeight(std::max(180, 60 + 28 * static_cast<int>(h.ladder.size())));
  drawHeadroomChart(plot_, tips_, s, h);
  Q_EMIT headroomUpdated();
}

}  // namespace accel::ui
