// The docs page served by the node at / and /docs: renders the node's OpenRPC document with
// @open-rpc/docs-react. Bundled offline by scripts/build-docs.ts; the document is not embedded but
// fetched from ./openrpc.dereferenced.json next to the page (docs-react renders $ref'd schemas blank,
// so it must be the dereferenced form).
import "@open-rpc/docs-react/dist/docs-react.css";
import "./page.css";
import { Documentation } from "@open-rpc/docs-react";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

const DOCUMENT_URL = "./openrpc.dereferenced.json";

/** Methods (and their params) start expanded so that the browser's find sees every schema. */
function uiSchemaFor(expanded) {
  return {
    methods: { "ui:defaultExpanded": expanded },
    params: { "ui:defaultExpanded": expanded },
  };
}

function Header({ expanded, onToggle, methodCount }) {
  return (
    <header className="pg-header">
      <div className="pg-header-inner">
        <div>
          <strong className="pg-brand">powgate</strong>
          <span className="pg-tagline">
            a JSON-RPC 2.0 dev node for a proof-of-work (Ethash) Ethereum-style chain
          </span>
        </div>
        <div className="pg-meta">
          <span>
            JSON-RPC: <code>POST /</code> or a WebSocket on this port
          </span>
          <a href="/openrpc.json">openrpc.json</a>
          {methodCount !== undefined && <span>{methodCount} methods</span>}
          {methodCount !== undefined && (
            <button type="button" onClick={onToggle}>
              {expanded ? "Collapse all" : "Expand all"}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** Links to every method's panel (docs-react gives each the method name as its id). */
function MethodIndex({ methods }) {
  return (
    <nav className="pg-index" aria-label="Methods">
      {methods.map((m) => (
        <a key={m.name} href={`#${m.name}`} title={m.summary}>
          {m.name}
        </a>
      ))}
    </nav>
  );
}

function App() {
  const [state, setState] = useState({ status: "loading" });
  const [expanded, setExpanded] = useState(true);

  useEffect(() => {
    const url = new URL(DOCUMENT_URL, document.baseURI);
    fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`GET ${url.pathname}: HTTP ${res.status}`);
        return res.json();
      })
      .then(
        (schema) => setState({ status: "ready", schema }),
        (err) => setState({ status: "error", message: String(err?.message ?? err) }),
      );
  }, []);

  // The panels render after the document arrives, too late for the browser's own jump to #method.
  useEffect(() => {
    if (state.status !== "ready" || window.location.hash.length < 2) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
  }, [state.status]);

  const methodCount = state.status === "ready" ? state.schema.methods.length : undefined;
  return (
    <>
      <Header expanded={expanded} onToggle={() => setExpanded((e) => !e)} methodCount={methodCount} />
      <main className="pg-main">
        {state.status === "loading" && <p data-testid="docs-loading">Loading the OpenRPC document…</p>}
        {state.status === "error" && (
          <p className="pg-error" data-testid="docs-error">
            Could not load the OpenRPC document: {state.message}
          </p>
        )}
        {state.status === "ready" && <MethodIndex methods={state.schema.methods} />}
        {state.status === "ready" && (
          // The key remounts the accordions so that "Expand all"/"Collapse all" apply to every method.
          <Documentation key={String(expanded)} schema={state.schema} uiSchema={uiSchemaFor(expanded)} />
        )}
      </main>
    </>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
