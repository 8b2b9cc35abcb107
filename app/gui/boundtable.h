// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file boundtable.h
/// A table over an array of the scenario (VM groups, RAID groups): one row per element, one
/// column per parameter, edited in place with the same editors as the forms, plus add,
/// duplicate and remove, each one undo step.

#include <QAbstractTableModel>
#include <QStyledItemDelegate>
#include <QWidget>

#include <functional>
#include <vector>

#include "app/core/fieldbinding.h"

class QTableView;
class QPushButton;

namespace accel::ui {

class ScenarioDocument;

/// What the table shows and how rows are made.
struct TableSpec {
  QString itemName;  ///< "VM group"
  std::vector<const ParamInfo*> columns;
  std::function<int(const Scenario&)> rowCount;
  /// Bindings of one row, one per column, in column order.
  std::function<std::vector<FieldBinding>(int row)> bindRow;
  std::function<void(Scenario&, int at)> insertDefault;
  std::function<void(Scenario&, int row)> duplicate;
  std::function<void(Scenario&, int row)> remove;
  int minRows = 1;
  int maxRows = 1000000;  ///< Add and Duplicate stop here (validation's limit)
  /// Read-only columns after the parameter columns: header and text of a row.
  struct Summary {
    QString header;
    QString help;
    std::function<QString(const Scenario&, int row)> text;
  };
  std::vector<Summary> summaries;
  /// What a parameter cell shows instead of its value, when a row says otherwise (a group
  /// sized by a histogram shows the histogram's mean); empty: the value.
  std::function<QString(const Scenario&, int row, const ParamInfo& column)> shownInstead;
};

class BoundTableModel : public QAbstractTableModel {
  Q_OBJECT

public:
  BoundTableModel(ScenarioDocument* doc, TableSpec spec, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  int columnCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role) override;
  QVariant headerData(int section, Qt::Orientation o, int role) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;

  const TableSpec& spec() const { return spec_; }
  /// The parameter of a column, or nullptr for a summary column.
  const ParamInfo* columnInfo(int column) const;
  /// The concrete JSON path of a cell ("vm_groups[1].write_io_kib").
  QString cellPath(int row, int column) const;

private:
  void documentChanged();
  /// What each cell shows (its text, and whether it carries a problem), row by row.
  std::vector<QString> snapshot() const;
  /// The bindings of a row, made once per row (a binding reads the row by its index when
  /// asked, so it stays valid as the rows' values change): every cell's text made all its row's
  /// bindings anew, several times per cell and edit.
  const FieldBinding& binding(int row, int column) const;
  ScenarioDocument* doc_;
  TableSpec spec_;
  int rows_ = 0;
  /// snapshot() as the view last saw it: an edit that changes no cell tells the view nothing
  /// (a view sized to its contents measures every cell again on any change).
  std::vector<QString> shown_;
  mutable std::vector<std::vector<FieldBinding>> bindings_;
};

/// Creates cell editors from the column's parameter description, committing every change at
/// once so results follow the spin box live.
class ParamDelegate : public QStyledItemDelegate {
  Q_OBJECT

public:
  using QStyledItemDelegate::QStyledItemDelegate;
  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                        const QModelIndex& index) const override;
  void setEditorData(QWidget* editor, const QModelIndex& index) const override;
  void setModelData(QWidget* editor, QAbstractItemModel* model,
                    const QModelIndex& index) const override;
};

/// The table with its Add / Duplicate / Remove buttons.
class BoundTableEditor : public QWidget {
  Q_OBJECT

public:
  BoundTableEditor(ScenarioDocument* doc, TableSpec spec, QWidget* parent = nullptr);

  QTableView* view() const { return view_; }
  BoundTableModel* model() const { return model_; }
  /// Row of the current cell, or -1.
  int currentRow() const;

  void addRow();
  void duplicateRow();
  void removeRow();

Q_SIGNALS:
  void currentRowChanged(int row);

private:
  void updateButtons();
  ScenarioDocument* doc_;
  BoundTableModel* model_;
  QTableView* view_;
  QPushButton* add_;
  QPushButton* duplicate_;
  QPushButton* remove_;
};

}  // namespace accel::ui
