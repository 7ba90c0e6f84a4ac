// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateRunEvent: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event.schema.json","title":"run-event","anyOf":[{"type":"object","required":["seq","at","type","runId","prd","cwd","runDir","only","settings","waves","phases"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-started"},"runId":{"type":"string"},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"graceSeconds":{"type":"integer","minimum":0}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"phases":{"type":"array","items":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosion","tasks","acceptance"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"erosion":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-started"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","reissueOf"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"reissueOf":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","sessionKey"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-confirmed"},"actionId":{"type":"string"},"sessionKey":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","outcome","status","summary","findings","filesModified","verdict","problems"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-result"},"actionId":{"type":"string"},"outcome":{"enum":["accepted","invalid","timed-out"]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"filesModified":{"type":"array","items":{"type":"string"}},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","state","exitCode","tail","fingerprint"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-finished"},"actionId":{"type":"string"},"state":{"enum":["passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"fingerprint":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason","fingerprint","gateTail","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"attempt-failed"},"phase":{"type":"string"},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","cycle","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"review-found"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","cycle"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"fix-done"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","summary","erosion"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-passed"},"phase":{"type":"string"},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"enum":["not-measured","ok","flagged"]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-skipped"},"phase":{"type":"string"},"reason":{"enum":["skip-flag","only"]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"approval-requested"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","decision","note","reset"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"decision-recorded"},"phase":{"type":"string"},"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"reset":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason","detail","message"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-escalated"},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"detail":{"type":"string"},"message":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","reset","reissue","maxSpawns","maxDurationSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-resumed"},"reset":{"type":"array","items":{"type":"string"}},"reissue":{"type":"array","items":{"type":"string"}},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","note"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-cancelled"},"note":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","summaryFile"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-completed"},"summaryFile":{"type":"string"}},"additionalProperties":false}]};
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
if(((((((data12.maxParallel === undefined) && (missing2 = "maxParallel")) || ((data12.maxSpawns === undefined) && (missing2 = "maxSpawns"))) || ((data12.maxDurationSeconds === undefined) && (missing2 = "maxDurationSeconds"))) || ((data12.summaryBudgetBytes === undefined) && (missing2 = "summaryBudgetBytes"))) || ((data12.erosion === undefined) && (missing2 = "erosion"))) || ((data12.graceSeconds === undefined) && (missing2 = "graceSeconds"))){
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
if(!((((((key2 === "maxParallel") || (key2 === "maxSpawns")) || (key2 === "maxDurationSeconds")) || (key2 === "summaryBudgetBytes")) || (key2 === "erosion")) || (key2 === "graceSeconds"))){
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
if(data12.graceSeconds !== undefined){
let data18 = data12.graceSeconds;
const _errs57 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err38 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(errors === _errs57){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err39 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
var valid6 = _errs57 === errors;
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
else {
const err40 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
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
let data19 = data.waves;
const _errs59 = errors;
if(errors === _errs59){
if(Array.isArray(data19)){
var valid8 = true;
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
let data20 = data19[i0];
const _errs61 = errors;
if(errors === _errs61){
if(Array.isArray(data20)){
var valid9 = true;
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
const _errs63 = errors;
if(typeof data20[i1] !== "string"){
const err41 = {instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/anyOf/0/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var valid9 = _errs63 === errors;
if(!valid9){
break;
}
}
}
else {
const err42 = {instancePath:instancePath+"/waves/" + i0,schemaPath:"#/anyOf/0/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid8 = _errs61 === errors;
if(!valid8){
break;
}
}
}
else {
const err43 = {instancePath:instancePath+"/waves",schemaPath:"#/anyOf/0/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var valid1 = _errs59 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.phases !== undefined){
let data22 = data.phases;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data22)){
var valid10 = true;
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
const _errs67 = errors;
if(errors === _errs67){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing3;
if(((((((((((((((((((((((((data23.name === undefined) && (missing3 = "name")) || ((data23.key === undefined) && (missing3 = "key"))) || ((data23.kind === undefined) && (missing3 = "kind"))) || ((data23.type === undefined) && (missing3 = "type"))) || ((data23.origin === undefined) && (missing3 = "origin"))) || ((data23.wave === undefined) && (missing3 = "wave"))) || ((data23.dependsOn === undefined) && (missing3 = "dependsOn"))) || ((data23.model === undefined) && (missing3 = "model"))) || ((data23.modelUp === undefined) && (missing3 = "modelUp"))) || ((data23.fixModel === undefined) && (missing3 = "fixModel"))) || ((data23.gateCommands === undefined) && (missing3 = "gateCommands"))) || ((data23.gateDescription === undefined) && (missing3 = "gateDescription"))) || ((data23.fixGateCommands === undefined) && (missing3 = "fixGateCommands"))) || ((data23.fixFiles === undefined) && (missing3 = "fixFiles"))) || ((data23.maxRetries === undefined) && (missing3 = "maxRetries"))) || ((data23.timeoutSeconds === undefined) && (missing3 = "timeoutSeconds"))) || ((data23.gateTimeoutSeconds === undefined) && (missing3 = "gateTimeoutSeconds"))) || ((data23.files === undefined) && (missing3 = "files"))) || ((data23.onReject === undefined) && (missing3 = "onReject"))) || ((data23.escalate === undefined) && (missing3 = "escalate"))) || ((data23.skip === undefined) && (missing3 = "skip"))) || ((data23.erosion === undefined) && (missing3 = "erosion"))) || ((data23.tasks === undefined) && (missing3 = "tasks"))) || ((data23.acceptance === undefined) && (missing3 = "acceptance"))){
const err44 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
const _errs69 = errors;
for(const key3 in data23){
if(!(func1.call(schema31.anyOf[0].properties.phases.items.properties, key3))){
const err45 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break;
}
}
if(_errs69 === errors){
if(data23.name !== undefined){
const _errs70 = errors;
if(typeof data23.name !== "string"){
const err46 = {instancePath:instancePath+"/phases/" + i2+"/name",schemaPath:"#/anyOf/0/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var valid11 = _errs70 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.key !== undefined){
const _errs72 = errors;
if(typeof data23.key !== "string"){
const err47 = {instancePath:instancePath+"/phases/" + i2+"/key",schemaPath:"#/anyOf/0/properties/phases/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var valid11 = _errs72 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.kind !== undefined){
let data26 = data23.kind;
const _errs74 = errors;
if(!((((data26 === "agent") || (data26 === "approval")) || (data26 === "checkpoint")) || (data26 === "skip"))){
const err48 = {instancePath:instancePath+"/phases/" + i2+"/kind",schemaPath:"#/anyOf/0/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var valid11 = _errs74 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.type !== undefined){
let data27 = data23.type;
const _errs75 = errors;
if(!((((data27 === "impl") || (data27 === "review")) || (data27 === "extract")) || (data27 === "approval"))){
const err49 = {instancePath:instancePath+"/phases/" + i2+"/type",schemaPath:"#/anyOf/0/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var valid11 = _errs75 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.origin !== undefined){
let data28 = data23.origin;
const _errs76 = errors;
const _errs77 = errors;
let valid12 = false;
const _errs78 = errors;
if(typeof data28 !== "string"){
const err50 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid5 = _errs78 === errors;
valid12 = valid12 || _valid5;
const _errs80 = errors;
if(data28 !== null){
const err51 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid5 = _errs80 === errors;
valid12 = valid12 || _valid5;
if(!valid12){
const err52 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs76 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.wave !== undefined){
let data29 = data23.wave;
const _errs82 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err53 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/anyOf/0/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors === _errs82){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err54 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/anyOf/0/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
var valid11 = _errs82 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.dependsOn !== undefined){
let data30 = data23.dependsOn;
const _errs84 = errors;
if(errors === _errs84){
if(Array.isArray(data30)){
var valid13 = true;
const len3 = data30.length;
for(let i3=0; i3<len3; i3++){
const _errs86 = errors;
if(typeof data30[i3] !== "string"){
const err55 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn/" + i3,schemaPath:"#/anyOf/0/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var valid13 = _errs86 === errors;
if(!valid13){
break;
}
}
}
else {
const err56 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn",schemaPath:"#/anyOf/0/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var valid11 = _errs84 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.model !== undefined){
let data32 = data23.model;
const _errs88 = errors;
if(errors === _errs88){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
let missing4;
if(((data32.tier === undefined) && (missing4 = "tier")) || ((data32.id === undefined) && (missing4 = "id"))){
const err57 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
const _errs90 = errors;
for(const key4 in data32){
if(!((key4 === "tier") || (key4 === "id"))){
const err58 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
break;
}
}
if(_errs90 === errors){
if(data32.tier !== undefined){
let data33 = data32.tier;
const _errs91 = errors;
const _errs92 = errors;
let valid15 = false;
const _errs93 = errors;
if(typeof data33 !== "string"){
const err59 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid6 = _errs93 === errors;
valid15 = valid15 || _valid6;
const _errs95 = errors;
if(data33 !== null){
const err60 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid6 = _errs95 === errors;
valid15 = valid15 || _valid6;
if(!valid15){
const err61 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs91 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data32.id !== undefined){
let data34 = data32.id;
const _errs97 = errors;
const _errs98 = errors;
let valid16 = false;
const _errs99 = errors;
if(typeof data34 !== "string"){
const err62 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid7 = _errs99 === errors;
valid16 = valid16 || _valid7;
const _errs101 = errors;
if(data34 !== null){
const err63 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid7 = _errs101 === errors;
valid16 = valid16 || _valid7;
if(!valid16){
const err64 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs98;
if(vErrors !== null){
if(_errs98){
vErrors.length = _errs98;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs97 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
else {
const err65 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
var valid11 = _errs88 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.modelUp !== undefined){
let data35 = data23.modelUp;
const _errs103 = errors;
if(errors === _errs103){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing5;
if(((data35.tier === undefined) && (missing5 = "tier")) || ((data35.id === undefined) && (missing5 = "id"))){
const err66 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
const _errs105 = errors;
for(const key5 in data35){
if(!((key5 === "tier") || (key5 === "id"))){
const err67 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
break;
}
}
if(_errs105 === errors){
if(data35.tier !== undefined){
let data36 = data35.tier;
const _errs106 = errors;
const _errs107 = errors;
let valid18 = false;
const _errs108 = errors;
if(typeof data36 !== "string"){
const err68 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid8 = _errs108 === errors;
valid18 = valid18 || _valid8;
const _errs110 = errors;
if(data36 !== null){
const err69 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid8 = _errs110 === errors;
valid18 = valid18 || _valid8;
if(!valid18){
const err70 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs107;
if(vErrors !== null){
if(_errs107){
vErrors.length = _errs107;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs106 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data35.id !== undefined){
let data37 = data35.id;
const _errs112 = errors;
const _errs113 = errors;
let valid19 = false;
const _errs114 = errors;
if(typeof data37 !== "string"){
const err71 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid9 = _errs114 === errors;
valid19 = valid19 || _valid9;
const _errs116 = errors;
if(data37 !== null){
const err72 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid9 = _errs116 === errors;
valid19 = valid19 || _valid9;
if(!valid19){
const err73 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs113;
if(vErrors !== null){
if(_errs113){
vErrors.length = _errs113;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs112 === errors;
}
else {
var valid17 = true;
}
}
}
}
}
else {
const err74 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
var valid11 = _errs103 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.fixModel !== undefined){
let data38 = data23.fixModel;
const _errs118 = errors;
const _errs119 = errors;
let valid20 = false;
const _errs120 = errors;
if(errors === _errs120){
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
let missing6;
if(((data38.tier === undefined) && (missing6 = "tier")) || ((data38.id === undefined) && (missing6 = "id"))){
const err75 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
const _errs122 = errors;
for(const key6 in data38){
if(!((key6 === "tier") || (key6 === "id"))){
const err76 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
break;
}
}
if(_errs122 === errors){
if(data38.tier !== undefined){
let data39 = data38.tier;
const _errs123 = errors;
const _errs124 = errors;
let valid22 = false;
const _errs125 = errors;
if(typeof data39 !== "string"){
const err77 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid11 = _errs125 === errors;
valid22 = valid22 || _valid11;
const _errs127 = errors;
if(data39 !== null){
const err78 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid11 = _errs127 === errors;
valid22 = valid22 || _valid11;
if(!valid22){
const err79 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs124;
if(vErrors !== null){
if(_errs124){
vErrors.length = _errs124;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs123 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data38.id !== undefined){
let data40 = data38.id;
const _errs129 = errors;
const _errs130 = errors;
let valid23 = false;
const _errs131 = errors;
if(typeof data40 !== "string"){
const err80 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid12 = _errs131 === errors;
valid23 = valid23 || _valid12;
const _errs133 = errors;
if(data40 !== null){
const err81 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid12 = _errs133 === errors;
valid23 = valid23 || _valid12;
if(!valid23){
const err82 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs130;
if(vErrors !== null){
if(_errs130){
vErrors.length = _errs130;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs129 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
else {
const err83 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
var _valid10 = _errs120 === errors;
valid20 = valid20 || _valid10;
const _errs135 = errors;
if(data38 !== null){
const err84 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid10 = _errs135 === errors;
valid20 = valid20 || _valid10;
if(!valid20){
const err85 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs119;
if(vErrors !== null){
if(_errs119){
vErrors.length = _errs119;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs118 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.gateCommands !== undefined){
let data41 = data23.gateCommands;
const _errs137 = errors;
if(errors === _errs137){
if(Array.isArray(data41)){
var valid24 = true;
const len4 = data41.length;
for(let i4=0; i4<len4; i4++){
let data42 = data41[i4];
const _errs139 = errors;
if(errors === _errs139){
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
let missing7;
if((((data42.command === undefined) && (missing7 = "command")) || ((data42.argv === undefined) && (missing7 = "argv"))) || ((data42.shellGate === undefined) && (missing7 = "shellGate"))){
const err86 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
const _errs141 = errors;
for(const key7 in data42){
if(!(((key7 === "command") || (key7 === "argv")) || (key7 === "shellGate"))){
const err87 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
break;
}
}
if(_errs141 === errors){
if(data42.command !== undefined){
const _errs142 = errors;
if(typeof data42.command !== "string"){
const err88 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/command",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var valid25 = _errs142 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data42.argv !== undefined){
let data44 = data42.argv;
const _errs144 = errors;
const _errs145 = errors;
let valid26 = false;
const _errs146 = errors;
if(errors === _errs146){
if(Array.isArray(data44)){
var valid27 = true;
const len5 = data44.length;
for(let i5=0; i5<len5; i5++){
const _errs148 = errors;
if(typeof data44[i5] !== "string"){
const err89 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv/" + i5,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var valid27 = _errs148 === errors;
if(!valid27){
break;
}
}
}
else {
const err90 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
var _valid13 = _errs146 === errors;
valid26 = valid26 || _valid13;
const _errs150 = errors;
if(data44 !== null){
const err91 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid13 = _errs150 === errors;
valid26 = valid26 || _valid13;
if(!valid26){
const err92 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
errors = _errs145;
if(vErrors !== null){
if(_errs145){
vErrors.length = _errs145;
}
else {
vErrors = null;
}
}
}
var valid25 = _errs144 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data42.shellGate !== undefined){
const _errs152 = errors;
if(typeof data42.shellGate !== "boolean"){
const err93 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/shellGate",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var valid25 = _errs152 === errors;
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
const err94 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
var valid24 = _errs139 === errors;
if(!valid24){
break;
}
}
}
else {
const err95 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
var valid11 = _errs137 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.gateDescription !== undefined){
let data47 = data23.gateDescription;
const _errs154 = errors;
const _errs155 = errors;
let valid28 = false;
const _errs156 = errors;
if(typeof data47 !== "string"){
const err96 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid14 = _errs156 === errors;
valid28 = valid28 || _valid14;
const _errs158 = errors;
if(data47 !== null){
const err97 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid14 = _errs158 === errors;
valid28 = valid28 || _valid14;
if(!valid28){
const err98 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs154 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.fixGateCommands !== undefined){
let data48 = data23.fixGateCommands;
const _errs160 = errors;
if(errors === _errs160){
if(Array.isArray(data48)){
var valid29 = true;
const len6 = data48.length;
for(let i6=0; i6<len6; i6++){
let data49 = data48[i6];
const _errs162 = errors;
if(errors === _errs162){
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
let missing8;
if((((data49.command === undefined) && (missing8 = "command")) || ((data49.argv === undefined) && (missing8 = "argv"))) || ((data49.shellGate === undefined) && (missing8 = "shellGate"))){
const err99 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
const _errs164 = errors;
for(const key8 in data49){
if(!(((key8 === "command") || (key8 === "argv")) || (key8 === "shellGate"))){
const err100 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
break;
}
}
if(_errs164 === errors){
if(data49.command !== undefined){
const _errs165 = errors;
if(typeof data49.command !== "string"){
const err101 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/command",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var valid30 = _errs165 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data49.argv !== undefined){
let data51 = data49.argv;
const _errs167 = errors;
const _errs168 = errors;
let valid31 = false;
const _errs169 = errors;
if(errors === _errs169){
if(Array.isArray(data51)){
var valid32 = true;
const len7 = data51.length;
for(let i7=0; i7<len7; i7++){
const _errs171 = errors;
if(typeof data51[i7] !== "string"){
const err102 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv/" + i7,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var valid32 = _errs171 === errors;
if(!valid32){
break;
}
}
}
else {
const err103 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
var _valid15 = _errs169 === errors;
valid31 = valid31 || _valid15;
const _errs173 = errors;
if(data51 !== null){
const err104 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid15 = _errs173 === errors;
valid31 = valid31 || _valid15;
if(!valid31){
const err105 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
errors = _errs168;
if(vErrors !== null){
if(_errs168){
vErrors.length = _errs168;
}
else {
vErrors = null;
}
}
}
var valid30 = _errs167 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data49.shellGate !== undefined){
const _errs175 = errors;
if(typeof data49.shellGate !== "boolean"){
const err106 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/shellGate",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var valid30 = _errs175 === errors;
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
const err107 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
var valid29 = _errs162 === errors;
if(!valid29){
break;
}
}
}
else {
const err108 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
var valid11 = _errs160 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.fixFiles !== undefined){
let data54 = data23.fixFiles;
const _errs177 = errors;
if(errors === _errs177){
if(Array.isArray(data54)){
var valid33 = true;
const len8 = data54.length;
for(let i8=0; i8<len8; i8++){
const _errs179 = errors;
if(typeof data54[i8] !== "string"){
const err109 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles/" + i8,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var valid33 = _errs179 === errors;
if(!valid33){
break;
}
}
}
else {
const err110 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
var valid11 = _errs177 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.maxRetries !== undefined){
let data56 = data23.maxRetries;
const _errs181 = errors;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
const err111 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/anyOf/0/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(errors === _errs181){
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 < 0 || isNaN(data56)){
const err112 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/anyOf/0/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
var valid11 = _errs181 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.timeoutSeconds !== undefined){
let data57 = data23.timeoutSeconds;
const _errs183 = errors;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err113 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(errors === _errs183){
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 1 || isNaN(data57)){
const err114 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
var valid11 = _errs183 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.gateTimeoutSeconds !== undefined){
let data58 = data23.gateTimeoutSeconds;
const _errs185 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err115 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(errors === _errs185){
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
const err116 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
var valid11 = _errs185 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.files !== undefined){
let data59 = data23.files;
const _errs187 = errors;
if(errors === _errs187){
if(Array.isArray(data59)){
var valid34 = true;
const len9 = data59.length;
for(let i9=0; i9<len9; i9++){
const _errs189 = errors;
if(typeof data59[i9] !== "string"){
const err117 = {instancePath:instancePath+"/phases/" + i2+"/files/" + i9,schemaPath:"#/anyOf/0/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var valid34 = _errs189 === errors;
if(!valid34){
break;
}
}
}
else {
const err118 = {instancePath:instancePath+"/phases/" + i2+"/files",schemaPath:"#/anyOf/0/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
var valid11 = _errs187 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.onReject !== undefined){
let data61 = data23.onReject;
const _errs191 = errors;
const _errs192 = errors;
let valid35 = false;
const _errs193 = errors;
if(typeof data61 !== "string"){
const err119 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid16 = _errs193 === errors;
valid35 = valid35 || _valid16;
const _errs195 = errors;
if(data61 !== null){
const err120 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid16 = _errs195 === errors;
valid35 = valid35 || _valid16;
if(!valid35){
const err121 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
else {
errors = _errs192;
if(vErrors !== null){
if(_errs192){
vErrors.length = _errs192;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs191 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.escalate !== undefined){
const _errs197 = errors;
if(typeof data23.escalate !== "boolean"){
const err122 = {instancePath:instancePath+"/phases/" + i2+"/escalate",schemaPath:"#/anyOf/0/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var valid11 = _errs197 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.skip !== undefined){
const _errs199 = errors;
if(typeof data23.skip !== "boolean"){
const err123 = {instancePath:instancePath+"/phases/" + i2+"/skip",schemaPath:"#/anyOf/0/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var valid11 = _errs199 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.erosion !== undefined){
let data64 = data23.erosion;
const _errs201 = errors;
const _errs202 = errors;
let valid36 = false;
const _errs203 = errors;
if(!(((data64 === "refactor") || (data64 === "flag")) || (data64 === "off"))){
const err124 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[0].properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid17 = _errs203 === errors;
valid36 = valid36 || _valid17;
const _errs204 = errors;
if(data64 !== null){
const err125 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid17 = _errs204 === errors;
valid36 = valid36 || _valid17;
if(!valid36){
const err126 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
else {
errors = _errs202;
if(vErrors !== null){
if(_errs202){
vErrors.length = _errs202;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs201 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.tasks !== undefined){
let data65 = data23.tasks;
const _errs206 = errors;
if(errors === _errs206){
if(Array.isArray(data65)){
var valid37 = true;
const len10 = data65.length;
for(let i10=0; i10<len10; i10++){
let data66 = data65[i10];
const _errs208 = errors;
if(errors === _errs208){
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
let missing9;
if(((((data66.text === undefined) && (missing9 = "text")) || ((data66.depth === undefined) && (missing9 = "depth"))) || ((data66.line === undefined) && (missing9 = "line"))) || ((data66.column === undefined) && (missing9 = "column"))){
const err127 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
else {
const _errs210 = errors;
for(const key9 in data66){
if(!((((key9 === "text") || (key9 === "depth")) || (key9 === "line")) || (key9 === "column"))){
const err128 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
break;
}
}
if(_errs210 === errors){
if(data66.text !== undefined){
const _errs211 = errors;
if(typeof data66.text !== "string"){
const err129 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/text",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var valid38 = _errs211 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data66.depth !== undefined){
let data68 = data66.depth;
const _errs213 = errors;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err130 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(errors === _errs213){
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 < 0 || isNaN(data68)){
const err131 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var valid38 = _errs213 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data66.line !== undefined){
let data69 = data66.line;
const _errs215 = errors;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err132 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(errors === _errs215){
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 1 || isNaN(data69)){
const err133 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
var valid38 = _errs215 === errors;
}
else {
var valid38 = true;
}
if(valid38){
if(data66.column !== undefined){
let data70 = data66.column;
const _errs217 = errors;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err134 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(errors === _errs217){
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 1 || isNaN(data70)){
const err135 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
var valid38 = _errs217 === errors;
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
const err136 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
var valid37 = _errs208 === errors;
if(!valid37){
break;
}
}
}
else {
const err137 = {instancePath:instancePath+"/phases/" + i2+"/tasks",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
var valid11 = _errs206 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.acceptance !== undefined){
let data71 = data23.acceptance;
const _errs219 = errors;
if(errors === _errs219){
if(Array.isArray(data71)){
var valid39 = true;
const len11 = data71.length;
for(let i11=0; i11<len11; i11++){
let data72 = data71[i11];
const _errs221 = errors;
if(errors === _errs221){
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
let missing10;
if((((data72.text === undefined) && (missing10 = "text")) || ((data72.line === undefined) && (missing10 = "line"))) || ((data72.column === undefined) && (missing10 = "column"))){
const err138 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
else {
const _errs223 = errors;
for(const key10 in data72){
if(!(((key10 === "text") || (key10 === "line")) || (key10 === "column"))){
const err139 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
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
if(_errs223 === errors){
if(data72.text !== undefined){
const _errs224 = errors;
if(typeof data72.text !== "string"){
const err140 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/text",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var valid40 = _errs224 === errors;
}
else {
var valid40 = true;
}
if(valid40){
if(data72.line !== undefined){
let data74 = data72.line;
const _errs226 = errors;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
const err141 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(errors === _errs226){
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 < 1 || isNaN(data74)){
const err142 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
var valid40 = _errs226 === errors;
}
else {
var valid40 = true;
}
if(valid40){
if(data72.column !== undefined){
let data75 = data72.column;
const _errs228 = errors;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
const err143 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(errors === _errs228){
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 < 1 || isNaN(data75)){
const err144 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
var valid40 = _errs228 === errors;
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
const err145 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
var valid39 = _errs221 === errors;
if(!valid39){
break;
}
}
}
else {
const err146 = {instancePath:instancePath+"/phases/" + i2+"/acceptance",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
var valid11 = _errs219 === errors;
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
const err147 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
var valid10 = _errs67 === errors;
if(!valid10){
break;
}
}
}
else {
const err148 = {instancePath:instancePath+"/phases",schemaPath:"#/anyOf/0/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
var valid1 = _errs65 === errors;
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
const err149 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props1 = true;
}
const _errs230 = errors;
if(errors === _errs230){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if(((((data.seq === undefined) && (missing11 = "seq")) || ((data.at === undefined) && (missing11 = "at"))) || ((data.type === undefined) && (missing11 = "type"))) || ((data.phase === undefined) && (missing11 = "phase"))){
const err150 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
const _errs232 = errors;
for(const key11 in data){
if(!((((key11 === "seq") || (key11 === "at")) || (key11 === "type")) || (key11 === "phase"))){
const err151 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
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
if(_errs232 === errors){
if(data.seq !== undefined){
let data76 = data.seq;
const _errs233 = errors;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err152 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(errors === _errs233){
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
const err153 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
var valid41 = _errs233 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.at !== undefined){
let data77 = data.at;
const _errs235 = errors;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err154 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(errors === _errs235){
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 0 || isNaN(data77)){
const err155 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
}
var valid41 = _errs235 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.type !== undefined){
let data78 = data.type;
const _errs237 = errors;
if(typeof data78 !== "string"){
const err156 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if("phase-started" !== data78){
const err157 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "phase-started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var valid41 = _errs237 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.phase !== undefined){
const _errs239 = errors;
if(typeof data.phase !== "string"){
const err158 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/1/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var valid41 = _errs239 === errors;
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
const err159 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
var _valid0 = _errs230 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs241 = errors;
if(errors === _errs241){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if(((((((((((((data.seq === undefined) && (missing12 = "seq")) || ((data.at === undefined) && (missing12 = "at"))) || ((data.type === undefined) && (missing12 = "type"))) || ((data.phase === undefined) && (missing12 = "phase"))) || ((data.actionId === undefined) && (missing12 = "actionId"))) || ((data.role === undefined) && (missing12 = "role"))) || ((data.attempt === undefined) && (missing12 = "attempt"))) || ((data.cycle === undefined) && (missing12 = "cycle"))) || ((data.model === undefined) && (missing12 = "model"))) || ((data.resultFile === undefined) && (missing12 = "resultFile"))) || ((data.timeoutSeconds === undefined) && (missing12 = "timeoutSeconds"))) || ((data.reissueOf === undefined) && (missing12 = "reissueOf"))){
const err160 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
else {
const _errs243 = errors;
for(const key12 in data){
if(!(func1.call(schema31.anyOf[2].properties, key12))){
const err161 = {instancePath,schemaPath:"#/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
break;
}
}
if(_errs243 === errors){
if(data.seq !== undefined){
let data80 = data.seq;
const _errs244 = errors;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
const err162 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(errors === _errs244){
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 < 1 || isNaN(data80)){
const err163 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
var valid42 = _errs244 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.at !== undefined){
let data81 = data.at;
const _errs246 = errors;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
const err164 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(errors === _errs246){
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
const err165 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var valid42 = _errs246 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.type !== undefined){
let data82 = data.type;
const _errs248 = errors;
if(typeof data82 !== "string"){
const err166 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if("spawn-issued" !== data82){
const err167 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "spawn-issued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
var valid42 = _errs248 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.phase !== undefined){
const _errs250 = errors;
if(typeof data.phase !== "string"){
const err168 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/2/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
var valid42 = _errs250 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.actionId !== undefined){
const _errs252 = errors;
if(typeof data.actionId !== "string"){
const err169 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/2/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var valid42 = _errs252 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.role !== undefined){
let data85 = data.role;
const _errs254 = errors;
if(!(((data85 === "work") || (data85 === "review")) || (data85 === "fix"))){
const err170 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/2/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[2].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var valid42 = _errs254 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.attempt !== undefined){
let data86 = data.attempt;
const _errs255 = errors;
if(!(((typeof data86 == "number") && (!(data86 % 1) && !isNaN(data86))) && (isFinite(data86)))){
const err171 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(errors === _errs255){
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 < 1 || isNaN(data86)){
const err172 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
var valid42 = _errs255 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.cycle !== undefined){
let data87 = data.cycle;
const _errs257 = errors;
if(!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))){
const err173 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/2/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(errors === _errs257){
if((typeof data87 == "number") && (isFinite(data87))){
if(data87 < 1 || isNaN(data87)){
const err174 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/2/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
var valid42 = _errs257 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.model !== undefined){
let data88 = data.model;
const _errs259 = errors;
if(errors === _errs259){
if(data88 && typeof data88 == "object" && !Array.isArray(data88)){
let missing13;
if(((data88.tier === undefined) && (missing13 = "tier")) || ((data88.id === undefined) && (missing13 = "id"))){
const err175 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
else {
const _errs261 = errors;
for(const key13 in data88){
if(!((key13 === "tier") || (key13 === "id"))){
const err176 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
break;
}
}
if(_errs261 === errors){
if(data88.tier !== undefined){
let data89 = data88.tier;
const _errs262 = errors;
const _errs263 = errors;
let valid44 = false;
const _errs264 = errors;
if(typeof data89 !== "string"){
const err177 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
var _valid18 = _errs264 === errors;
valid44 = valid44 || _valid18;
const _errs266 = errors;
if(data89 !== null){
const err178 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid18 = _errs266 === errors;
valid44 = valid44 || _valid18;
if(!valid44){
const err179 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
else {
errors = _errs263;
if(vErrors !== null){
if(_errs263){
vErrors.length = _errs263;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs262 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data88.id !== undefined){
let data90 = data88.id;
const _errs268 = errors;
const _errs269 = errors;
let valid45 = false;
const _errs270 = errors;
if(typeof data90 !== "string"){
const err180 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
var _valid19 = _errs270 === errors;
valid45 = valid45 || _valid19;
const _errs272 = errors;
if(data90 !== null){
const err181 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
var _valid19 = _errs272 === errors;
valid45 = valid45 || _valid19;
if(!valid45){
const err182 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
else {
errors = _errs269;
if(vErrors !== null){
if(_errs269){
vErrors.length = _errs269;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs268 === errors;
}
else {
var valid43 = true;
}
}
}
}
}
else {
const err183 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
var valid42 = _errs259 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.resultFile !== undefined){
const _errs274 = errors;
if(typeof data.resultFile !== "string"){
const err184 = {instancePath:instancePath+"/resultFile",schemaPath:"#/anyOf/2/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
var valid42 = _errs274 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.timeoutSeconds !== undefined){
let data92 = data.timeoutSeconds;
const _errs276 = errors;
if(!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))){
const err185 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/2/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(errors === _errs276){
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 < 1 || isNaN(data92)){
const err186 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/2/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
var valid42 = _errs276 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data.reissueOf !== undefined){
let data93 = data.reissueOf;
const _errs278 = errors;
const _errs279 = errors;
let valid46 = false;
const _errs280 = errors;
if(typeof data93 !== "string"){
const err187 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
var _valid20 = _errs280 === errors;
valid46 = valid46 || _valid20;
const _errs282 = errors;
if(data93 !== null){
const err188 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
var _valid20 = _errs282 === errors;
valid46 = valid46 || _valid20;
if(!valid46){
const err189 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
else {
errors = _errs279;
if(vErrors !== null){
if(_errs279){
vErrors.length = _errs279;
}
else {
vErrors = null;
}
}
}
var valid42 = _errs278 === errors;
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
const err190 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
var _valid0 = _errs241 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs284 = errors;
if(errors === _errs284){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((((((data.seq === undefined) && (missing14 = "seq")) || ((data.at === undefined) && (missing14 = "at"))) || ((data.type === undefined) && (missing14 = "type"))) || ((data.actionId === undefined) && (missing14 = "actionId"))) || ((data.sessionKey === undefined) && (missing14 = "sessionKey"))){
const err191 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
else {
const _errs286 = errors;
for(const key14 in data){
if(!(((((key14 === "seq") || (key14 === "at")) || (key14 === "type")) || (key14 === "actionId")) || (key14 === "sessionKey"))){
const err192 = {instancePath,schemaPath:"#/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
break;
}
}
if(_errs286 === errors){
if(data.seq !== undefined){
let data94 = data.seq;
const _errs287 = errors;
if(!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))){
const err193 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(errors === _errs287){
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 < 1 || isNaN(data94)){
const err194 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
var valid47 = _errs287 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.at !== undefined){
let data95 = data.at;
const _errs289 = errors;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
const err195 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(errors === _errs289){
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 < 0 || isNaN(data95)){
const err196 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
var valid47 = _errs289 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.type !== undefined){
let data96 = data.type;
const _errs291 = errors;
if(typeof data96 !== "string"){
const err197 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if("spawn-confirmed" !== data96){
const err198 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "spawn-confirmed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
var valid47 = _errs291 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.actionId !== undefined){
const _errs293 = errors;
if(typeof data.actionId !== "string"){
const err199 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/3/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
var valid47 = _errs293 === errors;
}
else {
var valid47 = true;
}
if(valid47){
if(data.sessionKey !== undefined){
const _errs295 = errors;
if(typeof data.sessionKey !== "string"){
const err200 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/anyOf/3/properties/sessionKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
var valid47 = _errs295 === errors;
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
const err201 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
var _valid0 = _errs284 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs297 = errors;
if(errors === _errs297){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((((((((((((data.seq === undefined) && (missing15 = "seq")) || ((data.at === undefined) && (missing15 = "at"))) || ((data.type === undefined) && (missing15 = "type"))) || ((data.actionId === undefined) && (missing15 = "actionId"))) || ((data.outcome === undefined) && (missing15 = "outcome"))) || ((data.status === undefined) && (missing15 = "status"))) || ((data.summary === undefined) && (missing15 = "summary"))) || ((data.findings === undefined) && (missing15 = "findings"))) || ((data.filesModified === undefined) && (missing15 = "filesModified"))) || ((data.verdict === undefined) && (missing15 = "verdict"))) || ((data.problems === undefined) && (missing15 = "problems"))){
const err202 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: missing15},message:"must have required property '"+missing15+"'"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
else {
const _errs299 = errors;
for(const key15 in data){
if(!(func1.call(schema31.anyOf[4].properties, key15))){
const err203 = {instancePath,schemaPath:"#/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
break;
}
}
if(_errs299 === errors){
if(data.seq !== undefined){
let data99 = data.seq;
const _errs300 = errors;
if(!(((typeof data99 == "number") && (!(data99 % 1) && !isNaN(data99))) && (isFinite(data99)))){
const err204 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(errors === _errs300){
if((typeof data99 == "number") && (isFinite(data99))){
if(data99 < 1 || isNaN(data99)){
const err205 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
var valid48 = _errs300 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.at !== undefined){
let data100 = data.at;
const _errs302 = errors;
if(!(((typeof data100 == "number") && (!(data100 % 1) && !isNaN(data100))) && (isFinite(data100)))){
const err206 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(errors === _errs302){
if((typeof data100 == "number") && (isFinite(data100))){
if(data100 < 0 || isNaN(data100)){
const err207 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
var valid48 = _errs302 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.type !== undefined){
let data101 = data.type;
const _errs304 = errors;
if(typeof data101 !== "string"){
const err208 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if("spawn-result" !== data101){
const err209 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/const",keyword:"const",params:{allowedValue: "spawn-result"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
var valid48 = _errs304 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.actionId !== undefined){
const _errs306 = errors;
if(typeof data.actionId !== "string"){
const err210 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/4/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
var valid48 = _errs306 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.outcome !== undefined){
let data103 = data.outcome;
const _errs308 = errors;
if(!(((data103 === "accepted") || (data103 === "invalid")) || (data103 === "timed-out"))){
const err211 = {instancePath:instancePath+"/outcome",schemaPath:"#/anyOf/4/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.outcome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
var valid48 = _errs308 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.status !== undefined){
let data104 = data.status;
const _errs309 = errors;
const _errs310 = errors;
let valid49 = false;
const _errs311 = errors;
if(!(((data104 === "DONE") || (data104 === "BLOCKED")) || (data104 === "ERROR"))){
const err212 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
var _valid21 = _errs311 === errors;
valid49 = valid49 || _valid21;
const _errs312 = errors;
if(data104 !== null){
const err213 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
var _valid21 = _errs312 === errors;
valid49 = valid49 || _valid21;
if(!valid49){
const err214 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
else {
errors = _errs310;
if(vErrors !== null){
if(_errs310){
vErrors.length = _errs310;
}
else {
vErrors = null;
}
}
}
var valid48 = _errs309 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.summary !== undefined){
let data105 = data.summary;
const _errs314 = errors;
const _errs315 = errors;
let valid50 = false;
const _errs316 = errors;
if(typeof data105 !== "string"){
const err215 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
var _valid22 = _errs316 === errors;
valid50 = valid50 || _valid22;
const _errs318 = errors;
if(data105 !== null){
const err216 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
var _valid22 = _errs318 === errors;
valid50 = valid50 || _valid22;
if(!valid50){
const err217 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
else {
errors = _errs315;
if(vErrors !== null){
if(_errs315){
vErrors.length = _errs315;
}
else {
vErrors = null;
}
}
}
var valid48 = _errs314 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.findings !== undefined){
let data106 = data.findings;
const _errs320 = errors;
if(errors === _errs320){
if(Array.isArray(data106)){
var valid51 = true;
const len12 = data106.length;
for(let i12=0; i12<len12; i12++){
let data107 = data106[i12];
const _errs322 = errors;
if(errors === _errs322){
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
let missing16;
if(((data107.severity === undefined) && (missing16 = "severity")) || ((data107.description === undefined) && (missing16 = "description"))){
const err218 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/required",keyword:"required",params:{missingProperty: missing16},message:"must have required property '"+missing16+"'"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
else {
const _errs324 = errors;
for(const key16 in data107){
if(!((((key16 === "severity") || (key16 === "description")) || (key16 === "file")) || (key16 === "line"))){
const err219 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
break;
}
}
if(_errs324 === errors){
if(data107.severity !== undefined){
let data108 = data107.severity;
const _errs325 = errors;
if(!(((data108 === "blocking") || (data108 === "required")) || (data108 === "suggestion"))){
const err220 = {instancePath:instancePath+"/findings/" + i12+"/severity",schemaPath:"#/anyOf/4/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
var valid52 = _errs325 === errors;
}
else {
var valid52 = true;
}
if(valid52){
if(data107.description !== undefined){
const _errs326 = errors;
if(typeof data107.description !== "string"){
const err221 = {instancePath:instancePath+"/findings/" + i12+"/description",schemaPath:"#/anyOf/4/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
var valid52 = _errs326 === errors;
}
else {
var valid52 = true;
}
if(valid52){
if(data107.file !== undefined){
const _errs328 = errors;
if(typeof data107.file !== "string"){
const err222 = {instancePath:instancePath+"/findings/" + i12+"/file",schemaPath:"#/anyOf/4/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
var valid52 = _errs328 === errors;
}
else {
var valid52 = true;
}
if(valid52){
if(data107.line !== undefined){
let data111 = data107.line;
const _errs330 = errors;
if(!(((typeof data111 == "number") && (!(data111 % 1) && !isNaN(data111))) && (isFinite(data111)))){
const err223 = {instancePath:instancePath+"/findings/" + i12+"/line",schemaPath:"#/anyOf/4/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(errors === _errs330){
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 < 1 || isNaN(data111)){
const err224 = {instancePath:instancePath+"/findings/" + i12+"/line",schemaPath:"#/anyOf/4/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
}
var valid52 = _errs330 === errors;
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
const err225 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
var valid51 = _errs322 === errors;
if(!valid51){
break;
}
}
}
else {
const err226 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/4/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
var valid48 = _errs320 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.filesModified !== undefined){
let data112 = data.filesModified;
const _errs332 = errors;
if(errors === _errs332){
if(Array.isArray(data112)){
var valid53 = true;
const len13 = data112.length;
for(let i13=0; i13<len13; i13++){
const _errs334 = errors;
if(typeof data112[i13] !== "string"){
const err227 = {instancePath:instancePath+"/filesModified/" + i13,schemaPath:"#/anyOf/4/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
var valid53 = _errs334 === errors;
if(!valid53){
break;
}
}
}
else {
const err228 = {instancePath:instancePath+"/filesModified",schemaPath:"#/anyOf/4/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
var valid48 = _errs332 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.verdict !== undefined){
let data114 = data.verdict;
const _errs336 = errors;
const _errs337 = errors;
let valid54 = false;
const _errs338 = errors;
if(!((data114 === "PASS") || (data114 === "FAIL"))){
const err229 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[4].properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
var _valid23 = _errs338 === errors;
valid54 = valid54 || _valid23;
const _errs339 = errors;
if(data114 !== null){
const err230 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
var _valid23 = _errs339 === errors;
valid54 = valid54 || _valid23;
if(!valid54){
const err231 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
else {
errors = _errs337;
if(vErrors !== null){
if(_errs337){
vErrors.length = _errs337;
}
else {
vErrors = null;
}
}
}
var valid48 = _errs336 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.problems !== undefined){
let data115 = data.problems;
const _errs341 = errors;
if(errors === _errs341){
if(Array.isArray(data115)){
var valid55 = true;
const len14 = data115.length;
for(let i14=0; i14<len14; i14++){
const _errs343 = errors;
if(typeof data115[i14] !== "string"){
const err232 = {instancePath:instancePath+"/problems/" + i14,schemaPath:"#/anyOf/4/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
var valid55 = _errs343 === errors;
if(!valid55){
break;
}
}
}
else {
const err233 = {instancePath:instancePath+"/problems",schemaPath:"#/anyOf/4/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
var valid48 = _errs341 === errors;
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
const err234 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
var _valid0 = _errs297 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs345 = errors;
if(errors === _errs345){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if(((((((((((((data.seq === undefined) && (missing17 = "seq")) || ((data.at === undefined) && (missing17 = "at"))) || ((data.type === undefined) && (missing17 = "type"))) || ((data.phase === undefined) && (missing17 = "phase"))) || ((data.actionId === undefined) && (missing17 = "actionId"))) || ((data.role === undefined) && (missing17 = "role"))) || ((data.attempt === undefined) && (missing17 = "attempt"))) || ((data.cycle === undefined) && (missing17 = "cycle"))) || ((data.index === undefined) && (missing17 = "index"))) || ((data.command === undefined) && (missing17 = "command"))) || ((data.logFile === undefined) && (missing17 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing17 = "timeoutSeconds"))){
const err235 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: missing17},message:"must have required property '"+missing17+"'"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
else {
const _errs347 = errors;
for(const key17 in data){
if(!(func1.call(schema31.anyOf[5].properties, key17))){
const err236 = {instancePath,schemaPath:"#/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
break;
}
}
if(_errs347 === errors){
if(data.seq !== undefined){
let data117 = data.seq;
const _errs348 = errors;
if(!(((typeof data117 == "number") && (!(data117 % 1) && !isNaN(data117))) && (isFinite(data117)))){
const err237 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(errors === _errs348){
if((typeof data117 == "number") && (isFinite(data117))){
if(data117 < 1 || isNaN(data117)){
const err238 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
}
var valid56 = _errs348 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.at !== undefined){
let data118 = data.at;
const _errs350 = errors;
if(!(((typeof data118 == "number") && (!(data118 % 1) && !isNaN(data118))) && (isFinite(data118)))){
const err239 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if(errors === _errs350){
if((typeof data118 == "number") && (isFinite(data118))){
if(data118 < 0 || isNaN(data118)){
const err240 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
}
var valid56 = _errs350 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.type !== undefined){
let data119 = data.type;
const _errs352 = errors;
if(typeof data119 !== "string"){
const err241 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
if("gate-issued" !== data119){
const err242 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/const",keyword:"const",params:{allowedValue: "gate-issued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
var valid56 = _errs352 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.phase !== undefined){
const _errs354 = errors;
if(typeof data.phase !== "string"){
const err243 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/5/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var valid56 = _errs354 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.actionId !== undefined){
const _errs356 = errors;
if(typeof data.actionId !== "string"){
const err244 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/5/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
var valid56 = _errs356 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.role !== undefined){
let data122 = data.role;
const _errs358 = errors;
if(!(((data122 === "work") || (data122 === "review")) || (data122 === "fix"))){
const err245 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/5/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[5].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
var valid56 = _errs358 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.attempt !== undefined){
let data123 = data.attempt;
const _errs359 = errors;
if(!(((typeof data123 == "number") && (!(data123 % 1) && !isNaN(data123))) && (isFinite(data123)))){
const err246 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/5/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if(errors === _errs359){
if((typeof data123 == "number") && (isFinite(data123))){
if(data123 < 0 || isNaN(data123)){
const err247 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/5/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
}
var valid56 = _errs359 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.cycle !== undefined){
let data124 = data.cycle;
const _errs361 = errors;
if(!(((typeof data124 == "number") && (!(data124 % 1) && !isNaN(data124))) && (isFinite(data124)))){
const err248 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/5/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
if(errors === _errs361){
if((typeof data124 == "number") && (isFinite(data124))){
if(data124 < 1 || isNaN(data124)){
const err249 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/5/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
var valid56 = _errs361 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.index !== undefined){
let data125 = data.index;
const _errs363 = errors;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
const err250 = {instancePath:instancePath+"/index",schemaPath:"#/anyOf/5/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
if(errors === _errs363){
if((typeof data125 == "number") && (isFinite(data125))){
if(data125 < 0 || isNaN(data125)){
const err251 = {instancePath:instancePath+"/index",schemaPath:"#/anyOf/5/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
}
var valid56 = _errs363 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.command !== undefined){
const _errs365 = errors;
if(typeof data.command !== "string"){
const err252 = {instancePath:instancePath+"/command",schemaPath:"#/anyOf/5/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
var valid56 = _errs365 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.logFile !== undefined){
const _errs367 = errors;
if(typeof data.logFile !== "string"){
const err253 = {instancePath:instancePath+"/logFile",schemaPath:"#/anyOf/5/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var valid56 = _errs367 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data.timeoutSeconds !== undefined){
let data128 = data.timeoutSeconds;
const _errs369 = errors;
if(!(((typeof data128 == "number") && (!(data128 % 1) && !isNaN(data128))) && (isFinite(data128)))){
const err254 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/5/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(errors === _errs369){
if((typeof data128 == "number") && (isFinite(data128))){
if(data128 < 1 || isNaN(data128)){
const err255 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/5/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
}
var valid56 = _errs369 === errors;
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
const err256 = {instancePath,schemaPath:"#/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
var _valid0 = _errs345 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs371 = errors;
if(errors === _errs371){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if(((((((((data.seq === undefined) && (missing18 = "seq")) || ((data.at === undefined) && (missing18 = "at"))) || ((data.type === undefined) && (missing18 = "type"))) || ((data.actionId === undefined) && (missing18 = "actionId"))) || ((data.state === undefined) && (missing18 = "state"))) || ((data.exitCode === undefined) && (missing18 = "exitCode"))) || ((data.tail === undefined) && (missing18 = "tail"))) || ((data.fingerprint === undefined) && (missing18 = "fingerprint"))){
const err257 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: missing18},message:"must have required property '"+missing18+"'"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
else {
const _errs373 = errors;
for(const key18 in data){
if(!((((((((key18 === "seq") || (key18 === "at")) || (key18 === "type")) || (key18 === "actionId")) || (key18 === "state")) || (key18 === "exitCode")) || (key18 === "tail")) || (key18 === "fingerprint"))){
const err258 = {instancePath,schemaPath:"#/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
break;
}
}
if(_errs373 === errors){
if(data.seq !== undefined){
let data129 = data.seq;
const _errs374 = errors;
if(!(((typeof data129 == "number") && (!(data129 % 1) && !isNaN(data129))) && (isFinite(data129)))){
const err259 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/6/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(errors === _errs374){
if((typeof data129 == "number") && (isFinite(data129))){
if(data129 < 1 || isNaN(data129)){
const err260 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/6/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
var valid57 = _errs374 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.at !== undefined){
let data130 = data.at;
const _errs376 = errors;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
const err261 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/6/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
if(errors === _errs376){
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 < 0 || isNaN(data130)){
const err262 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/6/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
}
var valid57 = _errs376 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.type !== undefined){
let data131 = data.type;
const _errs378 = errors;
if(typeof data131 !== "string"){
const err263 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/6/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if("gate-finished" !== data131){
const err264 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/6/properties/type/const",keyword:"const",params:{allowedValue: "gate-finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
var valid57 = _errs378 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.actionId !== undefined){
const _errs380 = errors;
if(typeof data.actionId !== "string"){
const err265 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/6/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
var valid57 = _errs380 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.state !== undefined){
let data133 = data.state;
const _errs382 = errors;
if(!(((data133 === "passed") || (data133 === "failed")) || (data133 === "timed-out"))){
const err266 = {instancePath:instancePath+"/state",schemaPath:"#/anyOf/6/properties/state/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[6].properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
var valid57 = _errs382 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.exitCode !== undefined){
let data134 = data.exitCode;
const _errs383 = errors;
const _errs384 = errors;
let valid58 = false;
const _errs385 = errors;
if(!(((typeof data134 == "number") && (!(data134 % 1) && !isNaN(data134))) && (isFinite(data134)))){
const err267 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
var _valid24 = _errs385 === errors;
valid58 = valid58 || _valid24;
const _errs387 = errors;
if(data134 !== null){
const err268 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
var _valid24 = _errs387 === errors;
valid58 = valid58 || _valid24;
if(!valid58){
const err269 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
else {
errors = _errs384;
if(vErrors !== null){
if(_errs384){
vErrors.length = _errs384;
}
else {
vErrors = null;
}
}
}
var valid57 = _errs383 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.tail !== undefined){
const _errs389 = errors;
if(typeof data.tail !== "string"){
const err270 = {instancePath:instancePath+"/tail",schemaPath:"#/anyOf/6/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
var valid57 = _errs389 === errors;
}
else {
var valid57 = true;
}
if(valid57){
if(data.fingerprint !== undefined){
const _errs391 = errors;
if(typeof data.fingerprint !== "string"){
const err271 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/6/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
var valid57 = _errs391 === errors;
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
const err272 = {instancePath,schemaPath:"#/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
var _valid0 = _errs371 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs393 = errors;
if(errors === _errs393){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if(((((((((data.seq === undefined) && (missing19 = "seq")) || ((data.at === undefined) && (missing19 = "at"))) || ((data.type === undefined) && (missing19 = "type"))) || ((data.phase === undefined) && (missing19 = "phase"))) || ((data.reason === undefined) && (missing19 = "reason"))) || ((data.fingerprint === undefined) && (missing19 = "fingerprint"))) || ((data.gateTail === undefined) && (missing19 = "gateTail"))) || ((data.findings === undefined) && (missing19 = "findings"))){
const err273 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: missing19},message:"must have required property '"+missing19+"'"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
else {
const _errs395 = errors;
for(const key19 in data){
if(!((((((((key19 === "seq") || (key19 === "at")) || (key19 === "type")) || (key19 === "phase")) || (key19 === "reason")) || (key19 === "fingerprint")) || (key19 === "gateTail")) || (key19 === "findings"))){
const err274 = {instancePath,schemaPath:"#/anyOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
break;
}
}
if(_errs395 === errors){
if(data.seq !== undefined){
let data137 = data.seq;
const _errs396 = errors;
if(!(((typeof data137 == "number") && (!(data137 % 1) && !isNaN(data137))) && (isFinite(data137)))){
const err275 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/7/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if(errors === _errs396){
if((typeof data137 == "number") && (isFinite(data137))){
if(data137 < 1 || isNaN(data137)){
const err276 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/7/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
}
var valid59 = _errs396 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.at !== undefined){
let data138 = data.at;
const _errs398 = errors;
if(!(((typeof data138 == "number") && (!(data138 % 1) && !isNaN(data138))) && (isFinite(data138)))){
const err277 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/7/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
if(errors === _errs398){
if((typeof data138 == "number") && (isFinite(data138))){
if(data138 < 0 || isNaN(data138)){
const err278 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/7/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
}
var valid59 = _errs398 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.type !== undefined){
let data139 = data.type;
const _errs400 = errors;
if(typeof data139 !== "string"){
const err279 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/7/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if("attempt-failed" !== data139){
const err280 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/7/properties/type/const",keyword:"const",params:{allowedValue: "attempt-failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var valid59 = _errs400 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.phase !== undefined){
const _errs402 = errors;
if(typeof data.phase !== "string"){
const err281 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/7/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
var valid59 = _errs402 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.reason !== undefined){
const _errs404 = errors;
if(typeof data.reason !== "string"){
const err282 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/7/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
var valid59 = _errs404 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.fingerprint !== undefined){
let data142 = data.fingerprint;
const _errs406 = errors;
const _errs407 = errors;
let valid60 = false;
const _errs408 = errors;
if(typeof data142 !== "string"){
const err283 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/7/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
var _valid25 = _errs408 === errors;
valid60 = valid60 || _valid25;
const _errs410 = errors;
if(data142 !== null){
const err284 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/7/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
var _valid25 = _errs410 === errors;
valid60 = valid60 || _valid25;
if(!valid60){
const err285 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/7/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
else {
errors = _errs407;
if(vErrors !== null){
if(_errs407){
vErrors.length = _errs407;
}
else {
vErrors = null;
}
}
}
var valid59 = _errs406 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.gateTail !== undefined){
let data143 = data.gateTail;
const _errs412 = errors;
const _errs413 = errors;
let valid61 = false;
const _errs414 = errors;
if(typeof data143 !== "string"){
const err286 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/7/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
var _valid26 = _errs414 === errors;
valid61 = valid61 || _valid26;
const _errs416 = errors;
if(data143 !== null){
const err287 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/7/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
var _valid26 = _errs416 === errors;
valid61 = valid61 || _valid26;
if(!valid61){
const err288 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/7/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
else {
errors = _errs413;
if(vErrors !== null){
if(_errs413){
vErrors.length = _errs413;
}
else {
vErrors = null;
}
}
}
var valid59 = _errs412 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.findings !== undefined){
let data144 = data.findings;
const _errs418 = errors;
if(errors === _errs418){
if(Array.isArray(data144)){
var valid62 = true;
const len15 = data144.length;
for(let i15=0; i15<len15; i15++){
let data145 = data144[i15];
const _errs420 = errors;
if(errors === _errs420){
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
let missing20;
if(((data145.severity === undefined) && (missing20 = "severity")) || ((data145.description === undefined) && (missing20 = "description"))){
const err289 = {instancePath:instancePath+"/findings/" + i15,schemaPath:"#/anyOf/7/properties/findings/items/required",keyword:"required",params:{missingProperty: missing20},message:"must have required property '"+missing20+"'"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
else {
const _errs422 = errors;
for(const key20 in data145){
if(!((((key20 === "severity") || (key20 === "description")) || (key20 === "file")) || (key20 === "line"))){
const err290 = {instancePath:instancePath+"/findings/" + i15,schemaPath:"#/anyOf/7/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
break;
}
}
if(_errs422 === errors){
if(data145.severity !== undefined){
let data146 = data145.severity;
const _errs423 = errors;
if(!(((data146 === "blocking") || (data146 === "required")) || (data146 === "suggestion"))){
const err291 = {instancePath:instancePath+"/findings/" + i15+"/severity",schemaPath:"#/anyOf/7/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[7].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
var valid63 = _errs423 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data145.description !== undefined){
const _errs424 = errors;
if(typeof data145.description !== "string"){
const err292 = {instancePath:instancePath+"/findings/" + i15+"/description",schemaPath:"#/anyOf/7/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
var valid63 = _errs424 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data145.file !== undefined){
const _errs426 = errors;
if(typeof data145.file !== "string"){
const err293 = {instancePath:instancePath+"/findings/" + i15+"/file",schemaPath:"#/anyOf/7/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
var valid63 = _errs426 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data145.line !== undefined){
let data149 = data145.line;
const _errs428 = errors;
if(!(((typeof data149 == "number") && (!(data149 % 1) && !isNaN(data149))) && (isFinite(data149)))){
const err294 = {instancePath:instancePath+"/findings/" + i15+"/line",schemaPath:"#/anyOf/7/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if(errors === _errs428){
if((typeof data149 == "number") && (isFinite(data149))){
if(data149 < 1 || isNaN(data149)){
const err295 = {instancePath:instancePath+"/findings/" + i15+"/line",schemaPath:"#/anyOf/7/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
var valid63 = _errs428 === errors;
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
else {
const err296 = {instancePath:instancePath+"/findings/" + i15,schemaPath:"#/anyOf/7/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
var valid62 = _errs420 === errors;
if(!valid62){
break;
}
}
}
else {
const err297 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/7/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
var valid59 = _errs418 === errors;
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
}
else {
const err298 = {instancePath,schemaPath:"#/anyOf/7/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
var _valid0 = _errs393 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs430 = errors;
if(errors === _errs430){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if(((((((data.seq === undefined) && (missing21 = "seq")) || ((data.at === undefined) && (missing21 = "at"))) || ((data.type === undefined) && (missing21 = "type"))) || ((data.phase === undefined) && (missing21 = "phase"))) || ((data.cycle === undefined) && (missing21 = "cycle"))) || ((data.findings === undefined) && (missing21 = "findings"))){
const err299 = {instancePath,schemaPath:"#/anyOf/8/required",keyword:"required",params:{missingProperty: missing21},message:"must have required property '"+missing21+"'"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
else {
const _errs432 = errors;
for(const key21 in data){
if(!((((((key21 === "seq") || (key21 === "at")) || (key21 === "type")) || (key21 === "phase")) || (key21 === "cycle")) || (key21 === "findings"))){
const err300 = {instancePath,schemaPath:"#/anyOf/8/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
break;
}
}
if(_errs432 === errors){
if(data.seq !== undefined){
let data150 = data.seq;
const _errs433 = errors;
if(!(((typeof data150 == "number") && (!(data150 % 1) && !isNaN(data150))) && (isFinite(data150)))){
const err301 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/8/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
if(errors === _errs433){
if((typeof data150 == "number") && (isFinite(data150))){
if(data150 < 1 || isNaN(data150)){
const err302 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/8/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
var valid64 = _errs433 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data.at !== undefined){
let data151 = data.at;
const _errs435 = errors;
if(!(((typeof data151 == "number") && (!(data151 % 1) && !isNaN(data151))) && (isFinite(data151)))){
const err303 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/8/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
if(errors === _errs435){
if((typeof data151 == "number") && (isFinite(data151))){
if(data151 < 0 || isNaN(data151)){
const err304 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/8/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
}
var valid64 = _errs435 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data.type !== undefined){
let data152 = data.type;
const _errs437 = errors;
if(typeof data152 !== "string"){
const err305 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/8/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
if("review-found" !== data152){
const err306 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/8/properties/type/const",keyword:"const",params:{allowedValue: "review-found"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
var valid64 = _errs437 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data.phase !== undefined){
const _errs439 = errors;
if(typeof data.phase !== "string"){
const err307 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/8/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
var valid64 = _errs439 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data.cycle !== undefined){
let data154 = data.cycle;
const _errs441 = errors;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
const err308 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/8/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
if(errors === _errs441){
if((typeof data154 == "number") && (isFinite(data154))){
if(data154 < 1 || isNaN(data154)){
const err309 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/8/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
}
var valid64 = _errs441 === errors;
}
else {
var valid64 = true;
}
if(valid64){
if(data.findings !== undefined){
let data155 = data.findings;
const _errs443 = errors;
if(errors === _errs443){
if(Array.isArray(data155)){
var valid65 = true;
const len16 = data155.length;
for(let i16=0; i16<len16; i16++){
let data156 = data155[i16];
const _errs445 = errors;
if(errors === _errs445){
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
let missing22;
if(((data156.severity === undefined) && (missing22 = "severity")) || ((data156.description === undefined) && (missing22 = "description"))){
const err310 = {instancePath:instancePath+"/findings/" + i16,schemaPath:"#/anyOf/8/properties/findings/items/required",keyword:"required",params:{missingProperty: missing22},message:"must have required property '"+missing22+"'"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
else {
const _errs447 = errors;
for(const key22 in data156){
if(!((((key22 === "severity") || (key22 === "description")) || (key22 === "file")) || (key22 === "line"))){
const err311 = {instancePath:instancePath+"/findings/" + i16,schemaPath:"#/anyOf/8/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
break;
}
}
if(_errs447 === errors){
if(data156.severity !== undefined){
let data157 = data156.severity;
const _errs448 = errors;
if(!(((data157 === "blocking") || (data157 === "required")) || (data157 === "suggestion"))){
const err312 = {instancePath:instancePath+"/findings/" + i16+"/severity",schemaPath:"#/anyOf/8/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[8].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
var valid66 = _errs448 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data156.description !== undefined){
const _errs449 = errors;
if(typeof data156.description !== "string"){
const err313 = {instancePath:instancePath+"/findings/" + i16+"/description",schemaPath:"#/anyOf/8/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
var valid66 = _errs449 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data156.file !== undefined){
const _errs451 = errors;
if(typeof data156.file !== "string"){
const err314 = {instancePath:instancePath+"/findings/" + i16+"/file",schemaPath:"#/anyOf/8/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
var valid66 = _errs451 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data156.line !== undefined){
let data160 = data156.line;
const _errs453 = errors;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
const err315 = {instancePath:instancePath+"/findings/" + i16+"/line",schemaPath:"#/anyOf/8/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
if(errors === _errs453){
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 1 || isNaN(data160)){
const err316 = {instancePath:instancePath+"/findings/" + i16+"/line",schemaPath:"#/anyOf/8/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
}
var valid66 = _errs453 === errors;
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
else {
const err317 = {instancePath:instancePath+"/findings/" + i16,schemaPath:"#/anyOf/8/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
var valid65 = _errs445 === errors;
if(!valid65){
break;
}
}
}
else {
const err318 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/8/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
var valid64 = _errs443 === errors;
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
else {
const err319 = {instancePath,schemaPath:"#/anyOf/8/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
var _valid0 = _errs430 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs455 = errors;
if(errors === _errs455){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if((((((data.seq === undefined) && (missing23 = "seq")) || ((data.at === undefined) && (missing23 = "at"))) || ((data.type === undefined) && (missing23 = "type"))) || ((data.phase === undefined) && (missing23 = "phase"))) || ((data.cycle === undefined) && (missing23 = "cycle"))){
const err320 = {instancePath,schemaPath:"#/anyOf/9/required",keyword:"required",params:{missingProperty: missing23},message:"must have required property '"+missing23+"'"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
else {
const _errs457 = errors;
for(const key23 in data){
if(!(((((key23 === "seq") || (key23 === "at")) || (key23 === "type")) || (key23 === "phase")) || (key23 === "cycle"))){
const err321 = {instancePath,schemaPath:"#/anyOf/9/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
break;
}
}
if(_errs457 === errors){
if(data.seq !== undefined){
let data161 = data.seq;
const _errs458 = errors;
if(!(((typeof data161 == "number") && (!(data161 % 1) && !isNaN(data161))) && (isFinite(data161)))){
const err322 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/9/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
if(errors === _errs458){
if((typeof data161 == "number") && (isFinite(data161))){
if(data161 < 1 || isNaN(data161)){
const err323 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/9/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
}
var valid67 = _errs458 === errors;
}
else {
var valid67 = true;
}
if(valid67){
if(data.at !== undefined){
let data162 = data.at;
const _errs460 = errors;
if(!(((typeof data162 == "number") && (!(data162 % 1) && !isNaN(data162))) && (isFinite(data162)))){
const err324 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/9/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(errors === _errs460){
if((typeof data162 == "number") && (isFinite(data162))){
if(data162 < 0 || isNaN(data162)){
const err325 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/9/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
}
var valid67 = _errs460 === errors;
}
else {
var valid67 = true;
}
if(valid67){
if(data.type !== undefined){
let data163 = data.type;
const _errs462 = errors;
if(typeof data163 !== "string"){
const err326 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/9/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if("fix-done" !== data163){
const err327 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/9/properties/type/const",keyword:"const",params:{allowedValue: "fix-done"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
var valid67 = _errs462 === errors;
}
else {
var valid67 = true;
}
if(valid67){
if(data.phase !== undefined){
const _errs464 = errors;
if(typeof data.phase !== "string"){
const err328 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/9/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
var valid67 = _errs464 === errors;
}
else {
var valid67 = true;
}
if(valid67){
if(data.cycle !== undefined){
let data165 = data.cycle;
const _errs466 = errors;
if(!(((typeof data165 == "number") && (!(data165 % 1) && !isNaN(data165))) && (isFinite(data165)))){
const err329 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/9/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
if(errors === _errs466){
if((typeof data165 == "number") && (isFinite(data165))){
if(data165 < 1 || isNaN(data165)){
const err330 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/9/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
}
var valid67 = _errs466 === errors;
}
else {
var valid67 = true;
}
}
}
}
}
}
}
}
else {
const err331 = {instancePath,schemaPath:"#/anyOf/9/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
var _valid0 = _errs455 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs468 = errors;
if(errors === _errs468){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing24;
if(((((((data.seq === undefined) && (missing24 = "seq")) || ((data.at === undefined) && (missing24 = "at"))) || ((data.type === undefined) && (missing24 = "type"))) || ((data.phase === undefined) && (missing24 = "phase"))) || ((data.summary === undefined) && (missing24 = "summary"))) || ((data.erosion === undefined) && (missing24 = "erosion"))){
const err332 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: missing24},message:"must have required property '"+missing24+"'"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
else {
const _errs470 = errors;
for(const key24 in data){
if(!((((((key24 === "seq") || (key24 === "at")) || (key24 === "type")) || (key24 === "phase")) || (key24 === "summary")) || (key24 === "erosion"))){
const err333 = {instancePath,schemaPath:"#/anyOf/10/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
break;
}
}
if(_errs470 === errors){
if(data.seq !== undefined){
let data166 = data.seq;
const _errs471 = errors;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
const err334 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/10/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
if(errors === _errs471){
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 < 1 || isNaN(data166)){
const err335 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/10/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
}
var valid68 = _errs471 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data.at !== undefined){
let data167 = data.at;
const _errs473 = errors;
if(!(((typeof data167 == "number") && (!(data167 % 1) && !isNaN(data167))) && (isFinite(data167)))){
const err336 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/10/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if(errors === _errs473){
if((typeof data167 == "number") && (isFinite(data167))){
if(data167 < 0 || isNaN(data167)){
const err337 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/10/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
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
if(valid68){
if(data.type !== undefined){
let data168 = data.type;
const _errs475 = errors;
if(typeof data168 !== "string"){
const err338 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/10/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if("phase-passed" !== data168){
const err339 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/10/properties/type/const",keyword:"const",params:{allowedValue: "phase-passed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
var valid68 = _errs475 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data.phase !== undefined){
const _errs477 = errors;
if(typeof data.phase !== "string"){
const err340 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/10/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
var valid68 = _errs477 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data.summary !== undefined){
let data170 = data.summary;
const _errs479 = errors;
const _errs480 = errors;
let valid69 = false;
const _errs481 = errors;
if(typeof data170 !== "string"){
const err341 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/10/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
var _valid27 = _errs481 === errors;
valid69 = valid69 || _valid27;
const _errs483 = errors;
if(data170 !== null){
const err342 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/10/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
var _valid27 = _errs483 === errors;
valid69 = valid69 || _valid27;
if(!valid69){
const err343 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/10/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
else {
errors = _errs480;
if(vErrors !== null){
if(_errs480){
vErrors.length = _errs480;
}
else {
vErrors = null;
}
}
}
var valid68 = _errs479 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data.erosion !== undefined){
let data171 = data.erosion;
const _errs485 = errors;
if(!(((data171 === "not-measured") || (data171 === "ok")) || (data171 === "flagged"))){
const err344 = {instancePath:instancePath+"/erosion",schemaPath:"#/anyOf/10/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[10].properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
var valid68 = _errs485 === errors;
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
}
else {
const err345 = {instancePath,schemaPath:"#/anyOf/10/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
var _valid0 = _errs468 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs486 = errors;
if(errors === _errs486){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing25;
if((((((data.seq === undefined) && (missing25 = "seq")) || ((data.at === undefined) && (missing25 = "at"))) || ((data.type === undefined) && (missing25 = "type"))) || ((data.phase === undefined) && (missing25 = "phase"))) || ((data.reason === undefined) && (missing25 = "reason"))){
const err346 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: missing25},message:"must have required property '"+missing25+"'"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
else {
const _errs488 = errors;
for(const key25 in data){
if(!(((((key25 === "seq") || (key25 === "at")) || (key25 === "type")) || (key25 === "phase")) || (key25 === "reason"))){
const err347 = {instancePath,schemaPath:"#/anyOf/11/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
break;
}
}
if(_errs488 === errors){
if(data.seq !== undefined){
let data172 = data.seq;
const _errs489 = errors;
if(!(((typeof data172 == "number") && (!(data172 % 1) && !isNaN(data172))) && (isFinite(data172)))){
const err348 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/11/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
if(errors === _errs489){
if((typeof data172 == "number") && (isFinite(data172))){
if(data172 < 1 || isNaN(data172)){
const err349 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/11/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
}
var valid70 = _errs489 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data.at !== undefined){
let data173 = data.at;
const _errs491 = errors;
if(!(((typeof data173 == "number") && (!(data173 % 1) && !isNaN(data173))) && (isFinite(data173)))){
const err350 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/11/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if(errors === _errs491){
if((typeof data173 == "number") && (isFinite(data173))){
if(data173 < 0 || isNaN(data173)){
const err351 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/11/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
}
var valid70 = _errs491 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data.type !== undefined){
let data174 = data.type;
const _errs493 = errors;
if(typeof data174 !== "string"){
const err352 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/11/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
if("phase-skipped" !== data174){
const err353 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/11/properties/type/const",keyword:"const",params:{allowedValue: "phase-skipped"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
var valid70 = _errs493 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data.phase !== undefined){
const _errs495 = errors;
if(typeof data.phase !== "string"){
const err354 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/11/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
var valid70 = _errs495 === errors;
}
else {
var valid70 = true;
}
if(valid70){
if(data.reason !== undefined){
let data176 = data.reason;
const _errs497 = errors;
if(!((data176 === "skip-flag") || (data176 === "only"))){
const err355 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/11/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[11].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
var valid70 = _errs497 === errors;
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
}
else {
const err356 = {instancePath,schemaPath:"#/anyOf/11/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
var _valid0 = _errs486 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs498 = errors;
if(errors === _errs498){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing26;
if(((((data.seq === undefined) && (missing26 = "seq")) || ((data.at === undefined) && (missing26 = "at"))) || ((data.type === undefined) && (missing26 = "type"))) || ((data.phase === undefined) && (missing26 = "phase"))){
const err357 = {instancePath,schemaPath:"#/anyOf/12/required",keyword:"required",params:{missingProperty: missing26},message:"must have required property '"+missing26+"'"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
else {
const _errs500 = errors;
for(const key26 in data){
if(!((((key26 === "seq") || (key26 === "at")) || (key26 === "type")) || (key26 === "phase"))){
const err358 = {instancePath,schemaPath:"#/anyOf/12/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
break;
}
}
if(_errs500 === errors){
if(data.seq !== undefined){
let data177 = data.seq;
const _errs501 = errors;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
const err359 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/12/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if(errors === _errs501){
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 < 1 || isNaN(data177)){
const err360 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/12/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
}
var valid71 = _errs501 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data.at !== undefined){
let data178 = data.at;
const _errs503 = errors;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err361 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/12/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
if(errors === _errs503){
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 0 || isNaN(data178)){
const err362 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/12/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
}
var valid71 = _errs503 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data.type !== undefined){
let data179 = data.type;
const _errs505 = errors;
if(typeof data179 !== "string"){
const err363 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/12/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if("approval-requested" !== data179){
const err364 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/12/properties/type/const",keyword:"const",params:{allowedValue: "approval-requested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
var valid71 = _errs505 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data.phase !== undefined){
const _errs507 = errors;
if(typeof data.phase !== "string"){
const err365 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/12/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
var valid71 = _errs507 === errors;
}
else {
var valid71 = true;
}
}
}
}
}
}
}
else {
const err366 = {instancePath,schemaPath:"#/anyOf/12/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
var _valid0 = _errs498 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs509 = errors;
if(errors === _errs509){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing27;
if((((((((data.seq === undefined) && (missing27 = "seq")) || ((data.at === undefined) && (missing27 = "at"))) || ((data.type === undefined) && (missing27 = "type"))) || ((data.phase === undefined) && (missing27 = "phase"))) || ((data.decision === undefined) && (missing27 = "decision"))) || ((data.note === undefined) && (missing27 = "note"))) || ((data.reset === undefined) && (missing27 = "reset"))){
const err367 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: missing27},message:"must have required property '"+missing27+"'"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
else {
const _errs511 = errors;
for(const key27 in data){
if(!(((((((key27 === "seq") || (key27 === "at")) || (key27 === "type")) || (key27 === "phase")) || (key27 === "decision")) || (key27 === "note")) || (key27 === "reset"))){
const err368 = {instancePath,schemaPath:"#/anyOf/13/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
break;
}
}
if(_errs511 === errors){
if(data.seq !== undefined){
let data181 = data.seq;
const _errs512 = errors;
if(!(((typeof data181 == "number") && (!(data181 % 1) && !isNaN(data181))) && (isFinite(data181)))){
const err369 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/13/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if(errors === _errs512){
if((typeof data181 == "number") && (isFinite(data181))){
if(data181 < 1 || isNaN(data181)){
const err370 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/13/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
}
var valid72 = _errs512 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.at !== undefined){
let data182 = data.at;
const _errs514 = errors;
if(!(((typeof data182 == "number") && (!(data182 % 1) && !isNaN(data182))) && (isFinite(data182)))){
const err371 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/13/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
if(errors === _errs514){
if((typeof data182 == "number") && (isFinite(data182))){
if(data182 < 0 || isNaN(data182)){
const err372 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/13/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
}
var valid72 = _errs514 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.type !== undefined){
let data183 = data.type;
const _errs516 = errors;
if(typeof data183 !== "string"){
const err373 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/13/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
if("decision-recorded" !== data183){
const err374 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/13/properties/type/const",keyword:"const",params:{allowedValue: "decision-recorded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
var valid72 = _errs516 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.phase !== undefined){
const _errs518 = errors;
if(typeof data.phase !== "string"){
const err375 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/13/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
var valid72 = _errs518 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.decision !== undefined){
let data185 = data.decision;
const _errs520 = errors;
if(!((data185 === "approve") || (data185 === "reject"))){
const err376 = {instancePath:instancePath+"/decision",schemaPath:"#/anyOf/13/properties/decision/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[13].properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
var valid72 = _errs520 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.note !== undefined){
let data186 = data.note;
const _errs521 = errors;
const _errs522 = errors;
let valid73 = false;
const _errs523 = errors;
if(typeof data186 !== "string"){
const err377 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/13/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
var _valid28 = _errs523 === errors;
valid73 = valid73 || _valid28;
const _errs525 = errors;
if(data186 !== null){
const err378 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/13/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
var _valid28 = _errs525 === errors;
valid73 = valid73 || _valid28;
if(!valid73){
const err379 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/13/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
else {
errors = _errs522;
if(vErrors !== null){
if(_errs522){
vErrors.length = _errs522;
}
else {
vErrors = null;
}
}
}
var valid72 = _errs521 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.reset !== undefined){
let data187 = data.reset;
const _errs527 = errors;
if(errors === _errs527){
if(Array.isArray(data187)){
var valid74 = true;
const len17 = data187.length;
for(let i17=0; i17<len17; i17++){
const _errs529 = errors;
if(typeof data187[i17] !== "string"){
const err380 = {instancePath:instancePath+"/reset/" + i17,schemaPath:"#/anyOf/13/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
var valid74 = _errs529 === errors;
if(!valid74){
break;
}
}
}
else {
const err381 = {instancePath:instancePath+"/reset",schemaPath:"#/anyOf/13/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
var valid72 = _errs527 === errors;
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
}
}
}
else {
const err382 = {instancePath,schemaPath:"#/anyOf/13/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
var _valid0 = _errs509 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs531 = errors;
if(errors === _errs531){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing28;
if((((((((data.seq === undefined) && (missing28 = "seq")) || ((data.at === undefined) && (missing28 = "at"))) || ((data.type === undefined) && (missing28 = "type"))) || ((data.phase === undefined) && (missing28 = "phase"))) || ((data.reason === undefined) && (missing28 = "reason"))) || ((data.detail === undefined) && (missing28 = "detail"))) || ((data.message === undefined) && (missing28 = "message"))){
const err383 = {instancePath,schemaPath:"#/anyOf/14/required",keyword:"required",params:{missingProperty: missing28},message:"must have required property '"+missing28+"'"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
else {
const _errs533 = errors;
for(const key28 in data){
if(!(((((((key28 === "seq") || (key28 === "at")) || (key28 === "type")) || (key28 === "phase")) || (key28 === "reason")) || (key28 === "detail")) || (key28 === "message"))){
const err384 = {instancePath,schemaPath:"#/anyOf/14/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
break;
}
}
if(_errs533 === errors){
if(data.seq !== undefined){
let data189 = data.seq;
const _errs534 = errors;
if(!(((typeof data189 == "number") && (!(data189 % 1) && !isNaN(data189))) && (isFinite(data189)))){
const err385 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/14/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
if(errors === _errs534){
if((typeof data189 == "number") && (isFinite(data189))){
if(data189 < 1 || isNaN(data189)){
const err386 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/14/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
var valid75 = _errs534 === errors;
}
else {
var valid75 = true;
}
if(valid75){
if(data.at !== undefined){
let data190 = data.at;
const _errs536 = errors;
if(!(((typeof data190 == "number") && (!(data190 % 1) && !isNaN(data190))) && (isFinite(data190)))){
const err387 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/14/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
if(errors === _errs536){
if((typeof data190 == "number") && (isFinite(data190))){
if(data190 < 0 || isNaN(data190)){
const err388 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/14/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
var valid75 = _errs536 === errors;
}
else {
var valid75 = true;
}
if(valid75){
if(data.type !== undefined){
let data191 = data.type;
const _errs538 = errors;
if(typeof data191 !== "string"){
const err389 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/14/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
if("run-escalated" !== data191){
const err390 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/14/properties/type/const",keyword:"const",params:{allowedValue: "run-escalated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
var valid75 = _errs538 === errors;
}
else {
var valid75 = true;
}
if(valid75){
if(data.phase !== undefined){
const _errs540 = errors;
if(typeof data.phase !== "string"){
const err391 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/14/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
var valid75 = _errs540 === errors;
}
else {
var valid75 = true;
}
if(valid75){
if(data.reason !== undefined){
let data193 = data.reason;
const _errs542 = errors;
if(!(((((((((data193 === "gate-retries-exhausted") || (data193 === "review-cycles-exhausted")) || (data193 === "no-progress")) || (data193 === "sub-agent-blocked")) || (data193 === "sub-agent-error")) || (data193 === "escalate-flag")) || (data193 === "budget-exhausted")) || (data193 === "checkpoint-failed")) || (data193 === "invalid-prd"))){
const err392 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/14/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.anyOf[14].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
var valid75 = _errs542 === errors;
}
else {
var valid75 = true;
}
if(valid75){
if(data.detail !== undefined){
const _errs543 = errors;
if(typeof data.detail !== "string"){
const err393 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/14/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
var valid75 = _errs543 === errors;
}
else {
var valid75 = true;
}
if(valid75){
if(data.message !== undefined){
const _errs545 = errors;
if(typeof data.message !== "string"){
const err394 = {instancePath:instancePath+"/message",schemaPath:"#/anyOf/14/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
var valid75 = _errs545 === errors;
}
else {
var valid75 = true;
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
const err395 = {instancePath,schemaPath:"#/anyOf/14/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
var _valid0 = _errs531 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs547 = errors;
if(errors === _errs547){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing29;
if((((((((data.seq === undefined) && (missing29 = "seq")) || ((data.at === undefined) && (missing29 = "at"))) || ((data.type === undefined) && (missing29 = "type"))) || ((data.reset === undefined) && (missing29 = "reset"))) || ((data.reissue === undefined) && (missing29 = "reissue"))) || ((data.maxSpawns === undefined) && (missing29 = "maxSpawns"))) || ((data.maxDurationSeconds === undefined) && (missing29 = "maxDurationSeconds"))){
const err396 = {instancePath,schemaPath:"#/anyOf/15/required",keyword:"required",params:{missingProperty: missing29},message:"must have required property '"+missing29+"'"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
else {
const _errs549 = errors;
for(const key29 in data){
if(!(((((((key29 === "seq") || (key29 === "at")) || (key29 === "type")) || (key29 === "reset")) || (key29 === "reissue")) || (key29 === "maxSpawns")) || (key29 === "maxDurationSeconds"))){
const err397 = {instancePath,schemaPath:"#/anyOf/15/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
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
if(_errs549 === errors){
if(data.seq !== undefined){
let data196 = data.seq;
const _errs550 = errors;
if(!(((typeof data196 == "number") && (!(data196 % 1) && !isNaN(data196))) && (isFinite(data196)))){
const err398 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/15/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
if(errors === _errs550){
if((typeof data196 == "number") && (isFinite(data196))){
if(data196 < 1 || isNaN(data196)){
const err399 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/15/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
var valid76 = _errs550 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data.at !== undefined){
let data197 = data.at;
const _errs552 = errors;
if(!(((typeof data197 == "number") && (!(data197 % 1) && !isNaN(data197))) && (isFinite(data197)))){
const err400 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/15/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
if(errors === _errs552){
if((typeof data197 == "number") && (isFinite(data197))){
if(data197 < 0 || isNaN(data197)){
const err401 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/15/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var valid76 = _errs552 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data.type !== undefined){
let data198 = data.type;
const _errs554 = errors;
if(typeof data198 !== "string"){
const err402 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/15/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
if("run-resumed" !== data198){
const err403 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/15/properties/type/const",keyword:"const",params:{allowedValue: "run-resumed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
var valid76 = _errs554 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data.reset !== undefined){
let data199 = data.reset;
const _errs556 = errors;
if(errors === _errs556){
if(Array.isArray(data199)){
var valid77 = true;
const len18 = data199.length;
for(let i18=0; i18<len18; i18++){
const _errs558 = errors;
if(typeof data199[i18] !== "string"){
const err404 = {instancePath:instancePath+"/reset/" + i18,schemaPath:"#/anyOf/15/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
var valid77 = _errs558 === errors;
if(!valid77){
break;
}
}
}
else {
const err405 = {instancePath:instancePath+"/reset",schemaPath:"#/anyOf/15/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
var valid76 = _errs556 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data.reissue !== undefined){
let data201 = data.reissue;
const _errs560 = errors;
if(errors === _errs560){
if(Array.isArray(data201)){
var valid78 = true;
const len19 = data201.length;
for(let i19=0; i19<len19; i19++){
const _errs562 = errors;
if(typeof data201[i19] !== "string"){
const err406 = {instancePath:instancePath+"/reissue/" + i19,schemaPath:"#/anyOf/15/properties/reissue/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
var valid78 = _errs562 === errors;
if(!valid78){
break;
}
}
}
else {
const err407 = {instancePath:instancePath+"/reissue",schemaPath:"#/anyOf/15/properties/reissue/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
var valid76 = _errs560 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data.maxSpawns !== undefined){
let data203 = data.maxSpawns;
const _errs564 = errors;
if(!(((typeof data203 == "number") && (!(data203 % 1) && !isNaN(data203))) && (isFinite(data203)))){
const err408 = {instancePath:instancePath+"/maxSpawns",schemaPath:"#/anyOf/15/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
if(errors === _errs564){
if((typeof data203 == "number") && (isFinite(data203))){
if(data203 < 0 || isNaN(data203)){
const err409 = {instancePath:instancePath+"/maxSpawns",schemaPath:"#/anyOf/15/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
}
var valid76 = _errs564 === errors;
}
else {
var valid76 = true;
}
if(valid76){
if(data.maxDurationSeconds !== undefined){
let data204 = data.maxDurationSeconds;
const _errs566 = errors;
const _errs567 = errors;
let valid79 = false;
const _errs568 = errors;
if(!(((typeof data204 == "number") && (!(data204 % 1) && !isNaN(data204))) && (isFinite(data204)))){
const err410 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/15/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
if(errors === _errs568){
if((typeof data204 == "number") && (isFinite(data204))){
if(data204 < 1 || isNaN(data204)){
const err411 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/15/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
var _valid29 = _errs568 === errors;
valid79 = valid79 || _valid29;
const _errs570 = errors;
if(data204 !== null){
const err412 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/15/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
var _valid29 = _errs570 === errors;
valid79 = valid79 || _valid29;
if(!valid79){
const err413 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/15/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
else {
errors = _errs567;
if(vErrors !== null){
if(_errs567){
vErrors.length = _errs567;
}
else {
vErrors = null;
}
}
}
var valid76 = _errs566 === errors;
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
}
}
}
else {
const err414 = {instancePath,schemaPath:"#/anyOf/15/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
var _valid0 = _errs547 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs572 = errors;
if(errors === _errs572){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing30;
if(((((data.seq === undefined) && (missing30 = "seq")) || ((data.at === undefined) && (missing30 = "at"))) || ((data.type === undefined) && (missing30 = "type"))) || ((data.note === undefined) && (missing30 = "note"))){
const err415 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: missing30},message:"must have required property '"+missing30+"'"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
else {
const _errs574 = errors;
for(const key30 in data){
if(!((((key30 === "seq") || (key30 === "at")) || (key30 === "type")) || (key30 === "note"))){
const err416 = {instancePath,schemaPath:"#/anyOf/16/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
break;
}
}
if(_errs574 === errors){
if(data.seq !== undefined){
let data205 = data.seq;
const _errs575 = errors;
if(!(((typeof data205 == "number") && (!(data205 % 1) && !isNaN(data205))) && (isFinite(data205)))){
const err417 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/16/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
if(errors === _errs575){
if((typeof data205 == "number") && (isFinite(data205))){
if(data205 < 1 || isNaN(data205)){
const err418 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/16/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
}
var valid80 = _errs575 === errors;
}
else {
var valid80 = true;
}
if(valid80){
if(data.at !== undefined){
let data206 = data.at;
const _errs577 = errors;
if(!(((typeof data206 == "number") && (!(data206 % 1) && !isNaN(data206))) && (isFinite(data206)))){
const err419 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/16/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
if(errors === _errs577){
if((typeof data206 == "number") && (isFinite(data206))){
if(data206 < 0 || isNaN(data206)){
const err420 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/16/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
}
var valid80 = _errs577 === errors;
}
else {
var valid80 = true;
}
if(valid80){
if(data.type !== undefined){
let data207 = data.type;
const _errs579 = errors;
if(typeof data207 !== "string"){
const err421 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/16/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if("run-cancelled" !== data207){
const err422 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/16/properties/type/const",keyword:"const",params:{allowedValue: "run-cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
var valid80 = _errs579 === errors;
}
else {
var valid80 = true;
}
if(valid80){
if(data.note !== undefined){
let data208 = data.note;
const _errs581 = errors;
const _errs582 = errors;
let valid81 = false;
const _errs583 = errors;
if(typeof data208 !== "string"){
const err423 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
var _valid30 = _errs583 === errors;
valid81 = valid81 || _valid30;
const _errs585 = errors;
if(data208 !== null){
const err424 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
var _valid30 = _errs585 === errors;
valid81 = valid81 || _valid30;
if(!valid81){
const err425 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
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
var valid80 = _errs581 === errors;
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
const err426 = {instancePath,schemaPath:"#/anyOf/16/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
var _valid0 = _errs572 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs587 = errors;
if(errors === _errs587){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing31;
if(((((data.seq === undefined) && (missing31 = "seq")) || ((data.at === undefined) && (missing31 = "at"))) || ((data.type === undefined) && (missing31 = "type"))) || ((data.summaryFile === undefined) && (missing31 = "summaryFile"))){
const err427 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: missing31},message:"must have required property '"+missing31+"'"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
else {
const _errs589 = errors;
for(const key31 in data){
if(!((((key31 === "seq") || (key31 === "at")) || (key31 === "type")) || (key31 === "summaryFile"))){
const err428 = {instancePath,schemaPath:"#/anyOf/17/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
break;
}
}
if(_errs589 === errors){
if(data.seq !== undefined){
let data209 = data.seq;
const _errs590 = errors;
if(!(((typeof data209 == "number") && (!(data209 % 1) && !isNaN(data209))) && (isFinite(data209)))){
const err429 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/17/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
if(errors === _errs590){
if((typeof data209 == "number") && (isFinite(data209))){
if(data209 < 1 || isNaN(data209)){
const err430 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/17/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
}
var valid82 = _errs590 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.at !== undefined){
let data210 = data.at;
const _errs592 = errors;
if(!(((typeof data210 == "number") && (!(data210 % 1) && !isNaN(data210))) && (isFinite(data210)))){
const err431 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/17/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
if(errors === _errs592){
if((typeof data210 == "number") && (isFinite(data210))){
if(data210 < 0 || isNaN(data210)){
const err432 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/17/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
}
var valid82 = _errs592 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.type !== undefined){
let data211 = data.type;
const _errs594 = errors;
if(typeof data211 !== "string"){
const err433 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/17/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
if("run-completed" !== data211){
const err434 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/17/properties/type/const",keyword:"const",params:{allowedValue: "run-completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
var valid82 = _errs594 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data.summaryFile !== undefined){
const _errs596 = errors;
if(typeof data.summaryFile !== "string"){
const err435 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/anyOf/17/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
var valid82 = _errs596 === errors;
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
else {
const err436 = {instancePath,schemaPath:"#/anyOf/17/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
var _valid0 = _errs587 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
if(!valid0){
const err437 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
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

export const validateRunState: SchemaProblemSource = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-state.schema.json","title":"run-state","type":"object","required":["schemaVersion","runId","status","prd","cwd","runDir","only","settings","waves","phases","createdAt","updatedAt","seq","spawnCount","limits","escalation","summaryFile","finishedAt"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"graceSeconds":{"type":"integer","minimum":0}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"phases":{"type":"array","items":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosion","tasks","acceptance","status","role","attempt","cycle","round","generation","currentSpawn","currentGates","attemptFailed","handoff","spawns","gates","failures","reviews","decisions","context","summary","skipReason","startedAt","finishedAt","lastEvent"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"erosion":{"anyOf":[{"enum":["not-measured","ok","flagged"]},{"type":"null"}]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"role":{"enum":["work","review","fix"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"round":{"type":"integer","minimum":0},"generation":{"type":"integer","minimum":0},"currentSpawn":{"anyOf":[{"type":"string"},{"type":"null"}]},"currentGates":{"type":"array","items":{"type":"string"}},"attemptFailed":{"type":"boolean"},"handoff":{"type":"boolean"},"spawns":{"type":"array","items":{"type":"object","required":["actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","issuedAt","sessionKey","confirmedAt","outcome","status","verdict","finishedAt","problems","summary","findings","filesModified"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"issuedAt":{"type":"integer","minimum":0},"sessionKey":{"anyOf":[{"type":"string"},{"type":"null"}]},"confirmedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"outcome":{"anyOf":[{"enum":["accepted","invalid","timed-out","abandoned"]},{"type":"null"}]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"filesModified":{"type":"array","items":{"type":"string"}}},"additionalProperties":false}},"gates":{"type":"array","items":{"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false}},"failures":{"type":"array","items":{"type":"object","required":["attempt","role","cycle","reason","fingerprint","gateTail","findings","generation","at"],"properties":{"attempt":{"type":"integer","minimum":1},"role":{"enum":["work","review","fix"]},"cycle":{"type":"integer","minimum":1},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"generation":{"type":"integer","minimum":0},"at":{"type":"integer","minimum":0}},"additionalProperties":false}},"reviews":{"type":"array","items":{"type":"object","required":["cycle","findings"],"properties":{"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false}},"decisions":{"type":"array","items":{"type":"object","required":["decision","note","at","round"],"properties":{"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"at":{"type":"integer","minimum":0},"round":{"type":"integer","minimum":1}},"additionalProperties":false}},"context":{"anyOf":[{"type":"string"},{"type":"null"}]},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"skipReason":{"anyOf":[{"enum":["skip-flag","only"]},{"type":"null"}]},"startedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"lastEvent":{"anyOf":[{"type":"object","required":["type","at"],"properties":{"type":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false}},"createdAt":{"type":"integer","minimum":0},"updatedAt":{"type":"integer","minimum":0},"seq":{"type":"integer","minimum":0},"spawnCount":{"type":"integer","minimum":0},"limits":{"type":"object","required":["maxSpawns","maxDurationSeconds"],"properties":{"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]}},"additionalProperties":false},"escalation":{"anyOf":[{"type":"object","required":["phase","reason","detail","message","at"],"properties":{"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"detail":{"type":"string"},"message":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]},"summaryFile":{"anyOf":[{"type":"string"},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-state.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
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
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
const _errs2 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate21.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
if(1 !== data0){
validate21.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"}];
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
validate21.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate21.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
validate21.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key1 in data3){
if(!((((key1 === "path") || (key1 === "sha256")) || (key1 === "title")) || (key1 === "objective"))){
validate21.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data3.path !== undefined){
const _errs10 = errors;
if(typeof data3.path !== "string"){
validate21.errors = [{instancePath:instancePath+"/prd/path",schemaPath:"#/properties/prd/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate21.errors = [{instancePath:instancePath+"/prd/sha256",schemaPath:"#/properties/prd/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate21.errors = vErrors;
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
validate21.errors = vErrors;
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
validate21.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate21.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate21.errors = [{instancePath:instancePath+"/runDir",schemaPath:"#/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate21.errors = vErrors;
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
if(((((((data11.maxParallel === undefined) && (missing2 = "maxParallel")) || ((data11.maxSpawns === undefined) && (missing2 = "maxSpawns"))) || ((data11.maxDurationSeconds === undefined) && (missing2 = "maxDurationSeconds"))) || ((data11.summaryBudgetBytes === undefined) && (missing2 = "summaryBudgetBytes"))) || ((data11.erosion === undefined) && (missing2 = "erosion"))) || ((data11.graceSeconds === undefined) && (missing2 = "graceSeconds"))){
validate21.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs38 = errors;
for(const key2 in data11){
if(!((((((key2 === "maxParallel") || (key2 === "maxSpawns")) || (key2 === "maxDurationSeconds")) || (key2 === "summaryBudgetBytes")) || (key2 === "erosion")) || (key2 === "graceSeconds"))){
validate21.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs38 === errors){
if(data11.maxParallel !== undefined){
let data12 = data11.maxParallel;
const _errs39 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate21.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs39){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate21.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate21.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs41){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate21.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
validate21.errors = vErrors;
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
validate21.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs49){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
validate21.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate21.errors = [{instancePath:instancePath+"/settings/erosion",schemaPath:"#/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema32.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs51 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.graceSeconds !== undefined){
let data17 = data11.graceSeconds;
const _errs52 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate21.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs52){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate21.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs52 === errors;
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
else {
validate21.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
let data18 = data.waves;
const _errs54 = errors;
if(errors === _errs54){
if(Array.isArray(data18)){
var valid7 = true;
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
const _errs56 = errors;
if(errors === _errs56){
if(Array.isArray(data19)){
var valid8 = true;
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
const _errs58 = errors;
if(typeof data19[i1] !== "string"){
validate21.errors = [{instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs58 === errors;
if(!valid8){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/waves/" + i0,schemaPath:"#/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs56 === errors;
if(!valid7){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/waves",schemaPath:"#/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phases !== undefined){
let data21 = data.phases;
const _errs60 = errors;
if(errors === _errs60){
if(Array.isArray(data21)){
var valid9 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
let data22 = data21[i2];
const _errs62 = errors;
if(errors === _errs62){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing3;
if((((((((((((((((((((((((((((((((((((((((((((((data22.name === undefined) && (missing3 = "name")) || ((data22.key === undefined) && (missing3 = "key"))) || ((data22.kind === undefined) && (missing3 = "kind"))) || ((data22.type === undefined) && (missing3 = "type"))) || ((data22.origin === undefined) && (missing3 = "origin"))) || ((data22.wave === undefined) && (missing3 = "wave"))) || ((data22.dependsOn === undefined) && (missing3 = "dependsOn"))) || ((data22.model === undefined) && (missing3 = "model"))) || ((data22.modelUp === undefined) && (missing3 = "modelUp"))) || ((data22.fixModel === undefined) && (missing3 = "fixModel"))) || ((data22.gateCommands === undefined) && (missing3 = "gateCommands"))) || ((data22.gateDescription === undefined) && (missing3 = "gateDescription"))) || ((data22.fixGateCommands === undefined) && (missing3 = "fixGateCommands"))) || ((data22.fixFiles === undefined) && (missing3 = "fixFiles"))) || ((data22.maxRetries === undefined) && (missing3 = "maxRetries"))) || ((data22.timeoutSeconds === undefined) && (missing3 = "timeoutSeconds"))) || ((data22.gateTimeoutSeconds === undefined) && (missing3 = "gateTimeoutSeconds"))) || ((data22.files === undefined) && (missing3 = "files"))) || ((data22.onReject === undefined) && (missing3 = "onReject"))) || ((data22.escalate === undefined) && (missing3 = "escalate"))) || ((data22.skip === undefined) && (missing3 = "skip"))) || ((data22.erosion === undefined) && (missing3 = "erosion"))) || ((data22.tasks === undefined) && (missing3 = "tasks"))) || ((data22.acceptance === undefined) && (missing3 = "acceptance"))) || ((data22.status === undefined) && (missing3 = "status"))) || ((data22.role === undefined) && (missing3 = "role"))) || ((data22.attempt === undefined) && (missing3 = "attempt"))) || ((data22.cycle === undefined) && (missing3 = "cycle"))) || ((data22.round === undefined) && (missing3 = "round"))) || ((data22.generation === undefined) && (missing3 = "generation"))) || ((data22.currentSpawn === undefined) && (missing3 = "currentSpawn"))) || ((data22.currentGates === undefined) && (missing3 = "currentGates"))) || ((data22.attemptFailed === undefined) && (missing3 = "attemptFailed"))) || ((data22.handoff === undefined) && (missing3 = "handoff"))) || ((data22.spawns === undefined) && (missing3 = "spawns"))) || ((data22.gates === undefined) && (missing3 = "gates"))) || ((data22.failures === undefined) && (missing3 = "failures"))) || ((data22.reviews === undefined) && (missing3 = "reviews"))) || ((data22.decisions === undefined) && (missing3 = "decisions"))) || ((data22.context === undefined) && (missing3 = "context"))) || ((data22.summary === undefined) && (missing3 = "summary"))) || ((data22.skipReason === undefined) && (missing3 = "skipReason"))) || ((data22.startedAt === undefined) && (missing3 = "startedAt"))) || ((data22.finishedAt === undefined) && (missing3 = "finishedAt"))) || ((data22.lastEvent === undefined) && (missing3 = "lastEvent"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs64 = errors;
for(const key3 in data22){
if(!(func1.call(schema32.properties.phases.items.properties, key3))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs64 === errors){
if(data22.name !== undefined){
const _errs65 = errors;
if(typeof data22.name !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs65 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.key !== undefined){
const _errs67 = errors;
if(typeof data22.key !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/key",schemaPath:"#/properties/phases/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs67 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.kind !== undefined){
let data25 = data22.kind;
const _errs69 = errors;
if(!((((data25 === "agent") || (data25 === "approval")) || (data25 === "checkpoint")) || (data25 === "skip"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/kind",schemaPath:"#/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs69 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.type !== undefined){
let data26 = data22.type;
const _errs70 = errors;
if(!((((data26 === "impl") || (data26 === "review")) || (data26 === "extract")) || (data26 === "approval"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs70 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.origin !== undefined){
let data27 = data22.origin;
const _errs71 = errors;
const _errs72 = errors;
let valid11 = false;
const _errs73 = errors;
if(typeof data27 !== "string"){
const err13 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs73 === errors;
valid11 = valid11 || _valid4;
const _errs75 = errors;
if(data27 !== null){
const err14 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid4 = _errs75 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs71 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.wave !== undefined){
let data28 = data22.wave;
const _errs77 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs77){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs77 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.dependsOn !== undefined){
let data29 = data22.dependsOn;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data29)){
var valid12 = true;
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
const _errs81 = errors;
if(typeof data29[i3] !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/dependsOn/" + i3,schemaPath:"#/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs81 === errors;
if(!valid12){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs79 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.model !== undefined){
let data31 = data22.model;
const _errs83 = errors;
if(errors === _errs83){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
let missing4;
if(((data31.tier === undefined) && (missing4 = "tier")) || ((data31.id === undefined) && (missing4 = "id"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs85 = errors;
for(const key4 in data31){
if(!((key4 === "tier") || (key4 === "id"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs85 === errors){
if(data31.tier !== undefined){
let data32 = data31.tier;
const _errs86 = errors;
const _errs87 = errors;
let valid14 = false;
const _errs88 = errors;
if(typeof data32 !== "string"){
const err16 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid5 = _errs88 === errors;
valid14 = valid14 || _valid5;
const _errs90 = errors;
if(data32 !== null){
const err17 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid5 = _errs90 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
var valid13 = _errs86 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data31.id !== undefined){
let data33 = data31.id;
const _errs92 = errors;
const _errs93 = errors;
let valid15 = false;
const _errs94 = errors;
if(typeof data33 !== "string"){
const err19 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid6 = _errs94 === errors;
valid15 = valid15 || _valid6;
const _errs96 = errors;
if(data33 !== null){
const err20 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid6 = _errs96 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
var valid13 = _errs92 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs83 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.modelUp !== undefined){
let data34 = data22.modelUp;
const _errs98 = errors;
if(errors === _errs98){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing5;
if(((data34.tier === undefined) && (missing5 = "tier")) || ((data34.id === undefined) && (missing5 = "id"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs100 = errors;
for(const key5 in data34){
if(!((key5 === "tier") || (key5 === "id"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs100 === errors){
if(data34.tier !== undefined){
let data35 = data34.tier;
const _errs101 = errors;
const _errs102 = errors;
let valid17 = false;
const _errs103 = errors;
if(typeof data35 !== "string"){
const err22 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid7 = _errs103 === errors;
valid17 = valid17 || _valid7;
const _errs105 = errors;
if(data35 !== null){
const err23 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid7 = _errs105 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs102;
if(vErrors !== null){
if(_errs102){
vErrors.length = _errs102;
}
else {
vErrors = null;
}
}
}
var valid16 = _errs101 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data34.id !== undefined){
let data36 = data34.id;
const _errs107 = errors;
const _errs108 = errors;
let valid18 = false;
const _errs109 = errors;
if(typeof data36 !== "string"){
const err25 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid8 = _errs109 === errors;
valid18 = valid18 || _valid8;
const _errs111 = errors;
if(data36 !== null){
const err26 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid8 = _errs111 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
var valid16 = _errs107 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs98 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.fixModel !== undefined){
let data37 = data22.fixModel;
const _errs113 = errors;
const _errs114 = errors;
let valid19 = false;
const _errs115 = errors;
if(errors === _errs115){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
let missing6;
if(((data37.tier === undefined) && (missing6 = "tier")) || ((data37.id === undefined) && (missing6 = "id"))){
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
const _errs117 = errors;
for(const key6 in data37){
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
if(_errs117 === errors){
if(data37.tier !== undefined){
let data38 = data37.tier;
const _errs118 = errors;
const _errs119 = errors;
let valid21 = false;
const _errs120 = errors;
if(typeof data38 !== "string"){
const err30 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid10 = _errs120 === errors;
valid21 = valid21 || _valid10;
const _errs122 = errors;
if(data38 !== null){
const err31 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid10 = _errs122 === errors;
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
errors = _errs119;
if(vErrors !== null){
if(_errs119){
vErrors.length = _errs119;
}
else {
vErrors = null;
}
}
}
var valid20 = _errs118 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data37.id !== undefined){
let data39 = data37.id;
const _errs124 = errors;
const _errs125 = errors;
let valid22 = false;
const _errs126 = errors;
if(typeof data39 !== "string"){
const err33 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid11 = _errs126 === errors;
valid22 = valid22 || _valid11;
const _errs128 = errors;
if(data39 !== null){
const err34 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid11 = _errs128 === errors;
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
errors = _errs125;
if(vErrors !== null){
if(_errs125){
vErrors.length = _errs125;
}
else {
vErrors = null;
}
}
}
var valid20 = _errs124 === errors;
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
var _valid9 = _errs115 === errors;
valid19 = valid19 || _valid9;
const _errs130 = errors;
if(data37 !== null){
const err37 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid9 = _errs130 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs113 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.gateCommands !== undefined){
let data40 = data22.gateCommands;
const _errs132 = errors;
if(errors === _errs132){
if(Array.isArray(data40)){
var valid23 = true;
const len4 = data40.length;
for(let i4=0; i4<len4; i4++){
let data41 = data40[i4];
const _errs134 = errors;
if(errors === _errs134){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
let missing7;
if((((data41.command === undefined) && (missing7 = "command")) || ((data41.argv === undefined) && (missing7 = "argv"))) || ((data41.shellGate === undefined) && (missing7 = "shellGate"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs136 = errors;
for(const key7 in data41){
if(!(((key7 === "command") || (key7 === "argv")) || (key7 === "shellGate"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs136 === errors){
if(data41.command !== undefined){
const _errs137 = errors;
if(typeof data41.command !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/command",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid24 = _errs137 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data41.argv !== undefined){
let data43 = data41.argv;
const _errs139 = errors;
const _errs140 = errors;
let valid25 = false;
const _errs141 = errors;
if(errors === _errs141){
if(Array.isArray(data43)){
var valid26 = true;
const len5 = data43.length;
for(let i5=0; i5<len5; i5++){
const _errs143 = errors;
if(typeof data43[i5] !== "string"){
const err39 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv/" + i5,schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var valid26 = _errs143 === errors;
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
var _valid12 = _errs141 === errors;
valid25 = valid25 || _valid12;
const _errs145 = errors;
if(data43 !== null){
const err41 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid12 = _errs145 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
}
var valid24 = _errs139 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data41.shellGate !== undefined){
const _errs147 = errors;
if(typeof data41.shellGate !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/shellGate",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid24 = _errs147 === errors;
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
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid23 = _errs134 === errors;
if(!valid23){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateCommands",schemaPath:"#/properties/phases/items/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs132 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.gateDescription !== undefined){
let data46 = data22.gateDescription;
const _errs149 = errors;
const _errs150 = errors;
let valid27 = false;
const _errs151 = errors;
if(typeof data46 !== "string"){
const err43 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid13 = _errs151 === errors;
valid27 = valid27 || _valid13;
const _errs153 = errors;
if(data46 !== null){
const err44 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid13 = _errs153 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs150;
if(vErrors !== null){
if(_errs150){
vErrors.length = _errs150;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs149 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.fixGateCommands !== undefined){
let data47 = data22.fixGateCommands;
const _errs155 = errors;
if(errors === _errs155){
if(Array.isArray(data47)){
var valid28 = true;
const len6 = data47.length;
for(let i6=0; i6<len6; i6++){
let data48 = data47[i6];
const _errs157 = errors;
if(errors === _errs157){
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
let missing8;
if((((data48.command === undefined) && (missing8 = "command")) || ((data48.argv === undefined) && (missing8 = "argv"))) || ((data48.shellGate === undefined) && (missing8 = "shellGate"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
const _errs159 = errors;
for(const key8 in data48){
if(!(((key8 === "command") || (key8 === "argv")) || (key8 === "shellGate"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs159 === errors){
if(data48.command !== undefined){
const _errs160 = errors;
if(typeof data48.command !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/command",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid29 = _errs160 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data48.argv !== undefined){
let data50 = data48.argv;
const _errs162 = errors;
const _errs163 = errors;
let valid30 = false;
const _errs164 = errors;
if(errors === _errs164){
if(Array.isArray(data50)){
var valid31 = true;
const len7 = data50.length;
for(let i7=0; i7<len7; i7++){
const _errs166 = errors;
if(typeof data50[i7] !== "string"){
const err46 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv/" + i7,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var valid31 = _errs166 === errors;
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
var _valid14 = _errs164 === errors;
valid30 = valid30 || _valid14;
const _errs168 = errors;
if(data50 !== null){
const err48 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid14 = _errs168 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs163;
if(vErrors !== null){
if(_errs163){
vErrors.length = _errs163;
}
else {
vErrors = null;
}
}
}
var valid29 = _errs162 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data48.shellGate !== undefined){
const _errs170 = errors;
if(typeof data48.shellGate !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/shellGate",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid29 = _errs170 === errors;
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
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid28 = _errs157 === errors;
if(!valid28){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixGateCommands",schemaPath:"#/properties/phases/items/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs155 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.fixFiles !== undefined){
let data53 = data22.fixFiles;
const _errs172 = errors;
if(errors === _errs172){
if(Array.isArray(data53)){
var valid32 = true;
const len8 = data53.length;
for(let i8=0; i8<len8; i8++){
const _errs174 = errors;
if(typeof data53[i8] !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixFiles/" + i8,schemaPath:"#/properties/phases/items/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid32 = _errs174 === errors;
if(!valid32){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/fixFiles",schemaPath:"#/properties/phases/items/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs172 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.maxRetries !== undefined){
let data55 = data22.maxRetries;
const _errs176 = errors;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs176){
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 < 0 || isNaN(data55)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs176 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.timeoutSeconds !== undefined){
let data56 = data22.timeoutSeconds;
const _errs178 = errors;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs178){
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 < 1 || isNaN(data56)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid10 = _errs178 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.gateTimeoutSeconds !== undefined){
let data57 = data22.gateTimeoutSeconds;
const _errs180 = errors;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/properties/phases/items/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs180){
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 1 || isNaN(data57)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/properties/phases/items/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid10 = _errs180 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.files !== undefined){
let data58 = data22.files;
const _errs182 = errors;
if(errors === _errs182){
if(Array.isArray(data58)){
var valid33 = true;
const len9 = data58.length;
for(let i9=0; i9<len9; i9++){
const _errs184 = errors;
if(typeof data58[i9] !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/files/" + i9,schemaPath:"#/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid33 = _errs184 === errors;
if(!valid33){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/files",schemaPath:"#/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs182 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.onReject !== undefined){
let data60 = data22.onReject;
const _errs186 = errors;
const _errs187 = errors;
let valid34 = false;
const _errs188 = errors;
if(typeof data60 !== "string"){
const err50 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid15 = _errs188 === errors;
valid34 = valid34 || _valid15;
const _errs190 = errors;
if(data60 !== null){
const err51 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid15 = _errs190 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs187;
if(vErrors !== null){
if(_errs187){
vErrors.length = _errs187;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs186 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.escalate !== undefined){
const _errs192 = errors;
if(typeof data22.escalate !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/escalate",schemaPath:"#/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs192 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.skip !== undefined){
const _errs194 = errors;
if(typeof data22.skip !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/skip",schemaPath:"#/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs194 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.erosion !== undefined){
let data63 = data22.erosion;
const _errs196 = errors;
const _errs197 = errors;
let valid35 = false;
const _errs198 = errors;
if(!(((data63 === "not-measured") || (data63 === "ok")) || (data63 === "flagged"))){
const err53 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid16 = _errs198 === errors;
valid35 = valid35 || _valid16;
const _errs199 = errors;
if(data63 !== null){
const err54 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid16 = _errs199 === errors;
valid35 = valid35 || _valid16;
if(!valid35){
const err55 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs197;
if(vErrors !== null){
if(_errs197){
vErrors.length = _errs197;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs196 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.tasks !== undefined){
let data64 = data22.tasks;
const _errs201 = errors;
if(errors === _errs201){
if(Array.isArray(data64)){
var valid36 = true;
const len10 = data64.length;
for(let i10=0; i10<len10; i10++){
let data65 = data64[i10];
const _errs203 = errors;
if(errors === _errs203){
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
let missing9;
if(((((data65.text === undefined) && (missing9 = "text")) || ((data65.depth === undefined) && (missing9 = "depth"))) || ((data65.line === undefined) && (missing9 = "line"))) || ((data65.column === undefined) && (missing9 = "column"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
const _errs205 = errors;
for(const key9 in data65){
if(!((((key9 === "text") || (key9 === "depth")) || (key9 === "line")) || (key9 === "column"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs205 === errors){
if(data65.text !== undefined){
const _errs206 = errors;
if(typeof data65.text !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/text",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid37 = _errs206 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data65.depth !== undefined){
let data67 = data65.depth;
const _errs208 = errors;
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs208){
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 0 || isNaN(data67)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid37 = _errs208 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data65.line !== undefined){
let data68 = data65.line;
const _errs210 = errors;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs210){
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 < 1 || isNaN(data68)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid37 = _errs210 === errors;
}
else {
var valid37 = true;
}
if(valid37){
if(data65.column !== undefined){
let data69 = data65.column;
const _errs212 = errors;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs212){
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 1 || isNaN(data69)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid37 = _errs212 === errors;
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
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid36 = _errs203 === errors;
if(!valid36){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/tasks",schemaPath:"#/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs201 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.acceptance !== undefined){
let data70 = data22.acceptance;
const _errs214 = errors;
if(errors === _errs214){
if(Array.isArray(data70)){
var valid38 = true;
const len11 = data70.length;
for(let i11=0; i11<len11; i11++){
let data71 = data70[i11];
const _errs216 = errors;
if(errors === _errs216){
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
let missing10;
if((((data71.text === undefined) && (missing10 = "text")) || ((data71.line === undefined) && (missing10 = "line"))) || ((data71.column === undefined) && (missing10 = "column"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
const _errs218 = errors;
for(const key10 in data71){
if(!(((key10 === "text") || (key10 === "line")) || (key10 === "column"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs218 === errors){
if(data71.text !== undefined){
const _errs219 = errors;
if(typeof data71.text !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/text",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid39 = _errs219 === errors;
}
else {
var valid39 = true;
}
if(valid39){
if(data71.line !== undefined){
let data73 = data71.line;
const _errs221 = errors;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs221){
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 < 1 || isNaN(data73)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid39 = _errs221 === errors;
}
else {
var valid39 = true;
}
if(valid39){
if(data71.column !== undefined){
let data74 = data71.column;
const _errs223 = errors;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs223){
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 < 1 || isNaN(data74)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid39 = _errs223 === errors;
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
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid38 = _errs216 === errors;
if(!valid38){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/acceptance",schemaPath:"#/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs214 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.status !== undefined){
let data75 = data22.status;
const _errs225 = errors;
if(!(((((((data75 === "pending") || (data75 === "active")) || (data75 === "waiting-approval")) || (data75 === "passed")) || (data75 === "skipped")) || (data75 === "needs-human")) || (data75 === "cancelled"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/status",schemaPath:"#/properties/phases/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs225 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.role !== undefined){
let data76 = data22.role;
const _errs226 = errors;
if(!(((data76 === "work") || (data76 === "review")) || (data76 === "fix"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/role",schemaPath:"#/properties/phases/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs226 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.attempt !== undefined){
let data77 = data22.attempt;
const _errs227 = errors;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs227){
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 0 || isNaN(data77)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs227 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.cycle !== undefined){
let data78 = data22.cycle;
const _errs229 = errors;
if(!(((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78))) && (isFinite(data78)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs229){
if((typeof data78 == "number") && (isFinite(data78))){
if(data78 < 1 || isNaN(data78)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid10 = _errs229 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.round !== undefined){
let data79 = data22.round;
const _errs231 = errors;
if(!(((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79))) && (isFinite(data79)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/round",schemaPath:"#/properties/phases/items/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs231){
if((typeof data79 == "number") && (isFinite(data79))){
if(data79 < 0 || isNaN(data79)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/round",schemaPath:"#/properties/phases/items/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs231 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.generation !== undefined){
let data80 = data22.generation;
const _errs233 = errors;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/generation",schemaPath:"#/properties/phases/items/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs233){
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 < 0 || isNaN(data80)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/generation",schemaPath:"#/properties/phases/items/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs233 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.currentSpawn !== undefined){
let data81 = data22.currentSpawn;
const _errs235 = errors;
const _errs236 = errors;
let valid40 = false;
const _errs237 = errors;
if(typeof data81 !== "string"){
const err56 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid17 = _errs237 === errors;
valid40 = valid40 || _valid17;
const _errs239 = errors;
if(data81 !== null){
const err57 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid17 = _errs239 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs236;
if(vErrors !== null){
if(_errs236){
vErrors.length = _errs236;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs235 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.currentGates !== undefined){
let data82 = data22.currentGates;
const _errs241 = errors;
if(errors === _errs241){
if(Array.isArray(data82)){
var valid41 = true;
const len12 = data82.length;
for(let i12=0; i12<len12; i12++){
const _errs243 = errors;
if(typeof data82[i12] !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/currentGates/" + i12,schemaPath:"#/properties/phases/items/properties/currentGates/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid41 = _errs243 === errors;
if(!valid41){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/currentGates",schemaPath:"#/properties/phases/items/properties/currentGates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs241 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.attemptFailed !== undefined){
const _errs245 = errors;
if(typeof data22.attemptFailed !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/attemptFailed",schemaPath:"#/properties/phases/items/properties/attemptFailed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs245 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.handoff !== undefined){
const _errs247 = errors;
if(typeof data22.handoff !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/handoff",schemaPath:"#/properties/phases/items/properties/handoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs247 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.spawns !== undefined){
let data86 = data22.spawns;
const _errs249 = errors;
if(errors === _errs249){
if(Array.isArray(data86)){
var valid42 = true;
const len13 = data86.length;
for(let i13=0; i13<len13; i13++){
let data87 = data86[i13];
const _errs251 = errors;
if(errors === _errs251){
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
let missing11;
if(((((((((((((((((((data87.actionId === undefined) && (missing11 = "actionId")) || ((data87.role === undefined) && (missing11 = "role"))) || ((data87.attempt === undefined) && (missing11 = "attempt"))) || ((data87.cycle === undefined) && (missing11 = "cycle"))) || ((data87.model === undefined) && (missing11 = "model"))) || ((data87.resultFile === undefined) && (missing11 = "resultFile"))) || ((data87.timeoutSeconds === undefined) && (missing11 = "timeoutSeconds"))) || ((data87.issuedAt === undefined) && (missing11 = "issuedAt"))) || ((data87.sessionKey === undefined) && (missing11 = "sessionKey"))) || ((data87.confirmedAt === undefined) && (missing11 = "confirmedAt"))) || ((data87.outcome === undefined) && (missing11 = "outcome"))) || ((data87.status === undefined) && (missing11 = "status"))) || ((data87.verdict === undefined) && (missing11 = "verdict"))) || ((data87.finishedAt === undefined) && (missing11 = "finishedAt"))) || ((data87.problems === undefined) && (missing11 = "problems"))) || ((data87.summary === undefined) && (missing11 = "summary"))) || ((data87.findings === undefined) && (missing11 = "findings"))) || ((data87.filesModified === undefined) && (missing11 = "filesModified"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"}];
return false;
}
else {
const _errs253 = errors;
for(const key11 in data87){
if(!(func1.call(schema32.properties.phases.items.properties.spawns.items.properties, key11))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs253 === errors){
if(data87.actionId !== undefined){
const _errs254 = errors;
if(typeof data87.actionId !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/actionId",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid43 = _errs254 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.role !== undefined){
let data89 = data87.role;
const _errs256 = errors;
if(!(((data89 === "work") || (data89 === "review")) || (data89 === "fix"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/role",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.spawns.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid43 = _errs256 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.attempt !== undefined){
let data90 = data87.attempt;
const _errs257 = errors;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/attempt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs257){
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 < 1 || isNaN(data90)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/attempt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid43 = _errs257 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.cycle !== undefined){
let data91 = data87.cycle;
const _errs259 = errors;
if(!(((typeof data91 == "number") && (!(data91 % 1) && !isNaN(data91))) && (isFinite(data91)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/cycle",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs259){
if((typeof data91 == "number") && (isFinite(data91))){
if(data91 < 1 || isNaN(data91)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/cycle",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid43 = _errs259 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.model !== undefined){
let data92 = data87.model;
const _errs261 = errors;
if(errors === _errs261){
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
let missing12;
if(((data92.tier === undefined) && (missing12 = "tier")) || ((data92.id === undefined) && (missing12 = "id"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"}];
return false;
}
else {
const _errs263 = errors;
for(const key12 in data92){
if(!((key12 === "tier") || (key12 === "id"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs263 === errors){
if(data92.tier !== undefined){
let data93 = data92.tier;
const _errs264 = errors;
const _errs265 = errors;
let valid45 = false;
const _errs266 = errors;
if(typeof data93 !== "string"){
const err59 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid18 = _errs266 === errors;
valid45 = valid45 || _valid18;
const _errs268 = errors;
if(data93 !== null){
const err60 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid18 = _errs268 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs265;
if(vErrors !== null){
if(_errs265){
vErrors.length = _errs265;
}
else {
vErrors = null;
}
}
}
var valid44 = _errs264 === errors;
}
else {
var valid44 = true;
}
if(valid44){
if(data92.id !== undefined){
let data94 = data92.id;
const _errs270 = errors;
const _errs271 = errors;
let valid46 = false;
const _errs272 = errors;
if(typeof data94 !== "string"){
const err62 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid19 = _errs272 === errors;
valid46 = valid46 || _valid19;
const _errs274 = errors;
if(data94 !== null){
const err63 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid19 = _errs274 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs271;
if(vErrors !== null){
if(_errs271){
vErrors.length = _errs271;
}
else {
vErrors = null;
}
}
}
var valid44 = _errs270 === errors;
}
else {
var valid44 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid43 = _errs261 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.resultFile !== undefined){
const _errs276 = errors;
if(typeof data87.resultFile !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/resultFile",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid43 = _errs276 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.timeoutSeconds !== undefined){
let data96 = data87.timeoutSeconds;
const _errs278 = errors;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs278){
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 < 1 || isNaN(data96)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid43 = _errs278 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.issuedAt !== undefined){
let data97 = data87.issuedAt;
const _errs280 = errors;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/issuedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs280){
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 < 0 || isNaN(data97)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/issuedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid43 = _errs280 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.sessionKey !== undefined){
let data98 = data87.sessionKey;
const _errs282 = errors;
const _errs283 = errors;
let valid47 = false;
const _errs284 = errors;
if(typeof data98 !== "string"){
const err65 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid20 = _errs284 === errors;
valid47 = valid47 || _valid20;
const _errs286 = errors;
if(data98 !== null){
const err66 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid20 = _errs286 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs283;
if(vErrors !== null){
if(_errs283){
vErrors.length = _errs283;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs282 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.confirmedAt !== undefined){
let data99 = data87.confirmedAt;
const _errs288 = errors;
const _errs289 = errors;
let valid48 = false;
const _errs290 = errors;
if(!(((typeof data99 == "number") && (!(data99 % 1) && !isNaN(data99))) && (isFinite(data99)))){
const err68 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(errors === _errs290){
if((typeof data99 == "number") && (isFinite(data99))){
if(data99 < 0 || isNaN(data99)){
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
var _valid21 = _errs290 === errors;
valid48 = valid48 || _valid21;
const _errs292 = errors;
if(data99 !== null){
const err70 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid21 = _errs292 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs289;
if(vErrors !== null){
if(_errs289){
vErrors.length = _errs289;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs288 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.outcome !== undefined){
let data100 = data87.outcome;
const _errs294 = errors;
const _errs295 = errors;
let valid49 = false;
const _errs296 = errors;
if(!((((data100 === "accepted") || (data100 === "invalid")) || (data100 === "timed-out")) || (data100 === "abandoned"))){
const err72 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.spawns.items.properties.outcome.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid22 = _errs296 === errors;
valid49 = valid49 || _valid22;
const _errs297 = errors;
if(data100 !== null){
const err73 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid22 = _errs297 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs295;
if(vErrors !== null){
if(_errs295){
vErrors.length = _errs295;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs294 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.status !== undefined){
let data101 = data87.status;
const _errs299 = errors;
const _errs300 = errors;
let valid50 = false;
const _errs301 = errors;
if(!(((data101 === "DONE") || (data101 === "BLOCKED")) || (data101 === "ERROR"))){
const err75 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.spawns.items.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid23 = _errs301 === errors;
valid50 = valid50 || _valid23;
const _errs302 = errors;
if(data101 !== null){
const err76 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid23 = _errs302 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs300;
if(vErrors !== null){
if(_errs300){
vErrors.length = _errs300;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs299 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.verdict !== undefined){
let data102 = data87.verdict;
const _errs304 = errors;
const _errs305 = errors;
let valid51 = false;
const _errs306 = errors;
if(!((data102 === "PASS") || (data102 === "FAIL"))){
const err78 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.spawns.items.properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid24 = _errs306 === errors;
valid51 = valid51 || _valid24;
const _errs307 = errors;
if(data102 !== null){
const err79 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid24 = _errs307 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs305;
if(vErrors !== null){
if(_errs305){
vErrors.length = _errs305;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs304 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.finishedAt !== undefined){
let data103 = data87.finishedAt;
const _errs309 = errors;
const _errs310 = errors;
let valid52 = false;
const _errs311 = errors;
if(!(((typeof data103 == "number") && (!(data103 % 1) && !isNaN(data103))) && (isFinite(data103)))){
const err81 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(errors === _errs311){
if((typeof data103 == "number") && (isFinite(data103))){
if(data103 < 0 || isNaN(data103)){
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
var _valid25 = _errs311 === errors;
valid52 = valid52 || _valid25;
const _errs313 = errors;
if(data103 !== null){
const err83 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var _valid25 = _errs313 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs310;
if(vErrors !== null){
if(_errs310){
vErrors.length = _errs310;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs309 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.problems !== undefined){
let data104 = data87.problems;
const _errs315 = errors;
if(errors === _errs315){
if(Array.isArray(data104)){
var valid53 = true;
const len14 = data104.length;
for(let i14=0; i14<len14; i14++){
const _errs317 = errors;
if(typeof data104[i14] !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/problems/" + i14,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid53 = _errs317 === errors;
if(!valid53){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/problems",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid43 = _errs315 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.summary !== undefined){
let data106 = data87.summary;
const _errs319 = errors;
const _errs320 = errors;
let valid54 = false;
const _errs321 = errors;
if(typeof data106 !== "string"){
const err85 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid26 = _errs321 === errors;
valid54 = valid54 || _valid26;
const _errs323 = errors;
if(data106 !== null){
const err86 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid26 = _errs323 === errors;
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
validate21.errors = vErrors;
return false;
}
else {
errors = _errs320;
if(vErrors !== null){
if(_errs320){
vErrors.length = _errs320;
}
else {
vErrors = null;
}
}
}
var valid43 = _errs319 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.findings !== undefined){
let data107 = data87.findings;
const _errs325 = errors;
if(errors === _errs325){
if(Array.isArray(data107)){
var valid55 = true;
const len15 = data107.length;
for(let i15=0; i15<len15; i15++){
let data108 = data107[i15];
const _errs327 = errors;
if(errors === _errs327){
if(data108 && typeof data108 == "object" && !Array.isArray(data108)){
let missing13;
if(((data108.severity === undefined) && (missing13 = "severity")) || ((data108.description === undefined) && (missing13 = "description"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"}];
return false;
}
else {
const _errs329 = errors;
for(const key13 in data108){
if(!((((key13 === "severity") || (key13 === "description")) || (key13 === "file")) || (key13 === "line"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs329 === errors){
if(data108.severity !== undefined){
let data109 = data108.severity;
const _errs330 = errors;
if(!(((data109 === "blocking") || (data109 === "required")) || (data109 === "suggestion"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/severity",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.spawns.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid56 = _errs330 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data108.description !== undefined){
const _errs331 = errors;
if(typeof data108.description !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/description",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid56 = _errs331 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data108.file !== undefined){
const _errs333 = errors;
if(typeof data108.file !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/file",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid56 = _errs333 === errors;
}
else {
var valid56 = true;
}
if(valid56){
if(data108.line !== undefined){
let data112 = data108.line;
const _errs335 = errors;
if(!(((typeof data112 == "number") && (!(data112 % 1) && !isNaN(data112))) && (isFinite(data112)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/line",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs335){
if((typeof data112 == "number") && (isFinite(data112))){
if(data112 < 1 || isNaN(data112)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/line",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid56 = _errs335 === errors;
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
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid55 = _errs327 === errors;
if(!valid55){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid43 = _errs325 === errors;
}
else {
var valid43 = true;
}
if(valid43){
if(data87.filesModified !== undefined){
let data113 = data87.filesModified;
const _errs337 = errors;
if(errors === _errs337){
if(Array.isArray(data113)){
var valid57 = true;
const len16 = data113.length;
for(let i16=0; i16<len16; i16++){
const _errs339 = errors;
if(typeof data113[i16] !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/filesModified/" + i16,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid57 = _errs339 === errors;
if(!valid57){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/filesModified",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid43 = _errs337 === errors;
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
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid42 = _errs251 === errors;
if(!valid42){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs249 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.gates !== undefined){
let data115 = data22.gates;
const _errs341 = errors;
if(errors === _errs341){
if(Array.isArray(data115)){
var valid58 = true;
const len17 = data115.length;
for(let i17=0; i17<len17; i17++){
let data116 = data115[i17];
const _errs343 = errors;
if(errors === _errs343){
if(data116 && typeof data116 == "object" && !Array.isArray(data116)){
let missing14;
if((((((((((((((data116.actionId === undefined) && (missing14 = "actionId")) || ((data116.role === undefined) && (missing14 = "role"))) || ((data116.attempt === undefined) && (missing14 = "attempt"))) || ((data116.cycle === undefined) && (missing14 = "cycle"))) || ((data116.index === undefined) && (missing14 = "index"))) || ((data116.command === undefined) && (missing14 = "command"))) || ((data116.logFile === undefined) && (missing14 = "logFile"))) || ((data116.timeoutSeconds === undefined) && (missing14 = "timeoutSeconds"))) || ((data116.issuedAt === undefined) && (missing14 = "issuedAt"))) || ((data116.state === undefined) && (missing14 = "state"))) || ((data116.exitCode === undefined) && (missing14 = "exitCode"))) || ((data116.tail === undefined) && (missing14 = "tail"))) || ((data116.finishedAt === undefined) && (missing14 = "finishedAt"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"}];
return false;
}
else {
const _errs345 = errors;
for(const key14 in data116){
if(!(func1.call(schema32.properties.phases.items.properties.gates.items.properties, key14))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17,schemaPath:"#/properties/phases/items/properties/gates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs345 === errors){
if(data116.actionId !== undefined){
const _errs346 = errors;
if(typeof data116.actionId !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/actionId",schemaPath:"#/properties/phases/items/properties/gates/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid59 = _errs346 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.role !== undefined){
let data118 = data116.role;
const _errs348 = errors;
if(!(((data118 === "work") || (data118 === "review")) || (data118 === "fix"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/role",schemaPath:"#/properties/phases/items/properties/gates/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.gates.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid59 = _errs348 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.attempt !== undefined){
let data119 = data116.attempt;
const _errs349 = errors;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/attempt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs349){
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 < 0 || isNaN(data119)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/attempt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid59 = _errs349 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.cycle !== undefined){
let data120 = data116.cycle;
const _errs351 = errors;
if(!(((typeof data120 == "number") && (!(data120 % 1) && !isNaN(data120))) && (isFinite(data120)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/cycle",schemaPath:"#/properties/phases/items/properties/gates/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs351){
if((typeof data120 == "number") && (isFinite(data120))){
if(data120 < 1 || isNaN(data120)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/cycle",schemaPath:"#/properties/phases/items/properties/gates/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid59 = _errs351 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.index !== undefined){
let data121 = data116.index;
const _errs353 = errors;
if(!(((typeof data121 == "number") && (!(data121 % 1) && !isNaN(data121))) && (isFinite(data121)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/index",schemaPath:"#/properties/phases/items/properties/gates/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs353){
if((typeof data121 == "number") && (isFinite(data121))){
if(data121 < 0 || isNaN(data121)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/index",schemaPath:"#/properties/phases/items/properties/gates/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid59 = _errs353 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.command !== undefined){
const _errs355 = errors;
if(typeof data116.command !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/command",schemaPath:"#/properties/phases/items/properties/gates/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid59 = _errs355 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.logFile !== undefined){
const _errs357 = errors;
if(typeof data116.logFile !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/logFile",schemaPath:"#/properties/phases/items/properties/gates/items/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid59 = _errs357 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.timeoutSeconds !== undefined){
let data124 = data116.timeoutSeconds;
const _errs359 = errors;
if(!(((typeof data124 == "number") && (!(data124 % 1) && !isNaN(data124))) && (isFinite(data124)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/gates/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs359){
if((typeof data124 == "number") && (isFinite(data124))){
if(data124 < 1 || isNaN(data124)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/gates/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid59 = _errs359 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.issuedAt !== undefined){
let data125 = data116.issuedAt;
const _errs361 = errors;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/issuedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs361){
if((typeof data125 == "number") && (isFinite(data125))){
if(data125 < 0 || isNaN(data125)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/issuedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid59 = _errs361 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.state !== undefined){
let data126 = data116.state;
const _errs363 = errors;
if(!(((((data126 === "pending") || (data126 === "running")) || (data126 === "passed")) || (data126 === "failed")) || (data126 === "timed-out"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/state",schemaPath:"#/properties/phases/items/properties/gates/items/properties/state/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.gates.items.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid59 = _errs363 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.exitCode !== undefined){
let data127 = data116.exitCode;
const _errs364 = errors;
const _errs365 = errors;
let valid60 = false;
const _errs366 = errors;
if(!(((typeof data127 == "number") && (!(data127 % 1) && !isNaN(data127))) && (isFinite(data127)))){
const err88 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid27 = _errs366 === errors;
valid60 = valid60 || _valid27;
const _errs368 = errors;
if(data127 !== null){
const err89 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid27 = _errs368 === errors;
valid60 = valid60 || _valid27;
if(!valid60){
const err90 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs365;
if(vErrors !== null){
if(_errs365){
vErrors.length = _errs365;
}
else {
vErrors = null;
}
}
}
var valid59 = _errs364 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.tail !== undefined){
const _errs370 = errors;
if(typeof data116.tail !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/tail",schemaPath:"#/properties/phases/items/properties/gates/items/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid59 = _errs370 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data116.finishedAt !== undefined){
let data129 = data116.finishedAt;
const _errs372 = errors;
const _errs373 = errors;
let valid61 = false;
const _errs374 = errors;
if(!(((typeof data129 == "number") && (!(data129 % 1) && !isNaN(data129))) && (isFinite(data129)))){
const err91 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(errors === _errs374){
if((typeof data129 == "number") && (isFinite(data129))){
if(data129 < 0 || isNaN(data129)){
const err92 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
var _valid28 = _errs374 === errors;
valid61 = valid61 || _valid28;
const _errs376 = errors;
if(data129 !== null){
const err93 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid28 = _errs376 === errors;
valid61 = valid61 || _valid28;
if(!valid61){
const err94 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i17+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs373;
if(vErrors !== null){
if(_errs373){
vErrors.length = _errs373;
}
else {
vErrors = null;
}
}
}
var valid59 = _errs372 === errors;
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
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates/" + i17,schemaPath:"#/properties/phases/items/properties/gates/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid58 = _errs343 === errors;
if(!valid58){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/gates",schemaPath:"#/properties/phases/items/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs341 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.failures !== undefined){
let data130 = data22.failures;
const _errs378 = errors;
if(errors === _errs378){
if(Array.isArray(data130)){
var valid62 = true;
const len18 = data130.length;
for(let i18=0; i18<len18; i18++){
let data131 = data130[i18];
const _errs380 = errors;
if(errors === _errs380){
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
let missing15;
if((((((((((data131.attempt === undefined) && (missing15 = "attempt")) || ((data131.role === undefined) && (missing15 = "role"))) || ((data131.cycle === undefined) && (missing15 = "cycle"))) || ((data131.reason === undefined) && (missing15 = "reason"))) || ((data131.fingerprint === undefined) && (missing15 = "fingerprint"))) || ((data131.gateTail === undefined) && (missing15 = "gateTail"))) || ((data131.findings === undefined) && (missing15 = "findings"))) || ((data131.generation === undefined) && (missing15 = "generation"))) || ((data131.at === undefined) && (missing15 = "at"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: missing15},message:"must have required property '"+missing15+"'"}];
return false;
}
else {
const _errs382 = errors;
for(const key15 in data131){
if(!(func1.call(schema32.properties.phases.items.properties.failures.items.properties, key15))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18,schemaPath:"#/properties/phases/items/properties/failures/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs382 === errors){
if(data131.attempt !== undefined){
let data132 = data131.attempt;
const _errs383 = errors;
if(!(((typeof data132 == "number") && (!(data132 % 1) && !isNaN(data132))) && (isFinite(data132)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/attempt",schemaPath:"#/properties/phases/items/properties/failures/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs383){
if((typeof data132 == "number") && (isFinite(data132))){
if(data132 < 1 || isNaN(data132)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/attempt",schemaPath:"#/properties/phases/items/properties/failures/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid63 = _errs383 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.role !== undefined){
let data133 = data131.role;
const _errs385 = errors;
if(!(((data133 === "work") || (data133 === "review")) || (data133 === "fix"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/role",schemaPath:"#/properties/phases/items/properties/failures/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.failures.items.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid63 = _errs385 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.cycle !== undefined){
let data134 = data131.cycle;
const _errs386 = errors;
if(!(((typeof data134 == "number") && (!(data134 % 1) && !isNaN(data134))) && (isFinite(data134)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/cycle",schemaPath:"#/properties/phases/items/properties/failures/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs386){
if((typeof data134 == "number") && (isFinite(data134))){
if(data134 < 1 || isNaN(data134)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/cycle",schemaPath:"#/properties/phases/items/properties/failures/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid63 = _errs386 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.reason !== undefined){
const _errs388 = errors;
if(typeof data131.reason !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/reason",schemaPath:"#/properties/phases/items/properties/failures/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid63 = _errs388 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.fingerprint !== undefined){
let data136 = data131.fingerprint;
const _errs390 = errors;
const _errs391 = errors;
let valid64 = false;
const _errs392 = errors;
if(typeof data136 !== "string"){
const err95 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid29 = _errs392 === errors;
valid64 = valid64 || _valid29;
const _errs394 = errors;
if(data136 !== null){
const err96 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid29 = _errs394 === errors;
valid64 = valid64 || _valid29;
if(!valid64){
const err97 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs391;
if(vErrors !== null){
if(_errs391){
vErrors.length = _errs391;
}
else {
vErrors = null;
}
}
}
var valid63 = _errs390 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.gateTail !== undefined){
let data137 = data131.gateTail;
const _errs396 = errors;
const _errs397 = errors;
let valid65 = false;
const _errs398 = errors;
if(typeof data137 !== "string"){
const err98 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid30 = _errs398 === errors;
valid65 = valid65 || _valid30;
const _errs400 = errors;
if(data137 !== null){
const err99 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid30 = _errs400 === errors;
valid65 = valid65 || _valid30;
if(!valid65){
const err100 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs397;
if(vErrors !== null){
if(_errs397){
vErrors.length = _errs397;
}
else {
vErrors = null;
}
}
}
var valid63 = _errs396 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.findings !== undefined){
let data138 = data131.findings;
const _errs402 = errors;
if(errors === _errs402){
if(Array.isArray(data138)){
var valid66 = true;
const len19 = data138.length;
for(let i19=0; i19<len19; i19++){
let data139 = data138[i19];
const _errs404 = errors;
if(errors === _errs404){
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
let missing16;
if(((data139.severity === undefined) && (missing16 = "severity")) || ((data139.description === undefined) && (missing16 = "description"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/required",keyword:"required",params:{missingProperty: missing16},message:"must have required property '"+missing16+"'"}];
return false;
}
else {
const _errs406 = errors;
for(const key16 in data139){
if(!((((key16 === "severity") || (key16 === "description")) || (key16 === "file")) || (key16 === "line"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs406 === errors){
if(data139.severity !== undefined){
let data140 = data139.severity;
const _errs407 = errors;
if(!(((data140 === "blocking") || (data140 === "required")) || (data140 === "suggestion"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19+"/severity",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.failures.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid67 = _errs407 === errors;
}
else {
var valid67 = true;
}
if(valid67){
if(data139.description !== undefined){
const _errs408 = errors;
if(typeof data139.description !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19+"/description",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid67 = _errs408 === errors;
}
else {
var valid67 = true;
}
if(valid67){
if(data139.file !== undefined){
const _errs410 = errors;
if(typeof data139.file !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19+"/file",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid67 = _errs410 === errors;
}
else {
var valid67 = true;
}
if(valid67){
if(data139.line !== undefined){
let data143 = data139.line;
const _errs412 = errors;
if(!(((typeof data143 == "number") && (!(data143 % 1) && !isNaN(data143))) && (isFinite(data143)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19+"/line",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs412){
if((typeof data143 == "number") && (isFinite(data143))){
if(data143 < 1 || isNaN(data143)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19+"/line",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid67 = _errs412 === errors;
}
else {
var valid67 = true;
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings/" + i19,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid66 = _errs404 === errors;
if(!valid66){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/findings",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid63 = _errs402 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.generation !== undefined){
let data144 = data131.generation;
const _errs414 = errors;
if(!(((typeof data144 == "number") && (!(data144 % 1) && !isNaN(data144))) && (isFinite(data144)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/generation",schemaPath:"#/properties/phases/items/properties/failures/items/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs414){
if((typeof data144 == "number") && (isFinite(data144))){
if(data144 < 0 || isNaN(data144)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/generation",schemaPath:"#/properties/phases/items/properties/failures/items/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid63 = _errs414 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data131.at !== undefined){
let data145 = data131.at;
const _errs416 = errors;
if(!(((typeof data145 == "number") && (!(data145 % 1) && !isNaN(data145))) && (isFinite(data145)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/at",schemaPath:"#/properties/phases/items/properties/failures/items/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs416){
if((typeof data145 == "number") && (isFinite(data145))){
if(data145 < 0 || isNaN(data145)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18+"/at",schemaPath:"#/properties/phases/items/properties/failures/items/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid63 = _errs416 === errors;
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
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures/" + i18,schemaPath:"#/properties/phases/items/properties/failures/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid62 = _errs380 === errors;
if(!valid62){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/failures",schemaPath:"#/properties/phases/items/properties/failures/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs378 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.reviews !== undefined){
let data146 = data22.reviews;
const _errs418 = errors;
if(errors === _errs418){
if(Array.isArray(data146)){
var valid68 = true;
const len20 = data146.length;
for(let i20=0; i20<len20; i20++){
let data147 = data146[i20];
const _errs420 = errors;
if(errors === _errs420){
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
let missing17;
if(((data147.cycle === undefined) && (missing17 = "cycle")) || ((data147.findings === undefined) && (missing17 = "findings"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20,schemaPath:"#/properties/phases/items/properties/reviews/items/required",keyword:"required",params:{missingProperty: missing17},message:"must have required property '"+missing17+"'"}];
return false;
}
else {
const _errs422 = errors;
for(const key17 in data147){
if(!((key17 === "cycle") || (key17 === "findings"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20,schemaPath:"#/properties/phases/items/properties/reviews/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs422 === errors){
if(data147.cycle !== undefined){
let data148 = data147.cycle;
const _errs423 = errors;
if(!(((typeof data148 == "number") && (!(data148 % 1) && !isNaN(data148))) && (isFinite(data148)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/cycle",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs423){
if((typeof data148 == "number") && (isFinite(data148))){
if(data148 < 1 || isNaN(data148)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/cycle",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid69 = _errs423 === errors;
}
else {
var valid69 = true;
}
if(valid69){
if(data147.findings !== undefined){
let data149 = data147.findings;
const _errs425 = errors;
if(errors === _errs425){
if(Array.isArray(data149)){
var valid70 = true;
const len21 = data149.length;
for(let i21=0; i21<len21; i21++){
let data150 = data149[i21];
const _errs427 = errors;
if(errors === _errs427){
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
let missing18;
if(((data150.severity === undefined) && (missing18 = "severity")) || ((data150.description === undefined) && (missing18 = "description"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/required",keyword:"required",params:{missingProperty: missing18},message:"must have required property '"+missing18+"'"}];
return false;
}
else {
const _errs429 = errors;
for(const key18 in data150){
if(!((((key18 === "severity") || (key18 === "description")) || (key18 === "file")) || (key18 === "line"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs429 === errors){
if(data150.severity !== undefined){
let data151 = data150.severity;
const _errs430 = errors;
if(!(((data151 === "blocking") || (data151 === "required")) || (data151 === "suggestion"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21+"/severity",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.reviews.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid71 = _errs430 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data150.description !== undefined){
const _errs431 = errors;
if(typeof data150.description !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21+"/description",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid71 = _errs431 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data150.file !== undefined){
const _errs433 = errors;
if(typeof data150.file !== "string"){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21+"/file",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid71 = _errs433 === errors;
}
else {
var valid71 = true;
}
if(valid71){
if(data150.line !== undefined){
let data154 = data150.line;
const _errs435 = errors;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21+"/line",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs435){
if((typeof data154 == "number") && (isFinite(data154))){
if(data154 < 1 || isNaN(data154)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21+"/line",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid71 = _errs435 === errors;
}
else {
var valid71 = true;
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid70 = _errs427 === errors;
if(!valid70){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20+"/findings",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid69 = _errs425 === errors;
}
else {
var valid69 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews/" + i20,schemaPath:"#/properties/phases/items/properties/reviews/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid68 = _errs420 === errors;
if(!valid68){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/reviews",schemaPath:"#/properties/phases/items/properties/reviews/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs418 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.decisions !== undefined){
let data155 = data22.decisions;
const _errs437 = errors;
if(errors === _errs437){
if(Array.isArray(data155)){
var valid72 = true;
const len22 = data155.length;
for(let i22=0; i22<len22; i22++){
let data156 = data155[i22];
const _errs439 = errors;
if(errors === _errs439){
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
let missing19;
if(((((data156.decision === undefined) && (missing19 = "decision")) || ((data156.note === undefined) && (missing19 = "note"))) || ((data156.at === undefined) && (missing19 = "at"))) || ((data156.round === undefined) && (missing19 = "round"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22,schemaPath:"#/properties/phases/items/properties/decisions/items/required",keyword:"required",params:{missingProperty: missing19},message:"must have required property '"+missing19+"'"}];
return false;
}
else {
const _errs441 = errors;
for(const key19 in data156){
if(!((((key19 === "decision") || (key19 === "note")) || (key19 === "at")) || (key19 === "round"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22,schemaPath:"#/properties/phases/items/properties/decisions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs441 === errors){
if(data156.decision !== undefined){
let data157 = data156.decision;
const _errs442 = errors;
if(!((data157 === "approve") || (data157 === "reject"))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/decision",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/decision/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.decisions.items.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid73 = _errs442 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data156.note !== undefined){
let data158 = data156.note;
const _errs443 = errors;
const _errs444 = errors;
let valid74 = false;
const _errs445 = errors;
if(typeof data158 !== "string"){
const err101 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid31 = _errs445 === errors;
valid74 = valid74 || _valid31;
const _errs447 = errors;
if(data158 !== null){
const err102 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid31 = _errs447 === errors;
valid74 = valid74 || _valid31;
if(!valid74){
const err103 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs444;
if(vErrors !== null){
if(_errs444){
vErrors.length = _errs444;
}
else {
vErrors = null;
}
}
}
var valid73 = _errs443 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data156.at !== undefined){
let data159 = data156.at;
const _errs449 = errors;
if(!(((typeof data159 == "number") && (!(data159 % 1) && !isNaN(data159))) && (isFinite(data159)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/at",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs449){
if((typeof data159 == "number") && (isFinite(data159))){
if(data159 < 0 || isNaN(data159)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/at",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid73 = _errs449 === errors;
}
else {
var valid73 = true;
}
if(valid73){
if(data156.round !== undefined){
let data160 = data156.round;
const _errs451 = errors;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/round",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs451){
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 1 || isNaN(data160)){
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22+"/round",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid73 = _errs451 === errors;
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
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions/" + i22,schemaPath:"#/properties/phases/items/properties/decisions/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid72 = _errs439 === errors;
if(!valid72){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2+"/decisions",schemaPath:"#/properties/phases/items/properties/decisions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs437 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.context !== undefined){
let data161 = data22.context;
const _errs453 = errors;
const _errs454 = errors;
let valid75 = false;
const _errs455 = errors;
if(typeof data161 !== "string"){
const err104 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid32 = _errs455 === errors;
valid75 = valid75 || _valid32;
const _errs457 = errors;
if(data161 !== null){
const err105 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid32 = _errs457 === errors;
valid75 = valid75 || _valid32;
if(!valid75){
const err106 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs454;
if(vErrors !== null){
if(_errs454){
vErrors.length = _errs454;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs453 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.summary !== undefined){
let data162 = data22.summary;
const _errs459 = errors;
const _errs460 = errors;
let valid76 = false;
const _errs461 = errors;
if(typeof data162 !== "string"){
const err107 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid33 = _errs461 === errors;
valid76 = valid76 || _valid33;
const _errs463 = errors;
if(data162 !== null){
const err108 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid33 = _errs463 === errors;
valid76 = valid76 || _valid33;
if(!valid76){
const err109 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs460;
if(vErrors !== null){
if(_errs460){
vErrors.length = _errs460;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs459 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.skipReason !== undefined){
let data163 = data22.skipReason;
const _errs465 = errors;
const _errs466 = errors;
let valid77 = false;
const _errs467 = errors;
if(!((data163 === "skip-flag") || (data163 === "only"))){
const err110 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema32.properties.phases.items.properties.skipReason.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid34 = _errs467 === errors;
valid77 = valid77 || _valid34;
const _errs468 = errors;
if(data163 !== null){
const err111 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid34 = _errs468 === errors;
valid77 = valid77 || _valid34;
if(!valid77){
const err112 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs466;
if(vErrors !== null){
if(_errs466){
vErrors.length = _errs466;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs465 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.startedAt !== undefined){
let data164 = data22.startedAt;
const _errs470 = errors;
const _errs471 = errors;
let valid78 = false;
const _errs472 = errors;
if(!(((typeof data164 == "number") && (!(data164 % 1) && !isNaN(data164))) && (isFinite(data164)))){
const err113 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(errors === _errs472){
if((typeof data164 == "number") && (isFinite(data164))){
if(data164 < 0 || isNaN(data164)){
const err114 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
var _valid35 = _errs472 === errors;
valid78 = valid78 || _valid35;
const _errs474 = errors;
if(data164 !== null){
const err115 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var _valid35 = _errs474 === errors;
valid78 = valid78 || _valid35;
if(!valid78){
const err116 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs471;
if(vErrors !== null){
if(_errs471){
vErrors.length = _errs471;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs470 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.finishedAt !== undefined){
let data165 = data22.finishedAt;
const _errs476 = errors;
const _errs477 = errors;
let valid79 = false;
const _errs478 = errors;
if(!(((typeof data165 == "number") && (!(data165 % 1) && !isNaN(data165))) && (isFinite(data165)))){
const err117 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(errors === _errs478){
if((typeof data165 == "number") && (isFinite(data165))){
if(data165 < 0 || isNaN(data165)){
const err118 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
var _valid36 = _errs478 === errors;
valid79 = valid79 || _valid36;
const _errs480 = errors;
if(data165 !== null){
const err119 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid36 = _errs480 === errors;
valid79 = valid79 || _valid36;
if(!valid79){
const err120 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs477;
if(vErrors !== null){
if(_errs477){
vErrors.length = _errs477;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs476 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data22.lastEvent !== undefined){
let data166 = data22.lastEvent;
const _errs482 = errors;
const _errs483 = errors;
let valid80 = false;
const _errs484 = errors;
if(errors === _errs484){
if(data166 && typeof data166 == "object" && !Array.isArray(data166)){
let missing20;
if(((data166.type === undefined) && (missing20 = "type")) || ((data166.at === undefined) && (missing20 = "at"))){
const err121 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/required",keyword:"required",params:{missingProperty: missing20},message:"must have required property '"+missing20+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
else {
const _errs486 = errors;
for(const key20 in data166){
if(!((key20 === "type") || (key20 === "at"))){
const err122 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
break;
}
}
if(_errs486 === errors){
if(data166.type !== undefined){
const _errs487 = errors;
if(typeof data166.type !== "string"){
const err123 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/type",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var valid81 = _errs487 === errors;
}
else {
var valid81 = true;
}
if(valid81){
if(data166.at !== undefined){
let data168 = data166.at;
const _errs489 = errors;
if(!(((typeof data168 == "number") && (!(data168 % 1) && !isNaN(data168))) && (isFinite(data168)))){
const err124 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/at",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(errors === _errs489){
if((typeof data168 == "number") && (isFinite(data168))){
if(data168 < 0 || isNaN(data168)){
const err125 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/at",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
var valid81 = _errs489 === errors;
}
else {
var valid81 = true;
}
}
}
}
}
else {
const err126 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
var _valid37 = _errs484 === errors;
valid80 = valid80 || _valid37;
const _errs491 = errors;
if(data166 !== null){
const err127 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid37 = _errs491 === errors;
valid80 = valid80 || _valid37;
if(!valid80){
const err128 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs483;
if(vErrors !== null){
if(_errs483){
vErrors.length = _errs483;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs482 === errors;
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
else {
validate21.errors = [{instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs62 === errors;
if(!valid9){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data169 = data.createdAt;
const _errs493 = errors;
if(!(((typeof data169 == "number") && (!(data169 % 1) && !isNaN(data169))) && (isFinite(data169)))){
validate21.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs493){
if((typeof data169 == "number") && (isFinite(data169))){
if(data169 < 0 || isNaN(data169)){
validate21.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs493 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data170 = data.updatedAt;
const _errs495 = errors;
if(!(((typeof data170 == "number") && (!(data170 % 1) && !isNaN(data170))) && (isFinite(data170)))){
validate21.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs495){
if((typeof data170 == "number") && (isFinite(data170))){
if(data170 < 0 || isNaN(data170)){
validate21.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs495 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
let data171 = data.seq;
const _errs497 = errors;
if(!(((typeof data171 == "number") && (!(data171 % 1) && !isNaN(data171))) && (isFinite(data171)))){
validate21.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs497){
if((typeof data171 == "number") && (isFinite(data171))){
if(data171 < 0 || isNaN(data171)){
validate21.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs497 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spawnCount !== undefined){
let data172 = data.spawnCount;
const _errs499 = errors;
if(!(((typeof data172 == "number") && (!(data172 % 1) && !isNaN(data172))) && (isFinite(data172)))){
validate21.errors = [{instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs499){
if((typeof data172 == "number") && (isFinite(data172))){
if(data172 < 0 || isNaN(data172)){
validate21.errors = [{instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs499 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limits !== undefined){
let data173 = data.limits;
const _errs501 = errors;
if(errors === _errs501){
if(data173 && typeof data173 == "object" && !Array.isArray(data173)){
let missing21;
if(((data173.maxSpawns === undefined) && (missing21 = "maxSpawns")) || ((data173.maxDurationSeconds === undefined) && (missing21 = "maxDurationSeconds"))){
validate21.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/required",keyword:"required",params:{missingProperty: missing21},message:"must have required property '"+missing21+"'"}];
return false;
}
else {
const _errs503 = errors;
for(const key21 in data173){
if(!((key21 === "maxSpawns") || (key21 === "maxDurationSeconds"))){
validate21.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs503 === errors){
if(data173.maxSpawns !== undefined){
let data174 = data173.maxSpawns;
const _errs504 = errors;
if(!(((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174))) && (isFinite(data174)))){
validate21.errors = [{instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs504){
if((typeof data174 == "number") && (isFinite(data174))){
if(data174 < 0 || isNaN(data174)){
validate21.errors = [{instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid82 = _errs504 === errors;
}
else {
var valid82 = true;
}
if(valid82){
if(data173.maxDurationSeconds !== undefined){
let data175 = data173.maxDurationSeconds;
const _errs506 = errors;
const _errs507 = errors;
let valid83 = false;
const _errs508 = errors;
if(!(((typeof data175 == "number") && (!(data175 % 1) && !isNaN(data175))) && (isFinite(data175)))){
const err129 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(errors === _errs508){
if((typeof data175 == "number") && (isFinite(data175))){
if(data175 < 1 || isNaN(data175)){
const err130 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
var _valid38 = _errs508 === errors;
valid83 = valid83 || _valid38;
const _errs510 = errors;
if(data175 !== null){
const err131 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
var _valid38 = _errs510 === errors;
valid83 = valid83 || _valid38;
if(!valid83){
const err132 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs507;
if(vErrors !== null){
if(_errs507){
vErrors.length = _errs507;
}
else {
vErrors = null;
}
}
}
var valid82 = _errs506 === errors;
}
else {
var valid82 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs501 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.escalation !== undefined){
let data176 = data.escalation;
const _errs512 = errors;
const _errs513 = errors;
let valid84 = false;
const _errs514 = errors;
if(errors === _errs514){
if(data176 && typeof data176 == "object" && !Array.isArray(data176)){
let missing22;
if((((((data176.phase === undefined) && (missing22 = "phase")) || ((data176.reason === undefined) && (missing22 = "reason"))) || ((data176.detail === undefined) && (missing22 = "detail"))) || ((data176.message === undefined) && (missing22 = "message"))) || ((data176.at === undefined) && (missing22 = "at"))){
const err133 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: missing22},message:"must have required property '"+missing22+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
const _errs516 = errors;
for(const key22 in data176){
if(!(((((key22 === "phase") || (key22 === "reason")) || (key22 === "detail")) || (key22 === "message")) || (key22 === "at"))){
const err134 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
break;
}
}
if(_errs516 === errors){
if(data176.phase !== undefined){
const _errs517 = errors;
if(typeof data176.phase !== "string"){
const err135 = {instancePath:instancePath+"/escalation/phase",schemaPath:"#/properties/escalation/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var valid85 = _errs517 === errors;
}
else {
var valid85 = true;
}
if(valid85){
if(data176.reason !== undefined){
let data178 = data176.reason;
const _errs519 = errors;
if(!(((((((((data178 === "gate-retries-exhausted") || (data178 === "review-cycles-exhausted")) || (data178 === "no-progress")) || (data178 === "sub-agent-blocked")) || (data178 === "sub-agent-error")) || (data178 === "escalate-flag")) || (data178 === "budget-exhausted")) || (data178 === "checkpoint-failed")) || (data178 === "invalid-prd"))){
const err136 = {instancePath:instancePath+"/escalation/reason",schemaPath:"#/properties/escalation/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.escalation.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var valid85 = _errs519 === errors;
}
else {
var valid85 = true;
}
if(valid85){
if(data176.detail !== undefined){
const _errs520 = errors;
if(typeof data176.detail !== "string"){
const err137 = {instancePath:instancePath+"/escalation/detail",schemaPath:"#/properties/escalation/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
var valid85 = _errs520 === errors;
}
else {
var valid85 = true;
}
if(valid85){
if(data176.message !== undefined){
const _errs522 = errors;
if(typeof data176.message !== "string"){
const err138 = {instancePath:instancePath+"/escalation/message",schemaPath:"#/properties/escalation/anyOf/0/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var valid85 = _errs522 === errors;
}
else {
var valid85 = true;
}
if(valid85){
if(data176.at !== undefined){
let data181 = data176.at;
const _errs524 = errors;
if(!(((typeof data181 == "number") && (!(data181 % 1) && !isNaN(data181))) && (isFinite(data181)))){
const err139 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(errors === _errs524){
if((typeof data181 == "number") && (isFinite(data181))){
if(data181 < 0 || isNaN(data181)){
const err140 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
var valid85 = _errs524 === errors;
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
}
else {
const err141 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
var _valid39 = _errs514 === errors;
valid84 = valid84 || _valid39;
const _errs526 = errors;
if(data176 !== null){
const err142 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid39 = _errs526 === errors;
valid84 = valid84 || _valid39;
if(!valid84){
const err143 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs513;
if(vErrors !== null){
if(_errs513){
vErrors.length = _errs513;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs512 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summaryFile !== undefined){
let data182 = data.summaryFile;
const _errs528 = errors;
const _errs529 = errors;
let valid86 = false;
const _errs530 = errors;
if(typeof data182 !== "string"){
const err144 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid40 = _errs530 === errors;
valid86 = valid86 || _valid40;
const _errs532 = errors;
if(data182 !== null){
const err145 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid40 = _errs532 === errors;
valid86 = valid86 || _valid40;
if(!valid86){
const err146 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs529;
if(vErrors !== null){
if(_errs529){
vErrors.length = _errs529;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs528 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finishedAt !== undefined){
let data183 = data.finishedAt;
const _errs534 = errors;
const _errs535 = errors;
let valid87 = false;
const _errs536 = errors;
if(!(((typeof data183 == "number") && (!(data183 % 1) && !isNaN(data183))) && (isFinite(data183)))){
const err147 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(errors === _errs536){
if((typeof data183 == "number") && (isFinite(data183))){
if(data183 < 0 || isNaN(data183)){
const err148 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
var _valid41 = _errs536 === errors;
valid87 = valid87 || _valid41;
const _errs538 = errors;
if(data183 !== null){
const err149 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
var _valid41 = _errs538 === errors;
valid87 = valid87 || _valid41;
if(!valid87){
const err150 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs535;
if(vErrors !== null){
if(_errs535){
vErrors.length = _errs535;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs534 === errors;
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
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
