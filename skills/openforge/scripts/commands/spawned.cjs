var p=Object.defineProperty,w=Object.getOwnPropertyDescriptor,h=Object.getOwnPropertyNames,g=Object.prototype.hasOwnProperty,_=(e,r)=>{for(var n in r)p(e,n,{get:r[n],enumerable:!0})},v=(e,r,n,t)=>{if(r&&typeof r=="object"||typeof r=="function")for(let o of h(r))!g.call(e,o)&&o!==n&&p(e,o,{get:()=>r[o],enumerable:!(t=w(r,o))||t.enumerable});return e},y=e=>v(p({},"__esModule",{value:!0}),e),m={};_(m,{spawnedCommand:()=>x}),module.exports=y(m);var I=require("../chunks/loop-IGK73U36.cjs"),O=require("../chunks/loop-Y5RZEBT7.cjs"),l=require("../chunks/loop-5RCAOM2U.cjs"),u=require("../chunks/loop-TYII3YAF.cjs"),U=require("../chunks/loop-RVG5DVJK.cjs"),A=require("../chunks/loop-5H5U37EU.cjs"),C=require("../chunks/loop-V2OZWB2A.cjs");const D={get url(){return require("node:url").pathToFileURL(__filename).href}};function E(e,r,n){const t=e.phases.flatMap(s=>s.spawns).find(s=>s.actionId===r),o=n.flatMap(s=>s.type==="spawn-failed"&&s.limit!==null?[s.limit]:[])[0]??e.usageLimit;if(t?.outcome==="limited"&&o!==void 0)return{limit:{kind:o.kind,resetAt:o.resetAt,resetText:o.resetText,message:o.message},then:"limit-holds"};const a=n.flatMap(s=>s.type==="spawn-failed"&&s.refusedModel!==void 0?[s.refusedModel]:[])[0],i=e.status==="needs-human"&&e.escalation?.reason==="spawn-failed"?"halted":"offered-again";return a===void 0?{limit:null,then:i}:{limit:null,then:i,refusedModel:a}}var R=`Usage: openforge spawned RUN ACTION --session KEY [--model MODEL] [--run-id RUNID] [--cwd DIR] [--json]
       openforge spawned RUN ACTION --error-file FILE [--cwd DIR] [--json]

Record the child session of a spawn action (sessions_spawn's childSessionKey) and the model
OpenClaw reports the child runs on (sessions_spawn's resolvedModel). Repeating the same call
is a no-op (a repeat may add --model); a different session for the same action is refused.

With --error-file: sessions_spawn returned an error instead (status "error"). Write its error
text to FILE with the write tool, then run this. A usage, quota or rate limit holds the run
(no new sub-agent starts; running ones finish; then one message says when to resume); another
error offers the spawn again, and halts the run when it fails twice in a row. Run next after.

Options:
  --session KEY     the childSessionKey sessions_spawn returned
  --model MODEL     the resolvedModel sessions_spawn returned (optional; a model that differs
                    from the one asked for is a warning in next and status)
  --run-id RUNID    the runId sessions_spawn returned (a collector child, collect: true: required)
  --error-file FILE a file holding the error sessions_spawn returned (instead of --session)
  --cwd DIR         where to look for RUN when the run index does not know it
  --json            print one JSON document (schemas/spawned.schema.json)

Exit codes: 0 recorded (or already recorded), 1 refused, 2 usage error or unknown run/action.
`,c=e=>typeof e=="string"&&e.trim()!==""?e.trim():null;function M(e,r,n,t){if(t)return{usage:"give --error-file or --session, not both."};if(n.trim()==="")return{usage:"--error-file needs a file name."};const o=(0,O.readNoteFile)(n,"--error-file");return o.ok?o.note===null?{usage:`--error-file ${n} is empty: write the error sessions_spawn returned into it.`}:{runId:e,input:{actionId:r,error:o.note}}:{usage:o.message}}function N([e,r,...n],{session:t,model:o,"run-id":a,"error-file":i}){const s=e!==void 0&&r!==void 0&&n.length===0;return s&&typeof i=="string"?M(e,r,i,t!==void 0||o!==void 0):!s||typeof t!="string"||t.trim()===""?{usage:"expected `openforge spawned RUN ACTION --session KEY [--model MODEL]` or `--error-file FILE`."}:{runId:e,input:{actionId:r,session:t.trim(),model:c(o),runId:c(a)}}}var x=(0,l.defineRunCommand)({name:"spawned",summary:"spawned RUN ACTION --session KEY [--model MODEL] | --error-file FILE",help:R,options:{session:{type:"string"},model:{type:"string"},"run-id":{type:"string"},"error-file":{type:"string"}},input:N,advance:!1,outcome:(e,r,n)=>"error"in r?(0,l.recordSpawnError)(e,r.actionId,r.error,n):(0,l.recordSpawned)(e,r.actionId,r.session,r.model,r.runId),report(e,r,{parsed:n,run:t},o){const{actionId:a}=r,i={schemaVersion:u.SCHEMA_VERSION,runId:t.runId,actionId:a,sessionKey:"error"in r?null:r.session,applied:e.applied},s=e.state.phases.flatMap(d=>d.spawns).find(d=>d.actionId===a);if("error"in r)i.spawnError=E(e.state,a,e.facts);else{const d=s===void 0?void 0:(0,l.modelAudit)(s);d!==void 0&&(d.requested!==null||d.reported!==null)&&(i.model=d)}const f=e.standing.fresh;return f.length>0&&(i.warnings=f),o.stdout((0,u.documentText)(n.json,i,{layout:"compact",human:I.renderSpawned})),u.EXIT.ok}});
//# openforge-build=1de0791da3e1e341
