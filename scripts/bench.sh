#!/usr/bin/env bash
# The performance figures of issue 30 in one table, each against its peer
# measured in the same run (docs/performance.md quotes it).
#
#   scripts/bench.sh            (what `make bench` runs)
#
# - the "can this side still checkmate" solver against chasolver on the
#   lichess and chasolver.org sets (scripts/solver-vs-chasolver.sh): time
#   per side (median, mean, 99th percentile, worst), wrong answers,
#   unknowns, and the mean and longest helpmate line shown (plies);
# - perft against notnil/chess on five positions (best of 3 each);
# - the durable SQLite append (committed and fsynced): median and 99th
#   percentile of BenchmarkAppend_Durable, on a file without a key
#   holding one game ("plain") and on a protected file with 400 games
#   under way, each move on the next board ("protected-400");
# - the console's wall with 40, 400 and 800 boards (scripts/wall.sh
#   figures, the real app under Xvfb): time to its window and to its first
#   full frame, CPU and RSS with every clock running. It needs Xvfb,
#   xdotool and ImageMagick, and takes about four minutes.
#
# Peers are found, never built from fetched code here:
#   CHASOLVER    chasolver's example program "analyzer" (or
#                chasolver-analyzer on PATH); see scripts/solver-vs-chasolver.sh
#   PERFT_PEERS  the perft peers program of shared/bench/peers (or
#                perft-peers on PATH; built from shared/bench/peers when
#                shared/ is beside the repository or its worktree folder)
# A peer that is absent is skipped with a note, and its rows show "-".
# LIMIT=N times the solvers on the first N positions of each set only;
# APPENDS=N sets the number of appends timed (default 3000); PARTS picks
# the rows (default "solver perft append wall"), e.g. PARTS=append; WALL=0
# leaves the wall out as well.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
notes=()
parts=" ${PARTS:-solver perft append wall} "
[ "${WALL:-1}" != 0 ] || parts=${parts/ wall / }
: >"$tmp/solver.tsv"
: >"$tmp/solver.txt"
: >"$tmp/perft.tsv"
: >"$tmp/append.tsv"
: >"$tmp/wall.tsv"

# The program timed is built for the run alone: a build of bin/arbiterctl
# beside the run must not replace or remove it.
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl

# --- the solver --------------------------------------------------------
if [[ $parts == *" solver "* ]]; then
data=engine/outcome/internal/solver/testdata
solvers=(-solver "arbiter=$tmp/arbiterctl winnable --stdin")
chasolver=${CHASOLVER:-$(command -v chasolver-analyzer || true)}
if [ -n "$chasolver" ] && [ -x "$chasolver" ]; then
	solvers+=(-solver "chasolver=$chasolver")
else
	notes+=("chasolver not found: set CHASOLVER (see scripts/solver-vs-chasolver.sh)")
fi
go run -tags "$TAGS" ./scripts/solverbench -limit "${LIMIT:-0}" -tsv "$tmp/solver.tsv" "${solvers[@]}" \
	"$data/lichess.txt" "$data/positions.txt" >"$tmp/solver.txt"
fi

# --- perft -------------------------------------------------------------
if [[ $parts == *" perft "* ]]; then
peers=${PERFT_PEERS:-$(command -v perft-peers || true)}
for shared in ../shared ../../shared; do
	if [ -z "$peers" ] && [ -d "$shared/bench/peers" ]; then
		(cd "$shared/bench/peers" && GOFLAGS=-mod=mod go build -o "$tmp/perft-peers" .) && peers=$tmp/perft-peers
	fi
