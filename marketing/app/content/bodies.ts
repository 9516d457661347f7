import type { MDXProps } from 'mdx/types';
import { type ComponentType, lazy } from 'react';

type Body = ComponentType<MDXProps>;

// Each page's text is its own chunk, loaded only by that page.
const loaders = import.meta.glob<{ default: Body }>('../../content/**/*.mdx');
const loaded = new Map<string, Body>();
const lazyBodies = new Map<string, Body>();

function loaderFor(file: string) {
  const load = loaders[`../../content/${file}`];
  if (!load) throw new Error(`content/${file} is not in the build`);
  return load;
}

/**
 * Loads a body before rendering: the prerender calls it in the route loader, so the HTML
 * holds the text inline (not a hidden streamed segment that needs a script to show it);
 * the browser calls it before a client-side navigation.
 */
export async function loadBody(file: string): Promise<void> {
  if (!loaded.has(file)) loaded.set(file, (await loaderFor(file)()).default);
}

/**
 * The body component of a content file: the loaded one, or (while hydrating a prerendered
 * page) a lazy one that keeps the server's HTML in place until its chunk arrives. The same
 * component for a file on every render.
 */
export function contentBody(file: string): Body {
  const ready = loaded.get(file);
  if (ready) return ready;
  let body = lazyBodies.get(file);
  if (!body) {
    body = lazy(loaderFor(file));
    lazyBodies.set(file, body);
  }
  return body;
}
