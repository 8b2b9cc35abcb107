// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file paramform.h
/// A form of parameter editors bound to a document: edits go through the document's undo
/// stack, and the form follows the document (undo, redo, load) without feedback loops.

#include <QWidget>

#include <vector>

#include "app/core/fieldbinding.h"

class QFormLayout;

namespace accel::ui {

class ParamEditor;
class ScenarioDocument;

class ParamForm : public QWidget {
  Q_OBJECT

public:
  ParamForm(ScenarioDocument* doc, std::vector<FieldBinding> fields, QWidget* parent = nullptr);

  /// Re-reads every value from the document and shows only the fields that apply.
  void refresh();
  /// The editor of the field at a concrete JSON path, or nullptr.
  ParamEditor* editorFor(const QString& path) const;

private:
  struct Row {
    FieldBinding field;
    ParamEditor* editor;
    QWidget* label;
  };
  ScenarioDocument* doc_;
  QFormLayout* layout_;
  std::vector<Row> rows_;
};

/// A form label for a parameter: "Link speed" with the parameter's tooltip.
QString formLabel(const ParamInfo& info);

}  // namespace accel::ui
