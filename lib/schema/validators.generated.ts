// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

const __ajvRuntime_ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};

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

export const validateComplexityBaseline: SchemaProblemSource = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/complexity-baseline.schema.json","title":"complexity-baseline","type":"object","required":["schemaVersion","threshold","files"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"threshold":{"type":"integer","minimum":1},"files":{"type":"object","patternProperties":{"^.*$":{"anyOf":[{"type":"object","required":["hash","language","highMass","functions"],"properties":{"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"language":{"enum":["javascript","typescript","python","go","rust","java"]},"highMass":{"type":"integer","minimum":0},"functions":{"type":"array","items":{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"integer","minimum":1}]},"minItems":4,"maxItems":4,"description":"[name, line, column, complexity]"}}},"additionalProperties":false},{"type":"object","required":["hash","skipped","detail"],"properties":{"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"skipped":{"enum":["unknown-language","binary","too-large","not-utf8","syntax-error","unreadable"]},"detail":{"type":"string"}},"additionalProperties":false}]}}}},"additionalProperties":false};
const pattern4 = new RegExp("^.*$", "u");
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/complexity-baseline.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
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
if(data.threshold === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "threshold"},message:"must have required property '"+"threshold"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.files === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "schemaVersion") || (key0 === "threshold")) || (key0 === "files"))){
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
if(data.threshold !== undefined){
let data1 = data.threshold;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.files !== undefined){
let data2 = data.files;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
var props0 = {};
for(const key1 in data2){
if(pattern4.test(key1)){
let data3 = data2[key1];
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.hash === undefined){
const err8 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.language === undefined){
const err9 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.highMass === undefined){
const err10 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "highMass"},message:"must have required property '"+"highMass"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.functions === undefined){
const err11 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "functions"},message:"must have required property '"+"functions"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 in data3){
if(!((((key2 === "hash") || (key2 === "language")) || (key2 === "highMass")) || (key2 === "functions"))){
const err12 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.hash !== undefined){
let data4 = data3.hash;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err13 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.language !== undefined){
let data5 = data3.language;
if(!((((((data5 === "javascript") || (data5 === "typescript")) || (data5 === "python")) || (data5 === "go")) || (data5 === "rust")) || (data5 === "java"))){
const err15 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/language",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/language/enum",keyword:"enum",params:{allowedValues: schema32.properties.files.patternProperties["^.*$"].anyOf[0].properties.language.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.highMass !== undefined){
let data6 = data3.highMass;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/highMass",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/highMass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/highMass",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/highMass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.functions !== undefined){
let data7 = data3.functions;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(Array.isArray(data8)){
if(data8.length > 4){
const err18 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8.length < 4){
const err19 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs23 = errors;
let valid8 = false;
const _errs24 = errors;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid8 = valid8 || _valid1;
const _errs26 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid1 = _errs26 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const err23 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0+"/" + i1,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
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
const err24 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions/" + i0,schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err25 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/functions",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/properties/functions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err26 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props1 = true;
}
const _errs28 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.hash === undefined){
const err27 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data3.skipped === undefined){
const err28 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data3.detail === undefined){
const err29 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key3 in data3){
if(!(((key3 === "hash") || (key3 === "skipped")) || (key3 === "detail"))){
const err30 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data3.hash !== undefined){
let data10 = data3.hash;
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err31 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/hash",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data3.skipped !== undefined){
let data11 = data3.skipped;
if(!((((((data11 === "unknown-language") || (data11 === "binary")) || (data11 === "too-large")) || (data11 === "not-utf8")) || (data11 === "syntax-error")) || (data11 === "unreadable"))){
const err33 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/skipped",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/skipped/enum",keyword:"enum",params:{allowedValues: schema32.properties.files.patternProperties["^.*$"].anyOf[1].properties.skipped.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data3.detail !== undefined){
if(typeof data3.detail !== "string"){
const err34 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/detail",schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err35 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
if(!valid2){
const err36 = {instancePath:instancePath+"/files/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/files/patternProperties/%5E.*%24/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
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
props0[key1] = true;
}
}
}
else {
const err37 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDecide: SchemaProblemSource = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/decide.schema.json","title":"decide","type":"object","required":["schemaVersion","runId","phase","decision","applied","status","phaseStatus","reset"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"phase":{"type":"string"},"decision":{"enum":["approve","reject"]},"applied":{"type":"boolean"},"status":{"enum":["running","needs-human","completed","cancelled"]},"phaseStatus":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"reset":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/decide.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
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
if(data.phase === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.decision === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
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
if(data.phaseStatus === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phaseStatus"},message:"must have required property '"+"phaseStatus"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.reset === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reset"},message:"must have required property '"+"reset"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "schemaVersion") || (key0 === "runId")) || (key0 === "phase")) || (key0 === "decision")) || (key0 === "applied")) || (key0 === "status")) || (key0 === "phaseStatus")) || (key0 === "reset"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(1 !== data0){
const err10 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err11 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err12 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.decision !== undefined){
let data3 = data.decision;
if(!((data3 === "approve") || (data3 === "reject"))){
const err13 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema33.properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.applied !== undefined){
if(typeof data.applied !== "boolean"){
const err14 = {instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(!((((data5 === "running") || (data5 === "needs-human")) || (data5 === "completed")) || (data5 === "cancelled"))){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema33.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.phaseStatus !== undefined){
let data6 = data.phaseStatus;
if(!(((((((data6 === "pending") || (data6 === "active")) || (data6 === "waiting-approval")) || (data6 === "passed")) || (data6 === "skipped")) || (data6 === "needs-human")) || (data6 === "cancelled"))){
const err16 = {instancePath:instancePath+"/phaseStatus",schemaPath:"#/properties/phaseStatus/enum",keyword:"enum",params:{allowedValues: schema33.properties.phaseStatus.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.reset !== undefined){
let data7 = data.reset;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(typeof data7[i0] !== "string"){
const err17 = {instancePath:instancePath+"/reset/" + i0,schemaPath:"#/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err18 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateError: SchemaProblemSource = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/error.schema.json","title":"error","type":"object","required":["schemaVersion","error"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"error":{"type":"object","required":["code","message"],"properties":{"code":{"enum":["usage","input","internal"]},"message":{"type":"string"},"file":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/error.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
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
if(data.error === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "schemaVersion") || (key0 === "error"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data0){
const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.error !== undefined){
let data1 = data.error;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.code === undefined){
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.message === undefined){
const err6 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "code") || (key1 === "message")) || (key1 === "file"))){
const err7 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.code !== undefined){
let data2 = data1.code;
if(!(((data2 === "usage") || (data2 === "input")) || (data2 === "internal"))){
const err8 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/enum",keyword:"enum",params:{allowedValues: schema34.properties.error.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.message !== undefined){
if(typeof data1.message !== "string"){
const err9 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.file !== undefined){
if(typeof data1.file !== "string"){
const err10 = {instancePath:instancePath+"/error/file",schemaPath:"#/properties/error/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateGateCheck: SchemaProblemSource = validate24;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/gate-check.schema.json","title":"gate-check","type":"object","required":["schemaVersion","command","shellGate","verdict","argv","program","diagnostics"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"command":{"type":"string"},"shellGate":{"type":"boolean"},"verdict":{"enum":["ok","warn","rejected"]},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"program":{"anyOf":[{"type":"string"},{"type":"null"}]},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","ruleId","message","line","column"],"properties":{"severity":{"enum":["error","warning","info"]},"ruleId":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"message":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"phase":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false};
const pattern7 = new RegExp("^[a-z][a-z0-9-]*$", "u");
const func1 = __ajvRuntime_ucs2length;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/gate-check.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
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
if(data.command === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.shellGate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.verdict === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.argv === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.program === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program"},message:"must have required property '"+"program"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.diagnostics === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "diagnostics"},message:"must have required property '"+"diagnostics"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "schemaVersion") || (key0 === "command")) || (key0 === "shellGate")) || (key0 === "verdict")) || (key0 === "argv")) || (key0 === "program")) || (key0 === "diagnostics"))){
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
if(data.command !== undefined){
if(typeof data.command !== "string"){
const err10 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.shellGate !== undefined){
if(typeof data.shellGate !== "boolean"){
const err11 = {instancePath:instancePath+"/shellGate",schemaPath:"#/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.verdict !== undefined){
let data3 = data.verdict;
if(!(((data3 === "ok") || (data3 === "warn")) || (data3 === "rejected"))){
const err12 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema35.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.argv !== undefined){
let data4 = data.argv;
const _errs10 = errors;
let valid1 = false;
const _errs11 = errors;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err13 = {instancePath:instancePath+"/argv/" + i0,schemaPath:"#/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err15 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.program !== undefined){
let data6 = data.program;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/program",schemaPath:"#/properties/program/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
const _errs21 = errors;
if(data6 !== null){
const err18 = {instancePath:instancePath+"/program",schemaPath:"#/properties/program/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err19 = {instancePath:instancePath+"/program",schemaPath:"#/properties/program/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.diagnostics !== undefined){
let data7 = data.diagnostics;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.severity === undefined){
const err20 = {instancePath:instancePath+"/diagnostics/" + i1,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8.ruleId === undefined){
const err21 = {instancePath:instancePath+"/diagnostics/" + i1,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8.message === undefined){
const err22 = {instancePath:instancePath+"/diagnostics/" + i1,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8.line === undefined){
const err23 = {instancePath:instancePath+"/diagnostics/" + i1,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.column === undefined){
const err24 = {instancePath:instancePath+"/diagnostics/" + i1,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key1 in data8){
if(!((((((key1 === "severity") || (key1 === "ruleId")) || (key1 === "message")) || (key1 === "line")) || (key1 === "column")) || (key1 === "phase"))){
const err25 = {instancePath:instancePath+"/diagnostics/" + i1,schemaPath:"#/properties/diagnostics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.severity !== undefined){
let data9 = data8.severity;
if(!(((data9 === "error") || (data9 === "warning")) || (data9 === "info"))){
const err26 = {instancePath:instancePath+"/diagnostics/" + i1+"/severity",schemaPath:"#/properties/diagnostics/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema35.properties.diagnostics.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.ruleId !== undefined){
let data10 = data8.ruleId;
if(typeof data10 === "string"){
if(!pattern7.test(data10)){
const err27 = {instancePath:instancePath+"/diagnostics/" + i1+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/diagnostics/" + i1+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.message !== undefined){
let data11 = data8.message;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err29 = {instancePath:instancePath+"/diagnostics/" + i1+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/diagnostics/" + i1+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.line !== undefined){
let data12 = data8.line;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err31 = {instancePath:instancePath+"/diagnostics/" + i1+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err32 = {instancePath:instancePath+"/diagnostics/" + i1+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.column !== undefined){
let data13 = data8.column;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/diagnostics/" + i1+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err34 = {instancePath:instancePath+"/diagnostics/" + i1+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.phase !== undefined){
if(typeof data8.phase !== "string"){
const err35 = {instancePath:instancePath+"/diagnostics/" + i1+"/phase",schemaPath:"#/properties/diagnostics/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/diagnostics/" + i1,schemaPath:"#/properties/diagnostics/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err37 = {instancePath:instancePath+"/diagnostics",schemaPath:"#/properties/diagnostics/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateNext: SchemaProblemSource = validate25;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/next.schema.json","title":"next","type":"object","required":["schemaVersion","runId","status","runDir","actions","warnings"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"created":{"type":"boolean"},"runDir":{"type":"string"},"actions":{"type":"array","items":{"anyOf":[{"type":"object","required":["id","kind","phase","role","attempt","spawn","resultFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"spawn"},"phase":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"spawn":{"type":"object","required":["task","label","runTimeoutSeconds"],"properties":{"task":{"type":"string"},"label":{"type":"string"},"model":{"type":"string"},"runTimeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},"resultFile":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","exec","logFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"gate"},"phase":{"type":"string"},"exec":{"type":"object","required":["command","workdir","timeoutSeconds"],"properties":{"command":{"type":"string"},"workdir":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},"logFile":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","question","approve","reject"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"ask"},"phase":{"type":"string"},"question":{"type":"string"},"approve":{"type":"string"},"reject":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","waitingFor","reason"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"wait"},"waitingFor":{"type":"array","items":{"type":"string"}},"reason":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","phase","reason","message"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"escalate"},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"message":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["id","kind","message","summaryFile"],"properties":{"id":{"type":"string"},"kind":{"type":"string","const":"complete"},"message":{"type":"string"},"summaryFile":{"type":"string"}},"additionalProperties":false}]}},"warnings":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/next.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
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
if(data.runDir === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runDir"},message:"must have required property '"+"runDir"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.actions === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.warnings === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "schemaVersion") || (key0 === "runId")) || (key0 === "status")) || (key0 === "created")) || (key0 === "runDir")) || (key0 === "actions")) || (key0 === "warnings"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(1 !== data0){
const err8 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err9 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!((((data2 === "running") || (data2 === "needs-human")) || (data2 === "completed")) || (data2 === "cancelled"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema36.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.created !== undefined){
if(typeof data.created !== "boolean"){
const err11 = {instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.runDir !== undefined){
if(typeof data.runDir !== "string"){
const err12 = {instancePath:instancePath+"/runDir",schemaPath:"#/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
const err13 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.kind === undefined){
const err14 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.phase === undefined){
const err15 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.role === undefined){
const err16 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.attempt === undefined){
const err17 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.spawn === undefined){
const err18 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "spawn"},message:"must have required property '"+"spawn"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.resultFile === undefined){
const err19 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/required",keyword:"required",params:{missingProperty: "resultFile"},message:"must have required property '"+"resultFile"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data6){
if(!(((((((key1 === "id") || (key1 === "kind")) || (key1 === "phase")) || (key1 === "role")) || (key1 === "attempt")) || (key1 === "spawn")) || (key1 === "resultFile"))){
const err20 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err21 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data8 = data6.kind;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("spawn" !== data8){
const err23 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "spawn"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err24 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.role !== undefined){
let data10 = data6.role;
if(!((((data10 === "work") || (data10 === "review")) || (data10 === "fix")) || (data10 === "refactor"))){
const err25 = {instancePath:instancePath+"/actions/" + i0+"/role",schemaPath:"#/properties/actions/items/anyOf/0/properties/role/enum",keyword:"enum",params:{allowedValues: schema36.properties.actions.items.anyOf[0].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.attempt !== undefined){
let data11 = data6.attempt;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err26 = {instancePath:instancePath+"/actions/" + i0+"/attempt",schemaPath:"#/properties/actions/items/anyOf/0/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/actions/" + i0+"/attempt",schemaPath:"#/properties/actions/items/anyOf/0/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data6.spawn !== undefined){
let data12 = data6.spawn;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.task === undefined){
const err28 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data12.label === undefined){
const err29 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data12.runTimeoutSeconds === undefined){
const err30 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/required",keyword:"required",params:{missingProperty: "runTimeoutSeconds"},message:"must have required property '"+"runTimeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data12){
if(!((((key2 === "task") || (key2 === "label")) || (key2 === "model")) || (key2 === "runTimeoutSeconds"))){
const err31 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data12.task !== undefined){
if(typeof data12.task !== "string"){
const err32 = {instancePath:instancePath+"/actions/" + i0+"/spawn/task",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/task/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data12.label !== undefined){
if(typeof data12.label !== "string"){
const err33 = {instancePath:instancePath+"/actions/" + i0+"/spawn/label",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.model !== undefined){
if(typeof data12.model !== "string"){
const err34 = {instancePath:instancePath+"/actions/" + i0+"/spawn/model",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data12.runTimeoutSeconds !== undefined){
let data16 = data12.runTimeoutSeconds;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err35 = {instancePath:instancePath+"/actions/" + i0+"/spawn/runTimeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/runTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err36 = {instancePath:instancePath+"/actions/" + i0+"/spawn/runTimeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/properties/runTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err37 = {instancePath:instancePath+"/actions/" + i0+"/spawn",schemaPath:"#/properties/actions/items/anyOf/0/properties/spawn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data6.resultFile !== undefined){
if(typeof data6.resultFile !== "string"){
const err38 = {instancePath:instancePath+"/actions/" + i0+"/resultFile",schemaPath:"#/properties/actions/items/anyOf/0/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs40 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err40 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data6.kind === undefined){
const err41 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data6.phase === undefined){
const err42 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data6.exec === undefined){
const err43 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "exec"},message:"must have required property '"+"exec"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data6.logFile === undefined){
const err44 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/required",keyword:"required",params:{missingProperty: "logFile"},message:"must have required property '"+"logFile"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key3 in data6){
if(!(((((key3 === "id") || (key3 === "kind")) || (key3 === "phase")) || (key3 === "exec")) || (key3 === "logFile"))){
const err45 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err46 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data6.kind !== undefined){
let data19 = data6.kind;
if(typeof data19 !== "string"){
const err47 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if("gate" !== data19){
const err48 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "gate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err49 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/1/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data6.exec !== undefined){
let data21 = data6.exec;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.command === undefined){
const err50 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data21.workdir === undefined){
const err51 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "workdir"},message:"must have required property '"+"workdir"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data21.timeoutSeconds === undefined){
const err52 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key4 in data21){
if(!(((key4 === "command") || (key4 === "workdir")) || (key4 === "timeoutSeconds"))){
const err53 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data21.command !== undefined){
if(typeof data21.command !== "string"){
const err54 = {instancePath:instancePath+"/actions/" + i0+"/exec/command",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data21.workdir !== undefined){
if(typeof data21.workdir !== "string"){
const err55 = {instancePath:instancePath+"/actions/" + i0+"/exec/workdir",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data21.timeoutSeconds !== undefined){
let data24 = data21.timeoutSeconds;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err56 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err57 = {instancePath:instancePath+"/actions/" + i0+"/exec/timeoutSeconds",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err58 = {instancePath:instancePath+"/actions/" + i0+"/exec",schemaPath:"#/properties/actions/items/anyOf/1/properties/exec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data6.logFile !== undefined){
if(typeof data6.logFile !== "string"){
const err59 = {instancePath:instancePath+"/actions/" + i0+"/logFile",schemaPath:"#/properties/actions/items/anyOf/1/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err60 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs60 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err61 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data6.kind === undefined){
const err62 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data6.phase === undefined){
const err63 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data6.question === undefined){
const err64 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data6.approve === undefined){
const err65 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "approve"},message:"must have required property '"+"approve"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data6.reject === undefined){
const err66 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/required",keyword:"required",params:{missingProperty: "reject"},message:"must have required property '"+"reject"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key5 in data6){
if(!((((((key5 === "id") || (key5 === "kind")) || (key5 === "phase")) || (key5 === "question")) || (key5 === "approve")) || (key5 === "reject"))){
const err67 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err68 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/2/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data6.kind !== undefined){
let data27 = data6.kind;
if(typeof data27 !== "string"){
const err69 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/2/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("ask" !== data27){
const err70 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "ask"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err71 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/2/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data6.question !== undefined){
if(typeof data6.question !== "string"){
const err72 = {instancePath:instancePath+"/actions/" + i0+"/question",schemaPath:"#/properties/actions/items/anyOf/2/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data6.approve !== undefined){
if(typeof data6.approve !== "string"){
const err73 = {instancePath:instancePath+"/actions/" + i0+"/approve",schemaPath:"#/properties/actions/items/anyOf/2/properties/approve/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data6.reject !== undefined){
if(typeof data6.reject !== "string"){
const err74 = {instancePath:instancePath+"/actions/" + i0+"/reject",schemaPath:"#/properties/actions/items/anyOf/2/properties/reject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid0 = _errs60 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs75 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err76 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data6.kind === undefined){
const err77 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data6.waitingFor === undefined){
const err78 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "waitingFor"},message:"must have required property '"+"waitingFor"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data6.reason === undefined){
const err79 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key6 in data6){
if(!((((key6 === "id") || (key6 === "kind")) || (key6 === "waitingFor")) || (key6 === "reason"))){
const err80 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err81 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/3/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data6.kind !== undefined){
let data33 = data6.kind;
if(typeof data33 !== "string"){
const err82 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/3/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if("wait" !== data33){
const err83 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "wait"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data6.waitingFor !== undefined){
let data34 = data6.waitingFor;
if(Array.isArray(data34)){
const len1 = data34.length;
for(let i1=0; i1<len1; i1++){
if(typeof data34[i1] !== "string"){
const err84 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor/" + i1,schemaPath:"#/properties/actions/items/anyOf/3/properties/waitingFor/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err85 = {instancePath:instancePath+"/actions/" + i0+"/waitingFor",schemaPath:"#/properties/actions/items/anyOf/3/properties/waitingFor/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data6.reason !== undefined){
if(typeof data6.reason !== "string"){
const err86 = {instancePath:instancePath+"/actions/" + i0+"/reason",schemaPath:"#/properties/actions/items/anyOf/3/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid0 = _errs75 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs88 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err88 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data6.kind === undefined){
const err89 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data6.phase === undefined){
const err90 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data6.reason === undefined){
const err91 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data6.message === undefined){
const err92 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key7 in data6){
if(!(((((key7 === "id") || (key7 === "kind")) || (key7 === "phase")) || (key7 === "reason")) || (key7 === "message"))){
const err93 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err94 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/4/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data6.kind !== undefined){
let data38 = data6.kind;
if(typeof data38 !== "string"){
const err95 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/4/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if("escalate" !== data38){
const err96 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/4/properties/kind/const",keyword:"const",params:{allowedValue: "escalate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err97 = {instancePath:instancePath+"/actions/" + i0+"/phase",schemaPath:"#/properties/actions/items/anyOf/4/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data6.reason !== undefined){
let data40 = data6.reason;
if(!(((((((((data40 === "gate-retries-exhausted") || (data40 === "review-cycles-exhausted")) || (data40 === "no-progress")) || (data40 === "sub-agent-blocked")) || (data40 === "sub-agent-error")) || (data40 === "escalate-flag")) || (data40 === "budget-exhausted")) || (data40 === "checkpoint-failed")) || (data40 === "invalid-prd"))){
const err98 = {instancePath:instancePath+"/actions/" + i0+"/reason",schemaPath:"#/properties/actions/items/anyOf/4/properties/reason/enum",keyword:"enum",params:{allowedValues: schema36.properties.actions.items.anyOf[4].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err99 = {instancePath:instancePath+"/actions/" + i0+"/message",schemaPath:"#/properties/actions/items/anyOf/4/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err100 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid0 = _errs88 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs100 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err101 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data6.kind === undefined){
const err102 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data6.message === undefined){
const err103 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data6.summaryFile === undefined){
const err104 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/required",keyword:"required",params:{missingProperty: "summaryFile"},message:"must have required property '"+"summaryFile"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key8 in data6){
if(!((((key8 === "id") || (key8 === "kind")) || (key8 === "message")) || (key8 === "summaryFile"))){
const err105 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err106 = {instancePath:instancePath+"/actions/" + i0+"/id",schemaPath:"#/properties/actions/items/anyOf/5/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data6.kind !== undefined){
let data43 = data6.kind;
if(typeof data43 !== "string"){
const err107 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/5/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if("complete" !== data43){
const err108 = {instancePath:instancePath+"/actions/" + i0+"/kind",schemaPath:"#/properties/actions/items/anyOf/5/properties/kind/const",keyword:"const",params:{allowedValue: "complete"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data6.message !== undefined){
if(typeof data6.message !== "string"){
const err109 = {instancePath:instancePath+"/actions/" + i0+"/message",schemaPath:"#/properties/actions/items/anyOf/5/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data6.summaryFile !== undefined){
if(typeof data6.summaryFile !== "string"){
const err110 = {instancePath:instancePath+"/actions/" + i0+"/summaryFile",schemaPath:"#/properties/actions/items/anyOf/5/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err111 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid0 = _errs100 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid3){
const err112 = {instancePath:instancePath+"/actions/" + i0,schemaPath:"#/properties/actions/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
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
const err113 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.warnings !== undefined){
let data46 = data.warnings;
if(Array.isArray(data46)){
const len2 = data46.length;
for(let i2=0; i2<len2; i2++){
if(typeof data46[i2] !== "string"){
const err114 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err116 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePlan: SchemaProblemSource = validate26;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/plan.schema.json","title":"plan","type":"object","required":["schemaVersion","file","title","objective","valid","cwd","maxParallel","diagnostics","phases","waves","horizon","spawns","writes","modelConfig"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"file":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]},"valid":{"type":"boolean"},"cwd":{"anyOf":[{"type":"string"},{"type":"null"}]},"maxParallel":{"type":"integer","minimum":1},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","ruleId","message","line","column"],"properties":{"severity":{"enum":["error","warning","info"]},"ruleId":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"message":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"phase":{"type":"string"}},"additionalProperties":false}},"phases":{"type":"array","items":{"type":"object","required":["name","kind","type","origin","line","parallel","dependsOn","wave","steps","model","gate","maxRetries","timeoutSeconds","files","onReject","escalate","spawns"],"properties":{"name":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"type":"integer","minimum":1},"parallel":{"type":"boolean"},"dependsOn":{"type":"array","items":{"type":"string"}},"wave":{"type":"integer","minimum":-1},"steps":{"type":"integer","minimum":0},"model":{"type":"object","required":["requested","tier","id","source","fallback","chain"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"fallback":{"type":"boolean"},"chain":{"type":"array","items":{"type":"object","required":["tier","source","id","ok"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"ok":{"type":"boolean"}},"additionalProperties":false}}},"additionalProperties":false},"gate":{"type":"object","required":["kind","verdict","commands"],"properties":{"kind":{"enum":["command","description","none"]},"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"description":{"type":"string"},"verdict":{"enum":["ok","warn","rejected","none"]},"commands":{"type":"array","items":{"type":"object","required":["command","argv","verdict"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"verdict":{"enum":["ok","warn","rejected"]}},"additionalProperties":false}}},"additionalProperties":false},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"spawns":{"type":"object","required":["best","worst"],"properties":{"best":{"type":"integer","minimum":0},"worst":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false}},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"horizon":{"type":"object","required":["steps","mode","inserted"],"properties":{"steps":{"type":"integer","minimum":0},"mode":{"enum":["direct","checkpoint","decompose"]},"inserted":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"spawns":{"type":"object","required":["best","worst","limit"],"properties":{"best":{"type":"integer","minimum":0},"worst":{"type":"integer","minimum":0},"limit":{"type":"integer","minimum":0}},"additionalProperties":false},"writes":{"type":"array","items":{"type":"string"}},"modelConfig":{"type":"object","required":["path","found"],"properties":{"path":{"anyOf":[{"type":"string"},{"type":"null"}]},"found":{"type":"boolean"}},"additionalProperties":false}},"additionalProperties":false};
const func2 = Object.prototype.hasOwnProperty;

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/plan.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
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
if(data.file === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
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
if(data.objective === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.valid === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.cwd === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.maxParallel === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "maxParallel"},message:"must have required property '"+"maxParallel"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.diagnostics === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "diagnostics"},message:"must have required property '"+"diagnostics"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.phases === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phases"},message:"must have required property '"+"phases"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.waves === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "waves"},message:"must have required property '"+"waves"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.horizon === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "horizon"},message:"must have required property '"+"horizon"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.spawns === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.writes === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "writes"},message:"must have required property '"+"writes"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.modelConfig === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modelConfig"},message:"must have required property '"+"modelConfig"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema37.properties, key0))){
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
if(data.file !== undefined){
if(typeof data.file !== "string"){
const err17 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.objective !== undefined){
let data3 = data.objective;
const _errs13 = errors;
let valid2 = false;
const _errs14 = errors;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
const _errs16 = errors;
if(data3 !== null){
const err22 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err23 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.valid !== undefined){
if(typeof data.valid !== "boolean"){
const err24 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.cwd !== undefined){
let data5 = data.cwd;
const _errs21 = errors;
let valid3 = false;
const _errs22 = errors;
if(typeof data5 !== "string"){
const err25 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid3 = valid3 || _valid2;
const _errs24 = errors;
if(data5 !== null){
const err26 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err27 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.maxParallel !== undefined){
let data6 = data.maxParallel;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err28 = {instancePath:instancePath+"/maxParallel",schemaPath:"#/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/maxParallel",schemaPath:"#/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.diagnostics !== undefined){
let data7 = data.diagnostics;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.severity === undefined){
const err30 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data8.ruleId === undefined){
const err31 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8.message === undefined){
const err32 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.line === undefined){
const err33 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8.column === undefined){
const err34 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 in data8){
if(!((((((key1 === "severity") || (key1 === "ruleId")) || (key1 === "message")) || (key1 === "line")) || (key1 === "column")) || (key1 === "phase"))){
const err35 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.severity !== undefined){
let data9 = data8.severity;
if(!(((data9 === "error") || (data9 === "warning")) || (data9 === "info"))){
const err36 = {instancePath:instancePath+"/diagnostics/" + i0+"/severity",schemaPath:"#/properties/diagnostics/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema37.properties.diagnostics.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data8.ruleId !== undefined){
let data10 = data8.ruleId;
if(typeof data10 === "string"){
if(!pattern7.test(data10)){
const err37 = {instancePath:instancePath+"/diagnostics/" + i0+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/diagnostics/" + i0+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data8.message !== undefined){
let data11 = data8.message;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err39 = {instancePath:instancePath+"/diagnostics/" + i0+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/diagnostics/" + i0+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data8.line !== undefined){
let data12 = data8.line;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err41 = {instancePath:instancePath+"/diagnostics/" + i0+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err42 = {instancePath:instancePath+"/diagnostics/" + i0+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data8.column !== undefined){
let data13 = data8.column;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err43 = {instancePath:instancePath+"/diagnostics/" + i0+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err44 = {instancePath:instancePath+"/diagnostics/" + i0+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.phase !== undefined){
if(typeof data8.phase !== "string"){
const err45 = {instancePath:instancePath+"/diagnostics/" + i0+"/phase",schemaPath:"#/properties/diagnostics/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/diagnostics",schemaPath:"#/properties/diagnostics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.phases !== undefined){
let data15 = data.phases;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.name === undefined){
const err48 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data16.kind === undefined){
const err49 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data16.type === undefined){
const err50 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data16.origin === undefined){
const err51 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data16.line === undefined){
const err52 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data16.parallel === undefined){
const err53 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data16.dependsOn === undefined){
const err54 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data16.wave === undefined){
const err55 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data16.steps === undefined){
const err56 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16.model === undefined){
const err57 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data16.gate === undefined){
const err58 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gate"},message:"must have required property '"+"gate"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data16.maxRetries === undefined){
const err59 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data16.timeoutSeconds === undefined){
const err60 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data16.files === undefined){
const err61 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data16.onReject === undefined){
const err62 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data16.escalate === undefined){
const err63 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data16.spawns === undefined){
const err64 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key2 in data16){
if(!(func2.call(schema37.properties.phases.items.properties, key2))){
const err65 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data16.name !== undefined){
if(typeof data16.name !== "string"){
const err66 = {instancePath:instancePath+"/phases/" + i1+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data16.kind !== undefined){
let data18 = data16.kind;
if(!((((data18 === "agent") || (data18 === "approval")) || (data18 === "checkpoint")) || (data18 === "skip"))){
const err67 = {instancePath:instancePath+"/phases/" + i1+"/kind",schemaPath:"#/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema37.properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data16.type !== undefined){
let data19 = data16.type;
if(!((((data19 === "impl") || (data19 === "review")) || (data19 === "extract")) || (data19 === "approval"))){
const err68 = {instancePath:instancePath+"/phases/" + i1+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema37.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data16.origin !== undefined){
let data20 = data16.origin;
const _errs54 = errors;
let valid10 = false;
const _errs55 = errors;
if(typeof data20 !== "string"){
const err69 = {instancePath:instancePath+"/phases/" + i1+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid3 = _errs55 === errors;
valid10 = valid10 || _valid3;
const _errs57 = errors;
if(data20 !== null){
const err70 = {instancePath:instancePath+"/phases/" + i1+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err71 = {instancePath:instancePath+"/phases/" + i1+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
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
if(data16.line !== undefined){
let data21 = data16.line;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err72 = {instancePath:instancePath+"/phases/" + i1+"/line",schemaPath:"#/properties/phases/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err73 = {instancePath:instancePath+"/phases/" + i1+"/line",schemaPath:"#/properties/phases/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data16.parallel !== undefined){
if(typeof data16.parallel !== "boolean"){
const err74 = {instancePath:instancePath+"/phases/" + i1+"/parallel",schemaPath:"#/properties/phases/items/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data16.dependsOn !== undefined){
let data23 = data16.dependsOn;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
if(typeof data23[i2] !== "string"){
const err75 = {instancePath:instancePath+"/phases/" + i1+"/dependsOn/" + i2,schemaPath:"#/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err76 = {instancePath:instancePath+"/phases/" + i1+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data16.wave !== undefined){
let data25 = data16.wave;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err77 = {instancePath:instancePath+"/phases/" + i1+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < -1 || isNaN(data25)){
const err78 = {instancePath:instancePath+"/phases/" + i1+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
if(data16.steps !== undefined){
let data26 = data16.steps;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err79 = {instancePath:instancePath+"/phases/" + i1+"/steps",schemaPath:"#/properties/phases/items/properties/steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err80 = {instancePath:instancePath+"/phases/" + i1+"/steps",schemaPath:"#/properties/phases/items/properties/steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
if(data16.model !== undefined){
let data27 = data16.model;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.requested === undefined){
const err81 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "requested"},message:"must have required property '"+"requested"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data27.tier === undefined){
const err82 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data27.id === undefined){
const err83 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data27.source === undefined){
const err84 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data27.fallback === undefined){
const err85 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "fallback"},message:"must have required property '"+"fallback"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data27.chain === undefined){
const err86 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
for(const key3 in data27){
if(!((((((key3 === "requested") || (key3 === "tier")) || (key3 === "id")) || (key3 === "source")) || (key3 === "fallback")) || (key3 === "chain"))){
const err87 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data27.requested !== undefined){
let data28 = data27.requested;
const _errs75 = errors;
let valid14 = false;
const _errs76 = errors;
if(typeof data28 !== "string"){
const err88 = {instancePath:instancePath+"/phases/" + i1+"/model/requested",schemaPath:"#/properties/phases/items/properties/model/properties/requested/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid4 = _errs76 === errors;
valid14 = valid14 || _valid4;
const _errs78 = errors;
if(data28 !== null){
const err89 = {instancePath:instancePath+"/phases/" + i1+"/model/requested",schemaPath:"#/properties/phases/items/properties/model/properties/requested/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid4 = _errs78 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err90 = {instancePath:instancePath+"/phases/" + i1+"/model/requested",schemaPath:"#/properties/phases/items/properties/model/properties/requested/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data27.tier !== undefined){
let data29 = data27.tier;
const _errs81 = errors;
let valid15 = false;
const _errs82 = errors;
if(typeof data29 !== "string"){
const err91 = {instancePath:instancePath+"/phases/" + i1+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid5 = _errs82 === errors;
valid15 = valid15 || _valid5;
const _errs84 = errors;
if(data29 !== null){
const err92 = {instancePath:instancePath+"/phases/" + i1+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid5 = _errs84 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err93 = {instancePath:instancePath+"/phases/" + i1+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
vErrors.length = _errs81;
}
else {
vErrors = null;
}
}
}
}
if(data27.id !== undefined){
let data30 = data27.id;
const _errs87 = errors;
let valid16 = false;
const _errs88 = errors;
if(typeof data30 !== "string"){
const err94 = {instancePath:instancePath+"/phases/" + i1+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid6 = _errs88 === errors;
valid16 = valid16 || _valid6;
const _errs90 = errors;
if(data30 !== null){
const err95 = {instancePath:instancePath+"/phases/" + i1+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid6 = _errs90 === errors;
valid16 = valid16 || _valid6;
if(!valid16){
const err96 = {instancePath:instancePath+"/phases/" + i1+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
}
if(data27.source !== undefined){
let data31 = data27.source;
if(!(((((data31 === "explicit-id") || (data31 === "openclaw-alias")) || (data31 === "prd-models")) || (data31 === "agent-default")) || (data31 === "none"))){
const err97 = {instancePath:instancePath+"/phases/" + i1+"/model/source",schemaPath:"#/properties/phases/items/properties/model/properties/source/enum",keyword:"enum",params:{allowedValues: schema37.properties.phases.items.properties.model.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data27.fallback !== undefined){
if(typeof data27.fallback !== "boolean"){
const err98 = {instancePath:instancePath+"/phases/" + i1+"/model/fallback",schemaPath:"#/properties/phases/items/properties/model/properties/fallback/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data27.chain !== undefined){
let data33 = data27.chain;
if(Array.isArray(data33)){
const len3 = data33.length;
for(let i3=0; i3<len3; i3++){
let data34 = data33[i3];
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.tier === undefined){
const err99 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data34.source === undefined){
const err100 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data34.id === undefined){
const err101 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data34.ok === undefined){
const err102 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "ok"},message:"must have required property '"+"ok"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
for(const key4 in data34){
if(!((((key4 === "tier") || (key4 === "source")) || (key4 === "id")) || (key4 === "ok"))){
const err103 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data34.tier !== undefined){
let data35 = data34.tier;
const _errs101 = errors;
let valid20 = false;
const _errs102 = errors;
if(typeof data35 !== "string"){
const err104 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/tier",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid7 = _errs102 === errors;
valid20 = valid20 || _valid7;
const _errs104 = errors;
if(data35 !== null){
const err105 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/tier",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid7 = _errs104 === errors;
valid20 = valid20 || _valid7;
if(!valid20){
const err106 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/tier",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
else {
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
}
}
if(data34.source !== undefined){
let data36 = data34.source;
if(!(((((data36 === "explicit-id") || (data36 === "openclaw-alias")) || (data36 === "prd-models")) || (data36 === "agent-default")) || (data36 === "none"))){
const err107 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/source",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/source/enum",keyword:"enum",params:{allowedValues: schema37.properties.phases.items.properties.model.properties.chain.items.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data34.id !== undefined){
let data37 = data34.id;
const _errs108 = errors;
let valid21 = false;
const _errs109 = errors;
if(typeof data37 !== "string"){
const err108 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/id",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid8 = _errs109 === errors;
valid21 = valid21 || _valid8;
const _errs111 = errors;
if(data37 !== null){
const err109 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/id",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid8 = _errs111 === errors;
valid21 = valid21 || _valid8;
if(!valid21){
const err110 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/id",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
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
if(data34.ok !== undefined){
if(typeof data34.ok !== "boolean"){
const err111 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/ok",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/ok/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err112 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/phases/" + i1+"/model/chain",schemaPath:"#/properties/phases/items/properties/model/properties/chain/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err114 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data16.gate !== undefined){
let data39 = data16.gate;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.kind === undefined){
const err115 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data39.verdict === undefined){
const err116 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data39.commands === undefined){
const err117 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/required",keyword:"required",params:{missingProperty: "commands"},message:"must have required property '"+"commands"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
for(const key5 in data39){
if(!((((((key5 === "kind") || (key5 === "command")) || (key5 === "argv")) || (key5 === "description")) || (key5 === "verdict")) || (key5 === "commands"))){
const err118 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
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
if(!(((data40 === "command") || (data40 === "description")) || (data40 === "none"))){
const err119 = {instancePath:instancePath+"/phases/" + i1+"/gate/kind",schemaPath:"#/properties/phases/items/properties/gate/properties/kind/enum",keyword:"enum",params:{allowedValues: schema37.properties.phases.items.properties.gate.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data39.command !== undefined){
if(typeof data39.command !== "string"){
const err120 = {instancePath:instancePath+"/phases/" + i1+"/gate/command",schemaPath:"#/properties/phases/items/properties/gate/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data39.argv !== undefined){
let data42 = data39.argv;
const _errs122 = errors;
let valid23 = false;
const _errs123 = errors;
if(Array.isArray(data42)){
const len4 = data42.length;
for(let i4=0; i4<len4; i4++){
if(typeof data42[i4] !== "string"){
const err121 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv/" + i4,schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid9 = _errs123 === errors;
valid23 = valid23 || _valid9;
const _errs127 = errors;
if(data42 !== null){
const err123 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid9 = _errs127 === errors;
valid23 = valid23 || _valid9;
if(!valid23){
const err124 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
else {
errors = _errs122;
if(vErrors !== null){
if(_errs122){
vErrors.length = _errs122;
}
else {
vErrors = null;
}
}
}
}
if(data39.description !== undefined){
if(typeof data39.description !== "string"){
const err125 = {instancePath:instancePath+"/phases/" + i1+"/gate/description",schemaPath:"#/properties/phases/items/properties/gate/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data39.verdict !== undefined){
let data45 = data39.verdict;
if(!((((data45 === "ok") || (data45 === "warn")) || (data45 === "rejected")) || (data45 === "none"))){
const err126 = {instancePath:instancePath+"/phases/" + i1+"/gate/verdict",schemaPath:"#/properties/phases/items/properties/gate/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema37.properties.phases.items.properties.gate.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data39.commands !== undefined){
let data46 = data39.commands;
if(Array.isArray(data46)){
const len5 = data46.length;
for(let i5=0; i5<len5; i5++){
let data47 = data46[i5];
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.command === undefined){
const err127 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data47.argv === undefined){
const err128 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data47.verdict === undefined){
const err129 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
for(const key6 in data47){
if(!(((key6 === "command") || (key6 === "argv")) || (key6 === "verdict"))){
const err130 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data47.command !== undefined){
if(typeof data47.command !== "string"){
const err131 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/command",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data47.argv !== undefined){
let data49 = data47.argv;
const _errs140 = errors;
let valid29 = false;
const _errs141 = errors;
if(Array.isArray(data49)){
const len6 = data49.length;
for(let i6=0; i6<len6; i6++){
if(typeof data49[i6] !== "string"){
const err132 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv/" + i6,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err133 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid10 = _errs141 === errors;
valid29 = valid29 || _valid10;
const _errs145 = errors;
if(data49 !== null){
const err134 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
var _valid10 = _errs145 === errors;
valid29 = valid29 || _valid10;
if(!valid29){
const err135 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
else {
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
}
}
if(data47.verdict !== undefined){
let data51 = data47.verdict;
if(!(((data51 === "ok") || (data51 === "warn")) || (data51 === "rejected"))){
const err136 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/verdict",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema37.properties.phases.items.properties.gate.properties.commands.items.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data16.maxRetries !== undefined){
let data52 = data16.maxRetries;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err140 = {instancePath:instancePath+"/phases/" + i1+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 0 || isNaN(data52)){
const err141 = {instancePath:instancePath+"/phases/" + i1+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.timeoutSeconds !== undefined){
let data53 = data16.timeoutSeconds;
const _errs151 = errors;
let valid32 = false;
const _errs152 = errors;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err142 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 1 || isNaN(data53)){
const err143 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
var _valid11 = _errs152 === errors;
valid32 = valid32 || _valid11;
const _errs154 = errors;
if(data53 !== null){
const err144 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid11 = _errs154 === errors;
valid32 = valid32 || _valid11;
if(!valid32){
const err145 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
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
if(data16.files !== undefined){
let data54 = data16.files;
if(Array.isArray(data54)){
const len7 = data54.length;
for(let i7=0; i7<len7; i7++){
if(typeof data54[i7] !== "string"){
const err146 = {instancePath:instancePath+"/phases/" + i1+"/files/" + i7,schemaPath:"#/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err147 = {instancePath:instancePath+"/phases/" + i1+"/files",schemaPath:"#/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data16.onReject !== undefined){
let data56 = data16.onReject;
const _errs161 = errors;
let valid35 = false;
const _errs162 = errors;
if(typeof data56 !== "string"){
const err148 = {instancePath:instancePath+"/phases/" + i1+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var _valid12 = _errs162 === errors;
valid35 = valid35 || _valid12;
const _errs164 = errors;
if(data56 !== null){
const err149 = {instancePath:instancePath+"/phases/" + i1+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
var _valid12 = _errs164 === errors;
valid35 = valid35 || _valid12;
if(!valid35){
const err150 = {instancePath:instancePath+"/phases/" + i1+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
}
if(data16.escalate !== undefined){
if(typeof data16.escalate !== "boolean"){
const err151 = {instancePath:instancePath+"/phases/" + i1+"/escalate",schemaPath:"#/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data16.spawns !== undefined){
let data58 = data16.spawns;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.best === undefined){
const err152 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/required",keyword:"required",params:{missingProperty: "best"},message:"must have required property '"+"best"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data58.worst === undefined){
const err153 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/required",keyword:"required",params:{missingProperty: "worst"},message:"must have required property '"+"worst"+"'"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
for(const key7 in data58){
if(!((key7 === "best") || (key7 === "worst"))){
const err154 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data58.best !== undefined){
let data59 = data58.best;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err155 = {instancePath:instancePath+"/phases/" + i1+"/spawns/best",schemaPath:"#/properties/phases/items/properties/spawns/properties/best/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err156 = {instancePath:instancePath+"/phases/" + i1+"/spawns/best",schemaPath:"#/properties/phases/items/properties/spawns/properties/best/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
if(data58.worst !== undefined){
let data60 = data58.worst;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err157 = {instancePath:instancePath+"/phases/" + i1+"/spawns/worst",schemaPath:"#/properties/phases/items/properties/spawns/properties/worst/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 0 || isNaN(data60)){
const err158 = {instancePath:instancePath+"/phases/" + i1+"/spawns/worst",schemaPath:"#/properties/phases/items/properties/spawns/properties/worst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
}
else {
const err159 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err160 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data.waves !== undefined){
let data61 = data.waves;
if(Array.isArray(data61)){
const len8 = data61.length;
for(let i8=0; i8<len8; i8++){
let data62 = data61[i8];
if(Array.isArray(data62)){
const len9 = data62.length;
for(let i9=0; i9<len9; i9++){
if(typeof data62[i9] !== "string"){
const err162 = {instancePath:instancePath+"/waves/" + i8+"/" + i9,schemaPath:"#/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/waves/" + i8,schemaPath:"#/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
else {
const err164 = {instancePath:instancePath+"/waves",schemaPath:"#/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data.horizon !== undefined){
let data64 = data.horizon;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
if(data64.steps === undefined){
const err165 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data64.mode === undefined){
const err166 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data64.inserted === undefined){
const err167 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/required",keyword:"required",params:{missingProperty: "inserted"},message:"must have required property '"+"inserted"+"'"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
for(const key8 in data64){
if(!(((key8 === "steps") || (key8 === "mode")) || (key8 === "inserted"))){
const err168 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data64.steps !== undefined){
let data65 = data64.steps;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err169 = {instancePath:instancePath+"/horizon/steps",schemaPath:"#/properties/horizon/properties/steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
const err170 = {instancePath:instancePath+"/horizon/steps",schemaPath:"#/properties/horizon/properties/steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
if(data64.mode !== undefined){
let data66 = data64.mode;
if(!(((data66 === "direct") || (data66 === "checkpoint")) || (data66 === "decompose"))){
const err171 = {instancePath:instancePath+"/horizon/mode",schemaPath:"#/properties/horizon/properties/mode/enum",keyword:"enum",params:{allowedValues: schema37.properties.horizon.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data64.inserted !== undefined){
let data67 = data64.inserted;
if(Array.isArray(data67)){
const len10 = data67.length;
for(let i10=0; i10<len10; i10++){
if(typeof data67[i10] !== "string"){
const err172 = {instancePath:instancePath+"/horizon/inserted/" + i10,schemaPath:"#/properties/horizon/properties/inserted/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err173 = {instancePath:instancePath+"/horizon/inserted",schemaPath:"#/properties/horizon/properties/inserted/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
}
else {
const err174 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
if(data.spawns !== undefined){
let data69 = data.spawns;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.best === undefined){
const err175 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "best"},message:"must have required property '"+"best"+"'"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(data69.worst === undefined){
const err176 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "worst"},message:"must have required property '"+"worst"+"'"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(data69.limit === undefined){
const err177 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
for(const key9 in data69){
if(!(((key9 === "best") || (key9 === "worst")) || (key9 === "limit"))){
const err178 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data69.best !== undefined){
let data70 = data69.best;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err179 = {instancePath:instancePath+"/spawns/best",schemaPath:"#/properties/spawns/properties/best/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 0 || isNaN(data70)){
const err180 = {instancePath:instancePath+"/spawns/best",schemaPath:"#/properties/spawns/properties/best/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
if(data69.worst !== undefined){
let data71 = data69.worst;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err181 = {instancePath:instancePath+"/spawns/worst",schemaPath:"#/properties/spawns/properties/worst/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 0 || isNaN(data71)){
const err182 = {instancePath:instancePath+"/spawns/worst",schemaPath:"#/properties/spawns/properties/worst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data69.limit !== undefined){
let data72 = data69.limit;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err183 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 0 || isNaN(data72)){
const err184 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
}
else {
const err185 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data.writes !== undefined){
let data73 = data.writes;
if(Array.isArray(data73)){
const len11 = data73.length;
for(let i11=0; i11<len11; i11++){
if(typeof data73[i11] !== "string"){
const err186 = {instancePath:instancePath+"/writes/" + i11,schemaPath:"#/properties/writes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/writes",schemaPath:"#/properties/writes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data.modelConfig !== undefined){
let data75 = data.modelConfig;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.path === undefined){
const err188 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(data75.found === undefined){
const err189 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/required",keyword:"required",params:{missingProperty: "found"},message:"must have required property '"+"found"+"'"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
for(const key10 in data75){
if(!((key10 === "path") || (key10 === "found"))){
const err190 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data75.path !== undefined){
let data76 = data75.path;
const _errs208 = errors;
let valid48 = false;
const _errs209 = errors;
if(typeof data76 !== "string"){
const err191 = {instancePath:instancePath+"/modelConfig/path",schemaPath:"#/properties/modelConfig/properties/path/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
var _valid13 = _errs209 === errors;
valid48 = valid48 || _valid13;
const _errs211 = errors;
if(data76 !== null){
const err192 = {instancePath:instancePath+"/modelConfig/path",schemaPath:"#/properties/modelConfig/properties/path/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
var _valid13 = _errs211 === errors;
valid48 = valid48 || _valid13;
if(!valid48){
const err193 = {instancePath:instancePath+"/modelConfig/path",schemaPath:"#/properties/modelConfig/properties/path/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
else {
errors = _errs208;
if(vErrors !== null){
if(_errs208){
vErrors.length = _errs208;
}
else {
vErrors = null;
}
}
}
}
if(data75.found !== undefined){
if(typeof data75.found !== "boolean"){
const err194 = {instancePath:instancePath+"/modelConfig/found",schemaPath:"#/properties/modelConfig/properties/found/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
else {
const err195 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
}
else {
const err196 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePrdModel: SchemaProblemSource = validate27;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/prd-model.schema.json","title":"prd-model","type":"object","required":["title","objective","settings","phases"],"properties":{"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","properties":{"cwd":{"type":"string"},"maxParallel":{"type":"integer","minimum":1,"maximum":16},"models":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}},"erosion":{"enum":["refactor","flag","off"]},"maxSpawns":{"type":"integer","minimum":1},"maxDurationSeconds":{"type":"integer","minimum":1},"summaryBudgetBytes":{"type":"integer","minimum":256},"scope":{"enum":["fail","warn"]}},"additionalProperties":false},"phases":{"type":"array","items":{"type":"object","required":["name","line","column","parallel","dependsOn","model","type","tasks","gate","maxRetries","shellGate","skip","escalate","files","timeoutSeconds","onReject","acceptance","erosion","fieldLines"],"properties":{"name":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"parallel":{"type":"boolean"},"dependsOn":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"type":{"enum":["impl","review","extract","approval"]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"gate":{"anyOf":[{"type":"object","required":["kind","text","commands","line","column"],"properties":{"kind":{"enum":["command","description"]},"text":{"type":"string"},"commands":{"type":"array","items":{"type":"object","required":["command","line","column"],"properties":{"command":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"null"}]},"maxRetries":{"type":"integer","minimum":0,"maximum":10},"shellGate":{"type":"boolean"},"skip":{"type":"boolean"},"escalate":{"type":"boolean"},"files":{"type":"array","items":{"type":"string"}},"timeoutSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"erosion":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"fieldLines":{"type":"object","patternProperties":{"^.*$":{"type":"integer","minimum":1}}}},"additionalProperties":false}}},"additionalProperties":false};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/prd-model.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.objective === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.settings === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.phases === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phases"},message:"must have required property '"+"phases"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "objective")) || (key0 === "settings")) || (key0 === "phases"))){
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
if(data.title !== undefined){
let data0 = data.title;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.objective !== undefined){
let data1 = data.objective;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data1 !== null){
const err9 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err10 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
if(data.settings !== undefined){
let data2 = data.settings;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!((((((((key1 === "cwd") || (key1 === "maxParallel")) || (key1 === "models")) || (key1 === "erosion")) || (key1 === "maxSpawns")) || (key1 === "maxDurationSeconds")) || (key1 === "summaryBudgetBytes")) || (key1 === "scope"))){
const err11 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.cwd !== undefined){
if(typeof data2.cwd !== "string"){
const err12 = {instancePath:instancePath+"/settings/cwd",schemaPath:"#/properties/settings/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.maxParallel !== undefined){
let data4 = data2.maxParallel;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 16 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/maximum",keyword:"maximum",params:{comparison: "<=", limit: 16},message:"must be <= 16"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data2.models !== undefined){
let data5 = data2.models;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
var props0 = {};
for(const key2 in data5){
if(pattern4.test(key2)){
if(typeof data5[key2] !== "string"){
const err16 = {instancePath:instancePath+"/settings/models/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/settings/properties/models/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
props0[key2] = true;
}
}
}
else {
const err17 = {instancePath:instancePath+"/settings/models",schemaPath:"#/properties/settings/properties/models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.erosion !== undefined){
let data7 = data2.erosion;
if(!(((data7 === "refactor") || (data7 === "flag")) || (data7 === "off"))){
const err18 = {instancePath:instancePath+"/settings/erosion",schemaPath:"#/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema38.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.maxSpawns !== undefined){
let data8 = data2.maxSpawns;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.maxDurationSeconds !== undefined){
let data9 = data2.maxDurationSeconds;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.summaryBudgetBytes !== undefined){
let data10 = data2.summaryBudgetBytes;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 256 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 256},message:"must be >= 256"};
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
if(data2.scope !== undefined){
let data11 = data2.scope;
if(!((data11 === "fail") || (data11 === "warn"))){
const err25 = {instancePath:instancePath+"/settings/scope",schemaPath:"#/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema38.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"};
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
const err26 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.phases !== undefined){
let data12 = data.phases;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.name === undefined){
const err27 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data13.line === undefined){
const err28 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data13.column === undefined){
const err29 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data13.parallel === undefined){
const err30 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data13.dependsOn === undefined){
const err31 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data13.model === undefined){
const err32 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data13.type === undefined){
const err33 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.tasks === undefined){
const err34 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.gate === undefined){
const err35 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gate"},message:"must have required property '"+"gate"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13.maxRetries === undefined){
const err36 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data13.shellGate === undefined){
const err37 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13.skip === undefined){
const err38 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13.escalate === undefined){
const err39 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data13.files === undefined){
const err40 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data13.timeoutSeconds === undefined){
const err41 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data13.onReject === undefined){
const err42 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data13.acceptance === undefined){
const err43 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "acceptance"},message:"must have required property '"+"acceptance"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data13.erosion === undefined){
const err44 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data13.fieldLines === undefined){
const err45 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "fieldLines"},message:"must have required property '"+"fieldLines"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key3 in data13){
if(!(func2.call(schema38.properties.phases.items.properties, key3))){
const err46 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.name !== undefined){
if(typeof data13.name !== "string"){
const err47 = {instancePath:instancePath+"/phases/" + i0+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data13.line !== undefined){
let data15 = data13.line;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err48 = {instancePath:instancePath+"/phases/" + i0+"/line",schemaPath:"#/properties/phases/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err49 = {instancePath:instancePath+"/phases/" + i0+"/line",schemaPath:"#/properties/phases/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data13.column !== undefined){
let data16 = data13.column;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err50 = {instancePath:instancePath+"/phases/" + i0+"/column",schemaPath:"#/properties/phases/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err51 = {instancePath:instancePath+"/phases/" + i0+"/column",schemaPath:"#/properties/phases/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data13.parallel !== undefined){
if(typeof data13.parallel !== "boolean"){
const err52 = {instancePath:instancePath+"/phases/" + i0+"/parallel",schemaPath:"#/properties/phases/items/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data13.dependsOn !== undefined){
let data18 = data13.dependsOn;
const _errs47 = errors;
let valid8 = false;
const _errs48 = errors;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
if(typeof data18[i1] !== "string"){
const err53 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn/" + i1,schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid8 = valid8 || _valid2;
const _errs52 = errors;
if(data18 !== null){
const err55 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid2 = _errs52 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err56 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data13.model !== undefined){
let data20 = data13.model;
const _errs55 = errors;
let valid11 = false;
const _errs56 = errors;
if(typeof data20 !== "string"){
const err57 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid3 = _errs56 === errors;
valid11 = valid11 || _valid3;
const _errs58 = errors;
if(data20 !== null){
const err58 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid3 = _errs58 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err59 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
}
if(data13.type !== undefined){
let data21 = data13.type;
if(!((((data21 === "impl") || (data21 === "review")) || (data21 === "extract")) || (data21 === "approval"))){
const err60 = {instancePath:instancePath+"/phases/" + i0+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema38.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data13.tasks !== undefined){
let data22 = data13.tasks;
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.text === undefined){
const err61 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data23.depth === undefined){
const err62 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data23.line === undefined){
const err63 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data23.column === undefined){
const err64 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key4 in data23){
if(!((((key4 === "text") || (key4 === "depth")) || (key4 === "line")) || (key4 === "column"))){
const err65 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data23.text !== undefined){
if(typeof data23.text !== "string"){
const err66 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/text",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data23.depth !== undefined){
let data25 = data23.depth;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err67 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err68 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data23.line !== undefined){
let data26 = data23.line;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err69 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
const err70 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data23.column !== undefined){
let data27 = data23.column;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err71 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 1 || isNaN(data27)){
const err72 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err73 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err74 = {instancePath:instancePath+"/phases/" + i0+"/tasks",schemaPath:"#/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data13.gate !== undefined){
let data28 = data13.gate;
const _errs75 = errors;
let valid15 = false;
const _errs76 = errors;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.kind === undefined){
const err75 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data28.text === undefined){
const err76 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data28.commands === undefined){
const err77 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "commands"},message:"must have required property '"+"commands"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data28.line === undefined){
const err78 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data28.column === undefined){
const err79 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key5 in data28){
if(!(((((key5 === "kind") || (key5 === "text")) || (key5 === "commands")) || (key5 === "line")) || (key5 === "column"))){
const err80 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data28.kind !== undefined){
let data29 = data28.kind;
if(!((data29 === "command") || (data29 === "description"))){
const err81 = {instancePath:instancePath+"/phases/" + i0+"/gate/kind",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema38.properties.phases.items.properties.gate.anyOf[0].properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data28.text !== undefined){
if(typeof data28.text !== "string"){
const err82 = {instancePath:instancePath+"/phases/" + i0+"/gate/text",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data28.commands !== undefined){
let data31 = data28.commands;
if(Array.isArray(data31)){
const len3 = data31.length;
for(let i3=0; i3<len3; i3++){
let data32 = data31[i3];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.command === undefined){
const err83 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data32.line === undefined){
const err84 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data32.column === undefined){
const err85 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key6 in data32){
if(!(((key6 === "command") || (key6 === "line")) || (key6 === "column"))){
const err86 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data32.command !== undefined){
if(typeof data32.command !== "string"){
const err87 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/command",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data32.line !== undefined){
let data34 = data32.line;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err88 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1 || isNaN(data34)){
const err89 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data32.column !== undefined){
let data35 = data32.column;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err90 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 1 || isNaN(data35)){
const err91 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err92 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data28.line !== undefined){
let data36 = data28.line;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err94 = {instancePath:instancePath+"/phases/" + i0+"/gate/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 1 || isNaN(data36)){
const err95 = {instancePath:instancePath+"/phases/" + i0+"/gate/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
if(data28.column !== undefined){
let data37 = data28.column;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err96 = {instancePath:instancePath+"/phases/" + i0+"/gate/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 1 || isNaN(data37)){
const err97 = {instancePath:instancePath+"/phases/" + i0+"/gate/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
}
else {
const err98 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid4 = _errs76 === errors;
valid15 = valid15 || _valid4;
const _errs97 = errors;
if(data28 !== null){
const err99 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid4 = _errs97 === errors;
valid15 = valid15 || _valid4;
if(!valid15){
const err100 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data13.maxRetries !== undefined){
let data38 = data13.maxRetries;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err101 = {instancePath:instancePath+"/phases/" + i0+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 10 || isNaN(data38)){
const err102 = {instancePath:instancePath+"/phases/" + i0+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data38 < 0 || isNaN(data38)){
const err103 = {instancePath:instancePath+"/phases/" + i0+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
if(data13.shellGate !== undefined){
if(typeof data13.shellGate !== "boolean"){
const err104 = {instancePath:instancePath+"/phases/" + i0+"/shellGate",schemaPath:"#/properties/phases/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data13.skip !== undefined){
if(typeof data13.skip !== "boolean"){
const err105 = {instancePath:instancePath+"/phases/" + i0+"/skip",schemaPath:"#/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data13.escalate !== undefined){
if(typeof data13.escalate !== "boolean"){
const err106 = {instancePath:instancePath+"/phases/" + i0+"/escalate",schemaPath:"#/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data13.files !== undefined){
let data42 = data13.files;
if(Array.isArray(data42)){
const len4 = data42.length;
for(let i4=0; i4<len4; i4++){
if(typeof data42[i4] !== "string"){
const err107 = {instancePath:instancePath+"/phases/" + i0+"/files/" + i4,schemaPath:"#/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/phases/" + i0+"/files",schemaPath:"#/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data13.timeoutSeconds !== undefined){
let data44 = data13.timeoutSeconds;
const _errs112 = errors;
let valid22 = false;
const _errs113 = errors;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err109 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 1 || isNaN(data44)){
const err110 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
var _valid5 = _errs113 === errors;
valid22 = valid22 || _valid5;
const _errs115 = errors;
if(data44 !== null){
const err111 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid5 = _errs115 === errors;
valid22 = valid22 || _valid5;
if(!valid22){
const err112 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
}
if(data13.onReject !== undefined){
let data45 = data13.onReject;
const _errs118 = errors;
let valid23 = false;
const _errs119 = errors;
if(typeof data45 !== "string"){
const err113 = {instancePath:instancePath+"/phases/" + i0+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid6 = _errs119 === errors;
valid23 = valid23 || _valid6;
const _errs121 = errors;
if(data45 !== null){
const err114 = {instancePath:instancePath+"/phases/" + i0+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid6 = _errs121 === errors;
valid23 = valid23 || _valid6;
if(!valid23){
const err115 = {instancePath:instancePath+"/phases/" + i0+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
}
}
if(data13.acceptance !== undefined){
let data46 = data13.acceptance;
if(Array.isArray(data46)){
const len5 = data46.length;
for(let i5=0; i5<len5; i5++){
let data47 = data46[i5];
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.text === undefined){
const err116 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data47.line === undefined){
const err117 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data47.column === undefined){
const err118 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
for(const key7 in data47){
if(!(((key7 === "text") || (key7 === "line")) || (key7 === "column"))){
const err119 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data47.text !== undefined){
if(typeof data47.text !== "string"){
const err120 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/text",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data47.line !== undefined){
let data49 = data47.line;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err121 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err122 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data47.column !== undefined){
let data50 = data47.column;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err123 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 1 || isNaN(data50)){
const err124 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
}
else {
const err125 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/phases/" + i0+"/acceptance",schemaPath:"#/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data13.erosion !== undefined){
let data51 = data13.erosion;
const _errs135 = errors;
let valid27 = false;
const _errs136 = errors;
if(!(((data51 === "refactor") || (data51 === "flag")) || (data51 === "off"))){
const err127 = {instancePath:instancePath+"/phases/" + i0+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema38.properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid7 = _errs136 === errors;
valid27 = valid27 || _valid7;
const _errs137 = errors;
if(data51 !== null){
const err128 = {instancePath:instancePath+"/phases/" + i0+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid7 = _errs137 === errors;
valid27 = valid27 || _valid7;
if(!valid27){
const err129 = {instancePath:instancePath+"/phases/" + i0+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
else {
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
}
}
if(data13.fieldLines !== undefined){
let data52 = data13.fieldLines;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
var props2 = {};
for(const key8 in data52){
if(pattern4.test(key8)){
let data53 = data52[key8];
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err130 = {instancePath:instancePath+"/phases/" + i0+"/fieldLines/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 1 || isNaN(data53)){
const err131 = {instancePath:instancePath+"/phases/" + i0+"/fieldLines/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
props2[key8] = true;
}
}
}
else {
const err132 = {instancePath:instancePath+"/phases/" + i0+"/fieldLines",schemaPath:"#/properties/phases/items/properties/fieldLines/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err133 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err134 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateResultEnvelope: SchemaProblemSource = validate28;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/result-envelope.schema.json","title":"result-envelope","type":"object","required":["status","summary","findings","evidence","filesModified","recommendation","acceptance"],"properties":{"status":{"enum":["DONE","BLOCKED","ERROR"]},"summary":{"type":"string"},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"evidence":{"type":"array","items":{"type":"string"}},"filesModified":{"type":"array","items":{"type":"string"}},"recommendation":{"type":"string"},"acceptance":{"type":"array","items":{"type":"object","required":["criterion","met"],"properties":{"criterion":{"type":"string"},"met":{"type":"boolean"},"note":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/result-envelope.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema39.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err13 = {instancePath:instancePath+"/findings/" + i0+"/severity",schemaPath:"#/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema39.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateRunEvent: SchemaProblemSource = validate29;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event.schema.json","title":"run-event","anyOf":[{"type":"object","required":["seq","at","type","runId","prd","cwd","runDir","only","settings","waves","phases"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-started"},"runId":{"type":"string"},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","scope","ccThreshold","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"scope":{"enum":["fail","warn"]},"ccThreshold":{"type":"integer","minimum":1},"graceSeconds":{"type":"integer","minimum":0}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"phases":{"type":"array","items":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-started"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","reissueOf"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"reissueOf":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","sessionKey"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-confirmed"},"actionId":{"type":"string"},"sessionKey":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","outcome","status","summary","findings","filesModified","verdict","problems"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-result"},"actionId":{"type":"string"},"outcome":{"enum":["accepted","invalid","timed-out"]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"filesModified":{"type":"array","items":{"type":"string"}},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","state","exitCode","tail","fingerprint"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-finished"},"actionId":{"type":"string"},"state":{"enum":["passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"fingerprint":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","actionId","changed","outside","unattributed"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"changes-recorded"},"actionId":{"type":"string"},"changed":{"type":"array","items":{"type":"string"}},"outside":{"type":"array","items":{"type":"string"}},"unattributed":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","check"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"erosion-measured"},"phase":{"type":"string"},"check":{"type":"object","required":["actionId","role","measured","reason","before","after","growth","flagged","offenders","skipped"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","refactor"]},"measured":{"type":"boolean"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false}},"skipped":{"type":"array","items":{"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"refactor-inserted"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason","fingerprint","gateTail","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"attempt-failed"},"phase":{"type":"string"},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","cycle","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"review-found"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","cycle"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"fix-done"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","summary","erosion"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-passed"},"phase":{"type":"string"},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"enum":["not-measured","ok","flagged"]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-skipped"},"phase":{"type":"string"},"reason":{"enum":["skip-flag","only"]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"approval-requested"},"phase":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","decision","note","reset"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"decision-recorded"},"phase":{"type":"string"},"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"reset":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},{"type":"object","required":["seq","at","type","phase","reason","detail","message"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-escalated"},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"detail":{"type":"string"},"message":{"type":"string"}},"additionalProperties":false},{"type":"object","required":["seq","at","type","reset","reissue","maxSpawns","maxDurationSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-resumed"},"reset":{"type":"array","items":{"type":"string"}},"reissue":{"type":"array","items":{"type":"string"}},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","note"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-cancelled"},"note":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["seq","at","type","summaryFile"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-completed"},"summaryFile":{"type":"string"}},"additionalProperties":false}]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.at === undefined){
const err1 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.runId === undefined){
const err3 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "runId"},message:"must have required property '"+"runId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.prd === undefined){
const err4 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "prd"},message:"must have required property '"+"prd"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.cwd === undefined){
const err5 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.runDir === undefined){
const err6 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "runDir"},message:"must have required property '"+"runDir"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.only === undefined){
const err7 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "only"},message:"must have required property '"+"only"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.settings === undefined){
const err8 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.waves === undefined){
const err9 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "waves"},message:"must have required property '"+"waves"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.phases === undefined){
const err10 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "phases"},message:"must have required property '"+"phases"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema40.anyOf[0].properties, key0))){
const err11 = {instancePath,schemaPath:"#/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.seq !== undefined){
let data0 = data.seq;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err12 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/0/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err13 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/0/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.at !== undefined){
let data1 = data.at;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("run-started" !== data2){
const err17 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "run-started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err18 = {instancePath:instancePath+"/runId",schemaPath:"#/anyOf/0/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.prd !== undefined){
let data4 = data.prd;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.path === undefined){
const err19 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.sha256 === undefined){
const err20 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4.title === undefined){
const err21 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4.objective === undefined){
const err22 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data4){
if(!((((key1 === "path") || (key1 === "sha256")) || (key1 === "title")) || (key1 === "objective"))){
const err23 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.path !== undefined){
if(typeof data4.path !== "string"){
const err24 = {instancePath:instancePath+"/prd/path",schemaPath:"#/anyOf/0/properties/prd/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.sha256 !== undefined){
if(typeof data4.sha256 !== "string"){
const err25 = {instancePath:instancePath+"/prd/sha256",schemaPath:"#/anyOf/0/properties/prd/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.title !== undefined){
let data7 = data4.title;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/prd/title",schemaPath:"#/anyOf/0/properties/prd/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(data7 !== null){
const err27 = {instancePath:instancePath+"/prd/title",schemaPath:"#/anyOf/0/properties/prd/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err28 = {instancePath:instancePath+"/prd/title",schemaPath:"#/anyOf/0/properties/prd/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
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
if(data4.objective !== undefined){
let data8 = data4.objective;
const _errs26 = errors;
let valid4 = false;
const _errs27 = errors;
if(typeof data8 !== "string"){
const err29 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/anyOf/0/properties/prd/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid4 = valid4 || _valid2;
const _errs29 = errors;
if(data8 !== null){
const err30 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/anyOf/0/properties/prd/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err31 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/anyOf/0/properties/prd/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
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
}
else {
const err32 = {instancePath:instancePath+"/prd",schemaPath:"#/anyOf/0/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err33 = {instancePath:instancePath+"/cwd",schemaPath:"#/anyOf/0/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.runDir !== undefined){
if(typeof data.runDir !== "string"){
const err34 = {instancePath:instancePath+"/runDir",schemaPath:"#/anyOf/0/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.only !== undefined){
let data11 = data.only;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
if(typeof data11 !== "string"){
const err35 = {instancePath:instancePath+"/only",schemaPath:"#/anyOf/0/properties/only/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid5 = valid5 || _valid3;
const _errs39 = errors;
if(data11 !== null){
const err36 = {instancePath:instancePath+"/only",schemaPath:"#/anyOf/0/properties/only/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs39 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err37 = {instancePath:instancePath+"/only",schemaPath:"#/anyOf/0/properties/only/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
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
if(data.settings !== undefined){
let data12 = data.settings;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.maxParallel === undefined){
const err38 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "maxParallel"},message:"must have required property '"+"maxParallel"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data12.maxSpawns === undefined){
const err39 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "maxSpawns"},message:"must have required property '"+"maxSpawns"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data12.maxDurationSeconds === undefined){
const err40 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "maxDurationSeconds"},message:"must have required property '"+"maxDurationSeconds"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data12.summaryBudgetBytes === undefined){
const err41 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "summaryBudgetBytes"},message:"must have required property '"+"summaryBudgetBytes"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data12.erosion === undefined){
const err42 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data12.scope === undefined){
const err43 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data12.ccThreshold === undefined){
const err44 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "ccThreshold"},message:"must have required property '"+"ccThreshold"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data12.graceSeconds === undefined){
const err45 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/required",keyword:"required",params:{missingProperty: "graceSeconds"},message:"must have required property '"+"graceSeconds"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key2 in data12){
if(!((((((((key2 === "maxParallel") || (key2 === "maxSpawns")) || (key2 === "maxDurationSeconds")) || (key2 === "summaryBudgetBytes")) || (key2 === "erosion")) || (key2 === "scope")) || (key2 === "ccThreshold")) || (key2 === "graceSeconds"))){
const err46 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data12.maxParallel !== undefined){
let data13 = data12.maxParallel;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err47 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/anyOf/0/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err48 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/anyOf/0/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data12.maxSpawns !== undefined){
let data14 = data12.maxSpawns;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err49 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/anyOf/0/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err50 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/anyOf/0/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data12.maxDurationSeconds !== undefined){
let data15 = data12.maxDurationSeconds;
const _errs49 = errors;
let valid7 = false;
const _errs50 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err51 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err52 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
var _valid4 = _errs50 === errors;
valid7 = valid7 || _valid4;
const _errs52 = errors;
if(data15 !== null){
const err53 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid4 = _errs52 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err54 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data12.summaryBudgetBytes !== undefined){
let data16 = data12.summaryBudgetBytes;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err55 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/anyOf/0/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/anyOf/0/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data12.erosion !== undefined){
let data17 = data12.erosion;
if(!(((data17 === "refactor") || (data17 === "flag")) || (data17 === "off"))){
const err57 = {instancePath:instancePath+"/settings/erosion",schemaPath:"#/anyOf/0/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[0].properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data12.scope !== undefined){
let data18 = data12.scope;
if(!((data18 === "fail") || (data18 === "warn"))){
const err58 = {instancePath:instancePath+"/settings/scope",schemaPath:"#/anyOf/0/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[0].properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data12.ccThreshold !== undefined){
let data19 = data12.ccThreshold;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err59 = {instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/anyOf/0/properties/settings/properties/ccThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err60 = {instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/anyOf/0/properties/settings/properties/ccThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data12.graceSeconds !== undefined){
let data20 = data12.graceSeconds;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err61 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err62 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/anyOf/0/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
}
else {
const err63 = {instancePath:instancePath+"/settings",schemaPath:"#/anyOf/0/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.waves !== undefined){
let data21 = data.waves;
if(Array.isArray(data21)){
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
let data22 = data21[i0];
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
if(typeof data22[i1] !== "string"){
const err64 = {instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/anyOf/0/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err65 = {instancePath:instancePath+"/waves/" + i0,schemaPath:"#/anyOf/0/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/waves",schemaPath:"#/anyOf/0/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.phases !== undefined){
let data24 = data.phases;
if(Array.isArray(data24)){
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
let data25 = data24[i2];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.name === undefined){
const err67 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data25.key === undefined){
const err68 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data25.kind === undefined){
const err69 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data25.type === undefined){
const err70 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data25.origin === undefined){
const err71 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data25.wave === undefined){
const err72 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data25.dependsOn === undefined){
const err73 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data25.model === undefined){
const err74 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data25.modelUp === undefined){
const err75 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "modelUp"},message:"must have required property '"+"modelUp"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data25.fixModel === undefined){
const err76 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "fixModel"},message:"must have required property '"+"fixModel"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data25.gateCommands === undefined){
const err77 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "gateCommands"},message:"must have required property '"+"gateCommands"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data25.gateDescription === undefined){
const err78 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "gateDescription"},message:"must have required property '"+"gateDescription"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data25.fixGateCommands === undefined){
const err79 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "fixGateCommands"},message:"must have required property '"+"fixGateCommands"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data25.fixFiles === undefined){
const err80 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "fixFiles"},message:"must have required property '"+"fixFiles"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data25.maxRetries === undefined){
const err81 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data25.timeoutSeconds === undefined){
const err82 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data25.gateTimeoutSeconds === undefined){
const err83 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "gateTimeoutSeconds"},message:"must have required property '"+"gateTimeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data25.files === undefined){
const err84 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data25.onReject === undefined){
const err85 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data25.escalate === undefined){
const err86 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data25.skip === undefined){
const err87 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data25.erosionPolicy === undefined){
const err88 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosionPolicy"},message:"must have required property '"+"erosionPolicy"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data25.tasks === undefined){
const err89 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data25.acceptance === undefined){
const err90 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/required",keyword:"required",params:{missingProperty: "acceptance"},message:"must have required property '"+"acceptance"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key3 in data25){
if(!(func2.call(schema40.anyOf[0].properties.phases.items.properties, key3))){
const err91 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data25.name !== undefined){
if(typeof data25.name !== "string"){
const err92 = {instancePath:instancePath+"/phases/" + i2+"/name",schemaPath:"#/anyOf/0/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data25.key !== undefined){
if(typeof data25.key !== "string"){
const err93 = {instancePath:instancePath+"/phases/" + i2+"/key",schemaPath:"#/anyOf/0/properties/phases/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data25.kind !== undefined){
let data28 = data25.kind;
if(!((((data28 === "agent") || (data28 === "approval")) || (data28 === "checkpoint")) || (data28 === "skip"))){
const err94 = {instancePath:instancePath+"/phases/" + i2+"/kind",schemaPath:"#/anyOf/0/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[0].properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data25.type !== undefined){
let data29 = data25.type;
if(!((((data29 === "impl") || (data29 === "review")) || (data29 === "extract")) || (data29 === "approval"))){
const err95 = {instancePath:instancePath+"/phases/" + i2+"/type",schemaPath:"#/anyOf/0/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[0].properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data25.origin !== undefined){
let data30 = data25.origin;
const _errs80 = errors;
let valid15 = false;
const _errs81 = errors;
if(typeof data30 !== "string"){
const err96 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid5 = _errs81 === errors;
valid15 = valid15 || _valid5;
const _errs83 = errors;
if(data30 !== null){
const err97 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid5 = _errs83 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err98 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/anyOf/0/properties/phases/items/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
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
if(data25.wave !== undefined){
let data31 = data25.wave;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err99 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/anyOf/0/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err100 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/anyOf/0/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
if(data25.dependsOn !== undefined){
let data32 = data25.dependsOn;
if(Array.isArray(data32)){
const len3 = data32.length;
for(let i3=0; i3<len3; i3++){
if(typeof data32[i3] !== "string"){
const err101 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn/" + i3,schemaPath:"#/anyOf/0/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn",schemaPath:"#/anyOf/0/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data25.model !== undefined){
let data34 = data25.model;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.tier === undefined){
const err103 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data34.id === undefined){
const err104 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key4 in data34){
if(!((key4 === "tier") || (key4 === "id"))){
const err105 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data34.tier !== undefined){
let data35 = data34.tier;
const _errs95 = errors;
let valid19 = false;
const _errs96 = errors;
if(typeof data35 !== "string"){
const err106 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid6 = _errs96 === errors;
valid19 = valid19 || _valid6;
const _errs98 = errors;
if(data35 !== null){
const err107 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid6 = _errs98 === errors;
valid19 = valid19 || _valid6;
if(!valid19){
const err108 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
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
if(data34.id !== undefined){
let data36 = data34.id;
const _errs101 = errors;
let valid20 = false;
const _errs102 = errors;
if(typeof data36 !== "string"){
const err109 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid7 = _errs102 === errors;
valid20 = valid20 || _valid7;
const _errs104 = errors;
if(data36 !== null){
const err110 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid7 = _errs104 === errors;
valid20 = valid20 || _valid7;
if(!valid20){
const err111 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err112 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/anyOf/0/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data25.modelUp !== undefined){
let data37 = data25.modelUp;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.tier === undefined){
const err113 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data37.id === undefined){
const err114 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
for(const key5 in data37){
if(!((key5 === "tier") || (key5 === "id"))){
const err115 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data37.tier !== undefined){
let data38 = data37.tier;
const _errs110 = errors;
let valid22 = false;
const _errs111 = errors;
if(typeof data38 !== "string"){
const err116 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid8 = _errs111 === errors;
valid22 = valid22 || _valid8;
const _errs113 = errors;
if(data38 !== null){
const err117 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid8 = _errs113 === errors;
valid22 = valid22 || _valid8;
if(!valid22){
const err118 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
else {
errors = _errs110;
if(vErrors !== null){
if(_errs110){
vErrors.length = _errs110;
}
else {
vErrors = null;
}
}
}
}
if(data37.id !== undefined){
let data39 = data37.id;
const _errs116 = errors;
let valid23 = false;
const _errs117 = errors;
if(typeof data39 !== "string"){
const err119 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid9 = _errs117 === errors;
valid23 = valid23 || _valid9;
const _errs119 = errors;
if(data39 !== null){
const err120 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid9 = _errs119 === errors;
valid23 = valid23 || _valid9;
if(!valid23){
const err121 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
else {
errors = _errs116;
if(vErrors !== null){
if(_errs116){
vErrors.length = _errs116;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err122 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/anyOf/0/properties/phases/items/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data25.fixModel !== undefined){
let data40 = data25.fixModel;
const _errs122 = errors;
let valid24 = false;
const _errs123 = errors;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.tier === undefined){
const err123 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data40.id === undefined){
const err124 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
for(const key6 in data40){
if(!((key6 === "tier") || (key6 === "id"))){
const err125 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data40.tier !== undefined){
let data41 = data40.tier;
const _errs127 = errors;
let valid26 = false;
const _errs128 = errors;
if(typeof data41 !== "string"){
const err126 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid11 = _errs128 === errors;
valid26 = valid26 || _valid11;
const _errs130 = errors;
if(data41 !== null){
const err127 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid11 = _errs130 === errors;
valid26 = valid26 || _valid11;
if(!valid26){
const err128 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
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
if(data40.id !== undefined){
let data42 = data40.id;
const _errs133 = errors;
let valid27 = false;
const _errs134 = errors;
if(typeof data42 !== "string"){
const err129 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var _valid12 = _errs134 === errors;
valid27 = valid27 || _valid12;
const _errs136 = errors;
if(data42 !== null){
const err130 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var _valid12 = _errs136 === errors;
valid27 = valid27 || _valid12;
if(!valid27){
const err131 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
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
}
else {
const err132 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid10 = _errs123 === errors;
valid24 = valid24 || _valid10;
const _errs138 = errors;
if(data40 !== null){
const err133 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid10 = _errs138 === errors;
valid24 = valid24 || _valid10;
if(!valid24){
const err134 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
else {
errors = _errs122;
if(vErrors !== null){
if(_errs122){
vErrors.length = _errs122;
}
else {
vErrors = null;
}
}
}
}
if(data25.gateCommands !== undefined){
let data43 = data25.gateCommands;
if(Array.isArray(data43)){
const len4 = data43.length;
for(let i4=0; i4<len4; i4++){
let data44 = data43[i4];
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
if(data44.command === undefined){
const err135 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data44.argv === undefined){
const err136 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data44.shellGate === undefined){
const err137 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key7 in data44){
if(!(((key7 === "command") || (key7 === "argv")) || (key7 === "shellGate"))){
const err138 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data44.command !== undefined){
if(typeof data44.command !== "string"){
const err139 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/command",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data44.argv !== undefined){
let data46 = data44.argv;
const _errs148 = errors;
let valid31 = false;
const _errs149 = errors;
if(Array.isArray(data46)){
const len5 = data46.length;
for(let i5=0; i5<len5; i5++){
if(typeof data46[i5] !== "string"){
const err140 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv/" + i5,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
else {
const err141 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
var _valid13 = _errs149 === errors;
valid31 = valid31 || _valid13;
const _errs153 = errors;
if(data46 !== null){
const err142 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid13 = _errs153 === errors;
valid31 = valid31 || _valid13;
if(!valid31){
const err143 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
else {
errors = _errs148;
if(vErrors !== null){
if(_errs148){
vErrors.length = _errs148;
}
else {
vErrors = null;
}
}
}
}
if(data44.shellGate !== undefined){
if(typeof data44.shellGate !== "boolean"){
const err144 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/shellGate",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err145 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
else {
const err146 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data25.gateDescription !== undefined){
let data49 = data25.gateDescription;
const _errs158 = errors;
let valid34 = false;
const _errs159 = errors;
if(typeof data49 !== "string"){
const err147 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid14 = _errs159 === errors;
valid34 = valid34 || _valid14;
const _errs161 = errors;
if(data49 !== null){
const err148 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var _valid14 = _errs161 === errors;
valid34 = valid34 || _valid14;
if(!valid34){
const err149 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
errors = _errs158;
if(vErrors !== null){
if(_errs158){
vErrors.length = _errs158;
}
else {
vErrors = null;
}
}
}
}
if(data25.fixGateCommands !== undefined){
let data50 = data25.fixGateCommands;
if(Array.isArray(data50)){
const len6 = data50.length;
for(let i6=0; i6<len6; i6++){
let data51 = data50[i6];
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.command === undefined){
const err150 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data51.argv === undefined){
const err151 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(data51.shellGate === undefined){
const err152 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
for(const key8 in data51){
if(!(((key8 === "command") || (key8 === "argv")) || (key8 === "shellGate"))){
const err153 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data51.command !== undefined){
if(typeof data51.command !== "string"){
const err154 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/command",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data51.argv !== undefined){
let data53 = data51.argv;
const _errs171 = errors;
let valid38 = false;
const _errs172 = errors;
if(Array.isArray(data53)){
const len7 = data53.length;
for(let i7=0; i7<len7; i7++){
if(typeof data53[i7] !== "string"){
const err155 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv/" + i7,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
}
else {
const err156 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid15 = _errs172 === errors;
valid38 = valid38 || _valid15;
const _errs176 = errors;
if(data53 !== null){
const err157 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var _valid15 = _errs176 === errors;
valid38 = valid38 || _valid15;
if(!valid38){
const err158 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
else {
errors = _errs171;
if(vErrors !== null){
if(_errs171){
vErrors.length = _errs171;
}
else {
vErrors = null;
}
}
}
}
if(data51.shellGate !== undefined){
if(typeof data51.shellGate !== "boolean"){
const err159 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/shellGate",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err160 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data25.fixFiles !== undefined){
let data56 = data25.fixFiles;
if(Array.isArray(data56)){
const len8 = data56.length;
for(let i8=0; i8<len8; i8++){
if(typeof data56[i8] !== "string"){
const err162 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles/" + i8,schemaPath:"#/anyOf/0/properties/phases/items/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles",schemaPath:"#/anyOf/0/properties/phases/items/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data25.maxRetries !== undefined){
let data58 = data25.maxRetries;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err164 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/anyOf/0/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 0 || isNaN(data58)){
const err165 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/anyOf/0/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
if(data25.timeoutSeconds !== undefined){
let data59 = data25.timeoutSeconds;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err166 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err167 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
if(data25.gateTimeoutSeconds !== undefined){
let data60 = data25.gateTimeoutSeconds;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err168 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 1 || isNaN(data60)){
const err169 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/anyOf/0/properties/phases/items/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
if(data25.files !== undefined){
let data61 = data25.files;
if(Array.isArray(data61)){
const len9 = data61.length;
for(let i9=0; i9<len9; i9++){
if(typeof data61[i9] !== "string"){
const err170 = {instancePath:instancePath+"/phases/" + i2+"/files/" + i9,schemaPath:"#/anyOf/0/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/phases/" + i2+"/files",schemaPath:"#/anyOf/0/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data25.onReject !== undefined){
let data63 = data25.onReject;
const _errs195 = errors;
let valid45 = false;
const _errs196 = errors;
if(typeof data63 !== "string"){
const err172 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
var _valid16 = _errs196 === errors;
valid45 = valid45 || _valid16;
const _errs198 = errors;
if(data63 !== null){
const err173 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
var _valid16 = _errs198 === errors;
valid45 = valid45 || _valid16;
if(!valid45){
const err174 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/anyOf/0/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
else {
errors = _errs195;
if(vErrors !== null){
if(_errs195){
vErrors.length = _errs195;
}
else {
vErrors = null;
}
}
}
}
if(data25.escalate !== undefined){
if(typeof data25.escalate !== "boolean"){
const err175 = {instancePath:instancePath+"/phases/" + i2+"/escalate",schemaPath:"#/anyOf/0/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data25.skip !== undefined){
if(typeof data25.skip !== "boolean"){
const err176 = {instancePath:instancePath+"/phases/" + i2+"/skip",schemaPath:"#/anyOf/0/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data25.erosionPolicy !== undefined){
let data66 = data25.erosionPolicy;
const _errs205 = errors;
let valid46 = false;
const _errs206 = errors;
if(!(((data66 === "refactor") || (data66 === "flag")) || (data66 === "off"))){
const err177 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosionPolicy/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[0].properties.phases.items.properties.erosionPolicy.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
var _valid17 = _errs206 === errors;
valid46 = valid46 || _valid17;
const _errs207 = errors;
if(data66 !== null){
const err178 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosionPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid17 = _errs207 === errors;
valid46 = valid46 || _valid17;
if(!valid46){
const err179 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/anyOf/0/properties/phases/items/properties/erosionPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
else {
errors = _errs205;
if(vErrors !== null){
if(_errs205){
vErrors.length = _errs205;
}
else {
vErrors = null;
}
}
}
}
if(data25.tasks !== undefined){
let data67 = data25.tasks;
if(Array.isArray(data67)){
const len10 = data67.length;
for(let i10=0; i10<len10; i10++){
let data68 = data67[i10];
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.text === undefined){
const err180 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(data68.depth === undefined){
const err181 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data68.line === undefined){
const err182 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if(data68.column === undefined){
const err183 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
for(const key9 in data68){
if(!((((key9 === "text") || (key9 === "depth")) || (key9 === "line")) || (key9 === "column"))){
const err184 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data68.text !== undefined){
if(typeof data68.text !== "string"){
const err185 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/text",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data68.depth !== undefined){
let data70 = data68.depth;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err186 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 0 || isNaN(data70)){
const err187 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
if(data68.line !== undefined){
let data71 = data68.line;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err188 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 1 || isNaN(data71)){
const err189 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
if(data68.column !== undefined){
let data72 = data68.column;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err190 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 1 || isNaN(data72)){
const err191 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
}
else {
const err192 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/phases/" + i2+"/tasks",schemaPath:"#/anyOf/0/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data25.acceptance !== undefined){
let data73 = data25.acceptance;
if(Array.isArray(data73)){
const len11 = data73.length;
for(let i11=0; i11<len11; i11++){
let data74 = data73[i11];
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
if(data74.text === undefined){
const err194 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
if(data74.line === undefined){
const err195 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(data74.column === undefined){
const err196 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
for(const key10 in data74){
if(!(((key10 === "text") || (key10 === "line")) || (key10 === "column"))){
const err197 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data74.text !== undefined){
if(typeof data74.text !== "string"){
const err198 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/text",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data74.line !== undefined){
let data76 = data74.line;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err199 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
const err200 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
if(data74.column !== undefined){
let data77 = data74.column;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err201 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 1 || isNaN(data77)){
const err202 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
}
else {
const err203 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
}
else {
const err204 = {instancePath:instancePath+"/phases/" + i2+"/acceptance",schemaPath:"#/anyOf/0/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
else {
const err205 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/anyOf/0/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
else {
const err206 = {instancePath:instancePath+"/phases",schemaPath:"#/anyOf/0/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
else {
const err207 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props1 = true;
}
const _errs233 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err208 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(data.at === undefined){
const err209 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(data.type === undefined){
const err210 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if(data.phase === undefined){
const err211 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
for(const key11 in data){
if(!((((key11 === "seq") || (key11 === "at")) || (key11 === "type")) || (key11 === "phase"))){
const err212 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data.seq !== undefined){
let data78 = data.seq;
if(!(((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78))) && (isFinite(data78)))){
const err213 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if((typeof data78 == "number") && (isFinite(data78))){
if(data78 < 1 || isNaN(data78)){
const err214 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/1/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
if(data.at !== undefined){
let data79 = data.at;
if(!(((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79))) && (isFinite(data79)))){
const err215 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if((typeof data79 == "number") && (isFinite(data79))){
if(data79 < 0 || isNaN(data79)){
const err216 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/1/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.type !== undefined){
let data80 = data.type;
if(typeof data80 !== "string"){
const err217 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if("phase-started" !== data80){
const err218 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/1/properties/type/const",keyword:"const",params:{allowedValue: "phase-started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err219 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/1/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
}
else {
const err220 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
var _valid0 = _errs233 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs244 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err221 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(data.at === undefined){
const err222 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
if(data.type === undefined){
const err223 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(data.phase === undefined){
const err224 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
if(data.actionId === undefined){
const err225 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(data.role === undefined){
const err226 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(data.attempt === undefined){
const err227 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if(data.cycle === undefined){
const err228 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if(data.model === undefined){
const err229 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
if(data.resultFile === undefined){
const err230 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "resultFile"},message:"must have required property '"+"resultFile"+"'"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
if(data.timeoutSeconds === undefined){
const err231 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if(data.reissueOf === undefined){
const err232 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: "reissueOf"},message:"must have required property '"+"reissueOf"+"'"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
for(const key12 in data){
if(!(func2.call(schema40.anyOf[2].properties, key12))){
const err233 = {instancePath,schemaPath:"#/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data.seq !== undefined){
let data82 = data.seq;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err234 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 1 || isNaN(data82)){
const err235 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/2/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.at !== undefined){
let data83 = data.at;
if(!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))){
const err236 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 < 0 || isNaN(data83)){
const err237 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/2/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.type !== undefined){
let data84 = data.type;
if(typeof data84 !== "string"){
const err238 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if("spawn-issued" !== data84){
const err239 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/2/properties/type/const",keyword:"const",params:{allowedValue: "spawn-issued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err240 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/2/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data.actionId !== undefined){
if(typeof data.actionId !== "string"){
const err241 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/2/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data.role !== undefined){
let data87 = data.role;
if(!((((data87 === "work") || (data87 === "review")) || (data87 === "fix")) || (data87 === "refactor"))){
const err242 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/2/properties/role/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[2].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data.attempt !== undefined){
let data88 = data.attempt;
if(!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))){
const err243 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 < 1 || isNaN(data88)){
const err244 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/2/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
}
if(data.cycle !== undefined){
let data89 = data.cycle;
if(!(((typeof data89 == "number") && (!(data89 % 1) && !isNaN(data89))) && (isFinite(data89)))){
const err245 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/2/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if((typeof data89 == "number") && (isFinite(data89))){
if(data89 < 1 || isNaN(data89)){
const err246 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/2/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
}
if(data.model !== undefined){
let data90 = data.model;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(data90.tier === undefined){
const err247 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if(data90.id === undefined){
const err248 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
for(const key13 in data90){
if(!((key13 === "tier") || (key13 === "id"))){
const err249 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
if(data90.tier !== undefined){
let data91 = data90.tier;
const _errs266 = errors;
let valid56 = false;
const _errs267 = errors;
if(typeof data91 !== "string"){
const err250 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
var _valid18 = _errs267 === errors;
valid56 = valid56 || _valid18;
const _errs269 = errors;
if(data91 !== null){
const err251 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
var _valid18 = _errs269 === errors;
valid56 = valid56 || _valid18;
if(!valid56){
const err252 = {instancePath:instancePath+"/model/tier",schemaPath:"#/anyOf/2/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
else {
errors = _errs266;
if(vErrors !== null){
if(_errs266){
vErrors.length = _errs266;
}
else {
vErrors = null;
}
}
}
}
if(data90.id !== undefined){
let data92 = data90.id;
const _errs272 = errors;
let valid57 = false;
const _errs273 = errors;
if(typeof data92 !== "string"){
const err253 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid19 = _errs273 === errors;
valid57 = valid57 || _valid19;
const _errs275 = errors;
if(data92 !== null){
const err254 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
var _valid19 = _errs275 === errors;
valid57 = valid57 || _valid19;
if(!valid57){
const err255 = {instancePath:instancePath+"/model/id",schemaPath:"#/anyOf/2/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
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
}
else {
const err256 = {instancePath:instancePath+"/model",schemaPath:"#/anyOf/2/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data.resultFile !== undefined){
if(typeof data.resultFile !== "string"){
const err257 = {instancePath:instancePath+"/resultFile",schemaPath:"#/anyOf/2/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data.timeoutSeconds !== undefined){
let data94 = data.timeoutSeconds;
if(!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))){
const err258 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/2/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 < 1 || isNaN(data94)){
const err259 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/2/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
}
if(data.reissueOf !== undefined){
let data95 = data.reissueOf;
const _errs282 = errors;
let valid58 = false;
const _errs283 = errors;
if(typeof data95 !== "string"){
const err260 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
var _valid20 = _errs283 === errors;
valid58 = valid58 || _valid20;
const _errs285 = errors;
if(data95 !== null){
const err261 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
var _valid20 = _errs285 === errors;
valid58 = valid58 || _valid20;
if(!valid58){
const err262 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/anyOf/2/properties/reissueOf/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
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
}
else {
const err263 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
var _valid0 = _errs244 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs287 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err264 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(data.at === undefined){
const err265 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
if(data.type === undefined){
const err266 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if(data.actionId === undefined){
const err267 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if(data.sessionKey === undefined){
const err268 = {instancePath,schemaPath:"#/anyOf/3/required",keyword:"required",params:{missingProperty: "sessionKey"},message:"must have required property '"+"sessionKey"+"'"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
for(const key14 in data){
if(!(((((key14 === "seq") || (key14 === "at")) || (key14 === "type")) || (key14 === "actionId")) || (key14 === "sessionKey"))){
const err269 = {instancePath,schemaPath:"#/anyOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data.seq !== undefined){
let data96 = data.seq;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
const err270 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 < 1 || isNaN(data96)){
const err271 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/3/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
}
if(data.at !== undefined){
let data97 = data.at;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
const err272 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 < 0 || isNaN(data97)){
const err273 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/3/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
if(data.type !== undefined){
let data98 = data.type;
if(typeof data98 !== "string"){
const err274 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
if("spawn-confirmed" !== data98){
const err275 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/3/properties/type/const",keyword:"const",params:{allowedValue: "spawn-confirmed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data.actionId !== undefined){
if(typeof data.actionId !== "string"){
const err276 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/3/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data.sessionKey !== undefined){
if(typeof data.sessionKey !== "string"){
const err277 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/anyOf/3/properties/sessionKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err278 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
var _valid0 = _errs287 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs300 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err279 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if(data.at === undefined){
const err280 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
if(data.type === undefined){
const err281 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if(data.actionId === undefined){
const err282 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if(data.outcome === undefined){
const err283 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
if(data.status === undefined){
const err284 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
if(data.summary === undefined){
const err285 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
if(data.findings === undefined){
const err286 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
if(data.filesModified === undefined){
const err287 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "filesModified"},message:"must have required property '"+"filesModified"+"'"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if(data.verdict === undefined){
const err288 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
if(data.problems === undefined){
const err289 = {instancePath,schemaPath:"#/anyOf/4/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
for(const key15 in data){
if(!(func2.call(schema40.anyOf[4].properties, key15))){
const err290 = {instancePath,schemaPath:"#/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
if(data.seq !== undefined){
let data101 = data.seq;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err291 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 1 || isNaN(data101)){
const err292 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/4/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
}
if(data.at !== undefined){
let data102 = data.at;
if(!(((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102))) && (isFinite(data102)))){
const err293 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 < 0 || isNaN(data102)){
const err294 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/4/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
}
if(data.type !== undefined){
let data103 = data.type;
if(typeof data103 !== "string"){
const err295 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
if("spawn-result" !== data103){
const err296 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/4/properties/type/const",keyword:"const",params:{allowedValue: "spawn-result"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
if(data.actionId !== undefined){
if(typeof data.actionId !== "string"){
const err297 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/4/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data.outcome !== undefined){
let data105 = data.outcome;
if(!(((data105 === "accepted") || (data105 === "invalid")) || (data105 === "timed-out"))){
const err298 = {instancePath:instancePath+"/outcome",schemaPath:"#/anyOf/4/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[4].properties.outcome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
if(data.status !== undefined){
let data106 = data.status;
const _errs313 = errors;
let valid61 = false;
const _errs314 = errors;
if(!(((data106 === "DONE") || (data106 === "BLOCKED")) || (data106 === "ERROR"))){
const err299 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[4].properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
var _valid21 = _errs314 === errors;
valid61 = valid61 || _valid21;
const _errs315 = errors;
if(data106 !== null){
const err300 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
var _valid21 = _errs315 === errors;
valid61 = valid61 || _valid21;
if(!valid61){
const err301 = {instancePath:instancePath+"/status",schemaPath:"#/anyOf/4/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
else {
errors = _errs313;
if(vErrors !== null){
if(_errs313){
vErrors.length = _errs313;
}
else {
vErrors = null;
}
}
}
}
if(data.summary !== undefined){
let data107 = data.summary;
const _errs318 = errors;
let valid62 = false;
const _errs319 = errors;
if(typeof data107 !== "string"){
const err302 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
var _valid22 = _errs319 === errors;
valid62 = valid62 || _valid22;
const _errs321 = errors;
if(data107 !== null){
const err303 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
var _valid22 = _errs321 === errors;
valid62 = valid62 || _valid22;
if(!valid62){
const err304 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/4/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
else {
errors = _errs318;
if(vErrors !== null){
if(_errs318){
vErrors.length = _errs318;
}
else {
vErrors = null;
}
}
}
}
if(data.findings !== undefined){
let data108 = data.findings;
if(Array.isArray(data108)){
const len12 = data108.length;
for(let i12=0; i12<len12; i12++){
let data109 = data108[i12];
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.severity === undefined){
const err305 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
if(data109.description === undefined){
const err306 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
for(const key16 in data109){
if(!((((key16 === "severity") || (key16 === "description")) || (key16 === "file")) || (key16 === "line"))){
const err307 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
if(data109.severity !== undefined){
let data110 = data109.severity;
if(!(((data110 === "blocking") || (data110 === "required")) || (data110 === "suggestion"))){
const err308 = {instancePath:instancePath+"/findings/" + i12+"/severity",schemaPath:"#/anyOf/4/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[4].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
if(data109.description !== undefined){
if(typeof data109.description !== "string"){
const err309 = {instancePath:instancePath+"/findings/" + i12+"/description",schemaPath:"#/anyOf/4/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data109.file !== undefined){
if(typeof data109.file !== "string"){
const err310 = {instancePath:instancePath+"/findings/" + i12+"/file",schemaPath:"#/anyOf/4/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
if(data109.line !== undefined){
let data113 = data109.line;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err311 = {instancePath:instancePath+"/findings/" + i12+"/line",schemaPath:"#/anyOf/4/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 < 1 || isNaN(data113)){
const err312 = {instancePath:instancePath+"/findings/" + i12+"/line",schemaPath:"#/anyOf/4/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
}
}
else {
const err313 = {instancePath:instancePath+"/findings/" + i12,schemaPath:"#/anyOf/4/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
}
else {
const err314 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/4/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
if(data.filesModified !== undefined){
let data114 = data.filesModified;
if(Array.isArray(data114)){
const len13 = data114.length;
for(let i13=0; i13<len13; i13++){
if(typeof data114[i13] !== "string"){
const err315 = {instancePath:instancePath+"/filesModified/" + i13,schemaPath:"#/anyOf/4/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
}
else {
const err316 = {instancePath:instancePath+"/filesModified",schemaPath:"#/anyOf/4/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data.verdict !== undefined){
let data116 = data.verdict;
const _errs340 = errors;
let valid68 = false;
const _errs341 = errors;
if(!((data116 === "PASS") || (data116 === "FAIL"))){
const err317 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[4].properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
var _valid23 = _errs341 === errors;
valid68 = valid68 || _valid23;
const _errs342 = errors;
if(data116 !== null){
const err318 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
var _valid23 = _errs342 === errors;
valid68 = valid68 || _valid23;
if(!valid68){
const err319 = {instancePath:instancePath+"/verdict",schemaPath:"#/anyOf/4/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
else {
errors = _errs340;
if(vErrors !== null){
if(_errs340){
vErrors.length = _errs340;
}
else {
vErrors = null;
}
}
}
}
if(data.problems !== undefined){
let data117 = data.problems;
if(Array.isArray(data117)){
const len14 = data117.length;
for(let i14=0; i14<len14; i14++){
if(typeof data117[i14] !== "string"){
const err320 = {instancePath:instancePath+"/problems/" + i14,schemaPath:"#/anyOf/4/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
}
else {
const err321 = {instancePath:instancePath+"/problems",schemaPath:"#/anyOf/4/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
}
else {
const err322 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
var _valid0 = _errs300 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs348 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err323 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(data.at === undefined){
const err324 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(data.type === undefined){
const err325 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(data.phase === undefined){
const err326 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(data.actionId === undefined){
const err327 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(data.role === undefined){
const err328 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
if(data.attempt === undefined){
const err329 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
if(data.cycle === undefined){
const err330 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if(data.index === undefined){
const err331 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
if(data.command === undefined){
const err332 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
if(data.logFile === undefined){
const err333 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "logFile"},message:"must have required property '"+"logFile"+"'"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
if(data.timeoutSeconds === undefined){
const err334 = {instancePath,schemaPath:"#/anyOf/5/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
for(const key17 in data){
if(!(func2.call(schema40.anyOf[5].properties, key17))){
const err335 = {instancePath,schemaPath:"#/anyOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data.seq !== undefined){
let data119 = data.seq;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
const err336 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 < 1 || isNaN(data119)){
const err337 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/5/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
}
if(data.at !== undefined){
let data120 = data.at;
if(!(((typeof data120 == "number") && (!(data120 % 1) && !isNaN(data120))) && (isFinite(data120)))){
const err338 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if((typeof data120 == "number") && (isFinite(data120))){
if(data120 < 0 || isNaN(data120)){
const err339 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/5/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
}
if(data.type !== undefined){
let data121 = data.type;
if(typeof data121 !== "string"){
const err340 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if("gate-issued" !== data121){
const err341 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/5/properties/type/const",keyword:"const",params:{allowedValue: "gate-issued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err342 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/5/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
if(data.actionId !== undefined){
if(typeof data.actionId !== "string"){
const err343 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/5/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
if(data.role !== undefined){
let data124 = data.role;
if(!((((data124 === "work") || (data124 === "review")) || (data124 === "fix")) || (data124 === "refactor"))){
const err344 = {instancePath:instancePath+"/role",schemaPath:"#/anyOf/5/properties/role/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[5].properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data.attempt !== undefined){
let data125 = data.attempt;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
const err345 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/5/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
if((typeof data125 == "number") && (isFinite(data125))){
if(data125 < 0 || isNaN(data125)){
const err346 = {instancePath:instancePath+"/attempt",schemaPath:"#/anyOf/5/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
}
if(data.cycle !== undefined){
let data126 = data.cycle;
if(!(((typeof data126 == "number") && (!(data126 % 1) && !isNaN(data126))) && (isFinite(data126)))){
const err347 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/5/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if((typeof data126 == "number") && (isFinite(data126))){
if(data126 < 1 || isNaN(data126)){
const err348 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/5/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
}
if(data.index !== undefined){
let data127 = data.index;
if(!(((typeof data127 == "number") && (!(data127 % 1) && !isNaN(data127))) && (isFinite(data127)))){
const err349 = {instancePath:instancePath+"/index",schemaPath:"#/anyOf/5/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
if((typeof data127 == "number") && (isFinite(data127))){
if(data127 < 0 || isNaN(data127)){
const err350 = {instancePath:instancePath+"/index",schemaPath:"#/anyOf/5/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
}
if(data.command !== undefined){
if(typeof data.command !== "string"){
const err351 = {instancePath:instancePath+"/command",schemaPath:"#/anyOf/5/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
if(data.logFile !== undefined){
if(typeof data.logFile !== "string"){
const err352 = {instancePath:instancePath+"/logFile",schemaPath:"#/anyOf/5/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data.timeoutSeconds !== undefined){
let data130 = data.timeoutSeconds;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
const err353 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/5/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 < 1 || isNaN(data130)){
const err354 = {instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/anyOf/5/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
}
}
else {
const err355 = {instancePath,schemaPath:"#/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
var _valid0 = _errs348 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs374 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err356 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
if(data.at === undefined){
const err357 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if(data.type === undefined){
const err358 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
if(data.actionId === undefined){
const err359 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if(data.state === undefined){
const err360 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
if(data.exitCode === undefined){
const err361 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "exitCode"},message:"must have required property '"+"exitCode"+"'"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
if(data.tail === undefined){
const err362 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "tail"},message:"must have required property '"+"tail"+"'"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if(data.fingerprint === undefined){
const err363 = {instancePath,schemaPath:"#/anyOf/6/required",keyword:"required",params:{missingProperty: "fingerprint"},message:"must have required property '"+"fingerprint"+"'"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
for(const key18 in data){
if(!((((((((key18 === "seq") || (key18 === "at")) || (key18 === "type")) || (key18 === "actionId")) || (key18 === "state")) || (key18 === "exitCode")) || (key18 === "tail")) || (key18 === "fingerprint"))){
const err364 = {instancePath,schemaPath:"#/anyOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data.seq !== undefined){
let data131 = data.seq;
if(!(((typeof data131 == "number") && (!(data131 % 1) && !isNaN(data131))) && (isFinite(data131)))){
const err365 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/6/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
if((typeof data131 == "number") && (isFinite(data131))){
if(data131 < 1 || isNaN(data131)){
const err366 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/6/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
}
if(data.at !== undefined){
let data132 = data.at;
if(!(((typeof data132 == "number") && (!(data132 % 1) && !isNaN(data132))) && (isFinite(data132)))){
const err367 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/6/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
if((typeof data132 == "number") && (isFinite(data132))){
if(data132 < 0 || isNaN(data132)){
const err368 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/6/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
if(data.type !== undefined){
let data133 = data.type;
if(typeof data133 !== "string"){
const err369 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/6/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if("gate-finished" !== data133){
const err370 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/6/properties/type/const",keyword:"const",params:{allowedValue: "gate-finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
if(data.actionId !== undefined){
if(typeof data.actionId !== "string"){
const err371 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/6/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
if(data.state !== undefined){
let data135 = data.state;
if(!(((data135 === "passed") || (data135 === "failed")) || (data135 === "timed-out"))){
const err372 = {instancePath:instancePath+"/state",schemaPath:"#/anyOf/6/properties/state/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[6].properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
if(data.exitCode !== undefined){
let data136 = data.exitCode;
const _errs387 = errors;
let valid73 = false;
const _errs388 = errors;
if(!(((typeof data136 == "number") && (!(data136 % 1) && !isNaN(data136))) && (isFinite(data136)))){
const err373 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
var _valid24 = _errs388 === errors;
valid73 = valid73 || _valid24;
const _errs390 = errors;
if(data136 !== null){
const err374 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
var _valid24 = _errs390 === errors;
valid73 = valid73 || _valid24;
if(!valid73){
const err375 = {instancePath:instancePath+"/exitCode",schemaPath:"#/anyOf/6/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
else {
errors = _errs387;
if(vErrors !== null){
if(_errs387){
vErrors.length = _errs387;
}
else {
vErrors = null;
}
}
}
}
if(data.tail !== undefined){
if(typeof data.tail !== "string"){
const err376 = {instancePath:instancePath+"/tail",schemaPath:"#/anyOf/6/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
if(data.fingerprint !== undefined){
if(typeof data.fingerprint !== "string"){
const err377 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/6/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
}
else {
const err378 = {instancePath,schemaPath:"#/anyOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
var _valid0 = _errs374 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs396 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err379 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if(data.at === undefined){
const err380 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
if(data.type === undefined){
const err381 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if(data.actionId === undefined){
const err382 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
if(data.changed === undefined){
const err383 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
if(data.outside === undefined){
const err384 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "outside"},message:"must have required property '"+"outside"+"'"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
if(data.unattributed === undefined){
const err385 = {instancePath,schemaPath:"#/anyOf/7/required",keyword:"required",params:{missingProperty: "unattributed"},message:"must have required property '"+"unattributed"+"'"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
for(const key19 in data){
if(!(((((((key19 === "seq") || (key19 === "at")) || (key19 === "type")) || (key19 === "actionId")) || (key19 === "changed")) || (key19 === "outside")) || (key19 === "unattributed"))){
const err386 = {instancePath,schemaPath:"#/anyOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
if(data.seq !== undefined){
let data139 = data.seq;
if(!(((typeof data139 == "number") && (!(data139 % 1) && !isNaN(data139))) && (isFinite(data139)))){
const err387 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/7/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
if((typeof data139 == "number") && (isFinite(data139))){
if(data139 < 1 || isNaN(data139)){
const err388 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/7/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
if(data.at !== undefined){
let data140 = data.at;
if(!(((typeof data140 == "number") && (!(data140 % 1) && !isNaN(data140))) && (isFinite(data140)))){
const err389 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/7/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
if((typeof data140 == "number") && (isFinite(data140))){
if(data140 < 0 || isNaN(data140)){
const err390 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/7/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
if(data.type !== undefined){
let data141 = data.type;
if(typeof data141 !== "string"){
const err391 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/7/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if("changes-recorded" !== data141){
const err392 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/7/properties/type/const",keyword:"const",params:{allowedValue: "changes-recorded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
if(data.actionId !== undefined){
if(typeof data.actionId !== "string"){
const err393 = {instancePath:instancePath+"/actionId",schemaPath:"#/anyOf/7/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data.changed !== undefined){
let data143 = data.changed;
if(Array.isArray(data143)){
const len15 = data143.length;
for(let i15=0; i15<len15; i15++){
if(typeof data143[i15] !== "string"){
const err394 = {instancePath:instancePath+"/changed/" + i15,schemaPath:"#/anyOf/7/properties/changed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
}
else {
const err395 = {instancePath:instancePath+"/changed",schemaPath:"#/anyOf/7/properties/changed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
if(data.outside !== undefined){
let data145 = data.outside;
if(Array.isArray(data145)){
const len16 = data145.length;
for(let i16=0; i16<len16; i16++){
if(typeof data145[i16] !== "string"){
const err396 = {instancePath:instancePath+"/outside/" + i16,schemaPath:"#/anyOf/7/properties/outside/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
}
else {
const err397 = {instancePath:instancePath+"/outside",schemaPath:"#/anyOf/7/properties/outside/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
if(data.unattributed !== undefined){
let data147 = data.unattributed;
if(Array.isArray(data147)){
const len17 = data147.length;
for(let i17=0; i17<len17; i17++){
if(typeof data147[i17] !== "string"){
const err398 = {instancePath:instancePath+"/unattributed/" + i17,schemaPath:"#/anyOf/7/properties/unattributed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
}
else {
const err399 = {instancePath:instancePath+"/unattributed",schemaPath:"#/anyOf/7/properties/unattributed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
}
else {
const err400 = {instancePath,schemaPath:"#/anyOf/7/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
var _valid0 = _errs396 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs419 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err401 = {instancePath,schemaPath:"#/anyOf/8/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
if(data.at === undefined){
const err402 = {instancePath,schemaPath:"#/anyOf/8/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
if(data.type === undefined){
const err403 = {instancePath,schemaPath:"#/anyOf/8/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if(data.phase === undefined){
const err404 = {instancePath,schemaPath:"#/anyOf/8/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
if(data.check === undefined){
const err405 = {instancePath,schemaPath:"#/anyOf/8/required",keyword:"required",params:{missingProperty: "check"},message:"must have required property '"+"check"+"'"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
for(const key20 in data){
if(!(((((key20 === "seq") || (key20 === "at")) || (key20 === "type")) || (key20 === "phase")) || (key20 === "check"))){
const err406 = {instancePath,schemaPath:"#/anyOf/8/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
if(data.seq !== undefined){
let data149 = data.seq;
if(!(((typeof data149 == "number") && (!(data149 % 1) && !isNaN(data149))) && (isFinite(data149)))){
const err407 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/8/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
if((typeof data149 == "number") && (isFinite(data149))){
if(data149 < 1 || isNaN(data149)){
const err408 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/8/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
}
if(data.at !== undefined){
let data150 = data.at;
if(!(((typeof data150 == "number") && (!(data150 % 1) && !isNaN(data150))) && (isFinite(data150)))){
const err409 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/8/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
if((typeof data150 == "number") && (isFinite(data150))){
if(data150 < 0 || isNaN(data150)){
const err410 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/8/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
}
if(data.type !== undefined){
let data151 = data.type;
if(typeof data151 !== "string"){
const err411 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/8/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
if("erosion-measured" !== data151){
const err412 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/8/properties/type/const",keyword:"const",params:{allowedValue: "erosion-measured"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err413 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/8/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
if(data.check !== undefined){
let data153 = data.check;
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
if(data153.actionId === undefined){
const err414 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
if(data153.role === undefined){
const err415 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
if(data153.measured === undefined){
const err416 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "measured"},message:"must have required property '"+"measured"+"'"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
if(data153.reason === undefined){
const err417 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
if(data153.before === undefined){
const err418 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if(data153.after === undefined){
const err419 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
if(data153.growth === undefined){
const err420 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "growth"},message:"must have required property '"+"growth"+"'"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
if(data153.flagged === undefined){
const err421 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "flagged"},message:"must have required property '"+"flagged"+"'"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if(data153.offenders === undefined){
const err422 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "offenders"},message:"must have required property '"+"offenders"+"'"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
if(data153.skipped === undefined){
const err423 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
for(const key21 in data153){
if(!(func2.call(schema40.anyOf[8].properties.check.properties, key21))){
const err424 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data153.actionId !== undefined){
if(typeof data153.actionId !== "string"){
const err425 = {instancePath:instancePath+"/check/actionId",schemaPath:"#/anyOf/8/properties/check/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
if(data153.role !== undefined){
let data155 = data153.role;
if(!((data155 === "work") || (data155 === "refactor"))){
const err426 = {instancePath:instancePath+"/check/role",schemaPath:"#/anyOf/8/properties/check/properties/role/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[8].properties.check.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
if(data153.measured !== undefined){
if(typeof data153.measured !== "boolean"){
const err427 = {instancePath:instancePath+"/check/measured",schemaPath:"#/anyOf/8/properties/check/properties/measured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data153.reason !== undefined){
let data157 = data153.reason;
const _errs439 = errors;
let valid83 = false;
const _errs440 = errors;
if(typeof data157 !== "string"){
const err428 = {instancePath:instancePath+"/check/reason",schemaPath:"#/anyOf/8/properties/check/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
var _valid25 = _errs440 === errors;
valid83 = valid83 || _valid25;
const _errs442 = errors;
if(data157 !== null){
const err429 = {instancePath:instancePath+"/check/reason",schemaPath:"#/anyOf/8/properties/check/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
var _valid25 = _errs442 === errors;
valid83 = valid83 || _valid25;
if(!valid83){
const err430 = {instancePath:instancePath+"/check/reason",schemaPath:"#/anyOf/8/properties/check/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
else {
errors = _errs439;
if(vErrors !== null){
if(_errs439){
vErrors.length = _errs439;
}
else {
vErrors = null;
}
}
}
}
if(data153.before !== undefined){
let data158 = data153.before;
if(!(((typeof data158 == "number") && (!(data158 % 1) && !isNaN(data158))) && (isFinite(data158)))){
const err431 = {instancePath:instancePath+"/check/before",schemaPath:"#/anyOf/8/properties/check/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
if((typeof data158 == "number") && (isFinite(data158))){
if(data158 < 0 || isNaN(data158)){
const err432 = {instancePath:instancePath+"/check/before",schemaPath:"#/anyOf/8/properties/check/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
}
if(data153.after !== undefined){
let data159 = data153.after;
if(!(((typeof data159 == "number") && (!(data159 % 1) && !isNaN(data159))) && (isFinite(data159)))){
const err433 = {instancePath:instancePath+"/check/after",schemaPath:"#/anyOf/8/properties/check/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
if((typeof data159 == "number") && (isFinite(data159))){
if(data159 < 0 || isNaN(data159)){
const err434 = {instancePath:instancePath+"/check/after",schemaPath:"#/anyOf/8/properties/check/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
}
if(data153.growth !== undefined){
let data160 = data153.growth;
const _errs449 = errors;
let valid84 = false;
const _errs450 = errors;
if(!((typeof data160 == "number") && (isFinite(data160)))){
const err435 = {instancePath:instancePath+"/check/growth",schemaPath:"#/anyOf/8/properties/check/properties/growth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
var _valid26 = _errs450 === errors;
valid84 = valid84 || _valid26;
const _errs452 = errors;
if(data160 !== null){
const err436 = {instancePath:instancePath+"/check/growth",schemaPath:"#/anyOf/8/properties/check/properties/growth/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
var _valid26 = _errs452 === errors;
valid84 = valid84 || _valid26;
if(!valid84){
const err437 = {instancePath:instancePath+"/check/growth",schemaPath:"#/anyOf/8/properties/check/properties/growth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
else {
errors = _errs449;
if(vErrors !== null){
if(_errs449){
vErrors.length = _errs449;
}
else {
vErrors = null;
}
}
}
}
if(data153.flagged !== undefined){
if(typeof data153.flagged !== "boolean"){
const err438 = {instancePath:instancePath+"/check/flagged",schemaPath:"#/anyOf/8/properties/check/properties/flagged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
if(data153.offenders !== undefined){
let data162 = data153.offenders;
if(Array.isArray(data162)){
const len18 = data162.length;
for(let i18=0; i18<len18; i18++){
let data163 = data162[i18];
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
if(data163.file === undefined){
const err439 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
if(data163.name === undefined){
const err440 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
if(data163.line === undefined){
const err441 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
if(data163.before === undefined){
const err442 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
if(data163.after === undefined){
const err443 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
for(const key22 in data163){
if(!(((((key22 === "file") || (key22 === "name")) || (key22 === "line")) || (key22 === "before")) || (key22 === "after"))){
const err444 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
if(data163.file !== undefined){
if(typeof data163.file !== "string"){
const err445 = {instancePath:instancePath+"/check/offenders/" + i18+"/file",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
if(data163.name !== undefined){
if(typeof data163.name !== "string"){
const err446 = {instancePath:instancePath+"/check/offenders/" + i18+"/name",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
if(data163.line !== undefined){
let data166 = data163.line;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
const err447 = {instancePath:instancePath+"/check/offenders/" + i18+"/line",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 < 1 || isNaN(data166)){
const err448 = {instancePath:instancePath+"/check/offenders/" + i18+"/line",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
}
if(data163.before !== undefined){
let data167 = data163.before;
const _errs468 = errors;
let valid88 = false;
const _errs469 = errors;
if(!(((typeof data167 == "number") && (!(data167 % 1) && !isNaN(data167))) && (isFinite(data167)))){
const err449 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
if((typeof data167 == "number") && (isFinite(data167))){
if(data167 < 0 || isNaN(data167)){
const err450 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
var _valid27 = _errs469 === errors;
valid88 = valid88 || _valid27;
const _errs471 = errors;
if(data167 !== null){
const err451 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
var _valid27 = _errs471 === errors;
valid88 = valid88 || _valid27;
if(!valid88){
const err452 = {instancePath:instancePath+"/check/offenders/" + i18+"/before",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/before/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
else {
errors = _errs468;
if(vErrors !== null){
if(_errs468){
vErrors.length = _errs468;
}
else {
vErrors = null;
}
}
}
}
if(data163.after !== undefined){
let data168 = data163.after;
if(!(((typeof data168 == "number") && (!(data168 % 1) && !isNaN(data168))) && (isFinite(data168)))){
const err453 = {instancePath:instancePath+"/check/offenders/" + i18+"/after",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
if((typeof data168 == "number") && (isFinite(data168))){
if(data168 < 0 || isNaN(data168)){
const err454 = {instancePath:instancePath+"/check/offenders/" + i18+"/after",schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
}
}
else {
const err455 = {instancePath:instancePath+"/check/offenders/" + i18,schemaPath:"#/anyOf/8/properties/check/properties/offenders/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
}
else {
const err456 = {instancePath:instancePath+"/check/offenders",schemaPath:"#/anyOf/8/properties/check/properties/offenders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
if(data153.skipped !== undefined){
let data169 = data153.skipped;
if(Array.isArray(data169)){
const len19 = data169.length;
for(let i19=0; i19<len19; i19++){
let data170 = data169[i19];
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
if(data170.file === undefined){
const err457 = {instancePath:instancePath+"/check/skipped/" + i19,schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
if(data170.reason === undefined){
const err458 = {instancePath:instancePath+"/check/skipped/" + i19,schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
for(const key23 in data170){
if(!((key23 === "file") || (key23 === "reason"))){
const err459 = {instancePath:instancePath+"/check/skipped/" + i19,schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
if(data170.file !== undefined){
if(typeof data170.file !== "string"){
const err460 = {instancePath:instancePath+"/check/skipped/" + i19+"/file",schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
if(data170.reason !== undefined){
if(typeof data170.reason !== "string"){
const err461 = {instancePath:instancePath+"/check/skipped/" + i19+"/reason",schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
}
else {
const err462 = {instancePath:instancePath+"/check/skipped/" + i19,schemaPath:"#/anyOf/8/properties/check/properties/skipped/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
}
else {
const err463 = {instancePath:instancePath+"/check/skipped",schemaPath:"#/anyOf/8/properties/check/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
}
else {
const err464 = {instancePath:instancePath+"/check",schemaPath:"#/anyOf/8/properties/check/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
}
else {
const err465 = {instancePath,schemaPath:"#/anyOf/8/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
var _valid0 = _errs419 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs484 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err466 = {instancePath,schemaPath:"#/anyOf/9/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
if(data.at === undefined){
const err467 = {instancePath,schemaPath:"#/anyOf/9/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
if(data.type === undefined){
const err468 = {instancePath,schemaPath:"#/anyOf/9/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
if(data.phase === undefined){
const err469 = {instancePath,schemaPath:"#/anyOf/9/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
for(const key24 in data){
if(!((((key24 === "seq") || (key24 === "at")) || (key24 === "type")) || (key24 === "phase"))){
const err470 = {instancePath,schemaPath:"#/anyOf/9/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
}
if(data.seq !== undefined){
let data173 = data.seq;
if(!(((typeof data173 == "number") && (!(data173 % 1) && !isNaN(data173))) && (isFinite(data173)))){
const err471 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/9/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
if((typeof data173 == "number") && (isFinite(data173))){
if(data173 < 1 || isNaN(data173)){
const err472 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/9/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
}
if(data.at !== undefined){
let data174 = data.at;
if(!(((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174))) && (isFinite(data174)))){
const err473 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/9/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
if((typeof data174 == "number") && (isFinite(data174))){
if(data174 < 0 || isNaN(data174)){
const err474 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/9/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
}
if(data.type !== undefined){
let data175 = data.type;
if(typeof data175 !== "string"){
const err475 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/9/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
if("refactor-inserted" !== data175){
const err476 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/9/properties/type/const",keyword:"const",params:{allowedValue: "refactor-inserted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err477 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/9/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
}
else {
const err478 = {instancePath,schemaPath:"#/anyOf/9/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
var _valid0 = _errs484 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs495 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err479 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
if(data.at === undefined){
const err480 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
if(data.type === undefined){
const err481 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
if(data.phase === undefined){
const err482 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
if(data.reason === undefined){
const err483 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
if(data.fingerprint === undefined){
const err484 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "fingerprint"},message:"must have required property '"+"fingerprint"+"'"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
if(data.gateTail === undefined){
const err485 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "gateTail"},message:"must have required property '"+"gateTail"+"'"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
if(data.findings === undefined){
const err486 = {instancePath,schemaPath:"#/anyOf/10/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
for(const key25 in data){
if(!((((((((key25 === "seq") || (key25 === "at")) || (key25 === "type")) || (key25 === "phase")) || (key25 === "reason")) || (key25 === "fingerprint")) || (key25 === "gateTail")) || (key25 === "findings"))){
const err487 = {instancePath,schemaPath:"#/anyOf/10/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
}
if(data.seq !== undefined){
let data177 = data.seq;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
const err488 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/10/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 < 1 || isNaN(data177)){
const err489 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/10/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
}
}
if(data.at !== undefined){
let data178 = data.at;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err490 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/10/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 0 || isNaN(data178)){
const err491 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/10/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
}
if(data.type !== undefined){
let data179 = data.type;
if(typeof data179 !== "string"){
const err492 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/10/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
if("attempt-failed" !== data179){
const err493 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/10/properties/type/const",keyword:"const",params:{allowedValue: "attempt-failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err494 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/10/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err495 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/10/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
if(data.fingerprint !== undefined){
let data182 = data.fingerprint;
const _errs509 = errors;
let valid94 = false;
const _errs510 = errors;
if(typeof data182 !== "string"){
const err496 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/10/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
var _valid28 = _errs510 === errors;
valid94 = valid94 || _valid28;
const _errs512 = errors;
if(data182 !== null){
const err497 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/10/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
var _valid28 = _errs512 === errors;
valid94 = valid94 || _valid28;
if(!valid94){
const err498 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/anyOf/10/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
else {
errors = _errs509;
if(vErrors !== null){
if(_errs509){
vErrors.length = _errs509;
}
else {
vErrors = null;
}
}
}
}
if(data.gateTail !== undefined){
let data183 = data.gateTail;
const _errs515 = errors;
let valid95 = false;
const _errs516 = errors;
if(typeof data183 !== "string"){
const err499 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/10/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
var _valid29 = _errs516 === errors;
valid95 = valid95 || _valid29;
const _errs518 = errors;
if(data183 !== null){
const err500 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/10/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
var _valid29 = _errs518 === errors;
valid95 = valid95 || _valid29;
if(!valid95){
const err501 = {instancePath:instancePath+"/gateTail",schemaPath:"#/anyOf/10/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
else {
errors = _errs515;
if(vErrors !== null){
if(_errs515){
vErrors.length = _errs515;
}
else {
vErrors = null;
}
}
}
}
if(data.findings !== undefined){
let data184 = data.findings;
if(Array.isArray(data184)){
const len20 = data184.length;
for(let i20=0; i20<len20; i20++){
let data185 = data184[i20];
if(data185 && typeof data185 == "object" && !Array.isArray(data185)){
if(data185.severity === undefined){
const err502 = {instancePath:instancePath+"/findings/" + i20,schemaPath:"#/anyOf/10/properties/findings/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
if(data185.description === undefined){
const err503 = {instancePath:instancePath+"/findings/" + i20,schemaPath:"#/anyOf/10/properties/findings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
for(const key26 in data185){
if(!((((key26 === "severity") || (key26 === "description")) || (key26 === "file")) || (key26 === "line"))){
const err504 = {instancePath:instancePath+"/findings/" + i20,schemaPath:"#/anyOf/10/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
if(data185.severity !== undefined){
let data186 = data185.severity;
if(!(((data186 === "blocking") || (data186 === "required")) || (data186 === "suggestion"))){
const err505 = {instancePath:instancePath+"/findings/" + i20+"/severity",schemaPath:"#/anyOf/10/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[10].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
if(data185.description !== undefined){
if(typeof data185.description !== "string"){
const err506 = {instancePath:instancePath+"/findings/" + i20+"/description",schemaPath:"#/anyOf/10/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
if(data185.file !== undefined){
if(typeof data185.file !== "string"){
const err507 = {instancePath:instancePath+"/findings/" + i20+"/file",schemaPath:"#/anyOf/10/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
}
if(data185.line !== undefined){
let data189 = data185.line;
if(!(((typeof data189 == "number") && (!(data189 % 1) && !isNaN(data189))) && (isFinite(data189)))){
const err508 = {instancePath:instancePath+"/findings/" + i20+"/line",schemaPath:"#/anyOf/10/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
if((typeof data189 == "number") && (isFinite(data189))){
if(data189 < 1 || isNaN(data189)){
const err509 = {instancePath:instancePath+"/findings/" + i20+"/line",schemaPath:"#/anyOf/10/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
}
}
}
else {
const err510 = {instancePath:instancePath+"/findings/" + i20,schemaPath:"#/anyOf/10/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
}
else {
const err511 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/10/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
}
}
else {
const err512 = {instancePath,schemaPath:"#/anyOf/10/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
var _valid0 = _errs495 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs532 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err513 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
if(data.at === undefined){
const err514 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
if(data.type === undefined){
const err515 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
if(data.phase === undefined){
const err516 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
if(data.cycle === undefined){
const err517 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if(data.findings === undefined){
const err518 = {instancePath,schemaPath:"#/anyOf/11/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
for(const key27 in data){
if(!((((((key27 === "seq") || (key27 === "at")) || (key27 === "type")) || (key27 === "phase")) || (key27 === "cycle")) || (key27 === "findings"))){
const err519 = {instancePath,schemaPath:"#/anyOf/11/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
if(data.seq !== undefined){
let data190 = data.seq;
if(!(((typeof data190 == "number") && (!(data190 % 1) && !isNaN(data190))) && (isFinite(data190)))){
const err520 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/11/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
if((typeof data190 == "number") && (isFinite(data190))){
if(data190 < 1 || isNaN(data190)){
const err521 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/11/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
}
if(data.at !== undefined){
let data191 = data.at;
if(!(((typeof data191 == "number") && (!(data191 % 1) && !isNaN(data191))) && (isFinite(data191)))){
const err522 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/11/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
if((typeof data191 == "number") && (isFinite(data191))){
if(data191 < 0 || isNaN(data191)){
const err523 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/11/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
}
}
if(data.type !== undefined){
let data192 = data.type;
if(typeof data192 !== "string"){
const err524 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/11/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
if("review-found" !== data192){
const err525 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/11/properties/type/const",keyword:"const",params:{allowedValue: "review-found"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err526 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/11/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
}
if(data.cycle !== undefined){
let data194 = data.cycle;
if(!(((typeof data194 == "number") && (!(data194 % 1) && !isNaN(data194))) && (isFinite(data194)))){
const err527 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/11/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
if((typeof data194 == "number") && (isFinite(data194))){
if(data194 < 1 || isNaN(data194)){
const err528 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/11/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
}
}
if(data.findings !== undefined){
let data195 = data.findings;
if(Array.isArray(data195)){
const len21 = data195.length;
for(let i21=0; i21<len21; i21++){
let data196 = data195[i21];
if(data196 && typeof data196 == "object" && !Array.isArray(data196)){
if(data196.severity === undefined){
const err529 = {instancePath:instancePath+"/findings/" + i21,schemaPath:"#/anyOf/11/properties/findings/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
if(data196.description === undefined){
const err530 = {instancePath:instancePath+"/findings/" + i21,schemaPath:"#/anyOf/11/properties/findings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
for(const key28 in data196){
if(!((((key28 === "severity") || (key28 === "description")) || (key28 === "file")) || (key28 === "line"))){
const err531 = {instancePath:instancePath+"/findings/" + i21,schemaPath:"#/anyOf/11/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
if(data196.severity !== undefined){
let data197 = data196.severity;
if(!(((data197 === "blocking") || (data197 === "required")) || (data197 === "suggestion"))){
const err532 = {instancePath:instancePath+"/findings/" + i21+"/severity",schemaPath:"#/anyOf/11/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[11].properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
}
if(data196.description !== undefined){
if(typeof data196.description !== "string"){
const err533 = {instancePath:instancePath+"/findings/" + i21+"/description",schemaPath:"#/anyOf/11/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
if(data196.file !== undefined){
if(typeof data196.file !== "string"){
const err534 = {instancePath:instancePath+"/findings/" + i21+"/file",schemaPath:"#/anyOf/11/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
}
if(data196.line !== undefined){
let data200 = data196.line;
if(!(((typeof data200 == "number") && (!(data200 % 1) && !isNaN(data200))) && (isFinite(data200)))){
const err535 = {instancePath:instancePath+"/findings/" + i21+"/line",schemaPath:"#/anyOf/11/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
if((typeof data200 == "number") && (isFinite(data200))){
if(data200 < 1 || isNaN(data200)){
const err536 = {instancePath:instancePath+"/findings/" + i21+"/line",schemaPath:"#/anyOf/11/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
}
}
}
else {
const err537 = {instancePath:instancePath+"/findings/" + i21,schemaPath:"#/anyOf/11/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
}
}
else {
const err538 = {instancePath:instancePath+"/findings",schemaPath:"#/anyOf/11/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
}
else {
const err539 = {instancePath,schemaPath:"#/anyOf/11/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
var _valid0 = _errs532 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs557 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err540 = {instancePath,schemaPath:"#/anyOf/12/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
if(data.at === undefined){
const err541 = {instancePath,schemaPath:"#/anyOf/12/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
if(data.type === undefined){
const err542 = {instancePath,schemaPath:"#/anyOf/12/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
if(data.phase === undefined){
const err543 = {instancePath,schemaPath:"#/anyOf/12/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
if(data.cycle === undefined){
const err544 = {instancePath,schemaPath:"#/anyOf/12/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
for(const key29 in data){
if(!(((((key29 === "seq") || (key29 === "at")) || (key29 === "type")) || (key29 === "phase")) || (key29 === "cycle"))){
const err545 = {instancePath,schemaPath:"#/anyOf/12/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
if(data.seq !== undefined){
let data201 = data.seq;
if(!(((typeof data201 == "number") && (!(data201 % 1) && !isNaN(data201))) && (isFinite(data201)))){
const err546 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/12/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
if((typeof data201 == "number") && (isFinite(data201))){
if(data201 < 1 || isNaN(data201)){
const err547 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/12/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
}
}
if(data.at !== undefined){
let data202 = data.at;
if(!(((typeof data202 == "number") && (!(data202 % 1) && !isNaN(data202))) && (isFinite(data202)))){
const err548 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/12/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
if((typeof data202 == "number") && (isFinite(data202))){
if(data202 < 0 || isNaN(data202)){
const err549 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/12/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
}
}
if(data.type !== undefined){
let data203 = data.type;
if(typeof data203 !== "string"){
const err550 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/12/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
if("fix-done" !== data203){
const err551 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/12/properties/type/const",keyword:"const",params:{allowedValue: "fix-done"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err552 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/12/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
if(data.cycle !== undefined){
let data205 = data.cycle;
if(!(((typeof data205 == "number") && (!(data205 % 1) && !isNaN(data205))) && (isFinite(data205)))){
const err553 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/12/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
if((typeof data205 == "number") && (isFinite(data205))){
if(data205 < 1 || isNaN(data205)){
const err554 = {instancePath:instancePath+"/cycle",schemaPath:"#/anyOf/12/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
}
}
else {
const err555 = {instancePath,schemaPath:"#/anyOf/12/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
var _valid0 = _errs557 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs570 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err556 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
if(data.at === undefined){
const err557 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
if(data.type === undefined){
const err558 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
if(data.phase === undefined){
const err559 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
if(data.summary === undefined){
const err560 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
if(data.erosion === undefined){
const err561 = {instancePath,schemaPath:"#/anyOf/13/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
for(const key30 in data){
if(!((((((key30 === "seq") || (key30 === "at")) || (key30 === "type")) || (key30 === "phase")) || (key30 === "summary")) || (key30 === "erosion"))){
const err562 = {instancePath,schemaPath:"#/anyOf/13/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
if(data.seq !== undefined){
let data206 = data.seq;
if(!(((typeof data206 == "number") && (!(data206 % 1) && !isNaN(data206))) && (isFinite(data206)))){
const err563 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/13/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
if((typeof data206 == "number") && (isFinite(data206))){
if(data206 < 1 || isNaN(data206)){
const err564 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/13/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
}
}
if(data.at !== undefined){
let data207 = data.at;
if(!(((typeof data207 == "number") && (!(data207 % 1) && !isNaN(data207))) && (isFinite(data207)))){
const err565 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/13/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
if((typeof data207 == "number") && (isFinite(data207))){
if(data207 < 0 || isNaN(data207)){
const err566 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/13/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
}
}
if(data.type !== undefined){
let data208 = data.type;
if(typeof data208 !== "string"){
const err567 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/13/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
if("phase-passed" !== data208){
const err568 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/13/properties/type/const",keyword:"const",params:{allowedValue: "phase-passed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err569 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/13/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
if(data.summary !== undefined){
let data210 = data.summary;
const _errs582 = errors;
let valid105 = false;
const _errs583 = errors;
if(typeof data210 !== "string"){
const err570 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/13/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
var _valid30 = _errs583 === errors;
valid105 = valid105 || _valid30;
const _errs585 = errors;
if(data210 !== null){
const err571 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/13/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
var _valid30 = _errs585 === errors;
valid105 = valid105 || _valid30;
if(!valid105){
const err572 = {instancePath:instancePath+"/summary",schemaPath:"#/anyOf/13/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
else {
errors = _errs582;
if(vErrors !== null){
if(_errs582){
vErrors.length = _errs582;
}
else {
vErrors = null;
}
}
}
}
if(data.erosion !== undefined){
let data211 = data.erosion;
if(!(((data211 === "not-measured") || (data211 === "ok")) || (data211 === "flagged"))){
const err573 = {instancePath:instancePath+"/erosion",schemaPath:"#/anyOf/13/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[13].properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
}
}
else {
const err574 = {instancePath,schemaPath:"#/anyOf/13/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
var _valid0 = _errs570 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs588 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err575 = {instancePath,schemaPath:"#/anyOf/14/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
if(data.at === undefined){
const err576 = {instancePath,schemaPath:"#/anyOf/14/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
if(data.type === undefined){
const err577 = {instancePath,schemaPath:"#/anyOf/14/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
if(data.phase === undefined){
const err578 = {instancePath,schemaPath:"#/anyOf/14/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
if(data.reason === undefined){
const err579 = {instancePath,schemaPath:"#/anyOf/14/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
for(const key31 in data){
if(!(((((key31 === "seq") || (key31 === "at")) || (key31 === "type")) || (key31 === "phase")) || (key31 === "reason"))){
const err580 = {instancePath,schemaPath:"#/anyOf/14/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
}
if(data.seq !== undefined){
let data212 = data.seq;
if(!(((typeof data212 == "number") && (!(data212 % 1) && !isNaN(data212))) && (isFinite(data212)))){
const err581 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/14/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
if((typeof data212 == "number") && (isFinite(data212))){
if(data212 < 1 || isNaN(data212)){
const err582 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/14/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
}
if(data.at !== undefined){
let data213 = data.at;
if(!(((typeof data213 == "number") && (!(data213 % 1) && !isNaN(data213))) && (isFinite(data213)))){
const err583 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/14/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
if((typeof data213 == "number") && (isFinite(data213))){
if(data213 < 0 || isNaN(data213)){
const err584 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/14/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
}
if(data.type !== undefined){
let data214 = data.type;
if(typeof data214 !== "string"){
const err585 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/14/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
if("phase-skipped" !== data214){
const err586 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/14/properties/type/const",keyword:"const",params:{allowedValue: "phase-skipped"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err587 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/14/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
}
if(data.reason !== undefined){
let data216 = data.reason;
if(!((data216 === "skip-flag") || (data216 === "only"))){
const err588 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/14/properties/reason/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[14].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
}
}
else {
const err589 = {instancePath,schemaPath:"#/anyOf/14/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
var _valid0 = _errs588 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs600 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err590 = {instancePath,schemaPath:"#/anyOf/15/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
if(data.at === undefined){
const err591 = {instancePath,schemaPath:"#/anyOf/15/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
if(data.type === undefined){
const err592 = {instancePath,schemaPath:"#/anyOf/15/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
if(data.phase === undefined){
const err593 = {instancePath,schemaPath:"#/anyOf/15/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
for(const key32 in data){
if(!((((key32 === "seq") || (key32 === "at")) || (key32 === "type")) || (key32 === "phase"))){
const err594 = {instancePath,schemaPath:"#/anyOf/15/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
}
if(data.seq !== undefined){
let data217 = data.seq;
if(!(((typeof data217 == "number") && (!(data217 % 1) && !isNaN(data217))) && (isFinite(data217)))){
const err595 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/15/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
if((typeof data217 == "number") && (isFinite(data217))){
if(data217 < 1 || isNaN(data217)){
const err596 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/15/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
}
if(data.at !== undefined){
let data218 = data.at;
if(!(((typeof data218 == "number") && (!(data218 % 1) && !isNaN(data218))) && (isFinite(data218)))){
const err597 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/15/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
if((typeof data218 == "number") && (isFinite(data218))){
if(data218 < 0 || isNaN(data218)){
const err598 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/15/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
}
}
if(data.type !== undefined){
let data219 = data.type;
if(typeof data219 !== "string"){
const err599 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/15/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
if("approval-requested" !== data219){
const err600 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/15/properties/type/const",keyword:"const",params:{allowedValue: "approval-requested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err601 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/15/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
}
}
else {
const err602 = {instancePath,schemaPath:"#/anyOf/15/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
var _valid0 = _errs600 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs611 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err603 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
if(data.at === undefined){
const err604 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
if(data.type === undefined){
const err605 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
if(data.phase === undefined){
const err606 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
if(data.decision === undefined){
const err607 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
if(data.note === undefined){
const err608 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
if(data.reset === undefined){
const err609 = {instancePath,schemaPath:"#/anyOf/16/required",keyword:"required",params:{missingProperty: "reset"},message:"must have required property '"+"reset"+"'"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
for(const key33 in data){
if(!(((((((key33 === "seq") || (key33 === "at")) || (key33 === "type")) || (key33 === "phase")) || (key33 === "decision")) || (key33 === "note")) || (key33 === "reset"))){
const err610 = {instancePath,schemaPath:"#/anyOf/16/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
if(data.seq !== undefined){
let data221 = data.seq;
if(!(((typeof data221 == "number") && (!(data221 % 1) && !isNaN(data221))) && (isFinite(data221)))){
const err611 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/16/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
if((typeof data221 == "number") && (isFinite(data221))){
if(data221 < 1 || isNaN(data221)){
const err612 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/16/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
}
if(data.at !== undefined){
let data222 = data.at;
if(!(((typeof data222 == "number") && (!(data222 % 1) && !isNaN(data222))) && (isFinite(data222)))){
const err613 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/16/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
if((typeof data222 == "number") && (isFinite(data222))){
if(data222 < 0 || isNaN(data222)){
const err614 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/16/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
}
}
if(data.type !== undefined){
let data223 = data.type;
if(typeof data223 !== "string"){
const err615 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/16/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
if("decision-recorded" !== data223){
const err616 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/16/properties/type/const",keyword:"const",params:{allowedValue: "decision-recorded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err617 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/16/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
if(data.decision !== undefined){
let data225 = data.decision;
if(!((data225 === "approve") || (data225 === "reject"))){
const err618 = {instancePath:instancePath+"/decision",schemaPath:"#/anyOf/16/properties/decision/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[16].properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
if(data.note !== undefined){
let data226 = data.note;
const _errs624 = errors;
let valid109 = false;
const _errs625 = errors;
if(typeof data226 !== "string"){
const err619 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
var _valid31 = _errs625 === errors;
valid109 = valid109 || _valid31;
const _errs627 = errors;
if(data226 !== null){
const err620 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
var _valid31 = _errs627 === errors;
valid109 = valid109 || _valid31;
if(!valid109){
const err621 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/16/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
else {
errors = _errs624;
if(vErrors !== null){
if(_errs624){
vErrors.length = _errs624;
}
else {
vErrors = null;
}
}
}
}
if(data.reset !== undefined){
let data227 = data.reset;
if(Array.isArray(data227)){
const len22 = data227.length;
for(let i22=0; i22<len22; i22++){
if(typeof data227[i22] !== "string"){
const err622 = {instancePath:instancePath+"/reset/" + i22,schemaPath:"#/anyOf/16/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
}
}
else {
const err623 = {instancePath:instancePath+"/reset",schemaPath:"#/anyOf/16/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
}
else {
const err624 = {instancePath,schemaPath:"#/anyOf/16/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
var _valid0 = _errs611 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs633 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err625 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
if(data.at === undefined){
const err626 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
if(data.type === undefined){
const err627 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
if(data.phase === undefined){
const err628 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
if(data.reason === undefined){
const err629 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
if(data.detail === undefined){
const err630 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
if(data.message === undefined){
const err631 = {instancePath,schemaPath:"#/anyOf/17/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
for(const key34 in data){
if(!(((((((key34 === "seq") || (key34 === "at")) || (key34 === "type")) || (key34 === "phase")) || (key34 === "reason")) || (key34 === "detail")) || (key34 === "message"))){
const err632 = {instancePath,schemaPath:"#/anyOf/17/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
if(data.seq !== undefined){
let data229 = data.seq;
if(!(((typeof data229 == "number") && (!(data229 % 1) && !isNaN(data229))) && (isFinite(data229)))){
const err633 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/17/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
if((typeof data229 == "number") && (isFinite(data229))){
if(data229 < 1 || isNaN(data229)){
const err634 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/17/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
}
}
if(data.at !== undefined){
let data230 = data.at;
if(!(((typeof data230 == "number") && (!(data230 % 1) && !isNaN(data230))) && (isFinite(data230)))){
const err635 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/17/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
if((typeof data230 == "number") && (isFinite(data230))){
if(data230 < 0 || isNaN(data230)){
const err636 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/17/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
}
}
if(data.type !== undefined){
let data231 = data.type;
if(typeof data231 !== "string"){
const err637 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/17/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
if("run-escalated" !== data231){
const err638 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/17/properties/type/const",keyword:"const",params:{allowedValue: "run-escalated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err639 = {instancePath:instancePath+"/phase",schemaPath:"#/anyOf/17/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
}
if(data.reason !== undefined){
let data233 = data.reason;
if(!(((((((((data233 === "gate-retries-exhausted") || (data233 === "review-cycles-exhausted")) || (data233 === "no-progress")) || (data233 === "sub-agent-blocked")) || (data233 === "sub-agent-error")) || (data233 === "escalate-flag")) || (data233 === "budget-exhausted")) || (data233 === "checkpoint-failed")) || (data233 === "invalid-prd"))){
const err640 = {instancePath:instancePath+"/reason",schemaPath:"#/anyOf/17/properties/reason/enum",keyword:"enum",params:{allowedValues: schema40.anyOf[17].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
}
if(data.detail !== undefined){
if(typeof data.detail !== "string"){
const err641 = {instancePath:instancePath+"/detail",schemaPath:"#/anyOf/17/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err642 = {instancePath:instancePath+"/message",schemaPath:"#/anyOf/17/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
}
}
else {
const err643 = {instancePath,schemaPath:"#/anyOf/17/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
var _valid0 = _errs633 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs649 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err644 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
if(data.at === undefined){
const err645 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
if(data.type === undefined){
const err646 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
if(data.reset === undefined){
const err647 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: "reset"},message:"must have required property '"+"reset"+"'"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
if(data.reissue === undefined){
const err648 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: "reissue"},message:"must have required property '"+"reissue"+"'"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
if(data.maxSpawns === undefined){
const err649 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: "maxSpawns"},message:"must have required property '"+"maxSpawns"+"'"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
if(data.maxDurationSeconds === undefined){
const err650 = {instancePath,schemaPath:"#/anyOf/18/required",keyword:"required",params:{missingProperty: "maxDurationSeconds"},message:"must have required property '"+"maxDurationSeconds"+"'"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
for(const key35 in data){
if(!(((((((key35 === "seq") || (key35 === "at")) || (key35 === "type")) || (key35 === "reset")) || (key35 === "reissue")) || (key35 === "maxSpawns")) || (key35 === "maxDurationSeconds"))){
const err651 = {instancePath,schemaPath:"#/anyOf/18/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
}
if(data.seq !== undefined){
let data236 = data.seq;
if(!(((typeof data236 == "number") && (!(data236 % 1) && !isNaN(data236))) && (isFinite(data236)))){
const err652 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/18/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
if((typeof data236 == "number") && (isFinite(data236))){
if(data236 < 1 || isNaN(data236)){
const err653 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/18/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
}
}
if(data.at !== undefined){
let data237 = data.at;
if(!(((typeof data237 == "number") && (!(data237 % 1) && !isNaN(data237))) && (isFinite(data237)))){
const err654 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/18/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
if((typeof data237 == "number") && (isFinite(data237))){
if(data237 < 0 || isNaN(data237)){
const err655 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/18/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
}
}
if(data.type !== undefined){
let data238 = data.type;
if(typeof data238 !== "string"){
const err656 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/18/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
if("run-resumed" !== data238){
const err657 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/18/properties/type/const",keyword:"const",params:{allowedValue: "run-resumed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
}
if(data.reset !== undefined){
let data239 = data.reset;
if(Array.isArray(data239)){
const len23 = data239.length;
for(let i23=0; i23<len23; i23++){
if(typeof data239[i23] !== "string"){
const err658 = {instancePath:instancePath+"/reset/" + i23,schemaPath:"#/anyOf/18/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
}
}
else {
const err659 = {instancePath:instancePath+"/reset",schemaPath:"#/anyOf/18/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
}
if(data.reissue !== undefined){
let data241 = data.reissue;
if(Array.isArray(data241)){
const len24 = data241.length;
for(let i24=0; i24<len24; i24++){
if(typeof data241[i24] !== "string"){
const err660 = {instancePath:instancePath+"/reissue/" + i24,schemaPath:"#/anyOf/18/properties/reissue/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
}
}
else {
const err661 = {instancePath:instancePath+"/reissue",schemaPath:"#/anyOf/18/properties/reissue/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
}
if(data.maxSpawns !== undefined){
let data243 = data.maxSpawns;
if(!(((typeof data243 == "number") && (!(data243 % 1) && !isNaN(data243))) && (isFinite(data243)))){
const err662 = {instancePath:instancePath+"/maxSpawns",schemaPath:"#/anyOf/18/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
if((typeof data243 == "number") && (isFinite(data243))){
if(data243 < 0 || isNaN(data243)){
const err663 = {instancePath:instancePath+"/maxSpawns",schemaPath:"#/anyOf/18/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
}
}
if(data.maxDurationSeconds !== undefined){
let data244 = data.maxDurationSeconds;
const _errs669 = errors;
let valid118 = false;
const _errs670 = errors;
if(!(((typeof data244 == "number") && (!(data244 % 1) && !isNaN(data244))) && (isFinite(data244)))){
const err664 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
if((typeof data244 == "number") && (isFinite(data244))){
if(data244 < 1 || isNaN(data244)){
const err665 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
}
var _valid32 = _errs670 === errors;
valid118 = valid118 || _valid32;
const _errs672 = errors;
if(data244 !== null){
const err666 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
var _valid32 = _errs672 === errors;
valid118 = valid118 || _valid32;
if(!valid118){
const err667 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/anyOf/18/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
else {
errors = _errs669;
if(vErrors !== null){
if(_errs669){
vErrors.length = _errs669;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err668 = {instancePath,schemaPath:"#/anyOf/18/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
var _valid0 = _errs649 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs674 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err669 = {instancePath,schemaPath:"#/anyOf/19/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
if(data.at === undefined){
const err670 = {instancePath,schemaPath:"#/anyOf/19/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
if(data.type === undefined){
const err671 = {instancePath,schemaPath:"#/anyOf/19/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
if(data.note === undefined){
const err672 = {instancePath,schemaPath:"#/anyOf/19/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
for(const key36 in data){
if(!((((key36 === "seq") || (key36 === "at")) || (key36 === "type")) || (key36 === "note"))){
const err673 = {instancePath,schemaPath:"#/anyOf/19/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
if(data.seq !== undefined){
let data245 = data.seq;
if(!(((typeof data245 == "number") && (!(data245 % 1) && !isNaN(data245))) && (isFinite(data245)))){
const err674 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/19/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
if((typeof data245 == "number") && (isFinite(data245))){
if(data245 < 1 || isNaN(data245)){
const err675 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/19/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
}
if(data.at !== undefined){
let data246 = data.at;
if(!(((typeof data246 == "number") && (!(data246 % 1) && !isNaN(data246))) && (isFinite(data246)))){
const err676 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/19/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
if((typeof data246 == "number") && (isFinite(data246))){
if(data246 < 0 || isNaN(data246)){
const err677 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/19/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
}
if(data.type !== undefined){
let data247 = data.type;
if(typeof data247 !== "string"){
const err678 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/19/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
if("run-cancelled" !== data247){
const err679 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/19/properties/type/const",keyword:"const",params:{allowedValue: "run-cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
}
if(data.note !== undefined){
let data248 = data.note;
const _errs684 = errors;
let valid120 = false;
const _errs685 = errors;
if(typeof data248 !== "string"){
const err680 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/19/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
var _valid33 = _errs685 === errors;
valid120 = valid120 || _valid33;
const _errs687 = errors;
if(data248 !== null){
const err681 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/19/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
var _valid33 = _errs687 === errors;
valid120 = valid120 || _valid33;
if(!valid120){
const err682 = {instancePath:instancePath+"/note",schemaPath:"#/anyOf/19/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
else {
errors = _errs684;
if(vErrors !== null){
if(_errs684){
vErrors.length = _errs684;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err683 = {instancePath,schemaPath:"#/anyOf/19/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
var _valid0 = _errs674 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
const _errs689 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.seq === undefined){
const err684 = {instancePath,schemaPath:"#/anyOf/20/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
if(data.at === undefined){
const err685 = {instancePath,schemaPath:"#/anyOf/20/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
if(data.type === undefined){
const err686 = {instancePath,schemaPath:"#/anyOf/20/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
if(data.summaryFile === undefined){
const err687 = {instancePath,schemaPath:"#/anyOf/20/required",keyword:"required",params:{missingProperty: "summaryFile"},message:"must have required property '"+"summaryFile"+"'"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
for(const key37 in data){
if(!((((key37 === "seq") || (key37 === "at")) || (key37 === "type")) || (key37 === "summaryFile"))){
const err688 = {instancePath,schemaPath:"#/anyOf/20/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
}
if(data.seq !== undefined){
let data249 = data.seq;
if(!(((typeof data249 == "number") && (!(data249 % 1) && !isNaN(data249))) && (isFinite(data249)))){
const err689 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/20/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
if((typeof data249 == "number") && (isFinite(data249))){
if(data249 < 1 || isNaN(data249)){
const err690 = {instancePath:instancePath+"/seq",schemaPath:"#/anyOf/20/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
}
}
if(data.at !== undefined){
let data250 = data.at;
if(!(((typeof data250 == "number") && (!(data250 % 1) && !isNaN(data250))) && (isFinite(data250)))){
const err691 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/20/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
if((typeof data250 == "number") && (isFinite(data250))){
if(data250 < 0 || isNaN(data250)){
const err692 = {instancePath:instancePath+"/at",schemaPath:"#/anyOf/20/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
}
}
if(data.type !== undefined){
let data251 = data.type;
if(typeof data251 !== "string"){
const err693 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/20/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
if("run-completed" !== data251){
const err694 = {instancePath:instancePath+"/type",schemaPath:"#/anyOf/20/properties/type/const",keyword:"const",params:{allowedValue: "run-completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
}
if(data.summaryFile !== undefined){
if(typeof data.summaryFile !== "string"){
const err695 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/anyOf/20/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
}
else {
const err696 = {instancePath,schemaPath:"#/anyOf/20/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
var _valid0 = _errs689 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props1 !== true){
props1 = true;
}
}
if(!valid0){
const err697 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate29.errors = vErrors;
evaluated0.props = props1;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateRunList: SchemaProblemSource = validate30;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-list.schema.json","title":"run-list","type":"object","required":["schemaVersion","runs","warnings"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runs":{"type":"array","items":{"type":"object","required":["runId","cwd","prdPath","createdAt","status","title"],"properties":{"runId":{"type":"string"},"cwd":{"type":"string"},"prdPath":{"type":"string"},"createdAt":{"type":"string"},"status":{"anyOf":[{"enum":["running","needs-human","completed","cancelled"]},{"type":"null"}]},"title":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false}},"warnings":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-list.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
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
const err17 = {instancePath:instancePath+"/runs/" + i0+"/status",schemaPath:"#/properties/runs/items/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.properties.runs.items.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateRunState: SchemaProblemSource = validate31;
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-state.schema.json","title":"run-state","type":"object","required":["schemaVersion","runId","status","prd","cwd","runDir","only","settings","waves","phases","createdAt","updatedAt","seq","spawnCount","limits","escalation","summaryFile","finishedAt"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","scope","ccThreshold","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"scope":{"enum":["fail","warn"]},"ccThreshold":{"type":"integer","minimum":1},"graceSeconds":{"type":"integer","minimum":0}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"phases":{"type":"array","items":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance","status","role","attempt","cycle","round","generation","currentSpawn","currentGates","attemptFailed","handoff","spawns","gates","failures","reviews","decisions","context","summary","erosion","erosionChecks","skipReason","startedAt","finishedAt","lastEvent"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"round":{"type":"integer","minimum":0},"generation":{"type":"integer","minimum":0},"currentSpawn":{"anyOf":[{"type":"string"},{"type":"null"}]},"currentGates":{"type":"array","items":{"type":"string"}},"attemptFailed":{"type":"boolean"},"handoff":{"type":"boolean"},"spawns":{"type":"array","items":{"type":"object","required":["actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","issuedAt","sessionKey","confirmedAt","outcome","status","verdict","finishedAt","problems","summary","findings","filesModified","changed","outside"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"issuedAt":{"type":"integer","minimum":0},"sessionKey":{"anyOf":[{"type":"string"},{"type":"null"}]},"confirmedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"outcome":{"anyOf":[{"enum":["accepted","invalid","timed-out","abandoned"]},{"type":"null"}]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"filesModified":{"type":"array","items":{"type":"string"}},"changed":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"outside":{"type":"array","items":{"type":"string"}}},"additionalProperties":false}},"gates":{"type":"array","items":{"type":"object","required":["actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","issuedAt","state","exitCode","tail","finishedAt"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"issuedAt":{"type":"integer","minimum":0},"state":{"enum":["pending","running","passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false}},"failures":{"type":"array","items":{"type":"object","required":["attempt","role","cycle","reason","fingerprint","gateTail","findings","generation","at"],"properties":{"attempt":{"type":"integer","minimum":1},"role":{"enum":["work","review","fix","refactor"]},"cycle":{"type":"integer","minimum":1},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}},"generation":{"type":"integer","minimum":0},"at":{"type":"integer","minimum":0}},"additionalProperties":false}},"reviews":{"type":"array","items":{"type":"object","required":["cycle","findings"],"properties":{"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}},"additionalProperties":false}},"decisions":{"type":"array","items":{"type":"object","required":["decision","note","at","round"],"properties":{"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"at":{"type":"integer","minimum":0},"round":{"type":"integer","minimum":1}},"additionalProperties":false}},"context":{"anyOf":[{"type":"string"},{"type":"null"}]},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"anyOf":[{"enum":["not-measured","ok","flagged"]},{"type":"null"}]},"erosionChecks":{"type":"array","items":{"type":"object","required":["actionId","role","measured","reason","before","after","growth","flagged","offenders","skipped"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","refactor"]},"measured":{"type":"boolean"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false}},"skipped":{"type":"array","items":{"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false}}},"additionalProperties":false}},"skipReason":{"anyOf":[{"enum":["skip-flag","only"]},{"type":"null"}]},"startedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"lastEvent":{"anyOf":[{"type":"object","required":["type","at"],"properties":{"type":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false}},"createdAt":{"type":"integer","minimum":0},"updatedAt":{"type":"integer","minimum":0},"seq":{"type":"integer","minimum":0},"spawnCount":{"type":"integer","minimum":0},"limits":{"type":"object","required":["maxSpawns","maxDurationSeconds"],"properties":{"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]}},"additionalProperties":false},"escalation":{"anyOf":[{"type":"object","required":["phase","reason","detail","message","at"],"properties":{"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"detail":{"type":"string"},"message":{"type":"string"},"at":{"type":"integer","minimum":0}},"additionalProperties":false},{"type":"null"}]},"summaryFile":{"anyOf":[{"type":"string"},{"type":"null"}]},"finishedAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"snapshotDigest":{"type":"string","pattern":"^h64:[0-9a-f]{16}$"}},"additionalProperties":false};
const pattern11 = new RegExp("^h64:[0-9a-f]{16}$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-state.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
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
if(data.prd === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prd"},message:"must have required property '"+"prd"+"'"};
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
if(data.runDir === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runDir"},message:"must have required property '"+"runDir"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.only === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "only"},message:"must have required property '"+"only"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.settings === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.waves === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "waves"},message:"must have required property '"+"waves"+"'"};
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
if(data.createdAt === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.updatedAt === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.seq === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seq"},message:"must have required property '"+"seq"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.spawnCount === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spawnCount"},message:"must have required property '"+"spawnCount"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.limits === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limits"},message:"must have required property '"+"limits"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.escalation === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "escalation"},message:"must have required property '"+"escalation"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.summaryFile === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summaryFile"},message:"must have required property '"+"summaryFile"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.finishedAt === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema42.properties, key0))){
const err18 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err19 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(1 !== data0){
const err20 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err21 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!((((data2 === "running") || (data2 === "needs-human")) || (data2 === "completed")) || (data2 === "cancelled"))){
const err22 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.prd !== undefined){
let data3 = data.prd;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.path === undefined){
const err23 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data3.sha256 === undefined){
const err24 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data3.title === undefined){
const err25 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data3.objective === undefined){
const err26 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "path") || (key1 === "sha256")) || (key1 === "title")) || (key1 === "objective"))){
const err27 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.path !== undefined){
if(typeof data3.path !== "string"){
const err28 = {instancePath:instancePath+"/prd/path",schemaPath:"#/properties/prd/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data3.sha256 !== undefined){
if(typeof data3.sha256 !== "string"){
const err29 = {instancePath:instancePath+"/prd/sha256",schemaPath:"#/properties/prd/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data6 = data3.title;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(typeof data6 !== "string"){
const err30 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid2 = valid2 || _valid0;
const _errs18 = errors;
if(data6 !== null){
const err31 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err32 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data3.objective !== undefined){
let data7 = data3.objective;
const _errs21 = errors;
let valid3 = false;
const _errs22 = errors;
if(typeof data7 !== "string"){
const err33 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid3 = valid3 || _valid1;
const _errs24 = errors;
if(data7 !== null){
const err34 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err35 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err37 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.runDir !== undefined){
if(typeof data.runDir !== "string"){
const err38 = {instancePath:instancePath+"/runDir",schemaPath:"#/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.only !== undefined){
let data10 = data.only;
const _errs31 = errors;
let valid4 = false;
const _errs32 = errors;
if(typeof data10 !== "string"){
const err39 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid4 = valid4 || _valid2;
const _errs34 = errors;
if(data10 !== null){
const err40 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err41 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
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
if(data.settings !== undefined){
let data11 = data.settings;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.maxParallel === undefined){
const err42 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "maxParallel"},message:"must have required property '"+"maxParallel"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data11.maxSpawns === undefined){
const err43 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "maxSpawns"},message:"must have required property '"+"maxSpawns"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data11.maxDurationSeconds === undefined){
const err44 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "maxDurationSeconds"},message:"must have required property '"+"maxDurationSeconds"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data11.summaryBudgetBytes === undefined){
const err45 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "summaryBudgetBytes"},message:"must have required property '"+"summaryBudgetBytes"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data11.erosion === undefined){
const err46 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data11.scope === undefined){
const err47 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data11.ccThreshold === undefined){
const err48 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "ccThreshold"},message:"must have required property '"+"ccThreshold"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data11.graceSeconds === undefined){
const err49 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: "graceSeconds"},message:"must have required property '"+"graceSeconds"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key2 in data11){
if(!((((((((key2 === "maxParallel") || (key2 === "maxSpawns")) || (key2 === "maxDurationSeconds")) || (key2 === "summaryBudgetBytes")) || (key2 === "erosion")) || (key2 === "scope")) || (key2 === "ccThreshold")) || (key2 === "graceSeconds"))){
const err50 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data11.maxParallel !== undefined){
let data12 = data11.maxParallel;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err51 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err52 = {instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data11.maxSpawns !== undefined){
let data13 = data11.maxSpawns;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err53 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err54 = {instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data11.maxDurationSeconds !== undefined){
let data14 = data11.maxDurationSeconds;
const _errs44 = errors;
let valid6 = false;
const _errs45 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err55 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err56 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var _valid3 = _errs45 === errors;
valid6 = valid6 || _valid3;
const _errs47 = errors;
if(data14 !== null){
const err57 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid3 = _errs47 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err58 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data11.summaryBudgetBytes !== undefined){
let data15 = data11.summaryBudgetBytes;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err59 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err60 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data11.erosion !== undefined){
let data16 = data11.erosion;
if(!(((data16 === "refactor") || (data16 === "flag")) || (data16 === "off"))){
const err61 = {instancePath:instancePath+"/settings/erosion",schemaPath:"#/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema42.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data11.scope !== undefined){
let data17 = data11.scope;
if(!((data17 === "fail") || (data17 === "warn"))){
const err62 = {instancePath:instancePath+"/settings/scope",schemaPath:"#/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema42.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data11.ccThreshold !== undefined){
let data18 = data11.ccThreshold;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err63 = {instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err64 = {instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data11.graceSeconds !== undefined){
let data19 = data11.graceSeconds;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err65 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err66 = {instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err67 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.waves !== undefined){
let data20 = data.waves;
if(Array.isArray(data20)){
const len0 = data20.length;
for(let i0=0; i0<len0; i0++){
let data21 = data20[i0];
if(Array.isArray(data21)){
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
if(typeof data21[i1] !== "string"){
const err68 = {instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err69 = {instancePath:instancePath+"/waves/" + i0,schemaPath:"#/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/waves",schemaPath:"#/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.phases !== undefined){
let data23 = data.phases;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
let data24 = data23[i2];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.name === undefined){
const err71 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data24.key === undefined){
const err72 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data24.kind === undefined){
const err73 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data24.type === undefined){
const err74 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data24.origin === undefined){
const err75 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data24.wave === undefined){
const err76 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data24.dependsOn === undefined){
const err77 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data24.model === undefined){
const err78 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data24.modelUp === undefined){
const err79 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "modelUp"},message:"must have required property '"+"modelUp"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data24.fixModel === undefined){
const err80 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "fixModel"},message:"must have required property '"+"fixModel"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data24.gateCommands === undefined){
const err81 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gateCommands"},message:"must have required property '"+"gateCommands"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data24.gateDescription === undefined){
const err82 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gateDescription"},message:"must have required property '"+"gateDescription"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data24.fixGateCommands === undefined){
const err83 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "fixGateCommands"},message:"must have required property '"+"fixGateCommands"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data24.fixFiles === undefined){
const err84 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "fixFiles"},message:"must have required property '"+"fixFiles"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data24.maxRetries === undefined){
const err85 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data24.timeoutSeconds === undefined){
const err86 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data24.gateTimeoutSeconds === undefined){
const err87 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gateTimeoutSeconds"},message:"must have required property '"+"gateTimeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data24.files === undefined){
const err88 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data24.onReject === undefined){
const err89 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data24.escalate === undefined){
const err90 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data24.skip === undefined){
const err91 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data24.erosionPolicy === undefined){
const err92 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosionPolicy"},message:"must have required property '"+"erosionPolicy"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data24.tasks === undefined){
const err93 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data24.acceptance === undefined){
const err94 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "acceptance"},message:"must have required property '"+"acceptance"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data24.status === undefined){
const err95 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data24.role === undefined){
const err96 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data24.attempt === undefined){
const err97 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data24.cycle === undefined){
const err98 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data24.round === undefined){
const err99 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "round"},message:"must have required property '"+"round"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data24.generation === undefined){
const err100 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "generation"},message:"must have required property '"+"generation"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data24.currentSpawn === undefined){
const err101 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "currentSpawn"},message:"must have required property '"+"currentSpawn"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data24.currentGates === undefined){
const err102 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "currentGates"},message:"must have required property '"+"currentGates"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data24.attemptFailed === undefined){
const err103 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "attemptFailed"},message:"must have required property '"+"attemptFailed"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data24.handoff === undefined){
const err104 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "handoff"},message:"must have required property '"+"handoff"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data24.spawns === undefined){
const err105 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data24.gates === undefined){
const err106 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gates"},message:"must have required property '"+"gates"+"'"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data24.failures === undefined){
const err107 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "failures"},message:"must have required property '"+"failures"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data24.reviews === undefined){
const err108 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "reviews"},message:"must have required property '"+"reviews"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data24.decisions === undefined){
const err109 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "decisions"},message:"must have required property '"+"decisions"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data24.context === undefined){
const err110 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data24.summary === undefined){
const err111 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data24.erosion === undefined){
const err112 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data24.erosionChecks === undefined){
const err113 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosionChecks"},message:"must have required property '"+"erosionChecks"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data24.skipReason === undefined){
const err114 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "skipReason"},message:"must have required property '"+"skipReason"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data24.startedAt === undefined){
const err115 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data24.finishedAt === undefined){
const err116 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data24.lastEvent === undefined){
const err117 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "lastEvent"},message:"must have required property '"+"lastEvent"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
for(const key3 in data24){
if(!(func2.call(schema42.properties.phases.items.properties, key3))){
const err118 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data24.name !== undefined){
if(typeof data24.name !== "string"){
const err119 = {instancePath:instancePath+"/phases/" + i2+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data24.key !== undefined){
if(typeof data24.key !== "string"){
const err120 = {instancePath:instancePath+"/phases/" + i2+"/key",schemaPath:"#/properties/phases/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data24.kind !== undefined){
let data27 = data24.kind;
if(!((((data27 === "agent") || (data27 === "approval")) || (data27 === "checkpoint")) || (data27 === "skip"))){
const err121 = {instancePath:instancePath+"/phases/" + i2+"/kind",schemaPath:"#/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data24.type !== undefined){
let data28 = data24.type;
if(!((((data28 === "impl") || (data28 === "review")) || (data28 === "extract")) || (data28 === "approval"))){
const err122 = {instancePath:instancePath+"/phases/" + i2+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data24.origin !== undefined){
let data29 = data24.origin;
const _errs75 = errors;
let valid14 = false;
const _errs76 = errors;
if(typeof data29 !== "string"){
const err123 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid4 = _errs76 === errors;
valid14 = valid14 || _valid4;
const _errs78 = errors;
if(data29 !== null){
const err124 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid4 = _errs78 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err125 = {instancePath:instancePath+"/phases/" + i2+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data24.wave !== undefined){
let data30 = data24.wave;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err126 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err127 = {instancePath:instancePath+"/phases/" + i2+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
if(data24.dependsOn !== undefined){
let data31 = data24.dependsOn;
if(Array.isArray(data31)){
const len3 = data31.length;
for(let i3=0; i3<len3; i3++){
if(typeof data31[i3] !== "string"){
const err128 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn/" + i3,schemaPath:"#/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/phases/" + i2+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data24.model !== undefined){
let data33 = data24.model;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.tier === undefined){
const err130 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data33.id === undefined){
const err131 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
for(const key4 in data33){
if(!((key4 === "tier") || (key4 === "id"))){
const err132 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data33.tier !== undefined){
let data34 = data33.tier;
const _errs90 = errors;
let valid18 = false;
const _errs91 = errors;
if(typeof data34 !== "string"){
const err133 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid5 = _errs91 === errors;
valid18 = valid18 || _valid5;
const _errs93 = errors;
if(data34 !== null){
const err134 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
var _valid5 = _errs93 === errors;
valid18 = valid18 || _valid5;
if(!valid18){
const err135 = {instancePath:instancePath+"/phases/" + i2+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
else {
errors = _errs90;
if(vErrors !== null){
if(_errs90){
vErrors.length = _errs90;
}
else {
vErrors = null;
}
}
}
}
if(data33.id !== undefined){
let data35 = data33.id;
const _errs96 = errors;
let valid19 = false;
const _errs97 = errors;
if(typeof data35 !== "string"){
const err136 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid6 = _errs97 === errors;
valid19 = valid19 || _valid6;
const _errs99 = errors;
if(data35 !== null){
const err137 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
var _valid6 = _errs99 === errors;
valid19 = valid19 || _valid6;
if(!valid19){
const err138 = {instancePath:instancePath+"/phases/" + i2+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
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
}
else {
const err139 = {instancePath:instancePath+"/phases/" + i2+"/model",schemaPath:"#/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data24.modelUp !== undefined){
let data36 = data24.modelUp;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.tier === undefined){
const err140 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data36.id === undefined){
const err141 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
for(const key5 in data36){
if(!((key5 === "tier") || (key5 === "id"))){
const err142 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data36.tier !== undefined){
let data37 = data36.tier;
const _errs105 = errors;
let valid21 = false;
const _errs106 = errors;
if(typeof data37 !== "string"){
const err143 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
var _valid7 = _errs106 === errors;
valid21 = valid21 || _valid7;
const _errs108 = errors;
if(data37 !== null){
const err144 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid7 = _errs108 === errors;
valid21 = valid21 || _valid7;
if(!valid21){
const err145 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/tier",schemaPath:"#/properties/phases/items/properties/modelUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
}
if(data36.id !== undefined){
let data38 = data36.id;
const _errs111 = errors;
let valid22 = false;
const _errs112 = errors;
if(typeof data38 !== "string"){
const err146 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
var _valid8 = _errs112 === errors;
valid22 = valid22 || _valid8;
const _errs114 = errors;
if(data38 !== null){
const err147 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid8 = _errs114 === errors;
valid22 = valid22 || _valid8;
if(!valid22){
const err148 = {instancePath:instancePath+"/phases/" + i2+"/modelUp/id",schemaPath:"#/properties/phases/items/properties/modelUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err149 = {instancePath:instancePath+"/phases/" + i2+"/modelUp",schemaPath:"#/properties/phases/items/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data24.fixModel !== undefined){
let data39 = data24.fixModel;
const _errs117 = errors;
let valid23 = false;
const _errs118 = errors;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.tier === undefined){
const err150 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data39.id === undefined){
const err151 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
for(const key6 in data39){
if(!((key6 === "tier") || (key6 === "id"))){
const err152 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data39.tier !== undefined){
let data40 = data39.tier;
const _errs122 = errors;
let valid25 = false;
const _errs123 = errors;
if(typeof data40 !== "string"){
const err153 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid10 = _errs123 === errors;
valid25 = valid25 || _valid10;
const _errs125 = errors;
if(data40 !== null){
const err154 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var _valid10 = _errs125 === errors;
valid25 = valid25 || _valid10;
if(!valid25){
const err155 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/tier",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
else {
errors = _errs122;
if(vErrors !== null){
if(_errs122){
vErrors.length = _errs122;
}
else {
vErrors = null;
}
}
}
}
if(data39.id !== undefined){
let data41 = data39.id;
const _errs128 = errors;
let valid26 = false;
const _errs129 = errors;
if(typeof data41 !== "string"){
const err156 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid11 = _errs129 === errors;
valid26 = valid26 || _valid11;
const _errs131 = errors;
if(data41 !== null){
const err157 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var _valid11 = _errs131 === errors;
valid26 = valid26 || _valid11;
if(!valid26){
const err158 = {instancePath:instancePath+"/phases/" + i2+"/fixModel/id",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
else {
errors = _errs128;
if(vErrors !== null){
if(_errs128){
vErrors.length = _errs128;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err159 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
var _valid9 = _errs118 === errors;
valid23 = valid23 || _valid9;
const _errs133 = errors;
if(data39 !== null){
const err160 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
var _valid9 = _errs133 === errors;
valid23 = valid23 || _valid9;
if(!valid23){
const err161 = {instancePath:instancePath+"/phases/" + i2+"/fixModel",schemaPath:"#/properties/phases/items/properties/fixModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
else {
errors = _errs117;
if(vErrors !== null){
if(_errs117){
vErrors.length = _errs117;
}
else {
vErrors = null;
}
}
}
}
if(data24.gateCommands !== undefined){
let data42 = data24.gateCommands;
if(Array.isArray(data42)){
const len4 = data42.length;
for(let i4=0; i4<len4; i4++){
let data43 = data42[i4];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.command === undefined){
const err162 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(data43.argv === undefined){
const err163 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data43.shellGate === undefined){
const err164 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
for(const key7 in data43){
if(!(((key7 === "command") || (key7 === "argv")) || (key7 === "shellGate"))){
const err165 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data43.command !== undefined){
if(typeof data43.command !== "string"){
const err166 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/command",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data43.argv !== undefined){
let data45 = data43.argv;
const _errs143 = errors;
let valid30 = false;
const _errs144 = errors;
if(Array.isArray(data45)){
const len5 = data45.length;
for(let i5=0; i5<len5; i5++){
if(typeof data45[i5] !== "string"){
const err167 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv/" + i5,schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
var _valid12 = _errs144 === errors;
valid30 = valid30 || _valid12;
const _errs148 = errors;
if(data45 !== null){
const err169 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid12 = _errs148 === errors;
valid30 = valid30 || _valid12;
if(!valid30){
const err170 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/argv",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
else {
errors = _errs143;
if(vErrors !== null){
if(_errs143){
vErrors.length = _errs143;
}
else {
vErrors = null;
}
}
}
}
if(data43.shellGate !== undefined){
if(typeof data43.shellGate !== "boolean"){
const err171 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4+"/shellGate",schemaPath:"#/properties/phases/items/properties/gateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
else {
const err172 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands/" + i4,schemaPath:"#/properties/phases/items/properties/gateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err173 = {instancePath:instancePath+"/phases/" + i2+"/gateCommands",schemaPath:"#/properties/phases/items/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data24.gateDescription !== undefined){
let data48 = data24.gateDescription;
const _errs153 = errors;
let valid33 = false;
const _errs154 = errors;
if(typeof data48 !== "string"){
const err174 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
var _valid13 = _errs154 === errors;
valid33 = valid33 || _valid13;
const _errs156 = errors;
if(data48 !== null){
const err175 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
var _valid13 = _errs156 === errors;
valid33 = valid33 || _valid13;
if(!valid33){
const err176 = {instancePath:instancePath+"/phases/" + i2+"/gateDescription",schemaPath:"#/properties/phases/items/properties/gateDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
else {
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
}
}
if(data24.fixGateCommands !== undefined){
let data49 = data24.fixGateCommands;
if(Array.isArray(data49)){
const len6 = data49.length;
for(let i6=0; i6<len6; i6++){
let data50 = data49[i6];
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.command === undefined){
const err177 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(data50.argv === undefined){
const err178 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(data50.shellGate === undefined){
const err179 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
for(const key8 in data50){
if(!(((key8 === "command") || (key8 === "argv")) || (key8 === "shellGate"))){
const err180 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data50.command !== undefined){
if(typeof data50.command !== "string"){
const err181 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/command",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data50.argv !== undefined){
let data52 = data50.argv;
const _errs166 = errors;
let valid37 = false;
const _errs167 = errors;
if(Array.isArray(data52)){
const len7 = data52.length;
for(let i7=0; i7<len7; i7++){
if(typeof data52[i7] !== "string"){
const err182 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv/" + i7,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err183 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
var _valid14 = _errs167 === errors;
valid37 = valid37 || _valid14;
const _errs171 = errors;
if(data52 !== null){
const err184 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
var _valid14 = _errs171 === errors;
valid37 = valid37 || _valid14;
if(!valid37){
const err185 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/argv",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
else {
errors = _errs166;
if(vErrors !== null){
if(_errs166){
vErrors.length = _errs166;
}
else {
vErrors = null;
}
}
}
}
if(data50.shellGate !== undefined){
if(typeof data50.shellGate !== "boolean"){
const err186 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6+"/shellGate",schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands/" + i6,schemaPath:"#/properties/phases/items/properties/fixGateCommands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
else {
const err188 = {instancePath:instancePath+"/phases/" + i2+"/fixGateCommands",schemaPath:"#/properties/phases/items/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data24.fixFiles !== undefined){
let data55 = data24.fixFiles;
if(Array.isArray(data55)){
const len8 = data55.length;
for(let i8=0; i8<len8; i8++){
if(typeof data55[i8] !== "string"){
const err189 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles/" + i8,schemaPath:"#/properties/phases/items/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
else {
const err190 = {instancePath:instancePath+"/phases/" + i2+"/fixFiles",schemaPath:"#/properties/phases/items/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data24.maxRetries !== undefined){
let data57 = data24.maxRetries;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err191 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 0 || isNaN(data57)){
const err192 = {instancePath:instancePath+"/phases/" + i2+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
if(data24.timeoutSeconds !== undefined){
let data58 = data24.timeoutSeconds;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err193 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
const err194 = {instancePath:instancePath+"/phases/" + i2+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
if(data24.gateTimeoutSeconds !== undefined){
let data59 = data24.gateTimeoutSeconds;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err195 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/properties/phases/items/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err196 = {instancePath:instancePath+"/phases/" + i2+"/gateTimeoutSeconds",schemaPath:"#/properties/phases/items/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
if(data24.files !== undefined){
let data60 = data24.files;
if(Array.isArray(data60)){
const len9 = data60.length;
for(let i9=0; i9<len9; i9++){
if(typeof data60[i9] !== "string"){
const err197 = {instancePath:instancePath+"/phases/" + i2+"/files/" + i9,schemaPath:"#/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
else {
const err198 = {instancePath:instancePath+"/phases/" + i2+"/files",schemaPath:"#/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data24.onReject !== undefined){
let data62 = data24.onReject;
const _errs190 = errors;
let valid44 = false;
const _errs191 = errors;
if(typeof data62 !== "string"){
const err199 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
var _valid15 = _errs191 === errors;
valid44 = valid44 || _valid15;
const _errs193 = errors;
if(data62 !== null){
const err200 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
var _valid15 = _errs193 === errors;
valid44 = valid44 || _valid15;
if(!valid44){
const err201 = {instancePath:instancePath+"/phases/" + i2+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
else {
errors = _errs190;
if(vErrors !== null){
if(_errs190){
vErrors.length = _errs190;
}
else {
vErrors = null;
}
}
}
}
if(data24.escalate !== undefined){
if(typeof data24.escalate !== "boolean"){
const err202 = {instancePath:instancePath+"/phases/" + i2+"/escalate",schemaPath:"#/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data24.skip !== undefined){
if(typeof data24.skip !== "boolean"){
const err203 = {instancePath:instancePath+"/phases/" + i2+"/skip",schemaPath:"#/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data24.erosionPolicy !== undefined){
let data65 = data24.erosionPolicy;
const _errs200 = errors;
let valid45 = false;
const _errs201 = errors;
if(!(((data65 === "refactor") || (data65 === "flag")) || (data65 === "off"))){
const err204 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/properties/phases/items/properties/erosionPolicy/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.erosionPolicy.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
var _valid16 = _errs201 === errors;
valid45 = valid45 || _valid16;
const _errs202 = errors;
if(data65 !== null){
const err205 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/properties/phases/items/properties/erosionPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
var _valid16 = _errs202 === errors;
valid45 = valid45 || _valid16;
if(!valid45){
const err206 = {instancePath:instancePath+"/phases/" + i2+"/erosionPolicy",schemaPath:"#/properties/phases/items/properties/erosionPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
else {
errors = _errs200;
if(vErrors !== null){
if(_errs200){
vErrors.length = _errs200;
}
else {
vErrors = null;
}
}
}
}
if(data24.tasks !== undefined){
let data66 = data24.tasks;
if(Array.isArray(data66)){
const len10 = data66.length;
for(let i10=0; i10<len10; i10++){
let data67 = data66[i10];
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.text === undefined){
const err207 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(data67.depth === undefined){
const err208 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(data67.line === undefined){
const err209 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(data67.column === undefined){
const err210 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
for(const key9 in data67){
if(!((((key9 === "text") || (key9 === "depth")) || (key9 === "line")) || (key9 === "column"))){
const err211 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data67.text !== undefined){
if(typeof data67.text !== "string"){
const err212 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/text",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data67.depth !== undefined){
let data69 = data67.depth;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err213 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 0 || isNaN(data69)){
const err214 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
if(data67.line !== undefined){
let data70 = data67.line;
if(!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))){
const err215 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 1 || isNaN(data70)){
const err216 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data67.column !== undefined){
let data71 = data67.column;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err217 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 1 || isNaN(data71)){
const err218 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err219 = {instancePath:instancePath+"/phases/" + i2+"/tasks/" + i10,schemaPath:"#/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
}
else {
const err220 = {instancePath:instancePath+"/phases/" + i2+"/tasks",schemaPath:"#/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data24.acceptance !== undefined){
let data72 = data24.acceptance;
if(Array.isArray(data72)){
const len11 = data72.length;
for(let i11=0; i11<len11; i11++){
let data73 = data72[i11];
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
if(data73.text === undefined){
const err221 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(data73.line === undefined){
const err222 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
if(data73.column === undefined){
const err223 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
for(const key10 in data73){
if(!(((key10 === "text") || (key10 === "line")) || (key10 === "column"))){
const err224 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data73.text !== undefined){
if(typeof data73.text !== "string"){
const err225 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/text",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data73.line !== undefined){
let data75 = data73.line;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
const err226 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 < 1 || isNaN(data75)){
const err227 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data73.column !== undefined){
let data76 = data73.column;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err228 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
const err229 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err230 = {instancePath:instancePath+"/phases/" + i2+"/acceptance/" + i11,schemaPath:"#/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/phases/" + i2+"/acceptance",schemaPath:"#/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data24.status !== undefined){
let data77 = data24.status;
if(!(((((((data77 === "pending") || (data77 === "active")) || (data77 === "waiting-approval")) || (data77 === "passed")) || (data77 === "skipped")) || (data77 === "needs-human")) || (data77 === "cancelled"))){
const err232 = {instancePath:instancePath+"/phases/" + i2+"/status",schemaPath:"#/properties/phases/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data24.role !== undefined){
let data78 = data24.role;
if(!((((data78 === "work") || (data78 === "review")) || (data78 === "fix")) || (data78 === "refactor"))){
const err233 = {instancePath:instancePath+"/phases/" + i2+"/role",schemaPath:"#/properties/phases/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data24.attempt !== undefined){
let data79 = data24.attempt;
if(!(((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79))) && (isFinite(data79)))){
const err234 = {instancePath:instancePath+"/phases/" + i2+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if((typeof data79 == "number") && (isFinite(data79))){
if(data79 < 0 || isNaN(data79)){
const err235 = {instancePath:instancePath+"/phases/" + i2+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data24.cycle !== undefined){
let data80 = data24.cycle;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
const err236 = {instancePath:instancePath+"/phases/" + i2+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 < 1 || isNaN(data80)){
const err237 = {instancePath:instancePath+"/phases/" + i2+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data24.round !== undefined){
let data81 = data24.round;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
const err238 = {instancePath:instancePath+"/phases/" + i2+"/round",schemaPath:"#/properties/phases/items/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
const err239 = {instancePath:instancePath+"/phases/" + i2+"/round",schemaPath:"#/properties/phases/items/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data24.generation !== undefined){
let data82 = data24.generation;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err240 = {instancePath:instancePath+"/phases/" + i2+"/generation",schemaPath:"#/properties/phases/items/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 0 || isNaN(data82)){
const err241 = {instancePath:instancePath+"/phases/" + i2+"/generation",schemaPath:"#/properties/phases/items/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
}
if(data24.currentSpawn !== undefined){
let data83 = data24.currentSpawn;
const _errs239 = errors;
let valid52 = false;
const _errs240 = errors;
if(typeof data83 !== "string"){
const err242 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
var _valid17 = _errs240 === errors;
valid52 = valid52 || _valid17;
const _errs242 = errors;
if(data83 !== null){
const err243 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid17 = _errs242 === errors;
valid52 = valid52 || _valid17;
if(!valid52){
const err244 = {instancePath:instancePath+"/phases/" + i2+"/currentSpawn",schemaPath:"#/properties/phases/items/properties/currentSpawn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
else {
errors = _errs239;
if(vErrors !== null){
if(_errs239){
vErrors.length = _errs239;
}
else {
vErrors = null;
}
}
}
}
if(data24.currentGates !== undefined){
let data84 = data24.currentGates;
if(Array.isArray(data84)){
const len12 = data84.length;
for(let i12=0; i12<len12; i12++){
if(typeof data84[i12] !== "string"){
const err245 = {instancePath:instancePath+"/phases/" + i2+"/currentGates/" + i12,schemaPath:"#/properties/phases/items/properties/currentGates/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
}
else {
const err246 = {instancePath:instancePath+"/phases/" + i2+"/currentGates",schemaPath:"#/properties/phases/items/properties/currentGates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data24.attemptFailed !== undefined){
if(typeof data24.attemptFailed !== "boolean"){
const err247 = {instancePath:instancePath+"/phases/" + i2+"/attemptFailed",schemaPath:"#/properties/phases/items/properties/attemptFailed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data24.handoff !== undefined){
if(typeof data24.handoff !== "boolean"){
const err248 = {instancePath:instancePath+"/phases/" + i2+"/handoff",schemaPath:"#/properties/phases/items/properties/handoff/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data24.spawns !== undefined){
let data88 = data24.spawns;
if(Array.isArray(data88)){
const len13 = data88.length;
for(let i13=0; i13<len13; i13++){
let data89 = data88[i13];
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.actionId === undefined){
const err249 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
if(data89.role === undefined){
const err250 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
if(data89.attempt === undefined){
const err251 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if(data89.cycle === undefined){
const err252 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
if(data89.model === undefined){
const err253 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(data89.resultFile === undefined){
const err254 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "resultFile"},message:"must have required property '"+"resultFile"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(data89.timeoutSeconds === undefined){
const err255 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
if(data89.issuedAt === undefined){
const err256 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "issuedAt"},message:"must have required property '"+"issuedAt"+"'"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(data89.sessionKey === undefined){
const err257 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "sessionKey"},message:"must have required property '"+"sessionKey"+"'"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if(data89.confirmedAt === undefined){
const err258 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "confirmedAt"},message:"must have required property '"+"confirmedAt"+"'"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
if(data89.outcome === undefined){
const err259 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(data89.status === undefined){
const err260 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
if(data89.verdict === undefined){
const err261 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
if(data89.finishedAt === undefined){
const err262 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(data89.problems === undefined){
const err263 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(data89.summary === undefined){
const err264 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(data89.findings === undefined){
const err265 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
if(data89.filesModified === undefined){
const err266 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "filesModified"},message:"must have required property '"+"filesModified"+"'"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if(data89.changed === undefined){
const err267 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if(data89.outside === undefined){
const err268 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/required",keyword:"required",params:{missingProperty: "outside"},message:"must have required property '"+"outside"+"'"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
for(const key11 in data89){
if(!(func2.call(schema42.properties.phases.items.properties.spawns.items.properties, key11))){
const err269 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data89.actionId !== undefined){
if(typeof data89.actionId !== "string"){
const err270 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/actionId",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
if(data89.role !== undefined){
let data91 = data89.role;
if(!((((data91 === "work") || (data91 === "review")) || (data91 === "fix")) || (data91 === "refactor"))){
const err271 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/role",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.spawns.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data89.attempt !== undefined){
let data92 = data89.attempt;
if(!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))){
const err272 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/attempt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 < 1 || isNaN(data92)){
const err273 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/attempt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
if(data89.cycle !== undefined){
let data93 = data89.cycle;
if(!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))){
const err274 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/cycle",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 < 1 || isNaN(data93)){
const err275 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/cycle",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data89.model !== undefined){
let data94 = data89.model;
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
if(data94.tier === undefined){
const err276 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
if(data94.id === undefined){
const err277 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
for(const key12 in data94){
if(!((key12 === "tier") || (key12 === "id"))){
const err278 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data94.tier !== undefined){
let data95 = data94.tier;
const _errs268 = errors;
let valid59 = false;
const _errs269 = errors;
if(typeof data95 !== "string"){
const err279 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
var _valid18 = _errs269 === errors;
valid59 = valid59 || _valid18;
const _errs271 = errors;
if(data95 !== null){
const err280 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var _valid18 = _errs271 === errors;
valid59 = valid59 || _valid18;
if(!valid59){
const err281 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/tier",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
else {
errors = _errs268;
if(vErrors !== null){
if(_errs268){
vErrors.length = _errs268;
}
else {
vErrors = null;
}
}
}
}
if(data94.id !== undefined){
let data96 = data94.id;
const _errs274 = errors;
let valid60 = false;
const _errs275 = errors;
if(typeof data96 !== "string"){
const err282 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
var _valid19 = _errs275 === errors;
valid60 = valid60 || _valid19;
const _errs277 = errors;
if(data96 !== null){
const err283 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
var _valid19 = _errs277 === errors;
valid60 = valid60 || _valid19;
if(!valid60){
const err284 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model/id",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
else {
errors = _errs274;
if(vErrors !== null){
if(_errs274){
vErrors.length = _errs274;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err285 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/model",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data89.resultFile !== undefined){
if(typeof data89.resultFile !== "string"){
const err286 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/resultFile",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data89.timeoutSeconds !== undefined){
let data98 = data89.timeoutSeconds;
if(!(((typeof data98 == "number") && (!(data98 % 1) && !isNaN(data98))) && (isFinite(data98)))){
const err287 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if((typeof data98 == "number") && (isFinite(data98))){
if(data98 < 1 || isNaN(data98)){
const err288 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
if(data89.issuedAt !== undefined){
let data99 = data89.issuedAt;
if(!(((typeof data99 == "number") && (!(data99 % 1) && !isNaN(data99))) && (isFinite(data99)))){
const err289 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/issuedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
if((typeof data99 == "number") && (isFinite(data99))){
if(data99 < 0 || isNaN(data99)){
const err290 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/issuedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
}
if(data89.sessionKey !== undefined){
let data100 = data89.sessionKey;
const _errs286 = errors;
let valid61 = false;
const _errs287 = errors;
if(typeof data100 !== "string"){
const err291 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
var _valid20 = _errs287 === errors;
valid61 = valid61 || _valid20;
const _errs289 = errors;
if(data100 !== null){
const err292 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
var _valid20 = _errs289 === errors;
valid61 = valid61 || _valid20;
if(!valid61){
const err293 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/sessionKey",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/sessionKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
else {
errors = _errs286;
if(vErrors !== null){
if(_errs286){
vErrors.length = _errs286;
}
else {
vErrors = null;
}
}
}
}
if(data89.confirmedAt !== undefined){
let data101 = data89.confirmedAt;
const _errs292 = errors;
let valid62 = false;
const _errs293 = errors;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err294 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 0 || isNaN(data101)){
const err295 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
var _valid21 = _errs293 === errors;
valid62 = valid62 || _valid21;
const _errs295 = errors;
if(data101 !== null){
const err296 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
var _valid21 = _errs295 === errors;
valid62 = valid62 || _valid21;
if(!valid62){
const err297 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/confirmedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/confirmedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
else {
errors = _errs292;
if(vErrors !== null){
if(_errs292){
vErrors.length = _errs292;
}
else {
vErrors = null;
}
}
}
}
if(data89.outcome !== undefined){
let data102 = data89.outcome;
const _errs298 = errors;
let valid63 = false;
const _errs299 = errors;
if(!((((data102 === "accepted") || (data102 === "invalid")) || (data102 === "timed-out")) || (data102 === "abandoned"))){
const err298 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.spawns.items.properties.outcome.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
var _valid22 = _errs299 === errors;
valid63 = valid63 || _valid22;
const _errs300 = errors;
if(data102 !== null){
const err299 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
var _valid22 = _errs300 === errors;
valid63 = valid63 || _valid22;
if(!valid63){
const err300 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outcome",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outcome/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
else {
errors = _errs298;
if(vErrors !== null){
if(_errs298){
vErrors.length = _errs298;
}
else {
vErrors = null;
}
}
}
}
if(data89.status !== undefined){
let data103 = data89.status;
const _errs303 = errors;
let valid64 = false;
const _errs304 = errors;
if(!(((data103 === "DONE") || (data103 === "BLOCKED")) || (data103 === "ERROR"))){
const err301 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.spawns.items.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
var _valid23 = _errs304 === errors;
valid64 = valid64 || _valid23;
const _errs305 = errors;
if(data103 !== null){
const err302 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
var _valid23 = _errs305 === errors;
valid64 = valid64 || _valid23;
if(!valid64){
const err303 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/status",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
else {
errors = _errs303;
if(vErrors !== null){
if(_errs303){
vErrors.length = _errs303;
}
else {
vErrors = null;
}
}
}
}
if(data89.verdict !== undefined){
let data104 = data89.verdict;
const _errs308 = errors;
let valid65 = false;
const _errs309 = errors;
if(!((data104 === "PASS") || (data104 === "FAIL"))){
const err304 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.spawns.items.properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
var _valid24 = _errs309 === errors;
valid65 = valid65 || _valid24;
const _errs310 = errors;
if(data104 !== null){
const err305 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var _valid24 = _errs310 === errors;
valid65 = valid65 || _valid24;
if(!valid65){
const err306 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/verdict",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
else {
errors = _errs308;
if(vErrors !== null){
if(_errs308){
vErrors.length = _errs308;
}
else {
vErrors = null;
}
}
}
}
if(data89.finishedAt !== undefined){
let data105 = data89.finishedAt;
const _errs313 = errors;
let valid66 = false;
const _errs314 = errors;
if(!(((typeof data105 == "number") && (!(data105 % 1) && !isNaN(data105))) && (isFinite(data105)))){
const err307 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
if((typeof data105 == "number") && (isFinite(data105))){
if(data105 < 0 || isNaN(data105)){
const err308 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
var _valid25 = _errs314 === errors;
valid66 = valid66 || _valid25;
const _errs316 = errors;
if(data105 !== null){
const err309 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
var _valid25 = _errs316 === errors;
valid66 = valid66 || _valid25;
if(!valid66){
const err310 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/finishedAt",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
else {
errors = _errs313;
if(vErrors !== null){
if(_errs313){
vErrors.length = _errs313;
}
else {
vErrors = null;
}
}
}
}
if(data89.problems !== undefined){
let data106 = data89.problems;
if(Array.isArray(data106)){
const len14 = data106.length;
for(let i14=0; i14<len14; i14++){
if(typeof data106[i14] !== "string"){
const err311 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/problems/" + i14,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
}
else {
const err312 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/problems",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
if(data89.summary !== undefined){
let data108 = data89.summary;
const _errs323 = errors;
let valid69 = false;
const _errs324 = errors;
if(typeof data108 !== "string"){
const err313 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
var _valid26 = _errs324 === errors;
valid69 = valid69 || _valid26;
const _errs326 = errors;
if(data108 !== null){
const err314 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
var _valid26 = _errs326 === errors;
valid69 = valid69 || _valid26;
if(!valid69){
const err315 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/summary",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
else {
errors = _errs323;
if(vErrors !== null){
if(_errs323){
vErrors.length = _errs323;
}
else {
vErrors = null;
}
}
}
}
if(data89.findings !== undefined){
let data109 = data89.findings;
if(Array.isArray(data109)){
const len15 = data109.length;
for(let i15=0; i15<len15; i15++){
let data110 = data109[i15];
if(data110 && typeof data110 == "object" && !Array.isArray(data110)){
if(data110.severity === undefined){
const err316 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
if(data110.description === undefined){
const err317 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
for(const key13 in data110){
if(!((((key13 === "severity") || (key13 === "description")) || (key13 === "file")) || (key13 === "line"))){
const err318 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data110.severity !== undefined){
let data111 = data110.severity;
if(!(((data111 === "blocking") || (data111 === "required")) || (data111 === "suggestion"))){
const err319 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/severity",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.spawns.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data110.description !== undefined){
if(typeof data110.description !== "string"){
const err320 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/description",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
if(data110.file !== undefined){
if(typeof data110.file !== "string"){
const err321 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/file",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data110.line !== undefined){
let data114 = data110.line;
if(!(((typeof data114 == "number") && (!(data114 % 1) && !isNaN(data114))) && (isFinite(data114)))){
const err322 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/line",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
if((typeof data114 == "number") && (isFinite(data114))){
if(data114 < 1 || isNaN(data114)){
const err323 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15+"/line",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
}
}
else {
const err324 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings/" + i15,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
}
else {
const err325 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/findings",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
if(data89.filesModified !== undefined){
let data115 = data89.filesModified;
if(Array.isArray(data115)){
const len16 = data115.length;
for(let i16=0; i16<len16; i16++){
if(typeof data115[i16] !== "string"){
const err326 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/filesModified/" + i16,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
}
else {
const err327 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/filesModified",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
if(data89.changed !== undefined){
let data117 = data89.changed;
const _errs345 = errors;
let valid75 = false;
const _errs346 = errors;
if(Array.isArray(data117)){
const len17 = data117.length;
for(let i17=0; i17<len17; i17++){
if(typeof data117[i17] !== "string"){
const err328 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed/" + i17,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
}
else {
const err329 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
var _valid27 = _errs346 === errors;
valid75 = valid75 || _valid27;
const _errs350 = errors;
if(data117 !== null){
const err330 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
var _valid27 = _errs350 === errors;
valid75 = valid75 || _valid27;
if(!valid75){
const err331 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/changed",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/changed/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
else {
errors = _errs345;
if(vErrors !== null){
if(_errs345){
vErrors.length = _errs345;
}
else {
vErrors = null;
}
}
}
}
if(data89.outside !== undefined){
let data119 = data89.outside;
if(Array.isArray(data119)){
const len18 = data119.length;
for(let i18=0; i18<len18; i18++){
if(typeof data119[i18] !== "string"){
const err332 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outside/" + i18,schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outside/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
}
else {
const err333 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13+"/outside",schemaPath:"#/properties/phases/items/properties/spawns/items/properties/outside/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
}
else {
const err334 = {instancePath:instancePath+"/phases/" + i2+"/spawns/" + i13,schemaPath:"#/properties/phases/items/properties/spawns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
}
else {
const err335 = {instancePath:instancePath+"/phases/" + i2+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data24.gates !== undefined){
let data121 = data24.gates;
if(Array.isArray(data121)){
const len19 = data121.length;
for(let i19=0; i19<len19; i19++){
let data122 = data121[i19];
if(data122 && typeof data122 == "object" && !Array.isArray(data122)){
if(data122.actionId === undefined){
const err336 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if(data122.role === undefined){
const err337 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
if(data122.attempt === undefined){
const err338 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if(data122.cycle === undefined){
const err339 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
if(data122.index === undefined){
const err340 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if(data122.command === undefined){
const err341 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
if(data122.logFile === undefined){
const err342 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "logFile"},message:"must have required property '"+"logFile"+"'"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if(data122.timeoutSeconds === undefined){
const err343 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
if(data122.issuedAt === undefined){
const err344 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "issuedAt"},message:"must have required property '"+"issuedAt"+"'"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if(data122.state === undefined){
const err345 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
if(data122.exitCode === undefined){
const err346 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "exitCode"},message:"must have required property '"+"exitCode"+"'"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
if(data122.tail === undefined){
const err347 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "tail"},message:"must have required property '"+"tail"+"'"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if(data122.finishedAt === undefined){
const err348 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
for(const key14 in data122){
if(!(func2.call(schema42.properties.phases.items.properties.gates.items.properties, key14))){
const err349 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
if(data122.actionId !== undefined){
if(typeof data122.actionId !== "string"){
const err350 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/actionId",schemaPath:"#/properties/phases/items/properties/gates/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
if(data122.role !== undefined){
let data124 = data122.role;
if(!((((data124 === "work") || (data124 === "review")) || (data124 === "fix")) || (data124 === "refactor"))){
const err351 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/role",schemaPath:"#/properties/phases/items/properties/gates/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.gates.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
if(data122.attempt !== undefined){
let data125 = data122.attempt;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
const err352 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/attempt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
if((typeof data125 == "number") && (isFinite(data125))){
if(data125 < 0 || isNaN(data125)){
const err353 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/attempt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
}
if(data122.cycle !== undefined){
let data126 = data122.cycle;
if(!(((typeof data126 == "number") && (!(data126 % 1) && !isNaN(data126))) && (isFinite(data126)))){
const err354 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/cycle",schemaPath:"#/properties/phases/items/properties/gates/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
if((typeof data126 == "number") && (isFinite(data126))){
if(data126 < 1 || isNaN(data126)){
const err355 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/cycle",schemaPath:"#/properties/phases/items/properties/gates/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
}
if(data122.index !== undefined){
let data127 = data122.index;
if(!(((typeof data127 == "number") && (!(data127 % 1) && !isNaN(data127))) && (isFinite(data127)))){
const err356 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/index",schemaPath:"#/properties/phases/items/properties/gates/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
if((typeof data127 == "number") && (isFinite(data127))){
if(data127 < 0 || isNaN(data127)){
const err357 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/index",schemaPath:"#/properties/phases/items/properties/gates/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
}
if(data122.command !== undefined){
if(typeof data122.command !== "string"){
const err358 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/command",schemaPath:"#/properties/phases/items/properties/gates/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
if(data122.logFile !== undefined){
if(typeof data122.logFile !== "string"){
const err359 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/logFile",schemaPath:"#/properties/phases/items/properties/gates/items/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
if(data122.timeoutSeconds !== undefined){
let data130 = data122.timeoutSeconds;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
const err360 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/gates/items/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 < 1 || isNaN(data130)){
const err361 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/gates/items/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
}
if(data122.issuedAt !== undefined){
let data131 = data122.issuedAt;
if(!(((typeof data131 == "number") && (!(data131 % 1) && !isNaN(data131))) && (isFinite(data131)))){
const err362 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/issuedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/issuedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if((typeof data131 == "number") && (isFinite(data131))){
if(data131 < 0 || isNaN(data131)){
const err363 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/issuedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/issuedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
}
if(data122.state !== undefined){
let data132 = data122.state;
if(!(((((data132 === "pending") || (data132 === "running")) || (data132 === "passed")) || (data132 === "failed")) || (data132 === "timed-out"))){
const err364 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/state",schemaPath:"#/properties/phases/items/properties/gates/items/properties/state/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.gates.items.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data122.exitCode !== undefined){
let data133 = data122.exitCode;
const _errs380 = errors;
let valid83 = false;
const _errs381 = errors;
if(!(((typeof data133 == "number") && (!(data133 % 1) && !isNaN(data133))) && (isFinite(data133)))){
const err365 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
var _valid28 = _errs381 === errors;
valid83 = valid83 || _valid28;
const _errs383 = errors;
if(data133 !== null){
const err366 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
var _valid28 = _errs383 === errors;
valid83 = valid83 || _valid28;
if(!valid83){
const err367 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/exitCode",schemaPath:"#/properties/phases/items/properties/gates/items/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
else {
errors = _errs380;
if(vErrors !== null){
if(_errs380){
vErrors.length = _errs380;
}
else {
vErrors = null;
}
}
}
}
if(data122.tail !== undefined){
if(typeof data122.tail !== "string"){
const err368 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/tail",schemaPath:"#/properties/phases/items/properties/gates/items/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
if(data122.finishedAt !== undefined){
let data135 = data122.finishedAt;
const _errs388 = errors;
let valid84 = false;
const _errs389 = errors;
if(!(((typeof data135 == "number") && (!(data135 % 1) && !isNaN(data135))) && (isFinite(data135)))){
const err369 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if((typeof data135 == "number") && (isFinite(data135))){
if(data135 < 0 || isNaN(data135)){
const err370 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
var _valid29 = _errs389 === errors;
valid84 = valid84 || _valid29;
const _errs391 = errors;
if(data135 !== null){
const err371 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
var _valid29 = _errs391 === errors;
valid84 = valid84 || _valid29;
if(!valid84){
const err372 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19+"/finishedAt",schemaPath:"#/properties/phases/items/properties/gates/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
else {
errors = _errs388;
if(vErrors !== null){
if(_errs388){
vErrors.length = _errs388;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err373 = {instancePath:instancePath+"/phases/" + i2+"/gates/" + i19,schemaPath:"#/properties/phases/items/properties/gates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
}
else {
const err374 = {instancePath:instancePath+"/phases/" + i2+"/gates",schemaPath:"#/properties/phases/items/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data24.failures !== undefined){
let data136 = data24.failures;
if(Array.isArray(data136)){
const len20 = data136.length;
for(let i20=0; i20<len20; i20++){
let data137 = data136[i20];
if(data137 && typeof data137 == "object" && !Array.isArray(data137)){
if(data137.attempt === undefined){
const err375 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
if(data137.role === undefined){
const err376 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if(data137.cycle === undefined){
const err377 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
if(data137.reason === undefined){
const err378 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if(data137.fingerprint === undefined){
const err379 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "fingerprint"},message:"must have required property '"+"fingerprint"+"'"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if(data137.gateTail === undefined){
const err380 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "gateTail"},message:"must have required property '"+"gateTail"+"'"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
if(data137.findings === undefined){
const err381 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if(data137.generation === undefined){
const err382 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "generation"},message:"must have required property '"+"generation"+"'"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
if(data137.at === undefined){
const err383 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
for(const key15 in data137){
if(!(func2.call(schema42.properties.phases.items.properties.failures.items.properties, key15))){
const err384 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data137.attempt !== undefined){
let data138 = data137.attempt;
if(!(((typeof data138 == "number") && (!(data138 % 1) && !isNaN(data138))) && (isFinite(data138)))){
const err385 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/attempt",schemaPath:"#/properties/phases/items/properties/failures/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
if((typeof data138 == "number") && (isFinite(data138))){
if(data138 < 1 || isNaN(data138)){
const err386 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/attempt",schemaPath:"#/properties/phases/items/properties/failures/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
if(data137.role !== undefined){
let data139 = data137.role;
if(!((((data139 === "work") || (data139 === "review")) || (data139 === "fix")) || (data139 === "refactor"))){
const err387 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/role",schemaPath:"#/properties/phases/items/properties/failures/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.failures.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data137.cycle !== undefined){
let data140 = data137.cycle;
if(!(((typeof data140 == "number") && (!(data140 % 1) && !isNaN(data140))) && (isFinite(data140)))){
const err388 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/cycle",schemaPath:"#/properties/phases/items/properties/failures/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if((typeof data140 == "number") && (isFinite(data140))){
if(data140 < 1 || isNaN(data140)){
const err389 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/cycle",schemaPath:"#/properties/phases/items/properties/failures/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
if(data137.reason !== undefined){
if(typeof data137.reason !== "string"){
const err390 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/reason",schemaPath:"#/properties/phases/items/properties/failures/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data137.fingerprint !== undefined){
let data142 = data137.fingerprint;
const _errs406 = errors;
let valid88 = false;
const _errs407 = errors;
if(typeof data142 !== "string"){
const err391 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
var _valid30 = _errs407 === errors;
valid88 = valid88 || _valid30;
const _errs409 = errors;
if(data142 !== null){
const err392 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
var _valid30 = _errs409 === errors;
valid88 = valid88 || _valid30;
if(!valid88){
const err393 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/fingerprint",schemaPath:"#/properties/phases/items/properties/failures/items/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
else {
errors = _errs406;
if(vErrors !== null){
if(_errs406){
vErrors.length = _errs406;
}
else {
vErrors = null;
}
}
}
}
if(data137.gateTail !== undefined){
let data143 = data137.gateTail;
const _errs412 = errors;
let valid89 = false;
const _errs413 = errors;
if(typeof data143 !== "string"){
const err394 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
var _valid31 = _errs413 === errors;
valid89 = valid89 || _valid31;
const _errs415 = errors;
if(data143 !== null){
const err395 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
var _valid31 = _errs415 === errors;
valid89 = valid89 || _valid31;
if(!valid89){
const err396 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/gateTail",schemaPath:"#/properties/phases/items/properties/failures/items/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
else {
errors = _errs412;
if(vErrors !== null){
if(_errs412){
vErrors.length = _errs412;
}
else {
vErrors = null;
}
}
}
}
if(data137.findings !== undefined){
let data144 = data137.findings;
if(Array.isArray(data144)){
const len21 = data144.length;
for(let i21=0; i21<len21; i21++){
let data145 = data144[i21];
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
if(data145.severity === undefined){
const err397 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
if(data145.description === undefined){
const err398 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
for(const key16 in data145){
if(!((((key16 === "severity") || (key16 === "description")) || (key16 === "file")) || (key16 === "line"))){
const err399 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
if(data145.severity !== undefined){
let data146 = data145.severity;
if(!(((data146 === "blocking") || (data146 === "required")) || (data146 === "suggestion"))){
const err400 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/severity",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.failures.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
if(data145.description !== undefined){
if(typeof data145.description !== "string"){
const err401 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/description",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
if(data145.file !== undefined){
if(typeof data145.file !== "string"){
const err402 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/file",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
if(data145.line !== undefined){
let data149 = data145.line;
if(!(((typeof data149 == "number") && (!(data149 % 1) && !isNaN(data149))) && (isFinite(data149)))){
const err403 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/line",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if((typeof data149 == "number") && (isFinite(data149))){
if(data149 < 1 || isNaN(data149)){
const err404 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21+"/line",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
}
}
else {
const err405 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings/" + i21,schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
}
else {
const err406 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/findings",schemaPath:"#/properties/phases/items/properties/failures/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
if(data137.generation !== undefined){
let data150 = data137.generation;
if(!(((typeof data150 == "number") && (!(data150 % 1) && !isNaN(data150))) && (isFinite(data150)))){
const err407 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/generation",schemaPath:"#/properties/phases/items/properties/failures/items/properties/generation/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
if((typeof data150 == "number") && (isFinite(data150))){
if(data150 < 0 || isNaN(data150)){
const err408 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/generation",schemaPath:"#/properties/phases/items/properties/failures/items/properties/generation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
}
if(data137.at !== undefined){
let data151 = data137.at;
if(!(((typeof data151 == "number") && (!(data151 % 1) && !isNaN(data151))) && (isFinite(data151)))){
const err409 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/at",schemaPath:"#/properties/phases/items/properties/failures/items/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
if((typeof data151 == "number") && (isFinite(data151))){
if(data151 < 0 || isNaN(data151)){
const err410 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20+"/at",schemaPath:"#/properties/phases/items/properties/failures/items/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
}
}
else {
const err411 = {instancePath:instancePath+"/phases/" + i2+"/failures/" + i20,schemaPath:"#/properties/phases/items/properties/failures/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
else {
const err412 = {instancePath:instancePath+"/phases/" + i2+"/failures",schemaPath:"#/properties/phases/items/properties/failures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data24.reviews !== undefined){
let data152 = data24.reviews;
if(Array.isArray(data152)){
const len22 = data152.length;
for(let i22=0; i22<len22; i22++){
let data153 = data152[i22];
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
if(data153.cycle === undefined){
const err413 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22,schemaPath:"#/properties/phases/items/properties/reviews/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
if(data153.findings === undefined){
const err414 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22,schemaPath:"#/properties/phases/items/properties/reviews/items/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
for(const key17 in data153){
if(!((key17 === "cycle") || (key17 === "findings"))){
const err415 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22,schemaPath:"#/properties/phases/items/properties/reviews/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
if(data153.cycle !== undefined){
let data154 = data153.cycle;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
const err416 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/cycle",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
if((typeof data154 == "number") && (isFinite(data154))){
if(data154 < 1 || isNaN(data154)){
const err417 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/cycle",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
}
if(data153.findings !== undefined){
let data155 = data153.findings;
if(Array.isArray(data155)){
const len23 = data155.length;
for(let i23=0; i23<len23; i23++){
let data156 = data155[i23];
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
if(data156.severity === undefined){
const err418 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if(data156.description === undefined){
const err419 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
for(const key18 in data156){
if(!((((key18 === "severity") || (key18 === "description")) || (key18 === "file")) || (key18 === "line"))){
const err420 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
if(data156.severity !== undefined){
let data157 = data156.severity;
if(!(((data157 === "blocking") || (data157 === "required")) || (data157 === "suggestion"))){
const err421 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/severity",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.reviews.items.properties.findings.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
if(data156.description !== undefined){
if(typeof data156.description !== "string"){
const err422 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/description",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
if(data156.file !== undefined){
if(typeof data156.file !== "string"){
const err423 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/file",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
if(data156.line !== undefined){
let data160 = data156.line;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
const err424 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/line",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 1 || isNaN(data160)){
const err425 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23+"/line",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
}
else {
const err426 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings/" + i23,schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
}
else {
const err427 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22+"/findings",schemaPath:"#/properties/phases/items/properties/reviews/items/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
}
else {
const err428 = {instancePath:instancePath+"/phases/" + i2+"/reviews/" + i22,schemaPath:"#/properties/phases/items/properties/reviews/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
}
else {
const err429 = {instancePath:instancePath+"/phases/" + i2+"/reviews",schemaPath:"#/properties/phases/items/properties/reviews/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
if(data24.decisions !== undefined){
let data161 = data24.decisions;
if(Array.isArray(data161)){
const len24 = data161.length;
for(let i24=0; i24<len24; i24++){
let data162 = data161[i24];
if(data162 && typeof data162 == "object" && !Array.isArray(data162)){
if(data162.decision === undefined){
const err430 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
if(data162.note === undefined){
const err431 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
if(data162.at === undefined){
const err432 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
if(data162.round === undefined){
const err433 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/required",keyword:"required",params:{missingProperty: "round"},message:"must have required property '"+"round"+"'"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
for(const key19 in data162){
if(!((((key19 === "decision") || (key19 === "note")) || (key19 === "at")) || (key19 === "round"))){
const err434 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
if(data162.decision !== undefined){
let data163 = data162.decision;
if(!((data163 === "approve") || (data163 === "reject"))){
const err435 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/decision",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/decision/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.decisions.items.properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
if(data162.note !== undefined){
let data164 = data162.note;
const _errs459 = errors;
let valid102 = false;
const _errs460 = errors;
if(typeof data164 !== "string"){
const err436 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
var _valid32 = _errs460 === errors;
valid102 = valid102 || _valid32;
const _errs462 = errors;
if(data164 !== null){
const err437 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
var _valid32 = _errs462 === errors;
valid102 = valid102 || _valid32;
if(!valid102){
const err438 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/note",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
else {
errors = _errs459;
if(vErrors !== null){
if(_errs459){
vErrors.length = _errs459;
}
else {
vErrors = null;
}
}
}
}
if(data162.at !== undefined){
let data165 = data162.at;
if(!(((typeof data165 == "number") && (!(data165 % 1) && !isNaN(data165))) && (isFinite(data165)))){
const err439 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/at",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
if((typeof data165 == "number") && (isFinite(data165))){
if(data165 < 0 || isNaN(data165)){
const err440 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/at",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
}
if(data162.round !== undefined){
let data166 = data162.round;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
const err441 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/round",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 < 1 || isNaN(data166)){
const err442 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24+"/round",schemaPath:"#/properties/phases/items/properties/decisions/items/properties/round/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
}
}
else {
const err443 = {instancePath:instancePath+"/phases/" + i2+"/decisions/" + i24,schemaPath:"#/properties/phases/items/properties/decisions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
}
else {
const err444 = {instancePath:instancePath+"/phases/" + i2+"/decisions",schemaPath:"#/properties/phases/items/properties/decisions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
if(data24.context !== undefined){
let data167 = data24.context;
const _errs469 = errors;
let valid103 = false;
const _errs470 = errors;
if(typeof data167 !== "string"){
const err445 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
var _valid33 = _errs470 === errors;
valid103 = valid103 || _valid33;
const _errs472 = errors;
if(data167 !== null){
const err446 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
var _valid33 = _errs472 === errors;
valid103 = valid103 || _valid33;
if(!valid103){
const err447 = {instancePath:instancePath+"/phases/" + i2+"/context",schemaPath:"#/properties/phases/items/properties/context/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
else {
errors = _errs469;
if(vErrors !== null){
if(_errs469){
vErrors.length = _errs469;
}
else {
vErrors = null;
}
}
}
}
if(data24.summary !== undefined){
let data168 = data24.summary;
const _errs475 = errors;
let valid104 = false;
const _errs476 = errors;
if(typeof data168 !== "string"){
const err448 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
var _valid34 = _errs476 === errors;
valid104 = valid104 || _valid34;
const _errs478 = errors;
if(data168 !== null){
const err449 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
var _valid34 = _errs478 === errors;
valid104 = valid104 || _valid34;
if(!valid104){
const err450 = {instancePath:instancePath+"/phases/" + i2+"/summary",schemaPath:"#/properties/phases/items/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
else {
errors = _errs475;
if(vErrors !== null){
if(_errs475){
vErrors.length = _errs475;
}
else {
vErrors = null;
}
}
}
}
if(data24.erosion !== undefined){
let data169 = data24.erosion;
const _errs481 = errors;
let valid105 = false;
const _errs482 = errors;
if(!(((data169 === "not-measured") || (data169 === "ok")) || (data169 === "flagged"))){
const err451 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
var _valid35 = _errs482 === errors;
valid105 = valid105 || _valid35;
const _errs483 = errors;
if(data169 !== null){
const err452 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
var _valid35 = _errs483 === errors;
valid105 = valid105 || _valid35;
if(!valid105){
const err453 = {instancePath:instancePath+"/phases/" + i2+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
else {
errors = _errs481;
if(vErrors !== null){
if(_errs481){
vErrors.length = _errs481;
}
else {
vErrors = null;
}
}
}
}
if(data24.erosionChecks !== undefined){
let data170 = data24.erosionChecks;
if(Array.isArray(data170)){
const len25 = data170.length;
for(let i25=0; i25<len25; i25++){
let data171 = data170[i25];
if(data171 && typeof data171 == "object" && !Array.isArray(data171)){
if(data171.actionId === undefined){
const err454 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "actionId"},message:"must have required property '"+"actionId"+"'"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
if(data171.role === undefined){
const err455 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
if(data171.measured === undefined){
const err456 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "measured"},message:"must have required property '"+"measured"+"'"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
if(data171.reason === undefined){
const err457 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
if(data171.before === undefined){
const err458 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
if(data171.after === undefined){
const err459 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
if(data171.growth === undefined){
const err460 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "growth"},message:"must have required property '"+"growth"+"'"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
if(data171.flagged === undefined){
const err461 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "flagged"},message:"must have required property '"+"flagged"+"'"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
if(data171.offenders === undefined){
const err462 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "offenders"},message:"must have required property '"+"offenders"+"'"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
if(data171.skipped === undefined){
const err463 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
for(const key20 in data171){
if(!(func2.call(schema42.properties.phases.items.properties.erosionChecks.items.properties, key20))){
const err464 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
if(data171.actionId !== undefined){
if(typeof data171.actionId !== "string"){
const err465 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/actionId",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
if(data171.role !== undefined){
let data173 = data171.role;
if(!((data173 === "work") || (data173 === "refactor"))){
const err466 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/role",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.erosionChecks.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
if(data171.measured !== undefined){
if(typeof data171.measured !== "boolean"){
const err467 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/measured",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/measured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
if(data171.reason !== undefined){
let data175 = data171.reason;
const _errs496 = errors;
let valid109 = false;
const _errs497 = errors;
if(typeof data175 !== "string"){
const err468 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
var _valid36 = _errs497 === errors;
valid109 = valid109 || _valid36;
const _errs499 = errors;
if(data175 !== null){
const err469 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
var _valid36 = _errs499 === errors;
valid109 = valid109 || _valid36;
if(!valid109){
const err470 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
else {
errors = _errs496;
if(vErrors !== null){
if(_errs496){
vErrors.length = _errs496;
}
else {
vErrors = null;
}
}
}
}
if(data171.before !== undefined){
let data176 = data171.before;
if(!(((typeof data176 == "number") && (!(data176 % 1) && !isNaN(data176))) && (isFinite(data176)))){
const err471 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
if((typeof data176 == "number") && (isFinite(data176))){
if(data176 < 0 || isNaN(data176)){
const err472 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
}
if(data171.after !== undefined){
let data177 = data171.after;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
const err473 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 < 0 || isNaN(data177)){
const err474 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
}
if(data171.growth !== undefined){
let data178 = data171.growth;
const _errs506 = errors;
let valid110 = false;
const _errs507 = errors;
if(!((typeof data178 == "number") && (isFinite(data178)))){
const err475 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/growth",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/growth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
var _valid37 = _errs507 === errors;
valid110 = valid110 || _valid37;
const _errs509 = errors;
if(data178 !== null){
const err476 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/growth",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/growth/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
var _valid37 = _errs509 === errors;
valid110 = valid110 || _valid37;
if(!valid110){
const err477 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/growth",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/growth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
else {
errors = _errs506;
if(vErrors !== null){
if(_errs506){
vErrors.length = _errs506;
}
else {
vErrors = null;
}
}
}
}
if(data171.flagged !== undefined){
if(typeof data171.flagged !== "boolean"){
const err478 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/flagged",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/flagged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
}
if(data171.offenders !== undefined){
let data180 = data171.offenders;
if(Array.isArray(data180)){
const len26 = data180.length;
for(let i26=0; i26<len26; i26++){
let data181 = data180[i26];
if(data181 && typeof data181 == "object" && !Array.isArray(data181)){
if(data181.file === undefined){
const err479 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
if(data181.name === undefined){
const err480 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
if(data181.line === undefined){
const err481 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
if(data181.before === undefined){
const err482 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
if(data181.after === undefined){
const err483 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
for(const key21 in data181){
if(!(((((key21 === "file") || (key21 === "name")) || (key21 === "line")) || (key21 === "before")) || (key21 === "after"))){
const err484 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
}
if(data181.file !== undefined){
if(typeof data181.file !== "string"){
const err485 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/file",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
if(data181.name !== undefined){
if(typeof data181.name !== "string"){
const err486 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/name",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
if(data181.line !== undefined){
let data184 = data181.line;
if(!(((typeof data184 == "number") && (!(data184 % 1) && !isNaN(data184))) && (isFinite(data184)))){
const err487 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/line",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
if((typeof data184 == "number") && (isFinite(data184))){
if(data184 < 1 || isNaN(data184)){
const err488 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/line",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
}
}
if(data181.before !== undefined){
let data185 = data181.before;
const _errs525 = errors;
let valid114 = false;
const _errs526 = errors;
if(!(((typeof data185 == "number") && (!(data185 % 1) && !isNaN(data185))) && (isFinite(data185)))){
const err489 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
if((typeof data185 == "number") && (isFinite(data185))){
if(data185 < 0 || isNaN(data185)){
const err490 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
var _valid38 = _errs526 === errors;
valid114 = valid114 || _valid38;
const _errs528 = errors;
if(data185 !== null){
const err491 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
var _valid38 = _errs528 === errors;
valid114 = valid114 || _valid38;
if(!valid114){
const err492 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/before",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/before/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
else {
errors = _errs525;
if(vErrors !== null){
if(_errs525){
vErrors.length = _errs525;
}
else {
vErrors = null;
}
}
}
}
if(data181.after !== undefined){
let data186 = data181.after;
if(!(((typeof data186 == "number") && (!(data186 % 1) && !isNaN(data186))) && (isFinite(data186)))){
const err493 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
if((typeof data186 == "number") && (isFinite(data186))){
if(data186 < 0 || isNaN(data186)){
const err494 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26+"/after",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
}
}
else {
const err495 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders/" + i26,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
}
else {
const err496 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/offenders",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/offenders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
if(data171.skipped !== undefined){
let data187 = data171.skipped;
if(Array.isArray(data187)){
const len27 = data187.length;
for(let i27=0; i27<len27; i27++){
let data188 = data187[i27];
if(data188 && typeof data188 == "object" && !Array.isArray(data188)){
if(data188.file === undefined){
const err497 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
if(data188.reason === undefined){
const err498 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
for(const key22 in data188){
if(!((key22 === "file") || (key22 === "reason"))){
const err499 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
if(data188.file !== undefined){
if(typeof data188.file !== "string"){
const err500 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27+"/file",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
}
if(data188.reason !== undefined){
if(typeof data188.reason !== "string"){
const err501 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27+"/reason",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
}
else {
const err502 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped/" + i27,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
}
}
else {
const err503 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25+"/skipped",schemaPath:"#/properties/phases/items/properties/erosionChecks/items/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
}
else {
const err504 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks/" + i25,schemaPath:"#/properties/phases/items/properties/erosionChecks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
}
else {
const err505 = {instancePath:instancePath+"/phases/" + i2+"/erosionChecks",schemaPath:"#/properties/phases/items/properties/erosionChecks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
if(data24.skipReason !== undefined){
let data191 = data24.skipReason;
const _errs542 = errors;
let valid118 = false;
const _errs543 = errors;
if(!((data191 === "skip-flag") || (data191 === "only"))){
const err506 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema42.properties.phases.items.properties.skipReason.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
var _valid39 = _errs543 === errors;
valid118 = valid118 || _valid39;
const _errs544 = errors;
if(data191 !== null){
const err507 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
var _valid39 = _errs544 === errors;
valid118 = valid118 || _valid39;
if(!valid118){
const err508 = {instancePath:instancePath+"/phases/" + i2+"/skipReason",schemaPath:"#/properties/phases/items/properties/skipReason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
else {
errors = _errs542;
if(vErrors !== null){
if(_errs542){
vErrors.length = _errs542;
}
else {
vErrors = null;
}
}
}
}
if(data24.startedAt !== undefined){
let data192 = data24.startedAt;
const _errs547 = errors;
let valid119 = false;
const _errs548 = errors;
if(!(((typeof data192 == "number") && (!(data192 % 1) && !isNaN(data192))) && (isFinite(data192)))){
const err509 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
if((typeof data192 == "number") && (isFinite(data192))){
if(data192 < 0 || isNaN(data192)){
const err510 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
var _valid40 = _errs548 === errors;
valid119 = valid119 || _valid40;
const _errs550 = errors;
if(data192 !== null){
const err511 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
var _valid40 = _errs550 === errors;
valid119 = valid119 || _valid40;
if(!valid119){
const err512 = {instancePath:instancePath+"/phases/" + i2+"/startedAt",schemaPath:"#/properties/phases/items/properties/startedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
else {
errors = _errs547;
if(vErrors !== null){
if(_errs547){
vErrors.length = _errs547;
}
else {
vErrors = null;
}
}
}
}
if(data24.finishedAt !== undefined){
let data193 = data24.finishedAt;
const _errs553 = errors;
let valid120 = false;
const _errs554 = errors;
if(!(((typeof data193 == "number") && (!(data193 % 1) && !isNaN(data193))) && (isFinite(data193)))){
const err513 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
if((typeof data193 == "number") && (isFinite(data193))){
if(data193 < 0 || isNaN(data193)){
const err514 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
var _valid41 = _errs554 === errors;
valid120 = valid120 || _valid41;
const _errs556 = errors;
if(data193 !== null){
const err515 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
var _valid41 = _errs556 === errors;
valid120 = valid120 || _valid41;
if(!valid120){
const err516 = {instancePath:instancePath+"/phases/" + i2+"/finishedAt",schemaPath:"#/properties/phases/items/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
else {
errors = _errs553;
if(vErrors !== null){
if(_errs553){
vErrors.length = _errs553;
}
else {
vErrors = null;
}
}
}
}
if(data24.lastEvent !== undefined){
let data194 = data24.lastEvent;
const _errs559 = errors;
let valid121 = false;
const _errs560 = errors;
if(data194 && typeof data194 == "object" && !Array.isArray(data194)){
if(data194.type === undefined){
const err517 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if(data194.at === undefined){
const err518 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
for(const key23 in data194){
if(!((key23 === "type") || (key23 === "at"))){
const err519 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
if(data194.type !== undefined){
if(typeof data194.type !== "string"){
const err520 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/type",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
}
if(data194.at !== undefined){
let data196 = data194.at;
if(!(((typeof data196 == "number") && (!(data196 % 1) && !isNaN(data196))) && (isFinite(data196)))){
const err521 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/at",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
if((typeof data196 == "number") && (isFinite(data196))){
if(data196 < 0 || isNaN(data196)){
const err522 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent/at",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
}
}
}
else {
const err523 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
var _valid42 = _errs560 === errors;
valid121 = valid121 || _valid42;
const _errs567 = errors;
if(data194 !== null){
const err524 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
var _valid42 = _errs567 === errors;
valid121 = valid121 || _valid42;
if(!valid121){
const err525 = {instancePath:instancePath+"/phases/" + i2+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
else {
errors = _errs559;
if(vErrors !== null){
if(_errs559){
vErrors.length = _errs559;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err526 = {instancePath:instancePath+"/phases/" + i2,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
}
}
else {
const err527 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data197 = data.createdAt;
if(!(((typeof data197 == "number") && (!(data197 % 1) && !isNaN(data197))) && (isFinite(data197)))){
const err528 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
if((typeof data197 == "number") && (isFinite(data197))){
if(data197 < 0 || isNaN(data197)){
const err529 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
}
if(data.updatedAt !== undefined){
let data198 = data.updatedAt;
if(!(((typeof data198 == "number") && (!(data198 % 1) && !isNaN(data198))) && (isFinite(data198)))){
const err530 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
if((typeof data198 == "number") && (isFinite(data198))){
if(data198 < 0 || isNaN(data198)){
const err531 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
}
if(data.seq !== undefined){
let data199 = data.seq;
if(!(((typeof data199 == "number") && (!(data199 % 1) && !isNaN(data199))) && (isFinite(data199)))){
const err532 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
if((typeof data199 == "number") && (isFinite(data199))){
if(data199 < 0 || isNaN(data199)){
const err533 = {instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
}
if(data.spawnCount !== undefined){
let data200 = data.spawnCount;
if(!(((typeof data200 == "number") && (!(data200 % 1) && !isNaN(data200))) && (isFinite(data200)))){
const err534 = {instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
if((typeof data200 == "number") && (isFinite(data200))){
if(data200 < 0 || isNaN(data200)){
const err535 = {instancePath:instancePath+"/spawnCount",schemaPath:"#/properties/spawnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
}
}
if(data.limits !== undefined){
let data201 = data.limits;
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
if(data201.maxSpawns === undefined){
const err536 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/required",keyword:"required",params:{missingProperty: "maxSpawns"},message:"must have required property '"+"maxSpawns"+"'"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
if(data201.maxDurationSeconds === undefined){
const err537 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/required",keyword:"required",params:{missingProperty: "maxDurationSeconds"},message:"must have required property '"+"maxDurationSeconds"+"'"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
for(const key24 in data201){
if(!((key24 === "maxSpawns") || (key24 === "maxDurationSeconds"))){
const err538 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
if(data201.maxSpawns !== undefined){
let data202 = data201.maxSpawns;
if(!(((typeof data202 == "number") && (!(data202 % 1) && !isNaN(data202))) && (isFinite(data202)))){
const err539 = {instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
if((typeof data202 == "number") && (isFinite(data202))){
if(data202 < 0 || isNaN(data202)){
const err540 = {instancePath:instancePath+"/limits/maxSpawns",schemaPath:"#/properties/limits/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
}
if(data201.maxDurationSeconds !== undefined){
let data203 = data201.maxDurationSeconds;
const _errs583 = errors;
let valid124 = false;
const _errs584 = errors;
if(!(((typeof data203 == "number") && (!(data203 % 1) && !isNaN(data203))) && (isFinite(data203)))){
const err541 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
if((typeof data203 == "number") && (isFinite(data203))){
if(data203 < 1 || isNaN(data203)){
const err542 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
}
var _valid43 = _errs584 === errors;
valid124 = valid124 || _valid43;
const _errs586 = errors;
if(data203 !== null){
const err543 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
var _valid43 = _errs586 === errors;
valid124 = valid124 || _valid43;
if(!valid124){
const err544 = {instancePath:instancePath+"/limits/maxDurationSeconds",schemaPath:"#/properties/limits/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
else {
errors = _errs583;
if(vErrors !== null){
if(_errs583){
vErrors.length = _errs583;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err545 = {instancePath:instancePath+"/limits",schemaPath:"#/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
if(data.escalation !== undefined){
let data204 = data.escalation;
const _errs589 = errors;
let valid125 = false;
const _errs590 = errors;
if(data204 && typeof data204 == "object" && !Array.isArray(data204)){
if(data204.phase === undefined){
const err546 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
if(data204.reason === undefined){
const err547 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
if(data204.detail === undefined){
const err548 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
if(data204.message === undefined){
const err549 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
if(data204.at === undefined){
const err550 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
for(const key25 in data204){
if(!(((((key25 === "phase") || (key25 === "reason")) || (key25 === "detail")) || (key25 === "message")) || (key25 === "at"))){
const err551 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
}
if(data204.phase !== undefined){
if(typeof data204.phase !== "string"){
const err552 = {instancePath:instancePath+"/escalation/phase",schemaPath:"#/properties/escalation/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
if(data204.reason !== undefined){
let data206 = data204.reason;
if(!(((((((((data206 === "gate-retries-exhausted") || (data206 === "review-cycles-exhausted")) || (data206 === "no-progress")) || (data206 === "sub-agent-blocked")) || (data206 === "sub-agent-error")) || (data206 === "escalate-flag")) || (data206 === "budget-exhausted")) || (data206 === "checkpoint-failed")) || (data206 === "invalid-prd"))){
const err553 = {instancePath:instancePath+"/escalation/reason",schemaPath:"#/properties/escalation/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema42.properties.escalation.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
if(data204.detail !== undefined){
if(typeof data204.detail !== "string"){
const err554 = {instancePath:instancePath+"/escalation/detail",schemaPath:"#/properties/escalation/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
if(data204.message !== undefined){
if(typeof data204.message !== "string"){
const err555 = {instancePath:instancePath+"/escalation/message",schemaPath:"#/properties/escalation/anyOf/0/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
if(data204.at !== undefined){
let data209 = data204.at;
if(!(((typeof data209 == "number") && (!(data209 % 1) && !isNaN(data209))) && (isFinite(data209)))){
const err556 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
if((typeof data209 == "number") && (isFinite(data209))){
if(data209 < 0 || isNaN(data209)){
const err557 = {instancePath:instancePath+"/escalation/at",schemaPath:"#/properties/escalation/anyOf/0/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
}
}
else {
const err558 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
var _valid44 = _errs590 === errors;
valid125 = valid125 || _valid44;
const _errs602 = errors;
if(data204 !== null){
const err559 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
var _valid44 = _errs602 === errors;
valid125 = valid125 || _valid44;
if(!valid125){
const err560 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
else {
errors = _errs589;
if(vErrors !== null){
if(_errs589){
vErrors.length = _errs589;
}
else {
vErrors = null;
}
}
}
}
if(data.summaryFile !== undefined){
let data210 = data.summaryFile;
const _errs605 = errors;
let valid127 = false;
const _errs606 = errors;
if(typeof data210 !== "string"){
const err561 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
var _valid45 = _errs606 === errors;
valid127 = valid127 || _valid45;
const _errs608 = errors;
if(data210 !== null){
const err562 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
var _valid45 = _errs608 === errors;
valid127 = valid127 || _valid45;
if(!valid127){
const err563 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
else {
errors = _errs605;
if(vErrors !== null){
if(_errs605){
vErrors.length = _errs605;
}
else {
vErrors = null;
}
}
}
}
if(data.finishedAt !== undefined){
let data211 = data.finishedAt;
const _errs611 = errors;
let valid128 = false;
const _errs612 = errors;
if(!(((typeof data211 == "number") && (!(data211 % 1) && !isNaN(data211))) && (isFinite(data211)))){
const err564 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
if((typeof data211 == "number") && (isFinite(data211))){
if(data211 < 0 || isNaN(data211)){
const err565 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
var _valid46 = _errs612 === errors;
valid128 = valid128 || _valid46;
const _errs614 = errors;
if(data211 !== null){
const err566 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
var _valid46 = _errs614 === errors;
valid128 = valid128 || _valid46;
if(!valid128){
const err567 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
else {
errors = _errs611;
if(vErrors !== null){
if(_errs611){
vErrors.length = _errs611;
}
else {
vErrors = null;
}
}
}
}
if(data.snapshotDigest !== undefined){
let data212 = data.snapshotDigest;
if(typeof data212 === "string"){
if(!pattern11.test(data212)){
const err568 = {instancePath:instancePath+"/snapshotDigest",schemaPath:"#/properties/snapshotDigest/pattern",keyword:"pattern",params:{pattern: "^h64:[0-9a-f]{16}$"},message:"must match pattern \""+"^h64:[0-9a-f]{16}$"+"\""};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
else {
const err569 = {instancePath:instancePath+"/snapshotDigest",schemaPath:"#/properties/snapshotDigest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
}
else {
const err570 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSkillManifest: SchemaProblemSource = validate32;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/skill-manifest.schema.json","title":"skill-manifest","type":"object","required":["name","version","description","triggers","commands","entry","requires"],"properties":{"name":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"version":{"type":"string","pattern":"^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"},"description":{"type":"string","minLength":1,"maxLength":160,"pattern":"^[^<>\"\\n\\r]+$"},"triggers":{"type":"array","items":{"type":"string","minLength":1,"pattern":"^[^\\n\\r]+$"},"minItems":1,"uniqueItems":true},"commands":{"type":"array","items":{"type":"string","pattern":"^[a-z][a-z-]*( [a-z][a-z-]*)?$"},"minItems":1,"uniqueItems":true},"entry":{"type":"string","pattern":"^scripts/[A-Za-z0-9._/-]+\\.cjs$"},"requires":{"type":"object","required":["node","openclaw"],"properties":{"node":{"type":"string","pattern":"^>=[0-9]+(\\.[0-9]+){0,2}$"},"openclaw":{"type":"string","pattern":"^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$"}},"additionalProperties":false}},"additionalProperties":false};
const pattern12 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern13 = new RegExp("^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$", "u");
const pattern14 = new RegExp("^[^<>\"\\n\\r]+$", "u");
const pattern15 = new RegExp("^[^\\n\\r]+$", "u");
const pattern16 = new RegExp("^[a-z][a-z-]*( [a-z][a-z-]*)?$", "u");
const pattern17 = new RegExp("^scripts/[A-Za-z0-9._/-]+\\.cjs$", "u");
const pattern18 = new RegExp("^>=[0-9]+(\\.[0-9]+){0,2}$", "u");
const pattern19 = new RegExp("^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/skill-manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.triggers === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "triggers"},message:"must have required property '"+"triggers"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.commands === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commands"},message:"must have required property '"+"commands"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.entry === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entry"},message:"must have required property '"+"entry"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.requires === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requires"},message:"must have required property '"+"requires"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "version")) || (key0 === "description")) || (key0 === "triggers")) || (key0 === "commands")) || (key0 === "entry")) || (key0 === "requires"))){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data0) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern12.test(data0)){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(typeof data1 === "string"){
if(!pattern13.test(data1)){
const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func1(data2) > 160){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data2) < 1){
const err15 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern14.test(data2)){
const err16 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/pattern",keyword:"pattern",params:{pattern: "^[^<>\"\\n\\r]+$"},message:"must match pattern \""+"^[^<>\"\\n\\r]+$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.triggers !== undefined){
let data3 = data.triggers;
if(Array.isArray(data3)){
if(data3.length < 1){
const err18 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err19 = {instancePath:instancePath+"/triggers/" + i0,schemaPath:"#/properties/triggers/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern15.test(data4)){
const err20 = {instancePath:instancePath+"/triggers/" + i0,schemaPath:"#/properties/triggers/items/pattern",keyword:"pattern",params:{pattern: "^[^\\n\\r]+$"},message:"must match pattern \""+"^[^\\n\\r]+$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/triggers/" + i0,schemaPath:"#/properties/triggers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err22 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err23 = {instancePath:instancePath+"/triggers",schemaPath:"#/properties/triggers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.commands !== undefined){
let data5 = data.commands;
if(Array.isArray(data5)){
if(data5.length < 1){
const err24 = {instancePath:instancePath+"/commands",schemaPath:"#/properties/commands/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data5.length;
for(let i2=0; i2<len1; i2++){
let data6 = data5[i2];
if(typeof data6 === "string"){
if(!pattern16.test(data6)){
const err25 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z-]*( [a-z][a-z-]*)?$"},message:"must match pattern \""+"^[a-z][a-z-]*( [a-z][a-z-]*)?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
let i3 = data5.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data5[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err27 = {instancePath:instancePath+"/commands",schemaPath:"#/properties/commands/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err28 = {instancePath:instancePath+"/commands",schemaPath:"#/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.entry !== undefined){
let data7 = data.entry;
if(typeof data7 === "string"){
if(!pattern17.test(data7)){
const err29 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/pattern",keyword:"pattern",params:{pattern: "^scripts/[A-Za-z0-9._/-]+\\.cjs$"},message:"must match pattern \""+"^scripts/[A-Za-z0-9._/-]+\\.cjs$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.requires !== undefined){
let data8 = data.requires;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.node === undefined){
const err31 = {instancePath:instancePath+"/requires",schemaPath:"#/properties/requires/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8.openclaw === undefined){
const err32 = {instancePath:instancePath+"/requires",schemaPath:"#/properties/requires/required",keyword:"required",params:{missingProperty: "openclaw"},message:"must have required property '"+"openclaw"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key1 in data8){
if(!((key1 === "node") || (key1 === "openclaw"))){
const err33 = {instancePath:instancePath+"/requires",schemaPath:"#/properties/requires/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.node !== undefined){
let data9 = data8.node;
if(typeof data9 === "string"){
if(!pattern18.test(data9)){
const err34 = {instancePath:instancePath+"/requires/node",schemaPath:"#/properties/requires/properties/node/pattern",keyword:"pattern",params:{pattern: "^>=[0-9]+(\\.[0-9]+){0,2}$"},message:"must match pattern \""+"^>=[0-9]+(\\.[0-9]+){0,2}$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/requires/node",schemaPath:"#/properties/requires/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.openclaw !== undefined){
let data10 = data8.openclaw;
if(typeof data10 === "string"){
if(!pattern19.test(data10)){
const err36 = {instancePath:instancePath+"/requires/openclaw",schemaPath:"#/properties/requires/properties/openclaw/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$"},message:"must match pattern \""+"^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/requires/openclaw",schemaPath:"#/properties/requires/properties/openclaw/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/requires",schemaPath:"#/properties/requires/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSpawned: SchemaProblemSource = validate33;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/spawned.schema.json","title":"spawned","type":"object","required":["schemaVersion","runId","actionId","sessionKey","applied"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"actionId":{"type":"string"},"sessionKey":{"type":"string"},"applied":{"type":"boolean"}},"additionalProperties":false};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/spawned.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
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
if(!(((((key0 === "schemaVersion") || (key0 === "runId")) || (key0 === "actionId")) || (key0 === "sessionKey")) || (key0 === "applied"))){
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
if(typeof data.sessionKey !== "string"){
const err10 = {instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.applied !== undefined){
if(typeof data.applied !== "boolean"){
const err11 = {instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateStatus: SchemaProblemSource = validate34;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/status.schema.json","title":"status","type":"object","required":["schemaVersion","runId","title","prdPath","cwd","status","wave","elapsedSeconds","spawns","phases","escalation","summaryFile","warnings"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"runId":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"prdPath":{"type":"string"},"cwd":{"type":"string"},"status":{"enum":["running","needs-human","completed","cancelled"]},"wave":{"type":"object","required":["current","total"],"properties":{"current":{"type":"integer","minimum":0},"total":{"type":"integer","minimum":0}},"additionalProperties":false},"elapsedSeconds":{"type":"integer","minimum":0},"spawns":{"type":"object","required":["used","limit"],"properties":{"used":{"type":"integer","minimum":0},"limit":{"type":"integer","minimum":0}},"additionalProperties":false},"phases":{"type":"array","items":{"type":"object","required":["name","status","wave","role","model","attempt","maxAttempts","cycle","lastEvent","lastEventAt","durationSeconds"],"properties":{"name":{"type":"string"},"status":{"enum":["pending","active","waiting-approval","passed","skipped","needs-human","cancelled"]},"wave":{"type":"integer","minimum":0},"role":{"enum":["work","review","fix","refactor"]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"attempt":{"type":"integer","minimum":0},"maxAttempts":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"lastEvent":{"anyOf":[{"type":"string"},{"type":"null"}]},"lastEventAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"durationSeconds":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false}},"escalation":{"anyOf":[{"type":"object","required":["phase","reason","detail"],"properties":{"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","invalid-prd"]},"detail":{"type":"string"}},"additionalProperties":false},{"type":"null"}]},"summaryFile":{"anyOf":[{"type":"string"},{"type":"null"}]},"warnings":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/status.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
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
for(const key0 in data){
if(!(func2.call(schema45.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err14 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(1 !== data0){
const err15 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.runId !== undefined){
if(typeof data.runId !== "string"){
const err16 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
const err17 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err18 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err19 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
const err20 = {instancePath:instancePath+"/prdPath",schemaPath:"#/properties/prdPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err21 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(!((((data5 === "running") || (data5 === "needs-human")) || (data5 === "completed")) || (data5 === "cancelled"))){
const err22 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema45.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.wave !== undefined){
let data6 = data.wave;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.current === undefined){
const err23 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/required",keyword:"required",params:{missingProperty: "current"},message:"must have required property '"+"current"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6.total === undefined){
const err24 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "current") || (key1 === "total"))){
const err25 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.current !== undefined){
let data7 = data6.current;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err26 = {instancePath:instancePath+"/wave/current",schemaPath:"#/properties/wave/properties/current/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/wave/current",schemaPath:"#/properties/wave/properties/current/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data6.total !== undefined){
let data8 = data6.total;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err28 = {instancePath:instancePath+"/wave/total",schemaPath:"#/properties/wave/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/wave/total",schemaPath:"#/properties/wave/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.elapsedSeconds !== undefined){
let data9 = data.elapsedSeconds;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err31 = {instancePath:instancePath+"/elapsedSeconds",schemaPath:"#/properties/elapsedSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/elapsedSeconds",schemaPath:"#/properties/elapsedSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.spawns !== undefined){
let data10 = data.spawns;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.used === undefined){
const err33 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "used"},message:"must have required property '"+"used"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data10.limit === undefined){
const err34 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key2 in data10){
if(!((key2 === "used") || (key2 === "limit"))){
const err35 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.used !== undefined){
let data11 = data10.used;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err36 = {instancePath:instancePath+"/spawns/used",schemaPath:"#/properties/spawns/properties/used/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err37 = {instancePath:instancePath+"/spawns/used",schemaPath:"#/properties/spawns/properties/used/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data10.limit !== undefined){
let data12 = data10.limit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err38 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err39 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err40 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
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
const err41 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.status === undefined){
const err42 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data14.wave === undefined){
const err43 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data14.role === undefined){
const err44 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14.model === undefined){
const err45 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14.attempt === undefined){
const err46 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14.maxAttempts === undefined){
const err47 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxAttempts"},message:"must have required property '"+"maxAttempts"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.cycle === undefined){
const err48 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "cycle"},message:"must have required property '"+"cycle"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data14.lastEvent === undefined){
const err49 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "lastEvent"},message:"must have required property '"+"lastEvent"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data14.lastEventAt === undefined){
const err50 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "lastEventAt"},message:"must have required property '"+"lastEventAt"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data14.durationSeconds === undefined){
const err51 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "durationSeconds"},message:"must have required property '"+"durationSeconds"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key3 in data14){
if(!(func2.call(schema45.properties.phases.items.properties, key3))){
const err52 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data14.name !== undefined){
if(typeof data14.name !== "string"){
const err53 = {instancePath:instancePath+"/phases/" + i0+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data14.status !== undefined){
let data16 = data14.status;
if(!(((((((data16 === "pending") || (data16 === "active")) || (data16 === "waiting-approval")) || (data16 === "passed")) || (data16 === "skipped")) || (data16 === "needs-human")) || (data16 === "cancelled"))){
const err54 = {instancePath:instancePath+"/phases/" + i0+"/status",schemaPath:"#/properties/phases/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema45.properties.phases.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data14.wave !== undefined){
let data17 = data14.wave;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err55 = {instancePath:instancePath+"/phases/" + i0+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err56 = {instancePath:instancePath+"/phases/" + i0+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data14.role !== undefined){
let data18 = data14.role;
if(!((((data18 === "work") || (data18 === "review")) || (data18 === "fix")) || (data18 === "refactor"))){
const err57 = {instancePath:instancePath+"/phases/" + i0+"/role",schemaPath:"#/properties/phases/items/properties/role/enum",keyword:"enum",params:{allowedValues: schema45.properties.phases.items.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
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
const err58 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid1 = _errs46 === errors;
valid7 = valid7 || _valid1;
const _errs48 = errors;
if(data19 !== null){
const err59 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid1 = _errs48 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err60 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
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
if(data14.attempt !== undefined){
let data20 = data14.attempt;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err61 = {instancePath:instancePath+"/phases/" + i0+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err62 = {instancePath:instancePath+"/phases/" + i0+"/attempt",schemaPath:"#/properties/phases/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data14.maxAttempts !== undefined){
let data21 = data14.maxAttempts;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err63 = {instancePath:instancePath+"/phases/" + i0+"/maxAttempts",schemaPath:"#/properties/phases/items/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err64 = {instancePath:instancePath+"/phases/" + i0+"/maxAttempts",schemaPath:"#/properties/phases/items/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data14.cycle !== undefined){
let data22 = data14.cycle;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err65 = {instancePath:instancePath+"/phases/" + i0+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 1 || isNaN(data22)){
const err66 = {instancePath:instancePath+"/phases/" + i0+"/cycle",schemaPath:"#/properties/phases/items/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data14.lastEvent !== undefined){
let data23 = data14.lastEvent;
const _errs57 = errors;
let valid8 = false;
const _errs58 = errors;
if(typeof data23 !== "string"){
const err67 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid8 = valid8 || _valid2;
const _errs60 = errors;
if(data23 !== null){
const err68 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err69 = {instancePath:instancePath+"/phases/" + i0+"/lastEvent",schemaPath:"#/properties/phases/items/properties/lastEvent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
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
if(data14.lastEventAt !== undefined){
let data24 = data14.lastEventAt;
const _errs63 = errors;
let valid9 = false;
const _errs64 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err70 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err71 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
var _valid3 = _errs64 === errors;
valid9 = valid9 || _valid3;
const _errs66 = errors;
if(data24 !== null){
const err72 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid3 = _errs66 === errors;
valid9 = valid9 || _valid3;
if(!valid9){
const err73 = {instancePath:instancePath+"/phases/" + i0+"/lastEventAt",schemaPath:"#/properties/phases/items/properties/lastEventAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
}
if(data14.durationSeconds !== undefined){
let data25 = data14.durationSeconds;
const _errs69 = errors;
let valid10 = false;
const _errs70 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err74 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err75 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
var _valid4 = _errs70 === errors;
valid10 = valid10 || _valid4;
const _errs72 = errors;
if(data25 !== null){
const err76 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid4 = _errs72 === errors;
valid10 = valid10 || _valid4;
if(!valid10){
const err77 = {instancePath:instancePath+"/phases/" + i0+"/durationSeconds",schemaPath:"#/properties/phases/items/properties/durationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err78 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.escalation !== undefined){
let data26 = data.escalation;
const _errs75 = errors;
let valid11 = false;
const _errs76 = errors;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.phase === undefined){
const err80 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data26.reason === undefined){
const err81 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data26.detail === undefined){
const err82 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key4 in data26){
if(!(((key4 === "phase") || (key4 === "reason")) || (key4 === "detail"))){
const err83 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data26.phase !== undefined){
if(typeof data26.phase !== "string"){
const err84 = {instancePath:instancePath+"/escalation/phase",schemaPath:"#/properties/escalation/anyOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data26.reason !== undefined){
let data28 = data26.reason;
if(!(((((((((data28 === "gate-retries-exhausted") || (data28 === "review-cycles-exhausted")) || (data28 === "no-progress")) || (data28 === "sub-agent-blocked")) || (data28 === "sub-agent-error")) || (data28 === "escalate-flag")) || (data28 === "budget-exhausted")) || (data28 === "checkpoint-failed")) || (data28 === "invalid-prd"))){
const err85 = {instancePath:instancePath+"/escalation/reason",schemaPath:"#/properties/escalation/anyOf/0/properties/reason/enum",keyword:"enum",params:{allowedValues: schema45.properties.escalation.anyOf[0].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data26.detail !== undefined){
if(typeof data26.detail !== "string"){
const err86 = {instancePath:instancePath+"/escalation/detail",schemaPath:"#/properties/escalation/anyOf/0/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid5 = _errs76 === errors;
valid11 = valid11 || _valid5;
const _errs84 = errors;
if(data26 !== null){
const err88 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid5 = _errs84 === errors;
valid11 = valid11 || _valid5;
if(!valid11){
const err89 = {instancePath:instancePath+"/escalation",schemaPath:"#/properties/escalation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data.summaryFile !== undefined){
let data30 = data.summaryFile;
const _errs87 = errors;
let valid13 = false;
const _errs88 = errors;
if(typeof data30 !== "string"){
const err90 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid6 = _errs88 === errors;
valid13 = valid13 || _valid6;
const _errs90 = errors;
if(data30 !== null){
const err91 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid6 = _errs90 === errors;
valid13 = valid13 || _valid6;
if(!valid13){
const err92 = {instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
}
if(data.warnings !== undefined){
let data31 = data.warnings;
if(Array.isArray(data31)){
const len1 = data31.length;
for(let i1=0; i1<len1; i1++){
if(typeof data31[i1] !== "string"){
const err93 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err94 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateValidate: SchemaProblemSource = validate35;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/validate.schema.json","title":"validate","type":"object","required":["schemaVersion","file","valid","errorCount","warningCount","diagnostics","prd"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"file":{"type":"string"},"valid":{"type":"boolean"},"errorCount":{"type":"integer","minimum":0},"warningCount":{"type":"integer","minimum":0},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","ruleId","message","line","column"],"properties":{"severity":{"enum":["error","warning","info"]},"ruleId":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"message":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"phase":{"type":"string"}},"additionalProperties":false}},"prd":{"type":"object","required":["title","objective","settings","phases"],"properties":{"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","properties":{"cwd":{"type":"string"},"maxParallel":{"type":"integer","minimum":1,"maximum":16},"models":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}},"erosion":{"enum":["refactor","flag","off"]},"maxSpawns":{"type":"integer","minimum":1},"maxDurationSeconds":{"type":"integer","minimum":1},"summaryBudgetBytes":{"type":"integer","minimum":256},"scope":{"enum":["fail","warn"]}},"additionalProperties":false},"phases":{"type":"array","items":{"type":"object","required":["name","line","column","parallel","dependsOn","model","type","tasks","gate","maxRetries","shellGate","skip","escalate","files","timeoutSeconds","onReject","acceptance","erosion","fieldLines"],"properties":{"name":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"parallel":{"type":"boolean"},"dependsOn":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"type":{"enum":["impl","review","extract","approval"]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"gate":{"anyOf":[{"type":"object","required":["kind","text","commands","line","column"],"properties":{"kind":{"enum":["command","description"]},"text":{"type":"string"},"commands":{"type":"array","items":{"type":"object","required":["command","line","column"],"properties":{"command":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"null"}]},"maxRetries":{"type":"integer","minimum":0,"maximum":10},"shellGate":{"type":"boolean"},"skip":{"type":"boolean"},"escalate":{"type":"boolean"},"files":{"type":"array","items":{"type":"string"}},"timeoutSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"erosion":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"fieldLines":{"type":"object","patternProperties":{"^.*$":{"type":"integer","minimum":1}}}},"additionalProperties":false}}},"additionalProperties":false}},"additionalProperties":false};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/validate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
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
if(data.file === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.valid === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.errorCount === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorCount"},message:"must have required property '"+"errorCount"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.warningCount === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warningCount"},message:"must have required property '"+"warningCount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.diagnostics === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "diagnostics"},message:"must have required property '"+"diagnostics"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.prd === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prd"},message:"must have required property '"+"prd"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "schemaVersion") || (key0 === "file")) || (key0 === "valid")) || (key0 === "errorCount")) || (key0 === "warningCount")) || (key0 === "diagnostics")) || (key0 === "prd"))){
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
if(data.file !== undefined){
if(typeof data.file !== "string"){
const err10 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.valid !== undefined){
if(typeof data.valid !== "boolean"){
const err11 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.errorCount !== undefined){
let data3 = data.errorCount;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/errorCount",schemaPath:"#/properties/errorCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/errorCount",schemaPath:"#/properties/errorCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.warningCount !== undefined){
let data4 = data.warningCount;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/warningCount",schemaPath:"#/properties/warningCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/warningCount",schemaPath:"#/properties/warningCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.diagnostics !== undefined){
let data5 = data.diagnostics;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.severity === undefined){
const err16 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.ruleId === undefined){
const err17 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.message === undefined){
const err18 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.line === undefined){
const err19 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.column === undefined){
const err20 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data6){
if(!((((((key1 === "severity") || (key1 === "ruleId")) || (key1 === "message")) || (key1 === "line")) || (key1 === "column")) || (key1 === "phase"))){
const err21 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.severity !== undefined){
let data7 = data6.severity;
if(!(((data7 === "error") || (data7 === "warning")) || (data7 === "info"))){
const err22 = {instancePath:instancePath+"/diagnostics/" + i0+"/severity",schemaPath:"#/properties/diagnostics/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema46.properties.diagnostics.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.ruleId !== undefined){
let data8 = data6.ruleId;
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err23 = {instancePath:instancePath+"/diagnostics/" + i0+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/diagnostics/" + i0+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.message !== undefined){
let data9 = data6.message;
if(typeof data9 === "string"){
if(func1(data9) < 1){
const err25 = {instancePath:instancePath+"/diagnostics/" + i0+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/diagnostics/" + i0+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.line !== undefined){
let data10 = data6.line;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err27 = {instancePath:instancePath+"/diagnostics/" + i0+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/diagnostics/" + i0+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data6.column !== undefined){
let data11 = data6.column;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err29 = {instancePath:instancePath+"/diagnostics/" + i0+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/diagnostics/" + i0+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data6.phase !== undefined){
if(typeof data6.phase !== "string"){
const err31 = {instancePath:instancePath+"/diagnostics/" + i0+"/phase",schemaPath:"#/properties/diagnostics/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err32 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/diagnostics",schemaPath:"#/properties/diagnostics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.prd !== undefined){
let data13 = data.prd;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.title === undefined){
const err34 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13.objective === undefined){
const err35 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "objective"},message:"must have required property '"+"objective"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13.settings === undefined){
const err36 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data13.phases === undefined){
const err37 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: "phases"},message:"must have required property '"+"phases"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key2 in data13){
if(!((((key2 === "title") || (key2 === "objective")) || (key2 === "settings")) || (key2 === "phases"))){
const err38 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data13.title !== undefined){
let data14 = data13.title;
const _errs32 = errors;
let valid5 = false;
const _errs33 = errors;
if(typeof data14 !== "string"){
const err39 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid5 = valid5 || _valid0;
const _errs35 = errors;
if(data14 !== null){
const err40 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err41 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
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
if(data13.objective !== undefined){
let data15 = data13.objective;
const _errs38 = errors;
let valid6 = false;
const _errs39 = errors;
if(typeof data15 !== "string"){
const err42 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs39 === errors;
valid6 = valid6 || _valid1;
const _errs41 = errors;
if(data15 !== null){
const err43 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs41 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err44 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data13.settings !== undefined){
let data16 = data13.settings;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key3 in data16){
if(!((((((((key3 === "cwd") || (key3 === "maxParallel")) || (key3 === "models")) || (key3 === "erosion")) || (key3 === "maxSpawns")) || (key3 === "maxDurationSeconds")) || (key3 === "summaryBudgetBytes")) || (key3 === "scope"))){
const err45 = {instancePath:instancePath+"/prd/settings",schemaPath:"#/properties/prd/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data16.cwd !== undefined){
if(typeof data16.cwd !== "string"){
const err46 = {instancePath:instancePath+"/prd/settings/cwd",schemaPath:"#/properties/prd/properties/settings/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16.maxParallel !== undefined){
let data18 = data16.maxParallel;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err47 = {instancePath:instancePath+"/prd/settings/maxParallel",schemaPath:"#/properties/prd/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 16 || isNaN(data18)){
const err48 = {instancePath:instancePath+"/prd/settings/maxParallel",schemaPath:"#/properties/prd/properties/settings/properties/maxParallel/maximum",keyword:"maximum",params:{comparison: "<=", limit: 16},message:"must be <= 16"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err49 = {instancePath:instancePath+"/prd/settings/maxParallel",schemaPath:"#/properties/prd/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data16.models !== undefined){
let data19 = data16.models;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
var props0 = {};
for(const key4 in data19){
if(pattern4.test(key4)){
if(typeof data19[key4] !== "string"){
const err50 = {instancePath:instancePath+"/prd/settings/models/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prd/properties/settings/properties/models/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
props0[key4] = true;
}
}
}
else {
const err51 = {instancePath:instancePath+"/prd/settings/models",schemaPath:"#/properties/prd/properties/settings/properties/models/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.erosion !== undefined){
let data21 = data16.erosion;
if(!(((data21 === "refactor") || (data21 === "flag")) || (data21 === "off"))){
const err52 = {instancePath:instancePath+"/prd/settings/erosion",schemaPath:"#/properties/prd/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema46.properties.prd.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data16.maxSpawns !== undefined){
let data22 = data16.maxSpawns;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err53 = {instancePath:instancePath+"/prd/settings/maxSpawns",schemaPath:"#/properties/prd/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 1 || isNaN(data22)){
const err54 = {instancePath:instancePath+"/prd/settings/maxSpawns",schemaPath:"#/properties/prd/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data16.maxDurationSeconds !== undefined){
let data23 = data16.maxDurationSeconds;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err55 = {instancePath:instancePath+"/prd/settings/maxDurationSeconds",schemaPath:"#/properties/prd/properties/settings/properties/maxDurationSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 1 || isNaN(data23)){
const err56 = {instancePath:instancePath+"/prd/settings/maxDurationSeconds",schemaPath:"#/properties/prd/properties/settings/properties/maxDurationSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data16.summaryBudgetBytes !== undefined){
let data24 = data16.summaryBudgetBytes;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err57 = {instancePath:instancePath+"/prd/settings/summaryBudgetBytes",schemaPath:"#/properties/prd/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 256 || isNaN(data24)){
const err58 = {instancePath:instancePath+"/prd/settings/summaryBudgetBytes",schemaPath:"#/properties/prd/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 256},message:"must be >= 256"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data16.scope !== undefined){
let data25 = data16.scope;
if(!((data25 === "fail") || (data25 === "warn"))){
const err59 = {instancePath:instancePath+"/prd/settings/scope",schemaPath:"#/properties/prd/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema46.properties.prd.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"};
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
else {
const err60 = {instancePath:instancePath+"/prd/settings",schemaPath:"#/properties/prd/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data13.phases !== undefined){
let data26 = data13.phases;
if(Array.isArray(data26)){
const len1 = data26.length;
for(let i1=0; i1<len1; i1++){
let data27 = data26[i1];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.name === undefined){
const err61 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data27.line === undefined){
const err62 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data27.column === undefined){
const err63 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data27.parallel === undefined){
const err64 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data27.dependsOn === undefined){
const err65 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data27.model === undefined){
const err66 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data27.type === undefined){
const err67 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data27.tasks === undefined){
const err68 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data27.gate === undefined){
const err69 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "gate"},message:"must have required property '"+"gate"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data27.maxRetries === undefined){
const err70 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data27.shellGate === undefined){
const err71 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data27.skip === undefined){
const err72 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data27.escalate === undefined){
const err73 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data27.files === undefined){
const err74 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data27.timeoutSeconds === undefined){
const err75 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data27.onReject === undefined){
const err76 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data27.acceptance === undefined){
const err77 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "acceptance"},message:"must have required property '"+"acceptance"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data27.erosion === undefined){
const err78 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data27.fieldLines === undefined){
const err79 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "fieldLines"},message:"must have required property '"+"fieldLines"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key5 in data27){
if(!(func2.call(schema46.properties.prd.properties.phases.items.properties, key5))){
const err80 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data27.name !== undefined){
if(typeof data27.name !== "string"){
const err81 = {instancePath:instancePath+"/prd/phases/" + i1+"/name",schemaPath:"#/properties/prd/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data27.line !== undefined){
let data29 = data27.line;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err82 = {instancePath:instancePath+"/prd/phases/" + i1+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
const err83 = {instancePath:instancePath+"/prd/phases/" + i1+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
if(data27.column !== undefined){
let data30 = data27.column;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err84 = {instancePath:instancePath+"/prd/phases/" + i1+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 1 || isNaN(data30)){
const err85 = {instancePath:instancePath+"/prd/phases/" + i1+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
if(data27.parallel !== undefined){
if(typeof data27.parallel !== "boolean"){
const err86 = {instancePath:instancePath+"/prd/phases/" + i1+"/parallel",schemaPath:"#/properties/prd/properties/phases/items/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data27.dependsOn !== undefined){
let data32 = data27.dependsOn;
const _errs76 = errors;
let valid12 = false;
const _errs77 = errors;
if(Array.isArray(data32)){
const len2 = data32.length;
for(let i2=0; i2<len2; i2++){
if(typeof data32[i2] !== "string"){
const err87 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn/" + i2,schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err88 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn",schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid2 = _errs77 === errors;
valid12 = valid12 || _valid2;
const _errs81 = errors;
if(data32 !== null){
const err89 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn",schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid2 = _errs81 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const err90 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn",schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
}
if(data27.model !== undefined){
let data34 = data27.model;
const _errs84 = errors;
let valid15 = false;
const _errs85 = errors;
if(typeof data34 !== "string"){
const err91 = {instancePath:instancePath+"/prd/phases/" + i1+"/model",schemaPath:"#/properties/prd/properties/phases/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid3 = _errs85 === errors;
valid15 = valid15 || _valid3;
const _errs87 = errors;
if(data34 !== null){
const err92 = {instancePath:instancePath+"/prd/phases/" + i1+"/model",schemaPath:"#/properties/prd/properties/phases/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid3 = _errs87 === errors;
valid15 = valid15 || _valid3;
if(!valid15){
const err93 = {instancePath:instancePath+"/prd/phases/" + i1+"/model",schemaPath:"#/properties/prd/properties/phases/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
}
if(data27.type !== undefined){
let data35 = data27.type;
if(!((((data35 === "impl") || (data35 === "review")) || (data35 === "extract")) || (data35 === "approval"))){
const err94 = {instancePath:instancePath+"/prd/phases/" + i1+"/type",schemaPath:"#/properties/prd/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.properties.prd.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data27.tasks !== undefined){
let data36 = data27.tasks;
if(Array.isArray(data36)){
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
let data37 = data36[i3];
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.text === undefined){
const err95 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data37.depth === undefined){
const err96 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data37.line === undefined){
const err97 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data37.column === undefined){
const err98 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
for(const key6 in data37){
if(!((((key6 === "text") || (key6 === "depth")) || (key6 === "line")) || (key6 === "column"))){
const err99 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data37.text !== undefined){
if(typeof data37.text !== "string"){
const err100 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/text",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data37.depth !== undefined){
let data39 = data37.depth;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err101 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/depth",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err102 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/depth",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
if(data37.line !== undefined){
let data40 = data37.line;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err103 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err104 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data37.column !== undefined){
let data41 = data37.column;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err105 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 1 || isNaN(data41)){
const err106 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err107 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data27.gate !== undefined){
let data42 = data27.gate;
const _errs104 = errors;
let valid19 = false;
const _errs105 = errors;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.kind === undefined){
const err109 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data42.text === undefined){
const err110 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data42.commands === undefined){
const err111 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "commands"},message:"must have required property '"+"commands"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data42.line === undefined){
const err112 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data42.column === undefined){
const err113 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
for(const key7 in data42){
if(!(((((key7 === "kind") || (key7 === "text")) || (key7 === "commands")) || (key7 === "line")) || (key7 === "column"))){
const err114 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data42.kind !== undefined){
let data43 = data42.kind;
if(!((data43 === "command") || (data43 === "description"))){
const err115 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/kind",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema46.properties.prd.properties.phases.items.properties.gate.anyOf[0].properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data42.text !== undefined){
if(typeof data42.text !== "string"){
const err116 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/text",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data42.commands !== undefined){
let data45 = data42.commands;
if(Array.isArray(data45)){
const len4 = data45.length;
for(let i4=0; i4<len4; i4++){
let data46 = data45[i4];
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.command === undefined){
const err117 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data46.line === undefined){
const err118 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data46.column === undefined){
const err119 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
for(const key8 in data46){
if(!(((key8 === "command") || (key8 === "line")) || (key8 === "column"))){
const err120 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data46.command !== undefined){
if(typeof data46.command !== "string"){
const err121 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/command",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data46.line !== undefined){
let data48 = data46.line;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err122 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 1 || isNaN(data48)){
const err123 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
if(data46.column !== undefined){
let data49 = data46.column;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err124 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err125 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
}
else {
const err126 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data42.line !== undefined){
let data50 = data42.line;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err128 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 1 || isNaN(data50)){
const err129 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data42.column !== undefined){
let data51 = data42.column;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err130 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 1 || isNaN(data51)){
const err131 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err132 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid4 = _errs105 === errors;
valid19 = valid19 || _valid4;
const _errs126 = errors;
if(data42 !== null){
const err133 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid4 = _errs126 === errors;
valid19 = valid19 || _valid4;
if(!valid19){
const err134 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
else {
errors = _errs104;
if(vErrors !== null){
if(_errs104){
vErrors.length = _errs104;
}
else {
vErrors = null;
}
}
}
}
if(data27.maxRetries !== undefined){
let data52 = data27.maxRetries;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err135 = {instancePath:instancePath+"/prd/phases/" + i1+"/maxRetries",schemaPath:"#/properties/prd/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 > 10 || isNaN(data52)){
const err136 = {instancePath:instancePath+"/prd/phases/" + i1+"/maxRetries",schemaPath:"#/properties/prd/properties/phases/items/properties/maxRetries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data52 < 0 || isNaN(data52)){
const err137 = {instancePath:instancePath+"/prd/phases/" + i1+"/maxRetries",schemaPath:"#/properties/prd/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
if(data27.shellGate !== undefined){
if(typeof data27.shellGate !== "boolean"){
const err138 = {instancePath:instancePath+"/prd/phases/" + i1+"/shellGate",schemaPath:"#/properties/prd/properties/phases/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data27.skip !== undefined){
if(typeof data27.skip !== "boolean"){
const err139 = {instancePath:instancePath+"/prd/phases/" + i1+"/skip",schemaPath:"#/properties/prd/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data27.escalate !== undefined){
if(typeof data27.escalate !== "boolean"){
const err140 = {instancePath:instancePath+"/prd/phases/" + i1+"/escalate",schemaPath:"#/properties/prd/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data27.files !== undefined){
let data56 = data27.files;
if(Array.isArray(data56)){
const len5 = data56.length;
for(let i5=0; i5<len5; i5++){
if(typeof data56[i5] !== "string"){
const err141 = {instancePath:instancePath+"/prd/phases/" + i1+"/files/" + i5,schemaPath:"#/properties/prd/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err142 = {instancePath:instancePath+"/prd/phases/" + i1+"/files",schemaPath:"#/properties/prd/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data27.timeoutSeconds !== undefined){
let data58 = data27.timeoutSeconds;
const _errs141 = errors;
let valid26 = false;
const _errs142 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err143 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
const err144 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
var _valid5 = _errs142 === errors;
valid26 = valid26 || _valid5;
const _errs144 = errors;
if(data58 !== null){
const err145 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid5 = _errs144 === errors;
valid26 = valid26 || _valid5;
if(!valid26){
const err146 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
else {
errors = _errs141;
if(vErrors !== null){
if(_errs141){
vErrors.length = _errs141;
}
else {
vErrors = null;
}
}
}
}
if(data27.onReject !== undefined){
let data59 = data27.onReject;
const _errs147 = errors;
let valid27 = false;
const _errs148 = errors;
if(typeof data59 !== "string"){
const err147 = {instancePath:instancePath+"/prd/phases/" + i1+"/onReject",schemaPath:"#/properties/prd/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid6 = _errs148 === errors;
valid27 = valid27 || _valid6;
const _errs150 = errors;
if(data59 !== null){
const err148 = {instancePath:instancePath+"/prd/phases/" + i1+"/onReject",schemaPath:"#/properties/prd/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var _valid6 = _errs150 === errors;
valid27 = valid27 || _valid6;
if(!valid27){
const err149 = {instancePath:instancePath+"/prd/phases/" + i1+"/onReject",schemaPath:"#/properties/prd/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
errors = _errs147;
if(vErrors !== null){
if(_errs147){
vErrors.length = _errs147;
}
else {
vErrors = null;
}
}
}
}
if(data27.acceptance !== undefined){
let data60 = data27.acceptance;
if(Array.isArray(data60)){
const len6 = data60.length;
for(let i6=0; i6<len6; i6++){
let data61 = data60[i6];
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
if(data61.text === undefined){
const err150 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data61.line === undefined){
const err151 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(data61.column === undefined){
const err152 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
for(const key9 in data61){
if(!(((key9 === "text") || (key9 === "line")) || (key9 === "column"))){
const err153 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data61.text !== undefined){
if(typeof data61.text !== "string"){
const err154 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/text",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data61.line !== undefined){
let data63 = data61.line;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err155 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 1 || isNaN(data63)){
const err156 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
if(data61.column !== undefined){
let data64 = data61.column;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err157 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 < 1 || isNaN(data64)){
const err158 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
}
else {
const err159 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err160 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data27.erosion !== undefined){
let data65 = data27.erosion;
const _errs164 = errors;
let valid31 = false;
const _errs165 = errors;
if(!(((data65 === "refactor") || (data65 === "flag")) || (data65 === "off"))){
const err161 = {instancePath:instancePath+"/prd/phases/" + i1+"/erosion",schemaPath:"#/properties/prd/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema46.properties.prd.properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
var _valid7 = _errs165 === errors;
valid31 = valid31 || _valid7;
const _errs166 = errors;
if(data65 !== null){
const err162 = {instancePath:instancePath+"/prd/phases/" + i1+"/erosion",schemaPath:"#/properties/prd/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
var _valid7 = _errs166 === errors;
valid31 = valid31 || _valid7;
if(!valid31){
const err163 = {instancePath:instancePath+"/prd/phases/" + i1+"/erosion",schemaPath:"#/properties/prd/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
else {
errors = _errs164;
if(vErrors !== null){
if(_errs164){
vErrors.length = _errs164;
}
else {
vErrors = null;
}
}
}
}
if(data27.fieldLines !== undefined){
let data66 = data27.fieldLines;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
var props2 = {};
for(const key10 in data66){
if(pattern4.test(key10)){
let data67 = data66[key10];
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
const err164 = {instancePath:instancePath+"/prd/phases/" + i1+"/fieldLines/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prd/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 1 || isNaN(data67)){
const err165 = {instancePath:instancePath+"/prd/phases/" + i1+"/fieldLines/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prd/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
props2[key10] = true;
}
}
}
else {
const err166 = {instancePath:instancePath+"/prd/phases/" + i1+"/fieldLines",schemaPath:"#/properties/prd/properties/phases/items/properties/fieldLines/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/prd/phases",schemaPath:"#/properties/prd/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err169 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
