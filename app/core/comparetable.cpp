// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/comparetable.h"

#include <QStringList>

#include <map>

#include "app/core/headlines.h"
#include "app/core/requirementtext.h"

namespace accel::ui {

namespace {

/// The directions of the headline numbers, by the end of their key (a group's figures carry
/// the group's index before it). Every headline a face shows has an entry (a test checks).
struct KeyDirection {
  const char* suffix;
  Better better;
};
const KeyDirection kDirections[] = {
    // Load the design carries: the workload, not a verdict.
    {"replica.cluster_write_mbps", Better::Neither},
    {"replica.cluster_payload_mbps", Better::Neither},
    {"backing.hyperconverged.tx_mbps_per_host", Better::Neither},
    // More is better.
    {"replica.sustainable_write_mbps_per_host", Better::Higher},
    {"replica.framing_efficiency", Better::Higher},
    {"backing.random_iops", Better::Higher},
    {"backing.write_mbps_capacity", Better::Higher},
    {"backing.hyperconverged.usable_capacity_gb", Better::Higher},
    {"streams.expected_mbps", Better::Higher},
    {"read_cache.destage_mbps", Better::Higher},
    {"read_cache.array_flash_cache.hit_ratio", Better::Higher},
    {".hit_ratio", Better::Higher},
    {".array_read_iops_removed", Better::Higher},
    {".fill_time_s", Better::Higher},
    // Less is better.
    {"utilization", Better::Lower},
    {"_latency_us", Better::Lower},
    {"_latency_ms", Better::Lower},
    {".floor_us", Better::Lower},
    {".loaded_us", Better::Lower},
    {".peak_backlog_mb", Better::Lower},
    {".host_memory_mb", Better::Lower},
    {".warmup_s", Better::Lower},
    {".move_s", Better::Lower},
    {"backing.hyperconverged.rebuild_s", Better::Lower},
    {"streams.convoy_risk", Better::Lower},
};

/// Headline words that stand for "no bound": beyond every number of their row.
bool unboundedWord(const QString& text)
{
  return text == QLatin1String("no limit") || text == QLatin1String("unbounded") ||
         text == QLatin1String("never");
}

QList<Headline> allHeadlines(const Scenario& s, const Evaluation& e)
{
  QList<Headline> out;
  out << replicaHeadlines(s, e) << latencyHeadlines(s, e) << destagerHeadlines(s, e)
      << backingHeadlines(s, e) << streamsHeadlines(s, e) << readCacheHeadlines(s, e);
  return out;
}

class Rows {
public:
  explicit Rows(std::size_t columns) : columns_(columns) {}
  CompareRow& row(CompareRow::Kind kind, const QString& key, const QString& label, Unit unit,
                  Better better)
  {
    auto it = index_.find(key);
    if (it == index_.end()) {
      it = index_.emplace(key, rows_.size()).first;
      CompareRow r;
      r.kind = kind;
      r.key = key;
      r.label = label;
      r.unit = unit;
      r.better = better;
      r.cells.resize(columns_);
      rows_.push_back(std::move(r));
    }
    return rows_[it->second];
  }
  std::vector<CompareRow> take() { return std::move(rows_); }

private:
  std::size_t columns_;
  std::map<QString, std::size_t> index_;
  std::vector<CompareRow> rows_;
};

/// A light's rank: lower is better; empty for grey (not evaluated).
std::optional<int> lightRank(Light l)
{
  switch (l) {
  case Light::Green: return 0;
  case Light::Amber: return 1;
  case Light::Red: return 2;
  case Light::Grey: return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Better> headlineBetter(const QString& key)
{
  for (const KeyDirection& d : kDirections)
    if (key.endsWith(QLatin1String(d.suffix)))
      return d.better;
  return std::nullopt;
}

Better requirementBetter(const RequirementCheck& r)
{
  return r.sense == LimitSense::AtMost ? Better::Lower : Better::Higher;
}

std::vector<CompareRow> compareRows(const std::vector<ComparedOption>& options)
{
  Rows rows(options.size());
  using Kind = CompareRow::Kind;
  for (std::size_t c = 0; c < options.size(); ++c) {
    const Scenario& s = options[c].scenario;
    const Evaluation& e = options[c].evaluation;
    int met = 0;
    for (const RequirementCheck& r : e.requirements.checks)
      met += r.met ? 1 : 0;
    CompareCell& all = rows.row(Kind::Requirements, QStringLiteral("requirements"),
                                QStringLiteral("Requirements met"), Unit::Count, Better::Higher)
                           .cells[c];
    all.present = true;
    all.value = met;
    all.met = met == static_cast<int>(e.requirements.checks.size());
    all.text = QStringLiteral("%1 of %2").arg(met).arg(e.requirements.checks.size());
    for (const RequirementCheck& r : e.requirements.checks) {
      QString label = requirementWhat(s, r);
      label[0] = label[0].toUpper();
      CompareCell& cell =
          rows.row(Kind::Requirement, QStringLiteral("req:") + QString::fromStdString(r.id), label,
                   requirementUnit(r.kind), requirementBetter(r))
              .cells[c];
      cell.present = true;
      cell.text = requirementValueText(r);
      cell.value = r.value;
      cell.unboundedValue = !r.value;  // never happens, or a saturated resource
      cell.met = r.met;
    }
    for (const AreaVerdict& a : assessAreas(s, e)) {
      CompareCell& cell =
          rows.row(Kind::Area, QStringLiteral("area:") + a.key, a.title, Unit::None, Better::Lower)
              .cells[c];
      cell.present = true;
      cell.light = a.light;
      cell.text = a.evaluated ? (a.light == Light::Green   ? QStringLiteral("ok")
                                 : a.light == Light::Amber ? QStringLiteral("warning")
                                                           : QStringLiteral("critical"))
                              : QStringLiteral("not evaluated");
    }
    for (const Headline& h : allHeadlines(s, e)) {
      // Keyed by key and label: one key can carry two labels (a stream's throughput).
      CompareCell& cell =
          rows.row(Kind::Headline, QStringLiteral("hl:") + h.key + QLatin1Char('|') + h.label,
                   h.label, h.unit, headlineBetter(h.key).value_or(Better::Neither))
              .cells[c];
      cell.present = true;
      cell.text = h.display();
      cell.value = h.value;
      cell.unboundedValue = !h.value && unboundedWord(h.text);
    }
  }
  return rows.take();
}

int compareCells(const CompareRow& row, std::size_t column, std::size_t reference)
{
  if (row.better == Better::Neither || column >= row.cells.size() || reference >= row.cells.size())
    return 0;
  const CompareCell& a = row.cells[column];
  const CompareCell& b = row.cells[reference];
  if (!a.present || !b.present || a.text == b.text)
    return 0;
  int sign = 0;  // +1: a larger
  if (row.kind == CompareRow::Kind::Area) {
    const std::optional<int> ra = a.light ? lightRank(*a.light) : std::nullopt;
    const std::optional<int> rb = b.light ? lightRank(*b.light) : std::nullopt;
    if (!ra || !rb || *ra == *rb)
      return 0;
    sign = *ra > *rb ? 1 : -1;
  } else if (a.unboundedValue || b.unboundedValue) {
    if (a.unboundedValue == b.unboundedValue)
      return 0;
    if ((!a.unboundedValue && !a.value) || (!b.unboundedValue && !b.value))
      return 0;
    sign = a.unboundedValue ? 1 : -1;
  } else {
    if (!a.value || !b.value || *a.value == *b.value)
      return 0;
    sign = *a.value > *b.value ? 1 : -1;
  }
  return row.better == Better::Higher ? sign : -sign;
}

OptionCost optionCost(const Scenario& s)
{
  OptionCost c;
  c.hosts = s.hosts;
  switch (s.backing.kind) {
  case BackingKind::RaidGroups:
    for (const RaidGroup& g : s.backing.raid_groups)
      c.disks += g.disks;
    break;
  case BackingKind::Hyperconverged: {
    const HyperconvergedBacking& h = s.backing.hyperconverged;
    c.disks = s.hosts * h.disk_groups_per_host * (h.capacity_disks_per_group + 1);
    break;
  }
  default: break;  // an all-flash array: one array whatever the design
  }
  c.acceleration_gib = s.acceleration.capacity_gib * s.hosts;
  c.peer_gbps = s.peer_network.link_gbps * s.peer_network.usable_links * s.hosts;
  return c;
}

int compareCost(const OptionCost& a, const OptionCost& b)
{
  const auto cmp = [](double x, double y) { return x < y ? -1 : (x > y ? 1 : 0); };
  if (a.hosts != b.hosts)
    return a.hosts < b.hosts ? -1 : 1;
  if (a.disks != b.disks)
    return a.disks < b.disks ? -1 : 1;
  if (const int d = cmp(a.acceleration_gib, b.acceleration_gib))
    return d;
  return cmp(a.peer_gbps, b.peer_gbps);
}

QString costText(const OptionCost& c)
{
  return QStringLiteral("%1 host%2, %3 disk%4, %5 of acceleration, %6 of peer links")
      .arg(c.hosts)
      .arg(c.hosts == 1 ? QString() : QStringLiteral("s"))
      .arg(c.disks)
      .arg(c.disks == 1 ? QString() : QStringLiteral("s"))
      .arg(formatValue(c.acceleration_gib, Unit::GiB), formatValue(c.peer_gbps, Unit::Gbps));
}

QString costRule()
{
  return QStringLiteral(
      "Cost counts the hardware the scenario names: hosts first, then backing disks (RAID "
      "members, or the capacity and cache devices of every disk group; an all-flash array "
      "counts as none), then the acceleration capacity of all hosts, then the peer links' "
      "bandwidth (speed \u00d7 usable links \u00d7 hosts); the first that differs decides. "
      "Prices, licences and the workload an option carries are not counted.");
}

bool meetsRequirements(const ComparedOption& o)
{
  for (const RequirementCheck& r : o.evaluation.requirements.checks)
    if (!r.met)
      return false;
  return true;
}

CheapestOption cheapestMeetingRequirements(const std::vector<ComparedOption>& options)
{
  CheapestOption out;
  std::optional<OptionCost> best;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (options[i].failure || !meetsRequirements(options[i]))
      continue;
    const OptionCost c = optionCost(options[i].scenario);
    if (!best || compareCost(c, *best) < 0) {
      best = c;
      out.index = i;
      out.sameCost.clear();
    } else if (compareCost(c, *best) == 0) {
      out.sameCost.push_back(i);
    }
  }
  return out;
}

QString cheapestOptionSentence(const std::vector<ComparedOption>& options)
{
  const CheapestOption best = cheapestMeetingRequirements(options);
  if (!best.index) {
    // Say which comes closest: the most requirements met.
    std::size_t closest = 0;
    int most = -1;
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (options[i].failure)
        continue;
      int met = 0;
      for (const RequirementCheck& r : options[i].evaluation.requirements.checks)
        met += r.met ? 1 : 0;
      if (met > most) {
        most = met;
        closest = i;
      }
    }
    if (most < 0)
      return QString();
    return QStringLiteral(
               "None of the options compared meets every requirement; %1 comes "
               "closest (%2 of %3 met).")
        .arg(options[closest].name)
        .arg(most)
        .arg(options[closest].evaluation.requirements.checks.size());
  }
  const ComparedOption& o = options[*best.index];
  QString out = QStringLiteral(
                    "Of the options compared, %1 meets every requirement at the "
                    "least cost (%2).")
                    .arg(o.name, costText(optionCost(o.scenario)));
  if (!best.sameCost.empty()) {
    QStringList names;
    for (std::size_t i : best.sameCost)
      names << options[i].name;
    out += QStringLiteral(" %1 meet%2 them at the same cost.")
               .arg(names.join(QStringLiteral(", ")),
                    names.size() == 1 ? QStringLiteral("s") : QString());
  }
  return out;
}

}  // namespace accel::ui
