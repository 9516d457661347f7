/**
 * `npm run font`: writes the site's web font and what points at it. Run it after changing
 * characters.ts or the Inter package; the outputs are committed (the build only copies them):
 * - marketing/public/fonts/inter-<hash>.woff2, the subset (its name changes with its bytes, so
 *   it is served immutable);
 * - shared/src/styles/font.css, its @font-face and the metric-matched fallbacks;
 * - shared/src/styles/font.generated.ts, its URL for the preload both apps put in every page.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../paths';
import { FALLBACK_FONTS, fallbackFace, fallbackMetrics, openFont, openFontFile } from './fallback';
import { FONT_CSS, FONT_DIR, FONT_MODULE, contentText } from './paths';
import { SOURCE_PACKAGE, WEIGHTS, sourceFont, sourceVersion, subsetInter } from './subset';

const font = await subsetInter();
const name = `inter-${createHash('sha256').update(font).digest('hex').slice(0, 10)}.woff2`;
const url = `/fonts/${name}`;
mkdirSync(join(ROOT, FONT_DIR), { recursive: true });
for (const old of readdirSync(join(ROOT, FONT_DIR)).filter((file) => /^inter-.*\.woff2$/.test(file))) {
  rmSync(join(ROOT, FONT_DIR, old));
}
writeFileSync(join(ROOT, FONT_DIR, name), font);

const inter = openFont(sourceFont());
const sample = contentText();
const faces = FALLBACK_FONTS.map((fallback) => {
  const metrics = fallbackMetrics(inter, openFontFile(fallback.file), sample);
  console.log(
    `${fallback.family}: size-adjust ${(metrics.sizeAdjust * 100).toFixed(2)}%, ascent ${(metrics.ascentOverride * 100).toFixed(2)}%, descent ${(metrics.descentOverride * 100).toFixed(2)}%`,
  );
  return fallbackFace(fallback, metrics);
});

const header = `/* Written by \`npm run font\` (scripts/font/write.ts) from ${SOURCE_PACKAGE} ${sourceVersion()}: do not edit. */`;
const css = [
  header,
  '',
  '/* Inter, variable in weight and optical size, subset to the characters the site sets. */',
  '@font-face {',
  "  font-family: 'Inter';",
  '  font-style: normal;',
  `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
  // Optional, not swap: a font that arrives after the first paint is kept for the next page
  // instead of swapped in, so a slow first load never moves text (the preload makes it rare).
  '  font-display: optional;',
  // The docs' bundler would copy the file under its own hashed name; both apps share this one URL.
  `  src: /* webpackIgnore: true */ url('${url}') format('woff2');`,
  '}',
  '',
  '/* Local fonts scaled to take the room Inter takes (scripts/font/fallback.ts says how). */',
  ...faces.flatMap((face) => [face, '']),
].join('\n');
writeFileSync(join(ROOT, FONT_CSS), css);
writeFileSync(
  join(ROOT, FONT_MODULE),
  `// Written by \`npm run font\` (scripts/font/write.ts): do not edit.\n` +
    `/** The site's web font (shared/src/styles/font.css), preloaded by every page of both apps. */\n` +
    `export const FONT_URL = '${url}';\n`,
);
console.log(`${FONT_DIR}/${name}: ${(font.length / 1024).toFixed(1)} KB`);
