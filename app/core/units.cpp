// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/units.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace accel::ui {

namespace {

/// The calling thread's number locale; null means C (the fast path of QString::number).
thread_local std::optional<QLocale> t_numberLocale;

/// `v` with `precision` significant digits ('g'), in the number locale.
QString localNumber(double v, int precision)
{
  if (!t_numberLocale)
    return QString::number(v, 'g', precision);
  return t_numberLocale->toString(v, 'g', precision);
}

}  // namespace

QLocale numberLocale()
{
  return t_numberLocale ? *t_numberLocale : QLocale::c();
}

void setNumberLocale(const QLocale& locale)
{
  if (locale == QLocale::c()) {
    t_numberLocale.reset();
    return;
  }
  QLocale l = locale;
  l.setNumberOptions(QLocale::OmitGroupSeparator);
  t_numberLocale = l;
}

QString unitKey(Unit u)
{
  switch (u) {
  case Unit::None: return QString();
  case Unit::Count: return QStringLiteral("count");
  case Unit::MBps: return QStringLiteral("MB/s");
  case Unit::Gbps: return QStringLiteral("Gb/s");
  case Unit::Mbitps: return QStringLiteral("Mb/s");
  case Unit::Bytes: return QStringLiteral("bytes");
  case Unit::KiB: return QStringLiteral("KiB");
  case Unit::MB: return QStringLiteral("MB");
  case Unit::GB: return QStringLiteral("GB");
  case Unit::GiB: return QStringLiteral("GiB");
  case Unit::Us: return QStringLiteral("us");
  case Unit::Ms: return QStringLiteral("ms");
  case Unit::S: return QStringLiteral("s");
  case Unit::Fraction: return QStringLiteral("fraction");
  case Unit::Ratio: return QStringLiteral("ratio");
  case Unit::Factor: return QStringLiteral("factor");
  case Unit::Rpm: return QStringLiteral("rpm");
  case Unit::Meters: return QStringLiteral("m");
  case Unit::Iops: return QStringLiteral("IOPS");
  case Unit::DurationUs: return QStringLiteral("us");
  case Unit::DurationS: return QStringLiteral("s");
  case Unit::SizeMB: return QStringLiteral("MB");
  }
  return QString();
}

QString unitLabel(Unit u)
{
  switch (u) {
  case Unit::None:
  case Unit::Count: return QString();
  case Unit::Us:
  case Unit::DurationUs: return QStringLiteral("\u00b5s");
  case Unit::Fraction: return QStringLiteral("%");
  case Unit::Ratio: return QStringLiteral(":1");
  case Unit::Factor: return QStringLiteral("\u00d7");
  default: return unitKey(u);
  }
}

double displayFactor(Unit u)
{
  return u == Unit::Fraction ? 100.0 : 1.0;
}

double roundSig(double v, int digits)
{
  if (v == 0.0)
    return 0.0;  // no negative zero
  if (!std::isfinite(v))
    return v;
  digits = std::clamp(digits, 1, 17);
  // The rounded value is m x 10^-k with m a whole number of `digits` digits (halves away from
  // zero). While 10^|k| is exact (|k| <= 22) one multiplication or division by it gives the
  // double nearest to that decimal: 5.106e8 is 5106 x 10^5 exactly, never 510599999.99999994
  // (what multiplying by the inexact 10^-5 gives).
  static const double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                  1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  const int exponent = static_cast<int>(std::floor(std::log10(std::abs(v))));
  const int k = digits - 1 - exponent;
  double r;
  if (k >= 0 && k <= 22) {
    r = std::round(v * kPow10[k]) / kPow10[k];
  } else if (k < 0 && -k <= 22) {
    r = std::round(v / kPow10[-k]) * kPow10[-k];
  } else {
    // Far from 1 (below 1e-19 or above 1e25, subnormals included), where the powers of ten
    // are inexact or overflow: the C library's decimal rounding, read back.
    char text[40];
    std::snprintf(text, sizeof text, "%.*e", digits - 1, v);
    r = std::strtod(text, nullptr);
  }
  if (!std::isfinite(r))
    return v;  // rounding up past the largest double: the value itself is the nearest
  return r == 0.0 ? 0.0 : r;  // no negative zero
}

