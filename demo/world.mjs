// The demo's world, shared by `npm run demo` and the FAIL_TO_PASS bench: a HOME with a typical
// OpenClaw config (tier aliases, so each spawn names a real model id), an empty project and an
// OpenForge home, all under `base`; and the scripted agent over them with only the environment
// the commands need, so nothing outside `base` is read or written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScriptedAgent } from './host-agent.mjs';

const OPENCLAW_CONFIG = `// written by the OpenForge demo
{
  agents: {
    defaults: {
      models: {
        "anthropic/claude-haiku-4-5": { alias: "haiku" },
        "anthropic/claude-sonnet-4-5": { alias: "sonnet" },
        "anthropic/claude-opus-4-5": { alias: "opus" },
      },
    },
  },
}
`;

/** The folders of a demo world under `base`, created, with the OpenClaw config written. */
export function layOutWorld(base) {
  const home = join(base, 'home');
  const project = join(base, 'project');
  mkdirSync(join(home, '.openclaw'), { recursive: true });
  mkdirSync(project, { recursive: true });
  writeFileSync(join(home, '.openclaw', 'openclaw.json'), OPENCLAW_CONFIG);
  return { base, home, project, forgeHome: join(base, 'openforge-home') };
}

/** The scripted agent on world `w`, running `cli`, telling `chat`. */
export function demoAgent(cli, w, chat) {
  const env = { PATH: process.env.PATH ?? '', HOME: w.home };
  return new ScriptedAgent({
    cli,
    cwd: w.project,
    chat,
    env: { ...env, OPENFORGE_HOME: w.forgeHome },
    gateEnv: { ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' },
  });
}
