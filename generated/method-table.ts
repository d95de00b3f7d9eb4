// generated from openrpc.json; do not edit
// copied from codegen/runtime/method-table.ts
// Runtime for generated/methods.ts: the MethodSpec shape the dispatcher and the tests use, built
// from the per-method entries codegen writes. Kept here, type-checked, rather than in templates.
import {
  type AjvValidate,
  makeParamsValidator,
  makeResultValidator,
  type Shape,
  type Shapes,
  trimParams,
} from "./explain.js";

/** null = valid, else the full -32602 message. */
export type ParamsValidator = (params: readonly unknown[]) => string | null;
/** null = valid, else a message naming the field and the reason. */
export type ResultValidator = (result: unknown) => string | null;

export interface MethodSpec<Namespace extends string = string> {
  /** Wire name: "eth_getBalance", "rpc.discover". */
  readonly name: string;
  readonly namespace: Namespace;
  /** Key in that namespace's handler interface: "getBalance"; rpc.discover -> "discover". */
  readonly handler: string;
  /** A dev method (x-dev): refused when the node runs with dev methods off. */
  readonly dev: boolean;
  readonly paramNames: readonly string[];
  /** Number of leading required params. */
  readonly requiredParams: number;
  readonly validateParams: ParamsValidator;
  readonly validateResult: ResultValidator;
  /** Error codes the method declares. */
  readonly errors: readonly number[];
}

/** What codegen writes per method. */
export interface MethodEntry<Namespace extends string = string> {
  readonly name: string;
  readonly namespace: Namespace;
  readonly handler: string;
  readonly dev: boolean;
  readonly paramNames: readonly string[];
  readonly requiredParams: number;
  readonly paramShapes: readonly Shape[];
  readonly resultShape: Shape;
  readonly validateParamsTuple: AjvValidate;
  readonly validateResultValue: AjvValidate;
  readonly errors: readonly number[];
}

/**
 * The params a handler should receive: optional params sent as trailing null are dropped (geth
 * counts them as absent). validateParams accepts them; call this before handing params over.
 */
export function normalizeParams(spec: MethodSpec, params: readonly unknown[]): readonly unknown[] {
  return trimParams(params, spec.requiredParams);
}

/** The method table by wire name, in the order of `entries`. */
export function methodTable<Namespace extends string>(
  entries: readonly MethodEntry<Namespace>[],
  shapes: Shapes,
): ReadonlyMap<string, MethodSpec<Namespace>> {
  return new Map(
    entries.map((e) => [
      e.name,
      {
        name: e.name,
        namespace: e.namespace,
        handler: e.handler,
        dev: e.dev,
        paramNames: e.paramNames,
        requiredParams: e.requiredParams,
        validateParams: makeParamsValidator(e, e.validateParamsTuple, e.paramShapes, shapes),
        validateResult: makeResultValidator(e.validateResultValue, e.resultShape, shapes),
        errors: e.errors,
      },
    ]),
  );
}
