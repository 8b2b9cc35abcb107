// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/parameditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

#include "app/gui/pairlistdialog.h"

namespace accel::ui {

namespace {

constexpr double kSpinMax = 1e9;  // spin boxes need finite limits

QString suffixFor(Unit u)
{
  const QString label = unitLabel(u);
  if (label.isEmpty())
    return QString();
  return u == Unit::Ratio || u == Unit::Factor ? label : QLatin1Char(' ') + label;
}

/// A List as the line edit shows it: its elements separated by ", ", numbers in display
/// units without the unit (the tooltip and the label say it).
QString listText(const ParamInfo& info, const QJsonValue& v)
{
  QStringList parts;
  const ParamInfo item = info.itemInfo();
  for (const auto& x : v.toArray())
    parts << (item.type == ParamType::Number || item.type == ParamType::Integer
                  ? formatNumber(toDisplay(x.toDouble(), info.unit), 10)
                  : x.toString());
  return parts.join(QStringLiteral(", "));
}

/// The List a line of comma-separated elements stands for (Null when empty); numbers that do
/// not read are kept as text, so validation names them.
QJsonValue parseListText(const ParamInfo& info, const QString& text)
{
  QJsonArray a;
  const ParamInfo item = info.itemInfo();
  for (const QString& raw : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    const QString part = raw.trimmed();
    if (part.isEmpty())
      continue;
    if (item.type == ParamType::Number || item.type == ParamType::Integer) {
      bool ok = false;
      const double x = QLocale().toDouble(part, &ok);
      const double y = ok ? x : part.toDouble(&ok);
      a.append(ok ? QJsonValue(fromDisplay(y, info.unit)) : QJsonValue(part));
    } else {
      a.append(part);
    }
  }
  return a.isEmpty() ? QJsonValue() : QJsonValue(a);
}

/// A time in seconds shown and typed in the largest sensible unit ("24 h", "15 min"); the
/// arrows step by one of the unit shown.
class DurationSpinBox : public QDoubleSpinBox {
public:
  explicit DurationSpinBox(QWidget* parent) : QDoubleSpinBox(parent) { setDecimals(3); }

