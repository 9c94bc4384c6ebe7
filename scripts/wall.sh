#!/usr/bin/env bash
# The console's wall at the size of a big open, under Xvfb.
#
#   scripts/wall.sh measure [BOARDS [DENSITY [ZOOM]]]
#                                      CPU and RSS of the console with BOARDS
#                                      (default 256) boards, every clock running,
#                                      as tiles at 100 % unless DENSITY and ZOOM:
#                                      fails above 15 % of one core or 300 MB
#   scripts/wall.sh figures [--tsv FILE] [BOARDS...]
#                                      the console's start and steady cost for
#                                      each BOARDS (default 40 400 800), tiles
#                                      fitted to a 1920x1080 screen, in one run:
#                                      time to the window shown, time to the
#                                      first full frame, CPU % of one core over
#                                      20-40 s with every clock running, RSS at
#                                      40 s; prints the table of
#                                      docs/performance.md and fails if one is
#                                      over the goals of issue 30; --tsv also
#                                      writes each count's figures to FILE,
#                                      one line each: boards, window shown (s),
#                                      first full frame (s), CPU (%), RSS (MB),
#                                      tab-separated (scripts/bench.sh reads it)
#   scripts/wall.sh threads [BOARDS]
#                                      where the console's CPU goes: each
#                                      thread's share of one core over 20 s
#                                      with every clock running (default 40
#                                      boards, tiles fitted to 1920x1080);
#                                      llvmpipe-N are Mesa's software GL
#   scripts/wall.sh frames [BOARDS]
#                                      how many frames the console paints with
#                                      every clock running (default 40 boards,
#                                      tiles fitted to 1920x1080): glXSwapBuffers
#                                      calls counted by gdb over 20 s
#   scripts/wall.sh memory [BOARDS]
#                                      where the console's memory goes: its
#                                      RSS, SETTLE+SPAN (default 40) s after
#                                      its first full frame, with every clock running
#                                      (default 40 boards, tiles fitted to
#                                      1920x1080) by mapping, from
#                                      /proc/PID/smaps: the C heap (Mesa,
#                                      LLVM), anonymous maps (the Go heap,
#                                      Mesa's), libLLVM, the binary, the
#                                      rest; and the Go heap's live data and
#                                      goal at its last collection (gctrace)
#   scripts/wall.sh floor ['ARGS'...]
#                                      Fyne's own share of those figures: the
#                                      CPU % of one core and RSS of scripts/wallfloor,
#                                      a Fyne window of the same size on the
#                                      same Xvfb, measured as figures measures
#                                      the console (20 s settle, 20 s span):
#                                      with nothing changing; with one clock of
#                                      10 px changing each second; with the 80
#                                      clocks of the fitted 40-board wall
#                                      (57 px text), every one changing
#                                      each second, and, as on the wall, one
#                                      of each board's two running; with the
#                                      252 clocks the 400- and 800-board
#                                      walls show on screen (32 px), one of
#                                      each two running; with 855 clocks of
#                                      32 px, one running (856 texts, as many
#                                      draws as the texts of those walls'
#                                      tiles on screen); with
#                                      the window one image whose 80
#                                      clock-sized boxes change each second;
#                                      or with each ARGS given, a quoted set
#                                      of wallfloor's arguments; FLOOR_RUNS=n
#                                      repeats each n times (default 2)
#   scripts/wall.sh shots DIR [DENSITY...]
#                                      screenshots of 200 boards in each
#                                      density (default all three), at
#                                      1366x768 and 1920x1080
#   scripts/wall.sh article DIR
#                                      the full-screen article window (11.9)
#                                      at 1366x768 and 1920x1080, opened
#                                      from the keyboard (board 1, Ctrl+I,
#                                      Enter, Tab, Tab, Space); fails unless it
#                                      fills the screen and Esc closes it
#
# The event is `arbiterctl db demo --boards N` on a fresh database; the app
# is the real cmd/arbiter, built with the project's tags (scripts/lib/tags.sh), run with its own
# HOME so that the wall's density and zoom come from preferences written here.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
mode=${1:-measure}
tmp=$(mktemp -d)
. scripts/lib/display.sh
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  display_stop
  rm -rf "$tmp"
}
trap cleanup EXIT

