// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/findingsview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollArea>
#include <QStyle>
#include <QTextLayout>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

#include "app/core/findingtext.h"

namespace accel::ui {

namespace {

constexpr int kOuterMargin = 2;  ///< around the list
constexpr int kSpacing = 6;      ///< between cards
constexpr int kPadX = 6;         ///< inside a card, left and right
constexpr int kPadY = 4;         ///< inside a card, top and bottom
constexpr int kIcon = 24;        ///< the severity icon's side
constexpr int kIconGap = 6;      ///< between the icon and the text

}  // namespace

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

// ---------------------------------------------------------------------------------------------

FindingCards::FindingCards(QWidget* parent) : QWidget(parent)
{
  QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  policy.setHeightForWidth(true);
  setSizePolicy(policy);
  setAttribute(Qt::WA_StaticContents);
  setFocusPolicy(Qt::ClickFocus);
  setAccessibleName(tr("Findings"));
  auto* copy = new QAction(tr("Copy All Findings"), this);
  copy->setShortcut(QKeySequence::Copy);
  copy->setShortcutContext(Qt::WidgetShortcut);
  connect(copy, &QAction::triggered, this,
          [this] { QApplication::clipboard()->setText(allPlainText()); });
  addAction(copy);
}

FindingCards::~FindingCards() = default;

void FindingCards::setEntries(const std::vector<Entry>& entries)
{
  const int before = width() > 0 ? heightForWidth(width()) : -1;
  const std::vector<QRect> oldRects = cardRects();
  bool changed = entries.size() != cards_.size();
  std::vector<bool> textChanged(entries.size(), false);
  cards_.resize(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    Card& c = cards_[i];
    if (c.layout && c.entry == entries[i])
      continue;
    c.entry = entries[i];
    c.layout.reset();
    c.width = -1;
    changed = true;
    textChanged[i] = true;
  }
  if (!changed)
    return;
  hfwWidth_[0] = hfwWidth_[1] = -1;
  setAccessibleDescription(allPlainText());
  if (width() <= 0 || heightForWidth(width()) != before)
    updateGeometry();
  // Only what changed is painted again: the cards whose text changed and those that moved (a
  // card above grew or shrank), where they were and where they are now.
  const std::vector<QRect> newRects = cardRects();
  QRegion dirty;
  for (std::size_t i = 0; i < std::max(oldRects.size(), newRects.size()); ++i) {
    const bool inOld = i < oldRects.size();
    const bool inNew = i < newRects.size();
    if (inOld && inNew && !textChanged[i] && oldRects[i] == newRects[i])
      continue;
    if (inOld)
      dirty += oldRects[i];
    if (inNew)
      dirty += newRects[i];
  }
  update(dirty);
}

std::vector<QRect> FindingCards::cardRects() const
{
  std::vector<QRect> rects;
  if (width() <= 0)
    return rects;
  rects.reserve(cards_.size());
  const int cardWidth = width() - 2 * kOuterMargin;
  int y = kOuterMargin;
  for (Card& c : cards_) {
    layOut(c, cardWidth);
    rects.emplace_back(kOuterMargin, y, cardWidth, cardHeight(c));
    y += rects.back().height() + kSpacing;
  }
  return rects;
}

const QIcon& FindingCards::icon(Severity s) const
{
  QIcon& i = icons_[static_cast<std::size_t>(s)];
  if (i.isNull())
    i = severityIcon(s);
  return i;
}

QStringList FindingCards::codes() const
{
  QStringList out;
  for (const Card& c : cards_)
    out << c.entry.code;
  return out;
}

QString FindingCards::plainText(int index) const
{
  if (index < 0 || index >= count())
    return {};
  const Entry& e = cards_[static_cast<std::size_t>(index)].entry;
  QString text = e.title + QLatin1Char('\n') + e.message;
  if (!e.recommendation.isEmpty())
    text += QStringLiteral("\n\u2192 ") + e.recommendation;
  return text;
}

QString FindingCards::allPlainText() const
{
  QStringList parts;
  for (int i = 0; i < count(); ++i)
    parts << plainText(i);
  return parts.join(QStringLiteral("\n\n"));
}

int FindingCards::textWidth(int cardWidth) const
{
  return std::max(1, cardWidth - 2 * kPadX - kIcon - kIconGap);
}

void FindingCards::layOut(Card& c, int cardWidth) const
{
  if (c.layout && c.width == cardWidth)
    return;
  const Entry& e = c.entry;
  QString text = e.title + QChar(QChar::LineSeparator) + e.message;
  const int recStart = static_cast<int>(text.size()) + 1;
  if (!e.recommendation.isEmpty())
    text += QChar(QChar::LineSeparator) + QStringLiteral("\u2192 ") + e.recommendation;
  if (!c.layout) {
    c.layout = std::make_unique<QTextLayout>();
    // Keeps the shaped glyphs after endLayout(): without it every paint shaped the text again.
    c.layout->setCacheEnabled(true);
  }
  c.layout->clearLayout();
  c.layout->setText(text);
  c.layout->setFont(font());
  QTextOption option;
  option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
  c.layout->setTextOption(option);
  QList<QTextLayout::FormatRange> formats;
  QTextLayout::FormatRange title;
  title.start = 0;
  title.length = static_cast<int>(e.title.size());
  title.format.setFontWeight(QFont::Bold);
  formats << title;
  if (!e.recommendation.isEmpty()) {
    QTextLayout::FormatRange rec;
    rec.start = recStart;
    rec.length = static_cast<int>(text.size()) - recStart;
    rec.format.setFontItalic(true);
    formats << rec;
  }
  c.layout->setFormats(formats);
  const qreal lineWidth = textWidth(cardWidth);
  qreal y = 0;
  c.layout->beginLayout();
  for (QTextLine line = c.layout->createLine(); line.isValid(); line = c.layout->createLine()) {
    line.setLineWidth(lineWidth);
    line.setPosition(QPointF(0, y));
    y += line.height();
  }
  c.layout->endLayout();
  c.width = cardWidth;
  c.textHeight = static_cast<int>(std::ceil(y));
  ++layoutsMade_;
}

int FindingCards::cardHeight(const Card& c) const
{
  return std::max(kIcon, c.textHeight) + 2 * kPadY;
}

int FindingCards::heightForWidth(int width) const
{
  for (int i = 0; i < 2; ++i)
    if (hfwWidth_[i] == width)
      return hfwHeight_[i];
  const int cardWidth = width - 2 * kOuterMargin;
  int h = 2 * kOuterMargin;
  for (Card& c : cards_) {
    layOut(c, cardWidth);
    h += cardHeight(c);
  }
  if (!cards_.empty())
    h += kSpacing * (count() - 1);
  hfwWidth_[1] = hfwWidth_[0];
  hfwHeight_[1] = hfwHeight_[0];
  hfwWidth_[0] = width;
  hfwHeight_[0] = h;
  return h;
}

QSize FindingCards::sizeHint() const
{
  const int w = fontMetrics().averageCharWidth() * 60 + 2 * (kOuterMargin + kPadX) + kIcon;
  // The height at the width the cards are shown at, once they are: at the hint's own width
  // every card was laid out a second time after every change (and again at the shown width).
  return {w, heightForWidth(width() > 0 ? width() : w)};
}

QSize FindingCards::minimumSizeHint() const
{
  return {fontMetrics().averageCharWidth() * 16 + 2 * (kOuterMargin + kPadX) + kIcon, 0};
}

int FindingCards::cardAt(const QPoint& p) const
{
  const int cardWidth = width() - 2 * kOuterMargin;
  if (p.x() < kOuterMargin || p.x() >= kOuterMargin + cardWidth)
    return -1;
  int y = kOuterMargin;
  for (int i = 0; i < count(); ++i) {
    Card& c = cards_[static_cast<std::size_t>(i)];
    layOut(c, cardWidth);
    const int h = cardHeight(c);
    if (p.y() >= y && p.y() < y + h)
      return i;
    y += h + kSpacing;
  }
  return -1;
}

bool FindingCards::event(QEvent* e)
{
  if (e->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(e);
    const int i = cardAt(help->pos());
    if (i >= 0)
      QToolTip::showText(help->globalPos(),
                         severityKey(cards_[static_cast<std::size_t>(i)].entry.severity), this);
    else
      QToolTip::hideText();
    return true;
  }
  return QWidget::event(e);
}

void FindingCards::paintEvent(QPaintEvent* e)
{
  QPainter p(this);
  const QRect exposed = e->rect();
  const int cardWidth = width() - 2 * kOuterMargin;
  const QColor frame = palette().color(QPalette::Mid);
  int y = kOuterMargin;
  for (Card& c : cards_) {
    layOut(c, cardWidth);
    const QRect card(kOuterMargin, y, cardWidth, cardHeight(c));
    y += card.height() + kSpacing;
    if (!card.intersects(exposed))
      continue;
    p.setPen(frame);
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(card).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    icon(c.entry.severity).paint(&p, QRect(card.left() + kPadX, card.top() + kPadY, kIcon, kIcon));
    p.setPen(palette().color(QPalette::WindowText));
    c.layout->draw(&p, QPointF(card.left() + kPadX + kIcon + kIconGap, card.top() + kPadY));
  }
}

void FindingCards::resizeEvent(QResizeEvent* e)
{
  QWidget::resizeEvent(e);
  // A new height alone (cards added or grown) moves no card: setEntries has asked for what
  // changed, and the static contents leave the rest as painted. A new width wraps every card.
  if (e->size().width() != e->oldSize().width())
    update();
}

void FindingCards::contextMenuEvent(QContextMenuEvent* e)
{
  const int i = cardAt(e->pos());
  QMenu menu(this);
  QAction* one = menu.addAction(tr("Copy This Finding"));
  one->setEnabled(i >= 0);
  connect(one, &QAction::triggered, this,
          [this, i] { QApplication::clipboard()->setText(plainText(i)); });
  menu.addActions(actions());
  menu.exec(e->globalPos());
}

void FindingCards::changeEvent(QEvent* e)
{
  QWidget::changeEvent(e);
  if (e->type() == QEvent::StyleChange || e->type() == QEvent::PaletteChange)
    icons_ = {};
  if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) {
    invalidateLayouts();
    updateGeometry();
    update();
  }
}

void FindingCards::invalidateLayouts()
{
  for (Card& c : cards_)
    c.width = -1;
  hfwWidth_[0] = hfwWidth_[1] = -1;
}

// ---------------------------------------------------------------------------------------------

FindingsView::FindingsView(QWidget* parent) : QWidget(parent), cards_(new FindingCards)
{
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(cards_);
  scroll->setAlignment(Qt::AlignTop);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scroll);
}

void FindingsView::showFindings(const Scenario& s, const std::vector<Finding>& findings)
{
  const QList<MergedFinding> merged = mergeFindings(findings, s);
  std::vector<FindingCards::Entry> entries;
  entries.reserve(static_cast<std::size_t>(merged.size()));
  for (const MergedFinding& m : merged) {
    const Finding& f = *m.findings.front();
    entries.push_back({QString::fromStdString(f.code), f.severity, m.text.title, m.text.message,
                       m.text.recommendation});
  }
  cards_->setEntries(entries);
}

}  // namespace accel::ui
