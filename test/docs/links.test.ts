// Every relative link of the repository's documentation resolves: the file or folder exists, and an
// anchor into a Markdown file names one of its headings (GitHub's anchors, as the served guide has).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { headings, isRelative, links } from "../../scripts/markdown.js";

function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return markdownUnder(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const DOCUMENTS = [
  "README.md",
  "CONTRIBUTING.md",
  "ARCHITECTURE.md",
  "bench/README.md",
  "bench/results/README.md",
  "src/engine/README.md",
  ...markdownUnder("docs"),
];

const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let set = anchorsOf.get(file);
  if (set === undefined) {
    set = new Set(headings(readFileSync(join(ROOT, file), "utf8")).map((h) => h.anchor));
    anchorsOf.set(file, set);
  }
  return set;
}

/** What is wrong with one link of `file`, or undefined. */
function broken(file: string, href: string): string | undefined {
  const [path, anchor] = href.split("#", 2) as [string, string | undefined];
  const target = path === "" ? file : relative(ROOT, resolve(dirname(join(ROOT, file)), decodeURI(path)));
  if (target.startsWith("..")) return "leaves the repository";
  if (!existsSync(join(ROOT, target))) return `${target} does not exist`;
  if (anchor !== undefined && target.endsWith(".md") && !anchors(target).has(anchor))
    return `${target} has no heading #${anchor}`;
  return undefined;
}

describe("documentation links", () => {
  it("finds the documents and their links (the check itself works)", () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(["docs/guide/README.md", "docs/design/README.md"]));
    const count = DOCUMENTS.flatMap((f) => links(readFileSync(join(ROOT, f), "utf8"))).length;
    expect(count).toBeGreaterThan(100);
    expect(broken("README.md", "docs/guide/nowhere.md")).toBe("docs/guide/nowhere.md does not exist");
    expect(broken("README.md", "docs/guide/README.md#no-such-heading")).toMatch(/has no heading/);
    expect(broken("README.md", "#the-first-screen")).toBeUndefined();
  });

  it("every page of docs/ is listed in its folder's README.md (the index)", () => {
    const unlisted = markdownUnder("docs").filter((page) => {
      if (page.endsWith("README.md")) return false;
      const index = join(dirname(page), "README.md");
      const listed = links(readFileSync(join(ROOT, index), "utf8")).map((l) =>
        relative(ROOT, resolve(dirname(join(ROOT, index)), l.href.split("#")[0]!)),
      );
      return !listed.includes(page);
    });
    expect(unlisted).toEqual([]);
  });

  for (const file of DOCUMENTS) {
    it(`every relative link of ${file} resolves`, () => {
      const text = readFileSync(join(ROOT, file), "utf8");
      const bad = links(text)
        .filter((l) => isRelative(l.href))
        .map((l) => ({ ...l, why: broken(file, l.href) }))
        .filter((l) => l.why !== undefined)
        .map((l) => `${file}:${l.line} ${l.href}: ${l.why}`);
      expect(bad).toEqual([]);
    });
  }
});
