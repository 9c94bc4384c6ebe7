#!/usr/bin/env bash
# Starts the venue's PostgreSQL server for one event that several arbiters'
# consoles share, locked down (docs/venue-server.md):
#
#   scripts/venue-server.sh DIR [PORT]        make (first run) and start it
#   scripts/venue-server.sh DIR arbiter NAME  a login for one arbiter
#
# Every connection signs in with scram-sha-256, the local socket too; the
# network only with TLS, whose certificate this script makes (consoles
# verify it against DIR/root.crt). Roles:
#   postgres     superuser; the socket and this machine only
#   event_owner  owns the database "event" and runs its migrations; the
#                socket and this machine only
#   arbiters     group of the arbiters' logins: read the event, append to
#                its logs (game_events, record_log), change the other
#                tables; no UPDATE, DELETE or TRUNCATE on a log, no DDL,
#                no triggers
# Passwords are never on a command line nor printed: each login's is in a
# pgpass file DIR/pgpass/NAME (mode 0600), which its console reads as
# PGPASSFILE or ~/.pgpass. Extra names or addresses the certificate must
# carry: VENUE_HOSTS="name,192.0.2.7". Stop it with
#   pg_ctl -D DIR/data stop   (as the same user)
set -euo pipefail

usage="usage: venue-server.sh DIR [PORT] | venue-server.sh DIR arbiter NAME"
dir=${1:?$usage}

# Debian keeps the server's programs in /usr/lib/postgresql/N/bin.
initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)
initdb=${initdb:-$(command -v initdb || true)}
bin=$(dirname "$(readlink -f "${initdb:-/nonexistent}")")
[ -x "$bin/initdb" ] || { echo "venue-server: PostgreSQL not found; run make deps" >&2; exit 1; }
command -v openssl >/dev/null || { echo "venue-server: openssl not found; run make deps" >&2; exit 1; }

as=()
owner=$(id -un)
if [ "$(id -u)" -eq 0 ]; then
  as=(runuser -u postgres --)
  owner=postgres
