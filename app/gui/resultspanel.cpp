// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/resultspanel.h"

#include <QApplication>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "app/charts/chartutil.h"
#include "app/charts/replicachart.h"
#include "app/core/areas.h"
#include "app/core/findingtext.h"
#include "app/gui/backingtab.h"
#include "app/gui/destagertab.h"
#include "app/gui/latencytab.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/streamstab.h"

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

QIcon severityIcon(Severity s)
{
  QStyle* st = QApplication::style();
  switch (s) {
  case Severity::Critical: return st->standardIcon(QStyle::SP_MessageBoxCritical);
  case Severity::Warning: return st->standardIcon(QStyle::SP_MessageBoxWarning);
  case Severity::Info: break;
  }
  return st->standardIcon(QStyle::SP_MessageBoxInformation);
}

/// A round status light for a tab: red, amber, green or grey.
QIcon lightIcon(Light light)
{
  QColor c;
  switch (light) {
  case Light::Red: c = QColor(0xc0, 0x1c, 0x28); break;
  case Light::Amber: c = QColor(0xe0, 0x9a, 0x00); break;
  case Light::Green: c = QColor(0x1a, 0x8f, 0x3f); break;
  case Light::Grey: c = QColor(0x9a, 0x9a, 0x9a); break;
  }
  QPixmap pm(32, 32);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(c.darker(140), 2));
  p.setBrush(c);
  p.drawEllipse(QRectF(4, 4, 24, 24));
  if (light == Light::Red) {  // not by colour alone: a cross for critical, a bar for a warning
    p.setPen(QPen(Qt::white, 3.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(11, 11), QPointF(21, 21));
    p.drawLine(QPointF(21, 11), QPointF(11, 21));
  } else if (light == Light::Amber) {
    p.setPen(QPen(Qt::white, 3.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(16, 9), QPointF(16, 18));
    p.drawPoint(QPointF(16, 23));
  } else if (light == Light::Green) {
    p.setPen(QPen(Qt::white, 3.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(10, 16), QPointF(14.5, 21));
    p.drawLine(QPointF(14.5, 21), QPointF(22, 11));
  }
  return QIcon(pm);
}

QString lightName(Light light)
{
  switch (light) {
  case Light::Red: return ResultsPanel::tr("Critical");
  case Light::Amber: return ResultsPanel::tr("Warning");
  case Light::Green: return ResultsPanel::tr("Within limits");
  case Light::Grey: break;
  }
  return ResultsPanel::tr("Not evaluated");
}

}  // namespace

// ---------------------------------------------------------------------------------------------

HeadlineGrid::HeadlineGrid(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this))
{
  grid_->setContentsMargins(4, 4, 4, 4);
  grid_->setHorizontalSpacing(14);
  grid_->setVerticalSpacing(4);
  grid_->setColumnStretch(2, 1);
}

void HeadlineGrid::setHeadlines(const QList<Headline>& headlines)
{
  headlines_ = headlines;
  qDeleteAll(cells_);
  cells_.clear();
  int row = 0;
  for (const Headline& h : headlines) {
    auto* label = new QLabel(h.label, this);
    auto* value = new QLabel(h.display(), this);
    auto* note = new QLabel(h.note, this);
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    value->setFont(big);
    value->setObjectName(h.key);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette p = value->palette();
    p.setColor(QPalette::WindowText, severityColor(h.level));
    value->setPalette(p);
    note->setEnabled(false);
    // A narrow window cuts the note (its tooltip has it whole) rather than widening the tab.
    note->setMinimumWidth(1);
    note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    for (QLabel* l : {label, value, note})
      l->setToolTip(h.help);
    grid_->addWidget(label, row, 0, Qt::AlignLeft | Qt::AlignBaseline);
    grid_->addWidget(value, row, 1, Qt::AlignRight | Qt::AlignBaseline);
    grid_->addWidget(note, row, 2, Qt::AlignLeft | Qt::AlignBaseline);
    cells_ << label << value << note;
    ++row;
  }
}

QString HeadlineGrid::valueText(const QString& key) const
{
  for (const Headline& h : headlines_)
    if (h.key == key)
      return h.display();
  return QString();
}

// ---------------------------------------------------------------------------------------------

FindingsView::FindingsView(QWidget* parent) : QWidget(parent)
{
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* inner = new QWidget(scroll);
  list_ = new QVBoxLayout(inner);
  list_->setContentsMargins(2, 2, 2, 2);
  list_->addStretch();
  scroll->setWidget(inner);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scroll);
}

