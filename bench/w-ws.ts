/**
 * W7: eth_chainId over one WebSocket connection with 1,000 requests in flight: every answer sends
 * the next request. Counts answers per second; the client's own CPU is reported too, since on
 * the fastest nodes the client in this process can be the bound.
 */
import WebSocket from "ws";
import { cpuMs } from "./proc.js";
import { measured, type Sample } from "./sample.js";
import type { Session } from "./session.js";

async function run(
  url: string,
  inFlight: number,
  seconds: number,
): Promise<{ answers: number; seconds: number; errors: number }> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  let id = 0;
  let answers = 0;
  let errors = 0;
  const msg = () => `{"jsonrpc":"2.0","id":${++id},"method":"eth_chainId","params":[]}`;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let stopping = false;
  let outstanding = 0;
  const done = new Promise<void>((resolve, reject) => {
    ws.on("message", (data: Buffer) => {
      answers++;
      outstanding--;
      // a cheap check: an error object has "error" right after the id
      if (data.includes('"error"')) errors++;
      if (!stopping && performance.now() >= end) stopping = true;
      if (!stopping) {
        outstanding++;
        ws.send(msg());
      } else if (outstanding === 0) resolve();
    });
    ws.once("close", () =>
      stopping && outstanding === 0 ? resolve() : reject(new Error("WebSocket closed")),
    );
    ws.once("error", reject);
  });
  for (let i = 0; i < inFlight; i++) {
    outstanding++;
    ws.send(msg());
  }
  await done;
  const elapsed = (performance.now() - t0) / 1000;
  ws.close();
  return { answers, seconds: elapsed, errors };
}

export async function w7WebSocket(
  s: Session,
  o: { inFlight: number; seconds: number; warmupSeconds: number },
): Promise<Sample> {
  if (o.warmupSeconds > 0) await run(s.wsUrl, o.inFlight, o.warmupSeconds);
  let errors = 0;
  const client0 = process.cpuUsage();
  const sample = await measured(
    () => cpuMs(s.pid),
    async () => {
      const r = await run(s.wsUrl, o.inFlight, o.seconds);
      errors = r.errors;
      return { units: r.answers, seconds: r.seconds };
    },
    "second",
  );
  const client = process.cpuUsage(client0);
  sample.detail = {
    inFlight: o.inFlight,
    errors,
    clientCores: (client.user + client.system) / 1e6 / o.seconds,
  };
  return sample;
}
