// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/scenarioio.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

#include "app/core/calibrationio.h"
#include "app/core/failures.h"
#include "app/core/longpairs.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/sourceio.h"
#include "app/core/validate.h"
#include "app/core/variants.h"
#include "model/common/profile.h"

namespace accel::ui {

/// A short rendering of a JSON value for messages: a string "ten", the number 12, an object.
QString describe(const QJsonValue& v)
{
  switch (v.type()) {
  case QJsonValue::Null: return QStringLiteral("null");
  case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
  case QJsonValue::Double:
    return QStringLiteral("the number ") + QString::number(v.toDouble(), 'g', 10);
  case QJsonValue::String: {
    QString s = v.toString();
    if (s.size() > 40)
      s = s.left(37) + QStringLiteral("...");
    return QStringLiteral("the text \"") + escapeControls(s) + QLatin1Char('"');
  }
  case QJsonValue::Array: return QStringLiteral("a list");
  case QJsonValue::Object: return QStringLiteral("an object");
  case QJsonValue::Undefined: return QStringLiteral("nothing");
  }
  return QString();
}

std::string jsonText(const QJsonValue& v)
{
  // Wrap in an array so that scalars serialise too, then strip the brackets.
  QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
  return a.mid(1, a.size() - 2).toStdString();
}

QJsonValue jsonValue(const std::string& text)
{
  const QByteArray wrapped = QByteArray("[") + QByteArray::fromStdString(text) + QByteArray("]");
  return QJsonDocument::fromJson(wrapped).array().at(0);
}

namespace {

class Reader {
public:
  Problems problems;
  /// The long traces lifted out of the text (app/core/longpairs.h), or null.
  LiftedPairs* lifted = nullptr;

  void error(const QString& path, const QString& msg)
  {
    problems.append({Problem::Level::Error, path.isEmpty() ? QStringLiteral("$") : path, msg});
  }
  void warning(const QString& path, const QString& msg)
  {
    problems.append({Problem::Level::Warning, path, msg});
  }
  /// A field of another profile kind than the one chosen: read, kept, and said to be unused.
  void unused(const QString& path, const QString& profile)
  {
    warning(path, QStringLiteral("not used by the %1 profile (kept)").arg(profile));
  }

  /// Checks a value's type (and word, for choices) against its description.
  /// Returns an empty string when it may be stored.
  QString typeProblem(const ParamInfo& info, const QJsonValue& v) const
  {
    // What was found, described only for a problem (every field of every read passes here).
    const auto found = [&v]() -> QString { return QStringLiteral(", found ") + describe(v); };
    switch (info.type) {
    case ParamType::Number:
      return v.isDouble() ? QString() : QStringLiteral("expected ") + info.expected() + found();
    case ParamType::Integer: {
      if (!v.isDouble())
        return QStringLiteral("expected ") + info.expected() + found();
      const double x = v.toDouble();
      if (x != std::floor(x))
        return info.rangeProblem(x);
      if (std::abs(x) > 2147483647.0)
        return QStringLiteral("%1 is out of range: expected %2")
            .arg(QString::number(x, 'g', 10), info.expected());
      return QString();
    }
    case ParamType::Boolean:
      return v.isBool() ? QString() : QStringLiteral("expected true or false") + found();
    case ParamType::Text:
      return v.isString() ? QString() : QStringLiteral("expected a text") + found();
    case ParamType::Choice:
      if (!v.isString())
        return QStringLiteral("expected ") + info.expected() + found();
      return info.choiceProblem(v.toString());
    case ParamType::PairList:
    case ParamType::List:
      return v.isArray() ? QString() : QStringLiteral("expected ") + info.expected() + found();
    }
    return QString();
  }

