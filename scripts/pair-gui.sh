#!/usr/bin/env bash
# The pairing program through the console's windows, under Xvfb, for the
# screenshots of docs/pairing.md:
#
#   scripts/pair-gui.sh PROGRAM [OUTDIR]
#
# PROGRAM is bbpPairings' executable (docs/pairing.md says how to build it).
# Rounds 1 and 2 of the 30-player Swiss of scripts/bbp-loop.sh are paired
# and played with arbiterctl, with a withdrawal (17 from round 3) and byes
# granted (12 in round 3, 5 in round 4); then the console closes round 2
# (File > Close round), is given the program (Round > Pairing program…),
# takes a late entry (Round > Between rounds…) and pairs round 3 (Round >
# Pair next round…, confirmed). OUTDIR gets pairing-program.png,
# between-rounds.png, pairing-confirm.png, round-paired.png, the database
# and the app's log; the script fails if round 3 is not the program's list.
#
# The clicks are at the places the console's windows have at 1600x960 in a
# 1920x1080 screen without a window manager; a change of layout moves them.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
prog=$(realpath "${1:?usage: scripts/pair-gui.sh PROGRAM [OUTDIR]}")
out=$(realpath -m "${2:-$(mktemp -d)}")
mkdir -p "$out"
tmp=$(mktemp -d)
. scripts/lib/display.sh
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null || true
  display_stop
  rm -rf "$tmp" || true
}
trap cleanup EXIT

go build -tags "$TAGS" -o "$tmp/arbiter" ./cmd/arbiter
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl
actl="$tmp/arbiterctl"
db="$out/gui.db"
rm -f "$db" "$db".lock "$out"/gui.round*.db
{
  printf '012 Arbiter Console bbpPairings loop\n022 Oslo\n032 NOR\n042 2026/11/27\n052 2026/11/29\n'
  printf '092 Individual: Swiss-System\n102 Nilsen, Kari\n122 90 min/40 moves + 30 min + 30 sec/move\nXXR 5\nXXC white1\n'
  for i in $(seq 1 30); do
    printf '001 %4d m    %-33s %4d NOR %11d %-10s\n' "$i" "Player$(printf %02d "$i"), Test" $((2400 - i * 13)) $((1500000 + i)) 1990/01/01
  done
} > "$tmp/players.trf"
"$actl" db import "$db" "$tmp/players.trf" > /dev/null
for r in 1 2; do
  "$actl" db pair "$db" --program "$prog" > /dev/null 2>&1
  "$actl" db export "$db" 1 --format pairings --round "$r" | tail -n +2 | awk '{print NR, $1, $2}' |
  while read -r board white black; do
    [ "$black" = 0 ] && continue
    result=$(case $(( (white + black + r) % 3 )) in 0) echo '1-0' ;; 1) echo '0-1' ;; *) echo '½-½' ;; esac)
    "$actl" db do "$db" "$board" "{\"kind\":\"result\",\"result\":\"$result\"}" > /dev/null
  done
done
"$actl" db withdraw "$db" 17 --from 3 > /dev/null
"$actl" db bye "$db" 5 4 --points 0.5 > /dev/null
"$actl" db bye "$db" 12 3 --points 0 > /dev/null

export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
mkdir -p "$HOME/.cache" "$XDG_CONFIG_HOME"
# the console at 1600x960, where the clicks below are measured (the
# console otherwise fills the screen on its first start)
prefs="$XDG_CONFIG_HOME/fyne/org.arbiterconsole.arbiter"
mkdir -p "$prefs"
printf '{"ui.console.maximised":false,"ui.console.width":1600,"ui.console.height":960}\n' >"$prefs/preferences.json"
display_start 1920x1080 || { echo "pair-gui: no X server"; exit 1; }
"$tmp/arbiter" -db "$db" -lang en > "$out/app.log" 2>&1 &
app_pid=$!
for _ in $(seq 300); do xdotool search --name "Arbiter Console" > /dev/null 2>&1 && break; sleep 0.1; done
sleep 3

click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.6}"; }
type_at() { click "$1" "$2" 0.3; xdotool type --delay 10 "$3"; }
round_menu() { click 130 13 0.7; click 167 "$1" "${2:-1}"; }

click 26 13 0.7; click 61 244 1      # File > Close round...
xdotool key Return; sleep 2; xdotool key Escape; sleep 0.5

round_menu 577                       # Round > Pairing program...
xdotool key ctrl+a; xdotool type --delay 10 "$prog"; sleep 0.5
import -window root -crop 764x282+418+338 "$out/pairing-program.png"
click 845 585 1                      # Save

round_menu 539 1.5                   # Round > Between rounds...
type_at 495 456 "Late, Lena"; type_at 495 495 "1650"; type_at 495 573 "NOR"; sleep 0.5
import -window root -crop 900x760+0+0 "$out/between-rounds.png"
click 62 651 1.5                     # Add the player
click 450 417 0.8                    # OK to "Late, Lena joins with start rank 31"
click 29 737 1                       # Close

"$actl" db export "$db" 1 --format trf > "$tmp/round3-input.trf" 2> /dev/null || true
round_menu 499 4                     # Round > Pair next round...
import -window root -crop 1004x724+298+118 "$out/pairing-confirm.png"
xdotool key Return; sleep 3          # Store this pairing
xdotool key Escape; sleep 1
import -window root -crop 1600x960+0+0 "$out/round-paired.png"
kill "$app_pid"; wait "$app_pid" 2> /dev/null || true; app_pid=""

"$prog" --dutch "$tmp/round3-input.trf" -p "$out/round3-expected.txt"
"$actl" db export "$db" 1 --format pairings --round 3 > "$out/round3-stored.txt"
diff -u "$out/round3-expected.txt" "$out/round3-stored.txt"
if grep -qiE 'panic|fatal' "$out/app.log"; then echo "pair-gui: the app log shows an error"; cat "$out/app.log"; exit 1; fi
echo "pair-gui: round 3 paired in the console is the program's list; screenshots in $out"
