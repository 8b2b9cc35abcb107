// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/sweep.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <thread>

#include "app/core/evaluation.h"
#include "app/core/goalseek.h"
#include "app/core/resultsjson.h"
#include "app/core/validate.h"

namespace accel::ui {

namespace {

/// Most points of one sweep (a 256 x 256 grid is 65,536).
constexpr std::size_t kMaxPoints = 1u << 20;

bool numeric(const ParamInfo& info)
{
  return info.type == ParamType::Number || info.type == ParamType::Integer;
}

}  // namespace

bool parseSweepAxis(const Scenario& s, const QString& text, SweepAxis* out, QString* problem)
{
  const qsizetype eq = text.indexOf(QLatin1Char('='));
  if (eq <= 0) {
    *problem =
        QStringLiteral("\"%1\": expected POINTER=FROM:TO:N[:log] or POINTER=V1,V2,...").arg(text);
    return false;
  }
  SweepAxis axis;
  axis.pointer = text.left(eq);
  axis.path = pointerToPath(axis.pointer);
  const std::vector<FieldBinding> fields = bindScenario(s);
  for (const FieldBinding& f : fields)
    if (f.path == axis.path && !axis.path.isEmpty())
      axis.info = f.info;
  if (!axis.info) {
    *problem = QStringLiteral("%1: no such input in this scenario").arg(axis.pointer);
    return false;
  }
  if (!numeric(*axis.info)) {
    *problem = QStringLiteral("%1: not a number (sweeps vary numeric inputs)").arg(axis.pointer);
    return false;
  }
  const QString spec = text.mid(eq + 1);
  const bool integer = axis.info->type == ParamType::Integer;
  std::vector<double> values;
  if (spec.contains(QLatin1Char(':'))) {
    const QStringList parts = spec.split(QLatin1Char(':'));
    bool ok1 = false, ok2 = false, ok3 = false;
    const double from = parts.value(0).toDouble(&ok1);
    const double to = parts.value(1).toDouble(&ok2);
    const int n = parts.value(2).toInt(&ok3);
    const bool logs = parts.size() == 4 && parts[3] == QLatin1String("log");
    if (!ok1 || !ok2 || !ok3 || n < 1 || n > 100000 || (parts.size() == 4 && !logs) ||
        parts.size() > 4 || !std::isfinite(from) || !std::isfinite(to)) {
      *problem = QStringLiteral("%1: \"%2\": expected FROM:TO:N[:log] with N from 1 to 100000")
                     .arg(axis.pointer, spec);
      return false;
    }
    if (logs && !(from > 0 && to > 0)) {
      *problem = QStringLiteral("%1: a logarithmic range needs positive ends").arg(axis.pointer);
      return false;
    }
    for (int i = 0; i < n; ++i) {
      const double t = n > 1 ? static_cast<double>(i) / (n - 1) : 0.0;
      values.push_back(logs ? from * std::pow(to / from, t) : from + t * (to - from));
    }
  } else {
    for (const QString& v : spec.split(QLatin1Char(','))) {
      bool ok = false;
      const double x = v.trimmed().toDouble(&ok);
      if (!ok || !std::isfinite(x)) {
        *problem = QStringLiteral("%1: \"%2\" is not a number").arg(axis.pointer, v);
        return false;
      }
      values.push_back(x);
    }
  }
  for (double& v : values) {
    if (integer)
      v = std::round(v);
    const QString range = axis.info->rangeProblem(v);
    if (!range.isEmpty()) {
      *problem = QStringLiteral("%1: %2").arg(axis.pointer, range);
      return false;
    }
  }
  if (integer)
    values.erase(std::unique(values.begin(), values.end()), values.end());
  axis.values = std::move(values);
  *out = std::move(axis);
  return true;
}

SweepResult runSweep(const Scenario& s, const SweepSpec& spec, int threads,
                     const SweepProgress& progress)
{
  SweepResult r;
  if (spec.axes.empty() || spec.axes.size() > 2)
    return r;
  const std::size_t n1 = spec.axes[0].values.size();
  const std::size_t n2 = spec.axes.size() > 1 ? spec.axes[1].values.size() : 1;
  const std::size_t total = std::min(n1 * n2, kMaxPoints);
  r.points.resize(total);

  // The setters of the varied fields, bound once.
  const std::vector<FieldBinding> fields = bindScenario(s);
  std::vector<const FieldBinding*> setters;
  for (const SweepAxis& a : spec.axes)
    for (const FieldBinding& f : fields)
      if (f.path == a.path)
        setters.push_back(&f);
  if (setters.size() != spec.axes.size())
    return r;

  EvaluateOptions opt = evaluateOptions();
  opt.findings = false;
  opt.simulate_streams = spec.simulate_streams;

  std::atomic<std::size_t> next{0};
  std::atomic<int> done{0};
  std::atomic<bool> cancel{false};
  const auto work = [&] {
    for (std::size_t i = next++; i < total && !cancel; i = next++) {
      SweepPoint& p = r.points[i];
      Scenario trial = s;
      const std::size_t idx[2] = {i / n2, i % n2};
      for (std::size_t k = 0; k < spec.axes.size(); ++k) {
        const double x = spec.axes[k].values[idx[k]];
        p.inputs.push_back(x);
        const bool integer = spec.axes[k].info->type == ParamType::Integer;
        setters[k]->set(trial,
                        integer ? QJsonValue(static_cast<int>(std::lround(x))) : QJsonValue(x));
      }
      for (const Problem& pr : validateScenario(trial))
        if (pr.isError() && p.problem.isEmpty())
          p.problem = pr.path + QStringLiteral(": ") + pr.message;
      if (p.problem.isEmpty()) {
        const QJsonObject doc = resultsToJson(trial, evaluate(trial, opt), ResultsPrecision::Full);
        for (const QString& m : spec.metrics)
          p.metrics.push_back(resultAt(doc, m));
      }
      const int d = ++done;
      if (progress && !progress(d, static_cast<int>(total)))
        cancel = true;
    }
  };
  int n =
      threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  n = static_cast<int>(
      std::min<std::size_t>(static_cast<std::size_t>(n), std::max<std::size_t>(total, 1)));
  std::vector<std::thread> pool;
  for (int t = 1; t < n; ++t)
    pool.emplace_back(work);
  work();
  for (std::thread& t : pool)
    t.join();
  r.cancelled = cancel;
  return r;
}

QString sweepCsv(const SweepSpec& spec, const SweepResult& r)
{
  const auto field = [](QString text) -> QString {
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n')))
      return QLatin1Char('"') + text.replace(QLatin1Char('"'), QLatin1String("\"\"")) +
             QLatin1Char('"');
    return text;
  };
  const auto number = [](double v) { return QString::number(v, 'g', 17); };
  QStringList header;
  for (const SweepAxis& a : spec.axes)
    header << field(QStringLiteral("%1 (%2)").arg(a.path, unitKey(a.info->unit)));
  for (const QString& m : spec.metrics) {
    const QString unit = resultUnitKey(m);
    const QString name = pointerToPath(m).isEmpty() ? m : pointerToPath(m);
    header << field(unit.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, unit));
  }
  header << QStringLiteral("problem");
  QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
  for (const SweepPoint& p : r.points) {
    if (p.inputs.empty())
      continue;  // not reached (cancelled)
    QStringList row;
    for (double x : p.inputs)
      row << number(x);
    for (std::size_t k = 0; k < static_cast<std::size_t>(spec.metrics.size()); ++k) {
      if (k >= p.metrics.size() || !p.metrics[k])
        row << QString();
      else if (!std::isfinite(*p.metrics[k]))
        row << QStringLiteral("never");
      else
        row << number(*p.metrics[k]);
    }
    row << field(p.problem);
    out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
  }
  return out;
}

}  // namespace accel::ui
