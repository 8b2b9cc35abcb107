// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file textstream.h
/// Streaming a measured-data file line by line and field by field: read in chunks (a file of
/// several hundred MB is never held whole), hashed (SHA-256) as it is read, with progress and
/// cancel, lines and columns counted for messages.

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

class QIODevice;

namespace accel::import {

/// What went wrong, where: line and column are 1-based; 0 when they do not apply.
struct ImportError {
  QString message;
  std::int64_t line = 0;
  int column = 0;
  /// "line 5, column 12: message" (or the message alone).
  QString toString() const;
};

/// Thrown inside the readers and caught at their entry points; never crosses the library's API.
struct ImportFailure {
  ImportError error;
};
[[noreturn]] void fail(const QString& message, std::int64_t line = 0, int column = 0);

/// Progress (0..1 of the file's bytes) and cancel, shared with the caller's thread.
struct Progress {
  std::function<void(double)> report;         ///< may be empty
  const std::atomic<bool>* cancel = nullptr;  ///< may be null
};

/// SHA-256 of a byte stream, lowercase hexadecimal.
class Sha256 {
public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;
  void add(const char* data, std::size_t n);
  QString hex();

private:
  struct State;
  std::unique_ptr<State> state_;
};

/// Lines of a text file, read in chunks. Line ends are \n, \r\n or \r\n; a UTF-8 byte-order
/// mark at the start is skipped. A line longer than kMaxLineBytes is an error.
class LineReader {
public:
  static constexpr std::size_t kChunkBytes = 4u << 20;
  /// The first buffer of a file of known size below a chunk: twice the file, at least this.
  static constexpr std::size_t kSmallBufferBytes = 64u << 10;
  static constexpr std::size_t kMaxLineBytes = 256u << 20;

  LineReader(QIODevice& device, std::int64_t totalBytes, const Progress& progress);
  /// The next line (without its end), valid until the next call; false at the end.
  bool next(std::string_view& line);
  /// 1-based number of the line last returned.
  std::int64_t lineNumber() const { return line_; }
  /// Reads the rest of the file (for its hash) without splitting it.
  void drain();
  /// Lowercase hexadecimal SHA-256 of everything read; call after the end.
  QString sha256() { return hash_.hex(); }
  std::int64_t bytesRead() const { return read_; }

private:
  bool fill();

  QIODevice& device_;
  std::int64_t total_ = 0;
  std::int64_t read_ = 0;
  Progress progress_;
  Sha256 hash_;
  std::vector<char> buf_;
  std::size_t begin_ = 0, end_ = 0;
  bool eof_ = false;
  bool first_ = true;
  std::int64_t line_ = 0;
};

/// One field of a delimited line: its text (unquoted) and whether it was quoted.
struct Field {
  std::string_view text;
  bool quoted = false;
};

/// Splits a line of delimited text into fields (RFC 4180 quoting within one line: "a, b" is
/// one field, "" inside quotes is a quote). `scratch` holds unescaped text when a field has
/// doubled quotes. A quote left open, or text after a closing quote, is an error at its line
/// and column.
void splitFields(std::string_view line, char delimiter, std::int64_t lineNumber,
                 std::vector<Field>& out, std::string& scratch);

/// Calls visit(column, field) for every field of `line` whose column is marked in `wanted`
/// (0-based, true when used), and returns the number of fields on the line. Faster than
/// splitFields for the wide rows of esxtop, whose columns are mostly unused.
int visitFields(std::string_view line, char delimiter, std::int64_t lineNumber,
                const std::vector<char>& wanted,
                const std::function<void(int, std::string_view)>& visit);

/// The delimiter of a header line: the most frequent of , ; tab outside quotes (comma on a
/// tie or none).
char detectDelimiter(std::string_view header);

enum class Decimal { Point, Comma };

/// A number field: surrounding blanks ignored; with Decimal::Comma the comma is the decimal
/// mark. Returns false for a blank field. Anything else that is not a finite number is an
/// error naming the line, the column, the text and, for "1,5" read with a point, the decimal
/// comma.
bool parseNumber(std::string_view text, Decimal decimal, std::int64_t line, int column,
                 const QString& columnName, double* out);

/// A time stamp: whole seconds since 1970-01-01 and the fraction of a second, kept apart so
/// that differences of milliseconds stay exact.
struct Timestamp {
  std::int64_t whole = 0;
  double fraction = 0;
  /// Seconds from `origin` to this time.
  double since(const Timestamp& origin) const
  {
    return static_cast<double>(whole - origin.whole) + (fraction - origin.fraction);
  }
};

/// A time stamp "MM/dd/yyyy HH:mm:ss[.fff]" (esxtop, perfmon) or "yyyy-MM-dd[T ]HH:mm:ss[.fff]"
/// (ISO 8601, without a zone); false when it is neither.
bool parseTimestamp(std::string_view text, Timestamp* out);

/// The text of a field for messages: at most 40 characters, quoted, its control characters
/// shown as escapes (app/core/safetext.h).
QString shown(std::string_view text);

}  // namespace accel::import
