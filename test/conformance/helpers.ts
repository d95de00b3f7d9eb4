/**
 * Helpers for the conformance runner's tests: a deliberately broken endpoint (a node:http proxy
 * in front of a real powgate that answers some things wrongly) and a small XML sanity check.
 */
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

export interface Broken {
  readonly url: string;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/**
 * What the proxy breaks:
 * - batches: one -32600 "batches are not supported" for any array body;
 * - eth_getBalance: upper-case hex digits in the result;
 * - unknown methods: -32000 instead of -32601;
 * - client_nextNonce: not served (-32601);
 * - eth_getWork: error -32099, which it does not declare;
 * - the pending block: a number; eth_submitWork: true for anything;
 * - eth_getLogs: accepts blockHash with fromBlock/toBlock, and drops the last log of a result;
 * - reverts (code 3): Ganache's message instead of "execution reverted: <reason>".
 * Everything else is passed through unchanged.
 */
export async function startBrokenProxy(target: string): Promise<Broken> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString();
      const reply = (text: string) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(text);
      };
      let request: unknown;
      try {
        request = JSON.parse(body);
      } catch {
        request = undefined;
      }
      if (Array.isArray(request))
        return reply(
          JSON.stringify({
            jsonrpc: "2.0",
            id: null,
            error: { code: -32600, message: "batches are not supported" },
          }),
        );
      const call = request as Json | undefined;
      const id = call?.id ?? null;
      if (call?.method === "client_nextNonce")
        return reply(
          JSON.stringify({ jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } }),
        );
      if (call?.method === "eth_getWork")
        return reply(JSON.stringify({ jsonrpc: "2.0", id, error: { code: -32099, message: "no work" } }));
      const first = (call?.params as unknown[] | undefined)?.[0];
      if (
        call?.method === "eth_getLogs" &&
        typeof first === "object" &&
        first !== null &&
        "blockHash" in first
      ) {
        delete (first as Json).fromBlock;
        delete (first as Json).toBlock;
      }
      const upstream = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: call ? JSON.stringify(call) : body,
      });
      const text = await upstream.text();
      if (text === "" || call === undefined) return reply(text);
      const answer = JSON.parse(text) as Json;
      const error = answer.error as Json | undefined;
      if (call.method === "eth_getBalance" && typeof answer.result === "string")
        answer.result = `0x${answer.result.slice(2).toUpperCase()}`;
      if (error?.code === -32601) error.code = -32000;
      if (error?.code === 3) error.message = "VM Exception while processing transaction: revert";
      const result = answer.result as Json | unknown[] | null | undefined;
      if (call.method === "eth_getBlockByNumber" && first === "pending" && result)
        (result as Json).number = "0x99";
      if (call.method === "eth_submitWork") answer.result = true;
      if (call.method === "eth_getLogs" && Array.isArray(result) && result.length > 0) result.pop();
      reply(JSON.stringify(answer));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(\w+);/g, (m, e: string) => {
    if (!(e in ENTITIES)) throw new Error(`unknown entity ${m}`);
    return ENTITIES[e];
  });
}

/**
 * Parses the XML subset the JUnit report uses (declaration, elements, attributes, text) and
 * throws on anything malformed: unbalanced or crossed tags, bad attributes, raw `<` or `&`.
 */
export function parseXml(xml: string): XmlElement {
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const root: XmlElement = { name: "#root", attrs: {}, children: [], text: "" };
  const stack: XmlElement[] = [root];
  while (rest.length > 0) {
    const lt = rest.indexOf("<");
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`raw & in text: ${text.slice(0, 40)}`);
    stack[stack.length - 1].text += decodeEntities(text);
    if (lt === -1) break;
    rest = rest.slice(lt);
    const close = /^<\/([\w.-]+)\s*>/.exec(rest);
    if (close) {
      const open = stack.pop();
      if (!open || open.name !== close[1]) throw new Error(`</${close[1]}> closes <${open?.name}>`);
      rest = rest.slice(close[0].length);
      continue;
    }
    const tag = /^<([\w.-]+)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>/.exec(rest);
    if (!tag) throw new Error(`malformed tag at ${rest.slice(0, 60)}`);
    const attrs: Record<string, string> = {};
    for (const [, k, v] of tag[2].matchAll(/([\w.:-]+)="([^"]*)"/g)) {
      if (k in attrs) throw new Error(`duplicate attribute ${k}`);
      attrs[k] = decodeEntities(v);
    }
    const element: XmlElement = { name: tag[1], attrs, children: [], text: "" };
    stack[stack.length - 1].children.push(element);
    if (!tag[3]) stack.push(element);
    rest = rest.slice(tag[0].length);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1].name}>`);
  if (root.children.length !== 1 || root.text.trim() !== "") throw new Error("not exactly one root element");
  return root.children[0];
}
