// The ceiling of Node.js itself on this machine: a server on node:http and ws (the same stack as
// powgate's transport) that answers every JSON-RPC request with a constant result, echoing the id.
// W1 and W7 against it (`--targets node-ceiling --only W1,W7`) show what any Node.js node can
// reach here before doing any work. Usage: node bench/ceiling-server.mjs <port>
import { createServer } from "node:http";
import { WebSocketServer } from "ws";

const port = Number(process.argv[2]);
const answer = (text) => {
  const req = JSON.parse(text);
  const one = (r) => `{"jsonrpc":"2.0","id":${JSON.stringify(r.id)},"result":"0x539"}`;
  return Array.isArray(req) ? `[${req.map(one).join(",")}]` : one(req);
};
const server = createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const out = answer(Buffer.concat(chunks).toString("utf8"));
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(out) });
    res.end(out);
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on("connection", (ws) => ws.on("message", (data) => ws.send(answer(data.toString("utf8")))));
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
