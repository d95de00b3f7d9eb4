// Head state edits as the chain node runs them, under the chain's write lock: one edit
// (hardhat_setBalance & co.), a whole state file (anvil_loadState), and the dump (anvil_dumpState).
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { Chain } from "../chain.js";
import { stateAt } from "../state.js";
import { InvalidStateFileError, NonceLoweredError } from "./errors.js";
import type { DevEdit } from "./state-edits.js";
import { dumpState, loadEdits, parseStateFile } from "./state-file.js";

/** One edit on the head (HeadOverlay.edit); a nonce may not go down (Hardhat's rule). */
export function editHead(chain: Chain, edit: DevEdit): Promise<void> {
  return chain.writeLock.run(async () => {
    if (edit.kind === "nonce") {
      const account = await (await chain.stateAt(chain.head)).getAccount(edit.address);
      const current = account?.nonce ?? 0n;
      if (edit.value < current) throw new NonceLoweredError(current, edit.value);
    }
    await chain.headEdits.edit(chain.head, [edit]);
  });
}

/**
 * Edits computed from the head state under the write lock (anvil_addBalance: a read, then a write no
 * other edit can come between).
 */
export function editHeadWith(
  chain: Chain,
  make: (state: MerkleStateManager) => Promise<DevEdit[]>,
): Promise<void> {
  return chain.writeLock.run(async () => {
    const edits = await make(await chain.stateAt(chain.head));
    if (edits.length > 0) await chain.headEdits.edit(chain.head, edits);
  });
}

/** Every account of a state file as head edits, in one batch; how many edits it made. */
export async function loadStateFile(chain: Chain, bytes: Uint8Array): Promise<number> {
  const accounts = parseStateFile(bytes);
  return chain.writeLock.run(async () => {
    const edits = await loadEdits(await chain.stateAt(chain.head), accounts);
    if (edits.length > chain.headEdits.limit)
      throw new InvalidStateFileError(
        `it makes ${edits.length} edits (balances, nonces, code, slots), over the limit of ${chain.headEdits.limit} on one block`,
      );
    if (edits.length > 0) await chain.headEdits.edit(chain.head, edits);
    return edits.length;
  });
}

/** The head state (edits included) as a gzipped state file. */
export function dumpHeadState(chain: Chain): Promise<Uint8Array> {
  // under the lock: the head and the preimages of its latest block are settled
  return chain.writeLock.run(async () => {
    await chain.config.fork?.state.keysSaved();
    return dumpState(
      await stateAt(chain.state, chain.stateRootOf(chain.head)),
      chain.head,
      (hash) => chain.preimages.get(hash),
      chain.headEdits.limit,
      chain.config.fork !== undefined,
    );
  });
}
