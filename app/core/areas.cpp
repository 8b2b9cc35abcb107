// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/areas.h"

#include <algorithm>

#include "app/core/describe.h"
#include "app/core/findingtext.h"
#include "app/core/headlines.h"
#include "app/core/safetext.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

/// Finding codes that describe where things stand rather than recommend a change.
const char* const kStatusCodes[] = {"peer_link_headroom",    "latency_bound_by",
                                    "backing_destage_bound", "destager_never_fills",
                                    "streams_no_convoy",     "streams_convoy"};

bool isStatus(const Finding& f)
{
  return std::any_of(std::begin(kStatusCodes), std::end(kStatusCodes),
                     [&f](const char* c) { return f.code == c; });
}

/// One row of the area table. `assess` is null for an area whose model is not in this
/// version; `codes` are the prefixes of its findings' codes.
struct AreaSpec {
  const char* key;
  const char* title;
  const char* section;  ///< its section of the results document ("streams" for hotspots)
  AreaVerdict (*assess)(const Scenario&, const Evaluation&, const AreaSpec&);
  std::vector<const char*> codes;
  const char* pending;  ///< for an area without a model: what is not evaluated ("" is generic)
};

const std::vector<AreaSpec>& areaSpecs();

bool inArea(const Finding& f, const AreaSpec& a)
{
  return std::any_of(a.codes.begin(), a.codes.end(),
                     [&f](const char* prefix) { return f.code.rfind(prefix, 0) == 0; });
}

/// The first sentence of a text ("" stays "").
QString firstSentence(const QString& text)
{
  const qsizetype end = text.indexOf(QStringLiteral(". "));
  return end < 0 ? text : text.left(end + 1);
}

/// Light, and for amber or red the verdict from the most severe finding of the area.
AreaVerdict start(const Scenario& s, const Evaluation& e, const AreaSpec& a,
                  const QList<Headline>& headlines)
{
  AreaVerdict v;
  v.key = QLatin1String(a.key);
  v.title = QLatin1String(a.title);
  v.evaluated = true;
  Severity worst = Severity::Info;
  // A figure another section owns (the latency tab's "Buffer full", from the destager)
  // colours that area, not this one.
  const QString own = QLatin1String(a.section) + QLatin1Char('.');
  for (const Headline& h : headlines)
    if (h.key.isEmpty() || h.key.startsWith(own))
      worst = std::max(worst, h.level);
  const Finding* top = nullptr;
  int more = 0;
  for (const Finding& f : e.findings) {  // most severe first
    if (!inArea(f, a) || f.severity == Severity::Info)
      continue;
    if (!top)
      top = &f;
    else
      ++more;
    worst = std::max(worst, f.severity);
  }
  v.light = lightFor(worst);
  if (top) {
    const FindingText t = describeFinding(*top, s);
    v.verdict = t.title + QStringLiteral(". ") + firstSentence(t.recommendation);
    if (more > 0)
      v.verdict += QStringLiteral(" (%1 more in Findings)").arg(more);
    v.verdict = v.verdict.trimmed();
  }
  return v;
}

void setHeadline(AreaVerdict& v, const QList<Headline>& headlines, const QString& key)
{
  for (const Headline& h : headlines) {
    if (h.key != key)
      continue;
    v.label = h.label;
    v.value = h.display();
    v.note = h.note;
  }
}

AreaVerdict replicaArea(const Scenario& s, const Evaluation& e, const AreaSpec& a)
{
  const QList<Headline> headlines = replicaHeadlines(s, e);
  AreaVerdict v = start(s, e, a, headlines);
  setHeadline(v, headlines, QStringLiteral("replica.max_link_utilization"));
  if (v.verdict.isEmpty()) {
    const ReplicaResult& r = e.replica;
    v.verdict =
        r.sustainable_write_mbps_per_host
            ? QStringLiteral("Within the %1 limit at peak writes; up to %2 of writes per host.")
                  .arg(formatValue(s.peer_network.utilization_limit, Unit::Fraction),
                       formatValue(*r.sustainable_write_mbps_per_host, Unit::MBps))
            : QStringLiteral("Nothing is replicated: the peer network sets no limit.");
  }
  return v;
}

