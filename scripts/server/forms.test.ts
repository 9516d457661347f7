import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientAddress, isFormMediaType, receivePost, refusalPage } from './forms';

const GOOD = { 'form-name': 'newsletter', email: 'a@b.dk', consent: 'on' };
const NOW = new Date(Date.UTC(2025, 0, 1));
const LINE = `${JSON.stringify({ form: 'newsletter', receivedAt: NOW.toISOString(), values: { email: 'a@b.dk', consent: true } })}\n`;
const dataFile = () => join(mkdtempSync(join(tmpdir(), 'forms-')), 'form-submissions.jsonl');

describe('isFormMediaType', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
    'APPLICATION/X-WWW-FORM-URLENCODED;charset=utf-8',
    'application/x-www-form-urlencoded ; Charset="UTF-8"',
    ' application/x-www-form-urlencoded ',
    'application/x-www-form-urlencoded;',
    'application/x-www-form-urlencoded; foo=bar',
    // Malformed parameters are ignored, as the WHATWG MIME type parser (Node's, browsers') does.
    'application/x-www-form-urlencoded; charset',
    'application/x-www-form-urlencoded; =utf-8',
  ])('takes %j', (header) => {
    expect(isFormMediaType(header)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'application/x-www-form-urlencoded-foo',
    'application/x-www-form-urlencodedfoo; charset=utf-8',
    'xapplication/x-www-form-urlencoded',
    'application/x-www-form-urlencoded/x',
    'application / x-www-form-urlencoded',
    'text/plain',
    'text/plain; charset=utf-8',
    'multipart/form-data; boundary=x',
    'application/json',
    'application/x-www-form-urlencoded; charset=iso-8859-1',
    'application/x-www-form-urlencoded; charset=utf-16',
    'application/x-www-form-urlencoded, text/plain',
  ])('refuses %j', (header) => {
    expect(isFormMediaType(header)).toBe(false);
  });
});

describe('clientAddress', () => {
  it.each([
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['192.0.2.7', '192.0.2.7'],
    // Every loopback address is the one client on this machine.
    ['::ffff:127.0.0.1', 'loopback'],
    ['127.0.0.1', 'loopback'],
    ['127.0.0.2', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    // An IPv6 client is its /64 network.
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1%eth0', '2001:db8:1:2::/64'],
    ['not an address', 'not an address'],
    [undefined, 'unknown'],
  ])('%j is %j', (remote, client) => {
    expect(clientAddress(remote)).toBe(client);
  });
});

describe('receivePost', () => {
  it('stores a good post with the given time', () => {
    const file = dataFile();
    expect(receivePost(GOOD, { form: 'newsletter', path: '/newsletter/thanks', file, now: NOW })).toEqual({
      kind: 'accepted',
      form: 'newsletter',
    });
    expect(readFileSync(file, 'utf8')).toBe(LINE);
  });

  it("refuses a post naming another form than the action's, storing nothing", () => {
    const file = dataFile();
    expect(receivePost(GOOD, { form: 'book-demo', path: '/book-demo/thanks', file })).toEqual({
      kind: 'rejected',
      form: null,
      errors: { 'form-name': 'unknownForm' },
    });
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a post that would take the file past its cap, leaving the file as it was', () => {
    const file = dataFile();
    writeFileSync(file, 'earlier\n');
    const cap = 'earlier\n'.length + LINE.length;
    expect(
      receivePost(GOOD, { form: 'newsletter', path: '/newsletter/thanks', file, now: NOW, maxBytes: cap })
        .kind,
    ).toBe('accepted');
    expect(
      receivePost(GOOD, { form: 'newsletter', path: '/newsletter/thanks', file, now: NOW, maxBytes: cap }),
    ).toEqual({
      kind: 'full',
      form: 'newsletter',
    });
    expect(readFileSync(file, 'utf8')).toBe(`earlier\n${LINE}`);
  });
});

describe('refusalPage', () => {
  it('says how many posts, in what time, and when to try again', () => {
    const page = refusalPage('limited', '/newsletter/thanks', { max: 10, windowMs: 600_000 }, 61_000);
    expect(page).toContain('<h1>Too many forms</h1>');
    expect(page).toContain('at most 10 forms from one address in 10 minutes');
    expect(page).toContain('send it again in 61 seconds');
    expect(refusalPage('limited', '/', { max: 5, windowMs: 3_600_000 }, 1_800_001)).toContain(
      'in 60 minutes. This one was not stored: please send it again in 31 minutes',
    );
  });

  it.each([
    ['notFound', 'No form here'],
    ['mediaType', 'Form not readable'],
    ['tooLarge', 'Form too large'],
    ['full', 'Forms are full'],
  ] as const)('%s has a page titled %j that says nothing was stored', (reason, title) => {
    const page = refusalPage(reason);
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toMatch(/(N|n)othing was stored|was not stored/);
  });

  it('speaks the language of the site the post was made on, and links its front page', () => {
    const danish = refusalPage('limited', '/da-DK/book-demo/thanks', { max: 10, windowMs: 600_000 }, 61_000);
    expect(danish).toContain('<html lang="da">');
    expect(danish).toContain('<h1>For mange formularer</h1>');
    expect(danish).toContain('højst 10 formularer fra én adresse på 10 minutter');
    expect(danish).toContain('send den igen om 61 sekunder');
    expect(danish).toContain('href="/da-DK/"');
    expect(refusalPage('notFound', '/nb-NO/x')).toContain('<h1>Ingen skjema her</h1>');
    expect(refusalPage('notFound', '/sv-SE/x')).toContain('<h1>No form here</h1>');
  });
});

describe('stored lines', () => {
  it('escape C1 controls, line separators and bidi controls, so each line is one record for any reader', () => {
    const file = dataFile();
    const name = 'Ida\u0085Holm\u2028\u2029\u202eSmith\u2066';
    const company = 'Holm\u009b ApS\u200f';
    const raw = {
      'form-name': 'book-demo',
      name,
      email: 'ida@example.dk',
      company,
      country: 'DK',
      consent: 'on',
    };
    expect(receivePost(raw, { form: 'book-demo', path: '/book-demo/thanks', file, now: NOW }).kind).toBe(
      'accepted',
    );
    expect(receivePost(raw, { form: 'book-demo', path: '/book-demo/thanks', file, now: NOW }).kind).toBe(
      'accepted',
    );
    const text = readFileSync(file, 'utf8');
    // A reader that splits on every Unicode line break sees two records.
    const records = text.split(/\r\n|[\n\r\u0085\u2028\u2029]/).filter(Boolean);
    expect(records).toHaveLength(2);
    expect(/[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f]/.test(text)).toBe(false);
    // The values read back as they were posted.
    expect(JSON.parse(records[0] ?? '')).toMatchObject({ values: { name, company } });
  });
});
