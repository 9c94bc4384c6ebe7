#!/usr/bin/env bash
# Starts the venue's PostgreSQL server for one event that several arbiters'
# consoles share, in one command:
#
#   scripts/venue-server.sh DIR [PORT]
#
# The first run makes a cluster in DIR (owned by the unprivileged user
# postgres when run as root), a role "arbiter" with a generated password
# (kept in DIR/password) and a database "event"; every run starts the
# server on PORT (default 5432), listening on the venue network, and prints
# the URL the consoles open: arbiter -db URL. Stop it with
#   pg_ctl -D DIR/data stop   (as the same user)
set -euo pipefail

dir=${1:?usage: venue-server.sh DIR [PORT]}
port=${2:-5432}

# Debian keeps the server's programs in /usr/lib/postgresql/N/bin.
initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)
initdb=${initdb:-$(command -v initdb || true)}
bin=$(dirname "$(readlink -f "${initdb:-/nonexistent}")")
[ -x "$bin/initdb" ] || { echo "venue-server: PostgreSQL not found; run make deps" >&2; exit 1; }

as=()
if [ "$(id -u)" -eq 0 ]; then
  as=(runuser -u postgres --)
fi
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
[ ${#as[@]} -eq 0 ] || chown postgres: "$dir"

if [ ! -f "$dir/data/PG_VERSION" ]; then
  umask 077
  head -c 18 /dev/urandom | base64 | tr -d '/+=' > "$dir/password"
  [ ${#as[@]} -eq 0 ] || chown postgres: "$dir/password"
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  # Consoles on the venue network sign in with the password.
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$dir/data/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >> "$dir/data/pg_hba.conf"
  created=1
fi
"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=* -c max_connections=200" start >/dev/null
if [ "${created:-0}" = 1 ]; then
  pw=$(cat "$dir/password")
  "${as[@]}" "$bin/psql" -h "$dir" -p "$port" -U postgres -qc "CREATE ROLE arbiter LOGIN PASSWORD '$pw'"
  "${as[@]}" "$bin/psql" -h "$dir" -p "$port" -U postgres -qc "CREATE DATABASE event OWNER arbiter"
fi
host=$(hostname -I 2>/dev/null | awk '{print $1}')
echo "venue server running; consoles open:"
echo "  arbiter -db 'postgres://arbiter:$(cat "$dir/password")@${host:-localhost}:$port/event'"
