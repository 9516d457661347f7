/** The languages content files are written in: `page.mdx` English, `page.da.mdx`, `page.nb.mdx`. */
export type ContentLanguage = 'en' | 'da' | 'nb';

/** The language of a content file, from its name (`pricing.da.mdx` is Danish; no suffix is English). */
export function contentFileLanguage(file: string): ContentLanguage {
  const match = /\.(da|nb)\.mdx?$/.exec(file);
  return (match?.[1] as ContentLanguage | undefined) ?? 'en';
}

/** A number as the language writes it ("1,495", "1.495", "1 495"; "0.7", "0,7"). */
export function formatFigure(value: number, language: ContentLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
