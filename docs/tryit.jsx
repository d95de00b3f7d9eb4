// "Try it" on one method: an input per param (JSON), Send (HTTP POST to this node), the raw answer,
// the time it took, the verdict (result schema or declared error) and the request as curl.
import { useEffect, useState } from "react";
import { paramsFromInputs, prefillParams } from "./prefill.js";
import { curlFor, post, request, verdict } from "./rpc.js";

function pretty(json, text) {
  return json === undefined ? text : JSON.stringify(json, null, 2);
}

export function TryIt({ method, sample }) {
  const [inputs, setInputs] = useState(() => prefillParams(method, sample));
  const [outcome, setOutcome] = useState(undefined);
  const [curl, setCurl] = useState(undefined);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(0);

  // A new method or newer chain data: start again from the prefill.
  useEffect(() => {
    setInputs(prefillParams(method, sample));
    setOutcome(undefined);
    setCurl(undefined);
  }, [method, sample]);

  function body() {
    return request(method.name, paramsFromInputs(method, inputs));
  }

  async function send() {
    let req;
    try {
      req = body();
    } catch (e) {
      setOutcome({ inputError: e.message });
      return;
    }
    setBusy(true);
    try {
      const answer = await post(req);
      setOutcome({ answer, verdict: await verdict(method, answer.json) });
      setSent((n) => n + 1);
    } catch (e) {
      setOutcome({ inputError: `request failed: ${e.message}` });
    } finally {
      setBusy(false);
    }
  }

  async function copyCurl() {
    let text;
    try {
      text = curlFor(body());
    } catch (e) {
      setOutcome({ inputError: e.message });
      return;
    }
    setCurl({ text, copied: false });
    try {
      await navigator.clipboard.writeText(text);
      setCurl({ text, copied: true });
    } catch {
      // No clipboard permission: the command stays shown to copy by hand.
    }
  }

  return (
    <section className="pg-tryit" data-testid="tryit" aria-label={`Try ${method.name}`}>
      <h2>Try it</h2>
      {method.params.length === 0 && <p className="pg-muted">No params.</p>}
      {method.params.map((param, i) => (
        <label key={param.name} className="pg-param">
          <span>
            <code>{param.name}</code>
            {param.required ? " (required)" : " (optional)"}
            {param.summary || param.description ? ` ${param.summary ?? param.description}` : ""}
          </span>
          <textarea
            data-testid={`param-${param.name}`}
            spellCheck={false}
            rows={Math.min(12, Math.max(1, inputs[i].split("\n").length))}
            value={inputs[i]}
            onChange={(e) => setInputs(inputs.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </label>
      ))}
      <div className="pg-actions">
        <button type="button" data-testid="send" onClick={send} disabled={busy}>
          {busy ? "Sending…" : "Send"}
        </button>
        <button type="button" data-testid="copy-curl" onClick={copyCurl}>
          Copy as curl
        </button>
        <button type="button" onClick={() => setInputs(prefillParams(method, sample))}>
          Reset
        </button>
      </div>
      {curl && (
        <pre className="pg-curl" data-testid="curl">
          {curl.text}
          {curl.copied ? "\n(copied)" : ""}
        </pre>
      )}
      {outcome?.inputError && (
        <p className="pg-bad" data-testid="input-error">
          {outcome.inputError}
        </p>
      )}
      {outcome?.answer && (
        <div className="pg-outcome">
          <p>
            <span
              className={outcome.verdict.ok ? "pg-good" : "pg-bad"}
              data-testid="verdict"
              data-ok={String(outcome.verdict.ok)}
            >
              {outcome.verdict.ok ? "✓ " : "✗ "}
              {outcome.verdict.text}
            </span>
            <span className="pg-muted" data-testid="elapsed">
              {" "}
              HTTP {outcome.answer.status} in {outcome.answer.ms.toFixed(1)} ms
            </span>
          </p>
          <pre data-testid="response" data-sent={sent}>
            {pretty(outcome.answer.json, outcome.answer.text)}
          </pre>
        </div>
      )}
    </section>
  );
}
