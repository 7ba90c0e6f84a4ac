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

export const validateSkillManifest: SchemaProblemSource = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/skill-manifest.schema.json","title":"skill-manifest","type":"object","required":["name","version","description","triggers","commands","entry","requires"],"properties":{"name":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"version":{"type":"string","pattern":"^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$"},"description":{"type":"string","minLength":1,"maxLength":160,"pattern":"^[^<>\"\\n\\r]+$"},"triggers":{"type":"array","items":{"type":"string","minLength":1,"pattern":"^[^\\n\\r]+$"},"minItems":1,"uniqueItems":true},"commands":{"type":"array","items":{"type":"string","pattern":"^[a-z][a-z-]*( [a-z][a-z-]*)?$"},"minItems":1,"uniqueItems":true},"entry":{"type":"string","pattern":"^scripts/[A-Za-z0-9._/-]+\\.cjs$"},"requires":{"type":"object","required":["node","openclaw"],"properties":{"node":{"type":"string","pattern":"^>=[0-9]+(\\.[0-9]+){0,2}$"},"openclaw":{"type":"string","pattern":"^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$"}},"additionalProperties":false}},"additionalProperties":false};
const func1 = __ajvRuntime_ucs2length;
const pattern4 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern5 = new RegExp("^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$", "u");
const pattern6 = new RegExp("^[^<>\"\\n\\r]+$", "u");
const pattern7 = new RegExp("^[^\\n\\r]+$", "u");
const pattern8 = new RegExp("^[a-z][a-z-]*( [a-z][a-z-]*)?$", "u");
const pattern9 = new RegExp("^scripts/[A-Za-z0-9._/-]+\\.cjs$", "u");
const pattern10 = new RegExp("^>=[0-9]+(\\.[0-9]+){0,2}$", "u");
const pattern11 = new RegExp("^[0-9]{4}\\.[0-9]{1,2}\\.[0-9]{1,2}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/skill-manifest.schema.json" */;
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
if(!pattern4.test(data0)){
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
if(!pattern5.test(data1)){
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
if(!pattern6.test(data2)){
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
if(!pattern7.test(data4)){
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
if(!pattern8.test(data6)){
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
if(!pattern9.test(data7)){
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
if(!pattern10.test(data9)){
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
if(!pattern11.test(data10)){
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
