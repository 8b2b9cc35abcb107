// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file pairlistdialog.h
/// Edits a list of number pairs (a trace, an I/O size histogram) as a two-column table, with
/// paste from a spreadsheet and CSV import.

#include <QDialog>
#include <QJsonArray>

#include "app/core/params.h"

class QTableWidget;
class QLabel;

namespace accel::ui {

class PairListDialog : public QDialog {
  Q_OBJECT

public:
  PairListDialog(const ParamInfo& info, const QJsonArray& rows, QWidget* parent = nullptr);

  /// The rows as the scenario stores them (stored units).
  QJsonArray rows() const;

  /// Parses CSV or tab-separated text of two numeric columns; lines that do not start with a
  /// number (headers, comments) are skipped. Returns false with a message on a bad line.
  static bool parsePairs(const QString& text, QJsonArray* out, QString* error);

protected:
  void keyPressEvent(QKeyEvent* event) override;

private:
  void setRows(const QJsonArray& rows);
  QJsonArray fromShown(const QJsonArray& rows) const;
  void addRow();
  void removeRows();
  void paste();
  void importCsv();
  void updateStatus();

  ParamInfo info_;
  QTableWidget* table_;
  QLabel* status_;
};

}  // namespace accel::ui
