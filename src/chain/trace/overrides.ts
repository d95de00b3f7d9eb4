// geth's state and block overrides of debug_traceCall (internal/ethapi/override), applied inside
// the trace's checkpoint.
import { type Block, createBlock } from "@ethereumjs/block";
import { Account, Address, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { callEnvironment } from "../call/call-tx.js";
import { InvalidTraceConfigError } from "../errors.js";
import type { BlockOverrides, StateOverrides } from "./types.js";

export async function applyStateOverrides(sm: VM["stateManager"], overrides: StateOverrides): Promise<void> {
  for (const [hex, o] of overrides) {
    if (o.state !== undefined && o.stateDiff !== undefined) {
      throw new InvalidTraceConfigError(`account ${hex} has both 'state' and 'stateDiff'`);
    }
    const address = new Address(hexToBytes(hex as `0x${string}`));
    const account = (await sm.getAccount(address)) ?? new Account();
    if (o.nonce !== undefined) account.nonce = o.nonce;
    if (o.balance !== undefined) account.balance = o.balance;
    await sm.putAccount(address, account);
    if (o.code !== undefined) await sm.putCode(address, o.code);
    if (o.state !== undefined) await sm.clearStorage(address);
    for (const [key, value] of o.state ?? o.stateDiff ?? []) {
      await sm.putStorage(address, setLengthLeft(hexToBytes(key as `0x${string}`), 32), value);
    }
  }
}

/** The block context of a traced call: eth_call's, with the overridden header fields. */
export function callBlock(block: Block, priced: boolean, o: BlockOverrides | undefined): Block {
  const env = callEnvironment(block, priced);
  if (o === undefined || Object.values(o).every((v) => v === undefined)) return env;
  const header = env.header.toJSON();
  return createBlock(
    {
      header: {
        ...header,
        uncleHash: undefined,
        number: o.number ?? env.header.number,
        difficulty: o.difficulty ?? env.header.difficulty,
        timestamp: o.time ?? env.header.timestamp,
        gasLimit: o.gasLimit ?? env.header.gasLimit,
        coinbase: o.coinbase ?? env.header.coinbase,
        baseFeePerGas: priced ? (o.baseFeePerGas ?? env.header.baseFeePerGas) : 0n,
      },
    },
    { common: block.common, setHardfork: false, skipConsensusFormatValidation: true },
  );
}
