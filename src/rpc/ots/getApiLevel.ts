import type { OtsGetApiLevelResult } from "../../../generated/types.js";

/** ots_getApiLevel: 8, as Erigon and Anvil. */
export const getApiLevel = () => async (): Promise<OtsGetApiLevelResult> => 8;