AreaVerdict latencyArea(const Scenario& s, const Evaluation& e, const AreaSpec& a)
{
  const QList<Headline> headlines = latencyHeadlines(s, e);
  AreaVerdict v = start(s, e, a, headlines);
  const auto& groups = e.latency.groups;
  const std::size_t n = std::min(groups.size(), s.vm_groups.size());
  if (n == 0) {
    v.light = Light::Grey;
    v.verdict = QStringLiteral("No VM groups: nothing writes.");
    return v;
  }
  // The group whose writes wait longest under load speaks for the area.
  std::size_t worst = 0;
  for (std::size_t i = 1; i < n; ++i)
    if (groups[i].loaded_us > groups[worst].loaded_us)
      worst = i;
  setHeadline(v, headlines, QStringLiteral("latency.groups[%1].loaded_us").arg(worst));
  const QString name = userText(s.vm_groups[worst].name);
  v.label = n > 1 ? QStringLiteral("Under load, slowest group") : QStringLiteral("Under load");
  if (v.verdict.isEmpty()) {
    const GroupLatency& g = groups[worst];
    v.verdict = QStringLiteral("%1: writes commit in %2 on an idle system, %3 under load.")
                    .arg(name, formatDurationUs(g.floor_us), formatDurationUs(g.loaded_us));
  }
  return v;
}

AreaVerdict destagerArea(const Scenario& s, const Evaluation& e, const AreaSpec& a)
{
  const QList<Headline> headlines = destagerHeadlines(s, e);
  AreaVerdict v = start(s, e, a, headlines);
  const auto& groups = e.destager.groups;
  // The group whose buffer fills first speaks for the area, else the one whose backlog comes
  // closest to its buffer.
  int pick = -1;
  bool fills = false;
  double best = -1;
  for (std::size_t i = 0; i < groups.size() && i < s.vm_groups.size(); ++i) {
    const DestagerGroupResult& g = groups[i];
    if (g.status != DestagerStatus::Ok)
      continue;
    if (g.fills && g.fill_time_s) {
      if (!fills || *g.fill_time_s < best) {
        pick = static_cast<int>(i);
        best = *g.fill_time_s;
      }
      fills = true;
    } else if (!fills) {
      const double share = g.buffer_mb > 0 ? g.peak_backlog_mb / g.buffer_mb : 0;
      if (share > best) {
        pick = static_cast<int>(i);
        best = share;
      }
    }
  }
  if (pick < 0) {
    if (v.verdict.isEmpty()) {
      v.light = Light::Grey;
      v.verdict = QStringLiteral("No write-back VMs: nothing waits in a buffer.");
    }
    return v;
  }
  const DestagerGroupResult& g = groups[static_cast<std::size_t>(pick)];
  const QString name = userText(s.vm_groups[static_cast<std::size_t>(pick)].name);
  setHeadline(v, headlines,
              QStringLiteral("destager.groups[%1].%2")
                  .arg(pick)
                  .arg(fills ? QStringLiteral("fill_time_s") : QStringLiteral("peak_backlog_mb")));
  if (v.verdict.isEmpty())
    v.verdict = g.peak_backlog_mb > 0
                    ? QStringLiteral("Buffers never fill: %1's backlog peaks at %2 of its %3.")
                          .arg(name, formatValue(g.peak_backlog_mb, Unit::SizeMB),
                               formatValue(g.buffer_mb, Unit::SizeMB))
                    : QStringLiteral("Destaging keeps up with every write: no backlog.");
  // The assumption the verdict rests on, when a destage pattern within the backing model's
  // range would turn it.
  for (const Finding& f : e.findings) {
    if (f.group != pick || f.label("assumption") != "decides")
      continue;
    v.verdict += QStringLiteral(
                     " It hangs on the %1 destage pattern (%2 for the cluster; "
                     "%3 at random to %4 at best).")
                     .arg(QString::fromStdString(f.label("pattern")),
                          formatValue(f.value("cluster_destage_mbps"), Unit::MBps),
                          formatValue(f.value("floor_cluster_destage_mbps"), Unit::MBps),
                          formatValue(f.value("ceiling_cluster_destage_mbps"), Unit::MBps));
    break;
  }
  return v;
}

AreaVerdict backingArea(const Scenario& s, const Evaluation& e, const AreaSpec& a)
{
  const QList<Headline> headlines = backingHeadlines(s, e);
  AreaVerdict v = start(s, e, a, headlines);
  const BackingResult& b = e.backing;
  if (!b.valid) {
    v.light = Light::Red;
    v.verdict = QStringLiteral("The backing array could not be evaluated: see Findings.");
    return v;
  }
  setHeadline(v, headlines, QStringLiteral("backing.write_mbps_capacity"));
  if (v.verdict.isEmpty())
    v.verdict = QStringLiteral(
                    "Absorbs %1 of destaged writes (%2), bound by the %3; %4 at random to %5 "
                    "as full stripes; %6 for the background mix.")
                    .arg(formatValue(b.write_mbps_capacity, Unit::MBps),
                         b.bound_by == DestageBound::Measured
                             ? QStringLiteral("measured")
                             : QLatin1String(destagePatternWord(b.destage_pattern)),
                         b.bound_by == DestageBound::Fabric     ? QStringLiteral("storage network")
                         : b.bound_by == DestageBound::Measured ? QStringLiteral("measured rate")
                                                                : QStringLiteral("disks"),
                         formatValue(b.destage_floor_mbps, Unit::MBps),
                         formatValue(b.destage_ceiling_mbps, Unit::MBps),
                         formatValue(b.random_iops, Unit::Iops));
  return v;
}