fi
umask 077
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
chmod 700 "$dir"
[ ${#as[@]} -eq 0 ] || chown postgres: "$dir"

# psql as the superuser over the socket; SQL comes on stdin, never argv.
su_psql() {
  PGPASSFILE="$dir/pgpass/postgres" "${as[@]}" env PGPASSFILE="$dir/pgpass/postgres" \
    "$bin/psql" -w -X -q -v ON_ERROR_STOP=1 -h "$dir/run" -p "$(cat "$dir/port")" -U postgres "$@"
}

newpass() { head -c 24 /dev/urandom | base64 | tr -d '/+='; }

# pgpass NAME: a password for login NAME in DIR/pgpass/NAME, echoed to
# stdout only when captured into a variable by the caller.
pgpass() {
  local pw
  pw=$(newpass)
  printf '*:*:*:%s:%s\n' "$1" "$pw" > "$dir/pgpass/$1"
  chmod 600 "$dir/pgpass/$1"
  [ ${#as[@]} -eq 0 ] || chown postgres: "$dir/pgpass/$1"
  printf '%s' "$pw"
}

host=$(hostname -I 2>/dev/null | awk '{print $1}')
host=${host:-localhost}
url() { # url ROLE
  echo "postgres://$1@$host:$(cat "$dir/port")/event?sslmode=verify-full&sslrootcert=$dir/root.crt"
}

if [ "${2:-}" = arbiter ]; then
  name=${3:?$usage}
  [[ $name =~ ^[a-z][a-z0-9_]{0,40}$ ]] || { echo "venue-server: arbiter login \"$name\": use a-z, 0-9 and _, starting with a letter" >&2; exit 1; }
  case $name in postgres|event_owner|arbiters) echo "venue-server: \"$name\" is a role of the server itself" >&2; exit 1;; esac
  [ -f "$dir/data/PG_VERSION" ] || { echo "venue-server: no server in $dir; start it first: venue-server.sh $dir" >&2; exit 1; }
  [ ! -e "$dir/pgpass/$name" ] || { echo "venue-server: arbiter $name exists ($dir/pgpass/$name)" >&2; exit 1; }
  pw=$(pgpass "$name")
  su_psql -d event <<SQL
CREATE ROLE "$name" LOGIN IN ROLE arbiters PASSWORD '$pw';
SQL
  echo "arbiter $name can sign in; give that console these two files (keep them secret) and its address:"
  echo "  $dir/pgpass/$name   (as ~/.pgpass, mode 0600, or PGPASSFILE)"
  echo "  $dir/root.crt       (the server's certificate authority)"
  echo "  arbiter -db '$(url "$name")'"
  exit 0
fi

port=${2:-5432}
if [ ! -f "$dir/data/PG_VERSION" ]; then
  mkdir -p "$dir/pgpass" "$dir/run"
  [ ${#as[@]} -eq 0 ] || chown postgres: "$dir/pgpass" "$dir/run"
  echo "$port" > "$dir/port"
  pgpass postgres > "$dir/pgpass/postgres.pw"
  [ ${#as[@]} -eq 0 ] || chown postgres: "$dir/pgpass/postgres.pw"
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pgpass/postgres.pw" \
    --auth-local=scram-sha-256 --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$dir/pgpass/postgres.pw"

  # The certificate authority the consoles trust, and the server's
  # certificate for every name and address it answers on.
  san="DNS:localhost,IP:127.0.0.1,IP:::1,DNS:$(hostname)"
  extra=${VENUE_HOSTS:-}
  for a in $(hostname -I 2>/dev/null) ${extra//,/ }; do
    if [[ $a =~ ^[0-9.]+$ || $a == *:* ]]; then san+=",IP:$a"; else san+=",DNS:$a"; fi
  done
  openssl req -x509 -new -nodes -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 3650 \
    -subj "/CN=Arbiter Console venue CA $(hostname)" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -keyout "$dir/pgpass/root.key" -out "$dir/root.crt" 2>/dev/null
  openssl req -new -nodes -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 \
    -subj "/CN=$(hostname)" -keyout "$dir/data/server.key" -out "$dir/server.csr" 2>/dev/null
  printf 'subjectAltName=%s\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n' "$san" > "$dir/server.ext"
  openssl x509 -req -in "$dir/server.csr" -CA "$dir/root.crt" -CAkey "$dir/pgpass/root.key" \
    -CAcreateserial -days 825 -extfile "$dir/server.ext" -out "$dir/data/server.crt" 2>/dev/null
  rm -f "$dir/server.csr" "$dir/server.ext" "$dir/root.srl"
  chmod 644 "$dir/root.crt"
  [ ${#as[@]} -eq 0 ] || chown postgres: "$dir/root.crt" "$dir/pgpass/root.key" "$dir/data/server.key" "$dir/data/server.crt"

  # First match wins: the superuser and the owner from this machine only,
  # the arbiters from the network with TLS; nothing without a password,
  # nothing over the network in clear.
  cat > "$dir/data/pg_hba.conf" <<'HBA'
# TYPE    DATABASE  USER       ADDRESS       METHOD
local     all       all                      scram-sha-256
hostssl   all       all        127.0.0.1/32  scram-sha-256
hostssl   all       all        ::1/128       scram-sha-256
hostssl   event     +arbiters  0.0.0.0/0     scram-sha-256
hostssl   event     +arbiters  ::/0          scram-sha-256
HBA
  cat >> "$dir/data/postgresql.conf" <<CONF

# scripts/venue-server.sh
port = $port
listen_addresses = '*'
unix_socket_directories = '$dir/run'
unix_socket_permissions = 0700
max_connections = 200
ssl = on
ssl_cert_file = 'server.crt'
ssl_key_file = 'server.key'
ssl_min_protocol_version = 'TLSv1.2'
password_encryption = 'scram-sha-256'
CONF
  [ ${#as[@]} -eq 0 ] || chown postgres: "$dir/data/pg_hba.conf" "$dir/port"
  created=1
elif [ -n "${2:-}" ] && [ "$port" != "$(cat "$dir/port")" ]; then
  sed -i "s/^port = .*/port = $port/" "$dir/data/postgresql.conf"
  echo "$port" > "$dir/port"
fi
"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start >/dev/null
if [ "${created:-0}" = 1 ]; then
  opw=$(pgpass event_owner)
  su_psql -d postgres <<SQL
CREATE ROLE event_owner LOGIN PASSWORD '$opw';
CREATE ROLE arbiters NOLOGIN;
CREATE DATABASE event OWNER event_owner;
REVOKE ALL ON DATABASE event FROM PUBLIC;
GRANT CONNECT ON DATABASE event TO arbiters;
SQL
  su_psql -d event <<'SQL'
ALTER SCHEMA public OWNER TO event_owner;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO arbiters;
-- Whatever the owner's migrations make, the arbiters get the rights a
-- console needs and no more: the logs only grow.
CREATE FUNCTION arbiter_grants() RETURNS event_trigger LANGUAGE plpgsql AS $$
DECLARE t text;
BEGIN
	GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO arbiters;
	GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO arbiters;
	FOREACH t IN ARRAY ARRAY['game_events', 'record_log', 'game_records', 'clock_jumps'] LOOP
		IF to_regclass('public.' || t) IS NOT NULL THEN
			EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON public.%I FROM arbiters', t);
		END IF;
	END LOOP;
	IF to_regclass('public.arbiter_schema') IS NOT NULL THEN
		REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON public.arbiter_schema FROM arbiters;
	END IF;
END $$;
REVOKE ALL ON FUNCTION arbiter_grants() FROM PUBLIC;
CREATE EVENT TRIGGER arbiter_grants ON ddl_command_end
	WHEN TAG IN ('CREATE TABLE', 'ALTER TABLE', 'CREATE SEQUENCE', 'CREATE TABLE AS')
	EXECUTE FUNCTION arbiter_grants();
SQL
fi
echo "venue server running on port $(cat "$dir/port") (TLS; every login with a password):"
echo "  the chief makes or upgrades the event from this machine as its owner:"
echo "    PGPASSFILE=$dir/pgpass/event_owner arbiterctl db copy EVENT.db 'postgres://event_owner@localhost:$(cat "$dir/port")/event?sslmode=verify-full&sslrootcert=$dir/root.crt'"
echo "  each arbiter gets a login of their own: venue-server.sh $dir arbiter NAME"
echo "  consoles open: arbiter -db '$(url NAME)'"
