// The client-side floor of W6: the bench's own client (node:http + JSON.parse, as bench/rpc.ts)
// fetching a canned eth_getLogs answer of N logs from a server in the same process, so what no node
// can go below. Usage: node bench/client-floor.mjs [logs] (W6a ~500 logs, W6b ~2,000, W6c ~100)
import { Agent, createServer, request } from "node:http";

const count = Number(process.argv[2] ?? 2000);
const word = (b) => `0x${b.repeat(32)}`;
const log = {
  address: `0x${"ab".repeat(20)}`,
  topics: [word("11"), word("22")],
  data: `0x${"00".repeat(64)}`,
  blockNumber: "0x7d0",
  transactionHash: word("33"),
  transactionIndex: "0x0",
  blockHash: word("44"),
  logIndex: "0x4",
  removed: false,
};
const body = Buffer.from(
  JSON.stringify({ jsonrpc: "2.0", id: 1, result: Array.from({ length: count }, () => log) }),
);
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 60_000 });
const call = () =>
  new Promise((resolve, reject) => {
    const options = {
      host: "127.0.0.1",
      port: server.address().port,
      method: "POST",
      path: "/",
      agent,
      headers: { "content-type": "application/json" },
    };
    const req = request(options, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
    });
    req.on("error", reject);
    req.end('{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":[{}]}');
  });
const times = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  await call();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(`${count} logs, ${body.length} bytes: median ${times[100].toFixed(2)} ms per query`);
server.close();
agent.destroy();
