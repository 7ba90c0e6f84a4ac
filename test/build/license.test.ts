import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository is MIT (package.json says so); the shipped skill folder is MIT-0, the license
// ClawHub publishes skills under. The build writes the skill's LICENSE, and check-bundle fails
// when the committed copy differs from it.

const root = resolve(import.meta.dirname, '../..');
const COPYRIGHT = 'Copyright (c) 2026 OpenForge contributors';
/** MIT's attribution condition: what MIT-0 drops. */
const MIT_CONDITION = 'The above copyright notice and this permission notice shall be included in all';

const read = (path: string): string => readFileSync(join(root, path), 'utf8');

describe('licenses', () => {
  it('the repository is MIT', () => {
    expect(JSON.parse(read('package.json')).license).toBe('MIT');
    const text = read('LICENSE');
    expect(text.split('\n')[0]).toBe('MIT License');
    expect(text).toContain(COPYRIGHT);
    expect(text).toContain(MIT_CONDITION);
    expect(text).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
  });

  it('the skill folder is MIT-0', () => {
    expect(existsSync(join(root, 'skills/openforge/LICENSE')), 'run `npm run build`').toBe(true);
    const text = read('skills/openforge/LICENSE');
    expect(text.split('\n')[0]).toBe('MIT No Attribution');
    expect(text).toContain(COPYRIGHT);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'to permit persons to whom the Software is furnished to do so. THE SOFTWARE IS PROVIDED "AS IS"',
    );
    expect(text).not.toContain('subject to the following conditions');
    expect(text).not.toContain(MIT_CONDITION);
  });

  it('the build writes the skill LICENSE (so check-bundle covers it)', () => {
    expect(read('build/build.mjs')).toMatch(/writeFileSync\(join\(skillDir, 'LICENSE'\)/);
  });
});
