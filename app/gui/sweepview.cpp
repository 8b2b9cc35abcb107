// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/sweepview.h"

#include <QAbstractTableModel>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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

/// Most points of one sweep in the window (a 256 x 256 grid).
constexpr int kMaxGridPoints = 256 * 256;

/// The sweep's points as a table: the inputs, the results (each with its unit) and the
/// problem of an invalid point; export gives the numbers as the results document has them.
class SweepTableModel : public QAbstractTableModel {
public:
  using QAbstractTableModel::QAbstractTableModel;

  void show(std::vector<StudyInput> inputs, std::vector<StudyMetric> metrics, const SweepResult& r)
  {
    beginResetModel();
    inputs_ = std::move(inputs);
    metrics_ = std::move(metrics);
    points_.clear();
    for (const SweepPoint& p : r.points)
      if (!p.inputs.empty())
        points_.push_back(p);
    endResetModel();
  }
  int rowCount(const QModelIndex& parent = QModelIndex()) const override
  {
    return parent.isValid() ? 0 : static_cast<int>(points_.size());
  }
  int columnCount(const QModelIndex& parent = QModelIndex()) const override
  {
    return parent.isValid() ? 0 : static_cast<int>(inputs_.size() + metrics_.size() + 1);
  }
  QVariant headerData(int section, Qt::Orientation o, int role) const override
  {
    if (o != Qt::Horizontal || section < 0)
      return QAbstractTableModel::headerData(section, o, role);
    const auto k = static_cast<std::size_t>(section);
    QString name;
    Unit u = Unit::None;
    if (k < inputs_.size()) {
      name = inputs_[k].name;
      u = inputs_[k].unit;
    } else if (k < inputs_.size() + metrics_.size()) {
      name = metrics_[k - inputs_.size()].target.title;
      u = metrics_[k - inputs_.size()].target.unit;
    } else {
      name = QCoreApplication::translate("accel::ui", "Problem");
    }
    if (role == Qt::DisplayRole)
      return name;  // each cell shows its unit (times in the unit that reads best)
    if (role == kExportHeaderRole)
      return u == Unit::None ? name : QStringLiteral("%1 (%2)").arg(name, unitKey(u));
    return QVariant();
  }
  QVariant data(const QModelIndex& index, int role) const override
  {
    if (!index.isValid() || (role != Qt::DisplayRole && role != kExportRole &&
                             role != Qt::TextAlignmentRole && role != Qt::ToolTipRole))
      return QVariant();
    const SweepPoint& p = points_[static_cast<std::size_t>(index.row())];
    const auto k = static_cast<std::size_t>(index.column());
    if (role == Qt::TextAlignmentRole)
      return k < inputs_.size() + metrics_.size() ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                  : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (k < inputs_.size()) {
      const double v = k < p.inputs.size() ? p.inputs[k] : 0;
      return role == kExportRole ? exportText(QJsonValue(v)) : formatValue(v, inputs_[k].unit);
    }
    if (k < inputs_.size() + metrics_.size()) {
      const std::size_t m = k - inputs_.size();
      const std::optional<double> v = m < p.metrics.size() ? p.metrics[m] : std::nullopt;
      if (!v)
        return QString();
      if (!std::isfinite(*v))
        return role == kExportRole ? QStringLiteral("never")
                                   : QCoreApplication::translate("accel::ui", "never");
      return role == kExportRole ? exportText(QJsonValue(*v))
                                 : formatValue(*v, metrics_[m].target.unit);
    }
    return p.problem;
  }

private:
  std::vector<StudyInput> inputs_;
  std::vector<StudyMetric> metrics_;
  std::vector<SweepPoint> points_;
};

/// A sweep running off the GUI thread: the points land here, a grid row at a time.
struct SweepView::Job {
  Scenario scenario;
  SweepSpec spec;
  std::atomic<bool> cancel{false};
  std::atomic<int> done{0};
  int total = 0;
  std::mutex mutex;
  std::vector<SweepPoint> points;
  int rows = 0;  ///< grid rows complete
  bool cancelled = false;