# PROFILE=dir makes the app write a CPU and heap profile of each measured
# run into dir/BOARDS-DENSITY (cmd/arbiter reads ARBITER_PPROF).
# ARBITER=path measures another build of the app (say, of another commit).
if [ -n "${ARBITER:-}" ]; then cp "$ARBITER" "$tmp/arbiter"; else go build -tags "$TAGS" -o "$tmp/arbiter" ./cmd/arbiter; fi
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl
[ "$mode" != floor ] || go build -tags "$TAGS" -o "$tmp/wallfloor" ./scripts/wallfloor

# start_x SIZE: a fresh X server of SIZE (WxH), without a window manager.
start_x() { display_start "$1"; }

stop_x() { display_stop; }

# launch TITLE SIZE LOG CMD...: CMD on a fresh X server of SIZE, its
# output in LOG, until it maps a window named TITLE; sets app_pid, win
# and launched (when CMD started). Seldom, on a loaded machine, the
# program finds no display at its start: one more try on a new X server.
launch() {
  local title=$1 size=$2 log=$3
  shift 3
  local why
  win=""
  for try in 1 2; do
    start_x "$size"
    launched=$(now)
    "$@" >"$log" 2>&1 &
    app_pid=$!
    why="no window \"$title\" in 60 s"
    for _ in $(seq 3000); do
      win=$(xdotool search --onlyvisible --name "$title" 2>/dev/null | head -1 || true)
      [ -n "$win" ] && return 0
      kill -0 "$app_pid" 2>/dev/null || { why="$1 exited before its window \"$title\" showed"; break; }
      sleep 0.02
    done
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    stop_x
    echo "wall: $why (try $try of 2):"
    cat "$log"
  done
  exit 1
}

# wait_drawn: until the screen shows more than a blank frame, then 2 s.
wait_drawn() {
  for _ in $(seq 120); do
    import -display "$DISPLAY" -window root "$tmp/probe.png"
    [ "$(convert "$tmp/probe.png" -format '%k' info:)" -ge 8 ] && break
    sleep 0.5
  done
  sleep 2
}

# now: seconds since the epoch, to the nanosecond.
now() { date +%s.%N; }

# since T0: seconds from T0 to now, to the hundredth.
since() { awk -v a="$1" -v b="$(now)" 'BEGIN {printf "%.2f", b - a}'; }

# start_app DB DENSITY ZOOM WxH: the console on DB, on a fresh X server
# of WxH (launch), its window at WxH;
# sets shown and drawn, the seconds from launch to the window mapped and
# to its first full frame: the first look at the screen that shows the
# wall (over wall_colours colours: the empty "No event yet" page the
# window shows while the event is read has about 170, the wall over a
# thousand) and that the next look differs from in under 2 % of its
# pixels (a clock's seconds may tick between the two). A look's time is
# when its grab of the screen ended; looks follow each other as fast as
# ImageMagick takes them, about 0.1-0.3 s apart.
wall_colours=400
start_app() {
  export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
  prefs="$XDG_CONFIG_HOME/fyne/org.arbiterconsole.arbiter"
  mkdir -p "$HOME" "$prefs"
  printf '{"ui.language":"en","ui.wall.density":"%s","ui.wall.zoom":%s}\n' "$2" "$3" >"$prefs/preferences.json"
  launch "Arbiter Console" "$4" "$tmp/app.log" "$tmp/arbiter" -db "$1"
  local t0=$launched
  shown=$(since "$t0")
  local at="" diff grabbed
  drawn=""
  for _ in $(seq 1200); do
    import -display "$DISPLAY" -window root "$tmp/probe.miff"
    grabbed=$(since "$t0")
    if [ "$(convert "$tmp/probe.miff" -format '%k' info:)" -ge "$wall_colours" ]; then
      if [ -n "$at" ]; then
        diff=$(compare -metric AE "$tmp/last.miff" "$tmp/probe.miff" null: 2>&1 || true)
        awk -v d="${diff%% *}" 'BEGIN {exit !(d + 0 < 0.02 * 1920 * 1080)}' && { drawn=$at; break; }
      fi
      at=$grabbed
      mv "$tmp/probe.miff" "$tmp/last.miff"
    else
      at=""
    fi
    sleep 0.05
  done
  sleep 2 # the app sizes its window when it first draws; then fit the screen
  xdotool windowmove "$win" 0 0 windowsize "$win" "${4%x*}" "${4#*x}"
  sleep 8
}

stop_app() {
  kill -TERM "$app_pid"; wait "$app_pid" 2>/dev/null || true; app_pid=""
}

