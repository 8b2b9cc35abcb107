#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
#
# Checks an AppDir (deploy.sh): AppRun runs both executables in a bare environment, Qt and its
# plugins load from the AppDir, the examples evaluate as pinned, the report is written, the
# installed presets are found. Usage: check.sh APPDIR VERSION
set -euo pipefail
appdir=$(cd "$1" && pwd)
version=$2
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
bare() { env -i PATH=/usr/bin:/bin HOME="$tmp" "$@"; }

bare "$appdir/AppRun" cli --version | head -1 | grep -qx "accelsizer-cli $version" ||
  fail "AppRun cli --version"
for example in "$appdir"/usr/share/accelsizer/examples/*.accelsizer.json; do
  stem=$(basename "$example" .accelsizer.json)
  bare "$appdir/AppRun" cli evaluate "$example" >"$tmp/$stem.txt"
  cmp -s "$tmp/$stem.txt" "$root/tests/data/expected/$stem.summary.txt" ||
    fail "AppRun cli evaluate $stem differs from the pinned output"
done
bare QT_DEBUG_PLUGINS=1 "$appdir/AppRun" cli report \
  "$appdir/usr/share/accelsizer/examples/build-cluster-1gbe.accelsizer.json" -o "$tmp/r.pdf" \
  2>"$tmp/plugins.log"
[ -s "$tmp/r.pdf" ] || fail "AppRun cli report wrote nothing"
bare "$appdir/AppRun" cli presets | grep -q "$appdir/usr/share/accelsizer/presets" ||
  fail "the AppDir's presets are not read"
bare QT_QPA_PLATFORM=offscreen QT_DEBUG_PLUGINS=1 "$appdir/AppRun" --version \
  >"$tmp/gui.txt" 2>>"$tmp/plugins.log"
grep -q "$version" "$tmp/gui.txt" || fail "AppRun --version"
# Every Qt library and plugin loaded comes from the AppDir.
LD_LIBRARY_PATH="$appdir/usr/lib" ldd "$appdir/usr/bin/accelsizer" >"$tmp/ldd.txt"
for lib in libQt6Core libQt6Gui libQt6Widgets libQCustomPlotQt6; do
  grep "$lib" "$tmp/ldd.txt" | grep -q "$appdir/usr/lib/" || fail "$lib is not the AppDir's"
done
grep -q "\"$appdir/usr/plugins/platforms/libqoffscreen.so\" loaded library" "$tmp/plugins.log" ||
  fail "the offscreen platform plugin is not the AppDir's"
if grep "loaded library" "$tmp/plugins.log" | grep -v "$appdir" | grep -q .; then
  fail "plugins from outside the AppDir: $(grep "loaded library" "$tmp/plugins.log" | grep -v "$appdir")"
fi
echo "The AppDir $appdir passed: $(du -sh "$appdir" | cut -f1)"
