// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file designsearch.h
/// The design search as the application runs it (`accelsizer-cli size`, the GUI's Size panel):
/// the scenario's `design_space` resolved against the preset catalogue into the model's
/// dimensions and cost model (model/sizing/design_search.h), and its answer as the results
/// document and as words (docs/models/sizing.md sections 4 and 5, docs/results-format.md,
/// "size").

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

#include "app/core/presets.h"
#include "app/core/problems.h"
#include "app/core/units.h"
#include "model/sizing/design_search.h"

namespace accel::ui {

/// What a host costs in the cost model: the unit every relative cost is measured against.
inline constexpr double kHostRelativeCost = 100;

/// A scenario's design space resolved for the search.
struct SizingRequest {
  DesignDimensions dims;
  CostModel costs;
  /// Errors that stop the search, each at its design_space path: an unknown preset, a preset
  /// without a relative cost, a link no preset prices, no design space at all.
  Problems problems;
  /// What the cost model could not price and counts as 0 (the scenario's own device, disk or
  /// link when no preset has its figures): the same in every design, so the ranking holds.
  QStringList notes;
  bool ok() const { return !hasErrors(problems); }
};

/// Resolves `s.design_space` against the catalogue.
SizingRequest sizingRequest(const Scenario& s, const PresetCatalogue& catalogue);

/// The search options the application uses: every core, the stream requirement checked on the
/// designs kept (by the simulation), the application's evaluate options.
DesignSearchOptions sizingOptions();

/// One difference between two scenarios, leaf by leaf of their files.
struct DesignChange {
  QString path;   ///< JSON path: "backing.raid_groups[0].disks"
  QString label;  ///< the parameter's label ("Disks"), empty when none describes it
  Unit unit = Unit::None;
  QJsonValue from;  ///< null when added
  QJsonValue to;    ///< null when removed
};

/// What turns `from` into `to` (their scenario files compared; design_space and variants left
/// out), in file order.
std::vector<DesignChange> designChanges(const Scenario& from, const Scenario& to);

/// "Link speed (peer_network.link_gbps): 1 Gb/s -> 10 Gb/s".
QString designChangeText(const DesignChange& c);

/// The options a design chose, one word per dimension searched: "ethernet:10",
/// "intel-dc-p3700", "WB+2", "RAID10", "16 disks", ...
QStringList designChoiceWords(const DesignDimensions& d, const DesignChoice& c);

/// The `size` document: {"candidates", "evaluated", "invalid", "meeting", "seconds", "threads",
/// "designs": [{"rank", "cost", "requirements_met", "pareto", "headroom", "choices", "changes",
/// "requirements", "scenario"}...] cheapest first, "pareto": [ranks], ...}.
QJsonObject sizeJson(const Scenario& s, const SizingRequest& q, const DesignSearchResult& r);

/// The same for a reader: the count and time, the cheapest designs as a table, the recommended
/// one with its changes, requirements and headroom, and the Pareto front.
QString sizeText(const Scenario& s, const SizingRequest& q, const DesignSearchResult& r);

/// When no design meets everything: what the closest one misses, one requirement a line.
QStringList closestMisses(const DesignSearchResult& r);

}  // namespace accel::ui
