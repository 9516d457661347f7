/**
 * The theme's "Scroll back to top" button shows itself by a scroll listener in React; a docs
 * page runs no React in the browser, so it would be a hidden, dead button. The Home key, and
 * the header's links, do the same job.
 */
export default function BackToTopButton(): null {
  return null;
}
