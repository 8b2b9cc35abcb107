// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/report/renderer.h"

#include <QAbstractTextDocumentLayout>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <memory>

#include "app/charts/qcp.h"

namespace accel::report {

// ---- Theme ------------------------------------------------------------------------------

namespace {

/// The family if Qt knows it, after registering the fonts of fonts-dejavu-core when
/// fontconfig did not list them; empty if it is not installed.
QString installedFamily(const QString& family, const QStringList& files)
{
  if (QFontDatabase::families().contains(family))
    return family;
  for (const QString& file : files)
    QFontDatabase::addApplicationFont(QStringLiteral("/usr/share/fonts/truetype/dejavu/") + file);
  return QFontDatabase::families().contains(family) ? family : QString();
}

}  // namespace

QFont Theme::font(double pt, bool bold) const
{
  QFont f(family);
  f.setPointSizeF(pt);
  f.setBold(bold);
  f.setStyleHint(QFont::SansSerif);
  // No ligatures: "fi" and "ffi" would reach the PDF as ligature glyphs, and a reader who
  // searches or copies "traffic" would not find it. Qt shapes without them when the letter
  // spacing is not zero; 1/64 of a pixel is invisible.
  f.setLetterSpacing(QFont::AbsoluteSpacing, 1.0 / 64);
  return f;
}

const Theme& Theme::standard()
{
  static const Theme theme = [] {
    Theme t;
    t.family =
        installedFamily(QStringLiteral("DejaVu Sans"),
                        {QStringLiteral("DejaVuSans.ttf"), QStringLiteral("DejaVuSans-Bold.ttf")});
    if (t.family.isEmpty())
      t.family = QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    t.monoFamily =
        installedFamily(QStringLiteral("DejaVu Sans Mono"), {QStringLiteral("DejaVuSansMono.ttf")});
    if (t.monoFamily.isEmpty())
      t.monoFamily = QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
    return t;
  }();
  return theme;
}

void paperStyle(QCustomPlot* plot, const Theme& theme)
{
  const QFont small = theme.font(theme.chart_pt);
  const QFont label = theme.font(theme.chart_pt + 0.5);
  plot->setFont(small);
  plot->setBackground(Qt::white);
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      axis->setTickLabelFont(small);
      axis->setLabelFont(label);
      axis->setLabelColor(theme.text);
      axis->setTickLabelColor(theme.text);
    }
  }
  plot->legend->setFont(small);
  plot->legend->setBrush(Qt::NoBrush);
  plot->legend->setIconSize(18, 9);
  plot->legend->setIconTextPadding(4);
  for (int i = 0; i < plot->legend->itemCount(); ++i)
    if (QCPAbstractLegendItem* item = plot->legend->item(i))
      item->setFont(small);
  for (int i = 0; i < plot->itemCount(); ++i)
    if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
      text->setFont(small);
}

// ---- Layout and painting ----------------------------------------------------------------

namespace {

constexpr double kHuge = 1.0e7;

/// A block's piece on a page.
struct Placement {
  std::size_t block = 0;
  double y = 0;                          ///< top on the page, device pixels
  double height = 0;                     ///< what it occupies
  double sliceTop = 0, sliceBottom = 0;  ///< paragraphs: the part of the text shown
  int rowBegin = 0, rowEnd = 0;          ///< tables: the rows shown
  bool caption = false;                  ///< tables: the caption is on this piece
};

struct TableMetrics {
  std::vector<double> x;       ///< left edge of each column, relative to the body
  std::vector<double> widths;  ///< width of each column
  double title = 0;            ///< the title line above, with its gap
  double header = 0;
  std::vector<double> rows;
  double caption = 0;
};

class Engine {
public:
  Engine(const Document& doc, QPdfWriter& writer, const Theme& theme)
      : doc_(doc), writer_(writer), theme_(theme)
  {
    dpi_ = writer.resolution();
    const QSizeF page = writer.pageLayout().fullRectPoints().size();
    pageW_ = page.width() / 72.0 * dpi_;
    pageH_ = page.height() / 72.0 * dpi_;
    left_ = mm(theme.margin_mm);
    top_ = mm(theme.margin_mm);
    right_ = pageW_ - mm(theme.margin_mm);
    bottom_ = pageH_ - mm(theme.margin_mm);
  }

