#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
#
# AccelSizer packages (installers/README.md).
#
#   installers/package.sh deb        build the Debian package: a Release build with Debian's
#                                    hardening flags, stripped, into $ACCELSIZER_PACKAGE_DIR
#                                    (default build-package/), its debug information split
#                                    off into the accelsizer-dbgsym package beside it
#   installers/package.sh test       check the package built by `deb` (building it first when
#                                    there is none): lintian, then unpacked into a temporary
#                                    root, its executables run from there, its desktop entry,
#                                    metainfo, MIME type, manual pages and schema validated
#   installers/package.sh appimage   build an AppDir (the application with the Qt libraries and
#                                    plugins it loads, and AppRun) from the same Release build
#                                    and check it runs with those libraries; with appimagetool
#                                    on the PATH, also the single-file AppImage
#
# The Release build lives in $ACCELSIZER_PACKAGE_BUILD_DIR (default build-release/). Debian 12
# packages only (installers/dev.sh installs them).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
pkgdir="${ACCELSIZER_PACKAGE_DIR:-$root/build-package}"
build="${ACCELSIZER_PACKAGE_BUILD_DIR:-$root/build-release}"
mkdir -p "$pkgdir"
pkgdir=$(cd "$pkgdir" && pwd)

usage() {
  sed -n '5,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  exit 2
}

say() { printf '\n== %s\n' "$*"; }
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

version() {
  sed -n 's/^  VERSION \([0-9.]*\)$/\1/p' "$root/CMakeLists.txt" | head -1
}

release_build() {
  say "Release build in $build"
  if [ ! -f "$build/build.ninja" ]; then
    # Debian's build flags, hardening included (fortified functions, stack protector, full
    # RELRO, immediate binding, PIE) with debug information (-g), which `cpack -G DEB` splits
    # off into the accelsizer-dbgsym package (installers/cpack-options.cmake), uncompressed
    # as the package's checks know it.
    local cxxflags ldflags cppflags
    export DEB_BUILD_MAINT_OPTIONS="hardening=+all"
    cppflags=$(dpkg-buildflags --get CPPFLAGS)
    cxxflags=$(dpkg-buildflags --get CXXFLAGS)
    ldflags=$(dpkg-buildflags --get LDFLAGS)
    local launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    CXXFLAGS="$cppflags $cxxflags" LDFLAGS="$ldflags" \
      cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_SKIP_INSTALL_RPATH=ON \
      -DACCELSIZER_BUILD_TESTS=OFF -DACCELSIZER_COMPRESSED_DEBUG=OFF "${launcher[@]}"
  fi
  cmake --build "$build" --parallel "$(nproc)"
}

deb_file() {
  local v
  v=$(version)
  echo "$pkgdir/accelsizer_${v}_$(dpkg --print-architecture).deb"
}

dbgsym_file() {
  local v
  v=$(version)
  echo "$pkgdir/accelsizer-dbgsym_${v}_$(dpkg --print-architecture).ddeb"
}

build_deb() {
  release_build
  say "Debian package"
  rm -f "$pkgdir"/accelsizer_*.deb "$pkgdir"/accelsizer-dbgsym_*.ddeb
  (cd "$build" && cpack -G DEB -B "$pkgdir" >/dev/null)
  rm -rf "$pkgdir/_CPack_Packages"
  local deb
  deb=$(deb_file)
  [ -f "$deb" ] || fail "cpack made no $deb"
  [ -f "$(dbgsym_file)" ] || fail "cpack made no $(dbgsym_file)"
  ls -l "$deb" "$(dbgsym_file)"
}

