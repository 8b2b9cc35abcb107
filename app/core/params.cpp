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
QString mediaWord(Media m)
{
  return wordOf(mediaWords(), m);
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
  if (type == ParamType::Integer && v != std::floor(v))
    return QStringLiteral("%1 is not a whole number: expected %2")
        .arg(formatNumber(v, 6), expected());
  return QString();
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
  if (type == ParamType::Number || type == ParamType::Integer || type == ParamType::Choice)
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
  collect(out, readProfileParams());
  collect(out, accelerationParams());
  collect(out, peerNetworkParams());
  collect(out, backingParams());
  collect(out, storageNetworkParams());
  collect(out, raidGroupParams());
  collect(out, diskParams());
  collect(out, randomLoadParams());
  collect(out, sequentialStreamsParams());
  collect(out, requirementsParams());
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