  void layout();
  int paint(QCPPainter& p);
  const RenderInfo& info() const { return info_; }

private:
  double mm(double v) const { return v / 25.4 * dpi_; }
  double width() const { return right_ - left_; }
  QFontMetricsF metrics(const QFont& f) const { return QFontMetricsF(f, &writer_); }

  // Measurement.
  std::unique_ptr<QTextDocument> textDocument(const QString& html, const QFont& font) const;
  void measure();
  void measureTable(std::size_t i, const Table& t);
  double cellHeight(const Cell& c, double w, bool header, bool muted) const;
  double textHeight(const QString& text, const QFont& f, double w, int flags) const;
  double figureHeight(const Figure& f) const;
  double headingAfter(int level) const { return mm(level == 1 ? 3.0 : 1.8); }
  double headingBefore(int level) const { return mm(level == 1 ? 6.0 : 4.0); }
  /// Space the start of block i needs so that a heading before it is not left alone.
  double minStart(std::size_t i) const;
  /// Space a table needs on a page to start there from row r.
  double tableNeed(std::size_t i, int r) const;

  // Pagination.
  void newPage();
  double remaining() const { return bottom_ - y_; }
  bool atTop() const { return pages_.back().empty(); }
  void place(Placement pl, double after);

  // Painting.
  void paintPage(QCPPainter& p, std::size_t page);
  void paintRunning(QCPPainter& p, int page);
  void paintHeading(QCPPainter& p, const Placement& pl);
  void paintText(QCPPainter& p, const Placement& pl);
  void paintTable(QCPPainter& p, const Placement& pl, const Table& t);
  void paintRow(QCPPainter& p, const Table& t, const TableMetrics& m, const Row* row, double y,
                double h, bool shaded);
  void paintFigure(QCPPainter& p, const Placement& pl, const Figure& f);

  const Document& doc_;
  QPdfWriter& writer_;
  const Theme& theme_;
  double dpi_ = 96;
  double pageW_ = 0, pageH_ = 0, left_ = 0, top_ = 0, right_ = 0, bottom_ = 0;

  std::vector<std::unique_ptr<QTextDocument>> texts_;  ///< headings and paragraphs
  std::vector<std::vector<double>> lines_;             ///< paragraph line bottoms
  std::vector<TableMetrics> tables_;
  std::vector<QString> numbers_;  ///< heading numbers

