// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file failures.h
/// Failure what-ifs as the application runs them (model/failure/failure.h): the scenario's
/// `failures` list and the command line's `--fail KIND:WHICH` words, their validation, the
/// words a reader sees (what the customer loses and for how long), the `failures` array of
/// the results document and the rows of the healthy-beside-degraded tables (docs/studies.md,
/// "Failures").

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

#include "app/core/problems.h"
#include "model/failure/failure.h"

namespace accel::ui {

/// "host:3", "peer_link:3", "storage_path:3" (1-based host), "raid_member:0" (0-based RAID
/// group, optionally ":0.5" for the rebuild's share). False with a message naming the word
/// and what was expected.
bool parseFailureWord(const QString& word, FailureSpec* out, QString* problem);

/// The failure as a word ("host:3"), the form parseFailureWord reads.
QString failureWord(const FailureSpec& f);

/// One entry of the scenario's `failures` list: kind (required), host, raid_group,
/// rebuild_share; unknown fields kept in `extra`. False with the field at fault in *key and
/// what is wrong with it in *problem.
bool failureFromJson(const QJsonObject& o, FailureSpec* out, QString* key, QString* problem);
QJsonObject failureToJson(const FailureSpec& f);

/// Problems of the scenario's failures: a host beyond the cluster, a RAID group that does not
/// exist, a rebuild share outside (0, 1), the same failure twice.
Problems checkFailures(const Scenario& s);

/// "Host 3 lost", "A peer link of host 3 lost", "A storage path of host 3 lost", "A disk of
/// RAID group 1 failed".
QString failureTitle(const FailureSpec& f);

/// Every failure of `failures` evaluated with the application's options (evaluateOptions()).
std::vector<FailureResult> evaluateScenarioFailures(const Scenario& s, const Evaluation& healthy,
                                                    const std::vector<FailureSpec>& failures);

/// The words of one failure finding (its code and values): what the customer loses and for
/// how long.
QString failureFindingMessage(const Scenario& s, const FailureResult& r, const Finding& f);

/// The findings of a failure as sentences, most severe first.
QStringList failureMessages(const Scenario& s, const FailureResult& r);

/// One row of the healthy-beside-degraded table: a requirement whose value the failure
/// changes (or every requirement with `all`).
struct FailureRow {
  QString what;      ///< "Write latency of “VDI”"
  QString phase;     ///< "until re-protected (6.2 min)", "until rebuilt (14.36 h)", ...
  QString healthy;   ///< value with its unit
  QString degraded;  ///< value with its unit
  QString limit;     ///< "at most 20 ms"
  bool worse = false;
  bool lost = false;  ///< met healthy, not met degraded
};
std::vector<FailureRow> failureRows(const Scenario& s, const FailureResult& r, bool all = false);

/// The `failures` array of the results document: per failure its kind, what it takes, what it
/// costs (restart, flush, write-through, rebuild), every requirement healthy and degraded,
/// its findings with their words, and the results document of the degraded design.
QJsonObject failureResultJson(const Scenario& s, const FailureResult& r);
QJsonArray failuresJson(const Scenario& s, const std::vector<FailureResult>& results);

/// The text of `accelsizer-cli whatif`: per failure its title, its findings and the
/// requirements it changes.
QString failuresText(const Scenario& s, const std::vector<FailureResult>& results);

}  // namespace accel::ui
