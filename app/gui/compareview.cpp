// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/compareview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonValue>
#include <QLabel>
#include <QPainter>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

#include "app/charts/comparecharts.h"
#include "app/core/failures.h"
#include "app/core/scenarioio.h"
#include "app/gui/chartexport.h"
#include "app/gui/covered.h"
#include "app/gui/jobs.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/tableexport.h"

namespace accel::ui {

namespace {

QColor lightColour(Light l)
{
  switch (l) {
  case Light::Green: return QColor(0x2e, 0x9e, 0x44);
  case Light::Amber: return QColor(0xe6, 0x9b, 0x00);
  case Light::Red: return QColor(0xc0, 0x1c, 0x28);
  case Light::Grey: return QColor(0x9a, 0x9a, 0x9a);
  }
  return Qt::gray;
}

QIcon dot(const QColor& c)
{
  QPixmap pm(12, 12);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(c.darker(130));
  p.setBrush(c);
  p.drawEllipse(QRectF(1, 1, 10, 10));
  return QIcon(pm);
}

}  // namespace

CompareView::CompareView(ScenarioDocument* doc, QWidget* parent) : QDialog(parent), doc_(doc)
{
  setObjectName(QStringLiteral("compareView"));
  setWindowTitle(tr("Compare Options"));
  setAccessibleName(tr("Compare options"));
  auto* layout = new QVBoxLayout(this);
  auto* top = new QHBoxLayout;
  choiceArea_ = new QWidget(this);
  choiceBox_ = new QHBoxLayout(choiceArea_);
  choiceBox_->setContentsMargins(0, 0, 0, 0);
  choiceBox_->addStretch(1);
  top->addWidget(new QLabel(tr("Compare:"), this));
  top->addWidget(choiceArea_, 1);
  failure_ = new QComboBox(this);
  failure_->setObjectName(QStringLiteral("compareFailure"));
  failure_->setAccessibleName(tr("Failure what-if of the first option"));
  failure_->setToolTip(tr("A failure what-if of the first option, as one more column"));
  auto* failureLabel = new QLabel(tr("&Failure:"), this);
  failureLabel->setBuddy(failure_);
  top->addWidget(failureLabel);
  top->addWidget(failure_);
  layout->addLayout(top);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  layout->addWidget(status_);

  auto* split = new QSplitter(Qt::Vertical, this);
  table_ = new QTableWidget(this);
  table_->setObjectName(QStringLiteral("compareTable"));
  table_->setAccessibleName(tr("Options compared"));
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->setWordWrap(true);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  table_->setToolTip(
      tr("Green: better than the first option; red: worse, in the direction "
         "that matters for the figure. Right-click to copy or save as CSV."));
  installTableExport(table_, QStringLiteral("options"));
  split->addWidget(table_);
  auto* charts = new QTabWidget(this);
  charts->setObjectName(QStringLiteral("compareCharts"));
  const auto chart = [charts](const QString& title, const char* name, HoverTips** tips) {
    auto* plot = new QCustomPlot(charts);
    plot->setObjectName(QLatin1String(name));
    plot->setAccessibleName(title);
    plot->setMinimumHeight(180);
    styleChart(plot);
    followWidgetLook(plot);
    *tips = new HoverTips(plot);
    installChartExport(plot, QLatin1String(name));
    charts->addTab(plot, title);
    return plot;
  };
  sizes_ = chart(tr("Latency vs write size"), "compareSizes", &sizeTips_);
  backlog_ = chart(tr("Backlog vs time"), "compareBacklog", &backlogTips_);
  links_ = chart(tr("Link utilisation per host"), "compareLinks", &linkTips_);
  split->addWidget(charts);
  split->setSizes({360, 300});
  layout->addWidget(split, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  resize(980, 700);

  connect(&watcher_, &QFutureWatcher<Job>::finished, this, &CompareView::finished);
  // Redrawn on an edit while the user sees it; behind a full-screen presentation it waits
  // until the presentation leaves (covered.h).
  connect(doc_, &ScenarioDocument::changed, this, [this] {
    if (shownToUser(this))
      refresh();
    else if (isVisible())
      coveredStale_ = true;
  });
  new UncoverWatch(this, [this] {
    if (coveredStale_ && isVisible()) {
      coveredStale_ = false;
      refresh();
    }
  });
  connect(failure_, &QComboBox::currentIndexChanged, this, &CompareView::refresh);
  refresh();
}

CompareView::~CompareView()
{
  watcher_.waitForFinished();
}

void CompareView::rebuildChoices()
{
  const Scenario& file = doc_->evaluatedFile();
  QStringList names;
  names << tr("Base");
  for (const Variant& v : file.variants)
    names << QString::fromStdString(v.name);
  QStringList failures;
  std::vector<FailureSpec> offered = file.failures;
  if (offered.empty() && file.hosts >= 2)
    offered.push_back(FailureSpec{});  // host 1 lost
  for (const FailureSpec& f : offered)
    failures << failureWord(f);
  if (names == optionNames_ && failure_->count() == failures.size() + 1)
    return;
  optionNames_ = names;
  for (QCheckBox* c : checks_)
    delete c;
  checks_.clear();
  for (int i = 0; i < names.size(); ++i) {
    auto* c = new QCheckBox(names[i], choiceArea_);
    c->setObjectName(QStringLiteral("compareChoice%1").arg(i));
    c->setToolTip(i == 0 ? tr("The base design") : tr("Variant \"%1\"").arg(names[i]));
    c->setChecked(i < kMaxOptions);
    connect(c, &QCheckBox::toggled, this, &CompareView::refresh);
    choiceBox_->insertWidget(i, c);
    checks_.push_back(c);
  }
  QSignalBlocker block(failure_);
  failure_->clear();
  failure_->addItem(tr("No failure"), QString());
  for (std::size_t i = 0; i < offered.size(); ++i)
    failure_->addItem(failureTitle(offered[i]), failures[static_cast<int>(i)]);
}

void CompareView::refresh()
{
  rebuildChoices();
  int checked = 0;
  std::vector<int> chosen;
  for (std::size_t i = 0; i < checks_.size(); ++i)
    if (checks_[i]->isChecked()) {
      ++checked;
      chosen.push_back(static_cast<int>(i));
    }
  // At most kMaxOptions: the others cannot be ticked until one is cleared.
  for (QCheckBox* c : checks_)
    c->setEnabled(c->isChecked() || checked < kMaxOptions);
  const Scenario file = doc_->evaluatedFile();
  const QString word = failure_->currentData().toString();
  QByteArray key = serializeScenario(file);
  for (int i : chosen)
    key += ' ' + QByteArray::number(i);
  key += '|' + word.toUtf8();
  if (!runningKey_.isEmpty()) {  // until finished() has taken the running job's results
    pending_ = key != runningKey_;
    return;
  }
  if (key == shownKey_)
    return;  // nothing changed since the options on show were evaluated
  runningKey_ = key;
  ++evaluations_;
  status_->setText(tr("Evaluating %n option(s)…", nullptr, static_cast<int>(chosen.size())));
  watcher_.setFuture(runJob([file, chosen, word, key] {
    Job job;
    job.key = key;
    const std::vector<DesignOption> all = designOptions(file, &job.problems);
    std::vector<DesignOption> picked;
    for (int i : chosen)
      for (const DesignOption& o : all)
        if (&o - all.data() == i)
          picked.push_back(o);
    job.options = evaluateDesignOptions(picked);
    FailureSpec f;
    QString problem;
    if (!word.isEmpty() && !job.options.empty() && parseFailureWord(word, &f, &problem)) {
      std::vector<ComparedOption> first = withFailures({job.options.front()}, {f}, &job.problems);
      if (first.size() > 1)
        job.options.push_back(first.back());
    }
    return job;
  }));
}

void CompareView::finished()
{
  const Job job = watcher_.result();
  options_ = job.options;
  rows_ = compareRows(options_);
  shownKey_ = job.key;
  runningKey_.clear();
  QStringList notes;
  for (const Problem& p : job.problems)
    notes << p.path + QStringLiteral(": ") + p.message;
  status_->setText(notes.isEmpty()
                       ? tr("Green: better than %1; red: worse.")
                             .arg(options_.empty() ? tr("the first option") : options_.front().name)
                       : notes.join(QLatin1Char('\n')));
  showResults();
  if (pending_) {
    pending_ = false;
    refresh();
  }
}

void CompareView::showResults()
{
  const int n = static_cast<int>(options_.size());
  table_->clear();
  table_->setColumnCount(n + 2);
  table_->setRowCount(static_cast<int>(rows_.size()));
  QStringList header{tr("Figure"), tr("Unit")};
  for (const ComparedOption& o : options_)
    header << o.name;
  table_->setHorizontalHeaderLabels(header);
  table_->horizontalHeaderItem(0)->setData(kExportHeaderRole, tr("Figure"));
  table_->horizontalHeaderItem(1)->setData(kExportHeaderRole, tr("Unit"));
  const QColor better(0xd4, 0xef, 0xd8), worse(0xf8, 0xd7, 0xda);
  for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
    const CompareRow& row = rows_[static_cast<std::size_t>(r)];
    auto* label = new QTableWidgetItem(row.label);
    if (row.kind != CompareRow::Kind::Headline) {
      QFont f = label->font();
      f.setBold(true);
      label->setFont(f);
    }
    table_->setItem(r, 0, label);
    auto* unit = new QTableWidgetItem(unitLabel(row.unit));
    unit->setData(kExportRole, row.unit == Unit::None ? QString() : unitKey(row.unit));
    table_->setItem(r, 1, unit);
    for (int c = 0; c < n; ++c) {
      const CompareCell& cell = row.cells[static_cast<std::size_t>(c)];
      QString text = cell.present ? cell.text : QStringLiteral("-");
      if (cell.met && !*cell.met && row.kind == CompareRow::Kind::Requirement)
        text += tr(" (not met)");
      auto* item = new QTableWidgetItem(text);
      item->setData(kExportRole, !cell.present ? QString()
                                 : cell.value  ? exportText(QJsonValue(*cell.value))
                                               : cell.text);
      if (cell.light)
        item->setIcon(dot(lightColour(*cell.light)));
      if (cell.met && !*cell.met) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
      }
      const int verdict = c == 0 ? 0 : compareCells(row, static_cast<std::size_t>(c), 0);
      item->setData(kVerdictRole, verdict);
      if (verdict != 0) {
        item->setBackground(verdict > 0 ? better : worse);
        item->setForeground(QColor(0x20, 0x20, 0x20));
        item->setToolTip(verdict > 0 ? tr("Better than %1").arg(options_.front().name)
                                     : tr("Worse than %1").arg(options_.front().name));
      }
      item->setToolTip(item->toolTip().isEmpty() ? text
                                                 : text + QLatin1Char('\n') + item->toolTip());
      table_->setItem(r, c + 2, item);
    }
  }
  // The figures' names as wide as they need (up to a limit), the options sharing the rest;
  // long values wrap.
  table_->resizeColumnsToContents();
  table_->setColumnWidth(0, std::min(table_->columnWidth(0), 280));
  const int rest = table_->viewport()->width() - table_->columnWidth(0) - table_->columnWidth(1);
  for (int c = 0; c < n; ++c)
    table_->setColumnWidth(c + 2, std::clamp(rest / std::max(n, 1), 120, 260));
  table_->resizeRowsToContents();
  const int group = compareChartGroup(options_);
  drawCompareSizeChart(sizes_, sizeTips_, options_, group);
  drawCompareBacklogChart(backlog_, backlogTips_, options_, group);
  drawCompareLinkChart(links_, linkTips_, options_);
  for (QCustomPlot* p : charts())
    p->replot();
}

}  // namespace accel::ui
