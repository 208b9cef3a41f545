/**
 * The site's built-in copy: the service catalogue, cities, articles, categories,
 * business facts and page copy (pages/). Import from this barrel or from the individual modules.
 */
export * from './types';
export * from './images';
export * from './business';
export * from './categories';
export * from './cities';
export * from './services';
export * from './articles';
export * from './pages';
