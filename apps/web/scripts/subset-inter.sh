#!/bin/sh
# Rebuilds src/assets/fonts/inter-latin-wght-normal.woff2 (decisions 146 and 145): Inter's
# variable Latin face from @fontsource-variable/inter, its weight axis cut to the weights the
# site uses (400 normal, 500 medium, 600 semibold, 700 bold: the @font-face declares 400 700),
# then cut to what Spanish pages show (ASCII, Latin-1 — ñ, á, ¿, ¡, and ã, ç for names —
# dashes, quotes, bullet, ellipsis, guillemets, euro, minus) and to the OpenType features the
# site uses (kerning, ligatures, marks, tabular figures): 48 KB → 36 KB → 25.6 KB.
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -e
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer \
  ../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  wght=400:700 --output="$tmp/inter-400-700.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/inter-400-700.ttf" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2212' \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum,case' \
  --flavor=woff2 --output-file=src/assets/fonts/inter-latin-wght-normal.woff2
ls -l src/assets/fonts/inter-latin-wght-normal.woff2
