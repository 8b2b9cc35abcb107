// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file requirementtext.h
/// The words of the requirements checks: what each row is about, its metric and limit as a
/// reader sees them ("Write latency of build VMs: 3.2 ms, at most 20 ms").

#include <QString>

#include "app/core/units.h"
#include "model/evaluate/requirements.h"

namespace accel::ui {

/// Who or what the requirement is about: "host 2 (transmit)", "build VMs", "backing array",
/// "shared uplink", "each sequential stream".
QString requirementSubject(const Scenario& s, const RequirementCheck& c);

/// What is measured: "Peer link utilisation", "Write latency", "Buffer fills", ...
QString requirementTitle(RequirementKind k);

/// The unit its value and limit are stored in.
Unit requirementUnit(RequirementKind k);

/// "at most 80 %", "at least 30 MB/s", "never", "not before 8 h".
QString requirementLimitText(const RequirementCheck& c);

/// The value as a reader sees it: "25.28 %", "3.2 ms", "never", "unbounded (saturated)".
QString requirementValueText(const RequirementCheck& c);

/// The requirement as a noun phrase: "write latency of build VMs", "peer link utilisation of
/// host 2 (transmit)", "write-back buffer of build VMs fills", "backing array utilisation".
QString requirementWhat(const Scenario& s, const RequirementCheck& c);

/// One line: "Write latency of build VMs 3.2 ms (required: at most 20 ms): met, 6.3× margin".
QString requirementLine(const Scenario& s, const RequirementCheck& c);

}  // namespace accel::ui
