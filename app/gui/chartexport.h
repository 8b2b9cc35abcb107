// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file chartexport.h
/// Charts for slides: every chart's right-click menu copies it to the clipboard as an image,
/// saves it as PNG or as SVG (vector), at a size (pixels or centimetres) and scale chosen in a
/// small dialog and remembered. One piece of code for every chart: installChartExport().

#include <QDialog>
#include <QImage>
#include <QSize>
#include <QString>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QMenu;

namespace accel::ui {

/// The size of an exported chart. The chart is laid out at layoutPixels() (centimetres are
/// converted at 96 pixels per inch, the CSS pixel, so text keeps its on-screen size relative to
/// the chart); a PNG or the clipboard's image has imagePixels() = layoutPixels() x scale, and
/// says its resolution so that a slide program places it at the chosen centimetres. An SVG is
/// drawn at layoutPixels() and declares the same physical size; the scale does not apply.
struct ChartExportSize {
  enum class Unit { Pixels, Centimetres };
  Unit unit = Unit::Centimetres;
  double width = 24.0;   ///< in `unit`: 24 x 13.5 cm fills most of a 16:9 slide
  double height = 13.5;  ///< in `unit`
  double scale = 2.0;    ///< raster pixels per layout pixel (PNG and clipboard), 1 to 8
  /// Drawn on white with dark text even when the window is dark (slides are mostly white);
  /// false: as on screen.
  bool white = true;

  static constexpr double kPixelsPerCm = 96.0 / 2.54;
  static constexpr double kMinScale = 1.0;
  static constexpr double kMaxScale = 8.0;
  static constexpr int kMinPixels = 50;
  static constexpr int kMaxPixels = 10000;

  QSize layoutPixels() const;
  QSize imagePixels() const;
  /// "24 × 13.5 cm, ×2" for the menu.
  QString text() const;
  /// The choice remembered from the last dialog (QSettings), or the default.
  static ChartExportSize remembered();
  void remember() const;
};

/// The chart drawn at `size` (the chart on screen is left as it was).
QImage renderChartImage(QCustomPlot* plot, const ChartExportSize& size);
/// SVG text of the chart at `size` (vector: lines, shapes and text).
QByteArray renderChartSvg(QCustomPlot* plot, const ChartExportSize& size,
                          const QString& title = QString());

/// Writes the chart to `path`, atomically (a failed write leaves any earlier file whole). On
/// failure, false and `error` says the path and the reason.
bool saveChartPng(QCustomPlot* plot, const QString& path, const ChartExportSize& size,
                  QString* error);
bool saveChartSvg(QCustomPlot* plot, const QString& path, const ChartExportSize& size,
                  QString* error);
/// Puts the chart on the clipboard as an image.
void copyChart(QCustomPlot* plot, const ChartExportSize& size);

/// The right-click menu of a chart (Copy, Save as PNG..., Save as SVG..., Size and Scale...),
/// built for `plot`; what installChartExport() shows.
QMenu* chartExportMenu(QCustomPlot* plot, QWidget* parent);
/// Gives `plot` the menu on right-click. `name` is the file name suggested ("latency").
void installChartExport(QCustomPlot* plot, const QString& name = QString());

/// The size and scale dialog.
class ChartExportDialog : public QDialog {
  Q_OBJECT

public:
  explicit ChartExportDialog(const ChartExportSize& size, QWidget* parent = nullptr);
  ChartExportSize size() const;

private:
  void unitChanged();
  void updateResult();
  QComboBox* unit_;
  QDoubleSpinBox* width_;
  QDoubleSpinBox* height_;
  QDoubleSpinBox* scale_;
  QCheckBox* white_;
  QLabel* result_;
  ChartExportSize::Unit shownUnit_;
};

}  // namespace accel::ui
