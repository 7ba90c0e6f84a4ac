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
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/plan.schema.json","title":"plan","type":"object","required":["schemaVersion","file","title","objective","valid","cwd","maxParallel","diagnostics","phases","waves","dispatch","horizon","spawns","writes","confirmGates","modelConfig"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"file":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]},"valid":{"type":"boolean"},"cwd":{"anyOf":[{"type":"string"},{"type":"null"}]},"maxParallel":{"type":"integer","minimum":1},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","ruleId","message","line","column"],"properties":{"severity":{"enum":["error","warning","info"]},"ruleId":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"message":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"phase":{"type":"string"}},"additionalProperties":false}},"phases":{"type":"array","items":{"type":"object","required":["name","kind","type","origin","line","parallel","dependsOn","wave","steps","model","gate","maxRetries","timeoutSeconds","files","onReject","escalate","spawns","checkpointGates","tierUp","fix"],"properties":{"name":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"type":"integer","minimum":1},"parallel":{"type":"boolean"},"dependsOn":{"type":"array","items":{"type":"string"}},"wave":{"type":"integer","minimum":0},"steps":{"type":"integer","minimum":0},"model":{"type":"object","required":["requested","tier","id","source","fallback","chain"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"fallback":{"type":"boolean"},"chain":{"type":"array","items":{"type":"object","required":["tier","source","id","ok"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"ok":{"type":"boolean"}},"additionalProperties":false}}},"additionalProperties":false},"gate":{"type":"object","required":["kind","verdict","commands"],"properties":{"kind":{"enum":["command","description","none"]},"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"description":{"type":"string"},"verdict":{"enum":["ok","confirm","rejected","none"]},"commands":{"type":"array","items":{"type":"object","required":["command","argv","verdict"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"verdict":{"enum":["ok","confirm","rejected"]}},"additionalProperties":false}}},"additionalProperties":false},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"files":{"type":"array","items":{"type":"string"}},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"spawns":{"type":"object","required":["best","worst"],"properties":{"best":{"type":"integer","minimum":0},"worst":{"type":"integer","minimum":0}},"additionalProperties":false},"checkpointGates":{"type":"array","items":{"type":"object","required":["phase","command","argv","shellGate"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"tierUp":{"type":"object","required":["requested","tier","id","source","fallback","chain"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"fallback":{"type":"boolean"},"chain":{"type":"array","items":{"type":"object","required":["tier","source","id","ok"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"ok":{"type":"boolean"}},"additionalProperties":false}}},"additionalProperties":false},"fix":{"anyOf":[{"type":"object","required":["phase","model"],"properties":{"phase":{"anyOf":[{"type":"string"},{"type":"null"}]},"model":{"type":"object","required":["requested","tier","id","source","fallback","chain"],"properties":{"requested":{"anyOf":[{"type":"string"},{"type":"null"}]},"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"fallback":{"type":"boolean"},"chain":{"type":"array","items":{"type":"object","required":["tier","source","id","ok"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"source":{"enum":["explicit-id","openclaw-alias","prd-models","agent-default","none"]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"ok":{"type":"boolean"}},"additionalProperties":false}}},"additionalProperties":false}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false}},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"dispatch":{"type":"object","required":["order","criticalPath","criticalLength","makespan"],"properties":{"order":{"type":"array","items":{"type":"string"}},"criticalPath":{"type":"array","items":{"type":"string"}},"criticalLength":{"type":"integer","minimum":0},"makespan":{"type":"integer","minimum":0}},"additionalProperties":false},"horizon":{"type":"object","required":["steps","mode","inserted"],"properties":{"steps":{"type":"integer","minimum":0},"mode":{"enum":["direct","checkpoint","decompose"]},"inserted":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"spawns":{"type":"object","required":["best","worst","limit"],"properties":{"best":{"type":"integer","minimum":0},"worst":{"type":"integer","minimum":0},"limit":{"type":"integer","minimum":0}},"additionalProperties":false},"writes":{"type":"array","items":{"type":"string"}},"confirmGates":{"type":"array","items":{"type":"object","required":["phase","command","runs","shellGate"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"runs":{"type":"string"},"shellGate":{"type":"boolean"}},"additionalProperties":false}},"baselineGates":{"type":"array","items":{"type":"object","required":["phase","command"],"properties":{"phase":{"type":"string"},"command":{"type":"string"}},"additionalProperties":false}},"modelConfig":{"type":"object","required":["path","found"],"properties":{"path":{"anyOf":[{"type":"string"},{"type":"null"}]},"found":{"type":"boolean"}},"additionalProperties":false},"execApprovals":{"type":"object","required":["origin","restrictions","allowlistEntry","scriptCommand","gatesNeedFullMode","fullAgents"],"properties":{"origin":{"type":"object","required":["kind","path","reason"],"properties":{"kind":{"enum":["state-db","file","none","unreadable"]},"path":{"type":"string"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"restrictions":{"type":"array","items":{"type":"object","required":["source","key","mode"],"properties":{"source":{"enum":["config","approvals"]},"key":{"type":"string"},"mode":{"enum":["deny","allowlist","ask","auto"]}},"additionalProperties":false}},"allowlistEntry":{"type":"string","const":"node"},"scriptCommand":{"type":"string"},"gatesNeedFullMode":{"type":"boolean"},"fullAgents":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"costForecast":{"type":"object","required":["currency","maxTokens","maxCost","usageRead","models","maxTokensCostAtMost","maxCostTokensAtLeast"],"properties":{"currency":{"type":"string","const":"USD"},"maxTokens":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"maxCost":{"anyOf":[{"type":"number","exclusiveMinimum":0},{"type":"null"}]},"usageRead":{"type":"boolean"},"models":{"type":"array","items":{"type":"object","required":["model","spawns","price"],"properties":{"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"spawns":{"type":"object","required":["best","worst"],"properties":{"best":{"type":"integer","minimum":0},"worst":{"type":"integer","minimum":0}},"additionalProperties":false},"price":{"anyOf":[{"type":"object","required":["input","output","cacheRead","cacheWrite"],"properties":{"input":{"type":"number","minimum":0},"output":{"type":"number","minimum":0},"cacheRead":{"type":"number","minimum":0},"cacheWrite":{"type":"number","minimum":0}},"additionalProperties":false},{"type":"null"}]}},"additionalProperties":false}},"maxTokensCostAtMost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]},"maxCostTokensAtLeast":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]}},"additionalProperties":false}},"additionalProperties":false};
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
if(data.dispatch === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dispatch"},message:"must have required property '"+"dispatch"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.horizon === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "horizon"},message:"must have required property '"+"horizon"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.spawns === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.writes === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "writes"},message:"must have required property '"+"writes"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.confirmGates === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmGates"},message:"must have required property '"+"confirmGates"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.modelConfig === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modelConfig"},message:"must have required property '"+"modelConfig"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err17 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(1 !== data0){
const err18 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.file !== undefined){
if(typeof data.file !== "string"){
const err19 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err21 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err22 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
const err23 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
const _errs16 = errors;
if(data3 !== null){
const err24 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err25 = {instancePath:instancePath+"/objective",schemaPath:"#/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
const err26 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
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
const err27 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid3 = valid3 || _valid2;
const _errs24 = errors;
if(data5 !== null){
const err28 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err29 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
const err30 = {instancePath:instancePath+"/maxParallel",schemaPath:"#/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/maxParallel",schemaPath:"#/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.diagnostics !== undefined){
let data7 = data.diagnostics;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.severity === undefined){
const err32 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.ruleId === undefined){
const err33 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8.message === undefined){
const err34 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8.line === undefined){
const err35 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data8.column === undefined){
const err36 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key1 in data8){
if(!((((((key1 === "severity") || (key1 === "ruleId")) || (key1 === "message")) || (key1 === "line")) || (key1 === "column")) || (key1 === "phase"))){
const err37 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data8.severity !== undefined){
let data9 = data8.severity;
if(!(((data9 === "error") || (data9 === "warning")) || (data9 === "info"))){
const err38 = {instancePath:instancePath+"/diagnostics/" + i0+"/severity",schemaPath:"#/properties/diagnostics/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.diagnostics.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data8.ruleId !== undefined){
let data10 = data8.ruleId;
if(typeof data10 === "string"){
if(!pattern4.test(data10)){
const err39 = {instancePath:instancePath+"/diagnostics/" + i0+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""};
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
const err40 = {instancePath:instancePath+"/diagnostics/" + i0+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data8.message !== undefined){
let data11 = data8.message;
if(typeof data11 === "string"){
if(func2(data11) < 1){
const err41 = {instancePath:instancePath+"/diagnostics/" + i0+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/diagnostics/" + i0+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data8.line !== undefined){
let data12 = data8.line;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err43 = {instancePath:instancePath+"/diagnostics/" + i0+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err44 = {instancePath:instancePath+"/diagnostics/" + i0+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.column !== undefined){
let data13 = data8.column;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err45 = {instancePath:instancePath+"/diagnostics/" + i0+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err46 = {instancePath:instancePath+"/diagnostics/" + i0+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.phase !== undefined){
if(typeof data8.phase !== "string"){
const err47 = {instancePath:instancePath+"/diagnostics/" + i0+"/phase",schemaPath:"#/properties/diagnostics/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err48 = {instancePath:instancePath+"/diagnostics/" + i0,schemaPath:"#/properties/diagnostics/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/diagnostics",schemaPath:"#/properties/diagnostics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
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
const err50 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data16.kind === undefined){
const err51 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data16.type === undefined){
const err52 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data16.origin === undefined){
const err53 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data16.line === undefined){
const err54 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data16.parallel === undefined){
const err55 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data16.dependsOn === undefined){
const err56 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "dependsOn"},message:"must have required property '"+"dependsOn"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16.wave === undefined){
const err57 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "wave"},message:"must have required property '"+"wave"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data16.steps === undefined){
const err58 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data16.model === undefined){
const err59 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data16.gate === undefined){
const err60 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "gate"},message:"must have required property '"+"gate"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data16.maxRetries === undefined){
const err61 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "maxRetries"},message:"must have required property '"+"maxRetries"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data16.timeoutSeconds === undefined){
const err62 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "timeoutSeconds"},message:"must have required property '"+"timeoutSeconds"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data16.files === undefined){
const err63 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data16.onReject === undefined){
const err64 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "onReject"},message:"must have required property '"+"onReject"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data16.escalate === undefined){
const err65 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "escalate"},message:"must have required property '"+"escalate"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data16.spawns === undefined){
const err66 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data16.checkpointGates === undefined){
const err67 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "checkpointGates"},message:"must have required property '"+"checkpointGates"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data16.tierUp === undefined){
const err68 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "tierUp"},message:"must have required property '"+"tierUp"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data16.fix === undefined){
const err69 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/required",keyword:"required",params:{missingProperty: "fix"},message:"must have required property '"+"fix"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
for(const key2 in data16){
if(!(func1.call(schema31.properties.phases.items.properties, key2))){
const err70 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data16.name !== undefined){
if(typeof data16.name !== "string"){
const err71 = {instancePath:instancePath+"/phases/" + i1+"/name",schemaPath:"#/properties/phases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data16.kind !== undefined){
let data18 = data16.kind;
if(!((((data18 === "agent") || (data18 === "approval")) || (data18 === "checkpoint")) || (data18 === "skip"))){
const err72 = {instancePath:instancePath+"/phases/" + i1+"/kind",schemaPath:"#/properties/phases/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data16.type !== undefined){
let data19 = data16.type;
if(!((((data19 === "impl") || (data19 === "review")) || (data19 === "extract")) || (data19 === "approval"))){
const err73 = {instancePath:instancePath+"/phases/" + i1+"/type",schemaPath:"#/properties/phases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
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
const err74 = {instancePath:instancePath+"/phases/" + i1+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid3 = _errs55 === errors;
valid10 = valid10 || _valid3;
const _errs57 = errors;
if(data20 !== null){
const err75 = {instancePath:instancePath+"/phases/" + i1+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err76 = {instancePath:instancePath+"/phases/" + i1+"/origin",schemaPath:"#/properties/phases/items/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
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
const err77 = {instancePath:instancePath+"/phases/" + i1+"/line",schemaPath:"#/properties/phases/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err78 = {instancePath:instancePath+"/phases/" + i1+"/line",schemaPath:"#/properties/phases/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data16.parallel !== undefined){
if(typeof data16.parallel !== "boolean"){
const err79 = {instancePath:instancePath+"/phases/" + i1+"/parallel",schemaPath:"#/properties/phases/items/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
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
const err80 = {instancePath:instancePath+"/phases/" + i1+"/dependsOn/" + i2,schemaPath:"#/properties/phases/items/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err81 = {instancePath:instancePath+"/phases/" + i1+"/dependsOn",schemaPath:"#/properties/phases/items/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data16.wave !== undefined){
let data25 = data16.wave;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err82 = {instancePath:instancePath+"/phases/" + i1+"/wave",schemaPath:"#/properties/phases/items/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err83 = {instancePath:instancePath+"/phases/" + i1+"/wave",schemaPath:"#/properties/phases/items/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.steps !== undefined){
let data26 = data16.steps;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err84 = {instancePath:instancePath+"/phases/" + i1+"/steps",schemaPath:"#/properties/phases/items/properties/steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err85 = {instancePath:instancePath+"/phases/" + i1+"/steps",schemaPath:"#/properties/phases/items/properties/steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.model !== undefined){
let data27 = data16.model;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.requested === undefined){
const err86 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "requested"},message:"must have required property '"+"requested"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data27.tier === undefined){
const err87 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data27.id === undefined){
const err88 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data27.source === undefined){
const err89 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data27.fallback === undefined){
const err90 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "fallback"},message:"must have required property '"+"fallback"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data27.chain === undefined){
const err91 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
for(const key3 in data27){
if(!((((((key3 === "requested") || (key3 === "tier")) || (key3 === "id")) || (key3 === "source")) || (key3 === "fallback")) || (key3 === "chain"))){
const err92 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
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
const err93 = {instancePath:instancePath+"/phases/" + i1+"/model/requested",schemaPath:"#/properties/phases/items/properties/model/properties/requested/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid4 = _errs76 === errors;
valid14 = valid14 || _valid4;
const _errs78 = errors;
if(data28 !== null){
const err94 = {instancePath:instancePath+"/phases/" + i1+"/model/requested",schemaPath:"#/properties/phases/items/properties/model/properties/requested/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid4 = _errs78 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err95 = {instancePath:instancePath+"/phases/" + i1+"/model/requested",schemaPath:"#/properties/phases/items/properties/model/properties/requested/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
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
const err96 = {instancePath:instancePath+"/phases/" + i1+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid5 = _errs82 === errors;
valid15 = valid15 || _valid5;
const _errs84 = errors;
if(data29 !== null){
const err97 = {instancePath:instancePath+"/phases/" + i1+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid5 = _errs84 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err98 = {instancePath:instancePath+"/phases/" + i1+"/model/tier",schemaPath:"#/properties/phases/items/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
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
const err99 = {instancePath:instancePath+"/phases/" + i1+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid6 = _errs88 === errors;
valid16 = valid16 || _valid6;
const _errs90 = errors;
if(data30 !== null){
const err100 = {instancePath:instancePath+"/phases/" + i1+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid6 = _errs90 === errors;
valid16 = valid16 || _valid6;
if(!valid16){
const err101 = {instancePath:instancePath+"/phases/" + i1+"/model/id",schemaPath:"#/properties/phases/items/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
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
const err102 = {instancePath:instancePath+"/phases/" + i1+"/model/source",schemaPath:"#/properties/phases/items/properties/model/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.model.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data27.fallback !== undefined){
if(typeof data27.fallback !== "boolean"){
const err103 = {instancePath:instancePath+"/phases/" + i1+"/model/fallback",schemaPath:"#/properties/phases/items/properties/model/properties/fallback/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
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
const err104 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data34.source === undefined){
const err105 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data34.id === undefined){
const err106 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data34.ok === undefined){
const err107 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "ok"},message:"must have required property '"+"ok"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
for(const key4 in data34){
if(!((((key4 === "tier") || (key4 === "source")) || (key4 === "id")) || (key4 === "ok"))){
const err108 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
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
const err109 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/tier",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data35 !== null){
const err110 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/tier",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err111 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/tier",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data34.source !== undefined){
let data36 = data34.source;
if(!(((((data36 === "explicit-id") || (data36 === "openclaw-alias")) || (data36 === "prd-models")) || (data36 === "agent-default")) || (data36 === "none"))){
const err112 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/source",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.model.properties.chain.items.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
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
const err113 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/id",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid8 = _errs109 === errors;
valid21 = valid21 || _valid8;
const _errs111 = errors;
if(data37 !== null){
const err114 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/id",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid8 = _errs111 === errors;
valid21 = valid21 || _valid8;
if(!valid21){
const err115 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/id",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
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
const err116 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3+"/ok",schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/properties/ok/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
else {
const err117 = {instancePath:instancePath+"/phases/" + i1+"/model/chain/" + i3,schemaPath:"#/properties/phases/items/properties/model/properties/chain/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/phases/" + i1+"/model/chain",schemaPath:"#/properties/phases/items/properties/model/properties/chain/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/phases/" + i1+"/model",schemaPath:"#/properties/phases/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data16.gate !== undefined){
let data39 = data16.gate;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.kind === undefined){
const err120 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(data39.verdict === undefined){
const err121 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data39.commands === undefined){
const err122 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/required",keyword:"required",params:{missingProperty: "commands"},message:"must have required property '"+"commands"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
for(const key5 in data39){
if(!((((((key5 === "kind") || (key5 === "command")) || (key5 === "argv")) || (key5 === "description")) || (key5 === "verdict")) || (key5 === "commands"))){
const err123 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data39.kind !== undefined){
let data40 = data39.kind;
if(!(((data40 === "command") || (data40 === "description")) || (data40 === "none"))){
const err124 = {instancePath:instancePath+"/phases/" + i1+"/gate/kind",schemaPath:"#/properties/phases/items/properties/gate/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gate.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data39.command !== undefined){
if(typeof data39.command !== "string"){
const err125 = {instancePath:instancePath+"/phases/" + i1+"/gate/command",schemaPath:"#/properties/phases/items/properties/gate/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
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
const err126 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv/" + i4,schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err127 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid9 = _errs123 === errors;
valid23 = valid23 || _valid9;
const _errs127 = errors;
if(data42 !== null){
const err128 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid9 = _errs127 === errors;
valid23 = valid23 || _valid9;
if(!valid23){
const err129 = {instancePath:instancePath+"/phases/" + i1+"/gate/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
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
const err130 = {instancePath:instancePath+"/phases/" + i1+"/gate/description",schemaPath:"#/properties/phases/items/properties/gate/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data39.verdict !== undefined){
let data45 = data39.verdict;
if(!((((data45 === "ok") || (data45 === "confirm")) || (data45 === "rejected")) || (data45 === "none"))){
const err131 = {instancePath:instancePath+"/phases/" + i1+"/gate/verdict",schemaPath:"#/properties/phases/items/properties/gate/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gate.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
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
const err132 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data47.argv === undefined){
const err133 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data47.verdict === undefined){
const err134 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
for(const key6 in data47){
if(!(((key6 === "command") || (key6 === "argv")) || (key6 === "verdict"))){
const err135 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data47.command !== undefined){
if(typeof data47.command !== "string"){
const err136 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/command",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
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
const err137 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv/" + i6,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err138 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid10 = _errs141 === errors;
valid29 = valid29 || _valid10;
const _errs145 = errors;
if(data49 !== null){
const err139 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
var _valid10 = _errs145 === errors;
valid29 = valid29 || _valid10;
if(!valid29){
const err140 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/argv",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
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
if(!(((data51 === "ok") || (data51 === "confirm")) || (data51 === "rejected"))){
const err141 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5+"/verdict",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.gate.properties.commands.items.properties.verdict.enum},message:"must be equal to one of the allowed values"};
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
const err142 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands/" + i5,schemaPath:"#/properties/phases/items/properties/gate/properties/commands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
else {
const err143 = {instancePath:instancePath+"/phases/" + i1+"/gate/commands",schemaPath:"#/properties/phases/items/properties/gate/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err144 = {instancePath:instancePath+"/phases/" + i1+"/gate",schemaPath:"#/properties/phases/items/properties/gate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data16.maxRetries !== undefined){
let data52 = data16.maxRetries;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err145 = {instancePath:instancePath+"/phases/" + i1+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 0 || isNaN(data52)){
const err146 = {instancePath:instancePath+"/phases/" + i1+"/maxRetries",schemaPath:"#/properties/phases/items/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.timeoutSeconds !== undefined){
let data53 = data16.timeoutSeconds;
const _errs151 = errors;
let valid32 = false;
const _errs152 = errors;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err147 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 1 || isNaN(data53)){
const err148 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
var _valid11 = _errs152 === errors;
valid32 = valid32 || _valid11;
const _errs154 = errors;
if(data53 !== null){
const err149 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
var _valid11 = _errs154 === errors;
valid32 = valid32 || _valid11;
if(!valid32){
const err150 = {instancePath:instancePath+"/phases/" + i1+"/timeoutSeconds",schemaPath:"#/properties/phases/items/properties/timeoutSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
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
const err151 = {instancePath:instancePath+"/phases/" + i1+"/files/" + i7,schemaPath:"#/properties/phases/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err152 = {instancePath:instancePath+"/phases/" + i1+"/files",schemaPath:"#/properties/phases/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
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
const err153 = {instancePath:instancePath+"/phases/" + i1+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid12 = _errs162 === errors;
valid35 = valid35 || _valid12;
const _errs164 = errors;
if(data56 !== null){
const err154 = {instancePath:instancePath+"/phases/" + i1+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var _valid12 = _errs164 === errors;
valid35 = valid35 || _valid12;
if(!valid35){
const err155 = {instancePath:instancePath+"/phases/" + i1+"/onReject",schemaPath:"#/properties/phases/items/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
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
const err156 = {instancePath:instancePath+"/phases/" + i1+"/escalate",schemaPath:"#/properties/phases/items/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data16.spawns !== undefined){
let data58 = data16.spawns;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.best === undefined){
const err157 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/required",keyword:"required",params:{missingProperty: "best"},message:"must have required property '"+"best"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data58.worst === undefined){
const err158 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/required",keyword:"required",params:{missingProperty: "worst"},message:"must have required property '"+"worst"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
for(const key7 in data58){
if(!((key7 === "best") || (key7 === "worst"))){
const err159 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data58.best !== undefined){
let data59 = data58.best;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err160 = {instancePath:instancePath+"/phases/" + i1+"/spawns/best",schemaPath:"#/properties/phases/items/properties/spawns/properties/best/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err161 = {instancePath:instancePath+"/phases/" + i1+"/spawns/best",schemaPath:"#/properties/phases/items/properties/spawns/properties/best/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
if(data58.worst !== undefined){
let data60 = data58.worst;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err162 = {instancePath:instancePath+"/phases/" + i1+"/spawns/worst",schemaPath:"#/properties/phases/items/properties/spawns/properties/worst/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 0 || isNaN(data60)){
const err163 = {instancePath:instancePath+"/phases/" + i1+"/spawns/worst",schemaPath:"#/properties/phases/items/properties/spawns/properties/worst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err164 = {instancePath:instancePath+"/phases/" + i1+"/spawns",schemaPath:"#/properties/phases/items/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data16.checkpointGates !== undefined){
let data61 = data16.checkpointGates;
if(Array.isArray(data61)){
const len8 = data61.length;
for(let i8=0; i8<len8; i8++){
let data62 = data61[i8];
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.phase === undefined){
const err165 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8,schemaPath:"#/properties/phases/items/properties/checkpointGates/items/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data62.command === undefined){
const err166 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8,schemaPath:"#/properties/phases/items/properties/checkpointGates/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data62.argv === undefined){
const err167 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8,schemaPath:"#/properties/phases/items/properties/checkpointGates/items/required",keyword:"required",params:{missingProperty: "argv"},message:"must have required property '"+"argv"+"'"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(data62.shellGate === undefined){
const err168 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8,schemaPath:"#/properties/phases/items/properties/checkpointGates/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
for(const key8 in data62){
if(!((((key8 === "phase") || (key8 === "command")) || (key8 === "argv")) || (key8 === "shellGate"))){
const err169 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8,schemaPath:"#/properties/phases/items/properties/checkpointGates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data62.phase !== undefined){
if(typeof data62.phase !== "string"){
const err170 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8+"/phase",schemaPath:"#/properties/phases/items/properties/checkpointGates/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data62.command !== undefined){
if(typeof data62.command !== "string"){
const err171 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8+"/command",schemaPath:"#/properties/phases/items/properties/checkpointGates/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data62.argv !== undefined){
let data65 = data62.argv;
const _errs185 = errors;
let valid40 = false;
const _errs186 = errors;
if(Array.isArray(data65)){
const len9 = data65.length;
for(let i9=0; i9<len9; i9++){
if(typeof data65[i9] !== "string"){
const err172 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8+"/argv/" + i9,schemaPath:"#/properties/phases/items/properties/checkpointGates/items/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err173 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8+"/argv",schemaPath:"#/properties/phases/items/properties/checkpointGates/items/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
var _valid13 = _errs186 === errors;
valid40 = valid40 || _valid13;
const _errs190 = errors;
if(data65 !== null){
const err174 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8+"/argv",schemaPath:"#/properties/phases/items/properties/checkpointGates/items/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
var _valid13 = _errs190 === errors;
valid40 = valid40 || _valid13;
if(!valid40){
const err175 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8+"/argv",schemaPath:"#/properties/phases/items/properties/checkpointGates/items/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
else {
errors = _errs185;
if(vErrors !== null){
if(_errs185){
vErrors.length = _errs185;
}
else {
vErrors = null;
}
}
}
}
if(data62.shellGate !== undefined){
if(typeof data62.shellGate !== "boolean"){
const err176 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8+"/shellGate",schemaPath:"#/properties/phases/items/properties/checkpointGates/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
else {
const err177 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates/" + i8,schemaPath:"#/properties/phases/items/properties/checkpointGates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
else {
const err178 = {instancePath:instancePath+"/phases/" + i1+"/checkpointGates",schemaPath:"#/properties/phases/items/properties/checkpointGates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data16.tierUp !== undefined){
let data68 = data16.tierUp;
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.requested === undefined){
const err179 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/required",keyword:"required",params:{missingProperty: "requested"},message:"must have required property '"+"requested"+"'"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(data68.tier === undefined){
const err180 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(data68.id === undefined){
const err181 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data68.source === undefined){
const err182 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if(data68.fallback === undefined){
const err183 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/required",keyword:"required",params:{missingProperty: "fallback"},message:"must have required property '"+"fallback"+"'"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(data68.chain === undefined){
const err184 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
for(const key9 in data68){
if(!((((((key9 === "requested") || (key9 === "tier")) || (key9 === "id")) || (key9 === "source")) || (key9 === "fallback")) || (key9 === "chain"))){
const err185 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data68.requested !== undefined){
let data69 = data68.requested;
const _errs198 = errors;
let valid44 = false;
const _errs199 = errors;
if(typeof data69 !== "string"){
const err186 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/requested",schemaPath:"#/properties/phases/items/properties/tierUp/properties/requested/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
var _valid14 = _errs199 === errors;
valid44 = valid44 || _valid14;
const _errs201 = errors;
if(data69 !== null){
const err187 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/requested",schemaPath:"#/properties/phases/items/properties/tierUp/properties/requested/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
var _valid14 = _errs201 === errors;
valid44 = valid44 || _valid14;
if(!valid44){
const err188 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/requested",schemaPath:"#/properties/phases/items/properties/tierUp/properties/requested/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
else {
errors = _errs198;
if(vErrors !== null){
if(_errs198){
vErrors.length = _errs198;
}
else {
vErrors = null;
}
}
}
}
if(data68.tier !== undefined){
let data70 = data68.tier;
const _errs204 = errors;
let valid45 = false;
const _errs205 = errors;
if(typeof data70 !== "string"){
const err189 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/tier",schemaPath:"#/properties/phases/items/properties/tierUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
var _valid15 = _errs205 === errors;
valid45 = valid45 || _valid15;
const _errs207 = errors;
if(data70 !== null){
const err190 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/tier",schemaPath:"#/properties/phases/items/properties/tierUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
var _valid15 = _errs207 === errors;
valid45 = valid45 || _valid15;
if(!valid45){
const err191 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/tier",schemaPath:"#/properties/phases/items/properties/tierUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
else {
errors = _errs204;
if(vErrors !== null){
if(_errs204){
vErrors.length = _errs204;
}
else {
vErrors = null;
}
}
}
}
if(data68.id !== undefined){
let data71 = data68.id;
const _errs210 = errors;
let valid46 = false;
const _errs211 = errors;
if(typeof data71 !== "string"){
const err192 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/id",schemaPath:"#/properties/phases/items/properties/tierUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
var _valid16 = _errs211 === errors;
valid46 = valid46 || _valid16;
const _errs213 = errors;
if(data71 !== null){
const err193 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/id",schemaPath:"#/properties/phases/items/properties/tierUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
var _valid16 = _errs213 === errors;
valid46 = valid46 || _valid16;
if(!valid46){
const err194 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/id",schemaPath:"#/properties/phases/items/properties/tierUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
else {
errors = _errs210;
if(vErrors !== null){
if(_errs210){
vErrors.length = _errs210;
}
else {
vErrors = null;
}
}
}
}
if(data68.source !== undefined){
let data72 = data68.source;
if(!(((((data72 === "explicit-id") || (data72 === "openclaw-alias")) || (data72 === "prd-models")) || (data72 === "agent-default")) || (data72 === "none"))){
const err195 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/source",schemaPath:"#/properties/phases/items/properties/tierUp/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.tierUp.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
if(data68.fallback !== undefined){
if(typeof data68.fallback !== "boolean"){
const err196 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/fallback",schemaPath:"#/properties/phases/items/properties/tierUp/properties/fallback/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data68.chain !== undefined){
let data74 = data68.chain;
if(Array.isArray(data74)){
const len10 = data74.length;
for(let i10=0; i10<len10; i10++){
let data75 = data74[i10];
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.tier === undefined){
const err197 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10,schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(data75.source === undefined){
const err198 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10,schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(data75.id === undefined){
const err199 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10,schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if(data75.ok === undefined){
const err200 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10,schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/required",keyword:"required",params:{missingProperty: "ok"},message:"must have required property '"+"ok"+"'"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
for(const key10 in data75){
if(!((((key10 === "tier") || (key10 === "source")) || (key10 === "id")) || (key10 === "ok"))){
const err201 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10,schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
if(data75.tier !== undefined){
let data76 = data75.tier;
const _errs224 = errors;
let valid50 = false;
const _errs225 = errors;
if(typeof data76 !== "string"){
const err202 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/tier",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
var _valid17 = _errs225 === errors;
valid50 = valid50 || _valid17;
const _errs227 = errors;
if(data76 !== null){
const err203 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/tier",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
var _valid17 = _errs227 === errors;
valid50 = valid50 || _valid17;
if(!valid50){
const err204 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/tier",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
else {
errors = _errs224;
if(vErrors !== null){
if(_errs224){
vErrors.length = _errs224;
}
else {
vErrors = null;
}
}
}
}
if(data75.source !== undefined){
let data77 = data75.source;
if(!(((((data77 === "explicit-id") || (data77 === "openclaw-alias")) || (data77 === "prd-models")) || (data77 === "agent-default")) || (data77 === "none"))){
const err205 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/source",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.tierUp.properties.chain.items.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
if(data75.id !== undefined){
let data78 = data75.id;
const _errs231 = errors;
let valid51 = false;
const _errs232 = errors;
if(typeof data78 !== "string"){
const err206 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/id",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
var _valid18 = _errs232 === errors;
valid51 = valid51 || _valid18;
const _errs234 = errors;
if(data78 !== null){
const err207 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/id",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
var _valid18 = _errs234 === errors;
valid51 = valid51 || _valid18;
if(!valid51){
const err208 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/id",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
else {
errors = _errs231;
if(vErrors !== null){
if(_errs231){
vErrors.length = _errs231;
}
else {
vErrors = null;
}
}
}
}
if(data75.ok !== undefined){
if(typeof data75.ok !== "boolean"){
const err209 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10+"/ok",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/properties/ok/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain/" + i10,schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/phases/" + i1+"/tierUp/chain",schemaPath:"#/properties/phases/items/properties/tierUp/properties/chain/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
else {
const err212 = {instancePath:instancePath+"/phases/" + i1+"/tierUp",schemaPath:"#/properties/phases/items/properties/tierUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data16.fix !== undefined){
let data80 = data16.fix;
const _errs239 = errors;
let valid52 = false;
const _errs240 = errors;
if(data80 && typeof data80 == "object" && !Array.isArray(data80)){
if(data80.phase === undefined){
const err213 = {instancePath:instancePath+"/phases/" + i1+"/fix",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(data80.model === undefined){
const err214 = {instancePath:instancePath+"/phases/" + i1+"/fix",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
for(const key11 in data80){
if(!((key11 === "phase") || (key11 === "model"))){
const err215 = {instancePath:instancePath+"/phases/" + i1+"/fix",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data80.phase !== undefined){
let data81 = data80.phase;
const _errs244 = errors;
let valid54 = false;
const _errs245 = errors;
if(typeof data81 !== "string"){
const err216 = {instancePath:instancePath+"/phases/" + i1+"/fix/phase",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/phase/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
var _valid20 = _errs245 === errors;
valid54 = valid54 || _valid20;
const _errs247 = errors;
if(data81 !== null){
const err217 = {instancePath:instancePath+"/phases/" + i1+"/fix/phase",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/phase/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
var _valid20 = _errs247 === errors;
valid54 = valid54 || _valid20;
if(!valid54){
const err218 = {instancePath:instancePath+"/phases/" + i1+"/fix/phase",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/phase/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
else {
errors = _errs244;
if(vErrors !== null){
if(_errs244){
vErrors.length = _errs244;
}
else {
vErrors = null;
}
}
}
}
if(data80.model !== undefined){
let data82 = data80.model;
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
if(data82.requested === undefined){
const err219 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/required",keyword:"required",params:{missingProperty: "requested"},message:"must have required property '"+"requested"+"'"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(data82.tier === undefined){
const err220 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(data82.id === undefined){
const err221 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(data82.source === undefined){
const err222 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
if(data82.fallback === undefined){
const err223 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/required",keyword:"required",params:{missingProperty: "fallback"},message:"must have required property '"+"fallback"+"'"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(data82.chain === undefined){
const err224 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
for(const key12 in data82){
if(!((((((key12 === "requested") || (key12 === "tier")) || (key12 === "id")) || (key12 === "source")) || (key12 === "fallback")) || (key12 === "chain"))){
const err225 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data82.requested !== undefined){
let data83 = data82.requested;
const _errs253 = errors;
let valid56 = false;
const _errs254 = errors;
if(typeof data83 !== "string"){
const err226 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/requested",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/requested/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
var _valid21 = _errs254 === errors;
valid56 = valid56 || _valid21;
const _errs256 = errors;
if(data83 !== null){
const err227 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/requested",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/requested/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
var _valid21 = _errs256 === errors;
valid56 = valid56 || _valid21;
if(!valid56){
const err228 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/requested",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/requested/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
else {
errors = _errs253;
if(vErrors !== null){
if(_errs253){
vErrors.length = _errs253;
}
else {
vErrors = null;
}
}
}
}
if(data82.tier !== undefined){
let data84 = data82.tier;
const _errs259 = errors;
let valid57 = false;
const _errs260 = errors;
if(typeof data84 !== "string"){
const err229 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/tier",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
var _valid22 = _errs260 === errors;
valid57 = valid57 || _valid22;
const _errs262 = errors;
if(data84 !== null){
const err230 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/tier",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
var _valid22 = _errs262 === errors;
valid57 = valid57 || _valid22;
if(!valid57){
const err231 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/tier",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
else {
errors = _errs259;
if(vErrors !== null){
if(_errs259){
vErrors.length = _errs259;
}
else {
vErrors = null;
}
}
}
}
if(data82.id !== undefined){
let data85 = data82.id;
const _errs265 = errors;
let valid58 = false;
const _errs266 = errors;
if(typeof data85 !== "string"){
const err232 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/id",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
var _valid23 = _errs266 === errors;
valid58 = valid58 || _valid23;
const _errs268 = errors;
if(data85 !== null){
const err233 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/id",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid23 = _errs268 === errors;
valid58 = valid58 || _valid23;
if(!valid58){
const err234 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/id",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
else {
errors = _errs265;
if(vErrors !== null){
if(_errs265){
vErrors.length = _errs265;
}
else {
vErrors = null;
}
}
}
}
if(data82.source !== undefined){
let data86 = data82.source;
if(!(((((data86 === "explicit-id") || (data86 === "openclaw-alias")) || (data86 === "prd-models")) || (data86 === "agent-default")) || (data86 === "none"))){
const err235 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/source",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.fix.anyOf[0].properties.model.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data82.fallback !== undefined){
if(typeof data82.fallback !== "boolean"){
const err236 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/fallback",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/fallback/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data82.chain !== undefined){
let data88 = data82.chain;
if(Array.isArray(data88)){
const len11 = data88.length;
for(let i11=0; i11<len11; i11++){
let data89 = data88[i11];
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.tier === undefined){
const err237 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11,schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(data89.source === undefined){
const err238 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11,schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if(data89.id === undefined){
const err239 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11,schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if(data89.ok === undefined){
const err240 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11,schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/required",keyword:"required",params:{missingProperty: "ok"},message:"must have required property '"+"ok"+"'"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
for(const key13 in data89){
if(!((((key13 === "tier") || (key13 === "source")) || (key13 === "id")) || (key13 === "ok"))){
const err241 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11,schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data89.tier !== undefined){
let data90 = data89.tier;
const _errs279 = errors;
let valid62 = false;
const _errs280 = errors;
if(typeof data90 !== "string"){
const err242 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/tier",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
var _valid24 = _errs280 === errors;
valid62 = valid62 || _valid24;
const _errs282 = errors;
if(data90 !== null){
const err243 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/tier",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid24 = _errs282 === errors;
valid62 = valid62 || _valid24;
if(!valid62){
const err244 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/tier",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
else {
errors = _errs279;
if(vErrors !== null){
if(_errs279){
vErrors.length = _errs279;
}
else {
vErrors = null;
}
}
}
}
if(data89.source !== undefined){
let data91 = data89.source;
if(!(((((data91 === "explicit-id") || (data91 === "openclaw-alias")) || (data91 === "prd-models")) || (data91 === "agent-default")) || (data91 === "none"))){
const err245 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/source",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.phases.items.properties.fix.anyOf[0].properties.model.properties.chain.items.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data89.id !== undefined){
let data92 = data89.id;
const _errs286 = errors;
let valid63 = false;
const _errs287 = errors;
if(typeof data92 !== "string"){
const err246 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/id",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
var _valid25 = _errs287 === errors;
valid63 = valid63 || _valid25;
const _errs289 = errors;
if(data92 !== null){
const err247 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/id",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
var _valid25 = _errs289 === errors;
valid63 = valid63 || _valid25;
if(!valid63){
const err248 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/id",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
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
if(data89.ok !== undefined){
if(typeof data89.ok !== "boolean"){
const err249 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11+"/ok",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/properties/ok/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
else {
const err250 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain/" + i11,schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
}
else {
const err251 = {instancePath:instancePath+"/phases/" + i1+"/fix/model/chain",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/properties/chain/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
}
else {
const err252 = {instancePath:instancePath+"/phases/" + i1+"/fix/model",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
else {
const err253 = {instancePath:instancePath+"/phases/" + i1+"/fix",schemaPath:"#/properties/phases/items/properties/fix/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid19 = _errs240 === errors;
valid52 = valid52 || _valid19;
const _errs293 = errors;
if(data80 !== null){
const err254 = {instancePath:instancePath+"/phases/" + i1+"/fix",schemaPath:"#/properties/phases/items/properties/fix/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
var _valid19 = _errs293 === errors;
valid52 = valid52 || _valid19;
if(!valid52){
const err255 = {instancePath:instancePath+"/phases/" + i1+"/fix",schemaPath:"#/properties/phases/items/properties/fix/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
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
}
else {
const err256 = {instancePath:instancePath+"/phases/" + i1,schemaPath:"#/properties/phases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
}
else {
const err257 = {instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data.waves !== undefined){
let data94 = data.waves;
if(Array.isArray(data94)){
const len12 = data94.length;
for(let i12=0; i12<len12; i12++){
let data95 = data94[i12];
if(Array.isArray(data95)){
const len13 = data95.length;
for(let i13=0; i13<len13; i13++){
if(typeof data95[i13] !== "string"){
const err258 = {instancePath:instancePath+"/waves/" + i12+"/" + i13,schemaPath:"#/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
}
else {
const err259 = {instancePath:instancePath+"/waves/" + i12,schemaPath:"#/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err260 = {instancePath:instancePath+"/waves",schemaPath:"#/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
if(data.dispatch !== undefined){
let data97 = data.dispatch;
if(data97 && typeof data97 == "object" && !Array.isArray(data97)){
if(data97.order === undefined){
const err261 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
if(data97.criticalPath === undefined){
const err262 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/required",keyword:"required",params:{missingProperty: "criticalPath"},message:"must have required property '"+"criticalPath"+"'"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(data97.criticalLength === undefined){
const err263 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/required",keyword:"required",params:{missingProperty: "criticalLength"},message:"must have required property '"+"criticalLength"+"'"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(data97.makespan === undefined){
const err264 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/required",keyword:"required",params:{missingProperty: "makespan"},message:"must have required property '"+"makespan"+"'"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
for(const key14 in data97){
if(!((((key14 === "order") || (key14 === "criticalPath")) || (key14 === "criticalLength")) || (key14 === "makespan"))){
const err265 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data97.order !== undefined){
let data98 = data97.order;
if(Array.isArray(data98)){
const len14 = data98.length;
for(let i14=0; i14<len14; i14++){
if(typeof data98[i14] !== "string"){
const err266 = {instancePath:instancePath+"/dispatch/order/" + i14,schemaPath:"#/properties/dispatch/properties/order/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
else {
const err267 = {instancePath:instancePath+"/dispatch/order",schemaPath:"#/properties/dispatch/properties/order/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data97.criticalPath !== undefined){
let data100 = data97.criticalPath;
if(Array.isArray(data100)){
const len15 = data100.length;
for(let i15=0; i15<len15; i15++){
if(typeof data100[i15] !== "string"){
const err268 = {instancePath:instancePath+"/dispatch/criticalPath/" + i15,schemaPath:"#/properties/dispatch/properties/criticalPath/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
else {
const err269 = {instancePath:instancePath+"/dispatch/criticalPath",schemaPath:"#/properties/dispatch/properties/criticalPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data97.criticalLength !== undefined){
let data102 = data97.criticalLength;
if(!(((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102))) && (isFinite(data102)))){
const err270 = {instancePath:instancePath+"/dispatch/criticalLength",schemaPath:"#/properties/dispatch/properties/criticalLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 < 0 || isNaN(data102)){
const err271 = {instancePath:instancePath+"/dispatch/criticalLength",schemaPath:"#/properties/dispatch/properties/criticalLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data97.makespan !== undefined){
let data103 = data97.makespan;
if(!(((typeof data103 == "number") && (!(data103 % 1) && !isNaN(data103))) && (isFinite(data103)))){
const err272 = {instancePath:instancePath+"/dispatch/makespan",schemaPath:"#/properties/dispatch/properties/makespan/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if((typeof data103 == "number") && (isFinite(data103))){
if(data103 < 0 || isNaN(data103)){
const err273 = {instancePath:instancePath+"/dispatch/makespan",schemaPath:"#/properties/dispatch/properties/makespan/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err274 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data.horizon !== undefined){
let data104 = data.horizon;
if(data104 && typeof data104 == "object" && !Array.isArray(data104)){
if(data104.steps === undefined){
const err275 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if(data104.mode === undefined){
const err276 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
if(data104.inserted === undefined){
const err277 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/required",keyword:"required",params:{missingProperty: "inserted"},message:"must have required property '"+"inserted"+"'"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
for(const key15 in data104){
if(!(((key15 === "steps") || (key15 === "mode")) || (key15 === "inserted"))){
const err278 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data104.steps !== undefined){
let data105 = data104.steps;
if(!(((typeof data105 == "number") && (!(data105 % 1) && !isNaN(data105))) && (isFinite(data105)))){
const err279 = {instancePath:instancePath+"/horizon/steps",schemaPath:"#/properties/horizon/properties/steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if((typeof data105 == "number") && (isFinite(data105))){
if(data105 < 0 || isNaN(data105)){
const err280 = {instancePath:instancePath+"/horizon/steps",schemaPath:"#/properties/horizon/properties/steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
}
if(data104.mode !== undefined){
let data106 = data104.mode;
if(!(((data106 === "direct") || (data106 === "checkpoint")) || (data106 === "decompose"))){
const err281 = {instancePath:instancePath+"/horizon/mode",schemaPath:"#/properties/horizon/properties/mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.horizon.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data104.inserted !== undefined){
let data107 = data104.inserted;
if(Array.isArray(data107)){
const len16 = data107.length;
for(let i16=0; i16<len16; i16++){
if(typeof data107[i16] !== "string"){
const err282 = {instancePath:instancePath+"/horizon/inserted/" + i16,schemaPath:"#/properties/horizon/properties/inserted/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
}
else {
const err283 = {instancePath:instancePath+"/horizon/inserted",schemaPath:"#/properties/horizon/properties/inserted/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
}
else {
const err284 = {instancePath:instancePath+"/horizon",schemaPath:"#/properties/horizon/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data.spawns !== undefined){
let data109 = data.spawns;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.best === undefined){
const err285 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "best"},message:"must have required property '"+"best"+"'"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
if(data109.worst === undefined){
const err286 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "worst"},message:"must have required property '"+"worst"+"'"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
if(data109.limit === undefined){
const err287 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
for(const key16 in data109){
if(!(((key16 === "best") || (key16 === "worst")) || (key16 === "limit"))){
const err288 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data109.best !== undefined){
let data110 = data109.best;
if(!(((typeof data110 == "number") && (!(data110 % 1) && !isNaN(data110))) && (isFinite(data110)))){
const err289 = {instancePath:instancePath+"/spawns/best",schemaPath:"#/properties/spawns/properties/best/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
if((typeof data110 == "number") && (isFinite(data110))){
if(data110 < 0 || isNaN(data110)){
const err290 = {instancePath:instancePath+"/spawns/best",schemaPath:"#/properties/spawns/properties/best/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data109.worst !== undefined){
let data111 = data109.worst;
if(!(((typeof data111 == "number") && (!(data111 % 1) && !isNaN(data111))) && (isFinite(data111)))){
const err291 = {instancePath:instancePath+"/spawns/worst",schemaPath:"#/properties/spawns/properties/worst/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 < 0 || isNaN(data111)){
const err292 = {instancePath:instancePath+"/spawns/worst",schemaPath:"#/properties/spawns/properties/worst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data109.limit !== undefined){
let data112 = data109.limit;
if(!(((typeof data112 == "number") && (!(data112 % 1) && !isNaN(data112))) && (isFinite(data112)))){
const err293 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
if((typeof data112 == "number") && (isFinite(data112))){
if(data112 < 0 || isNaN(data112)){
const err294 = {instancePath:instancePath+"/spawns/limit",schemaPath:"#/properties/spawns/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err295 = {instancePath:instancePath+"/spawns",schemaPath:"#/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data.writes !== undefined){
let data113 = data.writes;
if(Array.isArray(data113)){
const len17 = data113.length;
for(let i17=0; i17<len17; i17++){
if(typeof data113[i17] !== "string"){
const err296 = {instancePath:instancePath+"/writes/" + i17,schemaPath:"#/properties/writes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
}
else {
const err297 = {instancePath:instancePath+"/writes",schemaPath:"#/properties/writes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data.confirmGates !== undefined){
let data115 = data.confirmGates;
if(Array.isArray(data115)){
const len18 = data115.length;
for(let i18=0; i18<len18; i18++){
let data116 = data115[i18];
if(data116 && typeof data116 == "object" && !Array.isArray(data116)){
if(data116.phase === undefined){
const err298 = {instancePath:instancePath+"/confirmGates/" + i18,schemaPath:"#/properties/confirmGates/items/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
if(data116.command === undefined){
const err299 = {instancePath:instancePath+"/confirmGates/" + i18,schemaPath:"#/properties/confirmGates/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
if(data116.runs === undefined){
const err300 = {instancePath:instancePath+"/confirmGates/" + i18,schemaPath:"#/properties/confirmGates/items/required",keyword:"required",params:{missingProperty: "runs"},message:"must have required property '"+"runs"+"'"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
if(data116.shellGate === undefined){
const err301 = {instancePath:instancePath+"/confirmGates/" + i18,schemaPath:"#/properties/confirmGates/items/required",keyword:"required",params:{missingProperty: "shellGate"},message:"must have required property '"+"shellGate"+"'"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
for(const key17 in data116){
if(!((((key17 === "phase") || (key17 === "command")) || (key17 === "runs")) || (key17 === "shellGate"))){
const err302 = {instancePath:instancePath+"/confirmGates/" + i18,schemaPath:"#/properties/confirmGates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
if(data116.phase !== undefined){
if(typeof data116.phase !== "string"){
const err303 = {instancePath:instancePath+"/confirmGates/" + i18+"/phase",schemaPath:"#/properties/confirmGates/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data116.command !== undefined){
if(typeof data116.command !== "string"){
const err304 = {instancePath:instancePath+"/confirmGates/" + i18+"/command",schemaPath:"#/properties/confirmGates/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
if(data116.runs !== undefined){
if(typeof data116.runs !== "string"){
const err305 = {instancePath:instancePath+"/confirmGates/" + i18+"/runs",schemaPath:"#/properties/confirmGates/items/properties/runs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data116.shellGate !== undefined){
if(typeof data116.shellGate !== "boolean"){
const err306 = {instancePath:instancePath+"/confirmGates/" + i18+"/shellGate",schemaPath:"#/properties/confirmGates/items/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
}
else {
const err307 = {instancePath:instancePath+"/confirmGates/" + i18,schemaPath:"#/properties/confirmGates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
}
else {
const err308 = {instancePath:instancePath+"/confirmGates",schemaPath:"#/properties/confirmGates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
if(data.baselineGates !== undefined){
let data121 = data.baselineGates;
if(Array.isArray(data121)){
const len19 = data121.length;
for(let i19=0; i19<len19; i19++){
let data122 = data121[i19];
if(data122 && typeof data122 == "object" && !Array.isArray(data122)){
if(data122.phase === undefined){
const err309 = {instancePath:instancePath+"/baselineGates/" + i19,schemaPath:"#/properties/baselineGates/items/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
if(data122.command === undefined){
const err310 = {instancePath:instancePath+"/baselineGates/" + i19,schemaPath:"#/properties/baselineGates/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
for(const key18 in data122){
if(!((key18 === "phase") || (key18 === "command"))){
const err311 = {instancePath:instancePath+"/baselineGates/" + i19,schemaPath:"#/properties/baselineGates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data122.phase !== undefined){
if(typeof data122.phase !== "string"){
const err312 = {instancePath:instancePath+"/baselineGates/" + i19+"/phase",schemaPath:"#/properties/baselineGates/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
if(data122.command !== undefined){
if(typeof data122.command !== "string"){
const err313 = {instancePath:instancePath+"/baselineGates/" + i19+"/command",schemaPath:"#/properties/baselineGates/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err314 = {instancePath:instancePath+"/baselineGates/" + i19,schemaPath:"#/properties/baselineGates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
}
else {
const err315 = {instancePath:instancePath+"/baselineGates",schemaPath:"#/properties/baselineGates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
if(data.modelConfig !== undefined){
let data125 = data.modelConfig;
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
if(data125.path === undefined){
const err316 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
if(data125.found === undefined){
const err317 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/required",keyword:"required",params:{missingProperty: "found"},message:"must have required property '"+"found"+"'"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
for(const key19 in data125){
if(!((key19 === "path") || (key19 === "found"))){
const err318 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data125.path !== undefined){
let data126 = data125.path;
const _errs365 = errors;
let valid86 = false;
const _errs366 = errors;
if(typeof data126 !== "string"){
const err319 = {instancePath:instancePath+"/modelConfig/path",schemaPath:"#/properties/modelConfig/properties/path/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
var _valid26 = _errs366 === errors;
valid86 = valid86 || _valid26;
const _errs368 = errors;
if(data126 !== null){
const err320 = {instancePath:instancePath+"/modelConfig/path",schemaPath:"#/properties/modelConfig/properties/path/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
var _valid26 = _errs368 === errors;
valid86 = valid86 || _valid26;
if(!valid86){
const err321 = {instancePath:instancePath+"/modelConfig/path",schemaPath:"#/properties/modelConfig/properties/path/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
else {
errors = _errs365;
if(vErrors !== null){
if(_errs365){
vErrors.length = _errs365;
}
else {
vErrors = null;
}
}
}
}
if(data125.found !== undefined){
if(typeof data125.found !== "boolean"){
const err322 = {instancePath:instancePath+"/modelConfig/found",schemaPath:"#/properties/modelConfig/properties/found/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
}
else {
const err323 = {instancePath:instancePath+"/modelConfig",schemaPath:"#/properties/modelConfig/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
if(data.execApprovals !== undefined){
let data128 = data.execApprovals;
if(data128 && typeof data128 == "object" && !Array.isArray(data128)){
if(data128.origin === undefined){
const err324 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(data128.restrictions === undefined){
const err325 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/required",keyword:"required",params:{missingProperty: "restrictions"},message:"must have required property '"+"restrictions"+"'"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(data128.allowlistEntry === undefined){
const err326 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/required",keyword:"required",params:{missingProperty: "allowlistEntry"},message:"must have required property '"+"allowlistEntry"+"'"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(data128.scriptCommand === undefined){
const err327 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/required",keyword:"required",params:{missingProperty: "scriptCommand"},message:"must have required property '"+"scriptCommand"+"'"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(data128.gatesNeedFullMode === undefined){
const err328 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/required",keyword:"required",params:{missingProperty: "gatesNeedFullMode"},message:"must have required property '"+"gatesNeedFullMode"+"'"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
if(data128.fullAgents === undefined){
const err329 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/required",keyword:"required",params:{missingProperty: "fullAgents"},message:"must have required property '"+"fullAgents"+"'"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
for(const key20 in data128){
if(!((((((key20 === "origin") || (key20 === "restrictions")) || (key20 === "allowlistEntry")) || (key20 === "scriptCommand")) || (key20 === "gatesNeedFullMode")) || (key20 === "fullAgents"))){
const err330 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
if(data128.origin !== undefined){
let data129 = data128.origin;
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
if(data129.kind === undefined){
const err331 = {instancePath:instancePath+"/execApprovals/origin",schemaPath:"#/properties/execApprovals/properties/origin/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
if(data129.path === undefined){
const err332 = {instancePath:instancePath+"/execApprovals/origin",schemaPath:"#/properties/execApprovals/properties/origin/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
if(data129.reason === undefined){
const err333 = {instancePath:instancePath+"/execApprovals/origin",schemaPath:"#/properties/execApprovals/properties/origin/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
for(const key21 in data129){
if(!(((key21 === "kind") || (key21 === "path")) || (key21 === "reason"))){
const err334 = {instancePath:instancePath+"/execApprovals/origin",schemaPath:"#/properties/execApprovals/properties/origin/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data129.kind !== undefined){
let data130 = data129.kind;
if(!((((data130 === "state-db") || (data130 === "file")) || (data130 === "none")) || (data130 === "unreadable"))){
const err335 = {instancePath:instancePath+"/execApprovals/origin/kind",schemaPath:"#/properties/execApprovals/properties/origin/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.execApprovals.properties.origin.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data129.path !== undefined){
if(typeof data129.path !== "string"){
const err336 = {instancePath:instancePath+"/execApprovals/origin/path",schemaPath:"#/properties/execApprovals/properties/origin/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
if(data129.reason !== undefined){
let data132 = data129.reason;
const _errs382 = errors;
let valid89 = false;
const _errs383 = errors;
if(typeof data132 !== "string"){
const err337 = {instancePath:instancePath+"/execApprovals/origin/reason",schemaPath:"#/properties/execApprovals/properties/origin/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
var _valid27 = _errs383 === errors;
valid89 = valid89 || _valid27;
const _errs385 = errors;
if(data132 !== null){
const err338 = {instancePath:instancePath+"/execApprovals/origin/reason",schemaPath:"#/properties/execApprovals/properties/origin/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
var _valid27 = _errs385 === errors;
valid89 = valid89 || _valid27;
if(!valid89){
const err339 = {instancePath:instancePath+"/execApprovals/origin/reason",schemaPath:"#/properties/execApprovals/properties/origin/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
else {
errors = _errs382;
if(vErrors !== null){
if(_errs382){
vErrors.length = _errs382;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err340 = {instancePath:instancePath+"/execApprovals/origin",schemaPath:"#/properties/execApprovals/properties/origin/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
if(data128.restrictions !== undefined){
let data133 = data128.restrictions;
if(Array.isArray(data133)){
const len20 = data133.length;
for(let i20=0; i20<len20; i20++){
let data134 = data133[i20];
if(data134 && typeof data134 == "object" && !Array.isArray(data134)){
if(data134.source === undefined){
const err341 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20,schemaPath:"#/properties/execApprovals/properties/restrictions/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
if(data134.key === undefined){
const err342 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20,schemaPath:"#/properties/execApprovals/properties/restrictions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if(data134.mode === undefined){
const err343 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20,schemaPath:"#/properties/execApprovals/properties/restrictions/items/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
for(const key22 in data134){
if(!(((key22 === "source") || (key22 === "key")) || (key22 === "mode"))){
const err344 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20,schemaPath:"#/properties/execApprovals/properties/restrictions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data134.source !== undefined){
let data135 = data134.source;
if(!((data135 === "config") || (data135 === "approvals"))){
const err345 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20+"/source",schemaPath:"#/properties/execApprovals/properties/restrictions/items/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.execApprovals.properties.restrictions.items.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
if(data134.key !== undefined){
if(typeof data134.key !== "string"){
const err346 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20+"/key",schemaPath:"#/properties/execApprovals/properties/restrictions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
if(data134.mode !== undefined){
let data137 = data134.mode;
if(!((((data137 === "deny") || (data137 === "allowlist")) || (data137 === "ask")) || (data137 === "auto"))){
const err347 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20+"/mode",schemaPath:"#/properties/execApprovals/properties/restrictions/items/properties/mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.execApprovals.properties.restrictions.items.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
}
else {
const err348 = {instancePath:instancePath+"/execApprovals/restrictions/" + i20,schemaPath:"#/properties/execApprovals/properties/restrictions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err349 = {instancePath:instancePath+"/execApprovals/restrictions",schemaPath:"#/properties/execApprovals/properties/restrictions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
if(data128.allowlistEntry !== undefined){
let data138 = data128.allowlistEntry;
if(typeof data138 !== "string"){
const err350 = {instancePath:instancePath+"/execApprovals/allowlistEntry",schemaPath:"#/properties/execApprovals/properties/allowlistEntry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if("node" !== data138){
const err351 = {instancePath:instancePath+"/execApprovals/allowlistEntry",schemaPath:"#/properties/execApprovals/properties/allowlistEntry/const",keyword:"const",params:{allowedValue: "node"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
if(data128.scriptCommand !== undefined){
if(typeof data128.scriptCommand !== "string"){
const err352 = {instancePath:instancePath+"/execApprovals/scriptCommand",schemaPath:"#/properties/execApprovals/properties/scriptCommand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data128.gatesNeedFullMode !== undefined){
if(typeof data128.gatesNeedFullMode !== "boolean"){
const err353 = {instancePath:instancePath+"/execApprovals/gatesNeedFullMode",schemaPath:"#/properties/execApprovals/properties/gatesNeedFullMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
if(data128.fullAgents !== undefined){
let data141 = data128.fullAgents;
if(Array.isArray(data141)){
const len21 = data141.length;
for(let i21=0; i21<len21; i21++){
if(typeof data141[i21] !== "string"){
const err354 = {instancePath:instancePath+"/execApprovals/fullAgents/" + i21,schemaPath:"#/properties/execApprovals/properties/fullAgents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err355 = {instancePath:instancePath+"/execApprovals/fullAgents",schemaPath:"#/properties/execApprovals/properties/fullAgents/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err356 = {instancePath:instancePath+"/execApprovals",schemaPath:"#/properties/execApprovals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
if(data.costForecast !== undefined){
let data143 = data.costForecast;
if(data143 && typeof data143 == "object" && !Array.isArray(data143)){
if(data143.currency === undefined){
const err357 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if(data143.maxTokens === undefined){
const err358 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/required",keyword:"required",params:{missingProperty: "maxTokens"},message:"must have required property '"+"maxTokens"+"'"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
if(data143.maxCost === undefined){
const err359 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/required",keyword:"required",params:{missingProperty: "maxCost"},message:"must have required property '"+"maxCost"+"'"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if(data143.usageRead === undefined){
const err360 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/required",keyword:"required",params:{missingProperty: "usageRead"},message:"must have required property '"+"usageRead"+"'"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
if(data143.models === undefined){
const err361 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/required",keyword:"required",params:{missingProperty: "models"},message:"must have required property '"+"models"+"'"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
if(data143.maxTokensCostAtMost === undefined){
const err362 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/required",keyword:"required",params:{missingProperty: "maxTokensCostAtMost"},message:"must have required property '"+"maxTokensCostAtMost"+"'"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if(data143.maxCostTokensAtLeast === undefined){
const err363 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/required",keyword:"required",params:{missingProperty: "maxCostTokensAtLeast"},message:"must have required property '"+"maxCostTokensAtLeast"+"'"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
for(const key23 in data143){
if(!(((((((key23 === "currency") || (key23 === "maxTokens")) || (key23 === "maxCost")) || (key23 === "usageRead")) || (key23 === "models")) || (key23 === "maxTokensCostAtMost")) || (key23 === "maxCostTokensAtLeast"))){
const err364 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data143.currency !== undefined){
let data144 = data143.currency;
if(typeof data144 !== "string"){
const err365 = {instancePath:instancePath+"/costForecast/currency",schemaPath:"#/properties/costForecast/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
if("USD" !== data144){
const err366 = {instancePath:instancePath+"/costForecast/currency",schemaPath:"#/properties/costForecast/properties/currency/const",keyword:"const",params:{allowedValue: "USD"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
if(data143.maxTokens !== undefined){
let data145 = data143.maxTokens;
const _errs412 = errors;
let valid96 = false;
const _errs413 = errors;
if(!(((typeof data145 == "number") && (!(data145 % 1) && !isNaN(data145))) && (isFinite(data145)))){
const err367 = {instancePath:instancePath+"/costForecast/maxTokens",schemaPath:"#/properties/costForecast/properties/maxTokens/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
if((typeof data145 == "number") && (isFinite(data145))){
if(data145 < 1 || isNaN(data145)){
const err368 = {instancePath:instancePath+"/costForecast/maxTokens",schemaPath:"#/properties/costForecast/properties/maxTokens/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
var _valid28 = _errs413 === errors;
valid96 = valid96 || _valid28;
const _errs415 = errors;
if(data145 !== null){
const err369 = {instancePath:instancePath+"/costForecast/maxTokens",schemaPath:"#/properties/costForecast/properties/maxTokens/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
var _valid28 = _errs415 === errors;
valid96 = valid96 || _valid28;
if(!valid96){
const err370 = {instancePath:instancePath+"/costForecast/maxTokens",schemaPath:"#/properties/costForecast/properties/maxTokens/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
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
if(data143.maxCost !== undefined){
let data146 = data143.maxCost;
const _errs418 = errors;
let valid97 = false;
const _errs419 = errors;
if((typeof data146 == "number") && (isFinite(data146))){
if(data146 <= 0 || isNaN(data146)){
const err371 = {instancePath:instancePath+"/costForecast/maxCost",schemaPath:"#/properties/costForecast/properties/maxCost/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
else {
const err372 = {instancePath:instancePath+"/costForecast/maxCost",schemaPath:"#/properties/costForecast/properties/maxCost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid29 = _errs419 === errors;
valid97 = valid97 || _valid29;
const _errs421 = errors;
if(data146 !== null){
const err373 = {instancePath:instancePath+"/costForecast/maxCost",schemaPath:"#/properties/costForecast/properties/maxCost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
var _valid29 = _errs421 === errors;
valid97 = valid97 || _valid29;
if(!valid97){
const err374 = {instancePath:instancePath+"/costForecast/maxCost",schemaPath:"#/properties/costForecast/properties/maxCost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
else {
errors = _errs418;
if(vErrors !== null){
if(_errs418){
vErrors.length = _errs418;
}
else {
vErrors = null;
}
}
}
}
if(data143.usageRead !== undefined){
if(typeof data143.usageRead !== "boolean"){
const err375 = {instancePath:instancePath+"/costForecast/usageRead",schemaPath:"#/properties/costForecast/properties/usageRead/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
if(data143.models !== undefined){
let data148 = data143.models;
if(Array.isArray(data148)){
const len22 = data148.length;
for(let i22=0; i22<len22; i22++){
let data149 = data148[i22];
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
if(data149.model === undefined){
const err376 = {instancePath:instancePath+"/costForecast/models/" + i22,schemaPath:"#/properties/costForecast/properties/models/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if(data149.spawns === undefined){
const err377 = {instancePath:instancePath+"/costForecast/models/" + i22,schemaPath:"#/properties/costForecast/properties/models/items/required",keyword:"required",params:{missingProperty: "spawns"},message:"must have required property '"+"spawns"+"'"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
if(data149.price === undefined){
const err378 = {instancePath:instancePath+"/costForecast/models/" + i22,schemaPath:"#/properties/costForecast/properties/models/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
for(const key24 in data149){
if(!(((key24 === "model") || (key24 === "spawns")) || (key24 === "price"))){
const err379 = {instancePath:instancePath+"/costForecast/models/" + i22,schemaPath:"#/properties/costForecast/properties/models/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
if(data149.model !== undefined){
let data150 = data149.model;
const _errs431 = errors;
let valid101 = false;
const _errs432 = errors;
if(typeof data150 !== "string"){
const err380 = {instancePath:instancePath+"/costForecast/models/" + i22+"/model",schemaPath:"#/properties/costForecast/properties/models/items/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
var _valid30 = _errs432 === errors;
valid101 = valid101 || _valid30;
const _errs434 = errors;
if(data150 !== null){
const err381 = {instancePath:instancePath+"/costForecast/models/" + i22+"/model",schemaPath:"#/properties/costForecast/properties/models/items/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
var _valid30 = _errs434 === errors;
valid101 = valid101 || _valid30;
if(!valid101){
const err382 = {instancePath:instancePath+"/costForecast/models/" + i22+"/model",schemaPath:"#/properties/costForecast/properties/models/items/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
else {
errors = _errs431;
if(vErrors !== null){
if(_errs431){
vErrors.length = _errs431;
}
else {
vErrors = null;
}
}
}
}
if(data149.spawns !== undefined){
let data151 = data149.spawns;
if(data151 && typeof data151 == "object" && !Array.isArray(data151)){
if(data151.best === undefined){
const err383 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/required",keyword:"required",params:{missingProperty: "best"},message:"must have required property '"+"best"+"'"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
if(data151.worst === undefined){
const err384 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/required",keyword:"required",params:{missingProperty: "worst"},message:"must have required property '"+"worst"+"'"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
for(const key25 in data151){
if(!((key25 === "best") || (key25 === "worst"))){
const err385 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data151.best !== undefined){
let data152 = data151.best;
if(!(((typeof data152 == "number") && (!(data152 % 1) && !isNaN(data152))) && (isFinite(data152)))){
const err386 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns/best",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/properties/best/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
if((typeof data152 == "number") && (isFinite(data152))){
if(data152 < 0 || isNaN(data152)){
const err387 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns/best",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/properties/best/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
}
if(data151.worst !== undefined){
let data153 = data151.worst;
if(!(((typeof data153 == "number") && (!(data153 % 1) && !isNaN(data153))) && (isFinite(data153)))){
const err388 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns/worst",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/properties/worst/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if((typeof data153 == "number") && (isFinite(data153))){
if(data153 < 0 || isNaN(data153)){
const err389 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns/worst",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/properties/worst/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err390 = {instancePath:instancePath+"/costForecast/models/" + i22+"/spawns",schemaPath:"#/properties/costForecast/properties/models/items/properties/spawns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data149.price !== undefined){
let data154 = data149.price;
const _errs444 = errors;
let valid103 = false;
const _errs445 = errors;
if(data154 && typeof data154 == "object" && !Array.isArray(data154)){
if(data154.input === undefined){
const err391 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if(data154.output === undefined){
const err392 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
if(data154.cacheRead === undefined){
const err393 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/required",keyword:"required",params:{missingProperty: "cacheRead"},message:"must have required property '"+"cacheRead"+"'"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
if(data154.cacheWrite === undefined){
const err394 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/required",keyword:"required",params:{missingProperty: "cacheWrite"},message:"must have required property '"+"cacheWrite"+"'"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
for(const key26 in data154){
if(!((((key26 === "input") || (key26 === "output")) || (key26 === "cacheRead")) || (key26 === "cacheWrite"))){
const err395 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
if(data154.input !== undefined){
let data155 = data154.input;
if((typeof data155 == "number") && (isFinite(data155))){
if(data155 < 0 || isNaN(data155)){
const err396 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/input",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
else {
const err397 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/input",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/input/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
if(data154.output !== undefined){
let data156 = data154.output;
if((typeof data156 == "number") && (isFinite(data156))){
if(data156 < 0 || isNaN(data156)){
const err398 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/output",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
else {
const err399 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/output",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/output/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
if(data154.cacheRead !== undefined){
let data157 = data154.cacheRead;
if((typeof data157 == "number") && (isFinite(data157))){
if(data157 < 0 || isNaN(data157)){
const err400 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/cacheRead",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/cacheRead/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
else {
const err401 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/cacheRead",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/cacheRead/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
if(data154.cacheWrite !== undefined){
let data158 = data154.cacheWrite;
if((typeof data158 == "number") && (isFinite(data158))){
if(data158 < 0 || isNaN(data158)){
const err402 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/cacheWrite",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/cacheWrite/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
else {
const err403 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price/cacheWrite",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/properties/cacheWrite/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
}
else {
const err404 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
var _valid31 = _errs445 === errors;
valid103 = valid103 || _valid31;
const _errs456 = errors;
if(data154 !== null){
const err405 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
var _valid31 = _errs456 === errors;
valid103 = valid103 || _valid31;
if(!valid103){
const err406 = {instancePath:instancePath+"/costForecast/models/" + i22+"/price",schemaPath:"#/properties/costForecast/properties/models/items/properties/price/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
else {
errors = _errs444;
if(vErrors !== null){
if(_errs444){
vErrors.length = _errs444;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err407 = {instancePath:instancePath+"/costForecast/models/" + i22,schemaPath:"#/properties/costForecast/properties/models/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
}
else {
const err408 = {instancePath:instancePath+"/costForecast/models",schemaPath:"#/properties/costForecast/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
if(data143.maxTokensCostAtMost !== undefined){
let data159 = data143.maxTokensCostAtMost;
const _errs459 = errors;
let valid105 = false;
const _errs460 = errors;
if((typeof data159 == "number") && (isFinite(data159))){
if(data159 < 0 || isNaN(data159)){
const err409 = {instancePath:instancePath+"/costForecast/maxTokensCostAtMost",schemaPath:"#/properties/costForecast/properties/maxTokensCostAtMost/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
else {
const err410 = {instancePath:instancePath+"/costForecast/maxTokensCostAtMost",schemaPath:"#/properties/costForecast/properties/maxTokensCostAtMost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
var _valid32 = _errs460 === errors;
valid105 = valid105 || _valid32;
const _errs462 = errors;
if(data159 !== null){
const err411 = {instancePath:instancePath+"/costForecast/maxTokensCostAtMost",schemaPath:"#/properties/costForecast/properties/maxTokensCostAtMost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
var _valid32 = _errs462 === errors;
valid105 = valid105 || _valid32;
if(!valid105){
const err412 = {instancePath:instancePath+"/costForecast/maxTokensCostAtMost",schemaPath:"#/properties/costForecast/properties/maxTokensCostAtMost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
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
if(data143.maxCostTokensAtLeast !== undefined){
let data160 = data143.maxCostTokensAtLeast;
const _errs465 = errors;
let valid106 = false;
const _errs466 = errors;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
const err413 = {instancePath:instancePath+"/costForecast/maxCostTokensAtLeast",schemaPath:"#/properties/costForecast/properties/maxCostTokensAtLeast/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 0 || isNaN(data160)){
const err414 = {instancePath:instancePath+"/costForecast/maxCostTokensAtLeast",schemaPath:"#/properties/costForecast/properties/maxCostTokensAtLeast/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
var _valid33 = _errs466 === errors;
valid106 = valid106 || _valid33;
const _errs468 = errors;
if(data160 !== null){
const err415 = {instancePath:instancePath+"/costForecast/maxCostTokensAtLeast",schemaPath:"#/properties/costForecast/properties/maxCostTokensAtLeast/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
var _valid33 = _errs468 === errors;
valid106 = valid106 || _valid33;
if(!valid106){
const err416 = {instancePath:instancePath+"/costForecast/maxCostTokensAtLeast",schemaPath:"#/properties/costForecast/properties/maxCostTokensAtLeast/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
else {
errors = _errs465;
if(vErrors !== null){
if(_errs465){
vErrors.length = _errs465;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err417 = {instancePath:instancePath+"/costForecast",schemaPath:"#/properties/costForecast/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err418 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
