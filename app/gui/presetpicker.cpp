// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/presetpicker.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QStyle>
#include <QToolButton>

#include "app/gui/scenariodocument.h"

namespace accel::ui {

PresetPicker::PresetPicker(ScenarioDocument* doc, const QString& what, std::vector<Item> items,
                           QWidget* parent)
    : PresetPicker(doc, what, ItemSource([items] { return items; }), parent)
{
}

PresetPicker::PresetPicker(ScenarioDocument* doc, const QString& what, ItemSource items,
                           QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      what_(what),
      source_(std::move(items)),
      combo_(new QComboBox(this))
{
  combo_->setToolTip(tr("Fills the %1 fields from a preset; each can then be changed.").arg(what));
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* label = new QLabel(tr("%1 preset:").arg(what), this);
  label->setBuddy(combo_);
  layout->addWidget(label);
  layout->addWidget(combo_, 1);
  connect(combo_, &QComboBox::activated, this, [this](int index) {
    if (index > 0)
      choose(index - 1);
  });
  connect(doc_, &ScenarioDocument::changed, this, &PresetPicker::refresh);
  reload();
}

void PresetPicker::reload()
{
  items_ = source_();
  const QSignalBlocker block(combo_);
  combo_->clear();
  combo_->addItem(tr("Custom"));
  combo_->setItemData(0, tr("The fields match no preset; choose one to fill them."),
                      Qt::ToolTipRole);
  for (const Item& item : items_) {
    combo_->addItem(item.name);
    combo_->setItemData(combo_->count() - 1, item.tooltip, Qt::ToolTipRole);
  }
  refresh();
}

void PresetPicker::setSaveAction(const QString& tooltip, std::function<void()> save)
{
  if (!save_) {
    save_ = new QToolButton(this);
    save_->setText(tr("Save as Preset..."));
    save_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout()->addWidget(save_);
  }
  save_->setToolTip(tooltip);
  disconnect(save_, nullptr, this, nullptr);
  connect(save_, &QToolButton::clicked, this, [save] { save(); });
}

void PresetPicker::setProblems(const QStringList& problems)
{
  problemList_ = problems;
  if (!problems_) {
    problems_ = new QToolButton(this);
    problems_->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    problems_->setAutoRaise(true);
    layout()->addWidget(problems_);
    connect(problems_, &QToolButton::clicked, this, [this] {
      QMessageBox box(QMessageBox::Warning, tr("Preset files"),
                      tr("%n preset file problem(s): those presets are left out.", nullptr,
                         static_cast<int>(problemList_.size())),
                      QMessageBox::Ok, this);
      box.setDetailedText(problemList_.join(QLatin1Char('\n')));
      box.exec();
    });
  }
  problems_->setVisible(!problems.isEmpty());
  problems_->setToolTip(tr("Some presets could not be read and are left out:") + QLatin1Char('\n') +
                        QStringList(problems.mid(0, 5)).join(QLatin1Char('\n')) +
                        (problems.size() > 5 ? QStringLiteral("\n...") : QString()));
}

void PresetPicker::choose(int index)
{
  if (index < 0 || index >= static_cast<int>(items_.size()))
    return;
  const Item& item = items_[static_cast<std::size_t>(index)];
  doc_->edit(tr("Apply %1 preset %2").arg(what_.toLower(), item.name),
             [&item](Scenario& s) { item.apply(s); });
}

void PresetPicker::refresh()
{
  int current = 0;
  for (std::size_t i = 0; i < items_.size(); ++i) {
    if (items_[i].matches(doc_->scenario())) {
      current = static_cast<int>(i) + 1;
      break;
    }
  }
  const QSignalBlocker block(combo_);
  combo_->setCurrentIndex(current);
}

}  // namespace accel::ui
