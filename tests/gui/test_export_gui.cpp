// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Export for slides: charts saved as SVG (valid XML, the chosen size) and PNG (the chosen
// pixels), copied to the clipboard; tables copied as tab-separated text and saved as CSV whose
// numbers are the results document's; failures name the path and the reason.
#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <cmath>

#include "app/charts/qcp.h"
#include "app/charts/replicachart.h"
#include "app/core/resultsjson.h"
#include "app/gui/boundtable.h"
#include "app/gui/chartexport.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resultspanel.h"
#include "app/gui/resultstables.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "app/gui/tableexport.h"
#include "app/gui/theme.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

namespace {

QString example()
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR
                        "/resources/examples/build-cluster-1gbe.accelsizer.json");
}

void keep(QWidget* w, const QString& name)
{
  const QString dir = qEnvironmentVariable("ACCELSIZER_SCREENS_DIR");
  if (!dir.isEmpty())
    w->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

/// RFC 4180 read back, independently of the writer: quoted fields with doubled quotes, commas
/// and line breaks inside quotes.
QList<QStringList> parseCsv(const QString& text)
{
  QList<QStringList> rows;
  QStringList row;
  QString field;
  bool quoted = false;
  bool any = false;
  for (int i = 0; i < text.size(); ++i) {
    const QChar c = text.at(i);
    if (quoted) {
      if (c == QLatin1Char('"')) {
        if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
          field += c;
          ++i;
        } else {
          quoted = false;
        }
      } else {
        field += c;
      }
    } else if (c == QLatin1Char('"') && field.isEmpty()) {
      quoted = true;
      any = true;
    } else if (c == QLatin1Char(',')) {
      row << field;
      field.clear();
      any = true;
    } else if (c == QLatin1Char('\n')) {
      row << field;
      rows << row;
      row.clear();
      field.clear();
      any = false;
    } else {
      field += c;
      any = true;
    }
  }
  if (any)
    rows << (row << field);
  return rows;
}

/// The root element's attributes of an SVG, after reading the whole document (valid XML).
struct SvgRoot {
  bool valid = false;
  QString error;
  QString width, height, viewBox;
  int texts = 0;
  QStringList words;
};

SvgRoot readSvg(const QByteArray& data)
{
  SvgRoot r;
  QXmlStreamReader xml(data);
  bool root = true;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement())
      continue;
    if (root) {
      root = false;
      if (xml.name() != QLatin1String("svg"))
        return r;
      r.width = xml.attributes().value(QLatin1String("width")).toString();
      r.height = xml.attributes().value(QLatin1String("height")).toString();
      r.viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
    }
    if (xml.name() == QLatin1String("text")) {
      ++r.texts;
      r.words << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    }
  }
  r.valid = !xml.hasError() && !root;
  r.error = xml.errorString();
  return r;
}

double mm(const QString& attribute)
{
  QString s = attribute;
  REQUIRE(s.endsWith(QLatin1String("mm")));
  s.chop(2);
  bool ok = false;
  const double v = s.toDouble(&ok);
  REQUIRE(ok);
  return v;
}

/// Share of pixels that are not the background's colour.
double inkShare(const QImage& image)
{
  const QRgb bg = image.pixel(0, 0);
  qint64 ink = 0;
  for (int y = 0; y < image.height(); y += 2)
    for (int x = 0; x < image.width(); x += 2)
      ink += image.pixel(x, y) != bg ? 1 : 0;
  return static_cast<double>(ink) / (static_cast<double>(image.width()) * image.height() / 4.0);
}

}  // namespace

