#!/usr/bin/env bash
# Renders assets/pieces/{w,b}{K,Q,R,B,N,P}.png from the chess glyphs of the
# DejaVu Sans font (Bitstream Vera licence) with ImageMagick. The PNGs are
# committed; run this only to change their look.
set -euo pipefail
F=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
cd "$(dirname "$0")/../assets/pieces"
declare -A outline=([K]=2654 [Q]=2655 [R]=2656 [B]=2657 [N]=2658 [P]=2659)
declare -A solid=([K]=265A [Q]=265B [R]=265C [B]=265D [N]=265E [P]=265F)
draw() { convert -size 256x256 xc:none -depth 8 -font "$F" -pointsize 230 -gravity center "$@"; }
for p in K Q R B N P; do
  o=$(printf "\\u${outline[$p]}"); s=$(printf "\\u${solid[$p]}")
  # White: a white silhouette with a black rim; the outline glyph adds the
  # inner lines, except for K and B, whose outline glyphs are too dark.
  inner=(-fill black -annotate +0+8 "$o")
  case $p in K|B) inner=();; esac
  draw -fill white -stroke black -strokewidth 8 -annotate +0+8 "$s" \
       -stroke none -fill white -annotate +0+8 "$s" "${inner[@]}" "w$p.png"
  # Black: the solid glyph with a light rim, readable on dark squares.
  draw -fill black -stroke '#f0f0f0' -strokewidth 3 -annotate +0+8 "$s" "b$p.png"
done
