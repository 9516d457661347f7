import {
  type CalculatorCurrency,
  type CalculatorInputs,
  calculatorQuery,
  clampInput,
  DEFAULT_INPUTS,
  parseCalculatorCurrency,
  parseCalculatorInputs,
} from '@web/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * How long the address waits after the last change before it is rewritten. The result never
 * waits for it; a drag writes once at its end instead of sixty times a second (Chromium
 * ignores history writes beyond a couple of hundred in ten seconds).
 */
const URL_WRITE_DELAY_MS = 150;

/**
 * The calculator's inputs: React state that renders at once, kept in the address so a result
 * can be shared. The prerender and the hydrating render use the defaults (the HTML's worked
 * example); the address is read once hydrated and again on Back/Forward.
 */
export function useCalculatorState(): [
  CalculatorInputs,
  (name: keyof CalculatorInputs, value: number) => void,
  CalculatorCurrency | null,
] {
  const [inputs, setInputs] = useState(DEFAULT_INPUTS);
  // The currency a link named, kept in the address with the inputs (null: the page's own).
  const [currency, setCurrency] = useState<CalculatorCurrency | null>(null);
  const changed = useRef(false);

  // A layout effect: the address is read before the fields' own effects take up anything typed
  // before hydration (useTypedBeforeHydration), so what was typed lands on top of it.
  useLayoutEffect(() => {
    const read = () => {
      setInputs(parseCalculatorInputs(window.location.search));
      setCurrency(parseCalculatorCurrency(window.location.search));
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => {
      const query = calculatorQuery(inputs, currency);
      const { pathname, search, hash } = window.location;
      if (search !== query)
        window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inputs, currency]);

  const change = useCallback((name: keyof CalculatorInputs, value: number) => {
    changed.current = true;
    setInputs((current) => {
      const next = clampInput(name, value);
      return current[name] === next ? current : { ...current, [name]: next };
    });
  }, []);

  return [inputs, change, currency];
}
