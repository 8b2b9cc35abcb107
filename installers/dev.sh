#!/usr/bin/env bash
# AccelSizer developer entry point (the README's Quick start).
#
#   installers/dev.sh run    install missing packages, build, open the GUI on the example
#                            (without a display: print the example's evaluation, write its
#                            PDF report to build/example-report.pdf and print that path)
#   installers/dev.sh test   install missing packages, build, build the Debian package and the
#                            AppDir and check them (installers/package.sh), run the whole
#                            test suite
#
# Both are idempotent: packages already installed are not touched, and the build is
# incremental. Debian 12 (bookworm) packages only.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${ACCELSIZER_BUILD_DIR:-$root/build}"
example="$root/resources/examples/build-cluster-1gbe.accelsizer.json"

# What the build, the GUI and the tests need.
packages=(
  cmake ninja-build g++                 # tool chain
  qt6-base-dev libqt6svg6               # Qt 6 Widgets; SVG for the icon
  libqcustomplot-dev                    # charts (Qt 5 and Qt 6 builds)
  libeigen3-dev                         # the model's linear algebra
  libssl-dev                            # SHA-256 of imported measured files (libcrypto)
  catch2                                # tests (Catch2 2.13)
  clang-format                          # the formatting check
  fonts-dejavu-core                     # the PDF report's font (embedded in the PDF)
  poppler-utils                         # tests read the PDF report back (pdftotext, pdfinfo)
  qt6-tools-dev qt6-l10n-tools          # translations: lupdate, lrelease, qt_add_translations
  qt6-translations-l10n                 # Qt's own dialogs in German
  python3 python3-jsonschema            # the scenario schema checked by an independent validator
  man-db groff-base                     # the manual pages checked as lintian does
  desktop-file-utils appstream          # the desktop entry and the AppStream metainfo validated
  shared-mime-info                      # the MIME type compiled
  dpkg-dev fakeroot lintian file        # the Debian package: built, checked (installers/package.sh)
)

usage() {
  sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  exit 2
}

missing_packages() {
  local p
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || echo "$p"
  done
}

install_dependencies() {
  local missing
  missing=$(missing_packages)
  [ -z "$missing" ] && return 0
  echo "Installing missing packages:" $missing
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: need root or sudo to install:" $missing >&2; exit 1; }
    sudo="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086
  if ! $sudo apt-get install -y --no-install-recommends $missing; then
    $sudo apt-get update
    # shellcheck disable=SC2086
    $sudo apt-get install -y --no-install-recommends $missing
  fi
}

build_all() {
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DACCELSIZER_WERROR=ON
  fi
  cmake --build "$build" --parallel "$(nproc)"
}

case "${1:-}" in
  run)
    install_dependencies
    build_all
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
      exec "$build/app/accelsizer" "$example"
    fi
    echo "No display (neither DISPLAY nor WAYLAND_DISPLAY is set): the GUI cannot open."
    echo "Here is the example scenario's evaluation from accelsizer-cli instead:"
    echo
    "$build/app/accelsizer-cli" evaluate "$example"
    report="$build/example-report.pdf"
    "$build/app/accelsizer-cli" report "$example" -o "$report"
    echo
    echo "The example scenario's PDF sizing report: $report"
    ;;
  test)
    install_dependencies
    build_all
    # The package a user installs: a Release build of its own, lintian, then run from an
    # unpacked copy (installers/package.sh; build-package/ and build-release/).
    "$root/installers/package.sh" deb
    "$root/installers/package.sh" test
    "$root/installers/package.sh" appimage
    cd "$build"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)"
    ;;
  *)
    usage
    ;;
esac
