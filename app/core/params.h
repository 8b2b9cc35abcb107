// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file params.h
/// The one description of every scenario parameter: JSON key and path, label, unit, range,
/// default, help text and how to read and write it on the scenario structs. Validation, the
/// scenario reader and writer, `accelsizer-cli schema`, the GUI forms and their tooltips are
/// all driven from these tables.
///
/// Defaults are not repeated here: a parameter's default is what its getter returns on a
/// default-constructed struct (model/common/scenario.h declares them).

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <functional>
#include <limits>
#include <memory>
#include <vector>

#include "app/core/units.h"
#include "model/common/scenario.h"

namespace accel::ui {

enum class ParamType {
  Number,   ///< any finite real within the range
  Integer,  ///< a whole number within the range
  Boolean,
  Text,
  Choice,    ///< one word of `choices` (or matching `pattern` when one is given)
  PairList,  ///< [[a, b], ...] with the two columns described by `columns`
  /// [v, ...]: options of one kind, each checked as `item` says (a Number, Integer, Choice or
  /// Text) against the range, words or pattern of the description; no option twice. Absent
  /// or empty: none given.
  List,
};

enum class Presence {
  Required,   ///< must be present (for write-profile fields: when they apply)
  Defaulted,  ///< missing means the default
  Optional,   ///< may be absent; absent means "not given" (e.g. on_hosts: all hosts)
};

/// One column of a PairList parameter.
struct PairColumn {
  QString key;
  QString label;
  Unit unit = Unit::None;
  double min = 0;
  double max = std::numeric_limits<double>::max();
  bool minExclusive = false;
};

struct ParamInfo {
  QString section;  ///< JSON path of the enclosing object, "[]" marking arrays: "vm_groups[]"
  QString key;      ///< JSON key within the section: "write_io_kib"
  QString label;    ///< short label for forms and tables
  QString help;     ///< one or two sentences for tooltips and the schema
  ParamType type = ParamType::Number;
  Unit unit = Unit::None;
  Presence presence = Presence::Defaulted;
  double min = -std::numeric_limits<double>::max();
  double max = std::numeric_limits<double>::max();
  bool minExclusive = false;
  bool maxExclusive = false;
  QStringList choices;              ///< Choice: the words offered
  QString pattern;                  ///< Choice: a regular expression accepting more words
  QString patternHelp;              ///< Choice: how to describe what the pattern accepts
  QStringList profiles;             ///< write-profile kinds this field applies to (empty: always)
  std::vector<PairColumn> columns;  ///< PairList: the two columns
  ParamType item = ParamType::Number;  ///< List: the type of each element
  bool editable = true;                ///< false for the file's identification fields
  bool multiline = false;              ///< Text: edited as several lines
  QString absentText;                  ///< Optional: what "not set" means, e.g. "all hosts"
  double suggested = 0;                ///< Optional number: the value offered when it is first set
  QJsonValue defaultValue;             ///< filled in from the default-constructed struct

