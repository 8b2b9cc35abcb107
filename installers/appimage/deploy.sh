#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
#
# Makes an installed tree (DESTDIR=AppDir cmake --install ... --prefix /usr) a self-contained
# AppDir: the Qt libraries and the plugins the application loads, everything they link except
# what every Linux desktop has and must match its own (the C library, the C++ runtime, the
# graphics drivers, X11's core, fontconfig and freetype), qt.conf, AppRun, and the desktop
# entry and icon at the top. The result runs on distributions at least as new as the one it
# was built on (glibc 2.36 and GCC 12's C++ runtime for Debian 12).
# Usage: deploy.sh APPDIR
set -euo pipefail
appdir=$(cd "$1" && pwd)
usr="$appdir/usr"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

plugins=$(qtpaths6 --query QT_INSTALL_PLUGINS)
translations=$(qtpaths6 --query QT_INSTALL_TRANSLATIONS)

# The plugins: windows on X11 and Wayland, offscreen (accelsizer-cli report), SVG icons and
# images, compose keys.
mkdir -p "$usr/plugins" "$usr/lib" "$usr/translations"
for p in platforms/libqxcb.so platforms/libqoffscreen.so platforms/libqwayland-generic.so \
  platforms/libqwayland-egl.so wayland-shell-integration wayland-decoration-client \
  wayland-graphics-integration-client xcbglintegrations imageformats/libqsvg.so \
  iconengines/libqsvgicon.so platforminputcontexts/libcomposeplatforminputcontextplugin.so; do
  [ -e "$plugins/$p" ] || continue
  mkdir -p "$usr/plugins/$(dirname "$p")"
  cp -a "$plugins/$p" "$usr/plugins/$(dirname "$p")/"
done
# Qt's own words in the languages the application speaks.
for qm in "$translations"/qtbase_de.qm; do
  [ -e "$qm" ] && cp "$qm" "$usr/translations/"
done

# What the host provides (and must: these follow its kernel, drivers, fonts and C library).
excluded='^(ld-linux.*|libc|libm|libdl|libpthread|librt|libresolv|libutil|libanl|libnsl|libgcc_s|libstdc\+\+|libGL|libGLX|libGLdispatch|libOpenGL|libEGL|libGLESv2|libdrm|libgbm|libvulkan|libX11|libX11-xcb|libxcb|libXau|libXdmcp|libfontconfig|libfreetype|libexpat|libz|libasound|libudev|libdbus-1|libgpg-error|libcom_err|libkeyutils|libselinux|libsystemd)\.so'

elves=()
while IFS= read -r -d '' f; do
  file -b "$f" | grep -q '^ELF' && elves+=("$f")
done < <(find "$usr/bin" "$usr/plugins" -type f -print0)
for elf in "${elves[@]}"; do
  ldd "$elf" | awk '/=> \// { print $3 }'
done | sort -u | while read -r lib; do
  name=$(basename "$lib")
  [[ "$name" =~ $excluded ]] && continue
  cp -L "$lib" "$usr/lib/$name"
done

cat >"$usr/bin/qt.conf" <<'CONF'
[Paths]
Prefix = ..
Plugins = plugins
Translations = translations
CONF

install -m 755 "$here/AppRun" "$appdir/AppRun"
cp "$usr/share/applications/accelsizer.desktop" "$appdir/"
cp "$usr/share/icons/hicolor/scalable/apps/accelsizer.svg" "$appdir/"
ln -sf accelsizer.svg "$appdir/.DirIcon"
echo "AppDir: $(find "$usr/lib" -name '*.so*' | wc -l) libraries, $(find "$usr/plugins" -name '*.so' | wc -l) plugins"
