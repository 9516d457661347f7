export * from './cost';
export * from './inputs';
export * from './systems';
