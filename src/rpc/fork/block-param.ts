/** A block parameter's number when it names one (a number, "earliest", {blockNumber}); else undefined. */
export function blockNumberOf(param: unknown): bigint | undefined {
  if (param === "earliest") return 0n;
  if (typeof param === "string" && /^0x[0-9a-fA-F]+$/.test(param)) return BigInt(param);
  if (typeof param === "object" && param !== null && "blockNumber" in param)
    return blockNumberOf((param as { blockNumber: unknown }).blockNumber);
  return undefined;
}
