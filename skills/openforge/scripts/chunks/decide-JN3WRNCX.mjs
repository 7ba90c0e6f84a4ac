import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{decideApproval}from"./chunk-44UG5AV3.mjs";import{locateFromArgs,outcomeChange,runCycle}from"./chunk-DWED6LSF.mjs";import"./chunk-P3PIYAHU.mjs";import"./chunk-D4AZORCC.mjs";import"./chunk-N4OLAC2G.mjs";import"./chunk-RWWRYISD.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,SCHEMA_VERSION,reportUsage}from"./chunk-YZJ3YXAA.mjs";import"./chunk-IOL5YAWY.mjs";import"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge decide RUN PHASE approve|reject [--note TEXT] [--json]

Record the human's decision on an approval phase. approve lets the run go on; reject sends
it back to the phase's On-Reject: phase (else the phases the approval depends on), with the
note as context. Repeating the same decision is a no-op; a conflicting one is refused with
the current state. Run \`next\` afterwards.

Options:
  --note TEXT  why (shown to the sub-agent that redoes the work)
  --cwd DIR    where to look for RUN when the run index does not know it
  --json       print one JSON document (schemas/decide.schema.json)

Exit codes: 0 recorded (or a repeat), 1 refused, 2 usage error or unknown run/phase.
`;var decideCommand={summary:"decide RUN PHASE approve|reject",help:HELP,async run(args,ctx){const parsed=startCommand("decide",args,ctx,{note:{type:"string"},cwd:{type:"string"}},HELP);if(typeof parsed==="number")return parsed;const[runId,phase,decision,...extra]=parsed.positionals;if(runId===void 0||phase===void 0||decision!=="approve"&&decision!=="reject"||extra.length>0){reportUsage(ctx,parsed.json,"decide: expected `openforge decide RUN PHASE approve|reject [--note TEXT]`. Run `openforge decide --help`.");return EXIT.usage}const note=typeof parsed.values.note==="string"&&parsed.values.note.trim()!==""?parsed.values.note.trim():null;const located=locateFromArgs("decide",runId,parsed,ctx);if(typeof located==="number")return located;const cycle=await runCycle("decide",located,ctx,parsed.json,state=>outcomeChange("decide",ctx,parsed.json,decideApproval(state,phase,decision,note),(applied,facts)=>({applied,reset:facts.flatMap(f=>f.type==="decision-recorded"?f.reset:[])})),false);if(typeof cycle==="number")return cycle;const p=cycle.state.phases.find(x=>x.name===phase);const report={schemaVersion:SCHEMA_VERSION,runId:located.runId,phase,decision,applied:cycle.result.applied,status:cycle.state.status,phaseStatus:p?.status??"pending",reset:cycle.result.reset};ctx.stdout(parsed.json?`${JSON.stringify(report,null,2)}
`:`${phase}: ${decision} ${report.applied?"recorded":"was already recorded"}${report.reset.length>0?`; back to pending: ${report.reset.join(", ")}`:""}. Now run \`next ${located.runId}\`.
`);return EXIT.ok}};export{decideCommand};
