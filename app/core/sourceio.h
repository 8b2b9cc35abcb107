// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file sourceio.h
/// The provenance of measured workloads (`vm_groups[].sources[]`): reading, writing and the
/// words that say where a group's workload came from (the report, the GUI).

#include <QJsonArray>
#include <QJsonValue>
#include <QString>

#include <vector>

#include "app/core/problems.h"
#include "model/common/scenario.h"

namespace accel::ui {

/// The formats a workload can be imported from, as `sources[].format` spells them.
QStringList sourceFormatWords();

/// Reads `sources` (a list of objects) at `path` into `out`; problems name their JSON path.
void readSources(const QJsonValue& v, const QString& path, std::vector<WorkloadSource>& out,
                 Problems& problems);

/// The sources as the scenario file writes them.
QJsonArray sourcesToJson(const std::vector<WorkloadSource>& sources);

/// One sentence: where the workload came from, e.g. "esxtop batch file esx01.csv (SHA-256
/// 3f2a91c0...), 7 samples over 21 s from 12/11/2012 19:09:23: vm01, vm02".
QString sourceSentence(const WorkloadSource& s);

/// The format's name for users: "esxtop batch", "vscsiStats histograms", ...
QString sourceFormatName(const QString& word);

}  // namespace accel::ui
