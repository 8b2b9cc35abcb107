// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/resultspanel.h"

#include <cmath>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

#include "app/charts/chartutil.h"
#include "app/charts/replicachart.h"
#include "app/core/areas.h"
#include "app/core/findingtext.h"
#include "app/core/safetext.h"
#include "app/gui/backingtab.h"
#include "app/gui/chartexport.h"
#include "app/gui/covered.h"
#include "app/gui/destagertab.h"
#include "app/gui/findingsview.h"
#include "app/gui/latencytab.h"
#include "app/gui/readcachetab.h"
#include "app/gui/resultstables.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/settlelayouts.h"
#include "app/gui/streamstab.h"
#include "app/gui/summaryview.h"

namespace accel::ui {

namespace {

QColor severityColor(Severity s)
{
  // Lighter on a dark palette, so that red and amber keep their contrast.
  const bool dark = isDarkPalette(QApplication::palette());
  switch (s) {
  case Severity::Critical: return dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc0, 0x1c, 0x28);
  case Severity::Warning: return dark ? QColor(0xf0, 0xb0, 0x40) : QColor(0xb5, 0x6b, 0x00);
  case Severity::Info: break;
  }
  return QApplication::palette().color(QPalette::WindowText);
}

}  // namespace

// ---------------------------------------------------------------------------------------------

void showGroupNames(QComboBox* box, const Scenario& s)
{
  QStringList names;
  for (const VmGroup& g : s.vm_groups)
    names << userText(g.name);
  QStringList shown;
  for (int i = 0; i < box->count(); ++i)
    shown << box->itemText(i);
  if (names == shown)
    return;
  const int keep = box->currentIndex();
  const QSignalBlocker block(box);
  box->clear();
  box->addItems(names);
  box->setCurrentIndex(std::clamp(keep, 0, box->count() - 1));
}

HeadlineGrid::HeadlineGrid(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this))
{
  grid_->setContentsMargins(4, 4, 4, 4);
  grid_->setHorizontalSpacing(14);
  grid_->setVerticalSpacing(4);
  grid_->setColumnStretch(2, 1);
}

QFont HeadlineGrid::valueFont() const
{
  QFont big = font();
  big.setPointSizeF(big.pointSizeF() * 1.35);
  big.setBold(true);
  return big;
}

void HeadlineGrid::changeEvent(QEvent* event)
{
  QWidget::changeEvent(event);
  if (event->type() == QEvent::FontChange)
    for (const Row& r : rows_)
      r.value->setFont(valueFont());
}

void HeadlineGrid::setHeadlines(const QList<Headline>& headlines)
{
  headlines_ = headlines;
  // Rows are kept and their texts updated in place: an edit changes numbers, rarely rows.
  while (rows_.size() > headlines.size()) {
    Row r = rows_.takeLast();
    delete r.label;
    delete r.value;
    delete r.note;
  }
  for (int row = 0; row < headlines.size(); ++row) {
    const Headline& h = headlines[row];
    if (row == rows_.size()) {
      Row r;
      r.label = new QLabel(this);
      r.value = new QLabel(this);
      r.note = new QLabel(this);
      r.value->setFont(valueFont());
      // Copied from its context menu, not selected: a selectable label lays its text out
      // as a document, once more in the repaint after every change (a second repaint).
      r.value->setContextMenuPolicy(Qt::ActionsContextMenu);
      r.note->setEnabled(false);
      // A narrow window cuts the note (its tooltip has it whole) rather than widening the tab.
      r.note->setMinimumWidth(1);
      r.note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
      grid_->addWidget(r.label, row, 0, Qt::AlignLeft | Qt::AlignBaseline);
      grid_->addWidget(r.value, row, 1, Qt::AlignRight | Qt::AlignBaseline);
      grid_->addWidget(r.note, row, 2, Qt::AlignLeft | Qt::AlignBaseline);
      rows_ << r;
    }
    Row& r = rows_[row];
    r.label->setText(h.label);
    r.value->setText(h.display());
    r.note->setText(h.note);
    r.value->setObjectName(h.key);
    const QColor color = severityColor(h.level);
    if (r.value->palette().color(QPalette::WindowText) != color) {
      QPalette p = r.value->palette();
      p.setColor(QPalette::WindowText, color);
      r.value->setPalette(p);
    }
    for (QLabel* l : {r.label, r.value, r.note})
      if (l->toolTip() != h.help)
        l->setToolTip(h.help);
    const bool number = h.value && std::isfinite(*h.value);
    if (r.key == h.key && r.number == number)
      continue;
    r.key = h.key;
    r.number = number;
    qDeleteAll(r.value->actions());
    auto* copy = new QAction(tr("Copy"), r.value);
    connect(copy, &QAction::triggered, this,
            [this, key = h.key] { QApplication::clipboard()->setText(valueText(key)); });
    r.value->addAction(copy);
    if (!number)
      continue;
    // Right-click: goal seek on this number.
    auto* seek = new QAction(tr("Find the input value that makes this reach…"), r.value);
    connect(seek, &QAction::triggered, this, [this, key = h.key] {
      if (const std::optional<GoalTarget> t = goalTarget(key))
        Q_EMIT goalSeekRequested(*t);
    });
    r.value->addAction(seek);
    auto* depends = new QAction(tr("What does this depend on?"), r.value);
    connect(depends, &QAction::triggered, this,
            [this, key = h.key] { Q_EMIT sensitivityRequested(pathToPointer(key)); });
    r.value->addAction(depends);
  }
}

