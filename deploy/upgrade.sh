#!/bin/sh
# docs/DEPLOYMENT.md, "Upgrades", as one command, run from the checkout on the server:
#   deploy/upgrade.sh [REF]     REF: a tag or commit to check out; default: git pull
# 1. a labelled backup (tutoring-<time>-pre-upgrade.ejson.gz[.age]), which the schedule's
#    rotation never removes; 2. the new release; 3. rebuild and recreate api, backup and web,
#    waiting until they are healthy; then it prints how to roll back to this backup.
# COMPOSE overrides the compose command (tests run it with a stand-in).
set -eu
compose=${COMPOSE:-docker compose}

previous=$(git rev-parse HEAD)
echo "upgrade: a backup first (the way back)"
backup=$($compose exec -T backup npm run --silent backup -- --label pre-upgrade | tail -n 1)
case $backup in
  */tutoring-*-pre-upgrade.ejson.gz*) echo "upgrade: kept $backup" ;;
  *)
    echo "upgrade: the backup did not say where it wrote; nothing was changed" >&2
    exit 1
    ;;
esac

echo "upgrade: the new release"
if [ $# -gt 0 ]; then
  git fetch --tags
  git checkout "$1"
else
  git pull --ff-only
fi

echo "upgrade: rebuilding and recreating the services (mongo and the volumes stay)"
$compose up -d --build --wait
$compose logs api | grep -i migration || true
docker image prune -f >/dev/null || true

cat <<DONE
upgrade: done ($(git rev-parse --short HEAD)). To go back to $previous and this backup:
  git checkout $previous && $compose up -d --build --wait
  $compose run --rm -T backup npm run restore -- $backup --yes
  $compose restart api
DONE