TEST_CASE(
    "Export: a chart saved as SVG is valid XML at the chosen size, as PNG at the chosen "
    "pixels, copied as an image",
    "[gui][export]")
{
  MainWindow w;
  w.resize(1280, 860);
  w.show();
  REQUIRE(w.openFile(example()));
  ReplicaChart* chart = w.results()->replicaChart();
  REQUIRE(chart);
  w.results()->tabs()->setCurrentWidget(chart->parentWidget());
  QApplication::processEvents();
  const QSize onScreen = chart->size();
  QTemporaryDir dir;
  REQUIRE(dir.isValid());

  SECTION("SVG: valid XML, the declared size, the chart's texts, drawable")
  {
    ChartExportSize size;
    size.unit = ChartExportSize::Unit::Centimetres;
    size.width = 24.0;
    size.height = 13.5;
    const QString path = dir.filePath(QStringLiteral("replica.svg"));
    QString error;
    REQUIRE(saveChartSvg(chart, path, size, &error));
    CHECK(error.isEmpty());
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QByteArray data = f.readAll();
    const SvgRoot svg = readSvg(data);
    INFO(svg.error.toStdString());
    REQUIRE(svg.valid);
    // 24 x 13.5 cm at 96 pixels per inch: 907 x 510 layout pixels, declared in millimetres.
    const QSize l = size.layoutPixels();
    CHECK(l == QSize(907, 510));
    CHECK(svg.viewBox == QStringLiteral("0 0 907 510"));
    CHECK_THAT(mm(svg.width), Catch::Matchers::WithinAbs(240.0, 0.3));
    CHECK_THAT(mm(svg.height), Catch::Matchers::WithinAbs(135.0, 0.3));
    // Vector text, not a picture: the axis title is a text element.
    CHECK(svg.texts > 5);
    const QString axis = chart->yAxis->label();
    REQUIRE_FALSE(axis.isEmpty());
    CHECK(svg.words.join(QLatin1Char(' ')).contains(axis.section(QLatin1Char(' '), 0, 0)));
    // Qt SVG reads it back at the same size and draws a chart (not an empty page).
    QSvgRenderer renderer(data);
    REQUIRE(renderer.isValid());
    CHECK(renderer.viewBox() == QRect(0, 0, 907, 510));
    QImage drawn(907, 510, QImage::Format_ARGB32);
    drawn.fill(Qt::white);
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    CHECK(inkShare(drawn) > 0.01);
    const QString keepDir = qEnvironmentVariable("ACCELSIZER_SCREENS_DIR");
    if (!keepDir.isEmpty()) {
      QFile::copy(path, QDir(keepDir).filePath(QStringLiteral("export-replica.svg")));
      drawn.save(QDir(keepDir).filePath(QStringLiteral("export-replica-svg.png")));
    }
    // The chart on screen keeps its size.
    CHECK(chart->size() == onScreen);
  }

  SECTION("PNG: the chosen pixels times the scale, with the resolution for the slide")
  {
    ChartExportSize size;
    size.unit = ChartExportSize::Unit::Pixels;
    size.width = 800;
    size.height = 450;
    size.scale = 2.0;
    const QString path = dir.filePath(QStringLiteral("replica.png"));
    QString error;
    REQUIRE(saveChartPng(chart, path, size, &error));
    QImageReader reader(path);
    CHECK(reader.format() == "png");
    const QImage image = reader.read();
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(1600, 900));
    CHECK(image.dotsPerMeterX() == static_cast<int>(std::lround(2 * 96 / 0.0254)));
    CHECK(inkShare(image) > 0.01);
    const QString keepDir = qEnvironmentVariable("ACCELSIZER_SCREENS_DIR");
    if (!keepDir.isEmpty())
      image.save(QDir(keepDir).filePath(QStringLiteral("export-replica.png")));

    // In centimetres: 10 x 5 cm at scale 1.5.
    size.unit = ChartExportSize::Unit::Centimetres;
    size.width = 10.0;
    size.height = 5.0;
    size.scale = 1.5;
    REQUIRE(saveChartPng(chart, path, size, &error));
    const QImage cm(path);
    CHECK(cm.size() == QSize(std::lround(378 * 1.5), std::lround(189 * 1.5)));
    CHECK(chart->size() == onScreen);
  }

  SECTION("Copy: the image on the clipboard")
  {
    ChartExportSize size;
    size.unit = ChartExportSize::Unit::Pixels;
    size.width = 640;
    size.height = 360;
    size.scale = 1.0;
    copyChart(chart, size);
    const QImage image = QApplication::clipboard()->image();
    CHECK(image.size() == QSize(640, 360));
  }

  SECTION("An unwritable place: the path and the reason, no file")
  {
    const QString path = dir.filePath(QStringLiteral("no-such-folder/replica.png"));
    QString error;
    CHECK_FALSE(saveChartPng(chart, path, ChartExportSize(), &error));
    CHECK(error.contains(QDir::toNativeSeparators(path)));
    CHECK(error.size() > QDir::toNativeSeparators(path).size() + 12);  // and why
    CHECK_FALSE(QFile::exists(path));
    error.clear();
    CHECK_FALSE(saveChartSvg(chart, dir.filePath(QStringLiteral("no-such-folder/r.svg")),
                             ChartExportSize(), &error));
    CHECK(error.contains(QStringLiteral("no-such-folder")));
  }

  SECTION("Every chart of the results has the menu")
  {
    const QList<QCustomPlot*> plots = w.results()->findChildren<QCustomPlot*>();
    CHECK(plots.size() >= 10);
    for (QCustomPlot* plot : plots) {
      INFO(plot->objectName().toStdString());
      CHECK(plot->contextMenuPolicy() == Qt::CustomContextMenu);
    }
    // A right-click opens it.
    QContextMenuEvent click(QContextMenuEvent::Mouse, QPoint(80, 60),
                            chart->mapToGlobal(QPoint(80, 60)));
    QApplication::sendEvent(chart, &click);
    QApplication::processEvents();
    auto* opened = chart->findChild<QMenu*>(QStringLiteral("chartExportMenu"));
    REQUIRE(opened);
    CHECK(opened->isVisible());
    opened->close();
    QMenu* menu = chartExportMenu(chart, &w);
    QStringList names;
    for (QAction* a : menu->actions())
      names << a->objectName();
    CHECK(names.join(QLatin1Char(' ')) ==
          QStringLiteral("copyChart saveChartPng saveChartSvg  chartExportSize"));
    menu->popup(chart->mapToGlobal(QPoint(80, 60)));
    QApplication::processEvents();
    keep(menu, QStringLiteral("export-chart-menu"));
    menu->close();
    delete menu;
  }
}

