// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file demo.h
/// Guided demonstrations: a small versioned JSON document (docs/demo-format.md) of steps, each
/// with a title, a sentence or two for the audience, the changes it makes to the scenario (JSON
/// pointers into the scenario file and their values), the area and chart to show and the
/// headline numbers to highlight. The steps build on each other: step i is the starting
/// scenario with the changes of steps 0..i applied in order.

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include "app/core/headlines.h"
#include "app/core/problems.h"
#include "app/core/variants.h"  // setAtPointer, valueAtPointer

namespace accel::ui {

/// The demo format this application reads and writes.
inline constexpr int kDemoFormatVersion = 1;

/// One change of a step: the value at a JSON pointer into the scenario file (RFC 6901; "-" as
/// the last token appends to an array).
struct DemoChange {
  QString pointer;  ///< "/peer_network/link_gbps"
  QJsonValue value;
};

struct DemoStep {
  QString title;                    ///< "1 GbE: 256 KiB writes"
  QString text;                     ///< one or two sentences for the audience
  std::vector<DemoChange> changes;  ///< applied in order, on top of the previous step
  QString area;                     ///< results area to show: areas.h areaKeys(); empty: unchanged
  QString chart;                    ///< chart of the area (demoChartKeys(area)); empty: first
  QStringList highlight;            ///< headline keys of the area to highlight
};

struct Demo {
  int version = kDemoFormatVersion;
  QString title;
  QString description;
  /// The starting scenario: "example:<file>" names a bundled example, anything else is a path
  /// relative to the demo file; empty when `scenarioObject` holds it inline.
  QString scenario;
  QJsonObject scenarioObject;
  QStringList inputs;  ///< JSON pointers of the few inputs the story is about
  std::vector<DemoStep> steps;
};

struct DemoLoad {
  std::optional<Demo> demo;
  Problems problems;
  bool ok() const { return demo.has_value(); }
};

/// Reads a demo document; every problem names its JSON path, the value and what was expected.
DemoLoad parseDemo(const QByteArray& json);
/// The demo as JSON text (what File > Save Demo writes).
QByteArray serializeDemo(const Demo& demo);

/// The results areas a step can show: areas.h areaKeys() ("replica", "latency", "destager",
/// "backing", "streams").
QStringList demoAreaKeys();
/// The charts an area can show in presentation mode ("legs", "sizes" for latency...); the
/// first is the default.
QStringList demoChartKeys(const QString& area);
/// The headline numbers of an area (headlines.h); empty for an unknown area.
QList<Headline> areaHeadlines(const QString& area, const Scenario& s, const Evaluation& e);

/// The scenario document of step `step` (-1: the start): `start` with the changes of steps
/// 0..step applied. False with the reason (the step and pointer named) on a bad pointer.
bool demoScenarioJson(const Demo& demo, const QJsonObject& start, int step, QJsonObject* out,
                      QString* error);

/// A scenario document between `from` (t = 0) and `to` (t = 1): numbers that both hold at the
/// same place are interpolated (whole numbers stay whole), everything else is `to`'s.
QJsonObject interpolateScenario(const QJsonObject& from, const QJsonObject& to, double t);

/// The changes that turn `from` into `to`, one per differing leaf (number, string, boolean) or
/// per differing array length (the whole array then), as pointers: what "Record step" writes.
std::vector<DemoChange> scenarioChanges(const QJsonObject& from, const QJsonObject& to);

}  // namespace accel::ui
