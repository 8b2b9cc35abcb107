// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/tornadoview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <map>

#include "app/charts/chartutil.h"
#include "app/charts/studycharts.h"
#include "app/core/scenarioio.h"
#include "app/gui/chartexport.h"
#include "app/gui/covered.h"
#include "app/gui/jobs.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/studypickers.h"
#include "app/gui/tableexport.h"

namespace accel::ui {

TornadoView::TornadoView(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc)
{
  setWindowFlag(Qt::Window);
  setWindowTitle(tr("What Does This Depend On?"));
  setObjectName(QStringLiteral("tornadoView"));
  auto* column = new QVBoxLayout(this);
  auto* form = new QFormLayout;
  metric_ = new QComboBox(this);
  metric_->setObjectName(QStringLiteral("tornado.metric"));
  metric_->setToolTip(tr("The result whose dependence on each input is measured."));
  form->addRow(tr("&Result:"), metric_);
  percent_ = new QSpinBox(this);
  percent_->setRange(1, 90);
  percent_->setValue(20);
  percent_->setSuffix(QStringLiteral(" %"));
  percent_->setPrefix(QStringLiteral("± "));
  percent_->setToolTip(
      tr("Each input is moved down and up by this share of its value, one at a "
         "time, everything else as it is."));
  form->addRow(tr("&Move each input by:"), percent_);
  column->addLayout(form);
  busy_ = new QProgressBar(this);
  busy_->setRange(0, 0);
  busy_->setVisible(false);
  busy_->setAccessibleName(tr("Computing"));
  column->addWidget(busy_);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  status_->setObjectName(QStringLiteral("tornado.status"));
  column->addWidget(status_);
  auto* split = new QSplitter(Qt::Vertical, this);
  chart_ = new QCustomPlot(split);
  chart_->setObjectName(QStringLiteral("tornado.chart"));
  chart_->setMinimumHeight(300);
  styleChart(chart_);
  followWidgetLook(chart_);
  tips_ = new HoverTips(chart_);
  installChartExport(chart_, QStringLiteral("tornado"));
  table_ = new QTableWidget(split);
  table_->setObjectName(QStringLiteral("tornado.table"));
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->setVisible(false);
  installTableExport(table_, QStringLiteral("sensitivity"));
  split->addWidget(chart_);
  split->addWidget(table_);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({420, 260});
  column->addWidget(split, 1);
  resize(900, 720);

  connect(&watcher_, &QFutureWatcher<Job>::finished, this, &TornadoView::done);
  connect(metric_, &QComboBox::currentIndexChanged, this, [this] { compute(); });
  connect(percent_, &QSpinBox::valueChanged, this, [this] { debounce_.start(); });
  debounce_.setSingleShot(true);
  debounce_.setInterval(300);
  connect(&debounce_, &QTimer::timeout, this, [this] {
    if (running())
      debounce_.start();
    else
      compute();
  });
  connect(doc_, &ScenarioDocument::changed, this, [this] {
    // Nothing to do per keystroke while closed or behind a full-screen presentation
    // (covered.h).
    if (!shownToUser(this)) {
      pickersStale_ = true;
      coveredStale_ = isVisible();
      return;
    }
    refreshPickers();
    debounce_.start();
  });
  new UncoverWatch(this, [this] {
    if (!coveredStale_ || !isVisible())
      return;
    coveredStale_ = false;
    pickersStale_ = false;
    refreshPickers();
    debounce_.start();
  });
  refreshPickers();
}

TornadoView::~TornadoView()
{
  watcher_.waitForFinished();
}

void TornadoView::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (pickersStale_) {
    pickersStale_ = false;
    refreshPickers();
  }
}

void TornadoView::refreshPickers()
{
  metrics_ = studyMetrics(doc_->evaluatedScenario(), doc_->evaluation());
  fillMetricPicker(metric_, metrics_);
}

bool TornadoView::setMetric(const QString& pointer)
{
  const int i = metric_->findData(pointer);
  if (i < 0)
    return false;
  if (i == metric_->currentIndex())
    compute();
  else
    metric_->setCurrentIndex(i);  // computes
  return true;
}

void TornadoView::setPercent(int percent)
{
  percent_->setValue(percent);
  debounce_.stop();
  compute();
}

bool TornadoView::compute()
{
  if (running() || metric_->currentIndex() < 0)
    return false;
  SensitivitySpec spec;
  spec.metric = metric_->currentData().toString();
  spec.fraction = percent_->value() / 100.0;
  const Scenario& s = doc_->evaluatedScenario();
  const QByteArray key = serializeScenario(s) + spec.metric.toUtf8() + ' ' +
                         QByteArray::number(spec.fraction, 'g', 17);
  if (key == lastKey_) {
    Q_EMIT studyFinished();
    return false;
  }
  lastKey_ = key;
  ++runs_;
  busy_->setVisible(true);
  status_->setText(tr("Moving each input by ±%1 %…").arg(percent_->value()));
  // The inputs' names, made here (translated words belong to the GUI thread).
  std::map<QString, QString> names;
  for (const FieldBinding& f : bindScenario(s))
    names[pathToPointer(f.path)] = inputLabel(s, f);
  watcher_.setFuture(runJob([s, spec, names] {
    Job j;
    j.spec = spec;
    j.result = sensitivity(s, spec);
    for (const SensitivityRow& row : j.result.rows) {
      const auto it = names.find(row.pointer);
      j.names << (it != names.end() ? it->second : row.info->label);
    }
    return j;
  }));
  return true;
}

