export * from './footer';
export * from './integrations';
export * from './navigation';
