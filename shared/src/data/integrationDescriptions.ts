/** Stub until the descriptions land. */
export const INTEGRATION_DESCRIPTIONS: Record<string, { en: string; da: string; nb: string }> = {};
export const INTEGRATION_TITLE_TRANSLATIONS: Record<string, { da?: string; nb?: string }> = {};
