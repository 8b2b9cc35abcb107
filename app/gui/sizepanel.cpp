// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/sizepanel.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

#include "app/core/presets.h"
#include "app/core/requirementtext.h"
#include "app/core/resultsjson.h"
#include "app/gui/headroomview.h"
#include "app/gui/jobs.h"
#include "app/gui/paramform.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/tableexport.h"

namespace accel::ui {

namespace {

/// A peer link option as the line shows it: "ethernet:10", or "ethernet:25x2" for more links.
QString linkText(const PeerLinkChoice& c)
{
  QString t = netKindWord(c.kind) + QLatin1Char(':') + QString::number(c.link_gbps, 'g', 10);
  if (c.usable_links != 1)
    t += QStringLiteral("x%1").arg(c.usable_links);
  return t;
}

/// Reads a line of options; false with the bad word in *bad. An option written as it is
/// shown keeps what the line does not show (its MTU).
bool parseLinks(const QString& line, const std::vector<PeerLinkChoice>& was,
                std::vector<PeerLinkChoice>* out, QString* bad)
{
  out->clear();
  for (const QString& raw : line.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    const QString word = raw.trimmed();
    if (word.isEmpty())
      continue;
    const auto same = std::find_if(
        was.begin(), was.end(), [&word](const PeerLinkChoice& c) { return linkText(c) == word; });
    if (same != was.end()) {
      out->push_back(*same);
      continue;
    }
    QString head = word;
    int links = 1;
    const qsizetype x = word.lastIndexOf(QLatin1Char('x'));
    if (x > word.indexOf(QLatin1Char(':'))) {
      bool ok = false;
      links = word.mid(x + 1).toInt(&ok);
      if (!ok || links < 1) {
        *bad = word;
        return false;
      }
      head = word.left(x);
    }
    PeerLinkChoice c;
    if (!parsePeerLinkWord(head, &c)) {
      *bad = word;
      return false;
    }
    c.usable_links = links;
    out->push_back(c);
  }
  return true;
}

template <class Access>
ParamForm* rangeForm(ScenarioDocument* doc, const std::vector<Param<IntRange>>& params,
                     const QString& base, Access access, QWidget* parent)
{
  std::vector<FieldBinding> fields = bindAll(params, base, access);
  for (FieldBinding& f : fields)
    f.applies = [access](const Scenario& s) { return access(s) != nullptr; };
  return new ParamForm(doc, std::move(fields), parent);
}

}  // namespace

SizePanel::SizePanel(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      poll_(new QTimer(this)),
      cancelFlag_(std::make_shared<std::atomic<bool>>(false)),
      done_(std::make_shared<std::atomic<std::size_t>>(0)),
      total_(std::make_shared<std::atomic<std::size_t>>(0))
{
  auto* inner = new QWidget(this);
  auto* column = new QVBoxLayout(inner);

  auto* req = new QGroupBox(tr("Requirements"), inner);
  auto* reqLayout = new QVBoxLayout(req);
  reqLayout->addWidget(new ParamForm(doc_,
                                     bindAll(requirementsParams(), QStringLiteral("requirements"),
                                             [](auto& s) { return &s.requirements; }),
                                     req));
  column->addWidget(req);

  auto* room = new QGroupBox(tr("Headroom of the design as it stands"), inner);
  room->setToolTip(
      tr("How far the load can grow before each requirement breaks (the "
         "requirements' growth factor aside), found by root finding on the models."));
  auto* roomLayout = new QVBoxLayout(room);
  headroom_ = new HeadroomView(doc_, room);
  roomLayout->addWidget(headroom_);
  column->addWidget(room);

  auto* space = new QGroupBox(tr("Design space"), inner);
  space->setToolTip(tr("The choices to combine; a choice left empty keeps the scenario's."));
  auto* spaceLayout = new QVBoxLayout(space);
  auto* linkRow = new QFormLayout;
  links_ = new QLineEdit(space);
  links_->setObjectName(QStringLiteral("design_space.peer_links"));
  links_->setPlaceholderText(tr("the scenario's network"));
  links_->setToolTip(
      tr("Peer networks to consider, separated by commas: kind:gbps "
         "(ethernet:10, infiniband:54.55), with xN for N usable links "
         "(ethernet:25x2)."));
  linkRow->addRow(tr("Peer links:"), links_);
  spaceLayout->addLayout(linkRow);
  spaceLayout->addWidget(new ParamForm(doc_,
                                       bindAll(designSpaceParams(), QStringLiteral("design_space"),
                                               [](auto& s) { return &s.design_space; }),
                                       space));
  disksOn_ = new QCheckBox(tr("Search disk counts (disks in all)"), space);
  hostsOn_ = new QCheckBox(tr("Search host counts"), space);
  disks_ = rangeForm(
      doc_, diskCountRangeParams(), QStringLiteral("design_space.disk_count"),
      [](auto& s) { return s.design_space.disk_count ? &*s.design_space.disk_count : nullptr; },
      space);
  hosts_ = rangeForm(
      doc_, hostRangeParams(), QStringLiteral("design_space.hosts"),
      [](auto& s) { return s.design_space.hosts ? &*s.design_space.hosts : nullptr; }, space);
  spaceLayout->addWidget(disksOn_);
  spaceLayout->addWidget(disks_);
  spaceLayout->addWidget(hostsOn_);
  spaceLayout->addWidget(hosts_);
  column->addWidget(space);

  // Below the inputs, always in view: the search and its answer.
  auto* answer = new QWidget(this);
  auto* answerColumn = new QVBoxLayout(answer);
  answerColumn->setContentsMargins(0, 0, 0, 0);
  auto* buttons = new QHBoxLayout;
  search_ = new QPushButton(tr("&Search"), answer);
  cancel_ = new QPushButton(tr("Cancel"), answer);
  apply_ = new QPushButton(tr("&Apply Design"), answer);
  apply_->setToolTip(tr("Turn the scenario into the selected design (one undo step)."));
  progress_ = new QProgressBar(answer);
  progress_->setRange(0, 1000);
  buttons->addWidget(search_);
  buttons->addWidget(cancel_);
  buttons->addWidget(progress_, 1);
  buttons->addWidget(apply_);
  answerColumn->addLayout(buttons);
  status_ = new QLabel(answer);
  status_->setWordWrap(true);
  answerColumn->addWidget(status_);

  table_ = new QTableWidget(0, 5, answer);
  table_->setHorizontalHeaderLabels(
      {tr("#"), tr("Relative cost"), tr("Headroom"), tr("Requirements"), tr("Choices")});
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->verticalHeader()->hide();
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setMinimumHeight(140);
  table_->setObjectName(QStringLiteral("designsTable"));
  // Copy and CSV: the cost and headroom as `accelsizer-cli size --json` writes them.
  const QStringList exportHeaders = {tr("Rank"), tr("Relative cost"), tr("Headroom (factor)"),
                                     tr("Requirements met"), tr("Choices")};
  for (int c = 0; c < exportHeaders.size(); ++c)
    table_->horizontalHeaderItem(c)->setData(kExportHeaderRole, exportHeaders[c]);
  installTableExport(table_, QStringLiteral("designs"));
  answerColumn->addWidget(table_, 2);
  changes_ = new QPlainTextEdit(answer);
  changes_->setReadOnly(true);
  changes_->setPlaceholderText(tr("What the selected design changes, and its requirements."));
  changes_->setMinimumHeight(100);
  answerColumn->addWidget(changes_, 1);

  auto* scroll = new QScrollArea(this);
  scroll->setWidget(inner);
  scroll->setWidgetResizable(true);
  auto* split = new QSplitter(Qt::Vertical, this);
  split->addWidget(scroll);
  split->addWidget(answer);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 1);
  split->setChildrenCollapsible(false);
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  outer->addWidget(split);
  setMinimumWidth(520);

  connect(search_, &QPushButton::clicked, this, &SizePanel::search);
  connect(cancel_, &QPushButton::clicked, this, &SizePanel::cancel);
  connect(apply_, &QPushButton::clicked, this, &SizePanel::apply);
  connect(links_, &QLineEdit::editingFinished, this, &SizePanel::linksEdited);
  connect(disksOn_, &QCheckBox::toggled, this, [this](bool on) { setRange(true, on); });
  connect(hostsOn_, &QCheckBox::toggled, this, [this](bool on) { setRange(false, on); });
  connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, &SizePanel::searchDone);
  connect(poll_, &QTimer::timeout, this, &SizePanel::showProgress);
  connect(doc_, &ScenarioDocument::changed, this, &SizePanel::documentChanged);
  connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
    const int row = table_->currentRow();
    if (row < 0 || static_cast<std::size_t>(row) >= result_.designs.size())
      return;
    const DesignCandidate& d = result_.designs[static_cast<std::size_t>(row)];
    QStringList lines;
    for (const DesignChange& c : designChanges(searched_, d.scenario))
      lines << designChangeText(c);
    if (lines.isEmpty())
      lines << tr("No change: the scenario as it stands.");
    lines << QString();
    for (const RequirementCheck& c : d.requirements.checks)
      lines << requirementLine(d.scenario, c);
    changes_->setPlainText(lines.join(QLatin1Char('\n')));
  });
  cancel_->setEnabled(false);
  apply_->setEnabled(false);
  progress_->setValue(0);
  refreshLinks();
  refreshRanges();
}

