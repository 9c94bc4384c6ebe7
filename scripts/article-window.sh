#!/usr/bin/env bash
# The article window a player reads (11.9), under a window manager: the
# real program under Xvfb at 1920x1080 with openbox, driven by xdotool.
# A 2023 rapid game (imported from a PGN) gets a first illegal move
# (Ctrl+I, Enter); the ruling panel's "Show in this language" opens the
# cited articles full screen in French. The script checks that the window
# covers the whole screen and that its right edge is painted, and saves
# the screenshot: 7.5.5 shows the 2023 rule in our words first (one
# minute in rapid, A.3) and the 2018 text below it as the older wording.
#
#   scripts/article-window.sh [SHOT.png]   (default: docs/article-window-2023-fr.png)
#
# Needs Xvfb, openbox, xdotool and ImageMagick (scripts/deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
shot=${1:-docs/article-window-2023-fr.png}
tmp=$(mktemp -d)
. scripts/lib/display.sh
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  display_stop
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() { import -window root "$tmp/failed.png" 2>/dev/null && cp "$tmp/failed.png" "${shot%.png}-failed.png"; echo "article-window: $*" >&2; exit 1; }

echo "article-window: building bin/arbiter and arbiterctl (the first build takes minutes)"
go build -tags "$TAGS" -o "$tmp/arbiter" ./cmd/arbiter
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl
cat >"$tmp/game.pgn" <<'PGN'
[Event "Rapid 2023"]
[Site "Oslo"]
[Date "2026.11.27"]
[Round "1"]
[White "Hoffmann, Jonas"]
[Black "Santos, Joao"]
[Result "*"]
[TimeControl "900+10"]

1. e4 e5 2. Nf3 *
PGN
"$tmp/arbiterctl" db import "$tmp/event.db" "$tmp/game.pgn" --edition 2023 --game-type rapid >/dev/null

display_start 1920x1080 openbox
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
mkdir -p "$HOME" "$XDG_CONFIG_HOME"
"$tmp/arbiter" -db "$tmp/event.db" -lang en >"$tmp/app.log" 2>&1 &
pids+=($!)
for _ in $(seq 300); do xdotool search --name "^Arbiter Console$" >/dev/null 2>&1 && break; sleep 0.1; done
sleep 2

# geometry NAME: the window's client position and size, as X Y W H
geometry() {
  local w; w=$(xdotool search --name "$1" | tail -1)
  xdotool getwindowgeometry --shell "$w" | awk -F= '/^X=/{x=$2}/^Y=/{y=$2}/^WIDTH=/{w=$2}/^HEIGHT=/{h=$2}END{print x, y, w, h}'
}
# at NAME DX DY: click at DX, DY from the top left of window NAME
at() { read -r x y _ _ < <(geometry "$1"); xdotool mousemove $((x + $2)) $((y + $3)) click 1; sleep "${4:-1}"; }

at "^Arbiter Console$" 201 184 2.5        # board 1's tile: its board window
xdotool search --name "^Board 1$" >/dev/null || fail "no board window"
xdotool key ctrl+i; sleep 1.5             # Illegal move...
xdotool key Return; sleep 2.5             # Record: the ruling panel
at "^Board 1$" 112 685 1                  # the language list
at "^Board 1$" 68 588 0.7                 # fr
at "^Board 1$" 273 685 3                  # Show in this language
xdotool search --name "^Laws of Chess for fr$" >/dev/null || fail "no article window"
read -r x y w h < <(geometry "^Laws of Chess for fr$")
import -window root "$tmp/shot.png"
cp "$tmp/shot.png" "$shot"
screen=$(xdpyinfo | awk '/dimensions:/{print $2}')
[ "${w}x${h}" = "$screen" ] || fail "the article window is ${w}x${h} at $x,$y on a $screen screen"
# The right edge of the window is painted (the theme's background, not
# the black of an undrawn X window).
edge=$(convert "$tmp/shot.png" -crop 8x400+1904+300 -format '%[fx:mean]' info:)
awk -v m="$edge" 'BEGIN{exit !(m > 0.5)}' || fail "the right edge of the article window is not painted (mean $edge)"
echo "article-window: \"Laws of Chess for fr\" is ${w}x${h} at $x,$y on a $screen screen, painted to the right edge (mean $edge); screenshot $shot"
