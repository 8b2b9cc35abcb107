// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/failuredialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/core/evaluation.h"
#include "app/gui/jobs.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

FailureDialog::FailureDialog(ScenarioDocument* doc, QWidget* parent) : QDialog(parent), doc_(doc)
{
  setWindowTitle(tr("What If a Host Fails"));
  auto* form = new QFormLayout;
  kind_ = new QComboBox(this);
  kind_->addItem(tr("A host"), static_cast<int>(FailureKind::Host));
  kind_->addItem(tr("A peer link of a host"), static_cast<int>(FailureKind::PeerLink));
  kind_->addItem(tr("A storage path of a host"), static_cast<int>(FailureKind::StoragePath));
  kind_->addItem(tr("A disk of a RAID group"), static_cast<int>(FailureKind::RaidMember));
  form->addRow(tr("What fails"), kind_);
  which_ = new QSpinBox(this);
  whichLabel_ = new QLabel(tr("Host"), this);
  form->addRow(whichLabel_, which_);
  run_ = new QPushButton(tr("Evaluate"), this);
  form->addRow(QString(), run_);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  table_ = new QTableWidget(0, 5, this);
  table_->setHorizontalHeaderLabels(
      {tr("Requirement"), tr("Healthy"), tr("Failed"), tr("Required"), tr("For")});
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->verticalHeader()->hide();
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(summary_);
  layout->addWidget(table_, 1);
  layout->addWidget(buttons);
  resize(900, 560);
  connect(kind_, &QComboBox::currentIndexChanged, this, &FailureDialog::kindChanged);
  connect(run_, &QPushButton::clicked, this, &FailureDialog::evaluateNow);
  connect(&watcher_, &QFutureWatcher<Job>::finished, this, &FailureDialog::done);
  kindChanged();
  evaluateNow();
}

void FailureDialog::kindChanged()
{
  const auto k = static_cast<FailureKind>(kind_->currentData().toInt());
  const Scenario& s = doc_->scenario();
  if (k == FailureKind::RaidMember) {
    whichLabel_->setText(tr("RAID group"));
    which_->setRange(1, std::max(1, static_cast<int>(s.backing.raid_groups.size())));
  } else {
    whichLabel_->setText(tr("Host"));
    which_->setRange(1, std::max(1, s.hosts));
  }
}

void FailureDialog::evaluateNow()
{
  if (watcher_.isRunning())
    return;
  if (doc_->resultsStale()) {
    summary_->setText(tr("The scenario has errors: correct them first."));
    return;
  }
  FailureSpec f;
  f.kind = static_cast<FailureKind>(kind_->currentData().toInt());
  if (f.kind == FailureKind::RaidMember)
    f.raid_group = which_->value() - 1;
  else
    f.host = which_->value();
  const Scenario s = doc_->scenario();
  const Evaluation healthy = doc_->evaluation();
  run_->setEnabled(false);
  summary_->setText(tr("Evaluating %1…").arg(failureTitle(f)));
  watcher_.setFuture(runJob([s, healthy, f] {
    return Job{s, evaluateScenarioFailures(s, healthy, {f}).front()};
  }));
}

void FailureDialog::done()
{
  run_->setEnabled(true);
  const Job job = watcher_.result();
  summary_->setText(QStringLiteral("<b>%1</b><br/>%2")
                        .arg(failureTitle(job.result.failure).toHtmlEscaped(),
                             failureMessages(job.scenario, job.result)
                                 .join(QStringLiteral("\n"))
                                 .toHtmlEscaped()
                                 .replace(QStringLiteral("\n"), QStringLiteral("<br/>"))));
  const std::vector<FailureRow> rows = failureRows(job.scenario, job.result, true);
  table_->setRowCount(static_cast<int>(rows.size()));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const FailureRow& r = rows[i];
    const int row = static_cast<int>(i);
    const QStringList cells = {r.what, r.healthy, r.degraded, r.limit, r.phase};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (c == 2 && (r.lost || r.worse)) {
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
        if (r.lost)
          item->setForeground(QColor(0xc0, 0x39, 0x2b));
      }
      table_->setItem(row, c, item);
    }
  }
}

}  // namespace accel::ui