  std::vector<std::vector<Placement>> pages_;
  double y_ = 0;
  RenderInfo info_;
};

std::unique_ptr<QTextDocument> Engine::textDocument(const QString& html, const QFont& font) const
{
  auto d = std::make_unique<QTextDocument>();
  d->documentLayout()->setPaintDevice(&writer_);
  d->setDocumentMargin(0);
  d->setDefaultFont(font);
  d->setDefaultStyleSheet(
      QStringLiteral("p { margin-top: 0; margin-bottom: 0; } "
                     "p.gap { margin-top: %1px; } "
                     "li { margin-bottom: %2px; } "
                     "ol, ul { margin-top: %3px; margin-left: 0; -qt-list-indent: 1; } "
                     "td { padding: 0; } .muted { color: %4; } .code { font-family: '%5'; }")
          .arg(mm(1.6))
          .arg(mm(0.8))
          .arg(mm(1.0))
          .arg(theme_.muted.name(), theme_.monoFamily));
  d->setHtml(html);
  d->setTextWidth(width());
  return d;
}

double Engine::textHeight(const QString& text, const QFont& f, double w, int flags) const
{
  if (text.isEmpty())
    return 0;
  return metrics(f).boundingRect(QRectF(0, 0, w, kHuge), flags | Qt::TextWordWrap, text).height();
}

double Engine::cellHeight(const Cell& c, double w, bool header, bool muted) const
{
  const double padY = mm(1.0);
  const double dot = c.dot.isValid() ? mm(4.2) : 0;
  const QFont f = theme_.font(muted ? theme_.table_pt - 0.5 : theme_.table_pt, header || c.bold);
  double h = textHeight(c.text, f, w - dot, Qt::AlignLeft);
  if (!c.note.isEmpty())
    h += mm(0.4) + textHeight(c.note, theme_.font(theme_.small_pt - 0.5), w - dot, Qt::AlignLeft);
  if (c.dot.isValid())
    h = std::max(h, mm(3.4));
  return h + 2 * padY;
}

void Engine::measureTable(std::size_t i, const Table& t)
{
  TableMetrics& m = tables_[i];
  double total = 0;
  for (const Column& c : t.columns)
    total += c.width;
  const double padX = mm(1.6);
  for (const Column& c : t.columns)
    m.widths.push_back(total > 0 ? width() * c.width / total : 0);
  // Widen a column that cannot hold its longest word, at the expense of those with room.
  std::vector<double> least(t.columns.size(), 0.0);
  const auto longestWord = [this](const QString& text, const QFont& f) {
    double w = 0;
    const QFontMetricsF fm = metrics(f);
    for (const QString& word :
         text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
      w = std::max(w, fm.horizontalAdvance(word));
    return w;
  };
  for (std::size_t k = 0; k < t.columns.size(); ++k) {
    least[k] = longestWord(t.columns[k].title, theme_.font(theme_.table_pt, true));
    for (const Row& r : t.rows)
      if (k < r.cells.size())
        least[k] = std::max(
            least[k], longestWord(r.cells[k].text, theme_.font(theme_.table_pt, r.cells[k].bold)) +
                          (r.cells[k].dot.isValid() ? mm(4.2) : 0));
    least[k] += 2 * padX + 1;
  }
  double deficit = 0, slack = 0;
  for (std::size_t k = 0; k < least.size(); ++k) {
    deficit += std::max(0.0, least[k] - m.widths[k]);
    slack += std::max(0.0, m.widths[k] - least[k]);
  }
  if (deficit > 0 && slack > 0) {
    const double share = std::min(1.0, deficit / slack);
    for (std::size_t k = 0; k < least.size(); ++k)
      m.widths[k] =
          m.widths[k] < least[k] ? least[k] : m.widths[k] - share * (m.widths[k] - least[k]);
  }
  double x = 0;
  for (double w : m.widths) {
    m.x.push_back(x);
    x += w;
  }
  bool header = false;
  for (std::size_t k = 0; k < t.columns.size(); ++k) {
    if (t.columns[k].title.isEmpty())
      continue;
    header = true;
    m.header = std::max(m.header,
                        cellHeight(Cell(t.columns[k].title), m.widths[k] - 2 * padX, true, false));
  }
  if (!header)
    m.header = 0;
  for (const Row& r : t.rows) {
    double h = 0;
    for (std::size_t k = 0; k < r.cells.size() && k < m.widths.size(); ++k)
      h = std::max(h, cellHeight(r.cells[k], m.widths[k] - 2 * padX, false, r.muted));
    m.rows.push_back(h);
  }
  if (!t.caption.isEmpty())
    m.caption = mm(1.5) + textHeight(t.caption, theme_.font(theme_.small_pt), width(), 0);
  if (!t.title.isEmpty())
    m.title = textHeight(t.title, theme_.font(theme_.body_pt, true), width(), 0) + mm(1.5);
}

double Engine::figureHeight(const Figure& f) const
{
  double h = mm(f.height_mm);
  if (!f.title.isEmpty())
    h += textHeight(f.title, theme_.font(theme_.body_pt, true), width(), 0) + mm(1.5);
  if (!f.caption.isEmpty())
    h += mm(1.5) + textHeight(f.caption, theme_.font(theme_.small_pt), width(), 0);
  return h;
}

void Engine::measure()
{
  const std::size_t n = doc_.blocks.size();
  texts_.resize(n);
  lines_.resize(n);
  tables_.resize(n);
  numbers_.resize(n);
  int h1 = 0, h2 = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Block& b = doc_.blocks[i];
    if (const auto* h = std::get_if<Heading>(&b)) {
      QString number;
      if (h->numbered && h->level == 1) {
        number = QString::number(++h1);
        h2 = 0;
      } else if (h->numbered && h->level == 2) {
        number = QStringLiteral("%1.%2").arg(h1).arg(++h2);
      }
      numbers_[i] = number;
      const QString html =
          number.isEmpty() ? h->text.toHtmlEscaped()
                           : QStringLiteral("<span style='color:%1'>%2</span>&#160;&#160;&#160;%3")
                                 .arg(theme_.accent.name(), number, h->text.toHtmlEscaped());
      texts_[i] =
          textDocument(html, theme_.font(h->level == 1 ? theme_.h1_pt : theme_.h2_pt, true));
    } else if (const auto* p = std::get_if<Paragraph>(&b)) {
      const double pt = p->style == Paragraph::Style::Small  ? theme_.small_pt
                        : p->style == Paragraph::Style::Lead ? theme_.body_pt + 1.5
                                                             : theme_.body_pt;
      texts_[i] = textDocument(p->html, theme_.font(pt));
      // Where each line ends, for splitting across pages between lines.
      auto& bottoms = lines_[i];
      QAbstractTextDocumentLayout* layout = texts_[i]->documentLayout();
      for (QTextBlock tb = texts_[i]->begin(); tb.isValid(); tb = tb.next()) {
        const QRectF br = layout->blockBoundingRect(tb);
        const QTextLayout* tl = tb.layout();
        for (int l = 0; tl && l < tl->lineCount(); ++l)
          bottoms.push_back(br.top() + tl->lineAt(l).rect().bottom());
      }
      std::sort(bottoms.begin(), bottoms.end());
    } else if (const auto* t = std::get_if<Table>(&b)) {
      measureTable(i, *t);
    }
  }
}

double Engine::minStart(std::size_t i) const
{
  if (i >= doc_.blocks.size())
    return 0;
  const Block& b = doc_.blocks[i];
  if (std::holds_alternative<Heading>(b)) {
    const int level = std::get<Heading>(b).level;
    return texts_[i]->size().height() + headingAfter(level) + minStart(i + 1);
  }
  if (const auto* p = std::get_if<Paragraph>(&b)) {
    const auto& lines = lines_[i];
    if (p->keepTogether || lines.size() <= 3)
      return texts_[i]->size().height();
    return lines[1];
  }
  if (std::holds_alternative<Table>(b))
    return tableNeed(i, 0);
  if (const auto* f = std::get_if<Figure>(&b))
    return figureHeight(*f);
  return 0;
}

double Engine::tableNeed(std::size_t i, int r) const
{
  const TableMetrics& m = tables_[i];
  const int rows = static_cast<int>(m.rows.size());
  // Title, header and at least one row (the last one with the caption).
  double need = m.title + m.header + (r < rows ? m.rows[static_cast<std::size_t>(r)] : 0) +
                (r >= rows - 1 ? m.caption : 0);
  if (r == 0) {
    // A short table (up to 40 % of a page) stays in one piece; a long one starts with three
    // rows at least.
    double whole = m.title + m.header + m.caption;
    for (double row : m.rows)
      whole += row;
    if (whole <= 0.4 * (bottom_ - top_))
      return whole;
    for (std::size_t k = 1; k < 3 && k < m.rows.size(); ++k)
      need += m.rows[k];
  }
  return need;
}

void Engine::newPage()
{
  pages_.emplace_back();
  y_ = top_;
}

void Engine::place(Placement pl, double after)
{
  pl.y = y_;
  pages_.back().push_back(pl);
  y_ += pl.height + after;
}

void Engine::layout()
{
  measure();
  pages_.clear();
  newPage();
  const std::size_t n = doc_.blocks.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Block& b = doc_.blocks[i];
    if (std::holds_alternative<PageBreak>(b)) {
      if (!atTop())
        newPage();
    } else if (const auto* s = std::get_if<Spacer>(&b)) {
      if (!atTop())
        y_ += mm(s->mm);
    } else if (const auto* hd = std::get_if<Heading>(&b)) {
      const double height = texts_[i]->size().height() + (hd->level == 1 ? mm(1.6) : 0);
      if (!atTop())
        y_ += headingBefore(hd->level);
      if (!atTop() && y_ + height + headingAfter(hd->level) + minStart(i + 1) > bottom_)
        newPage();
      if (hd->contents && (!numbers_[i].isEmpty() || hd->level == 1))
        info_.contents.append({numbers_[i], hd->text, hd->level, static_cast<int>(pages_.size())});
      Placement pl;
      pl.block = i;
      pl.height = height;
      place(pl, headingAfter(hd->level));
    } else if (const auto* p = std::get_if<Paragraph>(&b)) {
      const double total = texts_[i]->size().height();
      const double after = mm(2.2);
      if (p->keepTogether && total > remaining() && !atTop())
        newPage();
      double from = 0;
      while (true) {
        Placement pl;
        pl.block = i;
        pl.sliceTop = from;
        if (total - from <= remaining() || (p->keepTogether && atTop())) {
          pl.sliceBottom = total;
          pl.height = total - from;
          place(pl, after);
          break;
        }
        // The last line bottom that fits; at least two lines on a page (else move on).
        double cut = from;
        int count = 0;
        for (double bottom : lines_[i]) {
          if (bottom <= from + 0.5)
            continue;
          if (bottom - from > remaining())
            break;
          cut = bottom;
          ++count;
        }
        if (count < 2 && !atTop()) {
          newPage();
          continue;
        }
        if (count == 0)  // a line taller than a page: show what fits
          cut = from + remaining();
        pl.sliceBottom = cut;
        pl.height = cut - from;
        place(pl, 0);
        newPage();
        from = cut;
      }
    } else if (std::holds_alternative<Table>(b)) {
      const TableMetrics& m = tables_[i];
      const int rows = static_cast<int>(m.rows.size());
      int r = 0;
      while (true) {
        if (tableNeed(i, r) > remaining() && !atTop())
          newPage();
        Placement pl;
        pl.block = i;
        pl.rowBegin = r;
        double h = m.title + m.header;
        while (r < rows) {
          const double row = m.rows[static_cast<std::size_t>(r)];
          const double extra = r == rows - 1 ? m.caption : 0;
          if (r > pl.rowBegin && h + row + extra > remaining())
            break;
          h += row;
          ++r;
        }
        pl.rowEnd = r;
        if (r == rows) {
          pl.caption = true;
          pl.height = h + m.caption;
          place(pl, mm(4));
          break;
        }
        pl.height = h;
        place(pl, 0);
        newPage();
      }
    } else if (const auto* f = std::get_if<Figure>(&b)) {
      const double h = figureHeight(*f);
      if (h > remaining() && !atTop())
        newPage();
      Placement pl;
      pl.block = i;
      pl.height = h;
      place(pl, mm(5));
    }
  }
  if (pages_.size() > 1 && pages_.back().empty())
    pages_.pop_back();
  info_.pages = static_cast<int>(pages_.size());
}

