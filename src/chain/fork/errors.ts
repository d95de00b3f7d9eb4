import { ChainError } from "../errors.js";

/** Why a fork's remote could not give what was asked. */
export type ForkRemoteReason =
  | "unreachable"
  | "rpc-error"
  | "pruned"
  | "bad-reply"
  | "busy"
  | "closed"
  | "mismatch";

/** The fork's remote failed, or answered something that does not fit the fork (the message says which). */
export class ForkRemoteError extends ChainError {
  readonly kind = "fork-remote" as const;
  constructor(
    readonly reason: ForkRemoteReason,
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = "ForkRemoteError";
  }
}
