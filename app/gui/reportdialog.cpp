// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/reportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/gui/settings.h"

namespace accel::ui {

namespace {

const Setting<QString> kAuthor{"report/author", {}};
const Setting<QString> kLogo{"report/logo", {}};
const Setting<QString> kPaper{"report/paperSize", QStringLiteral("a4")};
const Setting<QString> kFolder{"report/lastDirectory", {}};

/// A line edit with a Browse button beside it.
QWidget* withBrowse(QLineEdit* edit, QWidget* parent, const std::function<void()>& browse)
{
  auto* row = new QWidget(parent);
  auto* layout = new QHBoxLayout(row);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(edit, 1);
  auto* button = new QPushButton(QObject::tr("Browse..."), row);
  QObject::connect(button, &QPushButton::clicked, row, browse);
  layout->addWidget(button);
  return row;
}

}  // namespace

ReportDialog::ReportDialog(const QString& suggestedName, bool stale, QWidget* parent)
    : QDialog(parent),
      path_(new QLineEdit(this)),
      author_(new QLineEdit(this)),
      logo_(new QLineEdit(this)),
      paper_(new QComboBox(this))
{
  setWindowTitle(tr("Export PDF Report"));
  setObjectName(QStringLiteral("reportDialog"));
  QString folder = kFolder.get();
  if (folder.isEmpty() || !QFileInfo(folder).isDir())
    folder = QDir::homePath();
  path_->setText(QDir(folder).filePath(suggestedName));
  path_->setObjectName(QStringLiteral("reportPath"));
  author_->setText(kAuthor.get());
  author_->setPlaceholderText(tr("your name and company, on the cover"));
  logo_->setText(kLogo.get());
  logo_->setPlaceholderText(tr("none"));
  logo_->setClearButtonEnabled(true);
  paper_->addItem(tr("A4"), paperSizeWord(PaperSize::A4));
  paper_->addItem(tr("US Letter"), paperSizeWord(PaperSize::Letter));
  paper_->setCurrentIndex(std::max(0, paper_->findData(kPaper.get())));

  auto* form = new QFormLayout;
  form->addRow(tr("Save as:"), withBrowse(path_, this, [this] { browseOutput(); }));
  form->addRow(tr("Prepared by:"), author_);
  form->addRow(tr("Logo:"), withBrowse(logo_, this, [this] { browseLogo(); }));
  form->addRow(tr("Page size:"), paper_);
  auto* hint = new QLabel(tr("The customer on the cover is the scenario's (Cluster and VMs > "
                             "Customer)."),
                          this);
  hint->setWordWrap(true);
  hint->setEnabled(false);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(path_, &QLineEdit::textChanged, this, [this, buttons] {
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!path_->text().trimmed().isEmpty());
  });

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(hint);
  if (stale) {
    auto* warning = new QLabel(tr("The scenario has problems: the report shows the last valid "
                                  "scenario. Fix the problems listed to report your edits."),
                               this);
    warning->setWordWrap(true);
    warning->setStyleSheet(QStringLiteral("color: #b35900;"));
    layout->addWidget(warning);
  }
  layout->addWidget(buttons);
  resize(560, sizeHint().height());
}

QString ReportDialog::outputPath() const
{
  QString path = path_->text().trimmed();
  if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
    path += QStringLiteral(".pdf");
  return path;
}

ReportOptions ReportDialog::options() const
{
  ReportOptions o;
  o.author = author_->text().trimmed();
  o.logo_path = logo_->text().trimmed();
  parsePaperSize(paper_->currentData().toString(), &o.paper);
  return o;
}

void ReportDialog::remember() const
{
  const ReportOptions o = options();
  kAuthor.set(o.author);
  kLogo.set(o.logo_path);
  kPaper.set(paperSizeWord(o.paper));
  kFolder.set(QFileInfo(outputPath()).absolutePath());
}

void ReportDialog::browseOutput()
{
  const QString path = QFileDialog::getSaveFileName(this, tr("Export PDF Report"), path_->text(),
                                                    tr("PDF documents (*.pdf)"));
  if (!path.isEmpty())
    path_->setText(path);
}

void ReportDialog::browseLogo()
{
  QStringList patterns;
  for (const QByteArray& format : QImageReader::supportedImageFormats())
    patterns << QStringLiteral("*.") + QString::fromLatin1(format);
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Logo for the Cover"), logo_->text(),
                                   tr("Images (%1)").arg(patterns.join(QLatin1Char(' '))));
  if (!path.isEmpty())
    logo_->setText(path);
}

}  // namespace accel::ui
