// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file blocks.h
/// The report as a list of blocks: headings, paragraphs, tables, figures (charts and widgets
/// drawn as vector graphics), page breaks and spacers. Section builders (sections.h) append
/// blocks; the renderer (renderer.h) lays them out on pages and paints them.

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>

#include <functional>
#include <memory>
#include <variant>
#include <vector>

class QCPPainter;
class QCustomPlot;
class QWidget;

namespace accel::report {

/// A heading. Level 1 and 2 headings are numbered ("2", "2.1") unless `numbered` is false.
struct Heading {
  QString text;
  int level = 1;
  bool numbered = true;
  bool contents = true;  ///< listed in the contents on the cover
};

/// Rich text (the subset of HTML QTextDocument reads). Escape user text with toHtmlEscaped().
struct Paragraph {
  enum class Style { Body, Small, Lead };
  QString html;
  Style style = Style::Body;
  /// Never split across pages (a finding with its recommendation).
  bool keepTogether = false;
};

/// One table cell: text, an optional second line in small grey type and an optional coloured
/// dot (a traffic light) before it.
struct Cell {
  QString text;
  QString note;
  bool bold = false;
  QColor color;  ///< text colour; invalid: the theme's
  QColor dot;    ///< a filled circle before the text; invalid: none
  QColor fill;   ///< background; invalid: the table's (zebra) background
  Cell() = default;
  Cell(QString t) : text(std::move(t)) {}  // implicit: a cell is usually just its text
};

struct Column {
  QString title;
  double width = 1;  ///< relative to the other columns
  Qt::Alignment align = Qt::AlignLeft;
};

struct Row {
  std::vector<Cell> cells;
  bool muted = false;  ///< small grey type: a reference row such as the defaults
};

/// A table split across pages by rows, its header repeated on every page.
struct Table {
  QString title;  ///< bold line above, repeated with "(continued)" on the next page
  std::vector<Column> columns;
  std::vector<Row> rows;
  bool zebra = true;
  QString caption;  ///< small grey text under the table

  Row& add(std::vector<Cell> cells)
  {
    rows.push_back({std::move(cells), false});
    return rows.back();
  }
};

/// What the renderer knows when it paints a figure: the headings with their pages (for the
/// contents on the cover).
struct ContentsEntry {
  QString number;  ///< "2.1"
  QString text;
  int level = 1;
  int page = 1;
};
struct RenderInfo {
  QList<ContentsEntry> contents;
  int pages = 0;
};

/// Something drawn in a fixed rectangle: a chart, a widget or a custom drawing. Never split.
struct Figure {
  QString title;     ///< bold line above, e.g. "Peer link utilisation per host"
  QString caption;   ///< small grey text below
  double height_mm;  ///< height of the drawing itself, without title and caption
  std::function<void(QCPPainter* painter, const QRectF& rect, const RenderInfo& info)> paint;
};

struct PageBreak {};
struct Spacer {
  double mm = 4;
};

using Block = std::variant<Heading, Paragraph, Table, Figure, PageBreak, Spacer>;

/// The document: its blocks and the texts of the running header and footer.
struct Document {
  std::vector<Block> blocks;
  QString title;        ///< PDF title
  QString headerLeft;   ///< running header, left (the scenario name)
  QString headerRight;  ///< running header, right
  QString footerLeft;   ///< footer, left; the right side says "Page N of M"

  void heading(const QString& text, int level = 1) { blocks.emplace_back(Heading{text, level}); }
  /// A numbered level-1 heading at the top of a new page.
  void chapter(const QString& text, bool numbered = true)
  {
    pageBreak();
    blocks.emplace_back(Heading{text, 1, numbered});
  }
  void paragraph(const QString& html, Paragraph::Style style = Paragraph::Style::Body,
                 bool keepTogether = false)
  {
    blocks.emplace_back(Paragraph{html, style, keepTogether});
  }
  void table(Table t) { blocks.emplace_back(std::move(t)); }
  void figure(Figure f) { blocks.emplace_back(std::move(f)); }
  void pageBreak() { blocks.emplace_back(PageBreak{}); }
  void spacer(double mm = 4) { blocks.emplace_back(Spacer{mm}); }
};

/// A chart figure: `build` creates the plot and draws it (the chart builders of app/gui);
/// the renderer gives it the report's fonts and paints it as vector graphics.
Figure chartFigure(const QString& title, double height_mm,
                   std::function<std::unique_ptr<QCustomPlot>()> build,
                   const QString& caption = QString());

/// A widget figure: `build` creates the widget (e.g. the stripe map), which is rendered at
/// the figure's size.
Figure widgetFigure(const QString& title, double height_mm,
                    std::function<std::unique_ptr<QWidget>()> build,
                    const QString& caption = QString());

}  // namespace accel::report