int Engine::paint(QCPPainter& p)
{
  for (std::size_t page = 0; page < pages_.size(); ++page) {
    if (page > 0)
      writer_.newPage();
    paintPage(p, page);
  }
  return static_cast<int>(pages_.size());
}

void Engine::paintPage(QCPPainter& p, std::size_t page)
{
  p.fillRect(QRectF(0, 0, pageW_, pageH_), Qt::white);
  if (page > 0)
    paintRunning(p, static_cast<int>(page) + 1);
  for (const Placement& pl : pages_[page]) {
    const Block& b = doc_.blocks[pl.block];
    if (std::holds_alternative<Heading>(b))
      paintHeading(p, pl);
    else if (std::holds_alternative<Paragraph>(b))
      paintText(p, pl);
    else if (const auto* t = std::get_if<Table>(&b))
      paintTable(p, pl, *t);
    else if (const auto* f = std::get_if<Figure>(&b))
      paintFigure(p, pl, *f);
  }
}

void Engine::paintRunning(QCPPainter& p, int page)
{
  p.save();
  const QFont f = theme_.font(theme_.small_pt - 0.5);
  const QFont bold = theme_.font(theme_.small_pt - 0.5, true);
  const double lineH = metrics(f).height();
  // Header: the scenario name left, the document right, a rule under them.
  const double headerY = top_ - mm(9);
  p.setPen(theme_.text);
  p.setFont(bold);
  const QRectF header(left_, headerY, width(), lineH);
  p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter,
             metrics(bold).elidedText(doc_.headerLeft, Qt::ElideRight, width() * 0.6));
  p.setFont(f);
  p.setPen(theme_.muted);
  p.drawText(header, Qt::AlignRight | Qt::AlignVCenter,
             metrics(f).elidedText(doc_.headerRight, Qt::ElideRight, width() * 0.38));
  p.setPen(QPen(theme_.rule, mm(0.2)));
  p.drawLine(QPointF(left_, headerY + lineH + mm(1.2)), QPointF(right_, headerY + lineH + mm(1.2)));
  // Footer: a rule, the application and date left, "Page N of M" right.
  const double footerY = bottom_ + mm(7);
  p.drawLine(QPointF(left_, footerY - mm(1.2)), QPointF(right_, footerY - mm(1.2)));
  const QRectF footer(left_, footerY, width(), lineH);
  p.setPen(theme_.muted);
  p.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, doc_.footerLeft);
  p.setPen(theme_.text);
  p.drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
             QStringLiteral("Page %1 of %2").arg(page).arg(pages_.size()));
  p.restore();
}

