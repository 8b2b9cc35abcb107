// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/import/textstream.h"

#include "app/core/safetext.h"

#include <QIODevice>

#include <openssl/evp.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace accel::import {

QString ImportError::toString() const
{
  if (line > 0 && column > 0)
    return QStringLiteral("line %1, column %2: %3").arg(line).arg(column).arg(message);
  if (line > 0)
    return QStringLiteral("line %1: %2").arg(line).arg(message);
  return message;
}

void fail(const QString& message, std::int64_t line, int column)
{
  // Every reader's message passes here: whatever of the file it quotes (a field, a column's
  // name, a counter) reaches the user with its control characters escaped.
  throw ImportFailure{ImportError{ui::escapeControls(message), line, column}};
}

QString shown(std::string_view text)
{
  QString s = QString::fromUtf8(text.data(),
                                static_cast<qsizetype>(std::min<std::size_t>(text.size(), 200)));
  if (s.size() > 40)
    s = s.left(37) + QStringLiteral("...");
  // Cut first, then escaped: an escape is never cut in half, and a file's control
  // characters never reach a terminal raw.
  return QLatin1Char('"') + ui::escapeControls(s) + QLatin1Char('"');
}

// ---------------------------------------------------------------------------------------------
// SHA-256 (OpenSSL's, which uses the processor's SHA instructions where it has them)

struct Sha256::State {
  EVP_MD_CTX* ctx = nullptr;
};

Sha256::Sha256() : state_(std::make_unique<State>())
{
  state_->ctx = EVP_MD_CTX_new();
  if (!state_->ctx || EVP_DigestInit_ex(state_->ctx, EVP_sha256(), nullptr) != 1)
    fail(QStringLiteral("cannot start a SHA-256 digest"));
}

Sha256::~Sha256()
{
  EVP_MD_CTX_free(state_->ctx);
}

void Sha256::add(const char* data, std::size_t n)
{
  if (n > 0)
    EVP_DigestUpdate(state_->ctx, data, n);
}

QString Sha256::hex()
{
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int n = 0;
  EVP_DigestFinal_ex(state_->ctx, digest, &n);
  return QString::fromLatin1(
      QByteArray(reinterpret_cast<const char*>(digest), static_cast<qsizetype>(n)).toHex());
}

// ---------------------------------------------------------------------------------------------
// Lines

LineReader::LineReader(QIODevice& device, std::int64_t totalBytes, const Progress& progress)
    : device_(device), total_(totalBytes), progress_(progress)
{
  // A small file gets a small buffer (twice its size, so its first read sees the end without
  // growing): a chunk zeroed for each few-kilobyte file cost most of reading one.
  std::size_t first = kChunkBytes;
  if (totalBytes > 0 && static_cast<std::uint64_t>(totalBytes) < kChunkBytes / 2)
    first = std::max(kSmallBufferBytes, 2 * static_cast<std::size_t>(totalBytes) + 2);
  buf_.resize(first);
}

bool LineReader::fill()
{
  if (eof_)
    return false;
  if (progress_.cancel && progress_.cancel->load())
    fail(QStringLiteral("cancelled"));
  // Keep the unread tail at the front; grow when a line fills the buffer.
  if (begin_ > 0) {
    std::memmove(buf_.data(), buf_.data() + begin_, end_ - begin_);
    end_ -= begin_;
    begin_ = 0;
  }
  if (buf_.size() - end_ < buf_.size() / 2) {
    if (buf_.size() >= kMaxLineBytes)
      fail(QStringLiteral("line longer than %1 MB: expected a text file of delimited lines")
               .arg(kMaxLineBytes >> 20),
           line_ + 1);
    buf_.resize(std::min(buf_.size() * 2, kMaxLineBytes));
  }
  const qint64 n = device_.read(buf_.data() + end_, static_cast<qint64>(buf_.size() - end_));
  if (n < 0)
    fail(QStringLiteral("cannot read the file: %1").arg(device_.errorString()));
  if (n == 0) {
    eof_ = true;
    return false;
  }
  hash_.add(buf_.data() + end_, static_cast<std::size_t>(n));
  if (first_) {
    first_ = false;
    if (n >= 3 && std::memcmp(buf_.data(), "\xEF\xBB\xBF", 3) == 0)
      begin_ = 3;  // UTF-8 byte-order mark
  }
  end_ += static_cast<std::size_t>(n);
  read_ += n;
  if (progress_.report && total_ > 0)
    progress_.report(std::min(1.0, static_cast<double>(read_) / static_cast<double>(total_)));
  return true;
}

