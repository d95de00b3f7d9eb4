/**
 * The `for=` of each hop in an RFC 7239 `Forwarded` header, in order: `for=192.0.2.60;proto=http,
 * for="[2001:db8::17]:4711"` gives `192.0.2.60` and `[2001:db8::17]:4711`. Several header lines are
 * one list. A hop without `for=`, or one the parser cannot read, is "" (not an address), so that
 * a walk from the right stops there rather than skipping it.
 */
export function forwardedFors(header: string | string[]): string[] {
  const text = Array.isArray(header) ? header.join(",") : header;
  return splitOutsideQuotes(text, ",").map(forOf);
}

function forOf(element: string): string {
  for (const pair of splitOutsideQuotes(element, ";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim().toLowerCase() !== "for") continue;
    const value = pair.slice(eq + 1).trim();
    if (!value.startsWith('"')) return value;
    // a quoted-string: its quoted pairs stand for the character after the backslash
    if (value.length < 2 || !value.endsWith('"')) return "";
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return "";
}

/** `text` split at `sep`, except inside double quotes (which may hold `\"`). */
function splitOutsideQuotes(text: string, sep: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === "\\") i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === sep) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
