// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateStatus: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/status.schema.json","title":"status","type":"object","required":["schemaVersion","runId","title","prdPath","cwd","status","wave","elapsedSeconds","state","progress","spawns","phases","escalation","summaryFile","warnings","notices"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"prdPath":{"type":"string"},"cwd":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"wave":{"type":"object","required":["current","total"],"properties":{"current":{"type":"integer","minimum":0},"total":{"type":"integer","minimum":0}},"additionalProperties":false},"elapsedSeconds":{"type":"integer","minimum":0},"state":{"type":"object","required":["word","detail","since","forSeconds"],"properties":{"word":{"enum":["running","waiting-for-sub-agents","waiting-for-user","stalled","looping","budget-limited","rate-limited","needs-human","completed","cancelled"]},"detail":{"anyOf":[{"type":"string"},{"type":"null"}]},"since":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"forSeconds":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false},"progress":{"type":"object","required":["done","total","leftSeconds"],"properties":{"done":{"type":"integer","minimum":0},"total":{"type":"integer","minimum":0},"leftSeconds":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false},"spawns":{"type":"object","required":["used","limit"],"properties":{"used":{"type":"integer","minimum":0},"limit":{"type":"integer","minimum":0}},"additionalProperties":false},"phases":{"type":"array","items":{"type":"object","required":["name","status","wave","role","model","attempt","maxAttempts","cycle","lastEvent","lastEventAt","durationSeconds","state","detail","since"],"properties":{"name":{"type":"string"},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"wave":{"type":"integer","minimum":1},"role":{"enum":["work","review","fix","refactor"]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"modelAudit":{"type":"object","required":["requested","reported","verdict"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"reported":{"anyOf":[{"type":"string"},{"type":"null"}]},"verdict":{"enum":["same","differs","unknown"]}},"additionalProperties":false},"attempt":{"type":"integer","minimum":0},"maxAttempts":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"lastEvent":{"anyOf":[{"type":"string"},{"type":"null"}]},"lastEventAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"durationSeconds":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"state":{"enum":["pending","running","waiting-for-sub-agents","waiting-for-user","stalled","looping","budget-limited","rate-limited","needs-human","cancelled","passed","no-op","skipped"]},"detail":{"anyOf":[{"type":"string"},{"type":"null"}]},"since":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"acceptance":{"type":"array","items":{"type":"object","required":["criterion","by"],"properties":{"criterion":{"type":"string"},"by":{"enum":["gate","test","self"]},"command":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false}},"escalation":{"anyOf":[{"type":"object","required":["phase","reason","detail"],"properties":{"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","gate-not-run","final-verification-failed","usage-limit","spawn-failed","gate-log-refused","gate-wrong-dir","run-state-tampered"]},"detail":{"type":"string"}},"additionalProperties":false},{"type":"null"}]},"summaryFile":{"anyOf":[{"type":"string"},{"type":"null"}]},"warnings":{"type":"array","items":{"type":"string"}},"notices":{"type":"array","items":{"type":"string"}},"usageLimit":{"type":"object","required":["kind","resetAt","resetText","message","since","phase","actionId","source"],"properties":{"kind":{"enum":["rate-limit","quota","usage-limit","overloaded"]},"resetAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"resetText":{"anyOf":[{"type":"string"},{"type":"null"}]},"message":{"type":"string"},"since":{"type":"integer","minimum":0},"phase":{"type":"string"},"actionId":{"type":"string"},"source":{"enum":["sessions_spawn","result"]}},"additionalProperties":false},"spend":{"type":"object","required":["currency","phases","total","failed","maxTokens","maxCost"],"properties":{"currency":{"type":"string","const":"USD"},"phases":{"type":"array","items":{"type":"object","required":["phase","all","failed"],"properties":{"phase":{"type":"string"},"all":{"type":"object","required":["spawns","tokens","cost","unknown","unpriced"],"properties":{"spawns":{"type":"integer","minimum":0},"tokens":{"type":"integer","minimum":0},"cost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]},"unknown":{"type":"integer","minimum":0},"unpriced":{"type":"integer","minimum":0}},"additionalProperties":false},"failed":{"type":"object","required":["spawns","tokens","cost","unknown","unpriced"],"properties":{"spawns":{"type":"integer","minimum":0},"tokens":{"type":"integer","minimum":0},"cost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]},"unknown":{"type":"integer","minimum":0},"unpriced":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false}},"total":{"type":"object","required":["spawns","tokens","cost","unknown","unpriced"],"properties":{"spawns":{"type":"integer","minimum":0},"tokens":{"type":"integer","minimum":0},"cost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]},"unknown":{"type":"integer","minimum":0},"unpriced":{"type":"integer","minimum":0}},"additionalProperties":false},"failed":{"type":"object","required":["spawns","tokens","cost","unknown","unpriced"],"properties":{"spawns":{"type":"integer","minimum":0},"tokens":{"type":"integer","minimum":0},"cost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]},"unknown":{"type":"integer","minimum":0},"unpriced":{"type":"integer","minimum":0}},"additionalProperties":false},"maxTokens":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"maxCost":{"anyOf":[{"type":"number","exclusiveMinimum":0},{"type":"null"}]}},"additionalProperties":false}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/status.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.runId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runId"},message:"must have required property '"+"runId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.title === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.prdPath === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prdPath"},message:"must have required property '"+"prdPath"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.cwd === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.wave === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.elapsedSeconds === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "elapsedSeconds"},message:"must have required property '"+"elapsedSeconds"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.state === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.progress === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "progress"},message:"must have required property '"+"progress"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.spawns === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.phases === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phases"},message:"must have required property '"+"phases"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.escalation === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "escalation"},message:"must have required property '"+"escalation"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.summaryFile === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summaryFile"},message:"must have required property '"+"summaryFile"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.warnings === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.notices === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notices"},message:"must have required property '"+"notices"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err17 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(1 !== data0){
const err18 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err19 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err21 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err22 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.prdPath !== undefined){
if(typeof data.prdPath !== "string"){
const err23 = {instancePath:instancePath+"/prdPath",schemaPath:"#/properties/prdPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err24 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(!((((data5 === "running") || (data5 === "needs-human")) || (data5 === "completed")) || (data5 === "cancelled"))){
const err25 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.wave !== undefined){
let data6 = data.wave;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.current === undefined){
const err26 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/required",keyword:"required",params:{missingProperty: "current"},message:"must have required property '"+"current"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.total === undefined){
const err27 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "current") || (key1 === "total"))){
const err28 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.current !== undefined){
let data7 = data6.current;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err29 = {instancePath:instancePath+"/wave/current",schemaPath:"#/properties/wave/properties/current/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/wave/current",schemaPath:"#/properties/wave/properties/current/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data6.total !== undefined){
let data8 = data6.total;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err31 = {instancePath:instancePath+"/wave/total",schemaPath:"#/properties/wave/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/wave/total",schemaPath:"#/properties/wave/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err33 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.elapsedSeconds !== undefined){
let data9 = data.elapsedSeconds;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err34 = {instancePath:instancePath+"/elapsedSeconds",schemaPath:"#/properties/elapsedSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/elapsedSeconds",schemaPath:"#/properties/elapsedSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.state !== undefined){
let data10 = data.state;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.word === undefined){
const err36 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/required",keyword:"required",params:{missingProperty: "word"},message:"must have required property '"+"word"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data10.detail === undefined){
const err37 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data10.since === undefined){
const err38 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/required",keyword:"required",params:{missingProperty: "since"},message:"must have required property '"+"since"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data10.forSeconds === undefined){
const err39 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/required",keyword:"required",params:{missingProperty: "forSeconds"},message:"must have required property '"+"forSeconds"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key2 in data10){
if(!((((key2 === "word") || (key2 === "detail")) || (key2 === "since")) || (key2 === "forSeconds"))){
const err40 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data10.word !== undefined){
let data11 = data10.word;
if(!((((((((((data11 === "running") || (data11 === "waiting-for-sub-agents")) || (data11 === "waiting-for-user")) || (data11 === "stalled")) || (data11 === "looping")) || (data11 === "budget-limited")) || (data11 === "rate-limited")) || (data11 === "needs-human")) || (data11 === "completed")) || (data11 === "cancelled"))){
const err41 = {instancePath:instancePath+"/state/word",schemaPath:"#/properties/state/properties/word/enum",keyword:"enum",params:{allowedValues: schema31.properties.state.properties.word.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data10.detail !== undefined){
let data12 = data10.detail;
const _errs31 = errors;
let valid4 = false;
const _errs32 = errors;
if(typeof data12 !== "string"){
const err42 = {instancePath:instancePath+"/state/detail",schemaPath:"#/properties/state/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid4 = valid4 || _valid1;
const _errs34 = errors;
if(data12 !== null){
const err43 = {instancePath:instancePath+"/state/detail",schemaPath:"#/properties/state/properties/detail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err44 = {instancePath:instancePath+"/state/detail",schemaPath:"#/properties/state/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
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
}
if(data10.since !== undefined){
let data13 = data10.since;
const _errs37 = errors;
let valid5 = false;
const _errs38 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err45 = {instancePath:instancePath+"/state/since",schemaPath:"#/properties/state/properties/since/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err46 = {instancePath:instancePath+"/state/since",schemaPath:"#/properties/state/properties/since/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid2 = _errs38 === errors;
valid5 = valid5 || _valid2;
const _errs40 = errors;
if(data13 !== null){
const err47 = {instancePath:instancePath+"/state/since",schemaPath:"#/properties/state/properties/since/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err48 = {instancePath:instancePath+"/state/since",schemaPath:"#/properties/state/properties/since/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data10.forSeconds !== undefined){
let data14 = data10.forSeconds;
const _errs43 = errors;
let valid6 = false;
const _errs44 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err49 = {instancePath:instancePath+"/state/forSeconds",schemaPath:"#/properties/state/properties/forSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err50 = {instancePath:instancePath+"/state/forSeconds",schemaPath:"#/properties/state/properties/forSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid3 = _errs44 === errors;
valid6 = valid6 || _valid3;
const _errs46 = errors;
if(data14 !== null){
const err51 = {instancePath:instancePath+"/state/forSeconds",schemaPath:"#/properties/state/properties/forSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid3 = _errs46 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err52 = {instancePath:instancePath+"/state/forSeconds",schemaPath:"#/properties/state/properties/forSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.progress !== undefined){
let data15 = data.progress;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.done === undefined){
const err54 = {instancePath:instancePath+"/progress",schemaPath:"#/properties/progress/required",keyword:"required",params:{missingProperty: "done"},message:"must have required property '"+"done"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data15.total === undefined){
const err55 = {instancePath:instancePath+"/progress",schemaPath:"#/properties/progress/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data15.leftSeconds === undefined){
const err56 = {instancePath:instancePath+"/progress",schemaPath:"#/properties/progress/required",keyword:"required",params:{missingProperty: "leftSeconds"},message:"must have required property '"+"leftSeconds"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key3 in data15){
if(!(((key3 === "done") || (key3 === "total")) || (key3 === "leftSeconds"))){
const err57 = {instancePath:instancePath+"/progress",schemaPath:"#/properties/progress/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data15.done !== undefined){
let data16 = data15.done;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err58 = {instancePath:instancePath+"/progress/done",schemaPath:"#/properties/progress/properties/done/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err59 = {instancePath:instancePath+"/progress/done",schemaPath:"#/properties/progress/properties/done/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data15.total !== undefined){
let data17 = data15.total;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err60 = {instancePath:instancePath+"/progress/total",schemaPath:"#/properties/progress/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err61 = {instancePath:instancePath+"/progress/total",schemaPath:"#/properties/progress/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data15.leftSeconds !== undefined){
let data18 = data15.leftSeconds;
const _errs56 = errors;
let valid8 = false;
const _errs57 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err62 = {instancePath:instancePath+"/progress/leftSeconds",schemaPath:"#/properties/progress/properties/leftSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err63 = {instancePath:instancePath+"/progress/leftSeconds",schemaPath:"#/properties/progress/properties/leftSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
var _valid4 = _errs57 === errors;
valid8 = valid8 || _valid4;
const _errs59 = errors;
if(data18 !== null){
const err64 = {instancePath:instancePath+"/progress/leftSeconds",schemaPath:"#/properties/progress/properties/leftSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid4 = _errs59 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err65 = {instancePath:instancePath+"/progress/leftSeconds",schemaPath:"#/properties/progress/properties/leftSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err66 = {instancePath:instancePath+"/progress",schemaPath:"#/properties/progress/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.spawns !== undefined){
let data19 = data.spawns;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.used === undefined){
const err67 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "used"},message:"must have required property '"+"used"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data19.limit === undefined){
const err68 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key4 in data19){
if(!((key4 === "used") || (key4 === "limit"))){
const err69 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data19.used !== undefined){
let data20 = data19.used;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err70 = {instancePath:instancePath+"/spawns/used",schemaPath:"#/properties/spawns/properties/used/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err71 = {instancePath:instancePath+"/spawns/used",schemaPath:"#/properties/spawns/properties/used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
if(data19.limit !== undefined){
let data21 = data19.limit;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err72 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err73 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
}
else {
const err74 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.phases !== undefined){
let data22 = data.phases;
if(Array.isArray(data22)){
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
let data23 = data22[i0];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.name === undefined){
const err75 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data23.status === undefined){
const err76 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data23.wave === undefined){
const err77 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data23.role === undefined){
const err78 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data23.model === undefined){
const err79 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data23.attempt === undefined){
const err80 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data23.maxAttempts === undefined){
const err81 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxAttempts"},message:"must have required property '"+"maxAttempts"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data23.cycle === undefined){
const err82 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data23.lastEvent === undefined){
const err83 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "lastEvent"},message:"must have required property '"+"lastEvent"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data23.lastEventAt === undefined){
const err84 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "lastEventAt"},message:"must have required property '"+"lastEventAt"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data23.durationSeconds === undefined){
const err85 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "durationSeconds"},message:"must have required property '"+"durationSeconds"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data23.state === undefined){
const err86 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data23.detail === undefined){
const err87 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data23.since === undefined){
const err88 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "since"},message:"must have required property '"+"since"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
for(const key5 in data23){
if(!(func1.call(schema31.properties.phases.items.properties, key5))){
const err89 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data23.name !== undefined){
if(typeof data23.name !== "string"){
const err90 = {instancePath:instancePath+"/phases/" + i0+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data23.status !== undefined){
let data25 = data23.status;
if(!(((((((data25 === "pending") || (data25 === "active")) || (data25 === "waiting-approval")) || (data25 === "passed")) || (data25 === "skipped")) || (data25 === "needs-human")) || (data25 === "cancelled"))){
const err91 = {instancePath:instancePath+"/phases/" + i0+"/status",schemaPath:"#/properties/phases/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data23.wave !== undefined){
let data26 = data23.wave;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err92 = {instancePath:instancePath+"/phases/" + i0+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
const err93 = {instancePath:instancePath+"/phases/" + i0+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
if(data23.role !== undefined){
let data27 = data23.role;
if(!((((data27 === "work") || (data27 === "review")) || (data27 === "fix")) || (data27 === "refactor"))){
const err94 = {instancePath:instancePath+"/phases/" + i0+"/role",schemaPath:"#/properties/phases/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data23.model !== undefined){
let data28 = data23.model;
const _errs80 = errors;
let valid13 = false;
const _errs81 = errors;
if(typeof data28 !== "string"){
const err95 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid5 = _errs81 === errors;
valid13 = valid13 || _valid5;
const _errs83 = errors;
if(data28 !== null){
const err96 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid5 = _errs83 === errors;
valid13 = valid13 || _valid5;
if(!valid13){
const err97 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
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
}
if(data23.modelAudit !== undefined){
let data29 = data23.modelAudit;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.requested === undefined){
const err98 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/required",keyword:"required",params:{missingProperty: "requested"},message:"must have required property '"+"requested"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data29.reported === undefined){
const err99 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/required",keyword:"required",params:{missingProperty: "reported"},message:"must have required property '"+"reported"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data29.verdict === undefined){
const err100 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
for(const key6 in data29){
if(!(((key6 === "requested") || (key6 === "reported")) || (key6 === "verdict"))){
const err101 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data29.requested !== undefined){
let data30 = data29.requested;
const _errs89 = errors;
let valid15 = false;
const _errs90 = errors;
if(typeof data30 !== "string"){
const err102 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/requested",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/requested/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid6 = _errs90 === errors;
valid15 = valid15 || _valid6;
const _errs92 = errors;
if(data30 !== null){
const err103 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/requested",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/requested/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid6 = _errs92 === errors;
valid15 = valid15 || _valid6;
if(!valid15){
const err104 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/requested",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/requested/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
}
if(data29.reported !== undefined){
let data31 = data29.reported;
const _errs95 = errors;
let valid16 = false;
const _errs96 = errors;
if(typeof data31 !== "string"){
const err105 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/reported",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/reported/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid7 = _errs96 === errors;
valid16 = valid16 || _valid7;
const _errs98 = errors;
if(data31 !== null){
const err106 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/reported",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/reported/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid7 = _errs98 === errors;
valid16 = valid16 || _valid7;
if(!valid16){
const err107 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/reported",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/reported/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
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
}
if(data29.verdict !== undefined){
let data32 = data29.verdict;
if(!(((data32 === "same") || (data32 === "differs")) || (data32 === "unknown"))){
const err108 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/verdict",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.modelAudit.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data23.attempt !== undefined){
let data33 = data23.attempt;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err110 = {instancePath:instancePath+"/phases/" + i0+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err111 = {instancePath:instancePath+"/phases/" + i0+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
if(data23.maxAttempts !== undefined){
let data34 = data23.maxAttempts;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err112 = {instancePath:instancePath+"/phases/" + i0+"/maxAttempts",schemaPath:"#/properties/phases/items/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err113 = {instancePath:instancePath+"/phases/" + i0+"/maxAttempts",schemaPath:"#/properties/phases/items/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
if(data23.cycle !== undefined){
let data35 = data23.cycle;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err114 = {instancePath:instancePath+"/phases/" + i0+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 1 || isNaN(data35)){
const err115 = {instancePath:instancePath+"/phases/" + i0+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data23.lastEvent !== undefined){
let data36 = data23.lastEvent;
const _errs108 = errors;
let valid17 = false;
const _errs109 = errors;
if(typeof data36 !== "string"){
const err116 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid8 = _errs109 === errors;
valid17 = valid17 || _valid8;
const _errs111 = errors;
if(data36 !== null){
const err117 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid8 = _errs111 === errors;
valid17 = valid17 || _valid8;
if(!valid17){
const err118 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
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
}
if(data23.lastEventAt !== undefined){
let data37 = data23.lastEventAt;
const _errs114 = errors;
let valid18 = false;
const _errs115 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err119 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
const err120 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
var _valid9 = _errs115 === errors;
valid18 = valid18 || _valid9;
const _errs117 = errors;
if(data37 !== null){
const err121 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid9 = _errs117 === errors;
valid18 = valid18 || _valid9;
if(!valid18){
const err122 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
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
}
if(data23.durationSeconds !== undefined){
let data38 = data23.durationSeconds;
const _errs120 = errors;
let valid19 = false;
const _errs121 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err123 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 0 || isNaN(data38)){
const err124 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
var _valid10 = _errs121 === errors;
valid19 = valid19 || _valid10;
const _errs123 = errors;
if(data38 !== null){
const err125 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid10 = _errs123 === errors;
valid19 = valid19 || _valid10;
if(!valid19){
const err126 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
if(data23.state !== undefined){
let data39 = data23.state;
if(!(((((((((((((data39 === "pending") || (data39 === "running")) || (data39 === "waiting-for-sub-agents")) || (data39 === "waiting-for-user")) || (data39 === "stalled")) || (data39 === "looping")) || (data39 === "budget-limited")) || (data39 === "rate-limited")) || (data39 === "needs-human")) || (data39 === "cancelled")) || (data39 === "passed")) || (data39 === "no-op")) || (data39 === "skipped"))){
const err127 = {instancePath:instancePath+"/phases/" + i0+"/state",schemaPath:"#/properties/phases/items/properties/state/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data23.detail !== undefined){
let data40 = data23.detail;
const _errs127 = errors;
let valid20 = false;
const _errs128 = errors;
if(typeof data40 !== "string"){
const err128 = {instancePath:instancePath+"/phases/" + i0+"/detail",schemaPath:"#/properties/phases/items/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid11 = _errs128 === errors;
valid20 = valid20 || _valid11;
const _errs130 = errors;
if(data40 !== null){
const err129 = {instancePath:instancePath+"/phases/" + i0+"/detail",schemaPath:"#/properties/phases/items/properties/detail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var _valid11 = _errs130 === errors;
valid20 = valid20 || _valid11;
if(!valid20){
const err130 = {instancePath:instancePath+"/phases/" + i0+"/detail",schemaPath:"#/properties/phases/items/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
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
}
if(data23.since !== undefined){
let data41 = data23.since;
const _errs133 = errors;
let valid21 = false;
const _errs134 = errors;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err131 = {instancePath:instancePath+"/phases/" + i0+"/since",schemaPath:"#/properties/phases/items/properties/since/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err132 = {instancePath:instancePath+"/phases/" + i0+"/since",schemaPath:"#/properties/phases/items/properties/since/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
var _valid12 = _errs134 === errors;
valid21 = valid21 || _valid12;
const _errs136 = errors;
if(data41 !== null){
const err133 = {instancePath:instancePath+"/phases/" + i0+"/since",schemaPath:"#/properties/phases/items/properties/since/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid12 = _errs136 === errors;
valid21 = valid21 || _valid12;
if(!valid21){
const err134 = {instancePath:instancePath+"/phases/" + i0+"/since",schemaPath:"#/properties/phases/items/properties/since/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
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
}
if(data23.acceptance !== undefined){
let data42 = data23.acceptance;
if(Array.isArray(data42)){
const len1 = data42.length;
for(let i1=0; i1<len1; i1++){
let data43 = data42[i1];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.criterion === undefined){
const err135 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "criterion"},message:"must have required property '"+"criterion"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data43.by === undefined){
const err136 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "by"},message:"must have required property '"+"by"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
for(const key7 in data43){
if(!((((key7 === "criterion") || (key7 === "by")) || (key7 === "command")) || (key7 === "test"))){
const err137 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1,schemaPath:"#/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data43.criterion !== undefined){
if(typeof data43.criterion !== "string"){
const err138 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1+"/criterion",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data43.by !== undefined){
let data45 = data43.by;
if(!(((data45 === "gate") || (data45 === "test")) || (data45 === "self"))){
const err139 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1+"/by",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/by/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.acceptance.items.properties.by.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data43.command !== undefined){
if(typeof data43.command !== "string"){
const err140 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1+"/command",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data43.test !== undefined){
if(typeof data43.test !== "string"){
const err141 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1+"/test",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i1,schemaPath:"#/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err143 = {instancePath:instancePath+"/phases/" + i0+"/acceptance",schemaPath:"#/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
else {
const err144 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err145 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data.escalation !== undefined){
let data48 = data.escalation;
const _errs151 = errors;
let valid25 = false;
const _errs152 = errors;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.phase === undefined){
const err146 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(data48.reason === undefined){
const err147 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(data48.detail === undefined){
const err148 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
for(const key8 in data48){
if(!(((key8 === "phase") || (key8 === "reason")) || (key8 === "detail"))){
const err149 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data48.phase !== undefined){
if(typeof data48.phase !== "string"){
const err150 = {instancePath:instancePath+"/escalation/phase",schemaPath:"#/properties/escalation/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data48.reason !== undefined){
let data50 = data48.reason;
if(!(((((((((((((((data50 === "gate-retries-exhausted") || (data50 === "review-cycles-exhausted")) || (data50 === "no-progress")) || (data50 === "sub-agent-blocked")) || (data50 === "sub-agent-error")) || (data50 === "escalate-flag")) || (data50 === "budget-exhausted")) || (data50 === "checkpoint-failed")) || (data50 === "gate-not-run")) || (data50 === "final-verification-failed")) || (data50 === "usage-limit")) || (data50 === "spawn-failed")) || (data50 === "gate-log-refused")) || (data50 === "gate-wrong-dir")) || (data50 === "run-state-tampered"))){
const err151 = {instancePath:instancePath+"/escalation/reason",schemaPath:"#/properties/escalation/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.properties.escalation.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data48.detail !== undefined){
if(typeof data48.detail !== "string"){
const err152 = {instancePath:instancePath+"/escalation/detail",schemaPath:"#/properties/escalation/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid13 = _errs152 === errors;
valid25 = valid25 || _valid13;
const _errs160 = errors;
if(data48 !== null){
const err154 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var _valid13 = _errs160 === errors;
valid25 = valid25 || _valid13;
if(!valid25){
const err155 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
else {
errors = _errs151;
if(vErrors !== null){
if(_errs151){
vErrors.length = _errs151;
}
else {
vErrors = null;
}
}
}
}
if(data.summaryFile !== undefined){
let data52 = data.summaryFile;
const _errs163 = errors;
let valid27 = false;
const _errs164 = errors;
if(typeof data52 !== "string"){
const err156 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid14 = _errs164 === errors;
valid27 = valid27 || _valid14;
const _errs166 = errors;
if(data52 !== null){
const err157 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var _valid14 = _errs166 === errors;
valid27 = valid27 || _valid14;
if(!valid27){
const err158 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
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
}
if(data.warnings !== undefined){
let data53 = data.warnings;
if(Array.isArray(data53)){
const len2 = data53.length;
for(let i2=0; i2<len2; i2++){
if(typeof data53[i2] !== "string"){
const err159 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
else {
const err160 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data.notices !== undefined){
let data55 = data.notices;
if(Array.isArray(data55)){
const len3 = data55.length;
for(let i3=0; i3<len3; i3++){
if(typeof data55[i3] !== "string"){
const err161 = {instancePath:instancePath+"/notices/" + i3,schemaPath:"#/properties/notices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
else {
const err162 = {instancePath:instancePath+"/notices",schemaPath:"#/properties/notices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data.usageLimit !== undefined){
let data57 = data.usageLimit;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.kind === undefined){
const err163 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data57.resetAt === undefined){
const err164 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "resetAt"},message:"must have required property '"+"resetAt"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(data57.resetText === undefined){
const err165 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "resetText"},message:"must have required property '"+"resetText"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data57.message === undefined){
const err166 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data57.since === undefined){
const err167 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "since"},message:"must have required property '"+"since"+"'"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(data57.phase === undefined){
const err168 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(data57.actionId === undefined){
const err169 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data57.source === undefined){
const err170 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
for(const key9 in data57){
if(!((((((((key9 === "kind") || (key9 === "resetAt")) || (key9 === "resetText")) || (key9 === "message")) || (key9 === "since")) || (key9 === "phase")) || (key9 === "actionId")) || (key9 === "source"))){
const err171 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data57.kind !== undefined){
let data58 = data57.kind;
if(!((((data58 === "rate-limit") || (data58 === "quota")) || (data58 === "usage-limit")) || (data58 === "overloaded"))){
const err172 = {instancePath:instancePath+"/usageLimit/kind",schemaPath:"#/properties/usageLimit/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.usageLimit.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data57.resetAt !== undefined){
let data59 = data57.resetAt;
const _errs181 = errors;
let valid33 = false;
const _errs182 = errors;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err173 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err174 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
var _valid15 = _errs182 === errors;
valid33 = valid33 || _valid15;
const _errs184 = errors;
if(data59 !== null){
const err175 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
var _valid15 = _errs184 === errors;
valid33 = valid33 || _valid15;
if(!valid33){
const err176 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
}
if(data57.resetText !== undefined){
let data60 = data57.resetText;
const _errs187 = errors;
let valid34 = false;
const _errs188 = errors;
if(typeof data60 !== "string"){
const err177 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
var _valid16 = _errs188 === errors;
valid34 = valid34 || _valid16;
const _errs190 = errors;
if(data60 !== null){
const err178 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid16 = _errs190 === errors;
valid34 = valid34 || _valid16;
if(!valid34){
const err179 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
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
}
if(data57.message !== undefined){
if(typeof data57.message !== "string"){
const err180 = {instancePath:instancePath+"/usageLimit/message",schemaPath:"#/properties/usageLimit/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data57.since !== undefined){
let data62 = data57.since;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err181 = {instancePath:instancePath+"/usageLimit/since",schemaPath:"#/properties/usageLimit/properties/since/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 < 0 || isNaN(data62)){
const err182 = {instancePath:instancePath+"/usageLimit/since",schemaPath:"#/properties/usageLimit/properties/since/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
if(data57.phase !== undefined){
if(typeof data57.phase !== "string"){
const err183 = {instancePath:instancePath+"/usageLimit/phase",schemaPath:"#/properties/usageLimit/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data57.actionId !== undefined){
if(typeof data57.actionId !== "string"){
const err184 = {instancePath:instancePath+"/usageLimit/actionId",schemaPath:"#/properties/usageLimit/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data57.source !== undefined){
let data65 = data57.source;
if(!((data65 === "sessions_spawn") || (data65 === "result"))){
const err185 = {instancePath:instancePath+"/usageLimit/source",schemaPath:"#/properties/usageLimit/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.usageLimit.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data.spend !== undefined){
let data66 = data.spend;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.currency === undefined){
const err187 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(data66.phases === undefined){
const err188 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/required",keyword:"required",params:{missingProperty: "phases"},message:"must have required property '"+"phases"+"'"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(data66.total === undefined){
const err189 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(data66.failed === undefined){
const err190 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data66.maxTokens === undefined){
const err191 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/required",keyword:"required",params:{missingProperty: "maxTokens"},message:"must have required property '"+"maxTokens"+"'"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data66.maxCost === undefined){
const err192 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/required",keyword:"required",params:{missingProperty: "maxCost"},message:"must have required property '"+"maxCost"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
for(const key10 in data66){
if(!((((((key10 === "currency") || (key10 === "phases")) || (key10 === "total")) || (key10 === "failed")) || (key10 === "maxTokens")) || (key10 === "maxCost"))){
const err193 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data66.currency !== undefined){
let data67 = data66.currency;
if(typeof data67 !== "string"){
const err194 = {instancePath:instancePath+"/spend/currency",schemaPath:"#/properties/spend/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
if("USD" !== data67){
const err195 = {instancePath:instancePath+"/spend/currency",schemaPath:"#/properties/spend/properties/currency/const",keyword:"const",params:{allowedValue: "USD"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
if(data66.phases !== undefined){
let data68 = data66.phases;
if(Array.isArray(data68)){
const len4 = data68.length;
for(let i4=0; i4<len4; i4++){
let data69 = data68[i4];
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.phase === undefined){
const err196 = {instancePath:instancePath+"/spend/phases/" + i4,schemaPath:"#/properties/spend/properties/phases/items/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data69.all === undefined){
const err197 = {instancePath:instancePath+"/spend/phases/" + i4,schemaPath:"#/properties/spend/properties/phases/items/required",keyword:"required",params:{missingProperty: "all"},message:"must have required property '"+"all"+"'"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(data69.failed === undefined){
const err198 = {instancePath:instancePath+"/spend/phases/" + i4,schemaPath:"#/properties/spend/properties/phases/items/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
for(const key11 in data69){
if(!(((key11 === "phase") || (key11 === "all")) || (key11 === "failed"))){
const err199 = {instancePath:instancePath+"/spend/phases/" + i4,schemaPath:"#/properties/spend/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data69.phase !== undefined){
if(typeof data69.phase !== "string"){
const err200 = {instancePath:instancePath+"/spend/phases/" + i4+"/phase",schemaPath:"#/properties/spend/properties/phases/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data69.all !== undefined){
let data71 = data69.all;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
if(data71.spawns === undefined){
const err201 = {instancePath:instancePath+"/spend/phases/" + i4+"/all",schemaPath:"#/properties/spend/properties/phases/items/properties/all/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(data71.tokens === undefined){
const err202 = {instancePath:instancePath+"/spend/phases/" + i4+"/all",schemaPath:"#/properties/spend/properties/phases/items/properties/all/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
if(data71.cost === undefined){
const err203 = {instancePath:instancePath+"/spend/phases/" + i4+"/all",schemaPath:"#/properties/spend/properties/phases/items/properties/all/required",keyword:"required",params:{missingProperty: "cost"},message:"must have required property '"+"cost"+"'"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(data71.unknown === undefined){
const err204 = {instancePath:instancePath+"/spend/phases/" + i4+"/all",schemaPath:"#/properties/spend/properties/phases/items/properties/all/required",keyword:"required",params:{missingProperty: "unknown"},message:"must have required property '"+"unknown"+"'"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data71.unpriced === undefined){
const err205 = {instancePath:instancePath+"/spend/phases/" + i4+"/all",schemaPath:"#/properties/spend/properties/phases/items/properties/all/required",keyword:"required",params:{missingProperty: "unpriced"},message:"must have required property '"+"unpriced"+"'"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
for(const key12 in data71){
if(!(((((key12 === "spawns") || (key12 === "tokens")) || (key12 === "cost")) || (key12 === "unknown")) || (key12 === "unpriced"))){
const err206 = {instancePath:instancePath+"/spend/phases/" + i4+"/all",schemaPath:"#/properties/spend/properties/phases/items/properties/all/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
if(data71.spawns !== undefined){
let data72 = data71.spawns;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err207 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/spawns",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/spawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 0 || isNaN(data72)){
const err208 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/spawns",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/spawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data71.tokens !== undefined){
let data73 = data71.tokens;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
const err209 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/tokens",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 < 0 || isNaN(data73)){
const err210 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/tokens",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data71.cost !== undefined){
let data74 = data71.cost;
const _errs221 = errors;
let valid40 = false;
const _errs222 = errors;
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 < 0 || isNaN(data74)){
const err211 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/cost/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/cost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
var _valid17 = _errs222 === errors;
valid40 = valid40 || _valid17;
const _errs224 = errors;
if(data74 !== null){
const err213 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/cost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
var _valid17 = _errs224 === errors;
valid40 = valid40 || _valid17;
if(!valid40){
const err214 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/cost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
else {
errors = _errs221;
if(vErrors !== null){
if(_errs221){
vErrors.length = _errs221;
}
else {
vErrors = null;
}
}
}
}
if(data71.unknown !== undefined){
let data75 = data71.unknown;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
const err215 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/unknown",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/unknown/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 < 0 || isNaN(data75)){
const err216 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/unknown",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/unknown/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
}
if(data71.unpriced !== undefined){
let data76 = data71.unpriced;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err217 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/unpriced",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/unpriced/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 0 || isNaN(data76)){
const err218 = {instancePath:instancePath+"/spend/phases/" + i4+"/all/unpriced",schemaPath:"#/properties/spend/properties/phases/items/properties/all/properties/unpriced/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
}
}
else {
const err219 = {instancePath:instancePath+"/spend/phases/" + i4+"/all",schemaPath:"#/properties/spend/properties/phases/items/properties/all/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data69.failed !== undefined){
let data77 = data69.failed;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.spawns === undefined){
const err220 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(data77.tokens === undefined){
const err221 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(data77.cost === undefined){
const err222 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/required",keyword:"required",params:{missingProperty: "cost"},message:"must have required property '"+"cost"+"'"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
if(data77.unknown === undefined){
const err223 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/required",keyword:"required",params:{missingProperty: "unknown"},message:"must have required property '"+"unknown"+"'"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(data77.unpriced === undefined){
const err224 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/required",keyword:"required",params:{missingProperty: "unpriced"},message:"must have required property '"+"unpriced"+"'"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
for(const key13 in data77){
if(!(((((key13 === "spawns") || (key13 === "tokens")) || (key13 === "cost")) || (key13 === "unknown")) || (key13 === "unpriced"))){
const err225 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data77.spawns !== undefined){
let data78 = data77.spawns;
if(!(((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78))) && (isFinite(data78)))){
const err226 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/spawns",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/spawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if((typeof data78 == "number") && (isFinite(data78))){
if(data78 < 0 || isNaN(data78)){
const err227 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/spawns",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/spawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data77.tokens !== undefined){
let data79 = data77.tokens;
if(!(((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79))) && (isFinite(data79)))){
const err228 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/tokens",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if((typeof data79 == "number") && (isFinite(data79))){
if(data79 < 0 || isNaN(data79)){
const err229 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/tokens",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
}
if(data77.cost !== undefined){
let data80 = data77.cost;
const _errs238 = errors;
let valid42 = false;
const _errs239 = errors;
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 < 0 || isNaN(data80)){
const err230 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/cost/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
else {
const err231 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/cost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
var _valid18 = _errs239 === errors;
valid42 = valid42 || _valid18;
const _errs241 = errors;
if(data80 !== null){
const err232 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/cost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
var _valid18 = _errs241 === errors;
valid42 = valid42 || _valid18;
if(!valid42){
const err233 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/cost",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/cost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
else {
errors = _errs238;
if(vErrors !== null){
if(_errs238){
vErrors.length = _errs238;
}
else {
vErrors = null;
}
}
}
}
if(data77.unknown !== undefined){
let data81 = data77.unknown;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
const err234 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/unknown",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/unknown/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
const err235 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/unknown",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/unknown/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
}
if(data77.unpriced !== undefined){
let data82 = data77.unpriced;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err236 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/unpriced",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/unpriced/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 0 || isNaN(data82)){
const err237 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed/unpriced",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/properties/unpriced/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
}
else {
const err238 = {instancePath:instancePath+"/spend/phases/" + i4+"/failed",schemaPath:"#/properties/spend/properties/phases/items/properties/failed/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err239 = {instancePath:instancePath+"/spend/phases/" + i4,schemaPath:"#/properties/spend/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
}
else {
const err240 = {instancePath:instancePath+"/spend/phases",schemaPath:"#/properties/spend/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data66.total !== undefined){
let data83 = data66.total;
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.spawns === undefined){
const err241 = {instancePath:instancePath+"/spend/total",schemaPath:"#/properties/spend/properties/total/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
if(data83.tokens === undefined){
const err242 = {instancePath:instancePath+"/spend/total",schemaPath:"#/properties/spend/properties/total/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if(data83.cost === undefined){
const err243 = {instancePath:instancePath+"/spend/total",schemaPath:"#/properties/spend/properties/total/required",keyword:"required",params:{missingProperty: "cost"},message:"must have required property '"+"cost"+"'"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
if(data83.unknown === undefined){
const err244 = {instancePath:instancePath+"/spend/total",schemaPath:"#/properties/spend/properties/total/required",keyword:"required",params:{missingProperty: "unknown"},message:"must have required property '"+"unknown"+"'"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if(data83.unpriced === undefined){
const err245 = {instancePath:instancePath+"/spend/total",schemaPath:"#/properties/spend/properties/total/required",keyword:"required",params:{missingProperty: "unpriced"},message:"must have required property '"+"unpriced"+"'"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
for(const key14 in data83){
if(!(((((key14 === "spawns") || (key14 === "tokens")) || (key14 === "cost")) || (key14 === "unknown")) || (key14 === "unpriced"))){
const err246 = {instancePath:instancePath+"/spend/total",schemaPath:"#/properties/spend/properties/total/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data83.spawns !== undefined){
let data84 = data83.spawns;
if(!(((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84))) && (isFinite(data84)))){
const err247 = {instancePath:instancePath+"/spend/total/spawns",schemaPath:"#/properties/spend/properties/total/properties/spawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 < 0 || isNaN(data84)){
const err248 = {instancePath:instancePath+"/spend/total/spawns",schemaPath:"#/properties/spend/properties/total/properties/spawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
}
if(data83.tokens !== undefined){
let data85 = data83.tokens;
if(!(((typeof data85 == "number") && (!(data85 % 1) && !isNaN(data85))) && (isFinite(data85)))){
const err249 = {instancePath:instancePath+"/spend/total/tokens",schemaPath:"#/properties/spend/properties/total/properties/tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
if((typeof data85 == "number") && (isFinite(data85))){
if(data85 < 0 || isNaN(data85)){
const err250 = {instancePath:instancePath+"/spend/total/tokens",schemaPath:"#/properties/spend/properties/total/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data83.cost !== undefined){
let data86 = data83.cost;
const _errs255 = errors;
let valid44 = false;
const _errs256 = errors;
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 < 0 || isNaN(data86)){
const err251 = {instancePath:instancePath+"/spend/total/cost",schemaPath:"#/properties/spend/properties/total/properties/cost/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
else {
const err252 = {instancePath:instancePath+"/spend/total/cost",schemaPath:"#/properties/spend/properties/total/properties/cost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
var _valid19 = _errs256 === errors;
valid44 = valid44 || _valid19;
const _errs258 = errors;
if(data86 !== null){
const err253 = {instancePath:instancePath+"/spend/total/cost",schemaPath:"#/properties/spend/properties/total/properties/cost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid19 = _errs258 === errors;
valid44 = valid44 || _valid19;
if(!valid44){
const err254 = {instancePath:instancePath+"/spend/total/cost",schemaPath:"#/properties/spend/properties/total/properties/cost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
else {
errors = _errs255;
if(vErrors !== null){
if(_errs255){
vErrors.length = _errs255;
}
else {
vErrors = null;
}
}
}
}
if(data83.unknown !== undefined){
let data87 = data83.unknown;
if(!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))){
const err255 = {instancePath:instancePath+"/spend/total/unknown",schemaPath:"#/properties/spend/properties/total/properties/unknown/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
if((typeof data87 == "number") && (isFinite(data87))){
if(data87 < 0 || isNaN(data87)){
const err256 = {instancePath:instancePath+"/spend/total/unknown",schemaPath:"#/properties/spend/properties/total/properties/unknown/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
}
if(data83.unpriced !== undefined){
let data88 = data83.unpriced;
if(!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))){
const err257 = {instancePath:instancePath+"/spend/total/unpriced",schemaPath:"#/properties/spend/properties/total/properties/unpriced/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 < 0 || isNaN(data88)){
const err258 = {instancePath:instancePath+"/spend/total/unpriced",schemaPath:"#/properties/spend/properties/total/properties/unpriced/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err259 = {instancePath:instancePath+"/spend/total",schemaPath:"#/properties/spend/properties/total/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data66.failed !== undefined){
let data89 = data66.failed;
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.spawns === undefined){
const err260 = {instancePath:instancePath+"/spend/failed",schemaPath:"#/properties/spend/properties/failed/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
if(data89.tokens === undefined){
const err261 = {instancePath:instancePath+"/spend/failed",schemaPath:"#/properties/spend/properties/failed/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
if(data89.cost === undefined){
const err262 = {instancePath:instancePath+"/spend/failed",schemaPath:"#/properties/spend/properties/failed/required",keyword:"required",params:{missingProperty: "cost"},message:"must have required property '"+"cost"+"'"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(data89.unknown === undefined){
const err263 = {instancePath:instancePath+"/spend/failed",schemaPath:"#/properties/spend/properties/failed/required",keyword:"required",params:{missingProperty: "unknown"},message:"must have required property '"+"unknown"+"'"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(data89.unpriced === undefined){
const err264 = {instancePath:instancePath+"/spend/failed",schemaPath:"#/properties/spend/properties/failed/required",keyword:"required",params:{missingProperty: "unpriced"},message:"must have required property '"+"unpriced"+"'"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
for(const key15 in data89){
if(!(((((key15 === "spawns") || (key15 === "tokens")) || (key15 === "cost")) || (key15 === "unknown")) || (key15 === "unpriced"))){
const err265 = {instancePath:instancePath+"/spend/failed",schemaPath:"#/properties/spend/properties/failed/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data89.spawns !== undefined){
let data90 = data89.spawns;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
const err266 = {instancePath:instancePath+"/spend/failed/spawns",schemaPath:"#/properties/spend/properties/failed/properties/spawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 < 0 || isNaN(data90)){
const err267 = {instancePath:instancePath+"/spend/failed/spawns",schemaPath:"#/properties/spend/properties/failed/properties/spawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
}
if(data89.tokens !== undefined){
let data91 = data89.tokens;
if(!(((typeof data91 == "number") && (!(data91 % 1) && !isNaN(data91))) && (isFinite(data91)))){
const err268 = {instancePath:instancePath+"/spend/failed/tokens",schemaPath:"#/properties/spend/properties/failed/properties/tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
if((typeof data91 == "number") && (isFinite(data91))){
if(data91 < 0 || isNaN(data91)){
const err269 = {instancePath:instancePath+"/spend/failed/tokens",schemaPath:"#/properties/spend/properties/failed/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
}
if(data89.cost !== undefined){
let data92 = data89.cost;
const _errs272 = errors;
let valid46 = false;
const _errs273 = errors;
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 < 0 || isNaN(data92)){
const err270 = {instancePath:instancePath+"/spend/failed/cost",schemaPath:"#/properties/spend/properties/failed/properties/cost/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
else {
const err271 = {instancePath:instancePath+"/spend/failed/cost",schemaPath:"#/properties/spend/properties/failed/properties/cost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
var _valid20 = _errs273 === errors;
valid46 = valid46 || _valid20;
const _errs275 = errors;
if(data92 !== null){
const err272 = {instancePath:instancePath+"/spend/failed/cost",schemaPath:"#/properties/spend/properties/failed/properties/cost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
var _valid20 = _errs275 === errors;
valid46 = valid46 || _valid20;
if(!valid46){
const err273 = {instancePath:instancePath+"/spend/failed/cost",schemaPath:"#/properties/spend/properties/failed/properties/cost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
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
}
if(data89.unknown !== undefined){
let data93 = data89.unknown;
if(!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))){
const err274 = {instancePath:instancePath+"/spend/failed/unknown",schemaPath:"#/properties/spend/properties/failed/properties/unknown/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 < 0 || isNaN(data93)){
const err275 = {instancePath:instancePath+"/spend/failed/unknown",schemaPath:"#/properties/spend/properties/failed/properties/unknown/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
}
if(data89.unpriced !== undefined){
let data94 = data89.unpriced;
if(!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))){
const err276 = {instancePath:instancePath+"/spend/failed/unpriced",schemaPath:"#/properties/spend/properties/failed/properties/unpriced/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 < 0 || isNaN(data94)){
const err277 = {instancePath:instancePath+"/spend/failed/unpriced",schemaPath:"#/properties/spend/properties/failed/properties/unpriced/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
}
}
else {
const err278 = {instancePath:instancePath+"/spend/failed",schemaPath:"#/properties/spend/properties/failed/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data66.maxTokens !== undefined){
let data95 = data66.maxTokens;
const _errs282 = errors;
let valid47 = false;
const _errs283 = errors;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
const err279 = {instancePath:instancePath+"/spend/maxTokens",schemaPath:"#/properties/spend/properties/maxTokens/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 < 1 || isNaN(data95)){
const err280 = {instancePath:instancePath+"/spend/maxTokens",schemaPath:"#/properties/spend/properties/maxTokens/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
var _valid21 = _errs283 === errors;
valid47 = valid47 || _valid21;
const _errs285 = errors;
if(data95 !== null){
const err281 = {instancePath:instancePath+"/spend/maxTokens",schemaPath:"#/properties/spend/properties/maxTokens/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
var _valid21 = _errs285 === errors;
valid47 = valid47 || _valid21;
if(!valid47){
const err282 = {instancePath:instancePath+"/spend/maxTokens",schemaPath:"#/properties/spend/properties/maxTokens/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
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
}
if(data66.maxCost !== undefined){
let data96 = data66.maxCost;
const _errs288 = errors;
let valid48 = false;
const _errs289 = errors;
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 <= 0 || isNaN(data96)){
const err283 = {instancePath:instancePath+"/spend/maxCost",schemaPath:"#/properties/spend/properties/maxCost/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
else {
const err284 = {instancePath:instancePath+"/spend/maxCost",schemaPath:"#/properties/spend/properties/maxCost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
var _valid22 = _errs289 === errors;
valid48 = valid48 || _valid22;
const _errs291 = errors;
if(data96 !== null){
const err285 = {instancePath:instancePath+"/spend/maxCost",schemaPath:"#/properties/spend/properties/maxCost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
var _valid22 = _errs291 === errors;
valid48 = valid48 || _valid22;
if(!valid48){
const err286 = {instancePath:instancePath+"/spend/maxCost",schemaPath:"#/properties/spend/properties/maxCost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
else {
errors = _errs288;
if(vErrors !== null){
if(_errs288){
vErrors.length = _errs288;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err287 = {instancePath:instancePath+"/spend",schemaPath:"#/properties/spend/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
}
else {
const err288 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
