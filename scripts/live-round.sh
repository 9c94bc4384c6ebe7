#!/usr/bin/env bash
# A live round at full speed through the real GUI, in French, on a
# 1920x1080 screen under Xvfb with openbox as the window manager, driven
# by xdotool; screenshots with ImageMagick's import.
#
#   scripts/live-round.sh [OUTDIR]         the round, then the wall and
#                                          the hall screen at 40 and 200
#                                          boards (default: a temporary
#                                          folder)
#
# The round (scripts/liveevent: 42 boards, 15+10, default time 0:00):
#   1. Ronde > Pointage...: every player checked in by keys ("5" Enter for
#      both players of board 5), except Black of board 17 ("17B": White
#      only);
#   2. Ronde > Lancer la ronde; the default-time screen opens by itself
#      and lists only board 17's Black, with his clock; a click on
#      "Confirmer la perte" defaults him;
#   3. incidents from the keyboard: board 1, four moves in French notation
#      and an illegal move (Ctrl+I, Enter); board 2, a move and a draw
#      offer (Ctrl+D, Enter); board 3, a ringing phone (Ctrl+E, Enter:
#      the game is lost); each board window closed with Esc;
#   4. Ronde > Saisir les résultats...: the 40 results left, one key and
#      Enter a board;
#   5. Fichier > Clôturer la ronde..., and the hall screen's standings.
# Then it checks the record with arbiterctl: 42 results, board 17 "+/-"
# by default, presence marks in the games' logs.
#
# The clicks are at the places the maximised console has on 1920x1080
# under openbox; a change of layout moves them: look at OUTDIR/steps/.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
out=${1:-$(mktemp -d)}
mkdir -p "$out/steps"
tmp=$(mktemp -d)
. scripts/lib/display.sh
app_pid=""
stop_app() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null || true; fi
  app_pid=""
}
cleanup() {
  stop_app
  display_stop
  rm -rf "$tmp" || true
}
trap cleanup EXIT

echo "live-round: building the console and arbiterctl"
go build -tags "$TAGS" -o "$tmp/arbiter" ./cmd/arbiter
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl
go run -tags "$TAGS" ./scripts/liveevent "$tmp/round.db" 42
# The console's settings and caches in a home of its own (after the go
# commands, which keep the user's module cache).
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
mkdir -p "$HOME/.cache" "$XDG_CONFIG_HOME"

display_start 1920x1080 openbox

step=0
shot() { step=$((step + 1)); import -window root "$out/steps/$(printf %02d $step)-$1.png"; }
fail() { shot failed; echo "live-round: $*"; cat "$tmp/app.log"; exit 1; }
# click X Y [PAUSE]: the pointer rests before the click, so that a loaded
# machine's app has seen it arrive
click() { xdotool mousemove "$1" "$2"; sleep 0.4; xdotool click 1; sleep "${3:-0.6}"; }
key() { xdotool key "$@"; sleep "${KEYPAUSE:-0.6}"; }
typed() { xdotool type --delay 40 "$1"; }
round_menu() { click 182 33; click 250 "$1" "${2:-1.5}"; }   # Ronde > the item at y
file_menu() { click 37 33; click 80 "$1" "${2:-1.5}"; }      # Fichier > the item at y
# start DB: the console in French on DB, maximised, once its window is up
start() {
  "$tmp/arbiter" -lang fr -db "$1" >"$tmp/app.log" 2>&1 &
  app_pid=$!
  for _ in $(seq 300); do xdotool search --name "^Arbiter Console$" >/dev/null 2>&1 && break; sleep 0.1; done
  sleep 4
}
# window NAME: the id of the last window whose name is NAME
window() { xdotool search --name "^$1\$" 2>/dev/null | tail -1 || true; }

start "$tmp/round.db"
shot wall-before

# 1. The check-in.
round_menu 353
for b in $(seq 1 42); do
  if [ "$b" = 17 ]; then typed "17B"; else typed "$b"; xdotool key Return; fi
done
sleep 6
shot checkin
import -window root "$out/live-checkin.png"
key Escape