  /// Every element of a List must be of its item type (and word); ranges are validation's.
  bool checkList(const ParamInfo& info, const QJsonArray& items, const QString& path)
  {
    const ParamInfo item = info.itemInfo();
    bool ok = true;
    for (qsizetype i = 0; i < items.size(); ++i) {
      const QString problem = typeProblem(item, items.at(i));
      if (!problem.isEmpty()) {
        error(jsonIndex(path, i), problem);
        ok = false;
      }
    }
    return ok;
  }

  /// Every element of a pair list must be a list of two numbers.
  bool checkPairs(const ParamInfo& info, const QJsonArray& rows, const QString& path)
  {
    constexpr int kMaxReported = 10;  // a broken trace of a million rows needs no million lines
    int bad = 0;
    for (qsizetype i = 0; i < rows.size() && bad < kMaxReported; ++i) {
      const QJsonValue row = rows.at(i);
      const QJsonArray pair = row.toArray();
      if (row.isArray() && pair.size() == 2) {
        // A pair with a bad element: name the element and what it holds.
        for (qsizetype c = 0; c < 2; ++c)
          if (!pair.at(c).isDouble()) {
            error(jsonIndex(path, i) + QLatin1Char('[') + QString::number(c) + QLatin1Char(']'),
                  QStringLiteral("expected a number (%1), found %2")
                      .arg(info.columns.at(static_cast<std::size_t>(c)).key, describe(pair.at(c))));
            ++bad;
          }
      } else if (!row.isArray() || pair.size() != 2) {
        error(jsonIndex(path, i),
              QStringLiteral("expected a pair of numbers [%1, %2], found %3")
                  .arg(info.columns.at(0).key, info.columns.at(1).key,
                       row.isArray() ? QStringLiteral("a list of %1").arg(pair.size())
                                     : describe(row)));
        ++bad;
      }
    }
    return bad == 0;
  }

  /// Reads the described fields of one object into s. `structural` lists keys that hold nested
  /// objects the caller reads. `profile` is the write-profile word for profile fields ("" when
  /// it is unknown: then nothing profile-specific is required).
  template <class S>
  void readFields(const QJsonObject& obj, const std::vector<Param<S>>& params, S& s,
                  const QString& path, const QStringList& structural = {},
                  const QString& profile = QString())
  {
    for (const auto& p : params) {
      const ParamInfo& info = p.info;
      const QString fieldPath = jsonPath(path, info.key);
      const bool applies = profile.isEmpty() || info.appliesToProfile(profile);
      if (!obj.contains(info.key)) {
        if (info.presence == Presence::Required && applies &&
            (info.profiles.isEmpty() || !profile.isEmpty()))
          error(fieldPath,
                QStringLiteral("missing: this field is required (%1)").arg(info.expected()));
        continue;
      }
      const QJsonValue v = obj.value(info.key);
      if (info.type == ParamType::PairList && p.setPairs && lifted)
        if (std::shared_ptr<const Trace> rows = lifted->take(v)) {
          if (!applies)
            unused(fieldPath, profile);
          p.setPairs(s, std::move(rows));
          continue;
        }
      if (v.isNull() && info.presence == Presence::Optional) {
        p.set(s, v);
        continue;
      }
      const QString problem = typeProblem(info, v);
      if (!problem.isEmpty()) {
        error(fieldPath, problem);
        continue;
      }
      if (info.type == ParamType::PairList && !checkPairs(info, v.toArray(), fieldPath))
        continue;
      if (info.type == ParamType::List && !checkList(info, v.toArray(), fieldPath))
        continue;
      if (!info.editable && (info.type == ParamType::Integer || info.type == ParamType::Number)) {
        const QString range = info.rangeProblem(v.toDouble());
        if (!range.isEmpty()) {
          error(fieldPath, range);
          continue;
        }
      }
      if (!applies)
        unused(fieldPath, profile);
      p.set(s, v);
    }
    for (auto it = obj.begin(); it != obj.end(); ++it) {
      if (structural.contains(it.key()) || findParamOf(params, it.key()))
        continue;
      warning(jsonPath(path, escapeControls(it.key())),
              QStringLiteral("unknown field (kept as it is)"));
      extrasOf(s)[it.key().toStdString()] = jsonText(it.value());
    }
  }

