/**
 * The marketplace's input rules and their user-facing messages, one module per subject, that the
 * server's validators (class-validator) and the client's forms (Yup) both read, so a rule or a
 * message is written once; with them the formatting, trades and start-up pieces both sides share.
 * Pure data and pure functions: safe for the browser bundle.
 */

export * from './values';
export * from './input';
export * from './projects';
export * from './accounts';
export * from './contractors';
export * from './reviews';
export * from './messages';
export * from './theme';
export * from './app-start';
export * from './format';
export * from './server-render';
export * from './trades';
export * from './matching';
export * from './webhooks';
export * from './field-vitals';
export * from './visits';
export * from './phone';
export * from './agreement-status';
export * from './agreements';
export * from './agreement-amounts';
export * from './agreement-checks';
export * from './payments';
export * from './invoices';
export * from './payment-clock';
export * from './ledger';
export * from './job-record';