SizePanel::~SizePanel()
{
  cancelFlag_->store(true);
  watcher_.waitForFinished();
}

bool SizePanel::running() const
{
  return watcher_.isRunning();
}

QString SizePanel::statusText() const
{
  return status_->text();
}

void SizePanel::search()
{
  if (running())
    return;
  if (doc_->resultsStale()) {
    status_->setText(tr("The scenario has errors: fix them first."));
    Q_EMIT searchFinished();
    return;
  }
  const Scenario s = doc_->scenario();
  SizingRequest request = sizingRequest(s, presetCatalogue());
  if (!request.ok()) {
    QStringList lines;
    for (const Problem& p : request.problems)
      lines << p.path + QStringLiteral(": ") + p.message;
    status_->setText(lines.join(QLatin1Char('\n')));
    Q_EMIT searchFinished();
    return;
  }
  searched_ = s;
  stale_ = false;
  cancelFlag_ = std::make_shared<std::atomic<bool>>(false);
  done_->store(0);
  total_->store(designSpaceSize(request.dims));
  const DesignSearchOptions options = sizingOptions();
  const auto cancelFlag = cancelFlag_;
  const auto done = done_;
  const auto total = total_;
  search_->setEnabled(false);
  cancel_->setEnabled(true);
  apply_->setEnabled(false);
  status_->setText(tr("Searching %n combination(s)...", nullptr, static_cast<int>(total->load())));
  watcher_.setFuture(runJob([s, request, options, cancelFlag, done, total] {
    Outcome o;
    o.request = request;
    o.result = searchDesigns(s, request.dims, request.costs, options,
                             [cancelFlag, done, total](std::size_t d, std::size_t n) {
                               done->store(d);
                               total->store(n);
                               return !cancelFlag->load();
                             });
    return o;
  }));
  poll_->start(100);
}

