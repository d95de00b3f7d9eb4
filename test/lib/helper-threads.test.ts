// Telling V8's helper threads from libuv's pool by what they wait on (src/lib/helper-threads.ts),
// on /proc text as Linux prints it for a Node 20 process (the integration: test/cli/bundle.test.ts).
import { describe, expect, it } from "vitest";
import { isV8Helper, staticRanges } from "../../src/lib/helper-threads.js";

const MAPS = `00400000-00b6f000 r--p 00000000 fe:00 260689                             /usr/bin/node
00b6f000-00b71000 r-xp 0076f000 fe:00 260689                             /usr/bin/node
0563e000-0565d000 rw-p 0523d000 fe:00 260689                             /usr/bin/node
0565d000-05689000 rw-p 00000000 00:00 0 
1c00a000-1c2cf000 rw-p 00000000 00:00 0                                  [heap]
732c78c0000-732c7900000 rw-p 00000000 00:00 0 
7f0000000000-7f0000021000 r-xp 00000000 fe:00 1234                       /usr/lib/x86_64-linux-gnu/libc.so.6
`;
const STATICS: [bigint, bigint][] = [
  [0x400000n, 0xb6f000n],
  [0xb6f000n, 0xb71000n],
  [0x563e000n, 0x5689000n],
  [0x7f0000000000n, 0x7f0000021000n],
];

describe("staticRanges", () => {
  it("takes every file-backed mapping, with the bss right after it, and not the heap", () => {
    expect(staticRanges(MAPS)).toEqual(STATICS);
  });

  it("takes a shared libuv's data and bss (a distribution's node)", () => {
    const maps = `${MAPS}7f1000000000-7f1000020000 r-xp 00000000 fe:00 99 /usr/lib/x86_64-linux-gnu/libuv.so.1.0.0
7f1000020000-7f1000022000 rw-p 00020000 fe:00 99 /usr/lib/x86_64-linux-gnu/libuv.so.1.0.0
7f1000022000-7f1000023000 rw-p 00000000 00:00 0 
7f1000030000-7f1000040000 rw-p 00000000 00:00 0 
`;
    const ranges = staticRanges(maps);
    expect(ranges.slice(-2)).toEqual([
      [0x7f1000000000n, 0x7f1000020000n],
      [0x7f1000020000n, 0x7f1000023000n],
    ]);
    // a futex in its bss is libuv's; one in the next, unrelated anonymous mapping is not
    expect(isV8Helper("202 0x7f1000022010 0x80 0x0\n", ranges, "x64")).toBe(false);
    expect(isV8Helper("202 0x7f1000030010 0x80 0x0\n", ranges, "x64")).toBe(true);
  });

  it("is empty without file-backed mappings", () => {
    expect(staticRanges("1c00a000-1c2cf000 rw-p 00000000 00:00 0    [heap]\n")).toEqual([]);
  });
});

describe("isV8Helper", () => {
  it("takes a futex wait in the heap (a V8 worker's task queue) and an epoll wait (its delayed tasks)", () => {
    expect(isV8Helper("202 0x1d017634 0x80 0x0 0x0 0x0 0x0 0x7ffd 0x7f00\n", STATICS, "x64")).toBe(true);
    expect(isV8Helper("281 0x9 0x7f0 0x400 0xffffffff 0x0 0x8 0x7ffd 0x7f00\n", STATICS, "x64")).toBe(true);
    expect(isV8Helper("98 0x1d017634 0x80 0x0 0x0 0x0 0x0 0x7ffd 0x7f00\n", STATICS, "arm64")).toBe(true);
  });

  it("leaves a futex wait on a static of the binary (libuv's pool, the inspector's watchdog)", () => {
    expect(isV8Helper("202 0x566f9cc 0x80 0x0 0x0 0x0 0x0 0x7ffd 0x7f00\n", STATICS, "x64")).toBe(false);
    expect(isV8Helper("202 0x5660460 0x80 0x0 0x0 0x0 0x0 0x7ffd 0x7f00\n", STATICS, "x64")).toBe(false);
  });

  it("leaves a running thread, any other call, and an architecture it does not know", () => {
    expect(isV8Helper("running\n", STATICS, "x64")).toBe(false);
    expect(isV8Helper("0 0x1c 0x7f00 0x10000 0x0 0x0 0x0 0x7ffd 0x7f00\n", STATICS, "x64")).toBe(false);
    expect(isV8Helper("202 0x1d017634 0x80 0x0 0x0 0x0 0x0 0x7ffd 0x7f00\n", STATICS, "riscv64")).toBe(false);
    // x86-64's futex number means something else on arm64
    expect(isV8Helper("202 0x1d017634 0x80 0x0 0x0 0x0 0x0 0x7ffd 0x7f00\n", STATICS, "arm64")).toBe(false);
  });
});