AreaVerdict hotspotsArea(const Scenario& s, const Evaluation& e, const AreaSpec& a)
{
  const QList<Headline> headlines = streamsHeadlines(s, e);
  AreaVerdict v = start(s, e, a, headlines);
  if (!e.streams) {  // not simulated (the GUI runs it off its thread)
    v.evaluated = false;
    v.light = Light::Grey;
    v.verdict = QStringLiteral("The stream simulation has not run.");
    return v;
  }
  setHeadline(v, headlines, QStringLiteral("streams.expected_mbps"));
  const DesignResult& d = e.streams->current;
  if (!e.streams->active) {
    v.verdict = QStringLiteral("No sequential streams configured: nothing can convoy.");
    return v;
  }
  if (!d.valid) {
    if (v.verdict.isEmpty())
      v.verdict = QStringLiteral("The streams could not be evaluated: see Findings.");
    return v;
  }
  // The verdict: the risk against the bound, and the fix the simulation rates best.
  const StreamFix* best = nullptr;
  for (const StreamFix& f : e.streams->fixes)
    if (f.result.valid && f.gain > 0 && (!best || f.gain > best->gain))
      best = &f;
  v.verdict = QStringLiteral("Convoy risk %1: %2 of the %3 the streams could reach.")
                  .arg(QString::fromLatin1(convoyRiskWord(d.risk)),
                       formatValue(d.expected_mbps, Unit::MBps),
                       formatValue(d.upper_bound_mbps, Unit::MBps));
  if (best && d.risk != ConvoyRisk::None)
    v.verdict +=
        QStringLiteral(" Best fix: %1, %2.")
            .arg(streamFixName(*best), formatValue(best->result.expected_mbps, Unit::MBps));
  return v;
}

const std::vector<AreaSpec>& areaSpecs()
{
  static const std::vector<AreaSpec> specs = {
      {"replica",
       "Replica network",
       "replica",
       replicaArea,
       {"peer", "shared_uplink", "write_back_without_peers"},
       ""},
      {"latency", "Write latency", "latency", latencyArea, {"latency_"}, ""},
      {"destager", "Destager", "destager", destagerArea, {"destager_"}, ""},
      {"backing", "Backing array", "backing", backingArea, {"backing_"}, ""},
      {"hotspots", "Stripe hotspots", "streams", hotspotsArea, {"streams_"}, ""},
  };
  return specs;
}

}  // namespace

QString lightKey(Light l)
{
  switch (l) {
  case Light::Green: return QStringLiteral("green");
  case Light::Amber: return QStringLiteral("amber");
  case Light::Red: return QStringLiteral("red");
  case Light::Grey: return QStringLiteral("grey");
  }
  return QString();
}

Light lightFor(Severity worst)
{
  switch (worst) {
  case Severity::Critical: return Light::Red;
  case Severity::Warning: return Light::Amber;
  case Severity::Info: return Light::Green;
  }
  return Light::Grey;
}

QList<AreaVerdict> assessAreas(const Scenario& s, const Evaluation& e)
{
  QList<AreaVerdict> out;
  for (const AreaSpec& a : areaSpecs()) {
    if (a.assess) {
      out << a.assess(s, e, a);
      continue;
    }
    AreaVerdict v;
    v.key = QLatin1String(a.key);
    v.title = QLatin1String(a.title);
    v.verdict = *a.pending ? QString::fromUtf8(a.pending)
                           : QStringLiteral("Not evaluated in this version.");
    out << v;
  }
  return out;
}

QString findingArea(const Finding& f)
{
  for (const AreaSpec& a : areaSpecs())
    if (inArea(f, a))
      return QLatin1String(a.key);
  return QString();
}

QList<Recommendation> topRecommendations(const Scenario& s, const Evaluation& e, int max)
{
  QList<Recommendation> out;
  for (const Finding& f : e.findings) {
    if (out.size() >= max)
      break;
    const FindingText t = describeFinding(f, s);
    if (isStatus(f) || t.recommendation.isEmpty())
      continue;
    // A stream fix names the change in its title and what it buys in its message.
    out.append({&f, t.title, f.code == "streams_fix" ? t.message : t.recommendation});
  }
  return out;
}

}  // namespace accel::ui
