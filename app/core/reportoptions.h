// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file reportoptions.h
/// What a PDF report needs besides the scenario and its evaluation: who prepared it, the
/// logo, the paper and the date. The GUI keeps them as settings; the command line takes them
/// as options (`accelsizer-cli report`).

#include <QDate>
#include <QString>

namespace accel::ui {

enum class PaperSize { A4, Letter };

/// "a4" or "letter", as the command line and the settings spell them.
QString paperSizeWord(PaperSize p);
/// Reads "a4" or "letter" (any case); false for anything else.
bool parsePaperSize(const QString& word, PaperSize* out);

struct ReportOptions {
  QString author;     ///< "Prepared by" on the cover; empty: not shown
  QString logo_path;  ///< an image file for the cover; empty: no logo
  PaperSize paper = PaperSize::A4;
  QDate date;  ///< the report's date; invalid: today
};

}  // namespace accel::ui
