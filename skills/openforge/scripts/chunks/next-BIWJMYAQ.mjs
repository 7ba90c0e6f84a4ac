import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{locateFromArgs,nextReport,printNext,runCycle}from"./chunk-DWED6LSF.mjs";import"./chunk-P3PIYAHU.mjs";import"./chunk-D4AZORCC.mjs";import"./chunk-N4OLAC2G.mjs";import"./chunk-RWWRYISD.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,reportUsage}from"./chunk-YZJ3YXAA.mjs";import"./chunk-IOL5YAWY.mjs";import"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge next [RUN] [--cwd DIR] [--json]

Read what happened (result files, gate logs, the clock), record it, and print what to do
now: {runId, status, actions[]}. Run it after every child completion, every gate exec and
every decision. Without RUN, the latest run in the index.

Options:
  --cwd DIR   where to look for RUN when the run index does not know it
  --json      print one JSON document (schemas/next.schema.json)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled, 2 usage or
input error (an unknown run id lists the known ones).
`;var nextCommand={summary:"next [RUN]",help:HELP,async run(args,ctx){const parsed=startCommand("next",args,ctx,{cwd:{type:"string"}},HELP);if(typeof parsed==="number")return parsed;const[runId,...extra]=parsed.positionals;if(extra.length>0){reportUsage(ctx,parsed.json,"next: expected at most one run id. Run `openforge next --help`.");return EXIT.usage}const located=locateFromArgs("next",runId,parsed,ctx);if(typeof located==="number")return located;const cycle=await runCycle("next",located,ctx,parsed.json,()=>({facts:[],result:null}),true);if(typeof cycle==="number")return cycle;return printNext(ctx,parsed.json,nextReport(cycle))}};export{nextCommand};
