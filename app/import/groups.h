// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file groups.h
/// From the sources of a file to VM groups of the scenario: sources picked one by one or by
/// name pattern, grouped, turned into measured profiles, added to a scenario as a whole or
/// not at all.
///
/// A group of N VMs measured on one host (N distinct VMs among its sources) gets
/// vms_per_host = N and, per VM, the members' summed rate divided by N at each sample: the
/// group's total (VMs per host x the trace) is the members' measured sum at every sample, so
/// their coincident peaks are kept. Write and read sizes are bytes over I/Os of the whole
/// file; latencies are I/O-weighted means.

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include "app/core/problems.h"
#include "app/import/workload.h"
#include "model/common/scenario.h"

namespace accel::import {

/// A VM group to build: its name and the sources (indices into WorkloadData::sources).
struct GroupSpec {
  QString name;
  std::vector<int> sources;
};

/// The sources "all" means: every preferred one (VMs rather than their disks as well).
std::vector<int> preferredSources(const WorkloadData& data);

/// One group per source, named after it.
std::vector<GroupSpec> onePerSource(const WorkloadData& data, const std::vector<int>& sources);

/// Groups by name pattern: each "NAME=PATTERN" or "PATTERN" (wildcards * and ?, matched
/// against the source names, case-insensitive) is one group of the preferred sources it
/// matches, or of any source when none preferred does. A pattern matching nothing, or a
/// source two patterns match, is an error in *error.
std::optional<std::vector<GroupSpec>> groupsByPattern(const WorkloadData& data,
                                                      const QStringList& patterns, QString* error);

/// The VM groups, their profiles measured: write trace (and read trace, when the sources
/// have reads) per VM in MB/s, sizes, outstanding I/Os (vscsiStats), the provenance. Notes
/// say what was kept at its default. An error (a group without sources, without a write
/// rate) leaves the result empty.
struct BuildResult {
  std::vector<VmGroup> groups;
  QStringList notes;
  QString error;
};
BuildResult buildGroups(const WorkloadData& data, const std::vector<GroupSpec>& specs);

/// The scenario with the groups added: after the base's groups, or instead of them
/// (`replace`, for a new scenario). Validated: with any error nothing is returned, so nothing
/// imported half-way lands in a scenario.
struct ApplyResult {
  std::optional<Scenario> scenario;
  ui::Problems problems;
};
ApplyResult addGroups(const Scenario& base, const std::vector<VmGroup>& groups, bool replace);

/// A trace averaged into `interval_s` bins (bytes kept: each bin's rate is the mean of the
/// samples' rates over it, weighted by time). For measured files of more samples than a
/// scenario should carry.
Trace averaged(const Trace& trace, double interval_s);

}  // namespace accel::import
