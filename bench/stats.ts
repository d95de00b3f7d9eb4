/** Medians with min-max, and per-round ratios. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  n: number;
}

export function spread(xs: number[]): Spread | null {
  const v = xs.filter((x) => Number.isFinite(x));
  if (v.length === 0) return null;
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return {
    median: s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2,
    min: s[0],
    max: s[s.length - 1],
    n: s.length,
  };
}

/** a[i] / b[i] for the rounds where both exist. */
export function ratios(a: (number | undefined)[], b: (number | undefined)[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x !== undefined && y !== undefined && y !== 0) out.push(x / y);
  }
  return out;
}

/** 38372 -> "38,372"; 13.84 -> "13.8"; 0.0421 -> "0.042" */
export function fmt(x: number): string {
  const a = Math.abs(x);
  if (a >= 100) return Math.round(x).toLocaleString("en-US");
  if (a >= 10) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  return x.toPrecision(2);
}

export function fmtSpread(s: Spread | null, suffix = ""): string {
  if (!s) return "–";
  if (s.n === 1) return `${fmt(s.median)}${suffix}`;
  return `${fmt(s.median)}${suffix} (${fmt(s.min)}–${fmt(s.max)})`;
}
