import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{recordSpawned}from"./chunk-44UG5AV3.mjs";import{locateFromArgs,outcomeChange,runCycle}from"./chunk-DWED6LSF.mjs";import"./chunk-P3PIYAHU.mjs";import"./chunk-D4AZORCC.mjs";import"./chunk-N4OLAC2G.mjs";import"./chunk-RWWRYISD.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,SCHEMA_VERSION,reportUsage}from"./chunk-YZJ3YXAA.mjs";import"./chunk-IOL5YAWY.mjs";import"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge spawned RUN ACTION --session KEY [--cwd DIR] [--json]

Record the child session of a spawn action (sessions_spawn's childSessionKey). Repeating
the same call is a no-op; a different session for the same action is refused.

Options:
  --session KEY  the childSessionKey sessions_spawn returned (required)
  --cwd DIR      where to look for RUN when the run index does not know it
  --json         print one JSON document (schemas/spawned.schema.json)

Exit codes: 0 recorded (or already recorded), 1 refused, 2 usage error or unknown run/action.
`;var spawnedCommand={summary:"spawned RUN ACTION --session KEY",help:HELP,async run(args,ctx){const parsed=startCommand("spawned",args,ctx,{session:{type:"string"},cwd:{type:"string"}},HELP);if(typeof parsed==="number")return parsed;const[runId,actionId,...extra]=parsed.positionals;const session=parsed.values.session;if(runId===void 0||actionId===void 0||extra.length>0||typeof session!=="string"||session.trim()===""){reportUsage(ctx,parsed.json,"spawned: expected `openforge spawned RUN ACTION --session KEY`. Run `openforge spawned --help`.");return EXIT.usage}const located=locateFromArgs("spawned",runId,parsed,ctx);if(typeof located==="number")return located;const cycle=await runCycle("spawned",located,ctx,parsed.json,state=>outcomeChange("spawned",ctx,parsed.json,recordSpawned(state,actionId,session.trim()),applied=>applied),false);if(typeof cycle==="number")return cycle;const report={schemaVersion:SCHEMA_VERSION,runId:located.runId,actionId,sessionKey:session.trim(),applied:cycle.result};ctx.stdout(parsed.json?`${JSON.stringify(report,null,2)}
`:`${actionId}: session ${report.sessionKey} ${cycle.result?"recorded":"was already recorded"}; now run \`next ${located.runId}\` after the child completes.
`);return EXIT.ok}};export{spawnedCommand};
