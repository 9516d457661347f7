import { createTranslator, englishMessagesWithBrand } from '@web/shared';

/** The docs' chrome is English: one formatter over the English messages. */
export const translate = createTranslator(englishMessagesWithBrand());
