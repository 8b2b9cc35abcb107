// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/importwizard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <map>

#include "app/core/sourceio.h"
#include "app/core/units.h"
#include "app/gui/jobs.h"
#include "model/common/profile.h"

namespace accel::ui {

namespace {

enum Column {
  ColSource,
  ColKind,
  ColGroup,
  ColWriteMean,
  ColWritePeak,
  ColReadMean,
  ColCommands,
  ColLatency,
  ColCount
};

QString statText(const import::Source& s, import::Metric m, bool peak)
{
  const import::SeriesStats& st = s.stats[static_cast<std::size_t>(m)];
  if (!s.has(m) || st.n == 0)
    return QStringLiteral("\u2014");
  const double v = peak ? st.peak : st.mean();
  switch (m) {
  case import::WriteMBps:
  case import::ReadMBps: return formatValue(v, Unit::MBps);
  case import::WriteLatencyMs:
  case import::ReadLatencyMs: return formatValue(v * 1000, Unit::DurationUs);
  default: return formatValue(v, Unit::Iops);
  }
}

}  // namespace

ImportWizard::ImportWizard(const Scenario& current, QWidget* parent)
    : QWizard(parent), current_(current)
{
  setWindowTitle(tr("Import Workload"));
  setObjectName(QStringLiteral("importWizard"));
  setWizardStyle(QWizard::ClassicStyle);
  setOption(QWizard::NoBackButtonOnStartPage);
  setPage(FilePage, filePage());
  setPage(SourcesPage, sourcesPage());
  setPage(ImportPage, importPage());
  resize(980, 640);
  connect(&watcher_, &QFutureWatcher<import::ReadResult>::finished, this,
          &ImportWizard::readFinished);
}

ImportWizard::~ImportWizard()
{
  if (cancel_flag_)
    *cancel_flag_ = true;
  watcher_.waitForFinished();
}

QWizardPage* ImportWizard::filePage()
{
  auto* page = new QWizardPage;
  page->setTitle(tr("Measured file"));
  page->setSubTitle(
      tr("esxtop batch output (esxtop -b), vscsiStats histograms (vscsiStats -p all "
         "-c), a Windows perfmon CSV log, or a plain CSV of time and rates."));
  auto* form = new QFormLayout;
  path_ = new QLineEdit;
  path_->setObjectName(QStringLiteral("importPath"));
  auto* browse = new QPushButton(tr("Browse\u2026"));
  auto* pathRow = new QHBoxLayout;
  pathRow->addWidget(path_, 1);
  pathRow->addWidget(browse);
  form->addRow(tr("File:"), pathRow);
  format_ = new QComboBox;
  format_->setObjectName(QStringLiteral("importFormat"));
  format_->addItem(tr("Detect from the file"));
  for (import::Format f : {import::Format::Esxtop, import::Format::VscsiStats,
                           import::Format::Perfmon, import::Format::Csv})
    format_->addItem(import::formatName(f), static_cast<int>(f));
  form->addRow(tr("Format:"), format_);

  csvBox_ = new QWidget;
  auto* csv = new QFormLayout(csvBox_);
  csv->setContentsMargins(0, 0, 0, 0);
  timeColumn_ = new QSpinBox;
  timeColumn_->setRange(0, 1000000);
  timeColumn_->setValue(1);
  timeColumn_->setSpecialValueText(tr("none: samples every interval"));
  csv->addRow(tr("Time column:"), timeColumn_);
  timeUnit_ = new QComboBox;
  timeUnit_->addItems({tr("seconds"), tr("milliseconds"), tr("minutes"), tr("hours"),
                       tr("time stamps (yyyy-MM-dd HH:mm:ss or MM/dd/yyyy HH:mm:ss)")});
  csv->addRow(tr("Time unit:"), timeUnit_);
  interval_ = new QDoubleSpinBox;
  interval_->setRange(0.001, 1e7);
  interval_->setValue(1);
  interval_->setSuffix(QStringLiteral(" s"));
  csv->addRow(tr("Interval without a time column:"), interval_);
  rateUnit_ = new QComboBox;
  rateUnit_->addItems(import::rateUnitWords());
  csv->addRow(tr("Rate unit:"), rateUnit_);
  delimiter_ = new QComboBox;
  delimiter_->addItems({tr("Detect"), tr("Comma"), tr("Semicolon"), tr("Tab")});
  csv->addRow(tr("Delimiter:"), delimiter_);
  decimal_ = new QComboBox;
  decimal_->addItems({tr("Detect (a comma with ; or tab)"), tr("Point"), tr("Comma")});
  csv->addRow(tr("Decimal mark:"), decimal_);
  header_ = new QCheckBox(tr("The first line names the columns"));
  header_->setChecked(true);
  csv->addRow(QString(), header_);
  form->addRow(csvBox_);

  head_ = new QPlainTextEdit;
  head_->setReadOnly(true);
  head_->setLineWrapMode(QPlainTextEdit::NoWrap);
  head_->setMaximumBlockCount(20);
  auto* layout = new QVBoxLayout(page);
  layout->addLayout(form);
  layout->addWidget(new QLabel(tr("The file's first lines:")));
  layout->addWidget(head_, 1);

  connect(browse, &QPushButton::clicked, this, [this] {
    const QString p = QFileDialog::getOpenFileName(
        this, tr("Import Workload"), QFileInfo(path_->text()).absolutePath(),
        tr("Measured data (*.csv *.txt);;All files (*)"));
    if (!p.isEmpty())
      setFile(p);
  });
  connect(path_, &QLineEdit::textChanged, this, &ImportWizard::showHead);
  connect(format_, &QComboBox::currentIndexChanged, this, &ImportWizard::showHead);
  showHead();
  return page;
}

QWizardPage* ImportWizard::sourcesPage()
{
  auto* page = new QWizardPage;
  page->setTitle(tr("Sources and VM groups"));
  page->setSubTitle(
      tr("Tick the sources to import and name their VM group: sources with the same "
         "group name become one group (its VMs per host are the distinct VMs; each "
         "VM's trace is the members' sum divided by them)."));
  auto* layout = new QVBoxLayout(page);
  auto* bar = new QHBoxLayout;
  progress_ = new QProgressBar;
  progress_->setRange(0, 1000);
  cancel_ = new QPushButton(tr("Cancel reading"));
  bar->addWidget(progress_, 1);
  bar->addWidget(cancel_);
  layout->addLayout(bar);
  status_ = new QLabel;
  status_->setObjectName(QStringLiteral("importStatus"));
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(status_);
  table_ = new QTableWidget(0, ColCount);
  table_->setObjectName(QStringLiteral("importSources"));
  table_->setHorizontalHeaderLabels({tr("Source"), tr("Kind"), tr("VM group"), tr("Write mean"),
                                     tr("Write peak"), tr("Read mean"), tr("Commands"),
                                     tr("Write latency")});
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->verticalHeader()->hide();
  layout->addWidget(table_, 1);
  auto* grouping = new QHBoxLayout;
  groupName_ = new QLineEdit;
  groupName_->setPlaceholderText(tr("group name"));
  pattern_ = new QLineEdit;
  pattern_->setPlaceholderText(tr("name pattern, e.g. web*"));
  auto* apply = new QPushButton(tr("Group matching"));
  auto* each = new QPushButton(tr("One group each"));
  grouping->addWidget(new QLabel(tr("Group by name:")));
  grouping->addWidget(groupName_);
  grouping->addWidget(pattern_, 1);
  grouping->addWidget(apply);
  grouping->addWidget(each);
  layout->addLayout(grouping);
  poll_ = new QTimer(this);
  poll_->setInterval(100);
  connect(poll_, &QTimer::timeout, this, [this] {
    if (done_)
      progress_->setValue(static_cast<int>(done_->load() * 1000));
  });
  connect(cancel_, &QPushButton::clicked, this, [this] {
    if (cancel_flag_)
      *cancel_flag_ = true;
  });
  connect(apply, &QPushButton::clicked, this,
          [this] { groupByPattern(groupName_->text(), pattern_->text()); });
  connect(each, &QPushButton::clicked, this, [this] {
    for (int r = 0; r < table_->rowCount(); ++r)
      table_->item(r, ColGroup)->setText(table_->item(r, ColSource)->text());
  });
  return page;
}

QWizardPage* ImportWizard::importPage()
{
  auto* page = new QWizardPage;
  page->setTitle(tr("Import"));
  page->setSubTitle(
      tr("Measured rates become trace profiles in MB/s per VM; where each group came "
         "from is kept in the scenario and shown in the report."));
  auto* layout = new QVBoxLayout(page);
  addTo_ = new QRadioButton(tr("Add the groups to the current scenario (one undo step)"));
  fresh_ = new QRadioButton(tr("Start a new scenario with these groups"));
  addTo_->setChecked(true);
  layout->addWidget(addTo_);
  layout->addWidget(fresh_);
  summary_ = new QLabel;
  summary_->setObjectName(QStringLiteral("importSummary"));
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::RichText);
  summary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(summary_, 1);
  connect(fresh_, &QRadioButton::toggled, this, [this] { buildSummary(); });
  return page;
}

