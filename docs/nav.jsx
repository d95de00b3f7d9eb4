// The navigation: methods grouped by namespace (methods.js), a search over names, summaries and
// descriptions, aliases in one line per group.
import { useMemo, useState } from "react";
import { GUIDE_URL } from "./guide-links.jsx";
import { groupMethods, matches } from "./methods.js";

export function Nav({ methods, current }) {
  const [query, setQuery] = useState("");
  const groups = useMemo(
    () => groupMethods(methods.filter((m) => matches(m, query.trim()))),
    [methods, query],
  );
  const shown = groups.reduce((n, g) => n + g.methods.length + g.aliases.length, 0);
  return (
    <nav className="pg-nav" aria-label="Methods">
      <div className="pg-views">
        <a href="#/" className={current === "" || current === "/" ? "pg-current" : undefined}>
          Chain
        </a>
        <a href="#/batch" className={current === "/batch" ? "pg-current" : undefined}>
          Batch
        </a>
        <a href="#/subscribe" className={current === "/subscribe" ? "pg-current" : undefined}>
          Subscribe
        </a>
        <a href="#/reference" className={current === "/reference" ? "pg-current" : undefined}>
          All methods
        </a>
        <a href={GUIDE_URL} data-testid="guide-nav">
          Guide
        </a>
      </div>
      <input
        type="search"
        placeholder={`Search ${methods.length} methods`}
        aria-label="Search methods"
        data-testid="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {query.trim() !== "" && <p className="pg-muted">{shown} found</p>}
      {groups.map((g) => (
        <details key={g.namespace} open data-testid={`ns-${g.namespace}`}>
          <summary>
            {g.namespace} <span className="pg-muted">{g.methods.length + g.aliases.length}</span>
          </summary>
          <ul>
            {g.methods.map((m) => (
              <li key={m.name}>
                <a
                  href={`#${m.name}`}
                  title={m.summary}
                  className={current === m.name ? "pg-current" : undefined}
                >
                  {m.name}
                </a>
              </li>
            ))}
          </ul>
          {g.aliases.length > 0 && (
            <p className="pg-aliases">
              aliases:{" "}
              {g.aliases.map((m, i) => (
                <span key={m.name}>
                  {i > 0 && ", "}
                  <a href={`#${m.name}`} title={`${m.name} = ${m["x-alias-of"]}`}>
                    {m.name.slice(g.namespace.length + 1)}
                  </a>
                </span>
              ))}
            </p>
          )}
        </details>
      ))}
    </nav>
  );
}