  template <class S>
  static Extras& extrasOf(S& s)
  {
    return s.extra;
  }

  /// The object at obj[key]: absent is fine when optional (returns false, nothing to read).
  bool object(const QJsonObject& parent, const QString& key, const QString& path, bool required,
              QJsonObject* out)
  {
    if (!parent.contains(key)) {
      if (required)
        error(jsonPath(path, key), QStringLiteral("missing: this section is required (an object)"));
      return false;
    }
    const QJsonValue v = parent.value(key);
    if (!v.isObject()) {
      error(jsonPath(path, key), QStringLiteral("expected an object, found ") + describe(v));
      return false;
    }
    *out = v.toObject();
    return true;
  }

  /// A write or read profile: its kind's fields are required, the others warned of.
  /// A schedule's windows (`windows`): a list of objects; absent or empty: no windows (the
  /// base rate all the time).
  template <class S>
  void readProfile(const QJsonObject& obj, const std::vector<Param<S>>& params, S& w,
                   const QString& path, const std::vector<Param<ScheduleWindow>>& windowParams)
  {
    const QJsonValue kind = obj.value(QStringLiteral("profile"));
    const ParamInfo& kindInfo = params.front().info;
    const QString word = kind.isString() && kindInfo.choiceProblem(kind.toString()).isEmpty()
                             ? kind.toString()
                             : QString();
    const QString wk = QStringLiteral("windows");
    readFields(obj, params, w, path, {wk}, word);
    if (!obj.contains(wk))
      return;
    if (!word.isEmpty() && word != profileWord(ProfileKind::Schedule))
      unused(jsonPath(path, wk), word);
    readWindows(obj, windowParams, w.windows, path,
                QStringLiteral("with start, end and mbps or factor"));
  }

  /// A schedule's `windows` below `path`: a list of objects (absent: left as it is).
  void readWindows(const QJsonObject& obj, const std::vector<Param<ScheduleWindow>>& windowParams,
                   std::vector<ScheduleWindow>& windows, const QString& path, const QString& what)
  {
    const QString wk = QStringLiteral("windows");
    if (!obj.contains(wk))
      return;
    const QString at = jsonPath(path, wk);
    const QJsonValue v = obj.value(wk);
    if (!v.isArray()) {
      error(at, QStringLiteral("expected a list of windows (objects %1), found ").arg(what) +
                    describe(v));
      return;
    }
    const QJsonArray a = v.toArray();
    windows.assign(static_cast<std::size_t>(a.size()), ScheduleWindow{});
    for (qsizetype i = 0; i < a.size(); ++i) {
      if (!a.at(i).isObject())
        error(jsonIndex(at, i),
              QStringLiteral("expected a window (an object %1), found ").arg(what) +
                  describe(a.at(i)));
      else
        readFields(a.at(i).toObject(), windowParams, windows[static_cast<std::size_t>(i)],
                   jsonIndex(at, i));
    }
  }

  /// Fractions of a size histogram that a spreadsheet rounded (summing to within 2 % of 1)
  /// are normalised, with a warning; further off, validation rejects them.
  void normalise(std::vector<IoSizeBin>& histogram, const QString& path)
  {
    double sum = 0;
    for (const IoSizeBin& b : histogram)
      sum += b.fraction;
    if (!(std::abs(sum - 1.0) > kHistogramExactTolerance) ||
        std::abs(sum - 1.0) > kHistogramNormaliseTolerance)
      return;
    for (IoSizeBin& b : histogram)
      b.fraction /= sum;
    warning(path, QStringLiteral("fractions sum to %1: normalised to 1 (each divided by %1)")
                      .arg(formatNumber(sum, 6)));
  }