void SizePanel::cancel()
{
  cancelFlag_->store(true);
}

void SizePanel::showProgress()
{
  const std::size_t n = total_->load();
  progress_->setValue(
      n > 0 ? static_cast<int>(1000.0 * static_cast<double>(done_->load()) / static_cast<double>(n))
            : 0);
}

void SizePanel::searchDone()
{
  poll_->stop();
  search_->setEnabled(true);
  cancel_->setEnabled(false);
  const Outcome o = watcher_.result();
  if (o.result.cancelled) {
    progress_->setValue(0);
    status_->setText(tr("Search cancelled."));
    Q_EMIT searchFinished();
    return;
  }
  progress_->setValue(1000);
  request_ = o.request;
  result_ = o.result;
  // The text output's first lines: the counts, the time, the notes.
  const QString text = sizeText(searched_, request_, result_);
  QStringList head;
  for (const QString& line : text.split(QLatin1Char('\n'))) {
    if (line.isEmpty())
      break;
    head << line;
  }
  if (result_.meeting == 0 && !result_.designs.empty())
    head << tr("The closest design misses: %1")
                .arg(closestMisses(result_).join(QStringLiteral("; ")));
  status_->setText(head.join(QLatin1Char('\n')));

  table_->setRowCount(static_cast<int>(result_.designs.size()));
  for (std::size_t i = 0; i < result_.designs.size(); ++i) {
    const DesignCandidate& d = result_.designs[i];
    const int row = static_cast<int>(i);
    QString room = QStringLiteral("\u2014");
    if (d.headroom)
      room = formatValue(*d.headroom, Unit::Factor);
    else if (d.headroom_unbounded)
      room = tr("over 1000×");
    QString choices = designChoiceWords(request_.dims, d.choice).join(QStringLiteral(", "));
    if (d.pareto)
      choices += tr(" (Pareto front)");
    const QStringList cells = {QString::number(i + 1), formatNumber(d.cost), room,
                               d.requirements.all_met ? tr("all met") : tr("missed"), choices};
    const QStringList exported = {QString::number(i + 1), exportText(resultNumber(d.cost)),
                                  exportText(d.headroom ? resultNumber(*d.headroom) : QJsonValue()),
                                  exportText(QJsonValue(d.requirements.all_met)), choices};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      item->setData(kExportRole, exported[c]);
      table_->setItem(row, c, item);
    }
  }
  table_->resizeColumnsToContents();
  if (!result_.designs.empty())
    table_->selectRow(0);
  apply_->setEnabled(!result_.designs.empty() && !stale_);
  Q_EMIT searchFinished();
}

