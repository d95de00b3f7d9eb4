/**
 * Whether node was started with one of `flags` (V8 flags, `--min-semi-space-size` ...), in either
 * spelling V8 accepts (dashes or underscores), bare or with `=value`: a setting the user gave node
 * itself, which the launcher's own tuning must leave alone.
 */
export function givenToNode(execArgv: readonly string[], flags: readonly string[]): boolean {
  const spellings = flags.flatMap((flag) => [flag, `--${flag.slice(2).replaceAll("-", "_")}`]);
  return execArgv.some((arg) => spellings.some((flag) => arg === flag || arg.startsWith(`${flag}=`)));
}
