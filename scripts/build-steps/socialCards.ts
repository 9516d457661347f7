/**
 * Social cards (docs/decisions/2026-11-23-social-cards.md): every published page gets an OpenGraph image
 * drawn at build time from its title, section and language, in the brand's colours, with the
 * logo. Identical cards (an English page and its en-DK, de-DE ... copies) share one file, named
 * by the hash of the SVG it is drawn from, so the file can be cached for good.
 */
import { createHash } from 'node:crypto';
import { isDocsFile } from './docsLanguages';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  BRAND_NAME,
  createTranslator,
  LOGO_MARK,
  LOGO_PATH,
  messagesFor,
  SITE_ORIGIN,
  splitLocalePath,
  type Translate,
} from '@web/shared';
import { sectionOf } from '../../marketing/app/content/pageKinds';
import { ROOT } from '../paths';
import {
  attr,
  type Element,
  escapeHtml,
  type HtmlPage,
  insideOf,
  ownTitle,
  parseHtml,
  textOf,
} from '../html';
import { fitTitle, lineWidth, textPath, textWidth } from './cardText';
import { pagePath } from './sitemap';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where the cards are published, under the site root. */
export const CARD_FOLDER = 'og';
/** Drawn cards kept between builds, by name: an unchanged card is copied, not drawn again. */
export const CARD_CACHE = join(ROOT, 'node_modules', '.cache', 'og');

/** What a card shows. */
export interface CardSpec {
  title: string;
  /** The label above the title (`Product`, `Docs · Billing`), or null. */
  section: string | null;
  /** The primary language subtag of the page's text: en, da, nb. */
  language: string;
}

/** The light scheme's colour tokens (`--bv-navy` -> `navy`), read from the shared tokens file. */
export function brandColours(css: string): Record<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const colours: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--bv-([\w-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)) {
    colours[name!] = value!.toLowerCase();
  }
  return colours;
}

let tokens: Record<string, string> | undefined;
function colour(name: string): string {
  tokens ??= brandColours(readFileSync(join(ROOT, 'shared', 'src', 'styles', 'tokens.css'), 'utf8'));
  const value = tokens[name];
  if (!value) throw new Error(`tokens.css has no --bv-${name}`);
  return value;
}

/** A docs page's category: the first crumb after home when the page sits below it. */
export function docsCategory(html: string | HtmlPage): string | null {
  const page = typeof html === 'string' ? parseHtml(html) : html;
  const nav = page.first(
    (element) => element.tagName === 'nav' && attr(element, 'aria-label') === 'Breadcrumbs',
  );
  if (!nav) return null;
  const crumbs = page
    .find((element) => element.tagName === 'li' && insideOf(element, (parent) => parent === nav))
    .map(textOf)
    .filter(Boolean);
  // The home crumb is an icon (no text); the last crumb is the page itself.
  return crumbs.length >= 2 ? crumbs[0]! : null;
}

const translators = new Map<string, Translate>();
function translatorFor(language: string): Translate {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = createTranslator(messagesFor(language))));
  return t;
}

/** What a published page's card shows, read from its HTML and its place in the site. */
export function cardSpecOf(file: string, html: string | HtmlPage): CardSpec {
  const page = typeof html === 'string' ? parseHtml(html) : html;
  const language = (page.lang() ?? 'en').split('-')[0]!;
  const title = ownTitle(page) ?? BRAND_NAME;
  const t = translatorFor(language);
  if (isDocsFile(file)) {
    const docs = t('search.section.docs');
    const category = docsCategory(page);
    return { title, section: category ? `${docs} · ${category}` : docs, language };
  }
  const label = sectionOf(splitLocalePath(pagePath(file)).path)?.label;
  return { title, section: label ? t(label) : null, language };
}

/** The card as SVG: text and logo as outlines, so no system font is involved. */
export function cardSvg({ title, section }: CardSpec): string {
  const white = colour('white');
  const margin = 80;
  const textWidthMax = CARD_WIDTH - 2 * margin;

  // The logo, twice the header's size: the mark in sand with a navy letter, the name in white.
  const scale = 2;
  const logo = `<g transform="translate(${margin} 64) scale(${scale})">
  <rect width="${LOGO_MARK.size}" height="${LOGO_MARK.size}" rx="${LOGO_MARK.radius}" fill="${colour('sand')}"/>
  <path fill="${colour('navy')}" d="${LOGO_MARK.letter}"/>
  <path fill="${white}" transform="translate(42 0)" d="${LOGO_PATH.d}"/>
</g>`;

  // The section as a teal pill above the title.
  let pill = '';
  const titleTop = section ? 250 : 220;
  if (section) {
    const size = 26;
    const padding = 20;
    const width = Math.ceil(textWidth(section, size, 600) + 2 * padding);
    pill = `<rect x="${margin}" y="180" width="${width}" height="48" rx="24" fill="${colour('teal')}"/>
<path fill="${white}" d="${textPath(section, size, 600, margin + padding, 213)}"/>`;
  }

  // As large as the title allows: short titles at 96 px on up to two lines, long ones smaller
  // on up to four, within the space between the section and the footer.
  const leadingFactor = 1.16;
  const titleSpace = 290;
  const { size, lines } = fitTitle(
    title,
    [96, 84, 76, 68, 60, 54],
    (at) => Math.floor(titleSpace / (at * leadingFactor)),
    textWidthMax,
    (at) => (text) => lineWidth(text, at, 700),
  );
  const leading = Math.round(size * leadingFactor);
  const titlePaths = lines
    .map((line, i) => textPath(line, size, 700, margin - size * 0.05, titleTop + size * 0.95 + i * leading))
    .join('');

  const host = new URL(SITE_ORIGIN).host;
  const footer = `<path fill="${colour('line-strong')}" d="${textPath(host, 26, 500, margin, 566)}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colour('navy')}"/>
<g transform="translate(760 150) scale(18)" opacity="0.55"><path fill="${colour('navy-2')}" d="${LOGO_MARK.letter}"/></g>
<rect y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="${colour('teal')}"/>
${logo}
${pill}
<path fill="${white}" d="${titlePaths}"/>
${footer}
</svg>`;
}

