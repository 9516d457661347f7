export * from './footer';
export * from './integrationList';
export * from './integrations';
export * from './navigation';
export * from './pricing';
export * from './imageSizes';
export * from './competitorRates';
export * from './countryFacts';
