import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
var EXIT={ok:0,findings:1,usage:2,internal:3};var SCHEMA_VERSION=1;function reportUsage(ctx,json,message,code="usage",file){if(json){const error={code,message};if(file!==void 0)error.file=file;ctx.stdout(`${JSON.stringify({schemaVersion:SCHEMA_VERSION,error},null,2)}
`)}else{ctx.stderr(`openforge: ${message}
`)}}export{EXIT,SCHEMA_VERSION,reportUsage};
