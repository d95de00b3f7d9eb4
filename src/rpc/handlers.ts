import type { Handlers } from "../../generated/handlers.js";
import { createAdminHandlers } from "./admin/index.js";
import { createAnvilHandlers } from "./anvil/index.js";
import { createClientHandlers } from "./client/index.js";
import type { RpcContext } from "./context.js";
import { createDebugHandlers } from "./debug/index.js";
import type { RpcDeps } from "./deps.js";
import { createErigonHandlers } from "./erigon/index.js";
import { createEthHandlers } from "./eth/index.js";
import { createEthashHandlers } from "./ethash/index.js";
import { createEvmHandlers } from "./evm/index.js";
import { createHardhatHandlers } from "./hardhat/index.js";
import { createMinerHandlers } from "./miner/index.js";
import { createNetHandlers } from "./net/index.js";
import { createOtsHandlers } from "./ots/index.js";
import { createPersonalHandlers } from "./personal/index.js";
import { createRpcHandlers } from "./rpc/index.js";
import { createTraceHandlers } from "./trace/index.js";
import { createTxpoolHandlers } from "./txpool/index.js";
import { createWeb3Handlers } from "./web3/index.js";

/** Every namespace's handlers: a method added to openrpc.json without a handler fails to compile. */
export function createHandlers(deps: RpcDeps): Handlers<RpcContext> {
  return {
    eth: createEthHandlers(deps),
    net: createNetHandlers(deps),
    web3: createWeb3Handlers(deps),
    debug: createDebugHandlers(deps),
    client: createClientHandlers(deps),
    rpc: createRpcHandlers(deps),
    personal: createPersonalHandlers(deps),
    txpool: createTxpoolHandlers(deps),
    evm: createEvmHandlers(deps),
    hardhat: createHardhatHandlers(deps),
    anvil: createAnvilHandlers(deps),
    miner: createMinerHandlers(deps),
    ethash: createEthashHandlers(deps),
    admin: createAdminHandlers(deps),
    trace: createTraceHandlers(deps),
    ots: createOtsHandlers(deps),
    erigon: createErigonHandlers(deps),
  };
}
