/**
 * The repository's Markdown as data: headings with GitHub's anchors, links, fenced blocks, and the
 * guide rendered to HTML. Used by scripts/build-docs.ts (the guide served by the node) and by the
 * docs tests (links resolve, examples run). markdown-it parses; github-slugger makes the anchors
 * GitHub makes, so a `page.md#anchor` link works on GitHub and in the served guide alike.
 */
import GithubSlugger from "github-slugger";
import MarkdownIt, { type Token } from "markdown-it";

const parser = new MarkdownIt({ html: false, linkify: false });

export interface Heading {
  level: number;
  text: string;
  anchor: string;
  line: number;
}

export interface Link {
  href: string;
  line: number;
  image: boolean;
}

export interface Fence {
  /** The info string's words: the language, then tags such as `check` or `first-screen`. */
  info: string[];
  content: string;
  /** 1-based line of the opening fence. */
  line: number;
}

function tokens(markdown: string): Token[] {
  return parser.parse(markdown, {});
}

/** Inline text of a heading as GitHub slugs it (code spans' text, link text, no markup). */
function inlineText(inline: Token): string {
  return (inline.children ?? [])
    .map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : ""))
    .join("");
}

export function headings(markdown: string): Heading[] {
  const slugger = new GithubSlugger();
  const all = tokens(markdown);
  const out: Heading[] = [];
  all.forEach((t, i) => {
    if (t.type !== "heading_open") return;
    const text = inlineText(all[i + 1]!);
    out.push({
      level: Number(t.tag.slice(1)),
      text,
      anchor: slugger.slug(text),
      line: (t.map?.[0] ?? 0) + 1,
    });
  });
  return out;
}

export function links(markdown: string): Link[] {
  const out: Link[] = [];
  for (const block of tokens(markdown)) {
    for (const t of block.children ?? []) {
      const line = (block.map?.[0] ?? 0) + 1;
      if (t.type === "link_open") out.push({ href: String(t.attrGet("href") ?? ""), line, image: false });
      if (t.type === "image") out.push({ href: String(t.attrGet("src") ?? ""), line, image: true });
    }
  }
  return out;
}

export function fences(markdown: string): Fence[] {
  return tokens(markdown)
    .filter((t) => t.type === "fence")
    .map((t) => ({
      info: t.info.trim().split(/\s+/).filter(Boolean),
      content: t.content,
      line: (t.map?.[0] ?? 0) + 1,
    }));
}

/** A link to another place in the repository (not a URL, not a same-page anchor). */
export function isRelative(href: string): boolean {
  return href !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("//");
}

export interface RenderOptions {
  /** Rewrites a relative link (`page.md#x`); undefined makes it plain text. */
  link(href: string): string | undefined;
  /** Method names: a code span that is exactly one links to the docs page's view of it. */
  methods: ReadonlySet<string>;
  /** Where a method's view is, from the rendered page (`../#eth_call`). */
  methodHref(name: string): string;
}

/** One guide page as HTML (the body only): headings carry GitHub's anchors as ids. */
export function renderGuidePage(markdown: string, options: RenderOptions): string {
  const md = new MarkdownIt({ html: false, linkify: false });
  const slugger = new GithubSlugger();
  const rules = md.renderer.rules;
  rules.heading_open = (all, i, opts, _env, self) => {
    all[i]!.attrSet("id", slugger.slug(inlineText(all[i + 1]!)));
    return self.renderToken(all, i, opts);
  };
  const dropped = new Set<Token>();
  rules.link_open = (all, i, opts, _env, self) => {
    const href = String(all[i]!.attrGet("href") ?? "");
    if (isRelative(href)) {
      const to = options.link(href);
      if (to === undefined) {
        // A file of the repository that the node does not serve: its text stays, without a link.
        const close = all.slice(i).find((t) => t.type === "link_close");
        if (close) dropped.add(close);
        return `<span class="pg-repo-path" title="${md.utils.escapeHtml(href)} in the repository">`;
      }
      all[i]!.attrSet("href", to);
    }
    return self.renderToken(all, i, opts);
  };
  rules.link_close = (all, i, opts, _env, self) =>
    dropped.has(all[i]!) ? "</span>" : self.renderToken(all, i, opts);
  const image = rules.image!;
  rules.image = (all, i, opts, env, self) => {
    const src = String(all[i]!.attrGet("src") ?? "");
    if (isRelative(src)) all[i]!.attrSet("src", options.link(src) ?? "");
    return image(all, i, opts, env, self);
  };
  const codeInline = rules.code_inline!;
  rules.code_inline = (all, i, opts, env, self) => {
    const code = codeInline(all, i, opts, env, self);
    const inLink = all
      .slice(0, i)
      .some((t, k) => t.type === "link_open" && !all.slice(k, i).some((u) => u.type === "link_close"));
    const name = all[i]!.content;
    return options.methods.has(name) && !inLink
      ? `<a href="${md.utils.escapeHtml(options.methodHref(name))}" class="pg-method-link">${code}</a>`
      : code;
  };
  return md.render(markdown);
}

/**
 * For each method named in a code span of a page: the page's sections that name it (the heading
 * above the first mention in each section), in page order.
 */
export function methodMentions(markdown: string, methods: ReadonlySet<string>): Map<string, Heading[]> {
  const all = tokens(markdown);
  const slugger = new GithubSlugger();
  const found = new Map<string, Heading[]>();
  let current: Heading | undefined;
  all.forEach((t, i) => {
    if (t.type === "heading_open") {
      const text = inlineText(all[i + 1]!);
      current = {
        level: Number(t.tag.slice(1)),
        text,
        anchor: slugger.slug(text),
        line: (t.map?.[0] ?? 0) + 1,
      };
    }
    const spans = [
      ...(t.children ?? []).filter((c) => c.type === "code_inline").map((c) => c.content),
      // Method names inside fenced examples count too (a curl line naming the method).
      ...(t.type === "fence" ? [...t.content.matchAll(/"method"\s*:\s*"([^"]+)"/g)].map((m) => m[1]!) : []),
    ];
    for (const name of spans) {
      if (!methods.has(name) || current === undefined) continue;
      const sections = found.get(name) ?? [];
      if (!sections.includes(current)) sections.push(current);
      found.set(name, sections);
    }
  });
  return found;
}
