// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file calibrationio.h
/// The record of a calibration (scenario `calibration`, model/calibrate): reading, writing,
/// the options the application fits with (the constants' ranges from the parameter
/// descriptions), applying a fit to a scenario, and its words for the report and the GUI.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include "app/core/problems.h"
#include "model/calibrate/calibrate.h"
#include "model/common/scenario.h"

namespace accel::ui {

/// Reads `calibration` (an object) into `out`; problems name their JSON path. Unknown fields
/// are kept (with a warning).
void readCalibration(const QJsonValue& v, CalibrationRecord& out, Problems& problems);

/// The record as the scenario file writes it.
QJsonObject calibrationToJson(const CalibrationRecord& r);

/// The calibration's options as the application runs it: the evaluation options of the
/// faces (the device catalogue) and each constant's range from its parameter description
/// (its lower end raised above 0: a fitted time stays positive).
CalibrateOptions calibrateOptions();

/// The scenario with the fit applied: the fitted constants written in and the record added
/// (`calibration`), fitted now (UTC). Held constants are not touched.
Scenario applyCalibration(const Scenario& s, const CalibrationResult& r);

/// The current time as the record writes it ("2026-11-26T10:20:00Z").
QString calibrationTimeNow();

/// The constant's name for users ("Device 4 KiB write latency").
QString calibrationConstantName(const QString& field);

/// What the fit did, in words ("fitted", "held: no measurement depends on it", ...).
QString constantStatusText(const QString& status, bool at_bound);

/// One sentence for the report and the inputs: "Fitted 2026-11-26 10:20 UTC to 3 measured
/// latencies (esx01.csv): acceleration.write_latency_us 65 µs -> 40 µs, ...; error 37.2 % ->
/// 0.1 % RMS (52.1 µs -> 0.2 µs)."
QString calibrationSentence(const CalibrationRecord& r);

/// The result as a JSON document (`calibrate --json`): status, constants, measurements,
/// errors, iterations.
QJsonObject calibrationResultToJson(const Scenario& s, const CalibrationResult& r);

}  // namespace accel::ui
