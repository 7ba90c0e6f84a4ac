import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{clock,loadEventValidator,loadRun,locateFromArgs,renderStatus,runExit,statusReport,validateState}from"./chunk-DWED6LSF.mjs";import"./chunk-P3PIYAHU.mjs";import"./chunk-D4AZORCC.mjs";import"./chunk-N4OLAC2G.mjs";import"./chunk-RWWRYISD.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,reportUsage}from"./chunk-YZJ3YXAA.mjs";import"./chunk-IOL5YAWY.mjs";import"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge status [RUN] [--cwd DIR] [--json]

"Pipeline status": a header (PRD title, run id, state, wave i/n, elapsed time), then one
line per phase (state, model, attempt i/n, last event). Without RUN, the latest run in the
index. Reads only; changes nothing.

Options:
  --cwd DIR   where to look for RUN when the run index does not know it
  --json      print one JSON document (schemas/status.schema.json)

Exit codes: 0 running or completed, 1 the run needs a human or was cancelled, 2 usage or input error.
`;var statusCommand={summary:"status [RUN]",help:HELP,async run(args,ctx){const parsed=startCommand("status",args,ctx,{cwd:{type:"string"}},HELP);if(typeof parsed==="number")return parsed;const[runId,...extra]=parsed.positionals;if(extra.length>0){reportUsage(ctx,parsed.json,"status: expected at most one run id. Run `openforge status --help`.");return EXIT.usage}const located=locateFromArgs("status",runId,parsed,ctx);if(typeof located==="number")return located;const loaded=await loadRun(located.runDir,validateState,loadEventValidator);if(!loaded.ok){reportUsage(ctx,parsed.json,`status: ${loaded.message}`,"input");return EXIT.usage}const report=statusReport(loaded.state,clock(ctx),loaded.warnings);ctx.stdout(parsed.json?`${JSON.stringify(report,null,2)}
`:renderStatus(report));return runExit(report.status)}};export{statusCommand};
