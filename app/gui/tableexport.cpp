// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/tableexport.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QTableView>

#include <set>
#include <vector>

#include "app/gui/settings.h"

namespace accel::ui {

namespace {

const Setting<QString> kFolder{"export/lastDirectory", {}};

struct Cells {
  std::vector<int> rows;
  std::vector<int> columns;
};

Cells cellsOf(const QAbstractItemView* view, bool selectedOnly)
{
  const QAbstractItemModel* model = view->model();
  Cells c;
  if (!model)
    return c;
  const auto* table = qobject_cast<const QTableView*>(view);
  std::set<int> rows;
  std::set<int> columns;
  if (selectedOnly && view->selectionModel()) {
    for (const QModelIndex& i : view->selectionModel()->selectedIndexes()) {
      rows.insert(i.row());
      columns.insert(i.column());
    }
    if (rows.empty() && view->currentIndex().isValid()) {
      rows.insert(view->currentIndex().row());
      columns.insert(view->currentIndex().column());
    }
  }
  if (rows.empty()) {
    for (int r = 0; r < model->rowCount(); ++r)
      rows.insert(r);
    for (int col = 0; col < model->columnCount(); ++col)
      columns.insert(col);
  }
  c.rows.assign(rows.begin(), rows.end());
  for (int col : columns)
    if (!table || !table->isColumnHidden(col))
      c.columns.push_back(col);
  return c;
}

QString headerText(const QAbstractItemModel* model, int column)
{
  const QVariant h = model->headerData(column, Qt::Horizontal, kExportHeaderRole);
  if (h.isValid())
    return h.toString();
  return model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
}

QString cellText(const QAbstractItemModel* model, int row, int column)
{
  const QModelIndex i = model->index(row, column);
  const QVariant v = model->data(i, kExportRole);
  if (v.isValid())
    return v.toString();
  return model->data(i, Qt::DisplayRole).toString();
}

QString tsvField(QString s)
{
  s.replace(QLatin1Char('\t'), QLatin1Char(' '));
  s.replace(QLatin1String("\r\n"), QLatin1String(" "));
  s.replace(QLatin1Char('\n'), QLatin1Char(' '));
  s.replace(QLatin1Char('\r'), QLatin1Char(' '));
  return s;
}

QString csvField(const QString& s)
{
  if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
      !s.contains(QLatin1Char('\n')) && !s.contains(QLatin1Char('\r')))
    return s;
  QString q = s;
  q.replace(QLatin1Char('"'), QLatin1String("\"\""));
  return QLatin1Char('"') + q + QLatin1Char('"');
}

QString joined(const QAbstractItemView* view, bool selectedOnly, bool csv)
{
  const QAbstractItemModel* model = view->model();
  const Cells c = cellsOf(view, selectedOnly);
  if (!model || c.columns.empty())
    return QString();
  const QChar sep = csv ? QLatin1Char(',') : QLatin1Char('\t');
  auto field = [csv](const QString& s) { return csv ? csvField(s) : tsvField(s); };
  QStringList lines;
  QStringList header;
  for (int col : c.columns)
    header << field(headerText(model, col));
  lines << header.join(sep);
  for (int r : c.rows) {
    QStringList row;
    for (int col : c.columns)
      row << field(cellText(model, r, col));
    lines << row.join(sep);
  }
  return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void copyText(const QString& text)
{
  QApplication::clipboard()->setText(text);
}

void saveWithDialog(QAbstractItemView* view)
{
  QString folder = kFolder.get();
  if (folder.isEmpty() || !QDir(folder).exists())
    folder = QDir::homePath();
  QString base = view->property("accelExportName").toString();
  if (base.isEmpty())
    base = QStringLiteral("table");
  QString path = QFileDialog::getSaveFileName(
      view, QCoreApplication::translate("accel::ui::TableExport", "Save Table as CSV"),
      QDir(folder).filePath(base + QStringLiteral(".csv")),
      QCoreApplication::translate("accel::ui::TableExport", "CSV file (*.csv)"));
  if (path.isEmpty())
    return;
  if (QFileInfo(path).suffix().isEmpty())
    path += QStringLiteral(".csv");
  kFolder.set(QFileInfo(path).absolutePath());
  QString error;
  if (!saveTableCsv(view, path, &error))
    QMessageBox::critical(view, QCoreApplication::translate("accel::ui::TableExport", "Save Table"),
                          error);
}

/// Ctrl+C on the view: the selection as tab-separated text (before the view's own copy of
/// one cell's text, and before an editable table opens an editor on the key).
class CopyFilter : public QObject {
public:
  explicit CopyFilter(QAbstractItemView* view) : QObject(view), view_(view) {}
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (watched == view_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Copy)) {
      copyText(tableTsv(view_, true));
      return true;
    }
    if (watched == view_ && event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Copy)) {
      event->accept();  // the key comes to the view, not to a window shortcut
      return true;
    }
    return QObject::eventFilter(watched, event);
  }

