/** Tests run without a build: operations go out as text, as under the Vite dev server. */
module.exports = { __esModule: true, default: undefined, loadPersistedQueryIds: undefined };
