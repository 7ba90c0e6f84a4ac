#!/usr/bin/env node
import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import {
  EXIT,
  reportUsage
} from "./chunks/chunk-IFGUI5YT.mjs";

// scripts/openforge.ts
import { homedir } from "node:os";

// package.json
var package_default = {
  name: "openforge",
  version: "0.1.0",
  description: "PRD-to-implementation pipeline for OpenClaw: validate, plan and run PRDs in gated phases.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=20"
  },
  bin: {
    openforge: "skills/openforge/scripts/openforge.mjs"
  },
  exports: {
    ".": {
      types: "./dist/lib/index.d.ts",
      import: "./dist/lib/index.js"
    },
    "./package.json": "./package.json"
  },
  files: [
    "dist/lib",
    "skills/openforge",
    "schemas"
  ],
  scripts: {
    build: "node build/build.mjs",
    "build:lib": "tsc -p tsconfig.build.json",
    typecheck: "tsc -p tsconfig.json --noEmit",
    lint: "eslint .",
    test: "npm run build:lib && npm run typecheck && npm run lint && vitest run",
    "check:bundle": "node build/check-bundle.mjs"
  },
  devDependencies: {
    "@types/mdast": "4.0.4",
    "@types/node": "20.19.43",
    "@types/picomatch": "4.0.3",
    "@types/shell-quote": "1.7.5",
    ajv: "8.20.0",
    esbuild: "0.28.2",
    eslint: "10.15.0",
    typescript: "5.9.3",
    "typescript-eslint": "8.74.0",
    vite: "8.3.8",
    vitest: "4.1.12"
  },
  dependencies: {
    json5: "2.2.3",
    "mdast-util-from-markdown": "2.1.0",
    "mdast-util-frontmatter": "2.0.1",
    "mdast-util-gfm": "3.1.0",
    "micromark-extension-frontmatter": "2.0.0",
    "micromark-extension-gfm": "3.0.0",
    picomatch: "4.0.7",
    "shell-quote": "1.12.0",
    typebox: "1.4.3",
    yaml: "2.9.1"
  },
  sideEffects: false
};

// scripts/cli/version.ts
var VERSION = package_default.version;

// scripts/cli/main.ts
var COMMANDS = {
  validate: {
    summary: "validate PRD            check a PRD: structure, dependencies, gates, secrets",
    load: async () => (await import("./chunks/validate-7NIT4GIY.mjs")).validateCommand
  },
  plan: {
    summary: "plan PRD [--cwd DIR]    the dry run: waves, models, gates, horizon, spawns, writes",
    load: async () => (await import("./chunks/plan-DJJRJ4UW.mjs")).planCommand
  },
  gate: {
    summary: 'gate check "CMD"        say whether a gate command may run, and why',
    load: async () => (await import("./chunks/gate-GTQX5CSK.mjs")).gateCommand
  },
  run: {
    summary: "run PRD [--cwd DIR]     start a run (--only PHASE, --new) and print the first actions",
    load: async () => (await import("./chunks/run-3I3TOT3T.mjs")).runCommand
  },
  next: {
    summary: "next [RUN]              record what happened and print the actions to carry out now",
    load: async () => (await import("./chunks/next-25DAWM5R.mjs")).nextCommand
  },
  spawned: {
    summary: "spawned RUN ACTION --session KEY   record the child session of a spawn",
    load: async () => (await import("./chunks/spawned-PSYTV42D.mjs")).spawnedCommand
  },
  decide: {
    summary: "decide RUN PHASE approve|reject [--note TEXT]   answer an approval phase",
    load: async () => (await import("./chunks/decide-DNXKFQVG.mjs")).decideCommand
  },
  status: {
    summary: 'status [RUN]            "Pipeline status": one line per phase (latest run by default)',
    load: async () => (await import("./chunks/status-OWRYQNU6.mjs")).statusCommand
  },
  list: {
    summary: "list                    every run, newest first",
    load: async () => (await import("./chunks/list-4ROQKROW.mjs")).listCommand
  },
  resume: {
    summary: "resume RUN [--phase P]  continue after an escalation, or restart from a phase",
    load: async () => (await import("./chunks/resume-QHSK6TQT.mjs")).resumeCommand
  },
  cancel: {
    summary: "cancel RUN              stop a run for good",
    load: async () => (await import("./chunks/cancel-6AGD7ZWY.mjs")).cancelCommand
  }
};
var USAGE = `openforge ${VERSION}: turn a PRD into gated, planned phases for an OpenClaw agent.

Usage: openforge <command> [options]

Commands:
${Object.values(COMMANDS).map((c) => `  ${c.summary}`).join("\n")}

Every command takes --json (one JSON document with schemaVersion on stdout) and --help.
Exit codes: 0 ok, 1 findings (invalid PRD, rejected gate, halted run), 2 usage or input error, 3 internal error.
`;
async function main(argv, ctx) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    ctx.stdout(USAGE);
    return name === void 0 ? EXIT.usage : EXIT.ok;
  }
  if (name === "--version" || name === "-v") {
    ctx.stdout(`${VERSION}
`);
    return EXIT.ok;
  }
  const entry = COMMANDS[name];
  if (entry === void 0) {
    const json = rest.includes("--json");
    reportUsage(ctx, json, `unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(", ")}. Run \`openforge --help\`.`);
    return EXIT.usage;
  }
  try {
    const command = await entry.load();
    return await command.run(rest, ctx);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    ctx.stderr(
      `openforge ${name}: internal error: ${detail}
This is a bug in OpenForge, not in your input. Set OPENFORGE_DEBUG=1 for the stack trace and report it.
`
    );
    if (ctx.env.OPENFORGE_DEBUG === "1" && err instanceof Error && err.stack) ctx.stderr(`${err.stack}
`);
    return EXIT.internal;
  }
}

// scripts/openforge.ts
var code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  homeDir: homedir(),
  self: process.argv[1],
  pid: process.pid
});
process.exitCode = code;
