// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file headlines.h
/// The headline numbers of an evaluation, with their units and a short note. The GUI's
/// headline panel, the command line summary and the report all show this list.

#include <QList>
#include <QString>

#include <optional>

#include "app/core/units.h"
#include "model/evaluate/evaluate.h"

namespace accel::ui {

struct Headline {
  QString key;                  ///< stable id, e.g. "replica.max_link_utilization"
  QString label;                ///< "Busiest peer link"
  std::optional<double> value;  ///< empty when the answer is a word (`text`)
  Unit unit = Unit::None;
  QString text;  ///< the answer when there is no number ("no limit")
  QString note;  ///< where and on what basis: "host 1 transmit, at peak writes"
  QString help;  ///< tooltip: what the number means
  Severity level = Severity::Info;

  /// The value with its unit, or the text.
  QString display() const { return value ? formatValue(*value, unit) : text; }
};

/// The group writes through to a saturated datastore (writeThroughUnbounded): it has no
/// finite latency under load, and no face shows one.
bool loadedUnbounded(const Scenario& s, const Evaluation& e, std::size_t group);

QList<Headline> replicaHeadlines(const Scenario& s, const Evaluation& e);
QList<Headline> latencyHeadlines(const Scenario& s, const Evaluation& e);
QList<Headline> backingHeadlines(const Scenario& s, const Evaluation& e);
QList<Headline> destagerHeadlines(const Scenario& s, const Evaluation& e);
/// Per VM group whose reads are modelled: read hit ratio, read latency, array reads removed,
/// warm-up and host memory; then the array's flash cache and the destage capacity won back.
/// Empty when read caching is not engaged (ReadCacheResult::engaged).
QList<Headline> readCacheHeadlines(const Scenario& s, const Evaluation& e);
/// Empty until the streams are simulated (Evaluation::streams).
QList<Headline> streamsHeadlines(const Scenario& s, const Evaluation& e);

}  // namespace accel::ui