void SizePanel::apply()
{
  if (result_.designs.empty() || stale_)
    return;
  const int row = std::max(table_->currentRow(), 0);
  const std::size_t i = static_cast<std::size_t>(row);
  if (i >= result_.designs.size())
    return;
  const Scenario design = result_.designs[i].scenario;
  const Scenario before = doc_->scenario();
  applying_ = true;
  doc_->edit(tr("Apply design #%1").arg(row + 1), [&design](Scenario& s) {
    Scenario next = design;
    // The question stays with the scenario: its design space and variants.
    next.design_space = s.design_space;
    next.variants = s.variants;
    s = next;
  });
  applying_ = false;
  QStringList lines = {tr("Applied design #%1 (one undo step). What changed:").arg(row + 1)};
  for (const DesignChange& c : designChanges(before, doc_->scenario()))
    lines << designChangeText(c);
  changes_->setPlainText(lines.join(QLatin1Char('\n')));
  stale_ = true;
  apply_->setEnabled(false);
  status_->setText(
      tr("The scenario is now design #%1; search again for the designs around it.").arg(row + 1));
}

void SizePanel::documentChanged()
{
  refreshLinks();
  refreshRanges();
  if (applying_ || result_.designs.empty())
    return;
  // Any edit since the search makes its designs stale: they were built from the scenario as it
  // was.
  if (!stale_) {
    stale_ = true;
    apply_->setEnabled(false);
    status_->setText(status_->text() +
                     tr("\nThe scenario changed since this search: search again to apply."));
  }
}

void SizePanel::refreshLinks()
{
  if (links_->hasFocus())
    return;
  QStringList words;
  for (const PeerLinkChoice& c : doc_->scenario().design_space.peer_links)
    words << linkText(c);
  links_->setText(words.join(QStringLiteral(", ")));
}

void SizePanel::linksEdited()
{
  std::vector<PeerLinkChoice> links;
  QString bad;
  const std::vector<PeerLinkChoice>& was = doc_->scenario().design_space.peer_links;
  if (!parseLinks(links_->text(), was, &links, &bad)) {
    status_->setText(tr("Peer links: \"%1\" is not an option: expected kind:gbps (ethernet:10, "
                        "infiniband:54.55), with xN for N usable links")
                         .arg(bad));
    return;
  }
  bool same = links.size() == was.size();
  for (std::size_t i = 0; same && i < links.size(); ++i)
    same = linkText(links[i]) == linkText(was[i]) && links[i].mtu == was[i].mtu;
  if (same)
    return;
  doc_->edit(tr("Change peer link options"),
             [&links](Scenario& s) { s.design_space.peer_links = links; });
}

void SizePanel::refreshRanges()
{
  const DesignSpace& d = doc_->scenario().design_space;
  const QSignalBlocker b1(disksOn_), b2(hostsOn_);
  disksOn_->setChecked(d.disk_count.has_value());
  hostsOn_->setChecked(d.hosts.has_value());
  disks_->setVisible(d.disk_count.has_value());
  hosts_->setVisible(d.hosts.has_value());
}

void SizePanel::setRange(bool disks, bool on)
{
  const Scenario& s = doc_->scenario();
  doc_->edit(disks ? tr("Search disk counts") : tr("Search host counts"), [&](Scenario& t) {
    std::optional<IntRange>& r = disks ? t.design_space.disk_count : t.design_space.hosts;
    if (!on) {
      r.reset();
      return;
    }
    // Offered first: around what the scenario has.
    IntRange x;
    int now = s.hosts;
    if (disks) {
      now = 0;
      for (const RaidGroup& g : s.backing.raid_groups)
        now += g.disks;
    }
    x.min = std::max(1, now / 2);
    x.max = std::max(x.min, now * 2);
    x.step = disks ? 2 : 1;
    r = x;
  });
}

}  // namespace accel::ui
