import { getMerkleStateProof, type MerkleStateManager } from "@ethereumjs/statemanager";
import { type Address, equalsBytes, hexToBytes, KECCAK256_RLP } from "@ethereumjs/util";

/** A storage slot with its value and the trie nodes from the account's storage root to it. */
export interface StorageSlotProof {
  /** the 32-byte slot */
  key: Uint8Array;
  value: bigint;
  /** RLP trie nodes, root first; empty when the account has no storage (as geth) */
  proof: Uint8Array[];
}

/** EIP-1186: an account and some of its slots with their Merkle proofs against one state root. */
export interface AccountProof {
  address: Address;
  nonce: bigint;
  balance: bigint;
  codeHash: Uint8Array;
  storageHash: Uint8Array;
  /** RLP trie nodes from the state root to the account (or to where its absence shows) */
  accountProof: Uint8Array[];
  storageProof: StorageSlotProof[];
}

const ZERO_HASH = new Uint8Array(32);

/**
 * The proof of `address` and `slots` (32 bytes each) in `state`, built by EthereumJS and shaped as
 * geth answers: an absent account has zero codeHash and storageHash (geth reads them from a missing
 * state object) and each slot of an account without storage has value 0 and an empty proof.
 */
export async function proveAccount(
  state: MerkleStateManager,
  address: Address,
  slots: readonly Uint8Array[],
): Promise<AccountProof> {
  const proof = await getMerkleStateProof(state, address, [...slots]);
  const accountProof = proof.accountProof.map((node) => hexToBytes(node));
  const account = await state.getAccount(address);
  if (account === undefined) {
    return {
      address,
      nonce: 0n,
      balance: 0n,
      codeHash: ZERO_HASH,
      storageHash: ZERO_HASH,
      accountProof,
      storageProof: slots.map((key) => ({ key, value: 0n, proof: [] })),
    };
  }
  const noStorage = equalsBytes(account.storageRoot, KECCAK256_RLP);
  return {
    address,
    nonce: account.nonce,
    balance: account.balance,
    codeHash: account.codeHash,
    storageHash: account.storageRoot,
    accountProof,
    storageProof: proof.storageProof.map((item, i) => ({
      key: slots[i],
      value: BigInt(item.value),
      proof: noStorage ? [] : item.proof.map((node) => hexToBytes(node)),
    })),
  };
}
