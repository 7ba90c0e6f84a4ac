// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
import type { SchemaProblemSource } from './problems.js';

const validateRunEventAcceptanceAsked: SchemaProblemSource = validate52;
const schema19 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--acceptance-asked.schema.json","title":"run-event--acceptance-asked","type":"object","required":["seq","at","type","phase","actionId","criteria"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"acceptance-asked"},"phase":{"type":"string"},"actionId":{"type":"string"},"criteria":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--acceptance-asked.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.criteria === undefined) && (missing0 = "criteria"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "actionId")) || (key0 === "criteria"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate52.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate52.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate52.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate52.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate52.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("acceptance-asked" !== data2){
validate52.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "acceptance-asked"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate52.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs10 = errors;
if(typeof data.actionId !== "string"){
validate52.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.criteria !== undefined){
let data5 = data.criteria;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(typeof data5[i0] !== "string"){
validate52.errors = [{instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
else {
validate52.errors = [{instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventApprovalRequested: SchemaProblemSource = validate53;
const schema20 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--approval-requested.schema.json","title":"run-event--approval-requested","type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"approval-requested"},"phase":{"type":"string"}},"additionalProperties":false};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--approval-requested.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase"))){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate53.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate53.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate53.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate53.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate53.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("approval-requested" !== data2){
validate53.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "approval-requested"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate53.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventAttemptFailed: SchemaProblemSource = validate54;
const schema21 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--attempt-failed.schema.json","title":"run-event--attempt-failed","type":"object","required":["seq","at","type","phase","reason","fingerprint","gateTail","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"attempt-failed"},"phase":{"type":"string"},"reason":{"type":"string"},"fingerprint":{"anyOf":[{"type":"string"},{"type":"null"}]},"gateTail":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"$ref":"#/$defs/item0"}}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}};
const schema22 = {"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.severity === undefined) && (missing0 = "severity")) || ((data.description === undefined) && (missing0 = "description"))){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "severity") || (key0 === "description")) || (key0 === "file")) || (key0 === "line"))){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(!(((data0 === "blocking") || (data0 === "required")) || (data0 === "suggestion"))){
validate55.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema22.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate55.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
const _errs5 = errors;
if(typeof data.file !== "string"){
validate55.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data3 = data.line;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate55.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate55.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--attempt-failed.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.fingerprint === undefined) && (missing0 = "fingerprint"))) || ((data.gateTail === undefined) && (missing0 = "gateTail"))) || ((data.findings === undefined) && (missing0 = "findings"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "reason")) || (key0 === "fingerprint")) || (key0 === "gateTail")) || (key0 === "findings"))){
validate54.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate54.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate54.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate54.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate54.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate54.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("attempt-failed" !== data2){
validate54.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "attempt-failed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate54.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs10 = errors;
if(typeof data.reason !== "string"){
validate54.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fingerprint !== undefined){
let data5 = data.fingerprint;
const _errs12 = errors;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(typeof data5 !== "string"){
const err0 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(data5 !== null){
const err1 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate54.errors = vErrors;
return false;
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
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateTail !== undefined){
let data6 = data.gateTail;
const _errs18 = errors;
const _errs19 = errors;
let valid2 = false;
const _errs20 = errors;
if(typeof data6 !== "string"){
const err3 = {instancePath:instancePath+"/gateTail",schemaPath:"#/properties/gateTail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid2 = valid2 || _valid1;
const _errs22 = errors;
if(data6 !== null){
const err4 = {instancePath:instancePath+"/gateTail",schemaPath:"#/properties/gateTail/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/gateTail",schemaPath:"#/properties/gateTail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate54.errors = vErrors;
return false;
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
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data7 = data.findings;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data7)){
var valid3 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs26 = errors;
if(!(validate55(data7[i0], {instancePath:instancePath+"/findings/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid3 = _errs26 === errors;
if(!valid3){
break;
}
}
}
else {
validate54.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventBaselineGateIssued: SchemaProblemSource = validate57;
const schema23 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--baseline-gate-issued.schema.json","title":"run-event--baseline-gate-issued","type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"baseline-gate-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--baseline-gate-issued.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema23.properties, key0))){
validate57.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate57.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate57.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate57.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate57.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate57.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("baseline-gate-issued" !== data2){
validate57.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "baseline-gate-issued"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate57.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs10 = errors;
if(typeof data.actionId !== "string"){
validate57.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data5 = data.role;
const _errs12 = errors;
if(!((((data5 === "work") || (data5 === "review")) || (data5 === "fix")) || (data5 === "refactor"))){
validate57.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema23.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data6 = data.attempt;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate57.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate57.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data7 = data.cycle;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate57.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate57.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data8 = data.index;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate57.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate57.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs19 = errors;
if(typeof data.command !== "string"){
validate57.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs21 = errors;
if(typeof data.workdir !== "string"){
validate57.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs23 = errors;
if(typeof data.logFile !== "string"){
validate57.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data12 = data.timeoutSeconds;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate57.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate57.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data13 = data.notBefore;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate57.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate57.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventChangesRecorded: SchemaProblemSource = validate58;
const schema24 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--changes-recorded.schema.json","title":"run-event--changes-recorded","type":"object","required":["seq","at","type","actionId","changed","outside","unattributed"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"changes-recorded"},"actionId":{"type":"string"},"changed":{"type":"array","items":{"type":"string"}},"outside":{"type":"array","items":{"type":"string"}},"unattributed":{"type":"array","items":{"type":"string"}},"unconfirmed":{"type":"array","items":{"type":"string"}},"orphaned":{"type":"array","items":{"$ref":"#/$defs/item0"}},"assertions":{"type":"array","items":{"$ref":"#/$defs/item1"}},"edits":{"type":"array","items":{"$ref":"#/$defs/item2"}}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["actionId","files"],"properties":{"actionId":{"type":"string"},"files":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"item1":{"type":"object","required":["path","before","after"],"properties":{"path":{"type":"string"},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"item2":{"type":"object","required":["path","change","tests"],"properties":{"path":{"type":"string"},"change":{"anyOf":[{"type":"string","const":"added"},{"type":"string","const":"extended"},{"type":"string","const":"edited"},{"type":"string","const":"deleted"},{"type":"string","const":"moved"},{"type":"string","const":"unrelated"}]},"tests":{"type":"integer","minimum":0},"quote":{"type":"object","properties":{"line":{"type":"integer","minimum":0},"test":{"type":"string"},"before":{"type":"string"},"after":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false}}};
const schema25 = {"type":"object","required":["actionId","files"],"properties":{"actionId":{"type":"string"},"files":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.actionId === undefined) && (missing0 = "actionId")) || ((data.files === undefined) && (missing0 = "files"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "actionId") || (key0 === "files"))){
validate59.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate59.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.files !== undefined){
let data1 = data.files;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(typeof data1[i0] !== "string"){
validate59.errors = [{instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate59.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema26 = {"type":"object","required":["path","before","after"],"properties":{"path":{"type":"string"},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.path === undefined) && (missing0 = "path")) || ((data.before === undefined) && (missing0 = "before"))) || ((data.after === undefined) && (missing0 = "after"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "path") || (key0 === "before")) || (key0 === "after"))){
validate61.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.path !== undefined){
const _errs2 = errors;
if(typeof data.path !== "string"){
validate61.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.before !== undefined){
let data1 = data.before;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate61.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate61.errors = [{instancePath:instancePath+"/before",schemaPath:"#/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.after !== undefined){
let data2 = data.after;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate61.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate61.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
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
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema27 = {"type":"object","required":["path","change","tests"],"properties":{"path":{"type":"string"},"change":{"anyOf":[{"type":"string","const":"added"},{"type":"string","const":"extended"},{"type":"string","const":"edited"},{"type":"string","const":"deleted"},{"type":"string","const":"moved"},{"type":"string","const":"unrelated"}]},"tests":{"type":"integer","minimum":0},"quote":{"type":"object","properties":{"line":{"type":"integer","minimum":0},"test":{"type":"string"},"before":{"type":"string"},"after":{"type":"string"}},"additionalProperties":false}},"additionalProperties":false};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.path === undefined) && (missing0 = "path")) || ((data.change === undefined) && (missing0 = "change"))) || ((data.tests === undefined) && (missing0 = "tests"))){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "path") || (key0 === "change")) || (key0 === "tests")) || (key0 === "quote"))){
validate63.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.path !== undefined){
const _errs2 = errors;
if(typeof data.path !== "string"){
validate63.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.change !== undefined){
let data1 = data.change;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if("added" !== data1){
const err1 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/0/const",keyword:"const",params:{allowedValue: "added"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("extended" !== data1){
const err3 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/1/const",keyword:"const",params:{allowedValue: "extended"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("edited" !== data1){
const err5 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/2/const",keyword:"const",params:{allowedValue: "edited"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("deleted" !== data1){
const err7 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/3/const",keyword:"const",params:{allowedValue: "deleted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("moved" !== data1){
const err9 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/4/const",keyword:"const",params:{allowedValue: "moved"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("unrelated" !== data1){
const err11 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf/5/const",keyword:"const",params:{allowedValue: "unrelated"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate63.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tests !== undefined){
let data2 = data.tests;
const _errs18 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate63.errors = [{instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs18){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate63.errors = [{instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quote !== undefined){
let data3 = data.quote;
const _errs20 = errors;
if(errors === _errs20){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs22 = errors;
for(const key1 in data3){
if(!((((key1 === "line") || (key1 === "test")) || (key1 === "before")) || (key1 === "after"))){
validate63.errors = [{instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs22 === errors){
if(data3.line !== undefined){
let data4 = data3.line;
const _errs23 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate63.errors = [{instancePath:instancePath+"/quote/line",schemaPath:"#/properties/quote/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate63.errors = [{instancePath:instancePath+"/quote/line",schemaPath:"#/properties/quote/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.test !== undefined){
const _errs25 = errors;
if(typeof data3.test !== "string"){
validate63.errors = [{instancePath:instancePath+"/quote/test",schemaPath:"#/properties/quote/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.before !== undefined){
const _errs27 = errors;
if(typeof data3.before !== "string"){
validate63.errors = [{instancePath:instancePath+"/quote/before",schemaPath:"#/properties/quote/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.after !== undefined){
const _errs29 = errors;
if(typeof data3.after !== "string"){
validate63.errors = [{instancePath:instancePath+"/quote/after",schemaPath:"#/properties/quote/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--changes-recorded.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.changed === undefined) && (missing0 = "changed"))) || ((data.outside === undefined) && (missing0 = "outside"))) || ((data.unattributed === undefined) && (missing0 = "unattributed"))){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema24.properties, key0))){
validate58.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate58.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate58.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate58.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate58.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("changes-recorded" !== data2){
validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "changes-recorded"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate58.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changed !== undefined){
let data4 = data.changed;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(typeof data4[i0] !== "string"){
validate58.errors = [{instancePath:instancePath+"/changed/" + i0,schemaPath:"#/properties/changed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outside !== undefined){
let data6 = data.outside;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data6)){
var valid2 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs16 = errors;
if(typeof data6[i1] !== "string"){
validate58.errors = [{instancePath:instancePath+"/outside/" + i1,schemaPath:"#/properties/outside/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs16 === errors;
if(!valid2){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/outside",schemaPath:"#/properties/outside/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unattributed !== undefined){
let data8 = data.unattributed;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data8)){
var valid3 = true;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
const _errs20 = errors;
if(typeof data8[i2] !== "string"){
validate58.errors = [{instancePath:instancePath+"/unattributed/" + i2,schemaPath:"#/properties/unattributed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
if(!valid3){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/unattributed",schemaPath:"#/properties/unattributed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unconfirmed !== undefined){
let data10 = data.unconfirmed;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data10)){
var valid4 = true;
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
const _errs24 = errors;
if(typeof data10[i3] !== "string"){
validate58.errors = [{instancePath:instancePath+"/unconfirmed/" + i3,schemaPath:"#/properties/unconfirmed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs24 === errors;
if(!valid4){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/unconfirmed",schemaPath:"#/properties/unconfirmed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orphaned !== undefined){
let data12 = data.orphaned;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data12)){
var valid5 = true;
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
const _errs28 = errors;
if(!(validate59(data12[i4], {instancePath:instancePath+"/orphaned/" + i4,parentData:data12,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var valid5 = _errs28 === errors;
if(!valid5){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/orphaned",schemaPath:"#/properties/orphaned/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.assertions !== undefined){
let data14 = data.assertions;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data14)){
var valid6 = true;
const len5 = data14.length;
for(let i5=0; i5<len5; i5++){
const _errs31 = errors;
if(!(validate61(data14[i5], {instancePath:instancePath+"/assertions/" + i5,parentData:data14,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var valid6 = _errs31 === errors;
if(!valid6){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/assertions",schemaPath:"#/properties/assertions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.edits !== undefined){
let data16 = data.edits;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data16)){
var valid7 = true;
const len6 = data16.length;
for(let i6=0; i6<len6; i6++){
const _errs34 = errors;
if(!(validate63(data16[i6], {instancePath:instancePath+"/edits/" + i6,parentData:data16,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid7 = _errs34 === errors;
if(!valid7){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/edits",schemaPath:"#/properties/edits/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventDecisionRecorded: SchemaProblemSource = validate65;
const schema28 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--decision-recorded.schema.json","title":"run-event--decision-recorded","type":"object","required":["seq","at","type","phase","decision","note","reset"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"decision-recorded"},"phase":{"type":"string"},"decision":{"enum":["approve","reject"]},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"reset":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--decision-recorded.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.decision === undefined) && (missing0 = "decision"))) || ((data.note === undefined) && (missing0 = "note"))) || ((data.reset === undefined) && (missing0 = "reset"))){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "decision")) || (key0 === "note")) || (key0 === "reset"))){
validate65.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate65.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate65.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate65.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate65.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate65.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("decision-recorded" !== data2){
validate65.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "decision-recorded"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate65.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision !== undefined){
let data4 = data.decision;
const _errs10 = errors;
if(!((data4 === "approve") || (data4 === "reject"))){
validate65.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema28.properties.decision.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data5 = data.note;
const _errs11 = errors;
const _errs12 = errors;
let valid1 = false;
const _errs13 = errors;
if(typeof data5 !== "string"){
const err0 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
const _errs15 = errors;
if(data5 !== null){
const err1 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate65.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reset !== undefined){
let data6 = data.reset;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid2 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(typeof data6[i0] !== "string"){
validate65.errors = [{instancePath:instancePath+"/reset/" + i0,schemaPath:"#/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs19 === errors;
if(!valid2){
break;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventErosionMeasured: SchemaProblemSource = validate66;
const schema29 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--erosion-measured.schema.json","title":"run-event--erosion-measured","type":"object","required":["seq","at","type","phase","check"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"erosion-measured"},"phase":{"type":"string"},"check":{"type":"object","required":["actionId","role","measured","reason","before","after","growth","flagged","offenders","skipped"],"properties":{"actionId":{"type":"string"},"role":{"enum":["work","refactor"]},"measured":{"type":"boolean"},"reason":{"anyOf":[{"type":"string"},{"type":"null"}]},"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0},"growth":{"anyOf":[{"type":"number"},{"type":"null"}]},"flagged":{"type":"boolean"},"offenders":{"type":"array","items":{"$ref":"#/$defs/item0"}},"skipped":{"type":"array","items":{"$ref":"#/$defs/item1"}}},"additionalProperties":false}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"item1":{"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false}}};
const schema30 = {"type":"object","required":["file","name","line","before","after"],"properties":{"file":{"type":"string"},"name":{"type":"string"},"line":{"type":"integer","minimum":1},"before":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"after":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.file === undefined) && (missing0 = "file")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.line === undefined) && (missing0 = "line"))) || ((data.before === undefined) && (missing0 = "before"))) || ((data.after === undefined) && (missing0 = "after"))){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "file") || (key0 === "name")) || (key0 === "line")) || (key0 === "before")) || (key0 === "after"))){
validate67.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.file !== undefined){
const _errs2 = errors;
if(typeof data.file !== "string"){
validate67.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate67.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data2 = data.line;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate67.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate67.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.before !== undefined){
let data3 = data.before;
const _errs8 = errors;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err0 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err1 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err2 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate67.errors = vErrors;
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
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.after !== undefined){
let data4 = data.after;
const _errs14 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate67.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate67.errors = [{instancePath:instancePath+"/after",schemaPath:"#/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema31 = {"type":"object","required":["file","reason"],"properties":{"file":{"type":"string"},"reason":{"type":"string"}},"additionalProperties":false};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.file === undefined) && (missing0 = "file")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "file") || (key0 === "reason"))){
validate69.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.file !== undefined){
const _errs2 = errors;
if(typeof data.file !== "string"){
validate69.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs4 = errors;
if(typeof data.reason !== "string"){
validate69.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--erosion-measured.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.check === undefined) && (missing0 = "check"))){
validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "check"))){
validate66.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate66.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate66.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate66.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate66.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate66.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("erosion-measured" !== data2){
validate66.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "erosion-measured"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate66.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.check !== undefined){
let data4 = data.check;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((((((((((data4.actionId === undefined) && (missing1 = "actionId")) || ((data4.role === undefined) && (missing1 = "role"))) || ((data4.measured === undefined) && (missing1 = "measured"))) || ((data4.reason === undefined) && (missing1 = "reason"))) || ((data4.before === undefined) && (missing1 = "before"))) || ((data4.after === undefined) && (missing1 = "after"))) || ((data4.growth === undefined) && (missing1 = "growth"))) || ((data4.flagged === undefined) && (missing1 = "flagged"))) || ((data4.offenders === undefined) && (missing1 = "offenders"))) || ((data4.skipped === undefined) && (missing1 = "skipped"))){
validate66.errors = [{instancePath:instancePath+"/check",schemaPath:"#/properties/check/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs12 = errors;
for(const key1 in data4){
if(!(func1.call(schema29.properties.check.properties, key1))){
validate66.errors = [{instancePath:instancePath+"/check",schemaPath:"#/properties/check/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs12 === errors){
if(data4.actionId !== undefined){
const _errs13 = errors;
if(typeof data4.actionId !== "string"){
validate66.errors = [{instancePath:instancePath+"/check/actionId",schemaPath:"#/properties/check/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.role !== undefined){
let data6 = data4.role;
const _errs15 = errors;
if(!((data6 === "work") || (data6 === "refactor"))){
validate66.errors = [{instancePath:instancePath+"/check/role",schemaPath:"#/properties/check/properties/role/enum",keyword:"enum",params:{allowedValues: schema29.properties.check.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.measured !== undefined){
const _errs16 = errors;
if(typeof data4.measured !== "boolean"){
validate66.errors = [{instancePath:instancePath+"/check/measured",schemaPath:"#/properties/check/properties/measured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.reason !== undefined){
let data8 = data4.reason;
const _errs18 = errors;
const _errs19 = errors;
let valid2 = false;
const _errs20 = errors;
if(typeof data8 !== "string"){
const err0 = {instancePath:instancePath+"/check/reason",schemaPath:"#/properties/check/properties/reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid2 = valid2 || _valid0;
const _errs22 = errors;
if(data8 !== null){
const err1 = {instancePath:instancePath+"/check/reason",schemaPath:"#/properties/check/properties/reason/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/check/reason",schemaPath:"#/properties/check/properties/reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate66.errors = vErrors;
return false;
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
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.before !== undefined){
let data9 = data4.before;
const _errs24 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate66.errors = [{instancePath:instancePath+"/check/before",schemaPath:"#/properties/check/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs24){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate66.errors = [{instancePath:instancePath+"/check/before",schemaPath:"#/properties/check/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs24 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.after !== undefined){
let data10 = data4.after;
const _errs26 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate66.errors = [{instancePath:instancePath+"/check/after",schemaPath:"#/properties/check/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate66.errors = [{instancePath:instancePath+"/check/after",schemaPath:"#/properties/check/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs26 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.growth !== undefined){
let data11 = data4.growth;
const _errs28 = errors;
const _errs29 = errors;
let valid3 = false;
const _errs30 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err3 = {instancePath:instancePath+"/check/growth",schemaPath:"#/properties/check/properties/growth/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid3 = valid3 || _valid1;
const _errs32 = errors;
if(data11 !== null){
const err4 = {instancePath:instancePath+"/check/growth",schemaPath:"#/properties/check/properties/growth/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/check/growth",schemaPath:"#/properties/check/properties/growth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate66.errors = vErrors;
return false;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs28 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.flagged !== undefined){
const _errs34 = errors;
if(typeof data4.flagged !== "boolean"){
validate66.errors = [{instancePath:instancePath+"/check/flagged",schemaPath:"#/properties/check/properties/flagged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.offenders !== undefined){
let data13 = data4.offenders;
const _errs36 = errors;
if(errors === _errs36){
if(Array.isArray(data13)){
var valid4 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs38 = errors;
if(!(validate67(data13[i0], {instancePath:instancePath+"/check/offenders/" + i0,parentData:data13,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid4 = _errs38 === errors;
if(!valid4){
break;
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/check/offenders",schemaPath:"#/properties/check/properties/offenders/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs36 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.skipped !== undefined){
let data15 = data4.skipped;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data15)){
var valid5 = true;
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
const _errs41 = errors;
if(!(validate69(data15[i1], {instancePath:instancePath+"/check/skipped/" + i1,parentData:data15,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
var valid5 = _errs41 === errors;
if(!valid5){
break;
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/check/skipped",schemaPath:"#/properties/check/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs39 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate66.errors = [{instancePath:instancePath+"/check",schemaPath:"#/properties/check/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventFinalGateIssued: SchemaProblemSource = validate71;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--final-gate-issued.schema.json","title":"run-event--final-gate-issued","type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"final-gate-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--final-gate-issued.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
validate71.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate71.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate71.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate71.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate71.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate71.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("final-gate-issued" !== data2){
validate71.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "final-gate-issued"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate71.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs10 = errors;
if(typeof data.actionId !== "string"){
validate71.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data5 = data.role;
const _errs12 = errors;
if(!((((data5 === "work") || (data5 === "review")) || (data5 === "fix")) || (data5 === "refactor"))){
validate71.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema32.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data6 = data.attempt;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate71.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate71.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data7 = data.cycle;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate71.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate71.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data8 = data.index;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate71.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate71.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs19 = errors;
if(typeof data.command !== "string"){
validate71.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs21 = errors;
if(typeof data.workdir !== "string"){
validate71.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs23 = errors;
if(typeof data.logFile !== "string"){
validate71.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data12 = data.timeoutSeconds;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate71.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate71.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data13 = data.notBefore;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate71.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate71.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventFixDone: SchemaProblemSource = validate72;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--fix-done.schema.json","title":"run-event--fix-done","type":"object","required":["seq","at","type","phase","cycle"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"fix-done"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--fix-done.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.cycle === undefined) && (missing0 = "cycle"))){
validate72.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "cycle"))){
validate72.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate72.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate72.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate72.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate72.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate72.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("fix-done" !== data2){
validate72.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "fix-done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate72.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data4 = data.cycle;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate72.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
validate72.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate72.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventGateFinished: SchemaProblemSource = validate73;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--gate-finished.schema.json","title":"run-event--gate-finished","type":"object","required":["seq","at","type","actionId","state","exitCode","tail","fingerprint"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-finished"},"actionId":{"type":"string"},"state":{"enum":["passed","failed","timed-out"]},"exitCode":{"anyOf":[{"type":"integer"},{"type":"null"}]},"tail":{"type":"string"},"fingerprint":{"type":"string"},"reason":{"enum":["no-tests-ran","failing-tests-exit-0","tests-removed","tests-skipped","tests-regressed","test-report-lost"]},"evidence":{"type":"object","required":["runner","line"],"properties":{"runner":{"anyOf":[{"type":"string"},{"type":"null"}]},"line":{"anyOf":[{"type":"string"},{"type":"null"}]},"tests":{"type":"array","items":{"type":"string"}},"counts":{"type":"object","required":["before","after"],"properties":{"before":{"type":"integer","minimum":0},"after":{"type":"integer","minimum":0}},"additionalProperties":false},"allowed":{"type":"array","items":{"type":"string"}},"failedBefore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"witnessed":{"type":"array","items":{"$ref":"#/$defs/item0"}},"report":{"type":"object","required":["runner","line","total","passed","failed","skipped","todo"],"properties":{"runner":{"type":"string"},"line":{"type":"string"},"total":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"todo":{"type":"integer","minimum":0},"tests":{"type":"array","items":{"$ref":"#/$defs/item1"}},"unloaded":{"type":"array","items":{"type":"string"}}},"additionalProperties":false},"ranFrom":{"type":"integer","minimum":0},"ranTo":{"type":"integer","minimum":0}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false},"item1":{"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false}}};
const schema35 = {"type":"object","required":["criterion","test"],"properties":{"criterion":{"type":"string"},"test":{"type":"string"}},"additionalProperties":false};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.criterion === undefined) && (missing0 = "criterion")) || ((data.test === undefined) && (missing0 = "test"))){
validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "criterion") || (key0 === "test"))){
validate74.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.criterion !== undefined){
const _errs2 = errors;
if(typeof data.criterion !== "string"){
validate74.errors = [{instancePath:instancePath+"/criterion",schemaPath:"#/properties/criterion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.test !== undefined){
const _errs4 = errors;
if(typeof data.test !== "string"){
validate74.errors = [{instancePath:instancePath+"/test",schemaPath:"#/properties/test/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema36 = {"type":"object","required":["name","status"],"properties":{"name":{"type":"string"},"status":{"enum":["passed","failed","skipped","todo"]}},"additionalProperties":false};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.status === undefined) && (missing0 = "status"))){
validate76.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "status"))){
validate76.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate76.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs4 = errors;
if(!((((data1 === "passed") || (data1 === "failed")) || (data1 === "skipped")) || (data1 === "todo"))){
validate76.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema36.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--gate-finished.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.exitCode === undefined) && (missing0 = "exitCode"))) || ((data.tail === undefined) && (missing0 = "tail"))) || ((data.fingerprint === undefined) && (missing0 = "fingerprint"))){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
validate73.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate73.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate73.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate73.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate73.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate73.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("gate-finished" !== data2){
validate73.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "gate-finished"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate73.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data4 = data.state;
const _errs10 = errors;
if(!(((data4 === "passed") || (data4 === "failed")) || (data4 === "timed-out"))){
validate73.errors = [{instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema34.properties.state.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exitCode !== undefined){
let data5 = data.exitCode;
const _errs11 = errors;
const _errs12 = errors;
let valid1 = false;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err0 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
const _errs15 = errors;
if(data5 !== null){
const err1 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate73.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tail !== undefined){
const _errs17 = errors;
if(typeof data.tail !== "string"){
validate73.errors = [{instancePath:instancePath+"/tail",schemaPath:"#/properties/tail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fingerprint !== undefined){
const _errs19 = errors;
if(typeof data.fingerprint !== "string"){
validate73.errors = [{instancePath:instancePath+"/fingerprint",schemaPath:"#/properties/fingerprint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data8 = data.reason;
const _errs21 = errors;
if(!((((((data8 === "no-tests-ran") || (data8 === "failing-tests-exit-0")) || (data8 === "tests-removed")) || (data8 === "tests-skipped")) || (data8 === "tests-regressed")) || (data8 === "test-report-lost"))){
validate73.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema34.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.evidence !== undefined){
let data9 = data.evidence;
const _errs22 = errors;
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((data9.runner === undefined) && (missing1 = "runner")) || ((data9.line === undefined) && (missing1 = "line"))){
validate73.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs24 = errors;
for(const key1 in data9){
if(!((((((key1 === "runner") || (key1 === "line")) || (key1 === "tests")) || (key1 === "counts")) || (key1 === "allowed")) || (key1 === "failedBefore"))){
validate73.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs24 === errors){
if(data9.runner !== undefined){
let data10 = data9.runner;
const _errs25 = errors;
const _errs26 = errors;
let valid3 = false;
const _errs27 = errors;
if(typeof data10 !== "string"){
const err3 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
const _errs29 = errors;
if(data10 !== null){
const err4 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/evidence/runner",schemaPath:"#/properties/evidence/properties/runner/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate73.errors = vErrors;
return false;
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
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.line !== undefined){
let data11 = data9.line;
const _errs31 = errors;
const _errs32 = errors;
let valid4 = false;
const _errs33 = errors;
if(typeof data11 !== "string"){
const err6 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid4 = valid4 || _valid2;
const _errs35 = errors;
if(data11 !== null){
const err7 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/evidence/line",schemaPath:"#/properties/evidence/properties/line/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate73.errors = vErrors;
return false;
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
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.tests !== undefined){
let data12 = data9.tests;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data12)){
var valid5 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
const _errs39 = errors;
if(typeof data12[i0] !== "string"){
validate73.errors = [{instancePath:instancePath+"/evidence/tests/" + i0,schemaPath:"#/properties/evidence/properties/tests/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs39 === errors;
if(!valid5){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/evidence/tests",schemaPath:"#/properties/evidence/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs37 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.counts !== undefined){
let data14 = data9.counts;
const _errs41 = errors;
if(errors === _errs41){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing2;
if(((data14.before === undefined) && (missing2 = "before")) || ((data14.after === undefined) && (missing2 = "after"))){
validate73.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs43 = errors;
for(const key2 in data14){
if(!((key2 === "before") || (key2 === "after"))){
validate73.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs43 === errors){
if(data14.before !== undefined){
let data15 = data14.before;
const _errs44 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate73.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs44){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate73.errors = [{instancePath:instancePath+"/evidence/counts/before",schemaPath:"#/properties/evidence/properties/counts/properties/before/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid6 = _errs44 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.after !== undefined){
let data16 = data14.after;
const _errs46 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate73.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs46){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate73.errors = [{instancePath:instancePath+"/evidence/counts/after",schemaPath:"#/properties/evidence/properties/counts/properties/after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/evidence/counts",schemaPath:"#/properties/evidence/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs41 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.allowed !== undefined){
let data17 = data9.allowed;
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data17)){
var valid7 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
const _errs50 = errors;
if(typeof data17[i1] !== "string"){
validate73.errors = [{instancePath:instancePath+"/evidence/allowed/" + i1,schemaPath:"#/properties/evidence/properties/allowed/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs50 === errors;
if(!valid7){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/evidence/allowed",schemaPath:"#/properties/evidence/properties/allowed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs48 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.failedBefore !== undefined){
let data19 = data9.failedBefore;
const _errs52 = errors;
if(errors === _errs52){
if(Array.isArray(data19)){
var valid8 = true;
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
const _errs54 = errors;
if(typeof data19[i2] !== "string"){
validate73.errors = [{instancePath:instancePath+"/evidence/failedBefore/" + i2,schemaPath:"#/properties/evidence/properties/failedBefore/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs54 === errors;
if(!valid8){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/evidence/failedBefore",schemaPath:"#/properties/evidence/properties/failedBefore/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs52 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.witnessed !== undefined){
let data21 = data.witnessed;
const _errs56 = errors;
if(errors === _errs56){
if(Array.isArray(data21)){
var valid9 = true;
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
const _errs58 = errors;
if(!(validate74(data21[i3], {instancePath:instancePath+"/witnessed/" + i3,parentData:data21,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
var valid9 = _errs58 === errors;
if(!valid9){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/witnessed",schemaPath:"#/properties/witnessed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.report !== undefined){
let data23 = data.report;
const _errs59 = errors;
if(errors === _errs59){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing3;
if((((((((data23.runner === undefined) && (missing3 = "runner")) || ((data23.line === undefined) && (missing3 = "line"))) || ((data23.total === undefined) && (missing3 = "total"))) || ((data23.passed === undefined) && (missing3 = "passed"))) || ((data23.failed === undefined) && (missing3 = "failed"))) || ((data23.skipped === undefined) && (missing3 = "skipped"))) || ((data23.todo === undefined) && (missing3 = "todo"))){
validate73.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs61 = errors;
for(const key3 in data23){
if(!(func1.call(schema34.properties.report.properties, key3))){
validate73.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs61 === errors){
if(data23.runner !== undefined){
const _errs62 = errors;
if(typeof data23.runner !== "string"){
validate73.errors = [{instancePath:instancePath+"/report/runner",schemaPath:"#/properties/report/properties/runner/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs62 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.line !== undefined){
const _errs64 = errors;
if(typeof data23.line !== "string"){
validate73.errors = [{instancePath:instancePath+"/report/line",schemaPath:"#/properties/report/properties/line/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs64 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.total !== undefined){
let data26 = data23.total;
const _errs66 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate73.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs66){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
validate73.errors = [{instancePath:instancePath+"/report/total",schemaPath:"#/properties/report/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs66 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.passed !== undefined){
let data27 = data23.passed;
const _errs68 = errors;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
validate73.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs68){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
validate73.errors = [{instancePath:instancePath+"/report/passed",schemaPath:"#/properties/report/properties/passed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs68 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.failed !== undefined){
let data28 = data23.failed;
const _errs70 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
validate73.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs70){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
validate73.errors = [{instancePath:instancePath+"/report/failed",schemaPath:"#/properties/report/properties/failed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs70 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.skipped !== undefined){
let data29 = data23.skipped;
const _errs72 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
validate73.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs72){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
validate73.errors = [{instancePath:instancePath+"/report/skipped",schemaPath:"#/properties/report/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs72 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.todo !== undefined){
let data30 = data23.todo;
const _errs74 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
validate73.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs74){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
validate73.errors = [{instancePath:instancePath+"/report/todo",schemaPath:"#/properties/report/properties/todo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs74 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.tests !== undefined){
let data31 = data23.tests;
const _errs76 = errors;
if(errors === _errs76){
if(Array.isArray(data31)){
var valid11 = true;
const len4 = data31.length;
for(let i4=0; i4<len4; i4++){
const _errs78 = errors;
if(!(validate76(data31[i4], {instancePath:instancePath+"/report/tests/" + i4,parentData:data31,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid11 = _errs78 === errors;
if(!valid11){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/report/tests",schemaPath:"#/properties/report/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs76 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.unloaded !== undefined){
let data33 = data23.unloaded;
const _errs79 = errors;
if(errors === _errs79){
if(Array.isArray(data33)){
var valid12 = true;
const len5 = data33.length;
for(let i5=0; i5<len5; i5++){
const _errs81 = errors;
if(typeof data33[i5] !== "string"){
validate73.errors = [{instancePath:instancePath+"/report/unloaded/" + i5,schemaPath:"#/properties/report/properties/unloaded/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs81 === errors;
if(!valid12){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/report/unloaded",schemaPath:"#/properties/report/properties/unloaded/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid10 = _errs79 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/report",schemaPath:"#/properties/report/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranFrom !== undefined){
let data35 = data.ranFrom;
const _errs83 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate73.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs83){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate73.errors = [{instancePath:instancePath+"/ranFrom",schemaPath:"#/properties/ranFrom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ranTo !== undefined){
let data36 = data.ranTo;
const _errs85 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate73.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs85){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
validate73.errors = [{instancePath:instancePath+"/ranTo",schemaPath:"#/properties/ranTo/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs85 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventGateIssued: SchemaProblemSource = validate78;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--gate-issued.schema.json","title":"run-event--gate-issued","type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gate-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--gate-issued.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))){
validate78.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema37.properties, key0))){
validate78.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate78.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate78.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate78.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate78.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate78.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("gate-issued" !== data2){
validate78.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "gate-issued"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate78.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs10 = errors;
if(typeof data.actionId !== "string"){
validate78.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data5 = data.role;
const _errs12 = errors;
if(!((((data5 === "work") || (data5 === "review")) || (data5 === "fix")) || (data5 === "refactor"))){
validate78.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema37.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data6 = data.attempt;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate78.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate78.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data7 = data.cycle;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate78.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate78.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data8 = data.index;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate78.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate78.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs19 = errors;
if(typeof data.command !== "string"){
validate78.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs21 = errors;
if(typeof data.workdir !== "string"){
validate78.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs23 = errors;
if(typeof data.logFile !== "string"){
validate78.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data12 = data.timeoutSeconds;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate78.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate78.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data13 = data.notBefore;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate78.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate78.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventGatesConfirmed: SchemaProblemSource = validate79;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--gates-confirmed.schema.json","title":"run-event--gates-confirmed","type":"object","required":["seq","at","type"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"gates-confirmed"}},"additionalProperties":false};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--gates-confirmed.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))){
validate79.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "seq") || (key0 === "at")) || (key0 === "type"))){
validate79.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate79.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate79.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate79.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate79.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate79.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("gates-confirmed" !== data2){
validate79.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "gates-confirmed"},message:"must be equal to constant"}];
return false;
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
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventLateChangesSeen: SchemaProblemSource = validate80;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--late-changes-seen.schema.json","title":"run-event--late-changes-seen","type":"object","required":["seq","at","type","seenBy","changes"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"late-changes-seen"},"seenBy":{"type":"string"},"changes":{"type":"array","items":{"$ref":"#/$defs/item0"}}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["actionId","phase","files"],"properties":{"actionId":{"type":"string"},"phase":{"type":"string"},"files":{"type":"array","items":{"type":"string"}}},"additionalProperties":false}}};
const schema40 = {"type":"object","required":["actionId","phase","files"],"properties":{"actionId":{"type":"string"},"phase":{"type":"string"},"files":{"type":"array","items":{"type":"string"}}},"additionalProperties":false};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.actionId === undefined) && (missing0 = "actionId")) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.files === undefined) && (missing0 = "files"))){
validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "actionId") || (key0 === "phase")) || (key0 === "files"))){
validate81.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actionId !== undefined){
const _errs2 = errors;
if(typeof data.actionId !== "string"){
validate81.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs4 = errors;
if(typeof data.phase !== "string"){
validate81.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data2[i0] !== "string"){
validate81.errors = [{instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate81.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--late-changes-seen.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.seenBy === undefined) && (missing0 = "seenBy"))) || ((data.changes === undefined) && (missing0 = "changes"))){
validate80.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "seenBy")) || (key0 === "changes"))){
validate80.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate80.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate80.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate80.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate80.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate80.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("late-changes-seen" !== data2){
validate80.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "late-changes-seen"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seenBy !== undefined){
const _errs8 = errors;
if(typeof data.seenBy !== "string"){
validate80.errors = [{instancePath:instancePath+"/seenBy",schemaPath:"#/properties/seenBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changes !== undefined){
let data4 = data.changes;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate81(data4[i0], {instancePath:instancePath+"/changes/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate80.errors = [{instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventOldCodeGateIssued: SchemaProblemSource = validate83;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--old-code-gate-issued.schema.json","title":"run-event--old-code-gate-issued","type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","index","command","logFile","timeoutSeconds","scratch","reverted","tests","passedBefore","passedAfter"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"old-code-gate-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":0},"cycle":{"type":"integer","minimum":1},"index":{"type":"integer","minimum":0},"command":{"type":"string"},"workdir":{"type":"string"},"logFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"scratch":{"type":"string"},"reverted":{"type":"array","items":{"type":"string"}},"tests":{"type":"array","items":{"type":"string"}},"passedBefore":{"type":"integer","minimum":0},"passedAfter":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--old-code-gate-issued.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.index === undefined) && (missing0 = "index"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.logFile === undefined) && (missing0 = "logFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.scratch === undefined) && (missing0 = "scratch"))) || ((data.reverted === undefined) && (missing0 = "reverted"))) || ((data.tests === undefined) && (missing0 = "tests"))) || ((data.passedBefore === undefined) && (missing0 = "passedBefore"))) || ((data.passedAfter === undefined) && (missing0 = "passedAfter"))){
validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema41.properties, key0))){
validate83.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate83.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate83.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate83.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate83.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate83.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("old-code-gate-issued" !== data2){
validate83.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "old-code-gate-issued"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate83.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs10 = errors;
if(typeof data.actionId !== "string"){
validate83.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data5 = data.role;
const _errs12 = errors;
if(!((((data5 === "work") || (data5 === "review")) || (data5 === "fix")) || (data5 === "refactor"))){
validate83.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema41.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data6 = data.attempt;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate83.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate83.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data7 = data.cycle;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate83.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate83.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.index !== undefined){
let data8 = data.index;
const _errs17 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate83.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate83.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs19 = errors;
if(typeof data.command !== "string"){
validate83.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs21 = errors;
if(typeof data.workdir !== "string"){
validate83.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs23 = errors;
if(typeof data.logFile !== "string"){
validate83.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data12 = data.timeoutSeconds;
const _errs25 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate83.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate83.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data13 = data.notBefore;
const _errs27 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate83.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate83.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scratch !== undefined){
const _errs29 = errors;
if(typeof data.scratch !== "string"){
validate83.errors = [{instancePath:instancePath+"/scratch",schemaPath:"#/properties/scratch/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reverted !== undefined){
let data15 = data.reverted;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data15)){
var valid1 = true;
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
const _errs33 = errors;
if(typeof data15[i0] !== "string"){
validate83.errors = [{instancePath:instancePath+"/reverted/" + i0,schemaPath:"#/properties/reverted/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs33 === errors;
if(!valid1){
break;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/reverted",schemaPath:"#/properties/reverted/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tests !== undefined){
let data17 = data.tests;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data17)){
var valid2 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
const _errs37 = errors;
if(typeof data17[i1] !== "string"){
validate83.errors = [{instancePath:instancePath+"/tests/" + i1,schemaPath:"#/properties/tests/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs37 === errors;
if(!valid2){
break;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/tests",schemaPath:"#/properties/tests/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.passedBefore !== undefined){
let data19 = data.passedBefore;
const _errs39 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate83.errors = [{instancePath:instancePath+"/passedBefore",schemaPath:"#/properties/passedBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs39){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate83.errors = [{instancePath:instancePath+"/passedBefore",schemaPath:"#/properties/passedBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.passedAfter !== undefined){
let data20 = data.passedAfter;
const _errs41 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate83.errors = [{instancePath:instancePath+"/passedAfter",schemaPath:"#/properties/passedAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs41){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate83.errors = [{instancePath:instancePath+"/passedAfter",schemaPath:"#/properties/passedAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventOldCodeSkipped: SchemaProblemSource = validate84;
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--old-code-skipped.schema.json","title":"run-event--old-code-skipped","type":"object","required":["seq","at","type","phase","command","why"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"old-code-skipped"},"phase":{"type":"string"},"command":{"type":"string"},"why":{"enum":["not-kept","layout-failed"]},"path":{"type":"string"}},"additionalProperties":false};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--old-code-skipped.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.command === undefined) && (missing0 = "command"))) || ((data.why === undefined) && (missing0 = "why"))){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "command")) || (key0 === "why")) || (key0 === "path"))){
validate84.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate84.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate84.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate84.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate84.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate84.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("old-code-skipped" !== data2){
validate84.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "old-code-skipped"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate84.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs10 = errors;
if(typeof data.command !== "string"){
validate84.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.why !== undefined){
let data5 = data.why;
const _errs12 = errors;
if(!((data5 === "not-kept") || (data5 === "layout-failed"))){
validate84.errors = [{instancePath:instancePath+"/why",schemaPath:"#/properties/why/enum",keyword:"enum",params:{allowedValues: schema42.properties.why.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs13 = errors;
if(typeof data.path !== "string"){
validate84.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventPhasePassed: SchemaProblemSource = validate85;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--phase-passed.schema.json","title":"run-event--phase-passed","type":"object","required":["seq","at","type","phase","summary","erosion"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-passed"},"phase":{"type":"string"},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"erosion":{"enum":["not-measured","ok","flagged"]},"noChanges":{"type":"boolean","const":true}},"additionalProperties":false};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--phase-passed.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.summary === undefined) && (missing0 = "summary"))) || ((data.erosion === undefined) && (missing0 = "erosion"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "summary")) || (key0 === "erosion")) || (key0 === "noChanges"))){
validate85.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate85.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate85.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate85.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate85.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate85.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("phase-passed" !== data2){
validate85.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "phase-passed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate85.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data4 = data.summary;
const _errs10 = errors;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(typeof data4 !== "string"){
const err0 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(data4 !== null){
const err1 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate85.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.erosion !== undefined){
let data5 = data.erosion;
const _errs16 = errors;
if(!(((data5 === "not-measured") || (data5 === "ok")) || (data5 === "flagged"))){
validate85.errors = [{instancePath:instancePath+"/erosion",schemaPath:"#/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema43.properties.erosion.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noChanges !== undefined){
let data6 = data.noChanges;
const _errs17 = errors;
if(typeof data6 !== "boolean"){
validate85.errors = [{instancePath:instancePath+"/noChanges",schemaPath:"#/properties/noChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data6){
validate85.errors = [{instancePath:instancePath+"/noChanges",schemaPath:"#/properties/noChanges/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventPhaseSkipped: SchemaProblemSource = validate86;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--phase-skipped.schema.json","title":"run-event--phase-skipped","type":"object","required":["seq","at","type","phase","reason"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-skipped"},"phase":{"type":"string"},"reason":{"enum":["skip-flag","only"]}},"additionalProperties":false};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--phase-skipped.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.reason === undefined) && (missing0 = "reason"))){
validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "reason"))){
validate86.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate86.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate86.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate86.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate86.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate86.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("phase-skipped" !== data2){
validate86.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "phase-skipped"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate86.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data4 = data.reason;
const _errs10 = errors;
if(!((data4 === "skip-flag") || (data4 === "only"))){
validate86.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema44.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventPhaseStarted: SchemaProblemSource = validate87;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--phase-started.schema.json","title":"run-event--phase-started","type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"phase-started"},"phase":{"type":"string"}},"additionalProperties":false};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--phase-started.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))){
validate87.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase"))){
validate87.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate87.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate87.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate87.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate87.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate87.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("phase-started" !== data2){
validate87.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "phase-started"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate87.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventProgressReported: SchemaProblemSource = validate88;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--progress-reported.schema.json","title":"run-event--progress-reported","type":"object","required":["seq","at","type","text"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"progress-reported"},"text":{"type":"string"}},"additionalProperties":false};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--progress-reported.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.text === undefined) && (missing0 = "text"))){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "text"))){
validate88.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate88.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate88.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate88.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate88.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate88.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("progress-reported" !== data2){
validate88.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "progress-reported"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs8 = errors;
if(typeof data.text !== "string"){
validate88.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventRefactorInserted: SchemaProblemSource = validate89;
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--refactor-inserted.schema.json","title":"run-event--refactor-inserted","type":"object","required":["seq","at","type","phase"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"refactor-inserted"},"phase":{"type":"string"}},"additionalProperties":false};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--refactor-inserted.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))){
validate89.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase"))){
validate89.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate89.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate89.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate89.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate89.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate89.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("refactor-inserted" !== data2){
validate89.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "refactor-inserted"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate89.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventReviewFound: SchemaProblemSource = validate90;
const schema48 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--review-found.schema.json","title":"run-event--review-found","type":"object","required":["seq","at","type","phase","cycle","findings"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"review-found"},"phase":{"type":"string"},"cycle":{"type":"integer","minimum":1},"findings":{"type":"array","items":{"$ref":"#/$defs/item0"}}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}};
const schema49 = {"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.severity === undefined) && (missing0 = "severity")) || ((data.description === undefined) && (missing0 = "description"))){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "severity") || (key0 === "description")) || (key0 === "file")) || (key0 === "line"))){
validate91.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(!(((data0 === "blocking") || (data0 === "required")) || (data0 === "suggestion"))){
validate91.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema49.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate91.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
const _errs5 = errors;
if(typeof data.file !== "string"){
validate91.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data3 = data.line;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate91.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate91.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--review-found.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.findings === undefined) && (missing0 = "findings"))){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "cycle")) || (key0 === "findings"))){
validate90.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate90.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate90.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate90.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate90.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate90.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("review-found" !== data2){
validate90.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "review-found"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate90.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data4 = data.cycle;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate90.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
validate90.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data5 = data.findings;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(!(validate91(data5[i0], {instancePath:instancePath+"/findings/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
else {
validate90.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventRunCancelled: SchemaProblemSource = validate93;
const schema50 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--run-cancelled.schema.json","title":"run-event--run-cancelled","type":"object","required":["seq","at","type","note"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-cancelled"},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"summaryFile":{"type":"string"}},"additionalProperties":false};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--run-cancelled.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.note === undefined) && (missing0 = "note"))){
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "note")) || (key0 === "summaryFile"))){
validate93.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate93.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate93.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate93.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate93.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate93.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("run-cancelled" !== data2){
validate93.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "run-cancelled"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data3 = data.note;
const _errs8 = errors;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err0 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err1 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate93.errors = vErrors;
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
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summaryFile !== undefined){
const _errs14 = errors;
if(typeof data.summaryFile !== "string"){
validate93.errors = [{instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventRunCompleted: SchemaProblemSource = validate94;
const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--run-completed.schema.json","title":"run-event--run-completed","type":"object","required":["seq","at","type","summaryFile"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-completed"},"summaryFile":{"type":"string"}},"additionalProperties":false};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--run-completed.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.summaryFile === undefined) && (missing0 = "summaryFile"))){
validate94.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "summaryFile"))){
validate94.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate94.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate94.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate94.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate94.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate94.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("run-completed" !== data2){
validate94.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "run-completed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summaryFile !== undefined){
const _errs8 = errors;
if(typeof data.summaryFile !== "string"){
validate94.errors = [{instancePath:instancePath+"/summaryFile",schemaPath:"#/properties/summaryFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventRunEscalated: SchemaProblemSource = validate95;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--run-escalated.schema.json","title":"run-event--run-escalated","type":"object","required":["seq","at","type","phase","reason","detail","gateOutput"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-escalated"},"phase":{"type":"string"},"reason":{"enum":["gate-retries-exhausted","review-cycles-exhausted","no-progress","sub-agent-blocked","sub-agent-error","escalate-flag","budget-exhausted","checkpoint-failed","gate-not-run","final-verification-failed","usage-limit","spawn-failed","gate-log-refused","gate-wrong-dir","run-state-tampered"]},"detail":{"type":"string"},"gateOutput":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--run-escalated.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.gateOutput === undefined) && (missing0 = "gateOutput"))){
validate95.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "phase")) || (key0 === "reason")) || (key0 === "detail")) || (key0 === "gateOutput"))){
validate95.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate95.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate95.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate95.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate95.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate95.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("run-escalated" !== data2){
validate95.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "run-escalated"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate95.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data4 = data.reason;
const _errs10 = errors;
if(!(((((((((((((((data4 === "gate-retries-exhausted") || (data4 === "review-cycles-exhausted")) || (data4 === "no-progress")) || (data4 === "sub-agent-blocked")) || (data4 === "sub-agent-error")) || (data4 === "escalate-flag")) || (data4 === "budget-exhausted")) || (data4 === "checkpoint-failed")) || (data4 === "gate-not-run")) || (data4 === "final-verification-failed")) || (data4 === "usage-limit")) || (data4 === "spawn-failed")) || (data4 === "gate-log-refused")) || (data4 === "gate-wrong-dir")) || (data4 === "run-state-tampered"))){
validate95.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema52.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
const _errs11 = errors;
if(typeof data.detail !== "string"){
validate95.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateOutput !== undefined){
let data6 = data.gateOutput;
const _errs13 = errors;
const _errs14 = errors;
let valid1 = false;
const _errs15 = errors;
if(typeof data6 !== "string"){
const err0 = {instancePath:instancePath+"/gateOutput",schemaPath:"#/properties/gateOutput/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
const _errs17 = errors;
if(data6 !== null){
const err1 = {instancePath:instancePath+"/gateOutput",schemaPath:"#/properties/gateOutput/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/gateOutput",schemaPath:"#/properties/gateOutput/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate95.errors = vErrors;
return false;
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
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventRunResumed: SchemaProblemSource = validate96;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--run-resumed.schema.json","title":"run-event--run-resumed","type":"object","required":["seq","at","type","reset","reissue","maxSpawns","maxDurationSeconds"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-resumed"},"reset":{"type":"array","items":{"type":"string"}},"reissue":{"type":"array","items":{"type":"string"}},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"maxTokens":{"type":"integer","minimum":1},"maxCost":{"type":"number","exclusiveMinimum":0},"usageUnknownAccepted":{"type":"boolean","const":true},"note":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--run-resumed.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.reset === undefined) && (missing0 = "reset"))) || ((data.reissue === undefined) && (missing0 = "reissue"))) || ((data.maxSpawns === undefined) && (missing0 = "maxSpawns"))) || ((data.maxDurationSeconds === undefined) && (missing0 = "maxDurationSeconds"))){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema53.properties, key0))){
validate96.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate96.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate96.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate96.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate96.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate96.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("run-resumed" !== data2){
validate96.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "run-resumed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reset !== undefined){
let data3 = data.reset;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(typeof data3[i0] !== "string"){
validate96.errors = [{instancePath:instancePath+"/reset/" + i0,schemaPath:"#/properties/reset/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reissue !== undefined){
let data5 = data.reissue;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs14 = errors;
if(typeof data5[i1] !== "string"){
validate96.errors = [{instancePath:instancePath+"/reissue/" + i1,schemaPath:"#/properties/reissue/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate96.errors = [{instancePath:instancePath+"/reissue",schemaPath:"#/properties/reissue/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxSpawns !== undefined){
let data7 = data.maxSpawns;
const _errs16 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate96.errors = [{instancePath:instancePath+"/maxSpawns",schemaPath:"#/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate96.errors = [{instancePath:instancePath+"/maxSpawns",schemaPath:"#/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxDurationSeconds !== undefined){
let data8 = data.maxDurationSeconds;
const _errs18 = errors;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err0 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs20){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err1 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs22 = errors;
if(data8 !== null){
const err2 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err3 = {instancePath:instancePath+"/maxDurationSeconds",schemaPath:"#/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate96.errors = vErrors;
return false;
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
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxTokens !== undefined){
let data9 = data.maxTokens;
const _errs24 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate96.errors = [{instancePath:instancePath+"/maxTokens",schemaPath:"#/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs24){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
validate96.errors = [{instancePath:instancePath+"/maxTokens",schemaPath:"#/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxCost !== undefined){
let data10 = data.maxCost;
const _errs26 = errors;
if(errors === _errs26){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 <= 0 || isNaN(data10)){
validate96.errors = [{instancePath:instancePath+"/maxCost",schemaPath:"#/properties/maxCost/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate96.errors = [{instancePath:instancePath+"/maxCost",schemaPath:"#/properties/maxCost/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usageUnknownAccepted !== undefined){
let data11 = data.usageUnknownAccepted;
const _errs28 = errors;
if(typeof data11 !== "boolean"){
validate96.errors = [{instancePath:instancePath+"/usageUnknownAccepted",schemaPath:"#/properties/usageUnknownAccepted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data11){
validate96.errors = [{instancePath:instancePath+"/usageUnknownAccepted",schemaPath:"#/properties/usageUnknownAccepted/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.note !== undefined){
let data12 = data.note;
const _errs30 = errors;
const _errs31 = errors;
let valid4 = false;
const _errs32 = errors;
if(typeof data12 !== "string"){
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid4 = valid4 || _valid1;
const _errs34 = errors;
if(data12 !== null){
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err6 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate96.errors = vErrors;
return false;
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
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventRunStarted: SchemaProblemSource = validate97;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--run-started.schema.json","title":"run-event--run-started","type":"object","required":["seq","at","type","runId","prd","cwd","runDir","only","settings","waves","phases"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"run-started"},"runId":{"type":"string"},"prd":{"type":"object","required":["path","sha256","title","objective"],"properties":{"path":{"type":"string"},"sha256":{"type":"string"},"title":{"anyOf":[{"type":"string"},{"type":"null"}]},"objective":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"cwd":{"type":"string"},"runDir":{"type":"string"},"only":{"anyOf":[{"type":"string"},{"type":"null"}]},"settings":{"type":"object","required":["maxParallel","maxSpawns","maxDurationSeconds","summaryBudgetBytes","erosion","scope","ccThreshold","graceSeconds"],"properties":{"maxParallel":{"type":"integer","minimum":1},"maxSpawns":{"type":"integer","minimum":0},"maxDurationSeconds":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}]},"summaryBudgetBytes":{"type":"integer","minimum":1},"erosion":{"enum":["refactor","flag","off"]},"scope":{"enum":["fail","warn"]},"ccThreshold":{"type":"integer","minimum":1},"graceSeconds":{"type":"integer","minimum":0},"finalVerification":{"enum":["on","off"]},"testBaseline":{"enum":["on","off"]},"failToPass":{"enum":["on","off"]},"maxTokens":{"type":"integer","minimum":1},"maxCost":{"type":"number","exclusiveMinimum":0},"usage":{"type":"string","const":"sessions.usage"},"handover":{"type":"string","const":"collectors"}},"additionalProperties":false},"waves":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"confirmGates":{"type":"array","items":{"$ref":"#/$defs/item0"}},"phases":{"type":"array","items":{"$ref":"#/$defs/item1"}}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["phase","command","runs"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"runs":{"type":"string"},"workdir":{"type":"string"}},"additionalProperties":false},"item2":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false},"item3":{"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false},"item4":{"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},"item5":{"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false},"item1":{"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"parallel":{"type":"boolean"},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"$ref":"#/$defs/item2"}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"$ref":"#/$defs/item3"}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"workdir":{"type":"string"},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"removesTests":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"$ref":"#/$defs/item4"}},"acceptance":{"type":"array","items":{"$ref":"#/$defs/item5"}}},"additionalProperties":false}}};
const schema55 = {"type":"object","required":["phase","command","runs"],"properties":{"phase":{"type":"string"},"command":{"type":"string"},"runs":{"type":"string"},"workdir":{"type":"string"}},"additionalProperties":false};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.phase === undefined) && (missing0 = "phase")) || ((data.command === undefined) && (missing0 = "command"))) || ((data.runs === undefined) && (missing0 = "runs"))){
validate98.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "phase") || (key0 === "command")) || (key0 === "runs")) || (key0 === "workdir"))){
validate98.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.phase !== undefined){
const _errs2 = errors;
if(typeof data.phase !== "string"){
validate98.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
const _errs4 = errors;
if(typeof data.command !== "string"){
validate98.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runs !== undefined){
const _errs6 = errors;
if(typeof data.runs !== "string"){
validate98.errors = [{instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs8 = errors;
if(typeof data.workdir !== "string"){
validate98.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema56 = {"type":"object","required":["name","key","kind","type","origin","wave","dependsOn","model","modelUp","fixModel","gateCommands","gateDescription","fixGateCommands","fixFiles","maxRetries","timeoutSeconds","gateTimeoutSeconds","files","onReject","escalate","skip","erosionPolicy","tasks","acceptance"],"properties":{"name":{"type":"string"},"key":{"type":"string"},"kind":{"enum":["agent","approval","checkpoint","skip"]},"type":{"enum":["impl","review","extract","approval"]},"origin":{"anyOf":[{"type":"string"},{"type":"null"}]},"wave":{"type":"integer","minimum":0},"dependsOn":{"type":"array","items":{"type":"string"}},"parallel":{"type":"boolean"},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"modelUp":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"fixModel":{"anyOf":[{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},{"type":"null"}]},"gateCommands":{"type":"array","items":{"$ref":"#/$defs/item2"}},"gateDescription":{"anyOf":[{"type":"string"},{"type":"null"}]},"fixGateCommands":{"type":"array","items":{"$ref":"#/$defs/item3"}},"fixFiles":{"type":"array","items":{"type":"string"}},"maxRetries":{"type":"integer","minimum":0},"timeoutSeconds":{"type":"integer","minimum":1},"gateTimeoutSeconds":{"type":"integer","minimum":1},"files":{"type":"array","items":{"type":"string"}},"workdir":{"type":"string"},"onReject":{"anyOf":[{"type":"string"},{"type":"null"}]},"escalate":{"type":"boolean"},"skip":{"type":"boolean"},"removesTests":{"type":"boolean"},"erosionPolicy":{"anyOf":[{"enum":["refactor","flag","off"]},{"type":"null"}]},"tasks":{"type":"array","items":{"$ref":"#/$defs/item4"}},"acceptance":{"type":"array","items":{"$ref":"#/$defs/item5"}}},"additionalProperties":false};
const schema57 = {"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.command === undefined) && (missing0 = "command")) || ((data.argv === undefined) && (missing0 = "argv"))) || ((data.shellGate === undefined) && (missing0 = "shellGate"))){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "command") || (key0 === "argv")) || (key0 === "shellGate")) || (key0 === "workdir"))){
validate101.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.command !== undefined){
const _errs2 = errors;
if(typeof data.command !== "string"){
validate101.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.argv !== undefined){
let data1 = data.argv;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data1[i0] !== "string"){
const err0 = {instancePath:instancePath+"/argv/" + i0,schemaPath:"#/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate101.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.shellGate !== undefined){
const _errs12 = errors;
if(typeof data.shellGate !== "boolean"){
validate101.errors = [{instancePath:instancePath+"/shellGate",schemaPath:"#/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs14 = errors;
if(typeof data.workdir !== "string"){
validate101.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema58 = {"type":"object","required":["command","argv","shellGate"],"properties":{"command":{"type":"string"},"argv":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"shellGate":{"type":"boolean"},"workdir":{"type":"string"}},"additionalProperties":false};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.command === undefined) && (missing0 = "command")) || ((data.argv === undefined) && (missing0 = "argv"))) || ((data.shellGate === undefined) && (missing0 = "shellGate"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "command") || (key0 === "argv")) || (key0 === "shellGate")) || (key0 === "workdir"))){
validate103.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.command !== undefined){
const _errs2 = errors;
if(typeof data.command !== "string"){
validate103.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.argv !== undefined){
let data1 = data.argv;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data1[i0] !== "string"){
const err0 = {instancePath:instancePath+"/argv/" + i0,schemaPath:"#/properties/argv/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/argv",schemaPath:"#/properties/argv/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate103.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.shellGate !== undefined){
const _errs12 = errors;
if(typeof data.shellGate !== "boolean"){
validate103.errors = [{instancePath:instancePath+"/shellGate",schemaPath:"#/properties/shellGate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs14 = errors;
if(typeof data.workdir !== "string"){
validate103.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema59 = {"type":"object","required":["text","depth","line","column"],"properties":{"text":{"type":"string"},"depth":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.text === undefined) && (missing0 = "text")) || ((data.depth === undefined) && (missing0 = "depth"))) || ((data.line === undefined) && (missing0 = "line"))) || ((data.column === undefined) && (missing0 = "column"))){
validate105.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "text") || (key0 === "depth")) || (key0 === "line")) || (key0 === "column"))){
validate105.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.text !== undefined){
const _errs2 = errors;
if(typeof data.text !== "string"){
validate105.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.depth !== undefined){
let data1 = data.depth;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate105.errors = [{instancePath:instancePath+"/depth",schemaPath:"#/properties/depth/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate105.errors = [{instancePath:instancePath+"/depth",schemaPath:"#/properties/depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.line !== undefined){
let data2 = data.line;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate105.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate105.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.column !== undefined){
let data3 = data.column;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate105.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate105.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate105.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema60 = {"type":"object","required":["text","line","column"],"properties":{"text":{"type":"string"},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.text === undefined) && (missing0 = "text")) || ((data.line === undefined) && (missing0 = "line"))) || ((data.column === undefined) && (missing0 = "column"))){
validate107.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "text") || (key0 === "line")) || (key0 === "column"))){
validate107.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.text !== undefined){
const _errs2 = errors;
if(typeof data.text !== "string"){
validate107.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data1 = data.line;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate107.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate107.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
if(data.column !== undefined){
let data2 = data.column;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate107.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate107.errors = [{instancePath:instancePath+"/column",schemaPath:"#/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
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
validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((((((data.name === undefined) && (missing0 = "name")) || ((data.key === undefined) && (missing0 = "key"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.origin === undefined) && (missing0 = "origin"))) || ((data.wave === undefined) && (missing0 = "wave"))) || ((data.dependsOn === undefined) && (missing0 = "dependsOn"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.modelUp === undefined) && (missing0 = "modelUp"))) || ((data.fixModel === undefined) && (missing0 = "fixModel"))) || ((data.gateCommands === undefined) && (missing0 = "gateCommands"))) || ((data.gateDescription === undefined) && (missing0 = "gateDescription"))) || ((data.fixGateCommands === undefined) && (missing0 = "fixGateCommands"))) || ((data.fixFiles === undefined) && (missing0 = "fixFiles"))) || ((data.maxRetries === undefined) && (missing0 = "maxRetries"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.gateTimeoutSeconds === undefined) && (missing0 = "gateTimeoutSeconds"))) || ((data.files === undefined) && (missing0 = "files"))) || ((data.onReject === undefined) && (missing0 = "onReject"))) || ((data.escalate === undefined) && (missing0 = "escalate"))) || ((data.skip === undefined) && (missing0 = "skip"))) || ((data.erosionPolicy === undefined) && (missing0 = "erosionPolicy"))) || ((data.tasks === undefined) && (missing0 = "tasks"))) || ((data.acceptance === undefined) && (missing0 = "acceptance"))){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema56.properties, key0))){
validate100.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate100.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.key !== undefined){
const _errs4 = errors;
if(typeof data.key !== "string"){
validate100.errors = [{instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data2 = data.kind;
const _errs6 = errors;
if(!((((data2 === "agent") || (data2 === "approval")) || (data2 === "checkpoint")) || (data2 === "skip"))){
validate100.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema56.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs7 = errors;
if(!((((data3 === "impl") || (data3 === "review")) || (data3 === "extract")) || (data3 === "approval"))){
validate100.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema56.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.origin !== undefined){
let data4 = data.origin;
const _errs8 = errors;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data4 !== "string"){
const err0 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data4 !== null){
const err1 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate100.errors = vErrors;
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
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wave !== undefined){
let data5 = data.wave;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate100.errors = [{instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate100.errors = [{instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dependsOn !== undefined){
let data6 = data.dependsOn;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data6)){
var valid2 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(typeof data6[i0] !== "string"){
validate100.errors = [{instancePath:instancePath+"/dependsOn/" + i0,schemaPath:"#/properties/dependsOn/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/dependsOn",schemaPath:"#/properties/dependsOn/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parallel !== undefined){
const _errs20 = errors;
if(typeof data.parallel !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/parallel",schemaPath:"#/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data9 = data.model;
const _errs22 = errors;
if(errors === _errs22){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((data9.tier === undefined) && (missing1 = "tier")) || ((data9.id === undefined) && (missing1 = "id"))){
validate100.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs24 = errors;
for(const key1 in data9){
if(!((key1 === "tier") || (key1 === "id"))){
validate100.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs24 === errors){
if(data9.tier !== undefined){
let data10 = data9.tier;
const _errs25 = errors;
const _errs26 = errors;
let valid4 = false;
const _errs27 = errors;
if(typeof data10 !== "string"){
const err3 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid4 = valid4 || _valid1;
const _errs29 = errors;
if(data10 !== null){
const err4 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err5 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate100.errors = vErrors;
return false;
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
var valid3 = _errs25 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.id !== undefined){
let data11 = data9.id;
const _errs31 = errors;
const _errs32 = errors;
let valid5 = false;
const _errs33 = errors;
if(typeof data11 !== "string"){
const err6 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid5 = valid5 || _valid2;
const _errs35 = errors;
if(data11 !== null){
const err7 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err8 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate100.errors = vErrors;
return false;
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
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modelUp !== undefined){
let data12 = data.modelUp;
const _errs37 = errors;
if(errors === _errs37){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if(((data12.tier === undefined) && (missing2 = "tier")) || ((data12.id === undefined) && (missing2 = "id"))){
validate100.errors = [{instancePath:instancePath+"/modelUp",schemaPath:"#/properties/modelUp/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs39 = errors;
for(const key2 in data12){
if(!((key2 === "tier") || (key2 === "id"))){
validate100.errors = [{instancePath:instancePath+"/modelUp",schemaPath:"#/properties/modelUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs39 === errors){
if(data12.tier !== undefined){
let data13 = data12.tier;
const _errs40 = errors;
const _errs41 = errors;
let valid7 = false;
const _errs42 = errors;
if(typeof data13 !== "string"){
const err9 = {instancePath:instancePath+"/modelUp/tier",schemaPath:"#/properties/modelUp/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs42 === errors;
valid7 = valid7 || _valid3;
const _errs44 = errors;
if(data13 !== null){
const err10 = {instancePath:instancePath+"/modelUp/tier",schemaPath:"#/properties/modelUp/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs44 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err11 = {instancePath:instancePath+"/modelUp/tier",schemaPath:"#/properties/modelUp/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data12.id !== undefined){
let data14 = data12.id;
const _errs46 = errors;
const _errs47 = errors;
let valid8 = false;
const _errs48 = errors;
if(typeof data14 !== "string"){
const err12 = {instancePath:instancePath+"/modelUp/id",schemaPath:"#/properties/modelUp/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid4 = _errs48 === errors;
valid8 = valid8 || _valid4;
const _errs50 = errors;
if(data14 !== null){
const err13 = {instancePath:instancePath+"/modelUp/id",schemaPath:"#/properties/modelUp/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid4 = _errs50 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err14 = {instancePath:instancePath+"/modelUp/id",schemaPath:"#/properties/modelUp/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate100.errors = vErrors;
return false;
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
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/modelUp",schemaPath:"#/properties/modelUp/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fixModel !== undefined){
let data15 = data.fixModel;
const _errs52 = errors;
const _errs53 = errors;
let valid9 = false;
const _errs54 = errors;
if(errors === _errs54){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing3;
if(((data15.tier === undefined) && (missing3 = "tier")) || ((data15.id === undefined) && (missing3 = "id"))){
const err15 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/0/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
const _errs56 = errors;
for(const key3 in data15){
if(!((key3 === "tier") || (key3 === "id"))){
const err16 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break;
}
}
if(_errs56 === errors){
if(data15.tier !== undefined){
let data16 = data15.tier;
const _errs57 = errors;
const _errs58 = errors;
let valid11 = false;
const _errs59 = errors;
if(typeof data16 !== "string"){
const err17 = {instancePath:instancePath+"/fixModel/tier",schemaPath:"#/properties/fixModel/anyOf/0/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid6 = _errs59 === errors;
valid11 = valid11 || _valid6;
const _errs61 = errors;
if(data16 !== null){
const err18 = {instancePath:instancePath+"/fixModel/tier",schemaPath:"#/properties/fixModel/anyOf/0/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid6 = _errs61 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const err19 = {instancePath:instancePath+"/fixModel/tier",schemaPath:"#/properties/fixModel/anyOf/0/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs57 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data15.id !== undefined){
let data17 = data15.id;
const _errs63 = errors;
const _errs64 = errors;
let valid12 = false;
const _errs65 = errors;
if(typeof data17 !== "string"){
const err20 = {instancePath:instancePath+"/fixModel/id",schemaPath:"#/properties/fixModel/anyOf/0/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid7 = _errs65 === errors;
valid12 = valid12 || _valid7;
const _errs67 = errors;
if(data17 !== null){
const err21 = {instancePath:instancePath+"/fixModel/id",schemaPath:"#/properties/fixModel/anyOf/0/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid7 = _errs67 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err22 = {instancePath:instancePath+"/fixModel/id",schemaPath:"#/properties/fixModel/anyOf/0/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs63 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid5 = _errs54 === errors;
valid9 = valid9 || _valid5;
const _errs69 = errors;
if(data15 !== null){
const err24 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid5 = _errs69 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err25 = {instancePath:instancePath+"/fixModel",schemaPath:"#/properties/fixModel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate100.errors = vErrors;
return false;
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
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateCommands !== undefined){
let data18 = data.gateCommands;
const _errs71 = errors;
if(errors === _errs71){
if(Array.isArray(data18)){
var valid13 = true;
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
const _errs73 = errors;
if(!(validate101(data18[i1], {instancePath:instancePath+"/gateCommands/" + i1,parentData:data18,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
var valid13 = _errs73 === errors;
if(!valid13){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/gateCommands",schemaPath:"#/properties/gateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateDescription !== undefined){
let data20 = data.gateDescription;
const _errs74 = errors;
const _errs75 = errors;
let valid14 = false;
const _errs76 = errors;
if(typeof data20 !== "string"){
const err26 = {instancePath:instancePath+"/gateDescription",schemaPath:"#/properties/gateDescription/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid8 = _errs76 === errors;
valid14 = valid14 || _valid8;
const _errs78 = errors;
if(data20 !== null){
const err27 = {instancePath:instancePath+"/gateDescription",schemaPath:"#/properties/gateDescription/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid8 = _errs78 === errors;
valid14 = valid14 || _valid8;
if(!valid14){
const err28 = {instancePath:instancePath+"/gateDescription",schemaPath:"#/properties/gateDescription/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
validate100.errors = vErrors;
return false;
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
var valid0 = _errs74 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fixGateCommands !== undefined){
let data21 = data.fixGateCommands;
const _errs80 = errors;
if(errors === _errs80){
if(Array.isArray(data21)){
var valid15 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
const _errs82 = errors;
if(!(validate103(data21[i2], {instancePath:instancePath+"/fixGateCommands/" + i2,parentData:data21,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid15 = _errs82 === errors;
if(!valid15){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/fixGateCommands",schemaPath:"#/properties/fixGateCommands/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fixFiles !== undefined){
let data23 = data.fixFiles;
const _errs83 = errors;
if(errors === _errs83){
if(Array.isArray(data23)){
var valid16 = true;
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
const _errs85 = errors;
if(typeof data23[i3] !== "string"){
validate100.errors = [{instancePath:instancePath+"/fixFiles/" + i3,schemaPath:"#/properties/fixFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid16 = _errs85 === errors;
if(!valid16){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/fixFiles",schemaPath:"#/properties/fixFiles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxRetries !== undefined){
let data25 = data.maxRetries;
const _errs87 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
validate100.errors = [{instancePath:instancePath+"/maxRetries",schemaPath:"#/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs87){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
validate100.errors = [{instancePath:instancePath+"/maxRetries",schemaPath:"#/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs87 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data26 = data.timeoutSeconds;
const _errs89 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate100.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs89){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 1 || isNaN(data26)){
validate100.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs89 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateTimeoutSeconds !== undefined){
let data27 = data.gateTimeoutSeconds;
const _errs91 = errors;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
validate100.errors = [{instancePath:instancePath+"/gateTimeoutSeconds",schemaPath:"#/properties/gateTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs91){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 1 || isNaN(data27)){
validate100.errors = [{instancePath:instancePath+"/gateTimeoutSeconds",schemaPath:"#/properties/gateTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.files !== undefined){
let data28 = data.files;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data28)){
var valid17 = true;
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
const _errs95 = errors;
if(typeof data28[i4] !== "string"){
validate100.errors = [{instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid17 = _errs95 === errors;
if(!valid17){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs93 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workdir !== undefined){
const _errs97 = errors;
if(typeof data.workdir !== "string"){
validate100.errors = [{instancePath:instancePath+"/workdir",schemaPath:"#/properties/workdir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs97 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.onReject !== undefined){
let data31 = data.onReject;
const _errs99 = errors;
const _errs100 = errors;
let valid18 = false;
const _errs101 = errors;
if(typeof data31 !== "string"){
const err29 = {instancePath:instancePath+"/onReject",schemaPath:"#/properties/onReject/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid9 = _errs101 === errors;
valid18 = valid18 || _valid9;
const _errs103 = errors;
if(data31 !== null){
const err30 = {instancePath:instancePath+"/onReject",schemaPath:"#/properties/onReject/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid9 = _errs103 === errors;
valid18 = valid18 || _valid9;
if(!valid18){
const err31 = {instancePath:instancePath+"/onReject",schemaPath:"#/properties/onReject/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
validate100.errors = vErrors;
return false;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs99 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.escalate !== undefined){
const _errs105 = errors;
if(typeof data.escalate !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/escalate",schemaPath:"#/properties/escalate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skip !== undefined){
const _errs107 = errors;
if(typeof data.skip !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs107 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.removesTests !== undefined){
const _errs109 = errors;
if(typeof data.removesTests !== "boolean"){
validate100.errors = [{instancePath:instancePath+"/removesTests",schemaPath:"#/properties/removesTests/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs109 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.erosionPolicy !== undefined){
let data35 = data.erosionPolicy;
const _errs111 = errors;
const _errs112 = errors;
let valid19 = false;
const _errs113 = errors;
if(!(((data35 === "refactor") || (data35 === "flag")) || (data35 === "off"))){
const err32 = {instancePath:instancePath+"/erosionPolicy",schemaPath:"#/properties/erosionPolicy/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema56.properties.erosionPolicy.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid10 = _errs113 === errors;
valid19 = valid19 || _valid10;
const _errs114 = errors;
if(data35 !== null){
const err33 = {instancePath:instancePath+"/erosionPolicy",schemaPath:"#/properties/erosionPolicy/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid10 = _errs114 === errors;
valid19 = valid19 || _valid10;
if(!valid19){
const err34 = {instancePath:instancePath+"/erosionPolicy",schemaPath:"#/properties/erosionPolicy/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
validate100.errors = vErrors;
return false;
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
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tasks !== undefined){
let data36 = data.tasks;
const _errs116 = errors;
if(errors === _errs116){
if(Array.isArray(data36)){
var valid20 = true;
const len5 = data36.length;
for(let i5=0; i5<len5; i5++){
const _errs118 = errors;
if(!(validate105(data36[i5], {instancePath:instancePath+"/tasks/" + i5,parentData:data36,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid20 = _errs118 === errors;
if(!valid20){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs116 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.acceptance !== undefined){
let data38 = data.acceptance;
const _errs119 = errors;
if(errors === _errs119){
if(Array.isArray(data38)){
var valid21 = true;
const len6 = data38.length;
for(let i6=0; i6<len6; i6++){
const _errs121 = errors;
if(!(validate107(data38[i6], {instancePath:instancePath+"/acceptance/" + i6,parentData:data38,parentDataProperty:i6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var valid21 = _errs121 === errors;
if(!valid21){
break;
}
}
}
else {
validate100.errors = [{instancePath:instancePath+"/acceptance",schemaPath:"#/properties/acceptance/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs119 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--run-started.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.runId === undefined) && (missing0 = "runId"))) || ((data.prd === undefined) && (missing0 = "prd"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.runDir === undefined) && (missing0 = "runDir"))) || ((data.only === undefined) && (missing0 = "only"))) || ((data.settings === undefined) && (missing0 = "settings"))) || ((data.waves === undefined) && (missing0 = "waves"))) || ((data.phases === undefined) && (missing0 = "phases"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema54.properties, key0))){
validate97.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate97.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate97.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate97.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate97.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate97.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("run-started" !== data2){
validate97.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "run-started"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runId !== undefined){
const _errs8 = errors;
if(typeof data.runId !== "string"){
validate97.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prd !== undefined){
let data4 = data.prd;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((((data4.path === undefined) && (missing1 = "path")) || ((data4.sha256 === undefined) && (missing1 = "sha256"))) || ((data4.title === undefined) && (missing1 = "title"))) || ((data4.objective === undefined) && (missing1 = "objective"))){
validate97.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs12 = errors;
for(const key1 in data4){
if(!((((key1 === "path") || (key1 === "sha256")) || (key1 === "title")) || (key1 === "objective"))){
validate97.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs12 === errors){
if(data4.path !== undefined){
const _errs13 = errors;
if(typeof data4.path !== "string"){
validate97.errors = [{instancePath:instancePath+"/prd/path",schemaPath:"#/properties/prd/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.sha256 !== undefined){
const _errs15 = errors;
if(typeof data4.sha256 !== "string"){
validate97.errors = [{instancePath:instancePath+"/prd/sha256",schemaPath:"#/properties/prd/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.title !== undefined){
let data7 = data4.title;
const _errs17 = errors;
const _errs18 = errors;
let valid2 = false;
const _errs19 = errors;
if(typeof data7 !== "string"){
const err0 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
const _errs21 = errors;
if(data7 !== null){
const err1 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/prd/title",schemaPath:"#/properties/prd/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate97.errors = vErrors;
return false;
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
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data4.objective !== undefined){
let data8 = data4.objective;
const _errs23 = errors;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(typeof data8 !== "string"){
const err3 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
const _errs27 = errors;
if(data8 !== null){
const err4 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/prd/objective",schemaPath:"#/properties/prd/properties/objective/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate97.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/prd",schemaPath:"#/properties/prd/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs29 = errors;
if(typeof data.cwd !== "string"){
validate97.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runDir !== undefined){
const _errs31 = errors;
if(typeof data.runDir !== "string"){
validate97.errors = [{instancePath:instancePath+"/runDir",schemaPath:"#/properties/runDir/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.only !== undefined){
let data11 = data.only;
const _errs33 = errors;
const _errs34 = errors;
let valid4 = false;
const _errs35 = errors;
if(typeof data11 !== "string"){
const err6 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid4 = valid4 || _valid2;
const _errs37 = errors;
if(data11 !== null){
const err7 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs37 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/only",schemaPath:"#/properties/only/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate97.errors = vErrors;
return false;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings !== undefined){
let data12 = data.settings;
const _errs39 = errors;
if(errors === _errs39){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if(((((((((data12.maxParallel === undefined) && (missing2 = "maxParallel")) || ((data12.maxSpawns === undefined) && (missing2 = "maxSpawns"))) || ((data12.maxDurationSeconds === undefined) && (missing2 = "maxDurationSeconds"))) || ((data12.summaryBudgetBytes === undefined) && (missing2 = "summaryBudgetBytes"))) || ((data12.erosion === undefined) && (missing2 = "erosion"))) || ((data12.scope === undefined) && (missing2 = "scope"))) || ((data12.ccThreshold === undefined) && (missing2 = "ccThreshold"))) || ((data12.graceSeconds === undefined) && (missing2 = "graceSeconds"))){
validate97.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs41 = errors;
for(const key2 in data12){
if(!(func1.call(schema54.properties.settings.properties, key2))){
validate97.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs41 === errors){
if(data12.maxParallel !== undefined){
let data13 = data12.maxParallel;
const _errs42 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate97.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs42){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
validate97.errors = [{instancePath:instancePath+"/settings/maxParallel",schemaPath:"#/properties/settings/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.maxSpawns !== undefined){
let data14 = data12.maxSpawns;
const _errs44 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate97.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs44){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate97.errors = [{instancePath:instancePath+"/settings/maxSpawns",schemaPath:"#/properties/settings/properties/maxSpawns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.maxDurationSeconds !== undefined){
let data15 = data12.maxDurationSeconds;
const _errs46 = errors;
const _errs47 = errors;
let valid6 = false;
const _errs48 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err9 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors === _errs48){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err10 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
var _valid3 = _errs48 === errors;
valid6 = valid6 || _valid3;
const _errs50 = errors;
if(data15 !== null){
const err11 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs50 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err12 = {instancePath:instancePath+"/settings/maxDurationSeconds",schemaPath:"#/properties/settings/properties/maxDurationSeconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate97.errors = vErrors;
return false;
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
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.summaryBudgetBytes !== undefined){
let data16 = data12.summaryBudgetBytes;
const _errs52 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate97.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs52){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
validate97.errors = [{instancePath:instancePath+"/settings/summaryBudgetBytes",schemaPath:"#/properties/settings/properties/summaryBudgetBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs52 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.erosion !== undefined){
let data17 = data12.erosion;
const _errs54 = errors;
if(!(((data17 === "refactor") || (data17 === "flag")) || (data17 === "off"))){
validate97.errors = [{instancePath:instancePath+"/settings/erosion",schemaPath:"#/properties/settings/properties/erosion/enum",keyword:"enum",params:{allowedValues: schema54.properties.settings.properties.erosion.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs54 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.scope !== undefined){
let data18 = data12.scope;
const _errs55 = errors;
if(!((data18 === "fail") || (data18 === "warn"))){
validate97.errors = [{instancePath:instancePath+"/settings/scope",schemaPath:"#/properties/settings/properties/scope/enum",keyword:"enum",params:{allowedValues: schema54.properties.settings.properties.scope.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs55 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.ccThreshold !== undefined){
let data19 = data12.ccThreshold;
const _errs56 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate97.errors = [{instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs56){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
validate97.errors = [{instancePath:instancePath+"/settings/ccThreshold",schemaPath:"#/properties/settings/properties/ccThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs56 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.graceSeconds !== undefined){
let data20 = data12.graceSeconds;
const _errs58 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate97.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs58){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate97.errors = [{instancePath:instancePath+"/settings/graceSeconds",schemaPath:"#/properties/settings/properties/graceSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs58 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.finalVerification !== undefined){
let data21 = data12.finalVerification;
const _errs60 = errors;
if(!((data21 === "on") || (data21 === "off"))){
validate97.errors = [{instancePath:instancePath+"/settings/finalVerification",schemaPath:"#/properties/settings/properties/finalVerification/enum",keyword:"enum",params:{allowedValues: schema54.properties.settings.properties.finalVerification.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs60 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.testBaseline !== undefined){
let data22 = data12.testBaseline;
const _errs61 = errors;
if(!((data22 === "on") || (data22 === "off"))){
validate97.errors = [{instancePath:instancePath+"/settings/testBaseline",schemaPath:"#/properties/settings/properties/testBaseline/enum",keyword:"enum",params:{allowedValues: schema54.properties.settings.properties.testBaseline.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs61 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.failToPass !== undefined){
let data23 = data12.failToPass;
const _errs62 = errors;
if(!((data23 === "on") || (data23 === "off"))){
validate97.errors = [{instancePath:instancePath+"/settings/failToPass",schemaPath:"#/properties/settings/properties/failToPass/enum",keyword:"enum",params:{allowedValues: schema54.properties.settings.properties.failToPass.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs62 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.maxTokens !== undefined){
let data24 = data12.maxTokens;
const _errs63 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate97.errors = [{instancePath:instancePath+"/settings/maxTokens",schemaPath:"#/properties/settings/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 1 || isNaN(data24)){
validate97.errors = [{instancePath:instancePath+"/settings/maxTokens",schemaPath:"#/properties/settings/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid5 = _errs63 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.maxCost !== undefined){
let data25 = data12.maxCost;
const _errs65 = errors;
if(errors === _errs65){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 <= 0 || isNaN(data25)){
validate97.errors = [{instancePath:instancePath+"/settings/maxCost",schemaPath:"#/properties/settings/properties/maxCost/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
else {
validate97.errors = [{instancePath:instancePath+"/settings/maxCost",schemaPath:"#/properties/settings/properties/maxCost/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid5 = _errs65 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.usage !== undefined){
let data26 = data12.usage;
const _errs67 = errors;
if(typeof data26 !== "string"){
validate97.errors = [{instancePath:instancePath+"/settings/usage",schemaPath:"#/properties/settings/properties/usage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("sessions.usage" !== data26){
validate97.errors = [{instancePath:instancePath+"/settings/usage",schemaPath:"#/properties/settings/properties/usage/const",keyword:"const",params:{allowedValue: "sessions.usage"},message:"must be equal to constant"}];
return false;
}
var valid5 = _errs67 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data12.handover !== undefined){
let data27 = data12.handover;
const _errs69 = errors;
if(typeof data27 !== "string"){
validate97.errors = [{instancePath:instancePath+"/settings/handover",schemaPath:"#/properties/settings/properties/handover/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("collectors" !== data27){
validate97.errors = [{instancePath:instancePath+"/settings/handover",schemaPath:"#/properties/settings/properties/handover/const",keyword:"const",params:{allowedValue: "collectors"},message:"must be equal to constant"}];
return false;
}
var valid5 = _errs69 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.waves !== undefined){
let data28 = data.waves;
const _errs71 = errors;
if(errors === _errs71){
if(Array.isArray(data28)){
var valid7 = true;
const len0 = data28.length;
for(let i0=0; i0<len0; i0++){
let data29 = data28[i0];
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data29)){
var valid8 = true;
const len1 = data29.length;
for(let i1=0; i1<len1; i1++){
const _errs75 = errors;
if(typeof data29[i1] !== "string"){
validate97.errors = [{instancePath:instancePath+"/waves/" + i0+"/" + i1,schemaPath:"#/properties/waves/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs75 === errors;
if(!valid8){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/waves/" + i0,schemaPath:"#/properties/waves/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs73 === errors;
if(!valid7){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/waves",schemaPath:"#/properties/waves/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.confirmGates !== undefined){
let data31 = data.confirmGates;
const _errs77 = errors;
if(errors === _errs77){
if(Array.isArray(data31)){
var valid9 = true;
const len2 = data31.length;
for(let i2=0; i2<len2; i2++){
const _errs79 = errors;
if(!(validate98(data31[i2], {instancePath:instancePath+"/confirmGates/" + i2,parentData:data31,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
var valid9 = _errs79 === errors;
if(!valid9){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/confirmGates",schemaPath:"#/properties/confirmGates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phases !== undefined){
let data33 = data.phases;
const _errs80 = errors;
if(errors === _errs80){
if(Array.isArray(data33)){
var valid10 = true;
const len3 = data33.length;
for(let i3=0; i3<len3; i3++){
const _errs82 = errors;
if(!(validate100(data33[i3], {instancePath:instancePath+"/phases/" + i3,parentData:data33,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid10 = _errs82 === errors;
if(!valid10){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/phases",schemaPath:"#/properties/phases/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventSpawnCollected: SchemaProblemSource = validate110;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--spawn-collected.schema.json","title":"run-event--spawn-collected","type":"object","required":["seq","at","type","actionId","status"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-collected"},"actionId":{"type":"string"},"status":{"enum":["done","failed","killed","timeout"]},"inputTokens":{"type":"integer","minimum":0},"outputTokens":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--spawn-collected.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate110.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "actionId")) || (key0 === "status")) || (key0 === "inputTokens")) || (key0 === "outputTokens"))){
validate110.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate110.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate110.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate110.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate110.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate110.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("spawn-collected" !== data2){
validate110.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "spawn-collected"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate110.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs10 = errors;
if(!((((data4 === "done") || (data4 === "failed")) || (data4 === "killed")) || (data4 === "timeout"))){
validate110.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema61.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.inputTokens !== undefined){
let data5 = data.inputTokens;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate110.errors = [{instancePath:instancePath+"/inputTokens",schemaPath:"#/properties/inputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate110.errors = [{instancePath:instancePath+"/inputTokens",schemaPath:"#/properties/inputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outputTokens !== undefined){
let data6 = data.outputTokens;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate110.errors = [{instancePath:instancePath+"/outputTokens",schemaPath:"#/properties/outputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate110.errors = [{instancePath:instancePath+"/outputTokens",schemaPath:"#/properties/outputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventSpawnConfirmed: SchemaProblemSource = validate111;
const schema62 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--spawn-confirmed.schema.json","title":"run-event--spawn-confirmed","type":"object","required":["seq","at","type","actionId","sessionKey"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-confirmed"},"actionId":{"type":"string"},"sessionKey":{"type":"string"},"reportedModel":{"type":"string"},"collectorRunId":{"type":"string"}},"additionalProperties":false};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--spawn-confirmed.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.sessionKey === undefined) && (missing0 = "sessionKey"))){
validate111.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "actionId")) || (key0 === "sessionKey")) || (key0 === "reportedModel")) || (key0 === "collectorRunId"))){
validate111.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate111.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate111.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate111.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate111.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate111.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("spawn-confirmed" !== data2){
validate111.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "spawn-confirmed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate111.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sessionKey !== undefined){
const _errs10 = errors;
if(typeof data.sessionKey !== "string"){
validate111.errors = [{instancePath:instancePath+"/sessionKey",schemaPath:"#/properties/sessionKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reportedModel !== undefined){
const _errs12 = errors;
if(typeof data.reportedModel !== "string"){
validate111.errors = [{instancePath:instancePath+"/reportedModel",schemaPath:"#/properties/reportedModel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collectorRunId !== undefined){
const _errs14 = errors;
if(typeof data.collectorRunId !== "string"){
validate111.errors = [{instancePath:instancePath+"/collectorRunId",schemaPath:"#/properties/collectorRunId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate111.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventSpawnFailed: SchemaProblemSource = validate112;
const schema63 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--spawn-failed.schema.json","title":"run-event--spawn-failed","type":"object","required":["seq","at","type","actionId","source","error","limit"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-failed"},"actionId":{"type":"string"},"source":{"enum":["sessions_spawn","result"]},"error":{"type":"string"},"limit":{"anyOf":[{"type":"object","required":["kind","resetAt","resetText","message"],"properties":{"kind":{"enum":["rate-limit","quota","usage-limit","overloaded"]},"resetAt":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"resetText":{"anyOf":[{"type":"string"},{"type":"null"}]},"message":{"type":"string"}},"additionalProperties":false},{"type":"null"}]},"refusedModel":{"type":"string"}},"additionalProperties":false};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--spawn-failed.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.source === undefined) && (missing0 = "source"))) || ((data.error === undefined) && (missing0 = "error"))) || ((data.limit === undefined) && (missing0 = "limit"))){
validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "actionId")) || (key0 === "source")) || (key0 === "error")) || (key0 === "limit")) || (key0 === "refusedModel"))){
validate112.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate112.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate112.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate112.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate112.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate112.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("spawn-failed" !== data2){
validate112.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "spawn-failed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate112.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data4 = data.source;
const _errs10 = errors;
if(!((data4 === "sessions_spawn") || (data4 === "result"))){
validate112.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema63.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs11 = errors;
if(typeof data.error !== "string"){
validate112.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data6 = data.limit;
const _errs13 = errors;
const _errs14 = errors;
let valid1 = false;
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if(((((data6.kind === undefined) && (missing1 = "kind")) || ((data6.resetAt === undefined) && (missing1 = "resetAt"))) || ((data6.resetText === undefined) && (missing1 = "resetText"))) || ((data6.message === undefined) && (missing1 = "message"))){
const err0 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/anyOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs17 = errors;
for(const key1 in data6){
if(!((((key1 === "kind") || (key1 === "resetAt")) || (key1 === "resetText")) || (key1 === "message"))){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
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
if(_errs17 === errors){
if(data6.kind !== undefined){
let data7 = data6.kind;
const _errs18 = errors;
if(!((((data7 === "rate-limit") || (data7 === "quota")) || (data7 === "usage-limit")) || (data7 === "overloaded"))){
const err2 = {instancePath:instancePath+"/limit/kind",schemaPath:"#/properties/limit/anyOf/0/properties/kind/enum",keyword:"enum",params:{allowedValues: schema63.properties.limit.anyOf[0].properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.resetAt !== undefined){
let data8 = data6.resetAt;
const _errs19 = errors;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err3 = {instancePath:instancePath+"/limit/resetAt",schemaPath:"#/properties/limit/anyOf/0/properties/resetAt/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors === _errs21){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err4 = {instancePath:instancePath+"/limit/resetAt",schemaPath:"#/properties/limit/anyOf/0/properties/resetAt/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(data8 !== null){
const err5 = {instancePath:instancePath+"/limit/resetAt",schemaPath:"#/properties/limit/anyOf/0/properties/resetAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err6 = {instancePath:instancePath+"/limit/resetAt",schemaPath:"#/properties/limit/anyOf/0/properties/resetAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.resetText !== undefined){
let data9 = data6.resetText;
const _errs25 = errors;
const _errs26 = errors;
let valid4 = false;
const _errs27 = errors;
if(typeof data9 !== "string"){
const err7 = {instancePath:instancePath+"/limit/resetText",schemaPath:"#/properties/limit/anyOf/0/properties/resetText/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid4 = valid4 || _valid2;
const _errs29 = errors;
if(data9 !== null){
const err8 = {instancePath:instancePath+"/limit/resetText",schemaPath:"#/properties/limit/anyOf/0/properties/resetText/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err9 = {instancePath:instancePath+"/limit/resetText",schemaPath:"#/properties/limit/anyOf/0/properties/resetText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.message !== undefined){
const _errs31 = errors;
if(typeof data6.message !== "string"){
const err10 = {instancePath:instancePath+"/limit/message",schemaPath:"#/properties/limit/anyOf/0/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
const _errs33 = errors;
if(data6 !== null){
const err12 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err13 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate112.errors = vErrors;
return false;
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
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusedModel !== undefined){
const _errs35 = errors;
if(typeof data.refusedModel !== "string"){
validate112.errors = [{instancePath:instancePath+"/refusedModel",schemaPath:"#/properties/refusedModel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventSpawnIssued: SchemaProblemSource = validate113;
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--spawn-issued.schema.json","title":"run-event--spawn-issued","type":"object","required":["seq","at","type","phase","actionId","role","attempt","cycle","model","resultFile","timeoutSeconds","reissueOf"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-issued"},"phase":{"type":"string"},"actionId":{"type":"string"},"role":{"enum":["work","review","fix","refactor"]},"attempt":{"type":"integer","minimum":1},"cycle":{"type":"integer","minimum":1},"model":{"type":"object","required":["tier","id"],"properties":{"tier":{"anyOf":[{"type":"string"},{"type":"null"}]},"id":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false},"resultFile":{"type":"string"},"timeoutSeconds":{"type":"integer","minimum":1},"notBefore":{"type":"integer","minimum":0},"reissueOf":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--spawn-issued.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.phase === undefined) && (missing0 = "phase"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.cycle === undefined) && (missing0 = "cycle"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.resultFile === undefined) && (missing0 = "resultFile"))) || ((data.timeoutSeconds === undefined) && (missing0 = "timeoutSeconds"))) || ((data.reissueOf === undefined) && (missing0 = "reissueOf"))){
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema64.properties, key0))){
validate113.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate113.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate113.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate113.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate113.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate113.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("spawn-issued" !== data2){
validate113.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "spawn-issued"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
const _errs8 = errors;
if(typeof data.phase !== "string"){
validate113.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs10 = errors;
if(typeof data.actionId !== "string"){
validate113.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data5 = data.role;
const _errs12 = errors;
if(!((((data5 === "work") || (data5 === "review")) || (data5 === "fix")) || (data5 === "refactor"))){
validate113.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema64.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data6 = data.attempt;
const _errs13 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate113.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
validate113.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycle !== undefined){
let data7 = data.cycle;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate113.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate113.errors = [{instancePath:instancePath+"/cycle",schemaPath:"#/properties/cycle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
let data8 = data.model;
const _errs17 = errors;
if(errors === _errs17){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((data8.tier === undefined) && (missing1 = "tier")) || ((data8.id === undefined) && (missing1 = "id"))){
validate113.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs19 = errors;
for(const key1 in data8){
if(!((key1 === "tier") || (key1 === "id"))){
validate113.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs19 === errors){
if(data8.tier !== undefined){
let data9 = data8.tier;
const _errs20 = errors;
const _errs21 = errors;
let valid2 = false;
const _errs22 = errors;
if(typeof data9 !== "string"){
const err0 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid2 = valid2 || _valid0;
const _errs24 = errors;
if(data9 !== null){
const err1 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err2 = {instancePath:instancePath+"/model/tier",schemaPath:"#/properties/model/properties/tier/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate113.errors = vErrors;
return false;
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
var valid1 = _errs20 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data8.id !== undefined){
let data10 = data8.id;
const _errs26 = errors;
const _errs27 = errors;
let valid3 = false;
const _errs28 = errors;
if(typeof data10 !== "string"){
const err3 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid3 = valid3 || _valid1;
const _errs30 = errors;
if(data10 !== null){
const err4 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err5 = {instancePath:instancePath+"/model/id",schemaPath:"#/properties/model/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate113.errors = vErrors;
return false;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs26 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate113.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resultFile !== undefined){
const _errs32 = errors;
if(typeof data.resultFile !== "string"){
validate113.errors = [{instancePath:instancePath+"/resultFile",schemaPath:"#/properties/resultFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeoutSeconds !== undefined){
let data12 = data.timeoutSeconds;
const _errs34 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate113.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs34){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
validate113.errors = [{instancePath:instancePath+"/timeoutSeconds",schemaPath:"#/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data13 = data.notBefore;
const _errs36 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate113.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs36){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate113.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reissueOf !== undefined){
let data14 = data.reissueOf;
const _errs38 = errors;
const _errs39 = errors;
let valid4 = false;
const _errs40 = errors;
if(typeof data14 !== "string"){
const err6 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/properties/reissueOf/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid4 = valid4 || _valid2;
const _errs42 = errors;
if(data14 !== null){
const err7 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/properties/reissueOf/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs42 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err8 = {instancePath:instancePath+"/reissueOf",schemaPath:"#/properties/reissueOf/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate113.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventSpawnResult: SchemaProblemSource = validate114;
const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--spawn-result.schema.json","title":"run-event--spawn-result","type":"object","required":["seq","at","type","actionId","outcome","status","summary","findings","filesModified","verdict","problems"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"spawn-result"},"actionId":{"type":"string"},"outcome":{"enum":["accepted","invalid","timed-out"]},"status":{"anyOf":[{"enum":["DONE","BLOCKED","ERROR"]},{"type":"null"}]},"summary":{"anyOf":[{"type":"string"},{"type":"null"}]},"findings":{"type":"array","items":{"$ref":"#/$defs/item0"}},"filesModified":{"type":"array","items":{"type":"string"}},"verdict":{"anyOf":[{"enum":["PASS","FAIL"]},{"type":"null"}]},"problems":{"type":"array","items":{"type":"string"}},"unmet":{"type":"array","items":{"type":"string"}},"unclearOnly":{"type":"boolean","const":true}},"additionalProperties":false,"$defs":{"item0":{"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false}}};
const schema66 = {"type":"object","required":["severity","description"],"properties":{"severity":{"enum":["blocking","required","suggestion"]},"description":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer","minimum":1}},"additionalProperties":false};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.severity === undefined) && (missing0 = "severity")) || ((data.description === undefined) && (missing0 = "description"))){
validate115.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "severity") || (key0 === "description")) || (key0 === "file")) || (key0 === "line"))){
validate115.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.severity !== undefined){
let data0 = data.severity;
const _errs2 = errors;
if(!(((data0 === "blocking") || (data0 === "required")) || (data0 === "suggestion"))){
validate115.errors = [{instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema66.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate115.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
const _errs5 = errors;
if(typeof data.file !== "string"){
validate115.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.line !== undefined){
let data3 = data.line;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate115.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate115.errors = [{instancePath:instancePath+"/line",schemaPath:"#/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate115.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--spawn-result.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.outcome === undefined) && (missing0 = "outcome"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.summary === undefined) && (missing0 = "summary"))) || ((data.findings === undefined) && (missing0 = "findings"))) || ((data.filesModified === undefined) && (missing0 = "filesModified"))) || ((data.verdict === undefined) && (missing0 = "verdict"))) || ((data.problems === undefined) && (missing0 = "problems"))){
validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema65.properties, key0))){
validate114.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate114.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate114.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate114.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate114.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate114.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("spawn-result" !== data2){
validate114.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "spawn-result"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate114.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.outcome !== undefined){
let data4 = data.outcome;
const _errs10 = errors;
if(!(((data4 === "accepted") || (data4 === "invalid")) || (data4 === "timed-out"))){
validate114.errors = [{instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema65.properties.outcome.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data5 = data.status;
const _errs11 = errors;
const _errs12 = errors;
let valid1 = false;
const _errs13 = errors;
if(!(((data5 === "DONE") || (data5 === "BLOCKED")) || (data5 === "ERROR"))){
const err0 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema65.properties.status.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(data5 !== null){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate114.errors = vErrors;
return false;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data6 = data.summary;
const _errs16 = errors;
const _errs17 = errors;
let valid2 = false;
const _errs18 = errors;
if(typeof data6 !== "string"){
const err3 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
const _errs20 = errors;
if(data6 !== null){
const err4 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err5 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate114.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data7 = data.findings;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data7)){
var valid3 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs24 = errors;
if(!(validate115(data7[i0], {instancePath:instancePath+"/findings/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
var valid3 = _errs24 === errors;
if(!valid3){
break;
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filesModified !== undefined){
let data9 = data.filesModified;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data9)){
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs27 = errors;
if(typeof data9[i1] !== "string"){
validate114.errors = [{instancePath:instancePath+"/filesModified/" + i1,schemaPath:"#/properties/filesModified/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs27 === errors;
if(!valid4){
break;
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/filesModified",schemaPath:"#/properties/filesModified/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verdict !== undefined){
let data11 = data.verdict;
const _errs29 = errors;
const _errs30 = errors;
let valid5 = false;
const _errs31 = errors;
if(!((data11 === "PASS") || (data11 === "FAIL"))){
const err6 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema65.properties.verdict.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs31 === errors;
valid5 = valid5 || _valid2;
const _errs32 = errors;
if(data11 !== null){
const err7 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err8 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate114.errors = vErrors;
return false;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problems !== undefined){
let data12 = data.problems;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data12)){
var valid6 = true;
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
const _errs36 = errors;
if(typeof data12[i2] !== "string"){
validate114.errors = [{instancePath:instancePath+"/problems/" + i2,schemaPath:"#/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs36 === errors;
if(!valid6){
break;
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unmet !== undefined){
let data14 = data.unmet;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data14)){
var valid7 = true;
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
const _errs40 = errors;
if(typeof data14[i3] !== "string"){
validate114.errors = [{instancePath:instancePath+"/unmet/" + i3,schemaPath:"#/properties/unmet/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs40 === errors;
if(!valid7){
break;
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/unmet",schemaPath:"#/properties/unmet/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unclearOnly !== undefined){
let data16 = data.unclearOnly;
const _errs42 = errors;
if(typeof data16 !== "boolean"){
validate114.errors = [{instancePath:instancePath+"/unclearOnly",schemaPath:"#/properties/unclearOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data16){
validate114.errors = [{instancePath:instancePath+"/unclearOnly",schemaPath:"#/properties/unclearOnly/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventUsageIssued: SchemaProblemSource = validate117;
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--usage-issued.schema.json","title":"run-event--usage-issued","type":"object","required":["seq","at","type","actionId","logFile"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"usage-issued"},"actionId":{"type":"string"},"logFile":{"type":"string"},"notBefore":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--usage-issued.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.logFile === undefined) && (missing0 = "logFile"))){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "actionId")) || (key0 === "logFile")) || (key0 === "notBefore"))){
validate117.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate117.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate117.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate117.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate117.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate117.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("usage-issued" !== data2){
validate117.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "usage-issued"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate117.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logFile !== undefined){
const _errs10 = errors;
if(typeof data.logFile !== "string"){
validate117.errors = [{instancePath:instancePath+"/logFile",schemaPath:"#/properties/logFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notBefore !== undefined){
let data5 = data.notBefore;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate117.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate117.errors = [{instancePath:instancePath+"/notBefore",schemaPath:"#/properties/notBefore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateRunEventUsageRecorded: SchemaProblemSource = validate118;
const schema68 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://openforge.dev/schemas/run-event--usage-recorded.schema.json","title":"run-event--usage-recorded","type":"object","required":["seq","at","type","actionId","usage"],"properties":{"seq":{"type":"integer","minimum":1},"at":{"type":"integer","minimum":0},"type":{"type":"string","const":"usage-recorded"},"actionId":{"type":"string"},"usage":{"anyOf":[{"type":"object","required":["known","source","model","input","output","cacheRead","cacheWrite","totalTokens","cost"],"properties":{"known":{"type":"boolean","const":true},"source":{"type":"string","const":"sessions.usage"},"model":{"anyOf":[{"type":"string"},{"type":"null"}]},"input":{"type":"integer","minimum":0},"output":{"type":"integer","minimum":0},"cacheRead":{"type":"integer","minimum":0},"cacheWrite":{"type":"integer","minimum":0},"totalTokens":{"type":"integer","minimum":0},"cost":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["known","why"],"properties":{"known":{"type":"boolean","const":false},"why":{"type":"string"}},"additionalProperties":false}]}},"additionalProperties":false};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://openforge.dev/schemas/run-event--usage-recorded.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.seq === undefined) && (missing0 = "seq")) || ((data.at === undefined) && (missing0 = "at"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.actionId === undefined) && (missing0 = "actionId"))) || ((data.usage === undefined) && (missing0 = "usage"))){
validate118.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "seq") || (key0 === "at")) || (key0 === "type")) || (key0 === "actionId")) || (key0 === "usage"))){
validate118.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.seq !== undefined){
let data0 = data.seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate118.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate118.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
let data1 = data.at;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate118.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate118.errors = [{instancePath:instancePath+"/at",schemaPath:"#/properties/at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate118.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("usage-recorded" !== data2){
validate118.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "usage-recorded"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actionId !== undefined){
const _errs8 = errors;
if(typeof data.actionId !== "string"){
validate118.errors = [{instancePath:instancePath+"/actionId",schemaPath:"#/properties/actionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data4 = data.usage;
const _errs10 = errors;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((((((((data4.known === undefined) && (missing1 = "known")) || ((data4.source === undefined) && (missing1 = "source"))) || ((data4.model === undefined) && (missing1 = "model"))) || ((data4.input === undefined) && (missing1 = "input"))) || ((data4.output === undefined) && (missing1 = "output"))) || ((data4.cacheRead === undefined) && (missing1 = "cacheRead"))) || ((data4.cacheWrite === undefined) && (missing1 = "cacheWrite"))) || ((data4.totalTokens === undefined) && (missing1 = "totalTokens"))) || ((data4.cost === undefined) && (missing1 = "cost"))){
const err0 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs14 = errors;
for(const key1 in data4){
if(!(func1.call(schema68.properties.usage.anyOf[0].properties, key1))){
const err1 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
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
if(_errs14 === errors){
if(data4.known !== undefined){
let data5 = data4.known;
const _errs15 = errors;
if(typeof data5 !== "boolean"){
const err2 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/0/properties/known/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(true !== data5){
const err3 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/0/properties/known/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.source !== undefined){
let data6 = data4.source;
const _errs17 = errors;
if(typeof data6 !== "string"){
const err4 = {instancePath:instancePath+"/usage/source",schemaPath:"#/properties/usage/anyOf/0/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("sessions.usage" !== data6){
const err5 = {instancePath:instancePath+"/usage/source",schemaPath:"#/properties/usage/anyOf/0/properties/source/const",keyword:"const",params:{allowedValue: "sessions.usage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.model !== undefined){
let data7 = data4.model;
const _errs19 = errors;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(typeof data7 !== "string"){
const err6 = {instancePath:instancePath+"/usage/model",schemaPath:"#/properties/usage/anyOf/0/properties/model/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(data7 !== null){
const err7 = {instancePath:instancePath+"/usage/model",schemaPath:"#/properties/usage/anyOf/0/properties/model/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err8 = {instancePath:instancePath+"/usage/model",schemaPath:"#/properties/usage/anyOf/0/properties/model/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.input !== undefined){
let data8 = data4.input;
const _errs25 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err9 = {instancePath:instancePath+"/usage/input",schemaPath:"#/properties/usage/anyOf/0/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors === _errs25){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err10 = {instancePath:instancePath+"/usage/input",schemaPath:"#/properties/usage/anyOf/0/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.output !== undefined){
let data9 = data4.output;
const _errs27 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/usage/output",schemaPath:"#/properties/usage/anyOf/0/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors === _errs27){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err12 = {instancePath:instancePath+"/usage/output",schemaPath:"#/properties/usage/anyOf/0/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.cacheRead !== undefined){
let data10 = data4.cacheRead;
const _errs29 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err13 = {instancePath:instancePath+"/usage/cacheRead",schemaPath:"#/properties/usage/anyOf/0/properties/cacheRead/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors === _errs29){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err14 = {instancePath:instancePath+"/usage/cacheRead",schemaPath:"#/properties/usage/anyOf/0/properties/cacheRead/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.cacheWrite !== undefined){
let data11 = data4.cacheWrite;
const _errs31 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err15 = {instancePath:instancePath+"/usage/cacheWrite",schemaPath:"#/properties/usage/anyOf/0/properties/cacheWrite/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors === _errs31){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err16 = {instancePath:instancePath+"/usage/cacheWrite",schemaPath:"#/properties/usage/anyOf/0/properties/cacheWrite/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.totalTokens !== undefined){
let data12 = data4.totalTokens;
const _errs33 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err17 = {instancePath:instancePath+"/usage/totalTokens",schemaPath:"#/properties/usage/anyOf/0/properties/totalTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(errors === _errs33){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err18 = {instancePath:instancePath+"/usage/totalTokens",schemaPath:"#/properties/usage/anyOf/0/properties/totalTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.cost !== undefined){
let data13 = data4.cost;
const _errs35 = errors;
const _errs36 = errors;
let valid4 = false;
const _errs37 = errors;
if(errors === _errs37){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err19 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid2 = _errs37 === errors;
valid4 = valid4 || _valid2;
const _errs39 = errors;
if(data13 !== null){
const err21 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs39 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err22 = {instancePath:instancePath+"/usage/cost",schemaPath:"#/properties/usage/anyOf/0/properties/cost/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs41 = errors;
if(errors === _errs41){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((data4.known === undefined) && (missing2 = "known")) || ((data4.why === undefined) && (missing2 = "why"))){
const err24 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
const _errs43 = errors;
for(const key2 in data4){
if(!((key2 === "known") || (key2 === "why"))){
const err25 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break;
}
}
if(_errs43 === errors){
if(data4.known !== undefined){
let data14 = data4.known;
const _errs44 = errors;
if(typeof data14 !== "boolean"){
const err26 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/1/properties/known/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(false !== data14){
const err27 = {instancePath:instancePath+"/usage/known",schemaPath:"#/properties/usage/anyOf/1/properties/known/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data4.why !== undefined){
const _errs46 = errors;
if(typeof data4.why !== "string"){
const err28 = {instancePath:instancePath+"/usage/why",schemaPath:"#/properties/usage/anyOf/1/properties/why/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid0 = _errs41 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid1){
const err30 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
validate118.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const BY_TYPE: Record<string, SchemaProblemSource> = {
  "run-started": validateRunEventRunStarted,
  "phase-started": validateRunEventPhaseStarted,
  "spawn-issued": validateRunEventSpawnIssued,
  "spawn-confirmed": validateRunEventSpawnConfirmed,
  "spawn-collected": validateRunEventSpawnCollected,
  "spawn-result": validateRunEventSpawnResult,
  "spawn-failed": validateRunEventSpawnFailed,
  "gate-issued": validateRunEventGateIssued,
  "usage-issued": validateRunEventUsageIssued,
  "usage-recorded": validateRunEventUsageRecorded,
  "final-gate-issued": validateRunEventFinalGateIssued,
  "baseline-gate-issued": validateRunEventBaselineGateIssued,
  "old-code-gate-issued": validateRunEventOldCodeGateIssued,
  "old-code-skipped": validateRunEventOldCodeSkipped,
  "gate-finished": validateRunEventGateFinished,
  "changes-recorded": validateRunEventChangesRecorded,
  "erosion-measured": validateRunEventErosionMeasured,
  "refactor-inserted": validateRunEventRefactorInserted,
  "attempt-failed": validateRunEventAttemptFailed,
  "acceptance-asked": validateRunEventAcceptanceAsked,
  "review-found": validateRunEventReviewFound,
  "fix-done": validateRunEventFixDone,
  "phase-passed": validateRunEventPhasePassed,
  "phase-skipped": validateRunEventPhaseSkipped,
  "approval-requested": validateRunEventApprovalRequested,
  "decision-recorded": validateRunEventDecisionRecorded,
  "run-escalated": validateRunEventRunEscalated,
  "run-resumed": validateRunEventRunResumed,
  "run-cancelled": validateRunEventRunCancelled,
  "run-completed": validateRunEventRunCompleted,
  "gates-confirmed": validateRunEventGatesConfirmed,
  "progress-reported": validateRunEventProgressReported,
  "late-changes-seen": validateRunEventLateChangesSeen,
};
const TYPES = ["run-started","phase-started","spawn-issued","spawn-confirmed","spawn-collected","spawn-result","spawn-failed","gate-issued","usage-issued","usage-recorded","final-gate-issued","baseline-gate-issued","old-code-gate-issued","old-code-skipped","gate-finished","changes-recorded","erosion-measured","refactor-inserted","attempt-failed","acceptance-asked","review-found","fix-done","phase-passed","phase-skipped","approval-requested","decision-recorded","run-escalated","run-resumed","run-cancelled","run-completed","gates-confirmed","progress-reported","late-changes-seen"];

/** The run-event validator: the branch its `type` names, or the error the union would report. */
export const validateRunEvent: SchemaProblemSource = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    validateRunEvent.errors = [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object' }];
    return false;
  }
  const tag = (value as { type?: unknown }).type;
  const branch = typeof tag === 'string' && Object.hasOwn(BY_TYPE, tag) ? BY_TYPE[tag] : undefined;
  if (branch === undefined) {
    validateRunEvent.errors = [{ instancePath: '/type', schemaPath: '#/anyOf', keyword: 'enum', params: { allowedValues: TYPES }, message: 'must be equal to one of the allowed values' }];
    return false;
  }
  const ok = branch(value);
  validateRunEvent.errors = ok ? null : branch.errors;
  return ok;
};
