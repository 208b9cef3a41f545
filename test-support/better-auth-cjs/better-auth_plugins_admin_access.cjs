// See build.mjs: the CommonJS bundle of better-auth, built before the backend tests run.
module.exports = require('../../node_modules/.cache/better-auth-cjs/bundle.cjs').adminAccess;
