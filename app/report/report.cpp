// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/report/report.h"

#include <QGuiApplication>
#include <QImageReader>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QScreen>

#include "app/core/units.h"
#include "app/core/version.h"
#include "app/report/renderer.h"
#include "app/report/sections.h"

namespace accel::report {

namespace {

/// The resolution of the layout: the screen's logical DPI, which is what QCustomPlot and
/// widgets measure their text with, so that charts lay out as they paint.
int layoutDpi()
{
  const QScreen* screen = QGuiApplication::primaryScreen();
  const int dpi = screen ? qRound(screen->logicalDotsPerInchY()) : 96;
  return dpi > 0 ? dpi : 96;
}

void fail(QString* error, const QString& message)
{
  if (error)
    *error = message;
}

}  // namespace

bool writeReport(const Scenario& s, const Evaluation& e, const ui::ReportOptions& options,
                 const QString& path, QString* error)
{
  // A file: C numbers (a decimal point), whatever the screen shows.
  const ui::ScopedNumberLocale cNumbers(QLocale::c());
  QImage logo;
  if (!options.logo_path.isEmpty()) {
    QImageReader reader(options.logo_path);
    reader.setAutoTransform(true);
    logo = reader.read();
    if (logo.isNull()) {
      fail(error, QStringLiteral("cannot read the logo %1: %2")
                      .arg(options.logo_path, reader.errorString()));
      return false;
    }
    // The cover shows it at most 60 x 24 mm: 1200 x 480 pixels are 500 dpi there, and a
    // photograph taken at full size would only make the PDF heavy.
    if (logo.width() > 1200 || logo.height() > 480)
      logo = logo.scaled(1200, 480, Qt::KeepAspectRatio, Qt::SmoothTransformation);
  }
  const QPageSize page(options.paper == ui::PaperSize::Letter ? QPageSize::Letter : QPageSize::A4);
  const Theme& theme = Theme::standard();
  const ReportContext ctx{s,
                          e,
                          options,
                          theme,
                          logo,
                          options.date.isValid() ? options.date : QDate::currentDate(),
                          page.size(QPageSize::Millimeter).height() - 2 * theme.margin_mm,
                          comparedOptions(s, e)};
  const Document doc = buildDocument(ctx);

  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    fail(error, QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return false;
  }
  int pages = 0;
  {
    QPdfWriter writer(&file);
    writer.setResolution(layoutDpi());
    writer.setPageLayout(QPageLayout(page, QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    writer.setTitle(doc.title);
    writer.setCreator(
        QStringLiteral("AccelSizer %1").arg(QString::fromLatin1(ui::kAccelSizerVersion)));
    pages = renderDocument(doc, writer, theme);
  }
  if (pages == 0) {
    file.cancelWriting();
    fail(error, QStringLiteral("cannot write %1: the PDF could not be painted").arg(path));
    return false;
  }
  if (!file.commit()) {
    fail(error, QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return false;
  }
  return true;
}

}  // namespace accel::report