  void readVmGroup(const QJsonObject& obj, VmGroup& g, const QString& path)
  {
    const QString rd = QStringLiteral("read"), src = QStringLiteral("sources"),
                  rc = QStringLiteral("read_cache");
    readFields(obj, vmGroupParams(), g, path, {QStringLiteral("write"), rd, src, rc});
    QJsonObject w;
    if (object(obj, QStringLiteral("write"), path, true, &w))
      readProfile(w, writeProfileParams(), g.write, jsonPath(path, QStringLiteral("write")),
                  scheduleWindowParams());
    normalise(g.write_io_histogram, jsonPath(path, QStringLiteral("write_io_histogram")));
    QJsonObject r;
    if (object(obj, rd, path, false, &r)) {
      // `read` gives the reads; the older read_mbps and read_io_kib beside it are its mean
      // rate and size (as this version writes them), ignored when they say otherwise.
      ReadProfile read;
      readProfile(r, readProfileParams(), read, jsonPath(path, rd), readScheduleWindowParams());
      const double mean = profileMeanMbps(read);
      const double size = meanIoKib(read.io_histogram, read.io_kib);
      const auto differs = [](const QJsonValue& v, double x) {
        return v.isDouble() && std::abs(v.toDouble() - x) > 1e-9 * std::max(1.0, std::abs(x));
      };
      if (differs(obj.value(QStringLiteral("read_mbps")), mean))
        warning(jsonPath(path, QStringLiteral("read_mbps")),
                QStringLiteral("ignored: read gives the reads (mean %1); leave read_mbps out or "
                               "set it to that mean")
                    .arg(formatValue(mean, Unit::MBps, 6)));
      if (differs(obj.value(QStringLiteral("read_io_kib")), size))
        warning(jsonPath(path, QStringLiteral("read_io_kib")),
                QStringLiteral("ignored: read gives the read sizes (mean %1); leave read_io_kib "
                               "out or set it to that mean")
                    .arg(formatValue(size, Unit::KiB, 6)));
      g.read = std::move(read);
      normalise(g.read.io_histogram, jsonPath(jsonPath(path, rd), QStringLiteral("io_histogram")));
    }
    QJsonObject c;
    if (object(obj, rc, path, false, &c)) {
      g.read_cache = ReadCache{};
      readFields(c, readCacheParams(), *g.read_cache, jsonPath(path, rc));
    }
    if (obj.contains(src))
      readSources(obj.value(src), jsonPath(path, src), g.sources, problems);
  }

  void readRaidGroup(const QJsonObject& obj, RaidGroup& g, const QString& path)
  {
    readFields(obj, raidGroupParams(), g, path, {QStringLiteral("disk")});
    QJsonObject d;
    if (object(obj, QStringLiteral("disk"), path, false, &d))
      readFields(d, diskParams(), g.disk, jsonPath(path, QStringLiteral("disk")));
  }

