// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/params.h"

#include <QRegularExpression>

#include <cmath>
#include <utility>

#include "app/core/param_builder.h"
#include "app/core/safetext.h"

namespace accel::ui {

using namespace detail;  // the words of the enumerations (param_builder.h)

// ---------------------------------------------------------------------------------------------
// Words

QString writePolicyWord(const WritePolicy& p)
{
  if (p.mode == WriteMode::WriteThrough)
    return QStringLiteral("WT");
  return QStringLiteral("WB+%1").arg(p.peers);
}

bool parseWritePolicy(const QString& word, WritePolicy* out)
{
  if (word == QLatin1String("WT")) {
    *out = {WriteMode::WriteThrough, 0};
    return true;
  }
  static const QRegularExpression re(QStringLiteral("^WB\\+([0-9]{1,3})$"));
  const auto m = re.match(word);
  if (!m.hasMatch())
    return false;
  *out = {WriteMode::WriteBack, m.captured(1).toInt()};
  return true;
}

QString profileWord(ProfileKind k)
{
  return wordOf(profileWords(), k);
}
QString netKindWord(NetKind k)
{
  return wordOf(netKindWords(), k);
}
QString raidLevelWord(RaidLevel l)
{
  return wordOf(raidWords(), l);
}
QString backingKindWord(BackingKind k)
{
  return wordOf(backingKindWords(), k);
}
QString mediaWord(Media m)
{
  return wordOf(mediaWords(), m);
}

QString peerLinkWord(const PeerLinkChoice& c)
{
  if (c.usable_links != 1 || c.mtu || !c.extra.empty())
    return QString();
  return netKindWord(c.kind) + QLatin1Char(':') + QString::number(c.link_gbps, 'g', 10);
}

QString peerLinkWordPattern()
{
  return QStringLiteral("^(ethernet|infiniband):[0-9]+(\\.[0-9]+)?$");
}

bool parsePeerLinkWord(const QString& word, PeerLinkChoice* out)
{
  static const QRegularExpression re(peerLinkWordPattern());
  if (!re.match(word).hasMatch())
    return false;
  const QString kind = word.section(QLatin1Char(':'), 0, 0);
  bool ok = false;
  const double gbps = word.section(QLatin1Char(':'), 1).toDouble(&ok);
  if (!ok || !(gbps > 0))
    return false;
  PeerLinkChoice c;
  c.kind = kind == QLatin1String("infiniband") ? NetKind::InfiniBand : NetKind::Ethernet;
  c.link_gbps = gbps;
  *out = c;
  return true;
}

double meanIoKib(const std::vector<IoSizeBin>& histogram, double fixed)
{
  double ios = 0, kib = 0;
  for (const IoSizeBin& b : histogram)
    if (std::isfinite(b.fraction) && b.fraction > 0 && std::isfinite(b.size_kib)) {
      ios += b.fraction;
      kib += b.fraction * b.size_kib;
    }
  return ios > 0 ? kib / ios : fixed;
}

// ---------------------------------------------------------------------------------------------
// ParamInfo

QString ParamInfo::expected(bool display) const
{
  const auto num = [this, display](double v) {
    return display ? formatValue(v, unit, 6) : formatStored(v, unit, 6);
  };
  const bool hasMin = min > -kHuge;
  const bool hasMax = max < kHuge;
  switch (type) {
  case ParamType::Boolean: return QStringLiteral("true or false");
  case ParamType::Text: return QStringLiteral("a text");
  case ParamType::Choice: {
    if (choices.isEmpty())
      return patternHelp;
    QString s = QStringLiteral("one of ") + choices.join(QStringLiteral(", "));
    if (!patternHelp.isEmpty())
      s += QStringLiteral(" (") + patternHelp + QLatin1Char(')');
    return s;
  }
  case ParamType::PairList: {
    QStringList cols;
    for (const auto& c : columns)
      cols << c.key;
    return QStringLiteral("a list of [%1] pairs").arg(cols.join(QStringLiteral(", ")));
  }
  case ParamType::List:
    return QStringLiteral("a list of different options, each %1").arg(itemInfo().expected(display));
  case ParamType::Number:
  case ParamType::Integer: {
    const QString what =
        type == ParamType::Integer ? QStringLiteral("a whole number") : QStringLiteral("a number");
    if (hasMin && hasMax) {
      if (minExclusive)
        return QStringLiteral("%1 above %2, up to %3").arg(what, num(min), num(max));
      return QStringLiteral("%1 from %2 to %3").arg(what, num(min), num(max));
    }
    if (hasMin)
      return QStringLiteral("%1 %2 %3")
          .arg(what, minExclusive ? QStringLiteral("above") : QStringLiteral("of at least"),
               num(min));
    return what;
  }
  }
  return QString();
}

QString ParamInfo::rangeProblem(double v) const
{
  if (std::isnan(v))
    return QStringLiteral("not a number: expected %1").arg(expected());
  const bool low = minExclusive ? v <= min : v < min;
  const bool high = maxExclusive ? v >= max : v > max;
  if (!std::isfinite(v) || low || high)
    return QStringLiteral("%1 is out of range: expected %2")
        .arg(formatStored(v, unit, 6), expected());
  const bool integer =
      type == ParamType::Integer || (type == ParamType::List && item == ParamType::Integer);
  if (integer && v != std::floor(v))
    return QStringLiteral("%1 is not a whole number: expected %2")
        .arg(formatNumber(v, 6), expected());
  return QString();
}

ParamInfo ParamInfo::itemInfo() const
{
  ParamInfo i = *this;
  if (type == ParamType::List)
    i.type = item;
  return i;
}

QString ParamInfo::choiceProblem(const QString& word) const
{
  if (choices.contains(word))
    return QString();
  if (!pattern.isEmpty() && QRegularExpression(pattern).match(word).hasMatch())
    return QString();
  return QStringLiteral("unknown value \"%1\": expected %2").arg(escapeControls(word), expected());
}

QString ParamInfo::tooltip() const
{
  QString t = help;
  if (type == ParamType::Number || type == ParamType::Integer || type == ParamType::Choice ||
      type == ParamType::List)
    t += QStringLiteral("\nValid: ") + expected(true) + QLatin1Char('.');
  if (presence == Presence::Required)
    t += QStringLiteral("\nRequired.");
  else if (defaultValue.isDouble())
    t += QStringLiteral("\nDefault: ") + formatValue(defaultValue.toDouble(), unit, 6) +
         QLatin1Char('.');
  else if (defaultValue.isBool())
    t += QStringLiteral("\nDefault: ") +
         (defaultValue.toBool() ? QStringLiteral("on") : QStringLiteral("off")) + QLatin1Char('.');
  else if (defaultValue.isString() && !defaultValue.toString().isEmpty())
    t += QStringLiteral("\nDefault: ") + defaultValue.toString() + QLatin1Char('.');
  else if (presence == Presence::Optional)
    t += QStringLiteral("\nOptional.");
  t += QStringLiteral("\nScenario file: ") + path();
  return t;
}

// ---------------------------------------------------------------------------------------------

namespace {
template <class S>
void collect(std::vector<const ParamInfo*>& out, const std::vector<Param<S>>& params)
{
  for (const auto& p : params)
    out.push_back(&p.info);
}
}  // namespace

std::vector<const ParamInfo*> allParams()
{
  std::vector<const ParamInfo*> out;
  collect(out, scenarioParams());
  collect(out, vmGroupParams());
  collect(out, writeProfileParams());
  collect(out, scheduleWindowParams());
  collect(out, readProfileParams());
  collect(out, readScheduleWindowParams());
  collect(out, readCacheParams());
  collect(out, accelerationParams());
  collect(out, peerNetworkParams());
  collect(out, backingParams());
  collect(out, storageNetworkParams());
  collect(out, raidGroupParams());
  collect(out, diskParams());
  collect(out, allFlashParams());
  collect(out, hyperconvergedParams());
  collect(out, randomLoadParams());
  collect(out, randomLoadWindowParams());
  collect(out, sequentialStreamsParams());
  collect(out, streamsWindowParams());
  collect(out, requirementsParams());
  collect(out, designSpaceParams());
  collect(out, peerLinkChoiceParams());
  collect(out, diskCountRangeParams());
  collect(out, hostRangeParams());
  return out;
}

const ParamInfo* findParam(const QString& pathPattern)
{
  for (const ParamInfo* p : allParams())
    if (p->path() == pathPattern)
      return p;
  return nullptr;
}

}  // namespace accel::ui
