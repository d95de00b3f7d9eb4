// The `.edits.json` file `powgate export` writes next to the RLP when exported blocks were built on
// dev state edits, and `powgate import` reads to apply them before those blocks (see state-edits.ts).
import { bytesToHex } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import { storedPreState } from "./head-edits.js";
import { hasPlaceholderSignature } from "./impersonation.js";
import { type DevEdit, editFromJson, editToJson } from "./state-edits.js";

export const EDITS_FORMAT = "powgate-dev-edits/1";

export interface EditsFile {
  format: typeof EDITS_FORMAT;
  blocks: { number: string; hash: string; edits: ReturnType<typeof editToJson>[] }[];
  /** hashes of transactions sent without a signature (impersonated senders) */
  impersonated: string[];
}

/** The sidecar's path for an RLP file. */
export const editsPath = (rlpFile: string) => `${rlpFile}.edits.json`;

/** The edits stored before canonical blocks `from`..`to`; null when there are none. */
export async function collectEdits(chain: Chain, from: bigint, to: bigint): Promise<EditsFile | null> {
  const blocks: EditsFile["blocks"] = [];
  const impersonated: string[] = [];
  for (let n = from; n <= to; n++) {
    const block = await chain.getBlockByNumber(n);
    if (!block) break;
    for (const tx of block.transactions)
      if (hasPlaceholderSignature(tx)) impersonated.push(bytesToHex(tx.hash()));
    const edits = (await storedPreState(chain.kv, block))?.edits ?? [];
    if (edits.length > 0)
      blocks.push({
        number: `0x${n.toString(16)}`,
        hash: bytesToHex(block.hash()),
        edits: edits.map(editToJson),
      });
  }
  return blocks.length > 0 || impersonated.length > 0 ? { format: EDITS_FORMAT, blocks, impersonated } : null;
}

/** Edits by block hash and impersonated transaction hashes (lowercase hex); throws naming what is wrong. */
export function parseEdits(text: string): { edits: Map<string, DevEdit[]>; impersonated: Set<string> } {
  const file = JSON.parse(text) as Partial<EditsFile>;
  if (file.format !== EDITS_FORMAT || !Array.isArray(file.blocks))
    throw new Error(`not a ${EDITS_FORMAT} file`);
  const byHash = new Map<string, DevEdit[]>();
  for (const b of file.blocks) {
    if (typeof b.hash !== "string" || !Array.isArray(b.edits))
      throw new Error("block entry without hash or edits");
    byHash.set(b.hash.toLowerCase(), b.edits.map(editFromJson));
  }
  const impersonated = new Set((file.impersonated ?? []).map((h) => String(h).toLowerCase()));
  return { edits: byHash, impersonated };
}
