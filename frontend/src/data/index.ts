/**
 * Built-in content of the marketplace. Import from '@/data' style paths as
 * `src/data` (this barrel) or from the individual modules.
 */
export * from './types';
export * from './images';
export * from './business';
export * from './contractors';
export * from './categories';
export * from './postForm';
export * from './cities';
export * from './services';
export * from './articles';
export * from './content';