check_deb() {
  local deb
  deb=$(deb_file)
  [ -f "$deb" ] || build_deb
  local v
  v=$(version)
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT

  say "Control fields"
  dpkg-deb --field "$deb" Package Version Architecture Depends Recommends Section
  local depends
  depends=$(dpkg-deb --field "$deb" Depends)
  for lib in libqt6widgets6 libqt6gui6 libqcustomplot2.1-qt6 libc6 libstdc++6 libqt6svg6 \
    fonts-dejavu-core; do
    grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib: $depends"
  done
  [ "$(dpkg-deb --field "$deb" Description | wc -l)" -gt 5 ] || fail "no extended description"

  say "lintian"
  # Errors and warnings fail; each override the package carries is explained in
  # installers/README.md.
  lintian --fail-on error,warning --display-info --no-tag-display-limit "$deb"

  say "Unpacked into $tmp"
  dpkg-deb -x "$deb" "$tmp"
  local usr="$tmp/usr"
  for f in bin/accelsizer bin/accelsizer-cli \
    share/applications/accelsizer.desktop \
    share/metainfo/example.accelsizer.AccelSizer.metainfo.xml \
    share/mime/packages/accelsizer.xml \
    share/icons/hicolor/scalable/apps/accelsizer.svg \
    share/icons/hicolor/scalable/mimetypes/application-x-accelsizer-scenario+json.svg \
    share/man/man1/accelsizer.1.gz share/man/man1/accelsizer-cli.1.gz \
    share/doc/accelsizer/copyright share/doc/accelsizer/changelog.gz \
    share/doc/accelsizer/README.md share/doc/accelsizer/THIRD-PARTY-NOTICES.md \
    share/doc/accelsizer/models share/doc/accelsizer/examples/clone-race.accelsizer.json \
    share/accelsizer/presets/devices.json share/accelsizer/presets/disks.json \
    share/accelsizer/presets/links.json \
    share/accelsizer/schema/accelsizer-scenario-1.schema.json; do
    [ -e "$usr/$f" ] || fail "the package has no /usr/$f"
  done
  for exe in "$usr/bin/accelsizer" "$usr/bin/accelsizer-cli"; do
    file -L "$exe" | grep -q ', stripped' || fail "$exe is not stripped: $(file -L "$exe")"
  done

  say "Debug information in $(basename "$(dbgsym_file)")"
  # Each executable's debug information is in the dbgsym package under its build ID, and the
  # executable names it (.gnu_debuglink).
  dpkg-deb -x "$(dbgsym_file)" "$tmp/dbgsym"
  for exe in "$usr/bin/accelsizer" "$usr/bin/accelsizer-cli"; do
    local id debug
    id=$(readelf -n "$exe" 2>/dev/null | sed -n 's/^ *Build ID: *//p')
    [ -n "$id" ] || fail "$exe has no build ID"
    debug="$tmp/dbgsym/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug"
    [ -f "$debug" ] || fail "no debug information for $exe (build ID $id) in the dbgsym package"
    readelf -S "$debug" 2>/dev/null | grep -q '\.debug_info' || fail "$debug has no .debug_info"
    readelf -S "$exe" | grep -q '\.gnu_debuglink' || fail "$exe has no .gnu_debuglink"
    echo "$(basename "$exe"): build ID $id, $(du -h "$debug" | cut -f1) of debug information"
  done

  say "Run from the unpacked package"
  local cli="$usr/bin/accelsizer-cli"
  "$cli" --version | head -1 | grep -qx "accelsizer-cli $v" || fail "--version: $("$cli" --version)"
  local ex="$usr/share/accelsizer/examples"
  for example in "$ex"/*.accelsizer.json; do
    local stem
    stem=$(basename "$example" .accelsizer.json)
    # The packaged Release binary prints what the tests pin for the development build.
    "$cli" evaluate "$example" >"$tmp/$stem.summary.txt"
    cmp "$tmp/$stem.summary.txt" "$root/tests/data/expected/$stem.summary.txt" ||
      fail "evaluate $stem differs from tests/data/expected/$stem.summary.txt"
    "$cli" evaluate "$example" --json >"$tmp/$stem.results.json"
    cmp "$tmp/$stem.results.json" "$root/tests/data/expected/$stem.results.json" ||
      fail "evaluate $stem --json differs from tests/data/expected/$stem.results.json"
  done
  echo "evaluate: the $(ls "$ex"/*.accelsizer.json | wc -l) examples as pinned"
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$cli" report \
    "$ex/build-cluster-1gbe.accelsizer.json" -o "$tmp/report.pdf"
  pdfinfo "$tmp/report.pdf" | grep -q '^Pages: *[1-9]' || fail "report: no pages"
  echo "report: $(pdfinfo "$tmp/report.pdf" | sed -n 's/^Pages: *//p') pages"
  "$cli" schema --json-schema | cmp - "$usr/share/accelsizer/schema/accelsizer-scenario-1.schema.json" ||
    fail "the installed schema is not the one accelsizer-cli writes"
  # The installed presets are found next to the executable.
  "$cli" presets 2>"$tmp/presets.err" | grep -q "$usr/share/accelsizer/presets" ||
    fail "presets: the installed folder is not read"
  [ ! -s "$tmp/presets.err" ] || fail "presets: $(cat "$tmp/presets.err")"
  QT_QPA_PLATFORM=offscreen "$usr/bin/accelsizer" --version | grep -q "$v" ||
    fail "accelsizer --version"

  say "Desktop entry, metainfo, MIME type, manual pages"
  desktop-file-validate "$usr/share/applications/accelsizer.desktop"
  appstreamcli validate --no-net --explain \
    "$usr/share/metainfo/example.accelsizer.AccelSizer.metainfo.xml"
  update-mime-database "$usr/share/mime" >/dev/null
  grep -q 'application/x-accelsizer-scenario+json:\*\.accelsizer\.json' "$usr/share/mime/globs2" ||
    fail "the MIME type does not register *.accelsizer.json"
  for page in accelsizer accelsizer-cli; do
    local warnings
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
      man --warnings -E UTF-8 -l -Tutf8 -Z "$usr/share/man/man1/$page.1.gz" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "man $page: $warnings"
  done
  say "The package $deb passed"
}

build_appimage() {
  release_build
  local v arch appdir
  v=$(version)
  arch=$(uname -m)
  appdir="$pkgdir/AccelSizer.AppDir"
  say "AppDir in $appdir"
  rm -rf "$appdir"
  DESTDIR="$appdir" cmake --install "$build" --prefix /usr --strip >/dev/null
  "$root/installers/appimage/deploy.sh" "$appdir"
  say "Check the AppDir runs on its own libraries"
  "$root/installers/appimage/check.sh" "$appdir" "$v"
  if command -v appimagetool >/dev/null; then
    ARCH="$arch" appimagetool --no-appstream "$appdir" "$pkgdir/AccelSizer-$v-$arch.AppImage"
  else
    # The single file needs appimagetool (not packaged by Debian); the AppDir is complete.
    tar -C "$pkgdir" -czf "$pkgdir/AccelSizer-$v-$arch.AppDir.tar.gz" "$(basename "$appdir")"
    echo "appimagetool is not installed: wrote $pkgdir/AccelSizer-$v-$arch.AppDir.tar.gz"
  fi
}

case "${1:-}" in
  deb) build_deb ;;
  test) check_deb ;;
  appimage) build_appimage ;;
  *) usage ;;
esac
