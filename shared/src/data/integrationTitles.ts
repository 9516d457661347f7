/** Titles that are not a service's own name, in Danish and Norwegian. */
export const INTEGRATION_TITLE_TRANSLATIONS: Record<string, { da?: string; nb?: string }> = {
  bank: { da: 'Andre banker', nb: 'Andre banker' },
  sepa: { da: 'SEPA-direkte debitering', nb: 'SEPA-direktedebitering' },
};