void ImportWizard::setFile(const QString& path)
{
  path_->setText(path);
}

bool ImportWizard::startsNewScenario() const
{
  return fresh_->isChecked();
}

import::ReadOptions ImportWizard::options() const {import::ReadOptions o;
if (format_->currentIndex() > 0)
  o.format = static_cast<import::Format>(format_->currentData().toInt());
o.csv.timeColumn = timeColumn_->value() - 1;
o.csv.timeUnit = static_cast<import::CsvOptions::TimeUnit>(timeUnit_->currentIndex());
o.csv.interval_s = interval_->value();
o.csv.rateUnit = static_cast<import::CsvOptions::RateUnit>(rateUnit_->currentIndex());
const char delimiters[] = {0, ',', ';', '\t'};
o.csv.delimiter = delimiters[delimiter_->currentIndex()];
if (decimal_->currentIndex() == 1)
  o.csv.decimal = import::Decimal::Point;
else if (decimal_->currentIndex() == 2)
  o.csv.decimal = import::Decimal::Comma;
o.csv.header = header_->isChecked();
return o;
}  // namespace accel::ui

void ImportWizard::showHead()
{
  QFile f(path_->text());
  QStringList lines;
  std::optional<import::Format> seen;
  if (!path_->text().isEmpty() && f.open(QIODevice::ReadOnly)) {
    const QByteArray head = f.peek(64 * 1024);
    seen = import::detectFormat(head);
    for (int i = 0; i < 12 && !f.atEnd(); ++i) {
      QByteArray line = f.readLine(4096).trimmed();
      if (line.size() > 300)
        line = line.left(300) + "\u2026";
      lines << QString::fromUtf8(line);
    }
  }
  head_->setPlainText(lines.join(QLatin1Char('\n')));
  const bool csv =
      format_->currentIndex() > 0
          ? static_cast<import::Format>(format_->currentData().toInt()) == import::Format::Csv
          : seen == import::Format::Csv;
  csvBox_->setEnabled(csv || !seen);
}

