import type { Address } from "@ethereumjs/util";
import { CallTracer } from "./call-tracer.js";
import { FourByteTracer, NoopTracer } from "./four-byte.js";
import type { Tracer } from "./hooks.js";
import { ParityTracer } from "./parity-tracer.js";
import { PrestateTracer } from "./prestate-tracer.js";
import { StructLogger } from "./struct-logger.js";
import type { TracerChoice } from "./types.js";

/** A fresh tracer for one transaction. */
export function makeTracer(choice: TracerChoice, isPrecompile: (to: Address | undefined) => boolean): Tracer {
  switch (choice.kind) {
    case "structLogger":
      return new StructLogger(choice.config);
    case "callTracer":
      return new CallTracer(choice.config);
    case "prestateTracer":
      return new PrestateTracer(choice.config);
    case "4byteTracer":
      return new FourByteTracer((e) => isPrecompile(e.to));
    case "noopTracer":
      return new NoopTracer();
    case "parity":
      return new ParityTracer(choice.stateDiff, choice.vmTrace ?? false);
  }
}
