#!/usr/bin/env bash
# Read throughput of 1, 2 and 4 non-mining replicas behind HAProxy (Debian's haproxy package),
# all following one miner over devp2p on this machine. Needs `npm run build`, haproxy and wrk.
#   bench/replicas.sh [seconds=10] [connections=32]
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_RUN=${1:-10}
CONNS=${2:-32}
CLI=dist/src/cli.js
TMP=$(mktemp -d)
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$TMP"; }
trap cleanup EXIT
rpc() { curl -s -H 'content-type: application/json' -d "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"$2\",\"params\":$3}" "http://127.0.0.1:$1"; }
wait_rpc() { for _ in $(seq 1 300); do rpc "$1" eth_blockNumber '[]' 2>/dev/null | grep -q "$2" && return 0; sleep 0.2; done; echo "node on $1 not ready" >&2; exit 1; }

node "$CLI" --in-memory --port 19545 --p2p-port 42303 --no-discovery --log-level warn >/dev/null 2>&1 &
PIDS+=($!)
wait_rpc 19545 result
ENODE=$(rpc 19545 admin_nodeInfo '[]' | sed -E 's/.*"enode":"([^"]+)".*/\1/')
rpc 19545 hardhat_mine '["0x20"]' >/dev/null
cat > "$TMP/post.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"jsonrpc":"2.0","id":1,"method":"eth_getBalance","params":["0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266","latest"]}'
LUA
for N in 1 2 4; do
  RPIDS=()
  SERVERS=""
  for i in $(seq 1 "$N"); do
    node "$CLI" --in-memory --mining none --port $((19545 + i)) --p2p-port $((42303 + i)) --no-discovery \
      --bootnodes "$ENODE" --log-level warn >/dev/null 2>&1 &
    RPIDS+=($!); PIDS+=($!)
    SERVERS="$SERVERS    server r$i 127.0.0.1:$((19545 + i))\n"
  done
  for i in $(seq 1 "$N"); do wait_rpc $((19545 + i)) '"0x20"'; done
  printf "global\n    maxconn 4096\ndefaults\n    mode http\n    timeout connect 5s\n    timeout client 60s\n    timeout server 60s\n    option http-keep-alive\nfrontend rpc\n    bind 127.0.0.1:19600\n    default_backend replicas\nbackend replicas\n    balance roundrobin\n$SERVERS" > "$TMP/haproxy.cfg"
  haproxy -f "$TMP/haproxy.cfg" -db >/dev/null 2>&1 &
  HPID=$!; PIDS+=($HPID)
  sleep 0.5
  RPS=$(wrk -t2 -c"$CONNS" -d"${SECONDS_RUN}s" -s "$TMP/post.lua" http://127.0.0.1:19600/ | awk '/Requests\/sec/ {print $2}')
  echo "{\"replicas\":$N,\"rps\":$RPS,\"method\":\"eth_getBalance\",\"connections\":$CONNS,\"seconds\":$SECONDS_RUN,\"load\":\"$(cut -d' ' -f1-3 /proc/loadavg)\"}"
  kill "$HPID" "${RPIDS[@]}" 2>/dev/null || true
  wait "$HPID" "${RPIDS[@]}" 2>/dev/null || true
done
