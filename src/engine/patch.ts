/*
 * How the engine replaces EthereumJS's methods: the one helper every patch goes through, the error
 * a missing method raises, and the switch that sends every replaced method back to EthereumJS's own.
 */

/** EthereumJS is not what the engine was verified against (ethereumjs.ts, version.ts). */
export class EngineDriftError extends Error {
  constructor(what: string) {
    super(
      `powgate's EVM engine does not fit the installed EthereumJS: ${what}. It was verified against ` +
        "@ethereumjs/* 10.1.3 (src/engine/version.ts); re-verify src/engine before changing the version",
    );
    this.name = "EngineDriftError";
  }
}

/**
 * Replaces `owner[name]` (a prototype's or a shared object's method) with `make(stock)` and returns
 * the stock method; throws EngineDriftError where there is no such method to replace.
 */
export function replaceMethod<T extends object, F extends (...args: never[]) => unknown>(
  owner: T,
  name: string,
  where: string,
  make: (stock: F) => F,
): F {
  const methods = owner as unknown as Record<string, F>;
  const stock = methods[name];
  if (typeof stock !== "function") throw new EngineDriftError(`${where}.${name} is not a function`);
  methods[name] = make(stock);
  return stock;
}

/**
 * Whether the replaced methods run the engine's way (true) or EthereumJS's own: tests run the stock
 * engine in the same process as an oracle (withStockEngine). Read at every replaced call.
 */
export const engineMode = { ours: true };

/** Runs `fn` with every replaced method taking EthereumJS's own path (for differential tests). */
export async function withStockEngine<T>(fn: () => Promise<T>): Promise<T> {
  engineMode.ours = false;
  try {
    return await fn();
  } finally {
    engineMode.ours = true;
  }
}