void Engine::paintHeading(QCPPainter& p, const Placement& pl)
{
  const auto& h = std::get<Heading>(doc_.blocks[pl.block]);
  QTextDocument* d = texts_[pl.block].get();
  p.save();
  p.translate(left_, pl.y);
  QAbstractTextDocumentLayout::PaintContext ctx;
  ctx.palette.setColor(QPalette::Text, h.level == 1 ? theme_.accent : theme_.text);
  d->documentLayout()->draw(&p, ctx);
  if (h.level == 1) {
    p.setPen(QPen(theme_.accent, mm(0.35)));
    const double y = d->size().height() + mm(1.2);
    p.drawLine(QPointF(0, y), QPointF(width(), y));
  }
  p.restore();
}

void Engine::paintText(QCPPainter& p, const Placement& pl)
{
  QTextDocument* d = texts_[pl.block].get();
  p.save();
  p.translate(left_, pl.y - pl.sliceTop);
  QAbstractTextDocumentLayout::PaintContext ctx;
  ctx.palette.setColor(QPalette::Text, theme_.text);
  ctx.clip = QRectF(-mm(5), pl.sliceTop, width() + mm(10), pl.sliceBottom - pl.sliceTop);
  p.setClipRect(ctx.clip);
  d->documentLayout()->draw(&p, ctx);
  p.restore();
}