TEST_CASE("Export: the size dialog converts units and its choice is remembered", "[gui][export]")
{
  ChartExportSize size;
  size.unit = ChartExportSize::Unit::Centimetres;
  size.width = 20.0;
  size.height = 10.0;
  size.scale = 3.0;
  ChartExportDialog dialog(size);
  auto* unit = dialog.findChild<QComboBox*>(QStringLiteral("unit"));
  auto* width = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("width"));
  REQUIRE(unit);
  REQUIRE(width);
  CHECK(dialog.size().layoutPixels() == QSize(756, 378));
  CHECK(dialog.size().imagePixels() == QSize(2268, 1134));
  dialog.show();
  QApplication::processEvents();
  keep(&dialog, QStringLiteral("export-size-dialog"));
  // To pixels: the same size in another unit.
  unit->setCurrentIndex(unit->findData(QStringLiteral("px")));
  CHECK(dialog.size().unit == ChartExportSize::Unit::Pixels);
  CHECK_THAT(width->value(), Catch::Matchers::WithinAbs(756.0, 0.5));
  CHECK(dialog.size().layoutPixels() == QSize(756, 378));
  width->setValue(1200);
  const ChartExportSize chosen = dialog.size();
  chosen.remember();
  const ChartExportSize back = ChartExportSize::remembered();
  CHECK(back.unit == ChartExportSize::Unit::Pixels);
  CHECK(back.width == 1200.0);
  CHECK(back.scale == 3.0);
  CHECK(back.imagePixels() == QSize(3600, 1134));
  // Restore the default for the other tests.
  ChartExportSize().remember();
}

