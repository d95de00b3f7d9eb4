// --load-state / --dump-state / --state: a state file on disk (chain/dev/state-file.ts's format).
// Written as plain JSON, as Anvil's --dump-state does; read as JSON, gzipped JSON, or the 0x-hex text of
// either (an anvil_dumpState answer saved as is).
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { gunzipSync } from "node:zlib";
import { hexToBytes } from "@ethereumjs/util";
import { MAX_STATE_FILE_BYTES } from "./chain/dev/state-file.js";
import type { ChainNode } from "./chain/index.js";

/** Load a state file onto the head before the node serves anything; the error names the file. */
export async function loadStateFile(node: ChainNode, path: string, flag: string): Promise<void> {
  let bytes: Uint8Array;
  try {
    // hex text is twice the bytes it stands for; anything larger is no state file of ours
    if (statSync(path).size > 2 * MAX_STATE_FILE_BYTES + 3)
      throw new Error(`larger than ${2 * MAX_STATE_FILE_BYTES} bytes`);
    bytes = readFileSync(path);
  } catch (err) {
    throw new Error(`${flag} ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  const text = bytes.length < 2 ? "" : Buffer.from(bytes.subarray(0, 2)).toString("latin1");
  if (text === "0x") {
    const hex = Buffer.from(bytes).toString("latin1").trim();
    if (/^0x([0-9a-fA-F]{2})*$/.test(hex)) bytes = hexToBytes(hex as `0x${string}`);
  }
  try {
    await node.loadState(bytes);
  } catch (err) {
    throw new Error(`${flag} ${path}: ${(err as Error).message}`);
  }
}

/**
 * Write the head state to `path` atomically: a temporary file next to it, flushed, then renamed over
 * it, so a crash while writing leaves the previous file whole.
 */
export async function dumpStateFile(node: ChainNode, path: string): Promise<void> {
  const json = gunzipSync(await node.dumpState());
  const temp = `${path}.${process.pid}.tmp`;
  try {
    const fd = openSync(temp, "w");
    try {
      writeSync(fd, json);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (err) {
    if (existsSync(temp)) rmSync(temp, { force: true });
    throw err;
  }
}
