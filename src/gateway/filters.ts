/**
 * Filters through the gateway: a filter lives on the upstream that installed it, so the gateway
 * remembers which (a bounded map of filter ids, least recently used dropped) and sends its polls
 * there. A filter whose node is gone is UpstreamLost (`install the filter again`); one not installed
 * through this gateway (or forgotten) goes to any upstream, whose answer is "filter not found".
 */
import { UpstreamLostError, UpstreamUnavailableError } from "../../generated/errors.js";
import { Lru } from "../lib/lru.js";
import { errorResponse } from "../rpc/dispatch.js";
import type { Router } from "./routing.js";
import { type Upstream, UpstreamError } from "./upstream.js";

const LOST = "upstream lost: the filter's node is unavailable, install the filter again";

export class FilterRoutes {
  private readonly byId: Lru<string, Upstream>;

  constructor(
    private readonly router: Router,
    private readonly timeoutMs: number,
    /** Told of a failed upstream call (marks it down, counts, logs). */
    private readonly failed: (upstream: Upstream, err: UpstreamError) => void,
    maxFilters: number,
  ) {
    this.byId = new Lru(maxFilters);
  }

  /** Remembers the filter id an eth_new*Filter answer names, on `upstream`. */
  installed(answer: string, upstream: Upstream): void {
    try {
      const { result } = JSON.parse(answer) as { result?: unknown };
      if (typeof result === "string") this.byId.set(result.toLowerCase(), upstream);
    } catch {}
  }

  /** eth_getFilterChanges, eth_getFilterLogs, eth_uninstallFilter: the answer's text. */
  async call(req: Record<string, unknown>, params: unknown[], id: string): Promise<string> {
    const filterId = typeof params[0] === "string" ? params[0].toLowerCase() : undefined;
    const upstream = filterId === undefined ? undefined : this.byId.get(filterId);
    if (upstream === undefined) {
      const [first] = this.router.order(undefined);
      if (first === undefined) return errorResponse(id, UpstreamUnavailableError, "no upstream available");
      try {
        return await first.call(JSON.stringify(req), this.timeoutMs);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        this.failed(first, err);
        return errorResponse(id, UpstreamUnavailableError, `no upstream available: ${err.message}`);
      }
    }
    if (!upstream.healthy) return errorResponse(id, UpstreamLostError, LOST);
    try {
      const answer = await upstream.call(JSON.stringify(req), this.timeoutMs);
      if (req.method === "eth_uninstallFilter") this.byId.delete(filterId!);
      return answer;
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      this.failed(upstream, err);
      return errorResponse(id, UpstreamLostError, LOST);
    }
  }
}
