// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/goalseekdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <cmath>

#include "app/gui/jobs.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/studypickers.h"

namespace accel::ui {

namespace {

/// The input to offer first: the write rate of the VM group the result is about (or of the
/// first group).
QStringList preferredInputs(const GoalTarget& t)
{
  static const QRegularExpression group(QStringLiteral("/groups/(\\d+)/"));
  const QRegularExpressionMatch m = group.match(t.metric);
  const QString g =
      QStringLiteral("vm_groups[%1].").arg(m.hasMatch() ? m.captured(1) : QStringLiteral("0"));
  QStringList out;
  for (const char* field : {"write.mbps", "write.peak_mbps", "write.mean_mbps", "vms_per_host"})
    out << g + QLatin1String(field);
  return out;
}

}  // namespace

GoalSeekDialog::GoalSeekDialog(ScenarioDocument* doc, const GoalTarget& target, QWidget* parent)
    : QDialog(parent), doc_(doc), target_(target)
{
  setWindowTitle(tr("Goal Seek"));
  auto* column = new QVBoxLayout(this);
  auto* intro = new QLabel(this);
  intro->setWordWrap(true);
  intro->setText(tr("Find the value of an input at which <b>%1</b> (now %2) reaches a target.")
                     .arg(target_.title.toHtmlEscaped(),
                          target_.current
                              ? formatValue(*target_.current, target_.unit).toHtmlEscaped()
                              : tr("not a number")));
  column->addWidget(intro);

  auto* form = new QFormLayout;
  input_ = new QComboBox(this);
  input_->setObjectName(QStringLiteral("goalseek.input"));
  input_->setToolTip(tr("The input goal seek varies; everything else stays as it is."));
  inputs_ = fillInputPicker(input_, doc_->scenario());
  input_->setAccessibleName(tr("Input to vary"));
  form->addRow(tr("&Vary:"), input_);

  value_ = new QDoubleSpinBox(this);
  value_->setObjectName(QStringLiteral("goalseek.target"));
  value_->setDecimals(4);
  value_->setRange(-1e12, 1e12);
  const QString unit = unitLabel(target_.unit);
  if (!unit.isEmpty())
    value_->setSuffix(QLatin1Char(' ') + unit);
  value_->setToolTip(tr("The value the result should reach, in %1.")
                         .arg(unit.isEmpty() ? tr("its own unit") : unit));
  value_->setAccessibleName(tr("Target"));
  const std::optional<double> start = target_.target ? target_.target : target_.current;
  if (start && std::isfinite(*start))
    value_->setValue(toDisplay(*start, target_.unit));
  form->addRow(tr("&Target:"), value_);

  largest_ = new QCheckBox(tr("The &largest whole value before the target is reached"), this);
  largest_->setToolTip(
      tr("For whole-number inputs (hosts, disks, VMs): the largest value that "
         "still keeps the result short of the target, instead of the smallest "
         "that reaches it."));
  form->addRow(QString(), largest_);
  column->addLayout(form);

  busy_ = new QProgressBar(this);
  busy_->setRange(0, 0);
  busy_->setVisible(false);
  busy_->setAccessibleName(tr("Searching"));
  column->addWidget(busy_);
  result_ = new QLabel(this);
  result_->setObjectName(QStringLiteral("goalseek.answer"));
  result_->setWordWrap(true);
  result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  result_->setMinimumHeight(result_->fontMetrics().lineSpacing() * 3);
  column->addWidget(result_);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  find_ = buttons->addButton(tr("&Find"), QDialogButtonBox::ActionRole);
  find_->setDefault(true);
  apply_ = buttons->addButton(tr("&Apply"), QDialogButtonBox::ApplyRole);
  apply_->setEnabled(false);
  apply_->setToolTip(tr("Set the input to the value found (one undo step)."));
  connect(find_, &QPushButton::clicked, this, &GoalSeekDialog::find);
  connect(apply_, &QPushButton::clicked, this, &GoalSeekDialog::apply);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  column->addWidget(buttons);

  connect(input_, &QComboBox::currentIndexChanged, this, &GoalSeekDialog::inputChanged);
  connect(&watcher_, &QFutureWatcher<GoalSeekAnswer>::finished, this, &GoalSeekDialog::searchDone);
  for (const QString& path : preferredInputs(target_))
    if (selectInput(path))
      break;
  inputChanged();
  if (inputs_.empty()) {
    find_->setEnabled(false);
    result_->setText(tr("This scenario has no numeric input to vary."));
  }
}

GoalSeekDialog::~GoalSeekDialog()
{
  watcher_.waitForFinished();
}

bool GoalSeekDialog::selectInput(const QString& path)
{
  for (std::size_t i = 0; i < inputs_.size(); ++i)
    if (inputs_[i].path == path) {
      input_->setCurrentIndex(static_cast<int>(i));
      return true;
    }
  return false;
}

void GoalSeekDialog::setTarget(double stored)
{
  value_->setValue(toDisplay(stored, target_.unit));
}

void GoalSeekDialog::inputChanged()
{
  const int i = input_->currentIndex();
  const bool integer = i >= 0 && static_cast<std::size_t>(i) < inputs_.size() &&
                       inputs_[static_cast<std::size_t>(i)].info->type == ParamType::Integer;
  largest_->setEnabled(integer);
  if (!integer)
    largest_->setChecked(false);
  apply_->setEnabled(false);
}

void GoalSeekDialog::find()
{
  const int i = input_->currentIndex();
  if (running() || i < 0 || static_cast<std::size_t>(i) >= inputs_.size())
    return;
  spec_ = GoalSeekSpec{};
  spec_.vary = pathToPointer(inputs_[static_cast<std::size_t>(i)].path);
  spec_.metric = target_.metric;
  spec_.target = fromDisplay(value_->value(), target_.unit);
  spec_.largest = largest_->isChecked();
  find_->setEnabled(false);
  apply_->setEnabled(false);
  busy_->setVisible(true);
  result_->setText(tr("Searching…"));
  watcher_.setFuture(
      runJob([s = doc_->scenario(), spec = spec_] { return goalSeekScenario(s, spec); }));
}

void GoalSeekDialog::searchDone()
{
  answer_ = watcher_.result();
  busy_->setVisible(false);
  find_->setEnabled(true);
  result_->setText(answerText());
  apply_->setEnabled(answer_.valid() && answer_.result.reachable && answer_.result.value);
  Q_EMIT searchFinished();
}

QString GoalSeekDialog::answerText() const
{
  if (!answer_.valid())
    return answer_.problem;
  const Unit u = answer_.input ? answer_.input->unit : Unit::None;
  const int i = input_->currentIndex();
  const QString label = (i >= 0 && static_cast<std::size_t>(i) < inputs_.size()
                             ? inputLabel(doc_->scenario(), inputs_[static_cast<std::size_t>(i)])
                             : input_->currentText())
                            .toHtmlEscaped();
  const auto metric = [this](const std::optional<double>& m) {
    if (!m)
      return tr("no value");
    return std::isfinite(*m) ? formatValue(*m, target_.unit) : tr("never");
  };
  QString out = tr("Searched %1 to %2.")
                    .arg(formatValue(answer_.result.lo, u), formatValue(answer_.result.hi, u));
  if (answer_.result.reachable && answer_.result.value)
    return out + QStringLiteral("<br><b>") +
           tr("%1 = %2 gives %3.")
               .arg(label, formatValue(*answer_.result.value, u),
                    metric(answer_.result.metric_value)) +
           QStringLiteral("</b>");
  out += QStringLiteral("<br>") + (answer_.result.side > 0
                                       ? tr("Not reachable: the result stays above the target over "
                                            "the whole range.")
                                       : tr("Not reachable: the result stays below the target over "
                                            "the whole range."));
  if (answer_.result.closest_value)
    out += QLatin1Char(' ') + tr("Closest: %1 = %2 gives %3.")
                                  .arg(label, formatValue(*answer_.result.closest_value, u),
                                       metric(answer_.result.closest_metric));
  return out;
}

void GoalSeekDialog::apply()
{
  const int i = input_->currentIndex();
  if (!answer_.valid() || !answer_.result.reachable || !answer_.result.value || i < 0 ||
      static_cast<std::size_t>(i) >= inputs_.size())
    return;
  const FieldBinding field = inputs_[static_cast<std::size_t>(i)];
  const bool integer = field.info->type == ParamType::Integer;
  const double v = *answer_.result.value;
  const QJsonValue value = integer ? QJsonValue(static_cast<int>(std::lround(v))) : QJsonValue(v);
  doc_->edit(tr("Goal seek: %1").arg(inputLabel(doc_->scenario(), field)),
             [field, value](Scenario& s) { field.set(s, value); });
  apply_->setEnabled(false);
}

}  // namespace accel::ui
