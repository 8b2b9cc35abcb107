// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file aboutdialog.h
/// Help > About AccelSizer: the version, the licence and every component the application is
/// built from with its version and licence; the full licence and the third-party notices on
/// request (both built into the application).

#include <QDialog>

#include <vector>

class QTableWidget;

namespace accel::ui {

/// One component of the application: its version and licence (SPDX expression).
struct Component {
  QString name;
  QString version;
  QString licence;
  QString use;  ///< what the application uses it for
};

/// AccelSizer itself first, then Qt (the version running), QCustomPlot, Eigen, the fonts.
std::vector<Component> components();

class AboutDialog : public QDialog {
  Q_OBJECT

public:
  explicit AboutDialog(QWidget* parent = nullptr);

  QTableWidget* table() const { return table_; }

  /// The text of a built-in legal document: "LICENSE" or "THIRD-PARTY-NOTICES.md".
  static QString legalText(const QString& name);

private:
  void showText(const QString& title, const QString& text);

  QTableWidget* table_;
};

}  // namespace accel::ui
