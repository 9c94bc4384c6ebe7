#!/usr/bin/env bash
# GUI smoke test: starts the real app under Xvfb on a fresh temporary
# database, waits for its window, takes a screenshot, checks that it is not
# blank, and stops the app cleanly.
#
#   scripts/smoke-gui.sh [BINARY] [SCREENSHOT]
set -euo pipefail
bin=${1:-bin/arbiter}
shot=${2:-}
tmp=$(mktemp -d)
# shellcheck source=scripts/lib/display.sh
. "$(dirname "$0")/lib/display.sh"
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  display_stop
  rm -rf "$tmp"
}
trap cleanup EXIT

display_start 1280x800
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config"
mkdir -p "$HOME" "$XDG_CONFIG_HOME"
"$bin" -db "$tmp/smoke.db" >"$tmp/app.log" 2>&1 &
app_pid=$!

win=""
for _ in $(seq 600); do
  win=$(xdotool search --name "Arbiter Console" 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  if ! kill -0 "$app_pid" 2>/dev/null; then
    echo "smoke: the app exited before opening its window:"; cat "$tmp/app.log"; exit 1
  fi
  sleep 0.1
done
[ -n "$win" ] || { echo "smoke: no window after 60 s"; cat "$tmp/app.log"; exit 1; }
sleep 2 # let it draw

import -window root "$tmp/shot.png"
colours=$(convert "$tmp/shot.png" -format '%k' info:)
if [ "$colours" -lt 8 ]; then
  echo "smoke: the screenshot is blank ($colours colours)"; exit 1
fi
[ -n "$shot" ] && cp "$tmp/shot.png" "$shot"

kill -TERM "$app_pid"
for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$app_pid" 2>/dev/null; then echo "smoke: the app did not stop on SIGTERM"; exit 1; fi
wait "$app_pid" 2>/dev/null || true
app_pid=""
if grep -qiE 'panic|fatal' "$tmp/app.log"; then echo "smoke: the app log shows an error:"; cat "$tmp/app.log"; exit 1; fi
echo "smoke: window \"Arbiter Console\" shown ($colours colours), app stopped cleanly"
