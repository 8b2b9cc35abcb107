// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file areas.h
/// The areas of a sizing as the executive summary shows them: per area a traffic light, the
/// headline number with its unit and a one-line verdict; and the top recommendations.
///
/// The areas are a table (areas.cpp, `areaSpecs()`): an area whose model is not in this
/// version is listed without an assessment and shows grey, "not evaluated in this version",
/// never a made-up number. A new model adds its assessment function to its row.

#include <QList>
#include <QString>

#include <vector>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

enum class Light {
  Green,  ///< within limits (info findings only)
  Amber,  ///< a warning
  Red,    ///< a critical finding
  Grey    ///< not evaluated
};

/// Stable key of a light: "green", "amber", "red", "grey".
QString lightKey(Light l);

/// The light for the most severe finding or headline of an area.
Light lightFor(Severity worst);

struct AreaVerdict {
  QString key;    ///< "replica", "latency", "destager", "backing", "hotspots"
  QString title;  ///< "Replica network"
  bool evaluated = false;
  Light light = Light::Grey;
  QString label;    ///< what the headline number is: "Busiest peer link"; empty if none
  QString value;    ///< the headline number with its unit, as headlines.h shows it
  QString note;     ///< where the number applies: "host 1 transmit, at peak writes"
  QString verdict;  ///< one line
};

/// Every area, in report order: replica network, write latency, destager, backing array,
/// stripe hotspots.
QList<AreaVerdict> assessAreas(const Scenario& s, const Evaluation& e);

/// The key of the area a finding belongs to ("replica", "latency", "backing"), from its code;
/// empty if none.
QString findingArea(const Finding& f);

/// A change a finding recommends, in words.
struct Recommendation {
  const Finding* finding = nullptr;
  QString title;  ///< the finding's title
  QString text;   ///< what to do and what it buys
};

/// Findings that recommend a change, most severe first, at most `max`: those with a
/// recommendation, leaving out the ones that only describe where things stand (the peer
/// network's headroom, what sets each group's latency, the destage capacity, a buffer that
/// never fills, the convoy risk whose fixes are findings of their own).
QList<Recommendation> topRecommendations(const Scenario& s, const Evaluation& e, int max);

}  // namespace accel::ui
