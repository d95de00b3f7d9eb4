import type { CaseResult } from "./runner.js";
import type { Config } from "./vm.js";

/**
 * Cases of the CI subset known to fail, each with what was found; the lead fixes ours in src/.
 * A known failure may fail only with its `symptom` (or pass: the run then says to remove it).
 */
export interface KnownFailure {
  file: string;
  forks: readonly string[];
  configs: readonly Config[];
  /** a substring of the failure's reason or rejection */
  symptom: string;
  why: string;
}

export const KNOWN_FAILURES: readonly KnownFailure[] = [
  {
    file: "stSystemOperationsTest/CallRecursiveBomb0_OOG_atMaxCallDepth.json",
    forks: ["Berlin", "London"],
    configs: ["call"],
    symptom: "Maximum call stack size exceeded",
    why:
      "ours: from EIP-2929 on the executor's CALL runs its sub-call synchronously when nothing is " +
      "pending (exec/inner-call.ts leanCall, ~13 JavaScript frames per EVM level with the watchdog's " +
      "wrapper); 1,024 nested calls overflow V8's stack once the account reads are answered from " +
      "memory, and the RangeError escapes runTx. Whether it does depends on the process's JIT state.",
  },
];

export function knownFailureOf(config: Config, result: CaseResult): KnownFailure | undefined {
  return KNOWN_FAILURES.find(
    (k) => k.file === result.file && k.forks.includes(result.fork) && k.configs.includes(config),
  );
}
