// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/modelnotesdialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "app/core/modelnotes.h"

namespace accel::ui {

ModelNotesDialog::ModelNotesDialog(QWidget* parent)
    : QDialog(parent), list_(new QListWidget(this)), browser_(new QTextBrowser(this))
{
  setWindowTitle(tr("Model Notes"));
  for (const ModelNote& n : modelNotes()) {
    auto* item = new QListWidgetItem(n.title, list_);
    item->setData(Qt::UserRole, n.key);
  }
  list_->setMaximumWidth(180);
  browser_->setOpenExternalLinks(false);
  connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
    const QList<ModelNote>& notes = modelNotes();
    if (row < 0 || row >= notes.size())
      return;
    browser_->setHtml(QStringLiteral("<h2>%1</h2>").arg(notes[row].title.toHtmlEscaped()) +
                      notes[row].html);
  });
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* row = new QHBoxLayout;
  row->addWidget(list_);
  row->addWidget(browser_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(row, 1);
  layout->addWidget(buttons);
  resize(860, 620);
  showNote(QString());
}

void ModelNotesDialog::showNote(const QString& key)
{
  int row = 0;
  for (int i = 0; i < list_->count(); ++i)
    if (list_->item(i)->data(Qt::UserRole).toString() == key)
      row = i;
  list_->setCurrentRow(row);
}

}  // namespace accel::ui
