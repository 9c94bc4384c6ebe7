#!/usr/bin/env bash
# A 30-player, 5-round Swiss paired round by round by a real pairing
# program through arbiterctl, as issue 25's Done-when asks:
#
#   scripts/bbp-loop.sh PROGRAM [OUTDIR]
#
# PROGRAM is bbpPairings' executable built from its source, or JaVaFo's
# javafo.jar run by java (docs/pairing.md says where each comes from; neither
# is part of this repository). OUTDIR (default a temporary
# folder) keeps the database, each round's TRF and pair lists and the log.
#
# Each round: the event is exported as TRF and PROGRAM pairs it on its own
# (the expected list); `arbiterctl db pair` pairs and stores the round; its
# boards (`db export --format pairings`) must be the expected list, line for
# line; every game gets a result through `db do` (the console's backend).
# Between rounds a late entry joins after round 1, player 17 withdraws from
# round 3 on, and player 5 is granted a half-point bye in round 4. At the end
# the withdrawn player must never have been paired again, player 5 must
# have his bye, and `PROGRAM --dutch final.trf -c` must find no discrepancy.
# It exits non-zero at the first check that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tags.sh
prog=${1:?usage: scripts/bbp-loop.sh PROGRAM [OUTDIR]}
prog=$(realpath "$prog")
run() { # the program on a TRF file, as the console calls it
	case $prog in
	*.jar) java -ea -jar "$prog" "$@" ;;
	*) "$prog" --dutch "$@" ;;
	esac
}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
actl="$out/arbiterctl"
go build -tags "$TAGS" -o "$actl" ./cmd/arbiterctl
db="$out/loop.db"
rm -f "$db" "$db"-*
log() { echo "$*" | tee -a "$out/log.txt"; }
: > "$out/log.txt"

{
	printf '012 Arbiter Console bbpPairings loop\n022 Oslo\n032 NOR\n042 2026/11/27\n052 2026/11/29\n'
	printf '092 Individual: Swiss-System\n102 Nilsen, Kari\n122 90 min/40 moves + 30 min + 30 sec/move\nXXR 5\nXXC white1\n'
	for i in $(seq 1 30); do
		printf '001 %4d m    %-33s %4d NOR %11d %-10s\n' "$i" "Player$(printf %02d "$i"), Test" $((2400 - i * 13)) $((1500000 + i)) 1990/01/01
	done
} > "$out/players.trf"
"$actl" db import "$db" "$out/players.trf" | tee -a "$out/log.txt"
printf 'name,rating,fide_id,federation\n"Late, Lena",1650,1500031,NOR\n' > "$out/late.csv"

result() { # a result for a board, from its players and the round
	case $(( ($1 * 7 + $2 * 3 + $3) % 5 )) in
	0 | 1) echo '1-0' ;;
	2 | 3) echo '0-1' ;;
	4) echo '½-½' ;;
	esac
}

for r in 1 2 3 4 5; do
	case $r in
	2) "$actl" db import "$db" "$out/late.csv" --event 1 | tee -a "$out/log.txt" ;;
	3) "$actl" db withdraw "$db" 17 --from 3 | tee -a "$out/log.txt"
	   "$actl" db bye "$db" 5 4 --points 0.5 | tee -a "$out/log.txt" ;;
	esac
	"$actl" db export "$db" 1 --format trf > "$out/round$r-input.trf"
	run "$out/round$r-input.trf" -p "$out/round$r-expected.txt"
	"$actl" db pair "$db" --program "$prog" > "$out/round$r.json" 2>> "$out/log.txt"
	"$actl" db export "$db" 1 --format pairings --round "$r" > "$out/round$r-stored.txt"
	if ! diff -u "$out/round$r-expected.txt" "$out/round$r-stored.txt" >> "$out/log.txt"; then
		log "round $r: the stored boards are not the program's list"; exit 1
	fi
	log "round $r: $(head -1 "$out/round$r-stored.txt") pair(s), board for board the program's list"
	if [ "$r" -ge 3 ] && grep -Eq '(^| )17( |$)' <(tail -n +2 "$out/round$r-stored.txt"); then
		log "round $r: withdrawn player 17 is paired"; exit 1
	fi
	if [ "$r" -eq 4 ] && grep -Eq '(^| )5( |$)' <(tail -n +2 "$out/round$r-stored.txt"); then
		log "round 4: player 5, on a half-point bye, is paired"; exit 1
	fi
	while read -r board white black; do
		[ "$black" = 0 ] && continue
		"$actl" db do "$db" "$board" "{\"kind\":\"result\",\"result\":\"$(result "$white" "$black" "$r")\"}" > /dev/null
	done < <(tail -n +2 "$out/round$r-stored.txt" | awk '{print NR, $1, $2}')
done

"$actl" db export "$db" 1 --format trf > "$out/final.trf"
line5=$(grep -E '^001 +5 ' "$out/final.trf")
if [ "${line5:121:8}" != "0000 - H" ]; then
	log "player 5's round 4 is '${line5:121:8}', not the half-point bye 0000 - H"; exit 1
fi
log "player 5: ${line5:121:8} in round 4"
run "$out/final.trf" -c > "$out/check.txt" 2>&1 || { log "check failed: $(cat "$out/check.txt")"; exit 1; }
if grep -v ': Round #' "$out/check.txt" | grep -q '[^[:space:]]'; then
	log "the program's check finds discrepancies:"; cat "$out/check.txt" | tee -a "$out/log.txt"; exit 1
fi
log "$(basename "$prog") -c on the final export: no discrepancy in $(grep -c ': Round #' "$out/check.txt") round(s)"
"$actl" db check "$db" | tail -3 | tee -a "$out/log.txt"
log "ok: $out"
