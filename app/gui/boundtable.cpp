// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/boundtable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "app/gui/parameditor.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/tableexport.h"

namespace accel::ui {

namespace {

QString cellText(const ParamInfo& info, const QJsonValue& v)
{
  if (v.isNull() || v.isUndefined())
    return info.absentText.isEmpty() ? QObject::tr("not set") : info.absentText;
  switch (info.type) {
  case ParamType::Number:
  case ParamType::Integer:
    return info.unit == Unit::S ? formatDurationS(v.toDouble(), 6)
                                : formatValue(v.toDouble(), info.unit, 6);
  case ParamType::Boolean: return v.toBool() ? QObject::tr("on") : QObject::tr("off");
  case ParamType::Text: return v.toString();
  case ParamType::Choice: return choiceLabel(v.toString());
  case ParamType::PairList:
    return QObject::tr("%Ln row(s)", nullptr, static_cast<int>(v.toArray().size()));
  case ParamType::List: {
    QStringList parts;
    for (const auto& x : v.toArray())
      parts << (x.isDouble() ? formatValue(x.toDouble(), info.unit, 6) : x.toString());
    return parts.join(QStringLiteral(", "));
  }
  }
  return QString();
}

}  // namespace

BoundTableModel::BoundTableModel(ScenarioDocument* doc, TableSpec spec, QObject* parent)
    : QAbstractTableModel(parent), doc_(doc), spec_(std::move(spec))
{
  rows_ = spec_.rowCount(doc_->scenario());
  shown_ = snapshot();
  connect(doc_, &ScenarioDocument::changed, this, &BoundTableModel::documentChanged);
  connect(doc_, &ScenarioDocument::problemsChanged, this, &BoundTableModel::documentChanged);
}

int BoundTableModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : rows_;
}

int BoundTableModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : static_cast<int>(spec_.columns.size() + spec_.summaries.size());
}

const ParamInfo* BoundTableModel::columnInfo(int column) const
{
  return column >= 0 && column < static_cast<int>(spec_.columns.size())
             ? spec_.columns[static_cast<std::size_t>(column)]
             : nullptr;
}

QString BoundTableModel::cellPath(int row, int column) const
{
  if (!columnInfo(column))
    return QString();
  return binding(row, column).path;
}

QVariant BoundTableModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= rows_)
    return QVariant();
  const Scenario& s = doc_->scenario();
  const ParamInfo* info = columnInfo(index.column());
  if (!info) {
    const auto& sum =
        spec_.summaries[static_cast<std::size_t>(index.column()) - spec_.columns.size()];
    if (role == Qt::DisplayRole)
      return sum.text(s, index.row());
    if (role == Qt::ToolTipRole)
      return sum.help;
    return QVariant();
  }
  const FieldBinding& b = binding(index.row(), index.column());
  QString problem;
  for (const Problem& p : doc_->problems())
    if (p.isError() && (p.path == b.path || p.path.startsWith(b.path + QLatin1Char('['))))
      problem = p.message;
  switch (role) {
  case Qt::DisplayRole: {
    if (spec_.shownInstead) {
      const QString instead = spec_.shownInstead(s, index.row(), *info);
      if (!instead.isEmpty())
        return instead;
    }
    return cellText(*info, b.get(s));
  }
  case Qt::EditRole: return QVariant::fromValue(b.get(s));
  case kExportRole: {
    // Numbers as the scenario file has them (in the unit of the column's export header).
    const QJsonValue v = b.get(s);
    if (v.isDouble() || v.isBool())
      return exportText(v);
    return data(index, Qt::DisplayRole);
  }
  case Qt::ToolTipRole:
    return problem.isEmpty() ? info->tooltip()
                             : tr("Problem: %1\n\n%2").arg(problem, info->tooltip());
  case Qt::BackgroundRole:
    return problem.isEmpty() ? QVariant() : QVariant(QColor(0xfd, 0xe2, 0xe2));
  case Qt::TextAlignmentRole:
    return info->type == ParamType::Number || info->type == ParamType::Integer
               ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
               : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
  default: return QVariant();
  }
}

