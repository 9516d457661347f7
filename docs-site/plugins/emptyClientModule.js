// Stands in for the classic theme's Prism client module (see lazyPrism.ts).
export {};
