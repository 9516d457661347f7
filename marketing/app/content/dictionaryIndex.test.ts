import { describe, expect, it } from 'vitest';
import { alphabetOf, groupByLetter, letterId, letterOf, topicCounts } from './dictionaryIndex';
import { parseFrontMatter } from './schema';

const entry = (term: string, topic = 'billing') => ({
  href: `/dictionary/${term}`,
  title: term,
  description: '',
  term,
  topic,
});

describe('the dictionary index', () => {
  it('files an entry under the first letter of its term, in upper case', () => {
    expect(letterOf(entry('churn'), 'en')).toBe('C');
    expect(letterOf({ href: '/x', title: 'Accrual', description: '' }, 'en')).toBe('A');
  });

  it('ends the Danish and Norwegian alphabet with Æ, Ø and Å, and files the rest under #', () => {
    expect(alphabetOf('da').slice(-3)).toEqual(['Æ', 'Ø', 'Å']);
    expect(alphabetOf('en')).toHaveLength(26);
    expect(letterOf(entry('Øre'), 'nb')).toBe('Ø');
    expect(letterOf(entry('Øre'), 'en')).toBe('#');
    expect(letterOf(entry('3-D Secure'), 'en')).toBe('#');
  });

  it('orders letters by the alphabet and entries by term with the language collation', () => {
    const groups = groupByLetter(
      [entry('Åbningsbalance'), entry('Zebra'), entry('MRR'), entry('Moms')],
      'da',
    );
    expect(groups.map((group) => group.letter)).toEqual(['M', 'Z', 'Å']);
    expect(groups[0]?.entries.map((item) => item.term)).toEqual(['Moms', 'MRR']);
  });

  it('gives each letter a stable id that is safe in a URL', () => {
    expect(['A', 'Æ', 'Ø', 'Å', '#'].map(letterId)).toEqual([
      'letter-a',
      'letter-ae',
      'letter-oe',
      'letter-aa',
      'letter-other',
    ]);
  });

  it('counts the entries of each topic in the filter order, leaving out empty topics', () => {
    expect(topicCounts([entry('a', 'vat'), entry('b', 'metrics'), entry('c', 'vat')])).toEqual([
      { topic: 'metrics', count: 1 },
      { topic: 'vat', count: 2 },
    ]);
  });
});

describe("a dictionary entry's front matter", () => {
  const base = {
    title: 'Churn',
    description: 'What churn is and how to calculate it, with an example in DKK for a subscription business.',
    term: 'Churn',
  };

  it('takes one of the topics', () => {
    expect(
      parseFrontMatter({ ...base, topic: 'metrics' }, 'dictionary/churn.mdx', '/dictionary/churn').topic,
    ).toBe('metrics');
  });

  it('fails the build with the file and the field named when the topic is missing or unknown', () => {
    expect(() => parseFrontMatter(base, 'dictionary/churn.mdx', '/dictionary/churn')).toThrow(
      /content\/dictionary\/churn\.mdx \(a term page\): front matter "topic"/,
    );
    expect(() =>
      parseFrontMatter({ ...base, topic: 'taxes' }, 'dictionary/churn.mdx', '/dictionary/churn'),
    ).toThrow(/front matter "topic"/);
  });
});
