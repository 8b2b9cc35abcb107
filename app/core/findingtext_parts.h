// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file findingtext_parts.h
/// Internal to the finding texts (findingtext*.cpp): the shared ways of saying numbers and
/// subjects, and the writers of each area's findings. Not part of the API (findingtext.h).

#include <QString>

#include <vector>

#include "app/core/findingtext.h"
#include "app/core/units.h"

namespace accel::ui::detail {

QString pct(double fraction);
QString gbps(double v);
QString dur(double us);
QString mbps(double v);
QString kib(double v);
QString iops(double v);
QString readsPerS(double v);  ///< "73.24 reads/s"
QString secs(double s);
QString size(double mb);
QString count(double n);

/// A moment on the time axis (docs/models/destager.md): "Mon 22:00" over a week, "22:00"
/// over a day, else "%1 into each %2 cycle".
QString axisTime(double t_s, double horizon_s);
/// A background load's windows: "22:00 to 02:00 on Mon, Tue (×2)", joined with "; ";
/// "all the time" without windows.
QString loadWindowsText(SchedulePeriod period, const std::vector<ScheduleWindow>& windows);
/// A destager finding under a scheduled array load: where on the time axis the buffer first
/// fills and which loads run then, and the destage capacity's range; empty otherwise.
QString capacityScheduleWords(const Finding& f, const Scenario& s);

/// "VM group “name”" (its number when it has no name; "a VM group" without one).
QString groupName(const Finding& f, const Scenario& s);
/// Words for a destage pattern key ("random", "sorted", "coalesced", "log").
QString patternWords(const std::string& key);
/// "host 2" (1-based).
QString hostName(const Finding& f);
/// "RAID group 1" from the value raid_group_index (0-based).
QString raidGroupName(const Finding& f);
/// "RAID5" for the RAID group of the finding, "parity RAID" if unknown.
QString raidLevelOf(const Finding& f, const Scenario& s);

/// A text with its first letter in upper case.
QString sentence(const QString& text);

/// The finding's latency under load, or "unbounded" when the label "loaded" says so.
QString loadedText(const Finding& f, const char* key = "loaded_us");

/// Writers of each area's texts: true when they know the code.
bool describeReplica(const Finding& f, const Scenario& s, FindingText& t);
bool describeLatency(const Finding& f, const Scenario& s, FindingText& t);
bool describeDestager(const Finding& f, const Scenario& s, FindingText& t);
bool describeBacking(const Finding& f, const Scenario& s, FindingText& t);
bool describeStreams(const Finding& f, const Scenario& s, FindingText& t);
bool describeReadCache(const Finding& f, const Scenario& s, FindingText& t);
/// requirement_not_met, in requirementtext.cpp.
bool describeRequirement(const Finding& f, const Scenario& s, FindingText& t);

}  // namespace accel::ui::detail
