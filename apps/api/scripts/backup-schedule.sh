#!/bin/sh
# The compose `backup` service (docs/DEPLOYMENT.md, "Backups and restore"): `npm run backup`
# at start and then every BACKUP_INTERVAL_HOURS, in the API image. A failed backup ends the
# loop with its exit code and a line saying so, rather than waiting a day in silence: the
# container shows as restarting, `docker compose logs backup` says why, and the restart
# policy tries again.
set -u

hours=${BACKUP_INTERVAL_HOURS:-24}
case $hours in
  '' | *[!0-9]* | 0)
    echo "backup: BACKUP_INTERVAL_HOURS must be a whole number of hours, 1 or more (got '$hours')" >&2
    exit 2
    ;;
esac

# As the container's first process, the shell ignores SIGTERM unless told: `docker compose
# stop` then ends the wait below at once, not after its 10 s grace.
trap 'echo "backup: stopped"; exit 0' TERM INT

while :; do
  npm run --silent backup
  status=$?
  if [ "$status" -ne 0 ]; then
    echo "backup: FAILED at $(date -u +%Y-%m-%dT%H:%M:%SZ) (exit $status); no new backup was kept" >&2
    exit "$status"
  fi
  echo "backup: done at $(date -u +%Y-%m-%dT%H:%M:%SZ); the next in $hours h"
  sleep $((hours * 3600)) &
  wait $!
done
