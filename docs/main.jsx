// The docs page and playground served by the node at / and /docs. Views by URL hash:
//   #                 the chain (chain-view.jsx)
//   #<method>         one method: Try it (tryit.jsx) and its reference (@open-rpc/docs-react)
//   #/batch           the batch composer; #/subscribe  eth_subscribe over WebSocket
//   #/reference       every method's reference on one page
// The guide (docs/guide/*.md) is served as static pages under /docs/guide/; a method's view links
// the guide sections that name it (guide-links.jsx).
// Bundled offline by scripts/build-docs.ts (in chunks: docs-react and the validators load on use); the document is not embedded but fetched from
// ./openrpc.dereferenced.json next to the page (docs-react renders $ref'd schemas blank, so it must
// be the dereferenced form). Every call goes to the origin that served the page.
import "@open-rpc/docs-react/dist/docs-react.css";
import "./page.css";
import { lazy, StrictMode, Suspense, useEffect, useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import { Batch } from "./batch.jsx";
import { ChainView } from "./chain-view.jsx";
import { GuideLinks } from "./guide-links.jsx";
import { Nav } from "./nav.jsx";
import { sampleChain } from "./prefill.js";
import { Subscribe } from "./subscribe.jsx";
import { TryIt } from "./tryit.jsx";

const DOCUMENT_URL = "./openrpc.dereferenced.json";

// docs-react (with Material UI) is most of the bundle: a separate chunk, loaded after the first
// paint, so that the chain view shows without it.
const docsReact = () => import("@open-rpc/docs-react");
const LazyDocumentation = lazy(() => docsReact().then((m) => ({ default: m.Documentation })));
// One method's panel without the document's info header.
const LazyMethods = lazy(() => docsReact().then((m) => ({ default: m.Methods })));

function Documentation({ only, ...props }) {
  const Component = only ? LazyMethods : LazyDocumentation;
  return (
    <Suspense fallback={<p className="pg-muted">Loading the reference…</p>}>
      <Component {...props} />
    </Suspense>
  );
}

/** Methods (and their params) start expanded so that the browser's find sees every schema. */
function uiSchemaFor(expanded) {
  return {
    methods: { "ui:defaultExpanded": expanded },
    params: { "ui:defaultExpanded": expanded },
  };
}

function currentRoute() {
  return decodeURIComponent(window.location.hash.slice(1));
}

function useRoute() {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onHash = () => {
      setRoute(currentRoute());
      window.scrollTo(0, 0);
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  return route;
}

function Header({ methodCount }) {
  return (
    <header className="pg-header">
      <div className="pg-header-inner">
        <div>
          <a href="#/" className="pg-brand">
            powgate
          </a>
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
        </div>
      </div>
    </header>
  );
}

function Reference({ schema }) {
  const [expanded, setExpanded] = useState(true);
  return (
    <>
      <div className="pg-actions">
        <button type="button" onClick={() => setExpanded((e) => !e)}>
          {expanded ? "Collapse all" : "Expand all"}
        </button>
      </div>
      {/* The key remounts the accordions so that "Expand all"/"Collapse all" apply to every method. */}
      <Documentation key={String(expanded)} schema={schema} uiSchema={uiSchemaFor(expanded)} />
    </>
  );
}

function MethodView({ schema, method }) {
  // Live chain data for the prefill, read again each time a method is opened (the view is keyed).
  const [sample, setSample] = useState({ status: "loading" });
  useEffect(() => {
    let stopped = false;
    setSample({ status: "loading" });
    sampleChain().then(
      (value) => !stopped && setSample({ status: "ready", value }),
      () => !stopped && setSample({ status: "ready", value: undefined }),
    );
    return () => {
      stopped = true;
    };
  }, []);
  const single = useMemo(() => ({ ...schema, methods: [method] }), [schema, method]);
  const target = method["x-alias-of"];
  return (
    <article className="pg-method" data-testid="method">
      <h1>{method.name}</h1>
      {target !== undefined && (
        <p className="pg-muted">
          Another name of <a href={`#${target}`}>{target}</a>: the same handler, params and result.
        </p>
      )}
      <GuideLinks method={method} />
      {sample.status === "loading" ? (
        <p className="pg-muted">Reading the chain for the prefill…</p>
      ) : (
        <TryIt method={method} sample={sample.value} />
      )}
      <Documentation only schema={single} uiSchema={uiSchemaFor(true)} />
    </article>
  );
}

function Content({ schema, route }) {
  if (route === "/batch") return <Batch methods={schema.methods} />;
  if (route === "/subscribe") return <Subscribe />;
  if (route === "/reference") return <Reference schema={schema} />;
  const method = schema.methods.find((m) => m.name === route);
  if (method === undefined) return <p className="pg-bad">No method {route} in this node's document.</p>;
  return <MethodView key={method.name} schema={schema} method={method} />;
}

function App() {
  const [state, setState] = useState({ status: "loading" });
  const route = useRoute();

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

  const methodCount = state.status === "ready" ? state.schema.methods.length : undefined;
  const onChain = route === "" || route === "/";
  return (
    <>
      <Header methodCount={methodCount} />
      <div className="pg-layout">
        {state.status === "ready" && <Nav methods={state.schema.methods} current={route} />}
        <main className="pg-main">
          {/* The chain view needs no document: it shows while the document loads. */}
          {onChain && <ChainView />}
          {!onChain && state.status === "loading" && (
            <p data-testid="docs-loading">Loading the OpenRPC document…</p>
          )}
          {state.status === "error" && (
            <p className="pg-error" data-testid="docs-error">
              Could not load the OpenRPC document: {state.message}
            </p>
          )}
          {!onChain && state.status === "ready" && <Content schema={state.schema} route={route} />}
        </main>
      </div>
    </>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
