// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file parameditor.h
/// One editor widget for one parameter, chosen from its description: a spin box with the
/// unit as suffix and the range as limits, a check box, a combo box, a line edit, or an
/// "Edit..." button for pair lists. Values travel as QJsonValue in stored units; the editor
/// shows display units (percent for fractions).

#include <QJsonValue>
#include <QWidget>

#include <functional>

#include "app/core/params.h"

class QAbstractSpinBox;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace accel::ui {

class ParamEditor : public QWidget {
  Q_OBJECT

public:
  explicit ParamEditor(const ParamInfo& info, QWidget* parent = nullptr);

  const ParamInfo& info() const { return info_; }
  QJsonValue value() const { return value_; }
  /// Shows a value without emitting valueEdited.
  void setValue(const QJsonValue& v);
  /// A pair list shown by its number of rows, its rows built by `rows` only when the user
  /// opens them (a measured trace of 604,800 rows is 80 MB as JSON).
  void setRowCount(qsizetype count, std::function<QJsonValue()> rows);

  /// Marks the editor as holding an invalid value (empty: no problem).
  void setProblem(const QString& problem);

  /// Decimals a number of this unit is edited with.
  static int decimalsFor(const ParamInfo& info);

Q_SIGNALS:
  /// The user changed the value (stored units; Null clears an optional field).
  void valueEdited(const QJsonValue& value);

private:
  void emitEdited(const QJsonValue& v);
  void editPairs();
  void showRowCount(qsizetype n);

  ParamInfo info_;
  QJsonValue value_;
  std::function<QJsonValue()> rows_;  // the rows when value_ holds only their count
  QDoubleSpinBox* number_ = nullptr;
  QSpinBox* integer_ = nullptr;
  QCheckBox* check_ = nullptr;  // Boolean, or "set" for an Optional number
  QComboBox* combo_ = nullptr;
  QLineEdit* line_ = nullptr;
  QPlainTextEdit* text_ = nullptr;
  QPushButton* pairsButton_ = nullptr;
  QLabel* pairsSummary_ = nullptr;
  QString problem_;
  bool updating_ = false;
};

}  // namespace accel::ui
