// The landing view: the head, its difficulty and total difficulty, the hash rate, the last blocks
// with their miners and uncles, and the work package when the node mines externally. Updated on
// every newHeads notification of the page's WebSocket (coalesced: a burst of blocks costs one
// refresh per REFRESH_MS); polled instead when no WebSocket opens or it closes.
import { useEffect, useState } from "react";
import { callBatch } from "./rpc.js";
import { socket } from "./socket.js";

const LAST_BLOCKS = 10;
const REFRESH_MS = 250;
const POLL_MS = 2000;

/** Hash rate the last blocks show: the work they carry over the time they took (hashes/s). */
function estimatedHashRate(blocks) {
  if (blocks.length < 2) return undefined;
  const newest = blocks[0];
  const oldest = blocks[blocks.length - 1];
  const seconds = Number(newest.timestamp) - Number(oldest.timestamp);
  if (seconds <= 0) return undefined;
  let work = 0n;
  for (const b of blocks.slice(0, -1)) work += BigInt(b.difficulty);
  return Number(work) / seconds;
}

function rate(hashesPerSecond) {
  if (hashesPerSecond === undefined) return "n/a";
  const units = ["H/s", "kH/s", "MH/s", "GH/s", "TH/s"];
  let v = hashesPerSecond;
  let u = 0;
  while (v >= 1000 && u < units.length - 1) {
    v /= 1000;
    u++;
  }
  return `${v.toFixed(v < 10 && u > 0 ? 2 : 0)} ${units[u]}`;
}

const short = (hex) => (hex ? `${hex.slice(0, 10)}…${hex.slice(-6)}` : "");

async function loadChain() {
  const [head, hashrate, work] = await callBatch([
    ["eth_getBlockByNumber", ["latest", false]],
    ["eth_hashrate", []],
    ["eth_getWork", []],
  ]);
  if (head === undefined) throw new Error("eth_getBlockByNumber(latest) failed");
  const headNumber = Number(head.number);
  const numbers = [];
  for (let n = headNumber - 1; n >= 0 && numbers.length < LAST_BLOCKS - 1; n--) numbers.push(n);
  const older = await callBatch(numbers.map((n) => ["eth_getBlockByNumber", [`0x${n.toString(16)}`, false]]));
  const blocks = [head, ...older.filter((b) => b !== undefined)];
  return { head, blocks, hashrate, work };
}

function WorkPackage({ work }) {
  if (work === undefined) {
    return (
      <p className="pg-muted" data-testid="work">
        The node seals its own blocks (start it with <code>--mining external</code> for eth_getWork).
      </p>
    );
  }
  const [powHash, seedHash, boundary, number] = work;
  return (
    <table className="pg-kv" data-testid="work">
      <caption>Work package (eth_getWork)</caption>
      <tbody>
        <tr>
          <th>pow-hash</th>
          <td>
            <code>{powHash}</code>
          </td>
        </tr>
        <tr>
          <th>seed hash</th>
          <td>
            <code>{seedHash}</code>
          </td>
        </tr>
        <tr>
          <th>boundary</th>
          <td>
            <code>{boundary}</code>
          </td>
        </tr>
        {number !== undefined && (
          <tr>
            <th>block</th>
            <td>{Number(number)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

export function ChainView() {
  const [state, setState] = useState({ status: "loading" });
  const [live, setLive] = useState("connecting");

  useEffect(() => {
    let stopped = false;
    let timer;
    let poller;
    let subId;
    const refresh = () => {
      timer = undefined;
      loadChain().then(
        (chain) => !stopped && setState({ status: "ready", ...chain }),
        (e) => !stopped && setState({ status: "error", message: e.message }),
      );
    };
    const soon = () => {
      if (timer === undefined) timer = setTimeout(refresh, REFRESH_MS);
    };
    refresh();
    socket
      .subscribe(["newHeads"], (_head, closed) => {
        if (!closed) {
          soon();
          return;
        }
        // The connection dropped (node restarted?): poll from now on.
        if (stopped) return;
        subId = undefined;
        setLive("polling");
        poller ??= setInterval(refresh, POLL_MS);
      })
      .then(
        (id) => {
          subId = id;
          if (stopped) socket.unsubscribe(id).catch(() => {});
          else setLive("live");
        },
        () => {
          if (stopped) return;
          setLive("polling");
          poller = setInterval(refresh, POLL_MS);
        },
      );
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(poller);
      if (subId !== undefined) socket.unsubscribe(subId).catch(() => {});
    };
  }, []);

  if (state.status === "loading") return <p>Loading the chain…</p>;
  if (state.status === "error") return <p className="pg-bad">Could not read the chain: {state.message}</p>;
  const { head, blocks, hashrate, work } = state;
  return (
    <section className="pg-chain" data-testid="chain">
      <h1>
        Chain <span className={`pg-live pg-live-${live}`}>{live}</span>
      </h1>
      <div className="pg-cards">
        <div>
          <span>head block</span>
          <strong data-testid="head-number">{Number(head.number)}</strong>
          <code title={head.hash}>{short(head.hash)}</code>
        </div>
        <div>
          <span>difficulty</span>
          <strong data-testid="difficulty">{BigInt(head.difficulty).toString()}</strong>
        </div>
        <div>
          <span>total difficulty</span>
          <strong data-testid="total-difficulty">
            {head.totalDifficulty === undefined ? "n/a" : BigInt(head.totalDifficulty).toString()}
          </strong>
        </div>
        <div>
          <span>hash rate</span>
          <strong data-testid="hashrate">{rate(estimatedHashRate(blocks))}</strong>
          <small>
            from the last blocks; miners report {rate(hashrate === undefined ? undefined : Number(hashrate))}
          </small>
        </div>
      </div>
      <table className="pg-blocks" data-testid="blocks">
        <thead>
          <tr>
            <th>block</th>
            <th>hash</th>
            <th>miner</th>
            <th>uncles</th>
            <th>txs</th>
            <th>difficulty</th>
            <th>time</th>
          </tr>
        </thead>
        <tbody>
          {blocks.map((b) => (
            <tr key={b.hash}>
              <td>
                <a href="#eth_getBlockByNumber">{Number(b.number)}</a>
              </td>
              <td>
                <code title={b.hash}>{short(b.hash)}</code>
              </td>
              <td>
                <code>{b.miner}</code>
              </td>
              <td title={b.uncles.join("\n")}>{b.uncles.length}</td>
              <td>{b.transactions.length}</td>
              <td>{BigInt(b.difficulty).toString()}</td>
              <td>{new Date(Number(b.timestamp) * 1000).toISOString().slice(11, 19)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <WorkPackage work={work} />
    </section>
  );
}