void FindingsView::showFindings(const Scenario& s, const std::vector<Finding>& findings)
{
  while (list_->count() > 1) {
    QLayoutItem* item = list_->takeAt(0);
    delete item->widget();
    delete item;
  }
  count_ = static_cast<int>(findings.size());
  int at = 0;
  for (const Finding& f : findings) {
    const FindingText t = describeFinding(f, s);
    auto* card = new QFrame(this);
    card->setFrameShape(QFrame::StyledPanel);
    auto* icon = new QLabel(card);
    icon->setPixmap(severityIcon(f.severity).pixmap(24, 24));
    icon->setToolTip(severityKey(f.severity));
    auto* text = new QLabel(card);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QString html =
        QStringLiteral("<b>%1</b><br>%2").arg(t.title.toHtmlEscaped(), t.message.toHtmlEscaped());
    if (!t.recommendation.isEmpty())
      html += QStringLiteral("<br><i>\u2192 %1</i>").arg(t.recommendation.toHtmlEscaped());
    text->setText(html);
    auto* row = new QHBoxLayout(card);
    row->setContentsMargins(6, 4, 6, 4);
    row->addWidget(icon, 0, Qt::AlignTop);
    row->addWidget(text, 1);
    card->setObjectName(QString::fromStdString(f.code));
    list_->insertWidget(at++, card);
  }
}

// ---------------------------------------------------------------------------------------------

ResultsPanel::ResultsPanel(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      staleBanner_(new QLabel(this)),
      problems_(new QListWidget(this)),
      headlines_(new HeadlineGrid(this)),
      tabs_(new QTabWidget(this)),
      replicaChart_(new ReplicaChart(this)),
      findings_(new FindingsView(this)),
      latencyTab_(new LatencyTab(doc, this)),
      backingTab_(new BackingTab(doc, this)),
      destagerTab_(new DestagerTab(doc, this)),
      streamsTab_(new StreamsTab(doc, this))
{
  staleBanner_->setWordWrap(true);
  staleBanner_->setStyleSheet(
      QStringLiteral("QLabel { background: #fdecc8; border: 1px solid #e0b050; padding: 4px; }"));
  problems_->setMaximumHeight(110);
  problems_->setToolTip(tr("Double-click a problem to go to its field."));
  connect(problems_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    Q_EMIT problemActivated(item->data(Qt::UserRole).toString());
  });

  auto* replicaTab = new QWidget(tabs_);
  auto* replicaLayout = new QVBoxLayout(replicaTab);
  replicaLayout->addWidget(headlines_);
  replicaLayout->addWidget(replicaChart_, 1);
  tabs_->addTab(replicaTab, tr("Peer network"));
  tabs_->addTab(latencyTab_, tr("Write latency"));
  tabs_->addTab(destagerTab_, tr("Destager"));
  tabs_->addTab(backingTab_, tr("Backing array"));
  tabs_->addTab(streamsTab_, tr("Stripe hotspots"));

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
  connect(doc_, &ScenarioDocument::streamsUpdated, this, [this] {
    findings_->showFindings(doc_->evaluatedScenario(), doc_->evaluation().findings);
    showAreaStatus();
  });
  refresh();
}

void ResultsPanel::refresh()
{
  const Problems& problems = doc_->problems();
  problems_->clear();
  int errors = 0;
  for (const Problem& p : problems) {
    auto* item =
        new QListWidgetItem(severityIcon(p.isError() ? Severity::Critical : Severity::Warning),
                            p.path + QStringLiteral(": ") + p.message, problems_);
    item->setData(Qt::UserRole, p.path);
    errors += p.isError() ? 1 : 0;
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
  tabs_->setEnabled(errors == 0);
  showAreaStatus();
}

QStringList ResultsPanel::areaKeys()
{
  return {QStringLiteral("replica"), QStringLiteral("latency"), QStringLiteral("destager"),
          QStringLiteral("backing"), QStringLiteral("hotspots")};
}

void ResultsPanel::showAreaStatus()
{
  // The same assessment as the executive summary (areas.h): one rule for an area's status.
  const QList<AreaVerdict> verdicts = assessAreas(doc_->evaluatedScenario(), doc_->evaluation());
  const QStringList keys = areaKeys();
  tabLights_.clear();
  QTabBar* bar = tabs_->tabBar();
  for (int i = 0; i < tabs_->count() && i < keys.size(); ++i) {
    Light light = Light::Grey;
    QString verdict;
    for (const AreaVerdict& v : verdicts)
      if (v.key == keys.at(i)) {
        light = v.light;
        verdict = v.verdict;
      }
    tabLights_ << static_cast<int>(light);
    tabs_->setTabIcon(i, lightIcon(light));
    bar->setTabTextColor(i, light == Light::Red     ? severityColor(Severity::Critical)
                            : light == Light::Amber ? severityColor(Severity::Warning)
                                                    : bar->palette().color(QPalette::WindowText));
    tabs_->setTabToolTip(i, QStringLiteral("%1: %2").arg(lightName(light), verdict));
  }
}

void ResultsPanel::showMostSevere()
{
  int best = -1;
  int bestRank = -1;
  for (int i = 0; i < tabLights_.size(); ++i) {
    const auto light = static_cast<Light>(tabLights_.at(i));
    const int rank = light == Light::Red ? 3 : light == Light::Amber ? 2 : 0;
    if (rank > bestRank) {
      best = i;
      bestRank = rank;
    }
  }
  if (best >= 0 && bestRank > 0)
    tabs_->setCurrentIndex(best);
  else if (best >= 0)
    tabs_->setCurrentIndex(0);
}

}  // namespace accel::ui
