// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Internal to the import library: the readers of each format, called by readWorkload() with
// the file's lines. They report problems by throwing ImportFailure (textstream.h).

#include "app/import/textstream.h"
#include "app/import/workload.h"

namespace accel::import::detail {

/// esxtop batch or perfmon (both PDH-CSV): the header names counters
/// "\\host\object(instance)\counter", each row is a time stamp and the counters' values.
/// `format` is the one asked for, or empty to tell from the counters.
void readPdh(LineReader& lines, std::optional<Format> format, WorkloadData& out);

/// vscsiStats -p all -c: histogram blocks.
void readVscsi(LineReader& lines, WorkloadData& out);

/// A plain CSV of time and rates.
void readCsv(LineReader& lines, const CsvOptions& options, WorkloadData& out);

/// Accumulates one row of a source's values into its sums with weight `w` (the row's
/// interval, s): the I/O-weighted sums behind mean sizes and latencies. Values are NaN when
/// the source has no such counter.
void accumulate(Source& s, const std::array<double, kMetricCount>& v, double w);

}  // namespace accel::import::detail