void TornadoView::done()
{
  busy_->setVisible(false);
  showJob(watcher_.result());
  Q_EMIT studyFinished();
}

void TornadoView::showJob(const Job& j)
{
  spec_ = j.spec;
  result_ = j.result;
  names_ = j.names;
  StudyMetric m;
  for (const StudyMetric& x : metrics_)
    if (x.target.metric == spec_.metric)
      m = x;
  if (m.target.metric.isEmpty()) {
    m.target.metric = spec_.metric;
    m.target.title = spec_.metric;
  }
  const Unit mu = m.target.unit;
  if (!result_.problem.isEmpty()) {
    status_->setText(result_.problem);
    chart_->clearPlottables();
    chart_->replot();
    table_->setRowCount(0);
    return;
  }
  drawTornadoChart(chart_, tips_, m, spec_, result_, names_);
  const std::vector<const SensitivityRow*> drawn = tornadoRows(result_);
  int still = 0;
  for (const SensitivityRow& row : result_.rows)
    still += (row.unbounded || (row.swing && *row.swing > 0)) ? 0 : 1;
  const auto metricText = [mu](const std::optional<double>& v) {
    if (!v)
      return tr("invalid");
    return std::isfinite(*v) ? formatValue(*v, mu) : tr("never");
  };
  QString text = tr("%1 is %2 now. Largest swing first; %n input(s) drawn.", nullptr,
                    static_cast<int>(drawn.size()))
                     .arg(m.target.title, metricText(result_.base_metric));
  if (still > 0)
    text += QLatin1Char(' ') +
            tr("%n input(s) did not move it or could not move (see the table).", nullptr, still);
  status_->setText(text);

  // Every input tried, with what it gave and why a side could not move as asked.
  const QString unitKeyText = unitKey(mu);
  const QStringList headers = {tr("Input"),    tr("Now"),
                               tr("Low end"),  tr("Result at low end"),
                               tr("High end"), tr("Result at high end"),
                               tr("Swing"),    tr("Note")};
  table_->clear();
  table_->setColumnCount(static_cast<int>(headers.size()));
  table_->setHorizontalHeaderLabels(headers);
  for (int c : {3, 5, 6})  // the cells show their units; export writes the stored one
    table_->horizontalHeaderItem(c)->setData(
        kExportHeaderRole, QStringLiteral("%1 (%2)").arg(headers[c], unitKeyText));
  table_->setRowCount(static_cast<int>(result_.rows.size()));
  const auto number = [](const QString& shown, const QString& exported) {
    auto* item = new QTableWidgetItem(shown);
    item->setData(kExportRole, exported);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
  };
  const auto metricItem = [&](const std::optional<double>& v) {
    if (!v)
      return number(tr("invalid"), QString());
    if (!std::isfinite(*v))
      return number(tr("never"), QStringLiteral("never"));
    return number(formatValue(*v, mu), exportText(QJsonValue(*v)));
  };
  for (std::size_t r = 0; r < result_.rows.size(); ++r) {
    const SensitivityRow& row = result_.rows[r];
    const int i = static_cast<int>(r);
    const Unit iu = row.info->unit;
    auto* name = new QTableWidgetItem(names_.value(i));
    name->setToolTip(row.pointer);
    table_->setItem(i, 0, name);
    table_->setItem(i, 1, new QTableWidgetItem(formatValue(row.value, iu)));
    table_->setItem(i, 2,
                    new QTableWidgetItem(row.low ? formatValue(*row.low, iu) : tr("not moved")));
    table_->setItem(i, 3, row.low ? metricItem(row.low_metric) : new QTableWidgetItem());
    table_->setItem(i, 4,
                    new QTableWidgetItem(row.high ? formatValue(*row.high, iu) : tr("not moved")));
    table_->setItem(i, 5, row.high ? metricItem(row.high_metric) : new QTableWidgetItem());
    if (row.unbounded)
      table_->setItem(i, 6,
                      number(tr("unbounded (never at one end)"), QStringLiteral("unbounded")));
    else if (row.swing)
      table_->setItem(i, 6,
                      number(formatValue(*row.swing, mu), exportText(QJsonValue(*row.swing))));
    else
      table_->setItem(i, 6, number(tr("not measured"), QString()));
    auto* note = new QTableWidgetItem(row.note);
    note->setToolTip(row.note);
    table_->setItem(i, 7, note);
    if (!row.note.isEmpty())
      name->setToolTip(row.pointer + QLatin1Char('\n') + row.note);
  }
  table_->resizeColumnsToContents();
}

}  // namespace accel::ui