  /// Full path pattern, e.g. "vm_groups[].write.mbps".
  QString path() const { return section.isEmpty() ? key : section + QLatin1Char('.') + key; }
  /// What a valid value looks like: "a number from 0 to 1000 Gb/s". Stored units (as in the
  /// file: fractions are 0..1) unless `display` asks for the units forms show (percentages).
  QString expected(bool display = false) const;
  /// The range problem of a numeric value (a List's: of one element), or an empty string
  /// when it is in range.
  QString rangeProblem(double v) const;
  /// List: the description of one element (the same with the item's type).
  ParamInfo itemInfo() const;
  /// True for a number, or a List of numbers (Number or Integer elements).
  bool numeric() const
  {
    const ParamType t = type == ParamType::List ? item : type;
    return t == ParamType::Number || t == ParamType::Integer;
  }
  /// The problem with a Choice word, or an empty string when it is accepted.
  QString choiceProblem(const QString& word) const;
  /// A tooltip: help text, valid range and default.
  QString tooltip() const;
  /// True when the field applies to this write-profile kind word (always true off profiles).
  bool appliesToProfile(const QString& profileWord) const
  {
    return profiles.isEmpty() || profiles.contains(profileWord);
  }
};

/// A parameter bound to the struct S that holds it.
template <class S>
struct Param {
  ParamInfo info;
  /// The value as JSON: a number, bool, string or array; Null when an Optional is absent.
  std::function<QJsonValue(const S&)> get;
  /// Stores a value already checked for type and word (not range); Null clears an Optional.
  std::function<void(S&, const QJsonValue&)> set;
  /// PairList: visits the rows (index, first column, second column) without building JSON (a
  /// measured trace has hundreds of thousands); the visitor returns false to stop.
  std::function<void(const S&, const std::function<bool(qsizetype, double, double)>&)> rows;
  /// PairList: the immutable, shared storage of the rows when they have one (a trace), so
  /// that what is found in them can be kept while it is unchanged; empty otherwise.
  std::function<std::shared_ptr<const void>(const S&)> rowsData;
  /// PairList: stores rows read beside the JSON document (a long trace, app/core/longpairs.h),
  /// already pairs of finite numbers (ranges are validation's); empty where rows come only as
  /// JSON.
  std::function<void(S&, std::shared_ptr<const Trace>)> setPairs;
  /// PairList: the number of rows without visiting them; empty where only `get` tells.
  std::function<qsizetype(const S&)> rowCount;
};

const std::vector<Param<Scenario>>& scenarioParams();
const std::vector<Param<VmGroup>>& vmGroupParams();
const std::vector<Param<WriteProfile>>& writeProfileParams();
/// The read profile (`vm_groups[].read`): every field of the write profile, said of reads, and
/// the read sizes (io_kib, io_histogram).
const std::vector<Param<ReadProfile>>& readProfileParams();
/// One window of a schedule profile (`vm_groups[].write.windows[]`, and the same of the read
/// profile, said of reads).
const std::vector<Param<ScheduleWindow>>& scheduleWindowParams();
const std::vector<Param<ScheduleWindow>>& readScheduleWindowParams();
/// One window of the background random load's and of the sequential streams' schedules
/// (`backing.random_load.windows[]`, `backing.sequential_streams.windows[]`): start, end and
/// days as a profile's windows, and a factor of the load (absent: 1).
const std::vector<Param<ScheduleWindow>>& randomLoadWindowParams();
const std::vector<Param<ScheduleWindow>>& streamsWindowParams();
const std::vector<Param<ReadCache>>& readCacheParams();
const std::vector<Param<Acceleration>>& accelerationParams();
const std::vector<Param<PeerNetwork>>& peerNetworkParams();
const std::vector<Param<Backing>>& backingParams();
const std::vector<Param<StorageNetwork>>& storageNetworkParams();
const std::vector<Param<RaidGroup>>& raidGroupParams();
const std::vector<Param<Disk>>& diskParams();
const std::vector<Param<RandomLoad>>& randomLoadParams();
/// backing.all_flash: an all-flash array's own figures.
const std::vector<Param<AllFlashArray>>& allFlashParams();
/// backing.hyperconverged: the hosts' disk groups, copies and storage network.
const std::vector<Param<HyperconvergedBacking>>& hyperconvergedParams();
const std::vector<Param<SequentialStreams>>& sequentialStreamsParams();
const std::vector<Param<Requirements>>& requirementsParams();
/// The design space (`design_space`): the lists of choices of the design search.
const std::vector<Param<DesignSpace>>& designSpaceParams();
/// One peer link option (`design_space.peer_links[]`; a "kind:gbps" word is the short form).
const std::vector<Param<PeerLinkChoice>>& peerLinkChoiceParams();
/// A range of whole numbers: `design_space.disk_count` or `design_space.hosts`.
const std::vector<Param<IntRange>>& diskCountRangeParams();
const std::vector<Param<IntRange>>& hostRangeParams();

/// Every parameter description, in document order.
std::vector<const ParamInfo*> allParams();
/// The description at a path pattern such as "peer_network.link_gbps" or
/// "vm_groups[].write.mbps"; nullptr if there is none.
const ParamInfo* findParam(const QString& pathPattern);

/// Looks up a parameter of S by key; nullptr if S has no such key.
template <class S>
const Param<S>* findParamOf(const std::vector<Param<S>>& params, const QString& key)
{
  for (const auto& p : params)
    if (p.info.key == key)
      return &p;
  return nullptr;
}

/// Mean I/O size by I/O count of a size histogram (fractions normalised), KiB; `fixed` when
/// the histogram is empty or holds no I/Os.
double meanIoKib(const std::vector<IoSizeBin>& histogram, double fixed);

/// The label users read for a Choice word ("On/off" for on_off, "iSCSI" for iscsi, "Round
/// robin" for round_robin), translated into the application's language when a translation is
/// installed (context "accel::ui::ChoiceLabel"); the word itself when it has no label (a
/// peer link's "ethernet:10"). Files, the schema and the command line keep the words.
QString choiceLabel(const QString& word);
/// The untranslated label of a Choice word; empty when the word has none.
QString choiceLabelSource(const QString& word);

// Stable words of the enumerations, as the scenario file spells them.
QString writePolicyWord(const WritePolicy& p);
bool parseWritePolicy(const QString& word, WritePolicy* out);
QString profileWord(ProfileKind k);
QString netKindWord(NetKind k);
QString raidLevelWord(RaidLevel l);
/// "raid_groups" or "all_flash".
QString backingKindWord(BackingKind k);
QString mediaWord(Media m);
/// A peer link option's short form, "ethernet:10" (one link, the scenario's MTU); empty when
/// the option needs the object form (more links, an MTU, unknown fields).
QString peerLinkWord(const PeerLinkChoice& c);
/// Reads "kind:gbps" (ethernet or infiniband, a speed above 0); false when it is not one.
bool parsePeerLinkWord(const QString& word, PeerLinkChoice* out);
/// The regular expression of the short form, for the JSON Schema.
QString peerLinkWordPattern();

}  // namespace accel::ui
