// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateStatus: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/status.schema.json","title":"status","type":"object","required":["schemaVersion","runId","title","prdPath","cwd","status","wave","elapsedSeconds","spawns","phases","escalation","summaryFile","warnings","notices"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"prdPath":{"type":"string"},"cwd":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"wave":{"type":"object","required":["current","total"],"properties":{"current":{"type":"integer","minimum":0},"total":{"type":"integer","minimum":0}},"additionalProperties":false},"elapsedSeconds":{"type":"integer","minimum":0},"spawns":{"type":"object","required":["used","limit"],"properties":{"used":{"type":"integer","minimum":0},"limit":{"type":"integer","minimum":0}},"additionalProperties":false},"phases":{"type":"array","items":{"type":"object","required":["name","status","wave","role","model","attempt","maxAttempts","cycle","lastEvent","lastEventAt","durationSeconds"],"properties":{"name":{"type":"string"},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"wave":{"type":"integer","minimum":0},"role":{"enum":["work","review","fix","refactor"]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"modelAudit":{"type":"object","required":["requested","reported","verdict"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"reported":{"anyOf":[{"type":"string"},{"type":"null"}]},"verdict":{"enum":["same","differs","unknown"]}},"additionalProperties":false},"attempt":{"type":"integer","minimum":0},"maxAttempts":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"lastEvent":{"anyOf":[{"type":"string"},{"type":"null"}]},"lastEventAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"durationSeconds":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false}},"escalation":{"anyOf":[{"type":"object","required":["phase","reason","detail"],"properties":{"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","gate-not-run","final-verification-failed","usage-limit","spawn-failed"]},"detail":{"type":"string"}},"additionalProperties":false},{"type":"null"}]},"summaryFile":{"anyOf":[{"type":"string"},{"type":"null"}]},"warnings":{"type":"array","items":{"type":"string"}},"notices":{"type":"array","items":{"type":"string"}},"usageLimit":{"type":"object","required":["kind","resetAt","resetText","message","since","phase","actionId","source"],"properties":{"kind":{"enum":["rate-limit","quota","usage-limit","overloaded"]},"resetAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"resetText":{"anyOf":[{"type":"string"},{"type":"null"}]},"message":{"type":"string"},"since":{"type":"integer","minimum":0},"phase":{"type":"string"},"actionId":{"type":"string"},"source":{"enum":["sessions_spawn","result"]}},"additionalProperties":false}},"additionalProperties":false};
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
if(data.spawns === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.phases === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phases"},message:"must have required property '"+"phases"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.escalation === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "escalation"},message:"must have required property '"+"escalation"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.summaryFile === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summaryFile"},message:"must have required property '"+"summaryFile"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.warnings === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.notices === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notices"},message:"must have required property '"+"notices"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err15 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(1 !== data0){
const err16 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err17 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
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
const err18 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err19 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
const err21 = {instancePath:instancePath+"/prdPath",schemaPath:"#/properties/prdPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err22 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(!((((data5 === "running") || (data5 === "needs-human")) || (data5 === "completed")) || (data5 === "cancelled"))){
const err23 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.wave !== undefined){
let data6 = data.wave;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.current === undefined){
const err24 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/required",keyword:"required",params:{missingProperty: "current"},message:"must have required property '"+"current"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6.total === undefined){
const err25 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "current") || (key1 === "total"))){
const err26 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.current !== undefined){
let data7 = data6.current;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/wave/current",schemaPath:"#/properties/wave/properties/current/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/wave/current",schemaPath:"#/properties/wave/properties/current/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data6.total !== undefined){
let data8 = data6.total;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/wave/total",schemaPath:"#/properties/wave/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/wave/total",schemaPath:"#/properties/wave/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err31 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.elapsedSeconds !== undefined){
let data9 = data.elapsedSeconds;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err32 = {instancePath:instancePath+"/elapsedSeconds",schemaPath:"#/properties/elapsedSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/elapsedSeconds",schemaPath:"#/properties/elapsedSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.spawns !== undefined){
let data10 = data.spawns;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.used === undefined){
const err34 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "used"},message:"must have required property '"+"used"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10.limit === undefined){
const err35 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key2 in data10){
if(!((key2 === "used") || (key2 === "limit"))){
const err36 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.used !== undefined){
let data11 = data10.used;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err37 = {instancePath:instancePath+"/spawns/used",schemaPath:"#/properties/spawns/properties/used/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err38 = {instancePath:instancePath+"/spawns/used",schemaPath:"#/properties/spawns/properties/used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data10.limit !== undefined){
let data12 = data10.limit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err39 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err40 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err41 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.phases !== undefined){
let data13 = data.phases;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.name === undefined){
const err42 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data14.status === undefined){
const err43 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data14.wave === undefined){
const err44 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14.role === undefined){
const err45 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14.model === undefined){
const err46 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14.attempt === undefined){
const err47 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.maxAttempts === undefined){
const err48 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxAttempts"},message:"must have required property '"+"maxAttempts"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data14.cycle === undefined){
const err49 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data14.lastEvent === undefined){
const err50 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "lastEvent"},message:"must have required property '"+"lastEvent"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data14.lastEventAt === undefined){
const err51 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "lastEventAt"},message:"must have required property '"+"lastEventAt"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data14.durationSeconds === undefined){
const err52 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "durationSeconds"},message:"must have required property '"+"durationSeconds"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key3 in data14){
if(!(func1.call(schema31.properties.phases.items.properties, key3))){
const err53 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data14.name !== undefined){
if(typeof data14.name !== "string"){
const err54 = {instancePath:instancePath+"/phases/" + i0+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data14.status !== undefined){
let data16 = data14.status;
if(!(((((((data16 === "pending") || (data16 === "active")) || (data16 === "waiting-approval")) || (data16 === "passed")) || (data16 === "skipped")) || (data16 === "needs-human")) || (data16 === "cancelled"))){
const err55 = {instancePath:instancePath+"/phases/" + i0+"/status",schemaPath:"#/properties/phases/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data14.wave !== undefined){
let data17 = data14.wave;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err56 = {instancePath:instancePath+"/phases/" + i0+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err57 = {instancePath:instancePath+"/phases/" + i0+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data14.role !== undefined){
let data18 = data14.role;
if(!((((data18 === "work") || (data18 === "review")) || (data18 === "fix")) || (data18 === "refactor"))){
const err58 = {instancePath:instancePath+"/phases/" + i0+"/role",schemaPath:"#/properties/phases/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data14.model !== undefined){
let data19 = data14.model;
const _errs45 = errors;
let valid7 = false;
const _errs46 = errors;
if(typeof data19 !== "string"){
const err59 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid1 = _errs46 === errors;
valid7 = valid7 || _valid1;
const _errs48 = errors;
if(data19 !== null){
const err60 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid1 = _errs48 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err61 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
if(data14.modelAudit !== undefined){
let data20 = data14.modelAudit;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.requested === undefined){
const err62 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/required",keyword:"required",params:{missingProperty: "requested"},message:"must have required property '"+"requested"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data20.reported === undefined){
const err63 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/required",keyword:"required",params:{missingProperty: "reported"},message:"must have required property '"+"reported"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data20.verdict === undefined){
const err64 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key4 in data20){
if(!(((key4 === "requested") || (key4 === "reported")) || (key4 === "verdict"))){
const err65 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data20.requested !== undefined){
let data21 = data20.requested;
const _errs54 = errors;
let valid9 = false;
const _errs55 = errors;
if(typeof data21 !== "string"){
const err66 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/requested",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/requested/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid2 = _errs55 === errors;
valid9 = valid9 || _valid2;
const _errs57 = errors;
if(data21 !== null){
const err67 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/requested",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/requested/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid2 = _errs57 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err68 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/requested",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/requested/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
if(data20.reported !== undefined){
let data22 = data20.reported;
const _errs60 = errors;
let valid10 = false;
const _errs61 = errors;
if(typeof data22 !== "string"){
const err69 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/reported",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/reported/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid3 = _errs61 === errors;
valid10 = valid10 || _valid3;
const _errs63 = errors;
if(data22 !== null){
const err70 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/reported",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/reported/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid3 = _errs63 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err71 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/reported",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/reported/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
}
if(data20.verdict !== undefined){
let data23 = data20.verdict;
if(!(((data23 === "same") || (data23 === "differs")) || (data23 === "unknown"))){
const err72 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit/verdict",schemaPath:"#/properties/phases/items/properties/modelAudit/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.modelAudit.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/phases/" + i0+"/modelAudit",schemaPath:"#/properties/phases/items/properties/modelAudit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data14.attempt !== undefined){
let data24 = data14.attempt;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err74 = {instancePath:instancePath+"/phases/" + i0+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err75 = {instancePath:instancePath+"/phases/" + i0+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
if(data14.maxAttempts !== undefined){
let data25 = data14.maxAttempts;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err76 = {instancePath:instancePath+"/phases/" + i0+"/maxAttempts",schemaPath:"#/properties/phases/items/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err77 = {instancePath:instancePath+"/phases/" + i0+"/maxAttempts",schemaPath:"#/properties/phases/items/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
if(data14.cycle !== undefined){
let data26 = data14.cycle;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err78 = {instancePath:instancePath+"/phases/" + i0+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
const err79 = {instancePath:instancePath+"/phases/" + i0+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data14.lastEvent !== undefined){
let data27 = data14.lastEvent;
const _errs73 = errors;
let valid11 = false;
const _errs74 = errors;
if(typeof data27 !== "string"){
const err80 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid4 = _errs74 === errors;
valid11 = valid11 || _valid4;
const _errs76 = errors;
if(data27 !== null){
const err81 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid4 = _errs76 === errors;
valid11 = valid11 || _valid4;
if(!valid11){
const err82 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs73;
if(vErrors !== null){
if(_errs73){
vErrors.length = _errs73;
}
else {
vErrors = null;
}
}
}
}
if(data14.lastEventAt !== undefined){
let data28 = data14.lastEventAt;
const _errs79 = errors;
let valid12 = false;
const _errs80 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err83 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err84 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var _valid5 = _errs80 === errors;
valid12 = valid12 || _valid5;
const _errs82 = errors;
if(data28 !== null){
const err85 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid5 = _errs82 === errors;
valid12 = valid12 || _valid5;
if(!valid12){
const err86 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
}
}
if(data14.durationSeconds !== undefined){
let data29 = data14.durationSeconds;
const _errs85 = errors;
let valid13 = false;
const _errs86 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err87 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err88 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
var _valid6 = _errs86 === errors;
valid13 = valid13 || _valid6;
const _errs88 = errors;
if(data29 !== null){
const err89 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid6 = _errs88 === errors;
valid13 = valid13 || _valid6;
if(!valid13){
const err90 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err91 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.escalation !== undefined){
let data30 = data.escalation;
const _errs91 = errors;
let valid14 = false;
const _errs92 = errors;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.phase === undefined){
const err93 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data30.reason === undefined){
const err94 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data30.detail === undefined){
const err95 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
for(const key5 in data30){
if(!(((key5 === "phase") || (key5 === "reason")) || (key5 === "detail"))){
const err96 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data30.phase !== undefined){
if(typeof data30.phase !== "string"){
const err97 = {instancePath:instancePath+"/escalation/phase",schemaPath:"#/properties/escalation/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data30.reason !== undefined){
let data32 = data30.reason;
if(!((((((((((((data32 === "gate-retries-exhausted") || (data32 === "review-cycles-exhausted")) || (data32 === "no-progress")) || (data32 === "sub-agent-blocked")) || (data32 === "sub-agent-error")) || (data32 === "escalate-flag")) || (data32 === "budget-exhausted")) || (data32 === "checkpoint-failed")) || (data32 === "gate-not-run")) || (data32 === "final-verification-failed")) || (data32 === "usage-limit")) || (data32 === "spawn-failed"))){
const err98 = {instancePath:instancePath+"/escalation/reason",schemaPath:"#/properties/escalation/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.properties.escalation.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data30.detail !== undefined){
if(typeof data30.detail !== "string"){
const err99 = {instancePath:instancePath+"/escalation/detail",schemaPath:"#/properties/escalation/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid7 = _errs92 === errors;
valid14 = valid14 || _valid7;
const _errs100 = errors;
if(data30 !== null){
const err101 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid7 = _errs100 === errors;
valid14 = valid14 || _valid7;
if(!valid14){
const err102 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
else {
errors = _errs91;
if(vErrors !== null){
if(_errs91){
vErrors.length = _errs91;
}
else {
vErrors = null;
}
}
}
}
if(data.summaryFile !== undefined){
let data34 = data.summaryFile;
const _errs103 = errors;
let valid16 = false;
const _errs104 = errors;
if(typeof data34 !== "string"){
const err103 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid8 = _errs104 === errors;
valid16 = valid16 || _valid8;
const _errs106 = errors;
if(data34 !== null){
const err104 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid8 = _errs106 === errors;
valid16 = valid16 || _valid8;
if(!valid16){
const err105 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
errors = _errs103;
if(vErrors !== null){
if(_errs103){
vErrors.length = _errs103;
}
else {
vErrors = null;
}
}
}
}
if(data.warnings !== undefined){
let data35 = data.warnings;
if(Array.isArray(data35)){
const len1 = data35.length;
for(let i1=0; i1<len1; i1++){
if(typeof data35[i1] !== "string"){
const err106 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.notices !== undefined){
let data37 = data.notices;
if(Array.isArray(data37)){
const len2 = data37.length;
for(let i2=0; i2<len2; i2++){
if(typeof data37[i2] !== "string"){
const err108 = {instancePath:instancePath+"/notices/" + i2,schemaPath:"#/properties/notices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err109 = {instancePath:instancePath+"/notices",schemaPath:"#/properties/notices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data.usageLimit !== undefined){
let data39 = data.usageLimit;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.kind === undefined){
const err110 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data39.resetAt === undefined){
const err111 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "resetAt"},message:"must have required property '"+"resetAt"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data39.resetText === undefined){
const err112 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "resetText"},message:"must have required property '"+"resetText"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data39.message === undefined){
const err113 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data39.since === undefined){
const err114 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "since"},message:"must have required property '"+"since"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data39.phase === undefined){
const err115 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data39.actionId === undefined){
const err116 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data39.source === undefined){
const err117 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
for(const key6 in data39){
if(!((((((((key6 === "kind") || (key6 === "resetAt")) || (key6 === "resetText")) || (key6 === "message")) || (key6 === "since")) || (key6 === "phase")) || (key6 === "actionId")) || (key6 === "source"))){
const err118 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data39.kind !== undefined){
let data40 = data39.kind;
if(!((((data40 === "rate-limit") || (data40 === "quota")) || (data40 === "usage-limit")) || (data40 === "overloaded"))){
const err119 = {instancePath:instancePath+"/usageLimit/kind",schemaPath:"#/properties/usageLimit/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.usageLimit.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data39.resetAt !== undefined){
let data41 = data39.resetAt;
const _errs121 = errors;
let valid22 = false;
const _errs122 = errors;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err120 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err121 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
var _valid9 = _errs122 === errors;
valid22 = valid22 || _valid9;
const _errs124 = errors;
if(data41 !== null){
const err122 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid9 = _errs124 === errors;
valid22 = valid22 || _valid9;
if(!valid22){
const err123 = {instancePath:instancePath+"/usageLimit/resetAt",schemaPath:"#/properties/usageLimit/properties/resetAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs121;
if(vErrors !== null){
if(_errs121){
vErrors.length = _errs121;
}
else {
vErrors = null;
}
}
}
}
if(data39.resetText !== undefined){
let data42 = data39.resetText;
const _errs127 = errors;
let valid23 = false;
const _errs128 = errors;
if(typeof data42 !== "string"){
const err124 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid10 = _errs128 === errors;
valid23 = valid23 || _valid10;
const _errs130 = errors;
if(data42 !== null){
const err125 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid10 = _errs130 === errors;
valid23 = valid23 || _valid10;
if(!valid23){
const err126 = {instancePath:instancePath+"/usageLimit/resetText",schemaPath:"#/properties/usageLimit/properties/resetText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
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
if(data39.message !== undefined){
if(typeof data39.message !== "string"){
const err127 = {instancePath:instancePath+"/usageLimit/message",schemaPath:"#/properties/usageLimit/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data39.since !== undefined){
let data44 = data39.since;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err128 = {instancePath:instancePath+"/usageLimit/since",schemaPath:"#/properties/usageLimit/properties/since/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err129 = {instancePath:instancePath+"/usageLimit/since",schemaPath:"#/properties/usageLimit/properties/since/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
if(data39.phase !== undefined){
if(typeof data39.phase !== "string"){
const err130 = {instancePath:instancePath+"/usageLimit/phase",schemaPath:"#/properties/usageLimit/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data39.actionId !== undefined){
if(typeof data39.actionId !== "string"){
const err131 = {instancePath:instancePath+"/usageLimit/actionId",schemaPath:"#/properties/usageLimit/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data39.source !== undefined){
let data47 = data39.source;
if(!((data47 === "sessions_spawn") || (data47 === "result"))){
const err132 = {instancePath:instancePath+"/usageLimit/source",schemaPath:"#/properties/usageLimit/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.usageLimit.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err134 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
