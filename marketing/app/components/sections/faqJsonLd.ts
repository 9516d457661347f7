/** A question and its plain-text answer: the FAQ block renders these and describes them for search engines. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** FAQPage structured data (schema.org) from the same items the page shows. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export { jsonLdText } from '../../structuredData';
