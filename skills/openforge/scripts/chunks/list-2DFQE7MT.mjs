import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{loadEventValidator,loadRun,readRunIndex,runDirectory,validateState}from"./chunk-DWED6LSF.mjs";import"./chunk-P3PIYAHU.mjs";import"./chunk-D4AZORCC.mjs";import{openforgeHome}from"./chunk-N4OLAC2G.mjs";import"./chunk-RWWRYISD.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,SCHEMA_VERSION,reportUsage}from"./chunk-YZJ3YXAA.mjs";import"./chunk-IOL5YAWY.mjs";import"./chunk-3NF2BBRM.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge list [--json]

Every run in the index (OPENFORGE_HOME, else ~/.openclaw/workspace/.openforge), newest
first, with its state and PRD title.

Options:
  --json   print one JSON document (schemas/run-list.schema.json)

Exit codes: 0 ok, 2 usage error.
`;var listCommand={summary:"list",help:HELP,async run(args,ctx){const parsed=startCommand("list",args,ctx,{},HELP);if(typeof parsed==="number")return parsed;if(parsed.positionals.length>0){reportUsage(ctx,parsed.json,"list: takes no arguments. Run `openforge list --help`.");return EXIT.usage}const index=readRunIndex(openforgeHome(ctx.env,ctx.homeDir));const warnings=index.problem===null?[]:[index.problem];const runs=[];for(const e of[...index.entries].reverse()){const dir=runDirectory(e.cwd,e.runId);const loaded=dir.ok?await loadRun(dir.path,validateState,loadEventValidator):null;const state=loaded?.ok===true?loaded.state:null;runs.push({runId:e.runId,cwd:e.cwd,prdPath:e.prdPath,createdAt:e.createdAt,status:state?.status??null,title:state?.prd.title??null})}const report={schemaVersion:SCHEMA_VERSION,runs,warnings};if(parsed.json)ctx.stdout(`${JSON.stringify(report,null,2)}
`);else{const lines=runs.map(r=>`${r.runId}  ${(r.status??"missing").padEnd(11)}  ${r.title??"(untitled)"}  ${r.cwd}`);for(const w of warnings)lines.push(`warning: ${w}`);ctx.stdout(`${lines.length===0?"no runs yet":lines.join("\n")}
`)}return EXIT.ok}};export{listCommand};
