// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file areas.h
/// The areas of a sizing as every face shows them (the GUI's summary and result tabs, the
/// report's executive summary, `summary.areas` of the results document): per area a status,
/// the headline number with its unit, a one-line verdict and the findings behind them; and
/// the top recommendations.
///
/// One rule, here and nowhere else:
/// - a finding belongs to the area of the model that raised it (Finding::area);
/// - a consequence counts where the user feels it: a warning or critical finding of the
///   destager about a VM group whose buffer fills also counts for write latency (a full buffer
///   throttles that group's writes);
/// - an area's status is the most severe finding that counts for it: critical, warning,
///   otherwise ok; not evaluated (grey, no number) when its model has not run;
/// - its headline is the figure where it hurts most (areas.cpp says which per area), and its
///   verdict the most severe finding's title and first recommendation (among equally severe
///   findings, the one behind the headline number, then the area's own before a consequence).

#include <QList>
#include <QString>
#include <QStringList>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

enum class Light {
  Green,  ///< ok: info findings only
  Amber,  ///< a warning
  Red,    ///< a critical finding
  Grey    ///< not evaluated
};

/// Stable key of a light: "green", "amber", "red", "grey".
QString lightKey(Light l);

/// The results document's word for a light: "ok", "warning", "critical", "not_evaluated".
QString statusKey(Light l);

/// The light for the most severe finding of an area.
Light lightFor(Severity worst);

/// Every area key in report order: "replica", "latency", "destager", "backing", "streams",
/// "readcache".
const QStringList& areaKeys();

/// The areas an evaluation has: all of areaKeys() but "readcache" unless read caching is
/// engaged (ReadCacheResult::engaged), so designs without it read as before.
QStringList areaKeys(const Evaluation& e);

/// "Replica network", "Write latency", "Destager", "Backing array", "Stripe hotspots",
/// "Read cache".
QString areaTitle(const QString& key);

struct AreaVerdict {
  QString key;    ///< one of areaKeys()
  QString title;  ///< areaTitle(key)
  bool evaluated = false;
  Light light = Light::Grey;
  QString headlineKey;  ///< the results path of the headline number ("" when none)
  QString label;        ///< what the headline number is: "Busiest peer link"; empty if none
  QString value;        ///< the headline number with its unit, as headlines.h shows it
  QString note;         ///< where the number applies: "host 1 transmit, at peak writes"
  QString verdict;      ///< one line
  /// The codes of the findings that count for the area (its own and the consequences felt
  /// in it), most severe first, each once.
  QStringList findingCodes;
};

/// Every area of the evaluation (areaKeys(e)), in report order.
QList<AreaVerdict> assessAreas(const Scenario& s, const Evaluation& e);

/// The key of the area a finding belongs to (its Finding::area); empty if it has none.
QString findingArea(const Finding& f);

/// The other areas where a finding's consequence is felt (the rule above).
QStringList feltIn(const Finding& f, const Evaluation& e);

/// The finding belongs to the area or its consequence is felt there.
bool countsFor(const Finding& f, const QString& area, const Evaluation& e);

/// A change the findings recommend, in words.
struct Recommendation {
  const Finding* finding = nullptr;  ///< the first of the findings it speaks for
  QString title;                     ///< the finding's title
  QString text;                      ///< what to do and what it buys, naming its subject
  QString area;                      ///< the key of the area it belongs to
  /// The other areas whose findings ask for the same change (FindingText::action).
  QStringList alsoAreas;
};

/// The changes the findings recommend, most severe first, at most `max`: findings whose
/// recommendation proposes a change (FindingText::change), the same advice for several
/// subjects told once (mergeFindings), the same change asked by several areas told once
/// (FindingText::action), no two texts alike.
QList<Recommendation> topRecommendations(const Scenario& s, const Evaluation& e, int max);

}  // namespace accel::ui
