// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file resultstables.h
/// The results tab "Tables": the per-host, per-group and per-RAID-group lists of the results
/// document (`accelsizer-cli evaluate --json`, app/core/resultsjson.h) as tables, each number
/// shown with its unit, copied and saved as CSV (app/gui/tableexport.h) with the numbers the
/// document has.

#include <QAbstractTableModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

#include <utility>
#include <vector>

#include "app/core/units.h"

class QComboBox;
class QTableView;

namespace accel::ui {

class ScenarioDocument;

/// One column: a key of the list's elements, its name and unit. An empty key numbers the rows
/// from 1 (hosts are numbered from 1 as everywhere).
struct ResultsColumn {
  ResultsColumn(QString key_, QString name_, Unit unit_ = Unit::None, QString nullText_ = {},
                QString unitFrom_ = {})
      : key(std::move(key_)),
        name(std::move(name_)),
        unit(unit_),
        nullText(std::move(nullText_)),
        unitFrom(std::move(unitFrom_))
  {
  }
  QString key;
  QString name;
  Unit unit = Unit::None;
  QString nullText;  ///< shown where the document has null ("never"); "—" when empty
  /// A key of the row that names the unit of this column's number there (a requirement's
  /// "unit"); the column's own unit is then None.
  QString unitFrom;
};

/// One table: the list at `section`.`list` of the results document (at `list` when
/// `section` is empty).
struct ResultsTableSpec {
  QString id;  ///< "hosts", also the file name suggested
  QString title;
  QString section;  ///< "replica"; empty for a list at the top
  QString list;     ///< "hosts"
  std::vector<ResultsColumn> columns;
};

/// The tables offered, in the order of the result tabs.
const std::vector<ResultsTableSpec>& resultsTableSpecs();

class ResultsTableModel : public QAbstractTableModel {
  Q_OBJECT

public:
  explicit ResultsTableModel(QObject* parent = nullptr);
  /// Shows `spec`'s list of `results` (a results document).
  void show(const ResultsTableSpec& spec, const QJsonObject& results);
  const ResultsTableSpec& spec() const { return spec_; }

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  int columnCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
  ResultsTableSpec spec_;
  QJsonArray rows_;
};

class ResultsTablesView : public QWidget {
  Q_OBJECT

public:
  explicit ResultsTablesView(ScenarioDocument* doc, QWidget* parent = nullptr);

  QTableView* view() const { return view_; }
  ResultsTableModel* model() const { return model_; }
  /// Shows the table of `id` ("areas", "requirements", "hosts", "replica_groups",
  /// "latency_groups", "destager_groups", "raid_groups"); false when there is none.
  bool showTable(const QString& id);
  /// Redraws from the document (when visible; otherwise when shown).
  void refresh();

protected:
  void showEvent(QShowEvent* event) override;

private:
  void redraw();
  ScenarioDocument* doc_;
  bool stale_ = true;
  QComboBox* choice_;
  QTableView* view_;
  ResultsTableModel* model_;
  QJsonObject results_;
};

}  // namespace accel::ui