# ticks PID: utime+stime of a process, in clock ticks.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# cpu_pct T0 T1 S0 S1: the % of one core that ticks T0..T1 are over
# seconds S0..S1.
cpu_pct() { awk -v a="$1" -v b="$2" -v s="$3" -v e="$4" -v hz="$(getconf CLK_TCK)" 'BEGIN {printf "%.1f", 100 * (b - a) / hz / (e - s)}'; }
rss_mb() { awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$1/status"; }

# measure BOARDS DENSITY ZOOM: one run; sets cpu and rss, prints a line.
measure() {
  local boards=$1 density=$2 zoom=$3
  rm -f "$tmp/wall.db"
  "$tmp/arbiterctl" db demo "$tmp/wall.db" --boards "$boards" >/dev/null
  if [ -n "${PROFILE:-}" ]; then export ARBITER_PPROF="$PROFILE/$boards-$density"; fi
  start_app "$tmp/wall.db" "$density" "$zoom" 1920x1080
  [ -n "$drawn" ] || { echo "wall: $boards boards: no stable look of the wall (over $wall_colours colours) in 1200 looks"; exit 1; }
  sleep "${SETTLE:-60}"
  t0=$(ticks "$app_pid"); s0=$(now)
  sleep "${SPAN:-30}"
  t1=$(ticks "$app_pid"); s1=$(now)
  rss=$(rss_mb "$app_pid")
  cpu=$(cpu_pct "$t0" "$t1" "$s0" "$s1")
  stop_app; stop_x
  echo "wall: $boards boards, 1920x1080, $density at $zoom %: window in $shown s, full frame in $drawn s, CPU $cpu % of one core over ${SPAN:-30} s after ${SETTLE:-60} s, RSS $rss MB"
}

# floor_measure ARGS...: the CPU % of one core and the RSS of
# scripts/wallfloor ARGS, over SPAN s after SETTLE s, as measure reads the
# console's; sets cpu and rss.
floor_measure() {
  export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
  mkdir -p "$HOME" "$XDG_CONFIG_HOME"
  launch "Wall floor" 1920x1080 "$tmp/floor.log" "$tmp/wallfloor" "$@"
  sleep 2
  xdotool windowmove "$win" 0 0 windowsize "$win" 1920 1080
  sleep "${SETTLE:-20}"
  t0=$(ticks "$app_pid"); s0=$(now)
  sleep "${SPAN:-20}"
  t1=$(ticks "$app_pid"); s1=$(now)
  cpu=$(cpu_pct "$t0" "$t1" "$s0" "$s1")
  rss=$(rss_mb "$app_pid")
  stop_app; stop_x
}

within() { awk -v c="$cpu" -v r="$rss" 'BEGIN {exit !(c <= 15 && r <= 300)}'; }

case $mode in
measure)
  measure "${2:-256}" "${3:-tiles}" "${4:-100}"
  within || { echo "wall: over 15 % or 300 MB"; exit 1; }
  ;;
