import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{resumeRun}from"./chunk-44UG5AV3.mjs";import{clock,locateFromArgs,nextReport,outcomeChange,printNext,runCycle}from"./chunk-DWED6LSF.mjs";import"./chunk-P3PIYAHU.mjs";import"./chunk-D4AZORCC.mjs";import"./chunk-N4OLAC2G.mjs";import"./chunk-RWWRYISD.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,reportUsage}from"./chunk-YZJ3YXAA.mjs";import"./chunk-IOL5YAWY.mjs";import"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge resume RUN [--phase PHASE] [--json]

Continue a run after a human acted on an escalation: the escalated phase gets fresh
attempts (after \`Escalate: true\` only its gates run; after a budget stop the budget is
raised). With --phase, that phase and everything after it start over. On a running run,
spawns still in flight are issued again (for a child that was lost). Prints the next actions.

Options:
  --phase PHASE  restart from this phase
  --cwd DIR      where to look for RUN when the run index does not know it
  --json         print one JSON document (schemas/next.schema.json)

Exit codes: 0 running, 1 refused (completed or cancelled run) or halted, 2 usage error or unknown run/phase.
`;var resumeCommand={summary:"resume RUN [--phase P]",help:HELP,async run(args,ctx){const parsed=startCommand("resume",args,ctx,{phase:{type:"string"},cwd:{type:"string"}},HELP);if(typeof parsed==="number")return parsed;const[runId,...extra]=parsed.positionals;if(runId===void 0||extra.length>0){reportUsage(ctx,parsed.json,"resume: expected `openforge resume RUN [--phase PHASE]`. Run `openforge resume --help`.");return EXIT.usage}const phase=typeof parsed.values.phase==="string"?parsed.values.phase:null;const located=locateFromArgs("resume",runId,parsed,ctx);if(typeof located==="number")return located;const now=clock(ctx);const cycle=await runCycle("resume",located,ctx,parsed.json,state=>outcomeChange("resume",ctx,parsed.json,resumeRun(state,phase,now),()=>null),true);if(typeof cycle==="number")return cycle;return printNext(ctx,parsed.json,nextReport(cycle))}};export{resumeCommand};