bool LineReader::next(std::string_view& line)
{
  for (;;) {
    const char* start = buf_.data() + begin_;
    const std::size_t avail = end_ - begin_;
    const void* nl = std::memchr(start, '\n', avail);
    if (nl) {
      const char* stop = static_cast<const char*>(nl);
      std::size_t len = static_cast<std::size_t>(stop - start);
      begin_ += len + 1;
      if (len > 0 && start[len - 1] == '\r')
        --len;
      line = std::string_view(start, len);
      ++line_;
      return true;
    }
    if (!fill()) {
      if (avail == 0)
        return false;
      // The last line has no end of line.
      std::size_t len = avail;
      if (start[len - 1] == '\r')
        --len;
      begin_ = end_;
      line = std::string_view(start, len);
      ++line_;
      return true;
    }
  }
}

void LineReader::drain()
{
  begin_ = end_;
  while (fill())
    begin_ = end_;
}

// ---------------------------------------------------------------------------------------------
// Fields

namespace {

int columnOf(std::string_view line, const char* p)
{
  return static_cast<int>(p - line.data()) + 1;
}

/// The quoted field starting at p (on the opening quote): its text, and p past the closing
/// quote. Doubled quotes are unescaped into scratch.
std::string_view quotedField(std::string_view line, const char*& p, std::int64_t lineNumber,
                             std::string& scratch)
{
  const char* e = line.data() + line.size();
  const char* open = p;
  const char* s = p + 1;
  const char* q = static_cast<const char*>(std::memchr(s, '"', static_cast<std::size_t>(e - s)));
  if (!q)
    fail(QStringLiteral("quote not closed on this line"), lineNumber, columnOf(line, open));
  if (q + 1 < e && q[1] == '"') {
    // Doubled quotes: unescape into scratch (kept for the rest of the line).
    const std::size_t at = scratch.size();
    for (;;) {
      scratch.append(s, static_cast<std::size_t>(q - s));
      if (q + 1 < e && q[1] == '"') {
        scratch.push_back('"');
        s = q + 2;
        q = static_cast<const char*>(std::memchr(s, '"', static_cast<std::size_t>(e - s)));
        if (!q)
          fail(QStringLiteral("quote not closed on this line"), lineNumber, columnOf(line, open));
        continue;
      }
      break;
    }
    p = q + 1;
    return std::string_view(scratch).substr(at);
  }
  p = q + 1;
  return std::string_view(s, static_cast<std::size_t>(q - s));
}

}  // namespace

void splitFields(std::string_view line, char delimiter, std::int64_t lineNumber,
                 std::vector<Field>& out, std::string& scratch)
{
  out.clear();
  scratch.clear();
  scratch.reserve(line.size());  // unescaped text never moves
  const char* p = line.data();
  const char* e = p + line.size();
  for (;;) {
    Field f;
    if (p < e && *p == '"') {
      f.text = quotedField(line, p, lineNumber, scratch);
      f.quoted = true;
      if (p < e && *p != delimiter)
        fail(QStringLiteral("text after a closing quote: expected the delimiter"), lineNumber,
             columnOf(line, p));
    } else {
      const char* d =
          static_cast<const char*>(std::memchr(p, delimiter, static_cast<std::size_t>(e - p)));
      const char* stop = d ? d : e;
      f.text = std::string_view(p, static_cast<std::size_t>(stop - p));
      p = stop;
    }
    out.push_back(f);
    if (p >= e)
      return;
    ++p;  // the delimiter
  }
}

int visitFields(std::string_view line, char delimiter, std::int64_t lineNumber,
                const std::vector<char>& wanted,
                const std::function<void(int, std::string_view)>& visit)
{
  thread_local std::string scratch;
  scratch.clear();
  scratch.reserve(line.size());
  const char* p = line.data();
  const char* e = p + line.size();
  const int n = static_cast<int>(wanted.size());
  int col = 0;
  for (;;) {
    std::string_view text;
    if (p < e && *p == '"') {
      text = quotedField(line, p, lineNumber, scratch);
      if (p < e && *p != delimiter)
        fail(QStringLiteral("text after a closing quote: expected the delimiter"), lineNumber,
             columnOf(line, p));
    } else {
      const char* d =
          static_cast<const char*>(std::memchr(p, delimiter, static_cast<std::size_t>(e - p)));
      const char* stop = d ? d : e;
      text = std::string_view(p, static_cast<std::size_t>(stop - p));
      p = stop;
    }
    if (col < n && wanted[static_cast<std::size_t>(col)])
      visit(col, text);
    ++col;
    if (p >= e)
      return col;
    ++p;
  }
}

char detectDelimiter(std::string_view header)
{
  int comma = 0, semicolon = 0, tab = 0;
  bool quoted = false;
  for (char c : header) {
    if (c == '"')
      quoted = !quoted;
    else if (!quoted)
      comma += c == ',', semicolon += c == ';', tab += c == '\t';
  }
  if (semicolon > comma && semicolon >= tab)
    return ';';
  if (tab > comma && tab > semicolon)
    return '\t';
  return ',';
}

