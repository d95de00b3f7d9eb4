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
    // the catalog's wording (ForkRemoteFailed) first, as the other chain errors carry theirs
    super(`fork remote failed: ${message}`);
    this.name = "ForkRemoteError";
  }
}

/** The fork's flags do not fit what the data directory holds (another block or chain). */
export class ForkConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ForkConfigError";
  }
}
