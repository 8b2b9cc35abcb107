// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Internal to the parameter descriptions (params.cpp, param_tables.cpp): the words of the
// enumerations and the fluent builder the tables are written with. Not part of core's API
// (params.h).

#include <QJsonArray>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include "app/core/longpairs.h"
#include "app/core/params.h"
#include "model/common/trace_memo.h"

namespace accel::ui::detail {

constexpr double kHuge = std::numeric_limits<double>::max();

template <class E>
using Words = std::vector<std::pair<E, const char*>>;

inline const Words<ProfileKind>& profileWords()
{
  static const Words<ProfileKind> w = {
      {ProfileKind::Constant, "constant"}, {ProfileKind::OnOff, "on_off"},
      {ProfileKind::Sine, "sine"},         {ProfileKind::Trace, "trace"},
      {ProfileKind::Schedule, "schedule"}, {ProfileKind::Duty, "duty"}};
  return w;
}
inline const Words<SchedulePeriod>& schedulePeriodWords()
{
  static const Words<SchedulePeriod> w = {{SchedulePeriod::Day, "day"},
                                          {SchedulePeriod::Week, "week"}};
  return w;
}
/// The days of a week schedule's windows, Monday first (bit 0 of ScheduleWindow::days).
inline const std::vector<const char*>& dayWords()
{
  static const std::vector<const char*> w = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
  return w;
}
inline const Words<Media>& mediaWords()
{
  static const Words<Media> w = {{Media::Flash, "flash"}, {Media::Ram, "ram"}};
  return w;
}
inline const Words<NetKind>& netKindWords()
{
  static const Words<NetKind> w = {{NetKind::Ethernet, "ethernet"},
                                   {NetKind::InfiniBand, "infiniband"}};
  return w;
}
inline const Words<PeerSelection>& peerSelectionWords()
{
  static const Words<PeerSelection> w = {{PeerSelection::Spread, "spread"},
                                         {PeerSelection::Ring, "ring"}};
  return w;
}
inline const Words<StorageKind>& storageKindWords()
{
  static const Words<StorageKind> w = {
      {StorageKind::FibreChannel, "fc"}, {StorageKind::Iscsi, "iscsi"}, {StorageKind::Nfs, "nfs"}};
  return w;
}
inline const Words<Multipath>& multipathWords()
{
  static const Words<Multipath> w = {
      {Multipath::Fixed, "fixed"}, {Multipath::Mru, "mru"}, {Multipath::RoundRobin, "round_robin"}};
  return w;
}
inline const Words<StreamDirection>& directionWords()
{
  static const Words<StreamDirection> w = {{StreamDirection::Write, "write"},
                                           {StreamDirection::Read, "read"},
                                           {StreamDirection::Copy, "copy"}};
  return w;
}
inline const Words<BackingKind>& backingKindWords()
{
  static const Words<BackingKind> w = {{BackingKind::RaidGroups, "raid_groups"},
                                       {BackingKind::AllFlash, "all_flash"},
                                       {BackingKind::Hyperconverged, "hyperconverged"}};
  return w;
}
inline const Words<DestagePattern>& destagePatternWords()
{
  static const Words<DestagePattern> w = {{DestagePattern::Random, "random"},
                                          {DestagePattern::Sorted, "sorted"},
                                          {DestagePattern::Coalesced, "coalesced"},
                                          {DestagePattern::Log, "log"}};
  return w;
}
inline const Words<DiskScheduling>& diskSchedulingWords()
{
  static const Words<DiskScheduling> w = {{DiskScheduling::Elevator, "elevator"},
                                          {DiskScheduling::Sptf, "sptf"}};
  return w;
}
inline const Words<RaidLevel>& raidWords()
{
  static const Words<RaidLevel> w = {{RaidLevel::Raid0, "RAID0"},   {RaidLevel::Raid1, "RAID1"},
                                     {RaidLevel::Raid10, "RAID10"}, {RaidLevel::Raid5, "RAID5"},
                                     {RaidLevel::Raid6, "RAID6"},   {RaidLevel::Raid50, "RAID50"},
                                     {RaidLevel::Raid60, "RAID60"}};
  return w;
}

template <class E>
QString wordOf(const Words<E>& words, E e)
{
  for (const auto& [value, word] : words)
    if (value == e)
      return QString::fromLatin1(word);
  return QString();
}

template <class E>
QStringList wordList(const Words<E>& words)
{
  QStringList out;
  for (const auto& pair : words)
    out << QString::fromLatin1(pair.second);
  return out;
}

/// Fluent construction of one parameter bound to a member of S.
template <class S>
class Builder {
public:
  Builder(const char* section, const char* key, ParamType type)
  {
    p_.info.section = QString::fromLatin1(section);
    p_.info.key = QString::fromLatin1(key);
    p_.info.type = type;
  }
  Builder& label(const char* s)
  {
    p_.info.label = QString::fromUtf8(s);
    return *this;
  }
  Builder& help(const char* s)
  {
    p_.info.help = QString::fromUtf8(s);
    return *this;
  }
  Builder& unit(Unit u)
  {
    p_.info.unit = u;
    return *this;
  }
  Builder& required()
  {
    p_.info.presence = Presence::Required;
    return *this;
  }
  Builder& optional()
  {
    p_.info.presence = Presence::Optional;
    return *this;
  }
  Builder& range(double lo, double hi)
  {
    p_.info.min = lo;
    p_.info.max = hi;
    return *this;
  }
  /// lo < v <= hi
  Builder& above(double lo, double hi)
  {
    range(lo, hi);
    p_.info.minExclusive = true;
    return *this;
  }
  Builder& profiles(QStringList kinds)
  {
    p_.info.profiles = std::move(kinds);
    return *this;
  }
  Builder& choices(QStringList words)
  {
    p_.info.choices = std::move(words);
    return *this;
  }
  Builder& pattern(const char* re, const char* what)
  {
    p_.info.pattern = QString::fromLatin1(re);
    p_.info.patternHelp = QString::fromUtf8(what);
    return *this;
  }
  Builder& columns(std::vector<PairColumn> cols)
  {
    p_.info.columns = std::move(cols);
    return *this;
  }
  /// List: the type of each element.
  Builder& item(ParamType t)
  {
    p_.info.item = t;
    return *this;
  }
  Builder& suggested(double v)
  {
    p_.info.suggested = v;
    return *this;
  }
  Builder& absentText(const char* s)
  {
    p_.info.absentText = QString::fromUtf8(s);
    return *this;
  }
  Builder& multiline()
  {
    p_.info.multiline = true;
    return *this;
  }
  Builder& fixed()
  {
    p_.info.editable = false;
    return *this;
  }
  Builder& access(std::function<QJsonValue(const S&)> get,
                  std::function<void(S&, const QJsonValue&)> set)
  {
    p_.get = std::move(get);
    p_.set = std::move(set);
    return *this;
  }
  /// A pair list: `rows` visits the stored rows; the JSON value is built from it (Null for an
  /// empty Optional list).
  Builder& pairAccess(decltype(Param<S>::rows) rows, std::function<void(S&, const QJsonValue&)> set)
  {
    const bool nullWhenEmpty = p_.info.presence == Presence::Optional;
    p_.rows = rows;
    p_.get = [rows, nullWhenEmpty](const S& s) {
      QJsonArray a;
      rows(s, [&a](qsizetype, double x, double y) {
        a.append(QJsonArray{x, y});
        return true;
      });
      return a.isEmpty() && nullWhenEmpty ? QJsonValue() : QJsonValue(a);
    };
    p_.set = std::move(set);
    return *this;
  }
  /// Replaces the getter (e.g. with one that reuses the JSON of unchanged data).
  Builder& getter(std::function<QJsonValue(const S&)> get)
  {
    p_.get = std::move(get);
    return *this;
  }
  Builder& rowsData(decltype(Param<S>::rowsData) data)
  {
    p_.rowsData = std::move(data);
    return *this;
  }
  Builder& setPairs(decltype(Param<S>::setPairs) set)
  {
    p_.setPairs = std::move(set);
    return *this;
  }
  Builder& rowCount(decltype(Param<S>::rowCount) count)
  {
    p_.rowCount = std::move(count);
    return *this;
  }
  operator Param<S>() const
  {
    Param<S> out = p_;
    out.info.defaultValue = out.get ? out.get(S{}) : QJsonValue();
    if (out.info.presence == Presence::Required)
      out.info.defaultValue = QJsonValue();
    return out;
  }

private:
  Param<S> p_;
};

template <class S>
Builder<S> number(const char* section, const char* key, double S::*m)
{
  Builder<S> b(section, key, ParamType::Number);
  b.access([m](const S& s) { return QJsonValue(s.*m); },
           [m](S& s, const QJsonValue& v) { s.*m = v.toDouble(); });
  return b;
}

template <class S>
Builder<S> integer(const char* section, const char* key, int S::*m)
{
  Builder<S> b(section, key, ParamType::Integer);
  b.access([m](const S& s) { return QJsonValue(s.*m); },
           [m](S& s, const QJsonValue& v) { s.*m = static_cast<int>(v.toDouble()); });
  return b;
}

template <class S>
Builder<S> optNumber(const char* section, const char* key, std::optional<double> S::*m)
{
  Builder<S> b(section, key, ParamType::Number);
  b.optional();
  b.access([m](const S& s) { return (s.*m) ? QJsonValue(*(s.*m)) : QJsonValue(); },
           [m](S& s, const QJsonValue& v) {
             s.*m =
                 v.isNull() || v.isUndefined() ? std::nullopt : std::optional<double>(v.toDouble());
           });
  return b;
}

template <class S>
Builder<S> optInteger(const char* section, const char* key, std::optional<int> S::*m)
{
  Builder<S> b(section, key, ParamType::Integer);
  b.optional();
  b.access([m](const S& s) { return (s.*m) ? QJsonValue(*(s.*m)) : QJsonValue(); },
           [m](S& s, const QJsonValue& v) {
             s.*m = v.isNull() || v.isUndefined()
                        ? std::nullopt
                        : std::optional<int>(static_cast<int>(v.toDouble()));
           });
  return b;
}

template <class S>
Builder<S> boolean(const char* section, const char* key, bool S::*m)
{
  Builder<S> b(section, key, ParamType::Boolean);
  b.access([m](const S& s) { return QJsonValue(s.*m); },
           [m](S& s, const QJsonValue& v) { s.*m = v.toBool(); });
  return b;
}

template <class S>
Builder<S> text(const char* section, const char* key, std::string S::*m)
{
  Builder<S> b(section, key, ParamType::Text);
  b.access([m](const S& s) { return QJsonValue(QString::fromStdString(s.*m)); },
           [m](S& s, const QJsonValue& v) { s.*m = v.toString().toStdString(); });
  return b;
}

template <class S, class E>
Builder<S> choice(const char* section, const char* key, E S::*m, const Words<E>& words)
{
  Builder<S> b(section, key, ParamType::Choice);
  b.choices(wordList(words));
  b.access([m, &words](const S& s) { return QJsonValue(wordOf(words, s.*m)); },
           [m, &words](S& s, const QJsonValue& v) {
             const QString w = v.toString();
             for (const auto& [value, word] : words)
               if (w == QLatin1String(word))
                 s.*m = value;
           });
  return b;
}

/// A List bound to a vector member: `toJson` and `fromJson` convert one element (the reader has
/// checked each element's type and word). Optional: an empty list is absent (Null).
template <class S, class T, class ToJson, class FromJson>
Builder<S> list(const char* section, const char* key, ParamType item, std::vector<T> S::*m,
                ToJson toJson, FromJson fromJson)
{
  Builder<S> b(section, key, ParamType::List);
  b.item(item);
  b.optional();
  b.access(
      [m, toJson](const S& s) {
        if ((s.*m).empty())
          return QJsonValue();
        QJsonArray a;
        for (const T& x : s.*m)
          a.append(toJson(x));
        return QJsonValue(a);
      },
      [m, fromJson](S& s, const QJsonValue& v) {
        (s.*m).clear();
        const QJsonArray a = v.toArray();
        for (const auto& x : a)
          (s.*m).push_back(fromJson(x));
      });
  return b;
}

template <class S>
Builder<S> numberList(const char* section, const char* key, std::vector<double> S::*m)
{
  return list<S>(
      section, key, ParamType::Number, m, [](double x) { return QJsonValue(x); },
      [](const QJsonValue& v) { return v.toDouble(); });
}

template <class S>
Builder<S> integerList(const char* section, const char* key, std::vector<int> S::*m)
{
  return list<S>(
      section, key, ParamType::Integer, m, [](int x) { return QJsonValue(x); },
      [](const QJsonValue& v) { return static_cast<int>(v.toDouble()); });
}

template <class S>
Builder<S> textList(const char* section, const char* key, std::vector<std::string> S::*m)
{
  return list<S>(
      section, key, ParamType::Text, m,
      [](const std::string& x) { return QJsonValue(QString::fromStdString(x)); },
      [](const QJsonValue& v) { return v.toString().toStdString(); });
}

template <class S, class E>
Builder<S> choiceList(const char* section, const char* key, std::vector<E> S::*m,
                      const Words<E>& words)
{
  Builder<S> b = list<S>(
      section, key, ParamType::Choice, m, [&words](E e) { return QJsonValue(wordOf(words, e)); },
      [&words](const QJsonValue& v) {
        const QString w = v.toString();
        for (const auto& [value, word] : words)
          if (w == QLatin1String(word))
            return value;
        return words.front().first;
      });
  b.choices(wordList(words));
  return b;
}

inline QStringList profilesOf(std::initializer_list<ProfileKind> kinds)
{
  QStringList out;
  for (auto k : kinds)
    out << profileWord(k);
  return out;
}

/// The fields of a schedule's window below `sec` (start, end, days, mbps, factor), said of
/// `what` ("write", "read"): param_tables.cpp; the background loads' windows use them.
std::vector<Param<ScheduleWindow>> windowParamsFor(const char* sec, const char* what);

}  // namespace accel::ui::detail
