#!/bin/sh
# Renders the web image's nginx configuration for this deployment, then runs nginx in the
# foreground. The image's entrypoint; the nginx test (apps/api/test/nginx/) runs it too, with
# local addresses, so what CI exercised is what the image runs.
#
# Environment (defaults are the compose stack's):
#   API_UPSTREAM     host:port of the API                       (api:4000)
#   TRUSTED_PROXIES  comma- or space-separated addresses/CIDRs of the proxies in front of nginx
#                    (a TLS terminator) whose X-Forwarded-For and -Proto count   (none)
#   PUBLIC_ORIGIN    https://www.example.edu: HSTS on every answer when https, and
#                    the host the API is told whatever Host a client sends      (none)
#   ACCESS_LOG       where the access log goes                  (/dev/stdout)
#   LISTEN           what nginx listens on                      (8080)
#   RESOLVER         DNS server for API_UPSTREAM                (127.0.0.11, Docker's)
#   WEB_ROOT         the built SPA                              (/usr/share/nginx/html)
#   NGINX_CONFIG_DIR the template, its includes and the generated header snippets
#                    (/etc/tutoring-nginx)
#   NGINX_RUN_DIR    where the rendered config, pid and temporary files go (/tmp/nginx)
#   NGINX_BIN        the nginx binary                           (nginx)
set -eu
# No pathname expansion: TRUSTED_PROXIES is split on spaces below, never globbed.
set -f

config_dir=${NGINX_CONFIG_DIR:-/etc/tutoring-nginx}
run_dir=${NGINX_RUN_DIR:-/tmp/nginx}
api_upstream=${API_UPSTREAM:-api:4000}
listen=${LISTEN:-8080}
resolver=${RESOLVER:-127.0.0.11}
web_root=${WEB_ROOT:-/usr/share/nginx/html}
public_origin=${PUBLIC_ORIGIN:-}
access_log=${ACCESS_LOG:-/dev/stdout}
trusted_proxies=$(printf '%s' "${TRUSTED_PROXIES:-}" | tr ',' ' ')

fail() {
  echo "run-nginx: $*" >&2
  exit 1
}

# Every value lands inside nginx's configuration: only characters its syntax cannot misread.
check() { # name value allowed-pattern
  case $2 in
    '' | *[!$3]*) fail "$1 must match [$3]; got '$2'" ;;
  esac
}
check API_UPSTREAM "$api_upstream" 'A-Za-z0-9.:_-'
check LISTEN "$listen" 'A-Za-z0-9.:'
check RESOLVER "$resolver" 'A-Za-z0-9.:'
check WEB_ROOT "$web_root" 'A-Za-z0-9._/-'
check ACCESS_LOG "$access_log" 'A-Za-z0-9._/-'
# Without PUBLIC_ORIGIN (never in the compose stack, which requires it) the client's Host.
public_host='$host'
if [ -n "$public_origin" ]; then
  check PUBLIC_ORIGIN "$public_origin" 'A-Za-z0-9.:/-'
  case $public_origin in
    http://?* | https://?*) ;;
    *) fail "PUBLIC_ORIGIN must be http(s)://host[:port]; got '$public_origin'" ;;
  esac
  public_host=${public_origin#*://}
  check PUBLIC_ORIGIN "$public_host" 'A-Za-z0-9.:-'
fi

mkdir -p "$run_dir/temp"

# Whose forwarding headers count: nobody's unless TRUSTED_PROXIES names them.
{
  echo '# Rendered by run-nginx.sh from TRUSTED_PROXIES.'
  echo 'real_ip_header X-Forwarded-For;'
  echo 'real_ip_recursive on;'
  for proxy in $trusted_proxies; do
    check TRUSTED_PROXIES "$proxy" '0-9A-Fa-f.:/'
    echo "set_real_ip_from $proxy;"
  done
  echo 'geo $realip_remote_addr $from_trusted_proxy {'
  echo '    default 0;'
  for proxy in $trusted_proxies; do echo "    $proxy 1;"; done
  echo '}'
} >"$run_dir/trusted-proxies.conf"

# Brotli where the nginx build has the module (Debian's libnginx-mod-http-brotli-static);
# the official image has none and sends the .gz files.
brotli=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
: >"$run_dir/modules.conf"
: >"$run_dir/compression.conf"
if [ -f "$brotli" ]; then
  echo "load_module $brotli;" >"$run_dir/modules.conf"
  echo 'brotli_static on;' >"$run_dir/compression.conf"
fi

for file in proxy-to-api.conf security-headers.conf security-headers-http.conf app-entry.html; do
  [ -f "$config_dir/$file" ] || fail "$config_dir/$file is missing (the web build writes the security-header and app-entry snippets)"
  cp "$config_dir/$file" "$run_dir/$file"
done
sed -e "s|@API_UPSTREAM@|$api_upstream|g" \
  -e "s|@LISTEN@|$listen|g" \
  -e "s|@RESOLVER@|$resolver|g" \
  -e "s|@WEB_ROOT@|$web_root|g" \
  -e "s|@PUBLIC_ORIGIN@|$public_origin|g" \
  -e "s|@PUBLIC_HOST@|$public_host|g" \
  -e "s|@ACCESS_LOG@|$access_log|g" \
  "$config_dir/nginx.conf.template" >"$run_dir/nginx.conf"

exec "${NGINX_BIN:-nginx}" -p "$run_dir/" -c "$run_dir/nginx.conf" -e stderr -g 'daemon off;'