private:
  QAbstractItemView* view_;
};

}  // namespace

QString exportText(const QJsonValue& v)
{
  if (v.isDouble())
    return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
  if (v.isBool())
    return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
  return v.toString();  // a word; null and undefined: ""
}

QString tableTsv(const QAbstractItemView* view, bool selectedOnly)
{
  return joined(view, selectedOnly, false);
}

QString tableCsv(const QAbstractItemView* view)
{
  return joined(view, false, true);
}

bool saveTableCsv(const QAbstractItemView* view, const QString& path, QString* error)
{
  const QByteArray data = tableCsv(view).toUtf8();
  QSaveFile f(path);
  auto fail = [&](const QString& reason) {
    *error = QCoreApplication::translate("accel::ui::TableExport", "Cannot write %1: %2")
                 .arg(QDir::toNativeSeparators(path), reason);
    return false;
  };
  if (!f.open(QIODevice::WriteOnly))
    return fail(f.errorString());
  if (f.write(data) != data.size()) {
    const QString reason = f.errorString();
    f.cancelWriting();
    return fail(reason);
  }
  if (!f.commit())
    return fail(f.errorString());
  return true;
}

QMenu* tableExportMenu(QAbstractItemView* view, QWidget* parent)
{
  auto* menu = new QMenu(parent);
  menu->setObjectName(QStringLiteral("tableExportMenu"));
  QAction* copy = menu->addAction(QCoreApplication::translate("accel::ui::TableExport", "&Copy"),
                                  view, [view] { copyText(tableTsv(view, true)); });
  copy->setShortcut(QKeySequence::Copy);
  copy->setShortcutContext(Qt::WidgetShortcut);
  copy->setObjectName(QStringLiteral("copySelection"));
  QAction* all =
      menu->addAction(QCoreApplication::translate("accel::ui::TableExport", "Copy &Table"), view,
                      [view] { copyText(tableTsv(view, false)); });
  all->setObjectName(QStringLiteral("copyTable"));
  QAction* csv =
      menu->addAction(QCoreApplication::translate("accel::ui::TableExport", "Save as C&SV..."),
                      view, [view] { saveWithDialog(view); });
  csv->setObjectName(QStringLiteral("saveTableCsv"));
  return menu;
}

void installTableExport(QAbstractItemView* view, const QString& name)
{
  if (view->property("accelExportInstalled").toBool())
    return;
  view->setProperty("accelExportInstalled", true);
  view->setProperty("accelExportName", name);
  view->installEventFilter(new CopyFilter(view));
  view->setContextMenuPolicy(Qt::CustomContextMenu);
  QObject::connect(view, &QWidget::customContextMenuRequested, view, [view](const QPoint& pos) {
    QMenu* menu = tableExportMenu(view, view);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(view->viewport()->mapToGlobal(pos));
  });
}

}  // namespace accel::ui
