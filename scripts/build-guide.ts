/**
 * Renders docs/guide/*.md and docs/design/**\/*.md into static HTML under dist/docs/ (guide/,
 * design/) at build time, for the node to serve next to the docs page: nothing is fetched from
 * elsewhere when they are read. Also writes dist/docs/guide-index.json, the guide sections that
 * name each method, which the docs page shows on a method's view.
 *
 * Links: to another rendered page become links to its .html (README.md is a folder's index.html),
 * to a screenshot docs/*.png stay (they are copied); a link to any other file of the repository keeps its
 * text without a link. A code span that is a method name links to the method's view.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, posix } from "node:path";
import { headings, links, methodMentions, renderGuidePage } from "./markdown.js";

export const GUIDE_INDEX_NAME = "guide-index.json";

/** The sections of the guide that name a method, for its view on the docs page. */
export interface GuideMention {
  page: string;
  section: string;
  /** From the docs root, e.g. `guide/snapshots.html#snapshots-and-reset-dev-methods`. */
  href: string;
}

/** Markdown files under `dir` (repository-relative, `/`-separated), sorted. */
function markdownFiles(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => {
      const path = posix.join(dir, name);
      if (statSync(join(root, path)).isDirectory()) return markdownFiles(root, path);
      return name.endsWith(".md") ? [path] : [];
    });
}

/** docs/guide/x.md → guide/x.html; docs/design/engine/README.md → design/engine/index.html. */
function outputOf(source: string): string {
  const inDocs = posix.relative("docs", source);
  return inDocs.replace(/(^|\/)README\.md$/, "$1index.html").replace(/\.md$/, ".html");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pageHtml(opts: { title: string; body: string; toRoot: string; nav: string }): string {
  const r = opts.toRoot;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(opts.title)} · powgate</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${r}guide.css" />
  </head>
  <body>
    <header class="pg-guide-header">
      <a href="${r}" class="pg-brand">powgate</a>
      <a href="${r}guide/index.html">Guide</a>
      <a href="${r}design/index.html">Design records</a>
      <a href="${r}#/reference">All methods</a>
    </header>
    <div class="pg-guide-layout">
      <nav class="pg-guide-nav" aria-label="Guide">${opts.nav}</nav>
      <main class="pg-guide" data-testid="guide-page">
${opts.body}
      </main>
    </div>
  </body>
</html>
`;
}

export interface GuideBuild {
  pages: string[];
  mentions: Record<string, GuideMention[]>;
}

export function buildGuide(root: string, outDir: string, methodNames: readonly string[]): GuideBuild {
  const methods = new Set(methodNames);
  const sources = [...markdownFiles(root, "docs/guide"), ...markdownFiles(root, "docs/design")];
  const rendered = new Set(sources);
  const titleOf = (source: string) =>
    headings(readFileSync(join(root, source), "utf8")).find((h) => h.level === 1)?.text ?? source;

  // The guide's pages in the order its index links them, then any it does not link.
  const guideIndex = "docs/guide/README.md";
  const linked = existsSync(join(root, guideIndex))
    ? links(readFileSync(join(root, guideIndex), "utf8"))
        .map((l) => posix.join("docs/guide", l.href.split("#")[0]!))
        .filter((p) => rendered.has(p) && p.startsWith("docs/guide/"))
    : [];
  const guidePages = [
    ...new Set([...linked, ...sources.filter((s) => s.startsWith("docs/guide/") && s !== guideIndex)]),
  ];

  const mentions: Record<string, GuideMention[]> = {};
  for (const source of sources) {
    const out = outputOf(source);
    const fromDir = posix.dirname(out);
    const toRoot = posix.relative(fromDir, ".") === "" ? "" : `${posix.relative(fromDir, ".")}/`;
    const text = readFileSync(join(root, source), "utf8");
    const link = (href: string): string | undefined => {
      const [path, anchor] = href.split("#", 2) as [string, string | undefined];
      const suffix = anchor === undefined ? "" : `#${anchor}`;
      if (path === "") return suffix;
      const target = posix.normalize(posix.join(posix.dirname(source), decodeURI(path)));
      if (rendered.has(target)) return posix.relative(fromDir, outputOf(target)) + suffix;
      // the screenshots at docs/*.png are copied next to the pages
      if (/^docs\/[\w-]+\.png$/.test(target)) return `${toRoot}${posix.basename(target)}`;
      return undefined;
    };
    const nav = guidePages
      .map((p) => {
        const current = p === source ? ' class="pg-current"' : "";
        return `<a href="${escapeHtml(posix.relative(fromDir, outputOf(p)))}"${current}>${escapeHtml(titleOf(p))}</a>`;
      })
      .join("\n");
    const body = renderGuidePage(text, { link, methods, methodHref: (name) => `${toRoot}#${name}` });
    mkdirSync(join(outDir, fromDir), { recursive: true });
    writeFileSync(join(outDir, out), pageHtml({ title: titleOf(source), body, toRoot, nav }));

    if (source.startsWith("docs/guide/") && source !== guideIndex) {
      for (const [name, sections] of methodMentions(text, methods)) {
        for (const h of sections) {
          const list = mentions[name] ?? [];
          mentions[name] = list;
          list.push({
            page: titleOf(source),
            section: h.level === 1 ? "" : h.text,
            href: `${out}#${h.anchor}`,
          });
        }
      }
    }
  }
  copyFileSync(join(root, "docs", "guide.css"), join(outDir, "guide.css"));
  for (const png of readdirSync(join(root, "docs")).filter((f) => f.endsWith(".png")))
    copyFileSync(join(root, "docs", png), join(outDir, png));
  writeFileSync(join(outDir, GUIDE_INDEX_NAME), `${JSON.stringify(mentions)}\n`);
  return { pages: sources.map(outputOf), mentions };
}
