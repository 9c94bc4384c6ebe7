#!/usr/bin/env bash
# A real 5-round run of the 7-player Swiss of
# cmd/arbiter/backend/testdata/seven-swiss-standings.txt through the GUI:
# the real program under Xvfb (no window manager: every window opens at the
# top left), driven by xdotool clicks and keys, screenshots with ImageMagick's
# import. It needs a display, so it is not part of `make test`;
# ui/rounds_gui_test.go runs the same flow with Fyne's test driver.
#
#   scripts/five-rounds.sh [OUTDIR]      (default: a temporary folder)
#
# Steps: File > New event in a new file..., the set-up form with the players
# imported from players.trf and a deputy; then for each round: Round >
# Import pairings (TRF)... with roundN.trf (written by scripts/swisstrf in
# place of a pairing program, none being installed here), Round > Assign
# boards to arbiters... (the deputy runs boards 1-3), Round > Start round,
# each result entered in the Round table, File > Close round...; at the end
# the round table and the standings (tie-breaks typed in the window) are
# saved as OUTDIR/round-table.png and OUTDIR/standings.png, with a
# screenshot after each step in OUTDIR/steps/.
#
# The clicks are at the places the console's windows have at 1600x960 in a
# 1920x1080 screen; a change of layout moves them: look at OUTDIR/steps/.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
out=${1:-$(mktemp -d)}
mkdir -p "$out/steps"
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
# the module and build caches stay where they are; only the console's
# settings and files go to the temporary home
export GOMODCACHE="$(go env GOMODCACHE)" GOCACHE="$(go env GOCACHE)"
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
events="$XDG_CONFIG_HOME/arbiter-console/events"
mkdir -p "$HOME/.cache" "$events"
# the console at 1600x960, where the clicks below are measured (the
# console otherwise fills the screen on its first start)
prefs="$XDG_CONFIG_HOME/fyne/org.arbiterconsole.arbiter"
mkdir -p "$prefs"
printf '{"ui.console.maximised":false,"ui.console.width":1600,"ui.console.height":960}\n' >"$prefs/preferences.json"
go run -tags "$TAGS" ./scripts/swisstrf "$events"

display_start 1920x1080
"$tmp/arbiter" -db "$tmp/first.db" >"$tmp/app.log" 2>&1 &
app_pid=$!
for _ in $(seq 300); do xdotool search --name "Arbiter Console" >/dev/null 2>&1 && break; sleep 0.1; done
sleep 2

step=0
shot() { step=$((step + 1)); import -window root "$out/steps/$(printf %02d $step)-$1.png"; }
# click X Y [PAUSE]: X and Y as measured on a 1400x840 view of the
# 1600x960 window (multiplied by 8/7 here)
click() { xdotool mousemove $(($1 * 8 / 7)) $(($2 * 8 / 7)) click 1; sleep "${3:-0.5}"; }
field() { click "$1" "$2" 0.3; xdotool key ctrl+a; xdotool type --delay 15 "$3"; }
key() { xdotool key "$@"; sleep 0.5; }
round_menu() { click 113 11; click 160 "$1" "${2:-1}"; }
file_menu() { click 23 11; click 52 "$1" "${2:-1}"; }
fail() { shot failed; echo "five-rounds: $*"; cat "$tmp/app.log"; exit 1; }

# File > New event in a new file..., saved as seven-swiss.db
file_menu 33 1.5
key ctrl+a; xdotool type --delay 15 "seven-swiss.db"; click 1062 680 2
# the form: two columns in a 1320x680 window at the top left; the event's
# fields are filled from the keyboard (Tab from the event's name), the
# others clicked at their places in screen pixels
at() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }
tabtype() { xdotool key Tab; sleep 0.2; [ -n "$1" ] && { xdotool key ctrl+a; xdotool type --delay 15 "$1"; }; sleep 0.2; }
shot setup
at 458 25; xdotool type --delay 15 "Seven Swiss"
tabtype "Oslo"; tabtype "Chief"; tabtype "2026-05-01"; tabtype "2026-05-05"
tabtype ""; tabtype "90+30"             # the edition as it is, the time control
tabtype ""; tabtype "15:00"             # supervision as it is, the default time
tabtype ""; tabtype ""; tabtype "5"     # draw offers, Guidelines III as they are; 5 rounds
at 1076 517; xdotool type --delay 15 "Deputy:"
at 908 323 1.5                          # Import players...: the dialog opens in the events folder
at 521 171; at 1054 617 1.5             # players.trf, Open
shot players
at 659 377                              # OK to "7 players read from players.trf"
at 1247 653 2                           # Create event
shot event

for n in 1 2 3 4 5; do
  round_menu 39 1.5          # Import pairings (TRF)...
  click $((635 + 147 * (n - 1) / 2)) 255; click 1062 680 2
  shot "round$n-imported"
  key Escape
  round_menu 218             # Assign boards to arbiters...: Chief, then Deputy
  key Tab; xdotool type --delay 15 "1-3"; key Return
  round_menu 73 1.5          # Start round
  shot "round$n-started"
  key Escape
  round_menu 111 1.5         # Round table
  while read -r board result; do
    result=${result//½/1\/2}
    click 200 84 1           # the first row: the lowest board still missing
    field 540 208 "$result"
    field 560 242 "from the signed scoresheets"
    click 503 346 1.5
  done <"$events/round$n.results"
  shot "round$n-results"
  table=$(xdotool search --name "^Round table$" | tail -1)
  xdotool windowunmap "$table"; sleep 0.5
  file_menu 213 1            # Close round...
  key Return; sleep 1.5
  shot "round$n-closed"
  key Escape
done

round_menu 111 2
xdotool mousemove 1000 500; sleep 0.3; xdotool mousemove 1900 1060; sleep 0.5   # no hover on the table
shot round-table
import -window root -crop 1060x250+0+0 "$out/round-table.png"
table=$(xdotool search --name "^Round table$" | tail -1)
xdotool windowunmap "$table"; sleep 0.5
round_menu 146 2             # Standings
field 400 40 "DE,BH,BH-C1,SB,WIN,WON,BPG,GE,PS,ARO"
key Return
click 830 40 2               # Apply
# wide enough for ten tie-breaks
xdotool windowsize "$(xdotool search --name "^Standings$" | tail -1)" 1480 470; sleep 1
xdotool mousemove 1900 1060; sleep 1
shot standings
import -window root -crop 1480x470+0+0 "$out/standings.png"

if grep -qiE 'panic|fatal' "$tmp/app.log"; then fail "the app log shows an error"; fi
echo "five-rounds: screenshots in $out"
