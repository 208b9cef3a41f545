import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '..', '..');

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));

  it('defines the database and the app built from the Dockerfile', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db']);
    expect(compose.services.app.build).toBe('.');
    expect(compose.services.app.depends_on.db.condition).toBe('service_healthy');
    expect(compose.services.app.environment.DATABASE_URL).toMatch(/^postgres:\/\/\w+:\w+@db:5432\/\w+$/);
    expect(compose.services.app.ports).toEqual(['4000:4000']);
  });

  it('uses only keys the Compose specification knows and declares every named volume', () => {
    const serviceKeys = new Set(['image', 'build', 'environment', 'volumes', 'ports', 'depends_on', 'healthcheck', 'command', 'restart']);
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
