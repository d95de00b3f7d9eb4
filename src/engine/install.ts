import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { createEVM, EVM } from "@ethereumjs/evm";
import type { InterpreterShape, JournalShape } from "./ethereumjs.js";
import { installExecuteCall } from "./frames/execute-call.js";
import { installFrame } from "./frames/frame.js";
import { learnInterpreterClasses } from "./frames/frame-interpreter.js";
import { installOpcodeSources } from "./instructions/sources.js";
import { cacheJumpAnalysis } from "./interpreter/jump-analysis.js";
import { installRunLoop } from "./interpreter/run-loop.js";
import { EngineDriftError } from "./patch.js";
import { installAccountRlp } from "./patches/account-rlp.js";
import { installCheckpointKeys } from "./patches/checkpoint-keys.js";
import { fixDebugColours } from "./patches/debug-colors.js";
import { installHeaderRaw } from "./patches/header-raw.js";
import { installRlp } from "./patches/rlp-fast.js";
import { installStateFlush } from "./patches/state-flush.js";
import { installTriePath } from "./patches/trie-path.js";
import { installTxSender } from "./patches/tx-sender.js";
import { installTxSerialized } from "./patches/tx-serialized.js";
import { installKeptReads } from "./state/kept-reads.js";
import { installLazyJournal } from "./state/lazy-journal.js";

let installing: Promise<void> | undefined;

/**
 * The engine's one install step, once per process (later calls wait for the first): EthereumJS's
 * shared RLP object, the trie's path lookup and its reads through the levels kept in memory, the
 * transactions' encodings and senders, accounts' RLP both ways, frozen headers' field lists, and the interpreter loop, call frame, call entry, jump-analysis cache, opcode tables per fork and lazy
 * journal levels on the Interpreter, EVM and Journal classes. The Interpreter and Journal classes are not exported: a
 * probe EVM runs a two-byte program whose custom opcode hands out its interpreter. Every VM made
 * through the front door (index.ts) waits for it; nothing installs itself from an opcode or on
 * import. A method it replaces that is not there throws (EngineDriftError): an EthereumJS upgrade
 * fails loudly instead of running without the patch.
 */
export function installEngine(): Promise<void> {
  installing ??= install();
  return installing;
}

async function install(): Promise<void> {
  installRlp();
  installTriePath();
  installKeptReads();
  installCheckpointKeys();
  installStateFlush();
  installTxSerialized();
  installTxSender();
  installAccountRlp();
  installHeaderRaw();
  fixDebugColours();
  const interpreter = await probeInterpreter();
  const interpreterProto = Object.getPrototypeOf(interpreter) as InterpreterShape;
  cacheJumpAnalysis(interpreterProto);
  installRunLoop(interpreterProto);
  installFrame(EVM.prototype, interpreterProto);
  installExecuteCall(EVM.prototype);
  installOpcodeSources(EVM.prototype);
  installLazyJournal(Object.getPrototypeOf(interpreter.journal) as JournalShape);
  learnInterpreterClasses(interpreter);
}

/** An interpreter of a throwaway EVM: its custom opcode 0x0c hands it out. */
async function probeInterpreter(): Promise<InterpreterShape> {
  let interpreter: InterpreterShape | undefined;
  const evm = await createEVM({
    common: new Common({ chain: Mainnet, hardfork: Hardfork.London }),
    customOpcodes: [
      {
        opcode: 0x0c,
        opcodeName: "PROBE",
        baseFee: 0,
        logicFunction: (rs) => {
          interpreter = rs.interpreter as unknown as InterpreterShape;
        },
      },
    ],
  });
  await evm.runCode({ code: Uint8Array.of(0x0c, 0x00), gasLimit: 100n });
  if (interpreter === undefined) throw new EngineDriftError("the probe EVM ran no custom opcode");
  return interpreter;
}
