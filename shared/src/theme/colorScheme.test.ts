import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  chooseScheme,
  colorSchemeScript,
  COLOR_SCHEME_STORAGE_KEY,
  schemeOf,
  storedChoice,
} from './colorScheme';

/** Runs an inline colour-scheme script against a stored value and a system scheme; returns <html>'s attributes. */
function run(script: string, stored: string | null, systemDark: boolean, search = '') {
  const attributes = new Map<string, string>();
  const storage = { getItem: (key: string) => (key === COLOR_SCHEME_STORAGE_KEY ? stored : null) };
  runInNewContext(script, {
    localStorage: storage,
    window: { localStorage: storage, location: { search }, matchMedia: () => ({ matches: systemDark }) },
    matchMedia: () => ({ matches: systemDark }),
    URLSearchParams,
    document: {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
  });
  return Object.fromEntries(attributes);
}

// The docs' own script, as Docusaurus writes it with the docs' settings (docusaurus.config.ts).
const { getThemeInlineScript } = createRequire(import.meta.url)(
  '@docusaurus/theme-classic/lib/inlineScripts.js',
) as {
  getThemeInlineScript: (options: object) => string;
};
const docsScript = getThemeInlineScript({
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  siteStorage: { type: 'localStorage', namespace: '' },
});

describe('colorSchemeScript', () => {
  it.each([
    [null, false],
    [null, true],
    ['light', true],
    ['dark', false],
  ])('reads the stored choice %s (system dark: %s) exactly as the docs do', (stored, systemDark) => {
    expect(run(colorSchemeScript(), stored, systemDark)).toEqual(run(docsScript, stored, systemDark));
  });

  it('follows the system until the visitor picks', () => {
    expect(run(colorSchemeScript(), null, true)).toEqual({
      'data-theme': 'dark',
      'data-theme-choice': 'system',
    });
    expect(run(colorSchemeScript(), 'light', true)).toEqual({
      'data-theme': 'light',
      'data-theme-choice': 'light',
    });
  });

  it('never writes a tampered value into the page', () => {
    expect(run(colorSchemeScript(), '"><script>', false)).toEqual({
      'data-theme': 'light',
      'data-theme-choice': 'system',
    });
  });

  it('survives a store that throws (storage disabled)', () => {
    const script = colorSchemeScript();
    const attributes = new Map<string, string>();
    runInNewContext(script, {
      get localStorage() {
        throw new Error('SecurityError');
      },
      matchMedia: () => ({ matches: true }),
      document: {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      },
    });
    expect(attributes.get('data-theme')).toBe('dark');
  });
});

describe('chooseScheme', () => {
  it('applies and stores the choice, and a refusing store only loses the memory', () => {
    const html = new Map<string, string>();
    const root = {
      documentElement: {
        setAttribute: (name: string, value: string) => html.set(name, value),
        getAttribute: (name: string) => html.get(name) ?? null,
      },
    } as unknown as Document;
    const saved = new Map<string, string>();
    chooseScheme(root, 'dark', {
      setItem: (key: string, value: string) => saved.set(key, value),
    } as unknown as Storage);
    expect(schemeOf(root)).toBe('dark');
    expect(html.get('data-theme-choice')).toBe('dark');
    expect(saved.get('theme')).toBe('dark');
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => chooseScheme(root, 'light', refusing)).not.toThrow();
    expect(schemeOf(root)).toBe('light');
  });

  it('takes only "light" or "dark" from the store', () => {
    expect(storedChoice('dark')).toBe('dark');
    expect(storedChoice('system')).toBeNull();
    expect(storedChoice(null)).toBeNull();
  });
});
