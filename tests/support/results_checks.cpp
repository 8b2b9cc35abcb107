// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "support/results_checks.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

#include "app/core/safetext.h"

namespace accel::test {

namespace {

/// The 4-significant-digit rounding of each number in the document: comparisons between two
/// rounded numbers allow this much relative slack on each side.
constexpr double kRound = 5e-4;

bool isFalse(const QJsonObject& o, const char* key)
{
  return o.value(QLatin1String(key)) == false;
}
bool isTrue(const QJsonObject& o, const char* key)
{
  return o.value(QLatin1String(key)) == true;
}

void walkNulls(const QJsonValue& v, const QString& path, Violations& out)
{
  if (v.isObject()) {
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
      const QString at = path + QLatin1Char('.') + it.key();
      if (it.value().isNull() && !nullExplained(o, it.key()))
        out.push_back({at, QStringLiteral("null without the boolean that explains it")});
      else
        walkNulls(it.value(), at, out);
    }
  } else if (v.isArray()) {
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
      const QString at = path + QStringLiteral("[%1]").arg(i);
      if (a.at(i).isNull())
        out.push_back({at, QStringLiteral("null in a list")});
      else
        walkNulls(a.at(i), at, out);
    }
  }
}

/// Checks on the numbers of one object, by what their keys say they are.
class Bounds {
public:
  Bounds(Violations& out) : out_(out) {}

  void fail(const QString& path, const QString& rule) { out_.push_back({path, rule}); }

  /// Units in key names: a rate, a time, a size, a count or a utilisation is never negative;
  /// a fraction or a share lies within 0..1.
  void byKey(const QJsonValue& v, const QString& path)
  {
    if (v.isObject()) {
      const QJsonObject o = v.toObject();
      for (auto it = o.begin(); it != o.end(); ++it) {
        const QString at = path + QLatin1Char('.') + it.key();
        if (it.value().isDouble())
          number(it.key(), it.value().toDouble(), at);
        else
          byKey(it.value(), at);
      }
    } else if (v.isArray()) {
      const QJsonArray a = v.toArray();
      for (qsizetype i = 0; i < a.size(); ++i) {
        const QString at = path + QStringLiteral("[%1]").arg(i);
        if (a.at(i).isDouble())
          number(path.section(QLatin1Char('.'), -1), a.at(i).toDouble(), at);
        else
          byKey(a.at(i), at);
      }
    }
  }

  void number(const QString& key, double x, const QString& at)
  {
    if (!std::isfinite(x)) {
      fail(at, QStringLiteral("not finite"));
      return;
    }
    static const QRegularExpression nonNegative(QStringLiteral(
        "(_mbps|_mbitps|_gbps|_us|_ms|_s|_mb|_gb|_kib|_iops|iops_per_vm|_utilization|"
        "utilization|_vms|_ios|_members|_penalty|^disks|_index|replications|_host|"
        "efficiency|peers_effective|hosts_running)$"));
    static const QRegularExpression unit(QStringLiteral("(_fraction|_share)$"));
    if (nonNegative.match(key).hasMatch() && x < 0)
      fail(at, QStringLiteral("negative (%1)").arg(x));
    if (unit.match(key).hasMatch() && (x < 0 || x > 1 + kRound))
      fail(at, QStringLiteral("outside 0..1 (%1)").arg(x));
  }

  /// a <= b allowing the rounding of both.
  void atMost(double a, double b, const QString& at, const QString& rule)
  {
    if (a > b * (1 + 2 * kRound) + 1e-300 && a - b > 1e-9)
      fail(at, QStringLiteral("%1 (%2 > %3)").arg(rule).arg(a).arg(b));
  }

  /// a == b within `rel` relative.
  void near(double a, double b, double rel, const QString& at, const QString& rule)
  {
    if (std::abs(a - b) > rel * std::max(std::abs(a), std::abs(b)) + 1e-12)
      fail(at, QStringLiteral("%1 (%2 vs %3)").arg(rule).arg(a).arg(b));
  }

private:
  Violations& out_;
};

