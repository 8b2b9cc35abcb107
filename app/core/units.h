// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file units.h
/// Units as users see them: stable keys for files and schema, display labels, display scaling
/// and the one number formatting rule every face (GUI, command line, results document,
/// report) uses. Physical conversions live in model/common/units.h.

#include <QLocale>
#include <QString>

namespace accel::ui {

/// The locale the format functions below write numbers in, on the calling thread: QLocale::c()
/// (a decimal point, no group separators) unless a screen face sets another for its own thread.
/// The GUI sets the user's locale (a decimal comma in German); files, the results document, the
/// command line and the PDF report always write C numbers.
QLocale numberLocale();
/// Sets the calling thread's number locale (group separators are never written).
void setNumberLocale(const QLocale& locale);

/// The calling thread's number locale set for the lifetime of this object, then restored: the
/// PDF report writes C numbers even when the GUI, on the same thread, shows German ones.
class ScopedNumberLocale {
public:
  explicit ScopedNumberLocale(const QLocale& locale) : previous_(numberLocale())
  {
    setNumberLocale(locale);
  }
  ~ScopedNumberLocale() { setNumberLocale(previous_); }
  ScopedNumberLocale(const ScopedNumberLocale&) = delete;
  ScopedNumberLocale& operator=(const ScopedNumberLocale&) = delete;

private:
  QLocale previous_;
};

enum class Unit {
  None,    ///< a plain number or text
  Count,   ///< hosts, VMs, disks, I/Os
  MBps,    ///< 10^6 bytes per second
  Gbps,    ///< 10^9 bits per second
  Mbitps,  ///< 10^6 bits per second
  Bytes,
  KiB,
  MB,
  GB,
  GiB,
  Us,        ///< microseconds
  Ms,        ///< milliseconds
  S,         ///< seconds
  Fraction,  ///< stored 0..1, shown as a percentage
  Ratio,     ///< a dimensionless ratio such as compression, shown as "x:1"
  Factor,    ///< a multiplier such as growth or headroom, shown as "1.3×"
  Rpm,
  Meters,
  Iops,
  DurationUs,  ///< a result time stored in microseconds, shown as µs, ms or s as it reads best
  DurationS,   ///< a result time stored in seconds, shown as ms, s, min, h or days
  SizeMB,      ///< a result amount stored in MB, shown as MB, GB or TB as it reads best
};

/// Stable key used in the schema and results ("MB/s", "Gb/s", "KiB", "us", "fraction").
QString unitKey(Unit u);
/// Label shown next to a value ("MB/s", "µs", "%"); empty for None and Count.
QString unitLabel(Unit u);
/// Factor from stored to displayed value (100 for Fraction, 1 otherwise).
double displayFactor(Unit u);
inline double toDisplay(double stored, Unit u)
{
  return stored * displayFactor(u);
}
inline double fromDisplay(double shown, Unit u)
{
  return shown / displayFactor(u);
}

/// Significant digits of every number the application reports.
inline constexpr int kSignificantDigits = 4;

/// Rounds to `digits` significant digits: the double nearest to the rounded decimal, for every
/// finite value, subnormals included (a value that would round past the largest double stays
/// as it is); 0, NaN and infinities pass through unchanged.
double roundSig(double v, int digits = kSignificantDigits);

/// A rounded number without a unit: "0.2528", "94.93", "39240", never an exponent for values
/// between 1e-4 and 1e15.
QString formatNumber(double v, int digits = kSignificantDigits);

/// A rounded number in display scale with its unit label: "25.28 %", "94.93 MB/s", "16".
QString formatValue(double stored, Unit u, int digits = kSignificantDigits);

/// A time given in microseconds, in the unit that reads best: "65 µs", "2.89 ms", "1.54 s".
QString formatDurationUs(double us, int digits = kSignificantDigits);

/// A time given in seconds, in the unit that reads best: "450 ms", "571.4 s", "27.78 min",
/// "5.5 h", "2.1 days".
QString formatDurationS(double s, int digits = kSignificantDigits);

/// An amount given in MB (10^6 bytes), in the unit that reads best: "950 MB", "14.2 GB".
QString formatSizeMB(double mb, int digits = kSignificantDigits);

/// A change given as new / old, the way people read it: a percentage below twice ("+41.1 %",
/// a minus sign and "30 %" for a fall), a factor from twice on ("×2.5", "×503" rather than
/// "+50200 %"); "no change" when it rounds to none. Empty for a negative or infinite ratio.
QString formatChange(double ratio);

/// A spindle speed the way the trade says it: "7.2K", "10K", "15K"; "SSD" for 0.
QString formatRpm(double rpm);

/// A number as the scenario file stores it, with its unit where the file's unit has a label
/// ("8.5 ms", "0.8" for a fraction): for messages about file values.
QString formatStored(double stored, Unit u, int digits = kSignificantDigits);

/// A number in the form an input field shows it (display scale, no rounding beyond what the
/// double holds, no trailing zeros), in the number locale.
QString formatInput(double stored, Unit u);

/// An input as entered, with its unit label: "256 KiB", "80 %", "1:1" (formatInput, not
/// rounded: the report's list of inputs).
QString formatInputValue(double stored, Unit u);

}  // namespace accel::ui
