/**
 * Replays every `.io` fixture of `test/fixtures/` against the scenario chain, over HTTP and over
 * WebSocket, each transport on its own node built by the same scenario (so a fixture that mines a
 * block affects the later fixtures of that transport identically). Fixtures run in path order; one
 * marked `// @transport ws` (or http) runs over that transport in both suites, so the nodes stay alike.
 *
 * Each answer must equal the recorded one exactly (result, error code, message, data), every result
 * must pass the method's generated `validateResult`, and every error code must be declared by the
 * method (or be an envelope code). Re-record with `npx tsx scripts/record-fixtures.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methods } from "../../generated/methods.js";
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";
import {
  checkAnswer,
  expand,
  HttpSession,
  loadFixtures,
  parseAnswer,
  type Session,
  type Transport,
  WsSession,
} from "./io.js";
import { buildScenario } from "./scenario.js";

const fixtures = loadFixtures();

describe.each<Transport>(["http", "ws"])("fixtures over %s", (transport) => {
  let node: RunningNode;

  beforeAll(async () => {
    node = await startTestServer({ pinnedClock: true });
    await buildScenario(node.url);
  });
  afterAll(() => node?.close());

  it("finds fixtures", () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  for (const fixture of fixtures) {
    // A fixture for one transport only still runs on this node (over its own transport), so both
    // nodes see the same requests in the same order, as the recorder's node did.
    const via = fixture.transports.includes(transport) ? transport : fixture.transports[0];
    it(via === transport ? fixture.path : `${fixture.path} (over ${via})`, async () => {
      const session: Session = via === "http" ? new HttpSession(node.url) : await WsSession.open(node.wsUrl);
      try {
        for (const exchange of fixture.exchanges) {
          const where = `${fixture.path}:${exchange.line}`;
          const answers = await session.exchange(exchange.request, exchange.answers.length);
          answers.forEach((text, i) => {
            const actual = parseAnswer(text);
            expect(actual, `${where}: answer differs from the fixture`).toStrictEqual(
              expand(parseAnswer(exchange.answers[i])),
            );
            expect(
              checkAnswer(methods, exchange.request, actual),
              `${where}: answer breaks the contract`,
            ).toEqual([]);
          });
        }
        if (session instanceof WsSession) {
          expect(await session.unexpected(), `${fixture.path}: unexpected WebSocket messages`).toEqual([]);
        }
      } finally {
        await session.close();
      }
    });
  }
});
