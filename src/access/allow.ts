/** Method patterns: a method name where `*` stands for any run of characters. */

/** The allow patterns as one test: `eth_*` matches every eth_ method, `*` every method. */
export function allowMatcher(patterns: readonly string[]): (method: string) => boolean {
  const exact = new Set(patterns.filter((p) => !p.includes("*")));
  const globs = patterns.filter((p) => p.includes("*"));
  if (globs.length === 0) return (method) => exact.has(method);
  const escaped = globs.map((g) => g.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*"));
  const re = new RegExp(`^(?:${escaped.join("|")})$`);
  return (method) => exact.has(method) || re.test(method);
}