TEST_CASE(
    "Export: results tables as CSV with units in the header and the results document's "
    "numbers; copy as tab-separated text",
    "[gui][export]")
{
  MainWindow w;
  w.resize(1280, 860);
  w.show();
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  ResultsTablesView* tables = w.results()->tables();
  REQUIRE(tables);
  w.results()->tabs()->setCurrentWidget(tables);
  QApplication::processEvents();
  const QJsonObject results = resultsToJson(doc->evaluatedScenario(), doc->evaluation());

  SECTION("Every table's CSV reads back to the document's values")
  {
    for (const ResultsTableSpec& spec : resultsTableSpecs()) {
      INFO(spec.id.toStdString());
      REQUIRE(tables->showTable(spec.id));
      keep(tables, QStringLiteral("export-table-") + spec.id);
      const QList<QStringList> rows = parseCsv(tableCsv(tables->view()));
      const QJsonArray list =
          spec.section.isEmpty()
              ? results.value(spec.list).toArray()
              : results.value(spec.section).toObject().value(spec.list).toArray();
      REQUIRE_FALSE(list.isEmpty());
      REQUIRE(rows.size() == list.size() + 1);
      REQUIRE(rows.front().size() == static_cast<int>(spec.columns.size()));
      for (int r = 0; r < list.size(); ++r) {
        const QJsonObject element = list.at(r).toObject();
        REQUIRE(rows.at(r + 1).size() == static_cast<int>(spec.columns.size()));
        for (std::size_t c = 0; c < spec.columns.size(); ++c) {
          const ResultsColumn& col = spec.columns[c];
          const QString field = rows.at(r + 1).at(static_cast<int>(c));
          INFO("row " << r << " column " << col.name.toStdString() << ": " << field.toStdString());
          if (col.key.isEmpty()) {
            CHECK(field == QString::number(r + 1));
            continue;
          }
          REQUIRE(element.contains(col.key));  // every column is a key of the document
          const QJsonValue v = element.value(col.key);
          if (v.isDouble()) {
            bool ok = false;
            CHECK(field.toDouble(&ok) == v.toDouble());  // exactly the document's number
            CHECK(ok);
          } else if (v.isBool()) {
            CHECK(field == (v.toBool() ? QStringLiteral("true") : QStringLiteral("false")));
          } else if (v.isNull()) {
            CHECK(field.isEmpty());
          } else {
            CHECK(field == v.toString());
          }
        }
      }
    }
    // Units in the header, in the document's units (fractions stay fractions).
    REQUIRE(tables->showTable(QStringLiteral("hosts")));
    const QStringList header = parseCsv(tableCsv(tables->view())).front();
    CHECK(header.contains(QStringLiteral("Sent (MB/s)")));
    CHECK(header.contains(QStringLiteral("Received (MB/s)")));
    CHECK(header.contains(QStringLiteral("Transmit utilisation (fraction)")));
    CHECK(header.contains(QStringLiteral("Transmit on the wire (Mb/s)")));
    // The screen shows the same number rounded with its unit.
    const QString shown = tables->model()->index(0, 2).data().toString();
    CHECK(shown.endsWith(QStringLiteral(" MB/s")));
  }

  SECTION("Names with commas and quotes are quoted")
  {
    doc->edit(QStringLiteral("rename"),
              [](Scenario& s) { s.vm_groups.front().name = "Web, \"front\" end"; });
    REQUIRE(tables->showTable(QStringLiteral("replica_groups")));
    const QString csv = tableCsv(tables->view());
    CHECK(csv.contains(QStringLiteral("\"Web, \"\"front\"\" end\"")));
    CHECK(parseCsv(csv).at(1).at(0) == QStringLiteral("Web, \"front\" end"));
  }

  SECTION("Saving: atomic, and an unwritable place says the path and the reason")
  {
    QTemporaryDir dir;
    REQUIRE(tables->showTable(QStringLiteral("raid_groups")));
    const QString path = dir.filePath(QStringLiteral("raid.csv"));
    QString error;
    REQUIRE(saveTableCsv(tables->view(), path, &error));
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(f.readAll()) == tableCsv(tables->view()));
    const QString bad = dir.filePath(QStringLiteral("missing/raid.csv"));
    CHECK_FALSE(saveTableCsv(tables->view(), bad, &error));
    CHECK(error.contains(QDir::toNativeSeparators(bad)));
    CHECK(error.size() > QDir::toNativeSeparators(bad).size() + 12);
  }

  SECTION("Ctrl+C copies the selected rows as tab-separated text; Copy Table all of it")
  {
    REQUIRE(tables->showTable(QStringLiteral("hosts")));
    QTableView* view = tables->view();
    view->setFocus();
    view->selectRow(1);
    QApplication::clipboard()->clear();
    QKeyEvent press(QEvent::KeyPress, Qt::Key_C, Qt::ControlModifier, QStringLiteral("c"));
    QApplication::sendEvent(view, &press);
    const QString copied = QApplication::clipboard()->text();
    const QStringList lines = copied.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);  // the header and the selected host
    const QStringList head = lines.at(0).split(QLatin1Char('\t'));
    const QStringList host2 = lines.at(1).split(QLatin1Char('\t'));
    CHECK(head.size() == tables->model()->columnCount());
    CHECK(head.at(2) == QStringLiteral("Sent (MB/s)"));
    CHECK(host2.at(0) == QStringLiteral("2"));
    const QJsonValue sent = results.value(QStringLiteral("replica"))
                                .toObject()
                                .value(QStringLiteral("hosts"))
                                .toArray()
                                .at(1)
                                .toObject()
                                .value(QStringLiteral("egress_payload_mbps"));
    CHECK(host2.at(2).toDouble() == sent.toDouble());

    // A right-click opens the menu.
    QContextMenuEvent click(QContextMenuEvent::Mouse, QPoint(40, 20),
                            view->viewport()->mapToGlobal(QPoint(40, 20)));
    QApplication::sendEvent(view->viewport(), &click);
    QApplication::processEvents();
    auto* opened = view->findChild<QMenu*>(QStringLiteral("tableExportMenu"));
    REQUIRE(opened);
    CHECK(opened->isVisible());
    opened->close();

    QMenu* menu = tableExportMenu(view, &w);
    QAction* all = menu->findChild<QAction*>(QStringLiteral("copyTable"));
    REQUIRE(all);
    all->trigger();
    const QString table = QApplication::clipboard()->text();
    CHECK(table.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() ==
          tables->model()->rowCount() + 1);
    CHECK(table == tableTsv(view, false));
    menu->popup(view->viewport()->mapToGlobal(QPoint(40, 40)));
    QApplication::processEvents();
    keep(menu, QStringLiteral("export-table-menu"));
    menu->close();
    delete menu;
    keep(&w, QStringLiteral("export-tables-tab"));
  }

  SECTION("The input tables copy the scenario's numbers with their units")
  {
    BoundTableEditor* groups = w.editor()->vmGroups();
    REQUIRE(groups);
    const QString tsv = tableTsv(groups->view(), false);
    const QStringList lines = tsv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == static_cast<int>(doc->scenario().vm_groups.size()) + 1);
    CHECK(lines.front().contains(QStringLiteral("(KiB)")));
    CHECK_FALSE(tsv.contains(QStringLiteral(" KiB\t")));  // numbers without the unit text
  }
}

