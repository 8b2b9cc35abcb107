// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file reportdialog.h
/// File > Export PDF: where to write the report and its options (who prepared it, the logo,
/// the page size). Author, logo and page size are remembered for the next report; the
/// customer comes from the scenario.

#include <QDialog>

#include "app/core/reportoptions.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace accel::ui {

class ReportDialog : public QDialog {
  Q_OBJECT

public:
  /// `suggestedName` is the file name offered (in the folder of the last report); `stale`
  /// says the scenario has problems and the report will show the last valid one.
  ReportDialog(const QString& suggestedName, bool stale, QWidget* parent = nullptr);

  QString outputPath() const;
  ReportOptions options() const;

  /// Remembers the author, logo, page size and folder for the next report.
  void remember() const;

private:
  void browseOutput();
  void browseLogo();

  QLineEdit* path_;
  QLineEdit* author_;
  QLineEdit* logo_;
  QComboBox* paper_;
};

}  // namespace accel::ui
