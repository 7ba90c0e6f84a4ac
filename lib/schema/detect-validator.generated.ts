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

export const validateDetect: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/detect.schema.json","title":"detect","type":"object","required":["schemaVersion","cwd","languages","ecosystems","commands","layout","diagnostics","models"],"properties":{"schemaVersion":{"type":"number","const":1,"description":"Version of this JSON contract; bumped on breaking changes."},"cwd":{"type":"string"},"languages":{"type":"array","items":{"type":"string"}},"ecosystems":{"type":"array","items":{"type":"object","required":["name","manifest","packageManager","project"],"properties":{"name":{"enum":["node","python","go","rust","gradle","maven","make"]},"manifest":{"type":"string"},"packageManager":{"anyOf":[{"type":"string"},{"type":"null"}]},"project":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false}},"commands":{"type":"array","items":{"type":"object","required":["purpose","command","source","verdict"],"properties":{"purpose":{"enum":["build","test","lint","typecheck","format"]},"command":{"type":"string"},"source":{"type":"string"},"verdict":{"enum":["ok","confirm","rejected"]}},"additionalProperties":false}},"layout":{"type":"object","required":["sourceDirs","testDirs","topLevel"],"properties":{"sourceDirs":{"type":"array","items":{"type":"string"}},"testDirs":{"type":"array","items":{"type":"string"}},"topLevel":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"diagnostics":{"type":"array","items":{"type":"object","required":["severity","ruleId","message","line","column"],"properties":{"severity":{"enum":["error","warning","info"]},"ruleId":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"message":{"type":"string","minLength":1},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"phase":{"type":"string"}},"additionalProperties":false}},"models":{"type":"object","required":["configPath","found","defaultModel","subagentModel","aliases"],"properties":{"configPath":{"type":"string"},"found":{"type":"boolean"},"defaultModel":{"anyOf":[{"type":"string"},{"type":"null"}]},"subagentModel":{"anyOf":[{"type":"string"},{"type":"null"}]},"aliases":{"type":"object","patternProperties":{"^.*$":{"type":"string"}}}},"additionalProperties":false}},"additionalProperties":false};
const pattern4 = new RegExp("^[a-z][a-z0-9-]*$", "u");
const pattern5 = new RegExp("^.*$", "u");
const func1 = __ajvRuntime_ucs2length;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/detect.schema.json" */;
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
if(data.cwd === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cwd"},message:"must have required property '"+"cwd"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.languages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ecosystems === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ecosystems"},message:"must have required property '"+"ecosystems"+"'"};
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
if(data.layout === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layout"},message:"must have required property '"+"layout"+"'"};
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
if(data.models === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "models"},message:"must have required property '"+"models"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "schemaVersion") || (key0 === "cwd")) || (key0 === "languages")) || (key0 === "ecosystems")) || (key0 === "commands")) || (key0 === "layout")) || (key0 === "diagnostics")) || (key0 === "models"))){
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
if(data.cwd !== undefined){
if(typeof data.cwd !== "string"){
const err11 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.languages !== undefined){
let data2 = data.languages;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err12 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err13 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.ecosystems !== undefined){
let data4 = data.ecosystems;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err14 = {instancePath:instancePath+"/ecosystems/" + i1,schemaPath:"#/properties/ecosystems/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.manifest === undefined){
const err15 = {instancePath:instancePath+"/ecosystems/" + i1,schemaPath:"#/properties/ecosystems/items/required",keyword:"required",params:{missingProperty: "manifest"},message:"must have required property '"+"manifest"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.packageManager === undefined){
const err16 = {instancePath:instancePath+"/ecosystems/" + i1,schemaPath:"#/properties/ecosystems/items/required",keyword:"required",params:{missingProperty: "packageManager"},message:"must have required property '"+"packageManager"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.project === undefined){
const err17 = {instancePath:instancePath+"/ecosystems/" + i1,schemaPath:"#/properties/ecosystems/items/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data5){
if(!((((key1 === "name") || (key1 === "manifest")) || (key1 === "packageManager")) || (key1 === "project"))){
const err18 = {instancePath:instancePath+"/ecosystems/" + i1,schemaPath:"#/properties/ecosystems/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.name !== undefined){
let data6 = data5.name;
if(!(((((((data6 === "node") || (data6 === "python")) || (data6 === "go")) || (data6 === "rust")) || (data6 === "gradle")) || (data6 === "maven")) || (data6 === "make"))){
const err19 = {instancePath:instancePath+"/ecosystems/" + i1+"/name",schemaPath:"#/properties/ecosystems/items/properties/name/enum",keyword:"enum",params:{allowedValues: schema31.properties.ecosystems.items.properties.name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.manifest !== undefined){
if(typeof data5.manifest !== "string"){
const err20 = {instancePath:instancePath+"/ecosystems/" + i1+"/manifest",schemaPath:"#/properties/ecosystems/items/properties/manifest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.packageManager !== undefined){
let data8 = data5.packageManager;
const _errs19 = errors;
let valid6 = false;
const _errs20 = errors;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/ecosystems/" + i1+"/packageManager",schemaPath:"#/properties/ecosystems/items/properties/packageManager/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid6 = valid6 || _valid0;
const _errs22 = errors;
if(data8 !== null){
const err22 = {instancePath:instancePath+"/ecosystems/" + i1+"/packageManager",schemaPath:"#/properties/ecosystems/items/properties/packageManager/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err23 = {instancePath:instancePath+"/ecosystems/" + i1+"/packageManager",schemaPath:"#/properties/ecosystems/items/properties/packageManager/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data5.project !== undefined){
let data9 = data5.project;
const _errs25 = errors;
let valid7 = false;
const _errs26 = errors;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/ecosystems/" + i1+"/project",schemaPath:"#/properties/ecosystems/items/properties/project/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid7 = valid7 || _valid1;
const _errs28 = errors;
if(data9 !== null){
const err25 = {instancePath:instancePath+"/ecosystems/" + i1+"/project",schemaPath:"#/properties/ecosystems/items/properties/project/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err26 = {instancePath:instancePath+"/ecosystems/" + i1+"/project",schemaPath:"#/properties/ecosystems/items/properties/project/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/ecosystems/" + i1,schemaPath:"#/properties/ecosystems/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err28 = {instancePath:instancePath+"/ecosystems",schemaPath:"#/properties/ecosystems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.commands !== undefined){
let data10 = data.commands;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.purpose === undefined){
const err29 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.command === undefined){
const err30 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.source === undefined){
const err31 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.verdict === undefined){
const err32 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 in data11){
if(!((((key2 === "purpose") || (key2 === "command")) || (key2 === "source")) || (key2 === "verdict"))){
const err33 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.purpose !== undefined){
let data12 = data11.purpose;
if(!(((((data12 === "build") || (data12 === "test")) || (data12 === "lint")) || (data12 === "typecheck")) || (data12 === "format"))){
const err34 = {instancePath:instancePath+"/commands/" + i2+"/purpose",schemaPath:"#/properties/commands/items/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema31.properties.commands.items.properties.purpose.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.command !== undefined){
if(typeof data11.command !== "string"){
const err35 = {instancePath:instancePath+"/commands/" + i2+"/command",schemaPath:"#/properties/commands/items/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.source !== undefined){
if(typeof data11.source !== "string"){
const err36 = {instancePath:instancePath+"/commands/" + i2+"/source",schemaPath:"#/properties/commands/items/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data11.verdict !== undefined){
let data15 = data11.verdict;
if(!(((data15 === "ok") || (data15 === "confirm")) || (data15 === "rejected"))){
const err37 = {instancePath:instancePath+"/commands/" + i2+"/verdict",schemaPath:"#/properties/commands/items/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.commands.items.properties.verdict.enum},message:"must be equal to one of the allowed values"};
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
const err38 = {instancePath:instancePath+"/commands/" + i2,schemaPath:"#/properties/commands/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath:instancePath+"/commands",schemaPath:"#/properties/commands/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.layout !== undefined){
let data16 = data.layout;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.sourceDirs === undefined){
const err40 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/required",keyword:"required",params:{missingProperty: "sourceDirs"},message:"must have required property '"+"sourceDirs"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16.testDirs === undefined){
const err41 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/required",keyword:"required",params:{missingProperty: "testDirs"},message:"must have required property '"+"testDirs"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data16.topLevel === undefined){
const err42 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/required",keyword:"required",params:{missingProperty: "topLevel"},message:"must have required property '"+"topLevel"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key3 in data16){
if(!(((key3 === "sourceDirs") || (key3 === "testDirs")) || (key3 === "topLevel"))){
const err43 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data16.sourceDirs !== undefined){
let data17 = data16.sourceDirs;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
if(typeof data17[i3] !== "string"){
const err44 = {instancePath:instancePath+"/layout/sourceDirs/" + i3,schemaPath:"#/properties/layout/properties/sourceDirs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err45 = {instancePath:instancePath+"/layout/sourceDirs",schemaPath:"#/properties/layout/properties/sourceDirs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data16.testDirs !== undefined){
let data19 = data16.testDirs;
if(Array.isArray(data19)){
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
if(typeof data19[i4] !== "string"){
const err46 = {instancePath:instancePath+"/layout/testDirs/" + i4,schemaPath:"#/properties/layout/properties/testDirs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/layout/testDirs",schemaPath:"#/properties/layout/properties/testDirs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.topLevel !== undefined){
let data21 = data16.topLevel;
if(Array.isArray(data21)){
const len5 = data21.length;
for(let i5=0; i5<len5; i5++){
if(typeof data21[i5] !== "string"){
const err48 = {instancePath:instancePath+"/layout/topLevel/" + i5,schemaPath:"#/properties/layout/properties/topLevel/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err49 = {instancePath:instancePath+"/layout/topLevel",schemaPath:"#/properties/layout/properties/topLevel/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err50 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.diagnostics !== undefined){
let data23 = data.diagnostics;
if(Array.isArray(data23)){
const len6 = data23.length;
for(let i6=0; i6<len6; i6++){
let data24 = data23[i6];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.severity === undefined){
const err51 = {instancePath:instancePath+"/diagnostics/" + i6,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data24.ruleId === undefined){
const err52 = {instancePath:instancePath+"/diagnostics/" + i6,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "ruleId"},message:"must have required property '"+"ruleId"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data24.message === undefined){
const err53 = {instancePath:instancePath+"/diagnostics/" + i6,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data24.line === undefined){
const err54 = {instancePath:instancePath+"/diagnostics/" + i6,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data24.column === undefined){
const err55 = {instancePath:instancePath+"/diagnostics/" + i6,schemaPath:"#/properties/diagnostics/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key4 in data24){
if(!((((((key4 === "severity") || (key4 === "ruleId")) || (key4 === "message")) || (key4 === "line")) || (key4 === "column")) || (key4 === "phase"))){
const err56 = {instancePath:instancePath+"/diagnostics/" + i6,schemaPath:"#/properties/diagnostics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data24.severity !== undefined){
let data25 = data24.severity;
if(!(((data25 === "error") || (data25 === "warning")) || (data25 === "info"))){
const err57 = {instancePath:instancePath+"/diagnostics/" + i6+"/severity",schemaPath:"#/properties/diagnostics/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema31.properties.diagnostics.items.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data24.ruleId !== undefined){
let data26 = data24.ruleId;
if(typeof data26 === "string"){
if(!pattern4.test(data26)){
const err58 = {instancePath:instancePath+"/diagnostics/" + i6+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/diagnostics/" + i6+"/ruleId",schemaPath:"#/properties/diagnostics/items/properties/ruleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data24.message !== undefined){
let data27 = data24.message;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err60 = {instancePath:instancePath+"/diagnostics/" + i6+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/diagnostics/" + i6+"/message",schemaPath:"#/properties/diagnostics/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data24.line !== undefined){
let data28 = data24.line;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err62 = {instancePath:instancePath+"/diagnostics/" + i6+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 1 || isNaN(data28)){
const err63 = {instancePath:instancePath+"/diagnostics/" + i6+"/line",schemaPath:"#/properties/diagnostics/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data24.column !== undefined){
let data29 = data24.column;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err64 = {instancePath:instancePath+"/diagnostics/" + i6+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
const err65 = {instancePath:instancePath+"/diagnostics/" + i6+"/column",schemaPath:"#/properties/diagnostics/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data24.phase !== undefined){
if(typeof data24.phase !== "string"){
const err66 = {instancePath:instancePath+"/diagnostics/" + i6+"/phase",schemaPath:"#/properties/diagnostics/items/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err67 = {instancePath:instancePath+"/diagnostics/" + i6,schemaPath:"#/properties/diagnostics/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/diagnostics",schemaPath:"#/properties/diagnostics/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.models !== undefined){
let data31 = data.models;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.configPath === undefined){
const err69 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/required",keyword:"required",params:{missingProperty: "configPath"},message:"must have required property '"+"configPath"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data31.found === undefined){
const err70 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/required",keyword:"required",params:{missingProperty: "found"},message:"must have required property '"+"found"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data31.defaultModel === undefined){
const err71 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/required",keyword:"required",params:{missingProperty: "defaultModel"},message:"must have required property '"+"defaultModel"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data31.subagentModel === undefined){
const err72 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/required",keyword:"required",params:{missingProperty: "subagentModel"},message:"must have required property '"+"subagentModel"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data31.aliases === undefined){
const err73 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/required",keyword:"required",params:{missingProperty: "aliases"},message:"must have required property '"+"aliases"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
for(const key5 in data31){
if(!(((((key5 === "configPath") || (key5 === "found")) || (key5 === "defaultModel")) || (key5 === "subagentModel")) || (key5 === "aliases"))){
const err74 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data31.configPath !== undefined){
if(typeof data31.configPath !== "string"){
const err75 = {instancePath:instancePath+"/models/configPath",schemaPath:"#/properties/models/properties/configPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data31.found !== undefined){
if(typeof data31.found !== "boolean"){
const err76 = {instancePath:instancePath+"/models/found",schemaPath:"#/properties/models/properties/found/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data31.defaultModel !== undefined){
let data34 = data31.defaultModel;
const _errs80 = errors;
let valid22 = false;
const _errs81 = errors;
if(typeof data34 !== "string"){
const err77 = {instancePath:instancePath+"/models/defaultModel",schemaPath:"#/properties/models/properties/defaultModel/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid2 = _errs81 === errors;
valid22 = valid22 || _valid2;
const _errs83 = errors;
if(data34 !== null){
const err78 = {instancePath:instancePath+"/models/defaultModel",schemaPath:"#/properties/models/properties/defaultModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid2 = _errs83 === errors;
valid22 = valid22 || _valid2;
if(!valid22){
const err79 = {instancePath:instancePath+"/models/defaultModel",schemaPath:"#/properties/models/properties/defaultModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
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
if(data31.subagentModel !== undefined){
let data35 = data31.subagentModel;
const _errs86 = errors;
let valid23 = false;
const _errs87 = errors;
if(typeof data35 !== "string"){
const err80 = {instancePath:instancePath+"/models/subagentModel",schemaPath:"#/properties/models/properties/subagentModel/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid3 = _errs87 === errors;
valid23 = valid23 || _valid3;
const _errs89 = errors;
if(data35 !== null){
const err81 = {instancePath:instancePath+"/models/subagentModel",schemaPath:"#/properties/models/properties/subagentModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid3 = _errs89 === errors;
valid23 = valid23 || _valid3;
if(!valid23){
const err82 = {instancePath:instancePath+"/models/subagentModel",schemaPath:"#/properties/models/properties/subagentModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
}
}
if(data31.aliases !== undefined){
let data36 = data31.aliases;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
var props0 = {};
for(const key6 in data36){
if(pattern5.test(key6)){
if(typeof data36[key6] !== "string"){
const err83 = {instancePath:instancePath+"/models/aliases/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/models/properties/aliases/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
props0[key6] = true;
}
}
}
else {
const err84 = {instancePath:instancePath+"/models/aliases",schemaPath:"#/properties/models/properties/aliases/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err85 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err86 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