QString formatNumber(double v, int digits)
{
  if (std::isnan(v))
    return QStringLiteral("n/a");
  if (std::isinf(v))
    return v > 0 ? QStringLiteral("unbounded") : QStringLiteral("-unbounded");
  const double r = roundSig(v, digits);
  if (r == 0.0)
    return QStringLiteral("0");
  // Between 1e-4 and 1e15, 'g' with ample precision prints the rounded value exactly and
  // without an exponent or trailing zeros. Outside, it takes an exponent anyway: then only the
  // rounded digits, or a subnormal would show the noise of its few bits (9.99999999999997e-311).
  const double a = std::abs(r);
  if (a < 1e-4 || a >= 1e15)
    return localNumber(r, std::clamp(digits, 1, 17));
  return localNumber(r, std::max(digits, 15));
}

QString formatDurationUs(double us, int digits)
{
  const double r = roundSig(us, digits);  // round first, so 999.96 us reads as 1 ms
  if (std::abs(r) < 1000.0)
    return formatNumber(r, digits) + QStringLiteral(" \u00b5s");
  if (std::abs(r) < 1.0e6)
    return formatNumber(r / 1000.0, digits) + QStringLiteral(" ms");
  return formatDurationS(r / 1.0e6, digits);
}

QString formatDurationS(double s, int digits)
{
  const double r = roundSig(s, digits);
  const double a = std::abs(r);
  if (a > 0 && a < 1.0)
    return formatNumber(r * 1000.0, digits) + QStringLiteral(" ms");
  if (a < 600.0)
    return formatNumber(r, digits) + QStringLiteral(" s");
  if (a < 3.0 * 3600.0)
    return formatNumber(r / 60.0, digits) + QStringLiteral(" min");
  if (a < 3.0 * 86400.0)
    return formatNumber(r / 3600.0, digits) + QStringLiteral(" h");
  return formatNumber(r / 86400.0, digits) + QStringLiteral(" days");
}

QString formatSizeMB(double mb, int digits)
{
  const double r = roundSig(mb, digits);
  if (std::abs(r) < 10000.0)
    return formatNumber(r, digits) + QStringLiteral(" MB");
  if (std::abs(r) < 1.0e7)
    return formatNumber(r / 1000.0, digits) + QStringLiteral(" GB");
  return formatNumber(r / 1.0e6, digits) + QStringLiteral(" TB");
}

QString formatChange(double ratio)
{
  if (!std::isfinite(ratio) || ratio < 0)
    return QString();
  if (ratio >= 2.0)
    return QStringLiteral("\u00d7") + formatNumber(ratio, 3);
  const double change = ratio - 1.0;
  const QString shown = formatNumber(std::abs(change) * 100.0, 3);
  if (shown == QStringLiteral("0"))
    return QStringLiteral("no change");
  return (change > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + shown +
         QStringLiteral(" %");
}

QString formatRpm(double rpm)
{
  if (rpm <= 0)
    return QStringLiteral("SSD");
  return formatNumber(rpm / 1000.0, 3) + QLatin1Char('K');
}

namespace {

/// A number already in display scale with the unit's label: "25.28 %", "1.5:1", "16".
QString withUnit(const QString& number, Unit u)
{
  const QString label = unitLabel(u);
  if (label.isEmpty() || number == QLatin1String("n/a"))  // no "n/a Gb/s"
    return number;
  if (u == Unit::Ratio || u == Unit::Factor)
    return number + label;
  return number + QLatin1Char(' ') + label;
}

}  // namespace

QString formatValue(double stored, Unit u, int digits)
{
  if (std::isnan(stored))
    return formatNumber(stored, digits);  // "n/a", never "nan Gb/s" or "n/a ms"
  if (u == Unit::DurationUs)
    return formatDurationUs(stored, digits);
  if (u == Unit::DurationS)
    return formatDurationS(stored, digits);
  if (u == Unit::SizeMB)
    return formatSizeMB(stored, digits);
  return withUnit(formatNumber(toDisplay(stored, u), digits), u);
}

QString formatStored(double stored, Unit u, int digits)
{
  if (u == Unit::Fraction || u == Unit::Ratio || u == Unit::Factor)
    return formatNumber(stored, digits);
  return formatValue(stored, u, digits);
}

QString formatInput(double stored, Unit u)
{
  return localNumber(toDisplay(stored, u), 12);
}

QString formatInputValue(double stored, Unit u)
{
  return withUnit(formatInput(stored, u), u);
}

}  // namespace accel::ui
