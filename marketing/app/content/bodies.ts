import type { MDXProps } from 'mdx/types';
import type { ComponentType } from 'react';

type Body = ComponentType<MDXProps>;

// Each page's text is its own chunk, loaded only by that page.
const loaders = import.meta.glob<{ default: Body }>('../../content/**/*.mdx');
const loaded = new Map<string, Body>();

function loaderFor(file: string) {
  const load = loaders[`../../content/${file}`];
  if (!load) throw new Error(`content/${file} is not in the build`);
  return load;
}

/**
 * Loads a body before rendering: the prerender calls it in the route loader, so the HTML
 * holds the text inline (not a hidden streamed segment that needs a script to show it).
 */
export async function loadBody(file: string): Promise<void> {
  if (!loaded.has(file)) loaded.set(file, (await loaderFor(file)()).default);
}

/** The body component of a content file its route's loader has loaded (loadBody). */
export function contentBody(file: string): Body {
  const body = loaded.get(file);
  if (!body) throw new Error(`content/${file} was rendered before its route loaded it (loadBody)`);
  return body;
}
