// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file report.h
/// The PDF sizing report: one entry point for File > Export PDF and `accelsizer-cli report`.
/// Needs a QApplication (the charts are widgets); runs offscreen without a display.

#include <QString>

#include "app/core/reportoptions.h"
#include "model/evaluate/evaluate.h"

namespace accel::report {

/// Writes the report of a scenario and its evaluation (evaluateScenario(s)) to `path`. The
/// file is written to a temporary file beside it and renamed over `path` only once the report
/// is complete, so an existing file survives any failure. Returns false with a message in
/// *error when the logo cannot be read or the file cannot be written.
bool writeReport(const Scenario& s, const Evaluation& e, const ui::ReportOptions& options,
                 const QString& path, QString* error);

}  // namespace accel::report
