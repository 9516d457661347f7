import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * Text a visitor typed into an island's input before the island hydrated: hydration keeps what
 * the input holds and records the prerendered value as its default, so the two differ exactly
 * when something was typed. Once mounted, `adopt` receives that text, so the tool takes it up as
 * if it had been typed now instead of writing the prerendered value back over it.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  adopt: (text: string, focused: boolean) => void,
): void {
  const adoptTyped = useEffectEvent(adopt);
  useEffect(() => {
    const element = input.current;
    if (element && element.value !== element.defaultValue)
      adoptTyped(element.value, element.ownerDocument.activeElement === element);
  }, [input]);
}
