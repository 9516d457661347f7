export * from './footer';
export * from './integrations';
export * from './navigation';
export * from './pricing';
