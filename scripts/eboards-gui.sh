#!/usr/bin/env bash
# The console following simulated e-boards, under Xvfb:
#
#   scripts/eboards-gui.sh shots DIR
#   scripts/eboards-gui.sh measure [BOARDS]
#
# measure: BOARDS (default 400) real blitz games replayed at the speed they
# were played, the wall in table density at 1920x1080: the console's CPU
# (% of one core) and RSS from 30 to 60 s, and the delay from the feed's
# reading to the wall, as the console's backend stamps it.
#
# shots:
# 12 real lichess games (cmd/arbiterctl/testdata/eboards) on e-boards of
# `arbiterctl eboards serve` with every fault injected, the event made
# from its TRF, and the real cmd/arbiter started with -livechess. Writes
#   DIR/eboards-wall.png          the wall with e-board boards (table density)
#   DIR/eboards-proposal.png      a proposal raised by the feed (DECISION)
#   DIR/eboards-disconnected.png  a disconnected board's feed status
#   DIR/eboards-window.png        Round > E-boards: mapping, e-board or typed
#   DIR/eboards-tiles.png         the same round as tiles
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
mode=${1:?usage: scripts/eboards-gui.sh shots DIR | measure [BOARDS]}
tmp=$(mktemp -d)
. scripts/lib/display.sh
app_pid="" sim_pid=""
cleanup() {
	for p in "$app_pid" "$sim_pid"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done
	display_stop
	rm -rf "$tmp"
}
trap cleanup EXIT
go build -tags "$TAGS" -o "$tmp/arbiter" ./cmd/arbiter
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl
games=cmd/arbiterctl/testdata/eboards/lichess-40-clk.pgn
awk '/^\[Event /{g++} g<=12' "$games" > "$tmp/games.pgn"
size=1366x768
[ "$mode" = measure ] && size=1920x1080

display_start "$size" openbox

shot() { import -display "$DISPLAY" -window root "$out/$1"; echo "wrote $out/$1"; }

# run DENSITY [SERVE FLAGS...]: the simulator and the console on a fresh event.
run() {
	local density=$1
	shift
	rm -f "$tmp/event.db"* "$tmp/round.trf"
	port=$((19700 + RANDOM % 200))
	"$tmp/arbiterctl" eboards serve "$@" --addr "127.0.0.1:$port" --pgn - --trf "$tmp/round.trf" > "$tmp/serve.out" 2>&1 &
	sim_pid=$!
	for _ in $(seq 50); do [ -s "$tmp/round.trf" ] && break; sleep 0.1; done
	"$tmp/arbiterctl" db import "$tmp/event.db" "$tmp/round.trf" --game-type blitz > /dev/null
	export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
	prefs="$XDG_CONFIG_HOME/fyne/org.arbiterconsole.arbiter"
	mkdir -p "$HOME" "$prefs"
	printf '{"ui.language":"en","ui.wall.density":"%s","ui.wall.zoom":100}\n' "$density" > "$prefs/preferences.json"
	"$tmp/arbiter" -db "$tmp/event.db" -livechess "127.0.0.1:$port" > "$tmp/app.log" 2>&1 &
	app_pid=$!
	win=""
	for _ in $(seq 600); do
		win=$(xdotool search --name "Arbiter Console" 2> /dev/null | head -1 || true)
		[ -n "$win" ] && break
		sleep 0.1
	done
	[ -n "$win" ] || { echo "no window"; cat "$tmp/app.log"; exit 1; }
	sleep 1
	xdotool windowmove "$win" 0 0 windowsize "$win" "${size%x*}" "${size#*x}"
}

stop() {
	kill "$app_pid" "$sim_pid" 2> /dev/null || true
	wait "$app_pid" "$sim_pid" 2> /dev/null || true
	app_pid="" sim_pid=""
}

# ticks PID: utime+stime of a process, in clock ticks.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

case $mode in
shots)
	out=${2:?usage: scripts/eboards-gui.sh shots DIR}
	mkdir -p "$out"
	faults=(--speed "${SPEED:-6}" --inject illegal,flag,fivefold,burst,kings,disconnect --hold 60s)
	run table "$tmp/games.pgn" "${faults[@]}"
	sleep "${AT_WALL:-3}"
	shot eboards-wall.png
	sleep "${AT_PROPOSAL:-5}"
	shot eboards-proposal.png
	sleep "${AT_LOST:-4}"
	shot eboards-disconnected.png
	# Round > E-boards and live PGN… (the last item of the Round menu)
	xdotool mousemove 131 33 click 1
	sleep 1
	xdotool key Up Return
	sleep 3
	shot eboards-window.png
	stop
	run tiles "$tmp/games.pgn" "${faults[@]}"
	sleep "${AT_TILES:-10}"
	shot eboards-tiles.png
	stop
	;;
measure)
	boards=${2:-400}
	run table "$games" --boards "$boards" --speed 1
	sleep 30
	t0=$(ticks "$app_pid") s0=$(date +%s.%N)
	sleep 30
	t1=$(ticks "$app_pid") s1=$(date +%s.%N)
	rss=$(awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$app_pid/status")
	hz=$(getconf CLK_TCK)
	cpu=$(awk -v a="$t0" -v b="$t1" -v s="$s0" -v e="$s1" -v hz="$hz" 'BEGIN {printf "%.1f", 100 * (b - a) / hz / (e - s)}')
	stop
	echo "eboards: $boards e-boards at the speed played, wall as a table at 1920x1080: console CPU $cpu % of one core over 30-60 s, RSS $rss MB at 60 s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
	;;
*)
	echo "usage: scripts/eboards-gui.sh shots DIR | measure [BOARDS]" >&2
	exit 2
	;;
esac
