#!/usr/bin/env bash
# A backup of one installation: the database and the uploaded files, into TLP_BACKUP_DIR.
#
#   deploy/backup.sh                                   # reads /etc/toca-la-puerta/env
#   TLP_ENV_FILE=./env TLP_BACKUP_DIR=/srv/backups deploy/backup.sh
#
# PostgreSQL (DATABASE_URL): `pg_dump --format=custom` while the app serves (a consistent
# snapshot), plus the uploads folder. Point-in-time recovery needs WAL archiving besides
# (docs/operations.md).
# Embedded database (no DATABASE_URL): PGlite cannot be copied while a server holds it, so the
# instance is stopped (TLP_STOP), DATA_DIR is archived whole (the database, `jwt-secret`, the
# uploads and the mail outbox) and the instance started again (TLP_START).
# Keeps TLP_KEEP_DAYS days of backups (14). Prints the path of each file it wrote.
# JWT_SECRET is not in the backup (it lives in the env file): keep a copy of it apart. Without it,
# a restored database cannot verify the disclosure ledger's keys nor the sessions.
set -euo pipefail

env_file=${TLP_ENV_FILE:-/etc/toca-la-puerta/env}
out=${TLP_BACKUP_DIR:-/var/backups/toca-la-puerta}
keep_days=${TLP_KEEP_DAYS:-14}
stop_cmd=${TLP_STOP:-systemctl stop toca-la-puerta@3000}
start_cmd=${TLP_START:-systemctl start toca-la-puerta@3000}
root=$(cd "$(dirname "$0")/.." && pwd)

if [ -f "$env_file" ]; then
  set -a
  # shellcheck disable=SC1090
  . "$env_file"
  set +a
fi
data_dir=${DATA_DIR:-$root/data}
case "$data_dir" in /*) ;; *) data_dir="$root/$data_dir" ;; esac
uploads_dir=${UPLOADS_DIR:-$data_dir/uploads}
case "$uploads_dir" in /*) ;; *) uploads_dir="$root/$uploads_dir" ;; esac
stamp=$(date -u +%Y%m%dT%H%M%SZ)
umask 077
mkdir -p "$out"

if [ -n "${DATABASE_URL:-}" ]; then
  dump="$out/tlp-$stamp.dump"
  pg_dump --format=custom --compress=6 --no-owner --file "$dump.part" "$DATABASE_URL"
  mv "$dump.part" "$dump"
  echo "$dump"
  if [ -d "$uploads_dir" ]; then
    tar -C "$uploads_dir" -czf "$out/tlp-$stamp-uploads.tar.gz.part" .
    mv "$out/tlp-$stamp-uploads.tar.gz.part" "$out/tlp-$stamp-uploads.tar.gz"
    echo "$out/tlp-$stamp-uploads.tar.gz"
  fi
else
  archive="$out/tlp-$stamp-data.tar.gz"
  eval "$stop_cmd"
  trap 'eval "$start_cmd"' EXIT
  if [ -f "$data_dir/server.lock" ] && kill -0 "$(cat "$data_dir/server.lock" 2>/dev/null)" 2>/dev/null; then
    echo "backup: un servidor sigue usando $data_dir (server.lock); no se copió nada" >&2
    exit 1
  fi
  tar -C "$data_dir" --exclude=./server.lock -czf "$archive.part" .
  mv "$archive.part" "$archive"
  echo "$archive"
fi

find "$out" -maxdepth 1 -name 'tlp-*' -type f -mtime +"$keep_days" -delete
