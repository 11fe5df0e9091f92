#!/usr/bin/env bash
# Restarts the app's instances one at a time behind nginx, so that at least one always serves:
# for each instance, nginx stops sending it requests (marked `down`, graceful reload), the
# instance restarts (SIGTERM drains what it holds, then it starts on the new release), and it
# goes back into nginx only once /api/v1/ready answers 200.
#
#   deploy/rolling-restart.sh                       # the defaults below, as root
#   TLP_PORTS="3001 3002 3003" deploy/rolling-restart.sh
#
# Settings (environment):
#   TLP_PORTS            ports of the instances (systemd's toca-la-puerta@<port>)   "3001 3002"
#   TLP_UPSTREAMS_FILE   the file nginx's upstream includes            /etc/nginx/toca-la-puerta-upstreams.conf
#   TLP_RESTART          restarts one instance; %s is its port         "systemctl restart toca-la-puerta@%s"
#   TLP_NGINX_RELOAD     reloads nginx gracefully                      "systemctl reload nginx"
#   TLP_READY_TIMEOUT    seconds an instance may take to be ready      120
#   TLP_SETTLE           seconds for nginx's old workers to finish     2
set -euo pipefail

ports=(${TLP_PORTS:-3001 3002})
upstreams=${TLP_UPSTREAMS_FILE:-/etc/nginx/toca-la-puerta-upstreams.conf}
restart=${TLP_RESTART:-systemctl restart toca-la-puerta@%s}
reload=${TLP_NGINX_RELOAD:-systemctl reload nginx}
ready_timeout=${TLP_READY_TIMEOUT:-120}
settle=${TLP_SETTLE:-2}

log() { printf '%s rolling-restart: %s\n' "$(date -u +%H:%M:%S)" "$*"; }

# The upstream list, with $1 (a port, or nothing) marked down. Written beside the target and
# moved over it, so nginx never reads half a file.
write_upstreams() {
  local down=${1:-} tmp="$upstreams.tmp.$$" port
  {
    echo "# Written by deploy/rolling-restart.sh"
    for port in "${ports[@]}"; do
      if [ "$port" = "$down" ]; then echo "server 127.0.0.1:$port down;"; else echo "server 127.0.0.1:$port max_fails=0;"; fi
    done
  } >"$tmp"
  mv -f "$tmp" "$upstreams"
}

reload_nginx() {
  eval "$reload"
  # A reload starts new workers and lets the old ones finish the requests they hold.
  sleep "$settle"
}

wait_ready() {
  local port=$1 deadline=$((SECONDS + ready_timeout))
  until curl -fs -o /dev/null --max-time 3 "http://127.0.0.1:$port/api/v1/ready"; do
    if [ $SECONDS -ge $deadline ]; then
      log "el puerto $port no quedó listo en ${ready_timeout} s: se detiene el reinicio (las demás instancias siguen sirviendo)"
      return 1
    fi
    sleep 0.5
  done
}

if [ ${#ports[@]} -lt 2 ]; then
  log "se necesitan al menos dos instancias para reiniciar sin cortar el servicio (TLP_PORTS=\"${ports[*]}\")"
  exit 2
fi
for port in "${ports[@]}"; do
  wait_ready "$port" || { log "el puerto $port no está listo antes de empezar: no se reinicia nada"; exit 1; }
done

for port in "${ports[@]}"; do
  log "puerto $port: fuera de nginx"
  write_upstreams "$port"
  reload_nginx
  log "puerto $port: reiniciando"
  # shellcheck disable=SC2059
  eval "$(printf "$restart" "$port")"
  wait_ready "$port" || exit 1
  write_upstreams
  reload_nginx
  log "puerto $port: listo y de vuelta en nginx"
done
log "listo: ${#ports[@]} instancias reiniciadas"
