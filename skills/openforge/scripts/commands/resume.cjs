var s=Object.defineProperty,u=Object.getOwnPropertyDescriptor,h=Object.getOwnPropertyNames,l=Object.prototype.hasOwnProperty,m=(t,e)=>{for(var r in e)s(t,r,{get:e[r],enumerable:!0})},_=(t,e,r,o)=>{if(e&&typeof e=="object"||typeof e=="function")for(let n of h(e))!l.call(t,n)&&n!==r&&s(t,n,{get:()=>e[n],enumerable:!(o=u(e,n))||o.enumerable});return t},c=t=>_(s({},"__esModule",{value:!0}),t),i={};m(i,{resumeCommand:()=>f}),module.exports=c(i);var p=require("../chunks/loop-OS7VWIWX.cjs"),g=require("../chunks/loop-Y5RZEBT7.cjs"),a=require("../chunks/loop-5RCAOM2U.cjs"),v=require("../chunks/loop-TYII3YAF.cjs"),w=require("../chunks/loop-RVG5DVJK.cjs"),O=require("../chunks/loop-5H5U37EU.cjs"),y=require("../chunks/loop-V2OZWB2A.cjs");const P={get url(){return require("node:url").pathToFileURL(__filename).href}};var d=`Usage: openforge resume [RUN] [--phase PHASE] [--note-file FILE] [--json]

Continue a run after a human acted on an escalation: the escalated phase gets fresh
attempts (after \`Escalate: true\` only its gates run; after a budget stop the budget is
raised). With --phase, that phase and everything after it start over. On a running run,
spawns still in flight are issued again (for a child that was lost). Prints the next actions.
Without RUN, the newest run of this project (the working directory or --cwd, else the
nearest folder above it with runs), as \`status\` picks it.

Options:
  --phase PHASE     restart from this phase
  --note-file FILE  the human's answer (a file written with the write tool): the retried
                    task quotes it with the sub-agent's question and the earlier attempts
  --note TEXT       the answer inline (prefer --note-file)
  --cwd DIR         the project folder (default: the working directory)
  --json            print one JSON document (schemas/next.schema.json)

Exit codes: 0 running, 1 refused (completed or cancelled run) or halted, 2 usage error or unknown run/phase.
`,f=(0,a.defineRunCommand)({name:"resume",summary:"resume [RUN] [--phase P] [--note-file F]",help:d,options:{phase:{type:"string"},...p.NOTE_OPTIONS},input([t,...e],r){if(e.length>0)return{usage:"expected `openforge resume [RUN] [--phase PHASE] [--note-file FILE]`."};const o=(0,p.noteInput)(r);return"usage"in o?o:{runId:t,input:{phase:typeof r.phase=="string"?r.phase:null,note:o.note}}},advance:!0,progress:!0,outcome:(t,e,r)=>(0,a.resumeRun)(t,e.phase,r,e.note),report:(t,e,{parsed:r},o)=>(0,a.printNext)(o,r.json,(0,a.nextReport)(t))});
//# openforge-build=496522ca0fb8a4cf
