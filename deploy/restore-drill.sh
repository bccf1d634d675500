#!/bin/sh
# The restore drill of docs/DEPLOYMENT.md ("Backups and restore") as one command, run from the checkout on the server:
#   deploy/restore-drill.sh up BACKUP_FILE [AGE_IDENTITY_FILE]   restore into a scratch stack
#   deploy/restore-drill.sh down                                 remove it, volumes and all
# The scratch stack is the project tutoring-restore-test on 127.0.0.1:${DRILL_WEB_PORT:-8081}.
# Its settings are the live .env's with every outside effect taken out: no mail (SMTP_URL
# empty, OUTBOX_PAUSED=true), no off-host copy (BACKUP_COPY_DIR empty, and only
# docker-compose.yml: a docker-compose.override.yml mounting the off-host folder is not
# read), no backup schedule, its own networks and port. The API starts only once the backup
# is in, so the restored admin accounts exist and ADMIN_PASSWORD is not needed.
# COMPOSE overrides the compose command (tests run it with a stand-in).
set -eu
project=tutoring-restore-test
env_file=.env.restore-test
port=${DRILL_WEB_PORT:-8081}
compose="${COMPOSE:-docker compose} -p $project -f docker-compose.yml --env-file $env_file"

usage() {
  sed -n '2,4p' "$0" | sed 's/^# *//' >&2
  exit 2
}

write_env() {
  # Later lines win in an env file; these replace whatever the live .env says.
  { grep -v -E '^(WEB_BIND|WEB_PORT|BACKEND_SUBNET|WEB_BACKEND_ADDRESS|EDGE_SUBNET|SMTP_URL|COMPOSE_PROFILES|OUTBOX_PAUSED|BACKUP_COPY_DIR|REDIS_URL|MAILCATCHER_PORT)=' .env || true
    cat <<SETTINGS
WEB_BIND=127.0.0.1
WEB_PORT=$port
BACKEND_SUBNET=172.30.70.0/24
WEB_BACKEND_ADDRESS=172.30.70.10
EDGE_SUBNET=172.30.71.0/24
SMTP_URL=
COMPOSE_PROFILES=
OUTBOX_PAUSED=true
BACKUP_COPY_DIR=
REDIS_URL=
SETTINGS
  } > "$env_file"
  chmod 600 "$env_file"
}

case ${1:-} in
  up)
    [ $# -ge 2 ] && [ $# -le 3 ] || usage
    file=$(realpath "$2")
    [ -r "$file" ] || { echo "drill: cannot read $2" >&2; exit 1; }
    write_env
    name=$(basename "$file")
    set -- -v "$file:/drill/$name:ro" ${3:+-v "$(realpath "$3"):/run/backup-identity.txt:ro"} \
      ${3:+-e BACKUP_AGE_IDENTITY_FILE=/run/backup-identity.txt}
    echo "drill: restoring $name into the scratch stack $project"
    $compose up -d --build --wait mongo
    # `run` replaces the backup service's schedule with the one restore (file and key mounted
    # read-only, for this command only).
    $compose run --rm -T "$@" backup npm run restore -- "/drill/$name" --yes
    $compose up -d --build --wait api web
    curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null
    echo "drill: the restored site is on http://127.0.0.1:$port (sign in with a live admin"
    echo "drill: account; Admin → Outbox shows the paused mail). Then: $0 down"
    ;;
  down)
    [ $# -eq 1 ] || usage
    [ -f "$env_file" ] || write_env
    $compose down -v
    rm -f "$env_file"
    echo "drill: the scratch stack and its volumes are gone"
    ;;
  *) usage ;;
esac
