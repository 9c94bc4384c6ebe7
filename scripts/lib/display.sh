# shellcheck shell=bash
# The screen of the GUI scripts: an X server of their own under Xvfb,
# with openbox as the window manager when asked. Source it, then
#
#   display_start WxH [openbox]   exports DISPLAY; sets display_pid
#   display_stop                  stops openbox and Xvfb (call it from the
#                                 script's EXIT trap; safe to call twice)
#
# Xvfb picks a display number no other X server holds (-displayfd), so
# that several runs can share the machine, and says it when it is ready.
# Needs Xvfb, xdpyinfo, xprop and, for a window manager, openbox
# (scripts/deps.sh).

display_pid="" display_wm_pid="" display_logs=""

display_start() {
	local size=${1:?usage: display_start WxH [openbox]} wm=${2:-} n="" ready
	display_stop
	display_logs=$(mktemp -d)
	ready="$display_logs/display"
	: >"$ready"
	Xvfb -displayfd 9 -screen 0 "${size}x24" -nolisten tcp 9>"$ready" >"$display_logs/xvfb.log" 2>&1 &
	display_pid=$!
	for _ in $(seq 200); do
		# the number is written whole, with a new line, once the server listens
		[ "$(wc -l <"$ready")" -ge 1 ] && n=$(tr -dc 0-9 <"$ready") && break
		kill -0 "$display_pid" 2>/dev/null || break
		sleep 0.05
	done
	if [ -z "$n" ]; then
		echo "display: Xvfb did not start:" >&2
		cat "$display_logs/xvfb.log" >&2
		return 1
	fi
	export DISPLAY=":$n"
	for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
	case $wm in
	"") ;;
	openbox)
		openbox >"$display_logs/openbox.log" 2>&1 &
		display_wm_pid=$!
		# the window manager is there once it names its check window
		for _ in $(seq 100); do
			xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && break
			sleep 0.05
		done
		;;
	*)
		echo "display: unknown window manager $wm (only openbox)" >&2
		return 1
		;;
	esac
}

display_stop() {
	local p
	for p in "$display_wm_pid" "$display_pid"; do
		[ -n "$p" ] || continue
		kill "$p" 2>/dev/null || true
		wait "$p" 2>/dev/null || true
	done
	display_pid="" display_wm_pid=""
	[ -n "$display_logs" ] && rm -rf "$display_logs"
	display_logs=""
}
