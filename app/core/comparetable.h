// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file comparetable.h
/// The options side by side as every face shows them (the GUI's Compare view, the report's
/// "Options compared"): one row per figure, one cell per option, and for each row the
/// direction that is better, so that a difference can be called better or worse. The
/// direction of every metric is decided here and nowhere else. Also what an option costs, as
/// far as the scenario knows it, and which option meets the requirements at the least cost.

#include <QString>

#include <optional>
#include <vector>

#include "app/core/areas.h"
#include "app/core/compare.h"
#include "app/core/units.h"

namespace accel::ui {

/// Which way a figure is better.
enum class Better {
  Lower,   ///< less is better: a utilisation, a latency, a backlog
  Higher,  ///< more is better: a capacity, a time before a buffer fills, requirements met
  Neither  ///< the workload itself (VM writes), or a word: a difference is only a difference
};

/// The direction of a headline number (headlines.h) by its key ("latency.groups[0].loaded_us"):
/// empty for a key this table does not know (then no difference is called better or worse).
std::optional<Better> headlineBetter(const QString& headlineKey);

/// The direction of a requirement's value: Lower for "at most", Higher for "at least".
Better requirementBetter(const RequirementCheck& r);

/// One option's figure in a row.
struct CompareCell {
  bool present = false;         ///< false: the option has no such figure ("-")
  QString text;                 ///< as a reader sees it, with its unit
  std::optional<double> value;  ///< the stored number (in the row's unit), when there is one
  /// No number because there is no bound: a buffer that never fills, a saturated resource
  /// ("unbounded"), "no limit". It ranks beyond every number in the row.
  bool unboundedValue = false;
  std::optional<bool> met;     ///< requirement rows: met or not
  std::optional<Light> light;  ///< area rows: the area's light
};

struct CompareRow {
  enum class Kind { Requirements, Requirement, Area, Headline };
  Kind kind = Kind::Headline;
  QString key;    ///< stable: "requirements", "req:write_latency.0", "area:replica", "hl:..."
  QString label;  ///< "Write latency of build VMs", "Busiest peer link"
  Unit unit = Unit::None;
  Better better = Better::Neither;
  std::vector<CompareCell> cells;  ///< one per option, in the options' order
};

/// The rows in order: requirements met, each requirement, each area's light, each headline
/// number (replica, latency, destager, backing, streams); rows of options whose lists differ
/// line up by key.
std::vector<CompareRow> compareRows(const std::vector<ComparedOption>& options);

/// How the cell of `column` compares with that of `reference` in the row's direction: +1
/// better, -1 worse, 0 the same as shown (equal text), not comparable (a word, a grey light,
/// a missing figure) or a row with no direction.
int compareCells(const CompareRow& row, std::size_t column, std::size_t reference);

/// What an option costs, as far as the scenario knows: the hardware it counts.
struct OptionCost {
  int hosts = 0;
  /// Disks of the backing: RAID group members, or per host each disk group's capacity disks
  /// and its cache device (hyperconverged); 0 for an all-flash array (one array whatever the
  /// design).
  int disks = 0;
  double acceleration_gib = 0;  ///< acceleration capacity of all hosts
  double peer_gbps = 0;         ///< peer network: link speed x usable links x hosts
};
OptionCost optionCost(const Scenario& s);
/// -1, 0, +1: `a` costs less, the same, more than `b`, comparing hosts, then disks, then
/// acceleration capacity, then peer network bandwidth (the first that differs decides).
int compareCost(const OptionCost& a, const OptionCost& b);
/// "4 hosts, 28 disks, 1.6 TB of acceleration, 40 Gb/s of peer links" as a reader sees it.
QString costText(const OptionCost& c);
/// How cost is counted, in one sentence for readers.
QString costRule();

/// True when the option meets every requirement it is checked against.
bool meetsRequirements(const ComparedOption& o);

/// The design options (failure what-ifs left out) that meet every requirement at the least
/// cost (compareCost): the first of them, and every other option of the same cost. Empty
/// when none meets them.
struct CheapestOption {
  std::optional<std::size_t> index;
  std::vector<std::size_t> sameCost;  ///< others meeting everything at the same cost
};
CheapestOption cheapestMeetingRequirements(const std::vector<ComparedOption>& options);

/// One sentence for the executive summary: which option meets the requirements at the least
/// cost and what that counts, or that none does (and which comes closest: most met).
QString cheapestOptionSentence(const std::vector<ComparedOption>& options);

}  // namespace accel::ui
