import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from './theme';

/**
 * The CSS Mantine's provider would otherwise write as `<style>` elements into every page's
 * body (its `:root` variables for our theme and its global classes), rendered once at build
 * time so it can ship as part of the stylesheet in `<head>`.
 */
export function mantineThemeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, forceColorScheme: 'light' }, null),
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
  if (styles.length === 0) throw new Error('Mantine rendered no theme styles: check its provider options');
  return styles.join('\n');
}
