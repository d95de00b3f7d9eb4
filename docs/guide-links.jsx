// A method's guide pages on its view: the sections of the guide that name it, from
// dist/docs/guide-index.json (written by scripts/build-guide.ts). The guide is served by the node
// under /docs/guide/, rendered at build time.
import { useEffect, useState } from "react";

export const GUIDE_URL = "/docs/guide/index.html";
const INDEX_URL = "/docs/guide-index.json";

let loading;
/** The guide's index, fetched once per page load (an empty one when it is missing). */
export function loadGuideIndex() {
  loading ??= fetch(INDEX_URL)
    .then((res) => (res.ok ? res.json() : {}))
    .catch(() => ({}));
  return loading;
}

export function GuideLinks({ method }) {
  const [index, setIndex] = useState(undefined);
  useEffect(() => {
    let stopped = false;
    loadGuideIndex().then((value) => !stopped && setIndex(value));
    return () => {
      stopped = true;
    };
  }, []);
  const names = [method.name, method["x-alias-of"]].filter(Boolean);
  const mentions = names.flatMap((n) => index?.[n] ?? []);
  if (mentions.length === 0) return null;
  const seen = new Set();
  const unique = mentions.filter((m) => !seen.has(m.href) && seen.add(m.href));
  return (
    <p className="pg-guide-links" data-testid="guide-links">
      Guide:{" "}
      {unique.map((m, i) => (
        <span key={m.href}>
          {i > 0 && " · "}
          <a href={`/docs/${m.href}`}>{m.section === "" ? m.page : `${m.page}: ${m.section}`}</a>
        </span>
      ))}
    </p>
  );
}
