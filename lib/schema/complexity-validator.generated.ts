// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

export const validateComplexity: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/complexity.schema.json","title":"complexity","type":"object","required":["schemaVersion","root","threshold","files","skipped","totals","baseline"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"root":{"type":"string"},"threshold":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"object","required":["file","language","total","highMass","functions"],"properties":{"file":{"type":"string"},"language":{"enum":["javascript","typescript","python","go","rust","java"]},"total":{"type":"integer","minimum":0},"highMass":{"type":"integer","minimum":0},"functions":{"type":"array","items":{"type":"object","required":["name","line","column","complexity"],"properties":{"name":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"complexity":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false}},"skipped":{"type":"array","items":{"type":"object","required":["file","reason","detail"],"properties":{"file":{"type":"string"},"reason":{"enum":["unknown-language","binary","too-large","not-utf8","syntax-error","unreadable"]},"detail":{"type":"string"}},"additionalProperties":false}},"totals":{"type":"object","required":["files","functions","total","highMass","erosionShare"],"properties":{"files":{"type":"integer","minimum":0},"functions":{"type":"integer","minimum":0},"total":{"type":"integer","minimum":0},"highMass":{"type":"integer","minimum":0},"erosionShare":{"type":"number","minimum":0,"maximum":1}},"additionalProperties":false},"baseline":{"anyOf":[{"type":"null"},{"type":"object","required":["file","written","verdict"],"properties":{"file":{"type":"string"},"written":{"type":"boolean"},"verdict":{"anyOf":[{"type":"object","required":["before","after","growth","flagged","offenders"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"after":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false}]}},"additionalProperties":false};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/complexity.schema.json" */;
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
if(data.root === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "root"},message:"must have required property '"+"root"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.threshold === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "threshold"},message:"must have required property '"+"threshold"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.files === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.skipped === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.totals === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.baseline === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseline"},message:"must have required property '"+"baseline"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "schemaVersion") || (key0 === "root")) || (key0 === "threshold")) || (key0 === "files")) || (key0 === "skipped")) || (key0 === "totals")) || (key0 === "baseline"))){
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
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err8 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(1 !== data0){
const err9 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.root !== undefined){
if(typeof data.root !== "string"){
const err10 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.threshold !== undefined){
let data2 = data.threshold;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.files !== undefined){
let data3 = data.files;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.file === undefined){
const err13 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.language === undefined){
const err14 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.total === undefined){
const err15 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.highMass === undefined){
const err16 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "highMass"},message:"must have required property '"+"highMass"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.functions === undefined){
const err17 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "functions"},message:"must have required property '"+"functions"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data4){
if(!(((((key1 === "file") || (key1 === "language")) || (key1 === "total")) || (key1 === "highMass")) || (key1 === "functions"))){
const err18 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.file !== undefined){
if(typeof data4.file !== "string"){
const err19 = {instancePath:instancePath+"/files/" + i0+"/file",schemaPath:"#/properties/files/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.language !== undefined){
let data6 = data4.language;
if(!((((((data6 === "javascript") || (data6 === "typescript")) || (data6 === "python")) || (data6 === "go")) || (data6 === "rust")) || (data6 === "java"))){
const err20 = {instancePath:instancePath+"/files/" + i0+"/language",schemaPath:"#/properties/files/items/properties/language/enum",keyword:"enum",params:{allowedValues: schema31.properties.files.items.properties.language.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.total !== undefined){
let data7 = data4.total;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/files/" + i0+"/total",schemaPath:"#/properties/files/items/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/files/" + i0+"/total",schemaPath:"#/properties/files/items/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.highMass !== undefined){
let data8 = data4.highMass;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/files/" + i0+"/highMass",schemaPath:"#/properties/files/items/properties/highMass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err24 = {instancePath:instancePath+"/files/" + i0+"/highMass",schemaPath:"#/properties/files/items/properties/highMass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data4.functions !== undefined){
let data9 = data4.functions;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err25 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1,schemaPath:"#/properties/files/items/properties/functions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data10.line === undefined){
const err26 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1,schemaPath:"#/properties/files/items/properties/functions/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.column === undefined){
const err27 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1,schemaPath:"#/properties/files/items/properties/functions/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data10.complexity === undefined){
const err28 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1,schemaPath:"#/properties/files/items/properties/functions/items/required",keyword:"required",params:{missingProperty: "complexity"},message:"must have required property '"+"complexity"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data10){
if(!((((key2 === "name") || (key2 === "line")) || (key2 === "column")) || (key2 === "complexity"))){
const err29 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1,schemaPath:"#/properties/files/items/properties/functions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data10.name !== undefined){
if(typeof data10.name !== "string"){
const err30 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1+"/name",schemaPath:"#/properties/files/items/properties/functions/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.line !== undefined){
let data12 = data10.line;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err31 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1+"/line",schemaPath:"#/properties/files/items/properties/functions/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1+"/line",schemaPath:"#/properties/files/items/properties/functions/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data10.column !== undefined){
let data13 = data10.column;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1+"/column",schemaPath:"#/properties/files/items/properties/functions/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1+"/column",schemaPath:"#/properties/files/items/properties/functions/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data10.complexity !== undefined){
let data14 = data10.complexity;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err35 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1+"/complexity",schemaPath:"#/properties/files/items/properties/functions/items/properties/complexity/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err36 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1+"/complexity",schemaPath:"#/properties/files/items/properties/functions/items/properties/complexity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err37 = {instancePath:instancePath+"/files/" + i0+"/functions/" + i1,schemaPath:"#/properties/files/items/properties/functions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/files/" + i0+"/functions",schemaPath:"#/properties/files/items/properties/functions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err39 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err40 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.skipped !== undefined){
let data15 = data.skipped;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.file === undefined){
const err41 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data16.reason === undefined){
const err42 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data16.detail === undefined){
const err43 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key3 in data16){
if(!(((key3 === "file") || (key3 === "reason")) || (key3 === "detail"))){
const err44 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data16.file !== undefined){
if(typeof data16.file !== "string"){
const err45 = {instancePath:instancePath+"/skipped/" + i2+"/file",schemaPath:"#/properties/skipped/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data16.reason !== undefined){
let data18 = data16.reason;
if(!((((((data18 === "unknown-language") || (data18 === "binary")) || (data18 === "too-large")) || (data18 === "not-utf8")) || (data18 === "syntax-error")) || (data18 === "unreadable"))){
const err46 = {instancePath:instancePath+"/skipped/" + i2+"/reason",schemaPath:"#/properties/skipped/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema31.properties.skipped.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16.detail !== undefined){
if(typeof data16.detail !== "string"){
const err47 = {instancePath:instancePath+"/skipped/" + i2+"/detail",schemaPath:"#/properties/skipped/items/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err48 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.totals !== undefined){
let data20 = data.totals;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.files === undefined){
const err50 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data20.functions === undefined){
const err51 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "functions"},message:"must have required property '"+"functions"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data20.total === undefined){
const err52 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data20.highMass === undefined){
const err53 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "highMass"},message:"must have required property '"+"highMass"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data20.erosionShare === undefined){
const err54 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "erosionShare"},message:"must have required property '"+"erosionShare"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key4 in data20){
if(!(((((key4 === "files") || (key4 === "functions")) || (key4 === "total")) || (key4 === "highMass")) || (key4 === "erosionShare"))){
const err55 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data20.files !== undefined){
let data21 = data20.files;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err56 = {instancePath:instancePath+"/totals/files",schemaPath:"#/properties/totals/properties/files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err57 = {instancePath:instancePath+"/totals/files",schemaPath:"#/properties/totals/properties/files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.functions !== undefined){
let data22 = data20.functions;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err58 = {instancePath:instancePath+"/totals/functions",schemaPath:"#/properties/totals/properties/functions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err59 = {instancePath:instancePath+"/totals/functions",schemaPath:"#/properties/totals/properties/functions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.total !== undefined){
let data23 = data20.total;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err60 = {instancePath:instancePath+"/totals/total",schemaPath:"#/properties/totals/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err61 = {instancePath:instancePath+"/totals/total",schemaPath:"#/properties/totals/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.highMass !== undefined){
let data24 = data20.highMass;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err62 = {instancePath:instancePath+"/totals/highMass",schemaPath:"#/properties/totals/properties/highMass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err63 = {instancePath:instancePath+"/totals/highMass",schemaPath:"#/properties/totals/properties/highMass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.erosionShare !== undefined){
let data25 = data20.erosionShare;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 1 || isNaN(data25)){
const err64 = {instancePath:instancePath+"/totals/erosionShare",schemaPath:"#/properties/totals/properties/erosionShare/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data25 < 0 || isNaN(data25)){
const err65 = {instancePath:instancePath+"/totals/erosionShare",schemaPath:"#/properties/totals/properties/erosionShare/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/totals/erosionShare",schemaPath:"#/properties/totals/properties/erosionShare/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.baseline !== undefined){
let data26 = data.baseline;
const _errs57 = errors;
let valid11 = false;
const _errs58 = errors;
if(data26 !== null){
const err68 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid0 = _errs58 === errors;
valid11 = valid11 || _valid0;
const _errs60 = errors;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.file === undefined){
const err69 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/anyOf/1/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data26.written === undefined){
const err70 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/anyOf/1/required",keyword:"required",params:{missingProperty: "written"},message:"must have required property '"+"written"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data26.verdict === undefined){
const err71 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/anyOf/1/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key5 in data26){
if(!(((key5 === "file") || (key5 === "written")) || (key5 === "verdict"))){
const err72 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data26.file !== undefined){
if(typeof data26.file !== "string"){
const err73 = {instancePath:instancePath+"/baseline/file",schemaPath:"#/properties/baseline/anyOf/1/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data26.written !== undefined){
if(typeof data26.written !== "boolean"){
const err74 = {instancePath:instancePath+"/baseline/written",schemaPath:"#/properties/baseline/anyOf/1/properties/written/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data26.verdict !== undefined){
let data29 = data26.verdict;
const _errs68 = errors;
let valid13 = false;
const _errs69 = errors;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.before === undefined){
const err75 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data29.after === undefined){
const err76 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data29.growth === undefined){
const err77 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/required",keyword:"required",params:{missingProperty: "growth"},message:"must have required property '"+"growth"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data29.flagged === undefined){
const err78 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/required",keyword:"required",params:{missingProperty: "flagged"},message:"must have required property '"+"flagged"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data29.offenders === undefined){
const err79 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/required",keyword:"required",params:{missingProperty: "offenders"},message:"must have required property '"+"offenders"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key6 in data29){
if(!(((((key6 === "before") || (key6 === "after")) || (key6 === "growth")) || (key6 === "flagged")) || (key6 === "offenders"))){
const err80 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data29.before !== undefined){
let data30 = data29.before;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err81 = {instancePath:instancePath+"/baseline/verdict/before",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err82 = {instancePath:instancePath+"/baseline/verdict/before",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data29.after !== undefined){
let data31 = data29.after;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err83 = {instancePath:instancePath+"/baseline/verdict/after",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err84 = {instancePath:instancePath+"/baseline/verdict/after",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data29.growth !== undefined){
let data32 = data29.growth;
const _errs77 = errors;
let valid15 = false;
const _errs78 = errors;
if(!((typeof data32 == "number") && (isFinite(data32)))){
const err85 = {instancePath:instancePath+"/baseline/verdict/growth",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/growth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid2 = _errs78 === errors;
valid15 = valid15 || _valid2;
const _errs80 = errors;
if(data32 !== null){
const err86 = {instancePath:instancePath+"/baseline/verdict/growth",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/growth/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid2 = _errs80 === errors;
valid15 = valid15 || _valid2;
if(!valid15){
const err87 = {instancePath:instancePath+"/baseline/verdict/growth",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/growth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
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
}
if(data29.flagged !== undefined){
if(typeof data29.flagged !== "boolean"){
const err88 = {instancePath:instancePath+"/baseline/verdict/flagged",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/flagged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data29.offenders !== undefined){
let data34 = data29.offenders;
if(Array.isArray(data34)){
const len3 = data34.length;
for(let i3=0; i3<len3; i3++){
let data35 = data34[i3];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.file === undefined){
const err89 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3,schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data35.name === undefined){
const err90 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3,schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data35.line === undefined){
const err91 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3,schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data35.before === undefined){
const err92 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3,schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data35.after === undefined){
const err93 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3,schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
for(const key7 in data35){
if(!(((((key7 === "file") || (key7 === "name")) || (key7 === "line")) || (key7 === "before")) || (key7 === "after"))){
const err94 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3,schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data35.file !== undefined){
if(typeof data35.file !== "string"){
const err95 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/file",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data35.name !== undefined){
if(typeof data35.name !== "string"){
const err96 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/name",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data35.line !== undefined){
let data38 = data35.line;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err97 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/line",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err98 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/line",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
if(data35.before !== undefined){
let data39 = data35.before;
const _errs96 = errors;
let valid19 = false;
const _errs97 = errors;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err99 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/before",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/before/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err100 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/before",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/before/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
var _valid3 = _errs97 === errors;
valid19 = valid19 || _valid3;
const _errs99 = errors;
if(data39 !== null){
const err101 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/before",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/before/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid3 = _errs99 === errors;
valid19 = valid19 || _valid3;
if(!valid19){
const err102 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/before",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/before/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
}
if(data35.after !== undefined){
let data40 = data35.after;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err103 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/after",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err104 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3+"/after",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
}
else {
const err105 = {instancePath:instancePath+"/baseline/verdict/offenders/" + i3,schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/baseline/verdict/offenders",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/properties/offenders/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err107 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid1 = _errs69 === errors;
valid13 = valid13 || _valid1;
const _errs103 = errors;
if(data29 !== null){
const err108 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid1 = _errs103 === errors;
valid13 = valid13 || _valid1;
if(!valid13){
const err109 = {instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/anyOf/1/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err110 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid0 = _errs60 === errors;
valid11 = valid11 || _valid0;
if(!valid11){
const err111 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err112 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
