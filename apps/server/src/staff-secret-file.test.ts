import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { withStaffSecretFile } from './staff-secret-file.ts';

describe('the staff secret of an embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'yadori-staff-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made once in DATA_DIR, private, and read again at the next start', () => {
    const first = withStaffSecretFile(loadConfig({ DATA_DIR: dir }));
    expect(first.staffSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dir, 'staff-secret')).mode & 0o777).toBe(0o600);
    const second = withStaffSecretFile(loadConfig({ DATA_DIR: dir }));
    expect(second.staffSecret).toBe(first.staffSecret);
    expect(readFileSync(path.join(dir, 'staff-secret'), 'utf8').trim()).toBe(first.staffSecret);
  });

  it('leaves a configured STAFF_SECRET, and a PostgreSQL deployment, alone', () => {
    const secret = 'x'.repeat(40);
    expect(withStaffSecretFile(loadConfig({ DATA_DIR: dir, STAFF_SECRET: secret })).staffSecret).toBe(secret);
    const server = withStaffSecretFile(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/yadori' }));
    expect(server.staffSecret).toBeUndefined();
  });
});