  void run()
  {
    const auto progress = [this](int base) {
      return [this, base](int d, int) {
        done = base + d;
        return !cancel.load();
      };
    };
    if (spec.axes.size() == 1) {
      SweepResult r = runSweep(scenario, spec, 0, progress(0));
      const std::lock_guard<std::mutex> lock(mutex);
      points = std::move(r.points);
      cancelled = r.cancelled;
      rows = 1;
      return;
    }
    // Two inputs: row by row (each row on every core), so the heatmap fills in as rows finish.
    const std::size_t n2 = spec.axes[1].values.size();
    for (std::size_t i = 0; i < spec.axes[0].values.size(); ++i) {
      if (cancel) {
        const std::lock_guard<std::mutex> lock(mutex);
        cancelled = true;
        return;
      }
      SweepSpec row = spec;
      row.axes[0].values = {spec.axes[0].values[i]};
      SweepResult r = runSweep(scenario, row, 0, progress(static_cast<int>(i * n2)));
      const std::lock_guard<std::mutex> lock(mutex);
      for (std::size_t j = 0; j < r.points.size() && j < n2; ++j)
        if (!r.points[j].inputs.empty())
          points[i * n2 + j] = std::move(r.points[j]);
      if (r.cancelled) {
        cancelled = true;
        return;
      }
      rows = static_cast<int>(i + 1);
    }
  }
};

SweepView::SweepView(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc)
{
  setWindowFlag(Qt::Window);
  setWindowTitle(tr("Sweep"));
  setObjectName(QStringLiteral("sweepView"));
  auto* split = new QSplitter(Qt::Horizontal, this);
  auto* outer = new QHBoxLayout(this);
  outer->addWidget(split);

  // The choices: inputs, results, run.
  auto* controls = new QWidget(split);
  auto* column = new QVBoxLayout(controls);
  column->addWidget(axisBox(axes_[0], tr("Vary")));
  two_ = new QCheckBox(tr("And a &second input (a heatmap)"), controls);
  two_->setObjectName(QStringLiteral("sweep.two"));
  column->addWidget(two_);
  secondBox_ = axisBox(axes_[1], tr("Second input"));
  secondBox_->setVisible(false);
  column->addWidget(secondBox_);
  connect(two_, &QCheckBox::toggled, secondBox_, &QWidget::setVisible);
  auto* results = new QGroupBox(tr("Results"), controls);
  auto* rl = new QVBoxLayout(results);
  metrics_ = new QListWidget(results);
  metrics_->setObjectName(QStringLiteral("sweep.metrics"));
  metrics_->setToolTip(
      tr("The results to read at every point; a requirement's limit is drawn "
         "on its chart."));
  rl->addWidget(metrics_);
  column->addWidget(results, 1);
  live_ = new QCheckBox(tr("Sweep again after each &edit"), controls);
  live_->setChecked(true);
  live_->setToolTip(
      tr("While this window is open, the last sweep runs again on the edited "
         "design (never when nothing changed)."));
  column->addWidget(live_);
  auto* buttons = new QHBoxLayout;
  run_ = new QPushButton(tr("&Run"), controls);
  run_->setDefault(true);
  cancel_ = new QPushButton(tr("&Cancel"), controls);
  cancel_->setEnabled(false);
  buttons->addWidget(run_);
  buttons->addWidget(cancel_);
  column->addLayout(buttons);
  progress_ = new QProgressBar(controls);
  progress_->setAccessibleName(tr("Sweep progress"));
  column->addWidget(progress_);
  status_ = new QLabel(controls);
  status_->setWordWrap(true);
  status_->setObjectName(QStringLiteral("sweep.status"));
  column->addWidget(status_);
  connect(run_, &QPushButton::clicked, this, [this] { run(); });
  connect(cancel_, &QPushButton::clicked, this, &SweepView::cancel);

  // What it shows: charts (one input) or the heatmap (two) above the table of points.
  auto* right = new QSplitter(Qt::Vertical, split);
  pages_ = new QStackedWidget(right);
  auto* scroll = new QScrollArea(pages_);
  scroll->setWidgetResizable(true);
  linePage_ = new QWidget(scroll);
  lineLayout_ = new QVBoxLayout(linePage_);
  scroll->setWidget(linePage_);
  pages_->addWidget(scroll);
  auto* heatPage = new QWidget(pages_);
  auto* hl = new QVBoxLayout(heatPage);
  auto* pick = new QFormLayout;
  heatmapMetric_ = new QComboBox(heatPage);
  heatmapMetric_->setObjectName(QStringLiteral("sweep.heatmapMetric"));
  pick->addRow(tr("&Show:"), heatmapMetric_);
  hl->addLayout(pick);
  heatmap_ = new QCustomPlot(heatPage);
  heatmap_->setObjectName(QStringLiteral("sweep.heatmap"));
  heatmap_->setMinimumHeight(320);
  styleChart(heatmap_);
  followWidgetLook(heatmap_);
  heatmapTips_ = new HoverTips(heatmap_);
  installChartExport(heatmap_, QStringLiteral("sweep-heatmap"));
  hl->addWidget(heatmap_, 1);
  heatmapNote_ = new QLabel(heatPage);
  heatmapNote_->setWordWrap(true);
  hl->addWidget(heatmapNote_);
  pages_->addWidget(heatPage);
  connect(heatmapMetric_, &QComboBox::currentIndexChanged, this, &SweepView::drawHeatmap);
  table_ = new QTableView(right);
  table_->setObjectName(QStringLiteral("sweep.table"));
  model_ = new SweepTableModel(table_);
  table_->setModel(model_);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->verticalHeader()->setVisible(false);
  installTableExport(table_, QStringLiteral("sweep"));
  right->addWidget(pages_);
  right->addWidget(table_);
  right->setStretchFactor(0, 3);
  right->setStretchFactor(1, 1);
  split->addWidget(controls);
  split->addWidget(right);
  split->setStretchFactor(1, 1);
  resize(1100, 720);

  poll_.setInterval(100);
  connect(&poll_, &QTimer::timeout, this, &SweepView::poll);
  debounce_.setSingleShot(true);
  debounce_.setInterval(300);
  connect(&debounce_, &QTimer::timeout, this, [this] {
    if (running())
      debounce_.start();  // after the sweep under way
    else
      run();
  });
  connect(&watcher_, &QFutureWatcher<void>::finished, this, &SweepView::finished);
  connect(doc_, &ScenarioDocument::changed, this, &SweepView::documentChanged);
  new UncoverWatch(this, [this] {
    if (coveredStale_) {
      coveredStale_ = false;
      documentChanged();
    }
  });
  for (int a = 0; a < 2; ++a) {
    connect(axes_[a].input, &QComboBox::currentIndexChanged, this, [this, a] { inputChanged(a); });
    connect(axes_[a].scale, &QComboBox::currentIndexChanged, this, [this, a] { scaleChanged(a); });
  }
  refreshPickers();
  // First choices: the first input and the second, the results with a requirement on them.
  inputChanged(0);
  if (axes_[1].input->count() > 1)
    axes_[1].input->setCurrentIndex(1);
  inputChanged(1);
  QStringList checked;
  for (const StudyMetric& m : metricsNow_)
    if (!m.limits.empty() && !m.target.metric.startsWith(QLatin1String("/requirements")) &&
        checked.size() < 3)
      checked << m.target.metric;
  if (checked.isEmpty() && !metricsNow_.empty())
    checked << metricsNow_.front().target.metric;
  setMetrics(checked);
}

