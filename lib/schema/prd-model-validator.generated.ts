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

export const validatePrdModel: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/prd-model.schema.json","title":"prd-model","type":"object","required":["title","objective","settings","phases"],"properties":{"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","properties":{"cwd":{"type":"string"},"maxParallel":{"type":"integer","minimum":1,"maximum":16},"models":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}},"erosion":{"enum":["refactor","flag","off"]},"maxSpawns":{"type":"integer","minimum":1},"maxDurationSeconds":{"type":"integer","minimum":1},"maxTokens":{"type":"integer","minimum":1},"maxCost":{"type":"number","exclusiveMinimum":0},"summaryBudgetBytes":{"type":"integer","minimum":256},"scope":{"enum":["fail","warn"]},"finalVerification":{"enum":["on","off"]},"testBaseline":{"enum":["on","off"]}},"additionalProperties":false},"phases":{"type":"array","items":{"type":"object","required":["name","line","column","parallel","dependsOn","model","type","tasks","gate","maxRetries","shellGate","skip","escalate","files","timeoutSeconds","onReject","acceptance","erosion","fieldLines"],"properties":{"name":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"parallel":{"type":"boolean"},"dependsOn":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"type":{"enum":["impl","review","extract","approval"]},"tasks":{"type":"array","items":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"gate":{"anyOf":[{"type":"object","required":["kind","text","commands","line","column"],"properties":{"kind":{"enum":["command","description"]},"text":{"type":"string"},"commands":{"type":"array","items":{"type":"object","required":["command","line","column"],"properties":{"command":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},{"type":"null"}]},"maxRetries":{"type":"integer","minimum":0,"maximum":10},"shellGate":{"type":"boolean"},"skip":{"type":"boolean"},"escalate":{"type":"boolean"},"removesTests":{"type":"boolean","const":true},"files":{"type":"array","items":{"type":"string"}},"timeoutSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"acceptance":{"type":"array","items":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false}},"erosion":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"workdir":{"type":"object","required":["path","line","column"],"properties":{"path":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},"fieldLines":{"type":"object","patternProperties":{"^.*$":{"type":"integer","minimum":1}}}},"additionalProperties":false}}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const func3 = __ajvRuntime_ucs2length;
const pattern4 = new RegExp("^.*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/prd-model.schema.json" */;
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
if(!(func1.call(schema31.properties.settings.properties, key1))){
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
const err18 = {instancePath:instancePath+"/settings/erosion",schemaPath:"#/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema31.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"};
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
if(data2.maxTokens !== undefined){
let data10 = data2.maxTokens;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/settings/maxTokens",schemaPath:"#/properties/settings/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/settings/maxTokens",schemaPath:"#/properties/settings/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.maxCost !== undefined){
let data11 = data2.maxCost;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 <= 0 || isNaN(data11)){
const err25 = {instancePath:instancePath+"/settings/maxCost",schemaPath:"#/properties/settings/properties/maxCost/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err26 = {instancePath:instancePath+"/settings/maxCost",schemaPath:"#/properties/settings/properties/maxCost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.summaryBudgetBytes !== undefined){
let data12 = data2.summaryBudgetBytes;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 256 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 256},message:"must be >= 256"};
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
if(data2.scope !== undefined){
let data13 = data2.scope;
if(!((data13 === "fail") || (data13 === "warn"))){
const err29 = {instancePath:instancePath+"/settings/scope",schemaPath:"#/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema31.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.finalVerification !== undefined){
let data14 = data2.finalVerification;
if(!((data14 === "on") || (data14 === "off"))){
const err30 = {instancePath:instancePath+"/settings/finalVerification",schemaPath:"#/properties/settings/properties/finalVerification/enum",keyword:"enum",params:{allowedValues: schema31.properties.settings.properties.finalVerification.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data2.testBaseline !== undefined){
let data15 = data2.testBaseline;
if(!((data15 === "on") || (data15 === "off"))){
const err31 = {instancePath:instancePath+"/settings/testBaseline",schemaPath:"#/properties/settings/properties/testBaseline/enum",keyword:"enum",params:{allowedValues: schema31.properties.settings.properties.testBaseline.enum},message:"must be equal to one of the allowed values"};
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
const err32 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.phases !== undefined){
let data16 = data.phases;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.name === undefined){
const err33 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data17.line === undefined){
const err34 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data17.column === undefined){
const err35 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data17.parallel === undefined){
const err36 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data17.dependsOn === undefined){
const err37 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17.model === undefined){
const err38 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17.type === undefined){
const err39 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data17.tasks === undefined){
const err40 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data17.gate === undefined){
const err41 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gate"},message:"must have required property '"+"gate"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data17.maxRetries === undefined){
const err42 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data17.shellGate === undefined){
const err43 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17.skip === undefined){
const err44 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data17.escalate === undefined){
const err45 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data17.files === undefined){
const err46 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data17.timeoutSeconds === undefined){
const err47 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data17.onReject === undefined){
const err48 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data17.acceptance === undefined){
const err49 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "acceptance"},message:"must have required property '"+"acceptance"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17.erosion === undefined){
const err50 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "erosion"},message:"must have required property '"+"erosion"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data17.fieldLines === undefined){
const err51 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "fieldLines"},message:"must have required property '"+"fieldLines"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key3 in data17){
if(!(func1.call(schema31.properties.phases.items.properties, key3))){
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
if(data17.name !== undefined){
if(typeof data17.name !== "string"){
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
if(data17.line !== undefined){
let data19 = data17.line;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err54 = {instancePath:instancePath+"/phases/" + i0+"/line",schemaPath:"#/properties/phases/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err55 = {instancePath:instancePath+"/phases/" + i0+"/line",schemaPath:"#/properties/phases/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data17.column !== undefined){
let data20 = data17.column;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err56 = {instancePath:instancePath+"/phases/" + i0+"/column",schemaPath:"#/properties/phases/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err57 = {instancePath:instancePath+"/phases/" + i0+"/column",schemaPath:"#/properties/phases/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data17.parallel !== undefined){
if(typeof data17.parallel !== "boolean"){
const err58 = {instancePath:instancePath+"/phases/" + i0+"/parallel",schemaPath:"#/properties/phases/items/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data17.dependsOn !== undefined){
let data22 = data17.dependsOn;
const _errs53 = errors;
let valid8 = false;
const _errs54 = errors;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
if(typeof data22[i1] !== "string"){
const err59 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn/" + i1,schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err60 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid2 = _errs54 === errors;
valid8 = valid8 || _valid2;
const _errs58 = errors;
if(data22 !== null){
const err61 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err62 = {instancePath:instancePath+"/phases/" + i0+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
}
if(data17.model !== undefined){
let data24 = data17.model;
const _errs61 = errors;
let valid11 = false;
const _errs62 = errors;
if(typeof data24 !== "string"){
const err63 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid3 = _errs62 === errors;
valid11 = valid11 || _valid3;
const _errs64 = errors;
if(data24 !== null){
const err64 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid3 = _errs64 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err65 = {instancePath:instancePath+"/phases/" + i0+"/model",schemaPath:"#/properties/phases/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
}
}
if(data17.type !== undefined){
let data25 = data17.type;
if(!((((data25 === "impl") || (data25 === "review")) || (data25 === "extract")) || (data25 === "approval"))){
const err66 = {instancePath:instancePath+"/phases/" + i0+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data17.tasks !== undefined){
let data26 = data17.tasks;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.text === undefined){
const err67 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data27.depth === undefined){
const err68 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "depth"},message:"must have required property '"+"depth"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data27.line === undefined){
const err69 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data27.column === undefined){
const err70 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key4 in data27){
if(!((((key4 === "text") || (key4 === "depth")) || (key4 === "line")) || (key4 === "column"))){
const err71 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data27.text !== undefined){
if(typeof data27.text !== "string"){
const err72 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/text",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data27.depth !== undefined){
let data29 = data27.depth;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err73 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err74 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/depth",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data27.line !== undefined){
let data30 = data27.line;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err75 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 1 || isNaN(data30)){
const err76 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/line",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data27.column !== undefined){
let data31 = data27.column;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err77 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 1 || isNaN(data31)){
const err78 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2+"/column",schemaPath:"#/properties/phases/items/properties/tasks/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err79 = {instancePath:instancePath+"/phases/" + i0+"/tasks/" + i2,schemaPath:"#/properties/phases/items/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/phases/" + i0+"/tasks",schemaPath:"#/properties/phases/items/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data17.gate !== undefined){
let data32 = data17.gate;
const _errs81 = errors;
let valid15 = false;
const _errs82 = errors;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.kind === undefined){
const err81 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data32.text === undefined){
const err82 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data32.commands === undefined){
const err83 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "commands"},message:"must have required property '"+"commands"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data32.line === undefined){
const err84 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data32.column === undefined){
const err85 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key5 in data32){
if(!(((((key5 === "kind") || (key5 === "text")) || (key5 === "commands")) || (key5 === "line")) || (key5 === "column"))){
const err86 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data32.kind !== undefined){
let data33 = data32.kind;
if(!((data33 === "command") || (data33 === "description"))){
const err87 = {instancePath:instancePath+"/phases/" + i0+"/gate/kind",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gate.anyOf[0].properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data32.text !== undefined){
if(typeof data32.text !== "string"){
const err88 = {instancePath:instancePath+"/phases/" + i0+"/gate/text",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data32.commands !== undefined){
let data35 = data32.commands;
if(Array.isArray(data35)){
const len3 = data35.length;
for(let i3=0; i3<len3; i3++){
let data36 = data35[i3];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.command === undefined){
const err89 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data36.line === undefined){
const err90 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data36.column === undefined){
const err91 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key6 in data36){
if(!(((key6 === "command") || (key6 === "line")) || (key6 === "column"))){
const err92 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data36.command !== undefined){
if(typeof data36.command !== "string"){
const err93 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/command",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data36.line !== undefined){
let data38 = data36.line;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err94 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err95 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data36.column !== undefined){
let data39 = data36.column;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err96 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 1 || isNaN(data39)){
const err97 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3+"/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err98 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands/" + i3,schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err99 = {instancePath:instancePath+"/phases/" + i0+"/gate/commands",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data32.line !== undefined){
let data40 = data32.line;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err100 = {instancePath:instancePath+"/phases/" + i0+"/gate/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err101 = {instancePath:instancePath+"/phases/" + i0+"/gate/line",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data32.column !== undefined){
let data41 = data32.column;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err102 = {instancePath:instancePath+"/phases/" + i0+"/gate/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 1 || isNaN(data41)){
const err103 = {instancePath:instancePath+"/phases/" + i0+"/gate/column",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err104 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid4 = _errs82 === errors;
valid15 = valid15 || _valid4;
const _errs103 = errors;
if(data32 !== null){
const err105 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid4 = _errs103 === errors;
valid15 = valid15 || _valid4;
if(!valid15){
const err106 = {instancePath:instancePath+"/phases/" + i0+"/gate",schemaPath:"#/properties/phases/items/properties/gate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
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
if(data17.maxRetries !== undefined){
let data42 = data17.maxRetries;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err107 = {instancePath:instancePath+"/phases/" + i0+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 > 10 || isNaN(data42)){
const err108 = {instancePath:instancePath+"/phases/" + i0+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data42 < 0 || isNaN(data42)){
const err109 = {instancePath:instancePath+"/phases/" + i0+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
if(data17.shellGate !== undefined){
if(typeof data17.shellGate !== "boolean"){
const err110 = {instancePath:instancePath+"/phases/" + i0+"/shellGate",schemaPath:"#/properties/phases/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data17.skip !== undefined){
if(typeof data17.skip !== "boolean"){
const err111 = {instancePath:instancePath+"/phases/" + i0+"/skip",schemaPath:"#/properties/phases/items/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data17.escalate !== undefined){
if(typeof data17.escalate !== "boolean"){
const err112 = {instancePath:instancePath+"/phases/" + i0+"/escalate",schemaPath:"#/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data17.removesTests !== undefined){
let data46 = data17.removesTests;
if(typeof data46 !== "boolean"){
const err113 = {instancePath:instancePath+"/phases/" + i0+"/removesTests",schemaPath:"#/properties/phases/items/properties/removesTests/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(true !== data46){
const err114 = {instancePath:instancePath+"/phases/" + i0+"/removesTests",schemaPath:"#/properties/phases/items/properties/removesTests/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data17.files !== undefined){
let data47 = data17.files;
if(Array.isArray(data47)){
const len4 = data47.length;
for(let i4=0; i4<len4; i4++){
if(typeof data47[i4] !== "string"){
const err115 = {instancePath:instancePath+"/phases/" + i0+"/files/" + i4,schemaPath:"#/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err116 = {instancePath:instancePath+"/phases/" + i0+"/files",schemaPath:"#/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data17.timeoutSeconds !== undefined){
let data49 = data17.timeoutSeconds;
const _errs120 = errors;
let valid22 = false;
const _errs121 = errors;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err117 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err118 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
var _valid5 = _errs121 === errors;
valid22 = valid22 || _valid5;
const _errs123 = errors;
if(data49 !== null){
const err119 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid5 = _errs123 === errors;
valid22 = valid22 || _valid5;
if(!valid22){
const err120 = {instancePath:instancePath+"/phases/" + i0+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
if(data17.onReject !== undefined){
let data50 = data17.onReject;
const _errs126 = errors;
let valid23 = false;
const _errs127 = errors;
if(typeof data50 !== "string"){
const err121 = {instancePath:instancePath+"/phases/" + i0+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid6 = _errs127 === errors;
valid23 = valid23 || _valid6;
const _errs129 = errors;
if(data50 !== null){
const err122 = {instancePath:instancePath+"/phases/" + i0+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid6 = _errs129 === errors;
valid23 = valid23 || _valid6;
if(!valid23){
const err123 = {instancePath:instancePath+"/phases/" + i0+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs126;
if(vErrors !== null){
if(_errs126){
vErrors.length = _errs126;
}
else {
vErrors = null;
}
}
}
}
if(data17.acceptance !== undefined){
let data51 = data17.acceptance;
if(Array.isArray(data51)){
const len5 = data51.length;
for(let i5=0; i5<len5; i5++){
let data52 = data51[i5];
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.text === undefined){
const err124 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data52.line === undefined){
const err125 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data52.column === undefined){
const err126 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
for(const key7 in data52){
if(!(((key7 === "text") || (key7 === "line")) || (key7 === "column"))){
const err127 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data52.text !== undefined){
if(typeof data52.text !== "string"){
const err128 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/text",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data52.line !== undefined){
let data54 = data52.line;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err129 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if((typeof data54 == "number") && (isFinite(data54))){
if(data54 < 1 || isNaN(data54)){
const err130 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/line",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
if(data52.column !== undefined){
let data55 = data52.column;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err131 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 < 1 || isNaN(data55)){
const err132 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5+"/column",schemaPath:"#/properties/phases/items/properties/acceptance/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err133 = {instancePath:instancePath+"/phases/" + i0+"/acceptance/" + i5,schemaPath:"#/properties/phases/items/properties/acceptance/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err134 = {instancePath:instancePath+"/phases/" + i0+"/acceptance",schemaPath:"#/properties/phases/items/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data17.erosion !== undefined){
let data56 = data17.erosion;
const _errs143 = errors;
let valid27 = false;
const _errs144 = errors;
if(!(((data56 === "refactor") || (data56 === "flag")) || (data56 === "off"))){
const err135 = {instancePath:instancePath+"/phases/" + i0+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.erosion.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var _valid7 = _errs144 === errors;
valid27 = valid27 || _valid7;
const _errs145 = errors;
if(data56 !== null){
const err136 = {instancePath:instancePath+"/phases/" + i0+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid7 = _errs145 === errors;
valid27 = valid27 || _valid7;
if(!valid27){
const err137 = {instancePath:instancePath+"/phases/" + i0+"/erosion",schemaPath:"#/properties/phases/items/properties/erosion/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
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
if(data17.workdir !== undefined){
let data57 = data17.workdir;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.path === undefined){
const err138 = {instancePath:instancePath+"/phases/" + i0+"/workdir",schemaPath:"#/properties/phases/items/properties/workdir/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data57.line === undefined){
const err139 = {instancePath:instancePath+"/phases/" + i0+"/workdir",schemaPath:"#/properties/phases/items/properties/workdir/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data57.column === undefined){
const err140 = {instancePath:instancePath+"/phases/" + i0+"/workdir",schemaPath:"#/properties/phases/items/properties/workdir/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
for(const key8 in data57){
if(!(((key8 === "path") || (key8 === "line")) || (key8 === "column"))){
const err141 = {instancePath:instancePath+"/phases/" + i0+"/workdir",schemaPath:"#/properties/phases/items/properties/workdir/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data57.path !== undefined){
let data58 = data57.path;
if(typeof data58 === "string"){
if(func3(data58) < 1){
const err142 = {instancePath:instancePath+"/phases/" + i0+"/workdir/path",schemaPath:"#/properties/phases/items/properties/workdir/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
else {
const err143 = {instancePath:instancePath+"/phases/" + i0+"/workdir/path",schemaPath:"#/properties/phases/items/properties/workdir/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data57.line !== undefined){
let data59 = data57.line;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err144 = {instancePath:instancePath+"/phases/" + i0+"/workdir/line",schemaPath:"#/properties/phases/items/properties/workdir/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err145 = {instancePath:instancePath+"/phases/" + i0+"/workdir/line",schemaPath:"#/properties/phases/items/properties/workdir/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data57.column !== undefined){
let data60 = data57.column;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err146 = {instancePath:instancePath+"/phases/" + i0+"/workdir/column",schemaPath:"#/properties/phases/items/properties/workdir/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 1 || isNaN(data60)){
const err147 = {instancePath:instancePath+"/phases/" + i0+"/workdir/column",schemaPath:"#/properties/phases/items/properties/workdir/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
}
else {
const err148 = {instancePath:instancePath+"/phases/" + i0+"/workdir",schemaPath:"#/properties/phases/items/properties/workdir/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data17.fieldLines !== undefined){
let data61 = data17.fieldLines;
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
var props2 = {};
for(const key9 in data61){
if(pattern4.test(key9)){
let data62 = data61[key9];
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err149 = {instancePath:instancePath+"/phases/" + i0+"/fieldLines/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 < 1 || isNaN(data62)){
const err150 = {instancePath:instancePath+"/phases/" + i0+"/fieldLines/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/phases/items/properties/fieldLines/patternProperties/%5E.*%24/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
props2[key9] = true;
}
}
}
else {
const err151 = {instancePath:instancePath+"/phases/" + i0+"/fieldLines",schemaPath:"#/properties/phases/items/properties/fieldLines/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/phases/" + i0,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
else {
const err154 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