  QString textFromValue(double v) const override { return formatDurationInput(v); }
  double valueFromText(const QString& text) const override
  {
    double v = 0;
    return parseDurationInput(text, &v) ? v : value();
  }
  QValidator::State validate(QString& text, int& /*pos*/) const override
  {
    double v = 0;
    if (parseDurationInput(text, &v))
      return v >= minimum() && v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
    return QValidator::Intermediate;  // a unit half typed
  }
  void stepBy(int steps) override
  {
    const double unit = durationUnitFor(value()).seconds;
    setValue(value() + steps * unit);
  }
};

}  // namespace

int ParamEditor::decimalsFor(const ParamInfo& info)
{
  switch (info.unit) {
  case Unit::Fraction: return 1;  // percent
  case Unit::Ratio: return 2;
  case Unit::Factor: return 2;
  case Unit::Gbps: return 2;
  case Unit::KiB: return 1;
  case Unit::Us: return 1;
  case Unit::Ms: return 2;
  case Unit::S: return 1;
  case Unit::Meters: return 1;
  case Unit::Rpm: return 0;
  case Unit::Iops: return 0;
  case Unit::MB:
  case Unit::GB:
  case Unit::GiB: return 1;
  default: return 2;
  }
}

ParamEditor::ParamEditor(const ParamInfo& info, QWidget* parent) : QWidget(parent), info_(info)
{
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  const QString tip = info.tooltip();
  setToolTip(tip);
  const bool optional = info.presence == Presence::Optional;

  switch (info.type) {
  case ParamType::Number: {
    number_ = info.unit == Unit::S ? new DurationSpinBox(this) : new QDoubleSpinBox(this);
    const int decimals = decimalsFor(info);
    number_->setDecimals(decimals);
    const double step = std::pow(10.0, -decimals);
    double lo = std::max(toDisplay(info.min, info.unit), -kSpinMax);
    if (info.minExclusive)
      lo += step;
    number_->setRange(lo, std::min(toDisplay(info.max, info.unit), kSpinMax));
    if (info.unit != Unit::S)
      number_->setSuffix(suffixFor(info.unit));
    number_->setAccelerated(true);
    number_->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    number_->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    number_->setToolTip(tip);
    connect(number_, &QDoubleSpinBox::valueChanged, this,
            [this](double shown) { emitEdited(QJsonValue(fromDisplay(shown, info_.unit))); });
    break;
  }
  case ParamType::Integer: {
    integer_ = new QSpinBox(this);
    integer_->setRange(static_cast<int>(std::max(info.min, -kSpinMax)),
                       static_cast<int>(std::min(info.max, kSpinMax)));
    integer_->setSuffix(suffixFor(info.unit));
    integer_->setAccelerated(true);
    integer_->setToolTip(tip);
    connect(integer_, &QSpinBox::valueChanged, this, [this](int v) {
      // An optional integer spun below its range means "not set" (its special text).
      if (v < info_.min && info_.presence == Presence::Optional) {
        if (check_) {
          const QSignalBlocker block(check_);
          check_->setChecked(false);
          integer_->setEnabled(false);
        }
        emitEdited(QJsonValue());
        return;
      }
      emitEdited(QJsonValue(v));
    });
    break;
  }
  case ParamType::Boolean:
    check_ = new QCheckBox(this);
    check_->setToolTip(tip);
    connect(check_, &QCheckBox::toggled, this, [this](bool on) { emitEdited(QJsonValue(on)); });
    break;
  case ParamType::Choice:
    combo_ = new QComboBox(this);
    // The words as users read them (translated); the word travels as the item's data.
    for (const QString& word : info.choices)
      combo_->addItem(info.pattern.isEmpty() ? choiceLabel(word) : word, word);
    combo_->setToolTip(tip);
    if (!info.pattern.isEmpty()) {
      combo_->setEditable(true);
      combo_->setInsertPolicy(QComboBox::NoInsert);
      // The listed words or the pattern's (a time of day has no list).
      QString words =
          info.choices.join(QLatin1Char('|')).replace(QLatin1Char('+'), QStringLiteral("\\+"));
      if (!words.isEmpty())
        words += QLatin1Char('|');
      combo_->setValidator(new QRegularExpressionValidator(
          QRegularExpression(words + info.pattern.mid(1).chopped(1)), combo_));
    }
    connect(combo_, &QComboBox::currentTextChanged, this, [this](const QString& text) {
      const int at = combo_->currentIndex();
      const QString word = at >= 0 && combo_->itemText(at) == text
                               ? combo_->itemData(at).toString()
                               : text;  // typed into an editable box
      if (info_.choiceProblem(word).isEmpty())
        emitEdited(QJsonValue(word));
    });
    break;
  case ParamType::Text:
    if (info.multiline) {
      text_ = new QPlainTextEdit(this);
      text_->setToolTip(tip);
      text_->setTabChangesFocus(true);
      text_->setMaximumHeight(80);
      connect(text_, &QPlainTextEdit::textChanged, this,
              [this] { emitEdited(QJsonValue(text_->toPlainText())); });
    } else {
      line_ = new QLineEdit(this);
      line_->setToolTip(tip);
      connect(line_, &QLineEdit::textEdited, this,
              [this](const QString& t) { emitEdited(QJsonValue(t)); });
    }
    break;
  case ParamType::List:
    line_ = new QLineEdit(this);
    line_->setToolTip(tip);
    line_->setPlaceholderText(info.absentText);
    connect(line_, &QLineEdit::editingFinished, this,
            [this] { emitEdited(parseListText(info_, line_->text())); });
    break;
  case ParamType::PairList:
    pairsSummary_ = new QLabel(this);
    pairsButton_ = new QPushButton(tr("Edit..."), this);
    pairsButton_->setToolTip(tip);
    connect(pairsButton_, &QPushButton::clicked, this, &ParamEditor::editPairs);
    break;
  }

  if (optional && (number_ || integer_)) {
    const QString absentText = info.absentText.isEmpty() ? tr("not set") : info.absentText;
    if (number_)
      number_->setSpecialValueText(absentText);
    if (integer_) {
      integer_->setMinimum(integer_->minimum() - 1);  // one below the range stands for "not set"
      integer_->setSpecialValueText(absentText);
    }
    check_ = new QCheckBox(this);
    check_->setToolTip(tr("Set this optional value; unchecked means not set (%1).")
                           .arg(info.help.section(QStringLiteral(". "), -1)));
    layout->addWidget(check_);
    connect(check_, &QCheckBox::toggled, this, [this](bool on) {
      if (number_)
        number_->setEnabled(on);
      if (integer_)
        integer_->setEnabled(on);
      if (!on) {
        emitEdited(QJsonValue());
        return;
      }
      // First set: offer the suggested value rather than the bare minimum.
      const double v = std::clamp(info_.suggested, info_.min, info_.max);
      if (number_) {
        number_->setValue(toDisplay(v, info_.unit));
        emitEdited(QJsonValue(fromDisplay(number_->value(), info_.unit)));
      } else {
        integer_->setValue(static_cast<int>(v));
        emitEdited(QJsonValue(integer_->value()));
      }
    });
  }
  for (QWidget* w : {static_cast<QWidget*>(number_), static_cast<QWidget*>(integer_),
                     static_cast<QWidget*>(combo_), static_cast<QWidget*>(line_),
                     static_cast<QWidget*>(text_), static_cast<QWidget*>(pairsSummary_)})
    if (w)
      layout->addWidget(w, 1);
  if (check_ && !optional)
    layout->addWidget(check_, 1);
  if (pairsButton_)
    layout->addWidget(pairsButton_);
  // Numbers and choices keep a compact width in forms; texts take the row.
  if (info.type == ParamType::Text || info.type == ParamType::List)
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  else {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    setMinimumWidth(info.presence == Presence::Optional ? 230 : 200);
  }
  // Screen readers and UI automation find every control by the parameter's label and help.
  setAccessibleName(info.label);
  setAccessibleDescription(info.help);
  for (QWidget* w : findChildren<QWidget*>()) {
    w->setAccessibleName(w == check_ && optional ? tr("%1: set").arg(info.label) : info.label);
    w->setAccessibleDescription(info.help);
  }
  // Let the inner editor take focus when the row is clicked or tabbed to.
  if (QWidget* first = number_    ? static_cast<QWidget*>(number_)
                       : integer_ ? static_cast<QWidget*>(integer_)
                       : combo_   ? static_cast<QWidget*>(combo_)
                       : line_    ? static_cast<QWidget*>(line_)
                       : text_    ? static_cast<QWidget*>(text_)
                                  : nullptr)
    setFocusProxy(first);
}

void ParamEditor::setValue(const QJsonValue& v)
{
  value_ = v;
  rows_ = nullptr;
  updating_ = true;
  const bool absent = v.isNull() || v.isUndefined();
  switch (info_.type) {
  case ParamType::Number:
    // Leave the box alone when it already shows this value: rewriting it while the user
    // types would reformat the text and move the cursor.
    if (!absent && std::abs(number_->value() - toDisplay(v.toDouble(), info_.unit)) >
                       0.5 * std::pow(10.0, -number_->decimals()))
      number_->setValue(toDisplay(v.toDouble(), info_.unit));
    else if (absent)
      number_->setValue(number_->minimum());  // shows the special text: "none", "all"...
    if (check_) {
      check_->setChecked(!absent);
      number_->setEnabled(!absent);
    }
    break;
  case ParamType::Integer:
    if (!absent && integer_->value() != v.toInt())
      integer_->setValue(v.toInt());
    else if (absent)
      integer_->setValue(integer_->minimum());
    if (check_) {
      check_->setChecked(!absent);
      integer_->setEnabled(!absent);
    }
    break;
  case ParamType::Boolean: check_->setChecked(v.toBool()); break;
  case ParamType::Choice: {
    const QString word = v.toString();
    int at = combo_->findData(word);
    if (at < 0 && !word.isEmpty()) {
      combo_->addItem(info_.pattern.isEmpty() ? choiceLabel(word) : word, word);
      at = combo_->count() - 1;
    }
    if (at >= 0)
      combo_->setCurrentIndex(at);
    else
      combo_->setCurrentText(word);
    break;
  }
  case ParamType::Text:
    if (text_ && text_->toPlainText() != v.toString())
      text_->setPlainText(v.toString());
    if (line_ && line_->text() != v.toString())
      line_->setText(v.toString());
    break;
  case ParamType::List:
    if (!line_->hasFocus() || parseListText(info_, line_->text()) != v)
      line_->setText(listText(info_, v));
    break;
  case ParamType::PairList: showRowCount(absent ? 0 : v.toArray().size()); break;
  }
  updating_ = false;
}

void ParamEditor::setRowCount(qsizetype count, std::function<QJsonValue()> rows)
{
  value_ = QJsonValue();
  rows_ = std::move(rows);
  showRowCount(count);
}

void ParamEditor::showRowCount(qsizetype n)
{
  pairsSummary_->setText(n == 0 ? tr("not set") : tr("%Ln row(s)", nullptr, static_cast<int>(n)));
}

void ParamEditor::setProblem(const QString& problem)
{
  if (problem == problem_)
    return;
  problem_ = problem;
  const QString tip =
      problem.isEmpty() ? info_.tooltip() : tr("Problem: %1\n\n%2").arg(problem, info_.tooltip());
  setToolTip(tip);
  for (QWidget* w : findChildren<QWidget*>())
    w->setToolTip(tip);
  setStyleSheet(problem.isEmpty() ? QString()
                                  : QStringLiteral("QAbstractSpinBox, QLineEdit, QComboBox, "
                                                   "QPlainTextEdit { background: #fde2e2; }"));
}

void ParamEditor::emitEdited(const QJsonValue& v)
{
  if (updating_)
    return;
  value_ = v;
  Q_EMIT valueEdited(v);
}

void ParamEditor::editPairs()
{
  PairListDialog dialog(info_, (rows_ ? rows_() : value_).toArray(), this);
  if (dialog.exec() != QDialog::Accepted)
    return;
  const QJsonArray rows = dialog.rows();
  // An empty optional list means "not set" (e.g. no histogram: use the fixed write size).
  const QJsonValue v =
      rows.isEmpty() && info_.presence == Presence::Optional ? QJsonValue() : QJsonValue(rows);
  setValue(v);
  emitEdited(v);
}

}  // namespace accel::ui