namespace {

/// "123", "-12.34": at most 15 digits, no exponent. The digits as an integer divided by a power
/// of ten: both exact, so the one correctly rounded division gives what from_chars gives.
bool simpleDecimal(std::string_view t, char mark, double* out)
{
  static const double tens[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
  std::size_t i = 0;
  const bool negative = !t.empty() && t[0] == '-';
  if (negative)
    i = 1;
  std::int64_t digits = 0;
  int count = 0, fraction = -1;
  for (; i < t.size(); ++i) {
    const char c = t[i];
    if (c >= '0' && c <= '9') {
      if (++count > 15)
        return false;
      digits = digits * 10 + (c - '0');
      if (fraction >= 0)
        ++fraction;
    } else if (c == mark && fraction < 0) {
      fraction = 0;
    } else {
      return false;
    }
  }
  if (count == 0)
    return false;
  double v = static_cast<double>(digits);
  if (fraction > 0)
    v /= tens[fraction];
  *out = negative ? -v : v;
  return true;
}

}  // namespace

bool parseNumber(std::string_view text, Decimal decimal, std::int64_t line, int column,
                 const QString& columnName, double* out)
{
  std::size_t b = 0, e = text.size();
  while (b < e && (text[b] == ' ' || text[b] == '\t'))
    ++b;
  while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\t'))
    --e;
  if (b == e)
    return false;
  std::string_view t = text.substr(b, e - b);
  if (simpleDecimal(t, decimal == Decimal::Comma ? ',' : '.', out))
    return true;
  char local[64];
  if (decimal == Decimal::Comma && t.size() < sizeof local &&
      t.find(',') != std::string_view::npos) {
    std::memcpy(local, t.data(), t.size());
    std::replace(local, local + t.size(), ',', '.');
    t = std::string_view(local, t.size());
  }
  if (!t.empty() && t.front() == '+')
    t.remove_prefix(1);
  double v = 0;
  const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
  if (r.ec != std::errc() || r.ptr != t.data() + t.size() || !std::isfinite(v)) {
    const QString where =
        columnName.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(columnName);
    if (decimal == Decimal::Point && text.find(',') != std::string_view::npos &&
        text.find('.') == std::string_view::npos)
      fail(QStringLiteral("%1%2 has a decimal comma: expected a number with a decimal point "
                          "(a file with decimal commas is read with the decimal comma option)")
               .arg(shown(text), where),
           line, column);
    fail(QStringLiteral("%1%2 is not a number").arg(shown(text), where), line, column);
  }
  *out = v;
  return true;
}

namespace {

bool digits(std::string_view s, std::size_t at, std::size_t n, int* out)
{
  if (at + n > s.size())
    return false;
  int v = 0;
  for (std::size_t i = at; i < at + n; ++i) {
    if (s[i] < '0' || s[i] > '9')
      return false;
    v = v * 10 + (s[i] - '0');
  }
  *out = v;
  return true;
}

/// Days since 1970-01-01 of a proleptic Gregorian date (the civil-calendar count: March-based
/// years so the leap day ends a year).
std::int64_t daysFromCivil(int y, int m, int d)
{
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const int yoe = static_cast<int>(y - era * 400);
  const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

}  // namespace

bool parseTimestamp(std::string_view text, Timestamp* out)
{
  std::size_t b = 0, e = text.size();
  while (b < e && text[b] == ' ')
    ++b;
  while (e > b && text[e - 1] == ' ')
    --e;
  const std::string_view s = text.substr(b, e - b);
  int y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0;
  std::size_t at = 0;
  if (s.size() >= 19 && s[2] == '/' && s[5] == '/') {  // MM/dd/yyyy HH:mm:ss
    if (!digits(s, 0, 2, &mo) || !digits(s, 3, 2, &d) || !digits(s, 6, 4, &y) || s[10] != ' ')
      return false;
    at = 11;
  } else if (s.size() >= 19 && s[4] == '-' && s[7] == '-') {  // yyyy-MM-dd[T ]HH:mm:ss
    if (!digits(s, 0, 4, &y) || !digits(s, 5, 2, &mo) || !digits(s, 8, 2, &d) ||
        (s[10] != 'T' && s[10] != ' '))
      return false;
    at = 11;
  } else {
    return false;
  }
  if (!digits(s, at, 2, &h) || s[at + 2] != ':' || !digits(s, at + 3, 2, &mi) || s[at + 5] != ':' ||
      !digits(s, at + 6, 2, &sec))
    return false;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 60)
    return false;
  double frac = 0;
  std::size_t p = at + 8;
  if (p < s.size() && (s[p] == '.' || s[p] == ',')) {
    double scale = 0.1;
    for (++p; p < s.size() && s[p] >= '0' && s[p] <= '9'; ++p, scale /= 10)
      frac += (s[p] - '0') * scale;
  }
  if (p != s.size())
    return false;
  out->whole = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec;
  out->fraction = frac;
  return true;
}

}  // namespace accel::import