SweepView::~SweepView()
{
  if (job_)
    job_->cancel = true;
  watcher_.waitForFinished();
}

QWidget* SweepView::axisBox(AxisControls& c, const QString& title)
{
  auto* box = new QGroupBox(title, this);
  auto* form = new QFormLayout(box);
  c.input = new QComboBox(box);
  c.input->setToolTip(tr("The input the sweep varies; everything else stays as it is."));
  c.input->setAccessibleName(title);
  form->addRow(tr("&Input:"), c.input);
  c.scale = new QComboBox(box);
  c.scale->addItems({tr("Linear range"), tr("Logarithmic range"), tr("List of values")});
  form->addRow(tr("&Values:"), c.scale);
  c.from = new QDoubleSpinBox(box);
  c.to = new QDoubleSpinBox(box);
  for (QDoubleSpinBox* s : {c.from, c.to}) {
    s->setRange(-1e12, 1e12);
    s->setDecimals(4);
  }
  form->addRow(tr("&From:"), c.from);
  form->addRow(tr("&To:"), c.to);
  c.points = new QSpinBox(box);
  c.points->setRange(2, 1000);
  c.points->setValue(21);
  form->addRow(tr("&Points:"), c.points);
  c.list = new QLineEdit(box);
  c.list->setPlaceholderText(tr("e.g. 1; 10; 25; 40"));
  c.list->setToolTip(tr("Values separated by semicolons or spaces, in the input's unit."));
  c.list->setEnabled(false);
  form->addRow(tr("&List:"), c.list);
  return box;
}

