// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file findings.h
/// What the models conclude, as codes with the numbers behind them. The words a user reads
/// are written in app/ (findingtext.cpp) from the code and these values.

#include <map>
#include <string>
#include <vector>

namespace accel {

enum class Severity { Info = 0, Warning = 1, Critical = 2 };

struct Finding {
  Severity severity = Severity::Info;
  std::string code;  ///< stable key, e.g. "peer_link_saturated"
  int group = -1;    ///< VM group index it concerns, or -1
  int host = -1;     ///< host index (0-based) it concerns, or -1
  /// The area it belongs to: "replica", "latency", "destager", "backing" or "streams". The
  /// model that raises a finding owns it (evaluationFindings() in model/evaluate sets it from
  /// the producer); a finding that checks several models together names its area itself.
  std::string area;
  /// The numbers behind the finding; each key names its unit (e.g. "utilization",
  /// "link_gbps", "payload_mbps").
  std::map<std::string, double> values;
  /// Stable words behind the finding (e.g. "direction": "tx", "alt_link": "10GbE").
  std::map<std::string, std::string> labels;

  double value(const std::string& key, double fallback = 0.0) const
  {
    auto it = values.find(key);
    return it == values.end() ? fallback : it->second;
  }
  std::string label(const std::string& key) const
  {
    auto it = labels.find(key);
    return it == labels.end() ? std::string() : it->second;
  }
};

/// Sorts most severe first; findings of equal severity by model, in the order evaluate()
/// runs them (replica, latency, destager, backing, streams: by code prefix), and otherwise in
/// the order they came. The order is the same however the list was assembled (the GUI merges
/// the findings of models it runs off its thread).
void sortFindings(std::vector<Finding>& findings);

/// Sets the area of every finding that has none yet.
void setArea(std::vector<Finding>& findings, const std::string& area);

/// Appends one critical finding `code` per problem code of degenerate input, the code as its
/// label "problem" (backing_invalid, streams_invalid).
void appendProblemFindings(std::vector<Finding>& out, const std::string& code,
                           const std::vector<std::string>& problems);

}  // namespace accel
