#pragma once
/// \file validate.h
/// Checks a scenario against the parameter descriptions (ranges, words) and the rules that
/// tie fields together (on_hosts within hosts, RAID geometry, a physical seek curve...).

#include "app/core/problems.h"
#include "model/scenario.h"

namespace accel::ui {

/// Every problem of the scenario, each with its JSON path. Used on files after reading and on
/// the GUI's edits, so both see the same rules.
Problems validateScenario(const Scenario& s);

}  // namespace accel::ui