# 2. The start, and the default-time screen (checked every 5 s).
round_menu 103 2
# every board's start is stored (a loaded machine takes seconds), then
# the note "White's clock started on every board" is closed
started() {
  for g in $(seq 42); do
    "$tmp/arbiterctl" db events "$tmp/round.db" "$g" 2>/dev/null | grep -q '"kind":"start"' || return 1
  done
}
for _ in $(seq 60); do started && break; sleep 1; done
started || fail "the round did not start on every board within a minute"
sleep 2
key Escape
sleep 7
round_menu 309 2           # Retard toléré...: the screen, had Esc closed it
shot default-time
import -window root "$out/live-default-time.png"
click 1471 417 3            # Confirmer la perte: board 17's Black
shot defaulted

# 3. Incidents, from the keyboard.
typed 1; key Return; sleep 2
[ -n "$(window "Échiquier 1")" ] || fail "typing 1 and Enter did not open board 1's window"
for m in e4 e5 Cf3 Cc6; do typed "$m"; key Return; done
key ctrl+i; key Return; sleep 1
shot illegal-move
import -window root "$out/live-illegal-move.png"
key Escape; key Escape
[ -z "$(window "Échiquier 1")" ] || fail "Esc did not close board 1's window"
typed 2; key Return; sleep 2
typed d4; key Return
key ctrl+d; key Return; sleep 1
shot draw-offer
key Escape; key Escape
typed 3; key Return; sleep 2
key ctrl+e; key Return; sleep 1
shot phone
key Escape; key Escape
sleep 1
shot incidents

# 4. The results: the next unfinished board is proposed, one key and
# Enter a board.
round_menu 392
start_results=$(date +%s.%N)
keys=(1 0 = 1 = 0 1 1 0 = + 1 0 = 1 0 1 = 0 1 = 1 0 0 1 = 1 0 - 1 0 = 1 1 0 = 1 0 = 1)
for k in "${keys[@]}"; do
  xdotool type "$k"; xdotool key Return
done
typed_results=$(echo "$(date +%s.%N) - $start_results" | bc)
sleep 8
shot results
import -window root "$out/live-results.png"
key Escape

# 5. Closing the round, and the hall screen's standings.
file_menu 264
key Return; sleep 3
shot closed
key Escape
round_menu 431 3
hall=$(window "Arbiter Console · salle")
[ -n "$hall" ] || fail "the hall screen did not open"
xdotool windowactivate --sync "$hall" key F11; sleep 3
shot hall-standings
import -window root "$out/live-hall-standings.png"
stop_app

# The record, read back with arbiterctl.
"$tmp/arbiterctl" db export "$tmp/round.db" 1 --format results-csv --round 1 >"$tmp/results.csv"
results=$(tail -n +2 "$tmp/results.csv" | grep -vc ',\*,[^,]*,[^,]*$' || true)   # rows whose result is not "*"
echo "live-round: $results results in the record (42 boards): ${#keys[@]} typed in ${typed_results} s"
[ "$results" = 42 ] || { cat "$tmp/results.csv"; fail "want 42 results"; }
grep -q '"kind":"present"' <("$tmp/arbiterctl" db events "$tmp/round.db" 1) || fail "no check-in in game 1's log"
grep -q '"kind":"absent"' <("$tmp/arbiterctl" db events "$tmp/round.db" 17) || fail "no default in game 17's log"
grep -E '^1,17,.*,\+/-,' "$tmp/results.csv" >/dev/null || fail "board 17 is not +/- (Black defaulted)"
echo "live-round: the check-in is in the games' logs; board 17: $(grep -E '^1,17,' "$tmp/results.csv")"
if grep -qiE 'panic|fatal' "$tmp/app.log"; then fail "the app log shows an error"; fi

# The wall and the hall screen at 40 and 200 boards (the demo event).
for n in 40 200; do
  "$tmp/arbiterctl" db demo "$tmp/demo$n.db" --boards "$n" >/dev/null
  start "$tmp/demo$n.db"
  xdotool mousemove 1919 1079; sleep 1
  import -window root "$out/wall-$n-1920x1080.png"
  round_menu 431 3
  hall=$(window "Arbiter Console · salle")
  xdotool windowactivate --sync "$hall" key F11; sleep 4
  import -window root "$out/hall-$n-1920x1080.png"
  stop_app
done
echo "live-round: screenshots in $out"
