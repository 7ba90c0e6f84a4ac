var a=Object.defineProperty,l=Object.getOwnPropertyDescriptor,c=Object.getOwnPropertyNames,p=Object.prototype.hasOwnProperty,i=(e,r)=>{for(var n in r)a(e,n,{get:r[n],enumerable:!0})},u=(e,r,n,o)=>{if(r&&typeof r=="object"||typeof r=="function")for(let t of c(r))!p.call(e,t)&&t!==n&&a(e,t,{get:()=>r[t],enumerable:!(o=l(r,t))||o.enumerable});return e},_=e=>u(a({},"__esModule",{value:!0}),e),s={};i(s,{bullets:()=>b,code:()=>h,fence:()=>g,renderSections:()=>d,renderTasks:()=>m}),module.exports=_(s);var f=require("./lazy-Q4L4GDEV.cjs");const y={get url(){return require("node:url").pathToFileURL(__filename).href}};function d(e){return e.map(r=>`## ${r.title}
${r.body.trimEnd()}`).join(`

`)+`
`}function g(e,r=""){const n=Math.max(0,...Array.from(e.matchAll(/`+/g),t=>t[0].length)),o="`".repeat(Math.max(3,n+1));return`${o}${r}
${(0,f.normalizeNewlines)(e).trimEnd()}
${o}`}function h(e){const r=Math.max(0,...Array.from(e.matchAll(/`+/g),t=>t[0].length)),n="`".repeat(r+1),o=e.startsWith("`")||e.endsWith("`")?" ":"";return`${n}${o}${e}${o}${n}`}function m(e){return e.length===0?"- (no task bullets: work from the objective)":e.map(r=>`${"  ".repeat(r.depth)}- ${r.text.replace(/\s*\n\s*/g," ")}`).join(`
`)}function b(e,r="None."){return e.length===0?r:e.map(n=>`- ${n.replace(/\s*\n\s*/g," ")}`).join(`
`)}
//# openforge-build=0f6b486f7fec7526
