#!/usr/bin/env bash
# Proves the README's `npm start`: a fresh data dir, the built site on one port, the admin
# signs in, the SPA and the API answer, and Ctrl-C (SIGINT) stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/.."

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
data_dir=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$data_dir" "$log"' EXIT

# setsid: npm leads its own process group, as in a terminal, so Ctrl-C can be sent to it.
PORT=$port DATA_DIR=$data_dir ADMIN_EMAIL=smoke@example.com ADMIN_PASSWORD=smoke-test-password \
  MONGODB_URI= setsid npm start >"$log" 2>&1 &
npm_pid=$!

for _ in $(seq 1 300); do
  grep -q 'The site is running' "$log" && break
  if ! kill -0 "$npm_pid" 2>/dev/null; then cat "$log"; echo 'smoke: npm start exited early'; exit 1; fi
  sleep 1
done
grep -q 'The site is running' "$log" || { cat "$log"; echo 'smoke: no start within 300 s'; exit 1; }

base="http://127.0.0.1:$port"
curl -fsS "$base/" | grep -q '<div id="root"' || { echo 'smoke: the SPA is not served at /'; exit 1; }
curl -fsS "$base/api/ready" | grep -q ready
login=$(curl -fsS -H 'Content-Type: application/json' \
  -d '{"email":"smoke@example.com","password":"smoke-test-password"}' "$base/api/auth/login")
echo "$login" | grep -q '"role":"admin"' || { echo "smoke: admin login failed: $login"; exit 1; }
echo "smoke: npm start served the site on port $port and the admin signed in"

# Ctrl-C in a terminal signals the whole foreground group; nothing may outlive it.
kill -INT -- "-$npm_pid"
# pgrep, unlike grep over /proc, never counts itself.
still_running() { pgrep -f -- "$data_dir" >/dev/null; }
for _ in $(seq 1 30); do
  kill -0 "$npm_pid" 2>/dev/null || still_running || break
  sleep 0.5
done
if kill -0 "$npm_pid" 2>/dev/null || still_running; then
  ps -eo pid,pgid,args | grep -- "$data_dir" | grep -v grep
  echo 'smoke: a process outlived npm start'; exit 1
fi
echo 'smoke: Ctrl-C stopped everything npm start had started'
