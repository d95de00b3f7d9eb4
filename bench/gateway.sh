#!/usr/bin/env bash
# What `powgate gateway` adds: W1, W2, W4 and W8 straight to a node and through a gateway with one
# upstream (one connection: the latency added per call; 16 connections: throughput), then W2
# through a gateway with 1, 2 and 4 upstreams (non-mining replicas following one miner over
# devp2p). Needs `npm run build` and wrk. Prints one JSON line per run.
#   bench/gateway.sh [seconds=5]
# W1 eth_chainId is answered from the gateway's cache (the chain id never changes); W4 is an
# eth_call of the genesis CREATE2 deployer (a small contract, no storage), not the main bench's
# token call; W8 a batch of 100 eth_getBalance (the gateway routes each call on its own).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_RUN=${1:-5}
CLI=dist/src/cli.js
TMP=$(mktemp -d)
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$TMP"; }
trap cleanup EXIT
rpc() { curl -s -H 'content-type: application/json' -d "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"$2\",\"params\":$3}" "http://127.0.0.1:$1"; }
wait_rpc() { for _ in $(seq 1 300); do rpc "$1" eth_blockNumber '[]' 2>/dev/null | grep -q "$2" && return 0; sleep 0.2; done; echo "nothing on $1" >&2; exit 1; }

ADDR=0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
W1='{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'
W2="{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_getBalance\",\"params\":[\"$ADDR\",\"latest\"]}"
W4='{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"to":"0x4e59b44847b379578588920ca78fbf26c0b4956c","data":"0x"},"latest"]}'
W8="[$(for i in $(seq 1 100); do printf '%s{"jsonrpc":"2.0","id":%d,"method":"eth_getBalance","params":["%s","latest"]}' "$([ "$i" = 1 ] || echo ,)" "$i" "$ADDR"; done)]"
for w in W1 W2 W4 W8; do
  printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = [==[%s]==]\n' "${!w}" > "$TMP/$w.lua"
done
run() { # label workload port connections
  local out
  out=$(wrk -t1 -c"$4" -d"${SECONDS_RUN}s" --latency -s "$TMP/$2.lua" "http://127.0.0.1:$3/")
  local rps lat
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  lat=$(awk '/^ +50%/ {print $2}' <<<"$out")
  echo "{\"path\":\"$1\",\"workload\":\"$2\",\"connections\":$4,\"rps\":$rps,\"p50\":\"$lat\",\"seconds\":$SECONDS_RUN,\"load\":\"$(cut -d' ' -f1-3 /proc/loadavg)\"}"
}

node "$CLI" --in-memory --port 19545 --p2p-port 42303 --no-discovery --log-level warn >/dev/null 2>&1 &
PIDS+=($!)
wait_rpc 19545 result
ENODE=$(rpc 19545 admin_nodeInfo '[]' | sed -E 's/.*"enode":"([^"]+)".*/\1/')
rpc 19545 hardhat_mine '["0x20"]' >/dev/null
for i in 1 2 3 4; do
  node "$CLI" --in-memory --mining none --port $((19545 + i)) --p2p-port $((42303 + i)) --no-discovery \
    --bootnodes "$ENODE" --log-level warn >/dev/null 2>&1 &
  PIDS+=($!)
done
for i in 1 2 3 4; do wait_rpc $((19545 + i)) '"0x20"'; done

gateway() { # port upstreams...
  local port=$1; shift
  local args=()
  for u in "$@"; do args+=(--upstream "http://127.0.0.1:$u"); done
  node "$CLI" gateway "${args[@]}" --port "$port" --log-level warn >/dev/null 2>&1 &
  GPID=$!; PIDS+=($GPID)
  wait_rpc "$port" result
}

gateway 19601 19546
for w in W1 W2 W4 W8; do
  for c in 1 16; do
    run direct "$w" 19546 "$c"
    run gateway "$w" 19601 "$c"
  done
done
kill "$GPID"
for n in 1 2 4; do
  ups=()
  for i in $(seq 1 "$n"); do ups+=($((19545 + i))); done
  gateway $((19610 + n)) "${ups[@]}"
  run "gateway-$n-upstreams" W2 $((19610 + n)) 16
  kill "$GPID"
done
