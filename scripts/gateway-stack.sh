#!/usr/bin/env bash
# The gateway's local setup in one command: three peered nodes (`powgate devnet`, one mining),
# Redis, two gateways sharing it, and HAProxy in front of the gateways. Needs `npm run build` and
# Debian's redis-server and haproxy. Ctrl-C stops everything.
#   scripts/gateway-stack.sh [keys.json]
#   → http://127.0.0.1:8700 (HAProxy), gateways on 8600 and 8601, nodes on 8545-8547, Redis on 6390
#   (other ports: NODE_PORT, GATEWAY_PORT, LB_PORT, REDIS_PORT, P2P_PORT in the environment)
set -euo pipefail
cd "$(dirname "$0")/.."
CLI=dist/src/cli.js
KEYS=${1:-}
N=${NODE_PORT:-8545}
G=${GATEWAY_PORT:-8600}
LB=${LB_PORT:-8700}
R=${REDIS_PORT:-6390}
TMP=$(mktemp -d)
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$TMP"; }
trap cleanup EXIT INT TERM
wait_http() { for _ in $(seq 1 150); do curl -s -o /dev/null "http://127.0.0.1:$1/" && return 0; sleep 0.2; done; echo "nothing on port $1" >&2; exit 1; }

node "$CLI" devnet --nodes 3 --miners 1 --difficulty 1 --block-time 2 --port "$N" --p2p-port "${P2P_PORT:-30390}" &
PIDS+=($!)
redis-server --port "$R" --bind 127.0.0.1 --save "" --appendonly no >"$TMP/redis.log" 2>&1 &
PIDS+=($!)
for p in "$N" $((N + 1)) $((N + 2)); do wait_http "$p"; done
ACCESS=()
if [ -n "$KEYS" ]; then ACCESS=(--api-keys "$KEYS" --public-access --rate-limit 50 --trusted-proxy 127.0.0.1); fi
for p in "$G" $((G + 1)); do
  node "$CLI" gateway --upstream "http://127.0.0.1:$N" --upstream "http://127.0.0.1:$((N + 1))" \
    --upstream "http://127.0.0.1:$((N + 2))" --port "$p" --redis "redis://127.0.0.1:$R" --metrics "${ACCESS[@]}" &
  PIDS+=($!)
done
for p in "$G" $((G + 1)); do wait_http "$p"; done
cat > "$TMP/haproxy.cfg" <<CFG
defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    option http-keep-alive
    option forwardfor
frontend rpc
    bind 127.0.0.1:$LB
    default_backend gateways
backend gateways
    balance roundrobin
    option httpchk GET /metrics
    server g1 127.0.0.1:$G check
    server g2 127.0.0.1:$((G + 1)) check
CFG
haproxy -f "$TMP/haproxy.cfg" -db &
PIDS+=($!)
echo "gateway stack: http://127.0.0.1:$LB (HAProxy) -> gateways :$G :$((G + 1)) -> nodes :$N-$((N + 2)); Ctrl-C stops it"
wait