/** A card's file name: the start of its SVG's SHA-256, so a changed card gets a new name. */
export function cardName(svg: string): string {
  return `${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.png`;
}

/** The text a card's image stands for. */
export function cardAlt({ title, section }: CardSpec): string {
  return [BRAND_NAME, section, title].filter(Boolean).join(' · ');
}

/** The head tags that declare a page's card. */
export function socialTags(url: string, alt: string): string {
  const meta = (key: 'property' | 'name', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}"/>`;
  return [
    meta('property', 'og:image', url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', CARD_WIDTH),
    meta('property', 'og:image:height', CARD_HEIGHT),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('');
}

/** Whether a tag is one a page may already carry that its card replaces. */
function isReplaced(element: Element): boolean {
  if (element.tagName !== 'meta') return false;
  return ['property', 'name'].some((key) =>
    /^(og:image(:[a-z]+)?|twitter:card|twitter:image(:alt)?)$/i.test(attr(element, key) ?? ''),
  );
}

/** Puts a card's tags in a parsed page's head, in place of any it had. */
export function addSocialTagsTo(page: HtmlPage, tags: string): HtmlPage {
  const head = page.tag('head');
  if (!head?.sourceCodeLocation?.endTag) throw new Error('page has no </head>');
  for (const element of page.find(isReplaced)) page.remove(element);
  return page.append(head, tags);
}

/** Draws one card to PNG, or copies it from the cache when it was drawn before. */
async function drawCard(svg: string, target: string, name: string): Promise<boolean> {
  const cached = join(CARD_CACHE, name);
  if (existsSync(cached)) {
    copyFileSync(cached, target);
    return false;
  }
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  writeFileSync(target, png);
  mkdirSync(CARD_CACHE, { recursive: true });
  // Written under a temporary name first, so a build stopped halfway never leaves half a file.
  writeFileSync(`${cached}.tmp`, png);
  renameSync(`${cached}.tmp`, cached);
  return true;
}

/**
 * The site's social cards, collected page by page in the assembly's one pass over the parsed
 * pages (each page is parsed once for its card, scripts, stylesheets, hyphens and CSP) and drawn
 * into `{out}/og/`. Pages that show the same card (a page and its locale copies) share one file
 * and compose its SVG once. A card is drawn as soon as its first page is tagged: sharp draws on
 * libvips's threads while the pass parses the next pages on the main one, so on a clean clone
 * (nothing cached) the 597 drawings, 9.5 s when they came after the pass, use the core the pass
 * leaves idle.
 */
export class SocialCards {
  readonly #folder: string;
  readonly #names = new Map<string, string>();
  readonly #drawings = new Map<string, Promise<boolean>>();
  readonly #started = Date.now();

  constructor(out: string) {
    this.#folder = join(out, CARD_FOLDER);
    mkdirSync(this.#folder, { recursive: true });
  }

  /** Puts the card of `file` (relative to the site root, forward slashes) in its page's head. */
  tagIn(file: string, page: HtmlPage): void {
    const spec = cardSpecOf(file, page);
    const key = JSON.stringify(spec);
    let name = this.#names.get(key);
    if (!name) {
      const svg = cardSvg(spec);
      name = cardName(svg);
      this.#names.set(key, name);
      if (!this.#drawings.has(name)) {
        const drawing = drawCard(svg, join(this.#folder, name), name);
        // Its failure is reported by `finished`, which awaits every drawing, not as an unhandled rejection.
        drawing.catch(() => undefined);
        this.#drawings.set(name, drawing);
      }
    }
    addSocialTagsTo(page, socialTags(`${SITE_ORIGIN}/${CARD_FOLDER}/${name}`, cardAlt(spec)));
  }

  /** Waits for every card to be drawn (or copied from the cache). */
  async finished(): Promise<{ cards: number; drawn: number; ms: number }> {
    const drawn = (await Promise.all(this.#drawings.values())).filter(Boolean).length;
    return { cards: this.#drawings.size, drawn, ms: Date.now() - this.#started };
  }
}