void Engine::paintRow(QCPPainter& p, const Table& t, const TableMetrics& m, const Row* row,
                      double y, double h, bool shaded)
{
  const double padX = mm(1.6), padY = mm(1.0);
  const bool header = row == nullptr;
  if (header)
    p.fillRect(QRectF(left_, y, width(), h), theme_.headerFill);
  else if (shaded)
    p.fillRect(QRectF(left_, y, width(), h), theme_.zebra);
  for (std::size_t k = 0; k < t.columns.size(); ++k) {
    Cell cell =
        header ? Cell(t.columns[k].title) : (k < row->cells.size() ? row->cells[k] : Cell());
    const bool muted = row && row->muted;
    QRectF r(left_ + m.x[k], y, m.widths[k], h);
    if (cell.fill.isValid())
      p.fillRect(r, cell.fill);
    r.adjust(padX, padY, -padX, -padY);
    if (cell.dot.isValid()) {
      const double d = mm(2.8);
      p.setPen(QPen(cell.dot.darker(125), mm(0.15)));
      p.setBrush(cell.dot);
      p.drawEllipse(QRectF(r.left(), r.top() + mm(0.3), d, d));
      p.setBrush(Qt::NoBrush);
      r.setLeft(r.left() + mm(4.2));
    }
    const Qt::Alignment align = t.columns[k].align;
    const QFont f =
        theme_.font(muted ? theme_.table_pt - 0.5 : theme_.table_pt, header || cell.bold);
    p.setFont(f);
    p.setPen(cell.color.isValid() ? cell.color
             : muted              ? theme_.muted
             : header             ? theme_.accent
                                  : theme_.text);
    const int flags = static_cast<int>(align | Qt::AlignTop) | Qt::TextWordWrap;
    p.drawText(r, flags, cell.text);
    if (!cell.note.isEmpty()) {
      const QFont nf = theme_.font(theme_.small_pt - 0.5);
      const double top = textHeight(cell.text, f, r.width(), 0) + mm(0.4);
      p.setFont(nf);
      p.setPen(theme_.muted);
      p.drawText(r.adjusted(0, top, 0, 0), flags, cell.note);
    }
  }
  p.setPen(QPen(header ? theme_.rule : theme_.lightRule, mm(header ? 0.25 : 0.15)));
  p.drawLine(QPointF(left_, y + h), QPointF(right_, y + h));
}

