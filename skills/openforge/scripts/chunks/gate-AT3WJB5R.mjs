import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{formatDiagnostic,validateGate}from"./chunk-HBEFCNWG.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,SCHEMA_VERSION,reportUsage}from"./chunk-YZJ3YXAA.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge gate check "CMD" [--shell-gate] [--json]

Say whether a gate command may run, before anything runs it. Without --shell-gate a
command is rejected if it has shell operators (; & | \` < > $( \${ newline) or hides a
second command (sh -c, eval, node -e, python -c, ...). Unknown programs are a warning.

Options:
  --shell-gate   judge it as a phase marked \`Shell-Gate: true\` (operators allowed)
  --json         print one JSON document (schemas/gate-check.schema.json)

Exit codes: 0 may run (ok or warnings), 1 rejected, 2 usage error.
`;var gateCommand={summary:'gate check "CMD"',help:HELP,async run(args,ctx){const parsed=startCommand("gate",args,ctx,{"shell-gate":{type:"boolean"}},HELP);if(typeof parsed==="number")return parsed;const[sub,command,...extra]=parsed.positionals;if(sub!=="check"||command===void 0||extra.length>0){reportUsage(ctx,parsed.json,'gate: expected `openforge gate check "CMD"` with the whole command as one quoted argument. Run `openforge gate --help`.');return EXIT.usage}const check=validateGate(command,{shellGate:parsed.values["shell-gate"]===true});if(parsed.json){const report={schemaVersion:SCHEMA_VERSION,...check};ctx.stdout(`${JSON.stringify(report,null,2)}
`)}else{for(const d of check.diagnostics)ctx.stdout(`${formatDiagnostic("<gate>",d)}
`);const label={ok:"ok: may run",warn:"may run, with warnings",rejected:"rejected: will not run"}[check.verdict];ctx.stdout(`${label}${check.argv?` (argv: ${JSON.stringify(check.argv)})`:""}
`)}return check.verdict==="rejected"?EXIT.findings:EXIT.ok}};export{gateCommand};
