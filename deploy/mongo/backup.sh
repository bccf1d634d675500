#!/bin/sh
# Backups of the tutoring database for the compose stack's backup service (docker-compose.yml,
# docs/DEPLOYMENT.md "Backups and restore"), with the mongo image's mongodump and mongorestore.
#
#   backup.sh                 every BACKUP_INTERVAL_HOURS: a dump, then keep the last BACKUP_KEEP
#   backup.sh once            one dump now (docker compose exec backup sh /usr/local/bin/tutoring-backup.sh once)
#   backup.sh restore NAME    restore the archive NAME from BACKUP_DIR into the database,
#                             replacing the collections it holds
#
# Environment: MONGO_ROOT_USERNAME, MONGO_ROOT_PASSWORD, MONGO_HOST (mongo:27017),
# BACKUP_DATABASE (tutoring), BACKUP_DIR (/backups), BACKUP_INTERVAL_HOURS (24), BACKUP_KEEP (14).
set -eu

user=${MONGO_ROOT_USERNAME:-}
password=${MONGO_ROOT_PASSWORD:-}
host=${MONGO_HOST:-mongo:27017}
database=${BACKUP_DATABASE:-tutoring}
dir=${BACKUP_DIR:-/backups}
interval_hours=${BACKUP_INTERVAL_HOURS:-24}
keep=${BACKUP_KEEP:-14}

say() { echo "backup: $*"; }
fail() {
  echo "backup: $*" >&2
  exit 1
}

[ -n "$user" ] && [ -n "$password" ] || fail 'set MONGO_ROOT_USERNAME and MONGO_ROOT_PASSWORD in .env'
case $user in *[!A-Za-z0-9._-]*) fail 'MONGO_ROOT_USERNAME may hold letters, digits, ".", "_" and "-" only' ;; esac
case $interval_hours in '' | *[!0-9]* | 0) fail "BACKUP_INTERVAL_HOURS must be a whole number of hours, not '$interval_hours'" ;; esac
case $keep in '' | *[!0-9]* | 0) fail "BACKUP_KEEP must be a whole number of archives, not '$keep'" ;; esac

# The password reaches the tools in a config file of the tmpfs, never on a command line (ps).
umask 077
config=$(mktemp)
trap 'rm -f "$config"' EXIT
printf "password: '%s'\n" "$(printf '%s' "$password" | sed "s/'/''/g")" >"$config"
auth() { echo "--config=$config --host=$host --username=$user --authenticationDatabase=admin"; }

# Archives are named by their UTC time, so the names sort oldest first.
dump() {
  name="$database-$(date -u +%Y%m%dT%H%M%SZ).archive.gz"
  # shellcheck disable=SC2046 # auth's words are options, split on purpose
  if mongodump $(auth) --db="$database" --archive="$dir/$name.partial" --gzip --quiet; then
    mv "$dir/$name.partial" "$dir/$name"
    say "wrote $name ($(wc -c <"$dir/$name") bytes)"
  else
    rm -f "$dir/$name.partial"
    return 1
  fi
  ls -1 "$dir" | grep -E "^$database-[0-9TZ]+\.archive\.gz$" | sort |
    awk -v keep="$keep" '{ names[NR] = $0 } END { for (i = 1; i <= NR - keep; i++) print names[i] }' |
    while read -r old; do
      rm -f "$dir/$old"
      say "removed $old (keeping the last $keep)"
    done
}

case ${1:-schedule} in
  schedule)
    # sh as PID 1 ignores SIGTERM unless it traps it: docker stop would wait 10 s for nothing.
    trap 'exit 0' TERM INT
    while :; do
      if dump; then wait_seconds=$((interval_hours * 3600)); else
        say 'mongodump failed; trying again in 5 minutes'
        wait_seconds=300
      fi
      sleep "$wait_seconds" &
      wait $!
    done
    ;;
  once) dump ;;
  restore)
    name=${2:-}
    case $name in '' | */* | .*) fail "name an archive in $dir: backup.sh restore $database-YYYYMMDDTHHMMSSZ.archive.gz" ;; esac
    [ -f "$dir/$name" ] || fail "$dir/$name does not exist (ls $dir)"
    # shellcheck disable=SC2046
    mongorestore $(auth) --nsInclude="$database.*" --drop --archive="$dir/$name" --gzip
    say "restored $name into $database; restart the api service so no cached page predates it"
    ;;
  *) fail "unknown command '$1' (schedule, once, restore NAME)" ;;
esac
