// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/aboutdialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <Eigen/Core>

#include "app/charts/qcp.h"
#include "app/core/version.h"

namespace accel::ui {

std::vector<Component> components()
{
  const QString qtVersion =
      QString::fromLatin1(qVersion()) == QLatin1String(QT_VERSION_STR)
          ? QString::fromLatin1(qVersion())
          : AboutDialog::tr("%1 (built with %2)")
                .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
  return {
      {QStringLiteral("AccelSizer"), QString::fromLatin1(kAccelSizerVersion),
       QStringLiteral("GPL-3.0-or-later"), AboutDialog::tr("this application")},
      {QStringLiteral("Qt"), qtVersion, QStringLiteral("LGPL-3.0-only OR GPL-2.0-or-later"),
       AboutDialog::tr("windows, files, the PDF report")},
      {QStringLiteral("QCustomPlot"), QStringLiteral(QCUSTOMPLOT_VERSION_STR),
       QStringLiteral("GPL-3.0-or-later"), AboutDialog::tr("charts")},
      {QStringLiteral("Eigen"),
       QStringLiteral("%1.%2.%3")
           .arg(EIGEN_WORLD_VERSION)
           .arg(EIGEN_MAJOR_VERSION)
           .arg(EIGEN_MINOR_VERSION),
       QStringLiteral("MPL-2.0"), AboutDialog::tr("the models' linear algebra")},
      {QStringLiteral("DejaVu Sans"), AboutDialog::tr("system font"),
       QStringLiteral("Bitstream-Vera"), AboutDialog::tr("the PDF report's text")},
  };
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent), table_(new QTableWidget(this))
{
  setWindowTitle(tr("About AccelSizer"));
  auto* text = new QLabel(this);
  text->setTextFormat(Qt::RichText);
  text->setOpenExternalLinks(true);
  text->setWordWrap(true);
  text->setText(
      tr("<h3>AccelSizer %1</h3>"
         "<p>Sizing calculator for server-side write-back storage acceleration: replica "
         "network, write latency, destager and backing-array behaviour, with the working "
         "shown.</p>"
         "<p>Units: MB = 10<sup>6</sup> bytes, KiB = 1024 bytes, Gb/s = 10<sup>9</sup> "
         "bit/s.</p>"
         "<p>Copyright &copy; 2026 AccelSizer developers. AccelSizer is free software: you can "
         "redistribute it and/or modify it under the terms of the GNU General Public License, "
         "version 3 or (at your option) any later version. It comes with ABSOLUTELY NO "
         "WARRANTY.</p>"
         "<p><a href=\"%2\">%2</a></p>")
          .arg(QString::fromLatin1(kAccelSizerVersion), QString::fromLatin1(kAccelSizerHomepage)));

  const std::vector<Component> list = components();
  table_->setColumnCount(4);
  table_->setHorizontalHeaderLabels(
      {tr("Component"), tr("Version"), tr("Licence"), tr("Used for")});
  table_->setRowCount(static_cast<int>(list.size()));
  for (int r = 0; r < static_cast<int>(list.size()); ++r) {
    const Component& c = list[static_cast<std::size_t>(r)];
    const QStringList cells = {c.name, c.version, c.licence, c.use};
    for (int col = 0; col < 4; ++col)
      table_->setItem(r, col, new QTableWidgetItem(cells[col]));
  }
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->resizeColumnsToContents();
  table_->setObjectName(QStringLiteral("components"));

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  QPushButton* licence = buttons->addButton(tr("&Licence"), QDialogButtonBox::ActionRole);
  QPushButton* notices =
      buttons->addButton(tr("&Third-Party Notices"), QDialogButtonBox::ActionRole);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(licence, &QPushButton::clicked, this, [this] {
    showText(tr("Licence: GNU General Public License, version 3"),
             legalText(QStringLiteral("LICENSE")));
  });
  connect(notices, &QPushButton::clicked, this, [this] {
    showText(tr("Third-party notices"), legalText(QStringLiteral("THIRD-PARTY-NOTICES.md")));
  });

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(text);
  layout->addWidget(new QLabel(tr("Built from:"), this));
  layout->addWidget(table_, 1);
  layout->addWidget(buttons);
  resize(640, 520);
}

QString AboutDialog::legalText(const QString& name)
{
  QFile f(QStringLiteral(":/legal/") + name);
  return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void AboutDialog::showText(const QString& title, const QString& text)
{
  QDialog d(this);
  d.setWindowTitle(title);
  auto* view = new QPlainTextEdit(&d);
  view->setReadOnly(true);
  view->setPlainText(text);
  view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &d);
  connect(buttons, &QDialogButtonBox::rejected, &d, &QDialog::reject);
  auto* layout = new QVBoxLayout(&d);
  layout->addWidget(view);
  layout->addWidget(buttons);
  d.resize(720, 600);
  d.exec();
}

}  // namespace accel::ui
