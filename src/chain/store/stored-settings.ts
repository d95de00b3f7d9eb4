/**
 * The settings a data directory's chain was made with (chain id, genesis hash, the dev chain's
 * rules), read before the chain is opened: a dev chain started without --hardfork resumes under the
 * rules its blocks were mined with, as geth keeps a chain's config in its database.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { openKv } from "./db.js";
import { MetaKey, metaKey } from "./keys.js";

export interface StoredSettings {
  chainId?: string;
  genesis?: string;
  /** the dev chain's rules; absent in directories made before powgate stored them */
  rules?: string;
}

/** The directory's settings, or undefined when it holds no chain (or its settings do not parse). */
export async function readStoredSettings(dataDir: string): Promise<StoredSettings | undefined> {
  if (!existsSync(join(dataDir, "chaindata"))) return undefined;
  const kv = await openKv(dataDir);
  try {
    const value = await kv.get(metaKey(MetaKey.settings));
    if (value === undefined) return undefined;
    const parsed: unknown = JSON.parse(new TextDecoder().decode(value));
    return typeof parsed === "object" && parsed !== null ? (parsed as StoredSettings) : undefined;
  } catch (err) {
    // a damaged value: the chain's own open says what is wrong
    if (err instanceof SyntaxError) return undefined;
    throw err;
  } finally {
    await kv.close();
  }
}
