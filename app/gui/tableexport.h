// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file tableexport.h
/// Tables for slides and spreadsheets: any table view copies its selection (Ctrl+C) or the
/// whole table (right-click, Copy Table) as tab-separated text, and saves it as CSV. One piece
/// of code for every table: installTableExport().
///
/// What is written: a header row, each column's name with its unit ("Sent (MB/s)"), then the
/// cells. A model that knows more than its display text says so through two roles: a
/// horizontal header's kExportHeaderRole (the name with its unit) and a cell's kExportRole
/// (the number as the results document has it, in the C locale, "" for a value that does not
/// exist). Where a model gives neither, the display text is written.

#include <QJsonValue>
#include <QString>
#include <Qt>

class QAbstractItemModel;
class QAbstractItemView;
class QMenu;
class QWidget;

namespace accel::ui {

/// The cell's value for export (a QString: the number as the results document writes it).
constexpr int kExportRole = Qt::UserRole + 64;
/// A column's name with its unit for export (a QString).
constexpr int kExportHeaderRole = Qt::UserRole + 65;

/// A value of a results document as kExportRole gives it: a number as the document writes it
/// (the shortest text that reads back the same double, C locale), a boolean as true or false, a
/// word as it is, null as "".
QString exportText(const QJsonValue& v);

/// The rows as text: `separator` between fields, a header row first. With `selectedOnly`, the
/// rows and columns of the view's selection; otherwise the whole model (hidden columns left out).
/// Tab separated: tabs and line breaks inside a field become spaces. Comma separated: RFC 4180
/// quoting (a field with a comma, a quote or a line break is quoted, its quotes doubled).
QString tableTsv(const QAbstractItemView* view, bool selectedOnly = false);
QString tableCsv(const QAbstractItemView* view);

/// Writes tableCsv() to `path`, atomically (UTF-8). On failure, false and `error` says the path
/// and the reason.
bool saveTableCsv(const QAbstractItemView* view, const QString& path, QString* error);

/// Ctrl+C copies the selection as tab-separated text; the right-click menu has Copy (the
/// selection), Copy Table and Save as CSV... `name` is the file name suggested ("hosts").
void installTableExport(QAbstractItemView* view, const QString& name);
/// The right-click menu installTableExport() shows, built for `view`.
QMenu* tableExportMenu(QAbstractItemView* view, QWidget* parent);

}  // namespace accel::ui
