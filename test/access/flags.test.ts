// The keys, limits and metrics flags as the node's command line reads them.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HELP, parseCli } from "../../src/cli-args.js";
import type { NodeOptions } from "../../src/node.js";

const dir = mkdtempSync(join(tmpdir(), "powgate-flags-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("--api-keys, --public-access, --rate-limit, --metrics, --metrics-port", () => {
  it("are off by default", () => {
    const opts = parseCli([]) as NodeOptions;
    expect([opts.apiKeys, opts.publicAccess, opts.rateLimit, opts.metrics, opts.metricsPort]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("read the keys file and the numbers", () => {
    const keys = file("ok.json", JSON.stringify([{ name: "ci", key: "k1aaaaaaaa", rate: 5 }]));
    const opts = parseCli([
      "--api-keys",
      keys,
      "--public-access",
      "--rate-limit",
      "10",
      "--metrics",
      "--metrics-port",
      "9100",
    ]) as NodeOptions;
    expect(opts.apiKeys?.map((k) => k.name)).toEqual(["ci"]);
    expect([opts.publicAccess, opts.rateLimit, opts.metrics, opts.metricsPort]).toEqual([
      true,
      10,
      true,
      9100,
    ]);
    expect((parseCli(["--rate-limit", "0"]) as NodeOptions).rateLimit).toBe(0);
  });

  it.each([
    [["--api-keys", join(dir, "missing.json")], /--api-keys: cannot read the keys file/],
    [["--api-keys", file("bad.json", "{")], /--api-keys: the keys file .* is not JSON/],
    [["--api-keys", file("empty.json", "[]")], /lists no key/],
    [["--api-keys", file("wrong.json", '[{"name":"x","key":"tiny"}]')], /key "x": "key" must be/],
    [["--public-access"], /--public-access needs --api-keys/],
    [["--rate-limit=-1"], /--rate-limit must be a positive number/],
    [["--metrics-port", "70000"], /--metrics-port must be an integer from 0 to 65535/],
  ])("refuse %j", (argv, message) => {
    expect(() => parseCli(argv)).toThrow(message);
  });

  it("are in --help", () => {
    for (const flag of ["--api-keys", "--public-access", "--rate-limit", "--metrics", "--metrics-port"])
      expect(HELP).toContain(flag);
  });
});
