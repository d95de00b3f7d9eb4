import type { Common } from "@ethereumjs/common";
import type { CustomOpcode } from "../ethereumjs.js";
import { replaceMethod } from "../patch.js";

type Source = (common: Common) => CustomOpcode[];

/** Per EVM: its custom opcodes under the rules of the moment. */
const sources = new WeakMap<object, Source>();

/** `evm` asks `source` for its custom opcodes whenever it rebuilds its opcode table. */
export function setOpcodeSource(evm: object, source: Source): void {
  sources.set(evm, source);
}

/**
 * EthereumJS's EVM rebuilds its opcode table on every fork change of its Common (`getActiveOpcodes`,
 * on `hardforkChanged`) from the custom opcodes it was made with, whose base fees and handlers were
 * those of the fork at creation. Here an EVM made by the engine asks its source again first, so
 * its custom opcodes are always those of the current rules: the engine's under verified rules,
 * none (the stock engine, whole) under others, the watched ones under any.
 */
export function installOpcodeSources(evmProto: object): void {
  type Evm = { common: Common; _customOpcodes?: CustomOpcode[] };
  replaceMethod(
    evmProto,
    "getActiveOpcodes",
    "EVM",
    (stock: (this: Evm) => unknown) =>
      function (this: Evm) {
        const source = sources.get(this);
        if (source !== undefined) this._customOpcodes = source(this.common);
        return stock.call(this);
      },
  );
}