  void readBacking(const QJsonObject& obj, Backing& b, const QString& path)
  {
    const QString sn = QStringLiteral("storage_network"), rg = QStringLiteral("raid_groups"),
                  rl = QStringLiteral("random_load"), ss = QStringLiteral("sequential_streams"),
                  af = QStringLiteral("all_flash"), hc = QStringLiteral("hyperconverged");
    readFields(obj, backingParams(), b, path, {sn, rg, rl, ss, af, hc});
    QJsonObject o;
    if (object(obj, sn, path, false, &o))
      readFields(o, storageNetworkParams(), b.storage_network, jsonPath(path, sn));
    if (obj.contains(rg)) {
      const QJsonValue v = obj.value(rg);
      if (!v.isArray()) {
        error(jsonPath(path, rg),
              QStringLiteral("expected a list of RAID groups, found ") + describe(v));
      } else {
        const QJsonArray a = v.toArray();
        b.raid_groups.assign(static_cast<std::size_t>(a.size()), RaidGroup{});
        for (qsizetype i = 0; i < a.size(); ++i) {
          if (!a.at(i).isObject())
            error(jsonIndex(jsonPath(path, rg), i),
                  QStringLiteral("expected a RAID group (an object), found ") + describe(a.at(i)));
          else
            readRaidGroup(a.at(i).toObject(), b.raid_groups[static_cast<std::size_t>(i)],
                          jsonIndex(jsonPath(path, rg), i));
        }
      }
    }
    if (object(obj, af, path, false, &o))
      readFields(o, allFlashParams(), b.all_flash, jsonPath(path, af));
    if (object(obj, hc, path, false, &o))
      readFields(o, hyperconvergedParams(), b.hyperconverged, jsonPath(path, hc));
    const QString wk = QStringLiteral("windows");
    const QString loadWindows = QStringLiteral("with start, end, days and factor");
    if (object(obj, rl, path, false, &o)) {
      readFields(o, randomLoadParams(), b.random_load, jsonPath(path, rl), {wk});
      readWindows(o, randomLoadWindowParams(), b.random_load.windows, jsonPath(path, rl),
                  loadWindows);
    }
    if (object(obj, ss, path, false, &o)) {
      readFields(o, sequentialStreamsParams(), b.sequential_streams, jsonPath(path, ss), {wk});
      readWindows(o, streamsWindowParams(), b.sequential_streams.windows, jsonPath(path, ss),
                  loadWindows);
    }
  }

  void readScenario(const QJsonObject& root, Scenario& s)
  {
    const QString vg = QStringLiteral("vm_groups"), ac = QStringLiteral("acceleration"),
                  pn = QStringLiteral("peer_network"), bk = QStringLiteral("backing"),
                  rq = QStringLiteral("requirements"), va = QStringLiteral("variants"),
                  ds = QStringLiteral("design_space"), fa = QStringLiteral("failures"),
                  ca = QStringLiteral("calibration");
    readFields(root, scenarioParams(), s, QString(), {vg, ac, pn, bk, rq, va, ds, fa, ca});
    s.vm_groups.clear();
    if (!root.contains(vg)) {
      error(vg, QStringLiteral("missing: this field is required (a list of VM groups)"));
    } else if (!root.value(vg).isArray()) {
      error(vg, QStringLiteral("expected a list of VM groups, found ") + describe(root.value(vg)));
    } else {
      const QJsonArray a = root.value(vg).toArray();
      s.vm_groups.assign(static_cast<std::size_t>(a.size()), VmGroup{});
      for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a.at(i).isObject())
          error(jsonIndex(vg, i),
                QStringLiteral("expected a VM group (an object), found ") + describe(a.at(i)));
        else
          readVmGroup(a.at(i).toObject(), s.vm_groups[static_cast<std::size_t>(i)],
                      jsonIndex(vg, i));
      }
    }
    QJsonObject o;
    if (object(root, ac, QString(), false, &o))
      readFields(o, accelerationParams(), s.acceleration, ac);
    if (object(root, pn, QString(), false, &o))
      readFields(o, peerNetworkParams(), s.peer_network, pn);
    if (object(root, bk, QString(), false, &o))
      readBacking(o, s.backing, bk);
    if (object(root, rq, QString(), false, &o))
      readFields(o, requirementsParams(), s.requirements, rq);
    if (root.contains(va))
      readVariants(root.value(va), s.variants);
    if (object(root, ds, QString(), false, &o))
      readDesignSpace(o, s.design_space, ds);
    if (root.contains(fa))
      readFailures(root.value(fa), s.failures);
    if (root.contains(ca)) {
      CalibrationRecord record;
      readCalibration(root.value(ca), record, problems);
      s.calibration = std::move(record);
    }
  }

