// Grouping and search of the document's methods for the navigation. Namespaces come from the
// names (the part before the first `_` or `.`), in the order they first appear in the document.

export function namespaceOf(name) {
  const cut = name.search(/[_.]/);
  return cut < 0 ? name : name.slice(0, cut);
}

/** [{ namespace, methods, aliases }] in the order the namespaces first appear in the document. */
export function groupMethods(methods) {
  const groups = new Map();
  for (const m of methods) {
    const ns = namespaceOf(m.name);
    if (!groups.has(ns)) groups.set(ns, { namespace: ns, methods: [], aliases: [] });
    groups.get(ns)[m["x-alias-of"] === undefined ? "methods" : "aliases"].push(m);
  }
  return [...groups.values()];
}

export function matches(method, query) {
  if (query === "") return true;
  const q = query.toLowerCase();
  return [method.name, method.summary, method.description].some((t) => t?.toLowerCase().includes(q));
}
