// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/variantsbar.h"

#include <QAction>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QTabBar>
#include <QToolButton>

#include "app/core/safetext.h"
#include "app/core/variants.h"
#include "app/gui/compareview.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

VariantsBar::VariantsBar(ScenarioDocument* doc, QWidget* parent)
    : QToolBar(tr("Options"), parent), doc_(doc)
{
  setObjectName(QStringLiteral("variantsBar"));
  setAccessibleName(tr("Options of the design"));
  setMovable(false);
  auto* label = new QLabel(tr("Options:"), this);
  label->setContentsMargins(4, 0, 4, 0);
  addWidget(label);
  tabs_ = new QTabBar(this);
  tabs_->setObjectName(QStringLiteral("variantTabs"));
  tabs_->setAccessibleName(tr("Option on show"));
  tabs_->setToolTip(
      tr("The option on show: the base design or one of its variants. Edits "
         "change the option on show; edits on the base flow into every variant "
         "that does not override the value."));
  tabs_->setFocusPolicy(Qt::StrongFocus);
  tabs_->setDrawBase(false);
  tabs_->setExpanding(false);
  tabs_->setUsesScrollButtons(true);
  tabs_->setElideMode(Qt::ElideRight);
  tabs_->setDocumentMode(true);
  label->setBuddy(tabs_);
  addWidget(tabs_);
  const auto button = [this](const QString& text, const QString& tip, const char* name) {
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(text);
    b->setAccessibleDescription(tip);
    b->setObjectName(QLatin1String(name));
    b->setFocusPolicy(Qt::StrongFocus);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addWidget(b);
    return b;
  };
  add_ = button(tr("New"),
                tr("New option from the edits: on the base, the changes made since the file "
                   "was opened or saved become a variant and the base keeps its saved values; "
                   "on a variant, a copy of it"),
                "variantAdd");
  rename_ = button(tr("Rename"), tr("Rename the variant on show"), "variantRename");
  duplicate_ = button(tr("Duplicate"), tr("A copy of the option on show, as a new variant"),
                      "variantDuplicate");
  remove_ = button(tr("Delete"), tr("Delete the variant on show"), "variantDelete");
  compare_ = new QAction(tr("&Compare Options…"), this);
  compare_->setObjectName(QStringLiteral("compareOptions"));
  compare_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
  compare_->setToolTip(
      tr("The options side by side: every headline number, requirement and "
         "area, and the main charts overlaid (Ctrl+Shift+K)"));
  addSeparator();
  addAction(compare_);
  connect(compare_, &QAction::triggered, this, &VariantsBar::openCompare);
  connect(add_, &QToolButton::clicked, this, &VariantsBar::askAdd);
  connect(rename_, &QToolButton::clicked, this, &VariantsBar::askRename);
  connect(duplicate_, &QToolButton::clicked, this, [this] {
    QString problem;
    if (!duplicateVariant(doc_->activeVariant(), &problem))
      QMessageBox::warning(this, tr("Duplicate Option"), problem);
  });
  connect(remove_, &QToolButton::clicked, this, &VariantsBar::askDelete);
  connect(tabs_, &QTabBar::currentChanged, this, &VariantsBar::tabChosen);
  connect(doc_, &ScenarioDocument::changed, this, &VariantsBar::rebuild);
  rebuild();
}

void VariantsBar::rebuild()
{
  rebuilding_ = true;
  const Scenario& file = doc_->fileScenario();
  const int count = static_cast<int>(file.variants.size()) + 1;
  while (tabs_->count() > count)
    tabs_->removeTab(tabs_->count() - 1);
  while (tabs_->count() < count)
    tabs_->addTab(QString());
  // A tab bar lays itself out and repaints on every new text, the same or not: set only
  // what changed (this runs after every edit).
  const auto setText = [this](int i, const QString& text) {
    if (tabs_->tabText(i) != text)
      tabs_->setTabText(i, text);
  };
  setText(0, tr("Base"));
  tabs_->setTabToolTip(0, tr("The base design: %1").arg(userText(file.name)));
  for (int i = 1; i < count; ++i) {
    const Variant& v = file.variants[static_cast<std::size_t>(i - 1)];
    setText(i, userText(v.name).replace(QLatin1Char('&'), QStringLiteral("&&")));
    QStringList lines;
    for (const VariantOverride& o : v.overrides)
      lines << QStringLiteral("%1 = %2").arg(QString::fromStdString(o.pointer),
                                             userText(o.value_json));
    tabs_->setTabToolTip(
        i, tr("Variant \"%1\": %2")
               .arg(userText(v.name), lines.isEmpty() ? tr("no overrides (the same as the base)")
                                                      : lines.join(QStringLiteral("; "))));
  }
  tabs_->setCurrentIndex(doc_->activeVariant() + 1);
  const bool onVariant = doc_->activeVariant() >= 0;
  rename_->setEnabled(onVariant);
  remove_->setEnabled(onVariant);
  rebuilding_ = false;
}

void VariantsBar::tabChosen(int tab)
{
  if (rebuilding_ || tab < 0)
    return;
  QString problem;
  if (!doc_->showVariant(tab - 1, &problem)) {
    rebuild();
    QMessageBox::warning(this, tr("Show Option"),
                         tr("This variant does not apply to the base:\n%1").arg(problem));
  }
}

