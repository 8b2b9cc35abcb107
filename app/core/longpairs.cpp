// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/longpairs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

#include "model/common/trace_memo.h"

namespace accel::ui {

namespace {

bool isSpace(char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isDigit(char c)
{
  return c >= '0' && c <= '9';
}

const char* skipSpace(const char* p, const char* end)
{
  while (p < end && isSpace(*p))
    ++p;
  return p;
}

/// One JSON number (RFC 8259 section 6) at p read as a finite double: the end of its text, or
/// null where there is none or it does not fit a double (left to QJsonDocument to judge).
const char* readNumber(const char* p, const char* end, double* out)
{
  const char* const start = p;
  if (p < end && *p == '-')
    ++p;
  if (p < end && *p == '0') {
    ++p;
  } else if (p < end && *p >= '1' && *p <= '9') {
    while (p < end && isDigit(*p))
      ++p;
  } else {
    return nullptr;
  }
  if (p < end && *p == '.') {
    ++p;
    if (p == end || !isDigit(*p))
      return nullptr;
    while (p < end && isDigit(*p))
      ++p;
  }
  if (p < end && (*p == 'e' || *p == 'E')) {
    ++p;
    if (p < end && (*p == '+' || *p == '-'))
      ++p;
    if (p == end || !isDigit(*p))
      return nullptr;
    while (p < end && isDigit(*p))
      ++p;
  }
  double x = 0;
  const std::from_chars_result r = std::from_chars(start, p, x);
  if (r.ec != std::errc() || r.ptr != p || !std::isfinite(x))
    return nullptr;
  *out = x == 0 ? 0.0 : x;  // "-0" reads as QJsonDocument reads it: the integer 0
  return p;
}

/// A list of pairs of numbers starting at p ('['), its samples appended to `out`: the end of
/// its text, or null where the list is anything else.
const char* readPairs(const char* p, const char* end, Trace* out)
{
  p = skipSpace(p + 1, end);
  if (p < end && *p == ']')
    return p + 1;
  for (;;) {
    if (p == end || *p != '[')
      return nullptr;
    TraceSample x;
    p = readNumber(skipSpace(p + 1, end), end, &x.t_s);
    if (!p)
      return nullptr;
    p = skipSpace(p, end);
    if (p == end || *p != ',')
      return nullptr;
    p = readNumber(skipSpace(p + 1, end), end, &x.mbps);
    if (!p)
      return nullptr;
    p = skipSpace(p, end);
    if (p == end || *p != ']')
      return nullptr;
    out->push_back(x);
    p = skipSpace(p + 1, end);
    if (p == end)
      return nullptr;
    if (*p == ']')
      return p + 1;
    if (*p != ',')
      return nullptr;
    p = skipSpace(p + 1, end);
  }
}

/// The number of rows a list starting at p ('[') can have, from a scan of its brackets (no
/// number read): enough to leave short lists alone and to size a long one's samples at once.
std::size_t rowsAtMost(const char* p, const char* end)
{
  std::size_t rows = 0;
  int depth = 0;
  for (; p < end; ++p) {
    if (*p == '[') {
      if (++depth == 2)
        ++rows;
      else if (depth > 2)
        return 0;  // not a list of pairs
    } else if (*p == ']') {
      if (--depth == 0)
        return rows;
    } else if (*p == '"' || *p == '{') {
      return 0;
    }
  }
  return 0;
}

/// A marker's text: a prefix no file can foresee (it holds a random number drawn for this
/// text) and the list's index.
QString newPrefix()
{
  return QStringLiteral("accelsizer-pairs:%1:")
      .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
}

/// The markers of the object jsonTextWithTraces is building on this thread, or null.
struct Splice {
  QString prefix;
  std::vector<std::shared_ptr<const Trace>> traces;
};
thread_local Splice* splice = nullptr;

void appendNumber(QByteArray& out, double x)
{
  char buf[32];
  const std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, x);
  out.append(buf, static_cast<qsizetype>(r.ptr - buf));
}

}  // namespace

LiftedPairs LiftedPairs::lift(const QByteArray& text, QByteArray* compact)
{
  LiftedPairs lifted;
  compact->clear();
  static const QByteArray key = QByteArrayLiteral("samples");
  const char* const base = text.constData();
  const char* const end = base + text.size();
  qsizetype copied = 0;  // text before this offset is in `compact`
  qsizetype i = 0;
  while (i < text.size()) {
    if (base[i] != '"') {
      ++i;
      continue;
    }
    // A string: find its end (escapes skipped), then whether it is the key "samples".
    const qsizetype open = i;
    qsizetype k = i + 1;
    while (k < text.size() && base[k] != '"')
      k += base[k] == '\\' ? 2 : 1;
    if (k >= text.size())
      break;
    i = k + 1;
    if (k - open - 1 != key.size() ||
        std::memcmp(base + open + 1, key.constData(), static_cast<std::size_t>(key.size())) != 0)
      continue;
    const char* p = skipSpace(base + i, end);
    if (p == end || *p != ':')
      continue;
    p = skipSpace(p + 1, end);
    if (p == end || *p != '[')
      continue;
    const std::size_t most = rowsAtMost(p, end);
    if (most < kTraceMemoMinSamples)
      continue;
    auto rows = std::make_shared<Trace>();
    rows->reserve(most);
    const char* const listEnd = readPairs(p, end, rows.get());
    if (!listEnd)
      continue;
    if (lifted.prefix_.isEmpty()) {
      lifted.prefix_ = newPrefix();
      compact->reserve(text.size() / 64);
    }
    const qsizetype from = p - base;
    compact->append(base + copied, from - copied);
    compact->append('"');
    compact->append((lifted.prefix_ + QString::number(lifted.lists_.size())).toLatin1());
    compact->append('"');
    copied = listEnd - base;
    lifted.shifts_.emplace_back(compact->size(), copied - compact->size());
    lifted.lists_.push_back(std::move(rows));
    lifted.taken_.push_back(false);
    i = copied;
  }
  if (!lifted.lists_.empty())
    compact->append(base + copied, text.size() - copied);
  return lifted;
}

qsizetype LiftedPairs::originalOffset(qsizetype compactOffset) const
{
  qsizetype shift = 0;
  for (const auto& [at, removed] : shifts_)
    if (at <= compactOffset)
      shift = removed;
  return compactOffset + shift;
}

std::shared_ptr<const Trace> LiftedPairs::take(const QJsonValue& v)
{
  if (lists_.empty() || !v.isString())
    return nullptr;
  const QString s = v.toString();
  if (!s.startsWith(prefix_))
    return nullptr;
  bool ok = false;
  const qsizetype index = s.mid(prefix_.size()).toLongLong(&ok);
  if (!ok || index < 0 || index >= static_cast<qsizetype>(lists_.size()))
    return nullptr;
  taken_[static_cast<std::size_t>(index)] = true;
  return lists_[static_cast<std::size_t>(index)];
}

bool LiftedPairs::allTaken() const
{
  return std::all_of(taken_.begin(), taken_.end(), [](bool t) { return t; });
}

QJsonValue traceJsonValue(const std::shared_ptr<const Trace>& trace)
{
  if (splice && keptPerTrace(trace)) {
    splice->traces.push_back(trace);
    return QJsonValue(QString(splice->prefix + QString::number(splice->traces.size() - 1)));
  }
  return traceMemo(trace, [&trace] {
    QJsonArray rows;
    if (trace)
      for (const TraceSample& x : *trace)
        rows.append(QJsonArray{x.t_s, x.mbps});
    return rows;
  });
}

QByteArray jsonTextWithTraces(const std::function<QJsonObject()>& make)
{
  Splice here{newPrefix(), {}};
  Splice* const outer = splice;
  splice = &here;
  QJsonObject o;
  try {
    o = make();
  } catch (...) {
    splice = outer;
    throw;
  }
  splice = outer;
  const QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Indented);
  if (here.traces.empty())
    return text;
  // Each marker is a string value on its own: "prefix<index>" in quotes.
  const QByteArray prefix = '"' + here.prefix.toLatin1();
  QByteArray out;
  std::size_t samples = 0;
  for (const auto& t : here.traces)
    samples += t->size();
  out.reserve(text.size() + static_cast<qsizetype>(samples * 24));
  qsizetype at = 0;
  for (;;) {
    const qsizetype m = text.indexOf(prefix, at);
    if (m < 0)
      break;
    const qsizetype close = text.indexOf('"', m + prefix.size());
    bool ok = false;
    const qsizetype index = text.mid(m + prefix.size(), close - m - prefix.size()).toLongLong(&ok);
    if (close < 0 || !ok || index < 0 || index >= static_cast<qsizetype>(here.traces.size()))
      break;
    out.append(text.constData() + at, m - at);
    out.append('[');
    bool first = true;
    for (const TraceSample& x : *here.traces[static_cast<std::size_t>(index)]) {
      out.append(first ? "[" : ", [");
      first = false;
      appendNumber(out, x.t_s);
      out.append(", ");
      appendNumber(out, x.mbps);
      out.append(']');
    }
    out.append(']');
    at = close + 1;
  }
  out.append(text.constData() + at, text.size() - at);
  return out;
}

}  // namespace accel::ui
