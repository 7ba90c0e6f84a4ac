// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateNext: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/next.schema.json","title":"next","type":"object","required":["schemaVersion","runId","status","actions","warnings"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"created":{"type":"boolean"},"runDir":{"type":"string"},"actions":{"type":"array","items":{"anyOf":[{"type":"object","required":["id","kind","phase","role","attempt","spawn","resultFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"spawn"},"phase":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"spawn":{"type":"object","required":["task","label","runTimeoutSeconds"],"properties":{"task":{"type":"string"},"label":{"type":"string"},"model":{"type":"string"},"runTimeoutSeconds":{"type":"integer","minimum":1},"collect":{"type":"boolean","const":true},"groupId":{"type":"string"},"outputSchema":{"type":"object","patternProperties":{"^.*$":{}}}},"additionalProperties":false},"resultFile":{"type":"string"},"note":{"type":"string"},"reoffered":{"type":"boolean","const":true}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","exec","logFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"gate"},"phase":{"type":"string"},"exec":{"type":"object","required":["command","workdir","timeoutSeconds"],"properties":{"command":{"type":"string"},"workdir":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},"logFile":{"type":"string"},"note":{"type":"string"},"reoffered":{"type":"boolean","const":true}},"additionalProperties":false},{"type":"object","required":["id","kind","for","exec","logFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"usage"},"for":{"type":"string"},"exec":{"type":"object","required":["command","workdir","timeoutSeconds","yieldMs"],"properties":{"command":{"type":"string"},"workdir":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"yieldMs":{"type":"integer","minimum":10,"maximum":120000}},"additionalProperties":false},"logFile":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","question","approve","reject","noteFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"ask"},"phase":{"type":"string"},"question":{"type":"string"},"approve":{"type":"string"},"reject":{"type":"string"},"noteFile":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","waitingFor","reason"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"wait"},"waitingFor":{"type":"array","items":{"type":"string"}},"reason":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","waitingFor","wait","reason"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"collect"},"waitingFor":{"type":"array","items":{"type":"string"}},"wait":{"type":"object","required":["ids","timeoutSeconds"],"properties":{"ids":{"type":"array","items":{"type":"string"},"minItems":1},"timeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},"reason":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","reason","message"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"escalate"},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","gate-not-run","final-verification-failed","usage-limit","spawn-failed","gate-log-refused","gate-wrong-dir","run-state-tampered"]},"message":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","message","summaryFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"complete"},"message":{"type":"string"},"summaryFile":{"type":"string"}},"additionalProperties":false}]}},"warnings":{"type":"array","items":{"type":"string"}},"progress":{"type":"string"}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^.*$", "u");

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
if(!(((((((key2 === "task") || (key2 === "label")) || (key2 === "model")) || (key2 === "runTimeoutSeconds")) || (key2 === "collect")) || (key2 === "groupId")) || (key2 === "outputSchema"))){
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
if(data12.collect !== undefined){
let data17 = data12.collect;
if(typeof data17 !== "boolean"){
const err36 = {instancePath:instancePath+"/actions/" + i0+"/spawn/collect",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/collect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(true !== data17){
const err37 = {instancePath:instancePath+"/actions/" + i0+"/spawn/collect",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/collect/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data12.groupId !== undefined){
if(typeof data12.groupId !== "string"){
const err38 = {instancePath:instancePath+"/actions/" + i0+"/spawn/groupId",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/groupId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data12.outputSchema !== undefined){
let data19 = data12.outputSchema;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
var props0 = {};
for(const key3 in data19){
if(pattern4.test(key3)){
props0[key3] = true;
}
}
}
else {
const err39 = {instancePath:instancePath+"/actions/" + i0+"/spawn/outputSchema",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/outputSchema/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err40 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data6.resultFile !== undefined){
if(typeof data6.resultFile !== "string"){
const err41 = {instancePath:instancePath+"/actions/" + i0+"/resultFile",schemaPath:"#/properties/actions/items/anyOf/0/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data6.note !== undefined){
if(typeof data6.note !== "string"){
const err42 = {instancePath:instancePath+"/actions/" + i0+"/note",schemaPath:"#/properties/actions/items/anyOf/0/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data6.reoffered !== undefined){
let data22 = data6.reoffered;
if(typeof data22 !== "boolean"){
const err43 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/0/properties/reoffered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(true !== data22){
const err44 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/0/properties/reoffered/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var props1 = true;
}
const _errs50 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err46 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data6.kind === undefined){
const err47 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data6.phase === undefined){
const err48 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data6.exec === undefined){
const err49 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "exec"},message:"must have required property '"+"exec"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data6.logFile === undefined){
const err50 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "logFile"},message:"must have required property '"+"logFile"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key4 in data6){
if(!(((((((key4 === "id") || (key4 === "kind")) || (key4 === "phase")) || (key4 === "exec")) || (key4 === "logFile")) || (key4 === "note")) || (key4 === "reoffered"))){
const err51 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err52 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data6.kind !== undefined){
let data24 = data6.kind;
if(typeof data24 !== "string"){
const err53 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("gate" !== data24){
const err54 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "gate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err55 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/1/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data6.exec !== undefined){
let data26 = data6.exec;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.command === undefined){
const err56 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data26.workdir === undefined){
const err57 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "workdir"},message:"must have required property '"+"workdir"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data26.timeoutSeconds === undefined){
const err58 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key5 in data26){
if(!(((key5 === "command") || (key5 === "workdir")) || (key5 === "timeoutSeconds"))){
const err59 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data26.command !== undefined){
if(typeof data26.command !== "string"){
const err60 = {instancePath:instancePath+"/actions/" + i0+"/exec/command",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data26.workdir !== undefined){
if(typeof data26.workdir !== "string"){
const err61 = {instancePath:instancePath+"/actions/" + i0+"/exec/workdir",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data26.timeoutSeconds !== undefined){
let data29 = data26.timeoutSeconds;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err62 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
const err63 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
}
else {
const err64 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data6.logFile !== undefined){
if(typeof data6.logFile !== "string"){
const err65 = {instancePath:instancePath+"/actions/" + i0+"/logFile",schemaPath:"#/properties/actions/items/anyOf/1/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data6.note !== undefined){
if(typeof data6.note !== "string"){
const err66 = {instancePath:instancePath+"/actions/" + i0+"/note",schemaPath:"#/properties/actions/items/anyOf/1/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data6.reoffered !== undefined){
let data32 = data6.reoffered;
if(typeof data32 !== "boolean"){
const err67 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/1/properties/reoffered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(true !== data32){
const err68 = {instancePath:instancePath+"/actions/" + i0+"/reoffered",schemaPath:"#/properties/actions/items/anyOf/1/properties/reoffered/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid0 = _errs50 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs74 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err70 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data6.kind === undefined){
const err71 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data6.for === undefined){
const err72 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "for"},message:"must have required property '"+"for"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data6.exec === undefined){
const err73 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "exec"},message:"must have required property '"+"exec"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data6.logFile === undefined){
const err74 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "logFile"},message:"must have required property '"+"logFile"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
for(const key6 in data6){
if(!(((((key6 === "id") || (key6 === "kind")) || (key6 === "for")) || (key6 === "exec")) || (key6 === "logFile"))){
const err75 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err76 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/2/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data6.kind !== undefined){
let data34 = data6.kind;
if(typeof data34 !== "string"){
const err77 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if("usage" !== data34){
const err78 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "usage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data6.for !== undefined){
if(typeof data6.for !== "string"){
const err79 = {instancePath:instancePath+"/actions/" + i0+"/for",schemaPath:"#/properties/actions/items/anyOf/2/properties/for/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data6.exec !== undefined){
let data36 = data6.exec;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.command === undefined){
const err80 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data36.workdir === undefined){
const err81 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "workdir"},message:"must have required property '"+"workdir"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data36.timeoutSeconds === undefined){
const err82 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data36.yieldMs === undefined){
const err83 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/required",keyword:"required",params:{missingProperty: "yieldMs"},message:"must have required property '"+"yieldMs"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
for(const key7 in data36){
if(!((((key7 === "command") || (key7 === "workdir")) || (key7 === "timeoutSeconds")) || (key7 === "yieldMs"))){
const err84 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data36.command !== undefined){
if(typeof data36.command !== "string"){
const err85 = {instancePath:instancePath+"/actions/" + i0+"/exec/command",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data36.workdir !== undefined){
if(typeof data36.workdir !== "string"){
const err86 = {instancePath:instancePath+"/actions/" + i0+"/exec/workdir",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data36.timeoutSeconds !== undefined){
let data39 = data36.timeoutSeconds;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err87 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err88 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
if(data36.yieldMs !== undefined){
let data40 = data36.yieldMs;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err89 = {instancePath:instancePath+"/actions/" + i0+"/exec/yieldMs",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/yieldMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 > 120000 || isNaN(data40)){
const err90 = {instancePath:instancePath+"/actions/" + i0+"/exec/yieldMs",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/yieldMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data40 < 10 || isNaN(data40)){
const err91 = {instancePath:instancePath+"/actions/" + i0+"/exec/yieldMs",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/properties/yieldMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
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
}
else {
const err92 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/2/properties/exec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data6.logFile !== undefined){
if(typeof data6.logFile !== "string"){
const err93 = {instancePath:instancePath+"/actions/" + i0+"/logFile",schemaPath:"#/properties/actions/items/anyOf/2/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err94 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid0 = _errs74 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs96 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err95 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data6.kind === undefined){
const err96 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data6.phase === undefined){
const err97 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data6.question === undefined){
const err98 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data6.approve === undefined){
const err99 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "approve"},message:"must have required property '"+"approve"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data6.reject === undefined){
const err100 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "reject"},message:"must have required property '"+"reject"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data6.noteFile === undefined){
const err101 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "noteFile"},message:"must have required property '"+"noteFile"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
for(const key8 in data6){
if(!(((((((key8 === "id") || (key8 === "kind")) || (key8 === "phase")) || (key8 === "question")) || (key8 === "approve")) || (key8 === "reject")) || (key8 === "noteFile"))){
const err102 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err103 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/3/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data6.kind !== undefined){
let data43 = data6.kind;
if(typeof data43 !== "string"){
const err104 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if("ask" !== data43){
const err105 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "ask"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err106 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/3/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data6.question !== undefined){
if(typeof data6.question !== "string"){
const err107 = {instancePath:instancePath+"/actions/" + i0+"/question",schemaPath:"#/properties/actions/items/anyOf/3/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data6.approve !== undefined){
if(typeof data6.approve !== "string"){
const err108 = {instancePath:instancePath+"/actions/" + i0+"/approve",schemaPath:"#/properties/actions/items/anyOf/3/properties/approve/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data6.reject !== undefined){
if(typeof data6.reject !== "string"){
const err109 = {instancePath:instancePath+"/actions/" + i0+"/reject",schemaPath:"#/properties/actions/items/anyOf/3/properties/reject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data6.noteFile !== undefined){
if(typeof data6.noteFile !== "string"){
const err110 = {instancePath:instancePath+"/actions/" + i0+"/noteFile",schemaPath:"#/properties/actions/items/anyOf/3/properties/noteFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid0 = _errs96 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs113 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err112 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data6.kind === undefined){
const err113 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data6.waitingFor === undefined){
const err114 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "waitingFor"},message:"must have required property '"+"waitingFor"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data6.reason === undefined){
const err115 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
for(const key9 in data6){
if(!((((key9 === "id") || (key9 === "kind")) || (key9 === "waitingFor")) || (key9 === "reason"))){
const err116 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err117 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/4/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data6.kind !== undefined){
let data50 = data6.kind;
if(typeof data50 !== "string"){
const err118 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if("wait" !== data50){
const err119 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "wait"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data6.waitingFor !== undefined){
let data51 = data6.waitingFor;
if(Array.isArray(data51)){
const len1 = data51.length;
for(let i1=0; i1<len1; i1++){
if(typeof data51[i1] !== "string"){
const err120 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor/" + i1,schemaPath:"#/properties/actions/items/anyOf/4/properties/waitingFor/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor",schemaPath:"#/properties/actions/items/anyOf/4/properties/waitingFor/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data6.reason !== undefined){
if(typeof data6.reason !== "string"){
const err122 = {instancePath:instancePath+"/actions/" + i0+"/reason",schemaPath:"#/properties/actions/items/anyOf/4/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid0 = _errs113 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs126 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err124 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data6.kind === undefined){
const err125 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data6.waitingFor === undefined){
const err126 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "waitingFor"},message:"must have required property '"+"waitingFor"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data6.wait === undefined){
const err127 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "wait"},message:"must have required property '"+"wait"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data6.reason === undefined){
const err128 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
for(const key10 in data6){
if(!(((((key10 === "id") || (key10 === "kind")) || (key10 === "waitingFor")) || (key10 === "wait")) || (key10 === "reason"))){
const err129 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err130 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/5/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data6.kind !== undefined){
let data55 = data6.kind;
if(typeof data55 !== "string"){
const err131 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if("collect" !== data55){
const err132 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "collect"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data6.waitingFor !== undefined){
let data56 = data6.waitingFor;
if(Array.isArray(data56)){
const len2 = data56.length;
for(let i2=0; i2<len2; i2++){
if(typeof data56[i2] !== "string"){
const err133 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor/" + i2,schemaPath:"#/properties/actions/items/anyOf/5/properties/waitingFor/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err134 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor",schemaPath:"#/properties/actions/items/anyOf/5/properties/waitingFor/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data6.wait !== undefined){
let data58 = data6.wait;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.ids === undefined){
const err135 = {instancePath:instancePath+"/actions/" + i0+"/wait",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/required",keyword:"required",params:{missingProperty: "ids"},message:"must have required property '"+"ids"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data58.timeoutSeconds === undefined){
const err136 = {instancePath:instancePath+"/actions/" + i0+"/wait",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
for(const key11 in data58){
if(!((key11 === "ids") || (key11 === "timeoutSeconds"))){
const err137 = {instancePath:instancePath+"/actions/" + i0+"/wait",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data58.ids !== undefined){
let data59 = data58.ids;
if(Array.isArray(data59)){
if(data59.length < 1){
const err138 = {instancePath:instancePath+"/actions/" + i0+"/wait/ids",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/properties/ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
const len3 = data59.length;
for(let i3=0; i3<len3; i3++){
if(typeof data59[i3] !== "string"){
const err139 = {instancePath:instancePath+"/actions/" + i0+"/wait/ids/" + i3,schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/properties/ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
else {
const err140 = {instancePath:instancePath+"/actions/" + i0+"/wait/ids",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/properties/ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data58.timeoutSeconds !== undefined){
let data61 = data58.timeoutSeconds;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err141 = {instancePath:instancePath+"/actions/" + i0+"/wait/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 < 1 || isNaN(data61)){
const err142 = {instancePath:instancePath+"/actions/" + i0+"/wait/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err143 = {instancePath:instancePath+"/actions/" + i0+"/wait",schemaPath:"#/properties/actions/items/anyOf/5/properties/wait/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data6.reason !== undefined){
if(typeof data6.reason !== "string"){
const err144 = {instancePath:instancePath+"/actions/" + i0+"/reason",schemaPath:"#/properties/actions/items/anyOf/5/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err145 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid0 = _errs126 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs148 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err146 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(data6.kind === undefined){
const err147 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(data6.phase === undefined){
const err148 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(data6.reason === undefined){
const err149 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data6.message === undefined){
const err150 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
for(const key12 in data6){
if(!(((((key12 === "id") || (key12 === "kind")) || (key12 === "phase")) || (key12 === "reason")) || (key12 === "message"))){
const err151 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err152 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/6/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data6.kind !== undefined){
let data64 = data6.kind;
if(typeof data64 !== "string"){
const err153 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/6/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if("escalate" !== data64){
const err154 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/6/properties/kind/const",keyword:"const",params:{allowedValue: "escalate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err155 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/6/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data6.reason !== undefined){
let data66 = data6.reason;
if(!(((((((((((((((data66 === "gate-retries-exhausted") || (data66 === "review-cycles-exhausted")) || (data66 === "no-progress")) || (data66 === "sub-agent-blocked")) || (data66 === "sub-agent-error")) || (data66 === "escalate-flag")) || (data66 === "budget-exhausted")) || (data66 === "checkpoint-failed")) || (data66 === "gate-not-run")) || (data66 === "final-verification-failed")) || (data66 === "usage-limit")) || (data66 === "spawn-failed")) || (data66 === "gate-log-refused")) || (data66 === "gate-wrong-dir")) || (data66 === "run-state-tampered"))){
const err156 = {instancePath:instancePath+"/actions/" + i0+"/reason",schemaPath:"#/properties/actions/items/anyOf/6/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.properties.actions.items.anyOf[6].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err157 = {instancePath:instancePath+"/actions/" + i0+"/message",schemaPath:"#/properties/actions/items/anyOf/6/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err158 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var _valid0 = _errs148 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs160 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err159 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/7/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(data6.kind === undefined){
const err160 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/7/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(data6.message === undefined){
const err161 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/7/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(data6.summaryFile === undefined){
const err162 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/7/required",keyword:"required",params:{missingProperty: "summaryFile"},message:"must have required property '"+"summaryFile"+"'"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
for(const key13 in data6){
if(!((((key13 === "id") || (key13 === "kind")) || (key13 === "message")) || (key13 === "summaryFile"))){
const err163 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err164 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/7/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data6.kind !== undefined){
let data69 = data6.kind;
if(typeof data69 !== "string"){
const err165 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/7/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if("complete" !== data69){
const err166 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/7/properties/kind/const",keyword:"const",params:{allowedValue: "complete"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err167 = {instancePath:instancePath+"/actions/" + i0+"/message",schemaPath:"#/properties/actions/items/anyOf/7/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data6.summaryFile !== undefined){
if(typeof data6.summaryFile !== "string"){
const err168 = {instancePath:instancePath+"/actions/" + i0+"/summaryFile",schemaPath:"#/properties/actions/items/anyOf/7/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err169 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/7/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid0 = _errs160 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
if(!valid3){
const err170 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
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
const err171 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data.warnings !== undefined){
let data72 = data.warnings;
if(Array.isArray(data72)){
const len4 = data72.length;
for(let i4=0; i4<len4; i4++){
if(typeof data72[i4] !== "string"){
const err172 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err173 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data.progress !== undefined){
if(typeof data.progress !== "string"){
const err174 = {instancePath:instancePath+"/progress",schemaPath:"#/properties/progress/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err175 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
