import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock.js';

// Process-level behaviour (a second server refused, a SIGKILLed owner's folder free at once) is in main.test.ts.
describe('lockDataDir', () => {
  let scratch: string;
  const locks: DataDirLock[] = [];

  beforeEach(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'india-tours-lock-'));
  });
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((lock) => lock.release()));
    await rm(scratch, { recursive: true, force: true });
  });

  it('refuses a second owner of the folder, naming the folder and the owning process', async () => {
    locks.push(await lockDataDir(scratch));

    const refusal = lockDataDir(scratch);

    await expect(refusal).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refusal).rejects.toThrow(`${scratch} is already in use by process ${process.pid} (${process.title})`);
  });

  it('refuses the same folder reached through a symlink', async () => {
    const link = path.join(tmpdir(), `${path.basename(scratch)}-link`);
    await symlink(scratch, link);
    try {
      locks.push(await lockDataDir(scratch));
      await expect(lockDataDir(link)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await rm(link);
    }
  });

  it('lets another owner take the folder once released', async () => {
    const first = await lockDataDir(scratch);
    await first.release();

    locks.push(await lockDataDir(scratch));
  });

  it('keeps different folders apart', async () => {
    const other = await mkdtemp(path.join(scratch, 'other-'));

    locks.push(await lockDataDir(scratch), await lockDataDir(other));
  });
});