  /// The failure what-ifs: a list of {"kind": ..., "host": ..., "raid_group": ...,
  /// "rebuild_share": ...} or words "host:3" (failures.h). Ranges against the scenario are
  /// checked by validation.
  void readFailures(const QJsonValue& v, std::vector<FailureSpec>& out)
  {
    const QString fa = QStringLiteral("failures");
    if (!v.isArray()) {
      error(fa, QStringLiteral("expected a list of failures, found ") + describe(v));
      return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
      const QString at = jsonIndex(fa, i);
      FailureSpec f;
      QString problem, key;
      if (a.at(i).isString()) {
        if (!parseFailureWord(a.at(i).toString(), &f, &problem)) {
          error(at, problem);
          continue;
        }
      } else if (!a.at(i).isObject() || !failureFromJson(a.at(i).toObject(), &f, &key, &problem)) {
        error(a.at(i).isObject() ? jsonPath(at, key) : at,
              a.at(i).isObject()
                  ? problem
                  : QStringLiteral("expected a failure (an object such as {\"kind\": "
                                   "\"host\", \"host\": 3}, or \"host:3\"), found ") +
                        describe(a.at(i)));
        continue;
      }
      for (auto it = f.extra.begin(); it != f.extra.end(); ++it)
        warning(jsonPath(at, escapeControls(QString::fromStdString(it->first))),
                QStringLiteral("unknown field (kept as it is)"));
      out.push_back(std::move(f));
    }
  }

  /// The design space: its lists, the peer link options (objects or "kind:gbps" words) and
  /// the two ranges.
  void readDesignSpace(const QJsonObject& obj, DesignSpace& d, const QString& path)
  {
    const QString pl = QStringLiteral("peer_links"), dc = QStringLiteral("disk_count"),
                  ho = QStringLiteral("hosts");
    readFields(obj, designSpaceParams(), d, path, {pl, dc, ho});
    if (obj.contains(pl)) {
      const QString at = jsonPath(path, pl);
      const QJsonValue v = obj.value(pl);
      if (!v.isArray()) {
        error(at, QStringLiteral("expected a list of peer link options, found ") + describe(v));
      } else {
        const QJsonArray a = v.toArray();
        bool bad = false;
        for (qsizetype i = 0; i < a.size(); ++i) {
          const QJsonValue x = a.at(i);
          PeerLinkChoice c;
          if (x.isObject()) {
            readFields(x.toObject(), peerLinkChoiceParams(), c, jsonIndex(at, i));
          } else if (!x.isString() || !parsePeerLinkWord(x.toString(), &c)) {
            error(jsonIndex(at, i),
                  QStringLiteral("expected a peer link option: \"kind:gbps\" (\"ethernet:10\", "
                                 "\"infiniband:54.55\") or an object with kind and link_gbps, "
                                 "found %1")
                      .arg(describe(x)));
            bad = true;
            continue;
          }
          d.peer_links.push_back(c);
        }
        if (bad)
          d.peer_links.clear();  // validation would name the others by shifted indices
      }
    }
    QJsonObject o;
    if (object(obj, dc, path, false, &o)) {
      IntRange r;
      readFields(o, diskCountRangeParams(), r, jsonPath(path, dc));
      d.disk_count = r;
    }
    if (object(obj, ho, path, false, &o)) {
      IntRange r;
      readFields(o, hostRangeParams(), r, jsonPath(path, ho));
      d.hosts = r;
    }
  }