void ImportWizard::initializePage(int id)
{
  if (id == SourcesPage && (readPath_ != path_->text() || !data_))
    startRead();
  if (id == ImportPage)
    buildSummary();
  QWizard::initializePage(id);
}

void ImportWizard::startRead()
{
  if (watcher_.isRunning()) {
    *cancel_flag_ = true;
    watcher_.waitForFinished();
  }
  data_.reset();
  table_->setRowCount(0);
  readPath_ = path_->text();
  readPending_ = true;
  cancel_flag_ = std::make_shared<std::atomic<bool>>(false);
  done_ = std::make_shared<std::atomic<double>>(0.0);
  progress_->setValue(0);
  progress_->show();
  cancel_->show();
  status_->setText(tr("Reading %1\u2026").arg(QFileInfo(readPath_).fileName()));
  const import::ReadOptions o = options();
  import::Progress p;
  p.cancel = cancel_flag_.get();
  p.report = [done = done_](double x) { *done = x; };
  const QString path = readPath_;
  // The flag and the progress live as long as the job: the lambda holds them.
  watcher_.setFuture(runJob([path, o, p, flag = cancel_flag_, done = done_] {
    return import::readWorkloadFile(path, o, p);
  }));
  poll_->start();
}

void ImportWizard::waitForRead()
{
  watcher_.waitForFinished();
  readFinished();
}

void ImportWizard::readFinished()
{
  if (!readPending_)
    return;
  readPending_ = false;
  poll_->stop();
  progress_->hide();
  cancel_->hide();
  if (!watcher_.future().isValid() || watcher_.future().resultCount() == 0)
    return;
  const import::ReadResult r = watcher_.result();
  const QString name = QFileInfo(readPath_).fileName();
  if (!r.ok()) {
    status_->setText(
        r.cancelled
            ? tr("Reading %1 was cancelled: nothing imported.").arg(name)
            : tr("<b>%1 cannot be imported.</b> %2").arg(name, r.error.toString().toHtmlEscaped()));
    status_->setTextFormat(Qt::RichText);
    readPath_.clear();
    return;
  }
  data_ = *r.data;
  QString text = tr("%1, %2: %3 sources")
                     .arg(name, import::formatName(data_->format))
                     .arg(data_->sources.size());
  if (!data_->times_s.empty())
    text += tr(", %1 samples over %2 from %3")
                .arg(data_->times_s.size())
                .arg(formatDurationS(data_->spanS()), data_->firstSample);
  text += tr("; SHA-256 %1\u2026").arg(data_->sha256.left(12));
  for (const QString& n : data_->notes)
    text += QStringLiteral("\n") + n;
  status_->setTextFormat(Qt::PlainText);
  status_->setText(text);
  fillTable();
}

