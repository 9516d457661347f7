import { describe, expect, it } from 'vitest';
import { type CountryConfig, countryName, countryStatus, isEuroCountry, trustBadges } from './countries';

describe('countryStatus', () => {
  it.each([
    ['DK', 'ga'],
    ['NO', 'ga'],
    ['SE', null],
    ['FI', null],
    ['DE', null],
    ['XX', null],
    [null, null],
  ])('%j is %j today', (country, status) => {
    expect(countryStatus(country)).toBe(status);
  });

  it('reads each status list of an injected config', () => {
    const config: CountryConfig = { ga: ['DK'], beta: ['SE'], waiting_list: ['FI'], news: ['DE'] };
    expect(['DK', 'SE', 'FI', 'DE', 'NO'].map((country) => countryStatus(country, config))).toEqual([
      'ga',
      'beta',
      'waiting_list',
      'news',
      null,
    ]);
  });
});

describe('countryName', () => {
  it.each([
    ['DK', 'en', 'Denmark'],
    ['DE', 'da', 'Tyskland'],
    ['NO', 'da', 'Norge'],
    ['XX', 'en', 'your country'],
    [null, 'en', 'your country'],
    ['constructor', 'en', 'your country'],
    ['XX', 'da', 'dit land'],
  ] as const)('%j in %s is %s', (country, language, name) => {
    expect(countryName(country, language)).toBe(name);
  });
});

describe('isEuroCountry', () => {
  it.each([
    ['DE', true],
    ['FI', true],
    ['AT', true],
    ['DK', false],
    ['SE', false],
    ['NO', false],
    [null, false],
  ])('%j uses the euro: %s', (country, expected) => {
    expect(isEuroCountry(country)).toBe(expected);
  });
});

describe('trustBadges', () => {
  it.each([
    ['DK', ['eu-made', 'eu-hosted', 'bookkeeping-act']],
    ['NO', ['eu-made', 'eu-hosted']],
    ['SE', ['eu-made', 'eu-hosted']],
    ['DE', ['eu-made', 'eu-hosted']],
    [null, ['eu-made', 'eu-hosted']],
  ])('%j shows %j', (country, badges) => {
    expect(trustBadges(country)).toEqual(badges);
  });
});