bool BoundTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
  const ParamInfo* info = columnInfo(index.column());
  if (!info || role != Qt::EditRole || index.row() >= rows_)
    return false;
  const FieldBinding b = binding(index.row(), index.column());
  const QJsonValue v = value.value<QJsonValue>();
  if (v == b.get(doc_->scenario()))
    return true;
  doc_->edit(
      tr("Change %1 of %2 %3").arg(info->label.toLower(), spec_.itemName).arg(index.row() + 1),
      [&b, &v](Scenario& s) { b.set(s, v); }, b.path);
  return true;
}

QVariant BoundTableModel::headerData(int section, Qt::Orientation o, int role) const
{
  if (o == Qt::Vertical)
    return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
  const ParamInfo* info = columnInfo(section);
  if (!info) {
    const std::size_t k = static_cast<std::size_t>(section) - spec_.columns.size();
    if (k >= spec_.summaries.size())
      return QVariant();
    if (role == Qt::DisplayRole)
      return spec_.summaries[k].header;
    if (role == Qt::ToolTipRole)
      return spec_.summaries[k].help;
    return QVariant();
  }
  if (role == Qt::DisplayRole) {
    const QString unit = unitLabel(info->unit);
    return unit.isEmpty() ? info->label : QStringLiteral("%1 (%2)").arg(info->label, unit);
  }
  if (role == kExportHeaderRole) {
    const QString unit = info->unit == Unit::Count ? QString() : unitKey(info->unit);
    return unit.isEmpty() ? info->label : QStringLiteral("%1 (%2)").arg(info->label, unit);
  }
  if (role == Qt::ToolTipRole)
    return info->tooltip();
  return QVariant();
}

Qt::ItemFlags BoundTableModel::flags(const QModelIndex& index) const
{
  Qt::ItemFlags f = QAbstractTableModel::flags(index);
  if (columnInfo(index.column()))
    f |= Qt::ItemIsEditable;
  return f;
}

void BoundTableModel::documentChanged()
{
  const int rows = spec_.rowCount(doc_->scenario());
  if (rows != rows_) {
    beginResetModel();
    rows_ = rows;
    shown_ = snapshot();
    endResetModel();
    return;
  }
  std::vector<QString> now = snapshot();
  const int columns = columnCount();
  int first = rows_;
  int last = -1;
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < columns; ++c) {
      const std::size_t i = static_cast<std::size_t>(r * columns + c);
      if (i >= shown_.size() || now[i] != shown_[i]) {
        first = std::min(first, r);
        last = std::max(last, r);
      }
    }
  shown_ = std::move(now);
  if (last >= first)
    Q_EMIT dataChanged(index(first, 0), index(last, columns - 1));
}

const FieldBinding& BoundTableModel::binding(int row, int column) const
{
  const auto r = static_cast<std::size_t>(row);
  if (r >= bindings_.size())
    bindings_.resize(r + 1);
  if (bindings_[r].empty())
    bindings_[r] = spec_.bindRow(row);
  return bindings_[r][static_cast<std::size_t>(column)];
}

std::vector<QString> BoundTableModel::snapshot() const
{
  const int columns = columnCount();
  std::vector<QString> out;
  out.reserve(static_cast<std::size_t>(rows_ * columns));
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < columns; ++c) {
      const QModelIndex i = index(r, c);
      QString cell = data(i, Qt::DisplayRole).toString();
      if (data(i, Qt::BackgroundRole).isValid())
        cell += QStringLiteral("\n") + data(i, Qt::ToolTipRole).toString();
      out.push_back(std::move(cell));
    }
  return out;
}

// ---------------------------------------------------------------------------------------------

QWidget* ParamDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                     const QModelIndex& index) const
{
  const auto* model = qobject_cast<const BoundTableModel*>(index.model());
  const ParamInfo* info = model ? model->columnInfo(index.column()) : nullptr;
  if (!info)
    return nullptr;
  auto* editor = new ParamEditor(*info, parent);
  editor->setAutoFillBackground(true);
  connect(editor, &ParamEditor::valueEdited, this,
          [this, editor] { Q_EMIT const_cast<ParamDelegate*>(this)->commitData(editor); });
  return editor;
}

void ParamDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
  if (auto* e = qobject_cast<ParamEditor*>(editor))
    e->setValue(index.data(Qt::EditRole).value<QJsonValue>());
}

void ParamDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                 const QModelIndex& index) const
{
  if (auto* e = qobject_cast<ParamEditor*>(editor))
    model->setData(index, QVariant::fromValue(e->value()), Qt::EditRole);
}

// ---------------------------------------------------------------------------------------------

BoundTableEditor::BoundTableEditor(ScenarioDocument* doc, TableSpec spec, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      model_(new BoundTableModel(doc, std::move(spec), this)),
      view_(new QTableView(this)),
      add_(new QPushButton(tr("&Add"), this)),
      duplicate_(new QPushButton(tr("D&uplicate"), this)),
      remove_(new QPushButton(tr("&Remove"), this))
{
  view_->setModel(model_);
  view_->setItemDelegate(new ParamDelegate(view_));
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
  view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  view_->setAlternatingRowColors(true);
  installTableExport(view_,
                     model_->spec().itemName.toLower().replace(QLatin1Char(' '), QLatin1Char('-')) +
                         QStringLiteral("s"));

  const QString item = model_->spec().itemName;
  add_->setToolTip(tr("Add a %1 with default values").arg(item));
  duplicate_->setToolTip(tr("Copy the selected %1").arg(item));
  remove_->setToolTip(tr("Remove the selected %1").arg(item));
  connect(add_, &QPushButton::clicked, this, &BoundTableEditor::addRow);
  connect(duplicate_, &QPushButton::clicked, this, &BoundTableEditor::duplicateRow);
  connect(remove_, &QPushButton::clicked, this, &BoundTableEditor::removeRow);

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(add_);
  buttons->addWidget(duplicate_);
  buttons->addWidget(remove_);
  buttons->addStretch();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(view_);
  layout->addLayout(buttons);

  connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
          [this](const QModelIndex& cur) {
            updateButtons();
            Q_EMIT currentRowChanged(cur.isValid() ? cur.row() : -1);
          });
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    updateButtons();
    // A reset (another number of rows: a file opened, groups imported) clears the current
    // row: the first row becomes current, so what shows the current row's details has one.
    if (currentRow() < 0 && model_->rowCount() > 0)
      view_->setCurrentIndex(model_->index(0, 0));
    else
      Q_EMIT currentRowChanged(currentRow());
  });
  if (model_->rowCount() > 0)
    view_->setCurrentIndex(model_->index(0, 0));
  updateButtons();
}

int BoundTableEditor::currentRow() const
{
  const QModelIndex cur = view_->currentIndex();
  return cur.isValid() ? cur.row() : -1;
}

void BoundTableEditor::addRow()
{
  const int at = model_->rowCount();
  const TableSpec& spec = model_->spec();
  if (at >= spec.maxRows)
    return;
  doc_->edit(tr("Add %1").arg(spec.itemName),
             [&spec, at](Scenario& s) { spec.insertDefault(s, at); });
  view_->setCurrentIndex(model_->index(at, 0));
}

void BoundTableEditor::duplicateRow()
{
  const int row = currentRow();
  const TableSpec& spec = model_->spec();
  if (row < 0 || model_->rowCount() >= spec.maxRows)
    return;
  doc_->edit(tr("Duplicate %1 %2").arg(spec.itemName).arg(row + 1),
             [&spec, row](Scenario& s) { spec.duplicate(s, row); });
  view_->setCurrentIndex(model_->index(row + 1, 0));
}

void BoundTableEditor::removeRow()
{
  const int row = currentRow();
  const TableSpec& spec = model_->spec();
  if (row < 0 || model_->rowCount() <= spec.minRows)
    return;
  doc_->edit(tr("Remove %1 %2").arg(spec.itemName).arg(row + 1),
             [&spec, row](Scenario& s) { spec.remove(s, row); });
  view_->setCurrentIndex(model_->index(std::min(row, model_->rowCount() - 1), 0));
}

void BoundTableEditor::updateButtons()
{
  const int row = currentRow();
  const bool room = model_->rowCount() < model_->spec().maxRows;
  add_->setEnabled(room);
  duplicate_->setEnabled(row >= 0 && room);
  remove_->setEnabled(row >= 0 && model_->rowCount() > model_->spec().minRows);
}

}  // namespace accel::ui
