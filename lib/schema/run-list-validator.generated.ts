// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateRunList: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-list.schema.json","title":"run-list","type":"object","required":["schemaVersion","project","runs","warnings"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"project":{"anyOf":[{"type":"string"},{"type":"null"}]},"runs":{"type":"array","items":{"type":"object","required":["runId","cwd","prdPath","createdAt","status","state","here","title"],"properties":{"runId":{"type":"string"},"cwd":{"type":"string"},"prdPath":{"type":"string"},"createdAt":{"type":"string"},"status":{"anyOf":[{"enum":["running","needs-human","completed","cancelled"]},{"type":"null"}]},"state":{"anyOf":[{"enum":["running","waiting-for-sub-agents","waiting-for-user","stalled","looping","budget-limited","rate-limited","needs-human","completed","cancelled"]},{"type":"null"}]},"here":{"type":"boolean"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false}},"warnings":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-list.schema.json" */;
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
if(data.project === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.runs === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runs"},message:"must have required property '"+"runs"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.warnings === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "schemaVersion") || (key0 === "project")) || (key0 === "runs")) || (key0 === "warnings"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(1 !== data0){
const err6 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.project !== undefined){
let data1 = data.project;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/project",schemaPath:"#/properties/project/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/project",schemaPath:"#/properties/project/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err9 = {instancePath:instancePath+"/project",schemaPath:"#/properties/project/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.runs !== undefined){
let data2 = data.runs;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.runId === undefined){
const err10 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "runId"},message:"must have required property '"+"runId"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.cwd === undefined){
const err11 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.prdPath === undefined){
const err12 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "prdPath"},message:"must have required property '"+"prdPath"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.createdAt === undefined){
const err13 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.status === undefined){
const err14 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.state === undefined){
const err15 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.here === undefined){
const err16 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "here"},message:"must have required property '"+"here"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.title === undefined){
const err17 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data3){
if(!((((((((key1 === "runId") || (key1 === "cwd")) || (key1 === "prdPath")) || (key1 === "createdAt")) || (key1 === "status")) || (key1 === "state")) || (key1 === "here")) || (key1 === "title"))){
const err18 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.runId !== undefined){
if(typeof data3.runId !== "string"){
const err19 = {instancePath:instancePath+"/runs/" + i0+"/runId",schemaPath:"#/properties/runs/items/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.cwd !== undefined){
if(typeof data3.cwd !== "string"){
const err20 = {instancePath:instancePath+"/runs/" + i0+"/cwd",schemaPath:"#/properties/runs/items/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.prdPath !== undefined){
if(typeof data3.prdPath !== "string"){
const err21 = {instancePath:instancePath+"/runs/" + i0+"/prdPath",schemaPath:"#/properties/runs/items/properties/prdPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.createdAt !== undefined){
if(typeof data3.createdAt !== "string"){
const err22 = {instancePath:instancePath+"/runs/" + i0+"/createdAt",schemaPath:"#/properties/runs/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.status !== undefined){
let data8 = data3.status;
const _errs24 = errors;
let valid5 = false;
const _errs25 = errors;
if(!((((data8 === "running") || (data8 === "needs-human")) || (data8 === "completed")) || (data8 === "cancelled"))){
const err23 = {instancePath:instancePath+"/runs/" + i0+"/status",schemaPath:"#/properties/runs/items/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.runs.items.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid5 = valid5 || _valid1;
const _errs26 = errors;
if(data8 !== null){
const err24 = {instancePath:instancePath+"/runs/" + i0+"/status",schemaPath:"#/properties/runs/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err25 = {instancePath:instancePath+"/runs/" + i0+"/status",schemaPath:"#/properties/runs/items/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data3.state !== undefined){
let data9 = data3.state;
const _errs29 = errors;
let valid6 = false;
const _errs30 = errors;
if(!((((((((((data9 === "running") || (data9 === "waiting-for-sub-agents")) || (data9 === "waiting-for-user")) || (data9 === "stalled")) || (data9 === "looping")) || (data9 === "budget-limited")) || (data9 === "rate-limited")) || (data9 === "needs-human")) || (data9 === "completed")) || (data9 === "cancelled"))){
const err26 = {instancePath:instancePath+"/runs/" + i0+"/state",schemaPath:"#/properties/runs/items/properties/state/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.runs.items.properties.state.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs30 === errors;
valid6 = valid6 || _valid2;
const _errs31 = errors;
if(data9 !== null){
const err27 = {instancePath:instancePath+"/runs/" + i0+"/state",schemaPath:"#/properties/runs/items/properties/state/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs31 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err28 = {instancePath:instancePath+"/runs/" + i0+"/state",schemaPath:"#/properties/runs/items/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data3.here !== undefined){
if(typeof data3.here !== "boolean"){
const err29 = {instancePath:instancePath+"/runs/" + i0+"/here",schemaPath:"#/properties/runs/items/properties/here/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data3.title !== undefined){
let data11 = data3.title;
const _errs36 = errors;
let valid7 = false;
const _errs37 = errors;
if(typeof data11 !== "string"){
const err30 = {instancePath:instancePath+"/runs/" + i0+"/title",schemaPath:"#/properties/runs/items/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid7 = valid7 || _valid3;
const _errs39 = errors;
if(data11 !== null){
const err31 = {instancePath:instancePath+"/runs/" + i0+"/title",schemaPath:"#/properties/runs/items/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs39 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err32 = {instancePath:instancePath+"/runs/" + i0+"/title",schemaPath:"#/properties/runs/items/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
}
}
else {
const err33 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err34 = {instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.warnings !== undefined){
let data12 = data.warnings;
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
if(typeof data12[i1] !== "string"){
const err35 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err36 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
