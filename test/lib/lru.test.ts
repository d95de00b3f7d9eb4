import { describe, expect, it } from "vitest";
import { Lru } from "../../src/lib/lru.js";

describe("Lru", () => {
  it("evicts the least recently used; get refreshes a key, has does not", () => {
    const viaGet = new Lru<string, number>(2);
    viaGet.set("a", 1);
    viaGet.set("b", 2);
    expect(viaGet.get("a")).toBe(1);
    viaGet.set("c", 3);
    expect(viaGet.has("a")).toBe(true);
    expect(viaGet.has("b")).toBe(false);

    const viaHas = new Lru<string, number>(2);
    viaHas.set("a", 1);
    viaHas.set("b", 2);
    expect(viaHas.has("a")).toBe(true);
    viaHas.set("c", 3);
    expect(viaHas.has("a")).toBe(false);
    expect(viaHas.get("b")).toBe(2);
    expect(viaHas.get("c")).toBe(3);
  });
});
