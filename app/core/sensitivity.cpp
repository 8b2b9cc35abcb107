// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/sensitivity.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

#include "app/core/evaluation.h"
#include "app/core/goalseek.h"
#include "app/core/resultsjson.h"
#include "app/core/validate.h"

namespace accel::ui {

namespace {

/// The write profile kind of the group a path is in ("vm_groups[2].write.mbps" -> group 2's).
bool applies(const Scenario& s, const FieldBinding& f)
{
  if (f.info->profiles.isEmpty())
    return true;
  static const QRegularExpression group(QStringLiteral("^vm_groups\\[([0-9]+)\\]\\.write\\."));
  const auto m = group.match(f.path);
  if (!m.hasMatch())
    return true;
  const std::size_t i = m.captured(1).toULong();
  return i < s.vm_groups.size() && f.info->appliesToProfile(profileWord(s.vm_groups[i].write.kind));
}

}  // namespace

SensitivityResult sensitivity(const Scenario& s, const SensitivitySpec& spec)
{
  SensitivityResult r;
  if (!(spec.fraction > 0 && spec.fraction < 1)) {
    r.problem = QStringLiteral("the share to move each input by must be above 0 and below 1");
    return r;
  }
  EvaluateOptions opt = evaluateOptions();
  opt.findings = false;
  opt.simulate_streams = spec.metric.startsWith(QLatin1String("/streams"));
  const auto metricOf = [&](const Scenario& sc) -> std::optional<double> {
    ++r.evaluations;
    for (const Problem& p : validateScenario(sc))
      if (p.isError())
        return std::nullopt;
    return resultAt(resultsToJson(sc, evaluate(sc, opt), ResultsPrecision::Full), spec.metric);
  };
  r.base_metric = metricOf(s);
  if (!r.base_metric) {
    r.problem = QStringLiteral("%1: no number there in the results document").arg(spec.metric);
    return r;
  }

  const std::vector<FieldBinding> fields = bindScenario(s);
  for (const FieldBinding& f : fields) {
    const ParamInfo& info = *f.info;
    if (info.type != ParamType::Number && info.type != ParamType::Integer)
      continue;
    const QString pointer = pathToPointer(f.path);
    if (!spec.only.isEmpty() && !spec.only.contains(pointer))
      continue;
    if (f.path.startsWith(QLatin1String("requirements")) && spec.only.isEmpty())
      continue;  // the limits are not the design
    if (f.path.contains(QLatin1String(".read.")) && spec.only.isEmpty())
      continue;  // the reads: left out (they move results only with read caching configured)
    if (!applies(s, f))
      continue;
    const QJsonValue now = f.get(s);
    if (!now.isDouble())
      continue;  // an optional value not set
    SensitivityRow row;
    row.pointer = pointer;
    row.info = &info;
    row.value = now.toDouble();
    QStringList notes;
    if (row.value == 0) {
      row.note = QStringLiteral("0 cannot move by a share of itself");
      r.rows.push_back(row);
      continue;
    }
    const bool integer = info.type == ParamType::Integer;
    // One side's input and, when it could not move as asked, why.
    const auto sideValue = [&](double sign) -> std::optional<double> {
      const QString side = sign < 0 ? QStringLiteral("low") : QStringLiteral("high");
      double v = row.value * (1 + sign * spec.fraction);
      QString note;
      if (integer) {
        v = std::round(v);
        if (v == row.value) {
          v = row.value + sign;
          note = QStringLiteral("%1 % of %2 is less than one: %3 by one")
                     .arg(formatNumber(spec.fraction * 100), formatNumber(row.value),
                          sign < 0 ? QStringLiteral("down") : QStringLiteral("up"));
        }
      }
      const double lo = info.minExclusive ? std::nextafter(info.min, info.max) : info.min;
      if (v < lo || v > info.max) {
        const double clamped = std::clamp(v, lo, info.max);
        if ((sign < 0 && !(clamped < row.value)) || (sign > 0 && !(clamped > row.value))) {
          notes << QStringLiteral("%1 cannot go %2")
                       .arg(formatNumber(row.value),
                            sign < 0 ? QStringLiteral("lower") : QStringLiteral("higher"));
          return std::nullopt;
        }
        note = QStringLiteral("the %1 end is out of range: moved to %2")
                   .arg(side, formatNumber(clamped));
        v = clamped;
      }
      if (!note.isEmpty())
        notes << note;
      return v;
    };
    row.low = sideValue(-1);
    row.high = sideValue(+1);
    const auto trial = [&](double v) {
      Scenario t = s;
      f.set(t, integer ? QJsonValue(static_cast<int>(std::lround(v))) : QJsonValue(v));
      return metricOf(t);
    };
    // An integer whose value there is invalid (an odd RAID10 disk count) moves on, away from
    // the base, to the nearest valid one.
    const auto tryEnd = [&](std::optional<double>& at, std::optional<double>& result, double sign) {
      if (!at)
        return;
      result = trial(*at);
      const double asked = *at;
      for (int step = 1; !result && integer && step <= 4; ++step) {
        const double v = asked + sign * step;
        if (v < info.min || v > info.max)
          break;
        result = trial(v);
        if (result) {
          notes << QStringLiteral("%1 is not a valid value here: moved to %2")
                       .arg(formatNumber(asked), formatNumber(v));
          at = v;
        }
      }
      if (!result)
        notes << QStringLiteral("the %1 end gives an invalid scenario")
                     .arg(sign < 0 ? QStringLiteral("low") : QStringLiteral("high"));
    };
    tryEnd(row.low, row.low_metric, -1);
    tryEnd(row.high, row.high_metric, +1);
    const std::optional<double> a = row.low_metric ? row.low_metric : r.base_metric;
    const std::optional<double> b = row.high_metric ? row.high_metric : r.base_metric;
    if (row.low_metric || row.high_metric) {
      if (std::isfinite(*a) && std::isfinite(*b))
        row.swing = std::abs(*b - *a);
      else if (std::isfinite(*a) != std::isfinite(*b))
        row.unbounded = true;
      else
        row.swing = 0.0;  // never at both ends
    }
    row.note = notes.join(QStringLiteral("; "));
    r.rows.push_back(row);
  }
  std::stable_sort(r.rows.begin(), r.rows.end(),
                   [](const SensitivityRow& x, const SensitivityRow& y) {
                     if (x.unbounded != y.unbounded)
                       return x.unbounded;
                     return x.swing.value_or(-1) > y.swing.value_or(-1);
                   });
  return r;
}

QJsonObject sensitivityJson(const SensitivitySpec& spec, const SensitivityResult& r)
{
  const auto num = [](const std::optional<double>& v) {
    return v && std::isfinite(*v) ? resultNumber(*v) : QJsonValue();
  };
  QJsonObject o;
  o.insert(QStringLiteral("metric"), spec.metric);
  o.insert(QStringLiteral("unit"), resultUnitKey(spec.metric));
  o.insert(QStringLiteral("fraction"), spec.fraction);
  o.insert(QStringLiteral("base_value"), num(r.base_metric));
  o.insert(QStringLiteral("base_never"), r.base_metric && std::isinf(*r.base_metric));
  QJsonArray rows;
  for (const SensitivityRow& row : r.rows) {
    QJsonObject x;
    x.insert(QStringLiteral("input"), row.pointer);
    x.insert(QStringLiteral("label"), row.info->label);
    x.insert(QStringLiteral("unit"), unitKey(row.info->unit));
    x.insert(QStringLiteral("value"), resultNumber(row.value));
    x.insert(QStringLiteral("low"), num(row.low));
    x.insert(QStringLiteral("high"), num(row.high));
    x.insert(QStringLiteral("low_metric"), num(row.low_metric));
    x.insert(QStringLiteral("low_never"), row.low_metric && std::isinf(*row.low_metric));
    x.insert(QStringLiteral("high_metric"), num(row.high_metric));
    x.insert(QStringLiteral("high_never"), row.high_metric && std::isinf(*row.high_metric));
    x.insert(QStringLiteral("swing"), num(row.swing));
    x.insert(QStringLiteral("swing_unbounded"), row.unbounded);
    if (!row.note.isEmpty())
      x.insert(QStringLiteral("note"), row.note);
    rows.append(x);
  }
  o.insert(QStringLiteral("rows"), rows);
  o.insert(QStringLiteral("evaluations"), r.evaluations);
  return o;
}

QString sensitivityText(const SensitivitySpec& spec, const SensitivityResult& r)
{
  const auto metric = [](const std::optional<double>& v) {
    if (!v)
      return QStringLiteral("invalid");
    return std::isfinite(*v) ? formatNumber(*v) : QStringLiteral("never");
  };
  const auto side = [&metric](const SensitivityRow& row, const std::optional<double>& input,
                              const std::optional<double>& result) -> QString {
    if (!input)
      return QStringLiteral("not moved");
    return formatValue(*input, row.info->unit) + QStringLiteral(" -> ") + metric(result);
  };
  QString out = QStringLiteral("Sensitivity of %1 (now %2) to each input moved by +-%3 %\n")
                    .arg(spec.metric, metric(r.base_metric), formatNumber(spec.fraction * 100));
  for (const SensitivityRow& row : r.rows) {
    if (!row.swing && !row.unbounded)
      continue;
    const QString swing = row.unbounded ? QStringLiteral("unbounded") : formatNumber(*row.swing);
    out += QStringLiteral("  %1  %2 (%3)  low %4, high %5%6\n")
               .arg(swing.leftJustified(10), row.info->label, row.pointer,
                    side(row, row.low, row.low_metric), side(row, row.high, row.high_metric),
                    row.note.isEmpty() ? QString()
                                       : QStringLiteral("  [") + row.note + QLatin1Char(']'));
  }
  return out;
}

}  // namespace accel::ui
