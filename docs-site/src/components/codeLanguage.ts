/**
 * The names code blocks show for their language (a code fence's info string, ```json), as
 * readers know them. Languages missing here show their name upper-cased; plain text none.
 */
const LANGUAGE_NAMES = {
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  zsh: 'Zsh',
  console: 'Console',
  powershell: 'PowerShell',
  curl: 'cURL',
  http: 'HTTP',
  json: 'JSON',
  json5: 'JSON5',
  yaml: 'YAML',
  yml: 'YAML',
  toml: 'TOML',
  xml: 'XML',
  html: 'HTML',
  css: 'CSS',
  csv: 'CSV',
  sql: 'SQL',
  graphql: 'GraphQL',
  javascript: 'JavaScript',
  js: 'JavaScript',
  jsx: 'JSX',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  tsx: 'TSX',
  python: 'Python',
  py: 'Python',
  php: 'PHP',
  ruby: 'Ruby',
  rb: 'Ruby',
  go: 'Go',
  java: 'Java',
  kotlin: 'Kotlin',
  csharp: 'C#',
  cs: 'C#',
  diff: 'Diff',
} as const satisfies Record<string, string>;

/** Info strings that mean "no language": Docusaurus gives an unlabelled fence `text`. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none']);

/** The label for a code block's language, or undefined when the block has none. */
export function codeLanguageLabel(language: string | undefined): string | undefined {
  const key = (language ?? '').trim().toLowerCase();
  if (PLAIN.has(key)) return undefined;
  return Object.hasOwn(LANGUAGE_NAMES, key)
    ? LANGUAGE_NAMES[key as keyof typeof LANGUAGE_NAMES]
    : key.toUpperCase();
}
