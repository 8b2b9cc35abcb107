// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file findingtext.h
/// The words of the findings: model codes and numbers become a message and a recommendation.
///
/// Every finding stands alone: its message and recommendation name their subject (the VM
/// group, host or RAID group, or the peer network, uplink, storage network or array), are
/// whole sentences, and carry their numbers with units. Findings that say the same of
/// different subjects are told once (mergeFindings).

#include <QList>
#include <QString>

#include <string>
#include <vector>

#include "model/common/findings.h"
#include "model/common/scenario.h"

namespace accel::ui {

struct FindingText {
  QString title;           ///< a few words for lists: "Peer link saturated"
  QString message;         ///< what is the matter, with its numbers and units
  QString recommendation;  ///< one concrete change and what it buys (may be empty)
  /// What the finding is about, as the texts name it: "VM group “VDI”", "host 2",
  /// "RAID group 1"; empty for the cluster-wide ones (the peer network, the array).
  QString subject;
  /// The recommendation proposes a change (false when it only says where things stand,
  /// such as the headroom left on the peer links).
  bool change = true;
  /// The change itself, as a key, when findings of several areas can ask for the same one
  /// ("disks:RAID group 1:49"); empty otherwise. The top recommendations tell it once.
  QString action;
};

/// Stable severity key of the results document: "info", "warning", "critical".
QString severityKey(Severity s);

FindingText describeFinding(const Finding& f, const Scenario& s);

/// Findings that say the same thing of different subjects, told once.
struct MergedFinding {
  std::vector<const Finding*> findings;  ///< at least one; the first speaks for the others
  FindingText text;  ///< with the subjects joined: "VM groups “A” and “B”"
};

/// The findings in their order, each run of findings with the same code and severity whose
/// message and recommendation differ only by their subject merged into one (the subjects
/// joined). Pointers point into `findings`.
QList<MergedFinding> mergeFindings(const std::vector<Finding>& findings, const Scenario& s);

/// Subjects joined into one phrase: "VM groups “A” and “B”", "hosts 1, 2 and 3".
QString joinSubjects(const QStringList& subjects);

/// Why streams convoy or not, from the stable reason word (convoyReasonWord): "each stream
/// I/O spans a full stripe and uses every member".
QString convoyReasonText(const std::string& reason);

}  // namespace accel::ui