void ImportWizard::fillTable()
{
  table_->setRowCount(static_cast<int>(data_->sources.size()));
  for (std::size_t i = 0; i < data_->sources.size(); ++i) {
    const import::Source& s = data_->sources[i];
    const int r = static_cast<int>(i);
    const auto cell = [&](int c, const QString& text, bool editable = false) {
      auto* item = new QTableWidgetItem(text);
      if (!editable)
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
      if (c >= ColWriteMean)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      table_->setItem(r, c, item);
      return item;
    };
    QTableWidgetItem* src = cell(ColSource, s.name);
    src->setFlags(src->flags() | Qt::ItemIsUserCheckable);
    src->setCheckState(s.preferred ? Qt::Checked : Qt::Unchecked);
    src->setToolTip(s.id);
    cell(ColKind, s.kind);
    cell(ColGroup, s.name, true);
    cell(ColWriteMean, statText(s, import::WriteMBps, false));
    cell(ColWritePeak, statText(s, import::WriteMBps, true));
    cell(ColReadMean, statText(s, import::ReadMBps, false));
    cell(ColCommands, statText(s, import::CommandsPs, false));
    cell(ColLatency, statText(s, import::WriteLatencyMs, false));
  }
}

void ImportWizard::groupByPattern(const QString& name, const QString& pattern)
{
  if (!data_ || pattern.trimmed().isEmpty())
    return;
  QString why;
  const auto specs = import::groupsByPattern(
      *data_, {(name.trimmed().isEmpty() ? pattern : name.trimmed()) + QLatin1Char('=') + pattern},
      &why);
  if (!specs) {
    status_->setText(why);
    return;
  }
  for (int i : specs->front().sources) {
    table_->item(i, ColGroup)->setText(specs->front().name);
    table_->item(i, ColSource)->setCheckState(Qt::Checked);
  }
}

std::vector<import::GroupSpec> ImportWizard::groupSpecs() const
{
  std::vector<import::GroupSpec> out;
  std::map<QString, std::size_t> at;
  for (int r = 0; r < table_->rowCount(); ++r) {
    if (table_->item(r, ColSource)->checkState() != Qt::Checked)
      continue;
    QString name = table_->item(r, ColGroup)->text().trimmed();
    if (name.isEmpty())
      name = table_->item(r, ColSource)->text();
    auto it = at.find(name);
    if (it == at.end()) {
      it = at.emplace(name, out.size()).first;
      out.push_back({name, {}});
    }
    out[it->second].sources.push_back(r);
  }
  return out;
}

bool ImportWizard::buildSummary()
{
  result_.reset();
  if (!data_) {
    summary_->setText(tr("Nothing read."));
    return false;
  }
  built_ = import::buildGroups(*data_, groupSpecs());
  if (!built_.error.isEmpty()) {
    summary_->setText(tr("<b>Cannot import:</b> %1").arg(built_.error.toHtmlEscaped()));
    return false;
  }
  QString html = tr("<p><b>%1 VM group(s):</b></p><ul>").arg(built_.groups.size());
  for (const VmGroup& g : built_.groups) {
    html += QStringLiteral("<li><b>%1</b>: %2 VM(s) per host, write %3 mean, %4 peak per VM")
                .arg(QString::fromStdString(g.name).toHtmlEscaped())
                .arg(g.vms_per_host)
                .arg(formatValue(profileMeanMbps(g.write), Unit::MBps),
                     formatValue(profilePeakMbps(g.write), Unit::MBps));
    if (profilePeakMbps(g.read) > 0)
      html += tr(", read %1 mean").arg(formatValue(profileMeanMbps(g.read), Unit::MBps));
    if (!g.sources.empty())
      html += QStringLiteral("<br><small>%1</small>")
                  .arg(sourceSentence(g.sources.front()).toHtmlEscaped());
    html += QStringLiteral("</li>");
  }
  html += QStringLiteral("</ul>");
  const import::ApplyResult applied = import::addGroups(startsNewScenario() ? Scenario{} : current_,
                                                        built_.groups, startsNewScenario());
  if (!applied.scenario) {
    html += tr("<p><b>The scenario would have problems; nothing is imported:</b></p><ul>");
    for (const Problem& p : applied.problems)
      if (p.isError())
        html += QStringLiteral("<li>%1</li>").arg(p.toString().toHtmlEscaped());
    html += QStringLiteral("</ul>");
  }
  summary_->setText(html);
  result_ = applied.scenario;
  if (result_ && startsNewScenario())
    result_->name = tr("Imported from %1").arg(data_->fileName).toStdString();
  return result_.has_value();
}

bool ImportWizard::validateCurrentPage()
{
  if (currentId() == FilePage) {
    if (!QFileInfo(path_->text()).isFile()) {
      head_->setPlainText(tr("Choose a file to import."));
      return false;
    }
    return true;
  }
  if (currentId() == SourcesPage) {
    if (!data_)
      return false;
    if (groupSpecs().empty()) {
      status_->setText(tr("Tick at least one source to import."));
      return false;
    }
    return true;
  }
  if (currentId() == ImportPage)
    return buildSummary();
  return QWizard::validateCurrentPage();
}

}  // namespace accel::ui
