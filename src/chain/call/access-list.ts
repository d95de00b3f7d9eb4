import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { getActivePrecompiles } from "@ethereumjs/evm";
import type { AccessList } from "@ethereumjs/tx";
import { bigIntToUnpaddedBytes, bytesToHex, createZeroAddress, generateAddress } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import type { Executor } from "./executor.js";
import { budget, type CallRequest, type ExecutionOptions } from "./request.js";

/** What eth_createAccessList answers: the list, the gas the call used with it, and its EVM failure. */
export interface AccessListOutcome {
  /** sorted by address, each address's keys sorted; addresses and keys lowercase hex */
  accessList: AccessList;
  gasUsed: bigint;
  /** the EVM's failure with the final list (geth's words for a REVERT), undefined on success */
  error?: string;
}

type Hex = `0x${string}`;

/**
 * geth's eth_createAccessList: run the call with the list found so far until the list no longer
 * changes. The touched addresses and slots come from EthereumJS's `reportAccessList`; as geth, the
 * sender, the recipient (or the created contract) and the precompiles are left out unless storage
 * of theirs was touched. One time limit covers every run.
 */
export async function createAccessList(
  executor: Executor,
  chain: Chain,
  req: CallRequest,
  block: Block,
  opts: ExecutionOptions = {},
): Promise<AccessListOutcome> {
  const from = req.from ?? createZeroAddress();
  const to = req.to ? req.to.toString() : await createdAddress(chain, block, req, opts);
  const excluded = new Set<string>([from.toString(), to, ...precompiles(chain.common)]);
  const limit = budget(opts);
  // as geth, the given list keeps neither excluded addresses nor their keys
  let list = normalize((req.accessList ?? []).filter((e) => !excluded.has(e.address.toLowerCase())));
  for (;;) {
    const result = await executor.runReportingAccessList(
      { ...req, accessList: list },
      block,
      limit,
      opts.overrides,
    );
    const found = normalize(
      (result.accessList ?? []).filter(
        (e) => !excluded.has(e.address.toLowerCase()) || e.storageKeys.length > 0,
      ),
    );
    if (sameList(found, list)) {
      const failure = result.execResult.exceptionError?.error;
      return {
        accessList: list,
        gasUsed: result.totalGasSpent,
        ...(failure === undefined ? {} : { error: failure === "revert" ? "execution reverted" : failure }),
      };
    }
    list = found;
  }
}

async function createdAddress(
  chain: Chain,
  block: Block,
  req: CallRequest,
  opts: ExecutionOptions,
): Promise<Hex> {
  const from = req.from ?? createZeroAddress();
  const nonce =
    opts.overrides?.stateOverrides?.get(from.toString())?.nonce ??
    (await (await chain.stateAt(block)).getAccount(from))?.nonce ??
    0n;
  return bytesToHex(generateAddress(from.bytes, bigIntToUnpaddedBytes(nonce)));
}

const precompileCache = new WeakMap<Common, Hex[]>();

function precompiles(common: Common): Hex[] {
  let list = precompileCache.get(common);
  if (!list) {
    list = [...getActivePrecompiles(common).keys()].map((a) => `0x${a}` as Hex);
    precompileCache.set(common, list);
  }
  return list;
}

/** Lowercase, deduplicated, sorted as geth sorts its result (addresses, then each one's keys). */
function normalize(list: AccessList): AccessList {
  const byAddress = new Map<Hex, Set<Hex>>();
  for (const { address, storageKeys } of list) {
    const key = address.toLowerCase() as Hex;
    const keys = byAddress.get(key) ?? new Set<Hex>();
    for (const slot of storageKeys) keys.add(slot.toLowerCase() as Hex);
    byAddress.set(key, keys);
  }
  return [...byAddress.keys()].sort().map((address) => ({
    address,
    storageKeys: [...(byAddress.get(address) ?? [])].sort(),
  }));
}

function sameList(a: AccessList, b: AccessList): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
