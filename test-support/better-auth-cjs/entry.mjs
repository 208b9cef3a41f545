// Everything the backend imports from better-auth, re-exported from one place so that a single
// CommonJS bundle keeps one copy of the library's internal state.
export * as main from 'better-auth';
export * as plugins from 'better-auth/plugins';
export * as adminAccess from 'better-auth/plugins/admin/access';
export * as node from 'better-auth/node';
