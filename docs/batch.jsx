// The batch composer: several calls sent as one JSON-RPC batch (one HTTP POST), each answer with
// its verdict. The node answers at most 1000 requests per batch; the composer keeps to that.
import { useState } from "react";
import { curlFor, post, request, verdict } from "./rpc.js";

const MAX_ROWS = 1000;

const START = [
  { method: "eth_blockNumber", params: "[]" },
  { method: "eth_chainId", params: "[]" },
  { method: "eth_getBlockByNumber", params: '["latest", false]' },
];

export function Batch({ methods }) {
  const [rows, setRows] = useState(START);
  const [outcome, setOutcome] = useState(undefined);
  const [curl, setCurl] = useState(undefined);
  const byName = new Map(methods.map((m) => [m.name, m]));

  function body() {
    return rows.map((row, i) => {
      let params;
      try {
        params = row.params.trim() === "" ? [] : JSON.parse(row.params);
      } catch (e) {
        throw new Error(`call ${i + 1} (${row.method}): params are not JSON (${e.message})`);
      }
      return request(row.method.trim(), params);
    });
  }

  async function send() {
    let req;
    try {
      req = body();
    } catch (e) {
      setOutcome({ inputError: e.message });
      return;
    }
    try {
      const answer = await post(req);
      const answers = Array.isArray(answer.json) ? answer.json : [];
      const byId = new Map(answers.map((a) => [a.id, a]));
      const verdicts = await Promise.all(
        req.map((r) => {
          const m = byName.get(r.method);
          const a = byId.get(r.id);
          if (a === undefined) return { ok: false, text: "no answer" };
          return m === undefined ? { ok: false, text: `${r.method} is not in openrpc.json` } : verdict(m, a);
        }),
      );
      setOutcome({ answer, verdicts, req });
    } catch (e) {
      setOutcome({ inputError: `request failed: ${e.message}` });
    }
  }

  const update = (i, field, value) => setRows(rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)));

  return (
    <section className="pg-batch" data-testid="batch">
      <h1>Batch</h1>
      <p className="pg-muted">Several calls in one request, answered in one array in request order.</p>
      <datalist id="pg-method-names">
        {methods.map((m) => (
          <option key={m.name} value={m.name} />
        ))}
      </datalist>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
        <div key={i} className="pg-batch-row">
          <input
            list="pg-method-names"
            aria-label={`method ${i + 1}`}
            data-testid={`batch-method-${i}`}
            value={row.method}
            onChange={(e) => update(i, "method", e.target.value)}
          />
          <input
            aria-label={`params ${i + 1}`}
            data-testid={`batch-params-${i}`}
            spellCheck={false}
            value={row.params}
            onChange={(e) => update(i, "params", e.target.value)}
          />
          <button type="button" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      <div className="pg-actions">
        <button
          type="button"
          data-testid="batch-add"
          disabled={rows.length >= MAX_ROWS}
          onClick={() => setRows([...rows, { method: "eth_blockNumber", params: "[]" }])}
        >
          Add a call
        </button>
        <button type="button" data-testid="batch-send" onClick={send} disabled={rows.length === 0}>
          Send batch
        </button>
        <button
          type="button"
          onClick={() => {
            try {
              setCurl(curlFor(body()));
            } catch (e) {
              setOutcome({ inputError: e.message });
            }
          }}
        >
          Show as curl
        </button>
      </div>
      {curl && <pre className="pg-curl">{curl}</pre>}
      {outcome?.inputError && <p className="pg-bad">{outcome.inputError}</p>}
      {outcome?.answer && (
        <div className="pg-outcome">
          <p className="pg-muted" data-testid="batch-elapsed">
            HTTP {outcome.answer.status} in {outcome.answer.ms.toFixed(1)} ms
          </p>
          <ol data-testid="batch-verdicts">
            {outcome.verdicts.map((v, i) => (
              <li key={outcome.req[i].id} className={v.ok ? "pg-good" : "pg-bad"} data-ok={String(v.ok)}>
                {outcome.req[i].method}: {v.ok ? "✓ " : "✗ "}
                {v.text}
              </li>
            ))}
          </ol>
          <pre data-testid="batch-response">
            {outcome.answer.json === undefined
              ? outcome.answer.text
              : JSON.stringify(outcome.answer.json, null, 2)}
          </pre>
        </div>
      )}
    </section>
  );
}
