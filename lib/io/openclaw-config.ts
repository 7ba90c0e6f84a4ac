import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import JSON5 from 'json5';
import { warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';

export interface OpenClawConfigSources {
  /** Environment (OPENCLAW_CONFIG_PATH); default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Home directory; default `os.homedir()`. */
  homeDir?: string;
  /** Read a UTF-8 file; must throw an error with `code: 'ENOENT'` when it is missing. Default `fs.readFileSync`. */
  readFile?: (path: string) => string;
}

export interface OpenClawConfig {
  /** Where the config was looked for. */
  path: string;
  /** The file exists (even if it could not be read or parsed). */
  found: boolean;
  /** The parsed JSON5 value; null when missing, unreadable or invalid. */
  config: unknown;
  diagnostics: Diagnostic[];
}

/** `OPENCLAW_CONFIG_PATH` (a leading `~/` is the home directory), else `<home>/.openclaw/openclaw.json`. */
export function openClawConfigPath(env: Readonly<Record<string, string | undefined>>, homeDir: string): string {
  const override = env.OPENCLAW_CONFIG_PATH?.trim();
  if (override === undefined || override === '') return join(homeDir, '.openclaw', 'openclaw.json');
  if (override === '~') return homeDir;
  return override.startsWith('~/') ? join(homeDir, override.slice(2)) : override;
}

/**
 * Read the user's OpenClaw config (JSON5). Never throws: a missing file is
 * `found: false` without diagnostics; an unreadable file or invalid JSON5 is an
 * `openclaw-config-invalid` warning naming the path (and the JSON5 error's line
 * and column), with `config: null` — routing then works as if there were no config.
 */
export function loadOpenClawConfig(sources: OpenClawConfigSources = {}): OpenClawConfig {
  const env = sources.env ?? process.env;
  const homeDir = sources.homeDir ?? homedir();
  const readFile = sources.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  const path = openClawConfigPath(env, homeDir);

  let text: string;
  try {
    text = readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException | null)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { path, found: false, config: null, diagnostics: [] };
    const reason = code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (code ?? String(err));
    return unusable(
      path,
      `Cannot read the OpenClaw config ${path} (${reason}); model aliases from it are not used. Make it a readable file, or point OPENCLAW_CONFIG_PATH at the right one.`,
    );
  }

  try {
    return { path, found: true, config: JSON5.parse(text) as unknown, diagnostics: [] };
  } catch (err) {
    const e = err as { message?: unknown; lineNumber?: unknown; columnNumber?: unknown };
    const where =
      typeof e.lineNumber === 'number'
        ? `line ${e.lineNumber}${typeof e.columnNumber === 'number' ? `, column ${e.columnNumber}` : ''}: `
        : '';
    const detail = typeof e.message === 'string' ? e.message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '') : String(err);
    return unusable(
      path,
      `The OpenClaw config ${path} is not valid JSON5 (${where}${detail}); model aliases from it are not used. Fix it (check with \`openclaw config validate\`).`,
    );
  }
}

/** A config file that exists but cannot be used: routing goes on as if there were none. */
function unusable(path: string, message: string): OpenClawConfig {
  return { path, found: true, config: null, diagnostics: [warning({ ruleId: 'openclaw-config-invalid', message })] };
}
