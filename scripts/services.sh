#!/usr/bin/env bash
# Local stack without Docker: PostgreSQL 15, Redis 7, Neo4j 5.26 (from Maven Central), Tesseract
# (por), poppler, ffmpeg (voice scheduling) and espeak-ng (the voice tests' clips), all on
# loopback, all data under .local/. Idempotent: installs what is missing, starts what is not
# running, waits until each service answers, and fails naming the one that does not.
#   scripts/services.sh start   (make services)
#   scripts/services.sh stop    (make services-stop)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
local_dir=${CLINIC_LOCAL_DIR:-$root/.local}
env_file=$local_dir/env
pg_port=${PG_PORT:-5432}
redis_port=${REDIS_PORT:-6379}
bolt_port=${NEO4J_BOLT_PORT:-7687}
http_port=${NEO4J_HTTP_PORT:-7474}
pg_bin=/usr/lib/postgresql/15/bin

say() { printf '[services] %s\n' "$*"; }
die() { printf '[services] FAILED: %s\n' "$*" >&2; exit 1; }

# --- packages -----------------------------------------------------------------------------------
install_packages() {
  local missing=()
  [ -x "$pg_bin/postgres" ] || missing+=(postgresql postgresql-contrib)
  command -v redis-server >/dev/null || missing+=(redis-server)
  command -v tesseract >/dev/null || missing+=(tesseract-ocr)
  [ -n "$(ls /usr/share/tesseract-ocr/*/tessdata/por.traineddata 2>/dev/null)" ] || missing+=(tesseract-ocr-por)
  command -v pdftoppm >/dev/null || missing+=(poppler-utils)
  command -v ffmpeg >/dev/null || missing+=(ffmpeg)
  command -v espeak-ng >/dev/null || missing+=(espeak-ng)
  command -v java >/dev/null || missing+=(openjdk-17-jre-headless)
  command -v mvn >/dev/null || missing+=(maven)
  command -v curl >/dev/null || missing+=(curl)
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq || die "apt-get update"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || die "apt-get install ${missing[*]}"
}