done
[ -n "$peers" ] || notes+=("perft peers not found: set PERFT_PEERS or put ../shared/bench beside the repository")
json() { sed -n "s/.*\"$1\":\([0-9.e+-]*\).*/\1/p"; }
while IFS='|' read -r name fen depth known; do
	best=0 peer=0
	for _ in 1 2 3; do
		out=$("$tmp/arbiterctl" perft --fen "$fen" --depth "$depth" --json)
		[ "$(echo "$out" | json nodes)" = "$known" ] || { echo "perft $name: $out, want $known nodes" >&2; exit 1; }
		best=$(awk -v a="$best" -v b="$(echo "$out" | json nps)" 'BEGIN { print (b > a ? b : a) }')
		if [ -n "$peers" ]; then
			out=$("$peers" -lib notnil -fen "$fen" -depth "$depth")
			peer=$(awk -v a="$peer" -v b="$(echo "$out" | json nps)" 'BEGIN { print (b > a ? b : a) }')
		fi
	done
	printf '%s\t%s\t%s\n' "$name" "$best" "$peer" >>"$tmp/perft.tsv"
done <<'EOF'
initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5|4865609
kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4|4085603
position-3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|5|674624
position-4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|4|422333
position-5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|4|2103487
EOF
fi

# --- the durable append ------------------------------------------------
if [[ $parts == *" append "* ]]; then
pkg=$(dirname "$(grep -rl --include='*_test.go' 'func BenchmarkAppend_Durable' storage | head -1)")
go test -tags "$TAGS" -run '^$' -bench '^BenchmarkAppend_Durable$' -benchtime "${APPENDS:-3000}x" "./$pkg" >"$tmp/append.txt"
# One line per case: name, p50, p99, CPU per append.
awk '/^BenchmarkAppend_Durable\// {
	split($1, n, "/"); sub(/-[0-9]+$/, "", n[2])
	cpu = "-"
	for (i = 1; i < NF; i++) { if ($(i+1) == "p50-ms") p50 = $i; if ($(i+1) == "p99-ms") p99 = $i; if ($(i+1) == "cpu-ms/op") cpu = $i }
	printf "%s\t%s\t%s\t%s\n", n[2], p50, p99, cpu
}' "$tmp/append.txt" >"$tmp/append.tsv"
[ -s "$tmp/append.tsv" ] || { cat "$tmp/append.txt" >&2; exit 1; }
fi

# --- the console's wall -----------------------------------------------
if [[ $parts == *" wall "* ]]; then
	# wall.sh fails when a goal is not met; the table says which.
	scripts/wall.sh figures --tsv "$tmp/wall.tsv" 40 400 800 >"$tmp/wall.txt" 2>&1 ||
		[ -s "$tmp/wall.tsv" ] || notes+=("the wall was not measured: $(tail -1 "$tmp/wall.txt")")
fi

