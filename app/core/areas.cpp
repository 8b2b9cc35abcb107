// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/areas.h"

#include <QRegularExpression>

#include <algorithm>
#include <limits>

#include "app/core/describe.h"
#include "app/core/findingtext.h"
#include "app/core/headlines.h"
#include "app/core/safetext.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

/// The VM group index of a headline key such as "latency.groups[2].loaded_us", or -1.
int groupOfKey(const QString& key)
{
  static const QRegularExpression re(QStringLiteral("\\.groups\\[(\\d+)\\]"));
  const QRegularExpressionMatch m = re.match(key);
  return m.hasMatch() ? m.captured(1).toInt() : -1;
}

/// The first sentence of a text ("" stays "").
QString firstSentence(const QString& text)
{
  const qsizetype end = text.indexOf(QStringLiteral(". "));
  return end < 0 ? text : text.left(end + 1);
}

void setHeadline(AreaVerdict& v, const Headline& h, const Scenario& s)
{
  v.headlineKey = h.key;
  v.label = h.label;
  // With several VM groups, the label says whose figure it is.
  const int g = groupOfKey(h.key);
  if (s.vm_groups.size() > 1 && g >= 0 && g < static_cast<int>(s.vm_groups.size()))
    v.label += QStringLiteral(", ") + userText(s.vm_groups[static_cast<std::size_t>(g)].name);
  v.value = h.display();
  v.note = h.note;
}

/// The area's most severe headline; the first of them on a tie; none when the list is empty.
const Headline* mostSevere(const QList<Headline>& headlines)
{
  const Headline* best = nullptr;
  for (const Headline& h : headlines)
    if (!best || h.level > best->level)
      best = &h;
  return best;
}

/// Light and finding codes from the findings that count for the area.
AreaVerdict start(const Evaluation& e, const QString& key)
{
  AreaVerdict v;
  v.key = key;
  v.title = areaTitle(key);
  v.evaluated = true;
  Severity worst = Severity::Info;
  for (const Finding& f : e.findings) {  // most severe first
    if (!countsFor(f, key, e))
      continue;
    const QString code = QString::fromStdString(f.code);
    if (!v.findingCodes.contains(code))
      v.findingCodes << code;
    worst = std::max(worst, f.severity);
  }
  v.light = lightFor(worst);
  return v;
}

/// For amber or red, the verdict from the most severe finding that counts for the area. Among
/// the most severe, the one behind the headline speaks first (the area `about` of VM group
/// `group`: the finding that explains the number shown), then the area's own before a
/// consequence of another area's, then the first. `code`, when given, is the finding that
/// states the headline itself.
void setVerdict(AreaVerdict& v, const Scenario& s, const Evaluation& e, int group = -1,
                const QString& about = QString(), const char* code = nullptr)
{
  const Finding* top = nullptr;
  int top_rank = -1;
  int more = 0;
  const auto rankOf = [&](const Finding& f) {
    int r = findingArea(f) == v.key ? 1 : 0;
    if (group >= 0 && f.group == group && findingArea(f) == about)
      r += code && f.code == code ? 4 : 2;
    return r;
  };
  for (const Finding& f : e.findings) {  // most severe first
    if (f.severity == Severity::Info || !countsFor(f, v.key, e))
      continue;
    ++more;
    if (top && f.severity < top->severity)
      continue;
    const int r = rankOf(f);
    if (!top || r > top_rank) {
      top = &f;
      top_rank = r;
    }
  }
  if (!top)
    return;
  --more;
  const FindingText t = describeFinding(*top, s);
  const QString next = firstSentence(t.recommendation.isEmpty() ? t.message : t.recommendation);
  v.verdict = t.title + QStringLiteral(". ") + next;
  if (more > 0)
    v.verdict += QStringLiteral(" (%1 more in Findings)").arg(more);
  v.verdict = v.verdict.trimmed();
}

