// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/summaryview.h"

#include <QAction>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QVBoxLayout>

#include "app/core/requirementtext.h"

namespace accel::ui {

namespace {

QColor colorOf(Light light)
{
  switch (light) {
  case Light::Green: return QColor(0x2e, 0x9e, 0x44);
  case Light::Amber: return QColor(0xe8, 0xa3, 0x00);
  case Light::Red: return QColor(0xc6, 0x28, 0x28);
  case Light::Grey: break;
  }
  return QColor(0xa7, 0xad, 0xb4);
}

}  // namespace

QIcon lightIcon(Light light, int size)
{
  QPixmap pm(size, size);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(colorOf(light).darker(125));
  p.setBrush(colorOf(light));
  p.drawEllipse(QRectF(1, 1, size - 2, size - 2));
  return QIcon(pm);
}

SummaryView::SummaryView(QWidget* parent) : QWidget(parent)
{
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* inner = new QWidget(scroll);
  auto* layout = new QVBoxLayout(inner);
  auto* table = new QWidget(inner);
  grid_ = new QGridLayout(table);
  grid_->setContentsMargins(4, 4, 4, 4);
  grid_->setHorizontalSpacing(12);
  grid_->setVerticalSpacing(8);
  grid_->setColumnStretch(3, 1);
  layout->addWidget(table);
  requirementsHeading_ = new QLabel(inner);
  requirementsHeading_->setObjectName(QStringLiteral("requirementsHeading"));
  requirementsHeading_->setToolTip(
      tr("The scenario's requirements, checked at its growth factor. Right-click a row to find "
         "the input value that meets it."));
  layout->addWidget(requirementsHeading_);
  auto* reqTable = new QWidget(inner);
  requirements_ = new QGridLayout(reqTable);
  requirements_->setContentsMargins(4, 0, 4, 4);
  requirements_->setHorizontalSpacing(12);
  requirements_->setVerticalSpacing(2);
  requirements_->setColumnStretch(1, 1);
  layout->addWidget(reqTable);
  auto* heading = new QLabel(tr("<b>Top recommendations</b>"), inner);
  layout->addWidget(heading);
  recommendations_ = new QLabel(inner);
  recommendations_->setWordWrap(true);
  recommendations_->setTextFormat(Qt::RichText);
  recommendations_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  recommendations_->setObjectName(QStringLiteral("recommendations"));
  layout->addWidget(recommendations_);
  layout->addStretch();
  scroll->setWidget(inner);
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  outer->addWidget(scroll);
}

void SummaryView::addRow(const AreaVerdict& a)
{
  const int row = static_cast<int>(rows_.size());
  Row r;
  r.light = new QLabel(this);
  r.title = new QLabel(this);
  connect(r.title, &QLabel::linkActivated, this, &SummaryView::areaActivated);
  r.value = new QLabel(this);
  r.value->setObjectName(QStringLiteral("summary.") + a.key);
  r.value->setTextFormat(Qt::RichText);
  r.verdict = new QLabel(this);
  r.verdict->setWordWrap(true);
  r.verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
  grid_->addWidget(r.light, row, 0, Qt::AlignTop);
  grid_->addWidget(r.title, row, 1, Qt::AlignTop);
  grid_->addWidget(r.value, row, 2, Qt::AlignTop);
  grid_->addWidget(r.verdict, row, 3, Qt::AlignTop);
  cells_ << r.light << r.title << r.value << r.verdict;
  rows_.push_back(r);
}

void SummaryView::updateRow(Row& r, const AreaVerdict& a)
{
  if (!r.lightShown || *r.lightShown != a.light) {
    r.light->setPixmap(lightIcon(a.light, 16).pixmap(16, 16));
    r.light->setToolTip(statusKey(a.light));
    r.lightShown = a.light;
  }
  // (QLabel::setText and setToolTip leave a label alone when the text is the same.)
  r.title->setText(QStringLiteral("<a href=\"%1\"><b>%2</b></a>").arg(a.key, a.title));
  r.title->setToolTip(tr("Show the %1 tab").arg(a.title));
  r.value->setText(a.evaluated && !a.value.isEmpty()
                       ? QStringLiteral("<b>%1</b><br><small>%2</small>")
                             .arg(a.value.toHtmlEscaped(), a.label.toHtmlEscaped())
                   : a.evaluated ? QStringLiteral("\u2014")
                                 : tr("<i>not evaluated</i>"));
  r.value->setToolTip(a.note);
  const QString depends = a.evaluated ? a.headlineKey : QString();
  if (depends != r.dependsOn) {
    r.dependsOn = depends;
    qDeleteAll(r.value->actions());
    r.value->setContextMenuPolicy(depends.isEmpty() ? Qt::DefaultContextMenu
                                                    : Qt::ActionsContextMenu);
    if (!depends.isEmpty()) {
      auto* action = new QAction(tr("What does this depend on?"), r.value);
      connect(action, &QAction::triggered, this,
              [this, depends] { Q_EMIT sensitivityRequested(pathToPointer(depends)); });
      r.value->addAction(action);
    }
  }
  r.verdict->setText(a.verdict);
  r.verdict->setEnabled(a.evaluated);
}

void SummaryView::showSummary(const Scenario& s, const Evaluation& e)
{
  areas_ = assessAreas(s, e);
  // The rows are made when the areas shown change (an area engaged or left out) and otherwise
  // updated in place: made anew after every edit, 24 rich-text labels were parsed and laid out
  // each time, shown or not.
  QStringList keys;
  for (const AreaVerdict& a : areas_)
    keys << a.key;
  if (keys != rowKeys_) {
    qDeleteAll(cells_);
    cells_.clear();
    rows_.clear();
    for (const AreaVerdict& a : areas_)
      addRow(a);
    rowKeys_ = keys;
  }
  for (std::size_t i = 0; i < rows_.size(); ++i)
    updateRow(rows_[i], areas_[static_cast<qsizetype>(i)]);
  showRequirements(s, e.requirements);
  const QList<Recommendation> top = topRecommendations(s, e, 5);
  if (top.isEmpty()) {
    recommendations_->setText(
        tr("No changes are needed: every evaluated area is within its limits."));
    return;
  }
  QString html = QStringLiteral("<ol>");
  for (const Recommendation& r : top) {
    QStringList areas = {areaTitle(r.area)};
    for (const QString& a : r.alsoAreas)
      areas << areaTitle(a);
    html += QStringLiteral("<li><b>%1</b> (%2): %3</li>")
                .arg(r.title.toHtmlEscaped(), areas.join(QStringLiteral(", ")).toHtmlEscaped(),
                     r.text.toHtmlEscaped());
  }
  recommendations_->setText(html + QStringLiteral("</ol>"));
}

void SummaryView::addRequirementRow(const RequirementCheck& c)
{
  const int i = static_cast<int>(requirementRows_.size());
  RequirementRow r;
  r.light = new QLabel(this);
  r.what = new QLabel(this);
  r.value = new QLabel(this);
  r.value->setObjectName(QStringLiteral("requirement.") + QString::fromStdString(c.id));
  r.limit = new QLabel(this);
  r.limit->setEnabled(false);
  r.margin = new QLabel(this);
  r.margin->setToolTip(
      tr("The factor by which the value could change before it reaches its "
         "limit (below 1: missed by that factor)."));
  for (QLabel* w : {r.what, r.value}) {
    auto* seek = new QAction(tr("Find the input value that meets this requirement…"), w);
    connect(seek, &QAction::triggered, this, [this, i] {
      if (const std::optional<GoalTarget> g = requirementTarget(i))
        Q_EMIT goalSeekRequested(*g);
    });
    w->addAction(seek);
  }
  requirements_->addWidget(r.light, i, 0, Qt::AlignVCenter);
  requirements_->addWidget(r.what, i, 1);
  requirements_->addWidget(r.value, i, 2, Qt::AlignRight);
  requirements_->addWidget(r.limit, i, 3);
  requirements_->addWidget(r.margin, i, 4);
  requirementCells_ << r.light << r.what << r.value << r.limit << r.margin;
  requirementRows_.push_back(r);
}

void SummaryView::showRequirements(const Scenario& s, const RequirementsResult& r)
{
  requirementLines_.clear();
  requirementTargets_.clear();
  int met = 0;
  for (const RequirementCheck& c : r.checks)
    met += c.met ? 1 : 0;
  const int total = static_cast<int>(r.checks.size());
  QString heading = tr("<b>Requirements</b>: %1 of %2 met").arg(met).arg(total);
  if (r.growth_factor != 1.0)
    heading += QLatin1Char(' ') +
               tr("(with every write rate at %1)").arg(formatValue(r.growth_factor, Unit::Factor));
  requirementsHeading_->setText(heading);
  requirementsHeading_->setVisible(total > 0);
  // As the areas' rows: made when the requirements change, otherwise updated in place (new
  // labels after every edit were polished and laid out again after the window's layout had
  // settled, and the window repainted a second time).
  QStringList keys;
  for (const RequirementCheck& c : r.checks)
    keys << QString::fromStdString(c.id);
  if (keys != requirementKeys_) {
    qDeleteAll(requirementCells_);
    requirementCells_.clear();
    requirementRows_.clear();
    for (const RequirementCheck& c : r.checks)
      addRequirementRow(c);
    requirementKeys_ = keys;
  }
  for (int i = 0; i < total; ++i) {
    const RequirementCheck& c = r.checks[static_cast<std::size_t>(i)];
    RequirementRow& row = requirementRows_[static_cast<std::size_t>(i)];
    if (row.metShown != c.met) {
      row.light->setPixmap(lightIcon(c.met ? Light::Green : Light::Red, 12).pixmap(12, 12));
      row.light->setToolTip(c.met ? tr("met") : tr("not met"));
      row.light->setAccessibleName(row.light->toolTip());
      row.metShown = c.met;
    }
    // (QLabel::setText and setToolTip leave a label alone when the text is the same.)
    row.what->setText(requirementWhat(s, c));
    row.value->setText(requirementValueText(c));
    row.limit->setText(requirementLimitText(c));
    row.margin->setText(c.margin ? tr("%1 margin").arg(formatValue(*c.margin, Unit::Factor))
                                 : QString());
    const QString line = requirementLine(s, c);
    for (QLabel* w : {row.what, row.value, row.limit})
      w->setToolTip(line);
    requirementLines_ << line;

    GoalTarget t;
    if (c.limit && c.value && !c.unbounded) {
      // The results document's row: /requirements/N/value, in the requirement's unit.
      t.metric = QStringLiteral("/requirements/%1/value").arg(i);
      t.title = requirementWhat(s, c);
      t.unit = requirementUnit(c.kind);
      t.current = c.value;
      t.target = c.limit;
    }
    const bool seek = !t.metric.isEmpty();
    if (row.seekShown != seek) {
      for (QLabel* w : {row.what, row.value})
        w->setContextMenuPolicy(seek ? Qt::ActionsContextMenu : Qt::DefaultContextMenu);
      row.seekShown = seek;
    }
    requirementTargets_.push_back(t);
  }
}

std::optional<GoalTarget> SummaryView::requirementTarget(int i) const
{
  if (i < 0 || static_cast<std::size_t>(i) >= requirementTargets_.size() ||
      requirementTargets_[static_cast<std::size_t>(i)].metric.isEmpty())
    return std::nullopt;
  return requirementTargets_[static_cast<std::size_t>(i)];
}

}  // namespace accel::ui
