#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1 and stops the server after:
#   api/scripts/with-postgres.sh npx jest --selectProjects api
# Exports TEST_DATABASE_URL and BENCH_DATABASE_URL (the superuser's "postgres" database; the
# tests create one database per test file on it). Installs Debian's postgresql when missing.
set -euo pipefail

PG_BIN="${PG_BIN:-}"
find_bin() {
  if [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ]; then return 0; fi
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then PG_BIN="$dir"; fi
  done
  [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ]
}
if ! find_bin; then
  echo "with-postgres: installing postgresql (Debian package)" >&2
  apt-get install -y postgresql >/dev/null || { apt-get update >/dev/null && apt-get install -y postgresql >/dev/null; }
  find_bin || { echo "with-postgres: no initdb found after installing postgresql" >&2; exit 1; }
fi

PORT="${PG_PORT:-$(( 54000 + RANDOM % 1000 ))}"
WORK="$(mktemp -d /tmp/mealprep-pg.XXXXXX)"
DATA="$WORK/data"
as_postgres() {
  # initdb refuses to run as root.
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
mkdir -p "$DATA"
if [ "$(id -u)" = "0" ]; then chown -R postgres "$WORK"; fi

cleanup() {
  as_postgres "'$PG_BIN/pg_ctl' -D '$DATA' -m immediate -w stop" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_postgres "'$PG_BIN/initdb' -D '$DATA' --auth=trust --username=postgres --encoding=UTF8 --no-instructions" >/dev/null
as_postgres "'$PG_BIN/pg_ctl' -D '$DATA' -l '$WORK/server.log' -o \"-p $PORT -k '$WORK' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" -w start" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export BENCH_DATABASE_URL="$TEST_DATABASE_URL"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
"$@"
