import { readFileSync } from "node:fs";
import { join } from "node:path";
import { methods } from "../../generated/methods.js";
import type { ChainNode } from "../../src/chain/index.js";
import { chainApi } from "../../src/chain/node/api.js";
import { createLogger } from "../../src/log.js";
import { packageRoot } from "../../src/paths.js";
import { RpcCaches } from "../../src/rpc/caches.js";
import { HTTP_CONTEXT } from "../../src/rpc/context.js";
import type { RpcDeps } from "../../src/rpc/deps.js";
import { createDispatcher } from "../../src/rpc/dispatch.js";
import { toRpcError } from "../../src/rpc/errors.js";
import { FilterRegistry } from "../../src/rpc/filters/registry.js";
import { createHandlers } from "../../src/rpc/handlers.js";
import { openTestNode, type TestNodeOptions } from "./chain.js";

/** A JSON-RPC error answer, thrown by `InProcessRpc.call`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface InProcessRpc {
  node: ChainNode;
  /** One request through the node's dispatcher: params and results validated as over HTTP. */
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  close(): Promise<void>;
}

const document = JSON.parse(readFileSync(join(packageRoot(), "openrpc.json"), "utf8"));

/**
 * A node's RPC in process, without a server or a port: the same dispatcher, handlers, validation
 * and answers on execution (automine) as `startNode` wires, over a fresh in-memory test chain. A handler test is then
 *
 *   const rpc = await openRpc();
 *   expect(await rpc.call("eth_blockNumber")).toBe("0x0");
 *   await rpc.close();
 */
export async function openRpc(opts: TestNodeOptions & { devMethods?: boolean } = {}): Promise<InProcessRpc> {
  const { devMethods = true, ...chainOpts } = opts;
  const node = await openTestNode(chainOpts);
  const filters = new FilterRegistry(node.events);
  const deps: RpcDeps = {
    chain: chainApi(node, { answerOnExecution: true }),
    caches: new RpcCaches(),
    document,
    clientVersion: "powgate/test",
    hashrates: new Map(),
    filters,
  };
  const dispatcher = createDispatcher({
    methods,
    handlers: createHandlers(deps),
    toRpcError,
    logger: createLogger({ level: "silent" }),
    validateResults: true,
    devMethods,
    settled: () => node.settled(),
  });
  let id = 0;
  return {
    node,
    async call<T>(method: string, params: unknown[] = []): Promise<T> {
      const body = JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params });
      const wire = await dispatcher.handle(body, HTTP_CONTEXT);
      const answer = JSON.parse(String(wire)) as {
        result?: T;
        error?: { code: number; message: string; data?: unknown };
      };
      if (answer.error) throw new RpcError(answer.error.code, answer.error.message, answer.error.data);
      return answer.result as T;
    },
    async close() {
      filters.close();
      await node.close();
    },
  };
}