void SweepView::refreshPickers()
{
  const Scenario& s = doc_->evaluatedScenario();
  for (int a = 0; a < 2; ++a) {
    const QString before = axes_[a].input->currentData().toString();
    axes_[a].inputs = fillInputPicker(axes_[a].input, s);
    if (axes_[a].input->currentData().toString() != before && !before.isEmpty())
      inputChanged(a);
  }
  QStringList checked;
  for (int i = 0; i < metrics_->count(); ++i)
    if (metrics_->item(i)->checkState() == Qt::Checked)
      checked << metrics_->item(i)->data(Qt::UserRole).toString();
  metricsNow_ = studyMetrics(s, doc_->evaluation());
  fillMetricList(metrics_, metricsNow_, checked);
}

void SweepView::inputChanged(int axis)
{
  AxisControls& c = axes_[axis];
  const int i = c.input->currentIndex();
  if (i < 0 || static_cast<std::size_t>(i) >= c.inputs.size())
    return;
  const FieldBinding& f = c.inputs[static_cast<std::size_t>(i)];
  const ParamInfo& info = *f.info;
  const double now = f.get(doc_->evaluatedScenario()).toDouble();
  const bool integer = info.type == ParamType::Integer;
  const auto [lo, hi] = goalSeekRange(info, now);
  double from = now > 0 ? std::max(lo, now * 0.5) : lo;
  double to = now > 0 ? std::min(hi, now * 2) : std::min(hi, lo + 1);
  if (integer) {
    from = std::ceil(from);
    to = std::max(from + 1, std::floor(to));
  }
  const QString unit = unitLabel(info.unit);
  for (QDoubleSpinBox* s : {c.from, c.to}) {
    s->setDecimals(integer ? 0 : 4);
    s->setSuffix(unit.isEmpty() ? QString() : QLatin1Char(' ') + unit);
    s->setRange(toDisplay(std::max(info.min, -1e12), info.unit),
                toDisplay(std::min(info.max, 1e12), info.unit));
  }
  c.from->setValue(toDisplay(from, info.unit));
  c.to->setValue(toDisplay(to, info.unit));
  if (integer)
    c.points->setValue(static_cast<int>(std::min(21.0, to - from + 1)));
}

void SweepView::scaleChanged(int axis)
{
  AxisControls& c = axes_[axis];
  const bool list = c.scale->currentIndex() == static_cast<int>(Scale::List);
  c.list->setEnabled(list);
  for (QWidget* w : {static_cast<QWidget*>(c.from), static_cast<QWidget*>(c.to),
                     static_cast<QWidget*>(c.points)})
    w->setEnabled(!list);
}

bool SweepView::setInput(int axis, const QString& path, double from, double to, int points,
                         Scale scale, const QString& list)
{
  if (axis < 0 || axis > 1)
    return false;
  AxisControls& c = axes_[axis];
  const int i = c.input->findData(path);
  if (i < 0)
    return false;
  c.input->setCurrentIndex(i);
  inputChanged(axis);
  c.scale->setCurrentIndex(static_cast<int>(scale));
  c.from->setValue(from);
  c.to->setValue(to);
  c.points->setValue(points);
  c.list->setText(list);
  if (axis == 1)
    two_->setChecked(true);
  return true;
}

void SweepView::setOneInput()
{
  two_->setChecked(false);
}

