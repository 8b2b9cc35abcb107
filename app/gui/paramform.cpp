// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/paramform.h"

#include <QFormLayout>
#include <QLabel>

#include "app/gui/parameditor.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

QString formLabel(const ParamInfo& info)
{
  return info.label + QLatin1Char(':');
}

ParamForm::ParamForm(ScenarioDocument* doc, std::vector<FieldBinding> fields, QWidget* parent)
    : QWidget(parent), doc_(doc), layout_(new QFormLayout(this))
{
  layout_->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
  layout_->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
  for (FieldBinding& f : fields) {
    auto* editor = new ParamEditor(*f.info, this);
    editor->setObjectName(f.path);
    auto* label = new QLabel(formLabel(*f.info), this);
    label->setToolTip(f.info->tooltip());
    label->setBuddy(editor);
    layout_->addRow(label, editor);
    const FieldBinding binding = f;
    connect(editor, &ParamEditor::valueEdited, this, [this, binding](const QJsonValue& v) {
      doc_->edit(
          tr("Change %1").arg(binding.info->label.toLower()),
          [&binding, &v](Scenario& s) { binding.set(s, v); }, binding.path);
    });
    rows_.push_back({std::move(f), editor, label});
  }
  connect(doc_, &ScenarioDocument::changed, this, &ParamForm::refresh);
  connect(doc_, &ScenarioDocument::problemsChanged, this, &ParamForm::refresh);
  refresh();
}

void ParamForm::refresh()
{
  const Scenario& s = doc_->scenario();
  for (const Row& r : rows_) {
    const bool applies = !r.field.applies || r.field.applies(s);
    layout_->setRowVisible(r.editor, applies);
    if (applies && r.field.rowCount)
      r.editor->setRowCount(r.field.rowCount(s),
                            [doc = doc_, get = r.field.get] { return get(doc->scenario()); });
    else if (applies)
      r.editor->setValue(r.field.get(s));
    QString problem;
    for (const Problem& p : doc_->problems())
      if (p.path == r.field.path || p.path.startsWith(r.field.path + QLatin1Char('[')))
        problem = p.message;
    r.editor->setProblem(problem);
  }
}

ParamEditor* ParamForm::editorFor(const QString& path) const
{
  for (const Row& r : rows_)
    if (r.field.path == path)
      return r.editor;
  return nullptr;
}

}  // namespace accel::ui
