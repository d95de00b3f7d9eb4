import type { Encoded } from "../../generated/handlers.js";

/**
 * A result that is already JSON text. A handler returns `new RawJson<T>(text)` (e.g. an immutable
 * block cached as its JSON string) and the dispatcher splices `text` into the response without
 * re-encoding. The text must be one complete, valid JSON value of type T: it is not checked on the
 * hot path (only under `validateResults`, where it is parsed to be validated).
 */
export class RawJson<T = unknown> implements Encoded<T> {
  constructor(readonly json: string) {}
}