void SweepView::setMetrics(const QStringList& pointers)
{
  for (int i = 0; i < metrics_->count(); ++i)
    metrics_->item(i)->setCheckState(
        pointers.contains(metrics_->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                            : Qt::Unchecked);
}

bool SweepView::buildSpec(SweepSpec* spec, QString* problem) const
{
  const Scenario& s = doc_->evaluatedScenario();
  const int n = two_->isChecked() ? 2 : 1;
  for (int a = 0; a < n; ++a) {
    const AxisControls& c = axes_[a];
    const int i = c.input->currentIndex();
    if (i < 0 || static_cast<std::size_t>(i) >= c.inputs.size()) {
      *problem = tr("Choose an input to vary.");
      return false;
    }
    const FieldBinding& f = c.inputs[static_cast<std::size_t>(i)];
    const Unit u = f.info->unit;
    const auto stored = [u](double shown) {
      return QString::number(fromDisplay(shown, u), 'g', 17);
    };
    QString text = pathToPointer(f.path) + QLatin1Char('=');
    if (c.scale->currentIndex() == static_cast<int>(Scale::List)) {
      QStringList values;
      static const QRegularExpression sep(QStringLiteral("[;\\s]+"));
      for (const QString& v : c.list->text().split(sep, Qt::SkipEmptyParts)) {
        bool ok = false;
        double x = QLocale().toDouble(v, &ok);
        if (!ok)
          x = v.toDouble(&ok);
        if (!ok) {
          *problem = tr("%1: \"%2\" is not a number.").arg(c.input->currentText(), v);
          return false;
        }
        values << stored(x);
      }
      if (values.isEmpty()) {
        *problem = tr("%1: enter the values to try.").arg(c.input->currentText());
        return false;
      }
      text += values.join(QLatin1Char(','));
    } else {
      text += QStringLiteral("%1:%2:%3")
                  .arg(stored(std::min(c.from->value(), c.to->value())),
                       stored(std::max(c.from->value(), c.to->value())))
                  .arg(c.points->value());
      if (c.scale->currentIndex() == static_cast<int>(Scale::Log))
        text += QStringLiteral(":log");
    }
    SweepAxis axis;
    if (!parseSweepAxis(s, text, &axis, problem)) {
      *problem = c.input->currentText() + QStringLiteral(": ") + *problem;
      return false;
    }
    // In increasing order, each value once (a list as typed may not be).
    std::sort(axis.values.begin(), axis.values.end());
    axis.values.erase(std::unique(axis.values.begin(), axis.values.end()), axis.values.end());
    spec->axes.push_back(std::move(axis));
  }
  if (n == 2 && spec->axes[0].path == spec->axes[1].path) {
    *problem = tr("Choose two different inputs.");
    return false;
  }
  std::size_t total = 1;
  for (const SweepAxis& a : spec->axes)
    total *= a.values.size();
  if (total > static_cast<std::size_t>(kMaxGridPoints)) {
    *problem = tr("%1 points are too many: at most %2.").arg(total).arg(kMaxGridPoints);
    return false;
  }
  for (int i = 0; i < metrics_->count(); ++i)
    if (metrics_->item(i)->checkState() == Qt::Checked)
      spec->metrics << metrics_->item(i)->data(Qt::UserRole).toString();
  if (spec->metrics.isEmpty()) {
    *problem = tr("Choose at least one result.");
    return false;
  }
  for (const QString& m : spec->metrics)
    spec->simulate_streams = spec->simulate_streams || m.startsWith(QLatin1String("/streams"));
  return true;
}

bool SweepView::run()
{
  if (running())
    return false;
  SweepSpec spec;
  QString problem;
  if (!buildSpec(&spec, &problem)) {
    statusText_ = problem;
    status_->setText(problem);
    return false;
  }
  // The design and the choices: a sweep of the same is not run again.
  QByteArray key = serializeScenario(doc_->evaluatedScenario());
  for (const SweepAxis& a : spec.axes) {
    key += a.pointer.toUtf8() + '=';
    for (double v : a.values)
      key += QByteArray::number(v, 'g', 17) + ',';
  }
  key += spec.metrics.join(QLatin1Char(' ')).toUtf8();
  if (key == lastKey_) {
    statusText_ = tr("Up to date: the design and the choices are those of the last sweep.");
    status_->setText(statusText_);
    Q_EMIT sweepFinished();
    return false;
  }
  lastKey_ = key;
  spec_ = spec;
  job_ = std::make_shared<Job>();
  job_->scenario = doc_->evaluatedScenario();
  job_->spec = spec;
  job_->total = 1;
  for (const SweepAxis& a : spec.axes)
    job_->total *= static_cast<int>(a.values.size());
  job_->points.resize(static_cast<std::size_t>(job_->total));
  result_ = SweepResult{};
  result_.points.resize(static_cast<std::size_t>(job_->total));
  rowsShown_ = -1;
  ++runs_;
  progress_->setRange(0, job_->total);
  progress_->setValue(0);
  run_->setEnabled(false);
  cancel_->setEnabled(true);
  statusText_ = tr("Sweeping %n point(s) on every core…", nullptr, job_->total);
  status_->setText(statusText_);
  pages_->setCurrentIndex(spec.axes.size() == 2 ? 1 : 0);
  if (spec.axes.size() == 2) {
    const QSignalBlocker block(heatmapMetric_);
    const QString keep = heatmapMetric_->currentData().toString();
    heatmapMetric_->clear();
    for (const QString& m : spec.metrics) {
      const StudyMetric* sm = metricFor(m);
      heatmapMetric_->addItem(sm ? metricLabel(*sm) : m, m);
    }
    const int i = heatmapMetric_->findData(keep);
    heatmapMetric_->setCurrentIndex(std::max(i, 0));
  }
  watcher_.setFuture(runJob([job = job_] { job->run(); }));
  poll_.start();
  return true;
}

void SweepView::cancel()
{
  if (job_ && running())
    job_->cancel = true;
}

void SweepView::poll()
{
  if (!job_)
    return;
  progress_->setValue(job_->done.load());
  if (spec_.axes.size() != 2)
    return;
  {
    const std::lock_guard<std::mutex> lock(job_->mutex);
    if (job_->rows == rowsShown_)
      return;
    rowsShown_ = job_->rows;
    result_.points = job_->points;
  }
  drawHeatmap();
}

void SweepView::finished()
{
  poll_.stop();
  {
    const std::lock_guard<std::mutex> lock(job_->mutex);
    result_.points = job_->points;
    result_.cancelled = job_->cancelled;
  }
  progress_->setValue(job_->done.load());
  run_->setEnabled(true);
  cancel_->setEnabled(false);
  if (result_.cancelled)
    lastKey_.clear();  // a cancelled sweep runs again when asked
  std::vector<StudyInput> inputs;
  for (std::size_t a = 0; a < spec_.axes.size(); ++a)
    inputs.push_back(studyInput(a));
  std::vector<StudyMetric> metrics;
  for (const QString& m : spec_.metrics) {
    const StudyMetric* sm = metricFor(m);
    StudyMetric fallback;
    fallback.target.metric = m;
    fallback.target.title = m;
    metrics.push_back(sm ? *sm : fallback);
  }
  model_->show(inputs, metrics, result_);
  if (spec_.axes.size() == 1)
    drawLines();
  else
    drawHeatmap();
  int reached = 0, invalid = 0;
  for (const SweepPoint& p : result_.points) {
    reached += p.inputs.empty() ? 0 : 1;
    invalid += p.problem.isEmpty() ? 0 : 1;
  }
  statusText_ = result_.cancelled ? tr("Cancelled after %1 of %2 points.")
                                        .arg(reached)
                                        .arg(static_cast<int>(result_.points.size()))
                                  : tr("%n point(s) evaluated.", nullptr, reached);
  if (invalid > 0)
    statusText_ +=
        QLatin1Char(' ') + tr("%n point(s) invalid (gaps in the charts).", nullptr, invalid);
  status_->setText(statusText_);
  Q_EMIT sweepFinished();
}

StudyInput SweepView::studyInput(std::size_t axis) const
{
  StudyInput in;
  const SweepAxis& a = spec_.axes[axis];
  in.unit = a.info ? a.info->unit : Unit::None;
  in.values = a.values;
  in.name = a.path;
  for (const FieldBinding& f : bindScenario(doc_->evaluatedScenario()))
    if (f.path == a.path)
      in.name = inputLabel(doc_->evaluatedScenario(), f);
  return in;
}

const StudyMetric* SweepView::metricFor(const QString& pointer) const
{
  for (const StudyMetric& m : metricsNow_)
    if (m.target.metric == pointer)
      return &m;
  return nullptr;
}

namespace {

/// What a result's gaps are: invalid points, times that never come, no number there.
QString gapText(const SweepResult& r, std::size_t metric)
{
  int invalid = 0, never = 0, none = 0;
  QString first;
  for (const SweepPoint& p : r.points) {
    if (p.inputs.empty())
      continue;
    if (!p.problem.isEmpty()) {
      ++invalid;
      if (first.isEmpty())
        first = p.problem;
    } else if (metric >= p.metrics.size() || !p.metrics[metric]) {
      ++none;
    } else if (!std::isfinite(*p.metrics[metric])) {
      ++never;
    }
  }
  QStringList out;
  if (invalid > 0)
    out << SweepView::tr("Invalid at %n point(s), shown as gaps (first: %1).", nullptr, invalid)
               .arg(first);
  if (never > 0)
    out << SweepView::tr("Never at %n point(s) (it does not happen there), shown as gaps.", nullptr,
                         never);
  if (none > 0)
    out << SweepView::tr("No number at %n point(s), shown as gaps.", nullptr, none);
  return out.join(QLatin1Char(' '));
}

}  // namespace

void SweepView::drawLines()
{
  qDeleteAll(charts_);
  qDeleteAll(chartNotes_);
  charts_.clear();
  chartNotes_.clear();
  const StudyInput in = studyInput(0);
  for (std::size_t k = 0; k < static_cast<std::size_t>(spec_.metrics.size()); ++k) {
    const StudyMetric* m = metricFor(spec_.metrics[static_cast<qsizetype>(k)]);
    if (!m)
      continue;
    auto* plot = new QCustomPlot(linePage_);
    plot->setObjectName(QStringLiteral("sweep.chart.%1").arg(k));
    plot->setMinimumHeight(260);
    styleChart(plot);
    followWidgetLook(plot);
    auto* tips = new HoverTips(plot);
    installChartExport(plot, QStringLiteral("sweep"));
    std::vector<std::optional<double>> y;
    for (const SweepPoint& p : result_.points)
      y.push_back(k < p.metrics.size() ? p.metrics[k] : std::nullopt);
    QStringList words = drawSweepChart(plot, tips, in, *m, y);
    auto* note = new QLabel(linePage_);
    note->setWordWrap(true);
    note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QString gaps = gapText(result_, k);
    if (!gaps.isEmpty())
      words << gaps;
    if (words.isEmpty())
      words << (m->limits.empty() ? tr("No requirement limits this result.")
                                  : tr("The result does not cross its limit (%1) over this range.")
                                        .arg(m->limits.front().what));
    note->setText(words.join(QLatin1Char('\n')));
    lineLayout_->addWidget(plot, 1);
    lineLayout_->addWidget(note);
    charts_ << plot;
    chartNotes_ << note;
  }
}

void SweepView::drawHeatmap()
{
  if (spec_.axes.size() != 2)
    return;
  const QString pointer = heatmapMetric_->currentData().toString();
  const qsizetype k = spec_.metrics.indexOf(pointer);
  const StudyMetric* m = metricFor(pointer);
  if (k < 0 || !m)
    return;
  std::vector<std::optional<double>> values;
  for (const SweepPoint& p : result_.points)
    values.push_back(static_cast<std::size_t>(k) < p.metrics.size()
                         ? p.metrics[static_cast<std::size_t>(k)]
                         : std::nullopt);
  drawSweepHeatmap(heatmap_, heatmapTips_, studyInput(0), studyInput(1), *m, values);
  QStringList words;
  words << (m->limits.empty()
                ? tr("No requirement limits this result: no feasible region to outline.")
                : tr("The orange line is where the requirement is just met (%1): the boundary of "
                     "the region where the design meets it.")
                      .arg(m->limits.front().what));
  const QString gaps = gapText(result_, static_cast<std::size_t>(k));
  if (!gaps.isEmpty())
    words << gaps;
  heatmapNote_->setText(words.join(QLatin1Char(' ')));
}

void SweepView::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (pickersStale_) {
    pickersStale_ = false;
    refreshPickers();
  }
}

void SweepView::documentChanged()
{
  // Nothing to do per keystroke while closed or behind a full-screen presentation (covered.h).
  if (!shownToUser(this)) {
    pickersStale_ = true;
    coveredStale_ = isVisible();
    return;
  }
  refreshPickers();
  if (live_->isChecked() && !lastKey_.isEmpty())
    debounce_.start();
}

QStringList SweepView::chartNotes() const
{
  QStringList out;
  for (QLabel* l : chartNotes_)
    out << l->text();
  return out;
}

QString SweepView::status() const
{
  return statusText_;
}

}  // namespace accel::ui
