// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/studies.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

#include "app/core/areas.h"
#include "app/core/headlines.h"
#include "app/core/requirementtext.h"
#include "app/core/safetext.h"
#include "app/core/sensitivity.h"

namespace accel::ui {

namespace {

/// The VM group of a results pointer ("/latency/groups/2/loaded_us" -> 2), or -1.
int groupOfPointer(const QString& pointer)
{
  static const QRegularExpression re(QStringLiteral("/groups/(\\d+)/"));
  const QRegularExpressionMatch m = re.match(pointer);
  return m.hasMatch() ? m.captured(1).toInt() : -1;
}

StudyLimit limitOf(const RequirementCheck& c)
{
  StudyLimit l;
  l.value = *c.limit;
  l.atLeast = c.sense == LimitSense::AtLeast;
  l.what = requirementLimitText(c);
  return l;
}

QList<Headline> allHeadlines(const Scenario& s, const Evaluation& e, QStringList* areas)
{
  QList<Headline> out;
  const auto add = [&](const QList<Headline>& list, const char* area) {
    for (const Headline& h : list) {
      out << h;
      *areas << QLatin1String(area);
    }
  };
  add(replicaHeadlines(s, e), "replica");
  add(latencyHeadlines(s, e), "latency");
  add(destagerHeadlines(s, e), "destager");
  add(backingHeadlines(s, e), "backing");
  add(streamsHeadlines(s, e), "streams");
  add(readCacheHeadlines(s, e), "readcache");
  return out;
}

}  // namespace

std::vector<StudyMetric> studyMetrics(const Scenario& s, const Evaluation& e)
{
  std::vector<StudyMetric> out;
  QStringList areas;
  const QList<Headline> headlines = allHeadlines(s, e, &areas);
  for (qsizetype k = 0; k < headlines.size(); ++k) {
    const std::optional<GoalTarget> t = goalTargetFor(headlines[k]);
    if (!t)
      continue;
    StudyMetric m;
    m.target = *t;
    m.area = areas[k];
    // Named as a reader finds it out of its tab: the area, the headline's label and, with
    // several VM groups, whose it is; where and on what basis stays in the note.
    m.target.title = QStringLiteral("%1: %2").arg(areaTitle(m.area), headlines[k].label);
    const int g = groupOfPointer(t->metric);
    if (s.vm_groups.size() > 1 && g >= 0 && static_cast<std::size_t>(g) < s.vm_groups.size())
      m.target.title +=
          QStringLiteral(" (%1)").arg(userText(s.vm_groups[static_cast<std::size_t>(g)].name));
    m.note = headlines[k].note;
    const QString last = t->metric.section(QLatin1Char('/'), -1);
    const int group = g;
    for (const RequirementCheck& c : e.requirements.checks)
      if (c.limit && last == QLatin1String(requirementMetricKey(c.kind)) && c.group == group &&
          requirementUnit(c.kind) == t->unit)
        m.limits.push_back(limitOf(c));
    out.push_back(std::move(m));
  }
  for (std::size_t i = 0; i < e.requirements.checks.size(); ++i) {
    const RequirementCheck& c = e.requirements.checks[i];
    StudyMetric m;
    m.target.metric = QStringLiteral("/requirements/%1/value").arg(i);
    QString what = requirementWhat(s, c);
    if (!what.isEmpty())
      what[0] = what[0].toUpper();
    m.target.title = QStringLiteral("Requirement: %1").arg(what);
    m.target.unit = requirementUnit(c.kind);
    if (c.value && !c.unbounded)
      m.target.current = c.value;
    m.area = QLatin1String(requirementArea(c.kind));
    if (c.limit) {
      m.limits.push_back(limitOf(c));
      m.target.target = c.limit;
    }
    out.push_back(std::move(m));
  }
  return out;
}

std::optional<StudyMetric> areaHeadlineMetric(const Scenario& s, const Evaluation& e,
                                              const QString& area)
{
  for (const AreaVerdict& a : assessAreas(s, e)) {
    if (a.key != area || a.headlineKey.isEmpty())
      continue;
    const QString pointer = pathToPointer(a.headlineKey);
    for (StudyMetric& m : studyMetrics(s, e))
      if (m.target.metric == pointer)
        return std::move(m);
  }
  return std::nullopt;
}

std::vector<Crossing> sweepCrossings(const std::vector<double>& x,
                                     const std::vector<std::optional<double>>& y, double limit,
                                     bool logX)
{
  std::vector<Crossing> out;
  const std::size_t n = std::min(x.size(), y.size());
  const auto usable = [&](std::size_t i) {
    return y[i] && std::isfinite(*y[i]) && std::isfinite(x[i]) && (!logX || x[i] > 0);
  };
  for (std::size_t i = 0; i + 1 < n; ++i) {
    if (!usable(i) || !usable(i + 1))
      continue;
    const double d0 = *y[i] - limit;
    const double d1 = *y[i + 1] - limit;
    if (!((d0 < 0 && d1 >= 0) || (d0 > 0 && d1 <= 0)))
      continue;
    const double t = d0 / (d0 - d1);
    Crossing c;
    c.rising = d1 > d0;
    c.x = logX ? std::exp(std::log(x[i]) + t * (std::log(x[i + 1]) - std::log(x[i])))
               : x[i] + t * (x[i + 1] - x[i]);
    out.push_back(c);
  }
  return out;
}

QString crossingText(const QString& metricTitle, double limit, Unit metricUnit, double x,
                     Unit inputUnit, bool rising)
{
  return QStringLiteral("%1 %2 %3 at %4")
      .arg(metricTitle, rising ? QStringLiteral("reaches") : QStringLiteral("falls to"),
           formatValue(limit, metricUnit), formatValue(x, inputUnit));
}

AxisSpacing axisSpacing(const std::vector<double>& v)
{
  if (v.size() < 3)
    return AxisSpacing::Linear;
  const auto even = [&](const auto& f) {
    const double step = f(v[1]) - f(v[0]);
    const double scale = std::max(std::abs(f(v.front())), std::abs(f(v.back())));
    for (std::size_t i = 1; i + 1 < v.size(); ++i)
      if (std::abs(f(v[i + 1]) - f(v[i]) - step) > 1e-9 * std::max(scale, std::abs(step)))
        return false;
    return step != 0;
  };
  if (even([](double a) { return a; }))
    return AxisSpacing::Linear;
  const bool positive = std::all_of(v.begin(), v.end(), [](double a) { return a > 0; });
  if (positive && even([](double a) { return std::log(a); }))
    return AxisSpacing::Log;
  return AxisSpacing::Irregular;
}

std::vector<ContourSegment> contourSegments(const std::vector<std::optional<double>>& values,
                                            std::size_t n1, std::size_t n2, double level)
{
  std::vector<ContourSegment> out;
  if (n1 < 2 || n2 < 2 || values.size() < n1 * n2)
    return out;
  const auto at = [&](std::size_t i, std::size_t j) { return values[i * n2 + j]; };
  for (std::size_t i = 0; i + 1 < n1; ++i) {
    for (std::size_t j = 0; j + 1 < n2; ++j) {
      // Corners counter-clockwise: (i,j), (i+1,j), (i+1,j+1), (i,j+1).
      const std::size_t ci[4] = {i, i + 1, i + 1, i};
      const std::size_t cj[4] = {j, j, j + 1, j + 1};
      double v[4];
      bool ok = true;
      for (int k = 0; k < 4; ++k) {
        const std::optional<double> a = at(ci[k], cj[k]);
        ok = ok && a && std::isfinite(*a);
        v[k] = ok ? *a - level : 0;
      }
      if (!ok)
        continue;
      // The points where the level cuts each edge (k to k+1), in index coordinates.
      double pi[4], pj[4];
      int n = 0;
      for (int k = 0; k < 4; ++k) {
        const int k2 = (k + 1) % 4;
        if ((v[k] >= 0) == (v[k2] >= 0))
          continue;
        const double t = v[k] / (v[k] - v[k2]);
        pi[n] = static_cast<double>(ci[k]) +
                t * (static_cast<double>(ci[k2]) - static_cast<double>(ci[k]));
        pj[n] = static_cast<double>(cj[k]) +
                t * (static_cast<double>(cj[k2]) - static_cast<double>(cj[k]));
        ++n;
      }
      if (n == 2) {
        out.push_back({pi[0], pj[0], pi[1], pj[1]});
      } else if (n == 4) {
        // A saddle: the cell's mean decides which corners are joined. Cuts are on edges 0..3;
        // when the centre is on the side of corner 0, the cuts next to corner 0 (edges 3 and
        // 0) are not joined to each other.
        const double centre = (v[0] + v[1] + v[2] + v[3]) / 4;
        const bool joinAround0 = (centre >= 0) != (v[0] >= 0);
        if (joinAround0) {
          out.push_back({pi[3], pj[3], pi[0], pj[0]});
          out.push_back({pi[1], pj[1], pi[2], pj[2]});
        } else {
          out.push_back({pi[0], pj[0], pi[1], pj[1]});
          out.push_back({pi[2], pj[2], pi[3], pj[3]});
        }
      }
    }
  }
  return out;
}

QString studyInputName(const Scenario& s, const QString& path, const ParamInfo& info)
{
  static const QRegularExpression group(QStringLiteral("^vm_groups\\[(\\d+)\\]"));
  static const QRegularExpression raid(QStringLiteral("^backing\\.raid_groups\\[(\\d+)\\]"));
  if (const QRegularExpressionMatch m = group.match(path); m.hasMatch()) {
    const auto i = static_cast<std::size_t>(m.captured(1).toInt());
    const QString name = i < s.vm_groups.size() ? userText(s.vm_groups[i].name) : QString();
    return QStringLiteral("%1: %2").arg(
        name.isEmpty() ? QStringLiteral("VM group %1").arg(i + 1) : name, info.label);
  }
  if (const QRegularExpressionMatch m = raid.match(path); m.hasMatch())
    return QStringLiteral("RAID group %1: %2").arg(m.captured(1).toInt() + 1).arg(info.label);
  return info.label;
}

VerdictDependence verdictDependence(const Scenario& s, const Evaluation& e, int top)
{
  VerdictDependence d;
  const QList<AreaVerdict> areas = assessAreas(s, e);
  const auto rank = [](Light l) {
    switch (l) {
    case Light::Red: return 3;
    case Light::Amber: return 2;
    case Light::Green: return 1;
    case Light::Grey: break;
    }
    return 0;
  };
  const AreaVerdict* worst = nullptr;
  for (const AreaVerdict& a : areas)
    if (a.evaluated && !a.headlineKey.isEmpty() && (!worst || rank(a.light) > rank(worst->light)))
      worst = &a;
  if (!worst)
    return d;
  d.area = worst->key;
  d.areaTitle = worst->title;
  d.metric = pathToPointer(worst->headlineKey);
  if (d.metric.startsWith(QLatin1String("/streams")))
    return d;  // the stream simulation, twice per input, is too slow for a report
  SensitivitySpec spec;
  spec.metric = d.metric;
  const SensitivityResult r = sensitivity(s, spec);
  if (!r.problem.isEmpty())
    return d;
  // The shortest name that tells the inputs apart: the label, with its VM group or RAID group
  // when the design has several.
  for (const SensitivityRow& row : r.rows) {
    if (d.inputs.size() >= top)
      break;
    if (!row.unbounded && !(row.swing && *row.swing > 0))
      continue;
    const QString path = pointerToPath(row.pointer);
    QString name = row.info->label;
    if (name.size() > 1 && !name[1].isUpper())
      name[0] = name[0].toLower();
    const bool perGroup = path.startsWith(QLatin1String("vm_groups[")) && s.vm_groups.size() > 1;
    const bool perRaid =
        path.startsWith(QLatin1String("backing.raid_groups[")) && s.backing.raid_groups.size() > 1;
    if (perGroup || perRaid) {
      const QString full = studyInputName(s, path, *row.info);
      name += QStringLiteral(" (%1)").arg(full.section(QStringLiteral(": "), 0, 0));
    }
    if (d.inputs.contains(name))
      continue;
    d.inputs << name;
    d.pointers << row.pointer;
  }
  return d;
}

QString verdictDependenceText(const VerdictDependence& d)
{
  if (d.inputs.isEmpty())
    return QString();
  QString list = d.inputs.front();
  for (qsizetype i = 1; i < d.inputs.size(); ++i)
    list +=
        (i + 1 == d.inputs.size() ? QStringLiteral(" and ") : QStringLiteral(", ")) + d.inputs[i];
  QString area = d.areaTitle;
  if (area.size() > 1 && !area[1].isUpper())
    area[0] = area[0].toLower();
  return QStringLiteral(
             "What the %1 verdict depends on most: %2 (each input moved by 20 %, the largest "
             "swing of its headline number first).")
      .arg(area, list);
}

}  // namespace accel::ui
