// eth_subscribe over the page's WebSocket: newHeads, logs (with a filter) or newPendingTransactions;
// each subscription lists its notifications as they arrive (the newest 100) until unsubscribed.
import { useEffect, useRef, useState } from "react";
import { socket } from "./socket.js";

const KEEP = 100;

function summary(kind, value) {
  if (kind === "newHeads")
    return `block ${Number(value.number)} ${value.hash} (difficulty ${BigInt(value.difficulty)})`;
  if (kind === "logs") {
    const removed = value.removed ? " removed" : "";
    return `log${removed} in block ${Number(value.blockNumber)} from ${value.address}, topic ${value.topics?.[0] ?? "none"}`;
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

function Subscription({ sub, onEnd }) {
  return (
    <div className="pg-sub" data-testid={`sub-${sub.kind}`}>
      <p>
        <strong>{sub.kind}</strong> <code data-testid="sub-id">{sub.id}</code>{" "}
        {sub.closed ? (
          <span className="pg-muted">ended</span>
        ) : (
          <button type="button" data-testid="unsubscribe" onClick={() => onEnd(sub)}>
            Unsubscribe
          </button>
        )}{" "}
        <span className="pg-muted">{sub.count} notifications</span>
      </p>
      <ul className="pg-events" data-testid="events">
        {sub.events.map((e) => (
          <li key={e.seq}>
            <details>
              <summary>{summary(sub.kind, e.value)}</summary>
              <pre>{JSON.stringify(e.value, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Subscribe() {
  const [kind, setKind] = useState("newHeads");
  const [filter, setFilter] = useState('{\n  "address": null,\n  "topics": []\n}');
  const [subs, setSubs] = useState([]);
  const [error, setError] = useState(undefined);
  const live = useRef(new Set());

  // Leaving the view ends its subscriptions (the socket stays open for the chain view).
  useEffect(
    () => () => {
      for (const id of live.current) socket.unsubscribe(id).catch(() => {});
    },
    [],
  );

  async function start() {
    setError(undefined);
    let params = [kind];
    if (kind === "logs") {
      try {
        const f = JSON.parse(filter);
        params = [kind, Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null))];
      } catch (e) {
        setError(`filter is not JSON: ${e.message}`);
        return;
      }
    }
    let seq = 0;
    const onEvent = (value, closed) => {
      setSubs((all) =>
        all.map((s) => {
          if (s.id !== id) return s;
          if (closed) return { ...s, closed: true };
          return { ...s, count: s.count + 1, events: [{ seq: seq++, value }, ...s.events].slice(0, KEEP) };
        }),
      );
    };
    let id;
    try {
      id = await socket.subscribe(params, onEvent);
    } catch (e) {
      setError(`eth_subscribe: ${e.message}`);
      return;
    }
    live.current.add(id);
    setSubs((all) => [{ id, kind, events: [], count: 0, closed: false }, ...all]);
  }

  async function end(sub) {
    live.current.delete(sub.id);
    try {
      await socket.unsubscribe(sub.id);
    } catch (e) {
      setError(`eth_unsubscribe: ${e.message}`);
    }
    setSubs((all) => all.map((s) => (s.id === sub.id ? { ...s, closed: true } : s)));
  }

  return (
    <section className="pg-subscribe" data-testid="subscribe">
      <h1>Subscriptions</h1>
      <p className="pg-muted">
        eth_subscribe over a WebSocket to this node; notifications appear as they arrive.
      </p>
      <div className="pg-actions">
        <select
          aria-label="subscription"
          data-testid="sub-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
        >
          <option value="newHeads">newHeads</option>
          <option value="logs">logs</option>
          <option value="newPendingTransactions">newPendingTransactions</option>
        </select>
        <button type="button" data-testid="subscribe-button" onClick={start}>
          Subscribe
        </button>
      </div>
      {kind === "logs" && (
        <label className="pg-param">
          <span>
            Log filter (<code>address</code>, <code>topics</code>; null entries are left out)
          </span>
          <textarea
            data-testid="sub-filter"
            rows={5}
            spellCheck={false}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </label>
      )}
      {error && <p className="pg-bad">{error}</p>}
      {subs.map((s) => (
        <Subscription key={s.id} sub={s} onEnd={end} />
      ))}
    </section>
  );
}
