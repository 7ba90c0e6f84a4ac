// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateNext: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/next.schema.json","title":"next","type":"object","required":["schemaVersion","runId","status","actions","warnings"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"created":{"type":"boolean"},"runDir":{"type":"string"},"actions":{"type":"array","items":{"anyOf":[{"type":"object","required":["id","kind","phase","role","attempt","spawn","resultFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"spawn"},"phase":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"spawn":{"type":"object","required":["task","label","runTimeoutSeconds"],"properties":{"task":{"type":"string"},"label":{"type":"string"},"model":{"type":"string"},"runTimeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},"resultFile":{"type":"string"},"note":{"type":"string"},"reoffered":{"type":"boolean","const":true}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","exec","logFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"gate"},"phase":{"type":"string"},"exec":{"type":"object","required":["command","workdir","timeoutSeconds"],"properties":{"command":{"type":"string"},"workdir":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},"logFile":{"type":"string"},"note":{"type":"string"},"reoffered":{"type":"boolean","const":true}},"additionalProperties":false},{"type":"object","required":["id","kind","for","exec","logFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"usage"},"for":{"type":"string"},"exec":{"type":"object","required":["command","workdir","timeoutSeconds","yieldMs"],"properties":{"command":{"type":"string"},"workdir":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"yieldMs":{"type":"integer","minimum":10,"maximum":120000}},"additionalProperties":false},"logFile":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","question","approve","reject","noteFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"ask"},"phase":{"type":"string"},"question":{"type":"string"},"approve":{"type":"string"},"reject":{"type":"string"},"noteFile":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","waitingFor","reason"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"wait"},"waitingFor":{"type":"array","items":{"type":"string"}},"reason":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","reason","message"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"escalate"},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","gate-not-run","final-verification-failed","usage-limit","spawn-failed","gate-log-refused","gate-wrong-dir","run-state-tampered"]},"message":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","message","summaryFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"complete"},"message":{"type":"string"},"summaryFile":{"type":"string"}},"additionalProperties":false}]}},"warnings":{"type":"array","items":{"type":"string"}},"progress":{"type":"string"}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/next.schema.json" */;
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
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.actions === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.warnings === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "schemaVersion") || (key0 === "runId")) || (key0 === "status")) || (key0 === "created")) || (key0 === "runDir")) || (key0 === "actions")) || (key0 === "warnings")) || (key0 === "progress"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(1 !== data0){
const err7 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err8 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!((((data2 === "running") || (data2 === "needs-human")) || (data2 === "completed")) || (data2 === "cancelled"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.created !== undefined){
if(typeof data.created !== "boolean"){
const err10 = {instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.runDir !== undefined){
if(typeof data.runDir !== "string"){
const err11 = {instancePath:instancePath+"/runDir",schemaPath:"#/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.actions !== undefined){
let data5 = data.actions;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err12 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.kind === undefined){
const err13 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.phase === undefined){
const err14 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.role === undefined){
const err15 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.attempt === undefined){
const err16 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.spawn === undefined){
const err17 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "spawn"},message:"must have required property '"+"spawn"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.resultFile === undefined){
const err18 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "resultFile"},message:"must have required property '"+"resultFile"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data6){
if(!(func1.call(schema31.properties.actions.items.anyOf[0].properties, key1))){
const err19 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err20 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.kind !== undefined){
let data8 = data6.kind;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("spawn" !== data8){
const err22 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "spawn"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err23 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.role !== undefined){
let data10 = data6.role;
if(!((((data10 === "work") || (data10 === "review")) || (data10 === "fix")) || (data10 === "refactor"))){
const err24 = {instancePath:instancePath+"/actions/" + i0+"/role",schemaPath:"#/properties/actions/items/anyOf/0/properties/role/enum",keyword:"enum",params:{allowedValues: schema31.properties.actions.items.anyOf[0].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.attempt !== undefined){
let data11 = data6.attempt;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/actions/" + i0+"/attempt",schemaPath:"#/properties/actions/items/anyOf/0/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/actions/" + i0+"/attempt",schemaPath:"#/properties/actions/items/anyOf/0/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data6.spawn !== undefined){
let data12 = data6.spawn;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.task === undefined){
const err27 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data12.label === undefined){
const err28 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data12.runTimeoutSeconds === undefined){
const err29 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/required",keyword:"required",params:{missingProperty: "runTimeoutSeconds"},message:"must have required property '"+"runTimeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 in data12){
if(!((((key2 === "task") || (key2 === "label")) || (key2 === "model")) || (key2 === "runTimeoutSeconds"))){
const err30 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data12.task !== undefined){
if(typeof data12.task !== "string"){
const err31 = {instancePath:instancePath+"/actions/" + i0+"/spawn/task",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data12.label !== undefined){
if(typeof data12.label !== "string"){
const err32 = {instancePath:instancePath+"/actions/" + i0+"/spawn/label",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data12.model !== undefined){
if(typeof data12.model !== "string"){
const err33 = {instancePath:instancePath+"/actions/" + i0+"/spawn/model",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.runTimeoutSeconds !== undefined){
let data16 = data12.runTimeoutSeconds;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err34 = {instancePath:instancePath+"/actions/" + i0+"/spawn/runTimeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/runTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err35 = {instancePath:instancePath+"/actions/" + i0+"/spawn/runTimeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/runTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err36 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data6.resultFile !== undefined){
if(typeof data6.resultFile !== "string"){
const err37 = {instancePath:instancePath+"/actions/" + i0+"/resultFile",schemaPath:"#/properties/actions/items/anyOf/0/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data6.note !== undefined){
if(typeof data6.note !== "string"){
const err38 = {instancePath:instancePath+"/actions/" + i0+"/note",schemaPath:"#/properties/actions/items/anyOf/0/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data6.reoffered !== undefined){
let data19 = data6.reoffered;
if(typeof data19 !== "boolean"){
const err39 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/0/properties/reoffered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(true !== data19){
const err40 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/0/properties/reoffered/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
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
else {
const err41 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs44 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err42 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data6.kind === undefined){
const err43 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data6.phase === undefined){
const err44 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data6.exec === undefined){
const err45 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "exec"},message:"must have required property '"+"exec"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data6.logFile === undefined){
const err46 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "logFile"},message:"must have required property '"+"logFile"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key3 in data6){
if(!(((((((key3 === "id") || (key3 === "kind")) || (key3 === "phase")) || (key3 === "exec")) || (key3 === "logFile")) || (key3 === "note")) || (key3 === "reoffered"))){
const err47 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err48 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data6.kind !== undefined){
let data21 = data6.kind;
if(typeof data21 !== "string"){
const err49 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if("gate" !== data21){
const err50 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "gate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err51 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/1/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data6.exec !== undefined){
let data23 = data6.exec;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.command === undefined){
const err52 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data23.workdir === undefined){
const err53 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "workdir"},message:"must have required property '"+"workdir"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data23.timeoutSeconds === undefined){
const err54 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key4 in data23){
if(!(((key4 === "command") || (key4 === "workdir")) || (key4 === "timeoutSeconds"))){
const err55 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data23.command !== undefined){
if(typeof data23.command !== "string"){
const err56 = {instancePath:instancePath+"/actions/" + i0+"/exec/command",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data23.workdir !== undefined){
if(typeof data23.workdir !== "string"){
const err57 = {instancePath:instancePath+"/actions/" + i0+"/exec/workdir",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data23.timeoutSeconds !== undefined){
let data26 = data23.timeoutSeconds;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err58 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
const err59 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err60 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data6.logFile !== undefined){
if(typeof data6.logFile !== "string"){
const err61 = {instancePath:instancePath+"/actions/" + i0+"/logFile",schemaPath:"#/properties/actions/items/anyOf/1/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data6.note !== undefined){
if(typeof data6.note !== "string"){
const err62 = {instancePath:instancePath+"/actions/" + i0+"/note",schemaPath:"#/properties/actions/items/anyOf/1/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data6.reoffered !== undefined){
let data29 = data6.reoffered;
if(typeof data29 !== "boolean"){
const err63 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/1/properties/reoffered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(true !== data29){
const err64 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/1/properties/reoffered/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid0 = _errs44 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs68 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err66 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data6.kind === undefined){
const err67 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data6.for === undefined){
const err68 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "for"},message:"must have required property '"+"for"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data6.exec === undefined){
const err69 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "exec"},message:"must have required property '"+"exec"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data6.logFile === undefined){
const err70 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "logFile"},message:"must have required property '"+"logFile"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key5 in data6){
if(!(((((key5 === "id") || (key5 === "kind")) || (key5 === "for")) || (key5 === "exec")) || (key5 === "logFile"))){
const err71 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err72 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/2/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data6.kind !== undefined){
let data31 = data6.kind;
if(typeof data31 !== "string"){
const err73 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if("usage" !== data31){
const err74 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "usage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data6.for !== undefined){
if(typeof data6.for !== "string"){
const err75 = {instancePath:instancePath+"/actions/" + i0+"/for",schemaPath:"#/properties/actions/items/anyOf/2/properties/for/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data6.exec !== undefined){
let data33 = data6.exec;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.command === undefined){
const err76 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data33.workdir === undefined){
const err77 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "workdir"},message:"must have required property '"+"workdir"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data33.timeoutSeconds === undefined){
const err78 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data33.yieldMs === undefined){
const err79 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "yieldMs"},message:"must have required property '"+"yieldMs"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key6 in data33){
if(!((((key6 === "command") || (key6 === "workdir")) || (key6 === "timeoutSeconds")) || (key6 === "yieldMs"))){
const err80 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data33.command !== undefined){
if(typeof data33.command !== "string"){
const err81 = {instancePath:instancePath+"/actions/" + i0+"/exec/command",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data33.workdir !== undefined){
if(typeof data33.workdir !== "string"){
const err82 = {instancePath:instancePath+"/actions/" + i0+"/exec/workdir",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data33.timeoutSeconds !== undefined){
let data36 = data33.timeoutSeconds;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err83 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 1 || isNaN(data36)){
const err84 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data33.yieldMs !== undefined){
let data37 = data33.yieldMs;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err85 = {instancePath:instancePath+"/actions/" + i0+"/exec/yieldMs",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/yieldMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 120000 || isNaN(data37)){
const err86 = {instancePath:instancePath+"/actions/" + i0+"/exec/yieldMs",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/yieldMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data37 < 10 || isNaN(data37)){
const err87 = {instancePath:instancePath+"/actions/" + i0+"/exec/yieldMs",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/yieldMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
}
else {
const err88 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data6.logFile !== undefined){
if(typeof data6.logFile !== "string"){
const err89 = {instancePath:instancePath+"/actions/" + i0+"/logFile",schemaPath:"#/properties/actions/items/anyOf/2/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid0 = _errs68 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs90 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err91 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data6.kind === undefined){
const err92 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data6.phase === undefined){
const err93 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data6.question === undefined){
const err94 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data6.approve === undefined){
const err95 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "approve"},message:"must have required property '"+"approve"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data6.reject === undefined){
const err96 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "reject"},message:"must have required property '"+"reject"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data6.noteFile === undefined){
const err97 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "noteFile"},message:"must have required property '"+"noteFile"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
for(const key7 in data6){
if(!(((((((key7 === "id") || (key7 === "kind")) || (key7 === "phase")) || (key7 === "question")) || (key7 === "approve")) || (key7 === "reject")) || (key7 === "noteFile"))){
const err98 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err99 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/3/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data6.kind !== undefined){
let data40 = data6.kind;
if(typeof data40 !== "string"){
const err100 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if("ask" !== data40){
const err101 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "ask"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err102 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/3/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data6.question !== undefined){
if(typeof data6.question !== "string"){
const err103 = {instancePath:instancePath+"/actions/" + i0+"/question",schemaPath:"#/properties/actions/items/anyOf/3/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data6.approve !== undefined){
if(typeof data6.approve !== "string"){
const err104 = {instancePath:instancePath+"/actions/" + i0+"/approve",schemaPath:"#/properties/actions/items/anyOf/3/properties/approve/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data6.reject !== undefined){
if(typeof data6.reject !== "string"){
const err105 = {instancePath:instancePath+"/actions/" + i0+"/reject",schemaPath:"#/properties/actions/items/anyOf/3/properties/reject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data6.noteFile !== undefined){
if(typeof data6.noteFile !== "string"){
const err106 = {instancePath:instancePath+"/actions/" + i0+"/noteFile",schemaPath:"#/properties/actions/items/anyOf/3/properties/noteFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err107 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid0 = _errs90 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs107 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err108 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data6.kind === undefined){
const err109 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data6.waitingFor === undefined){
const err110 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "waitingFor"},message:"must have required property '"+"waitingFor"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data6.reason === undefined){
const err111 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
for(const key8 in data6){
if(!((((key8 === "id") || (key8 === "kind")) || (key8 === "waitingFor")) || (key8 === "reason"))){
const err112 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err113 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/4/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data6.kind !== undefined){
let data47 = data6.kind;
if(typeof data47 !== "string"){
const err114 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if("wait" !== data47){
const err115 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "wait"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data6.waitingFor !== undefined){
let data48 = data6.waitingFor;
if(Array.isArray(data48)){
const len1 = data48.length;
for(let i1=0; i1<len1; i1++){
if(typeof data48[i1] !== "string"){
const err116 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor/" + i1,schemaPath:"#/properties/actions/items/anyOf/4/properties/waitingFor/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err117 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor",schemaPath:"#/properties/actions/items/anyOf/4/properties/waitingFor/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data6.reason !== undefined){
if(typeof data6.reason !== "string"){
const err118 = {instancePath:instancePath+"/actions/" + i0+"/reason",schemaPath:"#/properties/actions/items/anyOf/4/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err119 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid0 = _errs107 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs120 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err120 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data6.kind === undefined){
const err121 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data6.phase === undefined){
const err122 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data6.reason === undefined){
const err123 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data6.message === undefined){
const err124 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
for(const key9 in data6){
if(!(((((key9 === "id") || (key9 === "kind")) || (key9 === "phase")) || (key9 === "reason")) || (key9 === "message"))){
const err125 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err126 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/5/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data6.kind !== undefined){
let data52 = data6.kind;
if(typeof data52 !== "string"){
const err127 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if("escalate" !== data52){
const err128 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "escalate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err129 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/5/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data6.reason !== undefined){
let data54 = data6.reason;
if(!(((((((((((((((data54 === "gate-retries-exhausted") || (data54 === "review-cycles-exhausted")) || (data54 === "no-progress")) || (data54 === "sub-agent-blocked")) || (data54 === "sub-agent-error")) || (data54 === "escalate-flag")) || (data54 === "budget-exhausted")) || (data54 === "checkpoint-failed")) || (data54 === "gate-not-run")) || (data54 === "final-verification-failed")) || (data54 === "usage-limit")) || (data54 === "spawn-failed")) || (data54 === "gate-log-refused")) || (data54 === "gate-wrong-dir")) || (data54 === "run-state-tampered"))){
const err130 = {instancePath:instancePath+"/actions/" + i0+"/reason",schemaPath:"#/properties/actions/items/anyOf/5/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.properties.actions.items.anyOf[5].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err131 = {instancePath:instancePath+"/actions/" + i0+"/message",schemaPath:"#/properties/actions/items/anyOf/5/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err132 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid0 = _errs120 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs132 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err133 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data6.kind === undefined){
const err134 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data6.message === undefined){
const err135 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data6.summaryFile === undefined){
const err136 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "summaryFile"},message:"must have required property '"+"summaryFile"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
for(const key10 in data6){
if(!((((key10 === "id") || (key10 === "kind")) || (key10 === "message")) || (key10 === "summaryFile"))){
const err137 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err138 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/6/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data6.kind !== undefined){
let data57 = data6.kind;
if(typeof data57 !== "string"){
const err139 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/6/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if("complete" !== data57){
const err140 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/6/properties/kind/const",keyword:"const",params:{allowedValue: "complete"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err141 = {instancePath:instancePath+"/actions/" + i0+"/message",schemaPath:"#/properties/actions/items/anyOf/6/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data6.summaryFile !== undefined){
if(typeof data6.summaryFile !== "string"){
const err142 = {instancePath:instancePath+"/actions/" + i0+"/summaryFile",schemaPath:"#/properties/actions/items/anyOf/6/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err143 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
var _valid0 = _errs132 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid3){
const err144 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err145 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data.warnings !== undefined){
let data60 = data.warnings;
if(Array.isArray(data60)){
const len2 = data60.length;
for(let i2=0; i2<len2; i2++){
if(typeof data60[i2] !== "string"){
const err146 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data.progress !== undefined){
if(typeof data.progress !== "string"){
const err148 = {instancePath:instancePath+"/progress",schemaPath:"#/properties/progress/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err149 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
