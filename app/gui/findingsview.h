// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file findingsview.h
/// The findings under the headline numbers: one card per finding (severity icon, bold title,
/// message, italic recommendation), painted by one widget. An edit that leaves a card's text
/// alone leaves its text layout alone; only the cards whose text changed are laid out again,
/// and no widget is made or deleted per edit (a card per QLabel laid the whole list out
/// through a QTextDocument per card and per pass of the layouts).

#include <QIcon>
#include <QStringList>
#include <QWidget>

#include <array>
#include <memory>
#include <vector>

#include "model/common/findings.h"

class QTextLayout;

namespace accel {
struct Scenario;
}

namespace accel::ui {

/// The icon of a severity, the style's message-box icons.
QIcon severityIcon(Severity s);

/// The painted cards, inside FindingsView's scroll area. Its height follows its width.
class FindingCards : public QWidget {
  Q_OBJECT

public:
  /// One card's content.
  struct Entry {
    QString code;  ///< the finding's code ("peer_link_saturated"), for tests and automation
    Severity severity = Severity::Info;
    QString title;
    QString message;
    QString recommendation;  ///< may be empty
    bool operator==(const Entry& o) const
    {
      return code == o.code && severity == o.severity && title == o.title && message == o.message &&
             recommendation == o.recommendation;
    }
  };

  explicit FindingCards(QWidget* parent = nullptr);
  ~FindingCards() override;

  /// Shows these cards; the ones equal to the card at their place keep their layout.
  void setEntries(const std::vector<Entry>& entries);
  int count() const { return static_cast<int>(cards_.size()); }
  QStringList codes() const;
  /// A card's text as copied: title, message and recommendation on their own lines.
  QString plainText(int index) const;
  /// Every card's plain text, a blank line between cards.
  QString allPlainText() const;
  /// Text layouts made since the start (a card whose text changed, or a new width): an edit
  /// that changes no finding's text adds none at the same width.
  long layoutsMade() const { return layoutsMade_; }
  /// The card at a point of this widget, or -1.
  int cardAt(const QPoint& p) const;

  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

protected:
  bool event(QEvent* e) override;
  void paintEvent(QPaintEvent* e) override;
  void resizeEvent(QResizeEvent* e) override;
  void contextMenuEvent(QContextMenuEvent* e) override;
  void changeEvent(QEvent* e) override;

private:
  struct Card {
    Entry entry;
    std::unique_ptr<QTextLayout> layout;  ///< laid out at `width`
    int width = -1;                       ///< the card width it was laid out for
    int textHeight = 0;
  };
  /// Lays the card out for a card width (nothing when already laid out for it).
  void layOut(Card& c, int cardWidth) const;
  int cardHeight(const Card& c) const;
  int textWidth(int cardWidth) const;
  void invalidateLayouts();
  /// Where each card is at the widget's width (none while it has no width).
  std::vector<QRect> cardRects() const;
  /// The severity's icon, kept (a new QIcon per paint loaded the theme's pixmaps again).
  const QIcon& icon(Severity s) const;

  mutable std::vector<Card> cards_;
  mutable long layoutsMade_ = 0;
  mutable std::array<QIcon, 3> icons_;
  /// heightForWidth's last answers (a scroll area asks with and without its scroll bar).
  mutable int hfwWidth_[2] = {-1, -1};
  mutable int hfwHeight_[2] = {0, 0};
};

/// The findings as a scrolling list of cards.
class FindingsView : public QWidget {
  Q_OBJECT

public:
  explicit FindingsView(QWidget* parent = nullptr);
  /// The findings, the same advice for several subjects told once (mergeFindings).
  void showFindings(const Scenario& s, const std::vector<Finding>& findings);
  /// Entries shown.
  int count() const { return cards_->count(); }
  FindingCards* cards() const { return cards_; }

private:
  FindingCards* cards_;
};

}  // namespace accel::ui
