// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateRunList: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-list.schema.json","title":"run-list","type":"object","required":["schemaVersion","runs","warnings"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runs":{"type":"array","items":{"type":"object","required":["runId","cwd","prdPath","createdAt","status","title"],"properties":{"runId":{"type":"string"},"cwd":{"type":"string"},"prdPath":{"type":"string"},"createdAt":{"type":"string"},"status":{"anyOf":[{"enum":["running","needs-human","completed","cancelled"]},{"type":"null"}]},"title":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false}},"warnings":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

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
if(data.runs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runs"},message:"must have required property '"+"runs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.warnings === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "schemaVersion") || (key0 === "runs")) || (key0 === "warnings"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(1 !== data0){
const err5 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.runs !== undefined){
let data1 = data.runs;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.runId === undefined){
const err6 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "runId"},message:"must have required property '"+"runId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.cwd === undefined){
const err7 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.prdPath === undefined){
const err8 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "prdPath"},message:"must have required property '"+"prdPath"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.createdAt === undefined){
const err9 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.status === undefined){
const err10 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.title === undefined){
const err11 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "runId") || (key1 === "cwd")) || (key1 === "prdPath")) || (key1 === "createdAt")) || (key1 === "status")) || (key1 === "title"))){
const err12 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.runId !== undefined){
if(typeof data2.runId !== "string"){
const err13 = {instancePath:instancePath+"/runs/" + i0+"/runId",schemaPath:"#/properties/runs/items/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.cwd !== undefined){
if(typeof data2.cwd !== "string"){
const err14 = {instancePath:instancePath+"/runs/" + i0+"/cwd",schemaPath:"#/properties/runs/items/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.prdPath !== undefined){
if(typeof data2.prdPath !== "string"){
const err15 = {instancePath:instancePath+"/runs/" + i0+"/prdPath",schemaPath:"#/properties/runs/items/properties/prdPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.createdAt !== undefined){
if(typeof data2.createdAt !== "string"){
const err16 = {instancePath:instancePath+"/runs/" + i0+"/createdAt",schemaPath:"#/properties/runs/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.status !== undefined){
let data7 = data2.status;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(!((((data7 === "running") || (data7 === "needs-human")) || (data7 === "completed")) || (data7 === "cancelled"))){
const err17 = {instancePath:instancePath+"/runs/" + i0+"/status",schemaPath:"#/properties/runs/items/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.runs.items.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid4 = valid4 || _valid0;
const _errs20 = errors;
if(data7 !== null){
const err18 = {instancePath:instancePath+"/runs/" + i0+"/status",schemaPath:"#/properties/runs/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err19 = {instancePath:instancePath+"/runs/" + i0+"/status",schemaPath:"#/properties/runs/items/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data2.title !== undefined){
let data8 = data2.title;
const _errs23 = errors;
let valid5 = false;
const _errs24 = errors;
if(typeof data8 !== "string"){
const err20 = {instancePath:instancePath+"/runs/" + i0+"/title",schemaPath:"#/properties/runs/items/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid5 = valid5 || _valid1;
const _errs26 = errors;
if(data8 !== null){
const err21 = {instancePath:instancePath+"/runs/" + i0+"/title",schemaPath:"#/properties/runs/items/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err22 = {instancePath:instancePath+"/runs/" + i0+"/title",schemaPath:"#/properties/runs/items/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.warnings !== undefined){
let data9 = data.warnings;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
if(typeof data9[i1] !== "string"){
const err25 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
