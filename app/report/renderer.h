// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file renderer.h
/// Lays a Document (blocks.h) out on pages and paints it onto a QPdfWriter: text measured
/// with QTextDocument and font metrics at the page width, tables split by rows with their
/// header repeated, a running header with the scenario name and a "Page N of M" footer on
/// every page but the first (the cover). Layout runs first over the whole document, so the
/// page count and the contents are known when painting starts.

#include <QColor>
#include <QFont>
#include <QString>

#include "app/report/blocks.h"

class QCustomPlot;
class QPdfWriter;

namespace accel::report {

/// Fonts, sizes and colours of the report.
struct Theme {
  QString family;      ///< DejaVu Sans when installed, else the system's sans-serif
  QString monoFamily;  ///< DejaVu Sans Mono when installed (formulas)
  double margin_mm = 20;
  double body_pt = 9.5;
  double small_pt = 8;
  double table_pt = 8.5;
  double chart_pt = 7.5;
  double h1_pt = 15;
  double h2_pt = 11.5;
  QColor text{0x22, 0x26, 0x2b};
  QColor muted{0x6b, 0x72, 0x7a};
  QColor accent{0x1f, 0x4e, 0x79};
  QColor rule{0xc9, 0xcf, 0xd6};
  QColor lightRule{0xe3, 0xe7, 0xeb};
  QColor zebra{0xf4, 0xf6, 0xf8};
  QColor headerFill{0xe4, 0xea, 0xf1};

  QFont font(double pt, bool bold = false) const;
  /// The report's theme; registers the DejaVu fonts with Qt if fontconfig does not list them.
  static const Theme& standard();
};

/// Gives a chart built by the app/gui chart functions the report's fonts and a white
/// background (its axes, legend and text items).
void paperStyle(QCustomPlot* plot, const Theme& theme);

/// Renders `doc` onto `writer` (page size and resolution already set). Returns the number of
/// pages, or 0 when the writer could not be painted on.
int renderDocument(const Document& doc, QPdfWriter& writer, const Theme& theme);

}  // namespace accel::report
