import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
import{renderValidate}from"./chunk-PYYZDW2C.mjs";import{readPrdArgument,validatePrd}from"./chunk-7UTL5S3C.mjs";import"./chunk-RWWRYISD.mjs";import"./chunk-3E6JKEPO.mjs";import"./chunk-HBEFCNWG.mjs";import"./chunk-WB6KDY7F.mjs";import{startCommand}from"./chunk-OVC55A3K.mjs";import{EXIT,SCHEMA_VERSION}from"./chunk-YZJ3YXAA.mjs";import"./chunk-FT5FMO4L.mjs";var HELP=`Usage: openforge validate PRD [--json]

Check a PRD without planning a run: structure and fields, phase dependencies (unknown
names, duplicates, cycles), gate commands, Files: overlaps between parallel phases, and
text that looks like a secret. Reads only the PRD; writes nothing.

Options:
  --json   print one JSON document (schemas/validate.schema.json), including the parsed PRD

Exit codes: 0 valid (warnings allowed), 1 the PRD has errors, 2 usage or input error.
`;var validateCommand={summary:"validate PRD",help:HELP,async run(args,ctx){const parsed=startCommand("validate",args,ctx,{},HELP);if(typeof parsed==="number")return parsed;const prdFile=readPrdArgument("validate",parsed,ctx);if(typeof prdFile==="number")return prdFile;const{file,text}=prdFile;const result=validatePrd(text);const report={schemaVersion:SCHEMA_VERSION,file,valid:result.valid,errorCount:result.diagnostics.filter(d=>d.severity==="error").length,warningCount:result.diagnostics.filter(d=>d.severity==="warning").length,diagnostics:result.diagnostics,prd:result.prd};ctx.stdout(parsed.json?`${JSON.stringify(report,null,2)}
`:renderValidate(report));return result.valid?EXIT.ok:EXIT.findings}};export{validateCommand};
