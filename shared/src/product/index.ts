/** The product model (docs/decisions/2026-11-27-product-model.md): what the product does, on which plan, since when, where. */
export * from './model.ts';
export * from './text.ts';
export * from './contradictions.ts';
export * from './postsTo.ts';
