import { describe, expect, it } from 'vitest';
import { INTEGRATION_DESCRIPTIONS } from '../data/integrationDescriptions';
import { GLOSSARY, glossaryViolations } from './glossary';
import { MESSAGE_FILES } from './index';

describe('glossaryViolations', () => {
  it('flags an avoided spelling as a whole word and names the word to use', () => {
    expect(glossaryViolations('Send en kreditnote til kunden.', 'da')).toEqual([
      { found: 'kreditnote', use: 'kreditnota' },
    ]);
    expect(glossaryViolations('Vi sender purring på e-post.', 'nb')).toEqual([]);
    expect(glossaryViolations('Vi sender rykker på e-post.', 'nb').map((v) => v.found)).toEqual(['rykker']);
  });

  it('matches whole words only, and case as written', () => {
    expect(glossaryViolations('momsangivelsen og momsen', 'da')).toEqual([]);
    expect(glossaryViolations('Den samlede mva-meldingen', 'nb')).toEqual([]);
    expect(glossaryViolations('Den samlede MVA-meldingen', 'nb')).toEqual([]);
    expect(glossaryViolations('Send MVA-melding', 'nb').map((v) => v.found)).toEqual(['MVA-melding']);
  });

  it('flags amounts in "kr." on both sites', () => {
    expect(glossaryViolations('Growth koster 1.495 kr. om måneden', 'da').map((v) => v.found)).toEqual([
      'kr.',
    ]);
    expect(glossaryViolations('Growth koster 1.495 DKK om måneden', 'da')).toEqual([]);
  });
});

describe('the glossary', () => {
  it('never avoids the word it prescribes', () => {
    for (const term of GLOSSARY)
      for (const language of ['da', 'nb'] as const)
        expect(glossaryViolations(term[language], language), term.en).toEqual([]);
  });

  it.each(['da', 'nb'] as const)('is followed by every %s message', (language) => {
    const found = Object.entries(MESSAGE_FILES[language]).flatMap(([id, text]) =>
      glossaryViolations(text, language).map((v) => `${id}: "${v.found}", use "${v.use}"`),
    );
    expect(found).toEqual([]);
  });

  it.each(['da', 'nb'] as const)('is followed by every %s integration description', (language) => {
    const found = Object.entries(INTEGRATION_DESCRIPTIONS).flatMap(([slug, text]) =>
      glossaryViolations(text[language], language).map((v) => `${slug}: "${v.found}", use "${v.use}"`),
    );
    expect(found).toEqual([]);
  });
});
