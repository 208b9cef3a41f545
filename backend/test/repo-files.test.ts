import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '..', '..');

describe('docker-compose.yml', () => {
  // Merge keys (`<<: *replica`) as Docker Compose reads them.
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
  const services = (profile?: string) =>
    Object.keys(compose.services)
      .filter((name) => (compose.services[name].profiles ?? []).length === 0 || compose.services[name].profiles.includes(profile))
      .sort();

  it('defines the database and the app built from the Dockerfile', () => {
    expect(services()).toEqual(['app', 'backup', 'db', 'mailpit']);
    expect(compose.services.app.build).toBe('.');
    expect(compose.services.app.depends_on.db.condition).toBe('service_healthy');
    expect(compose.services.app.environment.DATABASE_URL).toMatch(/^postgres:\/\/\w+:\w+@db:5432\/\w+$/);
    expect(compose.services.app.ports).toEqual(['4000:4000']);
    // Production needs SMTP: e-mails go to Mailpit, whose page (live sign-in links) only this machine can open.
    expect(compose.services.app.environment.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(compose.services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
  });

  it("backs the database up with the postgres image's pg_dump on a schedule into a volume", () => {
    const backup = compose.services.backup;
    expect(backup.image).toBe(compose.services.db.image);
    expect(backup.depends_on.db.condition).toBe('service_healthy');
    expect(backup.environment).toMatchObject({ PGHOST: 'db', PGUSER: compose.services.db.environment.POSTGRES_USER, PGDATABASE: compose.services.db.environment.POSTGRES_DB });
    expect(backup.volumes).toEqual(['db-backups:/backups']);
    const script = backup.entrypoint.join(' ');
    expect(script).toContain('pg_dump --format=custom --no-owner');
    expect(script).toContain('sleep "$$BACKUP_INTERVAL_SECONDS"');
    // Compose reads a lone `$` as its own variable: the shell's must be written `$$`.
    expect(script.replaceAll('$$', '').replaceAll(/\$\{?[A-Z_]+/g, '')).not.toContain('$');
  });

  it('has a replicas profile: two API replicas behind a balancer checking /api/ready, photos in MinIO', () => {
    expect(services('replicas')).toEqual(['app', 'app-a', 'app-b', 'backup', 'db', 'mailpit', 'minio', 'minio-setup', 'proxy']);
    const [a, b] = [compose.services['app-a'], compose.services['app-b']];
    expect(b.environment).toEqual(a.environment);
    expect(a.environment).toMatchObject({ S3_BUCKET: expect.any(String), S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', API_REPLICAS: '2' });
    expect(a.depends_on['minio-setup'].condition).toBe('service_completed_successfully');
    expect(compose.services['minio-setup'].entrypoint.join(' ')).toContain(`mc mb --ignore-existing local/${a.environment.S3_BUCKET}`);
    expect(compose.services.proxy.volumes).toEqual(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro']);
    const caddyfile = readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app-a:4000 app-b:4000/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });

  it('uses only keys the Compose specification knows and declares every named volume', () => {
    const serviceKeys = new Set(['image', 'build', 'environment', 'volumes', 'ports', 'depends_on', 'healthcheck', 'command', 'restart', 'profiles', 'entrypoint', 'stop_grace_period']);
    for (const service of Object.values<any>(compose.services)) {
      for (const key of Object.keys(service)) expect(serviceKeys).toContain(key);
      for (const volume of service.volumes ?? []) {
        const name = String(volume).split(':')[0];
        if (!name.startsWith('.') && !name.startsWith('/')) expect(Object.keys(compose.volumes)).toContain(name);
      }
    }
  });
});

describe('.env.example', () => {
  it('documents every variable the configuration reads', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const config = readFileSync(path.join(root, 'backend/src/config.ts'), 'utf8');
    const read = [...config.matchAll(/(?:int|bool|url|dir|level)\('([A-Z_]+)'/g)].map((m) => m[1]);
    read.push('HOST');
    for (const name of read) expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
