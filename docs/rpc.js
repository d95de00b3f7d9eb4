// How the page talks to the node that serves it: JSON-RPC over HTTP POST to the same origin (so no
// CORS setting matters; the WebSocket is in socket.js). Also the verdict on an answer: the
// generated result validators (bundled) or the method's declared errors.

/** The generated validators (a chunk of their own), loaded on the first verdict. */
let validatorsModule;
function loadValidators() {
  validatorsModule ??= import("../generated/validators.js");
  return validatorsModule;
}

/** The node's JSON-RPC endpoint: POST / on the origin that served the page. */
export function httpUrl() {
  return `${window.location.origin}/`;
}

export function wsUrl() {
  return `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/`;
}

let nextId = 1;

export function request(method, params) {
  return { jsonrpc: "2.0", id: nextId++, method, params };
}

/** POSTs a request or a batch; the raw text, the parsed JSON (if any), the HTTP status and the time. */
export async function post(body) {
  const started = performance.now();
  const res = await fetch(httpUrl(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json;
  try {
    json = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, ms };
}

/** One call whose result the page needs itself (the chain view, prefills): throws on an error answer. */
export async function call(method, params = []) {
  const { json, status } = await post(request(method, params));
  if (json?.error) throw Object.assign(new Error(json.error.message), { code: json.error.code });
  if (json === undefined || !("result" in json)) throw new Error(`${method}: HTTP ${status}, no result`);
  return json.result;
}

/** Several calls in one HTTP batch; results in request order (an error answer gives undefined). */
export async function callBatch(calls) {
  if (calls.length === 0) return [];
  const body = calls.map(([method, params]) => request(method, params));
  const { json } = await post(body);
  if (!Array.isArray(json)) throw new Error("batch: no array answer");
  const byId = new Map(json.map((r) => [r.id, r]));
  return body.map((r) => byId.get(r.id)?.result);
}

/** A shell command doing the same request (single-quoted, so only ' needs escaping). */
export function curlFor(body) {
  const data = JSON.stringify(body).replace(/'/g, "'\\''");
  return `curl -s -H 'content-type: application/json' -d '${data}' ${httpUrl()}`;
}

/** The error codes a method declares in openrpc.json (the document is dereferenced). */
export function declaredCodes(method) {
  return (method.errors ?? []).map((e) => e.code);
}

/**
 * Whether an answer is what the method promises: a result the generated validator accepts, or an
 * error whose code the method declares. `{ ok, text }`; text says why.
 */
export async function verdict(method, answer) {
  if (answer === null || typeof answer !== "object" || answer.jsonrpc !== "2.0") {
    return { ok: false, text: "not a JSON-RPC 2.0 response" };
  }
  if ("error" in answer) {
    const code = answer.error?.code;
    const declared = declaredCodes(method);
    return declared.includes(code)
      ? { ok: true, text: `error ${code} is declared by ${method.name}` }
      : { ok: false, text: `error ${code} is not among ${method.name}'s errors (${declared.join(", ")})` };
  }
  if (!("result" in answer)) return { ok: false, text: "neither result nor error" };
  const validate = validatorFor(await loadValidators(), method);
  if (validate === undefined) return { ok: false, text: `no result validator for ${method.name}` };
  if (validate(answer.result)) return { ok: true, text: "result valid against the result schema" };
  const first = validate.errors?.[0];
  const where = first?.instancePath ? ` at ${first.instancePath}` : "";
  return { ok: false, text: `result invalid${where}: ${first?.message ?? "schema mismatch"}` };
}

/** The generated validator of a method; an alias (x-alias-of) shares its target's. */
function validatorFor(validators, method) {
  const own = validators[`result_${method.name.replace(".", "_")}`];
  if (own !== undefined) return own;
  const target = method["x-alias-of"];
  if (target === undefined) return undefined;
  return validators[`result_${target.replace(".", "_")}`];
}
