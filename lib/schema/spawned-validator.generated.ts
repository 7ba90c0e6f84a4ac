// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateSpawned: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/spawned.schema.json","title":"spawned","type":"object","required":["schemaVersion","runId","actionId","sessionKey","applied"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"actionId":{"type":"string"},"sessionKey":{"anyOf":[{"type":"string"},{"type":"null"}]},"applied":{"type":"boolean"},"spawnError":{"type":"object","required":["limit","then"],"properties":{"limit":{"anyOf":[{"type":"object","required":["kind","resetAt","resetText","message"],"properties":{"kind":{"enum":["rate-limit","quota","usage-limit","overloaded"]},"resetAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"resetText":{"anyOf":[{"type":"string"},{"type":"null"}]},"message":{"type":"string"}},"additionalProperties":false},{"type":"null"}]},"then":{"enum":["limit-holds","offered-again","halted"]},"refusedModel":{"type":"string"}},"additionalProperties":false},"model":{"type":"object","required":["requested","reported","verdict"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"reported":{"anyOf":[{"type":"string"},{"type":"null"}]},"verdict":{"enum":["same","differs","unknown"]}},"additionalProperties":false},"warnings":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/spawned.schema.json" */;
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
if(data.actionId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sessionKey === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sessionKey"},message:"must have required property '"+"sessionKey"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.applied === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applied"},message:"must have required property '"+"applied"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "schemaVersion") || (key0 === "runId")) || (key0 === "actionId")) || (key0 === "sessionKey")) || (key0 === "applied")) || (key0 === "spawnError")) || (key0 === "model")) || (key0 === "warnings"))){
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
if(data.actionId !== undefined){
if(typeof data.actionId !== "string"){
const err9 = {instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sessionKey !== undefined){
let data3 = data.sessionKey;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err11 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.applied !== undefined){
if(typeof data.applied !== "boolean"){
const err13 = {instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.spawnError !== undefined){
let data5 = data.spawnError;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.limit === undefined){
const err14 = {instancePath:instancePath+"/spawnError",schemaPath:"#/properties/spawnError/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.then === undefined){
const err15 = {instancePath:instancePath+"/spawnError",schemaPath:"#/properties/spawnError/required",keyword:"required",params:{missingProperty: "then"},message:"must have required property '"+"then"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "limit") || (key1 === "then")) || (key1 === "refusedModel"))){
const err16 = {instancePath:instancePath+"/spawnError",schemaPath:"#/properties/spawnError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.limit !== undefined){
let data6 = data5.limit;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.kind === undefined){
const err17 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.resetAt === undefined){
const err18 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/required",keyword:"required",params:{missingProperty: "resetAt"},message:"must have required property '"+"resetAt"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.resetText === undefined){
const err19 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/required",keyword:"required",params:{missingProperty: "resetText"},message:"must have required property '"+"resetText"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.message === undefined){
const err20 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "kind") || (key2 === "resetAt")) || (key2 === "resetText")) || (key2 === "message"))){
const err21 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.kind !== undefined){
let data7 = data6.kind;
if(!((((data7 === "rate-limit") || (data7 === "quota")) || (data7 === "usage-limit")) || (data7 === "overloaded"))){
const err22 = {instancePath:instancePath+"/spawnError/limit/kind",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.spawnError.properties.limit.anyOf[0].properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.resetAt !== undefined){
let data8 = data6.resetAt;
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/spawnError/limit/resetAt",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/resetAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/spawnError/limit/resetAt",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/resetAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid2 = _errs27 === errors;
valid5 = valid5 || _valid2;
const _errs29 = errors;
if(data8 !== null){
const err25 = {instancePath:instancePath+"/spawnError/limit/resetAt",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/resetAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err26 = {instancePath:instancePath+"/spawnError/limit/resetAt",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/resetAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
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
}
if(data6.resetText !== undefined){
let data9 = data6.resetText;
const _errs32 = errors;
let valid6 = false;
const _errs33 = errors;
if(typeof data9 !== "string"){
const err27 = {instancePath:instancePath+"/spawnError/limit/resetText",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/resetText/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid6 = valid6 || _valid3;
const _errs35 = errors;
if(data9 !== null){
const err28 = {instancePath:instancePath+"/spawnError/limit/resetText",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/resetText/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs35 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err29 = {instancePath:instancePath+"/spawnError/limit/resetText",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/resetText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err30 = {instancePath:instancePath+"/spawnError/limit/message",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs39 = errors;
if(data6 !== null){
const err32 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs39 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err33 = {instancePath:instancePath+"/spawnError/limit",schemaPath:"#/properties/spawnError/properties/limit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
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
}
if(data5.then !== undefined){
let data11 = data5.then;
if(!(((data11 === "limit-holds") || (data11 === "offered-again")) || (data11 === "halted"))){
const err34 = {instancePath:instancePath+"/spawnError/then",schemaPath:"#/properties/spawnError/properties/then/enum",keyword:"enum",params:{allowedValues: schema31.properties.spawnError.properties.then.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data5.refusedModel !== undefined){
if(typeof data5.refusedModel !== "string"){
const err35 = {instancePath:instancePath+"/spawnError/refusedModel",schemaPath:"#/properties/spawnError/properties/refusedModel/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/spawnError",schemaPath:"#/properties/spawnError/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.model !== undefined){
let data13 = data.model;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.requested === undefined){
const err37 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/required",keyword:"required",params:{missingProperty: "requested"},message:"must have required property '"+"requested"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13.reported === undefined){
const err38 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/required",keyword:"required",params:{missingProperty: "reported"},message:"must have required property '"+"reported"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13.verdict === undefined){
const err39 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data13){
if(!(((key3 === "requested") || (key3 === "reported")) || (key3 === "verdict"))){
const err40 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data13.requested !== undefined){
let data14 = data13.requested;
const _errs48 = errors;
let valid8 = false;
const _errs49 = errors;
if(typeof data14 !== "string"){
const err41 = {instancePath:instancePath+"/model/requested",schemaPath:"#/properties/model/properties/requested/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid4 = _errs49 === errors;
valid8 = valid8 || _valid4;
const _errs51 = errors;
if(data14 !== null){
const err42 = {instancePath:instancePath+"/model/requested",schemaPath:"#/properties/model/properties/requested/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid4 = _errs51 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err43 = {instancePath:instancePath+"/model/requested",schemaPath:"#/properties/model/properties/requested/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
if(data13.reported !== undefined){
let data15 = data13.reported;
const _errs54 = errors;
let valid9 = false;
const _errs55 = errors;
if(typeof data15 !== "string"){
const err44 = {instancePath:instancePath+"/model/reported",schemaPath:"#/properties/model/properties/reported/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid5 = _errs55 === errors;
valid9 = valid9 || _valid5;
const _errs57 = errors;
if(data15 !== null){
const err45 = {instancePath:instancePath+"/model/reported",schemaPath:"#/properties/model/properties/reported/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid5 = _errs57 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err46 = {instancePath:instancePath+"/model/reported",schemaPath:"#/properties/model/properties/reported/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
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
if(data13.verdict !== undefined){
let data16 = data13.verdict;
if(!(((data16 === "same") || (data16 === "differs")) || (data16 === "unknown"))){
const err47 = {instancePath:instancePath+"/model/verdict",schemaPath:"#/properties/model/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.model.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.warnings !== undefined){
let data17 = data.warnings;
if(Array.isArray(data17)){
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
if(typeof data17[i0] !== "string"){
const err49 = {instancePath:instancePath+"/warnings/" + i0,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
