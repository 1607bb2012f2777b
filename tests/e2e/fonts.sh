#!/usr/bin/env bash
# CJK fonts for screenshots only, on a machine without any (Debian's
# Chromium draws boxes for Japanese and Chinese then):
#   tests/e2e/fonts.sh
# installs Noto Sans JP and Noto Sans SC (plain TTFs, from npm) into
# .tools/fonts/ once, and writes .tools/fonts/fonts.conf: the system's
# fontconfig setup plus those fonts, "Noto Sans CJK JP/SC" (the names the
# style sheet asks for) bound to them. A browser started with
# FONTCONFIG_FILE=.tools/fonts/fonts.conf uses them; nothing else does.
# Prints the config's path. Idempotent: skips what is there.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir="$PWD/.tools/fonts"
version=0.4.3
mods="$dir/node_modules/@expo-google-fonts"
if [ ! -f "$mods/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf" ] || [ ! -f "$mods/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf" ]; then
  echo "fonts.sh: installing Noto Sans JP and SC $version from npm into .tools/fonts/" >&2
  mkdir -p "$dir"
  [ -f "$dir/package.json" ] || echo '{"private": true}' > "$dir/package.json"
  npm install --prefix "$dir" --no-audit --no-fund --loglevel=error \
    "@expo-google-fonts/noto-sans-jp@$version" "@expo-google-fonts/noto-sans-sc@$version"
fi
conf="$dir/fonts.conf"
# Regular, medium and bold are all the page uses (of nine weights each).
cat > "$conf.tmp" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>$mods/noto-sans-jp/400Regular</dir>
  <dir>$mods/noto-sans-jp/500Medium</dir>
  <dir>$mods/noto-sans-jp/700Bold</dir>
  <dir>$mods/noto-sans-sc/400Regular</dir>
  <dir>$mods/noto-sans-sc/500Medium</dir>
  <dir>$mods/noto-sans-sc/700Bold</dir>
  <cachedir>$dir/cache</cachedir>
  <alias binding="same"><family>Noto Sans CJK JP</family><prefer><family>Noto Sans JP</family></prefer></alias>
  <alias binding="same"><family>Noto Sans CJK SC</family><prefer><family>Noto Sans SC</family></prefer></alias>
</fontconfig>
EOF
if cmp -s "$conf.tmp" "$conf"; then rm "$conf.tmp"; else mv "$conf.tmp" "$conf"; fi
echo "$conf"
