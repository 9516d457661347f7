/**
 * The topics the blog index groups posts under, in the order it shows them. A post names one
 * in its front matter (`topic:`); each has a message `blog.topic.{id}` in every language.
 */
export const POST_TOPICS = [
  'eInvoicing',
  'bookkeeping',
  'vat',
  'payments',
  'invoicing',
  'close',
  'metrics',
] as const;

export type PostTopic = (typeof POST_TOPICS)[number];

/** The message of each topic's name (literal keys, so the unused-keys check sees them). */
export const POST_TOPIC_LABELS: Record<PostTopic, string> = {
  eInvoicing: 'blog.topic.eInvoicing',
  bookkeeping: 'blog.topic.bookkeeping',
  vat: 'blog.topic.vat',
  payments: 'blog.topic.payments',
  invoicing: 'blog.topic.invoicing',
  close: 'blog.topic.close',
  metrics: 'blog.topic.metrics',
};
