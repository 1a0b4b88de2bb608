import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** A web page's main text (Readability: no menus or footers), its headings and its links. */
export interface PageContent {
  title: string | null;
  text: string;
  headings: { at: number; text: string }[];
  links: string[];
}

const BLOCKS = new Set(['P', 'LI', 'PRE', 'BLOCKQUOTE', 'TD', 'TH', 'DT', 'DD', 'FIGCAPTION']);
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** The little of the DOM this reads (the server has no DOM types: linkedom provides the nodes). */
interface Node {
  tagName: string;
  textContent: string | null;
  children: ArrayLike<Node>;
  getAttribute: (this: void, name: string) => string | null;
}
interface Doc {
  body: Node;
  querySelector: (this: void, selector: string) => Node | null;
  querySelectorAll: (this: void, selector: string) => ArrayLike<Node>;
}
const parse = (html: string): Doc =>
  (parseHTML as unknown as (html: string) => { document: Doc })(html).document;

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** One line per block, so chunks and offsets follow the page's paragraphs. */
function blocksOf(root: Node): { text: string; headings: PageContent['headings'] } {
  let text = '';
  const headings: PageContent['headings'] = [];
  const visit = (el: Node) => {
    if (HEADINGS.has(el.tagName) || BLOCKS.has(el.tagName)) {
      const line = clean(el.textContent);
      if (!line) return;
      if (HEADINGS.has(el.tagName)) headings.push({ at: text.length, text: line });
      text += `${line}\n`;
      return;
    }
    for (const child of Array.from(el.children)) visit(child);
  };
  visit(root);
  // Text that sits directly in containers (no block elements at all) is still the page's text.
  if (!text.trim()) text = clean(root.textContent);
  return { text: text.trim(), headings };
}

export function extractPage(html: string, baseUrl: string): PageContent {
  const document = parse(html);
  const links = Array.from(document.querySelectorAll('a[href]')).flatMap((a) => {
    try {
      return [new URL(a.getAttribute('href') ?? '', baseUrl).toString()];
    } catch {
      return [];
    }
  });
  const title = clean(document.querySelector('title')?.textContent) || null;
  const article = new Readability(document).parse();
  if (!article?.content) return { title, text: '', headings: [], links };
  const { text, headings } = blocksOf(parse(`<html><body>${article.content}</body></html>`).body);
  return { title: clean(article.title) || title, text, headings, links };
}