  /// The variants: a list of {"name": ..., "overrides": {"/json/pointer": value, ...}}. Their
  /// overrides are checked against the base later (checkVariants), once the base is read.
  void readVariants(const QJsonValue& v, std::vector<Variant>& out)
  {
    const QString va = QStringLiteral("variants");
    if (!v.isArray()) {
      error(va, QStringLiteral("expected a list of variants, found ") + describe(v));
      return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
      const QString at = jsonIndex(va, i);
      if (!a.at(i).isObject()) {
        error(at, QStringLiteral("expected a variant (an object), found ") + describe(a.at(i)));
        continue;
      }
      const QJsonObject o = a.at(i).toObject();
      Variant var;
      const QJsonValue name = o.value(QStringLiteral("name"));
      if (!name.isString() || name.toString().trimmed().isEmpty())
        error(jsonPath(at, QStringLiteral("name")),
              QStringLiteral("expected the variant's name (a non-empty text), found ") +
                  describe(name));
      var.name = name.toString().toStdString();
      const QJsonValue ov = o.value(QStringLiteral("overrides"));
      if (!ov.isUndefined() && !ov.isObject()) {
        error(jsonPath(at, QStringLiteral("overrides")),
              QStringLiteral("expected an object of JSON pointers and values, found ") +
                  describe(ov));
      } else {
        const QJsonObject overrides = ov.toObject();
        for (auto it = overrides.begin(); it != overrides.end(); ++it)
          var.overrides.push_back({it.key().toStdString(), jsonText(it.value())});
      }
      for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("name") && it.key() != QLatin1String("overrides")) {
          warning(jsonPath(at, it.key()), QStringLiteral("unknown field (kept as it is)"));
          var.extra[it.key().toStdString()] = jsonText(it.value());
        }
      out.push_back(std::move(var));
    }
  }
};