QString VariantsBar::freshName(const QString& stem) const
{
  // "Option 1", "Option 2", ...; another stem is tried as it is first ("WB+2 copy").
  const bool numbered = stem == tr("Option");
  for (int n = 1;; ++n) {
    const QString name = n == 1 && !numbered ? stem : QStringLiteral("%1 %2").arg(stem).arg(n);
    if (checkName(name, -1, nullptr))
      return name;
  }
}

bool VariantsBar::checkName(const QString& name, int except, QString* problem) const
{
  const QString n = name.trimmed();
  if (n.isEmpty()) {
    if (problem)
      *problem = tr("A variant needs a name.");
    return false;
  }
  const std::vector<Variant>& vs = doc_->fileScenario().variants;
  for (std::size_t i = 0; i < vs.size(); ++i)
    if (static_cast<int>(i) != except && QString::fromStdString(vs[i].name).trimmed() == n) {
      if (problem)
        *problem = tr("\"%1\" names another variant: choose a name of its own.").arg(n);
      return false;
    }
  return true;
}

bool VariantsBar::addFromEdits(const QString& name, QString* problem)
{
  if (!checkName(name, -1, problem))
    return false;
  const Scenario& file = doc_->fileScenario();
  Scenario next = file;
  if (doc_->activeVariant() < 0) {
    const Scenario& saved = doc_->savedBase();
    next = saved;
    next.name = file.name;
    next.variants = file.variants;
    next.variants.push_back(variantFromDifference(saved, file, name.trimmed()));
  } else {
    next.variants.push_back(variantFromDifference(file, doc_->scenario(), name.trimmed()));
  }
  return doc_->editFile(tr("New option \"%1\"").arg(name.trimmed()), next,
                        static_cast<int>(next.variants.size()) - 1, problem);
}

bool VariantsBar::renameVariant(int index, const QString& name, QString* problem)
{
  Scenario next = doc_->fileScenario();
  if (index < 0 || static_cast<std::size_t>(index) >= next.variants.size()) {
    if (problem)
      *problem = tr("Only a variant can be renamed; the base is named with the scenario.");
    return false;
  }
  if (!checkName(name, index, problem))
    return false;
  const QString old = userText(next.variants[static_cast<std::size_t>(index)].name);
  next.variants[static_cast<std::size_t>(index)].name = name.trimmed().toStdString();
  return doc_->editFile(tr("Rename option \"%1\" to \"%2\"").arg(old, name.trimmed()), next,
                        doc_->activeVariant(), problem);
}

bool VariantsBar::duplicateVariant(int index, QString* problem)
{
  Scenario next = doc_->fileScenario();
  Variant copy;
  if (index >= 0 && static_cast<std::size_t>(index) < next.variants.size()) {
    copy = next.variants[static_cast<std::size_t>(index)];
    copy.name = freshName(tr("%1 copy").arg(userText(copy.name))).toStdString();
  } else {
    copy.name = freshName(tr("Option")).toStdString();
  }
  next.variants.push_back(copy);
  return doc_->editFile(tr("Duplicate option as \"%1\"").arg(userText(copy.name)), next,
                        static_cast<int>(next.variants.size()) - 1, problem);
}

bool VariantsBar::deleteVariant(int index, QString* problem)
{
  Scenario next = doc_->fileScenario();
  if (index < 0 || static_cast<std::size_t>(index) >= next.variants.size()) {
    if (problem)
      *problem = tr("Only a variant can be deleted.");
    return false;
  }
  const QString name = userText(next.variants[static_cast<std::size_t>(index)].name);
  next.variants.erase(next.variants.begin() + index);
  int active = doc_->activeVariant();
  if (active == index)
    active = -1;
  else if (active > index)
    --active;
  return doc_->editFile(tr("Delete option \"%1\"").arg(name), next, active, problem);
}

void VariantsBar::askAdd()
{
  bool ok = false;
  const QString name = QInputDialog::getText(this, tr("New Option"), tr("Name of the new option:"),
                                             QLineEdit::Normal, freshName(tr("Option")), &ok);
  QString problem;
  if (ok && !addFromEdits(name, &problem))
    QMessageBox::warning(this, tr("New Option"), problem);
}

void VariantsBar::askRename()
{
  const int index = doc_->activeVariant();
  if (index < 0)
    return;
  bool ok = false;
  const QString name = QInputDialog::getText(
      this, tr("Rename Option"), tr("New name:"), QLineEdit::Normal,
      userText(doc_->fileScenario().variants[static_cast<std::size_t>(index)].name), &ok);
  QString problem;
  if (ok && !renameVariant(index, name, &problem))
    QMessageBox::warning(this, tr("Rename Option"), problem);
}

void VariantsBar::askDelete()
{
  const int index = doc_->activeVariant();
  if (index < 0)
    return;
  QString problem;
  if (!deleteVariant(index, &problem))
    QMessageBox::warning(this, tr("Delete Option"), problem);
}

void VariantsBar::openCompare()
{
  if (!view_)
    view_ = new CompareView(doc_, parentWidget() ? parentWidget() : this);
  view_->show();
  view_->refresh();  // the scenario may have changed while the window was closed
  view_->raise();
  view_->activateWindow();
}

}  // namespace accel::ui
