export * from './actions';
export * from './validation';
