/**
 * The part of react-intl the islands use, on the browser's own Intl: what `react-intl` resolves to
 * in the islands' build only (vite.islands.config.ts), so the island chunk carries no react-intl,
 * @formatjs/intl or intl-messageformat (docs/decisions/2026-11-27-island-javascript.md). The
 * prerender and the dev server keep react-intl itself, and the island's first render must match
 * the prerendered markup node for node, so this follows react-intl 12's rules exactly where the
 * output shows: a one-literal message is returned as is, adjacent literals merge, an argument is
 * its string, a `#` is the plural value in the locale's digits, element values get index keys,
 * a message missing from the locale's messages shows its id. `islandIntl.test.tsx` renders both
 * islands with both and compares. Anything else react-intl exports is missing on purpose: an
 * island that imports it fails the islands' build instead of shipping the library again.
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  memo,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { cachedFormatter } from '@web/shared';

// The compiled messages' element types (@formatjs/icu-messageformat-parser's TYPE).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** One element of a message compiled to an ICU AST, as far as formatting reads it. */
interface Element {
  type: number;
  value: string;
  style?: string | { parsedOptions?: Record<string, unknown> } | null;
  options?: Record<string, { value: Element[] }>;
  offset?: number;
  pluralType?: Intl.PluralRulesOptions['type'];
}

type Messages = Record<string, Element[]>;
type Value = unknown;
type Values = Record<string, Value>;
/** A formatted part: a literal (a string) or an object (a React node given as a value). */
interface Part {
  literal: boolean;
  value: Value;
}

// intl-messageformat's default named number formats. No message has a date, a time or a rich-text
// tag (`<b>…</b>`), so those are left out: one would show as an error and its id, and fail
// islandIntl.test.tsx where an island renders it.
const NAMED_NUMBER: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};

/** Intl formatters are costly to make: one per locale and options (@web/shared's cachedFormatter). */
const cached = <T,>(key: unknown[], make: () => T): T => cachedFormatter(JSON.stringify(key), make);
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(['n', locale, options], () => new Intl.NumberFormat(locale, options));
/** intl-messageformat's formatToParts: the message's parts, adjacent literals merged. */
function formatToParts(elements: Element[], locale: string, values: Values, pluralValue?: number): Part[] {
  if (elements.length === 1 && elements[0]!.type === LITERAL)
    return [{ literal: true, value: elements[0]!.value }];
  const parts: Part[] = [];
  for (const element of elements) {
    if (element.type === LITERAL) {
      parts.push({ literal: true, value: element.value });
      continue;
    }
    if (element.type === POUND) {
      if (typeof pluralValue === 'number')
        parts.push({ literal: true, value: numberFormat(locale).format(pluralValue) });
      continue;
    }
    if (!(element.value in values)) throw new Error(`The message needs a value for "${element.value}"`);
    let value = values[element.value];
    switch (element.type) {
      case ARGUMENT: {
        if (!value || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
          value =
            typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
              ? String(value)
              : '';
        parts.push({ literal: typeof value === 'string', value });
        break;
      }
      case NUMBER: {
        const style = (
          typeof element.style === 'string' ? NAMED_NUMBER[element.style] : element.style?.parsedOptions
        ) as (Intl.NumberFormatOptions & { scale?: number }) | undefined;
        const number = style?.scale ? (value as number) * style.scale : (value as number);
        parts.push({ literal: true, value: numberFormat(locale, style).format(number) });
        break;
      }
      case SELECT: {
        const options = element.options!;
        const key = String(value);
        const option = (Object.hasOwn(options, key) ? options[key] : undefined) ?? options.other;
        if (!option) throw new Error(`The message has no option "${key}" for "${element.value}"`);
        parts.push(...formatToParts(option.value, locale, values));
        break;
      }
      case PLURAL: {
        const options = element.options!;
        const number = Number(value);
        let option = Object.hasOwn(options, `=${number}`) ? options[`=${number}`] : undefined;
        if (!option) {
          const rule = cached(['p', locale, element.pluralType], () => ({
            rules: new Intl.PluralRules(locale, { type: element.pluralType }),
            format: () => '',
          })).rules.select(number - (element.offset ?? 0));
          option = (Object.hasOwn(options, rule) ? options[rule] : undefined) ?? options.other;
        }
        if (!option) throw new Error(`The message has no plural form for "${element.value}"`);
        parts.push(...formatToParts(option.value, locale, values, number - (element.offset ?? 0)));
        break;
      }
      default:
        throw new Error(`The message has an element of unknown type ${element.type}`);
    }
  }
  // Adjacent literals merge into one string (one text node, as in the prerender).
  return parts.reduce<Part[]>((merged, part) => {
    const last = merged[merged.length - 1];
    if (last?.literal && part.literal) last.value = `${last.value as string}${part.value as string}`;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/** react-intl's keyed node array: elements wrapped in index-keyed fragments, strings as they are. */
function keyed(nodes: Value[]): ReactNode[] {
  return Children.toArray(nodes as ReactNode[]).map((node, index) =>
    isValidElement(node) ? <Fragment key={index}>{node}</Fragment> : node,
  );
}

export interface IslandIntl {
  locale: string;
  messages: Messages;
  formatMessage(descriptor: { id: string }, values?: Values): string & ReactNode;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatList(values: readonly string[], options?: Intl.ListFormatOptions): string;
}

function createIntl(locale: string, messages: Messages): IslandIntl {
  function formatMessage({ id }: { id: string }, values?: Values) {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (message?.length === 1 && message[0]!.type === LITERAL) return message[0]!.value;
    // Missing from the locale's messages: the id itself, as react-intl shows it (the spec).
    if (!message) return id;
    try {
      const parts = formatToParts(message, locale, values ?? {});
      if (parts.length === 1) return parts[0]!.value;
      // intl-messageformat's format: strings after an object stay separate from it.
      const result = parts.reduce<Value[]>((all, part) => {
        if (!all.length || !part.literal || typeof all[all.length - 1] !== 'string') all.push(part.value);
        else all[all.length - 1] = `${all[all.length - 1] as string}${part.value as string}`;
        return all;
      }, []);
      if (result.length <= 1) return result[0] ?? '';
      return keyed(result);
    } catch (error) {
      console.error(error);
      return id;
    }
  }
  return {
    locale,
    messages,
    formatMessage: formatMessage as IslandIntl['formatMessage'],
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatList: (values, options) =>
      cached(['l', locale, options], () => new Intl.ListFormat(locale, options)).format(values),
  };
}

const IntlContext = createContext<IslandIntl | null>(null);

export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  defaultLocale?: string;
  messages: Messages | Record<string, unknown>;
  onError?: unknown;
  children: ReactNode;
}) {
  const intl = useMemo(() => createIntl(locale, messages as Messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IslandIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it');
  return intl;
}

function FormattedMessageImpl({ id, values }: { id: string; values?: Values }): ReactElement {
  const nodes = useIntl().formatMessage({ id }, values);
  return <>{nodes}</>;
}

/** Memoised on its values shallowly, as react-intl's is. */
export const FormattedMessage = memo(FormattedMessageImpl, (previous, next) => {
  if (previous.id !== next.id) return false;
  const a = previous.values ?? {};
  const b = next.values ?? {};
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
});
