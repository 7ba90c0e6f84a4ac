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

export const validateValidate: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/validate.schema.json","title":"validate","type":"object","required":["schemaVersion","file","valid","errorCount","warningCount","diagnostics","prd"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"file":{"type":"string"},"valid":{"type":"boolean"},"errorCount":{"type":"integer","minimum":0},"warningCount":{"type":"integer","minimum":0},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","ruleId","message","line","column"],"properties":{"severity":{"enum":["error","warning","info"]},"ruleId":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"message":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"phase":{"type":"string"}},"additionalProperties":false}},"prd":{"type":"object","required":["title","objective","settings","phases"],"properties":{"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","properties":{"cwd":{"type":"string"},"maxParallel":{"type":"integer","minimum":1,"maximum":16},"models":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}},"erosion":{"enum":["refactor","flag","off"]},"maxSpawns":{"type":"integer","minimum":1},"maxDurationSeconds":{"type":"integer","minimum":1},"maxTokens":{"type":"integer","minimum":1},"maxCost":{"type":"number","exclusiveMinimum":0},"summaryBudgetBytes":{"type":"integer","minimum":256},"scope":{"enum":["fail","warn"]},"finalVerification":{"enum":["on","off"]},"testBaseline":{"enum":["on","off"]}},"additionalProperties":false},"phases":{"type":"array","items":{"type":"object","required":["name","line","column","parallel","dependsOn","model","type","tasks","gate","maxRetries","shellGate","skip","escalate","files","timeoutSeconds","onReject","acceptance","erosion","fieldLines"],"properties":{"name":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"parallel":{"type":"boolean"},"dependsOn":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"type":{"enum":["impl","review","extract","approval"]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"gate":{"anyOf":[{"type":"object","required":["kind","text","commands","line","column"],"properties":{"kind":{"enum":["command","description"]},"text":{"type":"string"},"commands":{"type":"array","items":{"type":"object","required":["command","line","column"],"properties":{"command":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"null"}]},"maxRetries":{"type":"integer","minimum":0,"maximum":10},"shellGate":{"type":"boolean"},"skip":{"type":"boolean"},"escalate":{"type":"boolean"},"removesTests":{"type":"boolean","const":true},"files":{"type":"array","items":{"type":"string"}},"timeoutSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"erosion":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"workdir":{"type":"object","required":["path","line","column"],"properties":{"path":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},"fieldLines":{"type":"object","patternProperties":{"^.*$":{"type":"integer","minimum":1}}}},"additionalProperties":false}}},"additionalProperties":false}},"additionalProperties":false};
const pattern4 = new RegExp("^[a-z][a-z0-9-]*$", "u");
const pattern5 = new RegExp("^.*$", "u");
const func1 = __ajvRuntime_ucs2length;
const func2 = Object.prototype.hasOwnProperty;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/validate.schema.json" */;
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
const err22 = {instancePath:instancePath+"/diagnostics/" + i0+"/severity",schemaPath:"#/properties/diagnostics/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.diagnostics.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern4.test(data8)){
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
if(!(func2.call(schema31.properties.prd.properties.settings.properties, key3))){
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
if(pattern5.test(key4)){
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
const err52 = {instancePath:instancePath+"/prd/settings/erosion",schemaPath:"#/properties/prd/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema31.properties.prd.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"};
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
if(data16.maxTokens !== undefined){
let data24 = data16.maxTokens;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err57 = {instancePath:instancePath+"/prd/settings/maxTokens",schemaPath:"#/properties/prd/properties/settings/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
const err58 = {instancePath:instancePath+"/prd/settings/maxTokens",schemaPath:"#/properties/prd/properties/settings/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data16.maxCost !== undefined){
let data25 = data16.maxCost;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 <= 0 || isNaN(data25)){
const err59 = {instancePath:instancePath+"/prd/settings/maxCost",schemaPath:"#/properties/prd/properties/settings/properties/maxCost/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/prd/settings/maxCost",schemaPath:"#/properties/prd/properties/settings/properties/maxCost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data16.summaryBudgetBytes !== undefined){
let data26 = data16.summaryBudgetBytes;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err61 = {instancePath:instancePath+"/prd/settings/summaryBudgetBytes",schemaPath:"#/properties/prd/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 256 || isNaN(data26)){
const err62 = {instancePath:instancePath+"/prd/settings/summaryBudgetBytes",schemaPath:"#/properties/prd/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 256},message:"must be >= 256"};
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
if(data16.scope !== undefined){
let data27 = data16.scope;
if(!((data27 === "fail") || (data27 === "warn"))){
const err63 = {instancePath:instancePath+"/prd/settings/scope",schemaPath:"#/properties/prd/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema31.properties.prd.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data16.finalVerification !== undefined){
let data28 = data16.finalVerification;
if(!((data28 === "on") || (data28 === "off"))){
const err64 = {instancePath:instancePath+"/prd/settings/finalVerification",schemaPath:"#/properties/prd/properties/settings/properties/finalVerification/enum",keyword:"enum",params:{allowedValues: schema31.properties.prd.properties.settings.properties.finalVerification.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data16.testBaseline !== undefined){
let data29 = data16.testBaseline;
if(!((data29 === "on") || (data29 === "off"))){
const err65 = {instancePath:instancePath+"/prd/settings/testBaseline",schemaPath:"#/properties/prd/properties/settings/properties/testBaseline/enum",keyword:"enum",params:{allowedValues: schema31.properties.prd.properties.settings.properties.testBaseline.enum},message:"must be equal to one of the allowed values"};
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
const err66 = {instancePath:instancePath+"/prd/settings",schemaPath:"#/properties/prd/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data13.phases !== undefined){
let data30 = data13.phases;
if(Array.isArray(data30)){
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.name === undefined){
const err67 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data31.line === undefined){
const err68 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data31.column === undefined){
const err69 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data31.parallel === undefined){
const err70 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data31.dependsOn === undefined){
const err71 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data31.model === undefined){
const err72 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data31.type === undefined){
const err73 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data31.tasks === undefined){
const err74 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data31.gate === undefined){
const err75 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "gate"},message:"must have required property '"+"gate"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data31.maxRetries === undefined){
const err76 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data31.shellGate === undefined){
const err77 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data31.skip === undefined){
const err78 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data31.escalate === undefined){
const err79 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data31.files === undefined){
const err80 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data31.timeoutSeconds === undefined){
const err81 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data31.onReject === undefined){
const err82 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data31.acceptance === undefined){
const err83 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "acceptance"},message:"must have required property '"+"acceptance"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data31.erosion === undefined){
const err84 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data31.fieldLines === undefined){
const err85 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/required",keyword:"required",params:{missingProperty: "fieldLines"},message:"must have required property '"+"fieldLines"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key5 in data31){
if(!(func2.call(schema31.properties.prd.properties.phases.items.properties, key5))){
const err86 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data31.name !== undefined){
if(typeof data31.name !== "string"){
const err87 = {instancePath:instancePath+"/prd/phases/" + i1+"/name",schemaPath:"#/properties/prd/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data31.line !== undefined){
let data33 = data31.line;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err88 = {instancePath:instancePath+"/prd/phases/" + i1+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err89 = {instancePath:instancePath+"/prd/phases/" + i1+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data31.column !== undefined){
let data34 = data31.column;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err90 = {instancePath:instancePath+"/prd/phases/" + i1+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1 || isNaN(data34)){
const err91 = {instancePath:instancePath+"/prd/phases/" + i1+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data31.parallel !== undefined){
if(typeof data31.parallel !== "boolean"){
const err92 = {instancePath:instancePath+"/prd/phases/" + i1+"/parallel",schemaPath:"#/properties/prd/properties/phases/items/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data31.dependsOn !== undefined){
let data36 = data31.dependsOn;
const _errs82 = errors;
let valid12 = false;
const _errs83 = errors;
if(Array.isArray(data36)){
const len2 = data36.length;
for(let i2=0; i2<len2; i2++){
if(typeof data36[i2] !== "string"){
const err93 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn/" + i2,schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err94 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn",schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid2 = _errs83 === errors;
valid12 = valid12 || _valid2;
const _errs87 = errors;
if(data36 !== null){
const err95 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn",schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid2 = _errs87 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const err96 = {instancePath:instancePath+"/prd/phases/" + i1+"/dependsOn",schemaPath:"#/properties/prd/properties/phases/items/properties/dependsOn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
else {
errors = _errs82;
if(vErrors !== null){
if(_errs82){
vErrors.length = _errs82;
}
else {
vErrors = null;
}
}
}
}
if(data31.model !== undefined){
let data38 = data31.model;
const _errs90 = errors;
let valid15 = false;
const _errs91 = errors;
if(typeof data38 !== "string"){
const err97 = {instancePath:instancePath+"/prd/phases/" + i1+"/model",schemaPath:"#/properties/prd/properties/phases/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid3 = _errs91 === errors;
valid15 = valid15 || _valid3;
const _errs93 = errors;
if(data38 !== null){
const err98 = {instancePath:instancePath+"/prd/phases/" + i1+"/model",schemaPath:"#/properties/prd/properties/phases/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid3 = _errs93 === errors;
valid15 = valid15 || _valid3;
if(!valid15){
const err99 = {instancePath:instancePath+"/prd/phases/" + i1+"/model",schemaPath:"#/properties/prd/properties/phases/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
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
if(data31.type !== undefined){
let data39 = data31.type;
if(!((((data39 === "impl") || (data39 === "review")) || (data39 === "extract")) || (data39 === "approval"))){
const err100 = {instancePath:instancePath+"/prd/phases/" + i1+"/type",schemaPath:"#/properties/prd/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.prd.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data31.tasks !== undefined){
let data40 = data31.tasks;
if(Array.isArray(data40)){
const len3 = data40.length;
for(let i3=0; i3<len3; i3++){
let data41 = data40[i3];
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.text === undefined){
const err101 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data41.depth === undefined){
const err102 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data41.line === undefined){
const err103 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data41.column === undefined){
const err104 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key6 in data41){
if(!((((key6 === "text") || (key6 === "depth")) || (key6 === "line")) || (key6 === "column"))){
const err105 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data41.text !== undefined){
if(typeof data41.text !== "string"){
const err106 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/text",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data41.depth !== undefined){
let data43 = data41.depth;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err107 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/depth",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err108 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/depth",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data41.line !== undefined){
let data44 = data41.line;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err109 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err110 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data41.column !== undefined){
let data45 = data41.column;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err111 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 1 || isNaN(data45)){
const err112 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err113 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks/" + i3,schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err114 = {instancePath:instancePath+"/prd/phases/" + i1+"/tasks",schemaPath:"#/properties/prd/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data31.gate !== undefined){
let data46 = data31.gate;
const _errs110 = errors;
let valid19 = false;
const _errs111 = errors;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.kind === undefined){
const err115 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data46.text === undefined){
const err116 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data46.commands === undefined){
const err117 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "commands"},message:"must have required property '"+"commands"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data46.line === undefined){
const err118 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data46.column === undefined){
const err119 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
for(const key7 in data46){
if(!(((((key7 === "kind") || (key7 === "text")) || (key7 === "commands")) || (key7 === "line")) || (key7 === "column"))){
const err120 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data46.kind !== undefined){
let data47 = data46.kind;
if(!((data47 === "command") || (data47 === "description"))){
const err121 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/kind",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.prd.properties.phases.items.properties.gate.anyOf[0].properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data46.text !== undefined){
if(typeof data46.text !== "string"){
const err122 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/text",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data46.commands !== undefined){
let data49 = data46.commands;
if(Array.isArray(data49)){
const len4 = data49.length;
for(let i4=0; i4<len4; i4++){
let data50 = data49[i4];
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.command === undefined){
const err123 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data50.line === undefined){
const err124 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data50.column === undefined){
const err125 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
for(const key8 in data50){
if(!(((key8 === "command") || (key8 === "line")) || (key8 === "column"))){
const err126 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data50.command !== undefined){
if(typeof data50.command !== "string"){
const err127 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/command",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data50.line !== undefined){
let data52 = data50.line;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err128 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 1 || isNaN(data52)){
const err129 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data50.column !== undefined){
let data53 = data50.column;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err130 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err131 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err132 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands/" + i4,schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err133 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/commands",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data46.line !== undefined){
let data54 = data46.line;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err134 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if((typeof data54 == "number") && (isFinite(data54))){
if(data54 < 1 || isNaN(data54)){
const err135 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/line",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
if(data46.column !== undefined){
let data55 = data46.column;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err136 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 < 1 || isNaN(data55)){
const err137 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate/column",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err138 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid4 = _errs111 === errors;
valid19 = valid19 || _valid4;
const _errs132 = errors;
if(data46 !== null){
const err139 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
var _valid4 = _errs132 === errors;
valid19 = valid19 || _valid4;
if(!valid19){
const err140 = {instancePath:instancePath+"/prd/phases/" + i1+"/gate",schemaPath:"#/properties/prd/properties/phases/items/properties/gate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
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
if(data31.maxRetries !== undefined){
let data56 = data31.maxRetries;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
const err141 = {instancePath:instancePath+"/prd/phases/" + i1+"/maxRetries",schemaPath:"#/properties/prd/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 > 10 || isNaN(data56)){
const err142 = {instancePath:instancePath+"/prd/phases/" + i1+"/maxRetries",schemaPath:"#/properties/prd/properties/phases/items/properties/maxRetries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data56 < 0 || isNaN(data56)){
const err143 = {instancePath:instancePath+"/prd/phases/" + i1+"/maxRetries",schemaPath:"#/properties/prd/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
if(data31.shellGate !== undefined){
if(typeof data31.shellGate !== "boolean"){
const err144 = {instancePath:instancePath+"/prd/phases/" + i1+"/shellGate",schemaPath:"#/properties/prd/properties/phases/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data31.skip !== undefined){
if(typeof data31.skip !== "boolean"){
const err145 = {instancePath:instancePath+"/prd/phases/" + i1+"/skip",schemaPath:"#/properties/prd/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data31.escalate !== undefined){
if(typeof data31.escalate !== "boolean"){
const err146 = {instancePath:instancePath+"/prd/phases/" + i1+"/escalate",schemaPath:"#/properties/prd/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data31.removesTests !== undefined){
let data60 = data31.removesTests;
if(typeof data60 !== "boolean"){
const err147 = {instancePath:instancePath+"/prd/phases/" + i1+"/removesTests",schemaPath:"#/properties/prd/properties/phases/items/properties/removesTests/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(true !== data60){
const err148 = {instancePath:instancePath+"/prd/phases/" + i1+"/removesTests",schemaPath:"#/properties/prd/properties/phases/items/properties/removesTests/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data31.files !== undefined){
let data61 = data31.files;
if(Array.isArray(data61)){
const len5 = data61.length;
for(let i5=0; i5<len5; i5++){
if(typeof data61[i5] !== "string"){
const err149 = {instancePath:instancePath+"/prd/phases/" + i1+"/files/" + i5,schemaPath:"#/properties/prd/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/prd/phases/" + i1+"/files",schemaPath:"#/properties/prd/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data31.timeoutSeconds !== undefined){
let data63 = data31.timeoutSeconds;
const _errs149 = errors;
let valid26 = false;
const _errs150 = errors;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err151 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 1 || isNaN(data63)){
const err152 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
var _valid5 = _errs150 === errors;
valid26 = valid26 || _valid5;
const _errs152 = errors;
if(data63 !== null){
const err153 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid5 = _errs152 === errors;
valid26 = valid26 || _valid5;
if(!valid26){
const err154 = {instancePath:instancePath+"/prd/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/prd/properties/phases/items/properties/timeoutSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
else {
errors = _errs149;
if(vErrors !== null){
if(_errs149){
vErrors.length = _errs149;
}
else {
vErrors = null;
}
}
}
}
if(data31.onReject !== undefined){
let data64 = data31.onReject;
const _errs155 = errors;
let valid27 = false;
const _errs156 = errors;
if(typeof data64 !== "string"){
const err155 = {instancePath:instancePath+"/prd/phases/" + i1+"/onReject",schemaPath:"#/properties/prd/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
var _valid6 = _errs156 === errors;
valid27 = valid27 || _valid6;
const _errs158 = errors;
if(data64 !== null){
const err156 = {instancePath:instancePath+"/prd/phases/" + i1+"/onReject",schemaPath:"#/properties/prd/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid6 = _errs158 === errors;
valid27 = valid27 || _valid6;
if(!valid27){
const err157 = {instancePath:instancePath+"/prd/phases/" + i1+"/onReject",schemaPath:"#/properties/prd/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
}
if(data31.acceptance !== undefined){
let data65 = data31.acceptance;
if(Array.isArray(data65)){
const len6 = data65.length;
for(let i6=0; i6<len6; i6++){
let data66 = data65[i6];
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.text === undefined){
const err158 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(data66.line === undefined){
const err159 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(data66.column === undefined){
const err160 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
for(const key9 in data66){
if(!(((key9 === "text") || (key9 === "line")) || (key9 === "column"))){
const err161 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data66.text !== undefined){
if(typeof data66.text !== "string"){
const err162 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/text",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data66.line !== undefined){
let data68 = data66.line;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err163 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 < 1 || isNaN(data68)){
const err164 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/line",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
if(data66.column !== undefined){
let data69 = data66.column;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err165 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 1 || isNaN(data69)){
const err166 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6+"/column",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err167 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance/" + i6,schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err168 = {instancePath:instancePath+"/prd/phases/" + i1+"/acceptance",schemaPath:"#/properties/prd/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data31.erosion !== undefined){
let data70 = data31.erosion;
const _errs172 = errors;
let valid31 = false;
const _errs173 = errors;
if(!(((data70 === "refactor") || (data70 === "flag")) || (data70 === "off"))){
const err169 = {instancePath:instancePath+"/prd/phases/" + i1+"/erosion",schemaPath:"#/properties/prd/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.prd.properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid7 = _errs173 === errors;
valid31 = valid31 || _valid7;
const _errs174 = errors;
if(data70 !== null){
const err170 = {instancePath:instancePath+"/prd/phases/" + i1+"/erosion",schemaPath:"#/properties/prd/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var _valid7 = _errs174 === errors;
valid31 = valid31 || _valid7;
if(!valid31){
const err171 = {instancePath:instancePath+"/prd/phases/" + i1+"/erosion",schemaPath:"#/properties/prd/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
else {
errors = _errs172;
if(vErrors !== null){
if(_errs172){
vErrors.length = _errs172;
}
else {
vErrors = null;
}
}
}
}
if(data31.workdir !== undefined){
let data71 = data31.workdir;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
if(data71.path === undefined){
const err172 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data71.line === undefined){
const err173 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data71.column === undefined){
const err174 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
for(const key10 in data71){
if(!(((key10 === "path") || (key10 === "line")) || (key10 === "column"))){
const err175 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data71.path !== undefined){
let data72 = data71.path;
if(typeof data72 === "string"){
if(func1(data72) < 1){
const err176 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir/path",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir/path",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data71.line !== undefined){
let data73 = data71.line;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
const err178 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir/line",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 < 1 || isNaN(data73)){
const err179 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir/line",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
}
if(data71.column !== undefined){
let data74 = data71.column;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
const err180 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir/column",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 < 1 || isNaN(data74)){
const err181 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir/column",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
}
else {
const err182 = {instancePath:instancePath+"/prd/phases/" + i1+"/workdir",schemaPath:"#/properties/prd/properties/phases/items/properties/workdir/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data31.fieldLines !== undefined){
let data75 = data31.fieldLines;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
var props2 = {};
for(const key11 in data75){
if(pattern5.test(key11)){
let data76 = data75[key11];
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err183 = {instancePath:instancePath+"/prd/phases/" + i1+"/fieldLines/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prd/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
const err184 = {instancePath:instancePath+"/prd/phases/" + i1+"/fieldLines/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/prd/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
props2[key11] = true;
}
}
}
else {
const err185 = {instancePath:instancePath+"/prd/phases/" + i1+"/fieldLines",schemaPath:"#/properties/prd/properties/phases/items/properties/fieldLines/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/prd/phases/" + i1,schemaPath:"#/properties/prd/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err187 = {instancePath:instancePath+"/prd/phases",schemaPath:"#/properties/prd/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err188 = {instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
else {
const err189 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