double num(const QJsonObject& o, const char* key)
{
  return o.value(QLatin1String(key)).toDouble();
}

void replicaBounds(const QJsonObject& r, Bounds& b)
{
  const double eff = num(r, "framing_efficiency");
  if (!(eff > 0) || eff > 1)
    b.fail(QStringLiteral("$.replica.framing_efficiency"), QStringLiteral("outside (0, 1]"));
  const QJsonObject mean = r.value(QStringLiteral("mean")).toObject();
  b.atMost(num(mean, "max_tx_utilization"), num(r, "max_tx_utilization"),
           QStringLiteral("$.replica.mean.max_tx_utilization"),
           QStringLiteral("the mean load above the peak load"));
  b.atMost(num(mean, "cluster_payload_mbps"), num(r, "cluster_payload_mbps"),
           QStringLiteral("$.replica.mean.cluster_payload_mbps"),
           QStringLiteral("the mean load above the peak load"));
}

void latencyBounds(const Scenario& s, const QJsonObject& l, Bounds& b)
{
  const bool converged = l.value(QStringLiteral("converged")).toBool();
  const QJsonArray groups = l.value(QStringLiteral("groups")).toArray();
  for (qsizetype i = 0; i < groups.size(); ++i) {
    const QJsonObject g = groups.at(i).toObject();
    const QString at = QStringLiteral("$.latency.groups[%1]").arg(i);
    const double floor = num(g, "floor_us"), loaded = num(g, "loaded_us");
    if (!(floor > 0))
      b.fail(at + QStringLiteral(".floor_us"), QStringLiteral("a commit takes no time"));
    // Write-through to a saturated datastore: no latency under load, nothing to bound.
    if (g.value(QStringLiteral("loaded_unbounded")).toBool())
      continue;
    b.atMost(floor, loaded, at + QStringLiteral(".loaded_us"),
             QStringLiteral("loaded latency below the idle floor"));
    b.atMost(num(g, "bottleneck_utilization"), 1, at + QStringLiteral(".bottleneck_utilization"),
             QStringLiteral("a closed system's resource busier than all the time"));
    const double vms = i < static_cast<qsizetype>(s.vm_groups.size())
                           ? s.vm_groups[static_cast<std::size_t>(i)].vms_per_host
                           : 0;
    if (vms <= 0 || !converged)
      continue;
    // Little's law for one VM's outstanding writes: N = X (R + Z) with Z >= 0, so X R <= N,
    // with equality when the VM is held back by capacity (no think time).
    const double n = num(g, "outstanding_ios");
    const double xr = num(g, "iops_per_vm") * loaded * 1e-6;
    b.atMost(xr, n, at + QStringLiteral(".iops_per_vm"),
             QStringLiteral("Little's law: iops x latency above the outstanding writes"));
    if (g.value(QStringLiteral("capacity_bound")).toBool())
      b.near(xr, n, 4 * kRound, at + QStringLiteral(".iops_per_vm"),
             QStringLiteral("Little's law: capacity-bound, iops x latency is the outstanding"));
    else
      b.near(num(g, "iops_per_vm"), num(g, "demanded_iops_per_vm"), 4 * kRound,
             at + QStringLiteral(".iops_per_vm"),
             QStringLiteral("not capacity-bound, yet the demanded rate is not reached"));
  }
}

