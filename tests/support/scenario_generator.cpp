// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "support/scenario_generator.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <random>

#include "app/core/params.h"
#include "app/core/validate.h"
#include "model/backing/disk.h"

namespace accel::test {

namespace {

using ui::Param;
using ui::ParamInfo;
using ui::ParamType;
using ui::Presence;

/// A portable source of numbers: std::mt19937_64 is specified bit for bit; the mappings to
/// ranges are our own (the standard distributions differ between libraries).
class Rng {
public:
  explicit Rng(std::uint64_t seed) : g_(seed) {}
  double uniform() { return static_cast<double>(g_() >> 11) * 0x1.0p-53; }  ///< [0, 1)
  bool chance(double p) { return uniform() < p; }
  int below(int n) { return n <= 1 ? 0 : static_cast<int>(g_() % static_cast<std::uint64_t>(n)); }
  double between(double lo, double hi) { return lo + (hi - lo) * uniform(); }

private:
  std::mt19937_64 g_;
};

const QStringList& countKeys()
{
  static const QStringList k = {QStringLiteral("hosts"),        QStringLiteral("vms_per_host"),
                                QStringLiteral("on_hosts"),     QStringLiteral("outstanding_ios"),
                                QStringLiteral("disks"),        QStringLiteral("group_disks"),
                                QStringLiteral("count"),        QStringLiteral("parallelism"),
                                QStringLiteral("usable_links"), QStringLiteral("paths"),
                                QStringLiteral("switch_hops")};
  return k;
}

/// A number within the description's range: log-uniform over a positive range that spans
/// decades, uniform otherwise, and now and then exactly an end of the range.
double sampleNumber(const ParamInfo& info, Rng& rng, const GeneratorOptions& o)
{
  double lo = info.min, hi = info.max;
  if (info.type == ParamType::Integer && !o.full_ranges && countKeys().contains(info.key))
    hi = std::min(hi, std::max(lo, o.typical_count));
  if (info.unit == ui::Unit::KiB && !o.full_ranges)
    hi = std::min(hi, std::max(lo, o.typical_io_kib));
  double x;
  const double end = rng.uniform();
  if (end < 0.04)
    x = lo;
  else if (end < 0.08)
    x = hi;
  else if (lo > 0 && hi / lo > 100)
    x = lo * std::exp(rng.uniform() * std::log(hi / lo));
  else if (lo >= 0 && hi > 100 && rng.chance(0.7))  // mostly small, sometimes anywhere
    x = std::max(lo, std::exp(rng.uniform() * std::log(hi + 1)) - 1);
  else
    x = rng.between(lo, hi);
  if (info.type == ParamType::Integer)
    x = std::round(x);
  if (info.minExclusive && x <= lo)
    x = info.type == ParamType::Integer ? lo + 1 : std::nextafter(lo, hi);
  if (info.maxExclusive && x >= hi)
    x = info.type == ParamType::Integer ? hi - 1 : std::nextafter(hi, lo);
  return std::clamp(x, lo, hi);
}

QString randomText(Rng& rng, const GeneratorOptions& o)
{
  static const QStringList plain = {QStringLiteral("build VMs"), QStringLiteral("db"),
                                    QStringLiteral("VDI \u2014 pool A"), QStringLiteral(""),
                                    QStringLiteral("Ünïcödé 日本")};
  static const QStringList hostile = {
      QStringLiteral("\u001b[31mFAKE\u001b[0m"), QStringLiteral("line\nbreak\ttab\r"),
      QStringLiteral("\u202egnp.exe"), QStringLiteral("bell\u0007")};
  if (rng.chance(o.hostile_text_probability))
    return hostile.at(rng.below(static_cast<int>(hostile.size())));
  return plain.at(rng.below(static_cast<int>(plain.size())));
}

/// A List's options: one to three distinct values of its item's description. Text items
/// (preset ids, which only the catalogues know) are left out: none given.
QJsonValue randomList(const ParamInfo& info, Rng& rng, const GeneratorOptions& o)
{
  const ParamInfo item = info.itemInfo();
  QJsonArray a;
  const int n = 1 + rng.below(3);
  for (int i = 0; i < n; ++i) {
    QJsonValue v;
    if (item.type == ParamType::Number || item.type == ParamType::Integer)
      v = sampleNumber(item, rng, o);
    else if (item.type == ParamType::Choice && !item.choices.isEmpty())
      v = item.choices.at(rng.below(static_cast<int>(item.choices.size())));
    else
      break;
    if (!a.contains(v))
      a.append(v);
  }
  return a.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(a);
}

/// Every editable field of `s` described by `params` gets a random value (fields of other
/// write profiles are left alone).
template <class S>
void randomize(S& s, const std::vector<Param<S>>& params, Rng& rng, const GeneratorOptions& o,
               const QString& profile = QString())
{
  for (const Param<S>& p : params) {
    const ParamInfo& info = p.info;
    if (!info.editable || info.type == ParamType::PairList || !info.appliesToProfile(profile))
      continue;
    if (info.presence == Presence::Optional && rng.chance(0.5)) {
      p.set(s, QJsonValue(QJsonValue::Null));
      continue;
    }
    switch (info.type) {
    case ParamType::Number:
    case ParamType::Integer: p.set(s, QJsonValue(sampleNumber(info, rng, o))); break;
    case ParamType::Boolean: p.set(s, QJsonValue(rng.chance(0.5))); break;
    case ParamType::Text: p.set(s, QJsonValue(randomText(rng, o))); break;
    case ParamType::Choice:
      p.set(s, QJsonValue(info.choices.at(rng.below(static_cast<int>(info.choices.size())))));
      break;
    case ParamType::List: p.set(s, randomList(info, rng, o)); break;
    case ParamType::PairList: break;
    }
  }
}

const ParamInfo& infoOf(const std::vector<const ParamInfo*>& all, const char* path)
{
  for (const ParamInfo* p : all)
    if (p->path() == QLatin1String(path))
      return *p;
  static const ParamInfo none;
  return none;
}

void randomTrace(WriteProfile& w, Rng& rng, const GeneratorOptions& o)
{
  const std::vector<const ParamInfo*> all = ui::allParams();
  const ParamInfo& samples = infoOf(all, "vm_groups[].write.samples");
  const double maxRate = samples.columns.size() == 2 ? samples.columns[1].max : 1000;
  auto trace = std::make_shared<Trace>();
  const int n = 1 + rng.below(o.max_trace_samples);
  double t = rng.chance(0.5) ? 0 : rng.between(0, 100);
  const double step = std::exp(rng.between(std::log(0.01), std::log(3600)));
  const double peak = std::exp(rng.between(std::log(0.01), std::log(std::min(maxRate, 5000.0))));
  for (int i = 0; i < n; ++i) {
    trace->push_back({t, rng.chance(0.2) ? 0.0 : rng.between(0, peak)});
    t += step * rng.between(0.5, 1.5) + 1e-6;
  }
  w.kind = ProfileKind::Trace;
  w.samples = std::move(trace);
}

void randomHistogram(VmGroup& g, Rng& rng)
{
  const int n = 1 + rng.below(6);
  std::vector<double> weights;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    weights.push_back(rng.between(0.01, 1));
    sum += weights.back();
  }
  g.write_io_histogram.clear();
  for (int i = 0; i < n; ++i)
    g.write_io_histogram.push_back(
        {std::pow(2.0, rng.below(16) - 1), weights[static_cast<std::size_t>(i)] / sum});
}

/// A schedule's windows: a few, some crossing midnight, by rate or by factor, on some days
/// of a week schedule; none now and then.
void randomWindows(WriteProfile& w, Rng& rng)
{
  w.windows.clear();
  const int n = rng.below(5);
  for (int i = 0; i < n; ++i) {
    ScheduleWindow x;
    x.start_min = rng.below(1440);
    x.end_min = rng.below(1441);
    if (x.end_min == x.start_min)
      x.end_min = (x.start_min + 1 + rng.below(1439)) % 1440;
    if (w.schedule_period == SchedulePeriod::Week && rng.chance(0.5))
      x.days = 1u + static_cast<unsigned>(rng.below(127));
    if (rng.chance(0.5))
      x.mbps = rng.between(0, 500);
    else
      x.factor = rng.between(0, 50);
    w.windows.push_back(x);
  }
}

/// A background load's schedule: none half the time (it runs all the time), else one to
/// three windows, some crossing midnight, some on days of a week schedule, scaled by a factor
/// or as given.
void randomLoadWindows(SchedulePeriod period, std::vector<ScheduleWindow>& windows, Rng& rng)
{
  windows.clear();
  if (rng.chance(0.5))
    return;
  const int n = 1 + rng.below(3);
  for (int i = 0; i < n; ++i) {
    ScheduleWindow x;
    x.start_min = rng.below(1440);
    x.end_min = (x.start_min + 1 + rng.below(1439)) % 1441;
    if (x.end_min == x.start_min)
      x.end_min = (x.start_min + 60) % 1440;
    if (period == SchedulePeriod::Week && rng.chance(0.5))
      x.days = 1u + static_cast<unsigned>(rng.below(127));
    if (rng.chance(0.7))
      x.factor = rng.between(0, 4);
    windows.push_back(x);
  }
}

/// The rules between fields that validation enforces (app/core/validate.cpp).
void makeConsistent(Scenario& s, Rng& rng)
{
  for (VmGroup& g : s.vm_groups) {
    if (g.on_hosts)
      g.on_hosts = std::min(*g.on_hosts, s.hosts);
    for (WriteProfile* w : {&g.write, static_cast<WriteProfile*>(&g.read)}) {
      if (w->kind == ProfileKind::OnOff && w->burst_s > w->period_s)
        w->burst_s = w->period_s * rng.uniform();
      if (w->kind == ProfileKind::Duty && !(w->burst_s > 0))
        w->burst_s = rng.between(1, 3600);
      if (w->kind == ProfileKind::Schedule)
        randomWindows(*w, rng);
    }
  }
  // Read caches: blocks a power of two, one host's caches within its device.
  double cached = 0;
  for (VmGroup& g : s.vm_groups) {
    if (!g.read_cache)
      continue;
    double& b = g.read_cache->block_kib;
    b = std::clamp(std::exp2(std::round(std::log2(std::max(b, 4.0)))), 4.0, 1024.0);
    if (!g.read_cache->size_gib)
      g.read_cache->size_gib = 0.2 * *g.read.working_set_gib;
    cached += g.vms_per_host * *g.read_cache->size_gib;
  }
  if (cached > s.acceleration.capacity_gib) {
    const double shrink = s.acceleration.capacity_gib / cached * rng.between(0.1, 0.99);
    for (VmGroup& g : s.vm_groups)
      if (g.read_cache)
        g.read_cache->size_gib = std::max(0.001, *g.read_cache->size_gib * shrink);
  }
  if (s.peer_network.kind == NetKind::InfiniBand) {
    const int ok[] = {256, 512, 1024, 2048, 4096};
    s.peer_network.mtu = ok[rng.below(5)];
  } else if (s.peer_network.mtu < 576) {
    s.peer_network.mtu = rng.chance(0.5) ? 1500 : 9000;
  }
  {
    // The hyperconverged section: its seek curve, media rates, stripe and hosts' rules.
    HyperconvergedBacking& h = s.backing.hyperconverged;
    double seeks[3] = {h.disk_track_seek_ms, h.disk_avg_seek_ms, h.disk_full_seek_ms};
    std::sort(std::begin(seeks), std::end(seeks));
    h.disk_track_seek_ms = seeks[0];
    h.disk_avg_seek_ms = seeks[1];
    h.disk_full_seek_ms = seeks[2];
    const SeekCurve c = fitSeekCurve(h.disk_track_seek_ms, h.disk_avg_seek_ms, h.disk_full_seek_ms);
    if (!c.physical)
      h.disk_avg_seek_ms = c.avg_min_ms + (c.avg_max_ms - c.avg_min_ms) * rng.between(0.05, 0.95);
    if (h.disk_id_mbps > h.disk_od_mbps)
      std::swap(h.disk_id_mbps, h.disk_od_mbps);
    h.stripe_width = std::min(h.stripe_width, h.capacity_disks_per_group);
    h.failures_to_tolerate = std::min(h.failures_to_tolerate, std::max(0, (s.hosts - 1) / 2));
  }
  randomLoadWindows(s.backing.random_load.schedule_period, s.backing.random_load.windows, rng);
  randomLoadWindows(s.backing.sequential_streams.schedule_period,
                    s.backing.sequential_streams.windows, rng);
  for (RaidGroup& r : s.backing.raid_groups) {
    Disk& d = r.disk;
    if (d.rpm > 0 && d.rpm < 1000)
      d.rpm = rng.chance(0.5) ? 0 : 7200;
    double seeks[3] = {d.track_seek_ms, d.avg_seek_ms, d.full_seek_ms};
    std::sort(std::begin(seeks), std::end(seeks));
    d.track_seek_ms = seeks[0];
    d.avg_seek_ms = seeks[1];
    d.full_seek_ms = seeks[2];
    const SeekCurve c = fitSeekCurve(d.track_seek_ms, d.avg_seek_ms, d.full_seek_ms);
    if (!c.physical)
      d.avg_seek_ms = c.avg_min_ms + (c.avg_max_ms - c.avg_min_ms) * rng.between(0.05, 0.95);
    if (d.id_mbps > d.od_mbps)
      std::swap(d.id_mbps, d.od_mbps);
    int n = std::max(1, r.disks);
    switch (r.level) {
    case RaidLevel::Raid0: break;
    case RaidLevel::Raid1: n = std::max(2, n + n % 2); break;
    case RaidLevel::Raid10: n = std::max(4, n + n % 2); break;
    case RaidLevel::Raid5: n = std::max(3, n); break;
    case RaidLevel::Raid6: n = std::max(4, n); break;
    case RaidLevel::Raid50:
    case RaidLevel::Raid60: {
      const int minGroup = r.level == RaidLevel::Raid50 ? 3 : 4;
      const int sub = std::clamp(r.group_disks.value_or(minGroup), minGroup, 16);
      r.group_disks = sub;
      n = sub * std::max(2, n / sub);
      break;
    }
    }
    r.disks = std::min(n, 1024);
    if (r.group_disks && r.level != RaidLevel::Raid50 && r.level != RaidLevel::Raid60)
      r.group_disks.reset();
    if (r.alignment_offset_kib >= r.segment_kib)
      r.alignment_offset_kib = rng.chance(0.7) ? 0 : r.segment_kib * rng.uniform() * 0.99;
  }
}

/// A range of whole numbers from its descriptions, min <= max, at most six values.
IntRange randomRange(const std::vector<Param<IntRange>>& params, Rng& rng,
                     const GeneratorOptions& o)
{
  IntRange r;
  randomize(r, params, rng, o);
  if (r.max < r.min)
    std::swap(r.min, r.max);
  if ((r.max - r.min) / r.step + 1 > 6)
    r.step = (r.max - r.min + 4) / 5;
  return r;
}

/// Now and then a design space (the scenario's other fields untouched; its own numbers, so
/// that a seed's scenario is the same with or without it): every dimension from the
/// descriptions, kept valid (distinct options, the peer network's MTU rules, few values per
/// range).
void randomDesignSpace(Scenario& s, Rng& rng, const GeneratorOptions& o)
{
  s.design_space = DesignSpace{};
  if (!rng.chance(o.design_space_probability))
    return;
  DesignSpace& d = s.design_space;
  randomize(d, ui::designSpaceParams(), rng, o);
  const int links = rng.below(3);
  for (int i = 0; i < links; ++i) {
    PeerLinkChoice c;
    randomize(c, ui::peerLinkChoiceParams(), rng, o);
    if (c.mtu && c.kind == NetKind::InfiniBand) {
      const int ok[] = {256, 512, 1024, 2048, 4096};
      c.mtu = ok[rng.below(5)];
    } else if (c.mtu && *c.mtu < 576) {
      c.mtu = rng.chance(0.5) ? 1500 : 9000;
    }
    const bool again = std::any_of(d.peer_links.begin(), d.peer_links.end(), [&](const auto& x) {
      return x.kind == c.kind && x.link_gbps == c.link_gbps && x.usable_links == c.usable_links &&
             x.mtu == c.mtu;
    });
    if (!again)
      d.peer_links.push_back(c);
  }
  if (rng.chance(0.5))
    d.disk_count = randomRange(ui::diskCountRangeParams(), rng, o);
  if (rng.chance(0.5))
    d.hosts = randomRange(ui::hostRangeParams(), rng, o);
}

Scenario attempt(Rng& rng, const GeneratorOptions& o)
{
  Scenario s;
  randomize(s, ui::scenarioParams(), rng, o);
  const int groups = 1 + rng.below(o.max_vm_groups);
  s.vm_groups.assign(static_cast<std::size_t>(groups), VmGroup{});
  const ParamInfo& kind = ui::writeProfileParams().front().info;
  for (VmGroup& g : s.vm_groups) {
    randomize(g, ui::vmGroupParams(), rng, o);
    if (rng.chance(o.histogram_probability))
      randomHistogram(g, rng);
    if (rng.chance(o.trace_probability)) {
      randomTrace(g.write, rng, o);
    } else {
      QString word;
      do
        word = kind.choices.at(rng.below(static_cast<int>(kind.choices.size())));
      while (word == QLatin1String("trace"));
      ui::writeProfileParams().front().set(g.write, QJsonValue(word));
      randomize(g.write, ui::writeProfileParams(), rng, o, word);
    }
    // The reads: a profile of the same kinds (the trace left out), or none now and then.
    const ParamInfo& readKind = ui::readProfileParams().front().info;
    QString readWord;
    do
      readWord = readKind.choices.at(rng.below(static_cast<int>(readKind.choices.size())));
    while (readWord == QLatin1String("trace"));
    ui::readProfileParams().front().set(g.read, QJsonValue(readWord));
    randomize(g.read, ui::readProfileParams(), rng, o, readWord);
    if (g.read.working_set_gib && rng.chance(o.read_cache_probability)) {
      g.read_cache = ReadCache{};
      randomize(*g.read_cache, ui::readCacheParams(), rng, o);
    }
  }
  randomize(s.requirements, ui::requirementsParams(), rng, o);
  randomize(s.acceleration, ui::accelerationParams(), rng, o);
  randomize(s.peer_network, ui::peerNetworkParams(), rng, o);
  randomize(s.backing, ui::backingParams(), rng, o);
  randomize(s.backing.storage_network, ui::storageNetworkParams(), rng, o);
  s.backing.raid_groups.assign(static_cast<std::size_t>(1 + rng.below(o.max_raid_groups)),
                               RaidGroup{});
  for (RaidGroup& r : s.backing.raid_groups) {
    randomize(r, ui::raidGroupParams(), rng, o);
    randomize(r.disk, ui::diskParams(), rng, o);
  }
  randomize(s.backing.random_load, ui::randomLoadParams(), rng, o);
  randomize(s.backing.sequential_streams, ui::sequentialStreamsParams(), rng, o);
  if (!rng.chance(o.streams_probability))
    s.backing.sequential_streams.count = 0;
  randomize(s.backing.all_flash, ui::allFlashParams(), rng, o);
  randomize(s.backing.hyperconverged, ui::hyperconvergedParams(), rng, o);
  makeConsistent(s, rng);
  return s;
}

}  // namespace

std::optional<Scenario> randomScenario(std::uint64_t seed, const GeneratorOptions& options)
{
  Rng rng(seed * 0x9E3779B97F4A7C15ULL + 1);
  Rng space(seed * 0xD1B54A32D192ED03ULL + 7);
  for (int tries = 0; tries < 200; ++tries) {
    Scenario s = attempt(rng, options);
    randomDesignSpace(s, space, options);
    if (!ui::hasErrors(ui::validateScenario(s)))
      return s;
  }
  return std::nullopt;
}

}  // namespace accel::test
