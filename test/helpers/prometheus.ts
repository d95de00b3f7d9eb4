/**
 * Prometheus text parsed by a parser that is not prom-client (parse-prometheus-text-format), so a
 * malformed exposition fails the tests, and a sample read from it by name and labels.
 */
// @ts-expect-error: the package ships no types; its one export is typed below
import parseText from "parse-prometheus-text-format";

export interface MetricFamily {
  name: string;
  help: string;
  type: string;
  metrics: {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
  }[];
}

export function parsePrometheus(text: string): MetricFamily[] {
  return (parseText as (text: string) => MetricFamily[])(text);
}

/**
 * The parser merges a histogram's label sets into one (its known limit): a labelled histogram's
 * count is read from its `_count` line in `text`, after `parsePrometheus` accepted the whole text.
 */
export function histogramCount(
  text: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  for (const line of text.split("\n")) {
    const m = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (m?.[1] !== `${name}_count`) continue;
    const have = Object.fromEntries([...m[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** The value of `name`'s sample whose labels include `labels` (a histogram: its count); undefined when none. */
export function sample(
  families: MetricFamily[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = families.find((f) => f.name === name);
  const metric = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  if (metric === undefined) return undefined;
  return Number(metric.value ?? metric.count);
}
