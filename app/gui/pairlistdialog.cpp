// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/pairlistdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/core/units.h"

namespace accel::ui {

PairListDialog::PairListDialog(const ParamInfo& info, const QJsonArray& rows, QWidget* parent)
    : QDialog(parent), info_(info), table_(new QTableWidget(this)), status_(new QLabel(this))
{
  setWindowTitle(info.label);
  table_->setColumnCount(2);
  QStringList headers;
  for (const PairColumn& c : info.columns) {
    const QString unit = unitLabel(c.unit);
    headers << (unit.isEmpty() ? c.label : QStringLiteral("%1 (%2)").arg(c.label, unit));
  }
  table_->setHorizontalHeaderLabels(headers);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table_->setToolTip(info.help);

  auto* add = new QPushButton(tr("&Add row"), this);
  auto* remove = new QPushButton(tr("&Remove rows"), this);
  auto* paste = new QPushButton(tr("&Paste"), this);
  auto* import = new QPushButton(tr("&Import CSV..."), this);
  paste->setToolTip(tr("Paste two columns copied from a spreadsheet (replaces the table)."));
  import->setToolTip(tr("Read two numeric columns from a CSV file (replaces the table)."));
  connect(add, &QPushButton::clicked, this, &PairListDialog::addRow);
  connect(remove, &QPushButton::clicked, this, &PairListDialog::removeRows);
  connect(paste, &QPushButton::clicked, this, &PairListDialog::paste);
  connect(import, &QPushButton::clicked, this, &PairListDialog::importCsv);
  connect(table_, &QTableWidget::itemChanged, this, &PairListDialog::updateStatus);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* tools = new QHBoxLayout;
  tools->addWidget(add);
  tools->addWidget(remove);
  tools->addStretch();
  tools->addWidget(paste);
  tools->addWidget(import);

  auto* help = new QLabel(info.help, this);
  help->setWordWrap(true);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(help);
  layout->addLayout(tools);
  layout->addWidget(table_);
  layout->addWidget(status_);
  layout->addWidget(buttons);
  resize(460, 520);
  setRows(rows);
}

void PairListDialog::setRows(const QJsonArray& rows)
{
  const QSignalBlocker block(table_);
  table_->setRowCount(static_cast<int>(rows.size()));
  for (int r = 0; r < rows.size(); ++r) {
    const QJsonArray pair = rows.at(r).toArray();
    for (int c = 0; c < 2; ++c) {
      const Unit unit = info_.columns.at(static_cast<std::size_t>(c)).unit;
      table_->setItem(r, c, new QTableWidgetItem(formatInput(pair.at(c).toDouble(), unit)));
    }
  }
  updateStatus();
}

QJsonArray PairListDialog::rows() const
{
  QJsonArray out;
  for (int r = 0; r < table_->rowCount(); ++r) {
    QJsonArray pair;
    bool complete = true;
    for (int c = 0; c < 2; ++c) {
      const QTableWidgetItem* item = table_->item(r, c);
      bool ok = false;
      // As shown (the screen's decimal comma or point), or as a file writes it.
      const QString text = item ? item->text().trimmed() : QString();
      double shown = numberLocale().toDouble(text, &ok);
      if (!ok)
        shown = text.toDouble(&ok);
      complete = complete && ok;
      pair.append(fromDisplay(shown, info_.columns.at(static_cast<std::size_t>(c)).unit));
    }
    if (complete)
      out.append(pair);
  }
  return out;
}

bool PairListDialog::parsePairs(const QString& text, QJsonArray* out, QString* error)
{
  static const QRegularExpression sep(QStringLiteral("[,;\\t ]+"));
  QJsonArray rows;
  const QStringList lines = text.split(QLatin1Char('\n'));
  for (int i = 0; i < lines.size(); ++i) {
    const QString line = lines.at(i).trimmed();
    if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
      continue;
    const QStringList cells = line.split(sep, Qt::SkipEmptyParts);
    bool ok0 = false, ok1 = false;
    const double a = cells.value(0).toDouble(&ok0);
    if (!ok0 && rows.isEmpty())
      continue;  // a header line
    const double b = cells.value(1).toDouble(&ok1);
    if (!ok0 || !ok1) {
      if (error)
        *error = tr("line %1: expected two numbers, found \"%2\"").arg(i + 1).arg(line.left(60));
      return false;
    }
    rows.append(QJsonArray{a, b});
  }
  *out = rows;
  return true;
}

void PairListDialog::addRow()
{
  const int r = table_->rowCount();
  table_->insertRow(r);
  table_->setItem(r, 0, new QTableWidgetItem(QStringLiteral("0")));
  table_->setItem(r, 1, new QTableWidgetItem(QStringLiteral("0")));
  table_->setCurrentCell(r, 0);
  updateStatus();
}

void PairListDialog::removeRows()
{
  QList<int> rows;
  for (const QTableWidgetSelectionRange& range : table_->selectedRanges())
    for (int r = range.topRow(); r <= range.bottomRow(); ++r)
      rows << r;
  std::sort(rows.begin(), rows.end(), std::greater<int>());
  for (int r : rows)
    table_->removeRow(r);
  updateStatus();
}

void PairListDialog::paste()
{
  QJsonArray rows;
  QString error;
  if (!parsePairs(QApplication::clipboard()->text(), &rows, &error)) {
    QMessageBox::warning(this, tr("Paste"), tr("Cannot paste: %1").arg(error));
    return;
  }
  setRows(fromShown(rows));
}

QJsonArray PairListDialog::fromShown(const QJsonArray& rows) const
{
  // Pasted and imported numbers are in the units the table shows.
  QJsonArray stored;
  for (const auto& row : rows) {
    const QJsonArray p = row.toArray();
    stored.append(QJsonArray{fromDisplay(p.at(0).toDouble(), info_.columns[0].unit),
                             fromDisplay(p.at(1).toDouble(), info_.columns[1].unit)});
  }
  return stored;
}

void PairListDialog::importCsv()
{
  const QString file = QFileDialog::getOpenFileName(this, tr("Import CSV"), QString(),
                                                    tr("CSV files (*.csv *.txt);;All files (*)"));
  if (file.isEmpty())
    return;
  QFile f(file);
  if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
    QMessageBox::warning(this, tr("Import CSV"),
                         tr("Cannot read %1: %2").arg(file, f.errorString()));
    return;
  }
  QJsonArray rows;
  QString error;
  if (!parsePairs(QString::fromUtf8(f.readAll()), &rows, &error)) {
    QMessageBox::warning(this, tr("Import CSV"), tr("Cannot import %1: %2").arg(file, error));
    return;
  }
  setRows(fromShown(rows));
}

void PairListDialog::keyPressEvent(QKeyEvent* event)
{
  if (event->matches(QKeySequence::Paste)) {
    paste();
    return;
  }
  if (event->matches(QKeySequence::Delete) && table_->hasFocus()) {
    removeRows();
    return;
  }
  QDialog::keyPressEvent(event);
}

void PairListDialog::updateStatus()
{
  status_->setText(tr("%Ln row(s)", nullptr, table_->rowCount()));
}

}  // namespace accel::ui
