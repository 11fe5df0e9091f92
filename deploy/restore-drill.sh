#!/usr/bin/env bash
# Restore drill: a PostgreSQL backup (deploy/backup.sh) is restored into a NEW database, an
# instance of the app starts on it (on a free loopback port, with no mail sent and no Redis), and
# the smoke test (npm run smoke) walks it. The live database is never touched.
#
#   deploy/restore-drill.sh /var/backups/toca-la-puerta/tlp-20261127T030000Z.dump
#
# Settings (environment, or the env file TLP_ENV_FILE, /etc/toca-la-puerta/env):
#   DATABASE_URL         the live database: its server gets the new one, `<name>_restore_<time>`
#   TLP_RESTORE_URL      another server to restore into instead (its URL, any database)
#   JWT_SECRET           the installation's secret (sessions and disclosure keys depend on it)
#   SMOKE_ACCOUNTS       accounts for the smoke test (`correo:contraseña:rol,…`; see scripts/smoke.mjs)
#   TLP_KEEP=1           keep the restored database afterwards (dropped by default)
# Prints `restore drill ok` and exits 0 when the restored copy serves.
set -euo pipefail

dump=${1:?"uso: deploy/restore-drill.sh <archivo .dump de deploy/backup.sh>"}
[ -f "$dump" ] || { echo "restore drill: no existe $dump" >&2; exit 2; }
env_file=${TLP_ENV_FILE:-/etc/toca-la-puerta/env}
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -f "$env_file" ]; then
  set -a
  # shellcheck disable=SC1090
  . "$env_file"
  set +a
fi
source_url=${TLP_RESTORE_URL:-${DATABASE_URL:?"restore drill: falta DATABASE_URL (o TLP_RESTORE_URL)"}}
: "${JWT_SECRET:?restore drill: falta JWT_SECRET (el del respaldo)}"

# postgres://user@host:port/db?params → the same server, another database.
prefix=${source_url%%\?*}
query=""
[ "$prefix" != "$source_url" ] && query="?${source_url#*\?}"
server=${prefix%/*}
live_name=${prefix##*/}
name="${live_name:-tlp}_restore_$(date -u +%Y%m%d%H%M%S)"
restore_url="$server/$name$query"
admin_url="$server/postgres$query"
node="$root/node_modules/.bin/node"
work=$(mktemp -d)
pid=""

cleanup() {
  local code=$?
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -TERM "$pid"; wait "$pid" || true; fi
  if [ "${TLP_KEEP:-0}" != 1 ]; then
    psql "$admin_url" -qAt -c "drop database if exists \"$name\" with (force)" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
  exit $code
}
trap cleanup EXIT

echo "restore drill: restaurando $(basename "$dump") en la base nueva $name"
psql "$admin_url" -qAt -v ON_ERROR_STOP=1 -c "create database \"$name\""
pg_restore --no-owner --exit-on-error --dbname "$restore_url" "$dump"

port=$("$node" -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
echo "restore drill: instancia en 127.0.0.1:$port"
# Nothing leaves this copy: no SMTP (mail goes to a folder of the drill), no Redis, no demo data.
env -u SMTP_URL -u REDIS_URL -u METRICS_PORT -u WEB_CONCURRENCY -u PUBLIC_URL -u UPLOADS_DIR \
  DATABASE_URL="$restore_url" JWT_SECRET="$JWT_SECRET" SEED_DEMO=0 HOST=127.0.0.1 PORT="$port" \
  DATA_DIR="$work/data" LOG_LEVEL=warn NODE_ENV=production \
  "$node" "$root/apps/api/src/server.ts" >"$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do
  curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$port/api/v1/ready" && break
  if ! kill -0 "$pid" 2>/dev/null; then echo "restore drill: la instancia terminó al arrancar:" >&2; tail -5 "$work/server.log" >&2; exit 1; fi
  sleep 0.5
done
"$node" "$root/scripts/smoke.mjs" --quiet "http://127.0.0.1:$port"
kill -TERM "$pid"
if ! wait "$pid"; then echo "restore drill: la instancia no terminó con 0 al detenerla" >&2; exit 1; fi
pid=""
echo "restore drill ok"