QString HeadlineGrid::valueText(const QString& key) const
{
  for (const Headline& h : headlines_)
    if (h.key == key)
      return h.display();
  return QString();
}

std::optional<GoalTarget> HeadlineGrid::goalTarget(const QString& key) const
{
  for (const Headline& h : headlines_)
    if (h.key == key)
      return goalTargetFor(h);
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------

ResultsPanel::ResultsPanel(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      staleBanner_(new QLabel(this)),
      problems_(new QListWidget(this)),
      headlines_(new HeadlineGrid(this)),
      tabs_(new SteadyTabWidget(this)),
      summary_(new SummaryView(this)),
      replicaTab_(new QWidget(tabs_)),
      replicaChart_(new ReplicaChart(this)),
      findings_(new FindingsView(this)),
      latencyTab_(new LatencyTab(doc, this)),
      backingTab_(new BackingTab(doc, this)),
      destagerTab_(new DestagerTab(doc, this)),
      streamsTab_(new StreamsTab(doc, this)),
      readCacheTab_(new ReadCacheTab(doc, this)),
      tables_(new ResultsTablesView(doc, this))
{
  staleBanner_->setWordWrap(true);
  staleBanner_->setStyleSheet(
      QStringLiteral("QLabel { background: #fdecc8; border: 1px solid #e0b050; padding: 4px; }"));
  problems_->setMaximumHeight(110);
  problems_->setToolTip(tr("Double-click a problem to go to its field."));
  connect(problems_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    Q_EMIT problemActivated(item->data(Qt::UserRole).toString());
  });

  auto* replicaLayout = new QVBoxLayout(replicaTab_);
  replicaLayout->addWidget(headlines_);
  replicaLayout->addWidget(replicaChart_, 1);
  tabs_->addTab(summary_, tr("Summary"));
  tabs_->addTab(replicaTab_, tr("Peer network"));
  // Goal seek from any headline of any tab, and from the summary's requirements.
  for (HeadlineGrid* grid : findChildren<HeadlineGrid*>()) {
    connect(grid, &HeadlineGrid::goalSeekRequested, this, &ResultsPanel::goalSeekRequested);
    connect(grid, &HeadlineGrid::sensitivityRequested, this, &ResultsPanel::sensitivityRequested);
  }
  connect(summary_, &SummaryView::goalSeekRequested, this, &ResultsPanel::goalSeekRequested);
  connect(summary_, &SummaryView::sensitivityRequested, this, &ResultsPanel::sensitivityRequested);
  connect(summary_, &SummaryView::areaActivated, this, [this](const QString& key) {
    if (QWidget* tab = areaTab(key))
      tabs_->setCurrentWidget(tab);
  });
  tabs_->addTab(latencyTab_, tr("Write latency"));
  tabs_->addTab(destagerTab_, tr("Destager"));
  tabs_->addTab(backingTab_, tr("Backing array"));
  tabs_->addTab(streamsTab_, tr("Stripe hotspots"));
  tabs_->addTab(readCacheTab_, tr("Read cache"));
  tabs_->addTab(tables_, tr("Tables"));
  tabs_->setTabToolTip(tabs_->indexOf(tables_),
                       tr("Hosts, VM groups and RAID groups as tables, to copy or save as CSV"));
  // Every chart: right-click to copy or save it for slides.
  replicaChart_->setObjectName(QStringLiteral("peerLinkUtilisation"));
  for (QCustomPlot* plot : findChildren<QCustomPlot*>())
    installChartExport(plot);

  auto* findingsBox = new QWidget(this);
  auto* fl = new QVBoxLayout(findingsBox);
  fl->setContentsMargins(0, 0, 0, 0);
  auto* findingsTitle = new QLabel(tr("<b>Findings and recommendations</b>"), findingsBox);
  fl->addWidget(findingsTitle);
  fl->addWidget(findings_);

  auto* split = new QSplitter(Qt::Vertical, this);
  split->addWidget(tabs_);
  split->addWidget(findingsBox);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setSizes({560, 300});  // room for several findings below the charts
  split->setObjectName(QStringLiteral("resultsSplitter"));

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(staleBanner_);
  layout->addWidget(problems_);
  layout->addWidget(split, 1);

  connect(doc_, &ScenarioDocument::changed, this, &ResultsPanel::refresh);
  connect(doc_, &ScenarioDocument::problemsChanged, this, &ResultsPanel::refresh);
  connect(doc_, &ScenarioDocument::streamsUpdated, this, [this] {
    findings_->showFindings(doc_->evaluatedScenario(), doc_->evaluation().findings);
    refreshVerdicts();
  });
  refresh();
}

void ResultsPanel::refresh()
{
  stale_ = window()->property(kCoveredProperty).toBool();
  if (stale_)
    return;
  const Problems& problems = doc_->problems();
  // The list is filled again only when the problems changed (most edits change none).
  QStringList shown;
  int errors = 0;
  for (const Problem& p : problems) {
    shown << (p.isError() ? QStringLiteral("E") : QStringLiteral("W")) + p.path +
                 QStringLiteral(": ") + p.message;
    errors += p.isError() ? 1 : 0;
  }
  if (shown != problemsShown_) {
    problemsShown_ = shown;
    problems_->clear();
    for (const Problem& p : problems) {
      auto* item =
          new QListWidgetItem(severityIcon(p.isError() ? Severity::Critical : Severity::Warning),
                              p.path + QStringLiteral(": ") + p.message, problems_);
      item->setData(Qt::UserRole, p.path);
    }
  }
  problems_->setVisible(!problems.isEmpty());
  staleBanner_->setVisible(errors > 0);
  staleBanner_->setText(
      tr("The scenario has %n problem(s) to fix. The results below are those of the last valid "
         "scenario; your edits are kept.",
         nullptr, errors));

  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  headlines_->setHeadlines(replicaHeadlines(s, e));
  replicaChart_->showResults(s, e);
  findings_->showFindings(s, e.findings);
  refreshVerdicts();
  tabs_->setEnabled(errors == 0);
}

bool ResultsPanel::covered() const
{
  return window()->property(kCoveredProperty).toBool();
}

void ResultsPanel::setCovered(bool covered)
{
  if (covered == this->covered())
    return;
  window()->setProperty(kCoveredProperty, covered);
  if (covered)
    return;
  if (stale_)
    refresh();
  // Each tab redraws if it is the one on screen and stale (a hidden one does when shown).
  latencyTab_->refresh();
  backingTab_->refresh();
  destagerTab_->refresh();
  streamsTab_->refresh();
  readCacheTab_->refresh();
  tables_->refresh();
}

void ResultsPanel::showMostSevere()
{
  // The most severe area by the areas' rule; among equals the first whose own finding sets
  // its status (where the cause is, not where it is felt); the summary when all are ok.
  const std::vector<Finding>& findings = doc_->evaluation().findings;
  QWidget* best = summary_;
  int bestRank = 0;
  for (const AreaVerdict& a : summary_->areas()) {
    const bool own = std::any_of(findings.begin(), findings.end(), [&a](const Finding& f) {
      return findingArea(f) == a.key && lightFor(f.severity) == a.light;
    });
    const int rank = (a.light == Light::Red ? 4 : a.light == Light::Amber ? 2 : 0) + (own ? 1 : 0);
    if (rank > bestRank && rank >= 2 && areaTab(a.key)) {
      best = areaTab(a.key);
      bestRank = rank;
    }
  }
  tabs_->setCurrentWidget(best);
}

QWidget* ResultsPanel::areaTab(const QString& key) const
{
  if (key == QStringLiteral("replica"))
    return replicaTab_;
  if (key == QStringLiteral("latency"))
    return latencyTab_;
  if (key == QStringLiteral("destager"))
    return destagerTab_;
  if (key == QStringLiteral("backing"))
    return backingTab_;
  if (key == QStringLiteral("streams"))
    return streamsTab_;
  if (key == QStringLiteral("readcache"))
    return readCacheTab_;
  return nullptr;
}

void ResultsPanel::refreshVerdicts()
{
  summary_->showSummary(doc_->evaluatedScenario(), doc_->evaluation());
  tabLights_.clear();
  for (const QString& key : areaKeys()) {
    Light light = Light::Grey;
    for (const AreaVerdict& a : summary_->areas())
      if (a.key == key)
        light = a.light;
    tabLights_ << static_cast<int>(light);
  }
  for (const AreaVerdict& a : summary_->areas()) {
    const int i = tabs_->indexOf(areaTab(a.key));
    if (i < 0)
      continue;
    // The icon and, for the areas that need attention, the colour (the icon carries the
    // shape). Set only when the light changed: setting a tab's icon lays the tab bar and the
    // tab widget out again, and repaints them, after every edit.
    QTabBar* bar = tabs_->tabBar();
    const QVariant shown = bar->tabData(i);
    if (!shown.isValid() || shown.toInt() != static_cast<int>(a.light) ||
        tabsPalette_ != bar->palette().cacheKey()) {
      bar->setTabData(i, static_cast<int>(a.light));
      tabs_->setTabIcon(i, lightIcon(a.light));
      bar->setTabTextColor(i, a.light == Light::Red ? severityColor(Severity::Critical)
                              : a.light == Light::Amber
                                  ? severityColor(Severity::Warning)
                                  : bar->palette().color(QPalette::WindowText));
    }
    tabs_->setTabToolTip(
        i, a.evaluated && !a.value.isEmpty()
               ? QStringLiteral("%1: %2 (%3)\n%4").arg(a.title, a.value, a.label, a.verdict)
               : QStringLiteral("%1: %2").arg(a.title, a.verdict));
  }
  tabsPalette_ = tabs_->tabBar()->palette().cacheKey();
}

}  // namespace accel::ui
