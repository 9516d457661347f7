import type { TranslatedLanguage } from '@web/shared';
import type { MessageFormatElement } from 'react-intl';
import da from 'virtual:messages/da';
import en from 'virtual:messages/en';
import nb from 'virtual:messages/nb';

/** Messages of one language, compiled to ICU ASTs (no parser needed to format them). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** Every language's compiled messages: for build-time loaders, which pass on one of them. */
export const COMPILED_MESSAGES: Record<TranslatedLanguage, CompiledMessages> = { en, da, nb };
