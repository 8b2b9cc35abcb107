// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file calclog.h
/// The calculation log: for each headline number (headlines.h), the formula, the values
/// substituted with their units, the result and where the equation comes from. The report's
/// appendix prints it.
///
/// Every value and every result is read from the model's result structs (or is a scenario
/// input); nothing is recomputed here. A result is formatted exactly as its headline shows it.

#include <QList>
#include <QString>
#include <QStringList>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// One value substituted into a formula.
struct CalcTerm {
  QString symbol;   ///< as written in the formula: "P", "η", "C × L"
  QString meaning;  ///< "replica payload leaving host 1"
  QString value;    ///< with its unit: "30 MB/s"
};

struct CalcEntry {
  QString key;      ///< the headline key it explains, e.g. "replica.max_link_utilization"
  QString area;     ///< "Replica network", "Write latency", "Backing array"
  QString title;    ///< "Busiest peer link" (the headline label), with its subject
  QString formula;  ///< the equations, one per line, plain Unicode text
  QList<CalcTerm> terms;
  QStringList steps;  ///< the formulas with the numbers in, in the terms' units
  QString result;     ///< the headline's value with its unit, e.g. "25.28 %"
  /// Where the equations come from: the report's model note ("Appendix B.2 (Write latency)")
  /// and the published sources.
  QString source;
  QString note;  ///< an assumption or caveat worth reading beside it (may be empty)
};

/// The calculation behind every headline of replicaHeadlines, latencyHeadlines,
/// destagerHeadlines, backingHeadlines, streamsHeadlines and readCacheHeadlines, in that order.
QList<CalcEntry> calculationLog(const Scenario& s, const Evaluation& e);

}  // namespace accel::ui
