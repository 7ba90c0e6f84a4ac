// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateRunEvent: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event.schema.json","title":"run-event","anyOf":[{"type":"object","required":["seq","at","type","runId","prd","cwd","runDir","only","settings","waves","phases"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-started"},"runId":{"type":"string"},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","scope","ccThreshold","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"scope":{"enum":["fail","warn"]},"ccThreshold":{"type":"integer","minimum":1},"graceSeconds":{"type":"integer","minimum":0}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"phases":{"type":"array","items":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-started"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","reissueOf"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"reissueOf":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","sessionKey"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-confirmed"},"actionId":{"type":"string"},"sessionKey":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","outcome","status","summary","findings","filesModified","verdict","problems"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-result"},"actionId":{"type":"string"},"outcome":{"enum":["accepted","invalid","timed-out"]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"filesModified":{"type":"array","items":{"type":"string"}},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","state","exitCode","tail","fingerprint"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-finished"},"actionId":{"type":"string"},"state":{"enum":["passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"fingerprint":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","changed","outside","unattributed"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"changes-recorded"},"actionId":{"type":"string"},"changed":{"type":"array","items":{"type":"string"}},"outside":{"type":"array","items":{"type":"string"}},"unattributed":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","check"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"erosion-measured"},"phase":{"type":"string"},"check":{"type":"object","required":["actionId","role","measured","reason","before","after","growth","flagged","offenders","skipped"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","refactor"]},"measured":{"type":"boolean"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false}},"skipped":{"type":"array","items":{"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"refactor-inserted"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason","fingerprint","gateTail","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"attempt-failed"},"phase":{"type":"string"},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","cycle","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"review-found"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","cycle"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"fix-done"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","summary","erosion"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-passed"},"phase":{"type":"string"},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"enum":["not-measured","ok","flagged"]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-skipped"},"phase":{"type":"string"},"reason":{"enum":["skip-flag","only"]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"approval-requested"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","decision","note","reset"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"decision-recorded"},"phase":{"type":"string"},"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"reset":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason","detail","message"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-escalated"},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"detail":{"type":"string"},"message":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","reset","reissue","maxSpawns","maxDurationSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-resumed"},"reset":{"type":"array","items":{"type":"string"}},"reissue":{"type":"array","items":{"type":"string"}},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","note"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-cancelled"},"note":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","summaryFile"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-completed"},"summaryFile":{"type":"string"}},"additionalProperties":false}]};
const func1 = Object.prototype.hasOwnProperty;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.runId === undefined) && (missing0 = "runId"))) || ((data.prd === undefined) && (missing0 = "prd"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.runDir === undefined) && (missing0 = "runDir"))) || ((data.only === undefined) && (missing0 = "only"))) || ((data.settings === undefined) && (missing0 = "settings"))) || ((data.waves === undefined) && (missing0 = "waves"))) || ((data.phases === undefined) && (missing0 = "phases"))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(func1.call(schema31.anyOf[0].properties, key0))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs3 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs4 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/0/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(errors === _errs4){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/0/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.at !== undefined){
let data1 = data.at;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.type !== undefined){
let data2 = data.type;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("run-started" !== data2){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "run-started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.runId !== undefined){
const _errs10 = errors;
if(typeof data.runId !== "string"){
const err8 = {instancePath:instancePath+"/runId",schemaPath:"#/anyOf/0/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.prd !== undefined){
let data4 = data.prd;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((((data4.path === undefined) && (missing1 = "path")) || ((data4.sha256 === undefined) && (missing1 = "sha256"))) || ((data4.title === undefined) && (missing1 = "title"))) || ((data4.objective === undefined) && (missing1 = "objective"))){
const err9 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
const _errs14 = errors;
for(const key1 in data4){
if(!((((key1 === "path") || (key1 === "sha256")) || (key1 === "title")) || (key1 === "objective"))){
const err10 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break;
}
}
if(_errs14 === errors){
if(data4.path !== undefined){
const _errs15 = errors;
if(typeof data4.path !== "string"){
const err11 = {instancePath:instancePath+"/prd/path",schemaPath:"#/anyOf/0/properties/prd/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.sha256 !== undefined){
const _errs17 = errors;
if(typeof data4.sha256 !== "string"){
const err12 = {instancePath:instancePath+"/prd/sha256",schemaPath:"#/anyOf/0/properties/prd/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.title !== undefined){
let data7 = data4.title;
const _errs19 = errors;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/prd/title",schemaPath:"#/anyOf/0/properties/prd/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(data7 !== null){
const err14 = {instancePath:instancePath+"/prd/title",schemaPath:"#/anyOf/0/properties/prd/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err15 = {instancePath:instancePath+"/prd/title",schemaPath:"#/anyOf/0/properties/prd/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.objective !== undefined){
let data8 = data4.objective;
const _errs25 = errors;
const _errs26 = errors;
let valid4 = false;
const _errs27 = errors;
if(typeof data8 !== "string"){
const err16 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/anyOf/0/properties/prd/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid4 = valid4 || _valid2;
const _errs29 = errors;
if(data8 !== null){
const err17 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/anyOf/0/properties/prd/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err18 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/anyOf/0/properties/prd/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
const err19 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cwd !== undefined){
const _errs31 = errors;
if(typeof data.cwd !== "string"){
const err20 = {instancePath:instancePath+"/cwd",schemaPath:"#/anyOf/0/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.runDir !== undefined){
const _errs33 = errors;
if(typeof data.runDir !== "string"){
const err21 = {instancePath:instancePath+"/runDir",schemaPath:"#/anyOf/0/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid1 = _errs33 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.only !== undefined){
let data11 = data.only;
const _errs35 = errors;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
if(typeof data11 !== "string"){
const err22 = {instancePath:instancePath+"/only",schemaPath:"#/anyOf/0/properties/only/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid5 = valid5 || _valid3;
const _errs39 = errors;
if(data11 !== null){
const err23 = {instancePath:instancePath+"/only",schemaPath:"#/anyOf/0/properties/only/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid3 = _errs39 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err24 = {instancePath:instancePath+"/only",schemaPath:"#/anyOf/0/properties/only/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.settings !== undefined){
let data12 = data.settings;
const _errs41 = errors;
if(errors === _errs41){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if(((((((((data12.maxParallel === undefined) && (missing2 = "maxParallel")) || ((data12.maxSpawns === undefined) && (missing2 = "maxSpawns"))) || ((data12.maxDurationSeconds === undefined) && (missing2 = "maxDurationSeconds"))) || ((data12.summaryBudgetBytes === undefined) && (missing2 = "summaryBudgetBytes"))) || ((data12.erosion === undefined) && (missing2 = "erosion"))) || ((data12.scope === undefined) && (missing2 = "scope"))) || ((data12.ccThreshold === undefined) && (missing2 = "ccThreshold"))) || ((data12.graceSeconds === undefined) && (missing2 = "graceSeconds"))){
const err25 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
const _errs43 = errors;
for(const key2 in data12){
if(!((((((((key2 === "maxParallel") || (key2 === "maxSpawns")) || (key2 === "maxDurationSeconds")) || (key2 === "summaryBudgetBytes")) || (key2 === "erosion")) || (key2 === "scope")) || (key2 === "ccThreshold")) || (key2 === "graceSeconds"))){
const err26 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
}
if(_errs43 === errors){
if(data12.maxParallel !== undefined){
let data13 = data12.maxParallel;
const _errs44 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err27 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/anyOf/0/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(errors === _errs44){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err28 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/anyOf/0/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
var valid6 = _errs44 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.maxSpawns !== undefined){
let data14 = data12.maxSpawns;
const _errs46 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err29 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/anyOf/0/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(errors === _errs46){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/anyOf/0/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.maxDurationSeconds !== undefined){
let data15 = data12.maxDurationSeconds;
const _errs48 = errors;
const _errs49 = errors;
let valid7 = false;
const _errs50 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err31 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors === _errs50){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err32 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
var _valid4 = _errs50 === errors;
valid7 = valid7 || _valid4;
const _errs52 = errors;
if(data15 !== null){
const err33 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid4 = _errs52 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err34 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.summaryBudgetBytes !== undefined){
let data16 = data12.summaryBudgetBytes;
const _errs54 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err35 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/anyOf/0/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors === _errs54){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err36 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/anyOf/0/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
var valid6 = _errs54 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.erosion !== undefined){
let data17 = data12.erosion;
const _errs56 = errors;
if(!(((data17 === "refactor") || (data17 === "flag")) || (data17 === "off"))){
const err37 = {instancePath:instancePath+"/settings/erosion",schemaPath:"#/anyOf/0/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var valid6 = _errs56 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.scope !== undefined){
let data18 = data12.scope;
const _errs57 = errors;
if(!((data18 === "fail") || (data18 === "warn"))){
const err38 = {instancePath:instancePath+"/settings/scope",schemaPath:"#/anyOf/0/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var valid6 = _errs57 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.ccThreshold !== undefined){
let data19 = data12.ccThreshold;
const _errs58 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err39 = {instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/anyOf/0/properties/settings/properties/ccThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors === _errs58){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err40 = {instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/anyOf/0/properties/settings/properties/ccThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
var valid6 = _errs58 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.graceSeconds !== undefined){
let data20 = data12.graceSeconds;
const _errs60 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err41 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors === _errs60){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err42 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
var valid6 = _errs60 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
const err43 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var valid1 = _errs41 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.waves !== undefined){
let data21 = data.waves;
const _errs62 = errors;
if(errors === _errs62){
if(Array.isArray(data21)){
var valid8 = true;
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
let data22 = data21[i0];
const _errs64 = errors;
if(errors === _errs64){
if(Array.isArray(data22)){
var valid9 = true;
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
const _errs66 = errors;
if(typeof data22[i1] !== "string"){
const err44 = {instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/anyOf/0/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var valid9 = _errs66 === errors;
if(!valid9){
break;
}
}
}
else {
const err45 = {instancePath:instancePath+"/waves/" + i0,schemaPath:"#/anyOf/0/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var valid8 = _errs64 === errors;
if(!valid8){
break;
}
}
}
else {
const err46 = {instancePath:instancePath+"/waves",schemaPath:"#/anyOf/0/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var valid1 = _errs62 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.phases !== undefined){
let data24 = data.phases;
const _errs68 = errors;
if(errors === _errs68){
if(Array.isArray(data24)){
var valid10 = true;
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
let data25 = data24[i2];
const _errs70 = errors;
if(errors === _errs70){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing3;
if(((((((((((((((((((((((((data25.name === undefined) && (missing3 = "name")) || ((data25.key === undefined) && (missing3 = "key"))) || ((data25.kind === undefined) && (missing3 = "kind"))) || ((data25.type === undefined) && (missing3 = "type"))) || ((data25.origin === undefined) && (missing3 = "origin"))) || ((data25.wave === undefined) && (missing3 = "wave"))) || ((data25.dependsOn === undefined) && (missing3 = "dependsOn"))) || ((data25.model === undefined) && (missing3 = "model"))) || ((data25.modelUp === undefined) && (missing3 = "modelUp"))) || ((data25.fixModel === undefined) && (missing3 = "fixModel"))) || ((data25.gateCommands === undefined) && (missing3 = "gateCommands"))) || ((data25.gateDescription === undefined) && (missing3 = "gateDescription"))) || ((data25.fixGateCommands === undefined) && (missing3 = "fixGateCommands"))) || ((data25.fixFiles === undefined) && (missing3 = "fixFiles"))) || ((data25.maxRetries === undefined) && (missing3 = "maxRetries"))) || ((data25.timeoutSeconds === undefined) && (missing3 = "timeoutSeconds"))) || ((data25.gateTimeoutSeconds === undefined) && (missing3 = "gateTimeoutSeconds"))) || ((data25.files === undefined) && (missing3 = "files"))) || ((data25.onReject === undefined) && (missing3 = "onReject"))) || ((data25.escalate === undefined) && (missing3 = "escalate"))) || ((data25.skip === undefined) && (missing3 = "skip"))) || ((data25.erosionPolicy === undefined) && (missing3 = "erosionPolicy"))) || ((data25.tasks === undefined) && (missing3 = "tasks"))) || ((data25.acceptance === undefined) && (missing3 = "acceptance"))){
const err47 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
const _errs72 = errors;
for(const key3 in data25){
if(!(func1.call(schema31.anyOf[0].properties.phases.items.properties, key3))){
const err48 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
break;
}
}
if(_errs72 === errors){
if(data25.name !== undefined){
const _errs73 = errors;
if(typeof data25.name !== "string"){
const err49 = {instancePath:instancePath+"/phases/" + i2+"/name",schemaPath:"#/anyOf/0/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var valid11 = _errs73 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.key !== undefined){
const _errs75 = errors;
if(typeof data25.key !== "string"){
const err50 = {instancePath:instancePath+"/phases/" + i2+"/key",schemaPath:"#/anyOf/0/properties/phases/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var valid11 = _errs75 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.kind !== undefined){
let data28 = data25.kind;
const _errs77 = errors;
if(!((((data28 === "agent") || (data28 === "approval")) || (data28 === "checkpoint")) || (data28 === "skip"))){
const err51 = {instancePath:instancePath+"/phases/" + i2+"/kind",schemaPath:"#/anyOf/0/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var valid11 = _errs77 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.type !== undefined){
let data29 = data25.type;
const _errs78 = errors;
if(!((((data29 === "impl") || (data29 === "review")) || (data29 === "extract")) || (data29 === "approval"))){
const err52 = {instancePath:instancePath+"/phases/" + i2+"/type",schemaPath:"#/anyOf/0/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var valid11 = _errs78 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.origin !== undefined){
let data30 = data25.origin;
const _errs79 = errors;
const _errs80 = errors;
let valid12 = false;
const _errs81 = errors;
if(typeof data30 !== "string"){
const err53 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid5 = _errs81 === errors;
valid12 = valid12 || _valid5;
const _errs83 = errors;
if(data30 !== null){
const err54 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid5 = _errs83 === errors;
valid12 = valid12 || _valid5;
if(!valid12){
const err55 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs79 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.wave !== undefined){
let data31 = data25.wave;
const _errs85 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err56 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/anyOf/0/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(errors === _errs85){
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err57 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/anyOf/0/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
var valid11 = _errs85 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.dependsOn !== undefined){
let data32 = data25.dependsOn;
const _errs87 = errors;
if(errors === _errs87){
if(Array.isArray(data32)){
var valid13 = true;
const len3 = data32.length;
for(let i3=0; i3<len3; i3++){
const _errs89 = errors;
if(typeof data32[i3] !== "string"){
const err58 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn/" + i3,schemaPath:"#/anyOf/0/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var valid13 = _errs89 === errors;
if(!valid13){
break;
}
}
}
else {
const err59 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn",schemaPath:"#/anyOf/0/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var valid11 = _errs87 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.model !== undefined){
let data34 = data25.model;
const _errs91 = errors;
if(errors === _errs91){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing4;
if(((data34.tier === undefined) && (missing4 = "tier")) || ((data34.id === undefined) && (missing4 = "id"))){
const err60 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
const _errs93 = errors;
for(const key4 in data34){
if(!((key4 === "tier") || (key4 === "id"))){
const err61 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
break;
}
}
if(_errs93 === errors){
if(data34.tier !== undefined){
let data35 = data34.tier;
const _errs94 = errors;
const _errs95 = errors;
let valid15 = false;
const _errs96 = errors;
if(typeof data35 !== "string"){
const err62 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid6 = _errs96 === errors;
valid15 = valid15 || _valid6;
const _errs98 = errors;
if(data35 !== null){
const err63 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid6 = _errs98 === errors;
valid15 = valid15 || _valid6;
if(!valid15){
const err64 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs94 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data34.id !== undefined){
let data36 = data34.id;
const _errs100 = errors;
const _errs101 = errors;
let valid16 = false;
const _errs102 = errors;
if(typeof data36 !== "string"){
const err65 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid7 = _errs102 === errors;
valid16 = valid16 || _valid7;
const _errs104 = errors;
if(data36 !== null){
const err66 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid7 = _errs104 === errors;
valid16 = valid16 || _valid7;
if(!valid16){
const err67 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs100 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var valid11 = _errs91 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.modelUp !== undefined){
let data37 = data25.modelUp;
const _errs106 = errors;
if(errors === _errs106){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
let missing5;
if(((data37.tier === undefined) && (missing5 = "tier")) || ((data37.id === undefined) && (missing5 = "id"))){
const err69 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
const _errs108 = errors;
for(const key5 in data37){
if(!((key5 === "tier") || (key5 === "id"))){
const err70 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
break;
}
}
if(_errs108 === errors){
if(data37.tier !== undefined){
let data38 = data37.tier;
const _errs109 = errors;
const _errs110 = errors;
let valid18 = false;
const _errs111 = errors;
if(typeof data38 !== "string"){
const err71 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid8 = _errs111 === errors;
valid18 = valid18 || _valid8;
const _errs113 = errors;
if(data38 !== null){
const err72 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid8 = _errs113 === errors;
valid18 = valid18 || _valid8;
if(!valid18){
const err73 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs110;
if(vErrors !== null){
if(_errs110){
vErrors.length = _errs110;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs109 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data37.id !== undefined){
let data39 = data37.id;
const _errs115 = errors;
const _errs116 = errors;
let valid19 = false;
const _errs117 = errors;
if(typeof data39 !== "string"){
const err74 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid9 = _errs117 === errors;
valid19 = valid19 || _valid9;
const _errs119 = errors;
if(data39 !== null){
const err75 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid9 = _errs119 === errors;
valid19 = valid19 || _valid9;
if(!valid19){
const err76 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
errors = _errs116;
if(vErrors !== null){
if(_errs116){
vErrors.length = _errs116;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs115 === errors;
}
else {
var valid17 = true;
}
}
}
}
}
else {
const err77 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
var valid11 = _errs106 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.fixModel !== undefined){
let data40 = data25.fixModel;
const _errs121 = errors;
const _errs122 = errors;
let valid20 = false;
const _errs123 = errors;
if(errors === _errs123){
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
let missing6;
if(((data40.tier === undefined) && (missing6 = "tier")) || ((data40.id === undefined) && (missing6 = "id"))){
const err78 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
const _errs125 = errors;
for(const key6 in data40){
if(!((key6 === "tier") || (key6 === "id"))){
const err79 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
break;
}
}
if(_errs125 === errors){
if(data40.tier !== undefined){
let data41 = data40.tier;
const _errs126 = errors;
const _errs127 = errors;
let valid22 = false;
const _errs128 = errors;
if(typeof data41 !== "string"){
const err80 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid11 = _errs128 === errors;
valid22 = valid22 || _valid11;
const _errs130 = errors;
if(data41 !== null){
const err81 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid11 = _errs130 === errors;
valid22 = valid22 || _valid11;
if(!valid22){
const err82 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs127;
if(vErrors !== null){
if(_errs127){
vErrors.length = _errs127;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs126 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data40.id !== undefined){
let data42 = data40.id;
const _errs132 = errors;
const _errs133 = errors;
let valid23 = false;
const _errs134 = errors;
if(typeof data42 !== "string"){
const err83 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid12 = _errs134 === errors;
valid23 = valid23 || _valid12;
const _errs136 = errors;
if(data42 !== null){
const err84 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid12 = _errs136 === errors;
valid23 = valid23 || _valid12;
if(!valid23){
const err85 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs133;
if(vErrors !== null){
if(_errs133){
vErrors.length = _errs133;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs132 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
else {
const err86 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
var _valid10 = _errs123 === errors;
valid20 = valid20 || _valid10;
const _errs138 = errors;
if(data40 !== null){
const err87 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid10 = _errs138 === errors;
valid20 = valid20 || _valid10;
if(!valid20){
const err88 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
errors = _errs122;
if(vErrors !== null){
if(_errs122){
vErrors.length = _errs122;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs121 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.gateCommands !== undefined){
let data43 = data25.gateCommands;
const _errs140 = errors;
if(errors === _errs140){
if(Array.isArray(data43)){
var valid24 = true;
const len4 = data43.length;
for(let i4=0; i4<len4; i4++){
let data44 = data43[i4];
const _errs142 = errors;
if(errors === _errs142){
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
let missing7;
if((((data44.command === undefined) && (missing7 = "command")) || ((data44.argv === undefined) && (missing7 = "argv"))) || ((data44.shellGate === undefined) && (missing7 = "shellGate"))){
const err89 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
const _errs144 = errors;
for(const key7 in data44){
if(!(((key7 === "command") || (key7 === "argv")) || (key7 === "shellGate"))){
const err90 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
break;
}
}
if(_errs144 === errors){
if(data44.command !== undefined){
const _errs145 = errors;
if(typeof data44.command !== "string"){
const err91 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/command",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var valid25 = _errs145 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data44.argv !== undefined){
let data46 = data44.argv;
const _errs147 = errors;
const _errs148 = errors;
let valid26 = false;
const _errs149 = errors;
if(errors === _errs149){
if(Array.isArray(data46)){
var valid27 = true;
const len5 = data46.length;
for(let i5=0; i5<len5; i5++){
const _errs151 = errors;
if(typeof data46[i5] !== "string"){
const err92 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv/" + i5,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var valid27 = _errs151 === errors;
if(!valid27){
break;
}
}
}
else {
const err93 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
var _valid13 = _errs149 === errors;
valid26 = valid26 || _valid13;
const _errs153 = errors;
if(data46 !== null){
const err94 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid13 = _errs153 === errors;
valid26 = valid26 || _valid13;
if(!valid26){
const err95 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
else {
errors = _errs148;
if(vErrors !== null){
if(_errs148){
vErrors.length = _errs148;
}
else {
vErrors = null;
}
}
}
var valid25 = _errs147 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data44.shellGate !== undefined){
const _errs155 = errors;
if(typeof data44.shellGate !== "boolean"){
const err96 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/shellGate",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var valid25 = _errs155 === errors;
}
else {
var valid25 = true;
}
}
}
}
}
}
else {
const err97 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
var valid24 = _errs142 === errors;
if(!valid24){
break;
}
}
}
else {
const err98 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
var valid11 = _errs140 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.gateDescription !== undefined){
let data49 = data25.gateDescription;
const _errs157 = errors;
const _errs158 = errors;
let valid28 = false;
const _errs159 = errors;
if(typeof data49 !== "string"){
const err99 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid14 = _errs159 === errors;
valid28 = valid28 || _valid14;
const _errs161 = errors;
if(data49 !== null){
const err100 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid14 = _errs161 === errors;
valid28 = valid28 || _valid14;
if(!valid28){
const err101 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
else {
errors = _errs158;
if(vErrors !== null){
if(_errs158){
vErrors.length = _errs158;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs157 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.fixGateCommands !== undefined){
let data50 = data25.fixGateCommands;
const _errs163 = errors;
if(errors === _errs163){
if(Array.isArray(data50)){
var valid29 = true;
const len6 = data50.length;
for(let i6=0; i6<len6; i6++){
let data51 = data50[i6];
const _errs165 = errors;
if(errors === _errs165){
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
let missing8;
if((((data51.command === undefined) && (missing8 = "command")) || ((data51.argv === undefined) && (missing8 = "argv"))) || ((data51.shellGate === undefined) && (missing8 = "shellGate"))){
const err102 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
else {
const _errs167 = errors;
for(const key8 in data51){
if(!(((key8 === "command") || (key8 === "argv")) || (key8 === "shellGate"))){
const err103 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
break;
}
}
if(_errs167 === errors){
if(data51.command !== undefined){
const _errs168 = errors;
if(typeof data51.command !== "string"){
const err104 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/command",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var valid30 = _errs168 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data51.argv !== undefined){
let data53 = data51.argv;
const _errs170 = errors;
const _errs171 = errors;
let valid31 = false;
const _errs172 = errors;
if(errors === _errs172){
if(Array.isArray(data53)){
var valid32 = true;
const len7 = data53.length;
for(let i7=0; i7<len7; i7++){
const _errs174 = errors;
if(typeof data53[i7] !== "string"){
const err105 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv/" + i7,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var valid32 = _errs174 === errors;
if(!valid32){
break;
}
}
}
else {
const err106 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
var _valid15 = _errs172 === errors;
valid31 = valid31 || _valid15;
const _errs176 = errors;
if(data53 !== null){
const err107 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid15 = _errs176 === errors;
valid31 = valid31 || _valid15;
if(!valid31){
const err108 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
else {
errors = _errs171;
if(vErrors !== null){
if(_errs171){
vErrors.length = _errs171;
}
else {
vErrors = null;
}
}
}
var valid30 = _errs170 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data51.shellGate !== undefined){
const _errs178 = errors;
if(typeof data51.shellGate !== "boolean"){
const err109 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/shellGate",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var valid30 = _errs178 === errors;
}
else {
var valid30 = true;
}
}
}
}
}
}
else {
const err110 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
var valid29 = _errs165 === errors;
if(!valid29){
break;
}
}
}
else {
const err111 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
var valid11 = _errs163 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.fixFiles !== undefined){
let data56 = data25.fixFiles;
const _errs180 = errors;
if(errors === _errs180){
if(Array.isArray(data56)){
var valid33 = true;
const len8 = data56.length;
for(let i8=0; i8<len8; i8++){
const _errs182 = errors;
if(typeof data56[i8] !== "string"){
const err112 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles/" + i8,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var valid33 = _errs182 === errors;
if(!valid33){
break;
}
}
}
else {
const err113 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
var valid11 = _errs180 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.maxRetries !== undefined){
let data58 = data25.maxRetries;
const _errs184 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err114 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/anyOf/0/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(errors === _errs184){
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 0 || isNaN(data58)){
const err115 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/anyOf/0/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
var valid11 = _errs184 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.timeoutSeconds !== undefined){
let data59 = data25.timeoutSeconds;
const _errs186 = errors;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err116 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(errors === _errs186){
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err117 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
var valid11 = _errs186 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.gateTimeoutSeconds !== undefined){
let data60 = data25.gateTimeoutSeconds;
const _errs188 = errors;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err118 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(errors === _errs188){
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 1 || isNaN(data60)){
const err119 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
var valid11 = _errs188 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.files !== undefined){
let data61 = data25.files;
const _errs190 = errors;
if(errors === _errs190){
if(Array.isArray(data61)){
var valid34 = true;
const len9 = data61.length;
for(let i9=0; i9<len9; i9++){
const _errs192 = errors;
if(typeof data61[i9] !== "string"){
const err120 = {instancePath:instancePath+"/phases/" + i2+"/files/" + i9,schemaPath:"#/anyOf/0/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var valid34 = _errs192 === errors;
if(!valid34){
break;
}
}
}
else {
const err121 = {instancePath:instancePath+"/phases/" + i2+"/files",schemaPath:"#/anyOf/0/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
var valid11 = _errs190 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.onReject !== undefined){
let data63 = data25.onReject;
const _errs194 = errors;
const _errs195 = errors;
let valid35 = false;
const _errs196 = errors;
if(typeof data63 !== "string"){
const err122 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid16 = _errs196 === errors;
valid35 = valid35 || _valid16;
const _errs198 = errors;
if(data63 !== null){
const err123 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid16 = _errs198 === errors;
valid35 = valid35 || _valid16;
if(!valid35){
const err124 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
else {
errors = _errs195;
if(vErrors !== null){
if(_errs195){
vErrors.length = _errs195;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs194 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.escalate !== undefined){
const _errs200 = errors;
if(typeof data25.escalate !== "boolean"){
const err125 = {instancePath:instancePath+"/phases/" + i2+"/escalate",schemaPath:"#/anyOf/0/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var valid11 = _errs200 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.skip !== undefined){
const _errs202 = errors;
if(typeof data25.skip !== "boolean"){
const err126 = {instancePath:instancePath+"/phases/" + i2+"/skip",schemaPath:"#/anyOf/0/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var valid11 = _errs202 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.erosionPolicy !== undefined){
let data66 = data25.erosionPolicy;
const _errs204 = errors;
const _errs205 = errors;
let valid36 = false;
const _errs206 = errors;
if(!(((data66 === "refactor") || (data66 === "flag")) || (data66 === "off"))){
const err127 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosionPolicy/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.phases.items.properties.erosionPolicy.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid17 = _errs206 === errors;
valid36 = valid36 || _valid17;
const _errs207 = errors;
if(data66 !== null){
const err128 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosionPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid17 = _errs207 === errors;
valid36 = valid36 || _valid17;
if(!valid36){
const err129 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosionPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
else {
errors = _errs205;
if(vErrors !== null){
if(_errs205){
vErrors.length = _errs205;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs204 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.tasks !== undefined){
let data67 = data25.tasks;
const _errs209 = errors;
if(errors === _errs209){
if(Array.isArray(data67)){
var valid37 = true;
const len10 = data67.length;
for(let i10=0; i10<len10; i10++){
let data68 = data67[i10];
const _errs211 = errors;
if(errors === _errs211){
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
let missing9;
if(((((data68.text === undefined) && (missing9 = "text")) || ((data68.depth === undefined) && (missing9 = "depth"))) || ((data68.line === undefined) && (missing9 = "line"))) || ((data68.column === undefined) && (missing9 = "column"))){
const err130 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
else {
const _errs213 = errors;
for(const key9 in data68){
if(!((((key9 === "text") || (key9 === "depth")) || (key9 === "line")) || (key9 === "column"))){
const err131 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
break;
}
}
if(_errs213 === errors){
if(data68.text !== undefined){
const _errs214 = errors;
if(typeof data68.text !== "string"){
const err132 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/text",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var valid38 = _errs214 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data68.depth !== undefined){
let data70 = data68.depth;
const _errs216 = errors;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err133 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(errors === _errs216){
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 0 || isNaN(data70)){
const err134 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
var valid38 = _errs216 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data68.line !== undefined){
let data71 = data68.line;
const _errs218 = errors;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err135 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(errors === _errs218){
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 1 || isNaN(data71)){
const err136 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
var valid38 = _errs218 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data68.column !== undefined){
let data72 = data68.column;
const _errs220 = errors;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err137 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(errors === _errs220){
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 1 || isNaN(data72)){
const err138 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
var valid38 = _errs220 === errors;
}
else {
var valid38 = true;
}
}
}
}
}
}
}
else {
const err139 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
var valid37 = _errs211 === errors;
if(!valid37){
break;
}
}
}
else {
const err140 = {instancePath:instancePath+"/phases/" + i2+"/tasks",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
var valid11 = _errs209 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.acceptance !== undefined){
let data73 = data25.acceptance;
const _errs222 = errors;
if(errors === _errs222){
if(Array.isArray(data73)){
var valid39 = true;
const len11 = data73.length;
for(let i11=0; i11<len11; i11++){
let data74 = data73[i11];
const _errs224 = errors;
if(errors === _errs224){
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
let missing10;
if((((data74.text === undefined) && (missing10 = "text")) || ((data74.line === undefined) && (missing10 = "line"))) || ((data74.column === undefined) && (missing10 = "column"))){
const err141 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
else {
const _errs226 = errors;
for(const key10 in data74){
if(!(((key10 === "text") || (key10 === "line")) || (key10 === "column"))){
const err142 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
break;
}
}
if(_errs226 === errors){
if(data74.text !== undefined){
const _errs227 = errors;
if(typeof data74.text !== "string"){
const err143 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/text",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
var valid40 = _errs227 === errors;
}
else {
var valid40 = true;
}
if(valid40){
if(data74.line !== undefined){
let data76 = data74.line;
const _errs229 = errors;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err144 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(errors === _errs229){
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
const err145 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
var valid40 = _errs229 === errors;
}
else {
var valid40 = true;
}
if(valid40){
if(data74.column !== undefined){
let data77 = data74.column;
const _errs231 = errors;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err146 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(errors === _errs231){
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 1 || isNaN(data77)){
const err147 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
var valid40 = _errs231 === errors;
}
else {
var valid40 = true;
}
}
}
}
}
}
else {
const err148 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
var valid39 = _errs224 === errors;
if(!valid39){
break;
}
}
}
else {
const err149 = {instancePath:instancePath+"/phases/" + i2+"/acceptance",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
var valid11 = _errs222 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err150 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
var valid10 = _errs70 === errors;
if(!valid10){
break;
}
}
}
else {
const err151 = {instancePath:instancePath+"/phases",schemaPath:"#/anyOf/0/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
var valid1 = _errs68 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err152 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props1 = true;
}
const _errs233 = errors;
if(errors === _errs233){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if(((((data.seq === undefined) && (missing11 = "seq")) || ((data.at === undefined) && (missing11 = "at"))) || ((data.type === undefined) && (missing11 = "type"))) || ((data.phase === undefined) && (missing11 = "phase"))){
const err153 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
else {
const _errs235 = errors;
for(const key11 in data){
if(!((((key11 === "seq") || (key11 === "at")) || (key11 === "type")) || (key11 === "phase"))){
const err154 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
break;
}
}
if(_errs235 === errors){
if(data.seq !== undefined){
let data78 = data.seq;
const _errs236 = errors;
if(!(((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78))) && (isFinite(data78)))){
const err155 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(errors === _errs236){
if((typeof data78 == "number") && (isFinite(data78))){
if(data78 < 1 || isNaN(data78)){
const err156 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
var valid41 = _errs236 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.at !== undefined){
let data79 = data.at;
const _errs238 = errors;
if(!(((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79))) && (isFinite(data79)))){
const err157 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(errors === _errs238){
if((typeof data79 == "number") && (isFinite(data79))){
if(data79 < 0 || isNaN(data79)){
const err158 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
var valid41 = _errs238 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.type !== undefined){
let data80 = data.type;
const _errs240 = errors;
if(typeof data80 !== "string"){
const err159 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if("phase-started" !== data80){
const err160 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "phase-started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
var valid41 = _errs240 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.phase !== undefined){
const _errs242 = errors;
if(typeof data.phase !== "string"){
const err161 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/1/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
var valid41 = _errs242 === errors;
}
else {
var valid41 = true;
}
}
}
}
}
}
}
else {
const err162 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
var _valid0 = _errs233 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs244 = errors;
if(errors === _errs244){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if(((((((((((((data.seq === undefined) && (missing12 = "seq")) || ((data.at === undefined) && (missing12 = "at"))) || ((data.type === undefined) && (missing12 = "type"))) || ((data.phase === undefined) && (missing12 = "phase"))) || ((data.actionId === undefined) && (missing12 = "actionId"))) || ((data.role === undefined) && (missing12 = "role"))) || ((data.attempt === undefined) && (missing12 = "attempt"))) || ((data.cycle === undefined) && (missing12 = "cycle"))) || ((data.model === undefined) && (missing12 = "model"))) || ((data.resultFile === undefined) && (missing12 = "resultFile"))) || ((data.timeoutSeconds === undefined) && (missing12 = "timeoutSeconds"))) || ((data.reissueOf === undefined) && (missing12 = "reissueOf"))){
const err163 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
else {
const _errs246 = errors;
for(const key12 in data){
if(!(func1.call(schema31.anyOf[2].properties, key12))){
const err164 = {instancePath,schemaPath:"#/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
break;
}
}
if(_errs246 === errors){
if(data.seq !== undefined){
let data82 = data.seq;
const _errs247 = errors;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err165 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(errors === _errs247){
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 1 || isNaN(data82)){
const err166 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
var valid42 = _errs247 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.at !== undefined){
let data83 = data.at;
const _errs249 = errors;
if(!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))){
const err167 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(errors === _errs249){
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 < 0 || isNaN(data83)){
const err168 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
var valid42 = _errs249 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.type !== undefined){
let data84 = data.type;
const _errs251 = errors;
if(typeof data84 !== "string"){
const err169 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if("spawn-issued" !== data84){
const err170 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "spawn-issued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var valid42 = _errs251 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.phase !== undefined){
const _errs253 = errors;
if(typeof data.phase !== "string"){
const err171 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/2/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
var valid42 = _errs253 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.actionId !== undefined){
const _errs255 = errors;
if(typeof data.actionId !== "string"){
const err172 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/2/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
var valid42 = _errs255 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.role !== undefined){
let data87 = data.role;
const _errs257 = errors;
if(!((((data87 === "work") || (data87 === "review")) || (data87 === "fix")) || (data87 === "refactor"))){
const err173 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/2/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[2].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
var valid42 = _errs257 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.attempt !== undefined){
let data88 = data.attempt;
const _errs258 = errors;
if(!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))){
const err174 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(errors === _errs258){
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 < 1 || isNaN(data88)){
const err175 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
var valid42 = _errs258 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.cycle !== undefined){
let data89 = data.cycle;
const _errs260 = errors;
if(!(((typeof data89 == "number") && (!(data89 % 1) && !isNaN(data89))) && (isFinite(data89)))){
const err176 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/2/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(errors === _errs260){
if((typeof data89 == "number") && (isFinite(data89))){
if(data89 < 1 || isNaN(data89)){
const err177 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/2/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
var valid42 = _errs260 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.model !== undefined){
let data90 = data.model;
const _errs262 = errors;
if(errors === _errs262){
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
let missing13;
if(((data90.tier === undefined) && (missing13 = "tier")) || ((data90.id === undefined) && (missing13 = "id"))){
const err178 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
else {
const _errs264 = errors;
for(const key13 in data90){
if(!((key13 === "tier") || (key13 === "id"))){
const err179 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
break;
}
}
if(_errs264 === errors){
if(data90.tier !== undefined){
let data91 = data90.tier;
const _errs265 = errors;
const _errs266 = errors;
let valid44 = false;
const _errs267 = errors;
if(typeof data91 !== "string"){
const err180 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
var _valid18 = _errs267 === errors;
valid44 = valid44 || _valid18;
const _errs269 = errors;
if(data91 !== null){
const err181 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
var _valid18 = _errs269 === errors;
valid44 = valid44 || _valid18;
if(!valid44){
const err182 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
else {
errors = _errs266;
if(vErrors !== null){
if(_errs266){
vErrors.length = _errs266;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs265 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data90.id !== undefined){
let data92 = data90.id;
const _errs271 = errors;
const _errs272 = errors;
let valid45 = false;
const _errs273 = errors;
if(typeof data92 !== "string"){
const err183 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
var _valid19 = _errs273 === errors;
valid45 = valid45 || _valid19;
const _errs275 = errors;
if(data92 !== null){
const err184 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
var _valid19 = _errs275 === errors;
valid45 = valid45 || _valid19;
if(!valid45){
const err185 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
else {
errors = _errs272;
if(vErrors !== null){
if(_errs272){
vErrors.length = _errs272;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs271 === errors;
}
else {
var valid43 = true;
}
}
}
}
}
else {
const err186 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
var valid42 = _errs262 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.resultFile !== undefined){
const _errs277 = errors;
if(typeof data.resultFile !== "string"){
const err187 = {instancePath:instancePath+"/resultFile",schemaPath:"#/anyOf/2/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
var valid42 = _errs277 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.timeoutSeconds !== undefined){
let data94 = data.timeoutSeconds;
const _errs279 = errors;
if(!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))){
const err188 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/2/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(errors === _errs279){
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 < 1 || isNaN(data94)){
const err189 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/2/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
var valid42 = _errs279 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.reissueOf !== undefined){
let data95 = data.reissueOf;
const _errs281 = errors;
const _errs282 = errors;
let valid46 = false;
const _errs283 = errors;
if(typeof data95 !== "string"){
const err190 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
var _valid20 = _errs283 === errors;
valid46 = valid46 || _valid20;
const _errs285 = errors;
if(data95 !== null){
const err191 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
var _valid20 = _errs285 === errors;
valid46 = valid46 || _valid20;
if(!valid46){
const err192 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
else {
errors = _errs282;
if(vErrors !== null){
if(_errs282){
vErrors.length = _errs282;
}
else {
vErrors = null;
}
}
}
var valid42 = _errs281 === errors;
}
else {
var valid42 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err193 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
var _valid0 = _errs244 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs287 = errors;
if(errors === _errs287){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((((((data.seq === undefined) && (missing14 = "seq")) || ((data.at === undefined) && (missing14 = "at"))) || ((data.type === undefined) && (missing14 = "type"))) || ((data.actionId === undefined) && (missing14 = "actionId"))) || ((data.sessionKey === undefined) && (missing14 = "sessionKey"))){
const err194 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
else {
const _errs289 = errors;
for(const key14 in data){
if(!(((((key14 === "seq") || (key14 === "at")) || (key14 === "type")) || (key14 === "actionId")) || (key14 === "sessionKey"))){
const err195 = {instancePath,schemaPath:"#/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
break;
}
}
if(_errs289 === errors){
if(data.seq !== undefined){
let data96 = data.seq;
const _errs290 = errors;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
const err196 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(errors === _errs290){
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 < 1 || isNaN(data96)){
const err197 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
var valid47 = _errs290 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.at !== undefined){
let data97 = data.at;
const _errs292 = errors;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
const err198 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(errors === _errs292){
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 < 0 || isNaN(data97)){
const err199 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
var valid47 = _errs292 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.type !== undefined){
let data98 = data.type;
const _errs294 = errors;
if(typeof data98 !== "string"){
const err200 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
if("spawn-confirmed" !== data98){
const err201 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "spawn-confirmed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
var valid47 = _errs294 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.actionId !== undefined){
const _errs296 = errors;
if(typeof data.actionId !== "string"){
const err202 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/3/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
var valid47 = _errs296 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.sessionKey !== undefined){
const _errs298 = errors;
if(typeof data.sessionKey !== "string"){
const err203 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/anyOf/3/properties/sessionKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
var valid47 = _errs298 === errors;
}
else {
var valid47 = true;
}
}
}
}
}
}
}
}
else {
const err204 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
var _valid0 = _errs287 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs300 = errors;
if(errors === _errs300){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((((((((((((data.seq === undefined) && (missing15 = "seq")) || ((data.at === undefined) && (missing15 = "at"))) || ((data.type === undefined) && (missing15 = "type"))) || ((data.actionId === undefined) && (missing15 = "actionId"))) || ((data.outcome === undefined) && (missing15 = "outcome"))) || ((data.status === undefined) && (missing15 = "status"))) || ((data.summary === undefined) && (missing15 = "summary"))) || ((data.findings === undefined) && (missing15 = "findings"))) || ((data.filesModified === undefined) && (missing15 = "filesModified"))) || ((data.verdict === undefined) && (missing15 = "verdict"))) || ((data.problems === undefined) && (missing15 = "problems"))){
const err205 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: missing15},message:"must have required property '"+missing15+"'"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
else {
const _errs302 = errors;
for(const key15 in data){
if(!(func1.call(schema31.anyOf[4].properties, key15))){
const err206 = {instancePath,schemaPath:"#/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
break;
}
}
if(_errs302 === errors){
if(data.seq !== undefined){
let data101 = data.seq;
const _errs303 = errors;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err207 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(errors === _errs303){
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 1 || isNaN(data101)){
const err208 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
var valid48 = _errs303 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.at !== undefined){
let data102 = data.at;
const _errs305 = errors;
if(!(((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102))) && (isFinite(data102)))){
const err209 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(errors === _errs305){
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 < 0 || isNaN(data102)){
const err210 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
var valid48 = _errs305 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.type !== undefined){
let data103 = data.type;
const _errs307 = errors;
if(typeof data103 !== "string"){
const err211 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
if("spawn-result" !== data103){
const err212 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/const",keyword:"const",params:{allowedValue: "spawn-result"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
var valid48 = _errs307 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.actionId !== undefined){
const _errs309 = errors;
if(typeof data.actionId !== "string"){
const err213 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/4/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
var valid48 = _errs309 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.outcome !== undefined){
let data105 = data.outcome;
const _errs311 = errors;
if(!(((data105 === "accepted") || (data105 === "invalid")) || (data105 === "timed-out"))){
const err214 = {instancePath:instancePath+"/outcome",schemaPath:"#/anyOf/4/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.outcome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
var valid48 = _errs311 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.status !== undefined){
let data106 = data.status;
const _errs312 = errors;
const _errs313 = errors;
let valid49 = false;
const _errs314 = errors;
if(!(((data106 === "DONE") || (data106 === "BLOCKED")) || (data106 === "ERROR"))){
const err215 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
var _valid21 = _errs314 === errors;
valid49 = valid49 || _valid21;
const _errs315 = errors;
if(data106 !== null){
const err216 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
var _valid21 = _errs315 === errors;
valid49 = valid49 || _valid21;
if(!valid49){
const err217 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
else {
errors = _errs313;
if(vErrors !== null){
if(_errs313){
vErrors.length = _errs313;
}
else {
vErrors = null;
}
}
}
var valid48 = _errs312 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.summary !== undefined){
let data107 = data.summary;
const _errs317 = errors;
const _errs318 = errors;
let valid50 = false;
const _errs319 = errors;
if(typeof data107 !== "string"){
const err218 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
var _valid22 = _errs319 === errors;
valid50 = valid50 || _valid22;
const _errs321 = errors;
if(data107 !== null){
const err219 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
var _valid22 = _errs321 === errors;
valid50 = valid50 || _valid22;
if(!valid50){
const err220 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
else {
errors = _errs318;
if(vErrors !== null){
if(_errs318){
vErrors.length = _errs318;
}
else {
vErrors = null;
}
}
}
var valid48 = _errs317 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.findings !== undefined){
let data108 = data.findings;
const _errs323 = errors;
if(errors === _errs323){
if(Array.isArray(data108)){
var valid51 = true;
const len12 = data108.length;
for(let i12=0; i12<len12; i12++){
let data109 = data108[i12];
const _errs325 = errors;
if(errors === _errs325){
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
let missing16;
if(((data109.severity === undefined) && (missing16 = "severity")) || ((data109.description === undefined) && (missing16 = "description"))){
const err221 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/required",keyword:"required",params:{missingProperty: missing16},message:"must have required property '"+missing16+"'"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
else {
const _errs327 = errors;
for(const key16 in data109){
if(!((((key16 === "severity") || (key16 === "description")) || (key16 === "file")) || (key16 === "line"))){
const err222 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
break;
}
}
if(_errs327 === errors){
if(data109.severity !== undefined){
let data110 = data109.severity;
const _errs328 = errors;
if(!(((data110 === "blocking") || (data110 === "required")) || (data110 === "suggestion"))){
const err223 = {instancePath:instancePath+"/findings/" + i12+"/severity",schemaPath:"#/anyOf/4/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
var valid52 = _errs328 === errors;
}
else {
var valid52 = true;
}
if(valid52){
if(data109.description !== undefined){
const _errs329 = errors;
if(typeof data109.description !== "string"){
const err224 = {instancePath:instancePath+"/findings/" + i12+"/description",schemaPath:"#/anyOf/4/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
var valid52 = _errs329 === errors;
}
else {
var valid52 = true;
}
if(valid52){
if(data109.file !== undefined){
const _errs331 = errors;
if(typeof data109.file !== "string"){
const err225 = {instancePath:instancePath+"/findings/" + i12+"/file",schemaPath:"#/anyOf/4/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
var valid52 = _errs331 === errors;
}
else {
var valid52 = true;
}
if(valid52){
if(data109.line !== undefined){
let data113 = data109.line;
const _errs333 = errors;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err226 = {instancePath:instancePath+"/findings/" + i12+"/line",schemaPath:"#/anyOf/4/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(errors === _errs333){
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 < 1 || isNaN(data113)){
const err227 = {instancePath:instancePath+"/findings/" + i12+"/line",schemaPath:"#/anyOf/4/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
}
var valid52 = _errs333 === errors;
}
else {
var valid52 = true;
}
}
}
}
}
}
}
else {
const err228 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
var valid51 = _errs325 === errors;
if(!valid51){
break;
}
}
}
else {
const err229 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/4/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
var valid48 = _errs323 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.filesModified !== undefined){
let data114 = data.filesModified;
const _errs335 = errors;
if(errors === _errs335){
if(Array.isArray(data114)){
var valid53 = true;
const len13 = data114.length;
for(let i13=0; i13<len13; i13++){
const _errs337 = errors;
if(typeof data114[i13] !== "string"){
const err230 = {instancePath:instancePath+"/filesModified/" + i13,schemaPath:"#/anyOf/4/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
var valid53 = _errs337 === errors;
if(!valid53){
break;
}
}
}
else {
const err231 = {instancePath:instancePath+"/filesModified",schemaPath:"#/anyOf/4/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
var valid48 = _errs335 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.verdict !== undefined){
let data116 = data.verdict;
const _errs339 = errors;
const _errs340 = errors;
let valid54 = false;
const _errs341 = errors;
if(!((data116 === "PASS") || (data116 === "FAIL"))){
const err232 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
var _valid23 = _errs341 === errors;
valid54 = valid54 || _valid23;
const _errs342 = errors;
if(data116 !== null){
const err233 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid23 = _errs342 === errors;
valid54 = valid54 || _valid23;
if(!valid54){
const err234 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
else {
errors = _errs340;
if(vErrors !== null){
if(_errs340){
vErrors.length = _errs340;
}
else {
vErrors = null;
}
}
}
var valid48 = _errs339 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.problems !== undefined){
let data117 = data.problems;
const _errs344 = errors;
if(errors === _errs344){
if(Array.isArray(data117)){
var valid55 = true;
const len14 = data117.length;
for(let i14=0; i14<len14; i14++){
const _errs346 = errors;
if(typeof data117[i14] !== "string"){
const err235 = {instancePath:instancePath+"/problems/" + i14,schemaPath:"#/anyOf/4/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var valid55 = _errs346 === errors;
if(!valid55){
break;
}
}
}
else {
const err236 = {instancePath:instancePath+"/problems",schemaPath:"#/anyOf/4/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
var valid48 = _errs344 === errors;
}
else {
var valid48 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err237 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
var _valid0 = _errs300 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs348 = errors;
if(errors === _errs348){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if(((((((((((((data.seq === undefined) && (missing17 = "seq")) || ((data.at === undefined) && (missing17 = "at"))) || ((data.type === undefined) && (missing17 = "type"))) || ((data.phase === undefined) && (missing17 = "phase"))) || ((data.actionId === undefined) && (missing17 = "actionId"))) || ((data.role === undefined) && (missing17 = "role"))) || ((data.attempt === undefined) && (missing17 = "attempt"))) || ((data.cycle === undefined) && (missing17 = "cycle"))) || ((data.index === undefined) && (missing17 = "index"))) || ((data.command === undefined) && (missing17 = "command"))) || ((data.logFile === undefined) && (missing17 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing17 = "timeoutSeconds"))){
const err238 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: missing17},message:"must have required property '"+missing17+"'"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
else {
const _errs350 = errors;
for(const key17 in data){
if(!(func1.call(schema31.anyOf[5].properties, key17))){
const err239 = {instancePath,schemaPath:"#/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
break;
}
}
if(_errs350 === errors){
if(data.seq !== undefined){
let data119 = data.seq;
const _errs351 = errors;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
const err240 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if(errors === _errs351){
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 < 1 || isNaN(data119)){
const err241 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
}
var valid56 = _errs351 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.at !== undefined){
let data120 = data.at;
const _errs353 = errors;
if(!(((typeof data120 == "number") && (!(data120 % 1) && !isNaN(data120))) && (isFinite(data120)))){
const err242 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if(errors === _errs353){
if((typeof data120 == "number") && (isFinite(data120))){
if(data120 < 0 || isNaN(data120)){
const err243 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
var valid56 = _errs353 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.type !== undefined){
let data121 = data.type;
const _errs355 = errors;
if(typeof data121 !== "string"){
const err244 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if("gate-issued" !== data121){
const err245 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/const",keyword:"const",params:{allowedValue: "gate-issued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
var valid56 = _errs355 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.phase !== undefined){
const _errs357 = errors;
if(typeof data.phase !== "string"){
const err246 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/5/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
var valid56 = _errs357 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.actionId !== undefined){
const _errs359 = errors;
if(typeof data.actionId !== "string"){
const err247 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/5/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
var valid56 = _errs359 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.role !== undefined){
let data124 = data.role;
const _errs361 = errors;
if(!((((data124 === "work") || (data124 === "review")) || (data124 === "fix")) || (data124 === "refactor"))){
const err248 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/5/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[5].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
var valid56 = _errs361 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.attempt !== undefined){
let data125 = data.attempt;
const _errs362 = errors;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
const err249 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/5/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
if(errors === _errs362){
if((typeof data125 == "number") && (isFinite(data125))){
if(data125 < 0 || isNaN(data125)){
const err250 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/5/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
}
var valid56 = _errs362 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.cycle !== undefined){
let data126 = data.cycle;
const _errs364 = errors;
if(!(((typeof data126 == "number") && (!(data126 % 1) && !isNaN(data126))) && (isFinite(data126)))){
const err251 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/5/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if(errors === _errs364){
if((typeof data126 == "number") && (isFinite(data126))){
if(data126 < 1 || isNaN(data126)){
const err252 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/5/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
var valid56 = _errs364 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.index !== undefined){
let data127 = data.index;
const _errs366 = errors;
if(!(((typeof data127 == "number") && (!(data127 % 1) && !isNaN(data127))) && (isFinite(data127)))){
const err253 = {instancePath:instancePath+"/index",schemaPath:"#/anyOf/5/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(errors === _errs366){
if((typeof data127 == "number") && (isFinite(data127))){
if(data127 < 0 || isNaN(data127)){
const err254 = {instancePath:instancePath+"/index",schemaPath:"#/anyOf/5/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
}
var valid56 = _errs366 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.command !== undefined){
const _errs368 = errors;
if(typeof data.command !== "string"){
const err255 = {instancePath:instancePath+"/command",schemaPath:"#/anyOf/5/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
var valid56 = _errs368 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.logFile !== undefined){
const _errs370 = errors;
if(typeof data.logFile !== "string"){
const err256 = {instancePath:instancePath+"/logFile",schemaPath:"#/anyOf/5/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
var valid56 = _errs370 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.timeoutSeconds !== undefined){
let data130 = data.timeoutSeconds;
const _errs372 = errors;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
const err257 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/5/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if(errors === _errs372){
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 < 1 || isNaN(data130)){
const err258 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/5/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
}
var valid56 = _errs372 === errors;
}
else {
var valid56 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err259 = {instancePath,schemaPath:"#/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
var _valid0 = _errs348 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs374 = errors;
if(errors === _errs374){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if(((((((((data.seq === undefined) && (missing18 = "seq")) || ((data.at === undefined) && (missing18 = "at"))) || ((data.type === undefined) && (missing18 = "type"))) || ((data.actionId === undefined) && (missing18 = "actionId"))) || ((data.state === undefined) && (missing18 = "state"))) || ((data.exitCode === undefined) && (missing18 = "exitCode"))) || ((data.tail === undefined) && (missing18 = "tail"))) || ((data.fingerprint === undefined) && (missing18 = "fingerprint"))){
const err260 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: missing18},message:"must have required property '"+missing18+"'"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
else {
const _errs376 = errors;
for(const key18 in data){
if(!((((((((key18 === "seq") || (key18 === "at")) || (key18 === "type")) || (key18 === "actionId")) || (key18 === "state")) || (key18 === "exitCode")) || (key18 === "tail")) || (key18 === "fingerprint"))){
const err261 = {instancePath,schemaPath:"#/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
break;
}
}
if(_errs376 === errors){
if(data.seq !== undefined){
let data131 = data.seq;
const _errs377 = errors;
if(!(((typeof data131 == "number") && (!(data131 % 1) && !isNaN(data131))) && (isFinite(data131)))){
const err262 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/6/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(errors === _errs377){
if((typeof data131 == "number") && (isFinite(data131))){
if(data131 < 1 || isNaN(data131)){
const err263 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/6/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
}
var valid57 = _errs377 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.at !== undefined){
let data132 = data.at;
const _errs379 = errors;
if(!(((typeof data132 == "number") && (!(data132 % 1) && !isNaN(data132))) && (isFinite(data132)))){
const err264 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/6/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(errors === _errs379){
if((typeof data132 == "number") && (isFinite(data132))){
if(data132 < 0 || isNaN(data132)){
const err265 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/6/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
}
var valid57 = _errs379 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.type !== undefined){
let data133 = data.type;
const _errs381 = errors;
if(typeof data133 !== "string"){
const err266 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/6/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if("gate-finished" !== data133){
const err267 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/6/properties/type/const",keyword:"const",params:{allowedValue: "gate-finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
var valid57 = _errs381 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.actionId !== undefined){
const _errs383 = errors;
if(typeof data.actionId !== "string"){
const err268 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/6/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
var valid57 = _errs383 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.state !== undefined){
let data135 = data.state;
const _errs385 = errors;
if(!(((data135 === "passed") || (data135 === "failed")) || (data135 === "timed-out"))){
const err269 = {instancePath:instancePath+"/state",schemaPath:"#/anyOf/6/properties/state/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[6].properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
var valid57 = _errs385 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.exitCode !== undefined){
let data136 = data.exitCode;
const _errs386 = errors;
const _errs387 = errors;
let valid58 = false;
const _errs388 = errors;
if(!(((typeof data136 == "number") && (!(data136 % 1) && !isNaN(data136))) && (isFinite(data136)))){
const err270 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
var _valid24 = _errs388 === errors;
valid58 = valid58 || _valid24;
const _errs390 = errors;
if(data136 !== null){
const err271 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
var _valid24 = _errs390 === errors;
valid58 = valid58 || _valid24;
if(!valid58){
const err272 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
else {
errors = _errs387;
if(vErrors !== null){
if(_errs387){
vErrors.length = _errs387;
}
else {
vErrors = null;
}
}
}
var valid57 = _errs386 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.tail !== undefined){
const _errs392 = errors;
if(typeof data.tail !== "string"){
const err273 = {instancePath:instancePath+"/tail",schemaPath:"#/anyOf/6/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
var valid57 = _errs392 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.fingerprint !== undefined){
const _errs394 = errors;
if(typeof data.fingerprint !== "string"){
const err274 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/6/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
var valid57 = _errs394 === errors;
}
else {
var valid57 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
const err275 = {instancePath,schemaPath:"#/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
var _valid0 = _errs374 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs396 = errors;
if(errors === _errs396){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((((((((data.seq === undefined) && (missing19 = "seq")) || ((data.at === undefined) && (missing19 = "at"))) || ((data.type === undefined) && (missing19 = "type"))) || ((data.actionId === undefined) && (missing19 = "actionId"))) || ((data.changed === undefined) && (missing19 = "changed"))) || ((data.outside === undefined) && (missing19 = "outside"))) || ((data.unattributed === undefined) && (missing19 = "unattributed"))){
const err276 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: missing19},message:"must have required property '"+missing19+"'"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
else {
const _errs398 = errors;
for(const key19 in data){
if(!(((((((key19 === "seq") || (key19 === "at")) || (key19 === "type")) || (key19 === "actionId")) || (key19 === "changed")) || (key19 === "outside")) || (key19 === "unattributed"))){
const err277 = {instancePath,schemaPath:"#/anyOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
break;
}
}
if(_errs398 === errors){
if(data.seq !== undefined){
let data139 = data.seq;
const _errs399 = errors;
if(!(((typeof data139 == "number") && (!(data139 % 1) && !isNaN(data139))) && (isFinite(data139)))){
const err278 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/7/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
if(errors === _errs399){
if((typeof data139 == "number") && (isFinite(data139))){
if(data139 < 1 || isNaN(data139)){
const err279 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/7/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
}
var valid59 = _errs399 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.at !== undefined){
let data140 = data.at;
const _errs401 = errors;
if(!(((typeof data140 == "number") && (!(data140 % 1) && !isNaN(data140))) && (isFinite(data140)))){
const err280 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/7/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
if(errors === _errs401){
if((typeof data140 == "number") && (isFinite(data140))){
if(data140 < 0 || isNaN(data140)){
const err281 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/7/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
}
var valid59 = _errs401 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.type !== undefined){
let data141 = data.type;
const _errs403 = errors;
if(typeof data141 !== "string"){
const err282 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/7/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if("changes-recorded" !== data141){
const err283 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/7/properties/type/const",keyword:"const",params:{allowedValue: "changes-recorded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
var valid59 = _errs403 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.actionId !== undefined){
const _errs405 = errors;
if(typeof data.actionId !== "string"){
const err284 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/7/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
var valid59 = _errs405 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.changed !== undefined){
let data143 = data.changed;
const _errs407 = errors;
if(errors === _errs407){
if(Array.isArray(data143)){
var valid60 = true;
const len15 = data143.length;
for(let i15=0; i15<len15; i15++){
const _errs409 = errors;
if(typeof data143[i15] !== "string"){
const err285 = {instancePath:instancePath+"/changed/" + i15,schemaPath:"#/anyOf/7/properties/changed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
var valid60 = _errs409 === errors;
if(!valid60){
break;
}
}
}
else {
const err286 = {instancePath:instancePath+"/changed",schemaPath:"#/anyOf/7/properties/changed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
var valid59 = _errs407 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.outside !== undefined){
let data145 = data.outside;
const _errs411 = errors;
if(errors === _errs411){
if(Array.isArray(data145)){
var valid61 = true;
const len16 = data145.length;
for(let i16=0; i16<len16; i16++){
const _errs413 = errors;
if(typeof data145[i16] !== "string"){
const err287 = {instancePath:instancePath+"/outside/" + i16,schemaPath:"#/anyOf/7/properties/outside/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
var valid61 = _errs413 === errors;
if(!valid61){
break;
}
}
}
else {
const err288 = {instancePath:instancePath+"/outside",schemaPath:"#/anyOf/7/properties/outside/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
var valid59 = _errs411 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.unattributed !== undefined){
let data147 = data.unattributed;
const _errs415 = errors;
if(errors === _errs415){
if(Array.isArray(data147)){
var valid62 = true;
const len17 = data147.length;
for(let i17=0; i17<len17; i17++){
const _errs417 = errors;
if(typeof data147[i17] !== "string"){
const err289 = {instancePath:instancePath+"/unattributed/" + i17,schemaPath:"#/anyOf/7/properties/unattributed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
var valid62 = _errs417 === errors;
if(!valid62){
break;
}
}
}
else {
const err290 = {instancePath:instancePath+"/unattributed",schemaPath:"#/anyOf/7/properties/unattributed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
var valid59 = _errs415 === errors;
}
else {
var valid59 = true;
}
}
}
}
}
}
}
}
}
}
else {
const err291 = {instancePath,schemaPath:"#/anyOf/7/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
var _valid0 = _errs396 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs419 = errors;
if(errors === _errs419){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((((((data.seq === undefined) && (missing20 = "seq")) || ((data.at === undefined) && (missing20 = "at"))) || ((data.type === undefined) && (missing20 = "type"))) || ((data.phase === undefined) && (missing20 = "phase"))) || ((data.check === undefined) && (missing20 = "check"))){
const err292 = {instancePath,schemaPath:"#/anyOf/8/required",keyword:"required",params:{missingProperty: missing20},message:"must have required property '"+missing20+"'"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
else {
const _errs421 = errors;
for(const key20 in data){
if(!(((((key20 === "seq") || (key20 === "at")) || (key20 === "type")) || (key20 === "phase")) || (key20 === "check"))){
const err293 = {instancePath,schemaPath:"#/anyOf/8/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
break;
}
}
if(_errs421 === errors){
if(data.seq !== undefined){
let data149 = data.seq;
const _errs422 = errors;
if(!(((typeof data149 == "number") && (!(data149 % 1) && !isNaN(data149))) && (isFinite(data149)))){
const err294 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/8/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if(errors === _errs422){
if((typeof data149 == "number") && (isFinite(data149))){
if(data149 < 1 || isNaN(data149)){
const err295 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/8/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
}
var valid63 = _errs422 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data.at !== undefined){
let data150 = data.at;
const _errs424 = errors;
if(!(((typeof data150 == "number") && (!(data150 % 1) && !isNaN(data150))) && (isFinite(data150)))){
const err296 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/8/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
if(errors === _errs424){
if((typeof data150 == "number") && (isFinite(data150))){
if(data150 < 0 || isNaN(data150)){
const err297 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/8/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
}
var valid63 = _errs424 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data.type !== undefined){
let data151 = data.type;
const _errs426 = errors;
if(typeof data151 !== "string"){
const err298 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/8/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
if("erosion-measured" !== data151){
const err299 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/8/properties/type/const",keyword:"const",params:{allowedValue: "erosion-measured"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
var valid63 = _errs426 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data.phase !== undefined){
const _errs428 = errors;
if(typeof data.phase !== "string"){
const err300 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/8/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
var valid63 = _errs428 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data.check !== undefined){
let data153 = data.check;
const _errs430 = errors;
if(errors === _errs430){
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
let missing21;
if(((((((((((data153.actionId === undefined) && (missing21 = "actionId")) || ((data153.role === undefined) && (missing21 = "role"))) || ((data153.measured === undefined) && (missing21 = "measured"))) || ((data153.reason === undefined) && (missing21 = "reason"))) || ((data153.before === undefined) && (missing21 = "before"))) || ((data153.after === undefined) && (missing21 = "after"))) || ((data153.growth === undefined) && (missing21 = "growth"))) || ((data153.flagged === undefined) && (missing21 = "flagged"))) || ((data153.offenders === undefined) && (missing21 = "offenders"))) || ((data153.skipped === undefined) && (missing21 = "skipped"))){
const err301 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: missing21},message:"must have required property '"+missing21+"'"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
else {
const _errs432 = errors;
for(const key21 in data153){
if(!(func1.call(schema31.anyOf[8].properties.check.properties, key21))){
const err302 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
break;
}
}
if(_errs432 === errors){
if(data153.actionId !== undefined){
const _errs433 = errors;
if(typeof data153.actionId !== "string"){
const err303 = {instancePath:instancePath+"/check/actionId",schemaPath:"#/anyOf/8/properties/check/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
var valid64 = _errs433 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.role !== undefined){
let data155 = data153.role;
const _errs435 = errors;
if(!((data155 === "work") || (data155 === "refactor"))){
const err304 = {instancePath:instancePath+"/check/role",schemaPath:"#/anyOf/8/properties/check/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[8].properties.check.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
var valid64 = _errs435 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.measured !== undefined){
const _errs436 = errors;
if(typeof data153.measured !== "boolean"){
const err305 = {instancePath:instancePath+"/check/measured",schemaPath:"#/anyOf/8/properties/check/properties/measured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var valid64 = _errs436 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.reason !== undefined){
let data157 = data153.reason;
const _errs438 = errors;
const _errs439 = errors;
let valid65 = false;
const _errs440 = errors;
if(typeof data157 !== "string"){
const err306 = {instancePath:instancePath+"/check/reason",schemaPath:"#/anyOf/8/properties/check/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
var _valid25 = _errs440 === errors;
valid65 = valid65 || _valid25;
const _errs442 = errors;
if(data157 !== null){
const err307 = {instancePath:instancePath+"/check/reason",schemaPath:"#/anyOf/8/properties/check/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
var _valid25 = _errs442 === errors;
valid65 = valid65 || _valid25;
if(!valid65){
const err308 = {instancePath:instancePath+"/check/reason",schemaPath:"#/anyOf/8/properties/check/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
else {
errors = _errs439;
if(vErrors !== null){
if(_errs439){
vErrors.length = _errs439;
}
else {
vErrors = null;
}
}
}
var valid64 = _errs438 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.before !== undefined){
let data158 = data153.before;
const _errs444 = errors;
if(!(((typeof data158 == "number") && (!(data158 % 1) && !isNaN(data158))) && (isFinite(data158)))){
const err309 = {instancePath:instancePath+"/check/before",schemaPath:"#/anyOf/8/properties/check/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
if(errors === _errs444){
if((typeof data158 == "number") && (isFinite(data158))){
if(data158 < 0 || isNaN(data158)){
const err310 = {instancePath:instancePath+"/check/before",schemaPath:"#/anyOf/8/properties/check/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
}
var valid64 = _errs444 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.after !== undefined){
let data159 = data153.after;
const _errs446 = errors;
if(!(((typeof data159 == "number") && (!(data159 % 1) && !isNaN(data159))) && (isFinite(data159)))){
const err311 = {instancePath:instancePath+"/check/after",schemaPath:"#/anyOf/8/properties/check/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
if(errors === _errs446){
if((typeof data159 == "number") && (isFinite(data159))){
if(data159 < 0 || isNaN(data159)){
const err312 = {instancePath:instancePath+"/check/after",schemaPath:"#/anyOf/8/properties/check/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
}
var valid64 = _errs446 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.growth !== undefined){
let data160 = data153.growth;
const _errs448 = errors;
const _errs449 = errors;
let valid66 = false;
const _errs450 = errors;
if(!((typeof data160 == "number") && (isFinite(data160)))){
const err313 = {instancePath:instancePath+"/check/growth",schemaPath:"#/anyOf/8/properties/check/properties/growth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
var _valid26 = _errs450 === errors;
valid66 = valid66 || _valid26;
const _errs452 = errors;
if(data160 !== null){
const err314 = {instancePath:instancePath+"/check/growth",schemaPath:"#/anyOf/8/properties/check/properties/growth/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
var _valid26 = _errs452 === errors;
valid66 = valid66 || _valid26;
if(!valid66){
const err315 = {instancePath:instancePath+"/check/growth",schemaPath:"#/anyOf/8/properties/check/properties/growth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
else {
errors = _errs449;
if(vErrors !== null){
if(_errs449){
vErrors.length = _errs449;
}
else {
vErrors = null;
}
}
}
var valid64 = _errs448 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.flagged !== undefined){
const _errs454 = errors;
if(typeof data153.flagged !== "boolean"){
const err316 = {instancePath:instancePath+"/check/flagged",schemaPath:"#/anyOf/8/properties/check/properties/flagged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
var valid64 = _errs454 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.offenders !== undefined){
let data162 = data153.offenders;
const _errs456 = errors;
if(errors === _errs456){
if(Array.isArray(data162)){
var valid67 = true;
const len18 = data162.length;
for(let i18=0; i18<len18; i18++){
let data163 = data162[i18];
const _errs458 = errors;
if(errors === _errs458){
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
let missing22;
if((((((data163.file === undefined) && (missing22 = "file")) || ((data163.name === undefined) && (missing22 = "name"))) || ((data163.line === undefined) && (missing22 = "line"))) || ((data163.before === undefined) && (missing22 = "before"))) || ((data163.after === undefined) && (missing22 = "after"))){
const err317 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/required",keyword:"required",params:{missingProperty: missing22},message:"must have required property '"+missing22+"'"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
else {
const _errs460 = errors;
for(const key22 in data163){
if(!(((((key22 === "file") || (key22 === "name")) || (key22 === "line")) || (key22 === "before")) || (key22 === "after"))){
const err318 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
break;
}
}
if(_errs460 === errors){
if(data163.file !== undefined){
const _errs461 = errors;
if(typeof data163.file !== "string"){
const err319 = {instancePath:instancePath+"/check/offenders/" + i18+"/file",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
var valid68 = _errs461 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data163.name !== undefined){
const _errs463 = errors;
if(typeof data163.name !== "string"){
const err320 = {instancePath:instancePath+"/check/offenders/" + i18+"/name",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
var valid68 = _errs463 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data163.line !== undefined){
let data166 = data163.line;
const _errs465 = errors;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
const err321 = {instancePath:instancePath+"/check/offenders/" + i18+"/line",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
if(errors === _errs465){
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 < 1 || isNaN(data166)){
const err322 = {instancePath:instancePath+"/check/offenders/" + i18+"/line",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
}
var valid68 = _errs465 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data163.before !== undefined){
let data167 = data163.before;
const _errs467 = errors;
const _errs468 = errors;
let valid69 = false;
const _errs469 = errors;
if(!(((typeof data167 == "number") && (!(data167 % 1) && !isNaN(data167))) && (isFinite(data167)))){
const err323 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(errors === _errs469){
if((typeof data167 == "number") && (isFinite(data167))){
if(data167 < 0 || isNaN(data167)){
const err324 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
}
var _valid27 = _errs469 === errors;
valid69 = valid69 || _valid27;
const _errs471 = errors;
if(data167 !== null){
const err325 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
var _valid27 = _errs471 === errors;
valid69 = valid69 || _valid27;
if(!valid69){
const err326 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
else {
errors = _errs468;
if(vErrors !== null){
if(_errs468){
vErrors.length = _errs468;
}
else {
vErrors = null;
}
}
}
var valid68 = _errs467 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data163.after !== undefined){
let data168 = data163.after;
const _errs473 = errors;
if(!(((typeof data168 == "number") && (!(data168 % 1) && !isNaN(data168))) && (isFinite(data168)))){
const err327 = {instancePath:instancePath+"/check/offenders/" + i18+"/after",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(errors === _errs473){
if((typeof data168 == "number") && (isFinite(data168))){
if(data168 < 0 || isNaN(data168)){
const err328 = {instancePath:instancePath+"/check/offenders/" + i18+"/after",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
}
var valid68 = _errs473 === errors;
}
else {
var valid68 = true;
}
}
}
}
}
}
}
}
else {
const err329 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
var valid67 = _errs458 === errors;
if(!valid67){
break;
}
}
}
else {
const err330 = {instancePath:instancePath+"/check/offenders",schemaPath:"#/anyOf/8/properties/check/properties/offenders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
var valid64 = _errs456 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data153.skipped !== undefined){
let data169 = data153.skipped;
const _errs475 = errors;
if(errors === _errs475){
if(Array.isArray(data169)){
var valid70 = true;
const len19 = data169.length;
for(let i19=0; i19<len19; i19++){
let data170 = data169[i19];
const _errs477 = errors;
if(errors === _errs477){
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
let missing23;
if(((data170.file === undefined) && (missing23 = "file")) || ((data170.reason === undefined) && (missing23 = "reason"))){
const err331 = {instancePath:instancePath+"/check/skipped/" + i19,schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/required",keyword:"required",params:{missingProperty: missing23},message:"must have required property '"+missing23+"'"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
else {
const _errs479 = errors;
for(const key23 in data170){
if(!((key23 === "file") || (key23 === "reason"))){
const err332 = {instancePath:instancePath+"/check/skipped/" + i19,schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
break;
}
}
if(_errs479 === errors){
if(data170.file !== undefined){
const _errs480 = errors;
if(typeof data170.file !== "string"){
const err333 = {instancePath:instancePath+"/check/skipped/" + i19+"/file",schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
var valid71 = _errs480 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data170.reason !== undefined){
const _errs482 = errors;
if(typeof data170.reason !== "string"){
const err334 = {instancePath:instancePath+"/check/skipped/" + i19+"/reason",schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
var valid71 = _errs482 === errors;
}
else {
var valid71 = true;
}
}
}
}
}
else {
const err335 = {instancePath:instancePath+"/check/skipped/" + i19,schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
var valid70 = _errs477 === errors;
if(!valid70){
break;
}
}
}
else {
const err336 = {instancePath:instancePath+"/check/skipped",schemaPath:"#/anyOf/8/properties/check/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
var valid64 = _errs475 === errors;
}
else {
var valid64 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err337 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
var valid63 = _errs430 === errors;
}
else {
var valid63 = true;
}
}
}
}
}
}
}
}
else {
const err338 = {instancePath,schemaPath:"#/anyOf/8/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
var _valid0 = _errs419 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs484 = errors;
if(errors === _errs484){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing24;
if(((((data.seq === undefined) && (missing24 = "seq")) || ((data.at === undefined) && (missing24 = "at"))) || ((data.type === undefined) && (missing24 = "type"))) || ((data.phase === undefined) && (missing24 = "phase"))){
const err339 = {instancePath,schemaPath:"#/anyOf/9/required",keyword:"required",params:{missingProperty: missing24},message:"must have required property '"+missing24+"'"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
else {
const _errs486 = errors;
for(const key24 in data){
if(!((((key24 === "seq") || (key24 === "at")) || (key24 === "type")) || (key24 === "phase"))){
const err340 = {instancePath,schemaPath:"#/anyOf/9/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
break;
}
}
if(_errs486 === errors){
if(data.seq !== undefined){
let data173 = data.seq;
const _errs487 = errors;
if(!(((typeof data173 == "number") && (!(data173 % 1) && !isNaN(data173))) && (isFinite(data173)))){
const err341 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/9/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
if(errors === _errs487){
if((typeof data173 == "number") && (isFinite(data173))){
if(data173 < 1 || isNaN(data173)){
const err342 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/9/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
}
var valid72 = _errs487 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.at !== undefined){
let data174 = data.at;
const _errs489 = errors;
if(!(((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174))) && (isFinite(data174)))){
const err343 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/9/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
if(errors === _errs489){
if((typeof data174 == "number") && (isFinite(data174))){
if(data174 < 0 || isNaN(data174)){
const err344 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/9/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
}
var valid72 = _errs489 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.type !== undefined){
let data175 = data.type;
const _errs491 = errors;
if(typeof data175 !== "string"){
const err345 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/9/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
if("refactor-inserted" !== data175){
const err346 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/9/properties/type/const",keyword:"const",params:{allowedValue: "refactor-inserted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
var valid72 = _errs491 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.phase !== undefined){
const _errs493 = errors;
if(typeof data.phase !== "string"){
const err347 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/9/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
var valid72 = _errs493 === errors;
}
else {
var valid72 = true;
}
}
}
}
}
}
}
else {
const err348 = {instancePath,schemaPath:"#/anyOf/9/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
var _valid0 = _errs484 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs495 = errors;
if(errors === _errs495){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing25;
if(((((((((data.seq === undefined) && (missing25 = "seq")) || ((data.at === undefined) && (missing25 = "at"))) || ((data.type === undefined) && (missing25 = "type"))) || ((data.phase === undefined) && (missing25 = "phase"))) || ((data.reason === undefined) && (missing25 = "reason"))) || ((data.fingerprint === undefined) && (missing25 = "fingerprint"))) || ((data.gateTail === undefined) && (missing25 = "gateTail"))) || ((data.findings === undefined) && (missing25 = "findings"))){
const err349 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: missing25},message:"must have required property '"+missing25+"'"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
else {
const _errs497 = errors;
for(const key25 in data){
if(!((((((((key25 === "seq") || (key25 === "at")) || (key25 === "type")) || (key25 === "phase")) || (key25 === "reason")) || (key25 === "fingerprint")) || (key25 === "gateTail")) || (key25 === "findings"))){
const err350 = {instancePath,schemaPath:"#/anyOf/10/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
break;
}
}
if(_errs497 === errors){
if(data.seq !== undefined){
let data177 = data.seq;
const _errs498 = errors;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
const err351 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/10/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if(errors === _errs498){
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 < 1 || isNaN(data177)){
const err352 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/10/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
}
var valid73 = _errs498 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data.at !== undefined){
let data178 = data.at;
const _errs500 = errors;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err353 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/10/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
if(errors === _errs500){
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 0 || isNaN(data178)){
const err354 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/10/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
}
var valid73 = _errs500 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data.type !== undefined){
let data179 = data.type;
const _errs502 = errors;
if(typeof data179 !== "string"){
const err355 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/10/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
if("attempt-failed" !== data179){
const err356 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/10/properties/type/const",keyword:"const",params:{allowedValue: "attempt-failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
var valid73 = _errs502 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data.phase !== undefined){
const _errs504 = errors;
if(typeof data.phase !== "string"){
const err357 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/10/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
var valid73 = _errs504 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data.reason !== undefined){
const _errs506 = errors;
if(typeof data.reason !== "string"){
const err358 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/10/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
var valid73 = _errs506 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data.fingerprint !== undefined){
let data182 = data.fingerprint;
const _errs508 = errors;
const _errs509 = errors;
let valid74 = false;
const _errs510 = errors;
if(typeof data182 !== "string"){
const err359 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/10/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
var _valid28 = _errs510 === errors;
valid74 = valid74 || _valid28;
const _errs512 = errors;
if(data182 !== null){
const err360 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/10/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
var _valid28 = _errs512 === errors;
valid74 = valid74 || _valid28;
if(!valid74){
const err361 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/10/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
else {
errors = _errs509;
if(vErrors !== null){
if(_errs509){
vErrors.length = _errs509;
}
else {
vErrors = null;
}
}
}
var valid73 = _errs508 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data.gateTail !== undefined){
let data183 = data.gateTail;
const _errs514 = errors;
const _errs515 = errors;
let valid75 = false;
const _errs516 = errors;
if(typeof data183 !== "string"){
const err362 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/10/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
var _valid29 = _errs516 === errors;
valid75 = valid75 || _valid29;
const _errs518 = errors;
if(data183 !== null){
const err363 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/10/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
var _valid29 = _errs518 === errors;
valid75 = valid75 || _valid29;
if(!valid75){
const err364 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/10/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
else {
errors = _errs515;
if(vErrors !== null){
if(_errs515){
vErrors.length = _errs515;
}
else {
vErrors = null;
}
}
}
var valid73 = _errs514 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data.findings !== undefined){
let data184 = data.findings;
const _errs520 = errors;
if(errors === _errs520){
if(Array.isArray(data184)){
var valid76 = true;
const len20 = data184.length;
for(let i20=0; i20<len20; i20++){
let data185 = data184[i20];
const _errs522 = errors;
if(errors === _errs522){
if(data185 && typeof data185 == "object" && !Array.isArray(data185)){
let missing26;
if(((data185.severity === undefined) && (missing26 = "severity")) || ((data185.description === undefined) && (missing26 = "description"))){
const err365 = {instancePath:instancePath+"/findings/" + i20,schemaPath:"#/anyOf/10/properties/findings/items/required",keyword:"required",params:{missingProperty: missing26},message:"must have required property '"+missing26+"'"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
else {
const _errs524 = errors;
for(const key26 in data185){
if(!((((key26 === "severity") || (key26 === "description")) || (key26 === "file")) || (key26 === "line"))){
const err366 = {instancePath:instancePath+"/findings/" + i20,schemaPath:"#/anyOf/10/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
break;
}
}
if(_errs524 === errors){
if(data185.severity !== undefined){
let data186 = data185.severity;
const _errs525 = errors;
if(!(((data186 === "blocking") || (data186 === "required")) || (data186 === "suggestion"))){
const err367 = {instancePath:instancePath+"/findings/" + i20+"/severity",schemaPath:"#/anyOf/10/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[10].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
var valid77 = _errs525 === errors;
}
else {
var valid77 = true;
}
if(valid77){
if(data185.description !== undefined){
const _errs526 = errors;
if(typeof data185.description !== "string"){
const err368 = {instancePath:instancePath+"/findings/" + i20+"/description",schemaPath:"#/anyOf/10/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
var valid77 = _errs526 === errors;
}
else {
var valid77 = true;
}
if(valid77){
if(data185.file !== undefined){
const _errs528 = errors;
if(typeof data185.file !== "string"){
const err369 = {instancePath:instancePath+"/findings/" + i20+"/file",schemaPath:"#/anyOf/10/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
var valid77 = _errs528 === errors;
}
else {
var valid77 = true;
}
if(valid77){
if(data185.line !== undefined){
let data189 = data185.line;
const _errs530 = errors;
if(!(((typeof data189 == "number") && (!(data189 % 1) && !isNaN(data189))) && (isFinite(data189)))){
const err370 = {instancePath:instancePath+"/findings/" + i20+"/line",schemaPath:"#/anyOf/10/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
if(errors === _errs530){
if((typeof data189 == "number") && (isFinite(data189))){
if(data189 < 1 || isNaN(data189)){
const err371 = {instancePath:instancePath+"/findings/" + i20+"/line",schemaPath:"#/anyOf/10/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
}
var valid77 = _errs530 === errors;
}
else {
var valid77 = true;
}
}
}
}
}
}
}
else {
const err372 = {instancePath:instancePath+"/findings/" + i20,schemaPath:"#/anyOf/10/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
var valid76 = _errs522 === errors;
if(!valid76){
break;
}
}
}
else {
const err373 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/10/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
var valid73 = _errs520 === errors;
}
else {
var valid73 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
const err374 = {instancePath,schemaPath:"#/anyOf/10/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
var _valid0 = _errs495 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs532 = errors;
if(errors === _errs532){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing27;
if(((((((data.seq === undefined) && (missing27 = "seq")) || ((data.at === undefined) && (missing27 = "at"))) || ((data.type === undefined) && (missing27 = "type"))) || ((data.phase === undefined) && (missing27 = "phase"))) || ((data.cycle === undefined) && (missing27 = "cycle"))) || ((data.findings === undefined) && (missing27 = "findings"))){
const err375 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: missing27},message:"must have required property '"+missing27+"'"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
else {
const _errs534 = errors;
for(const key27 in data){
if(!((((((key27 === "seq") || (key27 === "at")) || (key27 === "type")) || (key27 === "phase")) || (key27 === "cycle")) || (key27 === "findings"))){
const err376 = {instancePath,schemaPath:"#/anyOf/11/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
break;
}
}
if(_errs534 === errors){
if(data.seq !== undefined){
let data190 = data.seq;
const _errs535 = errors;
if(!(((typeof data190 == "number") && (!(data190 % 1) && !isNaN(data190))) && (isFinite(data190)))){
const err377 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/11/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
if(errors === _errs535){
if((typeof data190 == "number") && (isFinite(data190))){
if(data190 < 1 || isNaN(data190)){
const err378 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/11/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
}
var valid78 = _errs535 === errors;
}
else {
var valid78 = true;
}
if(valid78){
if(data.at !== undefined){
let data191 = data.at;
const _errs537 = errors;
if(!(((typeof data191 == "number") && (!(data191 % 1) && !isNaN(data191))) && (isFinite(data191)))){
const err379 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/11/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if(errors === _errs537){
if((typeof data191 == "number") && (isFinite(data191))){
if(data191 < 0 || isNaN(data191)){
const err380 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/11/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
}
var valid78 = _errs537 === errors;
}
else {
var valid78 = true;
}
if(valid78){
if(data.type !== undefined){
let data192 = data.type;
const _errs539 = errors;
if(typeof data192 !== "string"){
const err381 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/11/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if("review-found" !== data192){
const err382 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/11/properties/type/const",keyword:"const",params:{allowedValue: "review-found"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
var valid78 = _errs539 === errors;
}
else {
var valid78 = true;
}
if(valid78){
if(data.phase !== undefined){
const _errs541 = errors;
if(typeof data.phase !== "string"){
const err383 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/11/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
var valid78 = _errs541 === errors;
}
else {
var valid78 = true;
}
if(valid78){
if(data.cycle !== undefined){
let data194 = data.cycle;
const _errs543 = errors;
if(!(((typeof data194 == "number") && (!(data194 % 1) && !isNaN(data194))) && (isFinite(data194)))){
const err384 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/11/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
if(errors === _errs543){
if((typeof data194 == "number") && (isFinite(data194))){
if(data194 < 1 || isNaN(data194)){
const err385 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/11/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
}
var valid78 = _errs543 === errors;
}
else {
var valid78 = true;
}
if(valid78){
if(data.findings !== undefined){
let data195 = data.findings;
const _errs545 = errors;
if(errors === _errs545){
if(Array.isArray(data195)){
var valid79 = true;
const len21 = data195.length;
for(let i21=0; i21<len21; i21++){
let data196 = data195[i21];
const _errs547 = errors;
if(errors === _errs547){
if(data196 && typeof data196 == "object" && !Array.isArray(data196)){
let missing28;
if(((data196.severity === undefined) && (missing28 = "severity")) || ((data196.description === undefined) && (missing28 = "description"))){
const err386 = {instancePath:instancePath+"/findings/" + i21,schemaPath:"#/anyOf/11/properties/findings/items/required",keyword:"required",params:{missingProperty: missing28},message:"must have required property '"+missing28+"'"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
else {
const _errs549 = errors;
for(const key28 in data196){
if(!((((key28 === "severity") || (key28 === "description")) || (key28 === "file")) || (key28 === "line"))){
const err387 = {instancePath:instancePath+"/findings/" + i21,schemaPath:"#/anyOf/11/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
break;
}
}
if(_errs549 === errors){
if(data196.severity !== undefined){
let data197 = data196.severity;
const _errs550 = errors;
if(!(((data197 === "blocking") || (data197 === "required")) || (data197 === "suggestion"))){
const err388 = {instancePath:instancePath+"/findings/" + i21+"/severity",schemaPath:"#/anyOf/11/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[11].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
var valid80 = _errs550 === errors;
}
else {
var valid80 = true;
}
if(valid80){
if(data196.description !== undefined){
const _errs551 = errors;
if(typeof data196.description !== "string"){
const err389 = {instancePath:instancePath+"/findings/" + i21+"/description",schemaPath:"#/anyOf/11/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
var valid80 = _errs551 === errors;
}
else {
var valid80 = true;
}
if(valid80){
if(data196.file !== undefined){
const _errs553 = errors;
if(typeof data196.file !== "string"){
const err390 = {instancePath:instancePath+"/findings/" + i21+"/file",schemaPath:"#/anyOf/11/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
var valid80 = _errs553 === errors;
}
else {
var valid80 = true;
}
if(valid80){
if(data196.line !== undefined){
let data200 = data196.line;
const _errs555 = errors;
if(!(((typeof data200 == "number") && (!(data200 % 1) && !isNaN(data200))) && (isFinite(data200)))){
const err391 = {instancePath:instancePath+"/findings/" + i21+"/line",schemaPath:"#/anyOf/11/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if(errors === _errs555){
if((typeof data200 == "number") && (isFinite(data200))){
if(data200 < 1 || isNaN(data200)){
const err392 = {instancePath:instancePath+"/findings/" + i21+"/line",schemaPath:"#/anyOf/11/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
}
var valid80 = _errs555 === errors;
}
else {
var valid80 = true;
}
}
}
}
}
}
}
else {
const err393 = {instancePath:instancePath+"/findings/" + i21,schemaPath:"#/anyOf/11/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
var valid79 = _errs547 === errors;
if(!valid79){
break;
}
}
}
else {
const err394 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/11/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
var valid78 = _errs545 === errors;
}
else {
var valid78 = true;
}
}
}
}
}
}
}
}
}
else {
const err395 = {instancePath,schemaPath:"#/anyOf/11/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
var _valid0 = _errs532 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs557 = errors;
if(errors === _errs557){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing29;
if((((((data.seq === undefined) && (missing29 = "seq")) || ((data.at === undefined) && (missing29 = "at"))) || ((data.type === undefined) && (missing29 = "type"))) || ((data.phase === undefined) && (missing29 = "phase"))) || ((data.cycle === undefined) && (missing29 = "cycle"))){
const err396 = {instancePath,schemaPath:"#/anyOf/12/required",keyword:"required",params:{missingProperty: missing29},message:"must have required property '"+missing29+"'"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
else {
const _errs559 = errors;
for(const key29 in data){
if(!(((((key29 === "seq") || (key29 === "at")) || (key29 === "type")) || (key29 === "phase")) || (key29 === "cycle"))){
const err397 = {instancePath,schemaPath:"#/anyOf/12/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
break;
}
}
if(_errs559 === errors){
if(data.seq !== undefined){
let data201 = data.seq;
const _errs560 = errors;
if(!(((typeof data201 == "number") && (!(data201 % 1) && !isNaN(data201))) && (isFinite(data201)))){
const err398 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/12/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
if(errors === _errs560){
if((typeof data201 == "number") && (isFinite(data201))){
if(data201 < 1 || isNaN(data201)){
const err399 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/12/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
}
var valid81 = _errs560 === errors;
}
else {
var valid81 = true;
}
if(valid81){
if(data.at !== undefined){
let data202 = data.at;
const _errs562 = errors;
if(!(((typeof data202 == "number") && (!(data202 % 1) && !isNaN(data202))) && (isFinite(data202)))){
const err400 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/12/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
if(errors === _errs562){
if((typeof data202 == "number") && (isFinite(data202))){
if(data202 < 0 || isNaN(data202)){
const err401 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/12/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
var valid81 = _errs562 === errors;
}
else {
var valid81 = true;
}
if(valid81){
if(data.type !== undefined){
let data203 = data.type;
const _errs564 = errors;
if(typeof data203 !== "string"){
const err402 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/12/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
if("fix-done" !== data203){
const err403 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/12/properties/type/const",keyword:"const",params:{allowedValue: "fix-done"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
var valid81 = _errs564 === errors;
}
else {
var valid81 = true;
}
if(valid81){
if(data.phase !== undefined){
const _errs566 = errors;
if(typeof data.phase !== "string"){
const err404 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/12/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
var valid81 = _errs566 === errors;
}
else {
var valid81 = true;
}
if(valid81){
if(data.cycle !== undefined){
let data205 = data.cycle;
const _errs568 = errors;
if(!(((typeof data205 == "number") && (!(data205 % 1) && !isNaN(data205))) && (isFinite(data205)))){
const err405 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/12/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
if(errors === _errs568){
if((typeof data205 == "number") && (isFinite(data205))){
if(data205 < 1 || isNaN(data205)){
const err406 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/12/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
}
var valid81 = _errs568 === errors;
}
else {
var valid81 = true;
}
}
}
}
}
}
}
}
else {
const err407 = {instancePath,schemaPath:"#/anyOf/12/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
var _valid0 = _errs557 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs570 = errors;
if(errors === _errs570){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing30;
if(((((((data.seq === undefined) && (missing30 = "seq")) || ((data.at === undefined) && (missing30 = "at"))) || ((data.type === undefined) && (missing30 = "type"))) || ((data.phase === undefined) && (missing30 = "phase"))) || ((data.summary === undefined) && (missing30 = "summary"))) || ((data.erosion === undefined) && (missing30 = "erosion"))){
const err408 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: missing30},message:"must have required property '"+missing30+"'"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
else {
const _errs572 = errors;
for(const key30 in data){
if(!((((((key30 === "seq") || (key30 === "at")) || (key30 === "type")) || (key30 === "phase")) || (key30 === "summary")) || (key30 === "erosion"))){
const err409 = {instancePath,schemaPath:"#/anyOf/13/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
break;
}
}
if(_errs572 === errors){
if(data.seq !== undefined){
let data206 = data.seq;
const _errs573 = errors;
if(!(((typeof data206 == "number") && (!(data206 % 1) && !isNaN(data206))) && (isFinite(data206)))){
const err410 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/13/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
if(errors === _errs573){
if((typeof data206 == "number") && (isFinite(data206))){
if(data206 < 1 || isNaN(data206)){
const err411 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/13/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
var valid82 = _errs573 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.at !== undefined){
let data207 = data.at;
const _errs575 = errors;
if(!(((typeof data207 == "number") && (!(data207 % 1) && !isNaN(data207))) && (isFinite(data207)))){
const err412 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/13/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
if(errors === _errs575){
if((typeof data207 == "number") && (isFinite(data207))){
if(data207 < 0 || isNaN(data207)){
const err413 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/13/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
}
var valid82 = _errs575 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.type !== undefined){
let data208 = data.type;
const _errs577 = errors;
if(typeof data208 !== "string"){
const err414 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/13/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
if("phase-passed" !== data208){
const err415 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/13/properties/type/const",keyword:"const",params:{allowedValue: "phase-passed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
var valid82 = _errs577 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.phase !== undefined){
const _errs579 = errors;
if(typeof data.phase !== "string"){
const err416 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/13/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
var valid82 = _errs579 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.summary !== undefined){
let data210 = data.summary;
const _errs581 = errors;
const _errs582 = errors;
let valid83 = false;
const _errs583 = errors;
if(typeof data210 !== "string"){
const err417 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/13/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
var _valid30 = _errs583 === errors;
valid83 = valid83 || _valid30;
const _errs585 = errors;
if(data210 !== null){
const err418 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/13/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
var _valid30 = _errs585 === errors;
valid83 = valid83 || _valid30;
if(!valid83){
const err419 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/13/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
else {
errors = _errs582;
if(vErrors !== null){
if(_errs582){
vErrors.length = _errs582;
}
else {
vErrors = null;
}
}
}
var valid82 = _errs581 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.erosion !== undefined){
let data211 = data.erosion;
const _errs587 = errors;
if(!(((data211 === "not-measured") || (data211 === "ok")) || (data211 === "flagged"))){
const err420 = {instancePath:instancePath+"/erosion",schemaPath:"#/anyOf/13/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[13].properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
var valid82 = _errs587 === errors;
}
else {
var valid82 = true;
}
}
}
}
}
}
}
}
}
else {
const err421 = {instancePath,schemaPath:"#/anyOf/13/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
var _valid0 = _errs570 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs588 = errors;
if(errors === _errs588){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing31;
if((((((data.seq === undefined) && (missing31 = "seq")) || ((data.at === undefined) && (missing31 = "at"))) || ((data.type === undefined) && (missing31 = "type"))) || ((data.phase === undefined) && (missing31 = "phase"))) || ((data.reason === undefined) && (missing31 = "reason"))){
const err422 = {instancePath,schemaPath:"#/anyOf/14/required",keyword:"required",params:{missingProperty: missing31},message:"must have required property '"+missing31+"'"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
else {
const _errs590 = errors;
for(const key31 in data){
if(!(((((key31 === "seq") || (key31 === "at")) || (key31 === "type")) || (key31 === "phase")) || (key31 === "reason"))){
const err423 = {instancePath,schemaPath:"#/anyOf/14/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
break;
}
}
if(_errs590 === errors){
if(data.seq !== undefined){
let data212 = data.seq;
const _errs591 = errors;
if(!(((typeof data212 == "number") && (!(data212 % 1) && !isNaN(data212))) && (isFinite(data212)))){
const err424 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/14/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
if(errors === _errs591){
if((typeof data212 == "number") && (isFinite(data212))){
if(data212 < 1 || isNaN(data212)){
const err425 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/14/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
var valid84 = _errs591 === errors;
}
else {
var valid84 = true;
}
if(valid84){
if(data.at !== undefined){
let data213 = data.at;
const _errs593 = errors;
if(!(((typeof data213 == "number") && (!(data213 % 1) && !isNaN(data213))) && (isFinite(data213)))){
const err426 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/14/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
if(errors === _errs593){
if((typeof data213 == "number") && (isFinite(data213))){
if(data213 < 0 || isNaN(data213)){
const err427 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/14/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
}
var valid84 = _errs593 === errors;
}
else {
var valid84 = true;
}
if(valid84){
if(data.type !== undefined){
let data214 = data.type;
const _errs595 = errors;
if(typeof data214 !== "string"){
const err428 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/14/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
if("phase-skipped" !== data214){
const err429 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/14/properties/type/const",keyword:"const",params:{allowedValue: "phase-skipped"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
var valid84 = _errs595 === errors;
}
else {
var valid84 = true;
}
if(valid84){
if(data.phase !== undefined){
const _errs597 = errors;
if(typeof data.phase !== "string"){
const err430 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/14/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
var valid84 = _errs597 === errors;
}
else {
var valid84 = true;
}
if(valid84){
if(data.reason !== undefined){
let data216 = data.reason;
const _errs599 = errors;
if(!((data216 === "skip-flag") || (data216 === "only"))){
const err431 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/14/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[14].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
var valid84 = _errs599 === errors;
}
else {
var valid84 = true;
}
}
}
}
}
}
}
}
else {
const err432 = {instancePath,schemaPath:"#/anyOf/14/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
var _valid0 = _errs588 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs600 = errors;
if(errors === _errs600){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing32;
if(((((data.seq === undefined) && (missing32 = "seq")) || ((data.at === undefined) && (missing32 = "at"))) || ((data.type === undefined) && (missing32 = "type"))) || ((data.phase === undefined) && (missing32 = "phase"))){
const err433 = {instancePath,schemaPath:"#/anyOf/15/required",keyword:"required",params:{missingProperty: missing32},message:"must have required property '"+missing32+"'"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
else {
const _errs602 = errors;
for(const key32 in data){
if(!((((key32 === "seq") || (key32 === "at")) || (key32 === "type")) || (key32 === "phase"))){
const err434 = {instancePath,schemaPath:"#/anyOf/15/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
break;
}
}
if(_errs602 === errors){
if(data.seq !== undefined){
let data217 = data.seq;
const _errs603 = errors;
if(!(((typeof data217 == "number") && (!(data217 % 1) && !isNaN(data217))) && (isFinite(data217)))){
const err435 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/15/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
if(errors === _errs603){
if((typeof data217 == "number") && (isFinite(data217))){
if(data217 < 1 || isNaN(data217)){
const err436 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/15/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
}
var valid85 = _errs603 === errors;
}
else {
var valid85 = true;
}
if(valid85){
if(data.at !== undefined){
let data218 = data.at;
const _errs605 = errors;
if(!(((typeof data218 == "number") && (!(data218 % 1) && !isNaN(data218))) && (isFinite(data218)))){
const err437 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/15/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
if(errors === _errs605){
if((typeof data218 == "number") && (isFinite(data218))){
if(data218 < 0 || isNaN(data218)){
const err438 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/15/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
}
var valid85 = _errs605 === errors;
}
else {
var valid85 = true;
}
if(valid85){
if(data.type !== undefined){
let data219 = data.type;
const _errs607 = errors;
if(typeof data219 !== "string"){
const err439 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/15/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
if("approval-requested" !== data219){
const err440 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/15/properties/type/const",keyword:"const",params:{allowedValue: "approval-requested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
var valid85 = _errs607 === errors;
}
else {
var valid85 = true;
}
if(valid85){
if(data.phase !== undefined){
const _errs609 = errors;
if(typeof data.phase !== "string"){
const err441 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/15/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
var valid85 = _errs609 === errors;
}
else {
var valid85 = true;
}
}
}
}
}
}
}
else {
const err442 = {instancePath,schemaPath:"#/anyOf/15/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
var _valid0 = _errs600 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs611 = errors;
if(errors === _errs611){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing33;
if((((((((data.seq === undefined) && (missing33 = "seq")) || ((data.at === undefined) && (missing33 = "at"))) || ((data.type === undefined) && (missing33 = "type"))) || ((data.phase === undefined) && (missing33 = "phase"))) || ((data.decision === undefined) && (missing33 = "decision"))) || ((data.note === undefined) && (missing33 = "note"))) || ((data.reset === undefined) && (missing33 = "reset"))){
const err443 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: missing33},message:"must have required property '"+missing33+"'"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
else {
const _errs613 = errors;
for(const key33 in data){
if(!(((((((key33 === "seq") || (key33 === "at")) || (key33 === "type")) || (key33 === "phase")) || (key33 === "decision")) || (key33 === "note")) || (key33 === "reset"))){
const err444 = {instancePath,schemaPath:"#/anyOf/16/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
break;
}
}
if(_errs613 === errors){
if(data.seq !== undefined){
let data221 = data.seq;
const _errs614 = errors;
if(!(((typeof data221 == "number") && (!(data221 % 1) && !isNaN(data221))) && (isFinite(data221)))){
const err445 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/16/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
if(errors === _errs614){
if((typeof data221 == "number") && (isFinite(data221))){
if(data221 < 1 || isNaN(data221)){
const err446 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/16/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
}
var valid86 = _errs614 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data.at !== undefined){
let data222 = data.at;
const _errs616 = errors;
if(!(((typeof data222 == "number") && (!(data222 % 1) && !isNaN(data222))) && (isFinite(data222)))){
const err447 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/16/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
if(errors === _errs616){
if((typeof data222 == "number") && (isFinite(data222))){
if(data222 < 0 || isNaN(data222)){
const err448 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/16/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
}
var valid86 = _errs616 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data.type !== undefined){
let data223 = data.type;
const _errs618 = errors;
if(typeof data223 !== "string"){
const err449 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/16/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
if("decision-recorded" !== data223){
const err450 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/16/properties/type/const",keyword:"const",params:{allowedValue: "decision-recorded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
var valid86 = _errs618 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data.phase !== undefined){
const _errs620 = errors;
if(typeof data.phase !== "string"){
const err451 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/16/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
var valid86 = _errs620 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data.decision !== undefined){
let data225 = data.decision;
const _errs622 = errors;
if(!((data225 === "approve") || (data225 === "reject"))){
const err452 = {instancePath:instancePath+"/decision",schemaPath:"#/anyOf/16/properties/decision/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[16].properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
var valid86 = _errs622 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data.note !== undefined){
let data226 = data.note;
const _errs623 = errors;
const _errs624 = errors;
let valid87 = false;
const _errs625 = errors;
if(typeof data226 !== "string"){
const err453 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
var _valid31 = _errs625 === errors;
valid87 = valid87 || _valid31;
const _errs627 = errors;
if(data226 !== null){
const err454 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
var _valid31 = _errs627 === errors;
valid87 = valid87 || _valid31;
if(!valid87){
const err455 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
else {
errors = _errs624;
if(vErrors !== null){
if(_errs624){
vErrors.length = _errs624;
}
else {
vErrors = null;
}
}
}
var valid86 = _errs623 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data.reset !== undefined){
let data227 = data.reset;
const _errs629 = errors;
if(errors === _errs629){
if(Array.isArray(data227)){
var valid88 = true;
const len22 = data227.length;
for(let i22=0; i22<len22; i22++){
const _errs631 = errors;
if(typeof data227[i22] !== "string"){
const err456 = {instancePath:instancePath+"/reset/" + i22,schemaPath:"#/anyOf/16/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
var valid88 = _errs631 === errors;
if(!valid88){
break;
}
}
}
else {
const err457 = {instancePath:instancePath+"/reset",schemaPath:"#/anyOf/16/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
var valid86 = _errs629 === errors;
}
else {
var valid86 = true;
}
}
}
}
}
}
}
}
}
}
else {
const err458 = {instancePath,schemaPath:"#/anyOf/16/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
var _valid0 = _errs611 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs633 = errors;
if(errors === _errs633){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing34;
if((((((((data.seq === undefined) && (missing34 = "seq")) || ((data.at === undefined) && (missing34 = "at"))) || ((data.type === undefined) && (missing34 = "type"))) || ((data.phase === undefined) && (missing34 = "phase"))) || ((data.reason === undefined) && (missing34 = "reason"))) || ((data.detail === undefined) && (missing34 = "detail"))) || ((data.message === undefined) && (missing34 = "message"))){
const err459 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: missing34},message:"must have required property '"+missing34+"'"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
else {
const _errs635 = errors;
for(const key34 in data){
if(!(((((((key34 === "seq") || (key34 === "at")) || (key34 === "type")) || (key34 === "phase")) || (key34 === "reason")) || (key34 === "detail")) || (key34 === "message"))){
const err460 = {instancePath,schemaPath:"#/anyOf/17/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
break;
}
}
if(_errs635 === errors){
if(data.seq !== undefined){
let data229 = data.seq;
const _errs636 = errors;
if(!(((typeof data229 == "number") && (!(data229 % 1) && !isNaN(data229))) && (isFinite(data229)))){
const err461 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/17/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
if(errors === _errs636){
if((typeof data229 == "number") && (isFinite(data229))){
if(data229 < 1 || isNaN(data229)){
const err462 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/17/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
}
var valid89 = _errs636 === errors;
}
else {
var valid89 = true;
}
if(valid89){
if(data.at !== undefined){
let data230 = data.at;
const _errs638 = errors;
if(!(((typeof data230 == "number") && (!(data230 % 1) && !isNaN(data230))) && (isFinite(data230)))){
const err463 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/17/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
if(errors === _errs638){
if((typeof data230 == "number") && (isFinite(data230))){
if(data230 < 0 || isNaN(data230)){
const err464 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/17/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
}
var valid89 = _errs638 === errors;
}
else {
var valid89 = true;
}
if(valid89){
if(data.type !== undefined){
let data231 = data.type;
const _errs640 = errors;
if(typeof data231 !== "string"){
const err465 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/17/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
if("run-escalated" !== data231){
const err466 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/17/properties/type/const",keyword:"const",params:{allowedValue: "run-escalated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
var valid89 = _errs640 === errors;
}
else {
var valid89 = true;
}
if(valid89){
if(data.phase !== undefined){
const _errs642 = errors;
if(typeof data.phase !== "string"){
const err467 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/17/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
var valid89 = _errs642 === errors;
}
else {
var valid89 = true;
}
if(valid89){
if(data.reason !== undefined){
let data233 = data.reason;
const _errs644 = errors;
if(!(((((((((data233 === "gate-retries-exhausted") || (data233 === "review-cycles-exhausted")) || (data233 === "no-progress")) || (data233 === "sub-agent-blocked")) || (data233 === "sub-agent-error")) || (data233 === "escalate-flag")) || (data233 === "budget-exhausted")) || (data233 === "checkpoint-failed")) || (data233 === "invalid-prd"))){
const err468 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/17/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[17].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
var valid89 = _errs644 === errors;
}
else {
var valid89 = true;
}
if(valid89){
if(data.detail !== undefined){
const _errs645 = errors;
if(typeof data.detail !== "string"){
const err469 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/17/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
var valid89 = _errs645 === errors;
}
else {
var valid89 = true;
}
if(valid89){
if(data.message !== undefined){
const _errs647 = errors;
if(typeof data.message !== "string"){
const err470 = {instancePath:instancePath+"/message",schemaPath:"#/anyOf/17/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
var valid89 = _errs647 === errors;
}
else {
var valid89 = true;
}
}
}
}
}
}
}
}
}
}
else {
const err471 = {instancePath,schemaPath:"#/anyOf/17/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
var _valid0 = _errs633 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs649 = errors;
if(errors === _errs649){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing35;
if((((((((data.seq === undefined) && (missing35 = "seq")) || ((data.at === undefined) && (missing35 = "at"))) || ((data.type === undefined) && (missing35 = "type"))) || ((data.reset === undefined) && (missing35 = "reset"))) || ((data.reissue === undefined) && (missing35 = "reissue"))) || ((data.maxSpawns === undefined) && (missing35 = "maxSpawns"))) || ((data.maxDurationSeconds === undefined) && (missing35 = "maxDurationSeconds"))){
const err472 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: missing35},message:"must have required property '"+missing35+"'"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
else {
const _errs651 = errors;
for(const key35 in data){
if(!(((((((key35 === "seq") || (key35 === "at")) || (key35 === "type")) || (key35 === "reset")) || (key35 === "reissue")) || (key35 === "maxSpawns")) || (key35 === "maxDurationSeconds"))){
const err473 = {instancePath,schemaPath:"#/anyOf/18/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
break;
}
}
if(_errs651 === errors){
if(data.seq !== undefined){
let data236 = data.seq;
const _errs652 = errors;
if(!(((typeof data236 == "number") && (!(data236 % 1) && !isNaN(data236))) && (isFinite(data236)))){
const err474 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/18/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
if(errors === _errs652){
if((typeof data236 == "number") && (isFinite(data236))){
if(data236 < 1 || isNaN(data236)){
const err475 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/18/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
}
}
var valid90 = _errs652 === errors;
}
else {
var valid90 = true;
}
if(valid90){
if(data.at !== undefined){
let data237 = data.at;
const _errs654 = errors;
if(!(((typeof data237 == "number") && (!(data237 % 1) && !isNaN(data237))) && (isFinite(data237)))){
const err476 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/18/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
if(errors === _errs654){
if((typeof data237 == "number") && (isFinite(data237))){
if(data237 < 0 || isNaN(data237)){
const err477 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/18/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
}
var valid90 = _errs654 === errors;
}
else {
var valid90 = true;
}
if(valid90){
if(data.type !== undefined){
let data238 = data.type;
const _errs656 = errors;
if(typeof data238 !== "string"){
const err478 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/18/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
if("run-resumed" !== data238){
const err479 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/18/properties/type/const",keyword:"const",params:{allowedValue: "run-resumed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
var valid90 = _errs656 === errors;
}
else {
var valid90 = true;
}
if(valid90){
if(data.reset !== undefined){
let data239 = data.reset;
const _errs658 = errors;
if(errors === _errs658){
if(Array.isArray(data239)){
var valid91 = true;
const len23 = data239.length;
for(let i23=0; i23<len23; i23++){
const _errs660 = errors;
if(typeof data239[i23] !== "string"){
const err480 = {instancePath:instancePath+"/reset/" + i23,schemaPath:"#/anyOf/18/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
var valid91 = _errs660 === errors;
if(!valid91){
break;
}
}
}
else {
const err481 = {instancePath:instancePath+"/reset",schemaPath:"#/anyOf/18/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
var valid90 = _errs658 === errors;
}
else {
var valid90 = true;
}
if(valid90){
if(data.reissue !== undefined){
let data241 = data.reissue;
const _errs662 = errors;
if(errors === _errs662){
if(Array.isArray(data241)){
var valid92 = true;
const len24 = data241.length;
for(let i24=0; i24<len24; i24++){
const _errs664 = errors;
if(typeof data241[i24] !== "string"){
const err482 = {instancePath:instancePath+"/reissue/" + i24,schemaPath:"#/anyOf/18/properties/reissue/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
var valid92 = _errs664 === errors;
if(!valid92){
break;
}
}
}
else {
const err483 = {instancePath:instancePath+"/reissue",schemaPath:"#/anyOf/18/properties/reissue/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
var valid90 = _errs662 === errors;
}
else {
var valid90 = true;
}
if(valid90){
if(data.maxSpawns !== undefined){
let data243 = data.maxSpawns;
const _errs666 = errors;
if(!(((typeof data243 == "number") && (!(data243 % 1) && !isNaN(data243))) && (isFinite(data243)))){
const err484 = {instancePath:instancePath+"/maxSpawns",schemaPath:"#/anyOf/18/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
if(errors === _errs666){
if((typeof data243 == "number") && (isFinite(data243))){
if(data243 < 0 || isNaN(data243)){
const err485 = {instancePath:instancePath+"/maxSpawns",schemaPath:"#/anyOf/18/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
}
var valid90 = _errs666 === errors;
}
else {
var valid90 = true;
}
if(valid90){
if(data.maxDurationSeconds !== undefined){
let data244 = data.maxDurationSeconds;
const _errs668 = errors;
const _errs669 = errors;
let valid93 = false;
const _errs670 = errors;
if(!(((typeof data244 == "number") && (!(data244 % 1) && !isNaN(data244))) && (isFinite(data244)))){
const err486 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
if(errors === _errs670){
if((typeof data244 == "number") && (isFinite(data244))){
if(data244 < 1 || isNaN(data244)){
const err487 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
}
}
var _valid32 = _errs670 === errors;
valid93 = valid93 || _valid32;
const _errs672 = errors;
if(data244 !== null){
const err488 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
var _valid32 = _errs672 === errors;
valid93 = valid93 || _valid32;
if(!valid93){
const err489 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
else {
errors = _errs669;
if(vErrors !== null){
if(_errs669){
vErrors.length = _errs669;
}
else {
vErrors = null;
}
}
}
var valid90 = _errs668 === errors;
}
else {
var valid90 = true;
}
}
}
}
}
}
}
}
}
}
else {
const err490 = {instancePath,schemaPath:"#/anyOf/18/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
var _valid0 = _errs649 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs674 = errors;
if(errors === _errs674){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing36;
if(((((data.seq === undefined) && (missing36 = "seq")) || ((data.at === undefined) && (missing36 = "at"))) || ((data.type === undefined) && (missing36 = "type"))) || ((data.note === undefined) && (missing36 = "note"))){
const err491 = {instancePath,schemaPath:"#/anyOf/19/required",keyword:"required",params:{missingProperty: missing36},message:"must have required property '"+missing36+"'"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
else {
const _errs676 = errors;
for(const key36 in data){
if(!((((key36 === "seq") || (key36 === "at")) || (key36 === "type")) || (key36 === "note"))){
const err492 = {instancePath,schemaPath:"#/anyOf/19/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
break;
}
}
if(_errs676 === errors){
if(data.seq !== undefined){
let data245 = data.seq;
const _errs677 = errors;
if(!(((typeof data245 == "number") && (!(data245 % 1) && !isNaN(data245))) && (isFinite(data245)))){
const err493 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/19/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
if(errors === _errs677){
if((typeof data245 == "number") && (isFinite(data245))){
if(data245 < 1 || isNaN(data245)){
const err494 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/19/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
}
var valid94 = _errs677 === errors;
}
else {
var valid94 = true;
}
if(valid94){
if(data.at !== undefined){
let data246 = data.at;
const _errs679 = errors;
if(!(((typeof data246 == "number") && (!(data246 % 1) && !isNaN(data246))) && (isFinite(data246)))){
const err495 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/19/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
if(errors === _errs679){
if((typeof data246 == "number") && (isFinite(data246))){
if(data246 < 0 || isNaN(data246)){
const err496 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/19/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
}
var valid94 = _errs679 === errors;
}
else {
var valid94 = true;
}
if(valid94){
if(data.type !== undefined){
let data247 = data.type;
const _errs681 = errors;
if(typeof data247 !== "string"){
const err497 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/19/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
if("run-cancelled" !== data247){
const err498 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/19/properties/type/const",keyword:"const",params:{allowedValue: "run-cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
var valid94 = _errs681 === errors;
}
else {
var valid94 = true;
}
if(valid94){
if(data.note !== undefined){
let data248 = data.note;
const _errs683 = errors;
const _errs684 = errors;
let valid95 = false;
const _errs685 = errors;
if(typeof data248 !== "string"){
const err499 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/19/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
var _valid33 = _errs685 === errors;
valid95 = valid95 || _valid33;
const _errs687 = errors;
if(data248 !== null){
const err500 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/19/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
var _valid33 = _errs687 === errors;
valid95 = valid95 || _valid33;
if(!valid95){
const err501 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/19/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
else {
errors = _errs684;
if(vErrors !== null){
if(_errs684){
vErrors.length = _errs684;
}
else {
vErrors = null;
}
}
}
var valid94 = _errs683 === errors;
}
else {
var valid94 = true;
}
}
}
}
}
}
}
else {
const err502 = {instancePath,schemaPath:"#/anyOf/19/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
}
var _valid0 = _errs674 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs689 = errors;
if(errors === _errs689){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing37;
if(((((data.seq === undefined) && (missing37 = "seq")) || ((data.at === undefined) && (missing37 = "at"))) || ((data.type === undefined) && (missing37 = "type"))) || ((data.summaryFile === undefined) && (missing37 = "summaryFile"))){
const err503 = {instancePath,schemaPath:"#/anyOf/20/required",keyword:"required",params:{missingProperty: missing37},message:"must have required property '"+missing37+"'"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
else {
const _errs691 = errors;
for(const key37 in data){
if(!((((key37 === "seq") || (key37 === "at")) || (key37 === "type")) || (key37 === "summaryFile"))){
const err504 = {instancePath,schemaPath:"#/anyOf/20/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
break;
}
}
if(_errs691 === errors){
if(data.seq !== undefined){
let data249 = data.seq;
const _errs692 = errors;
if(!(((typeof data249 == "number") && (!(data249 % 1) && !isNaN(data249))) && (isFinite(data249)))){
const err505 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/20/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
if(errors === _errs692){
if((typeof data249 == "number") && (isFinite(data249))){
if(data249 < 1 || isNaN(data249)){
const err506 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/20/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
}
var valid96 = _errs692 === errors;
}
else {
var valid96 = true;
}
if(valid96){
if(data.at !== undefined){
let data250 = data.at;
const _errs694 = errors;
if(!(((typeof data250 == "number") && (!(data250 % 1) && !isNaN(data250))) && (isFinite(data250)))){
const err507 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/20/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
if(errors === _errs694){
if((typeof data250 == "number") && (isFinite(data250))){
if(data250 < 0 || isNaN(data250)){
const err508 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/20/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
}
var valid96 = _errs694 === errors;
}
else {
var valid96 = true;
}
if(valid96){
if(data.type !== undefined){
let data251 = data.type;
const _errs696 = errors;
if(typeof data251 !== "string"){
const err509 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/20/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
if("run-completed" !== data251){
const err510 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/20/properties/type/const",keyword:"const",params:{allowedValue: "run-completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
var valid96 = _errs696 === errors;
}
else {
var valid96 = true;
}
if(valid96){
if(data.summaryFile !== undefined){
const _errs698 = errors;
if(typeof data.summaryFile !== "string"){
const err511 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/anyOf/20/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
var valid96 = _errs698 === errors;
}
else {
var valid96 = true;
}
}
}
}
}
}
}
else {
const err512 = {instancePath,schemaPath:"#/anyOf/20/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
var _valid0 = _errs689 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
if(!valid0){
const err513 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate20.errors = vErrors;
evaluated0.props = props1;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};