# --- secrets and .local/env (generated once, never committed) -----------------------------------
secret() { head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n'; }
write_env() {
  mkdir -p "$local_dir"
  if [ ! -f "$local_dir/secrets" ]; then
    umask 077
    cat >"$local_dir/secrets" <<S
PG_OWNER_PASSWORD=$(secret)
PG_APP_PASSWORD=$(secret)
NEO4J_PASSWORD=$(secret)
S
  fi
  # shellcheck disable=SC1091
  . "$local_dir/secrets"
  umask 077
  cat >"$env_file" <<E
# Written by scripts/services.sh; read by ./clinic when run from the repository root.
DATABASE_URL=postgres://clinic_app:$PG_APP_PASSWORD@127.0.0.1:$pg_port/clinic?sslmode=disable
DATABASE_OWNER_URL=postgres://clinic_owner:$PG_OWNER_PASSWORD@127.0.0.1:$pg_port/clinic?sslmode=disable
REDIS_URL=redis://127.0.0.1:$redis_port/0
NEO4J_URI=bolt://127.0.0.1:$bolt_port
NEO4J_USER=neo4j
NEO4J_PASSWORD=$NEO4J_PASSWORD
NEO4J_BROWSER_URL=http://127.0.0.1:$http_port/browser/
E
}

wait_for() { # name seconds command...
  local name=$1 secs=$2; shift 2
  for _ in $(seq 1 "$secs"); do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
  die "$name did not answer within ${secs}s (logs under $local_dir/$name)"
}

# --- PostgreSQL ----------------------------------------------------------------------------------
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_data=$local_dir/postgres/data
pg_sock=$local_dir/postgres/run
start_postgres() {
  mkdir -p "$local_dir/postgres/run"
  [ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$local_dir/postgres"
  if [ "$(id -u)" -eq 0 ] && ! as_pg test -x "$local_dir/postgres"; then
    # A checkout under a private directory (mktemp -d makes it 0700): the postgres user must pass
    # through the directories above its cluster. Add search permission only (o+x: no listing).
    local dir=$local_dir
    while [ "$dir" != / ]; do
      if [ -z "$(find "$dir" -maxdepth 0 -perm -o+x)" ]; then
        say "postgres: letting the postgres user pass through $dir (chmod o+x)"
        chmod o+x "$dir"
      fi
      dir=$(dirname "$dir")
    done
  fi
  if [ ! -f "$pg_data/PG_VERSION" ]; then
    say "postgres: initdb"
    as_pg "$pg_bin/initdb" -D "$pg_data" -U postgres --auth-local=peer --auth-host=scram-sha-256 \
      -E UTF8 --locale=C.UTF-8 >"$local_dir/postgres/initdb.log" 2>&1 || die "postgres initdb (see $local_dir/postgres/initdb.log)"
    # Map the OS user that owns the cluster to the postgres role for socket access.
    echo "local all postgres peer map=owner" >"$pg_data/pg_hba.conf.new"
    echo "host all all 127.0.0.1/32 scram-sha-256" >>"$pg_data/pg_hba.conf.new"
    echo "host all all ::1/128 scram-sha-256" >>"$pg_data/pg_hba.conf.new"
    echo "owner $(as_pg whoami) postgres" >"$pg_data/pg_ident.conf"
    as_pg mv "$pg_data/pg_hba.conf.new" "$pg_data/pg_hba.conf"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$pg_data/pg_ident.conf" "$pg_data/pg_hba.conf"
  fi
  if ! as_pg "$pg_bin/pg_ctl" -D "$pg_data" status >/dev/null 2>&1; then
    say "postgres: starting on 127.0.0.1:$pg_port"
    as_pg "$pg_bin/pg_ctl" -D "$pg_data" -l "$local_dir/postgres/postgres.log" -w -t 60 start \
      -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $pg_sock -c max_connections=200 -c shared_buffers=256MB -c fsync=${PG_FSYNC:-on}" \
      >/dev/null || die "postgres did not start (see $local_dir/postgres/postgres.log)"
  fi
  wait_for postgres 60 "$pg_bin/pg_isready" -h 127.0.0.1 -p "$pg_port"
  # Roles: clinic_owner owns the schema and runs migrations; clinic_app is the service's login and
  # owns nothing, cannot bypass row-level security.
  as_pg psql -q -v ON_ERROR_STOP=1 -h "$pg_sock" -p "$pg_port" -U postgres -d postgres \
    -v owner_pw="$PG_OWNER_PASSWORD" -v app_pw="$PG_APP_PASSWORD" >/dev/null <<'SQL' || die "postgres role bootstrap"
SELECT format('CREATE ROLE clinic_owner LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE')
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clinic_owner') \gexec
SELECT format('CREATE ROLE clinic_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE')
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clinic_app') \gexec
ALTER ROLE clinic_owner PASSWORD :'owner_pw';
ALTER ROLE clinic_app PASSWORD :'app_pw';
SELECT 'CREATE DATABASE clinic OWNER clinic_owner' WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'clinic') \gexec
REVOKE ALL ON DATABASE clinic FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE clinic TO clinic_app;
SQL
}

# --- Redis ---------------------------------------------------------------------------------------
start_redis() {
  mkdir -p "$local_dir/redis"
  if ! redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1; then
    say "redis: starting on 127.0.0.1:$redis_port (appendonly, noeviction)"
    redis-server --bind 127.0.0.1 --port "$redis_port" --dir "$local_dir/redis" \
      --appendonly yes --maxmemory-policy noeviction --daemonize yes \
      --pidfile "$local_dir/redis/redis.pid" --logfile "$local_dir/redis/redis.log" || die "redis did not start"
  fi
  wait_for redis 30 redis-cli -h 127.0.0.1 -p "$redis_port" ping
  [ "$(redis-cli -h 127.0.0.1 -p "$redis_port" config get maxmemory-policy | tail -1)" = noeviction ] \
    || die "redis on port $redis_port is not ours (maxmemory-policy is not noeviction)"
}

# --- Neo4j ---------------------------------------------------------------------------------------
neo4j_ready() {
  curl -fsS -u "neo4j:$NEO4J_PASSWORD" -H 'Content-Type: application/json' \
    -d '{"statement":"RETURN 1"}' "http://127.0.0.1:$http_port/db/neo4j/query/v2"
}
start_neo4j() {
  if ! neo4j_ready >/dev/null 2>&1; then
    say "neo4j: starting 5.26 on bolt 127.0.0.1:$bolt_port, http 127.0.0.1:$http_port"
    NEO4J_BOLT_PORT=$bolt_port NEO4J_HTTP_PORT=$http_port \
      "$root/tools/neo4j/neo4j.sh" start "$local_dir/neo4j" "$NEO4J_PASSWORD" || die "neo4j did not start"
  fi
  wait_for neo4j 180 neo4j_ready
}

stop_all() {
  if [ -f "$pg_data/PG_VERSION" ] && as_pg "$pg_bin/pg_ctl" -D "$pg_data" status >/dev/null 2>&1; then
    say "postgres: stopping"; as_pg "$pg_bin/pg_ctl" -D "$pg_data" -m fast -w stop >/dev/null
  fi
  if [ -f "$local_dir/redis/redis.pid" ] && redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1; then
    say "redis: stopping"; redis-cli -h 127.0.0.1 -p "$redis_port" shutdown >/dev/null 2>&1 || true
  fi
  if [ -d "$local_dir/neo4j" ]; then say "neo4j: stopping"; "$root/tools/neo4j/neo4j.sh" stop "$local_dir/neo4j"; fi
}

case "${1:-start}" in
start)
  install_packages
  write_env
  start_postgres
  start_redis
  start_neo4j
  say "ready: postgres :$pg_port, redis :$redis_port, neo4j bolt :$bolt_port (settings in ${env_file#$root/})"
  ;;
stop) stop_all ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