figures)
  # The goals of issue 30: the window in 0.5 s and its first full frame in
  # 1 s with 400 boards; 2 % of a core with 40 boards, 5 % with 400 and
  # more; 200 MB.
  shift
  tsv=""
  if [ "${1:-}" = --tsv ]; then tsv=${2:?usage: scripts/wall.sh figures [--tsv FILE] [BOARDS...]}; shift 2; : >"$tsv"; fi
  counts=("$@")
  [ ${#counts[@]} -gt 0 ] || counts=(40 400 800)
  export SETTLE=${SETTLE:-20} SPAN=${SPAN:-20}
  table="| boards | window shown | first full frame | CPU, % of a core | RSS | goals met |"$'\n'"|---|---|---|---|---|---|"
  over=0
  for boards in "${counts[@]}"; do
    measure "$boards" tiles 0
    cpumax=5; [ "$boards" -le 40 ] && cpumax=2
    ok=$(awk -v b="$boards" -v s="$shown" -v d="$drawn" -v c="$cpu" -v r="$rss" -v m="$cpumax" \
      'BEGIN {ok = c <= m && r <= 200; if (b <= 400) ok = ok && s <= 0.5 && d != "" && d + 0 <= 1; print ok ? "yes" : "no"}')
    [ "$ok" = yes ] || over=1
    table+=$'\n'"| $boards | $shown s | $drawn s | $cpu % | $rss MB | $ok |"
    [ -z "$tsv" ] || printf '%s\t%s\t%s\t%s\t%s\n' "$boards" "$shown" "$drawn" "$cpu" "$rss" >>"$tsv"
  done
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "$table"
  [ "$over" = 0 ] || { echo "wall: a figure is over the goals of issue 30"; exit 1; }
  ;;
threads)
  boards=${2:-40}
  "$tmp/arbiterctl" db demo "$tmp/wall.db" --boards "$boards" >/dev/null
  start_app "$tmp/wall.db" tiles 0 1920x1080
  sleep "${SETTLE:-20}"
  snap() { for t in /proc/"$app_pid"/task/*; do printf '%s %s\n' "$(tr ' ' _ <"$t/comm")" "$(awk '{print $14 + $15}' "$t/stat")"; done | sort; }
  snap >"$tmp/t0"; sleep "${SPAN:-20}"; snap >"$tmp/t1"
  hz=$(getconf CLK_TCK)
  echo "wall: $boards boards, CPU by thread name, % of one core over ${SPAN:-20} s:"
  join -a1 -e 0 -o '0,1.2,2.2' <(awk '{a[$1] += $2} END {for (k in a) print k, a[k]}' "$tmp/t0" | sort) \
    <(awk '{a[$1] += $2} END {for (k in a) print k, a[k]}' "$tmp/t1" | sort) |
    awk -v hz="$hz" -v s="${SPAN:-20}" '{d = ($3 - $2) / hz / s * 100; t += d; printf "  %-16s %5.1f %%\n", $1, d} END {printf "  %-16s %5.1f %%\n", "total", t}'
  stop_app; stop_x
  ;;
frames)
  command -v gdb >/dev/null || { echo "wall: frames needs gdb"; exit 1; }
  boards=${2:-40}
  "$tmp/arbiterctl" db demo "$tmp/wall.db" --boards "$boards" >/dev/null
  start_app "$tmp/wall.db" tiles 0 1920x1080
  sleep "${SETTLE:-20}"
  # Every swap of the window's buffers is one frame painted; gdb stops the
  # app only to attach and detach, and counts the breakpoint in between.
  printf '%s\n' 'set pagination off' 'set confirm off' 'handle SIGURG nostop noprint pass' \
    'handle SIGPIPE nostop noprint pass' 'break glXSwapBuffers' 'ignore 1 100000000' \
    'continue' 'info breakpoints' 'detach' 'quit' >"$tmp/frames.gdb"
  t0=$(ticks "$app_pid"); s0=$(now)
  hits=$(timeout -s INT "${SPAN:-20}" gdb -q -p "$app_pid" -x "$tmp/frames.gdb" 2>&1 | awk '/already hit/ {print $4}' || true)
  s1=$(now)
  # Seldom, the app takes the interrupt meant for gdb and quits.
  if ! t1=$(ticks "$app_pid" 2>/dev/null); then
    echo "wall: $boards boards, 1920x1080: ${hits:-0} frames in ${SPAN:-20} s (the app ended when gdb detached: CPU not read)"
    app_pid=""; stop_x; exit 0
  fi
  hz=$(getconf CLK_TCK)
  awk -v b="$boards" -v n="${hits:-0}" -v s="$s0" -v e="$s1" -v t="$((t1 - t0))" -v hz="$hz" \
    'BEGIN {d = e - s; printf "wall: %d boards, 1920x1080: %d frames in %.1f s, %.2f a second; CPU %.1f %% of one core, %.0f ms a frame\n", b, n, d, n / d, 100 * t / hz / d, n ? 1000 * t / hz / n : 0}'
  stop_app; stop_x
  ;;
memory)
  boards=${2:-40}
  "$tmp/arbiterctl" db demo "$tmp/wall.db" --boards "$boards" >/dev/null
  GODEBUG=${GODEBUG:+$GODEBUG,}gctrace=1 start_app "$tmp/wall.db" tiles 0 1920x1080
  sleep "$((${SETTLE:-20} + ${SPAN:-20}))"
  cp "/proc/$app_pid/smaps" "$tmp/smaps"
  rss=$(rss_mb "$app_pid")
  stop_app; stop_x
  echo "wall: $boards boards, 1920x1080, RSS $rss MB $((${SETTLE:-20} + ${SPAN:-20})) s after its first full frame, by mapping (MB):"
  awk -v bin="$tmp/arbiter" '
    /^[0-9a-f]+-[0-9a-f]+ / {
      name = NF >= 6 ? $6 : "anonymous"
      if (name == bin) name = "binary"
      else if (name ~ /libLLVM/) name = "libLLVM"
      else if (name ~ /swrast_dri/) name = "swrast_dri.so"
      else if (name == "[heap]") name = "C-heap"
      else if (name ~ /SYSV/) name = "X-shared-memory"
      else if (name != "anonymous") name = "other-files"
    }
    /^Rss:/ { kb[name] += $2 }
    END { for (n in kb) printf "%d %s\n", kb[n] / 1024, n }' "$tmp/smaps" | sort -rn | awk '{printf "  %-16s %5d\n", $2, $1}'
  gc=$(grep '^gc ' "$tmp/app.log" | tail -1 || true)
  [ -n "$gc" ] || { echo "wall: no gctrace line in the app's log: the Go heap's figures are not known"; exit 1; }
  echo "wall: Go heap at its last collection: $(sed -E 's/.*, ([0-9]+->[0-9]+->[0-9]+ MB), ([0-9]+ MB goal).*/\1 (before->after marking->live), \2/' <<<"$gc")"
  ;;
floor)
  # The clocks the wall shows: 40 boards fit in 5 columns of 8 rows at
  # 178 %, clocks of 57 px; 400 and 800 boards stay at 100 % (clocks
  # of 32 px) and scroll, 9 columns of 14 rows on screen. A board's
  # waiting clock does not change.
  runs=${FLOOR_RUNS:-2}
  echo "| Fyne window, 1920x1080 | CPU, % of a core, each run | RSS, each run |"
  echo "|---|---|---|"
  sets=("" "-clocks 1 -size 10" "-clocks 80 -size 57" "-clocks 40 -still 40 -size 57" "-clocks 126 -still 126 -size 32" "-clocks 1 -still 854 -size 32" "-image -clocks 80 -size 57")
  [ $# -lt 2 ] || sets=("${@:2}")
  for args in "${sets[@]}"; do
    got="" mem=""
    for _ in $(seq "$runs"); do
      # shellcheck disable=SC2086 # the arguments are words
      floor_measure $args
      got+="${got:+, }$cpu %"
      mem+="${mem:+, }$rss MB"
    done
    echo "| ${args:-nothing changing} | $got | $mem |"
  done
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  ;;
shots)
  out=${2:?usage: scripts/wall.sh shots DIR [DENSITY...]}
  densities=("${@:3}")
  [ ${#densities[@]} -gt 0 ] || densities=(large tiles table)
  mkdir -p "$out"
  "$tmp/arbiterctl" db demo "$tmp/wall.db" --boards 200
  for size in 1366x768 1920x1080; do
    for density in "${densities[@]}"; do
      start_app "$tmp/wall.db" "$density" 100 "$size"
      import -display "$DISPLAY" -window root "$out/wall-$density-$size.png"
      stop_app; stop_x
      echo "wall: $out/wall-$density-$size.png"
    done
  done
  ;;
article)
  out=${2:?usage: scripts/wall.sh article DIR}
  mkdir -p "$out"
  for size in 1366x768 1920x1080; do
    rm -f "$tmp/wall.db"; "$tmp/arbiterctl" db demo "$tmp/wall.db" >/dev/null
    start_app "$tmp/wall.db" tiles 100 "$size"
    xdotool windowfocus --sync "$win"; xdotool type 1; xdotool key Return; sleep 4
    board=$(xdotool search --name "^Board 1$" | head -1)
    [ -n "$board" ] || { echo "wall: board 1 did not open"; exit 1; }
    # The illegal move form, recorded; in the ruling panel Tab goes to its
    # first button (White's player), Tab again to Black's, Space shows it.
    xdotool windowfocus --sync "$board"; xdotool key ctrl+i; sleep 1.5; xdotool key Return; sleep 3
    xdotool key Tab Tab space; sleep 3
    article=$(xdotool search --name "^Laws of Chess for" | head -1)
    [ -n "$article" ] || { echo "wall: no article window at $size"; exit 1; }
    got=$(xwininfo -id "$article" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}')
    import -display "$DISPLAY" -window root "$out/article-$size.png"
    echo "wall: $out/article-$size.png: the article window is $got on a $size screen"
    [ "$got" = "$size" ] || { echo "wall: the article window does not fill the screen"; exit 1; }
    xdotool key Escape; sleep 1.5
    if xdotool search --name "^Laws of Chess for" >/dev/null 2>&1; then echo "wall: Esc left the article window open"; exit 1; fi
    echo "wall: Esc closed it"
    stop_app; stop_x
  done
  ;;
*)
  echo "usage: scripts/wall.sh measure [BOARDS [DENSITY [ZOOM]]] | figures [--tsv FILE] [BOARDS...] | threads [BOARDS] | frames [BOARDS] | floor ['ARGS'...] | shots DIR [DENSITY...] | article DIR" >&2; exit 2 ;;
esac
