/**
 * The mark in front of the name: a 32 px rounded square with the letter B cut as one path.
 * The header's Logo and the build's social cards both draw it from here.
 */
export const LOGO_MARK = {
  size: 32,
  radius: 7,
  letter:
    'M10 7h7.5c3.6 0 5.8 1.8 5.8 4.7 0 2-1.1 3.4-2.9 4 2.3.5 3.6 2.1 3.6 4.4 0 3.2-2.4 5-6.3 5H10zm4.2 3.4v4.3h2.8c1.6 0 2.4-.8 2.4-2.2s-.8-2.1-2.4-2.1zm0 7.5v4.8h3.2c1.8 0 2.7-.8 2.7-2.4s-.9-2.4-2.7-2.4z',
} as const;
