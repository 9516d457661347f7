import en from './en.json';

/** Message ids and texts of one language. */
export type Messages = Record<string, string>;

/** The English messages: every key the site uses has its text here. */
export const englishMessages: Messages = en;