void destagerBounds(const Scenario& s, const QJsonObject& d, Bounds& b)
{
  const QJsonArray groups = d.value(QStringLiteral("groups")).toArray();
  for (qsizetype i = 0; i < groups.size(); ++i) {
    const QJsonObject g = groups.at(i).toObject();
    const QString at = QStringLiteral("$.destager.groups[%1]").arg(i);
    b.atMost(num(g, "mean_write_mbps"), num(g, "peak_write_mbps"), at + QStringLiteral(".mean"),
             QStringLiteral("the mean write rate above the peak"));
    b.atMost(num(g, "peak_backlog_mb"), num(g, "buffer_mb"),
             at + QStringLiteral(".peak_backlog_mb"),
             QStringLiteral("a backlog larger than the buffer"));
    // Little's law while the buffer is full: the group's outstanding writes at the throttled
    // rate take the throttled latency.
    const QJsonValue lat = g.value(QStringLiteral("throttled_latency_us"));
    if (lat.isDouble() && i < static_cast<qsizetype>(s.vm_groups.size())) {
      const double n = s.vm_groups[static_cast<std::size_t>(i)].outstanding_ios;
      b.near(num(g, "throttled_iops_per_vm") * lat.toDouble() * 1e-6, n, 4 * kRound,
             at + QStringLiteral(".throttled_latency_us"),
             QStringLiteral("Little's law while throttled"));
    }
  }
}

void backingBounds(const QJsonObject& k, Bounds& b)
{
  const QJsonArray groups = k.value(QStringLiteral("raid_groups")).toArray();
  for (qsizetype i = 0; i < groups.size(); ++i) {
    const QJsonObject g = groups.at(i).toObject();
    const QString at = QStringLiteral("$.backing.raid_groups[%1]").arg(i);
    if (!g.value(QStringLiteral("valid")).toBool())
      continue;
    b.atMost(num(g, "data_members"), num(g, "disks"), at + QStringLiteral(".data_members"),
             QStringLiteral("more data members than disks"));
    if (num(g, "write_penalty") < 1)
      b.fail(at + QStringLiteral(".write_penalty"), QStringLiteral("below one I/O per write"));
    const QJsonArray util = g.value(QStringLiteral("disk_utilization")).toArray();
    double busiest = 0;
    for (const QJsonValue& u : util)
      busiest = std::max(busiest, u.toDouble());
    b.atMost(busiest, num(g, "max_utilization"), at + QStringLiteral(".disk_utilization"),
             QStringLiteral("a disk busier than the group's busiest"));
  }
}

void streamsBounds(const QJsonObject& st, Bounds& b)
{
  const auto check = [&b](const QJsonObject& d, const QString& at) {
    b.atMost(num(d, "expected_mbps"), num(d, "upper_bound_mbps"),
             at + QStringLiteral(".expected_mbps"),
             QStringLiteral("expected above the upper bound"));
    b.atMost(num(d, "expected_min_mbps"), num(d, "expected_max_mbps"),
             at + QStringLiteral(".expected_min_mbps"), QStringLiteral("lowest above highest"));
    b.atMost(num(d, "upper_bound_mbps"), num(d, "demand_mbps"),
             at + QStringLiteral(".upper_bound_mbps"),
             QStringLiteral("the bound above what the streams ask"));
  };
  check(st, QStringLiteral("$.streams"));
  const QJsonArray fixes = st.value(QStringLiteral("fixes")).toArray();
  for (qsizetype i = 0; i < fixes.size(); ++i)
    check(fixes.at(i).toObject(), QStringLiteral("$.streams.fixes[%1]").arg(i));
}

}  // namespace