/// Line and column (1-based) of a byte offset, for parse errors.
QString position(const QByteArray& text, qsizetype offset)
{
  int line = 1, column = 1;
  for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
    if (text.at(i) == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

}  // namespace

namespace {

/// Reads the document of `json`, its long traces lifted out first (app/core/longpairs.h) when
/// `lift`. Returns false when a lifted trace was not taken by the reader (it stood where no
/// trace is read): the caller reads the text again without lifting.
bool parseScenarioText(const QByteArray& json, bool lift, LoadResult& result)
{
  QByteArray compact;
  LiftedPairs lifted;
  if (lift)
    lifted = LiftedPairs::lift(json, &compact);
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(lifted.empty() ? json : compact, &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    // A lone value (null, "x", 42) is valid JSON that QJsonDocument does not take as a
    // document: say what it is rather than "illegal value".
    const QJsonDocument wrapped = QJsonDocument::fromJson(QByteArray("[") + json + QByteArray("]"));
    if (wrapped.isArray() && wrapped.array().size() == 1) {
      result.problems.append({Problem::Level::Error, QStringLiteral("$"),
                              QStringLiteral("expected a scenario (a JSON object), found %1")
                                  .arg(describe(wrapped.array().at(0)))});
      return true;
    }
    result.problems.append({Problem::Level::Error, QStringLiteral("$"),
                            QStringLiteral("malformed JSON at %1: %2")
                                .arg(position(json, lifted.originalOffset(parseError.offset)),
                                     parseError.errorString())});
    return true;
  }
  if (!doc.isObject()) {
    result.problems.append(
        {Problem::Level::Error, QStringLiteral("$"),
         QStringLiteral("expected a scenario (a JSON object), found %1")
             .arg(doc.isArray() ? QStringLiteral("a list") : QStringLiteral("a plain value"))});
    return true;
  }
  // A file of a newer format may hold what this version cannot represent: refused whole,
  // naming its version, rather than read in part and saved back without it.
  const QJsonValue version = doc.object().value(QStringLiteral("version"));
  if (version.isDouble() && version.toDouble() > kScenarioFormatVersion) {
    result.problems.append(
        {Problem::Level::Error, QStringLiteral("version"),
         QStringLiteral("format version %1 was written by a newer AccelSizer: this one reads "
                        "version %2 and does not open the file, so that nothing in it is lost")
             .arg(QString::number(version.toDouble(), 'g', 10))
             .arg(kScenarioFormatVersion)});
    return true;
  }
  Reader reader;
  reader.lifted = &lifted;
  Scenario s;
  reader.readScenario(doc.object(), s);
  if (!lifted.allTaken())
    return false;
  result.problems = reader.problems;
  // Validate what could be read, so every problem is reported at once; a field the reader
  // already rejected keeps its default and is not reported twice.
  QStringList reported;
  for (const Problem& p : reader.problems)
    reported << p.path;
  // (A field inside a rejected list counts as reported: "samples[1][1]" covers "samples".)
  const auto alreadyReported = [&reported](const QString& path) {
    return std::any_of(reported.begin(), reported.end(), [&path](const QString& r) {
      return r == path || r.startsWith(path + QLatin1Char('['));
    });
  };
  for (const Problem& p : validateScenario(s))
    if (!alreadyReported(p.path))
      result.problems.append(p);
  if (!hasErrors(result.problems))
    result.problems.append(checkVariants(s));
  if (!hasErrors(result.problems))
    result.scenario = std::move(s);
  return true;
}

}  // namespace

LoadResult parseScenario(const QByteArray& json)
{
  LoadResult result;
  if (!parseScenarioText(json, true, result)) {
    result = LoadResult();
    parseScenarioText(json, false, result);
  }
  return result;
}

LoadResult parseScenarioWhole(const QByteArray& json)
{
  LoadResult result;
  parseScenarioText(json, false, result);
  return result;
}

namespace {

/// readScenarioAsIs, its long traces lifted out of the text first when `lift`.
std::optional<Scenario> readAsIs(const QByteArray& json, const QString& member, QJsonObject* outer,
                                 Problems* problems, bool lift)
{
  QByteArray compact;
  LiftedPairs lifted;
  if (lift)
    lifted = LiftedPairs::lift(json, &compact);
  const QJsonDocument doc = QJsonDocument::fromJson(lifted.empty() ? json : compact);
  QJsonObject root = doc.object();
  if (!doc.isObject() || (!member.isEmpty() && !root.value(member).isObject()))
    return std::nullopt;
  const QJsonObject o = member.isEmpty() ? root : root.value(member).toObject();
  const QJsonValue version = o.value(QStringLiteral("version"));
  if (version.isDouble() && version.toDouble() > kScenarioFormatVersion)
    return std::nullopt;
  Reader reader;
  reader.lifted = &lifted;
  Scenario s;
  reader.readScenario(o, s);
  if (!lifted.allTaken())
    return readAsIs(json, member, outer, problems, false);
  if (outer) {
    root.remove(member);
    *outer = root;
  }
  if (problems) {
    *problems = reader.problems;
    *problems += validateScenario(s);
  }
  return s;
}

}  // namespace

std::optional<Scenario> readScenarioAsIs(const QByteArray& json, Problems* problems)
{
  return readAsIs(json, QString(), nullptr, problems, true);
}

std::optional<Scenario> readScenarioAsIs(const QByteArray& json, const QString& member,
                                         QJsonObject* outer, Problems* problems)
{
  return readAsIs(json, member, outer, problems, true);
}

LoadResult loadScenarioFile(const QString& fileName)
{
  QFile f(fileName);
  if (!f.open(QIODevice::ReadOnly)) {
    LoadResult r;
    r.problems.append({Problem::Level::Error, QStringLiteral("$"),
                       QStringLiteral("cannot read %1: %2").arg(fileName, f.errorString())});
    return r;
  }
  if (f.size() > kMaxScenarioBytes) {
    LoadResult r;
    r.problems.append({Problem::Level::Error, QStringLiteral("$"),
                       QStringLiteral("%1 is %2 MB: expected a scenario file of at most %3 MB")
                           .arg(fileName)
                           .arg(f.size() / 1000000)
                           .arg(kMaxScenarioBytes / 1000000)});
    return r;
  }
  QByteArray bytes = f.read(f.size());  // at once: readAll grows its buffer by doubling
  bytes += f.readAll();                 // what the size did not tell (a pipe)
  return parseScenario(bytes);
}

}  // namespace accel::ui
