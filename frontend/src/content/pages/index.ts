export * from './about';
export * from './howItWorks';
export * from './site';
export * from './legal';
