var c=Object.defineProperty,_=Object.getOwnPropertyDescriptor,m=Object.getOwnPropertyNames,v=Object.prototype.hasOwnProperty,g=(e,t)=>{for(var r in t)c(e,r,{get:t[r],enumerable:!0})},f=(e,t,r,o)=>{if(t&&typeof t=="object"||typeof t=="function")for(let a of m(t))!v.call(e,a)&&a!==r&&c(e,a,{get:()=>t[a],enumerable:!(o=_(t,a))||o.enumerable});return e},O=e=>f(c({},"__esModule",{value:!0}),e),h={};g(h,{decideCommand:()=>y}),module.exports=O(h);var j=require("../chunks/loop-QRP7BQOR.cjs"),l=require("../chunks/loop-OS7VWIWX.cjs"),w=require("../chunks/loop-IGK73U36.cjs"),E=require("../chunks/loop-Y5RZEBT7.cjs"),d=require("../chunks/loop-5RCAOM2U.cjs"),u=require("../chunks/loop-TYII3YAF.cjs"),P=require("../chunks/loop-RVG5DVJK.cjs"),N=require("../chunks/loop-5H5U37EU.cjs"),b=require("../chunks/loop-V2OZWB2A.cjs");const I={get url(){return require("node:url").pathToFileURL(__filename).href}};var R=`Usage: openforge decide RUN PHASE approve|reject [--note-file FILE] [--json]
       openforge decide RUN --gates approve|reject [--note-file FILE] [--json]

With --gates: the user's answer to the run's first question, whether the gate commands it
lists may run. approve starts the run; reject cancels it before anything ran.

Otherwise: record the human's decision on an approval phase. approve lets the run go on; reject sends
it back to the phase's On-Reject: phase (else the phases the approval depends on), with the
note as context. Repeating the same decision is a no-op; a conflicting one is refused with
the current state. Run \`next\` afterwards.

Options (the note is shown to the sub-agent that redoes the work):
  --gates           answer the run's gate confirmation instead of an approval phase
${j.NOTE_HELP}
  --cwd DIR         where to look for RUN when the run index does not know it
  --json            print one JSON document (schemas/decide.schema.json)

Exit codes: 0 recorded (or a repeat), 1 refused, 2 usage error or unknown run/phase.
`,y=(0,d.defineRunCommand)({name:"decide",summary:"decide RUN PHASE approve|reject",help:R,options:{...l.NOTE_OPTIONS,gates:{type:"boolean"}},input([e,...t],r){const o=(0,l.noteInput)(r);if("usage"in o)return o;if(r.gates===!0){const[p,...n]=t;return e===void 0||p!=="approve"&&p!=="reject"||n.length>0?{usage:"expected `openforge decide RUN --gates approve|reject [--note-file FILE]`."}:{runId:e,input:{phase:null,decision:p,note:o.note}}}const[a,s,...i]=t;return e===void 0||a===void 0||s!=="approve"&&s!=="reject"||i.length>0?{usage:"expected `openforge decide RUN PHASE approve|reject [--note-file FILE]`."}:{runId:e,input:{phase:a,decision:s,note:o.note}}},advance:!1,progress:!0,outcome:(e,{phase:t,decision:r,note:o})=>t===null?(0,d.decideGates)(e,r,o):(0,d.decideApproval)(e,t,r,o),report(e,t,{parsed:r,run:o},a){const{decision:s}=t,i=e.state.phases.find(n=>n.kind==="approval"&&n.key===t.phase&&n.name!==t.phase)?.name??t.phase??e.state.confirmGates?.[0]?.phase??"",p={schemaVersion:u.SCHEMA_VERSION,runId:o.runId,phase:i,decision:s,applied:e.applied,status:e.state.status,phaseStatus:e.state.phases.find(n=>n.name===i)?.status??"pending",reset:e.facts.flatMap(n=>n.type==="decision-recorded"?n.reset:[]),...e.progress===null?{}:{progress:e.progress}};return a.stdout((0,u.documentText)(r.json,p,{layout:"compact",human:w.renderDecide})),u.EXIT.ok}});
//# openforge-build=80fd90ffc632729d
