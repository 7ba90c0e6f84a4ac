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

export const validatePlan: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/plan.schema.json","title":"plan","type":"object","required":["schemaVersion","file","title","objective","valid","cwd","maxParallel","diagnostics","phases","waves","horizon","spawns","writes","modelConfig"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"file":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]},"valid":{"type":"boolean"},"cwd":{"anyOf":[{"type":"string"},{"type":"null"}]},"maxParallel":{"type":"integer","minimum":1},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","ruleId","message","line","column"],"properties":{"severity":{"enum":["error","warning","info"]},"ruleId":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"message":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"phase":{"type":"string"}},"additionalProperties":false}},"phases":{"type":"array","items":{"type":"object","required":["name","kind","type","origin","line","parallel","dependsOn","wave","steps","model","gate","maxRetries","timeoutSeconds","files","onReject","escalate","spawns"],"properties":{"name":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"type":"integer","minimum":1},"parallel":{"type":"boolean"},"dependsOn":{"type":"array","items":{"type":"string"}},"wave":{"type":"integer","minimum":-1},"steps":{"type":"integer","minimum":0},"model":{"type":"object","required":["requested","tier","id","source","fallback","chain"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"fallback":{"type":"boolean"},"chain":{"type":"array","items":{"type":"object","required":["tier","source","id","ok"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"ok":{"type":"boolean"}},"additionalProperties":false}}},"additionalProperties":false},"gate":{"type":"object","required":["kind","verdict","commands"],"properties":{"kind":{"enum":["command","description","none"]},"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"description":{"type":"string"},"verdict":{"enum":["ok","warn","rejected","none"]},"commands":{"type":"array","items":{"type":"object","required":["command","argv","verdict"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"verdict":{"enum":["ok","warn","rejected"]}},"additionalProperties":false}}},"additionalProperties":false},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"spawns":{"type":"object","required":["best","worst"],"properties":{"best":{"type":"integer","minimum":0},"worst":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false}},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"horizon":{"type":"object","required":["steps","mode","inserted"],"properties":{"steps":{"type":"integer","minimum":0},"mode":{"enum":["direct","checkpoint","decompose"]},"inserted":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"spawns":{"type":"object","required":["best","worst","limit"],"properties":{"best":{"type":"integer","minimum":0},"worst":{"type":"integer","minimum":0},"limit":{"type":"integer","minimum":0}},"additionalProperties":false},"writes":{"type":"array","items":{"type":"string"}},"modelConfig":{"type":"object","required":["path","found"],"properties":{"path":{"anyOf":[{"type":"string"},{"type":"null"}]},"found":{"type":"boolean"}},"additionalProperties":false}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const func2 = __ajvRuntime_ucs2length;
const pattern4 = new RegExp("^[a-z][a-z0-9-]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/plan.schema.json" */;
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
if(!(func1.call(schema31.properties, key0))){
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
const err36 = {instancePath:instancePath+"/diagnostics/" + i0+"/severity",schemaPath:"#/properties/diagnostics/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.diagnostics.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern4.test(data10)){
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
if(func2(data11) < 1){
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
if(!(func1.call(schema31.properties.phases.items.properties, key2))){
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
const err67 = {instancePath:instancePath+"/phases/" + i1+"/kind",schemaPath:"#/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
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
const err68 = {instancePath:instancePath+"/phases/" + i1+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err97 = {instancePath:instancePath+"/phases/" + i1+"/model/source",schemaPath:"#/properties/phases/items/properties/model/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.model.properties.source.enum},message:"must be equal to one of the allowed values"};
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
const err107 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/source",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.model.properties.chain.items.properties.source.enum},message:"must be equal to one of the allowed values"};
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
const err119 = {instancePath:instancePath+"/phases/" + i1+"/gate/kind",schemaPath:"#/properties/phases/items/properties/gate/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gate.properties.kind.enum},message:"must be equal to one of the allowed values"};
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
const err126 = {instancePath:instancePath+"/phases/" + i1+"/gate/verdict",schemaPath:"#/properties/phases/items/properties/gate/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gate.properties.verdict.enum},message:"must be equal to one of the allowed values"};
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
const err136 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/verdict",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gate.properties.commands.items.properties.verdict.enum},message:"must be equal to one of the allowed values"};
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
const err171 = {instancePath:instancePath+"/horizon/mode",schemaPath:"#/properties/horizon/properties/mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.horizon.properties.mode.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
