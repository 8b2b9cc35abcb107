// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/goalseek.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

#include "app/core/evaluation.h"
#include "app/core/resultsjson.h"
#include "app/core/validate.h"
#include "model/common/units.h"

namespace accel::ui {

namespace {

QJsonValue valueAt(const QJsonValue& root, const QStringList& tokens, QJsonObject* parent,
                   QString* last)
{
  QJsonValue v = root;
  for (const QString& raw : tokens) {
    const QString t = QString(raw)
                          .replace(QLatin1String("~1"), QLatin1String("/"))
                          .replace(QLatin1String("~0"), QLatin1String("~"));
    if (v.isObject()) {
      *parent = v.toObject();
      *last = t;
      if (!parent->contains(t))
        return QJsonValue(QJsonValue::Undefined);
      v = parent->value(t);
    } else if (v.isArray()) {
      bool ok = false;
      const int i = t.toInt(&ok);
      const QJsonArray a = v.toArray();
      if (!ok || i < 0 || i >= a.size())
        return QJsonValue(QJsonValue::Undefined);
      *parent = QJsonObject();
      last->clear();
      v = a.at(i);
    } else {
      return QJsonValue(QJsonValue::Undefined);
    }
  }
  return v;
}

const FieldBinding* findBinding(const std::vector<FieldBinding>& fields, const QString& path)
{
  for (const FieldBinding& f : fields)
    if (f.path == path)
      return &f;
  return nullptr;
}

}  // namespace

bool goalSeekable(const ParamInfo& info)
{
  return info.type == ParamType::Number || info.type == ParamType::Integer;
}

std::optional<GoalTarget> goalTargetFor(const Headline& h)
{
  if (!h.value || !std::isfinite(*h.value))
    return std::nullopt;
  GoalTarget t;
  t.metric = pathToPointer(h.key);
  t.title = h.note.isEmpty() ? h.label : QStringLiteral("%1 (%2)").arg(h.label, h.note);
  t.unit = h.unit;
  t.current = h.value;
  const bool shownInUs = h.unit == Unit::Us || h.unit == Unit::DurationUs;
  if (shownInUs && h.key.endsWith(QLatin1String("_ms"))) {
    t.unit = Unit::Ms;
    t.current = units::usToMs(*h.value);
  }
  return t;
}

std::optional<double> resultAt(const QJsonObject& results, const QString& pointer)
{
  if (!pointer.startsWith(QLatin1Char('/')))
    return std::nullopt;
  QJsonObject parent;
  QString last;
  const QJsonValue v =
      valueAt(QJsonValue(results), pointer.mid(1).split(QLatin1Char('/')), &parent, &last);
  if (v.isDouble())
    return v.toDouble();
  if (v.isNull() && last.endsWith(QLatin1String("_time_s"))) {
    for (const char* flag : {"fills", "drains"}) {
      const QJsonValue b = parent.value(QLatin1String(flag));
      if (b.isBool() && !b.toBool() &&
          last.startsWith(QLatin1String(flag).left(QLatin1String(flag).size() - 1)))
        return std::numeric_limits<double>::infinity();
    }
  }
  return std::nullopt;
}

std::pair<double, double> goalSeekRange(const ParamInfo& info, double current)
{
  double lo = info.min;
  double hi = info.max;
  if (info.type == ParamType::Integer) {
    lo = std::max(lo, 0.0);
    const double span = std::max(current * 64, current + 256);
    hi = std::min(hi, span);
  } else if (current > 0) {
    lo = std::max(lo, current / 100);
    hi = std::min(hi, current * 100);
  } else {
    lo = std::max(lo, 0.0);
    hi = std::min(hi, 1.0e6);
  }
  if (info.minExclusive && lo <= info.min)
    lo = info.min + std::max(std::abs(info.min), 1.0) * 1e-9;
  return {lo, std::max(lo, hi)};
}

GoalSeekAnswer goalSeekScenario(const Scenario& s, const GoalSeekSpec& spec)
{
  GoalSeekAnswer a;
  const auto fail = [&a](const QString& option, const QString& problem) {
    a.problem_option = option;
    a.problem = problem;
    return a;
  };
  a.input_path = pointerToPath(spec.vary);
  if (a.input_path.isEmpty())
    return fail(
        QStringLiteral("--vary"),
        QStringLiteral("\"%1\" is not a JSON pointer (expected e.g. /vm_groups/0/write/mbps)")
            .arg(spec.vary));
  const std::vector<FieldBinding> fields = bindScenario(s);
  const FieldBinding* field = findBinding(fields, a.input_path);
  if (!field)
    return fail(QStringLiteral("--vary"),
                QStringLiteral("%1: no such input in this scenario").arg(spec.vary));
  if (!goalSeekable(*field->info))
    return fail(
        QStringLiteral("--vary"),
        QStringLiteral("%1: not a number (goal seek varies numeric inputs)").arg(spec.vary));
  a.input = field->info;
  const QJsonValue now = field->get(s);
  a.current = now.isDouble() ? now.toDouble() : field->info->suggested;
  if (!std::isfinite(spec.target))
    return fail(QStringLiteral("--target"), QStringLiteral("expected a finite number"));

  const bool streams = spec.metric.startsWith(QLatin1String("/streams"));
  EvaluateOptions opt = evaluateOptions();
  opt.findings = false;
  opt.simulate_streams = streams;
  const auto metricOf = [&](const Scenario& sc) {
    return resultAt(resultsToJson(sc, evaluate(sc, opt), ResultsPrecision::Full), spec.metric);
  };
  a.current_metric = metricOf(s);
  if (!a.current_metric)
    return fail(QStringLiteral("--metric"),
                QStringLiteral("%1: no number there in the results document (see "
                               "`accelsizer-cli evaluate FILE --json`)")
                    .arg(spec.metric));

  auto [lo, hi] = goalSeekRange(*field->info, a.current);
  if (spec.lo)
    lo = *spec.lo;
  if (spec.hi)
    hi = *spec.hi;
  if (!(lo <= hi) || !std::isfinite(lo) || !std::isfinite(hi))
    return fail(
        QStringLiteral("--range"),
        QStringLiteral("%1:%2 is not a range (expected LO:HI with LO <= HI)").arg(lo).arg(hi));

  GoalSeekRequest req;
  req.lo = lo;
  req.hi = hi;
  req.target = spec.target;
  req.integer = field->info->type == ParamType::Integer;
  req.largest = spec.largest;
  const GoalMetric metric = [&](double x) -> std::optional<double> {
    if (!field->info->rangeProblem(x).isEmpty())
      return std::nullopt;
    Scenario trial = s;
    field->set(trial, req.integer ? QJsonValue(static_cast<int>(std::lround(x))) : QJsonValue(x));
    for (const Problem& p : validateScenario(trial))
      if (p.isError())
        return std::nullopt;
    return metricOf(trial);
  };
  a.result = goalSeek(metric, req);
  return a;
}

QJsonObject goalSeekJson(const GoalSeekSpec& spec, const GoalSeekAnswer& a)
{
  const auto num = [](const std::optional<double>& v) {
    return v && std::isfinite(*v) ? resultNumber(*v) : QJsonValue();
  };
  QJsonObject o;
  o.insert(QStringLiteral("vary"), spec.vary);
  o.insert(QStringLiteral("metric"), spec.metric);
  o.insert(QStringLiteral("target"), resultNumber(spec.target));
  o.insert(QStringLiteral("reachable"), a.result.reachable);
  o.insert(QStringLiteral("value"), num(a.result.value));
  o.insert(QStringLiteral("metric_value"), num(a.result.metric_value));
  o.insert(QStringLiteral("range"),
           QJsonArray{resultNumber(a.result.lo), resultNumber(a.result.hi)});
  o.insert(QStringLiteral("current_value"), resultNumber(a.current));
  o.insert(QStringLiteral("current_metric"), num(a.current_metric));
  o.insert(QStringLiteral("closest_value"), num(a.result.closest_value));
  o.insert(QStringLiteral("closest_metric"), num(a.result.closest_metric));
  if (!a.result.reachable)
    o.insert(QStringLiteral("metric_side"), a.result.side > 0   ? QStringLiteral("above")
                                            : a.result.side < 0 ? QStringLiteral("below")
                                                                : QStringLiteral("unknown"));
  o.insert(QStringLiteral("integer"), a.input && a.input->type == ParamType::Integer);
  o.insert(QStringLiteral("unit"), a.input ? unitKey(a.input->unit) : QString());
  o.insert(QStringLiteral("evaluations"), a.result.evaluations);
  return o;
}

QString goalSeekText(const GoalSeekSpec& spec, const GoalSeekAnswer& a)
{
  const Unit u = a.input ? a.input->unit : Unit::None;
  const QString label = a.input ? a.input->label : spec.vary;
  const auto metricText = [](double m) {
    return std::isfinite(m) ? formatNumber(m) : QStringLiteral("never");
  };
  QString out = QStringLiteral("Goal seek: %1 (%2) against %3 = %4\n")
                    .arg(label, spec.vary, spec.metric, formatNumber(spec.target));
  out +=
      QStringLiteral("Searched %1 to %2 (now %3, giving %4).\n")
          .arg(formatValue(a.result.lo, u), formatValue(a.result.hi, u), formatValue(a.current, u),
               a.current_metric ? metricText(*a.current_metric) : QStringLiteral("n/a"));
  if (a.result.reachable && a.result.value) {
    out += QStringLiteral("Answer: %1 = %2 gives %3.\n")
               .arg(label, formatValue(*a.result.value, u),
                    metricText(a.result.metric_value.value_or(0)));
  } else {
    out += QStringLiteral("Unreachable: the result stays %1 the target over the whole range")
               .arg(a.result.side > 0 ? QStringLiteral("above") : QStringLiteral("below"));
    if (a.result.closest_value && a.result.closest_metric)
      out +=
          QStringLiteral("; closest: %1 gives %2")
              .arg(formatValue(*a.result.closest_value, u), metricText(*a.result.closest_metric));
    out += QStringLiteral(".\n");
  }
  return out;
}

}  // namespace accel::ui
