/** Messages compiled at build time by the `compiled-messages` Vite plugin. */
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
