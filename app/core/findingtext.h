// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file findingtext.h
/// The words of the findings: model codes and numbers become a message and a recommendation.

#include <QString>

#include <string>

#include "model/common/findings.h"
#include "model/common/scenario.h"

namespace accel::ui {

struct FindingText {
  QString title;           ///< a few words for lists: "Peer link saturated"
  QString message;         ///< what is the matter, with its numbers and units
  QString recommendation;  ///< one concrete change and what it buys
};

/// Stable severity key of the results document: "info", "warning", "critical".
QString severityKey(Severity s);

FindingText describeFinding(const Finding& f, const Scenario& s);

/// Why streams convoy or not, from the stable reason word (convoyReasonWord): "each stream
/// I/O spans a full stripe and uses every member".
QString convoyReasonText(const std::string& reason);

}  // namespace accel::ui
