// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file studyactions.h
/// The menu entries of what-if studies: Sweep… and Sensitivity… (each one window per main
/// window, raised when asked again), and "What does this depend on?" from a headline.

class QMenu;
class QString;
class QWidget;

namespace accel::ui {

class ResultsPanel;
class ScenarioDocument;
class SweepView;
class TornadoView;

/// Adds Sweep… and Sensitivity… to `menu` and opens the sensitivity of a headline when the
/// results panel asks (ResultsPanel::sensitivityRequested).
void addStudyActions(QMenu* menu, ScenarioDocument* doc, ResultsPanel* results, QWidget* window);

/// The window's sweep view, made on first use, shown and raised.
SweepView* showSweepView(ScenarioDocument* doc, QWidget* window);
/// The window's sensitivity view, made on first use, shown and raised; with `metric` (a JSON
/// pointer into the results document) it studies that result.
TornadoView* showTornadoView(ScenarioDocument* doc, QWidget* window, const QString& metric);

}  // namespace accel::ui
