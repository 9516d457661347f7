export * from './cost';
export * from './inputs';
export * from './plan';
export * from './systems';
export * from './typedNumber';
