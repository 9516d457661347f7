import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Teal #0F766E sits at index 7, the shade Mantine uses for filled buttons in light mode.
const teal: MantineColorsTuple = [
  '#e7f8f6',
  '#c5ede8',
  '#9fe0d8',
  '#6fcfc4',
  '#3fb8ab',
  '#1f9d90',
  '#13877c',
  '#0f766e',
  '#0b5f58',
  '#084842',
];

const navy: MantineColorsTuple = [
  '#eef1f7',
  '#d5dbe8',
  '#b2bdd6',
  '#8b9bc0',
  '#6477a6',
  '#475b8b',
  '#334570',
  '#243358',
  '#1a2746',
  '#14213d',
];

/** The brand palette (docs/decisions/2026-11-23-brand-and-hosts.md) on Mantine's theme. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { teal, navy },
  black: '#14213D',
  // The stack and its web font live in the shared tokens (tokens.css, font.css).
  fontFamily: 'var(--bv-font)',
  headings: { fontWeight: '700' },
});
