// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateResultEnvelope: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/result-envelope.schema.json","title":"result-envelope","type":"object","required":["status","summary","findings","evidence","filesModified","recommendation","acceptance"],"properties":{"status":{"enum":["DONE","BLOCKED","ERROR"]},"summary":{"type":"string"},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"evidence":{"type":"array","items":{"type":"string"}},"filesModified":{"type":"array","items":{"type":"string"}},"recommendation":{"type":"string"},"acceptance":{"type":"array","items":{"type":"object","required":["criterion","met"],"properties":{"criterion":{"type":"string"},"met":{"type":"boolean"},"note":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/result-envelope.schema.json" */;
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
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.summary === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.findings === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.evidence === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "evidence"},message:"must have required property '"+"evidence"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.filesModified === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "filesModified"},message:"must have required property '"+"filesModified"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.recommendation === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.acceptance === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "acceptance"},message:"must have required property '"+"acceptance"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "status") || (key0 === "summary")) || (key0 === "findings")) || (key0 === "evidence")) || (key0 === "filesModified")) || (key0 === "recommendation")) || (key0 === "acceptance"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(!(((data0 === "DONE") || (data0 === "BLOCKED")) || (data0 === "ERROR"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.summary !== undefined){
if(typeof data.summary !== "string"){
const err9 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.findings !== undefined){
let data2 = data.findings;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.severity === undefined){
const err10 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.description === undefined){
const err11 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "severity") || (key1 === "description")) || (key1 === "file")) || (key1 === "line"))){
const err12 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.severity !== undefined){
let data4 = data3.severity;
if(!(((data4 === "blocking") || (data4 === "required")) || (data4 === "suggestion"))){
const err13 = {instancePath:instancePath+"/findings/" + i0+"/severity",schemaPath:"#/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.description !== undefined){
if(typeof data3.description !== "string"){
const err14 = {instancePath:instancePath+"/findings/" + i0+"/description",schemaPath:"#/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.file !== undefined){
if(typeof data3.file !== "string"){
const err15 = {instancePath:instancePath+"/findings/" + i0+"/file",schemaPath:"#/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.line !== undefined){
let data7 = data3.line;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err16 = {instancePath:instancePath+"/findings/" + i0+"/line",schemaPath:"#/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/findings/" + i0+"/line",schemaPath:"#/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.evidence !== undefined){
let data8 = data.evidence;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err20 = {instancePath:instancePath+"/evidence/" + i1,schemaPath:"#/properties/evidence/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.filesModified !== undefined){
let data10 = data.filesModified;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
if(typeof data10[i2] !== "string"){
const err22 = {instancePath:instancePath+"/filesModified/" + i2,schemaPath:"#/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/filesModified",schemaPath:"#/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.recommendation !== undefined){
if(typeof data.recommendation !== "string"){
const err24 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.acceptance !== undefined){
let data13 = data.acceptance;
if(Array.isArray(data13)){
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.criterion === undefined){
const err25 = {instancePath:instancePath+"/acceptance/" + i3,schemaPath:"#/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "criterion"},message:"must have required property '"+"criterion"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data14.met === undefined){
const err26 = {instancePath:instancePath+"/acceptance/" + i3,schemaPath:"#/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "met"},message:"must have required property '"+"met"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data14){
if(!(((key2 === "criterion") || (key2 === "met")) || (key2 === "note"))){
const err27 = {instancePath:instancePath+"/acceptance/" + i3,schemaPath:"#/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data14.criterion !== undefined){
if(typeof data14.criterion !== "string"){
const err28 = {instancePath:instancePath+"/acceptance/" + i3+"/criterion",schemaPath:"#/properties/acceptance/items/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data14.met !== undefined){
if(typeof data14.met !== "boolean"){
const err29 = {instancePath:instancePath+"/acceptance/" + i3+"/met",schemaPath:"#/properties/acceptance/items/properties/met/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data14.note !== undefined){
if(typeof data14.note !== "string"){
const err30 = {instancePath:instancePath+"/acceptance/" + i3+"/note",schemaPath:"#/properties/acceptance/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err31 = {instancePath:instancePath+"/acceptance/" + i3,schemaPath:"#/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/acceptance",schemaPath:"#/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
