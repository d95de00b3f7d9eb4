import type { Encoded } from "../../generated/handlers.js";

/**
 * A result that is already JSON. A handler returns `new RawJson<T>(text)` (e.g. an immutable
 * block cached as its JSON string) and the dispatcher splices `text` into the response without
 * re-encoding. The text must be one complete, valid JSON value of type T: it is not checked on the
 * hot path (only under `validateResults`, where it is parsed to be validated).
 */
export class RawJson<T = unknown> implements Encoded<T> {
  /** JSON text, or its UTF-8 bytes: a large result assembled from cached pieces (eth_getLogs) goes
   * to the socket without being joined, measured and encoded as one string again. */
  constructor(readonly json: string | Buffer) {}

  get text(): string {
    return typeof this.json === "string" ? this.json : this.json.toString("utf8");
  }
}