bool nullExplained(const QJsonObject& o, const QString& key)
{
  if (key == QLatin1String("sustainable_write_mbps_per_host"))
    return isFalse(o, "sustainable_write_limited");
  if (key == QLatin1String("read_latency_ms") || key == QLatin1String("write_latency_ms"))
    return isTrue(o, "saturated");
  // write-through to a saturated datastore: no finite latency under load
  if (key == QLatin1String("loaded_us") || key == QLatin1String("iops_per_vm") ||
      key == QLatin1String("write_mbps_per_vm"))
    return isTrue(o, "loaded_unbounded");
  if (key == QLatin1String("fill_time_s"))
    return isFalse(o, "fills");
  if (key == QLatin1String("throttled_latency_us"))  // never throttled, or nothing drains
    return isFalse(o, "fills") || isFalse(o, "destage_flows") ||
           isTrue(o, "throttled_latency_unbounded");
  if (key == QLatin1String("drain_time_s"))
    return isFalse(o, "drains");
  if (key == QLatin1String("reachable_mbps"))  // the VM reaches what it asks
    return o.value(QLatin1String("write_limited")) == false;
  if (key == QLatin1String("time_to_bunching_s"))
    return isFalse(o, "bunches");
  if (key == QLatin1String("horizon_s"))
    return isFalse(o, "simulated");
  if (key == QLatin1String("degraded_iops"))  // one controller: the array stops
    return isFalse(o, "survives_controller_failure");
  // a hyperconverged backing: no rebuild with too few hosts, none completing without spare
  // capacity; no headroom without load
  if (key == QLatin1String("rebuild_mbps"))
    return isFalse(o, "rebuild_possible");
  if (key == QLatin1String("rebuild_hours") || key == QLatin1String("rebuild_s"))
    return isFalse(o, "rebuild_completes");
  if (key == QLatin1String("headroom"))
    return isFalse(o, "loaded");
  if (key == QLatin1String("characteristic_time_s"))  // the working set fits, or no cache
    return isFalse(o, "evicts");
  if (key == QLatin1String("warmup_s"))  // no cache, or no reads
    return isFalse(o, "warms");
  if (key == QLatin1String("move_s"))  // no cache, or no vMotion network
    return isFalse(o, "moves");
  // requirements[]: a buffer that must never fill has no limit; one that never fills, or a
  // saturated resource, no value; a margin of a zero or "never" figure is not defined.
  if (key == QLatin1String("limit"))
    return isTrue(o, "must_never_fill");
  if (key == QLatin1String("value"))
    return isFalse(o, "fills") || isTrue(o, "unbounded");
  if (key == QLatin1String("margin"))
    return isFalse(o, "margin_defined");
  return false;
}

void checkNulls(const QJsonObject& results, Violations& out)
{
  walkNulls(results, QStringLiteral("$"), out);
}

void checkBounds(const Scenario& s, const QJsonObject& results, Violations& out)
{
  Bounds b(out);
  b.byKey(results, QStringLiteral("$"));
  replicaBounds(results.value(QStringLiteral("replica")).toObject(), b);
  latencyBounds(s, results.value(QStringLiteral("latency")).toObject(), b);
  destagerBounds(s, results.value(QStringLiteral("destager")).toObject(), b);
  if (results.contains(QStringLiteral("backing")))
    backingBounds(results.value(QStringLiteral("backing")).toObject(), b);
  if (results.contains(QStringLiteral("streams")))
    streamsBounds(results.value(QStringLiteral("streams")).toObject(), b);
}

void checkControls(const QString& text, const QString& where, Violations& out)
{
  if (ui::hasControls(text, true))
    out.push_back({where, QStringLiteral("a raw control character")});
}

void checkNumbersInText(const QString& text, const QString& where, Violations& out)
{
  static const QRegularExpression notANumber(
      QStringLiteral("(^|[^A-Za-z])(-?nan|-?inf|infinity)([^A-Za-z]|$)"),
      QRegularExpression::CaseInsensitiveOption);
  const QRegularExpressionMatch m = notANumber.match(text);
  if (m.hasMatch())
    out.push_back({where, QStringLiteral("\"%1\" for a number").arg(m.captured(2))});
}

Scenario withPlainNames(Scenario s)
{
  s.name = "plain";
  s.customer = "plain";
  s.notes = "plain";
  for (VmGroup& g : s.vm_groups)
    g.name = "plain";
  s.acceleration.device = "plain";
  return s;
}

std::string describe(const Violations& v)
{
  std::string s;
  for (const Violation& x : v)
    s += x.path.toStdString() + ": " + x.rule.toStdString() + "\n";
  return s;
}

}  // namespace accel::test
