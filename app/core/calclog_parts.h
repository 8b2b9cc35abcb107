// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Internal to the calculation log (calclog.cpp, calclog_backing.cpp): how numbers and entries
// are written, and the entries of the backing array. Not part of core's API (calclog.h).

#include "app/core/calclog.h"
#include "app/core/modelnotes.h"
#include "app/core/units.h"

namespace accel::ui::detail {

/// A number as the steps show it (4 significant digits, no unit: the terms give the units).
inline QString n(double v)
{
  return formatNumber(v);
}
inline QString val(double v, Unit u)
{
  return formatValue(v, u);
}
inline QString us(double v)
{
  return formatDurationUs(v);
}

/// Where an entry's equations come from: the model note the report prints (Appendix B) and
/// the published sources of the equations.
struct Source {
  const char* note;       ///< the area key of its model note
  const char* published;  ///< the published sources
};

inline CalcEntry entry(const char* key, const char* area, const QString& title,
                       const Source& source)
{
  CalcEntry c;
  c.key = QLatin1String(key);
  c.area = QLatin1String(area);
  c.title = title;
  c.source = modelNoteReference(QLatin1String(source.note)) + QStringLiteral("; ") +
             QString::fromUtf8(source.published);
  return c;
}

inline void term(CalcEntry& c, const char* symbol, const QString& meaning, const QString& value)
{
  c.terms.append({QString::fromUtf8(symbol), meaning, value});
}

/// The backing array's entries: destage capacity, random IOPS, busiest disks, datastore and
/// disk write latency (empty when the backing model could not evaluate the array).
QList<CalcEntry> backingCalcEntries(const Scenario& s, const Evaluation& e);

/// The read cache's entries, in readCacheHeadlines' order (empty when not engaged).
QList<CalcEntry> readCacheCalcEntries(const Scenario& s, const Evaluation& e);

}  // namespace accel::ui::detail
