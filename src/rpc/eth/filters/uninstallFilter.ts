import type { EthUninstallFilterParams, EthUninstallFilterResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** eth_uninstallFilter: true when the filter existed (and had not expired). */
export const uninstallFilter =
  (deps: RpcDeps) =>
  ([filterId]: EthUninstallFilterParams): EthUninstallFilterResult =>
    deps.filters.uninstall(filterId);