AreaVerdict replicaArea(const Scenario& s, const Evaluation& e)
{
  AreaVerdict v = start(e, QStringLiteral("replica"));
  const QList<Headline> headlines = replicaHeadlines(s, e);
  if (const Headline* h = mostSevere(headlines))
    setHeadline(v, *h, s);
  setVerdict(v, s, e);
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

/// A latency headline as a comparable time: unbounded (no value) is longest.
double latencyOf(const Headline& h)
{
  return h.value ? *h.value : std::numeric_limits<double>::infinity();
}

AreaVerdict latencyArea(const Scenario& s, const Evaluation& e)
{
  AreaVerdict v = start(e, QStringLiteral("latency"));
  const std::size_t n = std::min(e.latency.groups.size(), s.vm_groups.size());
  if (n == 0) {
    v.light = Light::Green;
    v.verdict = QStringLiteral("No VM groups: nothing writes.");
    return v;
  }
  // What the writes wait under load: each group's loaded latency and, while its buffer is
  // full, the throttled latency, each as severe as what it says (a throttled latency as the
  // destager findings felt in this area). The most severe speaks for the area, the longest
  // wait among equals; when none is in trouble, the slowest group under load.
  const QList<Headline> headlines = latencyHeadlines(s, e);
  const auto level = [&](const Headline& h) {
    Severity l = h.level;
    if (h.key.endsWith(QStringLiteral(".throttled_latency_us")))
      for (const Finding& f : e.findings)
        if (f.group == groupOfKey(h.key) && findingArea(f) != QStringLiteral("latency") &&
            feltIn(f, e).contains(QStringLiteral("latency")))
          l = std::max(l, f.severity);
    return l;
  };
  const Headline* pick = nullptr;
  const Headline* slowest = nullptr;
  Severity pick_level = Severity::Info;
  for (const Headline& h : headlines) {
    const bool loaded = h.key.endsWith(QStringLiteral(".loaded_us"));
    if (!loaded && !h.key.endsWith(QStringLiteral(".throttled_latency_us")))
      continue;
    if (loaded && (!slowest || latencyOf(h) > latencyOf(*slowest)))
      slowest = &h;
    const Severity l = level(h);
    if (l == Severity::Info)
      continue;
    if (!pick || l > pick_level || (l == pick_level && latencyOf(h) > latencyOf(*pick))) {
      pick = &h;
      pick_level = l;
    }
  }
  if (!pick)
    pick = slowest;
  if (pick) {
    setHeadline(v, *pick, s);
    // The verdict explains the number shown: the throttled latency is the destager's.
    const bool throttled = pick->key.endsWith(QStringLiteral(".throttled_latency_us"));
    setVerdict(v, s, e, groupOfKey(pick->key),
               throttled ? QStringLiteral("destager") : QStringLiteral("latency"),
               throttled ? "destager_throttled_latency" : nullptr);
  } else {
    setVerdict(v, s, e);
  }
  if (v.verdict.isEmpty() && slowest) {
    const int g = std::max(groupOfKey(slowest->key), 0);
    const GroupLatency& gl = e.latency.groups[static_cast<std::size_t>(g)];
    v.verdict = QStringLiteral("%1: writes commit in %2 on an idle system, %3 under load.")
                    .arg(userText(s.vm_groups[static_cast<std::size_t>(g)].name),
                         formatDurationUs(gl.floor_us), slowest->display());
  }
  return v;
}

AreaVerdict destagerArea(const Scenario& s, const Evaluation& e)
{
  AreaVerdict v = start(e, QStringLiteral("destager"));
  const QList<Headline> headlines = destagerHeadlines(s, e);
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
  setVerdict(v, s, e, pick, QStringLiteral("destager"));
  if (pick < 0) {
    if (v.verdict.isEmpty())
      v.verdict = QStringLiteral("No write-back VMs: nothing waits in a buffer.");
    return v;
  }
  const DestagerGroupResult& g = groups[static_cast<std::size_t>(pick)];
  const QString name = userText(s.vm_groups[static_cast<std::size_t>(pick)].name);
  const QString key =
      QStringLiteral("destager.groups[%1].%2")
          .arg(pick)
          .arg(fills ? QStringLiteral("fill_time_s") : QStringLiteral("peak_backlog_mb"));
  for (const Headline& h : headlines)
    if (h.key == key)
      setHeadline(v, h, s);
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

AreaVerdict backingArea(const Scenario& s, const Evaluation& e)
{
  AreaVerdict v = start(e, QStringLiteral("backing"));
  setVerdict(v, s, e);
  const BackingResult& b = e.backing;
  if (!b.valid) {
    if (v.verdict.isEmpty())
      v.verdict = QStringLiteral("The backing array could not be evaluated: see Findings.");
    return v;
  }
  const QList<Headline> headlines = backingHeadlines(s, e);
  if (const Headline* h = mostSevere(headlines))
    setHeadline(v, *h, s);
  if (v.verdict.isEmpty() && e.hyperconverged && e.hyperconverged->valid) {
    const HyperconvergedBackingResult& h = *e.hyperconverged;
    v.verdict =
        QStringLiteral(
            "The hosts' disk groups take %1 of the cluster's writes, bound by the %2; "
            "busiest resource %3 with the VMs' %4; %5 usable.")
            .arg(formatValue(b.write_mbps_capacity, Unit::MBps),
                 h.write_bound_by == HciBound::Network       ? QStringLiteral("network")
                 : h.write_bound_by == HciBound::CacheDevice ? QStringLiteral("cache devices")
                                                             : QStringLiteral("capacity disks"),
                 formatValue(h.at_load.max_utilization, Unit::Fraction),
                 formatValue(h.vm_write_mbps, Unit::MBps),
                 formatValue(h.at_load.usable_capacity_gb * 1000.0, Unit::SizeMB));
  }
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
                         : b.all_flash                          ? QStringLiteral("all-flash array")
                                                                : QStringLiteral("disks"),
                         formatValue(b.destage_floor_mbps, Unit::MBps),
                         formatValue(b.destage_ceiling_mbps, Unit::MBps),
                         formatValue(b.random_iops, Unit::Iops));
  return v;
}

AreaVerdict readCacheArea(const Scenario& s, const Evaluation& e)
{
  AreaVerdict v = start(e, QStringLiteral("readcache"));
  setVerdict(v, s, e);
  const QList<Headline> headlines = readCacheHeadlines(s, e);
  // The headline: the lowest hit ratio of a cached group, else the first read latency.
  const Headline* shown = nullptr;
  double lowest = 2;
  for (const Headline& h : headlines)
    if (h.key.endsWith(QStringLiteral(".hit_ratio")) &&
        h.key.startsWith(QStringLiteral("read_cache.groups")) && h.value && *h.value < lowest) {
      lowest = *h.value;
      shown = &h;
    }
  if (!shown)
    for (const Headline& h : headlines)
      if (h.key.endsWith(QStringLiteral(".read_latency_us"))) {
        shown = &h;
        break;
      }
  if (shown)
    setHeadline(v, *shown, s);
  if (v.verdict.isEmpty()) {
    const ReadCacheResult& r = e.read_cache;
    double removed = 0;
    for (const GroupReadCache& g : r.groups)
      removed += g.array_read_iops_removed;
    v.verdict = removed > 0 ? QStringLiteral(
                                  "The host read caches keep %1 of reads from the "
                                  "array; destage capacity %2 (%3 without them).")
                                  .arg(formatValue(removed, Unit::Iops),
                                       formatValue(r.destage_mbps, Unit::MBps),
                                       formatValue(r.destage_mbps_without_host_cache, Unit::MBps))
                            : QStringLiteral("Reads modelled; no host read cache configured.");
  }
  return v;
}

AreaVerdict streamsArea(const Scenario& s, const Evaluation& e)
{
  if (!e.streams || e.streams->cancelled) {  // the GUI simulates off its thread
    AreaVerdict v;
    v.key = QStringLiteral("streams");
    v.title = areaTitle(v.key);
    v.verdict = QStringLiteral("The stream simulation has not run yet.");
    return v;
  }
  AreaVerdict v = start(e, QStringLiteral("streams"));
  setVerdict(v, s, e);
  const QList<Headline> headlines = streamsHeadlines(s, e);
  for (const Headline& h : headlines)
    if (h.key == QStringLiteral("streams.expected_mbps"))
      setHeadline(v, h, s);
  const DesignResult& d = e.streams->current;
  if (s.backing.kind != BackingKind::RaidGroups) {
    v.verdict = QStringLiteral(
        "The backing is not RAID groups: no member disks for streams to "
        "walk.");
    return v;
  }
  if (!e.streams->active) {
    v.verdict = QStringLiteral("No sequential streams configured: nothing can convoy.");
    return v;
  }
  if (!d.valid) {
    if (v.verdict.isEmpty())
      v.verdict = QStringLiteral("The streams could not be evaluated: see Findings.");
    return v;
  }
  if (v.verdict.isEmpty())
    v.verdict = QStringLiteral("Convoy risk %1: %2 of the %3 the streams could reach.")
                    .arg(QString::fromLatin1(convoyRiskWord(d.risk)),
                         formatValue(d.expected_mbps, Unit::MBps),
                         formatValue(d.upper_bound_mbps, Unit::MBps));
  // The fix the simulation rates best, when there is a convoy to fix.
  const StreamFix* best = nullptr;
  for (const StreamFix& f : e.streams->fixes)
    if (f.result.valid && f.gain > 0 && (!best || f.gain > best->gain))
      best = &f;
  if (best && d.risk != ConvoyRisk::None)
    v.verdict += QStringLiteral(" Best fix: %1, %2 (%3).")
                     .arg(streamFixName(*best), formatValue(best->result.expected_mbps, Unit::MBps),
                          formatChange(1 + best->gain));
  return v;
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

QString statusKey(Light l)
{
  switch (l) {
  case Light::Green: return QStringLiteral("ok");
  case Light::Amber: return QStringLiteral("warning");
  case Light::Red: return QStringLiteral("critical");
  case Light::Grey: return QStringLiteral("not_evaluated");
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

const QStringList& areaKeys()
{
  static const QStringList keys = {QStringLiteral("replica"),  QStringLiteral("latency"),
                                   QStringLiteral("destager"), QStringLiteral("backing"),
                                   QStringLiteral("streams"),  QStringLiteral("readcache")};
  return keys;
}

QStringList areaKeys(const Evaluation& e)
{
  QStringList keys = areaKeys();
  if (!e.read_cache.engaged)
    keys.removeAll(QStringLiteral("readcache"));
  return keys;
}

QString areaTitle(const QString& key)
{
  if (key == QStringLiteral("replica"))
    return QStringLiteral("Replica network");
  if (key == QStringLiteral("latency"))
    return QStringLiteral("Write latency");
  if (key == QStringLiteral("destager"))
    return QStringLiteral("Destager");
  if (key == QStringLiteral("backing"))
    return QStringLiteral("Backing array");
  if (key == QStringLiteral("streams"))
    return QStringLiteral("Stripe hotspots");
  if (key == QStringLiteral("readcache"))
    return QStringLiteral("Read cache");
  return key;
}

QList<AreaVerdict> assessAreas(const Scenario& s, const Evaluation& e)
{
  QList<AreaVerdict> out = {replicaArea(s, e), latencyArea(s, e), destagerArea(s, e),
                            backingArea(s, e), streamsArea(s, e)};
  if (e.read_cache.engaged)
    out << readCacheArea(s, e);
  return out;
}

QString findingArea(const Finding& f)
{
  return QString::fromStdString(f.area);
}

QStringList feltIn(const Finding& f, const Evaluation& e)
{
  QStringList out;
  // A full buffer throttles the group's writes: felt as write latency.
  if (f.area == "destager" && f.severity != Severity::Info && f.group >= 0 &&
      f.group < static_cast<int>(e.destager.groups.size())) {
    const DestagerGroupResult& g = e.destager.groups[static_cast<std::size_t>(f.group)];
    if (g.status == DestagerStatus::Ok && (g.fills || g.throttled_fraction > 0))
      out << QStringLiteral("latency");
  }
  return out;
}

bool countsFor(const Finding& f, const QString& area, const Evaluation& e)
{
  return findingArea(f) == area || feltIn(f, e).contains(area);
}

QList<Recommendation> topRecommendations(const Scenario& s, const Evaluation& e, int max)
{
  // Candidates in the findings' order (most severe first), each change once.
  QList<Recommendation> all;
  QStringList seen;
  QStringList actions;
  for (const MergedFinding& m : mergeFindings(e.findings, s)) {
    const FindingText& t = m.text;
    const QString area = findingArea(*m.findings.front());
    if (!t.change || t.recommendation.isEmpty() || seen.contains(t.recommendation))
      continue;
    if (!t.action.isEmpty() && actions.contains(t.action)) {
      Recommendation& first = all[actions.indexOf(t.action)];
      if (area != first.area && !first.alsoAreas.contains(area))
        first.alsoAreas << area;
      continue;
    }
    seen << t.recommendation;
    actions << t.action;
    all.append({m.findings.front(), t.title, t.recommendation, area, {}});
  }
  // At most `max`: one of each kind of finding first (the same advice for another group can
  // wait behind a different one), then the rest, in the order above.
  std::vector<bool> take(static_cast<std::size_t>(all.size()), false);
  QStringList codes;
  int taken = 0;
  for (qsizetype i = 0; i < all.size() && taken < max; ++i) {
    const QString code = QString::fromStdString(all[i].finding->code);
    if (codes.contains(code))
      continue;
    codes << code;
    take[static_cast<std::size_t>(i)] = true;
    ++taken;
  }
  for (qsizetype i = 0; i < all.size() && taken < max; ++i)
    if (!take[static_cast<std::size_t>(i)]) {
      take[static_cast<std::size_t>(i)] = true;
      ++taken;
    }
  QList<Recommendation> out;
  for (qsizetype i = 0; i < all.size(); ++i)
    if (take[static_cast<std::size_t>(i)])
      out << all[i];
  return out;
}

}  // namespace accel::ui
