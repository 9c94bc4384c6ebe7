#!/usr/bin/env bash
# Replays real games without faults on simulated e-boards, CHUNK games at a
# time, follows each round with `arbiterctl db watch`, and prints every
# proposal with the game's own ending: on games without injected faults the
# console may propose only the ending the game had on the board (checkmate,
# stalemate, a dead position, a flag the clock showed fallen), nothing else.
#
#   scripts/eboards-nofault.sh [GAMES.pgn]   (default: shared lichess-1000-clk.pgn)
#
# SOURCE=pgn follows the simulator's live PGN (the PGN poller) instead of
# its LiveChess API.
set -euo pipefail
cd "$(dirname "$0")/.."
PGN=${1:-../../shared/testdata/pgn/lichess-1000-clk.pgn}
CHUNK=${CHUNK:-100}
SPEED=${SPEED:-60}
WINDOW=${WINDOW:-25}
. scripts/lib/tags.sh
SOURCE=${SOURCE:-livechess}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -tags "$TAGS" -o "$tmp/arbiterctl" ./cmd/arbiterctl
awk -v dir="$tmp" -v n="$CHUNK" '
	/^\[Event / { g++; file = sprintf("%s/chunk%03d.pgn", dir, int((g-1)/n)) }
	g > 0 { print > file }' "$PGN"
total=0 proposals=0 unexplained=0 port=19900
for chunk in "$tmp"/chunk*.pgn; do
	port=$((port + 1))
	base=${chunk%.pgn}
	live=-
	from=(--livechess "127.0.0.1:$port")
	if [ "$SOURCE" = pgn ]; then
		live=$base.live.pgn
		from=(--pgn "$live")
	fi
	"$tmp/arbiterctl" eboards serve "$chunk" --addr "127.0.0.1:$port" --speed "$SPEED" \
		--pgn "$live" --trf "$base.trf" --for "$((WINDOW + 5))s" > "$base.serve" &
	server=$!
	for _ in $(seq 50); do [ -s "$base.serve" ] && break; sleep 0.1; done
	"$tmp/arbiterctl" db import "$base.db" "$base.trf" --game-type blitz > /dev/null
	"$tmp/arbiterctl" db watch "$base.db" "${from[@]}" --for "${WINDOW}s" > "$base.out" 2> "$base.err" || true
	kill "$server" 2> /dev/null || true
	wait "$server" 2> /dev/null || true
	games=$(grep -c '^\[Event ' "$chunk")
	total=$((total + games))
	# The last move of each game, by board.
	awk '/^\[Event /{b++} /^\[Termination /{term[b]=$2; gsub(/[]"]/,"",term[b])} /^\[Result /{res[b]=$2; gsub(/[]"]/,"",res[b])}
		/^1\./{line[b]=$0; next} b&&!/^\[/&&NF{line[b]=line[b] " " $0}
		END{for(i=1;i<=b;i++){s=line[i]; gsub(/\{[^}]*\}/,"",s); gsub(/\([^)]*\)/,"",s); n=split(s,t," "); m=t[n-1]; print i, m, res[i], term[i]}}' "$chunk" > "$base.last"
	while read -r line; do
		proposals=$((proposals + 1))
		board=$(jq -r .board <<< "$line")
		read -r _ move result term < <(awk -v b="$board" '$1==b' "$base.last")
		key=$(jq -r .key <<< "$line")
		# The game's own ending, as its PGN tells it.
		case "$key/$term/$result" in
		ruling.end.checkmate/*) [[ $move == *"#"* ]] && why=ended || why=UNEXPLAINED ;;
		ruling.end.stalemate/*/1/2-1/2 | ruling.end.dead_position/*/1/2-1/2) why=ended ;;
		ruling.flag.*/Time/*) why=ended ;;
		*) why=UNEXPLAINED ;;
		esac
		[ "$why" = ended ] || unexplained=$((unexplained + 1))
		echo "$(basename "$base") board $board ply $(jq -r .ply <<< "$line") $key $(jq -c .articles <<< "$line") $(jq -c .effects <<< "$line"); game: last move $move, $result $term: $why"
	done < "$base.out"
	sed 's/^/  stderr: /' "$base.err" | head -5
done
echo "$total games, $proposals proposals, $unexplained not the game's own ending"
[ "$unexplained" = 0 ]
