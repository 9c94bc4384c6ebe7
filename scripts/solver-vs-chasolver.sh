#!/usr/bin/env bash
# The "can this side still checkmate" solver against chasolver (Miguel
# Ambrona's CHA, Rust, MIT), same questions, same machine, one run.
#
#   scripts/solver-vs-chasolver.sh [FILE...]
#
# FILE defaults to the two labelled sets, the 65,536 positions of real
# lichess games and the 3,414 positions of chasolver.org's queries, then
# every outside set present (outside-*.txt: positions from other real
# games, random and locked positions, Chess960, built and labelled by
# scripts/outsidesets; each file's head says how), all in
# engine/outcome/internal/solver/testdata. OUTSIDE=0 leaves the outside
# sets out. Each side of each position is asked of both solvers in turn;
# the time is the CPU time the solver's process spent on the answer
# (scripts/solverbench). chasolver is not asked about outside-chess960.txt,
# whose castling rights it cannot read; a question a solver does not
# answer in time counts as unknown for it.
#
# The peer is chasolver's own example program "analyzer", found as
# $CHASOLVER, or as chasolver-analyzer on PATH. It is not part of this
# repository; to build it: fetch github.com/miguel-ambrona/chasolver and run
# `cargo build --release --example analyzer` (the binary is
# target/release/examples/analyzer). Without it, only our solver is timed.
# LIMIT=N times only the first N positions of each file; FLOOR=1 also
# times a child that answers every line "undetermined" at once, the cost
# of the protocol alone (solverbench -floor). SLOWEST=N also lists each
# solver's N slowest questions (file, line, side, time; solverbench
# -slowest).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
data=engine/outcome/internal/solver/testdata
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
	files=("$data/lichess.txt" "$data/positions.txt")
	if [ "${OUTSIDE:-1}" != 0 ]; then
		for f in "$data"/outside-*.txt; do
			[ -e "$f" ] && files+=("$f")
		done
	fi
fi

# A private copy: a build of bin/arbiterctl beside the run (make build,
# another script) must not replace or remove the program being timed.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl
solvers=(-solver "arbiter=$tmp/arbiterctl winnable --stdin")
peer=${CHASOLVER:-$(command -v chasolver-analyzer || true)}
if [ -n "$peer" ] && [ -x "$peer" ]; then
	# Its analyzer cannot read Chess960 castling rights: it skips the line.
	solvers+=(-solver "chasolver=$peer" -skip "chasolver=outside-chess960.txt")
else
	echo "note: chasolver not found (set CHASOLVER or put chasolver-analyzer on PATH): timing our solver alone" >&2
fi
floor=()
[ -z "${FLOOR:-}" ] || floor=(-floor)
go run -tags "$TAGS" ./scripts/solverbench -limit "${LIMIT:-0}" -slowest "${SLOWEST:-0}" "${floor[@]}" "${solvers[@]}" "${files[@]}"
