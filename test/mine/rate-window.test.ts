import { describe, expect, it } from "vitest";
import { RateWindow } from "../../src/mine/rate-window.js";

describe("the miner's reported hash rate", () => {
  it("stays above zero in a period where no chunk finished, while earlier ones in the span did", () => {
    const w = new RateWindow(3000, 0);
    w.add(640);
    expect(w.close(1000)).toBe(640);
    // a loaded machine: the next chunks land after this period ends
    expect(w.close(1300)).toBe(492);
  });

  it("forgets periods older than its span", () => {
    const w = new RateWindow(1000, 0);
    w.add(1000);
    expect(w.close(500)).toBe(2000);
    w.add(100);
    expect(w.close(1000)).toBe(1100);
    w.add(100);
    // the first period ended at 500, more than 1 s before 1600: only the last two count
    expect(w.close(1600)).toBe(Math.round((200 * 1000) / 1100));
    expect(w.close(5000)).toBe(0);
  });

  it("starts over", () => {
    const w = new RateWindow(3000, 0);
    w.add(500);
    w.close(1000);
    w.restart(2000);
    expect(w.close(3000)).toBe(0);
  });
});
