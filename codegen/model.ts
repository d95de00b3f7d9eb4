// The document reduced to what the emitters need: methods with resolved params, result, errors
// and examples; error components with their class names. All $refs except schema refs resolved.
import {
  type ContentDescriptor,
  deref,
  type ErrorObject,
  type ExampleObject,
  type ExamplePairing,
  isRef,
  type Json,
  type JsonSchema,
  type OpenRpcDocument,
} from "./document.js";

/** A method's prefix: "eth" for eth_getBalance, "rpc" for rpc.discover. Namespaces are whatever the document uses. */
export type Namespace = string;

export interface ErrorModel {
  /** Key in components.errors, e.g. "ExecutionReverted". */
  readonly key: string;
  /** Generated class name, e.g. "ExecutionRevertedError". */
  readonly className: string;
  readonly code: number;
  readonly message: string;
  readonly description: string;
}

export interface ExampleModel {
  readonly name: string;
  readonly params: readonly { readonly name: string; readonly value: Json }[];
  readonly result?: Json;
}

export interface MethodModel {
  readonly name: string;
  /**
   * Set on an alias (x-alias-of): the method it stands for. An alias shares that method's handler
   * (namespace, handler), types and validators; only its wire name differs.
   */
  readonly aliasOf?: string;
  /** x-dev: refused when the node runs with dev methods off. */
  readonly dev: boolean;
  readonly namespace: Namespace;
  /** Key in the namespace's handler interface: "getBalance", "discover". */
  readonly handler: string;
  /** PascalCase base of the type names: "EthGetBalance", "RpcDiscover". */
  readonly typeName: string;
  /** Identifier-safe form of the name for validator exports: "eth_getBalance", "rpc_discover". */
  readonly exportName: string;
  readonly summary: string;
  readonly description: string;
  readonly params: readonly ContentDescriptor[];
  readonly requiredParams: number;
  readonly result: ContentDescriptor;
  readonly errors: readonly ErrorModel[];
  readonly examples: readonly ExampleModel[];
}

/** What x-subscription says (see document.ts), with each kind's value as a wire type name. */
export interface SubscriptionModel {
  /** the method that subscribes: eth_subscribe */
  readonly method: string;
  readonly notification: string;
  readonly unsubscribe: string;
  readonly results: readonly { readonly kind: string; readonly type: string }[];
}

export interface Model {
  readonly doc: OpenRpcDocument;
  /** The document's subscriptions (at most one method carries x-subscription), or null. */
  readonly subscription: SubscriptionModel | null;
  readonly schemas: Readonly<Record<string, JsonSchema>>;
  readonly errors: readonly ErrorModel[];
  readonly methods: readonly MethodModel[];
  /** Every namespace of a handler, in order of first appearance (an alias uses its method's). */
  readonly namespaces: readonly Namespace[];
}

/**
 * `<namespace>_<camelCase>` (the method part may carry a version suffix: eth_signTypedData_v4), or
 * `rpc.<camelCase>` (OpenRPC's reserved prefix).
 */
const METHOD_NAME = /^([a-z][a-z0-9]*)_([a-z][A-Za-z0-9_]*)$|^(rpc)\.([a-z][A-Za-z0-9]*)$/;
export const METHOD_NAME_RULE =
  "<namespace>_<camelCase> (namespace: lowercase letters and digits) or rpc.<camelCase>";

export function splitMethodName(name: string): { namespace: Namespace; handler: string } | null {
  const m = METHOD_NAME.exec(name);
  if (m === null) return null;
  return { namespace: (m[1] ?? m[3]) as Namespace, handler: (m[2] ?? m[4])! };
}

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** "signTypedData_v4" -> "SignTypedDataV4": type names stay PascalCase whatever the wire name. */
const pascalCase = (s: string): string =>
  upperFirst(s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

export function errorClassName(key: string): string {
  return key.endsWith("Error") ? key : `${key}Error`;
}

function errorModel(key: string, e: ErrorObject): ErrorModel {
  return {
    key,
    className: errorClassName(key),
    code: e.code,
    message: e.message,
    description: typeof e.data === "string" ? e.data : "",
  };
}

/** Builds the model. Structural problems (bad names, dangling refs) are reported by lint first. */
export function buildModel(doc: OpenRpcDocument): Model {
  const errors = Object.entries(doc.components?.errors ?? {}).map(([key, e]) => errorModel(key, e));
  const errorByRef = new Map(errors.map((e) => [`#/components/errors/${e.key}`, e]));
  const methods = doc.methods.map((m): MethodModel => {
    const split = splitMethodName(m.name);
    if (split === null) throw new Error(`${m.name}: method name must be ${METHOD_NAME_RULE}`);
    const params = m.params.map((p) => deref<ContentDescriptor>(doc, p));
    const firstOptional = params.findIndex((p) => p.required !== true);
    const examples = (m.examples ?? []).map((ex): ExampleModel => {
      const pairing = deref<ExamplePairing>(doc, ex);
      const result = pairing.result === undefined ? undefined : deref<ExampleObject>(doc, pairing.result);
      return {
        name: pairing.name,
        params: pairing.params.map((p) => deref<ExampleObject>(doc, p)),
        ...(result === undefined ? {} : { result: result.value }),
      };
    });
    return {
      name: m.name,
      dev: m["x-dev"] === true,
      namespace: split.namespace,
      handler: split.handler,
      typeName: upperFirst(split.namespace) + pascalCase(split.handler),
      exportName: m.name.replace(".", "_"),
      summary: m.summary ?? "",
      description: m.description ?? "",
      params,
      requiredParams: firstOptional === -1 ? params.length : firstOptional,
      result:
        m.result === undefined ? { name: "result", schema: {} } : deref<ContentDescriptor>(doc, m.result),
      errors: (m.errors ?? []).map((e) =>
        isRef(e) ? (errorByRef.get(e.$ref) ?? errorModel("", deref<ErrorObject>(doc, e))) : errorModel("", e),
      ),
      examples,
    };
  });
  const byName = new Map(methods.map((m) => [m.name, m]));
  const resolved = methods.map((m, i): MethodModel => {
    const target = doc.methods[i]!["x-alias-of"];
    if (target === undefined) return m;
    const primary = byName.get(target);
    if (primary === undefined || primary.aliasOf !== undefined)
      throw new Error(`${m.name}: x-alias-of ${target} is not a method of the document`);
    const { namespace, handler, typeName, exportName } = primary;
    return { ...m, aliasOf: target, namespace, handler, typeName, exportName };
  });
  const namespaces = [...new Set(resolved.map((m) => m.namespace))];
  return {
    doc,
    subscription: subscriptionModel(doc),
    schemas: doc.components?.schemas ?? {},
    errors,
    methods: resolved,
    namespaces,
  };
}

function subscriptionModel(doc: OpenRpcDocument): SubscriptionModel | null {
  const carriers = doc.methods.filter(
    (m) => m["x-subscription"] !== undefined && m["x-alias-of"] === undefined,
  );
  if (carriers.length > 1) throw new Error("x-subscription: on more than one method");
  const carrier = carriers[0];
  if (!carrier) return null;
  const ext = carrier["x-subscription"]!;
  return {
    method: carrier.name,
    notification: ext.notification,
    unsubscribe: ext.unsubscribe,
    results: Object.entries(ext.results).map(([kind, ref]) => ({
      kind,
      type: ref.$ref.slice(ref.$ref.lastIndexOf("/") + 1),
    })),
  };
}

/** Declared error codes of a method, deduplicated, in declaration order. */
export function errorCodes(method: MethodModel): number[] {
  return [...new Set(method.errors.map((e) => e.code))];
}
