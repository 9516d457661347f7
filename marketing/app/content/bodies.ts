import type { MDXProps } from 'mdx/types';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Body = ComponentType<MDXProps>;

// Lazy: each page's text is its own chunk, loaded only by that page.
const loaders = import.meta.glob<{ default: Body }>('../../content/**/*.mdx');
const cache = new Map<string, LazyExoticComponent<Body>>();

/** The body component of a content file, the same instance on every render. */
export function contentBody(file: string): LazyExoticComponent<Body> {
  let body = cache.get(file);
  if (!body) {
    const load = loaders[`../../content/${file}`];
    if (!load) throw new Error(`content/${file} is not in the build`);
    body = lazy(load);
    cache.set(file, body);
  }
  return body;
}
