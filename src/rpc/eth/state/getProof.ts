import type { EthGetProofParams, EthGetProofResult } from "../../../../generated/types.js";
import { parseAddress } from "../../codec/hex.js";
import { formatAccountProof, parseStorageKeys } from "../../codec/proof.js";
import { type RpcDeps, requireBlock } from "../../deps.js";

/** eth_getProof (EIP-1186): an account and slots with Merkle proofs against the block's state root. */
export const getProof =
  (deps: RpcDeps) =>
  async ([account, storageKeys, block]: EthGetProofParams): Promise<EthGetProofResult> => {
    // keys first, as geth: bad input never costs a state read
    const keys = parseStorageKeys(storageKeys);
    const { block: at } = await requireBlock(deps, block ?? "latest");
    const proof = await deps.chain.proof(
      at,
      parseAddress(account),
      keys.map((k) => k.slot),
    );
    return formatAccountProof(proof, keys);
  };
