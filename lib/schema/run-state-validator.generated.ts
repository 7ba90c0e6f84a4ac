// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateRunState: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-state.schema.json","title":"run-state","type":"object","required":["schemaVersion","runId","status","prd","cwd","runDir","only","settings","waves","phases","createdAt","updatedAt","seq","spawnCount","limits","escalation","summaryFile","finishedAt"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","scope","ccThreshold","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"scope":{"enum":["fail","warn"]},"ccThreshold":{"type":"integer","minimum":1},"graceSeconds":{"type":"integer","minimum":0}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"phases":{"type":"array","items":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance","status","role","attempt","cycle","round","generation","currentSpawn","currentGates","attemptFailed","handoff","spawns","gates","failures","reviews","decisions","context","summary","erosion","erosionChecks","skipReason","startedAt","finishedAt","lastEvent"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"round":{"type":"integer","minimum":0},"generation":{"type":"integer","minimum":0},"currentSpawn":{"anyOf":[{"type":"string"},{"type":"null"}]},"currentGates":{"type":"array","items":{"type":"string"}},"attemptFailed":{"type":"boolean"},"handoff":{"type":"boolean"},"spawns":{"type":"array","items":{"type":"object","required":["actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","issuedAt","sessionKey","confirmedAt","outcome","status","verdict","finishedAt","problems","summary","findings","filesModified","changed","outside"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"issuedAt":{"type":"integer","minimum":0},"sessionKey":{"anyOf":[{"type":"string"},{"type":"null"}]},"confirmedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"outcome":{"anyOf":[{"enum":["accepted","invalid","timed-out","abandoned"]},{"type":"null"}]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"filesModified":{"type":"array","items":{"type":"string"}},"changed":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"outside":{"type":"array","items":{"type":"string"}}},"additionalProperties":false}},"gates":{"type":"array","items":{"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false}},"failures":{"type":"array","items":{"type":"object","required":["attempt","role","cycle","reason","fingerprint","gateTail","findings","generation","at"],"properties":{"attempt":{"type":"integer","minimum":1},"role":{"enum":["work","review","fix","refactor"]},"cycle":{"type":"integer","minimum":1},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"generation":{"type":"integer","minimum":0},"at":{"type":"integer","minimum":0}},"additionalProperties":false}},"reviews":{"type":"array","items":{"type":"object","required":["cycle","findings"],"properties":{"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false}},"decisions":{"type":"array","items":{"type":"object","required":["decision","note","at","round"],"properties":{"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"at":{"type":"integer","minimum":0},"round":{"type":"integer","minimum":1}},"additionalProperties":false}},"context":{"anyOf":[{"type":"string"},{"type":"null"}]},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"anyOf":[{"enum":["not-measured","ok","flagged"]},{"type":"null"}]},"erosionChecks":{"type":"array","items":{"type":"object","required":["actionId","role","measured","reason","before","after","growth","flagged","offenders","skipped"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","refactor"]},"measured":{"type":"boolean"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false}},"skipped":{"type":"array","items":{"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false}},"skipReason":{"anyOf":[{"enum":["skip-flag","only"]},{"type":"null"}]},"startedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"lastEvent":{"anyOf":[{"type":"object","required":["type","at"],"properties":{"type":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false}},"createdAt":{"type":"integer","minimum":0},"updatedAt":{"type":"integer","minimum":0},"seq":{"type":"integer","minimum":0},"spawnCount":{"type":"integer","minimum":0},"limits":{"type":"object","required":["maxSpawns","maxDurationSeconds"],"properties":{"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]}},"additionalProperties":false},"escalation":{"anyOf":[{"type":"object","required":["phase","reason","detail","message","at"],"properties":{"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"detail":{"type":"string"},"message":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]},"summaryFile":{"anyOf":[{"type":"string"},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"snapshotDigest":{"type":"string","pattern":"^sha256:"}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^sha256:", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-state.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((data.schemaVersion === undefined) && (missing0 = "schemaVersion")) || ((data.runId === undefined) && (missing0 = "runId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.prd === undefined) && (missing0 = "prd"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.runDir === undefined) && (missing0 = "runDir"))) || ((data.only === undefined) && (missing0 = "only"))) || ((data.settings === undefined) && (missing0 = "settings"))) || ((data.waves === undefined) && (missing0 = "waves"))) || ((data.phases === undefined) && (missing0 = "phases"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.spawnCount === undefined) && (missing0 = "spawnCount"))) || ((data.limits === undefined) && (missing0 = "limits"))) || ((data.escalation === undefined) && (missing0 = "escalation"))) || ((data.summaryFile === undefined) && (missing0 = "summaryFile"))) || ((data.finishedAt === undefined) && (missing0 = "finishedAt"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
const _errs2 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate20.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
if(1 !== data0){
validate20.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runId !== undefined){
const _errs4 = errors;
if(typeof data.runId !== "string"){
validate20.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs6 = errors;
if(!((((data2 === "running") || (data2 === "needs-human")) || (data2 === "completed")) || (data2 === "cancelled"))){
validate20.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prd !== undefined){
let data3 = data.prd;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((((data3.path === undefined) && (missing1 = "path")) || ((data3.sha256 === undefined) && (missing1 = "sha256"))) || ((data3.title === undefined) && (missing1 = "title"))) || ((data3.objective === undefined) && (missing1 = "objective"))){
validate20.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key1 in data3){
if(!((((key1 === "path") || (key1 === "sha256")) || (key1 === "title")) || (key1 === "objective"))){
validate20.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data3.path !== undefined){
const _errs10 = errors;
if(typeof data3.path !== "string"){
validate20.errors = [{instancePath:instancePath+"/prd/path",schemaPath:"#/properties/prd/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.sha256 !== undefined){
const _errs12 = errors;
if(typeof data3.sha256 !== "string"){
validate20.errors = [{instancePath:instancePath+"/prd/sha256",schemaPath:"#/properties/prd/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.title !== undefined){
let data6 = data3.title;
const _errs14 = errors;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(typeof data6 !== "string"){
const err0 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid2 = valid2 || _valid0;
const _errs18 = errors;
if(data6 !== null){
const err1 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.objective !== undefined){
let data7 = data3.objective;
const _errs20 = errors;
const _errs21 = errors;
let valid3 = false;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err3 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid3 = valid3 || _valid1;
const _errs24 = errors;
if(data7 !== null){
const err4 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs20 === errors;
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
else {
validate20.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs26 = errors;
if(typeof data.cwd !== "string"){
validate20.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runDir !== undefined){
const _errs28 = errors;
if(typeof data.runDir !== "string"){
validate20.errors = [{instancePath:instancePath+"/runDir",schemaPath:"#/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.only !== undefined){
let data10 = data.only;
const _errs30 = errors;
const _errs31 = errors;
let valid4 = false;
const _errs32 = errors;
if(typeof data10 !== "string"){
const err6 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid4 = valid4 || _valid2;
const _errs34 = errors;
if(data10 !== null){
const err7 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings !== undefined){
let data11 = data.settings;
const _errs36 = errors;
if(errors === _errs36){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if(((((((((data11.maxParallel === undefined) && (missing2 = "maxParallel")) || ((data11.maxSpawns === undefined) && (missing2 = "maxSpawns"))) || ((data11.maxDurationSeconds === undefined) && (missing2 = "maxDurationSeconds"))) || ((data11.summaryBudgetBytes === undefined) && (missing2 = "summaryBudgetBytes"))) || ((data11.erosion === undefined) && (missing2 = "erosion"))) || ((data11.scope === undefined) && (missing2 = "scope"))) || ((data11.ccThreshold === undefined) && (missing2 = "ccThreshold"))) || ((data11.graceSeconds === undefined) && (missing2 = "graceSeconds"))){
validate20.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs38 = errors;
for(const key2 in data11){
if(!((((((((key2 === "maxParallel") || (key2 === "maxSpawns")) || (key2 === "maxDurationSeconds")) || (key2 === "summaryBudgetBytes")) || (key2 === "erosion")) || (key2 === "scope")) || (key2 === "ccThreshold")) || (key2 === "graceSeconds"))){
validate20.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs38 === errors){
if(data11.maxParallel !== undefined){
let data12 = data11.maxParallel;
const _errs39 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate20.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs39){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate20.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.maxSpawns !== undefined){
let data13 = data11.maxSpawns;
const _errs41 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate20.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs41){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate20.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.maxDurationSeconds !== undefined){
let data14 = data11.maxDurationSeconds;
const _errs43 = errors;
const _errs44 = errors;
let valid6 = false;
const _errs45 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err9 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors === _errs45){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err10 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
var _valid3 = _errs45 === errors;
valid6 = valid6 || _valid3;
const _errs47 = errors;
if(data14 !== null){
const err11 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs47 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err12 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs43 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.summaryBudgetBytes !== undefined){
let data15 = data11.summaryBudgetBytes;
const _errs49 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate20.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs49){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
validate20.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs49 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.erosion !== undefined){
let data16 = data11.erosion;
const _errs51 = errors;
if(!(((data16 === "refactor") || (data16 === "flag")) || (data16 === "off"))){
validate20.errors = [{instancePath:instancePath+"/settings/erosion",schemaPath:"#/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema31.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs51 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.scope !== undefined){
let data17 = data11.scope;
const _errs52 = errors;
if(!((data17 === "fail") || (data17 === "warn"))){
validate20.errors = [{instancePath:instancePath+"/settings/scope",schemaPath:"#/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema31.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs52 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.ccThreshold !== undefined){
let data18 = data11.ccThreshold;
const _errs53 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate20.errors = [{instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs53){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
validate20.errors = [{instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs53 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.graceSeconds !== undefined){
let data19 = data11.graceSeconds;
const _errs55 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate20.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs55){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate20.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs55 === errors;
}
else {
var valid5 = true;
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
validate20.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.waves !== undefined){
let data20 = data.waves;
const _errs57 = errors;
if(errors === _errs57){
if(Array.isArray(data20)){
var valid7 = true;
const len0 = data20.length;
for(let i0=0; i0<len0; i0++){
let data21 = data20[i0];
const _errs59 = errors;
if(errors === _errs59){
if(Array.isArray(data21)){
var valid8 = true;
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
const _errs61 = errors;
if(typeof data21[i1] !== "string"){
validate20.errors = [{instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs61 === errors;
if(!valid8){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/waves/" + i0,schemaPath:"#/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs59 === errors;
if(!valid7){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/waves",schemaPath:"#/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phases !== undefined){
let data23 = data.phases;
const _errs63 = errors;
if(errors === _errs63){
if(Array.isArray(data23)){
var valid9 = true;
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
let data24 = data23[i2];
const _errs65 = errors;
if(errors === _errs65){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing3;
if((((((((((((((((((((((((((((((((((((((((((((((((data24.name === undefined) && (missing3 = "name")) || ((data24.key === undefined) && (missing3 = "key"))) || ((data24.kind === undefined) && (missing3 = "kind"))) || ((data24.type === undefined) && (missing3 = "type"))) || ((data24.origin === undefined) && (missing3 = "origin"))) || ((data24.wave === undefined) && (missing3 = "wave"))) || ((data24.dependsOn === undefined) && (missing3 = "dependsOn"))) || ((data24.model === undefined) && (missing3 = "model"))) || ((data24.modelUp === undefined) && (missing3 = "modelUp"))) || ((data24.fixModel === undefined) && (missing3 = "fixModel"))) || ((data24.gateCommands === undefined) && (missing3 = "gateCommands"))) || ((data24.gateDescription === undefined) && (missing3 = "gateDescription"))) || ((data24.fixGateCommands === undefined) && (missing3 = "fixGateCommands"))) || ((data24.fixFiles === undefined) && (missing3 = "fixFiles"))) || ((data24.maxRetries === undefined) && (missing3 = "maxRetries"))) || ((data24.timeoutSeconds === undefined) && (missing3 = "timeoutSeconds"))) || ((data24.gateTimeoutSeconds === undefined) && (missing3 = "gateTimeoutSeconds"))) || ((data24.files === undefined) && (missing3 = "files"))) || ((data24.onReject === undefined) && (missing3 = "onReject"))) || ((data24.escalate === undefined) && (missing3 = "escalate"))) || ((data24.skip === undefined) && (missing3 = "skip"))) || ((data24.erosionPolicy === undefined) && (missing3 = "erosionPolicy"))) || ((data24.tasks === undefined) && (missing3 = "tasks"))) || ((data24.acceptance === undefined) && (missing3 = "acceptance"))) || ((data24.status === undefined) && (missing3 = "status"))) || ((data24.role === undefined) && (missing3 = "role"))) || ((data24.attempt === undefined) && (missing3 = "attempt"))) || ((data24.cycle === undefined) && (missing3 = "cycle"))) || ((data24.round === undefined) && (missing3 = "round"))) || ((data24.generation === undefined) && (missing3 = "generation"))) || ((data24.currentSpawn === undefined) && (missing3 = "currentSpawn"))) || ((data24.currentGates === undefined) && (missing3 = "currentGates"))) || ((data24.attemptFailed === undefined) && (missing3 = "attemptFailed"))) || ((data24.handoff === undefined) && (missing3 = "handoff"))) || ((data24.spawns === undefined) && (missing3 = "spawns"))) || ((data24.gates === undefined) && (missing3 = "gates"))) || ((data24.failures === undefined) && (missing3 = "failures"))) || ((data24.reviews === undefined) && (missing3 = "reviews"))) || ((data24.decisions === undefined) && (missing3 = "decisions"))) || ((data24.context === undefined) && (missing3 = "context"))) || ((data24.summary === undefined) && (missing3 = "summary"))) || ((data24.erosion === undefined) && (missing3 = "erosion"))) || ((data24.erosionChecks === undefined) && (missing3 = "erosionChecks"))) || ((data24.skipReason === undefined) && (missing3 = "skipReason"))) || ((data24.startedAt === undefined) && (missing3 = "startedAt"))) || ((data24.finishedAt === undefined) && (missing3 = "finishedAt"))) || ((data24.lastEvent === undefined) && (missing3 = "lastEvent"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs67 = errors;
for(const key3 in data24){
if(!(func1.call(schema31.properties.phases.items.properties, key3))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs67 === errors){
if(data24.name !== undefined){
const _errs68 = errors;
if(typeof data24.name !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs68 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.key !== undefined){
const _errs70 = errors;
if(typeof data24.key !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/key",schemaPath:"#/properties/phases/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs70 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.kind !== undefined){
let data27 = data24.kind;
const _errs72 = errors;
if(!((((data27 === "agent") || (data27 === "approval")) || (data27 === "checkpoint")) || (data27 === "skip"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/kind",schemaPath:"#/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs72 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.type !== undefined){
let data28 = data24.type;
const _errs73 = errors;
if(!((((data28 === "impl") || (data28 === "review")) || (data28 === "extract")) || (data28 === "approval"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs73 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.origin !== undefined){
let data29 = data24.origin;
const _errs74 = errors;
const _errs75 = errors;
let valid11 = false;
const _errs76 = errors;
if(typeof data29 !== "string"){
const err13 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs76 === errors;
valid11 = valid11 || _valid4;
const _errs78 = errors;
if(data29 !== null){
const err14 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs78 === errors;
valid11 = valid11 || _valid4;
if(!valid11){
const err15 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs74 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.wave !== undefined){
let data30 = data24.wave;
const _errs80 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs80){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs80 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.dependsOn !== undefined){
let data31 = data24.dependsOn;
const _errs82 = errors;
if(errors === _errs82){
if(Array.isArray(data31)){
var valid12 = true;
const len3 = data31.length;
for(let i3=0; i3<len3; i3++){
const _errs84 = errors;
if(typeof data31[i3] !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/dependsOn/" + i3,schemaPath:"#/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs84 === errors;
if(!valid12){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs82 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.model !== undefined){
let data33 = data24.model;
const _errs86 = errors;
if(errors === _errs86){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
let missing4;
if(((data33.tier === undefined) && (missing4 = "tier")) || ((data33.id === undefined) && (missing4 = "id"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs88 = errors;
for(const key4 in data33){
if(!((key4 === "tier") || (key4 === "id"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs88 === errors){
if(data33.tier !== undefined){
let data34 = data33.tier;
const _errs89 = errors;
const _errs90 = errors;
let valid14 = false;
const _errs91 = errors;
if(typeof data34 !== "string"){
const err16 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid5 = _errs91 === errors;
valid14 = valid14 || _valid5;
const _errs93 = errors;
if(data34 !== null){
const err17 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid5 = _errs93 === errors;
valid14 = valid14 || _valid5;
if(!valid14){
const err18 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs90;
if(vErrors !== null){
if(_errs90){
vErrors.length = _errs90;
}
else {
vErrors = null;
}
}
}
var valid13 = _errs89 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data33.id !== undefined){
let data35 = data33.id;
const _errs95 = errors;
const _errs96 = errors;
let valid15 = false;
const _errs97 = errors;
if(typeof data35 !== "string"){
const err19 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid6 = _errs97 === errors;
valid15 = valid15 || _valid6;
const _errs99 = errors;
if(data35 !== null){
const err20 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid6 = _errs99 === errors;
valid15 = valid15 || _valid6;
if(!valid15){
const err21 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
var valid13 = _errs95 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs86 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.modelUp !== undefined){
let data36 = data24.modelUp;
const _errs101 = errors;
if(errors === _errs101){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
let missing5;
if(((data36.tier === undefined) && (missing5 = "tier")) || ((data36.id === undefined) && (missing5 = "id"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs103 = errors;
for(const key5 in data36){
if(!((key5 === "tier") || (key5 === "id"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs103 === errors){
if(data36.tier !== undefined){
let data37 = data36.tier;
const _errs104 = errors;
const _errs105 = errors;
let valid17 = false;
const _errs106 = errors;
if(typeof data37 !== "string"){
const err22 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid7 = _errs106 === errors;
valid17 = valid17 || _valid7;
const _errs108 = errors;
if(data37 !== null){
const err23 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid7 = _errs108 === errors;
valid17 = valid17 || _valid7;
if(!valid17){
const err24 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
var valid16 = _errs104 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data36.id !== undefined){
let data38 = data36.id;
const _errs110 = errors;
const _errs111 = errors;
let valid18 = false;
const _errs112 = errors;
if(typeof data38 !== "string"){
const err25 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid8 = _errs112 === errors;
valid18 = valid18 || _valid8;
const _errs114 = errors;
if(data38 !== null){
const err26 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid8 = _errs114 === errors;
valid18 = valid18 || _valid8;
if(!valid18){
const err27 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
var valid16 = _errs110 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs101 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.fixModel !== undefined){
let data39 = data24.fixModel;
const _errs116 = errors;
const _errs117 = errors;
let valid19 = false;
const _errs118 = errors;
if(errors === _errs118){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
let missing6;
if(((data39.tier === undefined) && (missing6 = "tier")) || ((data39.id === undefined) && (missing6 = "id"))){
const err28 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
const _errs120 = errors;
for(const key6 in data39){
if(!((key6 === "tier") || (key6 === "id"))){
const err29 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
break;
}
}
if(_errs120 === errors){
if(data39.tier !== undefined){
let data40 = data39.tier;
const _errs121 = errors;
const _errs122 = errors;
let valid21 = false;
const _errs123 = errors;
if(typeof data40 !== "string"){
const err30 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid10 = _errs123 === errors;
valid21 = valid21 || _valid10;
const _errs125 = errors;
if(data40 !== null){
const err31 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid10 = _errs125 === errors;
valid21 = valid21 || _valid10;
if(!valid21){
const err32 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
var valid20 = _errs121 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data39.id !== undefined){
let data41 = data39.id;
const _errs127 = errors;
const _errs128 = errors;
let valid22 = false;
const _errs129 = errors;
if(typeof data41 !== "string"){
const err33 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid11 = _errs129 === errors;
valid22 = valid22 || _valid11;
const _errs131 = errors;
if(data41 !== null){
const err34 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid11 = _errs131 === errors;
valid22 = valid22 || _valid11;
if(!valid22){
const err35 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs128;
if(vErrors !== null){
if(_errs128){
vErrors.length = _errs128;
}
else {
vErrors = null;
}
}
}
var valid20 = _errs127 === errors;
}
else {
var valid20 = true;
}
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var _valid9 = _errs118 === errors;
valid19 = valid19 || _valid9;
const _errs133 = errors;
if(data39 !== null){
const err37 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid9 = _errs133 === errors;
valid19 = valid19 || _valid9;
if(!valid19){
const err38 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs117;
if(vErrors !== null){
if(_errs117){
vErrors.length = _errs117;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs116 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.gateCommands !== undefined){
let data42 = data24.gateCommands;
const _errs135 = errors;
if(errors === _errs135){
if(Array.isArray(data42)){
var valid23 = true;
const len4 = data42.length;
for(let i4=0; i4<len4; i4++){
let data43 = data42[i4];
const _errs137 = errors;
if(errors === _errs137){
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
let missing7;
if((((data43.command === undefined) && (missing7 = "command")) || ((data43.argv === undefined) && (missing7 = "argv"))) || ((data43.shellGate === undefined) && (missing7 = "shellGate"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs139 = errors;
for(const key7 in data43){
if(!(((key7 === "command") || (key7 === "argv")) || (key7 === "shellGate"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs139 === errors){
if(data43.command !== undefined){
const _errs140 = errors;
if(typeof data43.command !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/command",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid24 = _errs140 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data43.argv !== undefined){
let data45 = data43.argv;
const _errs142 = errors;
const _errs143 = errors;
let valid25 = false;
const _errs144 = errors;
if(errors === _errs144){
if(Array.isArray(data45)){
var valid26 = true;
const len5 = data45.length;
for(let i5=0; i5<len5; i5++){
const _errs146 = errors;
if(typeof data45[i5] !== "string"){
const err39 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv/" + i5,schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var valid26 = _errs146 === errors;
if(!valid26){
break;
}
}
}
else {
const err40 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
var _valid12 = _errs144 === errors;
valid25 = valid25 || _valid12;
const _errs148 = errors;
if(data45 !== null){
const err41 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid12 = _errs148 === errors;
valid25 = valid25 || _valid12;
if(!valid25){
const err42 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs143;
if(vErrors !== null){
if(_errs143){
vErrors.length = _errs143;
}
else {
vErrors = null;
}
}
}
var valid24 = _errs142 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data43.shellGate !== undefined){
const _errs150 = errors;
if(typeof data43.shellGate !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/shellGate",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid24 = _errs150 === errors;
}
else {
var valid24 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid23 = _errs137 === errors;
if(!valid23){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands",schemaPath:"#/properties/phases/items/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs135 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.gateDescription !== undefined){
let data48 = data24.gateDescription;
const _errs152 = errors;
const _errs153 = errors;
let valid27 = false;
const _errs154 = errors;
if(typeof data48 !== "string"){
const err43 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid13 = _errs154 === errors;
valid27 = valid27 || _valid13;
const _errs156 = errors;
if(data48 !== null){
const err44 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid13 = _errs156 === errors;
valid27 = valid27 || _valid13;
if(!valid27){
const err45 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs152 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.fixGateCommands !== undefined){
let data49 = data24.fixGateCommands;
const _errs158 = errors;
if(errors === _errs158){
if(Array.isArray(data49)){
var valid28 = true;
const len6 = data49.length;
for(let i6=0; i6<len6; i6++){
let data50 = data49[i6];
const _errs160 = errors;
if(errors === _errs160){
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
let missing8;
if((((data50.command === undefined) && (missing8 = "command")) || ((data50.argv === undefined) && (missing8 = "argv"))) || ((data50.shellGate === undefined) && (missing8 = "shellGate"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
const _errs162 = errors;
for(const key8 in data50){
if(!(((key8 === "command") || (key8 === "argv")) || (key8 === "shellGate"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs162 === errors){
if(data50.command !== undefined){
const _errs163 = errors;
if(typeof data50.command !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/command",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid29 = _errs163 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data50.argv !== undefined){
let data52 = data50.argv;
const _errs165 = errors;
const _errs166 = errors;
let valid30 = false;
const _errs167 = errors;
if(errors === _errs167){
if(Array.isArray(data52)){
var valid31 = true;
const len7 = data52.length;
for(let i7=0; i7<len7; i7++){
const _errs169 = errors;
if(typeof data52[i7] !== "string"){
const err46 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv/" + i7,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var valid31 = _errs169 === errors;
if(!valid31){
break;
}
}
}
else {
const err47 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid14 = _errs167 === errors;
valid30 = valid30 || _valid14;
const _errs171 = errors;
if(data52 !== null){
const err48 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid14 = _errs171 === errors;
valid30 = valid30 || _valid14;
if(!valid30){
const err49 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs166;
if(vErrors !== null){
if(_errs166){
vErrors.length = _errs166;
}
else {
vErrors = null;
}
}
}
var valid29 = _errs165 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data50.shellGate !== undefined){
const _errs173 = errors;
if(typeof data50.shellGate !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/shellGate",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid29 = _errs173 === errors;
}
else {
var valid29 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid28 = _errs160 === errors;
if(!valid28){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands",schemaPath:"#/properties/phases/items/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs158 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.fixFiles !== undefined){
let data55 = data24.fixFiles;
const _errs175 = errors;
if(errors === _errs175){
if(Array.isArray(data55)){
var valid32 = true;
const len8 = data55.length;
for(let i8=0; i8<len8; i8++){
const _errs177 = errors;
if(typeof data55[i8] !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixFiles/" + i8,schemaPath:"#/properties/phases/items/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid32 = _errs177 === errors;
if(!valid32){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixFiles",schemaPath:"#/properties/phases/items/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs175 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.maxRetries !== undefined){
let data57 = data24.maxRetries;
const _errs179 = errors;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs179){
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 0 || isNaN(data57)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs179 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.timeoutSeconds !== undefined){
let data58 = data24.timeoutSeconds;
const _errs181 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs181){
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid10 = _errs181 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.gateTimeoutSeconds !== undefined){
let data59 = data24.gateTimeoutSeconds;
const _errs183 = errors;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/properties/phases/items/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs183){
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/properties/phases/items/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid10 = _errs183 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.files !== undefined){
let data60 = data24.files;
const _errs185 = errors;
if(errors === _errs185){
if(Array.isArray(data60)){
var valid33 = true;
const len9 = data60.length;
for(let i9=0; i9<len9; i9++){
const _errs187 = errors;
if(typeof data60[i9] !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/files/" + i9,schemaPath:"#/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid33 = _errs187 === errors;
if(!valid33){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/files",schemaPath:"#/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs185 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.onReject !== undefined){
let data62 = data24.onReject;
const _errs189 = errors;
const _errs190 = errors;
let valid34 = false;
const _errs191 = errors;
if(typeof data62 !== "string"){
const err50 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid15 = _errs191 === errors;
valid34 = valid34 || _valid15;
const _errs193 = errors;
if(data62 !== null){
const err51 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid15 = _errs193 === errors;
valid34 = valid34 || _valid15;
if(!valid34){
const err52 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs190;
if(vErrors !== null){
if(_errs190){
vErrors.length = _errs190;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs189 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.escalate !== undefined){
const _errs195 = errors;
if(typeof data24.escalate !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/escalate",schemaPath:"#/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs195 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.skip !== undefined){
const _errs197 = errors;
if(typeof data24.skip !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/skip",schemaPath:"#/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs197 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.erosionPolicy !== undefined){
let data65 = data24.erosionPolicy;
const _errs199 = errors;
const _errs200 = errors;
let valid35 = false;
const _errs201 = errors;
if(!(((data65 === "refactor") || (data65 === "flag")) || (data65 === "off"))){
const err53 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/properties/phases/items/properties/erosionPolicy/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.erosionPolicy.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid16 = _errs201 === errors;
valid35 = valid35 || _valid16;
const _errs202 = errors;
if(data65 !== null){
const err54 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/properties/phases/items/properties/erosionPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid16 = _errs202 === errors;
valid35 = valid35 || _valid16;
if(!valid35){
const err55 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/properties/phases/items/properties/erosionPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs200;
if(vErrors !== null){
if(_errs200){
vErrors.length = _errs200;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs199 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.tasks !== undefined){
let data66 = data24.tasks;
const _errs204 = errors;
if(errors === _errs204){
if(Array.isArray(data66)){
var valid36 = true;
const len10 = data66.length;
for(let i10=0; i10<len10; i10++){
let data67 = data66[i10];
const _errs206 = errors;
if(errors === _errs206){
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
let missing9;
if(((((data67.text === undefined) && (missing9 = "text")) || ((data67.depth === undefined) && (missing9 = "depth"))) || ((data67.line === undefined) && (missing9 = "line"))) || ((data67.column === undefined) && (missing9 = "column"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
const _errs208 = errors;
for(const key9 in data67){
if(!((((key9 === "text") || (key9 === "depth")) || (key9 === "line")) || (key9 === "column"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs208 === errors){
if(data67.text !== undefined){
const _errs209 = errors;
if(typeof data67.text !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/text",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid37 = _errs209 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data67.depth !== undefined){
let data69 = data67.depth;
const _errs211 = errors;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs211){
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 0 || isNaN(data69)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid37 = _errs211 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data67.line !== undefined){
let data70 = data67.line;
const _errs213 = errors;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs213){
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 1 || isNaN(data70)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid37 = _errs213 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data67.column !== undefined){
let data71 = data67.column;
const _errs215 = errors;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs215){
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 1 || isNaN(data71)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid37 = _errs215 === errors;
}
else {
var valid37 = true;
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid36 = _errs206 === errors;
if(!valid36){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks",schemaPath:"#/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs204 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.acceptance !== undefined){
let data72 = data24.acceptance;
const _errs217 = errors;
if(errors === _errs217){
if(Array.isArray(data72)){
var valid38 = true;
const len11 = data72.length;
for(let i11=0; i11<len11; i11++){
let data73 = data72[i11];
const _errs219 = errors;
if(errors === _errs219){
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
let missing10;
if((((data73.text === undefined) && (missing10 = "text")) || ((data73.line === undefined) && (missing10 = "line"))) || ((data73.column === undefined) && (missing10 = "column"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
const _errs221 = errors;
for(const key10 in data73){
if(!(((key10 === "text") || (key10 === "line")) || (key10 === "column"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs221 === errors){
if(data73.text !== undefined){
const _errs222 = errors;
if(typeof data73.text !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/text",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid39 = _errs222 === errors;
}
else {
var valid39 = true;
}
if(valid39){
if(data73.line !== undefined){
let data75 = data73.line;
const _errs224 = errors;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs224){
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 < 1 || isNaN(data75)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid39 = _errs224 === errors;
}
else {
var valid39 = true;
}
if(valid39){
if(data73.column !== undefined){
let data76 = data73.column;
const _errs226 = errors;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs226){
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid39 = _errs226 === errors;
}
else {
var valid39 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid38 = _errs219 === errors;
if(!valid38){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance",schemaPath:"#/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs217 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.status !== undefined){
let data77 = data24.status;
const _errs228 = errors;
if(!(((((((data77 === "pending") || (data77 === "active")) || (data77 === "waiting-approval")) || (data77 === "passed")) || (data77 === "skipped")) || (data77 === "needs-human")) || (data77 === "cancelled"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/status",schemaPath:"#/properties/phases/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs228 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.role !== undefined){
let data78 = data24.role;
const _errs229 = errors;
if(!((((data78 === "work") || (data78 === "review")) || (data78 === "fix")) || (data78 === "refactor"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/role",schemaPath:"#/properties/phases/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs229 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.attempt !== undefined){
let data79 = data24.attempt;
const _errs230 = errors;
if(!(((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79))) && (isFinite(data79)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs230){
if((typeof data79 == "number") && (isFinite(data79))){
if(data79 < 0 || isNaN(data79)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs230 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.cycle !== undefined){
let data80 = data24.cycle;
const _errs232 = errors;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs232){
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 < 1 || isNaN(data80)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid10 = _errs232 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.round !== undefined){
let data81 = data24.round;
const _errs234 = errors;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/round",schemaPath:"#/properties/phases/items/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs234){
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/round",schemaPath:"#/properties/phases/items/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs234 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.generation !== undefined){
let data82 = data24.generation;
const _errs236 = errors;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/generation",schemaPath:"#/properties/phases/items/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs236){
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 0 || isNaN(data82)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/generation",schemaPath:"#/properties/phases/items/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs236 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.currentSpawn !== undefined){
let data83 = data24.currentSpawn;
const _errs238 = errors;
const _errs239 = errors;
let valid40 = false;
const _errs240 = errors;
if(typeof data83 !== "string"){
const err56 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid17 = _errs240 === errors;
valid40 = valid40 || _valid17;
const _errs242 = errors;
if(data83 !== null){
const err57 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid17 = _errs242 === errors;
valid40 = valid40 || _valid17;
if(!valid40){
const err58 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs239;
if(vErrors !== null){
if(_errs239){
vErrors.length = _errs239;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs238 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.currentGates !== undefined){
let data84 = data24.currentGates;
const _errs244 = errors;
if(errors === _errs244){
if(Array.isArray(data84)){
var valid41 = true;
const len12 = data84.length;
for(let i12=0; i12<len12; i12++){
const _errs246 = errors;
if(typeof data84[i12] !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/currentGates/" + i12,schemaPath:"#/properties/phases/items/properties/currentGates/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid41 = _errs246 === errors;
if(!valid41){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/currentGates",schemaPath:"#/properties/phases/items/properties/currentGates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs244 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.attemptFailed !== undefined){
const _errs248 = errors;
if(typeof data24.attemptFailed !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/attemptFailed",schemaPath:"#/properties/phases/items/properties/attemptFailed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs248 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.handoff !== undefined){
const _errs250 = errors;
if(typeof data24.handoff !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/handoff",schemaPath:"#/properties/phases/items/properties/handoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs250 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.spawns !== undefined){
let data88 = data24.spawns;
const _errs252 = errors;
if(errors === _errs252){
if(Array.isArray(data88)){
var valid42 = true;
const len13 = data88.length;
for(let i13=0; i13<len13; i13++){
let data89 = data88[i13];
const _errs254 = errors;
if(errors === _errs254){
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
let missing11;
if(((((((((((((((((((((data89.actionId === undefined) && (missing11 = "actionId")) || ((data89.role === undefined) && (missing11 = "role"))) || ((data89.attempt === undefined) && (missing11 = "attempt"))) || ((data89.cycle === undefined) && (missing11 = "cycle"))) || ((data89.model === undefined) && (missing11 = "model"))) || ((data89.resultFile === undefined) && (missing11 = "resultFile"))) || ((data89.timeoutSeconds === undefined) && (missing11 = "timeoutSeconds"))) || ((data89.issuedAt === undefined) && (missing11 = "issuedAt"))) || ((data89.sessionKey === undefined) && (missing11 = "sessionKey"))) || ((data89.confirmedAt === undefined) && (missing11 = "confirmedAt"))) || ((data89.outcome === undefined) && (missing11 = "outcome"))) || ((data89.status === undefined) && (missing11 = "status"))) || ((data89.verdict === undefined) && (missing11 = "verdict"))) || ((data89.finishedAt === undefined) && (missing11 = "finishedAt"))) || ((data89.problems === undefined) && (missing11 = "problems"))) || ((data89.summary === undefined) && (missing11 = "summary"))) || ((data89.findings === undefined) && (missing11 = "findings"))) || ((data89.filesModified === undefined) && (missing11 = "filesModified"))) || ((data89.changed === undefined) && (missing11 = "changed"))) || ((data89.outside === undefined) && (missing11 = "outside"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"}];
return false;
}
else {
const _errs256 = errors;
for(const key11 in data89){
if(!(func1.call(schema31.properties.phases.items.properties.spawns.items.properties, key11))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs256 === errors){
if(data89.actionId !== undefined){
const _errs257 = errors;
if(typeof data89.actionId !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/actionId",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid43 = _errs257 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.role !== undefined){
let data91 = data89.role;
const _errs259 = errors;
if(!((((data91 === "work") || (data91 === "review")) || (data91 === "fix")) || (data91 === "refactor"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/role",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.spawns.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid43 = _errs259 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.attempt !== undefined){
let data92 = data89.attempt;
const _errs260 = errors;
if(!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/attempt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs260){
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 < 1 || isNaN(data92)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/attempt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid43 = _errs260 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.cycle !== undefined){
let data93 = data89.cycle;
const _errs262 = errors;
if(!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/cycle",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs262){
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 < 1 || isNaN(data93)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/cycle",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid43 = _errs262 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.model !== undefined){
let data94 = data89.model;
const _errs264 = errors;
if(errors === _errs264){
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
let missing12;
if(((data94.tier === undefined) && (missing12 = "tier")) || ((data94.id === undefined) && (missing12 = "id"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"}];
return false;
}
else {
const _errs266 = errors;
for(const key12 in data94){
if(!((key12 === "tier") || (key12 === "id"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs266 === errors){
if(data94.tier !== undefined){
let data95 = data94.tier;
const _errs267 = errors;
const _errs268 = errors;
let valid45 = false;
const _errs269 = errors;
if(typeof data95 !== "string"){
const err59 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid18 = _errs269 === errors;
valid45 = valid45 || _valid18;
const _errs271 = errors;
if(data95 !== null){
const err60 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid18 = _errs271 === errors;
valid45 = valid45 || _valid18;
if(!valid45){
const err61 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs268;
if(vErrors !== null){
if(_errs268){
vErrors.length = _errs268;
}
else {
vErrors = null;
}
}
}
var valid44 = _errs267 === errors;
}
else {
var valid44 = true;
}
if(valid44){
if(data94.id !== undefined){
let data96 = data94.id;
const _errs273 = errors;
const _errs274 = errors;
let valid46 = false;
const _errs275 = errors;
if(typeof data96 !== "string"){
const err62 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid19 = _errs275 === errors;
valid46 = valid46 || _valid19;
const _errs277 = errors;
if(data96 !== null){
const err63 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid19 = _errs277 === errors;
valid46 = valid46 || _valid19;
if(!valid46){
const err64 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs274;
if(vErrors !== null){
if(_errs274){
vErrors.length = _errs274;
}
else {
vErrors = null;
}
}
}
var valid44 = _errs273 === errors;
}
else {
var valid44 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid43 = _errs264 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.resultFile !== undefined){
const _errs279 = errors;
if(typeof data89.resultFile !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/resultFile",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid43 = _errs279 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.timeoutSeconds !== undefined){
let data98 = data89.timeoutSeconds;
const _errs281 = errors;
if(!(((typeof data98 == "number") && (!(data98 % 1) && !isNaN(data98))) && (isFinite(data98)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs281){
if((typeof data98 == "number") && (isFinite(data98))){
if(data98 < 1 || isNaN(data98)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid43 = _errs281 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.issuedAt !== undefined){
let data99 = data89.issuedAt;
const _errs283 = errors;
if(!(((typeof data99 == "number") && (!(data99 % 1) && !isNaN(data99))) && (isFinite(data99)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/issuedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs283){
if((typeof data99 == "number") && (isFinite(data99))){
if(data99 < 0 || isNaN(data99)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/issuedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid43 = _errs283 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.sessionKey !== undefined){
let data100 = data89.sessionKey;
const _errs285 = errors;
const _errs286 = errors;
let valid47 = false;
const _errs287 = errors;
if(typeof data100 !== "string"){
const err65 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid20 = _errs287 === errors;
valid47 = valid47 || _valid20;
const _errs289 = errors;
if(data100 !== null){
const err66 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid20 = _errs289 === errors;
valid47 = valid47 || _valid20;
if(!valid47){
const err67 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs286;
if(vErrors !== null){
if(_errs286){
vErrors.length = _errs286;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs285 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.confirmedAt !== undefined){
let data101 = data89.confirmedAt;
const _errs291 = errors;
const _errs292 = errors;
let valid48 = false;
const _errs293 = errors;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err68 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(errors === _errs293){
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 0 || isNaN(data101)){
const err69 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
var _valid21 = _errs293 === errors;
valid48 = valid48 || _valid21;
const _errs295 = errors;
if(data101 !== null){
const err70 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid21 = _errs295 === errors;
valid48 = valid48 || _valid21;
if(!valid48){
const err71 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs292;
if(vErrors !== null){
if(_errs292){
vErrors.length = _errs292;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs291 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.outcome !== undefined){
let data102 = data89.outcome;
const _errs297 = errors;
const _errs298 = errors;
let valid49 = false;
const _errs299 = errors;
if(!((((data102 === "accepted") || (data102 === "invalid")) || (data102 === "timed-out")) || (data102 === "abandoned"))){
const err72 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.spawns.items.properties.outcome.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid22 = _errs299 === errors;
valid49 = valid49 || _valid22;
const _errs300 = errors;
if(data102 !== null){
const err73 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid22 = _errs300 === errors;
valid49 = valid49 || _valid22;
if(!valid49){
const err74 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs298;
if(vErrors !== null){
if(_errs298){
vErrors.length = _errs298;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs297 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.status !== undefined){
let data103 = data89.status;
const _errs302 = errors;
const _errs303 = errors;
let valid50 = false;
const _errs304 = errors;
if(!(((data103 === "DONE") || (data103 === "BLOCKED")) || (data103 === "ERROR"))){
const err75 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.spawns.items.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid23 = _errs304 === errors;
valid50 = valid50 || _valid23;
const _errs305 = errors;
if(data103 !== null){
const err76 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid23 = _errs305 === errors;
valid50 = valid50 || _valid23;
if(!valid50){
const err77 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs303;
if(vErrors !== null){
if(_errs303){
vErrors.length = _errs303;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs302 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.verdict !== undefined){
let data104 = data89.verdict;
const _errs307 = errors;
const _errs308 = errors;
let valid51 = false;
const _errs309 = errors;
if(!((data104 === "PASS") || (data104 === "FAIL"))){
const err78 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.spawns.items.properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid24 = _errs309 === errors;
valid51 = valid51 || _valid24;
const _errs310 = errors;
if(data104 !== null){
const err79 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid24 = _errs310 === errors;
valid51 = valid51 || _valid24;
if(!valid51){
const err80 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs308;
if(vErrors !== null){
if(_errs308){
vErrors.length = _errs308;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs307 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.finishedAt !== undefined){
let data105 = data89.finishedAt;
const _errs312 = errors;
const _errs313 = errors;
let valid52 = false;
const _errs314 = errors;
if(!(((typeof data105 == "number") && (!(data105 % 1) && !isNaN(data105))) && (isFinite(data105)))){
const err81 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(errors === _errs314){
if((typeof data105 == "number") && (isFinite(data105))){
if(data105 < 0 || isNaN(data105)){
const err82 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
var _valid25 = _errs314 === errors;
valid52 = valid52 || _valid25;
const _errs316 = errors;
if(data105 !== null){
const err83 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid25 = _errs316 === errors;
valid52 = valid52 || _valid25;
if(!valid52){
const err84 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
validate20.errors = vErrors;
return false;
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
var valid43 = _errs312 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.problems !== undefined){
let data106 = data89.problems;
const _errs318 = errors;
if(errors === _errs318){
if(Array.isArray(data106)){
var valid53 = true;
const len14 = data106.length;
for(let i14=0; i14<len14; i14++){
const _errs320 = errors;
if(typeof data106[i14] !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/problems/" + i14,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid53 = _errs320 === errors;
if(!valid53){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/problems",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid43 = _errs318 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.summary !== undefined){
let data108 = data89.summary;
const _errs322 = errors;
const _errs323 = errors;
let valid54 = false;
const _errs324 = errors;
if(typeof data108 !== "string"){
const err85 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid26 = _errs324 === errors;
valid54 = valid54 || _valid26;
const _errs326 = errors;
if(data108 !== null){
const err86 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid26 = _errs326 === errors;
valid54 = valid54 || _valid26;
if(!valid54){
const err87 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs323;
if(vErrors !== null){
if(_errs323){
vErrors.length = _errs323;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs322 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.findings !== undefined){
let data109 = data89.findings;
const _errs328 = errors;
if(errors === _errs328){
if(Array.isArray(data109)){
var valid55 = true;
const len15 = data109.length;
for(let i15=0; i15<len15; i15++){
let data110 = data109[i15];
const _errs330 = errors;
if(errors === _errs330){
if(data110 && typeof data110 == "object" && !Array.isArray(data110)){
let missing13;
if(((data110.severity === undefined) && (missing13 = "severity")) || ((data110.description === undefined) && (missing13 = "description"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"}];
return false;
}
else {
const _errs332 = errors;
for(const key13 in data110){
if(!((((key13 === "severity") || (key13 === "description")) || (key13 === "file")) || (key13 === "line"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs332 === errors){
if(data110.severity !== undefined){
let data111 = data110.severity;
const _errs333 = errors;
if(!(((data111 === "blocking") || (data111 === "required")) || (data111 === "suggestion"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/severity",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.spawns.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid56 = _errs333 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data110.description !== undefined){
const _errs334 = errors;
if(typeof data110.description !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/description",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid56 = _errs334 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data110.file !== undefined){
const _errs336 = errors;
if(typeof data110.file !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/file",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid56 = _errs336 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data110.line !== undefined){
let data114 = data110.line;
const _errs338 = errors;
if(!(((typeof data114 == "number") && (!(data114 % 1) && !isNaN(data114))) && (isFinite(data114)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/line",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs338){
if((typeof data114 == "number") && (isFinite(data114))){
if(data114 < 1 || isNaN(data114)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/line",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid56 = _errs338 === errors;
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
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid55 = _errs330 === errors;
if(!valid55){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid43 = _errs328 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.filesModified !== undefined){
let data115 = data89.filesModified;
const _errs340 = errors;
if(errors === _errs340){
if(Array.isArray(data115)){
var valid57 = true;
const len16 = data115.length;
for(let i16=0; i16<len16; i16++){
const _errs342 = errors;
if(typeof data115[i16] !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/filesModified/" + i16,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid57 = _errs342 === errors;
if(!valid57){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/filesModified",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid43 = _errs340 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.changed !== undefined){
let data117 = data89.changed;
const _errs344 = errors;
const _errs345 = errors;
let valid58 = false;
const _errs346 = errors;
if(errors === _errs346){
if(Array.isArray(data117)){
var valid59 = true;
const len17 = data117.length;
for(let i17=0; i17<len17; i17++){
const _errs348 = errors;
if(typeof data117[i17] !== "string"){
const err88 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed/" + i17,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var valid59 = _errs348 === errors;
if(!valid59){
break;
}
}
}
else {
const err89 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
var _valid27 = _errs346 === errors;
valid58 = valid58 || _valid27;
const _errs350 = errors;
if(data117 !== null){
const err90 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid27 = _errs350 === errors;
valid58 = valid58 || _valid27;
if(!valid58){
const err91 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs345;
if(vErrors !== null){
if(_errs345){
vErrors.length = _errs345;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs344 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data89.outside !== undefined){
let data119 = data89.outside;
const _errs352 = errors;
if(errors === _errs352){
if(Array.isArray(data119)){
var valid60 = true;
const len18 = data119.length;
for(let i18=0; i18<len18; i18++){
const _errs354 = errors;
if(typeof data119[i18] !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outside/" + i18,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outside/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid60 = _errs354 === errors;
if(!valid60){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outside",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outside/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid43 = _errs352 === errors;
}
else {
var valid43 = true;
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
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid42 = _errs254 === errors;
if(!valid42){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs252 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.gates !== undefined){
let data121 = data24.gates;
const _errs356 = errors;
if(errors === _errs356){
if(Array.isArray(data121)){
var valid61 = true;
const len19 = data121.length;
for(let i19=0; i19<len19; i19++){
let data122 = data121[i19];
const _errs358 = errors;
if(errors === _errs358){
if(data122 && typeof data122 == "object" && !Array.isArray(data122)){
let missing14;
if((((((((((((((data122.actionId === undefined) && (missing14 = "actionId")) || ((data122.role === undefined) && (missing14 = "role"))) || ((data122.attempt === undefined) && (missing14 = "attempt"))) || ((data122.cycle === undefined) && (missing14 = "cycle"))) || ((data122.index === undefined) && (missing14 = "index"))) || ((data122.command === undefined) && (missing14 = "command"))) || ((data122.logFile === undefined) && (missing14 = "logFile"))) || ((data122.timeoutSeconds === undefined) && (missing14 = "timeoutSeconds"))) || ((data122.issuedAt === undefined) && (missing14 = "issuedAt"))) || ((data122.state === undefined) && (missing14 = "state"))) || ((data122.exitCode === undefined) && (missing14 = "exitCode"))) || ((data122.tail === undefined) && (missing14 = "tail"))) || ((data122.finishedAt === undefined) && (missing14 = "finishedAt"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"}];
return false;
}
else {
const _errs360 = errors;
for(const key14 in data122){
if(!(func1.call(schema31.properties.phases.items.properties.gates.items.properties, key14))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs360 === errors){
if(data122.actionId !== undefined){
const _errs361 = errors;
if(typeof data122.actionId !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/actionId",schemaPath:"#/properties/phases/items/properties/gates/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid62 = _errs361 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.role !== undefined){
let data124 = data122.role;
const _errs363 = errors;
if(!((((data124 === "work") || (data124 === "review")) || (data124 === "fix")) || (data124 === "refactor"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/role",schemaPath:"#/properties/phases/items/properties/gates/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gates.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid62 = _errs363 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.attempt !== undefined){
let data125 = data122.attempt;
const _errs364 = errors;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/attempt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs364){
if((typeof data125 == "number") && (isFinite(data125))){
if(data125 < 0 || isNaN(data125)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/attempt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid62 = _errs364 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.cycle !== undefined){
let data126 = data122.cycle;
const _errs366 = errors;
if(!(((typeof data126 == "number") && (!(data126 % 1) && !isNaN(data126))) && (isFinite(data126)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/cycle",schemaPath:"#/properties/phases/items/properties/gates/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs366){
if((typeof data126 == "number") && (isFinite(data126))){
if(data126 < 1 || isNaN(data126)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/cycle",schemaPath:"#/properties/phases/items/properties/gates/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid62 = _errs366 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.index !== undefined){
let data127 = data122.index;
const _errs368 = errors;
if(!(((typeof data127 == "number") && (!(data127 % 1) && !isNaN(data127))) && (isFinite(data127)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/index",schemaPath:"#/properties/phases/items/properties/gates/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs368){
if((typeof data127 == "number") && (isFinite(data127))){
if(data127 < 0 || isNaN(data127)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/index",schemaPath:"#/properties/phases/items/properties/gates/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid62 = _errs368 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.command !== undefined){
const _errs370 = errors;
if(typeof data122.command !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/command",schemaPath:"#/properties/phases/items/properties/gates/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid62 = _errs370 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.logFile !== undefined){
const _errs372 = errors;
if(typeof data122.logFile !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/logFile",schemaPath:"#/properties/phases/items/properties/gates/items/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid62 = _errs372 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.timeoutSeconds !== undefined){
let data130 = data122.timeoutSeconds;
const _errs374 = errors;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/gates/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs374){
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 < 1 || isNaN(data130)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/gates/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid62 = _errs374 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.issuedAt !== undefined){
let data131 = data122.issuedAt;
const _errs376 = errors;
if(!(((typeof data131 == "number") && (!(data131 % 1) && !isNaN(data131))) && (isFinite(data131)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/issuedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs376){
if((typeof data131 == "number") && (isFinite(data131))){
if(data131 < 0 || isNaN(data131)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/issuedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid62 = _errs376 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.state !== undefined){
let data132 = data122.state;
const _errs378 = errors;
if(!(((((data132 === "pending") || (data132 === "running")) || (data132 === "passed")) || (data132 === "failed")) || (data132 === "timed-out"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/state",schemaPath:"#/properties/phases/items/properties/gates/items/properties/state/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gates.items.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid62 = _errs378 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.exitCode !== undefined){
let data133 = data122.exitCode;
const _errs379 = errors;
const _errs380 = errors;
let valid63 = false;
const _errs381 = errors;
if(!(((typeof data133 == "number") && (!(data133 % 1) && !isNaN(data133))) && (isFinite(data133)))){
const err92 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid28 = _errs381 === errors;
valid63 = valid63 || _valid28;
const _errs383 = errors;
if(data133 !== null){
const err93 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid28 = _errs383 === errors;
valid63 = valid63 || _valid28;
if(!valid63){
const err94 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs380;
if(vErrors !== null){
if(_errs380){
vErrors.length = _errs380;
}
else {
vErrors = null;
}
}
}
var valid62 = _errs379 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.tail !== undefined){
const _errs385 = errors;
if(typeof data122.tail !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/tail",schemaPath:"#/properties/phases/items/properties/gates/items/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid62 = _errs385 === errors;
}
else {
var valid62 = true;
}
if(valid62){
if(data122.finishedAt !== undefined){
let data135 = data122.finishedAt;
const _errs387 = errors;
const _errs388 = errors;
let valid64 = false;
const _errs389 = errors;
if(!(((typeof data135 == "number") && (!(data135 % 1) && !isNaN(data135))) && (isFinite(data135)))){
const err95 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(errors === _errs389){
if((typeof data135 == "number") && (isFinite(data135))){
if(data135 < 0 || isNaN(data135)){
const err96 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
var _valid29 = _errs389 === errors;
valid64 = valid64 || _valid29;
const _errs391 = errors;
if(data135 !== null){
const err97 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid29 = _errs391 === errors;
valid64 = valid64 || _valid29;
if(!valid64){
const err98 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs388;
if(vErrors !== null){
if(_errs388){
vErrors.length = _errs388;
}
else {
vErrors = null;
}
}
}
var valid62 = _errs387 === errors;
}
else {
var valid62 = true;
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
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid61 = _errs358 === errors;
if(!valid61){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates",schemaPath:"#/properties/phases/items/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs356 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.failures !== undefined){
let data136 = data24.failures;
const _errs393 = errors;
if(errors === _errs393){
if(Array.isArray(data136)){
var valid65 = true;
const len20 = data136.length;
for(let i20=0; i20<len20; i20++){
let data137 = data136[i20];
const _errs395 = errors;
if(errors === _errs395){
if(data137 && typeof data137 == "object" && !Array.isArray(data137)){
let missing15;
if((((((((((data137.attempt === undefined) && (missing15 = "attempt")) || ((data137.role === undefined) && (missing15 = "role"))) || ((data137.cycle === undefined) && (missing15 = "cycle"))) || ((data137.reason === undefined) && (missing15 = "reason"))) || ((data137.fingerprint === undefined) && (missing15 = "fingerprint"))) || ((data137.gateTail === undefined) && (missing15 = "gateTail"))) || ((data137.findings === undefined) && (missing15 = "findings"))) || ((data137.generation === undefined) && (missing15 = "generation"))) || ((data137.at === undefined) && (missing15 = "at"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: missing15},message:"must have required property '"+missing15+"'"}];
return false;
}
else {
const _errs397 = errors;
for(const key15 in data137){
if(!(func1.call(schema31.properties.phases.items.properties.failures.items.properties, key15))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs397 === errors){
if(data137.attempt !== undefined){
let data138 = data137.attempt;
const _errs398 = errors;
if(!(((typeof data138 == "number") && (!(data138 % 1) && !isNaN(data138))) && (isFinite(data138)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/attempt",schemaPath:"#/properties/phases/items/properties/failures/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs398){
if((typeof data138 == "number") && (isFinite(data138))){
if(data138 < 1 || isNaN(data138)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/attempt",schemaPath:"#/properties/phases/items/properties/failures/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid66 = _errs398 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.role !== undefined){
let data139 = data137.role;
const _errs400 = errors;
if(!((((data139 === "work") || (data139 === "review")) || (data139 === "fix")) || (data139 === "refactor"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/role",schemaPath:"#/properties/phases/items/properties/failures/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.failures.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid66 = _errs400 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.cycle !== undefined){
let data140 = data137.cycle;
const _errs401 = errors;
if(!(((typeof data140 == "number") && (!(data140 % 1) && !isNaN(data140))) && (isFinite(data140)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/cycle",schemaPath:"#/properties/phases/items/properties/failures/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs401){
if((typeof data140 == "number") && (isFinite(data140))){
if(data140 < 1 || isNaN(data140)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/cycle",schemaPath:"#/properties/phases/items/properties/failures/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid66 = _errs401 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.reason !== undefined){
const _errs403 = errors;
if(typeof data137.reason !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/reason",schemaPath:"#/properties/phases/items/properties/failures/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid66 = _errs403 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.fingerprint !== undefined){
let data142 = data137.fingerprint;
const _errs405 = errors;
const _errs406 = errors;
let valid67 = false;
const _errs407 = errors;
if(typeof data142 !== "string"){
const err99 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid30 = _errs407 === errors;
valid67 = valid67 || _valid30;
const _errs409 = errors;
if(data142 !== null){
const err100 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid30 = _errs409 === errors;
valid67 = valid67 || _valid30;
if(!valid67){
const err101 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs406;
if(vErrors !== null){
if(_errs406){
vErrors.length = _errs406;
}
else {
vErrors = null;
}
}
}
var valid66 = _errs405 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.gateTail !== undefined){
let data143 = data137.gateTail;
const _errs411 = errors;
const _errs412 = errors;
let valid68 = false;
const _errs413 = errors;
if(typeof data143 !== "string"){
const err102 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid31 = _errs413 === errors;
valid68 = valid68 || _valid31;
const _errs415 = errors;
if(data143 !== null){
const err103 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid31 = _errs415 === errors;
valid68 = valid68 || _valid31;
if(!valid68){
const err104 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs412;
if(vErrors !== null){
if(_errs412){
vErrors.length = _errs412;
}
else {
vErrors = null;
}
}
}
var valid66 = _errs411 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.findings !== undefined){
let data144 = data137.findings;
const _errs417 = errors;
if(errors === _errs417){
if(Array.isArray(data144)){
var valid69 = true;
const len21 = data144.length;
for(let i21=0; i21<len21; i21++){
let data145 = data144[i21];
const _errs419 = errors;
if(errors === _errs419){
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
let missing16;
if(((data145.severity === undefined) && (missing16 = "severity")) || ((data145.description === undefined) && (missing16 = "description"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/required",keyword:"required",params:{missingProperty: missing16},message:"must have required property '"+missing16+"'"}];
return false;
}
else {
const _errs421 = errors;
for(const key16 in data145){
if(!((((key16 === "severity") || (key16 === "description")) || (key16 === "file")) || (key16 === "line"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs421 === errors){
if(data145.severity !== undefined){
let data146 = data145.severity;
const _errs422 = errors;
if(!(((data146 === "blocking") || (data146 === "required")) || (data146 === "suggestion"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/severity",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.failures.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid70 = _errs422 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data145.description !== undefined){
const _errs423 = errors;
if(typeof data145.description !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/description",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid70 = _errs423 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data145.file !== undefined){
const _errs425 = errors;
if(typeof data145.file !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/file",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid70 = _errs425 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data145.line !== undefined){
let data149 = data145.line;
const _errs427 = errors;
if(!(((typeof data149 == "number") && (!(data149 % 1) && !isNaN(data149))) && (isFinite(data149)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/line",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs427){
if((typeof data149 == "number") && (isFinite(data149))){
if(data149 < 1 || isNaN(data149)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/line",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid70 = _errs427 === errors;
}
else {
var valid70 = true;
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid69 = _errs419 === errors;
if(!valid69){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid66 = _errs417 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.generation !== undefined){
let data150 = data137.generation;
const _errs429 = errors;
if(!(((typeof data150 == "number") && (!(data150 % 1) && !isNaN(data150))) && (isFinite(data150)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/generation",schemaPath:"#/properties/phases/items/properties/failures/items/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs429){
if((typeof data150 == "number") && (isFinite(data150))){
if(data150 < 0 || isNaN(data150)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/generation",schemaPath:"#/properties/phases/items/properties/failures/items/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid66 = _errs429 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data137.at !== undefined){
let data151 = data137.at;
const _errs431 = errors;
if(!(((typeof data151 == "number") && (!(data151 % 1) && !isNaN(data151))) && (isFinite(data151)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/at",schemaPath:"#/properties/phases/items/properties/failures/items/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs431){
if((typeof data151 == "number") && (isFinite(data151))){
if(data151 < 0 || isNaN(data151)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/at",schemaPath:"#/properties/phases/items/properties/failures/items/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid66 = _errs431 === errors;
}
else {
var valid66 = true;
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
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid65 = _errs395 === errors;
if(!valid65){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures",schemaPath:"#/properties/phases/items/properties/failures/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs393 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.reviews !== undefined){
let data152 = data24.reviews;
const _errs433 = errors;
if(errors === _errs433){
if(Array.isArray(data152)){
var valid71 = true;
const len22 = data152.length;
for(let i22=0; i22<len22; i22++){
let data153 = data152[i22];
const _errs435 = errors;
if(errors === _errs435){
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
let missing17;
if(((data153.cycle === undefined) && (missing17 = "cycle")) || ((data153.findings === undefined) && (missing17 = "findings"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22,schemaPath:"#/properties/phases/items/properties/reviews/items/required",keyword:"required",params:{missingProperty: missing17},message:"must have required property '"+missing17+"'"}];
return false;
}
else {
const _errs437 = errors;
for(const key17 in data153){
if(!((key17 === "cycle") || (key17 === "findings"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22,schemaPath:"#/properties/phases/items/properties/reviews/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs437 === errors){
if(data153.cycle !== undefined){
let data154 = data153.cycle;
const _errs438 = errors;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/cycle",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs438){
if((typeof data154 == "number") && (isFinite(data154))){
if(data154 < 1 || isNaN(data154)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/cycle",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid72 = _errs438 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data153.findings !== undefined){
let data155 = data153.findings;
const _errs440 = errors;
if(errors === _errs440){
if(Array.isArray(data155)){
var valid73 = true;
const len23 = data155.length;
for(let i23=0; i23<len23; i23++){
let data156 = data155[i23];
const _errs442 = errors;
if(errors === _errs442){
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
let missing18;
if(((data156.severity === undefined) && (missing18 = "severity")) || ((data156.description === undefined) && (missing18 = "description"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/required",keyword:"required",params:{missingProperty: missing18},message:"must have required property '"+missing18+"'"}];
return false;
}
else {
const _errs444 = errors;
for(const key18 in data156){
if(!((((key18 === "severity") || (key18 === "description")) || (key18 === "file")) || (key18 === "line"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs444 === errors){
if(data156.severity !== undefined){
let data157 = data156.severity;
const _errs445 = errors;
if(!(((data157 === "blocking") || (data157 === "required")) || (data157 === "suggestion"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/severity",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.reviews.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid74 = _errs445 === errors;
}
else {
var valid74 = true;
}
if(valid74){
if(data156.description !== undefined){
const _errs446 = errors;
if(typeof data156.description !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/description",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid74 = _errs446 === errors;
}
else {
var valid74 = true;
}
if(valid74){
if(data156.file !== undefined){
const _errs448 = errors;
if(typeof data156.file !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/file",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid74 = _errs448 === errors;
}
else {
var valid74 = true;
}
if(valid74){
if(data156.line !== undefined){
let data160 = data156.line;
const _errs450 = errors;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/line",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs450){
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 1 || isNaN(data160)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/line",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid74 = _errs450 === errors;
}
else {
var valid74 = true;
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid73 = _errs442 === errors;
if(!valid73){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid72 = _errs440 === errors;
}
else {
var valid72 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22,schemaPath:"#/properties/phases/items/properties/reviews/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid71 = _errs435 === errors;
if(!valid71){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews",schemaPath:"#/properties/phases/items/properties/reviews/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs433 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.decisions !== undefined){
let data161 = data24.decisions;
const _errs452 = errors;
if(errors === _errs452){
if(Array.isArray(data161)){
var valid75 = true;
const len24 = data161.length;
for(let i24=0; i24<len24; i24++){
let data162 = data161[i24];
const _errs454 = errors;
if(errors === _errs454){
if(data162 && typeof data162 == "object" && !Array.isArray(data162)){
let missing19;
if(((((data162.decision === undefined) && (missing19 = "decision")) || ((data162.note === undefined) && (missing19 = "note"))) || ((data162.at === undefined) && (missing19 = "at"))) || ((data162.round === undefined) && (missing19 = "round"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/required",keyword:"required",params:{missingProperty: missing19},message:"must have required property '"+missing19+"'"}];
return false;
}
else {
const _errs456 = errors;
for(const key19 in data162){
if(!((((key19 === "decision") || (key19 === "note")) || (key19 === "at")) || (key19 === "round"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs456 === errors){
if(data162.decision !== undefined){
let data163 = data162.decision;
const _errs457 = errors;
if(!((data163 === "approve") || (data163 === "reject"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/decision",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/decision/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.decisions.items.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid76 = _errs457 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data162.note !== undefined){
let data164 = data162.note;
const _errs458 = errors;
const _errs459 = errors;
let valid77 = false;
const _errs460 = errors;
if(typeof data164 !== "string"){
const err105 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid32 = _errs460 === errors;
valid77 = valid77 || _valid32;
const _errs462 = errors;
if(data164 !== null){
const err106 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid32 = _errs462 === errors;
valid77 = valid77 || _valid32;
if(!valid77){
const err107 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs459;
if(vErrors !== null){
if(_errs459){
vErrors.length = _errs459;
}
else {
vErrors = null;
}
}
}
var valid76 = _errs458 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data162.at !== undefined){
let data165 = data162.at;
const _errs464 = errors;
if(!(((typeof data165 == "number") && (!(data165 % 1) && !isNaN(data165))) && (isFinite(data165)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/at",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs464){
if((typeof data165 == "number") && (isFinite(data165))){
if(data165 < 0 || isNaN(data165)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/at",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid76 = _errs464 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data162.round !== undefined){
let data166 = data162.round;
const _errs466 = errors;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/round",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs466){
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 < 1 || isNaN(data166)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/round",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid76 = _errs466 === errors;
}
else {
var valid76 = true;
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid75 = _errs454 === errors;
if(!valid75){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions",schemaPath:"#/properties/phases/items/properties/decisions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs452 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.context !== undefined){
let data167 = data24.context;
const _errs468 = errors;
const _errs469 = errors;
let valid78 = false;
const _errs470 = errors;
if(typeof data167 !== "string"){
const err108 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid33 = _errs470 === errors;
valid78 = valid78 || _valid33;
const _errs472 = errors;
if(data167 !== null){
const err109 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid33 = _errs472 === errors;
valid78 = valid78 || _valid33;
if(!valid78){
const err110 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs469;
if(vErrors !== null){
if(_errs469){
vErrors.length = _errs469;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs468 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.summary !== undefined){
let data168 = data24.summary;
const _errs474 = errors;
const _errs475 = errors;
let valid79 = false;
const _errs476 = errors;
if(typeof data168 !== "string"){
const err111 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid34 = _errs476 === errors;
valid79 = valid79 || _valid34;
const _errs478 = errors;
if(data168 !== null){
const err112 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid34 = _errs478 === errors;
valid79 = valid79 || _valid34;
if(!valid79){
const err113 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs475;
if(vErrors !== null){
if(_errs475){
vErrors.length = _errs475;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs474 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.erosion !== undefined){
let data169 = data24.erosion;
const _errs480 = errors;
const _errs481 = errors;
let valid80 = false;
const _errs482 = errors;
if(!(((data169 === "not-measured") || (data169 === "ok")) || (data169 === "flagged"))){
const err114 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid35 = _errs482 === errors;
valid80 = valid80 || _valid35;
const _errs483 = errors;
if(data169 !== null){
const err115 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var _valid35 = _errs483 === errors;
valid80 = valid80 || _valid35;
if(!valid80){
const err116 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs481;
if(vErrors !== null){
if(_errs481){
vErrors.length = _errs481;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs480 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.erosionChecks !== undefined){
let data170 = data24.erosionChecks;
const _errs485 = errors;
if(errors === _errs485){
if(Array.isArray(data170)){
var valid81 = true;
const len25 = data170.length;
for(let i25=0; i25<len25; i25++){
let data171 = data170[i25];
const _errs487 = errors;
if(errors === _errs487){
if(data171 && typeof data171 == "object" && !Array.isArray(data171)){
let missing20;
if(((((((((((data171.actionId === undefined) && (missing20 = "actionId")) || ((data171.role === undefined) && (missing20 = "role"))) || ((data171.measured === undefined) && (missing20 = "measured"))) || ((data171.reason === undefined) && (missing20 = "reason"))) || ((data171.before === undefined) && (missing20 = "before"))) || ((data171.after === undefined) && (missing20 = "after"))) || ((data171.growth === undefined) && (missing20 = "growth"))) || ((data171.flagged === undefined) && (missing20 = "flagged"))) || ((data171.offenders === undefined) && (missing20 = "offenders"))) || ((data171.skipped === undefined) && (missing20 = "skipped"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: missing20},message:"must have required property '"+missing20+"'"}];
return false;
}
else {
const _errs489 = errors;
for(const key20 in data171){
if(!(func1.call(schema31.properties.phases.items.properties.erosionChecks.items.properties, key20))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs489 === errors){
if(data171.actionId !== undefined){
const _errs490 = errors;
if(typeof data171.actionId !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/actionId",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid82 = _errs490 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.role !== undefined){
let data173 = data171.role;
const _errs492 = errors;
if(!((data173 === "work") || (data173 === "refactor"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/role",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.erosionChecks.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid82 = _errs492 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.measured !== undefined){
const _errs493 = errors;
if(typeof data171.measured !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/measured",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/measured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid82 = _errs493 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.reason !== undefined){
let data175 = data171.reason;
const _errs495 = errors;
const _errs496 = errors;
let valid83 = false;
const _errs497 = errors;
if(typeof data175 !== "string"){
const err117 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid36 = _errs497 === errors;
valid83 = valid83 || _valid36;
const _errs499 = errors;
if(data175 !== null){
const err118 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid36 = _errs499 === errors;
valid83 = valid83 || _valid36;
if(!valid83){
const err119 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs496;
if(vErrors !== null){
if(_errs496){
vErrors.length = _errs496;
}
else {
vErrors = null;
}
}
}
var valid82 = _errs495 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.before !== undefined){
let data176 = data171.before;
const _errs501 = errors;
if(!(((typeof data176 == "number") && (!(data176 % 1) && !isNaN(data176))) && (isFinite(data176)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs501){
if((typeof data176 == "number") && (isFinite(data176))){
if(data176 < 0 || isNaN(data176)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid82 = _errs501 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.after !== undefined){
let data177 = data171.after;
const _errs503 = errors;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs503){
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 < 0 || isNaN(data177)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid82 = _errs503 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.growth !== undefined){
let data178 = data171.growth;
const _errs505 = errors;
const _errs506 = errors;
let valid84 = false;
const _errs507 = errors;
if(!((typeof data178 == "number") && (isFinite(data178)))){
const err120 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/growth",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/growth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid37 = _errs507 === errors;
valid84 = valid84 || _valid37;
const _errs509 = errors;
if(data178 !== null){
const err121 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/growth",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/growth/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid37 = _errs509 === errors;
valid84 = valid84 || _valid37;
if(!valid84){
const err122 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/growth",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/growth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs506;
if(vErrors !== null){
if(_errs506){
vErrors.length = _errs506;
}
else {
vErrors = null;
}
}
}
var valid82 = _errs505 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.flagged !== undefined){
const _errs511 = errors;
if(typeof data171.flagged !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/flagged",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/flagged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid82 = _errs511 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.offenders !== undefined){
let data180 = data171.offenders;
const _errs513 = errors;
if(errors === _errs513){
if(Array.isArray(data180)){
var valid85 = true;
const len26 = data180.length;
for(let i26=0; i26<len26; i26++){
let data181 = data180[i26];
const _errs515 = errors;
if(errors === _errs515){
if(data181 && typeof data181 == "object" && !Array.isArray(data181)){
let missing21;
if((((((data181.file === undefined) && (missing21 = "file")) || ((data181.name === undefined) && (missing21 = "name"))) || ((data181.line === undefined) && (missing21 = "line"))) || ((data181.before === undefined) && (missing21 = "before"))) || ((data181.after === undefined) && (missing21 = "after"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/required",keyword:"required",params:{missingProperty: missing21},message:"must have required property '"+missing21+"'"}];
return false;
}
else {
const _errs517 = errors;
for(const key21 in data181){
if(!(((((key21 === "file") || (key21 === "name")) || (key21 === "line")) || (key21 === "before")) || (key21 === "after"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs517 === errors){
if(data181.file !== undefined){
const _errs518 = errors;
if(typeof data181.file !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/file",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid86 = _errs518 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data181.name !== undefined){
const _errs520 = errors;
if(typeof data181.name !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/name",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid86 = _errs520 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data181.line !== undefined){
let data184 = data181.line;
const _errs522 = errors;
if(!(((typeof data184 == "number") && (!(data184 % 1) && !isNaN(data184))) && (isFinite(data184)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/line",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs522){
if((typeof data184 == "number") && (isFinite(data184))){
if(data184 < 1 || isNaN(data184)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/line",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid86 = _errs522 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data181.before !== undefined){
let data185 = data181.before;
const _errs524 = errors;
const _errs525 = errors;
let valid87 = false;
const _errs526 = errors;
if(!(((typeof data185 == "number") && (!(data185 % 1) && !isNaN(data185))) && (isFinite(data185)))){
const err123 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(errors === _errs526){
if((typeof data185 == "number") && (isFinite(data185))){
if(data185 < 0 || isNaN(data185)){
const err124 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
var _valid38 = _errs526 === errors;
valid87 = valid87 || _valid38;
const _errs528 = errors;
if(data185 !== null){
const err125 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid38 = _errs528 === errors;
valid87 = valid87 || _valid38;
if(!valid87){
const err126 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs525;
if(vErrors !== null){
if(_errs525){
vErrors.length = _errs525;
}
else {
vErrors = null;
}
}
}
var valid86 = _errs524 === errors;
}
else {
var valid86 = true;
}
if(valid86){
if(data181.after !== undefined){
let data186 = data181.after;
const _errs530 = errors;
if(!(((typeof data186 == "number") && (!(data186 % 1) && !isNaN(data186))) && (isFinite(data186)))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs530){
if((typeof data186 == "number") && (isFinite(data186))){
if(data186 < 0 || isNaN(data186)){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid86 = _errs530 === errors;
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
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid85 = _errs515 === errors;
if(!valid85){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid82 = _errs513 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data171.skipped !== undefined){
let data187 = data171.skipped;
const _errs532 = errors;
if(errors === _errs532){
if(Array.isArray(data187)){
var valid88 = true;
const len27 = data187.length;
for(let i27=0; i27<len27; i27++){
let data188 = data187[i27];
const _errs534 = errors;
if(errors === _errs534){
if(data188 && typeof data188 == "object" && !Array.isArray(data188)){
let missing22;
if(((data188.file === undefined) && (missing22 = "file")) || ((data188.reason === undefined) && (missing22 = "reason"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/required",keyword:"required",params:{missingProperty: missing22},message:"must have required property '"+missing22+"'"}];
return false;
}
else {
const _errs536 = errors;
for(const key22 in data188){
if(!((key22 === "file") || (key22 === "reason"))){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs536 === errors){
if(data188.file !== undefined){
const _errs537 = errors;
if(typeof data188.file !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27+"/file",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid89 = _errs537 === errors;
}
else {
var valid89 = true;
}
if(valid89){
if(data188.reason !== undefined){
const _errs539 = errors;
if(typeof data188.reason !== "string"){
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid89 = _errs539 === errors;
}
else {
var valid89 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid88 = _errs534 === errors;
if(!valid88){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid82 = _errs532 === errors;
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
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid81 = _errs487 === errors;
if(!valid81){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases/" + i2+"/erosionChecks",schemaPath:"#/properties/phases/items/properties/erosionChecks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs485 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.skipReason !== undefined){
let data191 = data24.skipReason;
const _errs541 = errors;
const _errs542 = errors;
let valid90 = false;
const _errs543 = errors;
if(!((data191 === "skip-flag") || (data191 === "only"))){
const err127 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.skipReason.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid39 = _errs543 === errors;
valid90 = valid90 || _valid39;
const _errs544 = errors;
if(data191 !== null){
const err128 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid39 = _errs544 === errors;
valid90 = valid90 || _valid39;
if(!valid90){
const err129 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs542;
if(vErrors !== null){
if(_errs542){
vErrors.length = _errs542;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs541 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.startedAt !== undefined){
let data192 = data24.startedAt;
const _errs546 = errors;
const _errs547 = errors;
let valid91 = false;
const _errs548 = errors;
if(!(((typeof data192 == "number") && (!(data192 % 1) && !isNaN(data192))) && (isFinite(data192)))){
const err130 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(errors === _errs548){
if((typeof data192 == "number") && (isFinite(data192))){
if(data192 < 0 || isNaN(data192)){
const err131 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
var _valid40 = _errs548 === errors;
valid91 = valid91 || _valid40;
const _errs550 = errors;
if(data192 !== null){
const err132 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid40 = _errs550 === errors;
valid91 = valid91 || _valid40;
if(!valid91){
const err133 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs547;
if(vErrors !== null){
if(_errs547){
vErrors.length = _errs547;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs546 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.finishedAt !== undefined){
let data193 = data24.finishedAt;
const _errs552 = errors;
const _errs553 = errors;
let valid92 = false;
const _errs554 = errors;
if(!(((typeof data193 == "number") && (!(data193 % 1) && !isNaN(data193))) && (isFinite(data193)))){
const err134 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(errors === _errs554){
if((typeof data193 == "number") && (isFinite(data193))){
if(data193 < 0 || isNaN(data193)){
const err135 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
var _valid41 = _errs554 === errors;
valid92 = valid92 || _valid41;
const _errs556 = errors;
if(data193 !== null){
const err136 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid41 = _errs556 === errors;
valid92 = valid92 || _valid41;
if(!valid92){
const err137 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs553;
if(vErrors !== null){
if(_errs553){
vErrors.length = _errs553;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs552 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.lastEvent !== undefined){
let data194 = data24.lastEvent;
const _errs558 = errors;
const _errs559 = errors;
let valid93 = false;
const _errs560 = errors;
if(errors === _errs560){
if(data194 && typeof data194 == "object" && !Array.isArray(data194)){
let missing23;
if(((data194.type === undefined) && (missing23 = "type")) || ((data194.at === undefined) && (missing23 = "at"))){
const err138 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/required",keyword:"required",params:{missingProperty: missing23},message:"must have required property '"+missing23+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
else {
const _errs562 = errors;
for(const key23 in data194){
if(!((key23 === "type") || (key23 === "at"))){
const err139 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
break;
}
}
if(_errs562 === errors){
if(data194.type !== undefined){
const _errs563 = errors;
if(typeof data194.type !== "string"){
const err140 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/type",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var valid94 = _errs563 === errors;
}
else {
var valid94 = true;
}
if(valid94){
if(data194.at !== undefined){
let data196 = data194.at;
const _errs565 = errors;
if(!(((typeof data196 == "number") && (!(data196 % 1) && !isNaN(data196))) && (isFinite(data196)))){
const err141 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/at",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(errors === _errs565){
if((typeof data196 == "number") && (isFinite(data196))){
if(data196 < 0 || isNaN(data196)){
const err142 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/at",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
var valid94 = _errs565 === errors;
}
else {
var valid94 = true;
}
}
}
}
}
else {
const err143 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
var _valid42 = _errs560 === errors;
valid93 = valid93 || _valid42;
const _errs567 = errors;
if(data194 !== null){
const err144 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid42 = _errs567 === errors;
valid93 = valid93 || _valid42;
if(!valid93){
const err145 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs559;
if(vErrors !== null){
if(_errs559){
vErrors.length = _errs559;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs558 === errors;
}
else {
var valid10 = true;
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
validate20.errors = [{instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs65 === errors;
if(!valid9){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data197 = data.createdAt;
const _errs569 = errors;
if(!(((typeof data197 == "number") && (!(data197 % 1) && !isNaN(data197))) && (isFinite(data197)))){
validate20.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs569){
if((typeof data197 == "number") && (isFinite(data197))){
if(data197 < 0 || isNaN(data197)){
validate20.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs569 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data198 = data.updatedAt;
const _errs571 = errors;
if(!(((typeof data198 == "number") && (!(data198 % 1) && !isNaN(data198))) && (isFinite(data198)))){
validate20.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs571){
if((typeof data198 == "number") && (isFinite(data198))){
if(data198 < 0 || isNaN(data198)){
validate20.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs571 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
let data199 = data.seq;
const _errs573 = errors;
if(!(((typeof data199 == "number") && (!(data199 % 1) && !isNaN(data199))) && (isFinite(data199)))){
validate20.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs573){
if((typeof data199 == "number") && (isFinite(data199))){
if(data199 < 0 || isNaN(data199)){
validate20.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs573 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spawnCount !== undefined){
let data200 = data.spawnCount;
const _errs575 = errors;
if(!(((typeof data200 == "number") && (!(data200 % 1) && !isNaN(data200))) && (isFinite(data200)))){
validate20.errors = [{instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs575){
if((typeof data200 == "number") && (isFinite(data200))){
if(data200 < 0 || isNaN(data200)){
validate20.errors = [{instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs575 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limits !== undefined){
let data201 = data.limits;
const _errs577 = errors;
if(errors === _errs577){
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
let missing24;
if(((data201.maxSpawns === undefined) && (missing24 = "maxSpawns")) || ((data201.maxDurationSeconds === undefined) && (missing24 = "maxDurationSeconds"))){
validate20.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/required",keyword:"required",params:{missingProperty: missing24},message:"must have required property '"+missing24+"'"}];
return false;
}
else {
const _errs579 = errors;
for(const key24 in data201){
if(!((key24 === "maxSpawns") || (key24 === "maxDurationSeconds"))){
validate20.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs579 === errors){
if(data201.maxSpawns !== undefined){
let data202 = data201.maxSpawns;
const _errs580 = errors;
if(!(((typeof data202 == "number") && (!(data202 % 1) && !isNaN(data202))) && (isFinite(data202)))){
validate20.errors = [{instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs580){
if((typeof data202 == "number") && (isFinite(data202))){
if(data202 < 0 || isNaN(data202)){
validate20.errors = [{instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid95 = _errs580 === errors;
}
else {
var valid95 = true;
}
if(valid95){
if(data201.maxDurationSeconds !== undefined){
let data203 = data201.maxDurationSeconds;
const _errs582 = errors;
const _errs583 = errors;
let valid96 = false;
const _errs584 = errors;
if(!(((typeof data203 == "number") && (!(data203 % 1) && !isNaN(data203))) && (isFinite(data203)))){
const err146 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(errors === _errs584){
if((typeof data203 == "number") && (isFinite(data203))){
if(data203 < 1 || isNaN(data203)){
const err147 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
var _valid43 = _errs584 === errors;
valid96 = valid96 || _valid43;
const _errs586 = errors;
if(data203 !== null){
const err148 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var _valid43 = _errs586 === errors;
valid96 = valid96 || _valid43;
if(!valid96){
const err149 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs583;
if(vErrors !== null){
if(_errs583){
vErrors.length = _errs583;
}
else {
vErrors = null;
}
}
}
var valid95 = _errs582 === errors;
}
else {
var valid95 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs577 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.escalation !== undefined){
let data204 = data.escalation;
const _errs588 = errors;
const _errs589 = errors;
let valid97 = false;
const _errs590 = errors;
if(errors === _errs590){
if(data204 && typeof data204 == "object" && !Array.isArray(data204)){
let missing25;
if((((((data204.phase === undefined) && (missing25 = "phase")) || ((data204.reason === undefined) && (missing25 = "reason"))) || ((data204.detail === undefined) && (missing25 = "detail"))) || ((data204.message === undefined) && (missing25 = "message"))) || ((data204.at === undefined) && (missing25 = "at"))){
const err150 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: missing25},message:"must have required property '"+missing25+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
const _errs592 = errors;
for(const key25 in data204){
if(!(((((key25 === "phase") || (key25 === "reason")) || (key25 === "detail")) || (key25 === "message")) || (key25 === "at"))){
const err151 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
break;
}
}
if(_errs592 === errors){
if(data204.phase !== undefined){
const _errs593 = errors;
if(typeof data204.phase !== "string"){
const err152 = {instancePath:instancePath+"/escalation/phase",schemaPath:"#/properties/escalation/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
var valid98 = _errs593 === errors;
}
else {
var valid98 = true;
}
if(valid98){
if(data204.reason !== undefined){
let data206 = data204.reason;
const _errs595 = errors;
if(!(((((((((data206 === "gate-retries-exhausted") || (data206 === "review-cycles-exhausted")) || (data206 === "no-progress")) || (data206 === "sub-agent-blocked")) || (data206 === "sub-agent-error")) || (data206 === "escalate-flag")) || (data206 === "budget-exhausted")) || (data206 === "checkpoint-failed")) || (data206 === "invalid-prd"))){
const err153 = {instancePath:instancePath+"/escalation/reason",schemaPath:"#/properties/escalation/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.properties.escalation.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var valid98 = _errs595 === errors;
}
else {
var valid98 = true;
}
if(valid98){
if(data204.detail !== undefined){
const _errs596 = errors;
if(typeof data204.detail !== "string"){
const err154 = {instancePath:instancePath+"/escalation/detail",schemaPath:"#/properties/escalation/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var valid98 = _errs596 === errors;
}
else {
var valid98 = true;
}
if(valid98){
if(data204.message !== undefined){
const _errs598 = errors;
if(typeof data204.message !== "string"){
const err155 = {instancePath:instancePath+"/escalation/message",schemaPath:"#/properties/escalation/anyOf/0/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
var valid98 = _errs598 === errors;
}
else {
var valid98 = true;
}
if(valid98){
if(data204.at !== undefined){
let data209 = data204.at;
const _errs600 = errors;
if(!(((typeof data209 == "number") && (!(data209 % 1) && !isNaN(data209))) && (isFinite(data209)))){
const err156 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(errors === _errs600){
if((typeof data209 == "number") && (isFinite(data209))){
if(data209 < 0 || isNaN(data209)){
const err157 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
var valid98 = _errs600 === errors;
}
else {
var valid98 = true;
}
}
}
}
}
}
}
}
else {
const err158 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
var _valid44 = _errs590 === errors;
valid97 = valid97 || _valid44;
const _errs602 = errors;
if(data204 !== null){
const err159 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
var _valid44 = _errs602 === errors;
valid97 = valid97 || _valid44;
if(!valid97){
const err160 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs589;
if(vErrors !== null){
if(_errs589){
vErrors.length = _errs589;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs588 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summaryFile !== undefined){
let data210 = data.summaryFile;
const _errs604 = errors;
const _errs605 = errors;
let valid99 = false;
const _errs606 = errors;
if(typeof data210 !== "string"){
const err161 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
var _valid45 = _errs606 === errors;
valid99 = valid99 || _valid45;
const _errs608 = errors;
if(data210 !== null){
const err162 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
var _valid45 = _errs608 === errors;
valid99 = valid99 || _valid45;
if(!valid99){
const err163 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs605;
if(vErrors !== null){
if(_errs605){
vErrors.length = _errs605;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs604 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data211 = data.finishedAt;
const _errs610 = errors;
const _errs611 = errors;
let valid100 = false;
const _errs612 = errors;
if(!(((typeof data211 == "number") && (!(data211 % 1) && !isNaN(data211))) && (isFinite(data211)))){
const err164 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(errors === _errs612){
if((typeof data211 == "number") && (isFinite(data211))){
if(data211 < 0 || isNaN(data211)){
const err165 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
var _valid46 = _errs612 === errors;
valid100 = valid100 || _valid46;
const _errs614 = errors;
if(data211 !== null){
const err166 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
var _valid46 = _errs614 === errors;
valid100 = valid100 || _valid46;
if(!valid100){
const err167 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs611;
if(vErrors !== null){
if(_errs611){
vErrors.length = _errs611;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs610 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.snapshotDigest !== undefined){
let data212 = data.snapshotDigest;
const _errs616 = errors;
if(errors === _errs616){
if(typeof data212 === "string"){
if(!pattern4.test(data212)){
validate20.errors = [{instancePath:instancePath+"/snapshotDigest",schemaPath:"#/properties/snapshotDigest/pattern",keyword:"pattern",params:{pattern: "^sha256:"},message:"must match pattern \""+"^sha256:"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/snapshotDigest",schemaPath:"#/properties/snapshotDigest/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs616 === errors;
}
else {
var valid0 = true;
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