# --- the table ---------------------------------------------------------
awk -F'\t' '
function row(what, ours, peer, ratio, goal, met) {
	printf "%-44s %12s %12s %8s  %-26s %s\n", what, ours, peer, ratio, goal, met
}
function us(x) { return x >= 10000 ? sprintf("%.1fms", x / 1000) : sprintf("%.1fus", x) }
FILENAME ~ /solver.tsv$/ {
	key = $1
	if (!(key in seen)) { order[++n] = key; seen[key] = 1 }
	sides[key] = $3
	for (i = 4; i <= 11; i++) v[key, $2, i] = $i
	if ($2 == "chasolver") peer[key] = 1
	next
}
FILENAME ~ /perft.tsv$/ { pn[++np] = $1; pours[np] = $2; ppeer[np] = $3; next }
FILENAME ~ /append.tsv$/ { an[++na] = $1; a50[na] = $2; a99[na] = $3; acpu[na] = $4; next }
FILENAME ~ /wall.tsv$/ { wb[++nw] = $1; wshown[nw] = $2; wdrawn[nw] = $3; wcpu[nw] = $4; wrss[nw] = $5; next }
END {
	row("figure", "arbiter", "peer", "ratio", "goal", "met")
	for (k = 1; k <= n; k++) {
		key = order[k]
		split("median mean p99 worst", stat, " ")
		for (s = 1; s <= 4; s++) {
			i = 5 + s
			ours = v[key, "arbiter", i]; other = v[key, "chasolver", i]
			if (key in peer) {
				row(sprintf("solver %s %s (%d sides, CPU)", key, stat[s], sides[key]), us(ours), us(other),
					sprintf("%.2fx", other / ours), "faster than chasolver", ours < other ? "yes" : "NO")
			} else {
				row(sprintf("solver %s %s (%d sides, CPU)", key, stat[s], sides[key]), us(ours), "-", "-", "faster than chasolver", "-")
			}
		}
		split("wrong unknown", what, " ")
		for (s = 1; s <= 2; s++) {
			i = 3 + s
			row(sprintf("solver %s %s", key, what[s]), v[key, "arbiter", i], (key in peer) ? v[key, "chasolver", i] : "-", "", "0", v[key, "arbiter", i] == 0 ? "yes" : "NO")
		}
		# The helpmate lines shown to the arbiter: no longer than the peer lines.
		split("mean longest", what, " ")
		for (s = 1; s <= 2; s++) {
			i = 9 + s
			ours = v[key, "arbiter", i]; other = v[key, "chasolver", i]
			if (key in peer) {
				row(sprintf("solver %s %s line (plies)", key, what[s]), ours, other, "", "<= chasolver", ours + 0 <= other + 0 ? "yes" : "NO")
			} else {
				row(sprintf("solver %s %s line (plies)", key, what[s]), ours, "-", "", "<= chasolver", "-")
			}
		}
	}
	for (k = 1; k <= np; k++) {
		goal = ">= 50x notnil/chess"
		if (ppeer[k] > 0) {
			r = pours[k] / ppeer[k]
			row(sprintf("perft %s (Mnodes/s, best of 3)", pn[k]), sprintf("%.0f", pours[k] / 1e6), sprintf("%.1f", ppeer[k] / 1e6), sprintf("%.0fx", r), goal, r >= 50 ? "yes" : "NO")
		} else {
			row(sprintf("perft %s (Mnodes/s, best of 3)", pn[k]), sprintf("%.0f", pours[k] / 1e6), "-", "-", goal, "-")
		}
	}
	for (k = 1; k <= na; k++) {
		row(sprintf("durable append %s p50 (fsync, ms)", an[k]), a50[k], "", "", "", "")
		row(sprintf("durable append %s p99 (fsync, ms)", an[k]), a99[k], "", "", "<= 1 ms", a99[k] <= 1 ? "yes" : "NO")
		row(sprintf("durable append %s CPU (ms/append)", an[k]), acpu[k], "", "", "", "")
	}
	# The goals of issue 30 (scripts/wall.sh figures).
	for (k = 1; k <= nw; k++) {
		b = wb[k]
		if (b <= 400) {
			row(sprintf("wall %d boards: window shown (s)", b), wshown[k], "", "", "<= 0.5 s", wshown[k] <= 0.5 ? "yes" : "NO")
			row(sprintf("wall %d boards: first full frame (s)", b), wdrawn[k], "", "", "<= 1 s", wdrawn[k] <= 1 ? "yes" : "NO")
		}
		cpumax = b <= 40 ? 2 : 5
		row(sprintf("wall %d boards: CPU, clocks running (%% core)", b), wcpu[k], "", "", sprintf("<= %d %%", cpumax), wcpu[k] <= cpumax ? "yes" : "NO")
		row(sprintf("wall %d boards: RSS (MB)", b), wrss[k], "", "", "<= 200 MB", wrss[k] <= 200 ? "yes" : "NO")
	}
}' "$tmp/solver.tsv" "$tmp/perft.tsv" "$tmp/append.tsv" "$tmp/wall.tsv"
for n in "${notes[@]}"; do echo "note: $n"; done
if [ -s "$tmp/wall.tsv" ]; then
	echo "wall details:"
	sed 's/^/  /' "$tmp/wall.txt"
fi
if [ -s "$tmp/solver.txt" ]; then
	echo "solver details:"
	sed 's/^/  /' "$tmp/solver.txt"
fi
