// The page's one WebSocket to the node that serves it (same port, same origin): requests and
// eth_subscribe notifications for the chain view and the subscription view.
import { request, wsUrl } from "./rpc.js";

/**
 * One WebSocket to the node, opened on first use, for requests and subscriptions. Notifications go
 * to the listener registered for their subscription id; the last 1000 are kept per id by the views.
 */
class Socket {
  constructor() {
    this.ws = undefined;
    this.opening = undefined;
    this.pending = new Map();
    this.listeners = new Map();
  }

  open() {
    if (this.ws?.readyState === WebSocket.OPEN) return Promise.resolve(this.ws);
    if (this.opening !== undefined) return this.opening;
    this.opening = new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl());
      ws.onopen = () => {
        this.ws = ws;
        this.opening = undefined;
        resolve(ws);
      };
      ws.onerror = () => {
        this.opening = undefined;
        reject(new Error(`WebSocket ${wsUrl()} failed`));
      };
      ws.onclose = () => {
        if (this.ws === ws) this.ws = undefined;
        for (const { reject: fail } of this.pending.values()) fail(new Error("WebSocket closed"));
        this.pending.clear();
        // Subscriptions end with their connection: tell the views.
        for (const listener of this.listeners.values()) listener(undefined, true);
        this.listeners.clear();
      };
      ws.onmessage = (event) => this.receive(event.data);
    });
    return this.opening;
  }

  receive(data) {
    let msg;
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    if (msg.method === "eth_subscription") {
      this.listeners.get(msg.params?.subscription)?.(msg.params.result, false);
      return;
    }
    const waiter = this.pending.get(msg.id);
    if (waiter === undefined) return;
    this.pending.delete(msg.id);
    waiter.resolve(msg);
  }

  /** Sends one request; resolves with the whole answer (result or error). */
  async send(method, params) {
    const ws = await this.open();
    const body = request(method, params);
    return new Promise((resolve, reject) => {
      this.pending.set(body.id, { resolve, reject });
      ws.send(JSON.stringify(body));
    });
  }

  /** eth_subscribe; `onEvent(value, closed)` gets each notification. Resolves with the id or throws. */
  async subscribe(params, onEvent) {
    const answer = await this.send("eth_subscribe", params);
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    this.listeners.set(answer.result, onEvent);
    return answer.result;
  }

  async unsubscribe(id) {
    this.listeners.delete(id);
    const answer = await this.send("eth_unsubscribe", [id]);
    return answer.result === true;
  }
}

export const socket = new Socket();
