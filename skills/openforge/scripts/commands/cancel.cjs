var p=Object.defineProperty,l=Object.getOwnPropertyDescriptor,_=Object.getOwnPropertyNames,m=Object.prototype.hasOwnProperty,d=(e,r)=>{for(var t in r)p(e,t,{get:r[t],enumerable:!0})},h=(e,r,t,o)=>{if(r&&typeof r=="object"||typeof r=="function")for(let n of _(r))!m.call(e,n)&&n!==t&&p(e,n,{get:()=>r[n],enumerable:!(o=l(r,n))||o.enumerable});return e},v=e=>h(p({},"__esModule",{value:!0}),e),i={};d(i,{cancelCommand:()=>y}),module.exports=v(i);var g=require("../chunks/loop-QRP7BQOR.cjs"),c=require("../chunks/loop-OS7VWIWX.cjs"),f=require("../chunks/loop-IGK73U36.cjs"),R=require("../chunks/loop-Y5RZEBT7.cjs"),a=require("../chunks/loop-5RCAOM2U.cjs"),u=require("../chunks/loop-TYII3YAF.cjs"),w=require("../chunks/loop-RVG5DVJK.cjs"),b=require("../chunks/loop-5H5U37EU.cjs"),P=require("../chunks/loop-V2OZWB2A.cjs");const j={get url(){return require("node:url").pathToFileURL(__filename).href}};var O=`Usage: openforge cancel [RUN] [--note-file FILE] [--json]

Stop a run for good: no further actions are issued. Sub-agents already running are not
stopped by this command; stop them with the subagents tool. Repeating it is a no-op.
Without RUN, the newest run of this project (the working directory or --cwd, else the
nearest folder above it with runs), as \`status\` picks it.

Options (the note is kept in the events):
${g.NOTE_HELP}
  --cwd DIR         the project folder (default: the working directory)
  --json            print one JSON document (schemas/next.schema.json)

Exit codes: 0 cancelled, 1 refused (the run already completed), 2 usage error or unknown run.
`,y=(0,a.defineRunCommand)({name:"cancel",summary:"cancel [RUN]",help:O,options:c.NOTE_OPTIONS,input([e,...r],t){if(r.length>0)return{usage:"expected `openforge cancel [RUN]`."};const o=(0,c.noteInput)(t);return"usage"in o?o:{runId:e,input:o.note}},advance:!1,outcome:(e,r,t)=>(0,a.cancelRun)(e,r,t),report(e,r,{parsed:t},o){const n=(0,a.nextReport)(e);return o.stdout((0,u.documentText)(t.json,n,{layout:"compact",redact:a.redactNextReport,human:s=>(0,f.renderCancelled)(s.runId,e.state.summaryFile)})),u.EXIT.ok}});
//# openforge-build=2ca7ea7fbe9edf8a
