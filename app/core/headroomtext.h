// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file headroomtext.h
/// The headroom answer as the results document and as words: the factor, the ladder of
/// every requirement's breaking factor ("1.6x: host 2's peer link; 2.3x: ...").

#include <QJsonObject>
#include <QString>

#include "model/sizing/headroom.h"

namespace accel::ui {

/// {"by": "rate"|"vms", "factor": h, "range": [lo, hi], "ladder": [{"requirement": id,
///  "subject", "kind", "factor", "broken_throughout"}...], "met_now", "evaluations"}
/// (docs/results-format.md, "headroom"): factor null when nothing breaks within the range.
QJsonObject headroomJson(const Scenario& s, const HeadroomResult& h);

/// One line per rung of the ladder, first to break first.
QString headroomText(const Scenario& s, const HeadroomResult& h);

/// The requirement a rung is about, as a check (kind, group, host, id) for the requirement
/// words of requirementtext.h.
RequirementCheck headroomCheck(const HeadroomStep& step);

/// What one rung says: "1.6×: peer link utilisation of host 2 (transmit)".
QString headroomStepText(const Scenario& s, const HeadroomStep& step);

}  // namespace accel::ui
