export * from './cost';
export * from './inputs';
export * from './markets';
export * from './plan';
export * from './systems';
export * from './typedNumber';
