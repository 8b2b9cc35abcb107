// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/chartexport.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QImageWriter>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QStyle>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/charts/qcp.h"
#include "app/core/units.h"
#include "app/gui/settings.h"

namespace accel::ui {

namespace {

const Setting<QString> kUnit{"export/chartUnit", QStringLiteral("cm")};
const Setting<double> kWidth{"export/chartWidth", 24.0};
const Setting<double> kHeight{"export/chartHeight", 13.5};
const Setting<double> kScale{"export/chartScale", 2.0};
const Setting<bool> kWhite{"export/chartWhite", true};
const Setting<QString> kFolder{"export/lastDirectory", {}};

int toPixels(double v, ChartExportSize::Unit unit)
{
  const double px =
      unit == ChartExportSize::Unit::Centimetres ? v * ChartExportSize::kPixelsPerCm : v;
  if (!std::isfinite(px))
    return ChartExportSize::kMinPixels;
  return std::clamp(static_cast<int>(std::lround(px)), ChartExportSize::kMinPixels,
                    ChartExportSize::kMaxPixels);
}

double clampScale(double s)
{
  return std::isfinite(s) ? std::clamp(s, ChartExportSize::kMinScale, ChartExportSize::kMaxScale)
                          : 1.0;
}

QString cannotWrite(const QString& path, const QString& reason)
{
  return ChartExportDialog::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

/// Writes `data` to `path` through QSaveFile: the file appears whole or not at all.
bool writeAtomically(const QString& path, const QByteArray& data, QString* error)
{
  QSaveFile f(path);
  if (!f.open(QIODevice::WriteOnly)) {
    *error = cannotWrite(path, f.errorString());
    return false;
  }
  if (f.write(data) != data.size()) {
    *error = cannotWrite(path, f.errorString());
    f.cancelWriting();
    return false;
  }
  if (!f.commit()) {
    *error = cannotWrite(path, f.errorString());
    return false;
  }
  return true;
}

/// The chart laid out again at its own size after an export drew it at another.
void restoreOnScreen(QCustomPlot* plot)
{
  plot->replot(QCustomPlot::rpQueuedReplot);
}

/// While it lives, a chart of a dark window wears the light look (when asked): a light
/// palette, the look applied from it; then the window's palette and look again. The widget is
/// not repainted in between: the export draws into its own device.
class LightLook {
public:
  LightLook(QCustomPlot* plot, bool white)
      : plot_(plot), active_(white && isDarkPalette(plot->palette()))
  {
    if (!active_)
      return;
    own_ = plot->testAttribute(Qt::WA_SetPalette);
    saved_ = plot->palette();
    QPalette light = QApplication::style()->standardPalette();
    if (isDarkPalette(light))
      light = QPalette(QColor(240, 240, 240));  // Qt derives a light palette from the button
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    plot->setPalette(light);
    applyWidgetLook(plot);
  }
  ~LightLook()
  {
    if (!active_)
      return;
    plot_->setPalette(own_ ? saved_ : QPalette());
    applyWidgetLook(plot_);
  }
  LightLook(const LightLook&) = delete;
  LightLook& operator=(const LightLook&) = delete;

private:
  QCustomPlot* plot_;
  bool active_;
  bool own_ = false;
  QPalette saved_;
};

}  // namespace

QSize ChartExportSize::layoutPixels() const
{
  return QSize(toPixels(width, unit), toPixels(height, unit));
}

QSize ChartExportSize::imagePixels() const
{
  const QSize l = layoutPixels();
  const double s = clampScale(scale);
  return QSize(static_cast<int>(std::lround(l.width() * s)),
               static_cast<int>(std::lround(l.height() * s)));
}

QString ChartExportSize::text() const
{
  const QString u = unit == Unit::Centimetres ? QStringLiteral("cm") : QStringLiteral("px");
  return QStringLiteral("%1 \u00d7 %2 %3, \u00d7%4")
      .arg(formatNumber(width), formatNumber(height), u, formatNumber(clampScale(scale)));
}

ChartExportSize ChartExportSize::remembered()
{
  ChartExportSize s;
  s.unit = kUnit.get() == QLatin1String("px") ? Unit::Pixels : Unit::Centimetres;
  const ChartExportSize defaults;
  const bool sameUnit = s.unit == defaults.unit;
  s.width = kWidth.get();
  s.height = kHeight.get();
  s.scale = clampScale(kScale.get());
  s.white = kWhite.get();
  // Anything out of range (a hand-edited settings file) falls back to the default.
  auto sane = [&s](double v) {
    const double px = s.unit == Unit::Centimetres ? v * kPixelsPerCm : v;
    return std::isfinite(px) && px >= kMinPixels && px <= kMaxPixels;
  };
  if (!sane(s.width) || !sane(s.height)) {
    s.width = sameUnit ? defaults.width : defaults.width * kPixelsPerCm;
    s.height = sameUnit ? defaults.height : defaults.height * kPixelsPerCm;
  }
  return s;
}

void ChartExportSize::remember() const
{
  kUnit.set(unit == Unit::Pixels ? QStringLiteral("px") : QStringLiteral("cm"));
  kWidth.set(width);
  kHeight.set(height);
  kScale.set(clampScale(scale));
  kWhite.set(white);
}

QImage renderChartImage(QCustomPlot* plot, const ChartExportSize& size)
{
  const QSize l = size.layoutPixels();
  const double scale = clampScale(size.scale);
  QImage image;
  {
    const LightLook look(plot, size.white);
    image = plot->toPixmap(l.width(), l.height(), scale).toImage();
  }
  restoreOnScreen(plot);
  // The resolution that puts the image at the chosen size on a slide.
  const int dotsPerMeter = static_cast<int>(std::lround(96.0 * scale / 0.0254));
  image.setDotsPerMeterX(dotsPerMeter);
  image.setDotsPerMeterY(dotsPerMeter);
  return image;
}

QByteArray renderChartSvg(QCustomPlot* plot, const ChartExportSize& size, const QString& title)
{
  const QSize l = size.layoutPixels();
  QByteArray svg;
  QBuffer buffer(&svg);
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator generator;
  generator.setOutputDevice(&buffer);
  generator.setSize(l);
  generator.setViewBox(QRect(QPoint(0, 0), l));
  generator.setResolution(96);  // the declared width and height: layout pixels at 96 per inch
  generator.setTitle(title.isEmpty() ? plot->objectName() : title);
  generator.setDescription(QStringLiteral("AccelSizer chart"));
  const LightLook look(plot, size.white);
  QCPPainter painter;
  if (painter.begin(&generator)) {
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setMode(QCPPainter::pmNonCosmetic);
    plot->toPainter(&painter, l.width(), l.height());
    painter.end();
  }
  restoreOnScreen(plot);
  return svg;
}

bool saveChartPng(QCustomPlot* plot, const QString& path, const ChartExportSize& size,
                  QString* error)
{
  const QImage image = renderChartImage(plot, size);
  QByteArray png;
  QBuffer buffer(&png);
  buffer.open(QIODevice::WriteOnly);
  QImageWriter writer(&buffer, "png");
  if (!writer.write(image)) {
    *error = cannotWrite(path, writer.errorString());
    return false;
  }
  return writeAtomically(path, png, error);
}

bool saveChartSvg(QCustomPlot* plot, const QString& path, const ChartExportSize& size,
                  QString* error)
{
  return writeAtomically(path, renderChartSvg(plot, size, QFileInfo(path).completeBaseName()),
                         error);
}

void copyChart(QCustomPlot* plot, const ChartExportSize& size)
{
  QApplication::clipboard()->setImage(renderChartImage(plot, size));
}

namespace {

/// Asks for a file name (the folder remembered), then saves; a failure is said in a message.
void saveWithDialog(QCustomPlot* plot, bool svg)
{
  const QString suffix = svg ? QStringLiteral("svg") : QStringLiteral("png");
  QString base = plot->property("accelExportName").toString();
  if (base.isEmpty()) {
    // "latencyVsSize" -> "latency-vs-size"
    for (const QChar c : plot->objectName()) {
      if (c.isUpper() && !base.isEmpty())
        base += QLatin1Char('-');
      base += c.toLower();
    }
  }
  if (base.isEmpty())
    base = QStringLiteral("chart");
  QString folder = kFolder.get();
  if (folder.isEmpty() || !QDir(folder).exists())
    folder = QDir::homePath();
  const QString filter =
      svg ? ChartExportDialog::tr("SVG image (*.svg)") : ChartExportDialog::tr("PNG image (*.png)");
  QString path = QFileDialog::getSaveFileName(
      plot,
      svg ? ChartExportDialog::tr("Save Chart as SVG") : ChartExportDialog::tr("Save Chart as PNG"),
      QDir(folder).filePath(base + QLatin1Char('.') + suffix), filter);
  if (path.isEmpty())
    return;
  if (QFileInfo(path).suffix().isEmpty())
    path += QLatin1Char('.') + suffix;
  kFolder.set(QFileInfo(path).absolutePath());
  const ChartExportSize size = ChartExportSize::remembered();
  QString error;
  const bool ok =
      svg ? saveChartSvg(plot, path, size, &error) : saveChartPng(plot, path, size, &error);
  if (!ok)
    QMessageBox::critical(plot, ChartExportDialog::tr("Save Chart"), error);
}

}  // namespace

QMenu* chartExportMenu(QCustomPlot* plot, QWidget* parent)
{
  auto* menu = new QMenu(parent);
  menu->setObjectName(QStringLiteral("chartExportMenu"));
  const ChartExportSize size = ChartExportSize::remembered();
  QAction* copy = menu->addAction(ChartExportDialog::tr("&Copy Chart"), plot,
                                  [plot] { copyChart(plot, ChartExportSize::remembered()); });
  copy->setObjectName(QStringLiteral("copyChart"));
  QAction* png = menu->addAction(ChartExportDialog::tr("Save as &PNG..."), plot,
                                 [plot] { saveWithDialog(plot, false); });
  png->setObjectName(QStringLiteral("saveChartPng"));
  QAction* svg = menu->addAction(ChartExportDialog::tr("Save as &SVG..."), plot,
                                 [plot] { saveWithDialog(plot, true); });
  svg->setObjectName(QStringLiteral("saveChartSvg"));
  menu->addSeparator();
  QAction* sizeAct = menu->addAction(
      ChartExportDialog::tr("Si&ze and Scale (%1)...").arg(size.text()), plot, [plot] {
        ChartExportDialog dialog(ChartExportSize::remembered(), plot);
        if (dialog.exec() == QDialog::Accepted)
          dialog.size().remember();
      });
  sizeAct->setObjectName(QStringLiteral("chartExportSize"));
  return menu;
}

void installChartExport(QCustomPlot* plot, const QString& name)
{
  if (plot->property("accelExportInstalled").toBool())
    return;
  plot->setProperty("accelExportInstalled", true);
  if (!name.isEmpty())
    plot->setProperty("accelExportName", name);
  plot->setContextMenuPolicy(Qt::CustomContextMenu);
  QObject::connect(plot, &QWidget::customContextMenuRequested, plot, [plot](const QPoint& pos) {
    QMenu* menu = chartExportMenu(plot, plot);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(plot->mapToGlobal(pos));
  });
}

// ---------------------------------------------------------------------------------------------

ChartExportDialog::ChartExportDialog(const ChartExportSize& size, QWidget* parent)
    : QDialog(parent),
      unit_(new QComboBox(this)),
      width_(new QDoubleSpinBox(this)),
      height_(new QDoubleSpinBox(this)),
      scale_(new QDoubleSpinBox(this)),
      white_(new QCheckBox(tr("&White background, dark text (for slides)"), this)),
      result_(new QLabel(this)),
      shownUnit_(size.unit)
{
  setWindowTitle(tr("Chart Size and Scale"));
  setObjectName(QStringLiteral("chartExportDialog"));
  unit_->addItem(tr("centimetres"), QStringLiteral("cm"));
  unit_->addItem(tr("pixels"), QStringLiteral("px"));
  unit_->setCurrentIndex(size.unit == ChartExportSize::Unit::Centimetres ? 0 : 1);
  unit_->setObjectName(QStringLiteral("unit"));
  width_->setObjectName(QStringLiteral("width"));
  height_->setObjectName(QStringLiteral("height"));
  scale_->setObjectName(QStringLiteral("scale"));
  for (QDoubleSpinBox* box : {width_, height_})
    box->setLocale(numberLocale());
  scale_->setLocale(numberLocale());
  scale_->setRange(ChartExportSize::kMinScale, ChartExportSize::kMaxScale);
  scale_->setDecimals(2);
  scale_->setSingleStep(0.5);
  scale_->setSuffix(QStringLiteral(" \u00d7"));
  scale_->setValue(clampScale(size.scale));
  scale_->setToolTip(
      tr("Image pixels per chart pixel for PNG and the clipboard: 2 gives a sharp image on a "
         "projector at the same layout. SVG is vector and needs no scale."));
  white_->setObjectName(QStringLiteral("white"));
  white_->setChecked(size.white);
  white_->setToolTip(tr("Off: the chart as on screen, dark when the desktop is dark."));
  unitChanged();
  width_->setValue(size.width);
  height_->setValue(size.height);

  auto* form = new QFormLayout;
  form->addRow(tr("&Unit:"), unit_);
  form->addRow(tr("&Width:"), width_);
  form->addRow(tr("&Height:"), height_);
  form->addRow(tr("&Scale:"), scale_);
  form->addRow(white_);
  form->addRow(result_);
  result_->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(buttons);

  connect(unit_, &QComboBox::currentIndexChanged, this, &ChartExportDialog::unitChanged);
  for (QDoubleSpinBox* box : {width_, height_, scale_})
    connect(box, &QDoubleSpinBox::valueChanged, this, &ChartExportDialog::updateResult);
  updateResult();
}

void ChartExportDialog::unitChanged()
{
  const auto unit = unit_->currentData().toString() == QLatin1String("px")
                        ? ChartExportSize::Unit::Pixels
                        : ChartExportSize::Unit::Centimetres;
  const bool cm = unit == ChartExportSize::Unit::Centimetres;
  const double factor = unit == shownUnit_ ? 1.0
                        : cm               ? 1.0 / ChartExportSize::kPixelsPerCm
                                           : ChartExportSize::kPixelsPerCm;
  for (QDoubleSpinBox* box : {width_, height_}) {
    const double v = box->value() * factor;
    box->setDecimals(cm ? 2 : 0);
    box->setRange(ChartExportSize::kMinPixels / (cm ? ChartExportSize::kPixelsPerCm : 1.0),
                  ChartExportSize::kMaxPixels / (cm ? ChartExportSize::kPixelsPerCm : 1.0));
    box->setSingleStep(cm ? 0.5 : 10.0);
    box->setSuffix(cm ? QStringLiteral(" cm") : QStringLiteral(" px"));
    box->setValue(v);
  }
  shownUnit_ = unit;
  updateResult();
}

ChartExportSize ChartExportDialog::size() const
{
  ChartExportSize s;
  s.unit = shownUnit_;
  s.width = width_->value();
  s.height = height_->value();
  s.scale = scale_->value();
  s.white = white_->isChecked();
  return s;
}

void ChartExportDialog::updateResult()
{
  const ChartExportSize s = size();
  const QSize image = s.imagePixels();
  const QSize l = s.layoutPixels();
  result_->setText(tr("PNG and clipboard: %1 × %2 pixels. SVG: %3 × %4 cm.")
                       .arg(image.width())
                       .arg(image.height())
                       .arg(formatNumber(l.width() / ChartExportSize::kPixelsPerCm),
                            formatNumber(l.height() / ChartExportSize::kPixelsPerCm)));
}

}  // namespace accel::ui