TEST_CASE("Export: a chart of a dark window goes on white for slides, or as on screen",
          "[gui][export]")
{
  const QPalette palette = QApplication::palette();
  const QString style = QApplication::style()->name();
  QApplication::setStyle(QStringLiteral("Fusion"));
  QApplication::setPalette(darkPalette());
  {
    MainWindow w;
    w.resize(1280, 860);
    w.show();
    REQUIRE(w.openFile(example()));
    ReplicaChart* chart = w.results()->replicaChart();
    w.results()->tabs()->setCurrentWidget(chart->parentWidget());
    QApplication::processEvents();
    chart->replot();
    REQUIRE(chart->axisRect()->backgroundBrush().color().lightness() < 100);
    const QColor screenLabel = chart->yAxis->labelColor();
    REQUIRE(screenLabel.lightness() > 150);

    auto dark = [](const QImage& image) {
      qint64 n = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
          n += QColor(image.pixel(x, y)).lightness() < 80 ? 1 : 0;
      return n;
    };
    ChartExportSize size;
    size.unit = ChartExportSize::Unit::Pixels;
    size.width = 600;
    size.height = 340;
    size.scale = 1.0;
    size.white = true;
    const QImage white = renderChartImage(chart, size);
    keep(chart, QStringLiteral("export-dark-screen"));
    if (!qEnvironmentVariable("ACCELSIZER_SCREENS_DIR").isEmpty())
      white.save(QDir(qEnvironmentVariable("ACCELSIZER_SCREENS_DIR"))
                     .filePath(QStringLiteral("export-dark-as-white.png")));
    CHECK(QColor(white.pixel(2, 2)).lightness() > 240);  // white around the chart
    CHECK(dark(white) > 500);                            // dark text and axes on it
    // SVG too: drawn back, white behind.
    QSvgRenderer renderer(renderChartSvg(chart, size));
    REQUIRE(renderer.isValid());
    QImage drawn(600, 340, QImage::Format_ARGB32);
    drawn.fill(Qt::transparent);
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    CHECK(QColor(drawn.pixel(2, 2)).lightness() > 240);

    // The window's chart keeps its dark look.
    CHECK(chart->axisRect()->backgroundBrush().color().lightness() < 100);
    CHECK(chart->yAxis->labelColor() == screenLabel);
    chart->replot();
    CHECK(chart->axisRect()->backgroundBrush().color().lightness() < 100);

    // As on screen: dark.
    size.white = false;
    const QImage asShown = renderChartImage(chart, size);
    CHECK(QColor(asShown.pixel(2, 2)).lightness() < 100);
  }
  QApplication::setStyle(style);
  QApplication::setPalette(palette);
}
