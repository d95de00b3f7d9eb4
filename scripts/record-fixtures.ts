/**
 * Records the expected answers (`<<` lines) of the `.io` fixtures in `test/fixtures/` from the current
 * node: builds the scenario chain (`test/contract/scenario.ts`) on a fresh pinned-clock test node,
 * replays every fixture in path order (over HTTP; over WebSocket for `// @transport ws` files) and
 * writes each answer after its `>>` line. Comments and requests are kept as written.
 *
 *   npx tsx scripts/record-fixtures.ts                 re-record every fixture
 *   npx tsx scripts/record-fixtures.ts eth_call a/b.io only rewrite these folders or files (all still run,
 *                                                      in order, so the chain is the same as in the test)
 *   npx tsx scripts/record-fixtures.ts --check         write nothing; exit 1 when a file would change
 *   npx tsx scripts/record-fixtures.ts --facts         print the scenario's addresses and hashes, then exit
 *
 * Review every changed answer against the interface spec before committing it: a recording shows
 * what the node does, not what it should do. Answers that break the contract (a result the schema
 * rejects, an undeclared error code, -32603) are listed as REVIEW at the end.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { methods } from "../generated/methods.js";
import {
  abstract,
  checkAnswer,
  type Fixture,
  HttpSession,
  loadFixtures,
  parseAnswer,
  ROOT,
  type Session,
  WsSession,
} from "../test/contract/io.js";
import { buildScenario } from "../test/contract/scenario.js";
import { startTestServer } from "../test/helpers/server.js";

const args = process.argv.slice(2);
const check = args.includes("--check");
const factsOnly = args.includes("--facts");
const selectors = args.filter((a) => !a.startsWith("--")).map((a) => a.replace(/^test\/fixtures\//, ""));

function selected(fixture: Fixture): boolean {
  if (selectors.length === 0) return true;
  const rel = fixture.path.replace(/^test\/fixtures\//, "");
  return selectors.some((s) => s === fixture.folder || s === rel || s === rel.replace(/\.io$/, ""));
}

/** One answer as a compact line, with the machine-dependent parts turned back into placeholders. */
function answerLine(text: string): string {
  try {
    return JSON.stringify(abstract(JSON.parse(text)));
  } catch {
    return text;
  }
}

async function record(fixture: Fixture, session: Session, review: string[]): Promise<string> {
  const answers: string[][] = [];
  for (const exchange of fixture.exchanges) {
    const count =
      session.transport === "ws" && exchange.answers.length > 0 ? exchange.answers.length : undefined;
    const got = await session.exchange(exchange.request, count);
    for (const text of got) {
      for (const problem of checkAnswer(methods, exchange.request, parseAnswer(text))) {
        review.push(`${fixture.path}:${exchange.line}: ${problem}`);
      }
    }
    answers.push(got.map(answerLine));
  }
  const out: string[] = [];
  let next = 0;
  for (const [i, line] of fixture.lines.entries()) {
    if (line.startsWith("<< ")) continue;
    out.push(line);
    const exchange = fixture.exchanges[next];
    if (exchange && exchange.line === i + 1) {
      for (const answer of answers[next]) out.push(`<< ${answer}`);
      next++;
    }
  }
  return `${out.join("\n")}\n`;
}

async function main(): Promise<number> {
  const fixtures = loadFixtures();
  const node = await startTestServer({ pinnedClock: true });
  try {
    const facts = await buildScenario(node.url);
    if (factsOnly) {
      console.log(JSON.stringify(facts, null, 2));
      return 0;
    }
    const review: string[] = [];
    const changed: string[] = [];
    for (const fixture of fixtures) {
      const session: Session = fixture.transports.includes("http")
        ? new HttpSession(node.url)
        : await WsSession.open(node.wsUrl);
      let text: string;
      try {
        text = await record(fixture, session, review);
      } finally {
        await session.close();
      }
      if (!selected(fixture)) continue;
      if (text !== `${fixture.lines.join("\n")}\n`) {
        changed.push(fixture.path);
        if (!check) writeFileSync(join(ROOT, fixture.path), text);
      }
    }
    const verb = check ? "would change" : "changed";
    console.log(
      `${fixtures.length} fixtures replayed; ${changed.length} ${verb}${changed.length ? ":" : ""}`,
    );
    for (const path of changed) console.log(`  ${path}`);
    if (review.length > 0) {
      console.log(`\nREVIEW: ${review.length} answer(s) break the contract:`);
      for (const line of review) console.log(`  ${line}`);
    }
    return (check && changed.length > 0) || review.length > 0 ? 1 : 0;
  } finally {
    await node.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
