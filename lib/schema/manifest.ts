import Type, { type Static } from 'typebox';
import { Closed } from './common.js';

/**
 * `skill.json`: OpenForge's own manifest of the skill (OpenClaw and ClawHub read no
 * skill.json). SKILL.md's front matter and package.json must agree with it (tested).
 */
export const SkillManifest = Type.Object(
  {
    /** The skill name: SKILL.md's name and the skill folder's name (AgentSkills rules). */
    name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    /** Semantic version, equal to package.json's. SKILL.md carries none (quick_validate.py rejects the key). */
    version: Type.String({ pattern: '^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$' }),
    /** SKILL.md's description: one line with the trigger phrases, no angle brackets or double quotes. */
    description: Type.String({ minLength: 1, maxLength: 160, pattern: '^[^<>"\\n\\r]+$' }),
    /** Phrases a user says to invoke the skill. */
    triggers: Type.Array(Type.String({ minLength: 1, pattern: '^[^\\n\\r]+$' }), { minItems: 1, uniqueItems: true }),
    /** The CLI commands the skill uses, as `openforge --help` lists them (one or two words). */
    commands: Type.Array(Type.String({ pattern: '^[a-z][a-z-]*( [a-z][a-z-]*)?$' }), { minItems: 1, uniqueItems: true }),
    /** The script the agent runs, relative to the skill folder. */
    entry: Type.String({ pattern: '^scripts/[A-Za-z0-9._/-]+\\.cjs$' }),
    requires: Type.Object(
      {
        /** Minimum Node version, as package.json engines.node. */
        node: Type.String({ pattern: '^>=[0-9]+(\\.[0-9]+){0,2}$' }),
        /** The OpenClaw version the skill is tested with (calendar version). */
        openclaw: Type.String({ pattern: '^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$' }),
      },
      Closed,
    ),
  },
  Closed,
);
export type SkillManifest = Static<typeof SkillManifest>;
