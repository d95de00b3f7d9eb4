// generated/errors.ts: RpcError plus one subclass per components.errors entry, and the lookup the
// client uses to surface a wire error as its typed class.
import type { Model } from "./model.js";

const doc = (text: string, indent = ""): string =>
  text === "" ? "" : `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n`;

export function emitErrors(model: Model): string {
  const classes = model.errors.map(
    (e) =>
      `${doc(`${e.code} \`${e.message}\`. ${e.description}`)}` +
      `export class ${e.className} extends RpcError {\n` +
      `  static readonly code = ${e.code};\n` +
      `  static readonly defaultMessage = ${JSON.stringify(e.message)};\n` +
      `  constructor(message: string = ${e.className}.defaultMessage, data?: unknown) {\n` +
      `    super(${e.className}.code, message, data);\n` +
      `    this.name = ${JSON.stringify(e.className)};\n` +
      "  }\n" +
      "}\n",
  );
  return `/** A JSON-RPC error object as an exception: what handlers throw and what the client rejects with. */
export class RpcError extends Error {
  readonly code: number;
  readonly data?: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "RpcError";
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

/** The static side of every generated error class. */
export interface RpcErrorClass {
  readonly code: number;
  /** The message of components.errors; also the leading text that identifies the error. */
  readonly defaultMessage: string;
  new (message?: string, data?: unknown): RpcError;
}

${classes.join("\n")}
/** Every error class, in components.errors order. */
export const errorClasses: readonly RpcErrorClass[] = [
${model.errors.map((e) => `  ${e.className},`).join("\n")}
];

const startsWithMessage = (message: string, known: string): boolean =>
  message === known || message.startsWith(\`\${known}:\`) || message.startsWith(\`\${known} \`);

/**
 * The error class for a wire error. When several classes share the code (-32000, -32005), the
 * message picks the class whose message it starts with (geth appends details after ": ");
 * undefined when none matches.
 */
export function errorClassForCode(code: number, message?: string): RpcErrorClass | undefined {
  const sameCode = errorClasses.filter((c) => c.code === code);
  if (sameCode.length === 1) return sameCode[0];
  if (message === undefined) return undefined;
  let best: RpcErrorClass | undefined;
  for (const c of sameCode) {
    if (startsWithMessage(message, c.defaultMessage) && (best === undefined || c.defaultMessage.length > best.defaultMessage.length)) {
      best = c;
    }
  }
  return best;
}

/** A wire error as the most specific RpcError subclass (plain RpcError when none matches). */
export function createRpcError(code: number, message: string, data?: unknown): RpcError {
  const ErrorClass = errorClassForCode(code, message);
  return ErrorClass === undefined ? new RpcError(code, message, data) : new ErrorClass(message, data);
}
`;
}
