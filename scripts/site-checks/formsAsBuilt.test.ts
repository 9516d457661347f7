import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNetlifyConfig } from '../server/netlifyConfig';
import { createSiteServer } from '../server/server';
import { resolveStaticFile } from '../server/staticFiles';
import { DIST, distFiles, readDist, requireDist } from './dist';

// Every form on every built page, posted as built: its own fields filled with valid values, sent
// to its own action as a browser without JavaScript sends it. Each post must get the thank-you
// answer (the action's page, as Netlify Forms answers) and store exactly one record naming its
// form and page. Nothing here names a form or a page: a new form on a new page is covered.

/** An attribute's value in one tag, quoted or not; null when absent. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=[\\s/>])`, 'i').exec(
    tag,
  );
  if (!match) return null;
  return decode(match[1] ?? match[2] ?? match[3] ?? '');
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The URL path a built file answers at: `x/index.html` is `/x/`, `x.html` is `/x`. */
function urlPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

interface BuiltForm {
  file: string;
  page: string;
  name: string;
  action: string;
  fields: [string, string][];
}

/**
 * The fields a browser without JavaScript posts for a form, filled with valid values by their
 * kind: hidden fields as built, the honeypot empty, every checkbox ticked, a radio group's first
 * choice, a select's first real option, and plain text that passes any field's rules.
 */
function fill(formHtml: string, formTag: string, token: string): [string, string][] {
  const honeypot = attribute(formTag, 'netlify-honeypot');
  const fields: [string, string][] = [];
  const radios = new Set<string>();
  const controls = /<(select)\b[^>]*>([\s\S]*?)<\/select>|<(input|textarea)\b[^>]*>/gi;
  for (const [control, select, options = '', other = ''] of formHtml.matchAll(controls)) {
    const kind = select ?? other;
    // The control's own opening tag (a select's options have attributes of their own).
    const tag = control.slice(0, control.indexOf('>') + 1);
    const name = attribute(tag, 'name');
    if (!name || attribute(tag, 'disabled') !== null) continue;
    const type = (attribute(tag, 'type') ?? 'text').toLowerCase();
    if (kind.toLowerCase() === 'select') {
      const first = [...options.matchAll(/<option\b[^>]*>/gi)]
        .map(([option]) => option)
        .find(
          (option) => attribute(option, 'disabled') === null && (attribute(option, 'value') ?? '') !== '',
        );
      fields.push([name, attribute(first ?? '', 'value') ?? '']);
    } else if (kind.toLowerCase() === 'textarea') {
      fields.push([name, `Posted by the forms-as-built check (${token}).`]);
    } else if (type === 'hidden') {
      fields.push([name, attribute(tag, 'value') ?? '']);
    } else if (type === 'submit' || type === 'button' || type === 'reset') {
      continue;
    } else if (name === honeypot) {
      fields.push([name, '']);
    } else if (type === 'checkbox') {
      fields.push([name, attribute(tag, 'value') ?? 'on']);
    } else if (type === 'radio') {
      if (!radios.has(name)) fields.push([name, attribute(tag, 'value') ?? 'on']);
      radios.add(name);
    } else if (type === 'email') {
      fields.push([name, `forms-check+${token}@example.com`]);
    } else if (attribute(tag, 'inputmode') === 'numeric' || type === 'number') {
      fields.push([name, '250']);
    } else {
      fields.push([name, `Forms Check ${token}`]);
    }
  }
  return fields;
}

/** Every `<form method=post>` in the built site, with its page and its filled fields. */
function builtForms(): BuiltForm[] {
  const forms: BuiltForm[] = [];
  for (const file of distFiles().filter((path) => path.endsWith('.html'))) {
    const html = readDist(file);
    for (const match of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/gi)) {
      const [, tag = '', body = ''] = match;
      if ((attribute(tag, 'method') ?? '').toLowerCase() !== 'post') continue;
      const page = urlPath(file);
      forms.push({
        file,
        page,
        name: attribute(tag, 'name') ?? '',
        action: new URL(attribute(tag, 'action') ?? page, `http://site${page}`).pathname,
        // Free text carries a token of its own, so each stored record is known by its post.
        fields: fill(body, tag, `post${forms.length}`),
      });
    }
  }
  return forms;
}

let server: Server;
let origin: string;
let formsFile: string;

beforeAll(async () => {
  requireDist();
  formsFile = join(mkdtempSync(join(tmpdir(), 'forms-as-built-')), 'submissions.jsonl');
  server = createSiteServer({
    root: DIST,
    config: readNetlifyConfig(join(DIST, '..', 'netlify.toml')),
    formsFile,
    formRateLimit: null,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storedLines = () => {
  try {
    return readFileSync(formsFile, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

describe('every form as built', () => {
  it('is stored once, naming its form and page, and answered with its thank-you page', async () => {
    const started = Date.now();
    const forms = builtForms();
    expect(forms.length).toBeGreaterThan(0);
    const failures: string[] = [];
    let stored = 0;
    // A few at a time, in the order the files are listed, so each post's record is its own.
    for (let index = 0; index < forms.length; index += 8) {
      const batch = forms.slice(index, index + 8);
      const before = storedLines().length;
      const answers = await Promise.all(
        batch.map(async (form) => {
          const response = await fetch(`${origin}${encodeURI(form.action)}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form.fields).toString(),
            redirect: 'manual',
          });
          return { form, status: response.status, body: await response.text() };
        }),
      );
      const records = storedLines()
        .slice(before)
        .map(
          (line) => JSON.parse(line) as { form: string; action?: string; values: Record<string, unknown> },
        );
      stored += records.length;
      for (const { form, status, body } of answers) {
        const where = `${form.name} on ${form.page} (${form.file}) posting to ${form.action}`;
        const thanks = resolveStaticFile(DIST, form.action);
        if (status !== 200) failures.push(`${where}: answered ${status}`);
        else if (!thanks || body !== readFileSync(thanks, 'utf8'))
          failures.push(`${where}: not its thank-you page`);
        const hidden = Object.fromEntries(
          form.fields.filter(([name]) => name !== 'form-name' && !/\bpost\d+\b/.test(name)),
        );
        const token = `post${forms.indexOf(form)}`;
        const own = records.filter(
          (record) =>
            record.form === form.name &&
            new RegExp(`\\b${token}\\b`).test(JSON.stringify(record.values)) &&
            // Hidden fields are stored as built, and a form that names its page (the docs'
            // feedback) names this one.
            Object.entries(record.values).every(
              ([name, value]) =>
                typeof value !== 'string' || hidden[name] === undefined || hidden[name] === value,
            ) &&
            (typeof record.values.page !== 'string' ||
              resolveStaticFile(DIST, record.values.page) === join(DIST, form.file)),
        );
        if (status === 200 && own.length !== 1) failures.push(`${where}: ${own.length} records stored`);
      }
      if (records.length !== batch.length)
        failures.push(`batch at ${index}: ${records.length} records for ${batch.length} posts`);
    }
    const pages = new Set(forms.map((form) => form.file)).size;
    const kinds = [...new Set(forms.map((form) => form.name))].sort().join(', ');
    console.log(
      `[measure] forms as built: ${pages} pages, ${forms.length} forms (${kinds}) posted, ${stored} records stored, ${failures.length} failures, ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
    expect(stored).toBe(forms.length);
  }, 120_000);
});
