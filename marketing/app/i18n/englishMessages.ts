import en from 'virtual:messages/en';
import type { CompiledMessages } from './compiledMessages';

/** English only, for pages rendered without a locale's data (not found, errors). */
export const ENGLISH_MESSAGES: CompiledMessages = en;
