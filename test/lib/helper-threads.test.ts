// Telling V8's helper threads from libuv's pool by what they wait on (src/lib/helper-threads.ts),
// on /proc text as Linux prints it for a Node 20 process (the integration: test/cli/bundle.test.ts).
import { describe, expect, it } from "vitest";
import { isV8Helper, staticRange } from "../../src/lib/helper-threads.js";

const MAPS = `00400000-00b6f000 r--p 00000000 fe:00 260689                             /usr/bin/node
00b6f000-00b71000 r-xp 0076f000 fe:00 260689                             /usr/bin/node
0563e000-0565d000 rw-p 0523d000 fe:00 260689                             /usr/bin/node
0565d000-05689000 rw-p 00000000 00:00 0 
1c00a000-1c2cf000 rw-p 00000000 00:00 0                                  [heap]
732c78c0000-732c7900000 rw-p 00000000 00:00 0 
7f0000000000-7f0000021000 r-xp 00000000 fe:00 1234                       /usr/lib/x86_64-linux-gnu/libc.so.6
`;
const STATICS: [bigint, bigint] = [0x400000n, 0x5689000n];

describe("staticRange", () => {
  it("spans the executable's mappings and the bss that follows them", () => {
    expect(staticRange(MAPS, "/usr/bin/node")).toEqual(STATICS);
  });

  it("ends at the executable's last mapping when no anonymous one follows it", () => {
    const maps = MAPS.replace("0565d000-05689000 rw-p 00000000 00:00 0 \n", "");
    expect(staticRange(maps, "/usr/bin/node")).toEqual([0x400000n, 0x565d000n]);
  });

  it("is null when the executable is not mapped under that path", () => {
    expect(staticRange(MAPS, "/usr/local/bin/node")).toBeNull();
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
