// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateComplexityBaseline: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/complexity-baseline.schema.json","title":"complexity-baseline","type":"object","required":["schemaVersion","threshold","files"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"threshold":{"type":"integer","minimum":1},"files":{"type":"object","patternProperties":{"^.*$":{"anyOf":[{"type":"object","required":["hash","language","highMass","functions"],"properties":{"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"language":{"enum":["javascript","typescript","python","go","rust","java"]},"highMass":{"type":"integer","minimum":0},"functions":{"type":"array","items":{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"integer","minimum":1}]},"minItems":4,"maxItems":4,"description":"[name, line, column, complexity]"}}},"additionalProperties":false},{"type":"object","required":["hash","skipped","detail"],"properties":{"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"skipped":{"enum":["unknown-language","binary","too-large","not-utf8","syntax-error","unreadable"]},"detail":{"type":"string"}},"additionalProperties":false}]}}}},"additionalProperties":false};
const pattern4 = new RegExp("^.*$", "u");
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/complexity-baseline.schema.json" */;
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
if((((data.schemaVersion === undefined) && (missing0 = "schemaVersion")) || ((data.threshold === undefined) && (missing0 = "threshold"))) || ((data.files === undefined) && (missing0 = "files"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "schemaVersion") || (key0 === "threshold")) || (key0 === "files"))){
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
if(data.threshold !== undefined){
let data1 = data.threshold;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate20.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate20.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.files !== undefined){
let data2 = data.files;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
var props0 = {};
for(const key1 in data2){
if(pattern4.test(key1)){
let data3 = data2[key1];
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((((data3.hash === undefined) && (missing1 = "hash")) || ((data3.language === undefined) && (missing1 = "language"))) || ((data3.highMass === undefined) && (missing1 = "highMass"))) || ((data3.functions === undefined) && (missing1 = "functions"))){
const err0 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs12 = errors;
for(const key2 in data3){
if(!((((key2 === "hash") || (key2 === "language")) || (key2 === "highMass")) || (key2 === "functions"))){
const err1 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
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
if(_errs12 === errors){
if(data3.hash !== undefined){
let data4 = data3.hash;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err2 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.language !== undefined){
let data5 = data3.language;
const _errs15 = errors;
if(!((((((data5 === "javascript") || (data5 === "typescript")) || (data5 === "python")) || (data5 === "go")) || (data5 === "rust")) || (data5 === "java"))){
const err4 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/language",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/language/enum",keyword:"enum",params:{allowedValues: schema31.properties.files.patternProperties["^.*$"].anyOf[0].properties.language.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.highMass !== undefined){
let data6 = data3.highMass;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err5 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/highMass",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/highMass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs16){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err6 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/highMass",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/highMass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.functions !== undefined){
let data7 = data3.functions;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data7)){
var valid4 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data8)){
if(data8.length > 4){
const err7 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
if(data8.length < 4){
const err8 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
var valid5 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs22 = errors;
const _errs23 = errors;
let valid6 = false;
const _errs24 = errors;
if(typeof data9 !== "string"){
const err9 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid6 = valid6 || _valid1;
const _errs26 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err10 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors === _errs26){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err11 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid1 = _errs26 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err12 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
var valid5 = _errs22 === errors;
if(!valid5){
break;
}
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid4 = _errs20 === errors;
if(!valid4){
break;
}
}
}
else {
const err14 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props1 = true;
}
const _errs28 = errors;
if(errors === _errs28){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((((data3.hash === undefined) && (missing2 = "hash")) || ((data3.skipped === undefined) && (missing2 = "skipped"))) || ((data3.detail === undefined) && (missing2 = "detail"))){
const err16 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
const _errs30 = errors;
for(const key3 in data3){
if(!(((key3 === "hash") || (key3 === "skipped")) || (key3 === "detail"))){
const err17 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
break;
}
}
if(_errs30 === errors){
if(data3.hash !== undefined){
let data10 = data3.hash;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err18 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data3.skipped !== undefined){
let data11 = data3.skipped;
const _errs33 = errors;
if(!((((((data11 === "unknown-language") || (data11 === "binary")) || (data11 === "too-large")) || (data11 === "not-utf8")) || (data11 === "syntax-error")) || (data11 === "unreadable"))){
const err20 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/skipped",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/skipped/enum",keyword:"enum",params:{allowedValues: schema31.properties.files.patternProperties["^.*$"].anyOf[1].properties.skipped.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data3.detail !== undefined){
const _errs34 = errors;
if(typeof data3.detail !== "string"){
const err21 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/detail",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid7 = _errs34 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid0 = _errs28 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
if(!valid2){
const err23 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate20.errors = vErrors;
return false;
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
props0[key1] = true;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
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