void Engine::paintTable(QCPPainter& p, const Placement& pl, const Table& t)
{
  const TableMetrics& m = tables_[pl.block];
  p.save();
  double y = pl.y;
  if (m.title > 0) {
    p.setFont(theme_.font(theme_.body_pt, true));
    p.setPen(theme_.text);
    p.drawText(QRectF(left_, y, width(), m.title), Qt::TextWordWrap,
               pl.rowBegin > 0 ? t.title + QStringLiteral(" (continued)") : t.title);
    y += m.title;
  }
  if (m.header > 0) {
    p.setPen(QPen(theme_.rule, mm(0.25)));
    p.drawLine(QPointF(left_, y), QPointF(right_, y));
    paintRow(p, t, m, nullptr, y, m.header, false);
    y += m.header;
  }
  for (int r = pl.rowBegin; r < pl.rowEnd; ++r) {
    const auto i = static_cast<std::size_t>(r);
    paintRow(p, t, m, &t.rows[i], y, m.rows[i], t.zebra && r % 2 == 1);
    y += m.rows[i];
  }
  if (pl.rowEnd == static_cast<int>(t.rows.size())) {
    p.setPen(QPen(theme_.rule, mm(0.25)));
    p.drawLine(QPointF(left_, y), QPointF(right_, y));
  }
  if (pl.caption && !t.caption.isEmpty()) {
    p.setFont(theme_.font(theme_.small_pt));
    p.setPen(theme_.muted);
    p.drawText(QRectF(left_, y + mm(1.5), width(), m.caption), Qt::TextWordWrap, t.caption);
  }
  p.restore();
}

void Engine::paintFigure(QCPPainter& p, const Placement& pl, const Figure& f)
{
  double y = pl.y;
  if (!f.title.isEmpty()) {
    const QFont tf = theme_.font(theme_.body_pt, true);
    const double h = textHeight(f.title, tf, width(), 0);
    p.setFont(tf);
    p.setPen(theme_.text);
    p.drawText(QRectF(left_, y, width(), h), Qt::TextWordWrap, f.title);
    y += h + mm(1.5);
  }
  const QRectF area(left_, y, width(), mm(f.height_mm));
  if (f.paint) {
    p.save();
    f.paint(&p, area, info_);
    p.restore();
  }
  y += area.height();
  if (!f.caption.isEmpty()) {
    const QFont cf = theme_.font(theme_.small_pt);
    p.setFont(cf);
    p.setPen(theme_.muted);
    p.drawText(QRectF(left_, y + mm(1.5), width(), textHeight(f.caption, cf, width(), 0)),
               Qt::TextWordWrap, f.caption);
  }
}

}  // namespace

int renderDocument(const Document& doc, QPdfWriter& writer, const Theme& theme)
{
  Engine engine(doc, writer, theme);
  engine.layout();
  QCPPainter painter;
  if (!painter.begin(&writer))
    return 0;
  painter.setMode(QCPPainter::pmVectorized);
  painter.setMode(QCPPainter::pmNonCosmetic);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setRenderHint(QPainter::TextAntialiasing);
  const int pages = engine.paint(painter);
  return painter.end() ? pages : 0;
}

}  // namespace accel::report
